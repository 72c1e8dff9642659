#include "drake/math/discrete_lyapunov_equation.h"

#include "drake/math/lyapunov_internal.h"

namespace drake {
namespace math {

Eigen::MatrixXd RealDiscreteLyapunovEquation(
    const Eigen::Ref<const Eigen::MatrixXd>& A,
    const Eigen::Ref<const Eigen::MatrixXd>& Q) {
  return internal::SolveRealLyapunovEquation("RealDiscreteLyapunovEquation()",
                                             internal::LyapunovKind::kDiscrete,
                                             A, Q);
}

}  // namespace math
}  // namespace drake
