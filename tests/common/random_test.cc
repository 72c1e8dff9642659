#include "drake/common/random.h"

#include <cmath>
#include <random>
#include <type_traits>
#include <vector>

#include <gtest/gtest.h>

namespace drake {
namespace random_test {

std::vector<RandomGenerator::result_type> Draw(RandomGenerator* generator,
                                               int count) {
  std::vector<RandomGenerator::result_type> values;
  for (int i = 0; i < count; ++i) values.push_back((*generator)());
  return values;
}

TEST(RandomGeneratorTest, SeedsAndRange) {
  static_assert(
      std::is_same_v<RandomGenerator::result_type, std::mt19937::result_type>);
  EXPECT_EQ(RandomGenerator::default_seed, 5489u);
  EXPECT_EQ(RandomGenerator::min(), 0u);
  EXPECT_EQ(RandomGenerator::max(), 4294967295u);

  // Same seed, same sequence; different seeds, different sequences.
  RandomGenerator a(42);
  RandomGenerator b(42);
  RandomGenerator c(43);
  const auto from_a = Draw(&a, 100);
  EXPECT_EQ(from_a, Draw(&b, 100));
  EXPECT_NE(from_a, Draw(&c, 100));

  // The default seed is 5489 and the engine is std::mt19937, whose
  // 10000th output from the default seed is 4123659995 (the C++ standard's
  // required value for mt19937).
  RandomGenerator default_generator;
  RandomGenerator seeded(5489);
  EXPECT_EQ(Draw(&default_generator, 10), Draw(&seeded, 10));
  RandomGenerator fresh;
  RandomGenerator::result_type value = 0;
  for (int i = 0; i < 10000; ++i) value = fresh();
  EXPECT_EQ(value, 4123659995u);

  // A copy continues the same sequence independently.
  RandomGenerator copy = a;
  EXPECT_EQ(Draw(&copy, 10), Draw(&a, 10));
}

// The engine's state is kept off the object (Drake requires the generator
// to be small), and that changes no value: copies of a fresh generator, of
// a used one, and assignment all continue the exact std::mt19937 sequence.
TEST(RandomGeneratorTest, SmallObjectSameSequence) {
  static_assert(sizeof(RandomGenerator) <= 64);
  EXPECT_LE(sizeof(RandomGenerator), sizeof(void*));

  std::mt19937 reference(7);
  RandomGenerator generator(7);
  for (int i = 0; i < 1000; ++i) ASSERT_EQ(generator(), reference());

  const RandomGenerator fresh;
  RandomGenerator fresh_copy(fresh);
  std::mt19937 default_reference;
  for (int i = 0; i < 100; ++i) ASSERT_EQ(fresh_copy(), default_reference());

  RandomGenerator assigned;
  assigned = generator;
  for (int i = 0; i < 100; ++i) ASSERT_EQ(assigned(), reference());
  // The source did not advance when its copy did.
  std::mt19937 source_reference(7);
  source_reference.discard(1000);
  EXPECT_EQ(generator(), source_reference());

  // A moved-to generator continues the sequence of the moved-from one.
  RandomGenerator moved(std::move(generator));
  EXPECT_EQ(moved(), source_reference());
}

// Works with the standard distributions; the sample mean of 20000 uniform
// draws is 0.5 within 4 standard errors (σ/√n = 0.289/141 ≈ 0.002).
TEST(RandomGeneratorTest, WorksWithStandardDistributions) {
  RandomGenerator generator(1);
  std::uniform_real_distribution<double> uniform;
  double sum = 0;
  const int n = 20000;
  for (int i = 0; i < n; ++i) {
    const double x = uniform(generator);
    ASSERT_GE(x, 0.0);
    ASSERT_LT(x, 1.0);
    sum += x;
  }
  EXPECT_NEAR(sum / n, 0.5, 4 * 0.2887 / std::sqrt(n));
  std::normal_distribution<double> normal;
  EXPECT_TRUE(std::isfinite(normal(generator)));
}

// A one-element vector.
Eigen::VectorXd One(double value) {
  return Eigen::VectorXd::Constant(1, value);
}

TEST(CalcProbabilityDensityTest, Gaussian) {
  // Standard normal: exp(-x²/2)/√(2π); the joint density is the product.
  const double x0 = 0.5;
  const double x1 = -1.25;
  const double pdf0 = std::exp(-0.5 * x0 * x0) / std::sqrt(2 * M_PI);
  const double pdf1 = std::exp(-0.5 * x1 * x1) / std::sqrt(2 * M_PI);
  EXPECT_NEAR(
      CalcProbabilityDensity<double>(RandomDistribution::kGaussian, One(x0)),
      pdf0, 1e-15);
  EXPECT_NEAR(CalcProbabilityDensity<double>(RandomDistribution::kGaussian,
                                             Eigen::Vector2d(x0, x1)),
              pdf0 * pdf1, 1e-15);
  // Peak value 1/√(2π) = 0.3989422804014327.
  EXPECT_NEAR(
      CalcProbabilityDensity<double>(RandomDistribution::kGaussian, One(0.0)),
      0.3989422804014327, 1e-15);
}

TEST(CalcProbabilityDensityTest, UniformAndExponential) {
  using D = RandomDistribution;
  EXPECT_EQ(
      CalcProbabilityDensity<double>(D::kUniform, Eigen::Vector2d(0.2, 0.9)),
      1.0);
  EXPECT_EQ(
      CalcProbabilityDensity<double>(D::kUniform, Eigen::Vector2d(0.2, 1.1)),
      0.0);
  EXPECT_EQ(CalcProbabilityDensity<double>(D::kUniform, One(-0.1)), 0.0);
  EXPECT_NEAR(CalcProbabilityDensity<double>(D::kExponential,
                                             Eigen::Vector2d(0.5, 2.0)),
              std::exp(-2.5), 1e-15);
  EXPECT_EQ(CalcProbabilityDensity<double>(D::kExponential, One(-1.0)), 0.0);
}

// With AutoDiffXd the density's derivative is d/dx φ(x) = -x·φ(x).
TEST(CalcProbabilityDensityTest, AutoDiffDerivative) {
  VectorX<AutoDiffXd> x(1);
  x(0) = AutoDiffXd(0.7, Eigen::VectorXd::Unit(2, 0));
  const AutoDiffXd pdf =
      CalcProbabilityDensity<AutoDiffXd>(RandomDistribution::kGaussian, x);
  const double expected = std::exp(-0.5 * 0.49) / std::sqrt(2 * M_PI);
  EXPECT_NEAR(pdf.value(), expected, 1e-15);
  EXPECT_NEAR(pdf.derivatives()(0), -0.7 * expected, 1e-15);
  EXPECT_EQ(pdf.derivatives()(1), 0.0);
}

}  // namespace random_test
}  // namespace drake
