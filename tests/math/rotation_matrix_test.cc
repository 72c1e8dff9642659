#include "drake/math/rotation_matrix.h"

#include <cmath>
#include <limits>
#include <random>
#include <stdexcept>

#include <fmt/format.h>
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "drake/common/autodiff.h"
#include "drake/common/hash.h"

namespace drake {
namespace math {
namespace rotation_matrix_test {

using ::testing::HasSubstr;
using ::testing::ThrowsMessage;

constexpr double kEpsilon = std::numeric_limits<double>::epsilon();

// A random unit quaternion (uniform on SO(3): a normalized 4-D Gaussian).
Eigen::Quaterniond RandomQuaternion(std::mt19937* generator) {
  std::normal_distribution<double> normal;
  Eigen::Quaterniond q(normal(*generator), normal(*generator),
                       normal(*generator), normal(*generator));
  q.normalize();
  return q;
}

// Composing rotations never validates; rounding must still keep the product
// orthonormal. One product of two rotations: each element of R_AB·R_BC is a
// 3-term dot product of unit-size numbers (error a few ε) on inputs already
// ~2ε from orthonormal, so |R·Rᵀ − I| stays below 8ε ≈ 1.8e-15 (observed:
// 5ε). Over a chain the error adds up by at most that much per step and in
// practice by well under ε per step (observed: 6.5e-14 after 1000 steps), so
// we require ≤ N·ε after N = 1000 steps, and that the product still passes
// IsValid() (tolerance 128ε) after 100 steps (observed: 1.0e-14).
TEST(RotationMatrixTest, CompositionStaysOrthonormal) {
  std::mt19937 generator(1234);
  for (int trial = 0; trial < 100; ++trial) {
    const RotationMatrixd R_AB(RandomQuaternion(&generator));
    const RotationMatrixd R_BC(RandomQuaternion(&generator));
    const RotationMatrixd R_AC = R_AB * R_BC;
    EXPECT_LE(RotationMatrixd::GetMeasureOfOrthonormality(R_AC.matrix()),
              8 * kEpsilon);
  }
  RotationMatrixd R_AZ;
  for (int i = 0; i < 1000; ++i) {
    R_AZ *= RotationMatrixd(RandomQuaternion(&generator));
    if (i == 99) {
      EXPECT_TRUE(R_AZ.IsValid());
    }
  }
  EXPECT_LE(RotationMatrixd::GetMeasureOfOrthonormality(R_AZ.matrix()),
            1000 * kEpsilon);
  EXPECT_GT(R_AZ.matrix().determinant(), 0);
}

// Each invalid input is reported with the check that failed and the matrix.
TEST(RotationMatrixTest, ConstructorRejectsInvalidMatrices) {
  Matrix3<double> not_orthonormal =
      RotationMatrixd::MakeZRotation(0.3).matrix();
  not_orthonormal(0, 0) *= 1.001;
  EXPECT_THAT([&]() { RotationMatrixd R(not_orthonormal); },
              ThrowsMessage<std::logic_error>(
                  HasSubstr("RotationMatrix(Matrix3): the matrix is not a "
                            "valid rotation matrix: it is not orthonormal")));
  // A reflection is orthonormal but has det = −1.
  const Matrix3<double> reflection = Eigen::Vector3d(1, 1, -1).asDiagonal();
  EXPECT_THAT([&]() { RotationMatrixd R(reflection); },
              ThrowsMessage<std::logic_error>(
                  HasSubstr("its determinant is negative")));
  Matrix3<double> with_nan = Matrix3<double>::Identity();
  with_nan(1, 2) = std::nan("");
  EXPECT_THAT([&]() { RotationMatrixd R(with_nan); },
              ThrowsMessage<std::logic_error>(
                  HasSubstr("contains an element that is infinity or NaN")));
  // The message also shows the matrix (its first row here).
  EXPECT_THAT([&]() { RotationMatrixd R(reflection); },
              ThrowsMessage<std::logic_error>(
                  HasSubstr("R =\n 1  0  0\n 0  1  0\n 0  0 -1")));

  RotationMatrixd R;
  EXPECT_THROW(R.set(reflection), std::logic_error);
  EXPECT_TRUE(R.IsExactlyIdentity());  // Unchanged by the failed set().
  EXPECT_THROW(RotationMatrixd::MakeFromOrthonormalColumns(
                   Eigen::Vector3d(1, 0, 0), Eigen::Vector3d(0, 1, 0),
                   Eigen::Vector3d(0, 0, -1)),
               std::logic_error);
  EXPECT_THROW(RotationMatrixd::MakeFromOrthonormalRows(
                   Eigen::Vector3d(1, 0, 0), Eigen::Vector3d(0, 2, 0),
                   Eigen::Vector3d(0, 0, 1)),
               std::logic_error);
  // A non-unit angle-axis axis gives a non-orthonormal matrix.
  EXPECT_THROW(
      RotationMatrixd(Eigen::AngleAxisd(0.5, Eigen::Vector3d(0, 0, 2))),
      std::logic_error);
  EXPECT_THROW(RotationMatrixd(Eigen::Quaterniond(0, 0, 0, 0)),
               std::logic_error);

  // AutoDiffXd is checked on the values.
  const Matrix3<AutoDiffXd> reflection_ad = reflection.cast<AutoDiffXd>();
  EXPECT_THAT([&]() { RotationMatrix<AutoDiffXd> R_ad(reflection_ad); },
              ThrowsMessage<std::logic_error>(
                  HasSubstr("its determinant is negative")));
  // A matrix that is orthonormal only within the tolerance is accepted.
  Matrix3<double> nearly = Matrix3<double>::Identity();
  nearly(0, 1) = 10 * kEpsilon;
  EXPECT_NO_THROW(RotationMatrixd R_nearly(nearly));
}

// d/dθ Rz(θ) = [−s −c 0; c −s 0; 0 0 0], the analytic derivative.
TEST(RotationMatrixTest, AutoDiffMakeZRotationDerivative) {
  const double theta = 0.7;
  const AutoDiffXd theta_ad(theta, Eigen::VectorXd::Ones(1));
  const RotationMatrix<AutoDiffXd> R =
      RotationMatrix<AutoDiffXd>::MakeZRotation(theta_ad);
  Matrix3<double> expected_dR;
  const double c = std::cos(theta), s = std::sin(theta);
  expected_dR << -s, -c, 0, c, -s, 0, 0, 0, 0;
  for (int i = 0; i < 3; ++i) {
    for (int j = 0; j < 3; ++j) {
      const Eigen::VectorXd& d = R.matrix()(i, j).derivatives();
      const double derivative = d.size() > 0 ? d(0) : 0.0;
      EXPECT_NEAR(derivative, expected_dR(i, j), 4 * kEpsilon);
    }
  }
  // The AutoDiff value equals the double computation.
  EXPECT_TRUE(
      R.cast<double>().IsExactlyEqualTo(RotationMatrixd::MakeZRotation(theta)));
}

// The axis rotations agree with Eigen's angle-axis (an independent
// implementation) to rounding.
TEST(RotationMatrixTest, AxisRotationsMatchEigenAngleAxis) {
  for (double theta : {-2.5, -0.1, 0.0, 0.3, 3.0}) {
    const Matrix3<double> Rx =
        Eigen::AngleAxisd(theta, Eigen::Vector3d::UnitX()).toRotationMatrix();
    const Matrix3<double> Ry =
        Eigen::AngleAxisd(theta, Eigen::Vector3d::UnitY()).toRotationMatrix();
    const Matrix3<double> Rz =
        Eigen::AngleAxisd(theta, Eigen::Vector3d::UnitZ()).toRotationMatrix();
    EXPECT_TRUE(RotationMatrixd::MakeXRotation(theta).IsNearlyEqualTo(
        RotationMatrixd(Rx), 2 * kEpsilon));
    EXPECT_TRUE(RotationMatrixd::MakeYRotation(theta).IsNearlyEqualTo(
        RotationMatrixd(Ry), 2 * kEpsilon));
    EXPECT_TRUE(RotationMatrixd::MakeZRotation(theta).IsNearlyEqualTo(
        RotationMatrixd(Rz), 2 * kEpsilon));
  }
}

// R(q) rotates vectors as Eigen's quaternion does; converting back gives q in
// canonical form; a scaled quaternion gives the same matrix.
TEST(RotationMatrixTest, QuaternionRoundTrip) {
  std::mt19937 generator(42);
  for (int trial = 0; trial < 200; ++trial) {
    const Eigen::Quaterniond q = RandomQuaternion(&generator);
    const RotationMatrixd R(q);
    const Eigen::Vector3d v(0.3, -1.2, 2.0);
    // Both are sums of a few products of unit-size terms: each component is
    // within a few ε·|v| of exact.
    EXPECT_LT((R * v - q._transformVector(v)).norm(), 8 * kEpsilon * v.norm());
    const Eigen::Quaterniond q_back = R.ToQuaternion();
    EXPECT_GE(q_back.w(), 0);
    const Eigen::Vector4d expected =
        q.w() < 0 ? Eigen::Vector4d(-q.coeffs()) : Eigen::Vector4d(q.coeffs());
    EXPECT_LT((q_back.coeffs() - expected).norm(), 8 * kEpsilon);
    EXPECT_TRUE(R.ToQuaternionAsVector4().isApprox(
        Eigen::Vector4d(q_back.w(), q_back.x(), q_back.y(), q_back.z())));
    const Eigen::Quaterniond q_scaled(3 * q.w(), 3 * q.x(), 3 * q.y(),
                                      3 * q.z());
    EXPECT_TRUE(RotationMatrixd(q_scaled).IsNearlyEqualTo(R, 4 * kEpsilon));
  }
}

// Half-turns exercise every branch of the quaternion extraction (trace −1,
// one large diagonal element each).
TEST(RotationMatrixTest, ToQuaternionAtHalfTurns) {
  const Eigen::Vector3d axes[] = {
      Eigen::Vector3d::UnitX(), Eigen::Vector3d::UnitY(),
      Eigen::Vector3d::UnitZ(), Eigen::Vector3d(1, 1, 0).normalized(),
      Eigen::Vector3d(-1, 2, 3).normalized()};
  for (const Eigen::Vector3d& axis : axes) {
    for (double angle : {M_PI, M_PI - 1e-9, 2.0}) {
      const RotationMatrixd R(Eigen::AngleAxisd(angle, axis));
      const RotationMatrixd R_back(R.ToQuaternion());
      EXPECT_TRUE(R_back.IsNearlyEqualTo(R, 8 * kEpsilon)) << angle;
      // The angle-axis conversion gives the angle in [0, π] and a unit axis.
      const Eigen::AngleAxisd aa = R.ToAngleAxis();
      EXPECT_NEAR(aa.angle(), angle, 1e-14);
      EXPECT_NEAR(std::abs(aa.axis().dot(axis)), 1, 1e-14);
      EXPECT_TRUE(RotationMatrixd(aa).IsNearlyEqualTo(R, 8 * kEpsilon));
    }
  }
  // The identity's angle-axis is angle 0 about x.
  const Eigen::AngleAxisd identity_aa = RotationMatrixd().ToAngleAxis();
  EXPECT_EQ(identity_aa.angle(), 0);
  EXPECT_EQ(identity_aa.axis(), Eigen::Vector3d::UnitX());
}

// R_AB⁻¹ R_AC computed without forming the inverse equals the explicit
// product; R·R⁻¹ = I.
TEST(RotationMatrixTest, InverseAndInvertAndCompose) {
  std::mt19937 generator(7);
  const RotationMatrixd R_AB(RandomQuaternion(&generator));
  const RotationMatrixd R_AC(RandomQuaternion(&generator));
  EXPECT_TRUE(
      R_AB.InvertAndCompose(R_AC).IsExactlyEqualTo(R_AB.inverse() * R_AC));
  EXPECT_TRUE(R_AB.transpose().IsExactlyEqualTo(R_AB.inverse()));
  EXPECT_TRUE((R_AB * R_AB.inverse()).IsNearlyIdentity(8 * kEpsilon));
  EXPECT_TRUE((R_AB * R_AB.inverse()).IsIdentityToInternalTolerance());
  EXPECT_EQ(R_AB.row(1), R_AB.matrix().row(1));
  EXPECT_EQ(R_AB.col(2), R_AB.matrix().col(2));
}

// R times a 3xN matrix equals R times each column; a wrong row count throws.
TEST(RotationMatrixTest, MultiplyMatrix3X) {
  const RotationMatrixd R = RotationMatrixd::MakeYRotation(0.4);
  Eigen::Matrix3Xd v_B(3, 4);
  v_B << 1, 0, 2, -1, 0, 1, 3, 5, 0, 0, 1, 7;
  const Eigen::Matrix3Xd v_A = R * v_B;
  for (int j = 0; j < 4; ++j) {
    EXPECT_EQ(v_A.col(j), R * Eigen::Vector3d(v_B.col(j)));
  }
  const Eigen::MatrixXd four_rows = Eigen::MatrixXd::Ones(4, 2);
  EXPECT_THAT([&]() { R* four_rows; },
              ThrowsMessage<std::logic_error>(HasSubstr("has 4 rows")));
}

// The chosen column is the unit vector along b_A and the result is a proper
// rotation; bad arguments throw.
TEST(RotationMatrixTest, MakeFromOneVector) {
  const Eigen::Vector3d vectors[] = {Eigen::Vector3d(0, 0, 5),
                                     Eigen::Vector3d(1, 2, 3),
                                     Eigen::Vector3d(-1e-3, 4, 0)};
  for (const Eigen::Vector3d& b_A : vectors) {
    for (int axis = 0; axis < 3; ++axis) {
      const RotationMatrixd R = RotationMatrixd::MakeFromOneVector(b_A, axis);
      EXPECT_LT((R.col(axis) - b_A.normalized()).norm(), 2 * kEpsilon);
      EXPECT_TRUE(R.IsValid());
    }
  }
  EXPECT_THAT(
      []() {
        RotationMatrixd::MakeFromOneVector(Eigen::Vector3d(1e-11, 0, 0), 0);
      },
      ThrowsMessage<std::logic_error>(HasSubstr("|b_A| < 1.0E-10")));
  EXPECT_THAT(
      []() { RotationMatrixd::MakeFromOneVector(Eigen::Vector3d(1, 0, 0), 3); },
      ThrowsMessage<std::logic_error>(HasSubstr("axis_index is 3")));
  EXPECT_THAT(
      []() {
        RotationMatrixd::MakeFromOneUnitVector(Eigen::Vector3d(1, 1e-7, 0), 1);
      },
      ThrowsMessage<std::logic_error>(HasSubstr("is not a unit vector")));
}

// Rows of R_AB are Ax, Ay, Az in B, i.e. the columns of R_BA.
TEST(RotationMatrixTest, MakeFromOrthonormalRowsAndColumns) {
  const RotationMatrixd R = RotationMatrixd::MakeXRotation(0.9) *
                            RotationMatrixd::MakeZRotation(-0.4);
  const RotationMatrixd from_rows = RotationMatrixd::MakeFromOrthonormalRows(
      R.row(0).transpose(), R.row(1).transpose(), R.row(2).transpose());
  const RotationMatrixd from_columns =
      RotationMatrixd::MakeFromOrthonormalColumns(R.col(0), R.col(1), R.col(2));
  EXPECT_TRUE(from_rows.IsExactlyEqualTo(R));
  EXPECT_TRUE(from_columns.IsExactlyEqualTo(R));
}

// For M = R·S with S symmetric positive definite, the polar factor (closest
// rotation) is exactly R, and the quality factor is S's eigenvalue furthest
// from 1.
TEST(RotationMatrixTest, ProjectToRotationMatrix) {
  const RotationMatrixd R_expected(
      Eigen::AngleAxisd(1.1, Eigen::Vector3d(1, -2, 2).normalized()));
  const Matrix3<double> V =
      RotationMatrixd(Eigen::AngleAxisd(0.5, Eigen::Vector3d::UnitY()))
          .matrix();
  const Matrix3<double> S =
      V * Eigen::Vector3d(1.3, 0.9, 1.05).asDiagonal() * V.transpose();
  double quality = 0;
  const RotationMatrixd R = RotationMatrixd::ProjectToRotationMatrix(
      R_expected.matrix() * S, &quality);
  EXPECT_TRUE(R.IsNearlyEqualTo(R_expected, 1e-14));
  EXPECT_NEAR(quality, 1.3, 1e-14);

  // A reflected matrix has no nearby rotation; the quality factor says so.
  const Matrix3<double> reflected =
      R_expected.matrix() * Eigen::Vector3d(1, 1, -1).asDiagonal();
  EXPECT_THAT(
      [&]() { RotationMatrixd::ProjectToRotationMatrix(reflected, &quality); },
      ThrowsMessage<std::logic_error>(HasSubstr("no rotation matrix near")));
  EXPECT_NEAR(quality, -1, 1e-14);
  EXPECT_THROW(
      RotationMatrixd::ProjectToRotationMatrix(Matrix3<double>::Zero()),
      std::logic_error);

  // AutoDiff: projecting Rz(θ)·S has derivative dRz/dθ (the polar factor of
  // Rz(θ)S is Rz(θ) for every θ).
  const AutoDiffXd theta(0.3, Eigen::VectorXd::Ones(1));
  const Matrix3<AutoDiffXd> M_ad =
      RotationMatrix<AutoDiffXd>::MakeZRotation(theta).matrix() *
      S.cast<AutoDiffXd>();
  const RotationMatrix<AutoDiffXd> R_ad =
      RotationMatrix<AutoDiffXd>::ProjectToRotationMatrix(M_ad);
  const double c = std::cos(0.3), s = std::sin(0.3);
  Matrix3<double> expected_dR;
  expected_dR << -s, -c, 0, c, -s, 0, 0, 0, 0;
  for (int i = 0; i < 3; ++i) {
    for (int j = 0; j < 3; ++j) {
      const Eigen::VectorXd& d = R_ad.matrix()(i, j).derivatives();
      EXPECT_NEAR(d.size() > 0 ? d(0) : 0.0, expected_dR(i, j), 1e-13);
    }
  }
}

TEST(RotationMatrixTest, ComparisonsAndTolerance) {
  EXPECT_EQ(RotationMatrixd::get_internal_tolerance_for_orthonormality(),
            128 * kEpsilon);
  const RotationMatrixd R = RotationMatrixd::MakeXRotation(0.2);
  Matrix3<double> perturbed = R.matrix();
  perturbed(2, 1) += 1e-15;
  const RotationMatrixd R2(perturbed);
  EXPECT_FALSE(R.IsExactlyEqualTo(R2));
  EXPECT_TRUE(R.IsNearlyEqualTo(R2, 2e-15));
  EXPECT_FALSE(R.IsNearlyEqualTo(R2, 5e-16));
  EXPECT_NEAR(R.GetMaximumAbsoluteDifference(R2), 1e-15, 1e-16);
  EXPECT_TRUE(RotationMatrixd::Identity().IsExactlyIdentity());
  EXPECT_FALSE(R.IsExactlyIdentity());
  EXPECT_TRUE(
      RotationMatrixd::MakeZRotation(1e-15).IsIdentityToInternalTolerance());
  EXPECT_FALSE(RotationMatrixd::MakeZRotation(1e-10).IsNearlyIdentity());
}

TEST(RotationMatrixTest, CastAndFormat) {
  const RotationMatrixd R = RotationMatrixd::MakeZRotation(0.5);
  const RotationMatrix<AutoDiffXd> R_ad = R.cast<AutoDiffXd>();
  EXPECT_TRUE(R_ad.cast<double>().IsExactlyEqualTo(R));
  // Printed as its roll-pitch-yaw angles, which are (0, 0, 0.5) here.
  EXPECT_EQ(fmt::format("{}", R), "rpy = 0 0 0.5");
  std::ostringstream out;
  out << R_ad;
  EXPECT_EQ(out.str(), "rpy = 0 0 0.5");
  EXPECT_TRUE(
      R.ToRollPitchYaw().IsNearlyEqualTo(RollPitchYawd(0, 0, 0.5), kEpsilon));
}

// hash_append: the nine elements (column-major), as a range.
TEST(RotationMatrixTest, Hash) {
  const RotationMatrixd R = RotationMatrixd::MakeZRotation(0.4);
  const DefaultHash hash;
  EXPECT_EQ(hash(R), hash(RotationMatrixd::MakeZRotation(0.4)));
  EXPECT_NE(hash(R), hash(RotationMatrixd::MakeZRotation(0.41)));
  DefaultHasher expected;
  hash_append_range(expected, R.matrix().data(), R.matrix().data() + 9);
  EXPECT_EQ(hash(R), static_cast<size_t>(expected));
}

}  // namespace rotation_matrix_test
}  // namespace math
}  // namespace drake
