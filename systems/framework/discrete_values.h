#pragma once

/// @file
/// DiscreteValues<T>: groups of numeric values (discrete state groups,
/// or numeric parameters), each a BasicVector.

#include <memory>
#include <utility>
#include <vector>

#include "drake/systems/framework/basic_vector.h"
#include "drake/systems/framework/framework_common.h"
#include "drake/systems/framework/scalar_conversion_helpers.h"

namespace drake {
namespace systems {

template <typename T>
class DiscreteValues {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(DiscreteValues);

  /// No groups.
  DiscreteValues() = default;
  /// One group, owned.
  explicit DiscreteValues(std::unique_ptr<BasicVector<T>> datum) {
    DRAKE_THROW_UNLESS(datum != nullptr);
    data_.push_back(datum.get());
    owned_data_.push_back(std::move(datum));
  }
  /// Several groups, owned. Throws if one is null.
  explicit DiscreteValues(std::vector<std::unique_ptr<BasicVector<T>>>&& data)
      : owned_data_(std::move(data)) {
    for (auto& datum : owned_data_) {
      DRAKE_THROW_UNLESS(datum != nullptr);
      data_.push_back(datum.get());
    }
  }
  /// Several groups, not owned (they must outlive this object).
  explicit DiscreteValues(const std::vector<BasicVector<T>*>& data)
      : data_(data) {
    for (auto* datum : data_) DRAKE_THROW_UNLESS(datum != nullptr);
  }

  virtual ~DiscreteValues() = default;

  int num_groups() const { return static_cast<int>(data_.size()); }
  /// The size of the only group; throws if there is not exactly one.
  int size() const { return get_vector().size(); }

  const std::vector<BasicVector<T>*>& get_data() const { return data_; }

  /// Element `idx` of the only group (throws if not exactly one group).
  T& operator[](int idx) { return get_mutable_vector()[idx]; }
  const T& operator[](int idx) const { return get_vector()[idx]; }

  /// Group 0 when there is exactly one group; throws otherwise.
  const BasicVector<T>& get_vector() const {
    ThrowUnlessExactlyOneGroup();
    return *data_[0];
  }
  BasicVector<T>& get_mutable_vector() {
    ThrowUnlessExactlyOneGroup();
    return *data_[0];
  }
  /// Group `index`; throws std::logic_error if out of range.
  const BasicVector<T>& get_vector(int index) const {
    CheckGroup(index);
    return *data_[index];
  }
  BasicVector<T>& get_mutable_vector(int index) {
    CheckGroup(index);
    return *data_[index];
  }
  /// The value of the only group.
  Eigen::VectorBlock<const VectorX<T>> value() const {
    return get_vector().get_value();
  }
  Eigen::VectorBlock<const VectorX<T>> value(int index) const {
    return get_vector(index).get_value();
  }
  Eigen::VectorBlock<VectorX<T>> get_mutable_value() {
    return get_mutable_vector().get_mutable_value();
  }
  Eigen::VectorBlock<VectorX<T>> get_mutable_value(int index) {
    return get_mutable_vector(index).get_mutable_value();
  }
  void set_value(const Eigen::Ref<const VectorX<T>>& value) {
    get_mutable_vector().set_value(value);
  }
  void set_value(int index, const Eigen::Ref<const VectorX<T>>& value) {
    get_mutable_vector(index).set_value(value);
  }

  /// Copies values from `other` (any scalar type); throws if the group
  /// counts or sizes differ.
  template <typename U>
  void SetFrom(const DiscreteValues<U>& other) {
    if (num_groups() != other.num_groups()) {
      throw std::logic_error(fmt::format(
          "DiscreteValues::SetFrom(): {} groups, but the source has {}.",
          num_groups(), other.num_groups()));
    }
    for (int g = 0; g < num_groups(); ++g) {
      const BasicVector<U>& from = *other.get_data()[g];
      BasicVector<T>& to = *data_[g];
      DRAKE_THROW_UNLESS(from.size() == to.size());
      if constexpr (std::is_same_v<T, U>) {
        // Both are BasicVectors: copy the storage element by element (no
        // dynamic type check, no notification; this runs on every discrete
        // update, mostly on short vectors).
        const T* source = from.get_value().data();
        T* destination = to.get_mutable_value().data();
        const int n = to.size();
        for (int i = 0; i < n; ++i) destination[i] = source[i];
      } else {
        for (int i = 0; i < to.size(); ++i) {
          to[i] = internal::ConvertScalar<T>(from[i]);
        }
      }
    }
  }

  /// A deep copy that owns its groups (each cloned with its concrete type).
  /// A subclass keeps its own type and structure (a Diagram's discrete
  /// values clone as a DiagramDiscreteValues).
  std::unique_ptr<DiscreteValues<T>> Clone() const {
    std::unique_ptr<DiscreteValues<T>> result = DoClone();
    result->set_system_id(system_id_);
    return result;
  }

  /// (Internal use only) The id of the System these values were allocated
  /// for (invalid if none); see SystemBase::ValidateCreatedForThisSystem().
  /// SetFrom() leaves it alone.
  internal::SystemId get_system_id() const { return system_id_; }
  /// (Internal use only) Records the id of the System these values belong
  /// to.
  void set_system_id(internal::SystemId id) { system_id_ = id; }

 protected:
  /// Clone()'s implementation: a DiscreteValues owning a clone of each
  /// group. A subclass that adds structure overrides it.
  virtual std::unique_ptr<DiscreteValues<T>> DoClone() const {
    std::vector<std::unique_ptr<BasicVector<T>>> cloned;
    for (const auto* datum : data_) cloned.push_back(datum->Clone());
    return std::make_unique<DiscreteValues<T>>(std::move(cloned));
  }

 private:
  void ThrowUnlessExactlyOneGroup() const {
    if (data_.size() != 1) {
      throw std::logic_error(fmt::format(
          "DiscreteValues: this method requires exactly one group, but there "
          "are {}.",
          data_.size()));
    }
  }
  void CheckGroup(int index) const {
    if (index < 0 || index >= num_groups()) {
      throw std::logic_error(fmt::format(
          "DiscreteValues: group index {} is out of range; there are {} "
          "groups.",
          index, num_groups()));
    }
  }

  std::vector<BasicVector<T>*> data_;
  std::vector<std::unique_ptr<BasicVector<T>>> owned_data_;
  internal::SystemId system_id_;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::DiscreteValues)
