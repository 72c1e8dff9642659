#pragma once

/// @file
/// System<T>: the base of every leaf system and diagram: ports, context
/// creation, continuous dynamics, energy, events and scalar conversion.

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "drake/common/default_scalars.h"
#include "drake/systems/framework/context.h"
#include "drake/systems/framework/event_collection.h"
#include "drake/systems/framework/input_port.h"
#include "drake/systems/framework/output_port.h"
#include "drake/systems/framework/system_base.h"
#include "drake/systems/framework/system_constraint.h"
#include "drake/systems/framework/system_output.h"
#include "drake/systems/framework/system_scalar_converter.h"
#include "drake/systems/framework/witness_function.h"

namespace drake {
class RandomGenerator;

namespace systems {

template <typename T>
class SystemVisitor;

template <typename T>
class System : public SystemBase {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(System);
  ~System() override;

  /// The scalar type of this system.
  using Scalar = T;

  /// Calls `v->VisitSystem(*this)` (a Diagram calls VisitDiagram()).
  /// @throws std::exception if `v` is null.
  virtual void Accept(SystemVisitor<T>* v) const;

  /// A deep copy of this system (made by scalar conversion to another
  /// scalar type and back). Contexts of this system do not work with the
  /// copy. @throws std::exception if this system does not support scalar
  /// conversion.
  std::unique_ptr<System<T>> Clone() const;
  /// As Clone(), keeping the concrete type S.
  template <template <typename> class S = ::drake::systems::System>
  static std::unique_ptr<S<T>> Clone(const S<T>& from) {
    std::unique_ptr<System<T>> copy = from.Clone();
    return std::unique_ptr<S<T>>(dynamic_cast<S<T>*>(copy.release()));
  }

  // ---- Contexts ----------------------------------------------------------
  /// A new context with every value allocated but not set to defaults.
  std::unique_ptr<Context<T>> AllocateContext() const;
  /// A new context holding the default values.
  std::unique_ptr<Context<T>> CreateDefaultContext() const;
  /// Sets state and parameters of `context` to their defaults (time is
  /// left alone). Throws if `context` is not this system's.
  void SetDefaultContext(Context<T>* context) const;
  /// Sets `state` to its default values (for this system's `context`).
  virtual void SetDefaultState(const Context<T>& context,
                               State<T>* state) const = 0;
  virtual void SetDefaultParameters(const Context<T>& context,
                                    Parameters<T>* parameters) const = 0;
  /// As SetDefaultContext, but draws random values where the system
  /// declares them (by default the same as SetDefaultContext).
  void SetRandomContext(Context<T>* context, RandomGenerator* generator) const;
  virtual void SetRandomState(const Context<T>& context, State<T>* state,
                              RandomGenerator* generator) const;
  virtual void SetRandomParameters(const Context<T>& context,
                                   Parameters<T>* parameters,
                                   RandomGenerator* generator) const;

  /// Throws std::logic_error naming both systems if `context` was not made
  /// by this system.
  void ValidateContext(const ContextBase& context) const {
    SystemBase::ValidateContext(context);
  }
  void ValidateContext(const ContextBase* context) const {
    SystemBase::ValidateContext(context);
  }
  /// This system's context within the root context of its diagram tree.
  /// Throws if `root_context` is not the root of a tree containing this
  /// system.
  const Context<T>& GetMyContextFromRoot(const Context<T>& root_context) const;
  Context<T>& GetMyMutableContextFromRoot(Context<T>* root_context) const;
  /// Fixes every input port of `context` to a newly allocated value (a
  /// vector of the port's model, or the abstract model value), replacing
  /// any earlier connection or value. The values are not set to anything
  /// meaningful. @throws std::exception if `context` is not this system's.
  void AllocateFixedInputs(Context<T>* context) const;

