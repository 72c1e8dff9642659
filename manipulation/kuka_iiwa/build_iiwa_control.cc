#include "drake/manipulation/kuka_iiwa/build_iiwa_control.h"

#include <stdexcept>
#include <string>

#include <fmt/format.h>

#include "drake/manipulation/kuka_iiwa/iiwa_command_receiver.h"
#include "drake/manipulation/kuka_iiwa/iiwa_status_sender.h"
#include "drake/manipulation/kuka_iiwa/sim_iiwa_driver.h"
#include "drake/systems/lcm/lcm_publisher_system.h"
#include "drake/systems/lcm/lcm_subscriber_system.h"
#include "drake/systems/primitives/demultiplexer.h"
#include "drake/systems/primitives/gain.h"

namespace drake {
namespace manipulation {
namespace kuka_iiwa {

using lcm::DrakeLcmInterface;
using multibody::ModelInstanceIndex;
using multibody::MultibodyPlant;
using systems::Demultiplexer;
using systems::DiagramBuilder;
using systems::Gain;
using systems::OutputPort;
using systems::System;
using systems::lcm::LcmPublisherSystem;
using systems::lcm::LcmSubscriberSystem;

namespace {

// `port` times -1, by a Gain named after the port.
const OutputPort<double>& Negated(DiagramBuilder<double>* builder,
                                  const OutputPort<double>& port,
                                  const std::string& prefix) {
  auto* negate = builder->AddNamedSystem<Gain<double>>(
      fmt::format("sign_flip_{}{}", prefix, port.get_name()), -1.0,
      port.size());
  builder->Connect(port, negate->get_input_port());
  return negate->get_output_port();
}

}  // namespace

void BuildIiwaControl(DiagramBuilder<double>* builder, DrakeLcmInterface* lcm,
                      const MultibodyPlant<double>& plant,
                      const ModelInstanceIndex iiwa_instance,
                      const IiwaDriver& driver_config,
                      const MultibodyPlant<double>& controller_plant) {
  if (lcm == nullptr) {
    throw std::logic_error("BuildIiwaControl: the LCM interface is null");
  }
  const IiwaControlPorts ports = BuildSimplifiedIiwaControl(
      builder, plant, iiwa_instance, driver_config, controller_plant);
  const int n = controller_plant.num_positions();
  const std::string& model_name = plant.GetModelInstanceName(iiwa_instance);
  const IiwaControlMode control_mode =
      ParseIiwaControlMode(driver_config.control_mode);

  // Commands: IIWA_COMMAND → receiver → driver.
  auto* command_subscriber = builder->AddNamedSystem(
      fmt::format("{}_iiwa_command_subscriber", model_name),
      LcmSubscriberSystem::Make<lcmt_iiwa_command>("IIWA_COMMAND", lcm));
  auto* command_receiver = builder->AddNamedSystem<IiwaCommandReceiver>(
      fmt::format("{}_iiwa_command_receiver", model_name), n, control_mode);
  builder->Connect(command_subscriber->get_output_port(),
                   command_receiver->get_message_input_port());
  // Until the first command, hold the plant's own position (not a sampled
  // or delayed copy of it).
  auto* state_demux = builder->AddNamedSystem<Demultiplexer<double>>(
      fmt::format("{}_iiwa_state_demultiplexer", model_name), 2 * n, n);
  builder->Connect(plant.get_state_output_port(iiwa_instance),
                   state_demux->get_input_port());
  builder->Connect(state_demux->get_output_port(0),
                   command_receiver->get_position_measured_input_port());
  if (position_enabled(control_mode)) {
    builder->Connect(command_receiver->get_commanded_position_output_port(),
                     *ports.commanded_positions);
  }
  if (torque_enabled(control_mode)) {
    builder->Connect(command_receiver->get_commanded_torque_output_port(),
                     *ports.commanded_torque);
  }

  // Status: driver → sender → IIWA_STATUS.
  auto* status_publisher = builder->AddNamedSystem(
      fmt::format("{}_iiwa_status_publisher", model_name),
      LcmPublisherSystem::Make<lcmt_iiwa_status>("IIWA_STATUS", lcm,
                                                 kIiwaLcmStatusPeriod));
  auto* status_sender = builder->AddNamedSystem<IiwaStatusSender>(
      fmt::format("{}_iiwa_status_sender", model_name), n);
  builder->Connect(status_sender->get_output_port(),
                   status_publisher->get_input_port());
  builder->Connect(*ports.position_commanded,
                   status_sender->get_position_commanded_input_port());
  builder->Connect(*ports.position_measured,
                   status_sender->get_position_measured_input_port());
  builder->Connect(*ports.velocity_estimated,
                   status_sender->get_velocity_estimated_input_port());
  // The hardware reports the commanded and measured torques with the
  // opposite sign of the plant's actuation; the external torque with the
  // same sign.
  const std::string prefix = model_name + "_";
  builder->Connect(Negated(builder, *ports.joint_torque, prefix),
                   status_sender->get_torque_commanded_input_port());
  builder->Connect(Negated(builder, *ports.torque_measured, prefix),
                   status_sender->get_torque_measured_input_port());
  builder->Connect(*ports.external_torque,
                   status_sender->get_torque_external_input_port());
}

IiwaControlPorts BuildSimplifiedIiwaControl(
    DiagramBuilder<double>* builder, const MultibodyPlant<double>& plant,
    const ModelInstanceIndex iiwa_instance, const IiwaDriver& driver_config,
    const MultibodyPlant<double>& controller_plant) {
  if (controller_plant.num_positions() != kIiwaArmNumJoints) {
    throw std::logic_error(fmt::format(
        "BuildSimplifiedIiwaControl: the controller plant for '{}' has {} "
        "positions; expected {} (the iiwa arm alone)",
        plant.GetModelInstanceName(iiwa_instance),
        controller_plant.num_positions(), kIiwaArmNumJoints));
  }
  const IiwaControlMode control_mode =
      ParseIiwaControlMode(driver_config.control_mode);
  const System<double>& driver = SimIiwaDriver<double>::AddToBuilder(
      builder, plant, iiwa_instance, driver_config, controller_plant);

  IiwaControlPorts ports;
  if (position_enabled(control_mode)) {
    ports.commanded_positions = &driver.GetInputPort("position");
  }
  if (torque_enabled(control_mode)) {
    ports.commanded_torque = &driver.GetInputPort("torque");
  }
  ports.position_commanded = &driver.GetOutputPort("position_commanded");
  ports.position_measured = &driver.GetOutputPort("position_measured");
  ports.velocity_estimated = &driver.GetOutputPort("velocity_estimated");
  ports.joint_torque = &driver.GetOutputPort("torque_commanded");
  ports.torque_measured = &driver.GetOutputPort("torque_measured");
  ports.external_torque = &driver.GetOutputPort("torque_external");
  return ports;
}

}  // namespace kuka_iiwa
}  // namespace manipulation
}  // namespace drake
