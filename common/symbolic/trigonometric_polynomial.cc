#include "drake/common/symbolic/trigonometric_polynomial.h"

#include <cmath>
#include <stdexcept>
#include <string>

#include <fmt/format.h>

namespace drake {
namespace symbolic {
namespace {

// sin and cos of one argument, after substitution.
struct SinAndCos {
  Expression sin;
  Expression cos;
};

// sin(a + b) and cos(a + b) from those of a and b.
SinAndCos AngleSum(const SinAndCos& a, const SinAndCos& b) {
  return {a.sin * b.cos + a.cos * b.sin, a.cos * b.cos - a.sin * b.sin};
}

class SinCosSubstituter {
 public:
  explicit SinCosSubstituter(const SinCosSubstitution& subs) : subs_(subs) {}

  // `e` with every sin/cos of an angle replaced.
  Expression Substitute(const Expression& e) const {
    if (!UsesAngle(e)) return e;
    using K = ExpressionKind;
    switch (e.get_kind()) {
      case K::Constant:
      case K::Var:
      case K::NaN:
        return e;
      case K::Add: {
        Expression result{get_constant_in_addition(e)};
        for (const auto& [term, coeff] : get_expr_to_coeff_map_in_addition(e)) {
          result += coeff * Substitute(term);
        }
        return result;
      }
      case K::Mul: {
        Expression result{get_constant_in_multiplication(e)};
        for (const auto& [base, exponent] :
             get_base_to_exponent_map_in_multiplication(e)) {
          result *= pow(Substitute(base), Substitute(exponent));
        }
        return result;
      }
      case K::Div:
        return Substitute(get_first_argument(e)) /
               Substitute(get_second_argument(e));
      case K::Pow:
        return pow(Substitute(get_first_argument(e)),
                   Substitute(get_second_argument(e)));
      case K::Sin:
        return Of(get_argument(e)).sin;
      case K::Cos:
        return Of(get_argument(e)).cos;
      case K::Tan: {
        const SinAndCos sc = Of(get_argument(e));
        return sc.sin / sc.cos;
      }
      case K::Log:
        return log(Substitute(get_argument(e)));
      case K::Abs:
        return abs(Substitute(get_argument(e)));
      case K::Exp:
        return exp(Substitute(get_argument(e)));
      case K::Sqrt:
        return sqrt(Substitute(get_argument(e)));
      case K::Asin:
        return asin(Substitute(get_argument(e)));
      case K::Acos:
        return acos(Substitute(get_argument(e)));
      case K::Atan:
        return atan(Substitute(get_argument(e)));
      case K::Sinh:
        return sinh(Substitute(get_argument(e)));
      case K::Cosh:
        return cosh(Substitute(get_argument(e)));
      case K::Tanh:
        return tanh(Substitute(get_argument(e)));
      case K::Ceil:
        return ceil(Substitute(get_argument(e)));
      case K::Floor:
        return floor(Substitute(get_argument(e)));
      case K::Atan2:
        return atan2(Substitute(get_first_argument(e)),
                     Substitute(get_second_argument(e)));
      case K::Min:
        return min(Substitute(get_first_argument(e)),
                   Substitute(get_second_argument(e)));
      case K::Max:
        return max(Substitute(get_first_argument(e)),
                   Substitute(get_second_argument(e)));
      case K::IfThenElse: {
        const Formula& condition = get_conditional_formula(e);
        if (UsesAngle(condition.GetFreeVariables())) {
          throw std::runtime_error(fmt::format(
              "Substitute(): the condition {} uses an angle variable; "
              "substituting sin/cos into formulas is not supported.",
              condition));
        }
        return if_then_else(condition, Substitute(get_then_expression(e)),
                            Substitute(get_else_expression(e)));
      }
      case K::UninterpretedFunction:
        break;
    }
    throw std::runtime_error(
        "Substitute(): uninterpreted functions are not supported by the "
        "sin/cos substitution.");
  }