  // ---- Allocation --------------------------------------------------------
  /// Storage shaped like this system's continuous state.
  virtual std::unique_ptr<ContinuousState<T>> AllocateTimeDerivatives()
      const = 0;
  /// Storage shaped like this system's discrete state.
  virtual std::unique_ptr<DiscreteValues<T>> AllocateDiscreteVariables()
      const = 0;
  /// An empty event collection shaped for this system.
  virtual std::unique_ptr<CompositeEventCollection<T>>
  AllocateCompositeEventCollection() const = 0;
  /// A vector sized for the implicit dynamics residual.
  VectorX<T> AllocateImplicitTimeDerivativesResidual() const {
    return VectorX<T>(implicit_time_derivatives_residual_size());
  }
  /// Storage for a snapshot of every output port's value, each allocated by
  /// its port (OutputPort::Allocate()).
  std::unique_ptr<SystemOutput<T>> AllocateOutput() const;
  /// A new value for `input_port` (a vector port for the Vector form).
  std::unique_ptr<BasicVector<T>> AllocateInputVector(
      const InputPort<T>& input_port) const;
  std::unique_ptr<AbstractValue> AllocateInputAbstract(
      const InputPort<T>& input_port) const;

  // ---- Continuous dynamics -----------------------------------------------
  /// The time derivatives of the continuous state, through the cache.
  const ContinuousState<T>& EvalTimeDerivatives(
      const Context<T>& context) const {
    ValidateContext(context);
    return get_cache_entry(time_derivatives_cache_index_)
        .template Eval<ContinuousState<T>>(context);
  }
  const CacheEntry& get_time_derivatives_cache_entry() const {
    return get_cache_entry(time_derivatives_cache_index_);
  }
  /// Computes the time derivatives into `derivatives` (from
  /// AllocateTimeDerivatives()).
  void CalcTimeDerivatives(const Context<T>& context,
                           ContinuousState<T>* derivatives) const;
  /// residual = g(t, x, proposed ẋ), zero when the proposal is right. By
  /// default proposed ẋ − f(t, x).
  void CalcImplicitTimeDerivativesResidual(
      const Context<T>& context, const ContinuousState<T>& proposed_derivatives,
      EigenPtr<VectorX<T>> residual) const;
  /// A copy of the continuous state x = [q; v; z] of `context`.
  VectorX<T> CopyContinuousStateVector(const Context<T>& context) const;
  int implicit_time_derivatives_residual_size() const {
    return implicit_time_derivatives_residual_size_.value_or(
        num_continuous_states());
  }

  // ---- Generalized coordinates -------------------------------------------
  /// Computes q̇ = N(q)·v for the continuous state of `context`. The
  /// default (N = I) requires num_q == num_v; systems whose q and v differ
  /// (e.g. quaternions) override DoMapVelocityToQDot(). A Diagram maps each
  /// subsystem's slice. Throws if the sizes do not match the context's.
  void MapVelocityToQDot(const Context<T>& context,
                         const VectorBase<T>& generalized_velocity,
                         VectorBase<T>* qdot) const;
  void MapVelocityToQDot(
      const Context<T>& context,
      const Eigen::Ref<const VectorX<T>>& generalized_velocity,
      VectorBase<T>* qdot) const;
  /// Computes v = N⁺(q)·q̇ (the inverse map of MapVelocityToQDot()).
  void MapQDotToVelocity(const Context<T>& context, const VectorBase<T>& qdot,
                         VectorBase<T>* generalized_velocity) const;
  void MapQDotToVelocity(const Context<T>& context,
                         const Eigen::Ref<const VectorX<T>>& qdot,
                         VectorBase<T>* generalized_velocity) const;

  // ---- Energy ------------------------------------------------------------
  /// Energies and powers, through the cache (zero unless overridden).
  const T& EvalPotentialEnergy(const Context<T>& context) const;
  const T& EvalKineticEnergy(const Context<T>& context) const;
  const T& EvalConservativePower(const Context<T>& context) const;
  const T& EvalNonConservativePower(const Context<T>& context) const;
  T CalcPotentialEnergy(const Context<T>& context) const;
  T CalcKineticEnergy(const Context<T>& context) const;
  T CalcConservativePower(const Context<T>& context) const;
  T CalcNonConservativePower(const Context<T>& context) const;

