#pragma once

/// @file
/// symbolic::PolynomialBasisElement, the common base of the elements of a
/// polynomial basis (Drake's common/symbolic/polynomial_basis_element.h), and
/// BasisElementGradedReverseLexOrder, the order in which bases are listed.

#include <map>

#include <Eigen/Core>

#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/common/symbolic/expression.h"

namespace drake {
namespace symbolic {

/** One element ϕ(x) of a polynomial basis, in which a polynomial is written
p(x) = ∑ᵢ cᵢ·ϕᵢ(x). An element is a product over its variables of a
univariate basis polynomial of some degree, and is stored as the map from
each variable to that degree: in the monomial basis {x → 2, y → 1} is x²y,
in the Chebyshev basis it is T₂(x)T₁(y). The empty map is the element 1.

A concrete element type `Derived` provides, besides the virtual hooks below:
`operator*(Derived, Derived)` and `Derived::Differentiate(var)` and
`Derived::Integrate(var)` returning a `std::map<Derived, double>` (a weighted
sum of elements), `Derived::operator<`, `Derived::EvaluatePartial(env)`
returning `std::pair<double, Derived>`, and
`Derived::MergeBasisElementInPlace(const Derived&)`. The protected helpers
lexicographical_compare(), DoEvaluatePartial() and
DoMergeBasisElementInPlace() implement the common part of those. */
class PolynomialBasisElement {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(PolynomialBasisElement);

  /** The element 1 (no variables). */
  PolynomialBasisElement() = default;

  /** The element with the given variable → degree map; entries of degree 0
  are dropped.
  @throws std::exception if a degree is negative. */
  explicit PolynomialBasisElement(
      const std::map<Variable, int>& var_to_degree_map);

  /** The element with degree degrees(i) in vars(i).
  @throws std::exception if the sizes differ, a variable is repeated, or a
  degree is negative. */
  PolynomialBasisElement(const Eigen::Ref<const VectorX<Variable>>& vars,
                         const Eigen::Ref<const Eigen::VectorXi>& degrees);

  virtual ~PolynomialBasisElement();

  /** The map from each variable to its (positive) degree. */
  [[nodiscard]] const std::map<Variable, int>& var_to_degree_map() const {
    return var_to_degree_map_;
  }

  /** The same map as var_to_degree_map(), under Monomial's name. */
  [[nodiscard]] const std::map<Variable, int>& get_powers() const {
    return var_to_degree_map_;
  }

  /** The sum of the degrees over the variables. */
  [[nodiscard]] int total_degree() const { return total_degree_; }

  /** The degree in `v` (0 if `v` is not a variable of this element). */
  [[nodiscard]] int degree(const Variable& v) const;

  /** The variables with a positive degree. */
  [[nodiscard]] Variables GetVariables() const;

  /** The value under `env`.
  @throws std::exception if `env` has no value for one of the variables. */
  [[nodiscard]] double Evaluate(const Environment& env) const;

  /** True iff both are of the same concrete type with the same map. */
  bool operator==(const PolynomialBasisElement& other) const;
  bool operator!=(const PolynomialBasisElement& other) const;

  /** This element as an Expression in its variables (e.g. T₂(x) is
  2x² − 1). */
  [[nodiscard]] Expression ToExpression() const;

 protected:
  /** The lexicographic order between two elements of the same concrete
  type: the maps are compared entry by entry in the variables' order; an
  element with a variable the other lacks (at the first difference) is the
  greater one, and a prefix is less than its extensions. */
  [[nodiscard]] bool lexicographical_compare(
      const PolynomialBasisElement& other) const;

  /** True iff the variable → degree maps are the same. */
  [[nodiscard]] virtual bool EqualTo(const PolynomialBasisElement& other) const;

  /** Evaluates the factors whose variable `e` gives a value: `coeff` is
  their product and `new_basis_element` the map of the other factors.
  @pre new_basis_element is empty. */
  void DoEvaluatePartial(const Environment& e, double* coeff,
                         std::map<Variable, int>* new_basis_element) const;

  int* get_mutable_total_degree() { return &total_degree_; }

  std::map<Variable, int>* get_mutable_var_to_degree_map() {
    return &var_to_degree_map_;
  }

  /** Adds the degrees of `other` to this element's, variable by variable (a
  missing variable has degree 0). */
  void DoMergeBasisElementInPlace(const PolynomialBasisElement& other);

 private:
  // The univariate basis polynomial of `degree` at `variable_val` (xⁿ for
  // monomials, Tₙ(x) for Chebyshev).
  [[nodiscard]] virtual double DoEvaluate(double variable_val,
                                          int degree) const = 0;

  [[nodiscard]] virtual Expression DoToExpression() const = 0;

  std::map<Variable, int> var_to_degree_map_;
  int total_degree_{};
};

/** The graded reverse lexicographic order of basis elements: a lower total
degree comes first; among equal total degrees, the variables are scanned in
`VariableOrder` (v1 before v2 if VariableOrder{}(v1, v2)) and at the first
difference the element that has the earlier variable, or the higher degree in
the same variable, comes first. With x before y before z, the elements up to
degree 2 are ordered 1, x, y, z, x², xy, xz, y², yz, z².
@tparam VariableOrder a strict order of Variable.
@tparam BasisElement a PolynomialBasisElement subclass (or Monomial). */
template <typename VariableOrder, typename BasisElement>
struct BasisElementGradedReverseLexOrder {
  /** True iff m1 comes before m2 in this order. */
  bool operator()(const BasisElement& m1, const BasisElement& m2) const {
    if (m1.total_degree() != m2.total_degree()) {
      return m1.total_degree() < m2.total_degree();
    }
    const std::map<Variable, int>& powers1 = m1.get_powers();
    const std::map<Variable, int>& powers2 = m2.get_powers();
    auto a = powers1.begin();
    auto b = powers2.begin();
    // Equal total degrees: neither map can run out before a difference.
    for (; a != powers1.end() && b != powers2.end(); ++a, ++b) {
      if (variable_order_(a->first, b->first)) {
        // m1 has a positive degree in a variable that m2 lacks here.
        return true;
      }
      if (variable_order_(b->first, a->first)) {
        return false;
      }
      if (a->second != b->second) {
        return a->second > b->second;
      }
    }
    return false;
  }

 private:
  VariableOrder variable_order_;
};

}  // namespace symbolic
}  // namespace drake

namespace Eigen {
namespace internal {
// Matrix<PolynomialBasisElement>::cast<Expression>().
template <>
EIGEN_DEVICE_FUNC inline drake::symbolic::Expression cast(
    const drake::symbolic::PolynomialBasisElement& m) {
  return m.ToExpression();
}
}  // namespace internal
}  // namespace Eigen
