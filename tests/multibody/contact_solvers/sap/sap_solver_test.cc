#include "drake/multibody/contact_solvers/sap/sap_solver.h"

#include <cmath>
#include <limits>
#include <memory>
#include <random>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"
#include "test_utilities/limit_malloc.h"

#include "drake/multibody/contact_solvers/sap/sap_contact_problem.h"
#include "drake/multibody/contact_solvers/sap/sap_friction_cone_constraint.h"
#include "drake/multibody/contact_solvers/sap/sap_holonomic_constraint.h"
#include "drake/multibody/contact_solvers/sap/sap_hunt_crossley_constraint.h"
#include "drake/multibody/contact_solvers/sap/sap_pd_controller_constraint.h"

namespace drake {
namespace multibody {
namespace contact_solvers {
namespace internal {
namespace sap_solver_test {

using Eigen::Matrix3d;
using Eigen::MatrixXd;
using Eigen::Vector3d;
using Eigen::VectorXd;

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kGravity = 9.81;
constexpr double kTimeStep = 0.01;
constexpr double kMass = 2.0;
// The solver's Delassus estimate of a contact on the particle: the RMS norm
// of W = J⋅A⁻¹⋅Jᵀ = I/m, ‖W‖_F/3 = 1/(√3⋅m).
const double kParticleDelassus = 1.0 / (std::sqrt(3.0) * kMass);
// The near-rigid factor β²/(4π²) for the default β = 1 and β = 0.1.
const double kNearRigidContact = 1.0 / (4 * M_PI * M_PI);
const double kNearRigidHolonomic = 0.01 / (4 * M_PI * M_PI);

using Problem = SapContactProblem<double>;
using Solver = SapSolver<double>;
using Results = SapSolverResults<double>;
using FrictionCone = SapFrictionConeConstraint<double>;

// A particle of mass kMass (one clique, nv = 3) whose free motion is
// v* = v0 − g⋅h⋅ez, touching the ground z = 0 with one contact whose frame is
// the world frame (J = I, vc = v, vn = vz).
std::unique_ptr<Problem> MakeParticleProblem(
    const Vector3d& v0, double phi0, const FrictionCone::Parameters& p) {
  const Vector3d v_star = v0 - kGravity * kTimeStep * Vector3d::UnitZ();
  std::vector<MatrixXd> A{kMass * MatrixXd::Identity(3, 3)};
  auto problem = std::make_unique<Problem>(kTimeStep, std::move(A), v_star);
  problem->AddConstraint(
      std::make_unique<FrictionCone>(0, MatrixXd::Identity(3, 3), phi0, p));
  return problem;
}

FrictionCone::Parameters ContactParameters(double mu, double k,
                                           double tau = 0.0) {
  FrictionCone::Parameters p;
  p.mu = mu;
  p.stiffness = k;
  p.dissipation_time_scale = tau;
  return p;
}

// Solves from v = 0 and expects success in at most max_iterations.
Results SolveOrFail(const Problem& problem, int max_iterations = 20,
                    Solver* solver_in = nullptr) {
  Solver local;
  Solver& solver = solver_in != nullptr ? *solver_in : local;
  Results results;
  EXPECT_EQ(solver.SolveWithGuess(
                problem, VectorXd::Zero(problem.num_velocities()), &results),
            SapSolverStatus::kSuccess);
  EXPECT_LE(results.num_iterations, max_iterations);
  EXPECT_EQ(solver.get_statistics().num_iters, results.num_iterations);
  return results;
}

// At the optimum A⋅(v − v*) = Jᵀ⋅γ; checks it independently of the solver's
// own residual, to `tolerance` relative to the momentum scale ‖A⋅v*‖.
void ExpectMomentumBalance(const Problem& problem, const Results& r,
                           double tolerance) {
  VectorXd residual(problem.num_velocities());
  VectorXd scale(problem.num_velocities());
  for (int c = 0; c < problem.num_cliques(); ++c) {
    const int s = problem.velocities_start(c), n = problem.num_velocities(c);
    residual.segment(s, n) =
        problem.dynamics_matrix()[c] * (r.v - problem.v_star()).segment(s, n);
    scale.segment(s, n) =
        problem.dynamics_matrix()[c] * problem.v_star().segment(s, n);
  }
  int start = 0;
  for (int i = 0; i < problem.num_constraints(); ++i) {
    const SapConstraint<double>& c = problem.get_constraint(i);
    const int nk = c.num_constraint_equations();
    const VectorXd gamma = r.gamma.segment(start, nk);
    const int c0 = c.first_clique();
    residual.segment(problem.velocities_start(c0),
                     problem.num_velocities(c0)) -=
        c.first_clique_jacobian().transpose() * gamma;
    if (c.num_cliques() == 2) {
      const int c1 = c.second_clique();
      residual.segment(problem.velocities_start(c1),
                       problem.num_velocities(c1)) -=
          c.second_clique_jacobian().transpose() * gamma;
    }
    start += nk;
  }
  EXPECT_LE(residual.norm(), tolerance * std::max(1.0, scale.norm()));
}

TEST(SapContactProblem, SizesAndBadInput) {
  std::vector<MatrixXd> A{MatrixXd::Identity(3, 3), MatrixXd::Identity(2, 2)};
  Problem problem(kTimeStep, A, VectorXd::Zero(5));
  EXPECT_EQ(problem.num_cliques(), 2);
  EXPECT_EQ(problem.num_velocities(), 5);
  EXPECT_EQ(problem.velocities_start(1), 3);
  EXPECT_EQ(problem.num_constraints(), 0);
  EXPECT_EQ(problem.time_step(), kTimeStep);

  SapHolonomicConstraint<double>::Parameters p{
      VectorXd::Constant(1, -kInf), VectorXd::Constant(1, kInf),
      VectorXd::Constant(1, 1e3), VectorXd::Zero(1)};
  using Holonomic = SapHolonomicConstraint<double>;
  EXPECT_EQ(problem.AddConstraint(std::make_unique<Holonomic>(
                0, MatrixXd::Ones(1, 3), 1, MatrixXd::Ones(1, 2),
                VectorXd::Zero(1), p)),
            0);
  EXPECT_EQ(problem.num_constraint_equations(), 1);
  DRAKE_EXPECT_THROWS_MESSAGE(
      problem.AddConstraint(std::make_unique<Holonomic>(2, MatrixXd::Ones(1, 3),
                                                        VectorXd::Zero(1), p)),
      "SapContactProblem::AddConstraint\\(\\): constraint 1 refers to clique "
      "2 \\(first clique\\), but the problem has 2 cliques.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      problem.AddConstraint(std::make_unique<Holonomic>(0, MatrixXd::Ones(1, 3),
                                                        1, MatrixXd::Ones(1, 3),
                                                        VectorXd::Zero(1), p)),
      "SapContactProblem::AddConstraint\\(\\): constraint 1 has a second "
      "clique Jacobian with 3 columns, but clique 1 has 2 velocities.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      problem.AddConstraint(nullptr),
      "SapContactProblem::AddConstraint\\(\\): the constraint is null.");
  EXPECT_EQ(problem.num_constraints(), 1);

