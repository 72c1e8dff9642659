#include "drake/math/lyapunov_internal.h"

#include <cmath>
#include <complex>
#include <stdexcept>
#include <utility>
#include <vector>

#include <Eigen/Dense>
#include <fmt/format.h>

namespace drake {
namespace math {
namespace internal {
namespace {

// The uniqueness test's threshold, as Drake documents it (absolute).
constexpr double kEpsilon = 1e-10;

// The diagonal blocks (start, size 1 or 2) of the quasi-triangular T.
std::vector<std::pair<Eigen::Index, Eigen::Index>> DiagonalBlocks(
    const Eigen::MatrixXd& T) {
  std::vector<std::pair<Eigen::Index, Eigen::Index>> blocks;
  const Eigen::Index n = T.rows();
  for (Eigen::Index i = 0; i < n;) {
    const Eigen::Index size = (i + 1 < n && T(i + 1, i) != 0.0) ? 2 : 1;
    blocks.emplace_back(i, size);
    i += size;
  }
  return blocks;
}

// The Kronecker product P ⊗ R.
Eigen::MatrixXd Kron(const Eigen::MatrixXd& P, const Eigen::MatrixXd& R) {
  Eigen::MatrixXd K(P.rows() * R.rows(), P.cols() * R.cols());
  for (Eigen::Index j = 0; j < P.cols(); ++j) {
    for (Eigen::Index i = 0; i < P.rows(); ++i) {
      K.block(i * R.rows(), j * R.cols(), R.rows(), R.cols()) = P(i, j) * R;
    }
  }
  return K;
}

// Solves K vec(Y) = vec(rhs) for the p x q block Y.
Eigen::MatrixXd SolveSmall(const Eigen::MatrixXd& K,
                           const Eigen::MatrixXd& rhs) {
  const Eigen::VectorXd y = K.fullPivLu().solve(
      Eigen::Map<const Eigen::VectorXd>(rhs.data(), rhs.size()));
  return Eigen::Map<const Eigen::MatrixXd>(y.data(), rhs.rows(), rhs.cols());
}

void CheckUnique(const char* function, LyapunovKind kind,
                 const Eigen::Ref<const Eigen::MatrixXd>& A) {
  const Eigen::VectorXcd lambda =
      Eigen::EigenSolver<Eigen::MatrixXd>(A, false).eigenvalues();
  for (Eigen::Index i = 0; i < lambda.size(); ++i) {
    for (Eigen::Index j = i; j < lambda.size(); ++j) {
      // The operator X ↦ AᵀX + XA has eigenvalues λᵢ + λⱼ; X ↦ AᵀXA − X has
      // λᵢλⱼ − 1 (the spectrum of a real A is closed under conjugation).
      const std::complex<double> value = kind == LyapunovKind::kContinuous
                                             ? lambda(i) + lambda(j)
                                             : lambda(i) * lambda(j) - 1.0;
      if (std::abs(value.real()) < kEpsilon &&
          std::abs(value.imag()) < kEpsilon) {
        throw std::runtime_error(fmt::format(
            "{}: the solution is not unique: A has eigenvalues {}{:+}i and "
            "{}{:+}i whose {} is (within {}).",
            function, lambda(i).real(), lambda(i).imag(), lambda(j).real(),
            lambda(j).imag(),
            kind == LyapunovKind::kContinuous ? "sum 0" : "product 1",
            kEpsilon));
      }
    }
  }
}

}  // namespace

Eigen::MatrixXd SolveRealLyapunovEquation(
    const char* function, LyapunovKind kind,
    const Eigen::Ref<const Eigen::MatrixXd>& A,
    const Eigen::Ref<const Eigen::MatrixXd>& Q) {
  if (A.rows() != A.cols() || Q.rows() != Q.cols() || A.rows() != Q.rows()) {
    throw std::invalid_argument(fmt::format(
        "{}: A and Q must be square and of equal size, but A is {}x{} and Q "
        "is {}x{}.",
        function, A.rows(), A.cols(), Q.rows(), Q.cols()));
  }
  if (!A.allFinite() || !Q.allFinite()) {
    throw std::invalid_argument(fmt::format(
        "{}: A and Q must not have NaN or infinite entries.", function));
  }
  const Eigen::Index n = A.rows();
  if (n == 0) return Eigen::MatrixXd(0, 0);
  const double asymmetry = (Q - Q.transpose()).cwiseAbs().maxCoeff();
  if (asymmetry > kEpsilon) {
    throw std::invalid_argument(fmt::format(
        "{}: Q must be symmetric, but |Q(i, j) - Q(j, i)| reaches {} (the "
        "tolerance is {}).",
        function, asymmetry, kEpsilon));
  }
  CheckUnique(function, kind, A);

  // Bartels-Stewart: with A = U T Uᵀ (real Schur form), Y = Uᵀ X U solves
  // the same equation with T and C = Uᵀ Q U, by back substitution over the
  // 1x1 and 2x2 diagonal blocks of T.
  const Eigen::RealSchur<Eigen::MatrixXd> schur(A);
  if (schur.info() != Eigen::Success) {
    throw std::runtime_error(fmt::format(
        "{}: the real Schur decomposition of A did not converge.", function));
  }
  const Eigen::MatrixXd& T = schur.matrixT();
  const Eigen::MatrixXd& U = schur.matrixU();
  const Eigen::MatrixXd C = U.transpose() * Q * U;
  const auto blocks = DiagonalBlocks(T);
  Eigen::MatrixXd Y = Eigen::MatrixXd::Zero(n, n);
  for (const auto& [c, q] : blocks) {
    const Eigen::MatrixXd Tjj = T.block(c, c, q, q);
    // Discrete: the part of (Y T)(:, block j) from the earlier columns.
    Eigen::MatrixXd M;
    if (kind == LyapunovKind::kDiscrete) {
      M = Y.leftCols(c) * T.block(0, c, c, q);
    }
    for (const auto& [r, p] : blocks) {
      const Eigen::MatrixXd Tii = T.block(r, r, p, p);
      Eigen::MatrixXd rhs = -C.block(r, c, p, q);
      Eigen::MatrixXd K;
      if (kind == LyapunovKind::kContinuous) {
        // Tᵢᵢᵀ Yᵢⱼ + Yᵢⱼ Tⱼⱼ = −Cᵢⱼ − Σₖ₍ₖ<ᵢ₎ Tₖᵢᵀ Yₖⱼ − Σₗ₍ₗ<ⱼ₎ Yᵢₗ Tₗⱼ.
        rhs -= T.block(0, r, r, p).transpose() * Y.block(0, c, r, q);
        rhs -= Y.block(r, 0, p, c) * T.block(0, c, c, q);
        K = Kron(Eigen::MatrixXd::Identity(q, q), Tii.transpose()) +
            Kron(Tjj.transpose(), Eigen::MatrixXd::Identity(p, p));
      } else {
        // Tᵢᵢᵀ Yᵢⱼ Tⱼⱼ − Yᵢⱼ = −Cᵢⱼ − Σₖ₍ₖ≤ᵢ₎ Tₖᵢᵀ Mₖ
        //                      − Σₖ₍ₖ<ᵢ₎ Tₖᵢᵀ Yₖⱼ Tⱼⱼ.
        rhs -= T.block(0, r, r + p, p).transpose() * M.topRows(r + p);
        rhs -= T.block(0, r, r, p).transpose() * Y.block(0, c, r, q) * Tjj;
        K = Kron(Tjj.transpose(), Tii.transpose()) -
            Eigen::MatrixXd::Identity(p * q, p * q);
      }
      Y.block(r, c, p, q) = SolveSmall(K, rhs);
    }
  }
  const Eigen::MatrixXd X = U * Y * U.transpose();
  return 0.5 * (X + X.transpose());
}

}  // namespace internal
}  // namespace math
}  // namespace drake
