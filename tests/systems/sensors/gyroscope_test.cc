// Gyroscope: the angular velocity w_WS_S = R_SW w_WB_W against closed forms
// computed with plain Eigen (hand-fed inputs; a MultibodyPlant through
// AddToDiagram with a free body and a body on a revolute joint about a
// tilted axis), scalar conversion with its derivative, and bad input.

#include "drake/systems/sensors/gyroscope.h"

#include <memory>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/autodiff.h"
#include "drake/common/symbolic/expression.h"
#include "drake/math/roll_pitch_yaw.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/multibody/tree/revolute_joint.h"
#include "drake/systems/framework/diagram_builder.h"

namespace drake {
namespace systems {
namespace sensors {
namespace gyroscope_test {

using Eigen::AngleAxisd;
using Eigen::Matrix3d;
using Eigen::Vector3d;
using math::RigidTransform;
using math::RollPitchYaw;
using math::RotationMatrix;
using multibody::MultibodyPlant;
using multibody::RevoluteJoint;
using multibody::RigidBody;
using multibody::SpatialInertia;
using multibody::SpatialVelocity;

SpatialInertia<double> SomeInertia() {
  return SpatialInertia<double>::MakeFromCentralInertia(
      2.0, Vector3d(0.1, 0.0, -0.1),
      multibody::RotationalInertia<double>(0.1, 0.2, 0.25));
}

RigidTransform<double> SensorPose() {
  return RigidTransform<double>(RollPitchYaw<double>(-0.7, 0.4, 2.0),
                                Vector3d(0.1, 0.2, -0.3));
}

// A plant with two free bodies (indices 1 and 2), finalized.
class GyroscopeFixture : public ::testing::Test {
 protected:
  void SetUp() override {
    plant_.AddRigidBody("first", SomeInertia());
    body_ = &plant_.AddRigidBody("second", SomeInertia());
    plant_.Finalize();
  }

  // Fixes both inputs of `dut`; the other bodies' entries are junk.
  template <typename T>
  void FixInputs(const Gyroscope<T>& dut, Context<T>* context,
                 const RigidTransform<T>& X_WB,
                 const SpatialVelocity<T>& V_WB) const {
    const int n = plant_.num_bodies();
    std::vector<RigidTransform<T>> poses(
        n, RigidTransform<T>(Vector3<T>(7.0, 8.0, 9.0)));
    std::vector<SpatialVelocity<T>> velocities(
        n, SpatialVelocity<T>(Vector6<T>::Constant(5.0)));
    poses[body_->index()] = X_WB;
    velocities[body_->index()] = V_WB;
    dut.get_body_poses_input_port().FixValue(context, poses);
    dut.get_body_velocities_input_port().FixValue(context, velocities);
  }

