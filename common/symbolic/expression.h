#pragma once

/// @file
/// symbolic::Expression: a real-valued expression tree over
/// symbolic::Variable leaves. This is the subset of Drake's
/// drake/common/symbolic/expression.h that random distributions need:
/// constants, variables (including random ones), + − × ÷, the elementary
/// functions, evaluation in an Environment (sampling unassigned random
/// variables from a RandomGenerator), and Eigen matrices of expressions.
///
/// Not supported (compared with Drake): Formula and the comparison operators
/// that build one, differentiation, expansion, substitution, polynomials,
/// if_then_else, and scalar conversion of systems to Expression.
///
/// An Expression is immutable: copies share one tree of nodes. Operations on
/// constants fold to a constant; no other simplification is done.

#include <memory>
#include <ostream>
#include <string>
#include <string_view>
#include <type_traits>

#include <Eigen/Core>
#include <fmt/format.h>

#include "drake/common/eigen_types.h"
#include "drake/common/random.h"
#include "drake/common/symbolic/environment.h"
#include "drake/common/symbolic/variable.h"

namespace drake {
namespace symbolic {

/// The kind of an Expression's root node (names as Drake's).
enum class ExpressionKind {
  Constant,  ///< A floating-point constant.
  Var,       ///< A variable.
  Add,       ///< Addition or subtraction.
  Mul,       ///< Multiplication (also negation: −e is (−1)·e).
  Div,       ///< Division.
  Log,       ///< Natural logarithm.
  Abs,       ///< Absolute value.
  Exp,       ///< Exponential.
  Sqrt,      ///< Square root.
  Pow,       ///< Power.
  Sin,       ///< Sine.
  Cos,       ///< Cosine.
  Tan,       ///< Tangent.
  Asin,      ///< Arcsine.
  Acos,      ///< Arccosine.
  Atan,      ///< Arctangent.
  Atan2,     ///< Two-argument arctangent.
  Sinh,      ///< Hyperbolic sine.
  Cosh,      ///< Hyperbolic cosine.
  Tanh,      ///< Hyperbolic tangent.
  Min,       ///< Minimum.
  Max,       ///< Maximum.
  Ceil,      ///< Ceiling.
  Floor,     ///< Floor.
};

namespace internal {
struct ExpressionCell;
}  // namespace internal

/// A symbolic expression. Implicitly constructible from a double and from a
/// Variable, so `2 * x + sin(y)` builds an Expression from variables x, y.
class Expression {
 public:
  /// The constant 0.
  Expression() = default;
  /// The constant `constant` (implicit, so doubles mix with expressions).
  Expression(double constant)  // NOLINT(runtime/explicit)
      : constant_(constant) {}
  /// The variable `var` (implicit).
  /// @throws std::logic_error if `var` is the dummy variable or a BOOLEAN
  /// variable (neither has a real value).
  Expression(const Variable& var);  // NOLINT(runtime/explicit)

  Expression(const Expression&) = default;
  Expression(Expression&&) = default;
  Expression& operator=(const Expression&) = default;
  Expression& operator=(Expression&&) = default;
  ~Expression() = default;

  /// The kind of the root node.
  ExpressionKind get_kind() const;
  /// The variables that occur in this expression.
  Variables GetVariables() const;
  /// Structural equality: same tree shape, operations, constants and
  /// variables (no algebra: x + y and y + x are different).
  bool EqualTo(const Expression& e) const;
  /// A strict total order on expression trees (for use in ordered
  /// containers); consistent with EqualTo().
  bool Less(const Expression& e) const;

  /// Evaluates this expression with the values in `env`. A random variable
  /// (RANDOM_UNIFORM, RANDOM_GAUSSIAN, RANDOM_EXPONENTIAL) that `env` does
  /// not assign is sampled once from `random_generator` — U[0, 1), N(0, 1)
  /// or Exp(1) by its type — and that one value is used for all its
  /// occurrences, so for a random x, `x - x` evaluates to 0.
  /// @throws std::runtime_error if a non-random variable has no value in
  ///   `env` (the message names it), or if a random variable needs sampling
  ///   and `random_generator` is null.
  /// @throws std::domain_error for an argument outside a function's domain
  ///   (sqrt or log of a negative number, asin/acos outside [−1, 1], a
  ///   negative base to a non-integer power); std::runtime_error for a
  ///   division by zero.
  double Evaluate(const Environment& env = Environment{},
                  RandomGenerator* random_generator = nullptr) const;
  /// Evaluate(Environment{}, random_generator).
  double Evaluate(RandomGenerator* random_generator) const;

