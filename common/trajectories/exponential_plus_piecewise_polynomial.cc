#include "drake/common/trajectories/exponential_plus_piecewise_polynomial.h"

#include <cmath>
#include <vector>

#include <unsupported/Eigen/MatrixFunctions>

namespace drake {
namespace trajectories {

template <typename T>
ExponentialPlusPiecewisePolynomial<T>::ExponentialPlusPiecewisePolynomial(
    const PiecewisePolynomial<T>& piecewise_polynomial_part)
    : PiecewiseTrajectory<T>(piecewise_polynomial_part.get_segment_times()),
      piecewise_polynomial_part_(piecewise_polynomial_part) {
  if (piecewise_polynomial_part.empty()) {
    throw std::logic_error(
        "ExponentialPlusPiecewisePolynomial(piecewise_polynomial_part): the "
        "piecewise polynomial is empty.");
  }
  if (!std::isfinite(piecewise_polynomial_part.start_time())) {
    throw std::logic_error(fmt::format(
        "ExponentialPlusPiecewisePolynomial(piecewise_polynomial_part): the "
        "start time must be finite, but it is {}.",
        piecewise_polynomial_part.start_time()));
  }
  K_ = MatrixX<T>::Zero(piecewise_polynomial_part.rows(), 1);
  A_ = MatrixX<T>::Zero(1, 1);
  alpha_ =
      MatrixX<T>::Zero(1, piecewise_polynomial_part.get_number_of_segments());
  CheckSizes();
}

template <typename T>
void ExponentialPlusPiecewisePolynomial<T>::CheckSizes() const {
  const PiecewisePolynomial<T>& P = piecewise_polynomial_part_;
  const Eigen::Index rows = P.empty() ? 0 : P.rows();
  const Eigen::Index cols = P.empty() ? 1 : P.cols();
  const bool ok = cols == 1 && K_.rows() == rows && A_.rows() == A_.cols() &&
                  K_.cols() == A_.rows() && alpha_.rows() == A_.cols() &&
                  alpha_.cols() == P.get_number_of_segments();
  if (!ok) {
    throw std::logic_error(fmt::format(
        "ExponentialPlusPiecewisePolynomial(): expected K n_x x n, A n x n, "
        "alpha n x (number of segments) and a piecewise polynomial n_x x 1, "
        "but got K {}x{}, A {}x{}, alpha {}x{} and a {}x{} piecewise "
        "polynomial with {} segment(s).",
        K_.rows(), K_.cols(), A_.rows(), A_.cols(), alpha_.rows(),
        alpha_.cols(), rows, cols, P.get_number_of_segments()));
  }
}

template <typename T>
std::unique_ptr<Trajectory<T>> ExponentialPlusPiecewisePolynomial<T>::DoClone()
    const {
  return std::make_unique<ExponentialPlusPiecewisePolynomial<T>>(*this);
}

template <typename T>
MatrixX<T> ExponentialPlusPiecewisePolynomial<T>::value(const T& t) const {
  if (piecewise_polynomial_part_.empty()) {
    throw std::logic_error(
        "ExponentialPlusPiecewisePolynomial::value(): the trajectory is "
        "empty.");
  }
  const int segment = this->get_segment_index(t);
  const T t_j = this->start_time(segment);
  const MatrixX<T> exponential = (A_ * (t - t_j)).exp();
  MatrixX<T> result = piecewise_polynomial_part_.value(t);
  result.noalias() += K_ * exponential * alpha_.col(segment);
  return result;
}

template <typename T>
ExponentialPlusPiecewisePolynomial<T>
ExponentialPlusPiecewisePolynomial<T>::derivative(int derivative_order) const {
  if (derivative_order < 0) {
    throw std::logic_error(fmt::format(
        "ExponentialPlusPiecewisePolynomial::derivative(): derivative_order "
        "must be >= 0, but got {}.",
        derivative_order));
  }
  // d/dt K exp(A s) α = K A exp(A s) α
  MatrixX<T> K_derivative = K_;
  for (int i = 0; i < derivative_order; ++i) K_derivative = K_derivative * A_;
  return ExponentialPlusPiecewisePolynomial<T>(
      K_derivative, A_, alpha_,
      piecewise_polynomial_part_.derivative(derivative_order));
}

template <typename T>
void ExponentialPlusPiecewisePolynomial<T>::shiftRight(double offset) {
  for (T& b : this->get_mutable_breaks()) b += offset;
  piecewise_polynomial_part_.shiftRight(offset);
}

template <typename T>
Eigen::Index ExponentialPlusPiecewisePolynomial<T>::do_rows() const {
  return piecewise_polynomial_part_.rows();
}

template <typename T>
Eigen::Index ExponentialPlusPiecewisePolynomial<T>::do_cols() const {
  return piecewise_polynomial_part_.cols();
}

template class ExponentialPlusPiecewisePolynomial<double>;

}  // namespace trajectories
}  // namespace drake
