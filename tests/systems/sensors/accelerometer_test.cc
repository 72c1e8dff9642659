// Accelerometer: the proper acceleration R_SW (a_WSo_W − g_W) against closed
// forms computed with plain Eigen (a point of a body spinning about a fixed
// axis, with and without angular acceleration), on a MultibodyPlant through
// AddToDiagram (free fall reads zero, a weld reads −g, a revolute body at a
// constant rate reads the centripetal acceleration minus g), scalar
// conversion with its derivative, and bad input.

#include "drake/systems/sensors/accelerometer.h"

#include <memory>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/autodiff.h"
#include "drake/common/symbolic/expression.h"
#include "drake/math/autodiff.h"
#include "drake/math/roll_pitch_yaw.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/multibody/tree/revolute_joint.h"
#include "drake/systems/framework/diagram_builder.h"

namespace drake {
namespace systems {
namespace sensors {
namespace accelerometer_test {

using Eigen::AngleAxisd;
using Eigen::Matrix3d;
using Eigen::Vector3d;
using math::RigidTransform;
using math::RollPitchYaw;
using math::RotationMatrix;
using multibody::BodyIndex;
using multibody::MultibodyPlant;
using multibody::RevoluteJoint;
using multibody::RigidBody;
using multibody::SpatialAcceleration;
using multibody::SpatialInertia;
using multibody::SpatialVelocity;

const Vector3d kGravity(0, 0, -9.81);

// A body with its center of mass at Bo (unit mass, a non-uniform inertia).
SpatialInertia<double> SomeInertia(const Vector3d& p_BoBcm = Vector3d::Zero()) {
  return SpatialInertia<double>::MakeFromCentralInertia(
      1.0, p_BoBcm, multibody::RotationalInertia<double>(0.1, 0.2, 0.25));
}

// The sensor pose used throughout: an offset and a general rotation.
RigidTransform<double> SensorPose() {
  return RigidTransform<double>(RollPitchYaw<double>(0.3, -0.5, 1.1),
                                Vector3d(0.3, -0.2, 0.5));
}

// A plant with two free bodies (their indices are 1 and 2), finalized.
class AccelerometerFixture : public ::testing::Test {
 protected:
  void SetUp() override {
    plant_.AddRigidBody("first", SomeInertia());
    body_ = &plant_.AddRigidBody("second", SomeInertia());
    plant_.Finalize();
  }

  // Fixes the three inputs of `dut` with the given values of body_ (the
  // other bodies' values are junk, to show they are not read).
  template <typename T>
  void FixInputs(const Accelerometer<T>& dut, Context<T>* context,
                 const RigidTransform<T>& X_WB, const SpatialVelocity<T>& V_WB,
                 const SpatialAcceleration<T>& A_WB) const {
    const int n = plant_.num_bodies();
    std::vector<RigidTransform<T>> poses(
        n, RigidTransform<T>(Vector3<T>(7.0, 8.0, 9.0)));
    std::vector<SpatialVelocity<T>> velocities(
        n, SpatialVelocity<T>(Vector6<T>::Constant(5.0)));
    std::vector<SpatialAcceleration<T>> accelerations(
        n, SpatialAcceleration<T>(Vector6<T>::Constant(-3.0)));
    poses[body_->index()] = X_WB;
    velocities[body_->index()] = V_WB;
    accelerations[body_->index()] = A_WB;
    dut.get_body_poses_input_port().FixValue(context, poses);
    dut.get_body_velocities_input_port().FixValue(context, velocities);
    dut.get_body_accelerations_input_port().FixValue(context, accelerations);
  }

