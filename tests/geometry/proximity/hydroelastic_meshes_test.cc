// The hydroelastic mesh generators and the bounding volume hierarchy:
// areas and volumes against closed forms (converging with resolution),
// outward normals, pressure fields, and BVH culling against brute force.

#include "drake/geometry/proximity/hydroelastic_meshes.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <filesystem>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <utility>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/test_utilities/eigen_matrix_compare.h"
#include "drake/geometry/proximity/bvh.h"

namespace drake {
namespace geometry {
namespace internal {
namespace hydroelastic_meshes_test {

using Eigen::Vector3d;

// Every triangle's normal points away from the origin (the shapes here are
// convex and centred on it).
void ExpectOutward(const TriangleSurfaceMesh<double>& mesh) {
  for (int t = 0; t < mesh.num_triangles(); ++t) {
    if (mesh.area(t) == 0) continue;
    EXPECT_GT(mesh.face_normal(t).dot(mesh.element_centroid(t)), 0) << t;
  }
}

// The volume of the star mesh equals the volume enclosed by the surface,
// and every tetrahedron is positively oriented.
void ExpectPositiveTets(const VolumeMesh<double>& mesh) {
  for (int e = 0; e < mesh.num_elements(); ++e) {
    EXPECT_GT(mesh.CalcTetrahedronVolume(e), 0) << e;
  }
}

TEST(HydroelasticMeshesTest, SphereConvergesWithResolution) {
  const double R = 0.1;
  double previous_error = 1;
  for (double hint : {0.08, 0.04, 0.02, 0.01}) {
    const TriangleSurfaceMesh<double> surface = MakeSphereSurfaceMesh(R, hint);
    ExpectOutward(surface);
    for (const Vector3d& v : surface.vertices()) {
      EXPECT_NEAR(v.norm(), R, 1e-15);
    }
    const VolumeMesh<double> volume =
        MakeStarVolumeMesh(surface, Vector3d::Zero());
    ExpectPositiveTets(volume);
    const double exact = 4.0 / 3 * M_PI * R * R * R;
    const double error = (exact - volume.CalcVolume()) / exact;
    // The inscribed polyhedron is smaller; its error is O(h²/R²) and at
    // least halves with each halving of the hint.
    EXPECT_GT(error, 0);
    EXPECT_LT(error, 0.5 * previous_error);
    previous_error = error;
  }
  // At 1 cm on a 10 cm sphere (edges ≤ 0.0088 m): within 1% of the volume
  // and of the area 4πR².
  const TriangleSurfaceMesh<double> surface = MakeSphereSurfaceMesh(R, 0.01);
  EXPECT_EQ(surface.num_triangles(), 8 * 256);
  EXPECT_NEAR(surface.total_area() / (4 * M_PI * R * R), 1.0, 0.01);
  EXPECT_LT(previous_error, 0.01);
}

TEST(HydroelasticMeshesTest, SpherePressureField) {
  const double R = 0.1, E = 1e5;
  const TriangleSurfaceMesh<double> surface = MakeSphereSurfaceMesh(R, 0.02);
  const VolumeMesh<double> mesh = MakeStarVolumeMesh(surface, Vector3d::Zero());
  const VolumeMeshFieldLinear<double, double> field =
      MakeStarPressureField(&mesh, E);
  EXPECT_EQ(field.EvaluateAtVertex(0), E);
  for (int v = 1; v < mesh.num_vertices(); ++v) {
    EXPECT_EQ(field.EvaluateAtVertex(v), 0.0);
  }
  // Along the ray to a surface vertex the field is E·(1 − r/R) exactly.
  const Vector3d u = surface.vertex(0) / R;
  for (int e = 0; e < mesh.num_elements(); ++e) {
    for (int i = 0; i < 4; ++i) {
      if (mesh.element(e).vertex(i) == 1) {
        for (double r : {0.2 * R, 0.5 * R, 0.9 * R}) {
          EXPECT_NEAR(field.EvaluateCartesian<double>(e, Vector3d(r * u)),
                      E * (1 - r / R), 1e-9 * E);
        }
      }
    }
  }
  // The gradient points inward (toward higher pressure), |∇p| ≥ E/R.
  for (int e = 0; e < mesh.num_elements(); ++e) {
    Vector3d c = Vector3d::Zero();
    for (int i = 0; i < 4; ++i) c += mesh.vertex(mesh.element(e).vertex(i));
    EXPECT_LT(field.EvaluateGradient(e).dot(c), 0);
    EXPECT_GE(field.EvaluateGradient(e).norm(), E / R * (1 - 1e-12));
  }
}

TEST(HydroelasticMeshesTest, BoxIsExact) {
  const Vector3d size(0.3, 0.2, 0.1);
  const TriangleSurfaceMesh<double> surface = MakeBoxSurfaceMesh(size, 0.04);
  ExpectOutward(surface);
  const double area = 2 * (0.3 * 0.2 + 0.3 * 0.1 + 0.2 * 0.1);
  EXPECT_NEAR(surface.total_area(), area, 1e-14);
  // Each face has ⌈size/hint⌉ cells per side: (8·5 + 8·3 + 5·3)·2·2.
  EXPECT_EQ(surface.num_triangles(), (8 * 5 + 8 * 3 + 5 * 3) * 4);
  const VolumeMesh<double> volume =
      MakeStarVolumeMesh(surface, Vector3d::Zero());
  ExpectPositiveTets(volume);
  EXPECT_NEAR(volume.CalcVolume(), 0.3 * 0.2 * 0.1, 1e-15);
  EXPECT_TRUE(CompareMatrices(surface.centroid(), Vector3d::Zero(), 1e-15));
}

// The tetrahedron of `mesh` containing p_MQ and its field value there, by
// brute force (barycentric coordinates ≥ −1e-12); nullopt if none does.
std::optional<double> FieldAt(const VolumeMesh<double>& mesh,
                              const VolumeMeshFieldLinear<double, double>& f,
                              const Vector3d& p_MQ) {
  for (int e = 0; e < mesh.num_elements(); ++e) {
    Eigen::Matrix4d A;
    for (int i = 0; i < 4; ++i) {
      A.col(i) << mesh.vertex(mesh.element(e).vertex(i)), 1;
    }
    const Eigen::Vector4d b = A.partialPivLu().solve(p_MQ.homogeneous());
    if ((b.array() >= -1e-12).all()) return f.EvaluateCartesian(e, p_MQ);
  }
  return std::nullopt;
}

// Drake's compliant box: a medial-axis mesh of the whole box (its volume)
// whose field is E·d/H (d the distance to the nearest face, H the least
// half size) everywhere inside, to 1e-12·E at random points (the field
// is exactly linear on each tetrahedron, so only round-off remains),
// with four triangles on each face; a cube has Drake's 24 tetrahedra of
// the pyramids over its faces. With a margin δ, the mesh of the box grown
// by δ carries E·d/H with d measured to the original faces (negative in
// the layer), zero on the original faces.
TEST(HydroelasticMeshesTest, BoxMedialAxisField) {
  const double E = 1e6;
  std::mt19937 generator(1);
  std::uniform_real_distribution<double> unit(-1, 1);
  for (const Vector3d& size :
       {Vector3d(0.2, 0.2, 0.2), Vector3d(0.3, 0.2, 0.05),
        Vector3d(0.1, 0.1, 0.4), Vector3d(0.3, 0.2, 0.1),
        Vector3d(0.3, 0.1, 0.1)}) {
    for (const double margin : {0.0, 0.004}) {
      SCOPED_TRACE(fmt::format("size {} {} {} margin {}", size.x(), size.y(),
                               size.z(), margin));
      const Vector3d h = size / 2;
      const double H = h.minCoeff();
      const Vector3d inflated = size + Vector3d::Constant(2 * margin);
      const VolumeMesh<double> mesh = MakeBoxMedialAxisVolumeMesh(inflated);
      ExpectPositiveTets(mesh);
      EXPECT_NEAR(mesh.CalcVolume(), inflated.prod(), 1e-14);
      if (size == Vector3d(0.2, 0.2, 0.2)) {
        EXPECT_EQ(mesh.num_elements(), 24);
      }
      // Each face of the grown box: four tetrahedra have a face on it,
      // together covering its area.
      for (int axis = 0; axis < 3; ++axis) {
        for (double sign : {-1.0, 1.0}) {
          int count = 0;
          double area = 0;
          for (int e = 0; e < mesh.num_elements(); ++e) {
            std::vector<Vector3d> on;
            for (int i = 0; i < 4; ++i) {
              const Vector3d& p = mesh.vertex(mesh.element(e).vertex(i));
              if (p[axis] == sign * inflated[axis] / 2) on.push_back(p);
            }
            if (on.size() == 3) {
              ++count;
              area += (on[1] - on[0]).cross(on[2] - on[0]).norm() / 2;
            }
          }
          EXPECT_EQ(count, 4);
          EXPECT_NEAR(area, inflated.prod() / inflated[axis], 1e-15);
        }
      }
      const auto field = MakeBoxPressureField(inflated, &mesh, E, margin);
      for (int k = 0; k < 200; ++k) {
        const Vector3d p(unit(generator) * inflated.x() / 2,
                         unit(generator) * inflated.y() / 2,
                         unit(generator) * inflated.z() / 2);
        const double d = (h - p.cwiseAbs()).minCoeff();
        const std::optional<double> value = FieldAt(mesh, field, p);
        ASSERT_TRUE(value.has_value());
        EXPECT_NEAR(*value, E * d / H, 1e-12 * E) << p.transpose();
      }
      // Zero on the original faces' centres.
      EXPECT_NEAR(*FieldAt(mesh, field, Vector3d(h.x(), 0, 0)), 0, 1e-12 * E);
    }
  }
}

// A star mesh inflated by a margin: every surface vertex moves out by the
// shortest w with n·w ≥ δ over its triangles' normals n (at a box's corner,
// three faces: w = (±δ, ±δ, ±δ), the grown box's corner, so the inflated
// volume is the grown box's), and its pressure continues the star field
// E·(1 − r/ρ) linearly past the original surface, ρ being where the ray
// from the centre leaves the original box, min over axes of hᵢ/|uᵢ|
// (1e-12 relative: round-off only).
TEST(HydroelasticMeshesTest, InflatedStarMesh) {
  const double E = 1e6, delta = 0.003;
  const Vector3d size(0.3, 0.2, 0.1);
  const Vector3d h = size / 2;
  // A closed box of 8 shared corners (MakeBoxSurfaceMesh() repeats the
  // edge vertices of each face); corner i has the sign of x, y, z in its
  // bits 0, 1, 2. Each face is listed counter-clockwise from outside.
  std::vector<Vector3d> corners;
  for (int i = 0; i < 8; ++i) {
    corners.emplace_back(i & 1 ? h.x() : -h.x(), i & 2 ? h.y() : -h.y(),
                         i & 4 ? h.z() : -h.z());
  }
  std::vector<SurfaceTriangle> triangles;
  for (const auto& q : {std::array<int, 4>{1, 3, 7, 5},
                        {0, 4, 6, 2},
                        {2, 6, 7, 3},
                        {0, 1, 5, 4},
                        {4, 5, 7, 6},
                        {0, 2, 3, 1}}) {
    triangles.emplace_back(q[0], q[1], q[2]);
    triangles.emplace_back(q[0], q[2], q[3]);
  }
  const TriangleSurfaceMesh<double> surface(std::move(triangles),
                                            std::move(corners));
  ExpectOutward(surface);
  std::vector<double> pressures;
  double max_displacement = 0;
  const VolumeMesh<double> mesh = MakeInflatedStarVolumeMesh(
      surface, Vector3d::Zero(), delta, E, &pressures, &max_displacement);
  ASSERT_EQ(mesh.num_vertices(), surface.num_vertices() + 1);
  ASSERT_EQ(static_cast<int>(pressures.size()), mesh.num_vertices());
  ExpectPositiveTets(mesh);
  EXPECT_EQ(pressures[0], E);
  EXPECT_NEAR(max_displacement, std::sqrt(3.0) * delta, 1e-15);
  EXPECT_NEAR(mesh.CalcVolume(), (size + Vector3d::Constant(2 * delta)).prod(),
              1e-15);
  for (int v = 0; v < surface.num_vertices(); ++v) {
    const Vector3d& p = surface.vertex(v);
    const Vector3d w = delta * p.cwiseSign();
    const Vector3d moved = mesh.vertex(v + 1);
    EXPECT_TRUE(CompareMatrices(moved, p + w, 1e-15)) << v;
    const Vector3d u = moved.normalized();
    const double rho = (h.array() / u.array().abs()).minCoeff();
    EXPECT_NEAR(pressures[v + 1], E * (1 - moved.norm() / rho), 1e-12 * E) << v;
    EXPECT_LT(pressures[v + 1], 0);
  }
}

// Drake's compliant capsule: fanned to its medial axis (the segment
// |z| ≤ L/2), it fills exactly the polyhedron of the capsule's surface mesh
// (the same volume as the star mesh of that surface, 1e-15), and its field
// is Drake's E·(1 − r/(R′ − δ)) (r the distance to the axis, R′ the
// inflated radius) exactly (to 1e-10·E, round-off) on every ray from the
// axis through a surface vertex: along the cylinder at random heights and
// angles of the vertices, and in the caps from the axis's ends.
TEST(HydroelasticMeshesTest, CapsuleMedialAxisField) {
  const double E = 1e6, R = 0.05, L = 0.2, hint = 0.01;
  std::mt19937 generator(2);
  std::uniform_real_distribution<double> unit(0, 1);
  for (const double margin : {0.0, 0.003}) {
    SCOPED_TRACE(fmt::format("margin {}", margin));
    const double radius = R + margin;
    const VolumeMesh<double> mesh =
        MakeCapsuleMedialAxisVolumeMesh(radius, L, hint);
    ExpectPositiveTets(mesh);
    const TriangleSurfaceMesh<double> surface =
        MakeCapsuleSurfaceMesh(radius, L, hint);
    EXPECT_NEAR(mesh.CalcVolume(),
                MakeStarVolumeMesh(surface, Vector3d::Zero()).CalcVolume(),
                1e-15);
    const auto field = MakeCapsulePressureField(radius, L, &mesh, E, margin);
    EXPECT_EQ(field.EvaluateAtVertex(0), E);
    EXPECT_EQ(field.EvaluateAtVertex(1), E);
    const int n = static_cast<int>(std::ceil(2 * M_PI * radius / hint - 1e-9));
    for (int k = 0; k < 100; ++k) {
      const double theta = 2 * M_PI * std::floor(unit(generator) * n) / n;
      const double r = unit(generator) * radius;
      const double z = (unit(generator) - 0.5) * L;
      const Vector3d p(r * std::cos(theta), r * std::sin(theta), z);
      const std::optional<double> value = FieldAt(mesh, field, p);
      ASSERT_TRUE(value.has_value()) << p.transpose();
      EXPECT_NEAR(*value, E * (1 - r / R), 1e-10 * E) << p.transpose();
    }
    for (int k = 0; k < 100; ++k) {
      const int v = static_cast<int>(unit(generator) * surface.num_vertices());
      const Vector3d& p_V = surface.vertex(v);
      if (std::abs(p_V.z()) <= L / 2) continue;
      const Vector3d end(0, 0, p_V.z() > 0 ? L / 2 : -L / 2);
      const double t = unit(generator);
      const std::optional<double> value =
          FieldAt(mesh, field, end + t * (p_V - end));
      ASSERT_TRUE(value.has_value());
      EXPECT_NEAR(*value, E * (1 - t * radius / R), 1e-10 * E);
    }
  }
}

// Drake's compliant cylinder for a long, an equilateral and a short
// cylinder, with and without margin: positive tetrahedra filling the
// inscribed n-gon prism (its volume in closed form); a conforming mesh (each
// face in one or two tetrahedra) whose boundary is that prism's surface
// (area in closed form); and, in each sector plane θ = 2πi/n, where the
// mesh's profile triangles lie, exactly Drake's field E·(d − δ)/(H − δ)
// with d = min(R − r, L/2 − |z|) the distance to the (grown) boundary:
// d is linear on every profile triangle, so only round-off remains
// (1e-10·E).
TEST(HydroelasticMeshesTest, CylinderMedialAxisField) {
  const double E = 1e6;
  std::mt19937 generator(3);
  std::uniform_real_distribution<double> unit(0, 1);
  struct Case {
    double R, L, hint;
  };
  for (const Case& c :
       {Case{0.05, 0.2, 0.02}, Case{0.05, 0.1, 0.01}, Case{0.1, 0.06, 0.015}}) {
    for (const double margin : {0.0, 0.004}) {
      SCOPED_TRACE(fmt::format("R {} L {} margin {}", c.R, c.L, margin));
      const double R = c.R + margin, L = c.L + 2 * margin, h = L / 2;
      const double H = std::min(R, h);
      const VolumeMesh<double> mesh =
          MakeCylinderMedialAxisVolumeMesh(R, L, c.hint);
      ExpectPositiveTets(mesh);
      const int n = static_cast<int>(std::ceil(2 * M_PI * R / c.hint - 1e-9));
      const double polygon_area = n / 2.0 * R * R * std::sin(2 * M_PI / n);
      EXPECT_NEAR(mesh.CalcVolume(), polygon_area * L, 1e-14);
      // Conforming: every face is shared by two tetrahedra or on the
      // boundary, which is the prism's surface.
      std::map<std::array<int, 3>, int> faces;
      for (int e = 0; e < mesh.num_elements(); ++e) {
        for (int skip = 0; skip < 4; ++skip) {
          std::array<int, 3> face{};
          for (int i = 0, j = 0; i < 4; ++i) {
            if (i != skip) face[j++] = mesh.element(e).vertex(i);
          }
          std::sort(face.begin(), face.end());
          ++faces[face];
        }
      }
      double boundary_area = 0;
      for (const auto& [face, count] : faces) {
        ASSERT_LE(count, 2);
        if (count == 2) continue;
        const Vector3d& a = mesh.vertex(face[0]);
        boundary_area +=
            0.5 *
            (mesh.vertex(face[1]) - a).cross(mesh.vertex(face[2]) - a).norm();
      }
      const double side = 2 * R * std::sin(M_PI / n);
      EXPECT_NEAR(boundary_area, n * side * L + 2 * polygon_area, 1e-14);
      const auto field = MakeCylinderPressureField(R, L, &mesh, E, margin);
      for (int k = 0; k < 200; ++k) {
        const double theta = 2 * M_PI * std::floor(unit(generator) * n) / n;
        const double r = unit(generator) * R * std::cos(M_PI / n);
        const double z = (2 * unit(generator) - 1) * h;
        const Vector3d p(r * std::cos(theta), r * std::sin(theta), z);
        const std::optional<double> value = FieldAt(mesh, field, p);
        ASSERT_TRUE(value.has_value()) << p.transpose();
        // On the sector plane the profile's rim is at R (the vertices), so
        // the distance to the polygonal boundary there is R − r.
        const double d = std::min(R - r, h - std::abs(z));
        EXPECT_NEAR(*value, E * (d - margin) / (H - margin), 1e-10 * E)
            << p.transpose();
      }
    }
  }
}

TEST(HydroelasticMeshesTest, CylinderCapsuleEllipsoid) {
  const double r = 0.05, L = 0.2;
  for (double hint : {0.02, 0.005}) {
    const TriangleSurfaceMesh<double> cylinder =
        MakeCylinderSurfaceMesh(r, L, hint);
    ExpectOutward(cylinder);
    const VolumeMesh<double> cylinder_volume =
        MakeStarVolumeMesh(cylinder, Vector3d::Zero());
    ExpectPositiveTets(cylinder_volume);
    // The inscribed n-gon prism: exact volume (n/2)·r²·sin(2π/n)·L.
    const int n = static_cast<int>(std::ceil(2 * M_PI * r / hint - 1e-9));
    EXPECT_NEAR(cylinder_volume.CalcVolume(),
                n / 2.0 * r * r * std::sin(2 * M_PI / n) * L, 1e-15);

    const TriangleSurfaceMesh<double> capsule =
        MakeCapsuleSurfaceMesh(r, L, hint);
    ExpectOutward(capsule);
    const VolumeMesh<double> capsule_volume =
        MakeStarVolumeMesh(capsule, Vector3d::Zero());
    ExpectPositiveTets(capsule_volume);
    const double exact = M_PI * r * r * L + 4.0 / 3 * M_PI * r * r * r;
    // Inscribed: below the exact volume, within O(h²/r²) (3% at h = r/2.5,
    // 0.3% at h = r/10; the bound is 8·(h/r)²·…, checked loosely).
    const double error = (exact - capsule_volume.CalcVolume()) / exact;
    EXPECT_GT(error, 0);
    EXPECT_LT(error, hint > 0.01 ? 0.05 : 0.005);
  }
  const TriangleSurfaceMesh<double> ellipsoid =
      MakeEllipsoidSurfaceMesh(0.1, 0.05, 0.03, 0.005);
  ExpectOutward(ellipsoid);
  const VolumeMesh<double> ellipsoid_volume =
      MakeStarVolumeMesh(ellipsoid, Vector3d::Zero());
  ExpectPositiveTets(ellipsoid_volume);
  const double exact = 4.0 / 3 * M_PI * 0.1 * 0.05 * 0.03;
  EXPECT_NEAR(ellipsoid_volume.CalcVolume() / exact, 1.0, 0.005);
}

TEST(HydroelasticMeshesTest, ObjFile) {
  const std::string file =
      std::string(MALLARD_TEST_SOURCE_DIR) + "/geometry/test_data/cube.obj";
  const TriangleSurfaceMesh<double> mesh = ReadObjToTriangleSurfaceMesh(
      std::filesystem::path(file), Vector3d::Constant(2));
  EXPECT_GT(mesh.num_triangles(), 0);
  DRAKE_EXPECT_THROWS_MESSAGE(
      ReadObjToTriangleSurfaceMesh(std::filesystem::path("/no/such.obj"),
                                   Vector3d::Constant(1)),
      ".*Cannot open the OBJ file '/no/such.obj'.*");
}

// The pairs a Collide() traversal reports include every pair whose element
// boxes overlap (brute force), for a rotated, shifted second mesh.
TEST(BvhTest, CollideFindsEveryOverlappingPair) {
  const TriangleSurfaceMesh<double> box =
      MakeBoxSurfaceMesh(Vector3d(0.2, 0.2, 0.2), 0.05);
  const TriangleSurfaceMesh<double> sphere_surface =
      MakeSphereSurfaceMesh(0.1, 0.03);
  const VolumeMesh<double> sphere =
      MakeStarVolumeMesh(sphere_surface, Vector3d::Zero());
  const Bvh<VolumeMesh<double>> bvh_sphere(sphere);
  const Bvh<TriangleSurfaceMesh<double>> bvh_box(box);
  const math::RigidTransform<double> X_SB(
      math::RotationMatrix<double>::MakeXRotation(0.4),
      Vector3d(0.05, 0, 0.17));
  std::set<std::pair<int, int>> found;
  bvh_sphere.Collide(bvh_box, X_SB, [&](int a, int b) {
    found.emplace(a, b);
    return BvttCallbackResult::Continue;
  });
  int expected = 0;
  for (int a = 0; a < sphere.num_elements(); ++a) {
    Vector3d lo = sphere.vertex(sphere.element(a).vertex(0)), hi = lo;
    for (int i = 1; i < 4; ++i) {
      lo = lo.cwiseMin(sphere.vertex(sphere.element(a).vertex(i)));
      hi = hi.cwiseMax(sphere.vertex(sphere.element(a).vertex(i)));
    }
    for (int b = 0; b < box.num_triangles(); ++b) {
      Vector3d blo = X_SB * box.vertex(box.element(b).vertex(0)), bhi = blo;
      for (int i = 1; i < 3; ++i) {
        blo = blo.cwiseMin(X_SB * box.vertex(box.element(b).vertex(i)));
        bhi = bhi.cwiseMax(X_SB * box.vertex(box.element(b).vertex(i)));
      }
      // Boxes that overlap by more than round-off (touching boxes may go
      // either way).
      if ((lo.array() < bhi.array() - 1e-12).all() &&
          (blo.array() < hi.array() - 1e-12).all()) {
        ++expected;
        EXPECT_TRUE(found.count({a, b})) << a << " " << b;
      }
    }
  }
  EXPECT_GT(expected, 0);
  // Culling is effective: far fewer candidates than all pairs.
  EXPECT_LT(found.size(), sphere.num_elements() * box.num_triangles() / 4);

  // The plane z = 0.05 in the sphere's frame: every tetrahedron crossing
  // it is reported.
  std::set<int> crossing;
  bvh_sphere.CollidePlane(Vector3d::UnitZ(), 0.05,
                          [&](int e) { crossing.insert(e); });
  for (int e = 0; e < sphere.num_elements(); ++e) {
    double lo = 1, hi = -1;
    for (int i = 0; i < 4; ++i) {
      const double z = sphere.vertex(sphere.element(e).vertex(i)).z();
      lo = std::min(lo, z);
      hi = std::max(hi, z);
    }
    if (lo <= 0.05 && hi >= 0.05) {
      EXPECT_TRUE(crossing.count(e)) << e;
    }
  }
}

// A resolution hint far below the shape's size is refused with a message,
// instead of an int overflow (undefined) or a mesh too large for memory.
GTEST_TEST(HydroelasticMeshesTest, TinyResolutionHintIsRefused) {
  DRAKE_EXPECT_THROWS_MESSAGE(
      MakeBoxSurfaceMesh(Vector3d(1, 1, 1), 1e-12),
      "Hydroelastic mesh: a resolution_hint of 1e-12 m is too small for a "
      "length of 1 m: .* more than the 10000 allowed; .*");
  DRAKE_EXPECT_THROWS_MESSAGE(MakeCylinderSurfaceMesh(1, 1, 1e-300),
                              "Hydroelastic mesh: .* too small .*");
  // At the limit a mesh is still built (one edge of 10⁴ divisions).
  EXPECT_NO_THROW(MakeBoxSurfaceMesh(Vector3d(1, 1e-4, 1e-4), 1e-4));
}

}  // namespace hydroelastic_meshes_test
}  // namespace internal
}  // namespace geometry
}  // namespace drake
