// MultibodyPlant::SetRandomState with joint and free-body random
// distributions (symbolic expressions of random variables): sample ranges and
// moments against closed forms, defaults kept where no distribution is set,
// consistency of shared variables, reproducibility, and every error message.

#include <cmath>
#include <limits>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/symbolic/expression.h"
#include "drake/multibody/plant/multibody_plant.h"

namespace drake {
namespace multibody {
namespace multibody_plant_random_test {

using Eigen::Vector3d;
using Eigen::VectorXd;
using symbolic::Expression;
using symbolic::Variable;

SpatialInertia<double> UnitBox() {
  return SpatialInertia<double>::SolidBoxWithMass(1.0, 0.1, 0.2, 0.3);
}

Variable Uniform(const char* name) {
  return Variable(name, Variable::Type::RANDOM_UNIFORM);
}
Variable Gaussian(const char* name) {
  return Variable(name, Variable::Type::RANDOM_GAUSSIAN);
}

// Sample mean and (population) standard deviation.
struct Moments {
  double mean{};
  double stddev{};
};
Moments CalcMoments(const std::vector<double>& samples) {
  double sum = 0, sum_squares = 0;
  for (double x : samples) {
    sum += x;
    sum_squares += x * x;
  }
  const double n = samples.size();
  const double mean = sum / n;
  return {mean, std::sqrt(sum_squares / n - mean * mean)};
}

// world -revolute "pin"-> arm -prismatic "slider"-> slide.
class ChainTest : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto& arm = plant_.AddRigidBody("arm", UnitBox());
    const auto& slide = plant_.AddRigidBody("slide", UnitBox());
    plant_.AddJoint<RevoluteJoint>("pin", plant_.world_body(), std::nullopt,
                                   arm, std::nullopt, Vector3d::UnitZ());
    plant_.AddJoint<PrismaticJoint>("slider", arm, std::nullopt, slide,
                                    std::nullopt, Vector3d::UnitX());
    pin_ = &plant_.GetMutableJointByName<RevoluteJoint>("pin");
    slider_ = &plant_.GetMutableJointByName<PrismaticJoint>("slider");
    slider_->set_default_translation(0.3);
  }

