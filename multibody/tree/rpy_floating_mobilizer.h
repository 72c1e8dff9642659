#pragma once

/// @file
/// (Internal) RpyFloatingMobilizer: six dofs with roll-pitch-yaw angles.

#include "drake/multibody/tree/mobilizer_impl.h"

namespace drake {
namespace multibody {
namespace internal {

/// q = [r p y, px py pz] with R_FM = Rz(y)·Ry(p)·Rx(r) and
/// p_FoMo_F = [px py pz]; v = [w_FM_F; v_FM_F] (both expressed in F). N(q) is
/// singular at pitch = ±π/2. Drake's older name: SpaceXYZFloatingMobilizer.
template <typename T>
class RpyFloatingMobilizer final
    : public KernelMobilizer<T, RpyFloatingKernel> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(RpyFloatingMobilizer);

  /// The mobilizer between `inboard_frame_F` and `outboard_frame_M`.
  /// @throws std::runtime_error if they are the same frame.
  RpyFloatingMobilizer(const Frame<T>& inboard_frame_F,
                       const Frame<T>& outboard_frame_M)
      : KernelMobilizer<T, RpyFloatingKernel>(inboard_frame_F, outboard_frame_M,
                                              MobilizerParameters{}) {}
};

/// Drake's older name for RpyFloatingMobilizer.
template <typename T>
using SpaceXYZFloatingMobilizer = RpyFloatingMobilizer<T>;

}  // namespace internal
}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::internal::RpyFloatingMobilizer)
