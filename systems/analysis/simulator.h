#pragma once

/// @file
/// Simulator<T>: advances a System's Context through time, applying its
/// events (unrestricted updates, discrete updates, publishes) at the right
/// moments, integrating continuous state in between and localizing witness
/// function crossings.

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/name_value.h"
#include "drake/systems/analysis/integrator_base.h"
#include "drake/systems/analysis/simulator_status.h"
#include "drake/systems/framework/context.h"
#include "drake/systems/framework/event_collection.h"
#include "drake/systems/framework/system.h"
#include "drake/systems/framework/witness_function.h"

namespace drake {
namespace systems {

/// Parameters of Simulator::Initialize().
struct InitializeParams {
  /// Passes this object to an Archive (see yaml_serialization.h).
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(suppress_initialization_events));
  }

  /// Whether to skip the system's initialization events.
  bool suppress_initialization_events{false};
};

/// Advances a System through time.
///
/// Each step, starting at time t₀:
///  1. unrestricted updates, then discrete updates, due at t₀ (those found
///     at the end of the previous step, plus per-step events);
///  2. the next timed event time t_e > t₀ is found
///     (System::CalcNextUpdateTime());
///  3. the integrator advances the continuous state no further than
///     min(t_e, boundary time); if a witness function changes sign in the
///     step, the crossing is isolated by bisection to within
///     GetCurrentWitnessTimeIsolation() and the step ends there;
///  4. publish events due at the step's end (timed ones at t_e, witness
///     ones, per-step ones) run, and a forced publish when
///     set_publish_every_time_step(true);
///  5. the monitor, if any, is called.
/// Updates due at the step's end run at the start of the next step, so
/// AdvanceTo(t) does not apply an update due exactly at t (but does run the
/// publishes due at t).
///
/// After every step the continuous state is checked for NaN; a NaN throws
/// std::runtime_error naming the state index and the time.
///
/// An exception thrown during a step of AdvanceTo() (by a system's Calc, an
/// event handler, the integrator or the monitor) reaches the caller with
/// its type unchanged, and the Context is left as it was at the start of
/// that step: its time and its continuous, discrete and abstract state are
/// restored (unlike Drake, which leaves a partial step). The next
/// AdvanceTo() (or AdvancePendingEvents()) resumes from there once the cause
/// is removed: it resets the integrator and finds the updates due at the
/// restored time again, but runs no initialization event, publish or monitor
/// call (those ran when the last good step ended, so a logger records no
/// sample twice) and keeps the statistics. An explicit Initialize() instead
/// starts afresh, as it always does.
///
/// The default integrator is RungeKutta3Integrator with maximum step 0.1 s
/// and target accuracy 1e-4 (SimulatorConfig's defaults).
template <typename T>
class Simulator {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(Simulator);

  /// Simulates `system` (which must outlive the simulator) from `context`
  /// (one is created with CreateDefaultContext() when null).
  explicit Simulator(const System<T>& system,
                     std::unique_ptr<Context<T>> context = nullptr);
  /// As above, owning the system.
  explicit Simulator(std::unique_ptr<const System<T>> owned_system,
                     std::unique_ptr<Context<T>> context = nullptr);
  ~Simulator();

  /// Prepares to simulate from the context's current time and state:
  /// initializes the integrator, resets the statistics, runs the
  /// initialization events (unrestricted, discrete, then publish), finds
  /// the first timed events (those at exactly the current time included),
  /// runs the publish events due now (and a forced publish when
  /// set_publish_at_initialization(true)) and calls the monitor. Throws
  /// std::logic_error if there is no context, std::runtime_error if an
  /// event handler or the monitor fails.
  SimulatorStatus Initialize(const InitializeParams& params = {});

  /// Advances to `boundary_time` (seconds), calling Initialize() first if
  /// needed. Returns early if an event handler or the monitor reports
  /// termination. Throws std::logic_error if `boundary_time` is before the
  /// current time, std::runtime_error if an event handler or the monitor
  /// fails, or if the continuous state becomes NaN.
  SimulatorStatus AdvanceTo(const T& boundary_time);

  /// Applies the unrestricted and discrete updates due at the current
  /// time that AdvanceTo() left pending, without advancing time; then runs
  /// the per-step publishes (and a forced publish when publishing every
  /// time step) and the monitor.
  SimulatorStatus AdvancePendingEvents();

  // ---- Monitor --------------------------------------------------------------

