#pragma once

#ifndef DRAKE_COMMON_SYMBOLIC_EXPRESSION_ALL
#error Do not include this file. Use "drake/common/symbolic/expression.h".
#endif

/// @file
/// symbolic::ExpressionKind (Drake's
/// drake/common/symbolic/expression/expression_kind.h).

#include <cstdint>

namespace drake {
namespace symbolic {

/// The kind of an Expression's root node.
enum class ExpressionKind : std::uint16_t {
  Constant,               ///< A floating-point constant (never NaN).
  Var,                    ///< A variable.
  Add,                    ///< A sum c₀ + Σ cᵢ·tᵢ.
  Mul,                    ///< A product c₀ · Π bᵢ^eᵢ.
  Div,                    ///< Division.
  Log,                    ///< Natural logarithm.
  Abs,                    ///< Absolute value.
  Exp,                    ///< Exponential.
  Sqrt,                   ///< Square root.
  Pow,                    ///< Power.
  Sin,                    ///< Sine.
  Cos,                    ///< Cosine.
  Tan,                    ///< Tangent.
  Asin,                   ///< Arcsine.
  Acos,                   ///< Arccosine.
  Atan,                   ///< Arctangent.
  Atan2,                  ///< Two-argument arctangent.
  Sinh,                   ///< Hyperbolic sine.
  Cosh,                   ///< Hyperbolic cosine.
  Tanh,                   ///< Hyperbolic tangent.
  Min,                    ///< Minimum.
  Max,                    ///< Maximum.
  Ceil,                   ///< Ceiling.
  Floor,                  ///< Floor.
  IfThenElse,             ///< if_then_else(formula, e₁, e₂).
  NaN,                    ///< Not-a-number.
  UninterpretedFunction,  ///< (Not supported by Mallard; never produced.)
};

/// Total order between kinds (declaration order).
inline bool operator<(ExpressionKind k1, ExpressionKind k2) {
  return static_cast<std::uint16_t>(k1) < static_cast<std::uint16_t>(k2);
}

}  // namespace symbolic
}  // namespace drake
