#pragma once

/// @file
/// ComputePolynomialBasisUpToDegree: every element of a polynomial basis
/// (monomial, Chebyshev, …) up to a total degree, in graded reverse
/// lexicographic order (Drake's common/symbolic/polynomial_basis.h).

#include <functional>
#include <map>
#include <set>
#include <stdexcept>
#include <type_traits>

#include <Eigen/Core>
#include <fmt/format.h>

#include "drake/common/symbolic/expression.h"
#include "drake/common/symbolic/monomial_util.h"
#include "drake/common/symbolic/polynomial.h"
#include "drake/common/symbolic/polynomial_basis_element.h"

namespace drake {
namespace symbolic {
namespace internal {

/* Inserts into `bin` the element b·ϕ for every basis element ϕ of total
degree `degree` in `vars`, where b·ϕ adds the degrees variable by variable
(so with b = x²yz³, vars = {x, y} and degree 2 it inserts x⁴yz³, x³y²z³ and
x²y³z³). With degree 0 it inserts b; with empty vars and a positive degree,
nothing.
@tparam BasisElementOrder a strict order of BasisElement.
@tparam BasisElement a PolynomialBasisElement subclass (or Monomial). */
template <typename BasisElementOrder, typename BasisElement>
void AddPolynomialBasisElementsOfDegreeN(
    const Variables& vars, int degree, const BasisElement& b,
    std::set<BasisElement, BasisElementOrder>* const bin) {
  static_assert(std::is_base_of_v<PolynomialBasisElement, BasisElement> ||
                    std::is_same_v<BasisElement, Monomial>,
                "BasisElement must derive from PolynomialBasisElement.");
  if (degree == 0) {
    bin->insert(b);
    return;
  }
  if (vars.empty()) return;
  // The first variable takes k of the degree, the others the rest.
  const Variable& first = *vars.begin();
  const Variables rest = vars - first;
  for (int k = degree; k >= 0; --k) {
    std::map<Variable, int> powers = b.get_powers();
    powers[first] += k;
    AddPolynomialBasisElementsOfDegreeN(rest, degree - k, BasisElement(powers),
                                        bin);
  }
}

}  // namespace internal

/** All the basis elements in `vars` of total degree at most `degree` (all
degrees for kAny, the even ones for kEven, the odd ones for kOdd), in the
graded reverse lexicographic order of BasisElementGradedReverseLexOrder with
the variables' order: e.g. for {x, y} up to degree 2, 1, x, y, x², xy, y².
@tparam rows the number of elements, or Eigen::Dynamic.
@tparam BasisElement a PolynomialBasisElement subclass.
@throws std::exception if `vars` is empty, degree < 0, or a fixed `rows`
differs from the number of elements. */
template <int rows, typename BasisElement>
Eigen::Matrix<BasisElement, rows, 1> ComputePolynomialBasisUpToDegree(
    const Variables& vars, int degree, internal::DegreeType degree_type) {
  if (vars.empty()) {
    throw std::invalid_argument(
        "ComputePolynomialBasisUpToDegree(): the set of variables is empty.");
  }
  if (degree < 0) {
    throw std::invalid_argument(fmt::format(
        "ComputePolynomialBasisUpToDegree(): the degree {} is negative.",
        degree));
  }
  std::set<BasisElement,
           BasisElementGradedReverseLexOrder<std::less<Variable>, BasisElement>>
      elements;
  const int first_degree = degree_type == internal::DegreeType::kOdd ? 1 : 0;
  const int step = degree_type == internal::DegreeType::kAny ? 1 : 2;
  for (int d = first_degree; d <= degree; d += step) {
    internal::AddPolynomialBasisElementsOfDegreeN(vars, d, BasisElement(),
                                                  &elements);
  }
  const Eigen::Index count = static_cast<Eigen::Index>(elements.size());
  if (rows != Eigen::Dynamic && rows != count) {
    throw std::logic_error(fmt::format(
        "ComputePolynomialBasisUpToDegree(): {} elements requested at compile "
        "time, but there are {}.",
        rows, count));
  }
  Eigen::Matrix<BasisElement, rows, 1> basis(count);
  Eigen::Index i = 0;
  for (const BasisElement& element : elements) basis(i++) = element;
  return basis;
}

}  // namespace symbolic
}  // namespace drake
