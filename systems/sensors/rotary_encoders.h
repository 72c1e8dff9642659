#pragma once

/// @file
/// RotaryEncoders<T>: quantization and calibration offsets of rotary
/// encoders.

#include <vector>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/systems/framework/vector_system.h"

namespace drake {
namespace systems {
namespace sensors {

/// A model of rotary encoders: selects angles from its input, subtracts
/// calibration offsets and quantizes each to its encoder's resolution.
/// Inputs and outputs are angles in radians. For output i, with selected
/// input index k(i), offset c(i) (a numeric parameter, zero by default) and
/// N(i) ticks per revolution:
///
///     y(i) = floor((u(k(i)) − c(i)) N(i) / 2π) · 2π / N(i)
///
/// i.e. the angle rounded down to the last whole tick; without quantization
/// (no ticks given), y(i) = u(k(i)) − c(i). Add a ZeroOrderHold to model
/// the sampling too.
///
/// Ports: input "u0"; output "y0" (direct feedthrough).
///
/// @system
/// name: RotaryEncoders
/// input_ports:
/// - u0
/// output_ports:
/// - y0
/// @endsystem
///
/// @tparam_default_scalar
template <typename T>
class RotaryEncoders final : public VectorSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(RotaryEncoders);

  /// Quantization only: one encoder per input element, encoder i with
  /// `ticks_per_revolution[i]` ticks.
  /// @throws std::logic_error if a tick count is not positive.
  explicit RotaryEncoders(const std::vector<int>& ticks_per_revolution);

  /// Selection only (no quantization): output i is input element
  /// `input_vector_indices[i]` of an input of `input_port_size` elements.
  /// @throws std::logic_error if input_port_size is negative or an index is
  ///   outside [0, input_port_size).
  RotaryEncoders(int input_port_size,
                 const std::vector<int>& input_vector_indices);

  /// Selection and quantization: as above, output i quantized with
  /// `ticks_per_revolution[i]` ticks (an empty `ticks_per_revolution` means
  /// no quantization).
  /// @throws std::logic_error as the two constructors above, or if
  ///   `ticks_per_revolution` is neither empty nor of the size of
  ///   `input_vector_indices`.
  RotaryEncoders(int input_port_size,
                 const std::vector<int>& input_vector_indices,
                 const std::vector<int>& ticks_per_revolution);

  /// Scalar-converting copy constructor.
  template <typename U>
  explicit RotaryEncoders(const RotaryEncoders<U>& other)
      : RotaryEncoders(other.input_port_size_, other.indices_,
                       other.ticks_per_revolution_) {}

  ~RotaryEncoders() final;

  /// Sets the calibration offsets c (radians, one per output) in `context`.
  /// @throws std::logic_error if the size is not the number of outputs or
  ///   `context` is not this system's.
  void set_calibration_offsets(
      Context<T>* context,
      const Eigen::Ref<const VectorX<T>>& calibration_offsets) const;

  /// The calibration offsets c (radians, one per output) in `context`.
  const VectorX<T>& get_calibration_offsets(const Context<T>& context) const;

 private:
  template <typename>
  friend class RotaryEncoders;

  void DoCalcVectorOutput(const Context<T>& context,
                          const Eigen::VectorBlock<const VectorX<T>>& input,
                          const Eigen::VectorBlock<const VectorX<T>>& state,
                          Eigen::VectorBlock<VectorX<T>>* output) const final;

  const int input_port_size_{0};
  const int num_encoders_{0};                    // Output size.
  const std::vector<int> indices_;               // Input index per output.
  const std::vector<int> ticks_per_revolution_;  // Empty: no quantization.
};

}  // namespace sensors
}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::sensors::RotaryEncoders)
