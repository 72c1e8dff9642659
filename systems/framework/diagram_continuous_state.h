#pragma once

/// @file
/// DiagramContinuousState, DiagramDiscreteValues and DiagramState: the
/// state of a Diagram as views of (or owners of) its subsystems' states.
/// Continuous state is ordered [q1 q2 ...; v1 v2 ...; z1 z2 ...] for the
/// q/v/z accessors, and [xc1; xc2; ...] for get_vector().

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

template <typename T>
class DiagramDiscreteValues final : public DiscreteValues<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(DiagramDiscreteValues);

  /// Views of `subdiscretes` (not owned), their groups concatenated.
  explicit DiagramDiscreteValues(std::vector<DiscreteValues<T>*> subdiscretes)
      : DiscreteValues<T>(Flatten(subdiscretes)),
        subdiscretes_(std::move(subdiscretes)) {}
  /// Owns `subdiscretes`.
  explicit DiagramDiscreteValues(
      std::vector<std::unique_ptr<DiscreteValues<T>>> owned)
      : DiagramDiscreteValues(Pointers(owned)) {
    owned_subdiscretes_ = std::move(owned);
  }

  int num_subdiscretes() const {
    return static_cast<int>(subdiscretes_.size());
  }
  const DiscreteValues<T>& get_subdiscrete(int index) const {
    return *subdiscretes_.at(index);
  }
  DiscreteValues<T>& get_mutable_subdiscrete(int index) {
    return *subdiscretes_.at(index);
  }

 private:
  static std::vector<DiscreteValues<T>*> Pointers(
      const std::vector<std::unique_ptr<DiscreteValues<T>>>& owned) {
    std::vector<DiscreteValues<T>*> result;
    result.reserve(owned.size());
    for (const auto& sub : owned) result.push_back(sub.get());
    return result;
  }
  static std::vector<BasicVector<T>*> Flatten(
      const std::vector<DiscreteValues<T>*>& subs) {
    std::vector<BasicVector<T>*> groups;
    for (auto* sub : subs) {
      for (auto* group : sub->get_data()) groups.push_back(group);
    }
    return groups;
  }

  std::vector<DiscreteValues<T>*> subdiscretes_;
  std::vector<std::unique_ptr<DiscreteValues<T>>> owned_subdiscretes_;
};

template <typename T>
class DiagramState final : public State<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(DiagramState);

  /// Views of `substates` (not owned).
  explicit DiagramState(std::vector<State<T>*> substates)
      : substates_(std::move(substates)) {
    std::vector<ContinuousState<T>*> xc;
    std::vector<DiscreteValues<T>*> xd;
    std::vector<AbstractValue*> xa;
    xc.reserve(substates_.size());
    xd.reserve(substates_.size());
    for (auto* sub : substates_) {
      xc.push_back(&sub->get_mutable_continuous_state());
      xd.push_back(&sub->get_mutable_discrete_state());
      AbstractValues& abstract = sub->get_mutable_abstract_state();
      for (int i = 0; i < abstract.size(); ++i) {
        xa.push_back(&abstract.get_mutable_value(i));
      }
    }
    this->set_continuous_state(
        std::make_unique<DiagramContinuousState<T>>(std::move(xc)));
    this->set_discrete_state(
        std::make_unique<DiagramDiscreteValues<T>>(std::move(xd)));
    this->set_abstract_state(std::make_unique<AbstractValues>(xa));
  }
  /// Owns `substates`.
  explicit DiagramState(std::vector<std::unique_ptr<State<T>>> owned)
      : DiagramState(Pointers(owned)) {
    owned_substates_ = std::move(owned);
  }

  int num_substates() const { return static_cast<int>(substates_.size()); }
  const State<T>& get_substate(int index) const {
    return *substates_.at(index);
  }
  State<T>& get_mutable_substate(int index) { return *substates_.at(index); }

 private:
  static std::vector<State<T>*> Pointers(
      const std::vector<std::unique_ptr<State<T>>>& owned) {
    std::vector<State<T>*> result;
    result.reserve(owned.size());
    for (const auto& sub : owned) result.push_back(sub.get());
    return result;
  }
  std::vector<State<T>*> substates_;
  std::vector<std::unique_ptr<State<T>>> owned_substates_;
};

}  // namespace systems
}  // namespace drake
