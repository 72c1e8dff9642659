#pragma once

/// @file
/// Evaluating a system's dynamics at many (time, state, input) samples at
/// once, on threads: BatchEvalUniquePeriodicDiscreteUpdate() for difference
/// equations and BatchEvalTimeDerivatives() for differential equations.

#include <variant>

#include "drake/common/default_scalars.h"
#include "drake/common/eigen_types.h"
#include "drake/common/parallelism.h"
#include "drake/systems/framework/context.h"
#include "drake/systems/framework/framework_common.h"
#include "drake/systems/framework/system.h"

namespace drake {
namespace systems {

/// The next state of the difference equation `system` for every column i
/// of `times`, `states` and `inputs`: starting from states.col(i) at
/// times(i) with the input fixed to inputs.col(i), the unique periodic
/// discrete update (System::EvalUniquePeriodicDiscreteUpdate()) is applied
/// `num_time_steps` times, time advancing by the period reported by
/// System::IsDifferenceEquationSystem() each step. Parameters (and anything
/// else not set here) come from `context`, which is not changed (each
/// thread works on its own clone).
///
/// @param input_port_index the vector input port fed by `inputs` (the first
/// input, if any, by default); with kNoInput (or no input port) `inputs` is
/// ignored.
/// @param parallelize the number of threads.
/// @returns a matrix with one next state per column.
/// @throws std::exception if `system.IsDifferenceEquationSystem()` is
/// false, `context` is not the system's, the shapes disagree (states:
/// the discrete state's size × N; times: 1 × N; inputs: the port's size × N),
/// the port is not vector-valued, or num_time_steps < 1. An exception from
/// the system is rethrown (the one of the lowest column, if several).
template <typename T>
MatrixX<T> BatchEvalUniquePeriodicDiscreteUpdate(
    const System<T>& system, const Context<T>& context,
    const Eigen::Ref<const RowVectorX<T>>& times,
    const Eigen::Ref<const MatrixX<T>>& states,
    const Eigen::Ref<const MatrixX<T>>& inputs, int num_time_steps = 1,
    std::variant<InputPortSelection, InputPortIndex> input_port_index =
        InputPortSelection::kUseFirstInputIfItExists,
    Parallelism parallelize = Parallelism::Max());

/// The time derivatives of `system`'s continuous state for every column i
/// of `times`, `states` and `inputs` (time times(i), continuous state
/// states.col(i), input inputs.col(i)). Discrete and abstract state and
/// parameters come from `context`, which is not changed.
///
/// @returns a matrix with one derivative vector per column.
/// @throws std::exception if `context` is not the system's, the shapes
/// disagree (states: num_continuous_states() × N; times: 1 × N; inputs: the
/// port's size × N) or the port is not vector-valued. An exception from the
/// system is rethrown (the one of the lowest column, if several).
template <typename T>
MatrixX<T> BatchEvalTimeDerivatives(
    const System<T>& system, const Context<T>& context,
    const Eigen::Ref<const RowVectorX<T>>& times,
    const Eigen::Ref<const MatrixX<T>>& states,
    const Eigen::Ref<const MatrixX<T>>& inputs,
    std::variant<InputPortSelection, InputPortIndex> input_port_index =
        InputPortSelection::kUseFirstInputIfItExists,
    Parallelism parallelize = Parallelism::Max());

}  // namespace systems
}  // namespace drake
