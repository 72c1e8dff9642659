#pragma once

/// @file
/// DiagramBuilder<T>: collects subsystems and their connections, checks
/// them, and builds a Diagram<T>.

#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

#include "drake/systems/framework/diagram.h"

namespace drake {
namespace systems {

template <typename T>
class DiagramBuilder {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(DiagramBuilder);

  using InputPortLocator = typename Diagram<T>::InputPortLocator;
  using OutputPortLocator = typename Diagram<T>::OutputPortLocator;

  DiagramBuilder();
  virtual ~DiagramBuilder();

  /// Takes ownership of `system` and returns it. A system with an empty
  /// name is given a unique one. Throws if null, already added, or after
  /// Build().
  template <class S>
  S* AddSystem(std::unique_ptr<S> system) {
    S* raw = system.get();
    AddSystemImpl(std::shared_ptr<System<T>>(std::move(system)));
    return raw;
  }
  /// Shares ownership of `system` (the builder, then the Diagram, keep it
  /// alive) and returns it. Throws as the unique_ptr overload does. The
  /// caller must not change the system once added.
  template <class S>
  S* AddSystem(std::shared_ptr<S> system) {
    S* raw = system.get();
    AddSystemImpl(std::shared_ptr<System<T>>(std::move(system)));
    return raw;
  }
  /// Constructs an S<T> (or S) from `args` and adds it.
  template <class S, typename... Args>
  S* AddSystem(Args&&... args) {
    return AddSystem(std::make_unique<S>(std::forward<Args>(args)...));
  }
  template <template <typename Scalar> class S, typename... Args>
  S<T>* AddSystem(Args&&... args) {
    return AddSystem(std::make_unique<S<T>>(std::forward<Args>(args)...));
  }
  /// Sets the name of `system`, then adds it.
  template <class S>
  S* AddNamedSystem(const std::string& name, std::unique_ptr<S> system) {
    DRAKE_THROW_UNLESS(system != nullptr);
    system->set_name(name);
    return AddSystem(std::move(system));
  }
  /// Sets the name of `system`, then adds it (shared ownership).
  template <class S>
  S* AddNamedSystem(const std::string& name, std::shared_ptr<S> system) {
    DRAKE_THROW_UNLESS(system != nullptr);
    system->set_name(name);
    return AddSystem(std::move(system));
  }
  template <class S, typename... Args>
  S* AddNamedSystem(const std::string& name, Args&&... args) {
    return AddNamedSystem(name,
                          std::make_unique<S>(std::forward<Args>(args)...));
  }
  template <template <typename Scalar> class S, typename... Args>
  S<T>* AddNamedSystem(const std::string& name, Args&&... args) {
    return AddNamedSystem(name,
                          std::make_unique<S<T>>(std::forward<Args>(args)...));
  }

  /// Removes `system` (which is destroyed, unless shared elsewhere) with
  /// every connection to or from it and every diagram port exported from
  /// it. Later exported ports move down to fill the gaps (their order is
  /// kept). @throws std::exception if `system` was not added, or after
  /// Build().
  void RemoveSystem(const System<T>& system);
  /// True if no system has been added.
  bool empty() const { return registered_systems_.empty(); }

  /// The systems added so far.
  std::vector<const System<T>*> GetSystems() const;
  std::vector<System<T>*> GetMutableSystems();
  bool HasSubsystemNamed(std::string_view name) const;
  /// The system named `name`; throws if there is none (or several).
  const System<T>& GetSubsystemByName(std::string_view name) const;
  System<T>& GetMutableSubsystemByName(std::string_view name);
  /// As GetSubsystemByName(), downcast to MySystem<T>; throws if it is not
  /// one.
  template <template <typename> class MySystem>
  const MySystem<T>& GetDowncastSubsystemByName(std::string_view name) const {
    return GetDowncastSubsystemByName<MySystem<T>>(name);
  }
  template <template <typename> class MySystem>
  MySystem<T>& GetMutableDowncastSubsystemByName(std::string_view name) {
    return GetMutableDowncastSubsystemByName<MySystem<T>>(name);
  }
  /// As above, for a system class that is not a template.
  template <class MyUntemplatizedSystem>
  const MyUntemplatizedSystem& GetDowncastSubsystemByName(
      std::string_view name) const {
    static_assert(std::is_same_v<typename MyUntemplatizedSystem::Scalar, T>,
                  "the system's scalar type must be the builder's");
    const System<T>& found = GetSubsystemByName(name);
    const auto* result = dynamic_cast<const MyUntemplatizedSystem*>(&found);
    if (result == nullptr) {
      ThrowWrongSubsystemType(name, NiceTypeName::Get<MyUntemplatizedSystem>(),
                              found);
    }
    return *result;
  }
  template <class MyUntemplatizedSystem>
  MyUntemplatizedSystem& GetMutableDowncastSubsystemByName(
      std::string_view name) {
    ThrowIfAlreadyBuilt();
    return const_cast<MyUntemplatizedSystem&>(
        GetDowncastSubsystemByName<MyUntemplatizedSystem>(name));
  }

