// Monomial bases: enumeration of exponent vectors, sorted in graded reverse
// lexicographic order.

#include "drake/common/symbolic/monomial_util.h"

#include <algorithm>
#include <set>
#include <stdexcept>
#include <vector>

#include <fmt/format.h>

namespace drake {
namespace symbolic {
namespace {

using MonomialSet =
    std::set<Monomial, GradedReverseLexOrder<std::less<Variable>>>;

// Inserts prefix · (every monomial of vars[index..] of total degree exactly
// `degree`).
void InsertMonomialsOfDegree(const std::vector<Variable>& vars, size_t index,
                             int degree, const Monomial& prefix,
                             MonomialSet* out) {
  if (degree == 0) {
    out->insert(prefix);
    return;
  }
  if (index + 1 == vars.size()) {
    out->insert(prefix * Monomial(vars[index], degree));
    return;
  }
  for (int k = degree; k >= 0; --k) {
    InsertMonomialsOfDegree(vars, index + 1, degree - k,
                            prefix * Monomial(vars[index], k), out);
  }
}

VectorX<Monomial> ToVector(const MonomialSet& set) {
  VectorX<Monomial> result(set.size());
  int i = 0;
  for (const Monomial& m : set) result(i++) = m;
  return result;
}

void CheckBasisArguments(const char* func, const Variables& vars, int degree) {
  if (vars.empty()) {
    throw std::logic_error(fmt::format("{}(): vars must not be empty.", func));
  }
  if (degree < 0) {
    throw std::logic_error(fmt::format(
        "{}(): degree must be non-negative, not {}.", func, degree));
  }
}

}  // namespace

namespace internal {
VectorX<Monomial> ComputeMonomialBasisDynamic(const Variables& vars, int degree,
                                              DegreeType degree_type) {
  CheckBasisArguments("MonomialBasis", vars, degree);
  const std::vector<Variable> var_list(vars.begin(), vars.end());
  const int first = degree_type == DegreeType::kOdd ? 1 : 0;
  const int stride = degree_type == DegreeType::kAny ? 1 : 2;
  MonomialSet monomials;
  for (int d = first; d <= degree; d += stride) {
    InsertMonomialsOfDegree(var_list, 0, d, Monomial(), &monomials);
  }
  return ToVector(monomials);
}
}  // namespace internal

Eigen::Matrix<Monomial, Eigen::Dynamic, 1> MonomialBasis(const Variables& vars,
                                                         int degree) {
  return internal::ComputeMonomialBasisDynamic(vars, degree,
                                               internal::DegreeType::kAny);
}

VectorX<Monomial> MonomialBasis(
    const std::unordered_map<Variables, int>& variables_degree) {
  Variables seen;
  MonomialSet products{Monomial()};
  for (const auto& [vars, degree] : variables_degree) {
    if (degree < 0) {
      throw std::logic_error(fmt::format(
          "MonomialBasis(): the degree {} of {} is negative.", degree, vars));
    }
    if (!intersect(seen, vars).empty()) {
      throw std::logic_error(
          fmt::format("MonomialBasis(): the variable sets overlap in {}.",
                      intersect(seen, vars)));
    }
    seen.insert(vars);
    if (vars.empty()) continue;
    const VectorX<Monomial> group = MonomialBasis(vars, degree);
    MonomialSet next;
    for (const Monomial& p : products) {
      for (int i = 0; i < group.size(); ++i) next.insert(p * group(i));
    }
    products = std::move(next);
  }
  return ToVector(products);
}

Eigen::Matrix<Monomial, Eigen::Dynamic, 1> EvenDegreeMonomialBasis(
    const Variables& vars, int degree) {
  return internal::ComputeMonomialBasisDynamic(vars, degree,
                                               internal::DegreeType::kEven);
}

Eigen::Matrix<Monomial, Eigen::Dynamic, 1> OddDegreeMonomialBasis(
    const Variables& vars, int degree) {
  return internal::ComputeMonomialBasisDynamic(vars, degree,
                                               internal::DegreeType::kOdd);
}

VectorX<Monomial> CalcMonomialBasisOrderUpToOne(const Variables& x,
                                                bool sort_monomial) {
  // Subset k of the variables holds variable i iff bit i of k is set.
  const std::vector<Variable> vars(x.begin(), x.end());
  if (vars.size() >= 31) {
    throw std::logic_error(fmt::format(
        "CalcMonomialBasisOrderUpToOne(): 2^{} monomials are too many.",
        vars.size()));
  }
  const int count = 1 << vars.size();
  std::vector<Monomial> monomials;
  monomials.reserve(count);
  for (int k = 0; k < count; ++k) {
    std::map<Variable, int> powers;
    for (size_t i = 0; i < vars.size(); ++i) {
      if (k & (1 << i)) powers.emplace(vars[i], 1);
    }
    monomials.emplace_back(powers);
  }
  if (sort_monomial) {
    std::sort(monomials.begin(), monomials.end(),
              GradedReverseLexOrder<std::less<Variable>>());
  }
  VectorX<Monomial> result(count);
  for (int k = 0; k < count; ++k) result(k) = monomials[k];
  return result;
}

}  // namespace symbolic
}  // namespace drake
