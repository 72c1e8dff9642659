// The hydroelastic mesh generators and the bounding volume hierarchy:
// areas and volumes against closed forms (converging with resolution),
// outward normals, pressure fields, and BVH culling against brute force.

#include "drake/geometry/proximity/hydroelastic_meshes.h"

#include <cmath>
#include <filesystem>
#include <set>
#include <utility>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/test_utilities/eigen_matrix_compare.h"
#include "drake/geometry/proximity/bvh.h"

namespace drake {
namespace geometry {
namespace internal {
namespace {

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

}  // namespace
}  // namespace internal
}  // namespace geometry
}  // namespace drake
