// Selector: outputs assembled from runs of input elements.

#include "drake/systems/primitives/selector.h"

#include <set>
#include <stdexcept>
#include <utility>
#include <variant>

#include <fmt/format.h>

namespace drake {
namespace systems {

namespace {

std::variant<std::string, UseDefaultName> PortName(
    const std::optional<std::string>& name) {
  if (name.has_value()) return *name;
  return kUseDefaultName;
}

}  // namespace

template <typename T>
Selector<T>::Selector(SelectorParams params)
    : LeafSystem<T>(SystemTypeTag<Selector>{}), params_(std::move(params)) {
  const int num_inputs = static_cast<int>(params_.inputs.size());
  for (int n = 0; n < num_inputs; ++n) {
    const SelectorParams::InputPortParams& input = params_.inputs[n];
    if (input.size < 0) {
      throw std::logic_error(
          fmt::format("Selector: inputs[{}].size must be non-negative; got {}.",
                      n, input.size));
    }
    this->DeclareVectorInputPort(PortName(input.name), input.size);
  }

  for (int m = 0; m < static_cast<int>(params_.outputs.size()); ++m) {
    const SelectorParams::OutputPortParams& output = params_.outputs[m];
    const int size = static_cast<int>(output.selections.size());
    std::vector<Run> runs;
    std::set<DependencyTicket> prerequisites;
    for (int i = 0; i < size; ++i) {
      const auto& [n, j] = output.selections[i];
      if (n < 0 || n >= num_inputs) {
        throw std::logic_error(fmt::format(
            "Selector: outputs[{}].selections[{}] names input port {}; there "
            "are {} input ports.",
            m, i, n, num_inputs));
      }
      if (j < 0 || j >= params_.inputs[n].size) {
        throw std::logic_error(fmt::format(
            "Selector: outputs[{}].selections[{}] names element {} of input "
            "port {} ('{}'), which has size {}.",
            m, i, j, n, this->get_input_port(n).get_name(),
            params_.inputs[n].size));
      }
      prerequisites.insert(this->input_port_ticket(InputPortIndex(n)));
      // extend the last run when this element continues it.
      if (!runs.empty()) {
        Run& last = runs.back();
        if (last.input_port == n && last.input_start + last.count == j) {
          ++last.count;
          continue;
        }
      }
      runs.push_back(Run{n, j, i, 1});
    }
    if (size == 0) prerequisites.insert(SystemBase::nothing_ticket());
    runs_.push_back(std::move(runs));
    this->DeclareVectorOutputPort(
        PortName(output.name), size,
        [this, m](const Context<T>& context, BasicVector<T>* y) {
          CalcOutput(context, m, y);
        },
        std::move(prerequisites));
  }
}

template <typename T>
Selector<T>::~Selector() = default;

template <typename T>
void Selector<T>::CalcOutput(const Context<T>& context, int output_port_index,
                             BasicVector<T>* output) const {
  auto y = output->get_mutable_value();
  for (const Run& run : runs_[output_port_index]) {
    const VectorX<T>& u = this->get_input_port(run.input_port).Eval(context);
    y.segment(run.output_start, run.count) =
        u.segment(run.input_start, run.count);
  }
}

}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::Selector)
