#pragma once

/// @file
/// The continuous-time algebraic Riccati equation (CARE).

#include <Eigen/Dense>

namespace drake {
namespace math {

/// Computes the unique stabilizing solution S of the continuous-time
/// algebraic Riccati equation
///
///     S A + Aᵀ S − S B R⁻¹ Bᵀ S + Q = 0,
///
/// the one for which A − B R⁻¹ Bᵀ S is Hurwitz (every eigenvalue has a
/// negative real part). S is symmetric positive semidefinite when (Q, A) is
/// detectable.
///
/// Method: ordered real Schur decomposition of the Hamiltonian matrix
/// [A, −BR⁻¹Bᵀ; −Q, −Aᵀ] (Laub's Schur method); the residual of the result
/// and the stability of the closed loop are checked before returning.
///
/// @param A n x n.
/// @param B n x m.
/// @param Q n x n, symmetric positive semidefinite.
/// @param R m x m, symmetric positive definite.
/// @throws std::invalid_argument if a dimension is wrong, an entry is not
///   finite, Q is not symmetric positive semidefinite or R is not symmetric
///   positive definite (the message names the input).
/// @throws std::runtime_error if no stabilizing solution exists: (A, B) is
///   not stabilizable, or the Hamiltonian has eigenvalues on the imaginary
///   axis (e.g. (Q, A) has an unobservable mode there), or the computed
///   solution fails the residual check.
Eigen::MatrixXd ContinuousAlgebraicRiccatiEquation(
    const Eigen::Ref<const Eigen::MatrixXd>& A,
    const Eigen::Ref<const Eigen::MatrixXd>& B,
    const Eigen::Ref<const Eigen::MatrixXd>& Q,
    const Eigen::Ref<const Eigen::MatrixXd>& R);

/// The same as ContinuousAlgebraicRiccatiEquation(A, B, Q, R), with the
/// Cholesky factorization of R passed instead of R.
/// @throws std::invalid_argument if `R_cholesky` did not succeed or has the
///   wrong size, and otherwise as the other overload.
Eigen::MatrixXd ContinuousAlgebraicRiccatiEquation(
    const Eigen::Ref<const Eigen::MatrixXd>& A,
    const Eigen::Ref<const Eigen::MatrixXd>& B,
    const Eigen::Ref<const Eigen::MatrixXd>& Q,
    const Eigen::LLT<Eigen::MatrixXd>& R_cholesky);

}  // namespace math
}  // namespace drake
