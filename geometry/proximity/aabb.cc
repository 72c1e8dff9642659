#include "drake/geometry/proximity/aabb.h"

#include <stdexcept>

#include <fmt/format.h>

#include "drake/common/default_scalars.h"
#include "drake/common/extract_double.h"
#include "drake/common/fmt_eigen.h"
#include "drake/geometry/proximity/boxes_overlap.h"
#include "drake/geometry/proximity/obb.h"
#include "drake/geometry/proximity/triangle_surface_mesh.h"
#include "drake/geometry/proximity/volume_mesh.h"

namespace drake {
namespace geometry {

using math::RigidTransformd;
using math::RotationMatrixd;

Aabb::Aabb(const Vector3<double>& p_HoBo, const Vector3<double>& half_width)
    : center_(p_HoBo), half_width_(half_width) {
  // (written so that a NaN half width fails too)
  if (!(half_width.array() >= 0.0).all()) {
    throw std::logic_error(
        fmt::format("Aabb: the half widths must not be negative; given [{}].",
                    fmt_eigen(half_width.transpose())));
  }
}

bool Aabb::HasOverlap(const Aabb& a_G, const Aabb& b_H,
                      const RigidTransformd& X_GH) {
  // A and B are the boxes' own frames: R_GA = R_HB = I, so R_AB = R_GH and
  // p_AoBo_A = X_GH·p_HoBo − p_GoAo.
  const RigidTransformd X_AB(X_GH.rotation(),
                             X_GH * b_H.center() - a_G.center());
  return internal::BoxesOverlap(a_G.half_width(), b_H.half_width(), X_AB);
}

bool Aabb::HasOverlap(const Aabb& aabb_G, const Obb& obb_H,
                      const RigidTransformd& X_GH) {
  // A is the Aabb's frame (R_GA = I), O the Obb's: R_AO = R_GH·R_HO and
  // p_AoOo_A = X_GH·p_HoOo − p_GoAo.
  const RigidTransformd X_AO(X_GH.rotation() * obb_H.pose().rotation(),
                             X_GH * obb_H.center() - aabb_G.center());
  return internal::BoxesOverlap(aabb_G.half_width(), obb_H.half_width(), X_AO);
}

bool Aabb::HasOverlap(const Aabb& bv_H, const Plane<double>& plane_P,
                      const RigidTransformd& X_PH) {
  // R_HB = I, so the box's orientation in P is R_PH.
  return plane_P.BoxOverlaps(bv_H.half_width(), X_PH * bv_H.center(),
                             X_PH.rotation());
}

bool Aabb::HasOverlap(const Aabb& bv_H, const HalfSpace&,
                      const RigidTransformd& X_CH) {
  // the box reaches Σᵢ |Cz·Bi|·hᵢ below its centre along Cz (R_HB = I, so
  // Cz·Bi is the z row of R_CH); it meets the half space z <= 0 if its
  // centre's height is at most that reach
  const double reach =
      X_CH.rotation().matrix().row(2).cwiseAbs().dot(bv_H.half_width());
  const double height = (X_CH * bv_H.center()).z();
  return height <= reach;
}

namespace {

template <typename T>
Vector3<double> ToDouble(const Vector3<T>& v) {
  if constexpr (std::is_same_v<T, double>) {
    return v;
  } else {
    return ExtractDoubleOrThrow(v);
  }
}

template <class MeshType>
void ThrowIfBadVertices(const char* maker, const MeshType& mesh,
                        const std::set<int>& vertices) {
  if (vertices.empty()) {
    throw std::logic_error(
        fmt::format("{}: the set of vertices to fit is empty.", maker));
  }
  if (*vertices.begin() < 0 || *vertices.rbegin() >= mesh.num_vertices()) {
    throw std::logic_error(fmt::format(
        "{}: vertex indices must be in [0, {}); given indices from {} to {}.",
        maker, mesh.num_vertices(), *vertices.begin(), *vertices.rbegin()));
  }
}

}  // namespace

template <class MeshType>
AabbMaker<MeshType>::AabbMaker(const MeshType& mesh_M,
                               const std::set<int>& vertices)
    : mesh_M_(mesh_M), vertices_(vertices) {
  ThrowIfBadVertices("AabbMaker", mesh_M, vertices);
}

template <class MeshType>
Aabb AabbMaker<MeshType>::Compute() const {
  Vector3<double> lower = ToDouble(mesh_M_.vertex(*vertices_.begin()));
  Vector3<double> upper = lower;
  for (int v : vertices_) {
    const Vector3<double> p_MV = ToDouble(mesh_M_.vertex(v));
    lower = lower.cwiseMin(p_MV);
    upper = upper.cwiseMax(p_MV);
  }
  const Vector3<double> center = (lower + upper) / 2;
  return Aabb(center, upper - center);
}

template class AabbMaker<TriangleSurfaceMesh<double>>;
template class AabbMaker<TriangleSurfaceMesh<AutoDiffXd>>;
template class AabbMaker<VolumeMesh<double>>;
template class AabbMaker<VolumeMesh<AutoDiffXd>>;

}  // namespace geometry
}  // namespace drake
