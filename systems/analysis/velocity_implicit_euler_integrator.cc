#include "drake/systems/analysis/velocity_implicit_euler_integrator.h"

#include <cmath>
#include <limits>
#include <stdexcept>

namespace drake {
namespace systems {

template <class T>
VelocityImplicitEulerIntegrator<T>::VelocityImplicitEulerIntegrator(
    const System<T>& system, Context<T>* context)
    : ImplicitIntegrator<T>(system, context) {}

template <class T>
VelocityImplicitEulerIntegrator<T>::~VelocityImplicitEulerIntegrator() =
    default;

template <class T>
void VelocityImplicitEulerIntegrator<T>::DoInitialize() {
  ImplicitIntegrator<T>::DoInitialize();
  const ContinuousState<T>& xc = this->get_context().get_continuous_state();
  nq_ = xc.num_q();
  nv_ = xc.num_v();
  ny_ = nv_ + xc.num_z();
  const int n = nq_ + ny_;
  jacobian_.resize(ny_, ny_);
  iteration_matrix_.resize(ny_, ny_);
  lu_ = Eigen::PartialPivLU<MatrixX<T>>(ny_);
  qdot_ = std::make_unique<BasicVector<T>>(nq_);
  for (VectorX<T>* v : {&qn_, &q_k_, &q_next_}) v->resize(nq_);
  for (VectorX<T>* v : {&yn_, &y_k_, &l_, &l_perturbed_, &l_minus_,
                        &y_perturbed_, &residual_, &dy_}) {
    v->resize(ny_);
  }
  for (VectorX<T>* v : {&x_state_, &x0_, &x_full_, &x_half_, &x_two_, &err_}) {
    v->resize(n);
  }
  have_jacobian_ = false;
}

template <class T>
void VelocityImplicitEulerIntegrator<T>::DoImplicitIntegratorReset() {
  have_jacobian_ = false;
}

template <class T>
void VelocityImplicitEulerIntegrator<T>::CalcQ(
    const VectorX<T>& q_k, const Eigen::Ref<const VectorX<T>>& v, const T& h,
    VectorX<T>* q) {
  Context<T>& context = *this->get_mutable_context();
  context.get_mutable_continuous_state()
      .get_mutable_generalized_position()
      .SetFromVector(q_k);
  this->get_system().MapVelocityToQDot(context, v, qdot_.get());
  *q = qn_ + h * qdot_->value();
}

template <class T>
void VelocityImplicitEulerIntegrator<T>::CalcEll(const T& t1, const T& h,
                                                 const VectorX<T>& q_k,
                                                 const VectorX<T>& y,
                                                 VectorX<T>* l) {
  CalcQ(q_k, y.head(nv_), h, &q_next_);
  x_state_.head(nq_) = q_next_;
  x_state_.tail(ny_) = y;
  Context<T>& context = *this->get_mutable_context();
  context.SetTime(t1);
  context.SetContinuousState(x_state_);
  const VectorBase<T>& xdot = this->EvalTimeDerivatives(context).get_vector();
  for (int i = 0; i < ny_; ++i) (*l)(i) = xdot[nq_ + i];
}

template <class T>
void VelocityImplicitEulerIntegrator<T>::CalcJacobianAndFactor(
    const T& t1, const T& h, const VectorX<T>& q_k, const VectorX<T>& y) {
  using std::abs;
  using std::max;
  using Scheme = typename ImplicitIntegrator<T>::JacobianComputationScheme;
  const Scheme scheme = this->get_jacobian_computation_scheme();
  if (scheme == Scheme::kAutomatic) {
    throw std::logic_error(
        "VelocityImplicitEulerIntegrator: the automatic-differentiation "
        "Jacobian is not supported yet; use kForwardDifference or "
        "kCentralDifference.");
  }
  const bool central = scheme == Scheme::kCentralDifference;
  const double eps = std::numeric_limits<double>::epsilon();
  const double relative_step = central ? std::cbrt(eps) : std::sqrt(eps);
  int evaluations = 0;
  if (!central) {
    CalcEll(t1, h, q_k, y, &l_);
    ++evaluations;
  }
  y_perturbed_ = y;
  for (int i = 0; i < ny_; ++i) {
    const T scale = max(T(1.0), T(abs(y(i))));
    y_perturbed_(i) = y(i) + relative_step * scale;
    const T dy_plus = y_perturbed_(i) - y(i);
    CalcEll(t1, h, q_k, y_perturbed_, &l_perturbed_);
    ++evaluations;
    if (central) {
      y_perturbed_(i) = y(i) - relative_step * scale;
      const T dy_minus = y(i) - y_perturbed_(i);
      CalcEll(t1, h, q_k, y_perturbed_, &l_minus_);
      ++evaluations;
      jacobian_.col(i) = (l_perturbed_ - l_minus_) / (dy_plus + dy_minus);
    } else {
      jacobian_.col(i) = (l_perturbed_ - l_) / dy_plus;
    }
    y_perturbed_(i) = y(i);
  }
  this->increment_jacobian_evaluations();
  this->increment_jacobian_computation_derivative_evaluations(evaluations);
  have_jacobian_ = true;
  Factor(h);
}

template <class T>
void VelocityImplicitEulerIntegrator<T>::Factor(const T& h) {
  iteration_matrix_ = -h * jacobian_;
  iteration_matrix_.diagonal().array() += T(1.0);
  lu_.compute(iteration_matrix_);
  this->increment_num_iter_factorizations();
  factored_h_ = h;
}

template <class T>
bool VelocityImplicitEulerIntegrator<T>::IterateVie(const T& t1, const T& h,
                                                    VectorX<T>* x) {
  using std::abs;
  using std::isnan;
  if (factored_h_ != h) Factor(h);
  T last_norm(std::numeric_limits<double>::infinity());
  for (int k = 0; k < this->max_newton_raphson_iterations(); ++k) {
    this->add_newton_raphson_iterations(1);
    CalcEll(t1, h, q_k_, y_k_, &l_);
    residual_ = y_k_ - yn_ - h * l_;
    dy_ = lu_.solve(residual_);
    y_k_ -= dy_;
    CalcQ(q_k_, y_k_.head(nv_), h, &q_next_);
    T norm(0.0);
    T x_norm(0.0);
    for (int i = 0; i < ny_; ++i) {
      if (isnan(dy_(i))) return false;
      if (abs(dy_(i)) > norm) norm = abs(dy_(i));
      if (abs(y_k_(i)) > x_norm) x_norm = abs(y_k_(i));
    }
    for (int i = 0; i < nq_; ++i) {
      const T dq = q_next_(i) - q_k_(i);
      if (isnan(dq)) return false;
      if (abs(dq) > norm) norm = abs(dq);
      if (abs(q_next_(i)) > x_norm) x_norm = abs(q_next_(i));
    }
    q_k_ = q_next_;
    if (this->IsNewtonConverged(norm, x_norm)) {
      x->head(nq_) = q_k_;
      x->tail(ny_) = y_k_;
      return true;
    }
    // A growing update means divergence.
    if (k > 0 && norm >= last_norm) return false;
    last_norm = norm;
  }
  return false;
}

template <class T>
bool VelocityImplicitEulerIntegrator<T>::StepVie(const T& t0, const T& h,
                                                 const VectorX<T>& x0,
                                                 VectorX<T>* x) {
  const T t1 = t0 + h;
  qn_ = x0.head(nq_);
  yn_ = x0.tail(ny_);
  bool fresh = false;
  if (!have_jacobian_ || !this->get_reuse() || this->get_use_full_newton()) {
    CalcJacobianAndFactor(t1, h, qn_, yn_);
    fresh = true;
  }
  q_k_ = qn_;
  y_k_ = yn_;
  if (IterateVie(t1, h, x)) return true;
  if (fresh) return false;
  // The Jacobian was held from an earlier step: recompute it and retry.
  CalcJacobianAndFactor(t1, h, qn_, yn_);
  q_k_ = qn_;
  y_k_ = yn_;
  return IterateVie(t1, h, x);
}

template <class T>
bool VelocityImplicitEulerIntegrator<T>::DoImplicitIntegratorStep(const T& h) {
  Context<T>& context = *this->get_mutable_context();
  const T t0 = context.get_time();
  context.get_continuous_state_vector().CopyToPreSizedVector(&x0_);
  // The full step first: it is the likelier to fail, and fails early.
  if (!StepVie(t0, h, x0_, &x_full_)) return this->FailStep(t0, x0_);
  const T half_h = 0.5 * h;
  const StatisticsCounts before = this->GetStatisticsCounts();
  const bool converged = StepVie(t0, half_h, x0_, &x_half_) &&
                         StepVie(t0 + half_h, half_h, x_half_, &x_two_);
  this->AddStatisticsSince(before, &half_step_statistics_);
  if (!converged) return this->FailStep(t0, x0_);
  err_ = x_full_ - x_two_;
  context.SetTime(t0 + h);
  context.SetContinuousState(x_two_);
  this->get_mutable_error_estimate()->SetFromVector(err_);
  return true;
}

}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::systems::VelocityImplicitEulerIntegrator)
