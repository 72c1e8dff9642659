// InverseDynamicsController on the acrobot (a 2-link arm with an actuator
// on each joint, driven through the applied generalized force): its output
// against the PID law composed with the plant's dynamics, step tracking in
// closed loop, and scalar conversion (values and finite-difference
// derivatives).

#include "drake/systems/controllers/inverse_dynamics_controller.h"

#include <cmath>
#include <memory>

#include <gtest/gtest.h>

#include "multibody/plant/multibody_plant_test_models.h"
#include "test_utilities/expect_throws_message.h"

#include "drake/common/symbolic/expression.h"
#include "drake/math/autodiff.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/primitives/constant_vector_source.h"

namespace drake {
namespace systems {
namespace controllers {
namespace inverse_dynamics_controller_test {

using Eigen::Vector2d;
using Eigen::Vector4d;
using multibody::MultibodyPlant;
using multibody::test::AcrobotParameters;
using multibody::test::MakeAcrobot;

// The controller needs a fully actuated plant.
std::unique_ptr<MultibodyPlant<double>> MakeArm() {
  auto plant = MakeAcrobot(AcrobotParameters{});
  plant->AddJointActuator("shoulder_motor", plant->GetJointByName("shoulder"));
  plant->AddJointActuator("elbow_motor", plant->GetJointByName("elbow"));
  plant->Finalize();
  return plant;
}

// τ = M·v̇_d + C·v − τ_g with v̇_d = kp⊙(q_d − q) + kd⊙(v_d − v) + ki⊙∫ +
// a_ref; M, C·v and τ_g from the plant's own (independently tested)
// CalcMassMatrix, CalcBiasTerm and CalcGravityGeneralizedForces. Products
// of O(10) numbers: roundoff level, 1e-10.
GTEST_TEST(InverseDynamicsControllerTest, OutputMatchesPidThroughDynamics) {
  auto plant = MakeArm();
  const Vector2d kp(30.0, 20.0), ki(1.0, 2.0), kd(5.0, 4.0);
  const InverseDynamicsController<double> controller(*plant, kp, ki, kd, true);
  EXPECT_EQ(controller.get_input_port_estimated_state().get_name(),
            "estimated_state");
  EXPECT_EQ(controller.get_input_port_desired_state().get_name(),
            "desired_state");
  EXPECT_EQ(controller.get_input_port_desired_acceleration().get_name(),
            "desired_acceleration");
  EXPECT_EQ(controller.get_output_port_control().get_name(),
            "generalized_force");
  EXPECT_EQ(&controller.get_output_port_generalized_force(),
            &controller.get_output_port_control());
  EXPECT_EQ(controller.get_multibody_plant_for_control(), plant.get());

  const Vector4d x(0.3, -0.5, 0.7, -0.2);
  const Vector4d x_d(0.6, 0.1, 0.0, 0.4);
  const Vector2d a_ref(1.5, -0.5);
  const Vector2d integral(0.05, -0.1);
  auto context = controller.CreateDefaultContext();
  controller.get_input_port_estimated_state().FixValue(context.get(), x);
  controller.get_input_port_desired_state().FixValue(context.get(), x_d);
  controller.get_input_port_desired_acceleration().FixValue(context.get(),
                                                            a_ref);
  controller.set_integral_value(context.get(), integral);
  const Eigen::VectorXd tau =
      controller.get_output_port_control().Eval(*context);

  const Vector2d vdot_d = kp.cwiseProduct(x_d.head(2) - x.head(2)) +
                          kd.cwiseProduct(x_d.tail(2) - x.tail(2)) +
                          ki.cwiseProduct(integral) + a_ref;
  auto plant_context = plant->CreateDefaultContext();
  plant->SetPositionsAndVelocities(plant_context.get(), x);
  Eigen::MatrixXd M(2, 2);
  plant->CalcMassMatrix(*plant_context, &M);
  Eigen::VectorXd Cv(2);
  plant->CalcBiasTerm(*plant_context, &Cv);
  const Eigen::VectorXd expected =
      M * vdot_d + Cv - plant->CalcGravityGeneralizedForces(*plant_context);
  EXPECT_TRUE(tau.isApprox(expected, 1e-10))
      << tau.transpose() << " vs " << expected.transpose();
  // One actuator per joint, in joint order: B = I, so u = τ.
  EXPECT_EQ(controller.get_output_port_actuation().get_name(), "actuation");
  const Eigen::VectorXd u =
      controller.get_output_port_actuation().Eval(*context);
  EXPECT_TRUE(u.isApprox(tau, 1e-14));
}

// With an exact model the closed loop is ë + kd·ė + kp·e = 0 per joint;
// kp = 100, kd = 20 is critically damped with a double pole at −10 s⁻¹, so
// a 0.5 rad step decays to (1 + 10t)·e^(−10t)·0.5 ≈ 1e-11 rad by t = 3 s,
// far below the 1e-3 asked (the integrator's error tolerance dominates).
GTEST_TEST(InverseDynamicsControllerTest, TracksAStep) {
  DiagramBuilder<double> builder;
  auto* plant = builder.AddSystem(MakeArm());
  auto controller_plant = MakeArm();
  const Vector2d kp(100.0, 100.0), ki(0.0, 0.0), kd(20.0, 20.0);
  auto* controller =
      builder.AddSystem(std::make_unique<InverseDynamicsController<double>>(
          std::move(controller_plant), kp, ki, kd, false));
  const Vector4d x_d(0.5, -0.4, 0.0, 0.0);
  auto* desired =
      builder.AddSystem<ConstantVectorSource<double>>(Eigen::VectorXd(x_d));
  builder.Connect(plant->get_state_output_port(),
                  controller->get_input_port_estimated_state());
  builder.Connect(desired->get_output_port(),
                  controller->get_input_port_desired_state());
  builder.Connect(controller->get_output_port_control(),
                  plant->get_applied_generalized_force_input_port());
  auto diagram = builder.Build();
  Simulator<double> simulator(*diagram);
  simulator.AdvanceTo(3.0);
  const Context<double>& plant_context =
      diagram->GetSubsystemContext(*plant, simulator.get_context());
  const Eigen::VectorXd x = plant->GetPositionsAndVelocities(plant_context);
  EXPECT_LT((x - x_d).cwiseAbs().maxCoeff(), 1e-3) << x.transpose();

  DRAKE_EXPECT_THROWS_MESSAGE(
      controller->get_input_port_desired_acceleration(),
      ".*has_reference_acceleration = false, so it has no "
      "desired_acceleration port.");
}

GTEST_TEST(InverseDynamicsControllerTest, BadArgumentsThrow) {
  auto plant = MakeArm();
  const Vector2d g(1.0, 1.0);
  DRAKE_EXPECT_THROWS_MESSAGE(
      InverseDynamicsController<double>(*plant, Eigen::Vector3d::Ones(), g, g,
                                        false),
      "InverseDynamicsController: kp has 3 entries; expected one per "
      "velocity of the plant \\(2\\).");
  DRAKE_EXPECT_THROWS_MESSAGE(
      InverseDynamicsController<double>(*plant, g, g, Vector1d(1.0), false),
      "InverseDynamicsController: kd has 1 entries.*");
  auto floating = multibody::test::MakeEveryJointChain();
  floating->Finalize();
  const int nv = floating->num_velocities();
  const Eigen::VectorXd gains = Eigen::VectorXd::Ones(nv);
  DRAKE_EXPECT_THROWS_MESSAGE(
      InverseDynamicsController<double>(*floating, gains, gains, gains, false),
      "InverseDynamicsController: the plant must have as many positions as "
      "velocities.*nq = \\d+ and nv = \\d+.");
  auto unfinalized = MakeAcrobot(AcrobotParameters{});
  DRAKE_EXPECT_THROWS_MESSAGE(
      InverseDynamicsController<double>(*unfinalized, g, g, g, false),
      "InverseDynamicsController: the plant must be finalized.*");
  auto unactuated = MakeAcrobot(AcrobotParameters{});
  unactuated->Finalize();
  DRAKE_EXPECT_THROWS_MESSAGE(
      InverseDynamicsController<double>(*unactuated, g, g, g, false),
      "InverseDynamicsController: the plant must be fully actuated \\(one "
      "actuated degree of freedom per velocity\\); it has 2 velocities but "
      "0 actuated degrees of freedom.*");
}

// The output of `controller` (double) at estimated state x.
Eigen::VectorXd EvalDouble(const InverseDynamicsController<double>& controller,
                           const Vector4d& x, const Vector4d& x_d,
                           const Vector2d& a_ref, const Vector2d& integral) {
  auto context = controller.CreateDefaultContext();
  controller.get_input_port_estimated_state().FixValue(context.get(), x);
  controller.get_input_port_desired_state().FixValue(context.get(), x_d);
  controller.get_input_port_desired_acceleration().FixValue(context.get(),
                                                            a_ref);
  controller.set_integral_value(context.get(), integral);
  return controller.get_output_port_control().Eval(*context);
}

// ToAutoDiffXd gives an InverseDynamicsController<AutoDiffXd> (from a
// referenced plant too: its inverse-dynamics subsystem owns a converted
// copy) whose output equals the double one (same arithmetic, 1e-12
// relative) and whose ∂τ/∂x equals central differences (h = 1e-6:
// truncation O(h²)·|τ‴| ≈ 1e-10 with kp = O(10), roundoff O(ε·|τ|/h)
// ≈ 1e-8 for |τ| = O(100); 1e-6).
GTEST_TEST(InverseDynamicsControllerTest, ScalarConversion) {
  auto plant = MakeArm();
  const Vector2d kp(30.0, 20.0), ki(1.0, 2.0), kd(5.0, 4.0);
  const InverseDynamicsController<double> controller(*plant, kp, ki, kd, true);
  const std::unique_ptr<InverseDynamicsController<AutoDiffXd>> converted =
      System<double>::ToAutoDiffXd<InverseDynamicsController>(controller);
  ASSERT_NE(converted, nullptr);
  ASSERT_NE(converted->get_multibody_plant_for_control(), nullptr);
  EXPECT_EQ(converted->get_multibody_plant_for_control()->num_velocities(), 2);
  EXPECT_EQ(converted->get_output_port_control().get_name(),
            "generalized_force");
  // A converted controller converts again (back to double).
  const std::unique_ptr<InverseDynamicsController<double>> round_trip =
      System<AutoDiffXd>::ToScalarType<double, InverseDynamicsController>(
          *converted);
  ASSERT_NE(round_trip, nullptr);

  const Vector4d x(0.3, -0.5, 0.7, -0.2);
  const Vector4d x_d(0.6, 0.1, 0.0, 0.4);
  const Vector2d a_ref(1.5, -0.5);
  const Vector2d integral(0.05, -0.1);
  auto context = converted->CreateDefaultContext();
  converted->get_input_port_estimated_state().FixValue(
      context.get(), math::InitializeAutoDiff(x).eval());
  // Constants: zero derivatives.
  const auto constant = [](const Eigen::VectorXd& value) {
    VectorX<AutoDiffXd> result = value.cast<AutoDiffXd>();
    for (int i = 0; i < result.size(); ++i) {
      result[i].derivatives().resize(4).setZero();
    }
    return result;
  };
  converted->get_input_port_desired_state().FixValue(context.get(),
                                                     constant(x_d));
  converted->get_input_port_desired_acceleration().FixValue(context.get(),
                                                            constant(a_ref));
  converted->set_integral_value(context.get(), constant(integral));
  const VectorX<AutoDiffXd>& tau =
      converted->get_output_port_control().Eval(*context);
  const Eigen::VectorXd tau_double =
      EvalDouble(controller, x, x_d, a_ref, integral);
  EXPECT_TRUE(math::ExtractValue(tau).isApprox(tau_double, 1e-12));
  EXPECT_TRUE(EvalDouble(*round_trip, x, x_d, a_ref, integral)
                  .isApprox(tau_double, 1e-12));
  Eigen::MatrixXd gradient(2, 4);
  for (int i = 0; i < 2; ++i) {
    gradient.row(i) = tau[i].derivatives().transpose();
  }
  Eigen::MatrixXd finite_differences(2, 4);
  const double h = 1e-6;
  for (int j = 0; j < 4; ++j) {
    const Vector4d dx = h * Vector4d::Unit(j);
    finite_differences.col(j) =
        (EvalDouble(controller, x + dx, x_d, a_ref, integral) -
         EvalDouble(controller, x - dx, x_d, a_ref, integral)) /
        (2 * h);
  }
  EXPECT_LT((gradient - finite_differences).cwiseAbs().maxCoeff(), 1e-6)
      << gradient << "\nvs\n"
      << finite_differences;
}

// ToSymbolic (Drake has the controller on all three default scalars): the
// converted diagram, fed the same numbers as constant expressions, outputs
// constants equal to the double controller's (same arithmetic on O(100)
// numbers: 1e-12 relative); with a symbolic desired acceleration the output
// is affine in it, with the mass matrix as coefficients.
GTEST_TEST(InverseDynamicsControllerTest, ToSymbolic) {
  using symbolic::Expression;
  using symbolic::Variable;
  auto plant = MakeArm();
  const Vector2d kp(30.0, 20.0), ki(1.0, 2.0), kd(5.0, 4.0);
  const InverseDynamicsController<double> controller(*plant, kp, ki, kd, true);
  const std::unique_ptr<InverseDynamicsController<Expression>> converted =
      System<double>::ToSymbolic<InverseDynamicsController>(controller);
  ASSERT_NE(converted, nullptr);
  const Vector4d x(0.3, -0.5, 0.7, -0.2);
  const Vector4d x_d(0.6, 0.1, 0.0, 0.4);
  const Vector2d a_ref(1.5, -0.5);
  const Vector2d integral(0.05, -0.1);
  auto context = converted->CreateDefaultContext();
  converted->get_input_port_estimated_state().FixValue(
      context.get(), x.cast<Expression>().eval());
  converted->get_input_port_desired_state().FixValue(
      context.get(), x_d.cast<Expression>().eval());
  converted->get_input_port_desired_acceleration().FixValue(
      context.get(), a_ref.cast<Expression>().eval());
  converted->set_integral_value(context.get(),
                                integral.cast<Expression>().eval());
  const VectorX<Expression> tau =
      converted->get_output_port_control().Eval(*context);
  const Eigen::VectorXd tau_double =
      EvalDouble(controller, x, x_d, a_ref, integral);
  ASSERT_EQ(tau.size(), 2);
  for (int i = 0; i < 2; ++i) {
    ASSERT_TRUE(symbolic::is_constant(tau[i])) << tau[i];
    EXPECT_NEAR(symbolic::get_constant_value(tau[i]), tau_double[i],
                1e-12 * tau_double.norm());
  }
  // A symbolic desired acceleration a: τ(a) − τ(a_ref) = M(q)·(a − a_ref).
  const Variable a1("a1"), a2("a2");
  converted->get_input_port_desired_acceleration().FixValue(
      context.get(), Vector2<Expression>(a1, a2));
  const VectorX<Expression> tau_a =
      converted->get_output_port_control().Eval(*context);
  auto plant_context = plant->CreateDefaultContext();
  plant->SetPositionsAndVelocities(plant_context.get(), x);
  Eigen::MatrixXd M(2, 2);
  plant->CalcMassMatrix(*plant_context, &M);
  const symbolic::Environment env{{a1, a_ref[0] + 1.0}, {a2, a_ref[1] - 2.0}};
  const Eigen::Vector2d tau_shifted(tau_a[0].Evaluate(env),
                                    tau_a[1].Evaluate(env));
  const Eigen::Vector2d expected = tau_double + M * Vector2d(1.0, -2.0);
  EXPECT_TRUE(tau_shifted.isApprox(expected, 1e-12))
      << tau_shifted.transpose() << " vs " << expected.transpose();
}

}  // namespace inverse_dynamics_controller_test
}  // namespace controllers
}  // namespace systems
}  // namespace drake
