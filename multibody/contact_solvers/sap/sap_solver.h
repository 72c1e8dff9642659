#pragma once

/// @file
/// The SAP solver: Newton's method with line search on the unconstrained
/// convex formulation of compliant contact [Castro et al., 2022].

#include <utility>
#include <vector>

#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/multibody/contact_solvers/sap/block_sparse_cholesky.h"
#include "drake/multibody/contact_solvers/sap/dense_cholesky.h"
#include "drake/multibody/contact_solvers/sap/sap_contact_problem.h"
#include "drake/multibody/contact_solvers/sap/tree_ldlt.h"

namespace drake {
namespace multibody {
namespace contact_solvers {
namespace internal {

/// How the Newton system H⋅Δv = −∇ℓ is factorized.
enum class SapHessianFactorizationType {
  /// Block-sparse Cholesky over cliques (see BlockSparseCholesky): H's
  /// blocks couple two cliques only where a constraint does; a clique
  /// coupled to no other (a robot alone) is factored in its tree's
  /// sparsity (TreeLdlt) when that saves work.
  kBlockSparseCholesky,
  /// Dense Cholesky (LLT) of the whole nv × nv Hessian.
  kDense,
};

/// Parameters of SapSolver, with Drake's names and defaults (except where
/// noted).
struct SapSolverParameters {
  /// Line search algorithms.
  enum class LineSearchType {
    /// Armijo backtracking from ls_alpha_max: α ← ρ⋅α until
    /// ℓ(v + α⋅Δv) ≤ ℓ(v) + c⋅α⋅∇ℓ⋅Δv.
    kBackTracking,
    /// Exact minimization of the 1-D convex ℓ(v + α⋅Δv) over (0, α_max],
    /// by Newton's method on dℓ/dα safeguarded by bisection.
    kExact,
  };

  /// Optimality: ‖D⋅∇ℓ‖ ≤ abs_tolerance + rel_tolerance⋅max(‖D⋅A⋅v‖,
  /// ‖D⋅Jᵀ⋅γ‖), D = diag(A)^(−1/2) (a momentum residual, in √(kg)⋅m/s).
  double abs_tolerance{1.0e-14};
  /// See abs_tolerance.
  double rel_tolerance{1.0e-6};
  /// Cost criterion: after a step with α ≤ 1, converged if the cost
  /// decreased by less than cost_abs_tolerance + cost_rel_tolerance⋅|ℓ|.
  double cost_abs_tolerance{1.0e-30};
  /// See cost_abs_tolerance.
  double cost_rel_tolerance{1.0e-15};
  /// Maximum number of Newton iterations.
  int max_iterations{100};
  /// The line search (Drake's default is kBackTracking; exact here).
  LineSearchType line_search_type{LineSearchType::kExact};
  /// Maximum line search iterations (either algorithm).
  int ls_max_iterations{40};
  /// Armijo parameter of the backtracking line search.
  double ls_c{1.0e-4};
  /// Backtracking factor of the backtracking line search.
  double ls_rho{0.8};
  /// Largest step length α tried.
  double ls_alpha_max{1.5};
  /// Exact line search: stop when |dℓ/dα| ≤ ls_tolerance⋅|dℓ/dα(0)| or the
  /// bracket on α is narrower than ls_tolerance⋅α.
  double ls_tolerance{1.0e-8};
  /// How the Hessian is factorized.
  SapHessianFactorizationType linear_solver_type{
      SapHessianFactorizationType::kBlockSparseCholesky};
};

enum class SapSolverStatus {
  kSuccess,
  kFailure,
};

/// The solution of a SapContactProblem.
template <typename T>
struct SapSolverResults {
  /// Generalized velocities v (size nv).
  VectorX<T> v;
  /// Constraint impulses γ, stacked in constraint order (size Σ nk).
  VectorX<T> gamma;
  /// Constraint velocities vc = J⋅v, stacked like gamma.
  VectorX<T> vc;
  /// Generalized impulses of the constraints j = Jᵀ⋅γ (size nv), so that
  /// A⋅(v − v*) = j to the solver's tolerance.
  VectorX<T> j;
  /// Newton iterations taken.
  int num_iterations{0};
};

/// Minimizes ℓ(v) = ½⋅‖v − v*‖²_A + Σᵢ ℓᵢ(Jᵢ⋅v) for a SapContactProblem; at
/// the optimum A⋅(v − v*) = Jᵀ⋅γ (balance of momentum).
///
/// Each Newton iteration evaluates every constraint's cost, impulse and
/// Hessian Gᵢ, factorizes H = A + Jᵀ⋅G⋅J with Cholesky, and steps along
/// Δv = −H⁻¹⋅∇ℓ with a line search. Workspace is kept in the solver: after a
/// first solve, solving a problem of the same sizes allocates nothing.
/// @tparam T double (the only instantiation).
template <typename T>
class SapSolver {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(SapSolver);

