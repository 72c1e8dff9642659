#include "drake/geometry/proximity/hydroelastic_meshes.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <map>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "drake/geometry/proximity/mesh_source_contents.h"
#include "drake/geometry/proximity/volume_to_surface_mesh.h"

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

// Appends the vertices of the ring of radius r at height z about Sz: one
// vertex on the axis if r = 0, otherwise n at angles 2πi/n. Returns the
// index of its first vertex.
int AppendRing(double r, double z, int n, std::vector<Vector3d>* vertices) {
  const int first = static_cast<int>(vertices->size());
  if (r == 0) {
    vertices->emplace_back(0, 0, z);
    return first;
  }
  for (int i = 0; i < n; ++i) {
    const double theta = 2 * M_PI * i / n;
    vertices->emplace_back(r * std::cos(theta), r * std::sin(theta), z);
  }
  return first;
}

// Appends the tetrahedron (a, b, c, d) of `vertices`, reordered to have a
// positive volume; a flat one (zero volume) is left out.
void AppendPositiveTetrahedron(const std::vector<Vector3d>& vertices, int a,
                               int b, int c, int d,
                               std::vector<VolumeElement>* tetrahedra) {
  const double six_volume = (vertices[b] - vertices[a])
                                .cross(vertices[c] - vertices[a])
                                .dot(vertices[d] - vertices[a]);
  if (six_volume > 0) {
    tetrahedra->emplace_back(a, b, c, d);
  } else if (six_volume < 0) {
    tetrahedra->emplace_back(a, c, b, d);
  }
}

