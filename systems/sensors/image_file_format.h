#pragma once

/// @file
/// ImageFileFormat, the image file formats that ImageIo reads and writes.

#include <string>

#include "drake/common/fmt.h"

namespace drake {
namespace systems {
namespace sensors {

/// The image file formats known to Drake.
enum class ImageFileFormat {
  /// JPEG (mime type image/jpeg): lossy, 8-bit grey or RGB.
  kJpeg,
  /// PNG (mime type image/png): lossless, 8-bit grey/RGB/RGBA, 16-bit grey.
  kPng,
  /// TIFF (mime type image/tiff): lossless, also 32-bit float.
  kTiff,
};

/// The lowercase name of the format without its `k`: "jpeg", "png" or "tiff".
std::string to_string(ImageFileFormat);

}  // namespace sensors
}  // namespace systems
}  // namespace drake

DRAKE_FORMATTER_AS(, drake::systems::sensors, ImageFileFormat, x,
                   drake::systems::sensors::to_string(x))
