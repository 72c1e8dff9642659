// MultibodyPlant's legacy spellings (the reference pages' older
// MultibodyTree API), each checked against an independent computation on
// the iiwa14 at a generic state: point and frame velocities from the
// bodies' spatial velocities (v_WP = v_WBo + ω × p_BoP), the analytical
// Jacobian and the bias terms by central differences, the free-body setters
// through the getters; and their size and name errors.

// (The members under test are deprecated.)
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

#include <memory>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/find_resource.h"
#include "drake/multibody/parsing/parser.h"
#include "drake/multibody/plant/multibody_plant.h"

namespace drake {
namespace multibody {
namespace multibody_plant_legacy_test {

using Eigen::Matrix3Xd;
using Eigen::MatrixXd;
using Eigen::Vector3d;
using Eigen::VectorXd;
using math::RigidTransformd;
using math::RollPitchYawd;

class LegacyTest : public ::testing::Test {
 protected:
  void SetUp() override {
    Parser(&plant_).AddModels(
        FindResourceOrThrow("drake/manipulation/models/iiwa_description/urdf/"
                            "iiwa14_no_collision.urdf"));
    plant_.WeldFrames(plant_.world_frame(),
                      plant_.GetBodyByName("base").body_frame());
    plant_.Finalize();
    context_ = plant_.CreateDefaultContext();
    q_.resize(7);
    q_ << 0.3, -0.5, 0.7, -1.1, 0.4, 0.9, -0.2;
    v_.resize(7);
    v_ << 0.5, -0.3, 0.8, 0.2, -0.6, 0.4, 0.7;
    plant_.SetPositions(context_.get(), q_);
    plant_.SetVelocities(context_.get(), v_);
    // Two points of link 6.
    p_FP_.resize(3, 2);
    p_FP_ << 0.1, -0.05, 0.02, 0.2, -0.03, 0.15;
  }
  const Frame<double>& frame_F() const {
    return plant_.GetBodyByName("iiwa_link_6").body_frame();
  }
  // The stacked world velocities of the points from F's spatial velocity.
  VectorXd PointVelocities() const {
    const auto& X_WF = plant_.EvalBodyPoseInWorld(*context_, frame_F().body());
    const auto& V_WF =
        plant_.EvalBodySpatialVelocityInWorld(*context_, frame_F().body());
    VectorXd v_WP(3 * p_FP_.cols());
    for (int i = 0; i < p_FP_.cols(); ++i) {
      const Vector3d p_FoP_W = X_WF.rotation() * Vector3d(p_FP_.col(i));
      v_WP.segment<3>(3 * i) =
          V_WF.translational() + V_WF.rotational().cross(p_FoP_W);
    }
    return v_WP;
  }

