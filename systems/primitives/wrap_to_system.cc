// WrapToSystem: element-wise wrapping into [low, high).

#include "drake/systems/primitives/wrap_to_system.h"

#include <cmath>
#include <stdexcept>

#include <fmt/format.h>

#include "drake/common/extract_double.h"
#include "drake/math/wrap_to.h"

namespace drake {
namespace systems {

namespace {
int CheckedInputSize(int input_size) {
  if (input_size <= 0) {
    throw std::logic_error(fmt::format(
        "WrapToSystem: the input size must be positive; got {}.", input_size));
  }
  return input_size;
}
}  // namespace

template <typename T>
WrapToSystem<T>::WrapToSystem(int input_size)
    : input_size_(CheckedInputSize(input_size)) {
  this->DeclareVectorInputPort(kUseDefaultName, input_size_);
  this->DeclareVectorOutputPort(kUseDefaultName, input_size_,
                                &WrapToSystem<T>::CalcWrappedOutput);
}

template <typename T>
void WrapToSystem<T>::set_interval(int index, const T& low, const T& high) {
  if (index < 0 || index >= input_size_) {
    throw std::logic_error(fmt::format(
        "WrapToSystem '{}': set_interval() index {} is out of range for an "
        "input of size {}.",
        this->get_name(), index, input_size_));
  }
  const double low_value = ExtractDoubleOrThrow(low);
  const double high_value = ExtractDoubleOrThrow(high);
  if (!std::isfinite(low_value) || !std::isfinite(high_value) ||
      !(low_value < high_value)) {
    throw std::logic_error(fmt::format(
        "WrapToSystem '{}': set_interval() for index {} needs finite "
        "low < high; got [{}, {}).",
        this->get_name(), index, low_value, high_value));
  }
  intervals_[index] = Interval{low, high};
}

template <typename T>
void WrapToSystem<T>::CalcWrappedOutput(const Context<T>& context,
                                        BasicVector<T>* output) const {
  const VectorX<T>& u = this->get_input_port(0).Eval(context);
  output->SetFromVector(u);
  for (const auto& [index, interval] : intervals_) {
    (*output)[index] = math::wrap_to(u[index], interval.low, interval.high);
  }
}

}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::WrapToSystem)
