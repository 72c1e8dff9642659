#pragma once

#ifndef DRAKE_COMMON_SYMBOLIC_EXPRESSION_ALL
#error Do not include this file. Use "drake/common/symbolic/expression.h".
#endif

/// @file
/// symbolic::Formula: a Boolean formula over expressions (Drake's
/// drake/common/symbolic/expression/formula.h): True, False, Boolean
/// variables, the relations = ≠ < ≤ > ≥ between expressions, conjunction,
/// disjunction, negation, isnan, forall and positive_semidefinite, and the
/// entrywise relations between Eigen arrays and matrices of expressions.
/// Formulas with forall or positive_semidefinite are built, printed,
/// compared and substituted, but do not evaluate (as in Drake).

#include <cstddef>
#include <functional>
#include <memory>
#include <ostream>
#include <set>
#include <string>
#include <string_view>
#include <type_traits>

#include <Eigen/Core>
#include <fmt/format.h>

#include "drake/common/cond.h"
#include "drake/common/drake_assert.h"
#include "drake/common/drake_throw.h"
#include "drake/common/random.h"
#include "drake/common/symbolic/expression/environment.h"
#include "drake/common/symbolic/expression/expression.h"
#include "drake/common/symbolic/expression/variable.h"
#include "drake/common/symbolic/expression/variables.h"

namespace drake {
namespace symbolic {

/// The kind of a Formula's root.
enum class FormulaKind {
  False,                 ///< ⊥
  True,                  ///< ⊤
  Var,                   ///< A Boolean variable.
  Eq,                    ///< =
  Neq,                   ///< ≠
  Gt,                    ///< >
  Geq,                   ///< ≥
  Lt,                    ///< <
  Leq,                   ///< ≤
  And,                   ///< Conjunction (∧).
  Or,                    ///< Disjunction (∨).
  Not,                   ///< Negation (¬).
  Forall,                ///< (Not supported by Mallard; never produced.)
  Isnan,                 ///< isnan(e).
  PositiveSemidefinite,  ///< (Not supported by Mallard; never produced.)
};

/// Total order between kinds (declaration order).
bool operator<(FormulaKind k1, FormulaKind k2);

namespace internal {
struct FormulaCell;
}  // namespace internal

/// A symbolic formula. Immutable; copies share their cells. Relations
/// between two expressions whose difference is a constant fold to True or
/// False at construction (so `x == x` is True and `explicit operator bool`
/// gives true), as Drake does.
class Formula {
 public:
  /// False (like a value-initialized bool).
  Formula();
  /// True or False.
  explicit Formula(bool value);
  /// The Boolean variable `var`.
  /// @throws std::logic_error unless `var` is of BOOLEAN type.
  explicit Formula(const Variable& var);

  [[nodiscard]] FormulaKind get_kind() const;
  /// The variables in this formula.
  [[nodiscard]] Variables GetFreeVariables() const;
  /// Structural equality.
  [[nodiscard]] bool EqualTo(const Formula& f) const;
  /// A strict total order consistent with EqualTo().
  [[nodiscard]] bool Less(const Formula& f) const;
  /// A hash consistent with EqualTo().
  [[nodiscard]] std::size_t get_hash() const;

  /// Evaluates this formula with the values in `env` (a Boolean variable's
  /// value is nonzero for true). Unassigned random variables are sampled
  /// from `random_generator` as Expression::Evaluate() does.
  /// @throws std::exception if a variable has no value (naming it), or an
  /// expression fails to evaluate.
  bool Evaluate(const Environment& env = Environment{},
                RandomGenerator* random_generator = nullptr) const;
  /// Evaluate(Environment{}, random_generator).
  bool Evaluate(RandomGenerator* random_generator) const;

  /// This formula with `var` replaced by `e` in its expressions.
  [[nodiscard]] Formula Substitute(const Variable& var,
                                   const Expression& e) const;
  /// This formula with the substitution `s` applied to its expressions.
  [[nodiscard]] Formula Substitute(const Substitution& s) const;

