#pragma once

/// @file
/// The real continuous-time Lyapunov equation AᵀX + XA + Q = 0.

#include <Eigen/Core>

namespace drake {
namespace math {

/// Returns the unique solution X of AᵀX + XA + Q = 0 for a real square A
/// and a real symmetric Q of the same size. X is symmetric; when every
/// eigenvalue of A has a negative real part and Q is positive semidefinite,
/// X is positive semidefinite (V(z) = zᵀXz is then a Lyapunov function of
/// ż = Az).
///
/// The solution is unique iff λᵢ + λⱼ ≠ 0 for all eigenvalues λᵢ, λⱼ of A;
/// a sum within 1e-10 (absolute, real and imaginary parts) of zero counts
/// as zero. Method: Bartels-Stewart over the real Schur form of A, O(n³).
///
/// @throws std::invalid_argument if A or Q is not square, their sizes
///   differ, an entry is NaN or infinite, or Q is not symmetric to within
///   1e-10 (absolute).
/// @throws std::runtime_error if the solution is not unique, or the Schur
///   decomposition fails.
Eigen::MatrixXd RealContinuousLyapunovEquation(
    const Eigen::Ref<const Eigen::MatrixXd>& A,
    const Eigen::Ref<const Eigen::MatrixXd>& Q);

}  // namespace math
}  // namespace drake
