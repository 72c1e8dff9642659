#pragma once

/// @file
/// promoted_numerical_t: the scalar that results from mixing a mesh's
/// scalar with a query's scalar (AutoDiffXd if either is AutoDiffXd).

#include <type_traits>

#include "drake/common/autodiff.h"

namespace drake {
namespace geometry {

/// The promoted type of two scalars among double and AutoDiffXd: double
/// only if both are double.
template <typename T, typename U>
using promoted_numerical_t =
    std::conditional_t<std::is_same_v<T, double>, U, T>;

}  // namespace geometry
}  // namespace drake
