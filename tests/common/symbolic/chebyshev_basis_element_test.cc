// symbolic::ChebyshevBasisElement (and the PolynomialBasisElement base it
// shares with MonomialBasisElement). Products, derivatives and integrals,
// which come back as weighted sums of elements, are checked by evaluating
// both sides at points: against the product of the values, against the
// derivative of the element's Expression, and by differentiating the
// integral back. Small cases are also checked entry by entry (the weights
// are dyadic, so exact).

#include "drake/common/symbolic/chebyshev_basis_element.h"

#include <cmath>
#include <map>
#include <unordered_set>
#include <vector>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/symbolic/chebyshev_polynomial.h"

namespace drake {
namespace symbolic {
namespace chebyshev_basis_element_test {

using Element = ChebyshevBasisElement;
using WeightedSum = std::map<Element, double>;

class ChebyshevBasisElementTest : public ::testing::Test {
 protected:
  // Σ weight·element at env.
  static double EvaluateSum(const WeightedSum& sum, const Environment& env) {
    double value = 0;
    for (const auto& [element, weight] : sum) {
      value += weight * element.Evaluate(env);
    }
    return value;
  }

  // Points with x, y, z in [−1, 1], where |Tₙ| ≤ 1.
  std::vector<Environment> Points() const {
    std::vector<Environment> points;
    for (double x : {-0.8, 0.1, 0.7}) {
      for (double y : {-0.4, 0.9}) {
        points.push_back(Environment{{x_, x}, {y_, y}, {z_, 0.35}});
      }
    }
    return points;
  }

