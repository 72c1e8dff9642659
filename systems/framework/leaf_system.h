#pragma once

/// @file
/// LeafSystem<T>: the base class of user-written systems. Declare state,
/// parameters, ports, cache entries, events and witness functions in the
/// constructor; override DoCalcTimeDerivatives for continuous dynamics.

#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

#include "drake/systems/framework/leaf_context.h"
#include "drake/systems/framework/system.h"

namespace drake {
namespace systems {

template <typename T>
class LeafSystem : public System<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(LeafSystem);
  ~LeafSystem() override;

  /// Copies the declared model values into `state`.
  void SetDefaultState(const Context<T>& context,
                       State<T>* state) const override;
  /// Copies the declared model values into `parameters`.
  void SetDefaultParameters(const Context<T>& context,
                            Parameters<T>* parameters) const override;

  std::unique_ptr<ContinuousState<T>> AllocateTimeDerivatives() const final;
  std::unique_ptr<DiscreteValues<T>> AllocateDiscreteVariables() const final;
  std::unique_ptr<CompositeEventCollection<T>>
  AllocateCompositeEventCollection() const final;

  /// (input, output) pairs where the output's declared prerequisites reach
  /// the input (directly or through other cache entries, all_input_ports or
  /// all_sources).
  std::multimap<int, int> GetDirectFeedthroughs() const final;

  void AddTriggeredWitnessFunctionToCompositeEventCollection(
      Event<T>* event, CompositeEventCollection<T>* events) const final;

  /// Numeric parameter `index` of `context`, as a U<T> (throws if not one).
  template <template <typename> class U = BasicVector>
  const U<T>& GetNumericParameter(const Context<T>& context, int index) const {
    this->ValidateContext(context);
    const auto* result =
        dynamic_cast<const U<T>*>(&context.get_numeric_parameter(index));
    DRAKE_THROW_UNLESS(result != nullptr);
    return *result;
  }
  template <template <typename> class U = BasicVector>
  U<T>& GetMutableNumericParameter(Context<T>* context, int index) const {
    this->ValidateContext(context);
    auto* result =
        dynamic_cast<U<T>*>(&context->get_mutable_numeric_parameter(index));
    DRAKE_THROW_UNLESS(result != nullptr);
    return *result;
  }

 protected:
  /// A system that supports no scalar conversion.
  LeafSystem();
  /// A system convertible as `converter` says; pass
  /// `SystemTypeTag<MySystem>{}` for the usual conversions.
  explicit LeafSystem(SystemScalarConverter converter);

  /// (Advanced) Makes the LeafContext; override to use a subclass.
  virtual std::unique_ptr<LeafContext<T>> DoMakeLeafContext() const;

  /// (Advanced) Called with each newly allocated (fully built) context, so
  /// that a subclass can check its invariants and throw when they fail. The
  /// default does nothing.
  virtual void DoValidateAllocatedLeafContext(const LeafContext<T>&) const {}

  // ---- State and parameters ----------------------------------------------
  /// Declares `num_state_variables` continuous states (all z). A later
  /// DeclareContinuousState() call replaces the earlier one. Returns the
  /// state's index (always zero: a system has one continuous state).
  ContinuousStateIndex DeclareContinuousState(int num_state_variables);
  /// Declares continuous state [q; v; z] of the given sizes.
  ContinuousStateIndex DeclareContinuousState(int num_q, int num_v, int num_z);
  /// Declares continuous state with default value `model_vector` (all z).
  ContinuousStateIndex DeclareContinuousState(
      const BasicVector<T>& model_vector);
  /// As above, partitioned as [q; v; z]. Throws std::logic_error if the
  /// sizes do not add up to the model's or num_v > num_q.
  ContinuousStateIndex DeclareContinuousState(
      const BasicVector<T>& model_vector, int num_q, int num_v, int num_z);
  /// Declares a discrete state group with default `model_vector`.
  DiscreteStateIndex DeclareDiscreteState(const BasicVector<T>& model_vector);
  DiscreteStateIndex DeclareDiscreteState(
      const Eigen::Ref<const VectorX<T>>& vector);
  /// Declares a discrete group of `num_state_variables` zeros.
  DiscreteStateIndex DeclareDiscreteState(int num_state_variables);
  /// Declares an abstract state with default `abstract_state`.
  AbstractStateIndex DeclareAbstractState(const AbstractValue& abstract_state);
  /// Declares a numeric parameter group with default `model_vector`.
  int DeclareNumericParameter(const BasicVector<T>& model_vector);
  /// Declares an abstract parameter with default `model_value`.
  int DeclareAbstractParameter(const AbstractValue& model_value);
  /// Sets the size of the implicit dynamics residual (default: the number
  /// of continuous states).
  void DeclareImplicitTimeDerivativesResidualSize(int n) {
    this->set_implicit_time_derivatives_residual_size(n);
  }

