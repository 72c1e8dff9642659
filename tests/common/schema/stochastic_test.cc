// schema stochastic distributions: Sample / Mean / ToSymbolic against closed
// forms and sampling statistics, deterministic round trips, and errors.

#include "drake/common/schema/stochastic.h"

#include <cmath>
#include <map>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/yaml/yaml_io.h"

namespace drake {
namespace schema {
namespace stochastic_test {

using symbolic::Expression;

// Mean and standard deviation of N samples of `draw`.
template <typename Draw>
std::pair<double, double> Moments(int n, Draw draw) {
  double sum = 0, sum_squares = 0;
  for (int i = 0; i < n; ++i) {
    const double x = draw();
    sum += x;
    sum_squares += x * x;
  }
  const double mean = sum / n;
  return {mean, std::sqrt(sum_squares / n - mean * mean)};
}

constexpr int kN = 20000;

TEST(StochasticTest, DeterministicRoundTrips) {
  RandomGenerator generator;
  const Deterministic d(2.5);
  EXPECT_EQ(d.Sample(&generator), 2.5);
  EXPECT_EQ(d.Mean(), 2.5);
  EXPECT_TRUE(is_constant(d.ToSymbolic(), 2.5));
  const DistributionVariant plain = 1.5;
  EXPECT_EQ(Sample(plain, &generator), 1.5);
  EXPECT_EQ(Mean(plain), 1.5);
  EXPECT_EQ(ToSymbolic(plain).Evaluate(), 1.5);
  // Zero-width distributions are deterministic, and sample their value.
  const DistributionVariant narrow = Gaussian(4.0, 0.0);
  EXPECT_TRUE(IsDeterministic(narrow));
  EXPECT_EQ(Sample(narrow, &generator), 4.0);
  EXPECT_EQ(Sample(DistributionVariant(Uniform(5.0, 5.0)), &generator), 5.0);
  EXPECT_EQ(GetDeterministicValue(narrow), 4.0);
}

TEST(StochasticTest, GaussianStatistics) {
  RandomGenerator generator(1);
  const Gaussian gaussian(3.0, 0.5);
  EXPECT_EQ(gaussian.Mean(), 3.0);
  // Standard errors: mean σ/√N = 0.0035, stddev σ/√(2N) = 0.0025; the
  // tolerances 0.015 and 0.011 are > 4 of them.
  const auto [mean, stddev] =
      Moments(kN, [&]() { return gaussian.Sample(&generator); });
  EXPECT_NEAR(mean, 3.0, 0.015);
  EXPECT_NEAR(stddev, 0.5, 0.011);
  // The symbolic form has the same distribution: mean + stddev·g.
  const Expression e = gaussian.ToSymbolic();
  EXPECT_EQ(e.GetVariables().size(), 1);
  const auto [s_mean, s_stddev] =
      Moments(kN, [&]() { return e.Evaluate(&generator); });
  EXPECT_NEAR(s_mean, 3.0, 0.015);
  EXPECT_NEAR(s_stddev, 0.5, 0.011);
}

TEST(StochasticTest, UniformStatistics) {
  RandomGenerator generator(2);
  const Uniform uniform(-1.0, 3.0);
  EXPECT_EQ(uniform.Mean(), 1.0);
  // σ = 4/√12 ≈ 1.155: standard error of the mean σ/√N ≈ 0.0082 → tol
  // 0.035; of σ̂ (uniform kurtosis 9/5) σ·√(0.8/N)/2 ≈ 0.0037 → tol 0.02.
  const auto [mean, stddev] = Moments(kN, [&]() {
    const double x = uniform.Sample(&generator);
    EXPECT_GE(x, -1.0);
    EXPECT_LT(x, 3.0);
    return x;
  });
  EXPECT_NEAR(mean, 1.0, 0.035);
  EXPECT_NEAR(stddev, 4.0 / std::sqrt(12.0), 0.02);
  const Expression e = ToSymbolic(DistributionVariant(uniform));
  const auto [s_mean, s_stddev] =
      Moments(kN, [&]() { return e.Evaluate(&generator); });
  EXPECT_NEAR(s_mean, 1.0, 0.035);
  EXPECT_NEAR(s_stddev, 4.0 / std::sqrt(12.0), 0.02);
}

TEST(StochasticTest, UniformDiscrete) {
  RandomGenerator generator(3);
  const UniformDiscrete discrete(std::vector<double>{1.0, 4.0, -2.0});
  EXPECT_EQ(discrete.Mean(), 1.0);
  // Sample and ToSymbolic give exactly the listed values, each with
  // frequency 1/3 (standard error √(2/9/N) ≈ 0.0033 → tol 0.015).
  const Expression e = discrete.ToSymbolic();
  std::map<double, int> counts, symbolic_counts;
  for (int i = 0; i < kN; ++i) {
    ++counts[discrete.Sample(&generator)];
    ++symbolic_counts[e.Evaluate(&generator)];
  }
  for (const auto* table : {&counts, &symbolic_counts}) {
    ASSERT_EQ(table->size(), 3);
    for (double value : {1.0, 4.0, -2.0}) {
      EXPECT_NEAR(table->at(value) / static_cast<double>(kN), 1.0 / 3.0, 0.015);
    }
  }
  // The symbolic form evaluated at u = k/3 + ε picks values[k].
  const symbolic::Variable u = *e.GetVariables().begin();
  EXPECT_EQ(e.Evaluate({{u, 0.0}}), 1.0);
  EXPECT_EQ(e.Evaluate({{u, 0.5}}), 4.0);
  EXPECT_EQ(e.Evaluate({{u, 0.99}}), -2.0);
}

TEST(StochasticTest, VectorOfVariants) {
  RandomGenerator generator(4);
  const std::vector<DistributionVariant> vec{1.0, Uniform(2.0, 2.0),
                                             Gaussian(0.0, 1.0)};
  const Eigen::VectorXd sample = Sample(vec, &generator);
  ASSERT_EQ(sample.size(), 3);
  EXPECT_EQ(sample[0], 1.0);
  EXPECT_EQ(sample[1], 2.0);
  EXPECT_EQ(Mean(vec), Eigen::Vector3d(1.0, 2.0, 0.0));
  const VectorX<Expression> symbolic = ToSymbolic(vec);
  EXPECT_TRUE(is_constant(symbolic[0], 1.0));
  EXPECT_EQ(symbolic[2].GetVariables().size(), 1);
}

TEST(StochasticTest, VectorDistributions) {
  RandomGenerator generator(5);
  const Eigen::Vector3d mean(1.0, 2.0, 3.0);
  // One stddev shared by all elements; then one per element.
  const GaussianVector<3> shared(mean, Eigen::VectorXd::Constant(1, 0.1));
  const GaussianVector<3> each(mean, Eigen::Vector3d(0.1, 0.2, 0.3));
  EXPECT_EQ(shared.Mean(), mean);
  for (const GaussianVector<3>* gaussian : {&shared, &each}) {
    for (int i = 0; i < 3; ++i) {
      const double sigma = gaussian->stddev.size() == 1 ? 0.1 : 0.1 * (i + 1);
      // Standard error of the mean σ/√N ≈ 0.007σ → tol 0.03σ.
      const auto [m, s] =
          Moments(kN, [&]() { return gaussian->Sample(&generator)[i]; });
      EXPECT_NEAR(m, mean[i], 0.03 * sigma);
      EXPECT_NEAR(s, sigma, 0.03 * sigma);
    }
  }
  const UniformVector<Eigen::Dynamic> uniform(Eigen::Vector2d(0.0, 10.0),
                                              Eigen::Vector2d(1.0, 12.0));
  EXPECT_EQ(uniform.Mean(), Eigen::Vector2d(0.5, 11.0));
  for (int n = 0; n < 1000; ++n) {
    const Eigen::VectorXd x = uniform.Sample(&generator);
    ASSERT_GE(x[0], 0.0);
    ASSERT_LT(x[0], 1.0);
    ASSERT_GE(x[1], 10.0);
    ASSERT_LT(x[1], 12.0);
    const Eigen::VectorXd y =
        symbolic::Evaluate(uniform.ToSymbolic(), {}, &generator);
    ASSERT_GE(y[1], 10.0);
    ASSERT_LT(y[1], 12.0);
  }
  // Through the variant.
  const DistributionVectorVariant<3> variant = each;
  EXPECT_EQ(ToDistributionVector(variant)->Mean(), mean);
  const DistributionVectorVariant<3> plain = Eigen::Vector3d(4, 5, 6);
  EXPECT_EQ(ToDistributionVector(plain)->Sample(&generator),
            Eigen::Vector3d(4, 5, 6));
  EXPECT_TRUE(is_constant(ToDistributionVector(plain)->ToSymbolic()[1], 5.0));
}

struct Config {
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(scalar));
    a->Visit(DRAKE_NVP(vector));
  }
  DistributionVariant scalar;
  DistributionVectorVariantX vector;
};

TEST(StochasticTest, YamlLoadedDistributionsSample) {
  const auto config = yaml::LoadYamlString<Config>(
      "scalar: !Uniform {min: 2, max: 3}\n"
      "vector: !UniformVector {min: [0, 0], max: [1, 2]}\n");
  RandomGenerator generator(6);
  for (int n = 0; n < 100; ++n) {
    const double x = Sample(config.scalar, &generator);
    ASSERT_GE(x, 2.0);
    ASSERT_LT(x, 3.0);
    const Eigen::VectorXd v =
        ToDistributionVector(config.vector)->Sample(&generator);
    ASSERT_EQ(v.size(), 2);
    ASSERT_LT(v[1], 2.0);
  }
  EXPECT_EQ(Mean(config.scalar), 2.5);
}

TEST(StochasticTest, Errors) {
  RandomGenerator generator;
  DRAKE_EXPECT_THROWS_MESSAGE(
      Gaussian(0.0, -1.0).Sample(&generator),
      "schema::Gaussian: the standard deviation -1 must be non-negative");
  DRAKE_EXPECT_THROWS_MESSAGE(Uniform(2.0, 1.0).Sample(&generator),
                              "schema::Uniform: min \\(2\\) must not exceed "
                              "max \\(1\\)");
  DRAKE_EXPECT_THROWS_MESSAGE(
      UniformDiscrete().Sample(&generator),
      "schema::UniformDiscrete: the list of values must not be empty");
  DRAKE_EXPECT_THROWS_MESSAGE(UniformDiscrete().Mean(), ".*must not be empty");
  DRAKE_EXPECT_THROWS_MESSAGE(Uniform(0.0, 1.0).Sample(nullptr),
                              "schema: Sample\\(\\) needs a RandomGenerator");
  DRAKE_EXPECT_THROWS_MESSAGE(
      GaussianVector<3>(Eigen::Vector3d::Zero(), Eigen::Vector2d(1, 1))
          .Sample(&generator),
      "schema::GaussianVector: stddev has 2 elements; expected 1 or 3 \\(the "
      "size of mean\\)");
  DRAKE_EXPECT_THROWS_MESSAGE(
      UniformVector<Eigen::Dynamic>(Eigen::Vector2d(0, 0),
                                    Eigen::Vector3d(1, 1, 1))
          .Sample(&generator),
      "schema::UniformVector: min has 2 elements but max has 3");
  DRAKE_EXPECT_THROWS_MESSAGE(
      GetDeterministicValue(DistributionVariant(Gaussian(0.0, 1.0))),
      "schema: cannot take the deterministic value of a Gaussian "
      "distribution: it is random; use Sample\\(\\) or Mean\\(\\).*");
}

}  // namespace stochastic_test
}  // namespace schema
}  // namespace drake
