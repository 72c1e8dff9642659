#pragma once

/// @file
/// (Internal) CurvilinearMobilizer: motion along a planar path of line
/// segments and circular arcs.

#include <memory>
#include <stdexcept>
#include <utility>

#include <fmt/format.h>

#include "drake/multibody/tree/mobilizer_impl.h"

namespace drake {
namespace multibody {
namespace internal {

/// M moves along a planar path (CurvilinearKernel): q = [s] (m, the
/// distance along the path), v = [ṡ] (m/s, the tangential velocity);
/// X_FM(s) is the path's pose, H_FM = [ρ(s)·Mz_F; Mx_F(s)].
template <typename T>
class CurvilinearMobilizer final
    : public KernelMobilizer<T, CurvilinearKernel> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(CurvilinearMobilizer);

  /// The mobilizer between `inboard_frame_F` and `outboard_frame_M` along
  /// `path` (poses expressed in F).
  /// @throws std::runtime_error if the frames are the same frame.
  /// @throws std::logic_error if `path` is null or has no segment.
  CurvilinearMobilizer(const Frame<T>& inboard_frame_F,
                       const Frame<T>& outboard_frame_M,
                       std::shared_ptr<const CurvilinearPath> path)
      : KernelMobilizer<T, CurvilinearKernel>(inboard_frame_F, outboard_frame_M,
                                              MakeParameters(std::move(path))) {
  }

  /// The flattened path X_FM(s) follows.
  const CurvilinearPath& path() const {
    return *this->parameters().curvilinear_path;
  }

  /// The distance s along the path in `context`, m.
  const T& get_distance(const systems::Context<T>& context) const {
    return this->GetPositionsPointer(
        context, "get_distance")[this->position_start_in_q()];
  }

  /// The tangential velocity ṡ in `context`, m/s.
  const T& get_tangential_velocity(const systems::Context<T>& context) const {
    return this->GetVelocitiesPointer(
        context, "get_tangential_velocity")[this->velocity_start_in_v()];
  }

 private:
  static MobilizerParameters MakeParameters(
      std::shared_ptr<const CurvilinearPath> path) {
    if (path == nullptr || path->breaks.size() < 2) {
      throw std::logic_error(
          "CurvilinearMobilizer: the path must have at least one segment.");
    }
    MobilizerParameters params;
    params.curvilinear_path = std::move(path);
    return params;
  }
};

}  // namespace internal
}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::internal::CurvilinearMobilizer)