  // ---- Inputs ------------------------------------------------------------
  /// The vector at input `port_index`, or nullptr if it has no value.
  /// Throws if the port is abstract or the index is out of range.
  const BasicVector<T>* EvalBasicVectorInput(const Context<T>& context,
                                             int port_index) const;
  /// As EvalBasicVectorInput, as an Eigen vector; throws if no value.
  Eigen::VectorBlock<const VectorX<T>> EvalEigenVectorInput(
      const Context<T>& context, int port_index) const;
  /// As EvalBasicVectorInput(), downcast to Vec<T> (nullptr if the port has
  /// no value). @throws std::exception if the value is not a Vec<T>.
  template <template <typename> class Vec = BasicVector>
  const Vec<T>* EvalVectorInput(const Context<T>& context,
                                int port_index) const {
    const BasicVector<T>* base = EvalBasicVectorInput(context, port_index);
    if (base == nullptr) return nullptr;
    const auto* result = dynamic_cast<const Vec<T>*>(base);
    if (result == nullptr) {
      ThrowWrongVectorInputType(port_index, NiceTypeName::Get<Vec<T>>(),
                                NiceTypeName::Get(*base));
    }
    return result;
  }

  // ---- Outputs -----------------------------------------------------------
  /// Computes every output port's value into `outputs` (from
  /// AllocateOutput()). @throws std::exception if `context` is not this
  /// system's or `outputs` has another number of ports.
  void CalcOutput(const Context<T>& context, SystemOutput<T>* outputs) const;

  // ---- Ports -------------------------------------------------------------
  /// Input port `port_index`; throws std::logic_error if out of range.
  /// (`warn_deprecated` is accepted for compatibility; Mallard has no
  /// deprecated ports.)
  const InputPort<T>& get_input_port(int port_index,
                                     bool warn_deprecated = true) const {
    (void)warn_deprecated;
    if (port_index < 0 || port_index >= num_input_ports()) {
      ThrowInputPortIndexOutOfRange("get_input_port", port_index);
    }
    return *input_ports_typed_[port_index];
  }
  /// The only input port; throws unless there is exactly one.
  const InputPort<T>& get_input_port() const;
  const OutputPort<T>& get_output_port(int port_index,
                                       bool warn_deprecated = true) const {
    (void)warn_deprecated;
    if (port_index < 0 || port_index >= num_output_ports()) {
      ThrowOutputPortIndexOutOfRange("get_output_port", port_index);
    }
    return *output_ports_typed_[port_index];
  }
  /// The only output port; throws unless there is exactly one.
  const OutputPort<T>& get_output_port() const;
  /// The port called `port_name`; throws naming the valid names if none.
  const InputPort<T>& GetInputPort(const std::string& port_name) const;
  const OutputPort<T>& GetOutputPort(const std::string& port_name) const;
  bool HasInputPort(const std::string& port_name) const;
  bool HasOutputPort(const std::string& port_name) const;
  /// The port for a selection (nullptr for kNoInput, or when there is no
  /// first port).
  const InputPort<T>* get_input_port_selection(
      std::variant<InputPortSelection, InputPortIndex> port_index) const;
  const OutputPort<T>* get_output_port_selection(
      std::variant<OutputPortSelection, OutputPortIndex> port_index) const;
  /// Sum of the sizes of all vector input (output) ports.
  int num_total_inputs() const;
  int num_total_outputs() const;

  /// Pairs (input index, output index) where the output may depend directly
  /// on the input.
  virtual std::multimap<int, int> GetDirectFeedthroughs() const = 0;
  bool HasAnyDirectFeedthrough() const {
    return !GetDirectFeedthroughs().empty();
  }
  bool HasDirectFeedthrough(int output_port) const;
  bool HasDirectFeedthrough(int input_port, int output_port) const;

  // ---- State sizes -------------------------------------------------------
  int num_continuous_states() const;
  using SystemBase::num_abstract_parameters;
  using SystemBase::num_abstract_states;
  using SystemBase::num_discrete_state_groups;
  using SystemBase::num_numeric_parameter_groups;

