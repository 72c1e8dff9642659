#pragma once

/// @file
/// DiagramState: the state of a Diagram, as views of (or owners of) its
/// subsystems' states.

#include <memory>
#include <stdexcept>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "drake/common/drake_copyable.h"
#include "drake/systems/framework/diagram_continuous_state.h"
#include "drake/systems/framework/diagram_discrete_values.h"
#include "drake/systems/framework/state.h"

namespace drake {
namespace systems {

/// The State of a Diagram: one State per subsystem. As a State, its
/// continuous, discrete and abstract parts are the concatenations of the
/// subsystems' (see DiagramContinuousState for the q/v/z order).
///
/// Built either at once from the substates, or as Drake builds it: sized
/// with DiagramState(int), filled with set_substate() or
/// set_and_own_substate(), then Finalize(), which forms the concatenated
/// views (the State accessors must not be used before).
template <typename T>
class DiagramState final : public State<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(DiagramState);

  /// `size` empty substate slots, to be set and then finalized.
  explicit DiagramState(int size)
      : substates_(CheckedSize(size)), owned_substates_(size) {}
  /// Views of `substates` (not owned), finalized.
  explicit DiagramState(std::vector<State<T>*> substates)
      : substates_(std::move(substates)), owned_substates_(substates_.size()) {
    Finalize();
  }
  /// Owns `substates`, finalized.
  explicit DiagramState(std::vector<std::unique_ptr<State<T>>> owned)
      : substates_(Pointers(owned)), owned_substates_(std::move(owned)) {
    Finalize();
  }
  ~DiagramState() override = default;

  /// Makes slot `index` view `substate` (not owned). Throws
  /// std::logic_error after Finalize() or for an index out of range.
  void set_substate(int index, State<T>* substate) {
    CheckSettable(index);
    substates_[index] = substate;
    owned_substates_[index].reset();
  }
  /// Makes slot `index` own `substate`. Throws as set_substate().
  void set_and_own_substate(int index, std::unique_ptr<State<T>> substate) {
    CheckSettable(index);
    substates_[index] = substate.get();
    owned_substates_[index] = std::move(substate);
  }

  /// The number of substates.
  int num_substates() const { return static_cast<int>(substates_.size()); }
  /// The state of subsystem `index`. Throws std::out_of_range if the index
  /// is not in [0, num_substates()).
  const State<T>& get_substate(int index) const {
    return *substates_.at(index);
  }
  State<T>& get_mutable_substate(int index) { return *substates_.at(index); }

  /// Forms the concatenated continuous, discrete and abstract states from
  /// the substates. Throws std::logic_error if called twice or a slot is
  /// empty.
  void Finalize() {
    if (finalized_) {
      throw std::logic_error("DiagramState::Finalize(): already finalized.");
    }
    std::vector<ContinuousState<T>*> xc;
    std::vector<DiscreteValues<T>*> xd;
    std::vector<AbstractValue*> xa;
    xc.reserve(substates_.size());
    xd.reserve(substates_.size());
    for (size_t i = 0; i < substates_.size(); ++i) {
      State<T>* sub = substates_[i];
      if (sub == nullptr) {
        throw std::logic_error(fmt::format(
            "DiagramState::Finalize(): substate {} of {} was never set.", i,
            substates_.size()));
      }
      xc.push_back(&sub->get_mutable_continuous_state());
      xd.push_back(&sub->get_mutable_discrete_state());
      AbstractValues& abstract = sub->get_mutable_abstract_state();
      for (int j = 0; j < abstract.size(); ++j) {
        xa.push_back(&abstract.get_mutable_value(j));
      }
    }
    this->set_continuous_state(
        std::make_unique<DiagramContinuousState<T>>(std::move(xc)));
    this->set_discrete_state(
        std::make_unique<DiagramDiscreteValues<T>>(std::move(xd)));
    this->set_abstract_state(std::make_unique<AbstractValues>(xa));
    finalized_ = true;
  }

 private:
  static size_t CheckedSize(int size) {
    if (size < 0) {
      throw std::logic_error(fmt::format(
          "DiagramState: the number of substates must be ≥ 0, not {}.", size));
    }
    return static_cast<size_t>(size);
  }
  void CheckSettable(int index) const {
    if (finalized_) {
      throw std::logic_error(
          "DiagramState: a substate cannot be set after Finalize().");
    }
    if (index < 0 || index >= num_substates()) {
      throw std::logic_error(fmt::format(
          "DiagramState: substate index {} is out of range [0, {}).", index,
          num_substates()));
    }
  }
  static std::vector<State<T>*> Pointers(
      const std::vector<std::unique_ptr<State<T>>>& owned) {
    std::vector<State<T>*> result;
    result.reserve(owned.size());
    for (const auto& sub : owned) result.push_back(sub.get());
    return result;
  }

  bool finalized_{false};
  std::vector<State<T>*> substates_;
  std::vector<std::unique_ptr<State<T>>> owned_substates_;
};

}  // namespace systems
}  // namespace drake
