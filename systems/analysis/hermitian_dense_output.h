#pragma once

/// @file
/// HermitianDenseOutput<T>: a StepwiseDenseOutput that interpolates each
/// integration step with cubic Hermite polynomials through the states and
/// time derivatives recorded along it.

#include <vector>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/common/trajectories/piecewise_polynomial.h"
#include "drake/systems/analysis/stepwise_dense_output.h"

namespace drake {
namespace systems {

/// Dense output as a C¹ piecewise cubic: each step is a list of times with
/// the state x (a column) and its time derivative ẋ at each; between two
/// times x(t) is the cubic Hermite interpolant of the two ends.
///
/// The interpolant is stored and evaluated in double: with T = AutoDiffXd
/// the derivatives of the recorded values are dropped (evaluation returns
/// values with empty derivatives), as in Drake.
///
/// Steps go in through Update() (pending), Rollback() drops the latest
/// pending one and Consolidate() appends every pending one to the output.
/// Each step must start where the previous one ended (within one unit in
/// the last place of the time) with the same state and derivative (to
/// Eigen's isApprox), so the output stays continuous in x and ẋ.
template <typename T>
class HermitianDenseOutput final : public StepwiseDenseOutput<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(HermitianDenseOutput);

  /// One integration step: increasing times, with the state and its time
  /// derivative (column matrices of one size) at each.
  class IntegrationStep {
   public:
    DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(IntegrationStep);

    /// An empty step.
    IntegrationStep() = default;
    /// A step that starts at `initial_time` with the given state and
    /// derivative. Throws std::runtime_error as Extend().
    IntegrationStep(const T& initial_time, MatrixX<T> initial_state,
                    MatrixX<T> initial_state_derivative);

    /// Adds a point at `time`. Throws std::runtime_error if the state or
    /// derivative is not a column, their sizes differ from each other or
    /// from the step's, or `time` is not after the step's end.
    void Extend(const T& time, MatrixX<T> state, MatrixX<T> state_derivative);

    /// The first time. Throws std::logic_error if the step is empty.
    const T& start_time() const;
    /// The last time. Throws std::logic_error if the step is empty.
    const T& end_time() const;
    /// The dimension of the state. Throws std::logic_error if the step is
    /// empty.
    int size() const;
    const std::vector<T>& get_times() const { return times_; }
    const std::vector<MatrixX<T>>& get_states() const { return states_; }
    const std::vector<MatrixX<T>>& get_state_derivatives() const {
      return state_derivatives_;
    }

   private:
    void ThrowIfEmpty(const char* func) const;
    void CheckPoint(const T& time, const MatrixX<T>& state,
                    const MatrixX<T>& state_derivative) const;

    std::vector<T> times_;
    std::vector<MatrixX<T>> states_;
    std::vector<MatrixX<T>> state_derivatives_;
  };

  /// An empty output.
  HermitianDenseOutput() = default;
  /// The output equal to `trajectory` (a column-valued piecewise
  /// polynomial, typically IntegratorBase::StopDenseIntegration()'s).
  /// Throws std::runtime_error if its values are not columns.
  explicit HermitianDenseOutput(
      const trajectories::PiecewisePolynomial<T>& trajectory);
  ~HermitianDenseOutput() override;

  /// Adds `step` as a pending update. Throws std::runtime_error if it has
  /// zero length, or does not continue the latest step (pending or
  /// consolidated): a different size, start time, start state or start
  /// derivative.
  void Update(IntegrationStep step);

  void Rollback() override;
  void Consolidate() override;

 protected:
  VectorX<T> DoEvaluate(const T& t) const override;
  T DoEvaluateNth(const T& t, int n) const override;
  bool do_is_empty() const override { return trajectory_.empty(); }
  int do_size() const override { return static_cast<int>(trajectory_.rows()); }
  const T& do_start_time() const override { return start_time_; }
  const T& do_end_time() const override { return end_time_; }

 private:
  // Throws unless `next` may follow `previous`.
  static void CheckContinues(const IntegrationStep& next,
                             const IntegrationStep& previous);

  T start_time_{};
  T end_time_{};
  // The last step consolidated (what a new step must continue when no step
  // is pending) and the pending steps.
  IntegrationStep last_consolidated_step_;
  std::vector<IntegrationStep> pending_steps_;
  trajectories::PiecewisePolynomial<double> trajectory_;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::HermitianDenseOutput)
