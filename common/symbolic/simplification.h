#pragma once

/// @file
/// Rule-based rewriting of symbolic expressions: Pattern, RewritingRule,
/// Rewriter and MakeRuleRewriter (Drake's
/// drake/common/symbolic/simplification.h).

#include <functional>
#include <utility>

#include "drake/common/symbolic/expression.h"

namespace drake {
namespace symbolic {

/// An expression used as a template: each variable in it is a placeholder
/// that stands for any subexpression (the same one at every occurrence).
using Pattern = Expression;

/// The rule `lhs ⇒ rhs`. A rewriter built from it (MakeRuleRewriter())
/// matches a whole expression `e` against the pattern `lhs`; when it finds
/// values for lhs's variables that turn lhs into e, it returns `rhs` with
/// those values substituted, and otherwise returns `e` as it is.
///
/// A rule is copyable and movable, but not assignable (its patterns are
/// fixed at construction).
class RewritingRule {
 public:
  /// The rule `lhs ⇒ rhs`.
  RewritingRule(Pattern lhs, Pattern rhs)
      : lhs_{std::move(lhs)}, rhs_{std::move(rhs)} {}

  RewritingRule(const RewritingRule&) = default;
  RewritingRule(RewritingRule&&) = default;
  RewritingRule& operator=(const RewritingRule&) = delete;
  RewritingRule& operator=(RewritingRule&&) = delete;
  ~RewritingRule() = default;

  /// The pattern to match (the left-hand side).
  const Pattern& lhs() const { return lhs_; }
  /// The pattern to produce (the right-hand side).
  const Pattern& rhs() const { return rhs_; }

 private:
  const Pattern lhs_;
  const Pattern rhs_;
};

/// A function that rewrites an expression into another.
using Rewriter = std::function<Expression(const Expression&)>;

/// A rewriter that applies the rule `r` at the root of its argument only
/// (subexpressions are not rewritten one by one): given `e`, it looks for a
/// substitution σ of the variables of `r.lhs()` with σ(r.lhs()) equal to `e`
/// and returns σ(r.rhs()); when there is none, it returns `e` unchanged.
///
/// Matching is syntactic, over Expression's canonical form, and is not
/// exhaustive (as Drake's):
/// - a variable matches any expression, but each occurrence of one variable
///   must match structurally equal expressions (pow(x, x) matches
///   pow(a, a), not pow(a, b));
/// - a constant matches the same constant;
/// - a sum c₀ + c₁t₁ + … + cₙtₙ matches a sum of the same constant term
///   whose first n − 1 terms (in Expression::Less order) match c₁t₁ … and
///   whose remaining terms together match cₙtₙ; a pattern sum without a
///   constant term matches a sum that has one by pairing its first term with
///   that constant (so x + y matches 1 + 2·a with x ↦ 1, y ↦ 2·a);
/// - a product c·b₁^k₁·…·bₙ^kₙ is matched in the same way (a product
///   without a constant factor pairs its first factor with the
///   expression's constant), and a pattern with a negative constant factor
///   matches the negated expression against the negated pattern (so −x
///   matches −a with x ↦ a);
/// - pow, division and the other functions match the same function with
///   matching arguments.
///
/// Other orderings of the terms of a sum or the factors of a product are
/// not tried, so a rewriter can miss a match that exists (x + 2·y does not
/// match 2·a + b: x meets the first term, 2·a).
///
/// The result σ(r.rhs()) is built as Drake's Expression::Substitute builds
/// it, so that it has the form of Drake's result (a sum bound to y stays one
/// term of 3·y); with nothing to substitute it is `r.rhs()` itself.
///
/// The returned rewriter throws std::runtime_error when `r.lhs()` holds an
/// if-then-else expression, an uninterpreted function or NaN at a place the
/// matcher visits (matching those is not supported), and when `r.rhs()`
/// holds NaN and a substitution is to be made (as Drake's).
Rewriter MakeRuleRewriter(const RewritingRule& r);

}  // namespace symbolic
}  // namespace drake
