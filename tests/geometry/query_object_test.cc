// QueryObject::ComputePointPairPenetration against closed-form contact
// geometry for every supported pair, the result ordering, collision
// filters, unsupported pairs, the broad phase against brute force, and
// AutoDiffXd derivatives of the depth against finite differences.

#include "drake/geometry/query_object.h"

#include <cmath>
#include <fstream>
#include <random>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/geometry/proximity/fcl_penetration.h"
#include "drake/geometry/proximity/penetration.h"
#include "drake/geometry/scene_graph.h"

namespace drake {
namespace geometry {
namespace query_object_test {

using Eigen::Vector3d;
using math::RigidTransform;
using math::RotationMatrix;

// Closed-form values are computed in double from the same inputs, so they
// agree to roundoff; 1e-12 leaves room for the trigonometry of the poses.
constexpr double kTol = 1e-12;

template <typename T>
class Scene {
 public:
  Scene() { source_ = scene_graph_.RegisterSource("test"); }

  // A proximity geometry on its own frame at X_WG (or anchored there).
  GeometryId Add(const Shape& shape, const RigidTransform<double>& X_WG,
                 bool anchored = false) {
    const std::string name = fmt::format("g{}", count_++);
    auto instance = std::make_unique<GeometryInstance>(
        anchored ? X_WG : RigidTransform<double>(), shape, name);
    instance->set_proximity_properties(ProximityProperties());
    if (anchored) {
      return scene_graph_.RegisterAnchoredGeometry(source_,
                                                   std::move(instance));
    }
    const FrameId frame = scene_graph_.RegisterFrame(
        source_, GeometryFrame(fmt::format("f{}", name)));
    poses_.set_value(frame, X_WG.cast<T>());
    frames_.push_back(frame);
    return scene_graph_.RegisterGeometry(source_, frame, std::move(instance));
  }

  void SetPose(GeometryId id, const RigidTransform<T>& X_WG) {
    poses_.set_value(scene_graph_.model_inspector().GetFrameId(id), X_WG);
    if (context_) {
      scene_graph_.get_source_pose_port(source_).FixValue(context_.get(),
                                                          poses_);
    }
  }

  const QueryObject<T>& query() {
    if (!context_) {
      context_ = scene_graph_.CreateDefaultContext();
      scene_graph_.get_source_pose_port(source_).FixValue(context_.get(),
                                                          poses_);
    }
    return scene_graph_.get_query_output_port().template Eval<QueryObject<T>>(
        *context_);
  }

  SceneGraph<T>& scene_graph() { return scene_graph_; }
  systems::Context<T>* mutable_context() {
    query();  // creates the context
    return context_.get();
  }

