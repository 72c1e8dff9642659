#pragma once

/// @file
/// (Internal) SapDriver: a discrete MultibodyPlant's step with SAP, as a
/// pipeline of named stages, and the per-Context handle that owns it. Only
/// the plant's discrete step (multibody_plant_discrete.cc) uses it. Not part
/// of Drake's API.

#include <cstdint>
#include <map>
#include <memory>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/multibody/contact_solvers/sap/sap_solver.h"
#include "drake/multibody/plant/multibody_plant.h"

namespace drake {
namespace multibody {
namespace contact_solvers {
namespace internal {
template <typename T>
class SapConstraint;
}  // namespace internal
}  // namespace contact_solvers

namespace internal {

/// Joint limits are constrained only on the sides that lie within this
/// factor times the largest motion the step may make, h·max(|v0|, |v*|),
/// of the current position (as in Drake); the other sides would be inactive
/// at the solution. T ≠ double plants, which have no SAP, throw when a limit
/// is within the same window (MultibodyPlant::ThrowIfLimitWithinReach()).
inline constexpr double kSapJointLimitWindowFactor = 2.0;

/// The discrete step of a MultibodyPlant by SAP (Drake's Semi-Analytic
/// Primal solver, multibody/contact_solvers/sap): the next generalized
/// velocities v of the momentum balance
///
///     A·(v − v*) = Jᵀ·γ,  A = M + h·D,
///
/// where h is the time step (s), M the mass matrix, D the diagonal of joint
/// damping, v* the free-motion velocities and γ the impulses (N·s, or N·m·s
/// for angular constraints) of the convex constraints J: point contact,
/// one-sided joint limits, PD-controlled actuators, and the plant's coupler,
/// distance, ball, weld and tendon constraints. Locked joints are eliminated
/// exactly (their velocities are zero). Cliques are the plant's trees (the
/// subtrees hanging from the world, each a contiguous velocity range), so
/// the problem's velocities are the plant's.
///
/// One driver lives in each Context that takes a SAP step (in the plant's
/// "discrete step (SAP driver)" cache entry, through SapDriverHandle) and
/// keeps what a step builds: the contact problem with its constraints, the
/// solver and the per-step buffers. A step whose constraints are the same
/// kinds, on the same cliques, in the same order as the last step's updates
/// them in place, so that after warm-up it allocates nothing (user
/// constraints excepted: they still allocate their Jacobians).
///
/// CalcDiscreteStep() runs the stages in order; each stage documents what
/// it reads and writes. Only T = double is supported (the plant's own
/// dispatch throws for other scalars before reaching the driver).
template <typename T>
class SapDriver {
 public:
  static_assert(std::is_same_v<T, double>,
                "SapDriver: SAP supports only T = double.");
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(SapDriver);

  using DiscreteStepResult = typename MultibodyPlant<T>::DiscreteStepResult;

  /// A driver for `plant`, which must outlive it (and be finalized and
  /// discrete).
  explicit SapDriver(const MultibodyPlant<T>& plant);
  ~SapDriver();

  const MultibodyPlant<T>& plant() const { return plant_; }

  /// The step from the state of `context` (the plant's): fills every field
  /// of `result` (v_next, vdot, forces, net_actuation, contact_results,
  /// tau_contact, solver_iterations). `result`'s contact results must have
  /// been cleared. @throws std::exception as the stages document (kTamsi,
  /// kSap without relaxation times, coincident distance-constraint points,
  /// a solver that did not converge).
  void CalcDiscreteStep(const systems::Context<T>& context,
                        DiscreteStepResult* result);

