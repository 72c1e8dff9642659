// Monomial: exponent bookkeeping, evaluation and conversion to and from
// Expression.

#define DRAKE_COMMON_SYMBOLIC_POLYNOMIAL_H
#include "drake/common/symbolic/monomial.h"
#undef DRAKE_COMMON_SYMBOLIC_POLYNOMIAL_H

#include <cmath>
#include <stdexcept>

#include <fmt/format.h>

namespace drake {
namespace symbolic {
namespace {

// The exponent `e` as a positive int, or throws naming `whole`.
int PositiveIntegerExponent(const Expression& e, const Expression& whole) {
  if (is_constant(e)) {
    const double value = get_constant_value(e);
    if (value >= 1 && value == std::floor(value) && value < 1e9) {
      return static_cast<int>(value);
    }
  }
  throw std::runtime_error(fmt::format(
      "Monomial: {} cannot be converted to a monomial: the exponent {} is not "
      "a positive integer.",
      whole, e));
}

// Multiplies `*powers` by base^exponent, where base must be a variable.
void AccumulateFactor(const Expression& base, int exponent,
                      const Expression& whole,
                      std::map<Variable, int>* powers) {
  if (!is_variable(base)) {
    throw std::runtime_error(fmt::format(
        "Monomial: {} cannot be converted to a monomial: the base {} is not a "
        "variable.",
        whole, base));
  }
  (*powers)[get_variable(base)] += exponent;
}

std::map<Variable, int> PowersOf(const Expression& e) {
  std::map<Variable, int> powers;
  switch (e.get_kind()) {
    case ExpressionKind::Constant:
      if (get_constant_value(e) != 1.0) {
        throw std::runtime_error(fmt::format(
            "Monomial: the constant {} is not a monomial (only 1 is).", e));
      }
      return powers;
    case ExpressionKind::Var:
      powers.emplace(get_variable(e), 1);
      return powers;
    case ExpressionKind::Pow:
      AccumulateFactor(get_first_argument(e),
                       PositiveIntegerExponent(get_second_argument(e), e), e,
                       &powers);
      return powers;
    case ExpressionKind::Mul:
      if (get_constant_in_multiplication(e) != 1.0) {
        throw std::runtime_error(fmt::format(
            "Monomial: {} cannot be converted to a monomial: its coefficient "
            "is not 1.",
            e));
      }
      for (const auto& [base, exponent] :
           get_base_to_exponent_map_in_multiplication(e)) {
        AccumulateFactor(base, PositiveIntegerExponent(exponent, e), e,
                         &powers);
      }
      return powers;
    default:
      throw std::runtime_error(fmt::format(
          "Monomial: {} cannot be converted to a monomial (a product of "
          "variables raised to positive integer powers).",
          e));
  }
}

int SumOfExponents(const std::map<Variable, int>& powers) {
  int total = 0;
  for (const auto& [var, exponent] : powers) {
    total += exponent;
  }
  return total;
}

void ThrowIfNegative(const Variable& var, int exponent) {
  if (exponent < 0) {
    throw std::logic_error(fmt::format(
        "Monomial: the exponent {} of {} is negative.", exponent, var));
  }
}

}  // namespace

Monomial::Monomial(const std::map<Variable, int>& powers) {
  for (const auto& [var, exponent] : powers) {
    ThrowIfNegative(var, exponent);
    if (exponent > 0) {
      powers_.emplace_hint(powers_.end(), var, exponent);
      total_degree_ += exponent;
    }
  }
}

Monomial::Monomial(const Eigen::Ref<const VectorX<Variable>>& vars,
                   const Eigen::Ref<const Eigen::VectorXi>& exponents) {
  if (vars.size() != exponents.size()) {
    throw std::logic_error(
        fmt::format("Monomial: {} variables but {} exponents.", vars.size(),
                    exponents.size()));
  }
  for (int i = 0; i < vars.size(); ++i) {
    ThrowIfNegative(vars(i), exponents(i));
    if (exponents(i) > 0) {
      powers_[vars(i)] += exponents(i);
      total_degree_ += exponents(i);
    }
  }
}

Monomial::Monomial(const Expression& e) : Monomial(std::map<Variable, int>()) {
  powers_ = PowersOf(e);
  total_degree_ = SumOfExponents(powers_);
}

Monomial::Monomial(const Variable& var) : total_degree_{1}, powers_{{var, 1}} {}

Monomial::Monomial(const Variable& var, int exponent) {
  ThrowIfNegative(var, exponent);
  if (exponent > 0) {
    powers_.emplace(var, exponent);
    total_degree_ = exponent;
  }
}

int Monomial::degree(const Variable& v) const {
  const auto it = powers_.find(v);
  return it == powers_.end() ? 0 : it->second;
}

Variables Monomial::GetVariables() const {
  Variables vars;
  for (const auto& [var, exponent] : powers_) {
    vars.insert(var);
  }
  return vars;
}

double Monomial::Evaluate(const Environment& env) const {
  double value = 1.0;
  for (const auto& [var, exponent] : powers_) {
    const auto it = env.find(var);
    if (it == env.end()) {
      throw std::runtime_error(fmt::format(
          "Monomial::Evaluate(): {} has no value for the variable {}.",
          to_string(), var));
    }
    value *= std::pow(it->second, exponent);
  }
  return value;
}

Eigen::VectorXd Monomial::Evaluate(
    const Eigen::Ref<const VectorX<symbolic::Variable>>& vars,
    const Eigen::Ref<const Eigen::MatrixXd>& vars_values) const {
  if (vars.rows() != vars_values.rows()) {
    throw std::logic_error(fmt::format(
        "Monomial::Evaluate(): {} variables but values with {} rows.",
        vars.rows(), vars_values.rows()));
  }
  Eigen::VectorXd result = Eigen::VectorXd::Ones(vars_values.cols());
  for (const auto& [var, exponent] : powers_) {
    int row = -1;
    for (int i = 0; i < vars.rows(); ++i) {
      if (vars(i).equal_to(var)) {
        row = i;
        break;
      }
    }
    if (row < 0) {
      throw std::runtime_error(fmt::format(
          "Monomial::Evaluate(): the variable {} of {} is not in vars.", var,
          to_string()));
    }
    result.array() *= vars_values.row(row).transpose().array().pow(exponent);
  }
  return result;
}

std::pair<double, Monomial> Monomial::EvaluatePartial(
    const Environment& env) const {
  double coefficient = 1.0;
  std::map<Variable, int> remaining;
  for (const auto& [var, exponent] : powers_) {
    const auto it = env.find(var);
    if (it == env.end()) {
      remaining.emplace_hint(remaining.end(), var, exponent);
    } else {
      coefficient *= std::pow(it->second, exponent);
    }
  }
  return {coefficient, Monomial(remaining)};
}

Expression Monomial::ToExpression() const {
  Expression result{1.0};
  for (const auto& [var, exponent] : powers_) {
    result *= exponent == 1 ? Expression(var) : pow(Expression(var), exponent);
  }
  return result;
}

bool Monomial::operator==(const Monomial& m) const {
  if (total_degree_ != m.total_degree_ || powers_.size() != m.powers_.size()) {
    return false;
  }
  auto it = m.powers_.begin();
  for (const auto& [var, exponent] : powers_) {
    if (!var.equal_to(it->first) || exponent != it->second) return false;
    ++it;
  }
  return true;
}

bool Monomial::operator!=(const Monomial& m) const { return !(*this == m); }

Monomial& Monomial::operator*=(const Monomial& m) {
  for (const auto& [var, exponent] : m.powers_) {
    powers_[var] += exponent;
  }
  total_degree_ += m.total_degree_;
  return *this;
}

Monomial& Monomial::pow_in_place(int p) {
  if (p < 0) {
    throw std::logic_error(fmt::format(
        "Monomial::pow_in_place(): the exponent {} is negative.", p));
  }
  if (p == 0) {
    powers_.clear();
    total_degree_ = 0;
    return *this;
  }
  for (auto& [var, exponent] : powers_) {
    exponent *= p;
  }
  total_degree_ *= p;
  return *this;
}

std::string Monomial::to_string() const {
  if (powers_.empty()) return "1";
  std::string result;
  for (const auto& [var, exponent] : powers_) {
    if (!result.empty()) result += " * ";
    result += var.get_name();
    if (exponent != 1) result += fmt::format("^{}", exponent);
  }
  return result;
}

Monomial operator*(Monomial m1, const Monomial& m2) { return m1 *= m2; }

Monomial pow(Monomial m, int p) { return m.pow_in_place(p); }

std::ostream& operator<<(std::ostream& out, const Monomial& m) {
  return out << m.to_string();
}

}  // namespace symbolic
}  // namespace drake
