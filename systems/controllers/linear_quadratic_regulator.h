#pragma once

/// @file
/// Linear quadratic regulators: the optimal gain K and cost-to-go S of
/// min ∫ xᵀQx + uᵀRu + 2xᵀNu dt (continuous) or Σ xᵀQx + uᵀRu (discrete),
/// from matrices or from a System linearized about an operating point.

#include <memory>

#include "drake/common/eigen_types.h"
#include "drake/systems/framework/context.h"
#include "drake/systems/framework/system.h"
#include "drake/systems/primitives/affine_system.h"
#include "drake/systems/primitives/linear_system.h"

namespace drake {
namespace systems {
namespace controllers {

/// The optimal feedback u = −K·x and the cost-to-go xᵀ·S·x.
struct LinearQuadraticRegulatorResult {
  Eigen::MatrixXd K;
  Eigen::MatrixXd S;
};

/// The LQR for ẋ = A·x + B·u with cost ∫ xᵀQx + uᵀRu + 2xᵀNu dt:
/// S solves the continuous algebraic Riccati equation
///   SA + AᵀS − (SB + N)R⁻¹(BᵀS + Nᵀ) + Q = 0,
/// and K = R⁻¹(BᵀS + Nᵀ). N may be empty (0 × 0), meaning zero.
///
/// If F (k × n) is not empty, the state is known to stay in the null space
/// of F (F·x = 0, e.g. a constraint the dynamics preserve): with P (the rows
/// an orthonormal basis of that null space, P·Fᵀ = 0, P·Pᵀ = I) the problem
/// is solved for y = P·x (ẏ = PAPᵀy + PBu, cost PQPᵀ, PN) and mapped back:
/// S = Pᵀ·S_y·P, K = R⁻¹(BᵀS + NᵀPᵀP).
/// @throws std::logic_error if a matrix has the wrong size (named) or R is
///   not symmetric positive definite.
/// @throws std::runtime_error if no stabilizing solution exists (from
///   math::ContinuousAlgebraicRiccatiEquation()).
LinearQuadraticRegulatorResult LinearQuadraticRegulator(
    const Eigen::Ref<const Eigen::MatrixXd>& A,
    const Eigen::Ref<const Eigen::MatrixXd>& B,
    const Eigen::Ref<const Eigen::MatrixXd>& Q,
    const Eigen::Ref<const Eigen::MatrixXd>& R,
    const Eigen::Ref<const Eigen::MatrixXd>& N =
        Eigen::Matrix<double, 0, 0>::Zero(),
    const Eigen::Ref<const Eigen::MatrixXd>& F =
        Eigen::Matrix<double, 0, 0>::Zero());

/// The LQR for x[n+1] = A·x[n] + B·u[n] with cost Σ xᵀQx + uᵀRu + 2xᵀNu:
/// S solves the discrete algebraic Riccati equation
///   S = AᵀSA − (AᵀSB + N)(BᵀSB + R)⁻¹(BᵀSA + Nᵀ) + Q
/// and K = (BᵀSB + R)⁻¹(BᵀSA + Nᵀ). N may be empty (0 × 0), meaning zero.
/// @throws std::logic_error if a matrix has the wrong size (named) or R is
///   not symmetric positive definite.
/// @throws std::runtime_error if no stabilizing solution exists.
LinearQuadraticRegulatorResult DiscreteTimeLinearQuadraticRegulator(
    const Eigen::Ref<const Eigen::MatrixXd>& A,
    const Eigen::Ref<const Eigen::MatrixXd>& B,
    const Eigen::Ref<const Eigen::MatrixXd>& Q,
    const Eigen::Ref<const Eigen::MatrixXd>& R,
    const Eigen::Ref<const Eigen::MatrixXd>& N =
        Eigen::Matrix<double, 0, 0>::Zero());

/// The LQR controller for `system` (continuous or discrete, its A and B):
/// a stateless LinearSystem with input x and output u = −K·x (D = −K),
/// with the system's period. Discrete systems use the discrete Riccati
/// equation (DiscreteTimeLinearQuadraticRegulator()).
/// @throws std::logic_error if a matrix has the wrong size;
///   std::runtime_error as the matrix versions.
std::unique_ptr<LinearSystem<double>> LinearQuadraticRegulator(
    const LinearSystem<double>& system,
    const Eigen::Ref<const Eigen::MatrixXd>& Q,
    const Eigen::Ref<const Eigen::MatrixXd>& R,
    const Eigen::Ref<const Eigen::MatrixXd>& N =
        Eigen::Matrix<double, 0, 0>::Zero());

/// The LQR controller for `system` linearized (Linearize()) about the
/// operating point (x₀, u₀) in `context`, where u₀ is the value fixed on the
/// input port `input_port_index`: a stateless AffineSystem with input x and
/// output u = u₀ − K·(x − x₀). Discrete systems (one discrete state group)
/// use the discrete Riccati equation.
/// @throws std::logic_error if the input port is not fixed in `context`, the
///   system cannot be linearized (see Linearize()), or a matrix has the
///   wrong size; std::runtime_error as the matrix versions.
std::unique_ptr<AffineSystem<double>> LinearQuadraticRegulator(
    const System<double>& system, const Context<double>& context,
    const Eigen::Ref<const Eigen::MatrixXd>& Q,
    const Eigen::Ref<const Eigen::MatrixXd>& R,
    const Eigen::Ref<const Eigen::MatrixXd>& N =
        Eigen::Matrix<double, 0, 0>::Zero(),
    int input_port_index = 0);

}  // namespace controllers
}  // namespace systems
}  // namespace drake
