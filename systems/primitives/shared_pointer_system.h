#pragma once

/// @file
/// SharedPointerSystem<T>: a system that only keeps an object alive.

#include <memory>
#include <string>
#include <typeindex>
#include <typeinfo>
#include <utility>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_throw.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {

/// Holds one `shared_ptr` and releases it when the system is destroyed (for
/// a system in a Diagram, with the Diagram). It has no ports, state or
/// parameters; it keeps alive objects other systems point to outside of
/// port connections. Scalar conversion shares the held object (one more
/// reference); the object itself is not converted, so it should not depend
/// on T. It draws nothing in Graphviz.
template <typename T>
class SharedPointerSystem final : public LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(SharedPointerSystem);

  /// Holds `value_to_hold` (which may be null). get<Held>() retrieves it.
  template <typename Held>
  explicit SharedPointerSystem(std::shared_ptr<Held> value_to_hold)
      : SharedPointerSystem(std::shared_ptr<void>(std::move(value_to_hold)),
                            std::type_index(typeid(Held))) {}

  /// Holds `value_to_hold` (which may be null), as a shared_ptr.
  template <typename Held>
  explicit SharedPointerSystem(std::unique_ptr<Held> value_to_hold)
      : SharedPointerSystem(std::shared_ptr<Held>(std::move(value_to_hold))) {}

  /// Scalar-converting copy constructor (shares the held object).
  template <typename U>
  explicit SharedPointerSystem(const SharedPointerSystem<U>& other)
      : SharedPointerSystem(other.held_, other.held_type_) {}

  ~SharedPointerSystem() final;

  /// Adds a system holding `value_to_hold` to `builder` and returns the
  /// held pointer (null if it is null).
  /// @throws std::exception if builder is null.
  template <typename Held>
  static Held* AddToBuilder(DiagramBuilder<T>* builder,
                            std::shared_ptr<Held> value_to_hold) {
    DRAKE_THROW_UNLESS(builder != nullptr);
    Held* result = value_to_hold.get();
    builder->AddSystem(
        std::make_unique<SharedPointerSystem<T>>(std::move(value_to_hold)));
    return result;
  }

  /// As above, for a unique_ptr (held as a shared_ptr).
  template <typename Held>
  static Held* AddToBuilder(DiagramBuilder<T>* builder,
                            std::unique_ptr<Held> value_to_hold) {
    return AddToBuilder(builder,
                        std::shared_ptr<Held>(std::move(value_to_hold)));
  }

  /// (Advanced) The held object (null if null was given).
  /// @throws std::bad_cast unless Held is the type given at construction.
  template <typename Held>
  Held* get() const {
    if (std::type_index(typeid(Held)) != held_type_) throw std::bad_cast();
    return static_cast<Held*>(held_.get());
  }

  /// Draws nothing: the system has no ports and is an implementation
  /// detail of its diagram.
  void GetGraphvizFragment(int max_depth, std::string* dot) const final;

 private:
  template <typename>
  friend class SharedPointerSystem;

  SharedPointerSystem(std::shared_ptr<void> held, std::type_index held_type);

  const std::shared_ptr<void> held_;
  const std::type_index held_type_;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::SharedPointerSystem)
