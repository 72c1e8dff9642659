#pragma once

/// @file
/// Context<T>: everything a System needs to compute: time, accuracy,
/// state, parameters, fixed input values and the cache. Every mutable
/// accessor notifies exactly the dependents of what it can change.

#include <memory>
#include <optional>
#include <string>
#include <utility>

#include "drake/systems/framework/context_base.h"
#include "drake/systems/framework/parameters.h"
#include "drake/systems/framework/state.h"

namespace drake {
namespace systems {

template <typename T>
class Context : public ContextBase {
 public:
  Context(Context&&) = delete;
  Context& operator=(const Context&) = delete;
  Context& operator=(Context&&) = delete;
  ~Context() override = default;

  // ---- Time and accuracy -------------------------------------------------
  const T& get_time() const { return time_; }
  /// Sets the time and notifies its dependents. Throws std::logic_error
  /// when called on a subcontext (time is set at the root only).
  void SetTime(const T& time_sec) {
    ThrowIfNotRootContext("SetTime", "Time");
    if (true_time_.has_value()) SetTrueTime(std::nullopt);
    PropagateTimeChange(time_sec);
    NoteChanged(internal::kTimeTicket);
  }
  /// (Advanced) Sets the time to `time` (slightly perturbed by the caller,
  /// e.g. by the Simulator at initialization) while remembering the
  /// unperturbed `true_time` (get_true_time()), here and in every
  /// subcontext, until the next SetTime(). Root context only.
  void PerturbTime(const T& time, const T& true_time) {
    ThrowIfNotRootContext("PerturbTime", "Time");
    PropagateTimeChange(time);
    SetTrueTime(true_time);
    NoteChanged(internal::kTimeTicket);
  }
  /// (Advanced) The time given to PerturbTime() as the true time, or
  /// nothing if the time was set otherwise.
  const std::optional<T>& get_true_time() const { return true_time_; }
  const std::optional<double>& get_accuracy() const { return accuracy_; }
  /// Sets the requested accuracy; root context only.
  void SetAccuracy(const std::optional<double>& accuracy) {
    ThrowIfNotRootContext("SetAccuracy", "Accuracy");
    PropagateAccuracyChange(accuracy);
    NoteChanged(internal::kAccuracyTicket);
  }

  // ---- State -------------------------------------------------------------
  const State<T>& get_state() const { return *state_; }
  /// All state, writeable: notifies the dependents of all state.
  State<T>& get_mutable_state() {
    NoteAllStateChanged();
    return *state_;
  }
  bool is_stateless() const {
    return num_continuous_states() == 0 && num_discrete_state_groups() == 0 &&
           num_abstract_states() == 0;
  }
  bool has_only_continuous_state() const {
    return num_continuous_states() > 0 && num_discrete_state_groups() == 0 &&
           num_abstract_states() == 0;
  }
  bool has_only_discrete_state() const {
    return num_continuous_states() == 0 && num_discrete_state_groups() > 0 &&
           num_abstract_states() == 0;
  }
  /// Continuous state size plus all discrete groups' sizes; throws if there
  /// is abstract state.
  int num_total_states() const {
    if (num_abstract_states() > 0) {
      throw std::logic_error(
          "Context::num_total_states() is not defined with abstract state.");
    }
    int count = num_continuous_states();
    for (int i = 0; i < num_discrete_state_groups(); ++i) {
      count += get_discrete_state(i).size();
    }
    return count;
  }

