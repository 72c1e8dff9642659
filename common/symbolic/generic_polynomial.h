#pragma once

/// @file
/// symbolic::GenericPolynomial<BasisElement>, a polynomial written in a
/// chosen basis, the monomial or the Chebyshev basis (Drake's
/// common/symbolic/generic_polynomial.h).

#include <functional>
#include <map>
#include <ostream>
#include <stdexcept>
#include <string>
#include <type_traits>

#include <Eigen/Core>
#include <fmt/format.h>

#include "drake/common/drake_copyable.h"
#include "drake/common/fmt.h"
#include "drake/common/hash.h"
#include "drake/common/symbolic/chebyshev_basis_element.h"
#include "drake/common/symbolic/expression.h"
#include "drake/common/symbolic/monomial_basis_element.h"
#include "drake/common/symbolic/polynomial_basis_element.h"

namespace drake {
namespace symbolic {

/** A polynomial p = ∑ᵢ cᵢ·ϕᵢ(x) written in a basis: each ϕᵢ is a
`BasisElement` of the indeterminates x, each cᵢ an Expression of other
variables (the decision variables). Invariant: no variable is both an
indeterminate and a decision variable; an operation that would break it
throws.

Arithmetic with a Variable `v`: if `v` is an indeterminate it acts as the
basis element ϕ(v) of degree 1 (= v in both bases), otherwise as a
coefficient.

It is instantiated for BasisElement = MonomialBasisElement and
ChebyshevBasisElement.
@tparam BasisElement a subclass of PolynomialBasisElement. */
template <typename BasisElement>
class GenericPolynomial {
 public:
  static_assert(std::is_base_of_v<PolynomialBasisElement, BasisElement>,
                "GenericPolynomial: BasisElement must derive from "
                "PolynomialBasisElement.");

  /** The map from basis element to coefficient. */
  using MapType = std::map<BasisElement, Expression>;

  /** The zero polynomial. */
  GenericPolynomial() = default;

  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(GenericPolynomial);

  /** The zero polynomial (used by Eigen to zero-initialize matrices). */
  explicit GenericPolynomial(std::nullptr_t) : GenericPolynomial() {}

  /** ∑ coefficient·element over `init`; e.g. {x² → a, x³ → a + b} is
  a·x² + (a + b)·x³. The indeterminates are the elements' variables.
  @throws std::exception if a coefficient uses an indeterminate. */
  explicit GenericPolynomial(MapType init);

  /** The polynomial 1·m, whose indeterminates are m's variables. Implicit,
  so that the dot product of two vectors of BasisElement is a
  GenericPolynomial. */
  // NOLINTNEXTLINE(runtime/explicit)
  GenericPolynomial(const BasisElement& m);

  /** `e` as a polynomial whose indeterminates are all of `e`'s variables.
  @throws std::exception if `e` is not a polynomial. */
  explicit GenericPolynomial(const Expression& e);

  /** `e` as a polynomial in `indeterminates` (which are the result's
  indeterminates even where `e` does not use them); `e`'s other variables
  go into the coefficients.
  @throws std::exception if `e` is not a polynomial in `indeterminates`. */
  GenericPolynomial(const Expression& e, Variables indeterminates);

  /** The indeterminates. */
  [[nodiscard]] const Variables& indeterminates() const {
    return indeterminates_;
  }

  /** The decision variables (the variables of the coefficients). */
  [[nodiscard]] const Variables& decision_variables() const {
    return decision_variables_;
  }

  /** Makes `new_indeterminates` the indeterminates. If they include the
  current ones and none is a decision variable, only the set changes;
  otherwise the polynomial is rebuilt from its expression, so the elements
  and degrees may change (a·x² + b·x + c in {x} becomes x²·a + x·b + c in
  {a, b, c}). */
  void SetIndeterminates(const Variables& new_indeterminates);

  /** The map from each basis element to its coefficient. */
  [[nodiscard]] const MapType& basis_element_to_coefficient_map() const {
    return basis_element_to_coefficient_map_;
  }

  /** The highest degree in `v` over the basis elements. */
  [[nodiscard]] int Degree(const Variable& v) const;

  /** The highest total degree over the basis elements (0 if none). */
  [[nodiscard]] int TotalDegree() const;

  /** The polynomial as an Expression ∑ cᵢ·ϕᵢ(x), expanded. */
  [[nodiscard]] Expression ToExpression() const;

  /** ∂p/∂x, for `x` an indeterminate (the result stays in this basis) or a
  decision variable (the coefficients are differentiated); zero if `x` is
  neither. */
  [[nodiscard]] GenericPolynomial<BasisElement> Differentiate(
      const Variable& x) const;