 private:
  // What a step reads from the plant's Context, evaluated once at its start
  // (in this order: position kinematics, state, forward dynamics, the
  // tree's workspace).
  struct StepInputs {
    const systems::Context<T>& context;
    double h;  // Time step, s.
    double t;  // Time, s.
    const PositionKinematicsCache<T>& pc;
    Eigen::VectorBlock<const VectorX<T>> q;   // nq.
    Eigen::VectorBlock<const VectorX<T>> v0;  // nv, at the step's start.
    // The applied forces (force elements and actuation; forces_).
    const MultibodyForces<T>& forces;
    // The actuation input u (num_actuated_dofs), in the tree's workspace;
    // written by CalcActuationInput().
    VectorX<T>& u;
  };

  // What a constraint of the problem is, so that the next step can reuse it
  // in place: at the same index when the same constraint comes there, or
  // from spares_ (by SpareKey()) when it comes elsewhere.
  enum class ConstraintKind {
    kNone,
    kHuntCrossley,
    kFrictionCone,
    kLimit,
    kPd,
    kUser,
    kTendon
  };
  struct ConstraintKey {
    ConstraintKind kind{ConstraintKind::kNone};
    int64_t id{0};  // Joint, actuator or constraint id; 0 for contacts.
    int clique0{-1};
    int clique1{-1};
    int num_equations{0};
    bool operator==(const ConstraintKey&) const = default;
  };
  struct ConstraintKeyHash {
    size_t operator()(const ConstraintKey& key) const {
      size_t h = static_cast<size_t>(key.kind);
      for (const int64_t part :
           {key.id, int64_t{key.clique0}, int64_t{key.clique1},
            int64_t{key.num_equations}}) {
        h = h * 1000003u ^ static_cast<size_t>(part);
      }
      return h;
    }
  };

  // A point contact: its frame C (z along the normal, from B into A) and
  // the Jacobian of the velocity of Ac relative to Bc, in W, on each of its
  // (one or two) trees.
  struct ContactRecord {
    int constraint{-1};  // Index in the problem.
    int pair{-1};        // Index into the step's contact pairs.
    bool face{false};    // The pairs are hydroelastic faces (face_pairs_).
    int num_trees{0};
    int tree[2]{-1, -1};
    Matrix3<double> R_WC;
    // 3 × max nv(tree), made with the record: the first nv(tree) columns
    // are the tree's, so a record allocates nothing when it changes trees.
    MatrixX<double> J_W[2];
    // The contact force on A at C, in W (N); set by PackContactResults().
    Vector3<double> f_Ac_W;
    // The surface-velocity bias of the velocity of Ac relative to Bc, in C
    // (m/s; MultibodyPlant::SetSurfaceVelocityAxis()).
    Vector3<double> v_b_C{Vector3<double>::Zero()};
  };
  // A joint limit: its one or two constrained sides on velocity `dof`.
  struct LimitRecord {
    int constraint{-1};
    int dof{-1};
    int num_sides{0};
    double sign[2]{};  // Per side: +1 lower, −1 upper.
  };
  // A PD-controlled actuator on velocity `dof`, actuation index `u_index`.
  struct PdRecord {
    int constraint;
    int dof;
    int u_index;
  };
  // A tendon constraint (its spec) and its one or two constrained sides.
  struct TendonRecord {
    int constraint{-1};
    const TendonConstraintSpec* spec{nullptr};
    int num_sides{0};
    double sign[2]{};  // Per side: +1 lower, −1 upper.
  };
  // A coupler, distance, ball or weld constraint and its Jacobian.
  struct UserRecord {
    int constraint;
    MatrixX<double> J;  // rows × nv.
  };

  using ActiveStatus = std::map<MultibodyConstraintId, bool>;

  // The stages, in the order CalcDiscreteStep() runs them.

  /// Evaluates what the step reads from `context` (see StepInputs) and
  /// computes the applied forces into forces_.
  StepInputs EvalStepInputs(const systems::Context<T>& context);

