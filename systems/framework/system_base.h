#pragma once

/// @file
/// SystemBase: the scalar-independent part of a System: name, ports, cache
/// entries and dependency tickets.

#include <memory>
#include <set>
#include <string>
#include <type_traits>
#include <vector>

#include "drake/common/drake_copyable.h"
#include "drake/common/drake_throw.h"
#include "drake/common/nice_type_name.h"
#include "drake/systems/framework/cache_entry.h"
#include "drake/systems/framework/context_base.h"
#include "drake/systems/framework/framework_common.h"
#include "drake/systems/framework/port_base.h"
#include "drake/systems/framework/value_producer.h"

namespace drake {
namespace systems {

namespace internal {
/// What a subsystem may ask of the Diagram that contains it.
class SystemParentServiceInterface {
 public:
  virtual ~SystemParentServiceInterface();
  /// The diagram's full path name.
  virtual std::string GetParentPathname() const = 0;
  /// The value feeding `input_port` of a child, from the diagram's context
  /// `parent_context`; nullptr if it has none.
  virtual const AbstractValue* EvalConnectedSubsystemInputPort(
      const ContextBase& parent_context,
      const InputPortBase& input_port) const = 0;
};
}  // namespace internal

class SystemBase {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(SystemBase);
  virtual ~SystemBase();

  /// Sets the name (used in error messages, paths and diagram look-ups).
  void set_name(const std::string& name) { name_ = name; }
  const std::string& get_name() const { return name_; }
  /// The name, or "_" if empty.
  std::string GetSystemName() const { return name_.empty() ? "_" : name_; }
  /// The path from the root diagram, e.g. "::diagram::plant".
  std::string GetSystemPathname() const;
  /// The class name, e.g. "drake::systems::Adder<double>".
  std::string GetSystemType() const;
  /// The name and address, for graphviz output.
  std::string GetMemoryObjectName() const;
  internal::SystemId get_system_id() const { return system_id_; }

  /// A new context for this system, with default values not yet set (see
  /// System::CreateDefaultContext()).
  std::unique_ptr<ContextBase> AllocateContext() const;

  int num_input_ports() const { return static_cast<int>(input_ports_.size()); }
  int num_output_ports() const {
    return static_cast<int>(output_ports_.size());
  }
  /// Throws std::logic_error if `port_index` is out of range.
  const InputPortBase& get_input_port_base(InputPortIndex port_index) const;
  const OutputPortBase& get_output_port_base(OutputPortIndex port_index) const;

  int num_cache_entries() const {
    return static_cast<int>(cache_entries_.size());
  }
  const CacheEntry& get_cache_entry(CacheIndex index) const;
  CacheEntry& get_mutable_cache_entry(CacheIndex index);

  /// Declares a cache entry computed by `value_producer` from the listed
  /// prerequisites (all sources by default).
  CacheEntry& DeclareCacheEntry(
      std::string description, ValueProducer value_producer,
      std::set<DependencyTicket> prerequisites_of_calc = {
          all_sources_ticket()});