  int num_continuous_states() const {
    return state_->get_continuous_state().size();
  }
  const ContinuousState<T>& get_continuous_state() const {
    return state_->get_continuous_state();
  }
  ContinuousState<T>& get_mutable_continuous_state() {
    NoteAllContinuousStateChanged();
    return state_->get_mutable_continuous_state();
  }
  const VectorBase<T>& get_continuous_state_vector() const {
    return get_continuous_state().get_vector();
  }
  VectorBase<T>& get_mutable_continuous_state_vector() {
    return get_mutable_continuous_state().get_mutable_vector();
  }
  /// Copies `xc` into the continuous state; throws on size mismatch.
  void SetContinuousState(const Eigen::Ref<const VectorX<T>>& xc) {
    get_mutable_continuous_state().SetFromVector(xc);
  }
  void SetTimeAndContinuousState(const T& time_sec,
                                 const Eigen::Ref<const VectorX<T>>& xc) {
    SetTime(time_sec);
    SetContinuousState(xc);
  }
  /// (Advanced) Sets the time, notes that all continuous state x = [q; v; z]
  /// is about to change, and returns x for writing. Root context only.
  VectorBase<T>& SetTimeAndGetMutableContinuousStateVector(const T& time_sec) {
    SetTimeAndNoteContinuousStateChange(time_sec);
    return state_->get_mutable_continuous_state().get_mutable_vector();
  }
  /// (Advanced) Sets the time, notes that q is about to change (not v or
  /// z), and returns q for writing. Root context only.
  VectorBase<T>& SetTimeAndGetMutableQVector(const T& time_sec) {
    SetTime(time_sec);
    NoteChanged(internal::kQTicket);
    return state_->get_mutable_continuous_state()
        .get_mutable_generalized_position();
  }
  /// (Advanced) Notes that v and z are about to change (not q or time) and
  /// returns them for writing.
  std::pair<VectorBase<T>*, VectorBase<T>*> GetMutableVZVectors() {
    NoteChanged(internal::kVTicket);
    NoteChanged(internal::kZTicket);
    ContinuousState<T>& xc = state_->get_mutable_continuous_state();
    return {&xc.get_mutable_generalized_velocity(),
            &xc.get_mutable_misc_continuous_state()};
  }
  /// (Advanced) Sets the time and notes that all continuous state is about
  /// to change (the caller then writes it through a reference kept from
  /// earlier). Root context only.
  void SetTimeAndNoteContinuousStateChange(const T& time_sec) {
    SetTime(time_sec);
    NoteAllContinuousStateChanged();
  }
  /// (Advanced) Notes that all continuous state is about to change.
  void NoteContinuousStateChange() { NoteAllContinuousStateChanged(); }

  int num_discrete_state_groups() const {
    return state_->get_discrete_state().num_groups();
  }
  const DiscreteValues<T>& get_discrete_state() const {
    return state_->get_discrete_state();
  }
  /// Group `index`; throws if out of range.
  const BasicVector<T>& get_discrete_state(int index) const {
    return state_->get_discrete_state(index);
  }
  /// The only group; throws unless there is exactly one.
  const BasicVector<T>& get_discrete_state_vector() const {
    return get_discrete_state().get_vector();
  }
  DiscreteValues<T>& get_mutable_discrete_state() {
    NoteAllDiscreteStateChanged();
    return state_->get_mutable_discrete_state();
  }
  BasicVector<T>& get_mutable_discrete_state(int index) {
    BasicVector<T>& result = state_->get_mutable_discrete_state(index);
    NoteDiscreteStateGroupChanged(index);
    return result;
  }
  BasicVector<T>& get_mutable_discrete_state_vector() {
    if (num_discrete_state_groups() != 1) {
      throw std::logic_error(fmt::format(
          "Context::get_mutable_discrete_state_vector(): expected exactly one "
          "discrete state group but there are {}.",
          num_discrete_state_groups()));
    }
    return get_mutable_discrete_state(0);
  }
  void SetDiscreteState(const Eigen::Ref<const VectorX<T>>& xd) {
    get_mutable_discrete_state_vector().SetFromVector(xd);
  }
  void SetDiscreteState(int group_index,
                        const Eigen::Ref<const VectorX<T>>& xd) {
    get_mutable_discrete_state(group_index).SetFromVector(xd);
  }
  void SetDiscreteState(const DiscreteValues<T>& xd) {
    get_mutable_discrete_state().SetFrom(xd);
  }

  int num_abstract_states() const {
    return state_->get_abstract_state().size();
  }
  const AbstractValues& get_abstract_state() const {
    return state_->get_abstract_state();
  }
  /// Abstract state `index` as a U; throws if out of range or not a U.
  template <typename U>
  const U& get_abstract_state(int index) const {
    return state_->template get_abstract_state<U>(index);
  }
  AbstractValues& get_mutable_abstract_state() {
    NoteAllAbstractStateChanged();
    return state_->get_mutable_abstract_state();
  }
  template <typename U>
  U& get_mutable_abstract_state(int index) {
    U& result = state_->template get_mutable_abstract_state<U>(index);
    NoteAbstractStateChanged(index);
    return result;
  }
  template <typename ValueType>
  void SetAbstractState(int index, const ValueType& value) {
    get_mutable_abstract_state<ValueType>(index) = value;
  }

