#pragma once

/// @file
/// ToleranceType, as in Drake's drake/common/constants.h (the dimension
/// constants such as kSpaceDimension are in eigen_types.h, as in Drake).

namespace drake {

/// How a tolerance is applied when two values are compared: kAbsolute
/// bounds |a - b|, kRelative bounds |a - b| relative to the magnitudes.
enum class ToleranceType { kAbsolute, kRelative };

}  // namespace drake
