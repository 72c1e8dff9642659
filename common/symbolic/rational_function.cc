// RationalFunction: arithmetic on (numerator, denominator) pairs.

#include "drake/common/symbolic/rational_function.h"

#include <stdexcept>
#include <utility>

#include <fmt/format.h>

namespace drake {
namespace symbolic {
namespace {

bool IsZeroPolynomial(const Polynomial& p) {
  return p.monomial_to_coefficient_map().empty();
}

void ThrowIfZeroDivisor(bool is_zero) {
  if (is_zero) {
    throw std::logic_error("RationalFunction: operator/=: The divider is 0.");
  }
}

}  // namespace

RationalFunction::RationalFunction()
    : numerator_{}, denominator_{Expression(1.0)} {}

RationalFunction::RationalFunction(Polynomial numerator, Polynomial denominator)
    : numerator_{std::move(numerator)}, denominator_{std::move(denominator)} {
  if (IsZeroPolynomial(denominator_)) {
    throw std::logic_error(fmt::format(
        "RationalFunction: the denominator of ({}) / (0) is the zero "
        "polynomial.",
        numerator_));
  }
  CheckIndeterminates();
}

RationalFunction::RationalFunction(const Polynomial& p)
    : RationalFunction(p, Polynomial(Expression(1.0))) {}

RationalFunction::RationalFunction(const Monomial& m)
    : RationalFunction(Polynomial(m)) {}

RationalFunction::RationalFunction(double c)
    : RationalFunction(Polynomial(Expression(c)), Polynomial(Expression(1.0))) {
}

double RationalFunction::Evaluate(const Environment& env) const {
  return numerator_.Evaluate(env) / denominator_.Evaluate(env);
}

bool RationalFunction::EqualTo(const RationalFunction& f) const {
  return numerator_.EqualTo(f.numerator_) &&
         denominator_.EqualTo(f.denominator_);
}

Formula RationalFunction::operator==(const RationalFunction& f) const {
  return denominator_ * f.numerator_ == numerator_ * f.denominator_;
}

Formula RationalFunction::operator!=(const RationalFunction& f) const {
  return !(*this == f);
}

Expression RationalFunction::ToExpression() const {
  return numerator_.ToExpression() / denominator_.ToExpression();
}

void RationalFunction::SetIndeterminates(const Variables& new_indeterminates) {
  numerator_.SetIndeterminates(new_indeterminates);
  denominator_.SetIndeterminates(new_indeterminates);
}

void RationalFunction::CheckIndeterminates() const {
  const Variables num_indeterminates_den_decisions =
      intersect(numerator_.indeterminates(), denominator_.decision_variables());
  const Variables num_decisions_den_indeterminates =
      intersect(numerator_.decision_variables(), denominator_.indeterminates());
  if (num_indeterminates_den_decisions.empty() &&
      num_decisions_den_indeterminates.empty()) {
    return;
  }
  std::string message = fmt::format("RationalFunction {} is invalid.\n", *this);
  if (!num_indeterminates_den_decisions.empty()) {
    message += fmt::format(
        "The following variable(s) are used as indeterminates in the "
        "numerator and decision variables in the denominator at the same "
        "time:\n{}.\n",
        num_indeterminates_den_decisions);
  }
  if (!num_decisions_den_indeterminates.empty()) {
    message += fmt::format(
        "The following variable(s) are used as decision variables in the "
        "numerator and indeterminates variables in the denominator at the "
        "same time:\n{}.\n",
        num_decisions_den_indeterminates);
  }
  throw std::logic_error(message);
}

RationalFunction& RationalFunction::operator+=(const RationalFunction& f) {
  if (denominator_.EqualTo(f.denominator_)) {
    numerator_ += f.numerator_;
  } else {
    // p1/q1 + p2/q2 = (p1·q2 + q1·p2) / (q1·q2).
    numerator_ = numerator_ * f.denominator_ + denominator_ * f.numerator_;
    denominator_ *= f.denominator_;
  }
  CheckIndeterminates();
  return *this;
}

RationalFunction& RationalFunction::operator+=(const Polynomial& p) {
  numerator_ += p * denominator_;
  CheckIndeterminates();
  return *this;
}

RationalFunction& RationalFunction::operator+=(const Monomial& m) {
  numerator_ += m * denominator_;
  CheckIndeterminates();
  return *this;
}

RationalFunction& RationalFunction::operator+=(double c) {
  numerator_ += c * denominator_;
  return *this;
}

RationalFunction& RationalFunction::operator-=(const RationalFunction& f) {
  return *this += -f;
}

RationalFunction& RationalFunction::operator-=(const Polynomial& p) {
  return *this += -p;
}

RationalFunction& RationalFunction::operator-=(const Monomial& m) {
  return *this += -1.0 * m;
}

RationalFunction& RationalFunction::operator-=(double c) { return *this += -c; }

RationalFunction& RationalFunction::operator*=(const RationalFunction& f) {
  numerator_ *= f.numerator_;
  denominator_ *= f.denominator_;
  CheckIndeterminates();
  return *this;
}

RationalFunction& RationalFunction::operator*=(const Polynomial& p) {
  numerator_ *= p;
  CheckIndeterminates();
  return *this;
}

RationalFunction& RationalFunction::operator*=(const Monomial& m) {
  numerator_ *= m;
  CheckIndeterminates();
  return *this;
}

RationalFunction& RationalFunction::operator*=(double c) {
  numerator_ *= c;
  return *this;
}

RationalFunction& RationalFunction::operator/=(const RationalFunction& f) {
  ThrowIfZeroDivisor(IsZeroPolynomial(f.numerator_));
  // (p1/q1) / (p2/q2) = (p1·q2) / (q1·p2).
  numerator_ *= f.denominator_;
  denominator_ *= f.numerator_;
  CheckIndeterminates();
  return *this;
}

RationalFunction& RationalFunction::operator/=(const Polynomial& p) {
  ThrowIfZeroDivisor(IsZeroPolynomial(p));
  denominator_ *= p;
  CheckIndeterminates();
  return *this;
}

RationalFunction& RationalFunction::operator/=(const Monomial& m) {
  denominator_ *= m;
  CheckIndeterminates();
  return *this;
}

RationalFunction& RationalFunction::operator/=(double c) {
  ThrowIfZeroDivisor(c == 0);
  denominator_ *= c;
  return *this;
}

RationalFunction operator-(RationalFunction f) {
  f.numerator_ = -f.numerator_;
  return f;
}

RationalFunction operator+(RationalFunction f1, const RationalFunction& f2) {
  return f1 += f2;
}
RationalFunction operator+(RationalFunction f, const Polynomial& p) {
  return f += p;
}
RationalFunction operator+(const Polynomial& p, RationalFunction f) {
  return f += p;
}
RationalFunction operator+(const Monomial& m, RationalFunction f) {
  return f += m;
}
RationalFunction operator+(RationalFunction f, const Monomial& m) {
  return f += m;
}
RationalFunction operator+(RationalFunction f, double c) { return f += c; }
RationalFunction operator+(double c, RationalFunction f) { return f += c; }

RationalFunction operator-(RationalFunction f1, const RationalFunction& f2) {
  return f1 -= f2;
}
RationalFunction operator-(RationalFunction f, const Polynomial& p) {
  return f -= p;
}
RationalFunction operator-(const Polynomial& p, const RationalFunction& f) {
  return -f + p;
}
RationalFunction operator-(RationalFunction f, double c) { return f -= c; }
RationalFunction operator-(double c, RationalFunction f) {
  return -std::move(f) + c;
}
RationalFunction operator-(const Monomial& m, RationalFunction f) {
  return -std::move(f) + m;
}
RationalFunction operator-(RationalFunction f, const Monomial& m) {
  return f -= m;
}

RationalFunction operator*(RationalFunction f1, const RationalFunction& f2) {
  return f1 *= f2;
}
RationalFunction operator*(RationalFunction f, const Polynomial& p) {
  return f *= p;
}
RationalFunction operator*(const Polynomial& p, RationalFunction f) {
  return f *= p;
}
RationalFunction operator*(RationalFunction f, double c) { return f *= c; }
RationalFunction operator*(double c, RationalFunction f) { return f *= c; }
RationalFunction operator*(const Monomial& m, RationalFunction f) {
  return f *= m;
}
RationalFunction operator*(RationalFunction f, const Monomial& m) {
  return f *= m;
}

RationalFunction operator/(RationalFunction f1, const RationalFunction& f2) {
  return f1 /= f2;
}
RationalFunction operator/(RationalFunction f, const Polynomial& p) {
  return f /= p;
}
RationalFunction operator/(const Polynomial& p, const RationalFunction& f) {
  return RationalFunction(p) /= f;
}
RationalFunction operator/(RationalFunction f, double c) { return f /= c; }
RationalFunction operator/(double c, const RationalFunction& f) {
  return RationalFunction(c) /= f;
}
// NOLINTNEXTLINE(performance-unnecessary-value-param) Drake's signature.
RationalFunction operator/(const Monomial& m, RationalFunction f) {
  return RationalFunction(m) /= f;
}
RationalFunction operator/(RationalFunction f, const Monomial& m) {
  return f /= m;
}

std::string to_string(const RationalFunction& f) {
  return fmt::format("({}) / ({})", f.numerator(), f.denominator());
}

std::ostream& operator<<(std::ostream& out, const RationalFunction& f) {
  return out << to_string(f);
}

RationalFunction pow(const RationalFunction& f, int n) {
  if (n == 0) return RationalFunction(1.0);
  if (n > 0) {
    return RationalFunction(pow(f.numerator(), n), pow(f.denominator(), n));
  }
  ThrowIfZeroDivisor(IsZeroPolynomial(f.numerator()));
  return RationalFunction(pow(f.denominator(), -n), pow(f.numerator(), -n));
}

}  // namespace symbolic
}  // namespace drake

namespace Eigen {
namespace numext {
template <>
bool equal_strict(const drake::symbolic::RationalFunction& x,
                  const drake::symbolic::RationalFunction& y) {
  return static_cast<bool>(x == y);
}
}  // namespace numext
}  // namespace Eigen
