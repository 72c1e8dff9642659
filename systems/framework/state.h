#pragma once

/// @file
/// State<T>: continuous, discrete and abstract state of a system.

#include <memory>
#include <utility>

#include "drake/systems/framework/abstract_values.h"
#include "drake/systems/framework/continuous_state.h"
#include "drake/systems/framework/discrete_values.h"

namespace drake {
namespace systems {

template <typename T>
class State {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(State);

  /// Empty continuous, discrete and abstract state.
  State()
      : continuous_state_(std::make_unique<ContinuousState<T>>()),
        discrete_state_(std::make_unique<DiscreteValues<T>>()),
        abstract_state_(std::make_unique<AbstractValues>()) {}
  virtual ~State() = default;

  void set_continuous_state(std::unique_ptr<ContinuousState<T>> xc) {
    DRAKE_THROW_UNLESS(xc != nullptr);
    continuous_state_ = std::move(xc);
  }
  const ContinuousState<T>& get_continuous_state() const {
    return *continuous_state_;
  }
  ContinuousState<T>& get_mutable_continuous_state() {
    return *continuous_state_;
  }

  void set_discrete_state(std::unique_ptr<DiscreteValues<T>> xd) {
    DRAKE_THROW_UNLESS(xd != nullptr);
    discrete_state_ = std::move(xd);
  }
  const DiscreteValues<T>& get_discrete_state() const {
    return *discrete_state_;
  }
  DiscreteValues<T>& get_mutable_discrete_state() { return *discrete_state_; }
  /// Discrete group `index`; throws if out of range.
  const BasicVector<T>& get_discrete_state(int index) const {
    return discrete_state_->get_vector(index);
  }
  BasicVector<T>& get_mutable_discrete_state(int index) {
    return discrete_state_->get_mutable_vector(index);
  }

  void set_abstract_state(std::unique_ptr<AbstractValues> xa) {
    DRAKE_THROW_UNLESS(xa != nullptr);
    abstract_state_ = std::move(xa);
  }
  const AbstractValues& get_abstract_state() const { return *abstract_state_; }
  AbstractValues& get_mutable_abstract_state() { return *abstract_state_; }
  /// Abstract state `index` as a U; throws if out of range or not a U.
  template <typename U>
  const U& get_abstract_state(int index) const {
    return abstract_state_->get_value(index).get_value<U>();
  }
  template <typename U>
  U& get_mutable_abstract_state(int index) {
    return abstract_state_->get_mutable_value(index).get_mutable_value<U>();
  }

  /// Copies all values from `other` (any scalar type); throws on mismatch.
  template <typename U>
  void SetFrom(const State<U>& other) {
    continuous_state_->SetFrom(other.get_continuous_state());
    discrete_state_->SetFrom(other.get_discrete_state());
    abstract_state_->SetFrom(other.get_abstract_state());
  }

  /// (Internal use only) The id of the System this state was allocated for
  /// (invalid if none); see SystemBase::ValidateCreatedForThisSystem().
  internal::SystemId get_system_id() const { return system_id_; }
  /// (Internal use only) Records the id of the System this state belongs
  /// to, on it and on its continuous and discrete parts (a diagram's
  /// substates keep their own).
  void set_system_id(internal::SystemId id) {
    system_id_ = id;
    continuous_state_->set_system_id(id);
    discrete_state_->set_system_id(id);
  }

 private:
  std::unique_ptr<ContinuousState<T>> continuous_state_;
  std::unique_ptr<DiscreteValues<T>> discrete_state_;
  std::unique_ptr<AbstractValues> abstract_state_;
  internal::SystemId system_id_;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::State)
