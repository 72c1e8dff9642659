#include "drake/common/symbolic/replace_bilinear_terms.h"

#include <optional>
#include <stdexcept>
#include <unordered_map>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "drake/common/symbolic/polynomial.h"

namespace drake {
namespace symbolic {
namespace {

// The map from each variable of `v` to its index; throws on a repeat.
std::unordered_map<Variable::Id, int> IndexOf(
    const Eigen::Ref<const VectorX<Variable>>& v, const char* name) {
  std::unordered_map<Variable::Id, int> result;
  for (int i = 0; i < v.rows(); ++i) {
    if (!result.emplace(v(i).get_id(), i).second) {
      throw std::runtime_error(fmt::format(
          "ReplaceBilinearTerms(): the variable {} appears more than once in "
          "{}.",
          v(i).get_name(), name));
    }
  }
  return result;
}

std::optional<int> Find(const std::unordered_map<Variable::Id, int>& index,
                        const Variable& v) {
  const auto it = index.find(v.get_id());
  if (it == index.end()) return std::nullopt;
  return it->second;
}

}  // namespace

Expression ReplaceBilinearTerms(
    const Expression& e, const Eigen::Ref<const VectorX<Variable>>& x,
    const Eigen::Ref<const VectorX<Variable>>& y,
    const Eigen::Ref<const MatrixX<Expression>>& W) {
  if (W.rows() != x.rows() || W.cols() != y.rows()) {
    throw std::logic_error(fmt::format(
        "ReplaceBilinearTerms(): W is {}×{}, but x has {} entries and y {}.",
        W.rows(), W.cols(), x.rows(), y.rows()));
  }
  const auto x_index = IndexOf(x, "x");
  const auto y_index = IndexOf(y, "y");
  const Variables x_and_y = Variables(x) + Variables(y);
  const Polynomial p(e, x_and_y);

  Expression result{0.0};
  for (const auto& [monomial, coeff] : p.monomial_to_coefficient_map()) {
    if (monomial.total_degree() > 2) {
      throw std::runtime_error(fmt::format(
          "ReplaceBilinearTerms(): the term {} has degree {} in x and y; at "
          "most 2 is allowed.",
          monomial, monomial.total_degree()));
    }
    if (monomial.total_degree() < 2) {
      result += coeff * monomial.ToExpression();
      continue;
    }
    // A degree-2 monomial: u·v with u ≠ v, or u².
    std::vector<Variable> factors;
    for (const auto& [var, exponent] : monomial.get_powers()) {
      for (int k = 0; k < exponent; ++k) factors.push_back(var);
    }
    std::optional<int> i = Find(x_index, factors[0]);
    std::optional<int> j = Find(y_index, factors[1]);
    if (!(i && j)) {
      i = Find(x_index, factors[1]);
      j = Find(y_index, factors[0]);
    }
    if (!(i && j)) {
      throw std::runtime_error(fmt::format(
          "ReplaceBilinearTerms(): the term {} has degree 2 but is not the "
          "product of a variable of x and one of y.",
          monomial));
    }
    const Expression& w = W(*i, *j);
    if (!is_variable(w) && !intersect(w.GetVariables(), x_and_y).empty()) {
      throw std::runtime_error(fmt::format(
          "ReplaceBilinearTerms(): W({}, {}) = {} uses variables of x or y.",
          *i, *j, w));
    }
    result += coeff * w;
  }
  return result.Expand();
}

}  // namespace symbolic
}  // namespace drake