 private:
  bool UsesAngle(const Variables& vars) const {
    for (const Variable& v : vars) {
      if (subs_.contains(v)) return true;
    }
    return false;
  }

  bool UsesAngle(const Expression& e) const {
    return UsesAngle(e.GetVariables());
  }

  // sin(arg) and cos(arg), substituted.
  SinAndCos Of(const Expression& arg) const {
    if (!UsesAngle(arg)) return {sin(arg), cos(arg)};
    using K = ExpressionKind;
    switch (arg.get_kind()) {
      case K::Var:
        return OfMultiple(1.0, get_variable(arg), arg);
      case K::Add: {
        // Fold the angle-sum formula over c₀ + Σ kᵢ·tᵢ.
        const double c0 = get_constant_in_addition(arg);
        SinAndCos result{Expression{std::sin(c0)}, Expression{std::cos(c0)}};
        bool first = (c0 == 0.0);
        for (const auto& [term, coeff] :
             get_expr_to_coeff_map_in_addition(arg)) {
          const SinAndCos term_sc = Of(coeff * term);
          result = first ? term_sc : AngleSum(result, term_sc);
          first = false;
        }
        return result;
      }
      case K::Mul: {
        const auto& factors = get_base_to_exponent_map_in_multiplication(arg);
        if (factors.size() == 1 && is_one(factors.begin()->second) &&
            is_variable(factors.begin()->first)) {
          return OfMultiple(get_constant_in_multiplication(arg),
                            get_variable(factors.begin()->first), arg);
        }
        break;
      }
      default:
        break;
    }
    ThrowUnsupported(arg);
  }

  // sin(k·q) and cos(k·q) for an angle q.
  SinAndCos OfMultiple(double k, const Variable& q,
                       const Expression& arg) const {
    const auto it = subs_.find(q);
    if (it == subs_.end()) ThrowUnsupported(arg);
    const SinCos& sc = it->second;
    const bool half = sc.type != SinCosSubstitutionType::kAngle;
    if (half && std::abs(k) == 0.5) {
      return {k > 0 ? Expression(sc.s) : -Expression(sc.s), Expression(sc.c)};
    }
    if (k != std::floor(k)) ThrowUnsupported(arg);
    // sin(q) and cos(q) in the substitution's variables.
    SinAndCos unit{Expression(sc.s), Expression(sc.c)};
    if (half) {
      unit.sin = 2 * sc.s * sc.c;
      unit.cos = sc.type == SinCosSubstitutionType::kHalfAnglePreferSin
                     ? 1 - 2 * sc.s * sc.s
                     : 2 * sc.c * sc.c - 1;
    }
    const int n = static_cast<int>(std::abs(k));
    SinAndCos result{Expression{0.0}, Expression{1.0}};
    for (int i = 0; i < n; ++i) {
      result = (i == 0) ? unit : AngleSum(result, unit);
    }
    if (k < 0) result.sin = -result.sin;
    return result;
  }

  [[noreturn]] void ThrowUnsupported(const Expression& arg) const {
    throw std::runtime_error(fmt::format(
        "Substitute(): cannot substitute sin/cos of {}; the argument must be "
        "a sum of integer multiples of the angle variables (or ±0.5 times "
        "one with a half-angle substitution) and terms free of them.",
        arg));
  }

