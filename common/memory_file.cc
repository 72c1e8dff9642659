#include "drake/common/memory_file.h"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <system_error>
#include <utility>

#include <fmt/format.h>

#include "drake/common/drake_throw.h"

namespace drake {

MemoryFile MemoryFile::Make(const std::filesystem::path& path) {
  std::error_code error;
  const bool is_directory = std::filesystem::is_directory(path, error);
  std::ifstream input(path, std::ios::binary);
  if (is_directory || !input.is_open()) {
    throw std::runtime_error(fmt::format(
        "MemoryFile::Make() cannot read the file '{}'.", path.string()));
  }
  std::string contents{std::istreambuf_iterator<char>(input),
                       std::istreambuf_iterator<char>()};
  if (input.bad()) {
    throw std::runtime_error(fmt::format(
        "MemoryFile::Make() cannot read the file '{}'.", path.string()));
  }
  return MemoryFile(std::move(contents), path.extension().string(),
                    path.string());
}

Sha256 MemoryFile::EmptyChecksum() {
  static const Sha256 kEmpty = Sha256::Checksum("");
  return kEmpty;
}

MemoryFile::MemoryFile() = default;

MemoryFile::MemoryFile(std::string contents, std::string extension,
                       std::string filename_hint) {
  // (Assigned rather than constructed: reset_after_move's constructor copies.)
  contents_.value() = std::move(contents);
  extension_.value() = std::move(extension);
  filename_hint_.value() = std::move(filename_hint);
  std::string& ext = extension_.value();
  if (!ext.empty() && ext.front() != '.') {
    throw std::runtime_error(
        fmt::format("MemoryFile given invalid extension. Must be empty or of "
                    "the form '.foo'; given '{}'.",
                    ext));
  }
  std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) {
    return static_cast<char>(std::tolower(c));
  });
  DRAKE_THROW_UNLESS(filename_hint_.value().find('\n') == std::string::npos);
  sha256_.value().checksum = Sha256::Checksum(contents_.value());
}

MemoryFile::~MemoryFile() = default;

std::string MemoryFile::to_string(int contents_limit) const {
  const std::string& all = contents_.value();
  const bool whole =
      contents_limit <= 0 || static_cast<size_t>(contents_limit) >= all.size();
  const std::string shown =
      whole ? all : fmt::format("<{}...>", all.substr(0, contents_limit));
  return fmt::format(
      "MemoryFile(filename_hint=\"{}\", contents=\"{}\", extension=\"{}\")",
      filename_hint_.value(), shown, extension_.value());
}

}  // namespace drake
