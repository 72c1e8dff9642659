// schema::Rotation and schema::Transform sampling, means and symbolic forms.
// (These live under tests/math because the schema's math-returning
// functions are inline in the headers and need the math library to link.)

#include <cmath>
#include <string>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/schema/transform.h"
#include "drake/common/yaml/yaml_io.h"

namespace drake {
namespace schema {
namespace schema_transform_test {

using Eigen::Matrix3d;
using Eigen::Vector3d;

struct Holder {
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(X));
  }
  Transform X;
};

// Loads a Transform; keys left out keep their defaults.
Transform Load(const std::string& yaml) {
  yaml::LoadYamlOptions options;
  options.allow_cpp_with_no_yaml = true;
  Holder holder = yaml::LoadYamlString<Holder>("X: " + yaml, std::nullopt,
                                               std::nullopt, options);
  return std::move(holder.X);
}

TEST(SchemaTransformTest, DeterministicRoundTrips) {
  const Transform X =
      Load("{translation: [1, 2, 3], rotation: !Rpy {deg: [10, 20, 30]}}");
  ASSERT_TRUE(X.IsDeterministic());
  const math::RigidTransformd expected = X.GetDeterministicValue();
  RandomGenerator generator;
  // Exactly the deterministic value (no generator needed).
  EXPECT_TRUE(X.Sample(nullptr).IsExactlyEqualTo(expected));
  EXPECT_TRUE(X.Sample(&generator).IsExactlyEqualTo(expected));
  EXPECT_TRUE(X.Mean().IsExactlyEqualTo(expected));
  // The symbolic form has no variables and evaluates to the same matrix up
  // to rounding (a different but equivalent formula: a few ulps).
  const math::RigidTransform<symbolic::Expression> X_sym = X.ToSymbolic();
  const Matrix3d R = symbolic::Evaluate(X_sym.rotation().matrix());
  EXPECT_LT((R - expected.rotation().matrix()).cwiseAbs().maxCoeff(), 1e-15);
  EXPECT_EQ(symbolic::Evaluate(X_sym.translation()), Vector3d(1, 2, 3));
  EXPECT_EQ(symbolic::GetVariables(X_sym.rotation().matrix()).size(), 0);
}

TEST(SchemaTransformTest, RandomTranslationAndYaw) {
  const Transform X = Load(
      "{translation: !UniformVector {min: [0, 0, 0], max: [1, 2, 3]},"
      " rotation: !Rpy {deg: !UniformVector {min: [0, 0, 0],"
      " max: [0, 0, 90]}}}");
  ASSERT_FALSE(X.IsDeterministic());
  RandomGenerator generator(10);
  for (int n = 0; n < 500; ++n) {
    const math::RigidTransformd sample = X.Sample(&generator);
    const Vector3d p = sample.translation();
    for (int i = 0; i < 3; ++i) {
      ASSERT_GE(p[i], 0.0);
      ASSERT_LT(p[i], i + 1.0);
    }
    // A rotation about z by yaw ∈ [0°, 90°): R(2,2) = 1 (to rounding) and
    // yaw = atan2(R(1,0), R(0,0)).
    const Matrix3d& R = sample.rotation().matrix();
    ASSERT_NEAR(R(2, 2), 1.0, 1e-15);
    const double yaw = std::atan2(R(1, 0), R(0, 0));
    ASSERT_GE(yaw, -1e-15);
    ASSERT_LT(yaw, M_PI / 2);
  }
  // The mean sets each variable to its mean: p = (0.5, 1, 1.5), yaw = 45°.
  const math::RigidTransformd mean = X.Mean();
  EXPECT_EQ(mean.translation(), Vector3d(0.5, 1.0, 1.5));
  const math::RotationMatrixd Rz45 =
      math::RotationMatrixd::MakeZRotation(M_PI / 4);
  EXPECT_TRUE(mean.rotation().IsNearlyEqualTo(Rz45, 1e-15));
  DRAKE_EXPECT_THROWS_MESSAGE(
      X.Sample(nullptr),
      "schema::Transform::Sample\\(\\): a random transform needs a "
      "RandomGenerator");
}

TEST(SchemaTransformTest, RandomAngleAxis) {
  const Transform X = Load(
      "{rotation: !AngleAxis {angle_deg: !Uniform {min: 0, max: 30},"
      " axis: [0, 0, 2]}}");
  RandomGenerator generator(11);
  for (int n = 0; n < 200; ++n) {
    const Matrix3d R = X.Sample(&generator).rotation().matrix();
    const double angle = std::atan2(R(1, 0), R(0, 0));
    ASSERT_GE(angle, -1e-15);
    ASSERT_LT(angle, M_PI / 6);
    ASSERT_NEAR(R(2, 2), 1.0, 1e-15);
  }
  EXPECT_TRUE(X.Mean().rotation().IsNearlyEqualTo(
      math::RotationMatrixd::MakeZRotation(M_PI / 12), 1e-15));
}

TEST(SchemaTransformTest, UniformRotationStatistics) {
  const Transform X = Load("{rotation: !Uniform {}}");
  ASSERT_FALSE(X.rotation.IsDeterministic());
  RandomGenerator generator(12);
  // For rotations uniform over SO(3) (Haar measure) E[R] = 0 and every
  // entry has E[R_ij²] = 1/3 (each column is a uniform unit vector). With
  // N = 20000 the standard errors are √(1/3/N) ≈ 0.0041 for a mean and
  // √((1/5 − 1/9)/N) ≈ 0.0021 for E[R_ij²] (E[x⁴] = 1/5 for one coordinate
  // of a uniform unit vector in ℝ³); the tolerances 0.02 and 0.01 are > 4.5
  // standard errors.
  constexpr int kN = 20000;
  Matrix3d sum = Matrix3d::Zero(), sum_squares = Matrix3d::Zero();
  for (int n = 0; n < kN; ++n) {
    // The RotationMatrix constructor checks orthonormality of each sample.
    const Matrix3d R = X.Sample(&generator).rotation().matrix();
    sum += R;
    sum_squares += R.cwiseAbs2();
  }
  EXPECT_LT((sum / kN).cwiseAbs().maxCoeff(), 0.02);
  EXPECT_LT(
      (sum_squares / kN - Matrix3d::Constant(1.0 / 3.0)).cwiseAbs().maxCoeff(),
      0.01);
  // The mean is some valid rotation (the constructor validates it).
  EXPECT_NO_THROW(X.Mean());
  DRAKE_EXPECT_THROWS_MESSAGE(
      X.GetDeterministicValue(),
      "schema: cannot take the deterministic value of a Rotation::Uniform "
      "distribution: it is random.*");
}

}  // namespace schema_transform_test
}  // namespace schema
}  // namespace drake
