#pragma once

/// @file
/// The specifications of a MultibodyPlant's constraints (couplers,
/// distances, balls, welds, tendons), as AddCouplerConstraint() and friends
/// record them. Internal: Drake's internal::*ConstraintSpec structs.

#include <optional>
#include <vector>

#include "drake/common/eigen_types.h"
#include "drake/common/identifier.h"
#include "drake/math/rigid_transform.h"
#include "drake/multibody/tree/multibody_tree_indexes.h"

namespace drake {
namespace multibody {

namespace internal {

/// q₀ = ρ·q₁ + Δq between two single-dof joints.
struct CouplerConstraintSpec {
  JointIndex joint0_index;
  JointIndex joint1_index;
  double gear_ratio{1.0};
  double offset{0.0};
  MultibodyConstraintId id;
};

/// ‖p_PQ‖ = distance between point P of body A and point Q of body B, rigid
/// (infinite stiffness) or a spring-damper of that free length.
struct DistanceConstraintSpec {
  BodyIndex body_A;
  Vector3<double> p_AP;
  BodyIndex body_B;
  Vector3<double> p_BQ;
  double distance{0.0};
  double stiffness{0.0};
  double damping{0.0};
  MultibodyConstraintId id;
};

/// Point P of body A coincides with point Q of body B. p_BQ is computed at
/// Finalize from the default configuration when not given.
struct BallConstraintSpec {
  BodyIndex body_A;
  Vector3<double> p_AP;
  BodyIndex body_B;
  std::optional<Vector3<double>> p_BQ;
  MultibodyConstraintId id;
};

/// Frame P of body A coincides with frame Q of body B.
struct WeldConstraintSpec {
  BodyIndex body_A;
  math::RigidTransform<double> X_AP;
  BodyIndex body_B;
  math::RigidTransform<double> X_BQ;
  MultibodyConstraintId id;
};

/// lₗ ≤ l(q) ≤ lᵤ on the tendon length l(q) = Σᵢ a[i]⋅q(joints[i]) + offset
/// (m or rad) of single-dof joints: one-sided spring-dampers of the given
/// stiffness and damping (rigid for infinite stiffness). An infinite limit
/// (−∞ lower, +∞ upper) is no limit.
struct TendonConstraintSpec {
  bool operator==(const TendonConstraintSpec&) const = default;

  std::vector<JointIndex> joints;  // Unique, single-dof.
  std::vector<double> a;           // Same size as joints.
  double offset{};                 // m or rad.
  double lower_limit{};            // lₗ, m or rad (may be −∞).
  double upper_limit{};            // lᵤ, m or rad (may be +∞).
  double stiffness{};              // N/m or N⋅m/rad (may be +∞).
  double damping{};                // N⋅s/m or N⋅m⋅s/rad.
  MultibodyConstraintId id;
};

}  // namespace internal
}  // namespace multibody
}  // namespace drake
