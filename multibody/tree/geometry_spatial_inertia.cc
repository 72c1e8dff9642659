#include "drake/multibody/tree/geometry_spatial_inertia.h"

#include <cmath>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "drake/geometry/proximity/convex_mesh.h"
#include "drake/geometry/proximity/hydroelastic_meshes.h"

namespace drake {
namespace multibody {
namespace {

using Eigen::Matrix3d;
using Eigen::Vector3d;

void ThrowUnlessValidDensity(double density) {
  if (!(density > 0 && std::isfinite(density))) {
    throw std::logic_error(fmt::format(
        "CalcSpatialInertia(): the density must be positive and finite; got "
        "{}.",
        density));
  }
}

}  // namespace

SpatialInertia<double> CalcSpatialInertia(
    const geometry::TriangleSurfaceMesh<double>& mesh, double density) {
  ThrowUnlessValidDensity(density);
  // For the tetrahedron (Mo, a, b, c) with signed volume V = a·(b × c)/6:
  // ∫ dV = V, ∫ p dV = V (a + b + c)/4 and ∫ p pᵀ dV = V/20 (a aᵀ + b bᵀ +
  // c cᵀ + s sᵀ) with s = a + b + c. Summed over the triangles of a closed
  // outward mesh, the signed parts outside the body cancel.
  double volume = 0;
  Vector3d first_moment = Vector3d::Zero();
  Matrix3d second_moment = Matrix3d::Zero();
  for (const geometry::SurfaceTriangle& triangle : mesh.triangles()) {
    const Vector3d& a = mesh.vertex(triangle.vertex(0));
    const Vector3d& b = mesh.vertex(triangle.vertex(1));
    const Vector3d& c = mesh.vertex(triangle.vertex(2));
    const Vector3d s = a + b + c;
    const double V = a.dot(b.cross(c)) / 6;
    volume += V;
    first_moment += V * s / 4;
    second_moment += (V / 20) * (a * a.transpose() + b * b.transpose() +
                                 c * c.transpose() + s * s.transpose());
  }
  if (!(volume > 0)) {
    throw std::logic_error(fmt::format(
        "CalcSpatialInertia(): the mesh ({} triangles) bounds a volume of {} "
        "m³; a closed mesh whose triangles face outward (counter-clockwise "
        "seen from outside) is required.",
        mesh.num_triangles(), volume));
  }
  // Per unit mass about Mo: G = (tr(C) 𝐈 − C)/V with C = ∫ p pᵀ dV.
  const Matrix3d G =
      (second_moment.trace() * Matrix3d::Identity() - second_moment) / volume;
  SpatialInertia<double> M_BBo_B(
      density * volume, first_moment / volume,
      UnitInertia<double>(G(0, 0), G(1, 1), G(2, 2), G(1, 0), G(2, 0), G(2, 1)),
      /* skip_validity_check = */ true);
  const std::string criticism = M_BBo_B.CriticizeNotPhysicallyValid();
  if (!criticism.empty()) {
    throw std::logic_error(fmt::format(
        "CalcSpatialInertia(): the mesh ({} triangles) gives a spatial "
        "inertia that is not physically valid (is it closed, and do its "
        "triangles all face outward?): {}",
        mesh.num_triangles(), criticism));
  }
  return M_BBo_B;
}

SpatialInertia<double> CalcSpatialInertia(const geometry::Shape& shape,
                                          double density) {
  ThrowUnlessValidDensity(density);
  const Vector3d z = Vector3d::UnitZ();
  if (const auto* box = dynamic_cast<const geometry::Box*>(&shape)) {
    return SpatialInertia<double>::SolidBoxWithDensity(
        density, box->width(), box->depth(), box->height());
  }
  if (const auto* sphere = dynamic_cast<const geometry::Sphere*>(&shape)) {
    return SpatialInertia<double>::SolidSphereWithDensity(density,
                                                          sphere->radius());
  }
  if (const auto* e = dynamic_cast<const geometry::Ellipsoid*>(&shape)) {
    return SpatialInertia<double>::SolidEllipsoidWithDensity(density, e->a(),
                                                             e->b(), e->c());
  }
  if (const auto* cyl = dynamic_cast<const geometry::Cylinder*>(&shape)) {
    return SpatialInertia<double>::SolidCylinderWithDensity(
        density, cyl->radius(), cyl->length(), z);
  }
  if (const auto* cap = dynamic_cast<const geometry::Capsule*>(&shape)) {
    return SpatialInertia<double>::SolidCapsuleWithDensity(
        density, cap->radius(), cap->length(), z);
  }
  if (const auto* mesh = dynamic_cast<const geometry::Mesh*>(&shape)) {
    return CalcSpatialInertia(geometry::internal::ReadObjToTriangleSurfaceMesh(
                                  mesh->source(), mesh->scale3()),
                              density);
  }
  if (const auto* convex = dynamic_cast<const geometry::Convex*>(&shape)) {
    const auto hull =
        geometry::internal::LoadConvexMesh(convex->source(), convex->scale3());
    std::vector<geometry::SurfaceTriangle> triangles;
    triangles.reserve(hull->triangles.size());
    for (const auto& t : hull->triangles) {
      triangles.emplace_back(t[0], t[1], t[2]);
    }
    std::vector<Vector3d> vertices = hull->vertices;
    return CalcSpatialInertia(geometry::TriangleSurfaceMesh<double>(
                                  std::move(triangles), std::move(vertices)),
                              density);
  }
  if (dynamic_cast<const geometry::MeshcatCone*>(&shape) != nullptr) {
    throw std::logic_error(
        "CalcSpatialInertia(): a MeshcatCone is not supported (as in Drake).");
  }
  throw std::logic_error(fmt::format(
      "CalcSpatialInertia(): a {} has no finite volume, so it has no spatial "
      "inertia.",
      shape.type_name()));
}

}  // namespace multibody
}  // namespace drake
