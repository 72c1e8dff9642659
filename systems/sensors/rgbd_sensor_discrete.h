#pragma once

/// @file
/// RgbdSensorDiscrete: an RgbdSensor sampled periodically (a zero-order
/// hold on each of its outputs).

#include <memory>

#include "drake/common/drake_copyable.h"
#include "drake/systems/framework/diagram.h"
#include "drake/systems/sensors/rgbd_sensor.h"

namespace drake {
namespace systems {
namespace sensors {

/** A Diagram of an RgbdSensor whose outputs pass through zero-order holds
 of one period: the images (and body pose, and image time) are rendered at
 times 0, period, 2·period, ... and held in between.

 Ports: input "geometry_query"; outputs "color_image", "depth_image_32f",
 "depth_image_16u", "label_image" (only if `render_label_image`),
 "body_pose_in_world" and "image_time" (the time of the last sample,
 seconds).

 Every held image is rendered at every sample whether or not anything reads
 it; without `render_label_image` the label image is not.  */
class RgbdSensorDiscrete final : public Diagram<double> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(RgbdSensorDiscrete);

  /** The default sampling period: 1/30 s.  */
  static constexpr double kDefaultPeriod = 1.0 / 30;

  /** Wraps `sensor` (which must not be in another Diagram) with holds of
   `period` seconds.
   @throws std::exception if `sensor` is null or `period` is not positive
   and finite.  */
  RgbdSensorDiscrete(std::shared_ptr<RgbdSensor> sensor,
                     double period = kDefaultPeriod,
                     bool render_label_image = true);

  /** The wrapped continuous sensor.  */
  const RgbdSensor& sensor() const { return *camera_; }
  /** The sampling period (seconds).  */
  double period() const { return period_; }

  const InputPort<double>& query_object_input_port() const {
    return get_input_port(query_object_input_port_);
  }
  const OutputPort<double>& color_image_output_port() const {
    return get_output_port(color_image_output_port_);
  }
  const OutputPort<double>& depth_image_32F_output_port() const {
    return get_output_port(depth_image_32F_output_port_);
  }
  const OutputPort<double>& depth_image_16U_output_port() const {
    return get_output_port(depth_image_16U_output_port_);
  }
  /** @throws std::exception if the label image is not rendered.  */
  const OutputPort<double>& label_image_output_port() const;
  const OutputPort<double>& body_pose_in_world_output_port() const {
    return get_output_port(body_pose_in_world_output_port_);
  }
  /** The time of the most recent sample (a 1-vector, seconds).  */
  const OutputPort<double>& image_time_output_port() const {
    return get_output_port(image_time_output_port_);
  }

 private:
  RgbdSensor* camera_{};
  double period_{};
  int query_object_input_port_{-1};
  int color_image_output_port_{-1};
  int depth_image_32F_output_port_{-1};
  int depth_image_16U_output_port_{-1};
  int label_image_output_port_{-1};
  int body_pose_in_world_output_port_{-1};
  int image_time_output_port_{-1};
};

}  // namespace sensors
}  // namespace systems
}  // namespace drake
