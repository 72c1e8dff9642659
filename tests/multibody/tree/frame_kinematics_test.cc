// Frame's relative kinematics (angular velocity, spatial acceleration in a
// moving frame, relative velocities and accelerations) and
// MultibodyPlant::CalcPointsVelocities, checked against central differences
// of the positions and velocities along the plant's own time derivatives.

#include <cmath>
#include <memory>

#include <gtest/gtest.h>

#include "multibody/plant/multibody_plant_test_models.h"
#include "test_utilities/expect_throws_message.h"

#include "drake/common/test_utilities/eigen_matrix_compare.h"
#include "drake/multibody/plant/multibody_plant.h"

namespace drake {
namespace multibody {
namespace frame_kinematics_test {

using Eigen::Vector3d;
using Eigen::VectorXd;

// The chain with one joint of every type, at a generic state.
class FrameKinematicsTest : public ::testing::Test {
 protected:
  void SetUp() override {
    plant_ = test::MakeEveryJointChain();
    plant_->Finalize();
    context_ = plant_->CreateDefaultContext();
    const int nq = plant_->num_positions(), nv = plant_->num_velocities();
    VectorXd x(nq + nv);
    for (int i = 0; i < nq + nv; ++i) x[i] = 0.3 * std::sin(1.7 * i + 0.4);
    context_->SetContinuousState(x);
    // Normalize the quaternion so that q is a valid configuration.
    const auto& free =
        plant_->GetJointByName<QuaternionFloatingJoint>("j_free");
    free.set_quaternion(context_.get(),
                        free.get_quaternion(*context_).normalized());
    x0_ = context_->get_continuous_state_vector().CopyToVector();
    xdot0_ = plant_->EvalTimeDerivatives(*context_).CopyToVector();
  }

  // Sets the state to x0 + dt·ẋ0 (a first-order step along the motion; the
  // central difference of any function of x over ±dt is then its total time
  // derivative to O(dt²)).
  void StepTo(double dt) { context_->SetContinuousState(x0_ + dt * xdot0_); }

  const Frame<double>& frame(const char* body) const {
    return plant_->GetBodyByName(body).body_frame();
  }

