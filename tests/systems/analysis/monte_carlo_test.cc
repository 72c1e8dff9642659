#include "drake/systems/analysis/monte_carlo.h"

#include <cmath>
#include <memory>
#include <random>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/unused.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {
namespace analysis {
namespace monte_carlo_test {

// The random model: make_simulator draws a decay rate a ~ U[kRateMin,
// kRateMax) (1/s); SetRandomContext then draws x(0) = kMean + kStd·z with
// z ~ N(0, 1); the system is ẋ = −a·x, so x(T) = x(0)·exp(−a·T).
constexpr double kRateMin = 0.4;
constexpr double kRateMax = 0.6;
constexpr double kMean = 2.0;
constexpr double kStd = 0.5;
constexpr double kFinalTime = 1.0;

class Decay final : public LeafSystem<double> {
 public:
  // Throws from its derivatives once past `fail_after` (s) if asked.
  explicit Decay(double rate, double fail_after = -1.0,
                 std::string failure = "")
      : rate_(rate), fail_after_(fail_after), failure_(std::move(failure)) {
    this->DeclareContinuousState(1);
  }

  void SetRandomState(const Context<double>& context, State<double>* state,
                      RandomGenerator* generator) const override {
    unused(context);
    std::normal_distribution<double> normal;
    state->get_mutable_continuous_state().get_mutable_vector().SetAtIndex(
        0, kMean + kStd * normal(*generator));
  }

 private:
  void DoCalcTimeDerivatives(
      const Context<double>& context,
      ContinuousState<double>* derivatives) const override {
    if (fail_after_ >= 0 && context.get_time() > fail_after_) {
      throw std::runtime_error(failure_);
    }
    (*derivatives)[0] = -rate_ * context.get_continuous_state_vector()[0];
  }