  /// Statistics of the last solve.
  struct SolverStats {
    /// Newton iterations.
    int num_iters{0};
    /// Total line search iterations (cost or derivative evaluations).
    int num_line_search_iters{0};
    /// ℓ at the returned v.
    double cost{0.0};
    /// ‖D⋅∇ℓ‖ and its scale max(‖D⋅A⋅v‖, ‖D⋅Jᵀ⋅γ‖) at the returned v.
    double momentum_residual{0.0};
    double momentum_scale{0.0};
    /// Which criterion declared convergence.
    bool optimality_criterion_reached{false};
    bool cost_criterion_reached{false};
  };

  SapSolver();
  ~SapSolver();

  void set_parameters(const SapSolverParameters& parameters);
  const SapSolverParameters& get_parameters() const { return parameters_; }

  /// Solves `problem` starting from `v_guess` (size nv). Calls Prepare() on
  /// each of the problem's constraints. Returns kFailure (it never throws
  /// or aborts on a numerical failure) when Newton does not converge within
  /// max_iterations, a dynamics matrix or the Hessian is not SPD, or values
  /// become non-finite; `results` are then unspecified.
  /// @throws std::exception if v_guess has the wrong size or results is null.
  SapSolverStatus SolveWithGuess(const SapContactProblem<T>& problem,
                                 const VectorX<T>& v_guess,
                                 SapSolverResults<T>* results);

  /// Returns the free motion v* without a Newton iteration when no
  /// constraint exerts an impulse there (γ(J⋅v*) = 0, so ∇ℓ(v*) = 0 and v*
  /// is the exact optimum: a body in flight with its joints inside their
  /// limits), where SolveWithGuess() from v_guess = v0 takes one; otherwise
  /// solves as SolveWithGuess() does, from v_guess. Costs one evaluation of
  /// the constraints' impulses at v*. Tolerances and convergence criteria
  /// are SolveWithGuess()'s (Drake's SapSolver returns v* directly only when
  /// the problem has no constraints at all).
  ///
  /// With `copy_constraint_vectors` false, results->gamma and results->vc
  /// are left untouched: read them from impulses() and
  /// constraint_velocities() instead, which never allocate, where resizing
  /// the copies allocates whenever the number of constraint equations
  /// changes from one solve to the next (a discrete plant's contacts coming
  /// and going).
  /// @throws std::exception if v_guess has the wrong size or results is null.
  SapSolverStatus SolveWithGuessOrFreeMotion(
      const SapContactProblem<T>& problem, const VectorX<T>& v_guess,
      SapSolverResults<T>* results, bool copy_constraint_vectors = true);

  /// The constraint impulses γ of the last solve, stacked in constraint
  /// order (size Σ nk): a view of the solver's workspace, valid until the
  /// next solve, and meaningful only when that solve succeeded.
  Eigen::VectorBlock<const VectorX<T>> impulses() const {
    return gamma_.head(num_equations_);
  }
  /// The constraint velocities vc = J⋅v of the last solve, stacked like
  /// impulses(); valid and meaningful as impulses() is.
  Eigen::VectorBlock<const VectorX<T>> constraint_velocities() const {
    return vc_.head(num_equations_);
  }

  const SolverStats& get_statistics() const { return stats_; }

 private:
  // SolveWithGuess(), or v* if try_free_motion and it is the optimum.
  SapSolverStatus Solve(const SapContactProblem<T>& problem,
                        const VectorX<T>& v_guess, bool try_free_motion,
                        bool copy_constraint_vectors,
                        SapSolverResults<T>* results);
  // Sizes workspace, factorizes the per-clique A, computes D, A⋅v*, the
  // Delassus estimates and prepares the constraints. False if an A is not
  // SPD.
  bool Setup(const SapContactProblem<T>& problem);
  // vc = J⋅v.
  void CalcConstraintVelocities(const VectorX<T>& v, VectorX<T>* vc) const;
  // out = Jᵀ⋅gamma.
  void MultiplyByJacobianTranspose(const VectorX<T>& gamma,
                                   VectorX<T>* out) const;
  // out = A⋅x.
  void MultiplyByDynamicsMatrix(const VectorX<T>& x, VectorX<T>* out) const;
  // Σᵢ ℓᵢ(vcᵢ), with γ and, if with_hessian, Gᵢ into G_.
  T EvalConstraints(const VectorX<T>& vc, VectorX<T>* gamma, bool with_hessian);
  // At v_: vc_, γ_, G_, ∇ℓ and the cost; returns the cost.
  T EvalAtCurrentVelocities();
  // The same after v_ += α⋅Δv, where the exact line search's last
  // evaluation was at this α (its vc, γ and G are taken over) and r_, A_r_
  // are updated by α⋅Δv, α⋅A⋅Δv.
  T EvalAtCurrentVelocitiesFromLineSearch(const T& alpha);
  // ‖D⋅∇ℓ‖ and its scale at v_ (after EvalAtCurrentVelocities()).
  void CalcMomentumResidual(T* residual, T* scale) const;
  // Assembles H = A + Jᵀ⋅G⋅J and factorizes it; false if not SPD.
  bool FactorizeHessian();
  // dv_ = −H⁻¹⋅grad_ with the last factorization.
  void SolveNewtonSystem();
  bool use_block_sparse() const {
    return parameters_.linear_solver_type ==
           SapHessianFactorizationType::kBlockSparseCholesky;
  }
  // Line searches along dv_ from v_ (uses vc_, γ_, grad_); returns α.
  T PerformExactLineSearch();
  T PerformBackTrackingLineSearch(const T& cost0);

