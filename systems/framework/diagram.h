#pragma once

/// @file
/// Diagram<T>: a System made of connected subsystems (built with
/// DiagramBuilder). Its context holds one subcontext per subsystem; its
/// state, parameters, dynamics and events are those of its subsystems.

#include <map>
#include <memory>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "drake/systems/framework/diagram_context.h"
#include "drake/systems/framework/system.h"

namespace drake {
namespace systems {

template <typename T>
class DiagramBuilder;

template <typename T>
class Diagram : public System<T>,
                public internal::SystemParentServiceInterface {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(Diagram);

  using InputPortLocator = std::pair<const System<T>*, InputPortIndex>;
  using OutputPortLocator = std::pair<const System<T>*, OutputPortIndex>;

  /// Converts `other` (each subsystem converted, same wiring). Throws if a
  /// subsystem does not support the conversion.
  template <typename U>
  explicit Diagram(const Diagram<U>& other);

  ~Diagram() override;

  /// The subsystems, in the order they were added.
  std::vector<const System<T>*> GetSystems() const;
  int num_subsystems() const { return static_cast<int>(systems_.size()); }
  /// Subsystem `index`. @throws std::exception if out of range.
  const System<T>& get_system(SubsystemIndex index) const;
  /// Calls `v->VisitDiagram(*this)`. @throws std::exception if `v` is null.
  void Accept(SystemVisitor<T>* v) const final;
  /// The subsystem named `name`; throws naming the valid names if none.
  const System<T>& GetSubsystemByName(std::string_view name) const;
  bool HasSubsystemNamed(std::string_view name) const;
  /// As GetSubsystemByName, downcast to MySystem<T> (throws if not one).
  template <template <typename> class MySystem>
  const MySystem<T>& GetDowncastSubsystemByName(std::string_view name) const {
    return GetDowncastSubsystemByName<MySystem<T>>(name);
  }
  /// As GetSubsystemByName, downcast to a system class that is not a
  /// template (throws if not one).
  template <class MyUntemplatizedSystem>
  const MyUntemplatizedSystem& GetDowncastSubsystemByName(
      std::string_view name) const {
    static_assert(std::is_same_v<typename MyUntemplatizedSystem::Scalar, T>,
                  "the system's scalar type must be this diagram's");
    const System<T>& found = GetSubsystemByName(name);
    const auto* result = dynamic_cast<const MyUntemplatizedSystem*>(&found);
    if (result == nullptr) {
      ThrowWrongSubsystemType(name, NiceTypeName::Get<MyUntemplatizedSystem>(),
                              found);
    }
    return *result;
  }
  /// The index of a direct subsystem; throws if it is not one.
  SubsystemIndex GetSubsystemIndex(const System<T>& subsystem) const;
  /// As GetSubsystemIndex() (Drake aborts; this throws).
  SubsystemIndex GetSystemIndexOrAbort(const System<T>* sys) const {
    DRAKE_THROW_UNLESS(sys != nullptr);
    return GetSubsystemIndex(*sys);
  }
  /// True if `output` feeds `input` directly (a connection made with
  /// DiagramBuilder::Connect between two subsystems of this diagram).
  bool AreConnected(const OutputPort<T>& output,
                    const InputPort<T>& input) const;

  /// The part of `derivatives` (shaped like this diagram's, from
  /// AllocateTimeDerivatives()) belonging to `subsystem` (a subsystem at any
  /// depth). @throws std::exception if `subsystem` is not one, or
  /// `derivatives` is not shaped like this diagram's.
  const ContinuousState<T>& GetSubsystemDerivatives(
      const System<T>& subsystem, const ContinuousState<T>& derivatives) const;
  /// As GetSubsystemDerivatives(), for discrete values (from
  /// AllocateDiscreteVariables()).
  const DiscreteValues<T>& GetSubsystemDiscreteValues(
      const System<T>& subsystem,
      const DiscreteValues<T>& discrete_values) const;
  /// As GetSubsystemDerivatives(), for an event collection (from
  /// AllocateCompositeEventCollection()).
  const CompositeEventCollection<T>& GetSubsystemCompositeEventCollection(
      const System<T>& subsystem,
      const CompositeEventCollection<T>& events) const;
  CompositeEventCollection<T>& GetMutableSubsystemCompositeEventCollection(
      const System<T>& subsystem, CompositeEventCollection<T>* events) const;

  /// The subcontext of `subsystem` (a subsystem of this diagram, at any
  /// depth) within `context` (this diagram's context).
  const Context<T>& GetSubsystemContext(const System<T>& subsystem,
                                        const Context<T>& context) const;
  Context<T>& GetMutableSubsystemContext(const System<T>& subsystem,
                                         Context<T>* context) const;
  /// The part of `state` (shaped like this diagram's, e.g. from
  /// CloneState()) belonging to `subsystem`.
  const State<T>& GetSubsystemState(const System<T>& subsystem,
                                    const State<T>& state) const;
  State<T>& GetMutableSubsystemState(const System<T>& subsystem,
                                     State<T>* state) const;
  State<T>& GetMutableSubsystemState(const System<T>& subsystem,
                                     Context<T>* context) const;

  /// Each connected subsystem input and the output that feeds it.
  std::map<InputPortLocator, OutputPortLocator> connection_map() const;
  /// The subsystem inputs an exported diagram input feeds.
  std::vector<InputPortLocator> GetInputPortLocators(InputPortIndex port) const;
  /// The subsystem output behind an exported diagram output.
  const OutputPortLocator& get_output_port_locator(OutputPortIndex port) const;

  // ---- System overrides --------------------------------------------------
  void SetDefaultState(const Context<T>& context,
                       State<T>* state) const override;
  void SetDefaultParameters(const Context<T>& context,
                            Parameters<T>* parameters) const override;
  void SetRandomState(const Context<T>& context, State<T>* state,
                      RandomGenerator* generator) const override;
  void SetRandomParameters(const Context<T>& context, Parameters<T>* parameters,
                           RandomGenerator* generator) const override;
  std::unique_ptr<ContinuousState<T>> AllocateTimeDerivatives() const override;
  std::unique_ptr<DiscreteValues<T>> AllocateDiscreteVariables() const override;
  std::unique_ptr<CompositeEventCollection<T>>
  AllocateCompositeEventCollection() const override;
  std::multimap<int, int> GetDirectFeedthroughs() const override;
  void AddTriggeredWitnessFunctionToCompositeEventCollection(
      Event<T>* event, CompositeEventCollection<T>* events) const override;
  void GetGraphvizFragment(int max_depth, std::string* dot) const override;

  // ---- SystemParentServiceInterface --------------------------------------
  std::string GetParentPathname() const override {
    return this->GetSystemPathname();
  }
  const AbstractValue* EvalConnectedSubsystemInputPort(
      const ContextBase& parent_context,
      const InputPortBase& input_port) const override;

 protected:
  /// For subclasses that call DiagramBuilder::BuildInto(this).
  Diagram();

  void DoCalcTimeDerivatives(const Context<T>& context,
                             ContinuousState<T>* derivatives) const override;
  void DoMapVelocityToQDot(
      const Context<T>& context,
      const Eigen::Ref<const VectorX<T>>& generalized_velocity,
      VectorBase<T>* qdot) const override;
  void DoMapQDotToVelocity(const Context<T>& context,
                           const Eigen::Ref<const VectorX<T>>& qdot,
                           VectorBase<T>* generalized_velocity) const override;
  T DoCalcPotentialEnergy(const Context<T>& context) const override;
  T DoCalcKineticEnergy(const Context<T>& context) const override;
  T DoCalcConservativePower(const Context<T>& context) const override;
  T DoCalcNonConservativePower(const Context<T>& context) const override;
  T DoCalcWitnessValue(const Context<T>& context,
                       const WitnessFunction<T>& witness_func) const override;
  void DoGetWitnessFunctions(
      const Context<T>& context,
      std::vector<const WitnessFunction<T>*>* w) const override;

 private:
  friend class DiagramBuilder<T>;
  [[noreturn]] void ThrowWrongSubsystemType(std::string_view name,
                                            const std::string& expected,
                                            const System<T>& found) const;
  void DoFindUniquePeriodicDiscreteUpdatesOrThrow(
      const char* api_name, const Context<T>& context,
      std::optional<PeriodicEventData>* timing,
      EventCollection<DiscreteUpdateEvent<T>>* events) const final;
  template <typename U>
  friend class Diagram;

  // What feeds a subsystem's input port.
  struct InputSource {
    enum Kind { kNone, kOutput, kDiagramInput } kind{kNone};
    int subsystem{-1};  // for kOutput
    int port{-1};       // output index, or diagram input index
  };

  // The wiring handed over by DiagramBuilder (indices, not pointers).
  struct Blueprint {
    // Owned, shared with whoever added a system as a std::shared_ptr.
    std::vector<std::shared_ptr<System<T>>> systems;
    // (subsystem, input) <- (subsystem, output)
    std::vector<std::pair<std::pair<int, int>, std::pair<int, int>>>
        connections;
    // Exported inputs: name and the (subsystem, input) list each feeds.
    std::vector<std::pair<std::string, std::vector<std::pair<int, int>>>>
        input_ports;
    // Exported outputs: name and (subsystem, output).
    std::vector<std::pair<std::string, std::pair<int, int>>> output_ports;
  };
  void Initialize(std::unique_ptr<Blueprint> blueprint);

  std::unique_ptr<ContextBase> DoAllocateContext() const final;
  int do_num_continuous_states() const final;
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
                            T* time) const final;
  void DoGetPerStepEvents(const Context<T>& context,
                          CompositeEventCollection<T>* events) const final;
  void DoGetInitializationEvents(
      const Context<T>& context,
      CompositeEventCollection<T>* events) const final;
  void DoMapPeriodicEventsByTiming(
      std::map<PeriodicEventData, std::vector<const Event<T>*>,
               PeriodicEventDataComparator>* periodic_events) const final;
  std::unique_ptr<EventCollection<PublishEvent<T>>>
  AllocateForcedPublishEventCollection() const final;
  std::unique_ptr<EventCollection<DiscreteUpdateEvent<T>>>
  AllocateForcedDiscreteUpdateEventCollection() const final;
  std::unique_ptr<EventCollection<UnrestrictedUpdateEvent<T>>>
  AllocateForcedUnrestrictedUpdateEventCollection() const final;

