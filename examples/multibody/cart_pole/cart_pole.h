#pragma once

/// @file
/// The cart-pole of examples/multibody/cart_pole/cart_pole.sdf as a
/// MultibodyPlant built in code, with a passive (energy-conserving)
/// simulation and LQR balancing at the upright.

#include <memory>

#include "drake/common/eigen_types.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/systems/primitives/affine_system.h"

namespace drake {
namespace examples {
namespace multibody {
namespace cart_pole {

/// Builds, in code, the plant that cart_pole.sdf describes (the SDFormat
/// parser may not read it yet), read off the file by hand:
/// - model instance "CartPole";
/// - body "Cart": mass 10 kg, center of mass at its origin, rotational
///   inertia 1e-20·I kg·m² (the file's stand-in for zero); at the model
///   origin;
/// - body "Pole": a point mass of 1 kg at its origin (inertia 1e-20·I
///   kg·m²), posed 0.5 m below the cart (pose 0 0 −0.5);
/// - prismatic joint "CartSlider" from the world to the cart along +x,
///   both joint frames at the cart's origin, actuated by actuator
///   "CartSlider" with no effort limit (SDFormat's default effort −1);
/// - revolute joint "PolePin" from the cart to the pole about −y; its frame
///   is 0.5 m above the pole (pose 0 0 0.5 in the pole frame), i.e. at the
///   cart's origin; not actuated (effort 0); no damping.
/// The state is x = [x_cart (m), θ (rad), ẋ_cart (m/s), θ̇ (rad/s)]. At
/// θ = 0 the pole hangs straight down; its position is
/// p_WPole = (x_cart + l sin θ, 0, −l cos θ) with l = 0.5 m.
/// `time_step` 0 makes a continuous plant. The plant is finalized.
std::unique_ptr<drake::multibody::MultibodyPlant<double>> MakeCartPolePlant(
    double time_step = 0.0);

/// The upright equilibrium x* = [0, π, 0, 0] (pole straight up, at rest,
/// zero cart force).
Eigen::Vector4d CartPoleUprightState();

/// An LQR controller f = −K (x − x*) for `plant` (from MakeCartPolePlant())
/// linearized at x* with f* = 0 through the actuation input port, with state
/// cost Q = diag(10, 10, 1, 1) and input cost R = [1]. It reads the plant
/// state (port 0, size 4) and outputs the cart force in N (port 0, size 1).
/// @throws std::exception if `plant` is not finalized or not a cart-pole
/// (2 positions, 2 velocities, 1 actuator).
std::unique_ptr<systems::AffineSystem<double>> MakeCartPoleBalancingLqr(
    const drake::multibody::MultibodyPlant<double>& plant);

/// What SimulatePassiveCartPole() reports.
struct CartPolePassiveSummary {
  /// The state at the end of the run.
  Eigen::Vector4d final_state;
  /// The total (kinetic + potential) energy at the start, in J.
  double initial_energy{};
  /// max over the samples of |E(t) − E(0)| / |E(0)|.
  double max_relative_energy_drift{};
  /// max over the samples of |p_x(t) − p_x(0)| in kg·m/s, where p_x is the
  /// system's horizontal linear momentum (no horizontal external force
  /// acts, so it is conserved too).
  double max_momentum_drift{};
};

/// Simulates the passive continuous cart-pole (zero cart force) from
/// x(0) = `x0` for `duration` seconds with the Runge-Kutta 5(4) integrator
/// at `target_accuracy`, sampling the energy and momentum every 10 ms.
/// @throws std::exception if `duration` is negative or `target_accuracy`
/// is not positive.
CartPolePassiveSummary SimulatePassiveCartPole(const Eigen::Vector4d& x0,
                                               double duration,
                                               double target_accuracy = 1e-10);

/// What SimulateCartPoleLqr() reports.
struct CartPoleLqrSummary {
  /// The state at the end of the run.
  Eigen::Vector4d final_state;
  /// ‖x(t_f) − x*‖∞ with θ − π wrapped to (−π, π].
  double final_deviation_from_upright{};
  /// max over the samples of |θ − π| (wrapped), in rad.
  double max_pole_deviation{};
  /// max over the samples of the commanded |f|, in N.
  double max_abs_force{};
};

/// Simulates the continuous cart-pole closed with MakeCartPoleBalancingLqr()
/// from x(0) = `x0` for `duration` seconds (RK3, target accuracy 1e-8),
/// sampling every 10 ms.
/// @throws std::exception if `duration` is negative.
CartPoleLqrSummary SimulateCartPoleLqr(const Eigen::Vector4d& x0,
                                       double duration);

}  // namespace cart_pole
}  // namespace multibody
}  // namespace examples
}  // namespace drake
