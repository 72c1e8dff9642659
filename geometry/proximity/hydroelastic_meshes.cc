#include "drake/geometry/proximity/hydroelastic_meshes.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <sstream>
#include <stdexcept>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "drake/geometry/proximity/mesh_source_contents.h"

namespace drake {
namespace geometry {
namespace internal {
namespace {

using Eigen::Vector3d;

// The most divisions of one edge or circumference: 10⁴ (a 1 m edge at a
// 0.1 mm hint) already makes a box face of 2·10⁸ triangles. Beyond it the
// mesh could not be held in memory, and the int conversion below would be
// undefined; a clear message says what to change instead.
constexpr double kMaxDivisions = 1e4;

int Divisions(double length, double resolution_hint, int minimum) {
  const double divisions = std::ceil(length / resolution_hint - 1e-9);
  if (!(divisions <= kMaxDivisions)) {
    throw std::logic_error(fmt::format(
        "Hydroelastic mesh: a resolution_hint of {} m is too small for a "
        "length of {} m: it asks for {} divisions along one edge, more than "
        "the {} allowed; use a larger resolution_hint",
        resolution_hint, length, divisions, kMaxDivisions));
  }
  return std::max(minimum, static_cast<int>(divisions));
}

// A closed surface of revolution about Sz from rings (z, r) listed from
// bottom to top; a ring of radius 0 is a single pole vertex. Consecutive
// rings are joined by quads (two triangles each), outward-facing when
// the profile runs bottom → top on the outside.
TriangleSurfaceMesh<double> MakeRevolvedMesh(
    const std::vector<std::pair<double, double>>& rings, int n) {
  std::vector<Vector3d> vertices;
  std::vector<int> first;  // first vertex of each ring
  for (const auto& [z, r] : rings) {
    first.push_back(static_cast<int>(vertices.size()));
    if (r == 0) {
      vertices.emplace_back(0, 0, z);
      continue;
    }
    for (int i = 0; i < n; ++i) {
      const double theta = 2 * M_PI * i / n;
      vertices.emplace_back(r * std::cos(theta), r * std::sin(theta), z);
    }
  }
  auto index = [&](int k, int i) {
    return rings[k].second == 0 ? first[k] : first[k] + (i % n);
  };
  std::vector<SurfaceTriangle> triangles;
  for (int k = 0; k + 1 < static_cast<int>(rings.size()); ++k) {
    for (int i = 0; i < n; ++i) {
      const int a = index(k, i), b = index(k, i + 1);
      const int c = index(k + 1, i), d = index(k + 1, i + 1);
      if (a != b) triangles.emplace_back(a, b, d);
      if (c != d) triangles.emplace_back(a, d, c);
    }
  }
  return TriangleSurfaceMesh<double>(std::move(triangles), std::move(vertices));
}

// Appends the rings of a flat disk cap at height z from radius 0 out to
// `radius` (bottom cap, `outward` = true) or from `radius` in to 0 (top).
void AppendCap(double z, double radius, int nr, bool outward,
               std::vector<std::pair<double, double>>* rings) {
  for (int j = 0; j <= nr; ++j) {
    const double r = radius * (outward ? j : nr - j) / nr;
    rings->emplace_back(z, r);
  }
}

}  // namespace

TriangleSurfaceMesh<double> MakeSphereSurfaceMesh(double radius,
                                                  double resolution_hint) {
  DRAKE_DEMAND(radius > 0 && resolution_hint > 0);
  std::vector<Vector3d> vertices{{1, 0, 0},  {-1, 0, 0}, {0, 1, 0},
                                 {0, -1, 0}, {0, 0, 1},  {0, 0, -1}};
  std::vector<std::array<int, 3>> triangles;
  for (int sx : {0, 1}) {
    for (int sy : {2, 3}) {
      for (int sz : {4, 5}) {
        // (x, y, z) is counter-clockwise from outside when the octant has
        // an even number of negative axes.
        const bool even = ((sx == 1) + (sy == 3) + (sz == 5)) % 2 == 0;
        triangles.push_back(even ? std::array<int, 3>{sx, sy, sz}
                                 : std::array<int, 3>{sx, sz, sy});
      }
    }
  }
  // Refine until the (unit-sphere) edge √2/2ᴸ, scaled by R, is within
  // the hint.
  int levels = 0;
  while (levels < kMaxSphereRefinement &&
         radius * std::sqrt(2.0) / (1 << levels) > resolution_hint) {
    ++levels;
  }
  for (int level = 0; level < levels; ++level) {
    std::map<std::pair<int, int>, int> midpoints;
    auto midpoint = [&](int a, int b) {
      const std::pair<int, int> key(std::min(a, b), std::max(a, b));
      auto it = midpoints.find(key);
      if (it != midpoints.end()) return it->second;
      vertices.push_back((vertices[a] + vertices[b]).normalized());
      const int index = static_cast<int>(vertices.size()) - 1;
      midpoints.emplace(key, index);
      return index;
    };
    std::vector<std::array<int, 3>> refined;
    refined.reserve(4 * triangles.size());
    for (const auto& [a, b, c] : triangles) {
      const int ab = midpoint(a, b), bc = midpoint(b, c), ca = midpoint(c, a);
      refined.push_back({a, ab, ca});
      refined.push_back({ab, b, bc});
      refined.push_back({ca, bc, c});
      refined.push_back({ab, bc, ca});
    }
    triangles = std::move(refined);
  }
  for (Vector3d& v : vertices) v *= radius;
  std::vector<SurfaceTriangle> faces;
  faces.reserve(triangles.size());
  for (const auto& [a, b, c] : triangles) faces.emplace_back(a, b, c);
  return TriangleSurfaceMesh<double>(std::move(faces), std::move(vertices));
}

TriangleSurfaceMesh<double> MakeEllipsoidSurfaceMesh(double a, double b,
                                                     double c,
                                                     double resolution_hint) {
  const double largest = std::max({a, b, c});
  const TriangleSurfaceMesh<double> unit =
      MakeSphereSurfaceMesh(1.0, resolution_hint / largest);
  std::vector<Vector3d> vertices = unit.vertices();
  for (Vector3d& v : vertices) v = v.cwiseProduct(Vector3d(a, b, c));
  std::vector<SurfaceTriangle> faces = unit.triangles();
  return TriangleSurfaceMesh<double>(std::move(faces), std::move(vertices));
}

TriangleSurfaceMesh<double> MakeBoxSurfaceMesh(const Vector3d& size,
                                               double resolution_hint) {
  DRAKE_DEMAND((size.array() > 0).all() && resolution_hint > 0);
  const Vector3d h = size / 2;
  std::vector<Vector3d> vertices;
  std::vector<SurfaceTriangle> triangles;
  // Each face: corner o and edge vectors u, v with u × v outward.
  auto add_face = [&](const Vector3d& o, const Vector3d& u, const Vector3d& v) {
    const int nu = Divisions(u.norm(), resolution_hint, 1);
    const int nv = Divisions(v.norm(), resolution_hint, 1);
    const int base = static_cast<int>(vertices.size());
    for (int j = 0; j <= nv; ++j) {
      for (int i = 0; i <= nu; ++i) {
        vertices.push_back(o + u * i / nu + v * j / nv);
      }
    }
    auto at = [&](int i, int j) { return base + j * (nu + 1) + i; };
    for (int j = 0; j < nv; ++j) {
      for (int i = 0; i < nu; ++i) {
        triangles.emplace_back(at(i, j), at(i + 1, j), at(i + 1, j + 1));
        triangles.emplace_back(at(i, j), at(i + 1, j + 1), at(i, j + 1));
      }
    }
  };
  const Vector3d X(2 * h.x(), 0, 0), Y(0, 2 * h.y(), 0), Z(0, 0, 2 * h.z());
  add_face(Vector3d(h.x(), -h.y(), -h.z()), Y, Z);  // +x
  add_face(-h, Z, Y);                               // −x
  add_face(Vector3d(-h.x(), h.y(), -h.z()), Z, X);  // +y
  add_face(-h, X, Z);                               // −y
  add_face(Vector3d(-h.x(), -h.y(), h.z()), X, Y);  // +z
  add_face(-h, Y, X);                               // −z
  return TriangleSurfaceMesh<double>(std::move(triangles), std::move(vertices));
}

TriangleSurfaceMesh<double> MakeCylinderSurfaceMesh(double radius,
                                                    double length,
                                                    double resolution_hint) {
  DRAKE_DEMAND(radius > 0 && length > 0 && resolution_hint > 0);
  const int n = Divisions(2 * M_PI * radius, resolution_hint, 3);
  const int nz = Divisions(length, resolution_hint, 1);
  const int nr = Divisions(radius, resolution_hint, 1);
  std::vector<std::pair<double, double>> rings;
  AppendCap(-length / 2, radius, nr, true, &rings);
  for (int k = 1; k < nz; ++k) {
    rings.emplace_back(-length / 2 + length * k / nz, radius);
  }
  AppendCap(length / 2, radius, nr, false, &rings);
  return MakeRevolvedMesh(rings, n);
}

TriangleSurfaceMesh<double> MakeCapsuleSurfaceMesh(double radius, double length,
                                                   double resolution_hint) {
  DRAKE_DEMAND(radius > 0 && length >= 0 && resolution_hint > 0);
  const int n = Divisions(2 * M_PI * radius, resolution_hint, 3);
  const int nz = Divisions(length, resolution_hint, 1);
  const int nphi = Divisions(M_PI * radius / 2, resolution_hint, 2);
  std::vector<std::pair<double, double>> rings;
  for (int m = nphi; m >= 1; --m) {  // bottom pole up to the equator
    const double phi = M_PI / 2 * m / nphi;
    rings.emplace_back(-length / 2 - radius * std::sin(phi),
                       m == nphi ? 0.0 : radius * std::cos(phi));
  }
  if (length > 0) {
    for (int k = 0; k <= nz; ++k) {
      rings.emplace_back(-length / 2 + length * k / nz, radius);
    }
  } else {
    rings.emplace_back(0.0, radius);
  }
  for (int m = 1; m <= nphi; ++m) {  // equator up to the top pole
    const double phi = M_PI / 2 * m / nphi;
    rings.emplace_back(length / 2 + radius * std::sin(phi),
                       m == nphi ? 0.0 : radius * std::cos(phi));
  }
  return MakeRevolvedMesh(rings, n);
}

TriangleSurfaceMesh<double> ReadObjToTriangleSurfaceMesh(
    const MeshSource& source, const Vector3d& scale3) {
  std::istringstream in(ReadMeshSourceContents(source, "OBJ"));
  const std::string filename = source.description();
  const bool mirrored = scale3.x() * scale3.y() * scale3.z() < 0;
  std::vector<Vector3d> vertices;
  std::vector<SurfaceTriangle> triangles;
  std::string line;
  int line_number = 0;
  while (std::getline(in, line)) {
    ++line_number;
    std::istringstream words(line);
    std::string tag;
    if (!(words >> tag)) continue;
    if (tag == "v") {
      Vector3d p;
      if (!(words >> p.x() >> p.y() >> p.z())) {
        throw std::runtime_error(
            fmt::format("{}:{}: a vertex line needs three numbers.", filename,
                        line_number));
      }
      vertices.push_back(scale3.cwiseProduct(p));
    } else if (tag == "f") {
      std::vector<int> face;
      std::string token;
      while (words >> token) {
        int index = 0;
        try {
          index = std::stoi(token.substr(0, token.find('/')));
        } catch (const std::exception&) {
          index = 0;
        }
        const int count = static_cast<int>(vertices.size());
        const int resolved = index > 0 ? index - 1 : count + index;
        if (index == 0 || resolved < 0 || resolved >= count) {
          throw std::runtime_error(
              fmt::format("{}:{}: the face names no existing vertex with '{}'.",
                          filename, line_number, token));
        }
        face.push_back(resolved);
      }
      if (face.size() < 3) {
        throw std::runtime_error(
            fmt::format("{}:{}: a face needs at least three vertices.",
                        filename, line_number));
      }
      for (size_t k = 1; k + 1 < face.size(); ++k) {
        if (mirrored) {
          triangles.emplace_back(face[0], face[k + 1], face[k]);
        } else {
          triangles.emplace_back(face[0], face[k], face[k + 1]);
        }
      }
    }
  }
  if (triangles.empty()) {
    throw std::runtime_error(
        fmt::format("The OBJ file '{}' has no face.", filename));
  }
  return TriangleSurfaceMesh<double>(std::move(triangles), std::move(vertices));
}

VolumeMesh<double> MakeStarVolumeMesh(
    const TriangleSurfaceMesh<double>& surface, const Vector3d& p_SC) {
  std::vector<Vector3d> vertices;
  vertices.reserve(surface.num_vertices() + 1);
  vertices.push_back(p_SC);
  for (const Vector3d& v : surface.vertices()) vertices.push_back(v);
  std::vector<VolumeElement> tetrahedra;
  tetrahedra.reserve(surface.num_triangles());
  for (const SurfaceTriangle& t : surface.triangles()) {
    // The reversed triangle faces C, as VolumeElement requires.
    tetrahedra.emplace_back(t.vertex(0) + 1, t.vertex(2) + 1, t.vertex(1) + 1,
                            0);
  }
  return VolumeMesh<double>(std::move(tetrahedra), std::move(vertices));
}

VolumeMeshFieldLinear<double, double> MakeStarPressureField(
    const VolumeMesh<double>* mesh, double hydroelastic_modulus) {
  DRAKE_DEMAND(mesh != nullptr && hydroelastic_modulus > 0);
  std::vector<double> values(mesh->num_vertices(), 0.0);
  values[0] = hydroelastic_modulus;
  return VolumeMeshFieldLinear<double, double>(std::move(values), mesh);
}

}  // namespace internal
}  // namespace geometry
}  // namespace drake
