#include "drake/examples/kuka_iiwa_arm/iiwa_trajectory_tracking.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "drake/common/find_resource.h"
#include "drake/multibody/parsing/parser.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/controllers/inverse_dynamics_controller.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/primitives/demultiplexer.h"
#include "drake/systems/primitives/trajectory_source.h"

namespace drake {
namespace examples {
namespace kuka_iiwa_arm {

using multibody::MultibodyPlant;
using trajectories::PiecewisePolynomial;

std::unique_ptr<MultibodyPlant<double>> MakeIiwaPlant(double time_step) {
  auto plant = std::make_unique<MultibodyPlant<double>>(time_step);
  multibody::Parser(plant.get())
      .AddModels(
          FindResourceOrThrow("drake/manipulation/models/iiwa_description/urdf/"
                              "iiwa14_no_collision.urdf"));
  // iiwa_link_0 is welded to the model's root link "base" at the identity
  // (joint iiwa_base_joint), so welding "base" to the world at the identity
  // puts iiwa_link_0 at the world origin. (Welding iiwa_link_0 directly
  // would give it two inboard joints, which the plant does not accept.)
  plant->WeldFrames(plant->world_frame(), plant->GetFrameByName("base"));
  plant->Finalize();
  return plant;
}

PiecewisePolynomial<double> MakeIiwaJointTrajectory() {
  const std::vector<double> breaks{0.0, 1.0, 2.0, 3.0};
  std::vector<Eigen::MatrixXd> knots(4, Eigen::MatrixXd(kIiwaArmNumJoints, 1));
  // the arm bent at the elbow, then three poses around it.
  knots[0] << 0.0, 0.6, 0.0, -1.75, 0.0, 1.0, 0.0;
  knots[1] << 0.5, 0.8, 0.3, -1.4, 0.4, 0.8, 0.5;
  knots[2] << -0.3, 0.4, -0.2, -1.9, -0.3, 1.2, -0.4;
  knots[3] << 0.2, 0.7, 0.1, -1.5, 0.2, 0.9, 0.3;
  const Eigen::MatrixXd at_rest = Eigen::MatrixXd::Zero(kIiwaArmNumJoints, 1);
  return PiecewisePolynomial<double>::CubicWithContinuousSecondDerivatives(
      breaks, knots, at_rest, at_rest);
}

IiwaTrackingSummary SimulateIiwaTracking(double time_step, double duration,
                                         const IiwaTrackingGains& gains) {
  const char* who = "SimulateIiwaTracking()";
  if (!(time_step >= 0)) {
    throw std::logic_error(fmt::format(
        "{}: time_step must be non-negative; got {}", who, time_step));
  }
  if (!(duration >= 0)) {
    throw std::logic_error(fmt::format(
        "{}: duration must be non-negative; got {}", who, duration));
  }
  for (const auto& [name, gain] :
       {std::pair{"kp", &gains.kp}, std::pair{"ki", &gains.ki},
        std::pair{"kd", &gains.kd}}) {
    if (gain->size() != kIiwaArmNumJoints) {
      throw std::logic_error(fmt::format(
          "{}: the gain {} must have {} entries (one per joint); got {}", who,
          name, kIiwaArmNumJoints, gain->size()));
    }
  }

  const PiecewisePolynomial<double> q_d = MakeIiwaJointTrajectory();
  systems::DiagramBuilder<double> builder;
  auto* plant = builder.AddNamedSystem("iiwa", MakeIiwaPlant(time_step));
  auto* controller = builder.AddNamedSystem(
      "controller",
      std::make_unique<systems::controllers::InverseDynamicsController<double>>(
          MakeIiwaPlant(0.0), gains.kp, gains.ki, gains.kd, true));
  // [q_d; q̇_d; q̈_d], the derivatives zero beyond the last knot (where q_d
  // holds), split into the desired state and the desired acceleration.
  auto* reference = builder.AddNamedSystem(
      "reference", std::make_unique<systems::TrajectorySource<double>>(q_d, 2));
  auto* split = builder.AddNamedSystem(
      "split_reference",
      std::make_unique<systems::Demultiplexer<double>>(
          std::vector<int>{2 * kIiwaArmNumJoints, kIiwaArmNumJoints}));
  builder.Connect(reference->get_output_port(), split->get_input_port(0));
  builder.Connect(plant->get_state_output_port(),
                  controller->get_input_port_estimated_state());
  builder.Connect(split->get_output_port(0),
                  controller->get_input_port_desired_state());
  builder.Connect(split->get_output_port(1),
                  controller->get_input_port_desired_acceleration());
  builder.Connect(controller->get_output_port_control(),
                  plant->get_actuation_input_port());
  auto diagram = builder.Build();

  systems::Simulator<double> simulator(*diagram);
  systems::Context<double>& root = simulator.get_mutable_context();
  systems::Context<double>& plant_context =
      diagram->GetMutableSubsystemContext(*plant, &root);
  plant->SetPositions(&plant_context, q_d.value(0.0));
  plant->SetVelocities(&plant_context,
                       Eigen::VectorXd::Zero(kIiwaArmNumJoints));
  simulator.get_mutable_integrator().set_target_accuracy(1e-6);
  simulator.Initialize();

  IiwaTrackingSummary summary;
  summary.max_abs_torques = Eigen::VectorXd::Zero(kIiwaArmNumJoints);
  // the error is sampled against q_d(t), which holds its last knot after
  // t_end.
  const double sample_period = 0.005;
  const int num_samples = static_cast<int>(std::ceil(duration / sample_period));
  const double t_end = q_d.end_time();
  for (int i = 0; i <= num_samples; ++i) {
    const double t = std::min(duration, i * sample_period);
    if (t > root.get_time()) simulator.AdvanceTo(t);
    const Eigen::VectorXd q_desired = q_d.value(std::min(t, t_end));
    summary.max_tracking_error =
        std::max(summary.max_tracking_error,
                 (plant->GetPositions(plant_context) - q_desired)
                     .lpNorm<Eigen::Infinity>());
    const auto& controller_context =
        diagram->GetSubsystemContext(*controller, root);
    summary.max_abs_torques =
        summary.max_abs_torques.cwiseMax(controller->get_output_port_control()
                                             .Eval(controller_context)
                                             .cwiseAbs());
  }
  summary.final_positions = plant->GetPositions(plant_context);
  summary.final_position_error =
      (summary.final_positions - q_d.value(t_end)).lpNorm<Eigen::Infinity>();
  summary.final_speed =
      plant->GetVelocities(plant_context).lpNorm<Eigen::Infinity>();
  return summary;
}

}  // namespace kuka_iiwa_arm
}  // namespace examples
}  // namespace drake
