// PidController against the PID law evaluated by hand: fixed inputs, the
// integral after a simulation with a constant error, projections, scalar
// conversion and the size checks.

#include "drake/systems/controllers/pid_controller.h"

#include <memory>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/systems/analysis/simulator.h"

namespace drake {
namespace systems {
namespace controllers {
namespace pid_controller_test {

// The law is a few products and sums; results match to roundoff.
constexpr double kTol = 1e-12;

class PidControllerTest : public ::testing::Test {
 protected:
  const Eigen::Vector2d kp_{2.0, 3.0};
  const Eigen::Vector2d ki_{0.5, 1.0};
  const Eigen::Vector2d kd_{0.1, 0.2};
  // x = [q; v] and x_d = [q_d; v_d].
  const Eigen::Vector4d x_{0.3, -0.2, 1.0, -0.5};
  const Eigen::Vector4d x_d_{0.5, 0.4, 0.0, 0.25};
};

TEST_F(PidControllerTest, PortsAndSizes) {
  const PidController<double> pid(kp_, ki_, kd_);
  EXPECT_EQ(pid.get_input_port_estimated_state().get_name(), "estimated_state");
  EXPECT_EQ(pid.get_input_port_desired_state().get_name(), "desired_state");
  EXPECT_EQ(pid.get_output_port_control().get_name(), "control");
  EXPECT_EQ(pid.get_input_port_estimated_state().size(), 4);
  EXPECT_EQ(pid.get_input_port_desired_state().size(), 4);
  EXPECT_EQ(pid.get_output_port_control().size(), 2);
  EXPECT_EQ(pid.num_continuous_states(), 2);
  EXPECT_EQ(pid.get_Kp_vector(), kp_);
  EXPECT_EQ(pid.get_Ki_vector(), ki_);
  EXPECT_EQ(pid.get_Kd_vector(), kd_);
}

TEST_F(PidControllerTest, OutputOnFixedInputs) {
  const PidController<double> pid(kp_, ki_, kd_);
  auto context = pid.CreateDefaultContext();
  pid.get_input_port_estimated_state().FixValue(context.get(), x_);
  pid.get_input_port_desired_state().FixValue(context.get(), x_d_);
  const Eigen::Vector2d integral(0.7, -1.3);
  pid.set_integral_value(context.get(), integral);
  // u = kp⊙(q_d − q) + kd⊙(v_d − v) + ki⊙∫.
  const Eigen::Vector2d expected(
      2.0 * (0.5 - 0.3) + 0.1 * (0.0 - 1.0) + 0.5 * 0.7,
      3.0 * (0.4 + 0.2) + 0.2 * (0.25 + 0.5) + 1.0 * (-1.3));
  const Eigen::VectorXd u = pid.get_output_port_control().Eval(*context);
  EXPECT_TRUE(u.isApprox(expected, kTol)) << u.transpose();
  // The integral's derivative is the position error q_d − q.
  const Eigen::VectorXd xdot = pid.EvalTimeDerivatives(*context).CopyToVector();
  EXPECT_TRUE(xdot.isApprox(Eigen::Vector2d(0.2, 0.6), kTol));
}

// With constant inputs the integral grows linearly, ∫ = (q_d − q)·t, which
// any integrator reproduces to roundoff (the derivative is constant).
TEST_F(PidControllerTest, IntegralAfterSimulation) {
  auto pid = std::make_unique<PidController<double>>(kp_, ki_, kd_);
  const PidController<double>& pid_ref = *pid;
  Simulator<double> simulator(std::move(pid));
  Context<double>& context = simulator.get_mutable_context();
  pid_ref.get_input_port_estimated_state().FixValue(&context, x_);
  pid_ref.get_input_port_desired_state().FixValue(&context, x_d_);
  const double t_final = 2.0;
  simulator.AdvanceTo(t_final);
  const Eigen::Vector2d q_error(0.2, 0.6);
  const Eigen::Vector2d v_error(-1.0, 0.75);
  const Eigen::VectorXd integral =
      context.get_continuous_state_vector().CopyToVector();
  EXPECT_TRUE(integral.isApprox(q_error * t_final, 1e-10))
      << integral.transpose();
  const Eigen::Vector2d expected = kp_.cwiseProduct(q_error) +
                                   kd_.cwiseProduct(v_error) +
                                   ki_.cwiseProduct(q_error * t_final);
  const Eigen::VectorXd u = pid_ref.get_output_port_control().Eval(context);
  EXPECT_TRUE(u.isApprox(expected, 1e-10)) << u.transpose();
}

// A 3-entry estimated state [q0, q1, v1] of which the controller sees q1 and
// v1 (one DOF), and an output projection spreading u onto two outputs.
TEST_F(PidControllerTest, Projections) {
  MatrixX<double> state_projection = MatrixX<double>::Zero(2, 3);
  state_projection(0, 1) = 1.0;
  state_projection(1, 2) = 1.0;
  MatrixX<double> output_projection(2, 1);
  output_projection << 1.0, -2.0;
  const Vector1d kp(4.0), ki(0.0), kd(0.5);
  const PidController<double> pid(state_projection, output_projection, kp, ki,
                                  kd);
  EXPECT_EQ(pid.get_input_port_estimated_state().size(), 3);
  EXPECT_EQ(pid.get_input_port_desired_state().size(), 2);
  EXPECT_EQ(pid.get_output_port_control().size(), 2);
  EXPECT_EQ(pid.get_Kp_singleton(), 4.0);
  EXPECT_EQ(pid.get_Ki_singleton(), 0.0);
  EXPECT_EQ(pid.get_Kd_singleton(), 0.5);
  auto context = pid.CreateDefaultContext();
  pid.get_input_port_estimated_state().FixValue(
      context.get(), Eigen::Vector3d(100.0, 0.25, -1.0));
  pid.get_input_port_desired_state().FixValue(context.get(),
                                              Eigen::Vector2d(1.0, 0.0));
  // u = 4·(1 − 0.25) + 0.5·(0 + 1) = 3.5, then [1; −2]·u.
  const Eigen::VectorXd u = pid.get_output_port_control().Eval(*context);
  EXPECT_TRUE(u.isApprox(Eigen::Vector2d(3.5, -7.0), kTol));

  // The two-argument form (identity output projection).
  const PidController<double> pid2(state_projection, kp, ki, kd);
  EXPECT_EQ(pid2.get_output_port_control().size(), 1);
}

TEST_F(PidControllerTest, ScalarConversion) {
  const PidController<double> pid(kp_, ki_, kd_);
  auto pid_ad = System<double>::ToAutoDiffXd(pid);
  EXPECT_EQ(pid_ad->get_Kp_vector(), kp_);
  auto context = pid_ad->CreateDefaultContext();
  pid_ad->get_input_port_estimated_state().FixValue(
      context.get(), x_.cast<AutoDiffXd>().eval());
  pid_ad->get_input_port_desired_state().FixValue(
      context.get(), x_d_.cast<AutoDiffXd>().eval());
  const auto& u = pid_ad->get_output_port_control().Eval(*context);
  EXPECT_NEAR(u[0].value(), 2.0 * 0.2 + 0.1 * (-1.0), kTol);
  EXPECT_NEAR(u[1].value(), 3.0 * 0.6 + 0.2 * 0.75, kTol);
}

TEST_F(PidControllerTest, BadSizesThrow) {
  DRAKE_EXPECT_THROWS_MESSAGE(
      PidController<double>(kp_, Eigen::Vector3d::Ones(), kd_),
      "PidController: kp, ki and kd must have the same size; got 2, 3 and "
      "2.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      PidController<double>(MatrixX<double>::Identity(3, 3), kp_, ki_, kd_),
      "PidController: state_projection must have 2 \\* kp.size\\(\\) = 4 "
      "rows.*got 3.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      PidController<double>(MatrixX<double>::Identity(4, 4),
                            MatrixX<double>::Identity(2, 3), kp_, ki_, kd_),
      "PidController: output_projection must have kp.size\\(\\) = 2 columns; "
      "got 3.");
  const PidController<double> pid(kp_, ki_, kd_);
  auto context = pid.CreateDefaultContext();
  DRAKE_EXPECT_THROWS_MESSAGE(
      pid.set_integral_value(context.get(), Eigen::Vector3d::Zero()),
      "PidController::set_integral_value\\(\\): the value has 3 entries; "
      "expected 2.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      pid.get_Kp_singleton(),
      "PidController::get_Kp_singleton\\(\\): the controller has 2 DOFs, not "
      "1.");
  DRAKE_EXPECT_THROWS_MESSAGE(pid.get_Ki_singleton(),
                              ".*get_Ki_singleton.*2 DOFs.*");
  DRAKE_EXPECT_THROWS_MESSAGE(pid.get_Kd_singleton(),
                              ".*get_Kd_singleton.*2 DOFs.*");
}

}  // namespace pid_controller_test
}  // namespace controllers
}  // namespace systems
}  // namespace drake
