#pragma once

/// @file
/// LuenbergerObserver<T>: a state observer built on a forward model of the
/// observed system.

#include <memory>

#include <Eigen/Dense>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {
namespace estimators {

/// A state observer for a system with one vector output y and at most one
/// vector input u. The observer runs a copy of the observed system's
/// dynamics on its estimate x̂ and corrects it with the output error through
/// the gain L (n states × p outputs):
///
/// - continuous time, ẋ = f(x,u), y = g(x,u):
///     dx̂/dt = f(x̂,u) + L (y − g(x̂,u));
/// - discrete time, x[n+1] = f(x[n],u[n]), y[n] = g(x[n],u[n]), with one
///   periodic discrete update (the observer updates with the same period
///   and offset):
///     x̂[n+1] = f(x̂[n],u[n]) + L (y[n] − g(x̂[n],u[n])).
///
/// For a linear system (A, B, C, D) the estimation error e = x − x̂ then
/// obeys ė = (A − LC) e (or e[n+1] = (A − LC) e[n]), so a gain that makes
/// A − LC stable makes the estimate converge.
///
/// Ports: input 0 "observed_system_output" (y), input 1
/// "observed_system_input" (u; only when the observed system has an input
/// port), output "estimated_state" (x̂). The observer's state is x̂, sized
/// and split (q, v, z) as the observed system's.
///
/// @system
/// name: LuenbergerObserver
/// input_ports:
/// - observed_system_input
/// - observed_system_output
/// output_ports:
/// - estimated_state
/// @endsystem
///
/// @tparam_default_scalar
template <typename T>
class LuenbergerObserver final : public LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(LuenbergerObserver);

  /// An observer that shares ownership of `observed_system` (the forward
  /// model). `observed_system_context` supplies its parameters (and any
  /// fixed input values); it is copied. `observer_gain` is L, of size
  /// (number of states) × (size of the output port).
  /// @throws std::logic_error if `observed_system` is null, has not exactly
  ///   one output port, or more than one input port, if a port is not
  ///   vector-valued, if its state is not either only continuous or only one
  ///   group of discrete state (then updated by one periodic event), if the
  ///   context is not the observed system's, or if L has the wrong size.
  LuenbergerObserver(std::shared_ptr<const System<T>> observed_system,
                     const Context<T>& observed_system_context,
                     const Eigen::Ref<const Eigen::MatrixXd>& observer_gain);

  /// As above, without ownership: `observed_system` must outlive this
  /// observer.
  LuenbergerObserver(const System<T>& observed_system,
                     const Context<T>& observed_system_context,
                     const Eigen::Ref<const Eigen::MatrixXd>& observer_gain);

  /// Scalar-converting copy constructor (converts the observed system too;
  /// available only for the conversions the observed system supports).
  template <typename U>
  explicit LuenbergerObserver(const LuenbergerObserver<U>& other);

  ~LuenbergerObserver() final;

  /// The input port "observed_system_input" (u).
  /// @throws std::exception if the observed system has no input port.
  const InputPort<T>& get_observed_system_input_input_port() const {
    return this->get_input_port(1);
  }

  /// The input port "observed_system_output" (y).
  const InputPort<T>& get_observed_system_output_input_port() const {
    return this->get_input_port(0);
  }

  /// The output port "estimated_state" (x̂).
  const OutputPort<T>& get_estimated_state_output_port() const {
    return this->get_output_port(0);
  }

  /// The observer gain L.
  const Eigen::MatrixXd& observer_gain() const { return observer_gain_; }

  /// The observer gain, by its short name.
  const Eigen::MatrixXd& L() const { return observer_gain_; }

 private:
  template <typename>
  friend class LuenbergerObserver;

  // The forward model and a context of it on this scalar type.
  struct ForwardModel {
    std::shared_ptr<const System<T>> system;
    std::unique_ptr<Context<T>> context;
  };

  // (For scalar conversion) converts `other`'s forward model to T.
  template <typename U>
  static ForwardModel ConvertForwardModel(const LuenbergerObserver<U>& other);

  // All constructors end here.
  LuenbergerObserver(ForwardModel model,
                     const Eigen::Ref<const Eigen::MatrixXd>& observer_gain);

  // Copies x̂, u and time into the observed system's context (a cache entry).
  void CalcObservedSystemContext(const Context<T>& context,
                                 Context<T>* observed_system_context) const;

  // dx̂/dt = f(x̂,u) + L (y − g(x̂,u)).
  void DoCalcTimeDerivatives(const Context<T>& context,
                             ContinuousState<T>* derivatives) const final;

  // x̂[n+1] = f(x̂[n],u[n]) + L (y[n] − g(x̂[n],u[n])).
  void DiscreteUpdate(const Context<T>& context,
                      DiscreteValues<T>* x_hat_next) const;

  const std::shared_ptr<const System<T>> observed_system_;
  // The context given at construction (for scalar conversion).
  std::shared_ptr<const Context<T>> model_context_;
  const Eigen::MatrixXd observer_gain_;  // L: num states × num outputs.
  bool is_continuous_{};
  const CacheEntry* observed_system_context_cache_entry_{};
};

}  // namespace estimators
}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::estimators::LuenbergerObserver)
