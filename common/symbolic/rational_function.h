#pragma once

/// @file
/// symbolic::RationalFunction (Drake's common/symbolic/rational_function.h):
/// p(x) / q(x) for polynomials p and q, closed under + − × ÷.

#include <string>
#include <type_traits>

#include "drake/common/fmt.h"
#include "drake/common/symbolic/polynomial.h"

namespace drake {
namespace symbolic {

/** A rational function p(x) / q(x) of two Polynomials. The numerator and the
denominator are kept as given: arithmetic does not cancel common factors
(f + g with equal denominators adds the numerators; otherwise it
cross-multiplies). */
class RationalFunction {
 public:
  /** The zero function 0 / 1. */
  RationalFunction();

  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(RationalFunction);

  /** numerator / denominator.
  @throws std::exception if the denominator is the zero polynomial, or an
  indeterminate of one is a decision variable of the other. */
  RationalFunction(Polynomial numerator, Polynomial denominator);

  /** p / 1. */
  explicit RationalFunction(const Polynomial& p);

  /** m / 1. */
  explicit RationalFunction(const Monomial& m);

  /** c / 1. */
  explicit RationalFunction(double c);

  /** The value under `env`.
  @throws std::exception if `env` misses a variable of this function. */
  [[nodiscard]] double Evaluate(const Environment& env) const;

  ~RationalFunction() = default;

  [[nodiscard]] const Polynomial& numerator() const { return numerator_; }

  [[nodiscard]] const Polynomial& denominator() const { return denominator_; }

  RationalFunction& operator+=(const RationalFunction& f);
  RationalFunction& operator+=(const Polynomial& p);
  RationalFunction& operator+=(const Monomial& m);
  RationalFunction& operator+=(double c);

  RationalFunction& operator-=(const RationalFunction& f);
  RationalFunction& operator-=(const Polynomial& p);
  RationalFunction& operator-=(const Monomial& m);
  RationalFunction& operator-=(double c);

  RationalFunction& operator*=(const RationalFunction& f);
  RationalFunction& operator*=(const Polynomial& p);
  RationalFunction& operator*=(const Monomial& m);
  RationalFunction& operator*=(double c);

  /** @throws std::exception if f's numerator is structurally zero. */
  RationalFunction& operator/=(const RationalFunction& f);
  /** @throws std::exception if p is structurally zero. */
  RationalFunction& operator/=(const Polynomial& p);
  RationalFunction& operator/=(const Monomial& m);
  /** @throws std::exception if c is 0. */
  RationalFunction& operator/=(double c);

  /** (−p) / q. */
  friend RationalFunction operator-(RationalFunction f);

  /** True if the numerators and the denominators are structurally equal. */
  [[nodiscard]] bool EqualTo(const RationalFunction& f) const;

  /** The formula p1·q2 == p2·q1 for this = p1/q1 and f = p2/q2. */
  Formula operator==(const RationalFunction& f) const;

  /** The negation of operator==. */
  Formula operator!=(const RationalFunction& f) const;

  /** p / q as an Expression. */
  [[nodiscard]] Expression ToExpression() const;

  /** Sets the indeterminates of both the numerator and the denominator. */
  void SetIndeterminates(const Variables& new_indeterminates);

 private:
  // Throws if an indeterminate of one polynomial is a decision variable of
  // the other.
  void CheckIndeterminates() const;

