#include "drake/math/quadratic_form.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include <Eigen/Dense>
#include <fmt/format.h>

#include "drake/math/matrix_util.h"

namespace drake {
namespace math {

Eigen::MatrixXd DecomposePSDmatrixIntoXtransposeTimesX(
    const Eigen::Ref<const Eigen::MatrixXd>& Y, double zero_tol,
    bool return_empty_if_not_psd) {
  constexpr char kName[] = "DecomposePSDmatrixIntoXtransposeTimesX()";
  if (Y.rows() != Y.cols()) {
    throw std::invalid_argument(fmt::format(
        "{}: Y must be square, but it is {}x{}.", kName, Y.rows(), Y.cols()));
  }
  if (!(zero_tol >= 0)) {
    throw std::invalid_argument(fmt::format(
        "{}: zero_tol must be non-negative, but it is {}.", kName, zero_tol));
  }
  // The answer when Y is not PSD and return_empty_if_not_psd is set.
  Eigen::MatrixXd empty(0, Y.cols());
  if (!Y.allFinite()) {
    if (return_empty_if_not_psd) return empty;
    throw std::runtime_error(
        fmt::format("{}: Y has a NaN or infinite entry, so it is not positive "
                    "semidefinite.",
                    kName));
  }
  // Positive definite: the Cholesky factor (full rank) is cheapest.
  const Eigen::LLT<Eigen::MatrixXd> llt(Y);
  if (llt.info() == Eigen::Success) return llt.matrixU();
  const Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> eigen(Y);
  if (eigen.info() != Eigen::Success) {
    if (return_empty_if_not_psd) return empty;
    throw std::runtime_error(fmt::format(
        "{}: the eigenvalue decomposition of Y failed; Y is not known to be "
        "positive semidefinite.",
        kName));
  }
  const Eigen::VectorXd& lambda = eigen.eigenvalues();
  Eigen::MatrixXd X(Y.rows(), Y.cols());
  Eigen::Index rank = 0;
  for (Eigen::Index i = 0; i < lambda.size(); ++i) {
    if (lambda(i) < -zero_tol) {
      if (return_empty_if_not_psd) return empty;
      throw std::runtime_error(fmt::format(
          "{}: Y is not positive semidefinite: it has the eigenvalue {}, "
          "below -zero_tol = {}.",
          kName, lambda(i), -zero_tol));
    }
    if (lambda(i) > zero_tol) {
      X.row(rank++) =
          std::sqrt(lambda(i)) * eigen.eigenvectors().col(i).transpose();
    }
  }
  return X.topRows(rank);
}

std::pair<Eigen::MatrixXd, Eigen::MatrixXd> DecomposePositiveQuadraticForm(
    const Eigen::Ref<const Eigen::MatrixXd>& Q,
    const Eigen::Ref<const Eigen::VectorXd>& b, double c, double tol) {
  constexpr char kName[] = "DecomposePositiveQuadraticForm()";
  if (Q.rows() != Q.cols()) {
    throw std::invalid_argument(fmt::format(
        "{}: Q must be square, but it is {}x{}.", kName, Q.rows(), Q.cols()));
  }
  if (b.rows() != Q.rows()) {
    throw std::invalid_argument(
        fmt::format("{}: b must have {} rows (as Q), but it has {}.", kName,
                    Q.rows(), b.rows()));
  }
  if (!(tol >= 0)) {
    throw std::invalid_argument(
        fmt::format("{}: tol must be non-negative, but it is {}.", kName, tol));
  }
  // xᵀQx + bᵀx + c = [x; 1]ᵀ M [x; 1].
  const Eigen::Index n = Q.rows();
  Eigen::MatrixXd M(n + 1, n + 1);
  M.topLeftCorner(n, n) = 0.5 * (Q + Q.transpose());
  M.topRightCorner(n, 1) = 0.5 * b;
  M.bottomLeftCorner(1, n) = 0.5 * b.transpose();
  M(n, n) = c;
  Eigen::MatrixXd X;
  try {
    X = DecomposePSDmatrixIntoXtransposeTimesX(M, tol);
  } catch (const std::runtime_error& e) {
    throw std::runtime_error(fmt::format(
        "{}: the quadratic form is not always non-negative ([Q, b/2; bᵀ/2, "
        "c] is not positive semidefinite): {}",
        kName, e.what()));
  }
  return {X.leftCols(n), X.rightCols(1)};
}

Eigen::MatrixXd BalanceQuadraticForms(
    const Eigen::Ref<const Eigen::MatrixXd>& S,
    const Eigen::Ref<const Eigen::MatrixXd>& P) {
  constexpr char kName[] = "BalanceQuadraticForms()";
  constexpr double kTolerance = 1e-8;
  const Eigen::Index n = S.rows();
  if (S.cols() != n || P.rows() != n || P.cols() != n) {
    throw std::invalid_argument(fmt::format(
        "{}: S must be square and P the same size, but S is {}x{} and P is "
        "{}x{}.",
        kName, S.rows(), S.cols(), P.rows(), P.cols()));
  }
  if (!S.allFinite() || !P.allFinite()) {
    throw std::invalid_argument(fmt::format(
        "{}: S and P must not have NaN or infinite entries.", kName));
  }
  if (!IsPositiveDefinite(S, kTolerance, kTolerance)) {
    throw std::invalid_argument(
        fmt::format("{}: S must be symmetric positive definite (tolerance {}).",
                    kName, kTolerance));
  }
  if (!IsSymmetric(P, kTolerance)) {
    throw std::invalid_argument(fmt::format(
        "{}: P must be symmetric (tolerance {}).", kName, kTolerance));
  }
  if (n == 0) return Eigen::MatrixXd(0, 0);
  // S = LLᵀ, R = L⁻¹, so RSRᵀ = I.
  const Eigen::MatrixXd R =
      S.llt().matrixL().solve(Eigen::MatrixXd::Identity(n, n));
  const Eigen::JacobiSVD<Eigen::MatrixXd> svd(R * P * R.transpose(),
                                              Eigen::ComputeThinU);
  const Eigen::VectorXd& sigma = svd.singularValues();
  if (!(sigma(n - 1) >= kTolerance * std::max(1.0, sigma(0)))) {
    throw std::invalid_argument(fmt::format(
        "{}: P must be full rank, but the singular values of L⁻¹PL⁻ᵀ range "
        "from {} to {}.",
        kName, sigma(n - 1), sigma(0)));
  }
  return R.transpose() * svd.matrixU() *
         sigma.array().pow(-0.25).matrix().asDiagonal();
}

}  // namespace math
}  // namespace drake