  /// (Advanced) New storage holding the declared defaults, as a new
  /// context's: the continuous state, the discrete state, the abstract
  /// state, and the parameters.
  std::unique_ptr<ContinuousState<T>> AllocateContinuousState() const;
  std::unique_ptr<DiscreteValues<T>> AllocateDiscreteState() const;
  std::unique_ptr<AbstractValues> AllocateAbstractState() const;
  std::unique_ptr<Parameters<T>> AllocateParameters() const;

  // ---- Constraints -------------------------------------------------------
  /// Declares the constraint calc(context) = 0 with `count` elements.
  /// Returns its index. @throws std::exception if `count` is negative.
  template <class MySystem>
  SystemConstraintIndex DeclareEqualityConstraint(
      void (MySystem::*calc)(const Context<T>&, VectorX<T>*) const, int count,
      std::string description) {
    const MySystem* self = this->template AsMySystem<MySystem>();
    return DeclareEqualityConstraint(
        [self, calc](const Context<T>& context, VectorX<T>* value) {
          (self->*calc)(context, value);
        },
        count, std::move(description));
  }
  SystemConstraintIndex DeclareEqualityConstraint(ContextConstraintCalc<T> calc,
                                                  int count,
                                                  std::string description);
  /// Declares the constraint bounds.lower() ≤ calc(context) ≤
  /// bounds.upper(). Returns its index.
  template <class MySystem>
  SystemConstraintIndex DeclareInequalityConstraint(
      void (MySystem::*calc)(const Context<T>&, VectorX<T>*) const,
      SystemConstraintBounds bounds, std::string description) {
    const MySystem* self = this->template AsMySystem<MySystem>();
    return DeclareInequalityConstraint(
        [self, calc](const Context<T>& context, VectorX<T>* value) {
          (self->*calc)(context, value);
        },
        std::move(bounds), std::move(description));
  }
  SystemConstraintIndex DeclareInequalityConstraint(
      ContextConstraintCalc<T> calc, SystemConstraintBounds bounds,
      std::string description);

  // ---- Input ports -------------------------------------------------------
  /// A vector input port whose values look like `model_vector`.
  InputPort<T>& DeclareVectorInputPort(
      std::variant<std::string, UseDefaultName> name,
      const BasicVector<T>& model_vector,
      std::optional<RandomDistribution> random_type = std::nullopt);
  /// A vector input port of `size` elements.
  InputPort<T>& DeclareVectorInputPort(
      std::variant<std::string, UseDefaultName> name, int size,
      std::optional<RandomDistribution> random_type = std::nullopt);
  /// An abstract input port whose values have `model_value`'s type.
  InputPort<T>& DeclareAbstractInputPort(
      std::variant<std::string, UseDefaultName> name,
      const AbstractValue& model_value);

