#pragma once

/// @file
/// Substitution of sin/cos of angles by variables, and the stereographic
/// projection of polynomials in such variables (Drake's
/// common/symbolic/trigonometric_polynomial.h).

#include <unordered_map>
#include <utility>
#include <vector>

#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/common/symbolic/expression.h"
#include "drake/common/symbolic/rational_function.h"

namespace drake {
namespace symbolic {

/** What the variables s and c of a SinCos stand for. */
enum class SinCosSubstitutionType {
  /** s = sin(q), c = cos(q). */
  kAngle,
  /** s = sin(q/2), c = cos(q/2); where either would do, s is used:
  cos(q) becomes 1 − 2s². */
  kHalfAnglePreferSin,
  /** s = sin(q/2), c = cos(q/2); where either would do, c is used:
  cos(q) becomes 2c² − 1. */
  kHalfAnglePreferCos,
};

/** The pair of variables that stand for the sine and cosine of an angle (or
of its half, per `type`). */
struct SinCos {
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(SinCos);

  SinCos(
      Variable s_var, Variable c_var,
      SinCosSubstitutionType substitution_type = SinCosSubstitutionType::kAngle)
      : s(std::move(s_var)), c(std::move(c_var)), type(substitution_type) {}

  /** The sine variable. */
  Variable s{};
  /** The cosine variable. */
  Variable c{};
  /** What s and c stand for. */
  SinCosSubstitutionType type{};
};

/** The map from each angle variable q to its SinCos. */
using SinCosSubstitution = std::unordered_map<Variable, SinCos>;

/** Replaces sin(q) and cos(q), for each angle q of `subs`, by its variables,
expanding sums and integer multiples of angles with the angle-sum formulas:
with x → (sx, cx) and y → (sy, cy), x·sin(x + y) becomes
x·(sx·cy + cx·sy). With a half-angle substitution, sin(q/2) and cos(q/2)
become s and c, and sin(q) = 2sc, cos(q) = 1 − 2s² (or 2c² − 1). tan(a) is
replaced as sin(a)/cos(a). An angle variable outside any sin/cos is left as
it is; so are functions of the other variables.
@throws std::exception if a sin or cos of an angle variable has an argument
that is not a sum of integer multiples of angles (±½ multiples allowed with
the half-angle types) and terms free of angles, if a sin/cos of an angle is
nested in another, if an if-then-else's condition uses an angle, or for an
uninterpreted function. */
Expression Substitute(const Expression& e, const SinCosSubstitution& subs);

/** Substitute(e, subs) for each entry of a matrix of Expression. */
template <typename Derived>
MatrixLikewise<Expression, Derived> Substitute(
    const Eigen::MatrixBase<Derived>& m, const SinCosSubstitution& subs) {
  static_assert(std::is_same_v<typename Derived::Scalar, Expression>,
                "Substitute(m, subs) takes a matrix of symbolic::Expression.");
  return m.unaryExpr(
      [&subs](const Expression& e) { return Substitute(e, subs); });
}

namespace internal {

/* SubstituteStereographicProjection() with the per-angle polynomials 1 + tᵢ²,
2tᵢ and 1 − tᵢ² and the variable sets given, for reuse across calls.
`e_poly`'s indeterminates include the sin/cos variables.
@throws std::exception if sin_cos, t and the three polynomial vectors differ
in size. */
symbolic::RationalFunction SubstituteStereographicProjectionImpl(
    const symbolic::Polynomial& e_poly, const std::vector<SinCos>& sin_cos,
    const symbolic::Variables& sin_cos_set,
    const VectorX<symbolic::Variable>& t, const symbolic::Variables& t_set,
    const VectorX<symbolic::Polynomial>& one_plus_t_angles_squared,
    const VectorX<symbolic::Polynomial>& two_t_angles,
    const VectorX<symbolic::Polynomial>& one_minus_t_angles_squared);

}  // namespace internal

/** Replaces cos θᵢ by (1 − tᵢ²)/(1 + tᵢ²) and sin θᵢ by 2tᵢ/(1 + tᵢ²) in the
polynomial `e` (whose indeterminates include the variables sin_cos[i].s and
.c), giving a rational function with the common denominator
Πᵢ (1 + tᵢ²)^dᵢ, dᵢ the highest combined degree of sᵢ and cᵢ in a term.
Its indeterminates are t and `e`'s indeterminates other than the sin/cos
variables (which are kept as they are). E.g. with (s₀, c₀), (s₁, c₁) and
t = (t₀, t₁), t₀·s₀·c₁ + 1 becomes
(2t₀²(1 − t₁²) + (1 + t₀²)(1 + t₁²)) / ((1 + t₀²)(1 + t₁²)).
tᵢ = tan(θᵢ/2).
@throws std::exception if t.rows() ≠ sin_cos.size(). */
[[nodiscard]] symbolic::RationalFunction SubstituteStereographicProjection(
    const symbolic::Polynomial& e, const std::vector<SinCos>& sin_cos,
    const VectorX<symbolic::Variable>& t);

}  // namespace symbolic
}  // namespace drake
