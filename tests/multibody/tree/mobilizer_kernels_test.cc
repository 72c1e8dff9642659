// Tests of the per-joint kinematic kernels (multibody/tree/mobilizer_kernels.h)
// by identities between independent computations, at random states drawn
// with a fixed seed, for every mobilizer kind:
//  - V_FM equals the central finite difference of X_FM along
//    q(t) = q + t·N(q)·v, and A_FM equals that of V_FM along
//    (q + t·N(q)·v, v + t·v̇);
//  - V_FM = H_FM·v, and power balance V_FM·F = vᵀ·tau with tau from
//    ProjectSpatialForce (so tau = H_FMᵀ·F);
//  - N, N⁺ agree with MapVelocityToQDot/MapQDotToVelocity, N⁺·N = I, and the
//    two maps invert each other on v;
//  - the AutoDiffXd instantiation gives the same values, and its dX_FM/dq
//    equals the finite difference;
// plus closed-form spot checks, the quaternion normalization conventions and
// the gimbal-lock exceptions of the roll-pitch-yaw kinds.

#include "drake/multibody/tree/mobilizer_kernels.h"

#include <cmath>
#include <memory>
#include <numbers>
#include <random>
#include <string>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "drake/common/autodiff.h"
#include "drake/common/trajectories/piecewise_constant_curvature_trajectory.h"
#include "drake/math/autodiff.h"
#include "drake/math/roll_pitch_yaw.h"

