#pragma once

/// @file
/// PiecewisePolynomial<T>: a matrix-valued function of time made of one
/// polynomial per segment, with Drake's interpolating constructors.

#include <limits>
#include <memory>
#include <type_traits>
#include <utility>
#include <vector>

#include <Eigen/Core>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/common/name_value.h"
#include "drake/common/polynomial.h"
#include "drake/common/trajectories/piecewise_trajectory.h"

namespace drake {
namespace trajectories {

/// A matrix-valued piecewise polynomial of one scalar variable (time).
///
/// The trajectory is a list of contiguous segments [breaks[i], breaks[i+1]];
/// on segment i every element of the output matrix is a polynomial in the
/// local time `t - breaks[i]` (evaluating relative to the segment's start
/// keeps the arithmetic well conditioned far from t = 0).
///
/// Terminology: `breaks` are the times that delimit the segments and
/// `samples` the values the interpolating constructors pass through, so
/// `value(breaks[i]) == samples[i]`.
///
/// Evaluation outside [start_time(), end_time()] is clamped: `value(t)` for
/// t before the start returns value(start_time()) and after the end returns
/// value(end_time()); the same holds for derivatives. At an interior break
/// the segment that starts there is evaluated.
///
/// Mallard stores each segment's polynomials as a coefficient matrix rather
/// than a matrix of Drake's `Polynomial<T>` (evaluation is a Horner loop over
/// contiguous memory). The Polynomial-based API converts at the boundary:
/// the constructors from `Polynomial`s read each element's coefficients, and
/// getPolynomialMatrix() / getPolynomial() build `Polynomial`s (in Drake's
/// default variable t1) from the stored coefficients. So, unlike Drake's,
///  - getPolynomialMatrix() and getPolynomial() return by value, not a
///    reference into the trajectory (bind the result to a `const auto&` or
///    copy it; a reference to an element of the returned matrix dangles);
///  - the variable a `Polynomial` was built in is not kept (every
///    polynomial comes back in t1), and a polynomial with more than one
///    variable is rejected when it is stored, not when it is evaluated;
///  - the elements of a segment share one coefficient count: a returned
///    polynomial has a monomial for every power up to the segment's
///    degree, zero coefficients included. For the interpolating
///    constructors this is Drake's result exactly (a first-order hold
///    segment is c0 + c1 t even when c1 == 0, a cubic segment has four
///    coefficients); a matrix given with elements of different degrees
///    comes back with the lower ones padded with zero coefficients.
/// Serialize() writes Drake's fields (`breaks`, and `polynomials` as one
/// matrix of coefficient vectors per segment, padded to a common length),
/// but Mallard's YAML writer prints the nested matrices in flow style, so
/// the text differs in layout from Drake's (it reads back the same).
///
/// @tparam T double or AutoDiffXd.
template <typename T>
class PiecewisePolynomial final : public PiecewiseTrajectory<T> {
 public:
  /// Constructs an empty piecewise polynomial (no segments).
  PiecewisePolynomial() = default;

  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(PiecewisePolynomial);

  /// The output matrix of one segment as polynomials in the segment's local
  /// time.
  typedef MatrixX<Polynomial<T>> PolynomialMatrix;

  /// Single segment, constant value over [-∞, ∞] (as Drake's):
  /// value(t) = constant_value for every t, and start_time() is -∞.
  template <typename Derived>
  explicit PiecewisePolynomial(const Eigen::MatrixBase<Derived>& constant_value)
      : PiecewiseTrajectory<T>(
            std::vector<T>({T(-std::numeric_limits<double>::infinity()),
                            T(std::numeric_limits<double>::infinity())})),
        rows_(constant_value.rows()),
        cols_(constant_value.cols()) {
    const MatrixX<T> value = constant_value.template cast<T>();
    coefficients_.push_back(
        Eigen::Map<const VectorX<T>>(value.data(), value.size()));
  }

  /// @name Polynomial-based constructors
  /// Segment i is given as polynomials in the local time `t - breaks[i]`
  /// (the polynomials' variable is ignored), for t in [breaks[i],
  /// breaks[i+1]]; so there is one polynomial (matrix) fewer than breaks.
  //@{

  /// Matrix-valued segments.
  /// @throws std::exception if `breaks.size() != polynomials_matrix.size()
  /// + 1`, the breaks are not increasing by at least kEpsilonTime, the
  /// matrices differ in size, or an element has more than one variable.
  PiecewisePolynomial(const std::vector<PolynomialMatrix>& polynomials_matrix,
                      const std::vector<T>& breaks);

