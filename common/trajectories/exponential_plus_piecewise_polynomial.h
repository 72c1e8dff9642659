#pragma once

/// @file
/// ExponentialPlusPiecewisePolynomial<T>: a piecewise polynomial plus a
/// matrix exponential per segment, as in Drake's
/// drake/common/trajectories/exponential_plus_piecewise_polynomial.h (v1.56).
/// Like Drake's, it is instantiated for T = double only. The whole v1.56 API
/// is provided (it needs nothing symbolic).

#include <memory>
#include <stdexcept>
#include <string>

#include <Eigen/Core>
#include <fmt/format.h>

#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/common/trajectories/piecewise_polynomial.h"

namespace drake {
namespace trajectories {

/// A column-vector trajectory whose segment j, on [t_j, t_{j+1}], is
///
///   x(t) = K exp(A (t − t_j)) α_j + P(t),
///
/// with P a PiecewisePolynomial (the `piecewise_polynomial_part`, one
/// column) and α_j column j of `alpha`. This is the solution of the linear
/// system ẋ = A x + B u driven by a piecewise-polynomial input u (Tedrake,
/// Kuindersma, Deits and Miura, "A closed-form solution for real-time ZMP
/// gait generation and feedback stabilization", Humanoids 2015).
///
/// Evaluation outside [start_time(), end_time()] follows Drake: the
/// polynomial part is clamped, but the exponential of the first (or last)
/// segment is evaluated at the unclamped t.
///
/// EvalDerivative() and MakeDerivative() are not implemented, as in Drake
/// (has_derivative() is false); use derivative().
///
/// @tparam T double.
template <typename T>
class ExponentialPlusPiecewisePolynomial final : public PiecewiseTrajectory<T> {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(ExponentialPlusPiecewisePolynomial);

  /// An empty trajectory (no segments).
  ExponentialPlusPiecewisePolynomial() = default;

  /// The trajectory K exp(A (t − t_j)) α_j + P(t) over the breaks of
  /// `piecewise_polynomial_part` (P).
  /// @throws std::exception unless K is P.rows() x n, A is n x n, alpha is
  /// n x P.get_number_of_segments(), and P has one column.
  template <typename DerivedK, typename DerivedA, typename DerivedAlpha>
  ExponentialPlusPiecewisePolynomial(
      const Eigen::MatrixBase<DerivedK>& K,
      const Eigen::MatrixBase<DerivedA>& A,
      const Eigen::MatrixBase<DerivedAlpha>& alpha,
      const PiecewisePolynomial<T>& piecewise_polynomial_part)
      : PiecewiseTrajectory<T>(piecewise_polynomial_part.get_segment_times()),
        K_(K),
        A_(A),
        alpha_(alpha),
        piecewise_polynomial_part_(piecewise_polynomial_part) {
    CheckSizes();
  }

  /// The trajectory P(t) alone (K = 0, A = 0, α = 0, one exponential state).
  /// @throws std::exception if P is empty, its start time is not finite, or
  /// it has more than one column.
  // NOLINTNEXTLINE(runtime/explicit) Drake's constructor is implicit.
  ExponentialPlusPiecewisePolynomial(
      const PiecewisePolynomial<T>& piecewise_polynomial_part);

  ~ExponentialPlusPiecewisePolynomial() final = default;

  /// x(t) as a rows() x 1 matrix (see the class comment for t outside the
  /// breaks).
  /// @throws std::exception if the trajectory is empty.
  MatrixX<T> value(const T& t) const;

  /// The `derivative_order`-th time derivative: K Aᵏ exp(A (t − t_j)) α_j +
  /// P⁽ᵏ⁾(t), i.e. K becomes K Aᵏ and P its derivative.
  /// @throws std::exception if derivative_order < 0.
  ExponentialPlusPiecewisePolynomial derivative(int derivative_order = 1) const;

  /// Replaces x(t) with x(t − offset): every break (and the polynomial part)
  /// moves right by `offset` seconds.
  void shiftRight(double offset);

 private:
  // Trajectory overrides. Clone() returns an
  // ExponentialPlusPiecewisePolynomial<T>; rows() is the polynomial part's,
  // cols() is 1.
  std::unique_ptr<Trajectory<T>> DoClone() const final;
  MatrixX<T> do_value(const T& t) const final { return value(t); }
  Eigen::Index do_rows() const final;
  Eigen::Index do_cols() const final;

  void CheckSizes() const;

  MatrixX<T> K_;
  MatrixX<T> A_;
  MatrixX<T> alpha_;
  PiecewisePolynomial<T> piecewise_polynomial_part_;
};

}  // namespace trajectories
}  // namespace drake

extern template class ::drake::trajectories::ExponentialPlusPiecewisePolynomial<
    double>;
