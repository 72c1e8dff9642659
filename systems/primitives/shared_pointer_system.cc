// SharedPointerSystem: holds a shared_ptr for its lifetime.

#include "drake/systems/primitives/shared_pointer_system.h"

namespace drake {
namespace systems {

template <typename T>
SharedPointerSystem<T>::SharedPointerSystem(std::shared_ptr<void> held,
                                            std::type_index held_type)
    : LeafSystem<T>(SystemTypeTag<SharedPointerSystem>{}),
      held_(std::move(held)),
      held_type_(held_type) {}

template <typename T>
SharedPointerSystem<T>::~SharedPointerSystem() = default;

template <typename T>
void SharedPointerSystem<T>::GetGraphvizFragment(int, std::string*) const {}

}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::SharedPointerSystem)
