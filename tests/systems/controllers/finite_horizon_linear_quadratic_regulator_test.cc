// FiniteHorizonLinearQuadraticRegulator: the scalar Riccati ODE against its
// closed form (also by the square-root method), the infinite-horizon LQR as
// a fixed point and as the limit tf → ∞, the cost-to-go (S, sx, s0) against
// the cost of the closed loop (continuous time through
// MakeFiniteHorizonLinearQuadraticRegulator's System, and discrete time),
// the discrete-time fixed point, and the errors.

#include "drake/systems/controllers/finite_horizon_linear_quadratic_regulator.h"

#include <algorithm>
#include <cmath>
#include <memory>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/test_utilities/eigen_matrix_compare.h"
#include "drake/common/trajectories/piecewise_polynomial.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/controllers/linear_quadratic_regulator.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/framework/leaf_system.h"
#include "drake/systems/primitives/linear_system.h"

namespace drake {
namespace systems {
namespace controllers {
namespace finite_horizon_linear_quadratic_regulator_test {

using Eigen::Matrix2d;
using Eigen::MatrixXd;
using Eigen::Vector2d;
using Eigen::VectorXd;
using trajectories::PiecewisePolynomial;

using Options = FiniteHorizonLinearQuadraticRegulatorOptions;

// ẋ = a·x + b·u, cost ∫ q·x² + r·u² dt + qf·x(tf)². Backwards in τ = tf − t,
// ds/dτ = q + 2a·s − (b²/r)·s², whose roots are s± = r(a ± γ)/b²,
// γ = √(a² + b²q/r); (s − s₊)/(s − s₋) decays as e^{−2γτ}.
double ScalarS(double a, double b, double q, double r, double qf, double tau) {
  const double gamma = std::sqrt(a * a + b * b * q / r);
  const double s_plus = r * (a + gamma) / (b * b);
  const double s_minus = r * (a - gamma) / (b * b);
  const double E = (qf - s_plus) / (qf - s_minus) * std::exp(-2 * gamma * tau);
  return (s_plus - s_minus * E) / (1 - E);
}

Options AccurateOptions() {
  Options options;
  options.simulator_config.integration_scheme = "runge_kutta5";
  options.simulator_config.accuracy = 1e-12;
  return options;
}

TEST(FiniteHorizonLqrTest, ScalarRiccatiMatchesTheClosedForm) {
  const double a = 0.5, b = 2.0, q = 3.0, r = 0.5, qf = 0.2;
  const double t0 = 1.0, tf = 3.0;
  LinearSystem<double> sys(Vector1d(a), Vector1d(b), Vector1d(1), Vector1d(0));
  auto context = sys.CreateDefaultContext();
  sys.get_input_port().FixValue(context.get(), 0.0);
  Options options = AccurateOptions();
  options.Qf = Vector1d(qf);
  for (bool square_root : {false, true}) {
    SCOPED_TRACE(square_root ? "square root" : "S");
    options.use_square_root_method = square_root;
    const FiniteHorizonLinearQuadraticRegulatorResult result =
        FiniteHorizonLinearQuadraticRegulator(
            sys, *context, t0, tf, Vector1d(q), Vector1d(r), options);
    EXPECT_EQ(result.S->start_time(), t0);
    EXPECT_EQ(result.S->end_time(), tf);
    EXPECT_EQ(result.K->start_time(), t0);
    EXPECT_EQ(result.K->end_time(), tf);
    ASSERT_EQ(result.S->rows(), 1);
    ASSERT_EQ(result.K->rows(), 1);
    ASSERT_EQ(result.K->cols(), 1);
    // Integration at accuracy 1e-12 and cubic dense output: 1e-7.
    for (double t : {1.0, 1.37, 2.0, 2.5, 2.99, 3.0}) {
      const double s = ScalarS(a, b, q, r, qf, tf - t);
      EXPECT_NEAR(result.S->value(t)(0, 0), s, 1e-7) << "t = " << t;
      EXPECT_NEAR(result.K->value(t)(0, 0), b * s / r, 1e-6) << "t = " << t;
      // No affine terms: x₀ = 0 is an equilibrium and xd = x₀.
      EXPECT_NEAR(result.sx->value(t)(0, 0), 0.0, 1e-12);
      EXPECT_NEAR(result.s0->value(t)(0, 0), 0.0, 1e-12);
      EXPECT_NEAR(result.k0->value(t)(0, 0), 0.0, 1e-12);
    }
    // S moved far from Qf over the horizon (the test is not trivial).
    EXPECT_GT(std::abs(result.S->value(t0)(0, 0) - qf), 0.4);
  }
}

// With Qf = S∞ (the algebraic Riccati solution) S(t) stays at S∞ and K(t)
// at K∞; with Qf = 0 and a long horizon S(t0) converges to S∞.
TEST(FiniteHorizonLqrTest, InfiniteHorizonLimit) {
  Matrix2d A;
  A << 0, 1, -1, -0.2;
  const Vector2d B(0, 1);
  const Matrix2d Q = Vector2d(2, 1).asDiagonal();
  const Vector1d R(0.5);
  const LinearQuadraticRegulatorResult lqr =
      LinearQuadraticRegulator(A, B, Q, R);
  LinearSystem<double> sys(A, B, Matrix2d::Identity(), Vector2d::Zero());
  auto context = sys.CreateDefaultContext();
  sys.get_input_port().FixValue(context.get(), 0.0);

  Options options;  // Drake's default simulator configuration.
  options.Qf = lqr.S;
  const auto fixed = FiniteHorizonLinearQuadraticRegulator(sys, *context, 0, 10,
                                                           Q, R, options);
  // S∞ is an equilibrium of the Riccati ODE: only round-off, 1e-10.
  for (double t : {0.0, 2.5, 7.0, 10.0}) {
    EXPECT_TRUE(CompareMatrices(fixed.S->value(t), lqr.S, 1e-10)) << t;
    EXPECT_TRUE(CompareMatrices(fixed.K->value(t), lqr.K, 1e-10)) << t;
  }

  options.Qf = std::nullopt;
  options.simulator_config.accuracy = 1e-10;
  const auto converging = FiniteHorizonLinearQuadraticRegulator(
      sys, *context, 0, 40, Q, R, options);
  // Convergence is exponential (the closed loop's slowest rate is ~0.8/s):
  // 1e-7 after 40 s, and far from S∞ near tf (S(tf) = 0).
  EXPECT_TRUE(CompareMatrices(converging.S->value(0), lqr.S, 1e-7));
  EXPECT_TRUE(CompareMatrices(converging.K->value(0), lqr.K, 1e-7));
  EXPECT_TRUE(
      CompareMatrices(converging.S->value(40), Matrix2d::Zero(), 1e-12));
  EXPECT_GT((converging.S->value(39.5) - lqr.S).norm(), 0.1);
}

// Running cost (x−xd)ᵀQ(x−xd) + (u−ud)ᵀR(u−ud) + 2(x−xd)ᵀN(u−ud),
// integrated as the state J; inputs x and u.
class CostIntegrator final : public LeafSystem<double> {
 public:
  CostIntegrator(MatrixXd Q, MatrixXd R, MatrixXd N, VectorXd xd, VectorXd ud)
      : Q_(std::move(Q)),
        R_(std::move(R)),
        N_(std::move(N)),
        xd_(std::move(xd)),
        ud_(std::move(ud)) {
    this->DeclareVectorInputPort("x", Q_.rows());
    this->DeclareVectorInputPort("u", R_.rows());
    this->DeclareContinuousState(1);
  }