  MultibodyPlant<double> plant_{0.0};
  std::unique_ptr<systems::Context<double>> context_;
  VectorXd q_, v_;
  MatrixXd p_FP_;
};

// Products of a few transforms of size ~1: a few ulps.
constexpr double kTolerance = 1e-12;

TEST_F(LegacyTest, PointJacobians) {
  MatrixXd p_WP(3, 2);
  MatrixXd Jv(6, 7);
  plant_.CalcPointsGeometricJacobianExpressedInWorld(*context_, frame_F(),
                                                     p_FP_, &p_WP, &Jv);
  MatrixXd p_WP_expected(3, 2);
  plant_.CalcPointsPositions(*context_, frame_F(), p_FP_, plant_.world_frame(),
                             &p_WP_expected);
  EXPECT_TRUE(p_WP.isApprox(p_WP_expected, kTolerance));
  EXPECT_TRUE((Jv * v_).isApprox(PointVelocities(), kTolerance));
  // From the points' world positions: the same Jacobian.
  MatrixXd Jv_from_W(6, 7);
  plant_.CalcPointsGeometricJacobianExpressedInWorld(*context_, frame_F(), p_WP,
                                                     &Jv_from_W);
  EXPECT_TRUE(Jv_from_W.isApprox(Jv, kTolerance));

  // ∂p_WP/∂q by central differences (h = 1e-6: error ~h² and rounding
  // ~1e-16/h, both under 1e-9).
  MatrixXd Jq(6, 7);
  MatrixXd p_WP2(3, 2);
  plant_.CalcPointsAnalyticalJacobianExpressedInWorld(*context_, frame_F(),
                                                      p_FP_, &p_WP2, &Jq);
  EXPECT_TRUE(p_WP2.isApprox(p_WP, kTolerance));
  auto context = plant_.CreateDefaultContext();
  const double h = 1e-6;
  for (int j = 0; j < 7; ++j) {
    MatrixXd plus(3, 2), minus(3, 2);
    VectorXd q = q_;
    q[j] += h;
    plant_.SetPositions(context.get(), q);
    plant_.CalcPointsPositions(*context, frame_F(), p_FP_, plant_.world_frame(),
                               &plus);
    q[j] -= 2 * h;
    plant_.SetPositions(context.get(), q);
    plant_.CalcPointsPositions(*context, frame_F(), p_FP_, plant_.world_frame(),
                               &minus);
    const MatrixXd column = (plus - minus) / (2 * h);
    EXPECT_LT((Jq.col(j) - column.reshaped()).norm(), 1e-9) << j;
  }

  // b = J̇·v: (J(q + h·v) − J(q − h·v))·v/(2h) (q̇ = v; the same error
  // orders).
  const VectorXd b = plant_.CalcBiasForPointsGeometricJacobianExpressedInWorld(
      *context_, frame_F(), p_FP_);
  ASSERT_EQ(b.size(), 6);
  MatrixXd J_plus(6, 7), J_minus(6, 7);
  plant_.SetPositions(context.get(), q_ + h * v_);
  plant_.CalcJacobianTranslationalVelocity(
      *context, JacobianWrtVariable::kV, frame_F(), p_FP_, plant_.world_frame(),
      plant_.world_frame(), &J_plus);
  plant_.SetPositions(context.get(), q_ - h * v_);
  plant_.CalcJacobianTranslationalVelocity(
      *context, JacobianWrtVariable::kV, frame_F(), p_FP_, plant_.world_frame(),
      plant_.world_frame(), &J_minus);
  EXPECT_LT((b - (J_plus - J_minus) * v_ / (2 * h)).norm(), 1e-8);
}

TEST_F(LegacyTest, FrameJacobians) {
  const Vector3d p_FP(0.05, -0.1, 0.2);
  MatrixXd Jv(6, 7);
  plant_.CalcFrameGeometricJacobianExpressedInWorld(*context_, frame_F(), p_FP,
                                                    &Jv);
  const auto& X_WF = plant_.EvalBodyPoseInWorld(*context_, frame_F().body());
  const SpatialVelocity<double> V_WFp =
      plant_.EvalBodySpatialVelocityInWorld(*context_, frame_F().body())
          .Shift(X_WF.rotation() * p_FP);
  EXPECT_TRUE((Jv * v_).isApprox(V_WFp.get_coeffs(), kTolerance));
  // Ab = J̇·v by central differences.
  const Vector6<double> Ab =
      plant_.CalcBiasForFrameGeometricJacobianExpressedInWorld(*context_,
                                                               frame_F(), p_FP);
  auto context = plant_.CreateDefaultContext();
  const double h = 1e-6;
  MatrixXd J_plus(6, 7), J_minus(6, 7);
  for (const double sign : {1.0, -1.0}) {
    plant_.SetPositions(context.get(), q_ + sign * h * v_);
    plant_.CalcJacobianSpatialVelocity(*context, JacobianWrtVariable::kV,
                                       frame_F(), p_FP, plant_.world_frame(),
                                       plant_.world_frame(),
                                       sign > 0 ? &J_plus : &J_minus);
  }
  EXPECT_LT((Ab - (J_plus - J_minus) * v_ / (2 * h)).norm(), 1e-8);

  // Relative: the current member's answer, bit for bit.
  const Frame<double>& frame_A =
      plant_.GetBodyByName("iiwa_link_2").body_frame();
  const Frame<double>& frame_E =
      plant_.GetBodyByName("iiwa_link_4").body_frame();
  MatrixXd J_rel(6, 7), J_expected(6, 7);
  plant_.CalcRelativeFrameGeometricJacobian(*context_, frame_F(), p_FP, frame_A,
                                            frame_E, &J_rel);
  plant_.CalcJacobianSpatialVelocity(*context_, JacobianWrtVariable::kV,
                                     frame_F(), p_FP, frame_A, frame_E,
                                     &J_expected);
  EXPECT_EQ(J_rel, J_expected);
}

TEST_F(LegacyTest, AllBodiesAndSelector) {
  std::vector<Isometry3<double>> X_WB;
  plant_.CalcAllBodyPosesInWorld(*context_, &X_WB);
  std::vector<SpatialVelocity<double>> V_WB;
  plant_.CalcAllBodySpatialVelocitiesInWorld(*context_, &V_WB);
  ASSERT_EQ(static_cast<int>(X_WB.size()), plant_.num_bodies());
  ASSERT_EQ(static_cast<int>(V_WB.size()), plant_.num_bodies());
  for (BodyIndex b(0); b < plant_.num_bodies(); ++b) {
    const auto& body = plant_.get_body(b);
    EXPECT_EQ(X_WB[b].matrix(),
              plant_.EvalBodyPoseInWorld(*context_, body).GetAsMatrix4());
    EXPECT_EQ(
        V_WB[b].get_coeffs(),
        plant_.EvalBodySpatialVelocityInWorld(*context_, body).get_coeffs());
  }
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant_.CalcAllBodyPosesInWorld(*context_, nullptr), ".*X_WB is null.");

