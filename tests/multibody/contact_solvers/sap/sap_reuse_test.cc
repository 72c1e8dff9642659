// Reusing a SapContactProblem and its constraints across solves (what the
// plant's discrete step does): Reset, TruncateConstraints and the in-place
// setters give the same solutions as problems built from scratch.

#include <limits>
#include <memory>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "drake/common/test_utilities/expect_throws_message.h"
#include "drake/multibody/contact_solvers/sap/sap_contact_problem.h"
#include "drake/multibody/contact_solvers/sap/sap_friction_cone_constraint.h"
#include "drake/multibody/contact_solvers/sap/sap_holonomic_constraint.h"
#include "drake/multibody/contact_solvers/sap/sap_solver.h"

namespace drake {
namespace multibody {
namespace contact_solvers {
namespace internal {
namespace sap_reuse_test {

using Eigen::MatrixXd;
using Eigen::VectorXd;

constexpr double kInf = std::numeric_limits<double>::infinity();

SapHolonomicConstraint<double>::Parameters LimitParameters() {
  SapHolonomicConstraint<double>::Parameters p;
  p.impulse_lower_limits = VectorXd::Zero(1);
  p.impulse_upper_limits = VectorXd::Constant(1, kInf);
  p.stiffnesses = VectorXd::Constant(1, 1e5);
  p.relaxation_times = VectorXd::Constant(1, 0.01);
  return p;
}

// A 2-dof clique (A SPD), one one-sided limit on q0 − q1 and one contact
// on dof 1 (as the normal direction of a 3-row Jacobian).
struct Data {
  MatrixXd A;
  VectorXd v_star;
  MatrixXd J_limit;
  VectorXd g0;
  MatrixXd J_contact;
  double phi0;
};

Data MakeData(double scale) {
  Data d;
  d.A.resize(2, 2);
  d.A << 2.0 * scale, 0.3, 0.3, 1.0 * scale;
  d.v_star = VectorXd(2);
  d.v_star << -0.4 * scale, -0.2;
  d.J_limit = MatrixXd(1, 2);
  d.J_limit << 1.0, -1.0;
  d.g0 = VectorXd::Constant(1, 1e-3 * scale);
  d.J_contact = MatrixXd::Zero(3, 2);
  d.J_contact(0, 0) = 1.0;
  d.J_contact(2, 1) = 1.0;
  d.phi0 = -1e-3 * scale;
  return d;
}

SapFrictionConeConstraint<double>::Parameters ContactParameters() {
  SapFrictionConeConstraint<double>::Parameters p;
  p.mu = 0.5;
  p.stiffness = 1e4;
  p.dissipation_time_scale = 0.01;
  return p;
}

std::unique_ptr<SapContactProblem<double>> MakeFresh(const Data& d) {
  auto problem = std::make_unique<SapContactProblem<double>>(
      0.01, std::vector<MatrixXd>{d.A}, d.v_star);
  problem->AddConstraint(std::make_unique<SapHolonomicConstraint<double>>(
      0, d.J_limit, d.g0, LimitParameters()));
  problem->AddConstraint(std::make_unique<SapFrictionConeConstraint<double>>(
      0, d.J_contact, d.phi0, ContactParameters()));
  return problem;
}

VectorXd Solve(const SapContactProblem<double>& problem) {
  SapSolver<double> solver;
  SapSolverResults<double> results;
  EXPECT_EQ(solver.SolveWithGuess(problem, VectorXd::Zero(2), &results),
            SapSolverStatus::kSuccess);
  return results.v;
}

TEST(SapReuseTest, ResetAndInPlaceUpdatesMatchAFreshProblem) {
  const Data first = MakeData(1.0);
  const Data second = MakeData(1.7);
  auto reused = MakeFresh(first);
  const VectorXd v_first = Solve(*reused);
  // Same sizes: Reset keeps the constraints, which are updated in place.
  EXPECT_TRUE(reused->Reset(0.01, {second.A}, second.v_star));
  ASSERT_EQ(reused->num_constraints(), 2);
  auto& limit = dynamic_cast<SapHolonomicConstraint<double>&>(
      reused->get_mutable_constraint(0));
  limit.set_g0(second.g0);
  limit.set_first_clique_jacobian(second.J_limit);
  auto& contact = dynamic_cast<SapFrictionConeConstraint<double>&>(
      reused->get_mutable_constraint(1));
  contact.Reset(second.phi0, ContactParameters());
  contact.set_first_clique_jacobian(second.J_contact);
  const VectorXd v_reused = Solve(*reused);
  const VectorXd v_fresh = Solve(*MakeFresh(second));
  // Same problem, same deterministic solver: equal to rounding.
  EXPECT_LT((v_reused - v_fresh).norm(), 1e-12);
  // And a different answer from the first problem's (the update mattered).
  EXPECT_GT((v_reused - v_first).norm(), 1e-3);
}

// A released constraint is the same object, and the problem it returns to
// is the same problem (as the plant's driver keeps spares between steps).
TEST(SapReuseTest, ReleaseLastConstraintAndAddItBack) {
  const Data d = MakeData(1.0);
  auto problem = MakeFresh(d);
  const VectorXd v_before = Solve(*problem);
  const SapConstraint<double>* contact = &problem->get_constraint(1);
  std::unique_ptr<SapConstraint<double>> released =
      problem->ReleaseLastConstraint();
  EXPECT_EQ(released.get(), contact);
  EXPECT_EQ(problem->num_constraints(), 1);
  EXPECT_EQ(problem->num_constraint_equations(), 1);  // The limit's one.
  problem->AddConstraint(std::move(released));
  EXPECT_EQ(problem->num_constraint_equations(), 4);
  // Same problem, same deterministic solver: equal to rounding.
  EXPECT_LT((Solve(*problem) - v_before).norm(), 1e-12);
  problem->TruncateConstraints(0);
  DRAKE_EXPECT_THROWS_MESSAGE(problem->ReleaseLastConstraint(),
                              ".*num_constraints\\(\\) > 0.*");
}

TEST(SapReuseTest, TruncateAndResizingReset) {
  const Data d = MakeData(1.0);
  auto problem = MakeFresh(d);
  problem->TruncateConstraints(1);
  EXPECT_EQ(problem->num_constraints(), 1);
  EXPECT_EQ(problem->num_constraint_equations(), 1);
  problem->TruncateConstraints(5);  // Fewer than 5: keeps them.
  EXPECT_EQ(problem->num_constraints(), 1);
  problem->TruncateConstraints(0);
  // No constraints: the solution is the free motion.
  EXPECT_LT((Solve(*problem) - d.v_star).norm(), 1e-12);
  // A clique of another size drops every constraint.
  problem->AddConstraint(std::make_unique<SapHolonomicConstraint<double>>(
      0, d.J_limit, d.g0, LimitParameters()));
  EXPECT_FALSE(
      problem->Reset(0.01, {MatrixXd::Identity(3, 3)}, VectorXd::Ones(3)));
  EXPECT_EQ(problem->num_constraints(), 0);
  EXPECT_EQ(problem->num_velocities(), 3);
}

// A constraint moved onto another clique of the same size (as the plant's
// driver reuses a spare contact constraint on another pair of trees) acts
// there exactly as one made for it.
TEST(SapReuseTest, SetCliquesMovesAConstraintToAnotherClique) {
  const Data d = MakeData(1.0);
  const Data other = MakeData(1.7);
  const std::vector<MatrixXd> A{d.A, other.A};
  VectorXd v_star(4);
  v_star << d.v_star, other.v_star;
  // Made on clique 0, moved to clique 1.
  SapContactProblem<double> moved(0.01, A, v_star);
  auto contact = std::make_unique<SapFrictionConeConstraint<double>>(
      0, d.J_contact, d.phi0, ContactParameters());
  contact->set_cliques(1);
  EXPECT_EQ(contact->first_clique(), 1);
  EXPECT_EQ(contact->num_cliques(), 1);
  moved.AddConstraint(std::move(contact));
  SapContactProblem<double> fresh(0.01, A, v_star);
  fresh.AddConstraint(std::make_unique<SapFrictionConeConstraint<double>>(
      1, d.J_contact, d.phi0, ContactParameters()));
  SapSolver<double> solver;
  SapSolverResults<double> moved_results;
  SapSolverResults<double> fresh_results;
  ASSERT_EQ(solver.SolveWithGuess(moved, VectorXd::Zero(4), &moved_results),
            SapSolverStatus::kSuccess);
  ASSERT_EQ(solver.SolveWithGuess(fresh, VectorXd::Zero(4), &fresh_results),
            SapSolverStatus::kSuccess);
  // Same problem, same deterministic solver: equal to rounding.
  EXPECT_LT((moved_results.v - fresh_results.v).norm(), 1e-12);
  // Clique 0 moves freely now (v = v*), clique 1 is pushed by the contact.
  EXPECT_LT((moved_results.v.head(2) - d.v_star).norm(), 1e-12);
  EXPECT_GT((moved_results.v.tail(2) - other.v_star).norm(), 1e-3);

  // A two-clique constraint swaps its cliques; the count cannot change.
  SapFrictionConeConstraint<double> pair(0, d.J_contact, 1, d.J_contact, d.phi0,
                                         ContactParameters());
  pair.set_cliques(1, 0);
  EXPECT_EQ(pair.first_clique(), 1);
  EXPECT_EQ(pair.second_clique(), 0);
  DRAKE_EXPECT_THROWS_MESSAGE(
      pair.set_cliques(1),
      ".*acts on 2 clique\\(s\\), but cliques 1 and -1 were given.*");
  DRAKE_EXPECT_THROWS_MESSAGE(pair.set_cliques(2, 2),
                              ".*two distinct cliques, got clique 2 twice.*");
  DRAKE_EXPECT_THROWS_MESSAGE(pair.set_cliques(-3, 2),
                              ".*must be non-negative, got -3.*");
  // A failed call leaves the cliques as they were.
  EXPECT_EQ(pair.first_clique(), 1);
  EXPECT_EQ(pair.second_clique(), 0);
  SapFrictionConeConstraint<double> single(0, d.J_contact, d.phi0,
                                           ContactParameters());
  DRAKE_EXPECT_THROWS_MESSAGE(
      single.set_cliques(0, 1),
      ".*acts on 1 clique\\(s\\), but cliques 0 and 1 were given.*");
}

}  // namespace sap_reuse_test
}  // namespace internal
}  // namespace contact_solvers
}  // namespace multibody
}  // namespace drake
