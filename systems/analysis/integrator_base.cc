#include "drake/systems/analysis/integrator_base.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <stdexcept>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "drake/common/autodiff.h"
#include "drake/common/nice_type_name.h"

namespace drake {
namespace systems {

namespace {
// A non-finite value for a message: "nan" whatever its sign bit (which
// depends on the operations and the optimization level), else as fmt has
// it ("inf", "-inf").
std::string NonFiniteName(double value) {
  return std::isnan(value) ? std::string("nan") : fmt::format("{}", value);
}

// Whether x is NaN (the unset marker of the step sizes and statistics); an
// Expression only when it is the NaN expression, so that no formula has to
// be decided.
bool IsNaN(double x) { return std::isnan(x); }
bool IsNaN(const AutoDiffXd& x) { return std::isnan(x.value()); }
bool IsNaN(const symbolic::Expression& x) { return is_nan(x); }

double ToDouble(double x) { return x; }
double ToDouble(const AutoDiffXd& x) { return x.value(); }
// (Integration on Expression needs constant times and step sizes.)
double ToDouble(const symbolic::Expression& x) {
  return ExtractDoubleOrThrow(x);
}
}  // namespace

template <class T>
IntegratorBase<T>::IntegratorBase(const System<T>& system, Context<T>* context)
    : system_(system),
      context_(/* no owner */ std::shared_ptr<void>{}, context) {}

template <class T>
void IntegratorBase<T>::reset_context(Context<T>* context) {
  context_ = std::shared_ptr<Context<T>>(/* no owner */ std::shared_ptr<void>{},
                                         context);
  initialization_done_ = false;
}

template <class T>
void IntegratorBase<T>::reset_context(std::unique_ptr<Context<T>> context) {
  context_ = std::move(context);
  initialization_done_ = false;
}

template <class T>
std::vector<NamedStatistic> IntegratorBase<T>::GetStatisticsSummary() const {
  std::vector<NamedStatistic> result;
  result.emplace_back("integrator_num_steps_taken", get_num_steps_taken());
  if (!get_fixed_step_mode()) {
    result.emplace_back(
        "integrator_actual_initial_step_size_taken",
        ExtractDoubleOrThrow(get_actual_initial_step_size_taken()));
    result.emplace_back("integrator_largest_step_size_taken",
                        ExtractDoubleOrThrow(get_largest_step_size_taken()));
    result.emplace_back(
        "integrator_smallest_adapted_step_size_taken",
        ExtractDoubleOrThrow(get_smallest_adapted_step_size_taken()));
    result.emplace_back("integrator_num_step_shrinkages_from_error_control",
                        get_num_step_shrinkages_from_error_control());
  }
  result.emplace_back("integrator_num_derivative_evaluations",
                      get_num_derivative_evaluations());
  std::vector<NamedStatistic> derived = DoGetStatisticsSummary();
  result.insert(result.end(), std::make_move_iterator(derived.begin()),
                std::make_move_iterator(derived.end()));
  return result;
}

template <class T>
std::vector<NamedStatistic> IntegratorBase<T>::DoGetStatisticsSummary() const {
  return {};
}

template <class T>
std::unique_ptr<IntegratorBase<T>> IntegratorBase<T>::DoClone() const {
  throw std::logic_error(fmt::format(
      "IntegratorBase::Clone(): the integrator {} does not implement "
      "DoClone().",
      NiceTypeName::Get(*this)));
}

template <class T>
bool IntegratorBase<T>::DoSupportsErrorEstimation() const {
  throw std::logic_error(fmt::format(
      "IntegratorBase: the integrator {} overrides neither "
      "supports_error_estimation() nor DoSupportsErrorEstimation().",
      NiceTypeName::Get(*this)));
}

template <class T>
int IntegratorBase<T>::do_get_error_estimate_order() const {
  throw std::logic_error(fmt::format(
      "IntegratorBase: the integrator {} overrides neither "
      "get_error_estimate_order() nor do_get_error_estimate_order().",
      NiceTypeName::Get(*this)));
}

template <class T>
std::unique_ptr<IntegratorBase<T>> IntegratorBase<T>::Clone() const {
  std::unique_ptr<IntegratorBase<T>> clone = DoClone();
  clone->reset_context(context_ != nullptr ? context_->Clone() : nullptr);
  // The settings, copied as they are (they were validated when set; an
  // unset one is NaN, which a setter might refuse).
  clone->target_accuracy_ = target_accuracy_;
  clone->fixed_step_mode_ = fixed_step_mode_;
  clone->max_step_size_ = max_step_size_;
  clone->req_initial_step_size_ = req_initial_step_size_;
  clone->req_min_step_size_ = req_min_step_size_;
  clone->min_step_exceeded_throws_ = min_step_exceeded_throws_;
  clone->qbar_weight_ = qbar_weight_;
  clone->z_weight_ = z_weight_;
  if (is_initialized()) clone->Initialize();
  return clone;
}

template <class T>
IntegratorBase<T>::~IntegratorBase() = default;

template <class T>
void IntegratorBase<T>::set_target_accuracy(double accuracy) {
  if (!supports_error_estimation() && !std::isnan(accuracy)) {
    throw std::logic_error(
        "IntegratorBase::set_target_accuracy(): this integrator does not "
        "support error estimation, so it cannot honour an accuracy.");
  }
  if (!(accuracy > 0.0) && !std::isnan(accuracy)) {
    throw std::logic_error(fmt::format(
        "IntegratorBase::set_target_accuracy(): the accuracy must be "
        "positive; got {}.",
        accuracy));
  }
  target_accuracy_ = accuracy;
  accuracy_in_use_ = accuracy;
}

template <class T>
void IntegratorBase<T>::set_fixed_step_mode(bool flag) {
  if (!flag && !supports_error_estimation()) {
    throw std::logic_error(
        "IntegratorBase::set_fixed_step_mode(false): this integrator does "
        "not support error estimation, so it can only take fixed steps.");
  }
  fixed_step_mode_ = flag;
}

template <class T>
void IntegratorBase<T>::set_maximum_step_size(const T& max_step_size) {
  if (!(max_step_size > 0.0)) {
    throw std::logic_error(fmt::format(
        "IntegratorBase::set_maximum_step_size(): the maximum step size "
        "must be positive; got {}.",
        ToDouble(max_step_size)));
  }
  max_step_size_ = max_step_size;
}

template <class T>
void IntegratorBase<T>::request_initial_step_size_target(const T& step_size) {
  if (!(step_size > 0.0)) {
    throw std::logic_error(fmt::format(
        "IntegratorBase::request_initial_step_size_target(): the step size "
        "must be positive; got {}.",
        ToDouble(step_size)));
  }
  req_initial_step_size_ = step_size;
}

template <class T>
void IntegratorBase<T>::set_requested_minimum_step_size(
    const T& min_step_size) {
  if (!(min_step_size >= 0.0)) {
    throw std::logic_error(fmt::format(
        "IntegratorBase::set_requested_minimum_step_size(): the step size "
        "must be non-negative; got {}.",
        ToDouble(min_step_size)));
  }
  req_min_step_size_ = min_step_size;
}

template <class T>
T IntegratorBase<T>::get_working_minimum_step_size() const {
  using std::abs;
  using std::max;
  // A step smaller than this would be lost to roundoff in t + h.
  constexpr double kTimeRelativeFloor = 1e-14;
  const T t = context_ == nullptr ? T(0.0) : context_->get_time();
  const T floor = kTimeRelativeFloor * max(T(1.0), T(abs(t)));
  return max(floor, req_min_step_size_);
}

template <class T>
void IntegratorBase<T>::Initialize() {
  if (context_ == nullptr) {
    throw std::logic_error(
        "IntegratorBase::Initialize(): no context has been set; call "
        "reset_context() first.");
  }
  // Accuracy: default when unset, and no looser than kLoosestAccuracy.
  constexpr double kDefaultAccuracy = 1e-3;
  constexpr double kLoosestAccuracy = 1e-1;
  // Without a requested initial step, error control starts from this
  // fraction of the maximum step size.
  constexpr double kMaxStepFraction = 0.1;

  if (supports_error_estimation()) {
    double accuracy = target_accuracy_;
    if (std::isnan(accuracy)) accuracy = kDefaultAccuracy;
    accuracy_in_use_ = std::min(accuracy, kLoosestAccuracy);
  }
  const bool fixed = get_fixed_step_mode();
  if (fixed) {
    if (IsNaN(max_step_size_)) {
      throw std::logic_error(
          "IntegratorBase::Initialize(): fixed-step integration needs a "
          "step size; call set_maximum_step_size().");
    }
  } else {
    if (IsNaN(max_step_size_) && IsNaN(req_initial_step_size_)) {
      throw std::logic_error(
          "IntegratorBase::Initialize(): error-controlled integration needs "
          "a maximum step size or an initial step size target.");
    }
    if (!IsNaN(req_initial_step_size_)) {
      ideal_next_step_size_ = req_initial_step_size_;
      if (!IsNaN(max_step_size_) && ideal_next_step_size_ > max_step_size_) {
        ideal_next_step_size_ = max_step_size_;
      }
    } else {
      ideal_next_step_size_ = max_step_size_ * kMaxStepFraction;
    }
  }

  // Scratch storage.
  const ContinuousState<T>& xc = context_->get_continuous_state();
  if (supports_error_estimation()) {
    err_est_ = system_.AllocateTimeDerivatives();
    err_est_->SetFromVector(VectorX<T>::Zero(xc.size()));
  } else {
    err_est_.reset();
  }
  pinvN_dq_change_ = std::make_unique<BasicVector<T>>(xc.num_v());
  dq_scratch_.resize(xc.num_q());
  xc0_save_.resize(xc.size());
  for (const Eigen::VectorXd* w : {&qbar_weight_, &z_weight_}) {
    const int expected = (w == &qbar_weight_) ? xc.num_v() : xc.num_z();
    if (w->size() != 0 && w->size() != expected) {
      throw std::logic_error(fmt::format(
          "IntegratorBase::Initialize(): a state weight vector has size {} "
          "but should have size {}.",
          w->size(), expected));
    }
  }

  ResetStatistics();
  DoInitialize();
  initialization_done_ = true;
}

template <class T>
void IntegratorBase<T>::Reset() {
  err_est_.reset();
  dense_output_.reset();
  pinvN_dq_change_.reset();
  ideal_next_step_size_ = std::numeric_limits<double>::quiet_NaN();
  accuracy_in_use_ = target_accuracy_;
  ResetStatistics();
  DoReset();
  initialization_done_ = false;
}

template <class T>
void IntegratorBase<T>::ResetStatistics() {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  prev_step_size_ = nan;
  actual_initial_step_size_taken_ = nan;
  smallest_adapted_step_size_taken_ = nan;
  largest_step_size_taken_ = nan;
  num_steps_taken_ = 0;
  num_ode_evals_ = 0;
  num_shrinkages_from_error_control_ = 0;
  num_shrinkages_from_substep_failures_ = 0;
  num_substep_failures_ = 0;
  DoResetStatistics();
}

template <class T>
void IntegratorBase<T>::ThrowIfNotInitialized(const char* func) const {
  if (!initialization_done_) {
    throw std::logic_error(fmt::format(
        "IntegratorBase::{}(): the integrator has not been initialized; "
        "call Initialize() first.",
        func));
  }
}

template <class T>
T IntegratorBase<T>::CalcStateChangeNorm(
    const ContinuousState<T>& dx_state) const {
  using std::abs;
  const VectorBase<T>& dx = dx_state.get_vector();
  for (int i = 0; i < dx.size(); ++i) {
    if (IsNaN(dx[i])) return T(std::numeric_limits<double>::quiet_NaN());
  }
  const VectorBase<T>& dq = dx_state.get_generalized_position();
  const VectorBase<T>& dv = dx_state.get_generalized_velocity();
  const VectorBase<T>& dz = dx_state.get_misc_continuous_state();
  T norm(0.0);
  auto accumulate = [&norm](const T& value, double weight) {
    const T a = abs(value) * weight;
    if (a > norm) norm = a;
  };
  if (dq.size() > 0) {
    // Measure the q change in velocity-like coordinates: N⁺(q)·dq.
    dq.CopyToPreSizedVector(&dq_scratch_);
    system_.MapQDotToVelocity(*context_, dq_scratch_, pinvN_dq_change_.get());
    for (int i = 0; i < pinvN_dq_change_->size(); ++i) {
      accumulate((*pinvN_dq_change_)[i],
                 qbar_weight_.size() ? qbar_weight_[i] : 1.0);
    }
  }
  for (int i = 0; i < dv.size(); ++i) {
    accumulate(dv[i], qbar_weight_.size() ? qbar_weight_[i] : 1.0);
  }
  for (int i = 0; i < dz.size(); ++i) {
    accumulate(dz[i], z_weight_.size() ? z_weight_[i] : 1.0);
  }
  return norm;
}

template <class T>
std::pair<bool, T> IntegratorBase<T>::CalcAdjustedStepSize(
    const T& err_in, const T& h_in, bool* at_minimum_step_size) const {
  // Step sizes are chosen in double: the derivatives an AutoDiffXd error
  // estimate carries say nothing about which step to take.
  const double err = ToDouble(err_in);
  const double h = ToDouble(h_in);
  // The fraction of the "optimal" step actually taken, for robustness.
  constexpr double kSafety = 0.9;
  // Bounds on the change of the step in one adjustment.
  constexpr double kMinShrink = 0.1;
  constexpr double kMaxGrow = 5.0;
  // Growth smaller than this factor is not worth a change of step.
  constexpr double kHysteresisHigh = 1.2;
  // A rejected step shrinks by at least this factor.
  constexpr double kHysteresisLow = 0.9;

  *at_minimum_step_size = false;
  const double accuracy = accuracy_in_use_;
  const double h_min = ToDouble(get_working_minimum_step_size());
  const double order = get_error_estimate_order();
  bool accept;
  double new_h;
  if (!std::isfinite(err)) {
    accept = false;
    new_h = kMinShrink * h;
  } else if (err <= accuracy) {
    accept = true;
    new_h = err == 0.0 ? kMaxGrow * h
                       : kSafety * h * std::pow(accuracy / err, 1.0 / order);
    // Keep the step when the growth would be small (or the formula,
    // because of the safety factor, asks for a slight shrink).
    if (new_h < kHysteresisHigh * h) new_h = h;
    new_h = std::min(new_h, kMaxGrow * h);
  } else {
    accept = false;
    new_h = kSafety * h * std::pow(accuracy / err, 1.0 / order);
    new_h = std::min(new_h, kHysteresisLow * h);
    new_h = std::max(new_h, kMinShrink * h);
  }
  if (!IsNaN(max_step_size_)) {
    new_h = std::min(new_h, ToDouble(max_step_size_));
  }

  if (!accept && new_h < h_min) {
    if (h <= h_min) {
      // Already at the minimum and still too inaccurate.
      if (!std::isfinite(err)) {
        // Not a matter of accuracy: name the non-finite state entry, if
        // any (the context is at the start of the step).
        std::string entry;
        const VectorBase<T>& xc = context_->get_continuous_state_vector();
        for (int i = 0; i < xc.size(); ++i) {
          if (!std::isfinite(ToDouble(xc[i]))) {
            entry = fmt::format(" (continuous state index {} is {})", i,
                                NonFiniteName(ToDouble(xc[i])));
            break;
          }
        }
        throw std::runtime_error(fmt::format(
            "The integrator's error estimate is {} at time {} even at the "
            "minimum step size ({}): the continuous state or the time "
            "derivatives of System '{}' are not finite{}. Check the "
            "dynamics, the inputs and the initial state.",
            NonFiniteName(err), ToDouble(context_->get_time()), h_min,
            system_.GetSystemPathname(), entry));
      }
      if (min_step_exceeded_throws_) {
        throw std::runtime_error(fmt::format(
            "Error control wants to select a step smaller than the working "
            "minimum step size ({}) at time {} (error norm {} exceeds the "
            "accuracy {}). Relax the accuracy, lower the minimum step size, "
            "or call set_throw_on_minimum_step_size_violation(false).",
            h_min, ToDouble(context_->get_time()), err, accuracy));
      }
      accept = true;
    }
    new_h = h_min;
    *at_minimum_step_size = true;
  }
  return {accept, T(new_h)};
}

template <class T>
bool IntegratorBase<T>::Step(const T& h) {
  return DoStep(h);
}

template <class T>
void IntegratorBase<T>::StartDenseIntegration() {
  if (!initialization_done_) {
    throw std::logic_error(
        "StartDenseIntegration(): the integrator was not initialized; call "
        "Initialize() first.");
  }
  if (context_->num_continuous_states() == 0) {
    throw std::logic_error(
        "StartDenseIntegration(): the system has no continuous state, so no "
        "dense output can be built.");
  }
  if (dense_output_ != nullptr) {
    throw std::logic_error(
        "StartDenseIntegration(): dense integration has been started "
        "already; call StopDenseIntegration() first.");
  }
  dense_output_ = std::make_unique<trajectories::PiecewisePolynomial<T>>();
  const int n = context_->num_continuous_states();
  dense_x0_.resize(n);
  dense_xdot0_.resize(n);
}

template <class T>
std::unique_ptr<trajectories::PiecewisePolynomial<T>>
IntegratorBase<T>::StopDenseIntegration() {
  if (dense_output_ == nullptr) {
    throw std::logic_error(
        "StopDenseIntegration(): no dense integration has been started.");
  }
  return std::move(dense_output_);
}

template <class T>
void IntegratorBase<T>::SaveDenseStepStart() {
  dense_t0_ = context_->get_time();
  // A step must continue the output, or retake its final segment (the
  // Simulator does this when it isolates a witness); checked before the
  // step is taken, so a refused step leaves the context as it was.
  const trajectories::PiecewisePolynomial<T>& output = *dense_output_;
  if (!output.empty() && dense_t0_ != output.end_time()) {
    const std::vector<T>& breaks = output.get_segment_times();
    if (!(dense_t0_ == breaks[breaks.size() - 2])) {
      throw std::logic_error(fmt::format(
          "IntegratorBase: the dense output ends at time {} but the step "
          "being recorded starts at time {}; the context's time was changed "
          "during dense integration.",
          ToDouble(output.end_time()), ToDouble(dense_t0_)));
    }
  }
  context_->get_continuous_state_vector().CopyToPreSizedVector(&dense_x0_);
  EvalTimeDerivatives(*context_).get_vector().CopyToPreSizedVector(
      &dense_xdot0_);
}

template <class T>
void IntegratorBase<T>::AppendDenseSegment() {
  const T t1 = context_->get_time();
  if (!(t1 > dense_t0_)) return;  // nothing was covered
  trajectories::PiecewisePolynomial<T>& output = *dense_output_;
  // The same step taken again (from the start of the final segment, as
  // SaveDenseStepStart() checked) replaces that segment.
  if (!output.empty() && dense_t0_ != output.end_time()) {
    output.RemoveFinalSegment();
  }
  // The segment's own start state and derivative (not the previous
  // segment's end), so an update that changed the state between steps
  // shows as the jump it is.
  const VectorX<T> x1 = context_->get_continuous_state_vector().CopyToVector();
  const VectorX<T> xdot1 =
      EvalTimeDerivatives(*context_).get_vector().CopyToVector();
  output.ConcatenateInTime(trajectories::PiecewisePolynomial<T>::CubicHermite(
      std::vector<T>{dense_t0_, t1}, std::vector<MatrixX<T>>{dense_x0_, x1},
      std::vector<MatrixX<T>>{dense_xdot0_, xdot1}));
}

template <class T>
bool IntegratorBase<T>::DoDenseStep(const T& h) {
  if (dense_output_ == nullptr) {
    throw std::logic_error(
        "DoDenseStep(): no dense integration has been started.");
  }
  SaveDenseStepStart();
  if (!DoStep(h)) return false;
  AppendDenseSegment();
  return true;
}

template <class T>
void IntegratorBase<T>::UpdateStepStatistics(const T& h, bool adapted) {
  ++num_steps_taken_;
  prev_step_size_ = h;
  if (IsNaN(actual_initial_step_size_taken_)) {
    actual_initial_step_size_taken_ = h;
  }
  if (IsNaN(largest_step_size_taken_) || h > largest_step_size_taken_) {
    largest_step_size_taken_ = h;
  }
  if (adapted && (IsNaN(smallest_adapted_step_size_taken_) ||
                  h < smallest_adapted_step_size_taken_)) {
    smallest_adapted_step_size_taken_ = h;
  }
}

template <class T>
T IntegratorBase<T>::StepOnceErrorControlledAtMost(const T& h_max) {
  Context<T>& context = *context_;
  const T t0 = context.get_time();
  context.get_continuous_state_vector().CopyToPreSizedVector(&xc0_save_);
  const double stretch = get_stretch_factor();

  while (true) {
    // Choose the step: the ideal one, or all that is left when that is
    // within the stretch factor of it.
    T h = ideal_next_step_size_;
    bool adapted = true;
    if (h * stretch >= h_max) {
      h = h_max;
      adapted = false;
    }

    if (!Step(h)) {
      // A sub-step failed (e.g. Newton did not converge): halve and retry.
      ++num_shrinkages_from_substep_failures_;
      const T h_min = get_working_minimum_step_size();
      if (h <= h_min) {
        throw std::runtime_error(fmt::format(
            "Integrator failed to take a step at time {} even at the "
            "working minimum step size {}.",
            ToDouble(t0), ToDouble(h_min)));
      }
      ideal_next_step_size_ = std::max(T(0.5 * h), h_min);
      context.SetTime(t0);
      context.SetContinuousState(xc0_save_);
      continue;
    }

    bool at_minimum = false;
    const T err = CalcStateChangeNorm(*err_est_);
    const auto [accept, new_h] = CalcAdjustedStepSize(err, h, &at_minimum);
    if (accept) {
      // A step cut short to reach h_max says little about the ideal size,
      // so it may only raise the ideal.
      if (adapted || new_h > ideal_next_step_size_) {
        ideal_next_step_size_ = new_h;
      }
      UpdateStepStatistics(h, adapted || at_minimum);
      return h;
    }
    ++num_shrinkages_from_error_control_;
    ideal_next_step_size_ = new_h;
    context.SetTime(t0);
    context.SetContinuousState(xc0_save_);
  }
}

template <class T>
typename IntegratorBase<T>::StepResult
IntegratorBase<T>::IntegrateNoFurtherThanTime(const T& publish_time,
                                              const T& update_time,
                                              const T& boundary_time) {
  ThrowIfNotInitialized("IntegrateNoFurtherThanTime");
  Context<T>& context = *context_;
  const T t0 = context.get_time();
  if (publish_time < t0 || update_time < t0 || boundary_time < t0) {
    throw std::logic_error(fmt::format(
        "IntegrateNoFurtherThanTime(): the publish time ({}), update time "
        "({}) and boundary time ({}) must not be before the current time "
        "({}).",
        ToDouble(publish_time), ToDouble(update_time), ToDouble(boundary_time),
        ToDouble(t0)));
  }

  // The nearest of the three times, and what reaching it means.
  T target_time = publish_time;
  StepResult candidate = StepResult::kReachedPublishTime;
  if (update_time < target_time) {
    target_time = update_time;
    candidate = StepResult::kReachedUpdateTime;
  }
  if (boundary_time < target_time) {
    target_time = boundary_time;
    candidate = StepResult::kReachedBoundaryTime;
  }
  const T dt = target_time - t0;
  if (dt == 0.0) return candidate;

  // Without continuous state there is nothing to integrate and no reason
  // to limit the step: go straight to the target.
  if (context.num_continuous_states() == 0) {
    context.SetTime(target_time);
    return candidate;
  }

  if (dense_output_ != nullptr) SaveDenseStepStart();
  const double stretch = get_stretch_factor();
  if (get_fixed_step_mode()) {
    T h = dt;
    if (h > max_step_size_ * stretch) {
      h = max_step_size_;
      candidate = StepResult::kTimeHasAdvanced;
    }
    if (!Step(h)) {
      throw std::runtime_error(fmt::format(
          "Integrator failed to take a fixed step of size {} at time {}; "
          "try a smaller step size.",
          ToDouble(h), ToDouble(t0)));
    }
    UpdateStepStatistics(h, false);
  } else {
    T h_max = dt;
    if (!IsNaN(max_step_size_) && h_max > max_step_size_ * stretch) {
      h_max = max_step_size_;
      candidate = StepResult::kTimeHasAdvanced;
    }
    const T h = StepOnceErrorControlledAtMost(h_max);
    if (h < h_max) candidate = StepResult::kTimeHasAdvanced;
  }

  // Land exactly on the target (t0 + dt may differ from it by roundoff).
  if (candidate != StepResult::kTimeHasAdvanced) context.SetTime(target_time);
  if (dense_output_ != nullptr) AppendDenseSegment();
  return candidate;
}

template <class T>
void IntegratorBase<T>::IntegrateWithMultipleStepsToTime(const T& t_final) {
  ThrowIfNotInitialized("IntegrateWithMultipleStepsToTime");
  if (t_final < context_->get_time()) {
    throw std::logic_error(fmt::format(
        "IntegrateWithMultipleStepsToTime(): the final time {} is before "
        "the current time {}.",
        ToDouble(t_final), ToDouble(context_->get_time())));
  }
  while (context_->get_time() < t_final) {
    IntegrateNoFurtherThanTime(t_final, t_final, t_final);
  }
}

template <class T>
bool IntegratorBase<T>::IntegrateWithSingleFixedStepToTime(const T& t_target) {
  ThrowIfNotInitialized("IntegrateWithSingleFixedStepToTime");
  const T t0 = context_->get_time();
  const T h = t_target - t0;
  if (h < 0.0) {
    throw std::logic_error(fmt::format(
        "IntegrateWithSingleFixedStepToTime(): the target time {} is before "
        "the current time {}.",
        ToDouble(t_target), ToDouble(t0)));
  }
  if (h == 0.0) return true;
  if (dense_output_ != nullptr) SaveDenseStepStart();
  if (!Step(h)) return false;
  UpdateStepStatistics(h, false);
  context_->SetTime(t_target);
  if (dense_output_ != nullptr) AppendDenseSegment();
  return true;
}

}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::IntegratorBase)
