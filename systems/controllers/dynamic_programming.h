#pragma once

/// @file
/// Dynamic programming designs of state-feedback policies: fitted value
/// iteration on a barycentric mesh, and (not yet) the linear-programming
/// approximation.

#include <functional>
#include <list>
#include <memory>
#include <utility>
#include <variant>

#include "drake/common/eigen_types.h"
#include "drake/common/symbolic/expression.h"
#include "drake/math/barycentric.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/framework/vector_system.h"
#include "drake/systems/primitives/barycentric_system.h"

namespace drake {
namespace systems {
namespace controllers {

/// Options of the dynamic programming algorithms.
struct DynamicProgrammingOptions {
  DynamicProgrammingOptions() = default;

  /// γ in (0, 1]: a cost n steps ahead is weighted by γⁿ.
  double discount_factor{1.};

  /// A state dimension that is periodic, such as an angle: its values are
  /// wrapped into [low, high) (high − low is the period).
  struct PeriodicBoundaryCondition {
    /// @throws std::exception unless state_index >= 0 and low < high.
    PeriodicBoundaryCondition(int state_index, double low, double high);
    int state_index{-1};
    double low{0.};
    double high{2.0 * M_PI};
  };
  /// The periodic state dimensions (FittedValueIteration() wraps the states
  /// it reaches in them back into the mesh's range).
  std::list<struct PeriodicBoundaryCondition> periodic_boundary_conditions;

  /// The iteration stops when no cost-to-go value changes by more than this
  /// (the l∞ norm of the change).
  double convergence_tol = 1e-4;

  /// If set, called after each iteration (the first call is iteration 1)
  /// with the state mesh, the cost-to-go (one value per mesh point) and the
  /// policy (one column per mesh point), e.g. to plot the progress.
  std::function<void(
      int iteration, const math::BarycentricMesh<double>& state_mesh,
      const Eigen::RowVectorXd& cost_to_go, const Eigen::MatrixXd& policy)>
      visualization_callback{nullptr};

  /// The input port of the system that the policy drives.
  std::variant<systems::InputPortSelection, InputPortIndex> input_port_index{
      systems::InputPortSelection::kUseFirstInputIfItExists};

  /// (Advanced) If true, a system may have discrete or abstract state too,
  /// which the design then treats as fixed (as it is in the simulator's
  /// Context); use it only when that state cannot affect the continuous
  /// state's dynamics. Default false: such a system is refused.
  bool assume_non_continuous_states_are_fixed{false};
};

/// Fitted value iteration on a barycentric mesh: designs a state-feedback
/// policy u = π(x) that minimizes the discounted infinite-horizon cost
/// ∑ₙ γⁿ g(x[n], u[n]) of a time-invariant system with continuous state x,
/// approximated in discrete time with steps of `time_step` seconds and
/// g(x, u) = time_step · cost_function(x, u).
///
/// The system and a Context for it are `simulator`'s (its parameters are
/// used, and its integrator settings decide how each step is simulated).
/// From every point x of the mesh on `state_grid` and every input u of the
/// mesh on `input_grid`, the simulator is run for `time_step` seconds from
/// time 0 to find the next state x⁺(x, u) (wrapped by the options' periodic
/// boundary conditions). Then J(x) ← min_u g(x, u) + γ J(x⁺(x, u)), with
/// J(x⁺) interpolated on the state mesh, until J changes by less than
/// options.convergence_tol; π(x) is the minimizing u.
///
/// @param cost_function  the continuous-time cost rate, read from a Context
///   of the system holding x (continuous state) and u (the input port's
///   fixed value).
/// @returns the policy as a BarycentricMeshSystem (input: the continuous
///   state; output: the system's input; its values are π at the state mesh
///   points) and the cost-to-go J at the state mesh points.
/// @throws std::exception if the system has no continuous state, has other
///   state (unless options.assume_non_continuous_states_are_fixed), has no
///   selected input port or its port is not a vector port, if state_grid or
///   input_grid has the wrong number of dimensions, time_step is not
///   positive, the discount factor is not in (0, 1], convergence_tol is not
///   positive, a periodic boundary names a state outside the state, or a
///   simulation fails.
std::pair<std::unique_ptr<BarycentricMeshSystem<double>>, Eigen::RowVectorXd>
FittedValueIteration(
    Simulator<double>* simulator,
    const std::function<double(const Context<double>& context)>& cost_function,
    const math::BarycentricMesh<double>::MeshGrid& state_grid,
    const math::BarycentricMesh<double>::MeshGrid& input_grid, double time_step,
    const DynamicProgrammingOptions& options = DynamicProgrammingOptions());

/// The linear-programming approach to approximate dynamic programming
/// (Drake's signature). Not supported yet: it needs a linear-programming
/// solver, which this project does not have.
/// @throws std::logic_error always, saying so.
Eigen::VectorXd LinearProgrammingApproximateDynamicProgramming(
    Simulator<double>* simulator,
    const std::function<double(const Context<double>& context)>& cost_function,
    const std::function<
        symbolic::Expression(const Eigen::Ref<const Eigen::VectorXd>& state,
                             const VectorX<symbolic::Variable>& parameters)>&
        linearly_parameterized_cost_to_go_function,
    int num_parameters, const Eigen::Ref<const Eigen::MatrixXd>& state_samples,
    const Eigen::Ref<const Eigen::MatrixXd>& input_samples, double time_step,
    const DynamicProgrammingOptions& options = DynamicProgrammingOptions());

}  // namespace controllers
}  // namespace systems
}  // namespace drake