  MultibodyPlant<double> plant_{0.0};
  RevoluteJoint<double>* pin_{};
  PrismaticJoint<double>* slider_{};
};

TEST_F(ChainTest, UniformAngleWithinBoundsWithRightMean) {
  // θ = a + (b − a)·u, u ~ U[0, 1): θ ∈ [a, b), mean (a + b)/2 = 0.5,
  // σ = (b − a)/√12 ≈ 0.577.
  const double a = -0.5, b = 1.5;
  pin_->set_random_angle_distribution(a + (b - a) * Uniform("u"));
  plant_.Finalize();
  auto context = plant_.CreateDefaultContext();
  RandomGenerator generator(42);
  constexpr int kN = 4000;
  std::vector<double> angles;
  for (int i = 0; i < kN; ++i) {
    plant_.SetRandomContext(context.get(), &generator);
    const double theta = pin_->get_angle(*context);
    ASSERT_GE(theta, a);
    ASSERT_LT(theta, b);
    angles.push_back(theta);
    // The slider has no distribution: it keeps its default; v stays zero.
    ASSERT_EQ(slider_->get_translation(*context), 0.3);
    ASSERT_EQ(plant_.GetVelocities(*context), VectorXd::Zero(2));
  }
  const Moments moments = CalcMoments(angles);
  // Standard error of the mean σ/√N ≈ 0.0091: 0.04 is > 4 standard errors.
  EXPECT_NEAR(moments.mean, 0.5 * (a + b), 0.04);
  // Standard error of σ̂ for a uniform (kurtosis 9/5): σ·√((9/5 − 1)/N)/2
  // ≈ 0.0041, so 0.02 is > 4 standard errors.
  EXPECT_NEAR(moments.stddev, (b - a) / std::sqrt(12.0), 0.02);
  // SetDefaultContext still gives the defaults.
  plant_.SetDefaultContext(context.get());
  EXPECT_EQ(pin_->get_angle(*context), 0.0);
}

TEST_F(ChainTest, ReproducibleAndSharedVariablesConsistent) {
  // The angle and the angular rate share u; both are evaluated together, so
  // θ̇ = 2θ exactly in every sample.
  const Variable u = Uniform("u");
  pin_->set_random_angle_distribution(Expression(u));
  pin_->set_random_velocity_distribution(Vector1<Expression>(2.0 * u));
  slider_->set_random_translation_distribution(Gaussian("g"));
  plant_.Finalize();
  auto context = plant_.CreateDefaultContext();
  RandomGenerator generator(7);
  for (int i = 0; i < 100; ++i) {
    plant_.SetRandomContext(context.get(), &generator);
    ASSERT_EQ(pin_->get_angular_rate(*context),
              2.0 * pin_->get_angle(*context));
  }
  // Same seed, same states; a different seed, different states.
  auto other = plant_.CreateDefaultContext();
  RandomGenerator a(123), b(123), c(124);
  plant_.SetRandomContext(context.get(), &a);
  plant_.SetRandomContext(other.get(), &b);
  EXPECT_EQ(plant_.GetPositionsAndVelocities(*context),
            plant_.GetPositionsAndVelocities(*other));
  plant_.SetRandomContext(other.get(), &c);
  EXPECT_NE(plant_.GetPositions(*context), plant_.GetPositions(*other));
}

TEST_F(ChainTest, ScalarConversionKeepsDistributions) {
  const double a = 2.0, b = 2.5;
  pin_->set_random_angle_distribution(a + (b - a) * Uniform("u"));
  plant_.Finalize();
  const auto autodiff_plant =
      systems::System<double>::ToAutoDiffXd<MultibodyPlant>(plant_);
  auto context = autodiff_plant->CreateDefaultContext();
  RandomGenerator generator(5);
  for (int i = 0; i < 20; ++i) {
    autodiff_plant->SetRandomContext(context.get(), &generator);
    const double theta = autodiff_plant->GetPositions(*context)[0].value();
    EXPECT_GE(theta, a);
    EXPECT_LT(theta, b);
  }
}

TEST_F(ChainTest, Errors) {
  pin_->set_random_angle_distribution(Expression(Uniform("u")));
  DRAKE_EXPECT_THROWS_MESSAGE(
      pin_->set_random_velocity_distribution(VectorX<Expression>(2)),
      "Joint::set_random_velocity_distribution\\(\\): joint 'pin' has 1 "
      "velocities; got a distribution of size 2.");
  plant_.Finalize();
  auto context = plant_.CreateDefaultContext();
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant_.SetRandomContext(context.get(), nullptr),
      "Expression::Evaluate\\(\\): the random variable 'u' \\(Random "
      "Uniform\\) has no value in the environment and no RandomGenerator was "
      "given to sample it.");
  // Clearing the distribution restores the default behaviour (and then no
  // generator is needed).
  pin_->ClearRandomStateDistribution();
  EXPECT_FALSE(pin_->has_random_state_distribution());
  plant_.SetRandomContext(context.get(), nullptr);
  EXPECT_EQ(pin_->get_angle(*context), 0.0);
}

TEST(MultibodyPlantRandomTest, UniversalAnglesShareVariable) {
  MultibodyPlant<double> plant(0.0);
  const auto& body = plant.AddRigidBody("body", UnitBox());
  plant.AddJoint<UniversalJoint>("universal", plant.world_body(), std::nullopt,
                                 body, std::nullopt);
  auto& joint = plant.GetMutableJointByName<UniversalJoint>("universal");
  const Variable u = Uniform("u");
  joint.set_random_angles_distribution(Vector2<Expression>(u, -u));
  plant.Finalize();
  auto context = plant.CreateDefaultContext();
  RandomGenerator generator(1);
  for (int i = 0; i < 50; ++i) {
    plant.SetRandomContext(context.get(), &generator);
    const VectorXd q = plant.GetPositions(*context);
    ASSERT_EQ(q[0], -q[1]);
    ASSERT_GE(q[0], 0.0);
    ASSERT_LT(q[0], 1.0);
  }
}

