#include "drake/manipulation/kuka_iiwa/iiwa_status_sender.h"

#include <stdexcept>
#include <vector>

#include <fmt/format.h>

namespace drake {
namespace manipulation {
namespace kuka_iiwa {

using Eigen::VectorXd;
using systems::Context;
using systems::InputPort;

// The input ports, in declaration order.
namespace {
enum InputIndex {
  kPositionCommanded,
  kPositionMeasured,
  kVelocityEstimated,
  kTorqueCommanded,
  kTorqueMeasured,
  kTorqueExternal,
  kTimeMeasured,
};
}  // namespace

IiwaStatusSender::IiwaStatusSender(int num_joints) : num_joints_(num_joints) {
  if (num_joints <= 0) {
    throw std::logic_error(fmt::format(
        "IiwaStatusSender: num_joints must be positive; got {}", num_joints));
  }
  using systems::kVectorValued;
  this->DeclareInputPort("position_commanded", kVectorValued, num_joints);
  this->DeclareInputPort("position_measured", kVectorValued, num_joints);
  this->DeclareInputPort("velocity_estimated", kVectorValued, num_joints);
  this->DeclareInputPort("torque_commanded", kVectorValued, num_joints);
  this->DeclareInputPort("torque_measured", kVectorValued, num_joints);
  this->DeclareInputPort("torque_external", kVectorValued, num_joints);
  this->DeclareInputPort("time_measured", kVectorValued, 1);
  this->DeclareAbstractOutputPort("lcmt_iiwa_status",
                                  &IiwaStatusSender::CalcOutput);
}

IiwaStatusSender::~IiwaStatusSender() = default;

const InputPort<double>& IiwaStatusSender::get_position_commanded_input_port()
    const {
  return this->get_input_port(kPositionCommanded);
}
const InputPort<double>& IiwaStatusSender::get_position_measured_input_port()
    const {
  return this->get_input_port(kPositionMeasured);
}
const InputPort<double>& IiwaStatusSender::get_velocity_estimated_input_port()
    const {
  return this->get_input_port(kVelocityEstimated);
}
const InputPort<double>& IiwaStatusSender::get_torque_commanded_input_port()
    const {
  return this->get_input_port(kTorqueCommanded);
}
const InputPort<double>& IiwaStatusSender::get_torque_measured_input_port()
    const {
  return this->get_input_port(kTorqueMeasured);
}
const InputPort<double>& IiwaStatusSender::get_torque_external_input_port()
    const {
  return this->get_input_port(kTorqueExternal);
}
const InputPort<double>& IiwaStatusSender::get_time_measured_input_port()
    const {
  return this->get_input_port(kTimeMeasured);
}

void IiwaStatusSender::CalcOutput(const Context<double>& context,
                                  lcmt_iiwa_status* output) const {
  const int n = num_joints_;
  // The value of a connected port, or `fallback` (zeros when null).
  const VectorXd zeros = VectorXd::Zero(n);
  auto value_or = [&](const InputPort<double>& port, const VectorXd& fallback) {
    return port.HasValue(context) ? VectorXd(port.Eval(context)) : fallback;
  };
  auto to_std = [](const VectorXd& v) {
    return std::vector<double>(v.data(), v.data() + v.size());
  };
  const double time = get_time_measured_input_port().HasValue(context)
                          ? get_time_measured_input_port().Eval(context)[0]
                          : context.get_time();
  const VectorXd torque_commanded =
      get_torque_commanded_input_port().Eval(context);

  lcmt_iiwa_status& status = *output;
  status.utime = static_cast<int64_t>(time * 1e6);
  status.num_joints = n;
  status.joint_position_measured =
      to_std(get_position_measured_input_port().Eval(context));
  status.joint_velocity_estimated =
      to_std(value_or(get_velocity_estimated_input_port(), zeros));
  status.joint_position_commanded =
      to_std(get_position_commanded_input_port().Eval(context));
  status.joint_position_ipo.assign(n, 0.0);
  status.joint_torque_measured =
      to_std(value_or(get_torque_measured_input_port(), torque_commanded));
  status.joint_torque_commanded = to_std(torque_commanded);
  status.joint_torque_external =
      to_std(value_or(get_torque_external_input_port(), zeros));
}

}  // namespace kuka_iiwa
}  // namespace manipulation
}  // namespace drake
