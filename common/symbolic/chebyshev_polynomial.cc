#include "drake/common/symbolic/chebyshev_polynomial.h"

#include <stdexcept>

#include <fmt/format.h>

namespace drake {
namespace symbolic {
namespace {

void ThrowIfNegativeDegree(const char* caller, int degree) {
  if (degree < 0) {
    throw std::invalid_argument(
        fmt::format("{}: the degree of a Chebyshev polynomial must be "
                    "non-negative, got {}.",
                    caller, degree));
  }
}

}  // namespace

ChebyshevPolynomial::ChebyshevPolynomial(Variable var, int degree)
    : var_{std::move(var)}, degree_{degree} {
  ThrowIfNegativeDegree("ChebyshevPolynomial", degree);
}

Polynomial ChebyshevPolynomial::ToPolynomial() const {
  if (degree_ == 0) return Polynomial(Monomial());
  // Tₖ₊₁ = 2x·Tₖ − Tₖ₋₁, carried as polynomials with x the indeterminate.
  const Polynomial x{Monomial(var_)};
  Polynomial previous{Monomial()};
  Polynomial current = x;
  for (int k = 1; k < degree_; ++k) {
    Polynomial next = 2 * x * current - previous;
    previous = std::move(current);
    current = std::move(next);
  }
  return current;
}

double ChebyshevPolynomial::Evaluate(double var_val) const {
  return EvaluateChebyshevPolynomial(var_val, degree_);
}

bool ChebyshevPolynomial::operator==(const ChebyshevPolynomial& other) const {
  if (degree_ != other.degree_) return false;
  return degree_ == 0 || var_.equal_to(other.var_);
}

bool ChebyshevPolynomial::operator!=(const ChebyshevPolynomial& other) const {
  return !(*this == other);
}

bool ChebyshevPolynomial::operator<(const ChebyshevPolynomial& other) const {
  if (degree_ == 0 || other.degree_ == 0) {
    return degree_ < other.degree_;
  }
  if (var_.less(other.var_)) return true;
  if (other.var_.less(var_)) return false;
  return degree_ < other.degree_;
}

std::vector<std::pair<ChebyshevPolynomial, double>>
ChebyshevPolynomial::Differentiate() const {
  std::vector<std::pair<ChebyshevPolynomial, double>> result;
  const int n = degree_;
  if (n == 0) return result;
  // Uₙ₋₁ = 2·(Tₙ₋₁ + Tₙ₋₃ + …), where the last term (T₀) counts once.
  if (n % 2 == 1) {
    result.emplace_back(ChebyshevPolynomial(var_, 0), n);
  }
  for (int j = (n % 2 == 1) ? 2 : 1; j < n; j += 2) {
    result.emplace_back(ChebyshevPolynomial(var_, j), 2.0 * n);
  }
  return result;
}

std::string to_string(const ChebyshevPolynomial& p) {
  if (p.degree() == 0) return "T0()";
  return fmt::format("T{}({})", p.degree(), p.var().get_name());
}

double EvaluateChebyshevPolynomial(double var_val, int degree) {
  ThrowIfNegativeDegree("EvaluateChebyshevPolynomial", degree);
  if (degree == 0) return 1.0;
  double previous = 1.0;
  double current = var_val;
  for (int k = 1; k < degree; ++k) {
    const double next = 2 * var_val * current - previous;
    previous = current;
    current = next;
  }
  return current;
}

}  // namespace symbolic
}  // namespace drake
