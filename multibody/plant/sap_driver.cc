#include "drake/multibody/plant/sap_driver.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

#include <fmt/format.h>

#include "drake/common/drake_assert.h"
#include "drake/multibody/contact_solvers/sap/sap_contact_problem.h"
#include "drake/multibody/contact_solvers/sap/sap_friction_cone_constraint.h"
#include "drake/multibody/contact_solvers/sap/sap_holonomic_constraint.h"
#include "drake/multibody/contact_solvers/sap/sap_hunt_crossley_constraint.h"
#include "drake/multibody/contact_solvers/sap/sap_pd_controller_constraint.h"
#include "drake/multibody/plant/stage_profile.h"

namespace drake {
namespace multibody {
namespace internal {

namespace sap = contact_solvers::internal;

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

// Whether the constraint `id` is active in `active` (a Context parameter).
bool IsActive(const std::map<MultibodyConstraintId, bool>& active,
              MultibodyConstraintId id) {
  const auto it = active.find(id);
  return it != active.end() && it->second;
}

// Stiffnesses and relaxation times of `num_equations` rigid equations:
// infinite stiffness, relaxation time h (SAP's near-rigid regime).
std::pair<VectorX<double>, VectorX<double>> RigidParameters(int num_equations,
                                                            double h) {
  return std::make_pair(VectorX<double>::Constant(num_equations, kInf),
                        VectorX<double>::Constant(num_equations, h));
}

}  // namespace

template <typename T>
SapDriver<T>::SapDriver(const MultibodyPlant<T>& plant)
    : plant_(plant), forces_(plant) {}

template <typename T>
SapDriver<T>::~SapDriver() = default;

// The pipeline.
template <typename T>
void SapDriver<T>::CalcDiscreteStep(const systems::Context<T>& context,
                                    DiscreteStepResult* result) {
  const StepInputs in = EvalStepInputs(context);
  {
    MALLARD_PROFILE_STAGE(kMassMatrix);
    CalcLinearDynamicsMatrix(in);
  }
  {
    MALLARD_PROFILE_STAGE(kForwardDynamics);
    CalcFreeMotionVelocities(in);
  }
  {
    // (Contact queries evaluated in here time as their own stage.)
    MALLARD_PROFILE_STAGE(kConstraintSetup);
    EliminateLockedJoints(in);
    ResetContactProblem(in);
    AddContactConstraints(in);
    AddLimitConstraints(in);
    CalcActuationInput(in);
    AddPdConstraints(in);
    AddCouplerDistanceBallWeldConstraints(in);
    AddTendonConstraints(in);
    DropUnusedConstraints();
  }
  {
    // (The Newton matrix factorizations time as their own stage.)
    MALLARD_PROFILE_STAGE(kNewtonIterations);
    SolveContactProblem(in, result);
  }
  IndexConstraintImpulses();
  PackContactResults(in, result);
  CalcNetActuationAndForces(in, result);
}

template <typename T>
typename SapDriver<T>::StepInputs SapDriver<T>::EvalStepInputs(
    const systems::Context<T>& context) {
  const MultibodyTree<T>& tree = *plant_.tree_;
  const PositionKinematicsCache<T>& pc = tree.EvalPositionKinematics(context);
  const auto q = tree.get_positions(context);
  const auto v0 = tree.get_velocities(context);
  // (As the forward dynamics cache computes them; also writes ws.u.)
  plant_.CalcAppliedForces(context, &forces_);
  TreeWorkspace<T>& ws = tree.GetMutableWorkspace(context);
  return StepInputs{
      context, plant_.time_step_, context.get_time(), pc, q, v0, forces_, ws.u};
}

template <typename T>
void SapDriver<T>::CalcFreeMotionVelocities(const StepInputs& in) {
  const MultibodyTree<T>& tree = *plant_.tree_;
  const auto& trees = plant_.trees_;
  const int nv = plant_.num_velocities();
  // C⋅v0 − τ_app − Σ Jᵀ⋅F_app = −A⋅(v* − v0)/h.
  TreeWorkspace<T>& ws = tree.GetMutableWorkspace(in.context);
  ws.vdot_in.setZero();
  free_motion_rhs_.resize(nv);
  tree.CalcInverseDynamics(in.context, in.pc,
                           tree.EvalVelocityKinematics(in.context), ws.vdot_in,
                           &forces_, true, &free_motion_rhs_);
  const int num_trees = static_cast<int>(trees.nv.size());
  A_ldlt_.resize(num_trees);
  for (int c = 0; c < num_trees; ++c) {
    if (!A_ldlt_[c].AnalyzeAndFactor(A_[c])) {
      // Not SPD (a model with non-physical inertia): the articulated body
      // algorithm's v̇, as before; SAP then reports the failure.
      v_star_ = in.v0 + in.h * tree.EvalForwardDynamics(in.context).vdot;
      return;
    }
    A_ldlt_[c].SolveInPlace(
        free_motion_rhs_.segment(trees.v_start[c], trees.nv[c]));
  }
  v_star_ = in.v0 - in.h * free_motion_rhs_;
}

template <typename T>
void SapDriver<T>::CalcLinearDynamicsMatrix(const StepInputs& in) {
  const MultibodyTree<T>& tree = *plant_.tree_;
  const auto& trees = plant_.trees_;
  const int nv = plant_.num_velocities();
  M_.resize(nv, nv);
  tree.CalcMassMatrix(in.context, in.pc, &M_);
  const auto& damping_index = tree.layout().damping_parameter_index;
  for (size_t j = 0; j < damping_index.size(); ++j) {
    if (damping_index[j] < 0) continue;
    const auto d =
        in.context.get_numeric_parameter(damping_index[j]).get_value();
    const int v_start = tree.joint_velocity_start(JointIndex(j));
    for (int k = 0; k < d.size(); ++k) {
      M_(v_start + k, v_start + k) += in.h * d[k];
    }
  }
  // Cliques are the trees in order; their velocities are contiguous and in
  // order, so the problem's velocities are the plant's.
  const int num_trees = static_cast<int>(trees.nv.size());
  A_.resize(num_trees);
  max_tree_nv_ = 0;
  for (int c = 0; c < num_trees; ++c) {
    A_[c] =
        M_.block(trees.v_start[c], trees.v_start[c], trees.nv[c], trees.nv[c]);
    max_tree_nv_ = std::max(max_tree_nv_, trees.nv[c]);
  }
}

template <typename T>
void SapDriver<T>::EliminateLockedJoints(const StepInputs& in) {
  const auto& trees = plant_.trees_;
  dof_locked_.assign(plant_.num_velocities(), 0);
  any_locked_ = false;
  const auto& locks =
      in.context
          .get_abstract_parameter(plant_.tree_->layout().lock_parameter_index)
          .template get_value<std::vector<bool>>();
  for (size_t j = 0; j < locks.size(); ++j) {
    if (!locks[j] || !plant_.has_joint(JointIndex(j))) continue;
    const Joint<T>& joint = plant_.get_joint(JointIndex(j));
    for (int k = 0; k < joint.num_velocities(); ++k) {
      dof_locked_[joint.velocity_start() + k] = 1;
      any_locked_ = true;
    }
  }
  const int num_trees = static_cast<int>(trees.nv.size());
  for (int c = 0; any_locked_ && c < num_trees; ++c) {
    const int start = trees.v_start[c];
    std::vector<int> U;
    std::vector<int> L;
    for (int k = 0; k < trees.nv[c]; ++k) {
      (dof_locked_[start + k] ? L : U).push_back(k);
    }
    if (L.empty()) continue;
    MatrixX<double>& Ac = A_[c];
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
        dv_L[b] = v_star_[start + L[b]] - in.v0[start + L[b]];
      }
      const VectorX<double> shift = A_UU.ldlt().solve(A_UL * dv_L);
      for (size_t a = 0; a < U.size(); ++a) {
        v_star_[start + U[a]] += shift[a];
      }
    }
    for (int l : L) {
      Ac.row(l).setZero();
      Ac.col(l).setZero();
      Ac(l, l) = 1.0;
      v_star_[start + l] = 0.0;
    }
  }
}

