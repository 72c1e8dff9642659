#include "drake/math/compute_numerical_gradient.h"

#include <cmath>
#include <functional>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

namespace drake {
namespace math {
namespace compute_numerical_gradient_test {

using Eigen::Vector2d;
using Eigen::Vector3d;
using Eigen::VectorXd;

GTEST_TEST(NumericalGradientOptionTest, PerturbationSize) {
  const NumericalGradientOption central(NumericalGradientMethod::kCentral);
  EXPECT_EQ(central.method(), NumericalGradientMethod::kCentral);
  EXPECT_NEAR(central.perturbation_size(), 1e-5, 1e-19);  // ∛1e-15.
  const NumericalGradientOption forward(NumericalGradientMethod::kForward,
                                        1e-12);
  EXPECT_NEAR(forward.perturbation_size(), 1e-6, 1e-20);  // √1e-12.
  const NumericalGradientOption backward(NumericalGradientMethod::kBackward);
  EXPECT_NEAR(backward.perturbation_size(), std::sqrt(1e-15), 1e-22);
}

// f(x) = (x₀ x₁, sin x₀ + x₂², eˣ²) with Jacobian
// [x₁, x₀, 0; cos x₀, 0, 2x₂; 0, 0, eˣ²].
void Calc(const Vector3d& x, Vector3d* y) {
  *y << x(0) * x(1), std::sin(x(0)) + x(2) * x(2), std::exp(x(2));
}

Eigen::Matrix3d Analytic(const Vector3d& x) {
  Eigen::Matrix3d J;
  J << x(1), x(0), 0, std::cos(x(0)), 0, 2 * x(2), 0, 0, std::exp(x(2));
  return J;
}

// Errors: the first-order schemes have truncation error ~ h·|f''|/2 with
// h = √1e-15 · max(1, |x|) ≈ 3e-8 · 3 and |f''| ≲ e³ ≈ 20, so ~1e-6, plus
// roundoff ~ 1e-16·|f|/h ≈ 1e-7: tolerance 5e-6. The central scheme has
// h²|f'''|/6 with h ≈ 3e-5 (≈ 3e-9) plus roundoff 1e-16·20/3e-5 ≈ 1e-10:
// tolerance 1e-8. Each is far below the differences between the schemes'
// errors and the Jacobian's entries, so a wrong sign or step would fail.
GTEST_TEST(ComputeNumericalGradientTest, MatchesAnalyticJacobian) {
  const Vector3d x(0.7, -2.0, 3.0);
  const std::function<void(const Vector3d&, Vector3d*)> calc = Calc;
  const struct {
    NumericalGradientMethod method;
    double tolerance;
  } cases[] = {{NumericalGradientMethod::kForward, 5e-6},
               {NumericalGradientMethod::kBackward, 5e-6},
               {NumericalGradientMethod::kCentral, 1e-8}};
  for (const auto& c : cases) {
    const Eigen::Matrix3d J =
        ComputeNumericalGradient(calc, x, NumericalGradientOption(c.method));
    EXPECT_LT((J - Analytic(x)).cwiseAbs().maxCoeff(), c.tolerance)
        << static_cast<int>(c.method);
  }
  // The default is forward differences: identical to asking for them.
  EXPECT_EQ(
      ComputeNumericalGradient(calc, x),
      ComputeNumericalGradient(
          calc, x, NumericalGradientOption(NumericalGradientMethod::kForward)));
}

// For an affine f(x) = Mx + c every scheme is exact but for roundoff:
// |f| ≤ 40 and the smallest step is h = √1e-15 ≈ 3e-8, so about
// 1e-16 · 40 / 3e-8 ≈ 1e-7 at worst; tolerance 1e-6.
GTEST_TEST(ComputeNumericalGradientTest, AffineDynamicSizes) {
  Eigen::MatrixXd M(2, 3);
  M << 1, -2, 3, 0.5, 0, -4;
  const Vector2d c(1, 1);
  auto calc = [&](const VectorXd& x, VectorXd* y) { *y = M * x + c; };
  const VectorXd x = Vector3d(10, -5, 0);
  for (auto method :
       {NumericalGradientMethod::kForward, NumericalGradientMethod::kBackward,
        NumericalGradientMethod::kCentral}) {
    const Eigen::MatrixXd J =
        ComputeNumericalGradient<VectorXd, VectorXd, VectorXd>(
            calc, x, NumericalGradientOption(method));
    ASSERT_EQ(J.rows(), 2);
    ASSERT_EQ(J.cols(), 3);
    EXPECT_LT((J - M).cwiseAbs().maxCoeff(), 1e-6);
  }
}

// calc_func may take its argument as a different type, e.g. an Eigen::Ref.
// Backward differences only at points ≤ x: f(x) = |x| is differentiable
// from the left at 0 with slope −1, and from the right with slope +1.
GTEST_TEST(ComputeNumericalGradientTest, OneSidedAtAKink) {
  auto calc = [](const Eigen::Ref<const VectorXd>& x, VectorXd* y) {
    *y = x.cwiseAbs();
  };
  using CalcX = Eigen::Ref<const VectorXd>;
  const VectorXd zero = VectorXd::Zero(1);
  const Eigen::MatrixXd backward =
      ComputeNumericalGradient<VectorXd, VectorXd, CalcX>(
          calc, zero,
          NumericalGradientOption(NumericalGradientMethod::kBackward));
  const Eigen::MatrixXd forward =
      ComputeNumericalGradient<VectorXd, VectorXd, CalcX>(
          calc, zero,
          NumericalGradientOption(NumericalGradientMethod::kForward));
  const Eigen::MatrixXd central =
      ComputeNumericalGradient<VectorXd, VectorXd, CalcX>(
          calc, zero,
          NumericalGradientOption(NumericalGradientMethod::kCentral));
  EXPECT_EQ(backward(0, 0), -1.0);
  EXPECT_EQ(forward(0, 0), 1.0);
  EXPECT_EQ(central(0, 0), 0.0);
}

GTEST_TEST(ComputeNumericalGradientTest, OutputSizeChanges) {
  // A badly behaved calc_func whose output grows with every call.
  int calls = 0;
  auto calc = [&calls](const VectorXd& x, VectorXd* y) {
    *y = VectorXd::Constant(1 + calls++, x.sum());
  };
  DRAKE_EXPECT_THROWS_MESSAGE(
      (ComputeNumericalGradient<VectorXd, VectorXd, VectorXd>(calc,
                                                              Vector2d(1, 2))),
      ".*calc_func returned outputs of different sizes.*");
}

}  // namespace compute_numerical_gradient_test
}  // namespace math
}  // namespace drake
