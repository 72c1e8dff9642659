#pragma once

/// @file
/// (Internal) WrappedSystem<T>: a Diagram holding exactly one (shared)
/// subsystem, all of whose ports it exports; a decorator that forwards
/// everything to the wrapped system.

#include <memory>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/systems/framework/diagram.h"

namespace drake {
namespace systems {
namespace internal {

/// Wraps a System<T> held through a std::shared_ptr. The diagram takes the
/// wrapped system's name (the subsystem is renamed "wrapped") and exports
/// every input and output port of it, in order, each named
/// "wrapped_<port name>" (Drake's default names for exported ports).
/// Scalar conversion converts the wrapped system (when it supports it).
///
/// @tparam_default_scalar
template <typename T>
class WrappedSystem final : public Diagram<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(WrappedSystem);

  /// Wraps `system`, sharing its ownership. The system must not be changed
  /// (or added elsewhere) afterwards.
  /// @throws std::exception if `system` is null or already belongs to a
  /// Diagram.
  explicit WrappedSystem(std::shared_ptr<System<T>> system);

  /// Scalar-converting copy constructor (see System::ToScalarType()).
  template <typename U>
  explicit WrappedSystem(const WrappedSystem<U>& other)
      : Diagram<T>(static_cast<const Diagram<U>&>(other)) {
    SetConverter();
  }

  ~WrappedSystem() final;

  /// Returns the wrapped system.
  const System<T>& unwrap() const;

 private:
  // Supports conversion to WrappedSystem<U> when the wrapped system does.
  void SetConverter();
};

}  // namespace internal
}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::internal::WrappedSystem)
