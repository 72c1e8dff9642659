#include "drake/systems/sensors/rgbd_sensor.h"

#include <limits>
#include <utility>

#include "drake/common/text_logging.h"

namespace drake {
namespace systems {
namespace sensors {

using geometry::FrameId;
using geometry::QueryObject;
using geometry::render::ColorRenderCamera;
using geometry::render::DepthRenderCamera;
using geometry::render::RenderCameraCore;
using internal::RgbdSensorParameters;
using math::RigidTransformd;

namespace {

// depth_image_16u holds millimeters below 65535 (which means too far).
void WarnIfDepthBeyond16U(const DepthRenderCamera& depth_camera) {
  const double kMaxDepth16U =
      (std::numeric_limits<uint16_t>::max() - 1) / 1000.0;
  const double max_depth = depth_camera.depth_range().max_depth();
  if (max_depth > kMaxDepth16U) {
    drake::log()->warn(
        "Specified max depth is {} m > max valid depth for 16 bits {} m. "
        "depth_image_16u might not be able to capture the full depth range.",
        max_depth, kMaxDepth16U);
  }
}

// Resizes `image` to the camera's image size if it differs (a Context's
// camera can change after the port's model image was made).
template <typename ImageType>
void ResizeTo(const RenderCameraCore& core, ImageType* image) {
  const int width = core.intrinsics().width();
  const int height = core.intrinsics().height();
  if (image->width() != width || image->height() != height) {
    image->resize(width, height);
  }
}

}  // namespace

RgbdSensor::RgbdSensor(FrameId parent_id, const RigidTransformd& X_PB,
                       const DepthRenderCamera& depth_camera,
                       bool show_color_window)
    : RgbdSensor(parent_id, X_PB,
                 ColorRenderCamera(depth_camera.core(), show_color_window),
                 depth_camera) {}

RgbdSensor::RgbdSensor(FrameId parent_id, const RigidTransformd& X_PB,
                       ColorRenderCamera color_camera,
                       DepthRenderCamera depth_camera)
    : defaults_{.parent_frame_id = parent_id,
                .color_camera = std::move(color_camera),
                .depth_camera = std::move(depth_camera),
                .X_PB = X_PB} {
  const CameraInfo& color = defaults_.color_camera.core().intrinsics();
  const CameraInfo& depth = defaults_.depth_camera.core().intrinsics();
  query_object_input_port_ = &this->DeclareAbstractInputPort(
      "geometry_query", Value<QueryObject<double>>{});
  color_image_port_ = &this->DeclareAbstractOutputPort(
      "color_image", ImageRgba8U(color.width(), color.height()),
      &RgbdSensor::CalcColorImage);
  depth_image_32F_port_ = &this->DeclareAbstractOutputPort(
      "depth_image_32f", ImageDepth32F(depth.width(), depth.height()),
      &RgbdSensor::CalcDepthImage32F);
  depth_image_16U_port_ = &this->DeclareAbstractOutputPort(
      "depth_image_16u", ImageDepth16U(depth.width(), depth.height()),
      &RgbdSensor::CalcDepthImage16U);
  label_image_port_ = &this->DeclareAbstractOutputPort(
      "label_image", ImageLabel16I(color.width(), color.height()),
      &RgbdSensor::CalcLabelImage);
  body_pose_in_world_output_port_ = &this->DeclareAbstractOutputPort(
      "body_pose_in_world", &RgbdSensor::CalcX_WB);
  image_time_output_port_ = &this->DeclareVectorOutputPort(
      "image_time", 1, &RgbdSensor::CalcImageTime, {this->time_ticket()});
  parameter_index_ =
      this->DeclareAbstractParameter(Value<RgbdSensorParameters>(defaults_));
  WarnIfDepthBeyond16U(defaults_.depth_camera);
}

RgbdSensor::~RgbdSensor() = default;

const RgbdSensorParameters& RgbdSensor::parameters(
    const Context<double>& context) const {
  this->ValidateContext(context);
  return context.get_abstract_parameter(parameter_index_)
      .get_value<RgbdSensorParameters>();
}

RgbdSensorParameters& RgbdSensor::mutable_parameters(
    Context<double>* context) const {
  this->ValidateContext(context);
  return context->get_mutable_abstract_parameter(parameter_index_)
      .get_mutable_value<RgbdSensorParameters>();
}

const ColorRenderCamera& RgbdSensor::default_color_render_camera() const {
  return defaults_.color_camera;
}

void RgbdSensor::set_default_color_render_camera(
    const ColorRenderCamera& color_camera) {
  defaults_.color_camera = color_camera;
}

const ColorRenderCamera& RgbdSensor::GetColorRenderCamera(
    const Context<double>& context) const {
  return parameters(context).color_camera;
}

void RgbdSensor::SetColorRenderCamera(
    Context<double>* context, const ColorRenderCamera& color_camera) const {
  mutable_parameters(context).color_camera = color_camera;
}

const DepthRenderCamera& RgbdSensor::default_depth_render_camera() const {
  return defaults_.depth_camera;
}

void RgbdSensor::set_default_depth_render_camera(
    const DepthRenderCamera& depth_camera) {
  WarnIfDepthBeyond16U(depth_camera);
  defaults_.depth_camera = depth_camera;
}

const DepthRenderCamera& RgbdSensor::GetDepthRenderCamera(
    const Context<double>& context) const {
  return parameters(context).depth_camera;
}

void RgbdSensor::SetDepthRenderCamera(
    Context<double>* context, const DepthRenderCamera& depth_camera) const {
  WarnIfDepthBeyond16U(depth_camera);
  mutable_parameters(context).depth_camera = depth_camera;
}

const RigidTransformd& RgbdSensor::default_X_PB() const {
  return defaults_.X_PB;
}

void RgbdSensor::set_default_X_PB(const RigidTransformd& sensor_pose) {
  defaults_.X_PB = sensor_pose;
}

const RigidTransformd& RgbdSensor::GetX_PB(
    const Context<double>& context) const {
  return parameters(context).X_PB;
}

void RgbdSensor::SetX_PB(Context<double>* context,
                         const RigidTransformd& sensor_pose) const {
  mutable_parameters(context).X_PB = sensor_pose;
}

FrameId RgbdSensor::default_parent_frame_id() const {
  return defaults_.parent_frame_id;
}

void RgbdSensor::set_default_parent_frame_id(FrameId id) {
  defaults_.parent_frame_id = id;
}

FrameId RgbdSensor::GetParentFrameId(const Context<double>& context) const {
  return parameters(context).parent_frame_id;
}

void RgbdSensor::SetParentFrameId(Context<double>* context, FrameId id) const {
  mutable_parameters(context).parent_frame_id = id;
}

const InputPort<double>& RgbdSensor::query_object_input_port() const {
  return *query_object_input_port_;
}

const OutputPort<double>& RgbdSensor::color_image_output_port() const {
  return *color_image_port_;
}

const OutputPort<double>& RgbdSensor::depth_image_32F_output_port() const {
  return *depth_image_32F_port_;
}

const OutputPort<double>& RgbdSensor::depth_image_16U_output_port() const {
  return *depth_image_16U_port_;
}

const OutputPort<double>& RgbdSensor::label_image_output_port() const {
  return *label_image_port_;
}

const OutputPort<double>& RgbdSensor::body_pose_in_world_output_port() const {
  return *body_pose_in_world_output_port_;
}

const OutputPort<double>& RgbdSensor::image_time_output_port() const {
  return *image_time_output_port_;
}

const QueryObject<double>& RgbdSensor::get_query_object(
    const Context<double>& context) const {
  return query_object_input_port_->Eval<QueryObject<double>>(context);
}

void RgbdSensor::CalcColorImage(const Context<double>& context,
                                ImageRgba8U* color_image) const {
  const RgbdSensorParameters& p = parameters(context);
  ResizeTo(p.color_camera.core(), color_image);
  get_query_object(context).RenderColorImage(p.color_camera, p.parent_frame_id,
                                             p.X_PB, color_image);
}

void RgbdSensor::CalcDepthImage32F(const Context<double>& context,
                                   ImageDepth32F* depth_image) const {
  const RgbdSensorParameters& p = parameters(context);
  ResizeTo(p.depth_camera.core(), depth_image);
  get_query_object(context).RenderDepthImage(p.depth_camera, p.parent_frame_id,
                                             p.X_PB, depth_image);
}

void RgbdSensor::CalcDepthImage16U(const Context<double>& context,
                                   ImageDepth16U* depth_image) const {
  // converted from the (cached) 32-bit image: one render serves both ports,
  // and no temporary image is allocated.
  const ImageDepth32F& depth32 =
      depth_image_32F_port_->Eval<ImageDepth32F>(context);
  ConvertDepth32FTo16U(depth32, depth_image);
}

void RgbdSensor::CalcLabelImage(const Context<double>& context,
                                ImageLabel16I* label_image) const {
  const RgbdSensorParameters& p = parameters(context);
  ResizeTo(p.color_camera.core(), label_image);
  get_query_object(context).RenderLabelImage(p.color_camera, p.parent_frame_id,
                                             p.X_PB, label_image);
}

void RgbdSensor::CalcX_WB(const Context<double>& context,
                          RigidTransformd* X_WB) const {
  const RgbdSensorParameters& p = parameters(context);
  if (p.parent_frame_id ==
      get_query_object(context).inspector().world_frame_id()) {
    *X_WB = p.X_PB;
  } else {
    *X_WB =
        get_query_object(context).GetPoseInWorld(p.parent_frame_id) * p.X_PB;
  }
}

void RgbdSensor::CalcImageTime(const Context<double>& context,
                               BasicVector<double>* output) const {
  output->SetAtIndex(0, context.get_time());
}

void RgbdSensor::SetDefaultParameters(const Context<double>& context,
                                      Parameters<double>* parameters) const {
  LeafSystem<double>::SetDefaultParameters(context, parameters);
  parameters->get_mutable_abstract_parameter(parameter_index_)
      .set_value(defaults_);
}

}  // namespace sensors
}  // namespace systems
}  // namespace drake
