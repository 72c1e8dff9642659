#include "drake/common/symbolic/chebyshev_basis_element.h"

#include <cstdlib>
#include <vector>

#include "drake/common/symbolic/chebyshev_polynomial.h"

namespace drake {
namespace symbolic {

ChebyshevBasisElement::ChebyshevBasisElement() = default;

ChebyshevBasisElement::ChebyshevBasisElement(
    const std::map<Variable, int>& var_to_degree_map)
    : PolynomialBasisElement(var_to_degree_map) {}

ChebyshevBasisElement::ChebyshevBasisElement(const Variable& var)
    : ChebyshevBasisElement(var, 1) {}

ChebyshevBasisElement::ChebyshevBasisElement(const Variable& var, int degree)
    : PolynomialBasisElement(std::map<Variable, int>{{var, degree}}) {}

ChebyshevBasisElement::ChebyshevBasisElement(std::nullptr_t)
    : ChebyshevBasisElement() {}

ChebyshevBasisElement::ChebyshevBasisElement(
    const Eigen::Ref<const VectorX<Variable>>& vars,
    const Eigen::Ref<const Eigen::VectorXi>& degrees)
    : PolynomialBasisElement(vars, degrees) {}

ChebyshevBasisElement::~ChebyshevBasisElement() = default;

bool ChebyshevBasisElement::operator<(
    const ChebyshevBasisElement& other) const {
  return lexicographical_compare(other);
}

std::map<ChebyshevBasisElement, double> ChebyshevBasisElement::Differentiate(
    const Variable& var) const {
  std::map<ChebyshevBasisElement, double> result;
  const int n = degree(var);
  if (n == 0) return result;
  std::map<Variable, int> powers = var_to_degree_map();
  for (const auto& [t_j, weight] :
       ChebyshevPolynomial(var, n).Differentiate()) {
    powers[var] = t_j.degree();
    result[ChebyshevBasisElement(powers)] += weight;
  }
  return result;
}

std::map<ChebyshevBasisElement, double> ChebyshevBasisElement::Integrate(
    const Variable& var) const {
  std::map<Variable, int> powers = var_to_degree_map();
  const int n = degree(var);
  if (n == 0) {
    powers[var] = 1;
    return {{ChebyshevBasisElement(powers), 1.0}};
  }
  std::map<ChebyshevBasisElement, double> result;
  powers[var] = n + 1;
  result.emplace(ChebyshevBasisElement(powers), 1.0 / (2 * n + 2));
  powers[var] = n - 1;
  // For n = 1 the recurrence's second term is singular; x²/2 = (T₂ + T₀)/4.
  result.emplace(ChebyshevBasisElement(powers),
                 n == 1 ? 0.25 : -1.0 / (2 * n - 2));
  return result;
}

void ChebyshevBasisElement::MergeBasisElementInPlace(
    const ChebyshevBasisElement& other) {
  DoMergeBasisElementInPlace(other);
}

std::pair<double, ChebyshevBasisElement> ChebyshevBasisElement::EvaluatePartial(
    const Environment& env) const {
  double coeff{};
  std::map<Variable, int> remaining;
  DoEvaluatePartial(env, &coeff, &remaining);
  return {coeff, ChebyshevBasisElement(remaining)};
}

double ChebyshevBasisElement::DoEvaluate(double variable_val,
                                         int degree) const {
  return EvaluateChebyshevPolynomial(variable_val, degree);
}

Expression ChebyshevBasisElement::DoToExpression() const {
  Expression result{1.0};
  for (const auto& [var, degree] : var_to_degree_map()) {
    result *= ChebyshevPolynomial(var, degree).ToPolynomial().ToExpression();
  }
  return result;
}

std::map<ChebyshevBasisElement, double> operator*(
    const ChebyshevBasisElement& a, const ChebyshevBasisElement& b) {
  // The product expands into terms, one per choice of T_{m+n} or T_{|m−n|}
  // for each common variable; each term is built as a variable → degree map.
  std::vector<std::map<Variable, int>> terms(1);
  double weight = 1.0;
  std::map<Variable, int> all = a.var_to_degree_map();
  for (const auto& entry : b.var_to_degree_map()) {
    all.emplace(entry.first, 0);
  }
  for (const auto& entry : all) {
    const Variable& var = entry.first;
    const int m = a.degree(var);
    const int n = b.degree(var);
    if (m == 0 || n == 0) {
      for (auto& term : terms) term.emplace(var, m + n);
      continue;
    }
    weight *= 0.5;
    std::vector<std::map<Variable, int>> expanded;
    expanded.reserve(2 * terms.size());
    for (const auto& term : terms) {
      expanded.push_back(term);
      expanded.back().emplace(var, m + n);
      expanded.push_back(term);
      expanded.back().emplace(var, std::abs(m - n));
    }
    terms = std::move(expanded);
  }
  std::map<ChebyshevBasisElement, double> result;
  for (const auto& term : terms) {
    result[ChebyshevBasisElement(term)] += weight;
  }
  return result;
}

std::string to_string(const ChebyshevBasisElement& m) {
  if (m.var_to_degree_map().empty()) return "T0()";
  std::string result;
  for (const auto& [var, degree] : m.var_to_degree_map()) {
    result += to_string(ChebyshevPolynomial(var, degree));
  }
  return result;
}

}  // namespace symbolic
}  // namespace drake
