#include "drake/math/autodiff.h"

#include <stdexcept>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "drake/math/autodiff_gradient.h"

namespace drake {
namespace math {
namespace autodiff_test {

using ::testing::HasSubstr;
using ::testing::ThrowsMessage;

// Seeding makes element i (column-major) the i-th independent variable, so the
// gradient of the seeded matrix is the identity.
TEST(AutoDiffTest, InitializeAndExtract) {
  Eigen::Matrix<double, 2, 2> value;
  value << 1, 2, 3, 4;
  const auto ad = InitializeAutoDiff(value);
  EXPECT_EQ(ExtractValue(ad), value);
  EXPECT_EQ(DiscardGradient(ad), value);
  EXPECT_EQ(ExtractGradient(ad), Eigen::MatrixXd::Identity(4, 4));
  // Column-major: element (0, 1) = 2 is variable 2.
  EXPECT_EQ(ad(0, 1).derivatives(), Eigen::Vector4d(0, 0, 1, 0));

  // num_derivatives and deriv_num_start place the block of variables.
  const Eigen::Vector2d x(5, 6);
  const VectorX<AutoDiffXd> x_ad = InitializeAutoDiff(x, 5, 2);
  Eigen::MatrixXd expected = Eigen::MatrixXd::Zero(2, 5);
  expected(0, 2) = 1;
  expected(1, 3) = 1;
  EXPECT_EQ(ExtractGradient(x_ad), expected);
  EXPECT_EQ(ExtractGradient(x_ad, 5), expected);
  EXPECT_THROW(ExtractGradient(x_ad, 4), std::logic_error);
  EXPECT_THROW(InitializeAutoDiff(x, 2, 1), std::logic_error);

  // The output-argument overload and a fixed derivative count.
  VectorX<AutoDiffXd> out;
  InitializeAutoDiff(x, 3, 1, &out);
  EXPECT_EQ(out(1).derivatives(), Eigen::Vector3d(0, 0, 1));
  VectorX<AutoDiffXd> out_default;
  InitializeAutoDiff(x, &out_default);
  EXPECT_EQ(out_default(1).derivatives(), Eigen::Vector2d(0, 1));
  const auto fixed = InitializeAutoDiff<2>(x);
  EXPECT_EQ(fixed(0).derivatives(), Eigen::Vector2d(1, 0));
}

// The chain rule through an expression: f(x) = [x0·x1, x0²] has Jacobian
// [[x1, x0], [2 x0, 0]].
TEST(AutoDiffTest, GradientOfExpression) {
  const VectorX<AutoDiffXd> x = InitializeAutoDiff(Eigen::Vector2d(3, -2));
  VectorX<AutoDiffXd> f(2);
  f << x(0) * x(1), x(0) * x(0);
  Eigen::Matrix2d expected;
  expected << -2, 3, 6, 0;
  EXPECT_EQ(ExtractGradient(f), expected);
  // Elements with no derivatives count as zero rows.
  VectorX<AutoDiffXd> mixed(2);
  mixed << x(0), AutoDiffXd(7);
  Eigen::Matrix<double, 2, 2> expected_mixed;
  expected_mixed << 1, 0, 0, 0;
  EXPECT_EQ(ExtractGradient(mixed), expected_mixed);
  // Inconsistent non-empty sizes throw.
  VectorX<AutoDiffXd> inconsistent(2);
  inconsistent << AutoDiffXd(1, Eigen::Vector2d(1, 0)),
      AutoDiffXd(1, Eigen::Vector3d(1, 0, 0));
  EXPECT_THAT([&]() { ExtractGradient(inconsistent); },
              ThrowsMessage<std::logic_error>(HasSubstr("different sizes")));
}

TEST(AutoDiffTest, GivenGradientMatrixRoundTrip) {
  const Eigen::Vector3d value(1, 2, 3);
  Eigen::Matrix<double, 3, 2> gradient;
  gradient << 1, 2, 3, 4, 5, 6;
  const auto ad = InitializeAutoDiffGivenGradientMatrix(value, gradient);
  EXPECT_EQ(ExtractValue(ad), value);
  EXPECT_EQ(ExtractGradient(ad), gradient);
  EXPECT_EQ(autoDiffToValueMatrix(ad), value);
  EXPECT_EQ(autoDiffToGradientMatrix(ad), gradient);
  EXPECT_THROW(
      InitializeAutoDiffGivenGradientMatrix(value, Eigen::MatrixXd(2, 2)),
      std::logic_error);
}

// DiscardZeroGradient returns the values when every derivative is (nearly)
// zero and throws std::runtime_error otherwise.
TEST(AutoDiffTest, DiscardZeroGradient) {
  VectorX<AutoDiffXd> zero_gradient(2);
  zero_gradient << AutoDiffXd(1, Eigen::Vector2d(0, 1e-13)), AutoDiffXd(2);
  EXPECT_EQ(DiscardZeroGradient(zero_gradient), Eigen::Vector2d(1, 2));
  EXPECT_THAT(
      [&]() { DiscardZeroGradient(zero_gradient, 1e-14); },
      ThrowsMessage<std::runtime_error>(HasSubstr("the gradient is not zero")));
  const VectorX<AutoDiffXd> seeded = InitializeAutoDiff(Eigen::Vector2d(1, 2));
  EXPECT_THROW(DiscardZeroGradient(seeded), std::runtime_error);
  // A double matrix passes through.
  const Eigen::Vector2d plain(3, 4);
  EXPECT_EQ(DiscardZeroGradient(plain), plain);
}

// The tuple's variables are numbered across all arguments in order.
TEST(AutoDiffTest, InitializeAutoDiffTuple) {
  const Eigen::Vector2d a(1, 2);
  const Eigen::Matrix<double, 1, 1> b(3);
  const auto [a_ad, b_ad] = InitializeAutoDiffTuple(a, b);
  EXPECT_EQ(a_ad(1).derivatives(), Eigen::Vector3d(0, 1, 0));
  EXPECT_EQ(b_ad(0).derivatives(), Eigen::Vector3d(0, 0, 1));
  EXPECT_EQ(b_ad(0).value(), 3);
}

// The out-parameter overloads resize their output and agree with the
// returning forms.
TEST(AutoDiffTest, OutputParameterOverloads) {
  const Eigen::Vector3d value(1, 2, 3);
  Eigen::Matrix<double, 3, 2> gradient;
  gradient << 1, 2, 3, 4, 5, 6;
  VectorX<AutoDiffXd> ad;
  InitializeAutoDiff(value, gradient, &ad);
  EXPECT_EQ(ad.size(), 3);
  EXPECT_EQ(ad(2).derivatives(), Eigen::Vector2d(5, 6));
  EXPECT_THROW(InitializeAutoDiff(value, Eigen::MatrixXd(2, 2), &ad),
               std::logic_error);

  // The returning form gives AutoDiffXd elements whatever the gradient's
  // compile-time size.
  const Vector3<AutoDiffXd> returned = InitializeAutoDiff(value, gradient);
  EXPECT_EQ(ExtractGradient(returned), gradient);

  Eigen::VectorXd extracted_value(7);
  ExtractValue(ad, &extracted_value);
  EXPECT_EQ(extracted_value, value);
  Eigen::MatrixXd extracted_gradient(1, 1);
  ExtractGradient(ad, std::nullopt, &extracted_gradient);
  EXPECT_EQ(extracted_gradient, gradient);
  // With no derivatives anywhere, num_derivatives sets the column count.
  const VectorX<AutoDiffXd> constants =
      Eigen::Vector2d(4, 5).cast<AutoDiffXd>();
  ExtractGradient(constants, 3, &extracted_gradient);
  EXPECT_EQ(extracted_gradient, Eigen::MatrixXd::Zero(2, 3));
  EXPECT_THROW(ExtractGradient(ad, 5, &extracted_gradient), std::logic_error);
}

// A row-major matrix numbers its elements (derivatives, gradient rows) in
// row-major order; a row vector keeps its shape.
TEST(AutoDiffTest, StorageOrder) {
  Eigen::Matrix<double, 2, 2, Eigen::RowMajor> value;
  value << 1, 2, 3, 4;
  const auto ad = InitializeAutoDiff(value);
  EXPECT_EQ(ad(0, 1).derivatives(), Eigen::Vector4d(0, 1, 0, 0));
  EXPECT_EQ(ad(1, 0).derivatives(), Eigen::Vector4d(0, 0, 1, 0));
  EXPECT_EQ(ExtractGradient(ad), Eigen::Matrix4d::Identity());
  const Eigen::Matrix<double, 2, 2, Eigen::RowMajor> extracted =
      ExtractValue(ad);
  EXPECT_EQ(extracted, value);
  const Eigen::RowVector3d row(1, 2, 3);
  const Eigen::Matrix<AutoDiffXd, 1, 3> row_ad = InitializeAutoDiff(row);
  const Eigen::RowVector3d row_value = ExtractValue(row_ad);
  EXPECT_EQ(row_value, row);
}

// DiscardGradient and DiscardZeroGradient return a matrix of doubles itself
// (a reference, no copy).
TEST(AutoDiffTest, DiscardOfDoublesIsAReference) {
  const Eigen::Vector2d plain(3, 4);
  EXPECT_EQ(&DiscardGradient(plain), &plain);
  EXPECT_EQ(&DiscardZeroGradient(plain), &plain);
}

TEST(AutoDiffTest, GetDerivativeSize) {
  Vector3<AutoDiffXd> x = InitializeAutoDiff(Eigen::Vector3d(1, 2, 3));
  EXPECT_EQ(GetDerivativeSize(x), 3);
  x(1).derivatives().resize(0);
  EXPECT_EQ(GetDerivativeSize(x), 3);
  const Vector2<AutoDiffXd> constants =
      Eigen::Vector2d(1, 2).cast<AutoDiffXd>();
  EXPECT_EQ(GetDerivativeSize(constants), 0);
  x(2).derivatives() = Eigen::Vector2d(1, 1);
  EXPECT_THAT([&]() { GetDerivativeSize(x); },
              ThrowsMessage<std::runtime_error>(HasSubstr("has size 2")));
}

TEST(AutoDiffTest, AreAutoDiffVecXdEqual) {
  const VectorX<AutoDiffXd> a = InitializeAutoDiff(Eigen::Vector2d(1, 2));
  VectorX<AutoDiffXd> b = a;
  EXPECT_TRUE(AreAutoDiffVecXdEqual(a, b));
  b(1).derivatives()(0) = 0.5;
  EXPECT_FALSE(AreAutoDiffVecXdEqual(a, b));
  b = a;
  b(0).value() = 1.5;
  EXPECT_FALSE(AreAutoDiffVecXdEqual(a, b));
  b = a;
  b(0).derivatives().resize(0);
  EXPECT_FALSE(AreAutoDiffVecXdEqual(a, b));
  EXPECT_FALSE(AreAutoDiffVecXdEqual(a, a.head(1)));
}

}  // namespace autodiff_test
}  // namespace math
}  // namespace drake