  double rate_{};
  double fail_after_{};
  std::string failure_;
};

std::shared_ptr<Simulator<double>> MakeDecaySimulator(
    RandomGenerator* generator, double fail_after = -1.0,
    const std::string& failure = "") {
  std::uniform_real_distribution<double> uniform(kRateMin, kRateMax);
  auto simulator = std::make_shared<Simulator<double>>(
      std::make_unique<Decay>(uniform(*generator), fail_after, failure));
  // Tight enough that the integration error (~1e-10) is far below every
  // tolerance below.
  simulator->get_mutable_integrator().set_target_accuracy(1e-11);
  return simulator;
}

double FinalX(const System<double>&, const Context<double>& context) {
  return context.get_continuous_state_vector()[0];
}

// The closed form of one sample: replays the draws from a copy of the
// snapshot.
double ClosedForm(const RandomGenerator& snapshot) {
  RandomGenerator generator(snapshot);
  std::uniform_real_distribution<double> uniform(kRateMin, kRateMax);
  const double rate = uniform(generator);
  std::normal_distribution<double> normal;
  const double x0 = kMean + kStd * normal(generator);
  return x0 * std::exp(-rate * kFinalTime);
}

GTEST_TEST(MonteCarloTest, MeanAndVarianceMatchTheClosedForm) {
  constexpr int kSamples = 1000;
  RandomGenerator generator(1234);
  const std::vector<RandomSimulationResult> results = MonteCarloSimulation(
      [](RandomGenerator* g) { return MakeDecaySimulator(g); }, &FinalX,
      kFinalTime, kSamples, &generator);
  ASSERT_EQ(results.size(), kSamples);

  // Each sample against its own closed form: only the integration error
  // (target accuracy 1e-11 relative) separates them.
  double sum = 0;
  for (const RandomSimulationResult& result : results) {
    EXPECT_NEAR(result.output, ClosedForm(result.generator_snapshot), 1e-8);
    sum += result.output;
  }
  const double sample_mean = sum / kSamples;
  double m2 = 0, m4 = 0;
  for (const RandomSimulationResult& result : results) {
    const double d = result.output - sample_mean;
    m2 += d * d;
    m4 += d * d * d * d;
  }
  const double sample_variance = m2 / (kSamples - 1);
  m4 /= kSamples;

  // Closed form of Y = X0·E with X0 ~ N(kMean, kStd²) and E = exp(−a·T),
  // a ~ U[a0, a1), independent: E[E^k] = (e^{−k·a0·T} − e^{−k·a1·T}) /
  // (k·T·(a1 − a0)); E[Y] = kMean·E[E]; Var[Y] = (kMean² + kStd²)·E[E²] −
  // E[Y]².
  const auto moment = [](int k) {
    return (std::exp(-k * kRateMin * kFinalTime) -
            std::exp(-k * kRateMax * kFinalTime)) /
           (k * kFinalTime * (kRateMax - kRateMin));
  };
  const double mean = kMean * moment(1);
  const double variance =
      (kMean * kMean + kStd * kStd) * moment(2) - mean * mean;

  // Confidence bounds: the sample mean has standard error √(Var/n), the
  // sample variance approximately √((μ₄ − Var²)/n) (μ₄, the fourth central
  // moment, estimated from the samples). A 4-standard-error band would be
  // exceeded by chance with probability < 1e-4 per quantity; the seed is
  // fixed, so this test is deterministic, and it fails if the draws or the
  // propagation are biased by more than that.
  const double mean_bound = 4.0 * std::sqrt(variance / kSamples);
  const double variance_bound =
      4.0 * std::sqrt((m4 - variance * variance) / kSamples);
  EXPECT_NEAR(sample_mean, mean, mean_bound);
  EXPECT_NEAR(sample_variance, variance, variance_bound);
  // Sanity of the bounds themselves: a few percent of the mean, a fraction of
  // the variance.
  EXPECT_LT(mean_bound, 0.05 * mean);
  EXPECT_LT(variance_bound, 0.3 * variance);
}

// Parallelism changes nothing: outputs and snapshots are bit-identical, and
// the generator ends in the same state as after a serial run.
GTEST_TEST(MonteCarloTest, IdenticalWhateverTheNumberOfThreads) {
  constexpr int kSamples = 37;
  const auto run = [](int num_threads, RandomGenerator* generator) {
    return MonteCarloSimulation(
        [](RandomGenerator* g) { return MakeDecaySimulator(g); }, &FinalX,
        kFinalTime, kSamples, generator, Parallelism(num_threads));
  };
  RandomGenerator serial_generator(42);
  const std::vector<RandomSimulationResult> serial = run(1, &serial_generator);
  for (int num_threads : {2, 4}) {
    SCOPED_TRACE(num_threads);
    RandomGenerator generator(42);
    const std::vector<RandomSimulationResult> parallel =
        run(num_threads, &generator);
    ASSERT_EQ(parallel.size(), serial.size());
    for (int i = 0; i < kSamples; ++i) {
      EXPECT_EQ(parallel[i].output, serial[i].output) << i;
      RandomGenerator a(parallel[i].generator_snapshot);
      RandomGenerator b(serial[i].generator_snapshot);
      EXPECT_EQ(a(), b()) << i;
    }
    RandomGenerator after_serial(serial_generator);
    EXPECT_EQ(generator(), after_serial());
  }
  // Consecutive samples differ (the generator advances).
  EXPECT_NE(serial[0].output, serial[1].output);
}

// The factory may share one system between all simulators (each then owns
// only its Context): the memory per extra thread is one Context. Results
// are still bit-identical for any number of threads.
GTEST_TEST(MonteCarloTest, SimulatorsMayShareOneSystem) {
  const auto system = std::make_shared<const Decay>(0.5);
  const RandomSimulatorFactory make = [system](RandomGenerator*) {
    auto simulator = std::make_shared<Simulator<double>>(*system);
    simulator->get_mutable_integrator().set_target_accuracy(1e-11);
    return simulator;
  };
  RandomGenerator serial_generator(9);
  const std::vector<RandomSimulationResult> serial = MonteCarloSimulation(
      make, &FinalX, kFinalTime, 16, &serial_generator, Parallelism(1));
  RandomGenerator generator(9);
  const std::vector<RandomSimulationResult> parallel = MonteCarloSimulation(
      make, &FinalX, kFinalTime, 16, &generator, Parallelism(4));
  ASSERT_EQ(parallel.size(), 16);
  for (int i = 0; i < 16; ++i) {
    EXPECT_EQ(parallel[i].output, serial[i].output) << i;
    // x(T) = x(0)·exp(−0.5·T), x(0) drawn from the snapshot (the factory
    // draws nothing here); integration error ~1e-10.
    RandomGenerator replay(parallel[i].generator_snapshot);
    std::normal_distribution<double> normal;
    const double x0 = kMean + kStd * normal(replay);
    EXPECT_NEAR(parallel[i].output, x0 * std::exp(-0.5 * kFinalTime), 1e-8);
  }
}

GTEST_TEST(MonteCarloTest, RandomSimulationReplaysASample) {
  RandomGenerator generator(7);
  const std::vector<RandomSimulationResult> results = MonteCarloSimulation(
      [](RandomGenerator* g) { return MakeDecaySimulator(g); }, &FinalX,
      kFinalTime, 5, &generator, Parallelism(2));
  for (const RandomSimulationResult& result : results) {
    RandomGenerator replay(result.generator_snapshot);
    EXPECT_EQ(RandomSimulation(
                  [](RandomGenerator* g) { return MakeDecaySimulator(g); },
                  &FinalX, kFinalTime, &replay),
              result.output);
  }
}

GTEST_TEST(MonteCarloTest, DefaultGeneratorRepeats) {
  const auto run = [] {
    return MonteCarloSimulation(
        [](RandomGenerator* g) { return MakeDecaySimulator(g); }, &FinalX,
        kFinalTime, 3);
  };
  const std::vector<RandomSimulationResult> first = run();
  const std::vector<RandomSimulationResult> second = run();
  ASSERT_EQ(first.size(), 3);
  for (int i = 0; i < 3; ++i) EXPECT_EQ(first[i].output, second[i].output);
  EXPECT_TRUE(MonteCarloSimulation(
                  [](RandomGenerator* g) { return MakeDecaySimulator(g); },
                  &FinalX, kFinalTime, 0)
                  .empty());
}

// Samples 3 and 5 fail while simulating: the call throws sample 3's error,
// whatever the parallelism.
GTEST_TEST(MonteCarloTest, AFailingSampleThrows) {
  for (int num_threads : {1, 2, 4}) {
    SCOPED_TRACE(num_threads);
    int made = 0;
    const RandomSimulatorFactory make = [&made](RandomGenerator* g) {
      const int index = made++;
      // Sample 5 fails sooner than sample 3.
      const double fail_after = index == 3 ? 0.5 : index == 5 ? 0.0 : -1.0;
      return MakeDecaySimulator(g, fail_after,
                                "sample " + std::to_string(index) + " failed");
    };
    RandomGenerator generator(3);
    DRAKE_EXPECT_THROWS_MESSAGE(
        MonteCarloSimulation(make, &FinalX, kFinalTime, 20, &generator,
                             Parallelism(num_threads)),
        "sample 3 failed");
    // No sample after a failure seen by the caller is started; at most
    // the ones already in flight (one per thread) were.
    EXPECT_LE(made, 4 + num_threads + 1);
  }
}

GTEST_TEST(MonteCarloTest, AFailingFactoryThrows) {
  for (int num_threads : {1, 3}) {
    int made = 0;
    const RandomSimulatorFactory make = [&made](RandomGenerator* g) {
      if (made++ == 2) throw std::runtime_error("no simulator for sample 2");
      return MakeDecaySimulator(g);
    };
    DRAKE_EXPECT_THROWS_MESSAGE(
        MonteCarloSimulation(make, &FinalX, kFinalTime, 10, nullptr,
                             Parallelism(num_threads)),
        "no simulator for sample 2");
    EXPECT_EQ(made, 3);
  }
}

}  // namespace monte_carlo_test
}  // namespace analysis
}  // namespace systems
}  // namespace drake
