#include "drake/math/continuous_algebraic_riccati_equation.h"

#include <algorithm>
#include <cmath>
#include <complex>
#include <limits>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include <Eigen/Eigenvalues>
#include <fmt/format.h>

#include "drake/math/riccati_checks.h"

namespace drake {
namespace math {
namespace {

// Why the Schur method: the stabilizing solution is X = U₂₁ U₁₁⁻¹ where the
// columns of [U₁₁; U₂₁] span the stable invariant subspace of the
// Hamiltonian. An orthogonal (real Schur) basis of that subspace is the
// backward-stable way to get it; the matrix sign function iteration (which
// Drake uses) needs no reordering but its accuracy degrades when
// eigenvalues approach the imaginary axis. Eigen computes the real Schur
// form but cannot reorder it, so SwapAdjacentBlocks() below does that by
// the direct swapping method (Bai & Demmel, 1993): solve a small Sylvester
// equation for the invariant subspace of the lower block and rotate it to
// the top with an orthogonal QR factor.

constexpr char kName[] = "ContinuousAlgebraicRiccatiEquation";

// Swaps the adjacent diagonal blocks T₁₁ (p x p, at row/column j) and T₂₂
// (q x q, just after it) of the quasi-triangular T, with the orthogonal
// similarity applied to T and accumulated into U.
void SwapAdjacentBlocks(Eigen::MatrixXd* T_ptr, Eigen::MatrixXd* U_ptr,
                        Eigen::Index j, int p, int q) {
  Eigen::MatrixXd& T = *T_ptr;
  Eigen::MatrixXd& U = *U_ptr;
  const int m = p + q;
  const Eigen::MatrixXd T11 = T.block(j, j, p, p);
  const Eigen::MatrixXd T12 = T.block(j, j + p, p, q);
  const Eigen::MatrixXd T22 = T.block(j + p, j + p, q, q);
  // Solve T₁₁ X − X T₂₂ = T₁₂ (unique because the blocks share no
  // eigenvalue), written as a (pq) x (pq) linear system in vec(X).
  Eigen::MatrixXd K = Eigen::MatrixXd::Zero(p * q, p * q);
  for (int c = 0; c < q; ++c) {
    for (int r = 0; r < p; ++r) {
      const int row = r + c * p;
      for (int k = 0; k < p; ++k) K(row, k + c * p) += T11(r, k);
      for (int k = 0; k < q; ++k) K(row, r + k * p) -= T22(k, c);
    }
  }
  const Eigen::VectorXd x =
      K.fullPivLu().solve(Eigen::Map<const Eigen::VectorXd>(T12.data(), p * q));
  // Then [−X; I] spans the invariant subspace of T₂₂'s eigenvalues; an
  // orthogonal basis for it, completed to Q, brings T₂₂'s eigenvalues first.
  Eigen::MatrixXd V(m, q);
  V.topRows(p) = -Eigen::Map<const Eigen::MatrixXd>(x.data(), p, q);
  V.bottomRows(q).setIdentity();
  const Eigen::MatrixXd Q =
      Eigen::HouseholderQR<Eigen::MatrixXd>(V).householderQ() *
      Eigen::MatrixXd::Identity(m, m);
  T.middleRows(j, m) = (Q.transpose() * T.middleRows(j, m)).eval();
  T.middleCols(j, m) = (T.middleCols(j, m) * Q).eval();
  U.middleCols(j, m) = (U.middleCols(j, m) * Q).eval();
  // Zero in exact arithmetic; roundoff of the swap otherwise.
  T.block(j + q, j, p, q).setZero();
}

// Reorders the real Schur form T = Uᵀ H U so that the eigenvalues with
// negative real part come first. Returns how many there are.
int OrderStableFirst(Eigen::MatrixXd* T_ptr, Eigen::MatrixXd* U_ptr) {
  Eigen::MatrixXd& T = *T_ptr;
  const Eigen::Index size = T.rows();
  // The 1x1 and 2x2 diagonal blocks, and whether each is stable.
  std::vector<int> block_sizes;
  std::vector<char> stable;  // Not vector<bool>: its elements swap.
  int num_stable = 0;
  for (Eigen::Index i = 0; i < size;) {
    const bool two = i + 1 < size && T(i + 1, i) != 0.0;
    const int s = two ? 2 : 1;
    const double real_part = two ? 0.5 * (T(i, i) + T(i + 1, i + 1)) : T(i, i);
    block_sizes.push_back(s);
    stable.push_back(real_part < 0);
    if (real_part < 0) num_stable += s;
    i += s;
  }
  // Bubble each stable block up past the unstable ones before it.
  int placed = 0;
  for (int b = 0; b < static_cast<int>(block_sizes.size()); ++b) {
    if (!stable[b]) continue;
    for (int k = b; k > placed; --k) {
      Eigen::Index start = 0;
      for (int i = 0; i < k - 1; ++i) start += block_sizes[i];
      SwapAdjacentBlocks(&T, U_ptr, start, block_sizes[k - 1], block_sizes[k]);
      std::swap(block_sizes[k - 1], block_sizes[k]);
      std::swap(stable[k - 1], stable[k]);
    }
    ++placed;
  }
  return num_stable;
}

Eigen::MatrixXd SolveCare(const Eigen::Ref<const Eigen::MatrixXd>& A,
                          const Eigen::Ref<const Eigen::MatrixXd>& B,
                          const Eigen::Ref<const Eigen::MatrixXd>& Q,
                          const Eigen::LLT<Eigen::MatrixXd>& R_cholesky) {
  const Eigen::Index n = A.rows();
  if (const auto mode = internal::FindUnstabilizableMode(
          A, B, internal::StabilityRegion::kContinuous)) {
    throw std::runtime_error(fmt::format(
        "{}: (A, B) is not stabilizable: the eigenvalue {} + {}i of A is not "
        "controllable from B, so no stabilizing solution exists.",
        kName, mode->real(), mode->imag()));
  }
  if (n == 0) return Eigen::MatrixXd(0, 0);
  const Eigen::MatrixXd G = B * R_cholesky.solve(B.transpose());
  Eigen::MatrixXd H(2 * n, 2 * n);
  H << A, -G, -Q, -A.transpose();

  Eigen::RealSchur<Eigen::MatrixXd> schur(H);
  if (schur.info() != Eigen::Success) {
    throw std::runtime_error(fmt::format(
        "{}: the Schur decomposition of the Hamiltonian did not converge.",
        kName));
  }
  Eigen::MatrixXd T = schur.matrixT();
  Eigen::MatrixXd U = schur.matrixU();
  // Eigenvalues on (or numerically on) the imaginary axis mean there is no
  // stabilizing solution.
  const double axis_tolerance = 1e-11 * std::max(1.0, H.norm());
  for (Eigen::Index i = 0; i < 2 * n; ++i) {
    const bool two = i + 1 < 2 * n && T(i + 1, i) != 0.0;
    const double real_part = two ? 0.5 * (T(i, i) + T(i + 1, i + 1)) : T(i, i);
    if (std::abs(real_part) <= axis_tolerance) {
      throw std::runtime_error(fmt::format(
          "{}: the Hamiltonian matrix has an eigenvalue on the imaginary axis "
          "(real part {}), so no stabilizing solution exists; typically (Q, "
          "A) has an unobservable mode on the imaginary axis.",
          kName, real_part));
    }
    if (two) ++i;
  }
  const int num_stable = OrderStableFirst(&T, &U);
  if (num_stable != n) {
    throw std::runtime_error(fmt::format(
        "{}: the Hamiltonian matrix has {} stable eigenvalues where {} were "
        "expected; no stabilizing solution exists.",
        kName, num_stable, n));
  }
  // X U₁₁ = U₂₁.
  const Eigen::MatrixXd U11 = U.topLeftCorner(n, n);
  const Eigen::MatrixXd U21 = U.bottomLeftCorner(n, n);
  const Eigen::PartialPivLU<Eigen::MatrixXd> lu(U11.transpose());
  if (!(lu.rcond() > 1e-13)) {
    throw std::runtime_error(fmt::format(
        "{}: the stable invariant subspace of the Hamiltonian is not the "
        "graph of a matrix (its basis U11 has reciprocal condition number "
        "{}); no stabilizing solution exists.",
        kName, lu.rcond()));
  }
  Eigen::MatrixXd X = lu.solve(U21.transpose()).transpose();
  X = (0.5 * (X + X.transpose())).eval();

  // Check the residual relative to the size of its terms.
  const Eigen::MatrixXd residual = X * A + A.transpose() * X - X * G * X + Q;
  const double scale =
      Q.norm() + 2 * A.norm() * X.norm() + G.norm() * X.norm() * X.norm();
  if (!(residual.norm() <= 1e-8 * std::max(scale, 1e-300))) {
    throw std::runtime_error(fmt::format(
        "{}: the computed solution has residual {} (relative {}), too large "
        "to be trusted; the problem is too ill-conditioned.",
        kName, residual.norm(), residual.norm() / scale));
  }
  const Eigen::VectorXcd closed_loop =
      Eigen::EigenSolver<Eigen::MatrixXd>(A - G * X, false).eigenvalues();
  if (!(closed_loop.real().maxCoeff() < 0)) {
    throw std::runtime_error(fmt::format(
        "{}: the computed solution does not stabilize A - B R⁻¹ Bᵀ S (largest "
        "real part {}).",
        kName, closed_loop.real().maxCoeff()));
  }
  return X;
}

void CheckABQ(const Eigen::Ref<const Eigen::MatrixXd>& A,
              const Eigen::Ref<const Eigen::MatrixXd>& B,
              const Eigen::Ref<const Eigen::MatrixXd>& Q) {
  const Eigen::Index n = A.rows();
  internal::CheckRiccatiSize(kName, "A", A, n, n, "square");
  internal::CheckRiccatiSize(kName, "B", B, n, B.cols(), "as many rows as A");
  internal::CheckRiccatiSize(kName, "Q", Q, n, n, "the size of A");
  internal::CheckRiccatiFinite(kName, "A", A);
  internal::CheckRiccatiFinite(kName, "B", B);
  internal::CheckRiccatiFinite(kName, "Q", Q);
  internal::CheckRiccatiSymmetricDefinite(kName, "Q", Q, false);
}

}  // namespace

Eigen::MatrixXd ContinuousAlgebraicRiccatiEquation(
    const Eigen::Ref<const Eigen::MatrixXd>& A,
    const Eigen::Ref<const Eigen::MatrixXd>& B,
    const Eigen::Ref<const Eigen::MatrixXd>& Q,
    const Eigen::Ref<const Eigen::MatrixXd>& R) {
  CheckABQ(A, B, Q);
  const Eigen::Index m = B.cols();
  internal::CheckRiccatiSize(kName, "R", R, m, m,
                             "square, one row per column of B");
  internal::CheckRiccatiFinite(kName, "R", R);
  internal::CheckRiccatiSymmetricDefinite(kName, "R", R, true);
  return SolveCare(A, B, Q, Eigen::LLT<Eigen::MatrixXd>(R));
}

Eigen::MatrixXd ContinuousAlgebraicRiccatiEquation(
    const Eigen::Ref<const Eigen::MatrixXd>& A,
    const Eigen::Ref<const Eigen::MatrixXd>& B,
    const Eigen::Ref<const Eigen::MatrixXd>& Q,
    const Eigen::LLT<Eigen::MatrixXd>& R_cholesky) {
  CheckABQ(A, B, Q);
  if (R_cholesky.info() != Eigen::Success) {
    throw std::invalid_argument(fmt::format(
        "{}: R_cholesky failed, so R is not positive definite.", kName));
  }
  const Eigen::MatrixXd L = R_cholesky.matrixL();
  internal::CheckRiccatiSize(kName, "R_cholesky", L, B.cols(), B.cols(),
                             "square, one row per column of B");
  return SolveCare(A, B, Q, R_cholesky);
}

}  // namespace math
}  // namespace drake
