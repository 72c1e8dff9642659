#pragma once

/// @file
/// (Internal) PrismaticMobilizer: translation along a fixed axis.

#include "drake/multibody/tree/mobilizer_impl.h"

namespace drake {
namespace multibody {
namespace internal {

/// Translation x along a unit axis â (â_F = â_M), no rotation.
/// q = [x] (m), v = [ẋ] (m/s); X_FM = (I, x·â); H_FM = [0; â].
template <typename T>
class PrismaticMobilizer final : public KernelMobilizer<T, PrismaticKernel> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(PrismaticMobilizer);

  /// The mobilizer between `inboard_frame_F` and `outboard_frame_M` with
  /// the axis â (components in F, equal to those in M; normalized here).
  /// @throws std::runtime_error if the frames are the same frame.
  /// @throws std::logic_error if `axis_F` is zero or not finite.
  PrismaticMobilizer(const Frame<T>& inboard_frame_F,
                     const Frame<T>& outboard_frame_M,
                     const Vector3<double>& axis_F)
      : KernelMobilizer<T, PrismaticKernel>(
            inboard_frame_F, outboard_frame_M,
            MakeParameters(
                NormalizeMobilizerAxis("PrismaticMobilizer", axis_F))) {}

  /// The unit axis â, components in F (and in M).
  const Vector3<double>& translation_axis() const {
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
    class ::drake::multibody::internal::PrismaticMobilizer)