  // ---- Dependency tickets ------------------------------------------------
  static DependencyTicket nothing_ticket() {
    return DependencyTicket(internal::kNothingTicket);
  }
  static DependencyTicket time_ticket() {
    return DependencyTicket(internal::kTimeTicket);
  }
  static DependencyTicket accuracy_ticket() {
    return DependencyTicket(internal::kAccuracyTicket);
  }
  static DependencyTicket q_ticket() {
    return DependencyTicket(internal::kQTicket);
  }
  static DependencyTicket v_ticket() {
    return DependencyTicket(internal::kVTicket);
  }
  static DependencyTicket z_ticket() {
    return DependencyTicket(internal::kZTicket);
  }
  static DependencyTicket xc_ticket() {
    return DependencyTicket(internal::kXcTicket);
  }
  static DependencyTicket xd_ticket() {
    return DependencyTicket(internal::kXdTicket);
  }
  static DependencyTicket xa_ticket() {
    return DependencyTicket(internal::kXaTicket);
  }
  static DependencyTicket all_state_ticket() {
    return DependencyTicket(internal::kXTicket);
  }
  static DependencyTicket pn_ticket() {
    return DependencyTicket(internal::kPnTicket);
  }
  static DependencyTicket pa_ticket() {
    return DependencyTicket(internal::kPaTicket);
  }
  static DependencyTicket all_parameters_ticket() {
    return DependencyTicket(internal::kAllParametersTicket);
  }
  static DependencyTicket all_input_ports_ticket() {
    return DependencyTicket(internal::kAllInputPortsTicket);
  }
  static DependencyTicket all_sources_except_input_ports_ticket() {
    return DependencyTicket(internal::kAllSourcesExceptInputPortsTicket);
  }
  static DependencyTicket all_sources_ticket() {
    return DependencyTicket(internal::kAllSourcesTicket);
  }
  static DependencyTicket configuration_ticket() {
    return DependencyTicket(internal::kConfigurationTicket);
  }
  static DependencyTicket kinematics_ticket() {
    return DependencyTicket(internal::kKinematicsTicket);
  }
  static DependencyTicket xcdot_ticket() {
    return DependencyTicket(internal::kXcdotTicket);
  }
  static DependencyTicket pe_ticket() {
    return DependencyTicket(internal::kPeTicket);
  }
  static DependencyTicket ke_ticket() {
    return DependencyTicket(internal::kKeTicket);
  }
  static DependencyTicket pc_ticket() {
    return DependencyTicket(internal::kPcTicket);
  }
  static DependencyTicket pnc_ticket() {
    return DependencyTicket(internal::kPncTicket);
  }
  static DependencyTicket xd_hat_ticket() {
    return DependencyTicket(internal::kXdhatTicket);
  }
  /// The ticket of the cache entry of
  /// System::EvalUniquePeriodicDiscreteUpdate() (Drake's name for
  /// xd_hat_ticket()).
  static DependencyTicket xd_unique_periodic_update_ticket() {
    return xd_hat_ticket();
  }
  /// Per-group and per-port tickets; each throws if the index is out of
  /// range.
  DependencyTicket discrete_state_ticket(DiscreteStateIndex index) const;
  DependencyTicket abstract_state_ticket(AbstractStateIndex index) const;
  DependencyTicket numeric_parameter_ticket(NumericParameterIndex index) const;
  DependencyTicket abstract_parameter_ticket(
      AbstractParameterIndex index) const;
  DependencyTicket input_port_ticket(InputPortIndex index) const;
  DependencyTicket cache_entry_ticket(CacheIndex index) const;
  DependencyTicket output_port_ticket(OutputPortIndex index) const;

  int num_discrete_state_groups() const {
    return static_cast<int>(discrete_state_tickets_.size());
  }
  int num_abstract_states() const {
    return static_cast<int>(abstract_state_tickets_.size());
  }
  int num_numeric_parameter_groups() const {
    return static_cast<int>(numeric_parameter_tickets_.size());
  }
  int num_abstract_parameters() const {
    return static_cast<int>(abstract_parameter_tickets_.size());
  }

  /// Throws std::logic_error naming both systems if `context` was not made
  /// by this system.
  void ValidateContext(const ContextBase& context) const {
    if (!(context.get_system_id() == system_id_)) ThrowWrongContext(context);
  }
  void ValidateContext(const ContextBase* context) const {
    DRAKE_THROW_UNLESS(context != nullptr);
    ValidateContext(*context);
  }

  /// Checks that `object` (anything with `get_system_id()`: a Context,
  /// State, ContinuousState, DiscreteValues, Parameters, SystemOutput or
  /// CompositeEventCollection, or a pointer to one) was allocated by this
  /// system (see Drake's "System Compatibility" notes). The check is one id
  /// comparison.
  /// @throws std::exception if `object` was allocated for another System,
  /// or was never associated with any (e.g., it was constructed by hand).
  /// @throws std::exception if `object` is a null pointer.
  template <class Clazz>
  void ValidateCreatedForThisSystem(const Clazz& object) const {
    internal::SystemId id;
    if constexpr (std::is_pointer_v<Clazz>) {
      DRAKE_THROW_UNLESS(object != nullptr);
      id = object->get_system_id();
    } else {
      id = object.get_system_id();
    }
    if (!id.is_same_as_valid_id(system_id_)) {
      ThrowNotCreatedForThisSystemImpl(
          NiceTypeName::Get<std::remove_cv_t<std::remove_pointer_t<Clazz>>>(),
          id);
    }
  }

