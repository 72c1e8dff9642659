// Forward dynamics by the two methods the tree chooses between at
// Finalize(): the articulated body algorithm (ABA) and the mass matrix
// factored as LᵀDL along the tree (CRB). They are independent algorithms
// (one O(n) recursion on articulated inertias; one dense composite-body
// matrix, a bias from inverse dynamics and a sparse factorization), so
// their agreement to rounding checks both. Models: the iiwa14, a 32-link
// revolute chain and a floating humanoid-like tree (free base, multi-dof
// shoulders and hips, branches). Also the sparsity pattern the
// factorization relies on, the choice by cost, the discrete free-motion
// step and the gravity forces computed by a force-only pass.

#include <memory>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "drake/common/find_resource.h"
#include "drake/math/autodiff.h"
#include "drake/multibody/parsing/parser.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/multibody/tree/ball_rpy_joint.h"
#include "drake/multibody/tree/prismatic_joint.h"
#include "drake/multibody/tree/revolute_joint.h"
#include "drake/multibody/tree/universal_joint.h"
#include "drake/systems/analysis/simulator.h"

namespace drake {
namespace multibody {
namespace multibody_plant_forward_dynamics_test {

using Eigen::MatrixXd;
using Eigen::Vector3d;
using Eigen::VectorXd;
using internal::ForwardDynamicsMethod;
using math::RigidTransformd;
using math::RollPitchYawd;

constexpr auto kAba = ForwardDynamicsMethod::kArticulatedBody;
constexpr auto kCrb = ForwardDynamicsMethod::kMassMatrix;

std::unique_ptr<MultibodyPlant<double>> MakeIiwa(double time_step) {
  auto plant = std::make_unique<MultibodyPlant<double>>(time_step);
  Parser(plant.get())
      .AddModels(
          FindResourceOrThrow("drake/manipulation/models/iiwa_description/urdf/"
                              "iiwa14_no_collision.urdf"));
  plant->WeldFrames(plant->world_frame(), plant->GetFrameByName("base"));
  plant->Finalize();
  return plant;
}

SpatialInertia<double> LinkInertia(double mass, double length) {
  return SpatialInertia<double>::MakeFromCentralInertia(
      mass, Vector3d(0, 0, -length / 2),
      RotationalInertia<double>(0.02 * mass, 0.03 * mass, 0.01 * mass));
}

// 32 revolute links with axes cycling z, y, x, 0.1 m apart (the benchmark
// chain's shape), the root jointed to the world.
std::unique_ptr<MultibodyPlant<double>> MakeChain32() {
  auto plant = std::make_unique<MultibodyPlant<double>>(0.0);
  const RigidBody<double>* parent = &plant->world_body();
  const Vector3d axes[3] = {Vector3d::UnitZ(), Vector3d::UnitY(),
                            Vector3d::UnitX()};
  for (int i = 0; i < 32; ++i) {
    const auto& body = plant->AddRigidBody("link" + std::to_string(i),
                                           LinkInertia(1.0 - 0.02 * i, 0.1));
    plant->AddJoint<RevoluteJoint>(
        "j" + std::to_string(i), *parent,
        RigidTransformd(Vector3d(0, 0, i == 0 ? 0.0 : -0.1)), body,
        std::nullopt, axes[i % 3]);
    parent = &body;
  }
  plant->Finalize();
  return plant;
}

// A floating torso with a prismatic "spine" link carrying a head (ball) and
// two arms (universal shoulder, revolute elbow; one elbow axis not along
// its frame's axes), and two legs (ball hip, revolute knee, universal
// ankle): every branch and multi-dof case of the factorization's sparsity.
std::unique_ptr<MultibodyPlant<double>> MakeHumanoidLikeTree(double time_step) {
  auto plant = std::make_unique<MultibodyPlant<double>>(time_step);
  auto X = [](double x, double y, double z, double roll = 0) {
    return RigidTransformd(RollPitchYawd(roll, 0, 0), Vector3d(x, y, z));
  };
  const auto& torso = plant->AddRigidBody("torso", LinkInertia(10, 0.5));
  const auto& spine = plant->AddRigidBody("spine", LinkInertia(3, 0.2));
  plant->AddJoint<PrismaticJoint>("spine_slide", torso, X(0, 0, 0.1), spine,
                                  std::nullopt, Vector3d::UnitZ());
  const auto& head = plant->AddRigidBody("head", LinkInertia(2, 0.2));
  plant->AddJoint<BallRpyJoint>("neck", spine, X(0, 0, 0.2, 0.1), head,
                                std::nullopt);
  for (int side : {-1, 1}) {
    const std::string s = side < 0 ? "l" : "r";
    const auto& upper = plant->AddRigidBody(s + "_upper", LinkInertia(2, 0.3));
    plant->AddJoint<UniversalJoint>(s + "_shoulder", spine,
                                    X(0, 0.2 * side, 0.1, 0.3), upper,
                                    std::nullopt);
    const auto& lower = plant->AddRigidBody(s + "_lower", LinkInertia(1, 0.3));
    plant->AddJoint<RevoluteJoint>(
        s + "_elbow", upper, X(0, 0, -0.3), lower, std::nullopt,
        side < 0 ? Vector3d::UnitY() : Vector3d(0.6, 0, 0.8));
    const auto& thigh = plant->AddRigidBody(s + "_thigh", LinkInertia(5, 0.4));
    plant->AddJoint<BallRpyJoint>(s + "_hip", torso, X(0, 0.1 * side, -0.5),
                                  thigh, std::nullopt);
    const auto& shin = plant->AddRigidBody(s + "_shin", LinkInertia(3, 0.4));
    plant->AddJoint<RevoluteJoint>(s + "_knee", thigh, X(0, 0, -0.4), shin,
                                   std::nullopt, Vector3d(-Vector3d::UnitY()));
    const auto& foot = plant->AddRigidBody(s + "_foot", LinkInertia(1, 0.1));
    plant->AddJoint<UniversalJoint>(s + "_ankle", shin, X(0, 0, -0.4), foot,
                                    std::nullopt);
  }
  plant->Finalize();  // The torso gets a quaternion floating joint.
  return plant;
}

// A random state (unit quaternions), applied generalized forces and
// joint damping, so every term of v̇ is exercised.
void SetRandomInputs(const MultibodyPlant<double>& plant,
                     systems::Context<double>* context, int seed) {
  std::mt19937 gen(seed);
  std::uniform_real_distribution<double> dist(-1.0, 1.0);
  VectorXd x(plant.num_multibody_states());
  for (int i = 0; i < x.size(); ++i) x[i] = dist(gen);
  for (JointIndex j : plant.GetJointIndices()) {
    const Joint<double>& joint = plant.get_joint(j);
    if (joint.num_positions() == 7) {
      x.segment<4>(joint.position_start()).normalize();
    }
  }
  plant.SetPositionsAndVelocities(context, x);
  VectorXd tau(plant.num_velocities());
  for (int i = 0; i < tau.size(); ++i) tau[i] = 5 * dist(gen);
  plant.get_applied_generalized_force_input_port().FixValue(context, tau);
}

// v̇ by one method (forced), then the tree's own choice restored.
VectorXd VdotBy(MultibodyPlant<double>* plant,
                const systems::Context<double>& context,
                ForwardDynamicsMethod method) {
  internal::MultibodyTree<double>& tree = plant->mutable_tree();
  const ForwardDynamicsMethod chosen = tree.forward_dynamics_method();
  tree.set_forward_dynamics_method(method);
  const VectorXd xdot = plant->EvalTimeDerivatives(context).CopyToVector();
  tree.set_forward_dynamics_method(chosen);
  return xdot.tail(plant->num_velocities());
}

// The two methods agree to 1e-12 relative (to |v̇|, a few hundred roundings
// in each, on mass matrices with condition numbers below ~1e4 here), at
// several random states; and inverse dynamics (RNEA, a third algorithm) of
// the CRB v̇ with the same forces (gravity, joint damping, τ_app) returns
// zero, so the agreement is not a shared mistake. Its tolerance is relative
// to |M|·|v̇|, the size of the terms that cancel.
void ExpectMethodsAgree(MultibodyPlant<double>* plant) {
  auto context = plant->CreateDefaultContext();
  const int nv = plant->num_velocities();
  for (int seed = 1; seed <= 4; ++seed) {
    SetRandomInputs(*plant, context.get(), seed);
    const VectorXd aba = VdotBy(plant, *context, kAba);
    // A new state write between the two: the cache holds one result.
    plant->SetPositionsAndVelocities(
        context.get(), plant->GetPositionsAndVelocities(*context));
    const VectorXd crb = VdotBy(plant, *context, kCrb);
    EXPECT_LT((aba - crb).norm(), 1e-12 * aba.norm())
        << "seed " << seed << "\nABA " << aba.transpose() << "\nCRB "
        << crb.transpose();
    MatrixXd M(nv, nv);
    plant->CalcMassMatrix(*context, &M);
    MultibodyForces<double> forces(*plant);
    plant->CalcForceElementsContribution(*context, &forces);
    forces.mutable_generalized_forces() +=
        plant->get_applied_generalized_force_input_port().Eval(*context);
    const VectorXd residual = plant->CalcInverseDynamics(*context, crb, forces);
    EXPECT_LT(residual.norm(), 1e-12 * M.norm() * crb.norm());
  }
}

TEST(ForwardDynamicsMethodsTest, Iiwa14) {
  auto plant = MakeIiwa(0.0);
  ExpectMethodsAgree(plant.get());
}

TEST(ForwardDynamicsMethodsTest, Chain32) {
  auto plant = MakeChain32();
  ExpectMethodsAgree(plant.get());
}

TEST(ForwardDynamicsMethodsTest, FloatingHumanoidLikeTree) {
  auto plant = MakeHumanoidLikeTree(0.0);
  ExpectMethodsAgree(plant.get());
}

// The body accelerations each method leaves in the forward dynamics cache
// agree too (CRB computes them from v̇ afterwards; ABA on the way down).
TEST(ForwardDynamicsMethodsTest, BodyAccelerationsAgree) {
  auto plant = MakeHumanoidLikeTree(0.0);
  auto context = plant->CreateDefaultContext();
  SetRandomInputs(*plant, context.get(), 11);
  std::vector<Vector6<double>> aba, crb;
  for (auto* out : {&aba, &crb}) {
    plant->mutable_tree().set_forward_dynamics_method(out == &aba ? kAba
                                                                  : kCrb);
    plant->SetPositionsAndVelocities(
        context.get(), plant->GetPositionsAndVelocities(*context));
    for (BodyIndex b(0); b < plant->num_bodies(); ++b) {
      out->push_back(plant->get_body(b)
                         .EvalSpatialAccelerationInWorld(*context)
                         .get_coeffs());
    }
  }
  for (int b = 0; b < plant->num_bodies(); ++b) {
    EXPECT_LT((aba[b] - crb[b]).norm(), 1e-12 * (1 + aba[b].norm()))
        << plant->get_body(BodyIndex(b)).name();
  }
}

// The sparsity the factorization follows: velocity k's parent is the
// previous velocity of its own joint or the last velocity of the nearest
// moving ancestor, and the dense mass matrix is zero off those chains.
TEST(ForwardDynamicsMethodsTest, MassMatrixSparsityFollowsVelocityParents) {
  auto plant = MakeHumanoidLikeTree(0.0);
  const std::vector<int>& parent = plant->internal_tree().velocity_parents();
  const int nv = plant->num_velocities();
  ASSERT_EQ(static_cast<int>(parent.size()), nv);
  // The free torso: v 0..5, a chain from the world.
  EXPECT_EQ(parent[0], -1);
  for (int k = 1; k < 6; ++k) EXPECT_EQ(parent[k], k - 1);
  // The left hip's first velocity hangs off the torso's last (5), not off
  // the spine or arm velocities numbered before it.
  const int hip = plant->GetJointByName("l_hip").velocity_start();
  EXPECT_EQ(parent[hip], 5);
  const int knee = plant->GetJointByName("l_knee").velocity_start();
  EXPECT_EQ(parent[knee], hip + 2);
  auto context = plant->CreateDefaultContext();
  SetRandomInputs(*plant, context.get(), 5);
  MatrixXd M(nv, nv);
  plant->CalcMassMatrix(*context, &M);
  for (int k = 0; k < nv; ++k) {
    std::vector<bool> on_chain(nv, false);
    for (int i = k; i >= 0; i = parent[i]) on_chain[i] = true;
    for (int i = 0; i < k; ++i) {
      if (!on_chain[i]) {
        EXPECT_EQ(M(k, i), 0.0) << k << ", " << i;
      }
    }
  }
  // The hip and the left elbow are on different branches: exact zero.
  EXPECT_EQ(M(hip, plant->GetJointByName("l_elbow").velocity_start()), 0.0);
}

// The choice at Finalize is the method with the smaller estimate, and the
// estimates order the benchmark models as their measured costs do (ABA
// wins on long chains, where the factorization's Σ depth² term grows).
TEST(ForwardDynamicsMethodsTest, ChoiceFollowsCostEstimate) {
  std::vector<std::unique_ptr<MultibodyPlant<double>>> plants;
  plants.push_back(MakeIiwa(0.0));
  plants.push_back(MakeChain32());
  plants.push_back(MakeHumanoidLikeTree(0.0));
  for (const auto& plant : plants) {
    const auto& tree = plant->internal_tree();
    const auto [aba, crb] = tree.EstimateForwardDynamicsCosts();
    EXPECT_GT(aba, 0);
    EXPECT_GT(crb, 0);
    EXPECT_EQ(tree.forward_dynamics_method(), crb < aba ? kCrb : kAba);
  }
  // On a long chain the factorization's cubic term must lose.
  auto chain = MakeChain32();
  const auto [aba, crb] = chain->internal_tree().EstimateForwardDynamicsCosts();
  EXPECT_GT(crb, aba);
}

// In AutoDiffXd, where each scalar result costs a pass over its partials,
// the mass matrix path is the cheaper one on all three models (measured:
// tools/benchmarks/multibody_bench, ForwardDynamicsAutoDiff*): the
// converted tree chooses by its own scalar's estimate, not the double
// tree's choice. Both methods give the same v̇ and the same ∂v̇/∂q (to
// 1e-12 relative, as the double comparison above).
TEST(ForwardDynamicsMethodsTest, AutoDiffChoosesByItsOwnCostAndAgrees) {
  std::vector<std::unique_ptr<MultibodyPlant<double>>> plants;
  plants.push_back(MakeIiwa(0.0));
  plants.push_back(MakeChain32());
  plants.push_back(MakeHumanoidLikeTree(0.0));
  EXPECT_EQ(plants[1]->internal_tree().forward_dynamics_method(), kAba);
  for (const auto& plant : plants) {
    auto ad = systems::System<double>::ToAutoDiffXd(*plant);
    internal::MultibodyTree<AutoDiffXd>& tree = ad->mutable_tree();
    const auto [aba, crb] = tree.EstimateForwardDynamicsCosts();
    EXPECT_LT(crb, aba);
    EXPECT_EQ(tree.forward_dynamics_method(), kCrb);
    auto context = plant->CreateDefaultContext();
    SetRandomInputs(*plant, context.get(), 7);
    auto ad_context = ad->CreateDefaultContext();
    ad_context->SetTimeStateAndParametersFrom(*context);
    const int nq = plant->num_positions();
    const int nv = plant->num_velocities();
    const VectorXd q = plant->GetPositions(*context);
    ad->get_applied_generalized_force_input_port().FixValue(
        ad_context.get(),
        VectorX<AutoDiffXd>(plant->get_applied_generalized_force_input_port()
                                .Eval(*context)
                                .cast<AutoDiffXd>()));
    MatrixXd value[2], gradient[2];
    for (int i = 0; i < 2; ++i) {
      tree.set_forward_dynamics_method(i == 0 ? kAba : kCrb);
      ad->SetPositions(ad_context.get(), math::InitializeAutoDiff(q));
      const VectorX<AutoDiffXd> vdot =
          ad->EvalTimeDerivatives(*ad_context).CopyToVector().tail(nv);
      value[i] = math::ExtractValue(vdot);
      gradient[i] = math::ExtractGradient(vdot, nq);
    }
    EXPECT_LT((value[0] - value[1]).norm(), 1e-12 * value[0].norm());
    ASSERT_GT(gradient[0].norm(), 0);
    EXPECT_LT((gradient[0] - gradient[1]).norm(), 1e-12 * gradient[0].norm());
    // The double values too: the conversion changed nothing but the method.
    EXPECT_LT((value[1] - VdotBy(plant.get(), *context, kAba)).norm(),
              1e-12 * value[0].norm());
  }
}

// The discrete plant's free-motion step (no contact, no joint limits, so
// no SAP) uses the same forward dynamics with joint damping folded in
// implicitly, (M + h·D)·v̇ = τ − C v: both methods give the same next state.
TEST(ForwardDynamicsMethodsTest, DiscreteFreeMotionStepAgrees) {
  const double h = 1e-3;
  auto plant = MakeHumanoidLikeTree(h);
  auto context = plant->CreateDefaultContext();
  SetRandomInputs(*plant, context.get(), 3);
  for (JointIndex j : plant->GetJointIndices()) {
    Joint<double>& joint = plant->get_mutable_joint(j);
    if (joint.num_velocities() == 1) {
      joint.SetDampingVector(context.get(), Vector1d(0.5 + 0.1 * j));
    }
  }
  VectorXd next[2];
  for (int i = 0; i < 2; ++i) {
    plant->mutable_tree().set_forward_dynamics_method(i == 0 ? kAba : kCrb);
    systems::Simulator<double> simulator(*plant, context->Clone());
    simulator.AdvanceTo(h);  // One step.
    next[i] = plant->GetPositionsAndVelocities(simulator.get_context());
  }
  const int nq = plant->num_positions();
  const int nv = plant->num_velocities();
  const VectorXd v0 = plant->GetVelocities(*context);
  // v_next − v0 = h·v̇: compare the change, relative to its size; q_next
  // to q's size (q_next = q + h·N(q)·v_next).
  const VectorXd dv0 = next[0].tail(nv) - v0;
  const VectorXd dv1 = next[1].tail(nv) - v0;
  ASSERT_GT(dv0.norm(), 1e-4);
  EXPECT_LT((dv0 - dv1).norm(), 1e-12 * dv0.norm());
  EXPECT_LT((next[0].head(nq) - next[1].head(nq)).norm(),
            1e-14 * next[0].head(nq).norm());
}

// Gravity's generalized forces by the force-only tip-to-base pass equal
// those of the full inverse dynamics of a resting plant (v = 0, v̇ = 0,
// no other force): τ_g = −ID(q, 0, 0) with gravity applied.
TEST(GravityGeneralizedForcesTest, MatchesInverseDynamicsAtRest) {
  std::vector<std::unique_ptr<MultibodyPlant<double>>> plants;
  plants.push_back(MakeIiwa(0.0));
  plants.push_back(MakeHumanoidLikeTree(0.0));
  for (const auto& plant : plants) {
    auto context = plant->CreateDefaultContext();
    SetRandomInputs(*plant, context.get(), 9);
    const int nv = plant->num_velocities();
    plant->SetVelocities(context.get(), VectorXd::Zero(nv));
    const VectorXd tau_g = plant->CalcGravityGeneralizedForces(*context);
    MultibodyForces<double> forces(*plant);
    plant->CalcForceElementsContribution(*context, &forces);
    const VectorXd id =
        plant->CalcInverseDynamics(*context, VectorXd::Zero(nv), forces);
    EXPECT_LT((tau_g + id).norm(), 1e-12 * tau_g.norm());
    // And CalcGeneralizedForces of the same forces (the same pass).
    VectorXd generalized;
    plant->CalcGeneralizedForces(*context, forces, &generalized);
    EXPECT_LT((generalized - tau_g).norm(), 1e-12 * tau_g.norm());
  }
}

}  // namespace multibody_plant_forward_dynamics_test
}  // namespace multibody
}  // namespace drake
