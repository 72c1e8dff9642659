#include "drake/math/random_rotation.h"

#include <cmath>
#include <limits>

#include <gtest/gtest.h>

#include "drake/common/autodiff.h"
#include "drake/common/random.h"

namespace drake {
namespace math {
namespace random_rotation_test {

constexpr double kEpsilon = std::numeric_limits<double>::epsilon();

// Every draw is a unit quaternion; the same seed gives the same sequence,
// another seed another one.
TEST(RandomRotationTest, UnitNormAndDeterminism) {
  RandomGenerator a(123);
  RandomGenerator b(123);
  RandomGenerator c(124);
  for (int i = 0; i < 100; ++i) {
    const Eigen::Quaterniond qa = UniformlyRandomQuaternion(&a);
    const Eigen::Quaterniond qb = UniformlyRandomQuaternion(&b);
    const Eigen::Quaterniond qc = UniformlyRandomQuaternion(&c);
    EXPECT_NEAR(qa.norm(), 1.0, 4 * kEpsilon);
    EXPECT_EQ(qa.coeffs(), qb.coeffs());
    EXPECT_NE(qa.coeffs(), qc.coeffs());
  }
}

// The value is Shoemake's formula applied to the generator's first three
// U[0, 1) draws.
TEST(RandomRotationTest, ShoemakeFormula) {
  RandomGenerator generator(7);
  RandomGenerator copy(7);
  std::uniform_real_distribution<double> uniform(0.0, 1.0);
  const double u1 = uniform(copy);
  const double u2 = uniform(copy);
  const double u3 = uniform(copy);
  const Eigen::Quaterniond q = UniformlyRandomQuaternion(&generator);
  EXPECT_EQ(q.w(), std::sqrt(1 - u1) * std::sin(2 * M_PI * u2));
  EXPECT_EQ(q.x(), std::sqrt(1 - u1) * std::cos(2 * M_PI * u2));
  EXPECT_EQ(q.y(), std::sqrt(u1) * std::sin(2 * M_PI * u3));
  EXPECT_EQ(q.z(), std::sqrt(u1) * std::cos(2 * M_PI * u3));
  // Both generators have now made the same draws.
  EXPECT_EQ(generator(), copy());
}

// The other forms describe the rotation of the quaternion drawn from the
// same generator state.
TEST(RandomRotationTest, FormsAgree) {
  for (int seed = 0; seed < 20; ++seed) {
    RandomGenerator g1(seed), g2(seed), g3(seed), g4(seed);
    const RotationMatrixd R_quaternion(UniformlyRandomQuaternion(&g1));
    const Eigen::AngleAxisd angle_axis = UniformlyRandomAngleAxis(&g2);
    const RotationMatrixd R_matrix = UniformlyRandomRotationMatrix(&g3);
    const Eigen::Vector3d rpy = UniformlyRandomRPY(&g4);
    EXPECT_GE(angle_axis.angle(), 0);
    EXPECT_LE(angle_axis.angle(), M_PI);
    EXPECT_NEAR(angle_axis.axis().norm(), 1.0, 8 * kEpsilon);
    EXPECT_TRUE(R_quaternion.IsNearlyEqualTo(RotationMatrixd(angle_axis),
                                             16 * kEpsilon));
    EXPECT_TRUE(R_quaternion.IsNearlyEqualTo(R_matrix, 0.0));
    EXPECT_TRUE(R_quaternion.IsNearlyEqualTo(
        RotationMatrixd(RollPitchYawd(rpy)), 64 * kEpsilon));
  }
}

// Other scalar types and generators work.
TEST(RandomRotationTest, ScalarsAndGenerators) {
  RandomGenerator generator(3);
  RandomGenerator copy(3);
  const Eigen::Quaternion<AutoDiffXd> q_ad =
      UniformlyRandomQuaternion<AutoDiffXd>(&generator);
  const Eigen::Quaterniond q = UniformlyRandomQuaternion(&copy);
  EXPECT_EQ(q_ad.w().value(), q.w());
  EXPECT_EQ(q_ad.z().value(), q.z());
  std::mt19937 engine(5);
  EXPECT_NEAR(UniformlyRandomQuaternion(&engine).norm(), 1.0, 4 * kEpsilon);
}

// Statistics of N = 20000 rotations against the uniform (Haar)
// distribution, each within 5 standard errors (a false failure has
// probability below 1e-6 per check):
// - each quaternion element q_i has mean 0 and variance 1/4 (uniform on
//   S³), so its sample mean has standard error √(1/4/N) ≈ 0.0035; q_i² is
//   Beta(1/2, 3/2) with mean 1/4 and variance 1/16 (standard error
//   ≈ 0.0018);
// - the rotation angle θ has density (1 − cos θ)/π on [0, π], so
//   E[θ] = π/2 + 2/π and Var[θ] = π²/3 + 2 − E[θ]² ≈ 0.417 (standard error
//   ≈ 0.0046);
// - R·ẑ is uniform on the unit sphere: each coordinate has mean 0 and
//   E[z²] = 1/3 (standard errors √(1/3/N) ≈ 0.0041 and √(4/45/N) ≈ 0.0021).
TEST(RandomRotationTest, UniformStatistics) {
  const int n = 20000;
  RandomGenerator generator(2024);
  Eigen::Vector4d sum_q = Eigen::Vector4d::Zero();
  Eigen::Vector4d sum_q2 = Eigen::Vector4d::Zero();
  double sum_angle = 0;
  Eigen::Vector3d sum_z = Eigen::Vector3d::Zero();
  double sum_zz2 = 0;
  for (int i = 0; i < n; ++i) {
    RandomGenerator copy = generator;
    const Eigen::Quaterniond q = UniformlyRandomQuaternion(&generator);
    const Eigen::Vector4d v(q.w(), q.x(), q.y(), q.z());
    sum_q += v;
    sum_q2 += v.cwiseProduct(v);
    sum_angle += UniformlyRandomAngleAxis(&copy).angle();
    const Eigen::Vector3d z = RotationMatrixd(q) * Eigen::Vector3d::UnitZ();
    sum_z += z;
    sum_zz2 += z.z() * z.z();
  }
  for (int k = 0; k < 4; ++k) {
    EXPECT_NEAR(sum_q(k) / n, 0.0, 5 * 0.0035);
    EXPECT_NEAR(sum_q2(k) / n, 0.25, 5 * 0.0018);
  }
  const double mean_angle = M_PI / 2 + 2 / M_PI;
  EXPECT_NEAR(sum_angle / n, mean_angle, 5 * 0.0046);
  for (int k = 0; k < 3; ++k) {
    EXPECT_NEAR(sum_z(k) / n, 0.0, 5 * 0.0041);
  }
  EXPECT_NEAR(sum_zz2 / n, 1.0 / 3.0, 5 * 0.0021);
}

}  // namespace random_rotation_test
}  // namespace math
}  // namespace drake
