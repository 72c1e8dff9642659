// Dynamics of MultibodyPlant checked against closed forms (Spong's acrobot
// equations) and identities between independent algorithms (composite-body
// mass matrix vs inverse dynamics, articulated-body forward dynamics vs
// M⁻¹(τ − Cv + τ_g), Jacobians vs finite differences and vs velocity
// kinematics, energy conservation under a tight integrator), per-instance
// gravity, and joint damping (continuous, and implicit in the discrete step).

#include <cmath>
#include <random>

#include <gtest/gtest.h>

#include "multibody/plant/multibody_plant_test_models.h"
#include "test_utilities/expect_throws_message.h"

#include "drake/math/autodiff.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/systems/analysis/runge_kutta3_integrator.h"
#include "drake/systems/analysis/simulator.h"

namespace drake {
namespace multibody {
namespace multibody_plant_dynamics_test {

using Eigen::MatrixXd;
using Eigen::Vector2d;
using Eigen::Vector3d;
using Eigen::VectorXd;
using test::AcrobotParameters;
using test::AddPendulum;
using test::Pendulum;

// Random state with unit quaternions.
VectorXd RandomState(const MultibodyPlant<double>& plant, std::mt19937* gen) {
  std::uniform_real_distribution<double> dist(-1.0, 1.0);
  VectorXd x(plant.num_multibody_states());
  for (int i = 0; i < x.size(); ++i) x[i] = dist(*gen);
  for (JointIndex j : plant.GetJointIndices()) {
    const Joint<double>& joint = plant.get_joint(j);
    if (joint.num_positions() == 7) {
      x.segment<4>(joint.position_start()).normalize();
    }
  }
  return x;
}

class AcrobotTest : public ::testing::Test {
 protected:
  void SetUp() override {
    plant_ = test::MakeAcrobot(p_);
    plant_->Finalize();
    context_ = plant_->CreateDefaultContext();
  }
  // Spong's equations with θ measured from the downward vertical.
  Eigen::Matrix2d SpongM(double q2) const {
    const double I1 = p_.Ic1 + p_.m1 * p_.lc1 * p_.lc1;
    const double I2 = p_.Ic2 + p_.m2 * p_.lc2 * p_.lc2;
    const double c2 = std::cos(q2);
    Eigen::Matrix2d M;
    M(0, 0) = I1 + I2 + p_.m2 * p_.l1 * p_.l1 + 2 * p_.m2 * p_.l1 * p_.lc2 * c2;
    M(0, 1) = M(1, 0) = I2 + p_.m2 * p_.l1 * p_.lc2 * c2;
    M(1, 1) = I2;
    return M;
  }
  Vector2d SpongCv(const Vector2d& q, const Vector2d& v) const {
    const double h = p_.m2 * p_.l1 * p_.lc2 * std::sin(q[1]);
    return Vector2d(-2 * h * v[0] * v[1] - h * v[1] * v[1], h * v[0] * v[0]);
  }
  Vector2d SpongTauG(const Vector2d& q) const {
    const double s1 = std::sin(q[0]);
    const double s12 = std::sin(q[0] + q[1]);
    return -Vector2d(
        p_.m1 * p_.g * p_.lc1 * s1 + p_.m2 * p_.g * (p_.l1 * s1 + p_.lc2 * s12),
        p_.m2 * p_.g * p_.lc2 * s12);
  }