  /// A readable form, e.g. "(2 * sin(x))".
  std::string to_string() const;

  /// 0, 1, π and e.
  static Expression Zero() { return Expression(0.0); }
  static Expression One() { return Expression(1.0); }
  static Expression Pi();
  static Expression E();

  Expression& operator+=(const Expression& rhs);
  Expression& operator-=(const Expression& rhs);
  Expression& operator*=(const Expression& rhs);
  Expression& operator/=(const Expression& rhs);

  /// (Internal) The root node; null for a constant.
  const internal::ExpressionCell* cell() const { return cell_.get(); }
  /// (Internal) The value of a constant (0 for other kinds).
  double constant_value() const { return constant_; }
  /// (Internal) An expression whose root is `cell` (never null).
  static Expression MakeFromCell(
      std::shared_ptr<const internal::ExpressionCell> cell);

 private:
  // The value when cell_ is null (a constant); unused otherwise.
  double constant_{0.0};
  // The root node of a non-constant expression; shared, never mutated.
  std::shared_ptr<const internal::ExpressionCell> cell_;
};

Expression operator+(const Expression& lhs, const Expression& rhs);
Expression operator-(const Expression& lhs, const Expression& rhs);
Expression operator*(const Expression& lhs, const Expression& rhs);
/// Division. A constant divided by the constant 0 throws std::runtime_error
/// at construction (as at evaluation).
Expression operator/(const Expression& lhs, const Expression& rhs);
Expression operator+(const Expression& e);
Expression operator-(const Expression& e);

// Variable ∘ Variable: both operands convert to Expression.
inline Expression operator+(const Variable& a, const Variable& b) {
  return Expression(a) + Expression(b);
}
inline Expression operator-(const Variable& a, const Variable& b) {
  return Expression(a) - Expression(b);
}
inline Expression operator*(const Variable& a, const Variable& b) {
  return Expression(a) * Expression(b);
}
inline Expression operator/(const Variable& a, const Variable& b) {
  return Expression(a) / Expression(b);
}
inline Expression operator-(const Variable& a) { return -Expression(a); }
inline Expression operator+(const Variable& a) { return Expression(a); }

/// The elementary functions. Constant arguments fold to a constant (and
/// throw std::domain_error outside the domain, as Evaluate() does).
Expression log(const Expression& e);
Expression abs(const Expression& e);
Expression exp(const Expression& e);
Expression sqrt(const Expression& e);
Expression pow(const Expression& base, const Expression& exponent);
Expression sin(const Expression& e);
Expression cos(const Expression& e);
Expression tan(const Expression& e);
Expression asin(const Expression& e);
Expression acos(const Expression& e);
Expression atan(const Expression& e);
/// atan2(y, x), the angle of the point (x, y).
Expression atan2(const Expression& y, const Expression& x);
Expression sinh(const Expression& e);
Expression cosh(const Expression& e);
Expression tanh(const Expression& e);
Expression min(const Expression& a, const Expression& b);
Expression max(const Expression& a, const Expression& b);
Expression ceil(const Expression& e);
Expression floor(const Expression& e);

/// True iff `e` is a constant.
bool is_constant(const Expression& e);
/// True iff `e` is the constant `value`.
bool is_constant(const Expression& e, double value);
/// True iff `e` is a single variable.
bool is_variable(const Expression& e);
/// The value of a constant. @throws std::logic_error if `e` is not one.
double get_constant_value(const Expression& e);
/// The variable of a variable expression.
/// @throws std::logic_error if `e` is not a variable.
const Variable& get_variable(const Expression& e);

std::ostream& operator<<(std::ostream& os, const Expression& e);

/// Returns `env` extended with a sample of every random variable in
/// `variables` that `env` does not assign (in increasing id order, so the
/// same generator state gives the same samples). Non-random variables are
/// ignored. @throws std::runtime_error if a sample is needed and
/// `random_generator` is null (naming the variable).
Environment PopulateRandomVariables(Environment env, const Variables& variables,
                                    RandomGenerator* random_generator);

/// Evaluates every entry of `m`, sampling each unassigned random variable
/// once for the whole matrix (so a variable has the same value in every
/// entry: a quaternion built from four Gaussians and divided by their norm
/// evaluates to a unit quaternion). Throws as Expression::Evaluate().
template <typename Derived>
std::enable_if_t<std::is_same_v<typename Derived::Scalar, Expression>,
                 MatrixLikewise<double, Derived>>
Evaluate(const Eigen::MatrixBase<Derived>& m,
         const Environment& env = Environment{},
         RandomGenerator* random_generator = nullptr) {
  Variables variables;
  for (int j = 0; j < m.cols(); ++j) {
    for (int i = 0; i < m.rows(); ++i) {
      variables.insert(m.coeff(i, j).GetVariables());
    }
  }
  const Environment full_env =
      PopulateRandomVariables(env, variables, random_generator);
  MatrixLikewise<double, Derived> result(m.rows(), m.cols());
  for (int j = 0; j < m.cols(); ++j) {
    for (int i = 0; i < m.rows(); ++i) {
      result(i, j) = m.coeff(i, j).Evaluate(full_env);
    }
  }
  return result;
}

/// The variables that occur in any entry of `m`.
template <typename Derived>
std::enable_if_t<std::is_same_v<typename Derived::Scalar, Expression>,
                 Variables>
GetVariables(const Eigen::MatrixBase<Derived>& m) {
  Variables variables;
  for (int j = 0; j < m.cols(); ++j) {
    for (int i = 0; i < m.rows(); ++i) {
      variables.insert(m.coeff(i, j).GetVariables());
    }
  }
  return variables;
}

}  // namespace symbolic

/// Returns the value of `e` evaluated in an empty environment.
/// @throws std::exception if `e` has a variable (random ones included), or
/// its evaluation fails (as Expression::Evaluate()).
double ExtractDoubleOrThrow(const symbolic::Expression& e);

/// Returns a matrix of the values of the entries of `matrix`, each as
/// ExtractDoubleOrThrow(); throws if any one of them does.
template <typename Derived>
std::enable_if_t<std::is_same_v<typename Derived::Scalar, symbolic::Expression>,
                 MatrixLikewise<double, Derived>>
ExtractDoubleOrThrow(const Eigen::MatrixBase<Derived>& matrix) {
  MatrixLikewise<double, Derived> result(matrix.rows(), matrix.cols());
  for (int j = 0; j < matrix.cols(); ++j) {
    for (int i = 0; i < matrix.rows(); ++i) {
      result(i, j) = ExtractDoubleOrThrow(matrix.coeff(i, j));
    }
  }
  return result;
}

}  // namespace drake

