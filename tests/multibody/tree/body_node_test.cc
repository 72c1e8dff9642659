// The per-node passes of internal::BodyNode, run base-to-tip and tip-to-base
// over every node of a model. BodyNode and the tree's flat loops call the
// same per-node steps (body_node_steps.h), so comparing them checks the
// object view's plumbing (inputs fetched through accessors and the Context,
// outputs where the API says), not the joint math: the iiwa14, a chain with
// one joint of every type and a chain whose joints are traversed reversed
// reproduce the plant's X_WB, H_PB_W, V_WB, A_WB and τ. The math is checked
// against independent oracles: V_WB and A_WB against central differences
// of X_WB and V_WB along the motion, and the articulated-body pass against
// closed forms from the mass matrix (a leaf's articulated inertia is its
// spatial inertia, D of a leaf is its diagonal block of M, and D of a node
// whose ancestors are all welded to the world is the inverse of its block
// of M⁻¹). Misuse (root-node accessors, bad indices, null outputs) throws.

#include "drake/multibody/tree/body_node.h"

#include <memory>
#include <random>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "multibody/plant/multibody_plant_test_models.h"
#include "test_utilities/expect_throws_message.h"
#include "test_utilities/near_relative.h"

#include "drake/common/find_resource.h"
#include "drake/math/autodiff.h"
#include "drake/math/autodiff_gradient.h"
#include "drake/multibody/parsing/parser.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/multibody/tree/body_node_steps.h"
#include "drake/multibody/tree/mobilizer.h"
#include "drake/multibody/tree/multibody_tree.h"

