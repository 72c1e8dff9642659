#pragma once

/// @file
/// CameraConfig: a camera's settings (intrinsics, clipping and depth
/// ranges, poses, renderer, publishing), serializable, with MakeCameras().

#include <optional>
#include <string>
#include <utility>
#include <variant>

#include "drake/common/eigen_types.h"
#include "drake/common/name_value.h"
#include "drake/common/schema/transform.h"
#include "drake/geometry/render/render_camera.h"
#include "drake/geometry/render_gl/render_engine_gl_params.h"
#include "drake/geometry/render_gltf_client/render_engine_gltf_client_params.h"
#include "drake/geometry/render_vtk/render_engine_vtk_params.h"
#include "drake/geometry/rgba.h"

namespace drake {
namespace systems {
namespace sensors {

/** The settings of an RGB-D camera, with Drake's defaults: a 640 × 480
 image with a 45° vertical field of view, principal point at the image
 center, clipping [0.01, 500] m, depth range [0.1, 5] m, color and depth
 sensors at the body pose, rendered by the renderer named "default",
 publishing RGB images at 10 Hz as "preview_camera".

 Cameras that share a `renderer_name` share one render engine; their
 `renderer_class` values must then be compatible (empty, the engine's class
 name, or equal parameters).

 Serialize() validates (ValidateOrThrow()) after reading.  */
struct CameraConfig {
  /** Passes this object to an Archive (see YAML serialization), then
   validates it.  */
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(width));
    a->Visit(DRAKE_NVP(height));
    a->Visit(DRAKE_NVP(focal));
    a->Visit(DRAKE_NVP(center_x));
    a->Visit(DRAKE_NVP(center_y));
    a->Visit(DRAKE_NVP(clipping_near));
    a->Visit(DRAKE_NVP(clipping_far));
    a->Visit(DRAKE_NVP(z_near));
    a->Visit(DRAKE_NVP(z_far));
    a->Visit(DRAKE_NVP(X_PB));
    a->Visit(DRAKE_NVP(X_BC));
    a->Visit(DRAKE_NVP(X_BD));
    a->Visit(DRAKE_NVP(renderer_name));
    a->Visit(DRAKE_NVP(renderer_class));
    a->Visit(DRAKE_NVP(background));
    a->Visit(DRAKE_NVP(name));
    a->Visit(DRAKE_NVP(fps));
    a->Visit(DRAKE_NVP(capture_offset));
    a->Visit(DRAKE_NVP(output_delay));
    a->Visit(DRAKE_NVP(rgb));
    a->Visit(DRAKE_NVP(depth));
    a->Visit(DRAKE_NVP(label));
    a->Visit(DRAKE_NVP(show_rgb));
    a->Visit(DRAKE_NVP(do_compress));
    a->Visit(DRAKE_NVP(lcm_bus));
    ValidateOrThrow();
  }

  /** Focal lengths in pixels; a missing one takes the other's value.  */
  struct FocalLength {
    /** Passes this object to an Archive (see YAML serialization).  */
    template <typename Archive>
    void Serialize(Archive* a) {
      a->Visit(DRAKE_NVP(x));
      a->Visit(DRAKE_NVP(y));
    }

    std::optional<double> x;
    std::optional<double> y;

    /** @throws std::exception if neither x nor y is given.  */
    void ValidateOrThrow() const;
    /** x (or y). @throws std::exception if neither is given.  */
    double focal_x() const;
    /** y (or x). @throws std::exception if neither is given.  */
    double focal_y() const;
  };

  /** Fields of view in degrees; the focal length along an axis of d pixels
   and field of view θ is d / (2 tan(θ/2)); a missing axis takes the other
   axis's focal length.  */
  struct FovDegrees {
    /** Passes this object to an Archive (see YAML serialization).  */
    template <typename Archive>
    void Serialize(Archive* a) {
      a->Visit(DRAKE_NVP(x));
      a->Visit(DRAKE_NVP(y));
    }

    std::optional<double> x;
    std::optional<double> y;

