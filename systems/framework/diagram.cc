#include "drake/systems/framework/diagram.h"

#include <algorithm>
#include <array>
#include <limits>
#include <type_traits>
#include <typeinfo>

#include <fmt/format.h>

#include "drake/systems/framework/diagram_continuous_state.h"
#include "drake/systems/framework/diagram_discrete_values.h"
#include "drake/systems/framework/diagram_output_port.h"
#include "drake/systems/framework/system_visitor.h"

namespace drake {
namespace systems {
namespace {
// `base` as a `Derived` (a final class), or null if it is something else.
// Comparing the dynamic type exactly is much cheaper than dynamic_cast,
// and these run on every event dispatch.
template <class Derived, class Base>
Derived* AsFinal(Base* base) {
  static_assert(std::is_final_v<Derived>);
  if (base == nullptr || typeid(*base) != typeid(Derived)) return nullptr;
  return static_cast<Derived*>(base);
}

}  // namespace

template <typename T>
Diagram<T>::Diagram()
    : System<T>(SystemScalarConverter::MakeWithoutSubtypeChecking<Diagram>()) {}

template <typename T>
Diagram<T>::~Diagram() = default;

template <typename T>
void Diagram<T>::Initialize(std::unique_ptr<Blueprint> blueprint) {
  DRAKE_DEMAND(blueprint != nullptr);
  DRAKE_DEMAND(blueprint_ == nullptr);
  blueprint_ = std::move(blueprint);
  const int n = static_cast<int>(blueprint_->systems.size());
  for (int i = 0; i < n; ++i) {
    System<T>* system = blueprint_->systems[i].get();
    systems_.push_back(system);
    system->set_parent_service(this, i);
    input_sources_.emplace_back(system->num_input_ports());
    // As Drake: the diagram converts to a scalar type only if every
    // subsystem does.
    this->get_mutable_system_scalar_converter().RemoveUnlessAlsoSupportedBy(
        system->get_system_scalar_converter());
  }
  for (const auto& [input, output] : blueprint_->connections) {
    InputSource& source = input_sources_[input.first][input.second];
    source.kind = InputSource::kOutput;
    source.subsystem = output.first;
    source.port = output.second;
  }
  // Exported inputs: the first destination provides the model value.
  for (int k = 0; k < static_cast<int>(blueprint_->input_ports.size()); ++k) {
    const auto& [name, destinations] = blueprint_->input_ports[k];
    DRAKE_DEMAND(!destinations.empty());
    const auto& [sub, port] = destinations.front();
    const InputPort<T>& model_port = systems_[sub]->get_input_port(port);
    this->DeclareInputPortWithModel(
        name, model_port.get_data_type(), model_port.size(),
        model_port.get_random_type(), model_port.Allocate());
    for (const auto& [dest_sub, dest_port] : destinations) {
      InputSource& source = input_sources_[dest_sub][dest_port];
      source.kind = InputSource::kDiagramInput;
      source.port = k;
    }
  }
  for (int k = 0; k < static_cast<int>(blueprint_->output_ports.size()); ++k) {
    const auto& [name, locator] = blueprint_->output_ports[k];
    const OutputPort<T>& source =
        systems_[locator.first]->get_output_port(locator.second);
    const OutputPortIndex index(k);
    const DependencyTicket ticket =
        this->assign_next_dependency_ticket(fmt::format("y{}", k));
    this->AddOutputPort(std::make_unique<DiagramOutputPort<T>>(
        this, this, index, name, ticket, &source,
        SubsystemIndex(locator.first)));
    output_port_locators_.emplace_back(systems_[locator.first],
                                       OutputPortIndex(locator.second));
  }
  // Aggregate state and parameter tickets, one per subsystem group.
  for (int i = 0; i < n; ++i) {
    const System<T>& sub = *systems_[i];
    for (int g = 0; g < sub.num_discrete_state_groups(); ++g) {
      this->AddDiscreteStateGroupTicket();
      discrete_groups_.emplace_back(i, g);
    }
    for (int g = 0; g < sub.num_abstract_states(); ++g) {
      this->AddAbstractStateTicket();
      abstract_states_.emplace_back(i, g);
    }
    for (int g = 0; g < sub.num_numeric_parameter_groups(); ++g) {
      this->AddNumericParameterTicket();
      numeric_parameters_.emplace_back(i, g);
    }
    for (int g = 0; g < sub.num_abstract_parameters(); ++g) {
      this->AddAbstractParameterTicket();
      abstract_parameters_.emplace_back(i, g);
    }
  }
  // The subsystems' constraints, each evaluated on its subcontext.
  for (int i = 0; i < n; ++i) {
    const System<T>* sub = systems_[i];
    for (int j = 0; j < sub->num_constraints(); ++j) {
      const SystemConstraint<T>* constraint =
          &sub->get_constraint(SystemConstraintIndex(j));
      this->AddConstraint(std::make_unique<SystemConstraint<T>>(
          this,
          [this, sub, constraint](const Context<T>& context,
                                  VectorX<T>* value) {
            constraint->Calc(this->GetSubsystemContext(*sub, context), value);
          },
          constraint->bounds(),
          sub->get_name() + ":" + constraint->description()));
    }
  }
  // Forced events: views of the subsystems' collections.
  this->set_forced_publish_events(AllocateForcedPublishEventCollection());
  this->set_forced_discrete_update_events(
      AllocateForcedDiscreteUpdateEventCollection());
  this->set_forced_unrestricted_update_events(
      AllocateForcedUnrestrictedUpdateEventCollection());
}

template <typename T>
std::unique_ptr<ContextBase> Diagram<T>::DoAllocateContext() const {
  using Edge = internal::DependencyEdge;
  std::vector<std::unique_ptr<Context<T>>> subcontexts;
  for (const System<T>* system : systems_) {
    std::unique_ptr<ContextBase> sub =
        system->AllocateContextWithoutResolving();
    subcontexts.push_back(
        std::unique_ptr<Context<T>>(static_cast<Context<T>*>(sub.release())));
  }
  auto context = std::make_unique<DiagramContext<T>>(std::move(subcontexts));
  this->InitializeContextBase(context.get());
  auto sub = [&context](int i) -> ContextBase* {
    return &context->GetMutableSubsystemContext(SubsystemIndex(i));
  };

  // Wiring: outputs feed inputs; exported inputs feed subsystem inputs;
  // subsystem outputs feed exported outputs.
  for (const auto& [input, output] : blueprint_->connections) {
    sub(output.first)
        ->AddSubscription(systems_[output.first]->output_port_ticket(
                              OutputPortIndex(output.second)),
                          systems_[input.first]->input_port_ticket(
                              InputPortIndex(input.second)),
                          sub(input.first));
  }
  for (int k = 0; k < static_cast<int>(blueprint_->input_ports.size()); ++k) {
    for (const auto& [dest_sub, dest_port] :
         blueprint_->input_ports[k].second) {
      context->AddSubscription(
          this->input_port_ticket(InputPortIndex(k)),
          systems_[dest_sub]->input_port_ticket(InputPortIndex(dest_port)),
          sub(dest_sub));
    }
  }
  for (int k = 0; k < static_cast<int>(blueprint_->output_ports.size()); ++k) {
    const auto& locator = blueprint_->output_ports[k].second;
    sub(locator.first)
        ->AddSubscription(systems_[locator.first]->output_port_ticket(
                              OutputPortIndex(locator.second)),
                          this->output_port_ticket(OutputPortIndex(k)),
                          context.get());
  }

  // Composite links between the diagram's aggregate trackers and the
  // children's: down for changes made through the diagram, up so the
  // diagram's own cache entries see changes made through a child.
  auto link = [&](int diagram_ticket, int child, int child_ticket) {
    context->AddSubscription(diagram_ticket, child_ticket, sub(child),
                             Edge::kDownComposite);
    sub(child)->AddSubscription(child_ticket, diagram_ticket, context.get(),
                                Edge::kUpComposite);
  };
  for (int i = 0; i < num_subsystems(); ++i) {
    context->AddSubscription(internal::kTimeTicket, internal::kTimeTicket,
                             sub(i), Edge::kDownComposite);
    context->AddSubscription(internal::kAccuracyTicket,
                             internal::kAccuracyTicket, sub(i),
                             Edge::kDownComposite);
    link(internal::kQTicket, i, internal::kQTicket);
    link(internal::kVTicket, i, internal::kVTicket);
    link(internal::kZTicket, i, internal::kZTicket);
    sub(i)->AddSubscription(internal::kAllInputPortsTicket,
                            internal::kAllInputPortsTicket, context.get(),
                            Edge::kUpComposite);
  }
  for (int g = 0; g < static_cast<int>(discrete_groups_.size()); ++g) {
    const auto& [i, local] = discrete_groups_[g];
    link(this->discrete_state_ticket(DiscreteStateIndex(g)), i,
         systems_[i]->discrete_state_ticket(DiscreteStateIndex(local)));
  }
  for (int g = 0; g < static_cast<int>(abstract_states_.size()); ++g) {
    const auto& [i, local] = abstract_states_[g];
    link(this->abstract_state_ticket(AbstractStateIndex(g)), i,
         systems_[i]->abstract_state_ticket(AbstractStateIndex(local)));
  }
  for (int g = 0; g < static_cast<int>(numeric_parameters_.size()); ++g) {
    const auto& [i, local] = numeric_parameters_[g];
    link(this->numeric_parameter_ticket(NumericParameterIndex(g)), i,
         systems_[i]->numeric_parameter_ticket(NumericParameterIndex(local)));
  }
  for (int g = 0; g < static_cast<int>(abstract_parameters_.size()); ++g) {
    const auto& [i, local] = abstract_parameters_[g];
    link(this->abstract_parameter_ticket(AbstractParameterIndex(g)), i,
         systems_[i]->abstract_parameter_ticket(AbstractParameterIndex(local)));
  }
  return context;
}

template <typename T>
const AbstractValue* Diagram<T>::EvalConnectedSubsystemInputPort(
    const ContextBase& parent_context, const InputPortBase& input_port) const {
  const int subsystem =
      input_port.get_system_base().subsystem_index_in_parent();
  DRAKE_DEMAND(subsystem >= 0 && subsystem < num_subsystems());
  const InputSource& source = input_sources_[subsystem][input_port.get_index()];
  const auto& context = static_cast<const DiagramContext<T>&>(parent_context);
  switch (source.kind) {
    case InputSource::kOutput:
      return &systems_[source.subsystem]
                  ->get_output_port(source.port)
                  .EvalAbstract(context.GetSubsystemContext(
                      SubsystemIndex(source.subsystem)));
    case InputSource::kDiagramInput:
      return this->EvalAbstractInput(context, source.port);
    case InputSource::kNone:
      break;
  }
  return nullptr;
}

template <typename T>
std::vector<const System<T>*> Diagram<T>::GetSystems() const {
  return std::vector<const System<T>*>(systems_.begin(), systems_.end());
}

template <typename T>
const System<T>& Diagram<T>::GetSubsystemByName(std::string_view name) const {
  for (const System<T>* system : systems_) {
    if (system->get_name() == name) return *system;
  }
  std::string names;
  for (const System<T>* system : systems_) {
    if (!names.empty()) names += ", ";
    names += system->get_name();
  }
  throw std::logic_error(fmt::format(
      "System {} does not have a subsystem named {}. The existing subsystems "
      "are named {{{}}}.",
      this->GetSystemName(), name, names));
}

template <typename T>
const System<T>& Diagram<T>::get_system(SubsystemIndex index) const {
  if (index < 0 || index >= num_subsystems()) {
    throw std::out_of_range(fmt::format(
        "Diagram::get_system(): Diagram {} has {} subsystems; there is no "
        "subsystem {}.",
        this->GetSystemPathname(), num_subsystems(), static_cast<int>(index)));
  }
  return *systems_[index];
}

template <typename T>
void Diagram<T>::Accept(SystemVisitor<T>* v) const {
  DRAKE_THROW_UNLESS(v != nullptr);
  v->VisitDiagram(*this);
}

template <typename T>
void Diagram<T>::ThrowWrongSubsystemType(std::string_view name,
                                         const std::string& expected,
                                         const System<T>& found) const {
  throw std::logic_error(fmt::format(
      "GetDowncastSubsystemByName(): the subsystem named {} of Diagram {} is "
      "a {}, not the requested {}.",
      name, this->GetSystemPathname(), NiceTypeName::Get(found), expected));
}

template <typename T>
bool Diagram<T>::AreConnected(const OutputPort<T>& output,
                              const InputPort<T>& input) const {
  for (const auto& [in, out] : blueprint_->connections) {
    if (systems_[in.first] == &input.get_system() &&
        in.second == input.get_index() &&
        systems_[out.first] == &output.get_system() &&
        out.second == output.get_index()) {
      return true;
    }
  }
  return false;
}

namespace {

// Follows `path` (subsystem indices) down a tree of diagram-shaped values,
// where `sub(node, index)` returns child `index` of a node, or nullptr if the
// node is not diagram-shaped.
template <typename Node, typename SubFunc>
const Node& FollowPath(const std::vector<int>& path, const Node& root,
                       const SubFunc& sub, const char* api) {
  const Node* current = &root;
  for (int index : path) {
    current = sub(*current, index);
    if (current == nullptr) {
      throw std::logic_error(fmt::format(
          "{}(): the argument is not shaped like this diagram's (allocate it "
          "with the diagram's Allocate* function).",
          api));
    }
  }
  return *current;
}

}  // namespace

template <typename T>
const ContinuousState<T>& Diagram<T>::GetSubsystemDerivatives(
    const System<T>& subsystem, const ContinuousState<T>& derivatives) const {
  this->ValidateCreatedForThisSystem(derivatives);
  return FollowPath(
      PathTo(subsystem), derivatives,
      [](const ContinuousState<T>& node,
         int index) -> const ContinuousState<T>* {
        const auto* diagram =
            dynamic_cast<const DiagramContinuousState<T>*>(&node);
        if (diagram == nullptr || index >= diagram->num_substates()) {
          return nullptr;
        }
        return &diagram->get_substate(index);
      },
      "GetSubsystemDerivatives");
}

template <typename T>
const DiscreteValues<T>& Diagram<T>::GetSubsystemDiscreteValues(
    const System<T>& subsystem,
    const DiscreteValues<T>& discrete_values) const {
  this->ValidateCreatedForThisSystem(discrete_values);
  return FollowPath(
      PathTo(subsystem), discrete_values,
      [](const DiscreteValues<T>& node, int index) -> const DiscreteValues<T>* {
        const auto* diagram =
            dynamic_cast<const DiagramDiscreteValues<T>*>(&node);
        if (diagram == nullptr || index >= diagram->num_subdiscretes()) {
          return nullptr;
        }
        return &diagram->get_subdiscrete(SubsystemIndex(index));
      },
      "GetSubsystemDiscreteValues");
}

template <typename T>
const CompositeEventCollection<T>&
Diagram<T>::GetSubsystemCompositeEventCollection(
    const System<T>& subsystem,
    const CompositeEventCollection<T>& events) const {
  this->ValidateCreatedForThisSystem(events);
  return FollowPath(
      PathTo(subsystem), events,
      [](const CompositeEventCollection<T>& node,
         int index) -> const CompositeEventCollection<T>* {
        const auto* diagram =
            dynamic_cast<const DiagramCompositeEventCollection<T>*>(&node);
        if (diagram == nullptr || index >= diagram->num_subsystems()) {
          return nullptr;
        }
        return &diagram->get_subevent_collection(index);
      },
      "GetSubsystemCompositeEventCollection");
}

template <typename T>
CompositeEventCollection<T>&
Diagram<T>::GetMutableSubsystemCompositeEventCollection(
    const System<T>& subsystem, CompositeEventCollection<T>* events) const {
  this->ValidateCreatedForThisSystem(events);
  return const_cast<CompositeEventCollection<T>&>(
      GetSubsystemCompositeEventCollection(subsystem, *events));
}

template <typename T>
void Diagram<T>::DoFindUniquePeriodicDiscreteUpdatesOrThrow(
    const char* api_name, const Context<T>& context,
    std::optional<PeriodicEventData>* timing,
    EventCollection<DiscreteUpdateEvent<T>>* events) const {
  auto& diagram_events =
      dynamic_cast<DiagramEventCollection<DiscreteUpdateEvent<T>>&>(*events);
  for (int i = 0; i < num_subsystems(); ++i) {
    this->FindUniquePeriodicDiscreteUpdatesOrThrow(
        api_name, *systems_[i],
        static_cast<const Context<T>&>(context.get_subcontext_base(i)), timing,
        &diagram_events.get_mutable_subevent_collection(i));
  }
}

template <typename T>
bool Diagram<T>::HasSubsystemNamed(std::string_view name) const {
  for (const System<T>* system : systems_) {
    if (system->get_name() == name) return true;
  }
  return false;
}

template <typename T>
SubsystemIndex Diagram<T>::GetSubsystemIndex(const System<T>& subsystem) const {
  for (int i = 0; i < num_subsystems(); ++i) {
    if (systems_[i] == &subsystem) return SubsystemIndex(i);
  }
  throw std::logic_error(
      fmt::format("System {} is not a subsystem of Diagram {}.",
                  subsystem.GetSystemPathname(), this->GetSystemPathname()));
}

template <typename T>
std::vector<int> Diagram<T>::PathTo(const SystemBase& subsystem) const {
  std::vector<int> path;
  const SystemBase* system = &subsystem;
  while (system != this) {
    const auto* parent = system->get_parent_service();
    if (parent == nullptr) {
      throw std::logic_error(fmt::format(
          "System {} is not a subsystem of Diagram {}.",
          subsystem.GetSystemPathname(), this->GetSystemPathname()));
    }
    path.push_back(system->subsystem_index_in_parent());
    system = dynamic_cast<const SystemBase*>(parent);
    DRAKE_DEMAND(system != nullptr);
  }
  std::reverse(path.begin(), path.end());
  return path;
}

template <typename T>
const Context<T>& Diagram<T>::GetSubsystemContext(
    const System<T>& subsystem, const Context<T>& context) const {
  this->ValidateContext(context);
  const ContextBase* current = &context;
  for (int index : PathTo(subsystem)) {
    current = &current->get_subcontext_base(index);
  }
  return *static_cast<const Context<T>*>(current);
}

template <typename T>
Context<T>& Diagram<T>::GetMutableSubsystemContext(const System<T>& subsystem,
                                                   Context<T>* context) const {
  DRAKE_THROW_UNLESS(context != nullptr);
  return const_cast<Context<T>&>(GetSubsystemContext(subsystem, *context));
}

template <typename T>
const State<T>& Diagram<T>::GetSubsystemState(const System<T>& subsystem,
                                              const State<T>& state) const {
  this->ValidateCreatedForThisSystem(state);
  const State<T>* current = &state;
  for (int index : PathTo(subsystem)) {
    const auto* diagram_state = dynamic_cast<const DiagramState<T>*>(current);
    if (diagram_state == nullptr) {
      throw std::logic_error(
          "GetSubsystemState(): the state is not shaped like this diagram's.");
    }
    current = &diagram_state->get_substate(index);
  }
  return *current;
}

template <typename T>
State<T>& Diagram<T>::GetMutableSubsystemState(const System<T>& subsystem,
                                               State<T>* state) const {
  this->ValidateCreatedForThisSystem(state);
  return const_cast<State<T>&>(GetSubsystemState(subsystem, *state));
}

template <typename T>
State<T>& Diagram<T>::GetMutableSubsystemState(const System<T>& subsystem,
                                               Context<T>* context) const {
  return GetMutableSubsystemContext(subsystem, context).get_mutable_state();
}

template <typename T>
std::map<typename Diagram<T>::InputPortLocator,
         typename Diagram<T>::OutputPortLocator>
Diagram<T>::connection_map() const {
  std::map<InputPortLocator, OutputPortLocator> result;
  for (const auto& [input, output] : blueprint_->connections) {
    result[{systems_[input.first], InputPortIndex(input.second)}] = {
        systems_[output.first], OutputPortIndex(output.second)};
  }
  return result;
}

template <typename T>
std::vector<typename Diagram<T>::InputPortLocator>
Diagram<T>::GetInputPortLocators(InputPortIndex port) const {
  std::vector<InputPortLocator> result;
  for (const auto& [sub, index] : blueprint_->input_ports.at(port).second) {
    result.emplace_back(systems_[sub], InputPortIndex(index));
  }
  return result;
}

template <typename T>
const typename Diagram<T>::OutputPortLocator&
Diagram<T>::get_output_port_locator(OutputPortIndex port) const {
  return output_port_locators_.at(port);
}

template <typename T>
void Diagram<T>::SetDefaultState(const Context<T>& context,
                                 State<T>* state) const {
  this->ValidateContext(context);
  this->ValidateCreatedForThisSystem(state);
  const auto& diagram_context = static_cast<const DiagramContext<T>&>(context);
  auto* diagram_state = AsFinal<DiagramState<T>>(state);
  DRAKE_THROW_UNLESS(diagram_state != nullptr);
  for (int i = 0; i < num_subsystems(); ++i) {
    systems_[i]->SetDefaultState(
        diagram_context.GetSubsystemContext(SubsystemIndex(i)),
        &diagram_state->get_mutable_substate(i));
  }
}

template <typename T>
void Diagram<T>::SetDefaultParameters(const Context<T>& context,
                                      Parameters<T>* parameters) const {
  this->ValidateContext(context);
  this->ValidateCreatedForThisSystem(parameters);
  // The diagram's parameters are views of the children's: set each child's
  // (through a scratch copy when `parameters` is not the context's own).
  const auto& diagram_context = static_cast<const DiagramContext<T>&>(context);
  // When `parameters` are the context's own, they are views of the
  // children's: set those directly (the caller notifies through the
  // diagram's trackers, which reach the children's).
  const bool own = parameters == &context.get_parameters();
  int numeric = 0;
  int abstract = 0;
  for (int i = 0; i < num_subsystems(); ++i) {
    const Context<T>& sub =
        diagram_context.GetSubsystemContext(SubsystemIndex(i));
    if (own) {
      systems_[i]->SetDefaultParameters(
          sub, &const_cast<Parameters<T>&>(sub.get_parameters()));
      continue;
    }
    std::unique_ptr<Parameters<T>> scratch = sub.get_parameters().Clone();
    systems_[i]->SetDefaultParameters(sub, scratch.get());
    for (int g = 0; g < scratch->num_numeric_parameter_groups(); ++g) {
      parameters->get_mutable_numeric_parameter(numeric++).SetFrom(
          scratch->get_numeric_parameter(g));
    }
    for (int g = 0; g < scratch->num_abstract_parameters(); ++g) {
      parameters->get_mutable_abstract_parameter(abstract++)
          .SetFrom(scratch->get_abstract_parameter(g));
    }
  }
}

template <typename T>
void Diagram<T>::SetRandomState(const Context<T>& context, State<T>* state,
                                RandomGenerator* generator) const {
  this->ValidateContext(context);
  this->ValidateCreatedForThisSystem(state);
  const auto& diagram_context = static_cast<const DiagramContext<T>&>(context);
  auto* diagram_state = AsFinal<DiagramState<T>>(state);
  DRAKE_THROW_UNLESS(diagram_state != nullptr);
  for (int i = 0; i < num_subsystems(); ++i) {
    systems_[i]->SetRandomState(
        diagram_context.GetSubsystemContext(SubsystemIndex(i)),
        &diagram_state->get_mutable_substate(i), generator);
  }
}

template <typename T>
void Diagram<T>::SetRandomParameters(const Context<T>& context,
                                     Parameters<T>* parameters,
                                     RandomGenerator* generator) const {
  this->ValidateContext(context);
  this->ValidateCreatedForThisSystem(parameters);
  const auto& diagram_context = static_cast<const DiagramContext<T>&>(context);
  // When `parameters` are the context's own, they are views of the
  // children's: set those directly (the caller notifies through the
  // diagram's trackers, which reach the children's).
  const bool own = parameters == &context.get_parameters();
  int numeric = 0;
  int abstract = 0;
  for (int i = 0; i < num_subsystems(); ++i) {
    const Context<T>& sub =
        diagram_context.GetSubsystemContext(SubsystemIndex(i));
    if (own) {
      systems_[i]->SetRandomParameters(
          sub, &const_cast<Parameters<T>&>(sub.get_parameters()), generator);
      continue;
    }
    std::unique_ptr<Parameters<T>> scratch = sub.get_parameters().Clone();
    systems_[i]->SetRandomParameters(sub, scratch.get(), generator);
    for (int g = 0; g < scratch->num_numeric_parameter_groups(); ++g) {
      parameters->get_mutable_numeric_parameter(numeric++).SetFrom(
          scratch->get_numeric_parameter(g));
    }
    for (int g = 0; g < scratch->num_abstract_parameters(); ++g) {
      parameters->get_mutable_abstract_parameter(abstract++)
          .SetFrom(scratch->get_abstract_parameter(g));
    }
  }
}

template <typename T>
std::unique_ptr<ContinuousState<T>> Diagram<T>::AllocateTimeDerivatives()
    const {
  std::vector<std::unique_ptr<ContinuousState<T>>> subs;
  for (const System<T>* system : systems_) {
    subs.push_back(system->AllocateTimeDerivatives());
  }
  auto result = std::make_unique<DiagramContinuousState<T>>(std::move(subs));
  result->set_system_id(this->get_system_id());
  return result;
}

template <typename T>
std::unique_ptr<DiscreteValues<T>> Diagram<T>::AllocateDiscreteVariables()
    const {
  std::vector<std::unique_ptr<DiscreteValues<T>>> subs;
  for (const System<T>* system : systems_) {
    subs.push_back(system->AllocateDiscreteVariables());
  }
  auto result = std::make_unique<DiagramDiscreteValues<T>>(std::move(subs));
  result->set_system_id(this->get_system_id());
  return result;
}

template <typename T>
std::unique_ptr<CompositeEventCollection<T>>
Diagram<T>::AllocateCompositeEventCollection() const {
  std::vector<std::unique_ptr<CompositeEventCollection<T>>> subs;
  for (const System<T>* system : systems_) {
    subs.push_back(system->AllocateCompositeEventCollection());
  }
  auto result =
      std::make_unique<DiagramCompositeEventCollection<T>>(std::move(subs));
  result->set_system_id(this->get_system_id());
  return result;
}

template <typename T>
std::multimap<int, int> Diagram<T>::GetDirectFeedthroughs() const {
  // Each child's feedthrough pairs, computed once.
  std::vector<std::multimap<int, int>> child_pairs;
  for (const System<T>* system : systems_) {
    child_pairs.push_back(system->GetDirectFeedthroughs());
  }
  // Does subsystem output (sub, port) depend on diagram input `target`?
  std::function<bool(int, int, int, std::set<std::pair<int, int>>*)> reaches =
      [&](int sub, int port, int target,
          std::set<std::pair<int, int>>* visited) -> bool {
    if (!visited->insert({sub, port}).second) return false;
    for (const auto& [input, output] : child_pairs[sub]) {
      if (output != port) continue;
      const InputSource& source = input_sources_[sub][input];
      if (source.kind == InputSource::kDiagramInput && source.port == target) {
        return true;
      }
      if (source.kind == InputSource::kOutput &&
          reaches(source.subsystem, source.port, target, visited)) {
        return true;
      }
    }
    return false;
  };
  std::multimap<int, int> result;
  for (int u = 0; u < this->num_input_ports(); ++u) {
    for (int y = 0; y < this->num_output_ports(); ++y) {
      const auto& locator = blueprint_->output_ports[y].second;
      std::set<std::pair<int, int>> visited;
      if (reaches(locator.first, locator.second, u, &visited)) {
        result.emplace(u, y);
      }
    }
  }
  return result;
}

template <typename T>
void Diagram<T>::AddTriggeredWitnessFunctionToCompositeEventCollection(
    Event<T>* event, CompositeEventCollection<T>* events) const {
  DRAKE_THROW_UNLESS(event != nullptr);
  DRAKE_THROW_UNLESS(events != nullptr);
  const auto* data =
      event->template get_event_data<WitnessTriggeredEventData<T>>();
  if (data == nullptr || data->triggered_witness() == nullptr) {
    throw std::logic_error(
        "Diagram::AddTriggeredWitnessFunctionToCompositeEventCollection(): "
        "the event has no WitnessTriggeredEventData naming its witness.");
  }
  const System<T>& owner = data->triggered_witness()->get_system();
  const std::vector<int> path = PathTo(owner);
  DRAKE_DEMAND(!path.empty());
  auto* diagram_events =
      dynamic_cast<DiagramCompositeEventCollection<T>*>(events);
  DRAKE_THROW_UNLESS(diagram_events != nullptr);
  systems_[path[0]]->AddTriggeredWitnessFunctionToCompositeEventCollection(
      event, &diagram_events->get_mutable_subevent_collection(path[0]));
}

template <typename T>
void Diagram<T>::DoCalcTimeDerivatives(const Context<T>& context,
                                       ContinuousState<T>* derivatives) const {
  const auto& diagram_context = static_cast<const DiagramContext<T>&>(context);
  auto* diagram_derivatives = AsFinal<DiagramContinuousState<T>>(derivatives);
  DRAKE_THROW_UNLESS(diagram_derivatives != nullptr);
  for (int i = 0; i < num_subsystems(); ++i) {
    if (systems_[i]->num_continuous_states() == 0) continue;
    systems_[i]->CalcTimeDerivatives(
        diagram_context.GetSubsystemContext(SubsystemIndex(i)),
        &diagram_derivatives->get_mutable_substate(i));
  }
}

template <typename T>
void Diagram<T>::DoMapVelocityToQDot(
    const Context<T>& context,
    const Eigen::Ref<const VectorX<T>>& generalized_velocity,
    VectorBase<T>* qdot) const {
  // The diagram's q (v) is the concatenation of its subsystems' q (v):
  // map each subsystem's slice.
  const auto& diagram_context = static_cast<const DiagramContext<T>&>(context);
  int q_offset = 0;
  int v_offset = 0;
  for (int i = 0; i < num_subsystems(); ++i) {
    const Context<T>& sub =
        diagram_context.GetSubsystemContext(SubsystemIndex(i));
    const ContinuousState<T>& xc = sub.get_continuous_state();
    const int nq = xc.num_q();
    const int nv = xc.num_v();
    if (nq == 0 && nv == 0) continue;
    Subvector<T> sub_qdot(qdot, q_offset, nq);
    systems_[i]->MapVelocityToQDot(
        sub, generalized_velocity.segment(v_offset, nv), &sub_qdot);
    q_offset += nq;
    v_offset += nv;
  }
}

template <typename T>
void Diagram<T>::DoMapQDotToVelocity(
    const Context<T>& context, const Eigen::Ref<const VectorX<T>>& qdot,
    VectorBase<T>* generalized_velocity) const {
  const auto& diagram_context = static_cast<const DiagramContext<T>&>(context);
  int q_offset = 0;
  int v_offset = 0;
  for (int i = 0; i < num_subsystems(); ++i) {
    const Context<T>& sub =
        diagram_context.GetSubsystemContext(SubsystemIndex(i));
    const ContinuousState<T>& xc = sub.get_continuous_state();
    const int nq = xc.num_q();
    const int nv = xc.num_v();
    if (nq == 0 && nv == 0) continue;
    Subvector<T> sub_v(generalized_velocity, v_offset, nv);
    systems_[i]->MapQDotToVelocity(sub, qdot.segment(q_offset, nq), &sub_v);
    q_offset += nq;
    v_offset += nv;
  }
}

template <typename T>
T Diagram<T>::SumOverSubsystems(const Context<T>& context,
                                const T& (System<T>::*eval)(const Context<T>&)
                                    const) const {
  const auto& diagram_context = static_cast<const DiagramContext<T>&>(context);
  T sum(0);
  for (int i = 0; i < num_subsystems(); ++i) {
    sum += (systems_[i]->*eval)(
        diagram_context.GetSubsystemContext(SubsystemIndex(i)));
  }
  return sum;
}

template <typename T>
T Diagram<T>::DoCalcPotentialEnergy(const Context<T>& context) const {
  return SumOverSubsystems(context, &System<T>::EvalPotentialEnergy);
}
template <typename T>
T Diagram<T>::DoCalcKineticEnergy(const Context<T>& context) const {
  return SumOverSubsystems(context, &System<T>::EvalKineticEnergy);
}
template <typename T>
T Diagram<T>::DoCalcConservativePower(const Context<T>& context) const {
  return SumOverSubsystems(context, &System<T>::EvalConservativePower);
}
template <typename T>
T Diagram<T>::DoCalcNonConservativePower(const Context<T>& context) const {
  return SumOverSubsystems(context, &System<T>::EvalNonConservativePower);
}

template <typename T>
T Diagram<T>::DoCalcWitnessValue(const Context<T>& context,
                                 const WitnessFunction<T>& witness_func) const {
  // Walk up from the witness's system to the child of this diagram that
  // contains it, then let that child evaluate it on its subcontext (which
  // recurses through nested diagrams). No allocation.
  const internal::SystemParentServiceInterface* const me = this;
  const System<T>* system = &witness_func.get_system();
  while (system->get_parent_service() != me) {
    if (system->get_parent_service() == nullptr) {
      throw std::logic_error(fmt::format(
          "CalcWitnessValue(): the witness function '{}' belongs to System "
          "{}, which is not a subsystem of Diagram {}.",
          witness_func.description(),
          witness_func.get_system().GetSystemPathname(),
          this->GetSystemPathname()));
    }
    system = static_cast<const Diagram<T>*>(system->get_parent_service());
  }
  const int index = system->subsystem_index_in_parent();
  const auto& diagram_context = static_cast<const DiagramContext<T>&>(context);
  return systems_[index]->CalcWitnessValue(
      diagram_context.GetSubsystemContext(SubsystemIndex(index)), witness_func);
}

template <typename T>
void Diagram<T>::DoGetWitnessFunctions(
    const Context<T>& context,
    std::vector<const WitnessFunction<T>*>* w) const {
  const auto& diagram_context = static_cast<const DiagramContext<T>&>(context);
  for (int i = 0; i < num_subsystems(); ++i) {
    systems_[i]->GetWitnessFunctions(
        diagram_context.GetSubsystemContext(SubsystemIndex(i)), w);
  }
}

template <typename T>
int Diagram<T>::do_num_continuous_states() const {
  int n = 0;
  for (const System<T>* system : systems_) n += system->num_continuous_states();
  return n;
}

namespace {
template <typename EventType>
const DiagramEventCollection<EventType>& AsDiagramEvents(
    const EventCollection<EventType>& events) {
  // A Diagram's event collections come from its own
  // AllocateCompositeEventCollection(); the armed assertion catches others.
  DRAKE_ASSERT(dynamic_cast<const DiagramEventCollection<EventType>*>(
                   &events) != nullptr);
  return static_cast<const DiagramEventCollection<EventType>&>(events);
}
}  // namespace

template <typename T>
EventStatus Diagram<T>::DispatchPublishHandler(
    const Context<T>& context,
    const EventCollection<PublishEvent<T>>& events) const {
  const auto& diagram_events = AsDiagramEvents(events);
  const auto& diagram_context = static_cast<const DiagramContext<T>&>(context);
  EventStatus status = EventStatus::DidNothing();
  for (int i = 0; i < num_subsystems(); ++i) {
    const auto& sub_events = diagram_events.get_subevent_collection(i);
    if (!sub_events.HasEvents()) continue;
    status.KeepMoreSevere(systems_[i]->Publish(
        diagram_context.GetSubsystemContext(SubsystemIndex(i)), sub_events));
    if (status.failed()) break;
  }
  return status;
}

template <typename T>
EventStatus Diagram<T>::DispatchDiscreteVariableUpdateHandler(
    const Context<T>& context,
    const EventCollection<DiscreteUpdateEvent<T>>& events,
    DiscreteValues<T>* discrete_state) const {
  const auto& diagram_events = AsDiagramEvents(events);
  const auto& diagram_context = static_cast<const DiagramContext<T>&>(context);
  auto* diagram_xd = AsFinal<DiagramDiscreteValues<T>>(discrete_state);
  DRAKE_THROW_UNLESS(diagram_xd != nullptr);
  EventStatus status = EventStatus::DidNothing();
  // Only the subsystems with events compute (each initializes its part of
  // `discrete_state` from its context); the other parts are left alone, and
  // DoApplyDiscreteVariableUpdate() skips them too.
  for (int i = 0; i < num_subsystems(); ++i) {
    const auto& sub_events = diagram_events.get_subevent_collection(i);
    if (!sub_events.HasEvents()) continue;
    const Context<T>& sub =
        diagram_context.GetSubsystemContext(SubsystemIndex(i));
    status.KeepMoreSevere(systems_[i]->CalcDiscreteVariableUpdate(
        sub, sub_events,
        &diagram_xd->get_mutable_subdiscrete(SubsystemIndex(i))));
    if (status.failed()) break;
  }
  return status;
}

template <typename T>
void Diagram<T>::DoApplyDiscreteVariableUpdate(
    const EventCollection<DiscreteUpdateEvent<T>>& events,
    DiscreteValues<T>* discrete_state, Context<T>* context) const {
  const auto& diagram_events = AsDiagramEvents(events);
  auto& diagram_context = static_cast<DiagramContext<T>&>(*context);
  auto* diagram_xd = AsFinal<DiagramDiscreteValues<T>>(discrete_state);
  DRAKE_THROW_UNLESS(diagram_xd != nullptr);
  for (int i = 0; i < num_subsystems(); ++i) {
    const auto& sub_events = diagram_events.get_subevent_collection(i);
    if (!sub_events.HasEvents()) continue;
    systems_[i]->ApplyDiscreteVariableUpdate(
        sub_events, &diagram_xd->get_mutable_subdiscrete(SubsystemIndex(i)),
        &diagram_context.GetMutableSubsystemContext(SubsystemIndex(i)));
  }
}

template <typename T>
EventStatus Diagram<T>::DispatchUnrestrictedUpdateHandler(
    const Context<T>& context,
    const EventCollection<UnrestrictedUpdateEvent<T>>& events,
    State<T>* state) const {
  const auto& diagram_events = AsDiagramEvents(events);
  const auto& diagram_context = static_cast<const DiagramContext<T>&>(context);
  auto* diagram_state = AsFinal<DiagramState<T>>(state);
  DRAKE_THROW_UNLESS(diagram_state != nullptr);
  EventStatus status = EventStatus::DidNothing();
  // Only the subsystems with events compute (each initializes its part of
  // `state` from its context); the substates of the others are neither
  // copied nor applied (DoApplyUnrestrictedUpdate() skips them), so their
  // context values and cache stay as they are.
  for (int i = 0; i < num_subsystems(); ++i) {
    const auto& sub_events = diagram_events.get_subevent_collection(i);
    if (!sub_events.HasEvents()) continue;
    const Context<T>& sub =
        diagram_context.GetSubsystemContext(SubsystemIndex(i));
    status.KeepMoreSevere(systems_[i]->CalcUnrestrictedUpdate(
        sub, sub_events, &diagram_state->get_mutable_substate(i)));
    if (status.failed()) break;
  }
  return status;
}

template <typename T>
void Diagram<T>::DoApplyUnrestrictedUpdate(
    const EventCollection<UnrestrictedUpdateEvent<T>>& events, State<T>* state,
    Context<T>* context) const {
  const auto& diagram_events = AsDiagramEvents(events);
  auto& diagram_context = static_cast<DiagramContext<T>&>(*context);
  auto* diagram_state = AsFinal<DiagramState<T>>(state);
  DRAKE_THROW_UNLESS(diagram_state != nullptr);
  for (int i = 0; i < num_subsystems(); ++i) {
    const auto& sub_events = diagram_events.get_subevent_collection(i);
    if (!sub_events.HasEvents()) continue;
    systems_[i]->ApplyUnrestrictedUpdate(
        sub_events, &diagram_state->get_mutable_substate(i),
        &diagram_context.GetMutableSubsystemContext(SubsystemIndex(i)));
  }
}

template <typename T>
void Diagram<T>::DoCalcNextUpdateTime(const Context<T>& context,
                                      CompositeEventCollection<T>* events,
                                      T* time) const {
  const auto& diagram_context = static_cast<const DiagramContext<T>&>(context);
  DRAKE_ASSERT(dynamic_cast<DiagramCompositeEventCollection<T>*>(events) !=
               nullptr);
  auto* diagram_events =
      static_cast<DiagramCompositeEventCollection<T>*>(events);
  // Each child's next time; a fixed buffer avoids allocating per step for
  // diagrams of up to kLocal subsystems.
  constexpr int kLocal = 32;
  std::array<T, kLocal> local_times;
  std::vector<T> heap_times;
  if (num_subsystems() > kLocal) heap_times.resize(num_subsystems());
  T* times = num_subsystems() > kLocal ? heap_times.data() : local_times.data();
  *time = T(std::numeric_limits<double>::infinity());
  for (int i = 0; i < num_subsystems(); ++i) {
    times[i] = systems_[i]->CalcNextUpdateTime(
        diagram_context.GetSubsystemContext(SubsystemIndex(i)),
        &diagram_events->get_mutable_subevent_collection(i));
    if (times[i] < *time) *time = times[i];
  }
  for (int i = 0; i < num_subsystems(); ++i) {
    if (times[i] > *time)
      diagram_events->get_mutable_subevent_collection(i).Clear();
  }
}

template <typename T>
void Diagram<T>::DoGetPerStepEvents(const Context<T>& context,
                                    CompositeEventCollection<T>* events) const {
  const auto& diagram_context = static_cast<const DiagramContext<T>&>(context);
  auto* diagram_events = AsFinal<DiagramCompositeEventCollection<T>>(events);
  DRAKE_THROW_UNLESS(diagram_events != nullptr);
  for (int i = 0; i < num_subsystems(); ++i) {
    systems_[i]->GetPerStepEvents(
        diagram_context.GetSubsystemContext(SubsystemIndex(i)),
        &diagram_events->get_mutable_subevent_collection(i));
  }
}

template <typename T>
void Diagram<T>::DoGetInitializationEvents(
    const Context<T>& context, CompositeEventCollection<T>* events) const {
  const auto& diagram_context = static_cast<const DiagramContext<T>&>(context);
  auto* diagram_events = AsFinal<DiagramCompositeEventCollection<T>>(events);
  DRAKE_THROW_UNLESS(diagram_events != nullptr);
  for (int i = 0; i < num_subsystems(); ++i) {
    systems_[i]->GetInitializationEvents(
        diagram_context.GetSubsystemContext(SubsystemIndex(i)),
        &diagram_events->get_mutable_subevent_collection(i));
  }
}

template <typename T>
void Diagram<T>::DoMapPeriodicEventsByTiming(
    std::map<PeriodicEventData, std::vector<const Event<T>*>,
             PeriodicEventDataComparator>* periodic_events) const {
  for (const System<T>* system : systems_) {
    for (const auto& [timing, events] : system->MapPeriodicEventsByTiming()) {
      auto& list = (*periodic_events)[timing];
      list.insert(list.end(), events.begin(), events.end());
    }
  }
}

template <typename T>
std::unique_ptr<EventCollection<PublishEvent<T>>>
Diagram<T>::AllocateForcedPublishEventCollection() const {
  auto result = std::make_unique<DiagramEventCollection<PublishEvent<T>>>(
      num_subsystems());
  for (int i = 0; i < num_subsystems(); ++i) {
    result->set_subevent_collection(
        i, const_cast<EventCollection<PublishEvent<T>>*>(
               &systems_[i]->get_forced_publish_events()));
  }
  return result;
}

template <typename T>
std::unique_ptr<EventCollection<DiscreteUpdateEvent<T>>>
Diagram<T>::AllocateForcedDiscreteUpdateEventCollection() const {
  auto result =
      std::make_unique<DiagramEventCollection<DiscreteUpdateEvent<T>>>(
          num_subsystems());
  for (int i = 0; i < num_subsystems(); ++i) {
    result->set_subevent_collection(
        i, const_cast<EventCollection<DiscreteUpdateEvent<T>>*>(
               &systems_[i]->get_forced_discrete_update_events()));
  }
  return result;
}

template <typename T>
std::unique_ptr<EventCollection<UnrestrictedUpdateEvent<T>>>
Diagram<T>::AllocateForcedUnrestrictedUpdateEventCollection() const {
  auto result =
      std::make_unique<DiagramEventCollection<UnrestrictedUpdateEvent<T>>>(
          num_subsystems());
  for (int i = 0; i < num_subsystems(); ++i) {
    result->set_subevent_collection(
        i, const_cast<EventCollection<UnrestrictedUpdateEvent<T>>*>(
               &systems_[i]->get_forced_unrestricted_update_events()));
  }
  return result;
}

template <typename T>
void Diagram<T>::GetGraphvizFragment(int max_depth, std::string* dot) const {
  if (max_depth <= 0) {
    System<T>::GetGraphvizFragment(max_depth, dot);
    return;
  }
  const std::string id = this->GetMemoryObjectName();
  *dot += fmt::format("subgraph cluster{} {{\nlabel=\"{}\";\n", id,
                      this->GetSystemName());
  // The diagram's own ports as plain nodes.
  for (int k = 0; k < this->num_input_ports(); ++k) {
    *dot += fmt::format("{}_u{} [shape=rarrow, label=\"{}\"];\n", id, k,
                        this->get_input_port(k).get_name());
  }
  for (int k = 0; k < this->num_output_ports(); ++k) {
    *dot += fmt::format("{}_y{} [shape=rarrow, label=\"{}\"];\n", id, k,
                        this->get_output_port(k).get_name());
  }
  for (const System<T>* system : systems_) {
    system->GetGraphvizFragment(max_depth - 1, dot);
  }
  auto input_token = [max_depth](const System<T>& system, int port) {
    const auto* diagram = dynamic_cast<const Diagram<T>*>(&system);
    if (diagram != nullptr && max_depth - 1 > 0) {
      return fmt::format("{}_u{}", system.GetMemoryObjectName(), port);
    }
    return system.GetGraphvizInputPortToken(port);
  };
  auto output_token = [max_depth](const System<T>& system, int port) {
    const auto* diagram = dynamic_cast<const Diagram<T>*>(&system);
    if (diagram != nullptr && max_depth - 1 > 0) {
      return fmt::format("{}_y{}", system.GetMemoryObjectName(), port);
    }
    return system.GetGraphvizOutputPortToken(port);
  };
  for (const auto& [input, output] : blueprint_->connections) {
    *dot += fmt::format("{}:e -> {}:w;\n",
                        output_token(*systems_[output.first], output.second),
                        input_token(*systems_[input.first], input.second));
  }
  for (int k = 0; k < static_cast<int>(blueprint_->input_ports.size()); ++k) {
    for (const auto& [sub, port] : blueprint_->input_ports[k].second) {
      *dot += fmt::format("{}_u{} -> {}:w;\n", id, k,
                          input_token(*systems_[sub], port));
    }
  }
  for (int k = 0; k < static_cast<int>(blueprint_->output_ports.size()); ++k) {
    const auto& [sub, port] = blueprint_->output_ports[k].second;
    *dot += fmt::format("{}:e -> {}_y{};\n", output_token(*systems_[sub], port),
                        id, k);
  }
  *dot += "}\n";
}

}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::Diagram)