  /// Scalar-valued (1x1) segments.
  /// @throws std::exception as the matrix version.
  PiecewisePolynomial(const std::vector<Polynomial<T>>& polynomials,
                      const std::vector<T>& breaks);
  //@}

  ~PiecewisePolynomial() final = default;

  /// @name Interpolating constructors
  /// Each builds the piecewise polynomial through `samples` at `breaks`. The
  /// overloads taking `std::vector<MatrixX<T>>` interpolate matrices; the
  /// Eigen overloads take one column of `samples` per break and interpolate
  /// column vectors.
  ///
  /// Each throws std::runtime_error, with a message saying what was expected,
  /// if breaks and samples differ in length, the breaks are not strictly
  /// increasing, the samples differ in size, or there are fewer breaks than
  /// the method needs (stated per method).
  //@{

  /// Piecewise constant: value(t) = samples[i] on [breaks[i], breaks[i+1]).
  /// The last sample is only used for its break. Needs ≥ 2 breaks.
  static PiecewisePolynomial<T> ZeroOrderHold(
      const std::vector<T>& breaks, const std::vector<MatrixX<T>>& samples);

  /// Eigen version of ZeroOrderHold(); column i of `samples` is sample i.
  static PiecewisePolynomial<T> ZeroOrderHold(
      const Eigen::Ref<const VectorX<T>>& breaks,
      const Eigen::Ref<const MatrixX<T>>& samples);

  /// Piecewise linear through the samples. Needs ≥ 2 breaks.
  static PiecewisePolynomial<T> FirstOrderHold(
      const std::vector<T>& breaks, const std::vector<MatrixX<T>>& samples);

  /// Eigen version of FirstOrderHold(); column i of `samples` is sample i.
  static PiecewisePolynomial<T> FirstOrderHold(
      const Eigen::Ref<const VectorX<T>>& breaks,
      const Eigen::Ref<const MatrixX<T>>& samples);

  /// Piecewise cubic Hermite with "shape preserving" slopes (MATLAB's
  /// pchip): where the samples are monotonic on an interval so is the
  /// interpolant. Interior slopes are the weighted harmonic mean of the
  /// neighbouring secants (zero where the secants change sign); end slopes
  /// use the one-sided three-point formula with the same sign safeguards, or
  /// are zero when `zero_end_point_derivatives` is true. Second derivatives
  /// are in general discontinuous. Needs ≥ 3 breaks, or ≥ 2 when
  /// `zero_end_point_derivatives` is true.
  static PiecewisePolynomial<T> CubicShapePreserving(
      const std::vector<T>& breaks, const std::vector<MatrixX<T>>& samples,
      bool zero_end_point_derivatives = false);

  /// Eigen version of CubicShapePreserving().
  static PiecewisePolynomial<T> CubicShapePreserving(
      const Eigen::Ref<const VectorX<T>>& breaks,
      const Eigen::Ref<const MatrixX<T>>& samples,
      bool zero_end_point_derivatives = false);

  /// Cubic spline with continuous first and second derivatives at the
  /// interior breaks and the given first derivatives at the two ends
  /// ("clamped" spline). Needs ≥ 2 breaks; the end slopes must have the
  /// samples' size.
  static PiecewisePolynomial<T> CubicWithContinuousSecondDerivatives(
      const std::vector<T>& breaks, const std::vector<MatrixX<T>>& samples,
      const MatrixX<T>& sample_dot_at_start,
      const MatrixX<T>& sample_dot_at_end);

  /// Eigen version of the clamped CubicWithContinuousSecondDerivatives().
  static PiecewisePolynomial<T> CubicWithContinuousSecondDerivatives(
      const Eigen::Ref<const VectorX<T>>& breaks,
      const Eigen::Ref<const MatrixX<T>>& samples,
      const Eigen::Ref<const VectorX<T>>& sample_dot_at_start,
      const Eigen::Ref<const VectorX<T>>& sample_dot_at_end);

  /// Cubic with given first derivatives `samples_dot` at every break; each
  /// segment is determined by its two end values and slopes. Second
  /// derivatives are in general discontinuous. Needs ≥ 2 breaks.
  static PiecewisePolynomial<T> CubicHermite(
      const std::vector<T>& breaks, const std::vector<MatrixX<T>>& samples,
      const std::vector<MatrixX<T>>& samples_dot);