  /// Sets a function called after Initialize() and after every step. A
  /// kReachedTermination status makes AdvanceTo() return; kFailed makes it
  /// throw std::runtime_error with the status's message.
  void set_monitor(std::function<EventStatus(const Context<T>&)> monitor) {
    monitor_ = std::move(monitor);
  }
  void clear_monitor() { monitor_ = nullptr; }
  const std::function<EventStatus(const Context<T>&)>& get_monitor() const {
    return monitor_;
  }

  // ---- Real-time pacing
  // -------------------------------------------------------

  /// Slows the simulation so that simulated time advances at most `rate`
  /// times as fast as wall clock time (0 = as fast as possible). Throws if
  /// negative.
  void set_target_realtime_rate(double realtime_rate);
  double get_target_realtime_rate() const { return target_realtime_rate_; }
  /// Simulated seconds per wall clock second since Initialize() or the last
  /// ResetStatistics(); 0 if no wall time has elapsed.
  double get_actual_realtime_rate() const;

  // ---- Publishing
  // --------------------------------------------------------------

  /// Whether every step ends with a forced publish (default false).
  void set_publish_every_time_step(bool publish) {
    publish_every_time_step_ = publish;
  }
  bool get_publish_every_time_step() const { return publish_every_time_step_; }
  /// Whether Initialize() ends with a forced publish (default false).
  void set_publish_at_initialization(bool publish) {
    publish_at_initialization_ = publish;
  }
  bool get_publish_at_initialization() const {
    return publish_at_initialization_;
  }

  // ---- Statistics
  // ---------------------------------------------------------------

  /// Zeroes the counters and restarts the real-time rate measurement.
  void ResetStatistics();
  /// Publish dispatches (each set of publish events handled at once, and
  /// each forced publish, counts one).
  int64_t get_num_publishes() const { return num_publishes_; }
  /// Simulator steps taken (a step that only handles events counts).
  int64_t get_num_steps_taken() const { return num_steps_taken_; }
  /// Discrete update dispatches.
  int64_t get_num_discrete_updates() const { return num_discrete_updates_; }
  /// Unrestricted update dispatches.
  int64_t get_num_unrestricted_updates() const {
    return num_unrestricted_updates_;
  }

  // ---- Context, system, integrator
  // -------------------------------------------------

  const Context<T>& get_context() const { return *context_; }
  /// The context; changing it requires Initialize() before the next
  /// AdvanceTo() when events depend on what changed.
  Context<T>& get_mutable_context() { return *context_; }
  bool has_context() const { return context_ != nullptr; }
  /// Replaces the context (null clears it); the simulator must be
  /// initialized again.
  void reset_context(std::unique_ptr<Context<T>> context);
  /// Gives up the context (the simulator must get another one).
  std::unique_ptr<Context<T>> release_context();

  const System<T>& get_system() const { return system_; }

  const IntegratorBase<T>& get_integrator() const { return *integrator_; }
  IntegratorBase<T>& get_mutable_integrator() { return *integrator_; }
  /// Replaces the integrator with a new `Integrator(get_system(), args...,
  /// &get_mutable_context())`, returning it. The simulator must be
  /// initialized again.
  template <class Integrator, typename... Args>
  Integrator& reset_integrator(Args&&... args) {
    auto integrator = std::make_unique<Integrator>(
        system_, std::forward<Args>(args)..., context_.get());
    Integrator& result = *integrator;
    reset_integrator(std::move(integrator));
    return result;
  }
  /// Replaces the integrator (which must integrate this simulator's system
  /// and context; its context is set to this simulator's).
  IntegratorBase<T>& reset_integrator(
      std::unique_ptr<IntegratorBase<T>> integrator);

  /// The width of the time interval to which witness function crossings
  /// are isolated: max(working minimum step, 0.01·accuracy·1 s), using the
  /// integrator's accuracy in use (error control) or the context's
  /// accuracy (fixed steps). Empty in fixed-step mode without a context
  /// accuracy: then crossings are reported at the end of the step.
  std::optional<T> GetCurrentWitnessTimeIsolation() const;

 private:
  enum TimeOrWitnessTriggered {
    kNothingTriggered = 0b00,
    kTimeTriggered = 0b01,
    kWitnessTriggered = 0b10,
    kBothTriggered = 0b11,
  };

  Simulator(const System<T>* system,
            std::unique_ptr<const System<T>> owned_system,
            std::unique_ptr<Context<T>> context);

