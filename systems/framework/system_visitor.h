#pragma once

/// @file
/// SystemVisitor<T>: double dispatch on System (leaf or Diagram), for code
/// that treats diagrams differently without a dynamic_cast.

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"

namespace drake {
namespace systems {

template <typename T>
class System;
template <typename T>
class Diagram;

/// A visitor of systems: `system.Accept(&visitor)` calls VisitDiagram() if
/// `system` is a Diagram<T> and VisitSystem() otherwise. Accept() does not
/// descend into a diagram's subsystems; a visitor that wants to can call
/// Accept() on each of Diagram::GetSystems().
///
/// @tparam_default_scalar
template <typename T>
class SystemVisitor {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(SystemVisitor);
  virtual ~SystemVisitor();

  /// Called by System<T>::Accept() when the system is not a Diagram<T>.
  virtual void VisitSystem(const System<T>& system) = 0;
  /// Called by System<T>::Accept() when the system is a Diagram<T>.
  virtual void VisitDiagram(const Diagram<T>& diagram) = 0;

 protected:
  SystemVisitor() = default;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::SystemVisitor)
