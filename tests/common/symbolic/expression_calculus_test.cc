// Algebra, evaluation, differentiation, expansion and substitution of
// symbolic::Expression, checked against double and AutoDiffXd computations
// of the same functions at random points.

#include <cmath>
#include <functional>
#include <random>
#include <vector>

#include <Eigen/Core>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/autodiff.h"
#include "drake/common/symbolic/expression.h"
#include "drake/common/unused.h"

namespace drake {
namespace symbolic {
namespace expression_calculus_test {

template <typename T>
using Function = std::function<T(const T&, const T&, const T&)>;

// Test functions of (x, y, z), written once for every scalar type. Points
// are drawn from [0.5, 1.5]³, where every function is smooth (no kink of
// abs/min/max, no integer argument of ceil/floor, arguments inside the
// domains of log, sqrt, asin, acos).
template <typename T>
std::vector<Function<T>> Functions() {
  using std::abs;
  using std::acos;
  using std::asin;
  using std::atan;
  using std::atan2;
  using std::ceil;
  using std::cos;
  using std::cosh;
  using std::exp;
  using std::floor;
  using std::log;
  using std::max;
  using std::min;
  using std::pow;
  using std::sin;
  using std::sinh;
  using std::sqrt;
  using std::tan;
  using std::tanh;
  return {
      [](const T& x, const T& y, const T& z) -> T { return x * y + z - x / y; },
      [](const T& x, const T& y, const T& z) -> T {
        return pow(x, 3.0) - 2.0 * x * x * y + sin(x) * cos(y) * z;
      },
      [](const T& x, const T& y, const T& z) -> T {
        return exp(x) * log(y) + sqrt(z) / (1.0 + x * x);
      },
      [](const T& x, const T& y, const T& z) -> T {
        return atan2(y, x) + tanh(z) * sinh(x) - cosh(y);
      },
      [](const T& x, const T& y, const T& z) -> T {
        return asin(T(x / 3.0)) + acos(T(y / 4.0)) + atan(z) + tan(T(x / 2.0));
      },
      [](const T& x, const T& y, const T& z) -> T {
        return T(min(x, y)) * T(max(y, z)) + abs(T(x - 2.0 * y)) +
               ceil(T(z * 3.0)) - floor(T(x * 2.0));
      },
      [](const T& x, const T& y, const T& z) -> T {
        return (x + y) * (x - y) / (z + 2.0) - pow(T(x + y), 2.5);
      },
      [](const T& x, const T& y, const T& z) -> T {
        return pow(x, y) * z + pow(2.0 * z, 2.0) - 1.0 / (x * y * z);
      },
      [](const T& x, const T& y, const T& z) -> T {
        T result = x;
        result += y;
        result *= z;
        result -= 0.5;
        result /= x;
        return -result + x * x * x / (y * y);
      },
  };
}

class ExpressionCalculusTest : public ::testing::Test {
 protected:
  // A random point of [0.5, 1.5]³ (away from the kinks and integers named
  // above: values with |2x − ⌊2x⌋| etc. near 0 are nudged away).
  Eigen::Vector3d RandomPoint() {
    std::uniform_real_distribution<double> uniform(0.5, 1.5);
    Eigen::Vector3d p;
    for (int i = 0; i < 3; ++i) p(i) = uniform(generator_);
    return p;
  }

  Environment Env(const Eigen::Vector3d& p) const {
    return Environment{{x_, p(0)}, {y_, p(1)}, {z_, p(2)}};
  }

  // Skips points near a discontinuity of ceil(3z) or floor(2x), or a kink
  // of abs(x − 2y) or min/max, where the function's derivative is not
  // defined (1e-3 is far larger than any rounding error here).
  static bool NearKink(const Eigen::Vector3d& p) {
    const auto near_integer = [](double v) {
      return std::abs(v - std::round(v)) < 1e-3;
    };
    return near_integer(3 * p(2)) || near_integer(2 * p(0)) ||
           std::abs(p(0) - 2 * p(1)) < 1e-3 || std::abs(p(0) - p(1)) < 1e-3 ||
           std::abs(p(1) - p(2)) < 1e-3;
  }

