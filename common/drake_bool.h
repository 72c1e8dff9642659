#pragma once

/// @file
/// boolean<T> and the scalar predicates Drake's templated code uses. With
/// the supported scalars (double, AutoDiffXd) every comparison yields bool.

#include <type_traits>

#include "drake/common/autodiff.h"

namespace drake {
/// The type of a comparison between two values of type T.
template <typename T>
using boolean = bool;

/// True when T's comparisons yield plain bools that can be branched on.
/// (Always true: the symbolic scalar is out of scope for Mallard.)
template <typename T>
struct scalar_predicate {
  static constexpr bool is_bool = true;
};

/// Returns `value` (for symbolic compatibility in generic code).
inline bool ExtractBoolOrThrow(bool value) { return value; }

/// all/any/none over an Eigen matrix of bools.
template <typename Derived>
bool all(const Eigen::DenseBase<Derived>& m) {
  return m.all();
}
template <typename Derived>
bool any(const Eigen::DenseBase<Derived>& m) {
  return m.any();
}
template <typename Derived>
bool none(const Eigen::DenseBase<Derived>& m) {
  return !m.any();
}
}  // namespace drake
