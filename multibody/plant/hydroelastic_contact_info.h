#pragma once

/// @file
/// HydroelasticContactInfo<T>: one hydroelastic contact a MultibodyPlant
/// computed, its contact surface and the net spatial force of its tractions.

#include <memory>
#include <utility>

#include "drake/common/drake_copyable.h"
#include "drake/common/drake_throw.h"
#include "drake/geometry/query_results/contact_surface.h"
#include "drake/multibody/math/spatial_force.h"

namespace drake {
namespace multibody {

/// The hydroelastic contact between geometries M and N
/// (contact_surface().id_M() and id_N()), affixed to bodies A and B: the
/// contact surface (in the world frame W) and the spatial force F_Ac_W that
/// the tractions over it exert on body A, reduced to the point Ac of A
/// coincident with the surface's centroid C (contact_surface().centroid())
/// and expressed in W (N·m, N). Body B receives −F_Ac_W at the same point.
template <typename T>
class HydroelasticContactInfo {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(HydroelasticContactInfo);

  /// Shares `contact_surface` (immutable). @throws std::exception if it is
  /// null.
  HydroelasticContactInfo(
      std::shared_ptr<const geometry::ContactSurface<T>> contact_surface,
      const SpatialForce<T>& F_Ac_W)
      : contact_surface_(std::move(contact_surface)), F_Ac_W_(F_Ac_W) {
    DRAKE_THROW_UNLESS(contact_surface_ != nullptr);
  }

  /// The contact surface, measured and expressed in W.
  const geometry::ContactSurface<T>& contact_surface() const {
    return *contact_surface_;
  }

  /// The spatial force on body A at the surface centroid C, in W.
  const SpatialForce<T>& F_Ac_W() const { return F_Ac_W_; }

 private:
  std::shared_ptr<const geometry::ContactSurface<T>> contact_surface_;
  SpatialForce<T> F_Ac_W_;
};

}  // namespace multibody
}  // namespace drake
