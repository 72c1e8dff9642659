// ReplaceBilinearTerms. The expected results are written by hand from the
// definition (x(i)·y(j) → W(i, j)) and compared structurally after
// expansion; random values then confirm that the replaced expression equals
// the original when W(i, j) is given the value x(i)·y(j).

#include "drake/common/symbolic/replace_bilinear_terms.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

namespace drake {
namespace symbolic {
namespace replace_bilinear_terms_test {

class ReplaceBilinearTermsTest : public ::testing::Test {
 protected:
  void SetUp() override {
    for (int i = 0; i < 3; ++i) {
      x_(i) = Variable(fmt::format("x{}", i));
      y_(i) = Variable(fmt::format("y{}", i));
    }
    for (int i = 0; i < 3; ++i) {
      for (int j = 0; j < 3; ++j) {
        w_xy_(i, j) = Variable(fmt::format("wxy{}{}", i, j));
        w_xx_(i, j) = Variable(fmt::format("wxx{}{}", i, j));
      }
    }
  }

  static void ExpectSame(const Expression& actual, const Expression& expected) {
    EXPECT_TRUE(actual.Expand().EqualTo(expected.Expand()))
        << actual << " vs " << expected;
  }

  Vector3<Variable> x_;
  Vector3<Variable> y_;
  Eigen::Matrix<Variable, 3, 3> w_xy_;
  Eigen::Matrix<Variable, 3, 3> w_xx_;
  const Variable a_{"a"};
};

TEST_F(ReplaceBilinearTermsTest, LinearTermsAreKept) {
  const MatrixX<Expression> W = w_xy_.cast<Expression>();
  for (const Expression& e : {Expression(2.0), Expression(x_(0)),
                              x_(0) + 3 * y_(1) - 4, a_ * x_(2) + a_}) {
    ExpectSame(ReplaceBilinearTerms(e, x_, y_, W), e);
  }
}

TEST_F(ReplaceBilinearTermsTest, BilinearTerms) {
  const MatrixX<Expression> Wxy = w_xy_.cast<Expression>();
  const MatrixX<Expression> Wxx = w_xx_.cast<Expression>();
  // x₀y₀ + 2x₀y₁ + x₁y₁ + 3x₁ → W₀₀ + 2W₀₁ + W₁₁ + 3x₁.
  ExpectSame(ReplaceBilinearTerms(
                 x_(0) * y_(0) + 2 * x_(0) * y_(1) + x_(1) * y_(1) + 3 * x_(1),
                 x_, y_, Wxy),
             w_xy_(0, 0) + 2 * w_xy_(0, 1) + w_xy_(1, 1) + 3 * x_(1));
  // The order of the factors does not matter, and decision variables stay
  // in the coefficients: a·y₂x₁ → a·W₁₂.
  ExpectSame(ReplaceBilinearTerms(a_ * y_(2) * x_(1), x_, y_, Wxy),
             a_ * w_xy_(1, 2));
  // With y = x, squares and cross terms: x₀² + 3x₀x₁ → W₀₀ + 3W₀₁ (the
  // first factor in x's order taken from x).
  ExpectSame(
      ReplaceBilinearTerms(pow(x_(0), 2) + 3 * x_(0) * x_(1), x_, x_, Wxx),
      w_xx_(0, 0) + 3 * w_xx_(0, 1));
  // The expression is expanded first: (x₀ + 1)(y₁ − 2) = x₀y₁ − 2x₀ + y₁ − 2.
  ExpectSame(ReplaceBilinearTerms((x_(0) + 1) * (y_(1) - 2), x_, y_, Wxy),
             w_xy_(0, 1) - 2 * x_(0) + y_(1) - 2);

  // W entries that are expressions of other variables.
  MatrixX<Expression> W_expr = Wxy;
  W_expr(2, 0) = 2 * a_ + 1;
  ExpectSame(ReplaceBilinearTerms(5 * x_(2) * y_(0) + x_(2), x_, y_, W_expr),
             5 * (2 * a_ + 1) + x_(2));
  // A W entry that is itself a variable of x is allowed.
  MatrixX<Expression> W_var = Wxy;
  W_var(0, 0) = x_(1);
  ExpectSame(ReplaceBilinearTerms(x_(0) * y_(0), x_, y_, W_var), x_(1));
}

// Substituting W(i, j) = x(i)·y(j) back recovers the original values.
TEST_F(ReplaceBilinearTermsTest, ValuesAgreeWhenWIsTheProduct) {
  const MatrixX<Expression> Wxy = w_xy_.cast<Expression>();
  const Expression e =
      3 * x_(0) * y_(2) - a_ * x_(1) * y_(1) + x_(2) * y_(0) + 7 * y_(2) - 1.5;
  const Expression replaced = ReplaceBilinearTerms(e, x_, y_, Wxy);
  Environment env{{a_, 0.7}};
  const double xs[3] = {0.3, -1.2, 2.0};
  const double ys[3] = {1.1, 0.4, -0.9};
  for (int i = 0; i < 3; ++i) {
    env.insert(x_(i), xs[i]);
    env.insert(y_(i), ys[i]);
  }
  for (int i = 0; i < 3; ++i) {
    for (int j = 0; j < 3; ++j) env.insert(w_xy_(i, j), xs[i] * ys[j]);
  }
  // A handful of products of values ≤ 7, each rounded once.
  EXPECT_NEAR(replaced.Evaluate(env), e.Evaluate(env), 1e-14);
}

TEST_F(ReplaceBilinearTermsTest, BadInputThrows) {
  const MatrixX<Expression> Wxy = w_xy_.cast<Expression>();
  const MatrixX<Expression> Wxx = w_xx_.cast<Expression>();
  DRAKE_EXPECT_THROWS_MESSAGE(ReplaceBilinearTerms(pow(x_(0), 3), x_, x_, Wxx),
                              ".*x0\\^3 has degree 3.*at most 2.*");
  EXPECT_THROW(ReplaceBilinearTerms(x_(0) * y_(1) * y_(2), x_, y_, Wxy),
               std::exception);
  DRAKE_EXPECT_THROWS_MESSAGE(
      ReplaceBilinearTerms(x_(0) * x_(1), x_, y_, Wxy),
      ".*x0 \\* x1 has degree 2 but is not the product.*");
  EXPECT_THROW(ReplaceBilinearTerms(x_(0) * x_(0), x_, y_, Wxy),
               std::exception);
  EXPECT_THROW(ReplaceBilinearTerms(sin(x_(0)), x_, y_, Wxy), std::exception);
  MatrixX<Expression> W_bad = Wxy;
  W_bad(0, 1) = x_(2) + 1;
  DRAKE_EXPECT_THROWS_MESSAGE(
      ReplaceBilinearTerms(x_(0) * y_(1), x_, y_, W_bad),
      ".*W\\(0, 1\\) = .*uses variables of x or y.*");
  const Vector2<Variable> repeated(x_(0), x_(0));
  DRAKE_EXPECT_THROWS_MESSAGE(
      ReplaceBilinearTerms(x_(0), repeated, y_, Wxy.topRows(2)),
      ".*x0 appears more than once in x.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      ReplaceBilinearTerms(x_(0), x_, y_, Wxy.leftCols(2)), ".*W is 3×2.*");
}

}  // namespace replace_bilinear_terms_test
}  // namespace symbolic
}  // namespace drake
