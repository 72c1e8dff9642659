// RotationMatrix, RollPitchYaw and RigidTransform on symbolic::Expression:
// expressions built from symbolic angles and positions, evaluated at random
// values, equal the same computation in double.

#include <cmath>
#include <random>
#include <sstream>

#include <gtest/gtest.h>

#include "drake/common/symbolic/expression.h"
#include "drake/math/rigid_transform.h"
#include "drake/math/roll_pitch_yaw.h"
#include "drake/math/rotation_matrix.h"

namespace drake {
namespace math {
namespace transforms_symbolic_test {

using symbolic::Environment;
using symbolic::Expression;
using symbolic::Variable;

// Both sides compute the same few sums of products of sines and cosines of
// O(1) values in a possibly different order, so they agree to a few ulps of
// the O(1) entries: 1e-14 relative to max(1, |expected|).
constexpr double kTolerance = 1e-14;

void ExpectNear(const Eigen::MatrixXd& actual, const Eigen::MatrixXd& expected,
                const char* what) {
  ASSERT_EQ(actual.rows(), expected.rows()) << what;
  ASSERT_EQ(actual.cols(), expected.cols()) << what;
  for (int i = 0; i < actual.size(); ++i) {
    EXPECT_NEAR(actual(i), expected(i),
                kTolerance * std::max(1.0, std::abs(expected(i))))
        << what << " element " << i;
  }
}

class TransformsSymbolicTest : public ::testing::Test {
 protected:
  // Symbolic poses X_AB and X_BC from roll-pitch-yaw angles and positions.
  Variable r1_{"r1"}, p1_{"p1"}, y1_{"y1"}, r2_{"r2"}, p2_{"p2"}, y2_{"y2"};
  Variable x1_{"x1"}, z1_{"z1"}, x2_{"x2"}, z2_{"z2"};

  RigidTransform<Expression> X_AB() const {
    return RigidTransform<Expression>(RollPitchYaw<Expression>(r1_, p1_, y1_),
                                      Vector3<Expression>(x1_, 0.5, z1_));
  }
  RigidTransform<Expression> X_BC() const {
    return RigidTransform<Expression>(RollPitchYaw<Expression>(r2_, p2_, y2_),
                                      Vector3<Expression>(x2_, -1.25, z2_));
  }

