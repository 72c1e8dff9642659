#pragma once

/// @file
/// IntegratorBase<T>: the abstract base of the numerical integrators that
/// advance a System's continuous state xc = [q; v; z] in a Context, with
/// either a fixed step or a step adapted to meet a target accuracy.

#include <cstdint>
#include <limits>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/common/trajectories/piecewise_polynomial.h"
#include "drake/systems/framework/basic_vector.h"
#include "drake/systems/framework/context.h"
#include "drake/systems/framework/continuous_state.h"
#include "drake/systems/framework/system.h"

namespace drake {
namespace systems {

/// One entry of IntegratorBase::GetStatisticsSummary(): a statistic's name
/// and its value (a count or a step size).
using NamedStatistic = std::pair<std::string, std::variant<int64_t, double>>;

/// Advances the continuous state of a System through time.
///
/// A derived class implements DoStep(h): one step of size h from the
/// context's current time and state, leaving the context at t + h. It may
/// fill in an error estimate (get_mutable_error_estimate()); then the base
/// can adapt the step size so that the weighted infinity norm of the local
/// error stays below the accuracy in use.
///
/// Error norm: for a state change (or error) dx = [dq; dv; dz] the norm is
/// max(|Wq·N⁺(q)·dq|∞, |Wv·dv|∞, |Wz·dz|∞) where N⁺ maps q̇ to v (so that
/// position errors are measured in velocity-like coordinates, e.g. radians
/// for a quaternion) and the weights W are diagonal; they default to 1.
///
/// The integrator does not own its system or context; both must outlive it.

template <class T>
class IntegratorBase {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(IntegratorBase);

  /// The reason IntegrateNoFurtherThanTime() returned. An unscoped enum, as
  /// Drake's: both IntegratorBase<T>::kReachedPublishTime and
  /// IntegratorBase<T>::StepResult::kReachedPublishTime name a value.
  enum StepResult {
    /// Reached the requested publish time.
    kReachedPublishTime = 1,
    /// Localized a zero crossing (reported by the Simulator, not here).
    kReachedZeroCrossing = 2,
    /// Reached the requested update time.
    kReachedUpdateTime = 3,
    /// Took a step that reached none of the requested times.
    kTimeHasAdvanced = 4,
    /// Reached the boundary time.
    kReachedBoundaryTime = 5,
    /// Took the maximum number of steps allowed.
    kReachedStepLimit = 6,
  };

  /// Integrates `system`'s continuous state in `context` (which may be set
  /// later with reset_context()). Keeps references to both.
  explicit IntegratorBase(const System<T>& system,
                          Context<T>* context = nullptr);
  virtual ~IntegratorBase();

  // ---- Accuracy and error control ----------------------------------------

  /// Whether this integrator computes an estimate of its local error (and
  /// so can adapt its step size). Virtual, as in Drake: a derived class
  /// overrides either this or DoSupportsErrorEstimation().
  virtual bool supports_error_estimation() const {
    return DoSupportsErrorEstimation();
  }
  /// The order of the local error estimate: the estimate is O(h^order).
  /// Zero for integrators that do not estimate their error. Virtual, as in
  /// Drake: a derived class overrides either this or
  /// do_get_error_estimate_order().
  virtual int get_error_estimate_order() const {
    return do_get_error_estimate_order();
  }

  /// Requests the accuracy (a unitless bound on the weighted norm of the
  /// local error per step) error control should meet. Takes effect at the
  /// next Initialize(). Throws if the integrator does not support error
  /// estimation (with a non-NaN accuracy).
  void set_target_accuracy(double accuracy);
  /// The accuracy requested with set_target_accuracy() (NaN if none).
  double get_target_accuracy() const { return target_accuracy_; }
  /// The accuracy actually used: the target, clamped to at most 0.1, or
  /// 1e-3 when none was requested. Set by Initialize().
  double get_accuracy_in_use() const { return accuracy_in_use_; }

