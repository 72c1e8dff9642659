#include "drake/manipulation/util/named_positions_functions.h"

#include <stdexcept>

namespace drake {
namespace manipulation {

using multibody::Joint;
using multibody::ModelInstanceIndex;
using multibody::MultibodyPlant;

void ApplyNamedPositionsAsDefaults(const NamedPositions& input,
                                   MultibodyPlant<double>* plant) {
  if (plant == nullptr) {
    throw std::logic_error("ApplyNamedPositionsAsDefaults(): plant is null");
  }
  for (const auto& [model_instance_name, joints] : input) {
    // Both lookups throw naming the missing model instance or joint.
    const ModelInstanceIndex model_instance =
        plant->GetModelInstanceByName(model_instance_name);
    for (const auto& [joint_name, positions] : joints) {
      const Joint<double>& joint =
          plant->GetJointByName(joint_name, model_instance);
      // Throws naming the joint when the size is wrong.
      plant->get_mutable_joint(joint.index()).set_default_positions(positions);
    }
  }
}

}  // namespace manipulation
}  // namespace drake
