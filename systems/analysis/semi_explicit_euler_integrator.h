#pragma once

/// @file
/// SemiExplicitEulerIntegrator<T>: first-order, fixed-step symplectic
/// (semi-implicit) Euler for second-order systems.

#include <memory>

#include "drake/common/default_scalars.h"
#include "drake/systems/analysis/integrator_base.h"
#include "drake/systems/framework/basic_vector.h"

namespace drake {
namespace systems {

/// Semi-explicit Euler: the velocities and other continuous state step
/// first, and the positions step with the new velocities:
///   v(t+h) = v + h·v̇(t, x),  z(t+h) = z + h·ż(t, x),
///   q(t+h) = q + h·N(q)·v(t+h)
/// where q̇ = N(q)·v comes from System::MapVelocityToQDot(). First order,
/// symplectic for Hamiltonian mechanical systems; one derivative
/// evaluation per step; fixed steps only.
template <class T>
class SemiExplicitEulerIntegrator final : public IntegratorBase<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(SemiExplicitEulerIntegrator);

  /// Integrates `system` in `context` with steps of `max_step_size`
  /// seconds (> 0; throws std::logic_error otherwise).
  SemiExplicitEulerIntegrator(const System<T>& system, const T& max_step_size,
                              Context<T>* context = nullptr)
      : IntegratorBase<T>(system, context) {
    IntegratorBase<T>::set_maximum_step_size(max_step_size);
  }
  ~SemiExplicitEulerIntegrator() override = default;

 private:
  std::unique_ptr<IntegratorBase<T>> DoClone() const override {
    return std::make_unique<SemiExplicitEulerIntegrator<T>>(
        this->get_system(), this->get_maximum_step_size());
  }
  bool DoSupportsErrorEstimation() const override { return false; }
  int do_get_error_estimate_order() const override { return 0; }
  void DoInitialize() override;
  bool DoStep(const T& h) override;

  VectorX<T> x_, xdot_, v1_;
  std::unique_ptr<BasicVector<T>> qdot_;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::SemiExplicitEulerIntegrator)
