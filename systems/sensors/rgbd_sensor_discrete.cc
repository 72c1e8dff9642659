#include "drake/systems/sensors/rgbd_sensor_discrete.h"

#include <cmath>
#include <stdexcept>
#include <utility>

#include <fmt/format.h>

#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/primitives/zero_order_hold.h"
#include "drake/systems/sensors/image.h"

namespace drake {
namespace systems {
namespace sensors {

namespace {
RgbdSensor* CheckedSensor(const std::shared_ptr<RgbdSensor>& sensor,
                          double period) {
  if (sensor == nullptr) {
    throw std::logic_error("RgbdSensorDiscrete: the sensor is null");
  }
  if (!(period > 0) || !std::isfinite(period)) {
    throw std::logic_error(fmt::format(
        "RgbdSensorDiscrete: the period must be positive and finite; got {}",
        period));
  }
  return sensor.get();
}
}  // namespace

RgbdSensorDiscrete::RgbdSensorDiscrete(std::shared_ptr<RgbdSensor> sensor,
                                       double period, bool render_label_image)
    : camera_(CheckedSensor(sensor, period)), period_(period) {
  const CameraInfo& color =
      camera_->default_color_render_camera().core().intrinsics();
  const CameraInfo& depth =
      camera_->default_depth_render_camera().core().intrinsics();
  DiagramBuilder<double> builder;
  builder.AddSystem(std::move(sensor));
  query_object_input_port_ =
      builder.ExportInput(camera_->query_object_input_port(), "geometry_query");
  // one hold per output, exported under the sensor's port name.
  auto hold = [this, &builder](const OutputPort<double>& output,
                               const AbstractValue& model) {
    const auto* zoh = builder.AddSystem<ZeroOrderHold<double>>(period_, model);
    builder.Connect(output, zoh->get_input_port());
    return builder.ExportOutput(zoh->get_output_port(), output.get_name());
  };
  color_image_output_port_ =
      hold(camera_->color_image_output_port(),
           Value<ImageRgba8U>(color.width(), color.height()));
  depth_image_32F_output_port_ =
      hold(camera_->depth_image_32F_output_port(),
           Value<ImageDepth32F>(depth.width(), depth.height()));
  depth_image_16U_output_port_ =
      hold(camera_->depth_image_16U_output_port(),
           Value<ImageDepth16U>(depth.width(), depth.height()));
  if (render_label_image) {
    label_image_output_port_ =
        hold(camera_->label_image_output_port(),
             Value<ImageLabel16I>(color.width(), color.height()));
  }
  body_pose_in_world_output_port_ =
      hold(camera_->body_pose_in_world_output_port(),
           Value<math::RigidTransformd>());
  const auto* time_zoh = builder.AddSystem<ZeroOrderHold<double>>(period_, 1);
  builder.Connect(camera_->image_time_output_port(),
                  time_zoh->get_input_port());
  image_time_output_port_ =
      builder.ExportOutput(time_zoh->get_output_port(), "image_time");
  builder.BuildInto(this);
}

const OutputPort<double>& RgbdSensorDiscrete::label_image_output_port() const {
  if (label_image_output_port_ < 0) {
    throw std::logic_error(
        "RgbdSensorDiscrete::label_image_output_port(): this sensor was "
        "made with render_label_image = false and has no label image port");
  }
  return get_output_port(label_image_output_port_);
}

}  // namespace sensors
}  // namespace systems
}  // namespace drake
