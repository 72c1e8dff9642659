#include "drake/systems/framework/system_base.h"

#include <sstream>
#include <stdexcept>

#include <fmt/format.h>

#include "drake/common/nice_type_name.h"
#include "drake/systems/framework/basic_vector.h"

namespace drake {
namespace systems {

// ---- Ports ----------------------------------------------------------------

PortBase::PortBase(const char* kind_string, SystemBase* owning_system,
                   int index, std::string name, DependencyTicket ticket,
                   PortDataType data_type, int size)
    : kind_string_(kind_string),
      owning_system_(owning_system),
      index_(index),
      name_(std::move(name)),
      ticket_(ticket),
      data_type_(data_type),
      size_(size) {
  DRAKE_DEMAND(owning_system_ != nullptr);
}

PortBase::~PortBase() = default;

std::string PortBase::GetFullDescription() const {
  return fmt::format("{}[{}] ({}) of System {} ({})", kind_string_, index_,
                     name_, owning_system_->GetSystemPathname(),
                     owning_system_->GetSystemType());
}

InputPortBase::InputPortBase(SystemBase* owning_system, InputPortIndex index,
                             std::string name, DependencyTicket ticket,
                             PortDataType data_type, int size,
                             std::optional<RandomDistribution> random_type,
                             std::unique_ptr<AbstractValue> model_value)
    : PortBase("InputPort", owning_system, index, std::move(name), ticket,
               data_type, size),
      random_type_(random_type),
      model_value_(std::move(model_value)) {
  DRAKE_DEMAND(model_value_ != nullptr);
}

InputPortBase::~InputPortBase() = default;

namespace {
// The vector size if `value` holds a BasicVector of a default scalar, else
// -1.
int MaybeVectorSize(const AbstractValue& value) {
  if (auto* v = value.maybe_get_value<BasicVector<double>>()) return v->size();
  if (auto* v = value.maybe_get_value<BasicVector<AutoDiffXd>>()) {
    return v->size();
  }
  if (auto* v = value.maybe_get_value<BasicVector<symbolic::Expression>>()) {
    return v->size();
  }
  return -1;
}
}  // namespace

void InputPortBase::CheckFixValue(const AbstractValue& value) const {
  const bool same_type = value.type_hash() == model_value_->type_hash();
  const int actual_size = MaybeVectorSize(value);
  if (same_type &&
      (get_data_type() != kVectorValued || actual_size == size())) {
    return;
  }
  std::string expected = model_value_->GetNiceTypeName();
  std::string actual = value.GetNiceTypeName();
  if (get_data_type() == kVectorValued) {
    expected += fmt::format(" with size={}", size());
    if (actual_size >= 0) actual += fmt::format(" with size={}", actual_size);
  }
  throw std::logic_error(fmt::format(
      "System::FixInputPortTypeCheck(): expected value of type {} for input "
      "port '{}' (index {}) but the actual type was {}. (System {})",
      expected, get_name(), static_cast<int>(get_index()), actual,
      get_system_base().GetSystemPathname()));
}

OutputPortBase::OutputPortBase(SystemBase* owning_system, OutputPortIndex index,
                               std::string name, DependencyTicket ticket,
                               PortDataType data_type, int size)
    : PortBase("OutputPort", owning_system, index, std::move(name), ticket,
               data_type, size) {}

OutputPortBase::~OutputPortBase() = default;

// ---- CacheEntry -------------------------------------------------------------

CacheEntry::CacheEntry(const SystemBase* owning_system, CacheIndex index,
                       DependencyTicket ticket, std::string description,
                       ValueProducer value_producer,
                       std::set<DependencyTicket> prerequisites_of_calc)
    : owning_system_(owning_system),
      cache_index_(index),
      ticket_(ticket),
      description_(std::move(description)),
      value_producer_(std::move(value_producer)),
      prerequisites_of_calc_(std::move(prerequisites_of_calc)),
      system_id_(owning_system->get_system_id()) {
  if (prerequisites_of_calc_.empty()) {
    throw std::logic_error(fmt::format(
        "Cache entry '{}' of System {}: the prerequisite list must not be "
        "empty; use {{nothing_ticket()}} for a value that depends on "
        "nothing.",
        description_, owning_system_->GetSystemPathname()));
  }
}

void CacheEntry::Calc(const ContextBase& context, AbstractValue* value) const {
  DRAKE_THROW_UNLESS(value != nullptr);
  CheckContext(context);
  value_producer_.Calc(context, value);
}

void CacheEntry::UpdateValue(const ContextBase& context) const {
  CacheEntryValue& value = get_mutable_cache_entry_value(context);
  if (context.is_cache_frozen() && value.is_out_of_date()) {
    throw std::logic_error(fmt::format(
        "CacheEntry::Eval(): the cache of System {} is frozen but cache entry "
        "'{}' is out of date.",
        owning_system_->GetSystemPathname(), description_));
  }
  value_producer_.Calc(context, &value.get_mutable_abstract_value());
  value.mark_up_to_date();
}

const AbstractValue& CacheEntry::GetKnownUpToDateAbstract(
    const ContextBase& context) const {
  const CacheEntryValue& value = get_cache_entry_value(context);
  if (value.needs_recomputation()) {
    throw std::logic_error(fmt::format(
        "CacheEntry::GetKnownUpToDate(): cache entry '{}' of System {} is "
        "out of date (or caching is disabled).",
        description_, owning_system_->GetSystemPathname()));
  }
  return value.get_abstract_value();
}

bool CacheEntry::has_default_prerequisites() const {
  return prerequisites_of_calc_.size() == 1 &&
         *prerequisites_of_calc_.begin() == SystemBase::all_sources_ticket();
}

void CacheEntry::ThrowWrongContext(const ContextBase& context) const {
  throw std::logic_error(fmt::format(
      "CacheEntry '{}' of System {} was passed the Context of System {}.",
      description_, owning_system_->GetSystemPathname(),
      context.GetSystemPathname()));
}

// ---- SystemBase -------------------------------------------------------------

internal::SystemParentServiceInterface::~SystemParentServiceInterface() =
    default;

SystemBase::SystemBase() : system_id_(internal::SystemId::get_new_id()) {
  using namespace internal;  // NOLINT
  auto add = [this](int expected, const char* description,
                    std::vector<int> prerequisites) {
    const DependencyTicket ticket =
        assign_next_dependency_ticket(description, std::move(prerequisites));
    DRAKE_DEMAND(ticket == expected);
  };
  add(kNothingTicket, "nothing", {});
  add(kTimeTicket, "time", {});
  add(kAccuracyTicket, "accuracy", {});
  add(kQTicket, "q", {});
  add(kVTicket, "v", {});
  add(kZTicket, "z", {});
  add(kXcTicket, "xc", {kQTicket, kVTicket, kZTicket});
  add(kXdTicket, "xd", {});
  add(kXaTicket, "xa", {});
  add(kXTicket, "x", {kXcTicket, kXdTicket, kXaTicket});
  add(kPnTicket, "pn", {});
  add(kPaTicket, "pa", {});
  add(kAllParametersTicket, "p", {kPnTicket, kPaTicket});
  add(kAllInputPortsTicket, "u", {});
  add(kAllSourcesExceptInputPortsTicket, "all sources except input ports",
      {kTimeTicket, kAccuracyTicket, kXTicket, kAllParametersTicket});
  add(kAllSourcesTicket, "all sources",
      {kAllSourcesExceptInputPortsTicket, kAllInputPortsTicket});
  add(kConfigurationTicket, "configuration",
      {kAccuracyTicket, kQTicket, kXdTicket, kXaTicket, kAllParametersTicket});
  add(kKinematicsTicket, "kinematics", {kConfigurationTicket, kVTicket});
  add(kXcdotTicket, "xcdot", {});
  add(kPeTicket, "pe", {});
  add(kKeTicket, "ke", {});
  add(kPcTicket, "pc", {});
  add(kPncTicket, "pnc", {});
  add(kXdhatTicket, "xd_hat", {});
}

SystemBase::~SystemBase() = default;

std::string SystemBase::GetSystemPathname() const {
  const std::string parent_path = parent_service_ == nullptr
                                      ? std::string()
                                      : parent_service_->GetParentPathname();
  return parent_path + "::" + GetSystemName();
}

std::string SystemBase::GetSystemType() const {
  return NiceTypeName::Get(*this);
}

std::string SystemBase::GetMemoryObjectName() const {
  std::ostringstream out;
  out << NiceTypeName::RemoveNamespaces(GetSystemType()) << "@" << this;
  std::string result = out.str();
  for (char& c : result) {
    if (c == '<' || c == '>' || c == ',' || c == ' ' || c == ':') c = '_';
  }
  return result;
}

std::unique_ptr<ContextBase> SystemBase::AllocateContext() const {
  std::unique_ptr<ContextBase> context = DoAllocateContext();
  context->ResolveDependencies();
  return context;
}

const InputPortBase& SystemBase::get_input_port_base(
    InputPortIndex port_index) const {
  if (port_index < 0 || port_index >= num_input_ports()) {
    ThrowInputPortIndexOutOfRange("get_input_port_base", port_index);
  }
  return *input_ports_[port_index];
}

const OutputPortBase& SystemBase::get_output_port_base(
    OutputPortIndex port_index) const {
  if (port_index < 0 || port_index >= num_output_ports()) {
    ThrowOutputPortIndexOutOfRange("get_output_port_base", port_index);
  }
  return *output_ports_[port_index];
}

const CacheEntry& SystemBase::get_cache_entry(CacheIndex index) const {
  DRAKE_THROW_UNLESS(index >= 0 && index < num_cache_entries());
  return *cache_entries_[index];
}

CacheEntry& SystemBase::get_mutable_cache_entry(CacheIndex index) {
  DRAKE_THROW_UNLESS(index >= 0 && index < num_cache_entries());
  return *cache_entries_[index];
}

CacheEntry& SystemBase::DeclareCacheEntry(
    std::string description, ValueProducer value_producer,
    std::set<DependencyTicket> prerequisites_of_calc) {
  const DependencyTicket ticket = assign_next_dependency_ticket(description);
  return DeclareCacheEntryWithKnownTicket(ticket, std::move(description),
                                          std::move(value_producer),
                                          std::move(prerequisites_of_calc));
}

CacheEntry& SystemBase::DeclareCacheEntryWithKnownTicket(
    DependencyTicket known_ticket, std::string description,
    ValueProducer value_producer,
    std::set<DependencyTicket> prerequisites_of_calc) {
  const CacheIndex index(num_cache_entries());
  for (const DependencyTicket& prerequisite : prerequisites_of_calc) {
    if (prerequisite < 0 ||
        prerequisite >= static_cast<int>(ticket_infos_.size())) {
      throw std::logic_error(fmt::format(
          "DeclareCacheEntry(): cache entry '{}' of System {} has an unknown "
          "prerequisite ticket {}.",
          description, GetSystemPathname(), static_cast<int>(prerequisite)));
    }
  }
  TicketInfo& info = ticket_infos_.at(known_ticket);
  info.description = description;
  info.cache_index = index;
  for (const DependencyTicket& prerequisite : prerequisites_of_calc) {
    info.prerequisites.push_back(prerequisite);
  }
  cache_entries_.push_back(std::make_unique<CacheEntry>(
      this, index, known_ticket, std::move(description),
      std::move(value_producer), std::move(prerequisites_of_calc)));
  return *cache_entries_.back();
}

DependencyTicket SystemBase::assign_next_dependency_ticket(
    std::string description, std::vector<int> prerequisites) {
  const DependencyTicket ticket(static_cast<int>(ticket_infos_.size()));
  ticket_infos_.push_back(TicketInfo{std::move(description), CacheIndex(),
                                     std::move(prerequisites)});
  return ticket;
}

void SystemBase::AddTicketPrerequisite(DependencyTicket ticket,
                                       int prerequisite) {
  ticket_infos_.at(ticket).prerequisites.push_back(prerequisite);
}

void SystemBase::AddInputPort(std::unique_ptr<InputPortBase> port) {
  DRAKE_DEMAND(port != nullptr);
  DRAKE_DEMAND(port->get_index() == num_input_ports());
  for (const auto& existing : input_ports_) {
    if (existing->get_name() == port->get_name()) {
      throw std::logic_error(
          fmt::format("System {} already has an input port named '{}'.",
                      GetSystemPathname(), port->get_name()));
    }
  }
  AddTicketPrerequisite(all_input_ports_ticket(), port->ticket());
  input_ports_.push_back(std::move(port));
}

void SystemBase::AddOutputPort(std::unique_ptr<OutputPortBase> port) {
  DRAKE_DEMAND(port != nullptr);
  DRAKE_DEMAND(port->get_index() == num_output_ports());
  for (const auto& existing : output_ports_) {
    if (existing->get_name() == port->get_name()) {
      throw std::logic_error(
          fmt::format("System {} already has an output port named '{}'.",
                      GetSystemPathname(), port->get_name()));
    }
  }
  output_ports_.push_back(std::move(port));
}

DependencyTicket SystemBase::AddDiscreteStateGroupTicket() {
  const DependencyTicket ticket = assign_next_dependency_ticket(
      fmt::format("xd[{}]", discrete_state_tickets_.size()));
  AddTicketPrerequisite(xd_ticket(), ticket);
  discrete_state_tickets_.push_back(ticket);
  return ticket;
}

DependencyTicket SystemBase::AddAbstractStateTicket() {
  const DependencyTicket ticket = assign_next_dependency_ticket(
      fmt::format("xa[{}]", abstract_state_tickets_.size()));
  AddTicketPrerequisite(xa_ticket(), ticket);
  abstract_state_tickets_.push_back(ticket);
  return ticket;
}

DependencyTicket SystemBase::AddNumericParameterTicket() {
  const DependencyTicket ticket = assign_next_dependency_ticket(
      fmt::format("pn[{}]", numeric_parameter_tickets_.size()));
  AddTicketPrerequisite(pn_ticket(), ticket);
  numeric_parameter_tickets_.push_back(ticket);
  return ticket;
}

DependencyTicket SystemBase::AddAbstractParameterTicket() {
  const DependencyTicket ticket = assign_next_dependency_ticket(
      fmt::format("pa[{}]", abstract_parameter_tickets_.size()));
  AddTicketPrerequisite(pa_ticket(), ticket);
  abstract_parameter_tickets_.push_back(ticket);
  return ticket;
}

namespace {
template <typename Index>
DependencyTicket TicketAt(const std::vector<DependencyTicket>& tickets,
                          Index index, const char* what,
                          const SystemBase& system) {
  if (!index.is_valid() || index >= static_cast<int>(tickets.size())) {
    throw std::logic_error(fmt::format(
        "System {}: {} index {} is out of range (there are {}).",
        system.GetSystemPathname(), what, to_string(index), tickets.size()));
  }
  return tickets[index];
}
}  // namespace

DependencyTicket SystemBase::discrete_state_ticket(
    DiscreteStateIndex index) const {
  return TicketAt(discrete_state_tickets_, index, "discrete state group",
                  *this);
}
DependencyTicket SystemBase::abstract_state_ticket(
    AbstractStateIndex index) const {
  return TicketAt(abstract_state_tickets_, index, "abstract state", *this);
}
DependencyTicket SystemBase::numeric_parameter_ticket(
    NumericParameterIndex index) const {
  return TicketAt(numeric_parameter_tickets_, index, "numeric parameter",
                  *this);
}
DependencyTicket SystemBase::abstract_parameter_ticket(
    AbstractParameterIndex index) const {
  return TicketAt(abstract_parameter_tickets_, index, "abstract parameter",
                  *this);
}
DependencyTicket SystemBase::input_port_ticket(InputPortIndex index) const {
  return get_input_port_base(index).ticket();
}
DependencyTicket SystemBase::output_port_ticket(OutputPortIndex index) const {
  return get_output_port_base(index).ticket();
}
DependencyTicket SystemBase::cache_entry_ticket(CacheIndex index) const {
  return get_cache_entry(index).ticket();
}

bool SystemBase::TicketDependsOn(DependencyTicket ticket,
                                 DependencyTicket target) const {
  std::vector<bool> seen(ticket_infos_.size(), false);
  std::vector<int> stack{ticket};
  while (!stack.empty()) {
    const int current = stack.back();
    stack.pop_back();
    if (current == target) return true;
    if (seen[current]) continue;
    seen[current] = true;
    for (int prerequisite : ticket_infos_[current].prerequisites) {
      stack.push_back(prerequisite);
    }
  }
  return false;
}

void SystemBase::InitializeContextBase(ContextBase* context) const {
  DRAKE_DEMAND(context != nullptr);
  context->set_system_name(get_name());
  context->set_system_id(system_id_);
  context->ResizeInputPortValues(num_input_ports());
  context->input_port_tickets_.clear();
  for (const auto& port : input_ports_) {
    context->input_port_tickets_.push_back(port->ticket());
  }
  context->output_port_tickets_.clear();
  for (const auto& port : output_ports_) {
    context->output_port_tickets_.push_back(port->ticket());
  }
  context->discrete_state_tickets_ = discrete_state_tickets_;
  context->abstract_state_tickets_ = abstract_state_tickets_;
  context->numeric_parameter_tickets_ = numeric_parameter_tickets_;
  context->abstract_parameter_tickets_ = abstract_parameter_tickets_;

  context->ReserveTrackers(static_cast<int>(ticket_infos_.size()));
  for (int t = 0; t < static_cast<int>(ticket_infos_.size()); ++t) {
    context->AddTracker(DependencyTicket(t), ticket_infos_[t].description,
                        ticket_infos_[t].cache_index);
  }
  // Size each tracker's subscriber list once (one more for the composite
  // edge a parent diagram may add) rather than growing it edge by edge.
  std::vector<int> num_subscribers(ticket_infos_.size(), 0);
  for (const auto& info : ticket_infos_) {
    for (int prerequisite : info.prerequisites) ++num_subscribers[prerequisite];
  }
  for (int t = 0; t < static_cast<int>(ticket_infos_.size()); ++t) {
    if (num_subscribers[t] > 0) {
      context->ReserveSubscriptions(t, num_subscribers[t] + 1);
    }
  }
  for (int t = 0; t < static_cast<int>(ticket_infos_.size()); ++t) {
    for (int prerequisite : ticket_infos_[t].prerequisites) {
      context->AddSubscription(prerequisite, t);
    }
  }
  Cache& cache = context->get_mutable_cache();
  cache.reserve(static_cast<int>(cache_entries_.size()));
  for (const auto& entry : cache_entries_) {
    CacheEntryValue& value =
        cache.CreateNewCacheEntryValue(entry->cache_index(), entry->ticket(),
                                       entry->description(), entry->Allocate());
    if (entry->is_disabled_by_default()) value.disable_caching();
  }
}

const AbstractValue* SystemBase::EvalAbstractInput(const ContextBase& context,
                                                   int port_index) const {
  if (port_index < 0 || port_index >= num_input_ports()) {
    ThrowInputPortIndexOutOfRange("EvalAbstractInput", port_index);
  }
  ValidateContext(context);
  const FixedInputPortValue* fixed =
      context.MaybeGetFixedInputPortValue(port_index);
  if (fixed != nullptr) return &fixed->get_value();
  if (parent_service_ == nullptr || context.get_parent_base() == nullptr) {
    return nullptr;
  }
  return parent_service_->EvalConnectedSubsystemInputPort(
      *context.get_parent_base(), *input_ports_[port_index]);
}

void SystemBase::ThrowInputPortIndexOutOfRange(const char* func,
                                               int index) const {
  throw std::logic_error(fmt::format(
      "{}(): there is no input port with index {} because System {} has "
      "only {} input port(s).",
      func, index, GetSystemPathname(), num_input_ports()));
}

void SystemBase::ThrowOutputPortIndexOutOfRange(const char* func,
                                                int index) const {
  throw std::logic_error(fmt::format(
      "{}(): there is no output port with index {} because System {} has "
      "only {} output port(s).",
      func, index, GetSystemPathname(), num_output_ports()));
}

void SystemBase::ThrowWrongContext(const ContextBase& context) const {
  throw std::logic_error(fmt::format(
      "A function call on System {} ({}) was passed the Context of a "
      "different System, {}. Use GetMyContextFromRoot() or similar to obtain "
      "the right Context.",
      GetSystemPathname(), GetSystemType(), context.GetSystemPathname()));
}

void SystemBase::ThrowNotCreatedForThisSystemImpl(
    const std::string& nice_type_name, internal::SystemId id) const {
  if (!id.is_valid()) {
    throw std::logic_error(fmt::format(
        "{} was not associated with any System but should have been created "
        "for {} System {}; use the System's Allocate*() methods (or its "
        "Context's values) rather than constructing it by hand.",
        nice_type_name, GetSystemType(), GetSystemPathname()));
  }
  throw std::logic_error(fmt::format(
      "{} was not created for {} System {}; it belongs to a different System.",
      nice_type_name, GetSystemType(), GetSystemPathname()));
}

}  // namespace systems
}  // namespace drake
