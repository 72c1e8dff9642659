// RenderEngine's base-class behaviour, through a point-projecting engine
// (test_utilities/point_render_engine.h): registration bookkeeping, the
// default label rules, pose updates, the image checks, cloning and the
// label/color packing, with each error message.

#include "drake/geometry/render/render_engine.h"

#include <limits>
#include <memory>
#include <unordered_map>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"
#include "test_utilities/point_render_engine.h"

namespace drake {
namespace geometry {
namespace render {
namespace render_engine_test {

using math::RigidTransformd;
using math::RotationMatrixd;
using systems::sensors::CameraInfo;
using systems::sensors::ImageDepth32F;
using systems::sensors::ImageLabel16I;
using systems::sensors::ImageRgba8U;
using test::PointRenderEngine;

PerceptionProperties Labelled(int label) {
  PerceptionProperties properties;
  properties.AddProperty("label", "id", RenderLabel(label));
  return properties;
}

// A 64 x 48 camera, focal length 50 px, principal point (32, 24).
ColorRenderCamera MakeColorCamera(const std::string& renderer = "point") {
  return ColorRenderCamera(
      RenderCameraCore(renderer, CameraInfo(64, 48, 50, 50, 32, 24),
                       ClippingRange(0.01, 10), RigidTransformd()));
}

DepthRenderCamera MakeDepthCamera() {
  return DepthRenderCamera(MakeColorCamera().core(), DepthRange(0.1, 9));
}

GTEST_TEST(RenderEngineTest, DefaultLabel) {
  EXPECT_EQ(PointRenderEngine().default_render_label(),
            RenderLabel::kUnspecified);
  EXPECT_EQ(PointRenderEngine(RenderLabel::kDontCare).default_render_label(),
            RenderLabel::kDontCare);
  DRAKE_EXPECT_THROWS_MESSAGE(
      PointRenderEngine(RenderLabel(7)),
      "RenderEngine's default render label must be either 'kUnspecified' or "
      "'kDontCare'; got label 7");
  DRAKE_EXPECT_THROWS_MESSAGE(
      PointRenderEngine(RenderLabel::kEmpty),
      "RenderEngine's default render label must be either .*");

  // without a ("label", "id") property the default applies: kUnspecified
  // refuses the geometry, kDontCare labels it so.
  const Sphere sphere(0.1);
  PointRenderEngine strict;
  DRAKE_EXPECT_THROWS_MESSAGE(
      strict.RegisterVisual(GeometryId::get_new_id(), sphere,
                            PerceptionProperties(), RigidTransformd()),
      "Cannot register a geometry with the 'unspecified' or 'empty' render "
      "labels.*");
  EXPECT_TRUE(strict.visuals().empty());
  DRAKE_EXPECT_THROWS_MESSAGE(
      strict.RegisterVisual(
          GeometryId::get_new_id(), sphere,
          [] {
            PerceptionProperties p;
            p.AddProperty("label", "id", RenderLabel::kEmpty);
            return p;
          }(),
          RigidTransformd()),
      "Cannot register a geometry with the 'unspecified' or 'empty'.*");
  PointRenderEngine lenient(RenderLabel::kDontCare);
  const GeometryId id = GeometryId::get_new_id();
  EXPECT_TRUE(lenient.RegisterVisual(id, sphere, PerceptionProperties(),
                                     RigidTransformd()));
  EXPECT_EQ(lenient.visuals().at(id).label, RenderLabel::kDontCare);
}

GTEST_TEST(RenderEngineTest, RegistrationAndPoseUpdates) {
  PointRenderEngine engine;
  const Sphere sphere(0.1);
  const GeometryId moving = GeometryId::get_new_id();
  const GeometryId anchored = GeometryId::get_new_id();
  const GeometryId declined = GeometryId::get_new_id();
  const RigidTransformd X_WA(RotationMatrixd::MakeZRotation(0.3),
                             Eigen::Vector3d(1, 2, 3));
  EXPECT_TRUE(engine.RegisterVisual(moving, sphere, Labelled(3),
                                    RigidTransformd(), true, "ball"));
  EXPECT_TRUE(
      engine.RegisterVisual(anchored, sphere, Labelled(4), X_WA, false));
  PerceptionProperties decline = Labelled(5);
  decline.AddProperty("point", "decline", true);
  EXPECT_FALSE(engine.RegisterVisual(declined, sphere, decline, X_WA));
  EXPECT_TRUE(engine.has_geometry(moving));
  EXPECT_TRUE(engine.has_geometry(anchored));
  EXPECT_FALSE(engine.has_geometry(declined));
  // the name reaches DoRegisterNamedVisual(); the label is the property's.
  EXPECT_EQ(engine.visuals().at(moving).name, "ball");
  EXPECT_EQ(engine.visuals().at(moving).label, RenderLabel(3));

  DRAKE_EXPECT_THROWS_MESSAGE(
      engine.RegisterVisual(moving, sphere, Labelled(3), RigidTransformd()),
      ".*PointRenderEngine::RegisterVisual\\(\\): a geometry with id [0-9]+ "
      "is already registered");

  // only the moving geometry is updated; the anchored one keeps X_WA and
  // needs no entry in the map.
  const RigidTransformd X_WM(RotationMatrixd::MakeXRotation(-0.7),
                             Eigen::Vector3d(-0.5, 0.25, 2));
  std::unordered_map<GeometryId, RigidTransformd> X_WGs{{moving, X_WM}};
  engine.UpdatePoses(X_WGs);
  EXPECT_EQ(engine.num_pose_updates(), 1);
  // copied unchanged: exact.
  EXPECT_TRUE(engine.visuals().at(moving).X_WG.IsExactlyEqualTo(X_WM));
  EXPECT_TRUE(engine.visuals().at(anchored).X_WG.IsExactlyEqualTo(X_WA));

  // AutoDiffXd poses: the values, derivatives dropped.
  std::unordered_map<GeometryId, math::RigidTransform<AutoDiffXd>> X_WGs_ad{
      {moving, math::RigidTransform<AutoDiffXd>(
                   RotationMatrixd::MakeYRotation(0.2).cast<AutoDiffXd>(),
                   Vector3<AutoDiffXd>(AutoDiffXd(1.5, Eigen::Vector2d(1, 0)),
                                       2.5, -1))}};
  engine.UpdatePoses(X_WGs_ad);
  EXPECT_TRUE(engine.visuals().at(moving).X_WG.IsExactlyEqualTo(RigidTransformd(
      RotationMatrixd::MakeYRotation(0.2), Eigen::Vector3d(1.5, 2.5, -1))));

  // a moving geometry without a pose is a caller's bug: std::out_of_range.
  EXPECT_THROW(
      engine.UpdatePoses(std::unordered_map<GeometryId, RigidTransformd>{}),
      std::out_of_range);

  EXPECT_TRUE(engine.RemoveGeometry(moving));
  EXPECT_FALSE(engine.has_geometry(moving));
  EXPECT_FALSE(engine.RemoveGeometry(moving));
  EXPECT_FALSE(engine.RemoveGeometry(declined));
  // with the moving geometry gone, an empty map is enough.
  engine.UpdatePoses(std::unordered_map<GeometryId, RigidTransformd>{});
  EXPECT_EQ(engine.visuals().size(), 1);
}

GTEST_TEST(RenderEngineTest, RenderChecksImages) {
  PointRenderEngine engine;
  const GeometryId id = GeometryId::get_new_id();
  // a point at p_WG = (0.2, -0.1, 2) seen from R = W: column
  // ⌊50 · 0.2 / 2 + 32⌋ = 37, row ⌊50 · (−0.1) / 2 + 24⌋ = 21, depth 2.
  engine.RegisterVisual(id, Sphere(0.1), Labelled(9),
                        RigidTransformd(Eigen::Vector3d(0.2, -0.1, 2)));
  ImageDepth32F depth(64, 48);
  engine.RenderDepthImage(MakeDepthCamera(), &depth);
  EXPECT_EQ(*depth.at(37, 21), 2.0f);
  EXPECT_EQ(*depth.at(36, 21), std::numeric_limits<float>::infinity());
  ImageLabel16I label(64, 48);
  engine.RenderLabelImage(MakeColorCamera(), &label);
  EXPECT_EQ(*label.at(37, 21), 9);
  EXPECT_EQ(*label.at(0, 0), RenderLabel::kEmpty);
  ImageRgba8U color(64, 48);
  engine.RenderColorImage(MakeColorCamera(), &color);
  // label 9 packs as red 9, green 0; and unpacks back to 9.
  EXPECT_EQ(color.at(37, 21)[0], 9);
  EXPECT_EQ(color.at(37, 21)[1], 0);
  EXPECT_EQ(PointRenderEngine::MakeLabelFromRgb(color.at(37, 21)[0],
                                                color.at(37, 21)[1], 0),
            RenderLabel(9));

  // the viewpoint moves: R 1 m along +x of W sees the point at x = −0.8:
  // column ⌊50 · (−0.8) / 2 + 32⌋ = 12.
  engine.UpdateViewpoint(RigidTransformd(Eigen::Vector3d(1, 0, 0)));
  engine.RenderDepthImage(MakeDepthCamera(), &depth);
  EXPECT_EQ(*depth.at(12, 21), 2.0f);

  DRAKE_EXPECT_THROWS_MESSAGE(
      engine.RenderColorImage(MakeColorCamera(), nullptr),
      "Can't render a color image. The given output image is nullptr");
  DRAKE_EXPECT_THROWS_MESSAGE(
      engine.RenderDepthImage(MakeDepthCamera(), nullptr),
      "Can't render a depth image. The given output image is nullptr");
  DRAKE_EXPECT_THROWS_MESSAGE(
      engine.RenderLabelImage(MakeColorCamera(), nullptr),
      "Can't render a label image. The given output image is nullptr");
  ImageDepth32F wrong(48, 64);
  DRAKE_EXPECT_THROWS_MESSAGE(
      engine.RenderDepthImage(MakeDepthCamera(), &wrong),
      "The depth image to write has a size different from that specified in "
      "the camera intrinsics. Image: \\(48, 64\\), intrinsics: \\(64, 48\\)");
}

// An engine that renders nothing and forgets to say how to clone itself as
// its own type (it inherits PointRenderEngine's DoClone()).
class SlicingEngine final : public PointRenderEngine {};

// An engine with only the pure virtual methods.
class MinimalEngine final : public RenderEngine {
 public:
  void UpdateViewpoint(const RigidTransformd&) final {}