  /// Eigen version of CubicHermite(); column i of `samples` and
  /// `samples_dot` belongs to break i.
  static PiecewisePolynomial<T> CubicHermite(
      const Eigen::Ref<const VectorX<T>>& breaks,
      const Eigen::Ref<const MatrixX<T>>& samples,
      const Eigen::Ref<const MatrixX<T>>& samples_dot);

  /// Cubic spline with continuous first and second derivatives at the
  /// interior breaks. With `periodic_end_condition` false the "not-a-knot"
  /// end condition is used (third derivative continuous at the second and
  /// the second-to-last break; with exactly 3 breaks the result is the
  /// parabola through the samples). With it true, the first and second
  /// derivatives at the end equal those at the start (the first and last
  /// samples need not be equal). Needs ≥ 3 breaks.
  static PiecewisePolynomial<T> CubicWithContinuousSecondDerivatives(
      const std::vector<T>& breaks, const std::vector<MatrixX<T>>& samples,
      bool periodic_end_condition = false);

  /// Eigen version of the not-a-knot / periodic
  /// CubicWithContinuousSecondDerivatives().
  static PiecewisePolynomial<T> CubicWithContinuousSecondDerivatives(
      const Eigen::Ref<const VectorX<T>>& breaks,
      const Eigen::Ref<const MatrixX<T>>& samples,
      bool periodic_end_condition = false);

  /// A single segment over [times.front(), times.back()] holding the
  /// polynomial of lowest degree (times.size() - 1) through every sample.
  /// Needs ≥ 2 times.
  static PiecewisePolynomial<T> LagrangeInterpolatingPolynomial(
      const std::vector<T>& times, const std::vector<MatrixX<T>>& samples);

  /// Eigen version of LagrangeInterpolatingPolynomial().
  static PiecewisePolynomial<T> LagrangeInterpolatingPolynomial(
      const Eigen::Ref<const VectorX<T>>& times,
      const Eigen::Ref<const MatrixX<T>>& samples);
  //@}

  /// Returns the piecewise polynomial whose segments are the
  /// `derivative_order`-th derivatives of this one's segments (order 0
  /// returns a copy).
  /// @throws std::exception if `derivative_order` < 0.
  PiecewisePolynomial<T> derivative(int derivative_order = 1) const;

  /// Returns the indefinite integral, continuous across breaks, whose value
  /// at start_time() is `value_at_start_time` in every element.
  PiecewisePolynomial<T> integral(const T& value_at_start_time = 0.0) const;

  /// Returns the indefinite integral, continuous across breaks, whose value
  /// at start_time() is `value_at_start_time`.
  /// @throws std::exception if `value_at_start_time` is not rows() x cols().
  PiecewisePolynomial<T> integral(
      const Eigen::Ref<const MatrixX<T>>& value_at_start_time) const;

  /// True if this trajectory has no segments.
  bool empty() const { return coefficients_.empty(); }

  /// Equivalent to value(t)(row, col).
  /// @throws std::exception if empty() or (row, col) is out of range.
  T scalarValue(const T& t, Eigen::Index row = 0, Eigen::Index col = 0) const;

  /// Evaluates the trajectory at `t` (clamped to [start_time(), end_time()]).
  /// @throws std::exception if empty().
  MatrixX<T> value(const T& t) const;

  /// The degree of element (row, col) on segment `segment_index`, equal to
  /// getPolynomial(segment_index, row, col).GetDegree() as in Drake: the
  /// segment's number of coefficients minus one, zero leading coefficients
  /// included (0 for a zero-order hold, 1 for a first-order hold, 3 for the
  /// cubics, whatever the samples).
  /// @throws std::exception if an index is out of range.
  int getSegmentPolynomialDegree(int segment_index, Eigen::Index row = 0,
                                 Eigen::Index col = 0) const;

  /// The polynomials of segment `segment_index`, in the local time
  /// `t - start_time(segment_index)`, by value (see the class comment).
  /// @throws std::exception if `segment_index` is out of range.
  PolynomialMatrix getPolynomialMatrix(int segment_index) const;

  /// Equivalent to getPolynomialMatrix(segment_index)(row, col), by value.
  /// @throws std::exception if an index is out of range.
  Polynomial<T> getPolynomial(int segment_index, Eigen::Index row = 0,
                              Eigen::Index col = 0) const;