 private:
  SceneGraph<T> scene_graph_;
  SourceId source_;
  FramePoseVector<T> poses_;
  std::vector<FrameId> frames_;
  std::unique_ptr<systems::Context<T>> context_;
  int count_{0};
};

// Checks a penetration between `first` and `second` whatever their order in
// the result: depth, the normal pointing out of `second` into `first`, and
// the witness points on each.
void ExpectPenetration(const PenetrationAsPointPair<double>& pair,
                       GeometryId first, GeometryId second, double depth,
                       const Vector3d& nhat_second_first,
                       const Vector3d& p_W_on_first,
                       const Vector3d& p_W_on_second, double tol = kTol) {
  EXPECT_LT(pair.id_A, pair.id_B);
  PenetrationAsPointPair<double> p = pair;
  if (p.id_A != first) p.SwapAAndB();
  ASSERT_EQ(p.id_A, first);
  ASSERT_EQ(p.id_B, second);
  EXPECT_NEAR(p.depth, depth, tol);
  EXPECT_TRUE(p.nhat_BA_W.isApprox(nhat_second_first, tol))
      << p.nhat_BA_W.transpose();
  EXPECT_TRUE((p.p_WCa - p_W_on_first).norm() < tol) << p.p_WCa.transpose();
  EXPECT_TRUE((p.p_WCb - p_W_on_second).norm() < tol) << p.p_WCb.transpose();
  // The defining identity p_WCb = p_WCa + depth·nhat_BA_W.
  EXPECT_TRUE((p.p_WCb - (p.p_WCa + p.depth * p.nhat_BA_W)).norm() < tol);
}

// Two spheres, radii 0.5 and 0.7, centres 1 m apart along u:
// depth = r1 + r2 − d = 0.2; the normal out of B into A is −u.
GTEST_TEST(PenetrationTest, SphereSphere) {
  Scene<double> scene;
  const Vector3d u = Vector3d(1, 2, 2) / 3;
  const Vector3d c1(0.1, 0.2, 0.3);
  const Vector3d c2 = c1 + 1.0 * u;
  const GeometryId a = scene.Add(Sphere(0.5), RigidTransform<double>(c1));
  const GeometryId b = scene.Add(Sphere(0.7), RigidTransform<double>(c2));
  const auto results = scene.query().ComputePointPairPenetration();
  ASSERT_EQ(results.size(), 1u);
  ExpectPenetration(results[0], a, b, 0.2, -u, c1 + 0.5 * u, c2 - 0.7 * u);
  EXPECT_TRUE(scene.query().HasCollisions());
  // Apart (d = 1.3 > 1.2): nothing; touching exactly is not penetration.
  scene.SetPose(b, RigidTransform<double>(Vector3d(c1 + 1.3 * u)));
  EXPECT_TRUE(scene.query().ComputePointPairPenetration().empty());
  EXPECT_FALSE(scene.query().HasCollisions());
}

// A sphere of radius 0.5 at height 0.4 over the ground (normal +z):
// depth 0.1, deepest sphere point at z = −0.1, its plane projection at 0.
GTEST_TEST(PenetrationTest, SphereHalfSpace) {
  Scene<double> scene;
  const GeometryId ground =
      scene.Add(HalfSpace(), RigidTransform<double>(), true);
  const GeometryId s =
      scene.Add(Sphere(0.5), RigidTransform<double>(Vector3d(1, 2, 0.4)));
  const auto results = scene.query().ComputePointPairPenetration();
  ASSERT_EQ(results.size(), 1u);
  ExpectPenetration(results[0], s, ground, 0.1, Vector3d::UnitZ(),
                    Vector3d(1, 2, -0.1), Vector3d(1, 2, 0));

  // A tilted half space through p with normal n: depth = r − n·(c − p).
  Scene<double> tilted;
  const Vector3d n = Vector3d(0, 1, 1).normalized();
  const Vector3d p(0, 0, 1);
  const GeometryId h = tilted.Add(HalfSpace(), HalfSpace::MakePose(n, p), true);
  const Vector3d c = p + 0.3 * n + Vector3d(1, 0, 0);
  const GeometryId s2 = tilted.Add(Sphere(0.5), RigidTransform<double>(c));
  const auto r2 = tilted.query().ComputePointPairPenetration();
  ASSERT_EQ(r2.size(), 1u);
  ExpectPenetration(r2[0], s2, h, 0.2, n, c - 0.5 * n, c - 0.3 * n);
}

// A box 2×4×6 (half sizes 1, 2, 3) rotated 90° about z; a sphere of radius
// 0.5 centred 0.3 m outside the face at world x = 2 (the box's y face):
// depth 0.2, normal +x. Then centred inside, 0.1 m below the top face:
// depth = r + 0.1, normal +z.
GTEST_TEST(PenetrationTest, SphereBox) {
  Scene<double> scene;
  const RigidTransform<double> X_WB(
      RotationMatrix<double>::MakeZRotation(M_PI / 2), Vector3d(0, 0, 0));
  const GeometryId box = scene.Add(Box(2, 4, 6), X_WB);
  const GeometryId s =
      scene.Add(Sphere(0.5), RigidTransform<double>(Vector3d(2.3, 0.5, 1)));
  auto results = scene.query().ComputePointPairPenetration();
  ASSERT_EQ(results.size(), 1u);
  ExpectPenetration(results[0], s, box, 0.2, Vector3d::UnitX(),
                    Vector3d(1.8, 0.5, 1), Vector3d(2, 0.5, 1));

  scene.SetPose(s, RigidTransform<double>(Vector3d(0.2, 0.1, 2.9)));
  results = scene.query().ComputePointPairPenetration();
  ASSERT_EQ(results.size(), 1u);
  ExpectPenetration(results[0], s, box, 0.6, Vector3d::UnitZ(),
                    Vector3d(0.2, 0.1, 2.4), Vector3d(0.2, 0.1, 3.0));

  // Near a corner, outside all three faces: the closest box point is the
  // corner (1, 2, 3) in B = (−2, 1, 3) in W.
  const Vector3d corner(-2, 1, 3);
  const Vector3d u = Vector3d(-1, 1, 1).normalized();
  scene.SetPose(s, RigidTransform<double>(Vector3d(corner + 0.3 * u)));
  results = scene.query().ComputePointPairPenetration();
  ASSERT_EQ(results.size(), 1u);
  ExpectPenetration(results[0], s, box, 0.2, u, corner - 0.2 * u, corner);
}

// A capsule (r = 0.2, length 2) along world x (rotated 90° about y); a
// sphere (r = 0.5) 0.6 m above the point x = 0.5 of its axis: depth 0.1;
// beyond the end cap (x = 1.4 on the axis line): the cap centre governs.
GTEST_TEST(PenetrationTest, SphereCapsule) {
  Scene<double> scene;
  const GeometryId capsule = scene.Add(
      Capsule(0.2, 2),
      RigidTransform<double>(RotationMatrix<double>::MakeYRotation(M_PI / 2),
                             Vector3d::Zero()));
  const GeometryId s =
      scene.Add(Sphere(0.5), RigidTransform<double>(Vector3d(0.5, 0, 0.6)));
  auto results = scene.query().ComputePointPairPenetration();
  ASSERT_EQ(results.size(), 1u);
  ExpectPenetration(results[0], s, capsule, 0.1, Vector3d::UnitZ(),
                    Vector3d(0.5, 0, 0.1), Vector3d(0.5, 0, 0.2));
  scene.SetPose(s, RigidTransform<double>(Vector3d(1.6, 0, 0)));
  results = scene.query().ComputePointPairPenetration();
  ASSERT_EQ(results.size(), 1u);
  ExpectPenetration(results[0], s, capsule, 0.1, Vector3d::UnitX(),
                    Vector3d(1.1, 0, 0), Vector3d(1.2, 0, 0));
}

// A cylinder (R = 1, length 2) along z. A sphere (r = 0.5) beside it at
// radius 1.3: depth 0.2, radial normal; above it at z = 1.4: depth 0.1,
// normal +z; inside near the side (radius 0.9, z = 0): leaves radially
// with depth r + 0.1.
GTEST_TEST(PenetrationTest, SphereCylinder) {
  Scene<double> scene;
  const GeometryId cylinder =
      scene.Add(Cylinder(1, 2), RigidTransform<double>());
  const Vector3d u = Vector3d(3, 4, 0) / 5;
  const GeometryId s =
      scene.Add(Sphere(0.5), RigidTransform<double>(Vector3d(1.3 * u)));
  auto results = scene.query().ComputePointPairPenetration();
  ASSERT_EQ(results.size(), 1u);
  ExpectPenetration(results[0], s, cylinder, 0.2, u, 0.8 * u, 1.0 * u);

  scene.SetPose(s, RigidTransform<double>(Vector3d(0.2, 0.3, 1.4)));
  results = scene.query().ComputePointPairPenetration();
  ASSERT_EQ(results.size(), 1u);
  ExpectPenetration(results[0], s, cylinder, 0.1, Vector3d::UnitZ(),
                    Vector3d(0.2, 0.3, 0.9), Vector3d(0.2, 0.3, 1.0));

  scene.SetPose(s, RigidTransform<double>(Vector3d(0.9 * u)));
  results = scene.query().ComputePointPairPenetration();
  ASSERT_EQ(results.size(), 1u);
  ExpectPenetration(results[0], s, cylinder, 0.6, u, 0.4 * u, 1.0 * u);
}

// A unit cube rotated 45° about x rests an edge on the ground: its lowest
// edge is √2/2 below its centre, so at height h the depth is √2/2 − h.
GTEST_TEST(PenetrationTest, BoxHalfSpace) {
  Scene<double> scene;
  const GeometryId ground =
      scene.Add(HalfSpace(), RigidTransform<double>(), true);
  const double h = 0.6;
  const GeometryId box = scene.Add(
      Box(1, 1, 1),
      RigidTransform<double>(RotationMatrix<double>::MakeXRotation(M_PI / 4),
                             Vector3d(0, 0, h)));
  const auto results = scene.query().ComputePointPairPenetration();
  ASSERT_EQ(results.size(), 1u);
  const double depth = std::sqrt(2) / 2 - h;
  PenetrationAsPointPair<double> p = results[0];
  if (p.id_A != box) p.SwapAAndB();
  EXPECT_EQ(p.id_B, ground);
  EXPECT_NEAR(p.depth, depth, kTol);
  EXPECT_TRUE(p.nhat_BA_W.isApprox(Vector3d::UnitZ(), kTol));
  // The deepest point is on the lowest edge (any x in [−0.5, 0.5]).
  EXPECT_NEAR(p.p_WCa.y(), 0, kTol);
  EXPECT_NEAR(p.p_WCa.z(), -depth, kTol);
  EXPECT_LE(std::abs(p.p_WCa.x()), 0.5 + kTol);
  EXPECT_NEAR(p.p_WCb.z(), 0, kTol);
}

// A capsule (r = 0.1, length 1) tilted by θ about y, centre at height z:
// its lowest point is at z − (l/2)·cos θ − r.
// A cylinder (R = 0.2, length 1) tilted likewise: lowest rim point at
// z − (l/2)·cos θ − R·sin θ.
GTEST_TEST(PenetrationTest, CapsuleAndCylinderHalfSpace) {
  const double theta = 0.3, z = 0.5;
  Scene<double> scene;
  const GeometryId ground =
      scene.Add(HalfSpace(), RigidTransform<double>(), true);
  const RigidTransform<double> X_WC(
      RotationMatrix<double>::MakeYRotation(theta), Vector3d(0, 0, z));
  const GeometryId capsule = scene.Add(Capsule(0.1, 1), X_WC);
  const GeometryId cylinder =
      scene.Add(Cylinder(0.2, 1),
                RigidTransform<double>(X_WC.rotation(), Vector3d(5, 0, z)));
  const auto results = scene.query().ComputePointPairPenetration();
  ASSERT_EQ(results.size(), 2u);
  const double capsule_depth = 0.5 * std::cos(theta) + 0.1 - z;
  const double cylinder_depth =
      0.5 * std::cos(theta) + 0.2 * std::sin(theta) - z;
  // The capsule's lower end is at −(l/2)·(sin θ, 0, cos θ) from its centre.
  const Vector3d end =
      Vector3d(0, 0, z) - 0.5 * Vector3d(std::sin(theta), 0, std::cos(theta));
  for (const auto& pair : results) {
    if (pair.id_A == capsule || pair.id_B == capsule) {
      ExpectPenetration(pair, capsule, ground, capsule_depth, Vector3d::UnitZ(),
                        end - Vector3d(0, 0, 0.1), Vector3d(end.x(), 0, 0));
    } else {
      PenetrationAsPointPair<double> p = pair;
      if (p.id_A != cylinder) p.SwapAAndB();
      EXPECT_NEAR(p.depth, cylinder_depth, kTol);
      EXPECT_NEAR(p.p_WCa.z(), -cylinder_depth, kTol);
    }
  }
}

// Two capsules (r = 0.3 and 0.2) crossing at right angles, axes 0.4 m
// apart along z: depth 0.1 at the crossing.
GTEST_TEST(PenetrationTest, CapsuleCapsule) {
  Scene<double> scene;
  const GeometryId a = scene.Add(
      Capsule(0.3, 2),
      RigidTransform<double>(RotationMatrix<double>::MakeYRotation(M_PI / 2),
                             Vector3d(0.1, 0.2, 0)));
  const GeometryId b = scene.Add(
      Capsule(0.2, 2),
      RigidTransform<double>(RotationMatrix<double>::MakeXRotation(M_PI / 2),
                             Vector3d(0.3, 0.2, 0.4)));
  const auto results = scene.query().ComputePointPairPenetration();
  ASSERT_EQ(results.size(), 1u);
  ExpectPenetration(results[0], a, b, 0.1, -Vector3d::UnitZ(),
                    Vector3d(0.3, 0.2, 0.3), Vector3d(0.3, 0.2, 0.2));
}

// Face contact: unit cube B 0.9 m above unit cube A (offset in x, y by
// less than a side): depth 0.1 along z. Edge contact: A rotated 45° about
// x (top edge along x at √2/2), B rotated 45° about y (bottom edge along y
// at z_B − √2/2): depth = √2 − z_B, witness points on the crossing edges.
GTEST_TEST(PenetrationTest, BoxBox) {
  Scene<double> scene;
  const GeometryId a = scene.Add(Box(1, 1, 1), RigidTransform<double>());
  const GeometryId b =
      scene.Add(Box(1, 1, 1), RigidTransform<double>(Vector3d(0.2, 0.3, 0.9)));
  auto results = scene.query().ComputePointPairPenetration();
  ASSERT_EQ(results.size(), 1u);
  PenetrationAsPointPair<double> p = results[0];
  if (p.id_A != b) p.SwapAAndB();
  EXPECT_NEAR(p.depth, 0.1, kTol);
  EXPECT_TRUE(p.nhat_BA_W.isApprox(Vector3d::UnitZ(), kTol));
  EXPECT_NEAR(p.p_WCa.z(), 0.4, kTol);  // B's bottom face, inside A
  EXPECT_NEAR(p.p_WCb.z(), 0.5, kTol);  // A's top face
  EXPECT_TRUE((p.p_WCb - (p.p_WCa + p.depth * p.nhat_BA_W)).norm() < kTol);

  const double zb = 1.3;
  scene.SetPose(
      a, RigidTransform<double>(RotationMatrix<double>::MakeXRotation(M_PI / 4),
                                Vector3d::Zero()));
  scene.SetPose(
      b, RigidTransform<double>(RotationMatrix<double>::MakeYRotation(M_PI / 4),
                                Vector3d(0, 0, zb)));
  results = scene.query().ComputePointPairPenetration();
  ASSERT_EQ(results.size(), 1u);
  const double s = std::sqrt(2) / 2;
  ExpectPenetration(results[0], a, b, std::sqrt(2) - zb, -Vector3d::UnitZ(),
                    Vector3d(0, 0, s), Vector3d(0, 0, zb - s));

  // Separated along a diagonal-free direction: nothing.
  scene.SetPose(b, RigidTransform<double>(Vector3d(0, 0, 2)));
  EXPECT_TRUE(scene.query().ComputePointPairPenetration().empty());
}

// Filters: geometries on one frame, anchored pairs, and declared
// exclusions are never reported; results come sorted with id_A < id_B.
GTEST_TEST(PenetrationTest, FiltersAndOrdering) {
  Scene<double> scene;
  // Two overlapping anchored spheres (never reported).
  scene.Add(Sphere(1), RigidTransform<double>(Vector3d(10, 0, 0)), true);
  scene.Add(Sphere(1), RigidTransform<double>(Vector3d(10.5, 0, 0)), true);
  // A chain of overlapping dynamic spheres, registered right to left.
  std::vector<GeometryId> ids;
  for (int i = 3; i >= 0; --i) {
    ids.push_back(
        scene.Add(Sphere(0.6), RigidTransform<double>(Vector3d(i, 0, 0))));
  }
  auto results = scene.query().ComputePointPairPenetration();
  ASSERT_EQ(results.size(), 3u);
  for (size_t k = 0; k < results.size(); ++k) {
    EXPECT_LT(results[k].id_A, results[k].id_B);
    EXPECT_NEAR(results[k].depth, 0.2, kTol);
    if (k > 0) {
      EXPECT_TRUE(results[k - 1].id_A < results[k].id_A ||
                  (results[k - 1].id_A == results[k].id_A &&
                   results[k - 1].id_B < results[k].id_B));
    }
  }
  const auto candidates = scene.query().FindCollisionCandidates();
  EXPECT_EQ(candidates.size(), 3u);

  // Exclude one pair on the model; a new context sees it.
  Scene<double> filtered;
  const GeometryId a =
      filtered.Add(Sphere(0.6), RigidTransform<double>(Vector3d(0, 0, 0)));
  const GeometryId b =
      filtered.Add(Sphere(0.6), RigidTransform<double>(Vector3d(1, 0, 0)));
  filtered.scene_graph().collision_filter_manager().Apply(
      CollisionFilterDeclaration().ExcludeBetween(GeometrySet(a),
                                                  GeometrySet(b)));
  EXPECT_TRUE(filtered.query().ComputePointPairPenetration().empty());
  EXPECT_TRUE(filtered.query().FindCollisionCandidates().empty());
  EXPECT_FALSE(filtered.query().HasCollisions());
}

// Transient declarations and deactivation, applied to a Context: the
// query results follow each change, and removing a declaration (or
// reactivating a geometry) restores exactly the earlier results.
GTEST_TEST(PenetrationTest, TransientFiltersAndInactiveGeometries) {
  Scene<double> scene;
  // A chain of three overlapping spheres: pairs (a, b) and (b, c) touch,
  // each 0.2 deep.
  const GeometryId a =
      scene.Add(Sphere(0.6), RigidTransform<double>(Vector3d(0, 0, 0)));
  const GeometryId b =
      scene.Add(Sphere(0.6), RigidTransform<double>(Vector3d(1, 0, 0)));
  const GeometryId c =
      scene.Add(Sphere(0.6), RigidTransform<double>(Vector3d(2, 0, 0)));
  auto pairs = [&scene]() {
    std::set<std::pair<GeometryId, GeometryId>> result;
    for (const auto& p : scene.query().ComputePointPairPenetration()) {
      result.emplace(p.id_A, p.id_B);
    }
    return result;
  };
  using Pairs = std::set<std::pair<GeometryId, GeometryId>>;
  const Pairs both{{a, b}, {b, c}};
  ASSERT_EQ(pairs(), both);

  CollisionFilterManager manager =
      scene.scene_graph().collision_filter_manager(scene.mutable_context());
  const FilterId exclude_ab =
      manager.ApplyTransient(CollisionFilterDeclaration().ExcludeBetween(
          GeometrySet(a), GeometrySet(b)));
  EXPECT_TRUE(manager.has_transient_history());
  EXPECT_TRUE(manager.IsActive(exclude_ab));
  EXPECT_EQ(pairs(), (Pairs{{b, c}}));

  manager.Deactivate(GeometrySet(c));
  EXPECT_TRUE(pairs().empty());
  EXPECT_TRUE(scene.query().FindCollisionCandidates().empty());
  EXPECT_FALSE(scene.query().HasCollisions());
  manager.Activate(GeometrySet(c));
  EXPECT_EQ(pairs(), (Pairs{{b, c}}));

  EXPECT_TRUE(manager.RemoveDeclaration(exclude_ab));
  EXPECT_FALSE(manager.IsActive(exclude_ab));
  EXPECT_FALSE(manager.has_transient_history());
  EXPECT_EQ(pairs(), both);
  // The model (and so a new context) never saw any of it.
  EXPECT_FALSE(scene.scene_graph().model_inspector().CollisionFiltered(a, b));
}

// Pairs with no closed form and no FCL support (two half spaces, AutoDiffXd for
// FCL pairs) throw naming both shapes and the scalar type.
GTEST_TEST(PenetrationTest, UnsupportedPairThrowsNamingShapes) {
  // (Mesh and Convex pairs are covered in convex_mesh_test.cc.) Two half
  // spaces on different frames have no penetration computation.
  Scene<double> scene;
  scene.Add(HalfSpace(), RigidTransform<double>());
  scene.Add(HalfSpace(), RigidTransform<double>(Vector3d(0.5, 0, 0)));
  DRAKE_EXPECT_THROWS_MESSAGE(
      scene.query().ComputePointPairPenetration(),
      "Penetration queries between shapes 'HalfSpace' and 'HalfSpace' are "
      "not supported for scalar type double.*");

  Scene<double> ellipsoids;
  ellipsoids.Add(Ellipsoid(1, 2, 3), RigidTransform<double>());
  ellipsoids.Add(Sphere(1), RigidTransform<double>(Vector3d(0.5, 0, 0)));
  auto ad = systems::System<double>::ToAutoDiffXd(ellipsoids.scene_graph());
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
      "Penetration queries between shapes '(Ellipsoid|Sphere)' and "
      "'(Ellipsoid|Sphere)' are not supported for scalar type "
      ".*AutoDiff.*");
}

// Convex pairs without a closed form go to FCL's GJK/EPA (double only).
// Accuracy is FCL's, not closed-form: the cylinder–cylinder normal comes
// out within ~1e-3 rad (libccd's EPA on the cylinders' curved sides), so
// that pair is checked to 1e-3; the ellipsoid on the ground to 1e-5; for
// the flat box–cylinder contact depth and normal are exact to 1e-9 but
// libccd's contact position is only roughly midway between the deepest
// points (here 0.008 m off), so the witness heights are checked to within
// half the depth, with the depth identity exact.
GTEST_TEST(PenetrationTest, FclPairsMatchClosedForms) {
  if (!internal::IsFclPenetrationSupported(internal::ShapeKind::kCylinder,
                                           internal::ShapeKind::kCylinder)) {
    GTEST_SKIP() << "built without FCL";
  }
  // Parallel cylinders (R = 0.5) with axes 0.9 apart along x: depth 0.1.
  {
    Scene<double> scene;
    const GeometryId a = scene.Add(Cylinder(0.5, 2), RigidTransform<double>());
    const GeometryId b = scene.Add(
        Cylinder(0.5, 2), RigidTransform<double>(Vector3d(0.9, 0, 0.3)));
    const auto results = scene.query().ComputePointPairPenetration();
    ASSERT_EQ(results.size(), 1u);
    ExpectPenetration(results[0], a, b, 0.1, -Vector3d::UnitX(),
                      Vector3d(0.5, 0, results[0].p_WCa.z()),
                      Vector3d(0.4, 0, results[0].p_WCb.z()), 1e-3);
  }
  // A cylinder standing 0.05 m into the top face of a box.
  {
    Scene<double> scene;
    const GeometryId box = scene.Add(Box(4, 4, 2), RigidTransform<double>());
    const GeometryId cylinder = scene.Add(
        Cylinder(0.3, 1), RigidTransform<double>(Vector3d(0.2, 0.1, 1.45)));
    const auto results = scene.query().ComputePointPairPenetration();
    ASSERT_EQ(results.size(), 1u);
    PenetrationAsPointPair<double> p = results[0];
    if (p.id_A != cylinder) p.SwapAAndB();
    EXPECT_EQ(p.id_B, box);
    EXPECT_NEAR(p.depth, 0.05, 1e-9);
    EXPECT_TRUE(p.nhat_BA_W.isApprox(Vector3d::UnitZ(), 1e-9));
    EXPECT_NEAR(p.p_WCa.z(), 0.95, 0.025);
    EXPECT_NEAR(p.p_WCb.z(), 1.0, 0.025);
    EXPECT_TRUE((p.p_WCb - (p.p_WCa + p.depth * p.nhat_BA_W)).norm() < 1e-9);
  }
  // An ellipsoid (semi-axes 1, 2, 0.5) centred 0.4 m above the ground:
  // depth 0.1 at its lowest point (0, 0, −0.1).
  {
    Scene<double> scene;
    const GeometryId ground =
        scene.Add(HalfSpace(), RigidTransform<double>(), true);
    const GeometryId e = scene.Add(Ellipsoid(1, 2, 0.5),
                                   RigidTransform<double>(Vector3d(0, 0, 0.4)));
    const auto results = scene.query().ComputePointPairPenetration();
    ASSERT_EQ(results.size(), 1u);
    ExpectPenetration(results[0], e, ground, 0.1, Vector3d::UnitZ(),
                      Vector3d(0, 0, -0.1), Vector3d(0, 0, 0), 1e-5);
  }
}

// The broad phase (bounding volume hierarchy) plus narrow phase agree with
// all-pairs
// brute force (|c_i − c_j| < r_i + r_j) on a random scene of 200 spheres.
GTEST_TEST(PenetrationTest, BroadPhaseMatchesBruteForce) {
  Scene<double> scene;
  std::mt19937 generator(1234);
  std::uniform_real_distribution<double> position(0, 5);
  std::uniform_real_distribution<double> radius(0.05, 0.4);
  std::vector<GeometryId> ids;
  std::vector<Vector3d> centres;
  std::vector<double> radii;
  for (int i = 0; i < 200; ++i) {
    centres.emplace_back(position(generator), position(generator),
                         position(generator));
    radii.push_back(radius(generator));
    ids.push_back(scene.Add(Sphere(radii.back()),
                            RigidTransform<double>(centres.back())));
  }
  int expected = 0;
  for (int i = 0; i < 200; ++i) {
    for (int j = i + 1; j < 200; ++j) {
      if ((centres[i] - centres[j]).norm() < radii[i] + radii[j]) ++expected;
    }
  }
  ASSERT_GT(expected, 10);
  const auto results = scene.query().ComputePointPairPenetration();
  EXPECT_EQ(static_cast<int>(results.size()), expected);
  for (const auto& pair : results) {
    const int i = std::find(ids.begin(), ids.end(), pair.id_A) - ids.begin();
    const int j = std::find(ids.begin(), ids.end(), pair.id_B) - ids.begin();
    EXPECT_NEAR(pair.depth,
                radii[i] + radii[j] - (centres[i] - centres[j]).norm(), kTol);
  }
}

// The broad phase's candidates equal the all-pairs AABB overlaps on a
// random scene of rotated boxes, capsules and spheres with two (unbounded)
// half spaces.
GTEST_TEST(PenetrationTest, CandidatesMatchBruteForceAabbOverlaps) {
  Scene<double> scene;
  std::mt19937 generator(42);
  std::uniform_real_distribution<double> position(0, 6);
  std::uniform_real_distribution<double> size(0.1, 0.8);
  std::uniform_real_distribution<double> angle(-M_PI, M_PI);
  std::vector<GeometryId> ids;
  std::vector<internal::Aabb> boxes;
  for (int i = 0; i < 300; ++i) {
    const RigidTransform<double> X_WG(
        math::RollPitchYaw<double>(angle(generator), angle(generator),
                                   angle(generator)),
        Vector3d(position(generator), position(generator),
                 position(generator)));
    std::unique_ptr<Shape> shape;
    switch (i % 3) {
      case 0:
        shape = std::make_unique<Sphere>(size(generator));
        break;
      case 1:
        shape = std::make_unique<Box>(size(generator), size(generator),
                                      size(generator));
        break;
      default:
        shape = std::make_unique<Capsule>(size(generator), size(generator));
    }
    ids.push_back(scene.Add(*shape, X_WG));
    boxes.push_back(internal::CalcAabb(internal::SummarizeShape(*shape), X_WG));
  }
  for (int i = 0; i < 2; ++i) {
    ids.push_back(scene.Add(HalfSpace(), RigidTransform<double>()));
    boxes.push_back(internal::CalcAabb(internal::SummarizeShape(HalfSpace()),
                                       RigidTransform<double>()));
  }
  std::vector<SortedPair<GeometryId>> expected;
  for (size_t i = 0; i < ids.size(); ++i) {
    for (size_t j = i + 1; j < ids.size(); ++j) {
      if (boxes[i].Overlaps(boxes[j])) expected.emplace_back(ids[i], ids[j]);
    }
  }
  std::sort(expected.begin(), expected.end());
  ASSERT_GT(expected.size(), 600u);  // the 601 half-space pairs at least
  EXPECT_EQ(scene.query().FindCollisionCandidates(), expected);
}

// d(depth)/dx for a sphere over the ground (depth = r − z: −1 w.r.t. z) and
// for two spheres, against central differences (h = 1e-6, truncation error
// O(h²) ≈ 1e-12, roundoff ≈ 1e-10 ⇒ tolerance 1e-8).
GTEST_TEST(PenetrationTest, AutoDiffDepthDerivativeMatchesFiniteDifferences) {
  Scene<double> reference;
  const GeometryId a =
      reference.Add(Sphere(0.5), RigidTransform<double>(Vector3d(0, 0, 0)));
  const GeometryId b = reference.Add(
      Sphere(0.7), RigidTransform<double>(Vector3d(0.6, 0.5, 0.4)));
  reference.Add(HalfSpace(), RigidTransform<double>(Vector3d(0, 0, -0.45)),
                true);
  auto ad_system = reference.scene_graph().ToAutoDiffXd();
  auto& ad_graph = dynamic_cast<SceneGraph<AutoDiffXd>&>(*ad_system);
  auto context = ad_graph.CreateDefaultContext();
  const auto& inspector = ad_graph.model_inspector();

  // B's position is the independent variable (3 derivatives).
  auto depth_of = [&](const Vector3d& p_WB, Eigen::MatrixXd* gradient) {
    Vector3<AutoDiffXd> p;
    for (int i = 0; i < 3; ++i) {
      p(i) = AutoDiffXd(p_WB(i), Eigen::VectorXd::Unit(3, i));
    }
    FramePoseVector<AutoDiffXd> poses;
    poses.set_value(inspector.GetFrameId(a), RigidTransform<AutoDiffXd>());
    poses.set_value(inspector.GetFrameId(b), RigidTransform<AutoDiffXd>(p));
    ad_graph
        .get_source_pose_port(ad_graph.model_inspector().GetAllSourceIds()[1])
        .FixValue(context.get(), poses);
    const auto& query =
        ad_graph.get_query_output_port().Eval<QueryObject<AutoDiffXd>>(
            *context);
    const auto results = query.ComputePointPairPenetration();
    Eigen::VectorXd depths(results.size());
    gradient->setZero(results.size(), 3);
    for (size_t k = 0; k < results.size(); ++k) {
      depths(k) = results[k].depth.value();
      // A depth that does not depend on p_WB carries no derivatives.
      if (results[k].depth.derivatives().size() == 3) {
        gradient->row(k) = results[k].depth.derivatives().transpose();
      }
    }
    return depths;
  };
  const Vector3d p0(0.6, 0.5, 0.4);
  Eigen::MatrixXd gradient, unused;
  const Eigen::VectorXd depth0 = depth_of(p0, &gradient);
  // a–b (depth 1.2 − |p0|) and a–ground (depth 0.05, independent of B).
  ASSERT_EQ(depth0.size(), 2);
  const double h = 1e-6;
  for (int i = 0; i < 3; ++i) {
    const Eigen::VectorXd plus = depth_of(p0 + h * Vector3d::Unit(i), &unused);
    const Eigen::VectorXd minus = depth_of(p0 - h * Vector3d::Unit(i), &unused);
    const Eigen::VectorXd fd = (plus - minus) / (2 * h);
    for (int k = 0; k < 2; ++k) {
      EXPECT_NEAR(gradient(k, i), fd(k), 1e-8) << "pair " << k << " axis " << i;
    }
  }
  // Closed forms: a–b comes first (a and b were registered before the
  // ground), ∂depth/∂p_WB = −(p_WB − p_WA)/|p_WB − p_WA|; a–ground: zero.
  EXPECT_NEAR(depth0(0), 1.2 - p0.norm(), 1e-15);
  EXPECT_TRUE(gradient.row(0).isApprox(-p0.normalized().transpose(), 1e-12));
  EXPECT_NEAR(depth0(1), 0.05, 1e-15);
  EXPECT_TRUE(gradient.row(1).isZero());
}

}  // namespace query_object_test
}  // namespace geometry
}  // namespace drake
