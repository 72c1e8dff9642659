/// @file
/// The recursive O(n) algorithms of the compiled tree, all in the world
/// frame W and over the depth-first mobod arrays:
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
/// Spatial inertias about Bo in W are kept as (m, h = m·p_BoBcm_W, I_BBo_W):
/// M·A = [I·α + h×a; m·a − h×α] and the gyroscopic bias force is
/// Fb = [w×(I·w); w×(w×h)].

#include <array>

#include "drake/math/cross_product.h"
#include "drake/multibody/tree/mobilizer_kernels.h"
#include "drake/multibody/tree/multibody_tree.h"

namespace drake {
namespace multibody {
namespace internal {

namespace {

template <typename T>
Vector6<T> InertiaTimes(const SpatialInertiaInWorld<T>& M,
                        const Vector6<T>& A) {
  const auto alpha = A.template head<3>();
  const auto a = A.template tail<3>();
  Vector6<T> F;
  F.template head<3>() = M.I * alpha + M.h.cross(a);
  F.template tail<3>() = M.mass * a - M.h.cross(alpha);
  return F;
}

template <typename T>
Vector6<T> GyroscopicForce(const SpatialInertiaInWorld<T>& M,
                           const Vector3<T>& w) {
  Vector6<T> Fb;
  Fb.template head<3>() = w.cross(M.I * w);
  Fb.template tail<3>() = w.cross(w.cross(M.h));
  return Fb;
}

// F at Bo → the same force system at Po, with p = p_PoBo.
template <typename T>
void ShiftForceInPlace(const Vector3<T>& p_PoBo, Vector6<T>* F) {
  F->template head<3>() += p_PoBo.cross(F->template tail<3>());
}

// Adds the inertia M (about Bo) to K (about Po), with p = p_PoBo.
template <typename T>
void AddShiftedInertia(const SpatialInertiaInWorld<T>& M, const Vector3<T>& p,
                       SpatialInertiaInWorld<T>* K) {
  const T pp = p.squaredNorm();
  const T ph = p.dot(M.h);
  Matrix3<T> dI =
      -M.mass * p * p.transpose() - p * M.h.transpose() - M.h * p.transpose();
  dI.diagonal().array() += M.mass * pp + 2 * ph;
  K->mass += M.mass;
  K->h += M.h + M.mass * p;
  K->I += M.I + dI;
}

// Re-expresses M (about Bo) about Po in place, with p = p_PoBo.
template <typename T>
void ShiftInertiaInPlace(const Vector3<T>& p, SpatialInertiaInWorld<T>* M) {
  const T pp = p.squaredNorm();
  const T ph = p.dot(M->h);
  M->I.noalias() -= M->mass * p * p.transpose();
  M->I.noalias() -= p * M->h.transpose();
  M->I.noalias() -= M->h * p.transpose();
  M->I.diagonal().array() += M->mass * pp + 2 * ph;
  M->h += M->mass * p;
}

template <typename T>
Matrix6<T> InertiaAsMatrix(const SpatialInertiaInWorld<T>& M) {
  Matrix6<T> P;
  const Matrix3<T> hx = math::VectorToSkewSymmetric(M.h);
  P.template topLeftCorner<3, 3>() = M.I;
  P.template topRightCorner<3, 3>() = hx;
  P.template bottomLeftCorner<3, 3>() = -hx;
  P.template bottomRightCorner<3, 3>() = M.mass * Matrix3<T>::Identity();
  return P;
}

// Adds Φ·P·Φᵀ to *out, with Φ = [1 [p]; 0 1] (articulated inertia at Bo
// shifted to Po, p = p_PoBo).
template <typename T>
void AddShiftedArticulatedInertia(const Matrix6<T>& P, const Vector3<T>& p,
                                  Matrix6<T>* out) {
  const Matrix3<T> px = math::VectorToSkewSymmetric(p);
  const auto A = P.template topLeftCorner<3, 3>();
  const auto B = P.template topRightCorner<3, 3>();
  const auto C = P.template bottomRightCorner<3, 3>();
  const Matrix3<T> TR = B + px * C;
  const Matrix3<T> TL = A + px * B.transpose() - TR * px;
  out->template topLeftCorner<3, 3>() += TL;
  out->template topRightCorner<3, 3>() += TR;
  out->template bottomLeftCorner<3, 3>() += TR.transpose();
  out->template bottomRightCorner<3, 3>() += C;
}

}  // namespace

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
  using std::cos;
  using std::sin;
  const T* q_data = q.data();
  Matrix6X<T>& H_all = pc->mutable_H_PB_W();
  // Raw rotation/translation arithmetic (no validation, all inline): X_WF =
  // X_WP·X_PF, X_WM = X_WF·X_FM(q), X_WB = X_WM·X_MB.
  Matrix3<T> R_WF, R_WM, R_WB, R_FM;
  Vector3<T> p_WF, p_WM, p_WB;
  for (int m = 1; m < num_mobods(); ++m) {
    const Mobod& node = mobods_[m];
    const math::RigidTransform<T>& X_WP = pc->get_X_WB(MobodIndex(node.parent));
    const Matrix3<T>& R_WP = X_WP.rotation().matrix();
    const Vector3<T>& p_WP = X_WP.translation();
    if (fp.X_PF_is_identity[m]) {
      R_WF = R_WP;
      p_WF = p_WP;
    } else {
      R_WF.noalias() = R_WP * fp.X_PF[m].rotation().matrix();
      p_WF.noalias() = p_WP + R_WP * fp.X_PF[m].translation();
    }
    const T* qm = q_data + node.q_start;
    switch (node.kind) {
      case MobilizerKind::kWeld:
        R_WM = R_WF;
        p_WM = p_WF;
        break;
      case MobilizerKind::kRevolute: {
        // Rodrigues: R_FM = I + s[â]× + (1 − c)[â]×², â the unit axis.
        const Vector3<double>& a = node.params.axis;
        const T c = cos(qm[0]);
        const T s = sin(qm[0]);
        const T t = 1 - c;
        R_FM(0, 0) = t * a.x() * a.x() + c;
        R_FM(1, 1) = t * a.y() * a.y() + c;
        R_FM(2, 2) = t * a.z() * a.z() + c;
        const T txy = t * a.x() * a.y();
        const T txz = t * a.x() * a.z();
        const T tyz = t * a.y() * a.z();
        R_FM(0, 1) = txy - s * a.z();
        R_FM(1, 0) = txy + s * a.z();
        R_FM(0, 2) = txz + s * a.y();
        R_FM(2, 0) = txz - s * a.y();
        R_FM(1, 2) = tyz - s * a.x();
        R_FM(2, 1) = tyz + s * a.x();
        R_WM.noalias() = R_WF * R_FM;
        p_WM = p_WF;
        break;
      }
      case MobilizerKind::kPrismatic:
        R_WM = R_WF;
        p_WM.noalias() =
            p_WF + R_WF * (node.params.axis.template cast<T>() * qm[0]);
        break;
      default:
        VisitMobilizerKernel(node.kind, [&](auto kernel) {
          using Kernel = decltype(kernel);
          const math::RigidTransform<T> X_FM =
              Kernel::CalcX_FM(node.params, qm);
          R_WM.noalias() = R_WF * X_FM.rotation().matrix();
          p_WM.noalias() = p_WF + R_WF * X_FM.translation();
        });
        break;
    }
    if (fp.X_MB_is_identity[m]) {
      R_WB = R_WM;
      p_WB = p_WM;
    } else {
      R_WB.noalias() = R_WM * fp.X_MB[m].rotation().matrix();
      p_WB.noalias() = p_WM + R_WM * fp.X_MB[m].translation();
    }
    const Vector3<T> p_MoBo_W = p_WB - p_WM;
    // H_PB_W: H_FM rotated into W, then shifted from Mo to Bo.
    if (node.nv > 0) {
      auto H = H_all.middleCols(node.v_start, node.nv);
      if (node.kind == MobilizerKind::kRevolute) {
        const Vector3<T> w = R_WF * node.params.axis.template cast<T>();
        H.col(0).template head<3>() = w;
        H.col(0).template tail<3>() = w.cross(p_MoBo_W);
      } else if (node.kind == MobilizerKind::kPrismatic) {
        H.col(0).template head<3>().setZero();
        H.col(0).template tail<3>() =
            R_WF * node.params.axis.template cast<T>();
      } else {
        VisitMobilizerKernel(node.kind, [&](auto kernel) {
          using Kernel = decltype(kernel);
          if constexpr (Kernel::kNv != 0) {
            auto Hk = H_all.template middleCols<Kernel::kNv>(node.v_start);
            Kernel::CalcH_FM(node.params, qm, MobilizerMatrixRef<T>(Hk));
            for (int k = 0; k < Kernel::kNv; ++k) {
              const Vector3<T> w = R_WF * Hk.col(k).template head<3>();
              const Vector3<T> v = R_WF * Hk.col(k).template tail<3>();
              Hk.col(k).template head<3>() = w;
              Hk.col(k).template tail<3>() = v + w.cross(p_MoBo_W);
            }
          }
        });
      }
    }
    pc->get_mutable_p_MoBo_W(MobodIndex(m)) = p_MoBo_W;
    pc->get_mutable_p_PoBo_W(MobodIndex(m)) = p_WB - p_WP;
    math::RigidTransform<T>& X_WB = pc->get_mutable_X_WB(MobodIndex(m));
    X_WB.set_rotation(math::RotationMatrix<T>::MakeUnchecked(R_WB));
    X_WB.set_translation(p_WB);
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
    SpatialVelocity<T>& V_PB_W = vc->get_mutable_V_PB_W(MobodIndex(m));
    VisitMobilizerKernel(node.kind, [&](auto kernel) {
      using Kernel = decltype(kernel);
      if constexpr (Kernel::kNv == 0) {
        V_PB_W.SetZero();
      } else {
        V_PB_W.get_mutable_coeffs().noalias() =
            H_all.template middleCols<Kernel::kNv>(node.v_start) *
            v.template segment<Kernel::kNv>(node.v_start);
      }
    });
    const Vector3<T>& p = pc.get_p_PoBo_W(MobodIndex(m));
    SpatialVelocity<T>& V_WB = vc->get_mutable_V_WB(MobodIndex(m));
    V_WB.rotational() = V_WP.rotational() + V_PB_W.rotational();
    V_WB.translational() = V_WP.translational() + V_WP.rotational().cross(p) +
                           V_PB_W.translational();
  }
}

template <typename T>
void MultibodyTree<T>::CalcSpatialInertiasInWorld(
    const systems::Context<T>& context, const PositionKinematicsCache<T>& pc,
    std::vector<SpatialInertiaInWorld<T>>* M_B_W) const {
  const auto params = get_mass_parameters(context);
  for (int m = 1; m < num_mobods(); ++m) {
    const int b = mobods_[m].body;
    const auto p = params.template segment<10>(10 * b);
    const T& mass = p[0];
    Matrix3<T> I_B;
    I_B(0, 0) = p[4];
    I_B(1, 1) = p[5];
    I_B(2, 2) = p[6];
    I_B(0, 1) = I_B(1, 0) = p[7];
    I_B(0, 2) = I_B(2, 0) = p[8];
    I_B(1, 2) = I_B(2, 1) = p[9];
    I_B *= mass;
    const Matrix3<T>& R_WB = pc.get_X_WB(MobodIndex(m)).rotation().matrix();
    SpatialInertiaInWorld<T>& M = (*M_B_W)[m];
    M.mass = mass;
    M.h = R_WB * (mass * p.template segment<3>(1));
    M.I.noalias() = R_WB * I_B * R_WB.transpose();
  }
}

// The velocity-product part of the across-mobilizer acceleration of B in P
// (at Bo, in W), i.e. A_PB_W with v̇ = 0: Ḣ_FM·v rotated into W (non-zero
// only for the universal joint, whose second axis turns with the first),
// plus the shift from Mo to Bo, w×(w×p_MoBo). M and B move together, so the
// shift needs no other term.
namespace {
template <typename T>
Vector6<T> AcrossMobilizerVelocityProduct(const Mobod& node,
                                          const math::RigidTransform<T>& X_WP,
                                          const math::RigidTransform<T>& X_PF,
                                          const Vector3<T>& p_MoBo_W,
                                          const T* q, const T* v,
                                          const SpatialVelocity<T>& V_PB_W) {
  Vector6<T> A;
  A.setZero();
  if (node.kind == MobilizerKind::kUniversal) {
    const T zeros[2] = {T(0), T(0)};
    const SpatialAcceleration<T> A_FM_F = UniversalKernel::CalcA_FM(
        node.params, q + node.q_start, v + node.v_start, zeros);
    const Matrix3<T> R_WF =
        Matrix3<T>(X_WP.rotation().matrix() * X_PF.rotation().matrix());
    A.template head<3>() = R_WF * A_FM_F.rotational();
    A.template tail<3>() =
        R_WF * A_FM_F.translational() + A.template head<3>().cross(p_MoBo_W);
  }
  const Vector3<T>& w = V_PB_W.rotational();
  A.template tail<3>() += w.cross(w.cross(p_MoBo_W));
  return A;
}
}  // namespace

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
    const Vector6<T>& A_WP = (*A_WB)[node.parent];
    const Vector3<T>& p = pc.get_p_PoBo_W(MobodIndex(m));
    Vector6<T>& A = (*A_WB)[m];
    // Rigid shift of the parent's acceleration.
    A.template head<3>() = A_WP.template head<3>();
    A.template tail<3>() =
        A_WP.template tail<3>() + A_WP.template head<3>().cross(p);
    VisitMobilizerKernel(node.kind, [&](auto kernel) {
      using Kernel = decltype(kernel);
      if constexpr (Kernel::kNv != 0) {
        A.noalias() += H_all.template middleCols<Kernel::kNv>(node.v_start) *
                       vdot.template segment<Kernel::kNv>(node.v_start);
        if (include_velocity_terms) {
          A += AcrossMobilizerVelocityProduct<T>(
              node, pc.get_X_WB(MobodIndex(node.parent)), fp.X_PF[m],
              pc.get_p_MoBo_W(MobodIndex(m)), q.data(), v.data(),
              vc.get_V_PB_W(MobodIndex(m)));
        }
      }
    });
    if (include_velocity_terms) {
      const Vector3<T>& w_WP =
          vc.get_V_WB(MobodIndex(node.parent)).rotational();
      const SpatialVelocity<T>& V_PB_W = vc.get_V_PB_W(MobodIndex(m));
      A.template head<3>() += w_WP.cross(V_PB_W.rotational());
      A.template tail<3>() +=
          w_WP.cross(w_WP.cross(p)) + 2 * w_WP.cross(V_PB_W.translational());
    }
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
  for (int m = num_mobods() - 1; m >= 1; --m) {
    const Mobod& node = mobods_[m];
    Vector6<T>& F = ws.F_BMo_W[m];
    F += InertiaTimes(ws.M_B_W[m], ws.A_WB[m]);
    if (include_velocity_terms) {
      F +=
          GyroscopicForce(ws.M_B_W[m], vc.get_V_WB(MobodIndex(m)).rotational());
    }
    if (forces != nullptr) {
      F -= forces->body_forces()[node.body].get_coeffs();
    }
    VisitMobilizerKernel(node.kind, [&](auto kernel) {
      using Kernel = decltype(kernel);
      if constexpr (Kernel::kNv != 0) {
        tau->template segment<Kernel::kNv>(node.v_start).noalias() =
            H_all.template middleCols<Kernel::kNv>(node.v_start).transpose() *
            F;
      }
    });
    Vector6<T> F_parent = F;
    ShiftForceInPlace(pc.get_p_PoBo_W(MobodIndex(m)), &F_parent);
    ws.F_BMo_W[node.parent] += F_parent;
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
  auto& M = *M_ptr;  // One dereference (EigenPtr checks on each).
  TreeWorkspace<T>& ws = GetMutableWorkspace(context);
  CalcSpatialInertiasInWorld(context, pc, &ws.M_B_W);
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
      const Vector3<T> w = H_all.col(k).template head<3>();
      H_Wo.col(k).template head<3>() = w;
      H_Wo.col(k).template tail<3>() =
          H_all.col(k).template tail<3>() + p.cross(w);
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
        const T value = H_Wo.col(r).dot(F);
        M(r, k) = value;
        M(k, r) = value;
      }
      for (int j = node.parent; j > 0; j = mobods_[j].parent) {
        const Mobod& anc = mobods_[j];
        for (int r = anc.v_start; r < anc.v_start + anc.nv; ++r) {
          const T value = H_Wo.col(r).dot(F);
          M(r, k) = value;
          M(k, r) = value;
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
    Vector6<T>& Ab = ws.Ab_WB[m];
    Ab.setZero();
    if (node.nv > 0) {
      Ab = AcrossMobilizerVelocityProduct<T>(
          node, pc.get_X_WB(MobodIndex(node.parent)), fp.X_PF[m],
          pc.get_p_MoBo_W(MobodIndex(m)), q.data(), v.data(),
          vc.get_V_PB_W(MobodIndex(m)));
    }
    const Vector3<T>& w_WP = vc.get_V_WB(MobodIndex(node.parent)).rotational();
    const SpatialVelocity<T>& V_PB_W = vc.get_V_PB_W(MobodIndex(m));
    const Vector3<T>& p = pc.get_p_PoBo_W(MobodIndex(m));
    Ab.template head<3>() += w_WP.cross(V_PB_W.rotational());
    Ab.template tail<3>() +=
        w_WP.cross(w_WP.cross(p)) + 2 * w_WP.cross(V_PB_W.translational());
  }
  // Tip to base: articulated inertias and bias forces.
  const VectorX<T>& tau_app = forces.generalized_forces();
  for (int m = num_mobods() - 1; m >= 1; --m) {
    const Mobod& node = mobods_[m];
    const Matrix6<T>& P = ws.P_B_W[m];
    const Vector6<T>& z = ws.Z_B_W[m];
    Matrix6<T> Pplus;
    Vector6<T> zplus;
    VisitMobilizerKernel(node.kind, [&](auto kernel) {
      using Kernel = decltype(kernel);
      constexpr int nv = Kernel::kNv;
      if constexpr (nv == 0) {
        Pplus = P;
        zplus = z + P * ws.Ab_WB[m];
      } else {
        const auto H = H_all.template middleCols<nv>(node.v_start);
        auto U = ws.U_B_W[m].template leftCols<nv>();
        U.noalias() = P * H;
        Eigen::Matrix<T, nv, nv> D = H.transpose() * U;
        for (int k = 0; k < nv; ++k) {
          D(k, k) += reflected[node.v_start + k];
          if (has_extra) D(k, k) += extra_armature[node.v_start + k];
        }
        auto Dinv = ws.Dinv[m].template topLeftCorner<nv, nv>();
        if constexpr (nv == 1) {
          Dinv(0, 0) = 1.0 / D(0, 0);
        } else {
          Dinv = D.llt().solve(Eigen::Matrix<T, nv, nv>::Identity());
        }
        auto u = ws.u_B[m].template head<nv>();
        u = tau_app.template segment<nv>(node.v_start) - H.transpose() * z;
        const Eigen::Matrix<T, 6, nv> UDinv = U * Dinv;
        Pplus = P - UDinv * U.transpose();
        zplus = z + Pplus * ws.Ab_WB[m] + UDinv * u;
      }
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
    const Vector6<T>& A_WP = ws.A_WB[node.parent];
    const Vector3<T>& p = pc.get_p_PoBo_W(MobodIndex(m));
    Vector6<T> Aprime;
    Aprime.template head<3>() = A_WP.template head<3>();
    Aprime.template tail<3>() =
        A_WP.template tail<3>() + A_WP.template head<3>().cross(p);
    Aprime += ws.Ab_WB[m];
    VisitMobilizerKernel(node.kind, [&](auto kernel) {
      using Kernel = decltype(kernel);
      constexpr int nv = Kernel::kNv;
      if constexpr (nv != 0) {
        const auto H = H_all.template middleCols<nv>(node.v_start);
        const auto U = ws.U_B_W[m].template leftCols<nv>();
        const auto Dinv = ws.Dinv[m].template topLeftCorner<nv, nv>();
        const auto u = ws.u_B[m].template head<nv>();
        auto vdot_node = vdot->template segment<nv>(node.v_start);
        vdot_node.noalias() = Dinv * (u - U.transpose() * Aprime);
        Aprime.noalias() += H * vdot_node;
      }
    });
    ws.A_WB[m] = Aprime;
  }
  if (A_WB_out != nullptr) {
    A_WB_out->resize(num_mobods());
    for (int m = 0; m < num_mobods(); ++m) {
      (*A_WB_out)[m].get_mutable_coeffs() = ws.A_WB[m];
    }
  }
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
            H_all.col(c).template tail<3>() + w.cross(p_BjBp_W);
      }
    }
    m = node.parent;
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

template class MultibodyTree<double>;
template class MultibodyTree<AutoDiffXd>;

}  // namespace internal
}  // namespace multibody
}  // namespace drake
