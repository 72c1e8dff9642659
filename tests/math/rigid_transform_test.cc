#include "drake/math/rigid_transform.h"

#include <cmath>
#include <limits>
#include <random>
#include <sstream>
#include <stdexcept>

#include <fmt/format.h>
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "drake/common/autodiff.h"
#include "drake/common/hash.h"

namespace drake {
namespace math {
namespace rigid_transform_test {

using ::testing::HasSubstr;
using ::testing::ThrowsMessage;

constexpr double kEpsilon = std::numeric_limits<double>::epsilon();

RigidTransformd RandomTransform(std::mt19937* generator) {
  std::normal_distribution<double> normal;
  Eigen::Quaterniond q(normal(*generator), normal(*generator),
                       normal(*generator), normal(*generator));
  q.normalize();
  return RigidTransformd(q,
                         Eigen::Vector3d(normal(*generator), normal(*generator),
                                         normal(*generator)));
}

// X_AB·X_BC·X_CA = I for any three frames, with X_CA = (X_AB·X_BC)⁻¹.
// Translations here are O(1) (standard normal, so up to ~4), so each
// element of the result is a sum of a few O(4)-sized products: a tolerance of
// 32ε on translations (≈ 7e-15) and the rotation's 128ε cover the rounding.
TEST(RigidTransformTest, ClosedLoopIsIdentity) {
  std::mt19937 generator(11);
  for (int trial = 0; trial < 200; ++trial) {
    const RigidTransformd X_AB = RandomTransform(&generator);
    const RigidTransformd X_BC = RandomTransform(&generator);
    const RigidTransformd X_CA = (X_AB * X_BC).inverse();
    const RigidTransformd X_AA = X_AB * X_BC * X_CA;
    EXPECT_TRUE(X_AA.IsIdentityToEpsilon(32 * kEpsilon))
        << X_AA.GetMaximumAbsoluteDifference(RigidTransformd::Identity());
    EXPECT_TRUE(X_AA.IsNearlyIdentity(32 * kEpsilon));
    EXPECT_TRUE(X_AA.IsNearlyEqualTo(RigidTransformd(), 32 * kEpsilon));
  }
}

// InvertAndCompose(X_AC) = inverse()·X_AC, and both agree with Eigen's
// Isometry3d algebra (an independent implementation).
TEST(RigidTransformTest, InverseInvertAndComposeAndEigen) {
  std::mt19937 generator(12);
  for (int trial = 0; trial < 100; ++trial) {
    const RigidTransformd X_AB = RandomTransform(&generator);
    const RigidTransformd X_AC = RandomTransform(&generator);
    const RigidTransformd X_BC = X_AB.InvertAndCompose(X_AC);
    EXPECT_TRUE(X_BC.IsNearlyEqualTo(X_AB.inverse() * X_AC, 32 * kEpsilon));
    const Eigen::Isometry3d iso_BC =
        X_AB.GetAsIsometry3().inverse() * X_AC.GetAsIsometry3();
    EXPECT_TRUE(X_BC.IsNearlyEqualTo(RigidTransformd(iso_BC), 32 * kEpsilon));
    const Eigen::Isometry3d iso_AC =
        X_AB.GetAsIsometry3() * X_BC.GetAsIsometry3();
    EXPECT_TRUE(
        (X_AB * X_BC).IsNearlyEqualTo(RigidTransformd(iso_AC), 32 * kEpsilon));
    // operator*= is the same composition.
    RigidTransformd X = X_AB;
    X *= X_BC;
    EXPECT_TRUE(X.IsExactlyEqualTo(X_AB * X_BC));
  }
}

// X·p equals the 4x4 homogeneous matrix times [p; 1]; a 3xN matrix of points
// is transformed column by column; [v; 0] is a direction (only rotated).
TEST(RigidTransformTest, TransformPoints) {
  std::mt19937 generator(13);
  const RigidTransformd X_AB = RandomTransform(&generator);
  const Matrix4<double> T_AB = X_AB.GetAsMatrix4();
  Eigen::Matrix3Xd p_BoQ_B(3, 5);
  p_BoQ_B.setRandom();
  const Eigen::Matrix3Xd p_AoQ_A = X_AB * p_BoQ_B;
  for (int j = 0; j < 5; ++j) {
    const Eigen::Vector3d p = p_BoQ_B.col(j);
    const Eigen::Vector4d homogeneous = T_AB * p.homogeneous();
    EXPECT_LT((X_AB * p - homogeneous.head<3>()).norm(), 8 * kEpsilon);
    EXPECT_EQ(p_AoQ_A.col(j), X_AB * p);
    EXPECT_LT(
        (X_AB * Eigen::Vector4d(p.x(), p.y(), p.z(), 1) - homogeneous).norm(),
        8 * kEpsilon);
    const Eigen::Vector4d direction =
        X_AB * Eigen::Vector4d(p.x(), p.y(), p.z(), 0);
    EXPECT_LT((direction.head<3>() - X_AB.rotation() * p).norm(), 8 * kEpsilon);
    EXPECT_EQ(direction(3), 0);
  }
  EXPECT_EQ(X_AB.GetAsMatrix34(), T_AB.topRows<3>());
  EXPECT_EQ(T_AB.row(3), Eigen::RowVector4d(0, 0, 0, 1));
  EXPECT_THAT([&]() { X_AB* Eigen::Vector4d(1, 2, 3, 0.5); },
              ThrowsMessage<std::logic_error>(HasSubstr("must be 0 or 1")));
  const Eigen::MatrixXd two_rows = Eigen::MatrixXd::Ones(2, 3);
  EXPECT_THAT([&]() { X_AB* two_rows; },
              ThrowsMessage<std::logic_error>(HasSubstr("it has 2 rows")));
}

// Every constructor yields the rotation and translation it was given.
TEST(RigidTransformTest, Constructors) {
  const Eigen::Vector3d p(1, -2, 3);
  const RollPitchYawd rpy(0.1, 0.2, 0.3);
  const RotationMatrixd R(rpy);
  EXPECT_TRUE(RigidTransformd().IsExactlyIdentity());
  EXPECT_TRUE(RigidTransformd::Identity().IsExactlyIdentity());
  EXPECT_TRUE(RigidTransformd(rpy, p).IsExactlyEqualTo(RigidTransformd(R, p)));
  EXPECT_TRUE(RigidTransformd(R.ToQuaternion(), p)
                  .IsNearlyEqualTo(RigidTransformd(R, p), 8 * kEpsilon));
  EXPECT_TRUE(RigidTransformd(R.ToAngleAxis(), p)
                  .IsNearlyEqualTo(RigidTransformd(R, p), 8 * kEpsilon));
  const RigidTransformd translation_only(p);
  EXPECT_TRUE(translation_only.rotation().IsExactlyIdentity());
  EXPECT_EQ(translation_only.translation(), p);
  const RigidTransformd rotation_only(R);
  EXPECT_TRUE(rotation_only.rotation().IsExactlyEqualTo(R));
  EXPECT_EQ(rotation_only.translation(), Eigen::Vector3d::Zero());

  // Round trips through Isometry3, Matrix4 and 3x4 are exact.
  const RigidTransformd X(R, p);
  EXPECT_TRUE(RigidTransformd(X.GetAsIsometry3()).IsExactlyEqualTo(X));
  EXPECT_TRUE(RigidTransformd(X.GetAsMatrix4()).IsExactlyEqualTo(X));
  EXPECT_TRUE(RigidTransformd(X.GetAsMatrix34()).IsExactlyEqualTo(X));
  const Eigen::MatrixXd dynamic_pose = X.GetAsMatrix4();
  EXPECT_TRUE(RigidTransformd(dynamic_pose).IsExactlyEqualTo(X));
  EXPECT_EQ(RigidTransformd(Eigen::VectorXd(p)).translation(), p);

  // Invalid inputs.
  Matrix4<double> bad_last_row = X.GetAsMatrix4();
  bad_last_row(3, 0) = 0.1;
  EXPECT_THAT([&]() { RigidTransformd X_bad(bad_last_row); },
              ThrowsMessage<std::logic_error>(HasSubstr("[0 0 0 1]")));
  Matrix4<double> bad_rotation = X.GetAsMatrix4();
  bad_rotation(0, 0) = 2;
  EXPECT_THAT([&]() { RigidTransformd X_bad(bad_rotation); },
              ThrowsMessage<std::logic_error>(HasSubstr("not orthonormal")));
  Eigen::Isometry3d reflected = Eigen::Isometry3d::Identity();
  reflected.linear() = Eigen::Vector3d(-1, 1, 1).asDiagonal();
  EXPECT_THAT([&]() { RigidTransformd X_bad(reflected); },
              ThrowsMessage<std::logic_error>(HasSubstr("determinant")));
  EXPECT_THAT([&]() { RigidTransformd X_bad(Eigen::MatrixXd::Zero(2, 4)); },
              ThrowsMessage<std::logic_error>(HasSubstr("it is 2x4")));
}

TEST(RigidTransformTest, SettersAndComparisons) {
  RigidTransformd X;
  X.set_translation(Eigen::Vector3d(1, 2, 3));
  X.set_rotation(RollPitchYawd(0, 0, M_PI / 2));
  // Rz(π/2) maps Bx to Ay: X·[1 0 0] = p + Ay.
  EXPECT_LT((X * Eigen::Vector3d(1, 0, 0) - Eigen::Vector3d(1, 3, 3)).norm(),
            4 * kEpsilon);
  X.set_rotation(Eigen::AngleAxisd(M_PI / 2, Eigen::Vector3d::UnitZ()));
  EXPECT_LT((X * Eigen::Vector3d(1, 0, 0) - Eigen::Vector3d(1, 3, 3)).norm(),
            4 * kEpsilon);
  X.set_rotation(Eigen::Quaterniond(1, 0, 0, 1));  // Not unit: normalized.
  EXPECT_LT((X * Eigen::Vector3d(1, 0, 0) - Eigen::Vector3d(1, 3, 3)).norm(),
            4 * kEpsilon);

  RigidTransformd Y = X;
  Y.set_translation(X.translation() + Eigen::Vector3d(0, 2e-9, -1e-9));
  EXPECT_FALSE(X.IsExactlyEqualTo(Y));
  EXPECT_NEAR(X.GetMaximumAbsoluteTranslationDifference(Y), 2e-9, 1e-15);
  EXPECT_NEAR(X.GetMaximumAbsoluteDifference(Y), 2e-9, 1e-15);
  EXPECT_TRUE(X.IsNearlyEqualTo(Y, 3e-9));
  EXPECT_FALSE(X.IsNearlyEqualTo(Y, 1e-9));
  Y.SetIdentity();
  EXPECT_TRUE(Y.IsExactlyIdentity());
  Y.set(RotationMatrixd::MakeXRotation(1e-15), Eigen::Vector3d(0, 0, 1e-12));
  EXPECT_TRUE(Y.IsIdentityToEpsilon(2e-12));
  EXPECT_FALSE(Y.IsIdentityToEpsilon(0.5e-12));
}

// With X(θ) = (Rz(θ), p), the point X(θ)·q has derivative Rz'(θ)·q.
TEST(RigidTransformTest, AutoDiffAndCast) {
  const double theta = 0.4;
  const AutoDiffXd theta_ad(theta, Eigen::VectorXd::Ones(1));
  const RigidTransform<AutoDiffXd> X(
      RotationMatrix<AutoDiffXd>::MakeZRotation(theta_ad),
      Vector3<AutoDiffXd>(1, 2, 3));
  const Eigen::Vector3d q(0.5, -1, 2);
  const Vector3<AutoDiffXd> p = X * q.cast<AutoDiffXd>();
  const double c = std::cos(theta), s = std::sin(theta);
  const Eigen::Vector3d expected(-s * q.x() - c * q.y(), c * q.x() - s * q.y(),
                                 0);
  for (int i = 0; i < 3; ++i) {
    const Eigen::VectorXd& d = p(i).derivatives();
    EXPECT_NEAR(d.size() > 0 ? d(0) : 0.0, expected(i), 4 * kEpsilon);
  }
  const RigidTransformd X_double = X.cast<double>();
  EXPECT_TRUE(X_double.IsExactlyEqualTo(RigidTransformd(
      RotationMatrixd::MakeZRotation(theta), Eigen::Vector3d(1, 2, 3))));
  EXPECT_TRUE(
      X_double.cast<AutoDiffXd>().cast<double>().IsExactlyEqualTo(X_double));
}

// Printed as the rotation's roll-pitch-yaw angles and the translation.
TEST(RigidTransformTest, Format) {
  const RigidTransformd X(RollPitchYawd(0.5, 0, 0), Eigen::Vector3d(1, 2, 3));
  EXPECT_EQ(fmt::format("{}", X), "rpy = 0.5 0 0 xyz = 1 2 3");
  std::ostringstream out;
  out << X.cast<AutoDiffXd>();
  EXPECT_EQ(out.str(), "rpy = 0.5 0 0 xyz = 1 2 3");
}

// hash_append: equal transforms hash alike, a different translation or
// rotation differently; the bytes are those of R then of p.
TEST(RigidTransformTest, Hash) {
  const RigidTransformd X_AB(RollPitchYawd(0.1, 0.2, 0.3),
                             Eigen::Vector3d(0.0, 0.5, 1.0));
  RigidTransformd X_CD = X_AB;
  const DefaultHash hash;
  EXPECT_EQ(hash(X_AB), hash(X_CD));
  X_CD.set_translation(Eigen::Vector3d(1.0, 0.0, 0.0));
  EXPECT_NE(hash(X_AB), hash(X_CD));
  const RigidTransformd rotated(RollPitchYawd(0.1, 0.2, 0.4),
                                X_AB.translation());
  EXPECT_NE(hash(X_AB), hash(rotated));
  DefaultHasher by_parts;
  hash_append(by_parts, X_AB.rotation());
  const Eigen::Vector3d& p = X_AB.translation();
  hash_append_range(by_parts, p.data(), p.data() + 3);
  EXPECT_EQ(hash(X_AB), static_cast<size_t>(by_parts));
}

}  // namespace rigid_transform_test
}  // namespace math
}  // namespace drake
