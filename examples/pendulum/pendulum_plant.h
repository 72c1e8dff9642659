#pragma once

/// @file
/// PendulumPlant: a damped simple pendulum as a LeafSystem, with Drake's
/// example's names and ports.

#include "drake/common/default_scalars.h"
#include "drake/examples/pendulum/pendulum_vectors.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace examples {
namespace pendulum {

/// A point mass m on a massless rod of length l, pivoting about a fixed
/// point, with viscous damping b and gravity g:
///   m l² θ̈ = τ − m g l sin θ − b θ̇,
/// where θ = 0 hangs straight down.
///
/// Input port "tau" (PendulumInput, size 1); output port "state"
/// (PendulumState, size 2: theta, thetadot). Parameters are a
/// PendulumParams numeric parameter. Instantiated for double and
/// AutoDiffXd (supports scalar conversion).
template <typename T>
class PendulumPlant final : public systems::LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(PendulumPlant);

  PendulumPlant();

  /// Scalar-converting copy constructor.
  template <typename U>
  explicit PendulumPlant(const PendulumPlant<U>&) : PendulumPlant<T>() {}

  ~PendulumPlant() final;

  /// The torque input port ("tau").
  const systems::InputPort<T>& get_input_port() const {
    return systems::LeafSystem<T>::get_input_port(0);
  }

  /// The state output port ("state").
  const systems::OutputPort<T>& get_state_output_port() const {
    return systems::LeafSystem<T>::get_output_port(0);
  }

  /// Kinetic plus potential energy [J], with zero potential at the pivot's
  /// height: E = ½ m l² θ̇² − m g l cos θ.
  T CalcTotalEnergy(const systems::Context<T>& context) const;

  static const PendulumState<T>& get_state(
      const systems::ContinuousState<T>& cstate) {
    return dynamic_cast<const PendulumState<T>&>(cstate.get_vector());
  }
  static const PendulumState<T>& get_state(const systems::Context<T>& context) {
    return get_state(context.get_continuous_state());
  }
  static PendulumState<T>& get_mutable_state(
      systems::ContinuousState<T>* cstate) {
    return dynamic_cast<PendulumState<T>&>(cstate->get_mutable_vector());
  }
  static PendulumState<T>& get_mutable_state(systems::Context<T>* context) {
    return get_mutable_state(&context->get_mutable_continuous_state());
  }

  const PendulumParams<T>& get_parameters(
      const systems::Context<T>& context) const {
    return this->template GetNumericParameter<PendulumParams>(context, 0);
  }
  PendulumParams<T>& get_mutable_parameters(
      systems::Context<T>* context) const {
    return this->template GetMutableNumericParameter<PendulumParams>(context,
                                                                     0);
  }

 private:
  void CopyStateOut(const systems::Context<T>& context,
                    PendulumState<T>* output) const;
  void DoCalcTimeDerivatives(
      const systems::Context<T>& context,
      systems::ContinuousState<T>* derivatives) const final;
  T DoCalcKineticEnergy(const systems::Context<T>& context) const final;
  T DoCalcPotentialEnergy(const systems::Context<T>& context) const final;
};

}  // namespace pendulum
}  // namespace examples
}  // namespace drake

// Not convertible to symbolic::Expression (yet): Mallard instantiates it on
// double and AutoDiffXd only.
namespace drake {
namespace systems {
namespace scalar_conversion {
template <>
struct Traits<::drake::examples::pendulum::PendulumPlant>
    : public NonSymbolicTraits {};
}  // namespace scalar_conversion
}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::examples::pendulum::PendulumPlant)
