// Signed distance queries (pairwise, one pair, to a point) against closed
// forms, their filtering and errors, and the point-distance gradient
// against AutoDiffXd.

#include <cmath>
#include <string>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/geometry/query_object.h"
#include "drake/geometry/scene_graph.h"

namespace drake {
namespace geometry {
namespace signed_distance_test {

using Eigen::Vector3d;
using math::RigidTransform;
using math::RotationMatrix;

// Closed forms evaluated in double from the same inputs: roundoff only.
constexpr double kTol = 1e-12;

class DistanceScene {
 public:
  DistanceScene() { source_ = scene_graph_.RegisterSource("test"); }
  GeometryId Add(const Shape& shape, const RigidTransform<double>& X_WG,
                 bool proximity = true) {
    const std::string name = fmt::format("g{}", count_++);
    auto instance = std::make_unique<GeometryInstance>(RigidTransform<double>(),
                                                       shape, name);
    if (proximity) instance->set_proximity_properties(ProximityProperties());
    const FrameId frame = scene_graph_.RegisterFrame(
        source_, GeometryFrame(fmt::format("f{}", name)));
    poses_.set_value(frame, X_WG);
    return scene_graph_.RegisterGeometry(source_, frame, std::move(instance));
  }
  const QueryObject<double>& query() {
    context_ = scene_graph_.CreateDefaultContext();
    scene_graph_.get_source_pose_port(source_).FixValue(context_.get(), poses_);
    return scene_graph_.get_query_output_port().Eval<QueryObject<double>>(
        *context_);
  }
  SceneGraph<double>& scene_graph() { return scene_graph_; }

