#pragma once

/// @file
/// (Internal) small helpers geometry's scalar-templated code shares:
/// convert_to_double() drops the derivatives of an AutoDiffXd pose (render
/// engines and other double-only consumers take double poses).

#include "drake/common/autodiff.h"
#include "drake/math/rigid_transform.h"

namespace drake {
namespace geometry {
namespace internal {

/// A double-valued pose is returned as is (no copy).
inline const math::RigidTransformd& convert_to_double(
    const math::RigidTransformd& X_AB) {
  return X_AB;
}

/// The value part of an AutoDiffXd pose; the derivatives are discarded.
inline math::RigidTransformd convert_to_double(
    const math::RigidTransform<AutoDiffXd>& X_AB) {
  return math::RigidTransformd(
      math::RotationMatrixd::MakeUnchecked(
          ExtractDoubleOrThrow(X_AB.rotation().matrix())),
      ExtractDoubleOrThrow(X_AB.translation()));
}

}  // namespace internal
}  // namespace geometry
}  // namespace drake