  std::unique_ptr<MultibodyPlant<double>> plant_;
  std::unique_ptr<systems::Context<double>> context_;
  VectorXd x0_, xdot0_;
};

// d/dt of V_MF_M, taken componentwise in M, is A_MF_M: the time derivative
// in frame M of a vector expressed in M. h = 1e-5: the central-difference
// truncation error is ~h²·|d³V/dt³| ≈ 1e-10 and the rounding error ~1e-16/h ≈
// 1e-11, so 1e-8 absolute (velocities here are of order 1) is safe.
TEST_F(FrameKinematicsTest, SpatialAccelerationInMovingFrame) {
  const Frame<double>& F = frame("b7");  // deep in the chain
  const Frame<double>& M = frame("b3");  // moving (after the prismatic)
  const double h = 1e-5, kTol = 1e-8;
  StepTo(h);
  const SpatialVelocity<double> V_plus = F.CalcSpatialVelocity(*context_, M, M);
  StepTo(-h);
  const SpatialVelocity<double> V_minus =
      F.CalcSpatialVelocity(*context_, M, M);
  StepTo(0);
  const SpatialAcceleration<double> A_MF_M =
      F.CalcSpatialAcceleration(*context_, M, M);
  const Vector6<double> fd =
      (V_plus.get_coeffs() - V_minus.get_coeffs()) / (2 * h);
  EXPECT_TRUE(CompareMatrices(A_MF_M.get_coeffs(), fd, kTol));

  // Expressed in another frame E: the same vector, re-expressed.
  const Frame<double>& E = frame("b5");
  const math::RotationMatrix<double> R_EM =
      plant_->CalcRelativeRotationMatrix(*context_, E, M);
  const SpatialAcceleration<double> A_MF_E =
      F.CalcSpatialAcceleration(*context_, M, E);
  EXPECT_TRUE(CompareMatrices(A_MF_E.get_coeffs(), (R_EM * A_MF_M).get_coeffs(),
                              1e-12));

  // Measured in world, it is CalcSpatialAccelerationInWorld() (1e-12: the
  // same numbers through a different sequence of operations).
  const SpatialAcceleration<double> A_WF_W = F.CalcSpatialAcceleration(
      *context_, plant_->world_frame(), plant_->world_frame());
  EXPECT_TRUE(CompareMatrices(
      A_WF_W.get_coeffs(),
      F.CalcSpatialAccelerationInWorld(*context_).get_coeffs(), 1e-12));
}

TEST_F(FrameKinematicsTest, AngularVelocityAndRelativeQuantities) {
  const Frame<double>& F = frame("b6");
  const Frame<double>& B = frame("b2");
  const Frame<double>& M = frame("b4");
  const Frame<double>& E = frame("b8");
  const Frame<double>& W = plant_->world_frame();
  // ω_MF_E is the rotational part of V_MF_E.
  EXPECT_TRUE(CompareMatrices(
      F.CalcAngularVelocity(*context_, M, E),
      F.CalcSpatialVelocity(*context_, M, E).rotational(), 1e-14));
  EXPECT_TRUE(CompareMatrices(
      F.EvalAngularVelocityInWorld(*context_),
      F.CalcSpatialVelocityInWorld(*context_).rotational(), 0.0));

  // Relative velocity in W: ω_BF = ω_WF − ω_WB, and the translational part
  // is the time derivative in W of p_BoFo (central difference, as above).
  const SpatialVelocity<double> V_W_BF_W =
      F.CalcRelativeSpatialVelocityInWorld(*context_, B);
  EXPECT_TRUE(CompareMatrices(V_W_BF_W.rotational(),
                              F.CalcAngularVelocity(*context_, B, W), 1e-13));
  const double h = 1e-5;
  auto p_BoFo_W = [&]() {
    return F.CalcPoseInWorld(*context_).translation() -
           B.CalcPoseInWorld(*context_).translation();
  };
  StepTo(h);
  const Vector3d p_plus = p_BoFo_W();
  StepTo(-h);
  const Vector3d p_minus = p_BoFo_W();
  StepTo(0);
  EXPECT_TRUE(CompareMatrices(V_W_BF_W.translational(),
                              (p_plus - p_minus) / (2 * h), 1e-8));

  // Measured in M: differences of the two frames' velocities in M.
  EXPECT_TRUE(CompareMatrices(
      F.CalcRelativeSpatialVelocity(*context_, B, M, E).get_coeffs(),
      (F.CalcSpatialVelocity(*context_, M, E) -
       B.CalcSpatialVelocity(*context_, M, E))
          .get_coeffs(),
      1e-14));

  // Relative acceleration in W is the time derivative of the relative
  // velocity in W (both expressed in W).
  StepTo(h);
  const Vector6<double> V_plus =
      F.CalcRelativeSpatialVelocityInWorld(*context_, B).get_coeffs();
  StepTo(-h);
  const Vector6<double> V_minus =
      F.CalcRelativeSpatialVelocityInWorld(*context_, B).get_coeffs();
  StepTo(0);
  EXPECT_TRUE(CompareMatrices(
      F.CalcRelativeSpatialAccelerationInWorld(*context_, B).get_coeffs(),
      (V_plus - V_minus) / (2 * h), 1e-8));
  EXPECT_TRUE(CompareMatrices(
      F.CalcRelativeSpatialAcceleration(*context_, B, M, E).get_coeffs(),
      (F.CalcSpatialAcceleration(*context_, M, E) -
       B.CalcSpatialAcceleration(*context_, M, E))
          .get_coeffs(),
      1e-13));
}

// v_AQi_E for points fixed in B: the time derivative in A of p_AQi (taken
// componentwise in A), re-expressed in E.
TEST_F(FrameKinematicsTest, PointsVelocities) {
  const Frame<double>& B = frame("b5");
  const Frame<double>& A = frame("b2");
  const Frame<double>& E = frame("b9");
  Eigen::Matrix3Xd p_BQi(3, 2);
  p_BQi.col(0) = Vector3d(0.1, -0.2, 0.3);
  p_BQi.col(1) = Vector3d(-0.4, 0.0, 0.25);
  Eigen::MatrixXd v_AQi_E(3, 2);
  plant_->CalcPointsVelocities(*context_, B, p_BQi, A, E, &v_AQi_E);

  const double h = 1e-5;
  Eigen::MatrixXd p_plus(3, 2), p_minus(3, 2);
  StepTo(h);
  plant_->CalcPointsPositions(*context_, B, p_BQi, A, &p_plus);
  StepTo(-h);
  plant_->CalcPointsPositions(*context_, B, p_BQi, A, &p_minus);
  StepTo(0);
  const Eigen::MatrixXd v_AQi_A = (p_plus - p_minus) / (2 * h);
  const math::RotationMatrix<double> R_EA =
      plant_->CalcRelativeRotationMatrix(*context_, E, A);
  EXPECT_TRUE(CompareMatrices(v_AQi_E, R_EA.matrix() * v_AQi_A, 1e-8));

  Eigen::MatrixXd wrong(3, 3);
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant_->CalcPointsVelocities(*context_, B, p_BQi, A, E, &wrong),
      "CalcPointsVelocities\\(\\): p_BQi and v_AQi_E must both be 3 x n with "
      "the same n > 0; got 3 x 2 and 3 x 3\\.");
}

}  // namespace frame_kinematics_test
}  // namespace multibody
}  // namespace drake
