#pragma once

/// @file
/// DiagramContinuousState: the continuous state of a Diagram as views of (or
/// owners of) its subsystems' continuous states (DiagramDiscreteValues and
/// DiagramState have headers of their own). Continuous state is ordered [q1 q2
/// ...; v1 v2 ...; z1 z2 ...] for the q/v/z accessors, and [xc1; xc2; ...] for
/// get_vector().

#include <memory>
#include <utility>
#include <vector>

#include "drake/systems/framework/state.h"
#include "drake/systems/framework/supervector.h"

namespace drake {
namespace systems {

template <typename T>
class DiagramContinuousState final : public ContinuousState<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(DiagramContinuousState);

  /// Views of `substates` (not owned; they must outlive this object).
  explicit DiagramContinuousState(std::vector<ContinuousState<T>*> substates)
      : ContinuousState<T>(Span(substates, 0), Span(substates, 1),
                           Span(substates, 2), Span(substates, 3)),
        substates_(std::move(substates)) {}
  /// Owns `substates`.
  explicit DiagramContinuousState(
      std::vector<std::unique_ptr<ContinuousState<T>>> substates)
      : DiagramContinuousState(Pointers(substates)) {
    owned_substates_ = std::move(substates);
  }

  int num_substates() const { return static_cast<int>(substates_.size()); }
  const ContinuousState<T>& get_substate(int index) const {
    return *substates_.at(index);
  }
  ContinuousState<T>& get_mutable_substate(int index) {
    return *substates_.at(index);
  }

 private:
  DiagramContinuousState<T>* DoClone() const final {
    std::vector<std::unique_ptr<ContinuousState<T>>> clones;
    clones.reserve(substates_.size());
    for (const auto* sub : substates_) clones.push_back(sub->Clone());
    return new DiagramContinuousState<T>(std::move(clones));
  }
  static std::vector<ContinuousState<T>*> Pointers(
      const std::vector<std::unique_ptr<ContinuousState<T>>>& owned) {
    std::vector<ContinuousState<T>*> result;
    result.reserve(owned.size());
    for (const auto& sub : owned) result.push_back(sub.get());
    return result;
  }
  // which: 0 = whole vectors, 1 = q, 2 = v, 3 = z.
  static std::unique_ptr<VectorBase<T>> Span(
      const std::vector<ContinuousState<T>*>& substates, int which) {
    std::vector<VectorBase<T>*> parts;
    parts.reserve(substates.size());
    for (auto* sub : substates) {
      DRAKE_DEMAND(sub != nullptr);
      switch (which) {
        case 0:
          parts.push_back(&sub->get_mutable_vector());
          break;
        case 1:
          parts.push_back(&sub->get_mutable_generalized_position());
          break;
        case 2:
          parts.push_back(&sub->get_mutable_generalized_velocity());
          break;
        default:
          parts.push_back(&sub->get_mutable_misc_continuous_state());
      }
    }
    return std::make_unique<Supervector<T>>(parts);
  }

  std::vector<ContinuousState<T>*> substates_;
  std::vector<std::unique_ptr<ContinuousState<T>>> owned_substates_;
};

}  // namespace systems
}  // namespace drake
