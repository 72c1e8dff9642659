#include "drake/manipulation/kuka_iiwa/iiwa_driver_functions.h"

#include <optional>
#include <stdexcept>

#include <fmt/format.h>

#include "drake/manipulation/kuka_iiwa/build_iiwa_control.h"
#include "drake/manipulation/kuka_iiwa/sim_iiwa_driver.h"
#include "drake/manipulation/util/make_arm_controller_model.h"
#include "drake/systems/primitives/shared_pointer_system.h"

namespace drake {
namespace manipulation {
namespace kuka_iiwa {

using lcm::DrakeLcmInterface;
using multibody::MultibodyPlant;
using multibody::parsing::ModelInstanceInfo;
using systems::DiagramBuilder;
using systems::SharedPointerSystem;
using systems::lcm::LcmBuses;

void ApplyDriverConfig(
    const IiwaDriver& driver_config, const std::string& model_instance_name,
    const MultibodyPlant<double>& sim_plant,
    const std::map<std::string, ModelInstanceInfo>& models_from_directives,
    const LcmBuses& lcms, DiagramBuilder<double>* builder) {
  if (builder == nullptr) {
    throw std::logic_error(fmt::format(
        "IiwaDriver for '{}': the builder is null", model_instance_name));
  }
  const std::string& arm_name = model_instance_name;
  const std::string& hand_name = driver_config.hand_model_name;
  auto arm_it = models_from_directives.find(arm_name);
  if (arm_it == models_from_directives.end()) {
    throw std::runtime_error(fmt::format(
        "IiwaDriver could not find arm model directive '{}' to actuate",
        arm_name));
  }
  ModelInstanceInfo arm_model = arm_it->second;
  if (driver_config.arm_child_frame_name.has_value()) {
    arm_model.child_frame_name = *driver_config.arm_child_frame_name;
  }
  std::optional<ModelInstanceInfo> hand_model;
  if (!hand_name.empty()) {
    auto hand_it = models_from_directives.find(hand_name);
    if (hand_it == models_from_directives.end()) {
      throw std::runtime_error(fmt::format(
          "IiwaDriver could not find hand model directive '{}' to actuate",
          hand_name));
    }
    hand_model = hand_it->second;
    if (driver_config.gripper_parent_frame_name.has_value()) {
      hand_model->parent_frame_name = *driver_config.gripper_parent_frame_name;
    }
  }
  DrakeLcmInterface* lcm =
      lcms.Find("Driver for " + arm_name, driver_config.lcm_bus);

  // The controller's plant, owned by the diagram.
  MultibodyPlant<double>* controller_plant =
      SharedPointerSystem<double>::AddToBuilder(
          builder,
          internal::MakeArmControllerModel(sim_plant, arm_model, hand_model));
  builder->GetMutableSystems().back()->set_name(
      fmt::format("{}_controller_plant", arm_name));

  if (lcm->get_lcm_url() == LcmBuses::kLcmUrlMemqNull) {
    SimIiwaDriver<double>::AddToBuilder(builder, sim_plant,
                                        arm_model.model_instance, driver_config,
                                        *controller_plant);
  } else {
    BuildIiwaControl(builder, lcm, sim_plant, arm_model.model_instance,
                     driver_config, *controller_plant);
  }
}

}  // namespace kuka_iiwa
}  // namespace manipulation
}  // namespace drake
