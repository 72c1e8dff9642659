#pragma once

#ifndef DRAKE_COMMON_SYMBOLIC_EXPRESSION_ALL
#error Do not include this file. Use "drake/common/symbolic/expression.h".
#endif

/// @file
/// symbolic::Expression: a real-valued expression over symbolic::Variable
/// leaves (Drake's drake/common/symbolic/expression/expression.h).
///
/// An Expression is immutable; copies share one tree (a DAG) of
/// reference-counted cells. Construction does light simplification as Drake
/// does: constant folding, x + 0 → x, 1·x → x, 0·x → 0, E / E → 1,
/// pow(E, 0) → 1, pow(E, 1) → E, and sums and products kept in canonical
/// form (c₀ + Σ cᵢ·tᵢ and c₀·Π bᵢ^eᵢ, terms and bases ordered, like terms
/// collected: x + x → 2·x, x·x → x², x − x → 0). No other algebra.
///
/// Also as Drake: sqrt(E²) → |E| and sqrt(E)·sqrt(E) → E.
///
/// std::uniform_real_distribution, std::normal_distribution and
/// std::exponential_distribution are specialized for Expression, as Drake:
/// each draw is an expression in a new random variable (see below).
///
/// Unlike Drake's, this header does not include <Eigen/Sparse> (most of the
/// library includes it, and Eigen/Sparse is large): a caller of the sparse
/// Evaluate() includes <Eigen/SparseCore> itself, as it must to build the
/// matrix.

#include <cmath>
#include <cstddef>
#include <functional>
#include <map>
#include <memory>
#include <ostream>
#include <random>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

#include <Eigen/Core>
#include <fmt/format.h>

#include "drake/common/dummy_value.h"
#include "drake/common/eigen_types.h"
#include "drake/common/random.h"
#include "drake/common/symbolic/expression/environment.h"
#include "drake/common/symbolic/expression/expression_kind.h"
#include "drake/common/symbolic/expression/variable.h"
#include "drake/common/symbolic/expression/variables.h"

namespace drake {
namespace symbolic {

class Formula;
class Expression;

/// A map from variables to the expressions that replace them.
using Substitution = std::unordered_map<Variable, Expression>;

namespace internal {
struct ExpressionCell;

// The random variables a symbolic std distribution draws: the i-th draw
// since construction or reset() is the i-th variable, made on first use and
// named "<prefix>_<i>". Copies share the list (so a copy draws the same
// variables).
class RandomVariableSequence {
 public:
  RandomVariableSequence(const char* prefix, Variable::Type type)
      : prefix_(prefix),
        type_(type),
        variables_(std::make_shared<std::vector<Variable>>()) {}
  // The next variable (made if this is the furthest draw so far).
  const Variable& Next();
  void reset() { index_ = 0; }
  bool operator==(const RandomVariableSequence& other) const {
    return variables_ == other.variables_ && index_ == other.index_;
  }

 private:
  const char* prefix_;
  Variable::Type type_;
  std::shared_ptr<std::vector<Variable>> variables_;
  std::size_t index_{0};
};
}  // namespace internal

/// A symbolic expression. Implicitly constructible from a double and from a
/// Variable, so `2 * x + sin(y)` builds an Expression from variables x, y.
///
/// Relational operators between expressions (==, <, ...) build a Formula;
/// EqualTo() is the structural equality test.
///
/// Functions with a restricted domain (log, sqrt, asin, acos, pow) throw
/// std::domain_error when folded or evaluated outside it.
class Expression {
 public:
  /// The constant 0.
  Expression() = default;
  /// The constant `constant` (implicit, so doubles mix with expressions). A
  /// NaN gives the NaN expression (kind NaN), which throws on evaluation.
  Expression(double constant)  // NOLINT(runtime/explicit)
      : constant_(constant) {
    if (std::isnan(constant)) *this = NaN();
  }
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
  [[nodiscard]] ExpressionKind get_kind() const;
  /// The variables that occur in this expression.
  [[nodiscard]] Variables GetVariables() const;
  /// Same as GetVariables() (for symmetry with Formula).
  [[nodiscard]] Variables GetFreeVariables() const { return GetVariables(); }
  /// Structural equality: the same canonical tree. Sums and products are
  /// canonical, so x + y and y + x are equal, but 2·(x + y) and 2·x + 2·y
  /// are not (compare their Expand()).
  [[nodiscard]] bool EqualTo(const Expression& e) const;
  /// A strict total order on expressions (kinds first, then structure),
  /// consistent with EqualTo(); std::less<Expression> uses it.
  [[nodiscard]] bool Less(const Expression& e) const;
  /// True iff this expression is a polynomial in its variables: built from
  /// constants and variables with +, −, ·, division by a constant and
  /// non-negative integer constant powers.
  [[nodiscard]] bool is_polynomial() const;
  /// A hash consistent with EqualTo().
  [[nodiscard]] std::size_t get_hash() const;

