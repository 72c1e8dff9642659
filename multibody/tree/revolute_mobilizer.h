#pragma once

/// @file
/// (Internal) RevoluteMobilizer: rotation about a fixed axis.

#include "drake/multibody/tree/mobilizer_impl.h"

namespace drake {
namespace multibody {
namespace internal {

/// Rotation by θ about a unit axis â (â_F = â_M), origins coincident.
/// q = [θ] (rad), v = [θ̇] (rad/s); X_FM = (R(θ, â), 0); H_FM = [â; 0].
template <typename T>
class RevoluteMobilizer final : public KernelMobilizer<T, RevoluteKernel> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(RevoluteMobilizer);

  /// The mobilizer between `inboard_frame_F` and `outboard_frame_M` with
  /// the axis â (components in F, equal to those in M; normalized here).
  /// @throws std::runtime_error if the frames are the same frame.
  /// @throws std::logic_error if `axis_F` is zero or not finite.
  RevoluteMobilizer(const Frame<T>& inboard_frame_F,
                    const Frame<T>& outboard_frame_M,
                    const Vector3<double>& axis_F)
      : KernelMobilizer<T, RevoluteKernel>(
            inboard_frame_F, outboard_frame_M,
            MakeParameters(
                NormalizeMobilizerAxis("RevoluteMobilizer", axis_F))) {}

  /// The unit axis â, components in F (and in M).
  const Vector3<double>& revolute_axis() const {
    return this->parameters().axis;
  }

 private:
  static MobilizerParameters MakeParameters(const Vector3<double>& axis) {
    MobilizerParameters params;
    params.axis = axis;
    return params;
  }
};

}  // namespace internal
}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::internal::RevoluteMobilizer)
