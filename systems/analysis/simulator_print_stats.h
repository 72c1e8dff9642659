#pragma once

/// @file
/// PrintSimulatorStatistics(): prints a Simulator's and its integrator's
/// statistics to standard output.

#include "drake/systems/analysis/simulator.h"

namespace drake {
namespace systems {

/// Prints the simulator's counters (steps, publishes, discrete and
/// unrestricted updates) and its integrator's statistics (steps, step
/// sizes, derivative evaluations and, for error control, step shrinkages;
/// for an ImplicitIntegrator also its Jacobian, factorization and Newton
/// counts, split between the integrator and its error estimator) to
/// standard output.
template <typename T>
void PrintSimulatorStatistics(const Simulator<T>& simulator);

}  // namespace systems
}  // namespace drake