 private:
  void DoCalcTimeDerivatives(const Context<double>& context,
                             ContinuousState<double>* derivatives) const final {
    const VectorXd dx = this->get_input_port(0).Eval(context) - xd_;
    const VectorXd du = this->get_input_port(1).Eval(context) - ud_;
    (*derivatives)[0] = dx.dot(Q_ * dx) + du.dot(R_ * du) + 2 * dx.dot(N_ * du);
  }

  MatrixXd Q_, R_, N_;
  VectorXd xd_, ud_;
};

// For a linear system the linearization is exact, so from any x(t0) the
// closed loop u = u₀ − K·x̃ − k0 costs exactly V = x̃ᵀSx̃ + 2x̃ᵀsx + s0: a
// check of S, sx, s0, K and k0 together, with a nominal x₀(t) that is not a
// solution (c ≠ 0), nonzero u₀, xd, ud and N.
TEST(FiniteHorizonLqrTest, ContinuousCostToGoMatchesTheClosedLoopCost) {
  Matrix2d A;
  A << 0.1, 1, -0.5, -0.3;
  Eigen::Matrix<double, 2, 1> B(0.2, 1.0);
  const Matrix2d Q = (Matrix2d() << 2, 0.3, 0.3, 1).finished();
  const Vector1d R(0.4);
  const Eigen::Matrix<double, 2, 1> N(0.1, -0.05);
  const Matrix2d Qf = Vector2d(1.5, 0.5).asDiagonal();
  const Vector2d xd(1.0, -0.5);
  const Vector1d ud(0.3);
  const double t0 = 0.0, tf = 2.0;

  LinearSystem<double> sys(A, B, Matrix2d::Identity(), Vector2d::Zero());
  auto context = sys.CreateDefaultContext();
  sys.get_input_port().FixValue(context.get(), 0.0);
  // x₀(t): a quadratic through three points; u₀ constant.
  const PiecewisePolynomial<double> x0_traj =
      PiecewisePolynomial<double>::LagrangeInterpolatingPolynomial(
          std::vector<double>{0.0, 1.0, 2.0},
          std::vector<MatrixXd>{Vector2d(0.2, 0.1), Vector2d(0.5, -0.3),
                                Vector2d(0.1, 0.4)});
  const PiecewisePolynomial<double> u0_traj(Vector1d(-0.7));
  const PiecewisePolynomial<double> xd_traj(xd);
  const PiecewisePolynomial<double> ud_traj(ud);
  Options options = AccurateOptions();
  options.Qf = Qf;
  options.N = N;
  options.x0 = &x0_traj;
  options.u0 = &u0_traj;
  options.xd = &xd_traj;
  options.ud = &ud_traj;
  const auto result = FiniteHorizonLinearQuadraticRegulator(sys, *context, t0,
                                                            tf, Q, R, options);

  DiagramBuilder<double> builder;
  auto* plant = builder.AddSystem<LinearSystem<double>>(
      A, B, Matrix2d::Identity(), Vector2d::Zero());
  auto* controller =
      builder.AddSystem(MakeFiniteHorizonLinearQuadraticRegulator(
          sys, *context, t0, tf, Q, R, options));
  auto* cost = builder.AddSystem<CostIntegrator>(Q, R, N, xd, ud);
  ASSERT_EQ(controller->get_input_port(0).get_name(), "plant_state");
  ASSERT_EQ(controller->get_output_port(0).get_name(), "command");
  builder.Connect(plant->get_output_port(), controller->get_input_port(0));
  builder.Connect(controller->get_output_port(0), plant->get_input_port());
  builder.Connect(plant->get_output_port(), cost->get_input_port(0));
  builder.Connect(controller->get_output_port(0), cost->get_input_port(1));
  auto diagram = builder.Build();
  Simulator<double> simulator(*diagram);
  simulator.get_mutable_integrator().set_target_accuracy(1e-11);

  for (const Vector2d& x_start : {Vector2d(0.2, 0.1), Vector2d(1.0, -1.0)}) {
    Context<double>& root = simulator.get_mutable_context();
    root.SetTime(t0);
    plant->GetMyMutableContextFromRoot(&root).SetContinuousState(x_start);
    cost->GetMyMutableContextFromRoot(&root).SetContinuousState(Vector1d(0));
    simulator.Initialize();
    simulator.AdvanceTo(tf);
    const Vector2d x_final = plant->GetMyContextFromRoot(root)
                                 .get_continuous_state_vector()
                                 .CopyToVector();
    const double J =
        cost->GetMyContextFromRoot(root).get_continuous_state_vector()[0] +
        (x_final - xd).dot(Qf * (x_final - xd));
    const Vector2d x_tilde = x_start - x0_traj.value(t0);
    const double V = x_tilde.dot(result.S->value(t0) * x_tilde) +
                     2 * x_tilde.dot(result.sx->value(t0).col(0)) +
                     result.s0->value(t0)(0, 0);
    // The interpolated K(t) and the two integrations: 1e-6 relative.
    EXPECT_NEAR(J, V, 1e-6 * std::max(1.0, std::abs(V)))
        << "x(t0) = " << x_start.transpose();
    EXPECT_GT(std::abs(V), 0.1);
  }
  // The affine terms are not zero here.
  EXPECT_GT(result.sx->value(t0).norm(), 0.05);
  EXPECT_GT(result.k0->value(t0).norm(), 0.05);
}

// The controller System converts to AutoDiffXd and gives the same command.
TEST(FiniteHorizonLqrTest, ControllerScalarConversion) {
  LinearSystem<double> sys(Vector1d(0.5), Vector1d(1), Vector1d(1),
                           Vector1d(0));
  auto context = sys.CreateDefaultContext();
  sys.get_input_port().FixValue(context.get(), 0.0);
  auto controller = MakeFiniteHorizonLinearQuadraticRegulator(
      sys, *context, 0, 1, Vector1d(1), Vector1d(1));
  auto controller_ad = controller->ToAutoDiffXd();
  auto c = controller->CreateDefaultContext();
  auto c_ad = controller_ad->CreateDefaultContext();
  c->SetTime(0.5);
  c_ad->SetTime(0.5);
  controller->get_input_port(0).FixValue(c.get(), Vector1d(2.0));
  VectorX<AutoDiffXd> x_ad(1);
  x_ad[0] = AutoDiffXd(2.0, Vector1d(1.0));
  controller_ad->get_input_port(0).FixValue(c_ad.get(), x_ad);
  const double u = controller->get_output_port(0).Eval(*c)[0];
  const AutoDiffXd u_ad = controller_ad->get_output_port(0).Eval(*c_ad)[0];
  EXPECT_NEAR(u_ad.value(), u, 1e-14);
  // du/dx = −K(0.5), K > 0 for this stabilizable system.
  EXPECT_NEAR(u_ad.derivatives()[0], u / 2.0, 1e-14);
  EXPECT_LT(u, -0.1);
}

// Discrete time: with Qf = S∞ of the discrete algebraic Riccati equation
// every S[n] is S∞ and K[n] is K∞.
TEST(FiniteHorizonLqrTest, DiscreteTimeFixedPoint) {
  Matrix2d A;
  A << 1, 0.1, 0, 1;
  const Vector2d B(0.005, 0.1);
  const Matrix2d Q = Matrix2d::Identity();
  const Vector1d R(0.1);
  const LinearQuadraticRegulatorResult dlqr =
      DiscreteTimeLinearQuadraticRegulator(A, B, Q, R);
  LinearSystem<double> sys(A, B, Matrix2d::Identity(), Vector2d::Zero(), 0.1);
  auto context = sys.CreateDefaultContext();
  sys.get_input_port().FixValue(context.get(), 0.0);
  Options options;
  options.Qf = dlqr.S;
  const auto result = FiniteHorizonLinearQuadraticRegulator(sys, *context, 0.0,
                                                            2.0, Q, R, options);
  EXPECT_EQ(result.S->start_time(), 0.0);
  EXPECT_NEAR(result.S->end_time(), 2.0, 1e-12);
  EXPECT_NEAR(result.K->end_time(), 1.9, 1e-12);
  // The DARE solution's own accuracy: 1e-9.
  for (int k = 0; k < 20; ++k) {
    EXPECT_TRUE(CompareMatrices(result.S->value(0.1 * k), dlqr.S, 1e-9)) << k;
    EXPECT_TRUE(CompareMatrices(result.K->value(0.1 * k), dlqr.K, 1e-9)) << k;
  }
}

// Discrete time: the sum of the running costs of the closed loop (rolled
// out by hand with the result's K, k0) plus the final cost equals
// x̃ᵀS[0]x̃ + 2x̃ᵀsx[0] + s0[0] (round-off only: 1e-10 relative).
TEST(FiniteHorizonLqrTest, DiscreteCostToGoMatchesTheClosedLoopCost) {
  Matrix2d A;
  A << 1.0, 0.2, -0.1, 0.9;
  const Vector2d B(0.0, 0.2);
  const Matrix2d Q = (Matrix2d() << 1, 0.2, 0.2, 0.5).finished();
  const Vector1d R(0.3);
  const Vector2d N(0.05, 0.02);
  const Matrix2d Qf = 2 * Matrix2d::Identity();
  const double h = 0.2, t0 = 0.4, tf = 2.0;
  LinearSystem<double> sys(A, B, Matrix2d::Identity(), Vector2d::Zero(), h);
  auto context = sys.CreateDefaultContext();
  sys.get_input_port().FixValue(context.get(), 0.0);
  const PiecewisePolynomial<double> x0_traj =
      PiecewisePolynomial<double>::FirstOrderHold(
          std::vector<double>{0.0, 2.0},
          std::vector<MatrixXd>{Vector2d(0.5, 0.0), Vector2d(-0.5, 1.0)});
  const PiecewisePolynomial<double> u0_traj(Vector1d(0.4));
  const PiecewisePolynomial<double> xd_traj(Vector2d(1.0, 0.0));
  const PiecewisePolynomial<double> ud_traj(Vector1d(-0.2));
  Options options;
  options.Qf = Qf;
  options.N = N;
  options.x0 = &x0_traj;
  options.u0 = &u0_traj;
  options.xd = &xd_traj;
  options.ud = &ud_traj;
  const auto result = FiniteHorizonLinearQuadraticRegulator(sys, *context, t0,
                                                            tf, Q, R, options);
  const int num_steps = 8;
  Vector2d x(0.3, -0.6);
  const Vector2d x_tilde0 = x - x0_traj.value(t0);
  double J = 0;
  for (int k = 0; k < num_steps; ++k) {
    const double t = t0 + h * k;
    const Vector1d u = u0_traj.value(t) -
                       result.K->value(t) * (x - x0_traj.value(t)) -
                       result.k0->value(t);
    const Vector2d dx = x - xd_traj.value(t);
    const Vector1d du = u - ud_traj.value(t);
    J += dx.dot(Q * dx) + du.dot(R * du) + 2 * dx.dot(N * du);
    x = A * x + B * u;
  }
  J += (x - xd_traj.value(tf)).dot(Qf * (x - xd_traj.value(tf)));
  const double V = x_tilde0.dot(result.S->value(t0) * x_tilde0) +
                   2 * x_tilde0.dot(result.sx->value(t0).col(0)) +
                   result.s0->value(t0)(0, 0);
  EXPECT_NEAR(J, V, 1e-10 * std::abs(V));
  EXPECT_GT(std::abs(V), 0.1);

  // Any other input sequence costs more: perturb the first input.
  Vector2d y(0.3, -0.6);
  double J_other = 0;
  for (int k = 0; k < num_steps; ++k) {
    const double t = t0 + h * k;
    Vector1d u = u0_traj.value(t) -
                 result.K->value(t) * (y - x0_traj.value(t)) -
                 result.k0->value(t);
    if (k == 0) u[0] += 0.1;
    const Vector2d dx = y - xd_traj.value(t);
    const Vector1d du = u - ud_traj.value(t);
    J_other += dx.dot(Q * dx) + du.dot(R * du) + 2 * dx.dot(N * du);
    y = A * y + B * u;
  }
  J_other += (y - xd_traj.value(tf)).dot(Qf * (y - xd_traj.value(tf)));
  EXPECT_GT(J_other, J + 1e-6);
}

TEST(FiniteHorizonLqrTest, Errors) {
  LinearSystem<double> sys(Vector1d(0.5), Vector1d(1), Vector1d(1),
                           Vector1d(0));
  auto context = sys.CreateDefaultContext();
  sys.get_input_port().FixValue(context.get(), 0.0);
  const Vector1d Q(1), R(1);
  DRAKE_EXPECT_THROWS_MESSAGE(
      FiniteHorizonLinearQuadraticRegulator(sys, *context, 1, 1, Q, R),
      ".*tf \\(1\\) must be greater than t0 \\(1\\).*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      FiniteHorizonLinearQuadraticRegulator(sys, *context, 0, 1,
                                            Eigen::Matrix2d::Zero(), R),
      ".*Q must be 1 x 1; got 2 x 2.*");
  DRAKE_EXPECT_THROWS_MESSAGE(FiniteHorizonLinearQuadraticRegulator(
                                  sys, *context, 0, 1, Q, Vector1d(0)),
                              ".*R must be positive definite.*");
  DRAKE_EXPECT_THROWS_MESSAGE(FiniteHorizonLinearQuadraticRegulator(
                                  sys, *context, 0, 1, Vector1d(-1), R),
                              ".*Q must be positive semi-definite.*");
  Options options;
  options.Qf = Vector1d(-0.5);
  DRAKE_EXPECT_THROWS_MESSAGE(
      FiniteHorizonLinearQuadraticRegulator(sys, *context, 0, 1, Q, R, options),
      ".*options.Qf must be positive semi-definite.*");
  options.Qf = Vector1d(0.0);
  options.use_square_root_method = true;
  DRAKE_EXPECT_THROWS_MESSAGE(
      FiniteHorizonLinearQuadraticRegulator(sys, *context, 0, 1, Q, R, options),
      ".*options.Qf must be positive definite.*");
  options.Qf = std::nullopt;
  DRAKE_EXPECT_THROWS_MESSAGE(
      FiniteHorizonLinearQuadraticRegulator(sys, *context, 0, 1, Q, R, options),
      ".*use_square_root_method requires options.Qf.*");
  options = Options{};
  options.N = Vector2d(1, 1);
  DRAKE_EXPECT_THROWS_MESSAGE(
      FiniteHorizonLinearQuadraticRegulator(sys, *context, 0, 1, Q, R, options),
      ".*options.N must be 1 x 1; got 2 x 1.*");
  const PiecewisePolynomial<double> short_x0 =
      PiecewisePolynomial<double>::FirstOrderHold(
          std::vector<double>{0.0, 0.5},
          std::vector<MatrixXd>{Vector1d(0), Vector1d(1)});
  options = Options{};
  options.x0 = &short_x0;
  DRAKE_EXPECT_THROWS_MESSAGE(
      FiniteHorizonLinearQuadraticRegulator(sys, *context, 0, 1, Q, R, options),
      ".*options.x0 spans \\[0, 0.5\\], which does not cover.*");

