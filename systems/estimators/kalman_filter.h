#pragma once

/// @file
/// Steady-state Kalman filters: the optimal observer gain of a linear
/// system with Gaussian process and measurement noise, and Luenberger
/// observers built with it.

#include <memory>

#include <Eigen/Dense>

#include "drake/systems/estimators/luenberger_observer.h"
#include "drake/systems/primitives/linear_system.h"

namespace drake {
namespace systems {
namespace estimators {

/// The steady-state Kalman gain L of the continuous-time linear system
///     ẋ = A x + B u + w,   y = C x + D u + v,
/// with w and v independent zero-mean Gaussian white noises of covariances
/// W = E[wwᵀ] and V = E[vvᵀ]. The observer is
///     dx̂/dt = A x̂ + B u + L (y − C x̂ − D u),
/// with L = P Cᵀ V⁻¹ where P (the steady-state error covariance) is the
/// stabilizing solution of the dual (filter) Riccati equation
///     A P + P Aᵀ − P Cᵀ V⁻¹ C P + W = 0.
///
/// @param A n × n.
/// @param C p × n.
/// @param W n × n, symmetric positive semidefinite.
/// @param V p × p, symmetric positive definite.
/// @returns L, n × p.
/// @throws std::logic_error if a size is wrong, if V is not symmetric
///   positive definite, or W not symmetric positive semidefinite (the
///   message names the argument).
/// @throws std::runtime_error if no stabilizing solution exists (e.g.
///   (A, C) is not detectable).
Eigen::MatrixXd SteadyStateKalmanFilter(
    const Eigen::Ref<const Eigen::MatrixXd>& A,
    const Eigen::Ref<const Eigen::MatrixXd>& C,
    const Eigen::Ref<const Eigen::MatrixXd>& W,
    const Eigen::Ref<const Eigen::MatrixXd>& V);

/// The steady-state Kalman gain L of the discrete-time linear system
///     x[n+1] = A x[n] + B u[n] + w,   y[n] = C x[n] + D u[n] + v,
/// (W = E[wwᵀ], V = E[vvᵀ]) for the observer in predictor form
///     x̂[n+1] = A x̂[n] + B u[n] + L (y[n] − C x̂[n] − D u[n]):
/// L = A P Cᵀ (C P Cᵀ + V)⁻¹, where P is the stabilizing solution of
///     P = A P Aᵀ − A P Cᵀ (C P Cᵀ + V)⁻¹ C P Aᵀ + W.
///
/// Arguments, sizes and exceptions as SteadyStateKalmanFilter().
Eigen::MatrixXd DiscreteTimeSteadyStateKalmanFilter(
    const Eigen::Ref<const Eigen::MatrixXd>& A,
    const Eigen::Ref<const Eigen::MatrixXd>& C,
    const Eigen::Ref<const Eigen::MatrixXd>& W,
    const Eigen::Ref<const Eigen::MatrixXd>& V);

/// A LuenbergerObserver of `system` (shared with the observer) with the
/// steady-state Kalman gain: SteadyStateKalmanFilter() of (A, C, W, V) if
/// the system is continuous, DiscreteTimeSteadyStateKalmanFilter() if it is
/// discrete. The observer uses the system's default context.
/// @throws std::logic_error if `system` is null, and as the gain functions.
std::unique_ptr<LuenbergerObserver<double>> SteadyStateKalmanFilter(
    std::shared_ptr<const LinearSystem<double>> system,
    const Eigen::Ref<const Eigen::MatrixXd>& W,
    const Eigen::Ref<const Eigen::MatrixXd>& V);

/// A LuenbergerObserver of the (possibly nonlinear) `system`, shared with
/// the observer, with the steady-state Kalman gain of its linearization
/// (Linearize()) about `context`, continuous or discrete as the system is:
///     dx̂/dt = f(x̂,u) + L (y − g(x̂,u))   or
///     x̂[n+1] = f(x̂[n],u[n]) + L (y[n] − g(x̂[n],u[n])).
/// `context` should hold an equilibrium (x₀, u₀), with u₀ fixed on the
/// input port if there is one, and the parameters to use; the observer
/// keeps a copy of it.
/// @throws std::logic_error if `system` is null, has no state (nothing to
///   estimate) or not exactly one output port, as Linearize(), and as the
///   gain functions.
std::unique_ptr<LuenbergerObserver<double>> SteadyStateKalmanFilter(
    std::shared_ptr<const System<double>> system,
    const Context<double>& context, const Eigen::Ref<const Eigen::MatrixXd>& W,
    const Eigen::Ref<const Eigen::MatrixXd>& V);

}  // namespace estimators
}  // namespace systems
}  // namespace drake