  /// Free motion: v* = v0 + h·A⁻¹·(τ_app + Σ Jᵀ⋅F_app − C⋅v0) (m/s, rad/s),
  /// the velocities the applied forces alone would give, with A = M + h·D
  /// from CalcLinearDynamicsMatrix() (call it first) factored along each
  /// tree and the right side by inverse dynamics at v̇ = 0: the forward
  /// dynamics cache (articulated body algorithm) is not evaluated. Its v̇
  /// is used only if an A is not positive definite.
  void CalcFreeMotionVelocities(const StepInputs& in);

  /// The linear dynamics matrix A = M + h·D (joint damping D implicit), whole
  /// (M_, nv × nv) and per tree (A_, the cliques' diagonal blocks; the trees
  /// are independent, so the off-diagonal blocks are zero).
  void CalcLinearDynamicsMatrix(const StepInputs& in);

  /// Locked joints: marks their velocities in dof_locked_ and eliminates
  /// them exactly. With v_L = 0 the unlocked velocities U see
  /// A_UU·(v_U − v*_U') = J_Uᵀ·γ with v*_U' = v*_U + A_UU⁻¹·A_UL·(v*_L − v0_L);
  /// the locked rows of A become decoupled identities with v*_L = 0, and no
  /// constraint acts on them. Precondition: v* and A computed.
  void EliminateLockedJoints(const StepInputs& in);

  /// Resets the contact problem to this step's h, A and v* (making it on the
  /// first step), keeping last step's constraints for in-place reuse.
  void ResetContactProblem(const StepInputs& in);

  /// Point contacts and, under the hydroelastic contact models, the faces
  /// of the contact surfaces (one contact at each face centroid, with the
  /// face's stiffness and signed distance), one constraint each, between
  /// bodies not both anchored: a Hunt–Crossley constraint (kLagged,
  /// kSimilar) or, for kSap, a linear Kelvin–Voigt friction cone.
  /// @throws std::logic_error for kTamsi, or for kSap when a point-contact
  /// geometry lacks ("material", "relaxation_time").
  void AddContactConstraints(const StepInputs& in);

  /// One-sided, rigid (near-rigid regime) joint limits of single-dof joints
  /// on unlocked velocities, only the sides within
  /// kSapJointLimitWindowFactor·h·max(|v0|, |v*|) of q. Precondition: v*
  /// computed and locked joints eliminated.
  void AddLimitConstraints(const StepInputs& in);

  /// The actuation input u (all actuation ports, in actuation order) into
  /// the tree's workspace (in.u). The PD constraints take it as
  /// feed-forward; the net actuation passes the other actuators' u through.
  void CalcActuationInput(const StepInputs& in) const;

  /// PD controllers of the actuators with gains of the instances whose
  /// desired state is connected: one constraint each, its effort clamped to
  /// the effort limit. Actuators on locked joints get no constraint and zero
  /// effort (pd_skipped_). Precondition: u computed.
  void AddPdConstraints(const StepInputs& in);

  /// The active coupler, distance, ball and weld constraints, as bilateral
  /// holonomic constraints g(q) = 0 (rigid in SAP's near-rigid regime with
  /// relaxation time h, or compliant for finite-stiffness distances).
  void AddCouplerDistanceBallWeldConstraints(const StepInputs& in);

  /// The active tendon constraints lₗ ≤ l(q) = aᵀ⋅q + offset ≤ lᵤ, as
  /// one-sided holonomic constraints on l (joint limits of the tendon
  /// length): a side is constrained when it is violated at the step's start
  /// (as in Drake) or, for a rigid tendon, within
  /// kSapJointLimitWindowFactor·h·max(|l̇0|, |l̇*|) of l (as joint limits
  /// are); rigid tendons are in SAP's near-rigid regime (relaxation time
  /// h), compliant ones have relaxation time damping/stiffness. Locked
  /// joints' columns are zeroed; a tendon whose joints are all locked is
  /// skipped. Updated in place from step to step (no allocation after
  /// warm-up). @throws std::logic_error if a tendon's joints span more than
  /// two trees. Precondition: v* computed and locked joints eliminated.
  void AddTendonConstraints(const StepInputs& in);

