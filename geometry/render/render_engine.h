#pragma once

/// @file
/// RenderEngine: the abstract interface SceneGraph renders color, depth and
/// label images through. Mallard ships no concrete engine (see
/// make_render_engine_vtk.h); a program supplies its own subclass and adds
/// it with SceneGraph::AddRenderer().

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <type_traits>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include <fmt/format.h>

#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/geometry/geometry_ids.h"
#include "drake/geometry/geometry_roles.h"
#include "drake/geometry/render/render_camera.h"
#include "drake/geometry/render/render_label.h"
#include "drake/geometry/render/render_mesh.h"
#include "drake/geometry/rgba.h"
#include "drake/geometry/shape_specification.h"
#include "drake/geometry/utilities.h"
#include "drake/math/rigid_transform.h"
#include "drake/systems/sensors/camera_info.h"
#include "drake/systems/sensors/image.h"

namespace drake {
namespace geometry {
namespace render {

/** The rasterizer behind SceneGraph's render queries. Its viewpoint frame R
 has X right, Y down and Z forward in the image.

 Images: color (ImageRgba8U: red, green, blue, alpha, one byte each); depth
 (ImageDepth32F: for a surface point P, the z component of p_RP in meters --
 not the range |p_RP|); label (ImageLabel16I: the RenderLabel of the geometry
 seen at each pixel, or RenderLabel::kEmpty).

 Labels: a geometry's label is its ("label", "id") perception property. The
 engine's _default render label_, chosen at construction, stands in where
 the property is absent: RenderLabel::kUnspecified (registration throws) or
 RenderLabel::kDontCare (the geometry renders with that generic label).
 Derived classes read labels only through GetRenderLabelOrThrow().

 Derived classes implement the protected Do* methods (non-virtual public
 method, virtual protected Do* method); the base class keeps track of which
 geometries are registered and which of them move.  */
class RenderEngine {
 public:
  /** An engine with the given default render label.
   @throws std::exception unless `default_label` is RenderLabel::kUnspecified
   or RenderLabel::kDontCare.  */
  explicit RenderEngine(
      const RenderLabel& default_label = RenderLabel::kUnspecified);

  virtual ~RenderEngine();

  /** A copy of this engine, geometries included (via DoClone() or
   DoCloneShared()).
   @tparam Result std::unique_ptr<RenderEngine> (the default) or
   std::shared_ptr<RenderEngine>.
   @throws std::exception if the clone's type is not this engine's type (a
   derived class that did not override DoClone()).  */
  template <class Result = std::unique_ptr<RenderEngine>>
  Result Clone()
      const requires std::is_same_v<Result, std::unique_ptr<RenderEngine>> ||
      std::is_same_v<Result, std::shared_ptr<RenderEngine>>;

  /** @name Registering geometry
   The engine may look at a geometry's properties and decline it (the
   methods then return false).  */
  //@{

  /** Requests that the rigid geometry `id` of `shape`, at world pose X_WG,
   be rendered. If `needs_updates`, UpdatePoses() moves it; otherwise it is
   anchored at X_WG. `name` is informational only (need not be unique).
   @returns true if the engine accepted the geometry.
   @throws std::exception if the shape is unsupported by the engine, its
   render label is kUnspecified or kEmpty, or `id` is already registered.  */
  bool RegisterVisual(GeometryId id, const Shape& shape,
                      const PerceptionProperties& properties,
                      const math::RigidTransformd& X_WG,
                      bool needs_updates = true, std::string_view name = {});

  /** (Experimental) Requests that the deformable geometry `id`, represented
   by `render_meshes` (vertex positions in the world frame), be rendered.
   @returns true if the engine accepted the geometry.
   @throws std::exception if `id` is already registered or `render_meshes`
   is empty.  */
  bool RegisterDeformableVisual(
      GeometryId id, const std::vector<internal::RenderMesh>& render_meshes,
      const PerceptionProperties& properties);
  //@}

  /** Removes geometry `id`; false if it was not registered.  */
  bool RemoveGeometry(GeometryId id);

  /** True if geometry `id` is registered with this engine.  */
  bool has_geometry(GeometryId id) const;