  // ---- Parameters --------------------------------------------------------
  const Parameters<T>& get_parameters() const { return *parameters_; }
  Parameters<T>& get_mutable_parameters() {
    NoteAllParametersChanged();
    return *parameters_;
  }
  int num_numeric_parameter_groups() const {
    return parameters_->num_numeric_parameter_groups();
  }
  const BasicVector<T>& get_numeric_parameter(int index) const {
    return parameters_->get_numeric_parameter(index);
  }
  BasicVector<T>& get_mutable_numeric_parameter(int index) {
    BasicVector<T>& result = parameters_->get_mutable_numeric_parameter(index);
    NoteNumericParameterChanged(index);
    return result;
  }
  int num_abstract_parameters() const {
    return parameters_->num_abstract_parameters();
  }
  const AbstractValue& get_abstract_parameter(int index) const {
    return parameters_->get_abstract_parameter(index);
  }
  AbstractValue& get_mutable_abstract_parameter(int index) {
    AbstractValue& result = parameters_->get_mutable_abstract_parameter(index);
    NoteAbstractParameterChanged(index);
    return result;
  }

  // ---- Copying -----------------------------------------------------------
  /// Copies time, accuracy, state and parameters from `source` (which must
  /// belong to an equivalent system; it may use another scalar type, whose
  /// values are converted). Throws on mismatched sizes.
  template <typename U>
  void SetTimeStateAndParametersFrom(const Context<U>& source) {
    SetTime(internal::ConvertScalar<T>(source.get_time()));
    SetAccuracy(source.get_accuracy());
    SetStateAndParametersFrom(source);
  }
  /// As SetTimeStateAndParametersFrom() but leaves time and accuracy alone.
  template <typename U>
  void SetStateAndParametersFrom(const Context<U>& source) {
    get_mutable_state().SetFrom(source.get_state());
    get_mutable_parameters().SetFrom(source.get_parameters());
  }

  /// A deep copy, independent of this one.
  std::unique_ptr<Context<T>> Clone() const {
    std::unique_ptr<ContextBase> clone = ContextBase::Clone();
    return std::unique_ptr<Context<T>>(
        static_cast<Context<T>*>(clone.release()));
  }
  /// A deep copy of the state only (for a diagram, a DiagramState), with
  /// this context's system id (so this context's System accepts it).
  std::unique_ptr<State<T>> CloneState() const {
    std::unique_ptr<State<T>> result = DoCloneState();
    result->set_system_id(this->get_system_id());
    return result;
  }

  /// A short description of time and state sizes.
  std::string to_string() const;

  // ---- Framework ---------------------------------------------------------
  /// (Framework) For a parent DiagramContext: sets time (or accuracy) here
  /// and below without notifying.
  void PropagateTimeChangeForParent(const T& time) {
    PropagateTimeChange(time);
  }
  void PropagateAccuracyChangeForParent(const std::optional<double>& a) {
    PropagateAccuracyChange(a);
  }
  /// (Framework) Replaces the state and parameters (while building); they
  /// take this context's system id.
  void init_state(std::unique_ptr<State<T>> state) {
    state_ = std::move(state);
    state_->set_system_id(this->get_system_id());
  }
  void init_parameters(std::unique_ptr<Parameters<T>> params) {
    parameters_ = std::move(params);
    parameters_->set_system_id(this->get_system_id());
  }

 protected:
  Context() = default;
  /// Copies time and accuracy only; subclasses copy state and parameters.
  Context(const Context<T>& source)
      : ContextBase(source),
        time_(source.time_),
        true_time_(source.true_time_),
        accuracy_(source.accuracy_) {}

  /// Sets the time in this context and every subcontext (no notification).
  virtual std::unique_ptr<State<T>> DoCloneState() const;
  void notify_set_system_id(internal::SystemId id) override {
    if (state_ != nullptr) state_->set_system_id(id);
    if (parameters_ != nullptr) parameters_->set_system_id(id);
  }
  bool DoHasContinuousState() const override {
    return state_ != nullptr && state_->get_continuous_state().size() > 0;
  }
  virtual void PropagateTimeChange(const T& time) { time_ = time; }
  virtual void PropagateAccuracyChange(const std::optional<double>& accuracy) {
    accuracy_ = accuracy;
  }
  void ThrowIfNotRootContext(const char* func, const char* quantity) const {
    if (!is_root_context()) {
      throw std::logic_error(fmt::format(
          "{}(): {} change allowed only in the root Context.", func, quantity));
    }
  }

 private:
  // Sets the true time here and in every subcontext.
  void SetTrueTime(const std::optional<T>& true_time) {
    true_time_ = true_time;
    for (int i = 0; i < num_subcontexts(); ++i) {
      static_cast<Context<T>&>(get_mutable_subcontext_base(i))
          .SetTrueTime(true_time);
    }
  }

  T time_{0.0};
  std::optional<T> true_time_;
  std::optional<double> accuracy_;
  std::unique_ptr<State<T>> state_;
  std::unique_ptr<Parameters<T>> parameters_;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::Context)