  MultibodyPlant<double> plant_{0.0};
  const RigidBody<double>* body_{};
};

TEST_F(GyroscopeFixture, PortsAndAccessors) {
  const Gyroscope<double> dut(*body_, SensorPose());
  EXPECT_EQ(dut.num_input_ports(), 2);
  EXPECT_EQ(dut.num_output_ports(), 1);
  EXPECT_EQ(dut.get_body_poses_input_port().get_name(), "body_poses");
  EXPECT_EQ(dut.get_body_velocities_input_port().get_name(),
            "body_spatial_velocities");
  EXPECT_EQ(dut.get_measurement_output_port().get_name(), "measurement");
  EXPECT_EQ(dut.get_measurement_output_port().size(), 3);
  EXPECT_EQ(dut.body_index(), body_->index());
  EXPECT_TRUE(dut.pose().IsExactlyEqualTo(SensorPose()));
}

// w_WS_S = (R_WB R_BS)ᵀ w_WB_W; the translational velocity and the sensor's
// offset play no part.
TEST_F(GyroscopeFixture, ClosedForm) {
  const Gyroscope<double> dut(*body_, SensorPose());
  auto context = dut.CreateDefaultContext();
  const Matrix3d R_WB =
      AngleAxisd(2.2, Vector3d(-1.0, 0.4, 0.3).normalized()).toRotationMatrix();
  const Vector3d w_WB(0.5, -3.0, 1.25);
  FixInputs(dut, context.get(),
            RigidTransform<double>(RotationMatrix<double>(R_WB),
                                   Vector3d(4.0, -1.0, 2.0)),
            SpatialVelocity<double>(w_WB, Vector3d(10.0, 20.0, 30.0)));
  const Vector3d expected =
      (R_WB * SensorPose().rotation().matrix()).transpose() * w_WB;
  // O(1) rad/s through two rotations: 1e-14.
  EXPECT_LT(
      (dut.get_measurement_output_port().Eval(*context) - expected).norm(),
      1e-14);
  // Rotating the sensor about w itself does not change what it reads of
  // w's length.
  EXPECT_NEAR(dut.get_measurement_output_port().Eval(*context).norm(),
              w_WB.norm(), 1e-14);
}

// A free body with a set spatial velocity, and a body on a revolute joint
// about the tilted unit axis â (in the world, the joint frames being
// identity) at angle q and rate ω: w_WB = ω â, R_WB = R_â(q).
TEST(GyroscopePlantTest, FreeAndRevoluteBodies) {
  DiagramBuilder<double> builder;
  auto* plant = builder.AddSystem<MultibodyPlant<double>>(0.0);
  const RigidBody<double>& free = plant->AddRigidBody("free", SomeInertia());
  const RigidBody<double>& spinning =
      plant->AddRigidBody("spinning", SomeInertia());
  const Vector3d axis = Vector3d(1.0, -2.0, 2.0) / 3.0;
  const auto& joint = plant->AddJoint<RevoluteJoint>(
      "spin", plant->world_body(), std::nullopt, spinning, std::nullopt, axis);
  plant->Finalize();
  const auto& on_free =
      Gyroscope<double>::AddToDiagram(free, SensorPose(), *plant, &builder);
  const auto& on_spinning =
      Gyroscope<double>::AddToDiagram(spinning, SensorPose(), *plant, &builder);
  auto diagram = builder.Build();
  auto context = diagram->CreateDefaultContext();
  Context<double>& plant_context =
      plant->GetMyMutableContextFromRoot(context.get());

  const Matrix3d R_WFree =
      AngleAxisd(1.1, Vector3d(0.0, 0.6, 0.8)).toRotationMatrix();
  const Vector3d w_WFree(-0.3, 2.0, 0.7);
  plant->SetFreeBodyPose(&plant_context, free,
                         RigidTransform<double>(RotationMatrix<double>(R_WFree),
                                                Vector3d(1, 2, 3)));
  plant->SetFreeBodySpatialVelocity(
      &plant_context, free,
      SpatialVelocity<double>(w_WFree, Vector3d(1, 0, 0)));
  const double q = -0.9, omega = 4.0;
  joint.set_angle(&plant_context, q);
  joint.set_angular_rate(&plant_context, omega);

  const Matrix3d R_BS = SensorPose().rotation().matrix();
  const Vector3d free_expected = (R_WFree * R_BS).transpose() * w_WFree;
  const Matrix3d R_WSpinning = AngleAxisd(q, axis).toRotationMatrix();
  const Vector3d spinning_expected =
      (R_WSpinning * R_BS).transpose() * (omega * axis);
  // O(1) rad/s; the plant's pose and velocity kinematics add a few ulps:
  // 1e-13.
  EXPECT_LT((on_free.get_measurement_output_port().Eval(
                 on_free.GetMyContextFromRoot(*context)) -
             free_expected)
                .norm(),
            1e-13);
  EXPECT_LT((on_spinning.get_measurement_output_port().Eval(
                 on_spinning.GetMyContextFromRoot(*context)) -
             spinning_expected)
                .norm(),
            1e-13);
}

// ToAutoDiffXd keeps the body and the pose; with w = ω n and ω the
// independent variable, the reading ω R_SW n has the derivative R_SW n.
TEST_F(GyroscopeFixture, ScalarConversion) {
  const Gyroscope<double> dut(*body_, SensorPose());
  auto dut_ad = System<double>::ToAutoDiffXd(dut);
  EXPECT_EQ(dut_ad->body_index(), dut.body_index());
  EXPECT_TRUE(dut_ad->pose().IsExactlyEqualTo(dut.pose()));
  auto context = dut_ad->CreateDefaultContext();
  const Vector3d n = Vector3d(2.0, -1.0, 2.0) / 3.0;
  const double omega0 = -2.5;
  const AutoDiffXd omega(omega0, Eigen::VectorXd::Ones(1));
  Vector3<AutoDiffXd> w;
  for (int i = 0; i < 3; ++i) w(i) = omega * n(i);
  const Matrix3d R_WB =
      AngleAxisd(0.4, Vector3d(1.0, 0.0, 0.0)).toRotationMatrix();
  FixInputs<AutoDiffXd>(
      *dut_ad, context.get(),
      RigidTransform<AutoDiffXd>(
          RotationMatrix<AutoDiffXd>(R_WB.cast<AutoDiffXd>()),
          Vector3<AutoDiffXd>::Zero()),
      SpatialVelocity<AutoDiffXd>(w, Vector3<AutoDiffXd>::Zero()));
  const VectorX<AutoDiffXd> reading =
      dut_ad->get_measurement_output_port().Eval(*context);
  const Vector3d direction =
      (R_WB * SensorPose().rotation().matrix()).transpose() * n;
  for (int i = 0; i < 3; ++i) {
    // O(1), a few flops: 1e-14.
    EXPECT_NEAR(reading(i).value(), omega0 * direction(i), 1e-14);
    ASSERT_EQ(reading(i).derivatives().size(), 1);
    EXPECT_NEAR(reading(i).derivatives()(0), direction(i), 1e-14);
  }
}

// ToSymbolic (Drake has the gyroscope on all three default scalars): with
// w = ω n and ω a symbolic variable, the reading is ω R_SW n; evaluated at
// ω₀ it equals the double reading (O(1) values, a few flops: 1e-14), and
// its derivative in ω is the constant R_SW n.
TEST_F(GyroscopeFixture, ToSymbolic) {
  using symbolic::Expression;
  using symbolic::Variable;
  const Gyroscope<double> dut(*body_, SensorPose());
  auto dut_sym = System<double>::ToSymbolic(dut);
  ASSERT_NE(dut_sym, nullptr);
  auto context = dut_sym->CreateDefaultContext();
  const Vector3d n = Vector3d(2.0, -1.0, 2.0) / 3.0;
  const Variable omega("omega");
  const Vector3<Expression> w = Expression(omega) * n.cast<Expression>();
  const Matrix3d R_WB =
      AngleAxisd(0.4, Vector3d(1.0, 0.0, 0.0)).toRotationMatrix();
  FixInputs<Expression>(
      *dut_sym, context.get(),
      RigidTransform<Expression>(
          RotationMatrix<Expression>(R_WB.cast<Expression>()),
          Vector3<Expression>::Zero()),
      SpatialVelocity<Expression>(w, Vector3<Expression>::Zero()));
  const VectorX<Expression> reading =
      dut_sym->get_measurement_output_port().Eval(*context);
  const Vector3d direction =
      (R_WB * SensorPose().rotation().matrix()).transpose() * n;
  const double omega0 = -2.5;
  for (int i = 0; i < 3; ++i) {
    EXPECT_NEAR(reading(i).Evaluate({{omega, omega0}}), omega0 * direction(i),
                1e-14);
    const Expression derivative = reading(i).Differentiate(omega);
    ASSERT_TRUE(symbolic::is_constant(derivative)) << derivative;
    EXPECT_NEAR(symbolic::get_constant_value(derivative), direction(i), 1e-14);
  }
}

TEST_F(GyroscopeFixture, BadInput) {
  Gyroscope<double> dut(*body_, SensorPose());
  dut.set_name("gyro");
  auto context = dut.CreateDefaultContext();
  dut.get_body_poses_input_port().FixValue(
      context.get(), std::vector<RigidTransform<double>>(3));
  dut.get_body_velocities_input_port().FixValue(
      context.get(),
      std::vector<SpatialVelocity<double>>(2, SpatialVelocity<double>::Zero()));
  DRAKE_EXPECT_THROWS_MESSAGE(
      dut.get_measurement_output_port().Eval(*context),
      "Gyroscope 'gyro': the input port 'body_spatial_velocities' holds 2 "
      "values; the sensor's body index 2 needs at least 3.");

  MultibodyPlant<double> other(0.0);
  const RigidBody<double>& stranger =
      other.AddRigidBody("stranger", SomeInertia());
  other.Finalize();
  DiagramBuilder<double> builder;
  auto* plant = builder.AddSystem<MultibodyPlant<double>>(0.0);
  plant->set_name("my_plant");
  const RigidBody<double>& mine = plant->AddRigidBody("mine", SomeInertia());
  plant->Finalize();
  // the stranger has index 1, as `mine` does: the check is by identity.
  DRAKE_EXPECT_THROWS_MESSAGE(
      Gyroscope<double>::AddToDiagram(stranger, SensorPose(), *plant, &builder),
      "Gyroscope::AddToDiagram\\(\\): the body 'stranger' is not a body of "
      "the plant 'my_plant'.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      Gyroscope<double>::AddToDiagram(mine, SensorPose(), *plant, nullptr),
      ".*builder is null.*");
}

}  // namespace gyroscope_test
}  // namespace sensors
}  // namespace systems
}  // namespace drake
