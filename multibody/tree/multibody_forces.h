#pragma once

#include <vector>

#include "drake/common/default_scalars.h"
#include "drake/common/eigen_types.h"
#include "drake/multibody/math/spatial_algebra.h"

namespace drake {
namespace multibody {

template <typename T>
class MultibodyPlant;

/// Forces applied to a multibody system: one spatial force F_Bo_W per body
/// (at Bo, in world, ordered by BodyIndex) and a generalized force vector of
/// size nv.
template <typename T>
class MultibodyForces {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(MultibodyForces);
  /// Zero forces sized for `plant` (finalized).
  explicit MultibodyForces(const MultibodyPlant<T>& plant);
  /// Zero forces for `num_bodies` bodies and `num_velocities` velocities.
  MultibodyForces(int num_bodies, int num_velocities);

  /// Sets every force to zero; returns *this.
  MultibodyForces<T>& SetZero();
  int num_bodies() const { return static_cast<int>(F_B_W_.size()); }
  int num_velocities() const { return static_cast<int>(tau_.size()); }
  const VectorX<T>& generalized_forces() const { return tau_; }
  VectorX<T>& mutable_generalized_forces() { return tau_; }
  const std::vector<SpatialForce<T>>& body_forces() const { return F_B_W_; }
  std::vector<SpatialForce<T>>& mutable_body_forces() { return F_B_W_; }
  /// Adds `addend` (same sizes) into this.
  void AddInForces(const MultibodyForces<T>& addend);
  /// True if the sizes match `plant`.
  bool CheckHasRightSizeForModel(const MultibodyPlant<T>& plant) const;

 private:
  std::vector<SpatialForce<T>> F_B_W_;
  VectorX<T> tau_;
};

}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::MultibodyForces)
