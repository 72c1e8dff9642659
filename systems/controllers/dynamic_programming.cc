#include "drake/systems/controllers/dynamic_programming.h"

#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>

#include <fmt/format.h>

namespace drake {
namespace systems {
namespace controllers {

namespace {

// `value` wrapped into [low, high).
double Wrap(double value, double low, double high) {
  const double period = high - low;
  double wrapped = std::fmod(value - low, period);
  if (wrapped < 0) wrapped += period;
  wrapped += low;
  // (low + a remainder just below the period can round up to high)
  return wrapped < high ? wrapped : low;
}

// A bound on the iterations, so that a problem whose cost-to-go grows
// without bound (γ = 1 and no zero-cost state the system can stay in)
// fails with a message instead of running forever.
constexpr int kMaxIterations = 100000;

}  // namespace

DynamicProgrammingOptions::PeriodicBoundaryCondition::PeriodicBoundaryCondition(
    int state_index_in, double low_in, double high_in)
    : state_index(state_index_in), low(low_in), high(high_in) {
  if (state_index < 0) {
    throw std::invalid_argument(fmt::format(
        "PeriodicBoundaryCondition: state_index must be >= 0, not {}.",
        state_index));
  }
  if (!(low < high) || !std::isfinite(low) || !std::isfinite(high)) {
    throw std::invalid_argument(fmt::format(
        "PeriodicBoundaryCondition: need finite low < high, but low = {} and "
        "high = {}.",
        low, high));
  }
}

std::pair<std::unique_ptr<BarycentricMeshSystem<double>>, Eigen::RowVectorXd>
FittedValueIteration(
    Simulator<double>* simulator,
    const std::function<double(const Context<double>& context)>& cost_function,
    const math::BarycentricMesh<double>::MeshGrid& state_grid,
    const math::BarycentricMesh<double>::MeshGrid& input_grid, double time_step,
    const DynamicProgrammingOptions& options) {
  constexpr const char* kWho = "FittedValueIteration";
  if (simulator == nullptr) {
    throw std::invalid_argument(fmt::format("{}: simulator is null.", kWho));
  }
  if (!cost_function) {
    throw std::invalid_argument(
        fmt::format("{}: cost_function is empty.", kWho));
  }
  const System<double>& system = simulator->get_system();
  Context<double>& context = simulator->get_mutable_context();
  const int num_states = context.num_continuous_states();
  if (num_states == 0) {
    throw std::invalid_argument(fmt::format(
        "{}: system '{}' has no continuous state.", kWho, system.get_name()));
  }
  if (!options.assume_non_continuous_states_are_fixed &&
      (context.num_discrete_state_groups() > 0 ||
       context.num_abstract_states() > 0)) {
    throw std::invalid_argument(fmt::format(
        "{}: system '{}' has discrete or abstract state; the design handles "
        "continuous state only (set "
        "assume_non_continuous_states_are_fixed if that state cannot affect "
        "the continuous dynamics).",
        kWho, system.get_name()));
  }
  const InputPort<double>* input_port =
      system.get_input_port_selection(options.input_port_index);
  if (input_port == nullptr) {
    throw std::invalid_argument(fmt::format(
        "{}: system '{}' has no input port for the policy to drive.", kWho,
        system.get_name()));
  }
  if (input_port->get_data_type() != kVectorValued) {
    throw std::invalid_argument(
        fmt::format("{}: input port '{}' of system '{}' is not vector-valued.",
                    kWho, input_port->get_name(), system.get_name()));
  }
  const int num_inputs = input_port->size();
  if (static_cast<int>(state_grid.size()) != num_states) {
    throw std::invalid_argument(fmt::format(
        "{}: state_grid has {} dimensions, but system '{}' has {} continuous "
        "states.",
        kWho, state_grid.size(), system.get_name(), num_states));
  }
  if (static_cast<int>(input_grid.size()) != num_inputs) {
    throw std::invalid_argument(fmt::format(
        "{}: input_grid has {} dimensions, but input port '{}' has size {}.",
        kWho, input_grid.size(), input_port->get_name(), num_inputs));
  }
  if (!(time_step > 0) || !std::isfinite(time_step)) {
    throw std::invalid_argument(fmt::format(
        "{}: time_step must be positive and finite, not {}.", kWho, time_step));
  }
  const double gamma = options.discount_factor;
  if (!(gamma > 0 && gamma <= 1)) {
    throw std::invalid_argument(fmt::format(
        "{}: discount_factor must be in (0, 1], not {}.", kWho, gamma));
  }
  if (!(options.convergence_tol > 0)) {
    throw std::invalid_argument(
        fmt::format("{}: convergence_tol must be positive, not {}.", kWho,
                    options.convergence_tol));
  }
  for (const auto& boundary : options.periodic_boundary_conditions) {
    if (boundary.state_index < 0 || boundary.state_index >= num_states ||
        !(boundary.low < boundary.high)) {
      throw std::invalid_argument(fmt::format(
          "{}: a periodic boundary condition names state {} with [{}, {}); "
          "the system has {} continuous states and low must be below high.",
          kWho, boundary.state_index, boundary.low, boundary.high, num_states));
    }
  }

  const math::BarycentricMesh<double> state_mesh(state_grid);
  const math::BarycentricMesh<double> input_mesh(input_grid);
  const int num_state_points = state_mesh.get_num_mesh_points();
  const int num_input_points = input_mesh.get_num_mesh_points();
  const int num_interpolants = state_mesh.get_num_interpolants();
  const Eigen::MatrixXd inputs = input_mesh.get_all_mesh_points();

  // One step from every (state, input) pair of mesh points: its cost and
  // the barycentric weights of the state it reaches.
  const int num_pairs = num_state_points * num_input_points;
  Eigen::MatrixXd step_cost(num_state_points, num_input_points);
  Eigen::MatrixXi next_indices(num_interpolants, num_pairs);
  Eigen::MatrixXd next_weights(num_interpolants, num_pairs);
  Eigen::VectorXd state(num_states);
  Eigen::VectorXi indices(num_interpolants);
  Eigen::VectorXd weights(num_interpolants);
  for (int i = 0; i < num_state_points; ++i) {
    state_mesh.get_mesh_point(i, &state);
    for (int j = 0; j < num_input_points; ++j) {
      context.SetTime(0.0);
      context.SetContinuousState(state);
      input_port->FixValue(&context, inputs.col(j));
      step_cost(i, j) = time_step * cost_function(context);
      if (!std::isfinite(step_cost(i, j))) {
        throw std::runtime_error(fmt::format(
            "{}: cost_function returned {} at state [{}] and input [{}].", kWho,
            step_cost(i, j), fmt::join(state, ", "),
            fmt::join(inputs.col(j), ", ")));
      }
      simulator->Initialize();
      simulator->AdvanceTo(time_step);
      Eigen::VectorXd next =
          context.get_continuous_state_vector().CopyToVector();
      for (const auto& boundary : options.periodic_boundary_conditions) {
        next[boundary.state_index] =
            Wrap(next[boundary.state_index], boundary.low, boundary.high);
      }
      if (!next.allFinite()) {
        throw std::runtime_error(fmt::format(
            "{}: simulating system '{}' for {} s from state [{}] with input "
            "[{}] gave a non-finite state.",
            kWho, system.get_name(), time_step, fmt::join(state, ", "),
            fmt::join(inputs.col(j), ", ")));
      }
      state_mesh.EvalBarycentricWeights(next, &indices, &weights);
      const int pair = i * num_input_points + j;
      next_indices.col(pair) = indices;
      next_weights.col(pair) = weights;
    }
  }

  // Value iteration.
  Eigen::RowVectorXd cost_to_go = Eigen::RowVectorXd::Zero(num_state_points);
  Eigen::RowVectorXd updated(num_state_points);
  Eigen::MatrixXd policy(num_inputs, num_state_points);
  for (int iteration = 1;; ++iteration) {
    for (int i = 0; i < num_state_points; ++i) {
      double best = std::numeric_limits<double>::infinity();
      int best_input = 0;
      for (int j = 0; j < num_input_points; ++j) {
        const int pair = i * num_input_points + j;
        double next_cost = 0.0;
        for (int k = 0; k < num_interpolants; ++k) {
          next_cost +=
              next_weights(k, pair) * cost_to_go[next_indices(k, pair)];
        }
        const double total = step_cost(i, j) + gamma * next_cost;
        if (total < best) {
          best = total;
          best_input = j;
        }
      }
      updated[i] = best;
      policy.col(i) = inputs.col(best_input);
    }
    const double change = (updated - cost_to_go).cwiseAbs().maxCoeff();
    cost_to_go = updated;
    if (options.visualization_callback) {
      options.visualization_callback(iteration, state_mesh, cost_to_go, policy);
    }
    if (!(change >= options.convergence_tol)) {
      if (!std::isfinite(change)) {
        throw std::runtime_error(
            fmt::format("{}: the cost-to-go became non-finite at iteration {}.",
                        kWho, iteration));
      }
      break;
    }
    if (iteration == kMaxIterations) {
      throw std::runtime_error(fmt::format(
          "{}: the cost-to-go did not converge in {} iterations (its largest "
          "change in the last one was {}; convergence_tol is {}). With "
          "discount_factor = 1 it converges only if the system can reach and "
          "stay at states of zero cost; use a discount_factor below 1.",
          kWho, kMaxIterations, change, options.convergence_tol));
    }
  }
  return {std::make_unique<BarycentricMeshSystem<double>>(state_mesh, policy),
          cost_to_go};
}

Eigen::VectorXd LinearProgrammingApproximateDynamicProgramming(
    Simulator<double>*, const std::function<double(const Context<double>&)>&,
    const std::function<
        symbolic::Expression(const Eigen::Ref<const Eigen::VectorXd>&,
                             const VectorX<symbolic::Variable>&)>&,
    int, const Eigen::Ref<const Eigen::MatrixXd>&,
    const Eigen::Ref<const Eigen::MatrixXd>&, double,
    const DynamicProgrammingOptions&) {
  throw std::logic_error(
      "LinearProgrammingApproximateDynamicProgramming is not supported yet: "
      "it solves a linear program, and this project has no "
      "MathematicalProgram or linear-programming solver. FittedValueIteration "
      "designs a policy without one.");
}

}  // namespace controllers
}  // namespace systems
}  // namespace drake
