#include "drake/math/riccati_checks.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include <Eigen/Eigenvalues>
#include <Eigen/SVD>
#include <fmt/format.h>

namespace drake {
namespace math {
namespace internal {

void CheckRiccatiFinite(const char* function, const char* name,
                        const Eigen::Ref<const Eigen::MatrixXd>& M) {
  if (!M.allFinite()) {
    throw std::invalid_argument(
        fmt::format("{}: {} has a NaN or infinite entry.", function, name));
  }
}

void CheckRiccatiSize(const char* function, const char* name,
                      const Eigen::Ref<const Eigen::MatrixXd>& M,
                      Eigen::Index rows, Eigen::Index cols, const char* why) {
  if (M.rows() != rows || M.cols() != cols) {
    throw std::invalid_argument(
        fmt::format("{}: {} must be {}x{} ({}), but it is {}x{}.", function,
                    name, rows, cols, why, M.rows(), M.cols()));
  }
}

void CheckRiccatiSymmetricDefinite(const char* function, const char* name,
                                   const Eigen::Ref<const Eigen::MatrixXd>& M,
                                   bool strictly) {
  const double scale =
      M.size() == 0 ? 1.0 : std::max(1.0, M.cwiseAbs().maxCoeff());
  if (M.size() != 0 &&
      (M - M.transpose()).cwiseAbs().maxCoeff() > 1e-10 * scale) {
    throw std::invalid_argument(
        fmt::format("{}: {} must be symmetric.", function, name));
  }
  if (M.size() == 0) return;
  const double smallest = Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd>(
                              0.5 * (M + M.transpose()), Eigen::EigenvaluesOnly)
                              .eigenvalues()
                              .minCoeff();
  if (strictly ? !(smallest > 0) : !(smallest >= -1e-10 * scale)) {
    throw std::invalid_argument(fmt::format(
        "{}: {} must be positive {}, but its smallest eigenvalue is {}.",
        function, name, strictly ? "definite" : "semidefinite", smallest));
  }
}

std::optional<std::complex<double>> FindUnstabilizableMode(
    const Eigen::MatrixXd& A, const Eigen::MatrixXd& B,
    StabilityRegion region) {
  const Eigen::Index n = A.rows();
  if (n == 0) return std::nullopt;
  const double scale = std::max(1.0, A.norm() + B.norm());
  const Eigen::VectorXcd eigenvalues =
      Eigen::EigenSolver<Eigen::MatrixXd>(A, false).eigenvalues();
  for (Eigen::Index i = 0; i < n; ++i) {
    const std::complex<double> lambda = eigenvalues(i);
    // skip modes that are stable on their own
    const bool stable = region == StabilityRegion::kContinuous
                            ? lambda.real() < -1e-10 * scale
                            : std::abs(lambda) < 1.0 - 1e-10;
    if (stable) continue;
    Eigen::MatrixXcd M(n, n + B.cols());
    M.leftCols(n) = lambda * Eigen::MatrixXcd::Identity(n, n) -
                    A.cast<std::complex<double>>();
    M.rightCols(B.cols()) = B.cast<std::complex<double>>();
    const Eigen::VectorXd sigma =
        Eigen::JacobiSVD<Eigen::MatrixXcd>(M).singularValues();
    if (sigma(n - 1) <= 1e-10 * scale) return lambda;
  }
  return std::nullopt;
}

}  // namespace internal
}  // namespace math
}  // namespace drake
