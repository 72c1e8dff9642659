#include "drake/multibody/contact_solvers/sap/sap_solver.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <utility>

#include <fmt/format.h>

// The plant's stage profile (empty unless MALLARD_STAGE_PROFILE).
#include "drake/multibody/plant/stage_profile.h"

namespace drake {
namespace multibody {
namespace contact_solvers {
namespace internal {

namespace {

// Jg = J(:, cols), nk × m, column-major and contiguous.
void GatherColumns(const Eigen::MatrixXd& J, const int* cols, int m,
                   double* Jg) {
  const int nk = static_cast<int>(J.rows());
  for (int a = 0; a < m; ++a) {
    const double* J_a = J.col(cols[a]).data();
    for (int r = 0; r < nk; ++r) Jg[a * nk + r] = J_a[r];
  }
}

// GJ = G⋅Jg for G nk × nk and Jg nk × m (both contiguous, column-major).
// kNk is nk when known at compile time: a column's sums then stay in
// registers (a loop over memory chained each sum through a store and a
// reload, perf: 3% of a humanoid step), 0 otherwise.
template <int kNk>
void MultiplyGatheredImpl(const Eigen::MatrixXd& G, const double* Jg, int m,
                          double* GJ) {
  const double* g = G.data();
  if constexpr (kNk > 0) {
    for (int b = 0; b < m; ++b) {
      const double* x = Jg + b * kNk;
      double y[kNk] = {};
      for (int s = 0; s < kNk; ++s) {
        for (int r = 0; r < kNk; ++r) y[r] += g[s * kNk + r] * x[s];
      }
      for (int r = 0; r < kNk; ++r) GJ[b * kNk + r] = y[r];
    }
  } else {
    const int nk = static_cast<int>(G.rows());
    for (int b = 0; b < m; ++b) {
      const double* x = Jg + b * nk;
      double* y = GJ + b * nk;
      for (int r = 0; r < nk; ++r) y[r] = 0.0;
      for (int s = 0; s < nk; ++s) {
        const double x_s = x[s];
        for (int r = 0; r < nk; ++r) y[r] += g[s * nk + r] * x_s;
      }
    }
  }
}

void MultiplyGathered(const Eigen::MatrixXd& G, const double* Jg, int m,
                      double* GJ) {
  switch (G.rows()) {
    case 1:
      MultiplyGatheredImpl<1>(G, Jg, m, GJ);
      return;
    case 2:
      MultiplyGatheredImpl<2>(G, Jg, m, GJ);
      return;
    case 3:
      MultiplyGatheredImpl<3>(G, Jg, m, GJ);
      return;
    default:
      MultiplyGatheredImpl<0>(G, Jg, m, GJ);
  }
}

// H(colsA[a], colsB[b]) += JgA(:, a)ᵀ⋅GJB(:, b) for H column-major with
// leading dimension ld; with lower_only (colsA == colsB, increasing), only
// a ≥ b. kNk is nk when known at compile time (the inner products of
// contacts and limits unroll), 0 otherwise.
template <int kNk>
void AddJtGJImpl(int nk_runtime, const double* JgA, const int* colsA, int mA,
                 const double* GJB, const int* colsB, int mB, bool lower_only,
                 double* H, int ld) {
  const int nk = kNk > 0 ? kNk : nk_runtime;
  for (int b = 0; b < mB; ++b) {
    const double* g = GJB + b * nk;
    double* H_b = H + static_cast<std::ptrdiff_t>(colsB[b]) * ld;
    for (int a = lower_only ? b : 0; a < mA; ++a) {
      const double* j = JgA + a * nk;
      double sum = 0.0;
      for (int r = 0; r < nk; ++r) sum += j[r] * g[r];
      H_b[colsA[a]] += sum;
    }
  }
}

void AddJtGJ(int nk, const double* JgA, const int* colsA, int mA,
             const double* GJB, const int* colsB, int mB, bool lower_only,
             double* H, int ld) {
  switch (nk) {
    case 1:
      AddJtGJImpl<1>(nk, JgA, colsA, mA, GJB, colsB, mB, lower_only, H, ld);
      return;
    case 2:
      AddJtGJImpl<2>(nk, JgA, colsA, mA, GJB, colsB, mB, lower_only, H, ld);
      return;
    case 3:
      AddJtGJImpl<3>(nk, JgA, colsA, mA, GJB, colsB, mB, lower_only, H, ld);
      return;
    default:
      AddJtGJImpl<0>(nk, JgA, colsA, mA, GJB, colsB, mB, lower_only, H, ld);
  }
}

// The lower triangle of Jgᵀ⋅GJ (both nk × m, columns cols increasing) added
// to a TreeLdlt's H: cols lie on one path of its forest.
template <int kNk>
void AddJtGJToTreeImpl(int nk_runtime, const double* Jg, const int* cols, int m,
                       const double* GJ, TreeLdlt* tree) {
  const int nk = kNk > 0 ? kNk : nk_runtime;
  for (int b = 0; b < m; ++b) {
    const double* g = GJ + b * nk;
    for (int a = b; a < m; ++a) {
      const double* j = Jg + a * nk;
      double sum = 0.0;
      for (int r = 0; r < nk; ++r) sum += j[r] * g[r];
      tree->mutable_entry(cols[a], cols[b]) += sum;
    }
  }
}

void AddJtGJToTree(int nk, const double* Jg, const int* cols, int m,
                   const double* GJ, TreeLdlt* tree) {
  switch (nk) {
    case 1:
      AddJtGJToTreeImpl<1>(nk, Jg, cols, m, GJ, tree);
      return;
    case 3:
      AddJtGJToTreeImpl<3>(nk, Jg, cols, m, GJ, tree);
      return;
    default:
      AddJtGJToTreeImpl<0>(nk, Jg, cols, m, GJ, tree);
  }
}

}  // namespace

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
  problem_ = &problem;
  const int nv = problem.num_velocities();
  const int ne = problem.num_constraint_equations();
  const int nc = problem.num_constraints();
  const int ncl = problem.num_cliques();