namespace Eigen {
/// Lets Eigen matrices and quaternions hold symbolic expressions
/// (construction, element access, arithmetic; no decompositions).
template <>
struct NumTraits<drake::symbolic::Expression>
    : GenericNumTraits<drake::symbolic::Expression> {
  using Real = drake::symbolic::Expression;
  using NonInteger = drake::symbolic::Expression;
  using Nested = drake::symbolic::Expression;
  using Literal = drake::symbolic::Expression;
  enum {
    IsComplex = 0,
    IsInteger = 0,
    IsSigned = 1,
    RequireInitialization = 1,
    ReadCost = 1,
    AddCost = 1,
    MulCost = 1,
  };
  static inline int digits10() { return 0; }
  static inline int max_digits10() { return 0; }
};

// Expression ∘ double in Eigen operations returns an Expression.
template <typename BinaryOp>
struct ScalarBinaryOpTraits<drake::symbolic::Expression, double, BinaryOp> {
  using ReturnType = drake::symbolic::Expression;
};
template <typename BinaryOp>
struct ScalarBinaryOpTraits<double, drake::symbolic::Expression, BinaryOp> {
  using ReturnType = drake::symbolic::Expression;
};
}  // namespace Eigen

template <>
struct fmt::formatter<drake::symbolic::Expression>
    : fmt::formatter<std::string_view> {
  template <typename FormatContext>
  auto format(const drake::symbolic::Expression& e, FormatContext& ctx) const {
    return fmt::formatter<std::string_view>::format(e.to_string(), ctx);
  }
};

template <>
struct fmt::formatter<drake::symbolic::Variable>
    : fmt::formatter<std::string_view> {
  template <typename FormatContext>
  auto format(const drake::symbolic::Variable& v, FormatContext& ctx) const {
    return fmt::formatter<std::string_view>::format(v.get_name(), ctx);
  }
};
