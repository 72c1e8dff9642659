// The inspector's convex hulls and geometry-frame OBBs, and QueryObject's
// world AABBs and OBBs: closed-form boxes of the primitives, the hull and
// box of a cube mesh, recomputation on ChangeShape, and every error.

#include <cmath>
#include <limits>
#include <memory>
#include <string>
#include <utility>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/test_utilities/eigen_matrix_compare.h"
#include "drake/geometry/query_object.h"
#include "drake/geometry/scene_graph.h"

namespace drake {
namespace geometry {
namespace bounding_box_query_test {

using Eigen::Vector3d;
using math::RigidTransformd;
using math::RotationMatrixd;

const std::string kCube =
    std::string(MALLARD_TEST_SOURCE_DIR) + "/geometry/test_data/cube.obj";

// The pad Obb's constructor adds (see its class comment).
double Pad(const Vector3d& center, const Vector3d& half_width) {
  const double scale =
      std::max(center.cwiseAbs().maxCoeff(), half_width.maxCoeff());
  return std::max(scale * std::numeric_limits<double>::epsilon(), 2e-14);
}
Vector3d Padded(const Vector3d& center, const Vector3d& half_width) {
  return (half_width.array() + Pad(center, half_width)).matrix();
}

class Scene {
 public:
  Scene() { source_ = scene_graph_.RegisterSource("test"); }
  // A geometry at X_FG on a new frame posed at X_WF; proximity role or
  // illustration only.
  GeometryId Add(const Shape& shape, const RigidTransformd& X_WF,
                 bool proximity = true,
                 const RigidTransformd& X_FG = RigidTransformd()) {
    const std::string name = fmt::format("g{}", count_++);
    auto instance = std::make_unique<GeometryInstance>(X_FG, shape, name);
    if (proximity) {
      instance->set_proximity_properties(ProximityProperties());
    } else {
      instance->set_illustration_properties(IllustrationProperties());
    }
    const FrameId frame = scene_graph_.RegisterFrame(
        source_, GeometryFrame(fmt::format("f{}", name)));
    poses_.set_value(frame, X_WF);
    return scene_graph_.RegisterGeometry(source_, frame, std::move(instance));
  }
  const QueryObject<double>& query() {
    context_ = scene_graph_.CreateDefaultContext();
    scene_graph_.get_source_pose_port(source_).FixValue(context_.get(), poses_);
    return scene_graph_.get_query_output_port().Eval<QueryObject<double>>(
        *context_);
  }
  const SceneGraphInspector<double>& inspector() const {
    return scene_graph_.model_inspector();
  }
  SceneGraph<double>& scene_graph() { return scene_graph_; }
  SourceId source() const { return source_; }

