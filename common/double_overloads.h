#pragma once

/// @file
/// Operations that let `double` serve as a Drake scalar type alongside
/// symbolic::Expression.

namespace drake {

/// Returns `v_then` when `f_cond` is true, otherwise `v_else`. Unlike `?:`,
/// both values have been evaluated (they are arguments), as with the
/// symbolic overload.
inline double if_then_else(bool f_cond, double v_then, double v_else) {
  return f_cond ? v_then : v_else;
}

}  // namespace drake