  SapSolverParameters parameters_;
  SolverStats stats_;
  const SapContactProblem<T>* problem_{nullptr};

  // Workspace. Sizes: nv velocities, ne constraint equations, nc
  // constraints, ncl cliques.
  std::vector<TreeLdlt> A_ldlt_;       // ncl
  std::vector<int> constraint_start_;  // nc, into stacked vectors
  // nc: constraint i's Hessian Gᵢ (nk × nk), which lives in G_pools_.
  std::vector<MatrixX<T>*> G_;
  // The Hessians of one size nk, as many as the most constraints of that
  // size any solve has had. Constraints come and go and change places
  // between solves; a matrix is made only when a solve has more
  // constraints of a size than any solve before it.
  struct HessianPool {
    int nk{};
    int used{};  // by the current solve
    std::vector<MatrixX<T>> matrices;
  };
  std::vector<HessianPool> G_pools_;
  MatrixX<T> H_;                  // nv × nv (dense only)
  DenseCholesky H_llt_;           // dense only
  BlockSparseCholesky H_sparse_;  // block-sparse only
  // ncl, the elimination forest of each clique's diagonal block of H
  // (block-sparse only).
  std::vector<std::vector<int>> hessian_forest_;
  std::vector<int> clique_sizes_;      // ncl
  std::vector<char> clique_coupling_;  // ncl × ncl
  // Scratch, at least as large as any solve so far has needed.
  MatrixX<T> GJ1_;  // max nk × max n(clique), Hessian scratch
  MatrixX<T> X_;    // max nk × max n(clique), Delassus scratch
  MatrixX<T> W_;    // max nk × max nk, Delassus scratch
  MatrixX<T> GJ_;   // max nk × max n(clique), Hessian scratch
  MatrixX<T> Jg0_;  // max nk × max n(clique), gathered Jacobian columns
  MatrixX<T> Jg1_;  // max nk × max n(clique), gathered Jacobian columns
  // The non-zero columns of every constraint's clique Jacobians (fixed for
  // a solve): side k ∈ {0, 1} of constraint i spans
  // nz_cols_[nz_start_[2i + k] .. nz_start_[2i + k + 1]).
  std::vector<int> nz_cols_;
  std::vector<int> nz_start_;  // 2·nc + 1
  // The fixed-size path, for the common case of contacts between free
  // bodies (boxes, stacks, piles): constraint i is "fixed" when it has
  // three equations and each of its cliques has six velocities, all of
  // them in its Jacobian; its products then run on 3 × 6 and 6 × 6 blocks
  // of known size. inverse_start_[c] is the offset in A_inv_ of clique c's
  // explicit A⁻¹ (column-major, 36 entries) when a fixed constraint acts on
  // c, −1 otherwise.
  std::vector<char> fixed_;         // nc
  std::vector<int> inverse_start_;  // ncl
  std::vector<double> A_inv_;       // 36 per six-velocity clique
  VectorX<T> D_;                    // nv, diag(A)^(−1/2)
  VectorX<T> A_v_star_;             // nv
  VectorX<T> v_;                    // nv
  VectorX<T> dv_;                   // nv
  VectorX<T> r_;                    // nv, v − v*
  VectorX<T> A_r_;                  // nv, A⋅(v − v*)
  VectorX<T> A_dv_;                 // nv
  VectorX<T> jc_;                   // nv, Jᵀ⋅γ
  VectorX<T> grad_;                 // nv
  // The stacked vectors of the constraint equations. Each is at least as
  // long as the most equations any solve has had; a solve uses only the
  // first ne entries (the rest keep an earlier solve's values and are
  // never read). So a solve with fewer equations than the last allocates
  // nothing.
  int num_equations_{0};  // ne of the current solve
  VectorX<T> vc_;         // ne
  VectorX<T> dvc_;        // ne
  VectorX<T> gamma_;      // ne
  VectorX<T> vc_ls_;      // ne, line search trial
  VectorX<T> gamma_ls_;   // ne, line search trial
  // The exact line search's last evaluation: its α (−1 if none) and
  // Σᵢ ℓᵢ there (γ at it is gamma_ls_, the Hessians G_).
  T ls_alpha_evaluated_{-1.0};
  T ls_constraints_cost_{0.0};
};

}  // namespace internal
}  // namespace contact_solvers
}  // namespace multibody
}  // namespace drake

extern template class ::drake::multibody::contact_solvers::internal::SapSolver<
    double>;
