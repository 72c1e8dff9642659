#pragma once

/// @file
/// BusValue: named signals of any types grouped into one port value, for
/// BusCreator and BusSelector.

#include <cstddef>
#include <iterator>
#include <memory>
#include <string>
#include <string_view>
#include <utility>

#include "drake/common/drake_copyable.h"
#include "drake/common/value.h"

namespace drake {
namespace systems {

/// A set of named signals, each held as an AbstractValue, carried on one
/// abstract port. Names are any strings (UTF-8 encouraged); BusSelector
/// looks signals up by its output port names.
///
/// A name keeps the type of its first value for the life of the object,
/// through Clear() and copies: setting it later to a value of another type
/// throws std::logic_error. Reusing a name after Clear() reuses its storage,
/// so a bus rebuilt each step allocates nothing once warm.
class BusValue final {
 public:
  DRAKE_DECLARE_COPY_AND_MOVE_AND_ASSIGN(BusValue);

  /// An empty bus.
  BusValue();
  ~BusValue();

  class Iterator;
  /// Iteration visits every signal once, in the order their names were
  /// first set (deterministic; Drake leaves the order unspecified).
  Iterator begin() const;
  Iterator end() const;

  using const_iterator = Iterator;
  using value_type = std::pair<const std::string_view, const AbstractValue&>;

  /// The value of signal `name`, or nullptr if the bus has none. The
  /// pointer is invalidated by any non-const call on this bus.
  const AbstractValue* Find(std::string_view name) const;

  /// Removes every signal. Invalidates all iterators.
  void Clear();

  /// Sets signal `name` to a copy of `value`. Invalidates all iterators.
  /// Throws std::logic_error if `name` held a value of another type before
  /// (even if cleared since).
  void Set(std::string_view name, const AbstractValue& value);

 private:
  class Impl;
  // Null while no signal was ever set; copies are deep.
  std::unique_ptr<Impl> impl_;
};

/// A forward iterator over a BusValue's signals (name, value).
class BusValue::Iterator {
 public:
  using iterator_category = std::forward_iterator_tag;
  using difference_type = std::ptrdiff_t;
  using value_type = typename BusValue::value_type;

  /// The end() sentinel.
  Iterator() = default;

  value_type operator*() const;
  Iterator& operator++();
  Iterator operator++(int);
  bool operator==(const Iterator& other) const {
    return index_ == other.index_;
  }

 private:
  friend class BusValue;
  Iterator(const Impl* impl, size_t index);
  // Moves index_ to the next present signal at or after it (or to end).
  void SkipAbsent();

  static constexpr size_t kEnd = ~size_t{0};
  size_t index_{kEnd};
  const Impl* impl_{nullptr};
};

inline BusValue::Iterator BusValue::end() const { return Iterator{}; }

}  // namespace systems
}  // namespace drake