  /// Sets whether to take fixed steps of the maximum step size even when
  /// the integrator could adapt its step. Throws std::logic_error when
  /// turning fixed-step mode off on an integrator without error estimation.
  void set_fixed_step_mode(bool flag);
  /// Whether the integrator takes fixed steps.
  bool get_fixed_step_mode() const {
    return !supports_error_estimation() || fixed_step_mode_;
  }

  /// Sets the largest step size (seconds) the integrator may take; in
  /// fixed-step mode this is the step size. Throws unless positive.
  void set_maximum_step_size(const T& max_step_size);
  /// The largest step size (seconds); NaN if not set.
  const T& get_maximum_step_size() const { return max_step_size_; }

  /// Requests the step size (seconds) error control tries first. Throws
  /// unless positive.
  void request_initial_step_size_target(const T& step_size);
  /// The requested initial step size target (NaN if none).
  const T& get_initial_step_size_target() const {
    return req_initial_step_size_;
  }

  /// Sets the smallest step (seconds) error control should take. Throws if
  /// negative.
  void set_requested_minimum_step_size(const T& min_step_size);
  const T& get_requested_minimum_step_size() const {
    return req_min_step_size_;
  }
  /// Sets whether error control throws when it would need a step smaller
  /// than the working minimum (default true); otherwise it takes the
  /// minimum step and accepts the error.
  void set_throw_on_minimum_step_size_violation(bool throws) {
    min_step_exceeded_throws_ = throws;
  }
  bool get_throw_on_minimum_step_size_violation() const {
    return min_step_exceeded_throws_;
  }
  /// The smallest step error control takes: the larger of the requested
  /// minimum and a floor proportional to time (1e-14·max(1, t)).
  T get_working_minimum_step_size() const;

  /// The factor (>1) by which a step may stretch to reach a target time
  /// rather than leaving a tiny step for later.
  double get_stretch_factor() const { return 1.01; }

  /// The diagonal weights for the q-error (in velocity-like coordinates),
  /// v-error and z-error; each defaults to all ones. Set their sizes to
  /// num_v and num_z (or leave them empty for all ones).
  const Eigen::VectorXd& get_generalized_state_weight_vector() const {
    return qbar_weight_;
  }
  Eigen::VectorBlock<Eigen::VectorXd>
  get_mutable_generalized_state_weight_vector() {
    return qbar_weight_.head(qbar_weight_.size());
  }
  const Eigen::VectorXd& get_misc_state_weight_vector() const {
    return z_weight_;
  }
  Eigen::VectorBlock<Eigen::VectorXd> get_mutable_misc_state_weight_vector() {
    return z_weight_.head(z_weight_.size());
  }

  // ---- Life cycle -----------------------------------------------------------

  /// Prepares for integration: checks settings, sizes scratch storage,
  /// resets the statistics and sets the initial step. Throws
  /// std::logic_error if there is no context, if fixed-step mode has no
  /// maximum step size, or if the settings are inconsistent.
  void Initialize();
  /// Returns to the state before Initialize(), keeping the settings.
  void Reset();
  /// Whether Initialize() has been called since construction or Reset().
  bool is_initialized() const { return initialization_done_; }

  // ---- Integrating
  // ------------------------------------------------------------

  /// Takes one step that advances time no further than the smallest of
  /// the three times (each ≥ the current time). Steps are limited by the
  /// maximum step size; an error-controlled step may be shorter. When the
  /// step ends at one of the times, the context's time is set to it
  /// exactly. Throws std::logic_error if not initialized or a time is in
  /// the past; std::runtime_error if a fixed step fails. A system without
  /// continuous state goes straight to the nearest time (no step is
  /// counted).
  StepResult IntegrateNoFurtherThanTime(const T& publish_time,
                                        const T& update_time,
                                        const T& boundary_time);
  /// Steps (as many times as needed) until the context's time is t_final.
  /// Throws std::logic_error if t_final is before the current time.
  void IntegrateWithMultipleStepsToTime(const T& t_final);
  /// Takes exactly one step of size t_target − t (ignoring the maximum step
  /// size and error control) and returns whether it succeeded; on failure
  /// the context is unchanged. Throws std::logic_error if t_target is in
  /// the past or the integrator is not initialized.
  bool IntegrateWithSingleFixedStepToTime(const T& t_target);

