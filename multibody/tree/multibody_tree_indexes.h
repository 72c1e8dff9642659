#pragma once

/// @file
/// Type-safe indices of the multibody elements and the reserved values:
/// the world body (index 0), the world model instance (0) and the default
/// model instance (1).

#include "drake/common/identifier.h"
#include "drake/common/type_safe_index.h"

namespace drake {
namespace multibody {

/// Index of a Frame in a MultibodyPlant.
using FrameIndex = TypeSafeIndex<class FrameTag>;
/// Index of a RigidBody in a MultibodyPlant (the world body is 0).
using BodyIndex = TypeSafeIndex<class BodyTag>;
/// Drake's newer name for BodyIndex (a RigidBody is a "link").
using LinkIndex = BodyIndex;
/// Dense position of a RigidBody among the plant's bodies (RigidBody::ordinal;
/// bodies cannot be removed, so it equals the body's index).
using LinkOrdinal = TypeSafeIndex<class LinkOrdinalTag>;
/// Index of a ForceElement (the uniform gravity field is 0).
using ForceElementIndex = TypeSafeIndex<class ForceElementTag>;
/// Index of a Joint. Indices never change; removal leaves gaps.
using JointIndex = TypeSafeIndex<class JointTag>;
/// Dense position of a Joint among the joints that remain (Joint::ordinal):
/// 0 to num_joints() − 1, renumbered when a joint is removed.
using JointOrdinal = TypeSafeIndex<class JointOrdinalTag>;
/// Index of a JointActuator. Indices never change; removal leaves gaps.
using JointActuatorIndex = TypeSafeIndex<class JointActuatorTag>;
/// Index of a model instance (world = 0, default = 1).
using ModelInstanceIndex = TypeSafeIndex<class ModelInstanceTag>;
/// Identifies a constraint (coupler, distance, ball, weld, ...) of a plant.
using MultibodyConstraintId = Identifier<class MultibodyConstraintTag>;
/// Identifies a deformable body (Drake's DeformableModel, which Mallard does
/// not have; the types exist so that code naming them compiles).
using DeformableBodyId = Identifier<class DeformableBodyTag>;
/// Index of a deformable body (see DeformableBodyId).
using DeformableBodyIndex = TypeSafeIndex<class DeformableBodyTag>;

namespace internal {
/// Index of a mobilized body (a node of the compiled tree), depth-first.
using MobodIndex = TypeSafeIndex<class MobodTag>;
/// Drake's older name for the same index.
using BodyNodeIndex = MobodIndex;
/// Index of a tree of the spanning forest (a set of bodies joined to the
/// world through one mobilizer).
using TreeIndex = TypeSafeIndex<class TreeTag>;
/// Index of a mobilizer (dense from 0; the world has none, so mobilizer i
/// is the inboard mobilizer of mobod i + 1).
using MobilizerIndex = TypeSafeIndex<class MobilizerTag>;
}  // namespace internal

/// The world body's index, always 0.
inline BodyIndex world_index() { return BodyIndex(0); }
/// The world frame's index, always 0.
inline FrameIndex world_frame_index() { return FrameIndex(0); }
/// The model instance that owns the world body, always 0.
inline ModelInstanceIndex world_model_instance() {
  return ModelInstanceIndex(0);
}
/// The model instance that receives elements added without one, always 1.
inline ModelInstanceIndex default_model_instance() {
  return ModelInstanceIndex(1);
}

/// Which speeds a Jacobian is taken with respect to: q̇ or v.
enum class JacobianWrtVariable {
  kQDot,  ///< J·q̇
  kV,     ///< J·v
};

}  // namespace multibody
}  // namespace drake
