#include "drake/math/continuous_lyapunov_equation.h"

#include "drake/math/lyapunov_internal.h"

namespace drake {
namespace math {

Eigen::MatrixXd RealContinuousLyapunovEquation(
    const Eigen::Ref<const Eigen::MatrixXd>& A,
    const Eigen::Ref<const Eigen::MatrixXd>& Q) {
  return internal::SolveRealLyapunovEquation(
      "RealContinuousLyapunovEquation()", internal::LyapunovKind::kContinuous,
      A, Q);
}

}  // namespace math
}  // namespace drake
