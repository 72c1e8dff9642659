#include "drake/examples/manipulation_scene/manipulation_scene.h"

#include <algorithm>
#include <cmath>

#include "drake/common/find_resource.h"
#include "drake/geometry/scene_graph.h"
#include "drake/multibody/parsing/parser.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/framework/diagram_builder.h"

namespace drake {
namespace examples {
namespace manipulation_scene {

using multibody::ModelInstanceIndex;
using multibody::MultibodyPlant;

std::string SceneDirectivesFile() {
  return FindResourceOrThrow(
      "drake/examples/manipulation_scene/two_iiwa_on_table.dmd.yaml");
}

SceneResult SimulateTwoArmScene(double duration, double initial_offset,
                                double kp, double kd) {
  systems::DiagramBuilder<double> builder;
  auto [plant, scene_graph] =
      multibody::AddMultibodyPlantSceneGraph(&builder, 1e-3);
  multibody::Parser parser(&plant);
  parser.AddModels(SceneDirectivesFile());
  // The arms' position servos: the plant's implicit PD on every actuator.
  for (multibody::JointActuatorIndex a : plant.GetJointActuatorIndices()) {
    plant.get_mutable_joint_actuator(a).set_controller_gains(
        multibody::PdControllerGains{kp, kd});
  }
  plant.Finalize();
  auto diagram = builder.Build();
  systems::Simulator<double> simulator(*diagram);
  auto& context =
      plant.GetMyMutableContextFromRoot(&simulator.get_mutable_context());

  const std::vector<ModelInstanceIndex> arms = {
      plant.GetModelInstanceByName("left_iiwa"),
      plant.GetModelInstanceByName("right_iiwa")};
  SceneResult result;
  for (ModelInstanceIndex arm : arms) {
    ArmResult arm_result;
    arm_result.model_name = plant.GetModelInstanceName(arm);
    arm_result.q0 = plant.GetPositions(context, arm);
    // Hold the default pose: desired [q0; 0].
    Eigen::VectorXd x_desired = Eigen::VectorXd::Zero(2 * arm_result.q0.size());
    x_desired.head(arm_result.q0.size()) = arm_result.q0;
    plant.get_desired_state_input_port(arm).FixValue(&context, x_desired);
    result.arms.push_back(arm_result);
  }
  // Feed-forward: the actuation that balances gravity at the held pose,
  // u = −Bᵀ·τ_g(q0) (B maps actuation to generalized forces; each arm
  // joint has its own actuator).
  const Eigen::VectorXd tau_g = plant.CalcGravityGeneralizedForces(context);
  const Eigen::VectorXd u = -plant.MakeActuationMatrix().transpose() * tau_g;
  plant.get_actuation_input_port().FixValue(&context, u);
  // Start every joint `initial_offset` away from where it is held.
  for (size_t k = 0; k < arms.size(); ++k) {
    plant.SetPositions(&context, arms[k],
                       result.arms[k].q0.array() + initial_offset);
  }

  result.X_WTableTop =
      plant.GetFrameByName("top_center", plant.GetModelInstanceByName("table"))
          .CalcPoseInWorld(context);
  for (int i = 0; i < plant.num_bodies(); ++i) {
    result.num_collision_geometries +=
        plant
            .GetCollisionGeometriesForBody(
                plant.get_body(multibody::BodyIndex(i)))
            .size();
  }

  simulator.Initialize();
  for (size_t k = 0; k < arms.size(); ++k) {
    result.arms[k].max_joint_error = std::abs(initial_offset);
  }
  const int steps = static_cast<int>(duration / 1e-3 + 0.5);
  for (int step = 1; step <= steps; ++step) {
    simulator.AdvanceTo(step * 1e-3);
    for (size_t k = 0; k < arms.size(); ++k) {
      const Eigen::VectorXd q = plant.GetPositions(context, arms[k]);
      const double error = (q - result.arms[k].q0).cwiseAbs().maxCoeff();
      result.arms[k].max_joint_error =
          std::max(result.arms[k].max_joint_error, error);
      result.arms[k].final_joint_error = error;
    }
  }
  for (size_t k = 0; k < arms.size(); ++k) {
    result.arms[k].X_WLink0 =
        plant.GetFrameByName("iiwa_link_0", arms[k]).CalcPoseInWorld(context);
    result.arms[k].final_max_speed =
        plant.GetVelocities(context, arms[k]).cwiseAbs().maxCoeff();
  }
  return result;
}

}  // namespace manipulation_scene
}  // namespace examples
}  // namespace drake