  // ---- Output ports ------------------------------------------------------
  /// A vector output port computed by `calc` into a copy of `model_vector`.
  template <class MySystem, typename BasicVectorSubtype>
  LeafOutputPort<T>& DeclareVectorOutputPort(
      std::variant<std::string, UseDefaultName> name,
      const BasicVectorSubtype& model_vector,
      void (MySystem::*calc)(const Context<T>&, BasicVectorSubtype*) const,
      std::set<DependencyTicket> prerequisites_of_calc = {
          SystemBase::all_sources_ticket()}) {
    static_assert(std::is_base_of_v<BasicVector<T>, BasicVectorSubtype>);
    return CreateVectorOutputPort(
        std::move(name), model_vector,
        ValueProducer(this->template AsMySystem<MySystem>(), model_vector,
                      calc),
        std::move(prerequisites_of_calc));
  }
  /// As above, with a default-constructed model vector.
  template <class MySystem, typename BasicVectorSubtype>
  LeafOutputPort<T>& DeclareVectorOutputPort(
      std::variant<std::string, UseDefaultName> name,
      void (MySystem::*calc)(const Context<T>&, BasicVectorSubtype*) const,
      std::set<DependencyTicket> prerequisites_of_calc = {
          SystemBase::all_sources_ticket()}) {
    static_assert(std::is_default_constructible_v<BasicVectorSubtype>);
    return DeclareVectorOutputPort(std::move(name), BasicVectorSubtype{}, calc,
                                   std::move(prerequisites_of_calc));
  }
  /// A vector output port of `size` elements.
  template <class MySystem>
  LeafOutputPort<T>& DeclareVectorOutputPort(
      std::variant<std::string, UseDefaultName> name, int size,
      void (MySystem::*calc)(const Context<T>&, BasicVector<T>*) const,
      std::set<DependencyTicket> prerequisites_of_calc = {
          SystemBase::all_sources_ticket()}) {
    return DeclareVectorOutputPort(std::move(name), BasicVector<T>(size), calc,
                                   std::move(prerequisites_of_calc));
  }
  /// A vector output port computed by any callable.
  LeafOutputPort<T>& DeclareVectorOutputPort(
      std::variant<std::string, UseDefaultName> name,
      const BasicVector<T>& model_vector,
      typename LeafOutputPort<T>::CalcVectorCallback vector_calc_function,
      std::set<DependencyTicket> prerequisites_of_calc = {
          SystemBase::all_sources_ticket()});
  LeafOutputPort<T>& DeclareVectorOutputPort(
      std::variant<std::string, UseDefaultName> name, int size,
      typename LeafOutputPort<T>::CalcVectorCallback vector_calc_function,
      std::set<DependencyTicket> prerequisites_of_calc = {
          SystemBase::all_sources_ticket()}) {
    return DeclareVectorOutputPort(std::move(name), BasicVector<T>(size),
                                   std::move(vector_calc_function),
                                   std::move(prerequisites_of_calc));
  }

  /// An abstract output port computed by `calc` into a copy of
  /// `model_value`.
  template <class MySystem, typename OutputType>
  LeafOutputPort<T>& DeclareAbstractOutputPort(
      std::variant<std::string, UseDefaultName> name,
      const OutputType& model_value,
      void (MySystem::*calc)(const Context<T>&, OutputType*) const,
      std::set<DependencyTicket> prerequisites_of_calc = {
          SystemBase::all_sources_ticket()}) {
    return CreateAbstractOutputPort(
        std::move(name),
        ValueProducer(this->template AsMySystem<MySystem>(), model_value, calc),
        std::move(prerequisites_of_calc));
  }
  /// As above, with a value-initialized model.
  template <class MySystem, typename OutputType>
  LeafOutputPort<T>& DeclareAbstractOutputPort(
      std::variant<std::string, UseDefaultName> name,
      void (MySystem::*calc)(const Context<T>&, OutputType*) const,
      std::set<DependencyTicket> prerequisites_of_calc = {
          SystemBase::all_sources_ticket()}) {
    static_assert(std::is_default_constructible_v<OutputType>);
    return DeclareAbstractOutputPort(std::move(name), OutputType{}, calc,
                                     std::move(prerequisites_of_calc));
  }
  /// An abstract output port from an allocator and a calc callable.
  LeafOutputPort<T>& DeclareAbstractOutputPort(
      std::variant<std::string, UseDefaultName> name,
      typename LeafOutputPort<T>::AllocCallback alloc_function,
      typename LeafOutputPort<T>::CalcCallback calc_function,
      std::set<DependencyTicket> prerequisites_of_calc = {
          SystemBase::all_sources_ticket()});

