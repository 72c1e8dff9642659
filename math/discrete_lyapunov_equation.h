#pragma once

/// @file
/// The real discrete-time Lyapunov equation AᵀXA − X + Q = 0.

#include <Eigen/Core>

namespace drake {
namespace math {

/// Returns the unique solution X of AᵀXA − X + Q = 0 for a real square A and
/// a real symmetric Q of the same size. X is symmetric; when every
/// eigenvalue of A has modulus below 1 and Q is positive semidefinite, X is
/// positive semidefinite (V(z) = zᵀXz is then a Lyapunov function of
/// zₙ₊₁ = Azₙ).
///
/// The solution is unique iff λᵢλⱼ ≠ 1 for all eigenvalues λᵢ, λⱼ of A
/// (including i = j, so no eigenvalue is ±1); a product within 1e-10
/// (absolute, real and imaginary parts) of 1 counts as 1. Method:
/// Bartels-Stewart over the real Schur form of A, O(n³).
///
/// @throws std::invalid_argument if A or Q is not square, their sizes
///   differ, an entry is NaN or infinite, or Q is not symmetric to within
///   1e-10 (absolute).
/// @throws std::runtime_error if the solution is not unique, or the Schur
///   decomposition fails.
Eigen::MatrixXd RealDiscreteLyapunovEquation(
    const Eigen::Ref<const Eigen::MatrixXd>& A,
    const Eigen::Ref<const Eigen::MatrixXd>& Q);

}  // namespace math
}  // namespace drake
