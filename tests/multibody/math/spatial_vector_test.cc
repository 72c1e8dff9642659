// Operations shared by every spatial vector (the SpatialVector CRTP base),
// checked on all four spatial quantities.

#include <cmath>
#include <limits>
#include <sstream>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "drake/math/rotation_matrix.h"
#include "drake/multibody/math/spatial_algebra.h"

namespace drake {
namespace multibody {
namespace spatial_vector_test {

// The derivative with respect to the single independent variable; an
// AutoDiffXd that does not depend on it has an empty derivative vector.
double Derivative(const AutoDiffXd& x) {
  return x.derivatives().size() == 0 ? 0.0 : x.derivatives()(0);
}

using Eigen::Vector3d;

template <typename SpatialQuantity>
class SpatialVectorTest : public ::testing::Test {};

using SpatialQuantities =
    ::testing::Types<SpatialVelocity<double>, SpatialAcceleration<double>,
                     SpatialForce<double>, SpatialMomentum<double>>;
TYPED_TEST_SUITE(SpatialVectorTest, SpatialQuantities);

// The rotational part is elements 0-2 and the translational part 3-5, for
// element access, the 6-vector constructor and get_coeffs().
TYPED_TEST(SpatialVectorTest, Layout) {
  const Vector3d w(1, 2, 3), v(4, 5, 6);
  const TypeParam V(w, v);
  EXPECT_EQ(V.size(), 6);
  for (int i = 0; i < 3; ++i) {
    EXPECT_EQ(V[i], w(i));
    EXPECT_EQ(V[i + 3], v(i));
  }
  EXPECT_EQ(V.rotational(), w);
  EXPECT_EQ(V.translational(), v);
  Vector6<double> coeffs;
  coeffs << w, v;
  EXPECT_EQ(TypeParam(coeffs).get_coeffs(), coeffs);
  EXPECT_EQ(V.get_coeffs(), coeffs);
  TypeParam U(w, v);
  U.rotational() = v;
  U.translational()(0) = -1;
  EXPECT_EQ(U[0], 4);
  EXPECT_EQ(U[3], -1);
}

// Arithmetic is element-wise: (V + U) − U == V exactly for these
// small integers; −V + V == 0; 2V == V + V.
TYPED_TEST(SpatialVectorTest, Arithmetic) {
  const TypeParam V(Vector3d(1, -2, 3), Vector3d(-4, 5, -6));
  const TypeParam U(Vector3d(7, 8, 9), Vector3d(10, 11, 12));
  EXPECT_EQ(((V + U) - U).get_coeffs(), V.get_coeffs());
  EXPECT_EQ((-V + V).get_coeffs(), Vector6<double>::Zero());
  EXPECT_EQ((2.0 * V).get_coeffs(), (V + V).get_coeffs());
  EXPECT_EQ((V * 2.0).get_coeffs(), (V + V).get_coeffs());
  TypeParam W = V;
  W += U;
  W -= V;
  EXPECT_EQ(W.get_coeffs(), U.get_coeffs());
  W *= 3.0;
  EXPECT_EQ(W.get_coeffs(), (3.0 * U).get_coeffs());
}

// Zero(), SetZero(), SetNaN(); IsApprox is an absolute ‖·‖∞ test and
// IsNearlyEqualWithinAbsoluteTolerance takes separate tolerances for the
// two parts.
TYPED_TEST(SpatialVectorTest, ZeroNaNAndComparison) {
  EXPECT_EQ(TypeParam::Zero().get_coeffs(), Vector6<double>::Zero());
  TypeParam V(Vector3d(1, 2, 3), Vector3d(4, 5, 6));
  TypeParam U = V;
  U[1] += 1e-10;
  U[4] += 1e-6;
  // The differences are 1e-10 and 1e-6 up to the rounding of adding them
  // to 2 and 5 (≈ 1e-15), so tolerances 10% above and below bracket them.
  EXPECT_FALSE(V.IsApprox(U));
  EXPECT_TRUE(V.IsApprox(U, 1.1e-6));
  EXPECT_FALSE(V.IsApprox(U, 0.9e-6));
  EXPECT_TRUE(V.IsNearlyEqualWithinAbsoluteTolerance(U, 1.1e-10, 1.1e-6));
  EXPECT_FALSE(V.IsNearlyEqualWithinAbsoluteTolerance(U, 0.9e-10, 1.1e-6));
  EXPECT_FALSE(V.IsNearlyEqualWithinAbsoluteTolerance(U, 1.1e-10, 0.9e-6));
  const auto [w_diff, v_diff] = V.GetMaximumAbsoluteDifferences(U);
  EXPECT_NEAR(w_diff, 1e-10, 1e-15);
  EXPECT_NEAR(v_diff, 1e-6, 1e-15);
  V.SetNaN();
  for (int i = 0; i < 6; ++i) EXPECT_TRUE(std::isnan(V[i]));
  V.SetZero();
  EXPECT_EQ(V.get_coeffs(), Vector6<double>::Zero());
}

// R_FE * V_E rotates both parts; re-expressing back with R_FEᵀ recovers V
// to round-off (1e-15: a few ε for unit-size numbers).
TYPED_TEST(SpatialVectorTest, ReExpress) {
  const TypeParam V_E(Vector3d(1, 2, 3), Vector3d(-4, 0.5, 6));
  const math::RotationMatrix<double> R_FE =
      math::RotationMatrix<double>::MakeZRotation(0.7) *
      math::RotationMatrix<double>::MakeXRotation(-1.2);
  const TypeParam V_F = R_FE * V_E;
  EXPECT_TRUE(V_F.rotational().isApprox(R_FE * V_E.rotational(), 1e-15));
  EXPECT_TRUE(V_F.translational().isApprox(R_FE * V_E.translational(), 1e-15));
  EXPECT_TRUE((R_FE.transpose() * V_F).IsApprox(V_E, 1e-14));
  // Re-expression preserves the norm of each part.
  EXPECT_NEAR(V_F.rotational().norm(), V_E.rotational().norm(), 1e-14);
  EXPECT_NEAR(V_F.translational().norm(), V_E.translational().norm(), 1e-14);
}

TYPED_TEST(SpatialVectorTest, StreamOutput) {
  const TypeParam V(Vector3d(1, 2, 3), Vector3d(4, 5, 6));
  std::stringstream out;
  out << V;
  EXPECT_EQ(out.str(), "[1, 2, 3, 4, 5, 6]ᵀ");
  // Drake's to_string() and fmt formatting give the same text.
  EXPECT_EQ(to_string(V), "[1, 2, 3, 4, 5, 6]ᵀ");
  EXPECT_EQ(fmt::format("V = {}", V), "V = [1, 2, 3, 4, 5, 6]ᵀ");
  const TypeParam W(Vector3d(-0.5, 0, 1e-3), Vector3d(0, 0, 2.25));
  EXPECT_EQ(fmt::format("{}", W), "[-0.5, 0, 0.001, 0, 0, 2.25]ᵀ");
}

// GCC 12 at -O3 reports -Warray-bounds inside Eigen's SSE loads of a
// one-element derivative vector (Eigen::VectorXd::Unit(1, 0)) in this test: a
// known false positive of its optimizer on Eigen's aligned storage.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Warray-bounds"
// The AutoDiffXd instantiation carries derivatives through the operations.
GTEST_TEST(SpatialVectorAutoDiffTest, DerivativesPropagate) {
  AutoDiffXd s(2.0, Eigen::VectorXd::Unit(1, 0));
  const Vector3<AutoDiffXd> w(s, 1.0 * s, AutoDiffXd(0.0));
  const Vector3<AutoDiffXd> v(AutoDiffXd(1.0), AutoDiffXd(2.0), s * s);
  const SpatialVelocity<AutoDiffXd> V(w, v);
  const SpatialVelocity<AutoDiffXd> U = 3.0 * V;
  EXPECT_EQ(U[0].value(), 6.0);
  EXPECT_EQ(Derivative(U[0]), 3.0);
  // d/ds (3 s²) = 6 s = 12.
  EXPECT_EQ(Derivative(U[5]), 12.0);
}
#pragma GCC diagnostic pop

}  // namespace spatial_vector_test
}  // namespace multibody
}  // namespace drake
