// DiscreteDerivative and StateInterpolatorWithDiscreteDerivative.

#include "drake/systems/primitives/discrete_derivative.h"

#include <cmath>
#include <stdexcept>
#include <vector>

#include <fmt/format.h>

#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/primitives/multiplexer.h"

namespace drake {
namespace systems {

namespace {

// Throws unless the size and sampling interval make sense; `who` names the
// class in the message.
void CheckSizeAndTimeStep(const char* who, const char* size_name, int size,
                          double time_step) {
  if (size <= 0) {
    throw std::logic_error(
        fmt::format("{}: {} must be positive; got {}.", who, size_name, size));
  }
  if (!(time_step > 0.0) || !std::isfinite(time_step)) {
    throw std::logic_error(
        fmt::format("{}: the time_step must be positive and finite; got {}.",
                    who, time_step));
  }
}

// Group indices of DiscreteDerivative's state.
constexpr int kLatest = 0;    // x₀ = u[n]
constexpr int kPrevious = 1;  // x₁ = u[n−1]
constexpr int kCount = 2;     // x₂ = samples taken (only with suppression)

}  // namespace

template <typename T>
DiscreteDerivative<T>::DiscreteDerivative(int num_inputs, double time_step,
                                          bool suppress_initial_transient)
    : LeafSystem<T>(SystemTypeTag<DiscreteDerivative>{}),
      n_(num_inputs),
      time_step_(time_step),
      suppress_initial_transient_(suppress_initial_transient) {
  CheckSizeAndTimeStep("DiscreteDerivative", "num_inputs", num_inputs,
                       time_step);
  this->DeclareVectorInputPort("u", n_);
  this->DeclareDiscreteState(n_);
  this->DeclareDiscreteState(n_);
  if (suppress_initial_transient_) this->DeclareDiscreteState(1);
  this->DeclareVectorOutputPort("dudt", n_, &DiscreteDerivative<T>::CalcOutput,
                                {SystemBase::xd_ticket()});
  this->DeclarePeriodicDiscreteUpdateEvent(
      time_step_, 0.0, &DiscreteDerivative<T>::CalcDiscreteUpdate);
  this->DeclareForcedDiscreteUpdateEvent(
      &DiscreteDerivative<T>::CalcDiscreteUpdate);
}

template <typename T>
bool DiscreteDerivative<T>::suppress_initial_transient() const {
  return suppress_initial_transient_;
}

template <typename T>
void DiscreteDerivative<T>::set_input_history(
    State<T>* state, const Eigen::Ref<const VectorX<T>>& u_n,
    const Eigen::Ref<const VectorX<T>>& u_n_minus_1) const {
  this->ValidateCreatedForThisSystem(state);
  if (u_n.size() != n_ || u_n_minus_1.size() != n_) {
    throw std::logic_error(fmt::format(
        "DiscreteDerivative '{}': set_input_history() got vectors of sizes {} "
        "and {}; the input has size {}.",
        this->get_name(), u_n.size(), u_n_minus_1.size(), n_));
  }
  DiscreteValues<T>& xd = state->get_mutable_discrete_state();
  const int num_groups = suppress_initial_transient_ ? 3 : 2;
  if (xd.num_groups() != num_groups || xd.get_vector(kLatest).size() != n_) {
    throw std::logic_error(fmt::format(
        "DiscreteDerivative '{}': set_input_history() was given a state that "
        "is not this system's.",
        this->get_name()));
  }
  xd.get_mutable_vector(kLatest).SetFromVector(u_n);
  xd.get_mutable_vector(kPrevious).SetFromVector(u_n_minus_1);
  if (suppress_initial_transient_) xd.get_mutable_vector(kCount)[0] = T(2.0);
}

template <typename T>
EventStatus DiscreteDerivative<T>::CalcDiscreteUpdate(
    const Context<T>& context, DiscreteValues<T>* discrete_state) const {
  // shift the history by one sample: x₀ ← u, x₁ ← x₀, x₂ ← x₂ + 1.
  discrete_state->set_value(kLatest, this->get_input_port().Eval(context));
  discrete_state->set_value(kPrevious,
                            context.get_discrete_state(kLatest).value());
  if (suppress_initial_transient_) {
    discrete_state->get_mutable_vector(kCount)[0] =
        context.get_discrete_state(kCount)[0] + 1.0;
  }
  return EventStatus::Succeeded();
}

template <typename T>
void DiscreteDerivative<T>::CalcOutput(const Context<T>& context,
                                       BasicVector<T>* output_vector) const {
  if (suppress_initial_transient_ &&
      context.get_discrete_state(kCount)[0] < 2.0) {
    output_vector->SetZero();
    return;
  }
  output_vector->SetFromVector((context.get_discrete_state(kLatest).value() -
                                context.get_discrete_state(kPrevious).value()) /
                               time_step_);
}

template <typename T>
StateInterpolatorWithDiscreteDerivative<T>::
    StateInterpolatorWithDiscreteDerivative(int num_positions, double time_step,
                                            bool suppress_initial_transient) {
  CheckSizeAndTimeStep("StateInterpolatorWithDiscreteDerivative",
                       "num_positions", num_positions, time_step);
  // position ─┬──────────────────────> mux ─> state
  //           └─> DiscreteDerivative ─>
  DiagramBuilder<T> builder;
  derivative_ = builder.template AddSystem<DiscreteDerivative>(
      num_positions, time_step, suppress_initial_transient);
  auto* mux = builder.template AddSystem<Multiplexer>(
      std::vector<int>{num_positions, num_positions});
  const InputPortIndex position =
      builder.ExportInput(derivative_->get_input_port(), "position");
  builder.ConnectInput(position, mux->get_input_port(0));
  builder.Connect(derivative_->get_output_port(), mux->get_input_port(1));
  builder.ExportOutput(mux->get_output_port(0), "state");
  builder.BuildInto(this);
}

template <typename T>
bool StateInterpolatorWithDiscreteDerivative<T>::suppress_initial_transient()
    const {
  return derivative_->suppress_initial_transient();
}

template <typename T>
void StateInterpolatorWithDiscreteDerivative<T>::set_initial_position(
    State<T>* state, const Eigen::Ref<const VectorX<T>>& position) const {
  derivative_->set_input_history(
      &this->GetMutableSubsystemState(*derivative_, state), position, position);
}

template <typename T>
void StateInterpolatorWithDiscreteDerivative<T>::set_initial_state(
    State<T>* state, const Eigen::Ref<const VectorX<T>>& position,
    const Eigen::Ref<const VectorX<T>>& velocity) const {
  this->ValidateCreatedForThisSystem(state);
  const int n = derivative_->get_input_port().size();
  if (position.size() != n || velocity.size() != n) {
    throw std::logic_error(fmt::format(
        "StateInterpolatorWithDiscreteDerivative '{}': set_initial_state() got "
        "a position of size {} and a velocity of size {}; both must have size "
        "{}.",
        this->get_name(), position.size(), velocity.size(), n));
  }
  // v = (u[n] − u[n−1]) / h, so u[n−1] = q − h·v.
  const VectorX<T> previous = position - derivative_->time_step() * velocity;
  derivative_->set_input_history(
      &this->GetMutableSubsystemState(*derivative_, state), position, previous);
}

}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::DiscreteDerivative)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::StateInterpolatorWithDiscreteDerivative)
