// One discrete Simulator step of a MultibodyPlant (h = 1 ms) on the SAP
// path (multibody_plant_discrete.cc):
//  - the KUKA iiwa14 welded to the world by its `base` link, falling under
//    gravity with its joint limits active (seven one-sided limit pairs);
//  - a sphere resting on a ground half space (one contact);
//  - a stack of five boxes standing on their corner spheres (twenty
//    contacts), the scene of multibody_plant_sap_test.cc;
//  - the iiwa14 with every actuator PD-controlled towards a fixed
//    desired state (seven PD constraints plus the limits).
// Each scene is warmed up (settled) before timing; one iteration advances
// the Simulator by one time step.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <benchmark/benchmark.h>

#include "drake/common/find_resource.h"
#include "drake/geometry/proximity_properties.h"
#include "drake/geometry/scene_graph.h"
#include "drake/multibody/parsing/parser.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/framework/diagram.h"
#include "drake/systems/framework/diagram_builder.h"

namespace drake {
namespace multibody {
namespace {

using Eigen::Vector3d;
using Eigen::VectorXd;
using math::RigidTransformd;
using systems::Diagram;
using systems::DiagramBuilder;
using systems::Simulator;

constexpr double kStep = 1e-3;

// The iiwa14 (no collision geometry) welded to the world at `base`, in a
// discrete plant; with PD gains on every actuator when `pd`.
std::unique_ptr<MultibodyPlant<double>> MakeIiwa(bool pd) {
  auto plant = std::make_unique<MultibodyPlant<double>>(kStep);
  Parser parser(plant.get());
  parser.AddModels(
      FindResourceOrThrow("drake/manipulation/models/iiwa_description/urdf/"
                          "iiwa14_no_collision.urdf"));
  plant->WeldFrames(plant->world_frame(), plant->GetFrameByName("base"));
  if (pd) {
    for (JointActuatorIndex a : plant->GetJointActuatorIndices()) {
      plant->get_mutable_joint_actuator(a).set_controller_gains(
          PdControllerGains{100.0, 10.0});
    }
  }
  plant->Finalize();
  return plant;
}

// Times AdvanceTo(t + h) of a simulator already advanced to `t0`.
void TimeSteps(benchmark::State& state, Simulator<double>* simulator,
               double t0) {
  simulator->AdvanceTo(t0);
  int64_t n = static_cast<int64_t>(t0 / kStep + 0.5);
  for (auto _ : state) {
    ++n;
    simulator->AdvanceTo(n * kStep);
  }
  benchmark::DoNotOptimize(simulator->get_context().get_time());
}

void BM_StepIiwaLimits(benchmark::State& state) {
  auto plant = MakeIiwa(false);
  auto context = plant->CreateDefaultContext();
  const int nq = plant->num_positions();
  plant->SetPositions(context.get(), VectorXd::Constant(nq, 0.3));
  plant->get_actuation_input_port().FixValue(
      context.get(), VectorXd::Zero(plant->num_actuated_dofs()));
  Simulator<double> simulator(*plant, std::move(context));
  TimeSteps(state, &simulator, 0.01);
}
BENCHMARK(BM_StepIiwaLimits);

void BM_StepIiwaPd(benchmark::State& state) {
  auto plant = MakeIiwa(true);
  auto context = plant->CreateDefaultContext();
  const int nq = plant->num_positions();
  plant->SetPositions(context.get(), VectorXd::Constant(nq, 0.3));
  plant->get_actuation_input_port().FixValue(
      context.get(), VectorXd::Zero(plant->num_actuated_dofs()));
  VectorXd x_desired = VectorXd::Zero(2 * nq);
  x_desired.head(nq).setConstant(0.5);
  plant->get_desired_state_input_port(plant->GetModelInstanceByName("iiwa14"))
      .FixValue(context.get(), x_desired);
  Simulator<double> simulator(*plant, std::move(context));
  TimeSteps(state, &simulator, 0.01);
}
BENCHMARK(BM_StepIiwaPd);

// A ground half space with friction μ.
void AddGround(MultibodyPlant<double>* plant, double mu,
               std::optional<double> stiffness = {}) {
  geometry::ProximityProperties properties;
  geometry::AddContactMaterial({}, stiffness, CoulombFriction<double>(mu, mu),
                               &properties);
  plant->RegisterCollisionGeometry(plant->world_body(), RigidTransformd(),
                                   geometry::HalfSpace(), "ground", properties);
}

void BM_StepSphereResting(benchmark::State& state) {
  const double m = 0.5;
  const double r = 0.05;
  DiagramBuilder<double> builder;
  auto [plant, scene_graph] = AddMultibodyPlantSceneGraph(&builder, kStep);
  const auto& ball = plant.AddRigidBody(
      "ball", SpatialInertia<double>::SolidSphereWithMass(m, r));
  plant.RegisterCollisionGeometry(ball, RigidTransformd(), geometry::Sphere(r),
                                  "ball", CoulombFriction<double>(0.5, 0.5));
  AddGround(&plant, 0.5);
  plant.Finalize();
  auto diagram = builder.Build();
  Simulator<double> simulator(*diagram);
  auto& context =
      plant.GetMyMutableContextFromRoot(&simulator.get_mutable_context());
  plant.SetFreeBodyPose(&context, ball, RigidTransformd(Vector3d(0, 0, r)));
  TimeSteps(state, &simulator, 0.2);
}
BENCHMARK(BM_StepSphereResting);

// A box whose contact is four small spheres at its bottom corners, plus the
// box itself for the next box to rest on (as in multibody_plant_sap_test).
const RigidBody<double>& AddCornerBox(MultibodyPlant<double>* plant,
                                      const std::string& name, double m,
                                      const Vector3d& size, double mu,
                                      double gap) {
  const RigidBody<double>& body =
      plant->AddRigidBody(name, SpatialInertia<double>::SolidBoxWithMass(
                                    m, size.x(), size.y(), size.z()));
  const double r = 0.4 * gap;
  geometry::ProximityProperties properties;
  geometry::AddContactMaterial({}, 1e6, CoulombFriction<double>(mu, mu),
                               &properties);
  int k = 0;
  for (double sx : {-1.0, 1.0}) {
    for (double sy : {-1.0, 1.0}) {
      const Vector3d p(sx * size.x() / 2, sy * size.y() / 2,
                       -size.z() / 2 - gap + r);
      plant->RegisterCollisionGeometry(
          body, RigidTransformd(p), geometry::Sphere(r),
          name + "_corner" + std::to_string(k++), properties);
    }
  }
  plant->RegisterCollisionGeometry(body, RigidTransformd(),
                                   geometry::Box(size.x(), size.y(), size.z()),
                                   name + "_box", properties);
  return body;
}

void BM_StepStackOfFiveBoxes(benchmark::State& state) {
  DiagramBuilder<double> builder;
  auto [plant, scene_graph] = AddMultibodyPlantSceneGraph(&builder, kStep);
  const Vector3d size(0.1, 0.1, 0.1);
  const double gap = 0.005;
  std::vector<const RigidBody<double>*> boxes;
  for (int i = 0; i < 5; ++i) {
    boxes.push_back(
        &AddCornerBox(&plant, "box" + std::to_string(i), 0.5, size, 0.6, gap));
  }
  AddGround(&plant, 0.6, 1e6);
  plant.Finalize();
  auto diagram = builder.Build();
  Simulator<double> simulator(*diagram);
  auto& context =
      plant.GetMyMutableContextFromRoot(&simulator.get_mutable_context());
  const double pitch = size.z() + gap;
  for (int i = 0; i < 5; ++i) {
    plant.SetFreeBodyPose(
        &context, *boxes[i],
        RigidTransformd(Vector3d(0, 0, pitch * (i + 0.5) + gap / 2)));
  }
  TimeSteps(state, &simulator, 0.5);
}
BENCHMARK(BM_StepStackOfFiveBoxes);

}  // namespace
}  // namespace multibody
}  // namespace drake

BENCHMARK_MAIN();
