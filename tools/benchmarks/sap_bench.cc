// SapSolver::SolveWithGuess on a 6-box stack: nv = 36 (one 6-DOF clique per
// box), 24 SAP friction-cone contacts (4 with the ground, 4 between each pair
// of neighbours, 20 of them coupling two cliques), exact line search.
//
//   BM_SapStackResting: gravity and a slight slide (mostly stiction).
//   BM_SapStackSliding: 1 m/s slides, μ = 0.1 (sliding, harder).
// Each is solved cold (v_guess = 0) and warm (v_guess = the solution), with
// the block-sparse (sparse:1, the default) or dense (sparse:0) Cholesky.
// Counters: Newton iterations and line-search evaluations per solve.

#include <memory>
#include <utility>
#include <vector>

#include <benchmark/benchmark.h>

#include "drake/multibody/contact_solvers/sap/sap_contact_problem.h"
#include "drake/multibody/contact_solvers/sap/sap_friction_cone_constraint.h"
#include "drake/multibody/contact_solvers/sap/sap_solver.h"

namespace drake {
namespace multibody {
namespace contact_solvers {
namespace internal {
namespace {

using Eigen::Matrix3d;
using Eigen::MatrixXd;
using Eigen::Vector3d;
using Eigen::VectorXd;

constexpr double kGravity = 9.81;
constexpr double kTimeStep = 0.01;

// vc = [−[p]×, I]⋅[ω; v] for a point p from the box center (world-aligned).
MatrixXd PointJacobian(const Vector3d& p) {
  MatrixXd J(3, 6);
  Matrix3d p_cross;
  p_cross << 0, -p(2), p(1), p(2), 0, -p(0), -p(1), p(0), 0;
  J.leftCols<3>() = -p_cross;
  J.rightCols<3>() = Matrix3d::Identity();
  return J;
}

std::unique_ptr<SapContactProblem<double>> MakeStack(double mu, double slide) {
  const int num_boxes = 6;
  const double side = 0.2, mass = 1.0, k = 1e6;
  const double inertia = mass * side * side / 6.0;
  MatrixXd M = MatrixXd::Zero(6, 6);
  M.diagonal() << inertia, inertia, inertia, mass, mass, mass;
  VectorXd v_star = VectorXd::Zero(6 * num_boxes);
  for (int b = 0; b < num_boxes; ++b) {
    v_star(6 * b + 2) = 5 * slide * (b % 2 == 0 ? 1 : -1);
    v_star(6 * b + 3) = slide * (b + 1);
    v_star(6 * b + 5) = -kGravity * kTimeStep;
  }
  auto problem = std::make_unique<SapContactProblem<double>>(
      kTimeStep, std::vector<MatrixXd>(num_boxes, M), v_star);
  SapFrictionConeConstraint<double>::Parameters p;
  p.mu = mu;
  p.stiffness = k;
  p.dissipation_time_scale = 0.01;
  const double half = side / 2;
  for (int b = 0; b < num_boxes; ++b) {
    const double phi0 = -(num_boxes - b) * mass * kGravity / 4.0 / k;
    for (int corner = 0; corner < 4; ++corner) {
      const double x = corner % 2 == 0 ? half : -half;
      const double y = corner < 2 ? half : -half;
      const MatrixXd J_upper = PointJacobian(Vector3d(x, y, -half));
      if (b == 0) {
        problem->AddConstraint(
            std::make_unique<SapFrictionConeConstraint<double>>(0, J_upper,
                                                                phi0, p));
      } else {
        problem->AddConstraint(
            std::make_unique<SapFrictionConeConstraint<double>>(
                b, J_upper, b - 1, -PointJacobian(Vector3d(x, y, half)), phi0,
                p));
      }
    }
  }
  return problem;
}

void RunStack(benchmark::State& state, double mu, double slide) {
  const bool warm = state.range(0) != 0;
  const bool sparse = state.range(1) != 0;
  const auto problem = MakeStack(mu, slide);
  SapSolver<double> solver;
  SapSolverParameters params;
  params.linear_solver_type =
      sparse ? SapHessianFactorizationType::kBlockSparseCholesky
             : SapHessianFactorizationType::kDense;
  solver.set_parameters(params);
  SapSolverResults<double> results;
  VectorXd guess = VectorXd::Zero(problem->num_velocities());
  if (solver.SolveWithGuess(*problem, guess, &results) !=
      SapSolverStatus::kSuccess) {
    state.SkipWithError("SAP failed");
    return;
  }
  if (warm) guess = results.v;
  int64_t iterations = 0, line_search = 0;
  for (auto _ : state) {
    solver.SolveWithGuess(*problem, guess, &results);
    benchmark::DoNotOptimize(results.v.data());
    iterations += solver.get_statistics().num_iters;
    line_search += solver.get_statistics().num_line_search_iters;
  }
  state.counters["newton_iters"] = benchmark::Counter(
      static_cast<double>(iterations), benchmark::Counter::kAvgIterations);
  state.counters["ls_iters"] = benchmark::Counter(
      static_cast<double>(line_search), benchmark::Counter::kAvgIterations);
}

void BM_SapStackResting(benchmark::State& state) { RunStack(state, 0.5, 0.01); }
void BM_SapStackSliding(benchmark::State& state) { RunStack(state, 0.1, 1.0); }
BENCHMARK(BM_SapStackResting)
    ->ArgNames({"warm", "sparse"})
    ->ArgsProduct({{0, 1}, {0, 1}})
    ->Unit(benchmark::kMicrosecond)
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);
BENCHMARK(BM_SapStackSliding)
    ->ArgNames({"warm", "sparse"})
    ->ArgsProduct({{0, 1}, {0, 1}})
    ->Unit(benchmark::kMicrosecond)
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);

}  // namespace
}  // namespace internal
}  // namespace contact_solvers
}  // namespace multibody
}  // namespace drake

BENCHMARK_MAIN();
