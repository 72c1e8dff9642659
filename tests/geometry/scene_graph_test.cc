// SceneGraph: sources and ports, frame and geometry registration (model and
// context), roles, the inspector, collision filters, pose evaluation through
// the QueryObject, scalar conversion, and the error messages.

#include "drake/geometry/scene_graph.h"

#include <memory>
#include <optional>
#include <set>
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/geometry/proximity_properties.h"

namespace drake {
namespace geometry {
namespace scene_graph_test {

using math::RigidTransform;
using math::RotationMatrix;

std::unique_ptr<GeometryInstance> MakeSphere(const std::string& name,
                                             double radius,
                                             const Vector3<double>& p = {0, 0,
                                                                         0}) {
  auto instance = std::make_unique<GeometryInstance>(RigidTransform<double>(p),
                                                     Sphere(radius), name);
  instance->set_proximity_properties(ProximityProperties());
  return instance;
}

GTEST_TEST(SceneGraphTest, SourcesAndPorts) {
  SceneGraph<double> scene_graph;
  EXPECT_EQ(scene_graph.get_query_output_port().get_name(), "query");
  const SourceId source = scene_graph.RegisterSource("plant");
  EXPECT_TRUE(scene_graph.SourceIsRegistered(source));
  EXPECT_FALSE(scene_graph.SourceIsRegistered(SourceId::get_new_id()));
  EXPECT_EQ(scene_graph.get_source_pose_port(source).get_name(), "plant_pose");
  const auto& inspector = scene_graph.model_inspector();
  EXPECT_EQ(inspector.GetName(source), "plant");
  // SceneGraph's own source and the plant.
  EXPECT_EQ(inspector.num_sources(), 2);
  EXPECT_EQ(inspector.num_frames(), 1);  // the world
  EXPECT_EQ(inspector.world_frame_id(), SceneGraph<double>::world_frame_id());
  EXPECT_EQ(inspector.GetName(inspector.world_frame_id()), "world");
  DRAKE_EXPECT_THROWS_MESSAGE(scene_graph.RegisterSource("plant"),
                              "RegisterSource\\(\\): a geometry source named "
                              "'plant' is already registered.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      scene_graph.get_source_pose_port(SourceId::get_new_id()),
      "get_source_pose_port\\(\\): the geometry source [0-9]+ is not "
      "registered.");
}

GTEST_TEST(SceneGraphTest, RegistrationAndInspector) {
  SceneGraph<double> scene_graph;
  const SourceId source = scene_graph.RegisterSource("robot");
  const FrameId link =
      scene_graph.RegisterFrame(source, GeometryFrame("link", 2));
  const FrameId child =
      scene_graph.RegisterFrame(source, link, GeometryFrame("child"));
  const GeometryId ball = scene_graph.RegisterGeometry(
      source, link, MakeSphere("ball", 0.1, Vector3<double>(0, 0, 0.5)));
  auto visual = std::make_unique<GeometryInstance>(RigidTransform<double>(),
                                                   Box(1, 2, 3), "ball");
  visual->set_illustration_properties(IllustrationProperties());
  // The same name with another role on the same frame is allowed.
  const GeometryId ball_visual =
      scene_graph.RegisterGeometry(source, link, std::move(visual));
  const GeometryId ground = scene_graph.RegisterAnchoredGeometry(
      source, std::make_unique<GeometryInstance>(RigidTransform<double>(),
                                                 HalfSpace(), "ground"));

  const auto& inspector = scene_graph.model_inspector();
  EXPECT_EQ(inspector.num_frames(), 3);
  EXPECT_EQ(inspector.num_geometries(), 3);
  EXPECT_EQ(inspector.NumAnchoredGeometries(), 1);
  EXPECT_EQ(inspector.NumDynamicGeometries(), 2);
  EXPECT_EQ(inspector.NumGeometriesWithRole(Role::kProximity), 1);
  EXPECT_EQ(inspector.NumGeometriesWithRole(Role::kIllustration), 1);
  EXPECT_EQ(inspector.NumGeometriesWithRole(Role::kUnassigned), 1);
  EXPECT_EQ(inspector.GetAllGeometryIds().size(), 3u);
  EXPECT_EQ(inspector.GetFrameId(ball), link);
  EXPECT_EQ(inspector.GetFrameId(ground), inspector.world_frame_id());
  EXPECT_EQ(inspector.GetName(ball), "ball");
  EXPECT_EQ(inspector.GetName(link), "link");
  EXPECT_EQ(inspector.GetFrameGroup(link), 2);
  EXPECT_EQ(inspector.GetParentFrame(child), link);
  EXPECT_EQ(inspector.GetParentFrame(link), inspector.world_frame_id());
  EXPECT_EQ(inspector.GetOwningSourceName(link), "robot");
  EXPECT_EQ(inspector.GetOwningSourceName(ball), "robot");
  EXPECT_TRUE(inspector.BelongsToSource(ball, source));
  EXPECT_TRUE(inspector.BelongsToSource(link, source));
  EXPECT_EQ(inspector.NumFramesForSource(source), 2);
  EXPECT_EQ(inspector.FramesForSource(source).count(child), 1u);
  EXPECT_EQ(inspector.GetShape(ball).type_name(), "Sphere");
  EXPECT_EQ(inspector.GetPoseInFrame(ball).translation(),
            Vector3<double>(0, 0, 0.5));
  EXPECT_NE(inspector.GetProximityProperties(ball), nullptr);
  EXPECT_EQ(inspector.GetProximityProperties(ball_visual), nullptr);
  EXPECT_NE(inspector.GetIllustrationProperties(ball_visual), nullptr);
  EXPECT_EQ(inspector.GetGeometries(link).size(), 2u);
  EXPECT_EQ(inspector.GetGeometries(link, Role::kProximity),
            std::vector<GeometryId>{ball});
  EXPECT_EQ(inspector.NumGeometriesForFrameWithRole(link, Role::kIllustration),
            1);
  EXPECT_EQ(inspector.GetGeometryIdByName(link, Role::kProximity, "ball"),
            ball);
  EXPECT_EQ(inspector.GetGeometryIdByName(link, Role::kIllustration, " ball"),
            ball_visual);
  DRAKE_EXPECT_THROWS_MESSAGE(
      inspector.GetGeometryIdByName(link, Role::kPerception, "ball"),
      "GetGeometryIdByName\\(\\): the frame 'link' \\(id [0-9]+\\) has no "
      "geometry with the role 'perception' and the name 'ball'.");
  auto clone = inspector.CloneGeometryInstance(ball);
  EXPECT_EQ(clone->name(), "ball");
  EXPECT_NE(clone->proximity_properties(), nullptr);

  // Roles.
  scene_graph.AssignRole(source, ground, ProximityProperties());
  EXPECT_EQ(inspector.NumGeometriesWithRole(Role::kProximity), 2);
  DRAKE_EXPECT_THROWS_MESSAGE(
      scene_graph.AssignRole(source, ground, ProximityProperties()),
      "AssignRole\\(\\): geometry 'ground' \\(id [0-9]+\\) already has the "
      "proximity role; use RoleAssign::kReplace to change its properties.");
  ProximityProperties replacement;
  replacement.AddProperty("material", "x", 1.0);
  scene_graph.AssignRole(source, ground, replacement, RoleAssign::kReplace);
  EXPECT_TRUE(
      inspector.GetProximityProperties(ground)->HasProperty("material", "x"));
  EXPECT_EQ(scene_graph.RemoveRole(source, ground, Role::kProximity), 1);
  EXPECT_EQ(scene_graph.RemoveRole(source, ground, Role::kProximity), 0);

  scene_graph.RemoveGeometry(source, ball_visual);
  EXPECT_EQ(inspector.num_geometries(), 2);
  EXPECT_EQ(inspector.GetGeometries(link).size(), 1u);
}

GTEST_TEST(SceneGraphTest, RegistrationErrorsNameTheCulprit) {
  SceneGraph<double> scene_graph;
  const SourceId source = scene_graph.RegisterSource("robot");
  const SourceId other = scene_graph.RegisterSource("other");
  const FrameId link = scene_graph.RegisterFrame(source, GeometryFrame("link"));
  const SourceId unknown = SourceId::get_new_id();
  DRAKE_EXPECT_THROWS_MESSAGE(
      scene_graph.RegisterFrame(unknown, GeometryFrame("f")),
      "RegisterFrame\\(\\): the geometry source [0-9]+ is not registered.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      scene_graph.RegisterFrame(source, GeometryFrame("link")),
      "RegisterFrame\\(\\): source 'robot' \\(id [0-9]+\\) already has a "
      "frame named 'link'.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      scene_graph.RegisterFrame(source, FrameId::get_new_id(),
                                GeometryFrame("f")),
      "RegisterFrame\\(\\): source 'robot' .* named the parent frame [0-9]+ "
      "of frame 'f', which has not been registered.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      scene_graph.RegisterFrame(other, link, GeometryFrame("f")),
      ".*source 'other' .* cannot attach frame 'f' to frame 'link', which "
      "belongs to another source.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      scene_graph.RegisterGeometry(source, FrameId::get_new_id(),
                                   MakeSphere("s", 1)),
      "RegisterGeometry\\(\\): source 'robot' .* tried to register geometry "
      "'s' on frame [0-9]+, which has not been registered.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      scene_graph.RegisterGeometry(other, link, MakeSphere("s", 1)),
      ".*source 'other' .* geometry 's' on frame 'link', which belongs to "
      "another source.");
  scene_graph.RegisterGeometry(source, link, MakeSphere("s", 1));
  DRAKE_EXPECT_THROWS_MESSAGE(
      scene_graph.RegisterGeometry(source, link, MakeSphere("s", 2)),
      "The name 's' has already been used by a geometry with the 'proximity' "
      "role on frame 'link' \\(source 'robot'\\).");
  const GeometryId mine =
      scene_graph.RegisterGeometry(source, link, MakeSphere("t", 1));
  DRAKE_EXPECT_THROWS_MESSAGE(
      scene_graph.RemoveGeometry(other, mine),
      "RemoveGeometry\\(\\): geometry 't' \\(id [0-9]+\\) does not belong to "
      "source 'other' \\(id [0-9]+\\).");
  DRAKE_EXPECT_THROWS_MESSAGE(
      scene_graph.model_inspector().GetName(GeometryId::get_new_id()),
      "Referenced geometry [0-9]+ has not been registered.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      scene_graph.model_inspector().GetName(FrameId::get_new_id()),
      "Referenced frame [0-9]+ has not been registered.");

