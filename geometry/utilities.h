#pragma once

/// @file
/// (Internal) small helpers geometry's scalar-templated code shares:
/// convert_to_double() drops the derivatives of an AutoDiffXd pose, and
/// reads the constants of a symbolic one (render engines, the broad phase
/// and other double-only consumers take double poses).

#include "drake/common/autodiff.h"
#include "drake/common/symbolic/expression.h"
#include "drake/math/rigid_transform.h"

namespace drake {
namespace geometry {
namespace internal {

/// A double-valued pose is returned as is (no copy).
inline const math::RigidTransformd& convert_to_double(
    const math::RigidTransformd& X_AB) {
  return X_AB;
}

/// The value of an AutoDiffXd pose (the derivatives are discarded) or of a
/// symbolic::Expression pose whose entries are all constants.
/// @throws std::exception for a symbolic entry that depends on a variable
/// (the message names the expression and its variables).
template <typename T>
math::RigidTransformd convert_to_double(const math::RigidTransform<T>& X_AB) {
  return math::RigidTransformd(
      math::RotationMatrixd::MakeUnchecked(
          ExtractDoubleOrThrow(X_AB.rotation().matrix())),
      ExtractDoubleOrThrow(X_AB.translation()));
}

}  // namespace internal
}  // namespace geometry
}  // namespace drake
