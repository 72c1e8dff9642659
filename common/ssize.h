#pragma once

/// @file
/// Deprecated in Drake (removal on or after 2026-09-01), which no longer
/// defines drake::ssize here: use std::ssize. Kept, as in Drake, only so that
/// old includes still compile (with a warning); it includes eigen_types.h.

#include "drake/common/eigen_types.h"

// clang-format off
// NOLINTNEXTLINE(whitespace/line_length)
#warning "DRAKE DEPRECATED: The drake/common/ssize.h header is deprecated for removal. Use std::ssize instead. The deprecated code will be removed from Drake on or after 2026-09-01."
// clang-format on
