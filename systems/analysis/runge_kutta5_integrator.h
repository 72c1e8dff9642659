#pragma once

/// @file
/// RungeKutta5Integrator<T>: the fifth-order Dormand–Prince method with an
/// embedded fourth-order error estimate.

#include <memory>

#include "drake/common/default_scalars.h"
#include "drake/systems/analysis/integrator_base.h"

namespace drake {
namespace systems {

/// The Dormand–Prince 5(4) pair (J. R. Dormand and P. J. Prince, "A family
/// of embedded Runge-Kutta formulae", J. Comp. Appl. Math. 6(1), 1980).
/// Propagates the fifth-order solution; the difference from the embedded
/// fourth-order solution is an O(h⁵) local error estimate. Seven stages,
/// the last evaluated at the step's end (first same as last), so a step
/// costs six fresh derivative evaluations when the next step starts from
/// the cached derivative. Supports error control and fixed steps.
template <class T>
class RungeKutta5Integrator final : public IntegratorBase<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(RungeKutta5Integrator);

  explicit RungeKutta5Integrator(const System<T>& system,
                                 Context<T>* context = nullptr)
      : IntegratorBase<T>(system, context) {}
  ~RungeKutta5Integrator() override = default;

 private:
  std::unique_ptr<IntegratorBase<T>> DoClone() const override {
    return std::make_unique<RungeKutta5Integrator<T>>(this->get_system());
  }
  bool DoSupportsErrorEstimation() const override { return true; }
  int do_get_error_estimate_order() const override { return 5; }
  void DoInitialize() override;
  bool DoStep(const T& h) override;

  VectorX<T> x0_, x_, err_;
  VectorX<T> k_[7];
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::systems::RungeKutta5Integrator)