 private:
  SceneGraph<double> scene_graph_;
  SourceId source_;
  FramePoseVector<double> poses_;
  std::unique_ptr<systems::Context<double>> context_;
  int count_{0};
};

// Two spheres (0.5, 0.7) 2 m apart along u: distance 0.8; the witness
// points are r·u in A's frame and −r·u in B's; nhat_BA_W = −u.
GTEST_TEST(SignedDistanceTest, SphereSphere) {
  DistanceScene scene;
  const Vector3d u = Vector3d(2, 3, 6) / 7;
  const GeometryId a = scene.Add(Sphere(0.5), RigidTransform<double>());
  const GeometryId b =
      scene.Add(Sphere(0.7), RigidTransform<double>(Vector3d(2 * u)));
  const auto& query = scene.query();
  const SignedDistancePair<double> d =
      query.ComputeSignedDistancePairClosestPoints(a, b);
  EXPECT_EQ(d.id_A, a);
  EXPECT_EQ(d.id_B, b);
  EXPECT_NEAR(d.distance, 0.8, kTol);
  EXPECT_TRUE(d.p_ACa.isApprox(0.5 * u, kTol));
  EXPECT_TRUE(d.p_BCb.isApprox(-0.7 * u, kTol));
  EXPECT_TRUE(d.nhat_BA_W.isApprox(-u, kTol));
  // Asked in the other order, the roles swap.
  const auto swapped = query.ComputeSignedDistancePairClosestPoints(b, a);
  EXPECT_EQ(swapped.id_A, b);
  EXPECT_TRUE(swapped.nhat_BA_W.isApprox(u, kTol));
  EXPECT_TRUE(swapped.p_ACa.isApprox(-0.7 * u, kTol));
}

// A sphere (r = 0.5) centred 1.5 m from a box face: distance 1.0; centred
// inside 0.2 m below the face: distance −0.7.
GTEST_TEST(SignedDistanceTest, SphereBoxAndHalfSpace) {
  DistanceScene scene;
  const GeometryId box = scene.Add(Box(2, 2, 2), RigidTransform<double>());
  const GeometryId s1 =
      scene.Add(Sphere(0.5), RigidTransform<double>(Vector3d(0.2, 0.3, 2.5)));
  const GeometryId s2 =
      scene.Add(Sphere(0.5), RigidTransform<double>(Vector3d(0.8, 0.1, 0)));
  const GeometryId ground =
      scene.Add(HalfSpace(), RigidTransform<double>(Vector3d(0, 0, -3)));
  const auto& query = scene.query();
  auto d = query.ComputeSignedDistancePairClosestPoints(s1, box);
  EXPECT_NEAR(d.distance, 1.0, kTol);
  EXPECT_TRUE(d.nhat_BA_W.isApprox(Vector3d::UnitZ(), kTol));
  EXPECT_TRUE(d.p_ACa.isApprox(Vector3d(0, 0, -0.5), kTol));
  EXPECT_TRUE(d.p_BCb.isApprox(Vector3d(0.2, 0.3, 1), kTol));
  d = query.ComputeSignedDistancePairClosestPoints(box, s2);
  EXPECT_NEAR(d.distance, -0.7, kTol);
  EXPECT_EQ(d.id_A, box);
  EXPECT_TRUE(d.nhat_BA_W.isApprox(-Vector3d::UnitX(), kTol));
  // Sphere over the ground: 2.5 − 0.5 − (−3) = 5.
  d = query.ComputeSignedDistancePairClosestPoints(s1, ground);
  EXPECT_NEAR(d.distance, 5.0, kTol);
  // Box over the ground: its bottom face is at −1, 2 m above the plane.
  d = query.ComputeSignedDistancePairClosestPoints(ground, box);
  EXPECT_NEAR(d.distance, 2.0, kTol);
  EXPECT_TRUE(d.nhat_BA_W.isApprox(-Vector3d::UnitZ(), kTol));
}

// Parallel capsules (r = 0.1 and 0.2) with axes along x, 1 m apart in y:
// distance 0.7. A capsule tilted over the ground: its lowest point is at
// z − (l/2)·cos θ − r.
GTEST_TEST(SignedDistanceTest, Capsules) {
  DistanceScene scene;
  const RotationMatrix<double> R =
      RotationMatrix<double>::MakeYRotation(M_PI / 2);
  const GeometryId a =
      scene.Add(Capsule(0.1, 2), RigidTransform<double>(R, Vector3d::Zero()));
  const GeometryId b = scene.Add(
      Capsule(0.2, 1), RigidTransform<double>(R, Vector3d(0.3, 1, 0)));
  const double theta = 0.4;
  const GeometryId c = scene.Add(
      Capsule(0.1, 1),
      RigidTransform<double>(RotationMatrix<double>::MakeXRotation(theta),
                             Vector3d(5, 0, 2)));
  const GeometryId ground = scene.Add(HalfSpace(), RigidTransform<double>());
  const auto& query = scene.query();
  auto d = query.ComputeSignedDistancePairClosestPoints(a, b);
  EXPECT_NEAR(d.distance, 0.7, kTol);
  EXPECT_TRUE(d.nhat_BA_W.isApprox(-Vector3d::UnitY(), kTol));
  d = query.ComputeSignedDistancePairClosestPoints(c, ground);
  EXPECT_NEAR(d.distance, 2 - 0.5 * std::cos(theta) - 0.1, kTol);
}

GTEST_TEST(SignedDistanceTest, PairwiseFiltersAndSorts) {
  DistanceScene scene;
  const GeometryId a = scene.Add(Sphere(0.5), RigidTransform<double>());
  const GeometryId b =
      scene.Add(Sphere(0.5), RigidTransform<double>(Vector3d(2, 0, 0)));
  const GeometryId c =
      scene.Add(Sphere(0.5), RigidTransform<double>(Vector3d(10, 0, 0)));
  scene.Add(Sphere(0.5), RigidTransform<double>(Vector3d(20, 0, 0)), false);
  auto all = scene.query().ComputeSignedDistancePairwiseClosestPoints();
  ASSERT_EQ(all.size(), 3u);  // a–b, a–c, b–c; the non-proximity one is out
  EXPECT_EQ(all[0].id_A, a);
  EXPECT_EQ(all[0].id_B, b);
  EXPECT_NEAR(all[0].distance, 1.0, kTol);
  EXPECT_EQ(all[1].id_B, c);
  EXPECT_NEAR(all[1].distance, 9.0, kTol);
  EXPECT_EQ(all[2].id_A, b);
  EXPECT_NEAR(all[2].distance, 7.0, kTol);
  auto near = scene.query().ComputeSignedDistancePairwiseClosestPoints(1.5);
  ASSERT_EQ(near.size(), 1u);
  EXPECT_EQ(near[0].id_B, b);
  scene.scene_graph().collision_filter_manager().Apply(
      CollisionFilterDeclaration().ExcludeWithin(GeometrySet({a, b})));
  near = scene.query().ComputeSignedDistancePairwiseClosestPoints(1.5);
  EXPECT_TRUE(near.empty());
}

GTEST_TEST(SignedDistanceTest, Errors) {
  DistanceScene scene;
  const GeometryId a = scene.Add(Box(1, 1, 1), RigidTransform<double>());
  const GeometryId b =
      scene.Add(Box(1, 1, 1), RigidTransform<double>(Vector3d(3, 0, 0)));
  const GeometryId c =
      scene.Add(Sphere(1), RigidTransform<double>(Vector3d(6, 0, 0)), false);
  const GeometryId e =
      scene.Add(Ellipsoid(1, 1, 1), RigidTransform<double>(Vector3d(9, 0, 0)));
  const auto& query = scene.query();
  DRAKE_EXPECT_THROWS_MESSAGE(
      query.ComputeSignedDistancePairClosestPoints(a, b),
      "Signed distance queries between shapes 'Box' and 'Box' are not "
      "supported for scalar type double.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      query.ComputeSignedDistancePairClosestPoints(a, c),
      "ComputeSignedDistancePairClosestPoints\\(\\): geometry 'g2' \\(id "
      "[0-9]+\\) does not have the proximity role.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      query.ComputeSignedDistanceToPoint(Vector3d::Zero()),
      "Signed distance queries between a point and a shape 'Ellipsoid' are "
      "not supported.*");
  (void)e;
}

// Point distances: sphere |p − c| − r; box outside (to a face) and inside
// (−depth to the nearest face); half space n·(p − o); capsule and cylinder.
GTEST_TEST(SignedDistanceTest, ToPoint) {
  DistanceScene scene;
  const GeometryId sphere =
      scene.Add(Sphere(1), RigidTransform<double>(Vector3d(10, 0, 0)));
  const GeometryId box = scene.Add(Box(2, 4, 6), RigidTransform<double>());
  const GeometryId capsule =
      scene.Add(Capsule(0.5, 2), RigidTransform<double>(Vector3d(0, 10, 0)));
  const GeometryId cylinder =
      scene.Add(Cylinder(0.5, 2), RigidTransform<double>(Vector3d(0, -10, 0)));
  const auto& query = scene.query();
  const Vector3d p_WQ(0.5, 1.0, 1.0);
  const auto results = query.ComputeSignedDistanceToPoint(p_WQ);
  ASSERT_EQ(results.size(), 4u);
  for (const auto& r : results) {
    if (r.id_G == sphere) {
      EXPECT_NEAR(r.distance, (p_WQ - Vector3d(10, 0, 0)).norm() - 1, kTol);
    } else if (r.id_G == box) {
      // Inside: nearest face is x = 1 (0.5 away).
      EXPECT_NEAR(r.distance, -0.5, kTol);
      EXPECT_TRUE(r.p_GN.isApprox(Vector3d(1, 1, 1), kTol));
      EXPECT_TRUE(r.grad_W.isApprox(Vector3d::UnitX(), kTol));
    } else if (r.id_G == capsule) {
      // Closest axis point (0, 10, 1): distance |(0.5, −9, 0)| − 0.5.
      EXPECT_NEAR(r.distance, Vector3d(0.5, -9, 0).norm() - 0.5, kTol);
    } else if (r.id_G == cylinder) {
      // Beside the side: |(0.5, 11)| − 0.5.
      EXPECT_NEAR(r.distance, Vector3d(0.5, 11, 0).norm() - 0.5, kTol);
    }
  }
  const auto close = query.ComputeSignedDistanceToPoint(p_WQ, 0.0);
  ASSERT_EQ(close.size(), 1u);
  EXPECT_EQ(close[0].id_G, box);
}

// ComputeSignedDistanceGeometryToPoint() on each supported shape gives what
// ComputeSignedDistanceToPoint() gives for the same geometry (the same
// per-shape code; compared exactly) and the closed forms, ordered by id.
GTEST_TEST(SignedDistanceTest, GeometryToPoint) {
  DistanceScene scene;
  const std::string cube =
      std::string(MALLARD_TEST_SOURCE_DIR) + "/geometry/test_data/cube.obj";
  const GeometryId sphere =
      scene.Add(Sphere(1), RigidTransform<double>(Vector3d(10, 0, 0)));
  const GeometryId box = scene.Add(Box(2, 4, 6), RigidTransform<double>());
  const GeometryId capsule =
      scene.Add(Capsule(0.5, 2), RigidTransform<double>(Vector3d(0, 10, 0)));
  const GeometryId cylinder =
      scene.Add(Cylinder(0.5, 2), RigidTransform<double>(Vector3d(0, -10, 0)));
  const GeometryId half_space =
      scene.Add(HalfSpace(), RigidTransform<double>(Vector3d(0, 0, -3)));
  // the unit cube file scaled by 2, centred at (0, 0, 20)
  const GeometryId convex =
      scene.Add(Convex(cube, 2.0), RigidTransform<double>(Vector3d(0, 0, 20)));
  // and as a Mesh (its hull) centred at (0, 0, −20)
  const GeometryId mesh =
      scene.Add(Mesh(cube, 2.0), RigidTransform<double>(Vector3d(0, 0, -20)));
  const GeometryId visual =
      scene.Add(Sphere(1), RigidTransform<double>(), false);
  const auto& query = scene.query();
  const Vector3d p_WQ(0.5, 1.0, 1.0);
  // named in reverse id order; results come in id order
  GeometrySet set;
  for (GeometryId id :
       {mesh, convex, half_space, cylinder, capsule, box, sphere}) {
    set.Add(id);
  }
  const auto results = query.ComputeSignedDistanceGeometryToPoint(p_WQ, set);
  const auto all = query.ComputeSignedDistanceToPoint(p_WQ);
  ASSERT_EQ(results.size(), 7u);
  ASSERT_EQ(all.size(), 7u);
  for (size_t i = 0; i < results.size(); ++i) {
    if (i > 0) {
      EXPECT_LT(results[i - 1].id_G, results[i].id_G);
    }
    EXPECT_EQ(results[i].id_G, all[i].id_G);
    EXPECT_EQ(results[i].distance, all[i].distance);
    EXPECT_EQ(results[i].p_GN, all[i].p_GN);
    EXPECT_EQ(results[i].grad_W, all[i].grad_W);
  }
  for (const auto& r : results) {
    if (r.id_G == sphere) {
      EXPECT_NEAR(r.distance, (p_WQ - Vector3d(10, 0, 0)).norm() - 1, kTol);
    } else if (r.id_G == box) {
      EXPECT_NEAR(r.distance, -0.5, kTol);  // nearest face x = 1
    } else if (r.id_G == half_space) {
      EXPECT_NEAR(r.distance, 4.0, kTol);  // z = 1 above z = −3
    } else if (r.id_G == capsule) {
      // closest axis point (0, 10, 1): |(0.5, −9, 0)| − 0.5
      EXPECT_NEAR(r.distance, Vector3d(0.5, -9, 0).norm() - 0.5, kTol);
    } else if (r.id_G == cylinder) {
      // beside the side: |(0.5, 11)| − 0.5
      EXPECT_NEAR(r.distance, Vector3d(0.5, 11, 0).norm() - 0.5, kTol);
    } else if (r.id_G == convex) {
      EXPECT_NEAR(r.distance, 18.0, kTol);  // below the face z = 19
      EXPECT_TRUE(r.grad_W.isApprox(-Vector3d::UnitZ(), kTol));
    } else if (r.id_G == mesh) {
      EXPECT_NEAR(r.distance, 20.0, kTol);  // above the face z = −19
      EXPECT_TRUE(r.grad_W.isApprox(Vector3d::UnitZ(), kTol));
    }
  }
  // a frame stands for its proximity geometries; the visual-only sphere on
  // its own frame contributes nothing
  const auto& inspector = query.inspector();
  const auto by_frame = query.ComputeSignedDistanceGeometryToPoint(
      p_WQ, GeometrySet(
                {inspector.GetFrameId(capsule), inspector.GetFrameId(visual)}));
  ASSERT_EQ(by_frame.size(), 1u);
  EXPECT_EQ(by_frame[0].id_G, capsule);
  EXPECT_TRUE(
      query.ComputeSignedDistanceGeometryToPoint(p_WQ, GeometrySet()).empty());
}

GTEST_TEST(SignedDistanceTest, GeometryToPointErrors) {
  DistanceScene scene;
  const GeometryId ellipsoid =
      scene.Add(Ellipsoid(1, 2, 3), RigidTransform<double>());
  const GeometryId visual =
      scene.Add(Sphere(1), RigidTransform<double>(), false);
  const GeometryId sphere = scene.Add(Sphere(1), RigidTransform<double>());
  const auto& query = scene.query();
  const Vector3d p_WQ(1, 2, 3);
  const GeometryId unknown = GeometryId::get_new_id();
  DRAKE_EXPECT_THROWS_MESSAGE(
      query.ComputeSignedDistanceGeometryToPoint(
          p_WQ, GeometrySet({sphere, unknown})),
      fmt::format("ComputeSignedDistanceGeometryToPoint\\(\\): the geometry "
                  "set names geometry id {}, which is not registered\\.",
                  unknown.get_value()));
  const FrameId unknown_frame = FrameId::get_new_id();
  DRAKE_EXPECT_THROWS_MESSAGE(
      query.ComputeSignedDistanceGeometryToPoint(p_WQ,
                                                 GeometrySet(unknown_frame)),
      fmt::format("ComputeSignedDistanceGeometryToPoint\\(\\): the geometry "
                  "set names frame id {}, which is not registered\\.",
                  unknown_frame.get_value()));
  DRAKE_EXPECT_THROWS_MESSAGE(
      query.ComputeSignedDistanceGeometryToPoint(p_WQ, GeometrySet(visual)),
      fmt::format("ComputeSignedDistanceGeometryToPoint\\(\\): geometry 'g1' "
                  "\\(id {}\\) does not have the proximity role\\.",
                  visual.get_value()));
  DRAKE_EXPECT_THROWS_MESSAGE(
      query.ComputeSignedDistanceGeometryToPoint(
          p_WQ, GeometrySet({sphere, ellipsoid})),
      fmt::format(
          "ComputeSignedDistanceGeometryToPoint\\(\\): geometry 'g0' "
          "\\(id {}\\) has shape Ellipsoid, which the signed distance to "
          "a point does not support for scalar type double; .*",
          ellipsoid.get_value()));
}

// The distance's derivative w.r.t. p_WQ (AutoDiffXd) equals grad_W, and
// both match central differences (h = 1e-6; tolerance 1e-8).
GTEST_TEST(SignedDistanceTest, PointGradientMatchesAutoDiff) {
  SceneGraph<double> scene_graph;
  const SourceId source = scene_graph.RegisterSource("s");
  auto instance = std::make_unique<GeometryInstance>(
      RigidTransform<double>(RotationMatrix<double>::MakeZRotation(0.3),
                             Vector3d(0.1, 0.2, 0.3)),
      Box(1, 2, 3), "box");
  instance->set_proximity_properties(ProximityProperties());
  const GeometryId box =
      scene_graph.RegisterAnchoredGeometry(source, std::move(instance));
  auto ad = systems::System<double>::ToAutoDiffXd(scene_graph);
  auto context = ad->CreateDefaultContext();
  const auto& query =
      ad->get_query_output_port().Eval<QueryObject<AutoDiffXd>>(*context);
  auto distance_at = [&](const Vector3d& p) {
    Vector3<AutoDiffXd> q;
    for (int i = 0; i < 3; ++i)
      q(i) = AutoDiffXd(p(i), Eigen::VectorXd::Unit(3, i));
    const auto all = query.ComputeSignedDistanceToPoint(q);
    // the set query gives the same, value and derivatives
    const auto one =
        query.ComputeSignedDistanceGeometryToPoint(q, GeometrySet(box));
    EXPECT_EQ(one.size(), 1u);
    EXPECT_EQ(one.at(0).distance.value(), all.at(0).distance.value());
    EXPECT_EQ(one.at(0).distance.derivatives(),
              all.at(0).distance.derivatives());
    return all.at(0);
  };
  for (const Vector3d& p : {Vector3d(2, 1, 0.5), Vector3d(0.2, 0.3, 0.4)}) {
    const auto d = distance_at(p);
    const Vector3d grad = d.distance.derivatives();
    Vector3d grad_W;
    for (int i = 0; i < 3; ++i) grad_W(i) = d.grad_W(i).value();
    EXPECT_TRUE(grad.isApprox(grad_W, 1e-12));
    const double h = 1e-6;
    for (int i = 0; i < 3; ++i) {
      const double fd =
          (distance_at(p + h * Vector3d::Unit(i)).distance.value() -
           distance_at(p - h * Vector3d::Unit(i)).distance.value()) /
          (2 * h);
      EXPECT_NEAR(grad(i), fd, 1e-8);
    }
  }
}

// For AutoDiffXd a Mesh or Convex is not supported; the set query says so
// naming the geometry, before computing anything.
GTEST_TEST(SignedDistanceTest, GeometryToPointAutoDiffRejectsConvex) {
  SceneGraph<double> scene_graph;
  const SourceId source = scene_graph.RegisterSource("s");
  auto sphere_instance = std::make_unique<GeometryInstance>(
      RigidTransform<double>(), Sphere(1), "ball");
  sphere_instance->set_proximity_properties(ProximityProperties());
  const GeometryId ball =
      scene_graph.RegisterAnchoredGeometry(source, std::move(sphere_instance));
  // a Convex, which AutoDiffXd does not support
  auto hull = std::make_unique<GeometryInstance>(
      RigidTransform<double>(),
      Convex(std::string(MALLARD_TEST_SOURCE_DIR) +
             "/geometry/test_data/cube.obj"),
      "hull");
  hull->set_proximity_properties(ProximityProperties());
  const GeometryId convex =
      scene_graph.RegisterAnchoredGeometry(source, std::move(hull));
  auto ad = systems::System<double>::ToAutoDiffXd(scene_graph);
  auto context = ad->CreateDefaultContext();
  const auto& query =
      ad->get_query_output_port().Eval<QueryObject<AutoDiffXd>>(*context);
  const Vector3<AutoDiffXd> p_WQ(AutoDiffXd(3), AutoDiffXd(0), AutoDiffXd(0));
  // the sphere alone: 3 − 1
  EXPECT_EQ(query.ComputeSignedDistanceGeometryToPoint(p_WQ, GeometrySet(ball))
                .at(0)
                .distance.value(),
            2.0);
  DRAKE_EXPECT_THROWS_MESSAGE(
      query.ComputeSignedDistanceGeometryToPoint(p_WQ,
                                                 GeometrySet({ball, convex})),
      "ComputeSignedDistanceGeometryToPoint\\(\\): geometry 'hull' .* has "
      "shape Convex, which the signed distance to a point does not support "
      "for scalar type drake::AutoDiffXd; .*");
}

}  // namespace signed_distance_test
}  // namespace geometry
}  // namespace drake
