// MultibodyPlant kinematics: iiwa14 forward kinematics against a product of
// exponentials written from the URDF's numbers, the bodies a set of joints
// moves, the check that bodies and frames belong to the plant, and the size
// check of the position Jacobian.

#include <cmath>
#include <random>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "multibody/plant/multibody_plant_test_models.h"
#include "test_utilities/expect_throws_message.h"

#include "drake/common/find_resource.h"
#include "drake/common/test_utilities/eigen_matrix_compare.h"
#include "drake/multibody/parsing/parser.h"
#include "drake/multibody/plant/multibody_plant.h"

namespace drake {
namespace multibody {
namespace multibody_plant_kinematics_test {

using Eigen::Matrix3d;
using Eigen::Matrix4d;
using Eigen::Vector3d;
using Eigen::VectorXd;
using math::RigidTransform;
using test::Box;
using test::TwoInstances;

// ---------------------------------------------------------------------------
// Plain-Eigen homogeneous transforms, independent of the library's math.

// URDF rpy: R = Rz(yaw)·Ry(pitch)·Rx(roll).
Matrix3d UrdfRpy(double r, double p, double y) {
  const double cr = std::cos(r), sr = std::sin(r);
  const double cp = std::cos(p), sp = std::sin(p);
  const double cy = std::cos(y), sy = std::sin(y);
  Matrix3d Rx, Ry, Rz;
  Rx << 1, 0, 0, 0, cr, -sr, 0, sr, cr;
  Ry << cp, 0, sp, 0, 1, 0, -sp, 0, cp;
  Rz << cy, -sy, 0, sy, cy, 0, 0, 0, 1;
  return Rz * Ry * Rx;
}

Matrix4d Homogeneous(const Matrix3d& R, const Vector3d& p) {
  Matrix4d X = Matrix4d::Identity();
  X.topLeftCorner<3, 3>() = R;
  X.topRightCorner<3, 1>() = p;
  return X;
}

// Rotation by angle q about the z axis (every iiwa joint axis is z).
Matrix4d RotZ(double q) {
  return Homogeneous(UrdfRpy(0, 0, q), Vector3d::Zero());
}

Matrix4d ToMatrix(const RigidTransform<double>& X) {
  return Homogeneous(X.rotation().matrix(), X.translation());
}

// The <origin> of each revolute joint of iiwa14_no_collision.urdf, in order
// iiwa_joint_1 ... iiwa_joint_7 (xyz in m, rpy in rad, copied by hand from
// the file). The fixed joint base → iiwa_link_0 is the identity; every axis
// is "0 0 1".
struct UrdfOrigin {
  double x, y, z, roll, pitch, yaw;
};
constexpr double kPi = 3.141592653589793;
constexpr double kHalfPi = 1.570796326794897;
constexpr UrdfOrigin kIiwaOrigins[7] = {
    {0, 0, 0.1575, 0, 0, 0},           // iiwa_joint_1
    {0, 0, 0.2025, kHalfPi, 0, kPi},   // iiwa_joint_2
    {0, 0.2045, 0, kHalfPi, 0, kPi},   // iiwa_joint_3
    {0, 0, 0.2155, kHalfPi, 0, 0},     // iiwa_joint_4
    {0, 0.1845, 0, -kHalfPi, kPi, 0},  // iiwa_joint_5
    {0, 0, 0.2155, kHalfPi, 0, 0},     // iiwa_joint_6
    {0, 0.081, 0, -kHalfPi, kPi, 0},   // iiwa_joint_7
};

// X_W7(q) = Π_i X_origin_i · Rz(q_i), with the base welded at the world
// origin.
Matrix4d IiwaLink7Pose(const VectorXd& q) {
  Matrix4d X = Matrix4d::Identity();
  for (int i = 0; i < 7; ++i) {
    const UrdfOrigin& o = kIiwaOrigins[i];
    X = X *
        Homogeneous(UrdfRpy(o.roll, o.pitch, o.yaw), Vector3d(o.x, o.y, o.z)) *
        RotZ(q[i]);
  }
  return X;
}

TEST(MultibodyPlantKinematicsTest, IiwaForwardKinematics) {
  MultibodyPlant<double> plant(0.0);
  Parser parser(&plant);
  parser.AddModels(
      FindResourceOrThrow("drake/manipulation/models/iiwa_description/urdf/"
                          "iiwa14_no_collision.urdf"));
  plant.WeldFrames(plant.world_frame(), plant.GetFrameByName("base"));
  plant.Finalize();
  ASSERT_EQ(plant.num_positions(), 7);
  auto context = plant.CreateDefaultContext();
  const RigidBody<double>& link7 = plant.GetBodyByName("iiwa_link_7");

  // The joint positions are the q entries in joint order (a serial chain
  // numbered depth-first from the base).
  std::vector<int> q_start(7);
  for (int i = 0; i < 7; ++i) {
    q_start[i] = plant.GetJointByName("iiwa_joint_" + std::to_string(i + 1))
                     .position_start();
  }
  auto to_plant_q = [&](const VectorXd& q_joint) {
    VectorXd q(7);
    for (int i = 0; i < 7; ++i) q[q_start[i]] = q_joint[i];
    return q;
  };

  // Products of a handful of unit rotations and O(1) translations: the two
  // computations differ by rounding only; 1e-12 leaves ~100 ulps.
  const double kTol = 1e-12;

  // q = 0: the product of the joint origins alone.
  {
    plant.SetPositions(context.get(), VectorXd::Zero(7));
    const Matrix4d expected = IiwaLink7Pose(VectorXd::Zero(7));
    const Matrix4d actual =
        ToMatrix(plant.EvalBodyPoseInWorld(*context, link7));
    EXPECT_LT((actual - expected).cwiseAbs().maxCoeff(), kTol)
        << "actual:\n"
        << actual << "\nexpected:\n"
        << expected;
    // A sanity value from the file: at q = 0 the arm is straight up; link 7
    // sits at z = 0.1575 + 0.2025 + 0.2045 + 0.2155 + 0.1845 + 0.2155 +
    // 0.081 = 1.261 m.
    EXPECT_NEAR(actual(2, 3), 1.261, kTol);
    EXPECT_NEAR(actual(0, 3), 0.0, kTol);
    EXPECT_NEAR(actual(1, 3), 0.0, kTol);
  }

  // Three random configurations.
  std::mt19937 generator(1234);
  std::uniform_real_distribution<double> angle(-2.5, 2.5);
  for (int trial = 0; trial < 3; ++trial) {
    VectorXd q_joint(7);
    for (int i = 0; i < 7; ++i) q_joint[i] = angle(generator);
    plant.SetPositions(context.get(), to_plant_q(q_joint));
    const Matrix4d expected = IiwaLink7Pose(q_joint);
    const Matrix4d actual =
        ToMatrix(plant.EvalBodyPoseInWorld(*context, link7));
    EXPECT_LT((actual - expected).cwiseAbs().maxCoeff(), kTol)
        << "trial " << trial << "\nactual:\n"
        << actual << "\nexpected:\n"
        << expected;
  }
}

TEST(MultibodyPlantKinematicsTest, KinematicallyAffectedBodies) {
  MultibodyPlant<double> plant(0.0);
  const auto& a = plant.AddRigidBody("a", Box(1.0));
  const auto& b = plant.AddRigidBody("b", Box(1.0));
  const auto& c = plant.AddRigidBody("c", Box(1.0));
  const auto& ja =
      plant.AddJoint<RevoluteJoint>("ja", plant.world_body(), std::nullopt, a,
                                    std::nullopt, Vector3d::UnitZ());
  const auto& jb = plant.AddJoint<PrismaticJoint>(
      "jb", a, std::nullopt, b, std::nullopt, Vector3d::UnitX());
  const auto& weld = plant.WeldFrames(b.body_frame(), c.body_frame());
  plant.Finalize();
  // Everything outboard of the moving joint, sorted.
  EXPECT_EQ(plant.GetBodiesKinematicallyAffectedBy({jb.index()}),
            (std::vector<BodyIndex>{b.index(), c.index()}));
  EXPECT_EQ(plant.GetBodiesKinematicallyAffectedBy({jb.index(), ja.index()}),
            (std::vector<BodyIndex>{a.index(), b.index(), c.index()}));
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.GetBodiesKinematicallyAffectedBy({weld.index()}),
      "GetBodiesKinematicallyAffectedBy\\(\\): joint 'b_welds_to_c' is a "
      "weld joint, which has no degrees of freedom.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.GetBodiesKinematicallyAffectedBy({JointIndex(42)}),
      ".*no joint with index 42.*");
}

TEST(MultibodyPlantKinematicsTest, BodiesOfAnotherPlantAreRejected) {
  MultibodyPlant<double> other(0.0);
  const auto& stranger = other.AddRigidBody("stranger", Box(1.0));
  other.AddRigidBody("more", Box(1.0));
  other.Finalize();
  TwoInstances model(0.0);
  const auto& plant = model.plant;
  auto context = plant.CreateDefaultContext();
  // `stranger` has index 1, valid in `plant` too: the check is by identity.
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.EvalBodyPoseInWorld(*context, stranger),
      "EvalBodyPoseInWorld\\(\\): body 'stranger' does not belong to this "
      "MultibodyPlant.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.EvalBodySpatialVelocityInWorld(*context, stranger),
      "EvalBodySpatialVelocityInWorld\\(\\): body 'stranger'.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.EvalBodySpatialAccelerationInWorld(*context, stranger),
      "EvalBodySpatialAccelerationInWorld\\(\\): body 'stranger'.*");
  // Frames too, in the frame-taking kinematics.
  const Frame<double>& W = plant.world_frame();
  const Frame<double>& F = stranger.body_frame();
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.CalcRelativeTransform(*context, W, F),
      "CalcRelativeTransform\\(\\): frame 'stranger' does not belong to "
      "this MultibodyPlant.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.CalcRelativeRotationMatrix(*context, F, W),
      "CalcRelativeRotationMatrix\\(\\): frame 'stranger'.*");
  Eigen::MatrixXd p_AQ(3, 1);
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.CalcPointsPositions(*context, F, Eigen::MatrixXd::Zero(3, 1), W,
                                &p_AQ),
      "CalcPointsPositions\\(\\): frame 'stranger'.*");
  Eigen::MatrixXd J(6, plant.num_velocities());
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.CalcJacobianSpatialVelocity(*context, JacobianWrtVariable::kV,
                                        model.link->body_frame(),
                                        Vector3d::Zero(), W, F, &J),
      "CalcJacobianSpatialVelocity\\(\\): frame 'stranger'.*");
  Eigen::Matrix3Xd Jw(3, plant.num_velocities());
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.CalcJacobianAngularVelocity(*context, JacobianWrtVariable::kV, F, W,
                                        W, &Jw),
      "CalcJacobianAngularVelocity\\(\\): frame 'stranger'.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.CalcBiasSpatialAcceleration(*context, JacobianWrtVariable::kV,
                                        model.link->body_frame(),
                                        Vector3d::Zero(), F, W),
      "CalcBiasSpatialAcceleration\\(\\): frame 'stranger'.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.CalcSpatialInertia(*context, F, {model.link->index()}),
      "CalcSpatialInertia\\(\\): frame 'stranger'.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.CalcSpatialInertia(*context, W, {BodyIndex(55)}),
      "CalcSpatialInertia\\(\\): body index 55 is invalid; this plant has "
      "3 bodies.");
  // Its own bodies and frames still work.
  EXPECT_TRUE(
      plant.EvalBodyPoseInWorld(*context, *model.ball).IsExactlyIdentity());
  EXPECT_TRUE(plant.CalcRelativeTransform(*context, W, model.ball->body_frame())
                  .IsExactlyIdentity());
}

