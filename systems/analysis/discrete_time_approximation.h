#pragma once

/// @file
/// DiscreteTimeApproximation(): a discrete-time system that samples a
/// continuous-time one with a zero-order hold on its input, exactly for
/// linear and affine systems (matrix exponential) and by numerical
/// integration for any other.

#include <memory>

#include "drake/common/default_scalars.h"
#include "drake/systems/analysis/simulator_config.h"
#include "drake/systems/framework/system.h"
#include "drake/systems/primitives/affine_system.h"
#include "drake/systems/primitives/linear_system.h"

namespace drake {
namespace systems {

/// The zero-order-hold discretization of a continuous-time LinearSystem
/// ẋ = Ax + Bu, y = Cx + Du with period h: x[n+1] = A_d x[n] + B_d u[n]
/// with A_d = e^{Ah} and B_d = ∫₀ʰ e^{Aτ} dτ B (exact for an input held
/// over each period), C and D unchanged. Throws std::logic_error if the
/// system is not continuous (its time_period() is not 0) or `time_period`
/// is not positive and finite.
template <typename T>
std::unique_ptr<LinearSystem<T>> DiscreteTimeApproximation(
    const LinearSystem<T>& linear_system, double time_period);

/// The zero-order-hold discretization of a continuous-time AffineSystem
/// ẋ = Ax + Bu + f₀: as for LinearSystem, with f₀_d = ∫₀ʰ e^{Aτ} dτ f₀, and
/// C, D, y₀ unchanged. Throws as the LinearSystem overload.
template <typename T>
std::unique_ptr<AffineSystem<T>> DiscreteTimeApproximation(
    const AffineSystem<T>& affine_system, double time_period);

/// The discretization of a general continuous-time system ẋ = f(t, x, u)
/// with a zero-order hold on its inputs: x[n+1] = x[n] + ∫ f(t, x(t), u[n])
/// dt over one period, integrated as `integrator_config` says
/// (integration_scheme, max_step_size, use_error_control, accuracy). The
/// result has the system's input and output ports (same names, types and
/// order; outputs are the system's outputs at the discrete state), its
/// numeric and abstract parameters, and one discrete state group initialized
/// to the system's default continuous state, updated every `time_period`
/// seconds from t = 0. Throws std::logic_error if `system` is null, has no
/// continuous state, has discrete or abstract state, if `time_period` is not
/// positive and finite, or if the scheme is unknown. The returned system
/// shares ownership of `system`. It does not support scalar conversion.
template <typename T>
std::unique_ptr<System<T>> DiscreteTimeApproximation(
    std::shared_ptr<const System<T>> system, double time_period,
    const SimulatorConfig& integrator_config = SimulatorConfig());

/// As above, without owning `system`, which must outlive the result.
template <typename T>
std::unique_ptr<System<T>> DiscreteTimeApproximation(
    const System<T>& system, double time_period,
    const SimulatorConfig& integrator_config = SimulatorConfig());

/// A temporary would not outlive the result.
template <typename T>
std::unique_ptr<System<T>> DiscreteTimeApproximation(
    System<T>&& system, double time_period,
    const SimulatorConfig& integrator_config = SimulatorConfig()) = delete;

}  // namespace systems
}  // namespace drake
