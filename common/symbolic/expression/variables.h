#pragma once

#ifndef DRAKE_COMMON_SYMBOLIC_EXPRESSION_ALL
#error Do not include this file. Use "drake/common/symbolic/expression.h".
#endif

/// @file
/// symbolic::Variables, a set of variables ordered by id (Drake's
/// drake/common/symbolic/expression/variables.h).

#include <cstddef>
#include <initializer_list>
#include <ostream>
#include <set>
#include <string>

#include <Eigen/Core>

#include "drake/common/eigen_types.h"
#include "drake/common/symbolic/expression/variable.h"

namespace drake {
namespace symbolic {

/// A set of variables ordered by id.
class Variables {
 public:
  using size_type = std::set<Variable>::size_type;
  using const_iterator = std::set<Variable>::const_iterator;
  using iterator = const_iterator;
  using const_reverse_iterator = std::set<Variable>::const_reverse_iterator;
  using reverse_iterator = const_reverse_iterator;

  /// The empty set.
  Variables() = default;
  /// The set of `init`'s elements.
  Variables(std::initializer_list<Variable> init);
  /// The set of the entries of `vec`.
  explicit Variables(const Eigen::Ref<const VectorX<Variable>>& vec);

  [[nodiscard]] size_type size() const { return vars_.size(); }
  [[nodiscard]] bool empty() const { return vars_.empty(); }
  /// The names, comma-separated, in braces: "{x, y}".
  [[nodiscard]] std::string to_string() const;
  /// A hash of the set's elements.
  [[nodiscard]] std::size_t get_hash() const;

  const_iterator begin() const { return vars_.begin(); }
  const_iterator end() const { return vars_.end(); }
  const_iterator cbegin() const { return vars_.cbegin(); }
  const_iterator cend() const { return vars_.cend(); }
  const_reverse_iterator rbegin() const { return vars_.rbegin(); }
  const_reverse_iterator rend() const { return vars_.rend(); }
  const_reverse_iterator crbegin() const { return vars_.crbegin(); }
  const_reverse_iterator crend() const { return vars_.crend(); }

  /// Inserts `var` (no effect if already present).
  void insert(const Variable& var) { vars_.insert(var); }
  /// Inserts the variables in [first, last).
  template <class InputIt>
  void insert(InputIt first, InputIt last) {
    vars_.insert(first, last);
  }
  /// Inserts every element of `vars`.
  void insert(const Variables& vars) { vars_.insert(vars.begin(), vars.end()); }
  /// Removes `key` if present; returns the number removed (0 or 1).
  size_type erase(const Variable& key) { return vars_.erase(key); }
  /// Removes every element of `vars`; returns the number removed.
  size_type erase(const Variables& vars);
  /// The position of `key`, or end().
  const_iterator find(const Variable& key) const { return vars_.find(key); }
  /// True iff `key` is in the set.
  [[nodiscard]] bool include(const Variable& key) const {
    return vars_.count(key) > 0;
  }
  /// True iff every element of this set is in `vars`.
  [[nodiscard]] bool IsSubsetOf(const Variables& vars) const;
  /// True iff every element of `vars` is in this set.
  [[nodiscard]] bool IsSupersetOf(const Variables& vars) const;
  /// IsSubsetOf(vars) and the sets differ.
  [[nodiscard]] bool IsStrictSubsetOf(const Variables& vars) const;
  /// IsSupersetOf(vars) and the sets differ.
  [[nodiscard]] bool IsStrictSupersetOf(const Variables& vars) const;

  Variables& operator+=(const Variable& var) {
    insert(var);
    return *this;
  }
  Variables& operator+=(const Variables& vars) {
    insert(vars);
    return *this;
  }
  Variables& operator-=(const Variable& var) {
    erase(var);
    return *this;
  }
  Variables& operator-=(const Variables& vars) {
    erase(vars);
    return *this;
  }

  /// Set equality.
  friend bool operator==(const Variables& a, const Variables& b);
  friend bool operator!=(const Variables& a, const Variables& b) {
    return !(a == b);
  }
  /// Lexicographic order on the sorted elements.
  friend bool operator<(const Variables& a, const Variables& b);

 private:
  std::set<Variable> vars_;
};

/// Set union.
Variables operator+(Variables vars1, const Variables& vars2);
Variables operator+(Variables vars, const Variable& var);
Variables operator+(const Variable& var, Variables vars);
/// Set difference.
Variables operator-(Variables vars1, const Variables& vars2);
Variables operator-(Variables vars, const Variable& var);
/// Set intersection.
Variables intersect(const Variables& vars1, const Variables& vars2);

std::ostream& operator<<(std::ostream& os, const Variables& vars);

}  // namespace symbolic
}  // namespace drake

namespace std {
/// Hashes a set of variables.
template <>
struct hash<drake::symbolic::Variables> {
  size_t operator()(const drake::symbolic::Variables& vars) const noexcept {
    return vars.get_hash();
  }
};
}  // namespace std

template <>
struct fmt::formatter<drake::symbolic::Variables>
    : fmt::formatter<std::string_view> {
  template <typename FormatContext>
  auto format(const drake::symbolic::Variables& v, FormatContext& ctx) const {
    return fmt::formatter<std::string_view>::format(v.to_string(), ctx);
  }
};