  // The input must have a value (or options.u0).
  auto unfixed = sys.CreateDefaultContext();
  DRAKE_EXPECT_THROWS_MESSAGE(
      FiniteHorizonLinearQuadraticRegulator(sys, *unfixed, 0, 1, Q, R),
      ".*input port 'u0' has no value in the context.*");

  // Discrete time: t0 and tf on the sample times; no square-root method.
  LinearSystem<double> dsys(Vector1d(0.5), Vector1d(1), Vector1d(1),
                            Vector1d(0), 0.1);
  auto dcontext = dsys.CreateDefaultContext();
  dsys.get_input_port().FixValue(dcontext.get(), 0.0);
  DRAKE_EXPECT_THROWS_MESSAGE(
      FiniteHorizonLinearQuadraticRegulator(dsys, *dcontext, 0.05, 1, Q, R),
      ".*t0 and tf must be sample times.*got 0.05.*");
  options = Options{};
  options.Qf = Vector1d(1);
  options.use_square_root_method = true;
  DRAKE_EXPECT_THROWS_MESSAGE(
      FiniteHorizonLinearQuadraticRegulator(dsys, *dcontext, 0, 1, Q, R,
                                            options),
      ".*square-root method is not supported for discrete-time.*");
}

}  // namespace finite_horizon_linear_quadratic_regulator_test
}  // namespace controllers
}  // namespace systems
}  // namespace drake
