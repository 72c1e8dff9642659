// LinearQuadraticRegulator against closed forms (the double integrator),
// against the Riccati equations' residuals (cross term, discrete time), and
// in closed loop (a pendulum balanced at the upright from a System and a
// Context).

#include "drake/systems/controllers/linear_quadratic_regulator.h"

#include <cmath>
#include <memory>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/systems/analysis/simulator.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {
namespace controllers {
namespace linear_quadratic_regulator_test {

using Eigen::Matrix2d;
using Eigen::MatrixXd;
using Eigen::Vector2d;

// The Riccati solvers check their own residuals at ~1e-10 relative; the
// closed forms here are O(1), so 1e-9 is a safe bound.
constexpr double kTol = 1e-9;

// The continuous double integrator ẍ = u.
Matrix2d DoubleIntegratorA() {
  Matrix2d A;
  A << 0, 1, 0, 0;
  return A;
}
Vector2d DoubleIntegratorB() { return Vector2d(0, 1); }

// For Q = I, R = 1 the CARE has the closed-form solution
// S = [√3, 1; 1, √3] and K = BᵀS = [1, √3] (solve the three scalar
// equations 1 − s12² = 0, s11 − s12·s22 = 0, 2·s12 + 1 − s22² = 0).
GTEST_TEST(LinearQuadraticRegulatorTest, DoubleIntegratorClosedForm) {
  const auto result =
      LinearQuadraticRegulator(DoubleIntegratorA(), DoubleIntegratorB(),
                               Matrix2d::Identity(), Vector1d(1.0));
  const double r3 = std::sqrt(3.0);
  Matrix2d S_expected;
  S_expected << r3, 1, 1, r3;
  EXPECT_TRUE(result.K.isApprox(Eigen::RowVector2d(1.0, r3), kTol)) << result.K;
  EXPECT_TRUE(result.S.isApprox(S_expected, kTol)) << result.S;
}

// With a cross term N, S must satisfy
// SA + AᵀS − (SB + N)R⁻¹(BᵀS + Nᵀ) + Q = 0 and K = R⁻¹(BᵀS + Nᵀ) must
// make A − BK Hurwitz.
GTEST_TEST(LinearQuadraticRegulatorTest, CrossTermResidual) {
  Matrix2d A;
  A << 0.2, 1.0, -0.5, 0.1;
  MatrixXd B(2, 1);
  B << 0.3, 1.0;
  const Matrix2d Q = Vector2d(2.0, 1.0).asDiagonal();
  const Vector1d R(0.5);
  MatrixXd N(2, 1);
  N << 0.1, -0.2;
  const auto result = LinearQuadraticRegulator(A, B, Q, R, N);
  const MatrixXd& S = result.S;
  const MatrixXd residual =
      S * A + A.transpose() * S -
      (S * B + N) * R.inverse() * (B.transpose() * S + N.transpose()) + Q;
  EXPECT_LT(residual.norm(), kTol) << residual;
  const MatrixXd K_expected = R.inverse() * (B.transpose() * S + N.transpose());
  EXPECT_TRUE(result.K.isApprox(K_expected, kTol));
  const Eigen::VectorXcd eig = (A - B * result.K).eigenvalues();
  for (int i = 0; i < eig.size(); ++i) EXPECT_LT(eig[i].real(), 0.0);
}

// The zero-order-hold double integrator with period h: the DARE residual
// AᵀSA − S − AᵀSB(BᵀSB + R)⁻¹BᵀSA + Q vanishes and |eig(A − BK)| < 1.
GTEST_TEST(LinearQuadraticRegulatorTest, DiscreteTimeResidual) {
  const double h = 0.1;
  Matrix2d A;
  A << 1, h, 0, 1;
  const Vector2d B(h * h / 2, h);
  const Matrix2d Q = Matrix2d::Identity();
  const Vector1d R(1.0);
  const auto result = DiscreteTimeLinearQuadraticRegulator(A, B, Q, R);
  const MatrixXd& S = result.S;
  const MatrixXd BtSB_R = B.transpose() * S * B + R;
  const MatrixXd residual =
      A.transpose() * S * A - S -
      A.transpose() * S * B * BtSB_R.inverse() * B.transpose() * S * A + Q;
  EXPECT_LT(residual.norm(), kTol) << residual;
  const MatrixXd K_expected = BtSB_R.inverse() * B.transpose() * S * A;
  EXPECT_TRUE(result.K.isApprox(K_expected, kTol));
  const Eigen::VectorXcd eig = (A - B * result.K).eigenvalues();
  for (int i = 0; i < eig.size(); ++i) EXPECT_LT(std::abs(eig[i]), 1.0);
}

GTEST_TEST(LinearQuadraticRegulatorTest, FromLinearSystem) {
  const LinearSystem<double> plant(DoubleIntegratorA(), DoubleIntegratorB(),
                                   Matrix2d::Identity(), Vector2d::Zero());
  const auto controller =
      LinearQuadraticRegulator(plant, Matrix2d::Identity(), Vector1d(1.0));
  // A stateless u = −K·x.
  EXPECT_EQ(controller->num_states(), 0);
  EXPECT_EQ(controller->num_inputs(), 2);
  EXPECT_EQ(controller->num_outputs(), 1);
  EXPECT_TRUE(
      controller->D().isApprox(-Eigen::RowVector2d(1.0, std::sqrt(3.0)), kTol));

  // A discrete system uses the DARE.
  const double h = 0.1;
  Matrix2d Ad;
  Ad << 1, h, 0, 1;
  const Vector2d Bd(h * h / 2, h);
  const LinearSystem<double> discrete(Ad, Bd, Matrix2d::Identity(),
                                      Vector2d::Zero(), h);
  const auto discrete_controller =
      LinearQuadraticRegulator(discrete, Matrix2d::Identity(), Vector1d(1.0));
  const auto expected = DiscreteTimeLinearQuadraticRegulator(
      Ad, Bd, Matrix2d::Identity(), Vector1d(1.0));
  EXPECT_TRUE(discrete_controller->D().isApprox(-expected.K, kTol));
  EXPECT_EQ(discrete_controller->time_period(), h);
  // With a cross term too (as the matrix version).
  const Vector2d N(0.2, -0.1);
  const auto discrete_controller_N = LinearQuadraticRegulator(
      discrete, Matrix2d::Identity(), Vector1d(1.0), N);
  const auto expected_N = DiscreteTimeLinearQuadraticRegulator(
      Ad, Bd, Matrix2d::Identity(), Vector1d(1.0), N);
  EXPECT_TRUE(discrete_controller_N->D().isApprox(-expected_N.K, kTol));
}

// The discrete cross-term problem: the Bellman equation of
// Σ xᵀQx + uᵀRu + 2xᵀNu gives S = AᵀSA − (AᵀSB + N)(BᵀSB + R)⁻¹(BᵀSA + Nᵀ)
// + Q and K = (BᵀSB + R)⁻¹(BᵀSA + Nᵀ), checked directly (the solver goes
// through the change of input that removes N).
GTEST_TEST(LinearQuadraticRegulatorTest, DiscreteTimeCrossTermResidual) {
  const double h = 0.1;
  Matrix2d A;
  A << 1, h, 0, 1;
  const Vector2d B(h * h / 2, h);
  Matrix2d Q;
  Q << 2.0, 0.3, 0.3, 1.0;
  const Vector1d R(0.5);
  const Vector2d N(0.1, -0.2);
  const auto result = DiscreteTimeLinearQuadraticRegulator(A, B, Q, R, N);
  const MatrixXd& S = result.S;
  const MatrixXd BtSB_R = B.transpose() * S * B + R;
  const MatrixXd coupling = B.transpose() * S * A + N.transpose();
  const MatrixXd residual = A.transpose() * S * A -
                            coupling.transpose() * BtSB_R.inverse() * coupling +
                            Q - S;
  EXPECT_LT(residual.norm(), kTol) << residual;
  EXPECT_TRUE(result.K.isApprox(BtSB_R.inverse() * coupling, kTol));
  const Eigen::VectorXcd eig = (A - B * result.K).eigenvalues();
  for (int i = 0; i < eig.size(); ++i) EXPECT_LT(std::abs(eig[i]), 1.0);
  // N = 0 and N empty agree.
  const auto no_N = DiscreteTimeLinearQuadraticRegulator(A, B, Q, R);
  const auto zero_N =
      DiscreteTimeLinearQuadraticRegulator(A, B, Q, R, Vector2d::Zero());
  EXPECT_TRUE(zero_N.S.isApprox(no_N.S, kTol));
  EXPECT_TRUE(zero_N.K.isApprox(no_N.K, kTol));
}

// A double integrator (x1, x2) beside a third state x3 that F·x = x3 = 0
// pins: on that subspace the problem is the double integrator's, so
// S = [S_di, 0; 0, 0] and K = [K_di, 0] (S_di = [√3, 1; 1, √3],
// K_di = [1, √3] for Q = I, R = 1). x3 is made uncontrollable and unstable
// (ẋ3 = x3) so the unconstrained problem has no solution at all.
GTEST_TEST(LinearQuadraticRegulatorTest, ConstrainedToTheNullSpaceOfF) {
  Eigen::Matrix3d A = Eigen::Matrix3d::Zero();
  A(0, 1) = 1;
  A(2, 2) = 1;
  const Eigen::Vector3d B(0, 1, 0);
  const Eigen::Matrix3d Q = Eigen::Matrix3d::Identity();
  const Vector1d R(1.0);
  const Eigen::RowVector3d F(0, 0, 1);
  const auto result = LinearQuadraticRegulator(A, B, Q, R, MatrixXd(0, 0), F);
  Eigen::Matrix3d S_expected = Eigen::Matrix3d::Zero();
  S_expected(0, 0) = S_expected(1, 1) = std::sqrt(3.0);
  S_expected(0, 1) = S_expected(1, 0) = 1.0;
  EXPECT_TRUE(result.S.isApprox(S_expected, kTol)) << result.S;
  EXPECT_TRUE(result.K.isApprox(Eigen::RowVector3d(1, std::sqrt(3.0), 0), kTol))
      << result.K;
  // A cross term enters only through its part on the subspace: with
  // N = [n1; n2; n3] the answer is the 2-state problem with N = [n1; n2].
  const Eigen::Vector3d N(0.2, -0.1, 5.0);
  const auto with_N = LinearQuadraticRegulator(A, B, Q, R, N, F);
  const auto reduced =
      LinearQuadraticRegulator(DoubleIntegratorA(), DoubleIntegratorB(),
                               Matrix2d::Identity(), R, Vector2d(0.2, -0.1));
  const MatrixXd S_top = with_N.S.topLeftCorner(2, 2);
  EXPECT_TRUE(S_top.isApprox(reduced.S, kTol));
  EXPECT_LT(with_N.S.col(2).norm() + with_N.S.row(2).norm(), kTol);
  const MatrixXd K_left = with_N.K.leftCols(2);
  EXPECT_TRUE(K_left.isApprox(reduced.K, kTol));
  EXPECT_LT(std::abs(with_N.K(0, 2)), kTol);
  DRAKE_EXPECT_THROWS_MESSAGE(
      LinearQuadraticRegulator(A, B, Q, R, MatrixXd(0, 0),
                               Eigen::RowVector2d(0, 1)),
      "LinearQuadraticRegulator\\(\\): F must have 3 columns \\(one per "
      "state\\); got 1 x 2.");
}

// θ̈ = −(g/l)·sin θ − b·θ̇ + τ/(m·l²); input τ, output the state [θ, θ̇].
template <typename T>
class Pendulum final : public LeafSystem<T> {
 public:
  static constexpr double kMass = 1.0, kLength = 0.5, kDamping = 0.1,
                          kGravity = 9.81;