  // ---- Events ------------------------------------------------------------
  /// Runs the handlers of `events` (publish). Returns the most severe status.
  EventStatus Publish(const Context<T>& context,
                      const EventCollection<PublishEvent<T>>& events) const;
  /// Runs the forced publish events (none unless declared).
  void ForcedPublish(const Context<T>& context) const;
  /// Computes new discrete state from `events` into `discrete_state`. A
  /// LeafSystem initializes `discrete_state` from `context` first; a
  /// Diagram computes (and initializes) only the parts of the subsystems
  /// that have events, leaving the other parts untouched.
  EventStatus CalcDiscreteVariableUpdate(
      const Context<T>& context,
      const EventCollection<DiscreteUpdateEvent<T>>& events,
      DiscreteValues<T>* discrete_state) const;
  void CalcForcedDiscreteVariableUpdate(
      const Context<T>& context, DiscreteValues<T>* discrete_state) const;
  /// Writes `discrete_state` into `context` for the systems with events.
  void ApplyDiscreteVariableUpdate(
      const EventCollection<DiscreteUpdateEvent<T>>& events,
      DiscreteValues<T>* discrete_state, Context<T>* context) const;
  /// Computes new state from `events` into `state`. A LeafSystem
  /// initializes `state` from `context` first, so the handlers see the
  /// current state; a Diagram computes (and initializes) only the substates
  /// of the subsystems that have events, leaving the others untouched (not
  /// copied), and ApplyUnrestrictedUpdate() writes back only those, so the
  /// other subsystems' values and cache entries stay valid.
  EventStatus CalcUnrestrictedUpdate(
      const Context<T>& context,
      const EventCollection<UnrestrictedUpdateEvent<T>>& events,
      State<T>* state) const;
  void CalcForcedUnrestrictedUpdate(const Context<T>& context,
                                    State<T>* state) const;
  void ApplyUnrestrictedUpdate(
      const EventCollection<UnrestrictedUpdateEvent<T>>& events,
      State<T>* state, Context<T>* context) const;
  /// Runs the forced unrestricted, then discrete updates (applying them to
  /// `context`), then, if `publish`, the forced publish events.
  void ExecuteForcedEvents(Context<T>* context, bool publish = true) const;
  /// Runs the initialization events as the Simulator would: unrestricted,
  /// then discrete updates, then publish.
  void ExecuteInitializationEvents(Context<T>* context) const;

  /// The time of the next timed (periodic) event strictly after the
  /// context's time; fills `events` with the events due then. Returns
  /// infinity when there are none.
  T CalcNextUpdateTime(const Context<T>& context,
                       CompositeEventCollection<T>* events) const;
  /// Fills `events` with the per-step events.
  void GetPerStepEvents(const Context<T>& context,
                        CompositeEventCollection<T>* events) const;
  /// Fills `events` with the initialization events.
  void GetInitializationEvents(const Context<T>& context,
                               CompositeEventCollection<T>* events) const;
  /// Every periodic event, grouped by (period, offset).
  std::map<PeriodicEventData, std::vector<const Event<T>*>,
           PeriodicEventDataComparator>
  MapPeriodicEventsByTiming(const Context<T>* context = nullptr) const;
  /// The same as MapPeriodicEventsByTiming() (Drake's older name).
  std::map<PeriodicEventData, std::vector<const Event<T>*>,
           PeriodicEventDataComparator>
  GetPeriodicEvents() const {
    return MapPeriodicEventsByTiming();
  }
  /// If the only periodic events are discrete updates with one timing,
  /// returns it.
  std::optional<PeriodicEventData> GetUniquePeriodicDiscreteUpdateAttribute()
      const;
  /// The discrete state after the unique periodic discrete update (see
  /// GetUniquePeriodicDiscreteUpdateAttribute()) is applied to `context`:
  /// the current discrete state, then every periodic discrete update event
  /// handler of that timing applied to it (in an unspecified order). Cached
  /// in `context`; the context itself is not changed.
  /// @throws std::exception if the periodic discrete update events do not
  /// all share one timing (the message names them), if there are none, or
  /// if a handler fails.
  const DiscreteValues<T>& EvalUniquePeriodicDiscreteUpdate(
      const Context<T>& context) const;
  /// True if this system is x[n+1] = f(n, x[n], u) with a single discrete
  /// group updated by one periodic event; sets *time_period.
  bool IsDifferenceEquationSystem(double* time_period = nullptr) const;
  /// True if this system has only continuous state (or none) and no
  /// discrete or abstract state.
  bool IsDifferentialEquationSystem() const;

