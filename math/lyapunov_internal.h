#pragma once

/// @file
/// Shared pieces of RealContinuousLyapunovEquation() and
/// RealDiscreteLyapunovEquation() (internal): input checks and the
/// Bartels-Stewart back substitution over the real Schur form of A.

#include <Eigen/Core>

namespace drake {
namespace math {
namespace internal {

/// Which Lyapunov equation: AᵀX + XA + Q = 0 or AᵀXA − X + Q = 0.
enum class LyapunovKind { kContinuous, kDiscrete };

/// Checks the inputs, that the solution is unique (eigenvalue sums or
/// products of A away from 0 or 1 by 1e-10), and returns the solution X.
/// `function` starts every message.
/// @throws std::invalid_argument if A or Q is not square, their sizes
///   differ, an entry is not finite, or Q is not symmetric to 1e-10
///   (absolute).
/// @throws std::runtime_error if the solution is not unique or the real
///   Schur decomposition of A fails.
Eigen::MatrixXd SolveRealLyapunovEquation(
    const char* function, LyapunovKind kind,
    const Eigen::Ref<const Eigen::MatrixXd>& A,
    const Eigen::Ref<const Eigen::MatrixXd>& Q);

}  // namespace internal
}  // namespace math
}  // namespace drake
