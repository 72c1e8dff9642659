#include "drake/systems/analysis/monte_carlo.h"

#include <algorithm>
#include <condition_variable>
#include <deque>
#include <exception>
#include <mutex>
#include <thread>
#include <utility>

#include "drake/common/drake_assert.h"
#include "drake/common/drake_throw.h"

namespace drake {
namespace systems {
namespace analysis {
namespace {

// A sample whose random values are drawn, ready to be advanced.
struct PreparedSample {
  int index{};
  std::shared_ptr<Simulator<double>> simulator;
};

// Draws sample `index` from `generator`: records the snapshot in
// `results[index]`, makes the simulator and draws its context.
PreparedSample Prepare(const RandomSimulatorFactory& make_simulator,
                       RandomGenerator* generator, int index,
                       std::vector<RandomSimulationResult>* results) {
  (*results)[index] = RandomSimulationResult(*generator);
  PreparedSample prepared{index, make_simulator(generator)};
  DRAKE_THROW_UNLESS(prepared.simulator != nullptr);
  prepared.simulator->get_system().SetRandomContext(
      &prepared.simulator->get_mutable_context(), generator);
  return prepared;
}

double Finish(Simulator<double>* simulator, const ScalarSystemFunction& output,
              double final_time) {
  simulator->AdvanceTo(final_time);
  return output(simulator->get_system(), simulator->get_context());
}

std::vector<RandomSimulationResult> RunSerial(
    const RandomSimulatorFactory& make_simulator,
    const ScalarSystemFunction& output, double final_time, int num_samples,
    RandomGenerator* generator) {
  std::vector<RandomSimulationResult> results(
      num_samples, RandomSimulationResult(RandomGenerator()));
  for (int i = 0; i < num_samples; ++i) {
    PreparedSample sample = Prepare(make_simulator, generator, i, &results);
    results[i].output = Finish(sample.simulator.get(), output, final_time);
  }
  return results;
}

// The calling thread draws and makes each simulator in sample order and
// hands it to a pool of workers; at most `num_threads` simulators exist at
// once (queued or running).
std::vector<RandomSimulationResult> RunParallel(
    const RandomSimulatorFactory& make_simulator,
    const ScalarSystemFunction& output, double final_time, int num_samples,
    RandomGenerator* generator, int num_threads) {
  std::vector<RandomSimulationResult> results(
      num_samples, RandomSimulationResult(RandomGenerator()));
  std::vector<std::exception_ptr> errors(num_samples);

  std::mutex mutex;
  std::condition_variable work_ready;  // Workers wait on it.
  std::condition_variable slot_free;   // The calling thread waits on it.
  std::deque<PreparedSample> queue;
  int in_flight = 0;  // Queued or running.
  bool no_more_work = false;
  bool failed = false;

  const auto work = [&]() {
    while (true) {
      PreparedSample sample;
      {
        std::unique_lock<std::mutex> lock(mutex);
        work_ready.wait(lock, [&] { return !queue.empty() || no_more_work; });
        if (queue.empty()) return;
        sample = std::move(queue.front());
        queue.pop_front();
      }
      std::exception_ptr error;
      double value = 0.0;
      try {
        value = Finish(sample.simulator.get(), output, final_time);
      } catch (...) {
        error = std::current_exception();
      }
      // Free the simulator before taking a new one.
      sample.simulator.reset();
      {
        std::lock_guard<std::mutex> lock(mutex);
        // (Each sample's slots are written by one worker only.)
        results[sample.index].output = value;
        errors[sample.index] = error;
        failed = failed || (error != nullptr);
        --in_flight;
      }
      slot_free.notify_one();
    }
  };

  const int num_workers = std::min(num_threads, num_samples);
  std::vector<std::thread> workers;
  workers.reserve(num_workers);
  for (int i = 0; i < num_workers; ++i) workers.emplace_back(work);

  std::exception_ptr prepare_error;
  for (int i = 0; i < num_samples; ++i) {
    {
      std::unique_lock<std::mutex> lock(mutex);
      slot_free.wait(lock, [&] { return in_flight < num_threads || failed; });
      if (failed) break;
    }
    PreparedSample sample;
    try {
      sample = Prepare(make_simulator, generator, i, &results);
    } catch (...) {
      prepare_error = std::current_exception();
      break;
    }
    {
      std::lock_guard<std::mutex> lock(mutex);
      queue.push_back(std::move(sample));
      ++in_flight;
    }
    work_ready.notify_one();
  }
  {
    std::lock_guard<std::mutex> lock(mutex);
    no_more_work = true;
  }
  work_ready.notify_all();
  for (std::thread& worker : workers) worker.join();

  // Samples before a failed preparation were all started; rethrow the
  // lowest-numbered failure.
  for (const std::exception_ptr& error : errors) {
    if (error != nullptr) std::rethrow_exception(error);
  }
  if (prepare_error != nullptr) std::rethrow_exception(prepare_error);
  return results;
}

}  // namespace

double RandomSimulation(const RandomSimulatorFactory& make_simulator,
                        const ScalarSystemFunction& output, double final_time,
                        RandomGenerator* generator) {
  DRAKE_THROW_UNLESS(generator != nullptr);
  std::shared_ptr<Simulator<double>> simulator = make_simulator(generator);
  DRAKE_THROW_UNLESS(simulator != nullptr);
  simulator->get_system().SetRandomContext(&simulator->get_mutable_context(),
                                           generator);
  return Finish(simulator.get(), output, final_time);
}

std::vector<RandomSimulationResult> MonteCarloSimulation(
    const RandomSimulatorFactory& make_simulator,
    const ScalarSystemFunction& output, double final_time, int num_samples,
    RandomGenerator* generator, Parallelism parallelism) {
  DRAKE_THROW_UNLESS(num_samples >= 0);
  RandomGenerator default_generator;
  if (generator == nullptr) generator = &default_generator;
  if (parallelism.num_threads() > 1 && num_samples > 1) {
    return RunParallel(make_simulator, output, final_time, num_samples,
                       generator, parallelism.num_threads());
  }
  return RunSerial(make_simulator, output, final_time, num_samples, generator);
}

}  // namespace analysis
}  // namespace systems
}  // namespace drake