  const MatrixXd S = plant_.MakeStateSelectorMatrixFromJointNames(
      {"iiwa_joint_3", "iiwa_joint_1"});
  EXPECT_EQ(S, plant_.MakeStateSelectorMatrix(
                   {plant_.GetJointByName("iiwa_joint_3").index(),
                    plant_.GetJointByName("iiwa_joint_1").index()}));
  // x_s = [q3, q1, v3, v1].
  VectorXd x(14);
  x << q_, v_;
  EXPECT_EQ(S * x, (VectorXd(4) << q_[2], q_[0], v_[2], v_[0]).finished());
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant_.MakeStateSelectorMatrixFromJointNames({"no_joint"}),
      ".*no_joint.*");
  DRAKE_EXPECT_THROWS_MESSAGE(plant_.MakeStateSelectorMatrixFromJointNames(
                                  {"iiwa_joint_2", "iiwa_joint_2"}),
                              ".*iiwa_joint_2.*more than once.*");
}

TEST_F(LegacyTest, SizeErrors) {
  MatrixXd p_WP(3, 2);
  MatrixXd Jv(6, 7);
  MatrixXd wrong(5, 7);
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant_.CalcPointsGeometricJacobianExpressedInWorld(*context_, frame_F(),
                                                         p_FP_, &p_WP, &wrong),
      "MultibodyPlant::CalcPointsGeometricJacobianExpressedInWorld\\(\\): "
      "Jv_WFp is 5 × 7; expected 6 × 7.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant_.CalcPointsGeometricJacobianExpressedInWorld(*context_, frame_F(),
                                                         p_FP_, nullptr, &Jv),
      ".*p_WP_list is null.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant_.CalcPointsGeometricJacobianExpressedInWorld(
          *context_, frame_F(), MatrixXd(2, 2), &p_WP, &Jv),
      ".*p_FP_list has 2 rows; expected 3.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant_.CalcPointsAnalyticalJacobianExpressedInWorld(*context_, frame_F(),
                                                          p_FP_, &p_WP, &wrong),
      ".*Jq_WFp is 5 × 7; expected 6 × 7.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant_.CalcFrameGeometricJacobianExpressedInWorld(
          *context_, frame_F(), Vector3d::Zero(), &wrong),
      ".*Jv_WFp is 5 × 7; expected 6 × 7.");
}

// A free body: the setters take World-frame values, as the getters report.
GTEST_TEST(LegacyFreeBodyTest, SettersTakeWorldValues) {
  MultibodyPlant<double> plant(0.0);
  const auto& ball = plant.AddRigidBody(
      "ball", SpatialInertia<double>::SolidSphereWithMass(1.0, 0.1));
  const auto& arm = plant.AddRigidBody(
      "arm", SpatialInertia<double>::SolidSphereWithMass(1.0, 0.1));
  plant.AddJoint<RevoluteJoint>("pin", plant.world_body(), {}, arm, {},
                                Vector3d::UnitZ());
  plant.Finalize();
  auto context = plant.CreateDefaultContext();
  const RigidTransformd X_WB(RollPitchYawd(0.1, 0.2, 0.3), Vector3d(1, 2, 3));
  plant.SetFreeBodyPoseOrThrow(ball, X_WB.GetAsIsometry3(), context.get());
  EXPECT_TRUE(
      plant.GetFreeBodyPose(*context, ball).IsNearlyEqualTo(X_WB, 1e-15));
  const SpatialVelocity<double> V_WB(Vector3d(0.1, -0.2, 0.3),
                                     Vector3d(1, 0, -1));
  plant.SetFreeBodySpatialVelocityOrThrow(ball, V_WB, context.get());
  EXPECT_TRUE(plant.EvalBodySpatialVelocityInWorld(*context, ball)
                  .IsApprox(V_WB, 1e-15));
  // The State forms write the given State only.
  auto state = context->CloneState();
  const RigidTransformd X_WB2(Vector3d(-1, 0, 0.5));
  plant.SetFreeBodyPoseOrThrow(ball, X_WB2.GetAsIsometry3(), *context,
                               state.get());
  plant.SetFreeBodySpatialVelocityOrThrow(ball, SpatialVelocity<double>::Zero(),
                                          *context, state.get());
  EXPECT_TRUE(
      plant.GetFreeBodyPose(*context, ball).IsNearlyEqualTo(X_WB, 1e-15));
  context->get_mutable_state().SetFrom(*state);
  EXPECT_TRUE(
      plant.GetFreeBodyPose(*context, ball).IsNearlyEqualTo(X_WB2, 1e-15));
  EXPECT_EQ(plant.EvalBodySpatialVelocityInWorld(*context, ball).get_coeffs(),
            Vector6<double>::Zero());
  // Not a free body: SetFreeBodyPose's error.
  EXPECT_THROW(
      plant.SetFreeBodyPoseOrThrow(arm, X_WB.GetAsIsometry3(), context.get()),
      std::exception);
  EXPECT_THROW(
      plant.SetFreeBodySpatialVelocityOrThrow(arm, V_WB, context.get()),
      std::exception);
}

}  // namespace multibody_plant_legacy_test
}  // namespace multibody
}  // namespace drake
