#include "drake/manipulation/kuka_iiwa/iiwa_command_receiver.h"

#include <stdexcept>

#include <fmt/format.h>

#include "drake/lcm/lcm_messages.h"

namespace drake {
namespace manipulation {
namespace kuka_iiwa {

using Eigen::VectorXd;
using systems::BasicVector;
using systems::Context;
using systems::DiscreteValues;

IiwaCommandReceiver::IiwaCommandReceiver(int num_joints,
                                         IiwaControlMode control_mode)
    : num_joints_(num_joints), control_mode_(control_mode) {
  if (num_joints <= 0) {
    throw std::logic_error(
        fmt::format("IiwaCommandReceiver: num_joints must be positive; got {}",
                    num_joints));
  }
  message_input_ = &this->DeclareAbstractInputPort("lcmt_iiwa_command",
                                                   Value<lcmt_iiwa_command>());
  position_measured_input_ = &this->DeclareInputPort(
      "position_measured", systems::kVectorValued, num_joints);
  position_measured_or_zero_ = &this->DeclareCacheEntry(
      "position_measured_or_zero", BasicVector<double>(num_joints),
      &IiwaCommandReceiver::CalcPositionMeasuredOrZero,
      {position_measured_input_->ticket()});

  // The position held until the first message: latched at initialization.
  latched_is_set_ = this->DeclareDiscreteState(VectorXd::Zero(1));
  latched_position_ = this->DeclareDiscreteState(VectorXd::Zero(num_joints));
  if (position_enabled(control_mode)) {
    this->DeclareInitializationDiscreteUpdateEvent(
        &IiwaCommandReceiver::LatchInitialPositionEvent);
  }
  defaulted_command_ = &this->DeclareCacheEntry(
      "defaulted_command", &IiwaCommandReceiver::CalcDefaultedCommand,
      {message_input_->ticket(), this->discrete_state_ticket(latched_is_set_),
       this->discrete_state_ticket(latched_position_),
       position_measured_or_zero_->ticket()});

  if (position_enabled(control_mode)) {
    commanded_position_output_ = &this->DeclareVectorOutputPort(
        "position", num_joints, &IiwaCommandReceiver::CalcPositionOutput,
        {defaulted_command_->ticket()});
  }
  if (torque_enabled(control_mode)) {
    commanded_torque_output_ = &this->DeclareVectorOutputPort(
        "torque", num_joints, &IiwaCommandReceiver::CalcTorqueOutput,
        {defaulted_command_->ticket()});
  }
  time_output_ = &this->DeclareVectorOutputPort(
      "time", 1, &IiwaCommandReceiver::CalcTimeOutput,
      {defaulted_command_->ticket()});
}

IiwaCommandReceiver::~IiwaCommandReceiver() = default;

const systems::OutputPort<double>&
IiwaCommandReceiver::get_commanded_position_output_port() const {
  if (commanded_position_output_ == nullptr) {
    throw std::logic_error(fmt::format(
        "IiwaCommandReceiver '{}': there is no position output port in "
        "control mode '{}'",
        this->get_name(), FormatIiwaControlMode(control_mode_)));
  }
  return *commanded_position_output_;
}

const systems::OutputPort<double>&
IiwaCommandReceiver::get_commanded_torque_output_port() const {
  if (commanded_torque_output_ == nullptr) {
    throw std::logic_error(fmt::format(
        "IiwaCommandReceiver '{}': there is no torque output port in control "
        "mode '{}'",
        this->get_name(), FormatIiwaControlMode(control_mode_)));
  }
  return *commanded_torque_output_;
}

void IiwaCommandReceiver::CalcPositionMeasuredOrZero(
    const Context<double>& context, BasicVector<double>* result) const {
  if (position_measured_input_->HasValue(context)) {
    result->SetFromVector(position_measured_input_->Eval(context));
  } else {
    result->SetZero();
  }
}

void IiwaCommandReceiver::LatchInitialPositionEvent(
    const Context<double>& context, DiscreteValues<double>* values) const {
  values->get_mutable_value(latched_is_set_)[0] = 1.0;
  values->get_mutable_vector(latched_position_)
      .SetFromVector(
          position_measured_or_zero_->Eval<BasicVector<double>>(context)
              .value());
}

void IiwaCommandReceiver::LatchInitialPosition(Context<double>* context) const {
  if (context == nullptr) {
    throw std::logic_error(
        "IiwaCommandReceiver::LatchInitialPosition: the context is null");
  }
  this->ValidateContext(*context);
  LatchInitialPositionEvent(*context, &context->get_mutable_discrete_state());
}

void IiwaCommandReceiver::CalcDefaultedCommand(
    const Context<double>& context, lcmt_iiwa_command* result) const {
  *result = message_input_->Eval<lcmt_iiwa_command>(context);
  // No message yet: command the held (or the measured) position.
  if (lcm::AreLcmMessagesEqual(*result, lcmt_iiwa_command{})) {
    const bool latched =
        context.get_discrete_state(latched_is_set_).value()[0] != 0.0;
    const VectorXd position =
        latched ? context.get_discrete_state(latched_position_).value()
                : position_measured_or_zero_->Eval<BasicVector<double>>(context)
                      .value();
    result->num_joints = static_cast<int32_t>(position.size());
    result->joint_position.assign(position.data(),
                                  position.data() + position.size());
  }
}

void IiwaCommandReceiver::CalcPositionOutput(
    const Context<double>& context, BasicVector<double>* output) const {
  const auto& message = defaulted_command_->Eval<lcmt_iiwa_command>(context);
  if (message.num_joints != num_joints_ ||
      static_cast<int>(message.joint_position.size()) != num_joints_) {
    throw std::runtime_error(fmt::format(
        "IiwaCommandReceiver '{}' expected num_joints = {}, but received {}",
        this->get_name(), num_joints_, message.num_joints));
  }
  output->SetFromVector(
      Eigen::Map<const VectorXd>(message.joint_position.data(), num_joints_));
}

void IiwaCommandReceiver::CalcTorqueOutput(const Context<double>& context,
                                           BasicVector<double>* output) const {
  const auto& message = defaulted_command_->Eval<lcmt_iiwa_command>(context);
  if (message.num_torques == 0) {
    output->SetZero();
    return;
  }
  if (message.num_torques != num_joints_ ||
      static_cast<int>(message.joint_torque.size()) != num_joints_) {
    throw std::runtime_error(fmt::format(
        "IiwaCommandReceiver '{}' expected num_torques = {}, but received {}",
        this->get_name(), num_joints_, message.num_torques));
  }
  output->SetFromVector(
      Eigen::Map<const VectorXd>(message.joint_torque.data(), num_joints_));
}

void IiwaCommandReceiver::CalcTimeOutput(const Context<double>& context,
                                         BasicVector<double>* output) const {
  const auto& message = defaulted_command_->Eval<lcmt_iiwa_command>(context);
  (*output)[0] = static_cast<double>(message.utime) / 1e6;
}

}  // namespace kuka_iiwa
}  // namespace manipulation
}  // namespace drake
