#include "drake/systems/framework/system.h"

#include <limits>
#include <sstream>

#include <fmt/format.h>

#include "drake/systems/framework/diagram.h"
#include "drake/systems/framework/system_visitor.h"

namespace drake {
namespace systems {

void EventStatus::ThrowOnFailure(const char* function_name) const {
  if (!failed()) return;
  const std::string system_part =
      system_ == nullptr
          ? std::string()
          : fmt::format(" in System '{}'", system_->GetSystemPathname());
  throw std::runtime_error(fmt::format("{}(): An event handler{} failed: {}",
                                       function_name, system_part, message_));
}

template <typename T>
System<T>::System(SystemScalarConverter converter)
    : system_scalar_converter_(std::move(converter)) {
  time_derivatives_cache_index_ =
      DeclareCacheEntryWithKnownTicket(
          xcdot_ticket(), "EvalTimeDerivatives()",
          ValueProducer(
              [this]() -> std::unique_ptr<AbstractValue> {
                return std::make_unique<Value<ContinuousState<T>>>(
                    this->AllocateTimeDerivatives());
              },
              [this](const ContextBase& context, AbstractValue* value) {
                this->CalcTimeDerivatives(
                    static_cast<const Context<T>&>(context),
                    &value->get_mutable_value<ContinuousState<T>>());
              }),
          {all_sources_ticket()})
          .cache_index();
  auto declare_energy = [this](DependencyTicket ticket, const char* name,
                               T (System<T>::*calc)(const Context<T>&) const) {
    return DeclareCacheEntryWithKnownTicket(
               ticket, name,
               ValueProducer(
                   []() -> std::unique_ptr<AbstractValue> {
                     return std::make_unique<Value<T>>(T(0.0));
                   },
                   [this, calc](const ContextBase& context,
                                AbstractValue* value) {
                     value->get_mutable_value<T>() =
                         (this->*calc)(static_cast<const Context<T>&>(context));
                   }),
               {all_sources_ticket()})
        .cache_index();
  };
  potential_energy_cache_index_ = declare_energy(
      pe_ticket(), "EvalPotentialEnergy()", &System<T>::CalcPotentialEnergy);
  kinetic_energy_cache_index_ = declare_energy(
      ke_ticket(), "EvalKineticEnergy()", &System<T>::CalcKineticEnergy);
  conservative_power_cache_index_ =
      declare_energy(pc_ticket(), "EvalConservativePower()",
                     &System<T>::CalcConservativePower);
  nonconservative_power_cache_index_ =
      declare_energy(pnc_ticket(), "EvalNonConservativePower()",
                     &System<T>::CalcNonConservativePower);
  unique_periodic_discrete_update_cache_index_ =
      DeclareCacheEntryWithKnownTicket(
          xd_unique_periodic_update_ticket(),
          "EvalUniquePeriodicDiscreteUpdate()",
          ValueProducer(
              [this]() -> std::unique_ptr<AbstractValue> {
                return std::make_unique<Value<DiscreteValues<T>>>(
                    this->AllocateDiscreteVariables());
              },
              [this](const ContextBase& context, AbstractValue* value) {
                this->CalcUniquePeriodicDiscreteUpdate(
                    static_cast<const Context<T>&>(context),
                    &value->get_mutable_value<DiscreteValues<T>>());
              }),
          {all_sources_ticket()})
          .cache_index();
}

template <typename T>
System<T>::~System() = default;

template <typename T>
void System<T>::Accept(SystemVisitor<T>* v) const {
  DRAKE_THROW_UNLESS(v != nullptr);
  v->VisitSystem(*this);
}

template <typename T>
std::unique_ptr<System<T>> System<T>::Clone() const {
  // There is no T -> T conversion; go through another scalar type and back
  // (AutoDiffXd for double, double otherwise).
  using U = std::conditional_t<std::is_same_v<T, double>, AutoDiffXd, double>;
  std::unique_ptr<System<T>> result;
  std::unique_ptr<System<U>> intermediate = ToScalarTypeMaybe<U>();
  if (intermediate != nullptr) {
    result = intermediate->template ToScalarTypeMaybe<T>();
  }
  if (result == nullptr) {
    throw std::logic_error(fmt::format(
        "System::Clone(): System {} of type {} cannot be cloned: it does not "
        "support scalar conversion to {} and back.",
        GetSystemPathname(), GetSystemType(), NiceTypeName::Get<U>()));
  }
  return result;
}

template <typename T>
void System<T>::AllocateFixedInputs(Context<T>* context) const {
  DRAKE_THROW_UNLESS(context != nullptr);
  ValidateContext(context);
  for (int i = 0; i < num_input_ports(); ++i) {
    const InputPort<T>& port = get_input_port(i);
    if (port.get_data_type() == kVectorValued) {
      port.FixValue(context, *AllocateInputVector(port));
    } else {
      port.FixValue(context, *AllocateInputAbstract(port));
    }
  }
}

template <typename T>
VectorX<T> System<T>::CopyContinuousStateVector(
    const Context<T>& context) const {
  ValidateContext(context);
  return context.get_continuous_state().CopyToVector();
}

template <typename T>
void System<T>::CalcOutput(const Context<T>& context,
                           SystemOutput<T>* outputs) const {
  DRAKE_THROW_UNLESS(outputs != nullptr);
  ValidateContext(context);
  ValidateCreatedForThisSystem(outputs);
  if (outputs->num_ports() != num_output_ports()) {
    throw std::logic_error(fmt::format(
        "System::CalcOutput(): System {} has {} output ports but the "
        "SystemOutput has {}; allocate it with AllocateOutput().",
        GetSystemPathname(), num_output_ports(), outputs->num_ports()));
  }
  for (int i = 0; i < num_output_ports(); ++i) {
    get_output_port(i).Calc(context, outputs->GetMutableData(i));
  }
}

template <typename T>
const DiscreteValues<T>& System<T>::EvalUniquePeriodicDiscreteUpdate(
    const Context<T>& context) const {
  ValidateContext(context);
  return get_cache_entry(unique_periodic_discrete_update_cache_index_)
      .template Eval<DiscreteValues<T>>(context);
}

template <typename T>
void System<T>::CalcUniquePeriodicDiscreteUpdate(
    const Context<T>& context, DiscreteValues<T>* updated) const {
  const char* const api = "EvalUniquePeriodicDiscreteUpdate";
  ValidateContext(context);
  ValidateCreatedForThisSystem(updated);
  // Only the discrete update part of a composite collection is used; it is
  // shaped (leaf or diagram) for this system.
  std::unique_ptr<CompositeEventCollection<T>> collection =
      AllocateCompositeEventCollection();
  std::optional<PeriodicEventData> timing;
  DoFindUniquePeriodicDiscreteUpdatesOrThrow(
      api, context, &timing, &collection->get_mutable_discrete_update_events());
  if (!timing.has_value()) {
    throw std::logic_error(
        fmt::format("{}(): System {} has no periodic discrete update events.",
                    api, GetSystemPathname()));
  }
  // Unchanged groups keep their current values; the handlers overwrite
  // what they update.
  updated->SetFrom(context.get_discrete_state());
  const EventStatus status = CalcDiscreteVariableUpdate(
      context, collection->get_discrete_update_events(), updated);
  status.ThrowOnFailure(api);
}

template <typename T>
const SystemConstraint<T>& System<T>::get_constraint(
    SystemConstraintIndex constraint_index) const {
  if (constraint_index < 0 || constraint_index >= num_constraints()) {
    throw std::out_of_range(fmt::format(
        "System::get_constraint(): System {} has {} constraints; there is no "
        "constraint {}.",
        GetSystemPathname(), num_constraints(),
        static_cast<int>(constraint_index)));
  }
  return *constraints_[constraint_index];
}

template <typename T>
SystemConstraintIndex System<T>::AddConstraint(
    std::unique_ptr<SystemConstraint<T>> constraint) {
  DRAKE_THROW_UNLESS(constraint != nullptr);
  if (&constraint->get_system() != this) {
    throw std::logic_error(fmt::format(
        "System::AddConstraint(): the constraint '{}' belongs to System {}, "
        "not to System {}.",
        constraint->description(), constraint->get_system().GetSystemPathname(),
        GetSystemPathname()));
  }
  constraint->set_system_id(get_system_id());
  constraints_.push_back(std::move(constraint));
  return SystemConstraintIndex(num_constraints() - 1);
}

template <typename T>
SystemConstraintIndex System<T>::AddExternalConstraint(
    ExternalSystemConstraint constraint) {
  const SystemConstraintCalc<T>& calc = constraint.get_calc<T>();
  std::unique_ptr<SystemConstraint<T>> added;
  if (calc) {
    added = std::make_unique<SystemConstraint<T>>(
        this, calc, constraint.bounds(), constraint.description());
  } else {
    added = std::make_unique<SystemConstraint<T>>(
        this, fmt::format("{} (disabled for this scalar type)",
                          constraint.description()));
  }
  external_constraints_.push_back(std::move(constraint));
  return AddConstraint(std::move(added));
}

template <typename T>
boolean<T> System<T>::CheckSystemConstraintsSatisfied(const Context<T>& context,
                                                      double tol) const {
  ValidateContext(context);
  if (!(tol >= 0.0)) {
    throw std::logic_error(fmt::format(
        "System::CheckSystemConstraintsSatisfied(): the tolerance must be "
        "non-negative, not {}.",
        tol));
  }
  // For a numeric T, stop at the first violated constraint; for Expression,
  // the conjunction of every constraint's formula.
  boolean<T> result{true};
  for (const auto& constraint : constraints_) {
    result = result && constraint->CheckSatisfied(context, tol);
    if constexpr (scalar_predicate<T>::is_bool) {
      if (!result) return result;
    }
  }
  return result;
}

template <typename T>
std::unique_ptr<Context<T>> System<T>::AllocateContext() const {
  std::unique_ptr<ContextBase> base = SystemBase::AllocateContext();
  return std::unique_ptr<Context<T>>(static_cast<Context<T>*>(base.release()));
}

template <typename T>
std::unique_ptr<Context<T>> System<T>::CreateDefaultContext() const {
  std::unique_ptr<Context<T>> context = AllocateContext();
  // As SetDefaultContext(), without notifying: every cache entry of a new
  // context is out of date already.
  SetDefaultState(*context, &const_cast<State<T>&>(context->get_state()));
  SetDefaultParameters(*context,
                       &const_cast<Parameters<T>&>(context->get_parameters()));
  return context;
}

template <typename T>
void System<T>::SetDefaultContext(Context<T>* context) const {
  ValidateContext(context);
  SetDefaultState(*context, &context->get_mutable_state());
  SetDefaultParameters(*context, &context->get_mutable_parameters());
}

template <typename T>
void System<T>::SetRandomContext(Context<T>* context,
                                 RandomGenerator* generator) const {
  ValidateContext(context);
  SetRandomState(*context, &context->get_mutable_state(), generator);
  SetRandomParameters(*context, &context->get_mutable_parameters(), generator);
}

template <typename T>
void System<T>::SetRandomState(const Context<T>& context, State<T>* state,
                               RandomGenerator*) const {
  SetDefaultState(context, state);
}

template <typename T>
void System<T>::SetRandomParameters(const Context<T>& context,
                                    Parameters<T>* parameters,
                                    RandomGenerator*) const {
  SetDefaultParameters(context, parameters);
}

template <typename T>
const Context<T>& System<T>::GetMyContextFromRoot(
    const Context<T>& root_context) const {
  if (!root_context.is_root_context()) {
    throw std::logic_error(
        "GetMyContextFromRoot(): the given context is not a root context.");
  }
  // Walk the path of subsystem indices from the root down to this system.
  std::vector<int> path;
  const SystemBase* system = this;
  while (!(system->get_system_id() == root_context.get_system_id())) {
    if (system->get_parent_service() == nullptr) {
      throw std::logic_error(fmt::format(
          "GetMyContextFromRoot(): System {} is not part of the system that "
          "made the given context ({}).",
          GetSystemPathname(), root_context.GetSystemPathname()));
    }
    path.push_back(system->subsystem_index_in_parent());
    system = dynamic_cast<const SystemBase*>(system->get_parent_service());
    DRAKE_DEMAND(system != nullptr);
  }
  const ContextBase* context = &root_context;
  for (auto it = path.rbegin(); it != path.rend(); ++it) {
    context = &context->get_subcontext_base(*it);
  }
  return *static_cast<const Context<T>*>(context);
}

template <typename T>
Context<T>& System<T>::GetMyMutableContextFromRoot(
    Context<T>* root_context) const {
  DRAKE_THROW_UNLESS(root_context != nullptr);
  return const_cast<Context<T>&>(GetMyContextFromRoot(*root_context));
}

template <typename T>
std::unique_ptr<BasicVector<T>> System<T>::AllocateInputVector(
    const InputPort<T>& input_port) const {
  DRAKE_THROW_UNLESS(input_port.get_data_type() == kVectorValued);
  return input_port.Allocate()->template get_value<BasicVector<T>>().Clone();
}

template <typename T>
std::unique_ptr<SystemOutput<T>> System<T>::AllocateOutput() const {
  std::vector<std::unique_ptr<AbstractValue>> values;
  values.reserve(this->num_output_ports());
  for (int i = 0; i < this->num_output_ports(); ++i) {
    values.push_back(get_output_port(i).Allocate());
  }
  std::unique_ptr<SystemOutput<T>> output(
      new SystemOutput<T>(std::move(values)));
  output->set_system_id(get_system_id());
  return output;
}

template <typename T>
std::unique_ptr<AbstractValue> System<T>::AllocateInputAbstract(
    const InputPort<T>& input_port) const {
  return input_port.Allocate();
}

template <typename T>
void System<T>::CalcTimeDerivatives(const Context<T>& context,
                                    ContinuousState<T>* derivatives) const {
  DRAKE_THROW_UNLESS(derivatives != nullptr);
  ValidateContext(context);
  ValidateCreatedForThisSystem(derivatives);
  DoCalcTimeDerivatives(context, derivatives);
}

template <typename T>
void System<T>::DoCalcTimeDerivatives(const Context<T>& context,
                                      ContinuousState<T>* derivatives) const {
  if (derivatives->size() != 0) {
    throw std::logic_error(
        fmt::format("System {} ({}) has continuous state but does not override "
                    "DoCalcTimeDerivatives().",
                    GetSystemPathname(), GetSystemType()));
  }
}

template <typename T>
void System<T>::CalcImplicitTimeDerivativesResidual(
    const Context<T>& context, const ContinuousState<T>& proposed_derivatives,
    EigenPtr<VectorX<T>> residual) const {
  DRAKE_THROW_UNLESS(residual != nullptr);
  ValidateContext(context);
  ValidateCreatedForThisSystem(proposed_derivatives);
  if (proposed_derivatives.size() != num_continuous_states() ||
      residual->size() != implicit_time_derivatives_residual_size()) {
    throw std::logic_error(fmt::format(
        "CalcImplicitTimeDerivativesResidual(): expected {} proposed "
        "derivatives and a residual of size {}, but got {} and {}.",
        num_continuous_states(), implicit_time_derivatives_residual_size(),
        proposed_derivatives.size(), residual->size()));
  }
  DoCalcImplicitTimeDerivativesResidual(context, proposed_derivatives,
                                        residual);
}

template <typename T>
void System<T>::DoCalcImplicitTimeDerivativesResidual(
    const Context<T>& context, const ContinuousState<T>& proposed_derivatives,
    EigenPtr<VectorX<T>> residual) const {
  if (residual->size() != proposed_derivatives.size()) {
    throw std::logic_error(fmt::format(
        "System {}: the implicit residual size {} differs from the number of "
        "continuous states; override DoCalcImplicitTimeDerivativesResidual().",
        GetSystemPathname(), residual->size()));
  }
  const ContinuousState<T>& xcdot = EvalTimeDerivatives(context);
  for (int i = 0; i < residual->size(); ++i) {
    (*residual)[i] = proposed_derivatives[i] - xcdot[i];
  }
}

template <typename T>
void System<T>::MapVelocityToQDot(const Context<T>& context,
                                  const VectorBase<T>& generalized_velocity,
                                  VectorBase<T>* qdot) const {
  if (const auto* basic =
          dynamic_cast<const BasicVector<T>*>(&generalized_velocity)) {
    MapVelocityToQDot(context, basic->get_value(), qdot);
  } else {
    MapVelocityToQDot(context, generalized_velocity.CopyToVector(), qdot);
  }
}

template <typename T>
void System<T>::MapVelocityToQDot(
    const Context<T>& context,
    const Eigen::Ref<const VectorX<T>>& generalized_velocity,
    VectorBase<T>* qdot) const {
  DRAKE_THROW_UNLESS(qdot != nullptr);
  ValidateContext(context);
  const ContinuousState<T>& xc = context.get_continuous_state();
  if (generalized_velocity.size() != xc.num_v() || qdot->size() != xc.num_q()) {
    throw std::logic_error(fmt::format(
        "MapVelocityToQDot(): System {} has num_q = {} and num_v = {}, but "
        "was given a velocity of size {} and a qdot of size {}.",
        GetSystemPathname(), xc.num_q(), xc.num_v(),
        generalized_velocity.size(), qdot->size()));
  }
  DoMapVelocityToQDot(context, generalized_velocity, qdot);
}

template <typename T>
void System<T>::MapQDotToVelocity(const Context<T>& context,
                                  const VectorBase<T>& qdot,
                                  VectorBase<T>* generalized_velocity) const {
  if (const auto* basic = dynamic_cast<const BasicVector<T>*>(&qdot)) {
    MapQDotToVelocity(context, basic->get_value(), generalized_velocity);
  } else {
    MapQDotToVelocity(context, qdot.CopyToVector(), generalized_velocity);
  }
}

template <typename T>
void System<T>::MapQDotToVelocity(const Context<T>& context,
                                  const Eigen::Ref<const VectorX<T>>& qdot,
                                  VectorBase<T>* generalized_velocity) const {
  DRAKE_THROW_UNLESS(generalized_velocity != nullptr);
  ValidateContext(context);
  const ContinuousState<T>& xc = context.get_continuous_state();
  if (qdot.size() != xc.num_q() || generalized_velocity->size() != xc.num_v()) {
    throw std::logic_error(fmt::format(
        "MapQDotToVelocity(): System {} has num_q = {} and num_v = {}, but "
        "was given a qdot of size {} and a velocity of size {}.",
        GetSystemPathname(), xc.num_q(), xc.num_v(), qdot.size(),
        generalized_velocity->size()));
  }
  DoMapQDotToVelocity(context, qdot, generalized_velocity);
}

template <typename T>
void System<T>::DoMapVelocityToQDot(
    const Context<T>&, const Eigen::Ref<const VectorX<T>>& generalized_velocity,
    VectorBase<T>* qdot) const {
  if (qdot->size() != generalized_velocity.size()) {
    throw std::logic_error(fmt::format(
        "MapVelocityToQDot(): System {} has num_q = {} != num_v = {} and "
        "must override DoMapVelocityToQDot().",
        GetSystemPathname(), qdot->size(), generalized_velocity.size()));
  }
  qdot->SetFromVector(generalized_velocity);
}

template <typename T>
void System<T>::DoMapQDotToVelocity(const Context<T>&,
                                    const Eigen::Ref<const VectorX<T>>& qdot,
                                    VectorBase<T>* generalized_velocity) const {
  if (generalized_velocity->size() != qdot.size()) {
    throw std::logic_error(fmt::format(
        "MapQDotToVelocity(): System {} has num_q = {} != num_v = {} and "
        "must override DoMapQDotToVelocity().",
        GetSystemPathname(), qdot.size(), generalized_velocity->size()));
  }
  generalized_velocity->SetFromVector(qdot);
}

template <typename T>
const T& System<T>::EvalPotentialEnergy(const Context<T>& context) const {
  return EvalEnergyEntry(potential_energy_cache_index_, context);
}
template <typename T>
const T& System<T>::EvalKineticEnergy(const Context<T>& context) const {
  return EvalEnergyEntry(kinetic_energy_cache_index_, context);
}
template <typename T>
const T& System<T>::EvalConservativePower(const Context<T>& context) const {
  return EvalEnergyEntry(conservative_power_cache_index_, context);
}
template <typename T>
const T& System<T>::EvalNonConservativePower(const Context<T>& context) const {
  return EvalEnergyEntry(nonconservative_power_cache_index_, context);
}
template <typename T>
T System<T>::CalcPotentialEnergy(const Context<T>& context) const {
  ValidateContext(context);
  return DoCalcPotentialEnergy(context);
}
template <typename T>
T System<T>::CalcKineticEnergy(const Context<T>& context) const {
  ValidateContext(context);
  return DoCalcKineticEnergy(context);
}
template <typename T>
T System<T>::CalcConservativePower(const Context<T>& context) const {
  ValidateContext(context);
  return DoCalcConservativePower(context);
}
template <typename T>
T System<T>::CalcNonConservativePower(const Context<T>& context) const {
  ValidateContext(context);
  return DoCalcNonConservativePower(context);
}
template <typename T>
T System<T>::DoCalcPotentialEnergy(const Context<T>&) const {
  return T(0);
}
template <typename T>
T System<T>::DoCalcKineticEnergy(const Context<T>&) const {
  return T(0);
}
template <typename T>
T System<T>::DoCalcConservativePower(const Context<T>&) const {
  return T(0);
}
template <typename T>
T System<T>::DoCalcNonConservativePower(const Context<T>&) const {
  return T(0);
}

template <typename T>
const BasicVector<T>* System<T>::EvalBasicVectorInput(const Context<T>& context,
                                                      int port_index) const {
  const InputPort<T>& port = get_input_port(port_index);
  if (port.get_data_type() != kVectorValued) {
    throw std::logic_error(
        fmt::format("EvalBasicVectorInput(): {} is abstract-valued.",
                    port.GetFullDescription()));
  }
  const AbstractValue* value = EvalAbstractInput(context, port_index);
  return value == nullptr ? nullptr : &value->get_value<BasicVector<T>>();
}

template <typename T>
Eigen::VectorBlock<const VectorX<T>> System<T>::EvalEigenVectorInput(
    const Context<T>& context, int port_index) const {
  const BasicVector<T>* vector = EvalBasicVectorInput(context, port_index);
  if (vector == nullptr) {
    get_input_port(port_index).Eval(context);  // Throws the usual message.
  }
  return vector->get_value();
}

template <typename T>
const InputPort<T>& System<T>::get_input_port() const {
  if (num_input_ports() != 1) {
    throw std::logic_error(fmt::format(
        "System::get_input_port(): the System {} ({}) has {} input ports; "
        "this convenience method requires exactly one.",
        GetSystemPathname(), GetSystemType(), num_input_ports()));
  }
  return get_input_port(0);
}

template <typename T>
const OutputPort<T>& System<T>::get_output_port() const {
  if (num_output_ports() != 1) {
    throw std::logic_error(fmt::format(
        "System::get_output_port(): the System {} ({}) has {} output ports; "
        "this convenience method requires exactly one.",
        GetSystemPathname(), GetSystemType(), num_output_ports()));
  }
  return get_output_port(0);
}

namespace {
template <typename Port>
std::string PortNames(const std::vector<Port*>& ports) {
  std::string names;
  for (const auto* port : ports) {
    if (!names.empty()) names += ", ";
    names += fmt::format("'{}'", port->get_name());
  }
  return names.empty() ? "none" : names;
}
}  // namespace

template <typename T>
const InputPort<T>& System<T>::GetInputPort(
    const std::string& port_name) const {
  for (const auto* port : input_ports_typed_) {
    if (port->get_name() == port_name) return *port;
  }
  throw std::logic_error(fmt::format(
      "System {} does not have an input port named '{}' (valid port names: "
      "{})",
      GetSystemName(), port_name, PortNames(input_ports_typed_)));
}

template <typename T>
const OutputPort<T>& System<T>::GetOutputPort(
    const std::string& port_name) const {
  for (const auto* port : output_ports_typed_) {
    if (port->get_name() == port_name) return *port;
  }
  throw std::logic_error(fmt::format(
      "System {} does not have an output port named '{}' (valid port names: "
      "{})",
      GetSystemName(), port_name, PortNames(output_ports_typed_)));
}

template <typename T>
bool System<T>::HasInputPort(const std::string& port_name) const {
  for (const auto* port : input_ports_typed_) {
    if (port->get_name() == port_name) return true;
  }
  return false;
}

template <typename T>
bool System<T>::HasOutputPort(const std::string& port_name) const {
  for (const auto* port : output_ports_typed_) {
    if (port->get_name() == port_name) return true;
  }
  return false;
}

template <typename T>
const InputPort<T>* System<T>::get_input_port_selection(
    std::variant<InputPortSelection, InputPortIndex> port_index) const {
  if (std::holds_alternative<InputPortIndex>(port_index)) {
    return &get_input_port(std::get<InputPortIndex>(port_index));
  }
  if (std::get<InputPortSelection>(port_index) ==
          InputPortSelection::kUseFirstInputIfItExists &&
      num_input_ports() > 0) {
    return &get_input_port(0);
  }
  return nullptr;
}

template <typename T>
const OutputPort<T>* System<T>::get_output_port_selection(
    std::variant<OutputPortSelection, OutputPortIndex> port_index) const {
  if (std::holds_alternative<OutputPortIndex>(port_index)) {
    return &get_output_port(std::get<OutputPortIndex>(port_index));
  }
  if (std::get<OutputPortSelection>(port_index) ==
          OutputPortSelection::kUseFirstOutputIfItExists &&
      num_output_ports() > 0) {
    return &get_output_port(0);
  }
  return nullptr;
}

template <typename T>
int System<T>::num_total_inputs() const {
  int total = 0;
  for (const auto* port : input_ports_typed_) total += port->size();
  return total;
}

template <typename T>
int System<T>::num_total_outputs() const {
  int total = 0;
  for (const auto* port : output_ports_typed_) total += port->size();
  return total;
}

template <typename T>
bool System<T>::HasDirectFeedthrough(int output_port) const {
  for (const auto& [input, output] : GetDirectFeedthroughs()) {
    if (output == output_port) return true;
  }
  return false;
}

template <typename T>
bool System<T>::HasDirectFeedthrough(int input_port, int output_port) const {
  for (const auto& [input, output] : GetDirectFeedthroughs()) {
    if (input == input_port && output == output_port) return true;
  }
  return false;
}

template <typename T>
int System<T>::num_continuous_states() const {
  return do_num_continuous_states();
}

template <typename T>
EventStatus System<T>::Publish(
    const Context<T>& context,
    const EventCollection<PublishEvent<T>>& events) const {
  ValidateContext(context);
  return DispatchPublishHandler(context, events);
}

template <typename T>
void System<T>::ForcedPublish(const Context<T>& context) const {
  Publish(context, get_forced_publish_events()).ThrowOnFailure("ForcedPublish");
}

template <typename T>
EventStatus System<T>::CalcDiscreteVariableUpdate(
    const Context<T>& context,
    const EventCollection<DiscreteUpdateEvent<T>>& events,
    DiscreteValues<T>* discrete_state) const {
  ValidateContext(context);
  ValidateCreatedForThisSystem(discrete_state);
  return DispatchDiscreteVariableUpdateHandler(context, events, discrete_state);
}

template <typename T>
void System<T>::CalcForcedDiscreteVariableUpdate(
    const Context<T>& context, DiscreteValues<T>* discrete_state) const {
  CalcDiscreteVariableUpdate(context, get_forced_discrete_update_events(),
                             discrete_state)
      .ThrowOnFailure("CalcForcedDiscreteVariableUpdate");
}

template <typename T>
void System<T>::ApplyDiscreteVariableUpdate(
    const EventCollection<DiscreteUpdateEvent<T>>& events,
    DiscreteValues<T>* discrete_state, Context<T>* context) const {
  ValidateContext(context);
  ValidateCreatedForThisSystem(discrete_state);
  DoApplyDiscreteVariableUpdate(events, discrete_state, context);
}

template <typename T>
EventStatus System<T>::CalcUnrestrictedUpdate(
    const Context<T>& context,
    const EventCollection<UnrestrictedUpdateEvent<T>>& events,
    State<T>* state) const {
  ValidateContext(context);
  ValidateCreatedForThisSystem(state);
  const int continuous_size = state->get_continuous_state().size();
  EventStatus status =
      DispatchUnrestrictedUpdateHandler(context, events, state);
  if (continuous_size != state->get_continuous_state().size()) {
    throw std::logic_error(
        "State variable dimensions cannot be changed in an unrestricted "
        "update.");
  }
  return status;
}

template <typename T>
void System<T>::CalcForcedUnrestrictedUpdate(const Context<T>& context,
                                             State<T>* state) const {
  CalcUnrestrictedUpdate(context, get_forced_unrestricted_update_events(),
                         state)
      .ThrowOnFailure("CalcForcedUnrestrictedUpdate");
}

template <typename T>
void System<T>::ApplyUnrestrictedUpdate(
    const EventCollection<UnrestrictedUpdateEvent<T>>& events, State<T>* state,
    Context<T>* context) const {
  ValidateContext(context);
  ValidateCreatedForThisSystem(state);
  DoApplyUnrestrictedUpdate(events, state, context);
}

template <typename T>
void System<T>::ExecuteForcedEvents(Context<T>* context, bool publish) const {
  ValidateContext(context);
  if (get_forced_unrestricted_update_events().HasEvents()) {
    std::unique_ptr<State<T>> state = context->CloneState();
    CalcForcedUnrestrictedUpdate(*context, state.get());
    ApplyUnrestrictedUpdate(get_forced_unrestricted_update_events(),
                            state.get(), context);
  }
  if (get_forced_discrete_update_events().HasEvents()) {
    std::unique_ptr<DiscreteValues<T>> discrete = AllocateDiscreteVariables();
    CalcForcedDiscreteVariableUpdate(*context, discrete.get());
    ApplyDiscreteVariableUpdate(get_forced_discrete_update_events(),
                                discrete.get(), context);
  }
  if (publish) ForcedPublish(*context);
}

template <typename T>
void System<T>::ExecuteInitializationEvents(Context<T>* context) const {
  ValidateContext(context);
  auto events = AllocateCompositeEventCollection();
  GetInitializationEvents(*context, events.get());
  if (events->HasUnrestrictedUpdateEvents()) {
    std::unique_ptr<State<T>> state = context->CloneState();
    CalcUnrestrictedUpdate(*context, events->get_unrestricted_update_events(),
                           state.get())
        .ThrowOnFailure("ExecuteInitializationEvents");
    ApplyUnrestrictedUpdate(events->get_unrestricted_update_events(),
                            state.get(), context);
  }
  if (events->HasDiscreteUpdateEvents()) {
    std::unique_ptr<DiscreteValues<T>> discrete = AllocateDiscreteVariables();
    CalcDiscreteVariableUpdate(*context, events->get_discrete_update_events(),
                               discrete.get())
        .ThrowOnFailure("ExecuteInitializationEvents");
    ApplyDiscreteVariableUpdate(events->get_discrete_update_events(),
                                discrete.get(), context);
  }
  if (events->HasPublishEvents()) {
    Publish(*context, events->get_publish_events())
        .ThrowOnFailure("ExecuteInitializationEvents");
  }
}

template <typename T>
T System<T>::CalcNextUpdateTime(const Context<T>& context,
                                CompositeEventCollection<T>* events) const {
  ValidateContext(context);
  ValidateCreatedForThisSystem(events);
  events->Clear();
  T time{std::numeric_limits<double>::infinity()};
  DoCalcNextUpdateTime(context, events, &time);
  return time;
}

template <typename T>
void System<T>::GetPerStepEvents(const Context<T>& context,
                                 CompositeEventCollection<T>* events) const {
  ValidateContext(context);
  ValidateCreatedForThisSystem(events);
  events->Clear();
  DoGetPerStepEvents(context, events);
}

template <typename T>
void System<T>::GetInitializationEvents(
    const Context<T>& context, CompositeEventCollection<T>* events) const {
  ValidateContext(context);
  ValidateCreatedForThisSystem(events);
  events->Clear();
  DoGetInitializationEvents(context, events);
}

template <typename T>
std::map<PeriodicEventData, std::vector<const Event<T>*>,
         PeriodicEventDataComparator>
System<T>::MapPeriodicEventsByTiming(const Context<T>* context) const {
  if (context != nullptr) ValidateContext(context);
  std::map<PeriodicEventData, std::vector<const Event<T>*>,
           PeriodicEventDataComparator>
      result;
  DoMapPeriodicEventsByTiming(&result);
  return result;
}

template <typename T>
std::optional<PeriodicEventData>
System<T>::GetUniquePeriodicDiscreteUpdateAttribute() const {
  std::optional<PeriodicEventData> saved;
  for (const auto& [timing, events] : MapPeriodicEventsByTiming()) {
    for (const Event<T>* event : events) {
      if (!event->is_discrete_update()) continue;
      if (saved.has_value() && !(*saved == timing)) return std::nullopt;
      saved = timing;
    }
  }
  return saved;
}

template <typename T>
bool System<T>::IsDifferenceEquationSystem(double* time_period) const {
  if (num_continuous_states() != 0 || num_abstract_states() != 0 ||
      num_discrete_state_groups() != 1) {
    return false;
  }
  const auto timing = GetUniquePeriodicDiscreteUpdateAttribute();
  if (!timing.has_value()) return false;
  if (time_period != nullptr) *time_period = timing->period_sec();
  return true;
}

template <typename T>
bool System<T>::IsDifferentialEquationSystem() const {
  return num_discrete_state_groups() == 0 && num_abstract_states() == 0;
}

template <typename T>
void System<T>::GetWitnessFunctions(
    const Context<T>& context,
    std::vector<const WitnessFunction<T>*>* w) const {
  DRAKE_THROW_UNLESS(w != nullptr);
  ValidateContext(context);
  DoGetWitnessFunctions(context, w);
}

template <typename T>
void System<T>::DoGetWitnessFunctions(
    const Context<T>&, std::vector<const WitnessFunction<T>*>*) const {}

template <typename T>
T System<T>::CalcWitnessValue(const Context<T>& context,
                              const WitnessFunction<T>& witness_func) const {
  ValidateContext(context);
  return DoCalcWitnessValue(context, witness_func);
}

template <typename T>
T System<T>::DoCalcWitnessValue(const Context<T>& context,
                                const WitnessFunction<T>& witness_func) const {
  if (&witness_func.get_system() != this) {
    throw std::logic_error(fmt::format(
        "CalcWitnessValue(): the witness function '{}' belongs to System {}, "
        "not to System {}.",
        witness_func.description(),
        witness_func.get_system().GetSystemPathname(), GetSystemPathname()));
  }
  return witness_func.CalcWitnessValue(context);
}

template <typename T>
InputPort<T>& System<T>::DeclareInputPort(
    std::variant<std::string, UseDefaultName> name, PortDataType type, int size,
    std::optional<RandomDistribution> random_type) {
  std::unique_ptr<AbstractValue> model;
  if (type == kVectorValued) {
    model = std::make_unique<Value<BasicVector<T>>>(
        std::make_unique<BasicVector<T>>(VectorX<T>::Zero(size)));
  } else {
    throw std::logic_error(fmt::format(
        "System {}: DeclareInputPort() of an abstract port needs a model "
        "value; use DeclareAbstractInputPort().",
        GetSystemPathname()));
  }
  return DeclareInputPortWithModel(std::move(name), type, size, random_type,
                                   std::move(model));
}

// The port name is taken by value like DeclareInputPort() that forwards
// it (Drake's signature); one copy per declared port.
template <typename T>
InputPort<T>& System<T>::DeclareInputPortWithModel(
    // NOLINTNEXTLINE(performance-unnecessary-value-param)
    std::variant<std::string, UseDefaultName> name, PortDataType type, int size,
    std::optional<RandomDistribution> random_type,
    std::unique_ptr<AbstractValue> model_value) {
  const InputPortIndex index(num_input_ports());
  std::string resolved = internal::ResolvePortName(name, "u", index);
  if (resolved.empty()) {
    throw std::logic_error(
        fmt::format("System {}: an input port name must not be empty.",
                    GetSystemPathname()));
  }
  if (random_type.has_value() && type != kVectorValued) {
    throw std::logic_error(
        fmt::format("System {}: random input port '{}' must be vector-valued.",
                    GetSystemPathname(), resolved));
  }
  const DependencyTicket ticket = assign_next_dependency_ticket(
      fmt::format("u{}", static_cast<int>(index)));
  auto port = std::make_unique<InputPort<T>>(
      this, this, index, std::move(resolved), ticket, type, size, random_type,
      std::move(model_value));
  InputPort<T>* raw = port.get();
  SystemBase::AddInputPort(std::move(port));
  input_ports_typed_.push_back(raw);
  return *raw;
}

template <typename T>
void System<T>::AddOutputPort(std::unique_ptr<OutputPort<T>> port) {
  OutputPort<T>* raw = port.get();
  SystemBase::AddOutputPort(std::move(port));
  output_ports_typed_.push_back(raw);
}

template <typename T>
void System<T>::ThrowUnsupportedScalarConversion(
    const std::string& scalar) const {
  // A Diagram converts only when every subsystem does: name the (deepest)
  // subsystem that does not, which is the one the user must fix.
  auto supports = [&scalar](const SystemScalarConverter& converter) {
    if (scalar == NiceTypeName::Get<double>()) {
      return converter.IsConvertible<double, T>();
    }
    if (scalar == NiceTypeName::Get<AutoDiffXd>()) {
      return converter.IsConvertible<AutoDiffXd, T>();
    }
    if (scalar == NiceTypeName::Get<symbolic::Expression>()) {
      return converter.IsConvertible<symbolic::Expression, T>();
    }
    return true;
  };
  const System<T>* culprit = this;
  while (const auto* diagram = dynamic_cast<const Diagram<T>*>(culprit)) {
    const System<T>* unsupported = nullptr;
    for (const System<T>* child : diagram->GetSystems()) {
      if (!supports(child->get_system_scalar_converter())) {
        unsupported = child;
        break;
      }
    }
    if (unsupported == nullptr) break;
    culprit = unsupported;
  }
  throw std::logic_error(fmt::format(
      "System {} of type {} does not support scalar conversion to type {}",
      culprit->GetSystemPathname(), culprit->GetSystemType(), scalar));
}

template <typename T>
void System<T>::ThrowWrongVectorInputType(int port_index,
                                          const std::string& expected,
                                          const std::string& actual) const {
  throw std::logic_error(fmt::format(
      "EvalVectorInput(): input port {} of System {} holds a {}, not the "
      "requested {}.",
      get_input_port(port_index).get_name(), GetSystemPathname(), actual,
      expected));
}

template <typename T>
std::string System<T>::GetGraphvizInputPortToken(int port_index) const {
  return fmt::format("{}:u{}", GetMemoryObjectName(), port_index);
}

template <typename T>
std::string System<T>::GetGraphvizOutputPortToken(int port_index) const {
  return fmt::format("{}:y{}", GetMemoryObjectName(), port_index);
}

template <typename T>
void System<T>::GetGraphvizFragment(int, std::string* dot) const {
  // One record node: name, then inputs on the left and outputs on the right.
  std::string inputs;
  for (int i = 0; i < num_input_ports(); ++i) {
    if (i > 0) inputs += "|";
    inputs += fmt::format("<u{}> {}", i, get_input_port(i).get_name());
  }
  std::string outputs;
  for (int i = 0; i < num_output_ports(); ++i) {
    if (i > 0) outputs += "|";
    outputs += fmt::format("<y{}> {}", i, get_output_port(i).get_name());
  }
  *dot += fmt::format("{} [shape=record, label=\"{}|{{{{{}}} | {{{}}}}}\"];\n",
                      GetMemoryObjectName(), GetSystemName(), inputs, outputs);
}

template <typename T>
std::string System<T>::GetGraphvizString(std::optional<int> max_depth) const {
  std::string dot =
      fmt::format("digraph _{} {{\nrankdir=LR\n", get_system_id().get_value());
  GetGraphvizFragment(max_depth.value_or(std::numeric_limits<int>::max()),
                      &dot);
  dot += "}\n";
  return dot;
}

}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::System)