  /// Drops last step's constraints beyond the ones this step placed.
  void DropUnusedConstraints();
  // Moves the problem's constraints from index `first` on into spares_.
  void SpareConstraintsFrom(int first);
  // The key spares_ keeps a constraint of `key` under: a contact's with its
  // cliques replaced by their numbers of velocities (a contact constraint
  // serves any pair of trees of the same sizes: set_cliques()), any other
  // constraint's unchanged.
  ConstraintKey SpareKey(const ConstraintKey& key) const;

  /// Solves the problem, warm-started at v0: result's v_next, vdot =
  /// (v_next − v0)/h and solver_iterations. @throws std::runtime_error when
  /// the solver does not converge (the state is left as it was).
  void SolveContactProblem(const StepInputs& in, DiscreteStepResult* result);

  /// Where each constraint's impulses start in the stacked γ (gamma_start_).
  void IndexConstraintImpulses();

  /// The contacts' forces f = R_WC·γ_C/h (N, in W) into result's
  /// contact_results (point pairs: force on B, contact point, separation
  /// and slip speeds; hydroelastic surfaces: the faces' forces summed into
  /// the spatial force on A at the surface centroid) and tau_contact =
  /// Σ J_Wᵀ·f (nv). Precondition: solved and impulses indexed.
  void PackContactResults(const StepInputs& in, DiscreteStepResult* result);

  /// Every force that acted, into result's forces: the applied forces of
  /// the free motion, plus the contact forces on the bodies (at their
  /// origins, in W), plus the generalized forces γ/h of limits, user
  /// constraints, tendons and PD controllers. The net actuation: the PD
  /// actuators' clamped efforts replace their inputs, other actuators pass u,
  /// and PD actuators on locked joints give zero. Precondition: contact results
  /// packed.
  void CalcNetActuationAndForces(const StepInputs& in,
                                 DiscreteStepResult* result) const;

  // Helpers of the stages.

  // Places the next constraint: reuses the problem's constraint at that
  // index in place (`update`) when its key is the same as last step's, else
  // cuts the problem back to that index and adds a spare of its shape
  // (`update`d) or, when there is none, a new one (`make`), with a quarter
  // as many more spares of that shape as were made before, so that a slowly
  // growing number of contacts allocates rarely. Returns the constraint's
  // index.
  template <typename Update, typename Make>
  int PlaceConstraint(const ConstraintKey& key, Update&& update, Make&& make);
  // Zeroes the columns of the locked velocities of a clique Jacobian block
  // on `tree` (locked velocities get no constraint impulse).
  template <typename Block>
  void ZeroLockedColumns(Block&& block, int tree) const;
  // The block of a constraint Jacobian (rows × nv) on `tree`, locked
  // columns zeroed.
  MatrixX<double> TreeBlock(const MatrixX<double>& J, int tree) const;

