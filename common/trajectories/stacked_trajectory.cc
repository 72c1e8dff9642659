#include "drake/common/trajectories/stacked_trajectory.h"

#include <stdexcept>
#include <utility>
#include <vector>

#include <fmt/format.h>

namespace drake {
namespace trajectories {

template <typename T>
StackedTrajectory<T>::StackedTrajectory(bool rowwise) : rowwise_(rowwise) {}

template <typename T>
StackedTrajectory<T>::~StackedTrajectory() = default;

template <typename T>
void StackedTrajectory<T>::Append(const Trajectory<T>& traj) {
  Append(traj.Clone());
}

template <typename T>
void StackedTrajectory<T>::Append(std::unique_ptr<Trajectory<T>> traj) {
  if (!children_.empty()) {
    if (traj->start_time() != this->start_time() ||
        traj->end_time() != this->end_time()) {
      throw std::logic_error(fmt::format(
          "StackedTrajectory::Append(): the trajectory spans [{}, {}] but the "
          "stack spans [{}, {}]; they must be the same.",
          ExtractDoubleOrThrow(traj->start_time()),
          ExtractDoubleOrThrow(traj->end_time()),
          ExtractDoubleOrThrow(this->start_time()),
          ExtractDoubleOrThrow(this->end_time())));
    }
    if (rowwise_ ? traj->cols() != cols_ : traj->rows() != rows_) {
      throw std::logic_error(fmt::format(
          "StackedTrajectory::Append(): the trajectory is {}x{} but the {} "
          "stack is {}x{}; the {} must match.",
          traj->rows(), traj->cols(), rowwise_ ? "rowwise" : "columnwise",
          rows_, cols_, rowwise_ ? "columns" : "rows"));
    }
  }
  if (rowwise_) {
    rows_ += traj->rows();
    cols_ = traj->cols();
  } else {
    cols_ += traj->cols();
    rows_ = traj->rows();
  }
  children_.emplace_back(std::move(traj));
}

template <typename T>
std::unique_ptr<Trajectory<T>> StackedTrajectory<T>::DoClone() const {
  return std::make_unique<StackedTrajectory<T>>(*this);
}

template <typename T>
MatrixX<T> StackedTrajectory<T>::do_value(const T& t) const {
  return DoEvalDerivative(t, 0);
}

template <typename T>
bool StackedTrajectory<T>::do_has_derivative() const {
  for (const auto& child : children_) {
    if (!child->has_derivative()) return false;
  }
  return true;
}

template <typename T>
MatrixX<T> StackedTrajectory<T>::DoEvalDerivative(const T& t,
                                                  int derivative_order) const {
  // A child's derivative may differ in size from its value (a slerp's
  // velocity is 3x1, its value 4x1), so the result is sized from the parts.
  std::vector<MatrixX<T>> parts;
  Eigen::Index stacked = 0;
  for (const auto& child : children_) {
    parts.push_back(derivative_order == 0
                        ? child->value(t)
                        : child->EvalDerivative(t, derivative_order));
    stacked += rowwise_ ? parts.back().rows() : parts.back().cols();
  }
  if (parts.empty()) return MatrixX<T>(rows_, cols_);
  MatrixX<T> result = rowwise_ ? MatrixX<T>(stacked, parts[0].cols())
                               : MatrixX<T>(parts[0].rows(), stacked);
  Eigen::Index offset = 0;
  for (const MatrixX<T>& part : parts) {
    if (rowwise_) {
      result.middleRows(offset, part.rows()) = part;
      offset += part.rows();
    } else {
      result.middleCols(offset, part.cols()) = part;
      offset += part.cols();
    }
  }
  return result;
}

template <typename T>
std::unique_ptr<Trajectory<T>> StackedTrajectory<T>::DoMakeDerivative(
    int derivative_order) const {
  auto result = std::make_unique<StackedTrajectory<T>>(rowwise_);
  for (const auto& child : children_) {
    result->Append(child->MakeDerivative(derivative_order));
  }
  return result;
}

template <typename T>
T StackedTrajectory<T>::do_start_time() const {
  return children_.empty() ? T(0.0) : children_.front()->start_time();
}

template <typename T>
T StackedTrajectory<T>::do_end_time() const {
  return children_.empty() ? T(0.0) : children_.front()->end_time();
}

}  // namespace trajectories
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::trajectories::StackedTrajectory)
