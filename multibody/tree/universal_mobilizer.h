#pragma once

/// @file
/// (Internal) UniversalMobilizer: two rotations about perpendicular axes.

#include "drake/multibody/tree/mobilizer_impl.h"

namespace drake {
namespace multibody {
namespace internal {

/// R_FM = Rx(θ₀)·Ry(θ₁), origins coincident. q = [θ₀, θ₁] (rad),
/// v = [θ̇₀, θ̇₁] (rad/s).
template <typename T>
class UniversalMobilizer final : public KernelMobilizer<T, UniversalKernel> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(UniversalMobilizer);

  /// The mobilizer between `inboard_frame_F` and `outboard_frame_M`.
  /// @throws std::runtime_error if they are the same frame.
  UniversalMobilizer(const Frame<T>& inboard_frame_F,
                     const Frame<T>& outboard_frame_M)
      : KernelMobilizer<T, UniversalKernel>(inboard_frame_F, outboard_frame_M,
                                            MobilizerParameters{}) {}
};

}  // namespace internal
}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::internal::UniversalMobilizer)
