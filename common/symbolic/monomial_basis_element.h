#pragma once

/// @file
/// symbolic::MonomialBasisElement, a monomial ∏ xᵢ^kᵢ as an element of the
/// monomial basis (Drake's common/symbolic/monomial_basis_element.h).

#include <map>
#include <string>
#include <type_traits>
#include <utility>

#include <Eigen/Core>

#include "drake/common/drake_copyable.h"
#include "drake/common/fmt.h"
#include "drake/common/hash.h"
#include "drake/common/symbolic/chebyshev_basis_element.h"
#include "drake/common/symbolic/polynomial_basis_element.h"

namespace drake {
namespace symbolic {

/** A monomial ∏ᵢ xᵢ^kᵢ with integer kᵢ ≥ 1, without a coefficient: x, x³y
and xy²z are monomial basis elements, 2xy or 1 + x are not. It plays the role
of Monomial in GenericPolynomial<MonomialBasisElement>. */
class MonomialBasisElement : public PolynomialBasisElement {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(MonomialBasisElement);

  /** The monomial 1 (total degree 0). */
  MonomialBasisElement();

  /** The monomial 1 (used by Eigen to zero-initialize matrices). */
  explicit MonomialBasisElement(std::nullptr_t) : MonomialBasisElement() {}

  /** ∏ v^k over the (v → k) of `var_to_degree_map`; k = 0 entries are
  dropped. @throws std::exception if an exponent is negative. */
  explicit MonomialBasisElement(
      const std::map<Variable, int>& var_to_degree_map);

  /** Converts an expression that expands to ∏ᵢ pow(xᵢ, kᵢ) (positive
  integer constant exponents, coefficient 1).
  @throws std::exception if `e` is not of that form. */
  explicit MonomialBasisElement(const Expression& e);

  /** ∏ᵢ vars(i)^degrees(i); e.g. ([x, y, z], [2, 0, 1]) is x²z.
  @throws std::exception if the sizes differ, a variable repeats or a degree
  is negative. */
  MonomialBasisElement(const Eigen::Ref<const VectorX<Variable>>& vars,
                       const Eigen::Ref<const Eigen::VectorXi>& degrees);

  /** The monomial `var`. */
  explicit MonomialBasisElement(const Variable& var);

  /** var^degree. @throws std::exception if degree < 0. */
  MonomialBasisElement(const Variable& var, int degree);

  ~MonomialBasisElement() override;

  /** Substitutes the variables `env` gives: returns (the product of their
  powers, the monomial of the other variables). E.g. (x³y²) with x = 2
  gives (8, y²); with x = 2, y = 3 it gives (72, 1). */
  [[nodiscard]] std::pair<double, MonomialBasisElement> EvaluatePartial(
      const Environment& env) const;

  /** Raises this monomial to `p` in place.
  @throws std::exception if p < 0. */
  MonomialBasisElement& pow_in_place(int p);

  /** The lexicographic order of PolynomialBasisElement. */
  bool operator<(const MonomialBasisElement& other) const;

  /** The derivative in `var` as a map monomial → coefficient: d(x³y²)/dx is
  {x²y² → 3}. Empty if `var` is not a variable of this monomial. */
  [[nodiscard]] std::map<MonomialBasisElement, double> Differentiate(
      const Variable& var) const;

  /** The antiderivative in `var` as a map monomial → coefficient: ∫x³y² dx
  is {x⁴y² → 1/4}; ∫x³y² dz is {x³y²z → 1}. */
  [[nodiscard]] std::map<MonomialBasisElement, double> Integrate(
      const Variable& var) const;

  /** Multiplies this monomial by `other` in place (adds the exponents). */
  void MergeBasisElementInPlace(const MonomialBasisElement& other);

  /** Implements the hash_append concept. */
  template <class HashAlgorithm>
  // NOLINTNEXTLINE(runtime/references) Per hash_append convention.
  friend void hash_append(HashAlgorithm& hasher,
                          const MonomialBasisElement& item) noexcept {
    using drake::hash_append;
    // The total degree is a function of the map.
    hash_append(hasher, item.var_to_degree_map());
  }

  /** This monomial in the Chebyshev basis, as a map element → coefficient.
  Per variable, xⁿ = 2¹⁻ⁿ ∑ₖ C(n, k)·Tₙ₋₂ₖ(x) over 0 ≤ k ≤ n/2, with the
  k = n/2 term halved; the factors of different variables multiply out.
  E.g. x² is {T₂(x) → 1/2, T₀ → 1/2}. */
  [[nodiscard]] std::map<ChebyshevBasisElement, double> ToChebyshevBasis()
      const;

  /** This monomial as a weighted sum of `BasisElement`s (element →
  coefficient); BasisElement is MonomialBasisElement (the monomial itself,
  weight 1) or ChebyshevBasisElement (ToChebyshevBasis()). */
  template <typename BasisElement>
  std::map<BasisElement, double> ToBasis() const {
    static_assert(std::is_same_v<BasisElement, MonomialBasisElement> ||
                      std::is_same_v<BasisElement, ChebyshevBasisElement>,
                  "MonomialBasisElement::ToBasis() supports the monomial and "
                  "Chebyshev bases only.");
    if constexpr (std::is_same_v<BasisElement, MonomialBasisElement>) {
      return {{*this, 1.0}};
    } else {
      return ToChebyshevBasis();
    }
  }

 private:
  [[nodiscard]] double DoEvaluate(double variable_val,
                                  int degree) const override;
  [[nodiscard]] Expression DoToExpression() const override;
};

/** E.g. "x^2 * y"; "1" for the monomial 1. */
std::string to_string(const MonomialBasisElement& m);

/** The product m1·m2, as the one-entry map {m1·m2 → 1} (so that every basis
element's product has the same type; a Chebyshev product is a weighted
sum). */
std::map<MonomialBasisElement, double> operator*(
    const MonomialBasisElement& m1, const MonomialBasisElement& m2);

/** m^p as the one-entry map {m^p → 1}.
@throws std::exception if p < 0. */
std::map<MonomialBasisElement, double> pow(MonomialBasisElement m, int p);

}  // namespace symbolic
}  // namespace drake

namespace std {
template <>
struct hash<drake::symbolic::MonomialBasisElement> : public drake::DefaultHash {
};
}  // namespace std

namespace Eigen {
template <>
struct NumTraits<drake::symbolic::MonomialBasisElement>
    : GenericNumTraits<drake::symbolic::MonomialBasisElement> {
  static inline int digits() { return 0; }
  static inline int digits10() { return 0; }
  static inline int max_digits10() { return 0; }
};

namespace internal {
// Matrix<MonomialBasisElement>::cast<Expression>().
template <>
EIGEN_DEVICE_FUNC inline drake::symbolic::Expression cast(
    const drake::symbolic::MonomialBasisElement& m) {
  return m.ToExpression();
}
}  // namespace internal
}  // namespace Eigen

DRAKE_FORMATTER_AS(, drake::symbolic, MonomialBasisElement, x,
                   drake::symbolic::to_string(x))
