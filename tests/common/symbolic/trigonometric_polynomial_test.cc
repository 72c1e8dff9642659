// Substitute(e, SinCosSubstitution) and SubstituteStereographicProjection.
// Every substituted expression is evaluated with s, c set to the sine and
// cosine (or half-angle sine and cosine) of the angle, and compared with the
// original evaluated at the angle: the trigonometric identities make them
// equal up to a few roundings (1e-12 for terms of size ≤ 10). The
// stereographic projection is checked at t = tan(θ/2).

#include "drake/common/symbolic/trigonometric_polynomial.h"

#include <cmath>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

namespace drake {
namespace symbolic {
namespace trigonometric_polynomial_test {

class TrigonometricPolynomialTest : public ::testing::Test {
 protected:
  // An environment with the angles x, y, the other variable a, and the
  // substitution variables set consistently with `type`.
  Environment MakeEnv(double x, double y, SinCosSubstitutionType type) const {
    const bool half = type != SinCosSubstitutionType::kAngle;
    const double hx = half ? x / 2 : x;
    const double hy = half ? y / 2 : y;
    return Environment{{x_, x},
                       {y_, y},
                       {a_, 0.8},
                       {sx_, std::sin(hx)},
                       {cx_, std::cos(hx)},
                       {sy_, std::sin(hy)},
                       {cy_, std::cos(hy)}};
  }

  SinCosSubstitution Subs(SinCosSubstitutionType type) const {
    SinCosSubstitution subs;
    subs.emplace(x_, SinCos(sx_, cx_, type));
    subs.emplace(y_, SinCos(sy_, cy_, type));
    return subs;
  }

  // Substitute(e) has e's values, and no sin/cos of x or y is left.
  void ExpectSameValues(const Expression& e, SinCosSubstitutionType type) {
    const Expression substituted = Substitute(e, Subs(type));
    for (double x : {-2.1, -0.4, 0.3, 1.7}) {
      for (double y : {-1.2, 0.9, 2.5}) {
        const Environment env = MakeEnv(x, y, type);
        EXPECT_NEAR(substituted.Evaluate(env), e.Evaluate(env), 1e-12)
            << e << " -> " << substituted;
      }
    }
  }