    /** @throws std::exception if neither x nor y is given.  */
    void ValidateOrThrow() const;
    /** The focal length along x (pixels) for an image of the given size.
     @throws std::exception if neither x nor y is given.  */
    double focal_x(int width, int height) const;
    /** The focal length along y (pixels) for an image of the given size.
     @throws std::exception if neither x nor y is given.  */
    double focal_y(int width, int height) const;
  };

  /** @name Intrinsics  */
  //@{
  /** Image width (pixels). @pre width > 0.  */
  int width{640};
  /** Image height (pixels). @pre height > 0.  */
  int height{480};
  /** The focal lengths, given directly or by fields of view.  */
  std::variant<FocalLength, FovDegrees> focal{
      FovDegrees{.x = std::nullopt, .y = 45}};
  /** The focal length along x (pixels).  */
  double focal_x() const;
  /** The focal length along y (pixels).  */
  double focal_y() const;
  /** The principal point's x (pixels); default: the image center.  */
  std::optional<double> center_x{};
  /** The principal point's y (pixels); default: the image center.  */
  std::optional<double> center_y{};
  /** The principal point: (center_x, center_y), each defaulting to
   (size / 2 − 0.5), the center of the image's middle.  */
  Vector2<double> principal_point() const {
    return {center_x.has_value() ? *center_x : width * 0.5 - 0.5,
            center_y.has_value() ? *center_y : height * 0.5 - 0.5};
  }
  //@}

  /** Clipping planes (meters from the sensor; see ClippingRange).  */
  double clipping_near{0.01};
  double clipping_far{500.0};

  /** Depth range (meters; see DepthRange).  */
  double z_near{0.1};
  double z_far{5.0};

  /** @name Extrinsics (see RgbdSensor's frames)  */
  //@{
  /** The body B in the parent frame P (`base_frame`, the world if empty).  */
  schema::Transform X_PB;
  /** The color sensor in B. @pre no base frame.  */
  schema::Transform X_BC;
  /** The depth sensor in B. @pre no base frame.  */
  schema::Transform X_BD;
  //@}

  /** @name Renderer  */
  //@{
  /** The name of the render engine. @pre not empty.  */
  std::string renderer_name{"default"};
  /** The engine to make if `renderer_name` is new: "" (the default engine,
   RenderEngineVtk), a class name ("RenderEngineVtk", "RenderEngineGl",
   "RenderEngineGltfClient") or a params struct (in YAML with its tag, e.g.
   `renderer_class: !RenderEngineVtkParams {}`). Mallard has none of these
   engines built in.  */
  std::variant<std::string, geometry::RenderEngineVtkParams,
               geometry::RenderEngineGlParams,
               geometry::RenderEngineGltfClientParams>
      renderer_class{""};
  /** The color where no object is seen.  */
  geometry::Rgba background{204 / 255.0, 229 / 255.0, 255 / 255.0, 1.0};
  //@}

  /** @name Publishing  */
  //@{
  /** The camera's name (used in its system and channel names).
   @pre not empty.  */
  std::string name{"preview_camera"};
  /** Images per second. @pre positive and finite.  */
  double fps{10.0};
  /** The time of the first image (seconds). @pre non-negative, finite.  */
  double capture_offset{0.0};
  /** The delay between capture and output (seconds).
   @pre 0 ≤ output_delay < 1 / fps.  */
  double output_delay{0.0};
  /** Which images are produced.  */
  bool rgb{true};
  bool depth{false};
  bool label{false};
  /** Ask the renderer to display the color (and label) images.  */
  bool show_rgb{false};
  /** Publish compressed images.  */
  bool do_compress{true};
  /** The LCM bus to publish on.  */
  std::string lcm_bus{"default"};
  //@}

  /** The color (and label) camera and the depth camera this configuration
   describes.
   @throws std::exception if a value is out of its documented range.  */
  std::pair<geometry::render::ColorRenderCamera,
            geometry::render::DepthRenderCamera>
  MakeCameras() const;

  /** Throws std::exception naming the bad field if the values are
   inconsistent (nothing is checked when no image is produced).  */
  void ValidateOrThrow() const;
};

}  // namespace sensors
}  // namespace systems
}  // namespace drake
