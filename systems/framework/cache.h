#pragma once

/// @file
/// CacheEntryValue and Cache: the per-Context storage of cached values.
/// Each value carries an "out of date" flag that invalidation sets and a
/// successful computation clears, so a validity check is one load.

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "drake/common/drake_assert.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/value.h"
#include "drake/systems/framework/framework_common.h"

namespace drake {
namespace systems {

/// The value of one cache entry in one Context, plus its validity flags.
class CacheEntryValue {
 public:
  CacheEntryValue() = default;
  CacheEntryValue(CacheIndex index, DependencyTicket ticket,
                  std::string description,
                  std::unique_ptr<AbstractValue> initial_value);
  /// A deep copy (the value is cloned).
  CacheEntryValue(const CacheEntryValue& other);
  /// Takes over `other`'s value (no clone), so that growing a Cache's
  /// storage while it is built moves rather than copies.
  CacheEntryValue(CacheEntryValue&& other) noexcept = default;
  CacheEntryValue& operator=(const CacheEntryValue&) = delete;

  const std::string& description() const { return description_; }
  CacheIndex cache_index() const { return cache_index_; }
  DependencyTicket ticket() const { return ticket_; }
  bool has_value() const { return value_ != nullptr; }

  /// The stored value, without checking whether it is up to date.
  const AbstractValue& get_abstract_value() const { return *value_; }
  /// The stored value as a V; throws if it is not a V.
  template <typename V>
  const V& get_value() const {
    return value_->get_value<V>();
  }
  /// The value for writing; throws if this entry is not out of date
  /// (writing a value that is up to date would defeat invalidation).
  AbstractValue& GetMutableAbstractValueOrThrow();
  template <typename V>
  V& GetMutableValueOrThrow() {
    return GetMutableAbstractValueOrThrow().get_mutable_value<V>();
  }
  /// Sets the value and marks it up to date; throws if it was up to date.
  template <typename V>
  void SetValueOrThrow(const V& new_value) {
    GetMutableAbstractValueOrThrow().set_value<V>(new_value);
    mark_up_to_date();
  }
  /// The value, writeable, with no check (for the framework).
  AbstractValue& get_mutable_abstract_value() { return *value_; }

  /// Up-to-date check for cached reads.
  bool is_out_of_date() const { return out_of_date_; }
  /// True when Eval must recompute (out of date or caching disabled).
  bool needs_recomputation() const { return out_of_date_ || disabled_; }
  void mark_out_of_date() { out_of_date_ = true; }
  void mark_up_to_date() {
    out_of_date_ = false;
    ++serial_number_;
  }
  /// Increments on every recomputation.
  int64_t serial_number() const { return serial_number_; }

  bool is_cache_entry_disabled() const { return disabled_; }
  void disable_caching() { disabled_ = true; }
  void enable_caching() { disabled_ = false; }

 private:
  CacheIndex cache_index_;
  DependencyTicket ticket_;
  std::string description_;
  std::unique_ptr<AbstractValue> value_;
  int64_t serial_number_{0};
  bool out_of_date_{true};
  bool disabled_{false};
};

/// All the cache entry values of one Context, indexed by CacheIndex.
class Cache {
 public:
  Cache() = default;
  Cache(const Cache& other) = default;
  Cache& operator=(const Cache&) = delete;

  /// Reserves storage for `size` values (call before the first
  /// CreateNewCacheEntryValue() when the count is known).
  void reserve(int size) { values_.reserve(size); }
  /// Appends a value; the index must be the next one.
  CacheEntryValue& CreateNewCacheEntryValue(
      CacheIndex index, DependencyTicket ticket, const std::string& description,
      std::unique_ptr<AbstractValue> initial_value);

  int cache_size() const { return static_cast<int>(values_.size()); }
  bool has_cache_entry_value(CacheIndex index) const {
    return index >= 0 && index < cache_size();
  }
  const CacheEntryValue& get_cache_entry_value(CacheIndex index) const {
    return values_[index];
  }
  CacheEntryValue& get_mutable_cache_entry_value(CacheIndex index) {
    return values_[index];
  }

  /// Disables/enables caching of every entry (Eval recomputes every time).
  void DisableCaching();
  void EnableCaching();
  /// Marks every entry out of date.
  void SetAllEntriesOutOfDate();
  /// While frozen, an Eval that needs to recompute throws.
  void freeze_cache() { is_frozen_ = true; }
  void unfreeze_cache() { is_frozen_ = false; }
  bool is_cache_frozen() const { return is_frozen_; }

 private:
  // Never resized after the Context is built: trackers point into it.
  std::vector<CacheEntryValue> values_;
  bool is_frozen_{false};
};

}  // namespace systems
}  // namespace drake
