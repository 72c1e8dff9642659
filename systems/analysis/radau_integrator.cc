#include "drake/systems/analysis/radau_integrator.h"

#include <cmath>
#include <limits>

namespace drake {
namespace systems {
namespace {

// The Radau IIA Butcher tableaux: nodes c and coefficients A (the weights
// are A's last row: the methods are stiffly accurate).
template <int s>
struct RadauTableau;

template <>
struct RadauTableau<1> {
  static constexpr double c[1] = {1.0};
  static constexpr double A[1][1] = {{1.0}};
};

template <>
struct RadauTableau<2> {
  static constexpr double c[2] = {1.0 / 3.0, 1.0};
  static constexpr double A[2][2] = {{5.0 / 12.0, -1.0 / 12.0},
                                     {3.0 / 4.0, 1.0 / 4.0}};
};

}  // namespace

template <typename T, int num_stages>
RadauIntegrator<T, num_stages>::RadauIntegrator(const System<T>& system,
                                                Context<T>* context)
    : ImplicitIntegrator<T>(system, context) {}

template <typename T, int num_stages>
RadauIntegrator<T, num_stages>::~RadauIntegrator() = default;

template <typename T, int num_stages>
void RadauIntegrator<T, num_stages>::DoInitialize() {
  ImplicitIntegrator<T>::DoInitialize();
  const int n = this->get_context().num_continuous_states();
  for (VectorX<T>* v : {&x0_, &f0_, &x_radau_, &x_trapezoid_, &b_trapezoid_,
                        &err_, &x_stage_, &f_tmp_}) {
    v->resize(n);
  }
  for (VectorX<T>* v : {&z_, &z_guess_, &g_, &dz_, &f_stage_}) {
    v->resize(num_stages * n);
  }
  iteration_matrix_.resize(num_stages * n, num_stages * n);
  lu_ = Eigen::PartialPivLU<MatrixX<T>>(num_stages * n);
  have_factorization_ = false;
}

template <typename T, int num_stages>
bool RadauIntegrator<T, num_stages>::IterateStages(const T& t0, const T& h) {
  using std::abs;
  using std::isnan;
  using Tableau = RadauTableau<num_stages>;
  const int n = static_cast<int>(x0_.size());
  Context<T>& context = *this->get_mutable_context();

  // The iteration matrix I − h·(A ⊗ J), with J at the step's start;
  // refactored only when J (a fresh or recomputed one) or h changed.
  const MatrixX<T>& J = this->EvalJacobian(t0, x0_);
  const int64_t jacobian_count = this->jacobian_evaluation_count();
  if (!have_factorization_ || factored_h_ != h ||
      factored_jacobian_count_ != jacobian_count) {
    for (int i = 0; i < num_stages; ++i) {
      for (int j = 0; j < num_stages; ++j) {
        iteration_matrix_.block(i * n, j * n, n, n) =
            -(h * Tableau::A[i][j]) * J;
      }
    }
    iteration_matrix_.diagonal().array() += T(1.0);
    lu_.compute(iteration_matrix_);
    this->increment_num_iter_factorizations();
    have_factorization_ = true;
    factored_h_ = h;
    factored_jacobian_count_ = jacobian_count;
  }

  T last_norm(std::numeric_limits<double>::infinity());
  for (int k = 0; k < this->max_newton_raphson_iterations(); ++k) {
    this->add_newton_raphson_iterations(1);
    // F = (f(t₀ + cᵢh, x₀ + Zᵢ))ᵢ.
    for (int i = 0; i < num_stages; ++i) {
      context.SetTime(t0 + Tableau::c[i] * h);
      x_stage_ = x0_ + z_.segment(i * n, n);
      context.SetContinuousState(x_stage_);
      this->EvalTimeDerivatives(context).get_vector().CopyToPreSizedVector(
          &f_tmp_);
      f_stage_.segment(i * n, n) = f_tmp_;
    }
    // G(Z) = Z − h·(A ⊗ I)·F; the update solves (I − h·(A ⊗ J))·dZ = G.
    for (int i = 0; i < num_stages; ++i) {
      g_.segment(i * n, n) = z_.segment(i * n, n);
      for (int j = 0; j < num_stages; ++j) {
        g_.segment(i * n, n) -=
            (h * Tableau::A[i][j]) * f_stage_.segment(j * n, n);
      }
    }
    dz_ = lu_.solve(g_);
    z_ -= dz_;
    T norm(0.0);
    T x_norm(0.0);
    for (int i = 0; i < dz_.size(); ++i) {
      if (isnan(dz_(i))) return false;
      if (abs(dz_(i)) > norm) norm = abs(dz_(i));
      const T x_i = x0_(i % n) + z_(i);
      if (abs(x_i) > x_norm) x_norm = abs(x_i);
    }
    if (this->IsNewtonConverged(norm, x_norm)) {
      return true;
    }
    // A growing update means divergence.
    if (k > 0 && norm >= last_norm) return false;
    last_norm = norm;
  }
  return false;
}

template <typename T, int num_stages>
bool RadauIntegrator<T, num_stages>::SolveStages(const T& t0, const T& h) {
  const int64_t jacobians_before = this->jacobian_evaluation_count();
  z_guess_ = z_;
  if (IterateStages(t0, h)) return true;
  if (this->jacobian_evaluation_count() != jacobians_before) return false;
  // The Jacobian was held from an earlier step: recompute it and retry.
  z_ = z_guess_;
  this->EvalJacobian(t0, x0_, /* fresh = */ true);
  return IterateStages(t0, h);
}

template <typename T, int num_stages>
bool RadauIntegrator<T, num_stages>::DoImplicitIntegratorStep(const T& h) {
  using Tableau = RadauTableau<num_stages>;
  Context<T>& context = *this->get_mutable_context();
  const T t0 = context.get_time();
  const T t1 = t0 + h;
  const int n = static_cast<int>(x0_.size());
  if (!this->get_reuse()) this->MarkJacobianStale();
  context.get_continuous_state_vector().CopyToPreSizedVector(&x0_);
  this->EvalTimeDerivatives(context).get_vector().CopyToPreSizedVector(&f0_);

  // Stage increments from the explicit guess Zᵢ = cᵢ·h·f(t₀, x₀).
  for (int i = 0; i < num_stages; ++i) {
    z_.segment(i * n, n) = (Tableau::c[i] * h) * f0_;
  }
  if (!SolveStages(t0, h)) return this->FailStep(t0, x0_);
  x_radau_ = x0_ + z_.segment((num_stages - 1) * n, n);

  // The error estimate: the implicit trapezoid rule,
  // x = x₀ + h/2·f(t₁, x) + h/2·f(t₀, x₀), from the Radau solution.
  const T half_h = 0.5 * h;
  b_trapezoid_ = half_h * f0_;
  x_trapezoid_ = x_radau_;
  const typename ImplicitIntegrator<T>::StatisticsCounts before =
      this->GetStatisticsCounts();
  const bool converged = this->SolveImplicitStep(t1, half_h, x0_, b_trapezoid_,
                                                 t0, x0_, &x_trapezoid_);
  this->AddStatisticsSince(before, &error_estimator_statistics_);
  if (!converged) return this->FailStep(t0, x0_);
  err_ = x_radau_ - x_trapezoid_;
  context.SetTime(t1);
  context.SetContinuousState(x_radau_);
  this->get_mutable_error_estimate()->SetFromVector(err_);
  return true;
}

template class RadauIntegrator<double, 1>;
template class RadauIntegrator<double, 2>;
template class RadauIntegrator<AutoDiffXd, 1>;
template class RadauIntegrator<AutoDiffXd, 2>;

}  // namespace systems
}  // namespace drake