  AcrobotParameters p_;
  std::unique_ptr<MultibodyPlant<double>> plant_;
  std::unique_ptr<systems::Context<double>> context_;
};

// M(q), C(q,v)v and τ_g(q) equal Spong's closed forms at random states. The
// tolerance 1e-12 (relative to the entries' O(1) size) allows for rounding
// in a few dozen floating-point operations.
TEST_F(AcrobotTest, MatchesSpongEquations) {
  std::mt19937 gen(42);
  std::uniform_real_distribution<double> dist(-3.0, 3.0);
  for (int trial = 0; trial < 20; ++trial) {
    const Vector2d q(dist(gen), dist(gen));
    const Vector2d v(dist(gen), dist(gen));
    plant_->SetPositions(context_.get(), q);
    plant_->SetVelocities(context_.get(), v);
    MatrixXd M(2, 2);
    plant_->CalcMassMatrix(*context_, &M);
    EXPECT_TRUE(M.isApprox(SpongM(q[1]), 1e-12)) << M;
    VectorXd Cv(2);
    plant_->CalcBiasTerm(*context_, &Cv);
    EXPECT_TRUE((Cv - SpongCv(q, v)).norm() < 1e-12 * (1 + Cv.norm()))
        << Cv.transpose() << " vs " << SpongCv(q, v).transpose();
    const VectorXd tau_g = plant_->CalcGravityGeneralizedForces(*context_);
    EXPECT_TRUE((tau_g - SpongTauG(q)).norm() < 1e-12 * (1 + tau_g.norm()));
    // Forward dynamics: v̇ = M⁻¹(τ_g − Cv) (no actuation, no damping).
    const VectorXd vdot_expected =
        SpongM(q[1]).ldlt().solve(SpongTauG(q) - SpongCv(q, v));
    const auto& derivatives = plant_->EvalTimeDerivatives(*context_);
    const VectorXd xdot = derivatives.CopyToVector();
    EXPECT_TRUE((xdot.tail(2) - vdot_expected).norm() <
                1e-11 * (1 + vdot_expected.norm()));
    EXPECT_TRUE((xdot.head(2) - v).norm() < 1e-15);
  }
}

TEST_F(AcrobotTest, EnergyIsConservedWithoutDamping) {
  plant_->SetPositions(context_.get(), Vector2d(1.0, 0.5));
  plant_->SetVelocities(context_.get(), Vector2d(0.0, 0.3));
  const double E0 = plant_->CalcKineticEnergy(*context_) +
                    plant_->CalcPotentialEnergy(*context_);
  systems::Simulator<double> simulator(*plant_, std::move(context_));
  simulator.get_mutable_integrator().set_target_accuracy(1e-10);
  simulator.AdvanceTo(5.0);
  const auto& context = simulator.get_context();
  const double E =
      plant_->CalcKineticEnergy(context) + plant_->CalcPotentialEnergy(context);
  // The chaotic double pendulum exchanges ~10 J between the energy terms;
  // with accuracy 1e-10 the drift stays well under 1e-6 J.
  EXPECT_NEAR(E, E0, 1e-6);
  // Conservative power = −dV/dt: check against a finite difference of V.
  auto ctx = plant_->CreateDefaultContext();
  ctx->SetContinuousState(context.get_continuous_state_vector().CopyToVector());
  const double P = plant_->CalcConservativePower(*ctx);
  const double h = 1e-7;
  const VectorXd x = ctx->get_continuous_state_vector().CopyToVector();
  VectorXd x_plus = x;
  x_plus.head(2) += h * x.tail(2);
  auto ctx2 = plant_->CreateDefaultContext();
  ctx2->SetContinuousState(x_plus);
  const double dVdt =
      (plant_->CalcPotentialEnergy(*ctx2) - plant_->CalcPotentialEnergy(*ctx)) /
      h;
  // First-order finite difference: error O(h·|d²V/dt²|) ~ 1e-6.
  EXPECT_NEAR(P, -dVdt, 1e-5);
}

class EveryJointTest : public ::testing::Test {
 protected:
  void SetUp() override {
    plant_ = test::MakeEveryJointChain();
    plant_->Finalize();
    context_ = plant_->CreateDefaultContext();
    std::mt19937 gen(7);
    plant_->SetPositionsAndVelocities(context_.get(),
                                      RandomState(*plant_, &gen));
  }
  std::unique_ptr<MultibodyPlant<double>> plant_;
  std::unique_ptr<systems::Context<double>> context_;
};

TEST_F(EveryJointTest, Sizes) {
  // free 7/6, revolute 1/1, prismatic 1/1, universal 2/2, ball rpy 3/3,
  // planar 3/3, screw 1/1, rpy floating 6/6, weld 0/0, revolute 1/1,
  // curvilinear 1/1.
  EXPECT_EQ(plant_->num_positions(), 7 + 1 + 1 + 2 + 3 + 3 + 1 + 6 + 0 + 1 + 1);
  EXPECT_EQ(plant_->num_velocities(),
            6 + 1 + 1 + 2 + 3 + 3 + 1 + 6 + 0 + 1 + 1);
  EXPECT_EQ(plant_->num_bodies(), 12);
}

// Depth-first numbering: the branch b10 (child of b2, added last) gets its
// dofs after the whole chain below b2? No: children are visited in joint
// order, so b2's first child (b3, the prismatic joint) and its subtree come
// first, then b10.
TEST_F(EveryJointTest, DofsAreNumberedDepthFirst) {
  EXPECT_EQ(plant_->GetJointByName("j_free").position_start(), 0);
  EXPECT_EQ(plant_->GetJointByName("j_rev").position_start(), 7);
  EXPECT_EQ(plant_->GetJointByName("j_pri").position_start(), 8);
  EXPECT_EQ(plant_->GetJointByName("j_branch").position_start(),
            plant_->num_positions() - 2);
  EXPECT_EQ(plant_->GetJointByName("j_branch").velocity_start(),
            plant_->num_velocities() - 2);
  // b11 hangs from b10, so its joint follows j_branch.
  EXPECT_EQ(plant_->GetJointByName("j_curvilinear").position_start(),
            plant_->num_positions() - 1);
}

// Composite-body mass matrix == inverse dynamics column by column. Both are
// O(1)-sized sums of products, so 1e-12 relative to |M| is rounding only.
TEST_F(EveryJointTest, MassMatrixTwoWays) {
  const int nv = plant_->num_velocities();
  MatrixXd M1(nv, nv), M2(nv, nv);
  plant_->CalcMassMatrix(*context_, &M1);
  plant_->CalcMassMatrixViaInverseDynamics(*context_, &M2);
  EXPECT_LT((M1 - M2).norm(), 1e-12 * M1.norm());
  EXPECT_LT((M1 - M1.transpose()).norm(), 1e-14 * M1.norm());
  // Positive definite.
  EXPECT_EQ(M1.llt().info(), Eigen::Success);
}

// ABA v̇ equals M⁻¹(τ − Cv + τ_g) with τ from the applied force input,
// at random states (1e-10: M's condition number here is ~1e3).
TEST_F(EveryJointTest, ArticulatedBodyMatchesMassMatrixSolve) {
  const int nv = plant_->num_velocities();
  std::mt19937 gen(3);
  std::uniform_real_distribution<double> dist(-2.0, 2.0);
  VectorXd tau(nv);
  for (int i = 0; i < nv; ++i) tau[i] = dist(gen);
  plant_->get_applied_generalized_force_input_port().FixValue(context_.get(),
                                                              tau);
  MatrixXd M(nv, nv);
  plant_->CalcMassMatrix(*context_, &M);
  VectorXd Cv(nv);
  plant_->CalcBiasTerm(*context_, &Cv);
  const VectorXd tau_g = plant_->CalcGravityGeneralizedForces(*context_);
  const VectorXd expected = M.ldlt().solve(tau - Cv + tau_g);
  const VectorXd xdot = plant_->EvalTimeDerivatives(*context_).CopyToVector();
  const VectorXd vdot = xdot.tail(nv);
  EXPECT_LT((vdot - expected).norm(), 1e-10 * (1 + expected.norm()))
      << vdot.transpose() << "\n"
      << expected.transpose();
  // And inverse dynamics of that v̇ gives back the applied forces.
  MultibodyForces<double> forces(*plant_);
  plant_->CalcForceElementsContribution(*context_, &forces);
  forces.mutable_generalized_forces() += tau;
  const VectorXd id = plant_->CalcInverseDynamics(*context_, vdot, forces);
  EXPECT_LT(id.norm(), 1e-10 * (1 + tau.norm()));
}

// J·v equals every body's spatial velocity from velocity kinematics
// (independent paths: Jacobian columns vs recursive composition).
TEST_F(EveryJointTest, JacobianTimesVelocityIsSpatialVelocity) {
  const int nv = plant_->num_velocities();
  const VectorXd v = plant_->GetVelocities(*context_);
  MatrixXd J(6, nv);
  for (int b = 1; b < plant_->num_bodies(); ++b) {
    const RigidBody<double>& body = plant_->get_body(BodyIndex(b));
    const Vector3d p_BoBp_B(0.1, -0.2, 0.3);
    plant_->CalcJacobianSpatialVelocity(
        *context_, JacobianWrtVariable::kV, body.body_frame(), p_BoBp_B,
        plant_->world_frame(), plant_->world_frame(), &J);
    const auto& X_WB = plant_->EvalBodyPoseInWorld(*context_, body);
    const SpatialVelocity<double> V_WBp =
        plant_->EvalBodySpatialVelocityInWorld(*context_, body)
            .Shift(X_WB.rotation() * p_BoBp_B);
    EXPECT_LT((J * v - V_WBp.get_coeffs()).norm(), 1e-12) << body.name();
  }
}

// Jq̇_v (translational Jacobian wrt q̇) equals the finite-difference
// derivative of the point position wrt q (central differences, h = 1e-6:
// truncation error O(h²) ≈ 1e-12, rounding O(ε/h) ≈ 1e-10).
TEST_F(EveryJointTest, PositionJacobianMatchesFiniteDifferences) {
  const int nq = plant_->num_positions();
  const RigidBody<double>& body = plant_->GetBodyByName("b9");
  const Vector3d p_BQ(0.05, 0.1, -0.2);
  MatrixXd Jq(3, nq);
  plant_->CalcJacobianPositionVector(*context_, body.body_frame(), p_BQ,
                                     plant_->world_frame(),
                                     plant_->world_frame(), &Jq);
  const VectorXd q0 = plant_->GetPositions(*context_);
  auto ctx = plant_->CreateDefaultContext();
  MatrixXd Jfd(3, nq);
  const double h = 1e-6;
  for (int i = 0; i < nq; ++i) {
    VectorXd q = q0;
    q[i] += h;
    plant_->SetPositions(ctx.get(), q);
    const Vector3d p_plus = plant_->EvalBodyPoseInWorld(*ctx, body) * p_BQ;
    q[i] -= 2 * h;
    plant_->SetPositions(ctx.get(), q);
    const Vector3d p_minus = plant_->EvalBodyPoseInWorld(*ctx, body) * p_BQ;
    Jfd.col(i) = (p_plus - p_minus) / (2 * h);
  }
  // Quaternion columns: the kinematics normalize q, so the derivative along
  // q itself is zero in both; compare all columns directly.
  EXPECT_LT((Jq - Jfd).norm(), 1e-8) << Jq << "\n\n" << Jfd;
}

// q̇ = N(q)v and v = N⁺(q)q̇ round trip for every joint type.
TEST_F(EveryJointTest, VelocityQDotRoundTrip) {
  const VectorXd v = plant_->GetVelocities(*context_);
  VectorXd qdot(plant_->num_positions());
  plant_->MapVelocityToQDot(*context_, v, &qdot);
  VectorXd v_back(plant_->num_velocities());
  plant_->MapQDotToVelocity(*context_, qdot, &v_back);
  EXPECT_LT((v - v_back).norm(), 1e-12);
  const Eigen::SparseMatrix<double> N =
      plant_->MakeVelocityToQDotMap(*context_);
  const Eigen::SparseMatrix<double> Nplus =
      plant_->MakeQDotToVelocityMap(*context_);
  EXPECT_LT((MatrixXd(N) * v - qdot).norm(), 1e-12);
  const MatrixXd NplusN = MatrixXd(Nplus) * MatrixXd(N);
  EXPECT_LT((NplusN - MatrixXd::Identity(NplusN.rows(), NplusN.cols())).norm(),
            1e-12);
  EXPECT_FALSE(plant_->IsVelocityEqualToQDot());
}

// The implicit residual vanishes at the true derivatives.
TEST_F(EveryJointTest, ImplicitResidualVanishesAtDerivatives) {
  const auto& xdot = plant_->EvalTimeDerivatives(*context_);
  VectorXd residual(plant_->num_multibody_states());
  plant_->CalcImplicitTimeDerivativesResidual(*context_, xdot, &residual);
  EXPECT_LT(residual.norm(), 1e-10);
}

// ∂x/∂qⱼ of an AutoDiffXd entry: zero for a constant (empty partials).
double Partial(const AutoDiffXd& x, int j) {
  if (x.derivatives().size() == 0) return 0.0;
  EXPECT_GT(x.derivatives().size(), j);
  return x.derivatives()[j];
}

// AutoDiffXd with the positions as the variables: ∂M/∂qⱼ and ∂v̇/∂qⱼ
// equal central differences of the double plant's M and v̇ (h = 1e-6).
// Tolerances: for M, 1e-7 relative to its largest derivative (truncation
// O(h²) ≈ 1e-12, rounding ε·|M|/h ≈ 1e-10); for v̇, 1e-5 (M's condition
// number ~1e3 amplifies the rounding). A wrong partial, or one read from
// uninitialized storage, is off by far more. The chain's mix of joints
// leaves entries constant (without partials) beside entries that depend on
// q, the case the AutoDiffXd kernels' fused sums of products must handle.
// The unit quaternion's four coordinates are not perturbed.
TEST_F(EveryJointTest, AutoDiffMatchesFiniteDifferences) {
  auto plant_ad = systems::System<double>::ToAutoDiffXd(*plant_);
  auto context_ad = plant_ad->CreateDefaultContext();
  const VectorXd q = plant_->GetPositions(*context_);
  const VectorXd v = plant_->GetVelocities(*context_);
  const int nq = q.size();
  const int nv = v.size();
  plant_ad->SetPositions(context_ad.get(), math::InitializeAutoDiff(q));
  plant_ad->SetVelocities(context_ad.get(), v.cast<AutoDiffXd>());
  MatrixX<AutoDiffXd> M_ad(nv, nv);
  plant_ad->CalcMassMatrix(*context_ad, &M_ad);
  const VectorX<AutoDiffXd> vdot_ad =
      plant_ad->EvalTimeDerivatives(*context_ad).CopyToVector().tail(nv);

  auto context = plant_->CreateDefaultContext();
  auto evaluate = [&](const VectorXd& q_at, MatrixXd* M, VectorXd* vdot) {
    plant_->SetPositions(context.get(), q_at);
    plant_->SetVelocities(context.get(), v);
    plant_->CalcMassMatrix(*context, M);
    *vdot = plant_->EvalTimeDerivatives(*context).CopyToVector().tail(nv);
  };
  const double h = 1e-6;
  MatrixXd M_plus(nv, nv), M_minus(nv, nv);
  VectorXd vdot_plus, vdot_minus;
  for (int j = 4; j < nq; ++j) {
    VectorXd q_plus = q, q_minus = q;
    q_plus[j] += h;
    q_minus[j] -= h;
    evaluate(q_plus, &M_plus, &vdot_plus);
    evaluate(q_minus, &M_minus, &vdot_minus);
    const MatrixXd dM = (M_plus - M_minus) / (2 * h);
    const VectorXd dvdot = (vdot_plus - vdot_minus) / (2 * h);
    const double M_tolerance = 1e-7 * std::max(1.0, dM.cwiseAbs().maxCoeff());
    const double vdot_tolerance =
        1e-5 * std::max(1.0, dvdot.cwiseAbs().maxCoeff());
    for (int r = 0; r < nv; ++r) {
      for (int c = 0; c < nv; ++c) {
        EXPECT_NEAR(Partial(M_ad(r, c), j), dM(r, c), M_tolerance)
            << "M(" << r << ", " << c << "), q" << j;
      }
      EXPECT_NEAR(Partial(vdot_ad[r], j), dvdot[r], vdot_tolerance)
          << "v̇" << r << ", q" << j;
    }
  }
}

// A torque-free free body keeps its energy and its angular momentum about
// the center of mass (RK3 at accuracy 1e-10; tumbling about a non-principal
// axis exercises the gyroscopic terms).
TEST(FreeBodyTest, EnergyAndMomentumConserved) {
  MultibodyPlant<double> plant(0.0);
  const auto& body = plant.AddRigidBody(
      "brick", SpatialInertia<double>::MakeFromCentralInertia(
                   2.0, Vector3d(0.1, -0.05, 0.2),
                   RotationalInertia<double>(0.3, 0.2, 0.1)));
  plant.mutable_gravity_field().set_gravity_vector(Vector3d::Zero());
  plant.Finalize();
  EXPECT_TRUE(body.is_floating());
  auto context = plant.CreateDefaultContext();
  plant.SetFreeBodySpatialVelocity(
      context.get(), body,
      SpatialVelocity<double>(Vector3d(1.0, 2.0, -0.5), Vector3d(0.1, 0, 0.3)));
  const double E0 = plant.CalcKineticEnergy(*context);
  const Vector3d p_WScm0 = plant.CalcCenterOfMassPositionInWorld(*context);
  const Vector3d h0 =
      plant.CalcSpatialMomentumInWorldAboutPoint(*context, p_WScm0)
          .rotational();
  systems::Simulator<double> simulator(plant, std::move(context));
  simulator.get_mutable_integrator().set_target_accuracy(1e-10);
  simulator.AdvanceTo(3.0);
  const auto& ctx = simulator.get_context();
  EXPECT_NEAR(plant.CalcKineticEnergy(ctx), E0, 1e-7);
  const Vector3d p_WScm = plant.CalcCenterOfMassPositionInWorld(ctx);
  const Vector3d h =
      plant.CalcSpatialMomentumInWorldAboutPoint(ctx, p_WScm).rotational();
  EXPECT_LT((h - h0).norm(), 1e-6);
}

// ---------------------------------------------------------------------------
TEST(EveryJointChainTest, EnergyIsConserved) {
  auto plant = test::MakeEveryJointChain();
  plant->Finalize();
  auto context = plant->CreateDefaultContext();
  // Start away from the default: every velocity nonzero (q stays default,
  // so the quaternion is unit).
  const int nv = plant->num_velocities();
  VectorXd v(nv);
  for (int k = 0; k < nv; ++k) v[k] = 0.3 * std::sin(1.0 + k);
  plant->SetVelocities(context.get(), v);
  const double E0 =
      plant->CalcKineticEnergy(*context) + plant->CalcPotentialEnergy(*context);
  systems::Simulator<double> simulator(*plant, std::move(context));
  auto& integrator =
      simulator.reset_integrator<systems::RungeKutta3Integrator<double>>();
  // Error control needs a maximum step (as in Drake).
  integrator.set_maximum_step_size(0.1);
  integrator.set_target_accuracy(1e-8);
  simulator.AdvanceTo(1.0);
  const auto& ctx = simulator.get_context();
  const double E =
      plant->CalcKineticEnergy(ctx) + plant->CalcPotentialEnergy(ctx);
  // No damping anywhere in the model, only gravity (conservative): the
  // drift is the integrator's error, bounded by 1e-5 J at accuracy 1e-8
  // (the energies involved are O(10) J).
  EXPECT_NEAR(E, E0, 1e-5);
  // It did move: potential energy changed by much more than the tolerance.
  EXPECT_GT(
      std::abs(plant->CalcPotentialEnergy(ctx) -
               plant->CalcPotentialEnergy(*plant->CreateDefaultContext())),
      1e-3);
}

// ---------------------------------------------------------------------------
TEST(GravityTest, PerInstanceGravity) {
  const Pendulum p;
  MultibodyPlant<double> plant(0.0);
  const ModelInstanceIndex a = plant.AddModelInstance("a");
  const ModelInstanceIndex b = plant.AddModelInstance("b");
  AddPendulum(&plant, p, "bob_a", a);
  AddPendulum(&plant, p, "bob_b", b);
  plant.set_gravity_enabled(a, false);
  EXPECT_FALSE(plant.is_gravity_enabled(a));
  EXPECT_TRUE(plant.is_gravity_enabled(b));
  plant.Finalize();
  DRAKE_EXPECT_THROWS_MESSAGE(plant.set_gravity_enabled(b, false),
                              ".*set_gravity_enabled.*finalized.*");
  auto context = plant.CreateDefaultContext();
  const double qa = 0.4, qb = -1.1;
  plant.SetPositions(context.get(), a, Vector1d(qa));
  plant.SetPositions(context.get(), b, Vector1d(qb));
  const VectorXd tau_g = plant.CalcGravityGeneralizedForces(*context);
  // Exact zero for the disabled instance; the closed form −m g l sin q
  // (a few flops: 1e-14) for the other.
  EXPECT_EQ(plant.GetVelocitiesFromArray(a, tau_g)[0], 0.0);
  EXPECT_NEAR(plant.GetVelocitiesFromArray(b, tau_g)[0],
              -p.m * p.g * p.l * std::sin(qb), 1e-14);
  // The potential energy counts only instance b: V = −m g l cos q_b.
  EXPECT_NEAR(plant.CalcPotentialEnergy(*context),
              -p.m * p.g * p.l * std::cos(qb), 1e-14);
}

// ---------------------------------------------------------------------------
TEST(JointDampingTest, Continuous) {
  const Pendulum p;
  const double d = 0.8;  // N·m·s
  MultibodyPlant<double> plant(0.0);
  AddPendulum(&plant, p, "bob", default_model_instance(), d);
  plant.Finalize();
  auto context = plant.CreateDefaultContext();
  const double q = 0.5, v = -1.3;
  plant.SetPositions(context.get(), Vector1d(q));
  plant.SetVelocities(context.get(), Vector1d(v));
  const double vdot = plant.EvalTimeDerivatives(*context)[1];
  // I θ̈ = −m g l sin θ − d θ̇ (a few flops: 1e-14).
  const double I = p.m * p.l * p.l + p.Icm;
  EXPECT_NEAR(vdot, (-p.m * p.g * p.l * std::sin(q) - d * v) / I, 1e-14);
}

TEST(JointDampingTest, IsImplicitInDiscreteStep) {
  const double I = 0.3, d = 2.0, h = 0.01, v0 = 1.7;
  MultibodyPlant<double> plant(h);
  const RigidBody<double>& rotor = plant.AddRigidBody(
      "rotor", SpatialInertia<double>::MakeFromCentralInertia(
                   1.0, Vector3d::Zero(), RotationalInertia<double>(1, 1, I)));
  plant.AddJoint<RevoluteJoint>("spin", plant.world_body(), std::nullopt, rotor,
                                std::nullopt, Vector3d::UnitZ(), d);
  plant.mutable_gravity_field().set_gravity_vector(Vector3d::Zero());
  plant.Finalize();
  auto context = plant.CreateDefaultContext();
  plant.SetVelocities(context.get(), Vector1d(v0));
  systems::Simulator<double> simulator(plant, std::move(context));
  simulator.AdvanceTo(h);
  const auto& ctx = simulator.get_context();
  // Implicit damping: I (v₁ − v₀)/h = −d v₁ ⇒ v₁ = v₀ I/(I + h d); then
  // q₁ = h v₁. One division's rounding: 1e-14.
  const double v1 = v0 * I / (I + h * d);
  EXPECT_NEAR(plant.GetVelocities(ctx)[0], v1, 1e-14);
  EXPECT_NEAR(plant.GetPositions(ctx)[0], h * v1, 1e-14);
}

}  // namespace multibody_plant_dynamics_test
}  // namespace multibody
}  // namespace drake
