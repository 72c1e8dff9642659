#pragma once

/// @file
/// (Internal; include from .cc files only.) The recursive O(n) algorithms of
/// the compiled tree, all in the world frame W and over the depth-first mobod
/// arrays:
///
/// - position kinematics (base→tip): X_WB = X_WP·X_PF·X_FM(q)·X_MB, and the
///   across-node hinge matrix H_PB_W with V_PB_W = H_PB_W·v_B;
/// - velocity kinematics (base→tip): V_WB = V_WP shifted to Bo + V_PB_W;
/// - accelerations (base→tip): A_WB = Φᵀ·A_WP + Ab_WB + H_PB_W·v̇_B, with
///   Φᵀ the rigid shift from Po to Bo and Ab_WB the velocity-product terms;
/// - inverse dynamics (RNEA, tip→base): F_B = M_B·A_WB + Fb_B − Fapp_B +
///   Σ_children Φ·F_C, τ_B = H_PB_Wᵀ·F_B − τapp_B;
/// - composite-body mass matrix (tip→base composite inertias, then
///   M(i, j) = H_iᵀ·Φ…·K_j·H_j up the path);
/// - articulated-body forward dynamics (Featherstone's ABA with classical
///   accelerations and world-frame quantities).
///
/// The per-node step of each pass (and the spatial algebra on the
/// (m, h = m·p_BoBcm_W, I_BBo_W) inertias it uses) is in body_node_steps.h,
/// shared with the object view BodyNode; the loops here only fetch each
/// node's inputs from the depth-first arrays and dispatch on the mobilizer
/// kind so that hinge blocks have fixed sizes.
///
/// The members are instantiated per scalar by
/// MALLARD_INSTANTIATE_TREE_ALGORITHMS(T): double and symbolic::Expression
/// in multibody_tree_algorithms.cc, AutoDiffXd in
/// multibody_tree_algorithms_autodiff.cc. Each scalar's code then has its
/// own translation unit: GCC's inlining budgets are per unit, so a change to
/// the AutoDiffXd kernels (their fused products, body_node_steps.h) no
/// longer changes the double code (it did: +15% on the iiwa14's poses).

#include "drake/multibody/tree/body_node_steps.h"
#include "drake/multibody/tree/mobilizer_kernels.h"
#include "drake/multibody/tree/multibody_tree.h"