  /// Replaces the block of segment `segment_index`'s polynomials that starts
  /// at (row_start, col_start) with `replacement` (polynomials in the local
  /// time, as in the constructors).
  /// @throws std::exception if `segment_index` is out of range, the block
  /// does not fit in rows() x cols(), or an element of `replacement` has
  /// more than one variable.
  void setPolynomialMatrixBlock(const PolynomialMatrix& replacement,
                                int segment_index, Eigen::Index row_start = 0,
                                Eigen::Index col_start = 0);

  /// The number of rows of value().
  /// @throws std::exception if empty().
  Eigen::Index rows() const { return do_rows(); }

  /// The number of columns of value().
  /// @throws std::exception if empty().
  Eigen::Index cols() const { return do_cols(); }

  /// Reshapes the output matrices (column-major, as Eigen's resize keeps
  /// the coefficients).
  /// @throws std::exception unless rows * cols == this->rows() * this->cols().
  void Reshape(int rows, int cols);

  /// Returns the trajectory of a block of the output matrix.
  /// @throws std::exception if the block does not fit.
  PiecewisePolynomial<T> Block(int start_row, int start_col, int block_rows,
                               int block_cols) const;

  /// Returns the trajectory of the transposed output matrix.
  PiecewisePolynomial<T> Transpose() const;

  /// Element-wise sum with `other`.
  /// @throws std::runtime_error unless both have the same breaks (within
  /// kEpsilonTime) and the same output size.
  PiecewisePolynomial& operator+=(const PiecewisePolynomial& other);
  /// Element-wise difference; throws as operator+=.
  PiecewisePolynomial& operator-=(const PiecewisePolynomial& other);
  /// Matrix product of the outputs, segment by segment (for 1x1 outputs the
  /// product of the polynomials).
  /// @throws std::runtime_error unless both have the same breaks (within
  /// kEpsilonTime) and this->cols() == other.rows().
  PiecewisePolynomial& operator*=(const PiecewisePolynomial& other);
  /// Adds a constant matrix on every segment.
  /// @throws std::runtime_error unless `coeff` is rows() x cols().
  PiecewisePolynomial& operator+=(const MatrixX<T>& coeff);
  /// Subtracts a constant matrix on every segment; throws as operator+=.
  PiecewisePolynomial& operator-=(const MatrixX<T>& coeff);

  const PiecewisePolynomial operator+(const PiecewisePolynomial& other) const;
  const PiecewisePolynomial operator-(const PiecewisePolynomial& other) const;
  const PiecewisePolynomial operator-() const;
  const PiecewisePolynomial operator*(const PiecewisePolynomial& other) const;
  const PiecewisePolynomial operator+(const MatrixX<T>& coeff) const;
  const PiecewisePolynomial operator-(const MatrixX<T>& coeff) const;

  /// True iff `other` has the same output size, breaks within `tol` of
  /// these, and on every segment each element's polynomial, with trailing
  /// zero coefficients removed, passes Polynomial::CoefficientsAlmostEqual
  /// (tol, tol_type) against the other's, as Drake's: with kRelative (the
  /// default) every coefficient pair must satisfy |a - b| <= tol *
  /// min(|a|, |b|) and polynomials of different degree differ; with
  /// kAbsolute, |a - b| <= tol with a missing coefficient counting as 0.
  /// (Removing the trailing zeros makes a segment stored with extra zero
  /// coefficients equal to the same polynomial stored without them, which
  /// Drake's relative comparison may not.)
  bool isApprox(const PiecewisePolynomial& other, double tol,
                const ToleranceType& tol_type = ToleranceType::kRelative) const;

  /// Appends the segments of `other` after the end of this trajectory,
  /// shifting `other` in time so that it starts exactly at end_time(). If
  /// this is empty, becomes a copy of `other`.
  /// @throws std::runtime_error if the output sizes differ or
  /// other.start_time() is not within kEpsilonTime of end_time().
  void ConcatenateInTime(const PiecewisePolynomial& other);

  /// Appends a cubic segment ending at `time` with value `sample` and
  /// derivative `sample_dot`; it starts with this trajectory's value and
  /// derivative at end_time(), so the result stays C¹.
  /// @throws std::runtime_error if empty(), `time` is not after end_time(),
  /// or the sizes differ from rows() x cols().
  void AppendCubicHermiteSegment(
      const T& time, const Eigen::Ref<const MatrixX<T>>& sample,
      const Eigen::Ref<const MatrixX<T>>& sample_dot);

  /// Appends a linear segment from value(end_time()) to `sample` at `time`.
  /// @throws std::runtime_error as AppendCubicHermiteSegment().
  void AppendFirstOrderSegment(const T& time,
                               const Eigen::Ref<const MatrixX<T>>& sample);