namespace drake {
namespace multibody {
namespace internal {
namespace mobilizer_kernels_test {

using Eigen::Matrix3d;
using Eigen::MatrixXd;
using Eigen::Vector3d;
using Eigen::VectorXd;

constexpr double kPi = std::numbers::pi;

// Central differences with step h have a truncation error O(h²·|q⃛|) ≈ 1e-12
// for the O(1) states used here, and a roundoff error ≈ ε/h ≈ 1e-10 (each
// entry of X_FM carries ~1e-16 of rounding, divided by 2h = 2e-6). 1e-9
// covers both with margin while still catching any O(1) mistake.
constexpr double kStep = 1e-6;
constexpr double kFiniteDifferenceTolerance = 1e-9;
// Identities between closed forms, exact up to a few roundings of O(1)
// numbers.
constexpr double kExactTolerance = 1e-13;
constexpr int kNumSamples = 25;

// Returns an AssertionResult comparing a and b entrywise within tolerance.
::testing::AssertionResult NearlyEqual(const MatrixXd& a, const MatrixXd& b,
                                       double tolerance) {
  if (a.rows() != b.rows() || a.cols() != b.cols()) {
    return ::testing::AssertionFailure()
           << "size mismatch: " << a.rows() << "x" << a.cols() << " vs "
           << b.rows() << "x" << b.cols();
  }
  const double error = a.size() == 0 ? 0.0 : (a - b).lpNorm<Eigen::Infinity>();
  if (error <= tolerance) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure()
         << "max |a - b| = " << error << " > " << tolerance << "\na =\n"
         << a << "\nb =\n"
         << b;
}

// True for the kinds whose q starts with a quaternion [qw qx qy qz].
constexpr bool HasQuaternion(MobilizerKind kind) {
  return kind == MobilizerKind::kBallQuaternion ||
         kind == MobilizerKind::kQuaternionFloating;
}

// The curvilinear kernel's path flattened from a trajectory as
// CurvilinearJoint does: breaks, the turning rate of each segment and the
// pose at each break.
CurvilinearPath FlattenPath(
    const trajectories::PiecewiseConstantCurvatureTrajectory<double>& path) {
  CurvilinearPath flat;
  flat.breaks = path.get_segment_times();
  flat.is_periodic = path.is_periodic();
  for (size_t i = 0; i < flat.breaks.size(); ++i) {
    if (i + 1 < flat.breaks.size()) {
      flat.turning_rates.push_back(path.curvature(flat.breaks[i]));
    }
    flat.break_poses.push_back(path.CalcPose(flat.breaks[i]));
  }
  return flat;
}

// The parameters shared by all kinds (those that need none ignore them): a
// generic unit axis, a screw pitch of 0.37 m/rev, and a curvilinear path in
// the plane normal to the axis: an arc (ρ = 1.5/m), a line and a clockwise
// arc (ρ = −2/m) over s ∈ [0, 1.6] m, extrapolated beyond (the random q in
// [−1.3, 1.3] visit the first arc's extension, every segment and breaks).
MobilizerParameters MakeParameters() {
  MobilizerParameters params;
  params.axis = Vector3d(0.3, -0.5, 0.8).normalized();
  params.screw_pitch = 0.37;
  const trajectories::PiecewiseConstantCurvatureTrajectory<double> path(
      {0, 0.5, 1.1, 1.6}, {1.5, 0, -2}, params.axis.cross(Vector3d::UnitX()),
      params.axis, Vector3d(0.2, -0.1, 0.3));
  params.curvilinear_path =
      std::make_shared<CurvilinearPath>(FlattenPath(path));
  return params;
}

// The vector part of the skew-symmetric part of M: for M ≈ I + [w]×·s,
// returns w·s.
Vector3d SkewVector(const Matrix3d& M) {
  return Vector3d(M(2, 1) - M(1, 2), M(0, 2) - M(2, 0), M(1, 0) - M(0, 1)) / 2;
}

struct State {
  VectorXd q;
  VectorXd v;
  VectorXd vdot;
};

// Draws a random state. Angles and positions are uniform in [-1.3, 1.3]
// (so that |pitch| ≤ 1.3 stays clear of gimbal lock, cos ≥ 0.26); a
// quaternion is a random direction scaled to a norm in [0.6, 1.7], to
// exercise the non-unit conventions; rates and accelerations are uniform in
// [-2, 2].
template <typename Kernel>
State RandomState(std::mt19937* generator) {
  std::uniform_real_distribution<double> coordinate(-1.3, 1.3);
  std::uniform_real_distribution<double> rate(-2.0, 2.0);
  std::uniform_real_distribution<double> norm(0.6, 1.7);
  std::normal_distribution<double> gaussian;
  State state{VectorXd(Kernel::kNq), VectorXd(Kernel::kNv),
              VectorXd(Kernel::kNv)};
  for (int i = 0; i < Kernel::kNq; ++i) state.q(i) = coordinate(*generator);
  if constexpr (HasQuaternion(Kernel::kKind)) {
    Eigen::Vector4d quaternion;
    for (int i = 0; i < 4; ++i) quaternion(i) = gaussian(*generator);
    state.q.head<4>() = quaternion.normalized() * norm(*generator);
  }
  for (int i = 0; i < Kernel::kNv; ++i) {
    state.v(i) = rate(*generator);
    state.vdot(i) = rate(*generator);
  }
  return state;
}

template <typename Kernel>
VectorXd QDot(const MobilizerParameters& params, const VectorXd& q,
              const VectorXd& v) {
  VectorXd qdot(Kernel::kNq);
  Kernel::MapVelocityToQDot(params, q.data(), v.data(), qdot.data());
  return qdot;
}

// The central-difference spatial velocity of X_FM along q(t) = q + t·dq:
// angular part from the skew part of R(t+h)·R(t−h)ᵀ = I + 2h·[w]× + O(h²),
// translational part from (p(t+h) − p(t−h))/(2h).
template <typename Kernel>
Vector6<double> FiniteDifferenceV(const MobilizerParameters& params,
                                  const VectorXd& q, const VectorXd& dq) {
  const VectorXd q_plus = q + kStep * dq;
  const VectorXd q_minus = q - kStep * dq;
  const math::RigidTransform<double> X_plus =
      Kernel::CalcX_FM(params, q_plus.data());
  const math::RigidTransform<double> X_minus =
      Kernel::CalcX_FM(params, q_minus.data());
  const Matrix3d R_ratio =
      X_plus.rotation().matrix() * X_minus.rotation().matrix().transpose();
  Vector6<double> V;
  V << SkewVector(R_ratio) / (2 * kStep),
      (X_plus.translation() - X_minus.translation()) / (2 * kStep);
  return V;
}

template <typename Kernel>
class MobilizerKernelTest : public ::testing::Test {
 protected:
  static constexpr int kNq = Kernel::kNq;
  static constexpr int kNv = Kernel::kNv;