  /// An output port that copies a state: all continuous state, one discrete
  /// group, or one abstract state.
  LeafOutputPort<T>& DeclareStateOutputPort(
      std::variant<std::string, UseDefaultName> name,
      ContinuousStateIndex state_index);
  LeafOutputPort<T>& DeclareStateOutputPort(
      std::variant<std::string, UseDefaultName> name,
      DiscreteStateIndex state_index);
  LeafOutputPort<T>& DeclareStateOutputPort(
      std::variant<std::string, UseDefaultName> name,
      AbstractStateIndex state_index);

  // ---- Cache entries -----------------------------------------------------
  using SystemBase::DeclareCacheEntry;
  /// A cache entry computed by a member function into a copy of
  /// `model_value`, recomputed when a prerequisite changes.
  template <class MySystem, class MyContext, typename ValueType>
  CacheEntry& DeclareCacheEntry(
      std::string description, const ValueType& model_value,
      void (MySystem::*calc)(const MyContext&, ValueType*) const,
      std::set<DependencyTicket> prerequisites_of_calc = {
          SystemBase::all_sources_ticket()}) {
    return this->DeclareCacheEntry(
        std::move(description),
        ValueProducer(this->template AsMySystem<MySystem>(), model_value, calc),
        std::move(prerequisites_of_calc));
  }
  template <class MySystem, class MyContext, typename ValueType>
  CacheEntry& DeclareCacheEntry(
      std::string description,
      void (MySystem::*calc)(const MyContext&, ValueType*) const,
      std::set<DependencyTicket> prerequisites_of_calc = {
          SystemBase::all_sources_ticket()}) {
    static_assert(std::is_default_constructible_v<ValueType>);
    return DeclareCacheEntry(std::move(description), ValueType{}, calc,
                             std::move(prerequisites_of_calc));
  }

  // ---- Events ------------------------------------------------------------
  /// A publish event every `period_sec` starting at `offset_sec`, handled
  /// by `publish`. Throws std::logic_error naming the system if
  /// period_sec <= 0 or offset_sec < 0.
  template <class MySystem, typename R>
  void DeclarePeriodicPublishEvent(double period_sec, double offset_sec,
                                   R (MySystem::*publish)(const Context<T>&)
                                       const) {
    DeclarePeriodicEvent(period_sec, offset_sec,
                         MakePublishEvent(publish, TriggerType::kPeriodic));
  }
  template <class MySystem, typename R>
  void DeclarePeriodicDiscreteUpdateEvent(
      double period_sec, double offset_sec,
      R (MySystem::*update)(const Context<T>&, DiscreteValues<T>*) const) {
    DeclarePeriodicEvent(period_sec, offset_sec,
                         MakeDiscreteEvent(update, TriggerType::kPeriodic));
  }
  template <class MySystem, typename R>
  void DeclarePeriodicUnrestrictedUpdateEvent(
      double period_sec, double offset_sec,
      R (MySystem::*update)(const Context<T>&, State<T>*) const) {
    DeclarePeriodicEvent(period_sec, offset_sec,
                         MakeUnrestrictedEvent(update, TriggerType::kPeriodic));
  }
  /// Declares a periodic event (any of the three kinds).
  template <typename EventType>
  void DeclarePeriodicEvent(double period_sec, double offset_sec,
                            const EventType& event) {
    CheckPeriodic(period_sec, offset_sec);
    auto copy = std::make_unique<EventType>(event);
    copy->set_trigger_type(TriggerType::kPeriodic);
    copy->set_event_data(PeriodicEventData(period_sec, offset_sec));
    PeriodicEventRecord record;
    record.period_sec = period_sec;
    record.offset_sec = offset_sec;
    if constexpr (std::is_same_v<EventType, PublishEvent<T>>) {
      record.publish = copy.get();
    } else if constexpr (std::is_same_v<EventType, DiscreteUpdateEvent<T>>) {
      record.discrete = copy.get();
    } else {
      static_assert(std::is_same_v<EventType, UnrestrictedUpdateEvent<T>>);
      record.unrestricted = copy.get();
    }
    periodic_events_.push_back(std::move(copy));
    periodic_records_.push_back(record);
  }

