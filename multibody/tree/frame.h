#pragma once

#include <string>

#include "drake/common/default_scalars.h"
#include "drake/math/rigid_transform.h"
#include "drake/math/rotation_matrix.h"
#include "drake/multibody/math/spatial_algebra.h"
#include "drake/multibody/tree/multibody_element.h"
#include "drake/multibody/tree/scoped_name.h"
#include "drake/systems/framework/context.h"

namespace drake {
namespace multibody {

template <typename T>
class RigidBody;

/// A frame F rigidly attached to a body B (a body frame, or a frame with a
/// fixed offset X_BF from it). Frames are created by the plant (body frames)
/// or added with MultibodyPlant::AddFrame (FixedOffsetFrame).
template <typename T>
class Frame : public MultibodyElement<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(Frame);
  ~Frame() override;

  /// This frame's index in its plant.
  FrameIndex index() const { return this->template index_impl<FrameIndex>(); }
  /// The frame's name (unique within its model instance).
  const std::string& name() const { return name_; }
  /// "instance::name" (just the name for the world frame).
  ScopedName scoped_name() const;
  /// The body B this frame is attached to.
  const RigidBody<T>& body() const { return *body_; }
  /// True for the world frame.
  bool is_world_frame() const;
  /// True if this frame is its body's own frame B.
  bool is_body_frame() const { return is_body_frame_; }

