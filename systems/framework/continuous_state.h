#pragma once

/// @file
/// ContinuousState<T>: the continuous state xc = [q; v; z] (generalized
/// positions, generalized velocities, other continuous variables).

#include <memory>
#include <utility>

#include "drake/systems/framework/basic_vector.h"
#include "drake/systems/framework/framework_common.h"
#include "drake/systems/framework/scalar_conversion_helpers.h"
#include "drake/systems/framework/subvector.h"

namespace drake {
namespace systems {

template <typename T>
class ContinuousState {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(ContinuousState);

  /// An empty continuous state.
  ContinuousState() : ContinuousState(std::make_unique<BasicVector<T>>(0)) {}

  /// Takes ownership of `state`, all of which is "miscellaneous" z.
  explicit ContinuousState(std::unique_ptr<VectorBase<T>> state)
      : ContinuousState(std::move(state), 0, 0, -1) {}

  /// Takes ownership of `state`, partitioned as [q; v; z]. Throws
  /// std::logic_error if the sizes do not add up, or num_v > num_q.
  ContinuousState(std::unique_ptr<VectorBase<T>> state, int num_q, int num_v,
                  int num_z) {
    DRAKE_THROW_UNLESS(state != nullptr);
    if (num_z < 0) num_z = state->size() - num_q - num_v;
    if (num_q < 0 || num_v < 0 || num_z < 0 ||
        num_q + num_v + num_z != state->size()) {
      throw std::logic_error(fmt::format(
          "Continuous state of size {} cannot be partitioned as num_q {} + "
          "num_v {} + num_z {}.",
          state->size(), num_q, num_v, num_z));
    }
    if (num_v > num_q) {
      throw std::logic_error(fmt::format(
          "Continuous state has num_v = {} > num_q = {}.", num_v, num_q));
    }
    state_ = std::move(state);
    generalized_position_ =
        std::make_unique<Subvector<T>>(state_.get(), 0, num_q);
    generalized_velocity_ =
        std::make_unique<Subvector<T>>(state_.get(), num_q, num_v);
    misc_continuous_state_ =
        std::make_unique<Subvector<T>>(state_.get(), num_q + num_v, num_z);
  }

  virtual ~ContinuousState() = default;

  int size() const { return state_->size(); }
  int num_q() const { return generalized_position_->size(); }
  int num_v() const { return generalized_velocity_->size(); }
  int num_z() const { return misc_continuous_state_->size(); }

  T& operator[](int idx) { return (*state_)[idx]; }
  const T& operator[](int idx) const { return (*state_)[idx]; }

  /// The whole state vector [q; v; z].
  const VectorBase<T>& get_vector() const { return *state_; }
  VectorBase<T>& get_mutable_vector() { return *state_; }
  const VectorBase<T>& get_generalized_position() const {
    return *generalized_position_;
  }
  VectorBase<T>& get_mutable_generalized_position() {
    return *generalized_position_;
  }
  const VectorBase<T>& get_generalized_velocity() const {
    return *generalized_velocity_;
  }
  VectorBase<T>& get_mutable_generalized_velocity() {
    return *generalized_velocity_;
  }
  const VectorBase<T>& get_misc_continuous_state() const {
    return *misc_continuous_state_;
  }
  VectorBase<T>& get_mutable_misc_continuous_state() {
    return *misc_continuous_state_;
  }

  /// Copies values from `other` (any scalar type); throws on size or
  /// partition mismatch.
  template <typename U>
  void SetFrom(const ContinuousState<U>& other) {
    if (size() != other.size() || num_q() != other.num_q() ||
        num_v() != other.num_v()) {
      throw std::logic_error(
          "ContinuousState::SetFrom(): the two states have different sizes.");
    }
    for (int i = 0; i < size(); ++i) {
      (*state_)[i] = internal::ConvertScalar<T>(other.get_vector()[i]);
    }
  }
  void SetFromVector(const Eigen::Ref<const VectorX<T>>& value) {
    state_->SetFromVector(value);
  }
  VectorX<T> CopyToVector() const { return state_->CopyToVector(); }

  /// A deep copy with the same partition and the same system id (the
  /// substates of a diagram's state keep theirs).
  std::unique_ptr<ContinuousState<T>> Clone() const {
    std::unique_ptr<ContinuousState<T>> result(DoClone());
    result->set_system_id(system_id_);
    return result;
  }

  /// (Internal use only) The id of the System this state was allocated for
  /// (invalid if none); see SystemBase::ValidateCreatedForThisSystem().
  /// SetFrom() leaves it alone.
  internal::SystemId get_system_id() const { return system_id_; }
  /// (Internal use only) Records the id of the System this state belongs
  /// to.
  void set_system_id(internal::SystemId id) { system_id_ = id; }

 protected:
  /// For diagrams: the four vectors are views assembled by the caller;
  /// `state` is the whole vector and q, v, z its partitions.
  ContinuousState(std::unique_ptr<VectorBase<T>> state,
                  std::unique_ptr<VectorBase<T>> q,
                  std::unique_ptr<VectorBase<T>> v,
                  std::unique_ptr<VectorBase<T>> z)
      : state_(std::move(state)),
        generalized_position_(std::move(q)),
        generalized_velocity_(std::move(v)),
        misc_continuous_state_(std::move(z)) {
    DRAKE_THROW_UNLESS(state_->size() == generalized_position_->size() +
                                             generalized_velocity_->size() +
                                             misc_continuous_state_->size());
  }

  /// Clones into a leaf ContinuousState. A BasicVector state is cloned with
  /// its concrete type (so a system's named state vector survives Context
  /// cloning, as in Drake); any other VectorBase becomes a BasicVector copy.
  virtual ContinuousState<T>* DoClone() const {
    std::unique_ptr<BasicVector<T>> copy;
    if (const auto* basic = dynamic_cast<const BasicVector<T>*>(state_.get())) {
      copy = basic->Clone();
    } else {
      copy = std::make_unique<BasicVector<T>>(state_->CopyToVector());
    }
    return new ContinuousState<T>(std::move(copy), num_q(), num_v(), num_z());
  }

 private:
  std::unique_ptr<VectorBase<T>> state_;
  std::unique_ptr<VectorBase<T>> generalized_position_;
  std::unique_ptr<VectorBase<T>> generalized_velocity_;
  std::unique_ptr<VectorBase<T>> misc_continuous_state_;
  internal::SystemId system_id_;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::ContinuousState)
