#include "drake/multibody/contact_solvers/sap/sap_solver.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace drake {
namespace multibody {
namespace contact_solvers {
namespace internal {

template <typename T>
SapSolver<T>::SapSolver() = default;

template <typename T>
SapSolver<T>::~SapSolver() = default;

template <typename T>
void SapSolver<T>::set_parameters(const SapSolverParameters& parameters) {
  parameters_ = parameters;
}

template <typename T>
bool SapSolver<T>::Setup(const SapContactProblem<T>& problem) {
  using std::max;
  using std::sqrt;
  problem_ = &problem;
  const int nv = problem.num_velocities();
  const int ne = problem.num_constraint_equations();
  const int nc = problem.num_constraints();
  const int ncl = problem.num_cliques();

  // size the workspace; Eigen's resize and std::vector's resize do not
  // allocate when the sizes are unchanged.
  for (VectorX<T>* x :
       {&D_, &A_v_star_, &v_, &dv_, &r_, &A_r_, &A_dv_, &jc_, &grad_, &vtmp_}) {
    x->resize(nv);
  }
  for (VectorX<T>* x : {&vc_, &dvc_, &gamma_, &vc_ls_, &gamma_ls_}) {
    x->resize(ne);
  }
  A_llt_.resize(ncl);
  constraint_start_.resize(nc);
  G_.resize(nc);
  int max_nk = 0;
  int max_n = 0;
  for (int c = 0; c < ncl; ++c) max_n = max(max_n, problem.num_velocities(c));
  int start = 0;
  for (int i = 0; i < nc; ++i) {
    const int nk = problem.get_constraint(i).num_constraint_equations();
    constraint_start_[i] = start;
    start += nk;
    max_nk = max(max_nk, nk);
    G_[i].resize(nk, nk);
  }
  X_.resize(max_n, max_nk);
  W_.resize(max_nk, max_nk);
  GJ_.resize(max_nk, max_n);
  GJ1_.resize(max_nk, max_n);
  // Jacobian sparsity: a constraint on a limb involves only the limb's path
  // to the root, a joint limit one column.
  nz_start_.resize(2 * nc + 1);
  nz_cols_.clear();
  for (int i = 0; i < nc; ++i) {
    const SapConstraint<T>& constraint = problem.get_constraint(i);
    for (int k = 0; k < 2; ++k) {
      nz_start_[2 * i + k] = static_cast<int>(nz_cols_.size());
      if (k >= constraint.num_cliques()) continue;
      const MatrixX<T>& J = k == 0 ? constraint.first_clique_jacobian()
                                   : constraint.second_clique_jacobian();
      for (int j = 0; j < J.cols(); ++j) {
        if ((J.col(j).array() != 0.0).any()) nz_cols_.push_back(j);
      }
    }
  }
  nz_start_[2 * nc] = static_cast<int>(nz_cols_.size());
  if (use_block_sparse()) {
    // the block pattern of H: cliques coupled by a two-clique constraint.
    clique_sizes_.resize(ncl);
    for (int c = 0; c < ncl; ++c) clique_sizes_[c] = problem.num_velocities(c);
    clique_coupling_.assign(ncl * ncl, 0);
    for (int i = 0; i < nc; ++i) {
      const SapConstraint<T>& constraint = problem.get_constraint(i);
      if (constraint.num_cliques() == 2) {
        clique_coupling_[constraint.first_clique() * ncl +
                         constraint.second_clique()] = 1;
      }
    }
    H_sparse_.SetStructure(clique_sizes_, clique_coupling_);
  } else {
    H_.resize(nv, nv);
  }

  // factorize each clique's A; D = diag(A)^(−1/2).
  const std::vector<MatrixX<T>>& A = problem.dynamics_matrix();
  for (int c = 0; c < ncl; ++c) {
    const int n = problem.num_velocities(c);
    if (n == 0) continue;
    A_llt_[c].compute(A[c]);
    if (A_llt_[c].info() != Eigen::Success) return false;
    D_.segment(problem.velocities_start(c), n) =
        A[c].diagonal().cwiseSqrt().cwiseInverse();
  }
  MultiplyByDynamicsMatrix(problem.v_star(), &A_v_star_);

  // Delassus estimate per constraint: w = ‖Wᵢᵢ‖_F/nk (the RMS norm of the
  // nk × nk block), Wᵢᵢ = Σ_c Jc⋅Ac⁻¹⋅Jcᵀ = Σ_c Xcᵀ⋅Xc, Xc = Lc⁻¹⋅Jcᵀ.
  const T h = problem.time_step();
  for (int i = 0; i < nc; ++i) {
    SapConstraint<T>& constraint = problem.get_mutable_constraint(i);
    const int nk = constraint.num_constraint_equations();
    auto W = W_.topLeftCorner(nk, nk);
    W.setZero();
    for (int k = 0; k < constraint.num_cliques(); ++k) {
      const int c =
          k == 0 ? constraint.first_clique() : constraint.second_clique();
      const MatrixX<T>& J = k == 0 ? constraint.first_clique_jacobian()
                                   : constraint.second_clique_jacobian();
      const int n = problem.num_velocities(c);
      if (n == 0) continue;
      auto X = X_.topLeftCorner(n, nk);
      X = J.transpose();
      A_llt_[c].matrixL().solveInPlace(X);
      W.noalias() += X.transpose() * X;
    }
    T w = W.norm() / nk;
    // a constraint whose Jacobian vanishes has no Delassus scale; any
    // positive value keeps its regularization finite.
    if (!(w > 0) || !std::isfinite(w)) w = 1.0;
    constraint.Prepare(h, w);
  }
  return true;
}

template <typename T>
void SapSolver<T>::CalcConstraintVelocities(const VectorX<T>& v,
                                            VectorX<T>* vc) const {
  const SapContactProblem<T>& problem = *problem_;
  for (int i = 0; i < problem.num_constraints(); ++i) {
    const SapConstraint<T>& constraint = problem.get_constraint(i);
    const int nk = constraint.num_constraint_equations();
    auto vc_i = vc->segment(constraint_start_[i], nk);
    vc_i.setZero();
    for (int k = 0; k < constraint.num_cliques(); ++k) {
      const int c =
          k == 0 ? constraint.first_clique() : constraint.second_clique();
      const MatrixX<T>& J = k == 0 ? constraint.first_clique_jacobian()
                                   : constraint.second_clique_jacobian();
      const T* v_c = v.data() + problem.velocities_start(c);
      for (int n = nz_start_[2 * i + k]; n < nz_start_[2 * i + k + 1]; ++n) {
        const int j = nz_cols_[n];
        vc_i.noalias() += J.col(j) * v_c[j];
      }
    }
  }
}

template <typename T>
void SapSolver<T>::MultiplyByJacobianTranspose(const VectorX<T>& gamma,
                                               VectorX<T>* out) const {
  const SapContactProblem<T>& problem = *problem_;
  out->setZero();
  for (int i = 0; i < problem.num_constraints(); ++i) {
    const SapConstraint<T>& constraint = problem.get_constraint(i);
    const int nk = constraint.num_constraint_equations();
    const auto gamma_i = gamma.segment(constraint_start_[i], nk);
    for (int k = 0; k < constraint.num_cliques(); ++k) {
      const int c =
          k == 0 ? constraint.first_clique() : constraint.second_clique();
      const MatrixX<T>& J = k == 0 ? constraint.first_clique_jacobian()
                                   : constraint.second_clique_jacobian();
      T* out_c = out->data() + problem.velocities_start(c);
      for (int n = nz_start_[2 * i + k]; n < nz_start_[2 * i + k + 1]; ++n) {
        const int j = nz_cols_[n];
        out_c[j] += J.col(j).dot(gamma_i);
      }
    }
  }
}

template <typename T>
void SapSolver<T>::MultiplyByDynamicsMatrix(const VectorX<T>& x,
                                            VectorX<T>* out) const {
  const SapContactProblem<T>& problem = *problem_;
  const std::vector<MatrixX<T>>& A = problem.dynamics_matrix();
  for (int c = 0; c < problem.num_cliques(); ++c) {
    const int start = problem.velocities_start(c);
    const int n = problem.num_velocities(c);
    out->segment(start, n).noalias() = A[c] * x.segment(start, n);
  }
}

template <typename T>
T SapSolver<T>::EvalConstraints(const VectorX<T>& vc, VectorX<T>* gamma,
                                bool with_hessian) {
  const SapContactProblem<T>& problem = *problem_;
  T total = 0.0;
  for (int i = 0; i < problem.num_constraints(); ++i) {
    const SapConstraint<T>& constraint = problem.get_constraint(i);
    const int nk = constraint.num_constraint_equations();
    auto gamma_i = gamma->segment(constraint_start_[i], nk);
    T cost_i{0.0};
    constraint.CalcCostAndGradients(vc.segment(constraint_start_[i], nk),
                                    &cost_i, &gamma_i,
                                    with_hessian ? &G_[i] : nullptr);
    total += cost_i;
  }
  return total;
}

template <typename T>
T SapSolver<T>::EvalAtCurrentVelocities() {
  CalcConstraintVelocities(v_, &vc_);
  const T constraints_cost = EvalConstraints(vc_, &gamma_, true);
  r_ = v_ - problem_->v_star();
  MultiplyByDynamicsMatrix(r_, &A_r_);
  MultiplyByJacobianTranspose(gamma_, &jc_);
  // ∇ℓ = A⋅(v − v*) − Jᵀ⋅γ.
  grad_ = A_r_ - jc_;
  return 0.5 * r_.dot(A_r_) + constraints_cost;
}

template <typename T>
void SapSolver<T>::CalcMomentumResidual(T* residual, T* scale) const {
  using std::max;
  using std::sqrt;
  *residual = D_.cwiseProduct(grad_).norm();
  // A⋅v = A⋅(v − v*) + A⋅v*; computed in place of a temporary.
  T p_norm2 = 0.0;
  for (int k = 0; k < D_.size(); ++k) {
    const T p_k = D_(k) * (A_r_(k) + A_v_star_(k));
    p_norm2 += p_k * p_k;
  }
  *scale = max(sqrt(p_norm2), D_.cwiseProduct(jc_).norm());
}

template <typename T>
bool SapSolver<T>::FactorizeHessian() {
  const SapContactProblem<T>& problem = *problem_;
  const std::vector<MatrixX<T>>& A = problem.dynamics_matrix();
  const bool sparse = use_block_sparse();
  if (sparse) {
    H_sparse_.SetZero();
    for (int c = 0; c < problem.num_cliques(); ++c) {
      H_sparse_.AddToBlock(c, c, A[c]);
    }
  } else {
    H_.setZero();
    for (int c = 0; c < problem.num_cliques(); ++c) {
      const int start = problem.velocities_start(c);
      const int n = problem.num_velocities(c);
      H_.block(start, start, n, n) = A[c];
    }
  }
  // H += Σᵢ Jᵢᵀ⋅Gᵢ⋅Jᵢ, block by block over the constraint's cliques, on the
  // Jacobians' non-zero columns only: a contact on a limb involves only the
  // limb's path to the root, and a joint limit a single column, so the
  // products are far smaller than the clique (a 27-dof humanoid is one
  // clique).
  // GJ(:, b) = G⋅J(:, cols[b]) for the m compressed columns.
  const auto compress = [](const MatrixX<T>& G, const MatrixX<T>& J,
                           const int* cols, int m, auto* GJ) {
    for (int b = 0; b < m; ++b) GJ->col(b).noalias() = G * J.col(cols[b]);
  };
  // block(colsA[a], colsB[b]) += JA(:, colsA[a])ᵀ⋅GJB(:, b).
  const auto accumulate = [](const MatrixX<T>& JA, const int* colsA, int mA,
                             const auto& GJB, const int* colsB, int mB,
                             auto&& block) {
    for (int b = 0; b < mB; ++b) {
      for (int a = 0; a < mA; ++a) {
        block(colsA[a], colsB[b]) += JA.col(colsA[a]).dot(GJB.col(b));
      }
    }
  };
  for (int i = 0; i < problem.num_constraints(); ++i) {
    const SapConstraint<T>& constraint = problem.get_constraint(i);
    const int nk = constraint.num_constraint_equations();
    const int c0 = constraint.first_clique();
    const MatrixX<T>& J0 = constraint.first_clique_jacobian();
    const int* cols0 = nz_cols_.data() + nz_start_[2 * i];
    const int m0 = nz_start_[2 * i + 1] - nz_start_[2 * i];
    auto GJ0 = GJ_.topLeftCorner(nk, m0);
    compress(G_[i], J0, cols0, m0, &GJ0);
    const int s0 = problem.velocities_start(c0);
    if (sparse) {
      accumulate(J0, cols0, m0, GJ0, cols0, m0,
                 H_sparse_.mutable_block(c0, c0));
    } else {
      accumulate(J0, cols0, m0, GJ0, cols0, m0,
                 H_.block(s0, s0, J0.cols(), J0.cols()));
    }
    if (constraint.num_cliques() == 1) continue;
    const int c1 = constraint.second_clique();
    const MatrixX<T>& J1 = constraint.second_clique_jacobian();
    const int* cols1 = nz_cols_.data() + nz_start_[2 * i + 1];
    const int m1 = nz_start_[2 * i + 2] - nz_start_[2 * i + 1];
    auto GJ1 = GJ1_.topLeftCorner(nk, m1);
    compress(G_[i], J1, cols1, m1, &GJ1);
    if (sparse) {
      accumulate(J1, cols1, m1, GJ1, cols1, m1,
                 H_sparse_.mutable_block(c1, c1));
      // H_01 = J0ᵀ⋅G⋅J1 or its transpose H_10 = J1ᵀ⋅G⋅J0 (G symmetric).
      if (H_sparse_.block_is_stored(c0, c1)) {
        accumulate(J0, cols0, m0, GJ1, cols1, m1,
                   H_sparse_.mutable_block(c0, c1));
      } else {
        accumulate(J1, cols1, m1, GJ0, cols0, m0,
                   H_sparse_.mutable_block(c1, c0));
      }
    } else {
      const int s1 = problem.velocities_start(c1);
      const int n0 = J0.cols();
      const int n1 = J1.cols();
      accumulate(J1, cols1, m1, GJ1, cols1, m1, H_.block(s1, s1, n1, n1));
      accumulate(J0, cols0, m0, GJ1, cols1, m1, H_.block(s0, s1, n0, n1));
      accumulate(J1, cols1, m1, GJ0, cols0, m0, H_.block(s1, s0, n1, n0));
    }
  }
  if (sparse) return H_sparse_.Factor();
  H_llt_.compute(H_);
  return H_llt_.info() == Eigen::Success;
}

template <typename T>
void SapSolver<T>::SolveNewtonSystem() {
  dv_ = -grad_;
  if (use_block_sparse()) {
    H_sparse_.SolveInPlace(&dv_);
  } else {
    H_llt_.solveInPlace(dv_);
  }
}

template <typename T>
T SapSolver<T>::PerformExactLineSearch() {
  using std::abs;
  // φ(α) = ℓ(v + α⋅Δv) is convex; find the root of
  //   φ'(α) = Δvᵀ⋅A⋅(v − v*) + α⋅Δvᵀ⋅A⋅Δv − Δvcᵀ⋅γ(vc + α⋅Δvc)
  // in (0, α_max] with Newton's method, φ''(α) = Δvᵀ⋅A⋅Δv + Σ Δvcᵢᵀ⋅Gᵢ⋅Δvcᵢ,
  // safeguarded by bisection on a bracket.
  const SapContactProblem<T>& problem = *problem_;
  const T alpha_max = parameters_.ls_alpha_max;
  const T a1 = dv_.dot(A_r_);
  const T a2 = dv_.dot(A_dv_);
  const T dphi0 = grad_.dot(dv_);
  // not a descent direction: only round-off is left to gain.
  if (!(dphi0 < 0)) return 0.0;
  const auto eval = [&](const T& alpha, T* d2phi) -> T {
    ++stats_.num_line_search_iters;
    vc_ls_ = vc_ + alpha * dvc_;
    EvalConstraints(vc_ls_, &gamma_ls_, true);
    T d2 = a2;
    for (int i = 0; i < problem.num_constraints(); ++i) {
      const int nk = problem.get_constraint(i).num_constraint_equations();
      const auto dvc_i = dvc_.segment(constraint_start_[i], nk);
      // Δvcᵢᵀ⋅Gᵢ⋅Δvcᵢ by coefficients, to avoid a temporary.
      const MatrixX<T>& G = G_[i];
      for (int b = 0; b < nk; ++b) {
        T G_dvc_b = 0.0;
        for (int a = 0; a < nk; ++a) G_dvc_b += G(a, b) * dvc_i(a);
        d2 += G_dvc_b * dvc_i(b);
      }
    }
    *d2phi = d2;
    return a1 + alpha * a2 - dvc_.dot(gamma_ls_);
  };
  T d2phi{0.0};
  // the full step α_max still descends: take it.
  const T dphi_max = eval(alpha_max, &d2phi);
  if (dphi_max <= 0) return alpha_max;
  T lower = 0.0;
  T upper = alpha_max;
  // start from the Newton step α = 1 (exact for a quadratic φ).
  T alpha = alpha_max > 1.0 ? T(1.0) : T(0.5 * alpha_max);
  const T dphi_tolerance = parameters_.ls_tolerance * abs(dphi0);
  for (int k = 0; k < parameters_.ls_max_iterations; ++k) {
    const T dphi = eval(alpha, &d2phi);
    if (abs(dphi) <= dphi_tolerance) break;
    if (dphi < 0) {
      lower = alpha;
    } else {
      upper = alpha;
    }
    T next = d2phi > 0 ? T(alpha - dphi / d2phi) : T(-1.0);
    if (!(next > lower && next < upper)) next = 0.5 * (lower + upper);
    const bool small_change =
        abs(next - alpha) <= parameters_.ls_tolerance * alpha ||
        upper - lower <= parameters_.ls_tolerance * alpha;
    alpha = next;
    if (small_change) break;
  }
  return alpha;
}

template <typename T>
T SapSolver<T>::PerformBackTrackingLineSearch(const T& cost0) {
  // Armijo: the largest α = α_max⋅ρᵏ with φ(α) ≤ φ(0) + c⋅α⋅φ'(0), where
  //   φ(α) = ½⋅rᵀ⋅A⋅r + α⋅Δvᵀ⋅A⋅r + ½⋅α²⋅Δvᵀ⋅A⋅Δv + Σ ℓᵢ(vc + α⋅Δvc).
  const T a0 = 0.5 * r_.dot(A_r_);
  const T a1 = dv_.dot(A_r_);
  const T a2 = dv_.dot(A_dv_);
  const T dphi0 = grad_.dot(dv_);
  if (!(dphi0 < 0)) return 0.0;
  T alpha = parameters_.ls_alpha_max;
  for (int k = 0; k < parameters_.ls_max_iterations; ++k) {
    ++stats_.num_line_search_iters;
    vc_ls_ = vc_ + alpha * dvc_;
    const T phi = a0 + alpha * a1 + 0.5 * alpha * alpha * a2 +
                  EvalConstraints(vc_ls_, &gamma_ls_, false);
    if (phi <= cost0 + parameters_.ls_c * alpha * dphi0) return alpha;
    alpha *= parameters_.ls_rho;
  }
  return alpha;
}

template <typename T>
SapSolverStatus SapSolver<T>::SolveWithGuess(
    const SapContactProblem<T>& problem, const VectorX<T>& v_guess,
    SapSolverResults<T>* results) {
  using std::abs;
  if (results == nullptr) {
    throw std::logic_error("SapSolver::SolveWithGuess(): results is null.");
  }
  if (v_guess.size() != problem.num_velocities()) {
    throw std::logic_error(fmt::format(
        "SapSolver::SolveWithGuess(): v_guess has size {}, but the problem "
        "has {} velocities.",
        v_guess.size(), problem.num_velocities()));
  }
  stats_ = SolverStats{};
  if (!Setup(problem)) return SapSolverStatus::kFailure;

  v_ = v_guess;
  T cost = EvalAtCurrentVelocities();
  T residual{0.0};
  T scale{0.0};
  bool converged = false;
  int k = 0;
  for (; k < parameters_.max_iterations; ++k) {
    if (!std::isfinite(cost)) {
      stats_.num_iters = k;
      return SapSolverStatus::kFailure;
    }
    CalcMomentumResidual(&residual, &scale);
    if (residual <=
        parameters_.abs_tolerance + parameters_.rel_tolerance * scale) {
      converged = true;
      stats_.optimality_criterion_reached = true;
      break;
    }
    // Newton direction Δv = −H⁻¹⋅∇ℓ.
    if (!FactorizeHessian()) {
      stats_.num_iters = k;
      return SapSolverStatus::kFailure;
    }
    SolveNewtonSystem();
    CalcConstraintVelocities(dv_, &dvc_);
    MultiplyByDynamicsMatrix(dv_, &A_dv_);
    const T alpha = parameters_.line_search_type ==
                            SapSolverParameters::LineSearchType::kExact
                        ? PerformExactLineSearch()
                        : PerformBackTrackingLineSearch(cost);
    v_ += alpha * dv_;
    const T previous_cost = cost;
    cost = EvalAtCurrentVelocities();
    // cost criterion: a full (or shorter) step no longer decreases ℓ.
    if (alpha <= 1.0 && abs(previous_cost - cost) <
                            parameters_.cost_abs_tolerance +
                                parameters_.cost_rel_tolerance * abs(cost)) {
      ++k;
      converged = true;
      stats_.cost_criterion_reached = true;
      CalcMomentumResidual(&residual, &scale);
      break;
    }
  }
  if (!converged && std::isfinite(cost)) {
    // the last step may have reached the optimum.
    CalcMomentumResidual(&residual, &scale);
    if (residual <=
        parameters_.abs_tolerance + parameters_.rel_tolerance * scale) {
      converged = true;
      stats_.optimality_criterion_reached = true;
    }
  }
  stats_.num_iters = k;
  stats_.cost = cost;
  stats_.momentum_residual = residual;
  stats_.momentum_scale = scale;
  if (!converged || !v_.allFinite()) return SapSolverStatus::kFailure;

  results->v = v_;
  results->vc = vc_;
  results->gamma = gamma_;
  results->j = jc_;
  results->num_iterations = k;
  return SapSolverStatus::kSuccess;
}

template class SapSolver<double>;

}  // namespace internal
}  // namespace contact_solvers
}  // namespace multibody
}  // namespace drake
