#pragma once

/// @file
/// BsplineTrajectory<T>: a matrix-valued B-spline curve in time, as in
/// Drake's drake/common/trajectories/bspline_trajectory.h (v1.56).

#include <functional>
#include <memory>
#include <type_traits>
#include <vector>

#include <Eigen/SparseCore>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_bool.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/common/name_value.h"
#include "drake/common/trajectories/trajectory.h"
#include "drake/math/bspline_basis.h"

namespace drake {
namespace trajectories {

/// The B-spline curve value(t) = Σᵢ Bᵢ(t) pᵢ of a math::BsplineBasis and
/// one control point pᵢ (a rows() x cols() matrix) per basis function, over
/// [start_time(), end_time()] = [basis.initial_parameter_value(),
/// basis.final_parameter_value()] (seconds). value() and the derivatives
/// are evaluated at the nearest end for times outside. The derivative of
/// order d < order() is again a B-spline, of order order() − d on the knots
/// without the first and last d; from order() on it is zero.
///
/// @tparam T double or AutoDiffXd.
template <typename T>
class BsplineTrajectory final : public Trajectory<T> {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(BsplineTrajectory);

  /// The empty trajectory (empty basis, no control points).
  BsplineTrajectory() : BsplineTrajectory<T>({}, {}) {}

  /// The curve of `basis` and `control_points`.
  /// @throws std::exception if control_points.size() !=
  /// basis.num_basis_functions() or the control points differ in size.
  BsplineTrajectory(math::BsplineBasis<T> basis,
                    std::vector<MatrixX<T>> control_points);

  /// A T-valued curve on a double-valued `basis` (for T other than double);
  /// throws as the other constructor.
  template <typename U = T>
  BsplineTrajectory(math::BsplineBasis<double> basis,
                    std::vector<MatrixX<T>> control_points,
                    typename std::enable_if_t<!std::is_same_v<U, double>>* = {})
      : BsplineTrajectory(math::BsplineBasis<T>(basis),
                          std::move(control_points)) {}

  ~BsplineTrajectory() final;

  /// The curve at `t` (seconds), at the nearest end outside [start_time(),
  /// end_time()].
  MatrixX<T> value(const T& t) const { return Trajectory<T>::value(t); }

  /// The matrix M with MakeDerivative(derivative_order)'s control points
  /// (as the columns of a matrix, for cols() == 1) = control_points() * M:
  /// num_control_points() x (num_control_points() − derivative_order), the
  /// identity for order 0, and num_control_points() x 1 zero from order()
  /// on. Useful for linear constraints on the control points.
  /// @throws std::exception if derivative_order < 0.
  Eigen::SparseMatrix<T> AsLinearInControlPoints(
      int derivative_order = 1) const;

  /// The vector M with EvalDerivative(t, derivative_order) =
  /// control_points() * M (the control points as the columns of a matrix);
  /// zero from order() on. `t` is clamped to [start_time(), end_time()].
  /// @throws std::exception if derivative_order < 0 or cols() != 1.
  VectorX<T> EvaluateLinearInControlPoints(const T& t,
                                           int derivative_order = 0) const;

  /// The number of control points (= of basis functions).
  int num_control_points() const { return basis_.num_basis_functions(); }

  /// The control points pᵢ.
  const std::vector<MatrixX<T>>& control_points() const {
    return control_points_;
  }

  /// value(start_time()).
  MatrixX<T> InitialValue() const;

  /// value(end_time()).
  MatrixX<T> FinalValue() const;

  /// The basis.
  const math::BsplineBasis<T>& basis() const { return basis_; }

  /// Inserts each of `additional_knots` (in any order; repeats allowed)
  /// into the knot vector, adjusting the control points (Boehm's algorithm)
  /// so that value(t) is unchanged for every t and the continuity is kept.
  /// @throws std::exception if a knot is outside [start_time(), end_time()]
  /// (Drake demands).
  void InsertKnots(const std::vector<T>& additional_knots);

  /// The curve on the same basis with control points select(pᵢ).
  BsplineTrajectory<T> CopyWithSelector(
      const std::function<MatrixX<T>(const MatrixX<T>&)>& select) const;

  /// The curve on the same basis with control points pᵢ.block(start_row,
  /// start_col, block_rows, block_cols).
  BsplineTrajectory<T> CopyBlock(int start_row, int start_col, int block_rows,
                                 int block_cols) const;

  /// The curve on the same basis with control points pᵢ.head(n).
  /// @throws std::exception unless cols() == 1 and 0 < n <= rows() (Drake
  /// demands).
  BsplineTrajectory<T> CopyHead(int n) const;

  /// Equal bases, sizes and control points.
  boolean<T> operator==(const BsplineTrajectory<T>& other) const;

  /// Passes `basis` and `control_points` to an Archive (YAML); T = double
  /// only. Reading throws if they do not match.
  template <typename Archive>
  std::enable_if_t<std::is_same_v<T, double> && !std::is_void_v<Archive>>
  Serialize(Archive* a) {
    a->Visit(MakeNameValue("basis", &basis_));
    a->Visit(MakeNameValue("control_points", &control_points_));
    CheckInvariants();
  }

 private:
  void CheckInvariants() const;
  T Clamp(const T& t) const;
  // The control points of the derivative_order-th derivative.
  // @pre 1 <= derivative_order < order().
  std::vector<MatrixX<T>> DerivativeControlPoints(int derivative_order) const;
  math::BsplineBasis<T> DerivativeBasis(int derivative_order) const;

  // Trajectory overrides.
  std::unique_ptr<Trajectory<T>> DoClone() const final;
  MatrixX<T> do_value(const T& t) const final;
  bool do_has_derivative() const final { return true; }
  MatrixX<T> DoEvalDerivative(const T& t, int derivative_order) const final;
  std::unique_ptr<Trajectory<T>> DoMakeDerivative(
      int derivative_order) const final;
  Eigen::Index do_rows() const final;
  Eigen::Index do_cols() const final;
  // 0 for the empty trajectory.
  T do_start_time() const final;
  T do_end_time() const final;

  math::BsplineBasis<T> basis_;
  std::vector<MatrixX<T>> control_points_;
};

}  // namespace trajectories
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::trajectories::BsplineTrajectory)
