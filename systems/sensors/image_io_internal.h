#pragma once

/// @file
/// The codecs behind ImageIo (internal): each turns an encoded JPEG, PNG or
/// TIFF byte span into metadata and pixels and back, with libjpeg-turbo,
/// libpng and libtiff kept out of every header.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "drake/systems/sensors/image_io.h"

namespace drake {
namespace systems {
namespace sensors {
namespace internal {

/// Decoded pixels: rows top to bottom, channels interleaved, each channel a
/// native-endian value of `metadata.scalar`.
struct DecodedImage {
  ImageIo::Metadata metadata;
  std::vector<uint8_t> bytes;
};

/// Pixels to encode, laid out as DecodedImage's (8-bit or 16-bit unsigned or
/// float channels; 1, 3 or 4 channels with RGB(A) order). Borrowed.
struct RawImage {
  const void* data{};
  int width{};
  int height{};
  int channels{};
  PixelScalar scalar{PixelScalar::k8U};
};

/// The format whose signature starts `bytes` (JPEG FF D8, PNG 89 50, TIFF
/// "II" or "MM"), or nullopt.
std::optional<ImageFileFormat> GuessFileFormat(ImageIo::ByteSpan bytes);

/// The format a path's extension implies (.jpg/.jpeg, .png, .tif/.tiff, any
/// case), or nullopt.
std::optional<ImageFileFormat> FileFormatFromExtension(
    const std::filesystem::path& path);

/// Reads only the header of `bytes`, encoded as `format`.
/// @throws std::exception with a message that starts with `source` if the
/// header is malformed or describes an image this library cannot decode.
ImageIo::Metadata DecodeMetadata(ImageFileFormat format,
                                 ImageIo::ByteSpan bytes,
                                 const std::string& source);

/// Decodes all of `bytes`, encoded as `format`.
/// @throws std::exception as DecodeMetadata, or if the data are malformed or
/// truncated.
DecodedImage Decode(ImageFileFormat format, ImageIo::ByteSpan bytes,
                    const std::string& source);

/// Encodes `image` as `format` into `output` (overwritten).
/// @throws std::exception with a message that starts with `destination` if
/// the format cannot hold the image's channels or scalar.
void Encode(ImageFileFormat format, const RawImage& image,
            const std::string& destination, std::vector<uint8_t>* output);

}  // namespace internal
}  // namespace sensors
}  // namespace systems
}  // namespace drake
