#pragma once

/// @file
/// VectorSystem<T>: a LeafSystem with at most one vector input port, at most
/// one vector output port, and either continuous or discrete (vector) state
/// or none, whose subclasses work with Eigen vector blocks.

#include <memory>
#include <optional>
#include <set>
#include <type_traits>
#include <utility>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_assert.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/drake_throw.h"
#include "drake/common/eigen_types.h"
#include "drake/common/never_destroyed.h"
#include "drake/common/unused.h"
#include "drake/systems/framework/basic_vector.h"
#include "drake/systems/framework/context.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {

/// A LeafSystem with zero or one vector input port ("u0"), zero or one
/// vector output port ("y0"), and either continuous state, one group of
/// discrete state, or no state (never abstract state). A subclass overrides
/// DoCalcVectorOutput(), DoCalcVectorTimeDerivatives() and/or
/// DoCalcVectorDiscreteVariableUpdates(), which receive the input, the state
/// and the result as Eigen vector blocks.
///
/// @tparam_default_scalar
template <typename T>
class VectorSystem : public LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(VectorSystem);

  ~VectorSystem() override;

 protected:
  /// Declares an input port of `input_size` and an output port of
  /// `output_size` elements (each only when its size is positive).
  /// `direct_feedthrough` says whether the output depends on the input
  /// (nullopt means true); when false, the `input` given to
  /// DoCalcVectorOutput() is empty. Supports no scalar conversion.
  VectorSystem(int input_size, int output_size,
               std::optional<bool> direct_feedthrough)
      : VectorSystem(SystemScalarConverter{}, input_size, output_size,
                     direct_feedthrough.value_or(true)) {}

  /// As above, with scalar conversion as `converter` says (pass
  /// `SystemTypeTag<MySystem>{}`, MySystem being the concrete class).
  VectorSystem(SystemScalarConverter converter, int input_size, int output_size,
               std::optional<bool> direct_feedthrough)
      : LeafSystem<T>(std::move(converter)),
        direct_feedthrough_(direct_feedthrough) {
    if (input_size > 0) {
      this->DeclareInputPort(kUseDefaultName, kVectorValued, input_size);
    }
    if (output_size > 0) {
      // Without feedthrough, the output must not depend on the input port.
      std::set<DependencyTicket> prerequisites;
      if (direct_feedthrough.value_or(true)) {
        prerequisites.insert(this->all_sources_ticket());
      } else {
        prerequisites.insert(this->all_sources_except_input_ports_ticket());
      }
      this->DeclareVectorOutputPort(kUseDefaultName, output_size,
                                    &VectorSystem::CalcVectorOutput,
                                    std::move(prerequisites));
    }
    // A forced discrete update (Simulator-independent) reaches
    // DoCalcVectorDiscreteVariableUpdates() too.
    this->DeclareForcedDiscreteUpdateEvent(&VectorSystem::CalcDiscreteUpdate);
  }

  /// Returns the value of the input port (evaluating it), or an empty vector
  /// when there is no input port.
  const VectorX<T>& EvalVectorInput(const Context<T>& context) const {
    if (this->num_input_ports() > 0) {
      return this->get_input_port().Eval(context);
    }
    return EmptyVector();
  }

  /// Returns the state as a vector: the continuous state, or else the one
  /// discrete group, or an empty vector when there is no state.
  const VectorX<T>& GetVectorState(const Context<T>& context) const {
    DRAKE_ASSERT(context.num_abstract_states() == 0);
    if (context.num_discrete_state_groups() > 0) {
      return context.get_discrete_state(0).value();
    }
    const BasicVector<T>* const state = dynamic_cast<const BasicVector<T>*>(
        &context.get_continuous_state_vector());
    if (state == nullptr) {
      // Continuous state with no storage of its own (e.g. empty).
      DRAKE_THROW_UNLESS(context.num_continuous_states() == 0);
      return EmptyVector();
    }
    return state->value();
  }

  /// Passes the input, the continuous state and the derivatives, as vector
  /// blocks, to DoCalcVectorTimeDerivatives().
  void DoCalcTimeDerivatives(const Context<T>& context,
                             ContinuousState<T>* derivatives) const final {
    if (derivatives->size() == 0) {
      return;
    }
    const VectorX<T>& input = EvalVectorInput(context);
    const VectorX<T>& state = GetVectorState(context);
    BasicVector<T>& derivatives_vector =
        dynamic_cast<BasicVector<T>&>(derivatives->get_mutable_vector());
    Eigen::VectorBlock<VectorX<T>> derivatives_block =
        derivatives_vector.get_mutable_value();
    DoCalcVectorTimeDerivatives(context, input.head(input.size()),
                                state.head(state.size()), &derivatives_block);
  }

  /// Passes the input (empty without direct feedthrough), the state and the
  /// output, as vector blocks, to DoCalcVectorOutput().
  void CalcVectorOutput(const Context<T>& context,
                        BasicVector<T>* output) const {
    DRAKE_ASSERT(this->num_output_ports() > 0);
    bool eval_input = false;
    if (this->num_input_ports() > 0) {
      eval_input = direct_feedthrough_.has_value()
                       ? *direct_feedthrough_
                       : this->HasAnyDirectFeedthrough();
    }
    const VectorX<T>& input =
        eval_input ? EvalVectorInput(context) : EmptyVector();
    const VectorX<T>& state = GetVectorState(context);
    Eigen::VectorBlock<VectorX<T>> output_block = output->get_mutable_value();
    DoCalcVectorOutput(context, input.head(input.size()),
                       state.head(state.size()), &output_block);
  }

  /// Computes the output `y` from the input `u` (empty without direct
  /// feedthrough) and the state `x` (continuous, discrete or empty).
  /// Override it when there is an output; the default accepts only an empty
  /// output.
  /// @throws std::exception (default) if `output` is not empty.
  virtual void DoCalcVectorOutput(
      const Context<T>& context,
      const Eigen::VectorBlock<const VectorX<T>>& input,
      const Eigen::VectorBlock<const VectorX<T>>& state,
      Eigen::VectorBlock<VectorX<T>>* output) const {
    unused(context, input, state);
    DRAKE_THROW_UNLESS(output->size() == 0);
  }

  /// Computes the time derivatives of the continuous state `x` from the
  /// input `u`. Override it when there is continuous state; the default
  /// accepts only empty derivatives.
  /// @throws std::exception (default) if `derivatives` is not empty.
  virtual void DoCalcVectorTimeDerivatives(
      const Context<T>& context,
      const Eigen::VectorBlock<const VectorX<T>>& input,
      const Eigen::VectorBlock<const VectorX<T>>& state,
      Eigen::VectorBlock<VectorX<T>>* derivatives) const {
    unused(context, input, state);
    DRAKE_THROW_UNLESS(derivatives->size() == 0);
  }

  /// Declares a periodic discrete update (period and offset in seconds)
  /// handled by DoCalcVectorDiscreteVariableUpdates().
  void DeclarePeriodicDiscreteUpdate(double period_sec, double offset_sec) {
    this->DeclarePeriodicDiscreteUpdateEvent(period_sec, offset_sec,
                                             &VectorSystem::CalcDiscreteUpdate);
  }

  /// Computes the next discrete state from the input `u` and the discrete
  /// state `x`. Override it when there is discrete state; the default
  /// accepts only an empty next state.
  /// @throws std::exception (default) if `next_state` is not empty.
  virtual void DoCalcVectorDiscreteVariableUpdates(
      const Context<T>& context,
      const Eigen::VectorBlock<const VectorX<T>>& input,
      const Eigen::VectorBlock<const VectorX<T>>& state,
      Eigen::VectorBlock<VectorX<T>>* next_state) const {
    unused(context, input, state);
    DRAKE_THROW_UNLESS(next_state->size() == 0);
  }

 private:
  // Checks the VectorSystem invariants on each new context.
  void DoValidateAllocatedLeafContext(
      const LeafContext<T>& context) const final {
    DRAKE_THROW_UNLESS(this->num_input_ports() <= 1);
    DRAKE_THROW_UNLESS(this->num_output_ports() <= 1);
    DRAKE_THROW_UNLESS(context.num_abstract_states() == 0);
    const int num_discrete_groups = context.num_discrete_state_groups();
    DRAKE_THROW_UNLESS(num_discrete_groups <= 1);
    DRAKE_THROW_UNLESS(context.num_continuous_states() == 0 ||
                       num_discrete_groups == 0);
  }

  // Passes the input, the discrete state and the next state, as vector
  // blocks, to DoCalcVectorDiscreteVariableUpdates().
  EventStatus CalcDiscreteUpdate(const Context<T>& context,
                                 DiscreteValues<T>* discrete_state) const;

  static const VectorX<T>& EmptyVector() {
    static const never_destroyed<VectorX<T>> empty(0);
    return empty.access();
  }

  const std::optional<bool> direct_feedthrough_;
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::VectorSystem)
