#pragma once

/// @file
/// The pixel types of Image: PixelType (one per Image alias), PixelFormat
/// (what the channels mean and their order), PixelScalar (the channel type)
/// and ImageTraits<PixelType>, the channel type, count and format of each.

#include <cstdint>
#include <functional>
#include <limits>
#include <string>

#include "drake/common/fmt.h"
#include "drake/common/hash.h"

namespace drake {
namespace systems {
namespace sensors {

/// The pixel type of an Image: k + format + bits per channel + channel type
/// (I: signed int, U: unsigned int, F: float).
enum class PixelType {
  /// The pixel type of ImageRgb8U.
  kRgb8U,
  /// The pixel type of ImageBgr8U.
  kBgr8U,
  /// The pixel type of ImageRgba8U.
  kRgba8U,
  /// The pixel type of ImageBgra8U.
  kBgra8U,
  /// The pixel type of ImageGrey8U.
  kGrey8U,
  /// The pixel type of ImageDepth16U.
  kDepth16U,
  /// The pixel type of ImageDepth32F.
  kDepth32F,
  /// The pixel type of ImageLabel16I.
  kLabel16I,
};

/// The name of the pixel type without its `k` ("Rgb8U", "Depth32F", ...).
std::string to_string(PixelType);

/// What the channels of a pixel mean and, for several channels, their order.
enum class PixelFormat {
  /// Red, green, blue.
  kRgb,
  /// Blue, green, red.
  kBgr,
  /// Red, green, blue, alpha.
  kRgba,
  /// Blue, green, red, alpha.
  kBgra,
  /// One grey level.
  kGrey,
  /// One depth.
  kDepth,
  /// One label (a render::RenderLabel value).
  kLabel,
};

/// The name of the pixel format without its `k` ("Rgb", "Depth", ...).
std::string to_string(PixelFormat);

/// The type of one channel.
enum class PixelScalar {
  /// uint8_t
  k8U,
  /// int16_t
  k16I,
  /// uint16_t
  k16U,
  /// float (32-bit)
  k32F,
};

/// The name of the channel type without its `k` ("8U", "16I", "16U", "32F").
std::string to_string(PixelScalar);

/// The layout of a pixel of type `PixelType`: `ChannelType`, `kNumChannels`,
/// `kPixelScalar` and `kPixelFormat`. The depth types also give `kTooClose`
/// (the value of a depth below the sensor's range: zero, unlike ROS's −∞) and
/// `kTooFar` (the value of a depth beyond it: +∞ for float, 65535 for
/// uint16_t).
template <PixelType>
struct ImageTraits;

template <>
struct ImageTraits<PixelType::kRgb8U> {
  typedef uint8_t ChannelType;
  static constexpr int kNumChannels = 3;
  static constexpr PixelScalar kPixelScalar = PixelScalar::k8U;
  static constexpr PixelFormat kPixelFormat = PixelFormat::kRgb;
};

template <>
struct ImageTraits<PixelType::kBgr8U> {
  typedef uint8_t ChannelType;
  static constexpr int kNumChannels = 3;
  static constexpr PixelScalar kPixelScalar = PixelScalar::k8U;
  static constexpr PixelFormat kPixelFormat = PixelFormat::kBgr;
};

template <>
struct ImageTraits<PixelType::kRgba8U> {
  typedef uint8_t ChannelType;
  static constexpr int kNumChannels = 4;
  static constexpr PixelScalar kPixelScalar = PixelScalar::k8U;
  static constexpr PixelFormat kPixelFormat = PixelFormat::kRgba;
};

template <>
struct ImageTraits<PixelType::kBgra8U> {
  typedef uint8_t ChannelType;
  static constexpr int kNumChannels = 4;
  static constexpr PixelScalar kPixelScalar = PixelScalar::k8U;
  static constexpr PixelFormat kPixelFormat = PixelFormat::kBgra;
};

/// Depths in meters.
template <>
struct ImageTraits<PixelType::kDepth32F> {
  typedef float ChannelType;
  static constexpr int kNumChannels = 1;
  static constexpr PixelScalar kPixelScalar = PixelScalar::k32F;
  static constexpr PixelFormat kPixelFormat = PixelFormat::kDepth;
  static constexpr ChannelType kTooClose = 0.0f;
  static constexpr ChannelType kTooFar =
      std::numeric_limits<ChannelType>::infinity();
};

/// Depths in millimeters.
template <>
struct ImageTraits<PixelType::kDepth16U> {
  typedef uint16_t ChannelType;
  static constexpr int kNumChannels = 1;
  static constexpr PixelScalar kPixelScalar = PixelScalar::k16U;
  static constexpr PixelFormat kPixelFormat = PixelFormat::kDepth;
  static constexpr ChannelType kTooClose = 0;
  static constexpr ChannelType kTooFar =
      std::numeric_limits<ChannelType>::max();
};

template <>
struct ImageTraits<PixelType::kLabel16I> {
  typedef int16_t ChannelType;
  static constexpr int kNumChannels = 1;
  static constexpr PixelScalar kPixelScalar = PixelScalar::k16I;
  static constexpr PixelFormat kPixelFormat = PixelFormat::kLabel;
};

template <>
struct ImageTraits<PixelType::kGrey8U> {
  typedef uint8_t ChannelType;
  static constexpr int kNumChannels = 1;
  static constexpr PixelScalar kPixelScalar = PixelScalar::k8U;
  static constexpr PixelFormat kPixelFormat = PixelFormat::kGrey;
};

}  // namespace sensors
}  // namespace systems
}  // namespace drake

// A PixelType can key an unordered map.
namespace std {
template <>
struct hash<drake::systems::sensors::PixelType> : public drake::DefaultHash {};
}  // namespace std

DRAKE_FORMATTER_AS(, drake::systems::sensors, PixelType, x,
                   drake::systems::sensors::to_string(x))
DRAKE_FORMATTER_AS(, drake::systems::sensors, PixelFormat, x,
                   drake::systems::sensors::to_string(x))
DRAKE_FORMATTER_AS(, drake::systems::sensors, PixelScalar, x,
                   drake::systems::sensors::to_string(x))