TEST(MultibodyPlantKinematicsTest, PositionJacobianSizeMessage) {
  TwoInstances model(0.0);
  const auto& plant = model.plant;
  auto context = plant.CreateDefaultContext();
  Eigen::MatrixXd J(3, plant.num_velocities());  // nv = 7 ≠ nq = 8.
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.CalcJacobianPositionVector(*context, model.link->body_frame(),
                                       Vector3d::Zero(), plant.world_frame(),
                                       plant.world_frame(), &J),
      "CalcJacobianPositionVector\\(\\): the output must be a non-null 3 x 8 "
      "matrix.*");
  J.resize(3, plant.num_positions());
  plant.CalcJacobianPositionVector(*context, model.link->body_frame(),
                                   Vector3d(1, 0, 0), plant.world_frame(),
                                   plant.world_frame(), &J);
  // p_WQ = Rz(θ)·(1, 0, 0): ∂p/∂θ = (0, 1, 0) at θ = 0, and nothing else
  // moves Q.
  Eigen::MatrixXd expected = Eigen::MatrixXd::Zero(3, 8);
  expected(1, model.hinge->position_start()) = 1.0;
  EXPECT_TRUE(CompareMatrices(J, expected, 1e-15));
}

}  // namespace multibody_plant_kinematics_test
}  // namespace multibody
}  // namespace drake
