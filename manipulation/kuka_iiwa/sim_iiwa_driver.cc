#include "drake/manipulation/kuka_iiwa/sim_iiwa_driver.h"

#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "drake/systems/controllers/inverse_dynamics.h"
#include "drake/systems/controllers/inverse_dynamics_controller.h"
#include "drake/systems/primitives/adder.h"
#include "drake/systems/primitives/demultiplexer.h"
#include "drake/systems/primitives/discrete_derivative.h"
#include "drake/systems/primitives/first_order_low_pass_filter.h"
#include "drake/systems/primitives/pass_through.h"
#include "drake/systems/primitives/saturation.h"
#include "drake/systems/primitives/sparse_matrix_gain.h"

namespace drake {
namespace manipulation {
namespace kuka_iiwa {

using multibody::ModelInstanceIndex;
using multibody::MultibodyPlant;
using systems::Adder;
using systems::Demultiplexer;
using systems::DiagramBuilder;
using systems::FirstOrderLowPassFilter;
using systems::OutputPort;
using systems::PassThrough;
using systems::Saturation;
using systems::SparseMatrixGain;
using systems::StateInterpolatorWithDiscreteDerivative;
using systems::System;
using systems::SystemScalarConverter;
using systems::SystemTypeTag;
using systems::controllers::InverseDynamics;
using systems::controllers::InverseDynamicsController;

namespace {

// The PID gains of the inverse-dynamics controller: kp as given or the
// hardware driver's, kd = 2√kp (critical damping of the unit-mass error
// dynamics ë + kd ė + kp e = 0), ki = 1.
struct Gains {
  Eigen::VectorXd kp;
  Eigen::VectorXd ki;
  Eigen::VectorXd kd;
};

Gains MakeGains(const std::optional<Eigen::VectorXd>& kp, int num_positions) {
  Gains gains;
  if (kp.has_value()) {
    gains.kp = *kp;
  } else {
    gains.kp.resize(kIiwaArmNumJoints);
    gains.kp << 2000, 1500, 1500, 1500, 1500, 500, 500;
  }
  if (gains.kp.size() != num_positions) {
    throw std::logic_error(fmt::format(
        "SimIiwaDriver: desired_kp_gains has {} entries; expected one per "
        "position of the controller plant ({})",
        gains.kp.size(), num_positions));
  }
  gains.kd = 2.0 * gains.kp.array().sqrt();
  gains.ki = Eigen::VectorXd::Ones(num_positions);
  return gains;
}

}  // namespace

template <typename T>
SimIiwaDriver<T>::SimIiwaDriver(const IiwaDriver& driver_config,
                                const MultibodyPlant<T>* controller_plant) {
  if (controller_plant == nullptr) {
    throw std::logic_error("SimIiwaDriver: the controller plant is null");
  }
  const IiwaControlMode control_mode =
      ParseIiwaControlMode(driver_config.control_mode);
  const int n = controller_plant->num_positions();
  const std::vector<multibody::JointActuatorIndex> actuators =
      controller_plant->GetJointActuatorIndices();
  if (static_cast<int>(actuators.size()) != n ||
      controller_plant->num_velocities() != n) {
    throw std::logic_error(fmt::format(
        "SimIiwaDriver: the controller plant must have one actuator per "
        "position and as many velocities as positions; it has {} positions, "
        "{} velocities and {} actuators",
        n, controller_plant->num_velocities(), actuators.size()));
  }
  if (driver_config.desired_kp_gains.has_value() &&
      !position_enabled(control_mode)) {
    throw std::logic_error(fmt::format(
        "SimIiwaDriver: desired_kp_gains must be empty in control mode '{}' "
        "(no position control)",
        driver_config.control_mode));
  }

  DiagramBuilder<T> builder;
  // The arm's state [q; v] into q and v.
  auto* state_demux = builder.template AddNamedSystem<Demultiplexer<T>>(
      "demultiplexer", 2 * n, n);
  builder.ExportInput(state_demux->get_input_port(), "state");

  // The external torques, filtered (simulated contact forces are noisier
  // than the arm's torque sensors).
  auto* contact_filter =
      builder.template AddNamedSystem<FirstOrderLowPassFilter<T>>(
          "low_pass_filter", driver_config.ext_joint_filter_tau, n);
  builder.ExportInput(contact_filter->get_input_port(),
                      "generalized_contact_forces");

  // Position command → desired state → inverse dynamics; or gravity
  // compensation alone.
  const System<T>* inverse_dynamics = nullptr;
  if (position_enabled(control_mode)) {
    auto* interpolator = builder.template AddNamedSystem<
        StateInterpolatorWithDiscreteDerivative<T>>(
        "velocity_interpolator", n, driver_config.lcm_status_period, true);
    builder.ExportInput(interpolator->get_input_port(), "position");
    const Gains gains = MakeGains(driver_config.desired_kp_gains, n);
    inverse_dynamics =
        builder.template AddNamedSystem<InverseDynamicsController<T>>(
            "inverse_dynamics_controller", *controller_plant, gains.kp,
            gains.ki, gains.kd, false);
    builder.Connect(interpolator->GetOutputPort("state"),
                    inverse_dynamics->GetInputPort("desired_state"));
    auto* desired_demux = builder.template AddNamedSystem<Demultiplexer<T>>(
        "desired_state_demultiplexer", 2 * n, n);
    builder.Connect(interpolator->GetOutputPort("state"),
                    desired_demux->get_input_port());
    builder.ExportOutput(desired_demux->get_output_port(1),
                         "velocity_commanded");
  } else {
    inverse_dynamics = builder.template AddNamedSystem<InverseDynamics<T>>(
        "gravity_compensation", controller_plant,
        InverseDynamics<T>::kGravityCompensation);
  }
  builder.ConnectInput("state",
                       inverse_dynamics->GetInputPort("estimated_state"));

  // The effort limits of the controller plant's actuators (+∞ where none).
  Eigen::VectorXd effort_limits(n);
  for (int k = 0; k < n; ++k) {
    effort_limits[k] =
        controller_plant->get_joint_actuator(actuators[k]).effort_limit();
  }
  auto* torque_limiter = builder.template AddNamedSystem<Saturation<T>>(
      "torque_limiter", VectorX<T>(-effort_limits.cast<T>()),
      VectorX<T>(effort_limits.cast<T>()));

  // Commanded torque added to the controller's generalized force.
  const OutputPort<T>* raw_torque =
      &inverse_dynamics->GetOutputPort("generalized_force");
  if (torque_enabled(control_mode)) {
    auto* adder = builder.template AddNamedSystem<Adder<T>>("+", 2, n);
    builder.Connect(*raw_torque, adder->get_input_port(0));
    builder.ExportInput(adder->get_input_port(1), "torque");
    raw_torque = &adder->get_output_port();
  }
  builder.Connect(*raw_torque, torque_limiter->get_input_port());

  // Generalized forces to actuation: u = B⁺ τ.
  auto* B_pinv = builder.template AddNamedSystem<SparseMatrixGain<T>>(
      "B⁻¹", controller_plant->MakeActuationMatrixPseudoinverse());
  builder.Connect(torque_limiter->get_output_port(), B_pinv->get_input_port());

  builder.ExportOutput(B_pinv->get_output_port(), "actuation");
  if (position_enabled(control_mode)) {
    auto* position_pass = builder.template AddNamedSystem<PassThrough<T>>(
        "position_pass_through", n);
    builder.ConnectInput("position", position_pass->get_input_port());
    builder.ExportOutput(position_pass->get_output_port(),
                         "position_commanded");
  } else {
    builder.ExportOutput(state_demux->get_output_port(0), "position_commanded");
  }
  builder.ExportOutput(state_demux->get_output_port(0), "position_measured");
  builder.ExportOutput(state_demux->get_output_port(1), "velocity_estimated");
  auto* state_pass = builder.template AddNamedSystem<PassThrough<T>>(
      "state_pass_through", 2 * n);
  builder.ConnectInput("state", state_pass->get_input_port());
  builder.ExportOutput(state_pass->get_output_port(), "state_estimated");
  builder.ExportOutput(torque_limiter->get_output_port(), "torque_commanded");
  // As Drake's: the measured torque is the commanded one (the simulated
  // arm has no torque sensors).
  builder.ExportOutput(torque_limiter->get_output_port(), "torque_measured");
  builder.ExportOutput(contact_filter->get_output_port(), "torque_external");

  builder.BuildInto(this);
  this->get_mutable_system_scalar_converter() =
      SystemScalarConverter(SystemTypeTag<SimIiwaDriver>{});
}

template <typename T>
template <typename U>
SimIiwaDriver<T>::SimIiwaDriver(const SimIiwaDriver<U>& other)
    : systems::Diagram<T>(other) {
  this->get_mutable_system_scalar_converter() =
      SystemScalarConverter(SystemTypeTag<SimIiwaDriver>{});
}

template <typename T>
const System<double>& SimIiwaDriver<T>::AddToBuilder(
    DiagramBuilder<double>* builder, const MultibodyPlant<double>& plant,
    const ModelInstanceIndex iiwa_instance, const IiwaDriver& driver_config,
    const MultibodyPlant<double>& controller_plant) {
  if (builder == nullptr) {
    throw std::logic_error("SimIiwaDriver::AddToBuilder: the builder is null");
  }
  const std::string& name = plant.GetModelInstanceName(iiwa_instance);
  auto* system = builder->AddNamedSystem<SimIiwaDriver<double>>(
      name, driver_config, &controller_plant);
  builder->Connect(plant.get_state_output_port(iiwa_instance),
                   system->GetInputPort("state"));
  builder->Connect(
      plant.get_generalized_contact_forces_output_port(iiwa_instance),
      system->GetInputPort("generalized_contact_forces"));
  builder->Connect(system->GetOutputPort("actuation"),
                   plant.get_actuation_input_port(iiwa_instance));
  return *system;
}

}  // namespace kuka_iiwa
}  // namespace manipulation
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::manipulation::kuka_iiwa::SimIiwaDriver)
