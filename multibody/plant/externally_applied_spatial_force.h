#pragma once

#include "drake/common/default_scalars.h"
#include "drake/common/eigen_types.h"
#include "drake/multibody/math/spatial_force.h"
#include "drake/multibody/tree/multibody_tree_indexes.h"

namespace drake {
namespace multibody {

/// A spatial force F_Bq_W applied to body `body_index` at point Bq, whose
/// position from Bo is p_BoBq_B (in the body frame); the force is expressed
/// in world. Fed to MultibodyPlant's applied_spatial_force input.
template <typename T>
struct ExternallyAppliedSpatialForce {
  BodyIndex body_index;
  Vector3<T> p_BoBq_B{Vector3<T>::Zero()};
  SpatialForce<T> F_Bq_W{SpatialForce<T>::Zero()};
};

}  // namespace multibody
}  // namespace drake
