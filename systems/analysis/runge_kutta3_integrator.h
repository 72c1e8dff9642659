#pragma once

/// @file
/// RungeKutta3Integrator<T>: third-order Runge–Kutta with an embedded
/// second-order error estimate; Drake's default integrator.

#include <memory>

#include "drake/common/default_scalars.h"
#include "drake/systems/analysis/integrator_base.h"

namespace drake {
namespace systems {

/// Kutta's third-order method,
///   k1 = f(t, x), k2 = f(t + h/2, x + h/2·k1), k3 = f(t + h, x − h·k1 +
///   2h·k2), x(t+h) = x + h/6·(k1 + 4·k2 + k3),
/// whose error is estimated against the second-order midpoint solution
/// x + h·k2 (an O(h³) local error estimate). Three derivative evaluations
/// per step. Supports error control (the default) and fixed steps.
template <class T>
class RungeKutta3Integrator final : public IntegratorBase<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(RungeKutta3Integrator);

  explicit RungeKutta3Integrator(const System<T>& system,
                                 Context<T>* context = nullptr)
      : IntegratorBase<T>(system, context) {}
  ~RungeKutta3Integrator() override = default;

 private:
  std::unique_ptr<IntegratorBase<T>> DoClone() const override {
    return std::make_unique<RungeKutta3Integrator<T>>(this->get_system());
  }
  bool DoSupportsErrorEstimation() const override { return true; }
  int do_get_error_estimate_order() const override { return 3; }
  void DoInitialize() override;
  bool DoStep(const T& h) override;

  VectorX<T> x0_, x_, k1_, k2_, k3_, err_;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::systems::RungeKutta3Integrator)
