#include "drake/multibody/tree/frame.h"

#include <stdexcept>
#include <string>

#include <fmt/format.h>

#include "drake/multibody/tree/multibody_element_helpers.h"

namespace drake {
namespace multibody {

using internal::CheckElementContext;
using internal::ScopedElementName;

template <typename T>
Frame<T>::Frame(const std::string& name, const RigidBody<T>& body,
                ModelInstanceIndex model_instance, bool is_body_frame)
    : MultibodyElement<T>(model_instance),
      name_(name),
      body_(&body),
      is_body_frame_(is_body_frame) {}

template <typename T>
Frame<T>::~Frame() = default;

template <typename T>
ScopedName Frame<T>::scoped_name() const {
  return ScopedName::Parse(ScopedElementName(this->get_parent_tree(),
                                             this->model_instance(), name_));
}

template <typename T>
bool Frame<T>::is_world_frame() const {
  return is_body_frame_ && body_->has_parent_tree() && body_->index() == 0;
}

template <typename T>
math::RigidTransform<T> Frame<T>::GetFixedOffsetPoseInBody(
    const math::RigidTransform<T>& X_FQ) const {
  return GetFixedPoseInBodyFrame() * X_FQ;
}

template <typename T>
math::RotationMatrix<T> Frame<T>::GetFixedRotationMatrixInBody(
    const math::RotationMatrix<T>& R_FQ) const {
  return GetFixedRotationMatrixInBodyFrame() * R_FQ;
}

template <typename T>
const math::RigidTransform<T>& Frame<T>::EvalPoseInBodyFrame(
    const systems::Context<T>& context) const {
  if (!this->has_parent_tree()) {
    throw std::logic_error(fmt::format(
        "Frame::EvalPoseInBodyFrame(): frame '{}' has not been added to a "
        "MultibodyPlant.",
        name_));
  }
  const internal::MultibodyTree<T>& tree = this->get_parent_tree();
  CheckElementContext(tree, context);
  return tree.EvalFrameBodyPoses(context).X_BF[index()];
}

template <typename T>
math::RigidTransform<T> Frame<T>::CalcPoseInBodyFrame(
    const systems::Context<T>& context) const {
  return EvalPoseInBodyFrame(context);
}

template <typename T>
math::RotationMatrix<T> Frame<T>::CalcRotationMatrixInBodyFrame(
    const systems::Context<T>& context) const {
  return EvalPoseInBodyFrame(context).rotation();
}

template <typename T>
math::RigidTransform<T> Frame<T>::CalcOffsetPoseInBody(
    const systems::Context<T>& context,
    const math::RigidTransform<T>& X_FQ) const {
  return EvalPoseInBodyFrame(context) * X_FQ;
}

template <typename T>
math::RotationMatrix<T> Frame<T>::CalcOffsetRotationMatrixInBody(
    const systems::Context<T>& context,
    const math::RotationMatrix<T>& R_FQ) const {
  return EvalPoseInBodyFrame(context).rotation() * R_FQ;
}

template <typename T>
math::RigidTransform<T> Frame<T>::CalcPoseInWorld(
    const systems::Context<T>& context) const {
  const math::RigidTransform<T>& X_WB = body_->EvalPoseInWorld(context);
  if (is_body_frame_) return X_WB;
  return X_WB * CalcPoseInBodyFrame(context);
}

template <typename T>
math::RigidTransform<T> Frame<T>::CalcPose(const systems::Context<T>& context,
                                           const Frame<T>& frame_M) const {
  return frame_M.CalcPoseInWorld(context).InvertAndCompose(
      CalcPoseInWorld(context));
}

template <typename T>
math::RotationMatrix<T> Frame<T>::CalcRotationMatrixInWorld(
    const systems::Context<T>& context) const {
  return CalcPoseInWorld(context).rotation();
}

template <typename T>
math::RotationMatrix<T> Frame<T>::CalcRotationMatrix(
    const systems::Context<T>& context, const Frame<T>& frame_M) const {
  return CalcPose(context, frame_M).rotation();
}

template <typename T>
SpatialVelocity<T> Frame<T>::CalcSpatialVelocityInWorld(
    const systems::Context<T>& context) const {
  const SpatialVelocity<T>& V_WB = body_->EvalSpatialVelocityInWorld(context);
  if (is_body_frame_) return V_WB;
  const math::RotationMatrix<T>& R_WB =
      body_->EvalPoseInWorld(context).rotation();
  const Vector3<T> p_BoFo_W = R_WB * EvalPoseInBodyFrame(context).translation();
  return V_WB.Shift(p_BoFo_W);
}

template <typename T>
SpatialVelocity<T> Frame<T>::CalcSpatialVelocity(
    const systems::Context<T>& context, const Frame<T>& frame_M,
    const Frame<T>& frame_E) const {
  // V_MF_W = V_WF − V_WMf, Mf the point of M coincident with Fo.
  const math::RigidTransform<T> X_WF = CalcPoseInWorld(context);
  const math::RigidTransform<T> X_WM = frame_M.CalcPoseInWorld(context);
  const SpatialVelocity<T> V_WF = CalcSpatialVelocityInWorld(context);
  const SpatialVelocity<T> V_WM = frame_M.CalcSpatialVelocityInWorld(context);
  const Vector3<T> p_MoFo_W = X_WF.translation() - X_WM.translation();
  const SpatialVelocity<T> V_WMf = V_WM.Shift(p_MoFo_W);
  const SpatialVelocity<T> V_MF_W = V_WF - V_WMf;
  const math::RotationMatrix<T> R_EW =
      frame_E.CalcRotationMatrixInWorld(context).inverse();
  return R_EW * V_MF_W;
}

template <typename T>
SpatialAcceleration<T> Frame<T>::CalcSpatialAccelerationInWorld(
    const systems::Context<T>& context) const {
  const SpatialAcceleration<T>& A_WB =
      body_->EvalSpatialAccelerationInWorld(context);
  if (is_body_frame_) return A_WB;
  const math::RotationMatrix<T>& R_WB =
      body_->EvalPoseInWorld(context).rotation();
  const Vector3<T> p_BoFo_W = R_WB * EvalPoseInBodyFrame(context).translation();
  const Vector3<T>& w_WB =
      body_->EvalSpatialVelocityInWorld(context).rotational();
  return A_WB.Shift(p_BoFo_W, w_WB);
}

template <typename T>
const Vector3<T>& Frame<T>::EvalAngularVelocityInWorld(
    const systems::Context<T>& context) const {
  return body_->EvalSpatialVelocityInWorld(context).rotational();
}

template <typename T>
Vector3<T> Frame<T>::CalcAngularVelocity(
    const systems::Context<T>& context, const Frame<T>& measured_in_frame,
    const Frame<T>& expressed_in_frame) const {
  const Vector3<T> w_MF_W =
      EvalAngularVelocityInWorld(context) -
      measured_in_frame.EvalAngularVelocityInWorld(context);
  return expressed_in_frame.CalcRotationMatrixInWorld(context).inverse() *
         w_MF_W;
}

template <typename T>
SpatialAcceleration<T> Frame<T>::CalcSpatialAcceleration(
    const systems::Context<T>& context, const Frame<T>& measured_in_frame,
    const Frame<T>& expressed_in_frame) const {
  const Frame<T>& frame_M = measured_in_frame;
  const Vector3<T> p_MoFo_W = CalcPoseInWorld(context).translation() -
                              frame_M.CalcPoseInWorld(context).translation();
  const SpatialVelocity<T> V_WF = CalcSpatialVelocityInWorld(context);
  const SpatialVelocity<T> V_WM = frame_M.CalcSpatialVelocityInWorld(context);
  const SpatialAcceleration<T> A_WF = CalcSpatialAccelerationInWorld(context);
  const SpatialAcceleration<T> A_WM =
      frame_M.CalcSpatialAccelerationInWorld(context);
  const Vector3<T>& w_WM = V_WM.rotational();
  const Vector3<T>& alpha_WM = A_WM.rotational();
  const Vector3<T> w_MF = V_WF.rotational() - w_WM;
  const Vector3<T> v_MFo =
      V_WF.translational() - V_WM.translational() - w_WM.cross(p_MoFo_W);
  const Vector3<T> alpha_MF = A_WF.rotational() - alpha_WM - w_WM.cross(w_MF);
  const Vector3<T> a_MFo =
      A_WF.translational() - A_WM.translational() - alpha_WM.cross(p_MoFo_W) -
      w_WM.cross(w_WM.cross(p_MoFo_W)) - 2 * w_WM.cross(v_MFo);
  const math::RotationMatrix<T> R_EW =
      expressed_in_frame.CalcRotationMatrixInWorld(context).inverse();
  return SpatialAcceleration<T>(R_EW * alpha_MF, R_EW * a_MFo);
}

}  // namespace multibody
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::Frame)
