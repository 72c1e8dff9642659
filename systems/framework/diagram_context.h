#pragma once

/// @file
/// DiagramContext<T>: the Context of a Diagram: one subcontext per
/// subsystem, with the diagram's state and parameters as views of theirs.

#include <memory>
#include <vector>

#include "drake/systems/framework/context.h"
#include "drake/systems/framework/diagram_state.h"

namespace drake {
namespace systems {

template <typename T>
class DiagramContext final : public Context<T> {
 public:
  DiagramContext(DiagramContext&&) = delete;
  DiagramContext& operator=(const DiagramContext&) = delete;
  DiagramContext& operator=(DiagramContext&&) = delete;

  /// Takes ownership of the subcontexts (one per subsystem, in order) and
  /// builds the state and parameter views.
  explicit DiagramContext(std::vector<std::unique_ptr<Context<T>>> subcontexts);
  ~DiagramContext() override;

  int num_subcontexts() const final {
    return static_cast<int>(contexts_.size());
  }
  const ContextBase& get_subcontext_base(int index) const final {
    return *contexts_.at(index);
  }
  const Context<T>& GetSubsystemContext(SubsystemIndex index) const {
    return *contexts_.at(index);
  }
  Context<T>& GetMutableSubsystemContext(SubsystemIndex index) {
    return *contexts_.at(index);
  }

 private:
  DiagramContext(const DiagramContext<T>& source);
  std::unique_ptr<ContextBase> DoCloneWithoutPointers() const final;
  std::unique_ptr<State<T>> DoCloneState() const final;
  void PropagateTimeChange(const T& time) final;
  void PropagateAccuracyChange(const std::optional<double>& accuracy) final;
  void MakeViews();

  std::vector<std::unique_ptr<Context<T>>> contexts_;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::DiagramContext)