  /** The row J(0, i) = ∂p/∂vars(i); `vars` is a column vector of Variable. */
  template <typename Derived>
  Eigen::Matrix<GenericPolynomial<BasisElement>, 1, Derived::RowsAtCompileTime>
  Jacobian(const Eigen::MatrixBase<Derived>& vars) const {
    static_assert(std::is_same_v<typename Derived::Scalar, Variable> &&
                      (Derived::ColsAtCompileTime == 1),
                  "GenericPolynomial::Jacobian() takes a column vector of "
                  "symbolic variables.");
    const Eigen::Index n = vars.size();
    Eigen::Matrix<GenericPolynomial<BasisElement>, 1,
                  Derived::RowsAtCompileTime>
        J(1, n);
    for (Eigen::Index i = 0; i < n; ++i) {
      J(0, i) = Differentiate(vars(i));
    }
    return J;
  }

  /** The value under `env`.
  @throws std::exception if `env` misses a variable of this polynomial. */
  [[nodiscard]] double Evaluate(const Environment& env) const;

  /** Substitutes the values `env` gives (indeterminates and decision
  variables alike), keeping the rest symbolic.
  @throws std::exception if a NaN comes up. */
  [[nodiscard]] GenericPolynomial<BasisElement> EvaluatePartial(
      const Environment& env) const;

  /** Substitutes var = c.
  @throws std::exception if a NaN comes up. */
  [[nodiscard]] GenericPolynomial<BasisElement> EvaluatePartial(
      const Variable& var, double c) const;

  /** Adds coeff·m.
  @throws std::exception if this would use a variable both as an
  indeterminate and as a decision variable. */
  GenericPolynomial<BasisElement>& AddProduct(const Expression& coeff,
                                              const BasisElement& m);

  /** A copy without the terms whose coefficient is a constant of magnitude
  ≤ `coefficient_tol`; e.g. with tolerance 10⁻³, 2x² + 3xy + 10⁻⁴x − 10⁻⁵
  becomes 2x² + 3xy. @throws std::exception if coefficient_tol < 0. */
  [[nodiscard]] GenericPolynomial<BasisElement>
  RemoveTermsWithSmallCoefficients(double coefficient_tol) const;

  GenericPolynomial<BasisElement>& operator+=(
      const GenericPolynomial<BasisElement>& p);
  GenericPolynomial<BasisElement>& operator+=(const BasisElement& m);
  GenericPolynomial<BasisElement>& operator+=(double c);
  /** See the class comment for how `v` is treated. */
  GenericPolynomial<BasisElement>& operator+=(const Variable& v);

  GenericPolynomial<BasisElement>& operator-=(
      const GenericPolynomial<BasisElement>& p);
  GenericPolynomial<BasisElement>& operator-=(const BasisElement& m);
  GenericPolynomial<BasisElement>& operator-=(double c);
  /** See the class comment for how `v` is treated. */
  GenericPolynomial<BasisElement>& operator-=(const Variable& v);

  /** The product, re-expanded in this basis (for Chebyshev elements, a
  product of two elements is a weighted sum of elements). */
  GenericPolynomial<BasisElement>& operator*=(
      const GenericPolynomial<BasisElement>& p);
  GenericPolynomial<BasisElement>& operator*=(const BasisElement& m);
  GenericPolynomial<BasisElement>& operator*=(double c);
  /** See the class comment for how `v` is treated. */
  GenericPolynomial<BasisElement>& operator*=(const Variable& v);

  /** Divides each coefficient by `c`. */
  GenericPolynomial<BasisElement>& operator/=(double c);

  /** True iff both have the same elements with structurally equal
  coefficients. */
  [[nodiscard]] bool EqualTo(const GenericPolynomial<BasisElement>& p) const;

  /** True iff both have the same elements with coefficients equal after
  expansion. */
  [[nodiscard]] bool EqualToAfterExpansion(
      const GenericPolynomial<BasisElement>& p) const;

  /** True iff every coefficient of the difference is a constant of
  magnitude within `tol` (an element missing from one side counts as a zero
  coefficient there). */
  bool CoefficientsAlmostEqual(const GenericPolynomial<BasisElement>& p,
                               double tol) const;

  /** The formula that the coefficients of p − this are all zero. */
  Formula operator==(const GenericPolynomial<BasisElement>& p) const;

  /** The negation of operator==. */
  Formula operator!=(const GenericPolynomial<BasisElement>& p) const;

  /** Implements the hash_append concept. */
  template <class HashAlgorithm>
  friend void hash_append(
      // NOLINTNEXTLINE(runtime/references) Per hash_append convention.
      HashAlgorithm& hasher,
      const GenericPolynomial<BasisElement>& item) noexcept {
    using drake::hash_append;
    for (const auto& [element, coeff] :
         item.basis_element_to_coefficient_map_) {
      hash_append(hasher, element);
      hash_append(hasher, coeff);
    }
    hash_append(hasher, item.basis_element_to_coefficient_map_.size());
  }

