#include "drake/systems/sensors/image.h"

#include <algorithm>
#include <stdexcept>
#include <string>

#include <fmt/format.h>

namespace drake {
namespace systems {
namespace sensors {
namespace {

// Throws unless width and height are both zero or both positive.
void ThrowUnlessValidSize(int width, int height) {
  const bool empty = width == 0 && height == 0;
  const bool positive = width > 0 && height > 0;
  if (!(empty || positive)) {
    throw std::logic_error(fmt::format(
        "Image: width ({}) and height ({}) must be both zero or both positive",
        width, height));
  }
}

// Writes convert(x) into output for each channel value x of input, resizing
// output (to zeros) only if its size differs.
template <typename InputImage, typename OutputImage, typename Convert>
void ConvertEachValue(const InputImage& input, OutputImage* output,
                      const char* function, Convert convert) {
  if (output == nullptr) {
    throw std::logic_error(fmt::format("{}: output is null", function));
  }
  if (output->width() != input.width() || output->height() != input.height()) {
    output->resize(input.width(), input.height());
  }
  if (input.size() == 0) return;
  const auto* in = input.at(0, 0);
  auto* out = output->at(0, 0);
  std::transform(in, in + input.size(), out, convert);
}

}  // namespace

template <PixelType kPixelType>
Image<kPixelType>::Image(int width, int height) : Image(width, height, 0) {}

template <PixelType kPixelType>
Image<kPixelType>::Image(int width, int height, T initial_value) {
  ThrowUnlessValidSize(width, height);
  width_ = width;
  height_ = height;
  data_.assign(static_cast<size_t>(size()), initial_value);
}

template <PixelType kPixelType>
void Image<kPixelType>::resize(int width, int height) {
  ThrowUnlessValidSize(width, height);
  data_.assign(static_cast<size_t>(width) * height * kNumChannels, T{0});
  width_ = width;
  height_ = height;
}

template <PixelType kPixelType>
bool Image<kPixelType>::operator==(const Image& other) const {
  return width_ == other.width_ && height_ == other.height_ &&
         data_ == other.data_;
}

template class Image<PixelType::kRgb8U>;
template class Image<PixelType::kBgr8U>;
template class Image<PixelType::kRgba8U>;
template class Image<PixelType::kBgra8U>;
template class Image<PixelType::kGrey8U>;
template class Image<PixelType::kDepth16U>;
template class Image<PixelType::kDepth32F>;
template class Image<PixelType::kLabel16I>;

void ConvertDepth32FTo16U(const ImageDepth32F& input, ImageDepth16U* output) {
  using Out = ImageDepth16U::Traits;
  ConvertEachValue(input, output, "ConvertDepth32FTo16U",
                   [](float meters) -> uint16_t {
                     // millimeters in float; NaN fails both tests below and
                     // is taken as too far, as is +inf.
                     const float millimeters = meters * 1000.0f;
                     if (!(millimeters < static_cast<float>(Out::kTooFar))) {
                       return Out::kTooFar;
                     }
                     if (millimeters <= 0.0f) return Out::kTooClose;
                     // truncation toward zero.
                     return static_cast<uint16_t>(millimeters);
                   });
}

void ConvertDepth16UTo32F(const ImageDepth16U& input, ImageDepth32F* output) {
  using In = ImageDepth16U::Traits;
  using Out = ImageDepth32F::Traits;
  static_assert(In::kTooClose == 0 && Out::kTooClose == 0);
  ConvertEachValue(input, output, "ConvertDepth16UTo32F",
                   [](uint16_t millimeters) -> float {
                     if (millimeters == In::kTooFar) return Out::kTooFar;
                     return static_cast<float>(0.001 * millimeters);
                   });
}

}  // namespace sensors
}  // namespace systems
}  // namespace drake
