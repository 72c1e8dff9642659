#include "drake/systems/analysis/simulator.h"

#include <cmath>
#include <limits>
#include <stdexcept>
#include <thread>

#include <fmt/format.h>

#include "drake/common/autodiff.h"
#include "drake/systems/analysis/runge_kutta3_integrator.h"
#include "drake/systems/analysis/simulator_config.h"

namespace drake {
namespace systems {

namespace {
double ToDouble(double x) { return x; }
double ToDouble(const AutoDiffXd& x) { return x.value(); }

// The largest double strictly less than t (t − one ulp).
double PreviousDouble(double t) {
  return std::nextafter(t, -std::numeric_limits<double>::infinity());
}
}  // namespace

template <typename T>
Simulator<T>::Simulator(const System<T>& system,
                        std::unique_ptr<Context<T>> context)
    : Simulator(&system, nullptr, std::move(context)) {}

template <typename T>
Simulator<T>::Simulator(std::unique_ptr<const System<T>> owned_system,
                        std::unique_ptr<Context<T>> context)
    : Simulator(nullptr, std::move(owned_system), std::move(context)) {}

template <typename T>
Simulator<T>::Simulator(const System<T>* system,
                        std::unique_ptr<const System<T>> owned_system,
                        std::unique_ptr<Context<T>> context)
    : owned_system_(std::move(owned_system)),
      system_(owned_system_ ? *owned_system_ : *system),
      context_(std::move(context)) {
  if (context_ == nullptr) context_ = system_.CreateDefaultContext();
  // The default integrator, configured as SimulatorConfig's defaults say.
  const SimulatorConfig defaults;
  integrator_ =
      std::make_unique<RungeKutta3Integrator<T>>(system_, context_.get());
  integrator_->set_maximum_step_size(defaults.max_step_size);
  integrator_->set_target_accuracy(defaults.accuracy);
  integrator_->request_initial_step_size_target(defaults.max_step_size);
  ResetStatistics();
}

template <typename T>
Simulator<T>::~Simulator() = default;

template <typename T>
void Simulator<T>::ThrowIfNoContext(const char* func) const {
  if (context_ == nullptr) {
    throw std::logic_error(fmt::format(
        "Simulator::{}(): there is no context; call reset_context() first.",
        func));
  }
}

template <typename T>
void Simulator<T>::reset_context(std::unique_ptr<Context<T>> context) {
  context_ = std::move(context);
  integrator_->reset_context(context_.get());
  initialization_done_ = false;
  resume_after_fault_ = false;
}

template <typename T>
std::unique_ptr<Context<T>> Simulator<T>::release_context() {
  integrator_->reset_context(nullptr);
  initialization_done_ = false;
  resume_after_fault_ = false;
  return std::move(context_);
}

template <typename T>
IntegratorBase<T>& Simulator<T>::reset_integrator(
    std::unique_ptr<IntegratorBase<T>> integrator) {
  DRAKE_THROW_UNLESS(integrator != nullptr);
  if (&integrator->get_system() != &system_) {
    throw std::logic_error(
        "Simulator::reset_integrator(): the integrator was made for a "
        "different system.");
  }
  integrator_ = std::move(integrator);
  integrator_->reset_context(context_.get());
  initialization_done_ = false;
  return *integrator_;
}

template <typename T>
void Simulator<T>::set_target_realtime_rate(double realtime_rate) {
  if (!(realtime_rate >= 0.0)) {
    throw std::logic_error(
        fmt::format("Simulator::set_target_realtime_rate(): the rate must be "
                    "non-negative; got {}.",
                    realtime_rate));
  }
  target_realtime_rate_ = realtime_rate;
}

template <typename T>
void Simulator<T>::ResetStatistics() {
  if (integrator_ != nullptr) integrator_->ResetStatistics();
  num_publishes_ = 0;
  num_steps_taken_ = 0;
  num_discrete_updates_ = 0;
  num_unrestricted_updates_ = 0;
  initial_simtime_ = context_ == nullptr ? 0.0 : ToDouble(context_->get_time());
  initial_realtime_ = std::chrono::steady_clock::now();
}

template <typename T>
double Simulator<T>::get_actual_realtime_rate() const {
  const double simtime_passed =
      ToDouble(context_->get_time()) - initial_simtime_;
  const std::chrono::duration<double> realtime_passed =
      std::chrono::steady_clock::now() - initial_realtime_;
  if (realtime_passed.count() <= 0.0) return 0.0;
  return simtime_passed / realtime_passed.count();
}

template <typename T>
void Simulator<T>::PauseIfTooFast() const {
  if (target_realtime_rate_ <= 0.0) return;
  const double simtime_passed =
      ToDouble(context_->get_time()) - initial_simtime_;
  const std::chrono::duration<double> desired(simtime_passed /
                                              target_realtime_rate_);
  const auto wake_up =
      initial_realtime_ +
      std::chrono::duration_cast<std::chrono::steady_clock::duration>(desired);
  if (wake_up > std::chrono::steady_clock::now()) {
    std::this_thread::sleep_until(wake_up);
  }
}

template <typename T>
bool Simulator<T>::ProcessEventStatus(const EventStatus& event_status,
                                      const char* what,
                                      SimulatorStatus* status) {
  if (event_status.failed()) {
    status->SetEventHandlerFailed(ToDouble(context_->get_time()),
                                  event_status.system(),
                                  event_status.message());
    throw std::runtime_error(
        fmt::format("{} ({})", status->FormatMessage(), what));
  }
  if (event_status.reached_termination()) {
    status->SetReachedTermination(ToDouble(context_->get_time()),
                                  event_status.system(),
                                  event_status.message());
    return false;
  }
  return true;
}

template <typename T>
bool Simulator<T>::CallMonitor(SimulatorStatus* status) {
  if (!monitor_) return true;
  return ProcessEventStatus(monitor_(*context_), "monitor", status);
}

template <typename T>
EventStatus Simulator<T>::HandleUnrestrictedUpdate(
    const EventCollection<UnrestrictedUpdateEvent<T>>& events) {
  if (!events.HasEvents()) return EventStatus::DidNothing();
  // Compute into scratch state, then write back.
  State<T>* x = unrestricted_updates_.get();
  EventStatus status = system_.CalcUnrestrictedUpdate(*context_, events, x);
  if (status.failed()) return status;
  system_.ApplyUnrestrictedUpdate(events, x, context_.get());
  ++num_unrestricted_updates_;
  // The state changed discontinuously: the active witnesses may change.
  redetermine_active_witnesses_ = true;
  return status;
}

template <typename T>
EventStatus Simulator<T>::HandleDiscreteUpdate(
    const EventCollection<DiscreteUpdateEvent<T>>& events) {
  if (!events.HasEvents()) return EventStatus::DidNothing();
  DiscreteValues<T>* xd = discrete_updates_.get();
  EventStatus status =
      system_.CalcDiscreteVariableUpdate(*context_, events, xd);
  if (status.failed()) return status;
  system_.ApplyDiscreteVariableUpdate(events, xd, context_.get());
  ++num_discrete_updates_;
  return status;
}

template <typename T>
EventStatus Simulator<T>::HandlePublish(
    const EventCollection<PublishEvent<T>>& events) {
  if (!events.HasEvents()) return EventStatus::DidNothing();
  EventStatus status = system_.Publish(*context_, events);
  ++num_publishes_;
  return status;
}

template <typename T>
EventStatus Simulator<T>::HandlePublishesAtStepEnd(bool forced) {
  EventStatus status = HandlePublish(merged_events_->get_publish_events());
  if (forced && !status.failed()) {
    system_.ForcedPublish(*context_);
    ++num_publishes_;
  }
  return status;
}

template <typename T>
void Simulator<T>::ThrowIfNaNState(const char* where) const {
  using std::isnan;
  const VectorBase<T>& xc = context_->get_continuous_state_vector();
  const int n = xc.size();
  for (int i = 0; i < n; ++i) {
    if (isnan(xc[i])) {
      throw std::runtime_error(fmt::format(
          "Simulator: the continuous state of System '{}' became NaN at "
          "index {} at time {} ({}). Check the system's dynamics, or use a "
          "smaller step or tighter accuracy.",
          system_.GetSystemPathname(), i, ToDouble(context_->get_time()),
          where));
    }
  }
}

template <typename T>
void Simulator<T>::SaveStepStart(bool with_abstract) {
  step_start_time_ = context_->get_time();
  step_start_state_->get_mutable_continuous_state().SetFrom(
      context_->get_continuous_state());
  step_start_state_->get_mutable_discrete_state().SetFrom(
      context_->get_discrete_state());
  step_start_has_abstract_ = with_abstract;
  if (with_abstract) {
    step_start_state_->get_mutable_abstract_state().SetFrom(
        context_->get_abstract_state());
  }
}

template <typename T>
void Simulator<T>::RestoreStepStart() {
  context_->SetTime(step_start_time_);
  context_->get_mutable_continuous_state().SetFrom(
      step_start_state_->get_continuous_state());
  context_->get_mutable_discrete_state().SetFrom(
      step_start_state_->get_discrete_state());
  if (step_start_has_abstract_) {
    context_->get_mutable_abstract_state().SetFrom(
        step_start_state_->get_abstract_state());
  }
  // The pending events and the integrator's history belong to the failed
  // step: the next AdvanceTo() resumes from the restored context (finds the
  // pending updates again; publishes and the monitor already ran there).
  initialization_done_ = false;
  resume_after_fault_ = true;
}

template <typename T>
SimulatorStatus Simulator<T>::Initialize(const InitializeParams& params) {
  return InitializeImpl(params, /* resuming = */ false);
}

template <typename T>
SimulatorStatus Simulator<T>::InitializeImpl(const InitializeParams& params,
                                             bool resuming) {
  ThrowIfNoContext("Initialize");
  resume_after_fault_ = false;
  const T current_time = context_->get_time();
  SimulatorStatus status(ToDouble(current_time));

  integrator_->reset_context(context_.get());
  integrator_->Initialize();
  if (!resuming) ResetStatistics();

  // Allocate the event collections and the scratch for updates.
  init_events_ = system_.AllocateCompositeEventCollection();
  per_step_events_ = system_.AllocateCompositeEventCollection();
  timed_events_ = system_.AllocateCompositeEventCollection();
  witnessed_events_ = system_.AllocateCompositeEventCollection();
  merged_events_ = system_.AllocateCompositeEventCollection();
  unrestricted_updates_ = context_->CloneState();
  step_start_state_ = context_->CloneState();
  discrete_updates_ = system_.AllocateDiscreteVariables();
  event_x0_ = context_->get_continuous_state().Clone();
  x0_.resize(context_->num_continuous_states());
  witness_function_events_.clear();
  redetermine_active_witnesses_ = true;

  // Initialization updates: unrestricted, then discrete.
  if (!params.suppress_initialization_events && !resuming) {
    system_.GetInitializationEvents(*context_, init_events_.get());
  }
  bool keep_going = ProcessEventStatus(
      HandleUnrestrictedUpdate(init_events_->get_unrestricted_update_events()),
      "initialization unrestricted update", &status);
  if (keep_going) {
    keep_going = ProcessEventStatus(
        HandleDiscreteUpdate(init_events_->get_discrete_update_events()),
        "initialization discrete update", &status);
  }

  system_.GetPerStepEvents(*context_, per_step_events_.get());

  // Find the timed events, including any at exactly the current time: ask
  // from one ulp before it.
  if constexpr (std::is_same_v<T, double>) {
    context_->SetTime(PreviousDouble(current_time));
  } else {
    T earlier = current_time;
    earlier.value() = PreviousDouble(current_time.value());
    context_->SetTime(earlier);
  }
  const T time_of_next_timed_event =
      system_.CalcNextUpdateTime(*context_, timed_events_.get());
  context_->SetTime(current_time);
  time_or_witness_triggered_ = time_of_next_timed_event == current_time
                                   ? kTimeTriggered
                                   : kNothingTriggered;

  // Publishes due now: initialization, per-step and timed-now ones.
  merged_events_->Clear();
  merged_events_->AddToEnd(*init_events_);
  if (per_step_events_->HasEvents()) {
    merged_events_->AddToEnd(*per_step_events_);
  }
  if (time_or_witness_triggered_ & kTimeTriggered) {
    merged_events_->AddToEnd(*timed_events_);
  }
  if (keep_going && !resuming) {
    keep_going =
        ProcessEventStatus(HandlePublishesAtStepEnd(publish_at_initialization_),
                           "initialization publish", &status);
  }
  // The pending updates for the first step: per-step and timed-now ones.
  merged_events_->Clear();
  if (per_step_events_->HasEvents()) {
    merged_events_->AddToEnd(*per_step_events_);
  }
  if (time_or_witness_triggered_ & kTimeTriggered) {
    merged_events_->AddToEnd(*timed_events_);
  }

  initialization_done_ = true;
  if (keep_going && !resuming) CallMonitor(&status);
  return status;
}

template <typename T>
SimulatorStatus Simulator<T>::AdvanceTo(const T& boundary_time) {
  ThrowIfNoContext("AdvanceTo");
  if (boundary_time < context_->get_time()) {
    throw std::logic_error(fmt::format(
        "Simulator::AdvanceTo(): the boundary time {} is before the "
        "current time {}; a simulation cannot go back in time.",
        ToDouble(boundary_time), ToDouble(context_->get_time())));
  }
  if (!initialization_done_) {
    SimulatorStatus status = InitializeImpl({}, resume_after_fault_);
    if (status.reason() != SimulatorStatus::kReachedBoundaryTime) {
      return status;
    }
  }
  SimulatorStatus status(ToDouble(boundary_time));
  const double inf = std::numeric_limits<double>::infinity();

  while (true) {
    PauseIfTooFast();
    SaveStepStart(merged_events_->HasUnrestrictedUpdateEvents());
    try {
      // Updates due at the start of the step, most violent first.
      if (merged_events_->HasUnrestrictedUpdateEvents() &&
          !ProcessEventStatus(
              HandleUnrestrictedUpdate(
                  merged_events_->get_unrestricted_update_events()),
              "unrestricted update", &status)) {
        break;
      }
      if (merged_events_->HasDiscreteUpdateEvents() &&
          !ProcessEventStatus(HandleDiscreteUpdate(
                                  merged_events_->get_discrete_update_events()),
                              "discrete update", &status)) {
        break;
      }

      // The next timed events, and whether they update or publish.
      const T step_start_time = context_->get_time();
      const T time_of_next_timed_event =
          system_.CalcNextUpdateTime(*context_, timed_events_.get());
      if (time_of_next_timed_event < step_start_time) {
        throw std::logic_error(fmt::format(
            "Simulator::AdvanceTo(): System '{}' reported a next update time "
            "{} before the current time {}.",
            system_.GetSystemPathname(), ToDouble(time_of_next_timed_event),
            ToDouble(step_start_time)));
      }
      T next_update_time(inf);
      T next_publish_time(inf);
      if (timed_events_->HasDiscreteUpdateEvents() ||
          timed_events_->HasUnrestrictedUpdateEvents()) {
        next_update_time = time_of_next_timed_event;
      }
      if (timed_events_->HasPublishEvents()) {
        next_publish_time = time_of_next_timed_event;
      }

      time_or_witness_triggered_ = IntegrateContinuousState(
          next_publish_time, next_update_time, boundary_time);
      ++num_steps_taken_;
      ThrowIfNaNState("after an integration step");

      // The events due at the step's end: per-step, and timed or witnessed
      // ones if they triggered. Publishes run now; updates at the next step.
      merged_events_->Clear();
      if (per_step_events_->HasEvents()) {
        merged_events_->AddToEnd(*per_step_events_);
      }
      if (time_or_witness_triggered_ & kTimeTriggered) {
        merged_events_->AddToEnd(*timed_events_);
      }
      if (time_or_witness_triggered_ & kWitnessTriggered) {
        merged_events_->AddToEnd(*witnessed_events_);
      }
      if ((publish_every_time_step_ || merged_events_->HasPublishEvents()) &&
          !ProcessEventStatus(
              HandlePublishesAtStepEnd(publish_every_time_step_), "publish",
              &status)) {
        break;
      }
      if (monitor_ && !CallMonitor(&status)) break;
    } catch (...) {
      // The caller gets the exception as thrown, and the context as it was
      // before the step.
      RestoreStepStart();
      throw;
    }
    if (context_->get_time() >= boundary_time) break;
  }
  redetermine_active_witnesses_ = true;
  return status;
}

template <typename T>
SimulatorStatus Simulator<T>::AdvancePendingEvents() {
  ThrowIfNoContext("AdvancePendingEvents");
  if (!initialization_done_) {
    SimulatorStatus status = InitializeImpl({}, resume_after_fault_);
    if (status.reason() != SimulatorStatus::kReachedBoundaryTime) {
      return status;
    }
  }
  SimulatorStatus status(ToDouble(context_->get_time()));
  bool keep_going =
      ProcessEventStatus(HandleUnrestrictedUpdate(
                             merged_events_->get_unrestricted_update_events()),
                         "unrestricted update", &status);
  if (keep_going) {
    keep_going = ProcessEventStatus(
        HandleDiscreteUpdate(merged_events_->get_discrete_update_events()),
        "discrete update", &status);
  }
  // Only the per-step events remain pending.
  merged_events_->Clear();
  if (per_step_events_->HasEvents()) {
    merged_events_->AddToEnd(*per_step_events_);
  }
  time_or_witness_triggered_ = kNothingTriggered;
  if (keep_going) {
    keep_going = ProcessEventStatus(
        HandlePublishesAtStepEnd(publish_every_time_step_), "publish", &status);
  }
  if (keep_going) CallMonitor(&status);
  return status;
}

template <typename T>
std::optional<T> Simulator<T>::GetCurrentWitnessTimeIsolation() const {
  using std::max;
  // Isolation is this fraction of the accuracy times a characteristic time
  // (taken as 1 s), so that it tracks the integrator's accuracy.
  constexpr double kIsolationScale = 0.01;
  constexpr double kCharacteristicTime = 1.0;
  std::optional<double> accuracy;
  if (integrator_->get_fixed_step_mode()) {
    accuracy = context_->get_accuracy();
  } else {
    accuracy = integrator_->get_accuracy_in_use();
  }
  if (!accuracy.has_value() || std::isnan(*accuracy)) return std::nullopt;
  return max(integrator_->get_working_minimum_step_size(),
             T(kIsolationScale * (*accuracy) * kCharacteristicTime));
}

template <typename T>
T Simulator<T>::EvalWitness(const WitnessFunction<T>& witness) const {
  // The system routes a subsystem's witness to the subsystem's context.
  return system_.CalcWitnessValue(*context_, witness);
}

template <typename T>
void Simulator<T>::RedetermineActiveWitnessFunctionsIfNecessary() {
  if (!redetermine_active_witnesses_) return;
  witness_functions_.clear();
  system_.GetWitnessFunctions(*context_, &witness_functions_);
  redetermine_active_witnesses_ = false;
}

template <typename T>
bool Simulator<T>::DidWitnessTrigger(const std::vector<T>& w0,
                                     const std::vector<T>& wf) {
  triggered_witnesses_.clear();
  for (size_t i = 0; i < witness_functions_.size(); ++i) {
    if (witness_functions_[i]->should_trigger(w0[i], wf[i])) {
      triggered_witnesses_.push_back(witness_functions_[i]);
    }
  }
  return !triggered_witnesses_.empty();
}

template <typename T>
void Simulator<T>::IsolateWitnessTriggers(const T& t0, const VectorX<T>& x0,
                                          const T& tf) {
  const std::optional<T> isolation = GetCurrentWitnessTimeIsolation();
  // Without an isolation interval, report the crossing at tf.
  if (!isolation.has_value()) return;

  const double inf = std::numeric_limits<double>::infinity();
  // Integrates from (t0, x0) to t_target.
  auto integrate_from_start = [&](const T& t_target) {
    context_->SetTime(t0);
    context_->SetContinuousState(x0);
    while (context_->get_time() < t_target) {
      integrator_->IntegrateNoFurtherThanTime(T(inf), T(inf), t_target);
    }
  };

  // Bisect: the crossing stays in (a, b].
  T a = t0;
  T b = tf;
  wc_.resize(witness_functions_.size());
  while (b - a > *isolation) {
    const T c = 0.5 * (a + b);
    integrate_from_start(c);
    for (size_t i = 0; i < witness_functions_.size(); ++i) {
      wc_[i] = EvalWitness(*witness_functions_[i]);
    }
    if (DidWitnessTrigger(w0_, wc_)) {
      b = c;
    } else {
      a = c;
    }
  }
  // End at b, with the set of witnesses that triggered by then.
  if (context_->get_time() != b) integrate_from_start(b);
  for (size_t i = 0; i < witness_functions_.size(); ++i) {
    wc_[i] = EvalWitness(*witness_functions_[i]);
  }
  DidWitnessTrigger(w0_, wc_);
}

template <typename T>
typename Simulator<T>::TimeOrWitnessTriggered
Simulator<T>::IntegrateContinuousState(const T& next_publish_time,
                                       const T& next_update_time,
                                       const T& boundary_time) {
  witnessed_events_->Clear();
  const T t0 = context_->get_time();

  RedetermineActiveWitnessFunctionsIfNecessary();
  const bool has_witnesses = !witness_functions_.empty();
  if (has_witnesses) {
    context_->get_continuous_state_vector().CopyToPreSizedVector(&x0_);
    w0_.resize(witness_functions_.size());
    for (size_t i = 0; i < witness_functions_.size(); ++i) {
      w0_[i] = EvalWitness(*witness_functions_[i]);
    }
  }

  const typename IntegratorBase<T>::StepResult result =
      integrator_->IntegrateNoFurtherThanTime(next_publish_time,
                                              next_update_time, boundary_time);
  const T tf = context_->get_time();

  if (has_witnesses) {
    wf_.resize(witness_functions_.size());
    for (size_t i = 0; i < witness_functions_.size(); ++i) {
      wf_[i] = EvalWitness(*witness_functions_[i]);
    }
    if (DidWitnessTrigger(w0_, wf_)) {
      IsolateWitnessTriggers(t0, x0_, tf);
      // Record the start of the isolating interval for the event data.
      event_x0_->SetFromVector(x0_);
      for (const WitnessFunction<T>* witness : triggered_witnesses_) {
        const Event<T>* prototype = witness->get_event();
        if (prototype == nullptr) continue;
        std::unique_ptr<Event<T>>& event = witness_function_events_[witness];
        if (event == nullptr) {
          event = prototype->Clone();
          event->set_trigger_type(TriggerType::kWitness);
          event->set_event_data(WitnessTriggeredEventData<T>());
        }
        auto* data = event->template get_mutable_event_data<
            WitnessTriggeredEventData<T>>();
        data->set_triggered_witness(witness);
        data->set_t0(t0);
        data->set_tf(context_->get_time());
        data->set_xc0(event_x0_.get());
        data->set_xcf(&context_->get_continuous_state());
        system_.AddTriggeredWitnessFunctionToCompositeEventCollection(
            event.get(), witnessed_events_.get());
      }
      // Timed events also count if the step still ended at their time.
      const bool reached_timed =
          context_->get_time() == tf &&
          (result == IntegratorBase<T>::StepResult::kReachedPublishTime ||
           result == IntegratorBase<T>::StepResult::kReachedUpdateTime);
      return reached_timed ? kBothTriggered : kWitnessTriggered;
    }
  }

  switch (result) {
    case IntegratorBase<T>::StepResult::kReachedUpdateTime:
    case IntegratorBase<T>::StepResult::kReachedPublishTime:
      return kTimeTriggered;
    default:
      return kNothingTriggered;
  }
}

}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::systems::Simulator)