TEST(MultibodyPlantRandomTest, OtherJointSetters) {
  // Each setter writes the joint's positions in its own layout; constant
  // "distributions" make the expected state exact.
  MultibodyPlant<double> plant(0.0);
  const auto& b1 = plant.AddRigidBody("b1", UnitBox());
  const auto& b2 = plant.AddRigidBody("b2", UnitBox());
  const auto& b3 = plant.AddRigidBody("b3", UnitBox());
  const auto& b4 = plant.AddRigidBody("b4", UnitBox());
  plant.AddJoint<BallRpyJoint>("ball", plant.world_body(), std::nullopt, b1,
                               std::nullopt);
  plant.AddJoint<PlanarJoint>("planar", b1, std::nullopt, b2, std::nullopt,
                              Vector3d::Zero());
  plant.AddJoint<ScrewJoint>("screw", b2, std::nullopt, b3, std::nullopt,
                             Vector3d::UnitZ(), 0.1, 0.0);
  plant.AddJoint<RpyFloatingJoint>("rpy", plant.world_body(), std::nullopt, b4,
                                   std::nullopt);
  plant.GetMutableJointByName<BallRpyJoint>("ball")
      .set_random_angles_distribution(Vector3<Expression>(0.1, 0.2, 0.3));
  plant.GetMutableJointByName<PlanarJoint>("planar")
      .set_random_pose_distribution(Vector2<Expression>(1.0, 2.0), 0.5);
  plant.GetMutableJointByName<ScrewJoint>("screw").set_random_pose_distribution(
      Vector1<Expression>(0.7));
  auto& rpy = plant.GetMutableJointByName<RpyFloatingJoint>("rpy");
  rpy.set_default_angles(Vector3d(0.4, 0.4, 0.4));
  rpy.set_default_translation(Vector3d(9, 9, 9));
  // Translation only: the angles are sampled as the zero configuration (as
  // in Drake), not the defaults.
  rpy.set_random_translation_distribution(Vector3<Expression>(4, 5, 6));
  plant.Finalize();
  auto context = plant.CreateDefaultContext();
  RandomGenerator generator;
  plant.SetRandomContext(context.get(), &generator);
  const auto& ball = plant.GetJointByName<BallRpyJoint>("ball");
  EXPECT_EQ(ball.GetPositions(*context), Vector3d(0.1, 0.2, 0.3));
  EXPECT_EQ(plant.GetJointByName("planar").GetPositions(*context),
            Vector3d(1.0, 2.0, 0.5));
  EXPECT_EQ(plant.GetJointByName("screw").GetPositions(*context)[0], 0.7);
  VectorXd expected_rpy(6);
  expected_rpy << 0, 0, 0, 4, 5, 6;
  EXPECT_EQ(plant.GetJointByName("rpy").GetPositions(*context), expected_rpy);
  // Then angles too: the translation distribution is kept.
  rpy.set_random_angles_distribution(Vector3<Expression>(0.1, 0.2, 0.3));
  plant.SetRandomContext(context.get(), &generator);
  expected_rpy << 0.1, 0.2, 0.3, 4, 5, 6;
  EXPECT_EQ(plant.GetJointByName("rpy").GetPositions(*context), expected_rpy);
}

TEST(MultibodyPlantRandomTest, FreeBodyGaussianTranslation) {
  MultibodyPlant<double> plant(0.0);
  const auto& body = plant.AddRigidBody("body", UnitBox());
  plant.Finalize();
  const Vector3d mean(1.0, 2.0, 3.0), stddev(0.1, 0.2, 0.3);
  Vector3<Expression> translation;
  for (int i = 0; i < 3; ++i) {
    translation[i] = mean[i] + stddev[i] * Gaussian("g");
  }
  plant.SetFreeBodyRandomTranslationDistribution(body, translation);
  auto context = plant.CreateDefaultContext();
  RandomGenerator generator(11);
  constexpr int kN = 4000;
  std::vector<std::vector<double>> samples(3);
  for (int n = 0; n < kN; ++n) {
    plant.SetRandomContext(context.get(), &generator);
    const math::RigidTransformd X_WB = plant.GetFreeBodyPose(*context, body);
    // No rotation distribution: the identity (zero configuration).
    ASSERT_TRUE(X_WB.rotation().IsExactlyIdentity());
    for (int i = 0; i < 3; ++i) samples[i].push_back(X_WB.translation()[i]);
  }
  for (int i = 0; i < 3; ++i) {
    const Moments moments = CalcMoments(samples[i]);
    // Standard errors: mean σ/√N ≈ 0.0158σ, stddev σ/√(2N) ≈ 0.0112σ; the
    // tolerances are 0.07σ and 0.05σ, i.e. > 4 standard errors.
    EXPECT_NEAR(moments.mean, mean[i], 0.07 * stddev[i]);
    EXPECT_NEAR(moments.stddev, stddev[i], 0.05 * stddev[i]);
  }
}

