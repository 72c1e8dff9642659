#pragma once

/// @file
/// CompositeTrajectory<T>: trajectories joined end to end, as in Drake's
/// drake/common/trajectories/composite_trajectory.h (v1.56).

#include <memory>
#include <vector>

#include "drake/common/copyable_unique_ptr.h"
#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/common/trajectories/piecewise_trajectory.h"

namespace drake {
namespace trajectories {

/// A series of trajectories (segments) joined end to end: segment i covers
/// [breaks[i], breaks[i+1]] where breaks[i] is its start time and the next
/// segment starts where it ends. value(t) and the derivatives are those of
/// the segment holding t (at an interior break, the following segment);
/// times outside [start_time(), end_time()] are evaluated at the nearest
/// end. The composite has derivatives iff every segment has.
///
/// PiecewisePolynomial::ConcatenateInTime() may be preferable when every
/// segment is a PiecewisePolynomial.
///
/// @tparam T double or AutoDiffXd.
template <typename T>
class CompositeTrajectory final : public PiecewiseTrajectory<T> {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(CompositeTrajectory);

  /// The composite of `segments` (none: an empty trajectory over [0, 0]).
  /// @throws std::exception if a segment is null, a segment does not start
  /// exactly where the previous one ends, a segment lasts less than
  /// kEpsilonTime, or the segments' rows() or cols() differ (Drake demands
  /// the last).
  explicit CompositeTrajectory(
      std::vector<copyable_unique_ptr<Trajectory<T>>> segments);

  ~CompositeTrajectory() final;

  /// Evaluates the composite at `t` (seconds), at the nearest end if `t` is
  /// outside [start_time(), end_time()].
  /// @throws std::exception if there are no segments.
  MatrixX<T> value(const T& t) const { return Trajectory<T>::value(t); }

  /// The segment `segment_index`.
  /// @throws std::exception unless 0 <= segment_index <
  /// get_number_of_segments() (Drake demands).
  const Trajectory<T>& segment(int segment_index) const;

  /// The composite of copies of `segments` moved in time so that each starts
  /// where the previous ends: the first keeps its times, segment i (i > 0)
  /// becomes a PathParameterizedTrajectory of it with the time scaling
  /// s(t) = its start time + (t − the previous end), as Drake's.
  /// @throws std::exception if `segments` is empty, a segment is null, or
  /// their sizes differ.
  static CompositeTrajectory<T> AlignAndConcatenate(
      const std::vector<copyable_unique_ptr<Trajectory<T>>>& segments);

 private:
  // The segment holding `t` (clamped to the breaks) and the clamped time.
  const Trajectory<T>& SegmentAt(const T& t, T* clamped) const;

  // Trajectory overrides.
  std::unique_ptr<Trajectory<T>> DoClone() const final;
  MatrixX<T> do_value(const T& t) const final;
  bool do_has_derivative() const final;
  MatrixX<T> DoEvalDerivative(const T& t, int derivative_order) const final;
  std::unique_ptr<Trajectory<T>> DoMakeDerivative(
      int derivative_order) const final;
  Eigen::Index do_rows() const final;
  Eigen::Index do_cols() const final;

  std::vector<copyable_unique_ptr<Trajectory<T>>> segments_;
};

}  // namespace trajectories
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::trajectories::CompositeTrajectory)
