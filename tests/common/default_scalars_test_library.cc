// A library of its own for default_scalars_test: it defines a function
// template here only and instantiates it with
// DRAKE_DEFINE_FUNCTION_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS, the way a
// Drake library's .cc file does. The test program, another binary, declares
// the template without its definition and calls it, so it links only if the
// macro made the library emit every instantiation.

#include "common/default_scalars_test_library.h"

#include "drake/common/default_scalars.h"
#include "drake/common/extract_double.h"

namespace drake {
namespace default_scalars_test {

template <typename T>
T CubePlusOne(const T& x) {
  return x * x * x + 1.0;
}

template <typename T>
T Negate(const T& x) {
  return -x;
}

template <typename T, typename U>
T ScaleBy(const T& x, const U& factor) {
  return x * ExtractDoubleOrThrow(factor);
}

DRAKE_DEFINE_FUNCTION_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    (&CubePlusOne<T>, &Negate<T>, &ScaleBy<T, U>))

}  // namespace default_scalars_test
}  // namespace drake
