#pragma once

/// @file
/// (Internal) RpyBallMobilizer: free rotation with roll-pitch-yaw angles.

#include "drake/multibody/tree/mobilizer_impl.h"

namespace drake {
namespace multibody {
namespace internal {

/// Free rotation, origins coincident, R_FM = Rz(y)·Ry(p)·Rx(r) (space-fixed
/// X-Y-Z). q = [r p y] (rad), v = w_FM_F (rad/s, expressed in F). N(q) is
/// singular at pitch = ±π/2 (MapVelocityToQDot() and CalcNMatrix() throw
/// std::runtime_error there). Drake's older name: SpaceXYZMobilizer.
template <typename T>
class RpyBallMobilizer final : public KernelMobilizer<T, BallRpyKernel> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(RpyBallMobilizer);

  /// The mobilizer between `inboard_frame_F` and `outboard_frame_M`.
  /// @throws std::runtime_error if they are the same frame.
  RpyBallMobilizer(const Frame<T>& inboard_frame_F,
                   const Frame<T>& outboard_frame_M)
      : KernelMobilizer<T, BallRpyKernel>(inboard_frame_F, outboard_frame_M,
                                          MobilizerParameters{}) {}
};

/// Drake's older name for RpyBallMobilizer.
template <typename T>
using SpaceXYZMobilizer = RpyBallMobilizer<T>;

}  // namespace internal
}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::internal::RpyBallMobilizer)
