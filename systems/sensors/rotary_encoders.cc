// RotaryEncoders: selection, calibration offsets and quantization of angles.

#include "drake/systems/sensors/rotary_encoders.h"

#include <cmath>
#include <numeric>
#include <stdexcept>

#include <fmt/format.h>

#include "drake/common/unused.h"
#include "drake/systems/framework/basic_vector.h"

namespace drake {
namespace systems {
namespace sensors {
namespace {

// [0, 1, ..., size − 1].
std::vector<int> IdentityIndices(int size) {
  std::vector<int> result(size);
  std::iota(result.begin(), result.end(), 0);
  return result;
}

// Throws unless the constructor arguments are consistent (before the
// VectorSystem base declares ports of these sizes).
int ValidatedInputSize(int input_port_size, const std::vector<int>& indices,
                       const std::vector<int>& ticks_per_revolution) {
  if (input_port_size < 0) {
    throw std::logic_error(fmt::format(
        "RotaryEncoders: input_port_size must be non-negative; got {}.",
        input_port_size));
  }
  for (size_t i = 0; i < indices.size(); ++i) {
    if (indices[i] < 0 || indices[i] >= input_port_size) {
      throw std::logic_error(fmt::format(
          "RotaryEncoders: input_vector_indices[{}] = {} is outside the "
          "input of size {}.",
          i, indices[i], input_port_size));
    }
  }
  if (!ticks_per_revolution.empty() &&
      ticks_per_revolution.size() != indices.size()) {
    throw std::logic_error(fmt::format(
        "RotaryEncoders: ticks_per_revolution has {} entries; expected one "
        "per encoder ({}) or none.",
        ticks_per_revolution.size(), indices.size()));
  }
  for (size_t i = 0; i < ticks_per_revolution.size(); ++i) {
    if (ticks_per_revolution[i] <= 0) {
      throw std::logic_error(fmt::format(
          "RotaryEncoders: ticks_per_revolution[{}] must be positive; got "
          "{}.",
          i, ticks_per_revolution[i]));
    }
  }
  return input_port_size;
}

}  // namespace

template <typename T>
RotaryEncoders<T>::RotaryEncoders(const std::vector<int>& ticks_per_revolution)
    : RotaryEncoders(static_cast<int>(ticks_per_revolution.size()),
                     IdentityIndices(ticks_per_revolution.size()),
                     ticks_per_revolution) {}

template <typename T>
RotaryEncoders<T>::RotaryEncoders(int input_port_size,
                                  const std::vector<int>& input_vector_indices)
    : RotaryEncoders(input_port_size, input_vector_indices,
                     std::vector<int>{}) {}

template <typename T>
RotaryEncoders<T>::RotaryEncoders(int input_port_size,
                                  const std::vector<int>& input_vector_indices,
                                  const std::vector<int>& ticks_per_revolution)
    : VectorSystem<T>(SystemTypeTag<RotaryEncoders>{},
                      ValidatedInputSize(input_port_size, input_vector_indices,
                                         ticks_per_revolution),
                      static_cast<int>(input_vector_indices.size()),
                      /* direct_feedthrough = */ true),
      input_port_size_(input_port_size),
      num_encoders_(static_cast<int>(input_vector_indices.size())),
      indices_(input_vector_indices),
      ticks_per_revolution_(ticks_per_revolution) {
  // the calibration offsets are numeric parameter 0.
  this->DeclareNumericParameter(
      BasicVector<T>(VectorX<T>::Zero(num_encoders_)));
}

template <typename T>
RotaryEncoders<T>::~RotaryEncoders() = default;

template <typename T>
void RotaryEncoders<T>::DoCalcVectorOutput(
    const Context<T>& context,
    const Eigen::VectorBlock<const VectorX<T>>& input,
    const Eigen::VectorBlock<const VectorX<T>>& state,
    Eigen::VectorBlock<VectorX<T>>* output) const {
  unused(state);
  const VectorX<T>& offsets = get_calibration_offsets(context);
  for (int i = 0; i < num_encoders_; ++i) {
    // calibration.
    const T angle = input(indices_[i]) - offsets(i);
    if (ticks_per_revolution_.empty()) {
      (*output)(i) = angle;
      continue;
    }
    // quantization: down to the last whole tick.
    using std::floor;
    const double ticks_per_radian = ticks_per_revolution_[i] / (2.0 * M_PI);
    (*output)(i) = floor(angle * ticks_per_radian) / ticks_per_radian;
  }
}

template <typename T>
void RotaryEncoders<T>::set_calibration_offsets(
    Context<T>* context,
    const Eigen::Ref<const VectorX<T>>& calibration_offsets) const {
  this->ValidateContext(context);
  if (calibration_offsets.size() != num_encoders_) {
    throw std::logic_error(fmt::format(
        "RotaryEncoders '{}': set_calibration_offsets() got {} offsets; "
        "expected one per encoder ({}).",
        this->get_name(), calibration_offsets.size(), num_encoders_));
  }
  context->get_mutable_numeric_parameter(0).SetFromVector(calibration_offsets);
}

template <typename T>
const VectorX<T>& RotaryEncoders<T>::get_calibration_offsets(
    const Context<T>& context) const {
  this->ValidateContext(context);
  return context.get_numeric_parameter(0).value();
}

}  // namespace sensors
}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::sensors::RotaryEncoders)