  /// A readable form, e.g. "((x < y) and (y < z))".
  [[nodiscard]] std::string to_string() const;

  static Formula True();
  static Formula False();

  /// Evaluate() in the empty environment.
  /// @throws std::exception if the formula has a variable.
  explicit operator bool() const { return Evaluate(); }

  /// (Internal) The root cell.
  const internal::FormulaCell& cell() const { return *cell_; }
  /// (Internal) A formula whose root is `cell` (never null).
  explicit Formula(std::shared_ptr<const internal::FormulaCell> cell);

 private:
  std::shared_ptr<const internal::FormulaCell> cell_;
};

/// The formula ∀ vars. f (f itself if `vars` is empty). Evaluating it
/// throws; its free variables are those of `f` not in `vars`.
Formula forall(const Variables& vars, const Formula& f);

/// The conjunction of `formulas` (True for an empty set), simplified as
/// operator&& does.
Formula make_conjunction(const std::set<Formula>& formulas);
/// The disjunction of `formulas` (False for an empty set), simplified as
/// operator|| does.
Formula make_disjunction(const std::set<Formula>& formulas);

/// Conjunction, disjunction and negation (with Boolean variables too).
/// True and False simplify away; nested conjunctions (disjunctions) are
/// flattened into one set of operands; ¬¬f is f.
Formula operator&&(const Formula& f1, const Formula& f2);
Formula operator&&(const Variable& v, const Formula& f);
Formula operator&&(const Formula& f, const Variable& v);
Formula operator&&(const Variable& v1, const Variable& v2);
Formula operator||(const Formula& f1, const Formula& f2);
Formula operator||(const Variable& v, const Formula& f);
Formula operator||(const Formula& f, const Variable& v);
Formula operator||(const Variable& v1, const Variable& v2);
Formula operator!(const Formula& f);
Formula operator!(const Variable& v);

/// The relations between expressions. If e1 − e2 is a constant the result
/// is True or False.
Formula operator==(const Expression& e1, const Expression& e2);
Formula operator!=(const Expression& e1, const Expression& e2);
Formula operator<(const Expression& e1, const Expression& e2);
Formula operator<=(const Expression& e1, const Expression& e2);
Formula operator>(const Expression& e1, const Expression& e2);
Formula operator>=(const Expression& e1, const Expression& e2);

/// isnan(e), which Evaluate() answers by evaluating e.
Formula isnan(const Expression& e);
/// e = ∞ or e = −∞.
Formula isinf(const Expression& e);
/// −∞ < e < ∞.
Formula isfinite(const Expression& e);

/// The constraint "`m` is positive semidefinite". Evaluating it throws.
/// @throws std::exception if `m` is not square or not (structurally)
/// symmetric.
Formula positive_semidefinite(const Eigen::Ref<const MatrixX<Expression>>& m);
/// positive_semidefinite() of the symmetric matrix whose lower (`mode` =
/// Eigen::Lower) or upper (Eigen::Upper) triangle is that of `m`; the other
/// triangle of `m` is ignored.
/// @throws std::exception if `m` is not square or `mode` is neither.
Formula positive_semidefinite(const MatrixX<Expression>& m,
                              Eigen::UpLoType mode);
/// positive_semidefinite() of the symmetric matrix with lower triangle `l`.
template <typename Derived>
std::enable_if_t<std::is_same_v<typename Derived::Scalar, Expression>, Formula>
positive_semidefinite(const Eigen::TriangularView<Derived, Eigen::Lower>& l) {
  return positive_semidefinite(l.nestedExpression(), Eigen::Lower);
}
/// positive_semidefinite() of the symmetric matrix with upper triangle `u`.
template <typename Derived>
std::enable_if_t<std::is_same_v<typename Derived::Scalar, Expression>, Formula>
positive_semidefinite(const Eigen::TriangularView<Derived, Eigen::Upper>& u) {
  return positive_semidefinite(u.nestedExpression(), Eigen::Upper);
}

bool is_false(const Formula& f);
bool is_true(const Formula& f);
bool is_variable(const Formula& f);
bool is_equal_to(const Formula& f);
bool is_not_equal_to(const Formula& f);
bool is_greater_than(const Formula& f);
bool is_greater_than_or_equal_to(const Formula& f);
bool is_less_than(const Formula& f);
bool is_less_than_or_equal_to(const Formula& f);
/// One of the six relations.
bool is_relational(const Formula& f);
bool is_conjunction(const Formula& f);
bool is_disjunction(const Formula& f);
/// A conjunction or a disjunction.
bool is_nary(const Formula& f);
bool is_negation(const Formula& f);
bool is_isnan(const Formula& f);
bool is_forall(const Formula& f);
bool is_positive_semidefinite(const Formula& f);

/// The Boolean variable of a variable formula. @throws std::logic_error.
const Variable& get_variable(const Formula& f);
/// The sides of a relation. @throws std::logic_error for other kinds.
const Expression& get_lhs_expression(const Formula& f);
const Expression& get_rhs_expression(const Formula& f);
/// The expression of isnan(e). @throws std::logic_error for other kinds.
const Expression& get_unary_expression(const Formula& f);
/// The operands of a conjunction or disjunction. @throws std::logic_error.
const std::set<Formula>& get_operands(const Formula& f);
/// The operand of a negation. @throws std::logic_error for other kinds.
const Formula& get_operand(const Formula& f);
/// The variables and the body of a forall. @throws std::logic_error for
/// other kinds.
const Variables& get_quantified_variables(const Formula& f);
const Formula& get_quantified_formula(const Formula& f);
/// The (symmetric) matrix of a positive_semidefinite formula.
/// @throws std::logic_error for other kinds.
const MatrixX<Expression>& get_matrix_in_positive_semidefinite(
    const Formula& f);

std::ostream& operator<<(std::ostream& os, const Formula& f);

}  // namespace symbolic
}  // namespace drake