  /// Evaluates this expression with the values in `env`. A random variable
  /// (RANDOM_UNIFORM, RANDOM_GAUSSIAN, RANDOM_EXPONENTIAL) that `env` does
  /// not assign is sampled once from `random_generator` — U[0, 1), N(0, 1)
  /// or Exp(1) by its type — and that one value is used for all its
  /// occurrences, so for a random x, `x - x` evaluates to 0.
  /// @throws std::runtime_error if a non-random variable has no value in
  ///   `env` (the message names it), if a random variable needs sampling
  ///   and `random_generator` is null, if the expression holds NaN, or on a
  ///   division by zero.
  /// @throws std::domain_error for an argument outside a function's domain
  ///   (sqrt or log of a negative number, asin/acos outside [−1, 1], a
  ///   negative base to a non-integer power).
  double Evaluate(const Environment& env = Environment{},
                  RandomGenerator* random_generator = nullptr) const;
  /// Evaluate(Environment{}, random_generator).
  double Evaluate(RandomGenerator* random_generator) const;
  /// Replaces the variables `env` assigns by their values (and simplifies).
  /// @throws std::exception as Evaluate() does for the parts it folds.
  [[nodiscard]] Expression EvaluatePartial(const Environment& env) const;

  /// True if this expression is known to be expanded (conservative: false
  /// does not mean that Expand() would change it).
  [[nodiscard]] bool is_expanded() const;
  /// Multiplies out products and positive integer powers of sums, recursively
  /// (also inside function arguments): (x + 1)(x − 1) → x² − 1. Division by
  /// a constant is distributed over a sum's terms.
  /// @throws std::runtime_error if the expression holds NaN.
  [[nodiscard]] Expression Expand() const;
  /// This expression with every occurrence of `var` replaced by `e`.
  [[nodiscard]] Expression Substitute(const Variable& var,
                                      const Expression& e) const;
  /// This expression with the variables of `s` replaced simultaneously:
  /// (x / y).Substitute({{x, y}, {y, x}}) is y / x.
  [[nodiscard]] Expression Substitute(const Substitution& s) const;
  /// The derivative with respect to `x`. Non-smooth functions (abs, min,
  /// max, ceil, floor, if_then_else) give if_then_else expressions that are
  /// NaN at the kinks, as Drake does.
  /// @throws std::runtime_error if the expression holds NaN, or for an
  /// if_then_else whose condition is not a relation and depends on `x`.
  [[nodiscard]] Expression Differentiate(const Variable& x) const;
  /// The row vector [∂f/∂vars(0), …, ∂f/∂vars(n−1)] of this expression f.
  [[nodiscard]] RowVectorX<Expression> Jacobian(
      const Eigen::Ref<const VectorX<Variable>>& vars) const;

  /// A readable form, e.g. "(2 * sin(x))" (Drake's format).
  [[nodiscard]] std::string to_string() const;

  /// 0, 1, π, e and NaN.
  static Expression Zero() { return Expression(0.0); }
  static Expression One() { return Expression(1.0); }
  static Expression Pi() { return Expression(M_PI); }
  static Expression E() { return Expression(M_E); }
  static Expression NaN();

  Expression& operator+=(const Expression& rhs);
  Expression& operator-=(const Expression& rhs);
  Expression& operator*=(const Expression& rhs);
  Expression& operator/=(const Expression& rhs);
  /// Pre- and post-increment and decrement (by the constant 1).
  Expression& operator++();
  Expression operator++(int);
  Expression& operator--();
  Expression operator--(int);

