#pragma once

#ifndef DRAKE_COMMON_SYMBOLIC_EXPRESSION_ALL
#error Do not include this file. Use "drake/common/symbolic/expression.h".
#endif

/// @file
/// symbolic::Formula: a Boolean formula over expressions (Drake's
/// drake/common/symbolic/expression/formula.h): True, False, Boolean
/// variables, the relations = ≠ < ≤ > ≥ between expressions, conjunction,
/// disjunction, negation and isnan. Not supported (compared with Drake):
/// forall and positive_semidefinite.

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

}  // namespace symbolic

/// cond() with doubles as the values: if_then_else(f_cond, v_then, …).
template <typename... Rest>
symbolic::Expression cond(const symbolic::Formula& f_cond, double v_then,
                          Rest... rest) {
  return if_then_else(f_cond, symbolic::Expression{v_then}, cond(rest...));
}

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
}  // namespace Eigen

template <>
struct fmt::formatter<drake::symbolic::Formula>
    : fmt::formatter<std::string_view> {
  template <typename FormatContext>
  auto format(const drake::symbolic::Formula& f, FormatContext& ctx) const {
    return fmt::formatter<std::string_view>::format(f.to_string(), ctx);
  }
};
