// CurvilinearJoint: a body moving along a planar path of lines and arcs.
// Checked against the path's own kinematics
// (PiecewiseConstantCurvatureTrajectory), closed forms (a bead on a vertical
// circle is a pendulum; viscous damping on a line), finite differences,
// identities between independent algorithms (composite-body vs
// inverse-dynamics mass matrix, ABA vs M⁻¹(τ − Cv + τ_g), J·v vs V), energy
// conservation, AutoDiffXd derivatives, the discrete (SAP) plant with its
// position limits, and the allocation-free hot path.

#include "drake/multibody/tree/curvilinear_joint.h"

#include <cmath>
#include <limits>
#include <memory>
#include <numbers>
#include <random>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"
#include "test_utilities/limit_malloc.h"

#include "drake/common/autodiff.h"
#include "drake/common/test_utilities/eigen_matrix_compare.h"
#include "drake/math/autodiff.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/multibody/tree/curvilinear_mobilizer.h"
#include "drake/multibody/tree/multibody_tree.h"
#include "drake/multibody/tree/revolute_joint.h"
#include "drake/systems/analysis/runge_kutta3_integrator.h"
#include "drake/systems/analysis/simulator.h"

namespace drake {
namespace multibody {
namespace curvilinear_joint_test {

using Eigen::MatrixXd;
using Eigen::Vector3d;
using Eigen::VectorXd;
using math::RigidTransformd;
using math::RollPitchYawd;
using Path = trajectories::PiecewiseConstantCurvatureTrajectory<double>;

constexpr double kPi = std::numbers::pi;
constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kGravity = 9.81;

// ∂x/∂z of AutoDiffXd entries with `n` derivatives each; an entry with
// empty derivatives (independent of z) has a zero row.
MatrixXd Gradient(const VectorX<AutoDiffXd>& x, int n) {
  MatrixXd G = MatrixXd::Zero(x.size(), n);
  for (int i = 0; i < x.size(); ++i) {
    if (x[i].derivatives().size() != 0) G.row(i) = x[i].derivatives();
  }
  return G;
}

// 1 m along x, a counterclockwise quarter circle of radius 1 m, 1 m along y
// (in the x-y plane); L = 2 + π/2 m.
Path MakeLineArcLine() {
  return Path({0, 1, 1 + kPi / 2, 2 + kPi / 2}, {0, 1, 0}, Vector3d::UnitX(),
              Vector3d::UnitZ(), Vector3d::Zero());
}

// A vertical circle of radius R in the world's x-z plane through the origin,
// starting at its bottom heading +x and turning up: p̂ = −y so that
// n̂ = p̂ × t̂ = +z; centre (0, 0, R). Height z(s) = R·(1 − cos(s/R)).
Path MakeVerticalCircle(double R) {
  return Path({0, 2 * kPi * R}, {1 / R}, Vector3d::UnitX(), -Vector3d::UnitY(),
              Vector3d::Zero(), true);
}

TEST(CurvilinearJointTest, ApiAndDefaults) {
  MultibodyPlant<double> plant(0.0);
  const auto& body = plant.AddRigidBody(
      "cart", SpatialInertia<double>::SolidBoxWithMass(1.0, 0.1, 0.1, 0.1));
  const Path path = MakeLineArcLine();
  const CurvilinearJoint<double>& joint = plant.AddJoint<CurvilinearJoint>(
      "track", plant.world_body(), std::nullopt, body, std::nullopt, path, 0.3);
  EXPECT_EQ(joint.type_name(), "curvilinear");
  EXPECT_EQ(std::string(CurvilinearJoint<double>::kTypeName), "curvilinear");
  EXPECT_EQ(joint.num_positions(), 1);
  EXPECT_EQ(joint.num_velocities(), 1);
  EXPECT_TRUE(joint.can_rotate());
  EXPECT_TRUE(joint.can_translate());
  EXPECT_EQ(joint.position_suffix(0), "q");
  EXPECT_EQ(joint.velocity_suffix(0), "v");
  // an aperiodic path is limited to [0, L].
  EXPECT_EQ(joint.position_lower_limit(), 0.0);
  EXPECT_EQ(joint.position_upper_limit(), path.length());
  EXPECT_EQ(joint.velocity_lower_limit(), -kInf);
  EXPECT_EQ(joint.velocity_upper_limit(), kInf);
  EXPECT_EQ(joint.acceleration_lower_limit(), -kInf);
  EXPECT_EQ(joint.acceleration_upper_limit(), kInf);
  EXPECT_EQ(joint.default_damping(), 0.3);
  EXPECT_EQ(joint.get_trajectory().length(), path.length());
  EXPECT_EQ(joint.get_default_distance(), 0.0);
  auto& mutable_joint = plant.GetMutableJointByName<CurvilinearJoint>("track");
  mutable_joint.set_default_damping(0.4);
  mutable_joint.set_default_distance(1.5);
  EXPECT_EQ(joint.default_damping(), 0.4);
  EXPECT_EQ(joint.get_default_distance(), 1.5);
  plant.Finalize();
  EXPECT_EQ(&plant.GetJointByName<CurvilinearJoint>("track"), &joint);

  auto context = plant.CreateDefaultContext();
  EXPECT_EQ(joint.get_distance(*context), 1.5);
  EXPECT_EQ(joint.GetDamping(*context), 0.4);
  joint.set_distance(context.get(), 0.25)
      .set_tangential_velocity(context.get(), -2.0);
  EXPECT_EQ(joint.get_distance(*context), 0.25);
  EXPECT_EQ(joint.get_tangential_velocity(*context), -2.0);
  EXPECT_EQ(plant.GetPositions(*context)[0], 0.25);
  EXPECT_EQ(plant.GetVelocities(*context)[0], -2.0);
  joint.SetDamping(context.get(), 1.25);
  EXPECT_EQ(joint.GetDamping(*context), 1.25);
  EXPECT_TRUE(plant.IsVelocityEqualToQDot());

  // a periodic path has no position limits; explicit limits are kept.
  MultibodyPlant<double> plant2(0.0);
  const auto& body2 = plant2.AddRigidBody(
      "bead", SpatialInertia<double>::SolidSphereWithMass(1.0, 0.05));
  const auto& loop = plant2.AddJoint<CurvilinearJoint>(
      "loop", plant2.world_body(), std::nullopt, body2, std::nullopt,
      MakeVerticalCircle(0.5));
  EXPECT_EQ(loop.position_lower_limit(), -kInf);
  EXPECT_EQ(loop.position_upper_limit(), kInf);
  EXPECT_EQ(loop.default_damping(), 0.0);
  const auto& body3 = plant2.AddRigidBody(
      "bead3", SpatialInertia<double>::SolidSphereWithMass(1.0, 0.05));
  const auto& limited = plant2.AddJoint<CurvilinearJoint>(
      "limited", plant2.world_body(), std::nullopt, body3, std::nullopt, path,
      -0.5, 1.0, 0.1);
  EXPECT_EQ(limited.position_lower_limit(), -0.5);
  EXPECT_EQ(limited.position_upper_limit(), 1.0);
  EXPECT_EQ(limited.default_damping(), 0.1);
}

TEST(CurvilinearJointTest, BadInputThrows) {
  MultibodyPlant<double> plant(0.0);
  const auto& body = plant.AddRigidBody(
      "cart", SpatialInertia<double>::SolidBoxWithMass(1.0, 0.1, 0.1, 0.1));
  const Path path = MakeLineArcLine();
  auto add = [&](auto&&... args) {
    plant.AddJoint<CurvilinearJoint>("bad", plant.world_body(), std::nullopt,
                                     body, std::nullopt, args...);
  };
  DRAKE_EXPECT_THROWS_MESSAGE(add(path, -1.0), ".*bad.*damping.*");
  DRAKE_EXPECT_THROWS_MESSAGE(add(path, 2.0, 1.0, 0.0),
                              ".*bad.*position.*lower.*");
  DRAKE_EXPECT_THROWS_MESSAGE(add(Path(), 0.0),
                              "CurvilinearJoint 'bad': the path is empty.*");
  // a non-planar path never gets this far: the trajectory throws.
  DRAKE_EXPECT_THROWS_MESSAGE(add(Path({0, 1}, {0}, Vector3d(1, 0, 1),
                                       Vector3d::UnitZ(), Vector3d::Zero())),
                              ".*perpendicular to the plane normal.*");

  const auto& joint = plant.AddJoint<CurvilinearJoint>(
      "track", plant.world_body(), std::nullopt, body, std::nullopt, path);
  plant.Finalize();
  auto context = plant.CreateDefaultContext();
  DRAKE_EXPECT_THROWS_MESSAGE(joint.SetDamping(context.get(), -0.1),
                              ".*damping.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      joint.SetPose(context.get(), RigidTransformd()),
      "Joint 'track' \\(curvilinear\\): setting the joint from a pose.*");
}

// The body's pose, spatial velocity and spatial acceleration follow the path
// from a tilted inboard frame F to an offset body frame B: X_WB =
// X_WF·X_FM(s)·X_MB, V and A those of the path shifted rigidly from Mo to
// Bo; A also against central differences of V in time.
TEST(CurvilinearJointTest, KinematicsFollowThePath) {
  MultibodyPlant<double> plant(0.0);
  const auto& body = plant.AddRigidBody(
      "cart", SpatialInertia<double>::SolidBoxWithMass(1.0, 0.1, 0.2, 0.3));
  const RigidTransformd X_WF(RollPitchYawd(0.3, -0.2, 0.5),
                             Vector3d(0.1, 0.2, 0.3));
  const RigidTransformd X_BM(RollPitchYawd(-0.1, 0.4, 0.2),
                             Vector3d(0.05, -0.1, 0.2));
  const Path path = MakeLineArcLine();
  const auto& joint = plant.AddJoint<CurvilinearJoint>(
      "track", plant.world_body(), X_WF, body, X_BM, path);
  plant.Finalize();
  auto context = plant.CreateDefaultContext();
  const RigidTransformd X_MB = X_BM.inverse();
  const double s_dot = 1.7, s_ddot = -0.6;
  for (double s : {-0.4, 0.3, 1.2, 1.9, 2.8, 3.9}) {
    joint.set_distance(context.get(), s);
    joint.set_tangential_velocity(context.get(), s_dot);
    const RigidTransformd X_FM = path.CalcPose(s);
    const RigidTransformd X_WB = X_WF * X_FM * X_MB;
    // Composing three poses: a few ulps.
    EXPECT_TRUE(
        plant.EvalBodyPoseInWorld(*context, body).IsNearlyEqualTo(X_WB, 1e-14))
        << s;
    EXPECT_TRUE(joint.GetPose(*context).IsNearlyEqualTo(X_FM, 1e-14));
    const Vector3d p_MoBo_W = X_WB.translation() - (X_WF * X_FM).translation();
    const SpatialVelocity<double> V_WB =
        (X_WF.rotation() * path.CalcSpatialVelocity(s, s_dot)).Shift(p_MoBo_W);
    EXPECT_TRUE(CompareMatrices(
        plant.EvalBodySpatialVelocityInWorld(*context, body).get_coeffs(),
        V_WB.get_coeffs(), 1e-14));
    std::vector<SpatialAcceleration<double>> A_WB_all(plant.num_bodies());
    plant.CalcSpatialAccelerationsFromVdot(*context, Vector1d(s_ddot),
                                           &A_WB_all);
    const SpatialVelocity<double> V_FM_W =
        X_WF.rotation() * path.CalcSpatialVelocity(s, s_dot);
    const SpatialAcceleration<double> A_WB =
        (X_WF.rotation() * path.CalcSpatialAcceleration(s, s_dot, s_ddot))
            .Shift(p_MoBo_W, V_FM_W.rotational());
    EXPECT_TRUE(CompareMatrices(A_WB_all[body.index()].get_coeffs(),
                                A_WB.get_coeffs(), 1e-13));
    // A as d/dt of V along s(t) = s + ṡ·t + ½·s̈·t², ṡ(t) = ṡ + s̈·t. Central
    // differences with h = 1e-5: truncation h²·|V⃛| ≈ 1e-9 (|V⃛| is a few
    // units away from breaks), round-off ε/h ≈ 1e-11. (No sample sits
    // within h of a break, where A jumps.)
    const double h = 1e-5;
    auto V_at = [&](double t) {
      auto ctx = plant.CreateDefaultContext();
      joint.set_distance(ctx.get(), s + s_dot * t + 0.5 * s_ddot * t * t);
      joint.set_tangential_velocity(ctx.get(), s_dot + s_ddot * t);
      return Vector6<double>(
          plant.EvalBodySpatialVelocityInWorld(*ctx, body).get_coeffs());
    };
    EXPECT_TRUE(CompareMatrices((V_at(h) - V_at(-h)) / (2 * h),
                                A_WB_all[body.index()].get_coeffs(), 1e-8))
        << s;
  }
}

// A bead (a solid sphere of mass m, radius r, centre at Mo) on a vertical
// circle of radius R is a pendulum in θ = s/R: the tangential equation is
// (m + I/R²)·s̈ = −m·g·sin(s/R), I = (2/5)·m·r² about the sphere's centre
// (the bead turns at ω = ṡ/R). Forward dynamics matches at several states
// (the centripetal acceleration is normal to the path, so v does not
// enter).
TEST(CurvilinearJointTest, BeadOnVerticalCircleIsAPendulum) {
  const double m = 2.0, r = 0.1, R = 0.8;
  MultibodyPlant<double> plant(0.0);
  const auto& body = plant.AddRigidBody(
      "bead", SpatialInertia<double>::SolidSphereWithMass(m, r));
  const auto& joint = plant.AddJoint<CurvilinearJoint>(
      "loop", plant.world_body(), std::nullopt, body, std::nullopt,
      MakeVerticalCircle(R));
  plant.Finalize();
  auto context = plant.CreateDefaultContext();
  const double I = 0.4 * m * r * r;
  for (double s : {0.0, 0.3, -1.1, 2.0, 4.5, 9.0}) {
    for (double v : {0.0, 2.5}) {
      joint.set_distance(context.get(), s);
      joint.set_tangential_velocity(context.get(), v);
      const double s_ddot =
          plant.EvalTimeDerivatives(*context).CopyToVector()[1];
      // A handful of roundings of O(10) m/s² quantities.
      EXPECT_NEAR(s_ddot, -m * kGravity * std::sin(s / R) / (m + I / (R * R)),
                  1e-13)
          << s << " " << v;
    }
  }
  // the height it reaches: potential energy is m·g·R·(1 − cos(s/R)).
  joint.set_distance(context.get(), 1.0);
  EXPECT_NEAR(plant.CalcPotentialEnergy(*context),
              m * kGravity * R * (1 - std::cos(1.0 / R)), 1e-13);
}

// A tilted path: an arc (ρ = 2/m), a line and a clockwise arc (ρ = −1.5/m).
Path MakeTiltedPath() {
  return Path({0, 0.4, 0.9, 1.5}, {2.0, 0, -1.5}, Vector3d(1, 0, 0.2),
              Vector3d(-0.2, 0.3, 1), Vector3d(0.1, 0, -0.1));
}

// A chain world —revolute→ b1 —curvilinear→ b2 —revolute→ b3 along `path`,
// with offset frames and off-centre masses, so the curvilinear joint's bias
// term (the arc's centripetal acceleration) couples into every other dof.
std::unique_ptr<MultibodyPlant<double>> MakeChain(
    const Path& path = MakeTiltedPath()) {
  auto plant = std::make_unique<MultibodyPlant<double>>(0.0);
  auto inertia = [](double mass, const Vector3d& p_BoBcm) {
    return SpatialInertia<double>::MakeFromCentralInertia(
        mass, p_BoBcm,
        RotationalInertia<double>(0.1 * mass, 0.12 * mass, 0.09 * mass,
                                  0.01 * mass, -0.005 * mass, 0.002 * mass));
  };
  const auto& b1 = plant->AddRigidBody("b1", inertia(1.5, {0.1, 0, -0.2}));
  const auto& b2 = plant->AddRigidBody("b2", inertia(0.9, {0.05, 0.1, 0.1}));
  const auto& b3 = plant->AddRigidBody("b3", inertia(0.7, {0, 0, -0.3}));
  plant->AddJoint<RevoluteJoint>("j1", plant->world_body(),
                                 RigidTransformd(Vector3d(0, 0, 1)), b1,
                                 std::nullopt, Vector3d(0.2, 1, 0.1));
  plant->AddJoint<CurvilinearJoint>(
      "track", b1,
      RigidTransformd(RollPitchYawd(0.2, 0.1, -0.3), Vector3d(0, 0.1, -0.4)),
      b2, RigidTransformd(Vector3d(0.02, 0, 0.05)), path, -kInf, kInf, 0.0);
  plant->AddJoint<RevoluteJoint>("j3", b2,
                                 RigidTransformd(Vector3d(0, 0, -0.1)), b3,
                                 std::nullopt, Vector3d::UnitX());
  return plant;
}

class CurvilinearChainTest : public ::testing::Test {
 protected:
  void SetUp() override {
    plant_ = MakeChain();
    plant_->Finalize();
    context_ = plant_->CreateDefaultContext();
    // s = 0.63 is on the line, away from the breaks (0.4, 0.9); the second
    // state puts it on the clockwise arc.
    plant_->SetPositions(context_.get(), Eigen::Vector3d(0.4, 0.63, -0.7));
    plant_->SetVelocities(context_.get(), Eigen::Vector3d(-0.8, 1.3, 0.9));
  }
  std::unique_ptr<MultibodyPlant<double>> plant_;
  std::unique_ptr<systems::Context<double>> context_;
};

// Composite-body mass matrix == inverse dynamics column by column, and ABA
// v̇ == M⁻¹(τ − Cv + τ_g), at a state on the line and one on an arc. O(1)
// quantities; 1e-12 relative is rounding (M is well conditioned here).
TEST_F(CurvilinearChainTest, MassMatrixAndForwardDynamicsIdentities) {
  for (double s : {0.63, 1.2, 0.2}) {
    plant_->GetJointByName<CurvilinearJoint>("track").set_distance(
        context_.get(), s);
    MatrixXd M1(3, 3), M2(3, 3);
    plant_->CalcMassMatrix(*context_, &M1);
    plant_->CalcMassMatrixViaInverseDynamics(*context_, &M2);
    EXPECT_LT((M1 - M2).norm(), 1e-12 * M1.norm()) << s;
    EXPECT_EQ(M1.llt().info(), Eigen::Success);

    const VectorXd tau = Eigen::Vector3d(0.3, -1.2, 0.5);
    plant_->get_applied_generalized_force_input_port().FixValue(context_.get(),
                                                                tau);
    VectorXd Cv(3);
    plant_->CalcBiasTerm(*context_, &Cv);
    const VectorXd tau_g = plant_->CalcGravityGeneralizedForces(*context_);
    const VectorXd expected = M1.ldlt().solve(tau - Cv + tau_g);
    const VectorXd vdot =
        plant_->EvalTimeDerivatives(*context_).CopyToVector().tail(3);
    EXPECT_LT((vdot - expected).norm(), 1e-11 * (1 + expected.norm())) << s;
    // and inverse dynamics of that v̇ returns the applied forces.
    MultibodyForces<double> forces(*plant_);
    plant_->CalcForceElementsContribution(*context_, &forces);
    forces.mutable_generalized_forces() += tau;
    EXPECT_LT(plant_->CalcInverseDynamics(*context_, vdot, forces).norm(),
              1e-11);
  }
}

// Every body's A_WB for a given v̇ equals the central difference in time of
// V_WB along q(t) = q + v·t + ½·v̇·t², v(t) = v + v̇·t (h = 1e-5:
// truncation h²·|V⃛| ≈ 1e-9, round-off ε/h ≈ 1e-11), on the line and on
// both arcs: this checks the bias terms (the arc's centripetal term and
// its coupling with the moving parent).
TEST_F(CurvilinearChainTest, SpatialAccelerationsMatchFiniteDifferences) {
  const Eigen::Vector3d vdot(0.7, -1.1, 0.4);
  const VectorXd v0 = plant_->GetVelocities(*context_);
  for (double s : {0.63, 1.2, 0.2}) {
    VectorXd q0 = plant_->GetPositions(*context_);
    q0[1] = s;
    plant_->SetPositions(context_.get(), q0);
    std::vector<SpatialAcceleration<double>> A_WB(plant_->num_bodies());
    plant_->CalcSpatialAccelerationsFromVdot(*context_, vdot, &A_WB);
    const double h = 1e-5;
    auto ctx = plant_->CreateDefaultContext();
    auto V_at = [&](double t, const RigidBody<double>& body) {
      plant_->SetPositions(ctx.get(), q0 + v0 * t + 0.5 * vdot * t * t);
      plant_->SetVelocities(ctx.get(), v0 + vdot * t);
      return Vector6<double>(
          plant_->EvalBodySpatialVelocityInWorld(*ctx, body).get_coeffs());
    };
    for (const char* name : {"b1", "b2", "b3"}) {
      const RigidBody<double>& body = plant_->GetBodyByName(name);
      const Vector6<double> A_fd = (V_at(h, body) - V_at(-h, body)) / (2 * h);
      EXPECT_TRUE(CompareMatrices(A_WB[body.index()].get_coeffs(), A_fd, 1e-8))
          << name << " at s = " << s;
    }
  }
}

// The tree's object view: the joint's mobilizer is a CurvilinearMobilizer
// reading s and ṡ from the context, and its X_FM, V_FM, A_FM and projected
// forces are the kernel's (the same numbers as the joint and the path).
TEST_F(CurvilinearChainTest, MobilizerObjectView) {
  const auto& joint = plant_->GetJointByName<CurvilinearJoint>("track");
  const internal::MultibodyTree<double>& tree = plant_->internal_tree();
  const internal::Mobilizer<double>* found = nullptr;
  for (int m = 0; m < tree.num_mobilizers(); ++m) {
    const auto& mobilizer = tree.get_mobilizer(internal::MobilizerIndex(m));
    if (mobilizer.outboard_body().name() == "b2") found = &mobilizer;
  }
  ASSERT_NE(found, nullptr);
  EXPECT_EQ(found->type_name(), "CurvilinearMobilizer");
  const auto* mobilizer =
      dynamic_cast<const internal::CurvilinearMobilizer<double>*>(found);
  ASSERT_NE(mobilizer, nullptr);
  EXPECT_EQ(mobilizer->get_distance(*context_), joint.get_distance(*context_));
  EXPECT_EQ(mobilizer->get_tangential_velocity(*context_),
            joint.get_tangential_velocity(*context_));
  EXPECT_EQ(mobilizer->path().breaks.size(), 4);
  const double s = joint.get_distance(*context_);
  const double v = joint.get_tangential_velocity(*context_);
  const Path& path = joint.get_trajectory();
  // Kernel against trajectory: a few ulps of O(1) numbers.
  EXPECT_TRUE(
      mobilizer->CalcAcrossMobilizerTransform(*context_).IsNearlyEqualTo(
          path.CalcPose(s), 1e-14));
  EXPECT_TRUE(CompareMatrices(
      mobilizer->CalcAcrossMobilizerSpatialVelocity(*context_, Vector1d(v))
          .get_coeffs(),
      path.CalcSpatialVelocity(s, v).get_coeffs(), 1e-14));
  EXPECT_TRUE(CompareMatrices(
      mobilizer
          ->CalcAcrossMobilizerSpatialAcceleration(*context_, Vector1d(0.5))
          .get_coeffs(),
      path.CalcSpatialAcceleration(s, v, 0.5).get_coeffs(), 1e-14));
  // a pure force along the tangent projects to its magnitude.
  const Vector3d t_hat = path.CalcPose(s).rotation().col(0);
  VectorXd tau(1);
  mobilizer->ProjectSpatialForce(
      *context_, SpatialForce<double>(Vector3d::Zero(), 2.5 * t_hat), tau);
  EXPECT_NEAR(tau[0], 2.5, 1e-14);
}

// J·v equals the spatial velocity of a point of b3 (velocity kinematics vs
// Jacobian columns), and the position Jacobian equals central differences of
// that point's position in q (h = 1e-6: truncation 1e-12, round-off 1e-10).
TEST_F(CurvilinearChainTest, Jacobians) {
  const RigidBody<double>& b3 = plant_->GetBodyByName("b3");
  const Vector3d p_BQ(0.1, -0.2, 0.3);
  MatrixXd J(6, 3);
  plant_->CalcJacobianSpatialVelocity(
      *context_, JacobianWrtVariable::kV, b3.body_frame(), p_BQ,
      plant_->world_frame(), plant_->world_frame(), &J);
  const auto& X_WB = plant_->EvalBodyPoseInWorld(*context_, b3);
  const SpatialVelocity<double> V_WQ =
      plant_->EvalBodySpatialVelocityInWorld(*context_, b3)
          .Shift(X_WB.rotation() * p_BQ);
  EXPECT_LT((J * plant_->GetVelocities(*context_) - V_WQ.get_coeffs()).norm(),
            1e-13);

  MatrixXd Jq(3, 3);
  plant_->CalcJacobianPositionVector(*context_, b3.body_frame(), p_BQ,
                                     plant_->world_frame(),
                                     plant_->world_frame(), &Jq);
  const VectorXd q0 = plant_->GetPositions(*context_);
  auto ctx = plant_->CreateDefaultContext();
  const double h = 1e-6;
  MatrixXd Jfd(3, 3);
  for (int i = 0; i < 3; ++i) {
    VectorXd q = q0;
    q[i] += h;
    plant_->SetPositions(ctx.get(), q);
    const Vector3d p_plus = plant_->EvalBodyPoseInWorld(*ctx, b3) * p_BQ;
    q[i] -= 2 * h;
    plant_->SetPositions(ctx.get(), q);
    const Vector3d p_minus = plant_->EvalBodyPoseInWorld(*ctx, b3) * p_BQ;
    Jfd.col(i) = (p_plus - p_minus) / (2 * h);
  }
  EXPECT_LT((Jq - Jfd).norm(), 1e-8) << Jq << "\n\n" << Jfd;
}

// Without damping only gravity acts, so total energy is conserved, here
// on a periodic circular track (radius 0.5 m, tilted) that the chain laps
// through its wrap at s = L (RK3 at accuracy 1e-9; the energies exchanged
// are O(10) J, the drift stays under 1e-5 J; a wrong bias term drifts by
// O(1) J). Energy is conserved only within a segment: at a break the
// turning rate ρ jumps, so the body's angular velocity ρ·ṡ jumps while ṡ is
// continuous, and so does the kinetic energy (as in Drake: the path is only
// C¹). The power balance dE/dt = 0 holds at any s, breaks excepted.
TEST(CurvilinearChainEnergyTest, EnergyIsConserved) {
  const double R = 0.5;
  auto plant =
      MakeChain(Path({0, 2 * kPi * R}, {1 / R}, Vector3d(1, 0, 0.2),
                     Vector3d(-0.2, 0.3, 1), Vector3d(0.1, 0, -0.1), true));
  plant->Finalize();
  auto context = plant->CreateDefaultContext();
  const double L = 2 * kPi * R;
  plant->SetPositions(context.get(), Eigen::Vector3d(0.4, L - 0.3, -0.7));
  plant->SetVelocities(context.get(), Eigen::Vector3d(-0.8, 3.0, 0.9));
  const double E0 =
      plant->CalcKineticEnergy(*context) + plant->CalcPotentialEnergy(*context);
  // the power balance on the tilted three-segment path, off its breaks:
  // dE/dt along ẋ by central differences (h = 1e-6; truncation ~1e-11,
  // round-off ~1e-9 on O(10) J) is zero, while dKE/dt is O(1) W.
  {
    auto tilted = MakeChain();
    tilted->Finalize();
    auto ctx = tilted->CreateDefaultContext();
    for (double s : {0.2, 0.63, 1.2, 2.0, -0.5}) {
      tilted->SetPositions(ctx.get(), Eigen::Vector3d(0.4, s, -0.7));
      tilted->SetVelocities(ctx.get(), Eigen::Vector3d(-0.8, 1.3, 0.9));
      const VectorXd x = tilted->GetPositionsAndVelocities(*ctx);
      const VectorXd xdot = tilted->EvalTimeDerivatives(*ctx).CopyToVector();
      auto energy_at = [&](double t) {
        auto c = tilted->CreateDefaultContext();
        tilted->SetPositionsAndVelocities(c.get(), x + t * xdot);
        return tilted->CalcKineticEnergy(*c) + tilted->CalcPotentialEnergy(*c);
      };
      const double h = 1e-6;
      EXPECT_NEAR((energy_at(h) - energy_at(-h)) / (2 * h), 0.0, 1e-7) << s;
    }
  }
  systems::Simulator<double> simulator(*plant, std::move(context));
  auto& integrator =
      simulator.reset_integrator<systems::RungeKutta3Integrator<double>>();
  integrator.set_maximum_step_size(0.05);
  integrator.set_target_accuracy(1e-9);
  simulator.AdvanceTo(1.5);
  const auto& final_context = simulator.get_context();
  const double E = plant->CalcKineticEnergy(final_context) +
                   plant->CalcPotentialEnergy(final_context);
  EXPECT_NEAR(E, E0, 1e-5);
  // it went past the wrap at s = L.
  EXPECT_GT(plant->GetJointByName<CurvilinearJoint>("track").get_distance(
                final_context),
            L);
}

// Scalar conversion to AutoDiffXd: values match double, ∂p_WQ/∂q equals the
// position Jacobian, and the AutoDiff mass matrix equals the double one.
TEST_F(CurvilinearChainTest, AutoDiff) {
  auto plant_ad = systems::System<double>::ToAutoDiffXd(*plant_);
  const auto& track_ad = plant_ad->GetJointByName<CurvilinearJoint>("track");
  EXPECT_EQ(track_ad.get_trajectory().length(),
            plant_->GetJointByName<CurvilinearJoint>("track")
                .get_trajectory()
                .length());
  auto context_ad = plant_ad->CreateDefaultContext();
  const VectorXd q = plant_->GetPositions(*context_);
  plant_ad->SetPositions(context_ad.get(), math::InitializeAutoDiff(q));
  plant_ad->SetVelocities(context_ad.get(),
                          plant_->GetVelocities(*context_).cast<AutoDiffXd>());
  const Vector3d p_BQ(0.1, -0.2, 0.3);
  const RigidBody<AutoDiffXd>& b3_ad = plant_ad->GetBodyByName("b3");
  const Vector3<AutoDiffXd> p_WQ =
      plant_ad->EvalBodyPoseInWorld(*context_ad, b3_ad) *
      p_BQ.cast<AutoDiffXd>();
  const RigidBody<double>& b3 = plant_->GetBodyByName("b3");
  EXPECT_TRUE(CompareMatrices(math::ExtractValue(p_WQ),
                              plant_->EvalBodyPoseInWorld(*context_, b3) * p_BQ,
                              1e-15));
  MatrixXd Jq(3, 3);
  plant_->CalcJacobianPositionVector(*context_, b3.body_frame(), p_BQ,
                                     plant_->world_frame(),
                                     plant_->world_frame(), &Jq);
  EXPECT_TRUE(CompareMatrices(Gradient(p_WQ, 3), Jq, 1e-13));
  MatrixX<AutoDiffXd> M_ad(3, 3);
  plant_ad->CalcMassMatrix(*context_ad, &M_ad);
  MatrixXd M(3, 3);
  plant_->CalcMassMatrix(*context_, &M);
  EXPECT_TRUE(CompareMatrices(math::ExtractValue(M_ad), M, 1e-14));
  // ∂v̇/∂q from AutoDiff against central differences of forward dynamics
  // (h = 1e-6: truncation ~1e-11, round-off ~1e-10 on O(10) accelerations).
  const VectorX<AutoDiffXd> vdot_ad =
      plant_ad->EvalTimeDerivatives(*context_ad).CopyToVector().tail(3);
  const MatrixXd dvdot_dq = Gradient(vdot_ad, 3);
  auto ctx = plant_->CreateDefaultContext();
  plant_->SetVelocities(ctx.get(), plant_->GetVelocities(*context_));
  const double h = 1e-6;
  for (int i = 0; i < 3; ++i) {
    VectorXd q_pm = q;
    q_pm[i] += h;
    plant_->SetPositions(ctx.get(), q_pm);
    const VectorXd plus = plant_->EvalTimeDerivatives(*ctx).CopyToVector();
    q_pm[i] -= 2 * h;
    plant_->SetPositions(ctx.get(), q_pm);
    const VectorXd minus = plant_->EvalTimeDerivatives(*ctx).CopyToVector();
    EXPECT_TRUE(CompareMatrices(dvdot_dq.col(i),
                                (plus - minus).tail(3) / (2 * h), 1e-7))
        << i;
  }
}

// After warm-up, kinematics, the mass matrix and forward dynamics allocate
// nothing through the curvilinear kernel.
TEST_F(CurvilinearChainTest, HotPathAllocatesNothing) {
  MatrixXd M(3, 3);
  const auto& b3 = plant_->GetBodyByName("b3");
  const VectorXd x0 = plant_->GetPositionsAndVelocities(*context_);
  VectorXd x1 = x0;
  x1[1] = 1.3;  // On the other arc.
  plant_->CalcMassMatrix(*context_, &M);
  plant_->EvalTimeDerivatives(*context_);
  for (int i = 0; i < 4; ++i) {
    mallard::test::AllocationCounter counter;
    plant_->SetPositionsAndVelocities(context_.get(), (i % 2) ? x1 : x0);
    plant_->EvalBodyPoseInWorld(*context_, b3);
    plant_->EvalBodySpatialVelocityInWorld(*context_, b3);
    plant_->CalcMassMatrix(*context_, &M);
    plant_->EvalTimeDerivatives(*context_);
    EXPECT_EQ(counter.count(), 0);
  }
}

// Viscous damping on a straight track in a horizontal plane: m·s̈ = −d·ṡ;
// AddInForce adds a tangential force f, so inverse dynamics of s̈ = f/m with
// that force applied needs no more.
TEST(CurvilinearJointTest, DampingAndAddInForce) {
  const double m = 2.0, d = 0.7;
  MultibodyPlant<double> plant(0.0);
  const auto& body = plant.AddRigidBody(
      "cart", SpatialInertia<double>::SolidBoxWithMass(m, 0.1, 0.1, 0.1));
  const auto& joint = plant.AddJoint<CurvilinearJoint>(
      "track", plant.world_body(), std::nullopt, body, std::nullopt,
      Path({0, 5}, {0}, Vector3d(1, 1, 0), Vector3d::UnitZ(), Vector3d::Zero()),
      d);
  plant.Finalize();
  auto context = plant.CreateDefaultContext();
  joint.set_distance(context.get(), 1.0)
      .set_tangential_velocity(context.get(), 1.5);
  EXPECT_NEAR(plant.EvalTimeDerivatives(*context).CopyToVector()[1],
              -d * 1.5 / m, 1e-14);
  joint.set_tangential_velocity(context.get(), 0.0);
  MultibodyForces<double> forces(plant);
  joint.AddInForce(*context, 3.0, &forces);
  EXPECT_NEAR(plant.CalcInverseDynamics(*context, Vector1d(3.0 / m), forces)[0],
              0.0, 1e-14);
}

// The discrete (SAP) plant: the bead on the vertical circle released from
// rest at s₀ gains ṡ ≈ h·s̈(s₀) in its first step (the step is first order:
// error O(h²·|s⃛|) relative, 1e-3 is generous), and a cart driven into the
// end of an aperiodic track stops at its position limit L (SAP's limit
// constraint is compliant: a few mm of overshoot at most).
TEST(CurvilinearJointTest, DiscreteSapPlant) {
  const double h = 1e-3, m = 2.0, r = 0.1, R = 0.8, s0 = 0.9;
  {
    MultibodyPlant<double> plant(h);
    const auto& body = plant.AddRigidBody(
        "bead", SpatialInertia<double>::SolidSphereWithMass(m, r));
    const auto& joint = plant.AddJoint<CurvilinearJoint>(
        "loop", plant.world_body(), std::nullopt, body, std::nullopt,
        MakeVerticalCircle(R));
    plant.Finalize();
    auto context = plant.CreateDefaultContext();
    joint.set_distance(context.get(), s0);
    systems::Simulator<double> simulator(plant, std::move(context));
    simulator.AdvanceTo(h);
    const double I = 0.4 * m * r * r;
    const double s_ddot = -m * kGravity * std::sin(s0 / R) / (m + I / (R * R));
    EXPECT_NEAR(joint.get_tangential_velocity(simulator.get_context()),
                h * s_ddot, 1e-3 * std::abs(h * s_ddot));
  }
  {
    MultibodyPlant<double> plant(h);
    const auto& body = plant.AddRigidBody(
        "cart", SpatialInertia<double>::SolidBoxWithMass(m, 0.1, 0.1, 0.1));
    const Path path = MakeLineArcLine();  // Horizontal: gravity is normal.
    const auto& joint = plant.AddJoint<CurvilinearJoint>(
        "track", plant.world_body(), std::nullopt, body, std::nullopt, path);
    plant.Finalize();
    auto context = plant.CreateDefaultContext();
    joint.set_distance(context.get(), path.length() - 0.1)
        .set_tangential_velocity(context.get(), 1.0);
    systems::Simulator<double> simulator(plant, std::move(context));
    simulator.AdvanceTo(0.5);
    const auto& final_context = simulator.get_context();
    EXPECT_LT(joint.get_distance(final_context), path.length() + 5e-3);
    EXPECT_GT(joint.get_distance(final_context), path.length() - 5e-2);
    EXPECT_LT(std::abs(joint.get_tangential_velocity(final_context)), 0.1);
  }
}

}  // namespace curvilinear_joint_test
}  // namespace multibody
}  // namespace drake
