#pragma once

/// @file
/// Output files that appear complete or not at all: written under a
/// temporary name beside the final one and renamed when complete.

#include <fstream>
#include <ostream>
#include <string>
#include <string_view>

#include "drake/common/drake_copyable.h"

namespace drake {
namespace tools {
namespace simulate {

/// A file written as `<filename>.partial` and renamed to `filename` by
/// Commit() (a rename within one folder is atomic), so that a run killed
/// while writing never leaves a truncated file under the final name: only
/// the `.partial` file, which no reader takes for a result. Destroyed
/// without Commit() (e.g. after an exception), it removes the partial file.
class OutputFile {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(OutputFile);

  /// Opens `<filename>.partial` for writing (truncated).
  /// @throws std::runtime_error naming the file if it cannot be opened.
  explicit OutputFile(std::string filename);
  ~OutputFile();

  /// The stream to write the contents to.
  std::ostream& stream() { return stream_; }

  /// Flushes and closes the partial file and renames it to the final name
  /// (replacing an older file of that name). Call it once.
  /// @throws std::runtime_error naming the file if writing or renaming
  ///   failed (the partial file is then removed).
  void Commit();

  /// The temporary name, `<filename>.partial`.
  static std::string PartialName(const std::string& filename) {
    return filename + ".partial";
  }

 private:
  std::string filename_;
  std::string partial_;
  std::ofstream stream_;
  bool committed_{false};
};

/// Writes `contents` to `filename` through an OutputFile.
/// @throws std::runtime_error naming the file if it cannot be written.
void WriteFileAtomically(const std::string& filename,
                         std::string_view contents);

}  // namespace simulate
}  // namespace tools
}  // namespace drake
