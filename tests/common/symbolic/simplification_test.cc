// Rule-based rewriting (MakeRuleRewriter). Each expected result is worked
// out by hand from the matching scheme documented in simplification.h:
// a rule applies at the root only, a pattern variable binds to one
// expression, the terms of a sum (factors of a product) are paired in their
// canonical order with the pattern's last one taking the rest, and a failed
// match returns the input unchanged. Results are compared structurally
// (EqualTo), since a rewriter returns an exact expression, not a value.

#include "drake/common/symbolic/simplification.h"

#include <functional>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

namespace drake {
namespace symbolic {
namespace simplification_test {

// The pattern variables (x, y, z) are made before the expression variables
// (a, b, c); the orders below rely only on each group's own creation order.
class SimplificationTest : public ::testing::Test {
 protected:
  // Expects rewriter(e) to be exactly `expected`.
  static void ExpectRewrite(const Rewriter& rewriter, const Expression& e,
                            const Expression& expected) {
    const Expression result = rewriter(e);
    EXPECT_TRUE(result.EqualTo(expected))
        << e << " was rewritten to " << result << ", expected " << expected;
  }

  // Expects rewriter(e) to leave e as it is (no match).
  static void ExpectUnchanged(const Rewriter& rewriter, const Expression& e) {
    ExpectRewrite(rewriter, e, e);
  }

