#pragma once

/// @file
/// DistanceConstraintParams: the parameters of one distance constraint of a
/// MultibodyPlant, as the plant stores them in a Context.

#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/multibody/tree/multibody_tree_indexes.h"

namespace drake {
namespace multibody {

/// The parameters of a distance constraint between point P of body A and
/// point Q of body B. With d(q) = ‖p_PQ‖ (m), the constraint is the
/// holonomic constraint d(q) = d₀ when the stiffness is infinite, and
/// otherwise a massless spring-damper of free length d₀ along p_PQ,
///
///     f = −k⋅(d(q) − d₀) − c⋅ḋ(q),
///
/// with stiffness k (N/m) and damping c (N⋅s/m).
///
/// A distance constraint cannot model two coincident points (its direction
/// is undefined there; use a ball constraint), so d₀ must be strictly
/// positive.
///
/// The plant keeps one set per constraint: the defaults given to
/// MultibodyPlant::AddDistanceConstraint() and, in each Context, a copy
/// that MultibodyPlant::SetDistanceConstraintParams() changes.
class DistanceConstraintParams {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(DistanceConstraintParams);

  /// An invalid set (invalid body indices, zero distance), only so that the
  /// class can live in STL containers.
  DistanceConstraintParams() = default;

  /// A valid set of parameters.
  /// @param bodyA index of body A in the plant.
  /// @param p_AP position of P in body A's frame, m.
  /// @param bodyB index of body B in the plant.
  /// @param p_BQ position of Q in body B's frame, m.
  /// @param distance the free length d₀, m.
  /// @param stiffness k in N/m; infinity for a rigid rod.
  /// @param damping c in N⋅s/m (used when the stiffness is finite).
  /// This class cannot check that the indices name bodies of a particular
  /// plant; the plant's API does that.
  /// @throws std::exception if either index is invalid, if bodyA == bodyB,
  ///   if `distance` is not strictly positive, if `stiffness` is not
  ///   strictly positive, or if `damping` is negative (or NaN).
  DistanceConstraintParams(BodyIndex bodyA, const Vector3<double>& p_AP,
                           BodyIndex bodyB, const Vector3<double>& p_BQ,
                           double distance, double stiffness, double damping);

  /// Index of body A.
  BodyIndex bodyA() const { return bodyA_; }
  /// Index of body B.
  BodyIndex bodyB() const { return bodyB_; }
  /// Position of point P in body A's frame, m.
  const Vector3<double>& p_AP() const { return p_AP_; }
  /// Position of point Q in body B's frame, m.
  const Vector3<double>& p_BQ() const { return p_BQ_; }
  /// The free length d₀, m.
  double distance() const { return distance_; }
  /// The stiffness k, N/m (infinite for a rigid constraint).
  double stiffness() const { return stiffness_; }
  /// The damping c, N⋅s/m.
  double damping() const { return damping_; }

 private:
  BodyIndex bodyA_;
  Vector3<double> p_AP_{Vector3<double>::Zero()};
  BodyIndex bodyB_;
  Vector3<double> p_BQ_{Vector3<double>::Zero()};
  double distance_{0.0};
  double stiffness_{0.0};
  double damping_{0.0};
};

}  // namespace multibody
}  // namespace drake