  /** Moves every registered rigid geometry that needs updates to its pose
   in `X_WGs` (world poses of all of SceneGraph's geometries, by id;
   derivatives of an AutoDiffXd pose are dropped).
   @pre every such geometry has an entry in `X_WGs` (std::out_of_range
   otherwise).  */
  template <typename T>
  void UpdatePoses(
      const std::unordered_map<GeometryId, math::RigidTransform<T>>& X_WGs) {
    for (const GeometryId& id : update_ids_) {
      DoUpdateVisualPose(id, internal::convert_to_double(X_WGs.at(id)));
    }
  }

  /** (Experimental) Sets the vertex positions `q_WGs` and normals `nhats_W`
   (world frame, one vector of 3N values per render mesh registered for
   `id`). A no-op if `id` is not a registered deformable geometry.
   @throws std::exception if the number of meshes or of values per mesh
   differs from what was registered.  */
  void UpdateDeformableConfigurations(
      GeometryId id, const std::vector<VectorX<double>>& q_WGs,
      const std::vector<VectorX<double>>& nhats_W);

  /** Sets the pose X_WR of the renderer's viewpoint R in the world.  */
  virtual void UpdateViewpoint(const math::RigidTransformd& X_WR) = 0;

  /** @name Rendering
   Each method checks the output image and calls its Do* method.
   @throws std::exception if the image is nullptr or its size differs from
   the camera intrinsics' width and height; the base class's Do* methods
   throw (a derived class that renders that kind of image overrides it).  */
  //@{

  /** Renders the color image seen by `camera`.  */
  void RenderColorImage(const ColorRenderCamera& camera,
                        systems::sensors::ImageRgba8U* color_image_out) const {
    ThrowIfInvalid(camera.core().intrinsics(), color_image_out, "color");
    DoRenderColorImage(camera, color_image_out);
  }

  /** Renders the depth image (meters) seen by `camera`.  */
  void RenderDepthImage(
      const DepthRenderCamera& camera,
      systems::sensors::ImageDepth32F* depth_image_out) const {
    ThrowIfInvalid(camera.core().intrinsics(), depth_image_out, "depth");
    DoRenderDepthImage(camera, depth_image_out);
  }

  /** Renders the label image seen by `camera` (a color camera, so that the
   label image registers with the color image).  */
  void RenderLabelImage(
      const ColorRenderCamera& camera,
      systems::sensors::ImageLabel16I* label_image_out) const {
    ThrowIfInvalid(camera.core().intrinsics(), label_image_out, "label");
    DoRenderLabelImage(camera, label_image_out);
  }
  //@}

  /** The default render label this engine was constructed with.  */
  RenderLabel default_render_label() const { return default_render_label_; }

  /** YAML text that deserializes into this engine's parameters type (see
   DoGetParameterYaml()).  */
  std::string GetParameterYaml() const { return DoGetParameterYaml(); }

 protected:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(RenderEngine);

  /** Registers a rigid geometry (see RegisterVisual()); returns false to
   decline it. Read its label only through GetRenderLabelOrThrow().  */
  virtual bool DoRegisterVisual(GeometryId id, const Shape& shape,
                                const PerceptionProperties& properties,
                                const math::RigidTransformd& X_WG) = 0;

  /** The method RegisterVisual() calls. By default it drops `name` and calls
   DoRegisterVisual(); an engine that uses names overrides this one.  */
  virtual bool DoRegisterNamedVisual(GeometryId id, const Shape& shape,
                                     const PerceptionProperties& properties,
                                     const math::RigidTransformd& X_WG,
                                     std::string_view name);

  /** (Experimental) Registers a deformable geometry; by default declines
   it (returns false). Called only with a new `id` and non-empty meshes.  */
  virtual bool DoRegisterDeformableVisual(
      GeometryId id, const std::vector<internal::RenderMesh>& render_meshes,
      const PerceptionProperties& properties);

  /** Moves rigid geometry `id` to the world pose X_WG.  */
  virtual void DoUpdateVisualPose(GeometryId id,
                                  const math::RigidTransformd& X_WG) = 0;