  /// Feeds this expression's hash (get_hash()) to `hasher` (Drake's
  /// hash_append concept).
  template <class HashAlgorithm>
  friend void hash_append(HashAlgorithm& hasher,
                          const Expression& item) noexcept {
    const std::size_t hash = item.get_hash();
    hasher(&hash, sizeof(hash));
  }

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
/// Division. Two constants fold; a constant divided by the constant 0
/// throws std::runtime_error at once.
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
Expression pow(const Expression& e1, const Expression& e2);
Expression sin(const Expression& e);
Expression cos(const Expression& e);
Expression tan(const Expression& e);
Expression asin(const Expression& e);
Expression acos(const Expression& e);
Expression atan(const Expression& e);
/// atan2(y, x), the angle of the point (x, y).
Expression atan2(const Expression& e1, const Expression& e2);
Expression sinh(const Expression& e);
Expression cosh(const Expression& e);
Expression tanh(const Expression& e);
Expression min(const Expression& e1, const Expression& e2);
Expression max(const Expression& e1, const Expression& e2);
/// min(max(v, lo), hi). @pre lo <= hi when both are constants (throws
/// std::exception otherwise).
Expression clamp(const Expression& v, const Expression& lo,
                 const Expression& hi);
Expression ceil(const Expression& e);
Expression floor(const Expression& e);
/// `e_then` where `f_cond` holds, `e_else` elsewhere. A constant condition
/// (True/False) picks its branch at once; equal branches give the branch.
Expression if_then_else(const Formula& f_cond, const Expression& e_then,
                        const Expression& e_else);

/// The application of the function `name` (whose meaning is unknown) to
/// `arguments`: it can be built, printed, compared, substituted into and
/// expanded (in its arguments), but Evaluate() throws, and so does
/// Differentiate() with respect to a variable of its arguments.
Expression uninterpreted_function(std::string name,
                                  std::vector<Expression> arguments);

/// Exchanges the values of `a` and `b`.
void swap(Expression& a, Expression& b) noexcept;

/// The Taylor polynomial of `f` of degree `order` about the point `a` (the
/// variables `a` assigns; others stay symbolic). Not expanded.
/// @throws std::exception if `order` is negative, or if f is not
/// differentiable enough (as Differentiate()).
Expression TaylorExpand(const Expression& f, const Environment& a, int order);

/// True iff `e` is a constant.
bool is_constant(const Expression& e);
/// True iff `e` is the constant `value`.
bool is_constant(const Expression& e, double value);
bool is_zero(const Expression& e);
bool is_one(const Expression& e);
bool is_neg_one(const Expression& e);
bool is_two(const Expression& e);
bool is_nan(const Expression& e);
/// True iff `e` is a single variable.
bool is_variable(const Expression& e);
bool is_addition(const Expression& e);
bool is_multiplication(const Expression& e);
bool is_division(const Expression& e);
bool is_log(const Expression& e);
bool is_abs(const Expression& e);
bool is_exp(const Expression& e);
bool is_sqrt(const Expression& e);
bool is_pow(const Expression& e);
bool is_sin(const Expression& e);
bool is_cos(const Expression& e);
bool is_tan(const Expression& e);
bool is_asin(const Expression& e);
bool is_acos(const Expression& e);
bool is_atan(const Expression& e);
bool is_atan2(const Expression& e);
bool is_sinh(const Expression& e);
bool is_cosh(const Expression& e);
bool is_tanh(const Expression& e);
bool is_min(const Expression& e);
bool is_max(const Expression& e);
bool is_ceil(const Expression& e);
bool is_floor(const Expression& e);
bool is_if_then_else(const Expression& e);
bool is_uninterpreted_function(const Expression& e);

/// The value of a constant. @throws std::logic_error if `e` is not one.
double get_constant_value(const Expression& e);
/// The variable of a variable expression.
/// @throws std::logic_error if `e` is not a variable.
const Variable& get_variable(const Expression& e);
/// The argument of a unary function (log, abs, exp, sqrt, sin … tanh, ceil,
/// floor). @throws std::logic_error for other kinds.
const Expression& get_argument(const Expression& e);
/// The first / second argument of a binary operation (Div, Pow, Atan2, Min,
/// Max). @throws std::logic_error for other kinds.
const Expression& get_first_argument(const Expression& e);
const Expression& get_second_argument(const Expression& e);
/// The constant c₀ of a sum c₀ + Σ cᵢ·tᵢ. @throws std::logic_error if `e`
/// is not an addition.
double get_constant_in_addition(const Expression& e);
/// The map tᵢ → cᵢ of a sum. @throws std::logic_error if not an addition.
const std::map<Expression, double>& get_expr_to_coeff_map_in_addition(
    const Expression& e);
/// The constant c₀ of a product c₀·Π bᵢ^eᵢ. @throws std::logic_error if `e`
/// is not a multiplication.
double get_constant_in_multiplication(const Expression& e);
/// The map bᵢ → eᵢ of a product. @throws std::logic_error if not one.
const std::map<Expression, Expression>&
get_base_to_exponent_map_in_multiplication(const Expression& e);
/// The name and the arguments of an uninterpreted function.
/// @throws std::logic_error for other kinds.
const std::string& get_uninterpreted_function_name(const Expression& e);
const std::vector<Expression>& get_uninterpreted_function_arguments(
    const Expression& e);
/// The parts of an if_then_else. @throws std::logic_error for other kinds.
const Formula& get_conditional_formula(const Expression& e);
const Expression& get_then_expression(const Expression& e);
const Expression& get_else_expression(const Expression& e);

std::ostream& operator<<(std::ostream& os, const Expression& e);

}  // namespace symbolic
}  // namespace drake

namespace std {
/// Hashes an expression (consistent with EqualTo()).
template <>
struct hash<drake::symbolic::Expression> {
  size_t operator()(const drake::symbolic::Expression& e) const noexcept {
    return e.get_hash();
  }
};
/// Structural equality, so unordered containers of expressions work.
template <>
struct equal_to<drake::symbolic::Expression> {
  bool operator()(const drake::symbolic::Expression& a,
                  const drake::symbolic::Expression& b) const {
    return a.EqualTo(b);
  }
};
/// numeric_limits<Expression> gives double's limits (as Drake).
template <>
struct numeric_limits<drake::symbolic::Expression>
    : public numeric_limits<double> {};

/// A uniform distribution on [a, b) whose draws are the expressions
/// a + (b − a)·u for new RANDOM_UNIFORM variables u ("random_uniform_i"),
/// as Drake's. reset() makes the next draws reuse the same variables.
template <>
class uniform_real_distribution<drake::symbolic::Expression> {
 public:
  using RealType = drake::symbolic::Expression;
  using result_type = RealType;

