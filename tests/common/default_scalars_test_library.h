#pragma once

// Declarations only: the definitions and instantiations are in
// default_scalars_test_library.cc, a separate shared library.

namespace drake {
namespace default_scalars_test {

/// Returns x³ + 1.
template <typename T>
T CubePlusOne(const T& x);

/// Returns −x.
template <typename T>
T Negate(const T& x);

// x scaled by the value of `factor` (a constant), e.g. a conversion helper
// of two scalar types.
template <typename T, typename U>
T ScaleBy(const T& x, const U& factor);

}  // namespace default_scalars_test
}  // namespace drake
