#pragma once

/// @file
/// Image<PixelType>, a width × height array of pixels stored row by row, its
/// aliases (ImageRgb8U, ImageDepth32F, ...), ImageAny, and the conversions
/// between the two depth image types.

#include <type_traits>
#include <variant>
#include <vector>

#include "drake/common/drake_assert.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/reset_after_move.h"
#include "drake/systems/sensors/pixel_types.h"

namespace drake {
namespace systems {
namespace sensors {

template <PixelType kPixelType>
class Image;

/// RGB image, one uint8_t per channel.
using ImageRgb8U = Image<PixelType::kRgb8U>;
/// BGR image, one uint8_t per channel.
using ImageBgr8U = Image<PixelType::kBgr8U>;
/// RGBA image, one uint8_t per channel.
using ImageRgba8U = Image<PixelType::kRgba8U>;
/// BGRA image, one uint8_t per channel.
using ImageBgra8U = Image<PixelType::kBgra8U>;
/// Depth image, one float per pixel (meters).
using ImageDepth32F = Image<PixelType::kDepth32F>;
/// Depth image, one uint16_t per pixel (millimeters).
using ImageDepth16U = Image<PixelType::kDepth16U>;
/// Label image, one int16_t per pixel.
using ImageLabel16I = Image<PixelType::kLabel16I>;
/// Greyscale image, one uint8_t per pixel.
using ImageGrey8U = Image<PixelType::kGrey8U>;

/// Any one of the image types above.
using ImageAny = std::variant<
    // Alphabetical, as in Drake (the index of each type is part of the API).
    // clang-format off
    ImageBgr8U,
    ImageBgra8U,
    ImageDepth16U,
    ImageDepth32F,
    ImageGrey8U,
    ImageRgb8U,
    ImageRgba8U,
    ImageLabel16I>;
// clang-format on

/// A width × height image of pixels of type `kPixelType`. The origin (0, 0)
/// is the upper-left pixel; x runs right along a row and y down along a
/// column. The channels of a pixel are contiguous and the pixels are stored
/// row after row, so `at(0, 0)` points at all `size()` channel values.
/// Either both width and height are zero or both are positive. A moved-from
/// image is empty (0 × 0).
/// @tparam kPixelType the pixel type (format and channel type).
template <PixelType kPixelType>
class Image {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(Image);

  /// The pixel type as a type, which lets generic code (e.g. drake::Value)
  /// deduce the non-type template argument.
  using NonTypeTemplateParameter =
      std::integral_constant<PixelType, kPixelType>;

  /// The traits of the pixel type.
  using Traits = ImageTraits<kPixelType>;

  /// The type of one channel.
  using T = typename Traits::ChannelType;

  /// The number of channels in a pixel.
  static constexpr int kNumChannels = Traits::kNumChannels;

  /// The size of a pixel in bytes.
  static constexpr int kPixelSize = kNumChannels * sizeof(T);

  /// What the channels mean.
  static constexpr PixelFormat kPixelFormat = Traits::kPixelFormat;

  /// Constructs an empty (0 × 0) image.
  Image() = default;

  /// Constructs a `width` × `height` image with every channel zero.
  /// @throws std::exception unless width and height are both zero or both
  /// positive.
  Image(int width, int height);

  /// Constructs a `width` × `height` image with every channel of every pixel
  /// equal to `initial_value`.
  /// @throws std::exception unless width and height are both zero or both
  /// positive.
  Image(int width, int height, T initial_value);

  /// The width in pixels.
  int width() const { return width_; }

  /// The height in pixels.
  int height() const { return height_; }

  /// The number of channel values: width × height × kNumChannels.
  int size() const { return width_ * height_ * kNumChannels; }

  /// Makes this a `width` × `height` image with every channel zero (the old
  /// values are not kept, even where the sizes are unchanged).
  /// @throws std::exception unless width and height are both zero or both
  /// positive; the image is then unchanged.
  void resize(int width, int height);

  /// Pointer to the first channel of the pixel in column `x` and row `y`;
  /// its kNumChannels channels follow, e.g. `at(x, y)[2]` is the blue of an
  /// RGB image.
  /// @pre 0 ≤ x < width() and 0 ≤ y < height() (checked by DRAKE_ASSERT
  /// only, as in Drake: this is the per-pixel accessor).
  T* at(int x, int y) {
    DRAKE_ASSERT(x >= 0 && x < width_);
    DRAKE_ASSERT(y >= 0 && y < height_);
    return data_.data() + (x + y * width_) * kNumChannels;
  }

  /// Const version of at().
  const T* at(int x, int y) const {
    DRAKE_ASSERT(x >= 0 && x < width_);
    DRAKE_ASSERT(y >= 0 && y < height_);
    return data_.data() + (x + y * width_) * kNumChannels;
  }

  /// True if both images have the same width, height and channel values
  /// (compared with `==`, so a float NaN never equals itself).
  bool operator==(const Image& other) const;

 private:
  reset_after_move<int> width_;
  reset_after_move<int> height_;
  std::vector<T> data_;
};

// Every pixel type is instantiated once, in image.cc.
extern template class Image<PixelType::kRgb8U>;
extern template class Image<PixelType::kBgr8U>;
extern template class Image<PixelType::kRgba8U>;
extern template class Image<PixelType::kBgra8U>;
extern template class Image<PixelType::kGrey8U>;
extern template class Image<PixelType::kDepth16U>;
extern template class Image<PixelType::kDepth32F>;
extern template class Image<PixelType::kLabel16I>;

/// Converts a depth image in meters (float) to one in millimeters
/// (uint16_t), resizing `output` to the input's size if it differs. Each
/// depth is scaled by 1000 in float arithmetic and truncated toward zero;
/// depths of 65.535 m and beyond, +∞ and NaN become kTooFar (65535), and
/// negative depths and −∞ become kTooClose (0). A depth short of kTooFar in
/// the input can thus saturate to kTooFar.
/// @throws std::exception if `output` is null.
void ConvertDepth32FTo16U(const ImageDepth32F& input, ImageDepth16U* output);

/// Converts a depth image in millimeters (uint16_t) to one in meters
/// (float), resizing `output` to the input's size if it differs. Each depth
/// is scaled by 0.001 in double arithmetic, then rounded to float; kTooFar
/// (65535) becomes +∞ and kTooClose (0) stays 0.
/// @throws std::exception if `output` is null.
void ConvertDepth16UTo32F(const ImageDepth16U& input, ImageDepth32F* output);

}  // namespace sensors
}  // namespace systems
}  // namespace drake