// A closed surface of revolution about Sz from rings (z, r) listed from
// bottom to top; a ring of radius 0 is a single pole vertex. Consecutive
// rings are joined by quads (two triangles each), outward-facing when
// the profile runs bottom → top on the outside.
TriangleSurfaceMesh<double> MakeRevolvedMesh(
    const std::vector<std::pair<double, double>>& rings, int n) {
  std::vector<Vector3d> vertices;
  std::vector<int> first;  // first vertex of each ring
  first.reserve(rings.size());
  for (const auto& [z, r] : rings) {
    first.push_back(AppendRing(r, z, n, &vertices));
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

namespace {

// The rings (z, r) of MakeCapsuleSurfaceMesh(), bottom pole to top pole,
// and the number n of vertices per ring.
std::vector<std::pair<double, double>> CapsuleRings(double radius,
                                                    double length,
                                                    double resolution_hint,
                                                    int* n) {
  DRAKE_DEMAND(radius > 0 && length >= 0 && resolution_hint > 0);
  *n = Divisions(2 * M_PI * radius, resolution_hint, 3);
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
  return rings;
}

}  // namespace

TriangleSurfaceMesh<double> MakeCapsuleSurfaceMesh(double radius, double length,
                                                   double resolution_hint) {
  int n = 0;
  const auto rings = CapsuleRings(radius, length, resolution_hint, &n);
  return MakeRevolvedMesh(rings, n);
}

VolumeMesh<double> MakeCapsuleMedialAxisVolumeMesh(double radius, double length,
                                                   double resolution_hint) {
  int n = 0;
  const auto rings = CapsuleRings(radius, length, resolution_hint, &n);
  const TriangleSurfaceMesh<double> surface = MakeRevolvedMesh(rings, n);
  // Vertices: the axis points of the rings at |z| <= length/2 (the axis's
  // ends first), then the surface's.
  std::vector<Vector3d> vertices{Vector3d(0, 0, -length / 2),
                                 Vector3d(0, 0, length / 2)};
  const int num_rings = static_cast<int>(rings.size());
  std::vector<int> axis(num_rings, -1);  // each band ring's axis point
  for (int k = 0; k < num_rings; ++k) {
    const double z = rings[k].first;
    if (z == -length / 2) {
      axis[k] = 0;
    } else if (z == length / 2) {
      axis[k] = 1;
    } else if (std::abs(z) < length / 2) {
      axis[k] = static_cast<int>(vertices.size());
      vertices.emplace_back(0, 0, z);
    }
  }
  const int offset = static_cast<int>(vertices.size());
  for (const Vector3d& v : surface.vertices()) vertices.push_back(v);
  std::vector<VolumeElement> tetrahedra;
  auto add = [&](int a, int b, int c, int d) {
    AppendPositiveTetrahedron(vertices, a, b, c, d, &tetrahedra);
  };
  // The surface vertex i of ring k (a pole is one vertex), as in
  // MakeRevolvedMesh().
  std::vector<int> first;
  int count = 0;
  for (const auto& ring : rings) {
    first.push_back(count);
    count += ring.second == 0 ? 1 : n;
  }
  auto at = [&](int k, int i) {
    return offset + (rings[k].second == 0 ? first[k] : first[k] + (i % n));
  };
  for (int k = 0; k + 1 < num_rings; ++k) {
    const double z0 = rings[k].first, z1 = rings[k + 1].first;
    for (int i = 0; i < n; ++i) {
      const int a = at(k, i), b = at(k, i + 1);
      const int c = at(k + 1, i), d = at(k + 1, i + 1);
      if (z1 <= -length / 2 || z0 >= length / 2) {
        // A hemisphere's band: fanned to its centre.
        const int centre = z1 <= -length / 2 ? 0 : 1;
        if (a != b) add(centre, a, b, d);
        if (c != d) add(centre, a, d, c);
        continue;
      }
      // A cylinder band: the wedge between the axis points A, A′ of its
      // rings and the quad a b d c, as three tetrahedra.
      const int A = axis[k], A1 = axis[k + 1];
      add(A, a, b, d);
      add(A, a, c, d);
      add(A, A1, c, d);
    }
  }
  return VolumeMesh<double>(std::move(tetrahedra), std::move(vertices));
}

VolumeMeshFieldLinear<double, double> MakeCapsulePressureField(
    double radius, double length, const VolumeMesh<double>* mesh,
    double hydroelastic_modulus, double margin) {
  DRAKE_DEMAND(mesh != nullptr && hydroelastic_modulus > 0);
  DRAKE_DEMAND(margin >= 0 && margin < radius);
  const double R = radius - margin;
  std::vector<double> values;
  values.reserve(mesh->num_vertices());
  for (const Vector3d& p : mesh->vertices()) {
    const double z = std::clamp(p.z(), -length / 2, length / 2);
    const double r = (p - Vector3d(0, 0, z)).norm();
    // Vertices on the axis are exactly E; the others lie on the surface
    // (r = radius up to round-off), exactly −E·δ/R.
    values.push_back(r == 0 ? hydroelastic_modulus
                            : -hydroelastic_modulus * margin / R);
  }
  return VolumeMeshFieldLinear<double, double>(std::move(values), mesh);
}

namespace {

// A triangulated profile of a solid of revolution about Sz: vertices (r, z)
// with r >= 0 and triangles of their indices. Revolving it through n equal
// sectors gives a tetrahedral mesh (RevolveProfile()).
struct Profile {
  std::vector<Eigen::Vector2d> points;  // (r, z)
  std::vector<std::array<int, 3>> triangles;
  int Add(double r, double z) {
    points.emplace_back(r, z);
    return static_cast<int>(points.size()) - 1;
  }
};

// The tetrahedra of the solid swept by `profile` about Sz in n sectors. A
// profile vertex on the axis (r = 0) becomes one mesh vertex; any other
// becomes n, at angles 2πi/n (those of MakeRevolvedMesh()). Each profile
// triangle sweeps one prism per sector, split into three tetrahedra so that
// every quadrilateral face is cut along the diagonal through its vertex of
// least index: two prisms sharing the face cut it alike, so the mesh is
// conforming. A prism with axis vertices loses the tetrahedra that repeat
// a vertex (a pyramid keeps two, a prism with an axis edge one).
VolumeMesh<double> RevolveProfile(const Profile& profile, int n) {
  std::vector<Vector3d> vertices;
  std::vector<int> first;  // each profile point's first mesh vertex
  first.reserve(profile.points.size());
  for (const Eigen::Vector2d& point : profile.points) {
    first.push_back(AppendRing(point.x(), point.y(), n, &vertices));
  }
  auto at = [&](int point, int i) {
    return profile.points[point].x() == 0 ? first[point]
                                          : first[point] + (i % n);
  };
  std::vector<VolumeElement> tetrahedra;
  auto add = [&](int a, int b, int c, int d) {
    // A repeated vertex (an axis vertex swept) makes no tetrahedron; its
    // computed volume need not be exactly 0, so test the indices.
    if (a == b || a == c || a == d || b == c || b == d || c == d) return;
    AppendPositiveTetrahedron(vertices, a, b, c, d, &tetrahedra);
  };
  for (const auto& triangle : profile.triangles) {
    for (int i = 0; i < n; ++i) {
      // The prism: bottom (sector start) a0 a1 a2, top (sector end) b0 b1
      // b2, with a_j–b_j its lateral edges.
      std::array<int, 3> a{}, b{};
      for (int j = 0; j < 3; ++j) {
        a[j] = at(triangle[j], i);
        b[j] = at(triangle[j], i + 1);
      }
      // Rotate (and swap bottom and top) so that a0 is the least vertex.
      int least = 0;
      bool in_b = false;
      int least_vertex = a[0];
      for (int j = 0; j < 3; ++j) {
        for (const bool top : {false, true}) {
          const int vertex = top ? b[j] : a[j];
          if (vertex < least_vertex) {
            least_vertex = vertex;
            least = j;
            in_b = top;
          }
        }
      }
      if (in_b) std::swap(a, b);
      std::rotate(a.begin(), a.begin() + least, a.end());
      std::rotate(b.begin(), b.begin() + least, b.end());
      // The faces a0 a1 b1 b0 and a0 a2 b2 b0 are cut through a0; the face
      // a1 a2 b2 b1 through its least vertex.
      const int face_least = std::min({a[1], a[2], b[1], b[2]});
      if (face_least == a[1] || face_least == b[2]) {
        add(a[0], a[1], a[2], b[2]);
        add(a[0], a[1], b[2], b[1]);
      } else {
        add(a[0], a[1], a[2], b[1]);
        add(a[0], b[1], a[2], b[2]);
      }
      add(a[0], b[1], b[2], b[0]);
    }
  }
  return VolumeMesh<double>(std::move(tetrahedra), std::move(vertices));
}

}  // namespace

VolumeMesh<double> MakeCylinderMedialAxisVolumeMesh(double radius,
                                                    double length,
                                                    double resolution_hint) {
  DRAKE_DEMAND(radius > 0 && length > 0 && resolution_hint > 0);
  const double R = radius, h = length / 2;
  const int n = Divisions(2 * M_PI * R, resolution_hint, 3);
  const int nz = Divisions(length, resolution_hint, 1);
  const int nr = Divisions(R, resolution_hint, 1);
  Profile profile;
  // The boundary: each cap's points from its centre out to the rim, the
  // side's points from the bottom rim to the top rim (as
  // MakeCylinderSurfaceMesh()).
  std::vector<int> bottom(nr + 1), top(nr + 1), side(nz + 1);
  for (int j = 0; j <= nr; ++j) {
    bottom[j] = profile.Add(R * j / nr, -h);
    top[j] = profile.Add(R * j / nr, h);
  }
  side[0] = bottom[nr];
  side[nz] = top[nr];
  for (int k = 1; k < nz; ++k) side[k] = profile.Add(R, -h + length * k / nz);
  auto triangle = [&profile](int p, int q, int s) {
    if (p != q && q != s && s != p) profile.triangles.push_back({p, q, s});
  };
  if (h >= R) {
    // A long (or equilateral) cylinder: the medial axis is the segment
    // |z| <= a = h − R on Sz with two cones from its ends to the rims. Each
    // side point (R, z) joins the axis point (0, z·a/h) (the rims join the
    // segment's ends), each cap fans to its end of the segment.
    const double a = h - R;
    std::vector<int> axis(nz + 1);
    for (int k = 0; k <= nz; ++k) {
      const double z = profile.points[side[k]].y() * a / h;
      axis[k] =
          (k > 0 && axis[k - 1] >= 0 && profile.points[axis[k - 1]].y() == z)
              ? axis[k - 1]
              : profile.Add(0, z);
    }
    for (int k = 0; k < nz; ++k) {
      triangle(axis[k], side[k], side[k + 1]);
      triangle(axis[k], side[k + 1], axis[k + 1]);
    }
    for (int j = 0; j < nr; ++j) {
      triangle(axis[0], bottom[j + 1], bottom[j]);
      triangle(axis[nz], top[j], top[j + 1]);
    }
  } else {
    // A short cylinder: the medial axis is the disk r <= ρ = R − h at z = 0
    // with two cones from its rim to the caps' rims. Each cap point (r, ±h)
    // joins the disk point (r·ρ/R, 0); the side fans to the disk's rim.
    const double rho = R - h;
    std::vector<int> disk(nr + 1);
    for (int j = 0; j <= nr; ++j) disk[j] = profile.Add(rho * j / nr, 0);
    for (int j = 0; j < nr; ++j) {
      triangle(disk[j], bottom[j + 1], bottom[j]);
      triangle(disk[j], disk[j + 1], bottom[j + 1]);
      triangle(disk[j], top[j], top[j + 1]);
      triangle(disk[j], top[j + 1], disk[j + 1]);
    }
    for (int k = 0; k < nz; ++k) triangle(disk[nr], side[k], side[k + 1]);
  }
  return RevolveProfile(profile, n);
}

VolumeMeshFieldLinear<double, double> MakeCylinderPressureField(
    double radius, double length, const VolumeMesh<double>* mesh,
    double hydroelastic_modulus, double margin) {
  DRAKE_DEMAND(mesh != nullptr && hydroelastic_modulus > 0);
  const double H = std::min(radius, length / 2);
  DRAKE_DEMAND(margin >= 0 && margin < H);
  std::vector<double> values;
  values.reserve(mesh->num_vertices());
  for (const Vector3d& p : mesh->vertices()) {
    // Every vertex is on the boundary (d = 0) or on the medial axis, where
    // the distance to the boundary is H (see the mesh): the field
    // E·(d − δ)/(H − δ) is E there and −E·δ/(H − δ) on the boundary.
    const double d = std::min(radius - std::hypot(p.x(), p.y()),
                              length / 2 - std::abs(p.z()));
    values.push_back(d > H / 2 ? hydroelastic_modulus
                               : -hydroelastic_modulus * margin / (H - margin));
  }
  return VolumeMeshFieldLinear<double, double>(std::move(values), mesh);
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

namespace {

// The shortest w with n·w ≥ δ for every unit normal n in `normals` (a
// strictly convex QP in ℝ³): its optimum is the least-norm solution of at
// most three of the constraints taken as equalities, so the least-norm
// feasible candidate over the subsets of one, two and three normals is it.
// (Empty if there is no such w: normals that point in opposite directions.)
std::optional<Vector3d> TryShortestOffset(const std::vector<Vector3d>& normals,
                                          double delta) {
  const int n = static_cast<int>(normals.size());
  Vector3d best = Vector3d::Zero();
  double best_norm = std::numeric_limits<double>::infinity();
  auto consider = [&](const Vector3d& w) {
    for (const Vector3d& normal : normals) {
      if (normal.dot(w) < delta * (1 - 1e-9)) return;
    }
    if (w.norm() < best_norm) {
      best_norm = w.norm();
      best = w;
    }
  };
  for (int i = 0; i < n; ++i) {
    consider(delta * normals[i]);
    for (int j = i + 1; j < n; ++j) {
      // w = a·nᵢ + b·nⱼ with nᵢ·w = nⱼ·w = δ: a = b = δ/(1 + nᵢ·nⱼ).
      const double c = normals[i].dot(normals[j]);
      if (c > -1 + 1e-12) consider(delta / (1 + c) * (normals[i] + normals[j]));
      for (int k = j + 1; k < n; ++k) {
        Eigen::Matrix3d N;
        N.row(0) = normals[i];
        N.row(1) = normals[j];
        N.row(2) = normals[k];
        if (std::abs(N.determinant()) < 1e-12) continue;
        consider(N.partialPivLu().solve(Vector3d::Constant(delta)));
      }
    }
  }
  if (!std::isfinite(best_norm)) return std::nullopt;
  return best;
}

// TryShortestOffset() where a solution exists (the faces around a vertex of
// a convex surface).
Vector3d ShortestOffset(const std::vector<Vector3d>& normals, double delta) {
  const std::optional<Vector3d> w = TryShortestOffset(normals, delta);
  DRAKE_DEMAND(w.has_value());
  return *w;
}

// The distance t > 0 at which the ray C + t·u (|u| = 1) crosses the
// triangle (a, b, c), or infinity if it misses it.
double RayTriangle(const Vector3d& p_C, const Vector3d& u, const Vector3d& a,
                   const Vector3d& b, const Vector3d& c) {
  constexpr double kInf = std::numeric_limits<double>::infinity();
  const Vector3d e1 = b - a, e2 = c - a;
  const Vector3d q = u.cross(e2);
  const double det = e1.dot(q);
  if (std::abs(det) < 1e-300) return kInf;
  const Vector3d s = p_C - a;
  const double beta = s.dot(q) / det;
  const Vector3d r = s.cross(e1);
  const double gamma = u.dot(r) / det;
  constexpr double kTol = 1e-9;
  if (beta < -kTol || gamma < -kTol || beta + gamma > 1 + kTol) return kInf;
  const double t = e2.dot(r) / det;
  return t > 0 ? t : kInf;
}

}  // namespace

VolumeMesh<double> MakeInflatedStarVolumeMesh(
    const TriangleSurfaceMesh<double>& surface, const Vector3d& p_SC,
    double margin, double hydroelastic_modulus, std::vector<double>* pressures,
    double* max_displacement) {
  DRAKE_DEMAND(margin > 0 && hydroelastic_modulus > 0 && pressures != nullptr);
  const int num_vertices = surface.num_vertices();
  std::vector<std::vector<int>> faces_of(num_vertices);
  for (int f = 0; f < surface.num_triangles(); ++f) {
    for (int i = 0; i < 3; ++i) {
      faces_of[surface.element(f).vertex(i)].push_back(f);
    }
  }
  VolumeMesh<double> star = MakeStarVolumeMesh(surface, p_SC);
  std::vector<Vector3d> vertices = star.vertices();
  std::vector<VolumeElement> tetrahedra = star.tetrahedra();
  pressures->assign(num_vertices + 1, 0.0);
  (*pressures)[0] = hydroelastic_modulus;
  double largest = 0;
  std::vector<Vector3d> normals;
  for (int v = 0; v < num_vertices; ++v) {
    // The distinct planes around v (a flat face split in triangles counts
    // once).
    normals.clear();
    for (int f : faces_of[v]) {
      const Vector3d& n = surface.face_normal(f);
      bool seen = false;
      for (const Vector3d& m : normals) seen = seen || m.dot(n) > 1 - 1e-12;
      if (!seen) normals.push_back(n);
    }
    if (normals.empty()) continue;  // a vertex of no triangle stays
    const Vector3d w = ShortestOffset(normals, margin);
    largest = std::max(largest, w.norm());
    const Vector3d p_CV = surface.vertex(v) + w - p_SC;
    const double r = p_CV.norm();
    const Vector3d u = p_CV / r;
    // ρ: where the ray from C through the moved vertex leaves the original
    // surface; through one of v's own triangles unless w turned it away.
    double rho = std::numeric_limits<double>::infinity();
    for (int f : faces_of[v]) {
      const SurfaceTriangle& t = surface.element(f);
      rho = std::min(rho, RayTriangle(p_SC, u, surface.vertex(t.vertex(0)),
                                      surface.vertex(t.vertex(1)),
                                      surface.vertex(t.vertex(2))));
    }
    if (!std::isfinite(rho)) {
      // The surface is convex: the exit is the nearest plane ahead.
      for (int f = 0; f < surface.num_triangles(); ++f) {
        const Vector3d& n = surface.face_normal(f);
        const double nu = n.dot(u);
        if (nu <= 1e-12) continue;
        const Vector3d& a = surface.vertex(surface.element(f).vertex(0));
        rho = std::min(rho, n.dot(a - p_SC) / nu);
      }
    }
    DRAKE_DEMAND(std::isfinite(rho) && rho > 0);
    vertices[v + 1] = p_SC + p_CV;
    (*pressures)[v + 1] = hydroelastic_modulus * (1 - r / rho);
  }
  if (max_displacement != nullptr) *max_displacement = largest;
  return VolumeMesh<double>(std::move(tetrahedra), std::move(vertices));
}

VolumeMesh<double> MakeInflatedVolumeMesh(const VolumeMesh<double>& mesh,
                                          double margin,
                                          const std::string& description,
                                          double* max_displacement) {
  DRAKE_DEMAND(margin >= 0 && std::isfinite(margin));
  std::vector<int> boundary;
  const TriangleSurfaceMesh<double> surface =
      ConvertVolumeToSurfaceMeshWithBoundaryVertices(mesh, &boundary);
  std::vector<std::vector<int>> faces_of(surface.num_vertices());
  for (int f = 0; f < surface.num_triangles(); ++f) {
    if (!(surface.area(f) > 0)) continue;  // no normal to honour
    for (int i = 0; i < 3; ++i) {
      faces_of[surface.element(f).vertex(i)].push_back(f);
    }
  }
  std::vector<Vector3d> vertices = mesh.vertices();
  double largest = 0;
  std::vector<Vector3d> normals;
  for (int s = 0; s < surface.num_vertices(); ++s) {
    normals.clear();
    for (int f : faces_of[s]) {
      const Vector3d& n = surface.face_normal(f);
      bool seen = false;
      for (const Vector3d& m : normals) seen = seen || m.dot(n) > 1 - 1e-12;
      if (!seen) normals.push_back(n);
    }
    if (normals.empty() || margin == 0) continue;
    const std::optional<Vector3d> w = TryShortestOffset(normals, margin);
    const Vector3d& p_MV = surface.vertex(s);
    if (!w.has_value()) {
      throw std::logic_error(fmt::format(
          "Cannot inflate {} by the hydroelastic margin {} m: the boundary "
          "faces around its vertex {} at ({}, {}, {}) point in opposite "
          "directions, so no displacement moves the vertex out of all of "
          "them (Drake splits such a vertex; Mallard does not). Use a margin "
          "of 0, or a mesh without faces that touch back to back.",
          description, margin, boundary[s], p_MV.x(), p_MV.y(), p_MV.z()));
    }
    vertices[boundary[s]] += *w;
    largest = std::max(largest, w->norm());
  }
  if (max_displacement != nullptr) *max_displacement = largest;
  std::vector<VolumeElement> tetrahedra = mesh.tetrahedra();
  return VolumeMesh<double>(std::move(tetrahedra), std::move(vertices));
}

VolumeMesh<double> MakeBoxMedialAxisVolumeMesh(const Vector3d& size) {
  DRAKE_DEMAND((size.array() > 0).all());
  const Vector3d h = size / 2;
  const double H = h.minCoeff();
  // Positions that coincide (e.g. medial-axis points of a cube) share one
  // vertex; they are products of the same numbers, so equal exactly (+0
  // and −0 compare equal).
  std::vector<Vector3d> vertices;
  auto index = [&vertices](const Vector3d& p) {
    for (int i = 0; i < static_cast<int>(vertices.size()); ++i) {
      if (vertices[i] == p) return i;
    }
    vertices.push_back(p);
    return static_cast<int>(vertices.size()) - 1;
  };
  std::vector<VolumeElement> tetrahedra;
  const double min_volume = 1e-12 * h.prod();
  // A tetrahedron, oriented as VolumeElement wants (the first three
  // vertices' right-hand normal toward the fourth); flat ones are dropped.
  auto add = [&](int a, int b, int c, int d) {
    const double six_volume = (vertices[b] - vertices[a])
                                  .cross(vertices[c] - vertices[a])
                                  .dot(vertices[d] - vertices[a]);
    if (std::abs(six_volume) <= 6 * min_volume) return;
    if (six_volume > 0) {
      tetrahedra.emplace_back(a, b, c, d);
    } else {
      tetrahedra.emplace_back(a, c, b, d);
    }
  };
  const double kSigns[4][2] = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
  for (int axis = 0; axis < 3; ++axis) {
    const int b = (axis + 1) % 3, c = (axis + 2) % 3;
    for (double s : {1.0, -1.0}) {
      // The face's corners C_k (in order around it), their medial-axis
      // points M_k (each corner moved H inward along every axis), the
      // face's centre F and the centre Mc of its medial-axis part. The
      // region nearest the face is the convex hull of the C_k and M_k.
      Vector3d F = Vector3d::Zero(), Mc = Vector3d::Zero();
      F[axis] = s * h[axis];
      Mc[axis] = s * (h[axis] - H);
      int corner[4], medial[4];
      for (int k = 0; k < 4; ++k) {
        Vector3d p_C, p_M;
        p_C[axis] = s * h[axis];
        p_M[axis] = s * (h[axis] - H);
        p_C[b] = kSigns[k][0] * h[b];
        p_M[b] = kSigns[k][0] * (h[b] - H);
        p_C[c] = kSigns[k][1] * h[c];
        p_M[c] = kSigns[k][1] * (h[c] - H);
        corner[k] = index(p_C);
        medial[k] = index(p_M);
      }
      const int f = index(F), mc = index(Mc);
      // The region is the union of the cones from Mc (a point of it) over
      // its facets that do not contain Mc: the face (fanned from F) and the
      // four medial facets C_k C_k+1 M_k+1 M_k (two triangles each; flat
      // cones, where Mc lies on the facet, drop out in add()).
      for (int k = 0; k < 4; ++k) {
        const int k1 = (k + 1) % 4;
        add(mc, f, corner[k], corner[k1]);
        add(mc, corner[k], corner[k1], medial[k1]);
        add(mc, corner[k], medial[k1], medial[k]);
      }
    }
  }
  return VolumeMesh<double>(std::move(tetrahedra), std::move(vertices));
}

VolumeMeshFieldLinear<double, double> MakeBoxPressureField(
    const Vector3d& size, const VolumeMesh<double>* mesh,
    double hydroelastic_modulus, double margin) {
  DRAKE_DEMAND(mesh != nullptr && hydroelastic_modulus > 0);
  const Vector3d h = size / 2;
  const double H = h.minCoeff();
  DRAKE_DEMAND(margin >= 0 && margin < H);
  std::vector<double> values;
  values.reserve(mesh->num_vertices());
  for (const Vector3d& p : mesh->vertices()) {
    const double d = (h - p.cwiseAbs()).minCoeff();
    values.push_back(hydroelastic_modulus * (d - margin) / (H - margin));
  }
  return VolumeMeshFieldLinear<double, double>(std::move(values), mesh);
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
