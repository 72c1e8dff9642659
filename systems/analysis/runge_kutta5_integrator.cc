#include "drake/systems/analysis/runge_kutta5_integrator.h"

namespace drake {
namespace systems {

namespace {
// The Dormand–Prince tableau: nodes c, stage coefficients a (row i holds
// a(i, 0..i−1)), the fifth-order weights (equal to the last row of a) and
// the differences between the fifth- and fourth-order weights.
constexpr double kC[7] = {0.0, 1.0 / 5, 3.0 / 10, 4.0 / 5, 8.0 / 9, 1.0, 1.0};
constexpr double kA[7][6] = {
    {},
    {1.0 / 5},
    {3.0 / 40, 9.0 / 40},
    {44.0 / 45, -56.0 / 15, 32.0 / 9},
    {19372.0 / 6561, -25360.0 / 2187, 64448.0 / 6561, -212.0 / 729},
    {9017.0 / 3168, -355.0 / 33, 46732.0 / 5247, 49.0 / 176, -5103.0 / 18656},
    {35.0 / 384, 0.0, 500.0 / 1113, 125.0 / 192, -2187.0 / 6784, 11.0 / 84},
};
constexpr double kB5[7] = {35.0 / 384,     0.0,       500.0 / 1113, 125.0 / 192,
                           -2187.0 / 6784, 11.0 / 84, 0.0};
constexpr double kB4[7] = {
    5179.0 / 57600,    0.0,          7571.0 / 16695, 393.0 / 640,
    -92097.0 / 339200, 187.0 / 2100, 1.0 / 40};
}  // namespace

template <class T>
void RungeKutta5Integrator<T>::DoInitialize() {
  const int n = this->get_context().num_continuous_states();
  x0_.resize(n);
  x_.resize(n);
  err_.resize(n);
  for (VectorX<T>& k : k_) k.resize(n);
}

template <class T>
bool RungeKutta5Integrator<T>::DoStep(const T& h) {
  Context<T>& context = *this->get_mutable_context();
  const T t0 = context.get_time();
  context.get_continuous_state_vector().CopyToPreSizedVector(&x0_);

  // k0 = f(t0, x0) (usually cached from the previous step's last stage).
  this->EvalTimeDerivatives(context).get_vector().CopyToPreSizedVector(&k_[0]);
  // Stages 1..6; stage 6's state is the fifth-order solution.
  for (int i = 1; i < 7; ++i) {
    x_ = x0_;
    for (int j = 0; j < i; ++j) {
      if (kA[i][j] == 0.0) continue;
      const T coefficient = h * kA[i][j];
      x_ += coefficient * k_[j];
    }
    context.SetTime(i == 6 ? T(t0 + h) : T(t0 + kC[i] * h));
    context.get_mutable_continuous_state_vector().SetFromVector(x_);
    this->EvalTimeDerivatives(context).get_vector().CopyToPreSizedVector(
        &k_[i]);
  }
  // The context now holds t0 + h and the fifth-order solution.
  err_.setZero();
  for (int j = 0; j < 7; ++j) {
    const T coefficient = h * (kB5[j] - kB4[j]);
    err_ += coefficient * k_[j];
  }
  this->get_mutable_error_estimate()->SetFromVector(err_);
  return true;
}

}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::systems::RungeKutta5Integrator)
