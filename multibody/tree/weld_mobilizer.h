#pragma once

/// @file
/// (Internal) WeldMobilizer: no relative motion.

#include "drake/multibody/tree/mobilizer_impl.h"

namespace drake {
namespace multibody {
namespace internal {

/// A weld: X_FM is the constant pose given at construction; nq = nv = 0.
template <typename T>
class WeldMobilizer final : public KernelMobilizer<T, WeldKernel> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(WeldMobilizer);

  /// The weld between `inboard_frame_F` and `outboard_frame_M` with the fixed
  /// pose X_FM of M in F.
  /// @throws std::runtime_error if they are the same frame.
  WeldMobilizer(const Frame<T>& inboard_frame_F,
                const Frame<T>& outboard_frame_M,
                const math::RigidTransform<double>& X_FM)
      : KernelMobilizer<T, WeldKernel>(inboard_frame_F, outboard_frame_M,
                                       MobilizerParameters{}, X_FM) {}

  /// The fixed pose X_FM.
  const math::RigidTransform<double>& X_FM() const {
    return this->X_FM_fixed();
  }
};

}  // namespace internal
}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::internal::WeldMobilizer)