template <typename T>
void SapDriver<T>::ResetContactProblem(const StepInputs& in) {
  bool same_cliques = false;
  if (problem_ == nullptr) {
    problem_ =
        std::make_unique<sap::SapContactProblem<double>>(in.h, A_, v_star_);
  } else {
    same_cliques = problem_->Reset(in.h, A_, v_star_);
  }
  keys_.resize(problem_->num_constraints());
  // Spares fit only the cliques they were made for, as the problem's own
  // constraints do.
  if (!same_cliques) spares_.clear();
  num_placed_ = 0;
}

template <typename T>
void SapDriver<T>::SpareConstraintsFrom(int first) {
  sap::SapContactProblem<double>& problem = *problem_;
  while (problem.num_constraints() > first) {
    const ConstraintKey& key = keys_[problem.num_constraints() - 1];
    spares_[SpareKey(key)].constraints.push_back(
        problem.ReleaseLastConstraint());
  }
  keys_.resize(first);
}

template <typename T>
typename SapDriver<T>::ConstraintKey SapDriver<T>::SpareKey(
    const ConstraintKey& key) const {
  if (key.kind != ConstraintKind::kFrictionCone &&
      key.kind != ConstraintKind::kHuntCrossley) {
    return key;
  }
  // Sizes as −2 − nv, apart from −1 (no second clique).
  const auto& trees = plant_.trees_;
  ConstraintKey shape = key;
  shape.clique0 = -2 - trees.nv[key.clique0];
  if (key.clique1 >= 0) shape.clique1 = -2 - trees.nv[key.clique1];
  return shape;
}

template <typename T>
template <typename Update, typename Make>
int SapDriver<T>::PlaceConstraint(const ConstraintKey& key, Update&& update,
                                  Make&& make) {
  sap::SapContactProblem<double>& problem = *problem_;
  if (num_placed_ < problem.num_constraints() && keys_[num_placed_] == key) {
    update(problem.get_mutable_constraint(num_placed_));
  } else {
    // The constraints from here on moved or changed: keep them as spares,
    // and take this one from them when one of its key is there.
    SpareConstraintsFrom(num_placed_);
    SparePool& pool = spares_[SpareKey(key)];
    if (pool.constraints.empty()) {
      // A new one, and spares (made alike; `update` rewrites every spare it
      // takes) for the next steps that need more of this shape.
      const int num_extra = pool.num_made / 4;
      pool.constraints.reserve(pool.constraints.size() + num_extra);
      for (int i = 0; i < num_extra; ++i) pool.constraints.push_back(make());
      pool.num_made += 1 + num_extra;
      problem.AddConstraint(make());
    } else {
      std::unique_ptr<sap::SapConstraint<double>> constraint =
          std::move(pool.constraints.back());
      pool.constraints.pop_back();
      update(*constraint);
      problem.AddConstraint(std::move(constraint));
    }
    keys_.push_back(key);
  }
  return num_placed_++;
}

template <typename T>
template <typename Block>
void SapDriver<T>::ZeroLockedColumns(Block&& block, int tree) const {
  if (!any_locked_) return;
  const auto& trees = plant_.trees_;
  for (int k = 0; k < trees.nv[tree]; ++k) {
    if (dof_locked_[trees.v_start[tree] + k]) block.col(k).setZero();
  }
}

template <typename T>
MatrixX<double> SapDriver<T>::TreeBlock(const MatrixX<double>& J,
                                        int tree) const {
  const auto& trees = plant_.trees_;
  MatrixX<double> block = J.middleCols(trees.v_start[tree], trees.nv[tree]);
  ZeroLockedColumns(block, tree);
  return block;
}

// ---- Contact ----------------------------------------------------------

template <typename T>
void SapDriver<T>::AddContactConstraints(const StepInputs& in) {
  clique_jacobian_.resize(3, std::max(max_tree_nv_, 1));
  num_contacts_ = 0;
  pairs_ = nullptr;
  face_pairs_ = nullptr;
  hydro_data_ = nullptr;
  surface_axes_ = nullptr;
  if (!plant_.HasContactGeometry()) return;
  pairs_ = &plant_.EvalContactPairs(in.context);
  if (plant_.contact_model_ != ContactModel::kPoint) {
    hydro_data_ = &plant_.EvalHydroelasticContactData(in.context);
    face_pairs_ = &plant_.EvalHydroelasticFacePairs(in.context);
  }
  const int num_points = static_cast<int>(pairs_->size());
  const int num_faces =
      face_pairs_ == nullptr ? 0 : static_cast<int>(face_pairs_->size());
  if (num_points == 0 && num_faces == 0) return;
  const DiscreteContactApproximation approximation =
      plant_.discrete_contact_approximation_;
  if (approximation == DiscreteContactApproximation::kTamsi) {
    throw std::logic_error(fmt::format(
        "MultibodyPlant '{}': the discrete contact approximation kTamsi "
        "is not supported; use kLagged (the default), kSimilar or kSap.",
        plant_.get_name()));
  }
  const bool use_cone = approximation == DiscreteContactApproximation::kSap;
  surface_axes_ = plant_.surface_velocity_bodies_.empty()
                      ? nullptr
                      : &plant_.EvalSpeedScaledSurfaceVelocityAxes(in.context);
  const int nv = plant_.num_velocities();
  J_WBo_.resize(6, nv);
  ++contact_stamp_;
  if (static_cast<int>(J_WBo_stamp_.size()) != plant_.num_bodies()) {
    J_WBo_tree_.resize(plant_.num_bodies());
    J_WBo_stamp_.assign(plant_.num_bodies(), -1);
  }
  for (int i = 0; i < num_points; ++i) {
    AddContactConstraint(in, i, false, use_cone);
  }
  for (int i = 0; i < num_faces; ++i) {
    AddContactConstraint(in, i, true, use_cone);
  }
}