  // size the workspace; Eigen's resize and std::vector's resize do not
  // allocate when the sizes are unchanged.
  for (VectorX<T>* x :
       {&D_, &A_v_star_, &v_, &dv_, &r_, &A_r_, &A_dv_, &jc_, &grad_}) {
    x->resize(nv);
  }
  // the equation vectors only grow (see num_equations_), by half again at
  // least, so that a slowly growing ne reallocates rarely; every use is of
  // their first ne entries.
  num_equations_ = ne;
  for (VectorX<T>* x : {&vc_, &dvc_, &gamma_, &vc_ls_, &gamma_ls_}) {
    if (x->size() < ne) {
      x->setZero(max<Eigen::Index>(ne, x->size() + x->size() / 2));
    }
  }
  A_ldlt_.resize(ncl);
  constraint_start_.resize(nc);
  G_.resize(nc);
  // the Hessians: count the constraints of each size, grow the pools that
  // are short (by a quarter at least, so that a slowly growing number of
  // constraints allocates rarely), then hand the matrices out (after all
  // growth, which moves them).
  const auto pool_of = [this](int nk) -> HessianPool& {
    for (HessianPool& pool : G_pools_) {
      if (pool.nk == nk) return pool;
    }
    G_pools_.push_back(HessianPool{nk, 0, {}});
    return G_pools_.back();
  };
  for (HessianPool& pool : G_pools_) pool.used = 0;
  int max_nk = 0;
  int max_n = 0;
  for (int c = 0; c < ncl; ++c) max_n = max(max_n, problem.num_velocities(c));
  int start = 0;
  for (int i = 0; i < nc; ++i) {
    const int nk = problem.get_constraint(i).num_constraint_equations();
    constraint_start_[i] = start;
    start += nk;
    max_nk = max(max_nk, nk);
    ++pool_of(nk).used;
  }
  for (HessianPool& pool : G_pools_) {
    const int made = static_cast<int>(pool.matrices.size());
    if (made >= pool.used) continue;
    const int size = max(pool.used, made + made / 4);
    pool.matrices.resize(size);
    for (int j = made; j < size; ++j) {
      pool.matrices[j].setZero(pool.nk, pool.nk);
    }
  }
  for (HessianPool& pool : G_pools_) pool.used = 0;
  for (int i = 0; i < nc; ++i) {
    HessianPool& pool =
        pool_of(problem.get_constraint(i).num_constraint_equations());
    G_[i] = &pool.matrices[pool.used++];
  }
  // the scratch matrices only grow: they are used as raw arrays of
  // nk × m, or through their top-left corners.
  const auto grow = [](MatrixX<T>* M, int rows, int cols) {
    if (M->rows() < rows || M->cols() < cols) {
      M->resize(max<Eigen::Index>(rows, M->rows()),
                max<Eigen::Index>(cols, M->cols()));
    }
  };
  grow(&X_, max_nk, max_n);
  grow(&W_, max_nk, max_nk);
  for (MatrixX<T>* M : {&GJ_, &GJ1_, &Jg0_, &Jg1_}) grow(M, max_nk, max_n);
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
  // the constraints the fixed-size kernels take (see fixed_), and the
  // cliques whose explicit inverses they need.
  fixed_.resize(nc);
  inverse_start_.assign(ncl, -1);
  int num_inverses = 0;
  for (int i = 0; i < nc; ++i) {
    const SapConstraint<T>& constraint = problem.get_constraint(i);
    bool fixed = constraint.num_constraint_equations() == 3;
    for (int k = 0; k < constraint.num_cliques() && fixed; ++k) {
      const int c =
          k == 0 ? constraint.first_clique() : constraint.second_clique();
      fixed = problem.num_velocities(c) == 6 &&
              nz_start_[2 * i + k + 1] - nz_start_[2 * i + k] == 6;
    }
    fixed_[i] = fixed;
    for (int k = 0; k < constraint.num_cliques() && fixed; ++k) {
      const int c =
          k == 0 ? constraint.first_clique() : constraint.second_clique();
      if (inverse_start_[c] < 0) inverse_start_[c] = 36 * num_inverses++;
    }
  }
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

