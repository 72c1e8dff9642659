#pragma once

/// @file
/// How Image pixel types are spelled in an lcmt_image message:
/// LcmPixelTraits<PixelFormat>::kPixelFormat (the message's `pixel_format`)
/// and LcmImageTraits<PixelType>::kChannelType (its `channel_type`).

#include <cstdint>

#include "drake/lcmt_image.hpp"
#include "drake/systems/sensors/pixel_types.h"

namespace drake {
namespace systems {
namespace sensors {

/// The lcmt_image `pixel_format` value (`kPixelFormat`, one of
/// lcmt_image::PIXEL_FORMAT_*) of a PixelFormat.
template <PixelFormat>
struct LcmPixelTraits;

/// PixelFormat::kRgb: lcmt_image::PIXEL_FORMAT_RGB.
template <>
struct LcmPixelTraits<PixelFormat::kRgb> {
  static constexpr uint8_t kPixelFormat = lcmt_image::PIXEL_FORMAT_RGB;
};

/// PixelFormat::kBgr: lcmt_image::PIXEL_FORMAT_BGR.
template <>
struct LcmPixelTraits<PixelFormat::kBgr> {
  static constexpr uint8_t kPixelFormat = lcmt_image::PIXEL_FORMAT_BGR;
};

/// PixelFormat::kRgba: lcmt_image::PIXEL_FORMAT_RGBA.
template <>
struct LcmPixelTraits<PixelFormat::kRgba> {
  static constexpr uint8_t kPixelFormat = lcmt_image::PIXEL_FORMAT_RGBA;
};

/// PixelFormat::kBgra: lcmt_image::PIXEL_FORMAT_BGRA.
template <>
struct LcmPixelTraits<PixelFormat::kBgra> {
  static constexpr uint8_t kPixelFormat = lcmt_image::PIXEL_FORMAT_BGRA;
};

/// PixelFormat::kGrey: lcmt_image::PIXEL_FORMAT_GRAY.
template <>
struct LcmPixelTraits<PixelFormat::kGrey> {
  static constexpr uint8_t kPixelFormat = lcmt_image::PIXEL_FORMAT_GRAY;
};

/// PixelFormat::kDepth: lcmt_image::PIXEL_FORMAT_DEPTH.
template <>
struct LcmPixelTraits<PixelFormat::kDepth> {
  static constexpr uint8_t kPixelFormat = lcmt_image::PIXEL_FORMAT_DEPTH;
};

/// PixelFormat::kLabel: lcmt_image::PIXEL_FORMAT_LABEL.
template <>
struct LcmPixelTraits<PixelFormat::kLabel> {
  static constexpr uint8_t kPixelFormat = lcmt_image::PIXEL_FORMAT_LABEL;
};

/// The lcmt_image `channel_type` value (`kChannelType`, one of
/// lcmt_image::CHANNEL_TYPE_*) of the channels of a PixelType.
template <PixelType>
struct LcmImageTraits;

/// ImageRgb8U: lcmt_image::CHANNEL_TYPE_UINT8.
template <>
struct LcmImageTraits<PixelType::kRgb8U> {
  static constexpr uint8_t kChannelType = lcmt_image::CHANNEL_TYPE_UINT8;
};

/// ImageBgr8U: lcmt_image::CHANNEL_TYPE_UINT8.
template <>
struct LcmImageTraits<PixelType::kBgr8U> {
  static constexpr uint8_t kChannelType = lcmt_image::CHANNEL_TYPE_UINT8;
};

/// ImageRgba8U: lcmt_image::CHANNEL_TYPE_UINT8.
template <>
struct LcmImageTraits<PixelType::kRgba8U> {
  static constexpr uint8_t kChannelType = lcmt_image::CHANNEL_TYPE_UINT8;
};

/// ImageBgra8U: lcmt_image::CHANNEL_TYPE_UINT8.
template <>
struct LcmImageTraits<PixelType::kBgra8U> {
  static constexpr uint8_t kChannelType = lcmt_image::CHANNEL_TYPE_UINT8;
};

/// ImageGrey8U: lcmt_image::CHANNEL_TYPE_UINT8.
template <>
struct LcmImageTraits<PixelType::kGrey8U> {
  static constexpr uint8_t kChannelType = lcmt_image::CHANNEL_TYPE_UINT8;
};

/// ImageDepth16U (millimeters): lcmt_image::CHANNEL_TYPE_UINT16.
template <>
struct LcmImageTraits<PixelType::kDepth16U> {
  static constexpr uint8_t kChannelType = lcmt_image::CHANNEL_TYPE_UINT16;
};

/// ImageDepth32F (meters): lcmt_image::CHANNEL_TYPE_FLOAT32.
template <>
struct LcmImageTraits<PixelType::kDepth32F> {
  static constexpr uint8_t kChannelType = lcmt_image::CHANNEL_TYPE_FLOAT32;
};

/// ImageLabel16I: lcmt_image::CHANNEL_TYPE_INT16.
template <>
struct LcmImageTraits<PixelType::kLabel16I> {
  static constexpr uint8_t kChannelType = lcmt_image::CHANNEL_TYPE_INT16;
};

}  // namespace sensors
}  // namespace systems
}  // namespace drake
