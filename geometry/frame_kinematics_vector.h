#pragma once

/// @file
/// FramePoseVector<T>: the poses a geometry source reports for its frames,
/// each X_PF of frame F in its parent frame P (the world for frames
/// registered without a parent).

#include "drake/geometry/geometry_ids.h"
#include "drake/geometry/kinematics_vector.h"
#include "drake/math/rigid_transform.h"

namespace drake {
namespace geometry {

/// A map FrameId → RigidTransform<T>.
template <typename T>
using FramePoseVector = KinematicsVector<FrameId, math::RigidTransform<T>>;

}  // namespace geometry
}  // namespace drake
