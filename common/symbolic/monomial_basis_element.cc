#include "drake/common/symbolic/monomial_basis_element.h"

#include <cmath>
#include <stdexcept>
#include <vector>

#include <fmt/format.h>

#include "drake/common/symbolic/polynomial.h"

namespace drake {
namespace symbolic {
namespace {

// xⁿ in the Chebyshev basis of x, as (degree j, weight of Tⱼ) pairs:
// xⁿ = 2¹⁻ⁿ ∑ₖ C(n, k) Tₙ₋₂ₖ over 0 ≤ k ≤ n/2, the k = n/2 term halved (it is
// the T₀ term, which appears once in (e^{iθ} + e^{−iθ})ⁿ/2ⁿ, not twice).
std::vector<std::pair<int, double>> PowerInChebyshevBasis(int n) {
  std::vector<std::pair<int, double>> result;
  double binomial = 1.0;  // C(n, k)
  const double scale = std::ldexp(1.0, 1 - n);
  for (int k = 0; 2 * k <= n; ++k) {
    const double weight =
        (2 * k == n) ? scale * binomial / 2 : scale * binomial;
    result.emplace_back(n - 2 * k, weight);
    binomial = binomial * (n - k) / (k + 1);
  }
  return result;
}

}  // namespace

MonomialBasisElement::MonomialBasisElement() = default;

MonomialBasisElement::MonomialBasisElement(
    const std::map<Variable, int>& var_to_degree_map)
    : PolynomialBasisElement(var_to_degree_map) {}

MonomialBasisElement::MonomialBasisElement(const Expression& e)
    : PolynomialBasisElement(Monomial(e.Expand()).get_powers()) {}

MonomialBasisElement::MonomialBasisElement(
    const Eigen::Ref<const VectorX<Variable>>& vars,
    const Eigen::Ref<const Eigen::VectorXi>& degrees)
    : PolynomialBasisElement(vars, degrees) {}

MonomialBasisElement::MonomialBasisElement(const Variable& var)
    : MonomialBasisElement(var, 1) {}

MonomialBasisElement::MonomialBasisElement(const Variable& var, int degree)
    : PolynomialBasisElement(std::map<Variable, int>{{var, degree}}) {}

MonomialBasisElement::~MonomialBasisElement() = default;

std::pair<double, MonomialBasisElement> MonomialBasisElement::EvaluatePartial(
    const Environment& env) const {
  double coeff{};
  std::map<Variable, int> remaining;
  DoEvaluatePartial(env, &coeff, &remaining);
  return {coeff, MonomialBasisElement(remaining)};
}

MonomialBasisElement& MonomialBasisElement::pow_in_place(int p) {
  if (p < 0) {
    throw std::invalid_argument(fmt::format(
        "MonomialBasisElement::pow_in_place(): the power {} is negative.", p));
  }
  std::map<Variable, int>* powers = get_mutable_var_to_degree_map();
  if (p == 0) {
    powers->clear();
  } else {
    for (auto& entry : *powers) entry.second *= p;
  }
  *get_mutable_total_degree() *= p;
  return *this;
}

bool MonomialBasisElement::operator<(const MonomialBasisElement& other) const {
  return lexicographical_compare(other);
}

std::map<MonomialBasisElement, double> MonomialBasisElement::Differentiate(
    const Variable& var) const {
  const int n = degree(var);
  if (n == 0) return {};
  std::map<Variable, int> powers = var_to_degree_map();
  powers[var] = n - 1;
  return {{MonomialBasisElement(powers), static_cast<double>(n)}};
}

std::map<MonomialBasisElement, double> MonomialBasisElement::Integrate(
    const Variable& var) const {
  const int n = degree(var);
  std::map<Variable, int> powers = var_to_degree_map();
  powers[var] = n + 1;
  return {{MonomialBasisElement(powers), 1.0 / (n + 1)}};
}

void MonomialBasisElement::MergeBasisElementInPlace(
    const MonomialBasisElement& other) {
  DoMergeBasisElementInPlace(other);
}

std::map<ChebyshevBasisElement, double> MonomialBasisElement::ToChebyshevBasis()
    const {
  // Multiply out the univariate expansions, one variable at a time.
  std::map<ChebyshevBasisElement, double> result{
      {ChebyshevBasisElement(), 1.0}};
  for (const auto& [var, n] : var_to_degree_map()) {
    std::map<ChebyshevBasisElement, double> next;
    for (const auto& [element, weight] : result) {
      for (const auto& [j, weight_j] : PowerInChebyshevBasis(n)) {
        std::map<Variable, int> powers = element.var_to_degree_map();
        powers.emplace(var, j);
        next[ChebyshevBasisElement(powers)] += weight * weight_j;
      }
    }
    result = std::move(next);
  }
  return result;
}

double MonomialBasisElement::DoEvaluate(double variable_val, int degree) const {
  return std::pow(variable_val, degree);
}

Expression MonomialBasisElement::DoToExpression() const {
  return Monomial(var_to_degree_map()).ToExpression();
}

std::string to_string(const MonomialBasisElement& m) {
  return Monomial(m.var_to_degree_map()).to_string();
}

std::map<MonomialBasisElement, double> operator*(
    const MonomialBasisElement& m1, const MonomialBasisElement& m2) {
  MonomialBasisElement product = m1;
  product.MergeBasisElementInPlace(m2);
  return {{product, 1.0}};
}

std::map<MonomialBasisElement, double> pow(MonomialBasisElement m, int p) {
  return {{m.pow_in_place(p), 1.0}};
}

}  // namespace symbolic
}  // namespace drake
