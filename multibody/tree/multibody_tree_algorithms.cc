// The tree's O(n) algorithms (multibody_tree_algorithms_impl.h) for double
// and symbolic::Expression; AutoDiffXd's are in
// multibody_tree_algorithms_autodiff.cc.

#include "drake/multibody/tree/multibody_tree_algorithms_impl.h"

namespace drake {
namespace multibody {
namespace internal {

MALLARD_INSTANTIATE_TREE_ALGORITHMS(double)
MALLARD_INSTANTIATE_TREE_ALGORITHMS(::drake::symbolic::Expression)

}  // namespace internal
}  // namespace multibody
}  // namespace drake
