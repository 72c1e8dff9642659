#include "drake/systems/framework/diagram_context.h"

#include <utility>

namespace drake {
namespace systems {

template <typename T>
DiagramContext<T>::DiagramContext(
    std::vector<std::unique_ptr<Context<T>>> subcontexts)
    : contexts_(std::move(subcontexts)) {
  for (auto& context : contexts_) {
    DRAKE_DEMAND(context != nullptr);
    context->set_parent(this);
  }
  MakeViews();
}

template <typename T>
DiagramContext<T>::~DiagramContext() = default;

template <typename T>
DiagramContext<T>::DiagramContext(const DiagramContext<T>& source)
    : Context<T>(source) {}

template <typename T>
void DiagramContext<T>::MakeViews() {
  std::vector<State<T>*> substates;
  std::vector<BasicVector<T>*> numeric;
  std::vector<AbstractValue*> abstract;
  for (auto& context : contexts_) {
    // Raw access: building views must not notify anything.
    State<T>& state = const_cast<State<T>&>(context->get_state());
    substates.push_back(&state);
    auto& params = const_cast<Parameters<T>&>(context->get_parameters());
    for (int i = 0; i < params.num_numeric_parameter_groups(); ++i) {
      numeric.push_back(&params.get_mutable_numeric_parameter(i));
    }
    for (int i = 0; i < params.num_abstract_parameters(); ++i) {
      abstract.push_back(&params.get_mutable_abstract_parameter(i));
    }
  }
  this->init_state(std::make_unique<DiagramState<T>>(std::move(substates)));
  auto parameters = std::make_unique<Parameters<T>>();
  parameters->set_numeric_parameters(
      std::make_unique<DiscreteValues<T>>(numeric));
  parameters->set_abstract_parameters(
      std::make_unique<AbstractValues>(abstract));
  this->init_parameters(std::move(parameters));
}

template <typename T>
std::unique_ptr<ContextBase> DiagramContext<T>::DoCloneWithoutPointers() const {
  std::vector<std::unique_ptr<Context<T>>> clones;
  for (const auto& context : contexts_) {
    std::unique_ptr<ContextBase> clone = context->CloneWithoutPointers();
    clones.push_back(
        std::unique_ptr<Context<T>>(static_cast<Context<T>*>(clone.release())));
  }
  auto result =
      std::unique_ptr<DiagramContext<T>>(new DiagramContext<T>(*this));
  result->contexts_ = std::move(clones);
  for (auto& context : result->contexts_) context->set_parent(result.get());
  result->MakeViews();
  return result;
}

template <typename T>
std::unique_ptr<State<T>> DiagramContext<T>::DoCloneState() const {
  std::vector<std::unique_ptr<State<T>>> substates;
  for (const auto& context : contexts_) {
    substates.push_back(context->CloneState());
  }
  return std::make_unique<DiagramState<T>>(std::move(substates));
}

template <typename T>
void DiagramContext<T>::PropagateTimeChange(const T& time) {
  Context<T>::PropagateTimeChange(time);
  for (auto& context : contexts_) {
    context->PropagateTimeChangeForParent(time);
  }
}

template <typename T>
void DiagramContext<T>::PropagateAccuracyChange(
    const std::optional<double>& accuracy) {
  Context<T>::PropagateAccuracyChange(accuracy);
  for (auto& context : contexts_) {
    context->PropagateAccuracyChangeForParent(accuracy);
  }
}

}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::DiagramContext)
