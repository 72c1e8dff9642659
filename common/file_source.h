#pragma once

/// @file
/// drake::FileSource: a file named by a path on disk, or held in memory.

#include <filesystem>
#include <variant>

#include "drake/common/memory_file.h"

namespace drake {

/// A file that is either on disk (its path) or in memory (a MemoryFile).
using FileSource = std::variant<std::filesystem::path, MemoryFile>;

}  // namespace drake
