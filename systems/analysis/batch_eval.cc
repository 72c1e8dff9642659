#include "drake/systems/analysis/batch_eval.h"

#include <algorithm>
#include <exception>
#include <memory>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include <fmt/format.h>

namespace drake {
namespace systems {
namespace {

// Checks the shapes shared by both batch functions; returns the selected
// input port (nullptr if none).
template <typename T>
const InputPort<T>* CheckBatchArguments(
    const char* api, const System<T>& system, const Context<T>& context,
    const Eigen::Ref<const RowVectorX<T>>& times,
    const Eigen::Ref<const MatrixX<T>>& states, int state_size,
    const char* state_kind, const Eigen::Ref<const MatrixX<T>>& inputs,
    std::variant<InputPortSelection, InputPortIndex> input_port_index) {
  system.ValidateContext(context);
  const auto num_evals = times.cols();
  if (states.rows() != state_size || states.cols() != num_evals) {
    throw std::logic_error(fmt::format(
        "{}(): System {}: `states` is {}×{}; expected {}×{} (the {} size × the "
        "number of times).",
        api, system.GetSystemPathname(), states.rows(), states.cols(),
        state_size, num_evals, state_kind));
  }
  const InputPort<T>* port = system.get_input_port_selection(input_port_index);
  if (port != nullptr) {
    if (port->get_data_type() != kVectorValued) {
      throw std::logic_error(
          fmt::format("{}(): input port {} of System {} is abstract-valued; a "
                      "vector-valued "
                      "port is required.",
                      api, port->get_name(), system.GetSystemPathname()));
    }
    if (inputs.rows() != port->size() || inputs.cols() != num_evals) {
      throw std::logic_error(fmt::format(
          "{}(): System {}: `inputs` is {}×{}; expected {}×{} (the size of "
          "input port {} × the number of times).",
          api, system.GetSystemPathname(), inputs.rows(), inputs.cols(),
          port->size(), num_evals, port->get_name()));
    }
  }
  return port;
}

// Runs eval(context, i) for every i in [0, num_evals) on up to num_threads
// threads, each with its own clone of `context` and a contiguous block of
// columns. Rethrows the exception of the lowest failing column.
template <typename T, typename Eval>
void RunInParallel(const Context<T>& context, int num_evals, int num_threads,
                   const Eval& eval) {
  const int workers = std::max(1, std::min(num_threads, num_evals));
  std::vector<std::exception_ptr> errors(workers);
  auto work = [&](int worker) {
    const int begin = static_cast<int>(int64_t{num_evals} * worker / workers);
    const int end =
        static_cast<int>(int64_t{num_evals} * (worker + 1) / workers);
    try {
      std::unique_ptr<Context<T>> clone = context.Clone();
      for (int i = begin; i < end; ++i) eval(clone.get(), i);
    } catch (...) {
      errors[worker] = std::current_exception();
    }
  };
  if (workers == 1) {
    work(0);
  } else {
    std::vector<std::thread> threads;
    threads.reserve(workers);
    for (int w = 0; w < workers; ++w) threads.emplace_back(work, w);
    for (std::thread& thread : threads) thread.join();
  }
  // Blocks are in column order, so the first failed block holds the lowest
  // failing column.
  for (int w = 0; w < workers; ++w) {
    if (errors[w] != nullptr) std::rethrow_exception(errors[w]);
  }
}

}  // namespace

template <typename T>
MatrixX<T> BatchEvalUniquePeriodicDiscreteUpdate(
    const System<T>& system, const Context<T>& context,
    const Eigen::Ref<const RowVectorX<T>>& times,
    const Eigen::Ref<const MatrixX<T>>& states,
    const Eigen::Ref<const MatrixX<T>>& inputs, int num_time_steps,
    std::variant<InputPortSelection, InputPortIndex> input_port_index,
    Parallelism parallelize) {
  const char* const api = "BatchEvalUniquePeriodicDiscreteUpdate";
  double time_step = 0.0;
  if (!system.IsDifferenceEquationSystem(&time_step)) {
    throw std::logic_error(fmt::format(
        "{}(): System {} is not a difference equation system (one discrete "
        "state group, no continuous or abstract state, and one periodic "
        "discrete update timing); see IsDifferenceEquationSystem().",
        api, system.GetSystemPathname()));
  }
  if (num_time_steps < 1) {
    throw std::logic_error(
        fmt::format("{}(): num_time_steps must be at least 1, not {}.", api,
                    num_time_steps));
  }
  const int state_size = context.get_discrete_state(0).size();
  const InputPort<T>* port =
      CheckBatchArguments(api, system, context, times, states, state_size,
                          "discrete state", inputs, input_port_index);
  const int num_evals = static_cast<int>(times.cols());
  MatrixX<T> next_states(states.rows(), num_evals);
  RunInParallel(context, num_evals, parallelize.num_threads(),
                [&](Context<T>* sample, int i) {
                  if (port != nullptr) {
                    port->FixValue(sample, VectorX<T>(inputs.col(i)));
                  }
                  VectorX<T> x = states.col(i);
                  for (int step = 0; step < num_time_steps; ++step) {
                    sample->SetTime(times(i) + step * time_step);
                    sample->SetDiscreteState(x);
                    x = system.EvalUniquePeriodicDiscreteUpdate(*sample)
                            .get_vector(0)
                            .get_value();
                  }
                  next_states.col(i) = x;
                });
  return next_states;
}

template <typename T>
MatrixX<T> BatchEvalTimeDerivatives(
    const System<T>& system, const Context<T>& context,
    const Eigen::Ref<const RowVectorX<T>>& times,
    const Eigen::Ref<const MatrixX<T>>& states,
    const Eigen::Ref<const MatrixX<T>>& inputs,
    std::variant<InputPortSelection, InputPortIndex> input_port_index,
    Parallelism parallelize) {
  const char* const api = "BatchEvalTimeDerivatives";
  const InputPort<T>* port = CheckBatchArguments(
      api, system, context, times, states, system.num_continuous_states(),
      "continuous state", inputs, input_port_index);
  const int num_evals = static_cast<int>(times.cols());
  MatrixX<T> derivatives(states.rows(), num_evals);
  RunInParallel(context, num_evals, parallelize.num_threads(),
                [&](Context<T>* sample, int i) {
                  if (port != nullptr) {
                    port->FixValue(sample, VectorX<T>(inputs.col(i)));
                  }
                  sample->SetTimeAndContinuousState(times(i), states.col(i));
                  derivatives.col(i) =
                      system.EvalTimeDerivatives(*sample).CopyToVector();
                });
  return derivatives;
}

// Explicit instantiations for double and AutoDiffXd.
#define MALLARD_INSTANTIATE_BATCH_EVAL(T)                             \
  template MatrixX<T> BatchEvalUniquePeriodicDiscreteUpdate<T>(       \
      const System<T>&, const Context<T>&,                            \
      const Eigen::Ref<const RowVectorX<T>>&,                         \
      const Eigen::Ref<const MatrixX<T>>&,                            \
      const Eigen::Ref<const MatrixX<T>>&, int,                       \
      std::variant<InputPortSelection, InputPortIndex>, Parallelism); \
  template MatrixX<T> BatchEvalTimeDerivatives<T>(                    \
      const System<T>&, const Context<T>&,                            \
      const Eigen::Ref<const RowVectorX<T>>&,                         \
      const Eigen::Ref<const MatrixX<T>>&,                            \
      const Eigen::Ref<const MatrixX<T>>&,                            \
      std::variant<InputPortSelection, InputPortIndex>, Parallelism);
MALLARD_INSTANTIATE_BATCH_EVAL(double)
MALLARD_INSTANTIATE_BATCH_EVAL(AutoDiffXd)
#undef MALLARD_INSTANTIATE_BATCH_EVAL

}  // namespace systems
}  // namespace drake
