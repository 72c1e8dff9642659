#pragma once

/// @file
/// (Internal) BallQuaternionMobilizer: free rotation with a quaternion.

#include "drake/multibody/tree/mobilizer_impl.h"

namespace drake {
namespace multibody {
namespace internal {

/// Free rotation, origins coincident. q = [qw qx qy qz] (the quaternion of
/// R_FM; zero state [1, 0, 0, 0]), v = w_FM_F (rad/s, expressed in F).
template <typename T>
class BallQuaternionMobilizer final
    : public KernelMobilizer<T, BallQuaternionKernel> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(BallQuaternionMobilizer);

  /// The mobilizer between `inboard_frame_F` and `outboard_frame_M`.
  /// @throws std::runtime_error if they are the same frame.
  BallQuaternionMobilizer(const Frame<T>& inboard_frame_F,
                          const Frame<T>& outboard_frame_M)
      : KernelMobilizer<T, BallQuaternionKernel>(
            inboard_frame_F, outboard_frame_M, MobilizerParameters{}) {}
};

}  // namespace internal
}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::internal::BallQuaternionMobilizer)
