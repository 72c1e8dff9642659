#include "drake/systems/sensors/lcm_image_array_to_images.h"

#include <zlib.h>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>
#include <exception>
#include <limits>
#include <stdexcept>
#include <vector>

#include <fmt/format.h>

#include "drake/lcmt_image_array.hpp"
#include "drake/systems/sensors/image_io.h"
#include "drake/systems/sensors/lcm_image_traits.h"

namespace drake {
namespace systems {
namespace sensors {
namespace {

// The most bytes an image may claim to hold (Image sizes are ints).
constexpr int64_t kMaxImageBytes = std::numeric_limits<int32_t>::max();

// zlib's deflate never shrinks data more than about 1032:1; an image whose
// stream would have to expand beyond this is malformed (checked before the
// output buffer is allocated).
constexpr int64_t kMaxZlibRatio = 1100;
constexpr int64_t kZlibSlackBytes = 64 * 1024;

// Where an image is, for error messages: the input port, the image's index
// in the array and its frame name.
struct Where {
  const std::string& port_name;
  int index;
  const lcmt_image& msg;
};

[[noreturn]] void ThrowMalformed(const Where& where, const std::string& what) {
  throw std::runtime_error(fmt::format(
      "LcmImageArrayToImages: the lcmt_image_array on input port '{}': "
      "images[{}] (header.frame_name '{}'): {}",
      where.port_name, where.index, where.msg.header.frame_name, what));
}

std::string CompressionName(int method) {
  switch (method) {
    case lcmt_image::COMPRESSION_METHOD_NOT_COMPRESSED:
      return "NOT_COMPRESSED";
    case lcmt_image::COMPRESSION_METHOD_ZLIB:
      return "ZLIB";
    case lcmt_image::COMPRESSION_METHOD_JPEG:
      return "JPEG";
    case lcmt_image::COMPRESSION_METHOD_PNG:
      return "PNG";
  }
  return fmt::format("{}", method);
}

bool IsColorFormat(int pixel_format) {
  return pixel_format == lcmt_image::PIXEL_FORMAT_RGB ||
         pixel_format == lcmt_image::PIXEL_FORMAT_BGR ||
         pixel_format == lcmt_image::PIXEL_FORMAT_RGBA ||
         pixel_format == lcmt_image::PIXEL_FORMAT_BGRA;
}

// The index of the first image of `array` whose pixel format passes
// `is_wanted`, or -1. Throws if num_images disagrees with the images.
template <typename Predicate>
int FindImage(const lcmt_image_array& array, const std::string& port_name,
              Predicate is_wanted) {
  if (array.num_images < 0 ||
      static_cast<size_t>(array.num_images) != array.images.size()) {
    throw std::runtime_error(fmt::format(
        "LcmImageArrayToImages: the lcmt_image_array on input port '{}': "
        "num_images = {} but images has {} elements",
        port_name, array.num_images, array.images.size()));
  }
  for (int i = 0; i < array.num_images; ++i) {
    if (is_wanted(array.images[i].pixel_format)) return i;
  }
  return -1;
}

// Copies `height` rows of `row_bytes` bytes, `row_stride` apart in `source`,
// into the image, then puts multi-byte channels in the machine's order.
template <PixelType kPixelType>
void CopyRows(const uint8_t* source, int row_stride, bool source_bigendian,
              Image<kPixelType>* image) {
  using ImageType = Image<kPixelType>;
  using T = typename ImageType::T;
  if (image->size() == 0) return;
  const int row_bytes = image->width() * ImageType::kPixelSize;
  auto* destination = reinterpret_cast<uint8_t*>(image->at(0, 0));
  for (int y = 0; y < image->height(); ++y) {
    std::memcpy(destination + static_cast<int64_t>(y) * row_bytes,
                source + static_cast<int64_t>(y) * row_stride, row_bytes);
  }
  if constexpr (sizeof(T) > 1) {
    const bool native_bigendian = std::endian::native == std::endian::big;
    if (source_bigendian != native_bigendian) {
      T* channel = image->at(0, 0);
      for (int i = 0; i < image->size(); ++i, ++channel) {
        auto* bytes = reinterpret_cast<uint8_t*>(channel);
        std::reverse(bytes, bytes + sizeof(T));
      }
    }
  }
}

// Decodes the image `where.msg` into `image`; its pixel_format and
// channel_type must be those of kPixelType.
template <PixelType kPixelType>
void Decode(const Where& where, Image<kPixelType>* image) {
  using ImageType = Image<kPixelType>;
  const lcmt_image& msg = where.msg;
  constexpr int kExpectedFormat =
      LcmPixelTraits<ImageType::kPixelFormat>::kPixelFormat;
  constexpr int kExpectedChannel = LcmImageTraits<kPixelType>::kChannelType;
  if (msg.pixel_format != kExpectedFormat) {
    ThrowMalformed(where, fmt::format("pixel_format = {}, expected {}",
                                      msg.pixel_format, kExpectedFormat));
  }
  if (msg.channel_type != kExpectedChannel) {
    ThrowMalformed(
        where,
        fmt::format("channel_type = {} does not go with "
                    "pixel_format = {} (expected channel_type {})",
                    msg.channel_type, msg.pixel_format, kExpectedChannel));
  }
  const bool both_zero = msg.width == 0 && msg.height == 0;
  const bool both_positive = msg.width > 0 && msg.height > 0;
  if (!both_zero && !both_positive) {
    ThrowMalformed(where, fmt::format("width = {} and height = {} must be both "
                                      "zero or both positive",
                                      msg.width, msg.height));
  }
  const int64_t row_bytes =
      static_cast<int64_t>(msg.width) * ImageType::kPixelSize;
  if (row_bytes * msg.height > kMaxImageBytes) {
    ThrowMalformed(where, fmt::format("width = {} × height = {} is too large",
                                      msg.width, msg.height));
  }
  if (msg.size < 0 || static_cast<size_t>(msg.size) != msg.data.size()) {
    ThrowMalformed(where, fmt::format("size = {} but data has {} bytes",
                                      msg.size, msg.data.size()));
  }

  switch (msg.compression_method) {
    case lcmt_image::COMPRESSION_METHOD_NOT_COMPRESSED:
    case lcmt_image::COMPRESSION_METHOD_ZLIB: {
      // rows of row_stride bytes; the last one's padding may be left out
      if (msg.row_stride < row_bytes ||
          static_cast<int64_t>(msg.row_stride) * msg.height > kMaxImageBytes) {
        ThrowMalformed(
            where,
            fmt::format("row_stride = {} is less than width × pixel size = {} "
                        "(or too large)",
                        msg.row_stride, row_bytes));
      }
      const int64_t most_bytes =
          static_cast<int64_t>(msg.row_stride) * msg.height;
      const int64_t least_bytes =
          msg.height == 0 ? 0 : most_bytes - msg.row_stride + row_bytes;
      image->resize(msg.width, msg.height);
      if (msg.compression_method ==
          lcmt_image::COMPRESSION_METHOD_NOT_COMPRESSED) {
        if (msg.size < least_bytes || msg.size > most_bytes) {
          ThrowMalformed(
              where,
              fmt::format("size = {} does not fit height = {} rows of "
                          "row_stride = {} bytes ({} bytes of pixels "
                          "each)",
                          msg.size, msg.height, msg.row_stride, row_bytes));
        }
        CopyRows(msg.data.data(), msg.row_stride, msg.bigendian, image);
        return;
      }
      if (most_bytes > kMaxZlibRatio * msg.size + kZlibSlackBytes) {
        ThrowMalformed(where,
                       fmt::format("a zlib stream of size = {} bytes cannot "
                                   "hold {} bytes of pixels",
                                   msg.size, most_bytes));
      }
      std::vector<uint8_t> inflated(std::max<int64_t>(most_bytes, 1));
      uLongf inflated_size = static_cast<uLongf>(most_bytes);
      const int status =
          uncompress(inflated.data(), &inflated_size, msg.data.data(),
                     static_cast<uLong>(msg.size));
      if (status != Z_OK) {
        ThrowMalformed(
            where,
            fmt::format("zlib uncompress() of data failed with status {} ({}); "
                        "expected at most {} bytes of pixels",
                        status, zError(status), most_bytes));
      }
      if (static_cast<int64_t>(inflated_size) < least_bytes) {
        ThrowMalformed(where,
                       fmt::format("the zlib data inflate to {} bytes, fewer "
                                   "than height = {} rows of row_stride = {} "
                                   "need",
                                   inflated_size, msg.height, msg.row_stride));
      }
      CopyRows(inflated.data(), msg.row_stride, msg.bigendian, image);
      return;
    }
    case lcmt_image::COMPRESSION_METHOD_JPEG:
    case lcmt_image::COMPRESSION_METHOD_PNG: {
      const ImageFileFormat format =
          msg.compression_method == lcmt_image::COMPRESSION_METHOD_JPEG
              ? ImageFileFormat::kJpeg
              : ImageFileFormat::kPng;
      try {
        ImageIo().Load(ImageIo::ByteSpan{msg.data.data(), msg.data.size()},
                       format, image);
      } catch (const std::exception& e) {
        ThrowMalformed(
            where,
            fmt::format("compression_method = {}: the data "
                        "do not decode as this image: {}",
                        CompressionName(msg.compression_method), e.what()));
      }
      if (image->width() != msg.width || image->height() != msg.height) {
        ThrowMalformed(
            where,
            fmt::format("the {} data hold a {} × {} image, but "
                        "width = {} and height = {}",
                        CompressionName(msg.compression_method), image->width(),
                        image->height(), msg.width, msg.height));
      }
      return;
    }
  }
  ThrowMalformed(where,
                 fmt::format("compression_method = {} is not supported (one of "
                             "NOT_COMPRESSED = 0, ZLIB = 1, JPEG = 2, PNG = 3)",
                             msg.compression_method));
}

// The RGBA image of an image with kNumChannels 8-bit channels, red, green
// and blue at channels red, green and blue, alpha at channel 3 if there is
// one (else 255).
template <PixelType kPixelType>
void ToRgba(const Image<kPixelType>& source, int red, int green, int blue,
            ImageRgba8U* rgba) {
  constexpr int kNumChannels = Image<kPixelType>::kNumChannels;
  rgba->resize(source.width(), source.height());
  for (int y = 0; y < source.height(); ++y) {
    for (int x = 0; x < source.width(); ++x) {
      const uint8_t* in = source.at(x, y);
      uint8_t* out = rgba->at(x, y);
      out[0] = in[red];
      out[1] = in[green];
      out[2] = in[blue];
      out[3] = kNumChannels == 4 ? in[3] : uint8_t{255};
    }
  }
}

}  // namespace

LcmImageArrayToImages::LcmImageArrayToImages()
    : image_array_t_input_port_index_(
          DeclareAbstractInputPort("image_array_t", Value<lcmt_image_array>())
              .get_index()),
      color_image_output_port_index_(
          DeclareAbstractOutputPort("color_image",
                                    &LcmImageArrayToImages::CalcColorImage)
              .get_index()),
      depth_image_output_port_index_(
          DeclareAbstractOutputPort("depth_image",
                                    &LcmImageArrayToImages::CalcDepthImage)
              .get_index()),
      label_image_output_port_index_(
          DeclareAbstractOutputPort("label_image",
                                    &LcmImageArrayToImages::CalcLabelImage)
              .get_index()) {}

void LcmImageArrayToImages::CalcColorImage(const Context<double>& context,
                                           ImageRgba8U* color_image) const {
  const InputPort<double>& port = image_array_t_input_port();
  const auto& array = port.Eval<lcmt_image_array>(context);
  const int index = FindImage(array, port.get_name(), IsColorFormat);
  if (index < 0) {
    *color_image = ImageRgba8U();
    return;
  }
  const Where where{port.get_name(), index, array.images[index]};
  switch (where.msg.pixel_format) {
    case lcmt_image::PIXEL_FORMAT_RGBA: {
      Decode(where, color_image);
      return;
    }
    case lcmt_image::PIXEL_FORMAT_RGB: {
      ImageRgb8U rgb;
      Decode(where, &rgb);
      ToRgba(rgb, 0, 1, 2, color_image);
      return;
    }
    case lcmt_image::PIXEL_FORMAT_BGR: {
      ImageBgr8U bgr;
      Decode(where, &bgr);
      ToRgba(bgr, 2, 1, 0, color_image);
      return;
    }
    case lcmt_image::PIXEL_FORMAT_BGRA: {
      ImageBgra8U bgra;
      Decode(where, &bgra);
      ToRgba(bgra, 2, 1, 0, color_image);
      return;
    }
  }
}

void LcmImageArrayToImages::CalcDepthImage(const Context<double>& context,
                                           ImageDepth32F* depth_image) const {
  const InputPort<double>& port = image_array_t_input_port();
  const auto& array = port.Eval<lcmt_image_array>(context);
  const int index = FindImage(array, port.get_name(), [](int format) {
    return format == lcmt_image::PIXEL_FORMAT_DEPTH;
  });
  if (index < 0) {
    *depth_image = ImageDepth32F();
    return;
  }
  const Where where{port.get_name(), index, array.images[index]};
  switch (where.msg.channel_type) {
    case lcmt_image::CHANNEL_TYPE_FLOAT32: {
      Decode(where, depth_image);
      return;
    }
    case lcmt_image::CHANNEL_TYPE_UINT16: {
      ImageDepth16U millimeters;
      Decode(where, &millimeters);
      ConvertDepth16UTo32F(millimeters, depth_image);
      return;
    }
  }
  ThrowMalformed(
      where,
      fmt::format("channel_type = {} is not a depth channel type "
                  "(UINT16 = {} or FLOAT32 = {})",
                  where.msg.channel_type, lcmt_image::CHANNEL_TYPE_UINT16,
                  lcmt_image::CHANNEL_TYPE_FLOAT32));
}

void LcmImageArrayToImages::CalcLabelImage(const Context<double>& context,
                                           ImageLabel16I* label_image) const {
  const InputPort<double>& port = image_array_t_input_port();
  const auto& array = port.Eval<lcmt_image_array>(context);
  const int index = FindImage(array, port.get_name(), [](int format) {
    return format == lcmt_image::PIXEL_FORMAT_LABEL;
  });
  if (index < 0) {
    *label_image = ImageLabel16I();
    return;
  }
  Decode(Where{port.get_name(), index, array.images[index]}, label_image);
}

}  // namespace sensors
}  // namespace systems
}  // namespace drake
