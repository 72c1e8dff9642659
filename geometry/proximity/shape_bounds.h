#pragma once

/// @file
/// (Internal) ShapeBounds: a registered geometry's convex hull and oriented
/// bounding box in its frame G, as SceneGraphInspector::GetConvexHull() and
/// GetObbInGeometryFrame() report them.

#include <memory>
#include <mutex>
#include <optional>

#include "drake/common/drake_copyable.h"
#include "drake/geometry/proximity/convex_mesh.h"
#include "drake/geometry/proximity/obb.h"
#include "drake/geometry/proximity/polygon_surface_mesh.h"
#include "drake/geometry/shape_specification.h"

namespace drake {
namespace geometry {
namespace internal {

/// The hull and OBB of one shape, made when the geometry is registered or
/// its shape changes. Primitives get their OBB in closed form at once (a
/// HalfSpace has none) and have no hull. A Mesh or Convex has both, made
/// from its file's scaled vertices on the first request (reading and
/// hulling a large visual mesh at registration would slow every model
/// load for a query few programs make); the request is thread-safe and
/// the result shared by the copies of the state that hold this object.
class ShapeBounds {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(ShapeBounds);

  /// Bounds for `shape` (cloned). `hull`, if given, is the shape's convex
  /// hull already loaded (the proximity role's), reused instead of
  /// re-reading the file.
  ShapeBounds(const Shape& shape, std::shared_ptr<const ConvexMesh> hull);

  /// The convex hull (a Mesh or Convex), or nullptr (other shapes). Throws
  /// std::runtime_error naming the file if it cannot be read or hulled.
  const PolygonSurfaceMesh<double>* GetConvexHull() const;

  /// The OBB in G, or nullopt for a HalfSpace. Throws as GetConvexHull().
  const std::optional<Obb>& GetObb() const;

 private:
  void LoadHullOnce() const;

  std::unique_ptr<Shape> shape_;
  bool has_hull_{false};
  mutable std::shared_ptr<const ConvexMesh> convex_;
  mutable std::once_flag hull_once_;
  mutable std::unique_ptr<const PolygonSurfaceMesh<double>> hull_;
  mutable std::optional<Obb> obb_;
};

/// The hull as a polygon mesh: coplanar triangles merged into one polygon
/// per face (counter-clockwise seen from outside), the vertices kept.
PolygonSurfaceMesh<double> MakePolygonHull(const ConvexMesh& hull);

}  // namespace internal
}  // namespace geometry
}  // namespace drake