  const Variable x_{"x"};
  const Variable y_{"y"};
  const Variable a_{"a"};
  const Variable sx_{"sx"};
  const Variable cx_{"cx"};
  const Variable sy_{"sy"};
  const Variable cy_{"cy"};
};

TEST_F(TrigonometricPolynomialTest, AngleSubstitution) {
  const auto subs = Subs(SinCosSubstitutionType::kAngle);
  EXPECT_TRUE(Substitute(sin(x_), subs).EqualTo(sx_));
  EXPECT_TRUE(Substitute(cos(y_), subs).EqualTo(cy_));
  // x·sin(x + y) → x·(sx·cy + cx·sy): the angle outside sin/cos stays.
  const Expression e = Substitute(x_ * sin(x_ + y_), subs);
  EXPECT_TRUE(e.Expand().EqualTo((x_ * (sx_ * cy_ + cx_ * sy_)).Expand()));
  // Expressions without an angle are returned unchanged.
  EXPECT_TRUE(Substitute(sin(a_) + 1, subs).EqualTo(sin(a_) + 1));
  // sin(2x) = 2·sx·cx.
  EXPECT_TRUE(
      Substitute(sin(2 * x_), subs).Expand().EqualTo((2 * sx_ * cx_).Expand()));

  using T = SinCosSubstitutionType;
  for (const Expression& test :
       {sin(x_), cos(x_), sin(x_ + y_), cos(x_ - y_), sin(2 * x_), cos(3 * x_),
        sin(-2 * x_ + y_), cos(-x_), sin(x_ + 0.7), cos(x_ - y_ + 1.3),
        tan(x_ + y_), sin(x_ + a_), cos(2 * y_ - a_),
        a_ * pow(sin(x_), 2) + exp(cos(y_)) * x_, sqrt(2 + cos(x_)),
        atan2(sin(x_), cos(y_)), abs(sin(x_ + y_)), min(sin(x_), cos(y_)),
        pow(cos(x_), 3) / (2 + sin(y_))}) {
    ExpectSameValues(test, T::kAngle);
  }
}

TEST_F(TrigonometricPolynomialTest, HalfAngleSubstitution) {
  using T = SinCosSubstitutionType;
  const auto prefer_sin = Subs(T::kHalfAnglePreferSin);
  const auto prefer_cos = Subs(T::kHalfAnglePreferCos);
  EXPECT_TRUE(Substitute(sin(0.5 * x_), prefer_sin).EqualTo(sx_));
  EXPECT_TRUE(Substitute(cos(-0.5 * x_), prefer_sin).EqualTo(cx_));
  EXPECT_TRUE(Substitute(sin(-0.5 * x_), prefer_cos).EqualTo(-sx_));
  // cos(x) → 1 − 2sx² or 2cx² − 1; sin(x) → 2·sx·cx.
  EXPECT_TRUE(Substitute(cos(x_), prefer_sin)
                  .Expand()
                  .EqualTo((1 - 2 * sx_ * sx_).Expand()));
  EXPECT_TRUE(Substitute(cos(x_), prefer_cos)
                  .Expand()
                  .EqualTo((2 * cx_ * cx_ - 1).Expand()));
  EXPECT_TRUE(Substitute(sin(x_), prefer_cos)
                  .Expand()
                  .EqualTo((2 * sx_ * cx_).Expand()));
  for (T type : {T::kHalfAnglePreferSin, T::kHalfAnglePreferCos}) {
    for (const Expression& test :
         {sin(x_), cos(x_), sin(0.5 * x_), cos(0.5 * y_), sin(x_ + y_),
          cos(2 * x_ - y_), tan(x_), a_ * sin(0.5 * x_ + y_)}) {
      ExpectSameValues(test, type);
    }
  }
}

TEST_F(TrigonometricPolynomialTest, MatrixSubstitution) {
  const auto subs = Subs(SinCosSubstitutionType::kAngle);
  Vector2<Expression> m(sin(x_), cos(x_ + y_));
  const Vector2<Expression> result = Substitute(m, subs);
  EXPECT_TRUE(result(0).EqualTo(sx_));
  EXPECT_TRUE(result(1).Expand().EqualTo((cx_ * cy_ - sx_ * sy_).Expand()));
}

TEST_F(TrigonometricPolynomialTest, UnsupportedArgumentsThrow) {
  using T = SinCosSubstitutionType;
  const auto subs = Subs(T::kAngle);
  DRAKE_EXPECT_THROWS_MESSAGE(Substitute(sin(0.5 * x_), subs),
                              ".*cannot substitute sin/cos of.*");
  EXPECT_THROW(Substitute(sin(1.5 * x_), Subs(T::kHalfAnglePreferSin)),
               std::exception);
  EXPECT_THROW(Substitute(sin(x_ * y_), subs), std::exception);
  EXPECT_THROW(Substitute(cos(x_ * x_), subs), std::exception);
  EXPECT_THROW(Substitute(sin(a_ * x_), subs), std::exception);
  EXPECT_THROW(Substitute(sin(cos(x_)), subs), std::exception);
  EXPECT_THROW(Substitute(cos(exp(x_)), subs), std::exception);
  DRAKE_EXPECT_THROWS_MESSAGE(
      Substitute(if_then_else(x_ > 0, sin(x_), cos(x_)), subs),
      ".*condition.*uses an angle variable.*");
  // A condition without angles is fine.
  ExpectSameValues(if_then_else(a_ > 0, sin(x_), cos(x_)), T::kAngle);
}

// At t = tan(θ/2), the rational function equals the polynomial with
// s = sin θ, c = cos θ (a few roundings of terms ≤ 4).
TEST_F(TrigonometricPolynomialTest, StereographicProjection) {
  const Variable s0("s0"), c0("c0"), s1("s1"), c1("c1");
  const std::vector<SinCos> sin_cos{SinCos(s0, c0), SinCos(s1, c1)};
  const Vector2<Variable> t(Variable("t0"), Variable("t1"));
  const Variable z("z");
  const Polynomial e(t(0) * s0 * c1 + 1, {t(0), s0, c1});
  const RationalFunction r = SubstituteStereographicProjection(e, sin_cos, t);
  // The documented example, as polynomials: numerator and denominator.
  const Polynomial one_plus_t0{1 + t(0) * t(0)};
  const Polynomial one_plus_t1{1 + t(1) * t(1)};
  EXPECT_TRUE(
      r.denominator().Expand().EqualTo((one_plus_t0 * one_plus_t1).Expand()));
  EXPECT_TRUE(r.numerator().Expand().EqualTo(
      Polynomial(2 * t(0) * t(0) * (1 - t(1) * t(1)) +
                 (1 + t(0) * t(0)) * (1 + t(1) * t(1)))
          .Expand()));

  // A richer polynomial, with a non-trigonometric indeterminate z and a
  // decision variable a in the coefficients.
  const Polynomial p(a_ * pow(s0, 2) * c0 + 3 * s1 * z - c0 * c1 + 2 * z + 1,
                     {s0, c0, s1, c1, z});
  const RationalFunction q = SubstituteStereographicProjection(p, sin_cos, t);
  for (double theta0 : {-2.0, 0.4, 1.1}) {
    for (double theta1 : {-0.6, 2.3}) {
      const double zv = 0.7;
      Environment poly_env{{s0, std::sin(theta0)},
                           {c0, std::cos(theta0)},
                           {s1, std::sin(theta1)},
                           {c1, std::cos(theta1)},
                           {z, zv},
                           {a_, -1.3}};
      Environment rational_env{{t(0), std::tan(theta0 / 2)},
                               {t(1), std::tan(theta1 / 2)},
                               {z, zv},
                               {a_, -1.3}};
      EXPECT_NEAR(q.numerator().Evaluate(rational_env) /
                      q.denominator().Evaluate(rational_env),
                  p.Evaluate(poly_env), 1e-12);
    }
  }
  // Without sin/cos variables the denominator is 1.
  const RationalFunction plain =
      SubstituteStereographicProjection(Polynomial(z * z + 1), sin_cos, t);
  EXPECT_TRUE(plain.denominator().EqualTo(Polynomial(1)));

  DRAKE_EXPECT_THROWS_MESSAGE(
      SubstituteStereographicProjection(e, sin_cos, Vector1<Variable>(t(0))),
      ".*t has 1 entries, but there are 2 angles.*");
}

}  // namespace trigonometric_polynomial_test
}  // namespace symbolic
}  // namespace drake