  // The pair of a contact record.
  const PointContactPair<T>& Pair(const ContactRecord& record) const {
    return record.face ? (*face_pairs_)[record.pair] : (*pairs_)[record.pair];
  }
  // AddContactConstraints() for the pair at `pair_index` of the point pairs
  // (`face` false) or of the hydroelastic faces (true).
  void AddContactConstraint(const StepInputs& in, int pair_index, bool face,
                            bool use_cone);
  // Fills the next contact record for the pair (its frame, trees and
  // Jacobians); returns it, with the normal velocity vn0 (m/s) of Ac
  // relative to Bc at v0.
  ContactRecord& MakeContactRecord(const StepInputs& in, int pair_index,
                                   bool face, double* vn0);
  // The clique Jacobian of the record's k-th tree in C, J_C = R_WCᵀ·J_W
  // (3 × nv(tree)), locked columns zeroed, in clique_jacobian_.
  // The body's J_WBo_tree_ entry, computed on first use in this step.
  // @pre the body is not anchored.
  const Matrix6X<double>& BodyOriginJacobian(const StepInputs& in,
                                             BodyIndex body);
  Eigen::Block<MatrixX<double>> ContactCliqueJacobian(
      const ContactRecord& record, int k);
  // Sets a reused contact constraint's clique Jacobians.
  void UpdateContactJacobians(
      const ContactRecord& record,
      contact_solvers::internal::SapConstraint<double>* constraint);
  // make_from(clique0, J0[, clique1, J1]) with the record's clique
  // Jacobians (copies).
  template <typename MakeFrom>
  auto MakeWithContactJacobians(const ContactRecord& record,
                                MakeFrom&& make_from);
  // The record's constraint, for kSap (its index into record->constraint).
  void AddFrictionConeConstraint(ContactRecord* record,
                                 const PointContactPair<T>& pair);
  // Likewise, for kLagged and kSimilar; vn0 as MakeContactRecord() gives.
  void AddHuntCrossleyConstraint(ContactRecord* record,
                                 const PointContactPair<T>& pair, double vn0);

  // AddLimitConstraints() for joint `joint_index` (single dof, a finite
  // limit).
  void AddJointLimitConstraint(const StepInputs& in, int joint_index,
                               const Joint<T>& joint);

  // AddPdConstraints() for `actuator` (index `a`) of an armed instance whose
  // desired state is `xd` and actuation indices `u_indices`.
  void AddPdConstraint(const StepInputs& in, JointActuatorIndex a,
                       const JointActuator<T>& actuator, const VectorX<T>& xd,
                       const std::vector<int>& u_indices);

  // AddCouplerDistanceBallWeldConstraints() by kind.
  void AddCouplerConstraints(const StepInputs& in, const ActiveStatus& active);
  void AddDistanceConstraints(const StepInputs& in, const ActiveStatus& active);
  void AddBallConstraints(const StepInputs& in, const ActiveStatus& active);
  void AddWeldConstraints(const StepInputs& in, const ActiveStatus& active);
  // The point Jacobians J_WP_ (of P on A) and J_WQ_ (of Q on B), at the
  // points' world positions.
  void CalcPointJacobians(const StepInputs& in, BodyIndex body_A,
                          const Vector3<double>& p_WP, BodyIndex body_B,
                          const Vector3<double>& p_WQ);
  // A holonomic constraint with Jacobian J (rows × nv), value g0, per-row
  // stiffness (N/m or N·m/rad; ∞ rigid) and relaxation time (s), between
  // the trees tree_A and tree_B (−1 anchored). None when both are anchored.
  void AddHolonomicConstraint(MultibodyConstraintId id, MatrixX<double> J,
                              VectorX<double> g0, int tree_A, int tree_B,
                              VectorX<double> stiffness,
                              VectorX<double> relaxation_time);

  const MultibodyPlant<T>& plant_;

  // The problem and its constraints.
  std::unique_ptr<contact_solvers::internal::SapContactProblem<double>>
      problem_;
  std::vector<ConstraintKey> keys_;  // Parallel to the problem's constraints.
  int num_placed_{0};                // Constraints placed so far in this step.
  // Constraints a step did not place at their old index (one contact pair
  // gained or lost a face, and the others moved), kept by key for a later
  // step to take back: a step whose constraints are ones seen before
  // allocates none, in whatever order they come. Cleared when the cliques
  // change size (when SapContactProblem::Reset drops its constraints).
  struct SparePool {
    std::vector<
        std::unique_ptr<contact_solvers::internal::SapConstraint<double>>>
        constraints;
    int num_made{0};  // Constraints of this SpareKey() made (since cleared).
  };
  std::unordered_map<ConstraintKey, SparePool, ConstraintKeyHash> spares_;

