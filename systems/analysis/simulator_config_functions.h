#pragma once

/// @file
/// Functions that apply a SimulatorConfig to a Simulator, read one back,
/// and make integrators by scheme name.

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "drake/common/default_scalars.h"
#include "drake/systems/analysis/integrator_base.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/analysis/simulator_config.h"

namespace drake {
namespace systems {

/// Replaces `simulator`'s integrator with a new one of the named scheme
/// (one of GetIntegrationSchemes()), with maximum step size
/// `max_step_size` (seconds; the step size for fixed-step schemes).
/// Returns the new integrator. Throws std::logic_error for an unknown
/// scheme, listing the known ones.
template <typename T>
IntegratorBase<T>& ResetIntegratorFromFlags(Simulator<T>* simulator,
                                            const std::string& scheme,
                                            const T& max_step_size);

/// The same as ResetIntegratorFromFlags() (a descriptive alias).
template <typename T>
IntegratorBase<T>& ResetIntegratorFromIntegrationScheme(
    Simulator<T>* simulator, const std::string& scheme,
    const T& max_step_size) {
  return ResetIntegratorFromFlags(simulator, scheme, max_step_size);
}

/// The names of the integration schemes ResetIntegratorFromFlags() knows,
/// sorted: "bogacki_shampine3", "explicit_euler", "implicit_euler",
/// "radau1", "radau3", "runge_kutta2", "runge_kutta3", "runge_kutta5",
/// "semi_explicit_euler", "velocity_implicit_euler" (Drake's list).
const std::vector<std::string>& GetIntegrationSchemes();

/// Sets `simulator`'s integrator (scheme, maximum step, error control and
/// accuracy), its context's time (start_time), target realtime rate, and
/// publishing at every step and at initialization, from `config`. The accuracy
/// is set whenever the scheme estimates its error (it also sets witness
/// isolation in fixed-step mode); use_error_control is ignored for schemes
/// without error estimation, which always take fixed steps. Throws
/// std::logic_error for an unknown scheme.
template <typename T>
void ApplySimulatorConfig(const SimulatorConfig& config,
                          Simulator<T>* simulator);

/// Reads `simulator`'s settings back as a SimulatorConfig; start_time is
/// the context's current time. For a scheme
/// without error estimation, use_error_control is false and accuracy 0.
/// Throws std::logic_error if the integrator is not one of the known
/// schemes.
template <typename T>
SimulatorConfig ExtractSimulatorConfig(const Simulator<T>& simulator);

/// A new integrator of `system` per the integrator settings of `config`
/// (integration_scheme, max_step_size, use_error_control and accuracy),
/// with no context yet (see IntegratorBase::reset_context()). The
/// integrator keeps a reference to `system`, which must outlive it. Throws
/// std::exception if `system` is null or the scheme is unknown (listing
/// the known ones).
template <typename T>
std::unique_ptr<IntegratorBase<T>> CreateIntegratorFromConfig(
    const System<T>* system, const SimulatorConfig& config);

/// Whether `integration_scheme` supports the scalar type T (every scheme
/// here supports double and AutoDiffXd). Throws std::exception if the
/// scheme is unknown.
template <typename T>
bool IsScalarTypeSupportedByIntegrator(std::string_view integration_scheme);

}  // namespace systems
}  // namespace drake