  // The chain of subsystem indices from this diagram down to `subsystem`.
  std::vector<int> PathTo(const SystemBase& subsystem) const;
  T SumOverSubsystems(const Context<T>& context,
                      const T& (System<T>::*eval)(const Context<T>&)
                          const) const;

  std::unique_ptr<Blueprint> blueprint_;
  std::vector<System<T>*> systems_;
  // input_sources_[subsystem][input port]
  std::vector<std::vector<InputSource>> input_sources_;
  std::vector<OutputPortLocator> output_port_locators_;
  // Per diagram discrete group (abstract state, parameter): the subsystem
  // and its local index.
  std::vector<std::pair<int, int>> discrete_groups_;
  std::vector<std::pair<int, int>> abstract_states_;
  std::vector<std::pair<int, int>> numeric_parameters_;
  std::vector<std::pair<int, int>> abstract_parameters_;
};

template <typename T>
template <typename U>
Diagram<T>::Diagram(const Diagram<U>& other) : Diagram() {
  auto blueprint = std::make_unique<Blueprint>();
  for (const System<U>* system : other.systems_) {
    blueprint->systems.push_back(system->template ToScalarType<T>());
  }
  blueprint->connections = other.blueprint_->connections;
  blueprint->input_ports = other.blueprint_->input_ports;
  blueprint->output_ports = other.blueprint_->output_ports;
  Initialize(std::move(blueprint));
}

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::Diagram)
