#pragma once

/// @file
/// ImplicitEulerIntegrator<T>: first-order, L-stable backward Euler with
/// an error estimate for step-size control (for stiff systems).

#include <memory>

#include "drake/common/default_scalars.h"
#include "drake/systems/analysis/implicit_integrator.h"

namespace drake {
namespace systems {

/// Backward Euler: solves x(t+h) = x(t) + h·f(t+h, x(t+h)) by Newton–Raphson
/// iterations (see ImplicitIntegrator). L-stable, so it takes large steps
/// on stiff systems where explicit methods blow up.
///
/// Error estimate (order 2): by default the difference between the
/// backward-Euler solution (which is propagated) and the second-order
/// implicit trapezoid solution x + h/2·(f(t, x) + f(t+h, x(t+h))).
/// With set_use_implicit_trapezoid_error_estimation(false) it is instead
/// the difference between one full step and two half steps (the two half
/// steps are propagated). Supports error control (the default) and fixed
/// steps; in fixed-step mode a Newton failure makes the step throw.
template <class T>
class ImplicitEulerIntegrator final : public ImplicitIntegrator<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(ImplicitEulerIntegrator);

  explicit ImplicitEulerIntegrator(const System<T>& system,
                                   Context<T>* context = nullptr)
      : ImplicitIntegrator<T>(system, context) {}
  ~ImplicitEulerIntegrator() override = default;

  /// Chooses the error estimate (see the class doc); default true.
  void set_use_implicit_trapezoid_error_estimation(bool flag) {
    use_implicit_trapezoid_error_estimation_ = flag;
  }
  bool get_use_implicit_trapezoid_error_estimation() const {
    return use_implicit_trapezoid_error_estimation_;
  }

 private:
  std::unique_ptr<ImplicitIntegrator<T>> DoImplicitIntegratorClone()
      const override {
    auto clone =
        std::make_unique<ImplicitEulerIntegrator<T>>(this->get_system());
    clone->set_use_implicit_trapezoid_error_estimation(
        use_implicit_trapezoid_error_estimation_);
    return clone;
  }
  bool DoSupportsErrorEstimation() const override { return true; }
  int do_get_error_estimate_order() const override { return 2; }
  void DoInitialize() override;
  bool DoStep(const T& h) override;

  bool use_implicit_trapezoid_error_estimation_{true};
  VectorX<T> x0_, x_ie_, x_other_, f0_, b_, zero_, err_;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::ImplicitEulerIntegrator)