  // ---- Dense output
  // ---------------------------------------------------------------
  //
  // While dense integration is on, every accepted step appends a cubic
  // Hermite segment (the states and time derivatives at both ends of the
  // step) to a PiecewisePolynomial, so the continuous state can be read at
  // any time the integration has covered. It costs one extra derivative
  // evaluation per step at most (usually answered from the cache) and the
  // memory of one segment per step.

  /// Starts recording the continuous state trajectory from the context's
  /// current time. Throws std::logic_error if the integrator is not
  /// initialized, the system has no continuous state, or dense integration
  /// is already on.
  void StartDenseIntegration();
  /// The trajectory recorded since StartDenseIntegration() (its value is the
  /// continuous state xc as a column), or nullptr if dense integration is
  /// off. Empty until the first step.
  const trajectories::PiecewisePolynomial<T>* get_dense_output() const {
    return dense_output_.get();
  }
  /// Stops dense integration and hands over the recorded trajectory, which
  /// spans from the time of StartDenseIntegration() to the context's
  /// current time. Throws std::logic_error if dense integration is off.
  std::unique_ptr<trajectories::PiecewisePolynomial<T>> StopDenseIntegration();

  // ---- Statistics
  // ---------------------------------------------------------------

  /// Zeroes every statistic.
  void ResetStatistics();
  /// Steps taken (successful ones) since the last ResetStatistics().
  int64_t get_num_steps_taken() const { return num_steps_taken_; }
  /// Calls to EvalTimeDerivatives() (including those for Jacobians and
  /// those answered from the cache).
  int64_t get_num_derivative_evaluations() const { return num_ode_evals_; }
  /// Step-size reductions because the error estimate was too large.
  int64_t get_num_step_shrinkages_from_error_control() const {
    return num_shrinkages_from_error_control_;
  }
  /// Step-size reductions because a step failed (e.g. Newton iterations
  /// did not converge).
  int64_t get_num_step_shrinkages_from_substep_failures() const {
    return num_shrinkages_from_substep_failures_;
  }
  /// Failed sub-steps (e.g. non-converged Newton iterations).
  int64_t get_num_substep_failures() const { return num_substep_failures_; }
  /// The size of the first step taken after Initialize() (NaN if none).
  const T& get_actual_initial_step_size_taken() const {
    return actual_initial_step_size_taken_;
  }
  /// The smallest step size error control chose (NaN if none); steps cut
  /// short to hit a requested time do not count.
  const T& get_smallest_adapted_step_size_taken() const {
    return smallest_adapted_step_size_taken_;
  }
  /// The largest step size taken (NaN if none).
  const T& get_largest_step_size_taken() const {
    return largest_step_size_taken_;
  }
  /// The size of the most recent step (NaN if none).
  const T& get_previous_integration_step_size() const {
    return prev_step_size_;
  }
  /// The step size error control would take next.
  const T& get_ideal_next_step_size() const { return ideal_next_step_size_; }

  /// Every statistic as (name, value) pairs: "integrator_num_steps_taken";
  /// unless in fixed-step mode, the initial, largest and smallest adapted
  /// step sizes and "integrator_num_step_shrinkages_from_error_control";
  /// "integrator_num_derivative_evaluations"; then the derived class's own
  /// (DoGetStatisticsSummary()). Step sizes are doubles (AutoDiffXd values
  /// lose their derivatives).
  std::vector<NamedStatistic> GetStatisticsSummary() const;

