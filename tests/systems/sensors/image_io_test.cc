// ImageIo and ImageFileFormat: exact round trips (file and memory) for every
// supported (format, pixel type) pair with the metadata of each written
// file, JPEG's bounded loss, PNG files built here byte by byte (an encoder
// independent of libpng) decoding to known pixels, format detection by
// content, the type rules of loading into an Image<kPixelType>, and every
// kind of bad input (missing, garbage, truncated at every length, corrupted
// at every byte) failing with a message, never a crash.

#include "drake/systems/sensors/image_io.h"

#include <array>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>
#include <string>
#include <variant>
#include <vector>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/temp_directory.h"

namespace drake {
namespace systems {
namespace sensors {
namespace image_io_test {

namespace fs = std::filesystem;
using Metadata = ImageIo::Metadata;
using ByteSpan = ImageIo::ByteSpan;

ByteSpan Span(const std::vector<uint8_t>& bytes) {
  return ByteSpan{bytes.data(), bytes.size()};
}

std::vector<uint8_t> ReadFile(const fs::path& path) {
  std::ifstream file(path, std::ios::binary);
  return std::vector<uint8_t>(std::istreambuf_iterator<char>(file),
                              std::istreambuf_iterator<char>());
}

void WriteFile(const fs::path& path, const std::vector<uint8_t>& bytes) {
  std::ofstream file(path, std::ios::binary);
  file.write(reinterpret_cast<const char*>(bytes.data()), bytes.size());
}

// A 5 × 3 test image (odd, non-square: a transposed or flipped load
// differs) whose channels take many distinct values, including each type's
// extremes: 0 and 255 for 8-bit; 0, 65535 for 16U; −32768, −1, 32767 for
// 16I; ±0, +∞, the smallest subnormal, NaN and large floats for 32F.
template <PixelType kPixelType>
Image<kPixelType> MakeTestImage() {
  using T = typename Image<kPixelType>::T;
  constexpr int kChannels = Image<kPixelType>::kNumChannels;
  Image<kPixelType> image(5, 3);
  for (int y = 0; y < 3; ++y) {
    for (int x = 0; x < 5; ++x) {
      for (int c = 0; c < kChannels; ++c) {
        const int i = (y * 5 + x) * kChannels + c;
        T value{};
        if constexpr (std::is_same_v<T, uint8_t>) {
          value = static_cast<uint8_t>((i * 37 + 11) % 256);
        } else if constexpr (std::is_same_v<T, uint16_t>) {
          value = static_cast<uint16_t>((i * 4099 + 7) % 65536);
        } else if constexpr (std::is_same_v<T, int16_t>) {
          value = static_cast<int16_t>(i * 4099 - 32768);
        } else {
          value = static_cast<float>(i) * 0.3125f - 1.5f;
        }
        image.at(x, y)[c] = value;
      }
    }
  }
  T* first = image.at(0, 0);
  T* last = image.at(4, 2) + kChannels - 1;
  if constexpr (std::is_same_v<T, uint8_t>) {
    *first = 0;
    *last = 255;
  } else if constexpr (std::is_same_v<T, uint16_t>) {
    *first = 0;
    *last = 65535;
  } else if constexpr (std::is_same_v<T, int16_t>) {
    *first = -1;
    *last = 32767;
    image.at(1, 0)[0] = -32768;
  } else {
    *first = std::numeric_limits<float>::infinity();
    *last = std::numeric_limits<float>::quiet_NaN();
    image.at(1, 0)[0] = -0.0f;
    image.at(2, 0)[0] = std::numeric_limits<float>::denorm_min();
    image.at(3, 0)[0] = 3.0e38f;
  }
  return image;
}

// Bitwise equality of the channels (so NaN equals itself and −0 ≠ +0).
template <PixelType kPixelType>
bool BitwiseEqual(const Image<kPixelType>& a, const Image<kPixelType>& b) {
  using T = typename Image<kPixelType>::T;
  return a.width() == b.width() && a.height() == b.height() &&
         (a.size() == 0 ||
          std::memcmp(a.at(0, 0), b.at(0, 0), sizeof(T) * a.size()) == 0);
}

fs::path TempPath(const std::string& name) {
  return fs::path(temp_directory()) / name;
}

GTEST_TEST(ImageFileFormatTest, Names) {
  EXPECT_EQ(to_string(ImageFileFormat::kJpeg), "jpeg");
  EXPECT_EQ(to_string(ImageFileFormat::kPng), "png");
  EXPECT_EQ(to_string(ImageFileFormat::kTiff), "tiff");
  EXPECT_EQ(fmt::format("{}|{}", ImageFileFormat::kPng, ImageFileFormat::kTiff),
            "png|tiff");
}

// Records the names an object's Serialize() visits, in order.
struct NameRecorder {
  template <typename NameValuePair>
  void Visit(const NameValuePair& nvp) {
    names.push_back(nvp.name());
  }
  std::vector<std::string> names;
};

GTEST_TEST(ImageIoTest, MetadataDefaultsAndSerialize) {
  Metadata metadata;
  EXPECT_EQ(metadata.format, ImageFileFormat::kJpeg);
  EXPECT_EQ(metadata.width, 0);
  EXPECT_EQ(metadata.height, 0);
  EXPECT_EQ(metadata.depth, 0);
  EXPECT_EQ(metadata.channels, 0);
  EXPECT_EQ(metadata.scalar, PixelScalar::k8U);
  NameRecorder recorder;
  metadata.Serialize(&recorder);
  EXPECT_EQ(recorder.names,
            (std::vector<std::string>{"format", "width", "height", "depth",
                                      "channels", "scalar"}));
  const ImageIo::ByteSpan span;
  EXPECT_EQ(span.data, nullptr);
  EXPECT_EQ(span.size, 0);
}

// What a file written from an Image<kPixelType> holds and loads back as.
struct Expected {
  int channels;
  PixelScalar scalar;
  // The index in ImageAny of what Load() without a target type returns.
  size_t any_index;
};

template <PixelType kPixelType>
Expected ExpectedFile() {
  switch (kPixelType) {
    case PixelType::kRgb8U:
    case PixelType::kBgr8U:
      return {3, PixelScalar::k8U, ImageAny(ImageRgb8U()).index()};
    case PixelType::kRgba8U:
    case PixelType::kBgra8U:
      return {4, PixelScalar::k8U, ImageAny(ImageRgba8U()).index()};
    case PixelType::kGrey8U:
      return {1, PixelScalar::k8U, ImageAny(ImageGrey8U()).index()};
    case PixelType::kDepth16U:
    case PixelType::kLabel16I:
      return {1, PixelScalar::k16U, ImageAny(ImageDepth16U()).index()};
    case PixelType::kDepth32F:
      return {1, PixelScalar::k32F, ImageAny(ImageDepth32F()).index()};
  }
  return {};
}

// The image as the ImageAny alternative a file of it loads as: BGR(A)
// channels reordered to RGB(A), label bits read as unsigned.
template <PixelType kPixelType>
ImageAny AsLoadedAny(const Image<kPixelType>& image) {
  if constexpr (kPixelType == PixelType::kBgr8U ||
                kPixelType == PixelType::kBgra8U) {
    constexpr int kChannels = Image<kPixelType>::kNumChannels;
    using Rgb = std::conditional_t<kChannels == 3, ImageRgb8U, ImageRgba8U>;
    Rgb rgb(image.width(), image.height());
    for (int y = 0; y < image.height(); ++y) {
      for (int x = 0; x < image.width(); ++x) {
        for (int c = 0; c < kChannels; ++c) {
          rgb.at(x, y)[c] = image.at(x, y)[c < 3 ? 2 - c : c];
        }
      }
    }
    return rgb;
  } else if constexpr (kPixelType == PixelType::kLabel16I) {
    ImageDepth16U depth(image.width(), image.height());
    std::memcpy(depth.at(0, 0), image.at(0, 0), 2 * image.size());
    return depth;
  } else {
    return image;
  }
}

// Saves the test image as `format` to a file and to memory, and checks: the
// file and the buffer are the same bytes; the metadata of both; loading into
// an Image<kPixelType> gives the exact original bits; loading as ImageAny
// gives the expected alternative with the same values; the required-format
// overloads agree.
template <PixelType kPixelType>
void CheckExactRoundTrip(ImageFileFormat format) {
  SCOPED_TRACE(fmt::format("{} as {}", kPixelType, format));
  const Image<kPixelType> original = MakeTestImage<kPixelType>();
  const Expected expected = ExpectedFile<kPixelType>();
  const ImageIo io;

  const fs::path path =
      TempPath(fmt::format("round_trip_{}.{}", kPixelType, format));
  io.Save(original, path, format);
  const std::vector<uint8_t> buffer = io.Save(original, format);
  EXPECT_EQ(ReadFile(path), buffer);

  for (const std::optional<Metadata>& metadata :
       {io.LoadMetadata(path), io.LoadMetadata(Span(buffer))}) {
    ASSERT_TRUE(metadata.has_value());
    EXPECT_EQ(metadata->format, format);
    EXPECT_EQ(metadata->width, 5);
    EXPECT_EQ(metadata->height, 3);
    EXPECT_EQ(metadata->depth, 1);
    EXPECT_EQ(metadata->channels, expected.channels);
    EXPECT_EQ(metadata->scalar, expected.scalar);
  }

  Image<kPixelType> loaded;
  io.Load(path, &loaded);
  EXPECT_TRUE(BitwiseEqual(loaded, original));
  loaded = Image<kPixelType>();
  io.Load(Span(buffer), &loaded);
  EXPECT_TRUE(BitwiseEqual(loaded, original));
  loaded = Image<kPixelType>();
  io.Load(path, format, &loaded);
  EXPECT_TRUE(BitwiseEqual(loaded, original));
  loaded = Image<kPixelType>();
  io.Load(Span(buffer), format, &loaded);
  EXPECT_TRUE(BitwiseEqual(loaded, original));

  const ImageAny expected_any = AsLoadedAny(original);
  for (const ImageAny& any :
       {io.Load(path), io.Load(Span(buffer)), io.Load(path, format),
        io.Load(Span(buffer), format)}) {
    ASSERT_EQ(any.index(), expected.any_index);
    std::visit(
        [&](const auto& image) {
          using ImageType = std::decay_t<decltype(image)>;
          EXPECT_TRUE(BitwiseEqual(image, std::get<ImageType>(expected_any)));
        },
        any);
  }

  // Save into an existing buffer overwrites it with the same bytes.
  std::vector<uint8_t> reused(7, 0xAB);
  io.Save(original, format, &reused);
  EXPECT_EQ(reused, buffer);
}

// Every lossless pair Drake supports (and TIFF also for 8-bit images).
GTEST_TEST(ImageIoTest, ExactRoundTrips) {
  constexpr ImageFileFormat kPng = ImageFileFormat::kPng;
  constexpr ImageFileFormat kTiff = ImageFileFormat::kTiff;
  for (ImageFileFormat format : {kPng, kTiff}) {
    CheckExactRoundTrip<PixelType::kRgb8U>(format);
    CheckExactRoundTrip<PixelType::kBgr8U>(format);
    CheckExactRoundTrip<PixelType::kRgba8U>(format);
    CheckExactRoundTrip<PixelType::kBgra8U>(format);
    CheckExactRoundTrip<PixelType::kGrey8U>(format);
    CheckExactRoundTrip<PixelType::kDepth16U>(format);
    CheckExactRoundTrip<PixelType::kLabel16I>(format);
  }
  CheckExactRoundTrip<PixelType::kDepth32F>(kTiff);
}

// A smooth 64 × 48 image: a diagonal ramp per channel plus a gentle sine.
template <PixelType kPixelType>
Image<kPixelType> MakeSmoothImage() {
  constexpr int kChannels = Image<kPixelType>::kNumChannels;
  Image<kPixelType> image(64, 48);
  for (int y = 0; y < 48; ++y) {
    for (int x = 0; x < 64; ++x) {
      for (int c = 0; c < kChannels; ++c) {
        const double value = 40 + 1.5 * x + 1.0 * y + 30 * c +
                             10 * std::sin(0.2 * x + 0.1 * y + c);
        image.at(x, y)[c] = static_cast<uint8_t>(std::lround(value));
      }
    }
  }
  return image;
}

// JPEG is lossy: the DCT coefficients are quantized. At the writer's quality
// 95 without chroma subsampling, a smooth image (little high-frequency
// content, where quantization bites) comes back within a mean absolute error
// of 2 levels (of 255) and no channel off by more than 8; a transposed,
// flipped or channel-swapped load would be off by tens of levels.
template <PixelType kPixelType>
void CheckJpegRoundTrip() {
  SCOPED_TRACE(fmt::format("{} as jpeg", kPixelType));
  const Image<kPixelType> original = MakeSmoothImage<kPixelType>();
  const ImageIo io;
  const fs::path path = TempPath(fmt::format("smooth_{}.jpg", kPixelType));
  io.Save(original, path);
  const std::vector<uint8_t> buffer = io.Save(original, ImageFileFormat::kJpeg);
  EXPECT_EQ(ReadFile(path), buffer);
  const std::optional<Metadata> metadata = io.LoadMetadata(Span(buffer));
  ASSERT_TRUE(metadata.has_value());
  EXPECT_EQ(metadata->format, ImageFileFormat::kJpeg);
  EXPECT_EQ(metadata->width, 64);
  EXPECT_EQ(metadata->height, 48);
  EXPECT_EQ(metadata->depth, 1);
  EXPECT_EQ(metadata->channels, Image<kPixelType>::kNumChannels);
  EXPECT_EQ(metadata->scalar, PixelScalar::k8U);
  EXPECT_EQ(io.LoadMetadata(path)->channels, metadata->channels);

  for (int from_file = 0; from_file < 2; ++from_file) {
    Image<kPixelType> loaded;
    if (from_file) {
      io.Load(path, ImageFileFormat::kJpeg, &loaded);
    } else {
      io.Load(Span(buffer), &loaded);
    }
    ASSERT_EQ(loaded.width(), 64);
    ASSERT_EQ(loaded.height(), 48);
    double sum = 0;
    int max_error = 0;
    for (int i = 0; i < original.size(); ++i) {
      const int error =
          std::abs(int{loaded.at(0, 0)[i]} - int{original.at(0, 0)[i]});
      sum += error;
      max_error = std::max(max_error, error);
    }
    EXPECT_LE(sum / original.size(), 2.0);
    EXPECT_LE(max_error, 8);
  }
}

GTEST_TEST(ImageIoTest, JpegRoundTripsWithinBoundedError) {
  CheckJpegRoundTrip<PixelType::kRgb8U>();
  CheckJpegRoundTrip<PixelType::kBgr8U>();
  CheckJpegRoundTrip<PixelType::kGrey8U>();
  // An RGB JPEG loads as ImageRgb8U, a grey one as ImageGrey8U.
  const ImageIo io;
  const auto rgb =
      io.Save(MakeSmoothImage<PixelType::kRgb8U>(), ImageFileFormat::kJpeg);
  EXPECT_TRUE(std::holds_alternative<ImageRgb8U>(io.Load(Span(rgb))));
  const auto grey =
      io.Save(MakeSmoothImage<PixelType::kGrey8U>(), ImageFileFormat::kJpeg);
  EXPECT_TRUE(std::holds_alternative<ImageGrey8U>(io.Load(Span(grey))));
}

// ---- PNG files built here, byte by byte ------------------------------------

// CRC-32 of the PNG specification (polynomial 0xEDB88320, bitwise).
uint32_t Crc32(const uint8_t* data, size_t size) {
  uint32_t crc = 0xFFFFFFFFu;
  for (size_t i = 0; i < size; ++i) {
    crc ^= data[i];
    for (int k = 0; k < 8; ++k) {
      crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
    }
  }
  return ~crc;
}

void AppendBigEndian32(uint32_t value, std::vector<uint8_t>* out) {
  for (int shift = 24; shift >= 0; shift -= 8) {
    out->push_back(static_cast<uint8_t>(value >> shift));
  }
}

void AppendChunk(const char* type, const std::vector<uint8_t>& data,
                 std::vector<uint8_t>* png) {
  AppendBigEndian32(data.size(), png);
  std::vector<uint8_t> typed(type, type + 4);
  typed.insert(typed.end(), data.begin(), data.end());
  png->insert(png->end(), typed.begin(), typed.end());
  AppendBigEndian32(Crc32(typed.data(), typed.size()), png);
}

// A PNG of `rows` (each row's bytes, without the filter byte) with the given
// bit depth and colour type (0 grey, 2 RGB, 6 RGBA, 4 grey+alpha), its image
// data one stored (uncompressed) deflate block, after `extra_chunks` (type
// and data, e.g. gAMA or PLTE).
std::vector<uint8_t> HandmadePng(
    int width, int height, int bit_depth, int color_type,
    const std::vector<std::vector<uint8_t>>& rows,
    const std::vector<std::pair<std::string, std::vector<uint8_t>>>&
        extra_chunks = {}) {
  std::vector<uint8_t> png = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
  std::vector<uint8_t> header;
  AppendBigEndian32(width, &header);
  AppendBigEndian32(height, &header);
  header.insert(header.end(), {static_cast<uint8_t>(bit_depth),
                               static_cast<uint8_t>(color_type), 0, 0, 0});
  AppendChunk("IHDR", header, &png);
  for (const auto& [type, data] : extra_chunks) {
    AppendChunk(type.c_str(), data, &png);
  }
  std::vector<uint8_t> raw;
  for (const auto& row : rows) {
    raw.push_back(0);  // Filter type None.
    raw.insert(raw.end(), row.begin(), row.end());
  }
  // zlib stream: header, one final stored block, Adler-32 of the raw data.
  std::vector<uint8_t> zlib = {0x78, 0x01, 0x01};
  const uint16_t length = static_cast<uint16_t>(raw.size());
  zlib.insert(zlib.end(), {static_cast<uint8_t>(length & 0xFF),
                           static_cast<uint8_t>(length >> 8),
                           static_cast<uint8_t>(~length & 0xFF),
                           static_cast<uint8_t>((~length >> 8) & 0xFF)});
  zlib.insert(zlib.end(), raw.begin(), raw.end());
  uint32_t a = 1;
  uint32_t b = 0;
  for (uint8_t byte : raw) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  AppendBigEndian32((b << 16) | a, &zlib);
  AppendChunk("IDAT", zlib, &png);
  AppendChunk("IEND", {}, &png);
  return png;
}

// An encoder independent of libpng gives the expected pixels: an 8-bit RGB
// 2 × 2 image loads with (x, y) = (0, 0) the first pixel of the first row
// and x along the row; 16-bit grey is big-endian in the file.
GTEST_TEST(ImageIoTest, HandmadePngs) {
  const ImageIo io;
  const std::vector<uint8_t> rgb = HandmadePng(
      2, 2, 8, 2, {{10, 20, 30, 40, 50, 60}, {70, 80, 90, 100, 110, 120}});
  ImageRgb8U loaded_rgb;
  io.Load(Span(rgb), &loaded_rgb);
  ASSERT_EQ(loaded_rgb.width(), 2);
  ASSERT_EQ(loaded_rgb.height(), 2);
  EXPECT_EQ(loaded_rgb.at(1, 0)[0], 40);
  EXPECT_EQ(loaded_rgb.at(0, 1)[2], 90);
  EXPECT_EQ(loaded_rgb.at(1, 1)[1], 110);
  // Into BGR: the channel order reverses.
  ImageBgr8U loaded_bgr;
  io.Load(Span(rgb), &loaded_bgr);
  EXPECT_EQ(loaded_bgr.at(1, 1)[0], 120);
  EXPECT_EQ(loaded_bgr.at(1, 1)[2], 100);
  // Into RGBA: alpha 255 is added; into BGRA too.
  ImageRgba8U loaded_rgba;
  io.Load(Span(rgb), &loaded_rgba);
  EXPECT_EQ(loaded_rgba.at(0, 1)[0], 70);
  EXPECT_EQ(loaded_rgba.at(0, 1)[3], 255);
  ImageBgra8U loaded_bgra;
  io.Load(Span(rgb), &loaded_bgra);
  EXPECT_EQ(loaded_bgra.at(0, 1)[0], 90);
  EXPECT_EQ(loaded_bgra.at(0, 1)[3], 255);

  // 16-bit grey: 0x1234 and 0xFEDC.
  const std::vector<uint8_t> grey16 =
      HandmadePng(2, 1, 16, 0, {{0x12, 0x34, 0xFE, 0xDC}});
  ImageDepth16U depth;
  io.Load(Span(grey16), &depth);
  EXPECT_EQ(depth.at(0, 0)[0], 0x1234);
  EXPECT_EQ(depth.at(1, 0)[0], 0xFEDC);
  // ... also into a label image (the unsigned bits reinterpreted).
  ImageLabel16I label;
  io.Load(Span(grey16), &label);
  EXPECT_EQ(label.at(1, 0)[0], static_cast<int16_t>(0xFEDC));

  // A gAMA chunk changes nothing: the values are data (depth, labels), not
  // light to re-encode (libpng's simplified reader would apply it).
  for (uint32_t gamma : {45455u, 100000u, 220000u}) {
    SCOPED_TRACE(gamma);
    std::vector<uint8_t> gamma_data;
    AppendBigEndian32(gamma, &gamma_data);
    const std::vector<std::pair<std::string, std::vector<uint8_t>>> chunks = {
        {"gAMA", gamma_data}};
    io.Load(Span(HandmadePng(2, 1, 16, 0, {{0x12, 0x34, 0xFE, 0xDC}}, chunks)),
            &depth);
    EXPECT_EQ(depth.at(0, 0)[0], 0x1234);
    EXPECT_EQ(depth.at(1, 0)[0], 0xFEDC);
    io.Load(Span(HandmadePng(1, 1, 8, 2, {{10, 20, 30}}, chunks)), &loaded_rgb);
    EXPECT_EQ(loaded_rgb.at(0, 0)[0], 10);
    EXPECT_EQ(loaded_rgb.at(0, 0)[2], 30);
  }

  // A palette image loads as RGB (or RGBA with a tRNS chunk); 4-bit grey
  // expands to 8 bits (value v → 17 v, the scaling of the PNG spec).
  const std::vector<uint8_t> palette = {1, 2, 3, 4, 5, 6};
  const std::vector<uint8_t> indexed =
      HandmadePng(2, 1, 8, 3, {{1, 0}}, {{"PLTE", palette}});
  EXPECT_EQ(io.LoadMetadata(Span(indexed))->channels, 3);
  io.Load(Span(indexed), &loaded_rgb);
  EXPECT_EQ(loaded_rgb.at(0, 0)[0], 4);
  EXPECT_EQ(loaded_rgb.at(1, 0)[2], 3);
  const std::vector<uint8_t> indexed_alpha = HandmadePng(
      2, 1, 8, 3, {{1, 0}}, {{"PLTE", palette}, {"tRNS", {200, 100}}});
  EXPECT_EQ(io.LoadMetadata(Span(indexed_alpha))->channels, 4);
  io.Load(Span(indexed_alpha), &loaded_rgba);
  EXPECT_EQ(loaded_rgba.at(0, 0)[3], 100);
  EXPECT_EQ(loaded_rgba.at(1, 0)[3], 200);
  ImageGrey8U grey4;
  io.Load(Span(HandmadePng(2, 1, 4, 0, {{0x3F}})), &grey4);
  EXPECT_EQ(grey4.at(0, 0)[0], 3 * 17);
  EXPECT_EQ(grey4.at(1, 0)[0], 15 * 17);

  // RGBA into RGB drops alpha; into BGRA swizzles colour but keeps alpha.
  const std::vector<uint8_t> rgba = HandmadePng(1, 1, 8, 6, {{1, 2, 3, 4}});
  ImageRgb8U dropped;
  io.Load(Span(rgba), &dropped);
  EXPECT_EQ(dropped.at(0, 0)[2], 3);
  ImageBgra8U bgra;
  io.Load(Span(rgba), &bgra);
  EXPECT_EQ(bgra.at(0, 0)[0], 3);
  EXPECT_EQ(bgra.at(0, 0)[2], 1);
  EXPECT_EQ(bgra.at(0, 0)[3], 4);

  // No Image<> type holds 16-bit RGB or 8-bit grey + alpha: the metadata
  // say what the file holds, loading throws naming the buffer.
  const std::vector<uint8_t> rgb16 =
      HandmadePng(1, 1, 16, 2, {{0, 1, 0, 2, 0, 3}});
  const std::optional<Metadata> rgb16_metadata = io.LoadMetadata(Span(rgb16));
  ASSERT_TRUE(rgb16_metadata.has_value());
  EXPECT_EQ(rgb16_metadata->channels, 3);
  EXPECT_EQ(rgb16_metadata->scalar, PixelScalar::k16U);
  DRAKE_EXPECT_THROWS_MESSAGE(
      io.Load(Span(rgb16)),
      ".*memory buffer.*channels=3, scalar=16U matches no Image.*");
  const std::vector<uint8_t> grey_alpha = HandmadePng(1, 1, 8, 4, {{9, 10}});
  EXPECT_EQ(io.LoadMetadata(Span(grey_alpha))->channels, 2);
  DRAKE_EXPECT_THROWS_MESSAGE(io.Load(Span(grey_alpha)),
                              ".*channels=2, scalar=8U matches no Image.*");
  ImageGrey8U grey;
  DRAKE_EXPECT_THROWS_MESSAGE(
      io.Load(Span(grey_alpha), &grey),
      ".*channels=2 into an Image<Grey8U> \\(channels=1\\).*");
}

// ---- Formats, names and type mismatches ------------------------------------

GTEST_TEST(ImageIoTest, SaveInfersFormatFromExtension) {
  const ImageIo io;
  const ImageRgb8U image = MakeTestImage<PixelType::kRgb8U>();
  const std::vector<std::pair<std::string, ImageFileFormat>> cases = {
      {"a.jpg", ImageFileFormat::kJpeg},  {"b.jpeg", ImageFileFormat::kJpeg},
      {"c.JPG", ImageFileFormat::kJpeg},  {"d.png", ImageFileFormat::kPng},
      {"e.PnG", ImageFileFormat::kPng},   {"f.tif", ImageFileFormat::kTiff},
      {"g.tiff", ImageFileFormat::kTiff}, {"h.TIFF", ImageFileFormat::kTiff}};
  for (const auto& [name, format] : cases) {
    const fs::path path = TempPath(name);
    io.Save(image, path);
    ASSERT_TRUE(io.LoadMetadata(path).has_value()) << name;
    EXPECT_EQ(io.LoadMetadata(path)->format, format) << name;
  }
  // An explicit format wins over the extension.
  const fs::path path = TempPath("really_a_tiff.png");
  io.Save(image, path, ImageFileFormat::kTiff);
  EXPECT_EQ(io.LoadMetadata(path)->format, ImageFileFormat::kTiff);
  DRAKE_EXPECT_THROWS_MESSAGE(
      io.Save(image, TempPath("no_extension")),
      ".*no_extension.*path does not imply any supported format.*");
  DRAKE_EXPECT_THROWS_MESSAGE(io.Save(image, TempPath("wrong.bmp")),
                              ".*wrong.bmp.*does not imply.*");
}

GTEST_TEST(ImageIoTest, SaveRefusesWhatTheFormatCannotHold) {
  const ImageIo io;
  const auto depth32 = MakeTestImage<PixelType::kDepth32F>();
  DRAKE_EXPECT_THROWS_MESSAGE(io.Save(depth32, ImageFileFormat::kPng),
                              ".*memory buffer.*PNG holds only.*1 channel.*"
                              "of 32F.*");
  DRAKE_EXPECT_THROWS_MESSAGE(io.Save(depth32, TempPath("depth.jpg")),
                              ".*depth.jpg.*JPEG holds only 8-bit grey or "
                              "RGB.*32F.*");
  EXPECT_FALSE(fs::exists(TempPath("depth.jpg")));
  DRAKE_EXPECT_THROWS_MESSAGE(
      io.Save(MakeTestImage<PixelType::kRgba8U>(), ImageFileFormat::kJpeg),
      ".*JPEG holds only.*4 channel.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      io.Save(MakeTestImage<PixelType::kDepth16U>(), ImageFileFormat::kJpeg),
      ".*JPEG holds only.*16U.*");
  DRAKE_EXPECT_THROWS_MESSAGE(io.Save(ImageRgb8U(), ImageFileFormat::kPng),
                              ".*cannot save an empty.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      io.Save(ImageRgb8U(2, 2), TempPath("no_such_folder") / "x.png"),
      ".*no_such_folder/x.png.*cannot be opened for writing.*");
}

// The contents decide the format: a ".png" file holding JPEG bytes loads as
// a JPEG; requiring PNG then throws naming both.
GTEST_TEST(ImageIoTest, FormatComesFromContents) {
  const ImageIo io;
  const std::vector<uint8_t> jpeg =
      io.Save(MakeSmoothImage<PixelType::kRgb8U>(), ImageFileFormat::kJpeg);
  const fs::path path = TempPath("jpeg_inside.png");
  WriteFile(path, jpeg);
  EXPECT_EQ(io.LoadMetadata(path)->format, ImageFileFormat::kJpeg);
  EXPECT_TRUE(std::holds_alternative<ImageRgb8U>(io.Load(path)));
  EXPECT_TRUE(std::holds_alternative<ImageRgb8U>(
      io.Load(path, ImageFileFormat::kJpeg)));
  DRAKE_EXPECT_THROWS_MESSAGE(
      io.Load(path, ImageFileFormat::kPng),
      ".*jpeg_inside.png' must be a png image but its contents are jpeg.*");
  ImageRgb8U rgb;
  DRAKE_EXPECT_THROWS_MESSAGE(
      io.Load(Span(jpeg), ImageFileFormat::kTiff, &rgb),
      ".*memory buffer must be a tiff image but its contents are jpeg.*");
}

GTEST_TEST(ImageIoTest, LoadTypeMismatches) {
  const ImageIo io;
  const std::vector<uint8_t> depth16 =
      io.Save(MakeTestImage<PixelType::kDepth16U>(), ImageFileFormat::kPng);
  ImageRgba8U rgba;
  DRAKE_EXPECT_THROWS_MESSAGE(
      io.Load(Span(depth16), &rgba),
      ".*scalar=16U into an Image<Rgba8U> \\(scalar=8U\\).*");
  ImageDepth32F depth32;
  DRAKE_EXPECT_THROWS_MESSAGE(io.Load(Span(depth16), &depth32),
                              ".*scalar=16U into an Image<Depth32F>.*");
  const std::vector<uint8_t> grey =
      io.Save(MakeTestImage<PixelType::kGrey8U>(), ImageFileFormat::kTiff);
  ImageRgb8U rgb;
  DRAKE_EXPECT_THROWS_MESSAGE(
      io.Load(Span(grey), &rgb),
      ".*channels=1 into an Image<Rgb8U> \\(channels=3\\).*");
  const std::vector<uint8_t> floats =
      io.Save(MakeTestImage<PixelType::kDepth32F>(), ImageFileFormat::kTiff);
  ImageDepth16U depth16_image;
  DRAKE_EXPECT_THROWS_MESSAGE(io.Load(Span(floats), &depth16_image),
                              ".*scalar=32F into an Image<Depth16U>.*");
}

// ---- Bad input -------------------------------------------------------------

GTEST_TEST(ImageIoTest, MissingAndGarbageInput) {
  const ImageIo io;
  const fs::path missing = TempPath("missing.png");
  EXPECT_EQ(io.LoadMetadata(missing), std::nullopt);
  DRAKE_EXPECT_THROWS_MESSAGE(io.Load(missing),
                              ".*missing.png.*cannot be opened.*");
  ImageRgb8U rgb;
  DRAKE_EXPECT_THROWS_MESSAGE(io.Load(missing, &rgb),
                              ".*missing.png.*cannot be opened.*");
  // Null outputs are refused, not dereferenced.
  DRAKE_EXPECT_THROWS_MESSAGE(
      io.Load(missing, static_cast<ImageRgb8U*>(nullptr)),
      "ImageIo::Load\\(\\): the output image is null");
  DRAKE_EXPECT_THROWS_MESSAGE(
      io.Save(ImageRgb8U(2, 2), ImageFileFormat::kPng, nullptr),
      "ImageIo::Save\\(\\): the output buffer is null");
  // A directory is not an image file.
  DRAKE_EXPECT_THROWS_MESSAGE(io.Load(fs::path(temp_directory())),
                              ".*cannot be opened.*");

  const fs::path text = TempPath("hello.png");
  WriteFile(text, {'H', 'e', 'l', 'l', 'o', '\n'});
  EXPECT_EQ(io.LoadMetadata(text), std::nullopt);
  DRAKE_EXPECT_THROWS_MESSAGE(
      io.Load(text), ".*hello.png' is not an image: its header matches none.*");
  DRAKE_EXPECT_THROWS_MESSAGE(io.Load(ByteSpan{}),
                              ".*memory buffer is not an image.*");
  EXPECT_EQ(io.LoadMetadata(ByteSpan{}), std::nullopt);
  // A short input whose header claims a huge image fails before its pixels
  // are allocated: 20000 × 20000 grey (400 MB) from ~60 bytes, more than
  // any codec's compression ratio allows; 40000 × 40000 RGBA exceeds what
  // Image<> can index at all.
  const std::vector<uint8_t> huge_grey = HandmadePng(20000, 20000, 8, 0, {});
  ASSERT_TRUE(io.LoadMetadata(Span(huge_grey)).has_value());
  EXPECT_EQ(io.LoadMetadata(Span(huge_grey))->width, 20000);
  DRAKE_EXPECT_THROWS_MESSAGE(
      io.Load(Span(huge_grey)),
      ".*memory buffer: the header's image size 20000 × 20000 × 1 channels "
      "needs more data than the .* bytes given.*");
  const std::vector<uint8_t> huge_rgba = HandmadePng(40000, 40000, 8, 6, {});
  EXPECT_EQ(io.LoadMetadata(Span(huge_rgba)), std::nullopt);
  DRAKE_EXPECT_THROWS_MESSAGE(io.Load(Span(huge_rgba)),
                              ".*40000 × 40000 × 4 channels is too large.*");

  // A right signature followed by garbage.
  for (const std::vector<uint8_t>& bytes :
       {std::vector<uint8_t>{0xFF, 0xD8, 1, 2, 3, 4, 5, 6},
        std::vector<uint8_t>{0x89, 0x50, 1, 2, 3, 4, 5, 6},
        std::vector<uint8_t>{'I', 'I', 42, 0, 200, 0, 0, 0},
        std::vector<uint8_t>{'M', 'M', 0, 42, 0, 0, 0, 8}}) {
    EXPECT_EQ(io.LoadMetadata(Span(bytes)), std::nullopt);
    SCOPED_TRACE(static_cast<int>(bytes[0]));
    DRAKE_EXPECT_THROWS_MESSAGE(io.Load(Span(bytes)),
                                ".*memory buffer: malformed.*header.*");
  }
}

// Every prefix of a valid encoded image, and the image with each byte in turn
// inverted, is loaded: it must throw a std::exception or give an image
// (never crash, hang or read outside the buffer; each prefix is copied to a
// buffer of its own size so that an over-read would leave it, which the
// ASan build reports). A prefix that lacks pixel data must throw; only a
// prefix missing at most the trailing end (2 bytes for JPEG's EOI marker, 4
// for TIFF, whose directory may come last and end with the zero offset of a
// next one; none for PNG, read through its IEND chunk) may load, and then as
// the original image.
template <PixelType kPixelType>
void CheckTruncationsAndCorruptions(ImageFileFormat format,
                                    size_t may_load_after_losing) {
  SCOPED_TRACE(fmt::format("{} as {}", kPixelType, format));
  const ImageIo io;
  const Image<kPixelType> original = format == ImageFileFormat::kJpeg
                                         ? MakeSmoothImage<kPixelType>()
                                         : MakeTestImage<kPixelType>();
  const std::vector<uint8_t> full = io.Save(original, format);
  Image<kPixelType> reference;
  io.Load(Span(full), &reference);

  int threw = 0;
  for (size_t size = 0; size < full.size(); ++size) {
    const std::vector<uint8_t> prefix(full.begin(), full.begin() + size);
    Image<kPixelType> loaded;
    try {
      io.Load(Span(prefix), &loaded);
      EXPECT_GE(size + may_load_after_losing, full.size()) << size;
      EXPECT_TRUE(BitwiseEqual(loaded, reference)) << size;
    } catch (const std::exception& e) {
      ++threw;
      EXPECT_NE(std::string(e.what()).find("memory buffer"), std::string::npos)
          << e.what();
    }
    (void)io.LoadMetadata(Span(prefix));
  }
  EXPECT_GE(threw, static_cast<int>(full.size() - may_load_after_losing));
  for (size_t i = 0; i < full.size(); ++i) {
    std::vector<uint8_t> corrupt = full;
    corrupt[i] = ~corrupt[i];
    try {
      (void)io.Load(Span(corrupt));
    } catch (const std::exception&) {
    }
    (void)io.LoadMetadata(Span(corrupt));
  }
}

GTEST_TEST(ImageIoTest, TruncatedAndCorruptedInput) {
  constexpr ImageFileFormat kJpeg = ImageFileFormat::kJpeg;
  constexpr ImageFileFormat kPng = ImageFileFormat::kPng;
  constexpr ImageFileFormat kTiff = ImageFileFormat::kTiff;
  CheckTruncationsAndCorruptions<PixelType::kRgb8U>(kJpeg, 2);
  CheckTruncationsAndCorruptions<PixelType::kGrey8U>(kJpeg, 2);
  CheckTruncationsAndCorruptions<PixelType::kRgba8U>(kPng, 0);
  CheckTruncationsAndCorruptions<PixelType::kDepth16U>(kPng, 0);
  CheckTruncationsAndCorruptions<PixelType::kRgb8U>(kTiff, 4);
  CheckTruncationsAndCorruptions<PixelType::kDepth32F>(kTiff, 4);
}

}  // namespace image_io_test
}  // namespace sensors
}  // namespace systems
}  // namespace drake
