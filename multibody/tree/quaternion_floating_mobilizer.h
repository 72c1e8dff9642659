#pragma once

/// @file
/// (Internal) QuaternionFloatingMobilizer: six dofs with a quaternion.

#include "drake/multibody/tree/mobilizer_impl.h"

namespace drake {
namespace multibody {
namespace internal {

/// q = [qw qx qy qz, px py pz] (zero state: [1, 0, 0, 0, 0, 0, 0]) with
/// p_FoMo_F = [px py pz]; v = [w_FM_F; v_FM_F] (both expressed in F).
template <typename T>
class QuaternionFloatingMobilizer final
    : public KernelMobilizer<T, QuaternionFloatingKernel> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(QuaternionFloatingMobilizer);

  /// The mobilizer between `inboard_frame_F` and `outboard_frame_M`.
  /// @throws std::runtime_error if they are the same frame.
  QuaternionFloatingMobilizer(const Frame<T>& inboard_frame_F,
                              const Frame<T>& outboard_frame_M)
      : KernelMobilizer<T, QuaternionFloatingKernel>(
            inboard_frame_F, outboard_frame_M, MobilizerParameters{}) {}
};

}  // namespace internal
}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::internal::QuaternionFloatingMobilizer)
