// MultibodyPlant's discrete step. Without contact, joint limits or PD
// control it is the semi-implicit free motion (articulated body algorithm,
// joint damping implicit). Otherwise the step is Drake's SAP formulation:
// the momentum balance A·(v − v*) = Jᵀ·γ with A = M + h·D and the free
// motion v*, whose impulses γ come from convex constraints (point contact
// in the plant's discrete contact approximation, one-sided joint limits, PD
// controllers), solved by the SAP Newton solver
// (multibody/contact_solvers/sap).

#include <fmt/format.h>

#include <cmath>
#include <limits>
#include <map>
#include <memory>
#include <stdexcept>
#include <utility>
#include <vector>

#include "drake/multibody/contact_solvers/sap/sap_contact_problem.h"
#include "drake/multibody/contact_solvers/sap/sap_friction_cone_constraint.h"
#include "drake/multibody/contact_solvers/sap/sap_holonomic_constraint.h"
#include "drake/multibody/contact_solvers/sap/sap_hunt_crossley_constraint.h"
#include "drake/multibody/contact_solvers/sap/sap_pd_controller_constraint.h"
#include "drake/multibody/contact_solvers/sap/sap_solver.h"
#include "drake/multibody/plant/multibody_plant.h"

namespace drake {
namespace multibody {

using internal::MobodIndex;
using internal::PointContactPair;
using internal::TreeWorkspace;

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

// A right-handed frame C whose z axis is `nhat` (unit), as R_WC.
Matrix3<double> MakeContactFrame(const Vector3<double>& nhat) {
  // The tangent: nhat × (the world axis least aligned with nhat).
  int axis = 0;
  nhat.cwiseAbs().minCoeff(&axis);
  Vector3<double> e = Vector3<double>::Zero();
  e[axis] = 1.0;
  const Vector3<double> t1 = nhat.cross(e).normalized();
  const Vector3<double> t2 = nhat.cross(t1);
  Matrix3<double> R_WC;
  R_WC.col(0) = t1;
  R_WC.col(1) = t2;
  R_WC.col(2) = nhat;
  return R_WC;
}

}  // namespace

template <typename T>
void MultibodyPlant<T>::ComputeTreeTopology() {
  trees_ = TreeTopology{};
  trees_.body_tree.assign(num_bodies(), -1);
  const auto& mobods = tree_->mobods();
  // Each mobod's root: its ancestor that is a child of the world.
  std::vector<int> mobod_tree(mobods.size(), -1);
  for (size_t m = 1; m < mobods.size(); ++m) {
    const int parent = mobods[m].parent;
    mobod_tree[m] = parent == 0 ? static_cast<int>(m) : mobod_tree[parent];
  }
  // Trees (by root mobod) with their velocity ranges; trees without
  // velocities are anchored.
  std::vector<int> root_to_tree(mobods.size(), -1);
  for (size_t m = 1; m < mobods.size(); ++m) {
    const int root = mobod_tree[m];
    const internal::Mobod& mobod = mobods[m];
    if (mobod.nv == 0) continue;
    if (root_to_tree[root] < 0) {
      root_to_tree[root] = static_cast<int>(trees_.v_start.size());
      trees_.v_start.push_back(mobod.v_start);
      trees_.nv.push_back(0);
    }
    const int t = root_to_tree[root];
    trees_.nv[t] = std::max(trees_.nv[t],
                            mobod.v_start + mobod.nv - trees_.v_start[t]);
  }
  for (BodyIndex b(1); b < num_bodies(); ++b) {
    const int m = tree_->body_mobod(b);
    const int root = mobod_tree[m];
    trees_.body_tree[b] = root >= 0 ? root_to_tree[root] : -1;
  }
  // A body whose tree has velocities but is itself welded to the world
  // through its ancestors would still be in its tree; bodies with no
  // velocity between them and the world are anchored.
  for (BodyIndex b(1); b < num_bodies(); ++b) {
    if (tree_->IsAnchored(b)) trees_.body_tree[b] = -1;
  }
  for (JointIndex j : GetJointIndices()) {
    const Joint<T>& joint = get_joint(j);
    if (joint.num_velocities() != 1 || joint.num_positions() != 1) continue;
    if (std::isfinite(joint.position_lower_limits()[0]) ||
        std::isfinite(joint.position_upper_limits()[0])) {
      trees_.has_limits = true;
    }
  }
}

template <typename T>
int MultibodyPlant<T>::JointTree(const Joint<T>& joint) const {
  // The joint's mobilized body (its child, or its parent when reversed).
  return trees_.body_tree[tree_->mobod(tree_->joint_mobod(joint.index())).body];
}

template <typename T>
bool MultibodyPlant<T>::IsPdArmed(const systems::Context<T>& context,
                                  ModelInstanceIndex instance) const {
  if (!is_discrete()) return false;
  const systems::InputPort<T>& port =
      this->get_input_port(instance_desired_state_ports_[instance]);
  return port.size() > 0 && port.HasValue(context);
}

template <typename T>
const typename MultibodyPlant<T>::DiscreteStepResult&
MultibodyPlant<T>::EvalDiscreteStep(const systems::Context<T>& context) const {
  return discrete_step_cache_->template Eval<DiscreteStepResult>(context);
}

template <typename T>
bool MultibodyPlant<T>::StepNeedsSap(
    const systems::Context<T>& context) const {
  if (num_constraints() > 0) return true;
  {
    const auto& locks =
        context.get_abstract_parameter(tree_->layout().lock_parameter_index)
            .template get_value<std::vector<bool>>();
    for (bool locked : locks) {
      if (locked) return true;
    }
  }
  if (HasContactGeometry() && !EvalContactPairs(context).empty()) return true;
  if (tree_->AnyActuatorHasController()) {
    for (ModelInstanceIndex i(0); i < num_model_instances(); ++i) {
      if (IsPdArmed(context, i)) return true;
    }
  }
  // Joint limits are enforced on single-dof joints (double only).
  if constexpr (std::is_same_v<T, double>) return trees_.has_limits;
  return false;
}

template <typename T>
void MultibodyPlant<T>::CalcDiscreteStep(const systems::Context<T>& context,
                                         DiscreteStepResult* result) const {
  result->contact_results.Clear();
  result->contact_results.set_plant(this);
  result->solver_iterations = 0;
  if (StepNeedsSap(context)) {
    CalcDiscreteStepWithSap(context, result);
    return;
  }
  const auto& fd = tree_->EvalForwardDynamics(context);
  const auto v = tree_->get_velocities(context);
  result->vdot = fd.vdot;
  result->v_next = v + time_step_ * fd.vdot;
  result->forces = fd.forces;
  auto u = result->net_actuation.head(num_actuated_dofs());
  CalcActuation(context, &u);
  result->tau_contact.setZero(num_velocities());
}

template <typename T>
void MultibodyPlant<T>::CalcDiscreteStepWithSap(
    const systems::Context<T>& context, DiscreteStepResult* result) const {
  if constexpr (!std::is_same_v<T, double>) {
    throw std::logic_error(fmt::format(
        "MultibodyPlant '{}' (discrete, scalar {}): contact and PD control "
        "in a discrete step are solved by SAP, which supports only T = "
        "double.",
        this->get_name(), NiceTypeName::Get<T>()));
  } else {
    namespace sap = contact_solvers::internal;
    const double h = time_step_;
    const int nv = num_velocities();
    const double t = context.get_time();
    const auto& pc = tree_->EvalPositionKinematics(context);
    const auto q = tree_->get_positions(context);
    const auto v0 = tree_->get_velocities(context);
    const auto& fd = tree_->EvalForwardDynamics(context);
    TreeWorkspace<T>& ws = tree_->GetMutableWorkspace(context);

    // Free motion and the dynamics matrix A = M + h·D per tree.
    const VectorX<double> v_star = v0 + h * fd.vdot;
    MatrixX<double> M(nv, nv);
    tree_->CalcMassMatrix(context, pc, &M);
    {
      const auto& damping_index = tree_->layout().damping_parameter_index;
      for (size_t j = 0; j < damping_index.size(); ++j) {
        if (damping_index[j] < 0) continue;
        const auto d =
            context.get_numeric_parameter(damping_index[j]).get_value();
        const int v_start = tree_->joint_velocity_start(JointIndex(j));
        for (int k = 0; k < d.size(); ++k) M(v_start + k, v_start + k) += h * d[k];
      }
    }
    const int num_trees = static_cast<int>(trees_.nv.size());
    std::vector<MatrixX<double>> A(num_trees);
    VectorX<double> v_star_cliques(nv);
    for (int c = 0; c < num_trees; ++c) {
      A[c] = M.block(trees_.v_start[c], trees_.v_start[c], trees_.nv[c],
                     trees_.nv[c]);
    }
    // Cliques are the trees in order; their velocities are contiguous and
    // in order, so the problem's velocities are the plant's.
    v_star_cliques = v_star;

    // Locked joints: their velocities are zero. Eliminated exactly: with
    // v_L = 0 the unlocked velocities U see A_UU·(v_U − v*_U') = J_Uᵀ·γ with
    // v*_U' = v*_U + A_UU⁻¹·A_UL·(v*_L − v0_L); the locked rows become
    // decoupled identities with v*_L = 0, and no constraint acts on them.
    std::vector<bool> dof_locked(nv, false);
    {
      const auto& locks =
          context.get_abstract_parameter(tree_->layout().lock_parameter_index)
              .template get_value<std::vector<bool>>();
      for (size_t j = 0; j < locks.size(); ++j) {
        if (!locks[j] || !has_joint(JointIndex(j))) continue;
        const Joint<T>& joint = get_joint(JointIndex(j));
        for (int k = 0; k < joint.num_velocities(); ++k) {
          dof_locked[joint.velocity_start() + k] = true;
        }
      }
    }
    for (int c = 0; c < num_trees; ++c) {
      const int start = trees_.v_start[c];
      std::vector<int> U;
      std::vector<int> L;
      for (int k = 0; k < trees_.nv[c]; ++k) {
        (dof_locked[start + k] ? L : U).push_back(k);
      }
      if (L.empty()) continue;
      const MatrixX<double>& Ac = A[c];
      if (!U.empty()) {
        MatrixX<double> A_UU(U.size(), U.size());
        MatrixX<double> A_UL(U.size(), L.size());
        VectorX<double> dv_L(L.size());
        for (size_t a = 0; a < U.size(); ++a) {
          for (size_t b = 0; b < U.size(); ++b) A_UU(a, b) = Ac(U[a], U[b]);
          for (size_t b = 0; b < L.size(); ++b) A_UL(a, b) = Ac(U[a], L[b]);
        }
        for (size_t b = 0; b < L.size(); ++b) {
          dv_L[b] = v_star[start + L[b]] - v0[start + L[b]];
        }
        const VectorX<double> shift = A_UU.ldlt().solve(A_UL * dv_L);
        for (size_t a = 0; a < U.size(); ++a) {
          v_star_cliques[start + U[a]] += shift[a];
        }
      }
      MatrixX<double> A_locked = Ac;
      for (int l : L) {
        A_locked.row(l).setZero();
        A_locked.col(l).setZero();
        A_locked(l, l) = 1.0;
        v_star_cliques[start + l] = 0.0;
      }
      A[c] = std::move(A_locked);
    }
    sap::SapContactProblem<double> problem(h, std::move(A), v_star_cliques);

    // Splits a constraint Jacobian (rows × nv) on bodies' trees into
    // clique blocks and adds the constraint made by `make`.
    // (Locked velocities get no constraint impulse: their columns are 0.)
    auto tree_block = [&](const MatrixX<double>& J, int tree) {
      MatrixX<double> block =
          J.middleCols(trees_.v_start[tree], trees_.nv[tree]);
      for (int k = 0; k < trees_.nv[tree]; ++k) {
        if (dof_locked[trees_.v_start[tree] + k]) block.col(k).setZero();
      }
      return block;
    };

    // Contact constraints.
    struct ContactRecord {
      int constraint;
      Matrix3<double> R_WC;
      MatrixX<double> J_W;  // 3 × nv: velocity of Ac relative to Bc, in W.
    };
    std::vector<ContactRecord> contacts;
    const std::vector<PointContactPair<T>>* pairs = nullptr;
    if (HasContactGeometry()) pairs = &EvalContactPairs(context);
    if (pairs != nullptr && !pairs->empty()) {
      if (discrete_contact_approximation_ ==
          DiscreteContactApproximation::kTamsi) {
        throw std::logic_error(fmt::format(
            "MultibodyPlant '{}': the discrete contact approximation kTamsi "
            "is not supported; use kLagged (the default), kSimilar or kSap.",
            this->get_name()));
      }
      Matrix6X<double> J_A(6, nv);
      Matrix6X<double> J_B(6, nv);
      for (const PointContactPair<T>& pair : *pairs) {
        const int tree_A = trees_.body_tree[pair.body_A];
        const int tree_B = trees_.body_tree[pair.body_B];
        if (tree_A < 0 && tree_B < 0) continue;  // Both anchored.
        const Vector3<double> p_AoC_W =
            pair.p_WC -
            pc.get_X_WB(tree_->body_mobod(pair.body_A)).translation();
        const Vector3<double> p_BoC_W =
            pair.p_WC -
            pc.get_X_WB(tree_->body_mobod(pair.body_B)).translation();
        tree_->CalcJacobianSpatialVelocityInWorld(pc, pair.body_A, p_AoC_W,
                                                  &J_A);
        tree_->CalcJacobianSpatialVelocityInWorld(pc, pair.body_B, p_BoC_W,
                                                  &J_B);
        ContactRecord record;
        record.R_WC = MakeContactFrame(pair.point_pair.nhat_BA_W);
        record.J_W = J_A.bottomRows<3>() - J_B.bottomRows<3>();
        const MatrixX<double> J_C = record.R_WC.transpose() * record.J_W;
        const double vn0 = (J_C.row(2) * v0)(0);
        // Cliques: one (the same tree, or one side anchored) or two.
        std::vector<int> cliques;
        if (tree_A >= 0) cliques.push_back(tree_A);
        if (tree_B >= 0 && tree_B != tree_A) cliques.push_back(tree_B);
        std::unique_ptr<sap::SapConstraint<double>> constraint;
        auto make = [&](auto&&... jacobians) {
          if (discrete_contact_approximation_ ==
              DiscreteContactApproximation::kSap) {
            if (!std::isfinite(pair.relaxation_time)) {
              throw std::logic_error(fmt::format(
                  "MultibodyPlant '{}': the kSap discrete contact "
                  "approximation needs the ('material', 'relaxation_time') "
                  "proximity property, which a collision geometry of body "
                  "'{}' or '{}' lacks.",
                  this->get_name(), get_body(pair.body_A).scoped_name(),
                  get_body(pair.body_B).scoped_name()));
            }
            typename sap::SapFrictionConeConstraint<double>::Parameters p;
            p.mu = pair.dynamic_friction;
            p.stiffness = pair.stiffness;
            p.dissipation_time_scale = pair.relaxation_time;
            p.beta = sap_near_rigid_threshold_;
            return std::unique_ptr<sap::SapConstraint<double>>(
                std::make_unique<sap::SapFrictionConeConstraint<double>>(
                    jacobians..., pair.phi0, p));
          }
          typename sap::SapHuntCrossleyConstraint<double>::Parameters p;
          p.model = discrete_contact_approximation_ ==
                            DiscreteContactApproximation::kSimilar
                        ? sap::SapHuntCrossleyApproximation::kSimilar
                        : sap::SapHuntCrossleyApproximation::kLagged;
          p.friction = pair.dynamic_friction;
          p.stiffness = pair.stiffness;
          p.dissipation = pair.dissipation;
          p.stiction_tolerance = stiction_tolerance_;
          typename sap::SapHuntCrossleyConstraint<double>::Configuration cfg;
          cfg.phi0 = pair.phi0;
          cfg.vn0 = vn0;
          cfg.fe0 = pair.stiffness * std::max(0.0, -pair.phi0);
          return std::unique_ptr<sap::SapConstraint<double>>(
              std::make_unique<sap::SapHuntCrossleyConstraint<double>>(
                  jacobians..., cfg, p));
        };
        if (cliques.size() == 1) {
          constraint = make(cliques[0], tree_block(J_C, cliques[0]));
        } else {
          constraint = make(cliques[0], tree_block(J_C, cliques[0]),
                            cliques[1], tree_block(J_C, cliques[1]));
        }
        record.constraint = problem.AddConstraint(std::move(constraint));
        contacts.push_back(std::move(record));
      }
    }

    // Joint limits: one-sided, rigid (near-rigid regime), per finite side.
    struct LimitRecord {
      int constraint;
      int dof;
      VectorX<double> sign;  // +1 lower side, −1 upper side.
    };
    std::vector<LimitRecord> limits;
    for (JointIndex j : GetJointIndices()) {
      const Joint<T>& joint = get_joint(j);
      if (joint.num_velocities() != 1 || joint.num_positions() != 1) continue;
      const double lower = joint.position_lower_limits()[0];
      const double upper = joint.position_upper_limits()[0];
      if (!std::isfinite(lower) && !std::isfinite(upper)) continue;
      const int dof = joint.velocity_start();
      if (dof_locked[dof]) continue;
      const double qj = q[joint.position_start()];
      const int tree = JointTree(joint);
      if (tree < 0) continue;
      const int nk = std::isfinite(lower) + std::isfinite(upper);
      MatrixX<double> J = MatrixX<double>::Zero(nk, trees_.nv[tree]);
      VectorX<double> g0(nk);
      VectorX<double> sign(nk);
      int k = 0;
      if (std::isfinite(lower)) {
        J(k, dof - trees_.v_start[tree]) = 1.0;
        g0[k] = qj - lower;
        sign[k++] = 1.0;
      }
      if (std::isfinite(upper)) {
        J(k, dof - trees_.v_start[tree]) = -1.0;
        g0[k] = upper - qj;
        sign[k++] = -1.0;
      }
      typename sap::SapHolonomicConstraint<double>::Parameters p;
      p.impulse_lower_limits = VectorX<double>::Zero(nk);
      p.impulse_upper_limits = VectorX<double>::Constant(nk, kInf);
      p.stiffnesses = VectorX<double>::Constant(nk, kInf);
      p.relaxation_times = VectorX<double>::Constant(nk, h);
      p.beta = 0.1;
      LimitRecord record;
      record.constraint = problem.AddConstraint(
          std::make_unique<sap::SapHolonomicConstraint<double>>(
              tree, std::move(J), std::move(g0), std::move(p)));
      record.dof = dof;
      record.sign = sign;
      limits.push_back(std::move(record));
    }

    // PD-controlled actuators of armed instances.
    struct PdRecord {
      int constraint;
      int dof;
      int u_index;
    };
    std::vector<PdRecord> pds;
    std::vector<int> pd_skipped;  // u indices of PD actuators on locked dofs.
    auto& u = ws.u;
    CalcActuation(context, &u);
    if (tree_->AnyActuatorHasController()) {
      for (ModelInstanceIndex i(0); i < num_model_instances(); ++i) {
        if (!IsPdArmed(context, i)) continue;
        const auto xd =
            this->get_input_port(instance_desired_state_ports_[i])
                .Eval(context);
        const auto& u_indices = tree_->instance_u_indices(i);
        const int na = static_cast<int>(u_indices.size());
        for (JointActuatorIndex a : GetJointActuatorIndices(i)) {
          const JointActuator<T>& actuator = get_joint_actuator(a);
          if (!actuator.has_controller()) continue;
          const Joint<T>& joint = actuator.joint();
          const int u_index = tree_->actuator_input_start(a);
          // The actuator's place among the instance's actuated dofs.
          int k = 0;
          while (k < na && u_indices[k] != u_index) ++k;
          const int dof = joint.velocity_start();
          const int tree = JointTree(joint);
          // PD is ignored on locked joints: no constraint, no effort.
          if (tree < 0 || dof_locked[dof]) {
            pd_skipped.push_back(u_index);
            continue;
          }
          typename sap::SapPdControllerConstraint<double>::Configuration cfg;
          cfg.clique = tree;
          cfg.clique_dof = dof - trees_.v_start[tree];
          cfg.clique_nv = trees_.nv[tree];
          cfg.q0 = q[joint.position_start()];
          cfg.qd = xd[k];
          cfg.vd = xd[na + k];
          cfg.u0 = u[u_index];
          typename sap::SapPdControllerConstraint<double>::Parameters p;
          p.Kp = actuator.get_controller_gains().p;
          p.Kd = actuator.get_controller_gains().d;
          p.effort_limit = actuator.effort_limit();
          pds.push_back(PdRecord{
              problem.AddConstraint(
                  std::make_unique<sap::SapPdControllerConstraint<double>>(
                      cfg, p)),
              dof, u_index});
        }
      }
    }

    // User constraints (the active ones): bilateral holonomic constraints
    // g(q) = 0 with Jacobian J (rows × nv), rigid in SAP's near-rigid regime
    // with relaxation time h, or compliant for finite-stiffness distances.
    struct UserRecord {
      int constraint;
      MatrixX<double> J;  // rows × nv.
    };
    std::vector<UserRecord> user;
    if (num_constraints() > 0) {
      const auto& active =
          context.get_abstract_parameter(constraint_active_parameter_)
              .template get_value<std::map<MultibodyConstraintId, bool>>();
      auto is_active = [&](MultibodyConstraintId id) {
        const auto it = active.find(id);
        return it != active.end() && it->second;
      };
      auto add = [&](MatrixX<double> J, VectorX<double> g0,
                     const std::vector<int>& trees_involved,
                     VectorX<double> stiffness, VectorX<double> tau) {
        std::vector<int> cliques;
        for (int tree : trees_involved) {
          if (tree < 0) continue;
          if (cliques.empty() || cliques[0] != tree) cliques.push_back(tree);
        }
        if (cliques.empty()) return;  // Both sides anchored.
        const int nk = static_cast<int>(J.rows());
        typename sap::SapHolonomicConstraint<double>::Parameters p;
        p.impulse_lower_limits = VectorX<double>::Constant(nk, -kInf);
        p.impulse_upper_limits = VectorX<double>::Constant(nk, kInf);
        p.stiffnesses = std::move(stiffness);
        p.relaxation_times = std::move(tau);
        p.beta = 0.1;
        std::unique_ptr<sap::SapConstraint<double>> constraint;
        if (cliques.size() == 1) {
          constraint = std::make_unique<sap::SapHolonomicConstraint<double>>(
              cliques[0], tree_block(J, cliques[0]), std::move(g0),
              std::move(p));
        } else {
          constraint = std::make_unique<sap::SapHolonomicConstraint<double>>(
              cliques[0], tree_block(J, cliques[0]), cliques[1],
              tree_block(J, cliques[1]), std::move(g0), std::move(p));
        }
        user.push_back(
            UserRecord{problem.AddConstraint(std::move(constraint)),
                       std::move(J)});
      };
      auto rigid = [&](int nk) {
        return std::make_pair(VectorX<double>::Constant(nk, kInf),
                              VectorX<double>::Constant(nk, h));
      };
      for (const auto& [id, spec] : coupler_constraints_) {
        if (!is_active(id)) continue;
        const Joint<T>& joint0 = get_joint(spec.joint0_index);
        const Joint<T>& joint1 = get_joint(spec.joint1_index);
        MatrixX<double> J = MatrixX<double>::Zero(1, nv);
        J(0, joint0.velocity_start()) += 1.0;
        J(0, joint1.velocity_start()) -= spec.gear_ratio;
        VectorX<double> g0(1);
        g0[0] = q[joint0.position_start()] -
                spec.gear_ratio * q[joint1.position_start()] - spec.offset;
        auto [k, tau] = rigid(1);
        add(std::move(J), std::move(g0),
            {JointTree(joint0),
             JointTree(joint1)},
            std::move(k), std::move(tau));
      }
      Matrix6X<double> J_P(6, nv);
      Matrix6X<double> J_Q(6, nv);
      // Point jacobians of P on A and Q on B at their world positions.
      auto point_jacobians = [&](BodyIndex A, const Vector3<double>& p_WP,
                                 BodyIndex B, const Vector3<double>& p_WQ) {
        const auto& X_WA = pc.get_X_WB(tree_->body_mobod(A));
        const auto& X_WB = pc.get_X_WB(tree_->body_mobod(B));
        tree_->CalcJacobianSpatialVelocityInWorld(
            pc, A, Vector3<double>(p_WP - X_WA.translation()), &J_P);
        tree_->CalcJacobianSpatialVelocityInWorld(
            pc, B, Vector3<double>(p_WQ - X_WB.translation()), &J_Q);
      };
      for (const auto& [id, spec] : distance_constraints_) {
        if (!is_active(id)) continue;
        const auto& X_WA = pc.get_X_WB(tree_->body_mobod(spec.body_A));
        const auto& X_WB = pc.get_X_WB(tree_->body_mobod(spec.body_B));
        const Vector3<double> p_WP = X_WA * spec.p_AP;
        const Vector3<double> p_WQ = X_WB * spec.p_BQ;
        const Vector3<double> p_PQ_W = p_WQ - p_WP;
        const double d = p_PQ_W.norm();
        if (!(d > 1e-12)) {
          throw std::runtime_error(fmt::format(
              "MultibodyPlant '{}': at t = {} s the points of the distance "
              "constraint between bodies '{}' and '{}' coincide, where the "
              "constraint's direction is undefined.",
              this->get_name(), t, get_body(spec.body_A).scoped_name(),
              get_body(spec.body_B).scoped_name()));
        }
        point_jacobians(spec.body_A, p_WP, spec.body_B, p_WQ);
        const Vector3<double> nhat = p_PQ_W / d;
        MatrixX<double> J =
            nhat.transpose() * (J_Q.bottomRows<3>() - J_P.bottomRows<3>());
        VectorX<double> g0(1);
        g0[0] = d - spec.distance;
        VectorX<double> k(1);
        VectorX<double> tau(1);
        k[0] = spec.stiffness;
        tau[0] = std::isinf(spec.stiffness) ? h : spec.damping / spec.stiffness;
        add(std::move(J), std::move(g0),
            {trees_.body_tree[spec.body_A], trees_.body_tree[spec.body_B]},
            std::move(k), std::move(tau));
      }
      for (const auto& [id, spec] : ball_constraints_) {
        if (!is_active(id)) continue;
        DRAKE_DEMAND(spec.p_BQ.has_value());
        const auto& X_WA = pc.get_X_WB(tree_->body_mobod(spec.body_A));
        const auto& X_WB = pc.get_X_WB(tree_->body_mobod(spec.body_B));
        const Vector3<double> p_WP = X_WA * spec.p_AP;
        const Vector3<double> p_WQ = X_WB * (*spec.p_BQ);
        point_jacobians(spec.body_A, p_WP, spec.body_B, p_WQ);
        MatrixX<double> J = J_Q.bottomRows<3>() - J_P.bottomRows<3>();
        VectorX<double> g0 = p_WQ - p_WP;
        auto [k, tau] = rigid(3);
        add(std::move(J), std::move(g0),
            {trees_.body_tree[spec.body_A], trees_.body_tree[spec.body_B]},
            std::move(k), std::move(tau));
      }
      for (const auto& [id, spec] : weld_constraints_) {
        if (!is_active(id)) continue;
        const auto& X_WA = pc.get_X_WB(tree_->body_mobod(spec.body_A));
        const auto& X_WB = pc.get_X_WB(tree_->body_mobod(spec.body_B));
        const math::RigidTransform<double> X_WP = X_WA * spec.X_AP;
        const math::RigidTransform<double> X_WQ = X_WB * spec.X_BQ;
        point_jacobians(spec.body_A, X_WP.translation(), spec.body_B,
                        X_WQ.translation());
        MatrixX<double> J(6, nv);
        J.topRows<3>() = J_Q.topRows<3>() - J_P.topRows<3>();
        J.bottomRows<3>() = J_Q.bottomRows<3>() - J_P.bottomRows<3>();
        // Orientation error: the rotation vector of R_PQ, in W.
        const Eigen::AngleAxis<double> aa(
            (X_WP.rotation().inverse() * X_WQ.rotation()).matrix());
        VectorX<double> g0(6);
        g0.head<3>() = X_WP.rotation() * (aa.angle() * aa.axis());
        g0.tail<3>() = X_WQ.translation() - X_WP.translation();
        auto [k, tau] = rigid(6);
        add(std::move(J), std::move(g0),
            {trees_.body_tree[spec.body_A], trees_.body_tree[spec.body_B]},
            std::move(k), std::move(tau));
      }
    }

    // Solve, warm-started at the current velocities.
    sap::SapSolver<double> solver;
    sap::SapSolverParameters parameters;
    solver.set_parameters(parameters);
    sap::SapSolverResults<double> sap_results;
    const VectorX<double> v_guess = v0;
    const sap::SapSolverStatus status =
        solver.SolveWithGuess(problem, v_guess, &sap_results);
    if (status != sap::SapSolverStatus::kSuccess) {
      throw std::runtime_error(fmt::format(
          "MultibodyPlant '{}': the SAP discrete solver did not converge at "
          "t = {} s ({} iterations, {} constraints of which {} contacts); the "
          "state was left as it was before the step. Likely causes: a time "
          "step ({} s) too large for the contact stiffness or PD gains, or "
          "bodies deeply interpenetrating.",
          this->get_name(), t, solver.get_statistics().num_iters,
          problem.num_constraints(), contacts.size(), h));
    }
    result->solver_iterations = solver.get_statistics().num_iters;
    result->v_next = sap_results.v;
    result->vdot = (sap_results.v - v0) / h;

    // Impulses back into forces. The constraints' impulses are stacked in
    // constraint order.
    std::vector<int> gamma_start(problem.num_constraints() + 1, 0);
    for (int c = 0; c < problem.num_constraints(); ++c) {
      gamma_start[c + 1] =
          gamma_start[c] +
          problem.get_constraint(c).num_constraint_equations();
    }
    result->forces = fd.forces;
    result->tau_contact.setZero(nv);
    auto& body_forces = result->forces.mutable_body_forces();
    for (size_t i = 0; i < contacts.size(); ++i) {
      const ContactRecord& record = contacts[i];
      const PointContactPair<T>& pair = (*pairs)[i];
      const int start = gamma_start[record.constraint];
      const Vector3<double> gamma_C = sap_results.gamma.segment<3>(start);
      const Vector3<double> vc = sap_results.vc.segment<3>(start);
      const Vector3<double> f_Ac_W = record.R_WC * gamma_C / h;
      result->tau_contact += record.J_W.transpose() * f_Ac_W;
      result->contact_results.AddContactInfo(PointPairContactInfo<double>(
          pair.body_A, pair.body_B, -f_Ac_W, pair.p_WC, vc[2],
          vc.head<2>().norm(), pair.point_pair));
      const Vector3<double> p_AoC_W =
          pair.p_WC -
          pc.get_X_WB(tree_->body_mobod(pair.body_A)).translation();
      const Vector3<double> p_BoC_W =
          pair.p_WC -
          pc.get_X_WB(tree_->body_mobod(pair.body_B)).translation();
      body_forces[pair.body_A] +=
          SpatialForce<double>(p_AoC_W.cross(f_Ac_W), f_Ac_W);
      body_forces[pair.body_B] +=
          SpatialForce<double>(p_BoC_W.cross(-f_Ac_W), -f_Ac_W);
    }
    VectorX<double>& tau = result->forces.mutable_generalized_forces();
    for (const LimitRecord& record : limits) {
      const int start = gamma_start[record.constraint];
      for (int k = 0; k < record.sign.size(); ++k) {
        tau[record.dof] += record.sign[k] * sap_results.gamma[start + k] / h;
      }
    }
    for (const UserRecord& record : user) {
      const int start = gamma_start[record.constraint];
      tau += record.J.transpose() *
             sap_results.gamma.segment(start, record.J.rows()) / h;
    }
    // Net actuation: the PD actuators' clamped efforts replace their
    // inputs (which entered as feed-forward); other actuators pass u.
    auto net = result->net_actuation.head(num_actuated_dofs());
    net = u;
    for (const PdRecord& record : pds) {
      const double effort =
          sap_results.gamma[gamma_start[record.constraint]] / h;
      net[record.u_index] = effort;
      tau[record.dof] += effort;
    }
    for (int u_index : pd_skipped) net[u_index] = 0.0;
  }
}

#define MALLARD_INSTANTIATE_DISCRETE_MEMBERS(T)                               \
  template void MultibodyPlant<T>::ComputeTreeTopology();                     \
  template int MultibodyPlant<T>::JointTree(const Joint<T>&) const;           \
  template bool MultibodyPlant<T>::IsPdArmed(const systems::Context<T>&,      \
                                             ModelInstanceIndex) const;       \
  template const typename MultibodyPlant<T>::DiscreteStepResult&              \
  MultibodyPlant<T>::EvalDiscreteStep(const systems::Context<T>&) const;      \
  template bool MultibodyPlant<T>::StepNeedsSap(const systems::Context<T>&)   \
      const;                                                                  \
  template void MultibodyPlant<T>::CalcDiscreteStep(                          \
      const systems::Context<T>&, DiscreteStepResult*) const;                 \
  template void MultibodyPlant<T>::CalcDiscreteStepWithSap(                   \
      const systems::Context<T>&, DiscreteStepResult*) const;

MALLARD_INSTANTIATE_DISCRETE_MEMBERS(double)
MALLARD_INSTANTIATE_DISCRETE_MEMBERS(AutoDiffXd)

}  // namespace multibody
}  // namespace drake
