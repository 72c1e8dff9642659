// Mesh and Convex shapes in point-contact queries: the OBJ reader (scale,
// errors by file and line), the convex hull, and penetration / signed
// distance of a cube-shaped OBJ against the closed-form Box results, a
// tetrahedron against a half space in closed form, and AutoDiffXd errors.

#include "drake/geometry/proximity/convex_mesh.h"

#include <cmath>
#include <filesystem>
#include <fstream>
#include <random>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/geometry/proximity/fcl_penetration.h"
#include "drake/geometry/query_object.h"
#include "drake/geometry/scene_graph.h"

namespace drake {
namespace geometry {
namespace convex_mesh_test {

using Eigen::Vector3d;
using math::RigidTransform;
using math::RotationMatrix;

const std::string kCube =
    std::string(MALLARD_TEST_SOURCE_DIR) + "/geometry/test_data/cube.obj";
const std::string kTetrahedron = std::string(MALLARD_TEST_SOURCE_DIR) +
                                 "/geometry/test_data/tetrahedron.obj";

// Writes `text` to a fresh file in the test's temporary folder.
std::string WriteObj(const std::string& name, const std::string& text) {
  const std::string path = ::testing::TempDir() + "/" + name;
  std::ofstream(path) << text;
  return path;
}

// Two proximity geometries, each on its own frame, posed through a fixed
// pose input.
class TwoBodies {
 public:
  TwoBodies(const Shape& a, const Shape& b) {
    source_ = scene_graph_.RegisterSource("test");
    ids_[0] = Add(a, 0);
    ids_[1] = Add(b, 1);
  }

  GeometryId id(int i) const { return ids_[i]; }

  const QueryObject<double>& Query(const RigidTransform<double>& X_WA,
                                   const RigidTransform<double>& X_WB) {
    if (!context_) context_ = scene_graph_.CreateDefaultContext();
    FramePoseVector<double> poses;
    poses.set_value(frames_[0], X_WA);
    poses.set_value(frames_[1], X_WB);
    scene_graph_.get_source_pose_port(source_).FixValue(context_.get(), poses);
    return scene_graph_.get_query_output_port().Eval<QueryObject<double>>(
        *context_);
  }

  SceneGraph<double>& scene_graph() { return scene_graph_; }

 private:
  GeometryId Add(const Shape& shape, int i) {
    frames_[i] = scene_graph_.RegisterFrame(
        source_, GeometryFrame(fmt::format("frame{}", i)));
    auto instance = std::make_unique<GeometryInstance>(
        RigidTransform<double>(), shape, fmt::format("g{}", i));
    instance->set_proximity_properties(ProximityProperties());
    return scene_graph_.RegisterGeometry(source_, frames_[i],
                                         std::move(instance));
  }