  // Dynamics.
  MatrixX<double> M_;               // M + h·D, nv × nv.
  std::vector<MatrixX<double>> A_;  // Per tree, nv(tree) × nv(tree).
  // Per tree, A's factor (before locked joints are eliminated).
  std::vector<contact_solvers::internal::TreeLdlt> A_ldlt_;
  MultibodyForces<T> forces_;  // The step's applied forces.
  // nv, C⋅v0 − τ_app − Σ Jᵀ⋅F_app, then A⁻¹ times it: (v0 − v*)/h.
  VectorX<T> free_motion_rhs_;
  int max_tree_nv_{0};
  VectorX<double> v_star_;        // nv, free motion (locks eliminated).
  std::vector<char> dof_locked_;  // nv.
  bool any_locked_{false};

  // Contacts. Records only grow (num_contacts_ are used), by a quarter at
  // least, so that their matrices keep their storage from step to step.
  const std::vector<PointContactPair<T>>* pairs_{nullptr};  // This step's.
  // This step's hydroelastic faces and surfaces (null under kPoint).
  const std::vector<PointContactPair<T>>* face_pairs_{nullptr};
  const HydroelasticContactData<T>* hydro_data_{nullptr};
  // This step's speed-scaled surface-velocity axes (null without
  // surface-velocity bodies).
  const std::vector<Eigen::Vector3d>* surface_axes_{nullptr};
  // Per surface of hydro_data_: the spatial force on A at its centroid.
  std::vector<SpatialForce<double>> F_Ac_W_;
  Matrix6X<double> J_WBo_;  // 6 × nv, a body origin's Jacobian (scratch).
  // Per body, the spatial velocity Jacobian of its origin Bo in W on its
  // tree's columns (6 × nv(tree)), valid when its stamp is the step's: a
  // contact point's Jacobian is this one shifted to the point, so a body
  // with many contacts (a contact surface's faces) is traversed once.
  std::vector<Matrix6X<double>> J_WBo_tree_;
  std::vector<int64_t> J_WBo_stamp_;
  int64_t contact_stamp_{0};
  MatrixX<double> clique_jacobian_;  // 3 × max nv(tree).
  std::vector<ContactRecord> contacts_;
  int num_contacts_{0};

  // Other constraints.
  std::vector<LimitRecord> limits_;
  std::vector<PdRecord> pds_;
  std::vector<int> pd_skipped_;  // u indices of PD actuators on locked dofs.
  std::vector<UserRecord> user_;
  std::vector<TendonRecord> tendons_;
  MatrixX<double> tendon_J_[2];  // Per clique, 2 × max nv(tree).
  Matrix6X<double> J_WP_;        // 6 × nv, user constraints' point P on A.
  Matrix6X<double> J_WQ_;        // 6 × nv, user constraints' point Q on B.

  // Solution.
  contact_solvers::internal::SapSolver<double> solver_;
  // v and j only: γ and vc are read from solver_'s workspace.
  contact_solvers::internal::SapSolverResults<double> results_;
  VectorX<double> v_guess_;       // nv.
  std::vector<int> gamma_start_;  // Per constraint + 1.
};

/// A discrete plant's SAP driver in one Context: the value of the plant's
/// "discrete step (SAP driver)" cache entry, whose Calc does nothing (the
/// step fills the driver in place). It starts empty and makes the driver on
/// the Context's first SAP step. A copy (as cloning a Context makes) starts
/// empty too, so no two Contexts share a driver and each is as thread-safe
/// as its Context. For T ≠ double plants it stays empty.
class SapDriverHandle {
 public:
  SapDriverHandle();
  SapDriverHandle(const SapDriverHandle&);
  SapDriverHandle& operator=(const SapDriverHandle&);
  ~SapDriverHandle();

  /// The driver, made for `plant` if there is none yet.
  SapDriver<double>& GetOrMake(const MultibodyPlant<double>& plant);

 private:
  std::unique_ptr<SapDriver<double>> driver_;
};

}  // namespace internal
}  // namespace multibody
}  // namespace drake
