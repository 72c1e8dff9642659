// FittedValueIteration against problems with known solutions: the
// minimum-time problem of a single integrator (cost-to-go |x| exactly on a
// grid that one step moves by one cell), the same on a circle (periodic
// boundary), and the scalar LQR problem (cost-to-go x², policy −x, up to
// the discretization); plus the options and the errors.

#include "drake/systems/controllers/dynamic_programming.h"

#include <cmath>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/systems/primitives/integrator.h"
#include "drake/systems/primitives/linear_system.h"

namespace drake {
namespace systems {
namespace controllers {
namespace dynamic_programming_test {

using math::BarycentricMesh;

// {lo, lo + step, ..., hi}, computed as lo + k·step.
BarycentricMesh<double>::Coordinates Grid(double lo, double hi, double step) {
  BarycentricMesh<double>::Coordinates coordinates;
  const int n = static_cast<int>(std::round((hi - lo) / step));
  for (int k = 0; k <= n; ++k) coordinates.insert(lo + k * step);
  return coordinates;
}

double State(const Context<double>& context) {
  return context.get_continuous_state_vector()[0];
}

// ẋ = u, u ∈ {−1, 0, 1}, cost rate 1 away from the origin: the cost-to-go
// is the time to reach it, |x|. Steps of 0.1 s move exactly one 0.1 cell,
// so the grid values are exact (to the round-off of the grid coordinates
// and of the integration of a constant rate: 1e-9).
GTEST_TEST(FittedValueIterationTest, MinimumTimeSingleIntegrator) {
  Integrator<double> integrator(1);
  Simulator<double> simulator(integrator);
  std::vector<int> iterations;
  DynamicProgrammingOptions options;
  options.visualization_callback =
      [&iterations](int iteration, const BarycentricMesh<double>& mesh,
                    const Eigen::RowVectorXd& cost_to_go,
                    const Eigen::MatrixXd& policy) {
        iterations.push_back(iteration);
        EXPECT_EQ(cost_to_go.size(), mesh.get_num_mesh_points());
        EXPECT_EQ(policy.cols(), mesh.get_num_mesh_points());
      };
  auto [policy, cost_to_go] = FittedValueIteration(
      &simulator,
      [](const Context<double>& context) {
        return std::abs(State(context)) < 1e-9 ? 0.0 : 1.0;
      },
      {Grid(-2, 2, 0.1)}, {{-1.0, 0.0, 1.0}}, 0.1, options);
  const BarycentricMesh<double>& mesh = policy->get_mesh();
  ASSERT_EQ(cost_to_go.size(), 41);
  for (int i = 0; i < mesh.get_num_mesh_points(); ++i) {
    const double x = mesh.get_mesh_point(i)[0];
    EXPECT_NEAR(cost_to_go[i], std::abs(x), 1e-9) << x;
    const double u = policy->get_output_values()(0, i);
    if (std::abs(x) > 1e-9) {
      EXPECT_EQ(u, x > 0 ? -1.0 : 1.0) << x;
    } else {
      EXPECT_EQ(u, 0.0);
    }
  }
  // The iterations are numbered from 1; the value at x = ±2 settles after
  // 20 of them, and one more sees no change.
  ASSERT_GE(iterations.size(), 21u);
  EXPECT_EQ(iterations.front(), 1);
  EXPECT_EQ(iterations.back(), static_cast<int>(iterations.size()));

  // The policy system maps the state to the input: at x = 0.75 (between
  // cells whose inputs are both −1), u = −1.
  auto policy_context = policy->CreateDefaultContext();
  policy->get_input_port().FixValue(policy_context.get(), Vector1d(0.75));
  EXPECT_EQ(policy->get_output_port().Eval(*policy_context)[0], -1.0);
}

// The same on a circle of circumference 1 (x ∈ [0, 1), the origin at 0):
// from 0.9 the shortest way is forward through 1 ≡ 0, one step.
GTEST_TEST(FittedValueIterationTest, PeriodicBoundary) {
  Integrator<double> integrator(1);
  Simulator<double> simulator(integrator);
  DynamicProgrammingOptions options;
  options.periodic_boundary_conditions.emplace_back(0, 0.0, 1.0);
  auto [policy, cost_to_go] = FittedValueIteration(
      &simulator,
      [](const Context<double>& context) {
        return std::abs(State(context)) < 1e-9 ? 0.0 : 1.0;
      },
      {Grid(0, 0.9, 0.1)}, {{-1.0, 0.0, 1.0}}, 0.1, options);
  ASSERT_EQ(cost_to_go.size(), 10);
  for (int k = 0; k < 10; ++k) {
    // k cells back, or 10 − k forward
    EXPECT_NEAR(cost_to_go[k], 0.1 * std::min(k, 10 - k), 1e-9) << k;
  }
  EXPECT_EQ(policy->get_output_values()(0, 9), 1.0);   // forward, wrapping
  EXPECT_EQ(policy->get_output_values()(0, 1), -1.0);  // back
}

// ẋ = u with cost rate x² + u²: the continuous-time LQR solution is
// J(x) = x², u = −x. The approximation (steps of h = 0.01 s, state and
// input cells of Δ = 0.02) lies above it: the discrete-time problem's own
// cost-to-go is P x² with P = (h + √(h² + 4))/2 ≈ 1.005, and linear
// interpolation overestimates a convex J at every step, an error that is
// first order in the cell size for value iteration on a barycentric mesh
// (Munos and Moore 1998). So J is checked within [0.99 x², x² + 2Δ|x|]
// and u within 0.03 (1.5 input cells) of −x.
GTEST_TEST(FittedValueIterationTest, ApproachesScalarLqr) {
  const LinearSystem<double> system(
      Eigen::Matrix<double, 1, 1>::Zero(), Eigen::Matrix<double, 1, 1>::Ones(),
      Eigen::MatrixXd(0, 1), Eigen::MatrixXd(0, 1));
  Simulator<double> simulator(system);
  DynamicProgrammingOptions options;
  options.convergence_tol = 1e-8;
  auto [policy, cost_to_go] = FittedValueIteration(
      &simulator,
      [&system](const Context<double>& context) {
        const double x = State(context);
        const double u = system.get_input_port().Eval(context)[0];
        return x * x + u * u;
      },
      {Grid(-1, 1, 0.02)}, {Grid(-1, 1, 0.02)}, 0.01, options);
  const BarycentricMesh<double>& mesh = policy->get_mesh();
  for (int i = 0; i < mesh.get_num_mesh_points(); ++i) {
    const double x = mesh.get_mesh_point(i)[0];
    if (std::abs(x) < 0.2 || std::abs(x) > 0.8) continue;  // away from edges
    EXPECT_NEAR(policy->get_output_values()(0, i), -x, 0.03) << x;
    EXPECT_GE(cost_to_go[i], 0.99 * x * x) << x;
    EXPECT_LE(cost_to_go[i], x * x + 2 * 0.02 * std::abs(x)) << x;
  }
}

// A discount below one: J = ∑ γⁿ g with g = 0.1 everywhere and no way to
// avoid it converges to 0.1 / (1 − γ).
GTEST_TEST(FittedValueIterationTest, DiscountedConstantCost) {
  Integrator<double> integrator(1);
  Simulator<double> simulator(integrator);
  DynamicProgrammingOptions options;
  options.discount_factor = 0.9;
  options.convergence_tol = 1e-10;
  auto [policy, cost_to_go] = FittedValueIteration(
      &simulator, [](const Context<double>&) { return 1.0; },
      {Grid(-1, 1, 0.5)}, {{0.0}}, 0.1, options);
  for (int i = 0; i < cost_to_go.size(); ++i) {
    // the remaining error is below tol·γ/(1 − γ)
    EXPECT_NEAR(cost_to_go[i], 0.1 / (1 - 0.9), 1e-8);
  }
}

GTEST_TEST(FittedValueIterationTest, BadArguments) {
  Integrator<double> integrator(1);
  Simulator<double> simulator(integrator);
  auto cost = [](const Context<double>&) { return 1.0; };
  const BarycentricMesh<double>::MeshGrid states{{-1.0, 0.0, 1.0}};
  const BarycentricMesh<double>::MeshGrid inputs{{-1.0, 1.0}};
  DRAKE_EXPECT_THROWS_MESSAGE(
      FittedValueIteration(nullptr, cost, states, inputs, 0.1),
      ".*simulator is null.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      FittedValueIteration(&simulator, cost, {{0.0}, {0.0}}, inputs, 0.1),
      ".*state_grid has 2 dimensions, but system .* has 1 continuous.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      FittedValueIteration(&simulator, cost, states, {{0.0}, {1.0}}, 0.1),
      ".*input_grid has 2 dimensions, but input port 'u0' has size 1.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      FittedValueIteration(&simulator, cost, states, inputs, 0.0),
      ".*time_step must be positive and finite, not 0.*");
  DynamicProgrammingOptions options;
  options.discount_factor = 0.0;
  DRAKE_EXPECT_THROWS_MESSAGE(
      FittedValueIteration(&simulator, cost, states, inputs, 0.1, options),
      ".*discount_factor must be in \\(0, 1\\], not 0.*");
  options = {};
  options.periodic_boundary_conditions.emplace_back(3, 0.0, 1.0);
  DRAKE_EXPECT_THROWS_MESSAGE(
      FittedValueIteration(&simulator, cost, states, inputs, 0.1, options),
      ".*periodic boundary condition names state 3.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      DynamicProgrammingOptions::PeriodicBoundaryCondition(0, 1.0, 1.0),
      ".*need finite low < high.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      DynamicProgrammingOptions::PeriodicBoundaryCondition(-1, 0.0, 1.0),
      ".*state_index must be >= 0, not -1.*");
  // γ = 1 and a cost that never vanishes: the cost-to-go grows forever.
  DRAKE_EXPECT_THROWS_MESSAGE(
      FittedValueIteration(&simulator, cost, states, inputs, 0.1),
      ".*did not converge in 100000 iterations.*discount_factor below 1.*");
  // A system without an input port, and one with discrete state.
  const LinearSystem<double> autonomous(
      Eigen::Matrix<double, 1, 1>::Zero(), Eigen::MatrixXd(1, 0),
      Eigen::MatrixXd(0, 1), Eigen::MatrixXd(0, 0));
  Simulator<double> no_input(autonomous);
  DRAKE_EXPECT_THROWS_MESSAGE(
      FittedValueIteration(&no_input, cost, states, inputs, 0.1),
      ".*has no input port for the policy to drive.*");
  const LinearSystem<double> discrete(
      Eigen::Matrix<double, 1, 1>::Ones(), Eigen::Matrix<double, 1, 1>::Ones(),
      Eigen::MatrixXd(0, 1), Eigen::MatrixXd(0, 1), 0.1);
  Simulator<double> discrete_simulator(discrete);
  DRAKE_EXPECT_THROWS_MESSAGE(
      FittedValueIteration(&discrete_simulator, cost, states, inputs, 0.1),
      ".*has no continuous state.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      LinearProgrammingApproximateDynamicProgramming(
          &simulator, cost,
          [](const Eigen::Ref<const Eigen::VectorXd>& x,
             const VectorX<symbolic::Variable>& p) {
            return p[0] * x[0] * x[0];
          },
          1, Eigen::MatrixXd::Zero(1, 3), Eigen::MatrixXd::Zero(1, 2), 0.1),
      ".*not supported yet.*linear-programming solver.*");
}

}  // namespace dynamic_programming_test
}  // namespace controllers
}  // namespace systems
}  // namespace drake
