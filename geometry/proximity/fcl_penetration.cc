#include "drake/geometry/proximity/fcl_penetration.h"

#include <memory>
#include <stdexcept>
#include <vector>

#include "drake/geometry/proximity/convex_mesh.h"

#ifdef MALLARD_HAVE_FCL
#include <fcl/geometry/shape/convex.h>
#include <fcl/narrowphase/collision.h>
#include <fcl/narrowphase/collision_object.h>
#endif

namespace drake {
namespace geometry {
namespace internal {
namespace {

bool FclHandlesKind(ShapeKind kind) {
  switch (kind) {
    case ShapeKind::kSphere:
    case ShapeKind::kBox:
    case ShapeKind::kCapsule:
    case ShapeKind::kCylinder:
    case ShapeKind::kEllipsoid:
    case ShapeKind::kHalfSpace:
    case ShapeKind::kMesh:
    case ShapeKind::kConvex:
      return true;
    default:
      return false;
  }
}

#ifdef MALLARD_HAVE_FCL
std::shared_ptr<fcl::CollisionGeometryd> MakeFclShape(
    const ShapeSummary& shape) {
  const Vector3<double>& d = shape.dims;
  switch (shape.kind) {
    case ShapeKind::kSphere:
      return std::make_shared<fcl::Sphered>(d(0));
    case ShapeKind::kBox:
      return std::make_shared<fcl::Boxd>(2 * d(0), 2 * d(1), 2 * d(2));
    case ShapeKind::kCapsule:
      return std::make_shared<fcl::Capsuled>(d(0), 2 * d(1));
    case ShapeKind::kCylinder:
      return std::make_shared<fcl::Cylinderd>(d(0), 2 * d(1));
    case ShapeKind::kEllipsoid:
      return std::make_shared<fcl::Ellipsoidd>(d(0), d(1), d(2));
    case ShapeKind::kHalfSpace:
      // z <= 0 in the shape's frame.
      return std::make_shared<fcl::Halfspaced>(Vector3<double>::UnitZ(), 0.0);
    case ShapeKind::kMesh:
    case ShapeKind::kConvex: {
      // The convex hull (a Mesh is represented by its hull here too).
      if (shape.convex == nullptr) break;
      auto vertices = std::make_shared<const std::vector<Vector3<double>>>(
          shape.convex->vertices);
      auto faces = std::make_shared<std::vector<int>>();
      faces->reserve(4 * shape.convex->triangles.size());
      for (const auto& t : shape.convex->triangles) {
        faces->insert(faces->end(), {3, t[0], t[1], t[2]});
      }
      return std::make_shared<fcl::Convexd>(
          vertices, static_cast<int>(shape.convex->triangles.size()), faces);
    }
    default:
      break;
  }
  throw std::logic_error("MakeFclShape(): unsupported shape " +
                         shape.type_name);
}
#endif

}  // namespace

bool IsFclPenetrationSupported(ShapeKind a, ShapeKind b) {
#ifdef MALLARD_HAVE_FCL
  if (a == ShapeKind::kHalfSpace && b == ShapeKind::kHalfSpace) return false;
  return FclHandlesKind(a) && FclHandlesKind(b);
#else
  (void)a;
  (void)b;
  (void)&FclHandlesKind;
  return false;
#endif
}

std::optional<PenetrationAsPointPair<double>> CalcPenetrationWithFcl(
    GeometryId id_A, const ShapeSummary& shape_A,
    const math::RigidTransform<double>& X_WA, GeometryId id_B,
    const ShapeSummary& shape_B, const math::RigidTransform<double>& X_WB) {
#ifdef MALLARD_HAVE_FCL
  fcl::CollisionObjectd object_A(MakeFclShape(shape_A),
                                 X_WA.rotation().matrix(), X_WA.translation());
  fcl::CollisionObjectd object_B(MakeFclShape(shape_B),
                                 X_WB.rotation().matrix(), X_WB.translation());
  fcl::CollisionRequestd request(1, true);
  request.gjk_solver_type = fcl::GJKSolverType::GST_LIBCCD;
  fcl::CollisionResultd result;
  fcl::collide(&object_A, &object_B, request, result);
  if (!result.isCollision()) return std::nullopt;
  const fcl::Contactd& contact = result.getContact(0);
  if (!(contact.penetration_depth > 0)) return std::nullopt;
  // FCL's normal points from A into B and its position is midway between
  // the two deepest points.
  const Vector3<double> n_AB = contact.normal.normalized();
  const double depth = contact.penetration_depth;
  PenetrationAsPointPair<double> pair;
  pair.id_A = id_A;
  pair.id_B = id_B;
  pair.depth = depth;
  pair.nhat_BA_W = -n_AB;
  pair.p_WCa = contact.pos + 0.5 * depth * n_AB;
  pair.p_WCb = contact.pos - 0.5 * depth * n_AB;
  return pair;
#else
  throw std::logic_error(
      "CalcPenetrationWithFcl(): this build has no FCL (libfcl-dev).");
#endif
}

}  // namespace internal
}  // namespace geometry
}  // namespace drake
