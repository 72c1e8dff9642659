#pragma once

/// @file
/// Aabb: an axis-aligned bounding box, and AabbMaker, which fits one to
/// vertices of a mesh.

#include <set>

#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/geometry/proximity/plane.h"
#include "drake/geometry/shape_specification.h"
#include "drake/math/rigid_transform.h"

namespace drake {
namespace geometry {

template <typename>
class AabbMaker;
class Obb;

/// An axis-aligned box posed in a hierarchy frame H. Its own frame B is
/// centred on the box with axes along the box's edges; being axis-aligned,
/// R_HB = I, so the box is given by its centre p_HoBo_H and its half widths
/// (m). Like any quantity measured in a frame, an Aabb is only meaningful
/// in its frame H (e.g. the box of a mesh's vertices is in the mesh's
/// frame).
class Aabb {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(Aabb);

  /// The class that fits an Aabb to mesh vertices.
  template <typename MeshType>
  using Maker = AabbMaker<MeshType>;

  /// The box centred at `p_HoBo` (m, in H) with `half_width` (m) along Hx,
  /// Hy, Hz. Throws std::logic_error if a half width is negative (or NaN).
  Aabb(const Vector3<double>& p_HoBo, const Vector3<double>& half_width);

  /// The centre, p_HoBo_H (m).
  const Vector3<double>& center() const { return center_; }

  /// The half widths (m) along Bx, By, Bz (= Hx, Hy, Hz).
  const Vector3<double>& half_width() const { return half_width_; }

  /// The corner with the smallest coordinates, p_HoL_H (m).
  Vector3<double> lower() const { return center_ - half_width_; }

  /// The corner with the largest coordinates, p_HoU_H (m).
  Vector3<double> upper() const { return center_ + half_width_; }

  /// X_HB: identity rotation, translation center().
  math::RigidTransformd pose() const { return math::RigidTransformd(center_); }

  /// The box's volume (m³).
  double CalcVolume() const {
    return 8.0 * half_width_.x() * half_width_.y() * half_width_.z();
  }

  /// True if the box `a_G` (in frame G) and the box `b_H` (in frame H, posed
  /// at X_GH in G) touch or overlap.
  static bool HasOverlap(const Aabb& a_G, const Aabb& b_H,
                         const math::RigidTransformd& X_GH);

  /// True if the axis-aligned box `aabb_G` and the oriented box `obb_H` (its
  /// frame H posed at X_GH in G) touch or overlap.
  static bool HasOverlap(const Aabb& aabb_G, const Obb& obb_H,
                         const math::RigidTransformd& X_GH);

  /// True if some point of the box `bv_H` lies on the plane `plane_P`
  /// (expressed in frame P, in which H is posed at X_PH).
  static bool HasOverlap(const Aabb& bv_H, const Plane<double>& plane_P,
                         const math::RigidTransformd& X_PH);

  /// True if some point of the box `bv_H` lies in the half space `hs_C`
  /// (z <= 0 of its canonical frame C; H is posed at X_CH in C).
  static bool HasOverlap(const Aabb& bv_H, const HalfSpace& hs_C,
                         const math::RigidTransformd& X_CH);

  /// Bit-for-bit equality of centre and half widths (both boxes taken to be
  /// in the same frame).
  bool Equal(const Aabb& other) const {
    return center_ == other.center_ && half_width_ == other.half_width_;
  }

 private:
  Vector3<double> center_;
  Vector3<double> half_width_;
};

/// Fits the smallest Aabb, in the mesh's frame M, around a subset of a
/// mesh's vertices. MeshType is TriangleSurfaceMesh<T> or VolumeMesh<T>, T
/// double or AutoDiffXd (the box is of the vertices' values). The maker
/// keeps references to `mesh_M` and `vertices`, which must outlive it.
template <class MeshType>
class AabbMaker {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(AabbMaker);

  /// Throws std::logic_error if `vertices` is empty or names an index
  /// outside [0, mesh_M.num_vertices()).
  AabbMaker(const MeshType& mesh_M, const std::set<int>& vertices);

  /// The box of the vertices, aabb_M.
  Aabb Compute() const;

 private:
  const MeshType& mesh_M_;
  const std::set<int>& vertices_;
};

}  // namespace geometry
}  // namespace drake
