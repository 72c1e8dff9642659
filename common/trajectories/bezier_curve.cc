#include "drake/common/trajectories/bezier_curve.h"

#include <stdexcept>
#include <utility>
#include <vector>

#include <fmt/format.h>

namespace drake {
namespace trajectories {
namespace {

// C(n, k) for 0 <= k <= n, exact while the value fits in a double's 53-bit
// mantissa (n ≤ 56 for every k): each step C(n, j + 1) = C(n, j) (n − j) /
// (j + 1) is an integer.
double BinomialCoefficient(int n, int k) {
  if (k > n - k) k = n - k;
  double result = 1.0;
  for (int j = 0; j < k; ++j) result = result * (n - j) / (j + 1);
  return result;
}

// x^n for n >= 0 by repeated multiplication (so AutoDiffXd partials are
// right at x = 0, and no pow(T, int) overload is needed).
template <typename T>
T IntegerPower(const T& x, int n) {
  T result(1.0);
  for (int i = 0; i < n; ++i) result *= x;
  return result;
}

// The (n + 1) x n matrix D with (points of a curve of order n) * D = the
// points of its derivative: column i is (n / duration)(e_{i+1} − e_i).
Eigen::SparseMatrix<double> DifferenceMatrix(int n, double duration) {
  const double scale = n / duration;
  std::vector<Eigen::Triplet<double>> triplets;
  triplets.reserve(2 * n);
  for (int i = 0; i < n; ++i) {
    triplets.emplace_back(i, i, -scale);
    triplets.emplace_back(i + 1, i, scale);
  }
  Eigen::SparseMatrix<double> D(n + 1, n);
  D.setFromTriplets(triplets.begin(), triplets.end());
  return D;
}

}  // namespace

template <typename T>
BezierCurve<T>::BezierCurve(double start_time, double end_time,
                            const Eigen::Ref<const MatrixX<T>>& control_points)
    : start_time_(start_time),
      end_time_(end_time),
      control_points_(control_points) {
  if (!(end_time >= start_time)) {
    throw std::logic_error(fmt::format(
        "BezierCurve(): end_time must be >= start_time, but got start_time = "
        "{} and end_time = {}.",
        start_time, end_time));
  }
}

template <typename T>
T BezierCurve<T>::BernsteinBasis(int i, const T& time,
                                 std::optional<int> order) const {
  const int n = order.value_or(this->order());
  if (i < 0) {
    throw std::logic_error(fmt::format(
        "BezierCurve::BernsteinBasis(): i must be >= 0, but got i = {} (order "
        "{}).",
        i, n));
  }
  // C(n, i) = 0 for i > n, also for the empty curve's order -1
  if (i > n) return T(0.0);
  const T s = (time - start_time_) / (end_time_ - start_time_);
  return BinomialCoefficient(n, i) * IntegerPower(s, i) *
         IntegerPower(T(1.0 - s), n - i);
}

template <typename T>
Eigen::SparseMatrix<double> BezierCurve<T>::AsLinearInControlPoints(
    int derivative_order) const {
  if (derivative_order < 0) {
    throw std::logic_error(fmt::format(
        "BezierCurve::AsLinearInControlPoints(): derivative_order must be >= "
        "0, but got {}.",
        derivative_order));
  }
  const int n = order();
  if (derivative_order > n) return Eigen::SparseMatrix<double>(n + 1, 0);
  Eigen::SparseMatrix<double> M(n + 1, n + 1);
  M.setIdentity();
  // each derivative multiplies by the difference matrix of the current order
  const double duration = end_time_ - start_time_;
  for (int k = 0; k < derivative_order; ++k) {
    // (a temporary: the product must not alias M)
    Eigen::SparseMatrix<double> product = M * DifferenceMatrix(n - k, duration);
    M.swap(product);
  }
  return M;
}

template <typename T>
MatrixX<T> BezierCurve<T>::value(const T& t) const {
  return EvaluateBernsteinSum(control_points_, Clamp(t));
}

template <typename T>
void BezierCurve<T>::ElevateOrder() {
  const int n = order();
  if (n < 0) {
    control_points_ = MatrixX<T>::Zero(this->rows(), 1);
    return;
  }
  MatrixX<T> elevated(control_points_.rows(), n + 2);
  elevated.col(0) = control_points_.col(0);
  elevated.col(n + 1) = control_points_.col(n);
  for (int i = 1; i <= n; ++i) {
    const double a = static_cast<double>(i) / (n + 1);
    elevated.col(i) =
        a * control_points_.col(i - 1) + (1.0 - a) * control_points_.col(i);
  }
  control_points_ = std::move(elevated);
}

template <typename T>
std::unique_ptr<Trajectory<T>> BezierCurve<T>::DoClone() const {
  return std::make_unique<BezierCurve<T>>(*this);
}

template <typename T>
MatrixX<T> BezierCurve<T>::DoEvalDerivative(const T& t,
                                            int derivative_order) const {
  if (derivative_order == 0) return value(t);
  if (derivative_order > order()) return VectorX<T>::Zero(this->rows());
  return EvaluateBernsteinSum(CalcDerivativePoints(derivative_order), Clamp(t));
}

template <typename T>
std::unique_ptr<Trajectory<T>> BezierCurve<T>::DoMakeDerivative(
    int derivative_order) const {
  if (derivative_order == 0) return this->Clone();
  if (derivative_order > order()) {
    return std::make_unique<BezierCurve<T>>(start_time_, end_time_,
                                            VectorX<T>::Zero(this->rows()));
  }
  return std::make_unique<BezierCurve<T>>(
      start_time_, end_time_, CalcDerivativePoints(derivative_order));
}

template <typename T>
MatrixX<T> BezierCurve<T>::CalcDerivativePoints(int derivative_order) const {
  DRAKE_DEMAND(derivative_order >= 1 && derivative_order <= order());
  const double duration = end_time_ - start_time_;
  MatrixX<T> points = control_points_;
  // order m → m − 1: m (p_{i+1} − p_i) / duration
  for (int m = order(); m > order() - derivative_order; --m) {
    MatrixX<T> next =
        (points.rightCols(m) - points.leftCols(m)) * (m / duration);
    points = std::move(next);
  }
  return points;
}

template <typename T>
VectorX<T> BezierCurve<T>::EvaluateBernsteinSum(const MatrixX<T>& points,
                                                const T& time) const {
  const int n = static_cast<int>(points.cols()) - 1;
  VectorX<T> result = VectorX<T>::Zero(points.rows());
  for (int i = 0; i <= n; ++i) {
    result += BernsteinBasis(i, time, n) * points.col(i);
  }
  return result;
}

template <typename T>
T BezierCurve<T>::Clamp(const T& t) const {
  if (t < start_time_) return T(start_time_);
  if (t > end_time_) return T(end_time_);
  return t;
}

}  // namespace trajectories
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::trajectories::BezierCurve)
