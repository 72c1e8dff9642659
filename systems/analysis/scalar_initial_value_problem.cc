#include "drake/systems/analysis/scalar_initial_value_problem.h"

#include "drake/common/autodiff.h"
#include "drake/systems/analysis/scalar_view_dense_output.h"

namespace drake {
namespace systems {

template <typename T>
ScalarInitialValueProblem<T>::ScalarInitialValueProblem(
    const ScalarOdeFunction& scalar_ode_function, const T& x0,
    const Eigen::Ref<const VectorX<T>>& k) {
  // The scalar function, seen as a function of one-element vectors.
  typename InitialValueProblem<T>::OdeFunction ode_function;
  if (scalar_ode_function) {
    ode_function = [scalar_ode_function](const T& t, const VectorX<T>& x,
                                         const VectorX<T>& params) {
      VectorX<T> xdot(1);
      xdot(0) = scalar_ode_function(t, x(0), params);
      return xdot;
    };
  }
  VectorX<T> x0_vector(1);
  x0_vector(0) = x0;
  vector_ivp_ =
      std::make_unique<InitialValueProblem<T>>(ode_function, x0_vector, k);
}

template <typename T>
ScalarInitialValueProblem<T>::~ScalarInitialValueProblem() = default;

template <typename T>
T ScalarInitialValueProblem<T>::Solve(const T& t0, const T& tf) const {
  return vector_ivp_->Solve(t0, tf)(0);
}

template <typename T>
std::unique_ptr<ScalarDenseOutput<T>> ScalarInitialValueProblem<T>::DenseSolve(
    const T& t0, const T& tf) const {
  return std::make_unique<ScalarViewDenseOutput<T>>(
      vector_ivp_->DenseSolve(t0, tf), 0);
}

}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::systems::ScalarInitialValueProblem)
