#pragma once

/// @file
/// WrapToSystem<T>: wraps chosen elements of its input into intervals.

#include <map>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {

/// Passes its input through, except that each element i given an interval
/// [lowᵢ, highᵢ) with set_interval() is wrapped into it:
/// yᵢ = uᵢ + kᵢ (highᵢ − lowᵢ) for the integer kᵢ that puts yᵢ in the
/// interval (e.g. an angle into [−π, π)). The derivatives of u pass through.
///
/// Ports: input "u0", output "y0" (direct feedthrough). No scalar
/// conversion (as Drake's).
template <typename T>
class WrapToSystem final : public LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(WrapToSystem);

  /// A pass-through of `input_size` elements; call set_interval() to wrap.
  /// @throws std::logic_error unless input_size > 0.
  explicit WrapToSystem(int input_size);

  /// Wraps element `index` into [low, high) (replacing an earlier interval
  /// for the same index).
  /// @throws std::logic_error unless 0 <= index < get_size() and
  /// low < high, both finite.
  void set_interval(int index, const T& low, const T& high);

  /// The input (and output) size.
  int get_size() const { return input_size_; }

 private:
  struct Interval {
    T low{};
    T high{};
  };

  void CalcWrappedOutput(const Context<T>& context,
                         BasicVector<T>* output) const;

  const int input_size_{};
  std::map<int, Interval> intervals_;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::WrapToSystem)
