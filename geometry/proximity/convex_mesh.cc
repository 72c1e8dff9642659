#include "drake/geometry/proximity/convex_mesh.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>
#include <map>
#include <sstream>
#include <stdexcept>

#include <fmt/format.h>

#include "drake/geometry/proximity/mesh_source_contents.h"
#include "drake/geometry/proximity/vtk_to_volume_mesh.h"

namespace drake {
namespace geometry {
namespace internal {
namespace {

// Parses a whole token as a double; false if it is not one.
bool ParseDouble(const std::string& token, double* value) {
  const char* begin = token.data();
  const char* end = begin + token.size();
  auto [ptr, ec] = std::from_chars(begin, end, *value);
  return ec == std::errc() && ptr == end && std::isfinite(*value);
}

// Parses the leading vertex index of a face token "i", "i/j", "i//k",
// "i/j/k"; false if it is not a nonzero integer.
bool ParseFaceIndex(const std::string& token, long* index) {
  const size_t slash = token.find('/');
  const std::string head = token.substr(0, slash);
  if (head.empty()) return false;
  const char* begin = head.data();
  const char* end = begin + head.size();
  auto [ptr, ec] = std::from_chars(begin, end, *index);
  return ec == std::errc() && ptr == end && *index != 0;
}

}  // namespace

std::vector<Vector3<double>> ReadObjVertices(const MeshSource& source,
                                             const Vector3<double>& scale3) {
  std::istringstream file(ReadMeshSourceContents(source, "OBJ"));
  const std::string filename = source.description();
  std::vector<Vector3<double>> vertices;
  // Positive face indices are checked once all vertices are known.
  std::vector<std::pair<long, int>> positive_refs;  // (index, line)
  std::string line;
  int line_number = 0;
  while (std::getline(file, line)) {
    ++line_number;
    const size_t hash = line.find('#');
    if (hash != std::string::npos) line.resize(hash);
    std::istringstream in(line);
    std::string keyword;
    if (!(in >> keyword)) continue;
    std::vector<std::string> tokens;
    for (std::string token; in >> token;) tokens.push_back(token);
    if (keyword == "v") {
      Vector3<double> p;
      bool ok = tokens.size() >= 3;
      for (int i = 0; ok && i < 3; ++i) ok = ParseDouble(tokens[i], &p(i));
      if (!ok) {
        throw std::runtime_error(fmt::format(
            "{}:{}: a vertex line needs three numbers 'v x y z'; got '{}'.",
            filename, line_number, line));
      }
      vertices.push_back(scale3.cwiseProduct(p));
    } else if (keyword == "f") {
      if (tokens.size() < 3) {
        throw std::runtime_error(fmt::format(
            "{}:{}: a face line needs at least three vertex indices; got "
            "'{}'.",
            filename, line_number, line));
      }
      for (const std::string& token : tokens) {
        long index = 0;
        if (!ParseFaceIndex(token, &index)) {
          throw std::runtime_error(fmt::format(
              "{}:{}: '{}' is not a face vertex reference (a nonzero "
              "integer, optionally followed by /texture/normal indices).",
              filename, line_number, token));
        }
        if (index < 0 && -index > static_cast<long>(vertices.size())) {
          throw std::runtime_error(fmt::format(
              "{}:{}: the relative vertex index {} refers before the first "
              "vertex ({} vertices so far).",
              filename, line_number, index, vertices.size()));
        }
        if (index > 0) positive_refs.emplace_back(index, line_number);
      }
    }
    // Everything else (vn, vt, g, o, s, l, mtllib, usemtl, ...) is ignored.
  }
  for (const auto& [index, ref_line] : positive_refs) {
    if (index > static_cast<long>(vertices.size())) {
      throw std::runtime_error(fmt::format(
          "{}:{}: the face refers to vertex {} but the file has only {} "
          "vertices.",
          filename, ref_line, index, vertices.size()));
    }
  }
  if (vertices.empty()) {
    throw std::runtime_error(fmt::format(
        "The OBJ file '{}' has no vertices ('v x y z' lines).", filename));
  }
  return vertices;
}

int ConvexMesh::Support(const Vector3<double>& n_G) const {
  int best = 0;
  double best_value = -std::numeric_limits<double>::infinity();
  for (int i = 0; i < static_cast<int>(vertices.size()); ++i) {
    const double value = n_G.dot(vertices[i]);
    if (value > best_value) {
      best_value = value;
      best = i;
    }
  }
  return best;
}

ConvexMesh MakeConvexHull(const std::vector<Vector3<double>>& points,
                          const std::string& description) {
  const int n = static_cast<int>(points.size());
  auto throw_degenerate = [&]() {
    throw std::runtime_error(fmt::format(
        "The convex hull of {} cannot be computed: its {} vertices do not "
        "span a volume (fewer than four, or all coplanar).",
        description, n));
  };
  if (n < 4) throw_degenerate();
  Vector3<double> lo = points[0], hi = points[0];
  for (const auto& p : points) {
    lo = lo.cwiseMin(p);
    hi = hi.cwiseMax(p);
  }
  // Distances below this count as zero (relative to the points' extent).
  const double eps = 1e-10 * std::max((hi - lo).norm(), 1e-300);

  // the initial tetrahedron: extreme point, farthest point, farthest from
  // their line, farthest from their plane.
  int i0 = 0;
  for (int i = 1; i < n; ++i) {
    if (points[i](0) < points[i0](0)) i0 = i;
  }
  int i1 = i0;
  double best = 0;
  for (int i = 0; i < n; ++i) {
    const double d = (points[i] - points[i0]).norm();
    if (d > best) best = d, i1 = i;
  }
  if (best <= eps) throw_degenerate();
  const Vector3<double> u = (points[i1] - points[i0]).normalized();
  int i2 = i0;
  best = 0;
  for (int i = 0; i < n; ++i) {
    const double d = (points[i] - points[i0]).cross(u).norm();
    if (d > best) best = d, i2 = i;
  }
  if (best <= eps) throw_degenerate();
  const Vector3<double> w =
      (points[i1] - points[i0]).cross(points[i2] - points[i0]).normalized();
  int i3 = i0;
  best = 0;
  for (int i = 0; i < n; ++i) {
    const double d = std::abs(w.dot(points[i] - points[i0]));
    if (d > best) best = d, i3 = i;
  }
  if (best <= eps) throw_degenerate();
  const Vector3<double> interior =
      (points[i0] + points[i1] + points[i2] + points[i3]) / 4;

  struct Face {
    std::array<int, 3> v;
    Vector3<double> normal;
    double offset;
    bool alive;
  };
  std::vector<Face> faces;
  auto add_face = [&](int a, int b, int c) {
    Face f{{a, b, c}, Vector3<double>::Zero(), 0, true};
    Vector3<double> normal =
        (points[b] - points[a]).cross(points[c] - points[a]);
    const double norm = normal.norm();
    // Slivers keep a zero normal: they are never "visible".
    if (norm > 0) normal /= norm;
    if (normal.dot(interior - points[a]) > 0) {
      std::swap(f.v[1], f.v[2]);
      normal = -normal;
    }
    f.normal = normal;
    f.offset = normal.dot(points[f.v[0]]);
    faces.push_back(f);
  };
  add_face(i0, i1, i2);
  add_face(i0, i1, i3);
  add_face(i0, i2, i3);
  add_face(i1, i2, i3);

  // add each point outside the current hull: remove the faces it sees and
  // close the hole with faces from the horizon to the point.
  std::map<std::pair<int, int>, int> visible_edges;
  for (int p = 0; p < n; ++p) {
    if (p == i0 || p == i1 || p == i2 || p == i3) continue;
    visible_edges.clear();
    bool any = false;
    for (Face& f : faces) {
      if (!f.alive) continue;
      if (f.normal.dot(points[p]) - f.offset > eps) {
        f.alive = false;
        any = true;
        for (int k = 0; k < 3; ++k) {
          ++visible_edges[{f.v[k], f.v[(k + 1) % 3]}];
        }
      }
    }
    if (!any) continue;
    for (const auto& [edge, count] : visible_edges) {
      if (visible_edges.count({edge.second, edge.first}) > 0) continue;
      // A horizon edge keeps its orientation in the new face.
      Face f{{edge.first, edge.second, p}, Vector3<double>::Zero(), 0, true};
      Vector3<double> normal = (points[edge.second] - points[edge.first])
                                   .cross(points[p] - points[edge.first]);
      const double norm = normal.norm();
      if (norm > 0) normal /= norm;
      f.normal = normal;
      f.offset = normal.dot(points[p]);
      faces.push_back(f);
    }
    // Drop dead faces now and then to keep the scan short.
    if (faces.size() > 64) {
      faces.erase(std::remove_if(faces.begin(), faces.end(),
                                 [](const Face& f) { return !f.alive; }),
                  faces.end());
    }
  }

  // compact: keep the used points as the hull's vertices.
  ConvexMesh hull;
  std::vector<int> new_index(n, -1);
  for (const Face& f : faces) {
    // (slivers, with a zero normal, bound nothing.)
    if (!f.alive || f.normal.squaredNorm() == 0) continue;
    std::array<int, 3> t;
    for (int k = 0; k < 3; ++k) {
      int& index = new_index[f.v[k]];
      if (index < 0) {
        index = static_cast<int>(hull.vertices.size());
        hull.vertices.push_back(points[f.v[k]]);
      }
      t[k] = index;
    }
    hull.triangles.push_back(t);
    hull.normals.push_back(f.normal);
    hull.offsets.push_back(f.offset);
  }
  // edges between non-coplanar triangles.
  std::map<std::pair<int, int>, int> edge_face;
  for (int i = 0; i < static_cast<int>(hull.triangles.size()); ++i) {
    const auto& t = hull.triangles[i];
    for (int k = 0; k < 3; ++k) edge_face[{t[k], t[(k + 1) % 3]}] = i;
  }
  for (const auto& [edge, face] : edge_face) {
    if (edge.first > edge.second) continue;
    auto twin = edge_face.find({edge.second, edge.first});
    if (twin != edge_face.end() &&
        hull.normals[face].dot(hull.normals[twin->second]) > 1 - 1e-12) {
      continue;
    }
    hull.edges.push_back(edge);
  }
  // distinct directions (up to sign) of the faces and the edges.
  auto add_distinct = [](std::vector<Vector3<double>>* axes,
                         const Vector3<double>& axis) {
    for (const auto& a : *axes) {
      if (a.cross(axis).norm() < 1e-12) return;
    }
    axes->push_back(axis);
  };
  for (const auto& normal : hull.normals) {
    add_distinct(&hull.face_axes, normal);
  }
  for (const auto& [a, b] : hull.edges) {
    add_distinct(&hull.edge_axes,
                 (hull.vertices[b] - hull.vertices[a]).normalized());
  }
  Vector3<double> box_lo = hull.vertices[0], box_hi = hull.vertices[0];
  for (const auto& v : hull.vertices) {
    box_lo = box_lo.cwiseMin(v);
    box_hi = box_hi.cwiseMax(v);
  }
  hull.box_center = (box_lo + box_hi) / 2;
  hull.box_half = (box_hi - box_lo) / 2;
  return hull;
}

ConvexMesh MakeBoxHull(const Vector3<double>& half) {
  std::vector<Vector3<double>> corners;
  corners.reserve(8);
  for (int i = 0; i < 8; ++i) {
    corners.emplace_back((i & 1 ? 1 : -1) * half(0), (i & 2 ? 1 : -1) * half(1),
                         (i & 4 ? 1 : -1) * half(2));
  }
  return MakeConvexHull(corners, "a box");
}

std::shared_ptr<const ConvexMesh> LoadConvexMesh(
    const MeshSource& source, const Vector3<double>& scale3) {
  // (A .vtk volume mesh's hull is that of its vertices, as Drake's.)
  const std::string& extension = source.extension();
  if (extension != ".obj" && extension != ".vtk") {
    throw std::runtime_error(fmt::format(
        "Cannot compute the convex hull of '{}': only .obj and .vtk meshes "
        "are supported, not '{}'.",
        source.description(), extension));
  }
  std::vector<Vector3<double>> vertices =
      extension == ".vtk" ? ReadVtkToVolumeMesh(source, scale3).vertices()
                          : ReadObjVertices(source, scale3);
  return std::make_shared<const ConvexMesh>(
      MakeConvexHull(vertices, fmt::format("'{}'", source.description())));
}

}  // namespace internal
}  // namespace geometry
}  // namespace drake
