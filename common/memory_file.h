#pragma once

/// @file
/// drake::MemoryFile, a file's contents held in memory with a checksum.

#include <filesystem>
#include <string>

#include "drake/common/drake_copyable.h"
#include "drake/common/fmt.h"
#include "drake/common/reset_after_move.h"
#include "drake/common/sha256.h"

namespace drake {

/// A virtual file held in memory: its contents, an extension that says what
/// kind of file it is, a hint naming it in messages, and the SHA-256 of the
/// contents (computed on construction). A moved-from MemoryFile is empty,
/// like a default-constructed one.
///
/// Not provided here (see README.md): Drake's `Serialize` (YAML with a
/// `!!binary` contents field), which our YAML archives do not support.
class MemoryFile final {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(MemoryFile);

  /// Reads the file at `path`. The extension is the path's extension (lower
  /// case) and the filename hint is the path as given. Computes the checksum.
  /// @throws std::exception naming the path if it cannot be read (missing,
  /// unreadable, or a directory).
  static MemoryFile Make(const std::filesystem::path& path);

  /// Empty contents, extension and hint; sha256() is the checksum of empty
  /// contents (not the all-zero Sha256).
  MemoryFile();

  /// A file of the given contents.
  /// @param contents the bytes of the file.
  /// @param extension what kind of file the contents are, e.g. ".obj"; empty,
  ///   or starting with '.'. Stored in lower case. Consumers decide what to
  ///   do with a file by its extension, so give one whenever possible.
  /// @param filename_hint a label for messages (need not be a real file
  ///   name); a single line.
  /// @throws std::exception if `extension` is neither empty nor starts with
  ///   '.', or `filename_hint` contains a newline.
  MemoryFile(std::string contents, std::string extension,
             std::string filename_hint);

  ~MemoryFile();

  /// The file's contents.
  const std::string& contents() const { return contents_; }

  /// The extension given at construction, lower case ("" or ".foo").
  const std::string& extension() const { return extension_; }

  /// The SHA-256 checksum of contents().
  const Sha256& sha256() const { return sha256_.value().checksum; }

  /// The label given at construction.
  const std::string& filename_hint() const { return filename_hint_; }

  /// Returns `MemoryFile(filename_hint="...", contents="...",
  /// extension="...")`. Contents longer than `contents_limit` characters are
  /// shown as `<first contents_limit characters...>`; a limit of zero or less
  /// shows all of them.
  std::string to_string(int contents_limit = 100) const;

 private:
  reset_after_move<std::string> contents_;
  reset_after_move<std::string> extension_;
  reset_after_move<std::string> filename_hint_;

  // Default-constructs to the checksum of empty contents, so that a default
  // or moved-from file has the checksum of its (empty) contents.
  struct EmptySha256 {
    Sha256 checksum = EmptyChecksum();
  };
  static Sha256 EmptyChecksum();

  reset_after_move<EmptySha256> sha256_;
};

}  // namespace drake

DRAKE_FORMATTER_AS(, drake, MemoryFile, x, x.to_string())