  /// @throws std::runtime_error if a and b are constants with a > b.
  explicit uniform_real_distribution(RealType a, RealType b = 1.0)
      : a_(std::move(a)), b_(std::move(b)) {
    if (is_constant(a_) && is_constant(b_) &&
        get_constant_value(a_) > get_constant_value(b_)) {
      throw std::runtime_error(
          "uniform_real_distribution<Expression>: the minimum " +
          a_.to_string() + " is greater than the maximum " + b_.to_string() +
          ".");
    }
  }
  uniform_real_distribution() : uniform_real_distribution(0.0) {}

  void reset() { variables_.reset(); }
  result_type operator()() { return a_ + (b_ - a_) * variables_.Next(); }
  /// The generator is not used: the draw is symbolic.
  template <class Generator>
  result_type operator()(Generator&) {
    return (*this)();
  }
  RealType a() const { return a_; }
  RealType b() const { return b_; }
  result_type min() const { return a_; }
  result_type max() const { return b_; }

  friend bool operator==(const uniform_real_distribution& lhs,
                         const uniform_real_distribution& rhs) {
    return lhs.a_.EqualTo(rhs.a_) && lhs.b_.EqualTo(rhs.b_) &&
           lhs.variables_ == rhs.variables_;
  }
  friend bool operator!=(const uniform_real_distribution& lhs,
                         const uniform_real_distribution& rhs) {
    return !(lhs == rhs);
  }

