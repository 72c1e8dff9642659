#include "drake/systems/framework/leaf_context.h"

#include <sstream>

namespace drake {
namespace systems {

template <typename T>
std::unique_ptr<State<T>> Context<T>::DoCloneState() const {
  auto clone = std::make_unique<State<T>>();
  clone->set_continuous_state(get_state().get_continuous_state().Clone());
  clone->set_discrete_state(get_state().get_discrete_state().Clone());
  clone->set_abstract_state(get_state().get_abstract_state().Clone());
  return clone;
}

template <typename T>
std::string Context<T>::to_string() const {
  std::ostringstream out;
  out << "Context for " << GetSystemPathname() << "\n";
  out << "Time: " << get_time() << "\n";
  if (num_continuous_states() > 0) {
    out << num_continuous_states() << " continuous states\n";
  }
  if (num_discrete_state_groups() > 0) {
    out << num_discrete_state_groups() << " discrete state groups\n";
  }
  if (num_abstract_states() > 0) {
    out << num_abstract_states() << " abstract states\n";
  }
  return out.str();
}

template <typename T>
LeafContext<T>::LeafContext() {
  this->init_state(std::make_unique<State<T>>());
  this->init_parameters(std::make_unique<Parameters<T>>());
}

template <typename T>
LeafContext<T>::~LeafContext() = default;

template <typename T>
LeafContext<T>::LeafContext(const LeafContext<T>& source) : Context<T>(source) {
  this->init_state(source.CloneState());
  this->init_parameters(source.get_parameters().Clone());
}

template <typename T>
std::unique_ptr<ContextBase> LeafContext<T>::DoCloneWithoutPointers() const {
  return std::unique_ptr<ContextBase>(new LeafContext<T>(*this));
}

}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::Context)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::LeafContext)
