#include "drake/multibody/contact_solvers/sap/sap_pd_controller_constraint.h"

#include <algorithm>
#include <limits>

#include <gtest/gtest.h>

#include "multibody/contact_solvers/sap/sap_test_utilities.h"
#include "test_utilities/expect_throws_message.h"

namespace drake {
namespace multibody {
namespace contact_solvers {
namespace internal {
namespace sap_pd_controller_constraint_test {

using Eigen::MatrixXd;
using Eigen::VectorXd;
using Constraint = SapPdControllerConstraint<double>;

constexpr double kTimeStep = 0.01;

Constraint::Configuration MakeConfiguration() {
  return {.clique = 1,
          .clique_dof = 2,
          .clique_nv = 4,
          .q0 = 0.3,
          .qd = 0.5,
          .vd = 0.1,
          .u0 = 0.2};
}

Constraint::Parameters MakeParameters(double effort_limit) {
  return {.Kp = 100.0, .Kd = 5.0, .effort_limit = effort_limit};
}

std::unique_ptr<Constraint> MakeConstraint(double effort_limit) {
  auto c = std::make_unique<Constraint>(MakeConfiguration(),
                                        MakeParameters(effort_limit));
  c->Prepare(kTimeStep, 1.0);
  return c;
}

VectorXd V(double v) { return VectorXd::Constant(1, v); }

TEST(SapPdControllerConstraint, Jacobian) {
  const auto c = MakeConstraint(10.0);
  EXPECT_EQ(c->num_constraint_equations(), 1);
  EXPECT_EQ(c->first_clique(), 1);
  MatrixXd J = MatrixXd::Zero(1, 4);
  J(0, 2) = 1.0;
  EXPECT_EQ(c->first_clique_jacobian(), J);
}

// γ = h⋅clamp(−Kp⋅(q₀ + h⋅v − qd) − Kd⋅(v − vd) + u₀, −e, e).
TEST(SapPdControllerConstraint, ImpulseClosedForm) {
  const double e = 10.0;
  const auto c = MakeConstraint(e);
  for (double v : {-3.0, 0.0, 0.7, 2.5, 4.0, 6.0}) {
    const double u =
        -100.0 * (0.3 + kTimeStep * v - 0.5) - 5.0 * (v - 0.1) + 0.2;
    const auto r = test::Evaluate(*c, V(v));
    EXPECT_NEAR(r.gamma(0), kTimeStep * std::clamp(u, -e, e), 1e-15) << v;
    // G = h⋅(h⋅Kp + Kd) = 0.01⋅6 unsaturated, 0 saturated.
    EXPECT_NEAR(r.G(0, 0), std::abs(u) < e ? 0.06 : 0.0, 1e-15) << v;
  }
}

TEST(SapPdControllerConstraint, Gradients) {
  // ũ(v) = 20.7 − 6⋅v is within ±10 for v in (1.78, 5.12); the points below
  // are ≥ 0.1 away from either end. The cost is piecewise quadratic: central
  // differences are exact but for round-off ~ε⋅|ℓ|/δ ≈ 1e-9 with δ = 1e-6.
  for (double e : {10.0, std::numeric_limits<double>::infinity()}) {
    const auto c = MakeConstraint(e);
    for (double v : {-3.0, 0.0, 0.7, 2.5, 4.0, 6.0}) {
      test::ExpectGradientsMatchFiniteDifferences(*c, V(v), 1e-6, 1e-7, 1e-7);
    }
  }
  // zero gains: a constant impulse h⋅clamp(u₀), linear cost.
  Constraint zero(MakeConfiguration(),
                  {.Kp = 0.0, .Kd = 0.0, .effort_limit = 0.1});
  zero.Prepare(kTimeStep, 1.0);
  EXPECT_NEAR(test::Evaluate(zero, V(2.0)).gamma(0), kTimeStep * 0.1, 1e-16);
  test::ExpectGradientsMatchFiniteDifferences(zero, V(2.0), 1e-6, 1e-7, 1e-7);
}

TEST(SapPdControllerConstraint, CostContinuity) {
  const auto c = MakeConstraint(10.0);
  // ũ = 10 at v* = (−100⋅(0.3 − 0.5) + 0.5 + 0.2 − 10)/(100⋅h + 5) =
  // 10.7/6; the cost's slope is |γ| ≤ 0.1, so the sides differ by O(1e-10).
  const double v_saturation = (20.0 + 0.5 + 0.2 - 10.0) / 6.0;
  const double eps = 1e-9;
  EXPECT_NEAR(test::Evaluate(*c, V(v_saturation - eps)).cost,
              test::Evaluate(*c, V(v_saturation + eps)).cost, 1e-9);
}

TEST(SapPdControllerConstraint, BadInput) {
  DRAKE_EXPECT_THROWS_MESSAGE(
      Constraint(MakeConfiguration(), MakeParameters(0.0)),
      "SapPdControllerConstraint: invalid parameters Kp = 100, Kd = 5, "
      "effort_limit = 0; .*");
  Constraint::Configuration config = MakeConfiguration();
  config.clique_dof = 4;
  DRAKE_EXPECT_THROWS_MESSAGE(
      Constraint(config, MakeParameters(1.0)),
      "SapPdControllerConstraint: invalid configuration clique = 1, "
      "clique_dof = 4, clique_nv = 4; .*");
}

}  // namespace sap_pd_controller_constraint_test
}  // namespace internal
}  // namespace contact_solvers
}  // namespace multibody
}  // namespace drake