namespace std {
/// Hashes a formula (consistent with EqualTo()).
template <>
struct hash<drake::symbolic::Formula> {
  size_t operator()(const drake::symbolic::Formula& f) const noexcept {
    return f.get_hash();
  }
};
/// Structural equality.
template <>
struct equal_to<drake::symbolic::Formula> {
  bool operator()(const drake::symbolic::Formula& a,
                  const drake::symbolic::Formula& b) const {
    return a.EqualTo(b);
  }
};
/// Formula::Less(), so sets of formulas work.
template <>
struct less<drake::symbolic::Formula> {
  bool operator()(const drake::symbolic::Formula& a,
                  const drake::symbolic::Formula& b) const {
    return a.Less(b);
  }
};
}  // namespace std

namespace drake {
namespace symbolic {

/// Partially evaluates every entry of `m`.
template <typename Derived>
MatrixLikewise<Expression, Derived> EvaluatePartial(
    const Eigen::MatrixBase<Derived>& m, const Environment& env) {
  static_assert(std::is_same_v<typename Derived::Scalar, Expression>,
                "EvaluatePartial needs a matrix of symbolic::Expression.");
  return m.unaryExpr(
      [&env](const Expression& e) { return e.EvaluatePartial(env); });
}

namespace internal {
// True when Derived is an Eigen array (resp. matrix) expression.
template <typename Derived>
constexpr bool IsEigenArrayXpr() {
  if constexpr (std::is_base_of_v<Eigen::ArrayBase<Derived>, Derived>) {
    return true;
  } else {
    return false;
  }
}
template <typename Derived>
constexpr bool IsEigenMatrixXpr() {
  if constexpr (std::is_base_of_v<Eigen::MatrixBase<Derived>, Derived>) {
    return true;
  } else {
    return false;
  }
}
// Of two compile-time sizes, the fixed one (Eigen's min-prefer-fixed).
constexpr int MinPreferFixed(int a, int b) {
  if (a == 0 || b == 0) return 0;
  if (a == 1 || b == 1) return 1;
  if (a == Eigen::Dynamic) return b;
  if (b == Eigen::Dynamic) return a;
  return a < b ? a : b;
}
// The result of an entrywise relation between two arrays.
template <typename DerivedA, typename DerivedB>
using FormulaArrayLike = Eigen::Array<
    Formula,
    MinPreferFixed(DerivedA::RowsAtCompileTime, DerivedB::RowsAtCompileTime),
    MinPreferFixed(DerivedA::ColsAtCompileTime, DerivedB::ColsAtCompileTime)>;
// Two arrays whose entries compare to a Formula.
template <typename DerivedA, typename DerivedB, typename Op>
constexpr bool IsSymbolicArrayPair() {
  if constexpr (IsEigenArrayXpr<DerivedA>() && IsEigenArrayXpr<DerivedB>()) {
    return std::is_same_v<
        std::invoke_result_t<Op, const typename DerivedA::Scalar&,
                             const typename DerivedB::Scalar&>,
        Formula>;
  } else {
    return false;
  }
}
// An array and a scalar whose comparison is a Formula.
template <typename Derived, typename ScalarType, typename Op>
constexpr bool IsSymbolicArrayScalar() {
  if constexpr (IsEigenArrayXpr<Derived>() && !IsEigenArrayXpr<ScalarType>() &&
                !IsEigenMatrixXpr<ScalarType>()) {
    using Scalar = typename Derived::Scalar;
    if constexpr (std::is_invocable_v<Op, const Scalar&, const ScalarType&>) {
      return std::is_same_v<
          std::invoke_result_t<Op, const Scalar&, const ScalarType&>, Formula>;
    } else {
      return false;
    }
  } else {
    return false;
  }
}
// Two matrices whose entries compare to a Formula.
template <typename DerivedA, typename DerivedB, typename Op>
constexpr bool IsSymbolicMatrixPair() {
  if constexpr (IsEigenMatrixXpr<DerivedA>() && IsEigenMatrixXpr<DerivedB>()) {
    return std::is_same_v<
        std::invoke_result_t<Op, const typename DerivedA::Scalar&,
                             const typename DerivedB::Scalar&>,
        Formula>;
  } else {
    return false;
  }
}
template <typename DerivedA, typename DerivedB, typename Op>
FormulaArrayLike<DerivedA, DerivedB> RelateArrays(const DerivedA& a1,
                                                  const DerivedB& a2, Op op) {
  EIGEN_STATIC_ASSERT_SAME_MATRIX_SIZE(DerivedA, DerivedB);
  DRAKE_THROW_UNLESS(a1.rows() == a2.rows() && a1.cols() == a2.cols());
  FormulaArrayLike<DerivedA, DerivedB> result(a1.rows(), a1.cols());
  for (Eigen::Index j = 0; j < a1.cols(); ++j) {
    for (Eigen::Index i = 0; i < a1.rows(); ++i) {
      result(i, j) = op(a1.coeff(i, j), a2.coeff(i, j));
    }
  }
  return result;
}
// The conjunction (or, for !=, the disjunction) of the entrywise relation.
template <typename DerivedA, typename DerivedB, typename Op>
Formula RelateMatrices(const DerivedA& m1, const DerivedB& m2, Op op,
                       bool disjunction = false) {
  EIGEN_STATIC_ASSERT_SAME_MATRIX_SIZE(DerivedA, DerivedB);
  DRAKE_THROW_UNLESS(m1.rows() == m2.rows() && m1.cols() == m2.cols());
  Formula result = disjunction ? Formula::False() : Formula::True();
  for (Eigen::Index j = 0; j < m1.cols(); ++j) {
    for (Eigen::Index i = 0; i < m1.rows(); ++i) {
      const Formula f = op(m1.coeff(i, j), m2.coeff(i, j));
      result = disjunction ? (result || f) : (result && f);
    }
  }
  return result;
}
}  // namespace internal

// Entrywise relations between Eigen arrays of expressions (or an array and a
// scalar): an array of formulas. Between two matrices: one formula, the
// conjunction of the entrywise relations (the disjunction for !=).
// @throws std::exception if the sizes differ.
#define DRAKE_SYMBOLIC_RELATIONAL_OPERATOR(OP, STD_OP, DISJUNCTION)           \
  template <typename DerivedA, typename DerivedB>                             \
  std::enable_if_t<                                                           \
      internal::IsSymbolicArrayPair<DerivedA, DerivedB, STD_OP<void>>(),      \
      internal::FormulaArrayLike<DerivedA, DerivedB>>                         \
  operator OP(const DerivedA& a1, const DerivedB& a2) {                       \
    return internal::RelateArrays(a1, a2, STD_OP<void>{});                    \
  }                                                                           \
  template <typename Derived, typename ScalarType>                            \
  std::enable_if_t<                                                           \
      internal::IsSymbolicArrayScalar<Derived, ScalarType, STD_OP<void>>(),   \
      Eigen::Array<Formula, Derived::RowsAtCompileTime,                       \
                   Derived::ColsAtCompileTime>>                               \
  operator OP(const Derived& a, const ScalarType& v) {                        \
    return a.unaryExpr(                                                       \
        [&v](const typename Derived::Scalar& x) { return Formula(x OP v); }); \
  }                                                                           \
  template <typename ScalarType, typename Derived>                            \
  std::enable_if_t<                                                           \
      internal::IsSymbolicArrayScalar<Derived, ScalarType, STD_OP<void>>(),   \
      Eigen::Array<Formula, Derived::RowsAtCompileTime,                       \
                   Derived::ColsAtCompileTime>>                               \
  operator OP(const ScalarType& v, const Derived& a) {                        \
    return a.unaryExpr(                                                       \
        [&v](const typename Derived::Scalar& x) { return Formula(v OP x); }); \
  }                                                                           \
  template <typename DerivedA, typename DerivedB>                             \
  std::enable_if_t<                                                           \
      internal::IsSymbolicMatrixPair<DerivedA, DerivedB, STD_OP<void>>(),     \
      Formula>                                                                \
  operator OP(const DerivedA& m1, const DerivedB& m2) {                       \
    return internal::RelateMatrices(m1, m2, STD_OP<void>{}, DISJUNCTION);     \
  }

DRAKE_SYMBOLIC_RELATIONAL_OPERATOR(==, std::equal_to, false)
DRAKE_SYMBOLIC_RELATIONAL_OPERATOR(!=, std::not_equal_to, true)
DRAKE_SYMBOLIC_RELATIONAL_OPERATOR(<, std::less, false)
DRAKE_SYMBOLIC_RELATIONAL_OPERATOR(<=, std::less_equal, false)
DRAKE_SYMBOLIC_RELATIONAL_OPERATOR(>, std::greater, false)
DRAKE_SYMBOLIC_RELATIONAL_OPERATOR(>=, std::greater_equal, false)
#undef DRAKE_SYMBOLIC_RELATIONAL_OPERATOR

}  // namespace symbolic

/// cond() with doubles as the values: if_then_else(f_cond, v_then, …).
template <typename... Rest>
symbolic::Expression cond(const symbolic::Formula& f_cond, double v_then,
                          Rest... rest) {
  return if_then_else(f_cond, symbolic::Expression{v_then}, cond(rest...));
}

namespace assert {
/// Assertion macros accept a Formula and treat it as satisfied (its truth
/// cannot be decided without values), as Drake does.
template <>
struct ConditionTraits<symbolic::Formula> {
  static constexpr bool is_valid = true;
  static bool Evaluate(const symbolic::Formula&) { return true; }
};
}  // namespace assert

/// Formula's truth value for code generic over scalar types.
/// @throws std::exception if `f` has a variable.
inline bool ExtractBoolOrThrow(const symbolic::Formula& f) {
  return f.Evaluate();
}

}  // namespace drake

