#include "drake/geometry/proximity/shape_bounds.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <filesystem>
#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

namespace drake {
namespace geometry {
namespace internal {

using Eigen::Vector3d;
using math::RigidTransformd;

namespace {

// The OBB of a primitive in closed form: the box of its extents, centred
// on Go and aligned with G (every primitive is symmetric about Go in G).
std::optional<Obb> PrimitiveObb(const Shape& shape) {
  const RigidTransformd X_GB;
  if (const auto* box = dynamic_cast<const Box*>(&shape)) {
    return Obb(X_GB, box->size() / 2);
  }
  if (const auto* sphere = dynamic_cast<const Sphere*>(&shape)) {
    return Obb(X_GB, Vector3d::Constant(sphere->radius()));
  }
  if (const auto* cylinder = dynamic_cast<const Cylinder*>(&shape)) {
    const double r = cylinder->radius();
    return Obb(X_GB, Vector3d(r, r, cylinder->length() / 2));
  }
  if (const auto* capsule = dynamic_cast<const Capsule*>(&shape)) {
    // the hemispherical caps reach r beyond the cylinder's ends
    const double r = capsule->radius();
    return Obb(X_GB, Vector3d(r, r, capsule->length() / 2 + r));
  }
  if (const auto* ellipsoid = dynamic_cast<const Ellipsoid*>(&shape)) {
    return Obb(X_GB, Vector3d(ellipsoid->a(), ellipsoid->b(), ellipsoid->c()));
  }
  if (const auto* cone = dynamic_cast<const MeshcatCone*>(&shape)) {
    // apex at Go, base ellipse (a, b) at z = height: the box spans
    // [−a, a] × [−b, b] × [0, height]
    const double half_height = cone->height() / 2;
    return Obb(RigidTransformd(Vector3d(0, 0, half_height)),
               Vector3d(cone->a(), cone->b(), half_height));
  }
  // HalfSpace (unbounded)
  return std::nullopt;
}

}  // namespace

ShapeBounds::ShapeBounds(const Shape& shape,
                         std::shared_ptr<const ConvexMesh> hull)
    : shape_(shape.Clone()), convex_(std::move(hull)) {
  has_hull_ = dynamic_cast<const Mesh*>(&shape) != nullptr ||
              dynamic_cast<const Convex*>(&shape) != nullptr;
  if (!has_hull_) obb_ = PrimitiveObb(shape);
}

void ShapeBounds::LoadHullOnce() const {
  // (if the loader throws, the flag stays unset and the next request
  // retries, reporting the same error)
  std::call_once(hull_once_, [this]() {
    if (convex_ == nullptr) {
      const auto* mesh = dynamic_cast<const Mesh*>(shape_.get());
      const auto* convex = dynamic_cast<const Convex*>(shape_.get());
      const MeshSource& source =
          mesh != nullptr ? mesh->source() : convex->source();
      const Vector3d& scale3 =
          mesh != nullptr ? mesh->scale3() : convex->scale3();
      if (source.extension() != ".obj") {
        throw std::runtime_error(fmt::format(
            "cannot compute the convex hull of the {} file '{}'; only OBJ "
            "(.obj) files are supported.",
            shape_->type_name(), source.description()));
      }
      convex_ = LoadConvexMesh(source, scale3);
    }
    auto hull = std::make_unique<const PolygonSurfaceMesh<double>>(
        MakePolygonHull(*convex_));
    std::set<int> vertices;
    for (int v = 0; v < hull->num_vertices(); ++v) vertices.insert(v);
    obb_ = ObbMaker<PolygonSurfaceMesh<double>>(*hull, vertices).Compute();
    hull_ = std::move(hull);
  });
}

const PolygonSurfaceMesh<double>* ShapeBounds::GetConvexHull() const {
  if (!has_hull_) return nullptr;
  LoadHullOnce();
  return hull_.get();
}

const std::optional<Obb>& ShapeBounds::GetObb() const {
  if (has_hull_) LoadHullOnce();
  return obb_;
}

PolygonSurfaceMesh<double> MakePolygonHull(const ConvexMesh& hull) {
  const int num_triangles = static_cast<int>(hull.triangles.size());
  // group the triangles by face: same outward normal and offset. The hull's
  // normals are unit; coplanar triangles' normals agree to roundoff, and
  // distinct faces of a hull of a real mesh differ far more than 1e-9 rad.
  double scale = 1.0;
  for (const Vector3d& p : hull.vertices) {
    scale = std::max(scale, p.cwiseAbs().maxCoeff());
  }
  std::vector<int> face_of(num_triangles, -1);
  std::vector<std::vector<int>> faces;
  for (int t = 0; t < num_triangles; ++t) {
    if (face_of[t] >= 0) continue;
    face_of[t] = static_cast<int>(faces.size());
    faces.push_back({t});
    for (int u = t + 1; u < num_triangles; ++u) {
      if (face_of[u] < 0 && hull.normals[t].dot(hull.normals[u]) > 1 - 1e-12 &&
          std::abs(hull.offsets[t] - hull.offsets[u]) <= 1e-12 * scale) {
        face_of[u] = face_of[t];
        faces.back().push_back(u);
      }
    }
  }
  std::vector<int> face_data;
  for (const std::vector<int>& face : faces) {
    // the face's boundary: the directed edges (a, b) of its triangles whose
    // reverse (b, a) is not also among them; chained from a to b they go
    // counter-clockwise around the face
    std::set<std::pair<int, int>> edges;
    for (int t : face) {
      const auto& tri = hull.triangles[t];
      for (int i = 0; i < 3; ++i) edges.insert({tri[i], tri[(i + 1) % 3]});
    }
    std::map<int, int> next;
    for (const auto& [a, b] : edges) {
      if (edges.count({b, a}) == 0) next[a] = b;
    }
    std::vector<int> polygon;
    if (!next.empty()) {
      const int start = next.begin()->first;
      int v = start;
      do {
        polygon.push_back(v);
        const auto it = next.find(v);
        if (it == next.end()) break;
        v = it->second;
      } while (v != start && polygon.size() <= next.size());
      if (v != start || polygon.size() != next.size()) polygon.clear();
    }
    if (polygon.size() >= 3) {
      face_data.push_back(static_cast<int>(polygon.size()));
      face_data.insert(face_data.end(), polygon.begin(), polygon.end());
    } else {
      // (not a simple loop, which a hull's planar face always is; keep its
      // triangles rather than lose the face)
      for (int t : face) {
        const auto& tri = hull.triangles[t];
        face_data.insert(face_data.end(), {3, tri[0], tri[1], tri[2]});
      }
    }
  }
  return PolygonSurfaceMesh<double>(std::move(face_data),
                                    std::vector<Vector3d>(hull.vertices));
}

}  // namespace internal
}  // namespace geometry
}  // namespace drake
