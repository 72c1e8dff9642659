#pragma once

// Shared by the YAML fuzz targets: the input bytes as a YAML document, with
// the library's logging silenced once. Each target swallows std::exception
// (the expected outcome for bad input); anything else (another exception
// type, an abort, a sanitizer report, a hang) is a finding for libFuzzer.

#include <cstddef>
#include <cstdint>
#include <string>

#include "drake/common/text_logging.h"

namespace drake {
namespace fuzz {

// The input as a std::string; silences drake::log() on the first call.
inline std::string YamlDocument(const uint8_t* data, size_t size) {
  static const bool silenced = [] {
    drake::log()->set_level(spdlog::level::off);
    return true;
  }();
  (void)silenced;
  return std::string(reinterpret_cast<const char*>(data), size);
}

}  // namespace fuzz
}  // namespace drake
