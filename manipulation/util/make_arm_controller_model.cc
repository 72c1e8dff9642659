#include "drake/manipulation/util/make_arm_controller_model.h"

#include <algorithm>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "drake/multibody/parsing/parser.h"
#include "drake/multibody/tree/fixed_offset_frame.h"

namespace drake {
namespace manipulation {
namespace internal {

using math::RigidTransformd;
using multibody::BodyIndex;
using multibody::FixedOffsetFrame;
using multibody::Frame;
using multibody::ModelInstanceIndex;
using multibody::MultibodyPlant;
using multibody::Parser;
using multibody::RigidBody;
using multibody::SpatialInertia;
using multibody::parsing::ModelInstanceInfo;

namespace {

// The frame `name` of `instance` in `plant`; `name` may be scoped
// ("model::frame"), and then only its last element counts.
const Frame<double>& FindFrame(const MultibodyPlant<double>& plant,
                               const std::string& name,
                               ModelInstanceIndex instance,
                               const std::string& what) {
  const size_t separator = name.rfind("::");
  const std::string element =
      separator == std::string::npos ? name : name.substr(separator + 2);
  if (!plant.HasFrameNamed(element, instance)) {
    throw std::logic_error(fmt::format(
        "MakeArmControllerModel: {}: the model instance '{}' has no frame "
        "named '{}'",
        what, plant.GetModelInstanceName(instance), element));
  }
  return plant.GetFrameByName(element, instance);
}

bool Contains(const std::vector<const RigidBody<double>*>& bodies,
              const RigidBody<double>* body) {
  return std::find(bodies.begin(), bodies.end(), body) != bodies.end();
}

}  // namespace

std::unique_ptr<MultibodyPlant<double>> MakeArmControllerModel(
    const MultibodyPlant<double>& simulation_plant,
    const ModelInstanceInfo& arm_info,
    const std::optional<ModelInstanceInfo>& gripper_info) {
  auto plant = std::make_unique<MultibodyPlant<double>>(0.0);
  plant->mutable_gravity_field().set_gravity_vector(
      simulation_plant.gravity_field().gravity_vector());

  // The arm, from its file.
  Parser parser(plant.get());
  const std::vector<ModelInstanceIndex> added =
      arm_info.model_path.find("://") != std::string::npos
          ? parser.AddModelsFromUrl(arm_info.model_path)
          : parser.AddModels(arm_info.model_path);
  if (added.size() != 1) {
    throw std::logic_error(fmt::format(
        "MakeArmControllerModel: the arm '{}' file '{}' holds {} models; "
        "expected one",
        arm_info.model_name, arm_info.model_path, added.size()));
  }
  const ModelInstanceIndex arm = added[0];
  const ModelInstanceIndex sim_arm = arm_info.model_instance;

  // Welded to the world where the simulated arm is.
  const Frame<double>& sim_child = FindFrame(
      simulation_plant, arm_info.child_frame_name, sim_arm, "arm child frame");
  if (!simulation_plant.IsAnchored(sim_child.body())) {
    throw std::logic_error(fmt::format(
        "MakeArmControllerModel: the arm '{}' must be welded to the world by "
        "its frame '{}'; that frame's body '{}' is not anchored",
        arm_info.model_name, sim_child.name(), sim_child.body().name()));
  }
  const auto sim_context = simulation_plant.CreateDefaultContext();
  const RigidTransformd X_WC = simulation_plant.CalcRelativeTransform(
      *sim_context, simulation_plant.world_frame(), sim_child);
  plant->WeldFrames(
      plant->world_frame(),
      FindFrame(*plant, arm_info.child_frame_name, arm, "arm child frame"),
      X_WC);

  const std::vector<BodyIndex> sim_arm_bodies =
      simulation_plant.GetBodyIndices(sim_arm);
  std::set<BodyIndex> accounted_for(sim_arm_bodies.begin(),
                                    sim_arm_bodies.end());

  // The gripper (and what is welded to it) as one body G.
  if (gripper_info.has_value()) {
    const ModelInstanceIndex sim_gripper = gripper_info->model_instance;
    const Frame<double>& sim_G =
        FindFrame(simulation_plant, gripper_info->child_frame_name, sim_gripper,
                  "gripper child frame");
    std::vector<BodyIndex> gripper_bodies =
        simulation_plant.GetBodyIndices(sim_gripper);
    for (const RigidBody<double>* body :
         simulation_plant.GetBodiesWeldedTo(sim_G.body())) {
      if (body->model_instance() != sim_gripper &&
          body->model_instance() != sim_arm) {
        gripper_bodies.push_back(body->index());
      }
    }
    accounted_for.insert(gripper_bodies.begin(), gripper_bodies.end());
    const SpatialInertia<double> M_GGo_G = simulation_plant.CalcSpatialInertia(
        *sim_context, sim_G, gripper_bodies);
    const RigidBody<double>& G =
        plant->AddRigidBody(sim_G.name(), arm, M_GGo_G);
    // Where the gripper sits on the arm: X_PpG = X_PpP · X_PG, with P the
    // weld's parent frame and Pp the frame of P's body.
    const Frame<double>& sim_P =
        FindFrame(simulation_plant, gripper_info->parent_frame_name, sim_arm,
                  "gripper parent frame");
    const Frame<double>& Pp = FindFrame(*plant, sim_P.body().name(), arm,
                                        "gripper parent frame's body");
    const RigidTransformd X_PpG =
        sim_P.GetFixedPoseInBodyFrame() * gripper_info->X_PC;
    plant->WeldFrames(Pp, G.body_frame(), X_PpG);
    if (simulation_plant.HasFrameNamed("grasp_frame", sim_gripper)) {
      const Frame<double>& sim_F =
          simulation_plant.GetFrameByName("grasp_frame", sim_gripper);
      const RigidTransformd X_GF = sim_F.CalcPose(*sim_context, sim_G);
      plant->AddFrame(
          std::make_unique<FixedOffsetFrame<double>>("grasp_frame", G, X_GF));
    }
  }

  // Other bodies welded to an arm body (not to the world): lumped into one
  // body per arm body.
  for (const BodyIndex& index : sim_arm_bodies) {
    const RigidBody<double>& sim_body = simulation_plant.get_body(index);
    const std::vector<const RigidBody<double>*> welded =
        simulation_plant.GetBodiesWeldedTo(sim_body);
    if (Contains(welded, &simulation_plant.world_body())) {
      continue;
    }
    std::vector<BodyIndex> extra;
    for (const RigidBody<double>* body : welded) {
      if (accounted_for.insert(body->index()).second) {
        extra.push_back(body->index());
      }
    }
    if (extra.empty()) {
      continue;
    }
    const RigidBody<double>& body = plant->GetBodyByName(sim_body.name(), arm);
    const SpatialInertia<double> M_BBo_B = simulation_plant.CalcSpatialInertia(
        *sim_context, sim_body.body_frame(), extra);
    const RigidBody<double>& lumped = plant->AddRigidBody(
        fmt::format("_{}_attached_mass", body.name()), arm, M_BBo_B);
    plant->WeldFrames(body.body_frame(), lumped.body_frame());
  }

  plant->Finalize();
  return plant;
}

}  // namespace internal
}  // namespace manipulation
}  // namespace drake