template <typename T>
void SapDriver<T>::AddContactConstraint(const StepInputs& in, int pair_index,
                                        bool face, bool use_cone) {
  const PointContactPair<T>& pair =
      face ? (*face_pairs_)[pair_index] : (*pairs_)[pair_index];
  const int tree_A = plant_.trees_.body_tree[pair.body_A];
  const int tree_B = plant_.trees_.body_tree[pair.body_B];
  if (tree_A < 0 && tree_B < 0) return;  // Both anchored.
  if (use_cone && !std::isfinite(pair.relaxation_time)) {
    throw std::logic_error(fmt::format(
        "MultibodyPlant '{}': the kSap discrete contact "
        "approximation needs the ('material', 'relaxation_time') "
        "proximity property, which a collision geometry of body "
        "'{}' or '{}' lacks.",
        plant_.get_name(), plant_.get_body(pair.body_A).scoped_name(),
        plant_.get_body(pair.body_B).scoped_name()));
  }
  double vn0 = 0.0;
  ContactRecord& record = MakeContactRecord(in, pair_index, face, &vn0);
  if (use_cone) {
    AddFrictionConeConstraint(&record, pair);
  } else {
    AddHuntCrossleyConstraint(&record, pair, vn0);
  }
}

template <typename T>
const Matrix6X<double>& SapDriver<T>::BodyOriginJacobian(const StepInputs& in,
                                                         BodyIndex body) {
  Matrix6X<double>& J = J_WBo_tree_[body];
  if (J_WBo_stamp_[body] == contact_stamp_) return J;
  const auto& trees = plant_.trees_;
  const int tree = trees.body_tree[body];
  DRAKE_DEMAND(tree >= 0);
  plant_.tree_->CalcJacobianSpatialVelocityInWorld(
      in.pc, body, Vector3<double>::Zero(), &J_WBo_);
  J = J_WBo_.middleCols(trees.v_start[tree], trees.nv[tree]);
  J_WBo_stamp_[body] = contact_stamp_;
  return J;
}

template <typename T>
typename SapDriver<T>::ContactRecord& SapDriver<T>::MakeContactRecord(
    const StepInputs& in, int pair_index, bool face, double* vn0) {
  const MultibodyTree<T>& tree = *plant_.tree_;
  const auto& trees = plant_.trees_;
  const PointContactPair<T>& pair =
      face ? (*face_pairs_)[pair_index] : (*pairs_)[pair_index];
  const int tree_A = trees.body_tree[pair.body_A];
  const int tree_B = trees.body_tree[pair.body_B];
  const Vector3<double> p_AoC_W =
      pair.p_WC - in.pc.get_X_WB(tree.body_mobod(pair.body_A)).translation();
  const Vector3<double> p_BoC_W =
      pair.p_WC - in.pc.get_X_WB(tree.body_mobod(pair.body_B)).translation();
  if (num_contacts_ == static_cast<int>(contacts_.size())) {
    // A quarter more at least, each with Jacobians for any tree.
    const int old_size = num_contacts_;
    contacts_.resize(std::max(old_size + 1, old_size + old_size / 4));
    for (int i = old_size; i < static_cast<int>(contacts_.size()); ++i) {
      for (MatrixX<double>& J_W : contacts_[i].J_W) {
        J_W.resize(3, max_tree_nv_);
      }
    }
  }
  ContactRecord& record = contacts_[num_contacts_++];
  record.pair = pair_index;
  record.face = face;
  record.R_WC = MakeContactFrame(pair.point_pair.nhat_BA_W);
  record.v_b_C.setZero();
  if (surface_axes_ != nullptr &&
      plant_.HasSurfaceVelocityBias(pair.body_A, pair.body_B)) {
    const Vector3<double> v_b_W = plant_.CalcSurfaceVelocityBias(
        *surface_axes_, pair.body_A,
        in.pc.get_X_WB(tree.body_mobod(pair.body_A)).rotation(), pair.body_B,
        in.pc.get_X_WB(tree.body_mobod(pair.body_B)).rotation(),
        pair.point_pair.nhat_BA_W);
    record.v_b_C.noalias() = record.R_WC.transpose() * v_b_W;
  }
  // Cliques: one (the same tree, or one side anchored) or two. The velocity
  // of Ac relative to Bc has nonzero columns only on them.
  record.num_trees = 0;
  if (tree_A >= 0) record.tree[record.num_trees++] = tree_A;
  if (tree_B >= 0 && tree_B != tree_A) {
    record.tree[record.num_trees++] = tree_B;
  }
  *vn0 = 0.0;
  for (int k = 0; k < record.num_trees; ++k) {
    const int start = trees.v_start[record.tree[k]];
    const int n = trees.nv[record.tree[k]];
    // The velocity of Ac relative to Bc on this tree's columns: each
    // body's origin Jacobian shifted to C, v_C = v_Bo + ω × p_BoC.
    // (A record made before the trees grew gets wider storage once.)
    if (record.J_W[k].cols() < n) record.J_W[k].resize(3, max_tree_nv_);
    auto J_W = record.J_W[k].leftCols(n);
    J_W.setZero();
    // Column j of the 3 × n result += sign·(v + ω × p) of column j of the
    // 6 × n origin Jacobian J (rows ω, v; both column-major).
    auto add_shifted = [n, &J_W](const Matrix6X<double>& J,
                                 const Vector3<double>& p, double sign) {
      double* __restrict out = J_W.data();
      const double* __restrict src = J.data();
      for (int j = 0; j < n; ++j, out += 3, src += 6) {
        out[0] += sign * (src[3] + src[1] * p[2] - src[2] * p[1]);
        out[1] += sign * (src[4] + src[2] * p[0] - src[0] * p[2]);
        out[2] += sign * (src[5] + src[0] * p[1] - src[1] * p[0]);
      }
    };
    if (tree_A == record.tree[k]) {
      add_shifted(BodyOriginJacobian(in, pair.body_A), p_AoC_W, 1.0);
    }
    if (tree_B == record.tree[k]) {
      add_shifted(BodyOriginJacobian(in, pair.body_B), p_BoC_W, -1.0);
    }
    // vn0 += n̂⋅(J_W⋅v0), column by column in registers (Eigen's
    // dynamic-size product goes through its general kernel).
    const Vector3<double> n_W = record.R_WC.col(2);
    const double* v = in.v0.data() + start;
    const double* J = J_W.data();
    double vn = 0.0;
    for (int j = 0; j < n; ++j, J += 3) {
      vn += (n_W[0] * J[0] + n_W[1] * J[1] + n_W[2] * J[2]) * v[j];
    }
    *vn0 += vn;
  }
  return record;
}

template <typename T>
Eigen::Block<MatrixX<double>> SapDriver<T>::ContactCliqueJacobian(
    const ContactRecord& record, int k) {
  const int n = plant_.trees_.nv[record.tree[k]];
  auto block = clique_jacobian_.topLeftCorner(3, n);
  // R_WCᵀ times each 3-column (fixed-size products; the dynamic-size one
  // goes through Eigen's general kernel).
  const Matrix3<double> R_CW = record.R_WC.transpose();
  for (int j = 0; j < n; ++j) {
    block.col(j) = R_CW * Vector3<double>(record.J_W[k].col(j));
  }
  ZeroLockedColumns(block, record.tree[k]);
  return block;
}

