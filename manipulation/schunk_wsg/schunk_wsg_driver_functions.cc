#include "drake/manipulation/schunk_wsg/schunk_wsg_driver_functions.h"

#include <stdexcept>

#include <fmt/format.h>

#include "drake/manipulation/schunk_wsg/schunk_wsg_constants.h"
#include "drake/manipulation/schunk_wsg/schunk_wsg_lcm.h"
#include "drake/manipulation/schunk_wsg/schunk_wsg_position_controller.h"
#include "drake/systems/lcm/lcm_publisher_system.h"
#include "drake/systems/lcm/lcm_subscriber_system.h"

namespace drake {
namespace manipulation {
namespace schunk_wsg {

using lcm::DrakeLcmInterface;
using multibody::ModelInstanceIndex;
using multibody::MultibodyPlant;
using multibody::parsing::ModelInstanceInfo;
using systems::DiagramBuilder;
using systems::lcm::LcmBuses;
using systems::lcm::LcmPublisherSystem;
using systems::lcm::LcmSubscriberSystem;

void ApplyDriverConfig(const SchunkWsgDriver& driver_config,
                       const std::string& model_instance_name,
                       const MultibodyPlant<double>& sim_plant,
                       const std::map<std::string, ModelInstanceInfo>&,
                       const LcmBuses& lcms, DiagramBuilder<double>* builder) {
  const std::string& name = model_instance_name;
  if (builder == nullptr) {
    throw std::logic_error(
        fmt::format("SchunkWsgDriver for '{}': the builder is null", name));
  }
  if (!sim_plant.HasModelInstanceNamed(name)) {
    throw std::logic_error(fmt::format(
        "SchunkWsgDriver: the plant has no model instance named '{}'", name));
  }
  const ModelInstanceIndex wsg = sim_plant.GetModelInstanceByName(name);
  if (sim_plant.num_positions(wsg) != kSchunkWsgNumPositions ||
      sim_plant.num_actuated_dofs(wsg) != kSchunkWsgNumActuators) {
    throw std::logic_error(fmt::format(
        "SchunkWsgDriver: the model instance '{}' has {} positions and {} "
        "actuated degrees of freedom; expected two actuated prismatic "
        "fingers (2 and 2)",
        name, sim_plant.num_positions(wsg), sim_plant.num_actuated_dofs(wsg)));
  }
  if (driver_config.pid_gains[1] != 0.0) {
    throw std::logic_error(fmt::format(
        "SchunkWsgDriver for '{}': pid_gains has i = {}; an integral term "
        "is not supported (use 0)",
        name, driver_config.pid_gains[1]));
  }
  DrakeLcmInterface* lcm =
      lcms.Find("Driver for " + name, driver_config.lcm_bus);

  // Commands: SCHUNK_WSG_COMMAND → receiver → position controller → plant.
  auto* command_subscriber = builder->AddNamedSystem(
      name + "_wsg_command_subscriber",
      LcmSubscriberSystem::Make<lcmt_schunk_wsg_command>("SCHUNK_WSG_COMMAND",
                                                         lcm));
  auto* command_receiver = builder->AddNamedSystem<SchunkWsgCommandReceiver>(
      name + "_wsg_command_receiver");
  builder->Connect(command_subscriber->get_output_port(),
                   command_receiver->get_input_port(0));
  auto* controller = builder->AddNamedSystem<SchunkWsgPositionController>(
      name + "_wsg_controller", kSchunkWsgLcmStatusPeriod,
      driver_config.pid_gains[0], driver_config.pid_gains[2]);
  builder->Connect(command_receiver->get_position_output_port(),
                   controller->get_desired_position_input_port());
  builder->Connect(command_receiver->get_force_limit_output_port(),
                   controller->get_force_limit_input_port());
  builder->Connect(sim_plant.get_state_output_port(wsg),
                   controller->get_state_input_port());
  builder->Connect(controller->get_generalized_force_output_port(),
                   sim_plant.get_actuation_input_port(wsg));

  // Status: state and contact forces → sender → SCHUNK_WSG_STATUS.
  auto* status_publisher = builder->AddNamedSystem(
      name + "_wsg_status_publisher",
      LcmPublisherSystem::Make<lcmt_schunk_wsg_status>(
          "SCHUNK_WSG_STATUS", lcm, kSchunkWsgLcmStatusPeriod));
  auto* status_sender = builder->AddNamedSystem<SchunkWsgStatusSender>(
      name + "_wsg_status_sender");
  builder->Connect(status_sender->get_output_port(0),
                   status_publisher->get_input_port());
  auto* state_to_wsg = builder->AddNamedSystem(
      name + "_wsg_state", MakeMultibodyStateToWsgStateSystem<double>());
  builder->Connect(sim_plant.get_state_output_port(wsg),
                   state_to_wsg->get_input_port());
  builder->Connect(state_to_wsg->get_output_port(),
                   status_sender->get_state_input_port());
  auto* force_to_wsg = builder->AddNamedSystem(
      name + "_wsg_force", MakeMultibodyForceToWsgForceSystem<double>());
  builder->Connect(sim_plant.get_generalized_contact_forces_output_port(wsg),
                   force_to_wsg->get_input_port());
  builder->Connect(force_to_wsg->get_output_port(),
                   status_sender->get_force_input_port());
}

}  // namespace schunk_wsg
}  // namespace manipulation
}  // namespace drake