namespace drake {
namespace multibody {
namespace internal {

using body_node_steps::AddShiftedArticulatedInertia;
using body_node_steps::Cross;
using body_node_steps::GyroscopicForce;
using body_node_steps::InertiaAsMatrix;
using body_node_steps::InertiaTimes;
using body_node_steps::ShiftForceInPlace;
using body_node_steps::ShiftInertiaInPlace;

namespace tree_algorithms {
// Instructions (callgrind, Release, double) of the two forward dynamics
// methods, as EstimateForwardDynamicsCosts() adds them up over a tree: per
// moving mobod for the O(n) passes (ABA: spatial inertia, articulated
// inertia and bias, accelerations; CRB: inverse dynamics for the bias, the
// composite inertias, the final acceleration pass), and for CRB per
// mass-matrix entry on an ancestor chain and per factorization entry. The
// CRB-minus-ABA differences fit the measured ones of the iiwa14 (+2.9k of
// 21k), the 32-link chain (+113k of 83k) and MuJoCo's humanoid (+24k of
// 71k); only differences matter. With these kernels ABA is the cheaper
// method on every tree: the mass matrix path pays for inverse dynamics and
// the mass matrix, each over half of ABA's cost here.
inline constexpr double kAbaPerMobod = 2100;
inline constexpr double kCrbPerMobod = 2235;
inline constexpr double kCrbPerEntry = 40;
inline constexpr double kLdlPerEntry = 15;
// The same for AutoDiffXd, where every scalar result costs a pass over its
// partials, so the count of results decides, not the instructions: ABA's
// 6×6 articulated-inertia products make several hundred per mobod, while a
// mass-matrix or factorization entry makes one or two. Fitted (times
// relative to ABA's per mobod) to the measured AutoDiffXd times with
// derivatives with respect to q (multibody_bench,
// ForwardDynamicsAutoDiff*): the mass matrix path took 0.60, 0.84 and 0.57
// of ABA's time on the iiwa14, the 32-link chain and MuJoCo's humanoid; it
// loses only past chains of about 40 links. Refit when the AutoDiffXd
// kernels change.
inline constexpr double kAutoDiffAbaPerMobod = 1000;
inline constexpr double kAutoDiffCrbPerMobod = 585;
inline constexpr double kAutoDiffCrbPerEntry = 1.4;
inline constexpr double kAutoDiffLdlPerEntry = 1.4;
}  // namespace tree_algorithms

template <typename T>
void MultibodyTree<T>::CalcPositionKinematicsCache(
    const systems::Context<T>& context, PositionKinematicsCache<T>* pc) const {
  CalcPositionKinematics(get_positions(context), EvalFrameBodyPoses(context),
                         pc);
}

template <typename T>
void MultibodyTree<T>::CalcPositionKinematics(
    const Eigen::Ref<const VectorX<T>>& q, const FrameBodyPoseCache<T>& fp,
    PositionKinematicsCache<T>* pc) const {
  DRAKE_DEMAND(pc != nullptr);
  const T* q_data = q.data();
  Matrix6X<T>& H_all = pc->mutable_H_PB_W();
  Matrix3<T> R_WF;
  for (int m = 1; m < num_mobods(); ++m) {
    const Mobod& node = mobods_[m];
    const MobodIndex B(m);
    const T* qm = q_data + node.q_start;
    body_node_steps::PositionStep(
        node, pc->get_X_WB(MobodIndex(node.parent)), fp.X_PF[m],
        fp.X_PF_is_identity[m] != 0, fp.X_MB[m], fp.X_MB_is_identity[m] != 0,
        qm, &R_WF, &pc->get_mutable_X_WB(B), &pc->get_mutable_p_PoBo_W(B),
        &pc->get_mutable_p_MoBo_W(B));
    body_node_steps::HingeStep(node, R_WF, pc->get_p_MoBo_W(B), qm,
                               H_all.middleCols(node.v_start, node.nv));
  }
}

template <typename T>
void MultibodyTree<T>::CalcVelocityKinematicsCache(
    const systems::Context<T>& context, const PositionKinematicsCache<T>& pc,
    VelocityKinematicsCache<T>* vc) const {
  CalcVelocityKinematics(get_positions(context), get_velocities(context), pc,
                         vc);
}

template <typename T>
void MultibodyTree<T>::CalcVelocityKinematics(
    const Eigen::Ref<const VectorX<T>>&, const Eigen::Ref<const VectorX<T>>& v,
    const PositionKinematicsCache<T>& pc,
    VelocityKinematicsCache<T>* vc) const {
  DRAKE_DEMAND(vc != nullptr);
  const Matrix6X<T>& H_all = pc.H_PB_W();
  for (int m = 1; m < num_mobods(); ++m) {
    const Mobod& node = mobods_[m];
    const SpatialVelocity<T>& V_WP = vc->get_V_WB(MobodIndex(node.parent));
    const Vector3<T>& p_PoBo_W = pc.get_p_PoBo_W(MobodIndex(m));
    SpatialVelocity<T>* V_PB_W = &vc->get_mutable_V_PB_W(MobodIndex(m));
    SpatialVelocity<T>* V_WB = &vc->get_mutable_V_WB(MobodIndex(m));
    VisitMobilizerKernel(node.kind, [&](auto kernel) {
      using Kernel = decltype(kernel);
      constexpr int nv = Kernel::kNv;
      body_node_steps::VelocityStep(H_all.template middleCols<nv>(node.v_start),
                                    v.template segment<nv>(node.v_start), V_WP,
                                    p_PoBo_W, V_PB_W, V_WB);
    });
  }
}

template <typename T>
void MultibodyTree<T>::CalcSpatialInertiasInWorld(
    const systems::Context<T>& context, const PositionKinematicsCache<T>& pc,
    std::vector<SpatialInertiaInWorld<T>>* M_B_W) const {
  const auto params = get_mass_parameters(context);
  for (int m = 1; m < num_mobods(); ++m) {
    const int b = mobods_[m].body;
    body_node_steps::SpatialInertiaStep(
        params.data() + 10 * b, pc.get_X_WB(MobodIndex(m)).rotation().matrix(),
        &(*M_B_W)[m]);
  }
}

template <typename T>
void MultibodyTree<T>::CalcSpatialAccelerationsFromVdot(
    const systems::Context<T>& context, const PositionKinematicsCache<T>& pc,
    const VelocityKinematicsCache<T>& vc,
    const Eigen::Ref<const VectorX<T>>& vdot, bool include_velocity_terms,
    std::vector<Vector6<T>>* A_WB) const {
  const auto q = get_positions(context);
  const FrameBodyPoseCache<T>& fp = EvalFrameBodyPoses(context);
  const auto v = get_velocities(context);
  const Matrix6X<T>& H_all = pc.H_PB_W();
  (*A_WB)[0].setZero();
  for (int m = 1; m < num_mobods(); ++m) {
    const Mobod& node = mobods_[m];
    const MobodIndex B(m);
    const MobodIndex P(node.parent);
    const Vector3<T>& p_PoBo_W = pc.get_p_PoBo_W(B);
    Vector6<T> Ab;
    if (include_velocity_terms) {
      Ab = body_node_steps::VelocityProductStep(
          node, pc.get_X_WB(P).rotation().matrix(),
          fp.X_PF[m].rotation().matrix(), p_PoBo_W, pc.get_p_MoBo_W(B),
          q.data() + node.q_start, v.data() + node.v_start,
          vc.get_V_WB(P).rotational(), vc.get_V_PB_W(B));
    }
    VisitMobilizerKernel(node.kind, [&](auto kernel) {
      using Kernel = decltype(kernel);
      constexpr int nv = Kernel::kNv;
      body_node_steps::AccelerationStep(
          (*A_WB)[node.parent], p_PoBo_W,
          H_all.template middleCols<nv>(node.v_start),
          vdot.template segment<nv>(node.v_start),
          include_velocity_terms ? &Ab : nullptr, &(*A_WB)[m]);
    });
  }
}

template <typename T>
void MultibodyTree<T>::CalcInverseDynamics(
    const systems::Context<T>& context, const PositionKinematicsCache<T>& pc,
    const VelocityKinematicsCache<T>& vc,
    const Eigen::Ref<const VectorX<T>>& vdot, const MultibodyForces<T>* forces,
    bool include_velocity_terms, EigenPtr<VectorX<T>> tau) const {
  DRAKE_DEMAND(tau != nullptr && tau->size() == nv_);
  DRAKE_DEMAND(vdot.size() == nv_);
  TreeWorkspace<T>& ws = GetMutableWorkspace(context);
  CalcSpatialAccelerationsFromVdot(context, pc, vc, vdot,
                                   include_velocity_terms, &ws.A_WB);
  CalcSpatialInertiasInWorld(context, pc, &ws.M_B_W);
  for (int m = 0; m < num_mobods(); ++m) ws.F_BMo_W[m].setZero();
  const Matrix6X<T>& H_all = pc.H_PB_W();
  // ws.F_BMo_W[m] accumulates the children's forces moved to Bo, then
  // holds B's mobilizer force at Bo.
  for (int m = num_mobods() - 1; m >= 1; --m) {
    const Mobod& node = mobods_[m];
    Vector6<T>& F = ws.F_BMo_W[m];
    const Vector3<T>* w_WB = include_velocity_terms
                                 ? &vc.get_V_WB(MobodIndex(m)).rotational()
                                 : nullptr;
    const Vector6<T>* Fapplied =
        forces != nullptr ? &forces->body_forces()[node.body].get_coeffs()
                          : nullptr;
    VisitMobilizerKernel(node.kind, [&](auto kernel) {
      using Kernel = decltype(kernel);
      constexpr int nv = Kernel::kNv;
      body_node_steps::InverseDynamicsStep(
          ws.M_B_W[m], ws.A_WB[m], w_WB, Fapplied,
          H_all.template middleCols<nv>(node.v_start), &F,
          tau->template segment<nv>(node.v_start));
    });
    Vector6<T> F_parent = F;
    ShiftForceInPlace(pc.get_p_PoBo_W(MobodIndex(m)), &F_parent);
    body_node_steps::AddInPlace(F_parent, &ws.F_BMo_W[node.parent]);
  }
  // Reflected rotor inertias act on v̇ directly.
  const VectorX<T>& reflected = EvalReflectedInertia(context);
  for (int i = 0; i < nv_; ++i) {
    if (reflected[i] != 0) (*tau)[i] += reflected[i] * vdot[i];
  }
  if (forces != nullptr) *tau -= forces->generalized_forces();
}

template <typename T>
void MultibodyTree<T>::CalcMassMatrix(const systems::Context<T>& context,
                                      const PositionKinematicsCache<T>& pc,
                                      EigenPtr<MatrixX<T>> M_ptr) const {
  DRAKE_DEMAND(M_ptr != nullptr && M_ptr->rows() == nv_ &&
               M_ptr->cols() == nv_);
  TreeWorkspace<T>& ws = GetMutableWorkspace(context);
  CalcSpatialInertiasInWorld(context, pc, &ws.M_B_W);
  CalcMassMatrixFromInertias(context, pc, &ws, M_ptr);
}

template <typename T>
void MultibodyTree<T>::CalcMassMatrixFromInertias(
    const systems::Context<T>& context, const PositionKinematicsCache<T>& pc,
    TreeWorkspace<T>* ws_ptr, EigenPtr<MatrixX<T>> M_ptr) const {
  auto& M = *M_ptr;  // One dereference (EigenPtr checks on each).
  TreeWorkspace<T>& ws = *ws_ptr;
  // Composite-body algorithm with every spatial quantity taken about the
  // world origin Wo: composites then add without shifts, and an entry
  // M(i, j) is a plain 6-vector dot product Hᵢᵀ·(K_j·H_j).
  std::vector<SpatialInertiaInWorld<T>>& K = ws.M_B_W;
  const Matrix6X<T>& H_all = pc.H_PB_W();
  Matrix6X<T>& H_Wo = ws.H_Wo;
  for (int m = 1; m < num_mobods(); ++m) {
    const Mobod& node = mobods_[m];
    const Vector3<T>& p = pc.get_X_WB(MobodIndex(m)).translation();
    ShiftInertiaInPlace(p, &K[m]);
    for (int k = node.v_start; k < node.v_start + node.nv; ++k) {
      // A motion [w; v] at Bo is [w; v + p×w] at Wo (p = p_WoBo).
      if constexpr (body_node_steps::kFuseProducts<T>) {
        for (int i = 0; i < 3; ++i) {
          const int j = (i + 1) % 3;
          const int l = (i + 2) % 3;
          H_Wo(i, k) = H_all(i, k);
          body_node_steps::ProductSum<5> sum;
          sum.AddTerm(H_all(3 + i, k));
          sum.AddProduct(p[j], H_all(l, k));
          sum.SubtractProduct(p[l], H_all(j, k));
          sum.WriteTo(&H_Wo(3 + i, k));
        }
      } else {
        const Vector3<T> w = H_all.col(k).template head<3>();
        H_Wo.col(k).template head<3>() = w;
        H_Wo.col(k).template tail<3>() =
            H_all.col(k).template tail<3>() + Cross(p, w);
      }
    }
  }
  for (int m = num_mobods() - 1; m >= 2; --m) {
    const int parent = mobods_[m].parent;
    if (parent == 0) continue;
    K[parent].mass += K[m].mass;
    K[parent].h += K[m].h;
    K[parent].I += K[m].I;
  }
  M.setZero();
  for (int m = 1; m < num_mobods(); ++m) {
    const Mobod& node = mobods_[m];
    for (int k = node.v_start; k < node.v_start + node.nv; ++k) {
      const Vector6<T> F = InertiaTimes(K[m], Vector6<T>(H_Wo.col(k)));
      // Columns of this node (its diagonal block, both triangles).
      for (int r = node.v_start; r <= k; ++r) {
        M(r, k) = body_node_steps::DotProduct(H_Wo.col(r), F);
        M(k, r) = M(r, k);
      }
      for (int j = node.parent; j > 0; j = mobods_[j].parent) {
        const Mobod& anc = mobods_[j];
        for (int r = anc.v_start; r < anc.v_start + anc.nv; ++r) {
          M(r, k) = body_node_steps::DotProduct(H_Wo.col(r), F);
          M(k, r) = M(r, k);
        }
      }
    }
  }
  M.diagonal() += EvalReflectedInertia(context);
}

template <typename T>
void MultibodyTree<T>::CalcForwardDynamicsViaArticulatedBodyAlgorithm(
    const systems::Context<T>& context, const PositionKinematicsCache<T>& pc,
    const VelocityKinematicsCache<T>& vc, const MultibodyForces<T>& forces,
    const Eigen::Ref<const VectorX<double>>& extra_armature,
    EigenPtr<VectorX<T>> vdot,
    std::vector<SpatialAcceleration<T>>* A_WB_out) const {
  DRAKE_DEMAND(vdot != nullptr && vdot->size() == nv_);
  TreeWorkspace<T>& ws = GetMutableWorkspace(context);
  const auto q = get_positions(context);
  const FrameBodyPoseCache<T>& fp = EvalFrameBodyPoses(context);
  const auto v = get_velocities(context);
  const Matrix6X<T>& H_all = pc.H_PB_W();
  const bool has_extra = extra_armature.size() == nv_;
  const VectorX<T>& reflected = EvalReflectedInertia(context);
  CalcSpatialInertiasInWorld(context, pc, &ws.M_B_W);
  for (int m = 1; m < num_mobods(); ++m) {
    ws.P_B_W[m] = InertiaAsMatrix(ws.M_B_W[m]);
    ws.Z_B_W[m] =
        GyroscopicForce(ws.M_B_W[m], vc.get_V_WB(MobodIndex(m)).rotational()) -
        forces.body_forces()[mobods_[m].body].get_coeffs();
  }
  // Velocity-product accelerations Ab.
  for (int m = 1; m < num_mobods(); ++m) {
    const Mobod& node = mobods_[m];
    const MobodIndex B(m);
    const MobodIndex P(node.parent);
    ws.Ab_WB[m] = body_node_steps::VelocityProductStep(
        node, pc.get_X_WB(P).rotation().matrix(),
        fp.X_PF[m].rotation().matrix(), pc.get_p_PoBo_W(B), pc.get_p_MoBo_W(B),
        q.data() + node.q_start, v.data() + node.v_start,
        vc.get_V_WB(P).rotational(), vc.get_V_PB_W(B));
  }
  // Tip to base: articulated inertias and bias forces.
  const VectorX<T>& tau_app = forces.generalized_forces();
  for (int m = num_mobods() - 1; m >= 1; --m) {
    const Mobod& node = mobods_[m];
    Matrix6<T> Pplus;
    Vector6<T> zplus;
    VisitMobilizerKernel(node.kind, [&](auto kernel) {
      using Kernel = decltype(kernel);
      constexpr int nv = Kernel::kNv;
      const auto H = H_all.template middleCols<nv>(node.v_start);
      Eigen::Matrix<T, nv, nv> D;
      Eigen::Matrix<T, 6, nv> g;
      // D and g are outputs, passed through Eigen's `const MatrixBase&`
      // idiom for writable expressions, which GCC reads as inputs.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
      body_node_steps::ArticulatedInertiaStep(
          ws.P_B_W[m], H, reflected.data() + node.v_start,
          has_extra ? extra_armature.data() + node.v_start : nullptr,
          ws.U_B_W[m].template leftCols<nv>(), D,
          ws.Dinv[m].template topLeftCorner<nv, nv>(), g, &Pplus);
      body_node_steps::ArticulatedBiasStep(
          Pplus, ws.Z_B_W[m], ws.Ab_WB[m], H, g,
          tau_app.template segment<nv>(node.v_start),
          ws.u_B[m].template head<nv>(), &zplus);
#pragma GCC diagnostic pop
    });
    if (node.parent > 0) {
      const Vector3<T>& p = pc.get_p_PoBo_W(MobodIndex(m));
      AddShiftedArticulatedInertia(Pplus, p, &ws.P_B_W[node.parent]);
      ShiftForceInPlace(p, &zplus);
      ws.Z_B_W[node.parent] += zplus;
    }
  }
  // Base to tip: accelerations.
  ws.A_WB[0].setZero();
  for (int m = 1; m < num_mobods(); ++m) {
    const Mobod& node = mobods_[m];
    VisitMobilizerKernel(node.kind, [&](auto kernel) {
      using Kernel = decltype(kernel);
      constexpr int nv = Kernel::kNv;
      body_node_steps::ArticulatedAccelerationStep(
          ws.A_WB[node.parent], pc.get_p_PoBo_W(MobodIndex(m)), ws.Ab_WB[m],
          H_all.template middleCols<nv>(node.v_start),
          ws.U_B_W[m].template leftCols<nv>(),
          ws.Dinv[m].template topLeftCorner<nv, nv>(),
          ws.u_B[m].template head<nv>(),
          vdot->template segment<nv>(node.v_start), &ws.A_WB[m]);
    });
  }
  if (A_WB_out != nullptr) {
    A_WB_out->resize(num_mobods());
    for (int m = 0; m < num_mobods(); ++m) {
      (*A_WB_out)[m].get_mutable_coeffs() = ws.A_WB[m];
    }
  }
}

template <typename T>
void MultibodyTree<T>::CalcForwardDynamicsViaMassMatrix(
    const systems::Context<T>& context, const PositionKinematicsCache<T>& pc,
    const VelocityKinematicsCache<T>& vc, const MultibodyForces<T>& forces,
    const Eigen::Ref<const VectorX<double>>& extra_armature,
    EigenPtr<VectorX<T>> vdot_ptr,
    std::vector<SpatialAcceleration<T>>* A_WB_out) const {
  DRAKE_DEMAND(vdot_ptr != nullptr && vdot_ptr->size() == nv_);
  TreeWorkspace<T>& ws = GetMutableWorkspace(context);
  auto& x = *vdot_ptr;  // One dereference (EigenPtr checks on each).
  const std::vector<int>& parent = velocity_parent_;
  // The bias: C v − τ_app − Σ Jᵀ F_app is inverse dynamics at v̇ = 0. It
  // leaves the bias accelerations A_WB(v̇ = 0) in ws.A_WB; keep them.
  ws.vdot_in.setZero();
  CalcInverseDynamics(context, pc, vc, ws.vdot_in, &forces, true, &x);
  x = -x;
  for (int m = 0; m < num_mobods(); ++m) ws.Ab_WB[m] = ws.A_WB[m];
  // M + diag(extra), then M = LᵀDL in place: D on the diagonal, L(k, i)
  // (unit lower triangular) at (k, i) for each ancestor velocity i of k.
  // Eliminating k from the tip subtracts L(k, i)·M(k, j) from M(i, j) only
  // for i, j on k's ancestor chain, so nothing fills in off the chains.
  // (Inverse dynamics left the bodies' spatial inertias in ws.M_B_W.)
  MatrixX<T>& M = ws.M_LDL;
  CalcMassMatrixFromInertias(context, pc, &ws, &M);
  if (extra_armature.size() == nv_) M.diagonal() += extra_armature;
  for (int k = nv_ - 1; k >= 0; --k) {
    const T Dk = M(k, k);
    for (int i = parent[k]; i >= 0; i = parent[i]) {
      const T a = M(k, i) / Dk;
      for (int j = i; j >= 0; j = parent[j]) M(i, j) -= a * M(k, j);
      M(k, i) = a;
    }
  }
  // Solve Lᵀ·y = b (tip to base), D·z = y, then L·v̇ = z (base to tip).
  for (int k = nv_ - 1; k >= 0; --k) {
    for (int i = parent[k]; i >= 0; i = parent[i]) x[i] -= M(k, i) * x[k];
  }
  for (int k = 0; k < nv_; ++k) x[k] /= M(k, k);
  for (int k = 0; k < nv_; ++k) {
    for (int i = parent[k]; i >= 0; i = parent[i]) x[k] -= M(k, i) * x[i];
  }
  // A_WB is linear in v̇: the bias accelerations plus those of v̇ alone.
  CalcSpatialAccelerationsFromVdot(context, pc, vc, x, false, &ws.A_WB);
  for (int m = 0; m < num_mobods(); ++m) ws.A_WB[m] += ws.Ab_WB[m];
  if (A_WB_out != nullptr) {
    A_WB_out->resize(num_mobods());
    for (int m = 0; m < num_mobods(); ++m) {
      (*A_WB_out)[m].get_mutable_coeffs() = ws.A_WB[m];
    }
  }
}

template <typename T>
void MultibodyTree<T>::CalcForwardDynamics(
    const systems::Context<T>& context, const PositionKinematicsCache<T>& pc,
    const VelocityKinematicsCache<T>& vc, const MultibodyForces<T>& forces,
    const Eigen::Ref<const VectorX<double>>& extra_armature,
    EigenPtr<VectorX<T>> vdot) const {
  if (forward_dynamics_method_ == ForwardDynamicsMethod::kMassMatrix) {
    CalcForwardDynamicsViaMassMatrix(context, pc, vc, forces, extra_armature,
                                     vdot, nullptr);
  } else {
    CalcForwardDynamicsViaArticulatedBodyAlgorithm(
        context, pc, vc, forces, extra_armature, vdot, nullptr);
  }
}

template <typename T>
std::pair<double, double> MultibodyTree<T>::EstimateForwardDynamicsCosts()
    const {
  // Shape of the tree: moving mobods and the work of the two
  // loops over ancestor chains (mass matrix entries: Σ_k depth(k); the
  // factorization: Σ_k Σ_{i ancestor of k} depth(i)), depth(k) counting k.
  double num_moving = 0;
  for (int m = 1; m < num_mobods(); ++m) {
    if (mobods_[m].nv > 0) ++num_moving;
  }
  std::vector<double> depth(nv_, 0.0);
  double sum_depth = 0;
  double sum_factor = 0;
  for (int k = 0; k < nv_; ++k) {
    depth[k] = 1 + (velocity_parent_[k] >= 0 ? depth[velocity_parent_[k]] : 0);
    sum_depth += depth[k];
    for (int i = velocity_parent_[k]; i >= 0; i = velocity_parent_[i]) {
      sum_factor += depth[i];
    }
  }
  // Each method's O(n) passes per moving mobod, plus CRB's loops over the
  // ancestor chains.
  namespace c = tree_algorithms;
  if constexpr (std::is_same_v<T, AutoDiffXd>) {
    return {c::kAutoDiffAbaPerMobod * num_moving,
            c::kAutoDiffCrbPerMobod * num_moving +
                c::kAutoDiffCrbPerEntry * sum_depth +
                c::kAutoDiffLdlPerEntry * sum_factor};
  }
  return {c::kAbaPerMobod * num_moving, c::kCrbPerMobod * num_moving +
                                            c::kCrbPerEntry * sum_depth +
                                            c::kLdlPerEntry * sum_factor};
}

template <typename T>
void MultibodyTree<T>::CalcGeneralizedForcesOfAppliedForces(
    const systems::Context<T>& context, const PositionKinematicsCache<T>& pc,
    const MultibodyForces<T>& forces, EigenPtr<VectorX<T>> tau_ptr) const {
  DRAKE_DEMAND(tau_ptr != nullptr && tau_ptr->size() == nv_);
  auto& tau = *tau_ptr;
  TreeWorkspace<T>& ws = GetMutableWorkspace(context);
  const Matrix6X<T>& H_all = pc.H_PB_W();
  // The applied forces on each subtree, accumulated at its root's origin Bo
  // from the tips: F_B = F_app,B + Σ_children Φ·F_C; then τ_B = H_Bᵀ·F_B.
  for (int m = 0; m < num_mobods(); ++m) {
    ws.F_BMo_W[m] = forces.body_forces()[mobods_[m].body].get_coeffs();
  }
  for (int m = num_mobods() - 1; m >= 1; --m) {
    const Mobod& node = mobods_[m];
    const Vector6<T>& F = ws.F_BMo_W[m];
    VisitMobilizerKernel(node.kind, [&](auto kernel) {
      using Kernel = decltype(kernel);
      constexpr int nv = Kernel::kNv;
      if constexpr (nv != 0) {
        tau.template segment<nv>(node.v_start).noalias() =
            H_all.template middleCols<nv>(node.v_start).transpose() * F;
      }
    });
    Vector6<T> F_parent = F;
    ShiftForceInPlace(pc.get_p_PoBo_W(MobodIndex(m)), &F_parent);
    ws.F_BMo_W[node.parent] += F_parent;
  }
  tau += forces.generalized_forces();
}

template <typename T>
void MultibodyTree<T>::CalcForceElementsContribution(
    const systems::Context<T>& context, const PositionKinematicsCache<T>& pc,
    const VelocityKinematicsCache<T>& vc, MultibodyForces<T>* forces) const {
  DRAKE_DEMAND(forces != nullptr);
  for (const auto& element : force_elements_) {
    element->CalcAndAddForceContribution(context, pc, vc, forces);
  }
  AddJointDampingForces(context, forces);
}

template <typename T>
void MultibodyTree<T>::AddJointDampingForces(const systems::Context<T>& context,
                                             MultibodyForces<T>* forces) const {
  const auto v = get_velocities(context);
  VectorX<T>& tau = forces->mutable_generalized_forces();
  for (int j = 0; j < static_cast<int>(joints_.size()); ++j) {
    if (joints_[j] == nullptr) continue;
    const int index = layout_.damping_parameter_index[j];
    if (index < 0) continue;
    const auto d = context.get_numeric_parameter(index).get_value();
    const int v_start = mobods_[joint_to_mobod_[j]].v_start;
    for (int k = 0; k < d.size(); ++k) {
      tau[v_start + k] -= d[k] * v[v_start + k];
    }
  }
}

template <typename T>
void MultibodyTree<T>::MapVelocityToQDot(const Eigen::Ref<const VectorX<T>>& q,
                                         const Eigen::Ref<const VectorX<T>>& v,
                                         EigenPtr<VectorX<T>> qdot) const {
  DRAKE_DEMAND(qdot != nullptr && qdot->size() == nq_);
  for (int m = 1; m < num_mobods(); ++m) {
    const Mobod& node = mobods_[m];
    VisitMobilizerKernel(node.kind, [&](auto kernel) {
      using Kernel = decltype(kernel);
      Kernel::MapVelocityToQDot(node.params, q.data() + node.q_start,
                                v.data() + node.v_start,
                                qdot->data() + node.q_start);
    });
  }
}

template <typename T>
void MultibodyTree<T>::MapQDotToVelocity(
    const Eigen::Ref<const VectorX<T>>& q,
    const Eigen::Ref<const VectorX<T>>& qdot, EigenPtr<VectorX<T>> v) const {
  DRAKE_DEMAND(v != nullptr && v->size() == nv_);
  for (int m = 1; m < num_mobods(); ++m) {
    const Mobod& node = mobods_[m];
    VisitMobilizerKernel(node.kind, [&](auto kernel) {
      using Kernel = decltype(kernel);
      Kernel::MapQDotToVelocity(node.params, q.data() + node.q_start,
                                qdot.data() + node.q_start,
                                v->data() + node.v_start);
    });
  }
}

template <typename T>
void MultibodyTree<T>::CalcNMatrix(const Eigen::Ref<const VectorX<T>>& q,
                                   EigenPtr<MatrixX<T>> N) const {
  DRAKE_DEMAND(N != nullptr && N->rows() == nq_ && N->cols() == nv_);
  N->setZero();
  for (int m = 1; m < num_mobods(); ++m) {
    const Mobod& node = mobods_[m];
    if (node.nv == 0) continue;
    VisitMobilizerKernel(node.kind, [&](auto kernel) {
      using Kernel = decltype(kernel);
      Kernel::CalcNMatrix(node.params, q.data() + node.q_start,
                          MobilizerMatrixRef<T>(N->block(
                              node.q_start, node.v_start, node.nq, node.nv)));
    });
  }
}

template <typename T>
void MultibodyTree<T>::CalcNplusMatrix(const Eigen::Ref<const VectorX<T>>& q,
                                       EigenPtr<MatrixX<T>> Nplus) const {
  DRAKE_DEMAND(Nplus != nullptr && Nplus->rows() == nv_ &&
               Nplus->cols() == nq_);
  Nplus->setZero();
  for (int m = 1; m < num_mobods(); ++m) {
    const Mobod& node = mobods_[m];
    if (node.nv == 0) continue;
    VisitMobilizerKernel(node.kind, [&](auto kernel) {
      using Kernel = decltype(kernel);
      Kernel::CalcNplusMatrix(
          node.params, q.data() + node.q_start,
          MobilizerMatrixRef<T>(
              Nplus->block(node.v_start, node.q_start, node.nv, node.nq)));
    });
  }
}

template <typename T>
bool MultibodyTree<T>::IsVelocityEqualToQDot() const {
  for (int m = 1; m < num_mobods(); ++m) {
    const MobilizerKind kind = mobods_[m].kind;
    if (kind == MobilizerKind::kBallQuaternion ||
        kind == MobilizerKind::kBallRpy ||
        kind == MobilizerKind::kQuaternionFloating ||
        kind == MobilizerKind::kRpyFloating) {
      return false;
    }
  }
  return true;
}

template <typename T>
void MultibodyTree<T>::CalcJacobianSpatialVelocityInWorld(
    const PositionKinematicsCache<T>& pc, BodyIndex body,
    const Vector3<T>& p_BoBp_W, EigenPtr<Matrix6X<T>> J) const {
  DRAKE_DEMAND(J != nullptr && J->cols() == nv_);
  J->setZero();
  const Vector3<T> p_WBp =
      pc.get_X_WB(body_mobod(body)).translation() + p_BoBp_W;
  int m = body_to_mobod_[body];
  const Matrix6X<T>& H_all = pc.H_PB_W();
  while (m > 0) {
    const Mobod& node = mobods_[m];
    if (node.nv > 0) {
      const Vector3<T> p_BjBp_W =
          p_WBp - pc.get_X_WB(MobodIndex(m)).translation();
      for (int k = 0; k < node.nv; ++k) {
        const int c = node.v_start + k;
        const Vector3<T> w = H_all.col(c).template head<3>();
        J->col(c).template head<3>() = w;
        J->col(c).template tail<3>() =
            H_all.col(c).template tail<3>() + Cross(w, p_BjBp_W);
      }
    }
    m = node.parent;
  }
}

template <typename T>
void MultibodyTree<T>::CalcBlockSystemJacobianCache(
    const systems::Context<T>& context,
    BlockSystemJacobianCache<T>* sjc) const {
  DRAKE_DEMAND(sjc != nullptr);
  const PositionKinematicsCache<T>& pc = EvalPositionKinematics(context);
  const Matrix6X<T>& H_all = pc.H_PB_W();
  std::vector<MatrixX<T>>& blocks = sjc->mutable_block_system_jacobian();
  DRAKE_DEMAND(blocks.size() == forest_trees_.size());
  for (size_t t = 0; t < forest_trees_.size(); ++t) {
    const ForestTree& tree = forest_trees_[t];
    MatrixX<T>& J = blocks[t];  // Jv_V_WB_W of the tree, 6n × m.
    DRAKE_DEMAND(J.rows() == 6 * tree.num_mobods && J.cols() == tree.nv);
    // Rows by mobod from the tree's base (row 0), columns by velocity from
    // the tree's first. Entries outside a mobod's path to World stay zero.
    for (int k = 0; k < tree.num_mobods; ++k) {
      const int m = tree.base_mobod + k;
      const Mobod& node = mobods_[m];
      const int row_B = 6 * k;
      // The ancestors' columns: the parent's rows shifted from Po to Bo.
      if (node.parent > 0) {
        const int row_P = 6 * (node.parent - tree.base_mobod);
        const Vector3<T>& p_PoBo_W = pc.get_p_PoBo_W(MobodIndex(m));
        for (int a = node.parent; a > 0; a = mobods_[a].parent) {
          for (int i = 0; i < mobods_[a].nv; ++i) {
            const int col = mobods_[a].v_start + i - tree.v_start;
            const Vector3<T> w_WP = J.template block<3, 1>(row_P, col);
            const Vector3<T> v_WP = J.template block<3, 1>(row_P + 3, col);
            J.template block<3, 1>(row_B, col) = w_WP;
            J.template block<3, 1>(row_B + 3, col) =
                v_WP + Cross(w_WP, p_PoBo_W);
          }
        }
      }
      // B's own columns: the hinge matrix H_PB_W (at Bo, in W).
      for (int i = 0; i < node.nv; ++i) {
        J.template block<6, 1>(row_B, node.v_start + i - tree.v_start) =
            H_all.col(node.v_start + i);
      }
    }
  }
}

template <typename T>
void MultibodyTree<T>::CalcSystemJacobianTransposeTimesF(
    const systems::Context<T>& context,
    std::vector<SpatialForce<T>>* F_Bo_W_array,
    EigenPtr<VectorX<T>> tau_ptr) const {
  DRAKE_DEMAND(F_Bo_W_array != nullptr &&
               static_cast<int>(F_Bo_W_array->size()) == num_mobods());
  DRAKE_DEMAND(tau_ptr != nullptr && tau_ptr->size() == nv_);
  auto& tau = *tau_ptr;
  const PositionKinematicsCache<T>& pc = EvalPositionKinematics(context);
  const Matrix6X<T>& H_all = pc.H_PB_W();
  std::vector<SpatialForce<T>>& F = *F_Bo_W_array;
  // Tip to base (children have larger mobod indices than their parents):
  // when B is reached, F[B] holds the force on B's subtree at Bo, so
  // τ_B = H_PB_Wᵀ·F[B]; then F[B] moves to Po and adds into F[P].
  for (int m = num_mobods() - 1; m >= 1; --m) {
    const Mobod& node = mobods_[m];
    Vector6<T>& F_Bo_W = F[m].get_mutable_coeffs();
    for (int i = 0; i < node.nv; ++i) {
      tau[node.v_start + i] = H_all.col(node.v_start + i).dot(F_Bo_W);
    }
    ShiftForceInPlace(pc.get_p_PoBo_W(MobodIndex(m)), &F_Bo_W);
    F[node.parent].get_mutable_coeffs() += F_Bo_W;
  }
}

template <typename T>
T MultibodyTree<T>::CalcKineticEnergy(
    const systems::Context<T>& context) const {
  const PositionKinematicsCache<T>& pc = EvalPositionKinematics(context);
  const VelocityKinematicsCache<T>& vc = EvalVelocityKinematics(context);
  TreeWorkspace<T>& ws = GetMutableWorkspace(context);
  CalcSpatialInertiasInWorld(context, pc, &ws.M_B_W);
  T energy(0);
  for (int m = 1; m < num_mobods(); ++m) {
    const Vector6<T>& V = vc.get_V_WB(MobodIndex(m)).get_coeffs();
    energy += 0.5 * V.dot(InertiaTimes(ws.M_B_W[m], V));
  }
  const auto v = get_velocities(context);
  const VectorX<T>& reflected = EvalReflectedInertia(context);
  for (int i = 0; i < nv_; ++i) {
    energy += 0.5 * reflected[i] * v[i] * v[i];
  }
  return energy;
}

template <typename T>
T MultibodyTree<T>::CalcPotentialEnergy(
    const systems::Context<T>& context) const {
  const PositionKinematicsCache<T>& pc = EvalPositionKinematics(context);
  T energy(0);
  for (const auto& element : force_elements_) {
    energy += element->CalcPotentialEnergy(context, pc);
  }
  return energy;
}

template <typename T>
T MultibodyTree<T>::CalcConservativePower(
    const systems::Context<T>& context) const {
  const PositionKinematicsCache<T>& pc = EvalPositionKinematics(context);
  const VelocityKinematicsCache<T>& vc = EvalVelocityKinematics(context);
  T power(0);
  for (const auto& element : force_elements_) {
    power += element->CalcConservativePower(context, pc, vc);
  }
  return power;
}

template <typename T>
T MultibodyTree<T>::CalcNonConservativePower(
    const systems::Context<T>& context) const {
  const PositionKinematicsCache<T>& pc = EvalPositionKinematics(context);
  const VelocityKinematicsCache<T>& vc = EvalVelocityKinematics(context);
  T power(0);
  for (const auto& element : force_elements_) {
    power += element->CalcNonConservativePower(context, pc, vc);
  }
  return power;
}

// The members defined in this file, explicitly instantiated by the .cc
// files for each default scalar. (The class itself is instantiated once, in
// multibody_tree.cc; that instantiation covers only the members defined
// there, and a class may be explicitly instantiated only once.)
#define MALLARD_INSTANTIATE_TREE_ALGORITHMS(T)                                 \
  template void MultibodyTree<T>::CalcPositionKinematicsCache(                 \
      const systems::Context<T>&, PositionKinematicsCache<T>*) const;          \
  template void MultibodyTree<T>::CalcPositionKinematics(                      \
      const Eigen::Ref<const VectorX<T>>&, const FrameBodyPoseCache<T>&,       \
      PositionKinematicsCache<T>*) const;                                      \
  template void MultibodyTree<T>::CalcVelocityKinematicsCache(                 \
      const systems::Context<T>&, const PositionKinematicsCache<T>&,           \
      VelocityKinematicsCache<T>*) const;                                      \
  template void MultibodyTree<T>::CalcVelocityKinematics(                      \
      const Eigen::Ref<const VectorX<T>>&,                                     \
      const Eigen::Ref<const VectorX<T>>&, const PositionKinematicsCache<T>&,  \
      VelocityKinematicsCache<T>*) const;                                      \
  template void MultibodyTree<T>::CalcSpatialInertiasInWorld(                  \
      const systems::Context<T>&, const PositionKinematicsCache<T>&,           \
      std::vector<SpatialInertiaInWorld<T>>*) const;                           \
  template void MultibodyTree<T>::CalcSpatialAccelerationsFromVdot(            \
      const systems::Context<T>&, const PositionKinematicsCache<T>&,           \
      const VelocityKinematicsCache<T>&, const Eigen::Ref<const VectorX<T>>&,  \
      bool, std::vector<Vector6<T>>*) const;                                   \
  template void MultibodyTree<T>::CalcInverseDynamics(                         \
      const systems::Context<T>&, const PositionKinematicsCache<T>&,           \
      const VelocityKinematicsCache<T>&, const Eigen::Ref<const VectorX<T>>&,  \
      const MultibodyForces<T>*, bool, EigenPtr<VectorX<T>>) const;            \
  template void MultibodyTree<T>::CalcMassMatrix(                              \
      const systems::Context<T>&, const PositionKinematicsCache<T>&,           \
      EigenPtr<MatrixX<T>>) const;                                             \
  template void                                                                \
  MultibodyTree<T>::CalcForwardDynamicsViaArticulatedBodyAlgorithm(            \
      const systems::Context<T>&, const PositionKinematicsCache<T>&,           \
      const VelocityKinematicsCache<T>&, const MultibodyForces<T>&,            \
      const Eigen::Ref<const VectorX<double>>&, EigenPtr<VectorX<T>>,          \
      std::vector<SpatialAcceleration<T>>*) const;                             \
  template void MultibodyTree<T>::CalcMassMatrixFromInertias(                  \
      const systems::Context<T>&, const PositionKinematicsCache<T>&,           \
      TreeWorkspace<T>*, EigenPtr<MatrixX<T>>) const;                          \
  template void MultibodyTree<T>::CalcForwardDynamicsViaMassMatrix(            \
      const systems::Context<T>&, const PositionKinematicsCache<T>&,           \
      const VelocityKinematicsCache<T>&, const MultibodyForces<T>&,            \
      const Eigen::Ref<const VectorX<double>>&, EigenPtr<VectorX<T>>,          \
      std::vector<SpatialAcceleration<T>>*) const;                             \
  template void MultibodyTree<T>::CalcForwardDynamics(                         \
      const systems::Context<T>&, const PositionKinematicsCache<T>&,           \
      const VelocityKinematicsCache<T>&, const MultibodyForces<T>&,            \
      const Eigen::Ref<const VectorX<double>>&, EigenPtr<VectorX<T>>) const;   \
  template std::pair<double, double>                                           \
  MultibodyTree<T>::EstimateForwardDynamicsCosts() const;                      \
  template void MultibodyTree<T>::CalcGeneralizedForcesOfAppliedForces(        \
      const systems::Context<T>&, const PositionKinematicsCache<T>&,           \
      const MultibodyForces<T>&, EigenPtr<VectorX<T>>) const;                  \
  template void MultibodyTree<T>::CalcForceElementsContribution(               \
      const systems::Context<T>&, const PositionKinematicsCache<T>&,           \
      const VelocityKinematicsCache<T>&, MultibodyForces<T>*) const;           \
  template void MultibodyTree<T>::AddJointDampingForces(                       \
      const systems::Context<T>&, MultibodyForces<T>*) const;                  \
  template void MultibodyTree<T>::MapVelocityToQDot(                           \
      const Eigen::Ref<const VectorX<T>>&,                                     \
      const Eigen::Ref<const VectorX<T>>&, EigenPtr<VectorX<T>>) const;        \
  template void MultibodyTree<T>::MapQDotToVelocity(                           \
      const Eigen::Ref<const VectorX<T>>&,                                     \
      const Eigen::Ref<const VectorX<T>>&, EigenPtr<VectorX<T>>) const;        \
  template void MultibodyTree<T>::CalcNMatrix(                                 \
      const Eigen::Ref<const VectorX<T>>&, EigenPtr<MatrixX<T>>) const;        \
  template void MultibodyTree<T>::CalcNplusMatrix(                             \
      const Eigen::Ref<const VectorX<T>>&, EigenPtr<MatrixX<T>>) const;        \
  template bool MultibodyTree<T>::IsVelocityEqualToQDot() const;               \
  template void MultibodyTree<T>::CalcJacobianSpatialVelocityInWorld(          \
      const PositionKinematicsCache<T>&, BodyIndex, const Vector3<T>&,         \
      EigenPtr<Matrix6X<T>>) const;                                            \
  template void MultibodyTree<T>::CalcBlockSystemJacobianCache(                \
      const systems::Context<T>&, BlockSystemJacobianCache<T>*) const;         \
  template void MultibodyTree<T>::CalcSystemJacobianTransposeTimesF(           \
      const systems::Context<T>&, std::vector<SpatialForce<T>>*,               \
      EigenPtr<VectorX<T>>) const;                                             \
  template T MultibodyTree<T>::CalcKineticEnergy(const systems::Context<T>&)   \
      const;                                                                   \
  template T MultibodyTree<T>::CalcPotentialEnergy(const systems::Context<T>&) \
      const;                                                                   \
  template T MultibodyTree<T>::CalcConservativePower(                          \
      const systems::Context<T>&) const;                                       \
  template T MultibodyTree<T>::CalcNonConservativePower(                       \
      const systems::Context<T>&) const;

}  // namespace internal
}  // namespace multibody
}  // namespace drake
