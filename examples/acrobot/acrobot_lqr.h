#pragma once

/// @file
/// LQR balancing of the acrobot (examples/acrobot/Acrobot.urdf) at its
/// upright equilibrium, on a continuous MultibodyPlant.

#include <memory>

#include "drake/common/eigen_types.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/systems/primitives/affine_system.h"

namespace drake {
namespace examples {
namespace acrobot {

/// A finalized MultibodyPlant of examples/acrobot/Acrobot.urdf: the base
/// welded to the world, the passive "shoulder" and the actuated "elbow"
/// revolute joints about +y, each with damping 0.1 N·m·s/rad. The state is
/// x = [θ₁ (shoulder), θ₂ (elbow), θ̇₁, θ̇₂] (rad, rad/s); at x = 0 both links
/// hang straight down. `time_step` 0 makes a continuous plant.
/// @throws std::exception if the model file cannot be found or parsed.
std::unique_ptr<multibody::MultibodyPlant<double>> MakeAcrobotPlant(
    double time_step = 0.0);

/// The upright equilibrium x* = [π, 0, 0, 0]: both links point straight up,
/// gravity exerts no torque about either joint and the elbow torque is 0.
Eigen::Vector4d AcrobotUprightState();

/// An LQR controller u = −K (x − x*) for `plant` (a plant made by
/// MakeAcrobotPlant()) linearized at x* with u* = 0 through the plant's
/// actuation input port, with the state cost Q = diag(10, 10, 1, 1) and the
/// input cost R = [1]. The result reads the plant state (port 0, size 4)
/// and outputs the elbow torque in N·m (port 0, size 1).
/// @throws std::exception if `plant` is not finalized or not the acrobot.
std::unique_ptr<systems::AffineSystem<double>> MakeAcrobotBalancingLqr(
    const multibody::MultibodyPlant<double>& plant);

/// What SimulateAcrobot() reports.
struct AcrobotSimulationSummary {
  /// The state at the end of the run.
  Eigen::Vector4d final_state;
  /// ‖x(t_f) − x*‖∞ with the two angles wrapped to (−π, π].
  double final_deviation_from_upright{};
  /// The largest |θ₁ − π| (wrapped to [0, π]) over the samples of the run:
  /// how far the upper link leaned away from upright, in rad.
  double max_shoulder_deviation{};
  /// The largest |u| commanded over the samples (0 without the controller).
  double max_abs_torque{};
};

/// Simulates the continuous acrobot plant from x(0) = `x0` for `duration`
/// seconds (RK3, target accuracy 1e-8), either closed with
/// MakeAcrobotBalancingLqr() (`with_lqr`) or passive (elbow torque fixed to
/// zero), sampling the state every 10 ms.
/// @throws std::exception if `duration` is negative.
AcrobotSimulationSummary SimulateAcrobot(const Eigen::Vector4d& x0,
                                         double duration, bool with_lqr);

}  // namespace acrobot
}  // namespace examples
}  // namespace drake