  const EventCollection<PublishEvent<T>>& get_forced_publish_events() const {
    return *forced_publish_events_;
  }
  const EventCollection<DiscreteUpdateEvent<T>>&
  get_forced_discrete_update_events() const {
    return *forced_discrete_update_events_;
  }
  const EventCollection<UnrestrictedUpdateEvent<T>>&
  get_forced_unrestricted_update_events() const {
    return *forced_unrestricted_update_events_;
  }

  // ---- Witness functions -------------------------------------------------
  /// Appends this system's witness functions (for a diagram: all of its
  /// subsystems').
  void GetWitnessFunctions(const Context<T>& context,
                           std::vector<const WitnessFunction<T>*>* w) const;
  /// Evaluates `witness_func` on `context` (this system's context). The
  /// witness may belong to this system or, for a Diagram, to any of its
  /// subsystems at any depth: it is evaluated on that subsystem's
  /// subcontext. Throws if the witness belongs to neither.
  T CalcWitnessValue(const Context<T>& context,
                     const WitnessFunction<T>& witness_func) const;
  /// (Framework) Adds the event of a triggered witness to `events` (in the
  /// sub-collection of the witness's system, for diagrams).
  virtual void AddTriggeredWitnessFunctionToCompositeEventCollection(
      Event<T>* event, CompositeEventCollection<T>* events) const = 0;

  // ---- Constraints -------------------------------------------------------
  /// The number of constraints (declared by the system, or added).
  int num_constraints() const { return static_cast<int>(constraints_.size()); }
  /// Constraint `constraint_index`. @throws std::exception if out of range.
  const SystemConstraint<T>& get_constraint(
      SystemConstraintIndex constraint_index) const;
  /// Adds `constraint` to this system, and to every scalar-converted copy
  /// made later (with that scalar's calc; a scalar without one gets an
  /// always-satisfied placeholder). Returns its index.
  SystemConstraintIndex AddExternalConstraint(
      ExternalSystemConstraint constraint);
  /// Whether `context` satisfies every constraint to within `tol`
  /// (elementwise, absolute). @throws std::exception if `tol` is negative or
  /// `context` is not this system's.
  boolean<T> CheckSystemConstraintsSatisfied(const Context<T>& context,
                                             double tol = 1e-6) const;

  // ---- Scalar conversion -------------------------------------------------
  /// A copy of this system using AutoDiffXd; throws if unsupported.
  std::unique_ptr<System<AutoDiffXd>> ToAutoDiffXd() const {
    return ToScalarType<AutoDiffXd>();
  }
  /// As ToAutoDiffXd, keeping the concrete type.
  template <template <typename> class S = ::drake::systems::System>
  static std::unique_ptr<S<AutoDiffXd>> ToAutoDiffXd(const S<T>& from) {
    return System<T>::ToScalarType<AutoDiffXd, S>(from);
  }
  std::unique_ptr<System<AutoDiffXd>> ToAutoDiffXdMaybe() const {
    return ToScalarTypeMaybe<AutoDiffXd>();
  }
  std::unique_ptr<System<double>> ToDouble() const {
    return ToScalarType<double>();
  }
  /// As ToDouble, keeping the concrete type.
  template <template <typename> class S = ::drake::systems::System>
  static std::unique_ptr<S<double>> ToDouble(const S<T>& from) {
    return System<T>::ToScalarType<double, S>(from);
  }
  std::unique_ptr<System<double>> ToDoubleMaybe() const {
    return ToScalarTypeMaybe<double>();
  }
  /// A copy of this system using symbolic::Expression, e.g. to read its
  /// equations with SystemSymbolicInspector; throws std::logic_error if the
  /// system does not support the conversion.
  std::unique_ptr<System<symbolic::Expression>> ToSymbolic() const {
    return ToScalarType<symbolic::Expression>();
  }
  /// As ToSymbolic, keeping the concrete type.
  template <template <typename> class S = ::drake::systems::System>
  static std::unique_ptr<S<symbolic::Expression>> ToSymbolic(const S<T>& from) {
    return System<T>::ToScalarType<symbolic::Expression, S>(from);
  }
  /// As ToSymbolic, or nullptr if the system does not support the
  /// conversion.
  std::unique_ptr<System<symbolic::Expression>> ToSymbolicMaybe() const {
    return ToScalarTypeMaybe<symbolic::Expression>();
  }
  /// A copy of this system using scalar U; throws std::logic_error if
  /// unsupported.
  template <typename U>
  std::unique_ptr<System<U>> ToScalarType() const {
    auto result = ToScalarTypeMaybe<U>();
    if (result == nullptr)
      ThrowUnsupportedScalarConversion(NiceTypeName::Get<U>());
    return result;
  }
  template <typename U, template <typename> class S = ::drake::systems::System>
  static std::unique_ptr<S<U>> ToScalarType(const S<T>& from) {
    std::unique_ptr<System<U>> base = from.template ToScalarType<U>();
    return std::unique_ptr<S<U>>(dynamic_cast<S<U>*>(base.release()));
  }
  /// As ToScalarType, or nullptr if unsupported.
  template <typename U>
  std::unique_ptr<System<U>> ToScalarTypeMaybe() const {
    auto result = system_scalar_converter_.template Convert<U, T>(*this);
    if (result != nullptr) {
      result->set_name(this->get_name());
      for (const ExternalSystemConstraint& constraint : external_constraints_) {
        result->AddExternalConstraint(constraint);
      }
    }
    return result;
  }
  const SystemScalarConverter& get_system_scalar_converter() const {
    return system_scalar_converter_;
  }
  SystemScalarConverter& get_mutable_system_scalar_converter() {
    return system_scalar_converter_;
  }

