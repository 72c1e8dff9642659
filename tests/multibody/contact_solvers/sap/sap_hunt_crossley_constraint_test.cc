#include "drake/multibody/contact_solvers/sap/sap_hunt_crossley_constraint.h"

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
namespace sap_hunt_crossley_constraint_test {

using Eigen::MatrixXd;
using Eigen::Vector3d;
using Constraint = SapHuntCrossleyConstraint<double>;
using Model = SapHuntCrossleyApproximation;

constexpr double kTimeStep = 0.01;
constexpr double kDelassus = 1.0;

// k = 1e4 N/m, d = 5 s/m, μ = 0.5, φ₀ = −1 mm ⇒ fe0 = 10 N, vn0 = −0.05 m/s.
// Then v_max = min(fe0/(h⋅k), 1/d) = min(0.1, 0.2) = 0.1 m/s,
// n₀ = h⋅fe0⋅(1 − d⋅vn0) = 0.01⋅10⋅1.25 = 0.125 N⋅s and
// εₛ = max(vs, μ⋅σ⋅w⋅n₀) = max(1e-4, 6.25e-5) = 1e-4 m/s.
Constraint::Parameters MakeParameters(Model model) {
  Constraint::Parameters p;
  p.model = model;
  p.friction = 0.5;
  p.stiffness = 1.0e4;
  p.dissipation = 5.0;
  p.stiction_tolerance = 1.0e-4;
  return p;
}

Constraint::Configuration MakeConfiguration() {
  return {.phi0 = -1.0e-3, .vn0 = -0.05, .fe0 = 10.0};
}

std::unique_ptr<Constraint> MakeConstraint(
    Model model, const Constraint::Configuration& config = MakeConfiguration(),
    const Constraint::Parameters* parameters = nullptr) {
  auto c = std::make_unique<Constraint>(
      0, MatrixXd::Identity(3, 3), config,
      parameters != nullptr ? *parameters : MakeParameters(model));
  c->Prepare(kTimeStep, kDelassus);
  return c;
}

// Composite Simpson's rule, for an independent check of the primitive.
template <typename F>
double Integrate(const F& f, double a, double b, int n = 2000) {
  const double dx = (b - a) / n;
  double sum = f(a) + f(b);
  for (int i = 1; i < n; ++i) sum += (i % 2 == 1 ? 4 : 2) * f(a + i * dx);
  return sum * dx / 3;
}

TEST(SapHuntCrossleyConstraint, PreparedValues) {
  const auto c = MakeConstraint(Model::kSimilar);
  EXPECT_NEAR(c->n0(), 0.125, 1e-15);
  EXPECT_NEAR(c->epsilon_soft(), 1e-4, 1e-18);
  // an impact (large n₀) makes SAP's term dominate: n₀ = h⋅fe0⋅(1 + d⋅2) =
  // 0.01⋅1000⋅11 = 110, εₛ = μ⋅σ⋅w⋅n₀ = 0.5⋅1e-3⋅1⋅110 = 0.055.
  const auto impact = MakeConstraint(
      Model::kSimilar, {.phi0 = -0.1, .vn0 = -2.0, .fe0 = 1000.0});
  EXPECT_NEAR(impact->n0(), 110.0, 1e-12);
  EXPECT_NEAR(impact->epsilon_soft(), 0.055, 1e-15);
}

// n(vn) = h⋅(fₑ − h⋅k⋅vn)₊⋅(1 − d⋅vn)₊ and its primitive P, P' = −n.
TEST(SapHuntCrossleyConstraint, NormalImpulseAndPrimitive) {
  const auto c = MakeConstraint(Model::kLagged);
  // h⋅(10 + 100⋅0.2)⋅(1 + 5⋅0.2) = 0.01⋅30⋅2 = 0.6.
  EXPECT_NEAR(c->CalcNormalImpulse(-0.2), 0.6, 1e-14);
  // at rest: h⋅fe0 = 0.1.
  EXPECT_NEAR(c->CalcNormalImpulse(0.0), 0.1, 1e-15);
  // separating faster than v_max = 0.1: no impulse, no cost.
  EXPECT_EQ(c->CalcNormalImpulse(0.1), 0.0);
  EXPECT_EQ(c->CalcNormalImpulse(0.5), 0.0);
  EXPECT_EQ(c->CalcNormalPrimitive(0.5), 0.0);
  // P(vn) = ∫_vn^v_max n; Simpson's rule is exact for polynomials up to
  // degree 3 and n is quadratic, so only round-off remains.
  for (double vn : {-1.0, -0.2, 0.0, 0.05, 0.099}) {
    const double expected =
        Integrate([&](double s) { return c->CalcNormalImpulse(s); }, vn, 0.1);
    EXPECT_NEAR(c->CalcNormalPrimitive(vn), expected, 1e-12) << vn;
  }
  // dn/dvn by central differences (n is quadratic: exact to round-off).
  const double delta = 1e-6;
  for (double vn : {-1.0, -0.2, 0.0, 0.05}) {
    const double fd =
        (c->CalcNormalImpulse(vn + delta) - c->CalcNormalImpulse(vn - delta)) /
        (2 * delta);
    EXPECT_NEAR(c->CalcNormalImpulseDerivative(vn), fd, 1e-8) << vn;
  }
}

// A contact at positive distance (inside the margin): fₑ = −k⋅φ₀ < 0, so the
// force stays zero until the gap closes, vn < −φ₀/h = −0.1 m/s.
TEST(SapHuntCrossleyConstraint, SpeculativeContact) {
  const auto c =
      MakeConstraint(Model::kSimilar, {.phi0 = 1.0e-3, .vn0 = 0, .fe0 = 0});
  EXPECT_EQ(c->CalcNormalImpulse(-0.05), 0.0);
  EXPECT_EQ(c->n0(), 0.0);
  // h⋅(−10 + 100⋅0.2)⋅(1 + 5⋅0.2) = 0.01⋅10⋅2 = 0.2.
  EXPECT_NEAR(c->CalcNormalImpulse(-0.2), 0.2, 1e-14);
}

// Friction: the lagged model bounds ‖γt‖ by μ⋅n₀, the similar model by μ⋅γn;
// both oppose the slip velocity, and reach the bound when sliding ≫ εₛ.
TEST(SapHuntCrossleyConstraint, FrictionDirectionAndBound) {
  const Vector3d vc(0.3, -0.4, -0.02);  // sliding at 0.5 m/s ≫ εₛ.
  const auto lagged = test::Evaluate(*MakeConstraint(Model::kLagged), vc);
  EXPECT_NEAR(lagged.gamma(2), 0.01 * (10 + 100 * 0.02) * (1 + 5 * 0.02),
              1e-14);
  // ‖γt‖ = μ⋅n₀⋅‖vt‖/sqrt(‖vt‖² + ε²).
  const double f = 0.5 / std::sqrt(0.25 + 1e-8);
  EXPECT_NEAR(lagged.gamma.head<2>().norm(), 0.5 * 0.125 * f, 1e-14);
  EXPECT_NEAR(
      lagged.gamma.head<2>().normalized().dot(-vc.head<2>().normalized()), 1.0,
      1e-14);

  const auto similar = test::Evaluate(*MakeConstraint(Model::kSimilar), vc);
  EXPECT_LE(similar.gamma.head<2>().norm(), 0.5 * similar.gamma(2));
  EXPECT_NEAR(similar.gamma.head<2>().norm(), 0.5 * similar.gamma(2) * f,
              1e-14);
  EXPECT_NEAR(
      similar.gamma.head<2>().normalized().dot(-vc.head<2>().normalized()), 1.0,
      1e-14);
  // the similar model's normal impulse is n(z), z = vn − μ⋅‖vt‖ₛ.
  const double z = -0.02 - 0.5 * (std::sqrt(0.25 + 1e-8) - 1e-4);
  EXPECT_NEAR(similar.gamma(2),
              MakeConstraint(Model::kSimilar)->CalcNormalImpulse(z), 1e-14);
}

// γ = −∂ℓ/∂vc and G = −∂γ/∂vc in every regime of both models.
TEST(SapHuntCrossleyConstraint, Gradients) {
  // δ = 1e-9 m/s ≪ εₛ = 1e-4 (the scale on which the soft norm curves), so
  // the O(δ²/εₛ²) truncation error is ~1e-10 relative; G is up to
  // μ⋅n/εₛ ≈ 1e3 and the round-off in γ differences is ~ε⋅|γ|/δ ≈ 1e-7.
  const double delta = 1e-9;
  for (Model model : {Model::kLagged, Model::kSimilar}) {
    const auto c = MakeConstraint(model);
    for (const Vector3d& vc :
         {Vector3d(3e-5, -2e-5, -0.01),  // stiction (‖vt‖ < εₛ)
          Vector3d(0.3, -0.4, -0.02),    // sliding
          Vector3d(2e-4, 1e-4, 0.05),    // sliding, vn > 0 (still in contact)
          Vector3d(1e-3, 0.0, -0.5),     // fast approach
          Vector3d(0.01, 0.02, 0.3)}) {  // separated, vn > v_max
      SCOPED_TRACE(fmt::format("model {} vc = {} {} {}",
                               static_cast<int>(model), vc(0), vc(1), vc(2)));
      test::ExpectGradientsMatchFiniteDifferences(*c, vc, delta, 1e-6, 1e-5);
    }
  }
  // a hydroelastic-like point with k = 0 and d = 0: n = h⋅fe0 constant.
  Constraint::Parameters p = MakeParameters(Model::kSimilar);
  p.stiffness = 0;
  p.dissipation = 0;
  const auto c = MakeConstraint(Model::kSimilar, MakeConfiguration(), &p);
  EXPECT_NEAR(c->CalcNormalImpulse(5.0), 0.1, 1e-15);
  test::ExpectGradientsMatchFiniteDifferences(*c, Vector3d(0.1, 0.2, -0.3),
                                              delta, 1e-6, 1e-5);
}

// The cost is continuous where the normal impulse vanishes (vn = v_max for
// the lagged model, z = v_max for the similar one).
TEST(SapHuntCrossleyConstraint, CostContinuity) {
  for (Model model : {Model::kLagged, Model::kSimilar}) {
    const auto c = MakeConstraint(model);
    const double eps = 1e-9;
    // with vt = 0, z = vn and the boundary is vn = 0.1.
    const double below = test::Evaluate(*c, Vector3d(0, 0, 0.1 - eps)).cost;
    const double above = test::Evaluate(*c, Vector3d(0, 0, 0.1 + eps)).cost;
    // P(v_max − ε) = ∫ n ≈ n'⋅ε²/2 = O(1e-19).
    EXPECT_NEAR(below, 0.0, 1e-15);
    EXPECT_EQ(above, 0.0);
  }
}

// A velocity bias v_b (a moving surface) shifts the physical velocity:
// ℓ, γ and G at vc with bias v_b equal those at vc + v_b without it, for
// both models, sliding and sticking; Reset() keeps the bias.
TEST(SapHuntCrossleyConstraint, BiasVelocityShiftsTheVelocity) {
  const Vector3d v_b(0.3, -0.2, 0.0);
  for (const Model model : {Model::kLagged, Model::kSimilar}) {
    auto biased = MakeConstraint(model);
    EXPECT_EQ(biased->bias_velocity(), Vector3d::Zero());
    biased->set_bias_velocity(v_b);
    biased->Reset(MakeConfiguration(), MakeParameters(model));
    EXPECT_EQ(biased->bias_velocity(), v_b);
    const auto plain = MakeConstraint(model);
    for (const Vector3d& vc :
         {Vector3d(-0.3, 0.2, -0.01), Vector3d(0.1, 0.4, -0.02)}) {
      double cost_biased{}, cost_plain{};
      Eigen::VectorXd gamma_biased(3), gamma_plain(3);
      MatrixXd G_biased, G_plain;
      biased->CalcCostAndGradients(vc, &cost_biased, &gamma_biased, &G_biased);
      plain->CalcCostAndGradients(vc + v_b, &cost_plain, &gamma_plain,
                                  &G_plain);
      // Identical arithmetic on the same physical velocity: exact up to
      // the rounding of the sum vc + v_b (1e-15 relative).
      EXPECT_NEAR(cost_biased, cost_plain, 1e-15 * (1 + std::abs(cost_plain)));
      EXPECT_LT((gamma_biased - gamma_plain).norm(),
                1e-14 * (1 + gamma_plain.norm()));
      EXPECT_LT((G_biased - G_plain).norm(), 1e-12 * (1 + G_plain.norm()));
    }
  }
}

TEST(SapHuntCrossleyConstraint, BadInput) {
  Constraint::Parameters p = MakeParameters(Model::kLagged);
  p.stiffness = std::numeric_limits<double>::infinity();
  DRAKE_EXPECT_THROWS_MESSAGE(
      Constraint(0, MatrixXd::Identity(3, 3), MakeConfiguration(), p),
      "SapHuntCrossleyConstraint: invalid parameters .*stiffness = inf.*");
  p = MakeParameters(Model::kLagged);
  p.stiction_tolerance = 0;
  DRAKE_EXPECT_THROWS_MESSAGE(
      Constraint(0, MatrixXd::Identity(3, 3), MakeConfiguration(), p),
      ".*stiction_tolerance > 0.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      Constraint(0, MatrixXd::Identity(4, 3), MakeConfiguration(),
                 MakeParameters(Model::kLagged)),
      "SapHuntCrossleyConstraint: the contact Jacobian must have 3 rows "
      "\\[vt1, vt2, vn\\], got 4.");
}

}  // namespace sap_hunt_crossley_constraint_test
}  // namespace internal
}  // namespace contact_solvers
}  // namespace multibody
}  // namespace drake
