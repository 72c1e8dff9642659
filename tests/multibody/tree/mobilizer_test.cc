// The object view of the compiled tree's mobilizers (internal::Mobilizer and
// the concrete mobilizers): the tree creates one per non-world body at
// Finalize(); each reproduces its kernel's X_FM, V_FM, A_FM; the hinge
// matrix H_FM, the kinematic maps N and N⁺ and the force projection satisfy
// the identities of Drake's Mobilizer documentation (checked with AutoDiff
// derivatives of X_FM); zero states, array views and each joint's documented
// convention are pinned with closed forms; misuse throws with a message.

#include "drake/multibody/tree/mobilizer.h"

#include <cmath>
#include <limits>
#include <memory>
#include <numbers>
#include <random>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "multibody/plant/multibody_plant_test_models.h"
#include "test_utilities/expect_throws_message.h"

#include "drake/common/test_utilities/eigen_matrix_compare.h"
#include "drake/math/autodiff.h"
#include "drake/math/cross_product.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/multibody/tree/ball_quaternion_mobilizer.h"
#include "drake/multibody/tree/curvilinear_mobilizer.h"
#include "drake/multibody/tree/multibody_tree.h"
#include "drake/multibody/tree/planar_mobilizer.h"
#include "drake/multibody/tree/quaternion_floating_mobilizer.h"
#include "drake/multibody/tree/revolute_mobilizer.h"
#include "drake/multibody/tree/rpy_ball_mobilizer.h"
#include "drake/multibody/tree/rpy_floating_mobilizer.h"
#include "drake/multibody/tree/screw_mobilizer.h"
#include "drake/multibody/tree/weld_mobilizer.h"

namespace drake {
namespace multibody {
namespace internal {
namespace mobilizer_test {

using Eigen::MatrixXd;
using Eigen::Vector3d;
using Eigen::VectorXd;
using math::RigidTransformd;
using math::RotationMatrixd;

// The kernels and the mobilizer objects run the same arithmetic; 1e-14
// allows for a different evaluation order after inlining. Identities that
// combine several O(1) quantities use 1e-12 (a few hundred ulps).
constexpr double kSameArithmetic = 1e-14;
constexpr double kIdentity = 1e-12;

// A finalized chain with one joint of every type (the plant tests' model)
// and a context at a random state (unit quaternion, pitch away from ±π/2).
class MobilizerTest : public ::testing::Test {
 protected:
  void SetUp() override {
    plant_ = test::MakeEveryJointChain();
    plant_->Finalize();
    context_ = plant_->CreateDefaultContext();
    std::mt19937 generator(1234);
    std::uniform_real_distribution<double> uniform(-1.0, 1.0);
    VectorXd q(plant_->num_positions());
    for (int i = 0; i < q.size(); ++i) q[i] = uniform(generator);
    for (const Mobod& node : tree().mobods()) {
      if (node.kind == MobilizerKind::kQuaternionFloating ||
          node.kind == MobilizerKind::kBallQuaternion) {
        q.segment<4>(node.q_start).normalize();
      }
    }
    VectorXd v(plant_->num_velocities());
    for (int i = 0; i < v.size(); ++i) v[i] = uniform(generator);
    plant_->SetPositions(context_.get(), q);
    plant_->SetVelocities(context_.get(), v);
    q_ = q;
    v_ = v;
    vdot_ = VectorXd(v.size());
    for (int i = 0; i < v.size(); ++i) vdot_[i] = uniform(generator);
  }

  const MultibodyTree<double>& tree() const { return plant_->internal_tree(); }
  const Mobilizer<double>& mobilizer_of(int mobod) const {
    return tree().get_mobilizer(MobilizerIndex(mobod - 1));
  }

