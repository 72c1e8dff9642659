#include "drake/multibody/contact_solvers/sap/sap_holonomic_constraint.h"

#include <cmath>
#include <limits>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "multibody/contact_solvers/sap/sap_test_utilities.h"
#include "test_utilities/expect_throws_message.h"

namespace drake {
namespace multibody {
namespace contact_solvers {
namespace internal {
namespace sap_holonomic_constraint_test {

using Eigen::MatrixXd;
using Eigen::Vector3d;
using Eigen::VectorXd;
using Constraint = SapHolonomicConstraint<double>;

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kTimeStep = 0.01;
constexpr double kDelassus = 2.0;

// Three equations: a two-sided box [−1, 2], a one-sided limit [0, ∞) and an
// unbounded rigid equation (k = ∞).
Constraint::Parameters MakeParameters() {
  Constraint::Parameters p;
  p.impulse_lower_limits = Vector3d(-1.0, 0.0, -kInf);
  p.impulse_upper_limits = Vector3d(2.0, kInf, kInf);
  p.stiffnesses = Vector3d(1.0e3, 1.0e4, kInf);
  p.relaxation_times = Vector3d(0.02, 0.0, 0.0);
  return p;
}

std::unique_ptr<Constraint> MakeConstraint() {
  auto c = std::make_unique<Constraint>(0, MatrixXd::Identity(3, 3),
                                        Vector3d(0.01, -0.002, 0.003),
                                        MakeParameters());
  c->Prepare(kTimeStep, kDelassus);
  return c;
}

TEST(SapHolonomicConstraint, Regularization) {
  const auto c = MakeConstraint();
  const double near_rigid = 0.01 / (4 * M_PI * M_PI) * kDelassus;
  // R = max(β²/(4π²)⋅w, 1/(h⋅k⋅(h + τ))): 1/(0.01⋅1e3⋅0.03) = 3.33,
  // 1/(0.01⋅1e4⋅0.01) = 1, and the near-rigid value for k = ∞.
  EXPECT_NEAR(c->R()(0), 1.0 / 0.3, 1e-14);
  EXPECT_NEAR(c->R()(1), 1.0, 1e-14);
  EXPECT_NEAR(c->R()(2), near_rigid, 1e-16);
  // v̂ = −g₀/(h + τ).
  EXPECT_NEAR(c->v_hat()(0), -0.01 / 0.03, 1e-15);
  EXPECT_NEAR(c->v_hat()(1), 0.002 / 0.01, 1e-15);
  EXPECT_NEAR(c->v_hat()(2), -0.003 / 0.01, 1e-15);
}

// γ = clamp(−R⁻¹⋅(vc − v̂), lower, upper) and G = R⁻¹ inside, 0 at a bound.
TEST(SapHolonomicConstraint, ImpulseClosedForm) {
  const auto c = MakeConstraint();
  const VectorXd& R = c->R();
  const VectorXd& v_hat = c->v_hat();
  // y = (1.5, 0.5, 7): all inside.
  const Vector3d y_in(1.5, 0.5, 7.0);
  const auto in = test::Evaluate(*c, v_hat - R.cwiseProduct(y_in));
  EXPECT_LE((in.gamma - y_in).norm(), 1e-12);
  EXPECT_LE((in.G - R.cwiseInverse().asDiagonal().toDenseMatrix()).norm(),
            1e-9);
  EXPECT_NEAR(in.cost, 0.5 * y_in.dot(R.cwiseProduct(y_in)), 1e-12);
  // y = (3, −0.5, −7): above the upper bound, below the one-sided limit,
  // inside for the unbounded one.
  const Vector3d y_out(3.0, -0.5, -7.0);
  const auto out = test::Evaluate(*c, v_hat - R.cwiseProduct(y_out));
  EXPECT_LE((out.gamma - Vector3d(2.0, 0.0, -7.0)).norm(), 1e-12);
  EXPECT_EQ(out.G(0, 0), 0.0);
  EXPECT_EQ(out.G(1, 1), 0.0);
  EXPECT_NEAR(out.G(2, 2), 1.0 / R(2), 1e-9);
  // ℓ beyond a bound b: R⋅b⋅(y − b/2); the one-sided limit at γ = 0 costs 0.
  EXPECT_NEAR(out.cost, R(0) * 2.0 * (3.0 - 1.0) + 0.5 * R(2) * 49.0, 1e-12);
}

TEST(SapHolonomicConstraint, Gradients) {
  const auto c = MakeConstraint();
  const VectorXd& R = c->R();
  const VectorXd& v_hat = c->v_hat();
  // δ = 1e-9 m/s keeps the stencil off the bounds (the points below are
  // ≥ 0.1 away in y, ≥ 1e-3 m/s in vc). The cost is piecewise quadratic, so
  // central differences are exact but for round-off ~ε⋅|ℓ|/δ ≈ 1e-6.
  for (const Vector3d& y :
       {Vector3d(1.5, 0.5, 7.0), Vector3d(3.0, -0.5, -7.0),
        Vector3d(-4.0, 20.0, 0.1), Vector3d(-0.9, -0.1, 1e3)}) {
    SCOPED_TRACE(fmt::format("y = {} {} {}", y(0), y(1), y(2)));
    test::ExpectGradientsMatchFiniteDifferences(*c, v_hat - R.cwiseProduct(y),
                                                1e-9, 1e-5, 1e-5);
  }
}

// The cost is continuous at the bounds: at y = b the two branches agree.
TEST(SapHolonomicConstraint, CostContinuity) {
  const auto c = MakeConstraint();
  const VectorXd& R = c->R();
  const VectorXd& v_hat = c->v_hat();
  const double eps = 1e-9;
  const auto cost_at = [&](const Vector3d& y) {
    return test::Evaluate(*c, v_hat - R.cwiseProduct(y)).cost;
  };
  // the gradient in y is R⋅γ = O(10), so the two sides differ by O(1e-8).
  EXPECT_NEAR(cost_at({2.0 + eps, 1.0, 0.0}), cost_at({2.0 - eps, 1.0, 0.0}),
              1e-7);
  EXPECT_NEAR(cost_at({-1.0 + eps, eps, 0.0}), cost_at({-1.0 - eps, -eps, 0.0}),
              1e-7);
}

TEST(SapHolonomicConstraint, BadInput) {
  Constraint::Parameters p = MakeParameters();
  p.stiffnesses = Eigen::Vector2d(1, 1);
  DRAKE_EXPECT_THROWS_MESSAGE(
      Constraint(0, MatrixXd::Identity(3, 3), Vector3d::Zero(), p),
      "SapHolonomicConstraint: stiffnesses has size 2, expected 3 .*");
  p = MakeParameters();
  p.impulse_lower_limits(1) = 3.0;
  p.impulse_upper_limits(1) = 1.0;
  DRAKE_EXPECT_THROWS_MESSAGE(
      Constraint(0, MatrixXd::Identity(3, 3), Vector3d::Zero(), p),
      "SapHolonomicConstraint: equation 1 has impulse_lower_limits = 3 and "
      "impulse_upper_limits = 1; expected lower <= upper.");
  p = MakeParameters();
  p.stiffnesses(2) = 0.0;
  DRAKE_EXPECT_THROWS_MESSAGE(
      Constraint(0, MatrixXd::Identity(3, 3), Vector3d::Zero(), p),
      "SapHolonomicConstraint: equation 2 has stiffness = 0, .*");
  p = MakeParameters();
  p.beta = 0;
  DRAKE_EXPECT_THROWS_MESSAGE(
      Constraint(0, MatrixXd::Identity(3, 3), Vector3d::Zero(), p),
      "SapHolonomicConstraint: beta = 0, expected beta > 0.");
}

// The base class: clique bookkeeping and its argument checks.
TEST(SapConstraint, CliquesAndJacobians) {
  const Constraint one(2, MatrixXd::Ones(3, 4), Vector3d::Zero(),
                       MakeParameters());
  EXPECT_EQ(one.num_cliques(), 1);
  EXPECT_EQ(one.first_clique(), 2);
  EXPECT_EQ(one.num_constraint_equations(), 3);
  EXPECT_EQ(one.first_clique_jacobian(), MatrixXd::Ones(3, 4));
  DRAKE_EXPECT_THROWS_MESSAGE(one.second_clique(),
                              "SapConstraint::second_clique\\(\\): this "
                              "constraint acts on one clique only.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      one.second_clique_jacobian(),
      "SapConstraint::second_clique_jacobian\\(\\): .*");

  const Constraint two(0, MatrixXd::Ones(3, 2), 1, MatrixXd::Zero(3, 5),
                       Vector3d::Zero(), MakeParameters());
  EXPECT_EQ(two.num_cliques(), 2);
  EXPECT_EQ(two.second_clique(), 1);
  EXPECT_EQ(two.second_clique_jacobian(), MatrixXd::Zero(3, 5));

  DRAKE_EXPECT_THROWS_MESSAGE(
      Constraint(1, MatrixXd::Ones(3, 2), 1, MatrixXd::Ones(3, 2),
                 Vector3d::Zero(), MakeParameters()),
      "SapConstraint: a two-clique constraint needs two distinct cliques, got "
      "clique 1 twice.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      Constraint(0, MatrixXd::Ones(3, 2), 1, MatrixXd::Ones(2, 2),
                 Vector3d::Zero(), MakeParameters()),
      "SapConstraint: the two Jacobians must have the same number of rows "
      "\\(constraint equations\\), got 3 and 2.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      Constraint(-1, MatrixXd::Ones(3, 2), Vector3d::Zero(), MakeParameters()),
      "SapConstraint: the clique index must be non-negative, got -1.");
}

}  // namespace sap_holonomic_constraint_test
}  // namespace internal
}  // namespace contact_solvers
}  // namespace multibody
}  // namespace drake