  // factorize each clique's A = Lᵀ⋅D⋅L in its tree's sparsity;
  // D = diag(A)^(−1/2).
  const std::vector<MatrixX<T>>& A = problem.dynamics_matrix();
  for (int c = 0; c < ncl; ++c) {
    const int n = problem.num_velocities(c);
    // (also an empty clique's, whose forest below is then empty.)
    if (!A_ldlt_[c].AnalyzeAndFactor(A[c])) return false;
    D_.segment(problem.velocities_start(c), n) =
        A[c].diagonal().cwiseSqrt().cwiseInverse();
  }
  // the explicit inverses of the cliques of fixed-size constraints, for
  // their Delassus estimates below (A_inv_ only grows).
  const size_t inverse_entries = 36 * static_cast<size_t>(num_inverses);
  if (A_inv_.size() < inverse_entries) A_inv_.resize(inverse_entries);
  for (int c = 0; c < ncl; ++c) {
    if (inverse_start_[c] < 0) continue;
    const Eigen::Matrix<double, 6, 6> A_c = A[c];
    Eigen::Map<Eigen::Matrix<double, 6, 6>>(A_inv_.data() + inverse_start_[c]) =
        Eigen::LLT<Eigen::Matrix<double, 6, 6>>(A_c).solve(
            Eigen::Matrix<double, 6, 6>::Identity());
  }
  MultiplyByDynamicsMatrix(problem.v_star(), &A_v_star_);

  // the sparsity of H's diagonal blocks: A's elimination forest with each
  // one-clique constraint's Jacobian columns on one path (a contact on a
  // limb already is; a self-contact merges two branches).
  if (use_block_sparse()) {
    hessian_forest_.resize(ncl);
    for (int c = 0; c < ncl; ++c) {
      const std::vector<int>& parent = A_ldlt_[c].parent();
      hessian_forest_[c].assign(parent.begin(), parent.end());
    }
    for (int i = 0; i < nc; ++i) {
      const SapConstraint<T>& constraint = problem.get_constraint(i);
      if (constraint.num_cliques() != 1) continue;
      TreeLdlt::CoupleInForest(nz_cols_.data() + nz_start_[2 * i],
                               nz_start_[2 * i + 1] - nz_start_[2 * i],
                               &hessian_forest_[constraint.first_clique()]);
    }
    // a tree block starts each Hessian from A, saved in its pattern.
    for (int c = 0; c < ncl; ++c) {
      if (H_sparse_.SetBlockSparsity(c, hessian_forest_[c])) {
        TreeLdlt& block = *H_sparse_.tree_block(c);
        block.SetZero();
        block.AddLower(A[c]);
        block.SaveAccumulated();
      }
    }
  }

