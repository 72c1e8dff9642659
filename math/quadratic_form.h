#pragma once

/// @file
/// Factorizations of positive semidefinite quadratic forms:
/// DecomposePSDmatrixIntoXtransposeTimesX, DecomposePositiveQuadraticForm,
/// BalanceQuadraticForms.

#include <utility>

#include <Eigen/Core>

namespace drake {
namespace math {

/// Returns X with XᵀX = Y and X.rows() = rank(Y), for a symmetric positive
/// semidefinite Y (only its lower triangle is read). When Y is positive
/// definite (its Cholesky factorization succeeds) X is the upper-triangular
/// Cholesky factor; otherwise X's rows are √λᵢ vᵢᵀ for the eigenpairs with
/// λᵢ > zero_tol. X is one of many factors (UX works for any orthogonal U).
/// @param zero_tol eigenvalues in [−zero_tol, zero_tol] count as zero;
///   must be non-negative.
/// @param return_empty_if_not_psd if true, a Y that is not PSD (an
///   eigenvalue below −zero_tol, a failed decomposition, or a NaN or
///   infinite entry) gives the 0 x Y.cols() matrix instead of throwing.
/// @throws std::invalid_argument if Y is not square or zero_tol is negative
///   (or NaN).
/// @throws std::runtime_error if Y is not PSD and return_empty_if_not_psd is
///   false; the message gives the offending eigenvalue.
Eigen::MatrixXd DecomposePSDmatrixIntoXtransposeTimesX(
    const Eigen::Ref<const Eigen::MatrixXd>& Y, double zero_tol,
    bool return_empty_if_not_psd = false);

/// Rewrites xᵀQx + bᵀx + c as (Rx + d)ᵀ(Rx + d): returns (R, d) with RᵀR =
/// (Q + Qᵀ)/2, Rᵀd = b/2 and dᵀd = c, where the number of rows of R and d is
/// the rank of M = [(Q + Qᵀ)/2, b/2; bᵀ/2, c] (which may exceed Q's rows,
/// e.g. x² + 2x + 5 = (x + 1)² + 2²). d is returned as a one-column matrix.
/// @param tol M counts as PSD if its eigenvalues are all >= −tol;
///   eigenvalues within tol of 0 count as zero. Must be non-negative.
/// @throws std::invalid_argument if Q is not square, b.rows() != Q.rows(),
///   or tol is negative.
/// @throws std::runtime_error if M is not positive semidefinite.
std::pair<Eigen::MatrixXd, Eigen::MatrixXd> DecomposePositiveQuadraticForm(
    const Eigen::Ref<const Eigen::MatrixXd>& Q,
    const Eigen::Ref<const Eigen::VectorXd>& b, double c, double tol = 0);

/// Returns T such that the change of variables x = Ty "balances" the
/// quadratic forms xᵀSx (S symmetric positive definite) and xᵀPx (P
/// symmetric, full rank): TᵀST = D and |TᵀPT| = D⁻¹ (elementwise absolute
/// value) for a diagonal D; TᵀPT = D⁻¹ when P is positive definite. With S =
/// LLᵀ, R = L⁻¹ and the SVD RPRᵀ = UΣVᵀ, T = RᵀUΣ^(−1/4) (Moore 1981,
/// balanced truncation).
/// @throws std::invalid_argument if S is not square, P is not the size of S,
///   S is not symmetric positive definite (relative eigenvalue tolerance
///   1e-8, symmetry tolerance 1e-8), P is not symmetric (to 1e-8), or P is
///   rank deficient (smallest singular value of RPRᵀ below 1e-8 times
///   max(1, largest)).
Eigen::MatrixXd BalanceQuadraticForms(
    const Eigen::Ref<const Eigen::MatrixXd>& S,
    const Eigen::Ref<const Eigen::MatrixXd>& P);

}  // namespace math
}  // namespace drake
