#pragma once

/// @file
/// Small types shared across the systems framework: index types, ids,
/// the port data type, default-name tags and dependency ticket numbers.

#include <string>
#include <variant>

#include "drake/common/identifier.h"
#include "drake/common/type_safe_index.h"

namespace drake {
namespace systems {

using InputPortIndex = TypeSafeIndex<class InputPortTag>;
using OutputPortIndex = TypeSafeIndex<class OutputPortTag>;
/// Index of a subsystem within a Diagram.
using SubsystemIndex = TypeSafeIndex<class SubsystemIndexTag>;
using CacheIndex = TypeSafeIndex<class CacheTag>;
/// Identifies a dependency tracker (a value a cache entry may depend on).
using DependencyTicket = TypeSafeIndex<class DependencyTag>;
using DiscreteStateIndex = TypeSafeIndex<class DiscreteStateTag>;
using AbstractStateIndex = TypeSafeIndex<class AbstractStateTag>;
using NumericParameterIndex = TypeSafeIndex<class NumericParameterTag>;
using AbstractParameterIndex = TypeSafeIndex<class AbstractParameterTag>;
using ContinuousStateIndex = TypeSafeIndex<class ContinuousStateTag>;
using WitnessFunctionIndex = TypeSafeIndex<class WitnessFunctionTag>;
using ContextConstraintIndex = TypeSafeIndex<class ContextConstraintTag>;
/// Index of a SystemConstraint within its System.
using SystemConstraintIndex = TypeSafeIndex<class SystemConstraintTag>;

/// An input or output port carries either a BasicVector or any other value.
enum PortDataType {
  kVectorValued = 0,
  kAbstractValued = 1,
};

/// Tag type requesting that a port be given its default name.
struct UseDefaultName {};
/// Pass as a port name to get the default name ("u0", "y1", ...).
constexpr UseDefaultName kUseDefaultName = {};
/// A vector port whose size is deduced from its model value.
constexpr int kAutoSize = -1;

/// Selects an input port of a system for functions that take one (e.g.
/// linearization): none, or the first one if there is any.
enum class InputPortSelection { kNoInput = -1, kUseFirstInputIfItExists = -2 };
enum class OutputPortSelection {
  kNoOutput = -1,
  kUseFirstOutputIfItExists = -2
};

namespace internal {
/// Uniquely identifies a System; contexts record the id of their system.
using SystemId = Identifier<class SystemIdTag>;

/// The dependency tickets every context has, in this order. Tickets for
/// per-group values, input ports, cache entries and output ports follow
/// from kNextAvailableTicket.
enum BuiltInTicketNumbers {
  kNothingTicket = 0,
  kTimeTicket,
  kAccuracyTicket,
  kQTicket,
  kVTicket,
  kZTicket,
  kXcTicket,
  kXdTicket,
  kXaTicket,
  kXTicket,
  kPnTicket,
  kPaTicket,
  kAllParametersTicket,
  kAllInputPortsTicket,
  kAllSourcesExceptInputPortsTicket,
  kAllSourcesTicket,
  kConfigurationTicket,
  kKinematicsTicket,
  kXcdotTicket,
  kPeTicket,
  kKeTicket,
  kPcTicket,
  kPncTicket,
  kXdhatTicket,
  kNextAvailableTicket,
};

/// Returns "u0"-style names for kUseDefaultName.
inline std::string ResolvePortName(
    const std::variant<std::string, UseDefaultName>& name, const char* prefix,
    int index) {
  if (std::holds_alternative<std::string>(name)) {
    return std::get<std::string>(name);
  }
  return std::string(prefix) + std::to_string(index);
}
}  // namespace internal

}  // namespace systems
}  // namespace drake