  Pendulum() : LeafSystem<T>(SystemTypeTag<Pendulum>{}) {
    this->DeclareContinuousState(1, 1, 0);
    this->DeclareVectorInputPort("tau", 1);
    this->DeclareVectorOutputPort("state", 2, &Pendulum::CalcState,
                                  {this->xc_ticket()});
  }
  template <typename U>
  explicit Pendulum(const Pendulum<U>&) : Pendulum() {}

 private:
  void DoCalcTimeDerivatives(const Context<T>& context,
                             ContinuousState<T>* derivatives) const override {
    using std::sin;
    const VectorBase<T>& x = context.get_continuous_state_vector();
    const T tau = this->get_input_port(0).Eval(context)[0];
    (*derivatives)[0] = x[1];
    (*derivatives)[1] = -kGravity / kLength * sin(x[0]) - kDamping * x[1] +
                        tau / (kMass * kLength * kLength);
  }
  void CalcState(const Context<T>& context, BasicVector<T>* y) const {
    y->SetFrom(context.get_continuous_state_vector());
  }
};

// The LQR about the upright (θ = π, τ = 0) from the System and Context
// equals the one from the hand linearization A = [0, 1; g/l, −b],
// B = [0; 1/(m l²)], has the affine term u₀ + K·x₀ = K·x₀, and balances the
// pendulum from a 0.2 rad perturbation.
GTEST_TEST(LinearQuadraticRegulatorTest, PendulumUprightFromSystem) {
  using P = Pendulum<double>;
  DiagramBuilder<double> builder;
  auto* pendulum = builder.AddSystem<P>();
  auto pendulum_context = pendulum->CreateDefaultContext();
  const Vector2d x0(M_PI, 0.0);
  pendulum_context->get_mutable_continuous_state_vector().SetFromVector(x0);
  pendulum->get_input_port(0).FixValue(pendulum_context.get(), 0.0);
  const Matrix2d Q = Vector2d(10.0, 1.0).asDiagonal();
  const Vector1d R(1.0);
  auto controller =
      LinearQuadraticRegulator(*pendulum, *pendulum_context, Q, R);

  Matrix2d A;
  A << 0, 1, P::kGravity / P::kLength, -P::kDamping;
  const Vector2d B(0, 1.0 / (P::kMass * P::kLength * P::kLength));
  const auto expected = LinearQuadraticRegulator(A, B, Q, R);
  EXPECT_EQ(controller->num_states(), 0);
  EXPECT_TRUE(controller->D().isApprox(-expected.K, kTol)) << controller->D();
  EXPECT_TRUE(controller->y0().isApprox(expected.K * x0, kTol));

  auto* lqr = builder.AddSystem(std::move(controller));
  builder.Connect(pendulum->get_output_port(0), lqr->get_input_port());
  builder.Connect(lqr->get_output_port(), pendulum->get_input_port(0));
  auto diagram = builder.Build();
  Simulator<double> simulator(*diagram);
  Context<double>& pendulum_sim_context = diagram->GetMutableSubsystemContext(
      *pendulum, &simulator.get_mutable_context());
  pendulum_sim_context.get_mutable_continuous_state_vector().SetFromVector(
      Vector2d(M_PI + 0.2, 0.0));
  simulator.AdvanceTo(5.0);
  // The closed loop is exponentially stable with its slowest pole well left
  // of −1.5 s⁻¹, so after 5 s the error is far below 1e-3 rad.
  const Eigen::VectorXd x =
      pendulum_sim_context.get_continuous_state_vector().CopyToVector();
  EXPECT_NEAR(x[0], M_PI, 1e-3);
  EXPECT_NEAR(x[1], 0.0, 1e-3);
}

GTEST_TEST(LinearQuadraticRegulatorTest, BadArgumentsThrow) {
  DRAKE_EXPECT_THROWS_MESSAGE(
      LinearQuadraticRegulator(DoubleIntegratorA(), DoubleIntegratorB(),
                               Eigen::Matrix3d::Identity(), Vector1d(1.0)),
      "LinearQuadraticRegulator\\(\\): Q must be 2 x 2; got 3 x 3.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      LinearQuadraticRegulator(DoubleIntegratorA(), DoubleIntegratorB(),
                               Matrix2d::Identity(), Matrix2d::Identity()),
      "LinearQuadraticRegulator\\(\\): R must be 1 x 1; got 2 x 2.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      LinearQuadraticRegulator(DoubleIntegratorA(), DoubleIntegratorB(),
                               Matrix2d::Identity(), Vector1d(1.0),
                               Eigen::Vector3d::Zero()),
      "LinearQuadraticRegulator\\(\\): N must be 2 x 1; got 3 x 1.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      LinearQuadraticRegulator(DoubleIntegratorA(), DoubleIntegratorB(),
                               Matrix2d::Identity(), Vector1d(-1.0)),
      "LinearQuadraticRegulator\\(\\): R must be symmetric positive "
      "definite.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      DiscreteTimeLinearQuadraticRegulator(Eigen::Matrix3d::Identity(),
                                           DoubleIntegratorB(),
                                           Matrix2d::Identity(), Vector1d(1.0)),
      "DiscreteTimeLinearQuadraticRegulator\\(\\): B must be 3 x 1; got 2 "
      "x 1.");
  const Pendulum<double> pendulum;
  auto context = pendulum.CreateDefaultContext();
  DRAKE_EXPECT_THROWS_MESSAGE(
      LinearQuadraticRegulator(pendulum, *context, Matrix2d::Identity(),
                               Vector1d(1.0), MatrixXd(0, 0), 3),
      ".*input_port_index 3 is out of range; system '.*' has 1 input "
      "ports.");
}

}  // namespace linear_quadratic_regulator_test
}  // namespace controllers
}  // namespace systems
}  // namespace drake
