#pragma once

/// @file
/// An energy-shaping swing-up controller for PendulumPlant.

#include "drake/examples/pendulum/pendulum_plant.h"

namespace drake {
namespace examples {
namespace pendulum {

/// Drives the pendulum's total energy E toward the energy of the upright
/// equilibrium, E_d = m g l, so that the pendulum swings up onto the
/// homoclinic orbit through θ = π. With Ẽ = E − E_d,
///   τ = b θ̇ − k θ̇ Ẽ   gives   dẼ/dt = θ̇(τ − b θ̇) = −k θ̇² Ẽ ≤ 0,
/// so |Ẽ| never grows and decays whenever the pendulum moves.
///
/// Input port "state" (PendulumState), output port "tau" (PendulumInput).
/// The controller uses its own copy of the plant parameters (Drake's
/// defaults unless given).
template <typename T>
class PendulumEnergyShapingController final : public systems::LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(PendulumEnergyShapingController);

  /// @param params the plant's parameters.
  /// @param gain k [1/(J·s)], positive.
  /// @throws std::exception if gain is not positive.
  explicit PendulumEnergyShapingController(
      const PendulumParams<T>& params = PendulumParams<T>(), double gain = 0.1);

  ~PendulumEnergyShapingController() final;

 private:
  void CalcTau(const systems::Context<T>& context,
               PendulumInput<T>* output) const;

  PendulumParams<T> params_;
  double gain_{};
};

}  // namespace pendulum
}  // namespace examples
}  // namespace drake

extern template class ::drake::examples::pendulum::
    PendulumEnergyShapingController<double>;