  // Meshes used for proximity must be existing OBJ files.
  auto mesh = std::make_unique<GeometryInstance>(
      RigidTransform<double>(), Mesh("/no/such/file.obj"), "mesh");
  mesh->set_proximity_properties(ProximityProperties());
  DRAKE_EXPECT_THROWS_MESSAGE(
      scene_graph.RegisterGeometry(source, link, std::move(mesh)),
      "Geometry 'mesh' \\(id [0-9]+\\): the Mesh file '/no/such/file.obj' "
      "does not exist.");
  const GeometryId stl = scene_graph.RegisterGeometry(
      source, link,
      std::make_unique<GeometryInstance>(RigidTransform<double>(),
                                         Convex("/tmp/x.stl"), "stl"));
  DRAKE_EXPECT_THROWS_MESSAGE(
      scene_graph.AssignRole(source, stl, ProximityProperties()),
      "Geometry 'stl' \\(id [0-9]+\\): the Convex file '/tmp/x.stl' cannot "
      "be used for proximity queries; only OBJ \\(.obj\\) files are "
      "supported.");
}

// The world pose of a geometry composes its frame's parent chain:
// X_WG = X_WP · X_PF · X_FG.
GTEST_TEST(SceneGraphTest, PosesComposeThroughParents) {
  SceneGraph<double> scene_graph;
  const SourceId source = scene_graph.RegisterSource("robot");
  const FrameId parent =
      scene_graph.RegisterFrame(source, GeometryFrame("parent"));
  const FrameId child =
      scene_graph.RegisterFrame(source, parent, GeometryFrame("child"));
  const GeometryId g = scene_graph.RegisterGeometry(
      source, child, MakeSphere("g", 0.1, Vector3<double>(0, 0, 1)));
  auto context = scene_graph.CreateDefaultContext();

  const RigidTransform<double> X_WP(
      RotationMatrix<double>::MakeZRotation(M_PI / 2),
      Vector3<double>(1, 0, 0));
  const RigidTransform<double> X_PC(Vector3<double>(1, 0, 0));
  FramePoseVector<double> poses{{parent, X_WP}, {child, X_PC}};
  scene_graph.get_source_pose_port(source).FixValue(context.get(), poses);
  const auto& query =
      scene_graph.get_query_output_port().Eval<QueryObject<double>>(*context);
  // Child origin: (1,0,0) + Rz(90°)·(1,0,0) = (1,1,0); G is 1 m above it.
  EXPECT_TRUE(query.GetPoseInWorld(child).translation().isApprox(
      Vector3<double>(1, 1, 0), 1e-15));
  EXPECT_TRUE(query.GetPoseInWorld(g).translation().isApprox(
      Vector3<double>(1, 1, 1), 1e-15));
  EXPECT_TRUE(query.GetPoseInParent(child).IsExactlyEqualTo(X_PC));
  EXPECT_TRUE(
      query.GetPoseInWorld(scene_graph.world_frame_id()).IsExactlyIdentity());
  EXPECT_EQ(query.inspector().num_geometries(), 1);

  // New poses are seen by the same query object (it is a live view).
  poses.set_value(parent, RigidTransform<double>());
  scene_graph.get_source_pose_port(source).FixValue(context.get(), poses);
  EXPECT_TRUE(query.GetPoseInWorld(g).translation().isApprox(
      Vector3<double>(1, 0, 1), 1e-15));
}

GTEST_TEST(SceneGraphTest, QueryErrors) {
  SceneGraph<double> scene_graph;
  const SourceId source = scene_graph.RegisterSource("robot");
  const FrameId link = scene_graph.RegisterFrame(source, GeometryFrame("link"));
  const FrameId other_link =
      scene_graph.RegisterFrame(source, GeometryFrame("other"));
  scene_graph.RegisterGeometry(source, link, MakeSphere("s", 1));
  auto context = scene_graph.CreateDefaultContext();
  const auto& query =
      scene_graph.get_query_output_port().Eval<QueryObject<double>>(*context);
  DRAKE_EXPECT_THROWS_MESSAGE(
      query.ComputePointPairPenetration(),
      "Source 'robot' \\(id [0-9]+\\) has registered dynamic frames but its "
      "pose input port 'robot_pose' is not connected \\(nor fixed\\).");
  FramePoseVector<double> poses{{link, RigidTransform<double>()}};
  scene_graph.get_source_pose_port(source).FixValue(context.get(), poses);
  DRAKE_EXPECT_THROWS_MESSAGE(
      query.GetPoseInWorld(link),
      "Source 'robot' \\(id [0-9]+\\) provided no pose for its frame 'other' "
      "\\(id [0-9]+\\).");
  poses.set_value(other_link,
                  RigidTransform<double>(Vector3<double>(NAN, 0, 0)));
  scene_graph.get_source_pose_port(source).FixValue(context.get(), poses);
  DRAKE_EXPECT_THROWS_MESSAGE(
      query.GetPoseInWorld(link),
      "Source 'robot' \\(id [0-9]+\\) provided a pose with NaN for its frame "
      "'other' \\(id [0-9]+\\).");
  DRAKE_EXPECT_THROWS_MESSAGE(
      QueryObject<double>().ComputePointPairPenetration(),
      "Attempting to perform a query on an invalid QueryObject.*");
}

// Registration through a context changes only that context; contexts made
// later copy the model.
GTEST_TEST(SceneGraphTest, ContextRegistrationAndModelCopy) {
  SceneGraph<double> scene_graph;
  const SourceId source = scene_graph.RegisterSource("robot");
  auto context = scene_graph.CreateDefaultContext();
  scene_graph.RegisterGeometry(context.get(), source,
                               scene_graph.world_frame_id(),
                               MakeSphere("ctx", 1));
  const auto& query =
      scene_graph.get_query_output_port().Eval<QueryObject<double>>(*context);
  EXPECT_EQ(query.inspector().num_geometries(), 1);
  EXPECT_EQ(scene_graph.model_inspector().num_geometries(), 0);
  scene_graph.RegisterAnchoredGeometry(source, MakeSphere("model", 1));
  auto fresh = scene_graph.CreateDefaultContext();
  const auto& fresh_query =
      scene_graph.get_query_output_port().Eval<QueryObject<double>>(*fresh);
  EXPECT_EQ(fresh_query.inspector().num_geometries(), 1);
  EXPECT_EQ(fresh_query.inspector().GetName(
                fresh_query.inspector().GetAllGeometryIds()[0]),
            "model");
}

GTEST_TEST(SceneGraphTest, CollisionFilters) {
  SceneGraph<double> scene_graph;
  const SourceId source = scene_graph.RegisterSource("robot");
  const FrameId f1 = scene_graph.RegisterFrame(source, GeometryFrame("f1"));
  const FrameId f2 = scene_graph.RegisterFrame(source, GeometryFrame("f2"));
  const GeometryId a =
      scene_graph.RegisterGeometry(source, f1, MakeSphere("a", 1));
  const GeometryId b =
      scene_graph.RegisterGeometry(source, f1, MakeSphere("b", 1));
  const GeometryId c =
      scene_graph.RegisterGeometry(source, f2, MakeSphere("c", 1));
  const GeometryId g1 =
      scene_graph.RegisterAnchoredGeometry(source, MakeSphere("g1", 1));
  const GeometryId g2 =
      scene_graph.RegisterAnchoredGeometry(source, MakeSphere("g2", 1));
  const auto& inspector = scene_graph.model_inspector();
  // Same frame (and so both anchored) are filtered intrinsically.
  EXPECT_TRUE(inspector.CollisionFiltered(a, b));
  EXPECT_TRUE(inspector.CollisionFiltered(g1, g2));
  EXPECT_FALSE(inspector.CollisionFiltered(a, c));
  EXPECT_FALSE(inspector.CollisionFiltered(c, g1));

  scene_graph.collision_filter_manager().Apply(
      CollisionFilterDeclaration().ExcludeBetween(GeometrySet(f1),
                                                  GeometrySet({c, g1})));
  EXPECT_TRUE(inspector.CollisionFiltered(a, c));
  EXPECT_TRUE(inspector.CollisionFiltered(b, g1));
  EXPECT_FALSE(inspector.CollisionFiltered(c, g1));
  scene_graph.collision_filter_manager().Apply(
      CollisionFilterDeclaration().ExcludeWithin(GeometrySet({c, g2})));
  EXPECT_TRUE(inspector.CollisionFiltered(c, g2));
  scene_graph.collision_filter_manager().Apply(
      CollisionFilterDeclaration()
          .AllowBetween(GeometrySet(a), GeometrySet(c))
          .AllowWithin(GeometrySet(f1)));
  EXPECT_FALSE(inspector.CollisionFiltered(a, c));
  EXPECT_TRUE(inspector.CollisionFiltered(b, c));
  EXPECT_TRUE(inspector.CollisionFiltered(a, b));  // intrinsic stays

  // A context's filters are its own.
  auto context = scene_graph.CreateDefaultContext();
  scene_graph.collision_filter_manager(context.get())
      .Apply(CollisionFilterDeclaration().ExcludeBetween(GeometrySet(a),
                                                         GeometrySet(c)));
  const auto& query =
      scene_graph.get_query_output_port().Eval<QueryObject<double>>(*context);
  EXPECT_TRUE(query.inspector().CollisionFiltered(a, c));
  EXPECT_FALSE(inspector.CollisionFiltered(a, c));

  DRAKE_EXPECT_THROWS_MESSAGE(
      scene_graph.collision_filter_manager().Apply(
          CollisionFilterDeclaration().ExcludeWithin(
              GeometrySet(GeometryId::get_new_id()))),
      "Referenced geometry [0-9]+ has not been registered.");
  const GeometryId unassigned = scene_graph.RegisterGeometry(
      source, f2,
      std::make_unique<GeometryInstance>(RigidTransform<double>(), Sphere(1),
                                         "u"));
  DRAKE_EXPECT_THROWS_MESSAGE(
      inspector.CollisionFiltered(a, unassigned),
      "CollisionFiltered\\(\\): cannot report the filter status of geometries "
      "'a' .* and 'u' .*; only geometries with the proximity role have "
      "collision filters.");
}

GTEST_TEST(SceneGraphTest, ScalarConversionKeepsSourcesAndGeometry) {
  SceneGraph<double> scene_graph;
  const SourceId source = scene_graph.RegisterSource("robot");
  const FrameId link = scene_graph.RegisterFrame(source, GeometryFrame("link"));
  scene_graph.RegisterGeometry(source, link, MakeSphere("s", 1));
  auto converted = scene_graph.ToAutoDiffXd();
  ASSERT_NE(converted, nullptr);
  auto* ad = dynamic_cast<SceneGraph<AutoDiffXd>*>(converted.get());
  ASSERT_NE(ad, nullptr);
  EXPECT_EQ(ad->get_source_pose_port(source).get_name(), "robot_pose");
  EXPECT_EQ(ad->model_inspector().num_geometries(), 1);
  EXPECT_EQ(ad->num_input_ports(), scene_graph.num_input_ports());
}

// GetGeometryIds() expands frames to their geometries and filters by role;
// GetCollisionCandidates() lists the unfiltered proximity pairs as (A, B)
// with A < B.
GTEST_TEST(SceneGraphTest, GeometryIdsAndCollisionCandidates) {
  SceneGraph<double> scene_graph;
  const SourceId source = scene_graph.RegisterSource("robot");
  const FrameId f1 = scene_graph.RegisterFrame(source, GeometryFrame("f1"));
  const FrameId f2 = scene_graph.RegisterFrame(source, GeometryFrame("f2"));
  const GeometryId a =
      scene_graph.RegisterGeometry(source, f1, MakeSphere("a", 0.1));
  const GeometryId b =
      scene_graph.RegisterGeometry(source, f1, MakeSphere("b", 0.1));
  const GeometryId c =
      scene_graph.RegisterGeometry(source, f2, MakeSphere("c", 0.1));
  auto visual = std::make_unique<GeometryInstance>(RigidTransform<double>(),
                                                   Box(1, 1, 1), "visual");
  visual->set_illustration_properties(IllustrationProperties());
  const GeometryId v =
      scene_graph.RegisterGeometry(source, f2, std::move(visual));
  const GeometryId ground =
      scene_graph.RegisterAnchoredGeometry(source, MakeSphere("ground", 1.0));
  const auto& inspector = scene_graph.model_inspector();

  using Ids = std::unordered_set<GeometryId>;
  EXPECT_EQ(inspector.GetGeometryIds(GeometrySet(f2)), (Ids{c, v}));
  EXPECT_EQ(inspector.GetGeometryIds(GeometrySet({a}, {f2})), (Ids{a, c, v}));
  // The role filters explicit members too.
  EXPECT_EQ(inspector.GetGeometryIds(GeometrySet({v}, {f1}), Role::kProximity),
            (Ids{a, b}));
  EXPECT_EQ(inspector.GetGeometryIds(GeometrySet(f2), Role::kIllustration),
            (Ids{v}));
  EXPECT_TRUE(inspector.GetGeometryIds(GeometrySet()).empty());

  // Same-frame pairs (a, b) are filtered, as is nothing else yet.
  using Pairs = std::set<std::pair<GeometryId, GeometryId>>;
  auto ordered = [](GeometryId x, GeometryId y) {
    return x < y ? std::make_pair(x, y) : std::make_pair(y, x);
  };
  EXPECT_EQ(inspector.GetCollisionCandidates(),
            (Pairs{ordered(a, c), ordered(b, c), ordered(a, ground),
                   ordered(b, ground), ordered(c, ground)}));
  scene_graph.collision_filter_manager().Apply(
      CollisionFilterDeclaration().ExcludeBetween(GeometrySet(f2),
                                                  GeometrySet(ground)));
  EXPECT_EQ(inspector.GetCollisionCandidates(),
            (Pairs{ordered(a, c), ordered(b, c), ordered(a, ground),
                   ordered(b, ground)}));
}

// The transient history is replayed in order over the persistent filters;
// removing one declaration leaves the others in force; persistent changes
// wait until the history is empty; inactive geometries are filtered
// against everything, independently of the declarations.
GTEST_TEST(SceneGraphTest, TransientCollisionFiltersAndActivation) {
  SceneGraph<double> scene_graph;
  const SourceId source = scene_graph.RegisterSource("robot");
  const FrameId f1 = scene_graph.RegisterFrame(source, GeometryFrame("f1"));
  const FrameId f2 = scene_graph.RegisterFrame(source, GeometryFrame("f2"));
  const GeometryId a =
      scene_graph.RegisterGeometry(source, f1, MakeSphere("a", 1));
  const GeometryId c =
      scene_graph.RegisterGeometry(source, f2, MakeSphere("c", 1));
  const GeometryId g =
      scene_graph.RegisterAnchoredGeometry(source, MakeSphere("g", 1));
  const auto& inspector = scene_graph.model_inspector();
  CollisionFilterManager manager = scene_graph.collision_filter_manager();
  manager.Apply(CollisionFilterDeclaration().ExcludeBetween(GeometrySet(a),
                                                            GeometrySet(c)));
  EXPECT_FALSE(manager.has_transient_history());

  // T1 allows (a, c) over the persistent exclusion; T2 excludes (a, g).
  const FilterId t1 =
      manager.ApplyTransient(CollisionFilterDeclaration().AllowBetween(
          GeometrySet(a), GeometrySet(c)));
  const FilterId t2 =
      manager.ApplyTransient(CollisionFilterDeclaration().ExcludeBetween(
          GeometrySet(f1), GeometrySet(g)));
  EXPECT_NE(t1, t2);
  EXPECT_TRUE(manager.IsActive(t1) && manager.IsActive(t2));
  EXPECT_FALSE(inspector.CollisionFiltered(a, c));
  EXPECT_TRUE(inspector.CollisionFiltered(a, g));
  EXPECT_FALSE(inspector.CollisionFiltered(c, g));
  EXPECT_EQ(inspector.GetCollisionCandidates().size(), 2u);  // (a,c), (c,g)

  // Persistent changes are refused while the history is not empty, and
  // leave everything as it was.
  DRAKE_EXPECT_THROWS_MESSAGE(
      manager.Apply(CollisionFilterDeclaration().ExcludeBetween(
          GeometrySet(c), GeometrySet(g))),
      ".*Apply\\(\\): cannot change the persistent collision filters while "
      "2 transient declaration\\(s\\) are active.*");
  EXPECT_FALSE(inspector.CollisionFiltered(c, g));
  // An unregistered id is refused and adds nothing to the history.
  DRAKE_EXPECT_THROWS_MESSAGE(
      manager.ApplyTransient(CollisionFilterDeclaration().ExcludeWithin(
          GeometrySet(GeometryId::get_new_id()))),
      "Referenced geometry \\d+ has not been registered.");
  EXPECT_TRUE(manager.IsActive(t2));

  // Removing T1 restores the persistent exclusion of (a, c) and keeps T2.
  EXPECT_TRUE(manager.RemoveDeclaration(t1));
  EXPECT_FALSE(manager.RemoveDeclaration(t1));
  EXPECT_FALSE(manager.IsActive(t1));
  EXPECT_TRUE(inspector.CollisionFiltered(a, c));
  EXPECT_TRUE(inspector.CollisionFiltered(a, g));
  EXPECT_TRUE(manager.has_transient_history());
  EXPECT_TRUE(manager.RemoveDeclaration(t2));
  EXPECT_FALSE(manager.has_transient_history());
  EXPECT_FALSE(inspector.CollisionFiltered(a, g));
  manager.Apply(CollisionFilterDeclaration().AllowBetween(GeometrySet(a),
                                                          GeometrySet(c)));
  EXPECT_FALSE(inspector.CollisionFiltered(a, c));

  // Deactivation: c is filtered against everything, allowed pairs too, and
  // may change while a transient declaration is active.
  const FilterId t3 =
      manager.ApplyTransient(CollisionFilterDeclaration().ExcludeBetween(
          GeometrySet(a), GeometrySet(g)));
  manager.Deactivate(GeometrySet(f2));
  manager.Deactivate(GeometrySet(c));  // already inactive: no change
  EXPECT_TRUE(inspector.CollisionFiltered(a, c));
  EXPECT_TRUE(inspector.CollisionFiltered(c, g));
  EXPECT_TRUE(inspector.GetCollisionCandidates().empty());
  manager.Activate(GeometrySet(c));
  EXPECT_FALSE(inspector.CollisionFiltered(a, c));
  EXPECT_FALSE(inspector.CollisionFiltered(c, g));
  EXPECT_TRUE(manager.IsActive(t3));
  DRAKE_EXPECT_THROWS_MESSAGE(
      manager.Deactivate(GeometrySet(FrameId::get_new_id())),
      "Referenced frame \\d+ has not been registered.");

  // Removing a geometry removes it from the history's declarations and from
  // the inactive set.
  manager.Deactivate(GeometrySet(a));
  scene_graph.RemoveGeometry(source, a);
  EXPECT_TRUE(manager.RemoveDeclaration(t3));
  EXPECT_FALSE(inspector.CollisionFiltered(c, g));
}

// RenameFrame / RenameGeometry change the model's names (not a Context
// made before), and refuse names that would clash.
GTEST_TEST(SceneGraphTest, RenameFrameAndGeometry) {
  SceneGraph<double> scene_graph;
  const SourceId source = scene_graph.RegisterSource("robot");
  const FrameId a = scene_graph.RegisterFrame(source, GeometryFrame("a"));
  scene_graph.RegisterFrame(source, GeometryFrame("b"));
  const GeometryId g1 =
      scene_graph.RegisterGeometry(source, a, MakeSphere("g1", 1));
  scene_graph.RegisterGeometry(source, a, MakeSphere("g2", 1));
  // g3 has the illustration role only, so it may share a proximity name.
  auto g3_instance = std::make_unique<GeometryInstance>(
      RigidTransform<double>(), Sphere(1), "g3");
  g3_instance->set_illustration_properties(IllustrationProperties());
  const GeometryId g3 =
      scene_graph.RegisterGeometry(source, a, std::move(g3_instance));
  auto before = scene_graph.CreateDefaultContext();

  scene_graph.RenameFrame(a, "c");
  const auto& inspector = scene_graph.model_inspector();
  EXPECT_EQ(inspector.GetName(a), "c");
  scene_graph.RenameFrame(a, "c");  // the same name: nothing to do
  // "a" is free again.
  scene_graph.RenameFrame(a, "a");
  EXPECT_EQ(inspector.GetName(a), "a");
  DRAKE_EXPECT_THROWS_MESSAGE(
      scene_graph.RenameFrame(a, "b"),
      "RenameFrame\\(\\): cannot rename frame 'a' to 'b': source 'robot' .*"
      "already has a frame named 'b'.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      scene_graph.RenameFrame(scene_graph.world_frame_id(), "earth"),
      ".*the world frame cannot be renamed.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      scene_graph.RenameFrame(FrameId::get_new_id(), "x"),
      "RenameFrame\\(\\): frame [0-9]+ has not been registered.");

  scene_graph.RenameGeometry(g1, "g4");
  EXPECT_EQ(inspector.GetName(g1), "g4");
  DRAKE_EXPECT_THROWS_MESSAGE(
      scene_graph.RenameGeometry(g1, "g2"),
      "The name 'g2' has already been used by a geometry with the "
      "'proximity' role on frame 'a'.*");
  EXPECT_EQ(inspector.GetName(g1), "g4");  // unchanged by the refusal
  scene_graph.RenameGeometry(g3, "g2");    // no shared role with g2
  EXPECT_EQ(inspector.GetName(g3), "g2");
  DRAKE_EXPECT_THROWS_MESSAGE(
      scene_graph.RenameGeometry(GeometryId::get_new_id(), "x"),
      "RenameGeometry\\(\\): geometry [0-9]+ has not been registered.");

  // A Context made before keeps the names it was made with.
  const auto& old_query =
      scene_graph.get_query_output_port().Eval<QueryObject<double>>(*before);
  EXPECT_EQ(old_query.inspector().GetName(g1), "g1");
}

// ChangeShape replaces the shape (and optionally the pose) in place: same
// id, same roles; proximity queries see the new shape.
GTEST_TEST(SceneGraphTest, ChangeShape) {
  SceneGraph<double> scene_graph;
  const SourceId source = scene_graph.RegisterSource("robot");
  const FrameId f = scene_graph.RegisterFrame(source, GeometryFrame("f"));
  // Two spheres 1 m apart (centres), radii 0.3: 0.4 m apart.
  const GeometryId moving =
      scene_graph.RegisterGeometry(source, f, MakeSphere("moving", 0.3));
  scene_graph.RegisterAnchoredGeometry(
      source, MakeSphere("fixed", 0.3, Vector3<double>(1, 0, 0)));
  auto penetration_depths = [&](systems::Context<double>* context) {
    scene_graph.get_source_pose_port(source).FixValue(
        context, FramePoseVector<double>{{f, RigidTransform<double>()}});
    const auto& query =
        scene_graph.get_query_output_port().Eval<QueryObject<double>>(*context);
    std::vector<double> depths;
    for (const auto& pair : query.ComputePointPairPenetration()) {
      depths.push_back(pair.depth);
    }
    return depths;
  };
  auto before = scene_graph.CreateDefaultContext();
  EXPECT_TRUE(penetration_depths(before.get()).empty());

  // Radius 0.8 and moved 0.1 m toward the other: depth 0.8 + 0.3 − 0.9.
  scene_graph.ChangeShape(source, moving, Sphere(0.8),
                          RigidTransform<double>(Vector3<double>(0.1, 0, 0)));
  const auto& inspector = scene_graph.model_inspector();
  const auto* sphere = dynamic_cast<const Sphere*>(&inspector.GetShape(moving));
  ASSERT_NE(sphere, nullptr);
  EXPECT_EQ(sphere->radius(), 0.8);
  EXPECT_EQ(inspector.GetPoseInFrame(moving).translation(),
            Vector3<double>(0.1, 0, 0));
  EXPECT_NE(inspector.GetProximityProperties(moving), nullptr);
  auto after = scene_graph.CreateDefaultContext();
  std::vector<double> depths = penetration_depths(after.get());
  ASSERT_EQ(depths.size(), 1u);
  EXPECT_NEAR(depths[0], 0.2, 1e-14);
  // The Context made before is unaffected.
  EXPECT_TRUE(penetration_depths(before.get()).empty());

  // Through a Context: only that Context changes; without X_FG its pose
  // (x = 0) is kept. A box of half width 0.5 reaches x = 0.5, short of the
  // other sphere (0.7).
  scene_graph.ChangeShape(before.get(), source, moving, Box(1, 1, 1));
  depths = penetration_depths(before.get());
  ASSERT_EQ(depths.size(), 0u);
  scene_graph.ChangeShape(before.get(), source, moving, Box(1.6, 1, 1));
  depths = penetration_depths(before.get());
  ASSERT_EQ(depths.size(), 1u);
  // Half width 0.8: depth 0.8 − 0.7.
  EXPECT_NEAR(depths[0], 0.1, 1e-12);
  EXPECT_NE(dynamic_cast<const Sphere*>(&inspector.GetShape(moving)), nullptr);

  // Errors leave the geometry as it was.
  DRAKE_EXPECT_THROWS_MESSAGE(
      scene_graph.ChangeShape(source, moving, Mesh("/no/such/file.obj")),
      ".*file.obj.*");
  EXPECT_NE(dynamic_cast<const Sphere*>(&inspector.GetShape(moving)), nullptr);
  const SourceId other = scene_graph.RegisterSource("other");
  DRAKE_EXPECT_THROWS_MESSAGE(
      scene_graph.ChangeShape(other, moving, Sphere(1)),
      "ChangeShape\\(\\): geometry 'moving' \\(id [0-9]+\\) does not belong "
      "to source 'other'.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      scene_graph.ChangeShape(source, GeometryId::get_new_id(), Sphere(1)),
      "ChangeShape\\(\\): referenced geometry [0-9]+ has not been "
      "registered.");
}

// RemoveRole by frame, and the Context variants of AssignRole / RemoveRole.
GTEST_TEST(SceneGraphTest, RolesByFrameAndThroughContext) {
  SceneGraph<double> scene_graph;
  const SourceId source = scene_graph.RegisterSource("robot");
  const FrameId f = scene_graph.RegisterFrame(source, GeometryFrame("f"));
  std::vector<GeometryId> ids;
  for (const char* name : {"a", "b", "c"}) {
    ids.push_back(scene_graph.RegisterGeometry(source, f, MakeSphere(name, 1)));
  }
  scene_graph.AssignRole(source, ids[0], IllustrationProperties());
  scene_graph.AssignRole(source, ids[1], IllustrationProperties());
  const GeometryId anchored =
      scene_graph.RegisterAnchoredGeometry(source, MakeSphere("ground", 1));
  auto context = scene_graph.CreateDefaultContext();

  EXPECT_EQ(scene_graph.RemoveRole(source, f, Role::kIllustration), 2);
  EXPECT_EQ(scene_graph.RemoveRole(source, f, Role::kIllustration), 0);
  EXPECT_EQ(
      scene_graph.model_inspector().NumGeometriesWithRole(Role::kIllustration),
      0);
  EXPECT_EQ(scene_graph.RemoveRole(source, scene_graph.world_frame_id(),
                                   Role::kProximity),
            1);
  EXPECT_EQ(scene_graph.model_inspector().GetProximityProperties(anchored),
            nullptr);
  DRAKE_EXPECT_THROWS_MESSAGE(
      scene_graph.RemoveRole(source, f, Role::kUnassigned),
      ".*kUnassigned cannot be removed.*");
  const SourceId other = scene_graph.RegisterSource("other");
  DRAKE_EXPECT_THROWS_MESSAGE(
      scene_graph.RemoveRole(other, f, Role::kProximity),
      "RemoveRole\\(\\): frame 'f' does not belong to source 'other'.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      scene_graph.RemoveRole(source, FrameId::get_new_id(), Role::kProximity),
      "RemoveRole\\(\\): referenced frame [0-9]+ has not been registered.");

  // The Context made before still has both illustration roles.
  const auto& inspector = scene_graph.get_query_output_port()
                              .Eval<QueryObject<double>>(*context)
                              .inspector();
  EXPECT_EQ(inspector.NumGeometriesWithRole(Role::kIllustration), 2);
  EXPECT_EQ(
      scene_graph.RemoveRole(context.get(), source, f, Role::kIllustration), 2);
  scene_graph.AssignRole(context.get(), source, ids[2],
                         IllustrationProperties());
  scene_graph.AssignRole(context.get(), source, ids[2], PerceptionProperties());
  EXPECT_EQ(
      scene_graph.RemoveRole(context.get(), source, ids[2], Role::kPerception),
      1);
  const auto& inspector2 = scene_graph.get_query_output_port()
                               .Eval<QueryObject<double>>(*context)
                               .inspector();
  EXPECT_EQ(inspector2.NumGeometriesWithRole(Role::kIllustration), 1);
  EXPECT_NE(inspector2.GetIllustrationProperties(ids[2]), nullptr);
  EXPECT_EQ(inspector2.NumGeometriesWithRole(Role::kPerception), 0);
  // The model is unchanged by the Context's edits.
  EXPECT_EQ(scene_graph.model_inspector().GetIllustrationProperties(ids[2]),
            nullptr);
}

// set_config changes what later registrations get; a Context keeps the
// configuration it was made with, and registration through it uses that.
GTEST_TEST(SceneGraphTest, ConfigurationPerContext) {
  SceneGraph<double> scene_graph;
  const SourceId source = scene_graph.RegisterSource("robot");
  auto old_context = scene_graph.CreateDefaultContext();
  SceneGraphConfig config;
  config.default_proximity_properties.point_stiffness = 1234.0;
  scene_graph.set_config(config);
  EXPECT_EQ(
      scene_graph.get_config().default_proximity_properties.point_stiffness,
      1234.0);
  EXPECT_EQ(scene_graph.get_config(*old_context)
                .default_proximity_properties.point_stiffness,
            SceneGraphConfig{}.default_proximity_properties.point_stiffness);
  auto new_context = scene_graph.CreateDefaultContext();
  EXPECT_EQ(scene_graph.get_config(*new_context)
                .default_proximity_properties.point_stiffness,
            1234.0);

  const GeometryId model_g =
      scene_graph.RegisterAnchoredGeometry(source, MakeSphere("m", 1));
  EXPECT_EQ(scene_graph.model_inspector()
                .GetProximityProperties(model_g)
                ->GetProperty<double>("material", "point_contact_stiffness"),
            1234.0);
  const GeometryId old_g = scene_graph.RegisterGeometry(
      old_context.get(), source, scene_graph.world_frame_id(),
      MakeSphere("o", 1));
  const auto* old_properties = scene_graph.get_query_output_port()
                                   .Eval<QueryObject<double>>(*old_context)
                                   .inspector()
                                   .GetProximityProperties(old_g);
  ASSERT_NE(old_properties, nullptr);
  const std::optional<double> default_stiffness =
      SceneGraphConfig{}.default_proximity_properties.point_stiffness;
  if (default_stiffness.has_value()) {
    EXPECT_EQ(old_properties->GetProperty<double>("material",
                                                  "point_contact_stiffness"),
              *default_stiffness);
  } else {
    EXPECT_FALSE(
        old_properties->HasProperty("material", "point_contact_stiffness"));
  }

  SceneGraphConfig bad;
  bad.default_proximity_properties.point_stiffness = -1.0;
  EXPECT_THROW(scene_graph.set_config(bad), std::exception);
  EXPECT_EQ(
      scene_graph.get_config().default_proximity_properties.point_stiffness,
      1234.0);
}

// Each edit changes the versions of the roles it touches, and only those;
// renaming changes none.
GTEST_TEST(SceneGraphTest, GeometryVersionPerRole) {
  SceneGraph<double> scene_graph;
  const SourceId source = scene_graph.RegisterSource("robot");
  const FrameId f = scene_graph.RegisterFrame(source, GeometryFrame("f"));
  const auto& inspector = scene_graph.model_inspector();
  // changed(a, b): which roles differ between versions a and b
  auto changed = [](const GeometryVersion& a, const GeometryVersion& b) {
    std::string roles;
    if (!a.IsSameAs(b, Role::kProximity)) roles += "P";
    if (!a.IsSameAs(b, Role::kIllustration)) roles += "I";
    if (!a.IsSameAs(b, Role::kPerception)) roles += "R";
    EXPECT_TRUE(a.IsSameAs(b, Role::kUnassigned));
    return roles;
  };
  GeometryVersion v = inspector.geometry_version();
  const GeometryId g =
      scene_graph.RegisterGeometry(source, f, MakeSphere("g", 1));  // proximity
  EXPECT_EQ(changed(v, inspector.geometry_version()), "P");
  v = inspector.geometry_version();
  scene_graph.AssignRole(source, g, IllustrationProperties());
  EXPECT_EQ(changed(v, inspector.geometry_version()), "I");
  v = inspector.geometry_version();
  scene_graph.ChangeShape(source, g, Sphere(2));
  EXPECT_EQ(changed(v, inspector.geometry_version()), "PI");
  v = inspector.geometry_version();
  scene_graph.RenameGeometry(g, "h");
  scene_graph.RenameFrame(f, "e");
  EXPECT_EQ(changed(v, inspector.geometry_version()), "");
  EXPECT_EQ(scene_graph.RemoveRole(source, g, Role::kPerception), 0);
  EXPECT_EQ(changed(v, inspector.geometry_version()), "");
  scene_graph.RemoveRole(source, g, Role::kIllustration);
  EXPECT_EQ(changed(v, inspector.geometry_version()), "I");
  v = inspector.geometry_version();
  scene_graph.RemoveGeometry(source, g);
  EXPECT_EQ(changed(v, inspector.geometry_version()), "P");
  // Independent versions are all different; a copy is the same.
  const GeometryVersion a, b;
  EXPECT_EQ(changed(a, b), "PIR");
  const GeometryVersion copy = a;
  EXPECT_EQ(changed(a, copy), "");
}

}  // namespace scene_graph_test
}  // namespace geometry
}  // namespace drake