  /// Removes the last segment.
  /// @throws std::runtime_error if empty().
  void RemoveFinalSegment();

  /// Replaces value(t) with value(-t): the breaks become their negation in
  /// reverse order.
  void ReverseTime();

  /// Replaces value(t) with value(t / scale): every break is multiplied by
  /// `scale`.
  /// @throws std::runtime_error unless scale > 0.
  void ScaleTime(const T& scale);

  /// Replaces value(t) with value(t - offset): every break moves by
  /// `offset`.
  void shiftRight(const T& offset);

  /// Adds a break at `new_break` (seconds) without changing the trajectory:
  /// the segment containing it is split in two (the second half's
  /// polynomials re-expanded about the new break). Returns the index of the
  /// new break. If `new_break` is within kEpsilonTime of an existing break,
  /// nothing is added and that break's index is returned. (Drake v1.56 does
  /// not check the final break and appends a zero-length segment there;
  /// Mallard returns the final break's index, the same number.)
  /// @throws std::exception if `new_break` is outside [start_time(),
  /// end_time()].
  int AddBreak(const T& new_break);

  /// The trajectory restricted to [start_time, end_time] (seconds): q with
  /// q.start_time() == start_time, q.end_time() == end_time and q(t) ==
  /// value(t) between them (breaks are added at the ends as AddBreak()
  /// does).
  /// @throws std::exception unless start_time < end_time and both are within
  /// [this->start_time(), this->end_time()].
  PiecewisePolynomial SliceByTime(const T& start_time, const T& end_time) const;

  /// Passes `breaks` (seconds) and `polynomials` (per segment a rows() x
  /// cols() matrix of coefficient vectors by power, all padded with zeros to
  /// the same length) to an Archive, as Drake's (for YAML). Only for
  /// T = double. Reading throws std::exception if there is not one more
  /// break than polynomial matrices, the matrices differ in size, or the
  /// breaks are not increasing.
  template <typename Archive>
  std::enable_if_t<std::is_same_v<T, double> && !std::is_void_v<Archive>>
  Serialize(Archive* a) {
    auto [breaks, polynomials] = this->GetSerialized();
    a->Visit(DRAKE_NVP(breaks));
    a->Visit(DRAKE_NVP(polynomials));
    SetSerialized(breaks, polynomials);
  }

  /// Returns the `num_segments` segments starting at `start_segment_index`.
  /// @throws std::exception if the range is not within this trajectory or
  /// num_segments < 1.
  PiecewisePolynomial<T> slice(int start_segment_index, int num_segments) const;

 private:
  struct CoefficientsTag {};
  PiecewisePolynomial(CoefficientsTag, const std::vector<T>& breaks,
                      std::vector<MatrixX<T>> coefficients, Eigen::Index rows,
                      Eigen::Index cols);

  // Trajectory overrides.
  std::unique_ptr<Trajectory<T>> DoClone() const final;
  MatrixX<T> do_value(const T& t) const final { return value(t); }
  Eigen::Index do_rows() const final;
  Eigen::Index do_cols() const final;
  bool do_has_derivative() const final { return true; }
  MatrixX<T> DoEvalDerivative(const T& t, int derivative_order) const final;
  std::unique_ptr<Trajectory<T>> DoMakeDerivative(
      int derivative_order) const final;

  // (breaks, per-segment matrices of coefficient vectors) for Serialize().
  // T = double only (throws otherwise).
  std::pair<std::vector<double>, std::vector<MatrixX<Eigen::VectorXd>>>
  GetSerialized() const;
  // Replaces this with the data of a GetSerialized() (T = double only).
  void SetSerialized(const std::vector<double>& breaks,
                     const std::vector<MatrixX<Eigen::VectorXd>>& polynomials);

  void ThrowIfEmpty(const char* func) const;
  void CheckSameSegmentTimes(const PiecewisePolynomial& other,
                             const char* op) const;

  // Segment i's polynomials in local time s = t - breaks[i]: column k holds
  // the coefficient of s^k of every output element, flattened column-major
  // (element (r, c) in row r + c * rows_). Size (rows_ * cols_) x (degree+1).
  std::vector<MatrixX<T>> coefficients_;
  Eigen::Index rows_{0};
  Eigen::Index cols_{0};
};

}  // namespace trajectories
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::trajectories::PiecewisePolynomial)
