#pragma once

/// @file
/// SystemSymbolicInspector: the equations of a System<symbolic::Expression>
/// (outputs, time derivatives, discrete updates, constraints) written in
/// symbolic variables for its time, inputs, state and numeric parameters.

#include <memory>
#include <set>
#include <vector>

#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/common/symbolic/expression.h"
#include "drake/systems/framework/system.h"

namespace drake {
namespace systems {

/// Evaluates a System<symbolic::Expression> once on a Context whose time,
/// vector inputs, continuous and discrete state and numeric parameters are
/// symbolic variables, and answers structural questions from the resulting
/// expressions (which inputs an output depends on, time invariance,
/// affine dynamics).
///
/// The variables are named `t` (time), `u{i}_{j}` (element j of input port
/// i), `xc{i}` (continuous state), `xd{i}_{j}` (element j of discrete group
/// i) and `p{i}_{j}` (element j of numeric parameter i).
///
/// A system whose Context is "abstract" (an abstract-valued input port,
/// abstract state or abstract parameters) cannot be set up symbolically: the
/// inspector then evaluates nothing and every query gives its conservative
/// answer (IsConnectedInputToOutput true, IsTimeInvariant and
/// HasAffineDynamics false).
class SystemSymbolicInspector {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(SystemSymbolicInspector);

  /// Evaluates `system`'s outputs, time derivatives (when it has continuous
  /// state), forced discrete update (when it has discrete state) and
  /// constraints symbolically. The system need not outlive the inspector.
  /// @throws std::exception if a calculation of `system` throws on the
  /// symbolic values (e.g. it branches on the value of a variable).
  explicit SystemSymbolicInspector(const System<symbolic::Expression>& system);

  ~SystemSymbolicInspector();

  /// True if any element of output port `output_port_index` depends on any
  /// element of input port `input_port_index` (always true for an abstract
  /// Context or an abstract-valued output).
  /// @throws std::out_of_range if either index is out of range.
  bool IsConnectedInputToOutput(int input_port_index,
                                int output_port_index) const;

  /// True if no derivative, discrete update or vector output depends on
  /// time (false for an abstract Context or any abstract-valued output).
  bool IsTimeInvariant() const;

  /// True if the time derivatives and discrete updates are affine in the
  /// state and input variables (false for an abstract Context).
  bool HasAffineDynamics() const;

  /// True if `system` has an abstract input port, or `context` has abstract
  /// state or abstract parameters.
  static bool IsAbstract(const System<symbolic::Expression>& system,
                         const Context<symbolic::Expression>& context);

  /// True if the inspected Context is abstract (see above).
  bool IsAbstract() const { return context_is_abstract_; }

  /// The time variable.
  const symbolic::Variable& time() const { return time_; }
  /// The variables of input port `i` (empty for an abstract port).
  /// @throws std::out_of_range if `i` is out of range.
  const VectorX<symbolic::Variable>& input(int i) const;
  /// The continuous state variables.
  const VectorX<symbolic::Variable>& continuous_state() const {
    return continuous_state_variables_;
  }
  /// The variables of discrete state group `i`.
  /// @throws std::out_of_range if `i` is out of range.
  const VectorX<symbolic::Variable>& discrete_state(int i) const;
  /// The variables of numeric parameter group `i`.
  /// @throws std::out_of_range if `i` is out of range.
  const VectorX<symbolic::Variable>& numeric_parameters(int i) const;

  /// The time derivatives ẋc as expressions.
  VectorX<symbolic::Expression> derivatives() const;
  /// The forced discrete update of group `i` as expressions.
  /// @throws std::out_of_range if `i` is out of range.
  const VectorX<symbolic::Expression>& discrete_update(int i) const;
  /// Vector output port `i` as expressions.
  /// @throws std::out_of_range if `i` is out of range, std::logic_error if
  /// the port is abstract-valued or the Context is abstract.
  const VectorX<symbolic::Expression>& output(int i) const;
  /// The system's constraints, each as a formula (its bounds checked with
  /// zero tolerance).
  const std::set<symbolic::Formula>& constraints() const {
    return constraints_;
  }

 private:
  void InitializeVectorInputs(const System<symbolic::Expression>& system);
  void InitializeContinuousState();
  void InitializeDiscreteState();
  void InitializeParameters();

  const std::unique_ptr<Context<symbolic::Expression>> context_;
  symbolic::Variable time_;
  std::vector<VectorX<symbolic::Variable>> input_variables_;
  VectorX<symbolic::Variable> continuous_state_variables_;
  std::vector<VectorX<symbolic::Variable>> discrete_state_variables_;
  std::vector<VectorX<symbolic::Variable>> numeric_parameters_;
  const std::unique_ptr<SystemOutput<symbolic::Expression>> output_;
  std::vector<VectorX<symbolic::Expression>> output_values_;
  const std::unique_ptr<ContinuousState<symbolic::Expression>> derivatives_;
  const std::unique_ptr<DiscreteValues<symbolic::Expression>> discrete_updates_;
  std::vector<VectorX<symbolic::Expression>> discrete_update_values_;
  std::set<symbolic::Formula> constraints_;
  std::vector<PortDataType> output_port_types_;
  const bool context_is_abstract_{false};
};

}  // namespace systems
}  // namespace drake