template <typename T>
void SapDriver<T>::UpdateContactJacobians(
    const ContactRecord& record, sap::SapConstraint<double>* constraint) {
  // (A spare may come from another pair of trees of the same sizes.)
  constraint->set_cliques(record.tree[0],
                          record.num_trees == 2 ? record.tree[1] : -1);
  constraint->set_first_clique_jacobian(ContactCliqueJacobian(record, 0));
  if (record.num_trees == 2) {
    constraint->set_second_clique_jacobian(ContactCliqueJacobian(record, 1));
  }
}

template <typename T>
template <typename MakeFrom>
auto SapDriver<T>::MakeWithContactJacobians(const ContactRecord& record,
                                            MakeFrom&& make_from) {
  MatrixX<double> J0 = ContactCliqueJacobian(record, 0);
  if (record.num_trees == 1) return make_from(record.tree[0], J0);
  MatrixX<double> J1 = ContactCliqueJacobian(record, 1);
  return make_from(record.tree[0], J0, record.tree[1], J1);
}

template <typename T>
void SapDriver<T>::AddFrictionConeConstraint(ContactRecord* record,
                                             const PointContactPair<T>& pair) {
  typename sap::SapFrictionConeConstraint<double>::Parameters p;
  p.mu = pair.dynamic_friction;
  p.stiffness = pair.stiffness;
  p.dissipation_time_scale = pair.relaxation_time;
  p.beta = plant_.sap_near_rigid_threshold_;
  const ConstraintKey key{ConstraintKind::kFrictionCone, 0, record->tree[0],
                          record->num_trees == 2 ? record->tree[1] : -1, 3};
  record->constraint = PlaceConstraint(
      key,
      [&](sap::SapConstraint<double>& c) {
        UpdateContactJacobians(*record, &c);
        auto& cone = static_cast<sap::SapFrictionConeConstraint<double>&>(c);
        cone.Reset(pair.phi0, p);
        cone.set_bias_velocity(record->v_b_C);
      },
      [&]() {
        return MakeWithContactJacobians(*record, [&](auto&&... jacobians) {
          auto cone = std::make_unique<sap::SapFrictionConeConstraint<double>>(
              std::move(jacobians)..., pair.phi0, p);
          cone->set_bias_velocity(record->v_b_C);
          return std::unique_ptr<sap::SapConstraint<double>>(std::move(cone));
        });
      });
}

template <typename T>
void SapDriver<T>::AddHuntCrossleyConstraint(ContactRecord* record,
                                             const PointContactPair<T>& pair,
                                             double vn0) {
  typename sap::SapHuntCrossleyConstraint<double>::Parameters p;
  p.model = plant_.discrete_contact_approximation_ ==
                    DiscreteContactApproximation::kSimilar
                ? sap::SapHuntCrossleyApproximation::kSimilar
                : sap::SapHuntCrossleyApproximation::kLagged;
  p.friction = pair.dynamic_friction;
  p.stiffness = pair.stiffness;
  p.dissipation = pair.dissipation;
  p.stiction_tolerance = plant_.stiction_tolerance_;
  typename sap::SapHuntCrossleyConstraint<double>::Configuration cfg;
  cfg.phi0 = pair.phi0;
  cfg.vn0 = vn0;
  cfg.fe0 = pair.stiffness * std::max(0.0, -pair.phi0);
  const ConstraintKey key{ConstraintKind::kHuntCrossley, 0, record->tree[0],
                          record->num_trees == 2 ? record->tree[1] : -1, 3};
  record->constraint = PlaceConstraint(
      key,
      [&](sap::SapConstraint<double>& c) {
        UpdateContactJacobians(*record, &c);
        auto& hc = static_cast<sap::SapHuntCrossleyConstraint<double>&>(c);
        hc.Reset(cfg, p);
        hc.set_bias_velocity(record->v_b_C);
      },
      [&]() {
        return MakeWithContactJacobians(*record, [&](auto&&... jacobians) {
          auto hc = std::make_unique<sap::SapHuntCrossleyConstraint<double>>(
              std::move(jacobians)..., cfg, p);
          hc->set_bias_velocity(record->v_b_C);
          return std::unique_ptr<sap::SapConstraint<double>>(std::move(hc));
        });
      });
}

// ---- Joint limits -----------------------------------------------------

template <typename T>
void SapDriver<T>::AddLimitConstraints(const StepInputs& in) {
  limits_.clear();
  // (Indices counted up to the number of joints found, rather than
  // GetJointIndices(), which returns a new vector; removed joints leave
  // holes.)
  for (int found = 0, j = 0; found < plant_.num_joints(); ++j) {
    if (!plant_.has_joint(JointIndex(j))) continue;
    ++found;
    const Joint<T>& joint = plant_.get_joint(JointIndex(j));
    if (joint.num_velocities() != 1 || joint.num_positions() != 1) continue;
    AddJointLimitConstraint(in, j, joint);
  }
}