  /// X_BF, this frame's pose in its body frame B as the model gives it (the
  /// default; a FixedOffsetFrame's pose in a Context may differ, see
  /// CalcPoseInBodyFrame()).
  virtual math::RigidTransform<T> GetFixedPoseInBodyFrame() const = 0;
  /// R_BF as the model gives it (see GetFixedPoseInBodyFrame()).
  math::RotationMatrix<T> GetFixedRotationMatrixInBodyFrame() const {
    return GetFixedPoseInBodyFrame().rotation();
  }
  /// X_BQ = X_BF·X_FQ from the model's X_BF.
  math::RigidTransform<T> GetFixedOffsetPoseInBody(
      const math::RigidTransform<T>& X_FQ) const;
  /// R_BQ = R_BF·R_FQ from the model's R_BF.
  math::RotationMatrix<T> GetFixedRotationMatrixInBody(
      const math::RotationMatrix<T>& R_FQ) const;
  /// X_BF in `context`: it depends on the context's parameters (the poses
  /// of FixedOffsetFrames), not on its state. Cached.
  /// @throws std::exception unless the plant is finalized and `context` is
  /// its own.
  const math::RigidTransform<T>& EvalPoseInBodyFrame(
      const systems::Context<T>& context) const;
  /// X_BF in `context` (see EvalPoseInBodyFrame()).
  math::RigidTransform<T> CalcPoseInBodyFrame(
      const systems::Context<T>& context) const;
  /// R_BF in `context`.
  math::RotationMatrix<T> CalcRotationMatrixInBodyFrame(
      const systems::Context<T>& context) const;
  /// X_BQ = X_BF·X_FQ with X_BF from `context`.
  math::RigidTransform<T> CalcOffsetPoseInBody(
      const systems::Context<T>& context,
      const math::RigidTransform<T>& X_FQ) const;
  /// R_BQ = R_BF·R_FQ with R_BF from `context`.
  math::RotationMatrix<T> CalcOffsetRotationMatrixInBody(
      const systems::Context<T>& context,
      const math::RotationMatrix<T>& R_FQ) const;
  /// X_WF, this frame's pose in world.
  math::RigidTransform<T> CalcPoseInWorld(
      const systems::Context<T>& context) const;
  /// X_MF, this frame's pose in `frame_M`.
  math::RigidTransform<T> CalcPose(const systems::Context<T>& context,
                                   const Frame<T>& frame_M) const;
  /// R_WF.
  math::RotationMatrix<T> CalcRotationMatrixInWorld(
      const systems::Context<T>& context) const;
  /// R_MF.
  math::RotationMatrix<T> CalcRotationMatrix(const systems::Context<T>& context,
                                             const Frame<T>& frame_M) const;
  /// V_WF_W, the spatial velocity of this frame (at Fo) in world.
  SpatialVelocity<T> CalcSpatialVelocityInWorld(
      const systems::Context<T>& context) const;
  /// V_MF_E, this frame's spatial velocity (at Fo) measured in frame M,
  /// expressed in frame E.
  SpatialVelocity<T> CalcSpatialVelocity(const systems::Context<T>& context,
                                         const Frame<T>& frame_M,
                                         const Frame<T>& frame_E) const;
  /// A_WF_W, the spatial acceleration of this frame (at Fo) in world (runs
  /// forward dynamics if it is not cached yet).
  SpatialAcceleration<T> CalcSpatialAccelerationInWorld(
      const systems::Context<T>& context) const;
  /// ω_WF_W, this frame's angular velocity in world (rad/s), the same as its
  /// body's; a reference into the Context's velocity cache.
  const Vector3<T>& EvalAngularVelocityInWorld(
      const systems::Context<T>& context) const;
  /// ω_MF_E, this frame's angular velocity measured in frame M, expressed in
  /// frame E (rad/s).
  Vector3<T> CalcAngularVelocity(const systems::Context<T>& context,
                                 const Frame<T>& measured_in_frame,
                                 const Frame<T>& expressed_in_frame) const;
  /// A_MF_E, this frame's spatial acceleration (at Fo) measured in frame M
  /// (which may move), expressed in frame E: α_MF = α_WF − α_WM − ω_WM × ω_MF
  /// and a_MFo = a_WFo − a_WMo − α_WM × p − ω_WM × (ω_WM × p) − 2 ω_WM ×
  /// v_MFo with p = p_MoFo. Runs forward dynamics if A is not cached yet.
  SpatialAcceleration<T> CalcSpatialAcceleration(
      const systems::Context<T>& context, const Frame<T>& measured_in_frame,
      const Frame<T>& expressed_in_frame) const;
  /// V_W_BF_W = V_WF_W − V_WB_W: this frame F's spatial velocity relative to
  /// `other_frame` B, measured and expressed in world.
  SpatialVelocity<T> CalcRelativeSpatialVelocityInWorld(
      const systems::Context<T>& context, const Frame<T>& other_frame) const {
    return CalcSpatialVelocityInWorld(context) -
           other_frame.CalcSpatialVelocityInWorld(context);
  }
  /// V_M_BF_E = V_MF_E − V_MB_E: relative to `other_frame` B, measured in
  /// frame M, expressed in frame E.
  SpatialVelocity<T> CalcRelativeSpatialVelocity(
      const systems::Context<T>& context, const Frame<T>& other_frame,
      const Frame<T>& measured_in_frame,
      const Frame<T>& expressed_in_frame) const {
    return CalcSpatialVelocity(context, measured_in_frame, expressed_in_frame) -
           other_frame.CalcSpatialVelocity(context, measured_in_frame,
                                           expressed_in_frame);
  }
  /// A_W_BF_W = A_WF_W − A_WB_W (see CalcRelativeSpatialVelocityInWorld()).
  SpatialAcceleration<T> CalcRelativeSpatialAccelerationInWorld(
      const systems::Context<T>& context, const Frame<T>& other_frame) const {
    return CalcSpatialAccelerationInWorld(context) -
           other_frame.CalcSpatialAccelerationInWorld(context);
  }
  /// A_M_BF_E = A_MF_E − A_MB_E (see CalcRelativeSpatialVelocity()).
  SpatialAcceleration<T> CalcRelativeSpatialAcceleration(
      const systems::Context<T>& context, const Frame<T>& other_frame,
      const Frame<T>& measured_in_frame,
      const Frame<T>& expressed_in_frame) const {
    return CalcSpatialAcceleration(context, measured_in_frame,
                                   expressed_in_frame) -
           other_frame.CalcSpatialAcceleration(context, measured_in_frame,
                                               expressed_in_frame);
  }

 protected:
  Frame(const std::string& name, const RigidBody<T>& body,
        ModelInstanceIndex model_instance, bool is_body_frame);

 private:
  std::string name_;
  const RigidBody<T>* body_;
  bool is_body_frame_;
};

}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::Frame)
