#pragma once

/// @file
/// RgbdSensorAsync: an RGB-D camera that samples the scene periodically and
/// renders each sample on a background thread, its images appearing on the
/// output ports a fixed delay after the sample.

#include <cstdint>
#include <optional>

#include "drake/common/drake_copyable.h"
#include "drake/geometry/geometry_ids.h"
#include "drake/geometry/query_object.h"
#include "drake/geometry/render/render_camera.h"
#include "drake/geometry/scene_graph.h"
#include "drake/math/rigid_transform.h"
#include "drake/systems/framework/leaf_system.h"
#include "drake/systems/sensors/camera_info.h"
#include "drake/systems/sensors/image.h"

namespace drake {
namespace systems {
namespace sensors {
namespace internal {

/// (Internal) an RgbdSensorAsync's parameters (one abstract parameter).
struct RgbdSensorAsyncParameters {
  /// Counts the changes made through the sensor's Set* methods.
  uint64_t version{};
  geometry::FrameId parent_frame_id;
  math::RigidTransformd X_PB;
  std::optional<geometry::render::ColorRenderCamera> color_camera;
  std::optional<geometry::render::DepthRenderCamera> depth_camera;
};

}  // namespace internal

/** An RGB-D camera whose rendering runs on a background thread: the i-th
 capture samples the scene (the "geometry_query" input) at
 t_capture = capture_offset + i/fps, and its images appear on the output
 ports at t_output = t_capture + output_delay, while the simulation goes on
 in between. Until the first output the images are empty (0 × 0) and
 "image_time" is NaN.

 Ports: input "geometry_query" (a geometry::QueryObject<double>, from
 SceneGraph's "query" output); outputs "color_image" (ImageRgba8U; with a
 color camera), "depth_image_32f" (ImageDepth32F, meters) and
 "depth_image_16u" (ImageDepth16U, millimeters; with a depth camera),
 "label_image" (ImageLabel16I; with `render_label_image`),
 "body_pose_in_world" (math::RigidTransformd X_WB at the capture) and
 "image_time" (a 1-vector: the capture's time, seconds). Frames and depth
 encodings are RgbdSensor's.

 A capture (a periodic unrestricted update) evaluates the input, copies the
 render engines the cameras name as they are posed in SceneGraph's Context,
 and starts a task that renders from those copies; the output event (another
 periodic unrestricted update) waits for the task and stores its images in
 the state. Each capture copies the engines anew, so changes to the
 geometry (not only to poses) show in the next capture, and a task never
 shares an engine with the simulation. Unlike Drake, an engine need not be
 thread-safe, only cloneable (RenderEngine::Clone()). An exception thrown
 while rendering is rethrown by the output event.

 The cameras, X_PB and the parent frame are parameters (defaults on the
 system, and per Context); a capture uses its Context's values. Which
 cameras exist, and the timing, are fixed at construction (they decide the
 ports and the events). Simulator::Initialize() (an initialization event)
 empties the outputs and forgets a capture in progress.  */
class RgbdSensorAsync final : public LeafSystem<double> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(RgbdSensorAsync);

  /** A sensor on `parent_id` (a frame of `scene_graph`, which must outlive
   the sensor; its "query" output must be connected to this sensor's
   "geometry_query" input) at X_PB.
   @param fps captures per second: positive and finite.
   @param capture_offset the first capture's time (s): non-negative and
     finite.
   @param output_delay the time (s) from a capture to its images on the
     outputs: positive and less than 1/fps.
   @param color_camera the "color_image" (and "label_image") camera; none
     means no such ports.
   @param depth_camera the depth images' camera; none means no such ports.
   @param render_label_image whether there is a "label_image" port (only
     with a color camera).
   @throws std::exception naming the value if `scene_graph` is null, a
   timing value is out of range, neither camera is given, or
   `render_label_image` is asked for without a color camera.  */
  RgbdSensorAsync(
      const geometry::SceneGraph<double>* scene_graph,
      geometry::FrameId parent_id, const math::RigidTransformd& X_PB,
      double fps, double capture_offset, double output_delay,
      std::optional<geometry::render::ColorRenderCamera> color_camera,
      std::optional<geometry::render::DepthRenderCamera> depth_camera = {},
      bool render_label_image = false);

  ~RgbdSensorAsync() final;

  /** The captures per second given at construction.  */
  double fps() const { return fps_; }
  /** The first capture's time (s) given at construction.  */
  double capture_offset() const { return capture_offset_; }
  /** The delay (s) from a capture to its outputs given at construction.  */
  double output_delay() const { return output_delay_; }

