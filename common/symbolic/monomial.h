#pragma once

/// @file
/// symbolic::Monomial: a product of variables raised to non-negative integer
/// powers, without a coefficient (Drake's common/symbolic/monomial.h). As in
/// Drake, include "drake/common/symbolic/polynomial.h" rather than this file.

#include <cstddef>
#include <map>
#include <string>
#include <utility>

#include <Eigen/Core>

#include "drake/common/drake_copyable.h"
#include "drake/common/fmt.h"
#include "drake/common/hash.h"
#include "drake/common/symbolic/expression.h"

#ifndef DRAKE_COMMON_SYMBOLIC_POLYNOMIAL_H
#error Do not include this file. Use "drake/common/symbolic/polynomial.h".
#endif

namespace drake {
namespace symbolic {

/// A monomial ∏ᵢ xᵢ^kᵢ with integer kᵢ ≥ 1 (the coefficient is not part of
/// it). The default monomial is 1 (total degree 0).
class Monomial {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(Monomial);

  /// The monomial 1.
  Monomial() = default;

  /// The monomial 1 (used by Eigen to zero-initialize matrices).
  explicit Monomial(std::nullptr_t) : Monomial() {}

  /// The monomial ∏ v^k over `powers`; entries with k = 0 are dropped.
  /// @throws std::exception if an exponent is negative.
  explicit Monomial(const std::map<Variable, int>& powers);

  /// The monomial ∏ᵢ vars(i)^exponents(i); e.g. ([x, y, z], [2, 0, 1]) is
  /// x²z. @throws std::exception if the sizes differ or an exponent is
  /// negative.
  Monomial(const Eigen::Ref<const VectorX<Variable>>& vars,
           const Eigen::Ref<const Eigen::VectorXi>& exponents);

  /// Converts an expression of the form ∏ᵢ pow(xᵢ, kᵢ) (kᵢ positive integer
  /// constants, no coefficient other than 1).
  /// @throws std::exception if `e` is not of that form.
  explicit Monomial(const Expression& e);

  /// The monomial `var`.
  explicit Monomial(const Variable& var);

  /// The monomial var^exponent. @throws std::exception if exponent < 0.
  Monomial(const Variable& var, int exponent);

  /// The degree of this monomial in `v` (0 if absent).
  int degree(const Variable& v) const;

  /// The sum of the exponents.
  int total_degree() const { return total_degree_; }

  /// The variables with a positive exponent.
  Variables GetVariables() const;

  /// The map from each variable to its (positive) exponent.
  const std::map<Variable, int>& get_powers() const { return powers_; }

  /// The value under `env`.
  /// @throws std::exception if a variable of this monomial is not in `env`.
  double Evaluate(const Environment& env) const;

  /// The values for a batch: result(j) is this monomial with vars(i) =
  /// vars_values(i, j).
  /// @throws std::exception if `vars` misses a variable of this monomial or
  /// the row counts differ.
  Eigen::VectorXd Evaluate(
      const Eigen::Ref<const VectorX<symbolic::Variable>>& vars,
      const Eigen::Ref<const Eigen::MatrixXd>& vars_values) const;

  /// Substitutes the variables `env` assigns: returns (the product of their
  /// powers, the monomial of the remaining variables). E.g.
  /// (x³y²).EvaluatePartial({x: 2}) = (8, y²).
  std::pair<double, Monomial> EvaluatePartial(const Environment& env) const;

  /// This monomial as an Expression.
  Expression ToExpression() const;

  /// True iff both have the same variables with the same exponents.
  bool operator==(const Monomial& m) const;
  bool operator!=(const Monomial& m) const;

  /// Multiplies by `m` (adds exponents).
  Monomial& operator*=(const Monomial& m);

  /// Raises this monomial to `p`. @throws std::exception if p < 0.
  Monomial& pow_in_place(int p);

  /// Implements the hash_append concept.
  template <class HashAlgorithm>
  // NOLINTNEXTLINE(runtime/references) Per hash_append convention.
  friend void hash_append(HashAlgorithm& hasher,
                          const Monomial& item) noexcept {
    using drake::hash_append;
    for (const auto& [var, exponent] : item.powers_) {
      hash_append(hasher, var.get_id());
      hash_append(hasher, exponent);
    }
    hash_append(hasher, item.powers_.size());
  }

  /// E.g. "x^2 * y" ("1" for the monomial 1).
  std::string to_string() const;

 private:
  int total_degree_{0};
  std::map<Variable, int> powers_;
};

/// The product of two monomials.
Monomial operator*(Monomial m1, const Monomial& m2);

/// `m` raised to `p`. @throws std::exception if p < 0.
Monomial pow(Monomial m, int p);

std::ostream& operator<<(std::ostream& out, const Monomial& m);

}  // namespace symbolic
}  // namespace drake

namespace std {
template <>
struct hash<drake::symbolic::Monomial> : public drake::DefaultHash {};
}  // namespace std

namespace Eigen {
template <>
struct NumTraits<drake::symbolic::Monomial>
    : GenericNumTraits<drake::symbolic::Monomial> {
  static inline int digits() { return 0; }
  static inline int digits10() { return 0; }
  static inline int max_digits10() { return 0; }
};

namespace internal {
// Matrix<Monomial>::cast<Expression>().
template <>
EIGEN_DEVICE_FUNC inline drake::symbolic::Expression cast(
    const drake::symbolic::Monomial& m) {
  return m.ToExpression();
}
}  // namespace internal
}  // namespace Eigen

DRAKE_FORMATTER_AS(, drake::symbolic, Monomial, x, x.to_string())
