#include "drake/systems/sensors/image_io.h"

#include <cstring>
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <string>
#include <utility>

#include "drake/common/drake_assert.h"
#include "drake/systems/sensors/image_io_internal.h"

namespace drake {
namespace systems {
namespace sensors {

using internal::DecodedImage;
using internal::RawImage;
using Metadata = ImageIo::Metadata;
using ByteSpan = ImageIo::ByteSpan;

namespace {

// What error messages call an input or output.
std::string Describe(const std::filesystem::path* path, const char* function) {
  return path != nullptr
             ? fmt::format("ImageIo::{}: the file '{}'", function,
                           path->string())
             : fmt::format("ImageIo::{}: the memory buffer", function);
}

// The bytes of an input, read whole from a file or borrowed from a buffer.
struct InputBytes {
  std::string source;
  std::vector<uint8_t> storage;
  ByteSpan span;
};

InputBytes ReadInput(std::variant<const std::filesystem::path*, ByteSpan> input,
                     const char* function) {
  InputBytes result;
  if (input.index() == 0) {
    const std::filesystem::path& path = *std::get<0>(input);
    result.source = Describe(&path, function);
    std::ifstream file(path, std::ios::binary);
    std::error_code error;
    if (!file.is_open() || std::filesystem::is_directory(path, error)) {
      throw std::runtime_error(
          fmt::format("{} cannot be opened for reading", result.source));
    }
    result.storage.assign(std::istreambuf_iterator<char>(file),
                          std::istreambuf_iterator<char>());
    if (file.bad()) {
      throw std::runtime_error(
          fmt::format("{} could not be read", result.source));
    }
    result.span = ByteSpan{result.storage.data(), result.storage.size()};
  } else {
    result.source = Describe(nullptr, function);
    result.span = std::get<1>(input);
    if (result.span.data == nullptr && result.span.size != 0) {
      throw std::logic_error(
          fmt::format("{} has a null data pointer and size {}", result.source,
                      result.span.size));
    }
  }
  return result;
}

// The format of `input`: its contents decide; if `required` is set they must
// agree with it.
ImageFileFormat ChooseFormat(const InputBytes& input,
                             std::optional<ImageFileFormat> required) {
  const std::optional<ImageFileFormat> guess =
      internal::GuessFileFormat(input.span);
  if (!guess.has_value()) {
    throw std::runtime_error(fmt::format(
        "{} is not an image: its header matches none of the JPEG, PNG or TIFF "
        "signatures{}",
        input.source,
        required ? fmt::format(" (the required format is {})", *required)
                 : std::string()));
  }
  if (required.has_value() && *required != *guess) {
    throw std::runtime_error(
        fmt::format("{} must be a {} image but its contents are {}",
                    input.source, *required, *guess));
  }
  return *guess;
}

// Whether an Image of kPixelType stores its colour channels as BGR(A).
template <PixelType kPixelType>
constexpr bool kIsBgr =
    ImageTraits<kPixelType>::kPixelFormat == PixelFormat::kBgr ||
    ImageTraits<kPixelType>::kPixelFormat == PixelFormat::kBgra;

// Copies decoded pixels into `image`, adding or dropping an 8-bit alpha
// channel and swizzling RGB to BGR as the pixel type asks.
template <PixelType kPixelType>
void CopyDecodedToImage(const DecodedImage& decoded, const std::string& source,
                        Image<kPixelType>* image) {
  using T = typename Image<kPixelType>::T;
  constexpr int kChannels = Image<kPixelType>::kNumChannels;
  constexpr PixelScalar kScalar = ImageTraits<kPixelType>::kPixelScalar;
  const Metadata& metadata = decoded.metadata;
  // 16-bit unsigned data also load into a signed 16-bit (label) image, as
  // Drake allows for its label images saved as PNG.
  const bool scalar_ok =
      metadata.scalar == kScalar ||
      (metadata.scalar == PixelScalar::k16U && kScalar == PixelScalar::k16I);
  if (!scalar_ok) {
    throw std::runtime_error(
        fmt::format("{}: cannot load an image with scalar={} into an Image<{}> "
                    "(scalar={})",
                    source, metadata.scalar, kPixelType, kScalar));
  }
  const int in_channels = metadata.channels;
  const bool alpha_change =
      kScalar == PixelScalar::k8U && ((in_channels == 3 && kChannels == 4) ||
                                      (in_channels == 4 && kChannels == 3));
  if (in_channels != kChannels && !alpha_change) {
    throw std::runtime_error(fmt::format(
        "{}: cannot load an image with channels={} into an Image<{}> "
        "(channels={})",
        source, in_channels, kPixelType, kChannels));
  }
  image->resize(metadata.width, metadata.height);
  const int num_pixels = metadata.width * metadata.height;
  T* out = image->at(0, 0);
  if (in_channels == kChannels && !kIsBgr<kPixelType>) {
    std::memcpy(out, decoded.bytes.data(), sizeof(T) * num_pixels * kChannels);
    return;
  }
  if constexpr (sizeof(T) == 1) {
    const uint8_t* in = decoded.bytes.data();
    const int colour_channels = std::min(in_channels, kChannels);
    for (int i = 0; i < num_pixels; ++i) {
      for (int c = 0; c < colour_channels; ++c) {
        // BGR(A) reverses the first three channels; alpha stays last.
        const int from = (kIsBgr<kPixelType> && c < 3) ? 2 - c : c;
        out[c] = in[from];
      }
      if (kChannels > in_channels) out[kChannels - 1] = 0xFF;
      in += in_channels;
      out += kChannels;
    }
  } else {
    DRAKE_UNREACHABLE();
  }
}

// The encoder's view of `image`: its own pixels, or (BGR(A)) a swizzled
// copy in `scratch`.
template <PixelType kPixelType>
RawImage MakeRawImage(const Image<kPixelType>& image,
                      std::vector<uint8_t>* scratch) {
  using T = typename Image<kPixelType>::T;
  constexpr int kChannels = Image<kPixelType>::kNumChannels;
  constexpr PixelScalar kScalar = ImageTraits<kPixelType>::kPixelScalar;
  RawImage raw;
  raw.width = image.width();
  raw.height = image.height();
  raw.channels = kChannels;
  // A label image's int16_t bits are saved as uint16_t (Drake does the same),
  // and load back unchanged into an ImageLabel16I.
  raw.scalar = kScalar == PixelScalar::k16I ? PixelScalar::k16U : kScalar;
  if (image.size() == 0) return raw;
  raw.data = image.at(0, 0);
  if constexpr (kIsBgr<kPixelType>) {
    static_assert(sizeof(T) == 1);
    scratch->resize(image.size());
    const uint8_t* in = image.at(0, 0);
    for (int i = 0; i < image.size(); i += kChannels) {
      (*scratch)[i] = in[i + 2];
      (*scratch)[i + 1] = in[i + 1];
      (*scratch)[i + 2] = in[i];
      if (kChannels == 4) (*scratch)[i + 3] = in[i + 3];
    }
    raw.data = scratch->data();
  }
  return raw;
}

}  // namespace

std::optional<Metadata> ImageIo::LoadMetadataImpl(InputAny input_any) const {
  try {
    const InputBytes input = ReadInput(input_any, "LoadMetadata");
    const ImageFileFormat format = ChooseFormat(input, std::nullopt);
    return internal::DecodeMetadata(format, input.span, input.source);
  } catch (const std::exception&) {
    // Every failure (missing file, unknown or unsupported content) is
    // reported as "no metadata", as documented.
    return std::nullopt;
  }
}

ImageAny ImageIo::LoadImpl(InputAny input_any,
                           std::optional<ImageFileFormat> format) const {
  const InputBytes input = ReadInput(input_any, "Load");
  const ImageFileFormat chosen = ChooseFormat(input, format);
  const Metadata header =
      internal::DecodeMetadata(chosen, input.span, input.source);
  // Pick the image type from the header before decoding the pixels.
  ImageAny result;
  const bool is_8u = header.scalar == PixelScalar::k8U;
  if (header.depth == 1 && is_8u && header.channels == 4) {
    result.emplace<ImageRgba8U>();
  } else if (header.depth == 1 && is_8u && header.channels == 3) {
    result.emplace<ImageRgb8U>();
  } else if (header.depth == 1 && is_8u && header.channels == 1) {
    result.emplace<ImageGrey8U>();
  } else if (header.depth == 1 && header.scalar == PixelScalar::k16U &&
             header.channels == 1) {
    result.emplace<ImageDepth16U>();
  } else if (header.depth == 1 && header.scalar == PixelScalar::k32F &&
             header.channels == 1) {
    result.emplace<ImageDepth32F>();
  } else {
    throw std::runtime_error(fmt::format(
        "{}: an image with depth={}, channels={}, scalar={} matches no "
        "Image<PixelType> type (8-bit grey/RGB/RGBA, 16-bit or float grey)",
        input.source, header.depth, header.channels, header.scalar));
  }
  const DecodedImage decoded =
      internal::Decode(chosen, input.span, input.source);
  std::visit(
      [&](auto& image) { CopyDecodedToImage(decoded, input.source, &image); },
      result);
  return result;
}

void ImageIo::LoadImpl(InputAny input_any,
                       std::optional<ImageFileFormat> format,
                       ImageAnyMutablePtr image_any) const {
  const bool null_image =
      std::visit([](auto* image) { return image == nullptr; }, image_any);
  if (null_image) {
    throw std::logic_error("ImageIo::Load(): the output image is null");
  }
  const InputBytes input = ReadInput(input_any, "Load");
  const ImageFileFormat chosen = ChooseFormat(input, format);
  const DecodedImage decoded =
      internal::Decode(chosen, input.span, input.source);
  std::visit(
      [&](auto* image) { CopyDecodedToImage(decoded, input.source, image); },
      image_any);
}

void ImageIo::SaveImpl(ImageAnyConstPtr image_any,
                       std::optional<ImageFileFormat> format,
                       OutputAny output_any) const {
  const std::filesystem::path* const path =
      output_any.index() == 0 ? std::get<0>(output_any) : nullptr;
  const std::string destination = Describe(path, "Save");
  ImageFileFormat chosen = ImageFileFormat::kPng;
  if (format.has_value()) {
    chosen = *format;
  } else {
    DRAKE_DEMAND(path != nullptr);
    const std::optional<ImageFileFormat> from_extension =
        internal::FileFormatFromExtension(*path);
    if (!from_extension.has_value()) {
      throw std::logic_error(fmt::format(
          "{}: the path does not imply any supported format (the extension "
          "must be .jpg, .jpeg, .png, .tif or .tiff) and no format was given",
          destination));
    }
    chosen = *from_extension;
  }

  // Encode into memory (straight into the caller's buffer when there is one).
  std::vector<uint8_t> scratch;
  std::vector<uint8_t> file_bytes;
  std::vector<uint8_t>* const encoded =
      path != nullptr ? &file_bytes : std::get<1>(output_any);
  if (encoded == nullptr) {
    throw std::logic_error("ImageIo::Save(): the output buffer is null");
  }
  std::visit(
      [&](const auto* image) {
        DRAKE_DEMAND(image != nullptr);
        internal::Encode(chosen, MakeRawImage(*image, &scratch), destination,
                         encoded);
      },
      image_any);
  if (path == nullptr) return;

  std::ofstream file(*path, std::ios::binary | std::ios::trunc);
  if (!file.is_open()) {
    throw std::runtime_error(
        fmt::format("{} cannot be opened for writing", destination));
  }
  file.write(reinterpret_cast<const char*>(file_bytes.data()),
             static_cast<std::streamsize>(file_bytes.size()));
  file.close();
  if (file.fail()) {
    throw std::runtime_error(
        fmt::format("{} could not be written", destination));
  }
}

}  // namespace sensors
}  // namespace systems
}  // namespace drake