  /// The estimate of the local error of the last step, or nullptr when the
  /// integrator does not estimate its error.
  const ContinuousState<T>* get_error_estimate() const {
    return err_est_.get();
  }

  // ---- Context and system
  // ----------------------------------------------------------

  const Context<T>& get_context() const { return *context_; }
  Context<T>* get_mutable_context() { return context_.get(); }
  /// Replaces the context (or clears it with nullptr) and un-initializes.
  /// The integrator does not own `context`, which must outlive it (or the
  /// next reset_context()).
  void reset_context(Context<T>* context);
  /// As above, but the integrator takes ownership of `context`.
  void reset_context(std::unique_ptr<Context<T>> context);
  const System<T>& get_system() const { return system_; }

  /// Returns a new integrator of the same type for the same system, with
  /// the same settings (accuracy, fixed-step mode, step-size limits, and the
  /// derived class's own), owning a clone of this integrator's context (if
  /// it has one), zeroed statistics, and initialized if this one is.
  /// Continuing from the clone need not match continuing from this
  /// integrator bit for bit: the ideal next step size starts afresh.
  /// @throws std::logic_error if the derived class does not implement
  /// DoClone().
  std::unique_ptr<IntegratorBase<T>> Clone() const;

 protected:
  /// Takes one step of size h (> 0) from the context's time and state,
  /// leaving the context at t + h with the new state. Returns false (with
  /// the context at its starting time and state) if the step failed, e.g.
  /// because a nonlinear solve did not converge. Integrators that support
  /// error estimation fill get_mutable_error_estimate().
  virtual bool DoStep(const T& h) = 0;
  /// What supports_error_estimation() returns unless overridden. The
  /// default throws std::logic_error: a derived class must override one of
  /// the two.
  virtual bool DoSupportsErrorEstimation() const;
  /// What get_error_estimate_order() returns unless overridden. The default
  /// throws std::logic_error: a derived class must override one of the two.
  virtual int do_get_error_estimate_order() const;
  /// Extra initialization (sizing scratch storage) after the base's.
  virtual void DoInitialize() {}
  virtual void DoReset() {}
  virtual void DoResetStatistics() {}
  /// The derived class's statistics for GetStatisticsSummary(); none by
  /// default.
  virtual std::vector<NamedStatistic> DoGetStatisticsSummary() const;
  /// Returns a new integrator of the derived type for get_system(), with the
  /// derived class's settings; Clone() copies the base settings and the
  /// context. The default throws std::logic_error.
  virtual std::unique_ptr<IntegratorBase<T>> DoClone() const;

  /// Evaluates the time derivatives of the context through the system's
  /// cache and counts the evaluation.
  const ContinuousState<T>& EvalTimeDerivatives(const Context<T>& context) {
    ++num_ode_evals_;
    return system_.EvalTimeDerivatives(context);
  }
  /// As above, for another system (e.g. a scalar-converted copy).
  template <typename U>
  const ContinuousState<U>& EvalTimeDerivatives(const System<U>& system,
                                                const Context<U>& context) {
    ++num_ode_evals_;
    return system.EvalTimeDerivatives(context);
  }
  /// Adds `n` to the derivative-evaluation count (for evaluations made
  /// without EvalTimeDerivatives()).
  void add_derivative_evaluations(int64_t n) { num_ode_evals_ += n; }
  void add_substep_failure() { ++num_substep_failures_; }

  ContinuousState<T>* get_mutable_error_estimate() { return err_est_.get(); }

  /// The weighted infinity norm of a state change (see the class doc);
  /// NaN if any component is NaN. Uses the context's q for N⁺(q).
  T CalcStateChangeNorm(const ContinuousState<T>& dx_state) const;

  /// Given the error norm `err` of a step of size `h`, returns (whether
  /// the step is acceptable, the next step size to try). Sets
  /// `*at_minimum_step_size` when the new step is the working minimum.
  /// Throws std::runtime_error when the minimum would be violated and
  /// get_throw_on_minimum_step_size_violation() is set.
  std::pair<bool, T> CalcAdjustedStepSize(const T& err, const T& h,
                                          bool* at_minimum_step_size) const;

