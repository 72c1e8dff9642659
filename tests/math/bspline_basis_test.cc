#include "drake/math/bspline_basis.h"

#include <cmath>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/autodiff.h"
#include "drake/common/test_utilities/eigen_matrix_compare.h"

namespace drake {
namespace math {
namespace bspline_basis_test {

using Eigen::VectorXd;

// Generated knot vectors: order 3, 5 functions over [0, 1]. The range holds
// 5 − 3 + 1 = 3 intervals of 1/3.
GTEST_TEST(BsplineBasisTest, GeneratedKnots) {
  const BsplineBasis<double> clamped(3, 5);
  EXPECT_EQ(clamped.order(), 3);
  EXPECT_EQ(clamped.degree(), 2);
  EXPECT_EQ(clamped.num_basis_functions(), 5);
  const std::vector<double> expected_clamped = {0,       0, 0, 1.0 / 3,
                                                2.0 / 3, 1, 1, 1};
  ASSERT_EQ(clamped.knots().size(), expected_clamped.size());
  for (size_t i = 0; i < expected_clamped.size(); ++i) {
    EXPECT_NEAR(clamped.knots()[i], expected_clamped[i], 1e-15) << i;
  }
  EXPECT_EQ(clamped.initial_parameter_value(), 0.0);
  EXPECT_EQ(clamped.final_parameter_value(), 1.0);

  const BsplineBasis<double> uniform(3, 5, KnotVectorType::kUniform, 2.0, 5.0);
  // Spacing 1, knots 2 + (i − 2).
  const std::vector<double> expected_uniform = {0, 1, 2, 3, 4, 5, 6, 7};
  EXPECT_EQ(uniform.knots(), expected_uniform);
  EXPECT_EQ(uniform.initial_parameter_value(), 2.0);
  EXPECT_EQ(uniform.final_parameter_value(), 5.0);
}

// Order 2 (linear) B-splines on knots 0, 1, 2, 3, 4 are hat functions:
// B₁(t) = t − 1 on [1, 2], 3 − t on [2, 3].
GTEST_TEST(BsplineBasisTest, LinearHats) {
  const BsplineBasis<double> basis(2, std::vector<double>{0, 1, 2, 3, 4});
  EXPECT_EQ(basis.num_basis_functions(), 3);
  for (double t : {1.0, 1.25, 2.0, 2.5, 3.0}) {
    const double hat = t <= 2 ? t - 1 : 3 - t;
    EXPECT_NEAR(basis.EvaluateBasisFunctionI(1, t), hat, 1e-15) << t;
  }
}

// A clamped basis of order 4 with 4 functions is the cubic Bernstein basis
// on [0, 2]: Bᵢ(t) = C(3, i) sⁱ (1 − s)³⁻ⁱ with s = t / 2. Rounding only.
GTEST_TEST(BsplineBasisTest, ClampedCubicIsBernstein) {
  const BsplineBasis<double> basis(4, 4, KnotVectorType::kClampedUniform, 0.0,
                                   2.0);
  const double binomial[4] = {1, 3, 3, 1};
  for (double t : {0.0, 0.3, 1.0, 1.7, 2.0}) {
    const double s = t / 2;
    VectorXd expected(4);
    for (int i = 0; i < 4; ++i) {
      expected(i) = binomial[i] * std::pow(s, i) * std::pow(1 - s, 3 - i);
      EXPECT_NEAR(basis.EvaluateBasisFunctionI(i, t), expected(i), 1e-15);
    }
    EXPECT_TRUE(CompareMatrices(basis.EvaluateLinearInControlPoints(t),
                                expected, 1e-15));
    // EvaluateCurve of scalar control points is their Bernstein sum.
    const std::vector<double> points = {1, -2, 0.5, 3};
    double sum = 0;
    for (int i = 0; i < 4; ++i) sum += expected(i) * points[i];
    EXPECT_NEAR(basis.EvaluateCurve(points, t), sum, 1e-14);
  }
}

// The basis functions of a clamped basis sum to one over the range; at
// interior points order() of them are active.
GTEST_TEST(BsplineBasisTest, PartitionOfUnityAndActiveIndices) {
  const BsplineBasis<double> basis(
      3, std::vector<double>{0, 0, 0, 0.5, 1.5, 1.5, 3, 3, 3});
  EXPECT_EQ(basis.num_basis_functions(), 6);
  for (double t : {0.0, 0.2, 0.5, 1.0, 1.5, 2.2, 3.0}) {
    EXPECT_NEAR(basis.EvaluateLinearInControlPoints(t).sum(), 1.0, 1e-15);
  }
  EXPECT_EQ(basis.FindContainingInterval(0.0), 2);
  EXPECT_EQ(basis.FindContainingInterval(0.7), 3);
  // At a double knot: the interval starting there (the empty one is
  // skipped).
  EXPECT_EQ(basis.FindContainingInterval(1.5), 5);
  // At the final value: the last non-empty interval.
  EXPECT_EQ(basis.FindContainingInterval(3.0), 5);
  EXPECT_EQ(basis.ComputeActiveBasisFunctionIndices(0.7),
            std::vector<int>({1, 2, 3}));
  EXPECT_EQ(basis.ComputeActiveBasisFunctionIndices({{0.2, 1.0}}),
            std::vector<int>({0, 1, 2, 3}));
  // Inactive functions are zero there.
  EXPECT_EQ(basis.EvaluateBasisFunctionI(5, 0.7), 0.0);
}

GTEST_TEST(BsplineBasisTest, EqualityAndConversion) {
  const BsplineBasis<double> a(3, 5);
  const BsplineBasis<double> b(3, 5);
  const BsplineBasis<double> c(3, 6);
  EXPECT_TRUE(a == b);
  EXPECT_FALSE(a != b);
  EXPECT_TRUE(a != c);
  const BsplineBasis<AutoDiffXd> a_ad(a);
  EXPECT_EQ(a_ad.order(), 3);
  EXPECT_EQ(a_ad.knots()[4].value(), a.knots()[4]);
  EXPECT_NEAR(a_ad.EvaluateBasisFunctionI(2, AutoDiffXd(0.4)).value(),
              a.EvaluateBasisFunctionI(2, 0.4), 1e-15);
  const BsplineBasis<double> empty;
  EXPECT_EQ(empty.order(), 0);
  EXPECT_EQ(empty.num_basis_functions(), 0);
}

GTEST_TEST(BsplineBasisTest, BadInput) {
  DRAKE_EXPECT_THROWS_MESSAGE(
      BsplineBasis<double>(3, std::vector<double>{0, 1, 2, 3, 4}),
      "BsplineBasis::BsplineBasis: there are 5 knots; order 3 needs at least "
      "6.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      BsplineBasis<double>(2, std::vector<double>{0, 1, 0.5, 3}),
      "BsplineBasis::BsplineBasis: the knots must be non-decreasing, but "
      "knots\\[1\\] = 1 and knots\\[2\\] = 0.5.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      BsplineBasis<double>(4, 3),
      "BsplineBasis: the number of basis functions \\(3\\) must be at least "
      "the order \\(4\\).");
  DRAKE_EXPECT_THROWS_MESSAGE(
      BsplineBasis<double>(2, 3, KnotVectorType::kUniform, 1.0, 0.0),
      "BsplineBasis: initial_parameter_value \\(1\\) must be <= "
      "final_parameter_value \\(0\\).");
  const BsplineBasis<double> basis(3, 5);
  DRAKE_EXPECT_THROWS_MESSAGE(
      basis.FindContainingInterval(1.5),
      "BsplineBasis::FindContainingInterval\\(\\): the parameter value 1.5 is "
      "outside \\[0, 1\\].");
  DRAKE_EXPECT_THROWS_MESSAGE(
      basis.EvaluateCurve(std::vector<double>{1, 2}, 0.5),
      "BsplineBasis::EvaluateCurve\\(\\): there are 2 control points but 5 "
      "basis functions; they must be equal.");
  DRAKE_EXPECT_THROWS_MESSAGE(basis.EvaluateBasisFunctionI(5, 0.5),
                              ".*index 5 is out of range.*5 basis "
                              "functions.");
}

}  // namespace bspline_basis_test
}  // namespace math
}  // namespace drake
