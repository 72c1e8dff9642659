#include "drake/common/trajectories/path_parameterized_trajectory.h"

#include <stdexcept>
#include <vector>

#include <fmt/format.h>

#include "drake/common/trajectories/derivative_trajectory.h"

namespace drake {
namespace trajectories {
namespace {

// The partial Bell polynomials B_{m,j}(x₁, …, x_{m−j+1}) for 0 <= j <= m <= n,
// by the recurrence B_{m,j} = Σᵢ C(m−1, i−1) xᵢ B_{m−i,j−1} (i = 1 …
// m−j+1), B_{0,0} = 1 and B_{m,0} = B_{0,j} = 0 otherwise. x[i − 1] = xᵢ.
template <typename T>
std::vector<std::vector<T>> BellTable(int n, const VectorX<T>& x) {
  std::vector<std::vector<T>> B(n + 1, std::vector<T>(n + 1, T(0.0)));
  B[0][0] = 1;
  for (int m = 1; m <= n; ++m) {
    for (int j = 1; j <= m; ++j) {
      double binomial = 1;  // C(m − 1, i − 1), from i = 1.
      for (int i = 1; i <= m - j + 1; ++i) {
        B[m][j] += binomial * x[i - 1] * B[m - i][j - 1];
        binomial = binomial * (m - i) / i;
      }
    }
  }
  return B;
}

}  // namespace

template <typename T>
PathParameterizedTrajectory<T>::PathParameterizedTrajectory(
    const Trajectory<T>& path, const Trajectory<T>& time_scaling)
    : path_(path.Clone()), time_scaling_(time_scaling.Clone()) {
  if (time_scaling.rows() != 1 || time_scaling.cols() != 1) {
    throw std::logic_error(fmt::format(
        "PathParameterizedTrajectory: the time scaling must be 1x1, but it is "
        "{}x{}.",
        time_scaling.rows(), time_scaling.cols()));
  }
}

template <typename T>
PathParameterizedTrajectory<T>::~PathParameterizedTrajectory() = default;

template <typename T>
T PathParameterizedTrajectory<T>::Clamp(const T& t) const {
  if (t < this->start_time()) return this->start_time();
  if (t > this->end_time()) return this->end_time();
  return t;
}

template <typename T>
std::unique_ptr<Trajectory<T>> PathParameterizedTrajectory<T>::DoClone() const {
  return std::make_unique<PathParameterizedTrajectory<T>>(*this);
}

template <typename T>
MatrixX<T> PathParameterizedTrajectory<T>::do_value(const T& t) const {
  return path_->value(time_scaling_->value(Clamp(t))(0, 0));
}

template <typename T>
MatrixX<T> PathParameterizedTrajectory<T>::DoEvalDerivative(
    const T& t, int derivative_order) const {
  const T time = Clamp(t);
  if (derivative_order == 0) return do_value(time);
  const int n = derivative_order;
  // s', s'', …, s⁽ⁿ⁾ at t.
  VectorX<T> s_derivatives(n);
  for (int i = 0; i < n; ++i) {
    s_derivatives(i) = time_scaling_->EvalDerivative(time, i + 1)(0, 0);
  }
  const std::vector<std::vector<T>> B = BellTable<T>(n, s_derivatives);
  const T s = time_scaling_->value(time)(0, 0);
  MatrixX<T> result = MatrixX<T>::Zero(path_->rows(), path_->cols());
  for (int k = 1; k <= n; ++k) {
    result += path_->EvalDerivative(s, k) * B[n][k];
  }
  return result;
}

template <typename T>
std::unique_ptr<Trajectory<T>> PathParameterizedTrajectory<T>::DoMakeDerivative(
    int derivative_order) const {
  return std::make_unique<DerivativeTrajectory<T>>(*this, derivative_order);
}

}  // namespace trajectories
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::trajectories::PathParameterizedTrajectory)