 private:
  bool DoRegisterVisual(GeometryId, const Shape&, const PerceptionProperties&,
                        const RigidTransformd&) final {
    return true;
  }
  void DoUpdateVisualPose(GeometryId, const RigidTransformd&) final {}
  bool DoRemoveGeometry(GeometryId) final { return false; }
  std::unique_ptr<RenderEngine> DoClone() const final {
    return std::make_unique<MinimalEngine>(*this);
  }
};

GTEST_TEST(RenderEngineTest, CloneAndDefaults) {
  PointRenderEngine engine;
  const GeometryId id = GeometryId::get_new_id();
  engine.RegisterVisual(id, Sphere(1), Labelled(2),
                        RigidTransformd(Eigen::Vector3d(1, 2, 3)));
  std::unique_ptr<RenderEngine> unique = engine.Clone();
  std::shared_ptr<RenderEngine> shared =
      engine.Clone<std::shared_ptr<RenderEngine>>();
  for (const RenderEngine* clone : {unique.get(), shared.get()}) {
    const auto* point = dynamic_cast<const PointRenderEngine*>(clone);
    ASSERT_NE(point, nullptr);
    EXPECT_TRUE(point->has_geometry(id));
    EXPECT_EQ(point->visuals().at(id).X_WG.translation(),
              Eigen::Vector3d(1, 2, 3));
  }
  // the clones are independent of the original.
  engine.RemoveGeometry(id);
  EXPECT_TRUE(unique->has_geometry(id));

  DRAKE_EXPECT_THROWS_MESSAGE(
      SlicingEngine().Clone(),
      "Error in cloning RenderEngine class of type "
      ".*SlicingEngine; the clone returns type "
      ".*PointRenderEngine. .*SlicingEngine::DoClone\\(\\) was probably not "
      "implemented");

  MinimalEngine minimal;
  EXPECT_EQ(minimal.GetParameterYaml(), "UnknownRenderEngine: {}");
  EXPECT_EQ(engine.GetParameterYaml(), "PointRenderEngineParams: {}");
  ImageRgba8U color(64, 48);
  ImageDepth32F depth(64, 48);
  ImageLabel16I label(64, 48);
  DRAKE_EXPECT_THROWS_MESSAGE(
      minimal.RenderColorImage(MakeColorCamera(), &color),
      ".*MinimalEngine: has not implemented DoRenderColorImage\\(\\).");
  DRAKE_EXPECT_THROWS_MESSAGE(
      minimal.RenderDepthImage(MakeDepthCamera(), &depth),
      ".*MinimalEngine: has not implemented DoRenderDepthImage\\(\\).");
  DRAKE_EXPECT_THROWS_MESSAGE(
      minimal.RenderLabelImage(MakeColorCamera(), &label),
      ".*MinimalEngine: has not implemented DoRenderLabelImage\\(\\).");
  // an engine whose removal disagrees with the base class's bookkeeping is
  // reported, naming the engine and geometry.
  const GeometryId other = GeometryId::get_new_id();
  minimal.RegisterVisual(other, Sphere(1), Labelled(1), RigidTransformd());
  DRAKE_EXPECT_THROWS_MESSAGE(
      minimal.RemoveGeometry(other),
      ".*MinimalEngine::DoRemoveGeometry\\([0-9]+\\) returned false, but the "
      "geometry was registered");

  // deformable geometries: the base class declines them by default, and
  // refuses an empty mesh list.
  internal::RenderMesh mesh;
  mesh.positions.resize(3, 3);
  EXPECT_FALSE(minimal.RegisterDeformableVisual(GeometryId::get_new_id(),
                                                {mesh}, Labelled(1)));
  DRAKE_EXPECT_THROWS_MESSAGE(
      minimal.RegisterDeformableVisual(GeometryId::get_new_id(), {},
                                       Labelled(1)),
      ".*RegisterDeformableVisual\\(\\): geometry [0-9]+ has no render "
      "meshes");
}

GTEST_TEST(RenderEngineTest, LabelColorRoundTrip) {
  // every unreserved label packs into (low byte, high byte) and back.
  for (int value : {0, 1, 255, 256, 4097, int{RenderLabel::kMaxUnreserved}}) {
    const RenderLabel label(value);
    const Rgba color = PointRenderEngine::MakeRgbFromLabel(label);
    EXPECT_EQ(color.b(), 0.0);
    EXPECT_EQ(color.a(), 1.0);
    const int r = static_cast<int>(std::lround(color.r() * 255));
    const int g = static_cast<int>(std::lround(color.g() * 255));
    EXPECT_EQ(r, value & 0xFF);
    EXPECT_EQ(g, value >> 8);
    EXPECT_EQ(PointRenderEngine::MakeLabelFromRgb(r, g, 77), label);
  }
}

}  // namespace render_engine_test
}  // namespace render
}  // namespace geometry
}  // namespace drake