  std::mt19937 generator_{12345};
  const Variable x_{"x"};
  const Variable y_{"y"};
  const Variable z_{"z"};
};

// Evaluating an expression performs the same operations as the double
// computation, in a possibly different order (canonical sums and products
// reorder terms), so results agree to a few roundings: 1e-14 relative to
// the value (or absolute below 1), with values of order 1 to 10.
TEST_F(ExpressionCalculusTest, EvaluateMatchesDouble) {
  const auto symbolic = Functions<Expression>();
  const auto numeric = Functions<double>();
  int checked = 0;
  for (int trial = 0; trial < 50; ++trial) {
    const Eigen::Vector3d p = RandomPoint();
    if (NearKink(p)) continue;
    for (std::size_t k = 0; k < symbolic.size(); ++k) {
      const Expression e = symbolic[k](x_, y_, z_);
      const double expected = numeric[k](p(0), p(1), p(2));
      EXPECT_NEAR(e.Evaluate(Env(p)), expected,
                  1e-14 * std::max(1.0, std::abs(expected)))
          << "function " << k << ": " << e;
      ++checked;
    }
  }
  EXPECT_GT(checked, 300);
}

// Differentiate() and Jacobian() against forward-mode AutoDiffXd at the same
// points. The two use different (exact) derivative formulas, e.g. for pow
// and atan2, so they differ by roundings only: 1e-13 relative (a few
// roundings of terms up to ~30 in magnitude).
TEST_F(ExpressionCalculusTest, DerivativesMatchAutoDiff) {
  const auto symbolic = Functions<Expression>();
  const auto autodiff = Functions<AutoDiffXd>();
  const Vector3<Variable> vars(x_, y_, z_);
  int checked = 0;
  for (int trial = 0; trial < 30; ++trial) {
    const Eigen::Vector3d p = RandomPoint();
    if (NearKink(p)) continue;
    const AutoDiffXd ax(p(0), Eigen::Vector3d::UnitX());
    const AutoDiffXd ay(p(1), Eigen::Vector3d::UnitY());
    const AutoDiffXd az(p(2), Eigen::Vector3d::UnitZ());
    for (std::size_t k = 0; k < symbolic.size(); ++k) {
      const Expression e = symbolic[k](x_, y_, z_);
      const AutoDiffXd a = autodiff[k](ax, ay, az);
      const RowVectorX<Expression> jacobian = e.Jacobian(vars);
      ASSERT_EQ(jacobian.size(), 3);
      for (int i = 0; i < 3; ++i) {
        const double expected =
            a.derivatives().size() == 3 ? a.derivatives()(i) : 0.0;
        const double tol = 1e-13 * std::max(1.0, std::abs(expected));
        EXPECT_NEAR(jacobian(i).Evaluate(Env(p)), expected, tol)
            << "function " << k << ", variable " << i << ": " << jacobian(i);
        EXPECT_NEAR(e.Differentiate(vars(i)).Evaluate(Env(p)), expected, tol);
        ++checked;
      }
    }
  }
  EXPECT_GT(checked, 500);
}

// The vector Jacobian of f: R³ → R³ against AutoDiffXd (tolerance as above).
TEST_F(ExpressionCalculusTest, VectorJacobianMatchesAutoDiff) {
  const auto symbolic = Functions<Expression>();
  const auto autodiff = Functions<AutoDiffXd>();
  const Vector3<Expression> f(symbolic[1](x_, y_, z_), symbolic[2](x_, y_, z_),
                              symbolic[3](x_, y_, z_));
  const MatrixX<Expression> J = Jacobian(f, std::vector<Variable>{x_, y_, z_});
  const MatrixX<Expression> J2 = Jacobian(f, Vector3<Variable>(x_, y_, z_));
  ASSERT_EQ(J.rows(), 3);
  ASSERT_EQ(J.cols(), 3);
  EXPECT_TRUE(CheckStructuralEquality(J, J2));
  const Eigen::Vector3d p = RandomPoint();
  const AutoDiffXd ax(p(0), Eigen::Vector3d::UnitX());
  const AutoDiffXd ay(p(1), Eigen::Vector3d::UnitY());
  const AutoDiffXd az(p(2), Eigen::Vector3d::UnitZ());
  const Eigen::MatrixXd J_value = Evaluate(J, Env(p));
  for (int r = 0; r < 3; ++r) {
    const AutoDiffXd a = autodiff[r + 1](ax, ay, az);
    for (int c = 0; c < 3; ++c) {
      EXPECT_NEAR(J_value(r, c), a.derivatives()(c),
                  1e-13 * std::max(1.0, std::abs(a.derivatives()(c))));
    }
  }
}

// Second derivatives: ∂²/∂x∂y of x²y³ is 6xy² (closed form; a handful of
// roundings, 1e-14 relative).
TEST_F(ExpressionCalculusTest, SecondDerivativeClosedForm) {
  const Expression f = pow(x_, 2) * pow(y_, 3);
  const Expression fxy = f.Differentiate(x_).Differentiate(y_);
  const Eigen::Vector3d p = RandomPoint();
  const double expected = 6 * p(0) * p(1) * p(1);
  EXPECT_NEAR(fxy.Evaluate(Env(p)), expected, 1e-14 * expected);
  EXPECT_TRUE(f.Differentiate(z_).EqualTo(0.0));
  EXPECT_TRUE(Expression(x_).Differentiate(x_).EqualTo(1.0));
  // d/dx of a non-smooth function is NaN at its kink and ±1 elsewhere.
  const Expression d_abs = abs(x_).Differentiate(x_);
  EXPECT_EQ(d_abs.Evaluate(Environment{{x_, -2.0}}), -1.0);
  EXPECT_EQ(d_abs.Evaluate(Environment{{x_, 3.0}}), 1.0);
  DRAKE_EXPECT_THROWS_MESSAGE(d_abs.Evaluate(Environment{{x_, 0.0}}),
                              ".*NaN.*");
}

// Light simplification, checked structurally (Drake's canonical forms).
TEST_F(ExpressionCalculusTest, CanonicalSimplification) {
  const Expression x{x_}, y{y_};
  EXPECT_TRUE((x - x).EqualTo(0.0));
  EXPECT_TRUE((x + x).EqualTo(2 * x));
  EXPECT_TRUE((x * x).EqualTo(pow(x, 2)));
  EXPECT_TRUE((x * x * x).EqualTo(pow(x, 3)));
  EXPECT_TRUE((0.0 * x).EqualTo(0.0));
  EXPECT_TRUE((x * 1.0).EqualTo(x));
  EXPECT_TRUE((x + 0.0).EqualTo(x));
  EXPECT_TRUE((x / x).EqualTo(1.0));
  EXPECT_TRUE(((x + y) - y).EqualTo(x));
  EXPECT_TRUE((2 * (3 * x)).EqualTo(6 * x));
  EXPECT_TRUE((-(x + y)).EqualTo(-x - y));
  EXPECT_TRUE((x * y).EqualTo(y * x));
  EXPECT_TRUE(pow(pow(x, 2), 3).EqualTo(pow(x, 6)));
  EXPECT_TRUE((x * pow(x, -1)).EqualTo(1.0));
  EXPECT_TRUE(pow(x, 0).EqualTo(1.0));
  EXPECT_TRUE(pow(x, 1).EqualTo(x));
  EXPECT_TRUE(min(x, x).EqualTo(x));
  EXPECT_TRUE(if_then_else(x > y, x, x).EqualTo(x));
  EXPECT_TRUE(if_then_else(Formula::True(), x, y).EqualTo(x));
  EXPECT_TRUE(if_then_else(Formula::False(), x, y).EqualTo(y));
  EXPECT_TRUE((sin(Expression(0.5)) + 1.0).EqualTo(std::sin(0.5) + 1.0));
  // Not algebraically simplified: 2(x + y) is a product, 2x + 2y a sum.
  EXPECT_FALSE((2 * (x + y)).EqualTo(2 * x + 2 * y));
  EXPECT_TRUE((2 * (x + y)).Expand().EqualTo(2 * x + 2 * y));
  // The canonical parts.
  const Expression sum = 3 + 2 * x - y;
  ASSERT_TRUE(is_addition(sum));
  EXPECT_EQ(get_constant_in_addition(sum), 3.0);
  EXPECT_EQ(get_expr_to_coeff_map_in_addition(sum).size(), 2);
  EXPECT_EQ(get_expr_to_coeff_map_in_addition(sum).at(x), 2.0);
  EXPECT_EQ(get_expr_to_coeff_map_in_addition(sum).at(y), -1.0);
  const Expression product = 5 * x * pow(y, 2);
  ASSERT_TRUE(is_multiplication(product));
  EXPECT_EQ(get_constant_in_multiplication(product), 5.0);
  EXPECT_TRUE(
      get_base_to_exponent_map_in_multiplication(product).at(y).EqualTo(2.0));
  EXPECT_EQ(sum.to_string(), "(3 + 2 * x - y)");
  EXPECT_EQ(product.to_string(), "(5 * x * pow(y, 2))");
  // Hashes agree with structural equality.
  EXPECT_EQ(std::hash<Expression>{}(x + y), std::hash<Expression>{}(y + x));
  EXPECT_NE(std::hash<Expression>{}(x + y), std::hash<Expression>{}(x - y));
}

// Expand() multiplies out products and integer powers of sums: the expanded
// form is a polynomial sum whose value matches the original's (1e-13
// relative: expansion of (x + y + z)⁴(x − 2z)² has ~100 terms of size up to
// ~100 whose roundings add up, without cancellation at positive points
// except in x − 2z; the test scales by the sum of the terms' magnitudes).
TEST_F(ExpressionCalculusTest, ExpandMatchesEvaluation) {
  const Expression x{x_}, y{y_}, z{z_};
  const std::vector<Expression> products{
      (x + 1) * (x - 1),
      pow(x + y, 2),
      pow(x + y + z, 4) * pow(x - 2 * z, 2),
      (x + y) * (y + z) * (z + x) / 4.0,
      2.0 * (x - y) * (3 * x + y * z),
      pow(2 * x * y, 3) * (z + 1),
  };
  const Expression abs_sum = pow(x + y + z, 4) * pow(x + 2 * z, 2);
  for (const Expression& e : products) {
    const Expression expanded = e.Expand();
    EXPECT_TRUE(expanded.is_polynomial()) << expanded;
    EXPECT_TRUE(expanded.is_expanded());
    EXPECT_TRUE(expanded.Expand().EqualTo(expanded)) << "not idempotent";
    for (int trial = 0; trial < 10; ++trial) {
      const Eigen::Vector3d p = RandomPoint();
      const double scale = std::max(1.0, abs_sum.Evaluate(Env(p)));
      EXPECT_NEAR(expanded.Evaluate(Env(p)), e.Evaluate(Env(p)), 1e-13 * scale)
          << e << " → " << expanded;
    }
  }
  // Closed forms.
  EXPECT_TRUE(((x + 1) * (x - 1)).Expand().EqualTo(pow(x, 2) - 1));
  EXPECT_TRUE(
      pow(x + y, 2).Expand().EqualTo(pow(x, 2) + 2 * x * y + pow(y, 2)));
  EXPECT_TRUE(sin(pow(x + 1, 2)).Expand().EqualTo(sin(1 + 2 * x + pow(x, 2))));
  EXPECT_TRUE(((2 * x + 4 * y) / 2.0).Expand().EqualTo(x + 2 * y));
  EXPECT_FALSE(sin(x).is_polynomial());
  EXPECT_FALSE((x / y).is_polynomial());
  EXPECT_TRUE((x / 2.0).is_polynomial());
}

TEST_F(ExpressionCalculusTest, Substitute) {
  const Expression x{x_}, y{y_}, z{z_};
  // Simultaneous substitution.
  EXPECT_TRUE((x / y).Substitute({{x_, y}, {y_, x}}).EqualTo(y / x));
  // Substituting then evaluating equals evaluating with the substituted
  // value (same operations; 1e-14 relative).
  const Expression f = Functions<Expression>()[2](x, y, z);
  const Expression g = f.Substitute(x_, sin(z) + 0.5);
  EXPECT_FALSE(g.GetVariables().include(x_));
  const Eigen::Vector3d p = RandomPoint();
  const double xs = std::sin(p(2)) + 0.5;
  const double expected = Functions<double>()[2](xs, p(1), p(2));
  EXPECT_NEAR(g.Evaluate(Env(p)), expected, 1e-14 * std::abs(expected));
  // Substitution simplifies: x − y with y := x is 0.
  EXPECT_TRUE((x - y).Substitute(y_, x).EqualTo(0.0));
  // Drake's form: a sum substituted for a term stays one term, times the
  // term's coefficient (x + 5·(3z + 5x), not 26x + 15z; equal values).
  const Expression sum = (x + 5 * y).Substitute(y_, 3 * z + 5 * x);
  EXPECT_TRUE(sum.EqualTo(x + 5 * (3 * z + 5 * x))) << sum;
  EXPECT_FALSE(sum.EqualTo(26 * x + 15 * z));
  EXPECT_TRUE(sum.Expand().EqualTo(26 * x + 15 * z));
  // A product's factors fold with operator*: 5·x·y with y := x² is 5x³.
  const Expression cube = (5 * x * y).Substitute(y_, pow(x, 2));
  EXPECT_TRUE(cube.EqualTo(5 * pow(x, 3))) << cube;
  // NaN takes no substitution (Drake's message); an empty one returns it.
  DRAKE_EXPECT_THROWS_MESSAGE(Expression::NaN().Substitute(x_, y),
                              "NaN is detected during substitution.");
  EXPECT_TRUE(is_nan(Expression::NaN().Substitute(Substitution{})));
  // Substitution reaches into if_then_else conditions.
  const Expression ite = if_then_else(x > y, x, y);
  EXPECT_TRUE(ite.Substitute(y_, 2.0).Substitute(x_, 3.0).EqualTo(3.0));
  // Matrices.
  const Vector2<Expression> v(x + y, x * z);
  const Vector2<Expression> w = Substitute(v, x_, Expression(2.0));
  EXPECT_TRUE(w(0).EqualTo(2 + y));
  EXPECT_TRUE(w(1).EqualTo(2 * z));
  // EvaluatePartial folds the assigned variables.
  const Expression partial =
      (x * y + sin(z)).EvaluatePartial(Environment{{x_, 2.0}, {z_, 0.0}});
  EXPECT_TRUE(partial.EqualTo(2 * y));
  // Shared subtrees are processed once: a 60-level DAG (2⁶⁰ paths).
  Expression big = x;
  for (int i = 0; i < 60; ++i) big = sin(big) * cos(big);
  const Expression substituted = big.Substitute(x_, 0.25);
  EXPECT_TRUE(is_constant(substituted));
  EXPECT_NEAR(big.Evaluate(Environment{{x_, 0.25}}),
              get_constant_value(substituted), 1e-15);
  const Expression d = big.Differentiate(x_);
  EXPECT_TRUE(std::isfinite(d.Evaluate(Environment{{x_, 0.25}})));
}

// Accumulating with += and -= (done in place when the sum is not shared)
// gives the same expression as the binary operators, and never changes a
// copy.
TEST_F(ExpressionCalculusTest, AccumulateInPlace) {
  const Expression x{x_}, y{y_}, z{z_};
  Expression sum = x + y;
  const Expression copy = sum;
  sum += z;
  sum -= 2 * x;
  sum += 1.5;
  EXPECT_TRUE(copy.EqualTo(x + y));
  EXPECT_TRUE(sum.EqualTo(1.5 - x + y + z));
  sum += sum;  // Aliased operand.
  EXPECT_TRUE(sum.EqualTo(3.0 - 2 * x + 2 * y + 2 * z));
  sum -= sum;
  EXPECT_TRUE(sum.EqualTo(0.0));
  Expression terms;
  for (int i = 0; i < 100; ++i) terms += (i % 2 == 0 ? x : y) * i;
  // Σ even i = 2450, Σ odd i = 2500 (exact in double).
  EXPECT_TRUE(terms.EqualTo(2450 * x + 2500 * y));
}

TEST_F(ExpressionCalculusTest, ErrorCases) {
  const Expression x{x_}, y{y_};
  DRAKE_EXPECT_THROWS_MESSAGE((x + y).Evaluate(Environment{{x_, 1.0}}),
                              ".*variable 'y' has no value.*");
  DRAKE_EXPECT_THROWS_MESSAGE(Expression(1.0) / 0.0, ".*division by zero.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      (x / (y - 1.0)).Evaluate(Environment{{x_, 1.0}, {y_, 1.0}}),
      ".*division by zero.*");
  DRAKE_EXPECT_THROWS_MESSAGE(log(Expression(-1.0)), ".*log.*domain.*");
  DRAKE_EXPECT_THROWS_MESSAGE(pow(Expression(-1.0), 0.5), ".*negative base.*");
  DRAKE_EXPECT_THROWS_MESSAGE(Expression::NaN().Evaluate(), ".*NaN.*");
  DRAKE_EXPECT_THROWS_MESSAGE((x + Expression::NaN()).Evaluate(), ".*NaN.*");
  DRAKE_EXPECT_THROWS_MESSAGE(unused(Expression::NaN().Expand()), ".*NaN.*");
  DRAKE_EXPECT_THROWS_MESSAGE(unused(Expression::NaN().Differentiate(x_)),
                              ".*NaN.*");
  DRAKE_EXPECT_THROWS_MESSAGE(get_argument(x + y),
                              ".*get_argument.*not a unary function.*");
  DRAKE_EXPECT_THROWS_MESSAGE(get_first_argument(sin(x)),
                              ".*not a binary operation.*");
  DRAKE_EXPECT_THROWS_MESSAGE(get_constant_in_addition(x * y),
                              ".*not an addition.*");
  DRAKE_EXPECT_THROWS_MESSAGE(get_conditional_formula(x),
                              ".*not an if_then_else.*");
  DRAKE_EXPECT_THROWS_MESSAGE(clamp(x, 2.0, 1.0), ".*greater than hi.*");
  DRAKE_EXPECT_THROWS_MESSAGE(GetVariableVector(Vector2<Expression>(x, x + y)),
                              ".*get_variable.*not a variable.*");
  // NaN is a kind, not a constant; ExtractDoubleOrThrow passes it through.
  EXPECT_TRUE(is_nan(Expression(std::nan(""))));
  EXPECT_FALSE(is_constant(Expression::NaN()));
  EXPECT_TRUE(std::isnan(ExtractDoubleOrThrow(Expression::NaN())));
  EXPECT_TRUE(std::isnan(ExtractDoubleOrThrow(dummy_value<Expression>::get())));
  EXPECT_EQ(ExtractDoubleOrThrow(Expression(2.5)), 2.5);
  DRAKE_EXPECT_THROWS_MESSAGE(ExtractDoubleOrThrow(x), ".*'x'.*");
}

// TaylorExpand of f(x, y) = sin(x)·eʸ to second order about (a, b) is
// f + f_x·dx + f_y·dy + (f_xx·dx² + 2·f_xy·dx·dy + f_yy·dy²)/2 with the
// derivatives at (a, b) (closed forms: f_x = cos(a)eᵇ, f_y = sin(a)eᵇ,
// f_xx = −sin(a)eᵇ, f_xy = cos(a)eᵇ, f_yy = sin(a)eᵇ). Both are evaluated at
// random points: a handful of operations on values of order 1, 1e-14
// relative.
TEST_F(ExpressionCalculusTest, TaylorExpandSecondOrder) {
  const Expression f = sin(x_) * exp(y_);
  for (int trial = 0; trial < 5; ++trial) {
    const Eigen::Vector3d base = RandomPoint();
    const Eigen::Vector3d p = RandomPoint();
    const double a = base(0), b = base(1);
    const Expression taylor = TaylorExpand(f, {{x_, a}, {y_, b}}, 2);
    const double dx = p(0) - a, dy = p(1) - b;
    const double s = std::sin(a) * std::exp(b), c = std::cos(a) * std::exp(b);
    const double expected = s + c * dx + s * dy +
                            (-s * dx * dx + 2 * c * dx * dy + s * dy * dy) / 2;
    EXPECT_NEAR(taylor.Evaluate(Env(p)), expected,
                1e-14 * std::max(1.0, std::abs(expected)));
  }
  // Order 0 is the value at the point.
  EXPECT_NEAR(get_constant_value(TaylorExpand(f, {{x_, 1.0}, {y_, 0.0}}, 0)),
              std::sin(1.0), 1e-15);
  DRAKE_EXPECT_THROWS_MESSAGE(TaylorExpand(f, {{x_, 1.0}}, -1),
                              ".*order must be non-negative.*");
}

// The Taylor polynomial of order ≥ 3 of a cubic is the cubic itself, and
// variables the point does not assign stay symbolic: the expanded forms are
// structurally equal.
TEST_F(ExpressionCalculusTest, TaylorExpandOfPolynomialIsExact) {
  const Expression cubic =
      pow(x_, 3) - 2.0 * x_ * y_ * z_ + 3.0 * pow(y_, 2) + z_ - 7.0;
  const Expression taylor = TaylorExpand(cubic, {{x_, 0.5}, {y_, -1.0}}, 3);
  EXPECT_TRUE(taylor.Expand().EqualTo(cubic.Expand()))
      << taylor.Expand() << " vs " << cubic.Expand();
}

// An uninterpreted function is built, printed, compared, substituted into
// and expanded like other expressions, but does not evaluate, and does not
// differentiate in a variable of its arguments (as Drake).
TEST_F(ExpressionCalculusTest, UninterpretedFunction) {
  const Expression f =
      uninterpreted_function("f", {x_, (y_ + 1.0) * (y_ - 1.0)});
  EXPECT_TRUE(is_uninterpreted_function(f));
  EXPECT_EQ(get_uninterpreted_function_name(f), "f");
  EXPECT_EQ(get_uninterpreted_function_arguments(f).size(), 2);
  EXPECT_EQ(f.GetVariables(), Variables({x_, y_}));
  EXPECT_TRUE(
      f.EqualTo(uninterpreted_function("f", {x_, (y_ + 1.0) * (y_ - 1.0)})));
  EXPECT_FALSE(f.EqualTo(uninterpreted_function("g", {x_, y_})));
  EXPECT_EQ(uninterpreted_function("g", {x_, 2.0}).to_string(), "g(x, 2)");
  const Expression g = f.Substitute(x_, 3.0);
  EXPECT_EQ(get_uninterpreted_function_arguments(g)[0].to_string(), "3");
  const Expression expanded = f.Expand();
  EXPECT_TRUE(get_uninterpreted_function_arguments(expanded)[1].EqualTo(
      pow(y_, 2) - 1.0));
  EXPECT_TRUE(is_zero(f.Differentiate(z_)));
  DRAKE_EXPECT_THROWS_MESSAGE(f.Differentiate(x_),
                              ".*uninterpreted function f.*not "
                              "differentiable with respect to x.*");
  DRAKE_EXPECT_THROWS_MESSAGE(f.Evaluate(Env(RandomPoint())),
                              ".*uninterpreted function f\\(x, .*cannot be "
                              "evaluated.*");
}

// Drake's square-root rules: sqrt(E·E) → |E| and sqrt(E)·sqrt(E) → E
// (structural results, so exact).
TEST_F(ExpressionCalculusTest, SquareRootSimplification) {
  const Expression e = x_ + y_;
  EXPECT_TRUE(sqrt(e * e).EqualTo(abs(e)));
  EXPECT_TRUE(sqrt(pow(Expression(x_), 2)).EqualTo(abs(x_)));
  EXPECT_TRUE((sqrt(e) * sqrt(e)).EqualTo(e));
  EXPECT_TRUE((3.0 * sqrt(x_) * z_ * sqrt(x_)).EqualTo(3.0 * x_ * z_));
}

}  // namespace expression_calculus_test
}  // namespace symbolic
}  // namespace drake
