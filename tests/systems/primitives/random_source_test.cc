// RandomSource: sample moments against each distribution's closed forms
// (tolerances from the sample count), samples held between sampling times,
// the seeding rules (per-instance, fixed, SetRandomContext), identity with
// direct draws from the seeded engine, scalar conversion, AddRandomInputs,
// bad input.

#include "drake/systems/primitives/random_source.h"

#include <cmath>
#include <memory>
#include <random>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/autodiff.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/primitives/constant_vector_source.h"

namespace drake {
namespace systems {
namespace random_source_test {

using Eigen::VectorXd;
using Distribution = drake::RandomDistribution;

// Mean, variance and extremes of `x`.
struct Moments {
  double mean{};
  double variance{};
  double min{};
  double max{};
};
Moments CalcMoments(const VectorXd& x) {
  Moments m;
  const double n = static_cast<double>(x.size());
  m.mean = x.mean();
  m.variance = (x.array() - m.mean).square().sum() / (n - 1.0);
  m.min = x.minCoeff();
  m.max = x.maxCoeff();
  return m;
}

// The sample mean of N draws has standard error σ/√N and the sample
// variance (N large) √((μ₄ − σ⁴)/N), with μ₄ the fourth central moment.
// Each check allows 5 standard errors: for a correct sampler and a random
// seed it fails with probability below 1e-6 (and the seed here is fixed,
// so the test is deterministic).
constexpr int kN = 40000;
constexpr double kSigmas = 5.0;

VectorXd DefaultSamples(Distribution distribution, int seed) {
  RandomSource<double> source(distribution, kN, 0.1);
  source.set_fixed_seed(seed);
  auto context = source.CreateDefaultContext();
  return source.get_output_port(0).Eval(*context);
}

TEST(RandomSourceTest, UniformMoments) {
  // U[0, 1): mean 1/2, variance 1/12, μ₄ = 1/80.
  const Moments m = CalcMoments(DefaultSamples(Distribution::kUniform, 1));
  EXPECT_NEAR(m.mean, 0.5, kSigmas * std::sqrt(1.0 / 12.0 / kN));
  EXPECT_NEAR(m.variance, 1.0 / 12.0,
              kSigmas * std::sqrt((1.0 / 80.0 - 1.0 / 144.0) / kN));
  EXPECT_GE(m.min, 0.0);
  EXPECT_LT(m.max, 1.0);
}

TEST(RandomSourceTest, GaussianMoments) {
  // N(0, 1): mean 0, variance 1, μ₄ = 3.
  const VectorXd x = DefaultSamples(Distribution::kGaussian, 2);
  const Moments m = CalcMoments(x);
  EXPECT_NEAR(m.mean, 0.0, kSigmas * std::sqrt(1.0 / kN));
  EXPECT_NEAR(m.variance, 1.0, kSigmas * std::sqrt(2.0 / kN));
  // symmetric: the fraction of negative samples is 1/2 ± 5·√(1/4/N).
  const double negative = (x.array() < 0.0).cast<double>().mean();
  EXPECT_NEAR(negative, 0.5, kSigmas * std::sqrt(0.25 / kN));
}

TEST(RandomSourceTest, ExponentialMoments) {
  // Exp(1): mean 1, variance 1, μ₄ = 9.
  const VectorXd x = DefaultSamples(Distribution::kExponential, 3);
  const Moments m = CalcMoments(x);
  EXPECT_NEAR(m.mean, 1.0, kSigmas * std::sqrt(1.0 / kN));
  EXPECT_NEAR(m.variance, 1.0, kSigmas * std::sqrt(8.0 / kN));
  EXPECT_GE(m.min, 0.0);
  // P(x > 1) = e⁻¹.
  const double above_one = (x.array() > 1.0).cast<double>().mean();
  const double p = std::exp(-1.0);
  EXPECT_NEAR(above_one, p, kSigmas * std::sqrt(p * (1.0 - p) / kN));
}

// The samples are the seeded engine's draws, in order: the default
// context's output equals direct draws from RandomGenerator(seed) with the
// standard library's distribution.
TEST(RandomSourceTest, SamplesAreTheSeededEnginesDraws) {
  const int seed = 1234;
  RandomSource<double> source(Distribution::kGaussian, 5, 0.1);
  source.set_fixed_seed(seed);
  auto context = source.CreateDefaultContext();
  RandomGenerator generator(seed);
  std::normal_distribution<double> normal;
  for (int i = 0; i < 5; ++i) {
    EXPECT_EQ(source.get_output_port(0).Eval(*context)[i], normal(generator));
  }
  // the next update draws the next five.
  Simulator<double> simulator(source, std::move(context));
  simulator.AdvanceTo(0.05);  // the update at t = 0.
  for (int i = 0; i < 5; ++i) {
    EXPECT_EQ(source.get_output_port(0).Eval(simulator.get_context())[i],
              normal(generator));
  }
}

// Zero-order hold: constant within each interval, new at each sampling
// time; consecutive samples are uncorrelated (|r| within 5/√N).
TEST(RandomSourceTest, HeldBetweenSamples) {
  const double h = 0.25;
  RandomSource<double> source(Distribution::kUniform, 1, h);
  Simulator<double> simulator(source);
  const auto& context = simulator.get_context();
  const int num_intervals = 4000;
  std::vector<double> samples;
  for (int k = 0; k < num_intervals; ++k) {
    simulator.AdvanceTo((k + 0.25) * h);
    const double first = source.get_output_port(0).Eval(context)[0];
    simulator.AdvanceTo((k + 0.75) * h);
    EXPECT_EQ(source.get_output_port(0).Eval(context)[0], first);
    if (!samples.empty()) {
      // a repeat would have probability 2⁻⁵³ per pair.
      EXPECT_NE(first, samples.back());
    }
    samples.push_back(first);
  }
  double sum_xy = 0.0;
  for (int k = 1; k < num_intervals; ++k) {
    sum_xy += (samples[k] - 0.5) * (samples[k - 1] - 0.5);
  }
  const double r = (sum_xy / (num_intervals - 1)) / (1.0 / 12.0);
  EXPECT_NEAR(r, 0.0, kSigmas / std::sqrt(num_intervals - 1.0));
}

TEST(RandomSourceTest, Seeds) {
  RandomSource<double> a(Distribution::kUniform, 3, 0.1);
  RandomSource<double> b(Distribution::kUniform, 3, 0.1);
  EXPECT_EQ(a.get_distribution(), Distribution::kUniform);
  EXPECT_EQ(a.get_output_port(0).get_name(), "output");
  EXPECT_EQ(a.get_output_port(0).size(), 3);
  EXPECT_FALSE(a.get_fixed_seed().has_value());
  // per-instance seeds: one instance repeats itself, two differ.
  auto a1 = a.CreateDefaultContext();
  auto a2 = a.CreateDefaultContext();
  auto b1 = b.CreateDefaultContext();
  EXPECT_EQ(a.get_seed(*a1), a.get_seed(*a2));
  EXPECT_NE(a.get_seed(*a1), b.get_seed(*b1));
  EXPECT_EQ(a.get_output_port(0).Eval(*a1), a.get_output_port(0).Eval(*a2));
  EXPECT_NE(a.get_output_port(0).Eval(*a1), b.get_output_port(0).Eval(*b1));

  // a fixed seed: both instances agree; existing contexts are unchanged.
  const VectorXd a_before = a.get_output_port(0).Eval(*a1);
  a.set_fixed_seed(77);
  b.set_fixed_seed(77);
  EXPECT_EQ(a.get_fixed_seed(), 77u);
  auto a3 = a.CreateDefaultContext();
  auto b3 = b.CreateDefaultContext();
  EXPECT_EQ(a.get_seed(*a3), 77u);
  EXPECT_EQ(a.get_output_port(0).Eval(*a3), b.get_output_port(0).Eval(*b3));
  EXPECT_EQ(a.get_output_port(0).Eval(*a1), a_before);

  // SetRandomContext: with the fixed seed, the fixed seed ...
  RandomGenerator generator(5);
  a.SetRandomContext(a3.get(), &generator);
  EXPECT_EQ(a.get_seed(*a3), 77u);
  // ... without it, the generator's next value (the fixed-seed call above
  // drew one too).
  a.set_fixed_seed(std::nullopt);
  RandomGenerator replay(5);
  replay();
  const auto expected_seed = replay();
  a.SetRandomContext(a3.get(), &generator);
  EXPECT_EQ(a.get_seed(*a3), expected_seed);
  // and back to the per-instance seed for default contexts.
  EXPECT_EQ(a.get_seed(*a.CreateDefaultContext()), a.get_seed(*a1));
}

// In a diagram, SetRandomContext reaches the source.
TEST(RandomSourceTest, DiagramSetRandomContext) {
  DiagramBuilder<double> builder;
  auto* source = builder.AddSystem<RandomSource<double>>(
      Distribution::kExponential, 2, 0.1);
  builder.ExportOutput(source->get_output_port(0));
  auto diagram = builder.Build();
  auto context = diagram->CreateDefaultContext();
  RandomGenerator generator(11);
  diagram->SetRandomContext(context.get(), &generator);
  const Context<double>& source_context =
      source->GetMyContextFromRoot(*context);
  EXPECT_EQ(source->get_seed(source_context), RandomGenerator(11)());
}

TEST(RandomSourceTest, ToAutoDiffXd) {
  RandomSource<double> source(Distribution::kGaussian, 2, 0.5);
  std::unique_ptr<RandomSource<AutoDiffXd>> ad =
      System<double>::ToAutoDiffXd(source);
  EXPECT_EQ(ad->get_distribution(), Distribution::kGaussian);
  EXPECT_EQ(ad->get_output_port(0).size(), 2);
  ad->set_fixed_seed(9);
  source.set_fixed_seed(9);
  auto ad_context = ad->CreateDefaultContext();
  auto context = source.CreateDefaultContext();
  const VectorX<AutoDiffXd> y = ad->get_output_port(0).Eval(*ad_context);
  for (int i = 0; i < 2; ++i) {
    EXPECT_EQ(y[i].value(), source.get_output_port(0).Eval(*context)[i]);
    EXPECT_EQ(y[i].derivatives().size(), 0);
  }
}

// A system with two random inputs (one already fed) and a plain one.
template <typename T>
class NoisyPlant final : public LeafSystem<T> {
 public:
  NoisyPlant() {
    this->DeclareVectorInputPort("w", 3, RandomDistribution::kGaussian);
    this->DeclareVectorInputPort("v", 1, RandomDistribution::kUniform);
    this->DeclareVectorInputPort("u", 2);
  }
};

TEST(AddRandomInputsTest, ConnectsUnconnectedRandomPorts) {
  DiagramBuilder<double> builder;
  auto* plant = builder.AddSystem<NoisyPlant<double>>();
  auto* fed = builder.AddSystem<ConstantVectorSource<double>>(Vector1d(0.5));
  builder.Connect(fed->get_output_port(), plant->get_input_port(1));
  builder.ExportInput(plant->get_input_port(2), "u");
  // the port's distribution is Drake's drake::RandomDistribution.
  EXPECT_EQ(plant->get_input_port(0).get_random_type(),
            Distribution::kGaussian);
  EXPECT_EQ(AddRandomInputs(0.01, &builder), 1);
  // nothing left to connect the second time.
  EXPECT_EQ(AddRandomInputs(0.01, &builder), 0);
  auto diagram = builder.Build();
  ASSERT_EQ(diagram->num_subsystems(), 3);
  const auto* source =
      dynamic_cast<const RandomSource<double>*>(diagram->GetSystems()[2]);
  ASSERT_NE(source, nullptr);
  EXPECT_EQ(source->get_distribution(), Distribution::kGaussian);
  EXPECT_EQ(source->get_output_port(0).size(), 3);
  const auto connections = diagram->connection_map();
  const auto it = connections.find({plant, InputPortIndex(0)});
  ASSERT_NE(it, connections.end());
  EXPECT_EQ(it->second.first, source);
}

// The AutoDiffXd instantiation adds RandomSource<AutoDiffXd>s.
TEST(AddRandomInputsTest, AutoDiffXd) {
  DiagramBuilder<AutoDiffXd> builder;
  builder.AddSystem<NoisyPlant<AutoDiffXd>>();
  EXPECT_EQ(AddRandomInputs(0.1, &builder), 2);
  int num_sources = 0;
  for (const System<AutoDiffXd>* system : builder.GetSystems()) {
    if (dynamic_cast<const RandomSource<AutoDiffXd>*>(system) != nullptr) {
      ++num_sources;
    }
  }
  EXPECT_EQ(num_sources, 2);
}

TEST(RandomSourceTest, BadInput) {
  DRAKE_EXPECT_THROWS_MESSAGE(
      RandomSource<double>(Distribution::kUniform, 1, 0.0),
      "RandomSource: the sampling interval must be positive and finite; got "
      "0 s.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      RandomSource<double>(Distribution::kUniform, 1, -0.1),
      ".*sampling interval.*got -0.1 s.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      RandomSource<double>(Distribution::kUniform, -2, 0.1),
      "RandomSource: num_outputs must be non-negative; got -2.");
  RandomSource<double> source(Distribution::kUniform, 1, 0.1);
  RandomSource<double> other(Distribution::kUniform, 1, 0.1);
  auto other_context = other.CreateDefaultContext();
  EXPECT_THROW(source.get_seed(*other_context), std::logic_error);
  DiagramBuilder<double> builder;
  builder.AddSystem<NoisyPlant<double>>();
  DRAKE_EXPECT_THROWS_MESSAGE(
      AddRandomInputs(0.0, &builder),
      "AddRandomInputs\\(\\): the sampling interval must be positive.*");
  DRAKE_EXPECT_THROWS_MESSAGE(AddRandomInputs<double>(0.1, nullptr),
                              ".*builder is null.*");
}

}  // namespace random_source_test
}  // namespace systems
}  // namespace drake