  /// Takes DoStep(h) and, when it succeeds, appends the step to the dense
  /// output as a cubic Hermite segment. A step that starts where the last
  /// recorded segment starts (the same step tried again, e.g. when the
  /// Simulator isolates a witness function) replaces that segment. Returns
  /// DoStep()'s result. Requires dense integration to be on.
  bool DoDenseStep(const T& h);
  /// The dense output being recorded (nullptr when off), for integrators
  /// that record their own interpolant.
  trajectories::PiecewisePolynomial<T>* get_mutable_dense_output() {
    return dense_output_.get();
  }

  void set_accuracy_in_use(double accuracy) { accuracy_in_use_ = accuracy; }
  void set_ideal_next_step_size(const T& h) { ideal_next_step_size_ = h; }

 private:
  // Takes one step via DoStep(); on success records h.
  bool Step(const T& h);
  // The state and its time derivative at the start of the step being taken
  // while dense integration is on (sized by StartDenseIntegration()).
  void SaveDenseStepStart();
  // Appends the segment from the saved step start to the context's current
  // time and state, replacing the final segment when the step started where
  // it did.
  void AppendDenseSegment();
  // One error-controlled step no larger than h_max; returns the step
  // taken. On return the context is at t0 + (step taken).
  T StepOnceErrorControlledAtMost(const T& h_max);
  // Records the statistics of an accepted step of size h. `adapted` says
  // whether error control chose h (rather than a target time).
  void UpdateStepStatistics(const T& h, bool adapted);
  void ThrowIfNotInitialized(const char* func) const;

  const System<T>& system_;
  // Owning (reset_context(unique_ptr), Clone()) or not (an aliasing pointer
  // with no owner).
  std::shared_ptr<Context<T>> context_;
  bool initialization_done_{false};
  std::unique_ptr<ContinuousState<T>> err_est_;

  // Settings.
  double target_accuracy_{std::numeric_limits<double>::quiet_NaN()};
  double accuracy_in_use_{std::numeric_limits<double>::quiet_NaN()};
  bool fixed_step_mode_{false};
  T max_step_size_{std::numeric_limits<double>::quiet_NaN()};
  T req_initial_step_size_{std::numeric_limits<double>::quiet_NaN()};
  T req_min_step_size_{0.0};
  bool min_step_exceeded_throws_{true};
  Eigen::VectorXd qbar_weight_, z_weight_;

  // Scratch for the error norm (sized by Initialize()).
  mutable std::unique_ptr<BasicVector<T>> pinvN_dq_change_;
  // dq, copied contiguously for MapQDotToVelocity() without allocating.
  mutable VectorX<T> dq_scratch_;
  // The state at the start of an error-controlled step, to retry from.
  VectorX<T> xc0_save_;

  // Dense output (null when off) and the start of the step being recorded.
  std::unique_ptr<trajectories::PiecewisePolynomial<T>> dense_output_;
  T dense_t0_{};
  VectorX<T> dense_x0_, dense_xdot0_;

  // Statistics.
  T ideal_next_step_size_{std::numeric_limits<double>::quiet_NaN()};
  T prev_step_size_{std::numeric_limits<double>::quiet_NaN()};
  T actual_initial_step_size_taken_{std::numeric_limits<double>::quiet_NaN()};
  T smallest_adapted_step_size_taken_{std::numeric_limits<double>::quiet_NaN()};
  T largest_step_size_taken_{std::numeric_limits<double>::quiet_NaN()};
  int64_t num_steps_taken_{0};
  int64_t num_ode_evals_{0};
  int64_t num_shrinkages_from_error_control_{0};
  int64_t num_shrinkages_from_substep_failures_{0};
  int64_t num_substep_failures_{0};
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::IntegratorBase)
