// The mesh types and their linear fields: areas, normals, centroids,
// volumes, barycentric coordinates and gradients against closed forms and
// finite differences.

#include <cmath>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/autodiff.h"
#include "drake/common/test_utilities/eigen_matrix_compare.h"
#include "drake/geometry/proximity/polygon_surface_mesh_field.h"
#include "drake/geometry/proximity/triangle_surface_mesh_field.h"
#include "drake/geometry/proximity/volume_mesh_field.h"
#include "drake/math/autodiff.h"

namespace drake {
namespace geometry {
namespace mesh_types_test {

using Eigen::Vector3d;

// Every quantity here is a few arithmetic operations on O(1) numbers.
constexpr double kTol = 1e-14;

// A triangle in a tilted plane with vertices not on the axes.
TriangleSurfaceMesh<double> MakeTriangle() {
  std::vector<Vector3d> v{{0.1, 0.2, 0.3}, {1.3, 0.4, 0.1}, {0.2, 1.5, 0.9}};
  return TriangleSurfaceMesh<double>({SurfaceTriangle(0, 1, 2)}, std::move(v));
}

TEST(TriangleSurfaceMeshTest, AreaNormalCentroid) {
  const TriangleSurfaceMesh<double> mesh = MakeTriangle();
  const Vector3d a = mesh.vertex(0), b = mesh.vertex(1), c = mesh.vertex(2);
  const Vector3d cross = (b - a).cross(c - a);
  EXPECT_NEAR(mesh.area(0), cross.norm() / 2, kTol);
  EXPECT_NEAR(mesh.total_area(), cross.norm() / 2, kTol);
  EXPECT_TRUE(CompareMatrices(mesh.face_normal(0), cross.normalized(), kTol));
  EXPECT_TRUE(CompareMatrices(mesh.centroid(), (a + b + c) / 3, kTol));
  EXPECT_TRUE(CompareMatrices(mesh.element_centroid(0), (a + b + c) / 3, kTol));
  // Reversing the winding flips the normal.
  TriangleSurfaceMesh<double> reversed = mesh;
  reversed.ReverseFaceWinding();
  EXPECT_TRUE(
      CompareMatrices(reversed.face_normal(0), -cross.normalized(), kTol));
  EXPECT_THROW(TriangleSurfaceMesh<double>({}, {}), std::logic_error);
}

TEST(TriangleSurfaceMeshTest, BarycentricRoundTrip) {
  const TriangleSurfaceMesh<double> mesh = MakeTriangle();
  const Vector3d b_Q(0.2, 0.5, 0.3);
  const Vector3d p_MQ = mesh.CalcCartesianFromBarycentric<double>(0, b_Q);
  EXPECT_TRUE(CompareMatrices(mesh.CalcBarycentric(p_MQ, 0), b_Q, kTol));
  // A point off the plane maps to its projection's coordinates.
  const Vector3d off = p_MQ + 0.7 * mesh.face_normal(0);
  EXPECT_TRUE(CompareMatrices(mesh.CalcBarycentric(off, 0), b_Q, kTol));
}

TEST(TriangleSurfaceMeshTest, Transform) {
  TriangleSurfaceMesh<double> mesh = MakeTriangle();
  const Vector3d n = mesh.face_normal(0);
  const Vector3d c = mesh.centroid();
  const math::RigidTransform<double> X_NM(
      math::RotationMatrix<double>::MakeZRotation(0.3), Vector3d(1, 2, 3));
  mesh.TransformVertices(X_NM);
  EXPECT_TRUE(CompareMatrices(mesh.face_normal(0), X_NM.rotation() * n, kTol));
  EXPECT_TRUE(CompareMatrices(mesh.centroid(), X_NM * c, 10 * kTol));
}

// The field f(p) = g·p + c is reproduced exactly by its vertex values; the
// gradient is the in-plane part of g.
TEST(TriangleSurfaceMeshFieldTest, LinearFieldAndGradient) {
  const TriangleSurfaceMesh<double> mesh = MakeTriangle();
  const Vector3d g(0.7, -1.1, 2.3);
  const double c = 0.4;
  std::vector<double> values;
  for (const Vector3d& p : mesh.vertices()) values.push_back(g.dot(p) + c);
  const TriangleSurfaceMeshFieldLinear<double, double> field(std::move(values),
                                                             &mesh);
  const Vector3d n = mesh.face_normal(0);
  const Vector3d g_tangent = g - g.dot(n) * n;
  EXPECT_TRUE(CompareMatrices(field.EvaluateGradient(0), g_tangent, kTol));
  const Vector3d b_Q(0.25, 0.25, 0.5);
  const Vector3d p_Q = mesh.CalcCartesianFromBarycentric<double>(0, b_Q);
  EXPECT_NEAR(field.Evaluate<double>(0, b_Q), g.dot(p_Q) + c, kTol);
  EXPECT_NEAR(field.EvaluateCartesian<double>(0, p_Q), g.dot(p_Q) + c, kTol);
  EXPECT_NEAR(
      field.EvaluateMin(0),
      std::min({field.values()[0], field.values()[1], field.values()[2]}), 0);
}

// The unit cube [0,1]³ as six tetrahedra around the diagonal (0,0,0)-(1,1,1).
VolumeMesh<double> MakeCube() {
  std::vector<Vector3d> v;
  for (int i = 0; i < 8; ++i) v.emplace_back(i & 1, (i >> 1) & 1, (i >> 2) & 1);
  // Paths 0 → 7 through one vertex of each kind; ordered for positive
  // volume below.
  const int paths[6][2] = {{1, 3}, {1, 5}, {2, 3}, {2, 6}, {4, 5}, {4, 6}};
  std::vector<VolumeElement> tets;
  for (const auto& path : paths) {
    VolumeElement tet(0, path[0], path[1], 7);
    const Vector3d e1 = v[path[0]], e2 = v[path[1]], e3 = v[7];
    if (e3.dot(e1.cross(e2)) < 0) tet = VolumeElement(0, path[1], path[0], 7);
    tets.push_back(tet);
  }
  return VolumeMesh<double>(std::move(tets), std::move(v));
}

TEST(VolumeMeshTest, VolumeNormalsBarycentric) {
  const VolumeMesh<double> mesh = MakeCube();
  EXPECT_EQ(mesh.num_elements(), 6);
  EXPECT_NEAR(mesh.CalcVolume(), 1.0, kTol);
  for (int e = 0; e < 6; ++e) {
    EXPECT_NEAR(mesh.CalcTetrahedronVolume(e), 1.0 / 6, kTol);
    // Each inward normal points from its face toward the opposite vertex.
    for (int f = 0; f < 4; ++f) {
      const Vector3d p_V = mesh.vertex(mesh.element(e).vertex(f));
      const Vector3d p_A = mesh.vertex(mesh.element(e).vertex((f + 1) % 4));
      EXPECT_GT(mesh.inward_normal(e, f).dot(p_V - p_A), 0);
      EXPECT_NEAR(mesh.inward_normal(e, f).norm(), 1.0, kTol);
    }
  }
  // Barycentric coordinates of the element's centroid are all 1/4.
  Vector3d centroid = Vector3d::Zero();
  for (int i = 0; i < 4; ++i)
    centroid += mesh.vertex(mesh.element(2).vertex(i));
  centroid /= 4;
  EXPECT_TRUE(CompareMatrices(mesh.CalcBarycentric(centroid, 2),
                              Eigen::Vector4d::Constant(0.25), kTol));
  EXPECT_TRUE(CompareMatrices(mesh.edge_vector(2, 0, 3), Vector3d(1, 1, 1), 0));
}

// A field that is linear on the whole cube: each element's gradient is
// exact; a nonlinear field's gradient matches finite differences of its
// own piecewise-linear interpolation inside an element.
TEST(VolumeMeshFieldTest, GradientsAgainstClosedFormAndDifferences) {
  const VolumeMesh<double> mesh = MakeCube();
  const Vector3d g(1.5, -0.5, 0.25);
  std::vector<double> values;
  for (const Vector3d& p : mesh.vertices()) values.push_back(g.dot(p) + 2);
  const VolumeMeshFieldLinear<double, double> field(std::move(values), &mesh);
  for (int e = 0; e < 6; ++e) {
    EXPECT_TRUE(CompareMatrices(field.EvaluateGradient(e), g, kTol));
  }
  std::vector<double> bumpy;
  for (const Vector3d& p : mesh.vertices()) {
    bumpy.push_back(std::sin(3 * p.x()) + p.y() * p.z());
  }
  const VolumeMeshFieldLinear<double, double> field2(std::move(bumpy), &mesh);
  // Finite differences with step 1e-6 of an exactly linear function:
  // truncation error zero, round-off ~1e-16/1e-6 = 1e-10.
  const double h = 1e-6;
  for (int e = 0; e < 6; ++e) {
    Vector3d p = Vector3d::Zero();
    for (int i = 0; i < 4; ++i) p += mesh.vertex(mesh.element(e).vertex(i));
    p /= 4;
    Vector3d fd;
    for (int k = 0; k < 3; ++k) {
      Vector3d dp = Vector3d::Zero();
      dp(k) = h;
      fd(k) = (field2.EvaluateCartesian<double>(e, Vector3d(p + dp)) -
               field2.EvaluateCartesian<double>(e, Vector3d(p - dp))) /
              (2 * h);
    }
    EXPECT_TRUE(CompareMatrices(field2.EvaluateGradient(e), fd, 1e-9));
    // Barycentric and Cartesian evaluation agree.
    EXPECT_NEAR(field2.Evaluate<double>(e, Eigen::Vector4d::Constant(0.25)),
                field2.EvaluateCartesian<double>(e, p), kTol);
  }
}

TEST(VolumeMeshTest, DegenerateGradientThrowsOrMarks) {
  std::vector<Vector3d> v{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {1, 1, 0}};
  VolumeMesh<double> flat({VolumeElement(0, 1, 2, 3)}, std::move(v));
  auto make_field = [&flat]() {
    return VolumeMeshFieldLinear<double, double>(
        std::vector<double>{0, 1, 2, 3}, &flat);
  };
  DRAKE_EXPECT_THROWS_MESSAGE(make_field(),
                              "Bad geometry; could not calculate gradient.");
  VolumeMeshFieldLinear<double, double> marked(
      std::vector<double>{0, 1, 2, 3}, &flat,
      MeshGradientMode::kOkOrMarkDegenerate);
  EXPECT_TRUE(marked.is_gradient_field_degenerate());
  EXPECT_THROW(marked.EvaluateGradient(0), std::runtime_error);
}

TEST(VolumeMeshTest, AutoDiffVolumeDerivative) {
  // Scale the cube by s: volume s³, d/ds = 3s².
  const VolumeMesh<double> cube = MakeCube();
  const AutoDiffXd s(1.5, Vector1d(1.0));
  std::vector<Vector3<AutoDiffXd>> v;
  for (const Vector3d& p : cube.vertices()) v.push_back(s * p);
  std::vector<VolumeElement> tets = cube.tetrahedra();
  const VolumeMesh<AutoDiffXd> mesh(std::move(tets), std::move(v));
  const AutoDiffXd volume = mesh.CalcVolume();
  EXPECT_NEAR(volume.value(), 1.5 * 1.5 * 1.5, kTol);
  EXPECT_NEAR(volume.derivatives()(0), 3 * 1.5 * 1.5, 1e-13);
}

// A unit square in the plane z = 1 as one polygon, and a triangle.
TEST(PolygonSurfaceMeshTest, AreasNormalsCentroids) {
  std::vector<Vector3d> v{{0, 0, 1}, {2, 0, 1}, {2, 1, 1},
                          {0, 1, 1}, {0, 0, 0}, {0, 0, 3}};
  // Square (counter-clockwise about +z) and a triangle in the x = 0 plane.
  PolygonSurfaceMesh<double> mesh({4, 0, 1, 2, 3, 3, 4, 3, 5}, std::move(v));
  ASSERT_EQ(mesh.num_faces(), 2);
  EXPECT_EQ(mesh.element(0).num_vertices(), 4);
  EXPECT_EQ(mesh.element(1).vertex(2), 5);
  EXPECT_NEAR(mesh.area(0), 2.0, kTol);
  EXPECT_TRUE(CompareMatrices(mesh.face_normal(0), Vector3d(0, 0, 1), kTol));
  EXPECT_TRUE(
      CompareMatrices(mesh.element_centroid(0), Vector3d(1, 0.5, 1), kTol));
  // Triangle (0,0,0), (0,1,1), (0,0,3): area = 3/2; normal ±x.
  EXPECT_NEAR(mesh.area(1), 1.5, kTol);
  EXPECT_NEAR(std::abs(mesh.face_normal(1).x()), 1.0, kTol);
  EXPECT_NEAR(mesh.total_area(), 3.5, kTol);
  const Vector3d c1 =
      (Vector3d(0, 0, 0) + Vector3d(0, 1, 1) + Vector3d(0, 0, 3)) / 3;
  EXPECT_TRUE(CompareMatrices(
      mesh.centroid(), (2.0 * Vector3d(1, 0.5, 1) + 1.5 * c1) / 3.5, kTol));
  EXPECT_THROW(PolygonSurfaceMesh<double>({2, 0, 1}, {Vector3d::Zero()}),
               std::logic_error);
}

TEST(PolygonSurfaceMeshFieldTest, GradientAndEvaluation) {
  std::vector<Vector3d> v{{0, 0, 1}, {2, 0, 1}, {2, 1, 1}, {0, 1, 1}};
  PolygonSurfaceMesh<double> mesh({4, 0, 1, 2, 3}, std::move(v));
  // f = 3x − y + 5z: in-plane gradient (3, −1, 0).
  std::vector<double> values;
  for (int i = 0; i < 4; ++i) {
    const Vector3d& p = mesh.vertex(i);
    values.push_back(3 * p.x() - p.y() + 5 * p.z());
  }
  PolygonSurfaceMeshFieldLinear<double, double> field(std::move(values), &mesh);
  EXPECT_TRUE(
      CompareMatrices(field.EvaluateGradient(0), Vector3d(3, -1, 0), kTol));
  EXPECT_NEAR(field.EvaluateCartesian<double>(0, Vector3d(1, 0.5, 1)),
              3 - 0.5 + 5, kTol);
  DRAKE_EXPECT_THROWS_MESSAGE(
      field.Evaluate<double>(0, Vector<double, 0>()),
      ".*polygon mesh has no barycentric coordinates.*");
  // A clone refers to the mesh it is given.
  const PolygonSurfaceMesh<double> copy = mesh;
  auto clone = field.CloneAndSetMesh(&copy);
  EXPECT_EQ(&clone->mesh(), &copy);
  EXPECT_TRUE(clone->Equal(field));
}

}  // namespace mesh_types_test
}  // namespace geometry
}  // namespace drake
