#pragma once

/// @file
/// cond(): a chain of if_then_else, like Lisp's cond (Drake's
/// drake/common/cond.h).

#include "drake/common/autodiff.h"

namespace drake {

/// cond(c₁, e₁, c₂, e₂, …, cₙ, eₙ, e) is e₁ if c₁ holds, else e₂ if c₂
/// holds, …, else e. The conditions have the type of `T() < T()` (bool for
/// double and AutoDiffXd, symbolic::Formula for symbolic::Expression), and
/// the chain is built with if_then_else().
template <typename T>
T cond(const T& e) {
  return e;
}
template <typename T, typename... Rest>
T cond(const decltype(T() < T())& f_cond, const T& e_then, Rest... rest) {
  return if_then_else(f_cond, e_then, cond(rest...));
}

}  // namespace drake
