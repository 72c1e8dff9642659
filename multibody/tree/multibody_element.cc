#include "drake/multibody/tree/multibody_element.h"

#include <stdexcept>

#include "drake/multibody/tree/multibody_tree.h"

namespace drake {
namespace multibody {

template <typename T>
const MultibodyPlant<T>& MultibodyElement<T>::GetParentPlant() const {
  if (tree_ == nullptr || tree_->parent_plant() == nullptr) {
    throw std::logic_error(
        "GetParentPlant(): this element has not been added to a "
        "MultibodyPlant.");
  }
  return *tree_->parent_plant();
}

}  // namespace multibody
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::MultibodyElement)
