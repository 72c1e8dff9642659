#include "drake/common/trajectories/bspline_trajectory.h"

#include <stdexcept>
#include <utility>

#include <fmt/format.h>

namespace drake {
namespace trajectories {

using math::BsplineBasis;

template <typename T>
BsplineTrajectory<T>::BsplineTrajectory(BsplineBasis<T> basis,
                                        std::vector<MatrixX<T>> control_points)
    : basis_(std::move(basis)), control_points_(std::move(control_points)) {
  CheckInvariants();
}

template <typename T>
BsplineTrajectory<T>::~BsplineTrajectory() = default;

template <typename T>
void BsplineTrajectory<T>::CheckInvariants() const {
  if (static_cast<int>(control_points_.size()) !=
      basis_.num_basis_functions()) {
    throw std::logic_error(fmt::format(
        "BsplineTrajectory: there are {} control points but the basis has {} "
        "basis functions; they must be equal.",
        control_points_.size(), basis_.num_basis_functions()));
  }
  for (size_t i = 1; i < control_points_.size(); ++i) {
    if (control_points_[i].rows() != control_points_[0].rows() ||
        control_points_[i].cols() != control_points_[0].cols()) {
      throw std::logic_error(fmt::format(
          "BsplineTrajectory: control point {} is {}x{} but control point 0 "
          "is {}x{}; they must have the same size.",
          i, control_points_[i].rows(), control_points_[i].cols(),
          control_points_[0].rows(), control_points_[0].cols()));
    }
  }
}

template <typename T>
T BsplineTrajectory<T>::Clamp(const T& t) const {
  if (t < this->start_time()) return this->start_time();
  if (t > this->end_time()) return this->end_time();
  return t;
}

template <typename T>
std::vector<MatrixX<T>> BsplineTrajectory<T>::DerivativeControlPoints(
    int derivative_order) const {
  // Differentiating a B-spline of order k − j + 1 on the original knots t:
  //   qᵢ = (k − j) (pᵢ₊₁ − pᵢ) / (tᵢ₊ₖ − tᵢ₊ⱼ),
  // one point fewer each time (a zero-length span contributes nothing).
  const std::vector<T>& t = basis_.knots();
  const int k = basis_.order();
  std::vector<MatrixX<T>> points = control_points_;
  for (int j = 1; j <= derivative_order; ++j) {
    for (size_t i = 0; i + 1 < points.size(); ++i) {
      const T span = t[i + k] - t[i + j];
      if (span > 0) {
        points[i] = (points[i + 1] - points[i]) *
                    (T(static_cast<double>(k - j)) / span);
      } else {
        points[i].setZero();
      }
    }
    points.pop_back();
  }
  return points;
}

template <typename T>
BsplineBasis<T> BsplineTrajectory<T>::DerivativeBasis(
    int derivative_order) const {
  const std::vector<T>& t = basis_.knots();
  return BsplineBasis<T>(
      basis_.order() - derivative_order,
      std::vector<T>(t.begin() + derivative_order, t.end() - derivative_order));
}

template <typename T>
Eigen::SparseMatrix<T> BsplineTrajectory<T>::AsLinearInControlPoints(
    int derivative_order) const {
  if (derivative_order < 0) {
    throw std::logic_error(fmt::format(
        "BsplineTrajectory::AsLinearInControlPoints(): derivative_order must "
        "be >= 0, got {}.",
        derivative_order));
  }
  const int n = num_control_points();
  if (derivative_order >= basis_.order()) {
    // The derivative is the single zero control point.
    return Eigen::SparseMatrix<T>(n, 1);
  }
  // The columns of the identity, differentiated as the control points are.
  const std::vector<T>& t = basis_.knots();
  const int k = basis_.order();
  MatrixX<T> M = MatrixX<T>::Identity(n, n);
  for (int j = 1; j <= derivative_order; ++j) {
    for (int i = 0; i < n - j; ++i) {
      const T span = t[i + k] - t[i + j];
      if (span > 0) {
        M.col(i) =
            (M.col(i + 1) - M.col(i)) * (T(static_cast<double>(k - j)) / span);
      } else {
        M.col(i).setZero();
      }
    }
  }
  std::vector<Eigen::Triplet<T>> entries;
  for (int col = 0; col < n - derivative_order; ++col) {
    for (int row = 0; row < n; ++row) {
      if (M(row, col) != 0) entries.emplace_back(row, col, M(row, col));
    }
  }
  Eigen::SparseMatrix<T> result(n, n - derivative_order);
  result.setFromTriplets(entries.begin(), entries.end());
  return result;
}

template <typename T>
VectorX<T> BsplineTrajectory<T>::EvaluateLinearInControlPoints(
    const T& t, int derivative_order) const {
  if (derivative_order < 0) {
    throw std::logic_error(fmt::format(
        "BsplineTrajectory::EvaluateLinearInControlPoints(): derivative_order "
        "must be >= 0, got {}.",
        derivative_order));
  }
  if (this->cols() != 1) {
    throw std::logic_error(fmt::format(
        "BsplineTrajectory::EvaluateLinearInControlPoints(): the control "
        "points must be column vectors, but they are {}x{}.",
        this->rows(), this->cols()));
  }
  const T time = Clamp(t);
  const int n = num_control_points();
  if (derivative_order == 0) return basis_.EvaluateLinearInControlPoints(time);
  if (derivative_order >= basis_.order()) return VectorX<T>::Zero(n);
  // value⁽ᵈ⁾ = Σᵢ Bᵢ'(t) qᵢ with q = p M (M from AsLinearInControlPoints).
  const MatrixX<T> M = MatrixX<T>(AsLinearInControlPoints(derivative_order));
  return M *
         DerivativeBasis(derivative_order).EvaluateLinearInControlPoints(time);
}

template <typename T>
MatrixX<T> BsplineTrajectory<T>::InitialValue() const {
  return value(this->start_time());
}

template <typename T>
MatrixX<T> BsplineTrajectory<T>::FinalValue() const {
  return value(this->end_time());
}

template <typename T>
void BsplineTrajectory<T>::InsertKnots(const std::vector<T>& additional_knots) {
  for (const T& new_knot : additional_knots) {
    if (!(new_knot >= this->start_time() && new_knot <= this->end_time())) {
      throw std::logic_error(fmt::format(
          "BsplineTrajectory::InsertKnots(): the knot {} is outside [{}, {}].",
          ExtractDoubleOrThrow(new_knot),
          ExtractDoubleOrThrow(this->start_time()),
          ExtractDoubleOrThrow(this->end_time())));
    }
    // Boehm: with new_knot in [t_ell, t_ell+1), the new control points are
    // qᵢ = (1 − aᵢ) pᵢ₋₁ + aᵢ pᵢ, aᵢ = 1 up to i = ell − k + 1, then
    // (t̄ − tᵢ) / (tᵢ₊ₖ₋₁ − tᵢ) up to i = ell, then 0.
    const std::vector<T>& t = basis_.knots();
    const int k = basis_.order();
    const int ell = basis_.FindContainingInterval(new_knot);
    std::vector<MatrixX<T>> points;
    points.reserve(control_points_.size() + 1);
    points.push_back(control_points_.front());
    for (int i = 1; i < num_control_points(); ++i) {
      if (i <= ell - k + 1) {
        points.push_back(control_points_[i]);
      } else if (i <= ell) {
        const T a = (new_knot - t[i]) / (t[i + k - 1] - t[i]);
        points.push_back((T(1) - a) * control_points_[i - 1] +
                         a * control_points_[i]);
      } else {
        points.push_back(control_points_[i - 1]);
      }
    }
    points.push_back(control_points_.back());
    std::vector<T> knots = t;
    knots.insert(knots.begin() + ell + 1, new_knot);
    basis_ = BsplineBasis<T>(k, std::move(knots));
    control_points_ = std::move(points);
  }
}

template <typename T>
BsplineTrajectory<T> BsplineTrajectory<T>::CopyWithSelector(
    const std::function<MatrixX<T>(const MatrixX<T>&)>& select) const {
  std::vector<MatrixX<T>> points;
  points.reserve(control_points_.size());
  for (const MatrixX<T>& point : control_points_) {
    points.push_back(select(point));
  }
  return BsplineTrajectory<T>(basis_, std::move(points));
}

template <typename T>
BsplineTrajectory<T> BsplineTrajectory<T>::CopyBlock(int start_row,
                                                     int start_col,
                                                     int block_rows,
                                                     int block_cols) const {
  return CopyWithSelector([&](const MatrixX<T>& point) {
    return MatrixX<T>(
        point.block(start_row, start_col, block_rows, block_cols));
  });
}

template <typename T>
BsplineTrajectory<T> BsplineTrajectory<T>::CopyHead(int n) const {
  if (this->cols() != 1 || n <= 0 || n > this->rows()) {
    throw std::logic_error(fmt::format(
        "BsplineTrajectory::CopyHead(): needs column-vector control points "
        "and 0 < n <= rows(), but the control points are {}x{} and n = {}.",
        this->rows(), this->cols(), n));
  }
  return CopyBlock(0, 0, n, 1);
}

template <typename T>
boolean<T> BsplineTrajectory<T>::operator==(
    const BsplineTrajectory<T>& other) const {
  if (!static_cast<bool>(basis_.order() == other.basis_.order()) ||
      control_points_.size() != other.control_points_.size()) {
    return boolean<T>(false);
  }
  boolean<T> result = basis_ == other.basis_;
  for (size_t i = 0; i < control_points_.size(); ++i) {
    const MatrixX<T>& a = control_points_[i];
    const MatrixX<T>& b = other.control_points_[i];
    if (a.rows() != b.rows() || a.cols() != b.cols()) {
      return boolean<T>(false);
    }
    result = result && drake::all(a.array() == b.array());
  }
  return result;
}

template <typename T>
std::unique_ptr<Trajectory<T>> BsplineTrajectory<T>::DoClone() const {
  return std::make_unique<BsplineTrajectory<T>>(*this);
}

template <typename T>
MatrixX<T> BsplineTrajectory<T>::do_value(const T& t) const {
  return basis_.EvaluateCurve(control_points_, Clamp(t));
}

template <typename T>
MatrixX<T> BsplineTrajectory<T>::DoEvalDerivative(const T& t,
                                                  int derivative_order) const {
  if (derivative_order == 0) return do_value(t);
  if (derivative_order >= basis_.order()) {
    return MatrixX<T>::Zero(this->rows(), this->cols());
  }
  return DerivativeBasis(derivative_order)
      .EvaluateCurve(DerivativeControlPoints(derivative_order), Clamp(t));
}

template <typename T>
std::unique_ptr<Trajectory<T>> BsplineTrajectory<T>::DoMakeDerivative(
    int derivative_order) const {
  if (derivative_order == 0) return this->Clone();
  if (derivative_order >= basis_.order()) {
    // Zero: one zero control point on the order-1 basis {t₀, tₘ}.
    return std::make_unique<BsplineTrajectory<T>>(
        BsplineBasis<T>(1, {basis_.knots().front(), basis_.knots().back()}),
        std::vector<MatrixX<T>>{MatrixX<T>::Zero(this->rows(), this->cols())});
  }
  return std::make_unique<BsplineTrajectory<T>>(
      DerivativeBasis(derivative_order),
      DerivativeControlPoints(derivative_order));
}

template <typename T>
Eigen::Index BsplineTrajectory<T>::do_rows() const {
  return control_points_.empty() ? 0 : control_points_[0].rows();
}

template <typename T>
Eigen::Index BsplineTrajectory<T>::do_cols() const {
  return control_points_.empty() ? 0 : control_points_[0].cols();
}

template <typename T>
T BsplineTrajectory<T>::do_start_time() const {
  return basis_.order() < 1 ? T(0.0) : basis_.initial_parameter_value();
}

template <typename T>
T BsplineTrajectory<T>::do_end_time() const {
  return basis_.order() < 1 ? T(0.0) : basis_.final_parameter_value();
}

}  // namespace trajectories
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::trajectories::BsplineTrajectory)
