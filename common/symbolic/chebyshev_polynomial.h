#pragma once

/// @file
/// symbolic::ChebyshevPolynomial, a univariate Chebyshev polynomial of the
/// first kind Tₙ(x) (Drake's common/symbolic/chebyshev_polynomial.h).

#include <string>
#include <utility>
#include <vector>

#include <Eigen/Core>

#include "drake/common/drake_copyable.h"
#include "drake/common/fmt.h"
#include "drake/common/hash.h"
#include "drake/common/symbolic/expression.h"
#include "drake/common/symbolic/polynomial.h"

namespace drake {
namespace symbolic {

/** The Chebyshev polynomial of the first kind Tₙ(x), the polynomial with
Tₙ(cos θ) = cos(nθ); equivalently T₀ = 1, T₁ = x and
Tₙ₊₁(x) = 2x·Tₙ(x) − Tₙ₋₁(x). */
class ChebyshevPolynomial {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(ChebyshevPolynomial);

  /** Tₙ(var) with n = `degree`.
  @throws std::exception if degree < 0. */
  ChebyshevPolynomial(Variable var, int degree);

  /** The variable x. */
  [[nodiscard]] const Variable& var() const { return var_; }

  /** The degree n. */
  [[nodiscard]] int degree() const { return degree_; }

  /** Tₙ(x) in the monomial basis, e.g. T₃(x) = 4x³ − 3x. */
  [[nodiscard]] Polynomial ToPolynomial() const;

  /** Tₙ(var_val). */
  [[nodiscard]] double Evaluate(double var_val) const;

  /** True iff both have the same variable and degree, or both have degree
  0 (T₀(x) = T₀(y) = 1). */
  bool operator==(const ChebyshevPolynomial& other) const;
  bool operator!=(const ChebyshevPolynomial& other) const;

  /** Orders by variable, then by degree; T₀ (whatever its variable) is
  less than any polynomial of positive degree. */
  bool operator<(const ChebyshevPolynomial& other) const;

  /** dTₙ(x)/dx = n·Uₙ₋₁(x) as a weighted sum of first-kind polynomials,
  a list of (Tⱼ, weight): for even n, (Tⱼ, 2n) for odd j from 1 to n − 1;
  for odd n, (T₀, n) first, then (Tⱼ, 2n) for even j from 2 to n − 1. Empty
  for n = 0. */
  [[nodiscard]] std::vector<std::pair<ChebyshevPolynomial, double>>
  Differentiate() const;

  /** Implements the hash_append concept (all T₀ hash alike). */
  template <class HashAlgorithm>
  // NOLINTNEXTLINE(runtime/references) Per hash_append convention.
  friend void hash_append(HashAlgorithm& hasher,
                          const ChebyshevPolynomial& item) noexcept {
    using drake::hash_append;
    if (item.degree_ == 0) {
      hash_append(hasher, item.degree_);
    } else {
      hash_append(hasher, std::make_pair(item.var_.get_id(), item.degree_));
    }
  }

 private:
  Variable var_;
  int degree_{};
};

/** E.g. "T3(x)"; "T0()" for degree 0. */
std::string to_string(const ChebyshevPolynomial& p);

/** Tₙ(var_val) with n = `degree`, by the three-term recurrence.
@throws std::exception if degree < 0. */
double EvaluateChebyshevPolynomial(double var_val, int degree);

}  // namespace symbolic
}  // namespace drake

namespace std {
template <>
struct hash<drake::symbolic::ChebyshevPolynomial> : public drake::DefaultHash {
};
}  // namespace std

DRAKE_FORMATTER_AS(, drake::symbolic, ChebyshevPolynomial, x,
                   drake::symbolic::to_string(x))
