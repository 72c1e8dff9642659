#include "drake/common/trajectories/derivative_trajectory.h"

#include <stdexcept>

#include <fmt/format.h>

#include "drake/common/nice_type_name.h"

namespace drake {
namespace trajectories {

template <typename T>
DerivativeTrajectory<T>::DerivativeTrajectory(const Trajectory<T>& nominal,
                                              int derivative_order)
    : derivative_order_(derivative_order) {
  if (!nominal.has_derivative()) {
    throw std::logic_error(fmt::format(
        "DerivativeTrajectory: the nominal trajectory (a {}) has no "
        "derivatives (has_derivative() is false).",
        NiceTypeName::Get(nominal)));
  }
  if (derivative_order < 0) {
    throw std::logic_error(fmt::format(
        "DerivativeTrajectory: derivative_order must be >= 0, got {}.",
        derivative_order));
  }
  nominal_ = nominal.Clone();
  // The derivative's size may differ from the nominal's.
  const MatrixX<T> sample =
      nominal_->EvalDerivative(nominal_->start_time(), derivative_order_);
  rows_ = sample.rows();
  cols_ = sample.cols();
}

template <typename T>
DerivativeTrajectory<T>::~DerivativeTrajectory() = default;

template <typename T>
std::unique_ptr<Trajectory<T>> DerivativeTrajectory<T>::DoClone() const {
  return std::make_unique<DerivativeTrajectory<T>>(*this);
}

template <typename T>
MatrixX<T> DerivativeTrajectory<T>::do_value(const T& t) const {
  return nominal_->EvalDerivative(t, derivative_order_);
}

template <typename T>
MatrixX<T> DerivativeTrajectory<T>::DoEvalDerivative(
    const T& t, int derivative_order) const {
  return nominal_->EvalDerivative(t, derivative_order_ + derivative_order);
}

template <typename T>
std::unique_ptr<Trajectory<T>> DerivativeTrajectory<T>::DoMakeDerivative(
    int derivative_order) const {
  return std::make_unique<DerivativeTrajectory<T>>(
      *nominal_, derivative_order_ + derivative_order);
}

template <typename T>
T DerivativeTrajectory<T>::do_start_time() const {
  return nominal_->start_time();
}

template <typename T>
T DerivativeTrajectory<T>::do_end_time() const {
  return nominal_->end_time();
}

}  // namespace trajectories
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::trajectories::DerivativeTrajectory)
