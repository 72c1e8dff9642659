#pragma once

/// @file
/// LcmImageArrayToImages: unpacks the color, depth and label images of an
/// lcmt_image_array message (e.g. from an LcmSubscriberSystem).

#include <string>

#include "drake/common/drake_copyable.h"
#include "drake/systems/framework/leaf_system.h"
#include "drake/systems/sensors/image.h"

namespace drake {
namespace systems {
namespace sensors {

/// Unpacks the lcmt_image_array on its abstract input port
/// "image_array_t" into three image output ports, in the spirit of
/// RgbdSensor's (there is no label camera here, only the label image):
///
/// - "color_image" (ImageRgba8U): the first image whose `pixel_format` is
///   RGB, BGR, RGBA or BGRA (8-bit channels), channels reordered to RGBA;
///   RGB and BGR get alpha 255.
/// - "depth_image" (ImageDepth32F, meters): the first DEPTH image; float
///   depths (meters) as they are, 16-bit depths (millimeters) converted by
///   ConvertDepth16UTo32F().
/// - "label_image" (ImageLabel16I): the first LABEL image (int16 channels).
///
/// An output is an empty (0 × 0) image when the message has no image of its
/// kind, so color and depth sent in different messages do not combine.
///
/// Each image's `data` may be raw (`compression_method` NOT_COMPRESSED),
/// zlib-compressed (ZLIB) or, for the pixel types ImageIo holds in those
/// formats, a JPEG (8-bit RGB or grey) or PNG (8-bit RGB(A), 16-bit depth or
/// label) file. Raw and zlib data are rows of `row_stride` bytes (at least
/// width × pixel size; bytes past a row's pixels are skipped), in the byte
/// order `bigendian` gives.
///
/// @system
/// name: LcmImageArrayToImages
/// input_ports:
/// - image_array_t
/// output_ports:
/// - color_image
/// - depth_image
/// - label_image
/// @endsystem
///
/// Differences from Drake: an image the system cannot decode throws a
/// std::runtime_error naming the input port, the image's index and frame
/// name and the offending field (Drake logs an error and outputs an empty
/// image, or aborts for a mismatched channel type); BGR(A) color images are
/// reordered to RGBA (Drake aborts on them); `row_stride` padding and
/// big-endian data are honoured (Drake assumes tight, machine-order rows);
/// JPEG and PNG are decoded with ImageIo (Drake uses VTK).
class LcmImageArrayToImages : public LeafSystem<double> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(LcmImageArrayToImages);

  /// The system with its input port and three output ports.
  LcmImageArrayToImages();

  /// The abstract input port "image_array_t", of value lcmt_image_array.
  const InputPort<double>& image_array_t_input_port() const {
    return this->get_input_port(image_array_t_input_port_index_);
  }

  /// The abstract output port "color_image" (ImageRgba8U); empty when the
  /// last message had no color image.
  /// @throws std::runtime_error on evaluation if the color image cannot be
  /// decoded.
  const OutputPort<double>& color_image_output_port() const {
    return this->get_output_port(color_image_output_port_index_);
  }

  /// The abstract output port "depth_image" (ImageDepth32F, meters); empty
  /// when the last message had no depth image.
  /// @throws std::runtime_error on evaluation if the depth image cannot be
  /// decoded.
  const OutputPort<double>& depth_image_output_port() const {
    return this->get_output_port(depth_image_output_port_index_);
  }

  /// The abstract output port "label_image" (ImageLabel16I); empty when the
  /// last message had no label image.
  /// @throws std::runtime_error on evaluation if the label image cannot be
  /// decoded.
  const OutputPort<double>& label_image_output_port() const {
    return this->get_output_port(label_image_output_port_index_);
  }

 private:
  void CalcColorImage(const Context<double>& context,
                      ImageRgba8U* color_image) const;
  void CalcDepthImage(const Context<double>& context,
                      ImageDepth32F* depth_image) const;
  void CalcLabelImage(const Context<double>& context,
                      ImageLabel16I* label_image) const;

  const InputPortIndex image_array_t_input_port_index_;
  const OutputPortIndex color_image_output_port_index_;
  const OutputPortIndex depth_image_output_port_index_;
  const OutputPortIndex label_image_output_port_index_;
};

}  // namespace sensors
}  // namespace systems
}  // namespace drake
