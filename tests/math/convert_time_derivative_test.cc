#include "drake/math/convert_time_derivative.h"

#include <cmath>

#include <gtest/gtest.h>

#include "drake/common/autodiff.h"

namespace drake {
namespace math {
namespace convert_time_derivative_test {

// A vector fixed in frame B (ᴮd/dt v = 0) while B spins about A's z axis at
// ω: in A the vector rotates, v(t) = Rz(ωt) v₀, so ᴬd/dt v = ω ẑ × v,
// checked against the numerical derivative of Rz(ωt)v₀ (central difference
// with step 1e-6: error ~ω³|v|h² ≈ 1e-11, roundoff ~1e-10; tolerance 1e-8).
GTEST_TEST(ConvertTimeDerivativeTest, SpinningFrame) {
  const double omega = 2.0;
  const Eigen::Vector3d v0(1, 2, 3);
  const Eigen::Vector3d w_AB(0, 0, omega);
  const Eigen::Vector3d DtA_v = ConvertTimeDerivativeToOtherFrame(
      v0, Eigen::Vector3d::Zero().eval(), w_AB);
  EXPECT_TRUE(DtA_v.isApprox(Eigen::Vector3d(-omega * 2, omega * 1, 0), 1e-15));
  const double h = 1e-6;
  auto v_at = [&](double t) -> Eigen::Vector3d {
    return Eigen::AngleAxisd(omega * t, Eigen::Vector3d::UnitZ()) * v0;
  };
  const Eigen::Vector3d numerical = (v_at(h) - v_at(-h)) / (2 * h);
  EXPECT_LT((DtA_v - numerical).norm(), 1e-8);
}

// General case: DtB_v + w × v, with AutoDiffXd scalars and expressions as
// inputs. Exact for these small integers.
GTEST_TEST(ConvertTimeDerivativeTest, GeneralAndAutoDiff) {
  const Eigen::Vector3d v(1, -1, 2);
  const Eigen::Vector3d DtB_v(0.5, 0, -1);
  const Eigen::Vector3d w(3, 1, 0);
  // w × v = (1·2 − 0·(−1), 0·1 − 3·2, 3·(−1) − 1·1) = (2, −6, −4).
  const Eigen::Vector3d expected(2.5, -6, -5);
  EXPECT_EQ(ConvertTimeDerivativeToOtherFrame(v, DtB_v, w), expected);
  EXPECT_EQ(ConvertTimeDerivativeToOtherFrame(2 * v, DtB_v, w),
            Eigen::Vector3d(DtB_v + w.cross(2 * v)));
  const Vector3<AutoDiffXd> v_ad = v.cast<AutoDiffXd>();
  const Vector3<AutoDiffXd> result = ConvertTimeDerivativeToOtherFrame(
      v_ad, DtB_v.cast<AutoDiffXd>().eval(), w.cast<AutoDiffXd>().eval());
  for (int i = 0; i < 3; ++i) EXPECT_EQ(result(i).value(), expected(i));
}

}  // namespace convert_time_derivative_test
}  // namespace math
}  // namespace drake