namespace Eigen {
// Lets Eigen matrices hold formulas (e.g. the result of an entrywise
// comparison, reduced by drake::all()).
template <>
struct NumTraits<drake::symbolic::Formula>
    : GenericNumTraits<drake::symbolic::Formula> {
  static inline int digits10() { return 0; }
  static inline int max_digits10() { return 0; }
};

namespace internal {
// Eigen's comparison functors (cwiseEqual(), array comparisons) give a
// Formula for expressions and variables.
#define DRAKE_SYMBOLIC_CMP_OP(SCALAR, CMP, OP)                                 \
  template <>                                                                  \
  struct scalar_cmp_op<SCALAR, SCALAR, CMP> : binary_op_base<SCALAR, SCALAR> { \
    using result_type = drake::symbolic::Formula;                              \
    EIGEN_STRONG_INLINE result_type operator()(const SCALAR& a,                \
                                               const SCALAR& b) const {        \
      return drake::symbolic::Expression(a) OP drake::symbolic::Expression(b); \
    }                                                                          \
  };
DRAKE_SYMBOLIC_CMP_OP(drake::symbolic::Expression, cmp_EQ, ==)
DRAKE_SYMBOLIC_CMP_OP(drake::symbolic::Expression, cmp_LT, <)
DRAKE_SYMBOLIC_CMP_OP(drake::symbolic::Expression, cmp_LE, <=)
DRAKE_SYMBOLIC_CMP_OP(drake::symbolic::Expression, cmp_GT, >)
DRAKE_SYMBOLIC_CMP_OP(drake::symbolic::Expression, cmp_GE, >=)
DRAKE_SYMBOLIC_CMP_OP(drake::symbolic::Expression, cmp_NEQ, !=)
DRAKE_SYMBOLIC_CMP_OP(drake::symbolic::Variable, cmp_EQ, ==)
DRAKE_SYMBOLIC_CMP_OP(drake::symbolic::Variable, cmp_LT, <)
DRAKE_SYMBOLIC_CMP_OP(drake::symbolic::Variable, cmp_LE, <=)
DRAKE_SYMBOLIC_CMP_OP(drake::symbolic::Variable, cmp_GT, >)
DRAKE_SYMBOLIC_CMP_OP(drake::symbolic::Variable, cmp_GE, >=)
DRAKE_SYMBOLIC_CMP_OP(drake::symbolic::Variable, cmp_NEQ, !=)
#undef DRAKE_SYMBOLIC_CMP_OP
}  // namespace internal

namespace numext {
// Eigen's exact comparisons (used, e.g., to skip zero coefficients): true
// only when the two expressions are known equal, as Drake does. Comparing
// with a constant zero is structural; otherwise the relation must fold to a
// constant.
// @throws std::exception if the equality depends on a variable.
template <>
EIGEN_STRONG_INLINE bool equal_strict(const drake::symbolic::Expression& x,
                                      const drake::symbolic::Expression& y) {
  if (is_zero(x)) return is_zero(y);
  if (is_zero(y)) return is_zero(x);
  return static_cast<bool>(x == y);
}
template <>
EIGEN_STRONG_INLINE bool not_equal_strict(
    const drake::symbolic::Expression& x,
    const drake::symbolic::Expression& y) {
  return !Eigen::numext::equal_strict(x, y);
}
// isfinite/isinf/isnan of an expression, evaluated in the empty environment.
// @throws std::exception if the expression has a variable.
template <>
EIGEN_STRONG_INLINE bool isfinite(const drake::symbolic::Expression& e) {
  return static_cast<bool>(drake::symbolic::isfinite(e));
}
template <>
EIGEN_STRONG_INLINE bool isinf(const drake::symbolic::Expression& e) {
  return static_cast<bool>(drake::symbolic::isinf(e));
}
template <>
EIGEN_STRONG_INLINE bool isnan(const drake::symbolic::Expression& e) {
  return static_cast<bool>(drake::symbolic::isnan(e));
}
}  // namespace numext
}  // namespace Eigen

template <>
struct fmt::formatter<drake::symbolic::Formula>
    : fmt::formatter<std::string_view> {
  template <typename FormatContext>
  auto format(const drake::symbolic::Formula& f, FormatContext& ctx) const {
    return fmt::formatter<std::string_view>::format(f.to_string(), ctx);
  }
};
