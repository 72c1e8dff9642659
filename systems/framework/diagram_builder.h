#pragma once

/// @file
/// DiagramBuilder<T>: collects subsystems and their connections, checks
/// them, and builds a Diagram<T>.

#include <map>
#include <memory>
#include <string>
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

  /// The systems added so far.
  std::vector<const System<T>*> GetSystems() const;
  std::vector<System<T>*> GetMutableSystems();
  bool HasSubsystemNamed(const std::string& name) const;
  /// The system named `name`; throws if there is none (or several).
  const System<T>& GetSubsystemByName(const std::string& name) const;
  System<T>& GetMutableSubsystemByName(const std::string& name);

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

  /// Makes `input` an input of the diagram, named `name` (by default, as
  /// Drake: "{system name}_{port name}"). Returns the diagram's port index.
  InputPortIndex ExportInput(
      const InputPort<T>& input,
      std::variant<std::string, UseDefaultName> name = kUseDefaultName);
  /// Feeds `input` from an already-exported diagram input too.
  void ConnectInput(InputPortIndex diagram_port_index,
                    const InputPort<T>& input);
  void ConnectInput(const std::string& diagram_port_name,
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