  /// Events at every simulator step.
  template <class MySystem, typename R>
  void DeclarePerStepPublishEvent(R (MySystem::*publish)(const Context<T>&)
                                      const) {
    DeclarePerStepEvent(MakePublishEvent(publish, TriggerType::kPerStep));
  }
  template <class MySystem, typename R>
  void DeclarePerStepDiscreteUpdateEvent(
      R (MySystem::*update)(const Context<T>&, DiscreteValues<T>*) const) {
    DeclarePerStepEvent(MakeDiscreteEvent(update, TriggerType::kPerStep));
  }
  template <class MySystem, typename R>
  void DeclarePerStepUnrestrictedUpdateEvent(
      R (MySystem::*update)(const Context<T>&, State<T>*) const) {
    DeclarePerStepEvent(MakeUnrestrictedEvent(update, TriggerType::kPerStep));
  }
  template <typename EventType>
  void DeclarePerStepEvent(const EventType& event) {
    EventType copy(event);
    copy.set_trigger_type(TriggerType::kPerStep);
    copy.AddToComposite(&per_step_events_);
  }

  /// Events at Simulator::Initialize().
  template <class MySystem, typename R>
  void DeclareInitializationPublishEvent(
      R (MySystem::*publish)(const Context<T>&) const) {
    DeclareInitializationEvent(
        MakePublishEvent(publish, TriggerType::kInitialization));
  }
  template <class MySystem, typename R>
  void DeclareInitializationDiscreteUpdateEvent(
      R (MySystem::*update)(const Context<T>&, DiscreteValues<T>*) const) {
    DeclareInitializationEvent(
        MakeDiscreteEvent(update, TriggerType::kInitialization));
  }
  template <class MySystem, typename R>
  void DeclareInitializationUnrestrictedUpdateEvent(
      R (MySystem::*update)(const Context<T>&, State<T>*) const) {
    DeclareInitializationEvent(
        MakeUnrestrictedEvent(update, TriggerType::kInitialization));
  }
  template <typename EventType>
  void DeclareInitializationEvent(const EventType& event) {
    EventType copy(event);
    copy.set_trigger_type(TriggerType::kInitialization);
    copy.AddToComposite(&initialization_events_);
  }

  /// Events run by ForcedPublish / CalcForced*Update / ExecuteForcedEvents.
  template <class MySystem, typename R>
  void DeclareForcedPublishEvent(R (MySystem::*publish)(const Context<T>&)
                                     const) {
    this->get_mutable_forced_publish_events().AddEvent(
        MakePublishEvent(publish, TriggerType::kForced));
  }
  template <class MySystem, typename R>
  void DeclareForcedDiscreteUpdateEvent(
      R (MySystem::*update)(const Context<T>&, DiscreteValues<T>*) const) {
    this->get_mutable_forced_discrete_update_events().AddEvent(
        MakeDiscreteEvent(update, TriggerType::kForced));
  }
  template <class MySystem, typename R>
  void DeclareForcedUnrestrictedUpdateEvent(
      R (MySystem::*update)(const Context<T>&, State<T>*) const) {
    this->get_mutable_forced_unrestricted_update_events().AddEvent(
        MakeUnrestrictedEvent(update, TriggerType::kForced));
  }

