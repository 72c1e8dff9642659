#pragma once

/// @file
/// TrajectorySource<T>: outputs a trajectory's value (and derivatives) at
/// the context's time.

#include <memory>
#include <vector>

#include "drake/common/default_scalars.h"
#include "drake/common/trajectories/trajectory.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {

/// y0 = [q(t); q̇(t); ...; q⁽ᵏ⁾(t)] for a column-vector trajectory q and
/// k = output_derivative_order. With zero_derivatives_beyond_limits, the
/// derivatives are zero outside [start_time, end_time] (the value is
/// whatever the trajectory gives there, e.g. held at the ends). Port:
/// output "y0".
///
/// Scalar conversion (as Drake): from double to AutoDiffXd or
/// symbolic::Expression, the converted source keeps the Trajectory<double>
/// (a "failsafe") until UpdateTrajectory() gives it a Trajectory<T>; while
/// it does, its time must be a constant (zero gradient for AutoDiffXd, no
/// variables for Expression) or the output throws. AutoDiffXd back to double
/// only while the failsafe is in use (for Clone()).
template <typename T>
class TrajectorySource final : public LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(TrajectorySource);
  /// Copies `trajectory` (which must have one column; throws
  /// std::logic_error otherwise, or if output_derivative_order < 0).
  explicit TrajectorySource(const trajectories::Trajectory<T>& trajectory,
                            int output_derivative_order = 0,
                            bool zero_derivatives_beyond_limits = true);

  /// Scalar-converting copy constructor (see the class comment).
  /// @throws std::exception converting AutoDiffXd to double after
  /// UpdateTrajectory() was called on `other`.
  template <typename U>
  explicit TrajectorySource(const TrajectorySource<U>& other);

  /// Replaces the trajectory by a copy of `trajectory`, which must have the
  /// same shape; throws std::logic_error otherwise.
  void UpdateTrajectory(const trajectories::Trajectory<T>& trajectory);

 private:
  template <typename>
  friend class TrajectorySource;

  // The constructors' common part: the port, of `rows` entries per order.
  TrajectorySource(int rows, int output_derivative_order,
                   bool zero_derivatives_beyond_limits);
  void CalcOutput(const Context<T>& context, BasicVector<T>* output) const;
  void SetTrajectory(const trajectories::Trajectory<T>& trajectory);

  const int output_derivative_order_;
  const bool zero_derivatives_beyond_limits_;
  // Exactly one of trajectory_ and failsafe_trajectory_ is set.
  std::unique_ptr<trajectories::Trajectory<T>> trajectory_;
  std::vector<std::unique_ptr<trajectories::Trajectory<T>>> derivatives_;
  std::unique_ptr<trajectories::Trajectory<double>> failsafe_trajectory_;
  std::vector<std::unique_ptr<trajectories::Trajectory<double>>>
      failsafe_derivatives_;
};

namespace scalar_conversion {
/// TrajectorySource converts from double to any scalar, and from AutoDiffXd
/// to double (for Clone()), as Drake.
template <>
struct Traits<TrajectorySource> {
  template <typename T, typename U>
  using supported = std::bool_constant<std::is_same_v<U, double> ||
                                       (std::is_same_v<U, AutoDiffXd> &&
                                        std::is_same_v<T, double>)>;
};
}  // namespace scalar_conversion

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::TrajectorySource)
