// The pixel types and their traits, Image<PixelType> (sizes, row-major
// indexing, resize, equality, copy and move) for every alias, ImageAny, and
// the exact values of the depth conversions, including the saturated,
// negative, infinite and NaN depths.

#include "drake/systems/sensors/image.h"

#include <cmath>
#include <cstdint>
#include <limits>
#include <memory>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <variant>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/value.h"

namespace drake {
namespace systems {
namespace sensors {
namespace image_test {

// The layout of every pixel type, as Drake documents it.
template <PixelType kType, typename Channel, int kChannels, PixelScalar kScalar,
          PixelFormat kFormat>
void CheckTraits() {
  using Traits = ImageTraits<kType>;
  static_assert(std::is_same_v<typename Traits::ChannelType, Channel>);
  static_assert(Traits::kNumChannels == kChannels);
  static_assert(Traits::kPixelScalar == kScalar);
  static_assert(Traits::kPixelFormat == kFormat);
  using ImageType = Image<kType>;
  static_assert(std::is_same_v<typename ImageType::T, Channel>);
  static_assert(std::is_same_v<typename ImageType::Traits, Traits>);
  static_assert(ImageType::kNumChannels == kChannels);
  static_assert(ImageType::kPixelSize == kChannels * sizeof(Channel));
  static_assert(ImageType::kPixelFormat == kFormat);
  static_assert(ImageType::NonTypeTemplateParameter::value == kType);
}

TEST(PixelTypesTest, Traits) {
  using PT = PixelType;
  using PS = PixelScalar;
  using PF = PixelFormat;
  CheckTraits<PT::kRgb8U, uint8_t, 3, PS::k8U, PF::kRgb>();
  CheckTraits<PT::kBgr8U, uint8_t, 3, PS::k8U, PF::kBgr>();
  CheckTraits<PT::kRgba8U, uint8_t, 4, PS::k8U, PF::kRgba>();
  CheckTraits<PT::kBgra8U, uint8_t, 4, PS::k8U, PF::kBgra>();
  CheckTraits<PT::kGrey8U, uint8_t, 1, PS::k8U, PF::kGrey>();
  CheckTraits<PT::kDepth16U, uint16_t, 1, PS::k16U, PF::kDepth>();
  CheckTraits<PT::kDepth32F, float, 1, PS::k32F, PF::kDepth>();
  CheckTraits<PT::kLabel16I, int16_t, 1, PS::k16I, PF::kLabel>();
  // the aliases name these types.
  static_assert(std::is_same_v<ImageRgb8U, Image<PT::kRgb8U>>);
  static_assert(std::is_same_v<ImageBgr8U, Image<PT::kBgr8U>>);
  static_assert(std::is_same_v<ImageRgba8U, Image<PT::kRgba8U>>);
  static_assert(std::is_same_v<ImageBgra8U, Image<PT::kBgra8U>>);
  static_assert(std::is_same_v<ImageGrey8U, Image<PT::kGrey8U>>);
  static_assert(std::is_same_v<ImageDepth16U, Image<PT::kDepth16U>>);
  static_assert(std::is_same_v<ImageDepth32F, Image<PT::kDepth32F>>);
  static_assert(std::is_same_v<ImageLabel16I, Image<PT::kLabel16I>>);
  // the depth limits: too close is 0, too far is +inf or the uint16 maximum.
  using D32 = ImageTraits<PT::kDepth32F>;
  using D16 = ImageTraits<PT::kDepth16U>;
  EXPECT_EQ(D32::kTooClose, 0.0f);
  EXPECT_EQ(D32::kTooFar, std::numeric_limits<float>::infinity());
  EXPECT_EQ(D16::kTooClose, 0);
  EXPECT_EQ(D16::kTooFar, 65535);
}

TEST(PixelTypesTest, NamesAndHash) {
  EXPECT_EQ(to_string(PixelType::kRgb8U), "Rgb8U");
  EXPECT_EQ(to_string(PixelType::kBgr8U), "Bgr8U");
  EXPECT_EQ(to_string(PixelType::kRgba8U), "Rgba8U");
  EXPECT_EQ(to_string(PixelType::kBgra8U), "Bgra8U");
  EXPECT_EQ(to_string(PixelType::kGrey8U), "Grey8U");
  EXPECT_EQ(to_string(PixelType::kDepth16U), "Depth16U");
  EXPECT_EQ(to_string(PixelType::kDepth32F), "Depth32F");
  EXPECT_EQ(to_string(PixelType::kLabel16I), "Label16I");
  EXPECT_EQ(to_string(PixelFormat::kRgb), "Rgb");
  EXPECT_EQ(to_string(PixelFormat::kBgr), "Bgr");
  EXPECT_EQ(to_string(PixelFormat::kRgba), "Rgba");
  EXPECT_EQ(to_string(PixelFormat::kBgra), "Bgra");
  EXPECT_EQ(to_string(PixelFormat::kGrey), "Grey");
  EXPECT_EQ(to_string(PixelFormat::kDepth), "Depth");
  EXPECT_EQ(to_string(PixelFormat::kLabel), "Label");
  EXPECT_EQ(to_string(PixelScalar::k8U), "8U");
  EXPECT_EQ(to_string(PixelScalar::k16I), "16I");
  EXPECT_EQ(to_string(PixelScalar::k16U), "16U");
  EXPECT_EQ(to_string(PixelScalar::k32F), "32F");
  EXPECT_EQ(fmt::format("{} {} {}", PixelType::kDepth32F, PixelFormat::kLabel,
                        PixelScalar::k16U),
            "Depth32F Label 16U");
  // a pixel type keys an unordered map.
  std::unordered_map<PixelType, int> count;
  ++count[PixelType::kRgb8U];
  ++count[PixelType::kRgb8U];
  ++count[PixelType::kDepth32F];
  EXPECT_EQ(count.size(), 2);
  EXPECT_EQ(count.at(PixelType::kRgb8U), 2);
}

// Sizes, initial values and row-major indexing of one image type.
template <PixelType kType>
void CheckImage() {
  using ImageType = Image<kType>;
  using T = typename ImageType::T;
  constexpr int C = ImageType::kNumChannels;
  const ImageType empty;
  EXPECT_EQ(empty.width(), 0);
  EXPECT_EQ(empty.height(), 0);
  EXPECT_EQ(empty.size(), 0);

  ImageType zeros(4, 3);
  EXPECT_EQ(zeros.width(), 4);
  EXPECT_EQ(zeros.height(), 3);
  EXPECT_EQ(zeros.size(), 4 * 3 * C);
  for (int i = 0; i < zeros.size(); ++i) EXPECT_EQ(zeros.at(0, 0)[i], T{0});

  const ImageType sevens(4, 3, T{7});
  for (int i = 0; i < sevens.size(); ++i) EXPECT_EQ(sevens.at(0, 0)[i], T{7});

  // pixel (x, y) starts at channel (x + y width) C of the row-major data.
  ImageType image(4, 3);
  for (int y = 0; y < 3; ++y) {
    for (int x = 0; x < 4; ++x) {
      EXPECT_EQ(image.at(x, y), image.at(0, 0) + (x + y * 4) * C);
      for (int c = 0; c < C; ++c) image.at(x, y)[c] = T(10 * x + y + c);
    }
  }
  const ImageType& const_image = image;
  EXPECT_EQ(const_image.at(3, 2)[0], T{32});
  EXPECT_EQ(const_image.at(1, 2)[C - 1], T(12 + C - 1));

  // equality: values and sizes; a 3 × 4 image of zeros differs from a 4 × 3
  // one even though the channel values are the same.
  EXPECT_TRUE(image == ImageType(image));
  ImageType changed = image;
  changed.at(2, 1)[C - 1] += 1;
  EXPECT_FALSE(image == changed);
  EXPECT_FALSE(ImageType(3, 4) == ImageType(4, 3));
  EXPECT_TRUE(ImageType(3, 4) == ImageType(3, 4, T{0}));

  // resize zeroes every value, even at the same size.
  changed.resize(4, 3);
  EXPECT_TRUE(changed == zeros);
  changed.resize(2, 5);
  EXPECT_EQ(changed.width(), 2);
  EXPECT_EQ(changed.height(), 5);
  EXPECT_TRUE(changed == ImageType(2, 5));
  changed.resize(0, 0);
  EXPECT_TRUE(changed == empty);

  // a moved-from image is empty.
  ImageType source = image;
  const ImageType moved = std::move(source);
  EXPECT_TRUE(moved == image);
  // NOLINTNEXTLINE(bugprone-use-after-move) The moved-from state is the test.
  EXPECT_EQ(source.width(), 0);
  EXPECT_EQ(source.height(), 0);
  EXPECT_EQ(source.size(), 0);
  EXPECT_TRUE(source == empty);
}

TEST(ImageTest, EveryAlias) {
  CheckImage<PixelType::kRgb8U>();
  CheckImage<PixelType::kBgr8U>();
  CheckImage<PixelType::kRgba8U>();
  CheckImage<PixelType::kBgra8U>();
  CheckImage<PixelType::kGrey8U>();
  CheckImage<PixelType::kDepth16U>();
  CheckImage<PixelType::kDepth32F>();
  CheckImage<PixelType::kLabel16I>();
}

TEST(ImageTest, Channels) {
  // the RGBA channels of a pixel in order, as Drake's at() example reads them.
  ImageRgba8U image(640, 480, 255);
  uint8_t* pixel = image.at(639, 479);
  pixel[0] = 1;
  pixel[1] = 2;
  pixel[2] = 3;
  EXPECT_EQ(image.at(639, 479)[0], 1);
  EXPECT_EQ(image.at(639, 479)[3], 255);
  EXPECT_EQ(image.at(638, 479)[0], 255);
  // a NaN depth never equals itself, so neither does its image.
  ImageDepth32F depth(1, 1, std::numeric_limits<float>::quiet_NaN());
  EXPECT_FALSE(depth == depth);
}

TEST(ImageTest, BadSizes) {
  const char* message =
      "Image: width \\({}\\) and height \\({}\\) must be both zero or both "
      "positive";
  DRAKE_EXPECT_THROWS_MESSAGE(ImageRgb8U(-1, -1),
                              fmt::format(fmt::runtime(message), -1, -1));
  DRAKE_EXPECT_THROWS_MESSAGE(ImageDepth32F(0, 5),
                              fmt::format(fmt::runtime(message), 0, 5));
  DRAKE_EXPECT_THROWS_MESSAGE(ImageGrey8U(5, 0, 9),
                              fmt::format(fmt::runtime(message), 5, 0));
  // a refused resize leaves the image as it was.
  ImageLabel16I image(2, 2, 3);
  const ImageLabel16I before = image;
  DRAKE_EXPECT_THROWS_MESSAGE(image.resize(3, -1),
                              fmt::format(fmt::runtime(message), 3, -1));
  EXPECT_TRUE(image == before);
}

TEST(ImageTest, ImageAny) {
  // Drake's alphabetical order of the alternatives (part of the API).
  static_assert(std::variant_size_v<ImageAny> == 8);
  static_assert(
      std::is_same_v<std::variant_alternative_t<0, ImageAny>, ImageBgr8U>);
  static_assert(
      std::is_same_v<std::variant_alternative_t<1, ImageAny>, ImageBgra8U>);
  static_assert(
      std::is_same_v<std::variant_alternative_t<2, ImageAny>, ImageDepth16U>);
  static_assert(
      std::is_same_v<std::variant_alternative_t<3, ImageAny>, ImageDepth32F>);
  static_assert(
      std::is_same_v<std::variant_alternative_t<4, ImageAny>, ImageGrey8U>);
  static_assert(
      std::is_same_v<std::variant_alternative_t<5, ImageAny>, ImageRgb8U>);
  static_assert(
      std::is_same_v<std::variant_alternative_t<6, ImageAny>, ImageRgba8U>);
  static_assert(
      std::is_same_v<std::variant_alternative_t<7, ImageAny>, ImageLabel16I>);
  ImageAny any = ImageDepth32F(2, 1, 1.5f);
  EXPECT_EQ(std::get<ImageDepth32F>(any).at(1, 0)[0], 1.5f);
}

TEST(ImageTest, AbstractValue) {
  // images travel through abstract ports as Value<Image<...>>.
  const ImageRgba8U image(3, 2, 42);
  std::unique_ptr<AbstractValue> value = AbstractValue::Make(image);
  EXPECT_TRUE(value->get_value<ImageRgba8U>() == image);
  std::unique_ptr<AbstractValue> copy = value->Clone();
  copy->get_mutable_value<ImageRgba8U>().resize(1, 1);
  EXPECT_EQ(copy->get_value<ImageRgba8U>().width(), 1);
  EXPECT_EQ(value->get_value<ImageRgba8U>().width(), 3);
}

TEST(DepthConversionTest, MetersToMillimeters) {
  const float inf = std::numeric_limits<float>::infinity();
  const float nan = std::numeric_limits<float>::quiet_NaN();
  // input depth (m) → expected output (mm): scaled by 1000 in float and
  // truncated toward zero; 65.535 m and beyond, +inf and NaN saturate to
  // 65535 (too far); negative depths and −inf clamp to 0 (too close).
  const std::pair<float, uint16_t> cases[] = {
      {0.0f, 0},       {-0.0f, 0},       {1.0f, 1000},     {0.25f, 250},
      {2.5f, 2500},    {65.5f, 65500},   {0.0015f, 1},     {0.0009f, 0},
      {1.2346f, 1234}, {65.534f, 65533}, {65.535f, 65535}, {70.0f, 65535},
      {1e30f, 65535},  {inf, 65535},     {nan, 65535},     {-1.0f, 0},
      {-inf, 0},
  };
  const int n = std::size(cases);
  ImageDepth32F meters(n, 1);
  for (int i = 0; i < n; ++i) meters.at(i, 0)[0] = cases[i].first;
  ImageDepth16U millimeters;
  ConvertDepth32FTo16U(meters, &millimeters);
  ASSERT_EQ(millimeters.width(), n);
  ASSERT_EQ(millimeters.height(), 1);
  for (int i = 0; i < n; ++i) {
    EXPECT_EQ(millimeters.at(i, 0)[0], cases[i].second)
        << "depth " << cases[i].first;
  }
}

TEST(DepthConversionTest, MillimetersToMeters) {
  const float inf = std::numeric_limits<float>::infinity();
  // input (mm) → expected (m): 0.001 × mm, rounded once to float (so the
  // float nearest the decimal); 65535 (too far) → +inf; 0 stays 0.
  const std::pair<uint16_t, float> cases[] = {
      {0, 0.0f},      {1, 0.001f},      {250, 0.25f}, {1000, 1.0f},
      {1234, 1.234f}, {65534, 65.534f}, {65535, inf},
  };
  const int n = std::size(cases);
  ImageDepth16U millimeters(1, n);
  for (int i = 0; i < n; ++i) millimeters.at(0, i)[0] = cases[i].first;
  ImageDepth32F meters;
  ConvertDepth16UTo32F(millimeters, &meters);
  ASSERT_EQ(meters.width(), 1);
  ASSERT_EQ(meters.height(), n);
  for (int i = 0; i < n; ++i) {
    EXPECT_EQ(meters.at(0, i)[0], cases[i].second) << "depth " << i;
  }
}

TEST(DepthConversionTest, OutputSizeAndNull) {
  // an output of another size is resized; one of the right size is reused.
  const ImageDepth32F meters(3, 2, 0.5f);
  ImageDepth16U millimeters(7, 7, 9);
  ConvertDepth32FTo16U(meters, &millimeters);
  EXPECT_TRUE(millimeters == ImageDepth16U(3, 2, 500));
  ImageDepth32F back(3, 2, -1.0f);
  const float* storage = back.at(0, 0);
  ConvertDepth16UTo32F(millimeters, &back);
  EXPECT_EQ(back.at(0, 0), storage);
  EXPECT_TRUE(back == ImageDepth32F(3, 2, 0.5f));
  // an empty input empties the output.
  ConvertDepth16UTo32F(ImageDepth16U(), &back);
  EXPECT_EQ(back.size(), 0);
  DRAKE_EXPECT_THROWS_MESSAGE(ConvertDepth32FTo16U(meters, nullptr),
                              "ConvertDepth32FTo16U: output is null");
  DRAKE_EXPECT_THROWS_MESSAGE(ConvertDepth16UTo32F(millimeters, nullptr),
                              "ConvertDepth16UTo32F: output is null");
}

}  // namespace image_test
}  // namespace sensors
}  // namespace systems
}  // namespace drake
