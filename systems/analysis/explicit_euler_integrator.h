#pragma once

/// @file
/// ExplicitEulerIntegrator<T>: first-order, fixed-step forward Euler.

#include <memory>

#include "drake/common/default_scalars.h"
#include "drake/systems/analysis/integrator_base.h"

namespace drake {
namespace systems {

/// Forward Euler: x(t+h) = x(t) + h·ẋ(t, x(t)). First order; one derivative
/// evaluation per step; no error estimate, so it always takes fixed steps.
template <class T>
class ExplicitEulerIntegrator final : public IntegratorBase<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(ExplicitEulerIntegrator);

  /// Integrates `system` in `context` with steps of `max_step_size`
  /// seconds (> 0; throws std::logic_error otherwise).
  ExplicitEulerIntegrator(const System<T>& system, const T& max_step_size,
                          Context<T>* context = nullptr)
      : IntegratorBase<T>(system, context) {
    IntegratorBase<T>::set_maximum_step_size(max_step_size);
  }
  ~ExplicitEulerIntegrator() override = default;

 private:
  std::unique_ptr<IntegratorBase<T>> DoClone() const override {
    return std::make_unique<ExplicitEulerIntegrator<T>>(
        this->get_system(), this->get_maximum_step_size());
  }
  bool DoSupportsErrorEstimation() const override { return false; }
  int do_get_error_estimate_order() const override { return 0; }
  void DoInitialize() override;
  bool DoStep(const T& h) override;

  VectorX<T> x_, xdot_;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::ExplicitEulerIntegrator)
