// ImageToLcmImageArrayT: the lcmt_image_array it makes of small known
// images, checked field by field and byte by byte after an LCM encode and
// decode (the bytes Drake's tools would receive); zlib-compressed data
// checked by inflating them with zlib; every pixel type's pixel_format and
// channel_type (Drake's lcmt_image constants); the port getters and the
// refusals.

#include "drake/systems/sensors/image_to_lcm_image_array_t.h"

#include <zlib.h>

#include <cstdint>
#include <cstring>
#include <limits>
#include <memory>
#include <string>
#include <tuple>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/lcm/lcm_messages.h"
#include "drake/lcmt_image.hpp"
#include "drake/lcmt_image_array.hpp"
#include "drake/systems/sensors/lcm_image_traits.h"

namespace drake {
namespace systems {
namespace sensors {
namespace image_to_lcm_image_array_t_test {

// A 3 × 2 color image whose channel c of pixel (x, y) is 10·(x + 3y) + c,
// so that every byte differs and its value says where it belongs.
ImageRgba8U MakeColor() {
  ImageRgba8U image(3, 2);
  for (int y = 0; y < 2; ++y) {
    for (int x = 0; x < 3; ++x) {
      for (int c = 0; c < 4; ++c) {
        image.at(x, y)[c] = static_cast<uint8_t>(10 * (x + 3 * y) + c);
      }
    }
  }
  return image;
}

// A 2 × 2 depth image in meters, with the two out-of-range values.
ImageDepth32F MakeDepth() {
  ImageDepth32F image(2, 2);
  *image.at(0, 0) = 0.5f;
  *image.at(1, 0) = 1.25f;
  *image.at(0, 1) = 0.0f;                                    // kTooClose
  *image.at(1, 1) = std::numeric_limits<float>::infinity();  // kTooFar
  return image;
}

// A 2 × 1 label image with a negative (reserved) label.
ImageLabel16I MakeLabel() {
  ImageLabel16I image(2, 1);
  *image.at(0, 0) = 7;
  *image.at(1, 0) = -2;
  return image;
}

// The bytes of an image, row after row, in the machine's order
// (little-endian: the bytes the message must carry with bigendian false).
template <PixelType kPixelType>
std::vector<uint8_t> BytesOf(const Image<kPixelType>& image) {
  const auto* begin = reinterpret_cast<const uint8_t*>(image.at(0, 0));
  return std::vector<uint8_t>(begin, begin + image.width() * image.height() *
                                                 Image<kPixelType>::kPixelSize);
}

// zlib's inflation of `data`, expected to hold exactly `size` bytes.
std::vector<uint8_t> Inflate(const std::vector<uint8_t>& data, int size) {
  std::vector<uint8_t> result(size + 1);
  uLongf result_size = result.size();
  EXPECT_EQ(uncompress(result.data(), &result_size, data.data(), data.size()),
            Z_OK);
  result.resize(result_size);
  return result;
}

// The output message, through an LCM encode and decode.
lcmt_image_array EvalAndTransmit(const ImageToLcmImageArrayT& dut,
                                 const Context<double>& context) {
  const auto& message =
      dut.image_array_t_msg_output_port().Eval<lcmt_image_array>(context);
  const std::vector<uint8_t> bytes = lcm::EncodeLcmMessage(message);
  lcmt_image_array decoded;
  EXPECT_EQ(decoded.decode(bytes.data(), 0, bytes.size()),
            static_cast<int>(bytes.size()));
  return decoded;
}

class ImageToLcmImageArrayTTest : public ::testing::TestWithParam<bool> {};

// Drake's three ports, uncompressed (false) and zlib-compressed (true): each
// field of the message and each pixel byte.
TEST_P(ImageToLcmImageArrayTTest, ColorDepthLabel) {
  const bool do_compress = GetParam();
  const ImageToLcmImageArrayT dut("color_frame", "depth_frame", "label_frame",
                                  do_compress);
  ASSERT_EQ(dut.num_input_ports(), 3);
  ASSERT_EQ(dut.num_output_ports(), 1);
  EXPECT_EQ(dut.color_image_input_port().get_index(), 0);
  EXPECT_EQ(dut.depth_image_input_port().get_index(), 1);
  EXPECT_EQ(dut.label_image_input_port().get_index(), 2);
  EXPECT_EQ(dut.color_image_input_port().get_name(), "color_frame");
  EXPECT_EQ(dut.depth_image_input_port().get_name(), "depth_frame");
  EXPECT_EQ(dut.label_image_input_port().get_name(), "label_frame");
  EXPECT_EQ(dut.image_array_t_msg_output_port().get_name(), "y0");

  auto context = dut.CreateDefaultContext();
  // 1.2345678 s is 1234567.8 µs: utime truncates to 1234567
  context->SetTime(1.2345678);
  const ImageRgba8U color = MakeColor();
  const ImageDepth32F depth = MakeDepth();
  const ImageLabel16I label = MakeLabel();
  dut.color_image_input_port().FixValue(context.get(), color);
  dut.depth_image_input_port().FixValue(context.get(), depth);
  dut.label_image_input_port().FixValue(context.get(), label);

  const lcmt_image_array message = EvalAndTransmit(dut, *context);
  EXPECT_EQ(message.header.seq, 0);
  EXPECT_EQ(message.header.utime, 1234567);
  EXPECT_EQ(message.header.frame_name, "");
  ASSERT_EQ(message.num_images, 3);
  ASSERT_EQ(message.images.size(), 3u);

  struct Expected {
    std::string frame_name;
    int width, height, pixel_size;
    int pixel_format, channel_type;
    std::vector<uint8_t> bytes;
  };
  // lcmt_image's constants, written out: RGBA = 3, DEPTH = 5, LABEL = 6;
  // UINT8 = 1, FLOAT32 = 6, INT16 = 2
  const std::vector<Expected> expected{
      {"color_frame", 3, 2, 4, 3, 1, BytesOf(color)},
      {"depth_frame", 2, 2, 4, 5, 6, BytesOf(depth)},
      {"label_frame", 2, 1, 2, 6, 2, BytesOf(label)}};
  // (independently of the Image layout: pixel (1, 1) of the color image
  // starts at byte 4·(1 + 3·1) = 16 and holds 40, 41, 42, 43; the label -2
  // is 0xFFFE, little-endian FE FF)
  EXPECT_EQ(expected[0].bytes[16], 40);
  EXPECT_EQ(expected[0].bytes[19], 43);
  EXPECT_EQ(expected[2].bytes[2], 0xFE);
  EXPECT_EQ(expected[2].bytes[3], 0xFF);
  for (int i = 0; i < 3; ++i) {
    SCOPED_TRACE(expected[i].frame_name);
    const lcmt_image& image = message.images[i];
    EXPECT_EQ(image.header.seq, 0);
    EXPECT_EQ(image.header.utime, 1234567);
    EXPECT_EQ(image.header.frame_name, expected[i].frame_name);
    EXPECT_EQ(image.width, expected[i].width);
    EXPECT_EQ(image.height, expected[i].height);
    EXPECT_EQ(image.row_stride, expected[i].width * expected[i].pixel_size);
    EXPECT_EQ(image.bigendian, false);
    EXPECT_EQ(image.pixel_format, expected[i].pixel_format);
    EXPECT_EQ(image.channel_type, expected[i].channel_type);
    EXPECT_EQ(image.size, static_cast<int>(image.data.size()));
    if (do_compress) {
      EXPECT_EQ(image.compression_method, 1);  // ZLIB
      EXPECT_EQ(Inflate(image.data, expected[i].bytes.size()),
                expected[i].bytes);
    } else {
      EXPECT_EQ(image.compression_method, 0);  // NOT_COMPRESSED
      EXPECT_EQ(image.data, expected[i].bytes);
    }
  }

  // a new input and time: the message follows (the cache is invalidated)
  ImageLabel16I label2(1, 1);
  *label2.at(0, 0) = 300;
  dut.label_image_input_port().FixValue(context.get(), label2);
  context->SetTime(2.0);
  const lcmt_image_array message2 = EvalAndTransmit(dut, *context);
  EXPECT_EQ(message2.header.utime, 2000000);
  EXPECT_EQ(message2.images[2].width, 1);
  const std::vector<uint8_t> label2_bytes{300 % 256, 300 / 256};
  EXPECT_EQ(do_compress ? Inflate(message2.images[2].data, 2)
                        : message2.images[2].data,
            label2_bytes);
}

INSTANTIATE_TEST_SUITE_P(Compression, ImageToLcmImageArrayTTest,
                         ::testing::Bool());

// A large, compressible image (all zeros) does get smaller with zlib.
TEST(ImageToLcmImageArrayT, CompressionShrinks) {
  ImageToLcmImageArrayT dut(true);
  dut.DeclareImageInputPort<PixelType::kDepth16U>("depth");
  auto context = dut.CreateDefaultContext();
  const ImageDepth16U zeros(64, 48);
  dut.get_input_port(0).FixValue(context.get(), zeros);
  const lcmt_image& image = dut.image_array_t_msg_output_port()
                                .Eval<lcmt_image_array>(*context)
                                .images.at(0);
  EXPECT_LT(image.size, 64 * 48 * 2 / 10);
  EXPECT_EQ(Inflate(image.data, 64 * 48 * 2), BytesOf(zeros));
}

// Every pixel type, declared in order on an empty system: pixel_format and
// channel_type are Drake's lcmt_image constants for it.
TEST(ImageToLcmImageArrayT, EveryPixelType) {
  ImageToLcmImageArrayT dut;
  EXPECT_EQ(dut.num_input_ports(), 0);
  EXPECT_EQ(dut.num_output_ports(), 1);
  const auto& p0 = dut.DeclareImageInputPort<PixelType::kRgb8U>("rgb");
  dut.DeclareImageInputPort<PixelType::kBgr8U>("bgr");
  dut.DeclareImageInputPort<PixelType::kRgba8U>("rgba");
  dut.DeclareImageInputPort<PixelType::kBgra8U>("bgra");
  dut.DeclareImageInputPort<PixelType::kGrey8U>("grey");
  dut.DeclareImageInputPort<PixelType::kDepth16U>("depth16");
  dut.DeclareImageInputPort<PixelType::kDepth32F>("depth32");
  const auto& p7 = dut.DeclareImageInputPort<PixelType::kLabel16I>("label");
  EXPECT_EQ(p0.get_index(), 0);
  EXPECT_EQ(p7.get_index(), 7);
  auto context = dut.CreateDefaultContext();
  dut.get_input_port(0).FixValue(context.get(), ImageRgb8U(1, 1, 1));
  dut.get_input_port(1).FixValue(context.get(), ImageBgr8U(1, 1, 2));
  dut.get_input_port(2).FixValue(context.get(), ImageRgba8U(1, 1, 3));
  dut.get_input_port(3).FixValue(context.get(), ImageBgra8U(1, 1, 4));
  dut.get_input_port(4).FixValue(context.get(), ImageGrey8U(1, 1, 5));
  dut.get_input_port(5).FixValue(context.get(), ImageDepth16U(1, 1, 6));
  dut.get_input_port(6).FixValue(context.get(), ImageDepth32F(1, 1, 7));
  dut.get_input_port(7).FixValue(context.get(), ImageLabel16I(1, 1, 8));
  const lcmt_image_array message = EvalAndTransmit(dut, *context);
  ASSERT_EQ(message.num_images, 8);
  // {name, pixel_format, channel_type, bytes per pixel}, Drake's constants:
  // GRAY 0, RGB 1, BGR 2, RGBA 3, BGRA 4, DEPTH 5, LABEL 6; INT16 2,
  // UINT8 1, UINT16 3, FLOAT32 6
  const std::vector<std::tuple<std::string, int, int, int>> expected{
      {"rgb", 1, 1, 3},     {"bgr", 2, 1, 3},  {"rgba", 3, 1, 4},
      {"bgra", 4, 1, 4},    {"grey", 0, 1, 1}, {"depth16", 5, 3, 2},
      {"depth32", 5, 6, 4}, {"label", 6, 2, 2}};
  for (int i = 0; i < 8; ++i) {
    const auto& [name, format, channel, pixel_size] = expected[i];
    SCOPED_TRACE(name);
    const lcmt_image& image = message.images[i];
    EXPECT_EQ(image.header.frame_name, name);
    EXPECT_EQ(image.pixel_format, format);
    EXPECT_EQ(image.channel_type, channel);
    EXPECT_EQ(image.row_stride, pixel_size);
    EXPECT_EQ(image.size, pixel_size);
  }
  // the 8-bit images' bytes are their initial values; 7.0f is 0x40E00000
  EXPECT_EQ(message.images[1].data, std::vector<uint8_t>({2, 2, 2}));
  EXPECT_EQ(message.images[6].data,
            std::vector<uint8_t>({0x00, 0x00, 0xE0, 0x40}));

  // the traits themselves
  static_assert(LcmPixelTraits<PixelFormat::kGrey>::kPixelFormat ==
                lcmt_image::PIXEL_FORMAT_GRAY);
  static_assert(LcmImageTraits<PixelType::kDepth16U>::kChannelType ==
                lcmt_image::CHANNEL_TYPE_UINT16);
}

// An empty image is packed as 0 × 0 with no data (zlib: a stream of
// nothing).
TEST(ImageToLcmImageArrayT, EmptyImage) {
  for (const bool do_compress : {false, true}) {
    ImageToLcmImageArrayT dut(do_compress);
    dut.DeclareImageInputPort<PixelType::kRgba8U>("color");
    auto context = dut.CreateDefaultContext();
    dut.get_input_port(0).FixValue(context.get(), ImageRgba8U());
    const lcmt_image_array message = EvalAndTransmit(dut, *context);
    const lcmt_image& image = message.images.at(0);
    EXPECT_EQ(image.width, 0);
    EXPECT_EQ(image.row_stride, 0);
    if (do_compress) {
      EXPECT_EQ(Inflate(image.data, 0), std::vector<uint8_t>());
    } else {
      EXPECT_EQ(image.size, 0);
    }
  }
}

// Misuse: the constructor-port getters of a system without them, a port
// name used twice, an image of another pixel type, a port left unconnected.
TEST(ImageToLcmImageArrayT, Refusals) {
  ImageToLcmImageArrayT dut;
  dut.set_name("packer");
  DRAKE_EXPECT_THROWS_MESSAGE(
      dut.color_image_input_port(),
      "ImageToLcmImageArrayT::color_image_input_port\\(\\): system 'packer' "
      "was not built with the color/depth/label constructor.*");
  DRAKE_EXPECT_THROWS_MESSAGE(dut.depth_image_input_port(),
                              ".*depth_image_input_port.*");
  DRAKE_EXPECT_THROWS_MESSAGE(dut.label_image_input_port(),
                              ".*label_image_input_port.*");

  dut.DeclareImageInputPort<PixelType::kDepth32F>("depth");
  EXPECT_THROW(dut.DeclareImageInputPort<PixelType::kDepth16U>("depth"),
               std::exception);
  EXPECT_EQ(dut.num_input_ports(), 1);

  auto context = dut.CreateDefaultContext();
  // a 16-bit depth image on the float depth port
  DRAKE_EXPECT_THROWS_MESSAGE(
      dut.get_input_port(0).FixValue(context.get(), ImageDepth16U(1, 1)),
      ".*expected value of type .*Image.* for input port 'depth' \\(index "
      "0\\).*");
  // the port left without a value
  DRAKE_EXPECT_THROWS_MESSAGE(
      dut.image_array_t_msg_output_port().Eval<lcmt_image_array>(*context),
      "InputPort::Eval\\(\\): required InputPort\\[0\\] \\(depth\\) of "
      "System .*packer.* is not connected.*");

  EXPECT_THROW(ImageToLcmImageArrayT("a", "a", "b"), std::exception);
}

}  // namespace image_to_lcm_image_array_t_test
}  // namespace sensors
}  // namespace systems
}  // namespace drake
