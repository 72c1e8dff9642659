#pragma once

/// @file
/// Sine<T>: y = a·sin(ω·t + φ) and its first two derivatives.

#include "drake/common/default_scalars.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {

/// Outputs y0 = a·sin(ωt + φ), y1 = aω·cos(ωt + φ), y2 = −aω²·sin(ωt + φ),
/// element-wise, where t is the context's time, or (when not time-based)
/// the input "u0". Ports: outputs "y0", "y1", "y2"; input "u0" if not
/// time-based.
template <typename T>
class Sine final : public LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(Sine);
  /// The same amplitude (units of y), frequency (rad/s) and phase (rad) on
  /// each of `size` elements.
  Sine(double amplitude, double frequency, double phase, int size,
       bool is_time_based = true);
  Sine(const Eigen::VectorXd& amplitudes, const Eigen::VectorXd& frequencies,
       const Eigen::VectorXd& phases, bool is_time_based = true);
  template <typename U>
  explicit Sine(const Sine<U>& other)
      : Sine(other.amplitude_vector(), other.frequency_vector(),
             other.phase_vector(), other.is_time_based()) {}

  /// The amplitude, frequency, phase when all elements share it; throw
  /// otherwise.
  double amplitude() const;
  double frequency() const;
  double phase() const;
  bool is_time_based() const { return is_time_based_; }
  const Eigen::VectorXd& amplitude_vector() const { return amplitude_; }
  const Eigen::VectorXd& frequency_vector() const { return frequency_; }
  const Eigen::VectorXd& phase_vector() const { return phase_; }

 private:
  // derivative 0, 1 or 2.
  void CalcOutput(const Context<T>& context, int derivative,
                  BasicVector<T>* y) const;
  const Eigen::VectorXd amplitude_, frequency_, phase_;
  const bool is_time_based_;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::Sine)