  SceneGraph<double> scene_graph_;
  SourceId source_;
  FrameId frames_[2];
  GeometryId ids_[2];
  std::unique_ptr<systems::Context<double>> context_;
};

RigidTransform<double> RandomPose(std::mt19937* gen, double spread) {
  std::normal_distribution<double> normal;
  std::uniform_real_distribution<double> uniform(-spread, spread);
  const Eigen::Quaterniond q(normal(*gen), normal(*gen), normal(*gen),
                             normal(*gen));
  return RigidTransform<double>(
      RotationMatrix<double>(q.normalized()),
      Vector3d(uniform(*gen), uniform(*gen), uniform(*gen)));
}

// The cube file's eight corners at ±0.5, times the scale.
GTEST_TEST(ObjReaderTest, VerticesAndScale) {
  const auto vertices = internal::ReadObjVertices(std::filesystem::path(kCube),
                                                  Vector3d::Constant(2.0));
  ASSERT_EQ(vertices.size(), 8u);
  for (const auto& v : vertices) {
    EXPECT_EQ(v.cwiseAbs(), Vector3d::Ones());
  }
  EXPECT_EQ(vertices[6], Vector3d(1, 1, 1));
}

// The hull of the cube: its 8 corners, 12 triangles, the 12 real edges
// (no face diagonals), 3 face and 3 edge directions, and every corner
// inside every face plane. Its volume by the divergence theorem
// (Σ (a·(b×c))/6 over outward triangles) is the cube's, 2³ = 8, to
// roundoff (1e-12).
GTEST_TEST(ConvexHullTest, Cube) {
  const auto hull = internal::LoadConvexMesh(std::filesystem::path(kCube),
                                             Vector3d::Constant(2.0));
  EXPECT_EQ(hull->vertices.size(), 8u);
  EXPECT_EQ(hull->triangles.size(), 12u);
  EXPECT_EQ(hull->edges.size(), 12u);
  EXPECT_EQ(hull->face_axes.size(), 3u);
  EXPECT_EQ(hull->edge_axes.size(), 3u);
  double volume = 0;
  for (size_t i = 0; i < hull->triangles.size(); ++i) {
    const auto& t = hull->triangles[i];
    const Vector3d& a = hull->vertices[t[0]];
    const Vector3d& b = hull->vertices[t[1]];
    const Vector3d& c = hull->vertices[t[2]];
    volume += a.dot(b.cross(c)) / 6;
    for (const auto& v : hull->vertices) {
      EXPECT_LE(hull->normals[i].dot(v), hull->offsets[i] + 1e-12);
    }
  }
  EXPECT_NEAR(volume, 8.0, 1e-12);
  EXPECT_EQ(hull->box_half, Vector3d::Ones());
  EXPECT_EQ(hull->box_center, Vector3d::Zero());
}

// Interior points do not change the hull (a cube with its centre and face
// centres added still has 8 hull vertices).
GTEST_TEST(ConvexHullTest, InteriorAndFacePointsDropped) {
  std::vector<Vector3d> points = internal::ReadObjVertices(
      std::filesystem::path(kCube), Vector3d::Constant(1.0));
  points.push_back(Vector3d::Zero());
  points.push_back(Vector3d(0.5, 0, 0));
  points.push_back(Vector3d(0, 0, -0.5));
  const auto hull = internal::MakeConvexHull(points, "test points");
  EXPECT_EQ(hull.vertices.size(), 8u);
  EXPECT_EQ(hull.edges.size(), 12u);
}

// Bad content names the file and the line.
GTEST_TEST(ObjReaderTest, Errors) {
  const std::string short_vertex =
      WriteObj("short.obj", "# comment\nv 0 0 0\nv 1 2\n");
  DRAKE_EXPECT_THROWS_MESSAGE(
      internal::ReadObjVertices(std::filesystem::path(short_vertex),
                                Vector3d::Constant(1.0)),
      ".*short.obj:3: a vertex line needs three numbers 'v x y z'; got "
      "'v 1 2'.");
  const std::string bad_number = WriteObj("nan.obj", "v 0 zero 0\n");
  DRAKE_EXPECT_THROWS_MESSAGE(
      internal::ReadObjVertices(std::filesystem::path(bad_number),
                                Vector3d::Constant(1.0)),
      ".*nan.obj:1: a vertex line needs three.*");
  const std::string bad_face =
      WriteObj("face.obj", "v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 x/2 3\n");
  DRAKE_EXPECT_THROWS_MESSAGE(
      internal::ReadObjVertices(std::filesystem::path(bad_face),
                                Vector3d::Constant(1.0)),
      ".*face.obj:4: 'x/2' is not a face vertex reference.*");
  const std::string two_indices =
      WriteObj("two.obj", "v 0 0 0\nv 1 0 0\nf 1 2\n");
  DRAKE_EXPECT_THROWS_MESSAGE(
      internal::ReadObjVertices(std::filesystem::path(two_indices),
                                Vector3d::Constant(1.0)),
      ".*two.obj:3: a face line needs at least three vertex indices.*");
  const std::string out_of_range =
      WriteObj("range.obj", "v 0 0 0\nf 1 2 9\nv 1 0 0\nv 0 1 0\n");
  DRAKE_EXPECT_THROWS_MESSAGE(
      internal::ReadObjVertices(std::filesystem::path(out_of_range),
                                Vector3d::Constant(1.0)),
      ".*range.obj:2: the face refers to vertex 9 but the file has only 3 "
      "vertices.");
  const std::string relative =
      WriteObj("relative.obj", "v 0 0 0\nv 1 0 0\nf -1 -2 -3\n");
  DRAKE_EXPECT_THROWS_MESSAGE(
      internal::ReadObjVertices(std::filesystem::path(relative),
                                Vector3d::Constant(1.0)),
      ".*relative.obj:3: the relative vertex index -3 refers before the "
      "first vertex.*");
  const std::string empty = WriteObj("empty.obj", "# nothing\nvn 0 0 1\n");
  DRAKE_EXPECT_THROWS_MESSAGE(
      internal::ReadObjVertices(std::filesystem::path(empty),
                                Vector3d::Constant(1.0)),
      "The OBJ file '.*empty.obj' has no vertices.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      internal::ReadObjVertices(std::filesystem::path("/no/such/mesh.obj"),
                                Vector3d::Constant(1.0)),
      ".*Cannot open the OBJ file '/no/such/mesh.obj'.");
  const std::string flat =
      WriteObj("flat.obj", "v 0 0 0\nv 1 0 0\nv 0 1 0\nv 1 1 0\nf 1 2 3\n");
  DRAKE_EXPECT_THROWS_MESSAGE(
      internal::LoadConvexMesh(std::filesystem::path(flat),
                               Vector3d::Constant(1.0)),
      "The convex hull of '.*flat.obj' cannot be computed: its 4 vertices "
      "do not span a volume.*");
}

// Registration with the proximity role reads the file, so a bad file fails
// there, naming file and line.
GTEST_TEST(ObjReaderTest, RegistrationReportsBadFile) {
  const std::string bad = WriteObj("register.obj", "v 0 0 0\nv 1 0\n");
  SceneGraph<double> scene_graph;
  const SourceId source = scene_graph.RegisterSource("test");
  auto instance = std::make_unique<GeometryInstance>(RigidTransform<double>(),
                                                     Convex(bad, 3.0), "bad");
  instance->set_proximity_properties(ProximityProperties());
  DRAKE_EXPECT_THROWS_MESSAGE(
      scene_graph.RegisterAnchoredGeometry(source, std::move(instance)),
      ".*register.obj:2: a vertex line needs three numbers.*");
}

// Compares a pair's depth and normal with the closed-form result of the
// same pair with a Box in place of the cube; 1e-9 allows for roundoff in
// the hull's face normals (built from cross products of the corners).
void ExpectSameContact(const std::vector<PenetrationAsPointPair<double>>& hull,
                       const std::vector<PenetrationAsPointPair<double>>& box,
                       const std::string& label) {
  ASSERT_EQ(hull.size(), box.size()) << label;
  if (hull.empty()) return;
  EXPECT_NEAR(hull[0].depth, box[0].depth, 1e-9) << label;
  EXPECT_TRUE(hull[0].nhat_BA_W.isApprox(box[0].nhat_BA_W, 1e-9))
      << label << ": " << hull[0].nhat_BA_W.transpose() << " vs "
      << box[0].nhat_BA_W.transpose();
  // The defining identity p_WCb = p_WCa + depth·nhat_BA_W (roundoff).
  EXPECT_LT(
      (hull[0].p_WCb - (hull[0].p_WCa + hull[0].depth * hull[0].nhat_BA_W))
          .norm(),
      1e-12)
      << label;
}

// A cube-shaped OBJ (Convex and Mesh, scale 2: half size 1) behaves as
// Box(2, 2, 2) against a sphere, a box and a half space over random poses
// (some apart, some penetrating; the cube is registered first and second
// to cover both orders).
GTEST_TEST(ConvexPenetrationTest, CubeObjMatchesBox) {
  const Box cube_box(2, 2, 2);
  const std::vector<std::pair<std::string, std::unique_ptr<Shape>>> others =
      [] {
        std::vector<std::pair<std::string, std::unique_ptr<Shape>>> v;
        v.emplace_back("sphere", std::make_unique<Sphere>(0.7));
        v.emplace_back("box", std::make_unique<Box>(0.6, 1.2, 2.0));
        v.emplace_back("half space", std::make_unique<HalfSpace>());
        return v;
      }();
  std::mt19937 gen(1234);
  int penetrating = 0;
  for (const auto& [label, other] : others) {
    for (const bool use_mesh : {false, true}) {
      for (const bool hull_first : {true, false}) {
        std::unique_ptr<Shape> hull_shape;
        if (use_mesh) {
          hull_shape = std::make_unique<Mesh>(kCube, 2.0);
        } else {
          hull_shape = std::make_unique<Convex>(kCube, 2.0);
        }
        TwoBodies with_hull(hull_first ? *hull_shape : *other,
                            hull_first ? *other : *hull_shape);
        TwoBodies with_box(
            hull_first ? static_cast<const Shape&>(cube_box) : *other,
            hull_first ? *other : static_cast<const Shape&>(cube_box));
        for (int trial = 0; trial < 40; ++trial) {
          const RigidTransform<double> X_WA = RandomPose(&gen, 1.0);
          const RigidTransform<double> X_WB = RandomPose(&gen, 1.0);
          const auto hull_result =
              with_hull.Query(X_WA, X_WB).ComputePointPairPenetration();
          const auto box_result =
              with_box.Query(X_WA, X_WB).ComputePointPairPenetration();
          penetrating += !box_result.empty();
          ExpectSameContact(hull_result, box_result,
                            fmt::format("{} trial {}", label, trial));
        }
      }
    }
  }
  // Most random poses this close overlap: the comparison is not vacuous.
  EXPECT_GT(penetrating, 200);
}

// Edge against edge: cube A (half size 1) turned 45° about x has its top
// edge along x at z = √2; cube B turned 45° about y, centred at
// (0.05, 0, 2√2 − 0.1), has its bottom edge along y at z = √2 − 0.1. The
// deepest axis is their cross product z (every face axis overlaps by
// more than 0.7): depth 0.1, normal −z out of B into A, and the witnesses
// are the edges' closest points (0.05, 0, √2) and (0.05, 0, √2 − 0.1).
// Tolerance 1e-12: roundoff of the rotations.
GTEST_TEST(ConvexPenetrationTest, EdgeEdge) {
  TwoBodies scene(Convex(kCube, 2.0), Convex(kCube, 2.0));
  const double r2 = std::sqrt(2.0);
  const RigidTransform<double> X_WA(
      RotationMatrix<double>::MakeXRotation(M_PI / 4), Vector3d::Zero());
  const RigidTransform<double> X_WB(
      RotationMatrix<double>::MakeYRotation(M_PI / 4),
      Vector3d(0.05, 0, 2 * r2 - 0.1));
  const auto result = scene.Query(X_WA, X_WB).ComputePointPairPenetration();
  ASSERT_EQ(result.size(), 1u);
  const PenetrationAsPointPair<double>& pair = result[0];
  ASSERT_EQ(pair.id_A, scene.id(0));
  EXPECT_NEAR(pair.depth, 0.1, 1e-12);
  EXPECT_TRUE(pair.nhat_BA_W.isApprox(-Vector3d::UnitZ(), 1e-12));
  EXPECT_LT((pair.p_WCa - Vector3d(0.05, 0, r2)).norm(), 1e-12);
  EXPECT_LT((pair.p_WCb - Vector3d(0.05, 0, r2 - 0.1)).norm(), 1e-12);
}

// The right tetrahedron against the half space z <= 0: the deepest vertex
// is the one of least world z; depth = −z, normal +z (out of the half
// space into the tetrahedron), and the half space's witness is that vertex
// raised to z = 0. Scale 2 doubles the vertices.
GTEST_TEST(ConvexPenetrationTest, TetrahedronHalfSpace) {
  TwoBodies scene(Convex(kTetrahedron, 2.0), HalfSpace());
  const RotationMatrix<double> R_WT =
      RotationMatrix<double>::MakeXRotation(0.3) *
      RotationMatrix<double>::MakeYRotation(0.4);
  const RigidTransform<double> X_WT(R_WT, Vector3d(0.1, -0.2, 0.25));
  const Vector3d corners[4] = {Vector3d::Zero(), Vector3d(2, 0, 0),
                               Vector3d(0, 2, 0), Vector3d(0, 0, 2)};
  Vector3d deepest = X_WT * corners[0];
  for (const auto& c : corners) {
    if ((X_WT * c)(2) < deepest(2)) deepest = X_WT * c;
  }
  ASSERT_LT(deepest(2), 0);
  const auto result =
      scene.Query(X_WT, RigidTransform<double>()).ComputePointPairPenetration();
  ASSERT_EQ(result.size(), 1u);
  const PenetrationAsPointPair<double>& pair = result[0];
  ASSERT_EQ(pair.id_A, scene.id(0));
  // Closed form from the same doubles: roundoff only (1e-14).
  EXPECT_NEAR(pair.depth, -deepest(2), 1e-14);
  EXPECT_TRUE(pair.nhat_BA_W.isApprox(Vector3d::UnitZ(), 1e-14));
  EXPECT_LT((pair.p_WCa - deepest).norm(), 1e-14);
  EXPECT_LT((pair.p_WCb - Vector3d(deepest(0), deepest(1), 0)).norm(), 1e-14);
  // Lifted clear of the plane: nothing.
  EXPECT_TRUE(scene
                  .Query(RigidTransform<double>(R_WT, Vector3d(0, 0, 1)),
                         RigidTransform<double>())
                  .ComputePointPairPenetration()
                  .empty());
}

// Pairs without an exact routine go to FCL's GJK/EPA on the hull: a
// vertical capsule (radius 0.5, length 1) whose lower tip is 0.1 into the
// top face of the cube (half size 1) gives depth 0.1 and normal −z (out of
// the capsule into the cube). Tolerance 1e-4: libccd's EPA stops at about
// 1e-6 relative and its witness points are approximate.
GTEST_TEST(ConvexPenetrationTest, CapsuleThroughFcl) {
  if (!internal::IsFclPenetrationSupported(internal::ShapeKind::kConvex,
                                           internal::ShapeKind::kCapsule)) {
    GTEST_SKIP() << "built without FCL";
  }
  TwoBodies scene(Convex(kCube, 2.0), Capsule(0.5, 1.0));
  const auto result =
      scene
          .Query(RigidTransform<double>(),
                 RigidTransform<double>(Vector3d(0.1, 0.2, 1.9)))
          .ComputePointPairPenetration();
  ASSERT_EQ(result.size(), 1u);
  EXPECT_EQ(result[0].id_A, scene.id(0));
  EXPECT_NEAR(result[0].depth, 0.1, 1e-4);
  EXPECT_TRUE(result[0].nhat_BA_W.isApprox(-Vector3d::UnitZ(), 1e-4))
      << result[0].nhat_BA_W.transpose();
}

// Signed distances of the cube OBJ (scale 2) when apart: against a sphere
// the closed-form Box–Sphere value; against a second cube turned 45°
// about z and moved along x by 4, whose corner is √2 from its centre:
// 4 − 1 − √2.
GTEST_TEST(ConvexDistanceTest, Separated) {
  TwoBodies hull_sphere(Convex(kCube, 2.0), Sphere(0.5));
  TwoBodies box_sphere(Box(2, 2, 2), Sphere(0.5));
  std::mt19937 gen(7);
  for (int trial = 0; trial < 20; ++trial) {
    const RigidTransform<double> X_WA = RandomPose(&gen, 0.5);
    const RigidTransform<double> X_WB = RandomPose(&gen, 3.0);
    const auto d_hull = hull_sphere.Query(X_WA, X_WB)
                            .ComputeSignedDistancePairwiseClosestPoints();
    const auto d_box = box_sphere.Query(X_WA, X_WB)
                           .ComputeSignedDistancePairwiseClosestPoints();
    ASSERT_EQ(d_hull.size(), 1u);
    ASSERT_EQ(d_box.size(), 1u);
    // Roundoff of the hull's planes (1e-9).
    EXPECT_NEAR(d_hull[0].distance, d_box[0].distance, 1e-9);
    EXPECT_TRUE(d_hull[0].nhat_BA_W.isApprox(d_box[0].nhat_BA_W, 1e-9));
  }
  TwoBodies cubes(Convex(kCube, 2.0), Convex(kCube, 2.0));
  const RigidTransform<double> X_WB(
      RotationMatrix<double>::MakeZRotation(M_PI / 4), Vector3d(4, 0.1, 0.2));
  const SignedDistancePair<double> d =
      cubes.Query(RigidTransform<double>(), X_WB)
          .ComputeSignedDistancePairClosestPoints(cubes.id(0), cubes.id(1));
  EXPECT_NEAR(d.distance, 3 - std::sqrt(2.0), 1e-12);
  EXPECT_TRUE(d.nhat_BA_W.isApprox(-Vector3d::UnitX(), 1e-12));
  EXPECT_NEAR(d.p_ACa(0), 1.0, 1e-12);
  // Overlapping (moved to x = 2): −depth, the same as the Box–Box value.
  const RigidTransform<double> X_WB2(X_WB.rotation(), Vector3d(2, 0.1, 0.2));
  const auto d2 =
      cubes.Query(RigidTransform<double>(), X_WB2)
          .ComputeSignedDistancePairClosestPoints(cubes.id(0), cubes.id(1));
  EXPECT_NEAR(d2.distance, -(1 + std::sqrt(2.0) - 2), 1e-12);
}

// The signed distance from points to the cube OBJ (a Mesh, scale 2) equals
// the closed-form Box(2, 2, 2) value, inside and outside, with the same
// gradient; 1e-12 covers the roundoff of the hull's planes.
GTEST_TEST(ConvexDistanceTest, ToPoint) {
  TwoBodies with_hull(Mesh(kCube, 2.0), Sphere(0.1));
  TwoBodies with_box(Box(2, 2, 2), Sphere(0.1));
  const RigidTransform<double> X_WG(RotationMatrix<double>::MakeZRotation(0.4),
                                    Vector3d(0.3, -0.2, 0.1));
  const RigidTransform<double> far(Vector3d(50, 0, 0));
  std::mt19937 gen(5);
  std::uniform_real_distribution<double> coordinate(-2, 2);
  for (int trial = 0; trial < 30; ++trial) {
    const Vector3d p_WQ(coordinate(gen), coordinate(gen), coordinate(gen));
    const auto hull =
        with_hull.Query(X_WG, far).ComputeSignedDistanceToPoint(p_WQ, 10.0);
    const auto box =
        with_box.Query(X_WG, far).ComputeSignedDistanceToPoint(p_WQ, 10.0);
    ASSERT_EQ(hull.size(), 1u);
    ASSERT_EQ(box.size(), 1u);
    EXPECT_NEAR(hull[0].distance, box[0].distance, 1e-12);
    EXPECT_TRUE(hull[0].grad_W.isApprox(box[0].grad_W, 1e-12));
    EXPECT_LT((hull[0].p_GN - box[0].p_GN).norm(), 1e-12);
  }
}

// AutoDiffXd: pairs with a Mesh or Convex throw naming both shapes.
GTEST_TEST(ConvexPenetrationTest, AutoDiffThrowsNamingShapes) {
  TwoBodies scene(Convex(kCube, 1.0), Sphere(1));
  auto ad = systems::System<double>::ToAutoDiffXd(scene.scene_graph());
  auto context = ad->CreateDefaultContext();
  FramePoseVector<AutoDiffXd> poses;
  for (FrameId id : ad->model_inspector().GetAllFrameIds()) {
    if (id != ad->world_frame_id()) {
      poses.set_value(id, RigidTransform<AutoDiffXd>());
    }
  }
  ad->get_source_pose_port(ad->model_inspector().GetAllSourceIds()[1])
      .FixValue(context.get(), poses);
  DRAKE_EXPECT_THROWS_MESSAGE(
      ad->get_query_output_port()
          .Eval<QueryObject<AutoDiffXd>>(*context)
          .ComputePointPairPenetration(),
      "Penetration queries between shapes '(Convex|Sphere)' and "
      "'(Convex|Sphere)' are not supported for scalar type .*AutoDiff.*");
}

}  // namespace convex_mesh_test
}  // namespace geometry
}  // namespace drake
