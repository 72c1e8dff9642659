#include "drake/tools/simulate/output_file.h"

#include <cstdio>
#include <filesystem>
#include <stdexcept>
#include <system_error>
#include <utility>

#include <fmt/format.h>

namespace drake {
namespace tools {
namespace simulate {

OutputFile::OutputFile(std::string filename)
    : filename_(std::move(filename)),
      partial_(PartialName(filename_)),
      stream_(partial_, std::ios::binary | std::ios::trunc) {
  if (!stream_) {
    throw std::runtime_error(
        fmt::format("could not open '{}' for writing", filename_));
  }
}

OutputFile::~OutputFile() {
  if (committed_) return;
  stream_.close();
  std::error_code ignored;
  std::filesystem::remove(partial_, ignored);
}

void OutputFile::Commit() {
  if (committed_) {
    throw std::logic_error(
        fmt::format("OutputFile::Commit() called twice for '{}'", filename_));
  }
  stream_.flush();
  const bool written = static_cast<bool>(stream_);
  stream_.close();
  if (!written || !stream_) {
    throw std::runtime_error(fmt::format("could not write '{}'", partial_));
  }
  std::error_code error;
  std::filesystem::rename(partial_, filename_, error);
  if (error) {
    throw std::runtime_error(fmt::format("could not rename '{}' to '{}': {}",
                                         partial_, filename_, error.message()));
  }
  committed_ = true;
}

void WriteFileAtomically(const std::string& filename,
                         std::string_view contents) {
  OutputFile file(filename);
  file.stream().write(contents.data(),
                      static_cast<std::streamsize>(contents.size()));
  file.Commit();
}

}  // namespace simulate
}  // namespace tools
}  // namespace drake
