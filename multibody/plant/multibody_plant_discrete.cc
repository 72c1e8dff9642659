// MultibodyPlant's discrete step. Without contact, joint limits or PD
// control it is the semi-implicit free motion (articulated body algorithm,
// joint damping implicit). Otherwise the step is Drake's SAP formulation:
// the momentum balance A·(v − v*) = Jᵀ·γ with A = M + h·D and the free
// motion v*, whose impulses γ come from convex constraints (point contact
// in the plant's discrete contact approximation, one-sided joint limits, PD
// controllers), solved by the SAP Newton solver
// (multibody/contact_solvers/sap).

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <limits>
#include <map>
#include <memory>
#include <stdexcept>
#include <utility>
#include <vector>

#include <fmt/format.h>

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
    trees_.nv[t] =
        std::max(trees_.nv[t], mobod.v_start + mobod.nv - trees_.v_start[t]);
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
bool MultibodyPlant<T>::StepNeedsSap(const systems::Context<T>& context) const {
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
  // Joint limits are enforced on single-dof joints, by SAP (double only).
  if constexpr (std::is_same_v<T, double>) {
    return trees_.has_limits;
  } else {
    if (trees_.has_limits) ThrowIfLimitWithinReach(context);
    return false;
  }
}

template <typename T>
void MultibodyPlant<T>::ThrowIfLimitWithinReach(
    const systems::Context<T>& context) const {
  // The step would constrain a limit side lying within the window that the
  // double plant's SAP step uses (see CalcDiscreteStepWithSap()): there the
  // free motion may cross the limit, so stepping without it would be wrong.
  // Elsewhere the limit is inactive and the free-motion step is exact.
  constexpr double kLimitWindowFactor = 2.0;
  const double h = time_step_;
  const auto q = tree_->get_positions(context);
  const auto v = tree_->get_velocities(context);
  const VectorX<T>& vdot = tree_->EvalForwardDynamics(context).vdot;
  for (JointIndex j : GetJointIndices()) {
    const Joint<T>& joint = get_joint(j);
    if (joint.num_velocities() != 1 || joint.num_positions() != 1) continue;
    const double lower = joint.position_lower_limits()[0];
    const double upper = joint.position_upper_limits()[0];
    if (!std::isfinite(lower) && !std::isfinite(upper)) continue;
    const int dof = joint.velocity_start();
    const double qj = ExtractDoubleOrThrow(q[joint.position_start()]);
    const double v0 = ExtractDoubleOrThrow(v[dof]);
    const double v_star = v0 + h * ExtractDoubleOrThrow(vdot[dof]);
    const double reach =
        kLimitWindowFactor * h * std::max(std::abs(v0), std::abs(v_star));
    const bool near_lower = std::isfinite(lower) && lower >= qj - reach;
    const bool near_upper = std::isfinite(upper) && upper <= qj + reach;
    if (near_lower || near_upper) {
      throw std::logic_error(fmt::format(
          "MultibodyPlant '{}' (discrete, scalar {}): joint '{}' at q = {} "
          "may reach its {} position limit {} in this step; joint limits "
          "are enforced by SAP, which supports only T = double.",
          this->get_name(), NiceTypeName::Get<T>(), joint.name(), qj,
          near_lower ? "lower" : "upper", near_lower ? lower : upper));
    }
  }
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

// The SAP step's storage. Record vectors that own matrices only grow (their
// used length is a separate count), so that their matrices keep their
// storage from step to step.
template <typename T>
struct MultibodyPlant<T>::SapScratch {
  // What a constraint of the problem is, so that the next step can reuse it
  // in place when the same constraint comes at the same index.
  enum Kind { kHuntCrossley, kFrictionCone, kLimit, kPd, kUser };
  struct Key {
    int kind{-1};
    int64_t id{0};  // Joint, actuator or constraint id; 0 for contacts.
    int clique0{-1};
    int clique1{-1};
    int nk{0};
    bool operator==(const Key&) const = default;
  };
  // A contact: its frame C (z along the normal, from B into A) and the
  // Jacobian of the velocity of Ac relative to Bc, in W, on each of its
  // (one or two) trees.
  struct ContactRecord {
    int constraint{-1};
    int pair{-1};  // Index into the contact pairs.
    int num_trees{0};
    int tree[2]{-1, -1};
    Matrix3<double> R_WC;
    MatrixX<double> J_W[2];  // 3 × nv(tree).
  };
  struct LimitRecord {
    int constraint{-1};
    int dof{-1};
    int nk{0};
    double sign[2]{};  // +1 lower side, −1 upper side.
  };
  struct PdRecord {
    int constraint;
    int dof;
    int u_index;
  };
  struct UserRecord {
    int constraint;
    MatrixX<double> J;  // rows × nv.
  };

  std::unique_ptr<contact_solvers::internal::SapContactProblem<double>> problem;
  std::vector<Key> keys;  // Parallel to the problem's constraints.
  contact_solvers::internal::SapSolver<double> solver;
  contact_solvers::internal::SapSolverResults<double> results;
  MatrixX<double> M;                    // nv × nv.
  std::vector<MatrixX<double>> A;       // Per tree, nv(tree) × nv(tree).
  VectorX<double> v_star;               // nv, free motion (locks eliminated).
  VectorX<double> v_guess;              // nv.
  std::vector<char> dof_locked;         // nv.
  Matrix6X<double> J_A;                 // 6 × nv.
  Matrix6X<double> J_B;                 // 6 × nv.
  MatrixX<double> block;                // 3 × max nv(tree), a clique Jacobian.
  std::vector<ContactRecord> contacts;  // Grow-only; num_contacts used.
  int num_contacts{0};
  std::vector<LimitRecord> limits;
  std::vector<PdRecord> pds;
  std::vector<int> pd_skipped;  // u indices of PD actuators on locked dofs.
  std::vector<UserRecord> user;
  std::vector<int> gamma_start;  // Per constraint + 1.
};

template <typename T>
MultibodyPlant<T>::SapScratchHandle::SapScratchHandle() = default;

template <typename T>
MultibodyPlant<T>::SapScratchHandle::SapScratchHandle(const SapScratchHandle&) {
}

template <typename T>
typename MultibodyPlant<T>::SapScratchHandle&
MultibodyPlant<T>::SapScratchHandle::operator=(const SapScratchHandle&) {
  scratch.reset();
  return *this;
}

template <typename T>
MultibodyPlant<T>::SapScratchHandle::~SapScratchHandle() = default;

template <typename T>
void MultibodyPlant<T>::DeclareSapScratchCacheEntry() {
  sap_scratch_cache_ = &this->DeclareCacheEntry(
      "discrete step (scratch)",
      systems::ValueProducer(
          SapScratchHandle(),
          std::function<void(const systems::Context<T>&, SapScratchHandle*)>(
              [](const systems::Context<T>&, SapScratchHandle*) {})),
      {this->nothing_ticket()});
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
    using Scratch = SapScratch;
    using Key = typename Scratch::Key;
    const double h = time_step_;
    const int nv = num_velocities();
    const double t = context.get_time();
    const auto& pc = tree_->EvalPositionKinematics(context);
    const auto q = tree_->get_positions(context);
    const auto v0 = tree_->get_velocities(context);
    const auto& fd = tree_->EvalForwardDynamics(context);
    TreeWorkspace<T>& ws = tree_->GetMutableWorkspace(context);
    SapScratchHandle& handle =
        sap_scratch_cache_->get_mutable_cache_entry_value(context)
            .get_mutable_abstract_value()
            .template get_mutable_value<SapScratchHandle>();
    if (handle.scratch == nullptr) handle.scratch = std::make_unique<Scratch>();
    Scratch& s = *handle.scratch;
    const int num_trees = static_cast<int>(trees_.nv.size());

    // Free motion and the dynamics matrix A = M + h·D per tree.
    s.v_star = v0 + h * fd.vdot;
    s.M.resize(nv, nv);
    tree_->CalcMassMatrix(context, pc, &s.M);
    {
      const auto& damping_index = tree_->layout().damping_parameter_index;
      for (size_t j = 0; j < damping_index.size(); ++j) {
        if (damping_index[j] < 0) continue;
        const auto d =
            context.get_numeric_parameter(damping_index[j]).get_value();
        const int v_start = tree_->joint_velocity_start(JointIndex(j));
        for (int k = 0; k < d.size(); ++k) {
          s.M(v_start + k, v_start + k) += h * d[k];
        }
      }
    }
    // Cliques are the trees in order; their velocities are contiguous and
    // in order, so the problem's velocities are the plant's.
    s.A.resize(num_trees);
    int max_tree_nv = 0;
    for (int c = 0; c < num_trees; ++c) {
      s.A[c] = s.M.block(trees_.v_start[c], trees_.v_start[c], trees_.nv[c],
                         trees_.nv[c]);
      max_tree_nv = std::max(max_tree_nv, trees_.nv[c]);
    }

    // Locked joints: their velocities are zero. Eliminated exactly: with
    // v_L = 0 the unlocked velocities U see A_UU·(v_U − v*_U') = J_Uᵀ·γ with
    // v*_U' = v*_U + A_UU⁻¹·A_UL·(v*_L − v0_L); the locked rows become
    // decoupled identities with v*_L = 0, and no constraint acts on them.
    s.dof_locked.assign(nv, 0);
    bool any_locked = false;
    {
      const auto& locks =
          context.get_abstract_parameter(tree_->layout().lock_parameter_index)
              .template get_value<std::vector<bool>>();
      for (size_t j = 0; j < locks.size(); ++j) {
        if (!locks[j] || !has_joint(JointIndex(j))) continue;
        const Joint<T>& joint = get_joint(JointIndex(j));
        for (int k = 0; k < joint.num_velocities(); ++k) {
          s.dof_locked[joint.velocity_start() + k] = 1;
          any_locked = true;
        }
      }
    }
    for (int c = 0; any_locked && c < num_trees; ++c) {
      const int start = trees_.v_start[c];
      std::vector<int> U;
      std::vector<int> L;
      for (int k = 0; k < trees_.nv[c]; ++k) {
        (s.dof_locked[start + k] ? L : U).push_back(k);
      }
      if (L.empty()) continue;
      MatrixX<double>& Ac = s.A[c];
      if (!U.empty()) {
        MatrixX<double> A_UU(U.size(), U.size());
        MatrixX<double> A_UL(U.size(), L.size());
        VectorX<double> dv_L(L.size());
        for (size_t a = 0; a < U.size(); ++a) {
          for (size_t b = 0; b < U.size(); ++b) A_UU(a, b) = Ac(U[a], U[b]);
          for (size_t b = 0; b < L.size(); ++b) A_UL(a, b) = Ac(U[a], L[b]);
        }
        // (v*_L is still unmodified here.)
        for (size_t b = 0; b < L.size(); ++b) {
          dv_L[b] = s.v_star[start + L[b]] - v0[start + L[b]];
        }
        const VectorX<double> shift = A_UU.ldlt().solve(A_UL * dv_L);
        for (size_t a = 0; a < U.size(); ++a) {
          s.v_star[start + U[a]] += shift[a];
        }
      }
      for (int l : L) {
        Ac.row(l).setZero();
        Ac.col(l).setZero();
        Ac(l, l) = 1.0;
        s.v_star[start + l] = 0.0;
      }
    }
    if (s.problem == nullptr) {
      s.problem =
          std::make_unique<sap::SapContactProblem<double>>(h, s.A, s.v_star);
      s.keys.clear();
    } else {
      s.problem->Reset(h, s.A, s.v_star);
      s.keys.resize(s.problem->num_constraints());
    }
    sap::SapContactProblem<double>& problem = *s.problem;

    // Constraints are placed in order; the i-th reuses the problem's i-th
    // constraint in place (`update`) when its key is the same as last
    // step's, else the problem is cut back to i constraints and a new one
    // is made (`make`).
    int next = 0;
    auto place = [&](const Key& key, auto&& update, auto&& make) -> int {
      if (next < problem.num_constraints() && s.keys[next] == key) {
        update(problem.get_mutable_constraint(next));
      } else {
        problem.TruncateConstraints(next);
        s.keys.resize(next);
        problem.AddConstraint(make());
        s.keys.push_back(key);
      }
      return next++;
    };
    // Zeroes the columns of locked velocities of a clique Jacobian block on
    // `tree` (locked velocities get no constraint impulse).
    auto zero_locked = [&](auto&& block, int tree) {
      if (!any_locked) return;
      for (int k = 0; k < trees_.nv[tree]; ++k) {
        if (s.dof_locked[trees_.v_start[tree] + k]) block.col(k).setZero();
      }
    };
    // The block of a constraint Jacobian (rows × nv) on a tree, locked
    // columns zeroed.
    auto tree_block = [&](const MatrixX<double>& J, int tree) {
      MatrixX<double> block =
          J.middleCols(trees_.v_start[tree], trees_.nv[tree]);
      zero_locked(block, tree);
      return block;
    };
    s.block.resize(3, std::max(max_tree_nv, 1));

    // Contact constraints.
    s.num_contacts = 0;
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
      const bool use_cone =
          discrete_contact_approximation_ == DiscreteContactApproximation::kSap;
      s.J_A.resize(6, nv);
      s.J_B.resize(6, nv);
      for (size_t pair_index = 0; pair_index < pairs->size(); ++pair_index) {
        const PointContactPair<T>& pair = (*pairs)[pair_index];
        const int tree_A = trees_.body_tree[pair.body_A];
        const int tree_B = trees_.body_tree[pair.body_B];
        if (tree_A < 0 && tree_B < 0) continue;  // Both anchored.
        if (use_cone && !std::isfinite(pair.relaxation_time)) {
          throw std::logic_error(fmt::format(
              "MultibodyPlant '{}': the kSap discrete contact "
              "approximation needs the ('material', 'relaxation_time') "
              "proximity property, which a collision geometry of body "
              "'{}' or '{}' lacks.",
              this->get_name(), get_body(pair.body_A).scoped_name(),
              get_body(pair.body_B).scoped_name()));
        }
        const Vector3<double> p_AoC_W =
            pair.p_WC -
            pc.get_X_WB(tree_->body_mobod(pair.body_A)).translation();
        const Vector3<double> p_BoC_W =
            pair.p_WC -
            pc.get_X_WB(tree_->body_mobod(pair.body_B)).translation();
        tree_->CalcJacobianSpatialVelocityInWorld(pc, pair.body_A, p_AoC_W,
                                                  &s.J_A);
        tree_->CalcJacobianSpatialVelocityInWorld(pc, pair.body_B, p_BoC_W,
                                                  &s.J_B);
        if (s.num_contacts == static_cast<int>(s.contacts.size())) {
          s.contacts.emplace_back();
        }
        typename Scratch::ContactRecord& record = s.contacts[s.num_contacts++];
        record.pair = static_cast<int>(pair_index);
        record.R_WC = MakeContactFrame(pair.point_pair.nhat_BA_W);
        // Cliques: one (the same tree, or one side anchored) or two. The
        // velocity of Ac relative to Bc has nonzero columns only on them.
        record.num_trees = 0;
        if (tree_A >= 0) record.tree[record.num_trees++] = tree_A;
        if (tree_B >= 0 && tree_B != tree_A) {
          record.tree[record.num_trees++] = tree_B;
        }
        double vn0 = 0.0;
        for (int k = 0; k < record.num_trees; ++k) {
          const int tree = record.tree[k];
          const int start = trees_.v_start[tree];
          const int n = trees_.nv[tree];
          record.J_W[k] =
              s.J_A.block(3, start, 3, n) - s.J_B.block(3, start, 3, n);
          // (A 3-vector product first: no dynamic-size temporary.)
          const Vector3<double> v_W = record.J_W[k] * v0.segment(start, n);
          vn0 += record.R_WC.col(2).dot(v_W);
        }
        // The clique Jacobians, in C: J_C = R_WCᵀ·J_W, locked columns zero.
        auto clique_jacobian = [&](int k) {
          auto block = s.block.topLeftCorner(3, trees_.nv[record.tree[k]]);
          block.noalias() = record.R_WC.transpose() * record.J_W[k];
          zero_locked(block, record.tree[k]);
          return block;
        };
        const Key key{
            use_cone ? Scratch::kFrictionCone : Scratch::kHuntCrossley, 0,
            record.tree[0], record.num_trees == 2 ? record.tree[1] : -1, 3};
        auto update_jacobians = [&](sap::SapConstraint<double>& c) {
          c.set_first_clique_jacobian(clique_jacobian(0));
          if (record.num_trees == 2) {
            c.set_second_clique_jacobian(clique_jacobian(1));
          }
        };
        auto make_with_jacobians = [&](auto&& make_from) {
          MatrixX<double> J0 = clique_jacobian(0);
          if (record.num_trees == 1) return make_from(record.tree[0], J0);
          MatrixX<double> J1 = clique_jacobian(1);
          return make_from(record.tree[0], J0, record.tree[1], J1);
        };
        if (use_cone) {
          typename sap::SapFrictionConeConstraint<double>::Parameters p;
          p.mu = pair.dynamic_friction;
          p.stiffness = pair.stiffness;
          p.dissipation_time_scale = pair.relaxation_time;
          p.beta = sap_near_rigid_threshold_;
          record.constraint = place(
              key,
              [&](sap::SapConstraint<double>& c) {
                update_jacobians(c);
                static_cast<sap::SapFrictionConeConstraint<double>&>(c).Reset(
                    pair.phi0, p);
              },
              [&]() {
                return make_with_jacobians([&](auto&&... jacobians) {
                  return std::unique_ptr<sap::SapConstraint<double>>(
                      std::make_unique<sap::SapFrictionConeConstraint<double>>(
                          std::move(jacobians)..., pair.phi0, p));
                });
              });
        } else {
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
          record.constraint = place(
              key,
              [&](sap::SapConstraint<double>& c) {
                update_jacobians(c);
                static_cast<sap::SapHuntCrossleyConstraint<double>&>(c).Reset(
                    cfg, p);
              },
              [&]() {
                return make_with_jacobians([&](auto&&... jacobians) {
                  return std::unique_ptr<sap::SapConstraint<double>>(
                      std::make_unique<sap::SapHuntCrossleyConstraint<double>>(
                          std::move(jacobians)..., cfg, p));
                });
              });
        }
      }
    }

    // Joint limits: one-sided, rigid (near-rigid regime), per finite side
    // that the joint may reach within the step. As in Drake, a side is
    // constrained only when it lies within a window around q0 of
    // kLimitWindowFactor times the largest motion the step may make,
    // h·max(|v0|, |v*|); the other sides would be inactive at the solution,
    // and leaving them out keeps the problem small.
    constexpr double kLimitWindowFactor = 2.0;
    s.limits.clear();
    // (Indices counted up to the number of joints found, rather than
    // GetJointIndices(), which returns a new vector; removed joints leave
    // holes.)
    for (int found = 0, j = 0; found < num_joints(); ++j) {
      if (!has_joint(JointIndex(j))) continue;
      ++found;
      const Joint<T>& joint = get_joint(JointIndex(j));
      if (joint.num_velocities() != 1 || joint.num_positions() != 1) continue;
      const double lower = joint.position_lower_limits()[0];
      const double upper = joint.position_upper_limits()[0];
      if (!std::isfinite(lower) && !std::isfinite(upper)) continue;
      const int dof = joint.velocity_start();
      if (s.dof_locked[dof]) continue;
      const double qj = q[joint.position_start()];
      const int tree = JointTree(joint);
      if (tree < 0) continue;
      const double delta_q =
          h * std::max(std::abs(v0[dof]), std::abs(s.v_star[dof]));
      const bool use_lower =
          std::isfinite(lower) && lower >= qj - kLimitWindowFactor * delta_q;
      const bool use_upper =
          std::isfinite(upper) && upper <= qj + kLimitWindowFactor * delta_q;
      if (!use_lower && !use_upper) continue;
      typename Scratch::LimitRecord record;
      record.dof = dof;
      record.nk = use_lower + use_upper;
      Eigen::Vector2d g0;
      int k = 0;
      if (use_lower) {
        g0[k] = qj - lower;
        record.sign[k++] = 1.0;
      }
      if (use_upper) {
        g0[k] = upper - qj;
        record.sign[k++] = -1.0;
      }
      const int nk = record.nk;
      record.constraint = place(
          // The id names the joint and its constrained sides.
          Key{Scratch::kLimit,
              4 * static_cast<int64_t>(j) + use_lower + 2 * use_upper, tree, -1,
              nk},
          [&](sap::SapConstraint<double>& c) {
            // The Jacobian and parameters depend only on the joint and the
            // sides.
            static_cast<sap::SapHolonomicConstraint<double>&>(c).set_g0(
                g0.head(nk));
          },
          [&]() {
            MatrixX<double> J = MatrixX<double>::Zero(nk, trees_.nv[tree]);
            for (int i = 0; i < nk; ++i) {
              J(i, dof - trees_.v_start[tree]) = record.sign[i];
            }
            typename sap::SapHolonomicConstraint<double>::Parameters p;
            p.impulse_lower_limits = VectorX<double>::Zero(nk);
            p.impulse_upper_limits = VectorX<double>::Constant(nk, kInf);
            p.stiffnesses = VectorX<double>::Constant(nk, kInf);
            p.relaxation_times = VectorX<double>::Constant(nk, h);
            p.beta = 0.1;
            return std::unique_ptr<sap::SapConstraint<double>>(
                std::make_unique<sap::SapHolonomicConstraint<double>>(
                    tree, std::move(J), VectorX<double>(g0.head(nk)),
                    std::move(p)));
          });
      s.limits.push_back(record);
    }

    // PD-controlled actuators of armed instances.
    s.pds.clear();
    s.pd_skipped.clear();
    auto& u = ws.u;
    CalcActuation(context, &u);
    if (tree_->AnyActuatorHasController()) {
      for (ModelInstanceIndex i(0); i < num_model_instances(); ++i) {
        if (!IsPdArmed(context, i)) continue;
        const auto& xd = this->get_input_port(instance_desired_state_ports_[i])
                             .Eval(context);
        const auto& u_indices = tree_->instance_u_indices(i);
        const int na = static_cast<int>(u_indices.size());
        // (All actuators by index, as GetJointActuatorIndices(i) lists
        // them, without its new vector.)
        for (int found = 0, index = 0; found < num_actuators(); ++index) {
          const JointActuatorIndex a(index);
          if (!has_joint_actuator(a)) continue;
          ++found;
          const JointActuator<T>& actuator = get_joint_actuator(a);
          if (actuator.model_instance() != i) continue;
          if (!actuator.has_controller()) continue;
          const Joint<T>& joint = actuator.joint();
          const int u_index = tree_->actuator_input_start(a);
          // The actuator's place among the instance's actuated dofs.
          int k = 0;
          while (k < na && u_indices[k] != u_index) ++k;
          const int dof = joint.velocity_start();
          const int tree = JointTree(joint);
          // PD is ignored on locked joints: no constraint, no effort.
          if (tree < 0 || s.dof_locked[dof]) {
            s.pd_skipped.push_back(u_index);
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
          const int constraint = place(
              Key{Scratch::kPd, static_cast<int64_t>(a), tree, -1, 1},
              [&](sap::SapConstraint<double>& c) {
                static_cast<sap::SapPdControllerConstraint<double>&>(c).Reset(
                    cfg, p);
              },
              [&]() {
                return std::unique_ptr<sap::SapConstraint<double>>(
                    std::make_unique<sap::SapPdControllerConstraint<double>>(
                        cfg, p));
              });
          s.pds.push_back({constraint, dof, u_index});
        }
      }
    }

    // User constraints (the active ones): bilateral holonomic constraints
    // g(q) = 0 with Jacobian J (rows × nv), rigid in SAP's near-rigid regime
    // with relaxation time h, or compliant for finite-stiffness distances.
    // (These still allocate their Jacobians every step.)
    s.user.clear();
    if (num_constraints() > 0) {
      const auto& active =
          context.get_abstract_parameter(constraint_active_parameter_)
              .template get_value<std::map<MultibodyConstraintId, bool>>();
      auto is_active = [&](MultibodyConstraintId id) {
        const auto it = active.find(id);
        return it != active.end() && it->second;
      };
      auto add = [&](MultibodyConstraintId id, MatrixX<double> J,
                     VectorX<double> g0, const std::vector<int>& trees_involved,
                     VectorX<double> stiffness, VectorX<double> tau) {
        std::vector<int> cliques;
        for (int tree : trees_involved) {
          if (tree < 0) continue;
          if (cliques.empty() || cliques[0] != tree) cliques.push_back(tree);
        }
        if (cliques.empty()) return;  // Both sides anchored.
        const int nk = static_cast<int>(J.rows());
        const Key key{Scratch::kUser, id.get_value(), cliques[0],
                      cliques.size() == 2 ? cliques[1] : -1, nk};
        const int constraint = place(
            key,
            [&](sap::SapConstraint<double>& c) {
              // The parameters depend only on the (fixed) specification.
              c.set_first_clique_jacobian(tree_block(J, cliques[0]));
              if (cliques.size() == 2) {
                c.set_second_clique_jacobian(tree_block(J, cliques[1]));
              }
              static_cast<sap::SapHolonomicConstraint<double>&>(c).set_g0(g0);
            },
            [&]() {
              typename sap::SapHolonomicConstraint<double>::Parameters p;
              p.impulse_lower_limits = VectorX<double>::Constant(nk, -kInf);
              p.impulse_upper_limits = VectorX<double>::Constant(nk, kInf);
              p.stiffnesses = std::move(stiffness);
              p.relaxation_times = std::move(tau);
              p.beta = 0.1;
              if (cliques.size() == 1) {
                return std::unique_ptr<sap::SapConstraint<double>>(
                    std::make_unique<sap::SapHolonomicConstraint<double>>(
                        cliques[0], tree_block(J, cliques[0]), g0,
                        std::move(p)));
              }
              return std::unique_ptr<sap::SapConstraint<double>>(
                  std::make_unique<sap::SapHolonomicConstraint<double>>(
                      cliques[0], tree_block(J, cliques[0]), cliques[1],
                      tree_block(J, cliques[1]), g0, std::move(p)));
            });
        s.user.push_back({constraint, std::move(J)});
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
        add(id, std::move(J), std::move(g0),
            {JointTree(joint0), JointTree(joint1)}, std::move(k),
            std::move(tau));
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
        add(id, std::move(J), std::move(g0),
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
        add(id, std::move(J), std::move(g0),
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
        add(id, std::move(J), std::move(g0),
            {trees_.body_tree[spec.body_A], trees_.body_tree[spec.body_B]},
            std::move(k), std::move(tau));
      }
    }
    // Constraints of last step beyond this step's are dropped.
    problem.TruncateConstraints(next);
    s.keys.resize(next);

    // Solve, warm-started at the current velocities.
    sap::SapSolver<double>& solver = s.solver;
    solver.set_parameters(sap::SapSolverParameters{});
    sap::SapSolverResults<double>& sap_results = s.results;
    s.v_guess = v0;
    const sap::SapSolverStatus status =
        solver.SolveWithGuess(problem, s.v_guess, &sap_results);
    if (status != sap::SapSolverStatus::kSuccess) {
      throw std::runtime_error(fmt::format(
          "MultibodyPlant '{}': the SAP discrete solver did not converge at "
          "t = {} s ({} iterations, {} constraints of which {} contacts); the "
          "state was left as it was before the step. Likely causes: a time "
          "step ({} s) too large for the contact stiffness or PD gains, or "
          "bodies deeply interpenetrating.",
          this->get_name(), t, solver.get_statistics().num_iters,
          problem.num_constraints(), s.num_contacts, h));
    }
    result->solver_iterations = solver.get_statistics().num_iters;
    result->v_next = sap_results.v;
    result->vdot = (sap_results.v - v0) / h;

    // Impulses back into forces. The constraints' impulses are stacked in
    // constraint order.
    s.gamma_start.resize(problem.num_constraints() + 1);
    s.gamma_start[0] = 0;
    for (int c = 0; c < problem.num_constraints(); ++c) {
      s.gamma_start[c + 1] =
          s.gamma_start[c] +
          problem.get_constraint(c).num_constraint_equations();
    }
    result->forces = fd.forces;
    result->tau_contact.setZero(nv);
    auto& body_forces = result->forces.mutable_body_forces();
    for (int i = 0; i < s.num_contacts; ++i) {
      const typename Scratch::ContactRecord& record = s.contacts[i];
      const PointContactPair<T>& pair = (*pairs)[record.pair];
      const int start = s.gamma_start[record.constraint];
      const Vector3<double> gamma_C = sap_results.gamma.segment<3>(start);
      const Vector3<double> vc = sap_results.vc.segment<3>(start);
      const Vector3<double> f_Ac_W = record.R_WC * gamma_C / h;
      for (int k = 0; k < record.num_trees; ++k) {
        const int tree = record.tree[k];
        result->tau_contact.segment(trees_.v_start[tree], trees_.nv[tree])
            .noalias() += record.J_W[k].transpose() * f_Ac_W;
      }
      result->contact_results.AddContactInfo(PointPairContactInfo<double>(
          pair.body_A, pair.body_B, -f_Ac_W, pair.p_WC, vc[2],
          vc.head<2>().norm(), pair.point_pair));
      const Vector3<double> p_AoC_W =
          pair.p_WC - pc.get_X_WB(tree_->body_mobod(pair.body_A)).translation();
      const Vector3<double> p_BoC_W =
          pair.p_WC - pc.get_X_WB(tree_->body_mobod(pair.body_B)).translation();
      body_forces[pair.body_A] +=
          SpatialForce<double>(p_AoC_W.cross(f_Ac_W), f_Ac_W);
      body_forces[pair.body_B] +=
          SpatialForce<double>(p_BoC_W.cross(-f_Ac_W), -f_Ac_W);
    }
    VectorX<double>& tau = result->forces.mutable_generalized_forces();
    for (const auto& record : s.limits) {
      const int start = s.gamma_start[record.constraint];
      for (int k = 0; k < record.nk; ++k) {
        tau[record.dof] += record.sign[k] * sap_results.gamma[start + k] / h;
      }
    }
    for (const auto& record : s.user) {
      const int start = s.gamma_start[record.constraint];
      tau += record.J.transpose() *
             sap_results.gamma.segment(start, record.J.rows()) / h;
    }
    // Net actuation: the PD actuators' clamped efforts replace their
    // inputs (which entered as feed-forward); other actuators pass u.
    auto net = result->net_actuation.head(num_actuated_dofs());
    net = u;
    for (const auto& record : s.pds) {
      const double effort =
          sap_results.gamma[s.gamma_start[record.constraint]] / h;
      net[record.u_index] = effort;
      tau[record.dof] += effort;
    }
    for (int u_index : s.pd_skipped) net[u_index] = 0.0;
  }
}

#define MALLARD_INSTANTIATE_DISCRETE_MEMBERS(T)                             \
  template void MultibodyPlant<T>::ComputeTreeTopology();                   \
  template int MultibodyPlant<T>::JointTree(const Joint<T>&) const;         \
  template bool MultibodyPlant<T>::IsPdArmed(const systems::Context<T>&,    \
                                             ModelInstanceIndex) const;     \
  template const typename MultibodyPlant<T>::DiscreteStepResult&            \
  MultibodyPlant<T>::EvalDiscreteStep(const systems::Context<T>&) const;    \
  template bool MultibodyPlant<T>::StepNeedsSap(const systems::Context<T>&) \
      const;                                                                \
  template void MultibodyPlant<T>::ThrowIfLimitWithinReach(                 \
      const systems::Context<T>&) const;                                    \
  template void MultibodyPlant<T>::CalcDiscreteStep(                        \
      const systems::Context<T>&, DiscreteStepResult*) const;               \
  template void MultibodyPlant<T>::CalcDiscreteStepWithSap(                 \
      const systems::Context<T>&, DiscreteStepResult*) const;               \
  template void MultibodyPlant<T>::DeclareSapScratchCacheEntry();           \
  template struct MultibodyPlant<T>::SapScratchHandle;

MALLARD_INSTANTIATE_DISCRETE_MEMBERS(double)
MALLARD_INSTANTIATE_DISCRETE_MEMBERS(AutoDiffXd)

}  // namespace multibody
}  // namespace drake