  Polynomial numerator_;
  Polynomial denominator_;
};

RationalFunction operator+(RationalFunction f1, const RationalFunction& f2);
RationalFunction operator+(RationalFunction f, const Polynomial& p);
RationalFunction operator+(const Polynomial& p, RationalFunction f);
RationalFunction operator+(const Monomial& m, RationalFunction f);
RationalFunction operator+(RationalFunction f, const Monomial& m);
RationalFunction operator+(RationalFunction f, double c);
RationalFunction operator+(double c, RationalFunction f);

RationalFunction operator-(RationalFunction f1, const RationalFunction& f2);
RationalFunction operator-(RationalFunction f, const Polynomial& p);
RationalFunction operator-(const Polynomial& p, const RationalFunction& f);
RationalFunction operator-(RationalFunction f, double c);
RationalFunction operator-(double c, RationalFunction f);
RationalFunction operator-(const Monomial& m, RationalFunction f);
RationalFunction operator-(RationalFunction f, const Monomial& m);

RationalFunction operator*(RationalFunction f1, const RationalFunction& f2);
RationalFunction operator*(RationalFunction f, const Polynomial& p);
RationalFunction operator*(const Polynomial& p, RationalFunction f);
RationalFunction operator*(RationalFunction f, double c);
RationalFunction operator*(double c, RationalFunction f);
RationalFunction operator*(const Monomial& m, RationalFunction f);
RationalFunction operator*(RationalFunction f, const Monomial& m);

/** @throws std::exception if f2's numerator is structurally zero. */
RationalFunction operator/(RationalFunction f1, const RationalFunction& f2);
/** @throws std::exception if p is structurally zero. */
RationalFunction operator/(RationalFunction f, const Polynomial& p);
/** @throws std::exception if f's numerator is structurally zero. */
RationalFunction operator/(const Polynomial& p, const RationalFunction& f);
/** @throws std::exception if c is 0. */
RationalFunction operator/(RationalFunction f, double c);
/** @throws std::exception if f's numerator is structurally zero. */
RationalFunction operator/(double c, const RationalFunction& f);
RationalFunction operator/(const Monomial& m, RationalFunction f);
RationalFunction operator/(RationalFunction f, const Monomial& m);

/** "(p) / (q)". */
std::string to_string(const RationalFunction& f);

std::ostream& operator<<(std::ostream& out, const RationalFunction& f);

/** fⁿ: pⁿ/qⁿ for n > 0, q⁻ⁿ/p⁻ⁿ for n < 0, 1/1 for n = 0.
@throws std::exception if n < 0 and p is structurally zero. */
RationalFunction pow(const RationalFunction& f, int n);

/** Products of a matrix of RationalFunction with a matrix of Polynomial or
double (either order): the result is a matrix of RationalFunction. */
template <typename MatrixL, typename MatrixR>
typename std::enable_if_t<
    std::is_base_of_v<Eigen::MatrixBase<MatrixL>, MatrixL> &&
        std::is_base_of_v<Eigen::MatrixBase<MatrixR>, MatrixR> &&
        ((std::is_same_v<typename MatrixL::Scalar, RationalFunction> &&
          (std::is_same_v<typename MatrixR::Scalar, Polynomial> ||
           std::is_same_v<typename MatrixR::Scalar, double>)) ||
         (std::is_same_v<typename MatrixR::Scalar, RationalFunction> &&
          (std::is_same_v<typename MatrixL::Scalar, Polynomial> ||
           std::is_same_v<typename MatrixL::Scalar, double>))),
    Eigen::Matrix<RationalFunction, MatrixL::RowsAtCompileTime,
                  MatrixR::ColsAtCompileTime>>
operator*(const MatrixL& lhs, const MatrixR& rhs) {
  return lhs.template cast<RationalFunction>() *
         rhs.template cast<RationalFunction>();
}

}  // namespace symbolic
}  // namespace drake

namespace Eigen {

template <>
struct NumTraits<drake::symbolic::RationalFunction>
    : GenericNumTraits<drake::symbolic::RationalFunction> {
  static inline int digits() { return 0; }
  static inline int digits10() { return 0; }
  static inline int max_digits10() { return 0; }
};

#define DRAKE_SYMBOLIC_RATIONAL_BINARY_OP_TRAITS(L, R, OP, RESULT) \
  template <>                                                      \
  struct ScalarBinaryOpTraits<L, R, internal::OP<L, R>> {          \
    enum { Defined = 1 };                                          \
    typedef RESULT ReturnType;                                     \
  };
#define DRAKE_SYMBOLIC_RATIONAL_ARITHMETIC_TRAITS(L, R, RESULT)                \
  DRAKE_SYMBOLIC_RATIONAL_BINARY_OP_TRAITS(L, R, scalar_sum_op, RESULT)        \
  DRAKE_SYMBOLIC_RATIONAL_BINARY_OP_TRAITS(L, R, scalar_difference_op, RESULT) \
  DRAKE_SYMBOLIC_RATIONAL_BINARY_OP_TRAITS(L, R, scalar_product_op, RESULT)    \
  DRAKE_SYMBOLIC_RATIONAL_BINARY_OP_TRAITS(L, R, scalar_conj_product_op, RESULT)

DRAKE_SYMBOLIC_RATIONAL_ARITHMETIC_TRAITS(drake::symbolic::RationalFunction,
                                          drake::symbolic::Polynomial,
                                          drake::symbolic::RationalFunction)
DRAKE_SYMBOLIC_RATIONAL_ARITHMETIC_TRAITS(drake::symbolic::Polynomial,
                                          drake::symbolic::RationalFunction,
                                          drake::symbolic::RationalFunction)
DRAKE_SYMBOLIC_RATIONAL_ARITHMETIC_TRAITS(double,
                                          drake::symbolic::RationalFunction,
                                          drake::symbolic::RationalFunction)
DRAKE_SYMBOLIC_RATIONAL_ARITHMETIC_TRAITS(drake::symbolic::RationalFunction,
                                          double,
                                          drake::symbolic::RationalFunction)
#undef DRAKE_SYMBOLIC_RATIONAL_ARITHMETIC_TRAITS
#undef DRAKE_SYMBOLIC_RATIONAL_BINARY_OP_TRAITS

namespace numext {
template <>
bool equal_strict(const drake::symbolic::RationalFunction& x,
                  const drake::symbolic::RationalFunction& y);
template <>
EIGEN_STRONG_INLINE bool not_equal_strict(
    const drake::symbolic::RationalFunction& x,
    const drake::symbolic::RationalFunction& y) {
  return !Eigen::numext::equal_strict(x, y);
}
}  // namespace numext
}  // namespace Eigen

DRAKE_FORMATTER_AS(, drake::symbolic, RationalFunction, x,
                   drake::symbolic::to_string(x))
