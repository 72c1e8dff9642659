// After warm-up, the plant's hot computations allocate nothing for double:
// kinematics, mass matrix, forward dynamics (time derivatives) and a
// discrete step through the Simulator, also on the SAP path (joint limits,
// PD control, a resting contact, a tendon at its limit, a contact on a
// surface-velocity body), also when contacts take turns among ones seen
// before, and when their number changes from step to step.
// CalcInverseDynamics allocates only its returned vector. On AutoDiffXd with
// partials that fit inline, kinematics and the mass matrix allocate nothing.

#include <functional>
#include <vector>

#include <gtest/gtest.h>

#include "multibody/plant/multibody_plant_test_models.h"
#include "test_utilities/limit_malloc.h"

#include "drake/common/find_resource.h"
#include "drake/geometry/proximity_properties.h"
#include "drake/geometry/scene_graph.h"
#include "drake/multibody/parsing/parser.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/multibody/tree/prismatic_joint.h"
#include "drake/multibody/tree/revolute_joint.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/framework/bus_value.h"
#include "drake/systems/framework/diagram_builder.h"

namespace drake {
namespace multibody {
namespace multibody_plant_allocation_test {

using Eigen::MatrixXd;
using Eigen::VectorXd;
using mallard::test::AllocationCounter;

TEST(MultibodyPlantAllocationTest, ContinuousComputations) {
  auto plant = test::MakeEveryJointChain();
  plant->Finalize();
  auto context = plant->CreateDefaultContext();
  const int nv = plant->num_velocities();
  const int n = plant->num_multibody_states();
  VectorXd x0 = VectorXd::Constant(n, 0.2);
  VectorXd x1 = VectorXd::Constant(n, -0.1);
  x0.head(4).normalize();
  x1.head(4).normalize();
  plant->get_applied_generalized_force_input_port().FixValue(
      context.get(), VectorXd::Constant(nv, 0.5));
  MatrixXd M(nv, nv);
  VectorXd vdot = VectorXd::Constant(nv, 0.1);
  MultibodyForces<double> forces(*plant);
  const auto& body = plant->GetBodyByName("b9");
  // Warm up.
  plant->SetPositionsAndVelocities(context.get(), x0);
  plant->CalcMassMatrix(*context, &M);
  plant->EvalTimeDerivatives(*context);
  plant->CalcInverseDynamics(*context, vdot, forces);
  for (int i = 0; i < 4; ++i) {
    const VectorXd& x = (i % 2) ? x1 : x0;
    {
      AllocationCounter counter;
      plant->SetPositionsAndVelocities(context.get(), x);
      plant->EvalBodyPoseInWorld(*context, body);
      plant->EvalBodySpatialVelocityInWorld(*context, body);
      plant->CalcMassMatrix(*context, &M);
      plant->EvalTimeDerivatives(*context);
      EXPECT_EQ(counter.count(), 0);
    }
    {
      AllocationCounter counter;
      const VectorXd tau = plant->CalcInverseDynamics(*context, vdot, forces);
      EXPECT_EQ(counter.count(), 1);  // The returned vector.
    }
  }
}

// The same on AutoDiffXd with up to AutoDiffXd::kInlinePartials partials,
// which live inside each scalar: kinematics and the mass matrix allocate
// nothing once warm. (Forward dynamics still does: Eigen's LLT of a free
// body's 6x6 articulated inertia makes dynamic-size temporaries.) With more
// partials than that, each temporary goes to the heap (the counter sees it).
TEST(MultibodyPlantAllocationTest, AutoDiffComputationsWithInlinePartials) {
  auto plant_double = test::MakeEveryJointChain();
  plant_double->Finalize();
  auto plant = systems::System<double>::ToAutoDiffXd(*plant_double);
  auto context = plant->CreateDefaultContext();
  const int nv = plant->num_velocities();
  const int n = plant->num_multibody_states();
  const auto make_state = [n](double value, int num_partials) {
    VectorX<AutoDiffXd> x(n);
    for (int i = 0; i < n; ++i) {
      x(i) = AutoDiffXd(value, num_partials, i % num_partials);
    }
    x.head(4) /= 2 * value;  // A unit quaternion.
    return x;
  };
  const VectorX<AutoDiffXd> x0 = make_state(0.2, 7);
  const VectorX<AutoDiffXd> x1 = make_state(-0.1, 7);
  MatrixX<AutoDiffXd> M(nv, nv);
  const auto& body = plant->GetBodyByName("b9");
  // Warm up.
  plant->SetPositionsAndVelocities(context.get(), x0);
  plant->CalcMassMatrix(*context, &M);
  for (int i = 0; i < 4; ++i) {
    AllocationCounter counter;
    plant->SetPositionsAndVelocities(context.get(), (i % 2) ? x1 : x0);
    plant->EvalBodyPoseInWorld(*context, body);
    plant->CalcMassMatrix(*context, &M);
    EXPECT_EQ(counter.count(), 0);
  }
  ASSERT_EQ(M(0, 0).derivatives().size(), 7);
  // With partials on the heap the same calls allocate.
  const VectorX<AutoDiffXd> x_long =
      make_state(0.3, AutoDiffXd::kInlinePartials + 1);
  const VectorX<AutoDiffXd> x_long_other =
      make_state(-0.2, AutoDiffXd::kInlinePartials + 1);
  plant->SetPositionsAndVelocities(context.get(), x_long);
  plant->CalcMassMatrix(*context, &M);
  AllocationCounter counter;
  plant->SetPositionsAndVelocities(context.get(), x_long_other);
  plant->CalcMassMatrix(*context, &M);
  EXPECT_GT(counter.count(), 0);
}

// Both forward dynamics methods (the tree picks one at Finalize; each is
// forced here) allocate nothing once warm, nor do the force-only passes
// (gravity's generalized forces allocate only their returned vector).
TEST(MultibodyPlantAllocationTest, ForwardDynamicsMethodsAndForcePasses) {
  auto plant = test::MakeEveryJointChain();
  plant->Finalize();
  auto context = plant->CreateDefaultContext();
  const int nv = plant->num_velocities();
  const int n = plant->num_multibody_states();
  VectorXd x0 = VectorXd::Constant(n, 0.2);
  VectorXd x1 = VectorXd::Constant(n, -0.1);
  x0.head(4).normalize();
  x1.head(4).normalize();
  MultibodyForces<double> forces(*plant);
  VectorXd generalized(nv);
  for (const auto method : {internal::ForwardDynamicsMethod::kArticulatedBody,
                            internal::ForwardDynamicsMethod::kMassMatrix}) {
    plant->mutable_tree().set_forward_dynamics_method(method);
    plant->SetPositionsAndVelocities(context.get(), x0);
    plant->EvalTimeDerivatives(*context);  // Warm up.
    for (int i = 0; i < 4; ++i) {
      {
        AllocationCounter counter;
        plant->SetPositionsAndVelocities(context.get(), (i % 2) ? x1 : x0);
        plant->EvalTimeDerivatives(*context);
        forces.SetZero();
        plant->CalcForceElementsContribution(*context, &forces);
        plant->CalcGeneralizedForces(*context, forces, &generalized);
        EXPECT_EQ(counter.count(), 0);
      }
      {
        AllocationCounter counter;
        const VectorXd tau_g = plant->CalcGravityGeneralizedForces(*context);
        EXPECT_EQ(counter.count(), 1);  // The returned vector.
      }
    }
  }
}

TEST(MultibodyPlantAllocationTest, DiscreteSimulatorStep) {
  auto plant = test::MakeAcrobot(test::AcrobotParameters{}, 0.001);
  plant->AddJointActuator("elbow", plant->GetJointByName("elbow"));
  plant->Finalize();
  auto context = plant->CreateDefaultContext();
  plant->SetPositions(context.get(), Eigen::Vector2d(0.3, -0.2));
  plant->get_actuation_input_port().FixValue(context.get(), Vector1d(0.1));
  systems::Simulator<double> simulator(*plant, std::move(context));
  simulator.AdvanceTo(0.01);
  AllocationCounter counter;
  simulator.AdvanceTo(0.02);
  EXPECT_EQ(counter.count(), 0);
}

// The iiwa14 welded to the world at `base` (h = 1 ms), at q = 0.3 rad per
// joint. Its revolute joints have finite limits, so every discrete step
// goes through SAP (the limits themselves are far, outside the window in
// which they are constrained); with `pd`, every actuator is PD-controlled
// towards q = 0.5 rad as well.
std::unique_ptr<systems::Simulator<double>> MakeIiwaSimulator(
    bool pd, std::unique_ptr<MultibodyPlant<double>>* plant_out) {
  auto plant = std::make_unique<MultibodyPlant<double>>(1e-3);
  Parser parser(plant.get());
  parser.AddModels(
      FindResourceOrThrow("drake/manipulation/models/iiwa_description/urdf/"
                          "iiwa14_no_collision.urdf"));
  plant->WeldFrames(plant->world_frame(), plant->GetFrameByName("base"));
  if (pd) {
    for (JointActuatorIndex a : plant->GetJointActuatorIndices()) {
      plant->get_mutable_joint_actuator(a).set_controller_gains(
          PdControllerGains{100.0, 10.0});
    }
  }
  plant->Finalize();
  auto context = plant->CreateDefaultContext();
  const int nq = plant->num_positions();
  plant->SetPositions(context.get(), VectorXd::Constant(nq, 0.3));
  plant->get_actuation_input_port().FixValue(
      context.get(), VectorXd::Zero(plant->num_actuated_dofs()));
  if (pd) {
    VectorXd x_desired = VectorXd::Zero(2 * nq);
    x_desired.head(nq).setConstant(0.5);
    plant->get_desired_state_input_port(plant->GetModelInstanceByName("iiwa14"))
        .FixValue(context.get(), x_desired);
  }
  auto simulator =
      std::make_unique<systems::Simulator<double>>(*plant, std::move(context));
  *plant_out = std::move(plant);
  return simulator;
}

TEST(MultibodyPlantAllocationTest, SapStepWithJointLimits) {
  std::unique_ptr<MultibodyPlant<double>> plant;
  auto simulator = MakeIiwaSimulator(false, &plant);
  simulator->AdvanceTo(0.01);
  {
    AllocationCounter counter;
    simulator->AdvanceTo(0.02);
    EXPECT_EQ(counter.count(), 0);
  }
  // The arm moved under gravity (the steps were taken).
  EXPECT_GT((plant->GetVelocities(simulator->get_context())).norm(), 0.0);
}

// A pendulum resting on its upper joint limit under gravity: the limit
// constraint is in every step's problem.
TEST(MultibodyPlantAllocationTest, SapStepWithJointAtLimit) {
  MultibodyPlant<double> plant(1e-3);
  // A 1 kg point-like rod end 0.5 m along +x of a hinge about +y: gravity
  // drives q positive, against the upper limit.
  const auto& rod = plant.AddRigidBody(
      "rod",
      SpatialInertia<double>::PointMass(1.0, Eigen::Vector3d(0.5, 0, 0)));
  const auto& hinge = plant.AddJoint<RevoluteJoint>(
      "hinge", plant.world_body(), std::nullopt, rod, std::nullopt,
      Eigen::Vector3d::UnitY(), -1.0, 0.2);
  plant.Finalize();
  auto context = plant.CreateDefaultContext();
  hinge.set_angle(context.get(), 0.2);
  systems::Simulator<double> simulator(plant, std::move(context));
  simulator.AdvanceTo(0.05);
  {
    AllocationCounter counter;
    simulator.AdvanceTo(0.1);
    EXPECT_EQ(counter.count(), 0);
  }
  // Held at the limit (to the solver's near-rigid compliance: the limit's
  // impulse makes q settle within 1e-4 rad of it, far less than a step's
  // free motion under gravity would leave).
  EXPECT_NEAR(hinge.get_angle(simulator.get_context()), 0.2, 1e-4);
}

TEST(MultibodyPlantAllocationTest, SapStepWithPdControl) {
  std::unique_ptr<MultibodyPlant<double>> plant;
  auto simulator = MakeIiwaSimulator(true, &plant);
  simulator->AdvanceTo(0.01);
  AllocationCounter counter;
  simulator->AdvanceTo(0.02);
  EXPECT_EQ(counter.count(), 0);
}

// Balls of radius r and 0.5 kg named `names` (friction 0.5) and a ground
// half space, registered on `plant` as collision geometry.
std::vector<const RigidBody<double>*> AddBallsAndGround(
    MultibodyPlant<double>* plant, double r,
    const std::vector<const char*>& names) {
  std::vector<const RigidBody<double>*> balls;
  for (const char* name : names) {
    const auto& ball = plant->AddRigidBody(
        name, SpatialInertia<double>::SolidSphereWithMass(0.5, r));
    plant->RegisterCollisionGeometry(ball, math::RigidTransformd(),
                                     geometry::Sphere(r), name,
                                     CoulombFriction<double>(0.5, 0.5));
    balls.push_back(&ball);
  }
  plant->RegisterCollisionGeometry(plant->world_body(), math::RigidTransformd(),
                                   geometry::HalfSpace(), "ground",
                                   CoulombFriction<double>(0.5, 0.5));
  return balls;
}

// Sets the state with `place()`, then steps `simulator` by 1 ms (step k
// ends at k ms; `step` counts them) and returns the allocations the step
// made (the state writes are not counted).
int64_t PlaceAndStep(systems::Simulator<double>* simulator, int* step,
                     const std::function<void()>& place) {
  place();
  ++*step;
  AllocationCounter counter;
  simulator->AdvanceTo(*step * 1e-3);
  return counter.count();
}

TEST(MultibodyPlantAllocationTest, SapStepWithRestingContact) {
  // A sphere (r = 5 cm) resting on a ground half space: one contact, the
  // same one every step.
  const double r = 0.05;
  systems::DiagramBuilder<double> builder;
  auto [plant, scene_graph] = AddMultibodyPlantSceneGraph(&builder, 1e-3);
  const RigidBody<double>& ball = *AddBallsAndGround(&plant, r, {"ball"})[0];
  plant.Finalize();
  auto diagram = builder.Build();
  systems::Simulator<double> simulator(*diagram);
  auto& context =
      plant.GetMyMutableContextFromRoot(&simulator.get_mutable_context());
  plant.SetFreeBodyPose(&context, ball,
                        math::RigidTransformd(Eigen::Vector3d(0, 0, r)));
  simulator.AdvanceTo(0.05);
  // The plant writes SceneGraph's point pairs into its own cache entry
  // (geometry::internal::ComputePointPairPenetration), so the whole step,
  // geometry query included, allocates nothing.
  const int num_steps = 50;
  {
    AllocationCounter counter;
    simulator.AdvanceTo(0.1);
    EXPECT_EQ(counter.count(), 0) << "over " << num_steps << " steps";
  }
  // The public API (a new vector, as Drake's) still reports the one pair:
  // ball (registered first, smaller id) against the ground, depth > 0.
  const auto& query =
      plant.get_geometry_query_input_port().Eval<geometry::QueryObject<double>>(
          context);
  const auto penetrations = query.ComputePointPairPenetration();
  ASSERT_EQ(penetrations.size(), 1);
  EXPECT_LT(penetrations[0].id_A, penetrations[0].id_B);
  EXPECT_GT(penetrations[0].depth, 0.0);
  EXPECT_EQ(penetrations[0].nhat_BA_W, Eigen::Vector3d::UnitZ());
  EXPECT_EQ(plant.get_contact_results_output_port()
                .Eval<ContactResults<double>>(context)
                .num_point_pair_contacts(),
            1);
}

// Two balls over a ground half space, one of them lifted out of contact in
// turn: the step's one contact constraint alternates between ball 1's and
// ball 2's (different cliques), always at index 0. Once both have been
// seen, the driver takes each back from its spares (by key) instead of
// making it anew, and the steps allocate nothing.
TEST(MultibodyPlantAllocationTest, SapStepWithContactsTakingTurns) {
  const double r = 0.05;
  systems::DiagramBuilder<double> builder;
  auto [plant, scene_graph] = AddMultibodyPlantSceneGraph(&builder, 1e-3);
  const std::vector<const RigidBody<double>*> balls =
      AddBallsAndGround(&plant, r, {"ball1", "ball2"});
  plant.Finalize();
  auto diagram = builder.Build();
  systems::Simulator<double> simulator(*diagram);
  auto& context =
      plant.GetMyMutableContextFromRoot(&simulator.get_mutable_context());
  const Eigen::VectorXd zero_v = Eigen::VectorXd::Zero(12);
  // Each step starts from rest: the ball in turn 1 mm deep, the other 1 m
  // up (1 m apart in x).
  int step = 0;
  const auto place = [&]() {
    const int down = step % 2;
    for (int k = 0; k < 2; ++k) {
      plant.SetFreeBodyPose(&context, *balls[k],
                            math::RigidTransformd(Eigen::Vector3d(
                                k, 0, k == down ? r - 1e-3 : 1.0)));
    }
    plant.SetVelocities(&context, zero_v);
  };
  const auto contact_body = [&]() {
    const ContactResults<double>& results =
        plant.get_contact_results_output_port().Eval<ContactResults<double>>(
            context);
    EXPECT_EQ(results.num_point_pair_contacts(), 1);
    const PointPairContactInfo<double>& info =
        results.point_pair_contact_info(0);
    return info.bodyA_index() == plant.world_body().index()
               ? info.bodyB_index()
               : info.bodyA_index();
  };
  int64_t allocations = 0;
  const auto advance = [&]() {
    allocations += PlaceAndStep(&simulator, &step, place);
  };
  // Warm-up: each ball's contact, twice.
  for (int i = 0; i < 4; ++i) advance();
  allocations = 0;
  const int num_steps = 20;
  for (int i = 0; i < num_steps; ++i) advance();
  EXPECT_EQ(allocations, 0) << "over " << num_steps << " steps";
  // The contacts did take turns: the last step (step 23 at its start) had
  // ball 2 down, the next one has ball 1.
  EXPECT_EQ(contact_body(), balls[1]->index());
  advance();
  EXPECT_EQ(contact_body(), balls[0]->index());
}

// Two balls over a ground half space, put down and lifted in a cycle (both,
// ball 1, neither, ball 2), beside a pendulum resting on its joint limit:
// the number of contact constraints changes every step (2, 1, 0, 1), and
// the limit's constraint (one equation, where a contact has three) changes
// places with it. Once the cycle has been seen, the solver's workspace and
// the driver's constraints cover every step, and the steps allocate
// nothing.
TEST(MultibodyPlantAllocationTest, SapStepWithContactsComingAndGoing) {
  const double r = 0.05;
  systems::DiagramBuilder<double> builder;
  auto [plant, scene_graph] = AddMultibodyPlantSceneGraph(&builder, 1e-3);
  const std::vector<const RigidBody<double>*> balls =
      AddBallsAndGround(&plant, r, {"ball1", "ball2"});
  // As in SapStepWithJointAtLimit: gravity pushes the rod onto q = 0.2.
  const auto& rod = plant.AddRigidBody(
      "rod",
      SpatialInertia<double>::PointMass(1.0, Eigen::Vector3d(0.5, 0, 0)));
  const auto& hinge = plant.AddJoint<RevoluteJoint>(
      "hinge", plant.world_body(),
      math::RigidTransformd(Eigen::Vector3d(0, 5, 2)), rod, std::nullopt,
      Eigen::Vector3d::UnitY(), -1.0, 0.2);
  plant.Finalize();
  auto diagram = builder.Build();
  systems::Simulator<double> simulator(*diagram);
  auto& context =
      plant.GetMyMutableContextFromRoot(&simulator.get_mutable_context());
  const Eigen::VectorXd zero_v = Eigen::VectorXd::Zero(13);
  // Which balls each step starts 1 mm deep (the others 1 m up), from rest.
  const bool kDown[4][2] = {
      {true, true}, {true, false}, {false, false}, {false, true}};
  int step = 0;
  const auto place = [&]() {
    for (int k = 0; k < 2; ++k) {
      plant.SetFreeBodyPose(&context, *balls[k],
                            math::RigidTransformd(Eigen::Vector3d(
                                k, 0, kDown[step % 4][k] ? r - 1e-3 : 1.0)));
    }
    hinge.set_angle(&context, 0.2);
    plant.SetVelocities(&context, zero_v);
  };
  const auto num_contacts = [&]() {
    return plant.get_contact_results_output_port()
        .Eval<ContactResults<double>>(context)
        .num_point_pair_contacts();
  };
  int64_t allocations = 0;
  const auto advance = [&]() {
    allocations += PlaceAndStep(&simulator, &step, place);
  };
  // Warm-up: the cycle, twice.
  for (int i = 0; i < 8; ++i) advance();
  allocations = 0;
  const int num_steps = 20;
  for (int i = 0; i < num_steps; ++i) advance();
  EXPECT_EQ(allocations, 0) << "over " << num_steps << " steps";
  // The contacts did come and go: after each step, the contact results
  // (those of the step just taken) count the balls it started down (step
  // 28 % 4 = 0 is both down).
  for (const int expected : {2, 1, 0, 1}) {
    advance();
    EXPECT_EQ(num_contacts(), expected) << "step " << step;
  }
  // The pendulum was held at its limit throughout (see
  // SapStepWithJointAtLimit for the tolerance).
  EXPECT_NEAR(hinge.get_angle(context), 0.2, 1e-4);
}

// Two blocks on their own trees held by a rigid tendon at its limit under a
// force: the two-clique tendon constraint is in every step's problem.
TEST(MultibodyPlantAllocationTest, SapStepWithTendonAtLimit) {
  MultibodyPlant<double> plant(1e-3);
  std::vector<JointIndex> joints;
  for (int i = 0; i < 2; ++i) {
    const auto& body =
        plant.AddRigidBody("block" + std::to_string(i),
                           SpatialInertia<double>::SolidCubeWithMass(1.0, 0.1));
    joints.push_back(
        plant
            .AddJoint<PrismaticJoint>("slider" + std::to_string(i),
                                      plant.world_body(), std::nullopt, body,
                                      std::nullopt, Eigen::Vector3d::UnitX())
            .index());
  }
  // q₀ − q₁ ≤ 0 while a force pushes block 0 along +x and block 1 along −x.
  plant.AddTendonConstraint(joints, {1.0, -1.0}, {}, {}, 0.0);
  plant.Finalize();
  auto context = plant.CreateDefaultContext();
  plant.get_applied_generalized_force_input_port().FixValue(
      context.get(), Eigen::Vector2d(1.0, -1.0));
  systems::Simulator<double> simulator(plant, std::move(context));
  simulator.AdvanceTo(0.01);
  {
    AllocationCounter counter;
    simulator.AdvanceTo(0.05);
    EXPECT_EQ(counter.count(), 0);
  }
  // Held (to the near-rigid compliance, ≪ 1e-6 m here).
  const auto q = plant.GetPositions(simulator.get_context());
  EXPECT_LT(q[0] - q[1], 1e-6);
}

// A block resting on a conveyor belt whose surface speed is set through the
// "surface_speeds" bus: the contact's velocity bias is computed each step.
TEST(MultibodyPlantAllocationTest, SapStepWithSurfaceVelocity) {
  const double r = 0.05;
  systems::DiagramBuilder<double> builder;
  auto [plant, scene_graph] = AddMultibodyPlantSceneGraph(&builder, 1e-3);
  const auto& ball = plant.AddRigidBody(
      "ball", SpatialInertia<double>::SolidSphereWithMass(0.5, r));
  plant.RegisterCollisionGeometry(ball, math::RigidTransformd(),
                                  geometry::Sphere(r), "ball",
                                  CoulombFriction<double>(0.5, 0.5));
  const auto& belt = plant.AddRigidBody(
      "belt", SpatialInertia<double>::SolidBoxWithMass(1.0, 2, 2, 0.2));
  plant.WeldFrames(plant.world_frame(), belt.body_frame());
  plant.RegisterCollisionGeometry(
      belt, math::RigidTransformd(Eigen::Vector3d(0, 0, -0.1)),
      geometry::Box(2, 2, 0.2), "belt", CoulombFriction<double>(0.5, 0.5));
  plant.SetSurfaceVelocityAxis(belt, Eigen::Vector3d::UnitY());
  plant.Finalize();
  auto diagram = builder.Build();
  systems::Simulator<double> simulator(*diagram);
  auto& context =
      plant.GetMyMutableContextFromRoot(&simulator.get_mutable_context());
  plant.SetFreeBodyPose(&context, ball,
                        math::RigidTransformd(Eigen::Vector3d(0, 0, r)));
  systems::BusValue speeds;
  speeds.Set(belt.scoped_name().get_full(), Value<double>(0.2));
  plant.get_surface_speeds_input_port().FixValue(&context, speeds);
  simulator.AdvanceTo(0.05);
  {
    AllocationCounter counter;
    simulator.AdvanceTo(0.1);
    EXPECT_EQ(counter.count(), 0);
  }
  // The belt moved the ball along +x (the steps saw the surface velocity).
  EXPECT_GT(
      plant.EvalBodySpatialVelocityInWorld(context, ball).translational().x(),
      0.01);
}

}  // namespace multibody_plant_allocation_test
}  // namespace multibody
}  // namespace drake