  const Variable x_{"x"};
  const Variable y_{"y"};
  const Variable z_{"z"};
  const Variable a_{"a"};
  const Variable b_{"b"};
  const Variable c_{"c"};
};

TEST_F(SimplificationTest, RuleKeepsItsPatterns) {
  const RewritingRule rule{sin(x_) * y_, x_ + cos(y_)};
  EXPECT_TRUE(rule.lhs().EqualTo(sin(x_) * y_));
  EXPECT_TRUE(rule.rhs().EqualTo(x_ + cos(y_)));
  // Copies and moves keep both sides; assignment is deleted (as Drake).
  const RewritingRule copy{rule};
  EXPECT_TRUE(copy.lhs().EqualTo(rule.lhs()));
  EXPECT_TRUE(copy.rhs().EqualTo(rule.rhs()));
  RewritingRule source{x_, y_};
  const RewritingRule moved{std::move(source)};
  EXPECT_TRUE(moved.lhs().EqualTo(x_));
  EXPECT_TRUE(moved.rhs().EqualTo(y_));
  static_assert(std::is_copy_constructible_v<RewritingRule>);
  static_assert(std::is_move_constructible_v<RewritingRule>);
  static_assert(!std::is_copy_assignable_v<RewritingRule>);
  static_assert(!std::is_move_assignable_v<RewritingRule>);
  static_assert(std::is_same_v<Pattern, Expression>);
  static_assert(
      std::is_same_v<Rewriter, std::function<Expression(const Expression&)>>);
}

TEST_F(SimplificationTest, RewriterOwnsACopyOfTheRule) {
  Rewriter rewriter;
  {
    const RewritingRule rule{exp(x_), x_ * x_};
    rewriter = MakeRuleRewriter(rule);
  }
  // The rule is gone; exp(a + 1) still rewrites to (a + 1)².
  ExpectRewrite(rewriter, exp(a_ + 1), pow(a_ + 1, 2));
}

TEST_F(SimplificationTest, VariablePatternMatchesTheWholeExpression) {
  const Rewriter rewriter = MakeRuleRewriter({x_, x_ * x_});
  // x ↦ a + b: the whole sum is squared, its terms are not rewritten one
  // by one (which would give a² + b²).
  ExpectRewrite(rewriter, a_ + b_, pow(a_ + b_, 2));
  ExpectRewrite(rewriter, sin(a_), pow(sin(a_), 2));
  ExpectRewrite(rewriter, 3.0, 9.0);
  ExpectRewrite(rewriter, a_, pow(a_, 2));
}

TEST_F(SimplificationTest, RuleAppliesAtTheRootOnly) {
  const Rewriter rewriter = MakeRuleRewriter({sin(x_), x_});
  ExpectRewrite(rewriter, sin(a_ * b_), a_ * b_);
  // sin(a) occurs inside, but the root is a sum (or a product): no match.
  ExpectUnchanged(rewriter, 1 + sin(a_));
  ExpectUnchanged(rewriter, b_ * sin(a_));
  ExpectUnchanged(rewriter, sin(sin(a_)) + c_);
}

TEST_F(SimplificationTest, ConstantPattern) {
  const Rewriter rewriter = MakeRuleRewriter({2.0, 7.0});
  ExpectRewrite(rewriter, 2.0, 7.0);
  ExpectUnchanged(rewriter, 3.0);
  ExpectUnchanged(rewriter, a_);
  ExpectUnchanged(rewriter, 2 * a_);
}

TEST_F(SimplificationTest, VariableBindsConsistently) {
  // pow(x, x): both arguments must be the same expression.
  const Rewriter power = MakeRuleRewriter({pow(x_, x_), exp(x_ * log(x_))});
  ExpectRewrite(power, pow(a_ + c_, a_ + c_), exp((a_ + c_) * log(a_ + c_)));
  ExpectUnchanged(power, pow(a_, b_));

  // x + x is the product 2·x: it matches 2·a, never a + b (a sum), although
  // x ↦ a and x ↦ b would each match one term.
  const Rewriter twice = MakeRuleRewriter({x_ + x_, sin(x_)});
  ExpectRewrite(twice, a_ + a_, sin(a_));
  ExpectRewrite(twice, 2 * (b_ + c_), sin(b_ + c_));
  ExpectUnchanged(twice, a_ + b_);
  ExpectUnchanged(twice, 3 * a_);

  // Within a sum: sin(x) pairs with sin(a) and binds x ↦ a, so cos(x)
  // then needs cos(a).
  const Rewriter sum = MakeRuleRewriter({sin(x_) + cos(x_), x_});
  ExpectRewrite(sum, sin(a_ * b_) + cos(a_ * b_), a_ * b_);
  ExpectUnchanged(sum, sin(a_) + cos(b_));
}

TEST_F(SimplificationTest, SumWithConstantTerm) {
  // 1 + x + y: the terms x, y (in creation order).
  const Rewriter rewriter = MakeRuleRewriter({1 + x_ + y_, x_ - y_});
  // Terms a (coefficient 4) and b (5) pair with x and y in order.
  ExpectRewrite(rewriter, 1 + 4 * a_ + 5 * b_, 4 * a_ - 5 * b_);
  // The last pattern term y takes the rest of the sum, b + c.
  ExpectRewrite(rewriter, 1 + a_ + b_ + c_, a_ - (b_ + c_));
  // Another constant term: no match.
  ExpectUnchanged(rewriter, 2 + a_ + b_);
  // No constant term: no match (no term of the sum is a constant).
  ExpectUnchanged(rewriter, a_ + b_);
  // Fewer terms than the pattern: no match.
  ExpectUnchanged(rewriter, 1 + a_);
  // Not a sum.
  ExpectUnchanged(rewriter, a_ * b_);
}

TEST_F(SimplificationTest, SumWithoutConstantTerm) {
  const Rewriter rewriter = MakeRuleRewriter({x_ + y_, x_ * y_});
  ExpectRewrite(rewriter, a_ + b_, a_ * b_);
  ExpectRewrite(rewriter, a_ + b_ + c_, a_ * (b_ + c_));
  // The expression's constant term pairs with the first pattern term.
  ExpectRewrite(rewriter, 3 + a_, 3 * a_);
  ExpectRewrite(rewriter, 3 + 2 * a_ + b_, 3 * (2 * a_ + b_));
  ExpectUnchanged(rewriter, sin(a_));

  // Three pattern terms against a constant and one term: too short.
  const Rewriter three = MakeRuleRewriter({x_ + y_ + z_, x_});
  ExpectUnchanged(three, 3 + a_);
  // A constant and two terms: x ↦ 3, y ↦ a, z ↦ b.
  ExpectRewrite(three, 3 + a_ + b_, 3.0);
  // With a pattern term that cannot be the constant: no match.
  const Rewriter trig = MakeRuleRewriter({sin(x_) + cos(y_), x_ + y_});
  ExpectUnchanged(trig, 1 + cos(a_));
}

TEST_F(SimplificationTest, SumTermsKeepTheirCoefficients) {
  // 2x + 3y: each term is a product with its coefficient.
  const Rewriter rewriter = MakeRuleRewriter({2 * x_ + 3 * y_, x_ / y_});
  // a (a variable) comes before sin(b) in the sum's order.
  ExpectRewrite(rewriter, 2 * a_ + 3 * sin(b_), a_ / sin(b_));
  // Here b comes before sin(a): 2x meets 3b, and the match fails.
  ExpectUnchanged(rewriter, 2 * sin(a_) + 3 * b_);
  // 3b pairs with 2x: the coefficients differ.
  ExpectUnchanged(rewriter, 3 * a_ + 2 * b_);
  // The rest 6b + 3c is a sum, not a multiple of 3.
  ExpectUnchanged(rewriter, 2 * a_ + 6 * b_ + 3 * c_);
}

TEST_F(SimplificationTest, SumTermsArePairedInCanonicalOrder) {
  // The expression's terms are ordered by kind (sin before cos), not as
  // written, so writing cos first still matches.
  const Rewriter rewriter = MakeRuleRewriter({sin(x_) + cos(y_), x_ - y_});
  ExpectRewrite(rewriter, cos(a_) + sin(b_), b_ - a_);
  // Other pairings are not tried: x + 2y pairs x with the first term 2a
  // (x ↦ 2a), then 2y cannot match b, although x ↦ b, y ↦ a would match.
  const Rewriter missed = MakeRuleRewriter({x_ + 2 * y_, x_});
  ExpectUnchanged(missed, 2 * a_ + b_);
  ExpectRewrite(missed, a_ + 2 * b_, a_);
}

TEST_F(SimplificationTest, RightHandSideIsRebuiltAsDrakeDoes) {
  // The result is rhs with the bindings substituted, built as Drake builds
  // it: a sum bound to y stays one term of 2x + 3y, 3·(b + c), rather than
  // being spread into 3b + 3c (equal in value, different in form).
  const Rewriter rewriter = MakeRuleRewriter({x_ + y_, 2 * x_ + 3 * y_});
  const Expression result = rewriter(a_ + b_ + c_);
  EXPECT_TRUE(result.EqualTo(2 * a_ + 3 * (b_ + c_))) << result;
  EXPECT_FALSE(result.EqualTo(2 * a_ + 3 * b_ + 3 * c_)) << result;
  // A coefficient −1 negates the sum term by term: a − (b + c) = a − b − c.
  const Rewriter difference = MakeRuleRewriter({x_ + y_, x_ - y_});
  ExpectRewrite(difference, a_ + b_ + c_, a_ - b_ - c_);
  // −x with x ↦ a + b is the sum −a − b, not the product −1·(a + b).
  const Rewriter negate = MakeRuleRewriter({sin(x_), -x_});
  ExpectRewrite(negate, sin(a_ + b_), -a_ - b_);
  // Constants fold: 2x with x ↦ 3c is 6c.
  const Rewriter twice = MakeRuleRewriter({cos(x_), 2 * x_});
  ExpectRewrite(twice, cos(3 * c_), 6 * c_);
  // NaN in the right-hand side cannot take a substitution (as Drake's
  // Substitute); with nothing to substitute, rhs is returned as it is.
  const Rewriter to_nan = MakeRuleRewriter({sin(x_), Expression::NaN()});
  EXPECT_THROW(to_nan(sin(a_)), std::runtime_error);
  EXPECT_TRUE(is_nan(MakeRuleRewriter({2.0, Expression::NaN()})(2.0)));
}

TEST_F(SimplificationTest, ProductWithoutConstantFactor) {
  const Rewriter rewriter = MakeRuleRewriter({x_ * y_, x_ + y_});
  ExpectRewrite(rewriter, a_ * b_, a_ + b_);
  // The last pattern factor y takes the rest of the product.
  ExpectRewrite(rewriter, a_ * b_ * c_, a_ + b_ * c_);
  // The expression's constant factor pairs with the first pattern factor.
  ExpectRewrite(rewriter, 5 * a_, 5 + a_);
  ExpectRewrite(rewriter, 5 * a_ * b_, 5 + a_ * b_);
  ExpectUnchanged(rewriter, a_ + b_);
  ExpectUnchanged(rewriter, 5.0);
  // pow(a, 3) is a power, not a product.
  ExpectUnchanged(rewriter, pow(a_, 3));

  // Three pattern factors against a constant and one factor: too short.
  const Rewriter three = MakeRuleRewriter({x_ * y_ * z_, z_});
  ExpectUnchanged(three, 5 * a_);
  ExpectRewrite(three, 5 * a_ * b_, b_);
}

TEST_F(SimplificationTest, ProductWithConstantFactor) {
  const Rewriter rewriter = MakeRuleRewriter({3 * x_ * y_, x_ - y_});
  ExpectRewrite(rewriter, 3 * a_ * b_, a_ - b_);
  ExpectRewrite(rewriter, 3 * a_ * b_ * c_, a_ - b_ * c_);
  // Another constant factor, or none: no match.
  ExpectUnchanged(rewriter, 4 * a_ * b_);
  ExpectUnchanged(rewriter, a_ * b_);
  // Fewer factors than the pattern.
  ExpectUnchanged(rewriter, 3 * a_);
}

TEST_F(SimplificationTest, ProductFactorsKeepTheirExponents) {
  // x·y³: the factors x¹ and y³.
  const Rewriter rewriter = MakeRuleRewriter({x_ * pow(y_, 3), y_ - x_});
  ExpectRewrite(rewriter, a_ * pow(sin(b_), 3), sin(b_) - a_);
  // The factors are ordered b³ then sin(a): x meets b³ (x ↦ b³), and y³
  // cannot match sin(a).
  ExpectUnchanged(rewriter, sin(a_) * pow(b_, 3));
  ExpectUnchanged(rewriter, a_ * pow(b_, 2));
  // A factor's exponent may itself be a pattern.
  const Rewriter symbolic_exponent =
      MakeRuleRewriter({x_ * pow(y_, z_), z_ * log(y_) + log(x_)});
  ExpectRewrite(symbolic_exponent, a_ * pow(b_, c_ + 1),
                (c_ + 1) * log(b_) + log(a_));
}

TEST_F(SimplificationTest, UnaryMinus) {
  // −x is the product −1·x; a negative constant factor negates both sides.
  const Rewriter rewriter = MakeRuleRewriter({-x_, x_ + 1});
  ExpectRewrite(rewriter, -a_, a_ + 1);
  ExpectRewrite(rewriter, -3 * a_, 3 * a_ + 1);
  // −(a − b) is b − a, so x ↦ b − a.
  ExpectRewrite(rewriter, a_ - b_, b_ - a_ + 1);
  // The negated expression −a is a product, and x matches anything: so −x
  // matches a with x ↦ −a (as Drake's).
  ExpectRewrite(rewriter, a_, -a_ + 1);

  const Rewriter scaled = MakeRuleRewriter({-2 * x_, x_});
  ExpectRewrite(scaled, -2 * sin(a_), sin(a_));
  ExpectUnchanged(scaled, -3 * sin(a_));
}

TEST_F(SimplificationTest, PowerAndDivision) {
  const Rewriter power = MakeRuleRewriter({pow(x_, y_), exp(y_ * log(x_))});
  ExpectRewrite(power, pow(a_ + 1, b_ * c_), exp(b_ * c_ * log(a_ + 1)));
  ExpectRewrite(power, pow(sin(a_), 2), exp(2 * log(sin(a_))));
  ExpectUnchanged(power, a_ * b_);
  ExpectUnchanged(power, a_ / b_);

  const Rewriter square = MakeRuleRewriter({pow(x_, 2), x_ * abs(x_)});
  ExpectRewrite(square, pow(a_ - b_, 2), (a_ - b_) * abs(a_ - b_));
  ExpectUnchanged(square, pow(a_, 3));

  const Rewriter quotient = MakeRuleRewriter({x_ / y_, x_ * pow(y_, -1)});
  ExpectRewrite(quotient, sin(a_) / (b_ + 1), sin(a_) * pow(b_ + 1, -1));
  ExpectUnchanged(quotient, a_ * b_);
  // The numerator and denominator are matched in turn.
  const Rewriter half = MakeRuleRewriter({x_ / 2, 0.5 * x_});
  ExpectRewrite(half, (a_ + b_) / 2, 0.5 * (a_ + b_));
  ExpectUnchanged(half, (a_ + b_) / 3);
}

TEST_F(SimplificationTest, UnaryFunctions) {
  using Function = std::function<Expression(const Expression&)>;
  // Each of Drake's one-argument functions, with the next one in the list
  // as a function of another kind.
  const std::vector<std::pair<std::string, Function>> functions{
      {"abs", [](const Expression& e) { return abs(e); }},
      {"log", [](const Expression& e) { return log(e); }},
      {"exp", [](const Expression& e) { return exp(e); }},
      {"sqrt", [](const Expression& e) { return sqrt(e); }},
      {"sin", [](const Expression& e) { return sin(e); }},
      {"cos", [](const Expression& e) { return cos(e); }},
      {"tan", [](const Expression& e) { return tan(e); }},
      {"asin", [](const Expression& e) { return asin(e); }},
      {"acos", [](const Expression& e) { return acos(e); }},
      {"atan", [](const Expression& e) { return atan(e); }},
      {"sinh", [](const Expression& e) { return sinh(e); }},
      {"cosh", [](const Expression& e) { return cosh(e); }},
      {"tanh", [](const Expression& e) { return tanh(e); }},
      {"ceil", [](const Expression& e) { return ceil(e); }},
      {"floor", [](const Expression& e) { return floor(e); }},
  };
  for (std::size_t i = 0; i < functions.size(); ++i) {
    const auto& [name, f] = functions[i];
    const Function& other = functions[(i + 1) % functions.size()].second;
    SCOPED_TRACE(name);
    const Rewriter rewriter = MakeRuleRewriter({f(x_), 2 * x_});
    ExpectRewrite(rewriter, f(a_ + b_), 2 * (a_ + b_));
    ExpectRewrite(rewriter, f(c_), 2 * c_);
    ExpectUnchanged(rewriter, other(a_ + b_));
    ExpectUnchanged(rewriter, a_ * b_);
    // The argument is itself a pattern: f(2·x) needs a multiple of 2.
    const Rewriter doubled = MakeRuleRewriter({f(2 * x_), x_});
    ExpectRewrite(doubled, f(2 * a_ * b_), a_ * b_);
    ExpectUnchanged(doubled, f(3 * a_));
  }
}

TEST_F(SimplificationTest, BinaryFunctions) {
  using Function =
      std::function<Expression(const Expression&, const Expression&)>;
  const std::vector<std::pair<std::string, Function>> functions{
      {"pow",
       [](const Expression& e1, const Expression& e2) { return pow(e1, e2); }},
      {"division",
       [](const Expression& e1, const Expression& e2) { return e1 / e2; }},
      {"atan2", [](const Expression& e1,
                   const Expression& e2) { return atan2(e1, e2); }},
      {"min",
       [](const Expression& e1, const Expression& e2) { return min(e1, e2); }},
      {"max",
       [](const Expression& e1, const Expression& e2) { return max(e1, e2); }},
  };
  for (std::size_t i = 0; i < functions.size(); ++i) {
    const auto& [name, f] = functions[i];
    const Function& other = functions[(i + 1) % functions.size()].second;
    SCOPED_TRACE(name);
    const Rewriter rewriter = MakeRuleRewriter({f(x_, y_), x_ - y_});
    ExpectRewrite(rewriter, f(a_, b_ * c_), a_ - b_ * c_);
    ExpectUnchanged(rewriter, other(a_, b_ * c_));
    ExpectUnchanged(rewriter, a_ + b_);
    // Both arguments bind the one variable x: they must be equal.
    const Rewriter same = MakeRuleRewriter({f(x_, x_ + 1), x_});
    ExpectRewrite(same, f(sin(a_), sin(a_) + 1), sin(a_));
    ExpectUnchanged(same, f(sin(a_), sin(b_) + 1));
  }
}

TEST_F(SimplificationTest, UnsupportedPatternsThrow) {
  // Drake's matcher does not handle if-then-else expressions or
  // uninterpreted functions in a pattern, and throws whatever the input.
  const Rewriter conditional =
      MakeRuleRewriter({if_then_else(x_ > y_, x_, y_), x_ + y_});
  DRAKE_EXPECT_THROWS_MESSAGE(conditional(if_then_else(a_ > b_, a_, b_)),
                              ".*pattern.*if-then-else.*not support.*");
  EXPECT_THROW(conditional(a_ + b_), std::runtime_error);

  const Rewriter function =
      MakeRuleRewriter({uninterpreted_function("uf", {x_}), x_});
  DRAKE_EXPECT_THROWS_MESSAGE(function(uninterpreted_function("uf", {a_})),
                              ".*pattern uf\\(x\\).*uninterpreted function.*");
  EXPECT_THROW(function(a_), std::runtime_error);

  const Rewriter nan = MakeRuleRewriter({Expression::NaN(), 0.0});
  EXPECT_THROW(nan(a_), std::runtime_error);

  // Only the parts the matcher reaches matter: sin(...) fails against cos(a)
  // before its argument is looked at.
  const Rewriter nested =
      MakeRuleRewriter({sin(uninterpreted_function("uf", {x_})),
                        uninterpreted_function("uf", {x_})});
  ExpectUnchanged(nested, cos(a_));
  EXPECT_THROW(nested(sin(a_)), std::runtime_error);
}

TEST_F(SimplificationTest, PythagoreanIdentity) {
  // sin²(x) + cos²(x) ⇒ 1. The terms are ordered by the kind of their base
  // (sin before cos), whichever order they are written in.
  const Rewriter rewriter =
      MakeRuleRewriter({pow(sin(x_), 2) + pow(cos(x_), 2), 1.0});
  ExpectRewrite(rewriter, pow(sin(a_ * b_), 2) + pow(cos(a_ * b_), 2), 1.0);
  ExpectRewrite(rewriter, pow(cos(a_ + c_), 2) + pow(sin(a_ + c_), 2), 1.0);
  // Different angles: x cannot be both.
  ExpectUnchanged(rewriter, pow(sin(a_), 2) + pow(cos(b_), 2));
  // A constant term pairs with sin²(x): no match.
  ExpectUnchanged(rewriter, 1 + pow(sin(a_), 2) + pow(cos(a_), 2));
  // Other powers.
  ExpectUnchanged(rewriter, pow(sin(a_), 3) + pow(cos(a_), 2));

  // 1 − sin²(x) ⇒ cos²(x).
  const Rewriter complement =
      MakeRuleRewriter({1 - pow(sin(x_), 2), pow(cos(x_), 2)});
  ExpectRewrite(complement, 1 - pow(sin(2 * a_), 2), pow(cos(2 * a_), 2));
  ExpectUnchanged(complement, 1 + pow(sin(a_), 2));
}

TEST_F(SimplificationTest, AngleIdentities) {
  // sin(2x) ⇒ 2 sin(x) cos(x): 2x needs a product with the factor 2.
  const Rewriter double_angle =
      MakeRuleRewriter({sin(2 * x_), 2 * sin(x_) * cos(x_)});
  ExpectRewrite(double_angle, sin(2 * a_), 2 * sin(a_) * cos(a_));
  ExpectRewrite(double_angle, sin(2 * a_ * b_),
                2 * sin(a_ * b_) * cos(a_ * b_));
  ExpectUnchanged(double_angle, sin(6 * a_));
  ExpectUnchanged(double_angle, sin(a_));

  // cos(x + y) ⇒ cos x cos y − sin x sin y, with y taking the rest.
  const Rewriter sum_angle =
      MakeRuleRewriter({cos(x_ + y_), cos(x_) * cos(y_) - sin(x_) * sin(y_)});
  ExpectRewrite(sum_angle, cos(a_ + b_ + c_),
                cos(a_) * cos(b_ + c_) - sin(a_) * sin(b_ + c_));
  // A constant term in the angle is the first summand: x ↦ 0.5.
  ExpectRewrite(sum_angle, cos(0.5 + a_),
                cos(0.5) * cos(a_) - sin(0.5) * sin(a_));

  // tan(x − y) ⇒ (tan x − tan y) / (1 + tan x tan y): −y is matched by
  // negation, so y ↦ 3b.
  const Rewriter tan_difference = MakeRuleRewriter(
      {tan(x_ - y_), (tan(x_) - tan(y_)) / (1 + tan(x_) * tan(y_))});
  ExpectRewrite(tan_difference, tan(a_ - 3 * b_),
                (tan(a_) - tan(3 * b_)) / (1 + tan(a_) * tan(3 * b_)));
}

}  // namespace simplification_test
}  // namespace symbolic
}  // namespace drake
