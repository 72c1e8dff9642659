#include "drake/manipulation/schunk_wsg/schunk_wsg_lcm.h"

#include <cmath>

#include "drake/lcm/lcm_messages.h"

namespace drake {
namespace manipulation {
namespace schunk_wsg {

using systems::BasicVector;
using systems::Context;

SchunkWsgCommandReceiver::SchunkWsgCommandReceiver(double initial_position,
                                                   double initial_force)
    : initial_position_(initial_position), initial_force_(initial_force) {
  this->DeclareVectorOutputPort("position", 1,
                                &SchunkWsgCommandReceiver::CalcPositionOutput);
  this->DeclareVectorOutputPort(
      "force_limit", 1, &SchunkWsgCommandReceiver::CalcForceLimitOutput);
  this->DeclareAbstractInputPort("command_message",
                                 Value<lcmt_schunk_wsg_command>{});
}

void SchunkWsgCommandReceiver::CalcPositionOutput(
    const Context<double>& context, BasicVector<double>* output) const {
  const auto& message =
      this->get_input_port(0).Eval<lcmt_schunk_wsg_command>(context);
  double position = initial_position_;
  // A default-constructed message: nothing received yet.
  if (!lcm::AreLcmMessagesEqual(message, lcmt_schunk_wsg_command{})) {
    position = message.target_position_mm / 1e3;
    if (std::isnan(position)) {
      position = 0;
    }
  }
  (*output)[0] = position;
}

void SchunkWsgCommandReceiver::CalcForceLimitOutput(
    const Context<double>& context, BasicVector<double>* output) const {
  const auto& message =
      this->get_input_port(0).Eval<lcmt_schunk_wsg_command>(context);
  (*output)[0] = lcm::AreLcmMessagesEqual(message, lcmt_schunk_wsg_command{})
                     ? initial_force_
                     : message.force;
}

SchunkWsgCommandSender::SchunkWsgCommandSender(double default_force_limit)
    : position_input_port_(
          this->DeclareVectorInputPort("position", 1).get_index()),
      force_limit_input_port_(
          this->DeclareVectorInputPort("force_limit", 1).get_index()),
      default_force_limit_(default_force_limit) {
  this->DeclareAbstractOutputPort("lcmt_schunk_wsg_command",
                                  &SchunkWsgCommandSender::CalcCommandOutput);
}

void SchunkWsgCommandSender::CalcCommandOutput(
    const Context<double>& context, lcmt_schunk_wsg_command* output) const {
  lcmt_schunk_wsg_command& command = *output;
  command.utime = static_cast<int64_t>(context.get_time() * 1e6);
  command.target_position_mm = get_position_input_port().Eval(context)[0] * 1e3;
  command.force = get_force_limit_input_port().HasValue(context)
                      ? get_force_limit_input_port().Eval(context)[0]
                      : default_force_limit_;
}

SchunkWsgStatusReceiver::SchunkWsgStatusReceiver()
    : state_output_port_(
          this->DeclareVectorOutputPort("state", 2,
                                        &SchunkWsgStatusReceiver::CopyStateOut)
              .get_index()),
      force_output_port_(
          this->DeclareVectorOutputPort("force", 1,
                                        &SchunkWsgStatusReceiver::CopyForceOut)
              .get_index()) {
  this->DeclareAbstractInputPort("lcmt_schunk_wsg_status",
                                 Value<lcmt_schunk_wsg_status>{});
}

void SchunkWsgStatusReceiver::CopyStateOut(const Context<double>& context,
                                           BasicVector<double>* output) const {
  const auto& status =
      get_status_input_port().Eval<lcmt_schunk_wsg_status>(context);
  (*output)[0] = status.actual_position_mm / 1e3;
  (*output)[1] = status.actual_speed_mm_per_s / 1e3;
}

void SchunkWsgStatusReceiver::CopyForceOut(const Context<double>& context,
                                           BasicVector<double>* output) const {
  const auto& status =
      get_status_input_port().Eval<lcmt_schunk_wsg_status>(context);
  (*output)[0] = status.actual_force;
}

SchunkWsgStatusSender::SchunkWsgStatusSender() {
  state_input_port_ = this->DeclareInputPort(systems::kUseDefaultName,
                                             systems::kVectorValued, 2)
                          .get_index();
  force_input_port_ = this->DeclareInputPort(systems::kUseDefaultName,
                                             systems::kVectorValued, 1)
                          .get_index();
  this->DeclareAbstractOutputPort(systems::kUseDefaultName,
                                  &SchunkWsgStatusSender::OutputStatus);
}

void SchunkWsgStatusSender::OutputStatus(const Context<double>& context,
                                         lcmt_schunk_wsg_status* output) const {
  lcmt_schunk_wsg_status& status = *output;
  status.utime = static_cast<int64_t>(context.get_time() * 1e6);
  const auto& state = get_state_input_port().Eval(context);
  status.actual_position_mm = state[0] * 1e3;
  status.actual_speed_mm_per_s = state[1] * 1e3;
  // The hardware's force sign is unreliable; report the magnitude.
  status.actual_force = get_force_input_port().HasValue(context)
                            ? std::abs(get_force_input_port().Eval(context)[0])
                            : 0.0;
}

}  // namespace schunk_wsg
}  // namespace manipulation
}  // namespace drake
