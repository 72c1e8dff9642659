#include "drake/examples/pendulum/pendulum_plant.h"

#include <cmath>

namespace drake {
namespace examples {
namespace pendulum {

template <typename T>
PendulumPlant<T>::PendulumPlant()
    : systems::LeafSystem<T>(systems::SystemTypeTag<PendulumPlant>{}) {
  this->DeclareVectorInputPort("tau", PendulumInput<T>());
  this->DeclareVectorOutputPort("state", PendulumState<T>(),
                                &PendulumPlant::CopyStateOut,
                                {this->all_state_ticket()});
  this->DeclareContinuousState(PendulumState<T>(), 1 /* num_q */, 1 /* num_v */,
                               0 /* num_z */);
  this->DeclareNumericParameter(PendulumParams<T>());
}

template <typename T>
PendulumPlant<T>::~PendulumPlant() = default;

template <typename T>
void PendulumPlant<T>::CopyStateOut(const systems::Context<T>& context,
                                    PendulumState<T>* output) const {
  output->set_value(get_state(context).get_value());
}

template <typename T>
T PendulumPlant<T>::DoCalcKineticEnergy(
    const systems::Context<T>& context) const {
  const PendulumState<T>& state = get_state(context);
  const PendulumParams<T>& params = get_parameters(context);
  const T ml = params.mass() * params.length();
  return 0.5 * ml * params.length() * state.thetadot() * state.thetadot();
}

template <typename T>
T PendulumPlant<T>::DoCalcPotentialEnergy(
    const systems::Context<T>& context) const {
  using std::cos;
  const PendulumState<T>& state = get_state(context);
  const PendulumParams<T>& params = get_parameters(context);
  return -params.mass() * params.gravity() * params.length() *
         cos(state.theta());
}

template <typename T>
T PendulumPlant<T>::CalcTotalEnergy(const systems::Context<T>& context) const {
  return DoCalcKineticEnergy(context) + DoCalcPotentialEnergy(context);
}

template <typename T>
void PendulumPlant<T>::DoCalcTimeDerivatives(
    const systems::Context<T>& context,
    systems::ContinuousState<T>* derivatives) const {
  using std::sin;
  const PendulumState<T>& state = get_state(context);
  const PendulumParams<T>& params = get_parameters(context);
  const T& tau = get_input_port().Eval(context)[0];
  const T ml2 = params.mass() * params.length() * params.length();
  PendulumState<T>& xdot = get_mutable_state(derivatives);
  xdot.set_theta(state.thetadot());
  xdot.set_thetadot(
      (tau -
       params.mass() * params.gravity() * params.length() * sin(state.theta()) -
       params.damping() * state.thetadot()) /
      ml2);
}

}  // namespace pendulum
}  // namespace examples
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::examples::pendulum::PendulumPlant)