template <typename T>
void SapDriver<T>::AddJointLimitConstraint(const StepInputs& in,
                                           int joint_index,
                                           const Joint<T>& joint) {
  const double lower = joint.position_lower_limits()[0];
  const double upper = joint.position_upper_limits()[0];
  if (!std::isfinite(lower) && !std::isfinite(upper)) return;
  const int dof = joint.velocity_start();
  if (dof_locked_[dof]) return;
  const double qj = in.q[joint.position_start()];
  const int tree = plant_.JointTree(joint);
  if (tree < 0) return;
  const double delta_q =
      in.h * std::max(std::abs(in.v0[dof]), std::abs(v_star_[dof]));
  const bool use_lower = std::isfinite(lower) &&
                         lower >= qj - kSapJointLimitWindowFactor * delta_q;
  const bool use_upper = std::isfinite(upper) &&
                         upper <= qj + kSapJointLimitWindowFactor * delta_q;
  if (!use_lower && !use_upper) return;
  LimitRecord record;
  record.dof = dof;
  record.num_sides = use_lower + use_upper;
  Eigen::Vector2d g0;
  int side = 0;
  if (use_lower) {
    g0[side] = qj - lower;
    record.sign[side++] = 1.0;
  }
  if (use_upper) {
    g0[side] = upper - qj;
    record.sign[side++] = -1.0;
  }
  const int nk = record.num_sides;
  const double h = in.h;
  const auto& trees = plant_.trees_;
  record.constraint = PlaceConstraint(
      // The id names the joint and its constrained sides.
      ConstraintKey{
          ConstraintKind::kLimit,
          4 * static_cast<int64_t>(joint_index) + use_lower + 2 * use_upper,
          tree, -1, nk},
      [&](sap::SapConstraint<double>& c) {
        // The Jacobian and parameters depend only on the joint and the
        // sides.
        static_cast<sap::SapHolonomicConstraint<double>&>(c).set_g0(
            g0.head(nk));
      },
      [&]() {
        MatrixX<double> J = MatrixX<double>::Zero(nk, trees.nv[tree]);
        for (int i = 0; i < nk; ++i) {
          J(i, dof - trees.v_start[tree]) = record.sign[i];
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
  limits_.push_back(record);
}

// ---- Actuation and PD controllers -------------------------------------

template <typename T>
void SapDriver<T>::CalcActuationInput(const StepInputs& in) const {
  plant_.CalcActuation(in.context, &in.u);
}

template <typename T>
void SapDriver<T>::AddPdConstraints(const StepInputs& in) {
  pds_.clear();
  pd_skipped_.clear();
  if (!plant_.tree_->AnyActuatorHasController()) return;
  for (ModelInstanceIndex i(0); i < plant_.num_model_instances(); ++i) {
    if (!plant_.IsPdArmed(in.context, i)) continue;
    const auto& xd =
        plant_.get_input_port(plant_.instance_desired_state_ports_[i])
            .Eval(in.context);
    const std::vector<int>& u_indices = plant_.tree_->instance_u_indices(i);
    // (All actuators by index, as GetJointActuatorIndices(i) lists them,
    // without its new vector.)
    for (int found = 0, index = 0; found < plant_.num_actuators(); ++index) {
      const JointActuatorIndex a(index);
      if (!plant_.has_joint_actuator(a)) continue;
      ++found;
      const JointActuator<T>& actuator = plant_.get_joint_actuator(a);
      if (actuator.model_instance() != i) continue;
      if (!actuator.has_controller()) continue;
      AddPdConstraint(in, a, actuator, xd, u_indices);
    }
  }
}

template <typename T>
void SapDriver<T>::AddPdConstraint(const StepInputs& in, JointActuatorIndex a,
                                   const JointActuator<T>& actuator,
                                   const VectorX<T>& xd,
                                   const std::vector<int>& u_indices) {
  const Joint<T>& joint = actuator.joint();
  const int u_index = plant_.tree_->actuator_input_start(a);
  const int na = static_cast<int>(u_indices.size());
  // The actuator's place among the instance's actuated dofs.
  int k = 0;
  while (k < na && u_indices[k] != u_index) ++k;
  const int dof = joint.velocity_start();
  const int tree = plant_.JointTree(joint);
  // PD is ignored on locked joints: no constraint, no effort.
  if (tree < 0 || dof_locked_[dof]) {
    pd_skipped_.push_back(u_index);
    return;
  }
  typename sap::SapPdControllerConstraint<double>::Configuration cfg;
  cfg.clique = tree;
  cfg.clique_dof = dof - plant_.trees_.v_start[tree];
  cfg.clique_nv = plant_.trees_.nv[tree];
  cfg.q0 = in.q[joint.position_start()];
  cfg.qd = xd[k];
  cfg.vd = xd[na + k];
  cfg.u0 = in.u[u_index];
  typename sap::SapPdControllerConstraint<double>::Parameters p;
  p.Kp = actuator.get_controller_gains().p;
  p.Kd = actuator.get_controller_gains().d;
  p.effort_limit = actuator.effort_limit();
  const int constraint = PlaceConstraint(
      ConstraintKey{ConstraintKind::kPd, static_cast<int64_t>(a), tree, -1, 1},
      [&](sap::SapConstraint<double>& c) {
        static_cast<sap::SapPdControllerConstraint<double>&>(c).Reset(cfg, p);
      },
      [&]() {
        return std::unique_ptr<sap::SapConstraint<double>>(
            std::make_unique<sap::SapPdControllerConstraint<double>>(cfg, p));
      });
  pds_.push_back({constraint, dof, u_index});
}

// ---- Coupler, distance, ball and weld constraints ---------------------

template <typename T>
void SapDriver<T>::AddCouplerDistanceBallWeldConstraints(const StepInputs& in) {
  user_.clear();
  if (plant_.num_constraints() == 0) return;
  const auto& active =
      in.context.get_abstract_parameter(plant_.constraint_active_parameter_)
          .template get_value<ActiveStatus>();
  AddCouplerConstraints(in, active);
  const int nv = plant_.num_velocities();
  J_WP_.resize(6, nv);
  J_WQ_.resize(6, nv);
  AddDistanceConstraints(in, active);
  AddBallConstraints(in, active);
  AddWeldConstraints(in, active);
}

template <typename T>
void SapDriver<T>::AddHolonomicConstraint(MultibodyConstraintId id,
                                          MatrixX<double> J, VectorX<double> g0,
                                          int tree_A, int tree_B,
                                          VectorX<double> stiffness,
                                          VectorX<double> relaxation_time) {
  // The cliques: the constrained trees that are not anchored, distinct.
  int cliques[2]{-1, -1};
  int num_cliques = 0;
  for (int tree : {tree_A, tree_B}) {
    if (tree < 0) continue;
    if (num_cliques == 0 || cliques[0] != tree) cliques[num_cliques++] = tree;
  }
  if (num_cliques == 0) return;  // Both sides anchored.
  const int nk = static_cast<int>(J.rows());
  const ConstraintKey key{ConstraintKind::kUser, id.get_value(), cliques[0],
                          num_cliques == 2 ? cliques[1] : -1, nk};
  const int constraint = PlaceConstraint(
      key,
      [&](sap::SapConstraint<double>& c) {
        c.set_first_clique_jacobian(TreeBlock(J, cliques[0]));
        if (num_cliques == 2) {
          c.set_second_clique_jacobian(TreeBlock(J, cliques[1]));
        }
        auto& holonomic = static_cast<sap::SapHolonomicConstraint<double>&>(c);
        holonomic.set_g0(g0);
        // (A distance constraint's stiffness and damping are Context
        // parameters, which may change between steps.)
        holonomic.set_stiffnesses_and_relaxation_times(stiffness,
                                                       relaxation_time);
      },
      [&]() {
        typename sap::SapHolonomicConstraint<double>::Parameters p;
        p.impulse_lower_limits = VectorX<double>::Constant(nk, -kInf);
        p.impulse_upper_limits = VectorX<double>::Constant(nk, kInf);
        p.stiffnesses = std::move(stiffness);
        p.relaxation_times = std::move(relaxation_time);
        p.beta = 0.1;
        if (num_cliques == 1) {
          return std::unique_ptr<sap::SapConstraint<double>>(
              std::make_unique<sap::SapHolonomicConstraint<double>>(
                  cliques[0], TreeBlock(J, cliques[0]), g0, std::move(p)));
        }
        return std::unique_ptr<sap::SapConstraint<double>>(
            std::make_unique<sap::SapHolonomicConstraint<double>>(
                cliques[0], TreeBlock(J, cliques[0]), cliques[1],
                TreeBlock(J, cliques[1]), g0, std::move(p)));
      });
  user_.push_back({constraint, std::move(J)});
}

template <typename T>
void SapDriver<T>::AddCouplerConstraints(const StepInputs& in,
                                         const ActiveStatus& active) {
  const int nv = plant_.num_velocities();
  for (const auto& [id, spec] : plant_.coupler_constraints_) {
    if (!IsActive(active, id)) continue;
    const Joint<T>& joint0 = plant_.get_joint(spec.joint0_index);
    const Joint<T>& joint1 = plant_.get_joint(spec.joint1_index);
    MatrixX<double> J = MatrixX<double>::Zero(1, nv);
    J(0, joint0.velocity_start()) += 1.0;
    J(0, joint1.velocity_start()) -= spec.gear_ratio;
    VectorX<double> g0(1);
    g0[0] = in.q[joint0.position_start()] -
            spec.gear_ratio * in.q[joint1.position_start()] - spec.offset;
    auto [stiffness, relaxation_time] = RigidParameters(1, in.h);
    AddHolonomicConstraint(id, std::move(J), std::move(g0),
                           plant_.JointTree(joint0), plant_.JointTree(joint1),
                           std::move(stiffness), std::move(relaxation_time));
  }
}

template <typename T>
void SapDriver<T>::CalcPointJacobians(const StepInputs& in, BodyIndex body_A,
                                      const Vector3<double>& p_WP,
                                      BodyIndex body_B,
                                      const Vector3<double>& p_WQ) {
  const MultibodyTree<T>& tree = *plant_.tree_;
  const auto& X_WA = in.pc.get_X_WB(tree.body_mobod(body_A));
  const auto& X_WB = in.pc.get_X_WB(tree.body_mobod(body_B));
  tree.CalcJacobianSpatialVelocityInWorld(
      in.pc, body_A, Vector3<double>(p_WP - X_WA.translation()), &J_WP_);
  tree.CalcJacobianSpatialVelocityInWorld(
      in.pc, body_B, Vector3<double>(p_WQ - X_WB.translation()), &J_WQ_);
}

template <typename T>
void SapDriver<T>::AddDistanceConstraints(const StepInputs& in,
                                          const ActiveStatus& active) {
  const MultibodyTree<T>& tree = *plant_.tree_;
  const auto& body_tree = plant_.trees_.body_tree;
  // The parameters in the Context (SetDistanceConstraintParams()), not the
  // defaults.
  const auto& params_map = plant_.GetDistanceConstraintParams(in.context);
  for (const auto& [id, params] : params_map) {
    if (!IsActive(active, id)) continue;
    const BodyIndex body_A = params.bodyA();
    const BodyIndex body_B = params.bodyB();
    const auto& X_WA = in.pc.get_X_WB(tree.body_mobod(body_A));
    const auto& X_WB = in.pc.get_X_WB(tree.body_mobod(body_B));
    const Vector3<double> p_WP = X_WA * params.p_AP();
    const Vector3<double> p_WQ = X_WB * params.p_BQ();
    const Vector3<double> p_PQ_W = p_WQ - p_WP;
    const double d = p_PQ_W.norm();
    if (!(d > 1e-12)) {
      throw std::runtime_error(fmt::format(
          "MultibodyPlant '{}': at t = {} s the points of the distance "
          "constraint between bodies '{}' and '{}' coincide, where the "
          "constraint's direction is undefined.",
          plant_.get_name(), in.t, plant_.get_body(body_A).scoped_name(),
          plant_.get_body(body_B).scoped_name()));
    }
    CalcPointJacobians(in, body_A, p_WP, body_B, p_WQ);
    const Vector3<double> nhat = p_PQ_W / d;
    MatrixX<double> J =
        nhat.transpose() * (J_WQ_.bottomRows<3>() - J_WP_.bottomRows<3>());
    VectorX<double> g0(1);
    g0[0] = d - params.distance();
    VectorX<double> stiffness(1);
    VectorX<double> relaxation_time(1);
    stiffness[0] = params.stiffness();
    relaxation_time[0] = std::isinf(params.stiffness())
                             ? in.h
                             : params.damping() / params.stiffness();
    AddHolonomicConstraint(id, std::move(J), std::move(g0), body_tree[body_A],
                           body_tree[body_B], std::move(stiffness),
                           std::move(relaxation_time));
  }
}

template <typename T>
void SapDriver<T>::AddBallConstraints(const StepInputs& in,
                                      const ActiveStatus& active) {
  const MultibodyTree<T>& tree = *plant_.tree_;
  const auto& body_tree = plant_.trees_.body_tree;
  for (const auto& [id, spec] : plant_.ball_constraints_) {
    if (!IsActive(active, id)) continue;
    DRAKE_DEMAND(spec.p_BQ.has_value());
    const auto& X_WA = in.pc.get_X_WB(tree.body_mobod(spec.body_A));
    const auto& X_WB = in.pc.get_X_WB(tree.body_mobod(spec.body_B));
    const Vector3<double> p_WP = X_WA * spec.p_AP;
    const Vector3<double> p_WQ = X_WB * (*spec.p_BQ);
    CalcPointJacobians(in, spec.body_A, p_WP, spec.body_B, p_WQ);
    MatrixX<double> J = J_WQ_.bottomRows<3>() - J_WP_.bottomRows<3>();
    VectorX<double> g0 = p_WQ - p_WP;
    auto [stiffness, relaxation_time] = RigidParameters(3, in.h);
    AddHolonomicConstraint(id, std::move(J), std::move(g0),
                           body_tree[spec.body_A], body_tree[spec.body_B],
                           std::move(stiffness), std::move(relaxation_time));
  }
}

template <typename T>
void SapDriver<T>::AddWeldConstraints(const StepInputs& in,
                                      const ActiveStatus& active) {
  const MultibodyTree<T>& tree = *plant_.tree_;
  const auto& body_tree = plant_.trees_.body_tree;
  const int nv = plant_.num_velocities();
  for (const auto& [id, spec] : plant_.weld_constraints_) {
    if (!IsActive(active, id)) continue;
    const auto& X_WA = in.pc.get_X_WB(tree.body_mobod(spec.body_A));
    const auto& X_WB = in.pc.get_X_WB(tree.body_mobod(spec.body_B));
    const math::RigidTransform<double> X_WP = X_WA * spec.X_AP;
    const math::RigidTransform<double> X_WQ = X_WB * spec.X_BQ;
    CalcPointJacobians(in, spec.body_A, X_WP.translation(), spec.body_B,
                       X_WQ.translation());
    MatrixX<double> J(6, nv);
    J.topRows<3>() = J_WQ_.topRows<3>() - J_WP_.topRows<3>();
    J.bottomRows<3>() = J_WQ_.bottomRows<3>() - J_WP_.bottomRows<3>();
    // Orientation error: the rotation vector of R_PQ, in W.
    const Eigen::AngleAxis<double> aa(
        (X_WP.rotation().inverse() * X_WQ.rotation()).matrix());
    VectorX<double> g0(6);
    g0.head<3>() = X_WP.rotation() * (aa.angle() * aa.axis());
    g0.tail<3>() = X_WQ.translation() - X_WP.translation();
    auto [stiffness, relaxation_time] = RigidParameters(6, in.h);
    AddHolonomicConstraint(id, std::move(J), std::move(g0),
                           body_tree[spec.body_A], body_tree[spec.body_B],
                           std::move(stiffness), std::move(relaxation_time));
  }
}

// ---- Tendons -----------------------------------------------------------

template <typename T>
void SapDriver<T>::AddTendonConstraints(const StepInputs& in) {
  tendons_.clear();
  if (plant_.tendon_constraints_.empty()) return;
  const auto& trees = plant_.trees_;
  const auto& active =
      in.context.get_abstract_parameter(plant_.constraint_active_parameter_)
          .template get_value<ActiveStatus>();
  for (int k = 0; k < 2; ++k) {
    tendon_J_[k].resize(2, std::max(max_tree_nv_, 1));
  }
  // (Not a structured binding: the lambdas below capture the spec.)
  for (const auto& id_and_spec : plant_.tendon_constraints_) {
    const MultibodyConstraintId id = id_and_spec.first;
    const TendonConstraintSpec& spec = id_and_spec.second;
    if (!IsActive(active, id)) continue;
    // The cliques (at most two trees), the length l0 and its rates at v0
    // and v*.
    int cliques[2]{-1, -1};
    int num_cliques = 0;
    double l0 = spec.offset;
    double ldot0 = 0.0;
    double ldot_star = 0.0;
    bool any_unlocked = false;
    const Joint<T>* third_tree_joint = nullptr;  // A joint on a third tree.
    for (size_t i = 0; i < spec.joints.size(); ++i) {
      const Joint<T>& joint = plant_.get_joint(spec.joints[i]);
      const int dof = joint.velocity_start();
      l0 += spec.a[i] * in.q[joint.position_start()];
      ldot0 += spec.a[i] * in.v0[dof];
      ldot_star += spec.a[i] * v_star_[dof];
      any_unlocked = any_unlocked || !dof_locked_[dof];
      const int tree = plant_.JointTree(joint);
      DRAKE_DEMAND(tree >= 0);  // A single-dof joint has a velocity.
      if (tree == cliques[0] || tree == cliques[1]) continue;
      if (num_cliques == 2) {
        if (third_tree_joint == nullptr) third_tree_joint = &joint;
        continue;
      }
      cliques[num_cliques++] = tree;
    }
    if (!any_unlocked) continue;
    const bool rigid = std::isinf(spec.stiffness);
    const double window = kSapJointLimitWindowFactor * in.h *
                          std::max(std::abs(ldot0), std::abs(ldot_star));
    const bool has_lower = std::isfinite(spec.lower_limit);
    const bool has_upper = std::isfinite(spec.upper_limit);
    const bool use_lower =
        has_lower &&
        (l0 < spec.lower_limit || (rigid && spec.lower_limit >= l0 - window));
    const bool use_upper =
        has_upper &&
        (l0 > spec.upper_limit || (rigid && spec.upper_limit <= l0 + window));
    if (!use_lower && !use_upper) continue;
    if (third_tree_joint != nullptr) {
      throw std::logic_error(fmt::format(
          "MultibodyPlant '{}': the tendon constraint with id {} has joints "
          "on more than two kinematic trees (joint '{}' is on a third); SAP "
          "allows at most two.",
          plant_.get_name(), id.get_value(), third_tree_joint->name()));
    }
    TendonRecord record;
    record.spec = &spec;
    record.num_sides = use_lower + use_upper;
    Eigen::Vector2d g0;
    int side = 0;
    if (use_lower) {
      g0[side] = l0 - spec.lower_limit;
      record.sign[side++] = 1.0;
    }
    if (use_upper) {
      g0[side] = spec.upper_limit - l0;
      record.sign[side++] = -1.0;
    }
    const int nk = record.num_sides;
    // The clique Jacobians: row k is sign[k]·a on the tendon's dofs.
    for (int c = 0; c < num_cliques; ++c) {
      tendon_J_[c].topLeftCorner(nk, trees.nv[cliques[c]]).setZero();
    }
    for (size_t i = 0; i < spec.joints.size(); ++i) {
      const Joint<T>& joint = plant_.get_joint(spec.joints[i]);
      const int tree = plant_.JointTree(joint);
      const int c = tree == cliques[0] ? 0 : 1;
      const int column = joint.velocity_start() - trees.v_start[tree];
      for (int k = 0; k < nk; ++k) {
        tendon_J_[c](k, column) = record.sign[k] * spec.a[i];
      }
    }
    for (int c = 0; c < num_cliques; ++c) {
      ZeroLockedColumns(tendon_J_[c].topLeftCorner(nk, trees.nv[cliques[c]]),
                        cliques[c]);
    }
    const auto J0 = tendon_J_[0].topLeftCorner(nk, trees.nv[cliques[0]]);
    const double relaxation_time = rigid ? in.h : spec.damping / spec.stiffness;
    record.constraint = PlaceConstraint(
        // The id names the constraint and its constrained sides.
        ConstraintKey{ConstraintKind::kTendon,
                      4 * id.get_value() + use_lower + 2 * use_upper,
                      cliques[0], cliques[1], nk},
        [&](sap::SapConstraint<double>& c) {
          // (The Jacobian changes only with the locked joints, the
          // parameters never: the spec is fixed.)
          c.set_first_clique_jacobian(J0);
          if (num_cliques == 2) {
            c.set_second_clique_jacobian(
                tendon_J_[1].topLeftCorner(nk, trees.nv[cliques[1]]));
          }
          static_cast<sap::SapHolonomicConstraint<double>&>(c).set_g0(
              g0.head(nk));
        },
        [&]() {
          typename sap::SapHolonomicConstraint<double>::Parameters p;
          p.impulse_lower_limits = VectorX<double>::Zero(nk);
          p.impulse_upper_limits = VectorX<double>::Constant(nk, kInf);
          p.stiffnesses = VectorX<double>::Constant(nk, spec.stiffness);
          p.relaxation_times = VectorX<double>::Constant(nk, relaxation_time);
          p.beta = 0.1;
          if (num_cliques == 1) {
            return std::unique_ptr<sap::SapConstraint<double>>(
                std::make_unique<sap::SapHolonomicConstraint<double>>(
                    cliques[0], MatrixX<double>(J0),
                    VectorX<double>(g0.head(nk)), std::move(p)));
          }
          return std::unique_ptr<sap::SapConstraint<double>>(
              std::make_unique<sap::SapHolonomicConstraint<double>>(
                  cliques[0], MatrixX<double>(J0), cliques[1],
                  MatrixX<double>(
                      tendon_J_[1].topLeftCorner(nk, trees.nv[cliques[1]])),
                  VectorX<double>(g0.head(nk)), std::move(p)));
        });
    tendons_.push_back(record);
  }
}

// ---- Solve and results ------------------------------------------------

template <typename T>
void SapDriver<T>::DropUnusedConstraints() {
  SpareConstraintsFrom(num_placed_);
}

template <typename T>
void SapDriver<T>::SolveContactProblem(const StepInputs& in,
                                       DiscreteStepResult* result) {
  solver_.set_parameters(sap::SapSolverParameters{});
  v_guess_ = in.v0;
  const sap::SapSolverStatus status =
      solver_.SolveWithGuessOrFreeMotion(*problem_, v_guess_, &results_,
                                         /* copy_constraint_vectors = */ false);
  if (status != sap::SapSolverStatus::kSuccess) {
    throw std::runtime_error(fmt::format(
        "MultibodyPlant '{}': the SAP discrete solver did not converge at "
        "t = {} s ({} iterations, {} constraints of which {} contacts); the "
        "state was left as it was before the step. Likely causes: a time "
        "step ({} s) too large for the contact stiffness or PD gains, or "
        "bodies deeply interpenetrating.",
        plant_.get_name(), in.t, solver_.get_statistics().num_iters,
        problem_->num_constraints(), num_contacts_, in.h));
  }
  result->solver_iterations = solver_.get_statistics().num_iters;
  result->v_next = results_.v;
  result->vdot = (results_.v - in.v0) / in.h;
}

template <typename T>
void SapDriver<T>::IndexConstraintImpulses() {
  const sap::SapContactProblem<double>& problem = *problem_;
  gamma_start_.resize(problem.num_constraints() + 1);
  gamma_start_[0] = 0;
  for (int c = 0; c < problem.num_constraints(); ++c) {
    gamma_start_[c + 1] =
        gamma_start_[c] + problem.get_constraint(c).num_constraint_equations();
  }
}

template <typename T>
void SapDriver<T>::PackContactResults(const StepInputs& in,
                                      DiscreteStepResult* result) {
  const auto& trees = plant_.trees_;
  result->tau_contact.setZero(plant_.num_velocities());
  const int num_surfaces = hydro_data_ == nullptr
                               ? 0
                               : static_cast<int>(hydro_data_->surfaces.size());
  F_Ac_W_.assign(num_surfaces, SpatialForce<double>::Zero());
  for (int i = 0; i < num_contacts_; ++i) {
    ContactRecord& record = contacts_[i];
    const PointContactPair<T>& pair = Pair(record);
    const int start = gamma_start_[record.constraint];
    const Vector3<double> gamma_C = solver_.impulses().segment<3>(start);
    // The physical contact velocity: J⋅v plus the surface velocity.
    const Vector3<double> vc =
        solver_.constraint_velocities().segment<3>(start) + record.v_b_C;
    record.f_Ac_W = record.R_WC * gamma_C / in.h;
    for (int k = 0; k < record.num_trees; ++k) {
      const int tree = record.tree[k];
      // τ += J_Wᵀ⋅f, column by column.
      double* tau = result->tau_contact.data() + trees.v_start[tree];
      for (int j = 0; j < trees.nv[tree]; ++j) {
        tau[j] += record.J_W[k].col(j).dot(record.f_Ac_W);
      }
    }
    if (record.face) {
      // The face's force on A at its centroid Q, reduced to the surface's
      // centroid C: τ_C += p_CQ × f.
      const auto& surface = *hydro_data_->surfaces[pair.surface_index];
      SpatialForce<double>& F = F_Ac_W_[pair.surface_index];
      F.translational() += record.f_Ac_W;
      F.rotational() += (pair.p_WC - surface.centroid()).cross(record.f_Ac_W);
      continue;
    }
    result->contact_results.AddContactInfo(PointPairContactInfo<double>(
        pair.body_A, pair.body_B, -record.f_Ac_W, pair.p_WC, vc[2],
        vc.head<2>().norm(), pair.point_pair));
  }
  for (int s = 0; s < num_surfaces; ++s) {
    result->contact_results.AddContactInfo(
        HydroelasticContactInfo<double>(hydro_data_->surfaces[s], F_Ac_W_[s]));
  }
}

template <typename T>
void SapDriver<T>::CalcNetActuationAndForces(const StepInputs& in,
                                             DiscreteStepResult* result) const {
  const MultibodyTree<T>& tree = *plant_.tree_;
  const double h = in.h;
  result->forces = in.forces;
  // Contact forces on the bodies, at their origins.
  auto& body_forces = result->forces.mutable_body_forces();
  for (int i = 0; i < num_contacts_; ++i) {
    const ContactRecord& record = contacts_[i];
    const PointContactPair<T>& pair = Pair(record);
    const Vector3<double>& f_Ac_W = record.f_Ac_W;
    const Vector3<double> p_AoC_W =
        pair.p_WC - in.pc.get_X_WB(tree.body_mobod(pair.body_A)).translation();
    const Vector3<double> p_BoC_W =
        pair.p_WC - in.pc.get_X_WB(tree.body_mobod(pair.body_B)).translation();
    body_forces[pair.body_A] +=
        SpatialForce<double>(p_AoC_W.cross(f_Ac_W), f_Ac_W);
    body_forces[pair.body_B] +=
        SpatialForce<double>(p_BoC_W.cross(-f_Ac_W), -f_Ac_W);
  }
  // Limits, user constraints and PD controllers, generalized.
  VectorX<double>& tau = result->forces.mutable_generalized_forces();
  for (const LimitRecord& record : limits_) {
    const int start = gamma_start_[record.constraint];
    for (int k = 0; k < record.num_sides; ++k) {
      tau[record.dof] += record.sign[k] * solver_.impulses()[start + k] / h;
    }
  }
  for (const TendonRecord& record : tendons_) {
    // τ = Jᵀ⋅γ/h: row k of J is sign[k]·aᵀ (locked dofs excepted).
    const int start = gamma_start_[record.constraint];
    double f = 0.0;  // The force along l (N or N·m).
    for (int k = 0; k < record.num_sides; ++k) {
      f += record.sign[k] * solver_.impulses()[start + k] / h;
    }
    const TendonConstraintSpec& spec = *record.spec;
    for (size_t i = 0; i < spec.joints.size(); ++i) {
      const int dof = plant_.get_joint(spec.joints[i]).velocity_start();
      if (!dof_locked_[dof]) tau[dof] += spec.a[i] * f;
    }
  }
  for (const UserRecord& record : user_) {
    const int start = gamma_start_[record.constraint];
    tau += record.J.transpose() *
           solver_.impulses().segment(start, record.J.rows()) / h;
  }
  // Net actuation: the PD actuators' clamped efforts replace their inputs
  // (which entered as feed-forward); other actuators pass u.
  auto net = result->net_actuation.head(plant_.num_actuated_dofs());
  net = in.u;
  for (const PdRecord& record : pds_) {
    const double effort =
        solver_.impulses()[gamma_start_[record.constraint]] / h;
    net[record.u_index] = effort;
    tau[record.dof] += effort;
  }
  for (int u_index : pd_skipped_) net[u_index] = 0.0;
}

template class SapDriver<double>;

SapDriverHandle::SapDriverHandle() = default;

SapDriverHandle::SapDriverHandle(const SapDriverHandle&) {}

SapDriverHandle& SapDriverHandle::operator=(const SapDriverHandle&) {
  driver_.reset();
  return *this;
}

SapDriverHandle::~SapDriverHandle() = default;

SapDriver<double>& SapDriverHandle::GetOrMake(
    const MultibodyPlant<double>& plant) {
  if (driver_ == nullptr) driver_ = std::make_unique<SapDriver<double>>(plant);
  DRAKE_ASSERT(&driver_->plant() == &plant);
  return *driver_;
}

}  // namespace internal
}  // namespace multibody
}  // namespace drake
