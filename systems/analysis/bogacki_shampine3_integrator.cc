#include "drake/systems/analysis/bogacki_shampine3_integrator.h"

namespace drake {
namespace systems {

namespace {
// The tableau: nodes, stage coefficients (the last row is the third-order
// solution) and the differences between the third- and second-order
// weights.
constexpr double kC[4] = {0.0, 1.0 / 2, 3.0 / 4, 1.0};
constexpr double kA[4][3] = {
    {},
    {1.0 / 2},
    {0.0, 3.0 / 4},
    {2.0 / 9, 1.0 / 3, 4.0 / 9},
};
constexpr double kB3MinusB2[4] = {2.0 / 9 - 7.0 / 24, 1.0 / 3 - 1.0 / 4,
                                  4.0 / 9 - 1.0 / 3, 0.0 - 1.0 / 8};
}  // namespace

template <class T>
void BogackiShampine3Integrator<T>::DoInitialize() {
  const int n = this->get_context().num_continuous_states();
  x0_.resize(n);
  x_.resize(n);
  err_.resize(n);
  for (VectorX<T>& k : k_) k.resize(n);
}

template <class T>
bool BogackiShampine3Integrator<T>::DoStep(const T& h) {
  Context<T>& context = *this->get_mutable_context();
  const T t0 = context.get_time();
  context.get_continuous_state_vector().CopyToPreSizedVector(&x0_);
  this->EvalTimeDerivatives(context).get_vector().CopyToPreSizedVector(&k_[0]);
  for (int i = 1; i < 4; ++i) {
    x_ = x0_;
    for (int j = 0; j < i; ++j) {
      if (kA[i][j] == 0.0) continue;
      const T coefficient = h * kA[i][j];
      x_ += coefficient * k_[j];
    }
    context.SetTime(i == 3 ? T(t0 + h) : T(t0 + kC[i] * h));
    context.get_mutable_continuous_state_vector().SetFromVector(x_);
    this->EvalTimeDerivatives(context).get_vector().CopyToPreSizedVector(
        &k_[i]);
  }
  // The context holds t0 + h and the third-order solution.
  err_.setZero();
  for (int j = 0; j < 4; ++j) {
    const T coefficient = h * kB3MinusB2[j];
    err_ += coefficient * k_[j];
  }
  this->get_mutable_error_estimate()->SetFromVector(err_);
  return true;
}

}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::systems::BogackiShampine3Integrator)