  // ---- Witness functions -------------------------------------------------
  /// A witness function evaluated by `calc`, with no event.
  template <class MySystem>
  std::unique_ptr<WitnessFunction<T>> MakeWitnessFunction(
      const std::string& description,
      const WitnessFunctionDirection& direction_type,
      T (MySystem::*calc)(const Context<T>&) const) const {
    const MySystem* self = this->template AsMySystem<MySystem>();
    return std::make_unique<WitnessFunction<T>>(
        this, description, direction_type,
        [self, calc](const Context<T>& context) {
          return (self->*calc)(context);
        });
  }
  /// A witness function whose crossing triggers a copy of `event`.
  template <class MySystem, typename EventType>
  std::unique_ptr<WitnessFunction<T>> MakeWitnessFunction(
      const std::string& description,
      const WitnessFunctionDirection& direction_type,
      T (MySystem::*calc)(const Context<T>&) const,
      const EventType& event) const {
    const MySystem* self = this->template AsMySystem<MySystem>();
    return std::make_unique<WitnessFunction<T>>(
        this, description, direction_type,
        [self, calc](const Context<T>& context) {
          return (self->*calc)(context);
        },
        event.Clone());
  }
  std::unique_ptr<WitnessFunction<T>> MakeWitnessFunction(
      const std::string& description,
      const WitnessFunctionDirection& direction_type,
      std::function<T(const Context<T>&)> calc) const {
    return std::make_unique<WitnessFunction<T>>(
        this, description, direction_type, std::move(calc));
  }
  std::unique_ptr<WitnessFunction<T>> MakeWitnessFunction(
      const std::string& description,
      const WitnessFunctionDirection& direction_type,
      std::function<T(const Context<T>&)> calc, const Event<T>& event) const {
    return std::make_unique<WitnessFunction<T>>(
        this, description, direction_type, std::move(calc), event.Clone());
  }
  /// Drake's older name of MakeWitnessFunction() (every overload).
  template <typename... Args>
  std::unique_ptr<WitnessFunction<T>> DeclareWitnessFunction(
      Args&&... args) const {
    return MakeWitnessFunction(std::forward<Args>(args)...);
  }

  // ---- Framework overrides -----------------------------------------------
  std::unique_ptr<ContextBase> DoAllocateContext() const final;
  int do_num_continuous_states() const final {
    return model_continuous_state_->size();
  }
  EventStatus DispatchPublishHandler(
      const Context<T>& context,
      const EventCollection<PublishEvent<T>>& events) const final;
  EventStatus DispatchDiscreteVariableUpdateHandler(
      const Context<T>& context,
      const EventCollection<DiscreteUpdateEvent<T>>& events,
      DiscreteValues<T>* discrete_state) const final;
  void DoApplyDiscreteVariableUpdate(
      const EventCollection<DiscreteUpdateEvent<T>>& events,
      DiscreteValues<T>* discrete_state, Context<T>* context) const final;
  EventStatus DispatchUnrestrictedUpdateHandler(
      const Context<T>& context,
      const EventCollection<UnrestrictedUpdateEvent<T>>& events,
      State<T>* state) const final;
  void DoApplyUnrestrictedUpdate(
      const EventCollection<UnrestrictedUpdateEvent<T>>& events,
      State<T>* state, Context<T>* context) const final;
  void DoCalcNextUpdateTime(const Context<T>& context,
                            CompositeEventCollection<T>* events,
                            T* time) const override;
  void DoGetPerStepEvents(const Context<T>& context,
                          CompositeEventCollection<T>* events) const override;
  void DoGetInitializationEvents(
      const Context<T>& context,
      CompositeEventCollection<T>* events) const override;
  void DoMapPeriodicEventsByTiming(
      std::map<PeriodicEventData, std::vector<const Event<T>*>,
               PeriodicEventDataComparator>* periodic_events) const final;
  void DoFindUniquePeriodicDiscreteUpdatesOrThrow(
      const char* api_name, const Context<T>& context,
      std::optional<PeriodicEventData>* timing,
      EventCollection<DiscreteUpdateEvent<T>>* events) const final;
  std::unique_ptr<EventCollection<PublishEvent<T>>>
  AllocateForcedPublishEventCollection() const final;
  std::unique_ptr<EventCollection<DiscreteUpdateEvent<T>>>
  AllocateForcedDiscreteUpdateEventCollection() const final;
  std::unique_ptr<EventCollection<UnrestrictedUpdateEvent<T>>>
  AllocateForcedUnrestrictedUpdateEventCollection() const final;

