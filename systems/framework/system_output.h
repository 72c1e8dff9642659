#pragma once

/// @file
/// SystemOutput<T>: a snapshot of the values of every output port of a
/// System, allocated by System::AllocateOutput(). It has no live
/// connection to the System: fill it with OutputPort::Calc(), e.g.
///
///   auto output = system.AllocateOutput();
///   for (int i = 0; i < output->num_ports(); ++i) {
///     system.get_output_port(i).Calc(context, output->GetMutableData(i));
///   }

#include <memory>
#include <stdexcept>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "drake/common/default_scalars.h"
#include "drake/common/value.h"
#include "drake/systems/framework/basic_vector.h"
#include "drake/systems/framework/framework_common.h"

namespace drake {
namespace systems {

template <typename T>
class System;

template <typename T>
class SystemOutput {
 public:
  /// Deep copies: each value is cloned.
  SystemOutput(const SystemOutput& other) { *this = other; }
  SystemOutput& operator=(const SystemOutput& other) {
    if (this == &other) return *this;
    std::vector<std::unique_ptr<AbstractValue>> values;
    values.reserve(other.values_.size());
    for (const auto& value : other.values_) values.push_back(value->Clone());
    values_ = std::move(values);
    system_id_ = other.system_id_;
    return *this;
  }
  SystemOutput(SystemOutput&&) = default;
  SystemOutput& operator=(SystemOutput&&) = default;
  ~SystemOutput() = default;

  /// The number of output ports of the System that allocated this.
  int num_ports() const { return static_cast<int>(values_.size()); }

  /// The value of output port `index`. Throws std::logic_error if `index`
  /// is out of range.
  const AbstractValue* get_data(int index) const {
    CheckIndex(index);
    return values_[index].get();
  }
  /// The value of output port `index`, writeable (e.g. for
  /// OutputPort::Calc()). Throws if `index` is out of range.
  AbstractValue* GetMutableData(int index) {
    CheckIndex(index);
    return values_[index].get();
  }

  /// The value of vector-valued output port `index`. Throws
  /// std::logic_error if `index` is out of range, std::logic_error if the
  /// port is not vector-valued.
  const BasicVector<T>* get_vector_data(int index) const {
    return &get_data(index)->template get_value<BasicVector<T>>();
  }
  BasicVector<T>* GetMutableVectorData(int index) {
    return &GetMutableData(index)->template get_mutable_value<BasicVector<T>>();
  }

  /// (Internal use only) The id of the System that allocated this output
  /// (a copy keeps it); see SystemBase::ValidateCreatedForThisSystem().
  internal::SystemId get_system_id() const { return system_id_; }
  /// (Internal use only) Records the id of the System this output belongs
  /// to.
  void set_system_id(internal::SystemId id) { system_id_ = id; }

 private:
  friend class System<T>;

  explicit SystemOutput(std::vector<std::unique_ptr<AbstractValue>> values)
      : values_(std::move(values)) {}

  void CheckIndex(int index) const {
    if (index < 0 || index >= num_ports()) {
      throw std::logic_error(fmt::format(
          "SystemOutput: there is no output port {}; there are {} port(s).",
          index, num_ports()));
    }
  }

  // One value per output port, in port order.
  std::vector<std::unique_ptr<AbstractValue>> values_;
  internal::SystemId system_id_;
};

}  // namespace systems
}  // namespace drake