namespace drake {
namespace multibody {
namespace internal {
namespace body_node_test {

using Eigen::MatrixXd;
using Eigen::Vector3d;
using Eigen::VectorXd;

// Relative tolerance for comparing two O(n) recursions in double over a
// short chain: each quantity is built from O(10) products of O(1) terms,
// so the two evaluation orders agree to a few hundred ε of its magnitude.
constexpr double kRelative = 1e-12;

// |a − b|∞ ≤ relative·max(1, |b|∞) with equal sizes.
template <typename DerivedA, typename DerivedB>
::testing::AssertionResult NearRelative(const Eigen::MatrixBase<DerivedA>& a,
                                        const Eigen::MatrixBase<DerivedB>& b,
                                        double relative = kRelative) {
  return ::drake::test::NearRelative(a, b, relative);
}

// The results of running every node's passes in tree order.
template <typename T>
struct PassResults {
  PositionKinematicsCache<T> pc;
  Matrix6X<T> H;
  VelocityKinematicsCache<T> vc;
  std::vector<SpatialAcceleration<T>> A_WB;
  std::vector<SpatialForce<T>> F_BMo_W;
  VectorX<T> tau;
  ArticulatedBodyInertiaCache<T> abc;
};

template <typename T>
PassResults<T> RunPasses(const MultibodyPlant<T>& plant,
                         const systems::Context<T>& context,
                         const VectorX<T>& vdot,
                         const MultibodyForces<T>& forces) {
  const MultibodyTree<T>& tree = plant.internal_tree();
  const int n = tree.num_mobods();
  const int nv = tree.num_velocities();
  PassResults<T> r{PositionKinematicsCache<T>(n, nv),
                   Matrix6X<T>::Zero(6, nv),
                   VelocityKinematicsCache<T>(n),
                   std::vector<SpatialAcceleration<T>>(n),
                   std::vector<SpatialForce<T>>(n, SpatialForce<T>::Zero()),
                   VectorX<T>::Zero(nv),
                   ArticulatedBodyInertiaCache<T>(n)};
  // Base to tip: positions, hinge matrices, velocities, accelerations.
  for (int m = 0; m < n; ++m) {
    tree.get_body_node(MobodIndex(m))
        .CalcPositionKinematicsCache_BaseToTip(context, &r.pc);
  }
  for (int m = 0; m < n; ++m) {
    const BodyNode<T>& node = tree.get_body_node(MobodIndex(m));
    const BodyNodeTopology& t = node.get_topology();
    auto H_block = r.H.middleCols(t.mobilizer_velocities_start_in_v,
                                  t.num_mobilizer_velocities);
    node.CalcAcrossNodeGeometricJacobianExpressedInWorld(context, r.pc,
                                                         &H_block);
  }
  for (int m = 0; m < n; ++m) {
    const BodyNode<T>& node = tree.get_body_node(MobodIndex(m));
    const BodyNodeTopology& t = node.get_topology();
    node.CalcVelocityKinematicsCache_BaseToTip(
        context, r.pc,
        r.H.middleCols(t.mobilizer_velocities_start_in_v,
                       t.num_mobilizer_velocities),
        &r.vc);
  }
  for (int m = 0; m < n; ++m) {
    tree.get_body_node(MobodIndex(m))
        .CalcSpatialAcceleration_BaseToTip(context, r.pc, r.vc, vdot, &r.A_WB);
  }
  // Tip to base: inverse dynamics and articulated inertias.
  for (int m = n - 1; m >= 0; --m) {
    const BodyNode<T>& node = tree.get_body_node(MobodIndex(m));
    const BodyNodeTopology& t = node.get_topology();
    const VectorX<T> tau_applied = forces.generalized_forces().segment(
        t.mobilizer_velocities_start_in_v, t.num_mobilizer_velocities);
    node.CalcInverseDynamics_TipToBase(context, r.pc, r.vc, r.A_WB,
                                       forces.body_forces()[t.body],
                                       tau_applied, &r.F_BMo_W, &r.tau);
  }
  for (int m = n - 1; m >= 1; --m) {
    const BodyNode<T>& node = tree.get_body_node(MobodIndex(m));
    const BodyNodeTopology& t = node.get_topology();
    node.CalcArticulatedBodyInertiaCache_TipToBase(
        context, r.pc,
        r.H.middleCols(t.mobilizer_velocities_start_in_v,
                       t.num_mobilizer_velocities),
        &r.abc);
  }
  return r;
}

// Sets a random state (unit quaternions), and returns a random v̇ and random
// applied forces (a spatial force on every body, a generalized force on
// every velocity).
VectorXd SetRandomState(const MultibodyPlant<double>& plant,
                        systems::Context<double>* context,
                        MultibodyForces<double>* forces, int seed) {
  std::mt19937 generator(seed);
  std::uniform_real_distribution<double> uniform(-1.0, 1.0);
  const MultibodyTree<double>& tree = plant.internal_tree();
  VectorXd q(plant.num_positions());
  for (int i = 0; i < q.size(); ++i) q[i] = uniform(generator);
  for (const Mobod& node : tree.mobods()) {
    if (node.kind == MobilizerKind::kQuaternionFloating ||
        node.kind == MobilizerKind::kBallQuaternion) {
      q.segment<4>(node.q_start).normalize();
    }
  }
  VectorXd v(plant.num_velocities()), vdot(plant.num_velocities());
  for (int i = 0; i < v.size(); ++i) v[i] = uniform(generator);
  for (int i = 0; i < v.size(); ++i) vdot[i] = uniform(generator);
  plant.SetPositions(context, q);
  plant.SetVelocities(context, v);
  for (int b = 1; b < plant.num_bodies(); ++b) {
    Vector6<double> F;
    for (int i = 0; i < 6; ++i) F[i] = uniform(generator);
    forces->mutable_body_forces()[b] = SpatialForce<double>(F);
  }
  for (int i = 0; i < v.size(); ++i) {
    forces->mutable_generalized_forces()[i] = uniform(generator);
  }
  return vdot;
}

// Runs the passes on `plant` (finalized) at a random state and compares
// them with the plant's production algorithms.
void CheckPassesReproducePlant(const MultibodyPlant<double>& plant, int seed) {
  const MultibodyTree<double>& tree = plant.internal_tree();
  auto context = plant.CreateDefaultContext();
  MultibodyForces<double> forces(plant);
  const VectorXd vdot = SetRandomState(plant, context.get(), &forces, seed);
  const PassResults<double> r = RunPasses(plant, *context, vdot, forces);

  std::vector<SpatialAcceleration<double>> A_WB_plant(plant.num_bodies());
  plant.CalcSpatialAccelerationsFromVdot(*context, vdot, &A_WB_plant);
  for (int m = 1; m < tree.num_mobods(); ++m) {
    const BodyNode<double>& node = tree.get_body_node(MobodIndex(m));
    const RigidBody<double>& body = node.body();
    SCOPED_TRACE(body.name());
    EXPECT_TRUE(NearRelative(
        r.pc.get_X_WB(MobodIndex(m)).GetAsMatrix34(),
        plant.EvalBodyPoseInWorld(*context, body).GetAsMatrix34()));
    EXPECT_TRUE(NearRelative(
        r.vc.get_V_WB(MobodIndex(m)).get_coeffs(),
        plant.EvalBodySpatialVelocityInWorld(*context, body).get_coeffs()));
    EXPECT_TRUE(NearRelative(r.A_WB[m].get_coeffs(),
                             A_WB_plant[body.index()].get_coeffs()));
  }
  EXPECT_TRUE(
      NearRelative(r.H, tree.EvalPositionKinematics(*context).H_PB_W()));
  // The tree adds the reflected rotor inertias to τ after the recursion.
  const VectorXd tau_plant = plant.CalcInverseDynamics(*context, vdot, forces);
  const VectorXd tau_nodes =
      r.tau + tree.EvalReflectedInertia(*context).cwiseProduct(vdot);
  EXPECT_TRUE(NearRelative(tau_nodes, tau_plant));
}

std::unique_ptr<MultibodyPlant<double>> MakeIiwa() {
  auto plant = std::make_unique<MultibodyPlant<double>>(0.0);
  Parser parser(plant.get());
  parser.AddModels(
      FindResourceOrThrow("drake/manipulation/models/iiwa_description/urdf/"
                          "iiwa14_no_collision.urdf"));
  plant->WeldFrames(plant->world_frame(), plant->GetFrameByName("base"));
  plant->Finalize();
  return plant;
}

// A chain reached through reversed joints: world →(revolute) A; the
// revolute "a_from_b" has parent B and child A, and the prismatic "b_from_c"
// has parent C and child B, so both are traversed child-to-parent.
std::unique_ptr<MultibodyPlant<double>> MakeReversedChain() {
  auto plant = std::make_unique<MultibodyPlant<double>>(0.0);
  auto inertia = [](double m, double x) {
    return SpatialInertia<double>::MakeFromCentralInertia(
        m, Vector3d(x, 0.05, -0.1),
        RotationalInertia<double>(0.1 * m, 0.2 * m, 0.15 * m));
  };
  const auto& A = plant->AddRigidBody("A", inertia(1.0, 0.1));
  const auto& B = plant->AddRigidBody("B", inertia(0.7, -0.2));
  const auto& C = plant->AddRigidBody("C", inertia(0.4, 0.3));
  using math::RigidTransformd;
  using math::RollPitchYawd;
  plant->AddJoint<RevoluteJoint>(
      "world_a", plant->world_body(),
      RigidTransformd(RollPitchYawd(0.1, 0.2, 0), Vector3d(0, 0, 1)), A,
      std::nullopt, Vector3d(0, 1, 0.2));
  plant->AddJoint<RevoluteJoint>(
      "a_from_b", B,
      RigidTransformd(RollPitchYawd(0, 0.3, 0.1), Vector3d(0.2, 0, -0.3)), A,
      RigidTransformd(Vector3d(0.1, 0.1, 0)), Vector3d(1, 0.5, 0));
  plant->AddJoint<PrismaticJoint>(
      "b_from_c", C, RigidTransformd(Vector3d(0, -0.2, 0.1)), B,
      RigidTransformd(RollPitchYawd(0.4, 0, 0), Vector3d::Zero()),
      Vector3d(0.3, 0, 1));
  plant->Finalize();
  return plant;
}

TEST(BodyNodeTest, IiwaPassesReproducePlant) {
  const auto plant = MakeIiwa();
  CheckPassesReproducePlant(*plant, 1);
  CheckPassesReproducePlant(*plant, 2);
}

TEST(BodyNodeTest, EveryJointChainPassesReproducePlant) {
  auto plant = test::MakeEveryJointChain();
  plant->Finalize();
  CheckPassesReproducePlant(*plant, 3);
  CheckPassesReproducePlant(*plant, 4);
}

TEST(BodyNodeTest, ReversedJointsPassesReproducePlant) {
  const auto plant = MakeReversedChain();
  const MultibodyTree<double>& tree = plant->internal_tree();
  // The reversed nodes' mobilizers run from the joint's child frame.
  const Joint<double>& a_from_b = plant->GetJointByName("a_from_b");
  const Mobilizer<double>& mobilizer =
      tree.get_body_node(tree.joint_mobod(a_from_b.index())).get_mobilizer();
  EXPECT_EQ(&mobilizer.inboard_frame(), &a_from_b.frame_on_child());
  EXPECT_EQ(&mobilizer.outboard_frame(), &a_from_b.frame_on_parent());
  CheckPassesReproducePlant(*plant, 5);
}

// The node passes' velocities and accelerations are the time derivatives of
// the poses and velocities they produce: with q̇ = N(q)·v, central
// differences of X_WB(q) along q̇ give V_WB, and of V_WB(q, v) along
// (q̇, v̇) give A_WB. An error in a hinge matrix, a shift or a Coriolis term
// of the shared steps shows here, whichever implementation calls them.
TEST(BodyNodeTest, PassesMatchFiniteDifferences) {
  auto plant = test::MakeEveryJointChain();
  plant->Finalize();
  const MultibodyTree<double>& tree = plant->internal_tree();
  auto context = plant->CreateDefaultContext();
  MultibodyForces<double> forces(*plant);
  const VectorXd vdot = SetRandomState(*plant, context.get(), &forces, 17);
  const PassResults<double> r = RunPasses(*plant, *context, vdot, forces);
  const VectorXd q0 = plant->GetPositions(*context);
  const VectorXd v0 = plant->GetVelocities(*context);
  VectorXd qdot(plant->num_positions());
  plant->MapVelocityToQDot(*context, v0, &qdot);

  // Runs the passes at (q, v).
  auto run = [&](const VectorXd& q, const VectorXd& v) {
    auto c = plant->CreateDefaultContext();
    plant->SetPositions(c.get(), q);
    plant->SetVelocities(c.get(), v);
    return RunPasses(*plant, *c, vdot, forces);
  };
  // Central differences with h = 1e-6: truncation O(h²) ≈ 1e-12 and
  // round-off O(ε/h) ≈ 1e-10 on O(1) quantities, so 1e-7 (relative to
  // max(1, |x|)) leaves a wide margin and still catches any wrong term,
  // which is O(|v|²) ≈ 0.1–1 here. (Quaternions off the unit sphere by
  // O(h²) add a negligible O(h²) error.)
  const double h = 1e-6;
  const double kFiniteDifference = 1e-7;
  const PassResults<double> plus = run(q0 + h * qdot, v0 + h * vdot);
  const PassResults<double> minus = run(q0 - h * qdot, v0 - h * vdot);
  for (int m = 1; m < tree.num_mobods(); ++m) {
    const MobodIndex B(m);
    SCOPED_TRACE(tree.get_body_node(B).body().name());
    const math::RigidTransformd& Xp = plus.pc.get_X_WB(B);
    const math::RigidTransformd& Xm = minus.pc.get_X_WB(B);
    const Vector3d v_WBo = (Xp.translation() - Xm.translation()) / (2 * h);
    // Ṙ·Rᵀ = [w]×.
    const Eigen::Matrix3d Rdot =
        (Xp.rotation().matrix() - Xm.rotation().matrix()) / (2 * h);
    const Eigen::Matrix3d W =
        Rdot * r.pc.get_X_WB(B).rotation().matrix().transpose();
    const Vector3d w_WB(W(2, 1), W(0, 2), W(1, 0));
    const SpatialVelocity<double>& V_WB = r.vc.get_V_WB(B);
    EXPECT_TRUE(NearRelative(V_WB.rotational(), w_WB, kFiniteDifference));
    EXPECT_TRUE(NearRelative(V_WB.translational(), v_WBo, kFiniteDifference));
    const Vector6<double> A_WB_fd =
        (plus.vc.get_V_WB(B).get_coeffs() - minus.vc.get_V_WB(B).get_coeffs()) /
        (2 * h);
    EXPECT_TRUE(
        NearRelative(r.A_WB[m].get_coeffs(), A_WB_fd, kFiniteDifference));
  }
}

// The tree's nodes: one per body, depth-first, with parent, children, level
// and the mobilizer's sizes.
TEST(BodyNodeTest, Topology) {
  auto plant = test::MakeEveryJointChain();
  plant->Finalize();
  const MultibodyTree<double>& tree = plant->internal_tree();
  for (int m = 0; m < tree.num_mobods(); ++m) {
    const Mobod& mobod = tree.mobod(MobodIndex(m));
    const BodyNode<double>& node = tree.get_body_node(MobodIndex(m));
    const BodyNodeTopology& t = node.get_topology();
    EXPECT_EQ(node.index(), MobodIndex(m));
    EXPECT_EQ(t.index, MobodIndex(m));
    EXPECT_EQ(node.body().index(), mobod.body);
    EXPECT_EQ(t.level, mobod.level);
    EXPECT_EQ(node.get_num_mobilizer_positions(), mobod.nq);
    EXPECT_EQ(node.get_num_mobilizer_velocites(), mobod.nv);
    EXPECT_EQ(t.num_flexible_positions, 0);
    if (m == 0) continue;
    EXPECT_EQ(t.parent_body_node, MobodIndex(mobod.parent));
    EXPECT_EQ(node.parent_body().index(),
              tree.mobod(MobodIndex(mobod.parent)).body);
    EXPECT_EQ(&node.get_mobilizer(),
              &tree.get_mobilizer(MobilizerIndex(m - 1)));
    EXPECT_EQ(t.mobilizer_velocities_start_in_v, mobod.v_start);
    // This node is among its parent's children.
    const auto& siblings =
        tree.get_body_node(MobodIndex(mobod.parent)).child_nodes();
    EXPECT_NE(std::find(siblings.begin(), siblings.end(), &node),
              siblings.end());
  }
  // b10 hangs from b2, whose node has two children.
  const BodyNode<double>& b2 =
      tree.get_body_node(plant->GetBodyByName("b2").mobod_index());
  EXPECT_EQ(b2.child_nodes().size(), 2);
  EXPECT_EQ(b2.get_topology().child_nodes.size(), 2);
  // The Jacobian view of an array of columns.
  std::vector<Vector6<double>> H_array(plant->num_velocities());
  for (int k = 0; k < plant->num_velocities(); ++k) {
    H_array[k] = Vector6<double>::Constant(k);
  }
  const BodyNode<double>& free = tree.get_body_node(MobodIndex(1));
  const auto H_free = free.GetJacobianFromArray(H_array);
  ASSERT_EQ(H_free.cols(), 6);
  EXPECT_EQ(H_free(3, 5), 5.0);
  free.GetMutableJacobianFromArray (&H_array)(0, 2) = -1;
  EXPECT_EQ(H_array[2][0], -1.0);
}

// Closed forms for the articulated-body quantities.
TEST(BodyNodeTest, ArticulatedBodyInertias) {
  for (const bool iiwa : {true, false}) {
    std::unique_ptr<MultibodyPlant<double>> plant = MakeIiwa();
    if (!iiwa) {
      plant = test::MakeEveryJointChain();
      plant->Finalize();
    }
    SCOPED_TRACE(iiwa ? "iiwa14" : "every joint chain");
    const MultibodyTree<double>& tree = plant->internal_tree();
    auto context = plant->CreateDefaultContext();
    MultibodyForces<double> forces(*plant);
    const VectorXd vdot = SetRandomState(*plant, context.get(), &forces, 9);
    const PassResults<double> r = RunPasses(*plant, *context, vdot, forces);
    MatrixXd M(plant->num_velocities(), plant->num_velocities());
    plant->CalcMassMatrix(*context, &M);
    const MatrixXd Minv = M.inverse();
    for (int m = 1; m < tree.num_mobods(); ++m) {
      const BodyNode<double>& node = tree.get_body_node(MobodIndex(m));
      SCOPED_TRACE(node.body().name());
      const int v0 = node.get_topology().mobilizer_velocities_start_in_v;
      const int nm = node.get_num_mobilizer_velocites();
      const MatrixXd D = r.abc.get_D_B(MobodIndex(m));
      ASSERT_EQ(D.rows(), nm);
      if (node.child_nodes().empty()) {
        // A leaf: P_B_W = M_B_W (about Bo, in W), D = M's diagonal block.
        const SpatialInertia<double> M_B_W =
            node.body().CalcSpatialInertiaInBodyFrame(*context).ReExpress(
                r.pc.get_X_WB(MobodIndex(m)).rotation());
        EXPECT_TRUE(
            NearRelative(r.abc.get_P_B_W(MobodIndex(m)).CopyToFullMatrix6(),
                         M_B_W.CopyToFullMatrix6()));
        EXPECT_TRUE(NearRelative(D, M.block(v0, v0, nm, nm)));
      }
      // A node whose ancestors are welded to the world: the ABA's first
      // step gives v̇_B = D⁻¹·τ_B for τ on B's dofs only (v = 0, no
      // gravity), so D = ((M⁻¹)_BB)⁻¹.
      if (nm > 0 && tree.IsAnchored(
                        tree.get_body_node(node.get_topology().parent_body_node)
                            .body()
                            .index())) {
        const MatrixXd D_expected = Minv.block(v0, v0, nm, nm).inverse();
        // M⁻¹ and its block's inverse amplify round-off by cond(M) ≈ 1e3.
        EXPECT_TRUE(NearRelative(D, D_expected, 1e-10));
      }
      // Pplus_PB_W·H_PB_W = P·H·D⁻¹·diag(Iᵣ): with no reflected rotor
      // inertia Iᵣ the articulated inertia passed to the parent offers no
      // resistance along the mobilizer's free directions.
      const auto H = r.H.middleCols(v0, nm);
      const Matrix6<double> P =
          r.abc.get_P_B_W(MobodIndex(m)).CopyToFullMatrix6();
      const Matrix6<double> Pplus =
          r.abc.get_Pplus_PB_W(MobodIndex(m)).CopyToFullMatrix6();
      const VectorXd reflected =
          tree.EvalReflectedInertia(*context).segment(v0, nm);
      const MatrixXd expected = P * H * D.inverse() * reflected.asDiagonal();
      EXPECT_TRUE(NearRelative(Pplus * H, expected));
    }
  }
}

// The AutoDiffXd instantiation runs the same passes: values equal the
// double ones, and ∂τ/∂v̇ (v̇ seeded as the independent variables) is the
// mass matrix.
TEST(BodyNodeTest, AutoDiffPasses) {
  auto plant = test::MakeEveryJointChain();
  plant->Finalize();
  auto context = plant->CreateDefaultContext();
  MultibodyForces<double> forces(*plant);
  const VectorXd vdot = SetRandomState(*plant, context.get(), &forces, 21);
  const PassResults<double> r = RunPasses(*plant, *context, vdot, forces);

  const auto plant_ad = systems::System<double>::ToAutoDiffXd(*plant);
  auto context_ad = plant_ad->CreateDefaultContext();
  plant_ad->SetPositions(context_ad.get(),
                         plant->GetPositions(*context).cast<AutoDiffXd>());
  plant_ad->SetVelocities(context_ad.get(),
                          plant->GetVelocities(*context).cast<AutoDiffXd>());
  MultibodyForces<AutoDiffXd> forces_ad(*plant_ad);
  const VectorX<AutoDiffXd> vdot_ad = math::InitializeAutoDiff(vdot);
  const PassResults<AutoDiffXd> r_ad =
      RunPasses(*plant_ad, *context_ad, vdot_ad, forces_ad);
  for (int m = 1; m < plant->internal_tree().num_mobods(); ++m) {
    EXPECT_TRUE(NearRelative(
        math::ExtractValue(r_ad.pc.get_X_WB(MobodIndex(m)).GetAsMatrix34()),
        r.pc.get_X_WB(MobodIndex(m)).GetAsMatrix34()));
    EXPECT_TRUE(NearRelative(
        math::ExtractValue(r_ad.vc.get_V_WB(MobodIndex(m)).get_coeffs()),
        r.vc.get_V_WB(MobodIndex(m)).get_coeffs()));
  }
  // τ is affine in v̇ with slope M (no reflected inertia in this model).
  MatrixXd M(plant->num_velocities(), plant->num_velocities());
  plant->CalcMassMatrix(*context, &M);
  EXPECT_TRUE(NearRelative(math::ExtractGradient(r_ad.tau), M));
  // The values are those of the double passes without applied forces.
  forces.SetZero();
  const PassResults<double> r_free = RunPasses(*plant, *context, vdot, forces);
  EXPECT_TRUE(NearRelative(math::ExtractValue(r_ad.tau), r_free.tau));
}

// Exposes the protected frame accessors.
class BodyNodeTester : public BodyNode<double> {
 public:
  using BodyNode<double>::BodyNode;
  using BodyNode<double>::inboard_frame;
  using BodyNode<double>::outboard_frame;
};

TEST(BodyNodeTest, Errors) {
  const auto plant = MakeIiwa();
  const MultibodyTree<double>& tree = plant->internal_tree();
  const BodyNode<double>& root = tree.get_body_node(MobodIndex(0));
  DRAKE_EXPECT_THROWS_MESSAGE(
      root.parent_body(),
      "BodyNode::parent_body\\(\\): called on the root node \\(the world body "
      "'world'\\), which has no parent body and no inboard mobilizer.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      root.get_mobilizer(),
      "BodyNode::get_mobilizer\\(\\): called on the root node .*");
  EXPECT_EQ(root.get_num_mobilizer_velocites(), 0);
  ArticulatedBodyInertiaCache<double> abc(tree.num_mobods());
  PositionKinematicsCache<double> pc(tree.num_mobods(), tree.num_velocities());
  auto context = plant->CreateDefaultContext();
  DRAKE_EXPECT_THROWS_MESSAGE(
      root.CalcArticulatedBodyInertiaCache_TipToBase(
          *context, pc, Matrix6X<double>(6, 0), &abc),
      "BodyNode::CalcArticulatedBodyInertiaCache_TipToBase\\(\\): called on "
      "the root node .*");
  const BodyNodeTester standalone_root(nullptr, &plant->world_body(), nullptr);
  DRAKE_EXPECT_THROWS_MESSAGE(
      standalone_root.inboard_frame(),
      "BodyNode::inboard_frame\\(\\): the root node \\(the world\\) has no "
      "mobilizer, hence no inboard frame.");
  EXPECT_THROW(standalone_root.inboard_frame(), std::runtime_error);
  DRAKE_EXPECT_THROWS_MESSAGE(
      standalone_root.outboard_frame(),
      "BodyNode::outboard_frame\\(\\): the root node .*");
  const RigidBody<double>& link1 = plant->GetBodyByName("iiwa_link_1");
  DRAKE_EXPECT_THROWS_MESSAGE(
      BodyNode<double>(nullptr, &link1, nullptr),
      "BodyNode::BodyNode\\(\\): body 'iiwa_link_1' is not the world body but "
      "has no parent node or no mobilizer; .*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      BodyNode<double>(&root, &plant->world_body(),
                       &tree.get_mobilizer(MobilizerIndex(0))),
      "BodyNode::BodyNode\\(\\): body 'world' is the world body but has a "
      "parent node or a mobilizer; .*");
  DRAKE_EXPECT_THROWS_MESSAGE(BodyNode<double>(nullptr, nullptr, nullptr),
                              "BodyNode::BodyNode\\(\\): the body is null.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      tree.get_body_node(MobodIndex(tree.num_mobods())),
      "get_body_node\\(\\): the body node index .* is out of range; this tree "
      "has .* body nodes.");
  const BodyNode<double>& node = tree.get_body_node(link1.mobod_index());
  ASSERT_EQ(node.get_num_mobilizer_velocites(), 1);
  DRAKE_EXPECT_THROWS_MESSAGE(
      node.CalcPositionKinematicsCache_BaseToTip(*context, nullptr),
      "BodyNode::CalcPositionKinematicsCache_BaseToTip\\(\\): the position "
      "kinematics cache is null.");
  Matrix6X<double> H_wrong(6, 3);
  DRAKE_EXPECT_THROWS_MESSAGE(
      node.CalcAcrossNodeGeometricJacobianExpressedInWorld(*context, pc,
                                                           &H_wrong),
      "BodyNode::CalcAcrossNodeGeometricJacobianExpressedInWorld\\(\\): "
      "H_PB_W is 6×3, but 6×1 was expected.");
  std::vector<Vector6<double>> short_array(0);
  DRAKE_EXPECT_THROWS_MESSAGE(
      node.GetJacobianFromArray(short_array),
      fmt::format("BodyNode::GetJacobianFromArray\\(\\): the array has 0 "
                  "columns; node {} needs columns 0 to 0.",
                  node.index()));
  // A standalone node of a moving body cannot run passes.
  const BodyNodeTester standalone(&standalone_root, &link1,
                                  &node.get_mobilizer());
  DRAKE_EXPECT_THROWS_MESSAGE(
      standalone.CalcPositionKinematicsCache_BaseToTip(*context, &pc),
      "BodyNode: the node of body 'iiwa_link_1' is not part of a finalized "
      "MultibodyTree.*");
}

// The AutoDiffXd steps' fused sums (body_node_steps::ProductSum), exactly:
// r = r + a·b + 2·c·d with partials r' + b·a' + a·b' + 2·(d·c' + c·d'),
// a constant (empty partials) taken as zeros. In particular a destination
// that is a constant keeps none of what its storage held before: here r's
// storage still holds three partials of 5 from before it was made a
// constant, and the result must not include them. Sums of products of
// small integers: exact.
TEST(BodyNodeTest, FusedProductSumsForAutoDiff) {
  AutoDiffXd r(1.0, Eigen::Vector3d(5, 5, 5));
  r.derivatives().resize(0);  // now a constant (the storage is not cleared)
  const AutoDiffXd a(2.0, Eigen::Vector3d(1, 0, 0));
  const AutoDiffXd b(3.0);  // a constant
  const AutoDiffXd c(-1.0, Eigen::Vector3d(0, 1, 2));
  const AutoDiffXd d(4.0, Eigen::Vector3d(0, 0, 1));
  body_node_steps::ProductSum<5> sum;
  sum.AddTerm(r);
  sum.AddProduct(a, b);
  sum.AddProduct(c, d, 2.0);
  sum.WriteTo(&r);
  EXPECT_EQ(r.value(), 1.0 + 6.0 - 8.0);
  // b·a' = (3, 0, 0); 2·(d·c' + c·d') = 2·((0, 4, 8) + (0, 0, −1)).
  EXPECT_EQ(r.derivatives(), Eigen::Vector3d(3, 8, 14));

  // Two non-empty partial vectors of different sizes throw, as AutoDiffXd's
  // own arithmetic does.
  const AutoDiffXd e(1.0, Eigen::Vector2d(1, 1));
  body_node_steps::ProductSum<4> bad;
  bad.AddProduct(a, e);
  AutoDiffXd out(7.0, Vector1d(9.0));
  DRAKE_EXPECT_THROWS_MESSAGE(bad.WriteTo(&out),
                              ".*product sum.*different sizes \\(3 and 2\\).*");
  // ... before the destination changes.
  EXPECT_EQ(out.value(), 7.0);
  EXPECT_EQ(out.derivatives(), Vector1d(9.0));

  // Partials longer than 8 (those summed in registers) take the in-place
  // path, with the same results, the constant destination's stale storage
  // unread.
  const int n = 70;
  AutoDiffXd r_long(1.0, Eigen::VectorXd::Constant(n, 5.0));
  r_long.derivatives().resize(0);
  const AutoDiffXd a_long(2.0, Eigen::VectorXd::LinSpaced(n, 1.0, 70.0));
  const AutoDiffXd c_long(-1.0, Eigen::VectorXd::Constant(n, 0.5));
  const AutoDiffXd four(4.0);
  body_node_steps::ProductSum<5> long_sum;
  long_sum.AddTerm(r_long);
  long_sum.AddProduct(a_long, b);
  long_sum.AddProduct(c_long, four, 2.0);
  long_sum.WriteTo(&r_long);
  EXPECT_EQ(r_long.value(), 1.0 + 6.0 - 8.0);
  // b·a' + 2·4·c' = 3·(1, …, 70) + 4.
  const Eigen::VectorXd expected =
      (3.0 * Eigen::VectorXd::LinSpaced(n, 1.0, 70.0)).array() + 4.0;
  EXPECT_EQ(r_long.derivatives(), expected);
  const AutoDiffXd e_long(1.0, Eigen::VectorXd::Ones(n + 1));
  body_node_steps::ProductSum<4> bad_long;
  bad_long.AddProduct(a_long, e_long);
  DRAKE_EXPECT_THROWS_MESSAGE(bad_long.WriteTo(&out),
                              ".*different sizes \\(70 and 71\\).*");

  // The fused cross product equals the plain one.
  const Vector3<AutoDiffXd> u(a, c, d);
  const Vector3<AutoDiffXd> w(d, a, b);
  const Vector3<AutoDiffXd> fused = body_node_steps::Cross(u, w);
  const Vector3<AutoDiffXd> plain = u.cross(w);
  for (int i = 0; i < 3; ++i) {
    EXPECT_EQ(fused[i].value(), plain[i].value());
    EXPECT_EQ(fused[i].derivatives(), plain[i].derivatives());
  }
}

}  // namespace body_node_test
}  // namespace internal
}  // namespace multibody
}  // namespace drake
