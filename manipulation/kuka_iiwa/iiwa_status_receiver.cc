#include "drake/manipulation/kuka_iiwa/iiwa_status_receiver.h"

#include <stdexcept>

#include <fmt/format.h>

namespace drake {
namespace manipulation {
namespace kuka_iiwa {

using systems::BasicVector;
using systems::Context;
using systems::OutputPort;

namespace {
// The output ports, in declaration order.
enum OutputIndex {
  kTimeMeasured,
  kPositionCommanded,
  kPositionMeasured,
  kVelocityEstimated,
  kTorqueCommanded,
  kTorqueMeasured,
  kTorqueExternal,
};

// The message field's name, for error messages.
const char* FieldName(std::vector<double> lcmt_iiwa_status::*field) {
  if (field == &lcmt_iiwa_status::joint_position_commanded) {
    return "joint_position_commanded";
  }
  if (field == &lcmt_iiwa_status::joint_position_measured) {
    return "joint_position_measured";
  }
  if (field == &lcmt_iiwa_status::joint_velocity_estimated) {
    return "joint_velocity_estimated";
  }
  if (field == &lcmt_iiwa_status::joint_torque_commanded) {
    return "joint_torque_commanded";
  }
  if (field == &lcmt_iiwa_status::joint_torque_measured) {
    return "joint_torque_measured";
  }
  return "joint_torque_external";
}
}  // namespace

IiwaStatusReceiver::IiwaStatusReceiver(int num_joints)
    : num_joints_(num_joints) {
  if (num_joints <= 0) {
    throw std::logic_error(fmt::format(
        "IiwaStatusReceiver: num_joints must be positive; got {}", num_joints));
  }
  this->DeclareAbstractInputPort("lcmt_iiwa_status", Value<lcmt_iiwa_status>{});
  this->DeclareVectorOutputPort("time_measured", 1,
                                &IiwaStatusReceiver::CalcTimeOutput);
  this->DeclareVectorOutputPort(
      "position_commanded", num_joints,
      &IiwaStatusReceiver::CalcFieldOutput<
          &lcmt_iiwa_status::joint_position_commanded>);
  this->DeclareVectorOutputPort(
      "position_measured", num_joints,
      &IiwaStatusReceiver::CalcFieldOutput<
          &lcmt_iiwa_status::joint_position_measured>);
  this->DeclareVectorOutputPort(
      "velocity_estimated", num_joints,
      &IiwaStatusReceiver::CalcFieldOutput<
          &lcmt_iiwa_status::joint_velocity_estimated>);
  this->DeclareVectorOutputPort("torque_commanded", num_joints,
                                &IiwaStatusReceiver::CalcFieldOutput<
                                    &lcmt_iiwa_status::joint_torque_commanded>);
  this->DeclareVectorOutputPort("torque_measured", num_joints,
                                &IiwaStatusReceiver::CalcFieldOutput<
                                    &lcmt_iiwa_status::joint_torque_measured>);
  this->DeclareVectorOutputPort("torque_external", num_joints,
                                &IiwaStatusReceiver::CalcFieldOutput<
                                    &lcmt_iiwa_status::joint_torque_external>);
}

IiwaStatusReceiver::~IiwaStatusReceiver() = default;

const OutputPort<double>& IiwaStatusReceiver::get_time_measured_output_port()
    const {
  return this->get_output_port(kTimeMeasured);
}
const OutputPort<double>&
IiwaStatusReceiver::get_position_commanded_output_port() const {
  return this->get_output_port(kPositionCommanded);
}
const OutputPort<double>&
IiwaStatusReceiver::get_position_measured_output_port() const {
  return this->get_output_port(kPositionMeasured);
}
const OutputPort<double>&
IiwaStatusReceiver::get_velocity_estimated_output_port() const {
  return this->get_output_port(kVelocityEstimated);
}
const OutputPort<double>& IiwaStatusReceiver::get_torque_commanded_output_port()
    const {
  return this->get_output_port(kTorqueCommanded);
}
const OutputPort<double>& IiwaStatusReceiver::get_torque_measured_output_port()
    const {
  return this->get_output_port(kTorqueMeasured);
}
const OutputPort<double>& IiwaStatusReceiver::get_torque_external_output_port()
    const {
  return this->get_output_port(kTorqueExternal);
}

template <std::vector<double> lcmt_iiwa_status::*field>
void IiwaStatusReceiver::CalcFieldOutput(const Context<double>& context,
                                         BasicVector<double>* output) const {
  const auto& status = this->get_input_port().Eval<lcmt_iiwa_status>(context);
  // No message yet.
  if (status.num_joints == 0) {
    output->SetZero();
    return;
  }
  const std::vector<double>& values = status.*field;
  if (status.num_joints != num_joints_ ||
      static_cast<int>(values.size()) != num_joints_) {
    throw std::runtime_error(fmt::format(
        "IiwaStatusReceiver '{}': expected {} joints, but the status message "
        "has num_joints = {} and {} values in {}",
        this->get_name(), num_joints_, status.num_joints, values.size(),
        FieldName(field)));
  }
  output->SetFromVector(
      Eigen::Map<const Eigen::VectorXd>(values.data(), num_joints_));
}

void IiwaStatusReceiver::CalcTimeOutput(const Context<double>& context,
                                        BasicVector<double>* output) const {
  const auto& status = this->get_input_port().Eval<lcmt_iiwa_status>(context);
  (*output)[0] =
      status.num_joints == 0 ? 0.0 : static_cast<double>(status.utime) / 1e6;
}

}  // namespace kuka_iiwa
}  // namespace manipulation
}  // namespace drake
