#pragma once

/// @file
/// BogackiShampine3Integrator<T>: the third-order Bogacki–Shampine method
/// with an embedded second-order error estimate.

#include <memory>

#include "drake/common/default_scalars.h"
#include "drake/systems/analysis/integrator_base.h"

namespace drake {
namespace systems {

/// The Bogacki–Shampine 3(2) pair (P. Bogacki and L. F. Shampine, "A 3(2)
/// pair of Runge–Kutta formulas", Appl. Math. Lett. 2(4), 1989): four
/// stages, the last evaluated at the step's end (first same as last), so a
/// step costs three fresh derivative evaluations when the next step starts
/// from the cached derivative. Propagates the third-order solution; the
/// error estimate is O(h³). Supports error control and fixed steps.
template <class T>
class BogackiShampine3Integrator final : public IntegratorBase<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(BogackiShampine3Integrator);

  explicit BogackiShampine3Integrator(const System<T>& system,
                                      Context<T>* context = nullptr)
      : IntegratorBase<T>(system, context) {}
  ~BogackiShampine3Integrator() override = default;

 private:
  std::unique_ptr<IntegratorBase<T>> DoClone() const override {
    return std::make_unique<BogackiShampine3Integrator<T>>(this->get_system());
  }
  bool DoSupportsErrorEstimation() const override { return true; }
  int do_get_error_estimate_order() const override { return 3; }
  void DoInitialize() override;
  bool DoStep(const T& h) override;

  VectorX<T> x0_, x_, err_;
  VectorX<T> k_[4];
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::systems::BogackiShampine3Integrator)