  // ---- Graphviz ----------------------------------------------------------
  /// A Graphviz "dot" description of this system (and, for diagrams, its
  /// subsystems down to `max_depth`).
  std::string GetGraphvizString(std::optional<int> max_depth = {}) const;
  /// (Framework) Appends this system's nodes and edges; returns the id used
  /// for its ports.
  virtual void GetGraphvizFragment(int max_depth, std::string* dot) const;
  /// (Framework) Graphviz ids of this system's port anchors.
  std::string GetGraphvizInputPortToken(int port_index) const;
  std::string GetGraphvizOutputPortToken(int port_index) const;

  // ---- Framework ---------------------------------------------------------
  /// (Framework) Fixes every input of `target_context` to the value of the
  /// corresponding input of `other_system` in `other_context`.
  template <typename U>
  void FixInputPortsFrom(const System<U>& other_system,
                         const Context<U>& other_context,
                         Context<T>* target_context) const;

 protected:
  explicit System(SystemScalarConverter converter);

  /// (Framework) Takes ownership of a constraint on this system's contexts;
  /// returns its index. @throws std::exception if `constraint` is null or
  /// belongs to another system.
  SystemConstraintIndex AddConstraint(
      std::unique_ptr<SystemConstraint<T>> constraint);

  /// (Framework) Adds to `events` the periodic discrete update events of
  /// this system (for a Diagram: of its subsystems, in their
  /// sub-collections), checking that they share one timing, stored in
  /// `*timing` (left empty when there are none).
  /// @throws std::exception naming `api_name` if a timing differs.
  virtual void DoFindUniquePeriodicDiscreteUpdatesOrThrow(
      const char* api_name, const Context<T>& context,
      std::optional<PeriodicEventData>* timing,
      EventCollection<DiscreteUpdateEvent<T>>* events) const = 0;
  /// Calls `system`'s DoFindUniquePeriodicDiscreteUpdatesOrThrow() (so that
  /// a Diagram can recurse into its subsystems).
  static void FindUniquePeriodicDiscreteUpdatesOrThrow(
      const char* api_name, const System<T>& system, const Context<T>& context,
      std::optional<PeriodicEventData>* timing,
      EventCollection<DiscreteUpdateEvent<T>>* events) {
    system.DoFindUniquePeriodicDiscreteUpdatesOrThrow(api_name, context, timing,
                                                      events);
  }

  /// Declares an input port (used by LeafSystem and Diagram).
  InputPort<T>& DeclareInputPort(
      std::variant<std::string, UseDefaultName> name, PortDataType type,
      int size, std::optional<RandomDistribution> random_type = std::nullopt);
  /// (Framework) Adds an input port whose value model is given.
  InputPort<T>& DeclareInputPortWithModel(
      std::variant<std::string, UseDefaultName> name, PortDataType type,
      int size, std::optional<RandomDistribution> random_type,
      std::unique_ptr<AbstractValue> model_value);
  /// (Framework) Takes ownership of an output port.
  void AddOutputPort(std::unique_ptr<OutputPort<T>> port);

