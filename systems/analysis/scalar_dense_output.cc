#include "drake/systems/analysis/scalar_dense_output.h"

#include "drake/common/autodiff.h"

namespace drake {
namespace systems {

template <typename T>
ScalarDenseOutput<T>::~ScalarDenseOutput() = default;

template <typename T>
T ScalarDenseOutput<T>::EvaluateScalar(const T& t) const {
  this->ThrowIfOutputIsEmpty(__func__);
  this->ThrowIfTimeIsInvalid(__func__, t);
  return DoEvaluateScalar(t);
}

template <typename T>
VectorX<T> ScalarDenseOutput<T>::DoEvaluate(const T& t) const {
  VectorX<T> value(1);
  value(0) = DoEvaluateScalar(t);
  return value;
}

}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::ScalarDenseOutput)
