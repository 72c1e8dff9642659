#pragma once

/// @file
/// temp_directory(): makes a new, uniquely named directory for temporary
/// files.

#include <string>

namespace drake {

/// Creates a new directory `${parent}/robotlocomotion_drake_XXXXXX` (each X
/// a character of the portable file name set) and returns its path, with no
/// trailing '/'. `${parent}` is $TEST_TMPDIR if set, else $TMPDIR if set,
/// else /tmp. The caller may delete the directory; nothing else does.
/// @throws std::exception if the directory cannot be created.
std::string temp_directory();

}  // namespace drake
