#pragma once

/// @file
/// Finite-horizon linear quadratic regulators: the time-varying optimal
/// controller and cost-to-go of a System linearized about nominal
/// trajectories, from the Riccati differential equation (continuous time,
/// integrated backwards with a Simulator) or difference equation (discrete
/// time).

#include <memory>
#include <optional>
#include <variant>

#include "drake/common/copyable_unique_ptr.h"
#include "drake/common/eigen_types.h"
#include "drake/common/trajectories/piecewise_polynomial.h"
#include "drake/common/trajectories/trajectory.h"
#include "drake/systems/analysis/simulator_config.h"
#include "drake/systems/framework/context.h"
#include "drake/systems/framework/framework_common.h"
#include "drake/systems/framework/system.h"

namespace drake {
namespace systems {
namespace controllers {

/// The optional arguments of FiniteHorizonLinearQuadraticRegulator().
/// Trajectories are borrowed (not copied): they must outlive the call.
struct FiniteHorizonLinearQuadraticRegulatorOptions {
  FiniteHorizonLinearQuadraticRegulatorOptions() = default;

  /// Final cost (x(tf)−xd(tf))ᵀ·Qf·(x(tf)−xd(tf)); n × n, symmetric
  /// positive semi-definite (definite for the square-root method). Unset:
  /// zero.
  std::optional<Eigen::MatrixXd> Qf;

  /// Cross term 2(x−xd)ᵀ·N·(u−ud) of the running cost; n × m. Unset: zero.
  std::optional<Eigen::MatrixXd> N;

  /// Nominal state x₀(t) the system is linearized about; must cover
  /// [t0, tf] (and have a derivative, continuous time). Null: the constant
  /// state in the context.
  const trajectories::Trajectory<double>* x0{nullptr};

  /// Nominal input u₀(t); must cover [t0, tf]. Null: the constant value of
  /// the input port in the context.
  const trajectories::Trajectory<double>* u0{nullptr};

  /// Desired state xd(t) of the cost. Null: x₀(t).
  const trajectories::Trajectory<double>* xd{nullptr};

  /// Desired input ud(t) of the cost. Null: u₀(t).
  const trajectories::Trajectory<double>* ud{nullptr};

  /// The (vector-valued) input port u of the design.
  std::variant<systems::InputPortSelection, InputPortIndex> input_port_index{
      systems::InputPortSelection::kUseFirstInputIfItExists};

  /// Integrates a factor P of S = P·Pᵀ instead of S (continuous time only;
  /// requires Qf set and symmetric positive definite).
  bool use_square_root_method{false};

  /// The Simulator (integrator, accuracy, step) that integrates the Riccati
  /// differential equation backwards in time (continuous time only).
  SimulatorConfig simulator_config{};
};

/// The result of FiniteHorizonLinearQuadraticRegulator(). With x̃ = x − x₀(t)
/// the cost-to-go is x̃ᵀ·S(t)·x̃ + 2x̃ᵀ·sx(t) + s0(t) and the optimal input
/// u = u₀(t) − K(t)·x̃ − k0(t) (continuous time: PiecewisePolynomial
/// trajectories over [t0, tf], K and k0 cubic per segment of S; discrete
/// time: DiscreteTimeTrajectory samples at t0, t0+h, ..., with K and k0
/// ending one period before tf).
struct FiniteHorizonLinearQuadraticRegulatorResult {
  copyable_unique_ptr<trajectories::Trajectory<double>> x0;
  copyable_unique_ptr<trajectories::Trajectory<double>> u0;
  /// m × n gain.
  copyable_unique_ptr<trajectories::Trajectory<double>> K;
  /// n × n cost-to-go matrix.
  copyable_unique_ptr<trajectories::Trajectory<double>> S;
  /// m × 1 input offset.
  copyable_unique_ptr<trajectories::Trajectory<double>> k0;
  /// n × 1 linear cost-to-go term (note the factor 2 above).
  copyable_unique_ptr<trajectories::Trajectory<double>> sx;
  /// 1 × 1 constant cost-to-go term.
  copyable_unique_ptr<trajectories::Trajectory<double>> s0;
};

/// Solves the finite-horizon LQR on [t0, tf] for `system` linearized about
/// x₀(t), u₀(t): minimize (x(tf)−xd)ᵀQf(x(tf)−xd) + ∫ (x−xd)ᵀQ(x−xd) +
/// (u−ud)ᵀR(u−ud) + 2(x−xd)ᵀN(u−ud) dt subject to
/// ẋ − ẋ₀ = A(t)(x−x₀) + B(t)(u−u₀) + c(t), with A, B the Jacobians of the
/// dynamics at (x₀(t), u₀(t)) (by AutoDiffXd) and c = f(t, x₀, u₀) − ẋ₀.
/// Continuous time: −Ṡ = SA + AᵀS − (N + SB)R⁻¹(N + SB)ᵀ + Q, S(tf) = Qf,
/// integrated backwards by a Simulator (options.simulator_config) with
/// dense output. Discrete time (one discrete group updated by one periodic
/// event of period h; t0 and tf on its sample times): the Riccati
/// difference equation, sum over n of the running cost.
///
/// `context` gives the time, parameters, the constant nominal state and
/// input (when options.x0/u0 are null), and values of other input ports.
/// @throws std::exception if the system has neither only continuous nor
///   only discrete (one group, one periodic update) state, has no input
///   port or the selected one is abstract or has no value, tf <= t0, a
///   matrix has the wrong size (named), Q or Qf is not symmetric positive
///   semi-definite, R is not symmetric positive definite, a trajectory does
///   not cover [t0, tf] or has the wrong size, the square-root method is
///   asked without a positive definite Qf or for a discrete-time system,
///   or the system does not support AutoDiffXd.
FiniteHorizonLinearQuadraticRegulatorResult
FiniteHorizonLinearQuadraticRegulator(
    const System<double>& system, const Context<double>& context, double t0,
    double tf, const Eigen::Ref<const Eigen::MatrixXd>& Q,
    const Eigen::Ref<const Eigen::MatrixXd>& R,
    const FiniteHorizonLinearQuadraticRegulatorOptions& options =
        FiniteHorizonLinearQuadraticRegulatorOptions());

/// The controller of FiniteHorizonLinearQuadraticRegulator() as a System:
/// input "plant_state" (n), output "command" (m) =
/// u₀(t) − K(t)(x − x₀(t)) − k0(t) at the context's time (double and
/// AutoDiffXd; the trajectories stay double). For a discrete-time design
/// the time must be one of the sample times (connect a ZeroOrderHold).
/// @throws std::exception as FiniteHorizonLinearQuadraticRegulator().
std::unique_ptr<System<double>> MakeFiniteHorizonLinearQuadraticRegulator(
    const System<double>& system, const Context<double>& context, double t0,
    double tf, const Eigen::Ref<const Eigen::MatrixXd>& Q,
    const Eigen::Ref<const Eigen::MatrixXd>& R,
    const FiniteHorizonLinearQuadraticRegulatorOptions& options =
        FiniteHorizonLinearQuadraticRegulatorOptions());

}  // namespace controllers
}  // namespace systems
}  // namespace drake