  // Each returns the handlers' combined status and counts the dispatch.
  EventStatus HandleUnrestrictedUpdate(
      const EventCollection<UnrestrictedUpdateEvent<T>>& events);
  EventStatus HandleDiscreteUpdate(
      const EventCollection<DiscreteUpdateEvent<T>>& events);
  EventStatus HandlePublish(const EventCollection<PublishEvent<T>>& events);
  // Runs the publishes of merged_events_ and the forced publish.
  EventStatus HandlePublishesAtStepEnd(bool forced);

  // Updates `status` from an event or monitor status: throws on failure,
  // records termination. Returns true to keep going.
  bool ProcessEventStatus(const EventStatus& event_status, const char* what,
                          SimulatorStatus* status);
  bool CallMonitor(SimulatorStatus* status);

  // Integrates to no further than the given times, localizing witness
  // crossings; fills witnessed_events_.
  TimeOrWitnessTriggered IntegrateContinuousState(const T& next_publish_time,
                                                  const T& next_update_time,
                                                  const T& boundary_time);
  void RedetermineActiveWitnessFunctionsIfNecessary();
  // Evaluates a witness of the system or of one of its subsystems.
  T EvalWitness(const WitnessFunction<T>& witness) const;
  // Fills triggered_witnesses_ with the witnesses whose values went from
  // w0 to wf in their triggering direction; true if any did.
  bool DidWitnessTrigger(const std::vector<T>& w0, const std::vector<T>& wf);
  // Bisects [t0, tf] down to the isolation interval; leaves the context at
  // the end of the final interval with triggered_witnesses_ set.
  void IsolateWitnessTriggers(const T& t0, const VectorX<T>& x0, const T& tf);
  void ThrowIfNaNState(const char* where) const;
  // Saves the time and the state at the start of a step (the abstract state
  // only if `with_abstract`: only unrestricted updates change it), and
  // restores them after a step threw.
  void SaveStepStart(bool with_abstract);
  void RestoreStepStart();
  // Initialize(), or with `resuming` the re-initialization after a fault
  // (see the class comment): no initialization events, publishes, monitor
  // call or statistics reset.
  SimulatorStatus InitializeImpl(const InitializeParams& params, bool resuming);
  void PauseIfTooFast() const;
  void ThrowIfNoContext(const char* func) const;

  std::unique_ptr<const System<T>> owned_system_;
  const System<T>& system_;
  std::unique_ptr<Context<T>> context_;
  std::unique_ptr<IntegratorBase<T>> integrator_;
  std::function<EventStatus(const Context<T>&)> monitor_;

  bool initialization_done_{false};
  // Set when a step threw and its start was restored; the next AdvanceTo()
  // resumes rather than initializing afresh.
  bool resume_after_fault_{false};
  bool publish_every_time_step_{false};
  bool publish_at_initialization_{false};
  double target_realtime_rate_{0.0};

  // Event storage, allocated by Initialize().
  std::unique_ptr<CompositeEventCollection<T>> init_events_;
  std::unique_ptr<CompositeEventCollection<T>> per_step_events_;
  std::unique_ptr<CompositeEventCollection<T>> timed_events_;
  std::unique_ptr<CompositeEventCollection<T>> witnessed_events_;
  std::unique_ptr<CompositeEventCollection<T>> merged_events_;
  std::unique_ptr<State<T>> unrestricted_updates_;
  std::unique_ptr<DiscreteValues<T>> discrete_updates_;
  // The time and state at the start of the current step (allocated by
  // Initialize()).
  std::unique_ptr<State<T>> step_start_state_;
  T step_start_time_{};
  bool step_start_has_abstract_{false};
  TimeOrWitnessTriggered time_or_witness_triggered_{kNothingTriggered};

  // Witness bookkeeping.
  bool redetermine_active_witnesses_{true};
  std::vector<const WitnessFunction<T>*> witness_functions_;
  std::vector<const WitnessFunction<T>*> triggered_witnesses_;
  std::vector<T> w0_, wf_, wc_;
  VectorX<T> x0_;
  std::unique_ptr<ContinuousState<T>> event_x0_;
  std::unordered_map<const WitnessFunction<T>*, std::unique_ptr<Event<T>>>
      witness_function_events_;

  // Statistics.
  int64_t num_publishes_{0};
  int64_t num_steps_taken_{0};
  int64_t num_discrete_updates_{0};
  int64_t num_unrestricted_updates_{0};
  double initial_simtime_{0.0};
  std::chrono::steady_clock::time_point initial_realtime_;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::systems::Simulator)
