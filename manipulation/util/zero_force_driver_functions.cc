#include "drake/manipulation/util/zero_force_driver_functions.h"

#include <stdexcept>

#include <fmt/format.h>

#include "drake/common/eigen_types.h"
#include "drake/systems/primitives/constant_vector_source.h"

namespace drake {
namespace manipulation {

using multibody::ModelInstanceIndex;
using multibody::MultibodyPlant;
using multibody::parsing::ModelInstanceInfo;
using systems::ConstantVectorSource;
using systems::DiagramBuilder;
using systems::lcm::LcmBuses;

void ApplyDriverConfig(const ZeroForceDriver&,
                       const std::string& model_instance_name,
                       const MultibodyPlant<double>& sim_plant,
                       const std::map<std::string, ModelInstanceInfo>&,
                       const LcmBuses&, DiagramBuilder<double>* builder) {
  if (builder == nullptr) {
    throw std::logic_error(fmt::format(
        "ZeroForceDriver for '{}': the builder is null", model_instance_name));
  }
  if (!sim_plant.is_finalized()) {
    throw std::logic_error(fmt::format(
        "ZeroForceDriver for '{}': the plant must be finalized first",
        model_instance_name));
  }
  if (!sim_plant.HasModelInstanceNamed(model_instance_name)) {
    throw std::logic_error(fmt::format(
        "ZeroForceDriver: the plant has no model instance named '{}'",
        model_instance_name));
  }
  const ModelInstanceIndex model_instance =
      sim_plant.GetModelInstanceByName(model_instance_name);
  const int num_actuated_dofs = sim_plant.num_actuated_dofs(model_instance);
  // A driver on a model with nothing to actuate is a mistake in the setup.
  if (num_actuated_dofs == 0) {
    throw std::logic_error(fmt::format(
        "ZeroForceDriver: the model instance '{}' has no actuated degrees of "
        "freedom; expected at least one",
        model_instance_name));
  }
  auto* source = builder->AddSystem<ConstantVectorSource<double>>(
      VectorX<double>::Zero(num_actuated_dofs));
  source->set_name("zero_force_source_for_" + model_instance_name);
  builder->Connect(source->get_output_port(),
                   sim_plant.get_actuation_input_port(model_instance));
}

}  // namespace manipulation
}  // namespace drake
