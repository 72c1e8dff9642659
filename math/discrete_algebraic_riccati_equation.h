#pragma once

/// @file
/// The discrete-time algebraic Riccati equation (DARE).

#include <Eigen/Dense>

namespace drake {
namespace math {

/// Computes the unique stabilizing solution X of the discrete-time algebraic
/// Riccati equation
///
///     Aᵀ X A − X − Aᵀ X B (Bᵀ X B + R)⁻¹ Bᵀ X A + Q = 0,
///
/// the one for which A − B (Bᵀ X B + R)⁻¹ Bᵀ X A is Schur stable (every
/// eigenvalue strictly inside the unit circle).
///
/// Method: the structure-preserving doubling algorithm, which converges
/// quadratically, needs no eigenvalue reordering and works for singular A;
/// the residual of the result and the stability of the closed loop are
/// checked before returning.
///
/// @param A n x n.
/// @param B n x m.
/// @param Q n x n, symmetric positive semidefinite.
/// @param R m x m, symmetric positive definite.
/// @throws std::invalid_argument if a dimension is wrong, an entry is not
///   finite, Q is not symmetric positive semidefinite or R is not symmetric
///   positive definite (the message names the input).
/// @throws std::runtime_error if (A, B) is not stabilizable or (A, C) is not
///   detectable, where Q = CᵀC (then no stabilizing solution exists or the
///   method cannot find it), or the computed solution fails the residual
///   check.
Eigen::MatrixXd DiscreteAlgebraicRiccatiEquation(
    const Eigen::Ref<const Eigen::MatrixXd>& A,
    const Eigen::Ref<const Eigen::MatrixXd>& B,
    const Eigen::Ref<const Eigen::MatrixXd>& Q,
    const Eigen::Ref<const Eigen::MatrixXd>& R);

/// Computes the unique stabilizing solution X of the discrete-time algebraic
/// Riccati equation with the cross term N (from the stage cost
/// xᵀQx + 2xᵀNu + uᵀRu):
///
///     Aᵀ X A − X − (Aᵀ X B + N) (Bᵀ X B + R)⁻¹ (Bᵀ X A + Nᵀ) + Q = 0.
///
/// It is solved as the equation without cross term for A − B R⁻¹ Nᵀ and
/// Q − N R⁻¹ Nᵀ.
///
/// @param N n x m.
/// @throws std::invalid_argument as the overload without N, if N has the
///   wrong size, or if Q − N R⁻¹ Nᵀ is not positive semidefinite.
/// @throws std::runtime_error as the overload without N (for the
///   transformed problem).
Eigen::MatrixXd DiscreteAlgebraicRiccatiEquation(
    const Eigen::Ref<const Eigen::MatrixXd>& A,
    const Eigen::Ref<const Eigen::MatrixXd>& B,
    const Eigen::Ref<const Eigen::MatrixXd>& Q,
    const Eigen::Ref<const Eigen::MatrixXd>& R,
    const Eigen::Ref<const Eigen::MatrixXd>& N);

}  // namespace math
}  // namespace drake
