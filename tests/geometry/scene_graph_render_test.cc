// SceneGraph's render engines: adding and removing them (model and
// Context), which perception geometries each engine gets (the ("renderer",
// "accepting") rule, in either order of registration), removal of
// geometries and roles, pose updates before a render, the camera's world
// pose and intrinsics through QueryObject, independent engines in cloned
// Contexts, and every error message. The engine is PointRenderEngine
// (test_utilities/point_render_engine.h), which projects each geometry's
// origin through the pinhole intrinsics.

#include <limits>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"
#include "test_utilities/point_render_engine.h"

#include "drake/geometry/scene_graph.h"

namespace drake {
namespace geometry {
namespace scene_graph_render_test {

using math::RigidTransformd;
using math::RollPitchYawd;
using math::RotationMatrixd;
using render::ClippingRange;
using render::ColorRenderCamera;
using render::DepthRange;
using render::DepthRenderCamera;
using render::RenderCameraCore;
using render::RenderLabel;
using render::test::PointRenderEngine;
using systems::sensors::CameraInfo;
using systems::sensors::ImageDepth32F;
using systems::sensors::ImageLabel16I;
using systems::sensors::ImageRgba8U;

// Poses composed of a few rotations and translations are exact to a few
// ulps of their largest entry (~3); 1e-12 leaves a wide margin.
constexpr double kTolerance = 1e-12;

PerceptionProperties Perception(int label,
                                std::set<std::string> accepting = {}) {
  PerceptionProperties properties;
  properties.AddProperty("label", "id", RenderLabel(label));
  if (!accepting.empty()) {
    properties.AddProperty("renderer", "accepting", accepting);
  }
  return properties;
}

std::unique_ptr<GeometryInstance> MakeSphere(const std::string& name,
                                             const RigidTransformd& X_FG) {
  return std::make_unique<GeometryInstance>(X_FG, Sphere(0.05), name);
}

const PointRenderEngine& Engine(const QueryObject<double>& query,
                                const std::string& name) {
  const auto* engine =
      dynamic_cast<const PointRenderEngine*>(query.GetRenderEngineByName(name));
  DRAKE_DEMAND(engine != nullptr);
  return *engine;
}

// A 320 x 240 camera, focal lengths 200 and 180 px, principal point
// (160.5, 120.5); the sensor is posed in the camera body by X_CS.
RenderCameraCore MakeCore(const std::string& renderer,
                          const RigidTransformd& X_CS = RigidTransformd()) {
  return RenderCameraCore(renderer,
                          CameraInfo(320, 240, 200, 180, 160.5, 120.5),
                          ClippingRange(0.01, 10), X_CS);
}

GTEST_TEST(SceneGraphRenderTest, ManageRenderers) {
  SceneGraph<double> scene_graph;
  EXPECT_EQ(scene_graph.RendererCount(), 0);
  EXPECT_FALSE(scene_graph.HasRenderer("a"));
  EXPECT_EQ(scene_graph.GetRendererTypeName("a"), "");
  EXPECT_EQ(scene_graph.GetRendererParameterYaml("a"), "");

  // the copying overload and the owning one.
  scene_graph.AddRenderer("b", PointRenderEngine());
  scene_graph.AddRenderer("a", std::make_unique<PointRenderEngine>());
  EXPECT_EQ(scene_graph.RendererCount(), 2);
  EXPECT_TRUE(scene_graph.HasRenderer("a"));
  EXPECT_EQ(scene_graph.RegisteredRendererNames(),
            (std::vector<std::string>{"a", "b"}));
  EXPECT_EQ(scene_graph.GetRendererTypeName("a"),
            "drake::geometry::render::test::PointRenderEngine");
  EXPECT_EQ(scene_graph.GetRendererParameterYaml("b"),
            "PointRenderEngineParams: {}");

  DRAKE_EXPECT_THROWS_MESSAGE(
      scene_graph.AddRenderer("a", PointRenderEngine()),
      "AddRenderer\\(\\): A renderer with the name 'a' already exists");
  DRAKE_EXPECT_THROWS_MESSAGE(
      scene_graph.AddRenderer("c", std::unique_ptr<PointRenderEngine>()),
      "AddRenderer\\(\\): the renderer given for the name 'c' is null");
  DRAKE_EXPECT_THROWS_MESSAGE(
      scene_graph.RemoveRenderer("c"),
      "RemoveRenderer\\(\\): A renderer with the name 'c' does not exist");
  EXPECT_EQ(scene_graph.RendererCount(), 2);

  // a Context copies the model's renderers; changes through it stay in it.
  auto context = scene_graph.CreateDefaultContext();
  EXPECT_EQ(scene_graph.RendererCount(*context), 2);
  scene_graph.RemoveRenderer(context.get(), "b");
  scene_graph.AddRenderer(context.get(), "c", PointRenderEngine());
  scene_graph.AddRenderer(context.get(), "d",
                          std::make_unique<PointRenderEngine>());
  EXPECT_EQ(scene_graph.RegisteredRendererNames(*context),
            (std::vector<std::string>{"a", "c", "d"}));
  EXPECT_TRUE(scene_graph.HasRenderer(*context, "c"));
  EXPECT_FALSE(scene_graph.HasRenderer(*context, "b"));
  EXPECT_EQ(scene_graph.GetRendererTypeName(*context, "d"),
            "drake::geometry::render::test::PointRenderEngine");
  EXPECT_EQ(scene_graph.GetRendererParameterYaml(*context, "b"), "");
  EXPECT_EQ(scene_graph.RegisteredRendererNames(),
            (std::vector<std::string>{"a", "b"}));
  DRAKE_EXPECT_THROWS_MESSAGE(
      scene_graph.AddRenderer(context.get(), "a", PointRenderEngine()),
      "AddRenderer\\(\\): A renderer with the name 'a' already exists");
  scene_graph.RemoveRenderer("a");
  EXPECT_EQ(scene_graph.RegisteredRendererNames(),
            (std::vector<std::string>{"b"}));
  EXPECT_TRUE(scene_graph.HasRenderer(*context, "a"));
}

// Which engines hold which geometries, as the ("renderer", "accepting")
// rule says, whether engines come before or after the geometries.
GTEST_TEST(SceneGraphRenderTest, AcceptingRule) {
  for (const bool engines_first : {true, false}) {
    SCOPED_TRACE(engines_first ? "engines first" : "geometries first");
    SceneGraph<double> scene_graph;
    auto add_engines = [&scene_graph]() {
      scene_graph.AddRenderer("a", PointRenderEngine());
      scene_graph.AddRenderer("b", PointRenderEngine());
    };
    if (engines_first) add_engines();
    const SourceId source = scene_graph.RegisterSource("robot");
    const FrameId frame =
        scene_graph.RegisterFrame(source, GeometryFrame("link"));
    // all: no property; only_a: {"a"}; both: {"a", "b"}; nowhere: {"z"};
    // declined: accepted by name but declined by the engines; proximity:
    // no perception role; later: the role assigned after registration.
    auto register_with = [&](const std::string& name,
                             std::optional<PerceptionProperties> perception) {
      auto instance = MakeSphere(name, RigidTransformd());
      if (perception) instance->set_perception_properties(*perception);
      return scene_graph.RegisterGeometry(source, frame, std::move(instance));
    };
    const GeometryId all = register_with("all", Perception(1));
    const GeometryId only_a = register_with("only_a", Perception(2, {"a"}));
    const GeometryId both = register_with("both", Perception(3, {"a", "b"}));
    const GeometryId nowhere = register_with("nowhere", Perception(4, {"z"}));
    PerceptionProperties decline = Perception(5);
    decline.AddProperty("point", "decline", true);
    const GeometryId declined = register_with("declined", decline);
    const GeometryId proximity = register_with("proximity", std::nullopt);
    const GeometryId later = register_with("later", std::nullopt);
    scene_graph.AssignRole(source, later, Perception(6, {"b"}));
    if (!engines_first) add_engines();

    auto context = scene_graph.CreateDefaultContext();
    scene_graph.get_source_pose_port(source).FixValue(
        context.get(), FramePoseVector<double>{{frame, RigidTransformd()}});
    const auto& query =
        scene_graph.get_query_output_port().Eval<QueryObject<double>>(*context);
    const PointRenderEngine& a = Engine(query, "a");
    const PointRenderEngine& b = Engine(query, "b");
    const std::set<GeometryId> expected_a{all, only_a, both};
    const std::set<GeometryId> expected_b{all, both, later};
    for (const GeometryId id :
         {all, only_a, both, nowhere, declined, proximity, later}) {
      EXPECT_EQ(a.has_geometry(id), expected_a.contains(id));
      EXPECT_EQ(b.has_geometry(id), expected_b.contains(id));
    }
    // the label and name each engine got are the geometry's.
    EXPECT_EQ(a.visuals().at(only_a).label, RenderLabel(2));
    EXPECT_EQ(b.visuals().at(later).label, RenderLabel(6));
    EXPECT_EQ(b.visuals().at(later).name, "later");
  }
}

GTEST_TEST(SceneGraphRenderTest, RemovalAndReplacement) {
  SceneGraph<double> scene_graph;
  scene_graph.AddRenderer("a", PointRenderEngine());
  scene_graph.AddRenderer("b", PointRenderEngine());
  const SourceId source = scene_graph.RegisterSource("robot");
  const FrameId frame =
      scene_graph.RegisterFrame(source, GeometryFrame("link"));
  auto instance = MakeSphere("g1", RigidTransformd());
  instance->set_perception_properties(Perception(1));
  const GeometryId g1 =
      scene_graph.RegisterGeometry(source, frame, std::move(instance));
  instance = MakeSphere("g2", RigidTransformd());
  instance->set_perception_properties(Perception(2));
  const GeometryId g2 =
      scene_graph.RegisterGeometry(source, frame, std::move(instance));
  instance = MakeSphere("g3", RigidTransformd());
  instance->set_perception_properties(Perception(3));
  const GeometryId g3 =
      scene_graph.RegisterGeometry(source, frame, std::move(instance));

  // removing the role or the geometry takes it out of every engine; a
  // replacement re-registers it where its new properties say.
  EXPECT_EQ(scene_graph.RemoveRole(source, g1, Role::kPerception), 1);
  scene_graph.RemoveGeometry(source, g2);
  scene_graph.AssignRole(source, g3, Perception(7, {"b"}),
                         RoleAssign::kReplace);

  auto context = scene_graph.CreateDefaultContext();
  scene_graph.get_source_pose_port(source).FixValue(
      context.get(), FramePoseVector<double>{{frame, RigidTransformd()}});
  const auto& query =
      scene_graph.get_query_output_port().Eval<QueryObject<double>>(*context);
  EXPECT_TRUE(Engine(query, "a").visuals().empty());
  ASSERT_EQ(Engine(query, "b").visuals().size(), 1);
  EXPECT_EQ(Engine(query, "b").visuals().at(g3).label, RenderLabel(7));

  // the same through the Context, leaving the model alone.
  scene_graph.RemoveRole(context.get(), source, g3, Role::kPerception);
  EXPECT_TRUE(Engine(query, "b").visuals().empty());
  instance = MakeSphere("g4", RigidTransformd());
  instance->set_perception_properties(Perception(4));
  const GeometryId g4 = scene_graph.RegisterGeometry(
      context.get(), source, frame, std::move(instance));
  scene_graph.get_source_pose_port(source).FixValue(
      context.get(), FramePoseVector<double>{{frame, RigidTransformd()}});
  EXPECT_TRUE(Engine(query, "a").has_geometry(g4));
  scene_graph.RemoveGeometry(context.get(), source, g4);
  EXPECT_FALSE(Engine(query, "a").has_geometry(g4));
  auto fresh = scene_graph.CreateDefaultContext();
  scene_graph.get_source_pose_port(source).FixValue(
      fresh.get(), FramePoseVector<double>{{frame, RigidTransformd()}});
  const auto& fresh_query =
      scene_graph.get_query_output_port().Eval<QueryObject<double>>(*fresh);
  EXPECT_TRUE(Engine(fresh_query, "b").has_geometry(g3));

  // an engine that throws on registration leaves everything as it was: the
  // default label kUnspecified refuses a perception role without a label.
  SceneGraph<double> strict;
  const SourceId s = strict.RegisterSource("s");
  auto unlabelled = MakeSphere("unlabelled", RigidTransformd());
  unlabelled->set_perception_properties(PerceptionProperties());
  const GeometryId unlabelled_id =
      strict.RegisterAnchoredGeometry(s, std::move(unlabelled));
  DRAKE_EXPECT_THROWS_MESSAGE(
      strict.AddRenderer("strict", PointRenderEngine()),
      "Cannot register a geometry with the 'unspecified' or 'empty' render "
      "labels.*");
  EXPECT_EQ(strict.RendererCount(), 0);
  // "lenient" comes first (names are sorted) and accepts an unlabelled
  // geometry; "strict" then throws, and "lenient" must drop it again.
  strict.AddRenderer("lenient", PointRenderEngine(RenderLabel::kDontCare));
  strict.RemoveRole(s, unlabelled_id, Role::kPerception);
  strict.AddRenderer("strict", PointRenderEngine());
  auto another = MakeSphere("another", RigidTransformd());
  another->set_perception_properties(PerceptionProperties());
  DRAKE_EXPECT_THROWS_MESSAGE(
      strict.RegisterAnchoredGeometry(s, std::move(another)),
      "Cannot register a geometry with the 'unspecified' or 'empty'.*");
  EXPECT_EQ(strict.model_inspector().num_geometries(), 1);
  DRAKE_EXPECT_THROWS_MESSAGE(
      strict.AssignRole(s, unlabelled_id, PerceptionProperties()),
      "Cannot register a geometry with the 'unspecified' or 'empty'.*");
  EXPECT_EQ(strict.model_inspector().GetPerceptionProperties(unlabelled_id),
            nullptr);
  auto strict_context = strict.CreateDefaultContext();
  const auto& strict_query =
      strict.get_query_output_port().Eval<QueryObject<double>>(*strict_context);
  EXPECT_TRUE(dynamic_cast<const PointRenderEngine&>(
                  *strict_query.GetRenderEngineByName("lenient"))
                  .visuals()
                  .empty());
}

// Poses and camera: a geometry on a moving frame F, an anchored one, and
// a camera on another moving frame P with the sensor offset in its body.
GTEST_TEST(SceneGraphRenderTest, PosesCameraAndImages) {
  SceneGraph<double> scene_graph;
  scene_graph.AddRenderer("point", PointRenderEngine());
  const SourceId source = scene_graph.RegisterSource("robot");
  const FrameId body = scene_graph.RegisterFrame(source, GeometryFrame("F"));
  const FrameId mount = scene_graph.RegisterFrame(source, GeometryFrame("P"));
  const RigidTransformd X_FG(RollPitchYawd(0.1, -0.2, 0.3),
                             Eigen::Vector3d(0.05, 0, 0.1));
  auto instance = MakeSphere("ball", X_FG);
  instance->set_perception_properties(Perception(11));
  const GeometryId ball =
      scene_graph.RegisterGeometry(source, body, std::move(instance));
  const RigidTransformd X_WA(Eigen::Vector3d(-0.3, 0.2, 3));
  instance = MakeSphere("post", X_WA);
  instance->set_perception_properties(Perception(12));
  const GeometryId post =
      scene_graph.RegisterAnchoredGeometry(source, std::move(instance));

  auto context = scene_graph.CreateDefaultContext();
  const RigidTransformd X_WF(RollPitchYawd(0.4, 0.5, -0.6),
                             Eigen::Vector3d(0.2, -0.1, 1.5));
  // the camera looks along world +z from 0.5 m behind the origin: its
  // mount is turned about x (so P's z is W's −y...) and the sensor is
  // turned back in the body, so that R's axes are W's.
  const RigidTransformd X_WP(RotationMatrixd::MakeXRotation(M_PI / 2),
                             Eigen::Vector3d(0, 0, -0.5));
  const RigidTransformd X_PC(Eigen::Vector3d(0.01, 0.02, 0.03));
  const RigidTransformd X_CS(RotationMatrixd::MakeXRotation(-M_PI / 2));
  scene_graph.get_source_pose_port(source).FixValue(
      context.get(), FramePoseVector<double>{{body, X_WF}, {mount, X_WP}});
  const auto& query =
      scene_graph.get_query_output_port().Eval<QueryObject<double>>(*context);

  const ColorRenderCamera color_camera(MakeCore("point", X_CS));
  const DepthRenderCamera depth_camera(MakeCore("point", X_CS),
                                       DepthRange(0.1, 9));
  ImageDepth32F depth(320, 240);
  query.RenderDepthImage(depth_camera, mount, X_PC, &depth);
  const PointRenderEngine& engine = Engine(query, "point");

  // the engine saw the moving geometry at X_WF X_FG and the anchored one
  // where it was registered, and the viewpoint at X_WP X_PC X_CS.
  EXPECT_TRUE(
      engine.visuals().at(ball).X_WG.IsNearlyEqualTo(X_WF * X_FG, kTolerance));
  EXPECT_TRUE(engine.visuals().at(post).X_WG.IsExactlyEqualTo(X_WA));
  const RigidTransformd X_WR = engine.X_WR();
  EXPECT_TRUE(X_WR.IsNearlyEqualTo(X_WP * X_PC * X_CS, kTolerance));
  // by hand: Rx(π/2) Rx(−π/2) = I, and p_WR = (0, 0, −0.5) + Rx(π/2)
  // (0.01, 0.02, 0.03) = (0.01, −0.03, −0.48).
  EXPECT_TRUE(X_WR.IsNearlyEqualTo(
      RigidTransformd(Eigen::Vector3d(0.01, -0.03, -0.48)), kTolerance));

  // the anchored point p_RA = (−0.31, 0.23, 3.48) lands at column
  // ⌊200 · (−0.31) / 3.48 + 160.5⌋ = ⌊142.683…⌋ = 142 and row
  // ⌊180 · 0.23 / 3.48 + 120.5⌋ = ⌊132.396…⌋ = 132, at depth 3.48.
  EXPECT_NEAR(*depth.at(142, 132), 3.48, 1e-6);  // float storage: ~2e-7.
  // the moving point, projected independently of the engine.
  const Eigen::Vector3d p_RB = X_WR.inverse() * (X_WF * X_FG).translation();
  const int u = static_cast<int>(std::floor(200 * p_RB.x() / p_RB.z() + 160.5));
  const int v = static_cast<int>(std::floor(180 * p_RB.y() / p_RB.z() + 120.5));
  ASSERT_TRUE(u >= 0 && u < 320 && v >= 0 && v < 240);
  EXPECT_NEAR(*depth.at(u, v), p_RB.z(), 1e-6);
  int hits = 0;
  for (int row = 0; row < 240; ++row) {
    for (int column = 0; column < 320; ++column) {
      if (std::isfinite(*depth.at(column, row))) ++hits;
    }
  }
  EXPECT_EQ(hits, 2);

  ImageLabel16I label(320, 240);
  query.RenderLabelImage(color_camera, mount, X_PC, &label);
  EXPECT_EQ(*label.at(142, 132), 12);
  EXPECT_EQ(*label.at(u, v), 11);
  ImageRgba8U color(320, 240);
  query.RenderColorImage(color_camera, mount, X_PC, &color);
  EXPECT_EQ(color.at(u, v)[0], 11);
  EXPECT_EQ(color.at(u, v)[3], 255);

  // new poses reach the engine at the next render, not before.
  const int updates = engine.num_pose_updates();
  const RigidTransformd X_WF2(Eigen::Vector3d(0, 0, 2));
  scene_graph.get_source_pose_port(source).FixValue(
      context.get(), FramePoseVector<double>{{body, X_WF2}, {mount, X_WP}});
  EXPECT_EQ(engine.num_pose_updates(), updates);
  query.RenderDepthImage(depth_camera, mount, X_PC, &depth);
  EXPECT_EQ(engine.num_pose_updates(), updates + 1);
  EXPECT_TRUE(
      engine.visuals().at(ball).X_WG.IsNearlyEqualTo(X_WF2 * X_FG, kTolerance));
  // an unchanged Context does not move the engine again.
  query.RenderDepthImage(depth_camera, mount, X_PC, &depth);
  EXPECT_EQ(engine.num_pose_updates(), updates + 1);

  // a camera on the world frame: X_WR = X_PC X_CS.
  query.RenderDepthImage(depth_camera, SceneGraph<double>::world_frame_id(),
                         X_PC, &depth);
  EXPECT_TRUE(engine.X_WR().IsNearlyEqualTo(X_PC * X_CS, kTolerance));

  // a cloned Context has engines of its own.
  auto clone = context->Clone();
  const auto& clone_query =
      scene_graph.get_query_output_port().Eval<QueryObject<double>>(*clone);
  const PointRenderEngine& clone_engine = Engine(clone_query, "point");
  EXPECT_NE(&clone_engine, &engine);
  const RigidTransformd X_WF3(Eigen::Vector3d(1, 1, 4));
  scene_graph.get_source_pose_port(source).FixValue(
      clone.get(), FramePoseVector<double>{{body, X_WF3}, {mount, X_WP}});
  clone_query.RenderDepthImage(depth_camera, mount, X_PC, &depth);
  EXPECT_TRUE(clone_engine.visuals().at(ball).X_WG.IsNearlyEqualTo(X_WF3 * X_FG,
                                                                   kTolerance));
  EXPECT_TRUE(
      engine.visuals().at(ball).X_WG.IsNearlyEqualTo(X_WF2 * X_FG, kTolerance));
  scene_graph.RemoveRenderer(clone.get(), "point");
  EXPECT_EQ(query.GetRenderEngineByName("point"), &engine);
  EXPECT_EQ(clone_query.GetRenderEngineByName("point"), nullptr);
}

GTEST_TEST(SceneGraphRenderTest, RenderErrors) {
  SceneGraph<double> scene_graph;
  const SourceId source = scene_graph.RegisterSource("robot");
  const FrameId frame = scene_graph.RegisterFrame(source, GeometryFrame("F"));
  auto context = scene_graph.CreateDefaultContext();
  scene_graph.get_source_pose_port(source).FixValue(
      context.get(), FramePoseVector<double>{{frame, RigidTransformd()}});
  const auto& query =
      scene_graph.get_query_output_port().Eval<QueryObject<double>>(*context);
  const ColorRenderCamera camera(MakeCore("point"));
  const DepthRenderCamera depth_camera(MakeCore("point"), DepthRange(0.1, 9));
  ImageRgba8U color(320, 240);
  ImageDepth32F depth(320, 240);
  ImageLabel16I label(320, 240);
  const FrameId world = SceneGraph<double>::world_frame_id();

  // no renderer at all.
  DRAKE_EXPECT_THROWS_MESSAGE(
      query.RenderColorImage(camera, world, RigidTransformd(), &color),
      "No renderer exists with name: 'point' \\(SceneGraph has no renderers; "
      "add one with AddRenderer\\(\\)\\)");
  DRAKE_EXPECT_THROWS_MESSAGE(
      query.RenderDepthImage(depth_camera, world, RigidTransformd(), &depth),
      "No renderer exists with name: 'point'.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      query.RenderLabelImage(camera, world, RigidTransformd(), &label),
      "No renderer exists with name: 'point'.*");
  EXPECT_EQ(query.GetRenderEngineByName("point"), nullptr);

  // a camera naming an engine that is not there.
  scene_graph.AddRenderer(context.get(), "vtk", PointRenderEngine());
  scene_graph.AddRenderer(context.get(), "gl", PointRenderEngine());
  DRAKE_EXPECT_THROWS_MESSAGE(
      query.RenderColorImage(camera, world, RigidTransformd(), &color),
      "No renderer exists with name: 'point' \\(SceneGraph has the "
      "renderers: gl, vtk\\)");

  // an unregistered parent frame, a null or mis-sized image.
  const ColorRenderCamera vtk_camera(MakeCore("vtk"));
  DRAKE_EXPECT_THROWS_MESSAGE(
      query.RenderColorImage(vtk_camera, FrameId::get_new_id(),
                             RigidTransformd(), &color),
      "Referenced frame [0-9]+ has not been registered.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      query.RenderLabelImage(vtk_camera, frame, RigidTransformd(), nullptr),
      "Can't render a label image. The given output image is nullptr");
  ImageRgba8U small(32, 24);
  DRAKE_EXPECT_THROWS_MESSAGE(
      query.RenderColorImage(vtk_camera, frame, RigidTransformd(), &small),
      "The color image to write has a size different from that specified in "
      "the camera intrinsics. Image: \\(32, 24\\), intrinsics: \\(320, 240\\)");

  // a QueryObject not from the port.
  const QueryObject<double> detached;
  DRAKE_EXPECT_THROWS_MESSAGE(
      detached.RenderColorImage(camera, world, RigidTransformd(), &color),
      "Attempting to perform a query on an invalid QueryObject.*");
  DRAKE_EXPECT_THROWS_MESSAGE(detached.GetRenderEngineByName("vtk"),
                              "Attempting to perform a query on an invalid "
                              "QueryObject.*");
}

// AutoDiffXd: the engines get the values of the poses.
GTEST_TEST(SceneGraphRenderTest, AutoDiff) {
  SceneGraph<double> scene_graph;
  scene_graph.AddRenderer("point", PointRenderEngine());
  const SourceId source = scene_graph.RegisterSource("robot");
  const FrameId frame = scene_graph.RegisterFrame(source, GeometryFrame("F"));
  auto instance = MakeSphere("ball", RigidTransformd(Eigen::Vector3d(0, 0, 1)));
  instance->set_perception_properties(Perception(3));
  const GeometryId ball =
      scene_graph.RegisterGeometry(source, frame, std::move(instance));
  auto ad_scene_graph = systems::System<double>::ToAutoDiffXd(scene_graph);
  auto* ad = dynamic_cast<SceneGraph<AutoDiffXd>*>(ad_scene_graph.get());
  ASSERT_NE(ad, nullptr);
  EXPECT_EQ(ad->RegisteredRendererNames(), std::vector<std::string>{"point"});
  auto context = ad->CreateDefaultContext();
  const math::RigidTransform<AutoDiffXd> X_WF(
      Vector3<AutoDiffXd>(AutoDiffXd(0.5, Eigen::Vector3d(1, 0, 0)), 0, 2));
  ad->get_source_pose_port(source).FixValue(
      context.get(), FramePoseVector<AutoDiffXd>{{frame, X_WF}});
  const auto& query =
      ad->get_query_output_port().Eval<QueryObject<AutoDiffXd>>(*context);
  ImageDepth32F depth(320, 240);
  query.RenderDepthImage(
      DepthRenderCamera(MakeCore("point"), DepthRange(0.1, 9)),
      SceneGraph<AutoDiffXd>::world_frame_id(), RigidTransformd(), &depth);
  const auto* engine = dynamic_cast<const PointRenderEngine*>(
      query.GetRenderEngineByName("point"));
  ASSERT_NE(engine, nullptr);
  EXPECT_TRUE(engine->visuals().at(ball).X_WG.IsExactlyEqualTo(
      RigidTransformd(Eigen::Vector3d(0.5, 0, 3))));
  // p_RG = (0.5, 0, 3): column ⌊200 · 0.5 / 3 + 160.5⌋ = 193, row 120.
  EXPECT_EQ(*depth.at(193, 120), 3.0f);
}

}  // namespace scene_graph_render_test
}  // namespace geometry
}  // namespace drake
