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
/// output "y0". Not scalar-convertible (as the trajectory is not).
template <typename T>
class TrajectorySource final : public LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(TrajectorySource);
  /// Copies `trajectory` (which must have one column; throws
  /// std::logic_error otherwise, or if output_derivative_order < 0).
  explicit TrajectorySource(const trajectories::Trajectory<T>& trajectory,
                            int output_derivative_order = 0,
                            bool zero_derivatives_beyond_limits = true);

  /// Replaces the trajectory by a copy of `trajectory`, which must have the
  /// same shape; throws std::logic_error otherwise.
  void UpdateTrajectory(const trajectories::Trajectory<T>& trajectory);

 private:
  void CalcOutput(const Context<T>& context, BasicVector<T>* output) const;
  void SetTrajectory(const trajectories::Trajectory<T>& trajectory);

  const int output_derivative_order_;
  const bool zero_derivatives_beyond_limits_;
  std::unique_ptr<trajectories::Trajectory<T>> trajectory_;
  std::vector<std::unique_ptr<trajectories::Trajectory<T>>> derivatives_;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::systems::TrajectorySource)
