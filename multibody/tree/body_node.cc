#include "drake/multibody/tree/body_node.h"

#include <stdexcept>

#include <fmt/format.h>

#include "drake/multibody/tree/body_node_steps.h"
#include "drake/multibody/tree/mobilizer.h"
#include "drake/multibody/tree/multibody_tree.h"
#include "drake/multibody/tree/rigid_body.h"

namespace drake {
namespace multibody {
namespace internal {

namespace {
// Throws std::logic_error "BodyNode::<func>(): <what> is null." if `ptr` is.
void ThrowIfNull(const void* ptr, const char* func, const char* what) {
  if (ptr == nullptr) {
    throw std::logic_error(
        fmt::format("BodyNode::{}(): {} is null.", func, what));
  }
}
}  // namespace

template <typename T>
BodyNode<T>::BodyNode(const BodyNode<T>* parent_node, const RigidBody<T>* body,
                      const Mobilizer<T>* mobilizer)
    : parent_node_(parent_node), body_(body), mobilizer_(mobilizer) {
  ThrowIfNull(body, "BodyNode", "the body");
  const bool is_world = body->index() == world_index();
  if (is_world != (parent_node == nullptr) ||
      is_world != (mobilizer == nullptr)) {
    throw std::logic_error(fmt::format(
        "BodyNode::BodyNode(): body '{}' {}; the parent node and the "
        "mobilizer must be null for the world body and only for it.",
        body->name(),
        is_world ? "is the world body but has a parent node or a mobilizer"
                 : "is not the world body but has no parent node or no "
                   "mobilizer"));
  }
  topology_.body = body->index();
  if (!is_world) {
    topology_.parent_body_node = parent_node->topology_.index;
    topology_.parent_body = parent_node->body().index();
    topology_.level = parent_node->topology_.level + 1;
    topology_.num_mobilizer_positions = mobilizer->num_positions();
    topology_.num_mobilizer_velocities = mobilizer->num_velocities();
  }
}

template <typename T>
BodyNode<T>::~BodyNode() = default;

template <typename T>
void BodyNode<T>::add_child_node(const BodyNode<T>* child) {
  ThrowIfNull(child, "add_child_node", "the child node");
  children_.push_back(child);
  topology_.child_nodes.push_back(child->topology_.index);
}

template <typename T>
void BodyNode<T>::ThrowIfRoot(const char* func) const {
  if (mobilizer_ == nullptr) {
    throw std::logic_error(fmt::format(
        "BodyNode::{}(): called on the root node (the world body '{}'), which "
        "has no parent body and no inboard mobilizer.",
        func, body_->name()));
  }
}

template <typename T>
const RigidBody<T>& BodyNode<T>::parent_body() const {
  ThrowIfRoot("parent_body");
  return parent_node_->body();
}

template <typename T>
const Mobilizer<T>& BodyNode<T>::get_mobilizer() const {
  ThrowIfRoot("get_mobilizer");
  return *mobilizer_;
}

template <typename T>
int BodyNode<T>::get_num_mobilizer_positions() const {
  return topology_.num_mobilizer_positions;
}

template <typename T>
int BodyNode<T>::get_num_mobilizer_velocites() const {
  return topology_.num_mobilizer_velocities;
}

template <typename T>
const Frame<T>& BodyNode<T>::inboard_frame() const {
  if (mobilizer_ == nullptr) {
    throw std::runtime_error(
        "BodyNode::inboard_frame(): the root node (the world) has no "
        "mobilizer, hence no inboard frame.");
  }
  return mobilizer_->inboard_frame();
}

template <typename T>
const Frame<T>& BodyNode<T>::outboard_frame() const {
  if (mobilizer_ == nullptr) {
    throw std::runtime_error(
        "BodyNode::outboard_frame(): the root node (the world) has no "
        "mobilizer, hence no outboard frame.");
  }
  return mobilizer_->outboard_frame();
}

template <typename T>
const MultibodyTree<T>& BodyNode<T>::tree() const {
  if (tree_ == nullptr) {
    throw std::logic_error(fmt::format(
        "BodyNode: the node of body '{}' is not part of a finalized "
        "MultibodyTree (use MultibodyTree::get_body_node()).",
        body_->name()));
  }
  return *tree_;
}

template <typename T>
Eigen::Map<const MatrixUpTo6<T>> BodyNode<T>::GetJacobianFromArray(
    const std::vector<Vector6<T>>& H_array) const {
  const int start = topology_.mobilizer_velocities_start_in_v;
  const int nm = topology_.num_mobilizer_velocities;
  if (static_cast<int>(H_array.size()) < start + nm) {
    throw std::logic_error(fmt::format(
        "BodyNode::GetJacobianFromArray(): the array has {} columns; node {} "
        "needs columns {} to {}.",
        H_array.size(), topology_.index, start, start + nm - 1));
  }
  if (nm == 0) return Eigen::Map<const MatrixUpTo6<T>>(nullptr, 6, 0);
  return Eigen::Map<const MatrixUpTo6<T>>(H_array[start].data(), 6, nm);
}

template <typename T>
Eigen::Map<MatrixUpTo6<T>> BodyNode<T>::GetMutableJacobianFromArray(
    std::vector<Vector6<T>>* H_array) const {
  ThrowIfNull(H_array, "GetMutableJacobianFromArray", "the array");
  const int start = topology_.mobilizer_velocities_start_in_v;
  const int nm = topology_.num_mobilizer_velocities;
  if (static_cast<int>(H_array->size()) < start + nm) {
    throw std::logic_error(fmt::format(
        "BodyNode::GetMutableJacobianFromArray(): the array has {} columns; "
        "node {} needs columns {} to {}.",
        H_array->size(), topology_.index, start, start + nm - 1));
  }
  if (nm == 0) return Eigen::Map<MatrixUpTo6<T>>(nullptr, 6, 0);
  return Eigen::Map<MatrixUpTo6<T>>((*H_array)[start].data(), 6, nm);
}

template <typename T>
Matrix3<T> BodyNode<T>::CalcR_WF(const systems::Context<T>& context,
                                 const PositionKinematicsCache<T>& pc) const {
  const MobodIndex B = topology_.index;
  const Matrix3<T>& R_WP =
      pc.get_X_WB(topology_.parent_body_node).rotation().matrix();
  const FrameBodyPoseCache<T>& fp = tree().EvalFrameBodyPoses(context);
  // The same rule as the position step (an identity X_PF is skipped), so
  // that H agrees bit for bit with the tree's.
  if (fp.X_PF_is_identity[B] != 0) return R_WP;
  return R_WP * fp.X_PF[B].rotation().matrix();
}

template <typename T>
SpatialInertiaInWorld<T> BodyNode<T>::CalcM_B_W(
    const systems::Context<T>& context,
    const PositionKinematicsCache<T>& pc) const {
  SpatialInertiaInWorld<T> M_B_W;
  const auto params = tree().get_mass_parameters(context);
  body_node_steps::SpatialInertiaStep(
      params.data() + 10 * body_->index(),
      pc.get_X_WB(topology_.index).rotation().matrix(), &M_B_W);
  return M_B_W;
}

template <typename T>
MatrixUpTo6<T> BodyNode<T>::CalcH_PB_W(
    const systems::Context<T>& context,
    const PositionKinematicsCache<T>& pc) const {
  const Mobod& node = tree().mobod(topology_.index);
  MatrixUpTo6<T> H_PB_W(6, node.nv);
  const T* q = tree().get_positions(context).data();
  body_node_steps::HingeStep(node, CalcR_WF(context, pc),
                             pc.get_p_MoBo_W(topology_.index), q + node.q_start,
                             H_PB_W);
  return H_PB_W;
}

template <typename T>
void BodyNode<T>::CalcPositionKinematicsCache_BaseToTip(
    const systems::Context<T>& context, PositionKinematicsCache<T>* pc) const {
  const char* func = "CalcPositionKinematicsCache_BaseToTip";
  ThrowIfNull(pc, func, "the position kinematics cache");
  if (mobilizer_ != nullptr) tree();  // Throws unless in a finalized tree.
  if (pc->num_mobods() <= topology_.index) {
    throw std::logic_error(fmt::format(
        "BodyNode::{}(): the cache holds {} nodes; node {} is outside it.",
        func, pc->num_mobods(), topology_.index));
  }
  const MobodIndex B = topology_.index;
  if (mobilizer_ == nullptr) {
    // The world: X_WW = I, no offsets.
    pc->get_mutable_X_WB(B) = math::RigidTransform<T>::Identity();
    pc->get_mutable_p_PoBo_W(B).setZero();
    pc->get_mutable_p_MoBo_W(B).setZero();
    return;
  }
  const Mobod& node = tree().mobod(B);
  const FrameBodyPoseCache<T>& fp = tree().EvalFrameBodyPoses(context);
  const T* q = tree().get_positions(context).data();
  Matrix3<T> R_WF;
  body_node_steps::PositionStep(
      node, pc->get_X_WB(topology_.parent_body_node), fp.X_PF[B],
      fp.X_PF_is_identity[B] != 0, fp.X_MB[B], fp.X_MB_is_identity[B] != 0,
      q + node.q_start, &R_WF, &pc->get_mutable_X_WB(B),
      &pc->get_mutable_p_PoBo_W(B), &pc->get_mutable_p_MoBo_W(B));
}

template <typename T>
void BodyNode<T>::CalcAcrossNodeGeometricJacobianExpressedInWorld(
    const systems::Context<T>& context, const PositionKinematicsCache<T>& pc,
    EigenPtr<MatrixX<T>> H_PB_W) const {
  const char* func = "CalcAcrossNodeGeometricJacobianExpressedInWorld";
  if (H_PB_W == nullptr) ThrowIfNull(nullptr, func, "H_PB_W");
  const int nm = get_num_mobilizer_velocites();
  if (H_PB_W->rows() != 6 || H_PB_W->cols() != nm) {
    throw std::logic_error(
        fmt::format("BodyNode::{}(): H_PB_W is {}×{}, but 6×{} was expected.",
                    func, H_PB_W->rows(), H_PB_W->cols(), nm));
  }
  if (nm == 0) return;
  *H_PB_W = CalcH_PB_W(context, pc);
}

template <typename T>
void BodyNode<T>::CalcVelocityKinematicsCache_BaseToTip(
    const systems::Context<T>& context, const PositionKinematicsCache<T>& pc,
    const Eigen::Ref<const MatrixUpTo6<T>>& H_PB_W,
    VelocityKinematicsCache<T>* vc) const {
  const char* func = "CalcVelocityKinematicsCache_BaseToTip";
  ThrowIfNull(vc, func, "the velocity kinematics cache");
  const MobodIndex B = topology_.index;
  if (mobilizer_ == nullptr) {
    vc->get_mutable_V_WB(B).SetZero();
    vc->get_mutable_V_PB_W(B).SetZero();
    return;
  }
  const int nm = get_num_mobilizer_velocites();
  if (H_PB_W.rows() != 6 || H_PB_W.cols() != nm) {
    throw std::logic_error(
        fmt::format("BodyNode::{}(): H_PB_W is {}×{}, but 6×{} was expected.",
                    func, H_PB_W.rows(), H_PB_W.cols(), nm));
  }
  const auto v = tree().get_velocities(context);
  body_node_steps::VelocityStep(
      H_PB_W, v.segment(topology_.mobilizer_velocities_start_in_v, nm),
      vc->get_V_WB(topology_.parent_body_node), pc.get_p_PoBo_W(B),
      &vc->get_mutable_V_PB_W(B), &vc->get_mutable_V_WB(B));
}

template <typename T>
void BodyNode<T>::CalcSpatialAcceleration_BaseToTip(
    const systems::Context<T>& context, const PositionKinematicsCache<T>& pc,
    const VelocityKinematicsCache<T>& vc, const VectorX<T>& mbt_vdot,
    std::vector<SpatialAcceleration<T>>* A_WB_array) const {
  const char* func = "CalcSpatialAcceleration_BaseToTip";
  ThrowIfNull(A_WB_array, func, "the acceleration array");
  const MobodIndex B = topology_.index;
  if (static_cast<int>(A_WB_array->size()) <= B) {
    throw std::logic_error(fmt::format(
        "BodyNode::{}(): the array holds {} accelerations; node {} is "
        "outside it.",
        func, A_WB_array->size(), B));
  }
  if (mobilizer_ == nullptr) {
    (*A_WB_array)[B].SetZero();
    return;
  }
  const int nm = get_num_mobilizer_velocites();
  const int start = topology_.mobilizer_velocities_start_in_v;
  if (mbt_vdot.size() != tree().num_velocities()) {
    throw std::logic_error(fmt::format(
        "BodyNode::{}(): mbt_vdot has size {}, but the model has {} "
        "velocities.",
        func, mbt_vdot.size(), tree().num_velocities()));
  }
  const Mobod& node = tree().mobod(B);
  const MobodIndex P = topology_.parent_body_node;
  const FrameBodyPoseCache<T>& fp = tree().EvalFrameBodyPoses(context);
  const Vector6<T> Ab = body_node_steps::VelocityProductStep(
      node, pc.get_X_WB(P).rotation().matrix(), fp.X_PF[B].rotation().matrix(),
      pc.get_p_PoBo_W(B), pc.get_p_MoBo_W(B),
      tree().get_positions(context).data() + node.q_start,
      tree().get_velocities(context).data() + node.v_start,
      vc.get_V_WB(P).rotational(), vc.get_V_PB_W(B));
  Vector6<T> A_WB;
  body_node_steps::AccelerationStep((*A_WB_array)[P].get_coeffs(),
                                    pc.get_p_PoBo_W(B), CalcH_PB_W(context, pc),
                                    mbt_vdot.segment(start, nm), &Ab, &A_WB);
  (*A_WB_array)[B].get_mutable_coeffs() = A_WB;
}

template <typename T>
void BodyNode<T>::CalcInverseDynamics_TipToBase(
    const systems::Context<T>& context, const PositionKinematicsCache<T>& pc,
    const VelocityKinematicsCache<T>& vc,
    const std::vector<SpatialAcceleration<T>>& A_WB_array,
    const SpatialForce<T>& Fapplied_Bo_W,
    const Eigen::Ref<const VectorX<T>>& tau_applied,
    std::vector<SpatialForce<T>>* F_BMo_W_array,
    EigenPtr<VectorX<T>> tau_array) const {
  const char* func = "CalcInverseDynamics_TipToBase";
  ThrowIfNull(F_BMo_W_array, func, "the F_BMo_W array");
  if (tau_array == nullptr) ThrowIfNull(nullptr, func, "tau_array");
  const MobodIndex B = topology_.index;
  if (static_cast<int>(F_BMo_W_array->size()) <= B ||
      static_cast<int>(A_WB_array.size()) <= B) {
    throw std::logic_error(fmt::format(
        "BodyNode::{}(): the arrays hold {} forces and {} accelerations; node "
        "{} is outside them.",
        func, F_BMo_W_array->size(), A_WB_array.size(), B));
  }
  if (mobilizer_ == nullptr) return;  // The world needs no reaction force.
  const int nm = get_num_mobilizer_velocites();
  if (tau_array->size() != tree().num_velocities()) {
    throw std::logic_error(fmt::format(
        "BodyNode::{}(): tau_array has size {}, but the model has {} "
        "velocities.",
        func, tau_array->size(), tree().num_velocities()));
  }
  if (tau_applied.size() != 0 && tau_applied.size() != nm) {
    throw std::logic_error(fmt::format(
        "BodyNode::{}(): tau_applied has size {}; it must be empty or of "
        "size {}.",
        func, tau_applied.size(), nm));
  }
  // The children's mobilizer forces (at their Mc) moved to Bo:
  // p_BoMc_W = p_BoCo_W − p_McCo_W.
  Vector6<T> F_BBo_W = Vector6<T>::Zero();
  for (const BodyNode<T>* child : children_) {
    const MobodIndex C = child->index();
    Vector6<T> F_C = (*F_BMo_W_array)[C].get_coeffs();
    body_node_steps::ShiftForceInPlace<T>(
        pc.get_p_PoBo_W(C) - pc.get_p_MoBo_W(C), &F_C);
    F_BBo_W += F_C;
  }
  const Vector3<T>& w_WB = vc.get_V_WB(B).rotational();
  auto tau_B =
      tau_array->segment(topology_.mobilizer_velocities_start_in_v, nm);
  body_node_steps::InverseDynamicsStep(
      CalcM_B_W(context, pc), A_WB_array[B].get_coeffs(), &w_WB,
      &Fapplied_Bo_W.get_coeffs(), CalcH_PB_W(context, pc), &F_BBo_W, tau_B);
  // Report the force at Mo.
  body_node_steps::ShiftForceInPlace(pc.get_p_MoBo_W(B), &F_BBo_W);
  (*F_BMo_W_array)[B].get_mutable_coeffs() = F_BBo_W;
  if (nm != 0 && tau_applied.size() != 0) tau_B -= tau_applied;
}

template <typename T>
void BodyNode<T>::CalcArticulatedBodyInertiaCache_TipToBase(
    const systems::Context<T>& context, const PositionKinematicsCache<T>& pc,
    const Eigen::Ref<const MatrixUpTo6<T>>& H_PB_W,
    ArticulatedBodyInertiaCache<T>* abc) const {
  const char* func = "CalcArticulatedBodyInertiaCache_TipToBase";
  ThrowIfRoot(func);
  ThrowIfNull(abc, func, "the articulated body inertia cache");
  const MobodIndex B = topology_.index;
  if (abc->num_mobods() <= B) {
    throw std::logic_error(fmt::format(
        "BodyNode::{}(): the cache holds {} nodes; node {} is outside it.",
        func, abc->num_mobods(), B));
  }
  const int nm = get_num_mobilizer_velocites();
  if (H_PB_W.rows() != 6 || H_PB_W.cols() != nm) {
    throw std::logic_error(
        fmt::format("BodyNode::{}(): H_PB_W is {}×{}, but 6×{} was expected.",
                    func, H_PB_W.rows(), H_PB_W.cols(), nm));
  }
  // P_B_W = M_B_W + Σ_children Pplus_BC_W moved from Co to Bo.
  Matrix6<T> P = body_node_steps::InertiaAsMatrix(CalcM_B_W(context, pc));
  for (const BodyNode<T>* child : children_) {
    const MobodIndex C = child->index();
    body_node_steps::AddShiftedArticulatedInertia(
        abc->get_Pplus_PB_W(C).CopyToFullMatrix6(), pc.get_p_PoBo_W(C), &P);
  }
  MatrixUpTo6<T>& D_B = abc->get_mutable_D_B(B);
  Matrix6xUpTo6<T>& g_PB_W = abc->get_mutable_g_PB_W(B);
  Matrix6xUpTo6<T> U(6, nm);
  MatrixUpTo6<T> Dinv(nm, nm);
  D_B.resize(nm, nm);
  g_PB_W.resize(6, nm);
  Matrix6<T> Pplus;
  const int start = topology_.mobilizer_velocities_start_in_v;
  const VectorX<T>& reflected = tree().EvalReflectedInertia(context);
  const bool positive_definite = body_node_steps::ArticulatedInertiaStep(
      P, H_PB_W, reflected.data() + start, nullptr, U, D_B, Dinv, g_PB_W,
      &Pplus);
  if (!positive_definite) {
    throw std::logic_error(fmt::format(
        "BodyNode::{}(): the articulated inertia across the mobilizer of body "
        "'{}' (D_B = Hᵀ·P·H) is not positive definite; the body and its "
        "outboard bodies may be massless.",
        func, body_->name()));
  }
  // Set through operator+= (which reads the lower triangle and does not
  // re-validate a matrix that is PSD only up to round-off).
  ArticulatedBodyInertia<T>& P_B_W = abc->get_mutable_P_B_W(B);
  P_B_W = ArticulatedBodyInertia<T>(Matrix6<T>(Matrix6<T>::Zero()));
  P_B_W += P;
  ArticulatedBodyInertia<T>& Pplus_PB_W = abc->get_mutable_Pplus_PB_W(B);
  Pplus_PB_W = ArticulatedBodyInertia<T>(Matrix6<T>(Matrix6<T>::Zero()));
  Pplus_PB_W += Pplus;
}

}  // namespace internal
}  // namespace multibody
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::internal::BodyNode)
