#include "drake/multibody/contact_solvers/sap/sap_friction_cone_constraint.h"

#include <cmath>
#include <limits>
#include <random>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "multibody/contact_solvers/sap/sap_test_utilities.h"
#include "test_utilities/expect_throws_message.h"

namespace drake {
namespace multibody {
namespace contact_solvers {
namespace internal {
namespace sap_friction_cone_constraint_test {

using Eigen::Matrix3d;
using Eigen::MatrixXd;
using Eigen::Vector3d;
using Eigen::VectorXd;
using Constraint = SapFrictionConeConstraint<double>;

constexpr double kTimeStep = 0.01;
constexpr double kDelassus = 1.0;  // a 1 kg particle, J = I.
constexpr double kEps = std::numeric_limits<double>::epsilon();

Constraint::Parameters MakeParameters() {
  Constraint::Parameters p;
  p.mu = 0.5;
  p.stiffness = 1.0e4;
  p.dissipation_time_scale = 0.01;
  return p;
}

// A prepared constraint on one 3-velocity clique, φ₀ = −1 mm.
std::unique_ptr<Constraint> MakeConstraint(
    const Constraint::Parameters& p = MakeParameters()) {
  auto c =
      std::make_unique<Constraint>(0, MatrixXd::Identity(3, 3), -1.0e-3, p);
  c->Prepare(kTimeStep, kDelassus);
  return c;
}

// The constraint velocity whose unprojected impulse is y: vc = v̂ − R⋅y.
VectorXd VelocityFromY(const Constraint& c, const Vector3d& y) {
  return c.v_hat() - c.R().cwiseProduct(y);
}

TEST(SapFrictionConeConstraint, Regularization) {
  const auto c = MakeConstraint();
  // Rn = 1/(h⋅k⋅(h + τ)) = 1/(0.01⋅1e4⋅0.02) = 0.5 exceeds the near-rigid
  // bound β²/(4π²)⋅w = 0.0253; Rt = σ⋅w = 1e-3; v̂n = −φ₀/(h + τ) = 0.05.
  EXPECT_NEAR(c->R()(2), 0.5, 1e-15);
  EXPECT_NEAR(c->R()(0), 1e-3, 1e-18);
  EXPECT_NEAR(c->R()(1), 1e-3, 1e-18);
  EXPECT_NEAR(c->v_hat()(2), 0.05, 1e-16);
  EXPECT_EQ(c->v_hat()(0), 0.0);

  // a very stiff contact is in the near-rigid regime: Rn = β²/(4π²)⋅w.
  Constraint::Parameters stiff = MakeParameters();
  stiff.stiffness = 1.0e12;
  EXPECT_NEAR(MakeConstraint(stiff)->R()(2), 1.0 / (4 * M_PI * M_PI), 1e-15);
  stiff.stiffness = std::numeric_limits<double>::infinity();
  EXPECT_NEAR(MakeConstraint(stiff)->R()(2), 1.0 / (4 * M_PI * M_PI), 1e-15);
}

// The three regions of the projection, against their closed forms.
TEST(SapFrictionConeConstraint, ProjectionClosedForms) {
  const double mu = 0.5, Rt = 1e-3, Rn = 0.5;
  const double mu_hat = mu * Rt / Rn;
  // stiction: ‖yt‖ ≤ μ⋅yn ⇒ P(y) = y.
  const Vector3d y_stick(0.1, -0.05, 1.0);
  EXPECT_EQ(Constraint::ProjectOntoFrictionCone(mu, Rt, Rn, y_stick), y_stick);
  // separation: μ̂⋅‖yt‖ ≤ −yn ⇒ P(y) = 0.
  const Vector3d y_sep(1.0, 2.0, -1.0);
  EXPECT_EQ(Constraint::ProjectOntoFrictionCone(mu, Rt, Rn, y_sep),
            Vector3d::Zero());
  // sliding: γn = (yn + μ̂⋅‖yt‖)/(1 + μ⋅μ̂), γt = μ⋅γn⋅yt/‖yt‖.
  const Vector3d y_slide(3.0, -4.0, 2.0);
  const double gn = (2.0 + mu_hat * 5.0) / (1.0 + mu * mu_hat);
  const Vector3d expected(mu * gn * 0.6, -mu * gn * 0.8, gn);
  EXPECT_LE(
      (Constraint::ProjectOntoFrictionCone(mu, Rt, Rn, y_slide) - expected)
          .norm(),
      10 * kEps * expected.norm());
  // frictionless: the tangential impulse vanishes, γn = max(0, yn), also on
  // the axis yt = 0.
  EXPECT_EQ(
      Constraint::ProjectOntoFrictionCone(0.0, Rt, Rn, Vector3d(0, 0, -1.0)),
      Vector3d::Zero());
  EXPECT_EQ(
      Constraint::ProjectOntoFrictionCone(0.0, Rt, Rn, Vector3d(0, 0, 1.0)),
      Vector3d(0, 0, 1.0));
  EXPECT_EQ(Constraint::ProjectOntoFrictionCone(0.0, Rt, Rn, y_slide),
            Vector3d(0, 0, 2.0));
}

// For random y: P(y) is in the cone, P(P(y)) = P(y), and P(y) satisfies the
// variational inequality of the R-norm projection,
// (z − P(y))ᵀ⋅R⋅(y − P(y)) ≤ 0 for all z in the cone. ∂P/∂y matches central
// differences (away from the region boundaries, where P is smooth).
TEST(SapFrictionConeConstraint, ProjectionProperties) {
  const double mu = 0.7, Rt = 2e-3, Rn = 0.3;
  const Vector3d R(Rt, Rt, Rn);
  std::mt19937 generator(1234);
  std::uniform_real_distribution<double> uniform(-5.0, 5.0);
  const auto random_in_cone = [&]() {
    const Vector3d x(uniform(generator), uniform(generator),
                     std::abs(uniform(generator)));
    Vector3d z = x;
    const double r = z.head<2>().norm();
    if (r > mu * z(2)) z.head<2>() *= mu * z(2) / r;
    return z;
  };
  for (int trial = 0; trial < 200; ++trial) {
    const Vector3d y(uniform(generator), uniform(generator),
                     uniform(generator));
    Matrix3d dPdy;
    const Vector3d P =
        Constraint::ProjectOntoFrictionCone(mu, Rt, Rn, y, &dPdy);
    // in the cone, to round-off.
    EXPECT_LE(P.head<2>().norm(), mu * P(2) + 1e-12);
    EXPECT_GE(P(2), 0.0);
    // idempotent.
    EXPECT_LE((Constraint::ProjectOntoFrictionCone(mu, Rt, Rn, P) - P).norm(),
              1e-12 * (1 + P.norm()));
    // optimality of the projection against 20 points of the cone.
    for (int j = 0; j < 20; ++j) {
      const Vector3d z = random_in_cone();
      EXPECT_LE((z - P).dot(R.cwiseProduct(y - P)), 1e-12);
    }
    // derivative: central differences with δ = 1e-6 (P's second derivative
    // is O(1/‖yt‖) here, so the error is O(δ²/‖yt‖) ≪ 1e-5), skipping
    // points within 1e-3 of a region boundary.
    const double yr = y.head<2>().norm();
    const double mu_hat = mu * Rt / Rn;
    if (std::abs(yr - mu * y(2)) < 1e-3 || std::abs(mu_hat * yr + y(2)) < 1e-3)
      continue;
    Matrix3d dPdy_fd;
    const double delta = 1e-6;
    for (int k = 0; k < 3; ++k) {
      Vector3d yp = y, ym = y;
      yp(k) += delta;
      ym(k) -= delta;
      dPdy_fd.col(k) = (Constraint::ProjectOntoFrictionCone(mu, Rt, Rn, yp) -
                        Constraint::ProjectOntoFrictionCone(mu, Rt, Rn, ym)) /
                       (2 * delta);
    }
    EXPECT_LE((dPdy - dPdy_fd).norm(), 1e-5) << "y = " << y.transpose();
  }
}

// γ = −∂ℓ/∂vc and G = −∂γ/∂vc in each regime, by central differences.
TEST(SapFrictionConeConstraint, GradientsInEachRegime) {
  const auto c = MakeConstraint();
  // δ = 1e-9 m/s: the regions are ≥ 0.1 apart in y, i.e. ≥ 1e-4 m/s in vc
  // (vt = −Rt⋅yt), so the stencil stays in one region; G is up to
  // 1/Rt = 1e3 and the round-off in γ differences is ~ε⋅|γ|/δ ≈ 1e-6.
  const double delta = 1e-9;
  for (const Vector3d& y :
       {Vector3d(0.1, -0.05, 1.0), Vector3d(3.0, -4.0, 2.0),
        Vector3d(1.0, 2.0, -1.0), Vector3d(-20.0, 7.0, 0.5)}) {
    SCOPED_TRACE(fmt::format("y = {} {} {}", y(0), y(1), y(2)));
    test::ExpectGradientsMatchFiniteDifferences(*c, VelocityFromY(*c, y), delta,
                                                1e-5, 1e-5);
  }
  // regimes: stiction G = R⁻¹, separation G = 0 and γ = 0.
  const auto stick = test::Evaluate(*c, VelocityFromY(*c, {0.1, -0.05, 1.0}));
  EXPECT_LE(
      (stick.G - Vector3d(1e3, 1e3, 2.0).asDiagonal().toDenseMatrix()).norm(),
      1e-9);
  EXPECT_NEAR(stick.gamma(2), 1.0, 1e-12);
  const auto separate = test::Evaluate(*c, VelocityFromY(*c, {1.0, 2.0, -1.0}));
  EXPECT_EQ(separate.gamma, Vector3d::Zero());
  EXPECT_EQ(separate.G, Matrix3d::Zero());
  EXPECT_EQ(separate.cost, 0.0);
}

// The cost is continuous across the stiction/sliding and sliding/separation
// boundaries (it is C¹; the Hessian jumps).
TEST(SapFrictionConeConstraint, CostContinuity) {
  const auto c = MakeConstraint();
  const double mu = 0.5, Rt = 1e-3, Rn = 0.5;
  const double mu_hat = mu * Rt / Rn;
  const double eps = 1e-9;
  const auto cost_at = [&](const Vector3d& y) {
    return test::Evaluate(*c, VelocityFromY(*c, y)).cost;
  };
  // stiction/sliding at yn = ‖yt‖/μ = 1 with ‖yt‖ = 0.5: both sides tend to
  // ½⋅yᵀ⋅R⋅y = ½⋅(Rt⋅0.25 + Rn⋅1). The cost's gradient in y is R⋅P = O(1),
  // so the sides differ by O(eps).
  const double at_boundary = 0.5 * (Rt * 0.25 + Rn * 1.0);
  EXPECT_NEAR(cost_at({0.3, 0.4, 1.0 + eps}), at_boundary, 1e-8);
  EXPECT_NEAR(cost_at({0.3, 0.4, 1.0 - eps}), at_boundary, 1e-8);
  // sliding/separation at yn = −μ̂⋅‖yt‖: the cost tends to 0 on both sides.
  EXPECT_NEAR(cost_at({0.3, 0.4, -mu_hat * 0.5 + eps}), 0.0, 1e-8);
  EXPECT_EQ(cost_at({0.3, 0.4, -mu_hat * 0.5 - eps}), 0.0);
}

// A velocity bias v_b (a moving surface) shifts the physical velocity:
// ℓ, γ and G at vc with bias v_b equal those at vc + v_b without it, in
// the sticking, sliding and separating regimes; Reset() keeps the bias.
TEST(SapFrictionConeConstraint, BiasVelocityShiftsTheVelocity) {
  const Vector3d v_b(0.3, -0.2, 0.0);
  auto biased = MakeConstraint();
  EXPECT_EQ(biased->bias_velocity(), Vector3d::Zero());
  biased->set_bias_velocity(v_b);
  biased->Reset(-1.0e-3, MakeParameters());
  biased->Prepare(kTimeStep, kDelassus);
  EXPECT_EQ(biased->bias_velocity(), v_b);
  const auto plain = MakeConstraint();
  for (const Vector3d& y : {Vector3d(0.01, 0.0, 1.0), Vector3d(5.0, 1.0, 1.0),
                            Vector3d(1.0, 0.0, -5.0)}) {
    const Vector3d vc_plain = VelocityFromY(*plain, y);
    const Vector3d vc = vc_plain - v_b;
    double cost_biased{}, cost_plain{};
    VectorXd gamma_biased(3), gamma_plain(3);
    MatrixXd G_biased, G_plain;
    biased->CalcCostAndGradients(vc, &cost_biased, &gamma_biased, &G_biased);
    plain->CalcCostAndGradients(vc_plain, &cost_plain, &gamma_plain, &G_plain);
    // The same physical velocity up to the rounding of vc + v_b.
    EXPECT_NEAR(cost_biased, cost_plain, 1e-12 * (1 + std::abs(cost_plain)));
    EXPECT_LT((gamma_biased - gamma_plain).norm(),
              1e-12 * (1 + gamma_plain.norm()));
    EXPECT_LT((G_biased - G_plain).norm(), 1e-9 * (1 + G_plain.norm()));
  }
}

TEST(SapFrictionConeConstraint, BadInput) {
  Constraint::Parameters p = MakeParameters();
  p.mu = -0.1;
  DRAKE_EXPECT_THROWS_MESSAGE(
      Constraint(0, MatrixXd::Identity(3, 3), 0.0, p),
      "SapFrictionConeConstraint: invalid parameters mu = -0.1, .*");
  p = MakeParameters();
  p.stiffness = std::numeric_limits<double>::infinity();
  p.beta = 0.0;
  DRAKE_EXPECT_THROWS_MESSAGE(Constraint(0, MatrixXd::Identity(3, 3), 0.0, p),
                              ".*beta > 0 if the stiffness is infinite.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      Constraint(0, MatrixXd::Identity(2, 3), 0.0, MakeParameters()),
      "SapFrictionConeConstraint: the contact Jacobian must have 3 rows "
      "\\[vt1, vt2, vn\\], got 2.");
}

}  // namespace sap_friction_cone_constraint_test
}  // namespace internal
}  // namespace contact_solvers
}  // namespace multibody
}  // namespace drake