  DRAKE_EXPECT_THROWS_MESSAGE(
      Problem(kTimeStep, A, VectorXd::Zero(4)),
      "SapContactProblem: v_star has size 4, but the cliques' dynamics "
      "matrices add up to 5 velocities.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      Problem(0.0, A, VectorXd::Zero(5)),
      "SapContactProblem: the time step must be positive, got 0.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      Problem(kTimeStep, {MatrixXd::Ones(2, 3)}, VectorXd::Zero(2)),
      "SapContactProblem: the dynamics matrix of clique 0 is 2x3; it must be "
      "square.");

  Solver solver;
  Results results;
  DRAKE_EXPECT_THROWS_MESSAGE(
      solver.SolveWithGuess(problem, VectorXd::Zero(3), &results),
      "SapSolver::SolveWithGuess\\(\\): v_guess has size 3, but the problem "
      "has 5 velocities.");
}

// A problem without constraints: v = v*, one Newton step.
TEST(SapSolver, FreeMotion) {
  std::vector<MatrixXd> A{(MatrixXd(2, 2) << 2, 1, 1, 3).finished()};
  const VectorXd v_star = Eigen::Vector2d(0.3, -0.7);
  Problem problem(kTimeStep, A, v_star);
  const Results r = SolveOrFail(problem, 1);
  EXPECT_LE((r.v - v_star).norm(), 1e-14);
  EXPECT_EQ(r.gamma.size(), 0);
}

// A particle resting on the ground. At vn = 0 the contact impulse is
// γn = −Rn⁻¹⋅(0 − v̂n) = h⋅k⋅(−φ₀); with φ₀ = −m⋅g/k it balances gravity,
// γn = m⋅g⋅h, and v = 0 is the exact solution.
TEST(SapSolver, ParticleAtRest) {
  const double k = 1.0e5;
  const auto problem = MakeParticleProblem(
      Vector3d::Zero(), -kMass * kGravity / k, ContactParameters(0.5, k, 0.01));
  const Results r = SolveOrFail(*problem, 5);
  // the optimality tolerance (rel 1e-6 of the momentum m⋅g⋅h ≈ 0.2) bounds
  // the error in v by ~1e-6⋅g⋅h/…; 1e-8 m/s is ample.
  EXPECT_LE(r.v.norm(), 1e-8);
  EXPECT_NEAR(r.gamma(2), kMass * kGravity * kTimeStep,
              1e-6 * kMass * kGravity * kTimeStep);
  EXPECT_LE(r.gamma.head<2>().norm(), 1e-12);
  EXPECT_EQ(r.vc, r.v);
}

// Touching the ground (φ₀ = 0) the normal direction is linear while the
// contact sticks: m⋅(vn − v*n) = γn = −(vn − v̂n)/Rn gives the closed form
//   vn = (m⋅v*n + v̂n/Rn)/(m + 1/Rn),
// with the regularization Rn of the compliant or near-rigid regime: this is
// the model's known bias with respect to rigid contact (vn = 0).
TEST(SapSolver, ParticleNormalImpulseClosedForm) {
  for (const double k : {1.0e3, 1.0e9}) {
    const double tau = 0.02, phi0 = -1e-3;
    const auto problem = MakeParticleProblem(Vector3d::Zero(), phi0,
                                             ContactParameters(0.5, k, tau));
    const Results r = SolveOrFail(*problem, 10);
    const double w = kParticleDelassus;
    const double Rn = std::max(kNearRigidContact * w,
                               1.0 / (kTimeStep * k * (kTimeStep + tau)));
    const double v_hat = -phi0 / (kTimeStep + tau);
    const double v_star = -kGravity * kTimeStep;
    const double vn = (kMass * v_star + v_hat / Rn) / (kMass + 1.0 / Rn);
    // tolerance: the solver's relative tolerance 1e-6 on momentum.
    EXPECT_NEAR(r.v(2), vn, 1e-6 * std::abs(vn) + 1e-12) << k;
    EXPECT_NEAR(r.gamma(2), kMass * (vn - v_star), 1e-6 * r.gamma(2)) << k;
    ExpectMomentumBalance(*problem, r, 1e-6);
  }
}

// A gentle tangential push with large friction sticks: the tangential
// direction is linear too, vt = m⋅v*t/(m + 1/Rt) with Rt = σ⋅w, i.e. a
// creep of m⋅Rt/(1 + m⋅Rt) times v*t, and ‖γt‖ < μ⋅γn.
TEST(SapSolver, ParticleSticks) {
  const double k = 1.0e5;
  const Vector3d v0(0.01, -0.02, 0.0);
  const auto problem =
      MakeParticleProblem(v0, -kMass * kGravity / k, ContactParameters(1.0, k));
  const Results r = SolveOrFail(*problem, 10);
  const double mRt = kMass * 1e-3 * kParticleDelassus;
  const Eigen::Vector2d vt_expected = v0.head<2>() * mRt / (1.0 + mRt);
  EXPECT_LE((r.v.head<2>() - vt_expected).norm(), 1e-9);
  EXPECT_LT(r.gamma.head<2>().norm(), 1.0 * r.gamma(2));
  // the friction impulse stops the push: γt = m⋅(vt − v*t) ≈ −m⋅v*t.
  EXPECT_LE((r.gamma.head<2>() + kMass * (v0.head<2>() - vt_expected)).norm(),
            1e-8);
}

// A fast slide with small friction: the impulse is on the cone's boundary,
// ‖γt‖ = μ⋅γn, and opposes the slip velocity. SAP's optimality conditions
// make vc − v̂ + R⋅γ lie on the dual cone's boundary while sliding:
//   vn − v̂n + Rn⋅γn = μ⋅‖vt + Rt⋅γt‖,
// the "gliding" of convex (Anitescu-type) friction: a sliding body gets a
// separating normal velocity ≈ μ⋅‖vt‖ (see [Castro et al., 2022] and the
// irrotational-contact paper).
TEST(SapSolver, ParticleSlides) {
  const double k = 1.0e5, mu = 0.1;
  const Vector3d v0(1.0, 0.5, 0.0);
  const double phi0 = -kMass * kGravity / k;
  const auto problem = MakeParticleProblem(v0, phi0, ContactParameters(mu, k));
  const Results r = SolveOrFail(*problem, 15);
  const double gn = r.gamma(2);
  EXPECT_NEAR(r.gamma.head<2>().norm(), mu * gn, 1e-10 * gn);
  // the regularization the solver prepared: Rn = 1/(h²⋅k) (τ = 0) is above
  // the near-rigid bound, Rt = σ⋅w.
  const auto& contact =
      dynamic_cast<const FrictionCone&>(problem->get_constraint(0));
  const double Rn = 1.0 / (kTimeStep * kTimeStep * k);
  const double Rt = 1e-3 * kParticleDelassus;
  EXPECT_NEAR(contact.R()(2), Rn, 1e-15);
  EXPECT_NEAR(contact.R()(0), Rt, 1e-18);
  const double v_hat_n = -phi0 / kTimeStep;
  EXPECT_NEAR(r.v(2) - v_hat_n + Rn * gn,
              mu * (r.v.head<2>() + Rt * r.gamma.head<2>()).norm(), 1e-9);
  EXPECT_GT(r.v(2), 0.5 * mu * r.v.head<2>().norm());
  EXPECT_NEAR(r.gamma.head<2>().normalized().dot(-r.v.head<2>().normalized()),
              1.0, 1e-10);
  ExpectMomentumBalance(*problem, r, 1e-6);
  // both line searches reach the same solution.
  Solver backtracking;
  SapSolverParameters params;
  params.line_search_type = SapSolverParameters::LineSearchType::kBackTracking;
  backtracking.set_parameters(params);
  const Results rb = SolveOrFail(*problem, 40, &backtracking);
  EXPECT_LE((rb.v - r.v).norm(), 1e-6 * r.v.norm());
}

// The same particle with the Hunt & Crossley constraint (both models).
TEST(SapSolver, ParticleHuntCrossley) {
  using HC = SapHuntCrossleyConstraint<double>;
  for (auto model : {SapHuntCrossleyApproximation::kLagged,
                     SapHuntCrossleyApproximation::kSimilar}) {
    const double k = 1e5, phi0 = -kMass * kGravity / k, mu = 0.2;
    HC::Parameters p;
    p.model = model;
    p.friction = mu;
    p.stiffness = k;
    p.dissipation = 10.0;
    const Vector3d v_star(1.0, 0.0, -kGravity * kTimeStep);
    Problem problem(kTimeStep, {kMass * MatrixXd::Identity(3, 3)}, v_star);
    problem.AddConstraint(std::make_unique<HC>(
        0, MatrixXd::Identity(3, 3),
        HC::Configuration{.phi0 = phi0, .vn0 = 0.0, .fe0 = -k * phi0}, p));
    const Results r = SolveOrFail(problem, 15);
    ExpectMomentumBalance(problem, r, 1e-6);
    // γn = n(vn) and, sliding far faster than vs, ‖γt‖ ≈ μ⋅γn (similar) or
    // μ⋅n₀ = μ⋅h⋅fe0 = μ⋅m⋅g⋅h (lagged), to the soft norm's O(vs/‖vt‖).
    // γn = n(z): z = vn for the lagged model, z = vn − μ⋅‖vt‖ₛ for the
    // similar model (εₛ = vs = 1e-4 here, n₀⋅μ⋅σ⋅w is smaller).
    const double eps = 1e-4;
    const double soft_norm =
        std::sqrt(r.v.head<2>().squaredNorm() + eps * eps) - eps;
    const double z = model == SapHuntCrossleyApproximation::kLagged
                         ? r.v(2)
                         : r.v(2) - mu * soft_norm;
    const double n =
        kTimeStep * (-k * phi0 - kTimeStep * k * z) * (1.0 - 10.0 * z);
    EXPECT_NEAR(r.gamma(2), n, 1e-12);
    const double bound = model == SapHuntCrossleyApproximation::kLagged
                             ? mu * kMass * kGravity * kTimeStep
                             : mu * r.gamma(2);
    EXPECT_NEAR(r.gamma.head<2>().norm(), bound, 1e-3 * bound);
  }
}

// An implicit PD controller on one DOF against its closed form:
// m⋅(v − v*) = h⋅(−Kp⋅(q₀ + h⋅v − qd) − Kd⋅(v − vd) + u₀) ⇒
// v = (m⋅v* + h⋅(−Kp⋅(q₀ − qd) + Kd⋅vd + u₀))/(m + h⋅(h⋅Kp + Kd)),
// and v = v* + h⋅e/m when the effort saturates at e.
TEST(SapSolver, PdController) {
  using Pd = SapPdControllerConstraint<double>;
  const double Kp = 200, Kd = 20, q0 = 0.1, qd = 0.3, vd = 0.5, u0 = 1.0;
  const double v_star_1 = 0.2;
  for (const double e : {kInf, 3.0}) {
    // clique 0 has 2 DOFs, the controlled one is DOF 1.
    Problem problem(kTimeStep, {kMass * MatrixXd::Identity(2, 2)},
                    Eigen::Vector2d(-0.4, v_star_1));
    problem.AddConstraint(std::make_unique<Pd>(
        Pd::Configuration{.clique = 0,
                          .clique_dof = 1,
                          .clique_nv = 2,
                          .q0 = q0,
                          .qd = qd,
                          .vd = vd,
                          .u0 = u0},
        Pd::Parameters{.Kp = Kp, .Kd = Kd, .effort_limit = e}));
    const Results r = SolveOrFail(problem, 10);
    const double v_unsaturated =
        (kMass * v_star_1 + kTimeStep * (-Kp * (q0 - qd) + Kd * vd + u0)) /
        (kMass + kTimeStep * (kTimeStep * Kp + Kd));
    // the unsaturated effort is 45.9 N > 3 N: saturated for e = 3.
    const double expected =
        std::isinf(e) ? v_unsaturated : v_star_1 + kTimeStep * e / kMass;
    EXPECT_NEAR(r.v(1), expected, 1e-9) << e;
    EXPECT_NEAR(r.v(0), -0.4, 1e-12);
  }
}

// A rigid one-sided limit q ≥ q_low holding a DOF pushed into it (g₀ = 0,
// impulse in [0, ∞)): γ = −(v − v̂)/R with v̂ = 0 and the near-rigid
// R = β²/(4π²)⋅w, w = 1/m, so v = m⋅v*/(m + 1/R), a creep of ~2.5e-4 of v*.
// Pulled away from the limit, the constraint is inactive: v = v*.
TEST(SapSolver, OneSidedLimit) {
  using Holonomic = SapHolonomicConstraint<double>;
  for (const double v_star : {-1.0, 1.0}) {
    Problem problem(kTimeStep, {kMass * MatrixXd::Identity(1, 1)},
                    VectorXd::Constant(1, v_star));
    problem.AddConstraint(std::make_unique<Holonomic>(
        0, MatrixXd::Ones(1, 1), VectorXd::Zero(1),
        Holonomic::Parameters{VectorXd::Zero(1), VectorXd::Constant(1, kInf),
                              VectorXd::Constant(1, kInf), VectorXd::Zero(1)}));
    const Results r = SolveOrFail(problem, 10);
    const double R = kNearRigidHolonomic / kMass;
    const double expected =
        v_star < 0 ? kMass * v_star / (kMass + 1.0 / R) : v_star;
    EXPECT_NEAR(r.v(0), expected, 1e-9) << v_star;
    EXPECT_GE(r.gamma(0), 0.0);
    if (v_star > 0) {
      EXPECT_EQ(r.gamma(0), 0.0);
    } else {
      EXPECT_LT(std::abs(r.v(0)), 3e-4);
    }
  }
}

// A coupler between two cliques (1-DOF bodies of masses m1, m2), g = q1 − q2,
// vc = v1 − v2. With γ = −(vc − v̂)/R, m1⋅(v1 − v1*) = γ and
// m2⋅(v2 − v2*) = −γ:  γ = (v̂ − (v1* − v2*))/(R + 1/m1 + 1/m2).
// Rigid (near-rigid R = β²/(4π²)⋅w) this checks the two-clique Delassus
// estimate w = 1/m1 + 1/m2; compliant, R = 1/(h⋅k⋅(h + τ)).
TEST(SapSolver, TwoCliqueCoupler) {
  using Holonomic = SapHolonomicConstraint<double>;
  const double m1 = 1.0, m2 = 3.0, g0 = 0.002, tau = 0.01;
  const Eigen::Vector2d v_star(0.5, -0.25);
  for (const double k : {kInf, 1.0e3}) {
    Problem problem(
        kTimeStep,
        {m1 * MatrixXd::Identity(1, 1), m2 * MatrixXd::Identity(1, 1)}, v_star);
    problem.AddConstraint(std::make_unique<Holonomic>(
        0, MatrixXd::Ones(1, 1), 1, -MatrixXd::Ones(1, 1),
        VectorXd::Constant(1, g0),
        Holonomic::Parameters{
            VectorXd::Constant(1, -kInf), VectorXd::Constant(1, kInf),
            VectorXd::Constant(1, k), VectorXd::Constant(1, tau)}));
    const Results r = SolveOrFail(problem, 5);
    const double w = 1.0 / m1 + 1.0 / m2;
    const double R = std::isinf(k)
                         ? kNearRigidHolonomic * w
                         : std::max(kNearRigidHolonomic * w,
                                    1.0 / (kTimeStep * k * (kTimeStep + tau)));
    const double v_hat = -g0 / (kTimeStep + tau);
    const double gamma = (v_hat - (v_star(0) - v_star(1))) / (R + w);
    EXPECT_NEAR(r.gamma(0), gamma, 1e-9 * std::abs(gamma)) << k;
    EXPECT_NEAR(r.v(0), v_star(0) + gamma / m1, 1e-9) << k;
    EXPECT_NEAR(r.v(1), v_star(1) - gamma / m2, 1e-9) << k;
    EXPECT_NEAR(r.vc(0), r.v(0) - r.v(1), 1e-15) << k;
  }
}

// Six stacked boxes (nv = 36, one clique per body): 4 contacts with the
// ground and 4 between each pair of neighbours (24 contacts). Each contact
// point p (from the body's center, world-aligned frame, z normal) has the
// Jacobian vc = [−[p]×, I]⋅[ω; v] on the upper body minus the same on the
// lower one.
// v* is gravity plus, with `slide`, a slide of `slide` m/s along x and a
// spin about z alternating between bodies. β is the near-rigid threshold.
std::unique_ptr<Problem> MakeStackProblem(double mu, double k, double slide,
                                          double beta = 1.0) {
  const int num_bodies = 6;
  const double side = 0.2, mass = 1.0;
  const double inertia = mass * side * side / 6.0;
  MatrixXd M = MatrixXd::Zero(6, 6);
  M.diagonal() << inertia, inertia, inertia, mass, mass, mass;
  std::vector<MatrixXd> A(num_bodies, M);
  VectorXd v_star = VectorXd::Zero(6 * num_bodies);
  for (int b = 0; b < num_bodies; ++b) {
    v_star(6 * b + 5) = -kGravity * kTimeStep;
    v_star(6 * b + 2) = 5 * slide * (b % 2 == 0 ? 1 : -1);
    v_star(6 * b + 3) = slide * (b + 1);
  }
  auto problem = std::make_unique<Problem>(kTimeStep, A, v_star);
  FrictionCone::Parameters p = ContactParameters(mu, k, 0.01);
  p.beta = beta;
  const auto point_jacobian = [](const Vector3d& p_BoC) {
    MatrixXd J(3, 6);
    Matrix3d p_cross;
    p_cross << 0, -p_BoC(2), p_BoC(1), p_BoC(2), 0, -p_BoC(0), -p_BoC(1),
        p_BoC(0), 0;
    J.leftCols<3>() = -p_cross;
    J.rightCols<3>() = Matrix3d::Identity();
    return J;
  };
  const double half = side / 2;
  for (int b = 0; b < num_bodies; ++b) {
    // the weight above contact layer b, shared by its 4 points, sets φ₀.
    const double phi0 = -(num_bodies - b) * mass * kGravity / 4.0 / k;
    for (int corner = 0; corner < 4; ++corner) {
      const double x = corner % 2 == 0 ? half : -half;
      const double y = corner < 2 ? half : -half;
      const MatrixXd J_upper = point_jacobian(Vector3d(x, y, -half));
      if (b == 0) {
        problem->AddConstraint(
            std::make_unique<FrictionCone>(0, J_upper, phi0, p));
      } else {
        const MatrixXd J_lower = -point_jacobian(Vector3d(x, y, half));
        problem->AddConstraint(std::make_unique<FrictionCone>(
            b, J_upper, b - 1, J_lower, phi0, p));
      }
    }
  }
  return problem;
}

// Without the near-rigid regime (β = 0) and with φ₀ chosen so that each
// contact's spring carries its share of the weight above it, the stack at
// rest, v = 0, is the exact solution: contact layer b carries
// (6 − b)⋅m⋅g⋅h/4 per point.
TEST(SapSolver, StackAtRest) {
  const auto problem = MakeStackProblem(0.5, 1e6, 0.0, 0.0);
  EXPECT_EQ(problem->num_velocities(), 36);
  EXPECT_EQ(problem->num_constraints(), 24);
  const Results r = SolveOrFail(*problem, 5);
  // the optimality tolerance, relative 1e-6 of the momentum scale.
  EXPECT_LE(r.v.norm(), 1e-7);
  for (int i = 0; i < 24; ++i) {
    const int layer = i / 4;
    const double expected = (6 - layer) * kGravity * kTimeStep / 4;
    EXPECT_NEAR(r.gamma(3 * i + 2), expected, 1e-5 * expected) << i;
  }
}

// The sliding, spinning stack: momentum balances, and since the contacts
// between bodies are internal, the ground's normal impulses add up to the
// stack's change of vertical momentum Σ m⋅(vz − v*z).
TEST(SapSolver, StackSlidingBalancesMomentum) {
  const auto problem = MakeStackProblem(0.5, 1e6, 0.01);
  const Results r = SolveOrFail(*problem, 20);
  ExpectMomentumBalance(*problem, r, 1e-6);
  double ground = 0;
  for (int i = 0; i < 4; ++i) ground += r.gamma(3 * i + 2);
  double vertical = 0;
  for (int b = 0; b < 6; ++b) {
    vertical += r.v(6 * b + 5) - problem->v_star()(6 * b + 5);
  }
  EXPECT_NEAR(ground, vertical, 1e-6 * std::abs(vertical));
  // j = Jᵀ⋅γ balances the momentum change: A⋅(v − v*) = j.
  for (int b = 0; b < 6; ++b) {
    const VectorXd dp = problem->dynamics_matrix()[b] *
                        (r.v - problem->v_star()).segment(6 * b, 6);
    EXPECT_LE((dp - r.j.segment(6 * b, 6)).norm(), 1e-6) << b;
  }
  // warm-started at the solution, the solver is done without iterating.
  Solver solver;
  Results again;
  ASSERT_EQ(solver.SolveWithGuess(*problem, r.v, &again),
            SapSolverStatus::kSuccess);
  EXPECT_EQ(again.num_iterations, 0);
  EXPECT_TRUE(solver.get_statistics().optimality_criterion_reached);
  EXPECT_LE(solver.get_statistics().momentum_residual,
            1e-6 * solver.get_statistics().momentum_scale);
}

// The dense and block-sparse factorizations give the same Newton steps, so
// the same iterates to round-off (1e-10 relative).
TEST(SapSolver, DenseAndBlockSparseAgree) {
  for (const double slide : {0.01, 1.0}) {
    const auto problem = MakeStackProblem(0.1, 1e6, slide);
    Solver sparse_solver, dense_solver;
    SapSolverParameters params;
    params.linear_solver_type = SapHessianFactorizationType::kDense;
    dense_solver.set_parameters(params);
    const Results sparse = SolveOrFail(*problem, 30, &sparse_solver);
    const Results dense = SolveOrFail(*problem, 30, &dense_solver);
    EXPECT_EQ(sparse.num_iterations, dense.num_iterations);
    EXPECT_LE((sparse.v - dense.v).norm(), 1e-10 * dense.v.norm());
    EXPECT_LE((sparse.gamma - dense.gamma).norm(), 1e-10 * dense.gamma.norm());
  }
}

// Contacts between six-velocity cliques (free bodies) take the solver's
// fixed-size kernels: the same stack with a seventh, decoupled velocity in
// each clique (unit mass, at rest, in no Jacobian) takes the general ones.
// Both pose the same problem on the first six velocities, so the iterates
// agree to round-off (1e-10 relative), with either factorization.
TEST(SapSolver, FixedSizeContactKernelsAgreeWithGeneralOnes) {
  for (const auto type : {SapHessianFactorizationType::kBlockSparseCholesky,
                          SapHessianFactorizationType::kDense}) {
    for (const double slide : {0.0, 0.01, 1.0}) {
      const auto problem = MakeStackProblem(0.3, 1e6, slide);
      const int num_bodies = problem->num_cliques();
      std::vector<MatrixXd> A_padded;
      VectorXd v_star_padded = VectorXd::Zero(7 * num_bodies);
      for (int b = 0; b < num_bodies; ++b) {
        MatrixXd A = MatrixXd::Identity(7, 7);
        A.topLeftCorner(6, 6) = problem->dynamics_matrix()[b];
        A_padded.push_back(A);
        v_star_padded.segment(7 * b, 6) = problem->v_star().segment(6 * b, 6);
      }
      Problem padded(kTimeStep, A_padded, v_star_padded);
      const auto pad = [](const MatrixXd& J) {
        MatrixXd J7 = MatrixXd::Zero(3, 7);
        J7.leftCols(6) = J;
        return J7;
      };
      for (int i = 0; i < problem->num_constraints(); ++i) {
        const auto& c =
            dynamic_cast<const FrictionCone&>(problem->get_constraint(i));
        const double phi0 = c.phi0();
        const FrictionCone::Parameters& p = c.parameters();
        if (c.num_cliques() == 1) {
          padded.AddConstraint(std::make_unique<FrictionCone>(
              c.first_clique(), pad(c.first_clique_jacobian()), phi0, p));
        } else {
          padded.AddConstraint(std::make_unique<FrictionCone>(
              c.first_clique(), pad(c.first_clique_jacobian()),
              c.second_clique(), pad(c.second_clique_jacobian()), phi0, p));
        }
      }
      SapSolverParameters params;
      params.linear_solver_type = type;
      Solver fixed_solver, general_solver;
      fixed_solver.set_parameters(params);
      general_solver.set_parameters(params);
      const Results fixed = SolveOrFail(*problem, 30, &fixed_solver);
      const Results general = SolveOrFail(padded, 30, &general_solver);
      EXPECT_EQ(fixed.num_iterations, general.num_iterations);
      VectorXd v_general(6 * num_bodies);
      for (int b = 0; b < num_bodies; ++b) {
        v_general.segment(6 * b, 6) = general.v.segment(7 * b, 6);
        // the decoupled velocity stays at rest.
        EXPECT_EQ(general.v(7 * b + 6), 0.0);
      }
      const double v_scale = std::max(fixed.v.norm(), 1e-3);
      EXPECT_LE((fixed.v - v_general).norm(), 1e-10 * v_scale) << slide;
      EXPECT_LE((fixed.gamma - general.gamma).norm(),
                1e-10 * fixed.gamma.norm())
          << slide;
    }
  }
}

// A 27-velocity humanoid-like tree in one clique (a 6-velocity floating
// base, a 3-velocity waist, two 6-velocity legs below the waist and two
// 3-velocity arms below the base), its A random SPD with the tree's
// sparsity, falling (v* = −g⋅h on velocity 2) onto four sliding contacts,
// one on each limb's last body (J random on the limb's path to the root),
// and, with `self_contact`, a contact between a hand and a foot (J on the
// two paths), which couples two branches.
std::unique_ptr<Problem> MakeBranchedProblem(bool self_contact) {
  const std::vector<int> parent = {-1, 0,  1,  2,  3,  4,  5, 6,  7,
                                   8,  9,  10, 11, 12, 13, 8, 15, 16,
                                   17, 18, 19, 5,  21, 22, 5, 24, 25};
  const int n = 27;
  std::mt19937 generator(23);
  std::uniform_real_distribution<double> uniform(-1.0, 1.0);
  MatrixXd B = MatrixXd::Zero(n, n);
  for (int i = 0; i < n; ++i) {
    B(i, i) = 1.0;
    for (int a = parent[i]; a != -1; a = parent[a]) {
      B(i, a) = 0.3 * uniform(generator);
    }
  }
  std::vector<MatrixXd> A{B.transpose() * B + 0.1 * MatrixXd::Identity(n, n)};
  VectorXd v_star = VectorXd::Zero(n);
  v_star(2) = -kGravity * kTimeStep;
  v_star(0) = 0.3;
  auto problem = std::make_unique<Problem>(kTimeStep, std::move(A), v_star);
  const auto path_jacobian = [&](int leaf) {
    MatrixXd J = MatrixXd::Zero(3, n);
    for (int c = leaf; c != -1; c = parent[c]) {
      for (int r = 0; r < 3; ++r) J(r, c) = uniform(generator);
    }
    J(2, 2) = 1.0;  // the normal velocity follows the base's fall
    return J;
  };
  const FrictionCone::Parameters p = ContactParameters(0.5, 1e5, 0.01);
  for (const int leaf : {14, 20, 23, 26}) {
    problem->AddConstraint(
        std::make_unique<FrictionCone>(0, path_jacobian(leaf), -1e-3, p));
  }
  if (self_contact) {
    const MatrixXd J = path_jacobian(23) - path_jacobian(14);
    problem->AddConstraint(std::make_unique<FrictionCone>(0, J, -1e-3, p));
  }
  return problem;
}

// The tree-sparse factorization of the Hessian (block-sparse solver, one
// uncoupled clique) and the dense one give the same Newton steps, so the
// same iterates to round-off (1e-10 relative), with and without a contact
// coupling two branches; and repeated solves allocate nothing.
TEST(SapSolver, TreeSparseAndDenseAgree) {
  for (const bool self_contact : {false, true}) {
    const auto problem = MakeBranchedProblem(self_contact);
    Solver sparse_solver, dense_solver;
    SapSolverParameters params;
    params.linear_solver_type = SapHessianFactorizationType::kDense;
    dense_solver.set_parameters(params);
    const Results sparse = SolveOrFail(*problem, 30, &sparse_solver);
    const Results dense = SolveOrFail(*problem, 30, &dense_solver);
    EXPECT_GT(dense.num_iterations, 1);
    EXPECT_EQ(sparse.num_iterations, dense.num_iterations);
    EXPECT_LE((sparse.v - dense.v).norm(), 1e-10 * dense.v.norm());
    EXPECT_LE((sparse.gamma - dense.gamma).norm(), 1e-10 * dense.gamma.norm());
    EXPECT_GT(dense.gamma.norm(), 0.0);
    ExpectMomentumBalance(*problem, sparse, 1e-6);
    Results again = sparse;  // sized
    const VectorXd guess = VectorXd::Zero(problem->num_velocities());
    mallard::test::AllocationCounter counter;
    EXPECT_EQ(sparse_solver.SolveWithGuess(*problem, guess, &again),
              SapSolverStatus::kSuccess);
    EXPECT_EQ(counter.count(), 0);
  }
}

// A clique without velocities is allowed, also in a solver that last solved
// a problem whose clique of that index had some: the particle's impulse
// is the same as alone (to the solver's tolerance, 1e-6 relative).
TEST(SapSolver, EmptyClique) {
  const Vector3d v_star = -kGravity * kTimeStep * Vector3d::UnitZ();
  const FrictionCone::Parameters p = ContactParameters(0.5, 1e5);
  Problem alone(kTimeStep, {kMass * MatrixXd::Identity(3, 3)}, v_star);
  alone.AddConstraint(
      std::make_unique<FrictionCone>(0, MatrixXd::Identity(3, 3), -1e-3, p));
  Problem two(
      kTimeStep,
      {kMass * MatrixXd::Identity(3, 3), kMass * MatrixXd::Identity(3, 3)},
      VectorXd::Zero(6));
  Problem with_empty(
      kTimeStep, {MatrixXd(0, 0), kMass * MatrixXd::Identity(3, 3)}, v_star);
  with_empty.AddConstraint(
      std::make_unique<FrictionCone>(1, MatrixXd::Identity(3, 3), -1e-3, p));
  Solver solver;
  SolveOrFail(two, 20, &solver);
  const Results r = SolveOrFail(with_empty, 20, &solver);
  const Results expected = SolveOrFail(alone, 20);
  EXPECT_LE((r.gamma - expected.gamma).norm(), 1e-6 * expected.gamma.norm());
}

// SolveWithGuessOrFreeMotion() returns v* when no constraint acts there.
// A particle 1 m above the ground (its contact inactive, γ = 0) is solved
// at v* with no Newton iteration, where SolveWithGuess() from v0 takes one
// (exact on the quadratic ½‖v − v*‖²_A: 1e-14 is round-off); a NaN guess
// is then not even read. Where a constraint acts at v* (resting on the
// ground, a sliding stack) it is SolveWithGuess() from the guess: the same
// iterations and bit-identical results.
TEST(SapSolver, SolvesAtTheFreeMotionWhenNoConstraintActs) {
  const FrictionCone::Parameters p = ContactParameters(0.5, 1e5, 0.01);
  const Vector3d v0(0.2, -0.1, 0.5);
  const auto flying = MakeParticleProblem(v0, 1.0, p);
  Solver solver;
  Results from_guess;
  ASSERT_EQ(solver.SolveWithGuess(*flying, v0, &from_guess),
            SapSolverStatus::kSuccess);
  EXPECT_EQ(from_guess.num_iterations, 1);
  EXPECT_LE((from_guess.v - flying->v_star()).norm(), 1e-14);
  Results r;
  ASSERT_EQ(solver.SolveWithGuessOrFreeMotion(*flying, v0, &r),
            SapSolverStatus::kSuccess);
  EXPECT_EQ(r.num_iterations, 0);
  EXPECT_EQ(solver.get_statistics().num_iters, 0);
  EXPECT_TRUE(solver.get_statistics().optimality_criterion_reached);
  EXPECT_EQ(r.v, flying->v_star());
  EXPECT_EQ(r.gamma, Vector3d::Zero());
  EXPECT_EQ(r.j, Vector3d::Zero());
  Vector3d nan_guess = v0;
  nan_guess(1) = std::numeric_limits<double>::quiet_NaN();
  ASSERT_EQ(solver.SolveWithGuessOrFreeMotion(*flying, nan_guess, &r),
            SapSolverStatus::kSuccess);
  EXPECT_EQ(r.v, flying->v_star());

  const double k = 1.0e5;
  const auto resting =
      MakeParticleProblem(Vector3d(0.1, 0, 0), -kMass * kGravity / k, p);
  const auto stack = MakeStackProblem(0.1, 1e8, 1.0);
  for (const Problem* problem : {resting.get(), stack.get()}) {
    const VectorXd guess = VectorXd::Zero(problem->num_velocities());
    ASSERT_EQ(solver.SolveWithGuess(*problem, guess, &from_guess),
              SapSolverStatus::kSuccess);
    ASSERT_EQ(solver.SolveWithGuessOrFreeMotion(*problem, guess, &r),
              SapSolverStatus::kSuccess);
    EXPECT_GT(r.num_iterations, 0);
    EXPECT_EQ(r.num_iterations, from_guess.num_iterations);
    EXPECT_EQ(r.v, from_guess.v);
    EXPECT_EQ(r.gamma, from_guess.gamma);
  }
  // (a NaN guess still fails there.)
  VectorXd nan_stack = VectorXd::Zero(stack->num_velocities());
  nan_stack(7) = std::numeric_limits<double>::quiet_NaN();
  EXPECT_EQ(solver.SolveWithGuessOrFreeMotion(*stack, nan_stack, &r),
            SapSolverStatus::kFailure);
}

// One Newton iteration cannot solve a problem with sliding and stiff
// contacts: kFailure, without throwing.
TEST(SapSolver, FailureOnMaxIterations) {
  const auto problem = MakeStackProblem(0.1, 1e8, 1.0);
  // with the default parameters it takes several iterations.
  const Results converged = SolveOrFail(*problem, 30);
  ASSERT_GT(converged.num_iterations, 2);
  Solver solver;
  SapSolverParameters params;
  params.max_iterations = 1;
  solver.set_parameters(params);
  Results r;
  EXPECT_EQ(solver.SolveWithGuess(*problem, VectorXd::Zero(36), &r),
            SapSolverStatus::kFailure);
  EXPECT_EQ(solver.get_statistics().num_iters, 1);
  // non-finite data fails cleanly.
  VectorXd nan_guess = VectorXd::Zero(36);
  nan_guess(7) = std::numeric_limits<double>::quiet_NaN();
  solver.set_parameters(SapSolverParameters{});
  EXPECT_EQ(solver.SolveWithGuess(*problem, nan_guess, &r),
            SapSolverStatus::kFailure);
  // a dynamics matrix that is not SPD also fails cleanly.
  Problem bad(kTimeStep, {-MatrixXd::Identity(2, 2)}, VectorXd::Zero(2));
  EXPECT_EQ(solver.SolveWithGuess(bad, VectorXd::Zero(2), &r),
            SapSolverStatus::kFailure);
}

// After a first solve, solving a same-size problem allocates nothing.
TEST(SapSolver, NoAllocationOnRepeatedSolves) {
  const auto problem = MakeStackProblem(0.5, 1e6, 0.01);
  const auto other = MakeStackProblem(0.2, 1e5, 1.0);
  Solver solver;
  Results r;
  const VectorXd guess = VectorXd::Zero(36);
  ASSERT_EQ(solver.SolveWithGuess(*problem, guess, &r),
            SapSolverStatus::kSuccess);
  for (const Problem* p : {problem.get(), other.get()}) {
    mallard::test::AllocationCounter counter;
    EXPECT_EQ(solver.SolveWithGuess(*p, guess, &r), SapSolverStatus::kSuccess);
    EXPECT_EQ(counter.count(), 0);
  }
  // also with the backtracking line search, and with the dense
  // factorization (after a first solve that sizes its workspace).
  SapSolverParameters params;
  params.line_search_type = SapSolverParameters::LineSearchType::kBackTracking;
  solver.set_parameters(params);
  {
    mallard::test::AllocationCounter counter;
    EXPECT_EQ(solver.SolveWithGuess(*problem, guess, &r),
              SapSolverStatus::kSuccess);
    EXPECT_EQ(counter.count(), 0);
  }
  params.linear_solver_type = SapHessianFactorizationType::kDense;
  solver.set_parameters(params);
  ASSERT_EQ(solver.SolveWithGuess(*problem, guess, &r),
            SapSolverStatus::kSuccess);
  {
    mallard::test::AllocationCounter counter;
    EXPECT_EQ(solver.SolveWithGuess(*other, guess, &r),
              SapSolverStatus::kSuccess);
    EXPECT_EQ(counter.count(), 0);
  }
}

// Problems over the same two particles whose constraints come and go and
// change places (contacts of 3 equations, a limit of 1), solved in turn by
// one solver, as a discrete plant's steps are: once the solver has seen the
// most constraints of each size, no solve allocates (without the
// copies of γ and vc in the results, which impulses() and
// constraint_velocities() replace); and each solve's answer is a fresh
// solver's, exactly (the same arithmetic in the same order: nothing of an
// earlier solve leaks in through the reused workspace).
TEST(SapSolver, NoAllocationAsConstraintsComeAndGo) {
  using Holonomic = SapHolonomicConstraint<double>;
  // each particle slides along +x onto the ground: v* = (0.1, 0, −g⋅h).
  const auto make = [](const std::vector<char>& order) {
    Vector3d v_star_p(0.1, 0.0, -kGravity * kTimeStep);
    VectorXd v_star(6);
    v_star << v_star_p, v_star_p;
    std::vector<MatrixXd> A(2, kMass * MatrixXd::Identity(3, 3));
    auto problem = std::make_unique<Problem>(kTimeStep, std::move(A), v_star);
    for (const char kind : order) {
      if (kind == 'a' || kind == 'b') {
        // a contact 1 mm deep under particle a (clique 0) or b (clique 1).
        problem->AddConstraint(std::make_unique<FrictionCone>(
            kind == 'a' ? 0 : 1, MatrixXd::Identity(3, 3), -1e-3,
            ContactParameters(0.5, 1e5)));
      } else {
        // particle b's x limited to decrease: vc = −vx, γ ≥ 0.
        MatrixXd J = MatrixXd::Zero(1, 3);
        J(0, 0) = -1.0;
        problem->AddConstraint(std::make_unique<Holonomic>(
            1, J, VectorXd::Zero(1),
            Holonomic::Parameters{
                VectorXd::Zero(1), VectorXd::Constant(1, kInf),
                VectorXd::Constant(1, kInf), VectorXd::Zero(1)}));
      }
    }
    return problem;
  };
  // ne = 7, 4, 1, 4, 3 and 7 again in another order.
  const std::vector<std::vector<char>> orders{
      {'a', 'b', 'x'}, {'x', 'a'}, {'x'}, {'b', 'x'}, {'a'}, {'x', 'b', 'a'}};
  std::vector<std::unique_ptr<Problem>> problems;
  for (const auto& order : orders) problems.push_back(make(order));
  Solver solver;
  Results r;
  const VectorXd guess = VectorXd::Zero(6);
  // warm-up: the largest problem sizes the workspace, and every problem is
  // solved once (a holonomic constraint sizes its own storage at its first
  // Prepare(); a plant's driver keeps its constraints from step to step).
  ASSERT_EQ(solver.SolveWithGuessOrFreeMotion(*problems[0], guess, &r),
            SapSolverStatus::kSuccess);
  for (const auto& problem : problems) {
    ASSERT_EQ(solver.SolveWithGuessOrFreeMotion(*problem, guess, &r),
              SapSolverStatus::kSuccess);
  }
  for (int pass = 0; pass < 2; ++pass) {
    for (size_t k = 0; k < problems.size(); ++k) {
      const Problem& problem = *problems[k];
      const int ne = problem.num_constraint_equations();
      r.gamma = VectorXd::Constant(1, -7.0);
      r.vc = VectorXd::Constant(1, -7.0);
      {
        mallard::test::AllocationCounter counter;
        ASSERT_EQ(solver.SolveWithGuessOrFreeMotion(
                      problem, guess, &r,
                      /* copy_constraint_vectors = */ false),
                  SapSolverStatus::kSuccess);
        EXPECT_EQ(counter.count(), 0) << "problem " << k;
      }
      // the copies were left as they were.
      EXPECT_EQ(r.gamma, VectorXd::Constant(1, -7.0));
      EXPECT_EQ(r.vc, VectorXd::Constant(1, -7.0));
      ASSERT_EQ(solver.impulses().size(), ne);
      ASSERT_EQ(solver.constraint_velocities().size(), ne);
      Solver fresh;
      Results expected;
      ASSERT_EQ(fresh.SolveWithGuessOrFreeMotion(problem, guess, &expected),
                SapSolverStatus::kSuccess);
      EXPECT_EQ(r.v, expected.v) << "problem " << k;
      EXPECT_EQ(r.j, expected.j) << "problem " << k;
      EXPECT_EQ(VectorXd(solver.impulses()), expected.gamma) << "problem " << k;
      EXPECT_EQ(VectorXd(solver.constraint_velocities()), expected.vc)
          << "problem " << k;
      // and the answer is a real one: each contact pushes up, the limit
      // holds particle b's x velocity at (near) zero.
      int start = 0;
      for (const char kind : orders[k]) {
        if (kind == 'x') {
          EXPECT_GT(expected.gamma(start), 0.0);
          EXPECT_LT(std::abs(expected.v(3)), 1e-3);
          start += 1;
        } else {
          EXPECT_GT(expected.gamma(start + 2), 0.0);
          start += 3;
        }
      }
    }
  }
  // With the copies (the default), results hold γ and vc at their size.
  ASSERT_EQ(solver.SolveWithGuessOrFreeMotion(*problems[2], guess, &r),
            SapSolverStatus::kSuccess);
  EXPECT_EQ(r.gamma, VectorXd(solver.impulses()));
  EXPECT_EQ(r.vc, VectorXd(solver.constraint_velocities()));
  EXPECT_EQ(r.gamma.size(), 1);
}

}  // namespace sap_solver_test
}  // namespace internal
}  // namespace contact_solvers
}  // namespace multibody
}  // namespace drake
