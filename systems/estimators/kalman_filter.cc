// Steady-state Kalman filters: the filter Riccati equation is the control
// Riccati equation of the dual system (Aᵀ, Cᵀ) with Q = W and R = V.

#include "drake/systems/estimators/kalman_filter.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <utility>

#include <fmt/format.h>

#include "drake/math/continuous_algebraic_riccati_equation.h"
#include "drake/math/discrete_algebraic_riccati_equation.h"

namespace drake {
namespace systems {
namespace estimators {
namespace {

using Eigen::MatrixXd;

// Symmetry is checked relative to the largest entry (covariances built by
// products are symmetric only to roundoff).
constexpr double kSymmetryTolerance = 1e-10;

bool IsNearlySymmetric(const MatrixXd& M) {
  const double scale = std::max(1.0, M.cwiseAbs().maxCoeff());
  return (M - M.transpose()).cwiseAbs().maxCoeff() <=
         kSymmetryTolerance * scale;
}

// Throws unless A is n × n, C p × n, W n × n symmetric positive
// semidefinite and V p × p symmetric positive definite; `who` names the
// caller in the message.
void CheckArguments(const char* who, const Eigen::Ref<const MatrixXd>& A,
                    const Eigen::Ref<const MatrixXd>& C,
                    const Eigen::Ref<const MatrixXd>& W,
                    const Eigen::Ref<const MatrixXd>& V) {
  const int n = A.rows();
  const int p = C.rows();
  if (A.cols() != n) {
    throw std::logic_error(
        fmt::format("{}: A must be square; it is {}×{}.", who, n, A.cols()));
  }
  if (C.cols() != n) {
    throw std::logic_error(
        fmt::format("{}: C has {} columns; expected {} (one per state, as A).",
                    who, C.cols(), n));
  }
  if (W.rows() != n || W.cols() != n) {
    throw std::logic_error(fmt::format("{}: W is {}×{}; expected {}×{}.", who,
                                       W.rows(), W.cols(), n, n));
  }
  if (V.rows() != p || V.cols() != p) {
    throw std::logic_error(fmt::format(
        "{}: V is {}×{}; expected {}×{} (one row per output, as C).", who,
        V.rows(), V.cols(), p, p));
  }
  if (!A.allFinite() || !C.allFinite() || !W.allFinite() || !V.allFinite()) {
    throw std::logic_error(
        fmt::format("{}: A, C, W and V must be finite.", who));
  }
  if (!IsNearlySymmetric(V)) {
    throw std::logic_error(fmt::format("{}: V must be symmetric.", who));
  }
  if (p > 0) {
    const Eigen::SelfAdjointEigenSolver<MatrixXd> eigen_V(
        V, Eigen::EigenvaluesOnly);
    const double smallest = eigen_V.eigenvalues().minCoeff();
    if (!(smallest > 0.0) || Eigen::LLT<MatrixXd>(V).info() != Eigen::Success) {
      throw std::logic_error(fmt::format(
          "{}: V must be positive definite; its smallest eigenvalue is {}.",
          who, smallest));
    }
  }
  if (!IsNearlySymmetric(W)) {
    throw std::logic_error(fmt::format("{}: W must be symmetric.", who));
  }
  if (n > 0) {
    const Eigen::SelfAdjointEigenSolver<MatrixXd> eigen_W(
        W, Eigen::EigenvaluesOnly);
    const double smallest = eigen_W.eigenvalues().minCoeff();
    const double largest = eigen_W.eigenvalues().cwiseAbs().maxCoeff();
    // eigenvalues are accurate to about ε·max|λ|.
    if (smallest < -1e-12 * std::max(1.0, largest)) {
      throw std::logic_error(fmt::format(
          "{}: W must be positive semidefinite; its smallest eigenvalue is "
          "{}.",
          who, smallest));
    }
  }
}

// The steady-state gain of the linear (A, C), continuous or discrete.
MatrixXd GainFor(bool is_continuous, const Eigen::Ref<const MatrixXd>& A,
                 const Eigen::Ref<const MatrixXd>& C,
                 const Eigen::Ref<const MatrixXd>& W,
                 const Eigen::Ref<const MatrixXd>& V) {
  return is_continuous ? SteadyStateKalmanFilter(A, C, W, V)
                       : DiscreteTimeSteadyStateKalmanFilter(A, C, W, V);
}

}  // namespace

MatrixXd SteadyStateKalmanFilter(const Eigen::Ref<const MatrixXd>& A,
                                 const Eigen::Ref<const MatrixXd>& C,
                                 const Eigen::Ref<const MatrixXd>& W,
                                 const Eigen::Ref<const MatrixXd>& V) {
  CheckArguments("SteadyStateKalmanFilter", A, C, W, V);
  // A P + P Aᵀ − P Cᵀ V⁻¹ C P + W = 0 is the CARE of (Aᵀ, Cᵀ, W, V).
  const MatrixXd P = math::ContinuousAlgebraicRiccatiEquation(
      A.transpose(), C.transpose(), W, V);
  // L = P Cᵀ V⁻¹ = (V⁻¹ C P)ᵀ (V and P symmetric).
  return V.llt().solve(C * P).transpose();
}

MatrixXd DiscreteTimeSteadyStateKalmanFilter(
    const Eigen::Ref<const MatrixXd>& A, const Eigen::Ref<const MatrixXd>& C,
    const Eigen::Ref<const MatrixXd>& W, const Eigen::Ref<const MatrixXd>& V) {
  CheckArguments("DiscreteTimeSteadyStateKalmanFilter", A, C, W, V);
  // the filter's DARE is the control DARE of (Aᵀ, Cᵀ, W, V).
  const MatrixXd P = math::DiscreteAlgebraicRiccatiEquation(
      A.transpose(), C.transpose(), W, V);
  // L = A P Cᵀ S⁻¹ = (S⁻¹ C P Aᵀ)ᵀ, S = C P Cᵀ + V (symmetric positive
  // definite).
  const MatrixXd S = C * P * C.transpose() + V;
  return S.llt().solve(C * P * A.transpose()).transpose();
}

std::unique_ptr<LuenbergerObserver<double>> SteadyStateKalmanFilter(
    std::shared_ptr<const LinearSystem<double>> system,
    const Eigen::Ref<const MatrixXd>& W, const Eigen::Ref<const MatrixXd>& V) {
  if (system == nullptr) {
    throw std::logic_error("SteadyStateKalmanFilter: the system is null.");
  }
  const MatrixXd L = GainFor(system->IsDifferentialEquationSystem(),
                             system->A(), system->C(), W, V);
  const std::unique_ptr<Context<double>> context =
      system->CreateDefaultContext();
  return std::make_unique<LuenbergerObserver<double>>(std::move(system),
                                                      *context, L);
}

std::unique_ptr<LuenbergerObserver<double>> SteadyStateKalmanFilter(
    std::shared_ptr<const System<double>> system,
    const Context<double>& context, const Eigen::Ref<const MatrixXd>& W,
    const Eigen::Ref<const MatrixXd>& V) {
  if (system == nullptr) {
    throw std::logic_error("SteadyStateKalmanFilter: the system is null.");
  }
  system->ValidateContext(context);
  if (context.num_continuous_states() == 0 &&
      context.num_discrete_state_groups() == 0) {
    throw std::logic_error(fmt::format(
        "SteadyStateKalmanFilter: the system '{}' has no continuous or "
        "discrete state to estimate.",
        system->get_name()));
  }
  if (system->num_output_ports() != 1) {
    throw std::logic_error(fmt::format(
        "SteadyStateKalmanFilter: the system '{}' has {} output ports; "
        "expected exactly one (the measurement).",
        system->get_name(), system->num_output_ports()));
  }
  const std::unique_ptr<LinearSystem<double>> linearized =
      Linearize(*system, context);
  const MatrixXd L = GainFor(system->IsDifferentialEquationSystem(),
                             linearized->A(), linearized->C(), W, V);
  return std::make_unique<LuenbergerObserver<double>>(std::move(system),
                                                      context, L);
}

}  // namespace estimators
}  // namespace systems
}  // namespace drake
