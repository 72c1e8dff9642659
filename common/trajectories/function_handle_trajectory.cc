#include "drake/common/trajectories/function_handle_trajectory.h"

#include <stdexcept>
#include <utility>

#include <fmt/format.h>

#include "drake/common/trajectories/derivative_trajectory.h"

namespace drake {
namespace trajectories {

template <typename T>
FunctionHandleTrajectory<T>::FunctionHandleTrajectory(
    std::function<MatrixX<T>(const T&)> func, int rows, int cols,
    double start_time, double end_time)
    : func_(std::move(func)),
      rows_(rows),
      cols_(cols),
      start_time_(start_time),
      end_time_(end_time) {
  if (rows < 0 || cols < 0) {
    throw std::logic_error(fmt::format(
        "FunctionHandleTrajectory: rows and cols must be >= 0, got {} and {}.",
        rows, cols));
  }
  // An empty trajectory (as a moved-from one is in Drake).
  if (rows == 0 || cols == 0) return;
  if (func_ == nullptr) {
    throw std::logic_error("FunctionHandleTrajectory: the function is null.");
  }
  if (!(start_time <= end_time)) {
    throw std::logic_error(fmt::format(
        "FunctionHandleTrajectory: start_time ({}) must be <= end_time ({}).",
        start_time, end_time));
  }
  // The function's size is checked on every call; check it once now.
  do_value(T(start_time));
}

template <typename T>
FunctionHandleTrajectory<T>::~FunctionHandleTrajectory() = default;

template <typename T>
std::unique_ptr<Trajectory<T>> FunctionHandleTrajectory<T>::DoClone() const {
  return std::make_unique<FunctionHandleTrajectory<T>>(*this);
}

template <typename T>
MatrixX<T> FunctionHandleTrajectory<T>::do_value(const T& t) const {
  if (rows_ == 0 || cols_ == 0) return MatrixX<T>(0, 0);
  MatrixX<T> result = func_(t);
  if (result.rows() != rows_ || result.cols() != cols_) {
    throw std::runtime_error(fmt::format(
        "FunctionHandleTrajectory: the function returned a {}x{} matrix, but "
        "the trajectory is {}x{}.",
        result.rows(), result.cols(), rows_, cols_));
  }
  return result;
}

template <typename T>
MatrixX<T> FunctionHandleTrajectory<T>::DoEvalDerivative(
    const T& t, int derivative_order) const {
  if (derivative_order == 0) return do_value(t);
  if (derivative_func_ == nullptr) {
    throw std::logic_error(fmt::format(
        "FunctionHandleTrajectory: derivative of order {} requested, but no "
        "derivative function was set (see set_derivative()).",
        derivative_order));
  }
  MatrixX<T> result = derivative_func_(t, derivative_order);
  if (result.rows() != rows_ || result.cols() != cols_) {
    throw std::runtime_error(fmt::format(
        "FunctionHandleTrajectory: the derivative function returned a {}x{} "
        "matrix for order {}, but the trajectory is {}x{}.",
        result.rows(), result.cols(), derivative_order, rows_, cols_));
  }
  return result;
}

template <typename T>
std::unique_ptr<Trajectory<T>> FunctionHandleTrajectory<T>::DoMakeDerivative(
    int derivative_order) const {
  if (derivative_order == 0) return this->Clone();
  if (derivative_func_ == nullptr) {
    throw std::logic_error(fmt::format(
        "FunctionHandleTrajectory: derivative of order {} requested, but no "
        "derivative function was set (see set_derivative()).",
        derivative_order));
  }
  return std::make_unique<DerivativeTrajectory<T>>(*this, derivative_order);
}

}  // namespace trajectories
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::trajectories::FunctionHandleTrajectory)
