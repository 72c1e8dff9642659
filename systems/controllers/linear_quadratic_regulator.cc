#include "drake/systems/controllers/linear_quadratic_regulator.h"

#include <stdexcept>
#include <string>

#include <Eigen/QR>
#include <fmt/format.h>

#include "drake/math/continuous_algebraic_riccati_equation.h"
#include "drake/math/discrete_algebraic_riccati_equation.h"

namespace drake {
namespace systems {
namespace controllers {

namespace {

void CheckSize(const char* who, const char* name,
               const Eigen::Ref<const Eigen::MatrixXd>& M, Eigen::Index rows,
               Eigen::Index cols) {
  if (M.rows() != rows || M.cols() != cols) {
    throw std::logic_error(fmt::format("{}: {} must be {} x {}; got {} x {}.",
                                       who, name, rows, cols, M.rows(),
                                       M.cols()));
  }
}

// Checks A (n × n), B (n × m), Q (n × n), R (m × m) and N (n × m or empty).
void CheckSizes(const char* who, const Eigen::Ref<const Eigen::MatrixXd>& A,
                const Eigen::Ref<const Eigen::MatrixXd>& B,
                const Eigen::Ref<const Eigen::MatrixXd>& Q,
                const Eigen::Ref<const Eigen::MatrixXd>& R,
                const Eigen::Ref<const Eigen::MatrixXd>& N) {
  const Eigen::Index n = A.rows();
  const Eigen::Index m = B.cols();
  CheckSize(who, "A", A, n, n);
  CheckSize(who, "B", B, n, m);
  CheckSize(who, "Q", Q, n, n);
  CheckSize(who, "R", R, m, m);
  if (N.size() != 0) CheckSize(who, "N", N, n, m);
}

bool IsZeroOrEmpty(const Eigen::Ref<const Eigen::MatrixXd>& N) {
  return N.size() == 0 || N.isZero(0.0);
}

}  // namespace

namespace {

// P (rows: an orthonormal basis of the null space of F, so P·Fᵀ = 0 and
// P·Pᵀ = I), from a rank-revealing QR of Fᵀ = Q_F·R_F: the columns of Q_F
// past the rank span the orthogonal complement of range(Fᵀ).
Eigen::MatrixXd NullSpaceRows(const Eigen::Ref<const Eigen::MatrixXd>& F) {
  const Eigen::ColPivHouseholderQR<Eigen::MatrixXd> qr(F.transpose());
  const Eigen::MatrixXd Q_F = qr.householderQ();
  const Eigen::Index n = F.cols();
  return Q_F.rightCols(n - qr.rank()).transpose();
}

}  // namespace

LinearQuadraticRegulatorResult LinearQuadraticRegulator(
    const Eigen::Ref<const Eigen::MatrixXd>& A,
    const Eigen::Ref<const Eigen::MatrixXd>& B,
    const Eigen::Ref<const Eigen::MatrixXd>& Q,
    const Eigen::Ref<const Eigen::MatrixXd>& R,
    const Eigen::Ref<const Eigen::MatrixXd>& N,
    const Eigen::Ref<const Eigen::MatrixXd>& F) {
  const char* who = "LinearQuadraticRegulator()";
  CheckSizes(who, A, B, Q, R, N);
  if (F.size() != 0 && F.cols() != A.rows()) {
    throw std::logic_error(
        fmt::format("{}: F must have {} columns (one per state); got {} x {}.",
                    who, A.rows(), F.rows(), F.cols()));
  }
  const Eigen::LLT<Eigen::MatrixXd> R_cholesky(R);
  if (R_cholesky.info() != Eigen::Success) {
    throw std::logic_error(
        "LinearQuadraticRegulator(): R must be symmetric positive definite.");
  }
  const bool has_N = !IsZeroOrEmpty(N);
  // On the null space of F: y = P·x (P = I when F is empty).
  Eigen::MatrixXd A_y, B_y, Q_y, N_y, P;
  if (F.size() != 0) {
    P = NullSpaceRows(F);
    A_y = P * A * P.transpose();
    B_y = P * B;
    Q_y = P * Q * P.transpose();
    if (has_N) N_y = P * N;
  } else {
    A_y = A;
    B_y = B;
    Q_y = Q;
    if (has_N) N_y = N;
  }
  Eigen::MatrixXd S_y;
  if (!has_N) {
    S_y = math::ContinuousAlgebraicRiccatiEquation(A_y, B_y, Q_y, R_cholesky);
  } else {
    // The cross term is removed by the change of input u = ũ − R⁻¹Nᵀx:
    // Ã = A − BR⁻¹Nᵀ, Q̃ = Q − NR⁻¹Nᵀ.
    const Eigen::MatrixXd Rinv_Nt = R_cholesky.solve(N_y.transpose());
    const Eigen::MatrixXd A_tilde = A_y - B_y * Rinv_Nt;
    Eigen::MatrixXd Q_tilde = Q_y - N_y * Rinv_Nt;
    Q_tilde = 0.5 * (Q_tilde + Q_tilde.transpose()).eval();
    S_y = math::ContinuousAlgebraicRiccatiEquation(A_tilde, B_y, Q_tilde,
                                                   R_cholesky);
  }
  LinearQuadraticRegulatorResult result;
  if (F.size() != 0) {
    // x = Pᵀy on the constraint set, so xᵀSx = yᵀS_y y with S = PᵀS_yP, and
    // u = −R⁻¹(B_yᵀS_y + N_yᵀ)·P·x.
    result.S = P.transpose() * S_y * P;
    result.K = R_cholesky.solve(B.transpose() * result.S);
    if (has_N) {
      result.K += R_cholesky.solve(N.transpose() * P.transpose() * P);
    }
  } else {
    result.S = std::move(S_y);
    result.K = R_cholesky.solve(B.transpose() * result.S);
    if (has_N) result.K += R_cholesky.solve(N.transpose());
  }
  return result;
}

LinearQuadraticRegulatorResult DiscreteTimeLinearQuadraticRegulator(
    const Eigen::Ref<const Eigen::MatrixXd>& A,
    const Eigen::Ref<const Eigen::MatrixXd>& B,
    const Eigen::Ref<const Eigen::MatrixXd>& Q,
    const Eigen::Ref<const Eigen::MatrixXd>& R,
    const Eigen::Ref<const Eigen::MatrixXd>& N) {
  CheckSizes("DiscreteTimeLinearQuadraticRegulator()", A, B, Q, R, N);
  LinearQuadraticRegulatorResult result;
  if (IsZeroOrEmpty(N)) {
    result.S = math::DiscreteAlgebraicRiccatiEquation(A, B, Q, R);
    const Eigen::MatrixXd BtS = B.transpose() * result.S;
    result.K = (BtS * B + R).llt().solve(BtS * A);
    return result;
  }
  const Eigen::LLT<Eigen::MatrixXd> R_cholesky(R);
  if (R_cholesky.info() != Eigen::Success) {
    throw std::logic_error(
        "DiscreteTimeLinearQuadraticRegulator(): R must be symmetric positive "
        "definite.");
  }
  // As in continuous time, u = ũ − R⁻¹Nᵀx removes the cross term:
  // x[n+1] = (A − BR⁻¹Nᵀ)x + Bũ with cost xᵀ(Q − NR⁻¹Nᵀ)x + ũᵀRũ. The
  // cost-to-go S is the same; the gain in terms of u is
  // K = (BᵀSB + R)⁻¹(BᵀSA + Nᵀ).
  const Eigen::MatrixXd Rinv_Nt = R_cholesky.solve(N.transpose());
  const Eigen::MatrixXd A_tilde = A - B * Rinv_Nt;
  Eigen::MatrixXd Q_tilde = Q - N * Rinv_Nt;
  Q_tilde = 0.5 * (Q_tilde + Q_tilde.transpose()).eval();
  result.S = math::DiscreteAlgebraicRiccatiEquation(A_tilde, B, Q_tilde, R);
  const Eigen::MatrixXd BtS = B.transpose() * result.S;
  result.K = (BtS * B + R).llt().solve(BtS * A + N.transpose());
  return result;
}

namespace {

// K for the (A, B) of a system with period `time_period` (0: continuous).
Eigen::MatrixXd ComputeGain(const char* who, double time_period,
                            const Eigen::MatrixXd& A, const Eigen::MatrixXd& B,
                            const Eigen::Ref<const Eigen::MatrixXd>& Q,
                            const Eigen::Ref<const Eigen::MatrixXd>& R,
                            const Eigen::Ref<const Eigen::MatrixXd>& N) {
  if (time_period == 0.0) {
    return LinearQuadraticRegulator(A, B, Q, R, N).K;
  }
  return DiscreteTimeLinearQuadraticRegulator(A, B, Q, R, N).K;
}

}  // namespace

std::unique_ptr<LinearSystem<double>> LinearQuadraticRegulator(
    const LinearSystem<double>& system,
    const Eigen::Ref<const Eigen::MatrixXd>& Q,
    const Eigen::Ref<const Eigen::MatrixXd>& R,
    const Eigen::Ref<const Eigen::MatrixXd>& N) {
  const Eigen::MatrixXd K =
      ComputeGain("LinearQuadraticRegulator(LinearSystem)",
                  system.time_period(), system.A(), system.B(), Q, R, N);
  // A stateless system: y = D·x with D = −K.
  const Eigen::Index nx = system.num_states();
  const Eigen::Index nu = system.num_inputs();
  return std::make_unique<LinearSystem<double>>(
      Eigen::MatrixXd::Zero(0, 0), Eigen::MatrixXd::Zero(0, nx),
      Eigen::MatrixXd::Zero(nu, 0), -K, system.time_period());
}

std::unique_ptr<AffineSystem<double>> LinearQuadraticRegulator(
    const System<double>& system, const Context<double>& context,
    const Eigen::Ref<const Eigen::MatrixXd>& Q,
    const Eigen::Ref<const Eigen::MatrixXd>& R,
    const Eigen::Ref<const Eigen::MatrixXd>& N, int input_port_index) {
  const char* who = "LinearQuadraticRegulator(System, Context)";
  system.ValidateContext(context);
  if (input_port_index < 0 || input_port_index >= system.num_input_ports()) {
    throw std::logic_error(fmt::format(
        "{}: input_port_index {} is out of range; system '{}' has {} input "
        "ports.",
        who, input_port_index, system.get_name(), system.num_input_ports()));
  }
  const auto linear =
      Linearize(system, context, InputPortIndex(input_port_index),
                OutputPortSelection::kNoOutput);
  const Eigen::MatrixXd K = ComputeGain(who, linear->time_period(), linear->A(),
                                        linear->B(), Q, R, N);
  // The operating point.
  Eigen::VectorXd x0;
  if (context.num_continuous_states() > 0) {
    x0 = context.get_continuous_state_vector().CopyToVector();
  } else {
    x0 = context.get_discrete_state_vector().value();
  }
  const Eigen::VectorXd u0 =
      system.get_input_port(input_port_index).Eval(context);
  // u = u0 − K (x − x0) = (u0 + K x0) − K x.
  const Eigen::Index nx = x0.size();
  const Eigen::Index nu = u0.size();
  return std::make_unique<AffineSystem<double>>(
      Eigen::MatrixXd::Zero(0, 0), Eigen::MatrixXd::Zero(0, nx),
      Eigen::VectorXd::Zero(0), Eigen::MatrixXd::Zero(nu, 0), -K, u0 + K * x0,
      linear->time_period());
}

}  // namespace controllers
}  // namespace systems
}  // namespace drake
