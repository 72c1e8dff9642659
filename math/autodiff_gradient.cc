#include "drake/math/autodiff_gradient.h"

namespace drake {
namespace math {

bool AreAutoDiffVecXdEqual(const Eigen::Ref<const VectorX<AutoDiffXd>>& a,
                           const Eigen::Ref<const VectorX<AutoDiffXd>>& b) {
  if (a.rows() != b.rows()) {
    return false;
  }
  for (Eigen::Index i = 0; i < a.rows(); ++i) {
    if (a(i).value() != b(i).value()) {
      return false;
    }
    if (a(i).derivatives().size() != b(i).derivatives().size()) {
      return false;
    }
    if (a(i).derivatives() != b(i).derivatives()) {
      return false;
    }
  }
  return true;
}

}  // namespace math
}  // namespace drake