 private:
  SceneGraph<double> scene_graph_;
  SourceId source_;
  FramePoseVector<double> poses_;
  std::unique_ptr<systems::Context<double>> context_;
  int count_{0};
};

// Each primitive's OBB is the box of its extents about Go, aligned with G
// (Drake's closed forms), padded by 2e-14 (all extents are below 90 m, so
// the pad is its floor); none has a convex hull; a HalfSpace has no OBB.
GTEST_TEST(InspectorBoundsTest, PrimitiveObbs) {
  Scene scene;
  const RigidTransformd X_WF(RotationMatrixd::MakeZRotation(0.4),
                             Vector3d(1, 2, 3));
  const std::pair<GeometryId, Vector3d> cases[] = {
      {scene.Add(Box(2, 4, 6), X_WF), Vector3d(1, 2, 3)},
      {scene.Add(Sphere(0.5), X_WF), Vector3d(0.5, 0.5, 0.5)},
      {scene.Add(Cylinder(0.5, 2), X_WF), Vector3d(0.5, 0.5, 1)},
      // the caps reach r past the cylinder's half length: 1 + 0.5
      {scene.Add(Capsule(0.5, 2), X_WF, false), Vector3d(0.5, 0.5, 1.5)},
      {scene.Add(Ellipsoid(1, 2, 3), X_WF), Vector3d(1, 2, 3)},
  };
  const auto& inspector = scene.inspector();
  for (const auto& [id, half] : cases) {
    SCOPED_TRACE(inspector.GetShape(id).to_string());
    const std::optional<Obb>& obb = inspector.GetObbInGeometryFrame(id);
    ASSERT_TRUE(obb.has_value());
    EXPECT_TRUE(obb->pose().IsExactlyEqualTo(RigidTransformd()));
    EXPECT_EQ(obb->half_width(), (half.array() + 2e-14).matrix());
    EXPECT_EQ(inspector.GetConvexHull(id), nullptr);
  }
  // the sphere's box is (2r)³ = 1 m³ (to the pad's 3·(2r)²·2·2e-14), 6/π
  // times the sphere's volume; the cylinder's (2r)²·L = 2 m³, 4/π times
  const double kPadVolume = 1e-12;
  EXPECT_NEAR(inspector.GetObbInGeometryFrame(cases[1].first)->CalcVolume(),
              1.0, kPadVolume);
  EXPECT_NEAR(inspector.GetObbInGeometryFrame(cases[2].first)->CalcVolume() /
                  CalcVolume(Cylinder(0.5, 2)),
              4 / M_PI, kPadVolume);
  const GeometryId half_space = scene.Add(HalfSpace(), X_WF);
  EXPECT_FALSE(inspector.GetObbInGeometryFrame(half_space).has_value());
  EXPECT_EQ(inspector.GetConvexHull(half_space), nullptr);
}

// A Mesh or Convex of the unit cube file scaled by s: its hull has the 8
// corners (±s/2) and 6 square faces of area s² (the triangles of each face
// merged into one polygon); its OBB is the cube itself (M's axes fit it
// exactly). The hull exists whatever the roles.
GTEST_TEST(InspectorBoundsTest, MeshAndConvexHullsAndObbs) {
  Scene scene;
  const std::pair<GeometryId, double> cases[] = {
      {scene.Add(Mesh(kCube, 2.0), RigidTransformd()), 2.0},
      {scene.Add(Convex(kCube, 0.5), RigidTransformd()), 0.5},
      {scene.Add(Mesh(kCube, 3.0), RigidTransformd(), false), 3.0},
  };
  const auto& inspector = scene.inspector();
  for (const auto& [id, s] : cases) {
    SCOPED_TRACE(inspector.GetShape(id).to_string());
    const PolygonSurfaceMesh<double>* hull = inspector.GetConvexHull(id);
    ASSERT_NE(hull, nullptr);
    EXPECT_EQ(hull->num_vertices(), 8);
    ASSERT_EQ(hull->num_faces(), 6);
    for (int f = 0; f < 6; ++f) {
      EXPECT_EQ(hull->element(f).num_vertices(), 4);
      // corners are exact binary fractions; the area is a sum of two
      // triangle cross products: roundoff of a few ulps of s²
      EXPECT_NEAR(hull->area(f), s * s, 1e-14 * s * s);
      // the face points away from the centre
      EXPECT_GT(hull->face_normal(f).dot(hull->element_centroid(f)), 0);
    }
    for (int v = 0; v < 8; ++v) {
      EXPECT_EQ(hull->vertex(v).cwiseAbs(), Vector3d::Constant(s / 2));
    }
    // the same object on every request
    EXPECT_EQ(inspector.GetConvexHull(id), hull);
    const std::optional<Obb>& obb = inspector.GetObbInGeometryFrame(id);
    ASSERT_TRUE(obb.has_value());
    // the fit (an exact box from coordinates ±s/2) is the cube
    EXPECT_TRUE(CompareMatrices(obb->center(), Vector3d::Zero(), 1e-15));
    EXPECT_TRUE(CompareMatrices(obb->half_width(),
                                Vector3d::Constant(s / 2 + 2e-14), 1e-15));
    EXPECT_EQ(&inspector.GetObbInGeometryFrame(id), &obb);
  }
}

GTEST_TEST(InspectorBoundsTest, Errors) {
  Scene scene;
  // illustration-only meshes whose files cannot be hulled register fine;
  // the request reports the geometry and the file
  const GeometryId missing =
      scene.Add(Mesh("/nonexistent/missing.obj"), RigidTransformd(), false);
  const GeometryId gltf =
      scene.Add(Mesh("/nonexistent/robot.gltf"), RigidTransformd(), false);
  const auto& inspector = scene.inspector();
  DRAKE_EXPECT_THROWS_MESSAGE(
      inspector.GetConvexHull(missing),
      fmt::format("Geometry 'g0' \\(id {}\\): Cannot open the OBJ file "
                  "'/nonexistent/missing.obj'\\.",
                  missing.get_value()));
  // (and again: a failed load is retried, not remembered as empty)
  DRAKE_EXPECT_THROWS_MESSAGE(inspector.GetObbInGeometryFrame(missing),
                              "Geometry 'g0' .*Cannot open the OBJ file.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      inspector.GetObbInGeometryFrame(gltf),
      fmt::format("Geometry 'g1' \\(id {}\\): cannot compute the convex hull "
                  "of the Mesh file '/nonexistent/robot.gltf'; only OBJ "
                  "\\(\\.obj\\) files are supported\\.",
                  gltf.get_value()));
  const GeometryId unknown = GeometryId::get_new_id();
  DRAKE_EXPECT_THROWS_MESSAGE(
      inspector.GetConvexHull(unknown),
      fmt::format("Referenced geometry {} has not been registered\\.",
                  unknown.get_value()));
  DRAKE_EXPECT_THROWS_MESSAGE(
      inspector.GetObbInGeometryFrame(unknown),
      fmt::format("Referenced geometry {} has not been registered\\.",
                  unknown.get_value()));
}

// ChangeShape recomputes both: a box becomes a mesh (hull appears, OBB is
// the mesh's) and back (hull gone). A Context's copy changes alone.
GTEST_TEST(InspectorBoundsTest, ChangeShape) {
  Scene scene;
  const GeometryId id = scene.Add(Box(2, 2, 2), RigidTransformd());
  auto context = scene.scene_graph().CreateDefaultContext();
  scene.scene_graph().ChangeShape(scene.source(), id, Mesh(kCube, 4.0));
  const auto& inspector = scene.inspector();
  ASSERT_NE(inspector.GetConvexHull(id), nullptr);
  EXPECT_NEAR(inspector.GetObbInGeometryFrame(id)->half_width().x(), 2.0,
              1e-13);
  // the context made before the change still has the box
  const auto& context_query =
      scene.scene_graph().get_query_output_port().Eval<QueryObject<double>>(
          *context);
  EXPECT_EQ(context_query.inspector().GetConvexHull(id), nullptr);
  EXPECT_EQ(context_query.inspector().GetObbInGeometryFrame(id)->half_width(),
            Vector3d::Constant(1 + 2e-14));
  scene.scene_graph().ChangeShape(scene.source(), id, Sphere(0.25));
  EXPECT_EQ(inspector.GetConvexHull(id), nullptr);
  EXPECT_EQ(inspector.GetObbInGeometryFrame(id)->half_width(),
            Vector3d::Constant(0.25 + 2e-14));
}

// The world OBB is the geometry-frame box posed by X_WG = X_WF·X_FG, its
// half widths padded once more for the world centre.
GTEST_TEST(QueryBoundsTest, ObbInWorld) {
  Scene scene;
  const RigidTransformd X_WF(RotationMatrixd::MakeXRotation(0.3),
                             Vector3d(100, -2, 5));
  const RigidTransformd X_FG(RotationMatrixd::MakeZRotation(-1.1),
                             Vector3d(0.5, 0, 1));
  const GeometryId box = scene.Add(Box(2, 4, 6), X_WF, false, X_FG);
  const GeometryId mesh = scene.Add(Mesh(kCube, 2.0), X_WF, true, X_FG);
  const GeometryId half_space = scene.Add(HalfSpace(), X_WF);
  const auto& query = scene.query();
  const RigidTransformd X_WG = X_WF * X_FG;
  const std::optional<Obb> obb_W = query.ComputeObbInWorld(box);
  ASSERT_TRUE(obb_W.has_value());
  // (composition roundoff: a few ulps of the 100 m translation)
  EXPECT_TRUE(obb_W->pose().IsNearlyEqualTo(X_WG, 1e-13));
  const Vector3d half_G = Vector3d(1, 2, 3).array() + 2e-14;
  EXPECT_EQ(obb_W->half_width(), Padded(obb_W->center(), half_G));
  const std::optional<Obb> mesh_W = query.ComputeObbInWorld(mesh);
  ASSERT_TRUE(mesh_W.has_value());
  EXPECT_TRUE(mesh_W->pose().IsNearlyEqualTo(X_WG, 1e-13));
  // every hull vertex, posed in W, lies in the world box; moving a point
  // 100 m from Wo into W and back into B costs a few ulps of 100 m
  // (~1e-14 each), so the check allows 1e-13 beyond the half widths
  const PolygonSurfaceMesh<double>* hull =
      query.inspector().GetConvexHull(mesh);
  ASSERT_NE(hull, nullptr);
  for (int v = 0; v < hull->num_vertices(); ++v) {
    const Vector3d p_BV = mesh_W->pose().inverse() * (X_WG * hull->vertex(v));
    EXPECT_TRUE(
        (p_BV.cwiseAbs().array() <= mesh_W->half_width().array() + 1e-13).all())
        << p_BV.transpose();
  }
  EXPECT_FALSE(query.ComputeObbInWorld(half_space).has_value());

  // As in Drake, world AABBs exist only for deformable geometries, which
  // this implementation does not have: nullopt for every geometry.
  for (GeometryId id : {box, mesh, half_space}) {
    EXPECT_FALSE(query.ComputeAabbInWorld(id).has_value());
  }
  const GeometryId unknown = GeometryId::get_new_id();
  DRAKE_EXPECT_THROWS_MESSAGE(
      query.ComputeObbInWorld(unknown),
      fmt::format("ComputeObbInWorld\\(\\): no OBB for geometry id {}, which "
                  "is not registered\\.",
                  unknown.get_value()));
  DRAKE_EXPECT_THROWS_MESSAGE(
      query.ComputeAabbInWorld(unknown),
      fmt::format("ComputeAabbInWorld\\(\\): no AABB for geometry id {}, "
                  "which is not registered\\.",
                  unknown.get_value()));

  // the AutoDiffXd QueryObject reports the same (double) boxes
  auto ad = systems::System<double>::ToAutoDiffXd(scene.scene_graph());
  auto context = ad->CreateDefaultContext();
  FramePoseVector<AutoDiffXd> poses;
  poses.set_value(scene.inspector().GetFrameId(box), X_WF.cast<AutoDiffXd>());
  poses.set_value(scene.inspector().GetFrameId(mesh), X_WF.cast<AutoDiffXd>());
  poses.set_value(scene.inspector().GetFrameId(half_space),
                  X_WF.cast<AutoDiffXd>());
  ad->get_source_pose_port(scene.source()).FixValue(context.get(), poses);
  const auto& query_ad =
      ad->get_query_output_port().Eval<QueryObject<AutoDiffXd>>(*context);
  EXPECT_TRUE(query_ad.ComputeObbInWorld(box)->Equal(*obb_W));
  EXPECT_FALSE(query_ad.ComputeAabbInWorld(box).has_value());
}

}  // namespace bounding_box_query_test
}  // namespace geometry
}  // namespace drake