  // Hooks.
  virtual void DoCalcTimeDerivatives(const Context<T>& context,
                                     ContinuousState<T>* derivatives) const;
  virtual void DoCalcImplicitTimeDerivativesResidual(
      const Context<T>& context, const ContinuousState<T>& proposed_derivatives,
      EigenPtr<VectorX<T>> residual) const;
  /// Computes q̇ = N(q)·v; the default copies v (throwing unless
  /// num_q == num_v). `qdot` has num_q elements, `generalized_velocity`
  /// num_v.
  virtual void DoMapVelocityToQDot(
      const Context<T>& context,
      const Eigen::Ref<const VectorX<T>>& generalized_velocity,
      VectorBase<T>* qdot) const;
  /// Computes v = N⁺(q)·q̇; the default copies q̇ (throwing unless
  /// num_q == num_v).
  virtual void DoMapQDotToVelocity(const Context<T>& context,
                                   const Eigen::Ref<const VectorX<T>>& qdot,
                                   VectorBase<T>* generalized_velocity) const;
  virtual T DoCalcPotentialEnergy(const Context<T>& context) const;
  virtual T DoCalcKineticEnergy(const Context<T>& context) const;
  virtual T DoCalcConservativePower(const Context<T>& context) const;
  virtual T DoCalcNonConservativePower(const Context<T>& context) const;

  virtual EventStatus DispatchPublishHandler(
      const Context<T>& context,
      const EventCollection<PublishEvent<T>>& events) const = 0;
  virtual EventStatus DispatchDiscreteVariableUpdateHandler(
      const Context<T>& context,
      const EventCollection<DiscreteUpdateEvent<T>>& events,
      DiscreteValues<T>* discrete_state) const = 0;
  virtual void DoApplyDiscreteVariableUpdate(
      const EventCollection<DiscreteUpdateEvent<T>>& events,
      DiscreteValues<T>* discrete_state, Context<T>* context) const = 0;
  virtual EventStatus DispatchUnrestrictedUpdateHandler(
      const Context<T>& context,
      const EventCollection<UnrestrictedUpdateEvent<T>>& events,
      State<T>* state) const = 0;
  virtual void DoApplyUnrestrictedUpdate(
      const EventCollection<UnrestrictedUpdateEvent<T>>& events,
      State<T>* state, Context<T>* context) const = 0;
  virtual void DoCalcNextUpdateTime(const Context<T>& context,
                                    CompositeEventCollection<T>* events,
                                    T* time) const = 0;
  virtual void DoGetPerStepEvents(
      const Context<T>& context, CompositeEventCollection<T>* events) const = 0;
  virtual void DoGetInitializationEvents(
      const Context<T>& context, CompositeEventCollection<T>* events) const = 0;
  virtual void DoMapPeriodicEventsByTiming(
      std::map<PeriodicEventData, std::vector<const Event<T>*>,
               PeriodicEventDataComparator>* periodic_events) const = 0;
  /// Evaluates `witness_func` (which ValidateContext() has matched to
  /// `context` for a leaf; a Diagram routes to the owning subsystem).
  virtual T DoCalcWitnessValue(const Context<T>& context,
                               const WitnessFunction<T>& witness_func) const;
  virtual void DoGetWitnessFunctions(
      const Context<T>& context,
      std::vector<const WitnessFunction<T>*>* w) const;
  /// Collects forced events for a diagram (leaf systems use the collections
  /// set by set_forced_*_events).
  virtual std::unique_ptr<EventCollection<PublishEvent<T>>>
  AllocateForcedPublishEventCollection() const = 0;
  virtual std::unique_ptr<EventCollection<DiscreteUpdateEvent<T>>>
  AllocateForcedDiscreteUpdateEventCollection() const = 0;
  virtual std::unique_ptr<EventCollection<UnrestrictedUpdateEvent<T>>>
  AllocateForcedUnrestrictedUpdateEventCollection() const = 0;

  /// (Framework) The number of continuous states declared.
  virtual int do_num_continuous_states() const = 0;

