#include "drake/math/discrete_algebraic_riccati_equation.h"

#include <algorithm>
#include <cmath>
#include <complex>
#include <optional>
#include <stdexcept>
#include <string>

#include <Eigen/Eigenvalues>
#include <fmt/format.h>

#include "drake/math/riccati_checks.h"

namespace drake {
namespace math {
namespace {

// Why the doubling algorithm: the Schur method for the DARE needs either
// A⁻¹ (symplectic matrix) or an ordered generalized (QZ) Schur form of the
// symplectic pencil, and Eigen offers neither reordering. The
// structure-preserving doubling algorithm (Chu, Fan, Lin, 2005) iterates
//   W = I + G H,
//   A ← A W⁻¹ A,  G ← G + A W⁻¹ G Aᵀ,  H ← H + Aᵀ H W⁻¹ A,
// from A, G = B R⁻¹ Bᵀ, H = Q; H_k is the Riccati iterate after 2ᵏ steps and
// converges quadratically to the stabilizing solution when (A, B) is
// stabilizable and (A, C) detectable, for any A (singular included).

constexpr char kName[] = "DiscreteAlgebraicRiccatiEquation";

// Solves the equation without cross term; A, B, Q, R already validated.
Eigen::MatrixXd SolveDare(const Eigen::MatrixXd& A, const Eigen::MatrixXd& B,
                          const Eigen::MatrixXd& Q, const Eigen::MatrixXd& R) {
  const Eigen::Index n = A.rows();
  if (const auto mode = internal::FindUnstabilizableMode(
          A, B, internal::StabilityRegion::kDiscrete)) {
    throw std::runtime_error(fmt::format(
        "{}: (A, B) is not stabilizable: the eigenvalue {} + {}i of A (on or "
        "outside the unit circle) is not controllable from B, so no "
        "stabilizing solution exists.",
        kName, mode->real(), mode->imag()));
  }
  // (A, C) detectable with Q = CᵀC ⇔ (Aᵀ, Q) stabilizable (same kernels).
  if (const auto mode = internal::FindUnstabilizableMode(
          A.transpose(), Q, internal::StabilityRegion::kDiscrete)) {
    throw std::runtime_error(fmt::format(
        "{}: (A, C) is not detectable, where Q = CᵀC: the eigenvalue {} + {}i "
        "of A (on or outside the unit circle) is not observable through Q.",
        kName, mode->real(), mode->imag()));
  }
  if (n == 0) return Eigen::MatrixXd(0, 0);

  const Eigen::LLT<Eigen::MatrixXd> R_cholesky(R);
  Eigen::MatrixXd A_k = A;
  Eigen::MatrixXd G_k = B * R_cholesky.solve(B.transpose());
  Eigen::MatrixXd H_k = Q;
  const Eigen::MatrixXd I = Eigen::MatrixXd::Identity(n, n);
  constexpr int kMaxIterations = 100;
  bool converged = false;
  for (int iteration = 0; iteration < kMaxIterations; ++iteration) {
    // W is nonsingular in exact arithmetic (G, H are positive
    // semidefinite); an ill-conditioned W only costs accuracy, which the
    // residual check below catches.
    const Eigen::PartialPivLU<Eigen::MatrixXd> W(I + G_k * H_k);
    const Eigen::MatrixXd W_inv_A = W.solve(A_k);
    const Eigen::MatrixXd W_inv_G = W.solve(G_k);
    if (!W_inv_A.allFinite() || !W_inv_G.allFinite()) {
      throw std::runtime_error(fmt::format(
          "{}: the doubling iteration broke down (I + G H became singular); "
          "the problem is too ill-conditioned.",
          kName));
    }
    Eigen::MatrixXd G_next = G_k + A_k * W_inv_G * A_k.transpose();
    Eigen::MatrixXd H_next = H_k + A_k.transpose() * H_k * W_inv_A;
    A_k = A_k * W_inv_A;
    G_k = 0.5 * (G_next + G_next.transpose());
    H_next = (0.5 * (H_next + H_next.transpose())).eval();
    const double change = (H_next - H_k).norm();
    H_k = std::move(H_next);
    if (!H_k.allFinite()) {
      throw std::runtime_error(
          fmt::format("{}: the doubling iteration diverged; the problem is too "
                      "ill-conditioned.",
                      kName));
    }
    if (change <= 1e-13 * std::max(1.0, H_k.norm())) {
      converged = true;
      break;
    }
  }
  if (!converged) {
    throw std::runtime_error(fmt::format(
        "{}: the doubling iteration did not converge in {} iterations; the "
        "symplectic pencil likely has eigenvalues on the unit circle.",
        kName, kMaxIterations));
  }
  const Eigen::MatrixXd& X = H_k;

  // Check the residual relative to the size of its terms.
  const Eigen::MatrixXd BtXA = B.transpose() * X * A;
  const Eigen::LLT<Eigen::MatrixXd> S(R + B.transpose() * X * B);
  const Eigen::MatrixXd residual =
      A.transpose() * X * A - X - BtXA.transpose() * S.solve(BtXA) + Q;
  const double scale = Q.norm() + X.norm() * (1 + A.norm() * A.norm());
  if (!(residual.norm() <= 1e-8 * std::max(scale, 1e-300))) {
    throw std::runtime_error(fmt::format(
        "{}: the computed solution has residual {} (relative {}), too large "
        "to be trusted; the problem is too ill-conditioned.",
        kName, residual.norm(), residual.norm() / scale));
  }
  const Eigen::MatrixXd closed_loop = A - B * S.solve(BtXA);
  const double radius = Eigen::EigenSolver<Eigen::MatrixXd>(closed_loop, false)
                            .eigenvalues()
                            .cwiseAbs()
                            .maxCoeff();
  if (!(radius < 1)) {
    throw std::runtime_error(fmt::format(
        "{}: the computed solution does not stabilize the closed loop "
        "(spectral radius {}).",
        kName, radius));
  }
  return X;
}

void CheckInputs(const Eigen::Ref<const Eigen::MatrixXd>& A,
                 const Eigen::Ref<const Eigen::MatrixXd>& B,
                 const Eigen::Ref<const Eigen::MatrixXd>& Q,
                 const Eigen::Ref<const Eigen::MatrixXd>& R) {
  const Eigen::Index n = A.rows();
  const Eigen::Index m = B.cols();
  internal::CheckRiccatiSize(kName, "A", A, n, n, "square");
  internal::CheckRiccatiSize(kName, "B", B, n, m, "as many rows as A");
  internal::CheckRiccatiSize(kName, "Q", Q, n, n, "the size of A");
  internal::CheckRiccatiSize(kName, "R", R, m, m,
                             "square, one row per column of B");
  internal::CheckRiccatiFinite(kName, "A", A);
  internal::CheckRiccatiFinite(kName, "B", B);
  internal::CheckRiccatiFinite(kName, "Q", Q);
  internal::CheckRiccatiFinite(kName, "R", R);
  internal::CheckRiccatiSymmetricDefinite(kName, "Q", Q, false);
  internal::CheckRiccatiSymmetricDefinite(kName, "R", R, true);
}

}  // namespace

Eigen::MatrixXd DiscreteAlgebraicRiccatiEquation(
    const Eigen::Ref<const Eigen::MatrixXd>& A,
    const Eigen::Ref<const Eigen::MatrixXd>& B,
    const Eigen::Ref<const Eigen::MatrixXd>& Q,
    const Eigen::Ref<const Eigen::MatrixXd>& R) {
  CheckInputs(A, B, Q, R);
  return SolveDare(A, B, Q, R);
}

Eigen::MatrixXd DiscreteAlgebraicRiccatiEquation(
    const Eigen::Ref<const Eigen::MatrixXd>& A,
    const Eigen::Ref<const Eigen::MatrixXd>& B,
    const Eigen::Ref<const Eigen::MatrixXd>& Q,
    const Eigen::Ref<const Eigen::MatrixXd>& R,
    const Eigen::Ref<const Eigen::MatrixXd>& N) {
  CheckInputs(A, B, Q, R);
  internal::CheckRiccatiSize(kName, "N", N, A.rows(), B.cols(),
                             "rows of A by columns of B");
  internal::CheckRiccatiFinite(kName, "N", N);
  // With u = v − R⁻¹Nᵀx the cross term disappears:
  // xᵀQx + 2xᵀNu + uᵀRu = xᵀ(Q − NR⁻¹Nᵀ)x + vᵀRv, x⁺ = (A − BR⁻¹Nᵀ)x + Bv.
  const Eigen::LLT<Eigen::MatrixXd> R_cholesky(R);
  const Eigen::MatrixXd R_inv_Nt = R_cholesky.solve(N.transpose());
  const Eigen::MatrixXd A_bar = A - B * R_inv_Nt;
  Eigen::MatrixXd Q_bar = Q - N * R_inv_Nt;
  Q_bar = (0.5 * (Q_bar + Q_bar.transpose())).eval();
  const double scale = std::max(1.0, Q.cwiseAbs().maxCoeff());
  if (Q_bar.size() > 0) {
    const double smallest = Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd>(
                                Q_bar, Eigen::EigenvaluesOnly)
                                .eigenvalues()
                                .minCoeff();
    if (!(smallest >= -1e-10 * scale)) {
      throw std::invalid_argument(fmt::format(
          "{}: Q − N R⁻¹ Nᵀ must be positive semidefinite, but its smallest "
          "eigenvalue is {}.",
          kName, smallest));
    }
  }
  return SolveDare(A_bar, B, Q_bar, R);
}

}  // namespace math
}  // namespace drake
