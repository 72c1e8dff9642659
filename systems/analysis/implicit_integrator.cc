#include "drake/systems/analysis/implicit_integrator.h"

#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>
#include <type_traits>

#include <fmt/format.h>

#include "drake/common/autodiff.h"
#include "drake/common/extract_double.h"
#include "drake/common/unused.h"

namespace drake {
namespace systems {

template <class T>
ImplicitIntegrator<T>::~ImplicitIntegrator() = default;

template <class T>
void ImplicitIntegrator<T>::DoResetStatistics() {
  num_jacobian_evals_ = 0;
  num_nr_iterations_ = 0;
  num_factorizations_ = 0;
  num_jacobian_function_evals_ = 0;
  DoResetImplicitIntegratorStatistics();
}

template <class T>
typename ImplicitIntegrator<T>::StatisticsCounts
ImplicitIntegrator<T>::GetStatisticsCounts() const {
  StatisticsCounts counts;
  counts.derivative_evaluations = this->get_num_derivative_evaluations();
  counts.derivative_evaluations_for_jacobian =
      get_num_derivative_evaluations_for_jacobian();
  counts.jacobian_evaluations = get_num_jacobian_evaluations();
  counts.iteration_matrix_factorizations =
      get_num_iteration_matrix_factorizations();
  counts.newton_raphson_iterations = get_num_newton_raphson_iterations();
  return counts;
}

template <class T>
typename ImplicitIntegrator<T>::StatisticsCounts
ImplicitIntegrator<T>::GetStatisticsCountsExcluding(
    const StatisticsCounts& part) const {
  StatisticsCounts counts = GetStatisticsCounts();
  counts.derivative_evaluations -= part.derivative_evaluations;
  counts.derivative_evaluations_for_jacobian -=
      part.derivative_evaluations_for_jacobian;
  counts.jacobian_evaluations -= part.jacobian_evaluations;
  counts.iteration_matrix_factorizations -=
      part.iteration_matrix_factorizations;
  counts.newton_raphson_iterations -= part.newton_raphson_iterations;
  return counts;
}

template <class T>
void ImplicitIntegrator<T>::AddStatisticsSince(const StatisticsCounts& before,
                                               StatisticsCounts* counts) const {
  const StatisticsCounts now = GetStatisticsCounts();
  counts->derivative_evaluations +=
      now.derivative_evaluations - before.derivative_evaluations;
  counts->derivative_evaluations_for_jacobian +=
      now.derivative_evaluations_for_jacobian -
      before.derivative_evaluations_for_jacobian;
  counts->jacobian_evaluations +=
      now.jacobian_evaluations - before.jacobian_evaluations;
  counts->iteration_matrix_factorizations +=
      now.iteration_matrix_factorizations -
      before.iteration_matrix_factorizations;
  counts->newton_raphson_iterations +=
      now.newton_raphson_iterations - before.newton_raphson_iterations;
}

template <class T>
void ImplicitIntegrator<T>::DoInitialize() {
  const int n = this->get_context().num_continuous_states();
  jacobian_.resize(n, n);
  iteration_matrix_.resize(n, n);
  for (Factorization& factorization : factorizations_) {
    factorization.lu = Eigen::PartialPivLU<MatrixX<T>>(n);
    factorization.valid = false;
  }
  for (VectorX<T>* v : {&f_, &f_perturbed_, &f_minus_, &x_perturbed_, &x_guess_,
                        &residual_, &dx_}) {
    v->resize(n);
  }
  have_jacobian_ = false;
}

template <class T>
void ImplicitIntegrator<T>::CalcJacobianAt(const T& t, const VectorX<T>& x) {
  ++num_jacobian_evals_;
  // Every derivative evaluation until the Jacobian is formed is one for the
  // Jacobian (one for automatic differentiation).
  const int64_t evaluations_before = this->get_num_derivative_evaluations();
  Context<T>* context = this->get_mutable_context();
  switch (jacobian_scheme_) {
    case JacobianComputationScheme::kForwardDifference:
      CalcFiniteDifferenceJacobian(this->get_system(), t, x, context, false,
                                   &jacobian_);
      break;
    case JacobianComputationScheme::kCentralDifference:
      CalcFiniteDifferenceJacobian(this->get_system(), t, x, context, true,
                                   &jacobian_);
      break;
    case JacobianComputationScheme::kAutomatic:
      context->SetTime(t);
      context->SetContinuousState(x);
      ComputeAutoDiffJacobian(this->get_system(), t, x, *context, &jacobian_);
      break;
  }
  context->SetTime(t);
  context->SetContinuousState(x);
  num_jacobian_function_evals_ +=
      this->get_num_derivative_evaluations() - evaluations_before;
  have_jacobian_ = true;
  jacobian_is_fresh_ = true;
  for (Factorization& factorization : factorizations_) {
    factorization.valid = false;
  }
}

template <class T>
const MatrixX<T>& ImplicitIntegrator<T>::CalcJacobian(const T& t,
                                                      const VectorX<T>& x) {
  Context<T>& context = *this->get_mutable_context();
  const T t_before = context.get_time();
  const VectorX<T> x_before = context.get_continuous_state().CopyToVector();
  CalcJacobianAt(t, x);
  context.SetTime(t_before);
  context.SetContinuousState(x_before);
  return jacobian_;
}

template <class T>
void ImplicitIntegrator<T>::ComputeForwardDiffJacobian(const System<T>& system,
                                                       const T& t,
                                                       const VectorX<T>& xt,
                                                       Context<T>* context,
                                                       MatrixX<T>* J) {
  CalcFiniteDifferenceJacobian(system, t, xt, context, false, J);
}

template <class T>
void ImplicitIntegrator<T>::ComputeCentralDiffJacobian(const System<T>& system,
                                                       const T& t,
                                                       const VectorX<T>& xt,
                                                       Context<T>* context,
                                                       MatrixX<T>* J) {
  CalcFiniteDifferenceJacobian(system, t, xt, context, true, J);
}

template <class T>
void ImplicitIntegrator<T>::CalcFiniteDifferenceJacobian(
    const System<T>& system, const T& t, const VectorX<T>& x,
    Context<T>* context_ptr, bool central, MatrixX<T>* J) {
  using std::abs;
  using std::max;
  DRAKE_THROW_UNLESS(context_ptr != nullptr && J != nullptr);
  Context<T>& context = *context_ptr;
  const double eps = std::numeric_limits<double>::epsilon();
  // The perturbation balancing truncation and roundoff error.
  const double relative_step = central ? std::cbrt(eps) : std::sqrt(eps);
  const int n = static_cast<int>(x.size());
  // (no-ops after the first call for a state of this size)
  J->resize(n, n);
  for (VectorX<T>* v : {&f_, &f_perturbed_, &f_minus_}) v->resize(n);

  context.SetTime(t);
  context.SetContinuousState(x);
  if (!central) {
    this->EvalTimeDerivatives(system, context)
        .get_vector()
        .CopyToPreSizedVector(&f_);
  }
  x_perturbed_ = x;
  for (int i = 0; i < n; ++i) {
    const T scale = max(T(1.0), T(abs(x(i))));
    // Perturb, then recompute the step actually taken (it is exactly
    // representable, unlike relative_step·scale).
    x_perturbed_(i) = x(i) + relative_step * scale;
    const T dx_plus = x_perturbed_(i) - x(i);
    context.SetContinuousState(x_perturbed_);
    this->EvalTimeDerivatives(system, context)
        .get_vector()
        .CopyToPreSizedVector(&f_perturbed_);
    if (central) {
      x_perturbed_(i) = x(i) - relative_step * scale;
      const T dx_minus = x(i) - x_perturbed_(i);
      context.SetContinuousState(x_perturbed_);
      this->EvalTimeDerivatives(system, context)
          .get_vector()
          .CopyToPreSizedVector(&f_minus_);
      const T denominator = dx_plus + dx_minus;
      J->col(i) = (f_perturbed_ - f_minus_) / denominator;
    } else {
      J->col(i) = (f_perturbed_ - f_) / dx_plus;
    }
    x_perturbed_(i) = x(i);
  }
}

template <class T>
void ImplicitIntegrator<T>::ComputeAutoDiffJacobian(const System<T>& system,
                                                    const T& t,
                                                    const VectorX<T>& x,
                                                    const Context<T>& context,
                                                    MatrixX<T>* J) {
  if constexpr (!std::is_same_v<T, double>) {
    unused(system, t, x, context, J);
    throw std::logic_error(
        "ImplicitIntegrator: the automatic-differentiation Jacobian needs "
        "T = double (nested AutoDiffXd is not supported); use "
        "kForwardDifference or kCentralDifference.");
  } else {
    DRAKE_THROW_UNLESS(J != nullptr);
    if (autodiff_system_ == nullptr || autodiff_source_ != &system) {
      autodiff_system_ = system.ToAutoDiffXd();
      autodiff_context_ = autodiff_system_->CreateDefaultContext();
      autodiff_source_ = &system;
    }
    autodiff_context_->SetTimeStateAndParametersFrom(context);
    autodiff_context_->SetTime(t);
    autodiff_system_->FixInputPortsFrom(system, context,
                                        autodiff_context_.get());
    // Seed x with the identity: row i of the derivatives of f_i is ∂f_i/∂x.
    const int n = static_cast<int>(x.size());
    VectorX<AutoDiffXd> x_autodiff(n);
    for (int i = 0; i < n; ++i) {
      x_autodiff[i].value() = x[i];
      x_autodiff[i].derivatives() = Eigen::VectorXd::Unit(n, i);
    }
    autodiff_context_->SetContinuousState(x_autodiff);
    const VectorBase<AutoDiffXd>& xdot =
        this->EvalTimeDerivatives(*autodiff_system_, *autodiff_context_)
            .get_vector();
    J->resize(n, n);
    for (int i = 0; i < n; ++i) {
      const auto gradient = xdot[i].derivatives();
      if (gradient.size() == 0) {
        J->row(i).setZero();
      } else {
        J->row(i) = gradient.transpose();
      }
    }
  }
}

template <class T>
void ImplicitIntegrator<T>::IterationMatrix::SetAndFactorIterationMatrix(
    const MatrixX<T>& iteration_matrix) {
  if constexpr (std::is_same_v<T, double>) {
    LU_.compute(iteration_matrix);
  } else {
    QR_.compute(iteration_matrix);
  }
  matrix_factored_ = true;
}

template <class T>
VectorX<T> ImplicitIntegrator<T>::IterationMatrix::Solve(
    const VectorX<T>& b) const {
  DRAKE_THROW_UNLESS(matrix_factored_);
  if constexpr (std::is_same_v<T, double>) {
    return LU_.solve(b);
  } else {
    return QR_.solve(b);
  }
}

template <class T>
bool ImplicitIntegrator<T>::IsBadJacobian(const MatrixX<T>& J) const {
  using std::isfinite;
  for (int j = 0; j < J.cols(); ++j) {
    for (int i = 0; i < J.rows(); ++i) {
      if (!isfinite(ExtractDoubleOrThrow(J(i, j)))) return true;
    }
  }
  return false;
}

template <class T>
bool ImplicitIntegrator<T>::MaybeFreshenMatrices(
    const T& t, const VectorX<T>& xt, const T& h, int trial,
    const IterationMatrixFunction& compute_and_factor_iteration_matrix,
    IterationMatrix* iteration_matrix) {
  if (trial < 1 || trial > 4) {
    throw std::domain_error(fmt::format(
        "ImplicitIntegrator::MaybeFreshenMatrices(): trial must be 1 to 4; "
        "got {}.",
        trial));
  }
  DRAKE_THROW_UNLESS(iteration_matrix != nullptr);
  auto refactor = [&]() {
    ++num_factorizations_;
    compute_and_factor_iteration_matrix(jacobian_, h, iteration_matrix);
  };
  // Without reuse, or with no usable Jacobian, every trial starts afresh.
  const bool usable = have_jacobian_ && jacobian_.rows() == xt.size() &&
                      !IsBadJacobian(jacobian_);
  if (!get_reuse() || !usable) {
    CalcJacobianAt(t, xt);
    refactor();
    return true;
  }
  if (!iteration_matrix->matrix_factored()) {
    refactor();
    return true;
  }
  switch (trial) {
    case 1:
      // the held factorization as it is
      return true;
    case 2:
      // the held Jacobian, a new iteration matrix (h may have changed)
      refactor();
      return true;
    case 3:
      // a new Jacobian too, unless it is already as fresh as it gets
      if (jacobian_is_fresh_) return false;
      CalcJacobianAt(t, xt);
      refactor();
      return true;
    default:
      return false;
  }
}

template <class T>
void ImplicitIntegrator<T>::FreshenMatricesIfFullNewton(
    const T& t, const VectorX<T>& xt, const T& h,
    const IterationMatrixFunction& compute_and_factor_iteration_matrix,
    IterationMatrix* iteration_matrix) {
  DRAKE_THROW_UNLESS(iteration_matrix != nullptr);
  if (!get_use_full_newton()) return;
  CalcJacobianAt(t, xt);
  ++num_factorizations_;
  compute_and_factor_iteration_matrix(jacobian_, h, iteration_matrix);
}

template <class T>
typename ImplicitIntegrator<T>::ConvergenceStatus
ImplicitIntegrator<T>::CheckNewtonConvergence(int iteration,
                                              const VectorX<T>& xtplus,
                                              const VectorX<T>& dx,
                                              const T& dx_norm,
                                              const T& last_dx_norm) const {
  // A negligible update means convergence (checked before the rate, which
  // a zero update would make undefined).
  if (iteration > 0 && IsUpdateZero(xtplus, dx)) {
    return ConvergenceStatus::kConverged;
  }
  // Hairer and Wanner's rate test (their eq. IV.8.10) needs two rates'
  // worth of history to be reliable: from the third iteration.
  if (iteration > 1) {
    const T theta = dx_norm / last_dx_norm;
    if (theta > 1) return ConvergenceStatus::kDiverged;
    // κ = 0.05, inside their recommended [0.01, 0.1]
    constexpr double kKappa = 0.05;
    const T eta = theta / (1 - theta);
    if (eta * dx_norm < kKappa * this->get_accuracy_in_use()) {
      return ConvergenceStatus::kConverged;
    }
  }
  return ConvergenceStatus::kNotConverged;
}

template <class T>
const Eigen::PartialPivLU<MatrixX<T>>& ImplicitIntegrator<T>::GetFactorization(
    const T& c_h) {
  for (int i = 0; i < 2; ++i) {
    Factorization& held = factorizations_[i];
    if (held.valid && held.c_h == c_h) {
      last_factorization_ = i;
      return held.lu;
    }
  }
  // Replace the least recently used one.
  last_factorization_ = 1 - last_factorization_;
  Factorization& fresh = factorizations_[last_factorization_];
  iteration_matrix_ = -c_h * jacobian_;
  iteration_matrix_.diagonal().array() += T(1.0);
  fresh.lu.compute(iteration_matrix_);
  fresh.c_h = c_h;
  fresh.valid = true;
  ++num_factorizations_;
  return fresh.lu;
}

template <class T>
bool ImplicitIntegrator<T>::NewtonIterate(
    const T& t, const T& c_h, const VectorX<T>& x0, const VectorX<T>& b,
    const T& t_jacobian, const VectorX<T>& x_jacobian, VectorX<T>* x) {
  using std::abs;
  using std::isnan;
  Context<T>& context = *this->get_mutable_context();

  if (!have_jacobian_ || use_full_newton_) {
    CalcJacobianAt(t_jacobian, x_jacobian);
  }
  const Eigen::PartialPivLU<MatrixX<T>>* lu = &GetFactorization(c_h);

  T last_norm(std::numeric_limits<double>::infinity());
  for (int k = 0; k < max_newton_raphson_iterations(); ++k) {
    ++num_nr_iterations_;
    context.SetTime(t);
    context.SetContinuousState(*x);
    this->EvalTimeDerivatives(context).get_vector().CopyToPreSizedVector(&f_);
    // residual = x − x0 − c·h·f(t, x) − b; the update solves
    // (I − c·h·J)·dx = −residual.
    residual_ = *x - x0 - c_h * f_ - b;
    dx_ = lu->solve(residual_);
    *x -= dx_;
    T norm(0.0);
    T x_norm(0.0);
    for (int i = 0; i < dx_.size(); ++i) {
      if (isnan(dx_(i))) return false;
      if (abs(dx_(i)) > norm) norm = abs(dx_(i));
      if (abs((*x)(i)) > x_norm) x_norm = abs((*x)(i));
    }
    if (IsNewtonConverged(norm, x_norm)) {
      context.SetContinuousState(*x);
      return true;
    }
    // A growing update means divergence.
    if (k > 0 && norm >= last_norm) return false;
    last_norm = norm;
    if (use_full_newton_) {
      CalcJacobianAt(t, *x);
      lu = &GetFactorization(c_h);
    }
  }
  return false;
}

template <class T>
bool ImplicitIntegrator<T>::IsNewtonConverged(const T& update_norm,
                                              const T& state_norm) const {
  constexpr double kNewtonFraction = 1e-2;
  const double accuracy = std::isnan(this->get_accuracy_in_use())
                              ? 1e-3
                              : this->get_accuracy_in_use();
  const double roundoff = 10 * std::numeric_limits<double>::epsilon();
  return update_norm <= kNewtonFraction * accuracy ||
         update_norm <= roundoff * state_norm;
}

template <class T>
bool ImplicitIntegrator<T>::FailStep(const T& t0, const VectorX<T>& x0) {
  Context<T>& context = *this->get_mutable_context();
  context.SetTime(t0);
  context.SetContinuousState(x0);
  this->add_substep_failure();
  return false;
}

template <class T>
bool ImplicitIntegrator<T>::SolveImplicitStep(
    const T& t, const T& c_h, const VectorX<T>& x0, const VectorX<T>& b,
    const T& t_jacobian, const VectorX<T>& x_jacobian, VectorX<T>* x) {
  const int64_t jacobians_before = num_jacobian_evals_;
  x_guess_ = *x;  // Keep the initial guess for a retry.
  if (NewtonIterate(t, c_h, x0, b, t_jacobian, x_jacobian, x)) return true;
  if (num_jacobian_evals_ != jacobians_before) return false;
  // The Jacobian was stale: recompute it and try once more.
  *x = x_guess_;
  have_jacobian_ = false;
  return NewtonIterate(t, c_h, x0, b, t_jacobian, x_jacobian, x);
}

template <class T>
std::vector<NamedStatistic> ImplicitIntegrator<T>::DoGetStatisticsSummary()
    const {
  std::vector<NamedStatistic> result;
  result.emplace_back("integrator_num_step_shrinkages_from_substep_failures",
                      this->get_num_step_shrinkages_from_substep_failures());
  result.emplace_back("integrator_num_substep_failures",
                      this->get_num_substep_failures());
  const bool split = this->supports_error_estimation();
  // Adds "integrator_num_<name>" with the total (unless the base class
  // already has), then, when the error is estimated, the integrator's and
  // the error estimator's shares.
  auto add = [&result, split](const std::string& name, int64_t total,
                              int64_t error_estimator, bool with_total) {
    if (with_total) result.emplace_back("integrator_num_" + name, total);
    if (!split) return;
    result.emplace_back("integrator_num_integrator_" + name,
                        total - error_estimator);
    result.emplace_back("integrator_num_error_estimator_" + name,
                        error_estimator);
  };
  add("derivative_evaluations", this->get_num_derivative_evaluations(),
      get_num_error_estimator_derivative_evaluations(), false);
  add("jacobian_evaluations", get_num_jacobian_evaluations(),
      get_num_error_estimator_jacobian_evaluations(), true);
  add("derivative_evaluations_for_jacobian",
      get_num_derivative_evaluations_for_jacobian(),
      get_num_error_estimator_derivative_evaluations_for_jacobian(), true);
  add("iteration_matrix_factorizations",
      get_num_iteration_matrix_factorizations(),
      get_num_error_estimator_iteration_matrix_factorizations(), true);
  add("newton_raphson_iterations", get_num_newton_raphson_iterations(),
      get_num_error_estimator_newton_raphson_iterations(), true);
  return result;
}

template <class T>
std::unique_ptr<IntegratorBase<T>> ImplicitIntegrator<T>::DoClone() const {
  std::unique_ptr<ImplicitIntegrator<T>> clone = DoImplicitIntegratorClone();
  clone->set_jacobian_computation_scheme(jacobian_scheme_);
  clone->set_reuse(reuse_);
  clone->set_use_full_newton(use_full_newton_);
  return clone;
}

}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::systems::ImplicitIntegrator)