  /// Connects `src` to `dest`. Throws std::logic_error naming both systems
  /// and ports if either system was not added, the ports differ in kind,
  /// size or value type, or `dest` is already connected or exported.
  void Connect(const OutputPort<T>& src, const InputPort<T>& dest);
  /// Connects the only output of `src` to the only input of `dest`.
  void Connect(const System<T>& src, const System<T>& dest);
  /// Connects the only output of each system to the only input of the next.
  void Cascade(const System<T>& src, const System<T>& dest) {
    Connect(src, dest);
  }
  /// Undoes Connect(source, dest).
  /// @throws std::exception if `source` does not feed `dest`, or after
  /// Build().
  void Disconnect(const OutputPort<T>& source, const InputPort<T>& dest);
  /// Feeds `dest` from what feeds `exemplar`: the same output port, or the
  /// same exported diagram input. Returns false (and does nothing) if
  /// `exemplar` is neither connected nor exported.
  /// @throws std::exception if either port's system was not added, `dest`
  /// is already connected or exported, or the ports do not match.
  bool ConnectToSame(const InputPort<T>& exemplar, const InputPort<T>& dest);

  /// Makes `input` an input of the diagram, named `name` (by default, as
  /// Drake: "{system name}_{port name}"). Returns the diagram's port index.
  InputPortIndex ExportInput(
      const InputPort<T>& input,
      std::variant<std::string, UseDefaultName> name = kUseDefaultName);
  /// Feeds `input` from an already-exported diagram input too.
  void ConnectInput(InputPortIndex diagram_port_index,
                    const InputPort<T>& input);
  void ConnectInput(std::string_view diagram_port_name,
                    const InputPort<T>& input);
  /// True if `input` is connected to an output or exported.
  bool IsConnectedOrExported(const InputPortBase& input) const;
  /// Makes `output` an output of the diagram, named `name` (by default
  /// "{system name}_{port name}"). Returns its index.
  OutputPortIndex ExportOutput(
      const OutputPort<T>& output,
      std::variant<std::string, UseDefaultName> name = kUseDefaultName);

  int num_input_ports() const {
    return static_cast<int>(input_port_names_.size());
  }
  int num_output_ports() const {
    return static_cast<int>(output_port_names_.size());
  }
  const std::map<InputPortLocator, OutputPortLocator>& connection_map() const {
    return connection_map_;
  }
  bool already_built() const { return already_built_; }

  /// Builds the Diagram (the builder is then spent). Throws on duplicate
  /// subsystem names or an algebraic loop (naming the loop's ports).
  std::unique_ptr<Diagram<T>> Build();
  /// Builds into `target`, a Diagram subclass under construction.
  void BuildInto(Diagram<T>* target);

 private:
  [[noreturn]] void ThrowWrongSubsystemType(std::string_view name,
                                            const std::string& expected,
                                            const System<T>& found) const;
  void AddSystemImpl(std::shared_ptr<System<T>> system);
  void ThrowIfAlreadyBuilt() const;
  void ThrowIfSystemNotRegistered(const System<T>& system) const;
  int IndexOf(const System<T>& system) const;
  void ThrowIfAlgebraicLoopsExist() const;
  void ThrowIfInputAlreadyWired(const InputPort<T>& input) const;
  std::unique_ptr<typename Diagram<T>::Blueprint> Compile();

  std::vector<std::shared_ptr<System<T>>> registered_systems_;
  std::map<InputPortLocator, OutputPortLocator> connection_map_;
  // Order of connections as made (for deterministic blueprints).
  std::vector<InputPortLocator> connection_order_;
  std::vector<std::string> input_port_names_;
  std::vector<std::vector<InputPortLocator>> input_port_destinations_;
  std::vector<std::string> output_port_names_;
  std::vector<OutputPortLocator> output_port_ids_;
  bool already_built_{false};
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::DiagramBuilder)
