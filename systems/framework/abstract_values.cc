#include "drake/systems/framework/abstract_values.h"

#include <stdexcept>

#include <fmt/format.h>

#include "drake/common/drake_throw.h"

namespace drake {
namespace systems {

AbstractValues::AbstractValues() = default;
AbstractValues::~AbstractValues() = default;

AbstractValues::AbstractValues(
    std::vector<std::unique_ptr<AbstractValue>>&& data)
    : owned_data_(std::move(data)) {
  for (auto& datum : owned_data_) {
    DRAKE_THROW_UNLESS(datum != nullptr);
    data_.push_back(datum.get());
  }
}

AbstractValues::AbstractValues(const std::vector<AbstractValue*>& data)
    : data_(data) {
  for (auto* datum : data_) DRAKE_THROW_UNLESS(datum != nullptr);
}

AbstractValues::AbstractValues(std::unique_ptr<AbstractValue> datum) {
  DRAKE_THROW_UNLESS(datum != nullptr);
  data_.push_back(datum.get());
  owned_data_.push_back(std::move(datum));
}

const AbstractValue& AbstractValues::get_value(int index) const {
  if (index < 0 || index >= size()) {
    throw std::logic_error(fmt::format(
        "AbstractValues: index {} is out of range; there are {} values.", index,
        size()));
  }
  return *data_[index];
}

AbstractValue& AbstractValues::get_mutable_value(int index) {
  return const_cast<AbstractValue&>(
      static_cast<const AbstractValues*>(this)->get_value(index));
}

void AbstractValues::SetFrom(const AbstractValues& other) {
  if (size() != other.size()) {
    throw std::logic_error(fmt::format(
        "AbstractValues::SetFrom(): {} values, but the source has {}.", size(),
        other.size()));
  }
  for (int i = 0; i < size(); ++i) data_[i]->SetFrom(other.get_value(i));
}

std::unique_ptr<AbstractValues> AbstractValues::Clone() const {
  std::vector<std::unique_ptr<AbstractValue>> cloned;
  for (const auto* datum : data_) cloned.push_back(datum->Clone());
  return std::make_unique<AbstractValues>(std::move(cloned));
}

}  // namespace systems
}  // namespace drake