  std::unique_ptr<MultibodyPlant<double>> plant_;
  std::unique_ptr<systems::Context<double>> context_;
  VectorXd q_, v_, vdot_;
};

// One mobilizer per body but the world, in depth-first node order, with the
// node's frames, bodies, sizes and offsets.
TEST_F(MobilizerTest, CountsAndTopology) {
  ASSERT_EQ(tree().num_mobilizers(), plant_->num_bodies() - 1);
  for (int m = 1; m < tree().num_mobods(); ++m) {
    const Mobod& node = tree().mobod(MobodIndex(m));
    const Mobilizer<double>& mobilizer = mobilizer_of(m);
    const MobilizerTopology& topology = mobilizer.get_topology();
    EXPECT_EQ(mobilizer.index(), MobilizerIndex(m - 1));
    EXPECT_EQ(topology.index, MobilizerIndex(m - 1));
    EXPECT_EQ(topology.body_node, MobodIndex(m));
    EXPECT_EQ(mobilizer.type_name(), MobilizerKindName(node.kind));
    EXPECT_EQ(mobilizer.num_positions(), node.nq);
    EXPECT_EQ(mobilizer.num_velocities(), node.nv);
    EXPECT_EQ(mobilizer.position_start_in_q(), node.q_start);
    EXPECT_EQ(mobilizer.velocity_start_in_v(), node.v_start);
    EXPECT_EQ(topology.velocities_start,
              plant_->num_positions() + node.v_start);
    EXPECT_EQ(mobilizer.outboard_body().index(), node.body);
    EXPECT_EQ(mobilizer.inboard_body().index(),
              tree().mobod(MobodIndex(node.parent)).body);
    EXPECT_EQ(topology.inboard_frame, mobilizer.inboard_frame().index());
    EXPECT_EQ(topology.outboard_frame, mobilizer.outboard_frame().index());
    const Joint<double>& joint = plant_->get_joint(node.joint);
    EXPECT_EQ(&mobilizer.inboard_frame(), &joint.frame_on_parent());
    EXPECT_EQ(&mobilizer.outboard_frame(), &joint.frame_on_child());
  }
  // Every kind of the chain, including the floating base added as a joint.
  EXPECT_NE(dynamic_cast<const QuaternionFloatingMobilizer<double>*>(
                &mobilizer_of(1)),
            nullptr);
}

// X_FM, V_FM, A_FM and τ from the object API equal the kernel's for the same
// q, v, v̇ (the weld's X_FM is its fixed pose, which the compiled tree folds
// into X_PF instead).
TEST_F(MobilizerTest, ObjectApiMatchesKernels) {
  std::mt19937 generator(7);
  std::uniform_real_distribution<double> uniform(-1.0, 1.0);
  for (int m = 1; m < tree().num_mobods(); ++m) {
    const Mobod& node = tree().mobod(MobodIndex(m));
    const Mobilizer<double>& mobilizer = mobilizer_of(m);
    SCOPED_TRACE(mobilizer.type_name());
    const double* q = q_.data() + node.q_start;
    const double* v = v_.data() + node.v_start;
    const VectorXd vdot_B = vdot_.segment(node.v_start, node.nv);
    const VectorXd v_B = v_.segment(node.v_start, node.nv);
    Vector6<double> F;
    for (int i = 0; i < 6; ++i) F[i] = uniform(generator);
    const SpatialForce<double> F_Mo_F(F);
    VisitMobilizerKernel(node.kind, [&](auto kernel) {
      using Kernel = decltype(kernel);
      RigidTransformd X_FM_expected = Kernel::CalcX_FM(node.params, q);
      if (node.kind == MobilizerKind::kWeld) {
        X_FM_expected = plant_->get_joint(node.joint).weld_X_FM();
      }
      EXPECT_TRUE(
          mobilizer.CalcAcrossMobilizerTransform(*context_).IsNearlyEqualTo(
              X_FM_expected, kSameArithmetic));
      const SpatialVelocity<double> V_expected =
          Kernel::CalcV_FM(node.params, q, v);
      EXPECT_TRUE(mobilizer.CalcAcrossMobilizerSpatialVelocity(*context_, v_B)
                      .IsApprox(V_expected, kSameArithmetic));
      const SpatialAcceleration<double> A_expected =
          Kernel::CalcA_FM(node.params, q, v, vdot_B.data());
      EXPECT_TRUE(
          mobilizer.CalcAcrossMobilizerSpatialAcceleration(*context_, vdot_B)
              .IsApprox(A_expected, kSameArithmetic));
      VectorXd tau(node.nv), tau_expected(node.nv);
      mobilizer.ProjectSpatialForce(*context_, F_Mo_F, tau);
      Kernel::ProjectSpatialForce(node.params, q, F_Mo_F, tau_expected.data());
      EXPECT_TRUE(tau.isApprox(tau_expected, kSameArithmetic) || node.nv == 0);
    });
  }
}

// Hv_FM = (∂p_FM/∂q)·N(q) and [Hwₖ]×·R_FM = Σᵢ (∂R_FM/∂qᵢ)·N(i, k), with the
// partials of X_FM(q) from the AutoDiff plant's mobilizers (so the scalar-
// converted plant has mobilizers too) and H's columns from the double
// mobilizers' V_FM for unit velocities.
TEST_F(MobilizerTest, HingeMatrixIsTheDerivativeOfX_FM) {
  const auto plant_ad = systems::System<double>::ToAutoDiffXd(*plant_);
  const MultibodyTree<AutoDiffXd>& tree_ad = plant_ad->internal_tree();
  ASSERT_EQ(tree_ad.num_mobilizers(), tree().num_mobilizers());
  auto context_ad = plant_ad->CreateDefaultContext();
  const VectorX<AutoDiffXd> q_ad = math::InitializeAutoDiff(q_);
  plant_ad->SetPositions(context_ad.get(), q_ad);
  for (int m = 1; m < tree().num_mobods(); ++m) {
    const Mobod& node = tree().mobod(MobodIndex(m));
    const Mobilizer<double>& mobilizer = mobilizer_of(m);
    const Mobilizer<AutoDiffXd>& mobilizer_ad =
        tree_ad.get_mobilizer(MobilizerIndex(m - 1));
    SCOPED_TRACE(mobilizer.type_name());
    ASSERT_EQ(mobilizer_ad.type_name(), mobilizer.type_name());
    const int nq = node.nq, nv = node.nv;
    if (nv == 0) continue;
    const math::RigidTransform<AutoDiffXd> X_FM_ad =
        mobilizer_ad.CalcAcrossMobilizerTransform(*context_ad);
    // ∂p/∂q (3 × nq) and ∂R/∂qᵢ (3 × 3 each) for this mobilizer's q.
    MatrixXd dp_dq(3, nq);
    std::vector<Eigen::Matrix3d> dR_dq(nq);
    for (int i = 0; i < nq; ++i) {
      const int qi = node.q_start + i;
      for (int r = 0; r < 3; ++r) {
        const auto& derivs = X_FM_ad.translation()[r].derivatives();
        dp_dq(r, i) = derivs.size() > 0 ? derivs[qi] : 0.0;
        for (int c = 0; c < 3; ++c) {
          const auto& d = X_FM_ad.rotation().matrix()(r, c).derivatives();
          dR_dq[i](r, c) = d.size() > 0 ? d[qi] : 0.0;
        }
      }
    }
    MatrixXd N(nq, nv);
    mobilizer.CalcNMatrix(*context_, &N);
    const Eigen::Matrix3d R_FM =
        mobilizer.CalcAcrossMobilizerTransform(*context_).rotation().matrix();
    VectorXd e = VectorXd::Zero(nv);
    for (int k = 0; k < nv; ++k) {
      e[k] = 1;
      const SpatialVelocity<double> H_k =
          mobilizer.CalcAcrossMobilizerSpatialVelocity(*context_, e);
      e[k] = 0;
      const Vector3d Hv_expected = dp_dq * N.col(k);
      EXPECT_TRUE(CompareMatrices(H_k.translational(), Hv_expected, kIdentity))
          << "column " << k;
      Eigen::Matrix3d dR = Eigen::Matrix3d::Zero();
      for (int i = 0; i < nq; ++i) dR += dR_dq[i] * N(i, k);
      const Eigen::Matrix3d Hw_R =
          math::VectorToSkewSymmetric(H_k.rotational()) * R_FM;
      EXPECT_TRUE(CompareMatrices(Hw_R, dR, kIdentity)) << "column " << k;
    }
  }
}

// The power identity (H_FMᵀ·F)·v = Fᵀ·(H_FM·v) for random F and v.
TEST_F(MobilizerTest, PowerIdentity) {
  std::mt19937 generator(11);
  std::uniform_real_distribution<double> uniform(-2.0, 2.0);
  for (int m = 1; m < tree().num_mobods(); ++m) {
    const Mobilizer<double>& mobilizer = mobilizer_of(m);
    SCOPED_TRACE(mobilizer.type_name());
    const int nv = mobilizer.num_velocities();
    for (int trial = 0; trial < 5; ++trial) {
      Vector6<double> F;
      for (int i = 0; i < 6; ++i) F[i] = uniform(generator);
      VectorXd v(nv);
      for (int i = 0; i < nv; ++i) v[i] = uniform(generator);
      VectorXd tau(nv);
      mobilizer.ProjectSpatialForce(*context_, SpatialForce<double>(F), tau);
      const double power_generalized = tau.dot(v);
      const double power_spatial =
          F.dot(mobilizer.CalcAcrossMobilizerSpatialVelocity(*context_, v)
                    .get_coeffs());
      EXPECT_NEAR(power_generalized, power_spatial, kIdentity);
    }
  }
}

// q̇ = N·v for valid q̇ (in N's range) maps back to v through N⁺, and the
// operator forms equal the matrices.
TEST_F(MobilizerTest, KinematicMapsRoundTrip) {
  for (int m = 1; m < tree().num_mobods(); ++m) {
    const Mobilizer<double>& mobilizer = mobilizer_of(m);
    SCOPED_TRACE(mobilizer.type_name());
    const int nq = mobilizer.num_positions();
    const int nv = mobilizer.num_velocities();
    MatrixXd N(nq, nv), Nplus(nv, nq);
    mobilizer.CalcNMatrix(*context_, &N);
    mobilizer.CalcNplusMatrix(*context_, &Nplus);
    const VectorXd v_B = v_.segment(mobilizer.velocity_start_in_v(), nv);
    VectorXd qdot(nq);
    mobilizer.MapVelocityToQDot(*context_, v_B, &qdot);
    EXPECT_TRUE(CompareMatrices(qdot, N * v_B, kIdentity));
    VectorXd v_back(nv);
    mobilizer.MapQDotToVelocity(*context_, qdot, &v_back);
    EXPECT_TRUE(CompareMatrices(v_back, v_B, kIdentity));
    EXPECT_TRUE(CompareMatrices(Nplus * qdot, v_B, kIdentity));
    EXPECT_TRUE(CompareMatrices(N * (Nplus * qdot), qdot, kIdentity));
    EXPECT_TRUE(
        CompareMatrices(Nplus * N, MatrixXd::Identity(nv, nv), kIdentity));
  }
}

// set_zero_configuration() writes the documented zero (quaternions
// [1, 0, 0, 0], everything else 0, v = 0) for its own entries only, and
// X_FM is then the identity (the weld's is its fixed pose).
TEST_F(MobilizerTest, ZeroState) {
  for (int m = 1; m < tree().num_mobods(); ++m) {
    const Mobilizer<double>& mobilizer = mobilizer_of(m);
    SCOPED_TRACE(mobilizer.type_name());
    auto context = plant_->CreateDefaultContext();
    plant_->SetPositions(context.get(), q_);
    plant_->SetVelocities(context.get(), v_);
    mobilizer.set_zero_configuration(context.get());
    const VectorXd q = plant_->GetPositions(*context);
    const VectorXd v = plant_->GetVelocities(*context);
    const int q0 = mobilizer.position_start_in_q();
    const int v0 = mobilizer.velocity_start_in_v();
    const int nq = mobilizer.num_positions();
    const int nv = mobilizer.num_velocities();
    VectorXd q_expected = q_;
    VectorXd v_expected = v_;
    q_expected.segment(q0, nq).setZero();
    v_expected.segment(v0, nv).setZero();
    if (mobilizer.type_name() == "QuaternionFloatingMobilizer") {
      q_expected[q0] = 1;
    }
    EXPECT_EQ(q, q_expected);
    EXPECT_EQ(v, v_expected);
    RigidTransformd X_FM_expected;
    if (const auto* weld =
            dynamic_cast<const WeldMobilizer<double>*>(&mobilizer)) {
      X_FM_expected = weld->X_FM();
    }
    // A curvilinear mobilizer's s = 0 is its path's start, not F.
    if (const auto* curvilinear =
            dynamic_cast<const CurvilinearMobilizer<double>*>(&mobilizer)) {
      X_FM_expected = curvilinear->path().break_poses[0];
    }
    EXPECT_TRUE(
        mobilizer.CalcAcrossMobilizerTransform(*context).IsNearlyEqualTo(
            X_FM_expected, 1e-15));
  }
  // The quaternion floating base: q = [1, 0, 0, 0, 0, 0, 0].
  auto context = plant_->CreateDefaultContext();
  plant_->SetPositions(context.get(), q_);
  mobilizer_of(1).set_zero_configuration(context.get());
  Eigen::Matrix<double, 7, 1> expected;
  expected << 1, 0, 0, 0, 0, 0, 0;
  EXPECT_EQ(VectorXd(plant_->GetPositions(*context).head<7>()), expected);
}

// The array views select this mobilizer's entries of whole-model arrays.
TEST_F(MobilizerTest, ArrayViews) {
  const int nq = plant_->num_positions();
  const int nv = plant_->num_velocities();
  const VectorXd q_array = VectorXd::LinSpaced(nq, 0, nq - 1);
  const VectorXd v_array = VectorXd::LinSpaced(nv, 100, 100 + nv - 1);
  for (int m = 1; m < tree().num_mobods(); ++m) {
    const Mobilizer<double>& mobilizer = mobilizer_of(m);
    SCOPED_TRACE(mobilizer.type_name());
    const int q0 = mobilizer.position_start_in_q();
    const int v0 = mobilizer.velocity_start_in_v();
    const int mq = mobilizer.num_positions();
    const int mv = mobilizer.num_velocities();
    EXPECT_EQ(VectorXd(mobilizer.get_positions_from_array(q_array)),
              VectorXd::LinSpaced(mq, q0, q0 + mq - 1));
    EXPECT_EQ(VectorXd(mobilizer.get_velocities_from_array(v_array)),
              VectorXd(v_array.segment(v0, mv)));
    EXPECT_EQ(VectorXd(mobilizer.get_accelerations_from_array(v_array)),
              VectorXd(v_array.segment(v0, mv)));
    EXPECT_EQ(VectorXd(mobilizer.get_generalized_forces_from_array(v_array)),
              VectorXd(v_array.segment(v0, mv)));
    // Writes land at the right offsets and nowhere else.
    VectorXd q_out = VectorXd::Zero(nq);
    mobilizer.get_mutable_positions_from_array(&q_out).setConstant(-1);
    VectorXd q_expected = VectorXd::Zero(nq);
    q_expected.segment(q0, mq).setConstant(-1);
    EXPECT_EQ(q_out, q_expected);
    for (int which = 0; which < 3; ++which) {
      VectorXd out = VectorXd::Zero(nv);
      auto view =
          which == 0 ? mobilizer.get_mutable_velocities_from_array(&out)
          : which == 1
              ? mobilizer.get_mutable_accelerations_from_array(&out)
              : mobilizer.get_mutable_generalized_forces_from_array(&out);
      view.setConstant(2);
      VectorXd expected = VectorXd::Zero(nv);
      expected.segment(v0, mv).setConstant(2);
      EXPECT_EQ(out, expected);
    }
  }
  DRAKE_EXPECT_THROWS_MESSAGE(
      mobilizer_of(2).get_positions_from_array(VectorXd::Zero(nq + 1)),
      "RevoluteMobilizer::get_positions_from_array\\(\\): the array has size "
      ".*, but .* was expected.");
  VectorXd too_short = VectorXd::Zero(nv - 1);
  DRAKE_EXPECT_THROWS_MESSAGE(
      mobilizer_of(2).get_mutable_generalized_forces_from_array(&too_short),
      "RevoluteMobilizer::get_mutable_generalized_forces_from_array\\(\\): "
      "the array has size .*");
}

// Finds the mobilizer of the joint named `name`.
const Mobilizer<double>& MobilizerOfJoint(const MultibodyPlant<double>& plant,
                                          const std::string& name) {
  const auto& tree = plant.internal_tree();
  const MobodIndex m = tree.joint_mobod(plant.GetJointByName(name).index());
  return tree.get_mobilizer(MobilizerIndex(m - 1));
}

// Sets the positions of the joint named `name` (others untouched).
void SetJointPositions(const MultibodyPlant<double>& plant,
                       const std::string& name, const VectorXd& q_joint,
                       systems::Context<double>* context) {
  VectorXd q = plant.GetPositions(*context);
  const Joint<double>& joint = plant.GetJointByName(name);
  q.segment(joint.position_start(), joint.num_positions()) = q_joint;
  plant.SetPositions(context, q);
}

// Screw (Drake's ScrewJoint): one full turn θ = 2π advances M by exactly
// `screw_pitch` along the axis with R_FM = I; half a turn advances pitch/2
// and rotates by π about the axis; H_FM = [â; â·pitch/(2π)].
TEST_F(MobilizerTest, ScrewConvention) {
  const auto& screw = dynamic_cast<const ScrewMobilizer<double>&>(
      MobilizerOfJoint(*plant_, "j_screw"));
  const Vector3d axis = screw.screw_axis();
  EXPECT_NEAR(axis.norm(), 1.0, 1e-15);
  EXPECT_TRUE(
      CompareMatrices(axis, Vector3d(0.2, 0.3, 1.0).normalized(), 1e-15));
  EXPECT_EQ(screw.screw_pitch(), 0.05);
  const double pi = std::numbers::pi;
  SetJointPositions(*plant_, "j_screw", Vector1d(2 * pi), context_.get());
  const RigidTransformd X_FM = screw.CalcAcrossMobilizerTransform(*context_);
  // 2π rad, pitch 0.05 m/rev: sin(π) ≈ 1.2e-16 leaves R within 1e-15 of I.
  EXPECT_TRUE(CompareMatrices(X_FM.translation(), 0.05 * axis, 1e-15));
  EXPECT_TRUE(X_FM.rotation().IsNearlyEqualTo(RotationMatrixd(), 1e-15));
  SetJointPositions(*plant_, "j_screw", Vector1d(pi), context_.get());
  const RigidTransformd X_FM_half =
      screw.CalcAcrossMobilizerTransform(*context_);
  EXPECT_TRUE(CompareMatrices(X_FM_half.translation(), 0.025 * axis, 1e-15));
  // A rotation by π about â is 2ââᵀ − I.
  const Eigen::Matrix3d R_half =
      2 * axis * axis.transpose() - Eigen::Matrix3d::Identity();
  EXPECT_TRUE(CompareMatrices(X_FM_half.rotation().matrix(), R_half, 1e-15));
  const SpatialVelocity<double> H =
      screw.CalcAcrossMobilizerSpatialVelocity(*context_, Vector1d(1.0));
  EXPECT_TRUE(CompareMatrices(H.rotational(), axis, 1e-15));
  EXPECT_TRUE(
      CompareMatrices(H.translational(), axis * 0.05 / (2 * pi), 1e-17));
}

// Planar (Drake's PlanarJoint): q = [x, y, θ] with p_FoMo_F = [x, y, 0] and
// R_FM = Rz(θ); v = [ẋ, ẏ, θ̇] with the translation rates measured and
// expressed in F whatever θ is.
TEST_F(MobilizerTest, PlanarConvention) {
  const Mobilizer<double>& planar = MobilizerOfJoint(*plant_, "j_planar");
  EXPECT_NE(dynamic_cast<const PlanarMobilizer<double>*>(&planar), nullptr);
  SetJointPositions(*plant_, "j_planar", Vector3d(0.3, -0.2, 1.1),
                    context_.get());
  const RigidTransformd X_FM = planar.CalcAcrossMobilizerTransform(*context_);
  EXPECT_TRUE(
      X_FM.IsNearlyEqualTo(RigidTransformd(RotationMatrixd::MakeZRotation(1.1),
                                           Vector3d(0.3, -0.2, 0.0)),
                           1e-15));
  const SpatialVelocity<double> V = planar.CalcAcrossMobilizerSpatialVelocity(
      *context_, Vector3d(0.5, -0.7, 2.0));
  EXPECT_TRUE(CompareMatrices(V.rotational(), Vector3d(0, 0, 2.0), 0.0));
  EXPECT_TRUE(CompareMatrices(V.translational(), Vector3d(0.5, -0.7, 0), 0.0));
}

// Ball with roll-pitch-yaw angles (Drake's BallRpyJoint, RpyBallMobilizer):
// R_FM = Rz(y)·Ry(p)·Rx(r) and v = w_FM expressed in F. With yaw = π/2, an
// angular velocity about Fx is a pitch rate of −1: q̇ = N·v = [0, −1, 0].
TEST_F(MobilizerTest, RpyBallConvention) {
  const Mobilizer<double>& ball = MobilizerOfJoint(*plant_, "j_ball");
  EXPECT_NE(dynamic_cast<const RpyBallMobilizer<double>*>(&ball), nullptr);
  const double pi = std::numbers::pi;
  SetJointPositions(*plant_, "j_ball", Vector3d(0.0, 0.4, pi / 2),
                    context_.get());
  EXPECT_TRUE(
      ball.CalcAcrossMobilizerTransform(*context_).rotation().IsNearlyEqualTo(
          RotationMatrixd::MakeZRotation(pi / 2) *
              RotationMatrixd::MakeYRotation(0.4),
          1e-15));
  Vector3d qdot;
  ball.MapVelocityToQDot(*context_, Vector3d(1, 0, 0), &qdot);
  // cos(π/2) ≈ 6e-17 enters the rates; 1e-15 is far above it.
  EXPECT_TRUE(CompareMatrices(qdot, Vector3d(0, -1, 0), 1e-15));
  const SpatialVelocity<double> V =
      ball.CalcAcrossMobilizerSpatialVelocity(*context_, Vector3d(1, 2, 3));
  EXPECT_TRUE(CompareMatrices(V.rotational(), Vector3d(1, 2, 3), 0.0));
  EXPECT_TRUE(CompareMatrices(V.translational(), Vector3d::Zero(), 0.0));
}

// Floating joints: v = [w_FM_F; v_FM_F]. The translation rates are the
// velocity of Mo in F expressed in F (q̇ translational = v translational)
// whatever the orientation; the rpy angles follow the rpy ball's N.
TEST_F(MobilizerTest, FloatingConventions) {
  const Mobilizer<double>& rpy_free = MobilizerOfJoint(*plant_, "j_rpyfree");
  EXPECT_NE(dynamic_cast<const RpyFloatingMobilizer<double>*>(&rpy_free),
            nullptr);
  Vector6<double> q_rpy;
  q_rpy << 0.3, -0.5, 0.9, 1.0, 2.0, 3.0;
  SetJointPositions(*plant_, "j_rpyfree", q_rpy, context_.get());
  const RigidTransformd X_FM = rpy_free.CalcAcrossMobilizerTransform(*context_);
  EXPECT_TRUE(
      X_FM.IsNearlyEqualTo(RigidTransformd(math::RollPitchYawd(0.3, -0.5, 0.9),
                                           Vector3d(1.0, 2.0, 3.0)),
                           1e-15));
  Vector6<double> v;
  v << 0.1, -0.2, 0.3, 4.0, 5.0, 6.0;
  VectorXd qdot(6);
  rpy_free.MapVelocityToQDot(*context_, v, &qdot);
  EXPECT_TRUE(CompareMatrices(qdot.tail<3>(), Vector3d(4, 5, 6), 0.0));
  const SpatialVelocity<double> V =
      rpy_free.CalcAcrossMobilizerSpatialVelocity(*context_, v);
  EXPECT_TRUE(CompareMatrices(V.get_coeffs(), v, 0.0));

  const Mobilizer<double>& quat_free = mobilizer_of(1);
  Eigen::Matrix<double, 7, 1> q_quat;
  const Eigen::Quaterniond quaternion(
      RotationMatrixd::MakeXRotation(0.7).matrix());
  q_quat << quaternion.w(), quaternion.x(), quaternion.y(), quaternion.z(), 1,
      2, 3;
  SetJointPositions(*plant_, "j_free", q_quat, context_.get());
  EXPECT_TRUE(quat_free.CalcAcrossMobilizerTransform(*context_).IsNearlyEqualTo(
      RigidTransformd(RotationMatrixd::MakeXRotation(0.7), Vector3d(1, 2, 3)),
      1e-15));
  VectorXd qdot7(7);
  quat_free.MapVelocityToQDot(*context_, v, &qdot7);
  EXPECT_TRUE(CompareMatrices(qdot7.tail<3>(), Vector3d(4, 5, 6), 0.0));
  // A rotation about Fx (the axis of R_FM) changes the quaternion along
  // its vector part: q̇ = ½·[0; w]⊗q with w = [1, 0, 0].
  quat_free.MapVelocityToQDot(
      *context_, (Vector6<double>() << 1, 0, 0, 0, 0, 0).finished(), &qdot7);
  const double c = std::cos(0.35), s = std::sin(0.35);
  EXPECT_TRUE(CompareMatrices(qdot7.head<4>(),
                              Eigen::Vector4d(-s / 2, c / 2, 0, 0), 1e-15));
}

// BallQuaternionMobilizer has no joint class yet: its fast API (the same
// kernel as the compiled tree) is checked directly; the context methods of
// a mobilizer no tree owns throw.
TEST_F(MobilizerTest, BallQuaternionStandalone) {
  const BallQuaternionMobilizer<double> ball(
      plant_->GetBodyByName("b1").body_frame(),
      plant_->GetBodyByName("b2").body_frame());
  EXPECT_EQ(ball.num_positions(), 4);
  EXPECT_EQ(ball.num_velocities(), 3);
  EXPECT_EQ(ball.type_name(), "BallQuaternionMobilizer");
  EXPECT_FALSE(ball.index().is_valid());
  const Eigen::Quaterniond quaternion(
      RotationMatrixd(math::RollPitchYawd(0.2, 0.3, 0.4)).matrix());
  const Eigen::Vector4d q(quaternion.w(), quaternion.x(), quaternion.y(),
                          quaternion.z());
  EXPECT_TRUE(ball.calc_X_FM(q.data()).IsNearlyEqualTo(
      RigidTransformd(math::RollPitchYawd(0.2, 0.3, 0.4), Vector3d::Zero()),
      1e-15));
  const Vector3d w(0.5, -1.0, 2.0);
  const SpatialVelocity<double> V = ball.calc_V_FM(q.data(), w.data());
  EXPECT_TRUE(CompareMatrices(V.rotational(), w, 0.0));
  EXPECT_TRUE(CompareMatrices(V.translational(), Vector3d::Zero(), 0.0));
  Vector3d tau;
  ball.calc_tau(q.data(), SpatialForce<double>(w, Vector3d(7, 8, 9)),
                tau.data());
  EXPECT_TRUE(CompareMatrices(tau, w, 0.0));
  DRAKE_EXPECT_THROWS_MESSAGE(
      ball.CalcAcrossMobilizerTransform(*context_),
      "BallQuaternionMobilizer::CalcAcrossMobilizerTransform\\(\\): this "
      "mobilizer \\(inboard frame 'b1', outboard frame 'b2'\\) belongs to no "
      "MultibodyTree.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      ball.position_start_in_q(),
      "BallQuaternionMobilizer::position_start_in_q\\(\\): this mobilizer .* "
      "belongs to no MultibodyTree.*");
}

// The mobilizers of the scalar-converted plant exist and compute the same
// values.
TEST_F(MobilizerTest, ScalarConversionKeepsMobilizers) {
  const auto plant_ad = systems::System<double>::ToAutoDiffXd(*plant_);
  auto context_ad = plant_ad->CreateDefaultContext();
  plant_ad->SetPositions(context_ad.get(), q_.cast<AutoDiffXd>());
  const MultibodyTree<AutoDiffXd>& tree_ad = plant_ad->internal_tree();
  ASSERT_EQ(tree_ad.num_mobilizers(), tree().num_mobilizers());
  for (int i = 0; i < tree().num_mobilizers(); ++i) {
    const Mobilizer<double>& mobilizer =
        tree().get_mobilizer(MobilizerIndex(i));
    const Mobilizer<AutoDiffXd>& mobilizer_ad =
        tree_ad.get_mobilizer(MobilizerIndex(i));
    EXPECT_EQ(mobilizer_ad.type_name(), mobilizer.type_name());
    EXPECT_EQ(mobilizer_ad.position_start_in_q(),
              mobilizer.position_start_in_q());
    const math::RigidTransform<double> X_FM =
        mobilizer.CalcAcrossMobilizerTransform(*context_);
    const math::RigidTransform<AutoDiffXd> X_FM_ad =
        mobilizer_ad.CalcAcrossMobilizerTransform(*context_ad);
    EXPECT_TRUE(CompareMatrices(math::ExtractValue(X_FM_ad.GetAsMatrix34()),
                                X_FM.GetAsMatrix34(), kSameArithmetic));
  }
}

TEST_F(MobilizerTest, Errors) {
  const Frame<double>& frame = plant_->GetBodyByName("b3").body_frame();
  DRAKE_EXPECT_THROWS_MESSAGE(
      RevoluteMobilizer<double>(frame, frame, Vector3d::UnitZ()),
      "Mobilizer: the inboard and outboard frames must be different frames, "
      "but both are the frame 'b3'.");
  DRAKE_EXPECT_THROWS_MESSAGE(QuaternionFloatingMobilizer<double>(frame, frame),
                              ".*both are the frame 'b3'.");
  const Frame<double>& other = plant_->GetBodyByName("b4").body_frame();
  DRAKE_EXPECT_THROWS_MESSAGE(
      RevoluteMobilizer<double>(frame, other, Vector3d::Zero()),
      "RevoluteMobilizer: the axis \\[0, 0, 0\\] must be a non-zero, finite "
      "vector.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      ScrewMobilizer<double>(frame, other, Vector3d::UnitZ(),
                             std::numeric_limits<double>::infinity()),
      "ScrewMobilizer: the screw pitch must be finite \\(got inf\\).");
  const int n = tree().num_mobilizers();
  DRAKE_EXPECT_THROWS_MESSAGE(
      tree().get_mobilizer(MobilizerIndex(n)),
      fmt::format("get_mobilizer\\(\\): the mobilizer index {} is out of "
                  "range; this tree has {} mobilizers.",
                  n, n));
  DRAKE_EXPECT_THROWS_MESSAGE(
      tree().get_mobilizer(MobilizerIndex()),
      "get_mobilizer\\(\\): the mobilizer index .* is invalid; this tree has "
      ".* mobilizers.");
  MultibodyPlant<double> unfinalized(0.0);
  DRAKE_EXPECT_THROWS_MESSAGE(
      unfinalized.internal_tree().get_mobilizer(MobilizerIndex(0)),
      "get_mobilizer\\(\\): the mobilizer index 0 is out of range; this tree "
      "has 0 mobilizers \\(mobilizers are created at Finalize\\(\\)\\).");
  // Sizes.
  const Mobilizer<double>& revolute = mobilizer_of(2);
  DRAKE_EXPECT_THROWS_MESSAGE(
      revolute.CalcAcrossMobilizerSpatialVelocity(*context_, Vector3d::Zero()),
      "RevoluteMobilizer::CalcAcrossMobilizerSpatialVelocity\\(\\): v has "
      "size 3, but 1 was expected.");
  MatrixXd N(2, 2);
  DRAKE_EXPECT_THROWS_MESSAGE(
      revolute.CalcNMatrix(*context_, &N),
      "RevoluteMobilizer::CalcNMatrix\\(\\): N is 2×2, but nq × nv = 1×1 was "
      "expected.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      revolute.CalcNplusMatrix(*context_, nullptr),
      "RevoluteMobilizer::CalcNplusMatrix\\(\\): the output matrix Nplus is "
      "null.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      revolute.MapVelocityToQDot(*context_, Vector1d(1.0), nullptr),
      "RevoluteMobilizer::MapVelocityToQDot\\(\\): qdot is null.");
  // A context of another plant.
  auto other_plant = test::MakeEveryJointChain();
  other_plant->Finalize();
  auto other_context = other_plant->CreateDefaultContext();
  EXPECT_THROW(revolute.CalcAcrossMobilizerTransform(*other_context),
               std::logic_error);
  // Gimbal lock of the rpy ball surfaces from the kernel, named by Drake's
  // class name.
  SetJointPositions(*plant_, "j_ball", Vector3d(0.0, std::numbers::pi / 2, 0.0),
                    context_.get());
  Vector3d qdot;
  DRAKE_EXPECT_THROWS_MESSAGE(
      MobilizerOfJoint(*plant_, "j_ball")
          .MapVelocityToQDot(*context_, Vector3d(1, 0, 0), &qdot),
      "RpyBallMobilizer::MapVelocityToQDot\\(\\): the pitch angle .* is at or "
      "near gimbal lock.*");
}

}  // namespace mobilizer_test
}  // namespace internal
}  // namespace multibody
}  // namespace drake
