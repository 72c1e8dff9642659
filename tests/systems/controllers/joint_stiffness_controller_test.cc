// JointStiffnessController on the acrobot (an actuator on each joint): the
// output against −τ_g + kp⊙(q_d − q) + kd⊙(v_d − v) with the closed-form
// gravity, the arm settling at the set point in closed loop, scalar
// conversion (values and finite-difference derivatives) and allocation-free
// evaluation.

#include "drake/systems/controllers/joint_stiffness_controller.h"

#include <cmath>
#include <memory>

#include <gtest/gtest.h>

#include "multibody/plant/multibody_plant_test_models.h"
#include "test_utilities/expect_throws_message.h"
#include "test_utilities/limit_malloc.h"

#include "drake/common/symbolic/expression.h"
#include "drake/math/autodiff.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/primitives/constant_vector_source.h"

namespace drake {
namespace systems {
namespace controllers {
namespace joint_stiffness_controller_test {

using Eigen::Vector2d;
using Eigen::Vector4d;
using multibody::MultibodyPlant;
using multibody::test::AcrobotParameters;
using multibody::test::MakeAcrobot;

// The acrobot with an actuator on each joint (the controller needs a fully
// actuated plant), finalized.
std::unique_ptr<MultibodyPlant<double>> MakeArm(
    const AcrobotParameters& params = {}) {
  auto plant = MakeAcrobot(params);
  plant->AddJointActuator("shoulder_motor", plant->GetJointByName("shoulder"));
  plant->AddJointActuator("elbow_motor", plant->GetJointByName("elbow"));
  plant->Finalize();
  return plant;
}

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
  auto plant = MakeArm(params);
  const Vector2d kp(40.0, 25.0), kd(6.0, 3.0);
  const JointStiffnessController<double> controller(*plant, kp, kd);
  EXPECT_EQ(controller.get_input_port_estimated_state().get_name(),
            "estimated_state");
  EXPECT_EQ(controller.get_input_port_desired_state().get_name(),
            "desired_state");
  EXPECT_EQ(controller.num_output_ports(), 1);
  EXPECT_EQ(controller.get_output_port_actuation().get_name(), "actuation");
  EXPECT_EQ(&controller.get_output_port_actuation(),
            &controller.get_output_port());
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
      controller.get_output_port_actuation().Eval(*context);
  // Sums of O(10) terms: roundoff, 1e-10.
  EXPECT_TRUE(tau.isApprox(expected, 1e-10))
      << tau.transpose() << " vs " << expected.transpose();
}

// The output is in the order of the plant's actuation input: with the
// elbow's actuator declared first, u = [τ_elbow, τ_shoulder].
GTEST_TEST(JointStiffnessControllerTest, ActuationOrder) {
  const AcrobotParameters params;
  auto plant = MakeAcrobot(params);
  plant->AddJointActuator("elbow_motor", plant->GetJointByName("elbow"));
  plant->AddJointActuator("shoulder_motor", plant->GetJointByName("shoulder"));
  plant->Finalize();
  const Vector2d kp(40.0, 25.0), kd(6.0, 3.0);
  const JointStiffnessController<double> controller(*plant, kp, kd);
  auto context = controller.CreateDefaultContext();
  const Vector4d x(0.3, -0.9, 1.1, -0.4);
  const Vector4d x_d(0.5, -0.2, 0.0, 0.3);
  controller.get_input_port_estimated_state().FixValue(context.get(), x);
  controller.get_input_port_desired_state().FixValue(context.get(), x_d);
  const Vector2d tau = -AcrobotGravity(params, x[0], x[1]) +
                       kp.cwiseProduct(x_d.head(2) - x.head(2)) +
                       kd.cwiseProduct(x_d.tail(2) - x.tail(2));
  const Eigen::VectorXd u =
      controller.get_output_port_actuation().Eval(*context);
  EXPECT_TRUE(u.isApprox(Vector2d(tau[1], tau[0]), 1e-10)) << u.transpose();
}

// PD with exact gravity compensation is asymptotically stable at the set
// point (Takegaki–Arimoto); with these gains the slowest mode decays at
// ~1 s⁻¹ or faster, so after 15 s the error is below 1e-4 rad.
GTEST_TEST(JointStiffnessControllerTest, SettlesAtTheSetPoint) {
  DiagramBuilder<double> builder;
  auto* plant = builder.AddSystem(MakeArm());
  const Vector2d kp(50.0, 50.0), kd(10.0, 5.0);
  auto* controller =
      builder.AddSystem<JointStiffnessController<double>>(*plant, kp, kd);
  const Vector4d x_d(0.7, -0.5, 0.0, 0.0);
  auto* desired =
      builder.AddSystem<ConstantVectorSource<double>>(Eigen::VectorXd(x_d));
  builder.Connect(plant->get_state_output_port(),
                  controller->get_input_port_estimated_state());
  builder.Connect(desired->get_output_port(),
                  controller->get_input_port_desired_state());
  builder.Connect(controller->get_output_port_actuation(),
                  plant->get_actuation_input_port());
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
  plant->AddJointActuator("shoulder_motor", plant->GetJointByName("shoulder"));
  DRAKE_EXPECT_THROWS_MESSAGE(
      JointStiffnessController<double>(*plant, Vector2d::Ones(),
                                       Vector2d::Ones()),
      "JointStiffnessController: the plant must be finalized.*");
  plant->Finalize();
  DRAKE_EXPECT_THROWS_MESSAGE(
      JointStiffnessController<double>(*plant, Vector2d::Ones(),
                                       Vector2d::Ones()),
      "JointStiffnessController: the plant must be fully actuated \\(one "
      "actuated degree of freedom per velocity\\); it has 2 velocities but "
      "1 actuated degrees of freedom.");
  auto arm = MakeArm();
  DRAKE_EXPECT_THROWS_MESSAGE(
      JointStiffnessController<double>(*arm, Eigen::Vector3d::Ones(),
                                       Vector2d::Ones()),
      "JointStiffnessController: kp and kd must have one entry per velocity "
      "of the plant \\(2\\); got 3 and 2.");
  DRAKE_EXPECT_THROWS_MESSAGE(JointStiffnessController<double>(
                                  std::unique_ptr<MultibodyPlant<double>>(),
                                  Vector2d::Ones(), Vector2d::Ones()),
                              "JointStiffnessController: the plant is null.");
  auto floating = multibody::test::MakeEveryJointChain();
  floating->Finalize();
  const Eigen::VectorXd gains =
      Eigen::VectorXd::Ones(floating->num_velocities());
  DRAKE_EXPECT_THROWS_MESSAGE(
      JointStiffnessController<double>(*floating, gains, gains),
      "JointStiffnessController: the plant must have as many positions as "
      "velocities.*");
}

// The output as a function of the estimated state, for the double system.
Eigen::VectorXd EvalDouble(const JointStiffnessController<double>& controller,
                           const Vector4d& x, const Vector4d& x_d) {
  auto context = controller.CreateDefaultContext();
  controller.get_input_port_estimated_state().FixValue(context.get(), x);
  controller.get_input_port_desired_state().FixValue(context.get(), x_d);
  return controller.get_output_port_actuation().Eval(*context);
}

// Converted to AutoDiffXd (the owned-plant constructor), the controller
// gives the double values (same arithmetic: 1e-12 relative) and
// ∂τ/∂x equal to central differences (h = 1e-6: truncation O(h²)·|τ‴|
// ≈ 1e-11, roundoff O(ε·|τ|/h) ≈ 1e-9 for |τ| = O(10); 1e-7). The
// closed form is ∂τ/∂q = −∂τ_g/∂q − diag(kp), ∂τ/∂v = −diag(kd).
GTEST_TEST(JointStiffnessControllerTest, ScalarConversion) {
  const Vector2d kp(40.0, 25.0), kd(6.0, 3.0);
  const JointStiffnessController<double> controller(MakeArm(), kp, kd);
  const std::unique_ptr<JointStiffnessController<AutoDiffXd>> converted =
      System<double>::ToAutoDiffXd<JointStiffnessController>(controller);
  ASSERT_NE(converted, nullptr);
  EXPECT_EQ(converted->get_Kp_vector(), kp);
  EXPECT_EQ(converted->get_Kd_vector(), kd);
  EXPECT_NE(&converted->get_multibody_plant(), nullptr);

  const Vector4d x(0.3, -0.9, 1.1, -0.4);
  const Vector4d x_d(0.5, -0.2, 0.0, 0.3);
  auto context = converted->CreateDefaultContext();
  converted->get_input_port_estimated_state().FixValue(
      context.get(), math::InitializeAutoDiff(x).eval());
  VectorX<AutoDiffXd> x_d_ad = x_d.cast<AutoDiffXd>();
  for (int i = 0; i < 4; ++i) x_d_ad[i].derivatives().resize(4).setZero();
  converted->get_input_port_desired_state().FixValue(context.get(), x_d_ad);
  const VectorX<AutoDiffXd>& tau =
      converted->get_output_port_actuation().Eval(*context);
  EXPECT_TRUE(
      math::ExtractValue(tau).isApprox(EvalDouble(controller, x, x_d), 1e-12));
  Eigen::MatrixXd gradient(2, 4);
  for (int i = 0; i < 2; ++i) {
    gradient.row(i) = tau[i].derivatives().transpose();
  }
  Eigen::MatrixXd finite_differences(2, 4);
  const double h = 1e-6;
  for (int j = 0; j < 4; ++j) {
    const Vector4d dx = h * Vector4d::Unit(j);
    finite_differences.col(j) = (EvalDouble(controller, x + dx, x_d) -
                                 EvalDouble(controller, x - dx, x_d)) /
                                (2 * h);
  }
  EXPECT_LT((gradient - finite_differences).cwiseAbs().maxCoeff(), 1e-7)
      << gradient << "\nvs\n"
      << finite_differences;
  // The damping block is exactly −diag(kd) (the law is linear in v).
  EXPECT_LT((gradient.rightCols(2) + Eigen::Matrix2d(kd.asDiagonal()))
                .cwiseAbs()
                .maxCoeff(),
            1e-12);
}

// ToSymbolic (Drake has it on all three default scalars): with a symbolic
// velocity the output is the double law's value plus −diag(kd)·(v − v_x)
// exactly in structure (the law is linear in v); checked by evaluation at
// shifted velocities against the double controller (1e-12 relative, same
// arithmetic).
GTEST_TEST(JointStiffnessControllerTest, ToSymbolic) {
  using symbolic::Expression;
  using symbolic::Variable;
  const Vector2d kp(40.0, 25.0), kd(6.0, 3.0);
  const JointStiffnessController<double> controller(MakeArm(), kp, kd);
  const std::unique_ptr<JointStiffnessController<Expression>> converted =
      System<double>::ToSymbolic<JointStiffnessController>(controller);
  ASSERT_NE(converted, nullptr);
  EXPECT_EQ(converted->get_Kp_vector(), kp);
  const Vector4d x(0.3, -0.9, 1.1, -0.4);
  const Vector4d x_d(0.5, -0.2, 0.0, 0.3);
  const Variable v1("v1"), v2("v2");
  auto context = converted->CreateDefaultContext();
  converted->get_input_port_estimated_state().FixValue(
      context.get(), Vector4<Expression>(x[0], x[1], v1, v2));
  converted->get_input_port_desired_state().FixValue(
      context.get(), x_d.cast<Expression>().eval());
  const VectorX<Expression> tau =
      converted->get_output_port_actuation().Eval(*context);
  ASSERT_EQ(tau.size(), 2);
  for (const Vector2d& v : {Vector2d(1.1, -0.4), Vector2d(-2.0, 0.7)}) {
    const symbolic::Environment env{{v1, v[0]}, {v2, v[1]}};
    const Vector2d value(tau[0].Evaluate(env), tau[1].Evaluate(env));
    const Vector2d expected =
        EvalDouble(controller, Vector4d(x[0], x[1], v[0], v[1]), x_d);
    EXPECT_TRUE(value.isApprox(expected, 1e-12))
        << value.transpose() << " vs " << expected.transpose();
  }
  // ∂τ/∂v = −diag(kd), symbolically.
  for (int i = 0; i < 2; ++i) {
    EXPECT_EQ(symbolic::get_constant_value(tau[i].Differentiate(v1)),
              i == 0 ? -kd[0] : 0.0);
    EXPECT_EQ(symbolic::get_constant_value(tau[i].Differentiate(v2)),
              i == 1 ? -kd[1] : 0.0);
  }
}

// Drake converts only a controller that owns its plant.
GTEST_TEST(JointStiffnessControllerTest, ReferencedPlantDoesNotConvert) {
  auto plant = MakeArm();
  const JointStiffnessController<double> controller(*plant, Vector2d::Ones(),
                                                    Vector2d::Ones());
  DRAKE_EXPECT_THROWS_MESSAGE(
      controller.ToAutoDiffXd(),
      "JointStiffnessController: scalar conversion needs a controller built "
      "with the constructor that takes ownership of the plant.*");
}

// After the first evaluation, evaluating the output for a new state
// allocates nothing.
GTEST_TEST(JointStiffnessControllerTest, EvaluationDoesNotAllocate) {
  const AcrobotParameters params;
  auto plant = MakeArm(params);
  const Vector2d kp(40.0, 25.0), kd(6.0, 3.0);
  const JointStiffnessController<double> controller(*plant, kp, kd);
  auto context = controller.CreateDefaultContext();
  auto& state = controller.get_input_port_estimated_state().FixValue(
      context.get(), Vector4d(0.3, -0.9, 1.1, -0.4));
  const Vector4d x_d(0.5, -0.2, 0.0, 0.3);
  controller.get_input_port_desired_state().FixValue(context.get(), x_d);
  controller.get_output_port_actuation().Eval(*context);
  const Vector4d x2(-0.7, 0.4, 0.2, 0.9);
  long allocations = 0;
  Eigen::VectorXd tau;
  {
    mallard::test::AllocationCounter counter;
    state.GetMutableVectorData<double>()->SetFromVector(x2);
    const auto& tau_ref = controller.get_output_port_actuation().Eval(*context);
    allocations = counter.count();
    tau = tau_ref;
  }
  EXPECT_EQ(allocations, 0);
  const Vector2d expected = -AcrobotGravity(params, x2[0], x2[1]) +
                            kp.cwiseProduct(x_d.head(2) - x2.head(2)) +
                            kd.cwiseProduct(x_d.tail(2) - x2.tail(2));
  EXPECT_TRUE(tau.isApprox(expected, 1e-10));
}

}  // namespace joint_stiffness_controller_test
}  // namespace controllers
}  // namespace systems
}  // namespace drake
