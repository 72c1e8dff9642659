#pragma once

/// @file
/// Monomial bases (Drake's common/symbolic/monomial_util.h): all monomials
/// of some variables up to a degree, in graded reverse lexicographic order.

#include <cstddef>
#include <functional>
#include <map>
#include <unordered_map>

#include <Eigen/Core>

#include "drake/common/drake_assert.h"
#include "drake/common/hash.h"
#include "drake/common/symbolic/polynomial.h"

namespace drake {
namespace symbolic {

/** Graded reverse lexicographic order of monomials, given an order of the
variables (`VariableOrder{}(v1, v2)` is true if v1 < v2). A monomial of
higher total degree comes first; between monomials of equal degree, compare
the exponents variable by variable from the smallest variable: at the first
difference, the monomial whose smallest differing variable is larger, or
which has the smaller exponent of the same variable, comes first. With
variables z < y < x this orders the degree-2 monomials x², xy, y², xz, yz,
z². */
template <typename VariableOrder>
struct GradedReverseLexOrder {
  /** True if m1 comes before (is greater than) m2. */
  bool operator()(const Monomial& m1, const Monomial& m2) const {
    if (m1.total_degree() != m2.total_degree()) {
      return m1.total_degree() > m2.total_degree();
    }
    auto it1 = m1.get_powers().begin();
    auto it2 = m2.get_powers().begin();
    for (; it1 != m1.get_powers().end() && it2 != m2.get_powers().end();
         ++it1, ++it2) {
      if (variable_order_(it2->first, it1->first)) return true;
      if (variable_order_(it1->first, it2->first)) return false;
      if (it1->second != it2->second) return it1->second < it2->second;
    }
    return false;  // Equal monomials.
  }

 private:
  VariableOrder variable_order_;
};

namespace internal {
/** Which total degrees a basis holds. */
enum class DegreeType {
  kEven,  ///< Even degree
  kOdd,   ///< Odd degree
  kAny,   ///< Any degree
};

/** The monomials of `vars` of total degree ≤ `degree` (and of the parity
`degree_type` asks for), in graded reverse lexicographic order.
@throws std::exception if `vars` is empty or degree < 0. */
VectorX<Monomial> ComputeMonomialBasisDynamic(const Variables& vars, int degree,
                                              DegreeType degree_type);

/** ComputeMonomialBasisDynamic() as a vector of `rows` rows (or Dynamic).
@throws std::exception if the count differs from a fixed `rows`. */
template <int rows>
Eigen::Matrix<Monomial, rows, 1> ComputeMonomialBasis(
    const Variables& vars, int degree,
    DegreeType degree_type = DegreeType::kAny) {
  VectorX<Monomial> basis =
      ComputeMonomialBasisDynamic(vars, degree, degree_type);
  if constexpr (rows != Eigen::Dynamic) {
    DRAKE_THROW_UNLESS(basis.size() == rows);
  }
  return basis;
}
}  // namespace internal

/** All monomials of `vars` of total degree ≤ `degree`, in graded reverse
lexicographic order (the variables ordered by their ids): for x > y > z and
degree 2, [x², xy, y², xz, yz, z², x, y, z, 1]. There are C(n + d, d) of them
for n variables.
@throws std::exception if `vars` is empty or degree < 0. */
Eigen::Matrix<Monomial, Eigen::Dynamic, 1> MonomialBasis(const Variables& vars,
                                                         int degree);

/** n choose k. */
constexpr int NChooseK(int n, int k) {
  return (k == 0) ? 1 : (n * NChooseK(n - 1, k - 1)) / k;
}

/** MonomialBasis(vars, degree) as a fixed-size vector for n variables.
@pre vars.size() == n. */
template <int n, int degree>
Eigen::Matrix<Monomial, NChooseK(n + degree, degree), 1> MonomialBasis(
    const Variables& vars) {
  static_assert(n > 0, "n should be a positive integer.");
  static_assert(degree >= 0, "degree should be a non-negative integer.");
  DRAKE_THROW_UNLESS(static_cast<int>(vars.size()) == n);
  return internal::ComputeMonomialBasis<NChooseK(n + degree, degree)>(vars,
                                                                      degree);
}

/** All monomials (in graded reverse lexicographic order) whose total degree
in each set of variables `vars` is at most the degree it maps to. E.g.
{{x₀, x₁}: 2, {y₀, y₁}: 1} gives x₀x₁y₀ but not x₀y₀y₁.
@throws std::exception if the sets overlap or a degree is negative. */
[[nodiscard]] VectorX<Monomial> MonomialBasis(
    const std::unordered_map<Variables, int>& variables_degree);

/** The monomials of `vars` of even total degree ≤ `degree` (graded reverse
lexicographic order): for x > y > z and degree 2, [x², xy, y², xz, yz, z², 1].
@throws std::exception if `vars` is empty or degree < 0. */
Eigen::Matrix<Monomial, Eigen::Dynamic, 1> EvenDegreeMonomialBasis(
    const Variables& vars, int degree);

/** The monomials of `vars` of odd total degree ≤ `degree` (graded reverse
lexicographic order).
@throws std::exception if `vars` is empty or degree < 0. */
Eigen::Matrix<Monomial, Eigen::Dynamic, 1> OddDegreeMonomialBasis(
    const Variables& vars, int degree);

/** The 2ⁿ monomials of `x` in which every variable has degree ≤ 1; sorted in
graded reverse lexicographic order if `sort_monomial` (for x₀ < x₁: [x₀x₁,
x₁, x₀, 1]), otherwise in no particular order. */
[[nodiscard]] VectorX<Monomial> CalcMonomialBasisOrderUpToOne(
    const Variables& x, bool sort_monomial = false);

}  // namespace symbolic
}  // namespace drake
