#pragma once

/// @file
/// Monte Carlo simulation (Drake's drake/systems/analysis/monte_carlo.h):
/// many simulations of a stochastic system, each made deterministic by the
/// state of one random generator, run in sequence or on threads.

#include <functional>
#include <memory>
#include <vector>

#include "drake/common/drake_copyable.h"
#include "drake/common/parallelism.h"
#include "drake/common/random.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/framework/context.h"
#include "drake/systems/framework/system.h"

namespace drake {
namespace systems {
namespace analysis {

/// Makes a Simulator whose only source of randomness is `generator` (it
/// may also ignore it and build the same simulator every time: the random
/// context is drawn afterwards, by System::SetRandomContext()). The
/// simulator must keep its System alive (e.g. own it).
using RandomSimulatorFactory =
    std::function<std::shared_ptr<Simulator<double>>(RandomGenerator*)>;

/// A scalar of interest computed from a system and its (final) context.
using ScalarSystemFunction =
    std::function<double(const System<double>&, const Context<double>&)>;

/// Runs one simulation with every random value drawn from `generator`:
/// makes the simulator with `make_simulator(generator)`, draws its
/// context with the system's SetRandomContext(context, generator),
/// advances it to `final_time` (s) and returns `output` of the system and
/// the final context. Two calls with generators in the same state return
/// the same value.
/// @pre generator is not null.
/// @throws whatever making the simulator, simulating or `output` throws.
double RandomSimulation(const RandomSimulatorFactory& make_simulator,
                        const ScalarSystemFunction& output, double final_time,
                        RandomGenerator* generator);

/// One sample of MonteCarloSimulation(): the generator as it was before the
/// sample drew anything, and the sample's output. Replay the sample with
/// @code
///   RandomGenerator generator(result.generator_snapshot);
///   const double same = RandomSimulation(make_simulator, output,
///                                        final_time, &generator);
/// @endcode
/// (replaying advances the copy; keep the snapshot itself unchanged).
struct RandomSimulationResult {
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(RandomSimulationResult);

  /// A result holding a copy of `generator` and the output `value`.
  explicit RandomSimulationResult(const RandomGenerator& generator,
                                  double value = 0.0)
      : generator_snapshot(generator), output(value) {}

  RandomGenerator generator_snapshot;
  double output{};
};

/// Runs `num_samples` random simulations (see RandomSimulation()) and
/// returns their results in sample order.
///
/// Random values are drawn from `generator` alone, on the calling thread,
/// in sample order: for sample i, a snapshot of the generator is taken,
/// then make_simulator(generator) and SetRandomContext(context, generator)
/// draw from it; only then does the simulation run (on a worker thread if
/// `parallelism` allows more than one). The results are therefore the same
/// whatever `parallelism` is, bit for bit, and the same as calling
/// RandomSimulation() for each sample in turn; the generator is left as
/// that sequence would leave it.
///
/// With more than one thread, at most parallelism.num_threads() simulators
/// exist at once (each made just before it runs and freed after), so the
/// memory per extra thread is one simulator and its context.
///
/// Thread safety: `make_simulator` and `generator` are used only on the
/// calling thread; each simulator is advanced and `output` evaluated on one
/// worker thread at a time, so `output` and anything the simulators share
/// must be safe to use concurrently.
///
/// @param make_simulator  see RandomSimulation().
/// @param output  see RandomSimulation().
/// @param final_time  the time (s) each simulation is advanced to.
/// @param num_samples  the number of simulations, ≥ 0.
/// @param generator  the source of randomness; if null, a default-seeded
///   generator is used (so calls without one repeat the same samples).
///   Pass the same generator to successive calls to get new samples.
/// @param parallelism  the number of simulations run at once (default:
///   one; `true` means Parallelism::Max()).
/// @throws if a sample fails (making its simulator, simulating or its
///   output throws), the exception of the lowest-numbered failed sample,
///   after the simulations already started have finished; no further
///   sample is started once a failure is seen.
std::vector<RandomSimulationResult> MonteCarloSimulation(
    const RandomSimulatorFactory& make_simulator,
    const ScalarSystemFunction& output, double final_time, int num_samples,
    RandomGenerator* generator = nullptr, Parallelism parallelism = false);

}  // namespace analysis
}  // namespace systems
}  // namespace drake
