#include "drake/multibody/tree/block_system_jacobian_cache.h"

#include <stdexcept>

#include <fmt/format.h>

#include "drake/common/drake_assert.h"

namespace drake {
namespace multibody {
namespace internal {

template <typename T>
BlockSystemJacobianCache<T>::BlockSystemJacobianCache(
    int num_mobods, int num_velocities, const std::vector<ForestTree>& trees)
    : total_rows_(6 * num_mobods),
      total_cols_(num_velocities),
      block_system_jacobian_(trees.size()) {
  // The trees tile the mobods after World and the velocities, in order.
  int next_mobod = 1;
  int next_v = 0;
  for (size_t i = 0; i < trees.size(); ++i) {
    const ForestTree& tree = trees[i];
    if (tree.base_mobod != next_mobod || tree.v_start != next_v ||
        tree.num_mobods < 1 || tree.nv < 0) {
      throw std::logic_error(fmt::format(
          "BlockSystemJacobianCache(): tree {} starts at mobod {} and "
          "velocity {} with {} mobods and {} velocities; expected it to "
          "start at mobod {} and velocity {}, with at least one mobod.",
          i, int{tree.base_mobod}, tree.v_start, tree.num_mobods, tree.nv,
          next_mobod, next_v));
    }
    block_system_jacobian_[i] = MatrixX<T>::Zero(6 * tree.num_mobods, tree.nv);
    next_mobod += tree.num_mobods;
    next_v += tree.nv;
  }
  if (next_mobod != num_mobods || next_v != num_velocities) {
    throw std::logic_error(fmt::format(
        "BlockSystemJacobianCache(): the trees cover {} mobods and {} "
        "velocities; expected {} mobods (World included) and {} velocities.",
        next_mobod, next_v, num_mobods, num_velocities));
  }
}

template <typename T>
MatrixX<T> BlockSystemJacobianCache<T>::ToFullMatrix() const {
  MatrixX<T> J = MatrixX<T>::Zero(total_rows_, total_cols_);
  // World's six rows stay zero; each block sits on the diagonal after the
  // blocks before it.
  int row = 6;
  int col = 0;
  for (const MatrixX<T>& block : block_system_jacobian_) {
    J.block(row, col, block.rows(), block.cols()) = block;
    row += block.rows();
    col += block.cols();
  }
  DRAKE_DEMAND(row == total_rows_ && col == total_cols_);
  return J;
}

}  // namespace internal
}  // namespace multibody
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::internal::BlockSystemJacobianCache)
