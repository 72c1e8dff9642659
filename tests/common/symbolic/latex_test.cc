// ToLatex (latex.h): exact strings for numbers, expressions, formulas and
// matrices. The expected strings are Drake's format, written out by hand
// from the rules in the header (the order of a sum's or product's terms is
// the Expression's own canonical order).

#include "drake/common/symbolic/latex.h"

#include <cmath>
#include <limits>

#include <Eigen/Core>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

namespace drake {
namespace symbolic {
namespace latex_test {

class LatexTest : public ::testing::Test {
 protected:
  const Variable x_{"x"};
  const Variable y_{"y"};
};

TEST_F(LatexTest, Numbers) {
  const double kInf = std::numeric_limits<double>::infinity();
  EXPECT_EQ(ToLatex(0.0), "0");
  EXPECT_EQ(ToLatex(-3.0), "-3");
  EXPECT_EQ(ToLatex(4e9), "4000000000");
  EXPECT_EQ(ToLatex(1.0, 1), "1");  // integers ignore the precision.
  EXPECT_EQ(ToLatex(1.01), "1.010");
  EXPECT_EQ(ToLatex(1.01, 1), "1.0");
  EXPECT_EQ(ToLatex(-0.125, 2), "-0.12");  // round-half-even of printf.
  EXPECT_EQ(ToLatex(std::nan("")), "\\text{NaN}");
  EXPECT_EQ(ToLatex(kInf), "\\infty");
  EXPECT_EQ(ToLatex(-kInf), "-\\infty");
  // multiples of π and e, within 1e-14.
  EXPECT_EQ(ToLatex(M_PI), "\\pi");
  EXPECT_EQ(ToLatex(-M_PI), "-\\pi");
  EXPECT_EQ(ToLatex(14 * M_PI), "14\\pi");
  EXPECT_EQ(ToLatex(M_PI + 1e-15), "\\pi");
  EXPECT_EQ(ToLatex(M_PI + 1e-12), "3.142");
  EXPECT_EQ(ToLatex(M_E), "e");
  EXPECT_EQ(ToLatex(-7 * M_E), "-7e");
}

TEST_F(LatexTest, Expressions) {
  EXPECT_EQ(ToLatex(x_), "x");
  EXPECT_EQ(ToLatex(Expression(2.5)), "2.500");
  // sums: constant first, unit coefficients left out, negative ones as
  // minus signs.
  EXPECT_EQ(ToLatex(x_ + y_), "(x + y)");
  EXPECT_EQ(ToLatex(x_ + 2.3), "(2.300 + x)");
  EXPECT_EQ(ToLatex(x_ - y_), "(x - y)");
  EXPECT_EQ(ToLatex(x_ - 2 * y_), "(x - 2y)");
  EXPECT_EQ(ToLatex(2 * x_ + 3 * x_ + 4 * y_), "(5x + 4y)");
  EXPECT_EQ(ToLatex(2.1 * x_ + 3.2 * y_ * y_, 1), "(2.1x + 3.2y^{2})");
  // products: juxtaposed with spaces, powers as superscripts.
  EXPECT_EQ(ToLatex(2 * x_ * y_), "2 x y");
  EXPECT_EQ(ToLatex(x_ * pow(y_, 2)), "x y^{2}");
  EXPECT_EQ(ToLatex(pow(x_, 3.1)), "x^{3.100}");
  EXPECT_EQ(ToLatex(pow(x_, y_)), "x^{y}");
  EXPECT_EQ(ToLatex(x_ / y_), "\\frac{x}{y}");
  // functions.
  EXPECT_EQ(ToLatex(abs(x_)), "|x|");
  EXPECT_EQ(ToLatex(exp(x_)), "e^{x}");
  EXPECT_EQ(ToLatex(log(x_)), "\\log{x}");
  EXPECT_EQ(ToLatex(sqrt(x_)), "\\sqrt{x}");
  EXPECT_EQ(ToLatex(sin(x_)), "\\sin{x}");
  EXPECT_EQ(ToLatex(cos(x_)), "\\cos{x}");
  EXPECT_EQ(ToLatex(tan(x_)), "\\tan{x}");
  EXPECT_EQ(ToLatex(asin(x_)), "\\asin{x}");
  EXPECT_EQ(ToLatex(acos(x_)), "\\acos{x}");
  EXPECT_EQ(ToLatex(atan(x_)), "\\atan{x}");
  EXPECT_EQ(ToLatex(atan2(y_, x_)), "\\atan{\\frac{y}{x}}");
  EXPECT_EQ(ToLatex(sinh(x_)), "\\sinh{x}");
  EXPECT_EQ(ToLatex(cosh(x_)), "\\cosh{x}");
  EXPECT_EQ(ToLatex(tanh(x_)), "\\tanh{x}");
  EXPECT_EQ(ToLatex(min(x_, y_)), "\\min\\{x, y\\}");
  EXPECT_EQ(ToLatex(max(x_, y_)), "\\max\\{x, y\\}");
  EXPECT_EQ(ToLatex(ceil(x_)), "\\lceil x \\rceil");
  EXPECT_EQ(ToLatex(floor(x_)), "\\lfloor x \\rfloor");
  EXPECT_EQ(ToLatex(if_then_else(x_ > y_, 2 * x_, 3)),
            "\\begin{cases} 2 x & \\text{if } x > y, \\\\ 3 & "
            "\\text{otherwise}.\\end{cases}");
  EXPECT_EQ(ToLatex(sin(M_PI * x_)), "\\sin{\\pi x}");
}

TEST_F(LatexTest, Subscripts) {
  const VectorX<Variable> q =
      MakeVectorVariable(2, "q", Variable::Type::CONTINUOUS);
  const MatrixX<Variable> A =
      MakeMatrixVariable(2, 2, "A", Variable::Type::CONTINUOUS);
  EXPECT_EQ(ToLatex(q(1)), "q_{1}");
  EXPECT_EQ(ToLatex(A(1, 0)), "A_{1, 0}");
  // a product's factors come in the variables' creation order: q, then A.
  EXPECT_EQ(ToLatex(Expression(A(0, 1)) * q(0)), "q_{0} A_{0, 1}");
}

TEST_F(LatexTest, Formulas) {
  const Variable b{"b", Variable::Type::BOOLEAN};
  EXPECT_EQ(ToLatex(Formula::True()), "\\text{true}");
  EXPECT_EQ(ToLatex(Formula::False()), "\\text{false}");
  EXPECT_EQ(ToLatex(Formula(b)), "b");
  EXPECT_EQ(ToLatex(!Formula(b)), "\\neg b");
  EXPECT_EQ(ToLatex(x_ == y_), "x = y");
  EXPECT_EQ(ToLatex(2.5 * x_ == y_, 2), "2.50 x = y");
  EXPECT_EQ(ToLatex(2 * x_ != y_), "2 x \\neq y");
  EXPECT_EQ(ToLatex(2 * x_ > y_), "2 x > y");
  EXPECT_EQ(ToLatex(2 * x_ >= y_), "2 x \\ge y");
  EXPECT_EQ(ToLatex(2 * x_ < y_), "2 x < y");
  EXPECT_EQ(ToLatex(2 * x_ <= y_), "2 x \\le y");
  EXPECT_EQ(ToLatex(x_ == y_ && x_ * y_ > x_), "x = y \\land x y > x");
  EXPECT_EQ(ToLatex(x_ == y_ || x_ * y_ < x_), "x = y \\lor x y < x");
  // negations are pushed inward (De Morgan, negated relations).
  EXPECT_EQ(ToLatex(!(x_ == y_)), "x \\neq y");
  EXPECT_EQ(ToLatex(!(x_ == y_ && x_ * y_ > x_)), "x \\neq y \\lor x y \\le x");
  EXPECT_EQ(ToLatex(!(x_ == y_ || x_ * y_ < x_)),
            "x \\neq y \\land x y \\ge x");
  EXPECT_EQ(ToLatex(isnan(x_)), "\\text{isnan}(x)");
  EXPECT_EQ(ToLatex(!isnan(x_)), "\\neg \\text{isnan}(x)");
}

TEST_F(LatexTest, Matrices) {
  Eigen::Matrix2d M;
  M << 1.2, 3, 4.56, 7;
  EXPECT_EQ(ToLatex(M, 1),
            "\\begin{bmatrix} 1.2 & 3 \\\\ 4.6 & 7 \\end{bmatrix}");
  Eigen::Matrix<Expression, 2, 2> Me;
  Me << x_, 2.3 * y_, 2.3 * y_, x_ + y_;
  const std::string bmatrix =
      "\\begin{bmatrix} x & 2.3 y \\\\ 2.3 y & (x + y) \\end{bmatrix}";
  EXPECT_EQ(ToLatex(Me, 1), bmatrix);
  EXPECT_EQ(ToLatex(positive_semidefinite(Me), 1), bmatrix + " \\succeq 0");
  const Vector2<Variable> v(x_, y_);
  EXPECT_EQ(ToLatex(v), "\\begin{bmatrix} x \\\\ y \\end{bmatrix}");
  EXPECT_EQ(ToLatex(Eigen::RowVector3d(1, 2, 3)),
            "\\begin{bmatrix} 1 & 2 & 3 \\end{bmatrix}");
}

}  // namespace latex_test
}  // namespace symbolic
}  // namespace drake
