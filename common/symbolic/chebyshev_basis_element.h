#pragma once

/// @file
/// symbolic::ChebyshevBasisElement, a product of univariate Chebyshev
/// polynomials Tₚ₀(x₀)Tₚ₁(x₁)⋯ (Drake's
/// common/symbolic/chebyshev_basis_element.h).

#include <map>
#include <string>
#include <utility>

#include "drake/common/drake_copyable.h"
#include "drake/common/fmt.h"
#include "drake/common/hash.h"
#include "drake/common/symbolic/polynomial_basis_element.h"

namespace drake {
namespace symbolic {

/** An element of the Chebyshev basis: ∏ᵢ Tₚᵢ(xᵢ), each factor a Chebyshev
polynomial of the first kind (see ChebyshevPolynomial) of degree pᵢ ≥ 1 in
its own variable. */
class ChebyshevBasisElement : public PolynomialBasisElement {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(ChebyshevBasisElement);

  /** The element 1 (T₀). */
  ChebyshevBasisElement();

  /** ∏ T_d(v) over the (v → d) of `var_to_degree_map`.
  @throws std::exception if a degree is negative. */
  explicit ChebyshevBasisElement(
      const std::map<Variable, int>& var_to_degree_map);

  /** T₁(var). */
  explicit ChebyshevBasisElement(const Variable& var);

  /** Tₙ(var) with n = `degree`.
  @throws std::exception if degree < 0. */
  ChebyshevBasisElement(const Variable& var, int degree);

  /** The element 1 (used by Eigen to zero-initialize matrices). */
  explicit ChebyshevBasisElement(std::nullptr_t);

  /** ∏ᵢ T_{degrees(i)}(vars(i)).
  @throws std::exception if the sizes differ, a variable repeats or a degree
  is negative. */
  ChebyshevBasisElement(const Eigen::Ref<const VectorX<Variable>>& vars,
                        const Eigen::Ref<const Eigen::VectorXi>& degrees);

  ~ChebyshevBasisElement() override;

  /** The lexicographic order of PolynomialBasisElement. */
  bool operator<(const ChebyshevBasisElement& other) const;

  /** The derivative in `var` as a weighted sum of Chebyshev basis elements
  (element → weight), from dTₙ/dx = n·Uₙ₋₁: for even n, 2n·∑ Tⱼ over odd
  j < n; for odd n, 2n·∑ Tⱼ over even 0 < j < n, plus n·T₀. The other
  factors are kept. Empty if `var` is not a variable of this element. */
  [[nodiscard]] std::map<ChebyshevBasisElement, double> Differentiate(
      const Variable& var) const;

  /** An antiderivative in `var` as a weighted sum of Chebyshev basis
  elements (element → weight): ∫Tₙ dx = Tₙ₊₁/(2n+2) − Tₙ₋₁/(2n−2) for n ≥ 2,
  ∫T₁ dx = T₂/4 + T₀/4 (= x²/2) and, if `var` is not a variable of this
  element, this element times T₁(var). */
  [[nodiscard]] std::map<ChebyshevBasisElement, double> Integrate(
      const Variable& var) const;

  /** Adds the degrees of `other` to this element's, variable by variable
  (so T₁(x)T₃(y) merged with T₂(x)T₄(z) is T₃(x)T₃(y)T₄(z)); note that this
  is not the product of the two. */
  void MergeBasisElementInPlace(const ChebyshevBasisElement& other);

  /** Evaluates the factors whose variable `env` gives a value: returns
  (the product of those factors' values, the element of the other
  factors). E.g. T₂(x)T₃(y)T₁(z) with x = 3, y = 2 gives (17·26, T₁(z)). */
  [[nodiscard]] std::pair<double, ChebyshevBasisElement> EvaluatePartial(
      const Environment& env) const;

  /** Implements the hash_append concept. */
  template <class HashAlgorithm>
  // NOLINTNEXTLINE(runtime/references) Per hash_append convention.
  friend void hash_append(HashAlgorithm& hasher,
                          const ChebyshevBasisElement& item) noexcept {
    using drake::hash_append;
    // The total degree is a function of the map.
    hash_append(hasher, item.var_to_degree_map());
  }

 private:
  [[nodiscard]] double DoEvaluate(double variable_val,
                                  int degree) const override;
  [[nodiscard]] Expression DoToExpression() const override;
};

/** The product a·b as a weighted sum of Chebyshev basis elements (element →
weight). Each variable common to both, with degrees m and n, contributes the
factor (T_{m+n} + T_{|m−n|})/2; the others keep their factor. E.g.
T₁(x)T₂(y) · T₃(x)T₁(y) = (T₄(x)T₃(y) + T₄(x)T₁(y) + T₂(x)T₃(y) +
T₂(x)T₁(y))/4. */
std::map<ChebyshevBasisElement, double> operator*(
    const ChebyshevBasisElement& a, const ChebyshevBasisElement& b);

/** E.g. "T2(x)T3(y)"; "T0()" for the element 1. */
std::string to_string(const ChebyshevBasisElement& m);

}  // namespace symbolic
}  // namespace drake

namespace std {
template <>
struct hash<drake::symbolic::ChebyshevBasisElement>
    : public drake::DefaultHash {};
}  // namespace std

namespace Eigen {
template <>
struct NumTraits<drake::symbolic::ChebyshevBasisElement>
    : GenericNumTraits<drake::symbolic::ChebyshevBasisElement> {
  static inline int digits() { return 0; }
  static inline int digits10() { return 0; }
  static inline int max_digits10() { return 0; }
};
}  // namespace Eigen

DRAKE_FORMATTER_AS(, drake::symbolic, ChebyshevBasisElement, x,
                   drake::symbolic::to_string(x))