  MobilizerParameters params_{MakeParameters()};
  std::mt19937 generator_{20261122};
};

using KernelTypes =
    ::testing::Types<WeldKernel, RevoluteKernel, PrismaticKernel,
                     UniversalKernel, BallQuaternionKernel, BallRpyKernel,
                     PlanarKernel, ScrewKernel, QuaternionFloatingKernel,
                     RpyFloatingKernel, CurvilinearKernel>;

class KernelNames {
 public:
  template <typename Kernel>
  static std::string GetName(int) {
    return MobilizerKindName(Kernel::kKind);
  }
};

TYPED_TEST_SUITE(MobilizerKernelTest, KernelTypes, KernelNames);

// The kernel's kNq/kNv agree with the (nq, nv) table, and the dispatcher
// maps the kind back to this kernel.
TYPED_TEST(MobilizerKernelTest, DimensionsAndDispatch) {
  using Kernel = TypeParam;
  EXPECT_EQ(MobilizerNumPositions(Kernel::kKind), Kernel::kNq);
  EXPECT_EQ(MobilizerNumVelocities(Kernel::kKind), Kernel::kNv);
  const bool same = VisitMobilizerKernel(Kernel::kKind, [](auto kernel) {
    return std::is_same_v<decltype(kernel), Kernel>;
  });
  EXPECT_TRUE(same);
}

// The zero state is the identity pose (quaternion [1 0 0 0]) at rest.
TYPED_TEST(MobilizerKernelTest, ZeroState) {
  using Kernel = TypeParam;
  VectorXd q = VectorXd::Constant(Kernel::kNq, 0.5);
  VectorXd v = VectorXd::Constant(Kernel::kNv, 0.5);
  Kernel::SetZeroState(this->params_, q.data(), v.data());
  if constexpr (HasQuaternion(Kernel::kKind)) {
    EXPECT_EQ(q(0), 1.0);
    EXPECT_EQ(q.tail(Kernel::kNq - 1), VectorXd::Zero(Kernel::kNq - 1));
  } else {
    EXPECT_EQ(q, VectorXd::Zero(Kernel::kNq));
  }
  EXPECT_EQ(v, VectorXd::Zero(Kernel::kNv));
  if constexpr (Kernel::kKind == MobilizerKind::kCurvilinear) {
    // s = 0 is the path's start, which need not be F.
    EXPECT_TRUE(
        Kernel::CalcX_FM(this->params_, q.data())
            .IsExactlyEqualTo(this->params_.curvilinear_path->break_poses[0]));
  } else {
    EXPECT_TRUE(Kernel::CalcX_FM(this->params_, q.data()).IsExactlyIdentity());
  }
}

// V_FM is the time derivative of X_FM along q̇ = N(q)·v (central differences;
// see kFiniteDifferenceTolerance).
TYPED_TEST(MobilizerKernelTest, VelocityIsDerivativeOfPose) {
  using Kernel = TypeParam;
  for (int sample = 0; sample < kNumSamples; ++sample) {
    const State s = RandomState<Kernel>(&this->generator_);
    const VectorXd qdot = QDot<Kernel>(this->params_, s.q, s.v);
    const SpatialVelocity<double> V_FM =
        Kernel::CalcV_FM(this->params_, s.q.data(), s.v.data());
    EXPECT_TRUE(NearlyEqual(V_FM.get_coeffs(),
                            FiniteDifferenceV<Kernel>(this->params_, s.q, qdot),
                            kFiniteDifferenceTolerance));
  }
}

// A_FM is the time derivative of V_FM along (q + t·N(q)·v, v + t·v̇), so it
// includes the bias term Ḣ·v.
TYPED_TEST(MobilizerKernelTest, AccelerationIsDerivativeOfVelocity) {
  using Kernel = TypeParam;
  for (int sample = 0; sample < kNumSamples; ++sample) {
    const State s = RandomState<Kernel>(&this->generator_);
    const VectorXd qdot = QDot<Kernel>(this->params_, s.q, s.v);
    const VectorXd q_plus = s.q + kStep * qdot;
    const VectorXd q_minus = s.q - kStep * qdot;
    const VectorXd v_plus = s.v + kStep * s.vdot;
    const VectorXd v_minus = s.v - kStep * s.vdot;
    const Vector6<double> A_expected =
        (Kernel::CalcV_FM(this->params_, q_plus.data(), v_plus.data())
             .get_coeffs() -
         Kernel::CalcV_FM(this->params_, q_minus.data(), v_minus.data())
             .get_coeffs()) /
        (2 * kStep);
    const SpatialAcceleration<double> A_FM =
        Kernel::CalcA_FM(this->params_, s.q.data(), s.v.data(), s.vdot.data());
    EXPECT_TRUE(
        NearlyEqual(A_FM.get_coeffs(), A_expected, kFiniteDifferenceTolerance));
  }
}

// V_FM = H_FM·v, and ProjectSpatialForce is H_FMᵀ: tau = H_FMᵀ·F and the
// power V_FM·F_Mo_F equals vᵀ·tau for any F.
TYPED_TEST(MobilizerKernelTest, HingeMatrixAndPowerBalance) {
  using Kernel = TypeParam;
  std::uniform_real_distribution<double> component(-3.0, 3.0);
  for (int sample = 0; sample < kNumSamples; ++sample) {
    const State s = RandomState<Kernel>(&this->generator_);
    MatrixXd H_FM = MatrixXd::Constant(6, Kernel::kNv, 99.0);
    Kernel::CalcH_FM(this->params_, s.q.data(), H_FM);
    const SpatialVelocity<double> V_FM =
        Kernel::CalcV_FM(this->params_, s.q.data(), s.v.data());
    EXPECT_TRUE(NearlyEqual(H_FM * s.v, V_FM.get_coeffs(), kExactTolerance));

    Vector6<double> F;
    for (int i = 0; i < 6; ++i) F(i) = component(this->generator_);
    const SpatialForce<double> F_Mo_F(F);
    VectorXd tau(Kernel::kNv);
    Kernel::ProjectSpatialForce(this->params_, s.q.data(), F_Mo_F, tau.data());
    EXPECT_TRUE(NearlyEqual(tau, H_FM.transpose() * F, kExactTolerance));
    EXPECT_NEAR(V_FM.dot(F_Mo_F), s.v.dot(tau), 10 * kExactTolerance);
  }
}

// N and N⁺ agree with the maps, N⁺·N = I, and MapQDotToVelocity undoes
// MapVelocityToQDot.
TYPED_TEST(MobilizerKernelTest, KinematicMaps) {
  using Kernel = TypeParam;
  for (int sample = 0; sample < kNumSamples; ++sample) {
    const State s = RandomState<Kernel>(&this->generator_);
    MatrixXd N(Kernel::kNq, Kernel::kNv);
    MatrixXd Nplus(Kernel::kNv, Kernel::kNq);
    Kernel::CalcNMatrix(this->params_, s.q.data(), N);
    Kernel::CalcNplusMatrix(this->params_, s.q.data(), Nplus);
    const VectorXd qdot = QDot<Kernel>(this->params_, s.q, s.v);
    EXPECT_TRUE(NearlyEqual(N * s.v, qdot, kExactTolerance));
    VectorXd v_back(Kernel::kNv);
    Kernel::MapQDotToVelocity(this->params_, s.q.data(), qdot.data(),
                              v_back.data());
    EXPECT_TRUE(NearlyEqual(v_back, s.v, 10 * kExactTolerance));
    EXPECT_TRUE(NearlyEqual(Nplus * qdot, v_back, kExactTolerance));
    EXPECT_TRUE(NearlyEqual(Nplus * N,
                            MatrixXd::Identity(Kernel::kNv, Kernel::kNv),
                            10 * kExactTolerance));
  }
}

// The AutoDiffXd instantiation computes the same values as double, and its
// derivatives dX_FM/dq (with q seeded as the independent variables) equal
// central differences of the double X_FM in each coordinate.
TYPED_TEST(MobilizerKernelTest, AutoDiffMatchesDoubleAndFiniteDifferences) {
  using Kernel = TypeParam;
  const MobilizerParameters& params = this->params_;
  const State s = RandomState<Kernel>(&this->generator_);
  const VectorX<AutoDiffXd> q = math::InitializeAutoDiff(s.q);
  const VectorX<AutoDiffXd> v = s.v.cast<AutoDiffXd>();
  const VectorX<AutoDiffXd> vdot = s.vdot.cast<AutoDiffXd>();

  // Values agree with the double instantiation.
  const math::RigidTransform<AutoDiffXd> X_FM =
      Kernel::CalcX_FM(params, q.data());
  const math::RigidTransform<double> X_FM_double =
      Kernel::CalcX_FM(params, s.q.data());
  EXPECT_TRUE(NearlyEqual(math::ExtractValue(X_FM.GetAsMatrix34()),
                          X_FM_double.GetAsMatrix34(), kExactTolerance));
  EXPECT_TRUE(NearlyEqual(
      math::ExtractValue(
          Kernel::CalcV_FM(params, q.data(), v.data()).get_coeffs()),
      Kernel::CalcV_FM(params, s.q.data(), s.v.data()).get_coeffs(),
      kExactTolerance));
  EXPECT_TRUE(NearlyEqual(
      math::ExtractValue(
          Kernel::CalcA_FM(params, q.data(), v.data(), vdot.data())
              .get_coeffs()),
      Kernel::CalcA_FM(params, s.q.data(), s.v.data(), s.vdot.data())
          .get_coeffs(),
      kExactTolerance));
  VectorX<AutoDiffXd> qdot(Kernel::kNq), v_back(Kernel::kNv), tau(Kernel::kNv);
  Kernel::MapVelocityToQDot(params, q.data(), v.data(), qdot.data());
  Kernel::MapQDotToVelocity(params, q.data(), qdot.data(), v_back.data());
  Vector6<double> F;
  F << 1.0, -2.0, 0.5, 0.3, 0.7, -1.1;
  Kernel::ProjectSpatialForce(params, q.data(),
                              SpatialForce<AutoDiffXd>(F.cast<AutoDiffXd>()),
                              tau.data());
  VectorXd tau_double(Kernel::kNv);
  Kernel::ProjectSpatialForce(params, s.q.data(), SpatialForce<double>(F),
                              tau_double.data());
  EXPECT_TRUE(
      NearlyEqual(math::ExtractValue(tau), tau_double, kExactTolerance));
  EXPECT_TRUE(NearlyEqual(math::ExtractValue(qdot),
                          QDot<Kernel>(params, s.q, s.v), kExactTolerance));
  EXPECT_TRUE(
      NearlyEqual(math::ExtractValue(v_back), s.v, 10 * kExactTolerance));
  MatrixX<AutoDiffXd> H(6, Kernel::kNv), N(Kernel::kNq, Kernel::kNv),
      Nplus(Kernel::kNv, Kernel::kNq);
  Kernel::CalcH_FM(params, q.data(), H);
  Kernel::CalcNMatrix(params, q.data(), N);
  Kernel::CalcNplusMatrix(params, q.data(), Nplus);
  MatrixXd H_double(6, Kernel::kNv), N_double(Kernel::kNq, Kernel::kNv),
      Nplus_double(Kernel::kNv, Kernel::kNq);
  Kernel::CalcH_FM(params, s.q.data(), H_double);
  Kernel::CalcNMatrix(params, s.q.data(), N_double);
  Kernel::CalcNplusMatrix(params, s.q.data(), Nplus_double);
  EXPECT_TRUE(NearlyEqual(math::ExtractValue(H), H_double, kExactTolerance));
  EXPECT_TRUE(NearlyEqual(math::ExtractValue(N), N_double, kExactTolerance));
  EXPECT_TRUE(
      NearlyEqual(math::ExtractValue(Nplus), Nplus_double, kExactTolerance));

  // dX_FM/dq_i from AutoDiff equals the central difference along e_i.
  const Eigen::Matrix<AutoDiffXd, 3, 4> X_ad = X_FM.GetAsMatrix34();
  for (int i = 0; i < Kernel::kNq; ++i) {
    const VectorXd e_i = VectorXd::Unit(Kernel::kNq, i);
    const VectorXd q_plus = s.q + kStep * e_i;
    const VectorXd q_minus = s.q - kStep * e_i;
    const Eigen::Matrix<double, 3, 4> dX_expected =
        (Kernel::CalcX_FM(params, q_plus.data()).GetAsMatrix34() -
         Kernel::CalcX_FM(params, q_minus.data()).GetAsMatrix34()) /
        (2 * kStep);
    Eigen::Matrix<double, 3, 4> dX_autodiff;
    for (int r = 0; r < 3; ++r) {
      for (int c = 0; c < 4; ++c) {
        const auto& derivatives = X_ad(r, c).derivatives();
        dX_autodiff(r, c) = derivatives.size() == 0 ? 0.0 : derivatives(i);
      }
    }
    EXPECT_TRUE(
        NearlyEqual(dX_autodiff, dX_expected, kFiniteDifferenceTolerance))
        << "coordinate " << i;
  }
}

// ---------------------------------------------------------------------------
// Closed-form spot checks.

// A revolute joint about z by π/2 maps Mx to Fy (right-hand rule), keeps the
// origins together, and its velocity is [ẑ·θ̇; 0].
GTEST_TEST(MobilizerKernelSpotCheck, RevoluteQuarterTurnAboutZ) {
  MobilizerParameters params;
  params.axis = Vector3d::UnitZ();
  const double q = kPi / 2;
  const math::RigidTransform<double> X_FM =
      RevoluteKernel::CalcX_FM(params, &q);
  EXPECT_TRUE(NearlyEqual(X_FM.rotation() * Vector3d::UnitX(),
                          Vector3d::UnitY(), kExactTolerance));
  EXPECT_TRUE(NearlyEqual(X_FM.translation(), Vector3d::Zero(), 0.0));
  const double v = 3.0;
  EXPECT_TRUE(NearlyEqual(RevoluteKernel::CalcV_FM(params, &q, &v).get_coeffs(),
                          (Vector6<double>() << 0, 0, 3, 0, 0, 0).finished(),
                          0.0));
}

// A circle of radius 0.5 m (ρ = 2/m) in F's x-y plane starting at F's
// origin heading +x: a quarter lap (s = π/4 m) is at (0.5, 0.5) heading +y,
// turning at ω = ρ·ṡ about z, with the centripetal acceleration ρ·ṡ² toward
// the centre (0, 0.5) plus s̈ along the tangent. Periodic: one lap later is
// the same pose. And at random s the kernel agrees with the trajectory
// class (two implementations of the same formulas).
GTEST_TEST(MobilizerKernelSpotCheck, CurvilinearCircle) {
  const trajectories::PiecewiseConstantCurvatureTrajectory<double> circle(
      {0, kPi}, {2}, Vector3d::UnitX(), Vector3d::UnitZ(), Vector3d::Zero(),
      true);
  MobilizerParameters params;
  params.curvilinear_path =
      std::make_shared<CurvilinearPath>(FlattenPath(circle));
  const double q = kPi / 4, v = 3.0, vdot = -1.5;
  const math::RigidTransform<double> X_FM =
      CurvilinearKernel::CalcX_FM(params, &q);
  EXPECT_TRUE(
      NearlyEqual(X_FM.translation(), Vector3d(0.5, 0.5, 0), kExactTolerance));
  EXPECT_TRUE(NearlyEqual(X_FM.rotation() * Vector3d::UnitX(),
                          Vector3d::UnitY(), kExactTolerance));
  EXPECT_TRUE(NearlyEqual(
      CurvilinearKernel::CalcV_FM(params, &q, &v).get_coeffs(),
      (Vector6<double>() << 0, 0, 6, 0, 3, 0).finished(), kExactTolerance));
  // a = s̈·t̂ + ρ·ṡ²·n̂ with t̂ = +y, n̂ = −x: (−18, −1.5, 0).
  EXPECT_TRUE(NearlyEqual(
      CurvilinearKernel::CalcA_FM(params, &q, &v, &vdot).get_coeffs(),
      (Vector6<double>() << 0, 0, -3, -18, -1.5, 0).finished(),
      kExactTolerance));
  // periodic: s and s ± k·L give the same pose (wrapping loses k·L·ε).
  for (const double lap : {-2.0, 1.0, 3.0}) {
    const double q_lap = q + lap * kPi;
    EXPECT_TRUE(CurvilinearKernel::CalcX_FM(params, &q_lap)
                    .IsNearlyEqualTo(X_FM, 1e-13));
  }
  // the kernel against the trajectory on MakeParameters()' path.
  const MobilizerParameters generic = MakeParameters();
  const trajectories::PiecewiseConstantCurvatureTrajectory<double> path(
      {0, 0.5, 1.1, 1.6}, {1.5, 0, -2}, generic.axis.cross(Vector3d::UnitX()),
      generic.axis, Vector3d(0.2, -0.1, 0.3));
  for (double s = -0.7; s < 2.5; s += 0.0917) {
    EXPECT_TRUE(CurvilinearKernel::CalcX_FM(generic, &s)
                    .IsNearlyEqualTo(path.CalcPose(s), kExactTolerance))
        << s;
    EXPECT_TRUE(NearlyEqual(
        CurvilinearKernel::CalcV_FM(generic, &s, &v).get_coeffs(),
        path.CalcSpatialVelocity(s, v).get_coeffs(), kExactTolerance));
    EXPECT_TRUE(NearlyEqual(
        CurvilinearKernel::CalcA_FM(generic, &s, &v, &vdot).get_coeffs(),
        path.CalcSpatialAcceleration(s, v, vdot).get_coeffs(),
        10 * kExactTolerance));
  }
}

// A screw of pitch 0.1 m/rev advances 0.05 m along its axis in half a turn,
// and turns by π about it.
GTEST_TEST(MobilizerKernelSpotCheck, ScrewHalfTurn) {
  MobilizerParameters params;
  params.axis = Vector3d::UnitZ();
  params.screw_pitch = 0.1;
  const double q = kPi;
  const math::RigidTransform<double> X_FM = ScrewKernel::CalcX_FM(params, &q);
  EXPECT_TRUE(
      NearlyEqual(X_FM.translation(), Vector3d(0, 0, 0.05), kExactTolerance));
  EXPECT_TRUE(NearlyEqual(X_FM.rotation() * Vector3d::UnitX(),
                          -Vector3d::UnitX(), kExactTolerance));
  // One full turn per second advances one pitch per second.
  const double v = 2 * kPi;
  EXPECT_NEAR(ScrewKernel::CalcV_FM(params, &q, &v).translational().z(), 0.1,
              kExactTolerance);
}

// A prismatic joint translates x along its axis without rotating.
GTEST_TEST(MobilizerKernelSpotCheck, PrismaticTranslation) {
  MobilizerParameters params;
  params.axis = Vector3d(0.6, 0.0, 0.8);
  const double q = 0.5;
  const math::RigidTransform<double> X_FM =
      PrismaticKernel::CalcX_FM(params, &q);
  EXPECT_TRUE(X_FM.rotation().IsExactlyIdentity());
  EXPECT_TRUE(
      NearlyEqual(X_FM.translation(), Vector3d(0.3, 0, 0.4), kExactTolerance));
}

// Universal: R_FM = Rx(θ₀)·Ry(θ₁) (universal_joint.txt). θ₀ = π/2 alone
// takes My to Fz; θ₁ = π/2 alone takes Mx to −Fz; both together take Mx to
// Fy (Ry first maps Mx to −Iz, then Rx(π/2) maps −Iz to +Fy).
GTEST_TEST(MobilizerKernelSpotCheck, UniversalAngles) {
  const MobilizerParameters params;
  const double first[2] = {kPi / 2, 0.0};
  EXPECT_TRUE(NearlyEqual(
      UniversalKernel::CalcX_FM(params, first).rotation() * Vector3d::UnitY(),
      Vector3d::UnitZ(), kExactTolerance));
  const double second[2] = {0.0, kPi / 2};
  EXPECT_TRUE(NearlyEqual(
      UniversalKernel::CalcX_FM(params, second).rotation() * Vector3d::UnitX(),
      -Vector3d::UnitZ(), kExactTolerance));
  const double both[2] = {kPi / 2, kPi / 2};
  EXPECT_TRUE(NearlyEqual(
      UniversalKernel::CalcX_FM(params, both).rotation() * Vector3d::UnitX(),
      Vector3d::UnitY(), kExactTolerance));
}

// Planar: q = [x, y, θ] puts Mo at (x, y, 0) and rotates by θ about Fz.
GTEST_TEST(MobilizerKernelSpotCheck, PlanarPose) {
  const MobilizerParameters params;
  const double q[3] = {1.0, -2.0, kPi / 2};
  const math::RigidTransform<double> X_FM = PlanarKernel::CalcX_FM(params, q);
  EXPECT_TRUE(NearlyEqual(X_FM.translation(), Vector3d(1, -2, 0), 0.0));
  EXPECT_TRUE(NearlyEqual(X_FM.rotation() * Vector3d::UnitX(),
                          Vector3d::UnitY(), kExactTolerance));
}

// The roll-pitch-yaw kinds use math::RollPitchYaw's convention for X_FM and
// for the angular velocity of the angle rates (N⁺ = E(q)), an independent
// implementation of the same formulas.
GTEST_TEST(MobilizerKernelSpotCheck, RpyMatchesRollPitchYaw) {
  const MobilizerParameters params;
  const double q[6] = {0.3, -0.7, 1.1, 0.5, 0.6, 0.7};
  const math::RollPitchYaw<double> rpy(q[0], q[1], q[2]);
  EXPECT_TRUE(
      NearlyEqual(RpyFloatingKernel::CalcX_FM(params, q).rotation().matrix(),
                  rpy.ToRotationMatrix().matrix(), kExactTolerance));
  EXPECT_TRUE(NearlyEqual(RpyFloatingKernel::CalcX_FM(params, q).translation(),
                          Vector3d(0.5, 0.6, 0.7), 0.0));
  const double qdot[6] = {0.4, -1.2, 0.9, 0, 0, 0};
  double v[6];
  RpyFloatingKernel::MapQDotToVelocity(params, q, qdot, v);
  EXPECT_TRUE(NearlyEqual(
      Vector3d(v[0], v[1], v[2]),
      rpy.CalcAngularVelocityInParentFromRpyDt(Vector3d(0.4, -1.2, 0.9)),
      kExactTolerance));
  double v_ball[3];
  BallRpyKernel::MapQDotToVelocity(params, q, qdot, v_ball);
  EXPECT_TRUE(NearlyEqual(Vector3d(v_ball[0], v_ball[1], v_ball[2]),
                          Vector3d(v[0], v[1], v[2]), 0.0));
}

// Quaternion conventions: the zero rotation is [1 0 0 0]; X_FM depends only
// on q/|q|; q̇ = N(q)·v is orthogonal to q (|q| is preserved to first order);
// a rate along q (a pure rescaling) maps to zero angular velocity; and
// N⁺(s·q)·(s·q̇) = N⁺(q)·q̇. Also the quaternion product: q̇ = ½·[0; w]⊗q.
GTEST_TEST(MobilizerKernelSpotCheck, QuaternionNormalization) {
  const MobilizerParameters params;
  const Eigen::Vector4d q_unit =
      Eigen::Vector4d(0.5, -0.3, 0.7, 0.2).normalized();
  double q[7], q_scaled[7];
  for (int i = 0; i < 4; ++i) {
    q[i] = q_unit(i);
    q_scaled[i] = 2.5 * q_unit(i);
  }
  q[4] = q_scaled[4] = 0.1;
  q[5] = q_scaled[5] = 0.2;
  q[6] = q_scaled[6] = 0.3;
  EXPECT_TRUE(NearlyEqual(
      QuaternionFloatingKernel::CalcX_FM(params, q).GetAsMatrix34(),
      QuaternionFloatingKernel::CalcX_FM(params, q_scaled).GetAsMatrix34(),
      kExactTolerance));

  const double v[6] = {0.3, -1.1, 0.8, 1.0, 2.0, 3.0};
  double qdot[7], qdot_scaled[7];
  QuaternionFloatingKernel::MapVelocityToQDot(params, q, v, qdot);
  QuaternionFloatingKernel::MapVelocityToQDot(params, q_scaled, v, qdot_scaled);
  const Eigen::Map<const Eigen::Vector4d> quaternion_rate(qdot);
  EXPECT_NEAR(quaternion_rate.dot(q_unit), 0.0, kExactTolerance);
  EXPECT_NEAR(Eigen::Map<const Eigen::Vector4d>(qdot_scaled).dot(q_unit), 0.0,
              kExactTolerance);

  // ½·[0; w]⊗q computed with Eigen's quaternion product.
  const Eigen::Quaterniond w_quaternion(0.0, v[0], v[1], v[2]);
  const Eigen::Quaterniond q_eigen(q[0], q[1], q[2], q[3]);
  const Eigen::Quaterniond product = w_quaternion * q_eigen;
  EXPECT_TRUE(NearlyEqual(
      quaternion_rate,
      Eigen::Vector4d(product.w(), product.x(), product.y(), product.z()) / 2,
      kExactTolerance));
  EXPECT_TRUE(NearlyEqual(Eigen::Vector3d(qdot[4], qdot[5], qdot[6]),
                          Eigen::Vector3d(1.0, 2.0, 3.0), 0.0));

  // The rescaled state's rate maps back to the same v.
  double v_back[6];
  QuaternionFloatingKernel::MapQDotToVelocity(params, q_scaled, qdot_scaled,
                                              v_back);
  EXPECT_TRUE(NearlyEqual(Eigen::Map<const Vector6<double>>(v_back),
                          Eigen::Map<const Vector6<double>>(v),
                          kExactTolerance));

  // A rate along q changes only |q|: no angular velocity.
  double qdot_radial[7] = {0, 0, 0, 0, 0, 0, 0};
  for (int i = 0; i < 4; ++i) qdot_radial[i] = 0.7 * q_scaled[i];
  double v_radial[6];
  QuaternionFloatingKernel::MapQDotToVelocity(params, q_scaled, qdot_radial,
                                              v_radial);
  EXPECT_TRUE(NearlyEqual(Eigen::Map<const Vector6<double>>(v_radial),
                          Vector6<double>::Zero(), kExactTolerance));

  // The ball kernel uses the same quaternion maps.
  double qdot_ball[4];
  BallQuaternionKernel::MapVelocityToQDot(params, q, v, qdot_ball);
  EXPECT_TRUE(NearlyEqual(Eigen::Map<const Eigen::Vector4d>(qdot_ball),
                          quaternion_rate, 0.0));
}

// N(q) of the roll-pitch-yaw kinds is singular at cos(pitch) = 0: the maps
// that need it throw std::runtime_error naming the kind and the pitch, while
// N⁺ (angle rates to angular velocity) stays defined.
GTEST_TEST(MobilizerKernelSpotCheck, RpyGimbalLockThrows) {
  using ::testing::AllOf;
  using ::testing::HasSubstr;
  const MobilizerParameters params;
  const double pitch = kPi / 2;
  const double q[6] = {0.2, pitch, -0.4, 0, 0, 0};
  const double v[6] = {1, 2, 3, 4, 5, 6};
  double qdot[6];
  const std::string pitch_text = fmt::format("{}", pitch);
  try {
    BallRpyKernel::MapVelocityToQDot(params, q, v, qdot);
    ADD_FAILURE() << "BallRpyKernel::MapVelocityToQDot did not throw";
  } catch (const std::runtime_error& e) {
    EXPECT_THAT(
        e.what(),
        AllOf(HasSubstr("RpyBallMobilizer"), HasSubstr("MapVelocityToQDot"),
              HasSubstr(pitch_text), HasSubstr("gimbal lock")));
  }
  try {
    RpyFloatingKernel::MapVelocityToQDot(params, q, v, qdot);
    ADD_FAILURE() << "RpyFloatingKernel::MapVelocityToQDot did not throw";
  } catch (const std::runtime_error& e) {
    EXPECT_THAT(e.what(),
                AllOf(HasSubstr("RpyFloatingMobilizer"), HasSubstr(pitch_text),
                      HasSubstr("gimbal lock")));
  }
  MatrixXd N(6, 6);
  EXPECT_THROW(RpyFloatingKernel::CalcNMatrix(params, q, N),
               std::runtime_error);
  MatrixXd N3(3, 3);
  EXPECT_THROW(BallRpyKernel::CalcNMatrix(params, q, N3), std::runtime_error);
  // Also with the AutoDiff scalar.
  const VectorX<AutoDiffXd> q_ad =
      math::InitializeAutoDiff(Eigen::Map<const Vector6<double>>(q));
  const VectorX<AutoDiffXd> v_ad =
      Eigen::Map<const Vector6<double>>(v).cast<AutoDiffXd>();
  VectorX<AutoDiffXd> qdot_ad(6);
  EXPECT_THROW(RpyFloatingKernel::MapVelocityToQDot(
                   params, q_ad.data(), v_ad.data(), qdot_ad.data()),
               std::runtime_error);
  // N⁺ is still defined there, and a pitch just outside the tolerance works.
  double v_out[6];
  EXPECT_NO_THROW(RpyFloatingKernel::MapQDotToVelocity(params, q, v, v_out));
  const double q_ok[6] = {0.2, pitch - 0.05, -0.4, 0, 0, 0};
  EXPECT_NO_THROW(RpyFloatingKernel::MapVelocityToQDot(params, q_ok, v, qdot));
}

}  // namespace mobilizer_kernels_test
}  // namespace internal
}  // namespace multibody
}  // namespace drake
