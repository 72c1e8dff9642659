#include "drake/manipulation/schunk_wsg/schunk_wsg_position_controller.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include <fmt/format.h>

#include "drake/systems/framework/diagram_builder.h"

namespace drake {
namespace manipulation {
namespace schunk_wsg {

using Eigen::Vector2d;
using systems::BasicVector;
using systems::Context;

namespace {
constexpr int kNumFingers = 2;
}  // namespace

SchunkWsgPdController::SchunkWsgPdController(double kp_command,
                                             double kd_command,
                                             double kp_constraint,
                                             double kd_constraint,
                                             double default_force_limit)
    : kp_command_(kp_command),
      kd_command_(kd_command),
      kp_constraint_(kp_constraint),
      kd_constraint_(kd_constraint),
      default_force_limit_(default_force_limit) {
  const char* names[] = {"kp_command", "kd_command", "kp_constraint",
                         "kd_constraint"};
  const double values[] = {kp_command, kd_command, kp_constraint,
                           kd_constraint};
  for (int i = 0; i < 4; ++i) {
    if (!(values[i] >= 0)) {
      throw std::logic_error(
          fmt::format("SchunkWsgPdController: {} must be non-negative; got {}",
                      names[i], values[i]));
    }
  }
  if (!(default_force_limit > 0)) {
    throw std::logic_error(fmt::format(
        "SchunkWsgPdController: default_force_limit must be positive; got {}",
        default_force_limit));
  }
  desired_state_input_port_ =
      this->DeclareVectorInputPort("desired_state", 2).get_index();
  force_limit_input_port_ =
      this->DeclareVectorInputPort("force_limit", 1).get_index();
  state_input_port_ =
      this->DeclareVectorInputPort("state", 2 * kNumFingers).get_index();
  generalized_force_output_port_ =
      this->DeclareVectorOutputPort(
              "generalized_force", kNumFingers,
              &SchunkWsgPdController::CalcGeneralizedForceOutput)
          .get_index();
  grip_force_output_port_ =
      this->DeclareVectorOutputPort("grip_force", 1,
                                    &SchunkWsgPdController::CalcGripForceOutput)
          .get_index();
  this->set_name("wsg_controller");
}

Vector2d SchunkWsgPdController::CalcGeneralizedForce(
    const Context<double>& context) const {
  const auto& desired = get_desired_state_input_port().Eval(context);
  const auto& x = get_state_input_port().Eval(context);
  const double force_limit = get_force_limit_input_port().HasValue(context)
                                 ? get_force_limit_input_port().Eval(context)[0]
                                 : default_force_limit_;
  if (!(force_limit > 0)) {
    throw std::runtime_error(fmt::format(
        "SchunkWsgPdController '{}': the force_limit input must be positive; "
        "got {}",
        this->get_name(), force_limit));
  }
  // The sum keeps the fingers centred; the difference drives the distance.
  const double sum =
      -kp_constraint_ * (x[0] + x[1]) - kd_constraint_ * (x[2] + x[3]);
  const double difference =
      std::clamp(kp_command_ * (desired[0] + x[0] - x[1]) +
                     kd_command_ * (desired[1] + x[2] - x[3]),
                 -force_limit, force_limit);
  return Vector2d(0.5 * (sum - difference), 0.5 * (sum + difference));
}

void SchunkWsgPdController::CalcGeneralizedForceOutput(
    const Context<double>& context, BasicVector<double>* output) const {
  output->SetFromVector(CalcGeneralizedForce(context));
}

void SchunkWsgPdController::CalcGripForceOutput(
    const Context<double>& context, BasicVector<double>* output) const {
  const Vector2d f = CalcGeneralizedForce(context);
  (*output)[0] = std::abs(f[0] - f[1]);
}

SchunkWsgPositionController::SchunkWsgPositionController(
    double time_step, double kp_command, double kd_command,
    double kp_constraint, double kd_constraint, double default_force_limit) {
  systems::DiagramBuilder<double> builder;
  auto* pd = builder.AddSystem<SchunkWsgPdController>(
      kp_command, kd_command, kp_constraint, kd_constraint,
      default_force_limit);
  auto* interpolator =
      builder
          .AddSystem<systems::StateInterpolatorWithDiscreteDerivative<double>>(
              1, time_step, true);
  builder.Connect(interpolator->get_output_port(),
                  pd->get_desired_state_input_port());
  desired_position_input_port_ =
      builder.ExportInput(interpolator->get_input_port(), "desired_position");
  force_limit_input_port_ =
      builder.ExportInput(pd->get_force_limit_input_port(), "force_limit");
  state_input_port_ = builder.ExportInput(pd->get_state_input_port(), "state");
  generalized_force_output_port_ = builder.ExportOutput(
      pd->get_generalized_force_output_port(), "generalized_force");
  grip_force_output_port_ =
      builder.ExportOutput(pd->get_grip_force_output_port(), "grip_force");
  builder.BuildInto(this);
}

}  // namespace schunk_wsg
}  // namespace manipulation
}  // namespace drake
