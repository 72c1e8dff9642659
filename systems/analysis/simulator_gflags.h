#pragma once

/// @file
/// Command-line flags (gflags) that configure a Simulator, for programs
/// with a main() function, as Drake's: --simulator_integration_scheme,
/// --simulator_max_time_step, --simulator_accuracy,
/// --simulator_use_error_control, --simulator_target_realtime_rate and
/// --simulator_start_time, each defaulting to SimulatorConfig's default.
///
/// The flags and functions live in their own library (CMake target
/// drake::drake_simulator_gflags, which links gflags), not in drake::drake,
/// so that only programs that include this header define the flags.

#include <memory>

#include <gflags/gflags.h>

#include "drake/systems/analysis/integrator_base.h"
#include "drake/systems/analysis/simulator.h"

DECLARE_string(simulator_integration_scheme);
DECLARE_double(simulator_max_time_step);
DECLARE_double(simulator_accuracy);
DECLARE_bool(simulator_use_error_control);
DECLARE_double(simulator_target_realtime_rate);
DECLARE_double(simulator_start_time);

namespace drake {
namespace systems {
namespace internal {

/// Replaces `simulator`'s integrator with the scheme of
/// --simulator_integration_scheme at --simulator_max_time_step, turns error
/// control on or off per --simulator_use_error_control (when the scheme has
/// it) and sets --simulator_accuracy (in error-controlled mode; in fixed-step
/// mode a changed accuracy flag is logged as ignored). Returns the new
/// integrator. Throws std::exception if `simulator` is null or the scheme is
/// unknown (the message lists the known ones).
template <typename T>
IntegratorBase<T>& ResetIntegratorFromGflags(Simulator<T>* simulator);

/// A Simulator of `system` (with `context`, or a default one) configured by
/// the flags through ApplySimulatorConfig(). Throws as ApplySimulatorConfig().
template <typename T>
std::unique_ptr<Simulator<T>> MakeSimulatorFromGflags(
    const System<T>& system, std::unique_ptr<Context<T>> context = nullptr);

}  // namespace internal
}  // namespace systems
}  // namespace drake
