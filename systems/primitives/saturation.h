#pragma once

/// @file
/// Saturation<T>: clamps each input element to [min, max].

#include "drake/common/default_scalars.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {

/// y = min(max(u, u_min), u_max), element-wise. With constant limits the
/// ports are input "u0" and output "y0"; with variable limits there are
/// also inputs "min_value" and "max_value" (unconnected limits are −∞ and
/// +∞).
template <typename T>
class Saturation final : public LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(Saturation);
  /// Constant limits; throws std::logic_error if sizes differ or
  /// min_value > max_value anywhere.
  Saturation(const VectorX<T>& min_value, const VectorX<T>& max_value);
  /// Limits from the "min_value" and "max_value" inputs.
  explicit Saturation(int input_size);
  template <typename U>
  explicit Saturation(const Saturation<U>& other)
      : LeafSystem<T>(SystemTypeTag<Saturation>{}),
        input_size_(other.input_size_),
        min_max_ports_enabled_(other.min_max_ports_enabled_) {
    VectorX<T> min_value(other.min_value_.size());
    VectorX<T> max_value(other.max_value_.size());
    for (int i = 0; i < min_value.size(); ++i) {
      min_value[i] = T(ExtractDoubleOrThrow(other.min_value_[i]));
      max_value[i] = T(ExtractDoubleOrThrow(other.max_value_[i]));
    }
    Init(min_value, max_value);
  }

  const InputPort<T>& get_input_port() const {
    return System<T>::get_input_port(input_port_index_);
  }
  const InputPort<T>& get_min_value_port() const;
  const InputPort<T>& get_max_value_port() const;
  const OutputPort<T>& get_output_port() const {
    return System<T>::get_output_port(0);
  }
  int get_size() const { return input_size_; }

 private:
  template <typename U>
  friend class Saturation;
  void CalcSaturatedOutput(const Context<T>& context, BasicVector<T>* y) const;
  // Declares the ports (and, without limit ports, checks the limits).
  void Init(const VectorX<T>& min_value, const VectorX<T>& max_value);

  const int input_size_;
  const bool min_max_ports_enabled_;
  InputPortIndex input_port_index_;
  InputPortIndex min_value_port_index_;
  InputPortIndex max_value_port_index_;
  VectorX<T> min_value_;
  VectorX<T> max_value_;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::Saturation)
