#pragma once

/// @file
/// RgbdSensor: a camera system that renders color, depth and label images of
/// SceneGraph's perception geometries through its "geometry_query" input.

#include "drake/common/drake_copyable.h"
#include "drake/geometry/geometry_ids.h"
#include "drake/geometry/query_object.h"
#include "drake/geometry/render/render_camera.h"
#include "drake/math/rigid_transform.h"
#include "drake/systems/framework/leaf_system.h"
#include "drake/systems/sensors/camera_info.h"
#include "drake/systems/sensors/image.h"

namespace drake {
namespace systems {
namespace sensors {
namespace internal {

/// (Internal) an RgbdSensor's parameters (one abstract parameter).
struct RgbdSensorParameters {
  geometry::FrameId parent_frame_id;
  geometry::render::ColorRenderCamera color_camera;
  geometry::render::DepthRenderCamera depth_camera;
  math::RigidTransformd X_PB;
};

}  // namespace internal

/** A continuous RGB-D camera: its outputs are the images seen now.

 Ports: input "geometry_query" (a geometry::QueryObject<double>, from
 SceneGraph's "query" output); outputs "color_image" (ImageRgba8U),
 "depth_image_32f" (ImageDepth32F, meters), "depth_image_16u"
 (ImageDepth16U, millimeters), "label_image" (ImageLabel16I),
 "body_pose_in_world" (math::RigidTransformd X_WB) and "image_time" (a
 1-vector: the Context's time, seconds).

 Frames: W world; P the parent frame (a SceneGraph frame) the sensor body B
 is fixed to at X_PB; C the color (and label) camera and D the depth camera,
 each posed in B by its camera core's sensor_pose_in_camera_body() (by
 default B, C and D coincide). A camera looks along its +z with +y down the
 image (see CameraInfo).

 Depth values are the z of the surface point in D: in ImageDepth32F 0 and
 +infinity mean too near and too far; in ImageDepth16U 0 and 65535 (which
 also stands for depths beyond 65.534 m).

 The cameras, X_PB and the parent frame are parameters: the defaults are
 set on the system and each Context can change its own. Rendering needs a
 render engine named by the camera in SceneGraph (SceneGraph::AddRenderer());
 otherwise evaluating an image port throws naming the renderer.  */
class RgbdSensor final : public LeafSystem<double> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(RgbdSensor);

  /** A sensor with body B at X_PB in frame `parent_id` and the given color
   (and label) and depth cameras.  */
  RgbdSensor(geometry::FrameId parent_id, const math::RigidTransformd& X_PB,
             geometry::render::ColorRenderCamera color_camera,
             geometry::render::DepthRenderCamera depth_camera);

  /** As above, the color camera sharing `depth_camera`'s core (renderer,
   intrinsics, clipping, pose in B); `show_color_window` asks the renderer
   to display the color images.  */
  RgbdSensor(geometry::FrameId parent_id, const math::RigidTransformd& X_PB,
             const geometry::render::DepthRenderCamera& depth_camera,
             bool show_color_window = false);

  ~RgbdSensor() final;

  /** @name Parameters
   Each default_ getter/setter reads or changes what new Contexts start with;
   each Get/Set reads or changes one Context's value.  */
  //@{
  const geometry::render::ColorRenderCamera& default_color_render_camera()
      const;
  void set_default_color_render_camera(
      const geometry::render::ColorRenderCamera& color_camera);
  const geometry::render::ColorRenderCamera& GetColorRenderCamera(
      const Context<double>& context) const;
  void SetColorRenderCamera(
      Context<double>* context,
      const geometry::render::ColorRenderCamera& color_camera) const;

  const geometry::render::DepthRenderCamera& default_depth_render_camera()
      const;
  /** Logs a warning if the camera's maximum depth exceeds what
   depth_image_16u can represent (65.534 m).  */
  void set_default_depth_render_camera(
      const geometry::render::DepthRenderCamera& depth_camera);
  const geometry::render::DepthRenderCamera& GetDepthRenderCamera(
      const Context<double>& context) const;
  /** Logs a warning as set_default_depth_render_camera() does.  */
  void SetDepthRenderCamera(
      Context<double>* context,
      const geometry::render::DepthRenderCamera& depth_camera) const;

  /** X_PB, the pose of the sensor body B in the parent frame P.  */
  const math::RigidTransformd& default_X_PB() const;
  void set_default_X_PB(const math::RigidTransformd& sensor_pose);
  const math::RigidTransformd& GetX_PB(const Context<double>& context) const;
  void SetX_PB(Context<double>* context,
               const math::RigidTransformd& sensor_pose) const;

  /** The SceneGraph frame P the body is fixed to.  */
  geometry::FrameId default_parent_frame_id() const;
  void set_default_parent_frame_id(geometry::FrameId id);
  geometry::FrameId GetParentFrameId(const Context<double>& context) const;
  void SetParentFrameId(Context<double>* context, geometry::FrameId id) const;
  //@}

  /** The "geometry_query" input port.  */
  const InputPort<double>& query_object_input_port() const;
  /** The "color_image" output port (ImageRgba8U).  */
  const OutputPort<double>& color_image_output_port() const;
  /** The "depth_image_32f" output port (ImageDepth32F, meters).  */
  const OutputPort<double>& depth_image_32F_output_port() const;
  /** The "depth_image_16u" output port (ImageDepth16U, millimeters).  */
  const OutputPort<double>& depth_image_16U_output_port() const;
  /** The "label_image" output port (ImageLabel16I).  */
  const OutputPort<double>& label_image_output_port() const;
  /** The "body_pose_in_world" output port (math::RigidTransformd X_WB).  */
  const OutputPort<double>& body_pose_in_world_output_port() const;
  /** The "image_time" output port (the Context's time, seconds; kept for
   consistency with sampled sensors whose image time lags).  */
  const OutputPort<double>& image_time_output_port() const;

 private:
  void CalcColorImage(const Context<double>& context,
                      ImageRgba8U* color_image) const;
  void CalcDepthImage32F(const Context<double>& context,
                         ImageDepth32F* depth_image) const;
  void CalcDepthImage16U(const Context<double>& context,
                         ImageDepth16U* depth_image) const;
  void CalcLabelImage(const Context<double>& context,
                      ImageLabel16I* label_image) const;
  void CalcX_WB(const Context<double>& context,
                math::RigidTransformd* X_WB) const;
  void CalcImageTime(const Context<double>& context,
                     BasicVector<double>* output) const;
  void SetDefaultParameters(const Context<double>& context,
                            Parameters<double>* parameters) const final;
  const internal::RgbdSensorParameters& parameters(
      const Context<double>& context) const;
  internal::RgbdSensorParameters& mutable_parameters(
      Context<double>* context) const;
  // The QueryObject on the input port; throws naming the sensor and port if
  // it is not connected.
  const geometry::QueryObject<double>& get_query_object(
      const Context<double>& context) const;

  const InputPort<double>* query_object_input_port_{};
  const OutputPort<double>* color_image_port_{};
  const OutputPort<double>* depth_image_32F_port_{};
  const OutputPort<double>* depth_image_16U_port_{};
  const OutputPort<double>* label_image_port_{};
  const OutputPort<double>* body_pose_in_world_output_port_{};
  const OutputPort<double>* image_time_output_port_{};
  internal::RgbdSensorParameters defaults_;
  int parameter_index_{-1};
};

}  // namespace sensors
}  // namespace systems
}  // namespace drake

// As in Drake, the discrete sensor comes with the continuous one.
#include "drake/systems/sensors/rgbd_sensor_discrete.h"
