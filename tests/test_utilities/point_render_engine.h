#pragma once

// PointRenderEngine: a RenderEngine for tests that "renders" each
// registered geometry as the single pixel its origin projects to through
// the camera's pinhole intrinsics. It keeps what SceneGraph told it (which
// geometries, their world poses, the viewpoint) so that tests can check the
// data flowing through SceneGraph, QueryObject and RgbdSensor.
//
// Projection: for the origin Go of geometry G, p_RGo = X_WR⁻¹ p_WGo in the
// viewpoint frame R (X right, Y down, Z forward); when z > 0 it lands on
// column ⌊fx x/z + cx⌋ and row ⌊fy y/z + cy⌋. Depth images get z (the
// nearest point wins; +inf elsewhere), label images the geometry's label
// (kEmpty elsewhere), color images the label packed as a color by
// MakeRgbFromLabel() (black, alpha 0 elsewhere).

#include <cmath>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <string>

#include "drake/geometry/render/render_engine.h"

namespace drake {
namespace geometry {
namespace render {
namespace test {

class PointRenderEngine : public RenderEngine {
 public:
  // A geometry whose perception properties have ("point", "decline") = true
  // is declined (DoRegisterVisual() returns false).
  explicit PointRenderEngine(
      const RenderLabel& default_label = RenderLabel::kUnspecified)
      : RenderEngine(default_label) {}

  struct Visual {
    RenderLabel label;
    math::RigidTransformd X_WG;
    std::string name;
  };

  const std::map<GeometryId, Visual>& visuals() const { return visuals_; }
  const math::RigidTransformd& X_WR() const { return X_WR_; }
  int num_pose_updates() const { return num_pose_updates_; }

  // The pixel (column, row) that the world point p_WQ projects to, or
  // nullopt if it is behind the viewpoint or outside the image.
  std::optional<std::pair<int, int>> Project(
      const systems::sensors::CameraInfo& intrinsics,
      const Eigen::Vector3d& p_WQ, double* depth) const {
    const Eigen::Vector3d p_RQ = X_WR_.inverse() * p_WQ;
    if (p_RQ.z() <= 0) return std::nullopt;
    const int u = static_cast<int>(std::floor(
        intrinsics.focal_x() * p_RQ.x() / p_RQ.z() + intrinsics.center_x()));
    const int v = static_cast<int>(std::floor(
        intrinsics.focal_y() * p_RQ.y() / p_RQ.z() + intrinsics.center_y()));
    if (u < 0 || v < 0 || u >= intrinsics.width() || v >= intrinsics.height()) {
      return std::nullopt;
    }
    *depth = p_RQ.z();
    return std::make_pair(u, v);
  }

  void UpdateViewpoint(const math::RigidTransformd& X_WR) override {
    X_WR_ = X_WR;
  }

  // Exposes the protected helpers to tests.
  using RenderEngine::MakeLabelFromRgb;
  using RenderEngine::MakeRgbFromLabel;

 protected:
  bool DoRegisterVisual(GeometryId id, const Shape&,
                        const PerceptionProperties& properties,
                        const math::RigidTransformd& X_WG) override {
    if (properties.GetPropertyOrDefault("point", "decline", false)) {
      return false;
    }
    visuals_[id] = Visual{GetRenderLabelOrThrow(properties), X_WG, ""};
    return true;
  }

  bool DoRegisterNamedVisual(GeometryId id, const Shape& shape,
                             const PerceptionProperties& properties,
                             const math::RigidTransformd& X_WG,
                             std::string_view name) override {
    if (!DoRegisterVisual(id, shape, properties, X_WG)) return false;
    visuals_[id].name = std::string(name);
    return true;
  }

  void DoUpdateVisualPose(GeometryId id,
                          const math::RigidTransformd& X_WG) override {
    visuals_.at(id).X_WG = X_WG;
    ++num_pose_updates_;
  }

  bool DoRemoveGeometry(GeometryId id) override {
    return visuals_.erase(id) > 0;
  }

  std::unique_ptr<RenderEngine> DoClone() const override {
    return std::unique_ptr<PointRenderEngine>(new PointRenderEngine(*this));
  }

  void DoRenderDepthImage(
      const DepthRenderCamera& camera,
      systems::sensors::ImageDepth32F* image) const override {
    const float kInf = std::numeric_limits<float>::infinity();
    for (int v = 0; v < image->height(); ++v) {
      for (int u = 0; u < image->width(); ++u) *image->at(u, v) = kInf;
    }
    for (const auto& [id, visual] : visuals_) {
      double z{};
      const auto pixel =
          Project(camera.core().intrinsics(), visual.X_WG.translation(), &z);
      if (!pixel) continue;
      float& depth = *image->at(pixel->first, pixel->second);
      depth = std::min(depth, static_cast<float>(z));
    }
  }

  void DoRenderLabelImage(
      const ColorRenderCamera& camera,
      systems::sensors::ImageLabel16I* image) const override {
    for (int v = 0; v < image->height(); ++v) {
      for (int u = 0; u < image->width(); ++u) {
        *image->at(u, v) = RenderLabel::kEmpty;
      }
    }
    ForEachNearest(camera, [image](int u, int v, const Visual& visual) {
      *image->at(u, v) = visual.label;
    });
  }

  void DoRenderColorImage(const ColorRenderCamera& camera,
                          systems::sensors::ImageRgba8U* image) const override {
    for (int v = 0; v < image->height(); ++v) {
      for (int u = 0; u < image->width(); ++u) {
        for (int c = 0; c < 4; ++c) image->at(u, v)[c] = 0;
      }
    }
    ForEachNearest(camera, [image](int u, int v, const Visual& visual) {
      const Rgba color = MakeRgbFromLabel(visual.label);
      image->at(u, v)[0] = static_cast<uint8_t>(std::lround(color.r() * 255));
      image->at(u, v)[1] = static_cast<uint8_t>(std::lround(color.g() * 255));
      image->at(u, v)[2] = static_cast<uint8_t>(std::lround(color.b() * 255));
      image->at(u, v)[3] = 255;
    });
  }

  std::string DoGetParameterYaml() const override {
    return "PointRenderEngineParams: {}";
  }

 private:
  // Calls visit(u, v, visual) for the nearest visual at each pixel hit.
  template <typename Visit>
  void ForEachNearest(const ColorRenderCamera& camera, Visit visit) const {
    std::map<std::pair<int, int>, std::pair<double, const Visual*>> nearest;
    for (const auto& [id, visual] : visuals_) {
      double z{};
      const auto pixel =
          Project(camera.core().intrinsics(), visual.X_WG.translation(), &z);
      if (!pixel) continue;
      auto [it, inserted] = nearest.try_emplace(*pixel, z, &visual);
      if (!inserted && z < it->second.first) it->second = {z, &visual};
    }
    for (const auto& [pixel, hit] : nearest) {
      visit(pixel.first, pixel.second, *hit.second);
    }
  }

  std::map<GeometryId, Visual> visuals_;
  math::RigidTransformd X_WR_;
  int num_pose_updates_{0};
};

}  // namespace test
}  // namespace render
}  // namespace geometry
}  // namespace drake
