#pragma once

/// @file
/// RungeKutta2Integrator<T>: second-order, fixed-step explicit trapezoid
/// (Heun's) method.

#include <memory>

#include "drake/common/default_scalars.h"
#include "drake/systems/analysis/integrator_base.h"

namespace drake {
namespace systems {

/// Heun's method: k1 = f(t, x), k2 = f(t + h, x + h·k1),
/// x(t+h) = x + h/2·(k1 + k2). Second order; two derivative evaluations per
/// step; no error estimate, so it always takes fixed steps.
template <class T>
class RungeKutta2Integrator final : public IntegratorBase<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(RungeKutta2Integrator);

  /// Integrates `system` in `context` with steps of `max_step_size`
  /// seconds (> 0; throws std::logic_error otherwise).
  RungeKutta2Integrator(const System<T>& system, const T& max_step_size,
                        Context<T>* context = nullptr)
      : IntegratorBase<T>(system, context) {
    IntegratorBase<T>::set_maximum_step_size(max_step_size);
  }
  ~RungeKutta2Integrator() override = default;

 private:
  std::unique_ptr<IntegratorBase<T>> DoClone() const override {
    return std::make_unique<RungeKutta2Integrator<T>>(
        this->get_system(), this->get_maximum_step_size());
  }
  bool DoSupportsErrorEstimation() const override { return false; }
  int do_get_error_estimate_order() const override { return 0; }
  void DoInitialize() override;
  bool DoStep(const T& h) override;

  VectorX<T> x0_, x_, k1_, k2_;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::RungeKutta2Integrator)
