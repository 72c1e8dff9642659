#pragma once

/// @file
/// symbolic::Environment: an assignment of values to variables, used by
/// Expression::Evaluate(). A subset of Drake's
/// drake/common/symbolic/expression/environment.h.

#include <initializer_list>
#include <ostream>
#include <string>
#include <unordered_map>
#include <utility>

#include "drake/common/symbolic/variable.h"

namespace drake {
namespace symbolic {

/// A map from variables to values (double). Values must not be NaN.
class Environment {
 public:
  using key_type = Variable;
  using mapped_type = double;
  using map = std::unordered_map<key_type, mapped_type>;
  using value_type = map::value_type;
  using iterator = map::iterator;
  using const_iterator = map::const_iterator;

  /// The empty environment.
  Environment() = default;
  /// An environment with the given (variable, value) pairs.
  /// @throws std::runtime_error if a value is NaN (naming the variable).
  Environment(std::initializer_list<value_type> init);
  /// An environment from a map. @throws std::runtime_error on a NaN value.
  explicit Environment(map m);

  /// Assigns `value` to `key` (overwriting an existing assignment).
  /// @throws std::runtime_error if `value` is NaN (naming the variable).
  void insert(const key_type& key, const mapped_type& value);

  iterator begin() { return map_.begin(); }
  iterator end() { return map_.end(); }
  const_iterator begin() const { return map_.begin(); }
  const_iterator end() const { return map_.end(); }
  const_iterator cbegin() const { return map_.cbegin(); }
  const_iterator cend() const { return map_.cend(); }
  bool empty() const { return map_.empty(); }
  std::size_t size() const { return map_.size(); }
  iterator find(const key_type& key) { return map_.find(key); }
  const_iterator find(const key_type& key) const { return map_.find(key); }

  /// The set of assigned variables.
  Variables domain() const;
  /// "{x -> 1, y -> 2}" (in no particular order).
  std::string to_string() const;

  /// The value of `key`, inserting 0 if it is not assigned yet.
  mapped_type& operator[](const key_type& key) { return map_[key]; }
  /// The value of `key`.
  /// @throws std::out_of_range if `key` is not assigned (naming it).
  const mapped_type& operator[](const key_type& key) const;

 private:
  map map_;
};

std::ostream& operator<<(std::ostream& os, const Environment& env);

}  // namespace symbolic
}  // namespace drake