TEST(MultibodyPlantRandomTest, FreeBodyUniformRotation) {
  MultibodyPlant<double> plant(0.0);
  const auto& body = plant.AddRigidBody("body", UnitBox());
  plant.Finalize();
  plant.SetDefaultFreeBodyPose(body,
                               math::RigidTransformd(Vector3d(0.0, 0.0, 1.0)));
  plant.SetFreeBodyRandomRotationDistributionToUniform(body);
  auto context = plant.CreateDefaultContext();
  RandomGenerator generator(2024);
  constexpr int kN = 20000;
  std::vector<double> abs_w, w_squared;
  for (int n = 0; n < kN; ++n) {
    plant.SetRandomContext(context.get(), &generator);
    const VectorXd q = plant.GetPositions(*context);
    // Unit quaternion to rounding (normalized after sampling).
    ASSERT_NEAR(q.head<4>().norm(), 1.0,
                4 * std::numeric_limits<double>::epsilon());
    // No translation distribution: zero (the zero configuration, as in
    // Drake), not the default translation.
    ASSERT_EQ(q.tail<3>(), Vector3d::Zero());
    abs_w.push_back(std::abs(q[0]));
    w_squared.push_back(q[0] * q[0]);
  }
  // A uniform rotation is a uniform point on the unit 3-sphere S³ ⊂ ℝ⁴. The
  // marginal density of one coordinate w is (2/π)·√(1 − w²) on [−1, 1], so
  //   E|w| = 2·∫₀¹ w·(2/π)√(1 − w²) dw = (4/π)·(1/3) = 4/(3π) ≈ 0.4244,
  //   E[w²] = 1/4 (by symmetry of the four coordinates), E[w⁴] = 1/8.
  // Standard deviations: |w|: √(1/4 − 16/(9π²)) ≈ 0.264; w²: √(1/8 − 1/16)
  // = 0.25; standard errors ≈ 0.0019 and 0.0018, so 0.008 is > 4 of them.
  EXPECT_NEAR(CalcMoments(abs_w).mean, 4.0 / (3.0 * M_PI), 0.008);
  EXPECT_NEAR(CalcMoments(w_squared).mean, 0.25, 0.008);
}