  void set_forced_publish_events(
      std::unique_ptr<EventCollection<PublishEvent<T>>> forced) {
    forced_publish_events_ = std::move(forced);
  }
  void set_forced_discrete_update_events(
      std::unique_ptr<EventCollection<DiscreteUpdateEvent<T>>> forced) {
    forced_discrete_update_events_ = std::move(forced);
  }
  void set_forced_unrestricted_update_events(
      std::unique_ptr<EventCollection<UnrestrictedUpdateEvent<T>>> forced) {
    forced_unrestricted_update_events_ = std::move(forced);
  }
  EventCollection<PublishEvent<T>>& get_mutable_forced_publish_events() {
    return *forced_publish_events_;
  }
  EventCollection<DiscreteUpdateEvent<T>>&
  get_mutable_forced_discrete_update_events() {
    return *forced_discrete_update_events_;
  }
  EventCollection<UnrestrictedUpdateEvent<T>>&
  get_mutable_forced_unrestricted_update_events() {
    return *forced_unrestricted_update_events_;
  }

  void set_implicit_time_derivatives_residual_size(int n) {
    implicit_time_derivatives_residual_size_ = n;
  }

  /// For Diagram::EvalConnectedSubsystemInputPort.
  const OutputPort<T>& output_port_unchecked(int index) const {
    return *output_ports_typed_[index];
  }

 private:
  template <typename>
  friend class System;

  [[noreturn]] void ThrowUnsupportedScalarConversion(
      const std::string& scalar) const;
  [[noreturn]] void ThrowWrongVectorInputType(int port_index,
                                              const std::string& expected,
                                              const std::string& actual) const;
  // Computes the cache entry of EvalUniquePeriodicDiscreteUpdate().
  void CalcUniquePeriodicDiscreteUpdate(const Context<T>& context,
                                        DiscreteValues<T>* updated) const;
  const T& EvalEnergyEntry(CacheIndex index, const Context<T>& context) const {
    ValidateContext(context);
    return get_cache_entry(index).template Eval<T>(context);
  }

  std::vector<InputPort<T>*> input_ports_typed_;
  std::vector<OutputPort<T>*> output_ports_typed_;
  SystemScalarConverter system_scalar_converter_;
  CacheIndex time_derivatives_cache_index_;
  CacheIndex potential_energy_cache_index_;
  CacheIndex kinetic_energy_cache_index_;
  CacheIndex conservative_power_cache_index_;
  CacheIndex nonconservative_power_cache_index_;
  CacheIndex unique_periodic_discrete_update_cache_index_;
  std::vector<std::unique_ptr<SystemConstraint<T>>> constraints_;
  std::vector<ExternalSystemConstraint> external_constraints_;
  std::optional<int> implicit_time_derivatives_residual_size_;
  std::unique_ptr<EventCollection<PublishEvent<T>>> forced_publish_events_;
  std::unique_ptr<EventCollection<DiscreteUpdateEvent<T>>>
      forced_discrete_update_events_;
  std::unique_ptr<EventCollection<UnrestrictedUpdateEvent<T>>>
      forced_unrestricted_update_events_;
};

template <typename T>
template <typename U>
void System<T>::FixInputPortsFrom(const System<U>& other_system,
                                  const Context<U>& other_context,
                                  Context<T>* target_context) const {
  ValidateContext(target_context);
  other_system.ValidateContext(other_context);
  for (int i = 0; i < num_input_ports(); ++i) {
    const auto& input_port = get_input_port(i);
    const auto& other_port = other_system.get_input_port(i);
    if (!other_port.HasValue(other_context)) continue;
    if (input_port.get_data_type() == kVectorValued) {
      const VectorX<U>& other_value = other_port.Eval(other_context);
      VectorX<T> value(other_value.size());
      for (int k = 0; k < value.size(); ++k) {
        value[k] = internal::ConvertScalar<T>(other_value[k]);
      }
      input_port.FixValue(target_context, value);
    } else {
      input_port.FixValue(
          target_context,
          other_port.template Eval<AbstractValue>(other_context));
    }
  }
}

template <typename T>
T WitnessFunction<T>::CalcWitnessValue(const Context<T>& context) const {
  system_->ValidateContext(context);
  return calc_(context);
}

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::System)
