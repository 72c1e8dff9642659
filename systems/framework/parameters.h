#pragma once

/// @file
/// Parameters<T>: numeric parameter groups (BasicVectors) and abstract
/// parameters of a system.

#include <memory>
#include <utility>
#include <vector>

#include "drake/systems/framework/abstract_values.h"
#include "drake/systems/framework/discrete_values.h"

namespace drake {
namespace systems {

template <typename T>
class Parameters {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(Parameters);

  /// No parameters.
  Parameters()
      : numeric_parameters_(std::make_unique<DiscreteValues<T>>()),
        abstract_parameters_(std::make_unique<AbstractValues>()) {}
  Parameters(std::vector<std::unique_ptr<BasicVector<T>>>&& numeric,
             std::vector<std::unique_ptr<AbstractValue>>&& abstract)
      : numeric_parameters_(
            std::make_unique<DiscreteValues<T>>(std::move(numeric))),
        abstract_parameters_(
            std::make_unique<AbstractValues>(std::move(abstract))) {}
  explicit Parameters(std::vector<std::unique_ptr<BasicVector<T>>>&& numeric)
      : numeric_parameters_(
            std::make_unique<DiscreteValues<T>>(std::move(numeric))),
        abstract_parameters_(std::make_unique<AbstractValues>()) {}
  explicit Parameters(std::unique_ptr<BasicVector<T>> vec)
      : numeric_parameters_(
            std::make_unique<DiscreteValues<T>>(std::move(vec))),
        abstract_parameters_(std::make_unique<AbstractValues>()) {}
  virtual ~Parameters() = default;

  int num_numeric_parameter_groups() const {
    return numeric_parameters_->num_groups();
  }
  int num_abstract_parameters() const { return abstract_parameters_->size(); }

  /// Numeric parameter group `index`; throws if out of range.
  const BasicVector<T>& get_numeric_parameter(int index) const {
    return numeric_parameters_->get_vector(index);
  }
  BasicVector<T>& get_mutable_numeric_parameter(int index) {
    return numeric_parameters_->get_mutable_vector(index);
  }
  const DiscreteValues<T>& get_numeric_parameters() const {
    return *numeric_parameters_;
  }
  DiscreteValues<T>& get_mutable_numeric_parameters() {
    return *numeric_parameters_;
  }
  void set_numeric_parameters(std::unique_ptr<DiscreteValues<T>> numeric) {
    DRAKE_THROW_UNLESS(numeric != nullptr);
    numeric_parameters_ = std::move(numeric);
  }

  /// Abstract parameter `index`; throws if out of range.
  const AbstractValue& get_abstract_parameter(int index) const {
    return abstract_parameters_->get_value(index);
  }
  AbstractValue& get_mutable_abstract_parameter(int index) {
    return abstract_parameters_->get_mutable_value(index);
  }
  /// Abstract parameter `index` as a V; throws if not a V.
  template <typename V>
  const V& get_abstract_parameter(int index) const {
    return get_abstract_parameter(index).template get_value<V>();
  }
  template <typename V>
  V& get_mutable_abstract_parameter(int index) {
    return get_mutable_abstract_parameter(index)
        .template get_mutable_value<V>();
  }
  const AbstractValues& get_abstract_parameters() const {
    return *abstract_parameters_;
  }
  AbstractValues& get_mutable_abstract_parameters() {
    return *abstract_parameters_;
  }
  void set_abstract_parameters(std::unique_ptr<AbstractValues> abstract) {
    DRAKE_THROW_UNLESS(abstract != nullptr);
    abstract_parameters_ = std::move(abstract);
  }

  /// Copies all values from `other` (any scalar type); throws on mismatch.
  template <typename U>
  void SetFrom(const Parameters<U>& other) {
    numeric_parameters_->SetFrom(other.get_numeric_parameters());
    abstract_parameters_->SetFrom(other.get_abstract_parameters());
  }

  /// A deep copy owning its values.
  /// A deep copy, with the same system id.
  std::unique_ptr<Parameters<T>> Clone() const {
    auto clone = std::make_unique<Parameters<T>>();
    clone->set_numeric_parameters(numeric_parameters_->Clone());
    clone->set_abstract_parameters(abstract_parameters_->Clone());
    clone->set_system_id(system_id_);
    return clone;
  }

  /// (Internal use only) The id of the System these parameters were
  /// allocated for (invalid if none); see
  /// SystemBase::ValidateCreatedForThisSystem().
  internal::SystemId get_system_id() const { return system_id_; }
  /// (Internal use only) Records the id of the System these parameters
  /// belong to, here and on the numeric parameters.
  void set_system_id(internal::SystemId id) {
    system_id_ = id;
    numeric_parameters_->set_system_id(id);
  }

 private:
  std::unique_ptr<DiscreteValues<T>> numeric_parameters_;
  std::unique_ptr<AbstractValues> abstract_parameters_;
  internal::SystemId system_id_;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::Parameters)
