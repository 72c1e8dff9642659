#pragma once

/// @file
/// (Internal) PlanarMobilizer: translation in F's x-y plane and rotation about
/// z.

#include "drake/multibody/tree/mobilizer_impl.h"

namespace drake {
namespace multibody {
namespace internal {

/// q = [x, y, θ] (m, m, rad) with p_FoMo_F = [x, y, 0] and R_FM = Rz(θ);
/// v = [ẋ, ẏ, θ̇] (the translation rates are measured and expressed in F).
template <typename T>
class PlanarMobilizer final : public KernelMobilizer<T, PlanarKernel> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(PlanarMobilizer);

  /// The mobilizer between `inboard_frame_F` and `outboard_frame_M`.
  /// @throws std::runtime_error if they are the same frame.
  PlanarMobilizer(const Frame<T>& inboard_frame_F,
                  const Frame<T>& outboard_frame_M)
      : KernelMobilizer<T, PlanarKernel>(inboard_frame_F, outboard_frame_M,
                                         MobilizerParameters{}) {}
};

}  // namespace internal
}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::internal::PlanarMobilizer)
