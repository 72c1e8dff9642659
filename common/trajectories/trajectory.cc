#include "drake/common/trajectories/trajectory.h"

#include <stdexcept>
#include <string>

#include <fmt/format.h>

#include "drake/common/nice_type_name.h"

namespace drake {
namespace trajectories {

template <typename T>
Trajectory<T>::~Trajectory() = default;

template <typename T>
MatrixX<T> Trajectory<T>::vector_values(const std::vector<T>& t) const {
  return vector_values(Eigen::Map<const VectorX<T>>(
      t.data(), static_cast<Eigen::Index>(t.size())));
}

template <typename T>
MatrixX<T> Trajectory<T>::vector_values(
    const Eigen::Ref<const VectorX<T>>& t) const {
  const Eigen::Index num_rows = rows();
  const Eigen::Index num_cols = cols();
  if (num_cols == 1) {
    MatrixX<T> values(num_rows, t.size());
    for (Eigen::Index i = 0; i < t.size(); ++i) {
      values.col(i) = value(t[i]);
    }
    return values;
  }
  if (num_rows == 1) {
    MatrixX<T> values(t.size(), num_cols);
    for (Eigen::Index i = 0; i < t.size(); ++i) {
      values.row(i) = value(t[i]);
    }
    return values;
  }
  throw std::logic_error(fmt::format(
      "Trajectory::vector_values() requires a trajectory with rows() == 1 or "
      "cols() == 1, but this one is {}x{}.",
      num_rows, num_cols));
}

template <typename T>
bool Trajectory<T>::has_derivative() const {
  return do_has_derivative();
}

template <typename T>
MatrixX<T> Trajectory<T>::EvalDerivative(const T& t,
                                         int derivative_order) const {
  if (derivative_order < 0) {
    throw std::logic_error(fmt::format(
        "Trajectory::EvalDerivative(): derivative_order must be >= 0, got {}.",
        derivative_order));
  }
  return DoEvalDerivative(t, derivative_order);
}

template <typename T>
std::unique_ptr<Trajectory<T>> Trajectory<T>::MakeDerivative(
    int derivative_order) const {
  if (derivative_order < 0) {
    throw std::logic_error(fmt::format(
        "Trajectory::MakeDerivative(): derivative_order must be >= 0, got {}.",
        derivative_order));
  }
  return DoMakeDerivative(derivative_order);
}

template <typename T>
bool Trajectory<T>::do_has_derivative() const {
  return false;
}

template <typename T>
MatrixX<T> Trajectory<T>::DoEvalDerivative(const T&, int) const {
  throw std::logic_error(
      fmt::format("Trajectory::EvalDerivative() is not implemented for {}.",
                  NiceTypeName::Get(*this)));
}

template <typename T>
std::unique_ptr<Trajectory<T>> Trajectory<T>::DoMakeDerivative(int) const {
  throw std::logic_error(
      fmt::format("Trajectory::MakeDerivative() is not implemented for {}.",
                  NiceTypeName::Get(*this)));
}

}  // namespace trajectories
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::trajectories::Trajectory)