 private:
  RealType a_;
  RealType b_;
  drake::symbolic::internal::RandomVariableSequence variables_{
      "random_uniform", drake::symbolic::Variable::Type::RANDOM_UNIFORM};
};

/// A normal distribution whose draws are the expressions mean + stddev·g
/// for new RANDOM_GAUSSIAN variables g ("random_gaussian_i"), as Drake's.
template <>
class normal_distribution<drake::symbolic::Expression> {
 public:
  using RealType = drake::symbolic::Expression;
  using result_type = RealType;

  /// @throws std::runtime_error if stddev is a constant ≤ 0.
  explicit normal_distribution(RealType mean, RealType stddev = 1.0)
      : mean_(std::move(mean)), stddev_(std::move(stddev)) {
    if (is_constant(stddev_) && get_constant_value(stddev_) <= 0) {
      throw std::runtime_error("normal_distribution<Expression>: the stddev " +
                               stddev_.to_string() + " is not positive.");
    }
  }
  normal_distribution() : normal_distribution(0.0) {}

  void reset() { variables_.reset(); }
  result_type operator()() { return mean_ + stddev_ * variables_.Next(); }
  /// The generator is not used: the draw is symbolic.
  template <class Generator>
  result_type operator()(Generator&) {
    return (*this)();
  }
  RealType mean() const { return mean_; }
  RealType stddev() const { return stddev_; }
  result_type min() const { return -numeric_limits<double>::infinity(); }
  result_type max() const { return numeric_limits<double>::infinity(); }

  friend bool operator==(const normal_distribution& lhs,
                         const normal_distribution& rhs) {
    return lhs.mean_.EqualTo(rhs.mean_) && lhs.stddev_.EqualTo(rhs.stddev_) &&
           lhs.variables_ == rhs.variables_;
  }
  friend bool operator!=(const normal_distribution& lhs,
                         const normal_distribution& rhs) {
    return !(lhs == rhs);
  }

 private:
  RealType mean_;
  RealType stddev_;
  drake::symbolic::internal::RandomVariableSequence variables_{
      "random_gaussian", drake::symbolic::Variable::Type::RANDOM_GAUSSIAN};
};

/// An exponential distribution of rate λ whose draws are the expressions
/// e / λ for new RANDOM_EXPONENTIAL variables e ("random_exponential_i"), as
/// Drake's.
template <>
class exponential_distribution<drake::symbolic::Expression> {
 public:
  using RealType = drake::symbolic::Expression;
  using result_type = RealType;

  /// @throws std::runtime_error if lambda is a constant ≤ 0.
  explicit exponential_distribution(RealType lambda)
      : lambda_(std::move(lambda)) {
    if (is_constant(lambda_) && get_constant_value(lambda_) <= 0) {
      throw std::runtime_error(
          "exponential_distribution<Expression>: the rate " +
          lambda_.to_string() + " is not positive.");
    }
  }
  exponential_distribution() : exponential_distribution(1.0) {}

  void reset() { variables_.reset(); }
  result_type operator()() {
    return drake::symbolic::Expression(variables_.Next()) / lambda_;
  }
  /// The generator is not used: the draw is symbolic.
  template <class Generator>
  result_type operator()(Generator&) {
    return (*this)();
  }
  RealType lambda() const { return lambda_; }
  result_type min() const { return 0.0; }
  result_type max() const { return numeric_limits<double>::infinity(); }

  friend bool operator==(const exponential_distribution& lhs,
                         const exponential_distribution& rhs) {
    return lhs.lambda_.EqualTo(rhs.lambda_) && lhs.variables_ == rhs.variables_;
  }
  friend bool operator!=(const exponential_distribution& lhs,
                         const exponential_distribution& rhs) {
    return !(lhs == rhs);
  }

