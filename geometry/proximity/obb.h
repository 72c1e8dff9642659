#pragma once

/// @file
/// Obb: an oriented bounding box, and ObbMaker, which fits one to vertices
/// of a mesh.

#include <set>

#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/geometry/proximity/plane.h"
#include "drake/geometry/shape_specification.h"
#include "drake/math/rigid_transform.h"
#include "drake/math/rotation_matrix.h"

namespace drake {
namespace geometry {

template <typename>
class ObbMaker;
class Aabb;

/// An oriented box posed in a hierarchy frame H: its own frame B is centred
/// on the box with axes along its edges, posed at X_HB. Like any quantity
/// measured in a frame, an Obb is only meaningful in its frame H.
///
/// On construction the half widths are padded by max(ε·s, 2e-14) m, where
/// ε is the double machine epsilon and s the largest of |p_HoBo_H|'s
/// coordinates and the half widths, so that points fitted by the box stay
/// inside it despite roundoff; half_width() reports the padded values.
class Obb {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(Obb);

  /// The class that fits an Obb to mesh vertices.
  template <typename MeshType>
  using Maker = ObbMaker<MeshType>;

  /// The box posed at `X_HB` with `half_width` (m) along Bx, By, Bz (then
  /// padded, see the class comment). Throws std::logic_error if a half
  /// width is negative (or NaN).
  Obb(const math::RigidTransformd& X_HB, const Vector3<double>& half_width);

  /// The centre, p_HoBo_H (m).
  const Vector3<double>& center() const { return pose_.translation(); }

  /// The (padded) half widths (m): p_BoU_B, U the corner in B's (+,+,+)
  /// octant.
  const Vector3<double>& half_width() const { return half_width_; }

  /// X_HB, the pose of the box's frame B in H.
  const math::RigidTransformd& pose() const { return pose_; }

  /// The box's volume (m³).
  double CalcVolume() const {
    return 8.0 * half_width_.x() * half_width_.y() * half_width_.z();
  }

  /// True if the box `a_G` (in frame G) and the box `b_H` (in frame H, posed
  /// at X_GH in G) touch or overlap.
  static bool HasOverlap(const Obb& a_G, const Obb& b_H,
                         const math::RigidTransformd& X_GH);

  /// True if the oriented box `obb_G` and the axis-aligned box `aabb_H` (its
  /// frame H posed at X_GH in G) touch or overlap.
  static bool HasOverlap(const Obb& obb_G, const Aabb& aabb_H,
                         const math::RigidTransformd& X_GH);

  /// True if some point of the box `bv_H` lies on the plane `plane_P`
  /// (expressed in frame P, in which H is posed at X_PH).
  static bool HasOverlap(const Obb& bv_H, const Plane<double>& plane_P,
                         const math::RigidTransformd& X_PH);

  /// True if some point of the box `bv_H` lies in the half space `hs_C`
  /// (z <= 0 of its canonical frame C; H is posed at X_CH in C).
  static bool HasOverlap(const Obb& bv_H, const HalfSpace& hs_C,
                         const math::RigidTransformd& X_CH);

  /// Bit-for-bit equality of pose and half widths (both boxes taken to be
  /// in the same frame).
  bool Equal(const Obb& other) const {
    return pose_.IsExactlyEqualTo(other.pose_) &&
           half_width_ == other.half_width_;
  }

 private:
  math::RigidTransformd pose_;
  Vector3<double> half_width_;
};

/// Fits an Obb, in the mesh's frame M, around a subset of a mesh's
/// vertices. MeshType is TriangleSurfaceMesh<T>, VolumeMesh<T> or
/// PolygonSurfaceMesh<T>, T double or AutoDiffXd (the box is of the
/// vertices' values). The maker keeps references to `mesh_M` and
/// `vertices`, which must outlive it.
///
/// The fit (as Drake's): the box's axes start as the principal components
/// of the vertices (the longest along Bx, the shortest along Bz) or as M's
/// own axes, whichever gives the smaller box, and are then turned in small
/// rotations about the box axes while that lowers the volume. The result
/// bounds every vertex; it is not guaranteed to be the minimum-volume box.
template <class MeshType>
class ObbMaker {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(ObbMaker);

  /// Throws std::logic_error if `vertices` is empty or names an index
  /// outside [0, mesh_M.num_vertices()).
  ObbMaker(const MeshType& mesh_M, const std::set<int>& vertices);

  /// The box of the vertices, obb_M.
  Obb Compute() const;

 private:
  const MeshType& mesh_M_;
  const std::set<int>& vertices_;
};

}  // namespace geometry
}  // namespace drake
