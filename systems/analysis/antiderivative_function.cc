#include "drake/systems/analysis/antiderivative_function.h"

#include "drake/common/autodiff.h"

namespace drake {
namespace systems {

template <typename T>
AntiderivativeFunction<T>::AntiderivativeFunction(
    const IntegrableFunction& integrable_function,
    const Eigen::Ref<const VectorX<T>>& k) {
  typename ScalarInitialValueProblem<T>::ScalarOdeFunction ode_function;
  if (integrable_function) {
    // dF/dx = f(x; k): the "time" of the problem is the variable x.
    ode_function = [integrable_function](const T& x, const T&,
                                         const VectorX<T>& params) {
      return integrable_function(x, params);
    };
  }
  scalar_ivp_ =
      std::make_unique<ScalarInitialValueProblem<T>>(ode_function, T(0.0), k);
}

template <typename T>
AntiderivativeFunction<T>::~AntiderivativeFunction() = default;

template <typename T>
T AntiderivativeFunction<T>::Evaluate(const T& v, const T& u) const {
  return scalar_ivp_->Solve(v, u);
}

template <typename T>
std::unique_ptr<ScalarDenseOutput<T>>
AntiderivativeFunction<T>::MakeDenseEvalFunction(const T& v, const T& w) const {
  return scalar_ivp_->DenseSolve(v, w);
}

}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::systems::AntiderivativeFunction)
