// The tree's O(n) algorithms (multibody_tree_algorithms_impl.h) for
// AutoDiffXd, in a translation unit of their own (see that file).

#include "drake/multibody/tree/multibody_tree_algorithms_impl.h"

namespace drake {
namespace multibody {
namespace internal {

MALLARD_INSTANTIATE_TREE_ALGORITHMS(::drake::AutoDiffXd)

}  // namespace internal
}  // namespace multibody
}  // namespace drake