  /** @name Parameters
   Each default_ getter/setter reads or changes what new Contexts start with;
   each Get/Set reads or changes one Context's value.  */
  //@{
  geometry::FrameId default_parent_frame_id() const;
  void set_default_parent_frame_id(geometry::FrameId id);
  geometry::FrameId GetParentFrameId(const Context<double>& context) const;
  void SetParentFrameId(Context<double>* context, geometry::FrameId id) const;

  /** X_PB, the pose of the sensor body B in the parent frame P.  */
  const math::RigidTransformd& default_X_PB() const;
  void set_default_X_PB(const math::RigidTransformd& sensor_pose);
  const math::RigidTransformd& GetX_PB(const Context<double>& context) const;
  void SetX_PB(Context<double>* context,
               const math::RigidTransformd& sensor_pose) const;

  /** The color (and label) camera; nullopt if made without one.  */
  const std::optional<geometry::render::ColorRenderCamera>&
  default_color_render_camera() const;
  /** @throws std::exception if the sensor was made without a color camera.
   */
  void set_default_color_render_camera(
      const geometry::render::ColorRenderCamera& color_camera);
  const std::optional<geometry::render::ColorRenderCamera>&
  GetColorRenderCamera(const Context<double>& context) const;
  /** @throws std::exception if the sensor was made without a color camera.
   */
  void SetColorRenderCamera(
      Context<double>* context,
      const geometry::render::ColorRenderCamera& color_camera) const;

  /** The depth camera; nullopt if made without one.  */
  const std::optional<geometry::render::DepthRenderCamera>&
  default_depth_render_camera() const;
  /** @throws std::exception if the sensor was made without a depth camera.
   */
  void set_default_depth_render_camera(
      const geometry::render::DepthRenderCamera& depth_camera);
  const std::optional<geometry::render::DepthRenderCamera>&
  GetDepthRenderCamera(const Context<double>& context) const;
  /** @throws std::exception if the sensor was made without a depth camera.
   */
  void SetDepthRenderCamera(
      Context<double>* context,
      const geometry::render::DepthRenderCamera& depth_camera) const;
  //@}

  /** The "color_image" output port (ImageRgba8U).
   @throws std::exception if the sensor has no color camera.  */
  const OutputPort<double>& color_image_output_port() const;
  /** The "depth_image_32f" output port (ImageDepth32F, meters).
   @throws std::exception if the sensor has no depth camera.  */
  const OutputPort<double>& depth_image_32F_output_port() const;
  /** The "depth_image_16u" output port (ImageDepth16U, millimeters).
   @throws std::exception if the sensor has no depth camera.  */
  const OutputPort<double>& depth_image_16U_output_port() const;
  /** The "label_image" output port (ImageLabel16I).
   @throws std::exception if the sensor renders no label image.  */
  const OutputPort<double>& label_image_output_port() const;
  /** The "body_pose_in_world" output port (X_WB at the capture).  */
  const OutputPort<double>& body_pose_in_world_output_port() const;
  /** The "image_time" output port (the capture's time; NaN before the first
   output).  */
  const OutputPort<double>& image_time_output_port() const;

 private:
  struct TickTockState;

  const TickTockState& get_state(const Context<double>& context) const;
  TickTockState& get_mutable_state(State<double>* state) const;
  bool HasColorCamera() const { return defaults_.color_camera.has_value(); }
  bool HasDepthCamera() const { return defaults_.depth_camera.has_value(); }
  void ThrowUnlessCamera(bool present, const char* method,
                         const char* which) const;

  void Initialize(const Context<double>& context, State<double>* state) const;
  void CalcTick(const Context<double>& context, State<double>* state) const;
  void CalcTock(const Context<double>& context, State<double>* state) const;
  void CalcColor(const Context<double>& context, ImageRgba8U* output) const;
  void CalcLabel(const Context<double>& context, ImageLabel16I* output) const;
  void CalcDepth32F(const Context<double>& context,
                    ImageDepth32F* output) const;
  void CalcDepth16U(const Context<double>& context,
                    ImageDepth16U* output) const;
  void CalcX_WB(const Context<double>& context,
                math::RigidTransformd* output) const;
  void CalcImageTime(const Context<double>& context,
                     BasicVector<double>* output) const;

  void SetDefaultParameters(const Context<double>& context,
                            Parameters<double>* parameters) const final;
  const internal::RgbdSensorAsyncParameters& GetParameters(
      const Context<double>& context) const;
  internal::RgbdSensorAsyncParameters* GetMutableParameters(
      Context<double>* context) const;

  const geometry::SceneGraph<double>* const scene_graph_;
  const double fps_;
  const double capture_offset_;
  const double output_delay_;
  internal::RgbdSensorAsyncParameters defaults_;
  int parameter_index_{-1};
  const bool render_label_image_;
};

}  // namespace sensors
}  // namespace systems
}  // namespace drake
