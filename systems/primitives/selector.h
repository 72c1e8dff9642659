#pragma once

/// @file
/// SelectorParams and Selector<T>: output vectors assembled element by
/// element from elements of the input vectors.

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/name_value.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {

/// The constructor arguments of a Selector (YAML-serializable).
struct SelectorParams {
  /// One input port.
  struct InputPortParams {
    /// Passes this object to an Archive (YAML keys: name, size).
    template <typename Archive>
    void Serialize(Archive* a) {
      a->Visit(DRAKE_NVP(name));
      a->Visit(DRAKE_NVP(size));
    }

    /// The port's name (a valid port name); unset: the default "u<i>".
    std::optional<std::string> name;

    /// The port's size (non-negative).
    int size{0};
  };

  /// Where one output element comes from.
  struct OutputSelection {
    /// Passes this object to an Archive (YAML keys: input_port_index,
    /// input_offset).
    template <typename Archive>
    void Serialize(Archive* a) {
      a->Visit(DRAKE_NVP(input_port_index));
      a->Visit(DRAKE_NVP(input_offset));
    }

    /// The input port the element is copied from.
    int input_port_index{};

    /// The element of that input port.
    int input_offset{};
  };

  /// One output port.
  struct OutputPortParams {
    /// Passes this object to an Archive (YAML keys: name, selections).
    template <typename Archive>
    void Serialize(Archive* a) {
      a->Visit(DRAKE_NVP(name));
      a->Visit(DRAKE_NVP(selections));
    }

    /// The port's name (a valid port name); unset: the default "y<i>".
    std::optional<std::string> name;

    /// The port's elements: element i of this output is element
    /// selections[i].input_offset of input port
    /// selections[i].input_port_index. The port's size is
    /// selections.size(). (For a constant element, connect a
    /// ConstantVectorSource to an input.)
    std::vector<OutputSelection> selections;
  };

  /// Passes this object to an Archive (YAML keys: inputs, outputs).
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(inputs));
    a->Visit(DRAKE_NVP(outputs));
  }

  /// The input ports, in order (there are inputs.size() of them).
  std::vector<InputPortParams> inputs;

  /// The output ports, in order (there are outputs.size() of them).
  std::vector<OutputPortParams> outputs;
};

/// Assembles each vector output from chosen elements of the vector inputs,
/// as SelectorParams says: y_m[i] = u_n[j] with (n, j) the i'th selection of
/// output m. Each output is direct feedthrough from exactly the inputs it
/// selects from.
///
/// Ports: inputs "u0" ... "u(N−1)", outputs "y0" ... "y(M−1)", unless the
/// params name them.
template <typename T>
class Selector final : public LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(Selector);

  /// A selector as `params` says.
  /// @throws std::logic_error if an input size is negative or a selection
  /// names an input port or an element that does not exist (the message
  /// says which output and selection).
  explicit Selector(SelectorParams params);

  /// Scalar-converting copy constructor.
  template <typename U>
  explicit Selector(const Selector<U>& other) : Selector(other.params_) {}

  ~Selector() final;

 private:
  template <typename>
  friend class Selector;

  // A run of `count` consecutive elements copied from an input port
  // (starting at input_start) to an output (starting at output_start).
  struct Run {
    int input_port{};
    int input_start{};
    int output_start{};
    int count{};
  };

  void CalcOutput(const Context<T>& context, int output_port_index,
                  BasicVector<T>* output) const;

  const SelectorParams params_;
  // runs_[m]: the runs filling output m, in output order.
  std::vector<std::vector<Run>> runs_;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::Selector)
