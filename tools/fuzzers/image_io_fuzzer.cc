// libFuzzer target: the input bytes as an encoded image in memory, given to
// ImageIo::LoadMetadata, ImageIo::Load (as ImageAny) and ImageIo::Load into
// an ImageRgb8U; an image that loads is saved again in every format. The
// codecs are libjpeg-turbo, libpng and libtiff (not instrumented; our
// stream callbacks and copies are). std::exception is the expected outcome
// for bad input; anything else (an abort, a sanitizer report, a hang) is a
// finding.

#include <cstddef>
#include <cstdint>
#include <exception>
#include <variant>
#include <vector>

#include "drake/systems/sensors/image_io.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using drake::systems::sensors::ImageFileFormat;
  using drake::systems::sensors::ImageIo;
  using drake::systems::sensors::ImageRgb8U;
  const ImageIo io;
  const ImageIo::ByteSpan span{data, size};
  (void)io.LoadMetadata(span);
  try {
    const auto image = io.Load(span);
    std::vector<uint8_t> buffer;
    for (ImageFileFormat format :
         {ImageFileFormat::kJpeg, ImageFileFormat::kPng,
          ImageFileFormat::kTiff}) {
      std::visit(
          [&](const auto& typed) {
            try {
              io.Save(typed, format, &buffer);
            } catch (const std::exception&) {
              // expected where the format cannot hold the pixel type
            }
          },
          image);
    }
  } catch (const std::exception&) {
    // expected for invalid images
  }
  try {
    ImageRgb8U rgb;
    io.Load(span, &rgb);
  } catch (const std::exception&) {
    // expected for invalid images and other pixel types
  }
  return 0;
}
