#pragma once

/// @file
/// Trajectory<T>: the interface of a time-varying matrix.

#include <memory>
#include <vector>

#include <Eigen/Core>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"

namespace drake {
namespace trajectories {

/// A Trajectory represents a time-varying matrix, indexed by a single scalar
/// time.
///
/// As Drake's (v1.56), the public functions are non-virtual and call the
/// protected virtual ones (Clone() calls DoClone(), value() do_value(),
/// rows() do_rows(), ...); subclasses override those.
///
/// @tparam T double or AutoDiffXd.
template <typename T>
class Trajectory {
 public:
  virtual ~Trajectory();

  /// Returns a deep copy of this Trajectory.
  std::unique_ptr<Trajectory<T>> Clone() const { return DoClone(); }

  /// Evaluates the trajectory at time `t`.
  MatrixX<T> value(const T& t) const { return do_value(t); }

  /// If cols() == 1, evaluates the trajectory at each time in `t` and returns
  /// the results as the columns of a matrix (column i for t[i]); otherwise,
  /// if rows() == 1, returns them as the rows of a matrix.
  /// @throws std::exception if neither rows() nor cols() is 1.
  MatrixX<T> vector_values(const std::vector<T>& t) const;

  /// Eigen overload of vector_values(const std::vector<T>&).
  MatrixX<T> vector_values(const Eigen::Ref<const VectorX<T>>& t) const;

  /// Returns true iff this Trajectory implements EvalDerivative() and
  /// MakeDerivative().
  bool has_derivative() const;

  /// Evaluates the `derivative_order`-th derivative of this trajectory at
  /// time `t`.
  /// @throws std::exception if `derivative_order` is negative or this
  /// trajectory has no derivative (see has_derivative()).
  MatrixX<T> EvalDerivative(const T& t, int derivative_order = 1) const;

  /// Returns the `derivative_order`-th derivative of this trajectory as a new
  /// Trajectory.
  /// @throws std::exception if `derivative_order` is negative or this
  /// trajectory has no derivative (see has_derivative()).
  std::unique_ptr<Trajectory<T>> MakeDerivative(int derivative_order = 1) const;

  /// The number of rows of the matrix returned by value().
  Eigen::Index rows() const { return do_rows(); }

  /// The number of columns of the matrix returned by value().
  Eigen::Index cols() const { return do_cols(); }

  /// The time at which the trajectory starts, seconds.
  T start_time() const { return do_start_time(); }

  /// The time at which the trajectory ends, seconds.
  T end_time() const { return do_end_time(); }

 protected:
  // Final subclasses may make copy/move/assign public.
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(Trajectory);
  Trajectory() = default;

  virtual std::unique_ptr<Trajectory<T>> DoClone() const = 0;

  virtual MatrixX<T> do_value(const T& t) const = 0;

  /// Subclasses that implement DoEvalDerivative() and DoMakeDerivative()
  /// return true. The default returns false.
  virtual bool do_has_derivative() const;

  /// The default throws std::logic_error.
  virtual MatrixX<T> DoEvalDerivative(const T& t, int derivative_order) const;

  /// The default throws std::logic_error.
  virtual std::unique_ptr<Trajectory<T>> DoMakeDerivative(
      int derivative_order) const;

  virtual Eigen::Index do_rows() const = 0;

  virtual Eigen::Index do_cols() const = 0;

  virtual T do_start_time() const = 0;

  virtual T do_end_time() const = 0;
};

}  // namespace trajectories
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::trajectories::Trajectory)
