#include "drake/common/symbolic/expression.h"

#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <sstream>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include <Eigen/Geometry>
#include <Eigen/SparseCore>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

namespace drake {
namespace symbolic {
namespace expression_test {

// Closed-form values are computed with the same libm calls the evaluator
// makes, so results agree to a few ulps; 1e-15 (absolute, on values of order
// 1) leaves room for one or two roundings.
constexpr double kTol = 1e-15;

TEST(VariableTest, IdsNamesTypes) {
  const Variable x("x");
  const Variable y("x", Variable::Type::RANDOM_GAUSSIAN);
  const Variable x_copy = x;
  const Variable dummy;
  EXPECT_TRUE(dummy.is_dummy());
  EXPECT_FALSE(x.is_dummy());
  EXPECT_EQ(dummy.get_name(), "");
  // Same name, different variables; a copy is the same variable.
  EXPECT_FALSE(x.equal_to(y));
  EXPECT_TRUE(x.equal_to(x_copy));
  EXPECT_NE(x.get_id(), y.get_id());
  EXPECT_TRUE(x.less(y));  // ids increase in construction order.
  EXPECT_EQ(x.get_type(), Variable::Type::CONTINUOUS);
  EXPECT_EQ(y.get_type(), Variable::Type::RANDOM_GAUSSIAN);
  EXPECT_EQ(x.to_string(), "x");
  std::ostringstream out;
  out << x << " " << y.get_type();
  EXPECT_EQ(out.str(), "x Random Gaussian");
  EXPECT_EQ(std::hash<Variable>{}(x), std::hash<Variable>{}(x_copy));
  std::unordered_map<Variable, int> map{{x, 1}, {y, 2}};
  EXPECT_EQ(map.at(x_copy), 1);
}

// Variable::Id as Drake's class: ordered by creation, a 128-bit string form,
// a hash that ignores the per-process random bits, and moves that leave the
// dummy behind.
TEST(VariableTest, IdClass) {
  const Variable a("a");
  const Variable b("b", Variable::Type::BINARY);
  const Variable::Id dummy_id;
  EXPECT_EQ(Variable().get_id(), dummy_id);
  EXPECT_LT(dummy_id, a.get_id());
  EXPECT_LT(a.get_id(), b.get_id());
  EXPECT_GT(b.get_id(), a.get_id());
  // Two 16-digit hexadecimal words; the dummy's are zero, and the low byte of
  // the high word of b's Id is its type (BINARY = 2).
  EXPECT_EQ(dummy_id.to_string(), "0x0000000000000000:0x0000000000000000");
  const std::string b_text = b.get_id().to_string();
  ASSERT_EQ(b_text.size(), 2u * 18 + 1);
  EXPECT_EQ(b_text.substr(16, 2), "02");
  EXPECT_EQ(fmt::format("{}", b.get_id()), b_text);
  // The hash sees only the serial number's low 32 bits: consecutive ids hash
  // differently, and the hash equals DefaultHash of that 32-bit value, so it
  // is the same in every run of the program.
  EXPECT_NE(std::hash<Variable::Id>{}(a.get_id()),
            std::hash<Variable::Id>{}(b.get_id()));
  EXPECT_EQ(a.get_hash(), std::hash<Variable::Id>{}(a.get_id()));
  const std::string a_text = a.get_id().to_string();
  const auto a_serial_low = static_cast<std::uint32_t>(
      std::stoul(a_text.substr(a_text.size() - 8), nullptr, 16));
  EXPECT_EQ(a.get_hash(), drake::DefaultHash{}(a_serial_low));
  EXPECT_EQ(std::hash<Variable>{}(a), a.get_hash());
  // A moved-from variable is the dummy; the recipient keeps the identity.
  Variable donor("donor");
  const Variable::Id donor_id = donor.get_id();
  Variable recipient(std::move(donor));
  EXPECT_EQ(recipient.get_id(), donor_id);
  EXPECT_EQ(recipient.get_name(), "donor");
  // NOLINTNEXTLINE(bugprone-use-after-move) The moved-from state is the test.
  EXPECT_TRUE(donor.is_dummy());
}

TEST(VariablesTest, SetOperations) {
  const Variable x("x"), y("y"), z("z");
  Variables vars{x, y};
  EXPECT_EQ(vars.size(), 2);
  vars.insert(x);
  EXPECT_EQ(vars.size(), 2);
  vars += z;
  EXPECT_TRUE(vars.include(z));
  EXPECT_EQ(vars.erase(y), 1u);
  EXPECT_FALSE(vars.include(y));
  EXPECT_EQ(vars.to_string(), "{x, z}");
  EXPECT_TRUE((vars == Variables{z, x}));
}

TEST(EnvironmentTest, InsertFindAndErrors) {
  const Variable x("x"), y("y");
  Environment env{{x, 2.0}};
  env.insert(y, 3.0);
  EXPECT_EQ(env.size(), 2);
  EXPECT_EQ(env[x], 2.0);
  env[x] = 5.0;
  const Environment& const_env = env;
  EXPECT_EQ(const_env[x], 5.0);
  EXPECT_NE(env.find(y), env.end());
  EXPECT_TRUE(env.domain().include(y));
  const Variable z("z");
  DRAKE_EXPECT_THROWS_MESSAGE(const_env[z], ".*variable 'z' is not assigned.*");
  DRAKE_EXPECT_THROWS_MESSAGE(env.insert(z, std::nan("")),
                              ".*value of variable 'z' is NaN.*");
}

TEST(ExpressionTest, ConstantsFold) {
  const Expression two = 2.0;
  const Expression e = sin(two) * 3.0 + sqrt(Expression(16.0));
  EXPECT_TRUE(is_constant(e));
  EXPECT_NEAR(get_constant_value(e), 3.0 * std::sin(2.0) + 4.0, kTol);
  EXPECT_TRUE(is_constant(Expression()));
  EXPECT_EQ(Expression().Evaluate(), 0.0);
  EXPECT_EQ(Expression::Pi().Evaluate(), M_PI);
  EXPECT_EQ(Expression::E().Evaluate(), M_E);
  EXPECT_EQ(e.get_kind(), ExpressionKind::Constant);
  // Division of constants by zero throws at construction.
  DRAKE_EXPECT_THROWS_MESSAGE(Expression(1.0) / 0.0,
                              ".*division by zero: 1 / 0.*");
  DRAKE_EXPECT_THROWS_MESSAGE(sqrt(Expression(-1.0)),
                              ".*sqrt\\(x\\).*out of domain; x = -1.*");
}

TEST(ExpressionTest, ArithmeticClosedForms) {
  const Variable x("x"), y("y");
  const Environment env{{x, 0.3}, {y, -1.7}};
  const double xv = 0.3, yv = -1.7;
  // Every operator with double and Variable on either side.
  EXPECT_NEAR((x + y).Evaluate(env), xv + yv, kTol);
  EXPECT_NEAR((x - y).Evaluate(env), xv - yv, kTol);
  EXPECT_NEAR((x * y).Evaluate(env), xv * yv, kTol);
  EXPECT_NEAR((x / y).Evaluate(env), xv / yv, kTol);
  EXPECT_NEAR((2.0 + x).Evaluate(env), 2.0 + xv, kTol);
  EXPECT_NEAR((x + 2.0).Evaluate(env), xv + 2.0, kTol);
  EXPECT_NEAR((2.0 - x).Evaluate(env), 2.0 - xv, kTol);
  EXPECT_NEAR((x - 2.0).Evaluate(env), xv - 2.0, kTol);
  EXPECT_NEAR((2.0 * x).Evaluate(env), 2.0 * xv, kTol);
  EXPECT_NEAR((x * 2.0).Evaluate(env), xv * 2.0, kTol);
  EXPECT_NEAR((2.0 / x).Evaluate(env), 2.0 / xv, kTol);
  EXPECT_NEAR((x / 2.0).Evaluate(env), xv / 2.0, kTol);
  EXPECT_NEAR((-x).Evaluate(env), -xv, kTol);
  EXPECT_NEAR((+x).Evaluate(env), xv, kTol);
  Expression e = x;
  e += y;
  e -= 1.0;
  e *= x;
  e /= 4.0;
  EXPECT_NEAR(e.Evaluate(env), (xv + yv - 1.0) * xv / 4.0, kTol);
  EXPECT_EQ(e.get_kind(), ExpressionKind::Div);
  EXPECT_EQ((x - y).get_kind(), ExpressionKind::Add);
  EXPECT_EQ((-x).get_kind(), ExpressionKind::Mul);
  EXPECT_EQ(Expression(x).get_kind(), ExpressionKind::Var);
  EXPECT_TRUE(is_variable(x));
  EXPECT_TRUE(get_variable(x).equal_to(x));
  DRAKE_EXPECT_THROWS_MESSAGE(get_variable(x + y),
                              ".*'\\(x \\+ y\\)' is not a variable.*");
  DRAKE_EXPECT_THROWS_MESSAGE(get_constant_value(x),
                              ".*'x' is not a constant.*");
  // Additive zeros and multiplicative ones are dropped.
  EXPECT_TRUE((x + 0.0).EqualTo(x));
  EXPECT_TRUE((1.0 * x).EqualTo(x));
}

// Products of quotients take Drake's forms: the constant numerator moves up
// and two quotients become one. Each form is checked structurally (its kind
// and arguments) and by value, since the forms are equal as functions.
TEST(ExpressionTest, ProductsOfQuotients) {
  const Variable x("x"), y("y"), z("z"), w("w");
  const Environment env{{x, 0.3}, {y, -1.7}, {z, 2.5}, {w, 0.9}};
  const double xv = 0.3, yv = -1.7, zv = 2.5, wv = 0.9;
  // x·(2/y) → (2x)/y.
  const Expression a = x * (2.0 / y);
  ASSERT_EQ(a.get_kind(), ExpressionKind::Div);
  EXPECT_TRUE(get_first_argument(a).EqualTo(2.0 * x)) << a;
  EXPECT_TRUE(get_second_argument(a).EqualTo(y)) << a;
  EXPECT_NEAR(a.Evaluate(env), xv * 2.0 / yv, kTol);
  // (3/y)·x → (3x)/y.
  const Expression b = (3.0 / y) * x;
  ASSERT_EQ(b.get_kind(), ExpressionKind::Div);
  EXPECT_TRUE(get_first_argument(b).EqualTo(3.0 * x)) << b;
  EXPECT_NEAR(b.Evaluate(env), 3.0 * xv / yv, kTol);
  // (x/y)·(z/w) → (xz)/(yw).
  const Expression c = (x / y) * (z / w);
  ASSERT_EQ(c.get_kind(), ExpressionKind::Div);
  EXPECT_TRUE(get_first_argument(c).EqualTo(x * z)) << c;
  EXPECT_TRUE(get_second_argument(c).EqualTo(y * w)) << c;
  EXPECT_NEAR(c.Evaluate(env), xv * zv / (yv * wv), kTol);
  // A non-constant numerator stays a product: x·(z/y) is Mul.
  EXPECT_EQ((x * (z / y)).get_kind(), ExpressionKind::Mul);
  // Substitution folds with these rules: 5·x·y with y := 1/z is (5x)/z.
  const Expression s = (5.0 * x * y).Substitute(y, 1.0 / z);
  ASSERT_EQ(s.get_kind(), ExpressionKind::Div) << s;
  EXPECT_TRUE(get_first_argument(s).EqualTo(5.0 * x)) << s;
  EXPECT_TRUE(get_second_argument(s).EqualTo(z)) << s;
  EXPECT_NEAR(s.Evaluate(env), 5.0 * xv / zv, kTol);
}

TEST(ExpressionTest, FunctionsClosedForms) {
  const Variable x("x"), y("y");
  const double xv = 0.4, yv = 1.3;
  const Environment env{{x, xv}, {y, yv}};
  EXPECT_NEAR(sin(x).Evaluate(env), std::sin(xv), kTol);
  EXPECT_NEAR(cos(x).Evaluate(env), std::cos(xv), kTol);
  EXPECT_NEAR(tan(x).Evaluate(env), std::tan(xv), kTol);
  EXPECT_NEAR(asin(x).Evaluate(env), std::asin(xv), kTol);
  EXPECT_NEAR(acos(x).Evaluate(env), std::acos(xv), kTol);
  EXPECT_NEAR(atan(x).Evaluate(env), std::atan(xv), kTol);
  EXPECT_NEAR(atan2(x, y).Evaluate(env), std::atan2(xv, yv), kTol);
  EXPECT_NEAR(exp(x).Evaluate(env), std::exp(xv), kTol);
  EXPECT_NEAR(log(y).Evaluate(env), std::log(yv), kTol);
  EXPECT_NEAR(sqrt(y).Evaluate(env), std::sqrt(yv), kTol);
  EXPECT_NEAR(pow(x, y).Evaluate(env), std::pow(xv, yv), kTol);
  EXPECT_NEAR(abs(-y).Evaluate(env), yv, kTol);
  EXPECT_NEAR(min(x, y).Evaluate(env), xv, kTol);
  EXPECT_NEAR(max(x, y).Evaluate(env), yv, kTol);
  EXPECT_NEAR(sinh(x).Evaluate(env), std::sinh(xv), kTol);
  EXPECT_NEAR(cosh(x).Evaluate(env), std::cosh(xv), kTol);
  EXPECT_NEAR(tanh(x).Evaluate(env), std::tanh(xv), kTol);
  EXPECT_EQ(ceil(y).Evaluate(env), 2.0);
  EXPECT_EQ(floor(y).Evaluate(env), 1.0);
  // Identities: sin² + cos² = 1 and atan2(sin θ, cos θ) = θ for θ in (−π, π).
  EXPECT_NEAR((pow(sin(x), 2) + pow(cos(x), 2)).Evaluate(env), 1.0, kTol);
  EXPECT_NEAR(atan2(sin(y), cos(y)).Evaluate(env), yv, kTol);
  // Found by ADL from an unqualified call after using-declarations of std.
  using std::sin;
  EXPECT_EQ(sin(Expression(x)).get_kind(), ExpressionKind::Sin);
}

TEST(ExpressionTest, DomainErrorsAtEvaluation) {
  const Variable x("x");
  const Environment env{{x, -2.0}};
  DRAKE_EXPECT_THROWS_MESSAGE(sqrt(x).Evaluate(env),
                              ".*sqrt\\(x\\).*out of domain; x = -2.*");
  DRAKE_EXPECT_THROWS_MESSAGE(log(x).Evaluate(env), ".*log\\(x\\).*");
  DRAKE_EXPECT_THROWS_MESSAGE(asin(x).Evaluate(env), ".*asin\\(x\\).*");
  DRAKE_EXPECT_THROWS_MESSAGE(acos(x).Evaluate(env), ".*acos\\(x\\).*");
  DRAKE_EXPECT_THROWS_MESSAGE(pow(x, 0.5).Evaluate(env),
                              ".*negative base to a non-integer power.*");
  EXPECT_EQ(pow(x, 2.0).Evaluate(env), 4.0);
  DRAKE_EXPECT_THROWS_MESSAGE((1.0 / (x + 2.0)).Evaluate(env),
                              ".*division by zero: 1 / 0.*");
}

TEST(ExpressionTest, VariablesStringsEquality) {
  const Variable x("x"), y("y");
  const Expression e = 2.0 * sin(x) - pow(y, 3.0) / x;
  const Variables vars = e.GetVariables();
  EXPECT_EQ(vars.size(), 2);
  EXPECT_TRUE(vars.include(x) && vars.include(y));
  // A sum prints its terms in canonical order (kinds: Div before Sin).
  EXPECT_EQ(e.to_string(), "(-(pow(y, 3) / x) + 2 * sin(x))");
  std::ostringstream out;
  out << -x;
  EXPECT_EQ(out.str(), "(-1 * x)");
  EXPECT_EQ(fmt::format("{}", x + y), "(x + y)");
  // Structural equality: same construction, equal; sums are canonical, so
  // reordered operands are equal too; a different sum is ordered one way.
  EXPECT_TRUE(e.EqualTo(2.0 * sin(x) - pow(y, 3.0) / x));
  EXPECT_TRUE((x + y).EqualTo(y + x));
  EXPECT_FALSE((x + y).EqualTo(x + 2 * y));
  EXPECT_TRUE((x + y).Less(x + 2 * y) != (x + 2 * y).Less(x + y));
  EXPECT_FALSE(e.Less(e));
  DRAKE_EXPECT_THROWS_MESSAGE(Expression{Variable{}}, ".*dummy variable.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      Expression(Variable("b", Variable::Type::BOOLEAN)),
      ".*Boolean variable 'b'.*");
}

TEST(ExpressionTest, MissingVariableErrors) {
  const Variable x("x"), y("y");
  const Environment env{{x, 1.0}};
  DRAKE_EXPECT_THROWS_MESSAGE(
      (x + y).Evaluate(env),
      "Expression::Evaluate\\(\\): the variable 'y' has no value in the "
      "environment \\{x -> 1\\}.");
  const Variable r("r", Variable::Type::RANDOM_UNIFORM);
  DRAKE_EXPECT_THROWS_MESSAGE(
      (x + r).Evaluate(env),
      "Expression::Evaluate\\(\\): the random variable 'r' \\(Random "
      "Uniform\\) has no value in the environment and no RandomGenerator was "
      "given to sample it.");
  // A random variable given in the environment needs no generator.
  EXPECT_EQ((x + r).Evaluate(Environment{{x, 1.0}, {r, 0.25}}), 1.25);
}

// Mean and variance of N samples of a scalar expression.
std::pair<double, double> SampleMoments(const Expression& e, int n,
                                        RandomGenerator* generator) {
  double sum = 0, sum_squares = 0;
  for (int i = 0; i < n; ++i) {
    const double value = e.Evaluate(generator);
    sum += value;
    sum_squares += value * value;
  }
  const double mean = sum / n;
  return {mean, sum_squares / n - mean * mean};
}

TEST(ExpressionTest, SamplingStatistics) {
  RandomGenerator generator(1234);
  constexpr int kN = 20000;
  // Each tolerance on a mean is ≥ 4.4 standard errors σ/√N, so a correct
  // sampler fails with probability < 1e-5 (and the seed is fixed anyway).
  // Uniform [0,1): mean 1/2, σ = 1/√12 ≈ 0.289, σ/√N ≈ 0.0020 → tol 0.01.
  const Variable u("u", Variable::Type::RANDOM_UNIFORM);
  const auto [u_mean, u_var] = SampleMoments(u, kN, &generator);
  EXPECT_NEAR(u_mean, 0.5, 0.01);
  EXPECT_NEAR(u_var, 1.0 / 12.0, 0.005);  // std error of var ≈ 0.0005.
  for (int i = 0; i < 1000; ++i) {
    const double value = Expression(u).Evaluate(&generator);
    EXPECT_GE(value, 0.0);
    EXPECT_LT(value, 1.0);
  }
  // Gaussian: mean 0, σ = 1, σ/√N ≈ 0.0071 → tol 0.035; variance 1, whose
  // std error is √(2/N) ≈ 0.010 → tol 0.05.
  const Variable g("g", Variable::Type::RANDOM_GAUSSIAN);
  const auto [g_mean, g_var] = SampleMoments(g, kN, &generator);
  EXPECT_NEAR(g_mean, 0.0, 0.035);
  EXPECT_NEAR(g_var, 1.0, 0.05);
  // Exponential(1): mean 1, σ = 1 → tol 0.035; variance 1, std error
  // √(8/N) ≈ 0.02 → tol 0.1.
  const Variable x("x", Variable::Type::RANDOM_EXPONENTIAL);
  const auto [x_mean, x_var] = SampleMoments(x, kN, &generator);
  EXPECT_NEAR(x_mean, 1.0, 0.035);
  EXPECT_NEAR(x_var, 1.0, 0.1);
  // An affine map of a uniform: 2 + 3u has mean 3.5 and σ = 3/√12 ≈ 0.87,
  // σ/√N ≈ 0.0061 → tol 0.03.
  const auto [a_mean, a_var] = SampleMoments(2.0 + 3.0 * u, kN, &generator);
  EXPECT_NEAR(a_mean, 3.5, 0.03);
  EXPECT_NEAR(a_var, 9.0 / 12.0, 0.045);
}

TEST(ExpressionTest, EachRandomVariableSampledOncePerEvaluate) {
  RandomGenerator generator(7);
  const Variable u("u", Variable::Type::RANDOM_UNIFORM);
  const Variable g("g", Variable::Type::RANDOM_GAUSSIAN);
  for (int i = 0; i < 100; ++i) {
    // Exactly zero: both occurrences take the same sample.
    EXPECT_EQ((u - u).Evaluate(&generator), 0.0);
    EXPECT_EQ((g / g).Evaluate(&generator), 1.0);
  }
  // Two different random variables are independent samples.
  const Variable v("v", Variable::Type::RANDOM_UNIFORM);
  EXPECT_NE((u - v).Evaluate(&generator), 0.0);
}

TEST(ExpressionTest, ReproducibleWithSameSeed) {
  const Variable u("u", Variable::Type::RANDOM_UNIFORM);
  const Variable g("g", Variable::Type::RANDOM_GAUSSIAN);
  const Expression e = u + 10.0 * g;
  RandomGenerator a(99), b(99), c(100);
  std::vector<double> from_a, from_b, from_c;
  for (int i = 0; i < 20; ++i) {
    from_a.push_back(e.Evaluate(&a));
    from_b.push_back(e.Evaluate(&b));
    from_c.push_back(e.Evaluate(&c));
  }
  EXPECT_EQ(from_a, from_b);
  EXPECT_NE(from_a, from_c);
}

TEST(ExpressionMatrixFunctionsTest, EigenAndMatrixEvaluate) {
  const Variable x("x"), y("y");
  Vector3<Expression> v(x, 2.0 * y, 3.0);
  const Vector3<Expression> w = v * 2.0 + Vector3<Expression>::Ones();
  const Eigen::Vector3d value = Evaluate(w, Environment{{x, 1.0}, {y, 2.0}});
  EXPECT_TRUE(value.isApprox(Eigen::Vector3d(3.0, 9.0, 7.0), 0.0));
  VectorX<Expression> dynamic(2);
  dynamic << x, y;
  const Eigen::VectorXd dynamic_value =
      Evaluate(dynamic, Environment{{x, 4.0}, {y, 5.0}});
  EXPECT_EQ(dynamic_value, Eigen::Vector2d(4.0, 5.0));
  const Matrix2<Expression> m = Matrix2<Expression>::Identity() * x;
  const Eigen::Matrix2d m_value = Evaluate(m, Environment{{x, 2.0}});
  EXPECT_EQ(m_value, 2.0 * Eigen::Matrix2d::Identity());
  EXPECT_EQ(GetVariables(v).size(), 2);
  DRAKE_EXPECT_THROWS_MESSAGE(Evaluate(v), ".*variable 'x' has no value.*");
}

TEST(ExpressionMatrixFunctionsTest, QuaternionFromGaussiansIsUnit) {
  // Four Gaussians divided by their norm: the matrix Evaluate must use one
  // sample per variable in all four entries for the result to be unit
  // length (to rounding: 4 ulps of 1).
  std::vector<Variable> g;
  for (int i = 0; i < 4; ++i) {
    g.emplace_back(fmt::format("g{}", i), Variable::Type::RANDOM_GAUSSIAN);
  }
  const Expression norm =
      sqrt(g[0] * g[0] + g[1] * g[1] + g[2] * g[2] + g[3] * g[3]);
  const Eigen::Quaternion<Expression> q(g[0] / norm, g[1] / norm, g[2] / norm,
                                        g[3] / norm);
  EXPECT_EQ(q.w().get_kind(), ExpressionKind::Div);
  RandomGenerator generator(3);
  for (int i = 0; i < 100; ++i) {
    const Eigen::Vector4d sample = Evaluate(q.coeffs(), {}, &generator);
    EXPECT_NEAR(sample.norm(), 1.0, 4 * std::numeric_limits<double>::epsilon());
  }
}

// Environment::insert keeps an existing value (std::map's insert, as
// Drake's); operator[] overwrites.
TEST(EnvironmentTest, InsertKeepsExistingValue) {
  const Variable x("x");
  Environment env{{x, 1.0}};
  env.insert(x, 2.0);
  EXPECT_EQ(env[x], 1.0);
  env[x] = 3.0;
  EXPECT_EQ(env[x], 3.0);
}

TEST(VariableTest, DrakeSpellings) {
  EXPECT_TRUE(Variable(nullptr).is_dummy());
  EXPECT_EQ(to_string(Variable::Type::BINARY), "Binary");
  EXPECT_EQ(to_string(Variable::Type::RANDOM_GAUSSIAN), "Random Gaussian");
}

// swap, numeric_limits (double's) and hash_append (feeds the same hash for
// structurally equal expressions).
// The sparse Evaluate keeps m's pattern (an entry that evaluates to 0 stays
// stored), and throws as Expression::Evaluate for an unassigned variable.
// The values are single roundings of the same products, so equality is exact.
TEST(ExpressionTest, EvaluateSparse) {
  const Variable x("x"), y("y");
  Eigen::SparseMatrix<Expression> m(3, 4);
  m.insert(0, 1) = x * y;
  m.insert(2, 0) = x - x + y;  // simplifies to y
  m.insert(1, 3) = x - 2.0;    // 0 at x = 2
  m.makeCompressed();
  const Environment env{{x, 2.0}, {y, -3.5}};
  const Eigen::SparseMatrix<double> value = Evaluate(m, env);
  EXPECT_EQ(value.rows(), 3);
  EXPECT_EQ(value.cols(), 4);
  EXPECT_EQ(value.nonZeros(), 3);
  EXPECT_EQ(value.coeff(0, 1), -7.0);
  EXPECT_EQ(value.coeff(2, 0), -3.5);
  EXPECT_EQ(value.coeff(1, 3), 0.0);
  EXPECT_EQ(value.coeff(0, 0), 0.0);
  // The uncompressed form is accepted too.
  Eigen::SparseMatrix<Expression> loose(2, 2);
  loose.insert(1, 1) = y;
  EXPECT_EQ(Evaluate(loose, env).coeff(1, 1), -3.5);
  DRAKE_EXPECT_THROWS_MESSAGE(Evaluate(m, Environment{{x, 1.0}}), ".*y.*");
}

TEST(ExpressionTest, SwapLimitsAndHashAppend) {
  const Variable x("x"), y("y");
  Expression a = x + 1.0, b = y;
  swap(a, b);
  EXPECT_TRUE(a.EqualTo(y));
  EXPECT_TRUE(b.EqualTo(x + 1.0));
  EXPECT_EQ(std::numeric_limits<Expression>::epsilon(),
            std::numeric_limits<double>::epsilon());
  struct Recorder {
    void operator()(const void* data, std::size_t length) {
      bytes.append(static_cast<const char*>(data), length);
    }
    std::string bytes;
  };
  Recorder r1, r2, r3;
  hash_append(r1, x + 1.0);
  hash_append(r2, 1.0 + Expression(x));
  hash_append(r3, x + 2.0);
  EXPECT_EQ(r1.bytes, r2.bytes);
  EXPECT_NE(r1.bytes, r3.bytes);
}

// The std distributions over Expression draw expressions in new random
// variables (a + (b − a)·u, mean + stddev·g, e/λ); reset() reuses them.
// Values at assigned variables are closed forms (exact in binary: 1e-15).
TEST(ExpressionTest, SymbolicDistributions) {
  std::uniform_real_distribution<Expression> uniform(2.0, 5.0);
  RandomGenerator generator;
  const Expression u1 = uniform(generator);
  const Expression u2 = uniform();
  ASSERT_EQ(u1.GetVariables().size(), 1);
  const Variable u = *u1.GetVariables().begin();
  EXPECT_EQ(u.get_type(), Variable::Type::RANDOM_UNIFORM);
  EXPECT_EQ(u.get_name(), "random_uniform_0");
  EXPECT_FALSE(u2.GetVariables().begin()->equal_to(u));
  EXPECT_NEAR(u1.Evaluate({{u, 0.5}}), 3.5, kTol);
  uniform.reset();
  EXPECT_TRUE(uniform().EqualTo(u1));
  EXPECT_EQ(get_constant_value(uniform.min()), 2.0);
  std::uniform_real_distribution<Expression> copy = uniform;
  EXPECT_TRUE(copy == uniform);
  copy();
  EXPECT_TRUE(copy != uniform);
  DRAKE_EXPECT_THROWS_MESSAGE(
      std::uniform_real_distribution<Expression>(3.0, 1.0),
      ".*minimum 3 is greater than the maximum 1.*");

  std::normal_distribution<Expression> normal(1.0, 2.0);
  const Expression n = normal(generator);
  const Variable g = *n.GetVariables().begin();
  EXPECT_EQ(g.get_type(), Variable::Type::RANDOM_GAUSSIAN);
  EXPECT_NEAR(n.Evaluate({{g, 0.25}}), 1.5, kTol);
  DRAKE_EXPECT_THROWS_MESSAGE(std::normal_distribution<Expression>(0.0, 0.0),
                              ".*stddev 0 is not positive.*");

  std::exponential_distribution<Expression> exponential(4.0);
  const Expression e = exponential(generator);
  const Variable r = *e.GetVariables().begin();
  EXPECT_EQ(r.get_type(), Variable::Type::RANDOM_EXPONENTIAL);
  EXPECT_NEAR(e.Evaluate({{r, 2.0}}), 0.5, kTol);
  // Unassigned random variables are sampled by Evaluate's generator.
  EXPECT_GE(e.Evaluate(&generator), 0.0);
}

// VisitExpression and VisitFormula call the method named for the kind.
class KindNamer {
 public:
  std::string VisitConstant(const Expression&) { return "Constant"; }
  std::string VisitVariable(const Expression&) { return "Variable"; }
  std::string VisitAddition(const Expression&) { return "Addition"; }
  std::string VisitMultiplication(const Expression&) {
    return "Multiplication";
  }
  std::string VisitDivision(const Expression&) { return "Division"; }
  std::string VisitPow(const Expression&) { return "Pow"; }
  std::string VisitSin(const Expression&) { return "Sin"; }
  std::string VisitUninterpretedFunction(const Expression&) {
    return "UninterpretedFunction";
  }
  // The remaining kinds share one answer.
  template <typename... Args>
  std::string Other() {
    return "Other";
  }
  std::string VisitLog(const Expression&) { return Other(); }
  std::string VisitAbs(const Expression&) { return Other(); }
  std::string VisitExp(const Expression&) { return Other(); }
  std::string VisitSqrt(const Expression&) { return Other(); }
  std::string VisitCos(const Expression&) { return Other(); }
  std::string VisitTan(const Expression&) { return Other(); }
  std::string VisitAsin(const Expression&) { return Other(); }
  std::string VisitAcos(const Expression&) { return Other(); }
  std::string VisitAtan(const Expression&) { return Other(); }
  std::string VisitAtan2(const Expression&) { return Other(); }
  std::string VisitSinh(const Expression&) { return Other(); }
  std::string VisitCosh(const Expression&) { return Other(); }
  std::string VisitTanh(const Expression&) { return Other(); }
  std::string VisitMin(const Expression&) { return Other(); }
  std::string VisitMax(const Expression&) { return Other(); }
  std::string VisitCeil(const Expression&) { return Other(); }
  std::string VisitFloor(const Expression&) { return Other(); }
  std::string VisitIfThenElse(const Expression&) { return Other(); }
};

TEST(ExpressionTest, Visitors) {
  const Variable x("x"), y("y");
  KindNamer namer;
  const auto name = [&namer](const Expression& e) {
    return VisitExpression<std::string>(&namer, e);
  };
  EXPECT_EQ(name(2.0), "Constant");
  EXPECT_EQ(name(x), "Variable");
  EXPECT_EQ(name(x + y), "Addition");
  EXPECT_EQ(name(2.0 * x * y), "Multiplication");
  EXPECT_EQ(name(x / y), "Division");
  EXPECT_EQ(name(sin(x)), "Sin");
  EXPECT_EQ(name(cos(x)), "Other");
  EXPECT_EQ(name(uninterpreted_function("f", {x})), "UninterpretedFunction");
  DRAKE_EXPECT_THROWS_MESSAGE(name(Expression::NaN()), ".*NaN is detected.*");
  EXPECT_EQ(VisitPolynomial<std::string>(&namer, pow(x, 2.0) * y),
            "Multiplication");
  DRAKE_EXPECT_THROWS_MESSAGE(VisitPolynomial<std::string>(&namer, sin(x)),
                              ".*sin\\(x\\) is not a polynomial.*");
}

}  // namespace expression_test
}  // namespace symbolic
}  // namespace drake
