// JointStiffnessController on the acrobot: the output against
// −τ_g + kp⊙(q_d − q) + kd⊙(v_d − v) with the closed-form gravity, and the
// arm settling at the set point in closed loop.

#include <cmath>
#include <memory>

#include <gtest/gtest.h>

#include "drake/systems/analysis/simulator.h"
#include "drake/systems/controllers/joint_stiffness_controller.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/primitives/constant_vector_source.h"
#include "multibody/plant/multibody_plant_test_models.h"
#include "test_utilities/expect_throws_message.h"

namespace drake {
namespace systems {
namespace controllers {
namespace {

using Eigen::Vector2d;
using Eigen::Vector4d;
using multibody::MultibodyPlant;
using multibody::test::AcrobotParameters;
using multibody::test::MakeAcrobot;

// τ_g of the acrobot (links hanging along −z at q = 0):
//   τ_g = −g·[(m1·lc1 + m2·l1)·sin q1 + m2·lc2·sin(q1 + q2);
//             m2·lc2·sin(q1 + q2)].
Vector2d AcrobotGravity(const AcrobotParameters& p, double q1, double q2) {
  return Vector2d(-p.g * ((p.m1 * p.lc1 + p.m2 * p.l1) * std::sin(q1) +
                          p.m2 * p.lc2 * std::sin(q1 + q2)),
                  -p.g * p.m2 * p.lc2 * std::sin(q1 + q2));
}

GTEST_TEST(JointStiffnessControllerTest, OutputMatchesTheLaw) {
  const AcrobotParameters params;
  auto plant = MakeAcrobot(params);
  plant->Finalize();
  const Vector2d kp(40.0, 25.0), kd(6.0, 3.0);
  const JointStiffnessController<double> controller(*plant, kp, kd);
  EXPECT_EQ(controller.get_input_port_estimated_state().get_name(),
            "estimated_state");
  EXPECT_EQ(controller.get_input_port_desired_state().get_name(),
            "desired_state");
  EXPECT_EQ(controller.get_output_port_generalized_force().get_name(),
            "generalized_force");
  EXPECT_EQ(controller.get_Kp_vector(), kp);
  EXPECT_EQ(controller.get_Kd_vector(), kd);
  auto context = controller.CreateDefaultContext();
  const Vector4d x(0.3, -0.9, 1.1, -0.4);
  const Vector4d x_d(0.5, -0.2, 0.0, 0.3);
  controller.get_input_port_estimated_state().FixValue(context.get(), x);
  controller.get_input_port_desired_state().FixValue(context.get(), x_d);
  const Vector2d expected = -AcrobotGravity(params, x[0], x[1]) +
                            kp.cwiseProduct(x_d.head(2) - x.head(2)) +
                            kd.cwiseProduct(x_d.tail(2) - x.tail(2));
  const Eigen::VectorXd tau =
      controller.get_output_port_generalized_force().Eval(*context);
  // Sums of O(10) terms: roundoff, 1e-10.
  EXPECT_TRUE(tau.isApprox(expected, 1e-10))
      << tau.transpose() << " vs " << expected.transpose();
}

// PD with exact gravity compensation is asymptotically stable at the set
// point (Takegaki–Arimoto); with these gains the slowest mode decays at
// ~1 s⁻¹ or faster, so after 15 s the error is below 1e-4 rad.
GTEST_TEST(JointStiffnessControllerTest, SettlesAtTheSetPoint) {
  DiagramBuilder<double> builder;
  auto arm = MakeAcrobot(AcrobotParameters{});
  arm->Finalize();
  auto* plant = builder.AddSystem(std::move(arm));
  const Vector2d kp(50.0, 50.0), kd(10.0, 5.0);
  auto* controller =
      builder.AddSystem<JointStiffnessController<double>>(*plant, kp, kd);
  const Vector4d x_d(0.7, -0.5, 0.0, 0.0);
  auto* desired = builder.AddSystem<ConstantVectorSource<double>>(
      Eigen::VectorXd(x_d));
  builder.Connect(plant->get_state_output_port(),
                  controller->get_input_port_estimated_state());
  builder.Connect(desired->get_output_port(),
                  controller->get_input_port_desired_state());
  builder.Connect(controller->get_output_port_generalized_force(),
                  plant->get_applied_generalized_force_input_port());
  auto diagram = builder.Build();
  Simulator<double> simulator(*diagram);
  simulator.AdvanceTo(15.0);
  const Context<double>& plant_context =
      diagram->GetSubsystemContext(*plant, simulator.get_context());
  const Eigen::VectorXd x = plant->GetPositionsAndVelocities(plant_context);
  EXPECT_LT((x - x_d).cwiseAbs().maxCoeff(), 1e-4) << x.transpose();
}

GTEST_TEST(JointStiffnessControllerTest, BadArgumentsThrow) {
  auto plant = MakeAcrobot(AcrobotParameters{});
  DRAKE_EXPECT_THROWS_MESSAGE(
      JointStiffnessController<double>(*plant, Vector2d::Ones(),
                                       Vector2d::Ones()),
      "JointStiffnessController: the plant must be finalized.*");
  plant->Finalize();
  DRAKE_EXPECT_THROWS_MESSAGE(
      JointStiffnessController<double>(*plant, Eigen::Vector3d::Ones(),
                                       Vector2d::Ones()),
      "JointStiffnessController: kp and kd must have one entry per velocity "
      "of the plant \\(2\\); got 3 and 2.");
  auto floating = multibody::test::MakeEveryJointChain();
  floating->Finalize();
  const Eigen::VectorXd gains = Eigen::VectorXd::Ones(floating->num_velocities());
  DRAKE_EXPECT_THROWS_MESSAGE(
      JointStiffnessController<double>(*floating, gains, gains),
      "JointStiffnessController: the plant must have as many positions as "
      "velocities.*");
}

}  // namespace
}  // namespace controllers
}  // namespace systems
}  // namespace drake
