/// @file
/// Bodies, frames, joint actuators, forces and gravity.

#include <cmath>
#include <limits>
#include <stdexcept>

#include <fmt/format.h>

#include "drake/multibody/plant/multibody_plant.h"
#include "drake/multibody/tree/multibody_tree.h"

namespace drake {
namespace multibody {

template <typename T>
const MultibodyPlant<T>& MultibodyElement<T>::GetParentPlant() const {
  if (tree_ == nullptr || tree_->parent_plant() == nullptr) {
    throw std::logic_error(
        "GetParentPlant(): this element has not been added to a "
        "MultibodyPlant.");
  }
  return *tree_->parent_plant();
}

namespace {
// Throws unless `context` belongs to the plant owning `tree`.
template <typename T>
void CheckContext(const internal::MultibodyTree<T>& tree,
                  const systems::Context<T>& context) {
  if (tree.layout().system == nullptr) {
    throw std::logic_error(
        "This element's plant has not been finalized; finalize it and use a "
        "Context created by it.");
  }
  tree.ValidateContext(context);
}

template <typename T>
std::string Scoped(const internal::MultibodyTree<T>& tree,
                   ModelInstanceIndex instance, const std::string& name) {
  if (instance == world_model_instance()) return name;
  return tree.GetModelInstanceName(instance) + "::" + name;
}
}  // namespace

// ---------------------------------------------------------------------------
// Frame

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
std::string Frame<T>::scoped_name() const {
  return Scoped(this->get_parent_tree(), this->model_instance(), name_);
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
  CheckContext(tree, context);
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
FixedOffsetFrame<T>::FixedOffsetFrame(
    const std::string& name, const Frame<T>& P,
    const math::RigidTransform<double>& X_PF,
    std::optional<ModelInstanceIndex> model_instance)
    : Frame<T>(name, P.body(), model_instance.value_or(P.model_instance()),
               false),
      parent_(&P),
      X_PF_(X_PF) {}

template <typename T>
FixedOffsetFrame<T>::FixedOffsetFrame(const std::string& name,
                                      const RigidBody<T>& bodyB,
                                      const math::RigidTransform<double>& X_BF)
    : FixedOffsetFrame(name, bodyB.body_frame(), X_BF) {}

template <typename T>
FixedOffsetFrame<T>::~FixedOffsetFrame() = default;

namespace {
// The 12 numbers of FixedOffsetFrame `frame`'s X_PF in the frame-pose
// parameter of `context`, after checking both.
template <typename T>
int FramePoseOffset(const internal::MultibodyTree<T>* tree,
                    const systems::Context<T>& context,
                    const FixedOffsetFrame<T>& frame, const char* func) {
  if (tree == nullptr || !tree->is_finalized()) {
    throw std::logic_error(fmt::format(
        "FixedOffsetFrame::{}(): frame '{}' is not part of a finalized "
        "MultibodyPlant; call Finalize() and use a Context created by it.",
        func, frame.name()));
  }
  CheckContext(*tree, context);
  const int offset = tree->frame_pose_parameter_offset(frame.index());
  DRAKE_DEMAND(offset >= 0);
  return offset;
}
}  // namespace

template <typename T>
void FixedOffsetFrame<T>::SetPoseInParentFrame(
    systems::Context<T>* context, const math::RigidTransform<T>& X_PF) const {
  if (context == nullptr) {
    throw std::logic_error(fmt::format(
        "FixedOffsetFrame::SetPoseInParentFrame(): the context is null "
        "(frame '{}').",
        this->name()));
  }
  const int offset = FramePoseOffset(
      this->has_parent_tree() ? &this->get_parent_tree() : nullptr, *context,
      *this, "SetPoseInParentFrame");
  const internal::MultibodyTree<T>& tree = this->get_parent_tree();
  const Eigen::Matrix<T, 3, 4> X = X_PF.GetAsMatrix34();
  auto parameters = context
                        ->get_mutable_numeric_parameter(
                            tree.layout().frame_pose_parameter_index)
                        .get_mutable_value();
  for (int k = 0; k < 12; ++k) parameters[offset + k] = X.data()[k];
}

template <typename T>
math::RigidTransform<T> FixedOffsetFrame<T>::GetPoseInParentFrame(
    const systems::Context<T>& context) const {
  const int offset = FramePoseOffset(
      this->has_parent_tree() ? &this->get_parent_tree() : nullptr, context,
      *this, "GetPoseInParentFrame");
  const internal::MultibodyTree<T>& tree = this->get_parent_tree();
  const VectorX<T>& parameters =
      context.get_numeric_parameter(tree.layout().frame_pose_parameter_index)
          .value();
  const Eigen::Map<const Eigen::Matrix<T, 3, 4>> X(parameters.data() + offset);
  return math::RigidTransform<T>(Eigen::Matrix<T, 3, 4>(X));
}

// ---------------------------------------------------------------------------
// RigidBody

template <typename T>
RigidBodyFrame<T>::RigidBodyFrame(const RigidBody<T>& body)
    : Frame<T>(body.name(), body, body.model_instance(), true) {}

template <typename T>
RigidBodyFrame<T>::~RigidBodyFrame() = default;

template <typename T>
RigidBody<T>::RigidBody(const std::string& body_name,
                        ModelInstanceIndex model_instance,
                        const SpatialInertia<double>& M_BBo_B)
    : MultibodyElement<T>(model_instance),
      name_(body_name),
      body_frame_(*this),
      default_M_BBo_B_(M_BBo_B) {}

template <typename T>
RigidBody<T>::RigidBody(const std::string& body_name,
                        const SpatialInertia<double>& M_BBo_B)
    : RigidBody(body_name, default_model_instance(), M_BBo_B) {}

template <typename T>
RigidBody<T>::~RigidBody() = default;

template <typename T>
std::string RigidBody<T>::scoped_name() const {
  return Scoped(this->get_parent_tree(), this->model_instance(), name_);
}

template <typename T>
internal::MobodIndex RigidBody<T>::mobod_index() const {
  const auto& tree = this->get_parent_tree();
  tree.ThrowIfNotFinalized("RigidBody::mobod_index");
  return tree.body_mobod(index());
}

template <typename T>
T RigidBody<T>::get_mass(const systems::Context<T>& context) const {
  const auto& tree = this->get_parent_tree();
  CheckContext(tree, context);
  return tree.get_mass_parameters(context)[10 * index()];
}

template <typename T>
Vector3<T> RigidBody<T>::CalcCenterOfMassInBodyFrame(
    const systems::Context<T>& context) const {
  const auto& tree = this->get_parent_tree();
  CheckContext(tree, context);
  return tree.get_mass_parameters(context).template segment<3>(10 * index() +
                                                               1);
}

template <typename T>
Vector3<T> RigidBody<T>::CalcCenterOfMassTranslationalVelocityInWorld(
    const systems::Context<T>& context) const {
  const Vector3<T> p_BoBcm_B = CalcCenterOfMassInBodyFrame(context);
  const math::RotationMatrix<T>& R_WB = EvalPoseInWorld(context).rotation();
  return EvalSpatialVelocityInWorld(context)
      .Shift(R_WB * p_BoBcm_B)
      .translational();
}

template <typename T>
SpatialInertia<T> RigidBody<T>::CalcSpatialInertiaInBodyFrame(
    const systems::Context<T>& context) const {
  const auto& tree = this->get_parent_tree();
  CheckContext(tree, context);
  return internal::MultibodyTree<T>::GetMassParameters(
      index(), tree.get_mass_parameters(context));
}

template <typename T>
void RigidBody<T>::SetMass(systems::Context<T>* context, const T& mass) const {
  DRAKE_THROW_UNLESS(context != nullptr);
  if (index() == 0) {
    throw std::logic_error("RigidBody::SetMass(): the world body has no mass.");
  }
  if (!(mass >= 0)) {
    throw std::logic_error(fmt::format(
        "RigidBody::SetMass(): body '{}' was given mass {}; the mass must be "
        "non-negative.",
        name_, ExtractDoubleOrThrow(mass)));
  }
  const auto& tree = this->get_parent_tree();
  CheckContext(tree, *context);
  tree.get_mutable_mass_parameters(context)[10 * index()] = mass;
}

template <typename T>
void RigidBody<T>::SetCenterOfMassInBodyFrame(systems::Context<T>* context,
                                              const Vector3<T>& com) const {
  DRAKE_THROW_UNLESS(context != nullptr);
  const auto& tree = this->get_parent_tree();
  CheckContext(tree, *context);
  SpatialInertia<T> M = CalcSpatialInertiaInBodyFrame(*context);
  // Keep I_BBo_B: G stays the same since G = I/m.
  M = SpatialInertia<T>(M.get_mass(), com, M.get_unit_inertia(), true);
  auto params = tree.get_mutable_mass_parameters(context);
  internal::MultibodyTree<T>::SetMassParameters(M, index(), params);
}

template <typename T>
void RigidBody<T>::SetSpatialInertiaInBodyFrame(
    systems::Context<T>* context, const SpatialInertia<T>& M_BBo_B) const {
  DRAKE_THROW_UNLESS(context != nullptr);
  if (!M_BBo_B.IsPhysicallyValid()) {
    throw std::logic_error(
        fmt::format("RigidBody::SetSpatialInertiaInBodyFrame(): body '{}': {}",
                    name_, M_BBo_B.CriticizeNotPhysicallyValid()));
  }
  const auto& tree = this->get_parent_tree();
  CheckContext(tree, *context);
  auto params = tree.get_mutable_mass_parameters(context);
  internal::MultibodyTree<T>::SetMassParameters(M_BBo_B, index(), params);
}

template <typename T>
const math::RigidTransform<T>& RigidBody<T>::EvalPoseInWorld(
    const systems::Context<T>& context) const {
  const auto& tree = this->get_parent_tree();
  CheckContext(tree, context);
  return tree.EvalPositionKinematics(context).get_X_WB(mobod_index());
}

template <typename T>
const SpatialVelocity<T>& RigidBody<T>::EvalSpatialVelocityInWorld(
    const systems::Context<T>& context) const {
  const auto& tree = this->get_parent_tree();
  CheckContext(tree, context);
  return tree.EvalVelocityKinematics(context).get_V_WB(mobod_index());
}

template <typename T>
const SpatialAcceleration<T>& RigidBody<T>::EvalSpatialAccelerationInWorld(
    const systems::Context<T>& context) const {
  const auto& tree = this->get_parent_tree();
  CheckContext(tree, context);
  return tree.EvalForwardDynamics(context).A_WB.get_A_WB(mobod_index());
}

template <typename T>
bool RigidBody<T>::is_floating() const {
  return this->get_parent_tree().IsFloatingBaseBody(index());
}

template <typename T>
bool RigidBody<T>::has_quaternion_dofs() const {
  const auto& tree = this->get_parent_tree();
  tree.ThrowIfNotFinalized("RigidBody::has_quaternion_dofs");
  const auto kind = tree.mobod(mobod_index()).kind;
  return kind == internal::MobilizerKind::kQuaternionFloating ||
         kind == internal::MobilizerKind::kBallQuaternion;
}

template <typename T>
int RigidBody<T>::floating_positions_start() const {
  if (!is_floating()) {
    throw std::logic_error(fmt::format(
        "RigidBody::floating_positions_start(): body '{}' is not a floating "
        "base body.",
        name_));
  }
  return this->get_parent_tree().mobod(mobod_index()).q_start;
}

template <typename T>
int RigidBody<T>::floating_velocities_start_in_v() const {
  if (!is_floating()) {
    throw std::logic_error(fmt::format(
        "RigidBody::floating_velocities_start_in_v(): body '{}' is not a "
        "floating base body.",
        name_));
  }
  return this->get_parent_tree().mobod(mobod_index()).v_start;
}

template <typename T>
void RigidBody<T>::AddInForceInWorld(const systems::Context<T>&,
                                     const SpatialForce<T>& F_Bo_W,
                                     MultibodyForces<T>* forces) const {
  DRAKE_THROW_UNLESS(forces != nullptr);
  DRAKE_THROW_UNLESS(index() < forces->num_bodies());
  forces->mutable_body_forces()[index()] += F_Bo_W;
}

template <typename T>
void RigidBody<T>::AddInForce(const systems::Context<T>& context,
                              const Vector3<T>& p_BP_E,
                              const SpatialForce<T>& F_Bp_E,
                              const Frame<T>& frame_E,
                              MultibodyForces<T>* forces) const {
  DRAKE_THROW_UNLESS(forces != nullptr);
  const math::RotationMatrix<T> R_WE =
      frame_E.CalcRotationMatrixInWorld(context);
  const Vector3<T> p_PBo_W = -(R_WE * p_BP_E);
  const SpatialForce<T> F_Bo_W = (R_WE * F_Bp_E).Shift(p_PBo_W);
  AddInForceInWorld(context, F_Bo_W, forces);
}

// ---------------------------------------------------------------------------
// JointActuator

template <typename T>
JointActuator<T>::JointActuator(const std::string& name, const Joint<T>& joint,
                                double effort_limit)
    : MultibodyElement<T>(joint.model_instance()),
      name_(name),
      joint_(&joint),
      effort_limit_(effort_limit) {
  if (!(effort_limit > 0)) {
    throw std::logic_error(fmt::format(
        "JointActuator '{}': the effort limit must be positive; got {}.", name,
        effort_limit));
  }
}

template <typename T>
JointActuator<T>::~JointActuator() = default;

template <typename T>
int JointActuator<T>::input_start() const {
  return this->get_parent_tree().actuator_input_start(index());
}

template <typename T>
Eigen::Ref<const VectorX<T>> JointActuator<T>::get_actuation_vector(
    const VectorX<T>& u) const {
  const auto& tree = this->get_parent_tree();
  if (u.size() != tree.num_actuated_dofs()) {
    throw std::logic_error(fmt::format(
        "JointActuator::get_actuation_vector(): actuator '{}' expects u of "
        "size {} (num_actuated_dofs()); got {}.",
        name_, tree.num_actuated_dofs(), u.size()));
  }
  return u.segment(input_start(), num_inputs());
}

template <typename T>
void JointActuator<T>::set_actuation_vector(
    const Eigen::Ref<const VectorX<T>>& u_actuator,
    EigenPtr<VectorX<T>> u) const {
  DRAKE_THROW_UNLESS(u != nullptr);
  const auto& tree = this->get_parent_tree();
  if (u->size() != tree.num_actuated_dofs() ||
      u_actuator.size() != num_inputs()) {
    throw std::logic_error(fmt::format(
        "JointActuator::set_actuation_vector(): actuator '{}' expects u of "
        "size {} and an actuator value of size {}; got {} and {}.",
        name_, tree.num_actuated_dofs(), num_inputs(), u->size(),
        u_actuator.size()));
  }
  u->segment(input_start(), num_inputs()) = u_actuator;
}

template <typename T>
void JointActuator<T>::AddInOneForce(const systems::Context<T>& context,
                                     int joint_dof, const T& joint_tau,
                                     MultibodyForces<T>* forces) const {
  joint_->AddInOneForce(context, joint_dof, joint_tau, forces);
}

template <typename T>
void JointActuator<T>::set_default_rotor_inertia(double rotor_inertia) {
  if (this->has_parent_tree()) {
    this->get_parent_tree().ThrowIfFinalized(
        "JointActuator::set_default_rotor_inertia");
  }
  if (!(rotor_inertia >= 0)) {
    throw std::logic_error(fmt::format(
        "JointActuator '{}': the rotor inertia must be non-negative; got {}.",
        name_, rotor_inertia));
  }
  rotor_inertia_ = rotor_inertia;
}

template <typename T>
void JointActuator<T>::set_default_gear_ratio(double gear_ratio) {
  if (this->has_parent_tree()) {
    this->get_parent_tree().ThrowIfFinalized(
        "JointActuator::set_default_gear_ratio");
  }
  gear_ratio_ = gear_ratio;
}

template <typename T>
const T& JointActuator<T>::rotor_inertia(
    const systems::Context<T>& context) const {
  const auto& tree = this->get_parent_tree();
  tree.ValidateContext(context);
  return context.get_numeric_parameter(tree.layout().rotor_parameter_index)
      .value()[2 * index()];
}

template <typename T>
const T& JointActuator<T>::gear_ratio(
    const systems::Context<T>& context) const {
  const auto& tree = this->get_parent_tree();
  tree.ValidateContext(context);
  return context.get_numeric_parameter(tree.layout().rotor_parameter_index)
      .value()[2 * index() + 1];
}

template <typename T>
void JointActuator<T>::SetRotorInertia(systems::Context<T>* context,
                                       const T& rotor_inertia) const {
  DRAKE_THROW_UNLESS(context != nullptr);
  const auto& tree = this->get_parent_tree();
  tree.ValidateContext(*context);
  if (!(rotor_inertia >= 0)) {
    throw std::logic_error(fmt::format(
        "JointActuator::SetRotorInertia(): the rotor inertia of actuator "
        "'{}' must be non-negative; got {}.",
        name_, ExtractDoubleOrThrow(rotor_inertia)));
  }
  context->get_mutable_numeric_parameter(tree.layout().rotor_parameter_index)
      .SetAtIndex(2 * index(), rotor_inertia);
}

template <typename T>
void JointActuator<T>::SetGearRatio(systems::Context<T>* context,
                                    const T& gear_ratio) const {
  DRAKE_THROW_UNLESS(context != nullptr);
  const auto& tree = this->get_parent_tree();
  tree.ValidateContext(*context);
  context->get_mutable_numeric_parameter(tree.layout().rotor_parameter_index)
      .SetAtIndex(2 * index() + 1, gear_ratio);
}

template <typename T>
T JointActuator<T>::calc_reflected_inertia(
    const systems::Context<T>& context) const {
  const T& rho = gear_ratio(context);
  return rho * rho * rotor_inertia(context);
}

template <typename T>
void JointActuator<T>::set_controller_gains(PdControllerGains gains) {
  if (!(gains.p >= 0) || !(gains.d >= 0)) {
    throw std::logic_error(fmt::format(
        "JointActuator '{}': PD gains must be non-negative; got p = {}, d = "
        "{}.",
        name_, gains.p, gains.d));
  }
  gains_ = gains;
}

template <typename T>
const PdControllerGains& JointActuator<T>::get_controller_gains() const {
  if (!gains_.has_value()) {
    throw std::logic_error(
        fmt::format("JointActuator '{}' has no PD controller gains.", name_));
  }
  return *gains_;
}

// ---------------------------------------------------------------------------
// MultibodyForces

template <typename T>
MultibodyForces<T>::MultibodyForces(const MultibodyPlant<T>& plant)
    : MultibodyForces(plant.num_bodies(), plant.num_velocities()) {}

template <typename T>
MultibodyForces<T>::MultibodyForces(int num_bodies, int num_velocities)
    : F_B_W_(num_bodies, SpatialForce<T>::Zero()),
      tau_(VectorX<T>::Zero(num_velocities)) {}

template <typename T>
MultibodyForces<T>& MultibodyForces<T>::SetZero() {
  for (auto& F : F_B_W_) F.SetZero();
  tau_.setZero();
  return *this;
}

template <typename T>
void MultibodyForces<T>::AddInForces(const MultibodyForces<T>& addend) {
  if (addend.num_bodies() != num_bodies() ||
      addend.num_velocities() != num_velocities()) {
    throw std::logic_error(fmt::format(
        "MultibodyForces::AddInForces(): size mismatch ({} bodies, {} "
        "velocities vs {} bodies, {} velocities).",
        num_bodies(), num_velocities(), addend.num_bodies(),
        addend.num_velocities()));
  }
  for (int i = 0; i < num_bodies(); ++i) F_B_W_[i] += addend.F_B_W_[i];
  tau_ += addend.tau_;
}

template <typename T>
bool MultibodyForces<T>::CheckHasRightSizeForModel(
    const MultibodyPlant<T>& plant) const {
  return num_bodies() == plant.num_bodies() &&
         num_velocities() == plant.num_velocities();
}

// ---------------------------------------------------------------------------
// ForceElement and gravity

template <typename T>
ForceElement<T>::~ForceElement() = default;

template <typename T>
UniformGravityFieldElement<T>::UniformGravityFieldElement()
    : UniformGravityFieldElement(Vector3<double>(0, 0, -kDefaultStrength)) {}

template <typename T>
UniformGravityFieldElement<T>::UniformGravityFieldElement(
    const Vector3<double>& g_W)
    : ForceElement<T>(world_model_instance()), g_W_(g_W) {}

template <typename T>
UniformGravityFieldElement<T>::~UniformGravityFieldElement() = default;

template <typename T>
void UniformGravityFieldElement<T>::set_enabled(
    ModelInstanceIndex model_instance, bool is_enabled) {
  if (this->has_parent_tree()) {
    const auto& tree = this->get_parent_tree();
    tree.ThrowIfFinalized("set_gravity_enabled");
    tree.ThrowIfInvalidModelInstance(model_instance, "set_gravity_enabled");
  }
  if (is_enabled) {
    disabled_.erase(model_instance);
  } else {
    disabled_.insert(model_instance);
  }
}

template <typename T>
void UniformGravityFieldElement<T>::DoCalcAndAddForceContribution(
    const systems::Context<T>& context,
    const internal::PositionKinematicsCache<T>& pc,
    const internal::VelocityKinematicsCache<T>&,
    MultibodyForces<T>* forces) const {
  const auto& tree = this->get_parent_tree();
  const auto params = tree.get_mass_parameters(context);
  const Vector3<T> g_W = g_W_.template cast<T>();
  for (int b = 1; b < tree.num_bodies(); ++b) {
    const RigidBody<T>& body = tree.get_body(BodyIndex(b));
    if (!disabled_.empty() && !is_enabled(body.model_instance())) continue;
    const T& mass = params[10 * b];
    if (mass == 0) continue;
    const math::RigidTransform<T>& X_WB =
        pc.get_X_WB(tree.body_mobod(body.index()));
    const Vector3<T> p_BoBcm_W =
        X_WB.rotation() * Vector3<T>(params.template segment<3>(10 * b + 1));
    const Vector3<T> f = mass * g_W;
    SpatialForce<T>& F = forces->mutable_body_forces()[b];
    F.rotational() += p_BoBcm_W.cross(f);
    F.translational() += f;
  }
}

template <typename T>
T UniformGravityFieldElement<T>::CalcPotentialEnergy(
    const systems::Context<T>& context,
    const internal::PositionKinematicsCache<T>& pc) const {
  const auto& tree = this->get_parent_tree();
  const auto params = tree.get_mass_parameters(context);
  T energy(0);
  for (int b = 1; b < tree.num_bodies(); ++b) {
    const RigidBody<T>& body = tree.get_body(BodyIndex(b));
    if (!is_enabled(body.model_instance())) continue;
    const math::RigidTransform<T>& X_WB =
        pc.get_X_WB(tree.body_mobod(body.index()));
    const Vector3<T> p_WBcm =
        X_WB * Vector3<T>(params.template segment<3>(10 * b + 1));
    energy -= params[10 * b] * g_W_.template cast<T>().dot(p_WBcm);
  }
  return energy;
}

template <typename T>
T UniformGravityFieldElement<T>::CalcConservativePower(
    const systems::Context<T>& context,
    const internal::PositionKinematicsCache<T>& pc,
    const internal::VelocityKinematicsCache<T>& vc) const {
  const auto& tree = this->get_parent_tree();
  const auto params = tree.get_mass_parameters(context);
  T power(0);
  for (int b = 1; b < tree.num_bodies(); ++b) {
    const RigidBody<T>& body = tree.get_body(BodyIndex(b));
    if (!is_enabled(body.model_instance())) continue;
    const internal::MobodIndex m = tree.body_mobod(body.index());
    const Vector3<T> p_BoBcm_W =
        pc.get_X_WB(m).rotation() *
        Vector3<T>(params.template segment<3>(10 * b + 1));
    const Vector3<T> v_WBcm = vc.get_V_WB(m).Shift(p_BoBcm_W).translational();
    power += params[10 * b] * g_W_.template cast<T>().dot(v_WBcm);
  }
  return power;
}

template <typename T>
T UniformGravityFieldElement<T>::CalcNonConservativePower(
    const systems::Context<T>&, const internal::PositionKinematicsCache<T>&,
    const internal::VelocityKinematicsCache<T>&) const {
  return T(0);
}

template <typename T>
VectorX<T> UniformGravityFieldElement<T>::CalcGravityGeneralizedForces(
    const systems::Context<T>& context) const {
  const auto& tree = this->get_parent_tree();
  CheckContext(tree, context);
  const auto& pc = tree.EvalPositionKinematics(context);
  const auto& vc = tree.EvalVelocityKinematics(context);
  internal::TreeWorkspace<T>& ws = tree.GetMutableWorkspace(context);
  ws.forces2.SetZero();
  DoCalcAndAddForceContribution(context, pc, vc, &ws.forces2);
  ws.vdot2.setZero();
  VectorX<T> tau(tree.num_velocities());
  tree.CalcInverseDynamics(context, pc, vc, ws.vdot2, &ws.forces2, false, &tau);
  return -tau;
}

template <typename T>
std::unique_ptr<ForceElement<double>>
UniformGravityFieldElement<T>::DoCloneToScalar(
    const internal::MultibodyTree<double>&) const {
  throw std::logic_error(
      "UniformGravityFieldElement is cloned by its tree, not on its own.");
}

template <typename T>
std::unique_ptr<ForceElement<AutoDiffXd>>
UniformGravityFieldElement<T>::DoCloneToScalar(
    const internal::MultibodyTree<AutoDiffXd>&) const {
  throw std::logic_error(
      "UniformGravityFieldElement is cloned by its tree, not on its own.");
}

}  // namespace multibody
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::MultibodyElement)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::Frame)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::FixedOffsetFrame)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::RigidBodyFrame)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::RigidBody)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::JointActuator)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::MultibodyForces)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::ForceElement)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::UniformGravityFieldElement)