  // A random environment and the matching double poses.
  Environment Sample(std::mt19937* generator, RigidTransformd* X_AB_d,
                     RigidTransformd* X_BC_d) const {
    std::uniform_real_distribution<double> angle(-M_PI, M_PI);
    std::uniform_real_distribution<double> pitch(-1.4, 1.4);
    std::uniform_real_distribution<double> length(-2, 2);
    const double r1 = angle(*generator), p1 = pitch(*generator);
    const double y1 = angle(*generator), r2 = angle(*generator);
    const double p2 = pitch(*generator), y2 = angle(*generator);
    const double x1 = length(*generator), z1 = length(*generator);
    const double x2 = length(*generator), z2 = length(*generator);
    *X_AB_d = RigidTransformd(RollPitchYawd(r1, p1, y1),
                              Eigen::Vector3d(x1, 0.5, z1));
    *X_BC_d = RigidTransformd(RollPitchYawd(r2, p2, y2),
                              Eigen::Vector3d(x2, -1.25, z2));
    return Environment{{r1_, r1}, {p1_, p1}, {y1_, y1}, {r2_, r2}, {p2_, p2},
                       {y2_, y2}, {x1_, x1}, {z1_, z1}, {x2_, x2}, {z2_, z2}};
  }
};

// Composition, inverse, InvertAndCompose and point transformation evaluate
// to their double counterparts at random angles and positions.
TEST_F(TransformsSymbolicTest, CompositionMatchesDouble) {
  const RigidTransform<Expression> X_AC = X_AB() * X_BC();
  const RigidTransform<Expression> X_CA = X_AC.inverse();
  const RigidTransform<Expression> X_BC_again = X_AB().InvertAndCompose(X_AC);
  const Vector3<Expression> p_AoQ_A =
      X_AC * Vector3<Expression>(0.25, Expression(x2_), -0.5);
  std::mt19937 generator(23);
  for (int trial = 0; trial < 10; ++trial) {
    RigidTransformd X_AB_d, X_BC_d;
    const Environment env = Sample(&generator, &X_AB_d, &X_BC_d);
    const RigidTransformd X_AC_d = X_AB_d * X_BC_d;
    ExpectNear(symbolic::Evaluate(X_AC.GetAsMatrix34(), env),
               X_AC_d.GetAsMatrix34(), "X_AC");
    ExpectNear(symbolic::Evaluate(X_CA.GetAsMatrix34(), env),
               X_AC_d.inverse().GetAsMatrix34(), "X_CA");
    ExpectNear(symbolic::Evaluate(X_BC_again.GetAsMatrix34(), env),
               X_BC_d.GetAsMatrix34(), "X_AB⁻¹ X_AC");
    ExpectNear(symbolic::Evaluate(p_AoQ_A, env),
               X_AC_d * Eigen::Vector3d(0.25, env[x2_], -0.5), "p_AoQ_A");
  }
}

// The angles recovered from a symbolic rotation matrix (atan2 expressions)
// and its quaternions evaluate to the double ones.
TEST_F(TransformsSymbolicTest, RollPitchYawAndQuaternionMatchDouble) {
  const RotationMatrix<Expression> R_AC = X_AB().rotation() * X_BC().rotation();
  const RollPitchYaw<Expression> rpy_AC(R_AC);
  const Eigen::Quaternion<Expression> q_AC = R_AC.ToQuaternion();
  const Eigen::Quaternion<Expression> q_AB =
      RollPitchYaw<Expression>(r1_, p1_, y1_).ToQuaternion();
  const Vector3<Expression> w_AB_A =
      RollPitchYaw<Expression>(r1_, p1_, y1_)
          .CalcAngularVelocityInParentFromRpyDt(
              Vector3<Expression>(r2_, p2_, y2_));
  std::mt19937 generator(56);
  for (int trial = 0; trial < 10; ++trial) {
    RigidTransformd X_AB_d, X_BC_d;
    const Environment env = Sample(&generator, &X_AB_d, &X_BC_d);
    const RotationMatrixd R_AC_d = X_AB_d.rotation() * X_BC_d.rotation();
    ExpectNear(symbolic::Evaluate(rpy_AC.vector(), env),
               RollPitchYawd(R_AC_d).vector(), "rpy_AC");
    ExpectNear(symbolic::Evaluate(q_AC.coeffs(), env),
               R_AC_d.ToQuaternion().coeffs(), "q_AC");
    const RollPitchYawd rpy_AB(env[r1_], env[p1_], env[y1_]);
    ExpectNear(symbolic::Evaluate(q_AB.coeffs(), env),
               rpy_AB.ToQuaternion().coeffs(), "q_AB");
    ExpectNear(symbolic::Evaluate(w_AB_A, env),
               rpy_AB.CalcAngularVelocityInParentFromRpyDt(
                   Eigen::Vector3d(env[r2_], env[p2_], env[y2_])),
               "w_AB_A");
  }
}

// Each branch of the symbolic ToQuaternion() (largest of w, x, y, z) is
// taken: half-turns about x, y and z make x, y and z the largest.
TEST_F(TransformsSymbolicTest, ToQuaternionEveryBranch) {
  const Variable theta("theta");
  for (int axis = 0; axis < 3; ++axis) {
    const Expression c = cos(Expression(theta)), s = sin(Expression(theta));
    Matrix3<Expression> M = Matrix3<Expression>::Identity();
    const int j = (axis + 1) % 3, k = (axis + 2) % 3;
    M(j, j) = c;
    M(j, k) = -s;
    M(k, j) = s;
    M(k, k) = c;
    const Eigen::Quaternion<Expression> q =
        RotationMatrix<Expression>::ToQuaternion(M);
    for (const double angle : {0.0, 0.3, M_PI - 0.2, -M_PI + 0.1}) {
      const Environment env{{theta, angle}};
      const Eigen::Matrix3d M_d = symbolic::Evaluate(M, env);
      ExpectNear(symbolic::Evaluate(q.coeffs(), env),
                 RotationMatrixd::ToQuaternion(M_d).coeffs(), "q");
    }
  }
}

// As Drake, the numerical validity checks are skipped for Expression: a
// matrix of free variables is accepted, and IsValid() is a formula that
// evaluates like the double one.
TEST_F(TransformsSymbolicTest, ChecksSkipped) {
  Matrix3<Expression> M;
  for (int i = 0; i < 9; ++i) M(i) = Variable("m" + std::to_string(i));
  EXPECT_NO_THROW(RotationMatrix<Expression>{M});
  const RotationMatrix<Expression> R_AC = X_AB().rotation() * X_BC().rotation();
  std::mt19937 generator(7);
  RigidTransformd X_AB_d, X_BC_d;
  const Environment env = Sample(&generator, &X_AB_d, &X_BC_d);
  EXPECT_TRUE(R_AC.IsValid().Evaluate(env));
  EXPECT_FALSE(RollPitchYaw<Expression>(Expression(p1_), 3.0, 0.0)
                   .IsRollPitchYawInCanonicalRange()
                   .Evaluate(env));
}

// Casting double → Expression → double round-trips exactly; a symbolic
// transform prints its variables.
TEST_F(TransformsSymbolicTest, CastAndPrint) {
  const RigidTransformd X(RollPitchYawd(0.1, -0.2, 0.3),
                          Eigen::Vector3d(1, 2, 3));
  const RigidTransform<Expression> X_e = X.cast<Expression>();
  EXPECT_TRUE(X_e.cast<double>().IsExactlyEqualTo(X));
  std::ostringstream out;
  out << X_AB();
  EXPECT_NE(out.str().find("x1"), std::string::npos) << out.str();
  EXPECT_NE(out.str().find("z1"), std::string::npos) << out.str();
}

}  // namespace transforms_symbolic_test
}  // namespace math
}  // namespace drake
