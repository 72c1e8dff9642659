#include "drake/systems/framework/leaf_system.h"

#include <array>
#include <cmath>
#include <limits>
#include <memory>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "drake/systems/framework/system_symbolic_inspector.h"

namespace drake {
namespace systems {

template <typename T>
LeafSystem<T>::LeafSystem() : LeafSystem(SystemScalarConverter{}) {}

template <typename T>
LeafSystem<T>::LeafSystem(SystemScalarConverter converter)
    : System<T>(std::move(converter)),
      model_continuous_state_(std::make_unique<BasicVector<T>>(0)) {
  this->set_forced_publish_events(
      std::make_unique<LeafEventCollection<PublishEvent<T>>>());
  this->set_forced_discrete_update_events(
      std::make_unique<LeafEventCollection<DiscreteUpdateEvent<T>>>());
  this->set_forced_unrestricted_update_events(
      std::make_unique<LeafEventCollection<UnrestrictedUpdateEvent<T>>>());
  per_step_events_.set_system_id(this->get_system_id());
  initialization_events_.set_system_id(this->get_system_id());
}

template <typename T>
LeafSystem<T>::~LeafSystem() = default;

template <typename T>
std::unique_ptr<LeafContext<T>> LeafSystem<T>::DoMakeLeafContext() const {
  return std::make_unique<LeafContext<T>>();
}

template <typename T>
std::unique_ptr<ContextBase> LeafSystem<T>::DoAllocateContext() const {
  std::unique_ptr<LeafContext<T>> context = DoMakeLeafContext();
  this->InitializeContextBase(context.get());

  auto state = std::make_unique<State<T>>();
  state->set_continuous_state(AllocateContinuousState());
  state->set_discrete_state(AllocateDiscreteState());
  state->set_abstract_state(AllocateAbstractState());
  context->init_state(std::move(state));
  context->init_parameters(AllocateParameters());
  DoValidateAllocatedLeafContext(*context);
  return context;
}

template <typename T>
void LeafSystem<T>::SetDefaultState(const Context<T>& context,
                                    State<T>* state) const {
  this->ValidateContext(context);
  this->ValidateCreatedForThisSystem(state);
  state->get_mutable_continuous_state().get_mutable_vector().SetFrom(
      *model_continuous_state_);
  DiscreteValues<T>& xd = state->get_mutable_discrete_state();
  for (int i = 0; i < xd.num_groups(); ++i) {
    xd.get_mutable_vector(i).SetFrom(*model_discrete_state_[i]);
  }
  AbstractValues& xa = state->get_mutable_abstract_state();
  for (int i = 0; i < xa.size(); ++i) {
    xa.get_mutable_value(i).SetFrom(*model_abstract_states_[i]);
  }
}

template <typename T>
void LeafSystem<T>::SetDefaultParameters(const Context<T>& context,
                                         Parameters<T>* parameters) const {
  this->ValidateContext(context);
  this->ValidateCreatedForThisSystem(parameters);
  for (int i = 0; i < parameters->num_numeric_parameter_groups(); ++i) {
    parameters->get_mutable_numeric_parameter(i).SetFrom(
        *model_numeric_parameters_[i]);
  }
  for (int i = 0; i < parameters->num_abstract_parameters(); ++i) {
    parameters->get_mutable_abstract_parameter(i).SetFrom(
        *model_abstract_parameters_[i]);
  }
}

template <typename T>
std::unique_ptr<ContinuousState<T>> LeafSystem<T>::AllocateTimeDerivatives()
    const {
  // As Drake: the derivatives have the model vector's concrete type (so a
  // system can downcast them to its named state vector), zeroed.
  std::unique_ptr<BasicVector<T>> derivatives =
      model_continuous_state_->Clone();
  derivatives->SetZero();
  auto result = std::make_unique<ContinuousState<T>>(std::move(derivatives),
                                                     num_q_, num_v_, num_z_);
  result->set_system_id(this->get_system_id());
  return result;
}

template <typename T>
std::unique_ptr<DiscreteValues<T>> LeafSystem<T>::AllocateDiscreteVariables()
    const {
  return AllocateDiscreteState();
}

template <typename T>
std::unique_ptr<CompositeEventCollection<T>>
LeafSystem<T>::AllocateCompositeEventCollection() const {
  auto result = std::make_unique<LeafCompositeEventCollection<T>>();
  result->set_system_id(this->get_system_id());
  return result;
}

namespace {

// The symbolic form of `system` for feedthrough inference, or nullptr when
// the system does not convert to symbolic::Expression or its calculations
// fail on symbolic values (e.g. they branch on the value of an input).
template <typename T>
std::unique_ptr<SystemSymbolicInspector> MakeSymbolicInspectorOrNull(
    const System<T>& system) {
  try {
    if constexpr (std::is_same_v<T, symbolic::Expression>) {
      return std::make_unique<SystemSymbolicInspector>(system);
    } else {
      std::unique_ptr<System<symbolic::Expression>> converted =
          system.ToSymbolicMaybe();
      if (converted == nullptr) return nullptr;
      return std::make_unique<SystemSymbolicInspector>(*converted);
    }
  } catch (const std::exception&) {
    return nullptr;
  }
}

}  // namespace

template <typename T>
std::multimap<int, int> LeafSystem<T>::GetDirectFeedthroughs() const {
  // As Drake: an output port that declared its prerequisites answers from
  // the dependency graph. An output left on the default prerequisites (all
  // sources) depends on every input as far as the graph knows; for those
  // pairs the system is converted to symbolic::Expression once and the
  // inspector decides whether the output's expressions mention the input's
  // variables. Only when that is impossible is feedthrough assumed.
  std::multimap<int, int> pairs;
  std::vector<std::pair<int, int>> unknown;
  for (int y = 0; y < this->num_output_ports(); ++y) {
    const OutputPortBase& output = this->output_port_base_unchecked(y);
    const auto* leaf_output = dynamic_cast<const LeafOutputPort<T>*>(&output);
    const bool default_prerequisites =
        leaf_output != nullptr &&
        leaf_output->cache_entry().has_default_prerequisites();
    for (int u = 0; u < this->num_input_ports(); ++u) {
      if (default_prerequisites) {
        unknown.emplace_back(u, y);
      } else if (this->TicketDependsOn(
                     output.ticket(),
                     this->input_port_base_unchecked(u).ticket())) {
        pairs.emplace(u, y);
      }
    }
  }
  if (unknown.empty()) return pairs;
  const std::unique_ptr<SystemSymbolicInspector> inspector =
      MakeSymbolicInspectorOrNull(*this);
  for (const auto& [u, y] : unknown) {
    if (inspector == nullptr || inspector->IsConnectedInputToOutput(u, y)) {
      pairs.emplace(u, y);
    }
  }
  return pairs;
}

template <typename T>
void LeafSystem<T>::AddTriggeredWitnessFunctionToCompositeEventCollection(
    Event<T>* event, CompositeEventCollection<T>* events) const {
  DRAKE_THROW_UNLESS(event != nullptr);
  DRAKE_THROW_UNLESS(events != nullptr);
  event->AddToComposite(events);
}

template <typename T>
ContinuousStateIndex LeafSystem<T>::DeclareContinuousState(
    int num_state_variables) {
  return DeclareContinuousState(0, 0, num_state_variables);
}

template <typename T>
ContinuousStateIndex LeafSystem<T>::DeclareContinuousState(int num_q, int num_v,
                                                           int num_z) {
  return DeclareContinuousState(
      BasicVector<T>(VectorX<T>::Zero(num_q + num_v + num_z)), num_q, num_v,
      num_z);
}

template <typename T>
ContinuousStateIndex LeafSystem<T>::DeclareContinuousState(
    const BasicVector<T>& model_vector) {
  return DeclareContinuousState(model_vector, 0, 0, model_vector.size());
}

template <typename T>
ContinuousStateIndex LeafSystem<T>::DeclareContinuousState(
    const BasicVector<T>& model_vector, int num_q, int num_v, int num_z) {
  if (num_q < 0 || num_v < 0 || num_z < 0 ||
      num_q + num_v + num_z != model_vector.size() || num_v > num_q) {
    throw std::logic_error(fmt::format(
        "DeclareContinuousState(): System {}: a model vector of size {} "
        "cannot be partitioned as num_q {} + num_v {} + num_z {} (and num_v "
        "must not exceed num_q).",
        this->GetSystemPathname(), model_vector.size(), num_q, num_v, num_z));
  }
  model_continuous_state_ = model_vector.Clone();
  num_q_ = num_q;
  num_v_ = num_v;
  num_z_ = num_z;
  MaybeDeclareVectorBaseInequalityConstraint(
      "continuous state", model_vector,
      [](const Context<T>& context) -> const VectorBase<T>& {
        return context.get_continuous_state().get_vector();
      });
  return ContinuousStateIndex(0);
}

template <typename T>
DiscreteStateIndex LeafSystem<T>::DeclareDiscreteState(
    const BasicVector<T>& model_vector) {
  const DiscreteStateIndex index(
      static_cast<int>(model_discrete_state_.size()));
  model_discrete_state_.push_back(model_vector.Clone());
  this->AddDiscreteStateGroupTicket();
  MaybeDeclareVectorBaseInequalityConstraint(
      "discrete state", model_vector,
      [index](const Context<T>& context) -> const VectorBase<T>& {
        return context.get_discrete_state(index);
      });
  return index;
}

template <typename T>
DiscreteStateIndex LeafSystem<T>::DeclareDiscreteState(
    const Eigen::Ref<const VectorX<T>>& vector) {
  return DeclareDiscreteState(BasicVector<T>(VectorX<T>(vector)));
}

template <typename T>
DiscreteStateIndex LeafSystem<T>::DeclareDiscreteState(
    int num_state_variables) {
  DRAKE_THROW_UNLESS(num_state_variables >= 0);
  return DeclareDiscreteState(
      BasicVector<T>(VectorX<T>::Zero(num_state_variables)));
}

template <typename T>
AbstractStateIndex LeafSystem<T>::DeclareAbstractState(
    const AbstractValue& abstract_state) {
  const AbstractStateIndex index(
      static_cast<int>(model_abstract_states_.size()));
  model_abstract_states_.push_back(abstract_state.Clone());
  this->AddAbstractStateTicket();
  return index;
}

template <typename T>
int LeafSystem<T>::DeclareNumericParameter(const BasicVector<T>& model_vector) {
  const int index = static_cast<int>(model_numeric_parameters_.size());
  model_numeric_parameters_.push_back(model_vector.Clone());
  this->AddNumericParameterTicket();
  MaybeDeclareVectorBaseInequalityConstraint(
      fmt::format("parameter {}", index), model_vector,
      [index](const Context<T>& context) -> const VectorBase<T>& {
        return context.get_numeric_parameter(index);
      });
  return index;
}

template <typename T>
int LeafSystem<T>::DeclareAbstractParameter(const AbstractValue& model_value) {
  const int index = static_cast<int>(model_abstract_parameters_.size());
  model_abstract_parameters_.push_back(model_value.Clone());
  this->AddAbstractParameterTicket();
  return index;
}

template <typename T>
InputPort<T>& LeafSystem<T>::DeclareVectorInputPort(
    std::variant<std::string, UseDefaultName> name,
    const BasicVector<T>& model_vector,
    std::optional<RandomDistribution> random_type) {
  const int index = this->num_input_ports();
  MaybeDeclareVectorBaseInequalityConstraint(
      fmt::format("input {}", index), model_vector,
      [this, index](const Context<T>& context) -> const VectorBase<T>& {
        return this->get_input_port(index).template Eval<BasicVector<T>>(
            context);
      });
  return this->DeclareInputPortWithModel(
      std::move(name), kVectorValued, model_vector.size(), random_type,
      std::make_unique<Value<BasicVector<T>>>(model_vector.Clone()));
}

template <typename T>
InputPort<T>& LeafSystem<T>::DeclareVectorInputPort(
    std::variant<std::string, UseDefaultName> name, int size,
    std::optional<RandomDistribution> random_type) {
  DRAKE_THROW_UNLESS(size >= 0);
  return DeclareVectorInputPort(
      std::move(name), BasicVector<T>(VectorX<T>::Zero(size)), random_type);
}

template <typename T>
InputPort<T>& LeafSystem<T>::DeclareAbstractInputPort(
    std::variant<std::string, UseDefaultName> name,
    const AbstractValue& model_value) {
  return this->DeclareInputPortWithModel(std::move(name), kAbstractValued, 0,
                                         std::nullopt, model_value.Clone());
}

template <typename T>
LeafOutputPort<T>& LeafSystem<T>::DeclareVectorOutputPort(
    std::variant<std::string, UseDefaultName> name,
    const BasicVector<T>& model_vector,
    typename LeafOutputPort<T>::CalcVectorCallback vector_calc_function,
    std::set<DependencyTicket> prerequisites_of_calc) {
  return CreateVectorOutputPort(
      std::move(name), model_vector,
      ValueProducer(model_vector,
                    std::function<void(const Context<T>&, BasicVector<T>*)>(
                        std::move(vector_calc_function))),
      std::move(prerequisites_of_calc));
}

template <typename T>
LeafOutputPort<T>& LeafSystem<T>::DeclareAbstractOutputPort(
    std::variant<std::string, UseDefaultName> name,
    typename LeafOutputPort<T>::AllocCallback alloc_function,
    typename LeafOutputPort<T>::CalcCallback calc_function,
    std::set<DependencyTicket> prerequisites_of_calc) {
  DRAKE_THROW_UNLESS(calc_function != nullptr);
  ValueProducer producer(std::move(alloc_function),
                         [calc = std::move(calc_function)](
                             const ContextBase& context, AbstractValue* value) {
                           calc(static_cast<const Context<T>&>(context), value);
                         });
  return CreateAbstractOutputPort(std::move(name), std::move(producer),
                                  std::move(prerequisites_of_calc));
}

template <typename T>
LeafOutputPort<T>& LeafSystem<T>::DeclareStateOutputPort(
    std::variant<std::string, UseDefaultName> name,
    ContinuousStateIndex state_index) {
  DRAKE_THROW_UNLESS(state_index == 0);
  return DeclareVectorOutputPort(
      std::move(name), BasicVector<T>(model_continuous_state_->size()),
      [](const Context<T>& context, BasicVector<T>* output) {
        output->SetFrom(context.get_continuous_state_vector());
      },
      {SystemBase::xc_ticket()});
}

template <typename T>
LeafOutputPort<T>& LeafSystem<T>::DeclareStateOutputPort(
    std::variant<std::string, UseDefaultName> name,
    DiscreteStateIndex state_index) {
  const DependencyTicket ticket = this->discrete_state_ticket(state_index);
  const int group = state_index;
  return DeclareVectorOutputPort(
      std::move(name), *model_discrete_state_.at(group),
      [group](const Context<T>& context, BasicVector<T>* output) {
        output->SetFrom(context.get_discrete_state(group));
      },
      {ticket});
}

template <typename T>
LeafOutputPort<T>& LeafSystem<T>::DeclareStateOutputPort(
    std::variant<std::string, UseDefaultName> name,
    AbstractStateIndex state_index) {
  const DependencyTicket ticket = this->abstract_state_ticket(state_index);
  const int index = state_index;
  std::shared_ptr<const AbstractValue> model(
      model_abstract_states_.at(index)->Clone());
  return DeclareAbstractOutputPort(
      std::move(name), [model]() { return model->Clone(); },
      [index](const Context<T>& context, AbstractValue* output) {
        output->SetFrom(context.get_abstract_state().get_value(index));
      },
      {ticket});
}

template <typename T>
LeafOutputPort<T>& LeafSystem<T>::CreateVectorOutputPort(
    std::variant<std::string, UseDefaultName> name,
    const BasicVector<T>& model_vector, ValueProducer producer,
    std::set<DependencyTicket> prerequisites_of_calc) {
  const int index = this->num_output_ports();
  MaybeDeclareVectorBaseInequalityConstraint(
      fmt::format("output {}", index), model_vector,
      [this, index](const Context<T>& context) -> const VectorBase<T>& {
        return this->get_output_port(index).template Eval<BasicVector<T>>(
            context);
      });
  return CreateOutputPort(std::move(name), kVectorValued, model_vector.size(),
                          std::move(producer),
                          std::move(prerequisites_of_calc));
}

template <typename T>
void LeafSystem<T>::MaybeDeclareVectorBaseInequalityConstraint(
    const std::string& kind, const VectorBase<T>& model_vector,
    std::function<const VectorBase<T>&(const Context<T>&)> get_vector) {
  Eigen::VectorXd lower, upper;
  model_vector.GetElementBounds(&lower, &upper);
  if (lower.size() == 0 && upper.size() == 0) return;
  if (lower.size() != model_vector.size() ||
      upper.size() != model_vector.size()) {
    throw std::logic_error(fmt::format(
        "System {}: the {} of type {} reports bounds of sizes {} and {} for a "
        "vector of size {}.",
        this->GetSystemPathname(), kind, NiceTypeName::Get(model_vector),
        lower.size(), upper.size(), model_vector.size()));
  }
  // Only the elements with a finite bound on either side are constrained.
  std::vector<int> indices;
  for (int i = 0; i < model_vector.size(); ++i) {
    if (!std::isinf(lower(i)) || !std::isinf(upper(i))) indices.push_back(i);
  }
  if (indices.empty()) return;
  const int n = static_cast<int>(indices.size());
  Eigen::VectorXd constrained_lower(n), constrained_upper(n);
  for (int k = 0; k < n; ++k) {
    constrained_lower(k) = lower(indices[k]);
    constrained_upper(k) = upper(indices[k]);
  }
  DeclareInequalityConstraint(
      [get_vector = std::move(get_vector), indices](const Context<T>& context,
                                                    VectorX<T>* value) {
        const VectorBase<T>& vector = get_vector(context);
        value->resize(static_cast<int>(indices.size()));
        for (int k = 0; k < static_cast<int>(indices.size()); ++k) {
          (*value)(k) = vector[indices[k]];
        }
      },
      SystemConstraintBounds(constrained_lower, constrained_upper),
      kind + " of type " + NiceTypeName::Get(model_vector));
}

template <typename T>
SystemConstraintIndex LeafSystem<T>::DeclareEqualityConstraint(
    ContextConstraintCalc<T> calc, int count, std::string description) {
  DRAKE_THROW_UNLESS(calc != nullptr);
  return this->AddConstraint(std::make_unique<SystemConstraint<T>>(
      this, std::move(calc), SystemConstraintBounds::Equality(count),
      std::move(description)));
}

template <typename T>
SystemConstraintIndex LeafSystem<T>::DeclareInequalityConstraint(
    ContextConstraintCalc<T> calc, SystemConstraintBounds bounds,
    std::string description) {
  DRAKE_THROW_UNLESS(calc != nullptr);
  return this->AddConstraint(std::make_unique<SystemConstraint<T>>(
      this, std::move(calc), std::move(bounds), std::move(description)));
}

template <typename T>
std::unique_ptr<ContinuousState<T>> LeafSystem<T>::AllocateContinuousState()
    const {
  auto result = std::make_unique<ContinuousState<T>>(
      model_continuous_state_->Clone(), num_q_, num_v_, num_z_);
  result->set_system_id(this->get_system_id());
  return result;
}

template <typename T>
std::unique_ptr<DiscreteValues<T>> LeafSystem<T>::AllocateDiscreteState()
    const {
  std::vector<std::unique_ptr<BasicVector<T>>> groups;
  for (const auto& group : model_discrete_state_) {
    groups.push_back(group->Clone());
  }
  auto result = std::make_unique<DiscreteValues<T>>(std::move(groups));
  result->set_system_id(this->get_system_id());
  return result;
}

template <typename T>
std::unique_ptr<AbstractValues> LeafSystem<T>::AllocateAbstractState() const {
  std::vector<std::unique_ptr<AbstractValue>> values;
  for (const auto& value : model_abstract_states_) {
    values.push_back(value->Clone());
  }
  return std::make_unique<AbstractValues>(std::move(values));
}

template <typename T>
std::unique_ptr<Parameters<T>> LeafSystem<T>::AllocateParameters() const {
  std::vector<std::unique_ptr<BasicVector<T>>> numeric;
  for (const auto& group : model_numeric_parameters_) {
    numeric.push_back(group->Clone());
  }
  std::vector<std::unique_ptr<AbstractValue>> abstract;
  for (const auto& value : model_abstract_parameters_) {
    abstract.push_back(value->Clone());
  }
  auto result =
      std::make_unique<Parameters<T>>(std::move(numeric), std::move(abstract));
  result->set_system_id(this->get_system_id());
  return result;
}

template <typename T>
LeafOutputPort<T>& LeafSystem<T>::CreateAbstractOutputPort(
    std::variant<std::string, UseDefaultName> name, ValueProducer producer,
    std::set<DependencyTicket> prerequisites_of_calc) {
  return CreateOutputPort(std::move(name), kAbstractValued, 0,
                          std::move(producer),
                          std::move(prerequisites_of_calc));
}

// The port name is taken by value like the Declare*OutputPort() calls that
// forward it (Drake's signatures); one copy per declared port.
template <typename T>
LeafOutputPort<T>& LeafSystem<T>::CreateOutputPort(
    // NOLINTNEXTLINE(performance-unnecessary-value-param)
    std::variant<std::string, UseDefaultName> name, PortDataType type, int size,
    ValueProducer producer, std::set<DependencyTicket> prerequisites_of_calc) {
  const OutputPortIndex index(this->num_output_ports());
  std::string resolved = internal::ResolvePortName(name, "y", index);
  if (resolved.empty()) {
    throw std::logic_error(
        fmt::format("System {}: an output port name must not be empty.",
                    this->GetSystemPathname()));
  }
  if (this->HasOutputPort(resolved)) {
    throw std::logic_error(
        fmt::format("System {} already has an output port named '{}'.",
                    this->GetSystemPathname(), resolved));
  }
  CacheEntry& entry = this->DeclareCacheEntry(
      "output port " + std::to_string(index) + " (" + resolved + ")",
      std::move(producer), std::move(prerequisites_of_calc));
  const DependencyTicket ticket = this->assign_next_dependency_ticket(
      "y" + std::to_string(index), {entry.ticket()});
  auto port = std::make_unique<LeafOutputPort<T>>(
      this, this, index, std::move(resolved), ticket, type, size, &entry);
  LeafOutputPort<T>* raw = port.get();
  this->AddOutputPort(std::move(port));
  return *raw;
}

template <typename T>
void LeafSystem<T>::CheckPeriodic(double period_sec, double offset_sec) const {
  if (!(period_sec > 0)) {
    throw std::logic_error(fmt::format(
        "DeclarePeriodicEvent(): System {} declared a periodic event with "
        "period_sec = {}, but the period must be greater than zero.",
        this->GetSystemPathname(), period_sec));
  }
  if (!(offset_sec >= 0)) {
    throw std::logic_error(fmt::format(
        "DeclarePeriodicEvent(): System {} declared a periodic event with "
        "offset_sec = {}, but the offset must be non-negative.",
        this->GetSystemPathname(), offset_sec));
  }
}

template <typename T>
EventStatus LeafSystem<T>::DispatchPublishHandler(
    const Context<T>& context,
    const EventCollection<PublishEvent<T>>& events) const {
  DRAKE_ASSERT(dynamic_cast<const LeafEventCollection<PublishEvent<T>>*>(
                   &events) != nullptr);
  const auto& leaf =
      static_cast<const LeafEventCollection<PublishEvent<T>>&>(events);
  EventStatus status = EventStatus::DidNothing();
  for (const PublishEvent<T>* event : leaf.get_events()) {
    status.KeepMoreSevere(event->handle(*this, context));
    if (status.failed()) break;
  }
  return status;
}

template <typename T>
EventStatus LeafSystem<T>::DispatchDiscreteVariableUpdateHandler(
    const Context<T>& context,
    const EventCollection<DiscreteUpdateEvent<T>>& events,
    DiscreteValues<T>* discrete_state) const {
  DRAKE_ASSERT(dynamic_cast<const LeafEventCollection<DiscreteUpdateEvent<T>>*>(
                   &events) != nullptr);
  const auto& leaf =
      static_cast<const LeafEventCollection<DiscreteUpdateEvent<T>>&>(events);
  discrete_state->SetFrom(context.get_discrete_state());
  EventStatus status = EventStatus::DidNothing();
  for (const DiscreteUpdateEvent<T>* event : leaf.get_events()) {
    status.KeepMoreSevere(event->handle(*this, context, discrete_state));
    if (status.failed()) break;
  }
  return status;
}

template <typename T>
void LeafSystem<T>::DoApplyDiscreteVariableUpdate(
    const EventCollection<DiscreteUpdateEvent<T>>&,
    DiscreteValues<T>* discrete_state, Context<T>* context) const {
  context->get_mutable_discrete_state().SetFrom(*discrete_state);
}

template <typename T>
EventStatus LeafSystem<T>::DispatchUnrestrictedUpdateHandler(
    const Context<T>& context,
    const EventCollection<UnrestrictedUpdateEvent<T>>& events,
    State<T>* state) const {
  DRAKE_ASSERT(
      dynamic_cast<const LeafEventCollection<UnrestrictedUpdateEvent<T>>*>(
          &events) != nullptr);
  const auto& leaf =
      static_cast<const LeafEventCollection<UnrestrictedUpdateEvent<T>>&>(
          events);
  state->SetFrom(context.get_state());
  EventStatus status = EventStatus::DidNothing();
  for (const UnrestrictedUpdateEvent<T>* event : leaf.get_events()) {
    status.KeepMoreSevere(event->handle(*this, context, state));
    if (status.failed()) break;
  }
  return status;
}

template <typename T>
void LeafSystem<T>::DoApplyUnrestrictedUpdate(
    const EventCollection<UnrestrictedUpdateEvent<T>>&, State<T>* state,
    Context<T>* context) const {
  context->get_mutable_state().SetFrom(*state);
}

namespace {
// The first sample time offset + k * period strictly after t. The quotient
// (t - offset) / period can round to the next integer when t is a rounded
// sample time of another event (e.g. t = 0.005 + 55 * 0.025 is one ulp
// below 138 * 0.01), so k is corrected in both directions rather than
// trusted, lest a sample be skipped.
double NextSampleTime(double t, double period, double offset) {
  if (t < offset) return offset;
  double k = std::floor((t - offset) / period);
  double next = offset + k * period;
  while (k > 0 && offset + (k - 1) * period > t) {
    --k;
    next = offset + k * period;
  }
  while (next <= t) {
    ++k;
    next = offset + k * period;
  }
  return next;
}
}  // namespace

template <typename T>
void LeafSystem<T>::DoCalcNextUpdateTime(const Context<T>& context,
                                         CompositeEventCollection<T>* events,
                                         T* time) const {
  if (periodic_records_.empty()) return;
  const double t = ExtractDoubleOrThrow(context.get_time());
  double min_time = std::numeric_limits<double>::infinity();
  // First pass: the earliest time; second: the events due then. The events
  // are recorded by pointer (they live as long as this system). Each
  // record's next sample time is computed once (kept on the stack for up
  // to kLocal records; more are recomputed in the second pass).
  constexpr int kLocal = 16;
  std::array<double, kLocal> next_times;
  const int num_records = static_cast<int>(periodic_records_.size());
  for (int i = 0; i < num_records; ++i) {
    const auto& record = periodic_records_[i];
    const double next = NextSampleTime(t, record.period_sec, record.offset_sec);
    if (i < kLocal) next_times[i] = next;
    min_time = std::min(min_time, next);
  }
  // This system allocated `events` (AllocateCompositeEventCollection()),
  // unless a caller passes a foreign collection, which the armed assertion
  // catches.
  DRAKE_ASSERT(dynamic_cast<LeafCompositeEventCollection<T>*>(events) !=
               nullptr);
  auto& leaf_events = static_cast<LeafCompositeEventCollection<T>&>(*events);
  for (int i = 0; i < num_records; ++i) {
    const auto& record = periodic_records_[i];
    const double next =
        i < kLocal ? next_times[i]
                   : NextSampleTime(t, record.period_sec, record.offset_sec);
    if (next != min_time) continue;
    if (record.publish != nullptr) {
      leaf_events.get_mutable_publish_events().add_event_pointer(
          record.publish);
    } else if (record.discrete != nullptr) {
      leaf_events.get_mutable_discrete_update_events().add_event_pointer(
          record.discrete);
    } else {
      leaf_events.get_mutable_unrestricted_update_events().add_event_pointer(
          record.unrestricted);
    }
  }
  *time = T(min_time);
}

template <typename T>
void LeafSystem<T>::DoGetPerStepEvents(
    const Context<T>&, CompositeEventCollection<T>* events) const {
  events->SetFrom(per_step_events_);
}

template <typename T>
void LeafSystem<T>::DoGetInitializationEvents(
    const Context<T>&, CompositeEventCollection<T>* events) const {
  events->SetFrom(initialization_events_);
}

template <typename T>
void LeafSystem<T>::DoMapPeriodicEventsByTiming(
    std::map<PeriodicEventData, std::vector<const Event<T>*>,
             PeriodicEventDataComparator>* periodic_events) const {
  for (const auto& event : periodic_events_) {
    (*periodic_events)[*event->template get_event_data<PeriodicEventData>()]
        .push_back(event.get());
  }
}

template <typename T>
void LeafSystem<T>::DoFindUniquePeriodicDiscreteUpdatesOrThrow(
    const char* api_name, const Context<T>&,
    std::optional<PeriodicEventData>* timing,
    EventCollection<DiscreteUpdateEvent<T>>* events) const {
  DRAKE_THROW_UNLESS(timing != nullptr && events != nullptr);
  auto& leaf_events =
      dynamic_cast<LeafEventCollection<DiscreteUpdateEvent<T>>&>(*events);
  for (const PeriodicEventRecord& record : periodic_records_) {
    if (record.discrete == nullptr) continue;
    const PeriodicEventData this_timing(record.period_sec, record.offset_sec);
    if (timing->has_value() && !(**timing == this_timing)) {
      throw std::logic_error(fmt::format(
          "{}(): System {} has a periodic discrete update event with period "
          "{} s and offset {} s, but another periodic discrete update (of "
          "this system or another in the diagram) has period {} s and offset "
          "{} s; they must all share one timing.",
          api_name, this->GetSystemPathname(), record.period_sec,
          record.offset_sec, (*timing)->period_sec(), (*timing)->offset_sec()));
    }
    *timing = this_timing;
    leaf_events.add_event_pointer(record.discrete);
  }
}

template <typename T>
std::unique_ptr<EventCollection<PublishEvent<T>>>
LeafSystem<T>::AllocateForcedPublishEventCollection() const {
  return std::make_unique<LeafEventCollection<PublishEvent<T>>>();
}

template <typename T>
std::unique_ptr<EventCollection<DiscreteUpdateEvent<T>>>
LeafSystem<T>::AllocateForcedDiscreteUpdateEventCollection() const {
  return std::make_unique<LeafEventCollection<DiscreteUpdateEvent<T>>>();
}

template <typename T>
std::unique_ptr<EventCollection<UnrestrictedUpdateEvent<T>>>
LeafSystem<T>::AllocateForcedUnrestrictedUpdateEventCollection() const {
  return std::make_unique<LeafEventCollection<UnrestrictedUpdateEvent<T>>>();
}

}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::LeafSystem)
