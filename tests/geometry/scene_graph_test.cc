// SceneGraph: sources and ports, frame and geometry registration (model and
// context), roles, the inspector, collision filters, pose evaluation through
// the QueryObject, scalar conversion, and the error messages.

#include "drake/geometry/scene_graph.h"

#include <set>
#include <unordered_set>
#include <utility>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/geometry/proximity_properties.h"

namespace drake {
namespace geometry {
namespace {

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

}  // namespace
}  // namespace geometry
}  // namespace drake
