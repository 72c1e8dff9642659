#include "drake/systems/framework/cache.h"

#include <stdexcept>

#include <fmt/format.h>

namespace drake {
namespace systems {

CacheEntryValue::CacheEntryValue(CacheIndex index, DependencyTicket ticket,
                                 std::string description,
                                 std::unique_ptr<AbstractValue> initial_value)
    : cache_index_(index),
      ticket_(ticket),
      description_(std::move(description)),
      value_(std::move(initial_value)) {}

CacheEntryValue::CacheEntryValue(const CacheEntryValue& other)
    : cache_index_(other.cache_index_),
      ticket_(other.ticket_),
      description_(other.description_),
      value_(other.value_ ? other.value_->Clone() : nullptr),
      serial_number_(other.serial_number_),
      out_of_date_(other.out_of_date_),
      disabled_(other.disabled_) {}

AbstractValue& CacheEntryValue::GetMutableAbstractValueOrThrow() {
  if (!out_of_date_) {
    throw std::logic_error(fmt::format(
        "CacheEntryValue(): the value of cache entry '{}' is up to date; "
        "mark it out of date before writing to it.",
        description_));
  }
  return *value_;
}

CacheEntryValue& Cache::CreateNewCacheEntryValue(
    CacheIndex index, DependencyTicket ticket, const std::string& description,
    std::unique_ptr<AbstractValue> initial_value) {
  DRAKE_DEMAND(index == cache_size());
  values_.emplace_back(index, ticket, description, std::move(initial_value));
  return values_.back();
}

void Cache::DisableCaching() {
  for (auto& value : values_) value.disable_caching();
}

void Cache::EnableCaching() {
  for (auto& value : values_) value.enable_caching();
}

void Cache::SetAllEntriesOutOfDate() {
  for (auto& value : values_) value.mark_out_of_date();
}

}  // namespace systems
}  // namespace drake