TEST(MultibodyPlantRandomTest, FreeBodyQuaternionAndAngles) {
  MultibodyPlant<double> plant(0.0);
  const auto& quaternion_body = plant.AddRigidBody("q_body", UnitBox());
  const ModelInstanceIndex rpy_instance = plant.AddModelInstance("rpy_model");
  const auto& rpy_body =
      plant.AddRigidBody("rpy_body", rpy_instance, UnitBox());
  plant.SetBaseBodyJointType(BaseBodyJointType::kRpyFloatingJoint,
                             rpy_instance);
  // Wrong types and pre-finalize.
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.SetFreeBodyRandomTranslationDistribution(
          quaternion_body, Vector3<Expression>::Zero()),
      "SetFreeBodyRandomTranslationDistribution\\(\\): the MultibodyPlant "
      "must be finalized first.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.SetFreeBodyRandomRotationDistributionToUniform(quaternion_body),
      "SetFreeBodyRandomRotationDistributionToUniform\\(\\): the "
      "MultibodyPlant must be finalized first.*");
  plant.Finalize();
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.SetFreeBodyRandomRotationDistribution(
          rpy_body, Eigen::Quaternion<Expression>(1, 0, 0, 0)),
      "SetFreeBodyRandomRotationDistribution\\(\\): free body 'rpy_body' is "
      "modeled with the rpy_floating joint '.*'; this distribution requires "
      "a QuaternionFloatingJoint.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.SetFreeBodyRandomRotationDistributionToUniform(rpy_body),
      "SetFreeBodyRandomRotationDistributionToUniform\\(\\): free body "
      "'rpy_body' is modeled with the rpy_floating joint .*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.SetFreeBodyRandomAnglesDistribution(
          quaternion_body,
          math::RollPitchYaw<Expression>(Vector3<Expression>::Zero())),
      "SetFreeBodyRandomAnglesDistribution\\(\\): free body 'q_body' is "
      "modeled with the quaternion_floating joint '.*'; this distribution "
      "requires a RpyFloatingJoint.");

  // A (non-uniform) quaternion distribution: w = 1, x = u: normalized.
  const Variable u = Uniform("u");
  plant.SetFreeBodyRandomRotationDistribution(
      quaternion_body, Eigen::Quaternion<Expression>(1.0, u, 0.0, 0.0));
  // Roll-pitch-yaw in [0, 0.1)·(1, 2, 3) from one uniform; translation z.
  const Variable v = Uniform("v");
  plant.SetFreeBodyRandomAnglesDistribution(
      rpy_body, math::RollPitchYaw<Expression>(0.1 * v, 0.2 * v, 0.3 * v));
  plant.SetFreeBodyRandomTranslationDistribution(
      rpy_body, Vector3<Expression>(0.0, 0.0, 5.0 + v));
  auto context = plant.CreateDefaultContext();
  RandomGenerator generator(3);
  for (int n = 0; n < 200; ++n) {
    plant.SetRandomContext(context.get(), &generator);
    // q = (1, x, 0, 0)/√(1 + x²) with x ∈ [0, 1): unit, and x/w ∈ [0, 1).
    const VectorXd q =
        plant.GetJointByName("q_body").GetPositions(*context).head<4>();
    ASSERT_NEAR(q.norm(), 1.0, 4 * std::numeric_limits<double>::epsilon());
    ASSERT_GT(q[0], 0.0);
    ASSERT_GE(q[1] / q[0], 0.0);
    ASSERT_LT(q[1] / q[0], 1.0);
    ASSERT_EQ(q[2], 0.0);
    ASSERT_EQ(q[3], 0.0);
    const VectorXd q_rpy =
        plant.GetJointByName("rpy_body", rpy_instance).GetPositions(*context);
    ASSERT_GE(q_rpy[0], 0.0);
    ASSERT_LT(q_rpy[0], 0.1);
    // One sample of v for the whole joint: exact relations between entries.
    // (0.2 is exactly 2·0.1 in binary, so 0.2·v == 2·(0.1·v) exactly.)
    ASSERT_EQ(q_rpy[1], 2.0 * q_rpy[0]);
    ASSERT_NEAR(q_rpy[5] - 5.0, q_rpy[0] / 0.1, 1e-14);
  }

  // A zero quaternion cannot be normalized.
  plant.SetFreeBodyRandomRotationDistribution(
      quaternion_body, Eigen::Quaternion<Expression>(0.0, 0.0, 0.0, 0.0));
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.SetRandomContext(context.get(), &generator),
      "SetRandomState\\(\\): the sampled quaternion \\[0, 0, 0, 0\\] of joint "
      "'.*' cannot be normalized.");
}

TEST(MultibodyPlantRandomTest, NotAFreeBody) {
  MultibodyPlant<double> plant(0.0);
  const auto& body = plant.AddRigidBody("body", UnitBox());
  plant.AddJoint<RevoluteJoint>("pin", plant.world_body(), std::nullopt, body,
                                std::nullopt, Vector3d::UnitZ());
  plant.Finalize();
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.SetFreeBodyRandomTranslationDistribution(
          body, Vector3<Expression>::Zero()),
      "SetFreeBodyRandomTranslationDistribution\\(\\): body 'body' is not a "
      "free body .*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.SetFreeBodyRandomRotationDistribution(
          body, Eigen::Quaternion<Expression>(1, 0, 0, 0)),
      "SetFreeBodyRandomRotationDistribution\\(\\): body 'body' is not a "
      "free body .*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.SetFreeBodyRandomAnglesDistribution(
          body, math::RollPitchYaw<Expression>(Vector3<Expression>::Zero())),
      "SetFreeBodyRandomAnglesDistribution\\(\\): body 'body' is not a free "
      "body .*");
  // SetRandomState before Finalize.
  MultibodyPlant<double> unfinalized(0.0);
  DRAKE_EXPECT_THROWS_MESSAGE(
      unfinalized.SetRandomState(*plant.CreateDefaultContext(), nullptr,
                                 nullptr),
      "SetRandomState\\(\\): the MultibodyPlant must be finalized first.*");
}

}  // namespace multibody_plant_random_test
}  // namespace multibody
}  // namespace drake
