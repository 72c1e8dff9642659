#pragma once

/// @file
/// Input validation and stabilizability tests shared by the continuous and
/// discrete algebraic Riccati solvers (internal). Every check throws
/// std::invalid_argument whose message starts with `function` and names the
/// offending input.

#include <complex>
#include <optional>

#include <Eigen/Core>

namespace drake {
namespace math {
namespace internal {

/// Throws unless every entry of M is finite.
void CheckRiccatiFinite(const char* function, const char* name,
                        const Eigen::Ref<const Eigen::MatrixXd>& M);

/// Throws unless M is rows x cols; `why` says what the size must match.
void CheckRiccatiSize(const char* function, const char* name,
                      const Eigen::Ref<const Eigen::MatrixXd>& M,
                      Eigen::Index rows, Eigen::Index cols, const char* why);

/// Throws unless M is symmetric (to 1e-10 relative to its largest entry) and
/// positive semidefinite (smallest eigenvalue >= -1e-10 relative), or
/// positive definite when `strictly`.
void CheckRiccatiSymmetricDefinite(const char* function, const char* name,
                                   const Eigen::Ref<const Eigen::MatrixXd>& M,
                                   bool strictly);

/// Which eigenvalues count as stable in the Popov-Belevitch-Hautus test.
enum class StabilityRegion {
  kContinuous,  ///< Re(λ) < 0.
  kDiscrete,    ///< |λ| < 1.
};

/// Popov-Belevitch-Hautus test: returns an eigenvalue λ of A outside the
/// stable region for which [λI − A, B] loses rank (a mode B cannot move),
/// if there is one.
std::optional<std::complex<double>> FindUnstabilizableMode(
    const Eigen::MatrixXd& A, const Eigen::MatrixXd& B, StabilityRegion region);

}  // namespace internal
}  // namespace math
}  // namespace drake
