#include "drake/examples/pendulum/energy_shaping_controller.h"

#include <cmath>

#include "drake/common/drake_throw.h"

namespace drake {
namespace examples {
namespace pendulum {

template <typename T>
PendulumEnergyShapingController<T>::PendulumEnergyShapingController(
    const PendulumParams<T>& params, double gain)
    : gain_(gain) {
  DRAKE_THROW_UNLESS(gain > 0);
  params_.set_value(params.get_value());
  this->DeclareVectorInputPort("state", PendulumState<T>());
  this->DeclareVectorOutputPort("tau", PendulumInput<T>(),
                                &PendulumEnergyShapingController::CalcTau);
}

template <typename T>
PendulumEnergyShapingController<T>::~PendulumEnergyShapingController() =
    default;

template <typename T>
void PendulumEnergyShapingController<T>::CalcTau(
    const systems::Context<T>& context, PendulumInput<T>* output) const {
  using std::cos;
  const auto& x = this->get_input_port(0).Eval(context);
  const T& theta = x[PendulumState<T>::kTheta];
  const T& thetadot = x[PendulumState<T>::kThetadot];
  const T mgl = params_.mass() * params_.gravity() * params_.length();
  const T energy = 0.5 * params_.mass() * params_.length() * params_.length() *
                       thetadot * thetadot -
                   mgl * cos(theta);
  const T energy_error = energy - mgl;
  output->set_tau(params_.damping() * thetadot -
                  gain_ * thetadot * energy_error);
}

template class PendulumEnergyShapingController<double>;

}  // namespace pendulum
}  // namespace examples
}  // namespace drake
