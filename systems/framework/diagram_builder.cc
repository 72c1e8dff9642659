#include "drake/systems/framework/diagram_builder.h"

#include <algorithm>
#include <functional>
#include <set>
#include <stdexcept>
#include <tuple>

#include <fmt/format.h>

namespace drake {
namespace systems {

template <typename T>
DiagramBuilder<T>::DiagramBuilder() = default;

template <typename T>
DiagramBuilder<T>::~DiagramBuilder() = default;

template <typename T>
void DiagramBuilder<T>::ThrowIfAlreadyBuilt() const {
  if (already_built_) {
    throw std::logic_error(
        "DiagramBuilder: Build() or BuildInto() has already been called to "
        "create a Diagram; this DiagramBuilder may no longer be used.");
  }
}

template <typename T>
void DiagramBuilder<T>::AddSystemImpl(std::shared_ptr<System<T>> system) {
  ThrowIfAlreadyBuilt();
  if (system == nullptr) {
    throw std::logic_error("DiagramBuilder::AddSystem(): the system is null.");
  }
  for (const auto& existing : registered_systems_) {
    if (existing.get() == system.get()) {
      throw std::logic_error(fmt::format(
          "DiagramBuilder::AddSystem(): System {} was already added.",
          system->GetSystemName()));
    }
  }
  if (system->get_parent_service() != nullptr) {
    throw std::logic_error(fmt::format(
        "DiagramBuilder::AddSystem(): System {} already belongs to a Diagram.",
        system->GetSystemPathname()));
  }
  if (system->get_name().empty()) {
    system->set_name(system->GetMemoryObjectName());
  }
  registered_systems_.push_back(std::move(system));
}

template <typename T>
std::vector<const System<T>*> DiagramBuilder<T>::GetSystems() const {
  std::vector<const System<T>*> result;
  for (const auto& system : registered_systems_) result.push_back(system.get());
  return result;
}

template <typename T>
std::vector<System<T>*> DiagramBuilder<T>::GetMutableSystems() {
  ThrowIfAlreadyBuilt();
  std::vector<System<T>*> result;
  for (const auto& system : registered_systems_) result.push_back(system.get());
  return result;
}

template <typename T>
bool DiagramBuilder<T>::HasSubsystemNamed(std::string_view name) const {
  for (const auto& system : registered_systems_) {
    if (system->get_name() == name) return true;
  }
  return false;
}

template <typename T>
const System<T>& DiagramBuilder<T>::GetSubsystemByName(
    std::string_view name) const {
  const System<T>* found = nullptr;
  for (const auto& system : registered_systems_) {
    if (system->get_name() != name) continue;
    if (found != nullptr) {
      throw std::logic_error(fmt::format(
          "DiagramBuilder: multiple subsystems are named {}.", name));
    }
    found = system.get();
  }
  if (found == nullptr) {
    throw std::logic_error(
        fmt::format("DiagramBuilder: no subsystem is named {}.", name));
  }
  return *found;
}

template <typename T>
System<T>& DiagramBuilder<T>::GetMutableSubsystemByName(std::string_view name) {
  ThrowIfAlreadyBuilt();
  return const_cast<System<T>&>(GetSubsystemByName(name));
}

template <typename T>
void DiagramBuilder<T>::ThrowWrongSubsystemType(std::string_view name,
                                                const std::string& expected,
                                                const System<T>& found) const {
  throw std::logic_error(fmt::format(
      "DiagramBuilder::GetDowncastSubsystemByName(): the subsystem named {} is "
      "a {}, not the requested {}.",
      name, NiceTypeName::Get(found), expected));
}

template <typename T>
void DiagramBuilder<T>::RemoveSystem(const System<T>& system) {
  ThrowIfAlreadyBuilt();
  const int index = IndexOf(system);
  if (index < 0) {
    throw std::logic_error(fmt::format(
        "DiagramBuilder::RemoveSystem(): System {} has not been added to this "
        "builder.",
        system.get_name()));
  }
  // Connections to or from the system.
  for (auto it = connection_map_.begin(); it != connection_map_.end();) {
    if (it->first.first == &system || it->second.first == &system) {
      it = connection_map_.erase(it);
    } else {
      ++it;
    }
  }
  connection_order_.erase(
      std::remove_if(connection_order_.begin(), connection_order_.end(),
                     [this](const InputPortLocator& dest) {
                       return connection_map_.count(dest) == 0;
                     }),
      connection_order_.end());
  // Exported inputs: drop the system's destinations, then every diagram
  // input left feeding nothing (the later ones move down).
  for (int k = num_input_ports() - 1; k >= 0; --k) {
    auto& destinations = input_port_destinations_[k];
    destinations.erase(
        std::remove_if(destinations.begin(), destinations.end(),
                       [&system](const InputPortLocator& locator) {
                         return locator.first == &system;
                       }),
        destinations.end());
    if (destinations.empty()) {
      input_port_destinations_.erase(input_port_destinations_.begin() + k);
      input_port_names_.erase(input_port_names_.begin() + k);
    }
  }
  // Exported outputs of the system.
  for (int k = num_output_ports() - 1; k >= 0; --k) {
    if (output_port_ids_[k].first == &system) {
      output_port_ids_.erase(output_port_ids_.begin() + k);
      output_port_names_.erase(output_port_names_.begin() + k);
    }
  }
  registered_systems_.erase(registered_systems_.begin() + index);
}

template <typename T>
void DiagramBuilder<T>::Disconnect(const OutputPort<T>& source,
                                   const InputPort<T>& dest) {
  ThrowIfAlreadyBuilt();
  const InputPortLocator dest_id{&dest.get_system(), dest.get_index()};
  auto found = connection_map_.find(dest_id);
  if (found == connection_map_.end() ||
      found->second !=
          OutputPortLocator{&source.get_system(), source.get_index()}) {
    throw std::logic_error(fmt::format(
        "DiagramBuilder::Disconnect(): output port {} of System {} is not "
        "connected to input port {} of System {}.",
        source.get_name(), source.get_system().get_name(), dest.get_name(),
        dest.get_system().get_name()));
  }
  connection_map_.erase(found);
  connection_order_.erase(
      std::remove(connection_order_.begin(), connection_order_.end(), dest_id),
      connection_order_.end());
}

template <typename T>
bool DiagramBuilder<T>::ConnectToSame(const InputPort<T>& exemplar,
                                      const InputPort<T>& dest) {
  ThrowIfAlreadyBuilt();
  ThrowIfSystemNotRegistered(exemplar.get_system());
  ThrowIfSystemNotRegistered(dest.get_system());
  const InputPortLocator exemplar_id{&exemplar.get_system(),
                                     exemplar.get_index()};
  auto found = connection_map_.find(exemplar_id);
  if (found != connection_map_.end()) {
    const auto& [source_system, source_index] = found->second;
    Connect(source_system->get_output_port(source_index), dest);
    return true;
  }
  for (int k = 0; k < num_input_ports(); ++k) {
    for (const auto& locator : input_port_destinations_[k]) {
      if (locator == exemplar_id) {
        ConnectInput(InputPortIndex(k), dest);
        return true;
      }
    }
  }
  return false;
}

template <typename T>
int DiagramBuilder<T>::IndexOf(const System<T>& system) const {
  for (int i = 0; i < static_cast<int>(registered_systems_.size()); ++i) {
    if (registered_systems_[i].get() == &system) return i;
  }
  return -1;
}

template <typename T>
void DiagramBuilder<T>::ThrowIfSystemNotRegistered(
    const System<T>& system) const {
  if (IndexOf(system) < 0) {
    throw std::logic_error(fmt::format(
        "DiagramBuilder: Cannot operate on ports of System {} until it has "
        "been registered using AddSystem",
        system.get_name()));
  }
}

template <typename T>
bool DiagramBuilder<T>::IsConnectedOrExported(
    const InputPortBase& input) const {
  for (const auto& [locator, source] : connection_map_) {
    if (static_cast<const SystemBase*>(locator.first) ==
            &input.get_system_base() &&
        locator.second == input.get_index()) {
      return true;
    }
  }
  for (const auto& destinations : input_port_destinations_) {
    for (const auto& locator : destinations) {
      if (static_cast<const SystemBase*>(locator.first) ==
              &input.get_system_base() &&
          locator.second == input.get_index()) {
        return true;
      }
    }
  }
  return false;
}

template <typename T>
void DiagramBuilder<T>::ThrowIfInputAlreadyWired(
    const InputPort<T>& input) const {
  const InputPortLocator dest{&input.get_system(), input.get_index()};
  auto found = connection_map_.find(dest);
  if (found != connection_map_.end()) {
    const OutputPort<T>& existing =
        found->second.first->get_output_port(found->second.second);
    throw std::logic_error(fmt::format(
        "DiagramBuilder::Connect: Input port {} of System {} is already "
        "connected to output port {} of System {}.",
        input.get_name(), input.get_system().get_name(), existing.get_name(),
        existing.get_system().get_name()));
  }
  for (int k = 0; k < num_input_ports(); ++k) {
    for (const auto& locator : input_port_destinations_[k]) {
      if (locator == dest) {
        throw std::logic_error(fmt::format(
            "DiagramBuilder: Input port {} of System {} is already connected "
            "to the exported diagram input port {}.",
            input.get_name(), input.get_system().get_name(),
            input_port_names_[k]));
      }
    }
  }
}

template <typename T>
void DiagramBuilder<T>::Connect(const OutputPort<T>& src,
                                const InputPort<T>& dest) {
  ThrowIfAlreadyBuilt();
  const System<T>& src_system = src.get_system();
  const System<T>& dest_system = dest.get_system();
  ThrowIfSystemNotRegistered(src_system);
  ThrowIfSystemNotRegistered(dest_system);
  const std::string description =
      fmt::format("output port {} of System {} to input port {} of System {}",
                  src.get_name(), src_system.get_name(), dest.get_name(),
                  dest_system.get_name());
  if (src.get_data_type() != dest.get_data_type()) {
    throw std::logic_error(fmt::format(
        "DiagramBuilder::Connect: Cannot mix vector-valued and abstract-"
        "valued ports while connecting {}",
        description));
  }
  if (src.get_data_type() == kVectorValued && src.size() != dest.size()) {
    throw std::logic_error(fmt::format(
        "DiagramBuilder::Connect: Mismatched vector sizes while connecting "
        "output port {} of System {} (size {}) to input port {} of System {} "
        "(size {})",
        src.get_name(), src_system.get_name(), src.size(), dest.get_name(),
        dest_system.get_name(), dest.size()));
  }
  if (src.get_data_type() == kAbstractValued) {
    const auto model_out = src.Allocate();
    const auto model_in = dest.Allocate();
    if (model_out->type_hash() != model_in->type_hash()) {
      throw std::logic_error(fmt::format(
          "DiagramBuilder::Connect: Mismatched value types while connecting "
          "output port {} of System {} (type {}) to input port {} of System "
          "{} (type {})",
          src.get_name(), src_system.get_name(), model_out->GetNiceTypeName(),
          dest.get_name(), dest_system.get_name(),
          model_in->GetNiceTypeName()));
    }
  }
  ThrowIfInputAlreadyWired(dest);
  const InputPortLocator dest_id{&dest_system, dest.get_index()};
  connection_map_[dest_id] = OutputPortLocator{&src_system, src.get_index()};
  connection_order_.push_back(dest_id);
}

template <typename T>
void DiagramBuilder<T>::Connect(const System<T>& src, const System<T>& dest) {
  Connect(src.get_output_port(), dest.get_input_port());
}

template <typename T>
InputPortIndex DiagramBuilder<T>::ExportInput(
    const InputPort<T>& input, std::variant<std::string, UseDefaultName> name) {
  ThrowIfAlreadyBuilt();
  ThrowIfSystemNotRegistered(input.get_system());
  // Drake's default name: "{system name}_{port name}".
  const std::string resolved =
      std::holds_alternative<std::string>(name)
          ? std::get<std::string>(name)
          : input.get_system().get_name() + "_" + input.get_name();
  for (const auto& existing : input_port_names_) {
    if (existing == resolved) {
      throw std::logic_error(fmt::format(
          "DiagramBuilder::ExportInput(): the diagram already has an input "
          "port named '{}' (exporting input port {} of System {}).",
          resolved, input.get_name(), input.get_system().get_name()));
    }
  }
  ThrowIfInputAlreadyWired(input);
  const InputPortIndex index(num_input_ports());
  input_port_names_.push_back(resolved);
  input_port_destinations_.push_back(
      {InputPortLocator{&input.get_system(), input.get_index()}});
  return index;
}

template <typename T>
void DiagramBuilder<T>::ConnectInput(InputPortIndex diagram_port_index,
                                     const InputPort<T>& input) {
  ThrowIfAlreadyBuilt();
  ThrowIfSystemNotRegistered(input.get_system());
  if (diagram_port_index < 0 || diagram_port_index >= num_input_ports()) {
    throw std::logic_error(fmt::format(
        "DiagramBuilder::ConnectInput(): there is no exported input port with "
        "index {}.",
        static_cast<int>(diagram_port_index)));
  }
  const InputPortLocator& first =
      input_port_destinations_[diagram_port_index].front();
  const InputPort<T>& model = first.first->get_input_port(first.second);
  if (model.get_data_type() != input.get_data_type() ||
      model.size() != input.size() ||
      model.Allocate()->type_hash() != input.Allocate()->type_hash()) {
    throw std::logic_error(fmt::format(
        "DiagramBuilder::ConnectInput(): input port {} of System {} does not "
        "match the type or size of the exported input port '{}'.",
        input.get_name(), input.get_system().get_name(),
        input_port_names_[diagram_port_index]));
  }
  ThrowIfInputAlreadyWired(input);
  input_port_destinations_[diagram_port_index].push_back(
      InputPortLocator{&input.get_system(), input.get_index()});
}

template <typename T>
void DiagramBuilder<T>::ConnectInput(std::string_view diagram_port_name,
                                     const InputPort<T>& input) {
  for (int k = 0; k < num_input_ports(); ++k) {
    if (input_port_names_[k] == diagram_port_name) {
      ConnectInput(InputPortIndex(k), input);
      return;
    }
  }
  throw std::logic_error(fmt::format(
      "DiagramBuilder::ConnectInput(): no exported input port is named '{}'.",
      diagram_port_name));
}

template <typename T>
OutputPortIndex DiagramBuilder<T>::ExportOutput(
    const OutputPort<T>& output,
    std::variant<std::string, UseDefaultName> name) {
  ThrowIfAlreadyBuilt();
  ThrowIfSystemNotRegistered(output.get_system());
  const std::string resolved =
      std::holds_alternative<std::string>(name)
          ? std::get<std::string>(name)
          : output.get_system().get_name() + "_" + output.get_name();
  for (const auto& existing : output_port_names_) {
    if (existing == resolved) {
      throw std::logic_error(fmt::format(
          "DiagramBuilder::ExportOutput(): the diagram already has an output "
          "port named '{}' (exporting output port {} of System {}).",
          resolved, output.get_name(), output.get_system().get_name()));
    }
  }
  const OutputPortIndex index(num_output_ports());
  output_port_names_.push_back(resolved);
  output_port_ids_.push_back(
      OutputPortLocator{&output.get_system(), output.get_index()});
  return index;
}

template <typename T>
void DiagramBuilder<T>::ThrowIfAlgebraicLoopsExist() const {
  // Nodes are ports: (system index, port index, is_output). Edges run from
  // an output to each input it feeds and from an input to each output of
  // the same system that has direct feedthrough from it.
  const int n = static_cast<int>(registered_systems_.size());
  std::vector<std::multimap<int, int>> feedthrough(n);
  for (int i = 0; i < n; ++i) {
    feedthrough[i] = registered_systems_[i]->GetDirectFeedthroughs();
  }
  using Node = std::tuple<int, int, bool>;
  std::map<Node, std::vector<Node>> edges;
  for (const auto& [input, output] : connection_map_) {
    edges[Node{IndexOf(*output.first), output.second, true}].push_back(
        Node{IndexOf(*input.first), input.second, false});
  }
  for (int i = 0; i < n; ++i) {
    for (const auto& [u, y] : feedthrough[i]) {
      edges[Node{i, u, false}].push_back(Node{i, y, true});
    }
  }
  // Iterative DFS with colors; on a back edge, report the cycle.
  std::map<Node, int> color;  // 0 white, 1 gray, 2 black
  std::vector<Node> path;
  auto describe = [this](const Node& node) {
    const auto& [sys, port, is_output] = node;
    const System<T>& system = *registered_systems_[sys];
    return is_output ? system.get_output_port(port).GetFullDescription()
                     : system.get_input_port(port).GetFullDescription();
  };
  std::function<void(const Node&)> visit = [&](const Node& node) {
    color[node] = 1;
    path.push_back(node);
    auto found = edges.find(node);
    if (found != edges.end()) {
      for (const Node& next : found->second) {
        if (color[next] == 1) {
          // The cycle is the path from `next` to here.
          std::string cycle;
          bool in_cycle = false;
          for (const Node& p : path) {
            if (p == next) in_cycle = true;
            if (in_cycle) cycle += "\n  " + describe(p);
          }
          cycle += "\n  " + describe(next);
          throw std::runtime_error(
              "Reported algebraic loop detected in DiagramBuilder:" + cycle +
              "\nA port that is fed by itself through direct feedthrough "
              "cannot be evaluated; break the loop (e.g. with a state).");
        }
        if (color[next] == 0) visit(next);
      }
    }
    path.pop_back();
    color[node] = 2;
  };
  for (const auto& [node, next] : edges) {
    if (color[node] == 0) visit(node);
  }
}

template <typename T>
std::unique_ptr<typename Diagram<T>::Blueprint> DiagramBuilder<T>::Compile() {
  ThrowIfAlreadyBuilt();
  if (registered_systems_.empty()) {
    throw std::logic_error("DiagramBuilder: Cannot Compile an empty diagram.");
  }
  std::set<std::string> names;
  for (const auto& system : registered_systems_) {
    if (!names.insert(system->get_name()).second) {
      throw std::logic_error(fmt::format(
          "Diagram contains two subsystems named '{}'; subsystem names must "
          "be unique.",
          system->get_name()));
    }
  }
  ThrowIfAlgebraicLoopsExist();
  auto blueprint = std::make_unique<typename Diagram<T>::Blueprint>();
  for (const InputPortLocator& dest : connection_order_) {
    const OutputPortLocator& src = connection_map_.at(dest);
    blueprint->connections.push_back({{IndexOf(*dest.first), dest.second},
                                      {IndexOf(*src.first), src.second}});
  }
  for (int k = 0; k < num_input_ports(); ++k) {
    std::vector<std::pair<int, int>> destinations;
    for (const auto& locator : input_port_destinations_[k]) {
      destinations.emplace_back(IndexOf(*locator.first), locator.second);
    }
    blueprint->input_ports.emplace_back(input_port_names_[k],
                                        std::move(destinations));
  }
  for (int k = 0; k < num_output_ports(); ++k) {
    blueprint->output_ports.emplace_back(
        output_port_names_[k],
        std::make_pair(IndexOf(*output_port_ids_[k].first),
                       static_cast<int>(output_port_ids_[k].second)));
  }
  blueprint->systems = std::move(registered_systems_);
  already_built_ = true;
  return blueprint;
}

template <typename T>
std::unique_ptr<Diagram<T>> DiagramBuilder<T>::Build() {
  std::unique_ptr<Diagram<T>> diagram(new Diagram<T>());
  diagram->Initialize(Compile());
  return diagram;
}

template <typename T>
void DiagramBuilder<T>::BuildInto(Diagram<T>* target) {
  DRAKE_THROW_UNLESS(target != nullptr);
  target->Initialize(Compile());
}

}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::DiagramBuilder)
