#pragma once

/// @file
/// DiscreteDerivative<T> (a backward difference of a sampled input) and
/// StateInterpolatorWithDiscreteDerivative<T> (a position with its
/// differenced velocity stacked behind it).

#include "drake/common/default_scalars.h"
#include "drake/common/eigen_types.h"
#include "drake/systems/framework/diagram.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {

/// Outputs the backward difference of its input sampled every h seconds:
/// y(t) = (u[n] − u[n−1]) / h with n = floor(t / h).
///
/// State: discrete groups x₀ (the latest sample u[n]) and x₁ (the one
/// before, u[n−1]), both zero by default; with `suppress_initial_transient`
/// a third group x₂ counts the samples taken. The periodic update (period
/// h, offset 0; also run as a forced discrete update) is
/// x₀ ← u, x₁ ← x₀, x₂ ← x₂ + 1. The output is (x₀ − x₁)/h, except that with
/// suppression it is zero while x₂ < 2 (until two samples have been taken).
/// set_input_history() sets x₂ = 2, ending the suppression.
///
/// Ports: input "u"; output "dudt" (no direct feedthrough).
template <class T>
class DiscreteDerivative final : public LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(DiscreteDerivative);

  /// Differentiates a vector of `num_inputs` elements sampled every
  /// `time_step` seconds.
  /// @throws std::logic_error unless num_inputs > 0 and time_step is positive
  /// and finite.
  DiscreteDerivative(int num_inputs, double time_step,
                     bool suppress_initial_transient = true);

  /// Scalar-converting copy constructor.
  template <typename U>
  explicit DiscreteDerivative(const DiscreteDerivative<U>& other)
      : DiscreteDerivative<T>(other.get_input_port().size(), other.time_step(),
                              other.suppress_initial_transient()) {}

  /// Sets x₀ = u_n and x₁ = u_n_minus_1 in `state` (a state of this system),
  /// so the output is (u_n − u_n_minus_1)/h at once; with suppression, also
  /// sets x₂ = 2 so the output is not held at zero.
  /// @throws std::logic_error if a vector's size is not the input size, or
  /// `state` is not shaped like this system's.
  void set_input_history(systems::State<T>* state,
                         const Eigen::Ref<const VectorX<T>>& u_n,
                         const Eigen::Ref<const VectorX<T>>& u_n_minus_1) const;

  /// As above, in `context`'s state.
  void set_input_history(
      systems::Context<T>* context, const Eigen::Ref<const VectorX<T>>& u_n,
      const Eigen::Ref<const VectorX<T>>& u_n_minus_1) const {
    this->ValidateContext(context);
    set_input_history(&context->get_mutable_state(), u_n, u_n_minus_1);
  }

  /// Sets both samples to `u` (the output is then zero).
  void set_input_history(systems::Context<T>* context,
                         const Eigen::Ref<const VectorX<T>>& u) const {
    this->ValidateContext(context);
    set_input_history(&context->get_mutable_state(), u, u);
  }

  /// The sampling interval h (seconds).
  double time_step() const { return time_step_; }

  /// The `suppress_initial_transient` given at construction.
  bool suppress_initial_transient() const;

 private:
  EventStatus CalcDiscreteUpdate(const Context<T>& context,
                                 DiscreteValues<T>* discrete_state) const;
  void CalcOutput(const Context<T>& context,
                  BasicVector<T>* output_vector) const;

  const int n_;
  const double time_step_;
  const bool suppress_initial_transient_;
};

/// A Diagram whose output "state" is [q; v]: the input "position" q passed
/// through, stacked on v, its DiscreteDerivative (sampled every
/// `time_step`). The velocity half is zero for the first two samples when
/// `suppress_initial_transient` is true.
template <typename T>
class StateInterpolatorWithDiscreteDerivative final : public Diagram<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(StateInterpolatorWithDiscreteDerivative);

  /// @throws std::logic_error unless num_positions > 0 and time_step is
  /// positive and finite.
  StateInterpolatorWithDiscreteDerivative(
      int num_positions, double time_step,
      bool suppress_initial_transient = true);

  /// The `suppress_initial_transient` given at construction.
  bool suppress_initial_transient() const;

  /// Sets the derivative's history to `position` twice (velocity output
  /// zero) in `state` (a state of this diagram). The position half of the
  /// output is the input and is not affected.
  /// @throws std::logic_error if position.size() != num_positions.
  void set_initial_position(systems::State<T>* state,
                            const Eigen::Ref<const VectorX<T>>& position) const;

  /// Sets the derivative's history to u[n] = position and
  /// u[n−1] = position − h·velocity, so the velocity output is `velocity`.
  /// @throws std::logic_error on a size mismatch.
  void set_initial_state(systems::State<T>* state,
                         const Eigen::Ref<const VectorX<T>>& position,
                         const Eigen::Ref<const VectorX<T>>& velocity) const;

  /// As above, in `context`'s state.
  void set_initial_position(
      systems::Context<T>* context,
      const Eigen::Ref<const VectorX<T>>& position) const {
    this->ValidateContext(context);
    set_initial_position(&context->get_mutable_state(), position);
  }

  /// As above, in `context`'s state.
  void set_initial_state(systems::Context<T>* context,
                         const Eigen::Ref<const VectorX<T>>& position,
                         const Eigen::Ref<const VectorX<T>>& velocity) const {
    this->ValidateContext(context);
    set_initial_state(&context->get_mutable_state(), position, velocity);
  }

 private:
  DiscreteDerivative<T>* derivative_{};
};

}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::DiscreteDerivative)
DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::StateInterpolatorWithDiscreteDerivative)
