#include "drake/systems/sensors/rgbd_sensor_async.h"

#include <cmath>
#include <future>
#include <limits>
#include <memory>
#include <set>
#include <stdexcept>
#include <string>
#include <utility>

#include <fmt/format.h>

#include "drake/geometry/render/render_engine.h"

namespace drake {
namespace systems {
namespace sensors {

using geometry::FrameId;
using geometry::QueryObject;
using geometry::SceneGraph;
using geometry::render::ColorRenderCamera;
using geometry::render::DepthRenderCamera;
using geometry::render::RenderCameraCore;
using geometry::render::RenderEngine;
using internal::RgbdSensorAsyncParameters;
using math::RigidTransformd;

namespace {

// What one capture rendered (null images before the first output).
struct RenderedImages {
  double time{std::numeric_limits<double>::quiet_NaN()};
  RigidTransformd X_WB;
  std::shared_ptr<const ImageRgba8U> color;
  std::shared_ptr<const ImageLabel16I> label;
  std::shared_ptr<const ImageDepth32F> depth;
};

// Everything a capture's rendering needs, owned by its task: copies of the
// engines (one when both cameras name the same renderer), posed as the
// scene was at the capture, and the cameras' poses then.
struct Capture {
  double time{};
  RigidTransformd X_WB;
  std::optional<ColorRenderCamera> color_camera;
  std::optional<DepthRenderCamera> depth_camera;
  bool color{};
  bool label{};
  RigidTransformd X_WC;  // The color (and label) camera.
  RigidTransformd X_WD;  // The depth camera.
  std::unique_ptr<RenderEngine> color_engine;
  std::unique_ptr<RenderEngine> depth_engine;  // Null: color_engine's.
};

// Runs on the task's thread: only the capture's own objects are touched.
RenderedImages Render(Capture* capture) {
  RenderedImages result;
  result.time = capture->time;
  result.X_WB = capture->X_WB;
  if (capture->color_camera.has_value()) {
    const ColorRenderCamera& camera = *capture->color_camera;
    const CameraInfo& intrinsics = camera.core().intrinsics();
    RenderEngine& engine = *capture->color_engine;
    engine.UpdateViewpoint(capture->X_WC);
    if (capture->color) {
      auto image = std::make_shared<ImageRgba8U>(intrinsics.width(),
                                                 intrinsics.height());
      engine.RenderColorImage(camera, image.get());
      result.color = std::move(image);
    }
    if (capture->label) {
      auto image = std::make_shared<ImageLabel16I>(intrinsics.width(),
                                                   intrinsics.height());
      engine.RenderLabelImage(camera, image.get());
      result.label = std::move(image);
    }
  }
  if (capture->depth_camera.has_value()) {
    const DepthRenderCamera& camera = *capture->depth_camera;
    const CameraInfo& intrinsics = camera.core().intrinsics();
    RenderEngine& engine = capture->depth_engine != nullptr
                               ? *capture->depth_engine
                               : *capture->color_engine;
    engine.UpdateViewpoint(capture->X_WD);
    auto image = std::make_shared<ImageDepth32F>(intrinsics.width(),
                                                 intrinsics.height());
    engine.RenderDepthImage(camera, image.get());
    result.depth = std::move(image);
  }
  return result;
}

// Sizes `image` as the camera's images, then copies `rendered` into it, or
// empties it (0 × 0) when there is none yet.
template <typename ImageType>
void CopyRendered(const ImageType* rendered, ImageType* image) {
  if (rendered == nullptr) {
    image->resize(0, 0);
  } else {
    *image = *rendered;
  }
}

}  // namespace

// The abstract state: the images on the outputs, and the capture being
// rendered (a shared_future, so that the copies of the state the framework
// makes share one task; dropping the last one waits for the task).
struct RgbdSensorAsync::TickTockState {
  std::shared_future<RenderedImages> task;
  RenderedImages output;
};

RgbdSensorAsync::RgbdSensorAsync(const SceneGraph<double>* scene_graph,
                                 FrameId parent_id, const RigidTransformd& X_PB,
                                 double fps, double capture_offset,
                                 double output_delay,
                                 std::optional<ColorRenderCamera> color_camera,
                                 std::optional<DepthRenderCamera> depth_camera,
                                 bool render_label_image)
    : scene_graph_(scene_graph),
      fps_(fps),
      capture_offset_(capture_offset),
      output_delay_(output_delay),
      defaults_{.parent_frame_id = parent_id,
                .X_PB = X_PB,
                .color_camera = std::move(color_camera),
                .depth_camera = std::move(depth_camera)},
      render_label_image_(render_label_image) {
  if (scene_graph == nullptr) {
    throw std::logic_error("RgbdSensorAsync: the SceneGraph is null.");
  }
  if (!(std::isfinite(fps) && fps > 0)) {
    throw std::logic_error(fmt::format(
        "RgbdSensorAsync: fps must be positive and finite, got {}.", fps));
  }
  if (!(std::isfinite(capture_offset) && capture_offset >= 0)) {
    throw std::logic_error(fmt::format(
        "RgbdSensorAsync: capture_offset must be non-negative and finite, got "
        "{} s.",
        capture_offset));
  }
  if (!(std::isfinite(output_delay) && output_delay > 0 &&
        output_delay < 1 / fps)) {
    throw std::logic_error(fmt::format(
        "RgbdSensorAsync: output_delay must be positive and less than the "
        "period 1/fps = {} s, got {} s.",
        1 / fps, output_delay));
  }
  if (!HasColorCamera() && !HasDepthCamera()) {
    throw std::logic_error(
        "RgbdSensorAsync: needs a color camera, a depth camera or both; "
        "neither was given.");
  }
  if (render_label_image && !HasColorCamera()) {
    throw std::logic_error(
        "RgbdSensorAsync: render_label_image needs a color camera (the label "
        "image is rendered with it); none was given.");
  }

  DeclareAbstractInputPort("geometry_query", Value<QueryObject<double>>{});

  const auto state_index = DeclareAbstractState(Value<TickTockState>{});
  DeclareInitializationUnrestrictedUpdateEvent(&RgbdSensorAsync::Initialize);
  DeclarePeriodicUnrestrictedUpdateEvent(1 / fps, capture_offset,
                                         &RgbdSensorAsync::CalcTick);
  DeclarePeriodicUnrestrictedUpdateEvent(1 / fps, capture_offset + output_delay,
                                         &RgbdSensorAsync::CalcTock);

  // The outputs change only with the state (RgbdSensor's port names).
  const std::set<DependencyTicket> state = {abstract_state_ticket(state_index)};
  if (HasColorCamera()) {
    DeclareAbstractOutputPort("color_image", &RgbdSensorAsync::CalcColor,
                              state);
  }
  if (HasDepthCamera()) {
    DeclareAbstractOutputPort("depth_image_32f", &RgbdSensorAsync::CalcDepth32F,
                              state);
    DeclareAbstractOutputPort("depth_image_16u", &RgbdSensorAsync::CalcDepth16U,
                              state);
  }
  if (render_label_image) {
    DeclareAbstractOutputPort("label_image", &RgbdSensorAsync::CalcLabel,
                              state);
  }
  DeclareAbstractOutputPort("body_pose_in_world", &RgbdSensorAsync::CalcX_WB,
                            state);
  DeclareVectorOutputPort("image_time", 1, &RgbdSensorAsync::CalcImageTime,
                          state);

  parameter_index_ =
      DeclareAbstractParameter(Value<RgbdSensorAsyncParameters>(defaults_));
}

RgbdSensorAsync::~RgbdSensorAsync() = default;

void RgbdSensorAsync::ThrowUnlessCamera(bool present, const char* method,
                                        const char* which) const {
  if (!present) {
    throw std::logic_error(fmt::format(
        "RgbdSensorAsync::{}(): the sensor '{}' was made without a {} camera "
        "(which cameras it has, and so its ports, are fixed at "
        "construction).",
        method, get_name(), which));
  }
}

FrameId RgbdSensorAsync::default_parent_frame_id() const {
  return defaults_.parent_frame_id;
}

void RgbdSensorAsync::set_default_parent_frame_id(FrameId id) {
  defaults_.parent_frame_id = id;
}

FrameId RgbdSensorAsync::GetParentFrameId(
    const Context<double>& context) const {
  return GetParameters(context).parent_frame_id;
}

void RgbdSensorAsync::SetParentFrameId(Context<double>* context,
                                       FrameId id) const {
  GetMutableParameters(context)->parent_frame_id = id;
}

const RigidTransformd& RgbdSensorAsync::default_X_PB() const {
  return defaults_.X_PB;
}

void RgbdSensorAsync::set_default_X_PB(const RigidTransformd& sensor_pose) {
  defaults_.X_PB = sensor_pose;
}

const RigidTransformd& RgbdSensorAsync::GetX_PB(
    const Context<double>& context) const {
  return GetParameters(context).X_PB;
}

void RgbdSensorAsync::SetX_PB(Context<double>* context,
                              const RigidTransformd& sensor_pose) const {
  GetMutableParameters(context)->X_PB = sensor_pose;
}

const std::optional<ColorRenderCamera>&
RgbdSensorAsync::default_color_render_camera() const {
  return defaults_.color_camera;
}

void RgbdSensorAsync::set_default_color_render_camera(
    const ColorRenderCamera& color_camera) {
  ThrowUnlessCamera(HasColorCamera(), "set_default_color_render_camera",
                    "color");
  defaults_.color_camera = color_camera;
}

const std::optional<ColorRenderCamera>& RgbdSensorAsync::GetColorRenderCamera(
    const Context<double>& context) const {
  return GetParameters(context).color_camera;
}

void RgbdSensorAsync::SetColorRenderCamera(
    Context<double>* context, const ColorRenderCamera& color_camera) const {
  ThrowUnlessCamera(HasColorCamera(), "SetColorRenderCamera", "color");
  GetMutableParameters(context)->color_camera = color_camera;
}

const std::optional<DepthRenderCamera>&
RgbdSensorAsync::default_depth_render_camera() const {
  return defaults_.depth_camera;
}

void RgbdSensorAsync::set_default_depth_render_camera(
    const DepthRenderCamera& depth_camera) {
  ThrowUnlessCamera(HasDepthCamera(), "set_default_depth_render_camera",
                    "depth");
  defaults_.depth_camera = depth_camera;
}

const std::optional<DepthRenderCamera>& RgbdSensorAsync::GetDepthRenderCamera(
    const Context<double>& context) const {
  return GetParameters(context).depth_camera;
}

void RgbdSensorAsync::SetDepthRenderCamera(
    Context<double>* context, const DepthRenderCamera& depth_camera) const {
  ThrowUnlessCamera(HasDepthCamera(), "SetDepthRenderCamera", "depth");
  GetMutableParameters(context)->depth_camera = depth_camera;
}

const OutputPort<double>& RgbdSensorAsync::color_image_output_port() const {
  return GetOutputPort("color_image");
}

const OutputPort<double>& RgbdSensorAsync::depth_image_32F_output_port() const {
  return GetOutputPort("depth_image_32f");
}

const OutputPort<double>& RgbdSensorAsync::depth_image_16U_output_port() const {
  return GetOutputPort("depth_image_16u");
}

const OutputPort<double>& RgbdSensorAsync::label_image_output_port() const {
  return GetOutputPort("label_image");
}

const OutputPort<double>& RgbdSensorAsync::body_pose_in_world_output_port()
    const {
  return GetOutputPort("body_pose_in_world");
}

const OutputPort<double>& RgbdSensorAsync::image_time_output_port() const {
  return GetOutputPort("image_time");
}

const RgbdSensorAsync::TickTockState& RgbdSensorAsync::get_state(
    const Context<double>& context) const {
  return context.get_abstract_state<TickTockState>(0);
}

RgbdSensorAsync::TickTockState& RgbdSensorAsync::get_mutable_state(
    State<double>* state) const {
  return state->get_mutable_abstract_state<TickTockState>(0);
}

void RgbdSensorAsync::Initialize(const Context<double>&,
                                 State<double>* state) const {
  get_mutable_state(state) = TickTockState{};
}

void RgbdSensorAsync::CalcTick(const Context<double>& context,
                               State<double>* state) const {
  const QueryObject<double>& query =
      get_input_port().Eval<QueryObject<double>>(context);
  const RgbdSensorAsyncParameters& params = GetParameters(context);
  auto capture = std::make_unique<Capture>();
  capture->time = context.get_time();
  capture->X_WB =
      params.parent_frame_id == query.inspector().world_frame_id()
          ? params.X_PB
          : query.GetPoseInWorld(params.parent_frame_id) * params.X_PB;
  // A copy of the named engine as SceneGraph's Context has posed it.
  const auto copy_engine = [&](const RenderCameraCore& core) {
    const RenderEngine* engine =
        query.GetRenderEngineByName(core.renderer_name());
    if (engine == nullptr) {
      throw std::logic_error(fmt::format(
          "RgbdSensorAsync '{}': SceneGraph has no renderer named '{}' (add "
          "one with SceneGraph::AddRenderer()).",
          get_name(), core.renderer_name()));
    }
    return engine->Clone();
  };
  if (params.color_camera.has_value()) {
    capture->color_camera = params.color_camera;
    capture->color = true;
    capture->label = render_label_image_;
    capture->X_WC = capture->X_WB *
                    params.color_camera->core().sensor_pose_in_camera_body();
    capture->color_engine = copy_engine(params.color_camera->core());
  }
  if (params.depth_camera.has_value()) {
    capture->depth_camera = params.depth_camera;
    capture->X_WD = capture->X_WB *
                    params.depth_camera->core().sensor_pose_in_camera_body();
    if (capture->color_engine == nullptr ||
        params.depth_camera->core().renderer_name() !=
            params.color_camera->core().renderer_name()) {
      capture->depth_engine = copy_engine(params.depth_camera->core());
    }
    if (capture->color_engine == nullptr) {
      capture->color_engine = std::move(capture->depth_engine);
    }
  }
  TickTockState& next = get_mutable_state(state);
  next.output = get_state(context).output;
  next.task = std::async(std::launch::async, [capture = std::move(capture)]() {
                return Render(capture.get());
              }).share();
}

void RgbdSensorAsync::CalcTock(const Context<double>& context,
                               State<double>* state) const {
  const TickTockState& prior = get_state(context);
  TickTockState& next = get_mutable_state(state);
  if (!prior.task.valid()) {
    // No capture since the last output (e.g., the state was set by hand):
    // the outputs are kept.
    next = prior;
    return;
  }
  // (Rethrows what the rendering threw.)
  next.output = prior.task.get();
  next.task = {};
}

void RgbdSensorAsync::CalcColor(const Context<double>& context,
                                ImageRgba8U* output) const {
  CopyRendered(get_state(context).output.color.get(), output);
}

void RgbdSensorAsync::CalcLabel(const Context<double>& context,
                                ImageLabel16I* output) const {
  CopyRendered(get_state(context).output.label.get(), output);
}

void RgbdSensorAsync::CalcDepth32F(const Context<double>& context,
                                   ImageDepth32F* output) const {
  CopyRendered(get_state(context).output.depth.get(), output);
}

void RgbdSensorAsync::CalcDepth16U(const Context<double>& context,
                                   ImageDepth16U* output) const {
  const ImageDepth32F* depth = get_state(context).output.depth.get();
  if (depth == nullptr) {
    output->resize(0, 0);
  } else {
    ConvertDepth32FTo16U(*depth, output);
  }
}

void RgbdSensorAsync::CalcX_WB(const Context<double>& context,
                               RigidTransformd* output) const {
  *output = get_state(context).output.X_WB;
}

void RgbdSensorAsync::CalcImageTime(const Context<double>& context,
                                    BasicVector<double>* output) const {
  output->SetAtIndex(0, get_state(context).output.time);
}

void RgbdSensorAsync::SetDefaultParameters(
    const Context<double>& context, Parameters<double>* parameters) const {
  LeafSystem<double>::SetDefaultParameters(context, parameters);
  parameters->get_mutable_abstract_parameter(parameter_index_)
      .set_value(defaults_);
}

const RgbdSensorAsyncParameters& RgbdSensorAsync::GetParameters(
    const Context<double>& context) const {
  ValidateContext(context);
  return context.get_abstract_parameter(parameter_index_)
      .get_value<RgbdSensorAsyncParameters>();
}

RgbdSensorAsyncParameters* RgbdSensorAsync::GetMutableParameters(
    Context<double>* context) const {
  ValidateContext(context);
  auto& params = context->get_mutable_abstract_parameter(parameter_index_)
                     .get_mutable_value<RgbdSensorAsyncParameters>();
  ++params.version;
  return &params;
}

}  // namespace sensors
}  // namespace systems
}  // namespace drake
