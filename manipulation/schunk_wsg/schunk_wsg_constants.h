#pragma once

/// @file
/// Constants of the Schunk WSG 50 gripper model (two independent prismatic
/// fingers) and the systems that map the plant's finger state and forces to
/// the gripper's (Drake's
/// drake/manipulation/schunk_wsg/schunk_wsg_constants.h).

#include <cmath>
#include <memory>

#include "drake/common/eigen_types.h"
#include "drake/common/unused.h"
#include "drake/systems/framework/vector_system.h"
#include "drake/systems/primitives/matrix_gain.h"

namespace drake {
namespace manipulation {
namespace schunk_wsg {

constexpr int kSchunkWsgNumActuators = 2;
constexpr int kSchunkWsgNumPositions = 2;
constexpr int kSchunkWsgNumVelocities = 2;

/// The index of the (left) finger's position in the model's state, and of
/// its velocity.
constexpr int kSchunkWsgPositionIndex = 0;
constexpr int kSchunkWsgVelocityIndex =
    kSchunkWsgNumPositions + kSchunkWsgPositionIndex;

/// The period (s) of the gripper's status messages.
constexpr double kSchunkWsgLcmStatusPeriod = 0.05;

/// The finger positions (m) of the open gripper: (−0.0550667, 0.0550667).
template <typename T>
VectorX<T> GetSchunkWsgOpenPosition() {
  VectorX<T> q(kSchunkWsgNumPositions);
  q << -0.0550667, 0.0550667;
  return q;
}

/// A MatrixGain from the model's state [q₀, q₁, v₀, v₁] to the gripper's
/// [q₁ − q₀, v₁ − v₀] (the distance between the fingers and its rate).
template <typename T>
std::unique_ptr<systems::MatrixGain<T>> MakeMultibodyStateToWsgStateSystem() {
  Eigen::Matrix<double, 2, 4> D;
  D << -1, 1, 0, 0,  // distance
      0, 0, -1, 1;   // its rate
  return std::make_unique<systems::MatrixGain<T>>(D);
}

/// The gripper's measured force |f₀ − f₁| from the generalized forces
/// (f₀, f₁) on the two fingers.
///
/// @system
/// name: MultibodyForceToWsgForceSystem
/// input_ports:
/// - u0
/// output_ports:
/// - y0
/// @endsystem
///
/// @tparam_default_scalar
template <typename T>
class MultibodyForceToWsgForceSystem : public systems::VectorSystem<T> {
 public:
  MultibodyForceToWsgForceSystem()
      : systems::VectorSystem<T>(
            systems::SystemTypeTag<MultibodyForceToWsgForceSystem>{}, 2, 1,
            true) {}

  /// Scalar-converting copy constructor.
  template <typename U>
  explicit MultibodyForceToWsgForceSystem(
      const MultibodyForceToWsgForceSystem<U>&)
      : MultibodyForceToWsgForceSystem<T>() {}

  void DoCalcVectorOutput(const systems::Context<T>&,
                          const Eigen::VectorBlock<const VectorX<T>>& input,
                          const Eigen::VectorBlock<const VectorX<T>>& state,
                          Eigen::VectorBlock<VectorX<T>>* output) const final {
    unused(state);
    using std::abs;
    (*output)(0) = abs(input(0) - input(1));
  }
};

/// A new MultibodyForceToWsgForceSystem.
template <typename T>
std::unique_ptr<systems::VectorSystem<T>> MakeMultibodyForceToWsgForceSystem() {
  return std::make_unique<MultibodyForceToWsgForceSystem<T>>();
}

}  // namespace schunk_wsg
}  // namespace manipulation
}  // namespace drake
