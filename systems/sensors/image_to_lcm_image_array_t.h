#pragma once

/// @file
/// ImageToLcmImageArrayT: packs the images on its input ports into one
/// lcmt_image_array message (e.g. for LcmPublisherSystem).

#include <string>
#include <vector>

#include "drake/common/drake_copyable.h"
#include "drake/lcmt_image_array.hpp"
#include "drake/systems/framework/leaf_system.h"
#include "drake/systems/sensors/image.h"
#include "drake/systems/sensors/pixel_types.h"

namespace drake {
namespace systems {
namespace sensors {

/// Packs the images on its abstract input ports (one Image<kPixelType> per
/// port, any pixel type) into an lcmt_image_array, the value of its one
/// abstract output port, ready for an LcmPublisherSystem of
/// lcmt_image_array. Image i of the message comes from input port i:
///
/// - `header`: `seq` 0, `utime` the context's time in microseconds
///   (truncated), `frame_name` the port's name; the array's header has the
///   same `utime`, `seq` 0 and an empty `frame_name`.
/// - `width`, `height`; `row_stride` = width × the pixel's size in bytes;
///   `bigendian` false (the machine's order, little-endian on every platform
///   Mallard builds for).
/// - `pixel_format` and `channel_type` from LcmPixelTraits and
///   LcmImageTraits (lcm_image_traits.h).
/// - `data`: the pixels row after row, as they are in the Image
///   (`compression_method` NOT_COMPRESSED), or zlib's compress2() of those
///   bytes at Z_BEST_SPEED (`compression_method` ZLIB) with `do_compress`;
///   `size` is the number of bytes of `data`.
///
/// A reader should look at each image's `pixel_format` rather than rely on
/// the order of the images.
///
/// @system
/// name: ImageToLcmImageArrayT
/// input_ports:
/// - (user assigned port name)
/// - ...
/// - (user assigned port name)
/// output_ports:
/// - y0
/// @endsystem
///
/// Every input port must be connected (or fixed) when the output is
/// evaluated: evaluating it otherwise throws, naming the port.
///
/// Differences from Drake: asking for color_image_input_port(),
/// depth_image_input_port() or label_image_input_port() of a system built
/// without them throws a std::logic_error (Drake aborts).
class ImageToLcmImageArrayT : public LeafSystem<double> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(ImageToLcmImageArrayT);

  /// A system with no input ports yet (add them with
  /// DeclareImageInputPort()) and the output port.
  /// @param do_compress zlib-compress each image's data.
  explicit ImageToLcmImageArrayT(bool do_compress = false);

  /// A system with three input ports: an ImageRgba8U port named
  /// `color_frame_name`, an ImageDepth32F port named `depth_frame_name` and
  /// an ImageLabel16I port named `label_frame_name` (in that order), then
  /// the output port.
  /// @param do_compress zlib-compress each image's data.
  /// @throws std::exception if two of the names are equal.
  ImageToLcmImageArrayT(const std::string& color_frame_name,
                        const std::string& depth_frame_name,
                        const std::string& label_frame_name,
                        bool do_compress = false);

  /// The ImageRgba8U input port of the three-name constructor.
  /// @throws std::logic_error if the system was built by the other one.
  const InputPort<double>& color_image_input_port() const;

  /// The ImageDepth32F input port of the three-name constructor.
  /// @throws std::logic_error if the system was built by the other one.
  const InputPort<double>& depth_image_input_port() const;

  /// The ImageLabel16I input port of the three-name constructor.
  /// @throws std::logic_error if the system was built by the other one.
  const InputPort<double>& label_image_input_port() const;

  /// The abstract output port, of value lcmt_image_array.
  const OutputPort<double>& image_array_t_msg_output_port() const;

  /// Adds an input port named `name` taking an Image<kPixelType>; its image
  /// becomes the next lcmt_image of the message, with `name` as its
  /// `header.frame_name`.
  /// @throws std::exception if a port is already named `name`.
  template <PixelType kPixelType>
  const InputPort<double>& DeclareImageInputPort(const std::string& name) {
    const InputPort<double>& port =
        this->DeclareAbstractInputPort(name, Value<Image<kPixelType>>());
    input_port_pixel_type_.push_back(kPixelType);
    return port;
  }

 private:
  void CalcImageArray(const Context<double>& context,
                      lcmt_image_array* msg) const;

  const InputPort<double>& GetConstructorPort(int index,
                                              const char* which) const;

  int color_image_input_port_index_{-1};
  int depth_image_input_port_index_{-1};
  int label_image_input_port_index_{-1};
  int image_array_t_msg_output_port_index_{-1};

  // input_port_pixel_type_[i] is the pixel type of input port i
  std::vector<PixelType> input_port_pixel_type_;
  const bool do_compress_;
};

}  // namespace sensors
}  // namespace systems
}  // namespace drake
