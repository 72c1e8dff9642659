#include "drake/examples/acrobot/acrobot_lqr.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include <fmt/format.h>

#include "drake/common/find_resource.h"
#include "drake/multibody/parsing/parser.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/controllers/linear_quadratic_regulator.h"
#include "drake/systems/framework/diagram_builder.h"

namespace drake {
namespace examples {
namespace acrobot {

using multibody::MultibodyPlant;

namespace {

// An angle wrapped to (−π, π].
double WrapToPi(double angle) {
  double wrapped = std::remainder(angle, 2 * M_PI);
  if (wrapped <= -M_PI) wrapped += 2 * M_PI;
  return wrapped;
}

// ‖x − x*‖∞ with the angles (entries 0 and 1) wrapped.
double DeviationFromUpright(const Eigen::Vector4d& x) {
  Eigen::Vector4d error = x - AcrobotUprightState();
  error[0] = WrapToPi(error[0]);
  error[1] = WrapToPi(error[1]);
  return error.lpNorm<Eigen::Infinity>();
}

}  // namespace

std::unique_ptr<MultibodyPlant<double>> MakeAcrobotPlant(double time_step) {
  auto plant = std::make_unique<MultibodyPlant<double>>(time_step);
  multibody::Parser(plant.get())
      .AddModels(FindResourceOrThrow("drake/examples/acrobot/Acrobot.urdf"));
  plant->Finalize();
  return plant;
}

Eigen::Vector4d AcrobotUprightState() { return {M_PI, 0.0, 0.0, 0.0}; }

std::unique_ptr<systems::AffineSystem<double>> MakeAcrobotBalancingLqr(
    const MultibodyPlant<double>& plant) {
  if (!plant.is_finalized() || plant.num_positions() != 2 ||
      plant.num_velocities() != 2 || plant.num_actuators() != 1) {
    throw std::logic_error(fmt::format(
        "MakeAcrobotBalancingLqr(): expected a finalized acrobot plant with 2 "
        "positions, 2 velocities and 1 actuator; got finalized = {}, {} "
        "positions, {} velocities, {} actuators",
        plant.is_finalized(), plant.num_positions(), plant.num_velocities(),
        plant.num_actuators()));
  }
  // the operating point: upright, at rest, no torque.
  auto context = plant.CreateDefaultContext();
  plant.SetPositionsAndVelocities(context.get(), AcrobotUprightState());
  plant.get_actuation_input_port().FixValue(context.get(),
                                            Eigen::VectorXd::Zero(1));
  const Eigen::Matrix4d Q = Eigen::Vector4d(10, 10, 1, 1).asDiagonal();
  const Eigen::MatrixXd R = Eigen::MatrixXd::Identity(1, 1);
  return systems::controllers::LinearQuadraticRegulator(
      plant, *context, Q, R, Eigen::Matrix<double, 0, 0>::Zero(),
      plant.get_actuation_input_port().get_index());
}

AcrobotSimulationSummary SimulateAcrobot(const Eigen::Vector4d& x0,
                                         double duration, bool with_lqr) {
  if (!(duration >= 0)) {
    throw std::logic_error(fmt::format(
        "SimulateAcrobot(): duration must be non-negative; got {}", duration));
  }
  systems::DiagramBuilder<double> builder;
  auto* plant = builder.AddNamedSystem("acrobot", MakeAcrobotPlant());
  const systems::AffineSystem<double>* lqr = nullptr;
  if (with_lqr) {
    lqr = builder.AddNamedSystem("lqr", MakeAcrobotBalancingLqr(*plant));
    builder.Connect(plant->get_state_output_port(), lqr->get_input_port());
    builder.Connect(lqr->get_output_port(), plant->get_actuation_input_port());
  }
  auto diagram = builder.Build();

  systems::Simulator<double> simulator(*diagram);
  systems::Context<double>& root = simulator.get_mutable_context();
  systems::Context<double>& plant_context =
      diagram->GetMutableSubsystemContext(*plant, &root);
  if (!with_lqr) {
    plant->get_actuation_input_port().FixValue(&plant_context,
                                               Eigen::VectorXd::Zero(1));
  }
  plant->SetPositionsAndVelocities(&plant_context, x0);
  simulator.get_mutable_integrator().set_target_accuracy(1e-8);
  simulator.Initialize();

  AcrobotSimulationSummary summary;
  const double sample_period = 0.01;
  const int num_samples = static_cast<int>(std::ceil(duration / sample_period));
  for (int i = 0; i <= num_samples; ++i) {
    const double t = std::min(duration, i * sample_period);
    if (t > root.get_time()) simulator.AdvanceTo(t);
    const Eigen::Vector4d x = plant->GetPositionsAndVelocities(plant_context);
    summary.max_shoulder_deviation = std::max(summary.max_shoulder_deviation,
                                              std::abs(WrapToPi(x[0] - M_PI)));
    if (lqr != nullptr) {
      const auto& lqr_context = diagram->GetSubsystemContext(*lqr, root);
      summary.max_abs_torque =
          std::max(summary.max_abs_torque,
                   std::abs(lqr->get_output_port().Eval(lqr_context)[0]));
    }
  }
  summary.final_state = plant->GetPositionsAndVelocities(plant_context);
  summary.final_deviation_from_upright =
      DeviationFromUpright(summary.final_state);
  return summary;
}

}  // namespace acrobot
}  // namespace examples
}  // namespace drake