  // Delassus estimate per constraint: w = ‖Wᵢᵢ‖_F/nk (the RMS norm of the
  // nk × nk block), Wᵢᵢ = Σ_c Jc⋅Ac⁻¹⋅Jcᵀ (with Ac's sparse factor: a
  // contact on a limb costs its path to the root, a joint limit the
  // joint's ancestors).
  const T h = problem.time_step();
  for (int i = 0; i < nc; ++i) {
    SapConstraint<T>& constraint = problem.get_mutable_constraint(i);
    if (fixed_[i]) {
      // W = Σ_c Jc⋅Ac⁻¹⋅Jcᵀ on 3 × 6 and 6 × 6 blocks.
      Eigen::Matrix3d W = Eigen::Matrix3d::Zero();
      for (int k = 0; k < constraint.num_cliques(); ++k) {
        const int c =
            k == 0 ? constraint.first_clique() : constraint.second_clique();
        const Eigen::Map<const Eigen::Matrix<double, 3, 6>> J(
            (k == 0 ? constraint.first_clique_jacobian()
                    : constraint.second_clique_jacobian())
                .data());
        const Eigen::Map<const Eigen::Matrix<double, 6, 6>> A_inv(
            A_inv_.data() + inverse_start_[c]);
        const Eigen::Matrix<double, 3, 6> J_A_inv = J * A_inv;
        W.noalias() += J_A_inv * J.transpose();
      }
      T w = W.norm() / 3;
      if (!(w > 0) || !std::isfinite(w)) w = 1.0;
      constraint.Prepare(h, w);
      continue;
    }
    const int nk = constraint.num_constraint_equations();
    auto W = W_.topLeftCorner(nk, nk);
    W.setZero();
    for (int k = 0; k < constraint.num_cliques(); ++k) {
      const int c =
          k == 0 ? constraint.first_clique() : constraint.second_clique();
      const MatrixX<T>& J = k == 0 ? constraint.first_clique_jacobian()
                                   : constraint.second_clique_jacobian();
      const int m = nz_start_[2 * i + k + 1] - nz_start_[2 * i + k];
      A_ldlt_[c].AddJHinvJt(J, nz_cols_.data() + nz_start_[2 * i + k], m, X_,
                            W);
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
    T* vc_i = vc->data() + constraint_start_[i];
    if (fixed_[i]) {
      using Vector6 = Eigen::Matrix<double, 6, 1>;
      Eigen::Map<Eigen::Vector3d> vc_3(vc_i);
      vc_3.noalias() =
          Eigen::Map<const Eigen::Matrix<double, 3, 6>>(
              constraint.first_clique_jacobian().data()) *
          Eigen::Map<const Vector6>(
              v.data() + problem.velocities_start(constraint.first_clique()));
      if (constraint.num_cliques() == 2) {
        vc_3.noalias() += Eigen::Map<const Eigen::Matrix<double, 3, 6>>(
                              constraint.second_clique_jacobian().data()) *
                          Eigen::Map<const Vector6>(
                              v.data() + problem.velocities_start(
                                             constraint.second_clique()));
      }
      continue;
    }
    for (int r = 0; r < nk; ++r) vc_i[r] = 0.0;
    for (int k = 0; k < constraint.num_cliques(); ++k) {
      const int c =
          k == 0 ? constraint.first_clique() : constraint.second_clique();
      const MatrixX<T>& J = k == 0 ? constraint.first_clique_jacobian()
                                   : constraint.second_clique_jacobian();
      const T* v_c = v.data() + problem.velocities_start(c);
      const int* cols = nz_cols_.data() + nz_start_[2 * i + k];
      const int m = nz_start_[2 * i + k + 1] - nz_start_[2 * i + k];
      // (a contact's three sums in registers.)
      if (nk == 3) {
        T s0 = vc_i[0], s1 = vc_i[1], s2 = vc_i[2];
        for (int a = 0; a < m; ++a) {
          const T* J_a = J.col(cols[a]).data();
          const T v_a = v_c[cols[a]];
          s0 += J_a[0] * v_a;
          s1 += J_a[1] * v_a;
          s2 += J_a[2] * v_a;
        }
        vc_i[0] = s0;
        vc_i[1] = s1;
        vc_i[2] = s2;
        continue;
      }
      for (int a = 0; a < m; ++a) {
        const T* J_a = J.col(cols[a]).data();
        const T v_a = v_c[cols[a]];
        for (int r = 0; r < nk; ++r) vc_i[r] += J_a[r] * v_a;
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
    const T* gamma_i = gamma.data() + constraint_start_[i];
    if (fixed_[i]) {
      using Vector6 = Eigen::Matrix<double, 6, 1>;
      const Eigen::Map<const Eigen::Vector3d> gamma_3(gamma_i);
      for (int k = 0; k < constraint.num_cliques(); ++k) {
        const int c =
            k == 0 ? constraint.first_clique() : constraint.second_clique();
        Eigen::Map<Vector6>(out->data() + problem.velocities_start(c))
            .noalias() += Eigen::Map<const Eigen::Matrix<double, 3, 6>>(
                              (k == 0 ? constraint.first_clique_jacobian()
                                      : constraint.second_clique_jacobian())
                                  .data())
                              .transpose() *
                          gamma_3;
      }
      continue;
    }
    for (int k = 0; k < constraint.num_cliques(); ++k) {
      const int c =
          k == 0 ? constraint.first_clique() : constraint.second_clique();
      const MatrixX<T>& J = k == 0 ? constraint.first_clique_jacobian()
                                   : constraint.second_clique_jacobian();
      T* out_c = out->data() + problem.velocities_start(c);
      const int* cols = nz_cols_.data() + nz_start_[2 * i + k];
      const int m = nz_start_[2 * i + k + 1] - nz_start_[2 * i + k];
      if (nk == 3) {
        const T g0 = gamma_i[0], g1 = gamma_i[1], g2 = gamma_i[2];
        for (int a = 0; a < m; ++a) {
          const T* J_a = J.col(cols[a]).data();
          out_c[cols[a]] += J_a[0] * g0 + J_a[1] * g1 + J_a[2] * g2;
        }
        continue;
      }
      for (int a = 0; a < m; ++a) {
        const T* J_a = J.col(cols[a]).data();
        T sum = 0.0;
        for (int r = 0; r < nk; ++r) sum += J_a[r] * gamma_i[r];
        out_c[cols[a]] += sum;
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
                                    with_hessian ? G_[i] : nullptr);
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
T SapSolver<T>::EvalAtCurrentVelocitiesFromLineSearch(const T& alpha) {
  vc_.swap(vc_ls_);
  gamma_.swap(gamma_ls_);
  r_ += alpha * dv_;
  A_r_ += alpha * A_dv_;
  MultiplyByJacobianTranspose(gamma_, &jc_);
  grad_ = A_r_ - jc_;
  return 0.5 * r_.dot(A_r_) + ls_constraints_cost_;
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
  MALLARD_PROFILE_STAGE(kFactorization);
  const SapContactProblem<T>& problem = *problem_;
  const std::vector<MatrixX<T>>& A = problem.dynamics_matrix();
  const bool sparse = use_block_sparse();
  if (sparse) {
    H_sparse_.SetZero();
    for (int c = 0; c < problem.num_cliques(); ++c) {
      if (TreeLdlt* tree = H_sparse_.tree_block(c)) {
        tree->RestoreSaved();
      } else {
        H_sparse_.AddToBlock(c, c, A[c]);
      }
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
  // clique). The columns are first gathered into contiguous nk × m arrays
  // Jg and GJ = G⋅Jg; the cliques' diagonal blocks get their lower
  // triangles only (the factorizations read nothing else).
  double* const Jg0 = Jg0_.data();
  double* const Jg1 = Jg1_.data();
  double* const GJ0 = GJ_.data();
  double* const GJ1 = GJ1_.data();
  for (int i = 0; i < problem.num_constraints(); ++i) {
    // An inactive constraint (Gᵢ = 0: a separating contact, a joint away
    // from its limit) adds nothing.
    const MatrixX<T>& G = *G_[i];
    if ((G.array() == 0.0).all()) continue;
    const SapConstraint<T>& constraint = problem.get_constraint(i);
    const int nk = constraint.num_constraint_equations();
    const int c0 = constraint.first_clique();
    // (data, leading dimension) of H's block of cliques (a, b) in storage.
    const auto block = [&](int a, int b) -> std::pair<double*, int> {
      if (sparse) {
        Eigen::MatrixXd& B = H_sparse_.mutable_block(a, b);
        return {B.data(), static_cast<int>(B.rows())};
      }
      const int sa = problem.velocities_start(a);
      const int sb = problem.velocities_start(b);
      return {H_.data() + sa + sb * H_.rows(), static_cast<int>(H_.rows())};
    };
    if (fixed_[i] && !(sparse && H_sparse_.tree_block(c0) != nullptr)) {
      // the same products on blocks of known size (whole diagonal blocks:
      // their upper triangles are read by nothing).
      using Matrix36 = Eigen::Matrix<double, 3, 6>;
      using Matrix63 = Eigen::Matrix<double, 6, 3>;
      using Block6 =
          Eigen::Map<Eigen::Matrix<double, 6, 6>, 0, Eigen::OuterStride<>>;
      const Eigen::Map<const Eigen::Matrix3d> G3(G.data());
      const Eigen::Map<const Matrix36> J0(
          constraint.first_clique_jacobian().data());
      const Matrix63 J0t_G = J0.transpose() * G3;
      {
        const auto [H00, ld] = block(c0, c0);
        Block6(H00, 6, 6, Eigen::OuterStride<>(ld)).noalias() += J0t_G * J0;
      }
      if (constraint.num_cliques() == 1) continue;
      const int c1 = constraint.second_clique();
      const Eigen::Map<const Matrix36> J1(
          constraint.second_clique_jacobian().data());
      const Matrix63 J1t_G = J1.transpose() * G3;
      {
        const auto [H11, ld] = block(c1, c1);
        Block6(H11, 6, 6, Eigen::OuterStride<>(ld)).noalias() += J1t_G * J1;
      }
      const bool store_01 =
          sparse ? H_sparse_.block_is_stored(c0, c1)
                 : problem.velocities_start(c0) > problem.velocities_start(c1);
      if (store_01) {
        const auto [H01, ld] = block(c0, c1);
        Block6(H01, 6, 6, Eigen::OuterStride<>(ld)).noalias() += J0t_G * J1;
      } else {
        const auto [H10, ld] = block(c1, c0);
        Block6(H10, 6, 6, Eigen::OuterStride<>(ld)).noalias() += J1t_G * J0;
      }
      continue;
    }
    const int* cols0 = nz_cols_.data() + nz_start_[2 * i];
    const int m0 = nz_start_[2 * i + 1] - nz_start_[2 * i];
    GatherColumns(constraint.first_clique_jacobian(), cols0, m0, Jg0);
    MultiplyGathered(G, Jg0, m0, GJ0);
    // (a tree block is only ever a one-clique constraint's.)
    if (TreeLdlt* tree = sparse ? H_sparse_.tree_block(c0) : nullptr) {
      AddJtGJToTree(nk, Jg0, cols0, m0, GJ0, tree);
      continue;
    }
    {
      const auto [H00, ld] = block(c0, c0);
      AddJtGJ(nk, Jg0, cols0, m0, GJ0, cols0, m0, true, H00, ld);
    }
    if (constraint.num_cliques() == 1) continue;
    const int c1 = constraint.second_clique();
    const int* cols1 = nz_cols_.data() + nz_start_[2 * i + 1];
    const int m1 = nz_start_[2 * i + 2] - nz_start_[2 * i + 1];
    GatherColumns(constraint.second_clique_jacobian(), cols1, m1, Jg1);
    MultiplyGathered(G, Jg1, m1, GJ1);
    {
      const auto [H11, ld] = block(c1, c1);
      AddJtGJ(nk, Jg1, cols1, m1, GJ1, cols1, m1, true, H11, ld);
    }
    // H_01 = J0ᵀ⋅G⋅J1, or its transpose H_10 = J1ᵀ⋅G⋅J0 (G symmetric),
    // whichever the storage holds (the dense H holds the lower one).
    const bool store_01 =
        sparse ? H_sparse_.block_is_stored(c0, c1)
               : problem.velocities_start(c0) > problem.velocities_start(c1);
    if (store_01) {
      const auto [H01, ld] = block(c0, c1);
      AddJtGJ(nk, Jg0, cols0, m0, GJ1, cols1, m1, false, H01, ld);
    } else {
      const auto [H10, ld] = block(c1, c0);
      AddJtGJ(nk, Jg1, cols1, m1, GJ0, cols0, m0, false, H10, ld);
    }
  }
  if (sparse) return H_sparse_.Factor();
  return H_llt_.Factor(H_);
}

template <typename T>
void SapSolver<T>::SolveNewtonSystem() {
  dv_ = -grad_;
  if (use_block_sparse()) {
    H_sparse_.SolveInPlace(&dv_);
  } else {
    H_llt_.SolveInPlace(dv_);
  }
}

template <typename T>
T SapSolver<T>::PerformExactLineSearch() {
  using std::abs;
  // φ(α) = ℓ(v + α⋅Δv) is convex; find the root of
  //   φ'(α) = Δvᵀ⋅A⋅(v − v*) + α⋅Δvᵀ⋅A⋅Δv − Δvcᵀ⋅γ(vc + α⋅Δvc)
  // in (0, α_max] with Newton's method, φ''(α) = Δvᵀ⋅A⋅Δv + Σ Δvcᵢᵀ⋅Gᵢ⋅Δvcᵢ,
  // safeguarded by bisection on a bracket. The returned α is always the
  // last one evaluated, so that the solver can take over γ and G there.
  const SapContactProblem<T>& problem = *problem_;
  const T alpha_max = parameters_.ls_alpha_max;
  const int ne = num_equations_;
  const T a1 = dv_.dot(A_r_);
  const T a2 = dv_.dot(A_dv_);
  const T dphi0 = grad_.dot(dv_);
  ls_alpha_evaluated_ = -1.0;
  // not a descent direction: only round-off is left to gain.
  if (!(dphi0 < 0)) return 0.0;
  const auto eval = [&](const T& alpha, T* d2phi) -> T {
    ++stats_.num_line_search_iters;
    vc_ls_.head(ne) = vc_.head(ne) + alpha * dvc_.head(ne);
    ls_constraints_cost_ = EvalConstraints(vc_ls_, &gamma_ls_, true);
    ls_alpha_evaluated_ = alpha;
    T d2 = a2;
    for (int i = 0; i < problem.num_constraints(); ++i) {
      const int nk = problem.get_constraint(i).num_constraint_equations();
      const auto dvc_i = dvc_.segment(constraint_start_[i], nk);
      // Δvcᵢᵀ⋅Gᵢ⋅Δvcᵢ by coefficients, to avoid a temporary.
      const MatrixX<T>& G = *G_[i];
      for (int b = 0; b < nk; ++b) {
        T G_dvc_b = 0.0;
        for (int a = 0; a < nk; ++a) G_dvc_b += G(a, b) * dvc_i(a);
        d2 += G_dvc_b * dvc_i(b);
      }
    }
    *d2phi = d2;
    return a1 + alpha * a2 - dvc_.head(ne).dot(gamma_ls_.head(ne));
  };
  const T dphi_tolerance = parameters_.ls_tolerance * abs(dphi0);
  // The Newton step α = 1 first: near the optimum it is exact.
  T alpha = alpha_max > 1.0 ? T(1.0) : alpha_max;
  T d2phi{0.0};
  T dphi = eval(alpha, &d2phi);
  if (abs(dphi) <= dphi_tolerance) return alpha;
  T lower = 0.0;
  T upper = alpha_max;
  if (dphi < 0) {
    // still descending at α = 1: if it still is at α_max, take α_max.
    if (alpha == alpha_max) return alpha;
    T d2phi_max{0.0};
    if (eval(alpha_max, &d2phi_max) <= 0) return alpha_max;
    // the minimum is in (1, α_max); Newton continues from α = 1.
    lower = alpha;
  } else {
    upper = alpha;
  }
  for (int k = 0; k < parameters_.ls_max_iterations; ++k) {
    T next = d2phi > 0 ? T(alpha - dphi / d2phi) : T(-1.0);
    if (!(next > lower && next < upper)) next = 0.5 * (lower + upper);
    // converged in α: the last α tried is as good as the next.
    if (abs(next - alpha) <= parameters_.ls_tolerance * alpha ||
        upper - lower <= parameters_.ls_tolerance * alpha) {
      if (ls_alpha_evaluated_ != alpha) eval(alpha, &d2phi);
      return alpha;
    }
    alpha = next;
    dphi = eval(alpha, &d2phi);
    if (abs(dphi) <= dphi_tolerance) break;
    if (dphi < 0) {
      lower = alpha;
    } else {
      upper = alpha;
    }
  }
  return alpha;
}

template <typename T>
T SapSolver<T>::PerformBackTrackingLineSearch(const T& cost0) {
  // Armijo: the largest α = α_max⋅ρᵏ with φ(α) ≤ φ(0) + c⋅α⋅φ'(0), where
  //   φ(α) = ½⋅rᵀ⋅A⋅r + α⋅Δvᵀ⋅A⋅r + ½⋅α²⋅Δvᵀ⋅A⋅Δv + Σ ℓᵢ(vc + α⋅Δvc).
  const int ne = num_equations_;
  const T a0 = 0.5 * r_.dot(A_r_);
  const T a1 = dv_.dot(A_r_);
  const T a2 = dv_.dot(A_dv_);
  const T dphi0 = grad_.dot(dv_);
  if (!(dphi0 < 0)) return 0.0;
  T alpha = parameters_.ls_alpha_max;
  for (int k = 0; k < parameters_.ls_max_iterations; ++k) {
    ++stats_.num_line_search_iters;
    vc_ls_.head(ne) = vc_.head(ne) + alpha * dvc_.head(ne);
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
  return Solve(problem, v_guess, false, true, results);
}

template <typename T>
SapSolverStatus SapSolver<T>::SolveWithGuessOrFreeMotion(
    const SapContactProblem<T>& problem, const VectorX<T>& v_guess,
    SapSolverResults<T>* results, bool copy_constraint_vectors) {
  return Solve(problem, v_guess, true, copy_constraint_vectors, results);
}

template <typename T>
SapSolverStatus SapSolver<T>::Solve(const SapContactProblem<T>& problem,
                                    const VectorX<T>& v_guess,
                                    bool try_free_motion,
                                    bool copy_constraint_vectors,
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
  if (try_free_motion) {
    // With no impulse at v*, ∇ℓ(v*) = A⋅(v* − v*) − Jᵀ⋅γ = 0: v* is the
    // optimum, which the first convergence check below accepts.
    CalcConstraintVelocities(problem.v_star(), &vc_ls_);
    EvalConstraints(vc_ls_, &gamma_ls_, false);
    if ((gamma_ls_.head(num_equations_).array() == 0.0).all()) {
      v_ = problem.v_star();
    }
  }
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
    cost = alpha > 0 && alpha == ls_alpha_evaluated_
               ? EvalAtCurrentVelocitiesFromLineSearch(alpha)
               : EvalAtCurrentVelocities();
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
  if (copy_constraint_vectors) {
    results->vc = constraint_velocities();
    results->gamma = impulses();
  }
  results->j = jc_;
  results->num_iterations = k;
  return SapSolverStatus::kSuccess;
}

template class SapSolver<double>;

}  // namespace internal
}  // namespace contact_solvers
}  // namespace multibody
}  // namespace drake
