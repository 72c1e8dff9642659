#pragma once

/// @file
/// BezierCurve<T>: a vector-valued Bézier curve over a time interval, as in
/// Drake's drake/common/trajectories/bezier_curve.h (v1.56).
///
/// Not provided: `GetExpression(symbolic::Variable)`, which returns the
/// curve as expanded symbolic polynomials and needs symbolic expansion that
/// Mallard's symbolic::Expression does not have (calling it fails to
/// compile); BezierCurve<symbolic::Expression> likewise.

#include <memory>
#include <optional>

#include <Eigen/Core>
#include <Eigen/SparseCore>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/common/trajectories/trajectory.h"

namespace drake {
namespace trajectories {

/// A Bézier curve of order n: n + 1 control points p₀ … pₙ (the columns of
/// control_points()) and the curve
///
///   value(t) = Σᵢ C(n, i) sⁱ (1 − s)ⁿ⁻ⁱ pᵢ,   s = (t − t₀) / (t₁ − t₀),
///
/// over [t₀, t₁] = [start_time(), end_time()]. The curve starts at p₀, ends
/// at pₙ and stays in the convex hull of the control points. Its derivative
/// is again a Bézier curve, of order n − 1, with control points
/// n (pᵢ₊₁ − pᵢ) / (t₁ − t₀). Each evaluation uses every control point (a
/// B-spline is the local alternative).
///
/// value() and the derivatives clamp t to [start_time(), end_time()], as
/// Drake's do. The output is a column vector: rows() is the number of rows
/// of the control points, cols() is 1.
///
/// @tparam T double or AutoDiffXd.
template <typename T>
class BezierCurve final : public Trajectory<T> {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(BezierCurve);

  /// An empty curve (no control points, order -1) over [0, 1].
  BezierCurve() : BezierCurve<T>(0, 1, MatrixX<T>()) {}

  /// The curve over [start_time, end_time] (seconds) with control points
  /// the columns of `control_points`.
  /// @throws std::exception unless end_time >= start_time. (With equal times
  /// the curve has zero duration and its value is not a number.)
  BezierCurve(double start_time, double end_time,
              const Eigen::Ref<const MatrixX<T>>& control_points);

  ~BezierCurve() final = default;

  /// The order n of the curve: the number of control points minus one (1
  /// for linear, 2 for quadratic, ...; -1 for an empty curve).
  int order() const { return static_cast<int>(control_points_.cols()) - 1; }

  /// The i-th Bernstein basis polynomial of order `order` (default: order())
  /// at `time`: C(n, i) sⁱ (1 − s)ⁿ⁻ⁱ with s = (time − start_time()) /
  /// (end_time() − start_time()). `time` is not clamped. Returns 0 when
  /// i > n (so always for the empty curve, whose order is -1).
  /// @throws std::exception if i < 0.
  T BernsteinBasis(int i, const T& time,
                   std::optional<int> order = std::nullopt) const;

  /// The control points, one per column.
  const MatrixX<T>& control_points() const { return control_points_; }

  /// The matrix M with
  ///   MakeDerivative(derivative_order)'s control points =
  ///       control_points() * M,
  /// so constraints on a derivative's control points are linear in these
  /// control points (M is the same for every row). M is (order() + 1) x
  /// (order() + 1 − derivative_order); the identity for derivative_order 0;
  /// (order() + 1) x 0 when derivative_order > order().
  /// @throws std::exception if derivative_order < 0.
  Eigen::SparseMatrix<double> AsLinearInControlPoints(
      int derivative_order = 1) const;

  /// The curve at `t`, clamped to [start_time(), end_time()]; a rows() x 1
  /// matrix.
  MatrixX<T> value(const T& t) const;

  /// Raises the order by one without changing the curve: the new control
  /// points are qᵢ = (i / (n + 1)) pᵢ₋₁ + (1 − i / (n + 1)) pᵢ. An empty
  /// curve becomes order 0 with a zero control point of rows() rows.
  void ElevateOrder();

 private:
  // Trajectory overrides. rows() is the number of rows of the control
  // points, cols() is 1; Clone() returns a BezierCurve<T>.
  std::unique_ptr<Trajectory<T>> DoClone() const final;
  MatrixX<T> do_value(const T& t) const final { return value(t); }
  Eigen::Index do_rows() const final { return control_points_.rows(); }
  Eigen::Index do_cols() const final { return 1; }
  T do_start_time() const final { return start_time_; }
  T do_end_time() const final { return end_time_; }
  bool do_has_derivative() const final { return true; }
  // Order 0 is value(); orders above order() are zero.
  MatrixX<T> DoEvalDerivative(const T& t, int derivative_order) const final;
  // Order 0 is a copy; orders above order() give the curve with the single
  // control point 0 over the same interval.
  std::unique_ptr<Trajectory<T>> DoMakeDerivative(
      int derivative_order) const final;

  // The control points of the derivative_order-th derivative.
  // @pre 1 <= derivative_order <= order().
  MatrixX<T> CalcDerivativePoints(int derivative_order) const;
  // Σᵢ Bᵢ,ₙ(time) points.col(i) with n = points.cols() - 1, unclamped.
  VectorX<T> EvaluateBernsteinSum(const MatrixX<T>& points,
                                  const T& time) const;
  T Clamp(const T& t) const;

  double start_time_{};
  double end_time_{};
  MatrixX<T> control_points_;
};

}  // namespace trajectories
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::trajectories::BezierCurve)