  /// The value at input port `port_index`: the fixed value in `context`, or
  /// the connected source's value; nullptr if there is neither. Throws if
  /// `port_index` is out of range.
  const AbstractValue* EvalAbstractInput(const ContextBase& context,
                                         int port_index) const;
  /// As EvalAbstractInput, cast to V (throws if not a V).
  template <typename V>
  const V* EvalInputValue(const ContextBase& context, int port_index) const {
    const AbstractValue* value = EvalAbstractInput(context, port_index);
    return value == nullptr ? nullptr : &value->get_value<V>();
  }

  /// True if the declared prerequisites of `ticket` reach `target`
  /// (transitively, within this system).
  bool TicketDependsOn(DependencyTicket ticket, DependencyTicket target) const;

  // ---- Framework -----------------------------------------------------------
  /// (Framework) Set by a Diagram on its children.
  void set_parent_service(internal::SystemParentServiceInterface* parent,
                          int subsystem_index) {
    parent_service_ = parent;
    subsystem_index_in_parent_ = subsystem_index;
  }
  const internal::SystemParentServiceInterface* get_parent_service() const {
    return parent_service_;
  }
  int subsystem_index_in_parent() const { return subsystem_index_in_parent_; }
  /// (Framework) Allocates the context tree without resolving dependencies.
  std::unique_ptr<ContextBase> AllocateContextWithoutResolving() const {
    return DoAllocateContext();
  }
  [[noreturn]] void ThrowInputPortIndexOutOfRange(const char* func,
                                                  int index) const;
  [[noreturn]] void ThrowOutputPortIndexOutOfRange(const char* func,
                                                   int index) const;

 protected:
  SystemBase();

  /// Creates a ticket; its tracker will subscribe to `prerequisites`.
  DependencyTicket assign_next_dependency_ticket(
      std::string description, std::vector<int> prerequisites = {});
  /// Adds `prerequisite` to an existing ticket's prerequisites.
  void AddTicketPrerequisite(DependencyTicket ticket, int prerequisite);

  void AddInputPort(std::unique_ptr<InputPortBase> port);
  void AddOutputPort(std::unique_ptr<OutputPortBase> port);
  DependencyTicket AddDiscreteStateGroupTicket();
  DependencyTicket AddAbstractStateTicket();
  DependencyTicket AddNumericParameterTicket();
  DependencyTicket AddAbstractParameterTicket();

  /// For the built-in entries (xcdot, pe, ...), whose tickets are fixed.
  CacheEntry& DeclareCacheEntryWithKnownTicket(
      DependencyTicket known_ticket, std::string description,
      ValueProducer value_producer,
      std::set<DependencyTicket> prerequisites_of_calc);

  /// Creates this system's trackers and cache values in `context`.
  void InitializeContextBase(ContextBase* context) const;
  /// Makes the full context (tree), with InitializeContextBase() done and
  /// state and parameters allocated, but dependencies not yet resolved.
  virtual std::unique_ptr<ContextBase> DoAllocateContext() const = 0;

  const InputPortBase& input_port_base_unchecked(int index) const {
    return *input_ports_[index];
  }
  const OutputPortBase& output_port_base_unchecked(int index) const {
    return *output_ports_[index];
  }

 private:
  [[noreturn]] void ThrowWrongContext(const ContextBase& context) const;
  [[noreturn]] void ThrowNotCreatedForThisSystemImpl(
      const std::string& nice_type_name, internal::SystemId id) const;

  struct TicketInfo {
    std::string description;
    CacheIndex cache_index;
    std::vector<int> prerequisites;
  };

  std::string name_;
  internal::SystemId system_id_;
  internal::SystemParentServiceInterface* parent_service_{nullptr};
  int subsystem_index_in_parent_{-1};
  std::vector<TicketInfo> ticket_infos_;
  std::vector<std::unique_ptr<InputPortBase>> input_ports_;
  std::vector<std::unique_ptr<OutputPortBase>> output_ports_;
  std::vector<std::unique_ptr<CacheEntry>> cache_entries_;
  std::vector<DependencyTicket> discrete_state_tickets_;
  std::vector<DependencyTicket> abstract_state_tickets_;
  std::vector<DependencyTicket> numeric_parameter_tickets_;
  std::vector<DependencyTicket> abstract_parameter_tickets_;
};

}  // namespace systems
}  // namespace drake
