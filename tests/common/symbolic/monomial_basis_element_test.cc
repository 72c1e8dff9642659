// symbolic::MonomialBasisElement, its conversion to the Chebyshev basis and
// the graded reverse lexicographic order of polynomial_basis_element.h. The
// Chebyshev forms are checked exactly for small cases (dyadic weights) and
// by value at points against the monomial.

#include "drake/common/symbolic/monomial_basis_element.h"

#include <cmath>
#include <functional>
#include <map>
#include <set>
#include <vector>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

namespace drake {
namespace symbolic {
namespace monomial_basis_element_test {

using Element = MonomialBasisElement;

class MonomialBasisElementTest : public ::testing::Test {
 protected:
  const Variable x_{"x"};
  const Variable y_{"y"};
  const Variable z_{"z"};
};

TEST_F(MonomialBasisElementTest, ConstructionAndEvaluation) {
  const Element m({{x_, 3}, {y_, 2}});
  EXPECT_EQ(m.total_degree(), 5);
  EXPECT_EQ(Element(pow(x_, 3) * pow(y_, 2)), m);
  EXPECT_EQ(Element(Eigen::Matrix<Variable, 3, 1>(x_, y_, z_),
                    Eigen::Vector3i(3, 2, 0)),
            m);
  EXPECT_EQ(Element(x_), Element(x_, 1));
  EXPECT_EQ(Element(nullptr), Element());
  // Monomial and Chebyshev elements with the same map are different.
  EXPECT_FALSE(Element(x_) == ChebyshevBasisElement(x_));
  EXPECT_TRUE(Element(x_) != ChebyshevBasisElement(x_));

  // x³y² at (2, 3) is 8·9 = 72 (exact).
  EXPECT_EQ(m.Evaluate(Environment{{x_, 2.0}, {y_, 3.0}}), 72.0);
  const auto [factor, rest] = m.EvaluatePartial(Environment{{x_, 2.0}});
  EXPECT_EQ(factor, 8.0);
  EXPECT_EQ(rest, Element(y_, 2));
  const auto [all, one] = m.EvaluatePartial(Environment{{x_, 2.0}, {y_, 3.0}});
  EXPECT_EQ(all, 72.0);
  EXPECT_EQ(one, Element());
  EXPECT_TRUE(m.ToExpression().EqualTo(pow(x_, 3) * pow(y_, 2)));
  EXPECT_TRUE(Element().ToExpression().EqualTo(Expression(1.0)));

  DRAKE_EXPECT_THROWS_MESSAGE(Element(x_, -1), ".*degree of x is -1.*");
  EXPECT_THROW(Element(2 * x_), std::exception);
  EXPECT_THROW(Element(x_ + y_), std::exception);
}

TEST_F(MonomialBasisElementTest, Arithmetic) {
  const Element m({{x_, 3}, {y_, 2}});
  EXPECT_EQ(
      m * Element({{y_, 1}, {z_, 1}}),
      (std::map<Element, double>{{Element({{x_, 3}, {y_, 3}, {z_, 1}}), 1.0}}));
  EXPECT_EQ(pow(m, 2),
            (std::map<Element, double>{{Element({{x_, 6}, {y_, 4}}), 1.0}}));
  EXPECT_EQ(pow(m, 0), (std::map<Element, double>{{Element(), 1.0}}));
  Element m2 = m;
  m2.pow_in_place(3);
  EXPECT_EQ(m2.total_degree(), 15);
  DRAKE_EXPECT_THROWS_MESSAGE(pow(m, -2), ".*power -2 is negative.*");
  Element merged = m;
  merged.MergeBasisElementInPlace(Element(x_));
  EXPECT_EQ(merged, Element({{x_, 4}, {y_, 2}}));

  // d(x³y²)/dx = 3x²y²; ∫x³y² dx = x⁴y²/4; ∫x³y² dz = x³y²z.
  EXPECT_EQ(m.Differentiate(x_),
            (std::map<Element, double>{{Element({{x_, 2}, {y_, 2}}), 3.0}}));
  EXPECT_TRUE(m.Differentiate(z_).empty());
  EXPECT_EQ(m.Integrate(x_),
            (std::map<Element, double>{{Element({{x_, 4}, {y_, 2}}), 0.25}}));
  EXPECT_EQ(
      m.Integrate(z_),
      (std::map<Element, double>{{Element({{x_, 3}, {y_, 2}, {z_, 1}}), 1.0}}));

  EXPECT_EQ(to_string(m), "x^3 * y^2");
  EXPECT_EQ(fmt::format("{}", Element()), "1");
  EXPECT_EQ(std::hash<Element>{}(m),
            std::hash<Element>{}(Element({{y_, 2}, {x_, 3}})));
  // Eigen's cast to Expression.
  const Eigen::Matrix<Element, 2, 1> v(Element(x_), m);
  const Eigen::Matrix<Expression, 2, 1> e = v.cast<Expression>();
  EXPECT_TRUE(e(1).EqualTo(m.ToExpression()));
}

// x² = (T₂ + T₀)/2 and x²y³ = T₂(x)T₃(y)/8 + 3T₂(x)T₁(y)/8 + T₃(y)/8 +
// 3T₁(y)/8 (exact: dyadic weights). In general the Chebyshev form has the
// monomial's values (|x| ≤ 1, weights summing to ≤ 1, so 1e-14).
TEST_F(MonomialBasisElementTest, ToChebyshevBasis) {
  using Cheb = ChebyshevBasisElement;
  EXPECT_EQ(Element(x_, 2).ToChebyshevBasis(),
            (std::map<Cheb, double>{{Cheb(x_, 2), 0.5}, {Cheb(), 0.5}}));
  EXPECT_EQ(Element({{x_, 2}, {y_, 3}}).ToChebyshevBasis(),
            (std::map<Cheb, double>{{Cheb({{x_, 2}, {y_, 3}}), 1.0 / 8},
                                    {Cheb({{x_, 2}, {y_, 1}}), 3.0 / 8},
                                    {Cheb(y_, 3), 1.0 / 8},
                                    {Cheb(y_, 1), 3.0 / 8}}));
  EXPECT_EQ(Element().ToChebyshevBasis(),
            (std::map<Cheb, double>{{Cheb(), 1.0}}));
  EXPECT_EQ(Element(x_, 2).ToBasis<Element>(),
            (std::map<Element, double>{{Element(x_, 2), 1.0}}));
  EXPECT_EQ(Element(x_, 2).ToBasis<Cheb>(), Element(x_, 2).ToChebyshevBasis());

  for (const Element& m : {Element(x_, 7), Element({{x_, 4}, {y_, 5}}),
                           Element({{x_, 1}, {y_, 2}, {z_, 6}})}) {
    for (double x : {-0.9, 0.2, 0.75}) {
      for (double y : {-0.5, 0.95}) {
        const Environment env{{x_, x}, {y_, y}, {z_, -0.3}};
        double value = 0;
        for (const auto& [element, weight] : m.ToChebyshevBasis()) {
          value += weight * element.Evaluate(env);
        }
        EXPECT_NEAR(value, m.Evaluate(env), 1e-14) << to_string(m);
      }
    }
  }
}

// The order ComputePolynomialBasisUpToDegree uses: by total degree, then
// the earlier variable (or its higher degree) first.
TEST_F(MonomialBasisElementTest, GradedReverseLexOrder) {
  ASSERT_TRUE(x_.less(y_) && y_.less(z_));
  const BasisElementGradedReverseLexOrder<std::less<Variable>, Element> less;
  const std::vector<Element> sorted{Element(),
                                    Element(x_),
                                    Element(y_),
                                    Element(z_),
                                    Element(x_, 2),
                                    Element({{x_, 1}, {y_, 1}}),
                                    Element({{x_, 1}, {z_, 1}}),
                                    Element(y_, 2),
                                    Element({{y_, 1}, {z_, 1}}),
                                    Element(z_, 2)};
  for (size_t i = 0; i < sorted.size(); ++i) {
    EXPECT_FALSE(less(sorted[i], sorted[i]));
    for (size_t j = i + 1; j < sorted.size(); ++j) {
      EXPECT_TRUE(less(sorted[i], sorted[j]))
          << to_string(sorted[i]) << " " << to_string(sorted[j]);
      EXPECT_FALSE(less(sorted[j], sorted[i]));
    }
  }
  // The lexicographic operator< is a different order: x² > x·y > y.
  EXPECT_TRUE(Element({{x_, 1}, {y_, 1}}) < Element(x_, 2));
  EXPECT_TRUE(Element(y_) < Element({{x_, 1}, {y_, 1}}));
}

}  // namespace monomial_basis_element_test
}  // namespace symbolic
}  // namespace drake
