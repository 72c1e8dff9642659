#include "drake/systems/sensors/image_to_lcm_image_array_t.h"

#include <zlib.h>

#include <cstdint>
#include <cstring>
#include <stdexcept>

#include <fmt/format.h>

#include "drake/lcmt_image.hpp"
#include "drake/systems/sensors/lcm_image_traits.h"

namespace drake {
namespace systems {
namespace sensors {
namespace {

// Microseconds per second: lcmt_header::utime is in microseconds.
constexpr double kMicrosecondsPerSecond = 1e6;

// The image's pixel bytes, row after row (Image stores them contiguously,
// without padding); nullptr for an empty image.
template <PixelType kPixelType>
const uint8_t* PixelBytes(const Image<kPixelType>& image) {
  if (image.size() == 0) return nullptr;
  return reinterpret_cast<const uint8_t*>(image.at(0, 0));
}

// Sets msg's data, size and compression_method to the raw pixel bytes,
// reusing data's storage.
void PackRaw(const uint8_t* bytes, int num_bytes, lcmt_image* msg) {
  msg->compression_method = lcmt_image::COMPRESSION_METHOD_NOT_COMPRESSED;
  msg->data.resize(num_bytes);
  if (num_bytes > 0) std::memcpy(msg->data.data(), bytes, num_bytes);
  msg->size = num_bytes;
}

// Sets msg's data, size and compression_method to the zlib stream of the
// pixel bytes (compress2 at Z_BEST_SPEED, Drake's level).
void PackZlib(const uint8_t* bytes, int num_bytes, lcmt_image* msg) {
  msg->compression_method = lcmt_image::COMPRESSION_METHOD_ZLIB;
  // compressBound() is the largest stream compress2() can make of num_bytes
  uLongf stream_size = compressBound(static_cast<uLong>(num_bytes));
  msg->data.resize(stream_size);
  // zlib reads nothing from the source when its length is zero, but wants a
  // valid pointer
  static const uint8_t kNothing = 0;
  const int status = compress2(msg->data.data(), &stream_size,
                               bytes != nullptr ? bytes : &kNothing,
                               static_cast<uLong>(num_bytes), Z_BEST_SPEED);
  if (status != Z_OK) {
    // only Z_MEM_ERROR is possible with a compressBound()-sized buffer
    throw std::runtime_error(fmt::format(
        "ImageToLcmImageArrayT: zlib compress2() failed (status {}) on an "
        "image of {} bytes",
        status, num_bytes));
  }
  msg->data.resize(stream_size);
  msg->size = static_cast<int32_t>(stream_size);
}

// Fills everything in msg but its header from image.
template <PixelType kPixelType>
void PackImage(const Image<kPixelType>& image, bool do_compress,
               lcmt_image* msg) {
  using ImageType = Image<kPixelType>;
  msg->width = image.width();
  msg->height = image.height();
  msg->row_stride = image.width() * ImageType::kPixelSize;
  msg->bigendian = false;
  msg->pixel_format = LcmPixelTraits<ImageType::kPixelFormat>::kPixelFormat;
  msg->channel_type = LcmImageTraits<kPixelType>::kChannelType;
  const int num_bytes = image.width() * image.height() * ImageType::kPixelSize;
  if (do_compress) {
    PackZlib(PixelBytes(image), num_bytes, msg);
  } else {
    PackRaw(PixelBytes(image), num_bytes, msg);
  }
}

// PackImage() of the Image<pixel_type> held by `value` (get_value() throws
// if it holds something else).
void PackAnyImage(const AbstractValue& value, PixelType pixel_type,
                  bool do_compress, lcmt_image* msg) {
  switch (pixel_type) {
    case PixelType::kRgb8U:
      return PackImage(value.get_value<ImageRgb8U>(), do_compress, msg);
    case PixelType::kBgr8U:
      return PackImage(value.get_value<ImageBgr8U>(), do_compress, msg);
    case PixelType::kRgba8U:
      return PackImage(value.get_value<ImageRgba8U>(), do_compress, msg);
    case PixelType::kBgra8U:
      return PackImage(value.get_value<ImageBgra8U>(), do_compress, msg);
    case PixelType::kGrey8U:
      return PackImage(value.get_value<ImageGrey8U>(), do_compress, msg);
    case PixelType::kDepth16U:
      return PackImage(value.get_value<ImageDepth16U>(), do_compress, msg);
    case PixelType::kDepth32F:
      return PackImage(value.get_value<ImageDepth32F>(), do_compress, msg);
    case PixelType::kLabel16I:
      return PackImage(value.get_value<ImageLabel16I>(), do_compress, msg);
  }
  throw std::logic_error(
      fmt::format("ImageToLcmImageArrayT: unknown pixel type {}",
                  static_cast<int>(pixel_type)));
}

}  // namespace

ImageToLcmImageArrayT::ImageToLcmImageArrayT(bool do_compress)
    : do_compress_(do_compress) {
  image_array_t_msg_output_port_index_ =
      DeclareAbstractOutputPort(kUseDefaultName,
                                &ImageToLcmImageArrayT::CalcImageArray)
          .get_index();
}

ImageToLcmImageArrayT::ImageToLcmImageArrayT(
    const std::string& color_frame_name, const std::string& depth_frame_name,
    const std::string& label_frame_name, bool do_compress)
    : do_compress_(do_compress) {
  color_image_input_port_index_ =
      DeclareImageInputPort<PixelType::kRgba8U>(color_frame_name).get_index();
  depth_image_input_port_index_ =
      DeclareImageInputPort<PixelType::kDepth32F>(depth_frame_name).get_index();
  label_image_input_port_index_ =
      DeclareImageInputPort<PixelType::kLabel16I>(label_frame_name).get_index();
  image_array_t_msg_output_port_index_ =
      DeclareAbstractOutputPort(kUseDefaultName,
                                &ImageToLcmImageArrayT::CalcImageArray)
          .get_index();
}

const InputPort<double>& ImageToLcmImageArrayT::GetConstructorPort(
    int index, const char* which) const {
  if (index < 0) {
    throw std::logic_error(fmt::format(
        "ImageToLcmImageArrayT::{}_image_input_port(): system '{}' was not "
        "built with the color/depth/label constructor, so it has no {} image "
        "port",
        which, get_name(), which));
  }
  return get_input_port(index);
}

const InputPort<double>& ImageToLcmImageArrayT::color_image_input_port() const {
  return GetConstructorPort(color_image_input_port_index_, "color");
}

const InputPort<double>& ImageToLcmImageArrayT::depth_image_input_port() const {
  return GetConstructorPort(depth_image_input_port_index_, "depth");
}

const InputPort<double>& ImageToLcmImageArrayT::label_image_input_port() const {
  return GetConstructorPort(label_image_input_port_index_, "label");
}

const OutputPort<double>& ImageToLcmImageArrayT::image_array_t_msg_output_port()
    const {
  return get_output_port(image_array_t_msg_output_port_index_);
}

void ImageToLcmImageArrayT::CalcImageArray(const Context<double>& context,
                                           lcmt_image_array* msg) const {
  // the headers are reset; the images' data vectors keep their storage from
  // one evaluation to the next (images are large, headers small)
  const int64_t utime =
      static_cast<int64_t>(context.get_time() * kMicrosecondsPerSecond);
  msg->header = {};
  msg->header.utime = utime;
  const int num_images = num_input_ports();
  msg->num_images = num_images;
  msg->images.resize(num_images);
  for (int i = 0; i < num_images; ++i) {
    const InputPort<double>& port = get_input_port(i);
    lcmt_image& image_msg = msg->images[i];
    image_msg.header = {};
    image_msg.header.utime = utime;
    image_msg.header.frame_name = port.get_name();
    PackAnyImage(port.Eval<AbstractValue>(context), input_port_pixel_type_[i],
                 do_compress_, &image_msg);
  }
}

}  // namespace sensors
}  // namespace systems
}  // namespace drake