  const Variable x_{"x"};
  const Variable y_{"y"};
  const Variable z_{"z"};
};

TEST_F(ChebyshevBasisElementTest, ConstructionAndAccessors) {
  const Element one;
  EXPECT_EQ(one.total_degree(), 0);
  EXPECT_TRUE(one.var_to_degree_map().empty());
  EXPECT_EQ(Element(nullptr), one);
  EXPECT_EQ(Element(x_, 0), one);
  const Element e({{x_, 2}, {y_, 0}, {z_, 3}});
  EXPECT_EQ(e.total_degree(), 5);
  EXPECT_EQ(e.degree(x_), 2);
  EXPECT_EQ(e.degree(y_), 0);
  EXPECT_EQ(e.GetVariables(), Variables({x_, z_}));
  EXPECT_EQ(e.get_powers(), e.var_to_degree_map());
  EXPECT_EQ(Element(Eigen::Matrix<Variable, 3, 1>(x_, y_, z_),
                    Eigen::Vector3i(2, 0, 3)),
            e);
  EXPECT_EQ(Element(x_), Element(x_, 1));

  DRAKE_EXPECT_THROWS_MESSAGE(Element(x_, -1), ".*degree of x is -1.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      Element(Eigen::Matrix<Variable, 2, 1>(x_, x_), Eigen::Vector2i(1, 2)),
      ".*variable x appears more than once.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      Element(Eigen::Matrix<Variable, 2, 1>(x_, y_), Eigen::Vector3i(1, 2, 3)),
      ".*2 variables but 3 degrees.*");
}

// T₂(3)·T₃(2)·T₁(z): T₂(3) = 17, T₃(2) = 26 (exact integers).
TEST_F(ChebyshevBasisElementTest, EvaluateAndEvaluatePartial) {
  const Element e({{x_, 2}, {y_, 3}, {z_, 1}});
  EXPECT_EQ(e.Evaluate(Environment{{x_, 3.0}, {y_, 2.0}, {z_, 5.0}}),
            17.0 * 26.0 * 5.0);
  const auto [factor, rest] =
      e.EvaluatePartial(Environment{{x_, 3.0}, {y_, 2.0}});
  EXPECT_EQ(factor, 442.0);
  EXPECT_EQ(rest, Element(z_));
  DRAKE_EXPECT_THROWS_MESSAGE(e.Evaluate(Environment{{x_, 3.0}}),
                              ".*no value for y.*");
  // ToExpression is the product of the factors' monomial forms.
  for (const Environment& env : Points()) {
    EXPECT_NEAR(e.ToExpression().Evaluate(env), e.Evaluate(env), 1e-14);
  }
}

// T₁(x)T₂(y) · T₃(x)T₁(y) = (T₄(x)T₃(y) + T₄(x)T₁(y) + T₂(x)T₃(y) +
// T₂(x)T₁(y))/4, and a product with no common variable is one element.
TEST_F(ChebyshevBasisElementTest, ProductRule) {
  const WeightedSum product =
      Element({{x_, 1}, {y_, 2}}) * Element({{x_, 3}, {y_, 1}});
  const WeightedSum expected{{Element({{x_, 4}, {y_, 3}}), 0.25},
                             {Element({{x_, 4}, {y_, 1}}), 0.25},
                             {Element({{x_, 2}, {y_, 3}}), 0.25},
                             {Element({{x_, 2}, {y_, 1}}), 0.25}};
  EXPECT_EQ(product, expected);
  EXPECT_EQ(Element(x_, 2) * Element(y_, 3),
            (WeightedSum{{Element({{x_, 2}, {y_, 3}}), 1.0}}));
  // T₂·T₂ = (T₄ + T₀)/2: the T₀ factor drops out of the element.
  EXPECT_EQ(Element(x_, 2) * Element(x_, 2),
            (WeightedSum{{Element(x_, 4), 0.5}, {Element(), 0.5}}));
  EXPECT_EQ(Element() * Element(z_, 2), (WeightedSum{{Element(z_, 2), 1.0}}));

  // The weighted sum has the product's values (each side a few roundings of
  // terms ≤ 1).
  const std::vector<Element> elements{
      Element(), Element(x_, 3), Element({{x_, 2}, {y_, 1}}),
      Element({{x_, 1}, {y_, 4}, {z_, 2}}), Element({{y_, 2}, {z_, 5}})};
  for (const Element& a : elements) {
    for (const Element& b : elements) {
      for (const Environment& env : Points()) {
        EXPECT_NEAR(EvaluateSum(a * b, env), a.Evaluate(env) * b.Evaluate(env),
                    1e-13)
            << to_string(a) << " * " << to_string(b);
      }
    }
  }
}

// d/dx of T₃(x)T₂(y) = (3T₀(x) + 6T₂(x))T₂(y); the derivative of every test
// element agrees with Expression::Differentiate of its monomial form (terms
// of size ≤ 2n·(n/2), so 1e-12).
TEST_F(ChebyshevBasisElementTest, Differentiate) {
  const Element e({{x_, 3}, {y_, 2}});
  EXPECT_EQ(
      e.Differentiate(x_),
      (WeightedSum{{Element(y_, 2), 3.0}, {Element({{x_, 2}, {y_, 2}}), 6.0}}));
  EXPECT_TRUE(e.Differentiate(z_).empty());
  const std::vector<Element> elements{Element(x_, 1), Element(x_, 4),
                                      Element({{x_, 5}, {y_, 2}}),
                                      Element({{x_, 2}, {y_, 3}, {z_, 1}})};
  for (const Element& element : elements) {
    for (const Variable& var : {x_, y_, z_}) {
      const Expression expected = element.ToExpression().Differentiate(var);
      for (const Environment& env : Points()) {
        EXPECT_NEAR(EvaluateSum(element.Differentiate(var), env),
                    expected.Evaluate(env), 1e-12)
            << to_string(element) << " by " << var;
      }
    }
  }
}

// Integrate then differentiate gives the element back (in values), for
// degrees 0 (variable absent), 1 (the special case ∫T₁ = (T₂ + T₀)/4) and up.
TEST_F(ChebyshevBasisElementTest, IntegrateIsAnAntiderivative) {
  EXPECT_EQ(Element(x_, 1).Integrate(x_),
            (WeightedSum{{Element(x_, 2), 0.25}, {Element(), 0.25}}));
  // ∫T₂(x)T₃(y) dx = T₃(x)T₃(y)/6 − T₁(x)T₃(y)/2.
  const WeightedSum integral = Element({{x_, 2}, {y_, 3}}).Integrate(x_);
  ASSERT_EQ(integral.size(), 2);
  EXPECT_DOUBLE_EQ(integral.at(Element({{x_, 3}, {y_, 3}})), 1.0 / 6);
  EXPECT_EQ(integral.at(Element({{x_, 1}, {y_, 3}})), -0.5);
  EXPECT_EQ(Element(y_, 2).Integrate(x_),
            (WeightedSum{{Element({{x_, 1}, {y_, 2}}), 1.0}}));

  const std::vector<Element> elements{Element(), Element(x_, 1), Element(x_, 2),
                                      Element({{x_, 5}, {y_, 2}}),
                                      Element({{y_, 3}, {z_, 1}})};
  for (const Element& element : elements) {
    for (const Environment& env : Points()) {
      double derivative = 0;
      for (const auto& [term, weight] : element.Integrate(x_)) {
        derivative += weight * EvaluateSum(term.Differentiate(x_), env);
      }
      EXPECT_NEAR(derivative, element.Evaluate(env), 1e-13)
          << to_string(element);
    }
  }
}

TEST_F(ChebyshevBasisElementTest, MergeOrderHashAndString) {
  Element a({{x_, 1}, {y_, 3}});
  a.MergeBasisElementInPlace(Element({{x_, 2}, {z_, 4}}));
  EXPECT_EQ(a, Element({{x_, 3}, {y_, 3}, {z_, 4}}));
  EXPECT_EQ(a.total_degree(), 10);

  // Lexicographic: x before y, so T₁(y) < T₁(x) < T₂(x), and T₁(x) <
  // T₁(x)T₁(y) (a prefix is less).
  ASSERT_TRUE(x_.less(y_));
  EXPECT_TRUE(Element(y_) < Element(x_));
  EXPECT_TRUE(Element(x_) < Element(x_, 2));
  EXPECT_TRUE(Element(x_) < Element({{x_, 1}, {y_, 1}}));
  EXPECT_FALSE(Element(x_) < Element(x_));
  EXPECT_TRUE(Element() < Element(z_));

  EXPECT_EQ(std::hash<Element>{}(Element({{x_, 2}, {y_, 1}})),
            std::hash<Element>{}(Element({{y_, 1}, {x_, 2}})));
  const std::unordered_set<Element> set{Element(x_), Element(x_, 1),
                                        Element(y_)};
  EXPECT_EQ(set.size(), 2);

  EXPECT_EQ(to_string(Element({{x_, 2}, {y_, 3}})), "T2(x)T3(y)");
  EXPECT_EQ(fmt::format("{}", Element()), "T0()");
}

}  // namespace chebyshev_basis_element_test
}  // namespace symbolic
}  // namespace drake
