// LcmImageArrayToImages: images packed by ImageToLcmImageArrayT (raw and
// zlib), sent through an LCM encode and decode, come back equal; 16-bit
// depths become meters; RGB/BGR(A) become RGBA; PNG and JPEG data decode as
// ImageIo decodes them; row padding and big-endian data are honoured; an
// image of a missing kind is empty; and every malformed field throws a
// message naming the port, the image and the field.

#include "drake/systems/sensors/lcm_image_array_to_images.h"

#include <zlib.h>

#include <cstdint>
#include <limits>
#include <memory>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/lcm/lcm_messages.h"
#include "drake/lcmt_image_array.hpp"
#include "drake/systems/sensors/image_io.h"
#include "drake/systems/sensors/image_to_lcm_image_array_t.h"

namespace drake {
namespace systems {
namespace sensors {
namespace lcm_image_array_to_images_test {

// Images whose every channel differs (the value says where it belongs).
ImageRgba8U MakeColor() {
  ImageRgba8U image(4, 3);
  for (int y = 0; y < 3; ++y) {
    for (int x = 0; x < 4; ++x) {
      for (int c = 0; c < 4; ++c) {
        image.at(x, y)[c] = static_cast<uint8_t>(16 * (x + 4 * y) + c);
      }
    }
  }
  return image;
}

ImageDepth32F MakeDepth() {
  ImageDepth32F image(3, 2);
  const float values[6] = {
      0.5f, 1.25f, 0.0f, std::numeric_limits<float>::infinity(), 3.0f, 1e-3f};
  for (int i = 0; i < 6; ++i) *image.at(i % 3, i / 3) = values[i];
  return image;
}

ImageLabel16I MakeLabel() {
  ImageLabel16I image(2, 2);
  *image.at(0, 0) = 1;
  *image.at(1, 0) = -2;
  *image.at(0, 1) = 32767;
  *image.at(1, 1) = 0;
  return image;
}

// The message of `packer` (inputs fixed by `fix`), through LCM's bytes.
template <typename Fix>
lcmt_image_array Pack(const ImageToLcmImageArrayT& packer, Fix fix) {
  auto context = packer.CreateDefaultContext();
  fix(context.get());
  const std::vector<uint8_t> bytes = lcm::EncodeLcmMessage(
      packer.image_array_t_msg_output_port().Eval<lcmt_image_array>(*context));
  return lcm::DecodeLcmMessage<lcmt_image_array>(bytes);
}

// The three outputs of the system for `message`.
struct Outputs {
  ImageRgba8U color;
  ImageDepth32F depth;
  ImageLabel16I label;
};

Outputs Unpack(const lcmt_image_array& message) {
  const LcmImageArrayToImages dut;
  auto context = dut.CreateDefaultContext();
  dut.image_array_t_input_port().FixValue(context.get(), message);
  return Outputs{dut.color_image_output_port().Eval<ImageRgba8U>(*context),
                 dut.depth_image_output_port().Eval<ImageDepth32F>(*context),
                 dut.label_image_output_port().Eval<ImageLabel16I>(*context)};
}

// The message of one hand-made image.
lcmt_image_array OneImage(const lcmt_image& image) {
  lcmt_image_array message{};
  message.num_images = 1;
  message.images.push_back(image);
  return message;
}

lcmt_image MakeImage(int width, int height, int pixel_size, int pixel_format,
                     int channel_type, std::vector<uint8_t> data) {
  lcmt_image image{};
  image.header.frame_name = "hand_made";
  image.width = width;
  image.height = height;
  image.row_stride = width * pixel_size;
  image.pixel_format = pixel_format;
  image.channel_type = channel_type;
  image.compression_method = lcmt_image::COMPRESSION_METHOD_NOT_COMPRESSED;
  image.size = data.size();
  image.data = std::move(data);
  return image;
}

TEST(LcmImageArrayToImages, Ports) {
  const LcmImageArrayToImages dut;
  ASSERT_EQ(dut.num_input_ports(), 1);
  ASSERT_EQ(dut.num_output_ports(), 3);
  EXPECT_EQ(dut.image_array_t_input_port().get_name(), "image_array_t");
  EXPECT_EQ(dut.color_image_output_port().get_name(), "color_image");
  EXPECT_EQ(dut.depth_image_output_port().get_name(), "depth_image");
  EXPECT_EQ(dut.label_image_output_port().get_name(), "label_image");
  EXPECT_EQ(dut.color_image_output_port().get_index(), 0);
  EXPECT_EQ(dut.label_image_output_port().get_index(), 2);
}

// Encode → LCM bytes → decode gives back the very images, raw and zlib.
TEST(LcmImageArrayToImages, RoundTrip) {
  for (const bool do_compress : {false, true}) {
    SCOPED_TRACE(do_compress);
    const ImageToLcmImageArrayT packer("color", "depth", "label", do_compress);
    const lcmt_image_array message = Pack(packer, [&](Context<double>* c) {
      packer.color_image_input_port().FixValue(c, MakeColor());
      packer.depth_image_input_port().FixValue(c, MakeDepth());
      packer.label_image_input_port().FixValue(c, MakeLabel());
    });
    const Outputs out = Unpack(message);
    EXPECT_EQ(out.color, MakeColor());
    EXPECT_EQ(out.depth, MakeDepth());
    EXPECT_EQ(out.label, MakeLabel());
  }
}

// 16-bit depths (mm) become meters as ConvertDepth16UTo32F makes them:
// 500 mm = 0.5 m, 65535 (too far) = +∞, 0 (too close) = 0.
TEST(LcmImageArrayToImages, Depth16U) {
  ImageDepth16U millimeters(2, 2);
  *millimeters.at(0, 0) = 500;
  *millimeters.at(1, 0) = 65535;
  *millimeters.at(0, 1) = 0;
  *millimeters.at(1, 1) = 1250;
  ImageToLcmImageArrayT packer(true);
  packer.DeclareImageInputPort<PixelType::kDepth16U>("depth");
  const Outputs out = Unpack(Pack(packer, [&](Context<double>* c) {
    packer.get_input_port(0).FixValue(c, millimeters);
  }));
  ASSERT_EQ(out.depth.width(), 2);
  EXPECT_EQ(*out.depth.at(0, 0), 0.5f);
  EXPECT_EQ(*out.depth.at(1, 0), std::numeric_limits<float>::infinity());
  EXPECT_EQ(*out.depth.at(0, 1), 0.0f);
  EXPECT_EQ(*out.depth.at(1, 1), 1.25f);
  // no color or label image in the message: those outputs are empty
  EXPECT_EQ(out.color.size(), 0);
  EXPECT_EQ(out.label.size(), 0);
}

// RGB, BGR and BGRA images come out as RGBA (alpha 255 where there was
// none); the first color image of the array is the one used.
TEST(LcmImageArrayToImages, ColorOrders) {
  // pixel (x, 0) with red 10 + x, green 20 + x, blue 30 + x, alpha 40 + x
  ImageRgb8U rgb(2, 1);
  ImageBgr8U bgr(2, 1);
  ImageBgra8U bgra(2, 1);
  ImageRgba8U expected_opaque(2, 1);
  ImageRgba8U expected_bgra(2, 1);
  for (int x = 0; x < 2; ++x) {
    const uint8_t r = 10 + x, g = 20 + x, b = 30 + x, a = 40 + x;
    uint8_t* p = rgb.at(x, 0);
    p[0] = r, p[1] = g, p[2] = b;
    p = bgr.at(x, 0);
    p[0] = b, p[1] = g, p[2] = r;
    p = bgra.at(x, 0);
    p[0] = b, p[1] = g, p[2] = r, p[3] = a;
    p = expected_opaque.at(x, 0);
    p[0] = r, p[1] = g, p[2] = b, p[3] = 255;
    p = expected_bgra.at(x, 0);
    p[0] = r, p[1] = g, p[2] = b, p[3] = a;
  }
  {
    ImageToLcmImageArrayT packer;
    packer.DeclareImageInputPort<PixelType::kGrey8U>("grey");  // not color
    packer.DeclareImageInputPort<PixelType::kRgb8U>("rgb");
    packer.DeclareImageInputPort<PixelType::kBgra8U>("bgra");
    const Outputs out = Unpack(Pack(packer, [&](Context<double>* c) {
      packer.get_input_port(0).FixValue(c, ImageGrey8U(2, 1, 99));
      packer.get_input_port(1).FixValue(c, rgb);
      packer.get_input_port(2).FixValue(c, bgra);
    }));
    EXPECT_EQ(out.color, expected_opaque);
  }
  {
    ImageToLcmImageArrayT packer(true);
    packer.DeclareImageInputPort<PixelType::kBgr8U>("bgr");
    EXPECT_EQ(Unpack(Pack(packer,
                          [&](Context<double>* c) {
                            packer.get_input_port(0).FixValue(c, bgr);
                          }))
                  .color,
              expected_opaque);
  }
  {
    ImageToLcmImageArrayT packer;
    packer.DeclareImageInputPort<PixelType::kBgra8U>("bgra");
    EXPECT_EQ(Unpack(Pack(packer,
                          [&](Context<double>* c) {
                            packer.get_input_port(0).FixValue(c, bgra);
                          }))
                  .color,
              expected_bgra);
  }
}

// PNG and JPEG data decode as ImageIo decodes the same bytes (PNG is
// lossless, so that is the original image; JPEG is lossy, so the reference
// is ImageIo's own decoding, itself checked in image_io_test.cc).
TEST(LcmImageArrayToImages, PngAndJpeg) {
  const ImageIo io;
  const ImageRgba8U color = MakeColor();
  lcmt_image png = MakeImage(4, 3, 4, lcmt_image::PIXEL_FORMAT_RGBA,
                             lcmt_image::CHANNEL_TYPE_UINT8,
                             io.Save(color, ImageFileFormat::kPng));
  png.compression_method = lcmt_image::COMPRESSION_METHOD_PNG;
  EXPECT_EQ(Unpack(OneImage(png)).color, color);

  ImageDepth16U millimeters(2, 1);
  *millimeters.at(0, 0) = 2000;
  *millimeters.at(1, 0) = 250;
  lcmt_image png_depth = MakeImage(2, 1, 2, lcmt_image::PIXEL_FORMAT_DEPTH,
                                   lcmt_image::CHANNEL_TYPE_UINT16,
                                   io.Save(millimeters, ImageFileFormat::kPng));
  png_depth.compression_method = lcmt_image::COMPRESSION_METHOD_PNG;
  const ImageDepth32F meters = Unpack(OneImage(png_depth)).depth;
  ASSERT_EQ(meters.width(), 2);
  EXPECT_EQ(*meters.at(0, 0), 2.0f);
  EXPECT_EQ(*meters.at(1, 0), 0.25f);

  ImageRgb8U rgb(8, 8);
  for (int y = 0; y < 8; ++y) {
    for (int x = 0; x < 8; ++x) {
      rgb.at(x, y)[0] = 30 * x;
      rgb.at(x, y)[1] = 30 * y;
      rgb.at(x, y)[2] = 100;
    }
  }
  const std::vector<uint8_t> jpeg_bytes = io.Save(rgb, ImageFileFormat::kJpeg);
  lcmt_image jpeg = MakeImage(8, 8, 3, lcmt_image::PIXEL_FORMAT_RGB,
                              lcmt_image::CHANNEL_TYPE_UINT8, jpeg_bytes);
  jpeg.compression_method = lcmt_image::COMPRESSION_METHOD_JPEG;
  ImageRgba8U expected;
  io.Load(ImageIo::ByteSpan{jpeg_bytes.data(), jpeg_bytes.size()}, &expected);
  ASSERT_EQ(expected.width(), 8);
  EXPECT_EQ(Unpack(OneImage(jpeg)).color, expected);
}

// Rows padded to row_stride (the last row's padding left out), raw and
// zlib; big-endian 16-bit labels.
TEST(LcmImageArrayToImages, StrideAndByteOrder) {
  // a 2 × 2 RGB image in rows of 8 bytes (6 of pixels + 2 of padding)
  const std::vector<uint8_t> padded{1,    2, 3, 4, 5,  6,  0xAA,
                                    0xBB, 7, 8, 9, 10, 11, 12};
  lcmt_image raw = MakeImage(2, 2, 3, lcmt_image::PIXEL_FORMAT_RGB,
                             lcmt_image::CHANNEL_TYPE_UINT8, padded);
  raw.row_stride = 8;
  ImageRgba8U expected(2, 2);
  for (int i = 0; i < 4; ++i) {
    uint8_t* p = expected.at(i % 2, i / 2);
    p[0] = 3 * i + 1, p[1] = 3 * i + 2, p[2] = 3 * i + 3, p[3] = 255;
  }
  EXPECT_EQ(Unpack(OneImage(raw)).color, expected);

  lcmt_image zlib = raw;
  uLongf zlib_size = compressBound(padded.size());
  zlib.data.resize(zlib_size);
  ASSERT_EQ(
      compress(zlib.data.data(), &zlib_size, padded.data(), padded.size()),
      Z_OK);
  zlib.data.resize(zlib_size);
  zlib.size = zlib_size;
  zlib.compression_method = lcmt_image::COMPRESSION_METHOD_ZLIB;
  EXPECT_EQ(Unpack(OneImage(zlib)).color, expected);

  // labels 258 (0x0102) and -2 (0xFFFE), most significant byte first
  lcmt_image big =
      MakeImage(2, 1, 2, lcmt_image::PIXEL_FORMAT_LABEL,
                lcmt_image::CHANNEL_TYPE_INT16, {0x01, 0x02, 0xFF, 0xFE});
  big.bigendian = true;
  const ImageLabel16I label = Unpack(OneImage(big)).label;
  ASSERT_EQ(label.width(), 2);
  EXPECT_EQ(*label.at(0, 0), 258);
  EXPECT_EQ(*label.at(1, 0), -2);
}

// Every malformed field throws, naming the input port, the image (index
// and frame name) and the field.
TEST(LcmImageArrayToImages, Malformed) {
  const std::string where =
      "LcmImageArrayToImages: the lcmt_image_array on input port "
      "'image_array_t': images\\[0\\] \\(header.frame_name 'hand_made'\\): ";
  // a valid 2 × 1 RGBA image, spoiled one field at a time
  const lcmt_image good =
      MakeImage(2, 1, 4, lcmt_image::PIXEL_FORMAT_RGBA,
                lcmt_image::CHANNEL_TYPE_UINT8, {1, 2, 3, 4, 5, 6, 7, 8});
  EXPECT_EQ(Unpack(OneImage(good)).color.width(), 2);

  lcmt_image bad = good;
  bad.channel_type = lcmt_image::CHANNEL_TYPE_UINT16;
  DRAKE_EXPECT_THROWS_MESSAGE(
      Unpack(OneImage(bad)),
      where +
          "channel_type = 3 does not go with pixel_format = 3 "
          "\\(expected channel_type 1\\)");

  bad = good;
  bad.width = -2;
  DRAKE_EXPECT_THROWS_MESSAGE(
      Unpack(OneImage(bad)),
      where + "width = -2 and height = 1 must be both zero or both positive");

  bad = good;
  bad.size = 7;
  DRAKE_EXPECT_THROWS_MESSAGE(Unpack(OneImage(bad)),
                              where + "size = 7 but data has 8 bytes");

  bad = good;
  bad.data.pop_back();
  bad.size = 7;
  DRAKE_EXPECT_THROWS_MESSAGE(
      Unpack(OneImage(bad)),
      where +
          "size = 7 does not fit height = 1 rows of row_stride = 8 bytes "
          ".*");

  bad = good;
  bad.row_stride = 4;
  DRAKE_EXPECT_THROWS_MESSAGE(
      Unpack(OneImage(bad)),
      where + "row_stride = 4 is less than width × pixel size = 8.*");

  bad = good;
  bad.compression_method = lcmt_image::COMPRESSION_METHOD_ZLIB;
  DRAKE_EXPECT_THROWS_MESSAGE(
      Unpack(OneImage(bad)),
      where + "zlib uncompress\\(\\) of data failed with status -3 .*");

  bad = good;
  bad.compression_method = 7;
  DRAKE_EXPECT_THROWS_MESSAGE(
      Unpack(OneImage(bad)),
      where +
          "compression_method = 7 is not supported \\(one of "
          "NOT_COMPRESSED = 0, ZLIB = 1, JPEG = 2, PNG = 3\\)");

  bad = good;
  bad.compression_method = lcmt_image::COMPRESSION_METHOD_PNG;
  DRAKE_EXPECT_THROWS_MESSAGE(
      Unpack(OneImage(bad)),
      where +
          "compression_method = PNG: the data do not decode as this "
          "image: .*");

  // a PNG of another size than the message says
  bad = good;
  bad.data = ImageIo().Save(ImageRgba8U(3, 1), ImageFileFormat::kPng);
  bad.size = bad.data.size();
  bad.compression_method = lcmt_image::COMPRESSION_METHOD_PNG;
  DRAKE_EXPECT_THROWS_MESSAGE(
      Unpack(OneImage(bad)),
      where + "the PNG data hold a 3 × 1 image, but width = 2 and height = 1");

  // float depths cannot be PNG data
  bad = MakeImage(1, 1, 4, lcmt_image::PIXEL_FORMAT_DEPTH,
                  lcmt_image::CHANNEL_TYPE_FLOAT32,
                  ImageIo().Save(ImageDepth16U(1, 1), ImageFileFormat::kPng));
  bad.compression_method = lcmt_image::COMPRESSION_METHOD_PNG;
  DRAKE_EXPECT_THROWS_MESSAGE(
      Unpack(OneImage(bad)),
      where + "compression_method = PNG: the data do not decode.*");

  bad = MakeImage(1, 1, 1, lcmt_image::PIXEL_FORMAT_DEPTH,
                  lcmt_image::CHANNEL_TYPE_INT8, {0});
  DRAKE_EXPECT_THROWS_MESSAGE(
      Unpack(OneImage(bad)),
      where +
          "channel_type = 0 is not a depth channel type \\(UINT16 = 3 or "
          "FLOAT32 = 6\\)");

  bad = MakeImage(1, 1, 1, lcmt_image::PIXEL_FORMAT_LABEL,
                  lcmt_image::CHANNEL_TYPE_UINT8, {0});
  DRAKE_EXPECT_THROWS_MESSAGE(
      Unpack(OneImage(bad)),
      where + "channel_type = 1 does not go with pixel_format = 6.*");

  // a zlib stream far too short for the pixels it claims
  bad = good;
  bad.width = 100000;
  bad.height = 1000;
  bad.row_stride = 400000;
  bad.compression_method = lcmt_image::COMPRESSION_METHOD_ZLIB;
  DRAKE_EXPECT_THROWS_MESSAGE(
      Unpack(OneImage(bad)),
      where +
          "a zlib stream of size = 8 bytes cannot hold 400000000 bytes of "
          "pixels");

  lcmt_image_array inconsistent = OneImage(good);
  inconsistent.num_images = 2;
  DRAKE_EXPECT_THROWS_MESSAGE(
      Unpack(inconsistent),
      "LcmImageArrayToImages: the lcmt_image_array on input port "
      "'image_array_t': num_images = 2 but images has 1 elements");
}

}  // namespace lcm_image_array_to_images_test
}  // namespace sensors
}  // namespace systems
}  // namespace drake