 private:
  // Throws if a variable is both an indeterminate and a decision variable.
  void CheckInvariant() const;

  MapType basis_element_to_coefficient_map_;
  Variables indeterminates_;
  Variables decision_variables_;
};

/** GenericPolynomial<BasisElement> when BasisElement derives from
PolynomialBasisElement, and no type otherwise: the return type of the free
operators below, so that they drop out of overload resolution for other
argument types. */
template <typename BasisElement>
using GenericPolynomialEnable =
    std::enable_if_t<std::is_base_of_v<PolynomialBasisElement, BasisElement>,
                     GenericPolynomial<BasisElement>>;

/** −p. */
template <typename BasisElement>
GenericPolynomialEnable<BasisElement> operator-(
    const GenericPolynomial<BasisElement>& p) {
  return -1.0 * p;
}

template <typename BasisElement>
GenericPolynomialEnable<BasisElement> operator+(
    GenericPolynomial<BasisElement> p1,
    const GenericPolynomial<BasisElement>& p2) {
  p1 += p2;
  return p1;
}
template <typename BasisElement>
GenericPolynomialEnable<BasisElement> operator+(
    GenericPolynomial<BasisElement> p, const BasisElement& m) {
  p += m;
  return p;
}
template <typename BasisElement>
GenericPolynomialEnable<BasisElement> operator+(
    GenericPolynomial<BasisElement> p, double c) {
  p += c;
  return p;
}
template <typename BasisElement>
GenericPolynomialEnable<BasisElement> operator+(
    const BasisElement& m, GenericPolynomial<BasisElement> p) {
  p += m;
  return p;
}
template <typename BasisElement>
GenericPolynomialEnable<BasisElement> operator+(const BasisElement& m1,
                                                const BasisElement& m2) {
  GenericPolynomial<BasisElement> p(m1);
  p += m2;
  return p;
}
template <typename BasisElement>
GenericPolynomialEnable<BasisElement> operator+(const BasisElement& m,
                                                double c) {
  GenericPolynomial<BasisElement> p(m);
  p += c;
  return p;
}
template <typename BasisElement>
GenericPolynomialEnable<BasisElement> operator+(
    double c, GenericPolynomial<BasisElement> p) {
  p += c;
  return p;
}
template <typename BasisElement>
GenericPolynomialEnable<BasisElement> operator+(double c,
                                                const BasisElement& m) {
  GenericPolynomial<BasisElement> p(m);
  p += c;
  return p;
}
template <typename BasisElement>
GenericPolynomialEnable<BasisElement> operator+(
    GenericPolynomial<BasisElement> p, const Variable& v) {
  p += v;
  return p;
}
template <typename BasisElement>
GenericPolynomialEnable<BasisElement> operator+(
    const Variable& v, GenericPolynomial<BasisElement> p) {
  p += v;
  return p;
}

template <typename BasisElement>
GenericPolynomialEnable<BasisElement> operator-(
    GenericPolynomial<BasisElement> p1,
    const GenericPolynomial<BasisElement>& p2) {
  p1 -= p2;
  return p1;
}
template <typename BasisElement>
GenericPolynomialEnable<BasisElement> operator-(
    GenericPolynomial<BasisElement> p, const BasisElement& m) {
  p -= m;
  return p;
}
template <typename BasisElement>
GenericPolynomialEnable<BasisElement> operator-(
    GenericPolynomial<BasisElement> p, double c) {
  p -= c;
  return p;
}
template <typename BasisElement>
GenericPolynomialEnable<BasisElement> operator-(
    const BasisElement& m, GenericPolynomial<BasisElement> p) {
  p *= -1.0;
  p += m;
  return p;
}
template <typename BasisElement>
GenericPolynomialEnable<BasisElement> operator-(const BasisElement& m1,
                                                const BasisElement& m2) {
  GenericPolynomial<BasisElement> p(m1);
  p -= m2;
  return p;
}
template <typename BasisElement>
GenericPolynomialEnable<BasisElement> operator-(const BasisElement& m,
                                                double c) {
  GenericPolynomial<BasisElement> p(m);
  p -= c;
  return p;
}
template <typename BasisElement>
GenericPolynomialEnable<BasisElement> operator-(
    double c, GenericPolynomial<BasisElement> p) {
  p *= -1.0;
  p += c;
  return p;
}
template <typename BasisElement>
GenericPolynomialEnable<BasisElement> operator-(double c,
                                                const BasisElement& m) {
  GenericPolynomial<BasisElement> p(m);
  p *= -1.0;
  p += c;
  return p;
}
template <typename BasisElement>
GenericPolynomialEnable<BasisElement> operator-(
    GenericPolynomial<BasisElement> p, const Variable& v) {
  p -= v;
  return p;
}
template <typename BasisElement>
GenericPolynomialEnable<BasisElement> operator-(
    const Variable& v, GenericPolynomial<BasisElement> p) {
  // v is an indeterminate of the result iff it is one of p.
  p *= -1.0;
  p += v;
  return p;
}

template <typename BasisElement>
GenericPolynomialEnable<BasisElement> operator*(
    GenericPolynomial<BasisElement> p1,
    const GenericPolynomial<BasisElement>& p2) {
  p1 *= p2;
  return p1;
}
template <typename BasisElement>
GenericPolynomialEnable<BasisElement> operator*(
    GenericPolynomial<BasisElement> p, const BasisElement& m) {
  p *= m;
  return p;
}
template <typename BasisElement>
GenericPolynomialEnable<BasisElement> operator*(
    GenericPolynomial<BasisElement> p, double c) {
  p *= c;
  return p;
}
template <typename BasisElement>
GenericPolynomialEnable<BasisElement> operator*(
    const BasisElement& m, GenericPolynomial<BasisElement> p) {
  p *= m;
  return p;
}
template <typename BasisElement>
GenericPolynomialEnable<BasisElement> operator*(const BasisElement& m,
                                                double c) {
  GenericPolynomial<BasisElement> p(m);
  p *= c;
  return p;
}
template <typename BasisElement>
GenericPolynomialEnable<BasisElement> operator*(
    double c, GenericPolynomial<BasisElement> p) {
  p *= c;
  return p;
}
template <typename BasisElement>
GenericPolynomialEnable<BasisElement> operator*(double c,
                                                const BasisElement& m) {
  GenericPolynomial<BasisElement> p(m);
  p *= c;
  return p;
}
template <typename BasisElement>
GenericPolynomialEnable<BasisElement> operator*(
    GenericPolynomial<BasisElement> p, const Variable& v) {
  p *= v;
  return p;
}
template <typename BasisElement>
GenericPolynomialEnable<BasisElement> operator*(
    const Variable& v, GenericPolynomial<BasisElement> p) {
  p *= v;
  return p;
}

/** p / v (each coefficient divided by v). */
template <typename BasisElement>
GenericPolynomialEnable<BasisElement> operator/(
    GenericPolynomial<BasisElement> p, double v) {
  p /= v;
  return p;
}

/** pⁿ, by repeated squaring (p⁰ is the polynomial 1).
@throws std::exception if n < 0. */
template <typename BasisElement>
GenericPolynomialEnable<BasisElement> pow(
    const GenericPolynomial<BasisElement>& p, int n) {
  if (n < 0) {
    throw std::runtime_error(fmt::format(
        "pow(): a GenericPolynomial can only be raised to a non-negative "
        "power, not {}.",
        n));
  }
  GenericPolynomial<BasisElement> result{BasisElement()};
  GenericPolynomial<BasisElement> square = p;
  // result · squareᵏ = pⁿ with k the remaining exponent.
  for (int k = n; k > 0; k /= 2) {
    if (k % 2 == 1) result *= square;
    if (k > 1) square *= square;
  }
  return result;
}

/** E.g. "2*x^2 + 3*1" for monomials, "2*T2(x) + 3*T0()" for Chebyshev
elements (each term as coefficient*element); "0" if zero. */
template <typename BasisElement>
std::string to_string(const GenericPolynomial<BasisElement>& p);

template <typename BasisElement>
std::ostream& operator<<(std::ostream& os,
                         const GenericPolynomial<BasisElement>& p) {
  return os << to_string(p);
}

extern template class GenericPolynomial<MonomialBasisElement>;
extern template class GenericPolynomial<ChebyshevBasisElement>;

}  // namespace symbolic
}  // namespace drake

namespace std {
template <typename BasisElement>
struct hash<drake::symbolic::GenericPolynomial<BasisElement>>
    : public drake::DefaultHash {};
}  // namespace std

namespace Eigen {
template <>
struct NumTraits<
    drake::symbolic::GenericPolynomial<drake::symbolic::MonomialBasisElement>>
    : GenericNumTraits<drake::symbolic::GenericPolynomial<
          drake::symbolic::MonomialBasisElement>> {
  static inline int digits() { return 0; }
  static inline int digits10() { return 0; }
  static inline int max_digits10() { return 0; }
};

template <>
struct NumTraits<
    drake::symbolic::GenericPolynomial<drake::symbolic::ChebyshevBasisElement>>
    : GenericNumTraits<drake::symbolic::GenericPolynomial<
          drake::symbolic::ChebyshevBasisElement>> {
  static inline int digits() { return 0; }
  static inline int digits10() { return 0; }
  static inline int max_digits10() { return 0; }
};
}  // namespace Eigen

DRAKE_FORMATTER_AS(typename BasisElement, drake::symbolic,
                   GenericPolynomial<BasisElement>, x,
                   drake::symbolic::to_string(x))
