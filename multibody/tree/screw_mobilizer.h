#pragma once

/// @file
/// (Internal) ScrewMobilizer: rotation about an axis coupled to translation
/// along it.

#include <cmath>
#include <stdexcept>

#include <fmt/format.h>

#include "drake/multibody/tree/mobilizer_impl.h"

namespace drake {
namespace multibody {
namespace internal {

/// Rotation θ about the unit axis â with a translation pitch·θ/(2π) along â
/// (`screw_pitch` in m/rev; positive is a right-handed thread). q = [θ]
/// (rad), v = [θ̇] (rad/s); H_FM = [â; â·pitch/(2π)].
template <typename T>
class ScrewMobilizer final : public KernelMobilizer<T, ScrewKernel> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(ScrewMobilizer);

  /// The screw between `inboard_frame_F` and `outboard_frame_M` about
  /// `axis_F` (normalized here) with `screw_pitch` (m/rev).
  /// @throws std::runtime_error if the frames are the same frame.
  /// @throws std::logic_error if `axis_F` is zero or not finite, or the
  /// pitch is not finite.
  ScrewMobilizer(const Frame<T>& inboard_frame_F,
                 const Frame<T>& outboard_frame_M,
                 const Vector3<double>& axis_F, double screw_pitch)
      : KernelMobilizer<T, ScrewKernel>(
            inboard_frame_F, outboard_frame_M,
            MakeParameters(NormalizeMobilizerAxis("ScrewMobilizer", axis_F),
                           screw_pitch)) {}

  /// The unit axis â, components in F (and in M).
  const Vector3<double>& screw_axis() const { return this->parameters().axis; }
  /// The translation per revolution, m/rev.
  double screw_pitch() const { return this->parameters().screw_pitch; }

 private:
  static MobilizerParameters MakeParameters(const Vector3<double>& axis,
                                            double pitch) {
    if (!std::isfinite(pitch)) {
      throw std::logic_error(fmt::format(
          "ScrewMobilizer: the screw pitch must be finite (got {}).", pitch));
    }
    MobilizerParameters params;
    params.axis = axis;
    params.screw_pitch = pitch;
    return params;
  }
};

}  // namespace internal
}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::internal::ScrewMobilizer)
