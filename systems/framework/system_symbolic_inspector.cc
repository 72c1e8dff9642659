#include "drake/systems/framework/system_symbolic_inspector.h"

#include <stdexcept>
#include <string>

#include <fmt/format.h>

namespace drake {
namespace systems {

using symbolic::Expression;
using symbolic::Formula;
using symbolic::Variable;
using symbolic::Variables;

namespace {

void ThrowUnlessInRange(const char* what, int i, int size) {
  if (i < 0 || i >= size) {
    throw std::out_of_range(
        fmt::format("SystemSymbolicInspector: {} index {} is out of range "
                    "(the system has {})",
                    what, i, size));
  }
}

// True if no element of `values` mentions the variable `t`.
bool DoesNotDependOn(const VectorX<Expression>& values, const Variable& t) {
  for (int i = 0; i < values.size(); ++i) {
    if (values(i).GetVariables().include(t)) return false;
  }
  return true;
}

// True if every element of `values` is affine in `vars`: each partial
// derivative with respect to a variable of `vars` is free of `vars`. (The
// other variables, e.g. parameters and time, act as coefficients.) An
// element that cannot be differentiated (abs, min, ceil, if_then_else, ...)
// of a variable of `vars` is not affine.
bool IsAffineIn(const VectorX<Expression>& values, const Variables& vars) {
  for (int i = 0; i < values.size(); ++i) {
    const Variables mentioned = values(i).GetVariables();
    for (const Variable& v : mentioned) {
      if (!vars.include(v)) continue;
      Expression partial;
      try {
        partial = values(i).Differentiate(v);
      } catch (const std::exception&) {
        return false;
      }
      for (const Variable& w : partial.GetVariables()) {
        if (vars.include(w)) return false;
      }
    }
  }
  return true;
}

}  // namespace

SystemSymbolicInspector::SystemSymbolicInspector(
    const System<Expression>& system)
    : context_(system.CreateDefaultContext()),
      input_variables_(system.num_input_ports()),
      continuous_state_variables_(context_->num_continuous_states()),
      discrete_state_variables_(context_->num_discrete_state_groups()),
      numeric_parameters_(context_->num_numeric_parameter_groups()),
      output_(system.AllocateOutput()),
      output_values_(system.num_output_ports()),
      derivatives_(system.AllocateTimeDerivatives()),
      discrete_updates_(system.AllocateDiscreteVariables()),
      discrete_update_values_(context_->num_discrete_state_groups()),
      output_port_types_(system.num_output_ports()),
      context_is_abstract_(IsAbstract(system, *context_)) {
  for (int i = 0; i < system.num_output_ports(); ++i) {
    output_port_types_[i] = system.get_output_port(i).get_data_type();
  }
  // Abstract inputs, state or parameters have no symbolic values to set, so
  // nothing can be evaluated.
  if (context_is_abstract_) return;

  time_ = Variable("t");
  context_->SetTime(Expression(time_));
  InitializeVectorInputs(system);
  InitializeContinuousState();
  InitializeDiscreteState();
  InitializeParameters();

  for (int i = 0; i < system.num_output_ports(); ++i) {
    system.get_output_port(i).Calc(*context_, output_->GetMutableData(i));
    if (output_port_types_[i] == kVectorValued) {
      output_values_[i] = output_->get_vector_data(i)->get_value();
    }
  }
  if (context_->num_continuous_states() > 0) {
    system.CalcTimeDerivatives(*context_, derivatives_.get());
  }
  if (context_->num_discrete_state_groups() > 0) {
    system.CalcForcedDiscreteVariableUpdate(*context_, discrete_updates_.get());
    for (int i = 0; i < discrete_updates_->num_groups(); ++i) {
      discrete_update_values_[i] = discrete_updates_->get_vector(i).get_value();
    }
  }
  for (int i = 0; i < system.num_constraints(); ++i) {
    const SystemConstraint<Expression>& constraint =
        system.get_constraint(SystemConstraintIndex(i));
    constraints_.insert(constraint.CheckSatisfied(*context_, 0.0));
  }
}

SystemSymbolicInspector::~SystemSymbolicInspector() = default;

void SystemSymbolicInspector::InitializeVectorInputs(
    const System<Expression>& system) {
  for (int i = 0; i < system.num_input_ports(); ++i) {
    const InputPort<Expression>& port = system.get_input_port(i);
    const int n = port.size();
    input_variables_[i].resize(n);
    std::unique_ptr<BasicVector<Expression>> value =
        system.AllocateInputVector(port);
    for (int j = 0; j < n; ++j) {
      input_variables_[i][j] = Variable(fmt::format("u{}_{}", i, j));
      value->SetAtIndex(j, Expression(input_variables_[i][j]));
    }
    port.FixValue(context_.get(), *value);
  }
}

void SystemSymbolicInspector::InitializeContinuousState() {
  VectorBase<Expression>& xc = context_->get_mutable_continuous_state_vector();
  for (int i = 0; i < xc.size(); ++i) {
    continuous_state_variables_[i] = Variable(fmt::format("xc{}", i));
    xc.SetAtIndex(i, Expression(continuous_state_variables_[i]));
  }
}

void SystemSymbolicInspector::InitializeDiscreteState() {
  for (int i = 0; i < context_->num_discrete_state_groups(); ++i) {
    BasicVector<Expression>& xd = context_->get_mutable_discrete_state(i);
    discrete_state_variables_[i].resize(xd.size());
    for (int j = 0; j < xd.size(); ++j) {
      discrete_state_variables_[i][j] = Variable(fmt::format("xd{}_{}", i, j));
      xd.SetAtIndex(j, Expression(discrete_state_variables_[i][j]));
    }
  }
}

void SystemSymbolicInspector::InitializeParameters() {
  for (int i = 0; i < context_->num_numeric_parameter_groups(); ++i) {
    BasicVector<Expression>& p = context_->get_mutable_numeric_parameter(i);
    numeric_parameters_[i].resize(p.size());
    for (int j = 0; j < p.size(); ++j) {
      numeric_parameters_[i][j] = Variable(fmt::format("p{}_{}", i, j));
      p.SetAtIndex(j, Expression(numeric_parameters_[i][j]));
    }
  }
}

bool SystemSymbolicInspector::IsAbstract(const System<Expression>& system,
                                         const Context<Expression>& context) {
  for (int i = 0; i < system.num_input_ports(); ++i) {
    if (system.get_input_port(i).get_data_type() == kAbstractValued) {
      return true;
    }
  }
  return context.num_abstract_states() > 0 ||
         context.num_abstract_parameters() > 0;
}

const VectorX<Variable>& SystemSymbolicInspector::input(int i) const {
  ThrowUnlessInRange("input port", i,
                     static_cast<int>(input_variables_.size()));
  return input_variables_[i];
}

const VectorX<Variable>& SystemSymbolicInspector::discrete_state(int i) const {
  ThrowUnlessInRange("discrete state group", i,
                     static_cast<int>(discrete_state_variables_.size()));
  return discrete_state_variables_[i];
}

const VectorX<Variable>& SystemSymbolicInspector::numeric_parameters(
    int i) const {
  ThrowUnlessInRange("numeric parameter group", i,
                     static_cast<int>(numeric_parameters_.size()));
  return numeric_parameters_[i];
}

VectorX<Expression> SystemSymbolicInspector::derivatives() const {
  return derivatives_->CopyToVector();
}

const VectorX<Expression>& SystemSymbolicInspector::discrete_update(
    int i) const {
  ThrowUnlessInRange("discrete state group", i,
                     static_cast<int>(discrete_update_values_.size()));
  return discrete_update_values_[i];
}

const VectorX<Expression>& SystemSymbolicInspector::output(int i) const {
  ThrowUnlessInRange("output port", i,
                     static_cast<int>(output_port_types_.size()));
  if (output_port_types_[i] != kVectorValued || context_is_abstract_) {
    throw std::logic_error(fmt::format(
        "SystemSymbolicInspector::output(): output port {} has no symbolic "
        "value (it is abstract-valued or the system's Context is abstract)",
        i));
  }
  return output_values_[i];
}

bool SystemSymbolicInspector::IsConnectedInputToOutput(
    int input_port_index, int output_port_index) const {
  ThrowUnlessInRange("input port", input_port_index,
                     static_cast<int>(input_variables_.size()));
  ThrowUnlessInRange("output port", output_port_index,
                     static_cast<int>(output_port_types_.size()));
  if (context_is_abstract_) return true;
  if (output_port_types_[output_port_index] == kAbstractValued) return true;
  Variables mentioned;
  const VectorX<Expression>& y = output_values_[output_port_index];
  for (int j = 0; j < y.size(); ++j) {
    mentioned.insert(y(j).GetVariables());
  }
  const VectorX<Variable>& u = input_variables_[input_port_index];
  for (int j = 0; j < u.size(); ++j) {
    if (mentioned.include(u(j))) return true;
  }
  return false;
}

bool SystemSymbolicInspector::IsTimeInvariant() const {
  if (context_is_abstract_) return false;
  if (!DoesNotDependOn(derivatives_->CopyToVector(), time_)) return false;
  for (const VectorX<Expression>& update : discrete_update_values_) {
    if (!DoesNotDependOn(update, time_)) return false;
  }
  for (int i = 0; i < static_cast<int>(output_port_types_.size()); ++i) {
    if (output_port_types_[i] == kAbstractValued) return false;
    if (!DoesNotDependOn(output_values_[i], time_)) return false;
  }
  return true;
}

bool SystemSymbolicInspector::HasAffineDynamics() const {
  if (context_is_abstract_) return false;
  Variables vars;
  for (int i = 0; i < continuous_state_variables_.size(); ++i) {
    vars.insert(continuous_state_variables_(i));
  }
  for (const auto& group : discrete_state_variables_) {
    for (int i = 0; i < group.size(); ++i) vars.insert(group(i));
  }
  for (const auto& port : input_variables_) {
    for (int i = 0; i < port.size(); ++i) vars.insert(port(i));
  }
  if (!IsAffineIn(derivatives_->CopyToVector(), vars)) return false;
  for (const VectorX<Expression>& update : discrete_update_values_) {
    if (!IsAffineIn(update, vars)) return false;
  }
  return true;
}

}  // namespace systems
}  // namespace drake
