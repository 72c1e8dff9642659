#include "drake/geometry/proximity/obb.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <vector>

#include <Eigen/Eigenvalues>
#include <fmt/format.h>

#include "drake/common/default_scalars.h"
#include "drake/common/extract_double.h"
#include "drake/common/fmt_eigen.h"
#include "drake/geometry/proximity/aabb.h"
#include "drake/geometry/proximity/boxes_overlap.h"
#include "drake/geometry/proximity/polygon_surface_mesh.h"
#include "drake/geometry/proximity/triangle_surface_mesh.h"
#include "drake/geometry/proximity/volume_mesh.h"

namespace drake {
namespace geometry {

using Eigen::Vector3d;
using math::RigidTransformd;
using math::RotationMatrixd;

Obb::Obb(const RigidTransformd& X_HB, const Vector3<double>& half_width)
    : pose_(X_HB), half_width_(half_width) {
  // (written so that a NaN half width fails too)
  if (!(half_width.array() >= 0.0).all()) {
    throw std::logic_error(
        fmt::format("Obb: the half widths must not be negative; given [{}].",
                    fmt_eigen(half_width.transpose())));
  }
  // pad by a few ulps of the box's largest coordinate, so that fitted
  // points stay inside after the roundoff of posing the box; never less
  // than 2e-14 m
  const double scale =
      std::max(center().cwiseAbs().maxCoeff(), half_width_.maxCoeff());
  const double pad =
      std::max(scale * std::numeric_limits<double>::epsilon(), 2e-14);
  half_width_.array() += pad;
}

bool Obb::HasOverlap(const Obb& a_G, const Obb& b_H,
                     const RigidTransformd& X_GH) {
  // X_AB = X_AG·X_GH·X_HB, A and B the boxes' own frames
  const RigidTransformd X_AB = a_G.pose().InvertAndCompose(X_GH * b_H.pose());
  return internal::BoxesOverlap(a_G.half_width(), b_H.half_width(), X_AB);
}

bool Obb::HasOverlap(const Obb& obb_G, const Aabb& aabb_H,
                     const RigidTransformd& X_GH) {
  return Aabb::HasOverlap(aabb_H, obb_G, X_GH.inverse());
}

bool Obb::HasOverlap(const Obb& bv_H, const Plane<double>& plane_P,
                     const RigidTransformd& X_PH) {
  return plane_P.BoxOverlaps(bv_H.half_width(), X_PH * bv_H.center(),
                             X_PH.rotation() * bv_H.pose().rotation());
}

bool Obb::HasOverlap(const Obb& bv_H, const HalfSpace&,
                     const RigidTransformd& X_CH) {
  // the box reaches Σᵢ |Cz·Bi|·hᵢ below its centre along Cz; it meets the
  // half space z <= 0 if its centre's height is at most that reach
  const RotationMatrixd R_CB = X_CH.rotation() * bv_H.pose().rotation();
  const double reach = R_CB.matrix().row(2).cwiseAbs().dot(bv_H.half_width());
  const double height = (X_CH * bv_H.center()).z();
  return height <= reach;
}

namespace {

template <typename T>
Vector3d ToDouble(const Vector3<T>& v) {
  if constexpr (std::is_same_v<T, double>) {
    return v;
  } else {
    return ExtractDoubleOrThrow(v);
  }
}

// A box fitted to points with given axes R_MB: its centre p_MoBo_M, half
// widths (m) and volume (m³).
struct FittedBox {
  RotationMatrixd R_MB;
  Vector3d p_MoBo_M;
  Vector3d half_width;
  double volume{};
};

FittedBox FitBox(const std::vector<Vector3d>& p_MVs,
                 const RotationMatrixd& R_MB) {
  const Eigen::Matrix3d R_BM = R_MB.matrix().transpose();
  Vector3d lower = Vector3d::Constant(std::numeric_limits<double>::infinity());
  Vector3d upper = -lower;
  for (const Vector3d& p_MV : p_MVs) {
    // coordinates of V along the box axes (from Mo)
    const Vector3d coordinates = R_BM * p_MV;
    lower = lower.cwiseMin(coordinates);
    upper = upper.cwiseMax(coordinates);
  }
  FittedBox box{R_MB, R_MB * ((lower + upper) / 2), (upper - lower) / 2};
  box.volume = 8.0 * box.half_width.prod();
  return box;
}

// The principal axes of the points: Bx along the largest variance, By the
// next, Bz = Bx × By.
RotationMatrixd PrincipalAxes(const std::vector<Vector3d>& p_MVs) {
  Vector3d mean = Vector3d::Zero();
  for (const Vector3d& p : p_MVs) mean += p;
  mean /= static_cast<double>(p_MVs.size());
  Eigen::Matrix3d covariance = Eigen::Matrix3d::Zero();
  for (const Vector3d& p : p_MVs) {
    covariance += (p - mean) * (p - mean).transpose();
  }
  // eigenvalues ascending; the eigenvectors are orthonormal
  const Eigen::SelfAdjointEigenSolver<Eigen::Matrix3d> solver(covariance);
  const Vector3d Bx = solver.eigenvectors().col(2).normalized();
  const Vector3d By = solver.eigenvectors().col(1).normalized();
  const Vector3d Bz = Bx.cross(By).normalized();
  return RotationMatrixd::ProjectToRotationMatrix(
      (Eigen::Matrix3d() << Bx, By, Bz).finished());
}

// Turns the box about its own axes by ±angle, halving the angle from 5°
// down to about 0.01°, keeping any turn that lowers the volume by more than
// roundoff. Each angle is tried at most kMaxTurns times per axis set, so the
// work is bounded by ~10·20·6 fits.
FittedBox ReduceVolume(const std::vector<Vector3d>& p_MVs, FittedBox best) {
  constexpr int kMaxTurns = 20;
  for (double angle = 5.0 * M_PI / 180.0; angle > 0.01 * M_PI / 180.0;
       angle /= 2) {
    bool improved = true;
    for (int turn = 0; improved && turn < kMaxTurns; ++turn) {
      improved = false;
      for (int axis = 0; axis < 3; ++axis) {
        for (double sign : {1.0, -1.0}) {
          const RotationMatrixd R_BB2(
              Eigen::AngleAxisd(sign * angle, Vector3d::Unit(axis)));
          const FittedBox candidate = FitBox(p_MVs, best.R_MB * R_BB2);
          if (candidate.volume < best.volume * (1.0 - 1e-12)) {
            best = candidate;
            improved = true;
          }
        }
      }
    }
  }
  return best;
}

template <class MeshType>
void ThrowIfBadVertices(const MeshType& mesh, const std::set<int>& vertices) {
  if (vertices.empty()) {
    throw std::logic_error("ObbMaker: the set of vertices to fit is empty.");
  }
  if (*vertices.begin() < 0 || *vertices.rbegin() >= mesh.num_vertices()) {
    throw std::logic_error(fmt::format(
        "ObbMaker: vertex indices must be in [0, {}); given indices from {} "
        "to {}.",
        mesh.num_vertices(), *vertices.begin(), *vertices.rbegin()));
  }
}

}  // namespace

template <class MeshType>
ObbMaker<MeshType>::ObbMaker(const MeshType& mesh_M,
                             const std::set<int>& vertices)
    : mesh_M_(mesh_M), vertices_(vertices) {
  ThrowIfBadVertices(mesh_M, vertices);
}

template <class MeshType>
Obb ObbMaker<MeshType>::Compute() const {
  std::vector<Vector3d> p_MVs;
  p_MVs.reserve(vertices_.size());
  for (int v : vertices_) p_MVs.push_back(ToDouble(mesh_M_.vertex(v)));

  // start from the better of the principal axes and M's own axes (the
  // principal axes are arbitrary when the variance is isotropic, e.g. the
  // corners of a cube)
  const FittedBox by_pca = FitBox(p_MVs, PrincipalAxes(p_MVs));
  const FittedBox by_frame = FitBox(p_MVs, RotationMatrixd());
  const FittedBox best =
      ReduceVolume(p_MVs, by_frame.volume <= by_pca.volume ? by_frame : by_pca);
  return Obb(RigidTransformd(best.R_MB, best.p_MoBo_M), best.half_width);
}

template class ObbMaker<PolygonSurfaceMesh<double>>;
template class ObbMaker<PolygonSurfaceMesh<AutoDiffXd>>;
template class ObbMaker<TriangleSurfaceMesh<double>>;
template class ObbMaker<TriangleSurfaceMesh<AutoDiffXd>>;
template class ObbMaker<VolumeMesh<double>>;
template class ObbMaker<VolumeMesh<AutoDiffXd>>;

}  // namespace geometry
}  // namespace drake