 private:
  template <class MySystem>
  const MySystem* AsMySystem() const {
    const MySystem* self = dynamic_cast<const MySystem*>(this);
    DRAKE_THROW_UNLESS(self != nullptr);
    return self;
  }
  template <class MySystem, typename R>
  PublishEvent<T> MakePublishEvent(R (MySystem::*f)(const Context<T>&) const,
                                   TriggerType trigger) const {
    const MySystem* self = AsMySystem<MySystem>();
    return PublishEvent<T>(
        trigger, [self, f](const System<T>&, const Context<T>& context,
                           const PublishEvent<T>&) {
          if constexpr (std::is_void_v<R>) {
            (self->*f)(context);
            return EventStatus::Succeeded();
          } else {
            return (self->*f)(context);
          }
        });
  }
  template <class MySystem, typename R>
  DiscreteUpdateEvent<T> MakeDiscreteEvent(R (MySystem::*f)(const Context<T>&,
                                                            DiscreteValues<T>*)
                                               const,
                                           TriggerType trigger) const {
    const MySystem* self = AsMySystem<MySystem>();
    return DiscreteUpdateEvent<T>(
        trigger,
        [self, f](const System<T>&, const Context<T>& context,
                  const DiscreteUpdateEvent<T>&, DiscreteValues<T>* xd) {
          if constexpr (std::is_void_v<R>) {
            (self->*f)(context, xd);
            return EventStatus::Succeeded();
          } else {
            return (self->*f)(context, xd);
          }
        });
  }
  template <class MySystem, typename R>
  UnrestrictedUpdateEvent<T> MakeUnrestrictedEvent(
      R (MySystem::*f)(const Context<T>&, State<T>*) const,
      TriggerType trigger) const {
    const MySystem* self = AsMySystem<MySystem>();
    return UnrestrictedUpdateEvent<T>(
        trigger, [self, f](const System<T>&, const Context<T>& context,
                           const UnrestrictedUpdateEvent<T>&, State<T>* x) {
          if constexpr (std::is_void_v<R>) {
            (self->*f)(context, x);
            return EventStatus::Succeeded();
          } else {
            return (self->*f)(context, x);
          }
        });
  }

  void CheckPeriodic(double period_sec, double offset_sec) const;
  // Declares lower ≤ v ≤ upper for the elements of `model_vector` that
  // have a finite bound (VectorBase::GetElementBounds()), where v is the
  // vector `get_vector` reads from a context; does nothing if none has.
  void MaybeDeclareVectorBaseInequalityConstraint(
      const std::string& kind, const VectorBase<T>& model_vector,
      std::function<const VectorBase<T>&(const Context<T>&)> get_vector);
  LeafOutputPort<T>& CreateVectorOutputPort(
      std::variant<std::string, UseDefaultName> name,
      const BasicVector<T>& model_vector, ValueProducer producer,
      std::set<DependencyTicket> prerequisites_of_calc);
  LeafOutputPort<T>& CreateAbstractOutputPort(
      std::variant<std::string, UseDefaultName> name, ValueProducer producer,
      std::set<DependencyTicket> prerequisites_of_calc);
  LeafOutputPort<T>& CreateOutputPort(
      std::variant<std::string, UseDefaultName> name, PortDataType type,
      int size, ValueProducer producer,
      std::set<DependencyTicket> prerequisites_of_calc);

  // Model values, copied into new contexts and by SetDefaultState.
  std::unique_ptr<BasicVector<T>> model_continuous_state_;
  int num_q_{0};
  int num_v_{0};
  int num_z_{0};
  std::vector<std::unique_ptr<BasicVector<T>>> model_discrete_state_;
  std::vector<std::unique_ptr<AbstractValue>> model_abstract_states_;
  std::vector<std::unique_ptr<BasicVector<T>>> model_numeric_parameters_;
  std::vector<std::unique_ptr<AbstractValue>> model_abstract_parameters_;

  std::vector<std::unique_ptr<Event<T>>> periodic_events_;
  // The timing and typed pointer of each periodic event (exactly one of the
  // three pointers is set), so that the per-step search for the next timed
  // events neither copies nor downcasts.
  struct PeriodicEventRecord {
    double period_sec{};
    double offset_sec{};
    const PublishEvent<T>* publish{};
    const DiscreteUpdateEvent<T>* discrete{};
    const UnrestrictedUpdateEvent<T>* unrestricted{};
  };
  std::vector<PeriodicEventRecord> periodic_records_;
  LeafCompositeEventCollection<T> per_step_events_;
  LeafCompositeEventCollection<T> initialization_events_;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::LeafSystem)
