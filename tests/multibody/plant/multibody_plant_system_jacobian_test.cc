// MultibodyPlant's system Jacobian (Drake's EvalBlockSystemJacobian(),
// CalcFullSystemJacobian(), CalcSystemJacobianTransposeTimesF()): each
// block against the per-body spatial velocity Jacobians, J·v against the
// bodies' spatial velocities, Jᵀ·F against two independent paths to the
// generalized forces of body forces, the cache's prerequisites, and the
// errors for bad arguments.

#include <memory>
#include <random>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "multibody/plant/multibody_plant_test_models.h"

#include "drake/common/test_utilities/eigen_matrix_compare.h"
#include "drake/common/test_utilities/expect_throws_message.h"
#include "drake/math/autodiff.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/multibody/tree/block_system_jacobian_cache.h"

namespace drake {
namespace multibody {
namespace multibody_plant_system_jacobian_test {

using Eigen::MatrixXd;
using Eigen::VectorXd;
using internal::ForestTree;
using internal::MobilizerKind;
using internal::Mobod;
using internal::MobodIndex;

// Five trees: the chain with every joint type (a free base, a weld and a
// branch inside; 11 mobods, 25 velocities), a pendulum "bob" (1 mobod, 1
// velocity), a body "fixed" welded to World (1 mobod, no velocity), a body
// "anchor" welded to World carrying "swing" on a revolute joint (2 mobods,
// 1 velocity), and a free body "ball" given its floating joint at Finalize
// (1 mobod, 6 velocities). The trees are numbered by their base mobods,
// which follow World's joints in joint order (the ball's joint is added
// last, at Finalize).
std::unique_ptr<MultibodyPlant<double>> MakeForest(double time_step) {
  auto plant = test::MakeEveryJointChain(time_step);
  test::AddPendulum(plant.get(), test::Pendulum{}, "bob",
                    default_model_instance());
  const auto& fixed = plant->AddRigidBody("fixed", test::Box(1.0));
  plant->WeldFrames(plant->world_frame(), fixed.body_frame(),
                    math::RigidTransform<double>(Eigen::Vector3d(0, 1, 0)));
  const auto& anchor = plant->AddRigidBody("anchor", test::Box(1.0));
  plant->WeldFrames(
      plant->world_frame(), anchor.body_frame(),
      math::RigidTransform<double>(math::RollPitchYaw<double>(0.3, 0.2, 0.1),
                                   Eigen::Vector3d(0.5, -0.2, 0.4)));
  const auto& swing = plant->AddRigidBody("swing", test::Box(0.5));
  plant->AddJoint<RevoluteJoint>(
      "swing_pin", anchor,
      math::RigidTransform<double>(Eigen::Vector3d(0.1, 0.0, -0.3)), swing,
      math::RigidTransform<double>(Eigen::Vector3d(0.0, 0.2, 0.0)),
      Eigen::Vector3d(0.6, 0.0, 0.8));
  plant->AddRigidBody("ball", test::Box(2.0));
  plant->Finalize();
  return plant;
}

// A random state: positions and velocities uniform in [−1, 1], quaternions
// normalized.
void SetRandomState(const MultibodyPlant<double>& plant,
                    systems::Context<double>* context, int seed) {
  std::mt19937 generator(seed);
  std::uniform_real_distribution<double> uniform(-1.0, 1.0);
  VectorXd q(plant.num_positions());
  for (int i = 0; i < q.size(); ++i) q[i] = uniform(generator);
  for (const Mobod& node : plant.internal_tree().mobods()) {
    if (node.kind == MobilizerKind::kQuaternionFloating ||
        node.kind == MobilizerKind::kBallQuaternion) {
      q.segment<4>(node.q_start).normalize();
    }
  }
  VectorXd v(plant.num_velocities());
  for (int i = 0; i < v.size(); ++i) v[i] = uniform(generator);
  plant.SetPositions(context, q);
  plant.SetVelocities(context, v);
}

// J_V_WB_W (6 × nv) of body B's origin from CalcJacobianSpatialVelocity().
MatrixXd BodyJacobian(const MultibodyPlant<double>& plant,
                      const systems::Context<double>& context,
                      const RigidBody<double>& body) {
  MatrixXd J(6, plant.num_velocities());
  plant.CalcJacobianSpatialVelocity(
      context, JacobianWrtVariable::kV, body.body_frame(),
      Eigen::Vector3d::Zero(), plant.world_frame(), plant.world_frame(), &J);
  return J;
}

// The cache entry Drake names "system Jacobian".
const systems::CacheEntry& SystemJacobianEntry(
    const MultibodyPlant<double>& plant) {
  for (int i = 0; i < plant.num_cache_entries(); ++i) {
    const auto& entry = plant.get_cache_entry(systems::CacheIndex(i));
    if (entry.description() == "system Jacobian") return entry;
  }
  throw std::logic_error("no cache entry named 'system Jacobian'");
}

TEST(SystemJacobianTest, BlocksAreTheTreesAndMatchBodyJacobians) {
  auto plant = MakeForest(0.0);
  auto context = plant->CreateDefaultContext();
  SetRandomState(*plant, context.get(), 7);
  const int nv = plant->num_velocities();
  ASSERT_EQ(nv, 25 + 1 + 0 + 1 + 6);

  // One block per tree, sized 6nᵢ × mᵢ, in the order documented above.
  const std::vector<MatrixXd>& blocks =
      plant->EvalBlockSystemJacobian(*context);
  const std::vector<std::pair<int, int>> expected_sizes = {
      {6 * 11, 25}, {6, 1}, {6, 0}, {12, 1}, {6, 6}};
  ASSERT_EQ(blocks.size(), expected_sizes.size());
  for (size_t i = 0; i < blocks.size(); ++i) {
    EXPECT_EQ(blocks[i].rows(), expected_sizes[i].first) << "tree " << i;
    EXPECT_EQ(blocks[i].cols(), expected_sizes[i].second) << "tree " << i;
  }
  const std::vector<ForestTree>& trees = plant->internal_tree().forest_trees();
  ASSERT_EQ(trees.size(), blocks.size());
  EXPECT_EQ(
      &plant->EvalBlockSystemJacobianCache(*context).block_system_jacobian(),
      &blocks);

  // Each mobod's rows of its tree's block are the tree's columns of its
  // body's J_V_WB_W; the body's Jacobian is zero in every other column.
  // Both are sums of the same hinge columns shifted to Bo, in a different
  // order (the block shifts the parent's row from Po to Bo, the per-body
  // Jacobian shifts each column by p_BjBo at once); the entries are O(1)
  // (unit axes, lever arms under 3 m), so they agree to a few roundings:
  // 1e-14 absolute.
  constexpr double kTolerance = 1e-14;
  int num_checked = 0;
  for (size_t i = 0; i < trees.size(); ++i) {
    const ForestTree& tree = trees[i];
    for (int k = 0; k < tree.num_mobods; ++k) {
      const MobodIndex m(tree.base_mobod + k);
      const RigidBody<double>& body =
          plant->get_body(plant->internal_tree().mobod(m).body);
      SCOPED_TRACE(body.name());
      const MatrixXd J = BodyJacobian(*plant, *context, body);
      EXPECT_TRUE(CompareMatrices(blocks[i].middleRows(6 * k, 6),
                                  J.middleCols(tree.v_start, tree.nv),
                                  kTolerance));
      MatrixXd outside = J;
      outside.middleCols(tree.v_start, tree.nv).setZero();
      EXPECT_EQ(outside.norm(), 0.0);
      ++num_checked;
    }
  }
  EXPECT_EQ(num_checked, plant->num_bodies() - 1);

  // The full matrix: World's rows zero, then each body's J_V_WB_W at its
  // mobod's rows.
  const MatrixXd J_full = plant->CalcFullSystemJacobian(*context);
  ASSERT_EQ(J_full.rows(), 6 * plant->num_bodies());
  ASSERT_EQ(J_full.cols(), nv);
  EXPECT_EQ(J_full.topRows(6).norm(), 0.0);
  for (BodyIndex b(1); b < plant->num_bodies(); ++b) {
    const RigidBody<double>& body = plant->get_body(b);
    SCOPED_TRACE(body.name());
    EXPECT_TRUE(CompareMatrices(J_full.middleRows(6 * body.mobod_index(), 6),
                                BodyJacobian(*plant, *context, body),
                                kTolerance));
  }
}

TEST(SystemJacobianTest, FullJacobianTimesVIsEveryBodySpatialVelocity) {
  for (double time_step : {0.0, 1e-3}) {
    SCOPED_TRACE(fmt::format("time_step {}", time_step));
    auto plant = MakeForest(time_step);
    auto context = plant->CreateDefaultContext();
    for (int seed : {1, 2, 3}) {
      SetRandomState(*plant, context.get(), seed);
      const VectorXd V = plant->CalcFullSystemJacobian(*context) *
                         plant->GetVelocities(*context);
      // V_WB from velocity kinematics (V_WP shifted to Bo plus V_PB_W, base
      // to tip) against J·v: sums of ~30 products of O(1) terms, so a few
      // roundings of 1e-16 each: 1e-13 absolute.
      EXPECT_EQ(V.head<6>().norm(), 0.0);
      for (BodyIndex b(1); b < plant->num_bodies(); ++b) {
        const RigidBody<double>& body = plant->get_body(b);
        SCOPED_TRACE(body.name());
        EXPECT_TRUE(CompareMatrices(
            V.segment<6>(6 * body.mobod_index()),
            plant->EvalBodySpatialVelocityInWorld(*context, body).get_coeffs(),
            1e-13));
      }
    }
  }
}

TEST(SystemJacobianTest, TransposeTimesForcesIsTheGeneralizedForce) {
  auto plant = MakeForest(0.0);
  auto context = plant->CreateDefaultContext();
  SetRandomState(*plant, context.get(), 11);
  const int nv = plant->num_velocities();
  const int nb = plant->num_bodies();
  std::mt19937 generator(5);
  std::uniform_real_distribution<double> uniform(-1.0, 1.0);
  for (int trial = 0; trial < 4; ++trial) {
    SCOPED_TRACE(fmt::format("trial {}", trial));
    // F_Bo_W of every body, by BodyIndex and by MobodIndex; World's entry
    // is nonzero too (it must not change τ).
    MultibodyForces<double> forces(*plant);
    std::vector<SpatialForce<double>> F_Bo_W_array(nb);
    for (BodyIndex b(0); b < nb; ++b) {
      Vector6<double> F;
      for (int i = 0; i < 6; ++i) F[i] = uniform(generator);
      if (b > 0) forces.mutable_body_forces()[b] = SpatialForce<double>(F);
      F_Bo_W_array[plant->get_body(b).mobod_index()] = SpatialForce<double>(F);
    }
    VectorXd tau(nv);
    plant->CalcSystemJacobianTransposeTimesF(*context, &F_Bo_W_array, &tau);

    // The tolerances: τ sums ~16 forces of O(1) times lever arms under 3 m
    // (|τ| ≲ 50), so the paths agree to a few roundings of 1e-15: 1e-12.
    constexpr double kTolerance = 1e-12;

    // (a) CalcGeneralizedForces(): the tree's own tip-to-base pass over
    // MultibodyForces (by BodyIndex).
    VectorXd tau_generalized;
    plant->CalcGeneralizedForces(*context, forces, &tau_generalized);
    EXPECT_TRUE(CompareMatrices(tau, tau_generalized, kTolerance));

    // (b) Σ J_V_WBᵀ·F_Bo_W with each body's Jacobian formed.
    VectorXd tau_jacobians = VectorXd::Zero(nv);
    for (BodyIndex b(1); b < nb; ++b) {
      tau_jacobians +=
          BodyJacobian(*plant, *context, plant->get_body(b)).transpose() *
          forces.body_forces()[b].get_coeffs();
    }
    EXPECT_TRUE(CompareMatrices(tau, tau_jacobians, kTolerance));

    // (c) Inverse dynamics at v = 0, v̇ = 0: τ_id = −τ_g − Jᵀ·F, so
    // Jᵀ·F = τ_id(no forces) − τ_id(F).
    auto still = plant->CreateDefaultContext();
    plant->SetPositions(still.get(), plant->GetPositions(*context));
    const VectorXd vdot = VectorXd::Zero(nv);
    const VectorXd tau_id_free = plant->CalcInverseDynamics(
        *still, vdot, MultibodyForces<double>(*plant));
    const VectorXd tau_id = plant->CalcInverseDynamics(*still, vdot, forces);
    EXPECT_TRUE(CompareMatrices(tau, tau_id_free - tau_id, kTolerance));
  }
}

TEST(SystemJacobianTest, CacheDependsOnPositionsNotVelocities) {
  for (double time_step : {0.0, 1e-3}) {
    SCOPED_TRACE(fmt::format("time_step {}", time_step));
    auto plant = MakeForest(time_step);
    auto context = plant->CreateDefaultContext();
    SetRandomState(*plant, context.get(), 3);
    const systems::CacheEntry& entry = SystemJacobianEntry(*plant);
    plant->EvalBlockSystemJacobian(*context);
    EXPECT_FALSE(entry.is_out_of_date(*context));
    const MatrixXd before = plant->CalcFullSystemJacobian(*context);
    const VectorXd v_new = VectorXd::Constant(plant->num_velocities(), 0.25);
    if (time_step == 0) {
      // New velocities alone, through the Context's v-only write and through
      // the plant's SetVelocities() (which on a continuous plant notes only
      // v as changed, where Drake notes all of [q, v]): still up to date,
      // and unchanged.
      context->GetMutableVZVectors().first->SetFromVector(v_new);
      EXPECT_FALSE(entry.is_out_of_date(*context));
      EXPECT_EQ(plant->GetVelocities(*context), v_new);
      plant->SetVelocities(context.get(), 2 * v_new);
      EXPECT_FALSE(entry.is_out_of_date(*context));
      EXPECT_EQ(plant->GetVelocities(*context), 2 * v_new);
      // ...while what depends on v is recomputed: the body velocities are
      // J·v (linear in v), so doubling v doubles them.
      const VectorXd V_half = plant->CalcFullSystemJacobian(*context) * v_new;
      const VectorXd V_full =
          plant->CalcFullSystemJacobian(*context) * (2 * v_new);
      EXPECT_TRUE(CompareMatrices(V_full, 2 * V_half, 1e-14));
      const RigidBody<double>& last_body =
          plant->get_body(BodyIndex(plant->num_bodies() - 1));
      const Vector6<double> V_WB =
          plant->EvalBodySpatialVelocityInWorld(*context, last_body)
              .get_coeffs();
      plant->SetVelocities(context.get(), v_new);
      const Vector6<double> V_WB_half =
          plant->EvalBodySpatialVelocityInWorld(*context, last_body)
              .get_coeffs();
      EXPECT_TRUE(CompareMatrices(V_WB, 2 * V_WB_half, 1e-14));
      EXPECT_GT(V_WB.norm(), 0.0);
    } else {
      // A discrete plant holds [q, v] in one discrete group, so any state
      // change invalidates it (as in Drake); the value is the same.
      plant->SetVelocities(context.get(), v_new);
    }
    EXPECT_EQ((plant->CalcFullSystemJacobian(*context) - before).norm(), 0.0);
    // A new angle of the chain's revolute joint moves the bodies outboard of
    // it: out of date, and recomputed to a new value.
    VectorXd q = plant->GetPositions(*context);
    const RevoluteJoint<double>& j_rev =
        plant->GetJointByName<RevoluteJoint>("j_rev");
    q[j_rev.position_start()] += 0.5;
    plant->SetPositions(context.get(), q);
    EXPECT_TRUE(entry.is_out_of_date(*context));
    const MatrixXd after = plant->CalcFullSystemJacobian(*context);
    EXPECT_FALSE(entry.is_out_of_date(*context));
    EXPECT_GT((after - before).norm(), 0.1);
  }
}

TEST(SystemJacobianTest, AutoDiffMatchesDouble) {
  auto plant = MakeForest(0.0);
  auto context = plant->CreateDefaultContext();
  SetRandomState(*plant, context.get(), 21);
  auto plant_ad = systems::System<double>::ToAutoDiffXd(*plant);
  auto context_ad = plant_ad->CreateDefaultContext();
  context_ad->SetTimeStateAndParametersFrom(*context);
  const MatrixXd J = plant->CalcFullSystemJacobian(*context);
  const MatrixX<AutoDiffXd> J_ad =
      plant_ad->CalcFullSystemJacobian(*context_ad);
  // The same operations on the values, but Eigen vectorizes the double
  // products and not the AutoDiffXd ones: equal to a few roundings of the
  // O(1) entries, 1e-14.
  EXPECT_TRUE(CompareMatrices(math::DiscardGradient(J_ad), J, 1e-14));
}

TEST(SystemJacobianTest, BadArgumentsThrow) {
  auto plant = MakeForest(0.0);
  auto context = plant->CreateDefaultContext();
  const int nv = plant->num_velocities();
  const int nb = plant->num_bodies();
  std::vector<SpatialForce<double>> F(nb, SpatialForce<double>::Zero());
  VectorXd tau(nv);
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant->CalcSystemJacobianTransposeTimesF(*context, nullptr, &tau),
      ".*CalcSystemJacobianTransposeTimesF.*F_Bo_W_array.*null.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant->CalcSystemJacobianTransposeTimesF(*context, &F, nullptr),
      ".*CalcSystemJacobianTransposeTimesF.*tau.*null.*");
  std::vector<SpatialForce<double>> short_F(nb - 1,
                                            SpatialForce<double>::Zero());
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant->CalcSystemJacobianTransposeTimesF(*context, &short_F, &tau),
      fmt::format(".*CalcSystemJacobianTransposeTimesF.*F_Bo_W_array has {} "
                  "entries.*expected {}.*",
                  nb - 1, nb));
  VectorXd long_tau(nv + 1);
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant->CalcSystemJacobianTransposeTimesF(*context, &F, &long_tau),
      fmt::format(".*CalcSystemJacobianTransposeTimesF.*tau has size {}.*"
                  "expected.*{}.*",
                  nv + 1, nv));

  // A Context of another plant, and a plant not finalized.
  auto other = MakeForest(0.0);
  auto other_context = other->CreateDefaultContext();
  EXPECT_THROW(plant->EvalBlockSystemJacobian(*other_context), std::exception);
  MultibodyPlant<double> unfinalized(0.0);
  DRAKE_EXPECT_THROWS_MESSAGE(unfinalized.CalcFullSystemJacobian(*context),
                              ".*CalcFullSystemJacobian.*Finalize.*");
}

}  // namespace multibody_plant_system_jacobian_test
}  // namespace multibody
}  // namespace drake