  /** (Experimental) Sets a deformable geometry's vertices; by default does
   nothing. Called only for a registered `id` with correctly sized data.  */
  virtual void DoUpdateDeformableConfigurations(
      GeometryId id, const std::vector<VectorX<double>>& q_WGs,
      const std::vector<VectorX<double>>& nhats_W);

  /** Removes geometry `id`; returns true exactly when it was registered.  */
  virtual bool DoRemoveGeometry(GeometryId id) = 0;

  /** A clone as a shared_ptr; by default, DoClone() promoted.  */
  virtual std::shared_ptr<RenderEngine> DoCloneShared() const;

  /** A clone as a unique_ptr (an engine that cannot make one may throw).  */
  virtual std::unique_ptr<RenderEngine> DoClone() const = 0;

  /** Renders color; the image is non-null and sized to the intrinsics.
   @throws std::exception in this default implementation.  */
  virtual void DoRenderColorImage(
      const ColorRenderCamera& camera,
      systems::sensors::ImageRgba8U* color_image_out) const;

  /** Renders depth; the image is non-null and sized to the intrinsics.
   @throws std::exception in this default implementation.  */
  virtual void DoRenderDepthImage(
      const DepthRenderCamera& camera,
      systems::sensors::ImageDepth32F* depth_image_out) const;

  /** Renders labels; the image is non-null and sized to the intrinsics.
   @throws std::exception in this default implementation.  */
  virtual void DoRenderLabelImage(
      const ColorRenderCamera& camera,
      systems::sensors::ImageLabel16I* label_image_out) const;

  /** The ("label", "id") property of `properties`, or the default render
   label if it has none.
   @throws std::exception if that label is kUnspecified or kEmpty.  */
  RenderLabel GetRenderLabelOrThrow(
      const PerceptionProperties& properties) const;

  /** @name Label-color conversion
   For pipelines that can only write colors: a label is packed into red (low
   byte) and green (high byte). The colors are for machines, not people.  */
  //@{

  /** The label packed into color (r, g, b); blue is ignored.  */
  static RenderLabel MakeLabelFromRgb(uint8_t r, uint8_t g, uint8_t /* b */) {
    return RenderLabel(r | (g << 8), false);
  }

  /** The color (alpha 1) that packs `label`.  */
  static Rgba MakeRgbFromLabel(const RenderLabel& label) {
    const uint8_t r = label.value_ & 0xFF;
    const uint8_t g = (label.value_ >> 8) & 0xFF;
    return Rgba(r / 255.0, g / 255.0, 0.0);
  }
  //@}

  /** Throws std::logic_error if `image` is nullptr or its size differs from
   `intrinsics`; `image_type` ("color", "depth", "label") names it in the
   message.  */
  template <typename ImageType>
  static void ThrowIfInvalid(const systems::sensors::CameraInfo& intrinsics,
                             const ImageType* image, const char* image_type) {
    if (image == nullptr) {
      throw std::logic_error(fmt::format(
          "Can't render a {} image. The given output image is nullptr",
          image_type));
    }
    if (image->width() != intrinsics.width() ||
        image->height() != intrinsics.height()) {
      throw std::logic_error(fmt::format(
          "The {} image to write has a size different from that specified in "
          "the camera intrinsics. Image: ({}, {}), intrinsics: ({}, {})",
          image_type, image->width(), image->height(), intrinsics.width(),
          intrinsics.height()));
    }
  }

  /** The parameters YAML (see GetParameterYaml()); by default
   "UnknownRenderEngine: {}".  */
  virtual std::string DoGetParameterYaml() const;

 private:
  // The registered rigid geometries that move (UpdatePoses() updates them),
  // the anchored ones, and the deformable ones with the number of position
  // values (3 per vertex) of each of their meshes.
  std::unordered_set<GeometryId> update_ids_;
  std::unordered_set<GeometryId> anchored_ids_;
  std::unordered_map<GeometryId, std::vector<int>> deformable_mesh_dofs_;
  RenderLabel default_render_label_{};
};

}  // namespace render
}  // namespace geometry
}  // namespace drake
