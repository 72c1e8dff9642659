#pragma once

/// @file
/// KnotVectorType, as in Drake's drake/math/knot_vector_type.h (v1.56).

namespace drake {
namespace math {

/// The kinds of knot vector BsplineBasis can generate. Both are uniformly
/// spaced; "clamped" repeats the first and the last knot `order` times, so
/// that a B-spline curve starts at its first control point and ends at its
/// last.
enum class KnotVectorType { kUniform, kClampedUniform };

}  // namespace math
}  // namespace drake