  const SinCosSubstitution& subs_;
};

void ThrowUnlessSameSize(const char* what, Eigen::Index size,
                         Eigen::Index expected) {
  if (size != expected) {
    throw std::logic_error(fmt::format(
        "SubstituteStereographicProjection(): {} has {} entries, but there "
        "are {} angles.",
        what, size, expected));
  }
}

}  // namespace

Expression Substitute(const Expression& e, const SinCosSubstitution& subs) {
  return SinCosSubstituter(subs).Substitute(e);
}

namespace internal {

RationalFunction SubstituteStereographicProjectionImpl(
    const Polynomial& e_poly, const std::vector<SinCos>& sin_cos,
    const Variables& sin_cos_set, const VectorX<Variable>& t,
    const Variables& t_set,
    const VectorX<Polynomial>& one_plus_t_angles_squared,
    const VectorX<Polynomial>& two_t_angles,
    const VectorX<Polynomial>& one_minus_t_angles_squared) {
  const Eigen::Index n = static_cast<Eigen::Index>(sin_cos.size());
  ThrowUnlessSameSize("t", t.rows(), n);
  ThrowUnlessSameSize("one_plus_t_angles_squared",
                      one_plus_t_angles_squared.rows(), n);
  ThrowUnlessSameSize("two_t_angles", two_t_angles.rows(), n);
  ThrowUnlessSameSize("one_minus_t_angles_squared",
                      one_minus_t_angles_squared.rows(), n);

  // dᵢ: the highest degree of sᵢ and cᵢ together over the terms.
  std::vector<int> max_degree(n, 0);
  for (const auto& entry : e_poly.monomial_to_coefficient_map()) {
    const Monomial& m = entry.first;
    for (Eigen::Index i = 0; i < n; ++i) {
      max_degree[i] = std::max(max_degree[i],
                               m.degree(sin_cos[i].s) + m.degree(sin_cos[i].c));
    }
  }
  Polynomial denominator{Monomial()};
  for (Eigen::Index i = 0; i < n; ++i) {
    if (max_degree[i] > 0) {
      denominator *= pow(one_plus_t_angles_squared(i), max_degree[i]);
    }
  }
  // Each term sᵢ^a·cᵢ^b becomes (2tᵢ)^a·(1 − tᵢ²)^b·(1 + tᵢ²)^(dᵢ − a − b)
  // over the common denominator; the other variables are kept.
  Polynomial numerator;
  for (const auto& [m, coeff] : e_poly.monomial_to_coefficient_map()) {
    Polynomial term(coeff, t_set);
    for (const auto& [var, exponent] : m.get_powers()) {
      if (!sin_cos_set.include(var)) term *= Monomial(var, exponent);
    }
    for (Eigen::Index i = 0; i < n; ++i) {
      const int a = m.degree(sin_cos[i].s);
      const int b = m.degree(sin_cos[i].c);
      if (a > 0) term *= pow(two_t_angles(i), a);
      if (b > 0) term *= pow(one_minus_t_angles_squared(i), b);
      if (max_degree[i] - a - b > 0) {
        term *= pow(one_plus_t_angles_squared(i), max_degree[i] - a - b);
      }
    }
    numerator += term;
  }
  return RationalFunction(numerator, denominator);
}

}  // namespace internal

RationalFunction SubstituteStereographicProjection(
    const Polynomial& e, const std::vector<SinCos>& sin_cos,
    const VectorX<Variable>& t) {
  const Eigen::Index n = t.rows();
  ThrowUnlessSameSize("t", n, static_cast<Eigen::Index>(sin_cos.size()));
  VectorX<Polynomial> one_plus_t_squared(n);
  VectorX<Polynomial> two_t(n);
  VectorX<Polynomial> one_minus_t_squared(n);
  Variables sin_cos_set;
  for (Eigen::Index i = 0; i < n; ++i) {
    const Polynomial t_squared{Monomial(t(i), 2)};
    one_plus_t_squared(i) = 1.0 + t_squared;
    one_minus_t_squared(i) = 1.0 - t_squared;
    two_t(i) = 2.0 * Polynomial(Monomial(t(i)));
    sin_cos_set.insert(sin_cos[i].s);
    sin_cos_set.insert(sin_cos[i].c);
  }
  return internal::SubstituteStereographicProjectionImpl(
      e, sin_cos, sin_cos_set, t, Variables(t), one_plus_t_squared, two_t,
      one_minus_t_squared);
}

}  // namespace symbolic
}  // namespace drake
