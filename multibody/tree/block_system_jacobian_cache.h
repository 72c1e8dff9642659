#pragma once

/// @file
/// (Internal) BlockSystemJacobianCache<T>: the system Jacobian Jv_V_WB(q) of
/// a multibody tree, held as one dense block per tree of the forest (Drake's
/// class of the same name and accessors).

#include <vector>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/multibody/tree/multibody_tree_topology.h"

namespace drake {
namespace multibody {
namespace internal {

/// A cache entry of the Context: the system Jacobian Jv_V_WB(q), the
/// spatial velocities V_WB (at each body origin Bo, expressed in W, stacked
/// [ω; v]) of every mobilized body with respect to the generalized
/// velocities v, stored per tree. The forest's trees are numbered in the
/// order of their base mobods (ForestTree); tree i's mobods and velocities
/// are contiguous (the depth-first numbering), so its block, of size
/// 6nᵢ × mᵢ (nᵢ mobods, mᵢ velocities), is
/// Jvᵢ_V_WB = ∂Vᵢ_WB/∂vᵢ with Vᵢ_WB the stacked V_WB of its mobods in
/// MobodIndex order and vᵢ its velocities in order; every other entry of
/// the full Jacobian is zero. A tree with no velocities (welded to World)
/// has a 6nᵢ × 0 block; World belongs to no tree and has no block.
///
/// Locking a joint does not change the Jacobian: it says what V_WB would be
/// for any v.
template <typename T>
class BlockSystemJacobianCache {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(BlockSystemJacobianCache);

  /// Allocates a zero block per tree for a forest of `num_mobods` mobods
  /// (World included) and `num_velocities` velocities.
  /// @throws std::logic_error unless the trees cover mobods 1 … num_mobods − 1
  ///   and velocities 0 … num_velocities − 1 contiguously, in order.
  BlockSystemJacobianCache(int num_mobods, int num_velocities,
                           const std::vector<ForestTree>& trees);

  /// The blocks, by tree index.
  const std::vector<MatrixX<T>>& block_system_jacobian() const {
    return block_system_jacobian_;
  }
  std::vector<MatrixX<T>>& mutable_block_system_jacobian() {
    return block_system_jacobian_;
  }

  /// The full Jacobian, 6·num_mobods × num_velocities: the 6 rows of mobod k
  /// at row 6k (World's, the first six, are zero), the blocks on the
  /// diagonal at their trees' rows and columns.
  MatrixX<T> ToFullMatrix() const;

 private:
  int total_rows_{};  // 6 · number of mobods (World included).
  int total_cols_{};  // Number of velocities.
  // By tree index.
  std::vector<MatrixX<T>> block_system_jacobian_;
};

}  // namespace internal
}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::internal::BlockSystemJacobianCache)
