#include "drake/manipulation/kuka_iiwa/iiwa_command_sender.h"

#include <cmath>
#include <stdexcept>

#include <fmt/format.h>

namespace drake {
namespace manipulation {
namespace kuka_iiwa {

using systems::Context;
using systems::InputPort;

IiwaCommandSender::IiwaCommandSender(int num_joints,
                                     IiwaControlMode control_mode)
    : num_joints_(num_joints), control_mode_(control_mode) {
  if (num_joints <= 0) {
    throw std::logic_error(fmt::format(
        "IiwaCommandSender: num_joints must be positive; got {}", num_joints));
  }
  if (position_enabled(control_mode)) {
    position_input_port_ =
        &this->DeclareInputPort("position", systems::kVectorValued, num_joints);
  }
  if (torque_enabled(control_mode)) {
    torque_input_port_ =
        &this->DeclareInputPort("torque", systems::kVectorValued, num_joints);
  }
  time_input_port_ = &this->DeclareInputPort("time", systems::kVectorValued, 1);
  this->DeclareAbstractOutputPort("lcmt_iiwa_command",
                                  &IiwaCommandSender::CalcOutput);
}

IiwaCommandSender::~IiwaCommandSender() = default;

const InputPort<double>& IiwaCommandSender::get_position_input_port() const {
  if (position_input_port_ == nullptr) {
    throw std::logic_error(fmt::format(
        "IiwaCommandSender '{}': there is no position input port in control "
        "mode '{}'",
        this->get_name(), FormatIiwaControlMode(control_mode_)));
  }
  return *position_input_port_;
}

const InputPort<double>& IiwaCommandSender::get_torque_input_port() const {
  if (torque_input_port_ == nullptr) {
    throw std::logic_error(fmt::format(
        "IiwaCommandSender '{}': there is no torque input port in control "
        "mode '{}'",
        this->get_name(), FormatIiwaControlMode(control_mode_)));
  }
  return *torque_input_port_;
}

const InputPort<double>& IiwaCommandSender::get_time_input_port() const {
  return *time_input_port_;
}

void IiwaCommandSender::CalcOutput(const Context<double>& context,
                                   lcmt_iiwa_command* output) const {
  const double time = time_input_port_->HasValue(context)
                          ? time_input_port_->Eval(context)[0]
                          : context.get_time();
  const bool has_position = position_enabled(control_mode_);
  const bool has_torque =
      control_mode_ == IiwaControlMode::kTorqueOnly ||
      (control_mode_ == IiwaControlMode::kPositionAndTorque &&
       torque_input_port_->HasValue(context));

  lcmt_iiwa_command& command = *output;
  // Truncated toward zero to whole microseconds, as Drake's.
  command.utime = static_cast<int64_t>(time * 1e6);
  command.num_joints = has_position ? num_joints_ : 0;
  command.joint_position.clear();
  if (has_position) {
    const auto& position = position_input_port_->Eval(context);
    command.joint_position.assign(position.data(),
                                  position.data() + num_joints_);
  }
  command.num_torques = has_torque ? num_joints_ : 0;
  command.joint_torque.clear();
  if (has_torque) {
    const auto& torque = torque_input_port_->Eval(context);
    command.joint_torque.assign(torque.data(), torque.data() + num_joints_);
  }
}

}  // namespace kuka_iiwa
}  // namespace manipulation
}  // namespace drake