 private:
  RealType lambda_;
  drake::symbolic::internal::RandomVariableSequence variables_{
      "random_exponential",
      drake::symbolic::Variable::Type::RANDOM_EXPONENTIAL};
};

/// Expression::Less(), so ordered containers of expressions work.
template <>
struct less<drake::symbolic::Expression> {
  bool operator()(const drake::symbolic::Expression& a,
                  const drake::symbolic::Expression& b) const {
    return a.Less(b);
  }
};
}  // namespace std

namespace Eigen {
// Eigen/SparseCore's class, declared without its default arguments (which
// Eigen's own declaration supplies), for the sparse Evaluate() below.
template <typename Scalar_, int Options_, typename StorageIndex_>
class SparseMatrix;
/// Lets Eigen matrices and quaternions hold symbolic expressions
/// (construction, element access, arithmetic, products; no decompositions
/// that branch on values).
template <>
struct NumTraits<drake::symbolic::Expression>
    : GenericNumTraits<drake::symbolic::Expression> {
  static inline int digits10() { return 0; }
  static inline int max_digits10() { return 0; }
};

// Variable ∘ Variable, Variable ∘ Expression, Variable ∘ double and
// Expression ∘ double in Eigen operations give an Expression.
template <typename BinaryOp>
struct ScalarBinaryOpTraits<drake::symbolic::Variable,
                            drake::symbolic::Variable, BinaryOp> {
  enum { Defined = 1 };
  using ReturnType = drake::symbolic::Expression;
};
template <typename BinaryOp>
struct ScalarBinaryOpTraits<drake::symbolic::Variable,
                            drake::symbolic::Expression, BinaryOp> {
  enum { Defined = 1 };
  using ReturnType = drake::symbolic::Expression;
};
template <typename BinaryOp>
struct ScalarBinaryOpTraits<drake::symbolic::Expression,
                            drake::symbolic::Variable, BinaryOp> {
  enum { Defined = 1 };
  using ReturnType = drake::symbolic::Expression;
};
template <typename BinaryOp>
struct ScalarBinaryOpTraits<drake::symbolic::Variable, double, BinaryOp> {
  enum { Defined = 1 };
  using ReturnType = drake::symbolic::Expression;
};
template <typename BinaryOp>
struct ScalarBinaryOpTraits<double, drake::symbolic::Variable, BinaryOp> {
  enum { Defined = 1 };
  using ReturnType = drake::symbolic::Expression;
};
template <typename BinaryOp>
struct ScalarBinaryOpTraits<drake::symbolic::Expression, double, BinaryOp> {
  enum { Defined = 1 };
  using ReturnType = drake::symbolic::Expression;
};
template <typename BinaryOp>
struct ScalarBinaryOpTraits<double, drake::symbolic::Expression, BinaryOp> {
  enum { Defined = 1 };
  using ReturnType = drake::symbolic::Expression;
};
}  // namespace Eigen

namespace drake {
namespace symbolic {

namespace internal {
// The sparse Evaluate() below, for a compressed column-major matrix.
Eigen::SparseMatrix<double, 0, int> EvaluateSparse(
    const Eigen::SparseMatrix<Expression, 0, int>& m, const Environment& env);
}  // namespace internal

/// Evaluates each stored entry of the sparse matrix (or sparse expression)
/// `m` in `env`; the result has m's sparsity pattern (an entry that
/// evaluates to 0 stays stored). Drake declares this for
/// `Eigen::Ref<const Eigen::SparseMatrix<Expression>>`; the template accepts
/// the same arguments, so this header need not include <Eigen/Sparse>: a
/// caller includes <Eigen/SparseCore>, as it must to build the matrix.
/// @throws std::exception if an entry has a variable that `env` does not
///   assign, or evaluates to NaN (as Expression::Evaluate()).
template <typename Derived>
std::enable_if_t<std::is_same_v<typename Derived::Scalar, Expression>,
                 Eigen::SparseMatrix<double, 0, int>>
Evaluate(const Eigen::SparseMatrixBase<Derived>& m,
         const Environment& env = Environment{}) {
  // Spelled with Derived's Scalar (which is Expression) so that the calls
  // below are dependent: compiled only where the caller has SparseCore.
  using Compressed = Eigen::SparseMatrix<typename Derived::Scalar, 0, int>;
  if constexpr (std::is_same_v<Derived, Compressed>) {
    return internal::EvaluateSparse(m.derived(), env);
  } else {
    return internal::EvaluateSparse(Compressed(m.derived()), env);
  }
}

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

/// `m` with Substitute(subst) applied to every entry.
template <typename Derived>
MatrixLikewise<Expression, Derived> Substitute(
    const Eigen::MatrixBase<Derived>& m, const Substitution& subst) {
  static_assert(std::is_same_v<typename Derived::Scalar, Expression>,
                "Substitute needs a matrix of symbolic::Expression.");
  return m.unaryExpr(
      [&subst](const Expression& e) { return e.Substitute(subst); });
}

/// `m` with every occurrence of `var` replaced by `e`.
template <typename Derived>
MatrixLikewise<Expression, Derived> Substitute(
    const Eigen::MatrixBase<Derived>& m, const Variable& var,
    const Expression& e) {
  return Substitute(m, Substitution{{var, e}});
}

/// The entrywise derivative of `m` with respect to `x`.
template <typename Derived>
MatrixLikewise<Expression, Derived> Differentiate(
    const Eigen::MatrixBase<Derived>& m, const Variable& x) {
  static_assert(std::is_same_v<typename Derived::Scalar, Expression>,
                "Differentiate needs a matrix of symbolic::Expression.");
  return m.unaryExpr([&x](const Expression& e) { return e.Differentiate(x); });
}

/// The entrywise Expand() of `m`.
template <typename Derived>
MatrixLikewise<Expression, Derived> Expand(
    const Eigen::MatrixBase<Derived>& m) {
  static_assert(std::is_same_v<typename Derived::Scalar, Expression>,
                "Expand needs a matrix of symbolic::Expression.");
  return m.unaryExpr([](const Expression& e) { return e.Expand(); });
}

namespace internal {
// The result of a product of symbolic matrices: a matrix of expressions, or,
// for a (compile-time) row times a column, a 1×1 matrix that also converts
// to an Expression (as Eigen's own inner products convert to a scalar).
class ExpressionInnerProduct : public Eigen::Matrix<Expression, 1, 1> {
 public:
  ExpressionInnerProduct() = default;
  operator Expression() const { return coeff(0, 0); }  // NOLINT
};

template <typename MatrixL, typename MatrixR>
using ExpressionMatMulResult =
    std::conditional_t<MatrixL::RowsAtCompileTime == 1 &&
                           MatrixR::ColsAtCompileTime == 1,
                       ExpressionInnerProduct,
                       Eigen::Matrix<Expression, MatrixL::RowsAtCompileTime,
                                     MatrixR::ColsAtCompileTime>>;

template <typename S>
inline constexpr bool is_symbolic_v =
    std::is_same_v<S, Expression> || std::is_same_v<S, Variable>;

// True for a product of two Eigen matrices whose scalars differ and are
// Expression, Variable or double (at least one symbolic), or are both
// Variable. Eigen's own product kernels cannot mix these scalars.
template <typename MatrixL, typename MatrixR>
constexpr bool IsMixedSymbolicProduct() {
  if constexpr (std::is_base_of_v<Eigen::MatrixBase<MatrixL>, MatrixL> &&
                std::is_base_of_v<Eigen::MatrixBase<MatrixR>, MatrixR>) {
    using L = typename MatrixL::Scalar;
    using R = typename MatrixR::Scalar;
    constexpr bool l_ok = is_symbolic_v<L> || std::is_same_v<L, double>;
    constexpr bool r_ok = is_symbolic_v<R> || std::is_same_v<R, double>;
    return l_ok && r_ok &&
           (is_symbolic_v<L> || is_symbolic_v<R>)&&(
               !std::is_same_v<L, R> || std::is_same_v<L, Variable>);
  } else {
    return false;
  }
}
}  // namespace internal

/// The product of two matrices with scalars Expression, Variable or double
/// (mixed, at least one symbolic): a matrix of expressions (Drake's mixed
/// symbolic matrix products, which Eigen's kernels cannot do).
/// @throws std::exception if the inner dimensions differ.
template <typename MatrixL, typename MatrixR>
std::enable_if_t<internal::IsMixedSymbolicProduct<MatrixL, MatrixR>(),
                 internal::ExpressionMatMulResult<MatrixL, MatrixR>>
operator*(const MatrixL& lhs, const MatrixR& rhs) {
  if (lhs.cols() != rhs.rows()) {
    throw std::logic_error(fmt::format(
        "symbolic matrix product: a {}x{} matrix times a {}x{} matrix.",
        lhs.rows(), lhs.cols(), rhs.rows(), rhs.cols()));
  }
  internal::ExpressionMatMulResult<MatrixL, MatrixR> result;
  result.resize(lhs.rows(), rhs.cols());
  for (int i = 0; i < lhs.rows(); ++i) {
    for (int j = 0; j < rhs.cols(); ++j) {
      Expression sum;
      for (int k = 0; k < lhs.cols(); ++k) {
        sum += Expression(lhs.coeff(i, k)) * Expression(rhs.coeff(k, j));
      }
      result(i, j) = std::move(sum);
    }
  }
  return result;
}

/// Products of an Eigen::Transform of expressions with one of doubles (the
/// double one is cast to Expression), as Drake allows.
template <int Dim, int LhsMode, int RhsMode, int LhsOptions, int RhsOptions>
auto operator*(const Eigen::Transform<Expression, Dim, LhsMode, LhsOptions>& t1,
               const Eigen::Transform<double, Dim, RhsMode, RhsOptions>& t2) {
  return t1 * t2.template cast<Expression>();
}
template <int Dim, int LhsMode, int RhsMode, int LhsOptions, int RhsOptions>
auto operator*(
    const Eigen::Transform<double, Dim, LhsMode, LhsOptions>& t1,
    const Eigen::Transform<Expression, Dim, RhsMode, RhsOptions>& t2) {
  return t1.template cast<Expression>() * t2;
}

/// The variables of a vector of variable expressions.
/// @throws std::logic_error if an entry is not a variable.
VectorX<Variable> GetVariableVector(
    const Eigen::Ref<const VectorX<Expression>>& expressions);

/// The Jacobian ∂f/∂vars: entry (i, j) is f(i).Differentiate(vars[j]).
MatrixX<Expression> Jacobian(const Eigen::Ref<const VectorX<Expression>>& f,
                             const std::vector<Variable>& vars);
MatrixX<Expression> Jacobian(const Eigen::Ref<const VectorX<Expression>>& f,
                             const Eigen::Ref<const VectorX<Variable>>& vars);

/// The variables that occur in any entry of `v`.
Variables GetDistinctVariables(const Eigen::Ref<const MatrixX<Expression>>& v);

/// True iff `m1` and `m2` have the same shape and structurally equal
/// entries.
template <typename DerivedA, typename DerivedB>
std::enable_if_t<std::is_same_v<typename DerivedA::Scalar, Expression> &&
                     std::is_same_v<typename DerivedB::Scalar, Expression>,
                 bool>
CheckStructuralEquality(const Eigen::MatrixBase<DerivedA>& m1,
                        const Eigen::MatrixBase<DerivedB>& m2) {
  if (m1.rows() != m2.rows() || m1.cols() != m2.cols()) return false;
  for (int j = 0; j < m1.cols(); ++j) {
    for (int i = 0; i < m1.rows(); ++i) {
      if (!m1.coeff(i, j).EqualTo(m2.coeff(i, j))) return false;
    }
  }
  return true;
}

}  // namespace symbolic

/// The value of `e` evaluated in an empty environment; the NaN expression
/// gives NaN (so dummy values convert).
/// @throws std::runtime_error if `e` has a variable (random ones included;
/// the message lists them), or its evaluation fails (as
/// Expression::Evaluate()).
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

/// The dummy value of an Expression is the NaN expression.
template <>
struct dummy_value<symbolic::Expression> {
  static symbolic::Expression get() { return symbolic::Expression::NaN(); }
};

}  // namespace drake

template <>
struct fmt::formatter<drake::symbolic::Expression>
    : fmt::formatter<std::string_view> {
  template <typename FormatContext>
  auto format(const drake::symbolic::Expression& e, FormatContext& ctx) const {
    return fmt::formatter<std::string_view>::format(e.to_string(), ctx);
  }
};