  MultibodyPlant<double> plant_{0.0};
  const RigidBody<double>* body_{};
};

TEST_F(AccelerometerFixture, PortsAndAccessors) {
  const Accelerometer<double> dut(*body_, SensorPose(), kGravity);
  EXPECT_EQ(dut.num_input_ports(), 3);
  EXPECT_EQ(dut.num_output_ports(), 1);
  EXPECT_EQ(dut.get_body_poses_input_port().get_name(), "body_poses");
  EXPECT_EQ(dut.get_body_velocities_input_port().get_name(),
            "body_spatial_velocities");
  EXPECT_EQ(dut.get_body_accelerations_input_port().get_name(),
            "body_spatial_accelerations");
  EXPECT_EQ(dut.get_measurement_output_port().get_name(), "measurement");
  EXPECT_EQ(dut.get_measurement_output_port().size(), 3);
  EXPECT_EQ(dut.body_index(), body_->index());
  EXPECT_TRUE(dut.pose().IsExactlyEqualTo(SensorPose()));
  EXPECT_EQ(dut.gravity_vector(), kGravity);
  // The default gravity is zero.
  const Accelerometer<double> no_gravity(*body_, SensorPose());
  EXPECT_EQ(no_gravity.gravity_vector(), Vector3d::Zero());
  // Added by template name, as Drake users write it.
  DiagramBuilder<double> builder;
  const auto* added =
      builder.AddSystem<Accelerometer>(*body_, SensorPose(), kGravity);
  EXPECT_EQ(added->body_index(), body_->index());
}

// B spins at ω about an axis through Bo, which itself moves with
// acceleration a_WBo and has angular acceleration α. The point So fixed in B
// accelerates as a_WSo = a_WBo + α × r + ω × (ω × r), r = p_BoSo_W; the
// sensor reads R_SW (a_WSo − g). Everything here is plain Eigen.
TEST_F(AccelerometerFixture, RotatingBodyClosedForm) {
  const Accelerometer<double> dut(*body_, SensorPose(), kGravity);
  auto context = dut.CreateDefaultContext();
  const Matrix3d R_WB =
      AngleAxisd(0.8, Vector3d(1.0, -2.0, 0.5).normalized()).toRotationMatrix();
  const Vector3d p_WBo(1.0, 2.0, -0.5);
  const Vector3d n = Vector3d(0.2, 1.0, -0.7).normalized();
  const Matrix3d R_BS = SensorPose().rotation().matrix();
  const Vector3d p_BoSo_B = SensorPose().translation();
  const Vector3d r = R_WB * p_BoSo_B;  // p_BoSo_W.
  const Matrix3d R_SW = (R_WB * R_BS).transpose();
  struct Case {
    double omega;
    Vector3d alpha;
    Vector3d a_WBo;
  };
  for (const Case& c :
       {Case{3.0, Vector3d::Zero(), Vector3d::Zero()},
        Case{-1.5, Vector3d::Zero(), Vector3d::Zero()},
        Case{2.0, Vector3d(0.4, -0.3, 1.2), Vector3d(-1.0, 0.5, 2.0)}}) {
    const Vector3d w = c.omega * n;
    FixInputs(dut, context.get(),
              RigidTransform<double>(RotationMatrix<double>(R_WB), p_WBo),
              SpatialVelocity<double>(w, Vector3d(0.3, 0.1, -0.2)),
              SpatialAcceleration<double>(c.alpha, c.a_WBo));
    const Vector3d centripetal = w.cross(w.cross(r));
    const Vector3d a_WSo = c.a_WBo + c.alpha.cross(r) + centripetal;
    const Vector3d expected = R_SW * (a_WSo - kGravity);
    // O(10) m/s² through two rotations and two cross products: 1e-12.
    EXPECT_LT(
        (dut.get_measurement_output_port().Eval(*context) - expected).norm(),
        1e-12);
    if (c.alpha.isZero()) {
      // Constant rate, zero gravity: exactly the centripetal ω×(ω×r) in S,
      // which points from So toward the axis (−ω² times r's part normal to
      // the axis).
      const Accelerometer<double> weightless(*body_, SensorPose());
      auto weightless_context = weightless.CreateDefaultContext();
      FixInputs(
          weightless, weightless_context.get(),
          RigidTransform<double>(RotationMatrix<double>(R_WB), p_WBo),
          SpatialVelocity<double>(w, Vector3d::Zero()),
          SpatialAcceleration<double>(Vector3d::Zero(), Vector3d::Zero()));
      const Vector3d r_normal = r - r.dot(n) * n;
      const Vector3d expected_S = R_SW * (-c.omega * c.omega * r_normal);
      EXPECT_LT(
          (weightless.get_measurement_output_port().Eval(*weightless_context) -
           expected_S)
              .norm(),
          1e-12);
    }
  }
}

// A plant with a free body (center of mass at Bo), a body welded to the
// world and a body on a revolute joint about the world's z axis, gravity
// −9.81 ẑ; an accelerometer on each through AddToDiagram.
TEST(AccelerometerPlantTest, FreeFallWeldAndRevolute) {
  DiagramBuilder<double> builder;
  auto* plant = builder.AddSystem<MultibodyPlant<double>>(0.0);
  plant->set_name("plant");
  const RigidBody<double>& falling =
      plant->AddRigidBody("falling", SomeInertia());
  const RigidBody<double>& welded =
      plant->AddRigidBody("welded", SomeInertia(Vector3d(0.1, 0.2, 0.3)));
  // The spinning body's center of mass is off the axis: gravity along the
  // axis still has no moment about it, so the rate stays constant.
  const RigidBody<double>& spinning =
      plant->AddRigidBody("spinning", SomeInertia(Vector3d(0.4, 0.0, 0.1)));
  const RigidTransform<double> X_WWelded(RollPitchYaw<double>(0.4, 0.2, -1.0),
                                         Vector3d(0.0, 1.0, 2.0));
  plant->WeldFrames(plant->world_frame(), welded.body_frame(), X_WWelded);
  const auto& joint =
      plant->AddJoint<RevoluteJoint>("spin", plant->world_body(), std::nullopt,
                                     spinning, std::nullopt, Vector3d::UnitZ());
  plant->mutable_gravity_field().set_gravity_vector(kGravity);
  plant->Finalize();
  const Vector3d g = plant->gravity_field().gravity_vector();
  ASSERT_EQ(g, kGravity);

  // on the falling body the sensor sits at Bo (the center of mass), else
  // the spin would add centripetal and tangential terms.
  const RigidTransform<double> X_BS_at_origin(SensorPose().rotation(),
                                              Vector3d::Zero());
  const auto& on_falling = Accelerometer<double>::AddToDiagram(
      falling, X_BS_at_origin, g, *plant, &builder);
  const auto& on_welded = Accelerometer<double>::AddToDiagram(
      welded, SensorPose(), g, *plant, &builder);
  const auto& on_spinning = Accelerometer<double>::AddToDiagram(
      spinning, SensorPose(), g, *plant, &builder);
  auto diagram = builder.Build();
  auto context = diagram->CreateDefaultContext();
  Context<double>& plant_context =
      plant->GetMyMutableContextFromRoot(context.get());

  // the falling body tumbles and moves: its origin (= center of mass)
  // accelerates at exactly g, whatever the spin.
  plant->SetFreeBodyPose(
      &plant_context, falling,
      RigidTransform<double>(RollPitchYaw<double>(1.0, -0.4, 0.3),
                             Vector3d(0, 0, 5)));
  plant->SetFreeBodySpatialVelocity(
      &plant_context, falling,
      SpatialVelocity<double>(Vector3d(1.0, -2.0, 0.5), Vector3d(3, 0, 1)));
  const double q = 0.7, omega = 2.5;
  joint.set_angle(&plant_context, q);
  joint.set_angular_rate(&plant_context, omega);

  // The free fall reads zero; the only error is the plant's rounding of
  // a_WBo (a few ulps of 9.81): 1e-12.
  const Vector3d falling_reading =
      on_falling.get_measurement_output_port().Eval(
          on_falling.GetMyContextFromRoot(*context));
  EXPECT_LT(falling_reading.norm(), 1e-12) << falling_reading.transpose();

  // At rest on the weld: −g in S, R_SW = (R_W,Welded R_BS)ᵀ.
  const Matrix3d R_SW_welded =
      (X_WWelded.rotation().matrix() * SensorPose().rotation().matrix())
          .transpose();
  const Vector3d welded_reading = on_welded.get_measurement_output_port().Eval(
      on_welded.GetMyContextFromRoot(*context));
  EXPECT_LT((welded_reading - R_SW_welded * (-kGravity)).norm(), 1e-12)
      << welded_reading.transpose();
  // On Earth, the magnitude is 9.81 whatever the orientation.
  EXPECT_NEAR(welded_reading.norm(), 9.81, 1e-12);

  // Revolute about ẑ through Wo at the constant rate ω: the point So at
  // p_WSo = R_z(q) p_BoSo accelerates as ω ẑ × (ω ẑ × p_WSo) = −ω² (x, y, 0).
  const Matrix3d R_WB = AngleAxisd(q, Vector3d::UnitZ()).toRotationMatrix();
  const Vector3d p_WSo = R_WB * SensorPose().translation();
  const Vector3d a_WSo(-omega * omega * p_WSo.x(), -omega * omega * p_WSo.y(),
                       0.0);
  const Matrix3d R_SW_spinning =
      (R_WB * SensorPose().rotation().matrix()).transpose();
  const Vector3d spinning_reading =
      on_spinning.get_measurement_output_port().Eval(
          on_spinning.GetMyContextFromRoot(*context));
  // O(10) m/s²; the plant's q̈ is zero up to rounding: 1e-12.
  EXPECT_LT((spinning_reading - R_SW_spinning * (a_WSo - kGravity)).norm(),
            1e-12)
      << spinning_reading.transpose();

  // The whole diagram (plant and sensors) converted to AutoDiffXd reads the
  // same values (the same arithmetic on the values: 1e-12).
  auto diagram_ad = System<double>::ToAutoDiffXd(*diagram);
  auto context_ad = diagram_ad->CreateDefaultContext();
  context_ad->SetTimeStateAndParametersFrom(*context);
  std::vector<const Accelerometer<AutoDiffXd>*> sensors_ad;
  for (const System<AutoDiffXd>* system : diagram_ad->GetSystems()) {
    if (auto* sensor = dynamic_cast<const Accelerometer<AutoDiffXd>*>(system)) {
      sensors_ad.push_back(sensor);
    }
  }
  ASSERT_EQ(sensors_ad.size(), 3);
  const std::vector<Vector3d> readings{falling_reading, welded_reading,
                                       spinning_reading};
  for (int i = 0; i < 3; ++i) {
    const VectorX<AutoDiffXd> reading_ad =
        sensors_ad[i]->get_measurement_output_port().Eval(
            sensors_ad[i]->GetMyContextFromRoot(*context_ad));
    EXPECT_LT((math::DiscardGradient(reading_ad) - readings[i]).norm(), 1e-12)
        << i;
  }
}

// ToAutoDiffXd keeps the body, pose and gravity; with ω = ω₀ n and ω₀ the
// independent variable, the zero-gravity reading R_SW ω₀² n×(n×r) has the
// derivative 2 ω₀ R_SW n×(n×r).
TEST_F(AccelerometerFixture, ScalarConversion) {
  const Accelerometer<double> dut(*body_, SensorPose(), kGravity);
  auto ad = System<double>::ToAutoDiffXd(dut);
  EXPECT_EQ(ad->body_index(), dut.body_index());
  EXPECT_TRUE(ad->pose().IsExactlyEqualTo(dut.pose()));
  EXPECT_EQ(ad->gravity_vector(), kGravity);
  EXPECT_EQ(ad->get_body_accelerations_input_port().get_name(),
            "body_spatial_accelerations");

  const Accelerometer<double> weightless(*body_, SensorPose());
  auto dut_ad = System<double>::ToAutoDiffXd(weightless);
  auto context = dut_ad->CreateDefaultContext();
  const Vector3d n = Vector3d(1.0, 1.0, -1.0).normalized();
  const double omega0 = 1.7;
  const AutoDiffXd omega(omega0, Eigen::VectorXd::Ones(1));
  const Matrix3d R_WB =
      AngleAxisd(0.6, Vector3d(0.2, 0.3, -0.6).normalized()).toRotationMatrix();
  Vector3<AutoDiffXd> w;
  for (int i = 0; i < 3; ++i) w(i) = omega * n(i);
  FixInputs<AutoDiffXd>(
      *dut_ad, context.get(),
      RigidTransform<AutoDiffXd>(
          RotationMatrix<AutoDiffXd>(R_WB.cast<AutoDiffXd>()),
          Vector3<AutoDiffXd>::Zero()),
      SpatialVelocity<AutoDiffXd>(w, Vector3<AutoDiffXd>::Zero()),
      SpatialAcceleration<AutoDiffXd>(Vector3<AutoDiffXd>::Zero(),
                                      Vector3<AutoDiffXd>::Zero()));
  const VectorX<AutoDiffXd> reading =
      dut_ad->get_measurement_output_port().Eval(*context);
  const Vector3d r = R_WB * SensorPose().translation();
  const Matrix3d R_SW = (R_WB * SensorPose().rotation().matrix()).transpose();
  const Vector3d shape = R_SW * n.cross(n.cross(r));
  for (int i = 0; i < 3; ++i) {
    // O(1) values and derivatives, a few flops: 1e-13.
    EXPECT_NEAR(reading(i).value(), omega0 * omega0 * shape(i), 1e-13);
    ASSERT_EQ(reading(i).derivatives().size(), 1);
    EXPECT_NEAR(reading(i).derivatives()(0), 2.0 * omega0 * shape(i), 1e-13);
  }
}

// ToSymbolic (Drake has the accelerometer on all three default scalars):
// with ω = ω n and ω a symbolic variable, the zero-gravity reading is
// R_SW ω² n×(n×r); evaluated at ω₀ it equals that closed form (O(1)
// values, a few flops: 1e-13), and its second derivative in ω is the
// constant 2 R_SW n×(n×r).
TEST_F(AccelerometerFixture, ToSymbolic) {
  using symbolic::Expression;
  using symbolic::Variable;
  const Accelerometer<double> weightless(*body_, SensorPose());
  auto dut_sym = System<double>::ToSymbolic(weightless);
  ASSERT_NE(dut_sym, nullptr);
  auto context = dut_sym->CreateDefaultContext();
  const Vector3d n = Vector3d(1.0, 1.0, -1.0).normalized();
  const Variable omega("omega");
  const Matrix3d R_WB =
      AngleAxisd(0.6, Vector3d(0.2, 0.3, -0.6).normalized()).toRotationMatrix();
  const Vector3<Expression> w = Expression(omega) * n.cast<Expression>();
  FixInputs<Expression>(
      *dut_sym, context.get(),
      RigidTransform<Expression>(
          RotationMatrix<Expression>(R_WB.cast<Expression>()),
          Vector3<Expression>::Zero()),
      SpatialVelocity<Expression>(w, Vector3<Expression>::Zero()),
      SpatialAcceleration<Expression>(Vector3<Expression>::Zero(),
                                      Vector3<Expression>::Zero()));
  const VectorX<Expression> reading =
      dut_sym->get_measurement_output_port().Eval(*context);
  const Vector3d r = R_WB * SensorPose().translation();
  const Matrix3d R_SW = (R_WB * SensorPose().rotation().matrix()).transpose();
  const Vector3d shape = R_SW * n.cross(n.cross(r));
  const double omega0 = 1.7;
  for (int i = 0; i < 3; ++i) {
    EXPECT_NEAR(reading(i).Evaluate({{omega, omega0}}),
                omega0 * omega0 * shape(i), 1e-13);
    const Expression second =
        reading(i).Differentiate(omega).Differentiate(omega);
    EXPECT_NEAR(second.Evaluate({{omega, 0.3}}), 2.0 * shape(i), 1e-13);
  }
}

TEST_F(AccelerometerFixture, BadInput) {
  DRAKE_EXPECT_THROWS_MESSAGE(
      Accelerometer<double>(*body_, SensorPose(), Vector3d(0, 0, std::nan(""))),
      ".*gravity vector must be finite.*");

  // input vectors too short for the body index.
  Accelerometer<double> dut(*body_, SensorPose(), kGravity);
  dut.set_name("imu");
  auto context = dut.CreateDefaultContext();
  dut.get_body_poses_input_port().FixValue(
      context.get(), std::vector<RigidTransform<double>>(1));
  dut.get_body_velocities_input_port().FixValue(
      context.get(),
      std::vector<SpatialVelocity<double>>(3, SpatialVelocity<double>::Zero()));
  dut.get_body_accelerations_input_port().FixValue(
      context.get(), std::vector<SpatialAcceleration<double>>(
                         3, SpatialAcceleration<double>::Zero()));
  DRAKE_EXPECT_THROWS_MESSAGE(
      dut.get_measurement_output_port().Eval(*context),
      "Accelerometer 'imu': the input port 'body_poses' holds 1 values; the "
      "sensor's body index 2 needs at least 3.");

  // a body of another plant; a null builder.
  MultibodyPlant<double> other(0.0);
  other.AddRigidBody("first", SomeInertia());
  const RigidBody<double>& stranger =
      other.AddRigidBody("stranger", SomeInertia());
  other.Finalize();
  DiagramBuilder<double> builder;
  auto* plant = builder.AddSystem<MultibodyPlant<double>>(0.0);
  const RigidBody<double>& mine = plant->AddRigidBody("mine", SomeInertia());
  plant->AddRigidBody("another", SomeInertia());
  plant->Finalize();
  DRAKE_EXPECT_THROWS_MESSAGE(
      Accelerometer<double>::AddToDiagram(stranger, SensorPose(), kGravity,
                                          *plant, &builder),
      ".*AddToDiagram\\(\\): the body 'stranger' is not a body of the plant.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      Accelerometer<double>::AddToDiagram(mine, SensorPose(), kGravity, *plant,
                                          nullptr),
      ".*builder is null.*");
}

}  // namespace accelerometer_test
}  // namespace sensors
}  // namespace systems
}  // namespace drake
