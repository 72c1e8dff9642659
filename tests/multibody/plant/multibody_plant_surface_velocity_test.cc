// MultibodyPlant's surface velocity: SetSurfaceVelocityAxis() and its
// checks, the "surface_speeds" and "surface_displacements" ports (names,
// order, bus signals), the displacement state (discrete and continuous),
// and the contact effect: a block on a conveyor belt reaches the belt's
// speed with the closed-form sliding acceleration μ·N/m, in either
// direction; the axis along the contact normal, or an unconnected port,
// gives no surface velocity; continuous point contact sees the belt's
// surface slip.

#include <cmath>
#include <memory>
#include <string>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/geometry/scene_graph.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/multibody/tree/prismatic_joint.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/framework/bus_value.h"
#include "drake/systems/framework/diagram_builder.h"

namespace drake {
namespace multibody {
namespace multibody_plant_surface_velocity_test {

using Eigen::Vector3d;
using math::RigidTransformd;
using systems::BusValue;
using systems::Context;
using systems::Simulator;

constexpr double kGravity = 9.81;

TEST(SurfaceVelocityTest, AxisRegistration) {
  MultibodyPlant<double> plant(1e-3);
  const auto& a = plant.AddRigidBody(
      "a", SpatialInertia<double>::SolidCubeWithMass(1.0, 0.1));
  const auto& b = plant.AddRigidBody(
      "b", SpatialInertia<double>::SolidCubeWithMass(1.0, 0.1));
  EXPECT_FALSE(plant.GetSurfaceVelocityAxis(a).has_value());
  plant.SetSurfaceVelocityAxis(a, Vector3d(0, 3, 4));
  // Stored normalized.
  ASSERT_TRUE(plant.GetSurfaceVelocityAxis(a).has_value());
  EXPECT_LT((*plant.GetSurfaceVelocityAxis(a) - Vector3d(0, 0.6, 0.8)).norm(),
            1e-15);
  // A later call overrides; nullopt clears.
  plant.SetSurfaceVelocityAxis(a, Vector3d(0, 0, -2));
  EXPECT_EQ(*plant.GetSurfaceVelocityAxis(a), Vector3d(0, 0, -1));
  plant.SetSurfaceVelocityAxis(b, Vector3d::UnitX());
  plant.SetSurfaceVelocityAxis(b, std::nullopt);
  EXPECT_FALSE(plant.GetSurfaceVelocityAxis(b).has_value());
  // Clearing the world's (never set) registration is allowed.
  EXPECT_NO_THROW(plant.SetSurfaceVelocityAxis(plant.world_body(), {}));

  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.SetSurfaceVelocityAxis(plant.world_body(), Vector3d::UnitX()),
      ".*SetSurfaceVelocityAxis.*world body cannot have a surface velocity.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.SetSurfaceVelocityAxis(b, Vector3d::Zero()),
      ".*SetSurfaceVelocityAxis.*axis \\[0, 0, 0\\] of body 'b' cannot be "
      "normalized.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.SetSurfaceVelocityAxis(b, Vector3d(1e-300, 0, 0)),
      ".*axis \\[1e-300, 0, 0\\] of body 'b' cannot be normalized.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.SetSurfaceVelocityAxis(b, Vector3d(NAN, 0, 1)),
      ".*axis \\[nan, 0, 1\\] of body 'b' cannot be normalized.*");
  MultibodyPlant<double> other(1e-3);
  const auto& stranger = other.AddRigidBody(
      "stranger", SpatialInertia<double>::SolidCubeWithMass(1.0, 0.1));
  // (Same index as `a`, another plant's body.)
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.SetSurfaceVelocityAxis(stranger, Vector3d::UnitX()),
      ".*SetSurfaceVelocityAxis.*body 'stranger' is not a body of "
      "MultibodyPlant.*");
  // Failed calls left the registrations.
  EXPECT_EQ(*plant.GetSurfaceVelocityAxis(a), Vector3d(0, 0, -1));
  EXPECT_FALSE(plant.GetSurfaceVelocityAxis(b).has_value());

  DRAKE_EXPECT_THROWS_MESSAGE(plant.get_surface_speeds_input_port(),
                              ".*get_surface_speeds_input_port.*Finalize.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.get_surface_displacements_output_port(),
      ".*get_surface_displacements_output_port.*Finalize.*");
  plant.Finalize();
  EXPECT_EQ(*plant.GetSurfaceVelocityAxis(a), Vector3d(0, 0, -1));
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.SetSurfaceVelocityAxis(b, Vector3d::UnitX()),
      ".*SetSurfaceVelocityAxis.*already finalized.*");

  // The ports: Drake's names, last among the inputs and the outputs.
  const auto& speeds = plant.get_surface_speeds_input_port();
  EXPECT_EQ(speeds.get_name(), "surface_speeds");
  EXPECT_EQ(speeds.get_index(), plant.num_input_ports() - 1);
  const auto& displacements = plant.get_surface_displacements_output_port();
  EXPECT_EQ(displacements.get_name(), "surface_displacements");
  EXPECT_EQ(displacements.get_index(), plant.num_output_ports() - 1);
  // One signal per registered body, named by its scoped name, zero.
  auto context = plant.CreateDefaultContext();
  const auto& bus = displacements.Eval<BusValue>(*context);
  int num_signals = 0;
  for (const auto& [name, value] : bus) {
    EXPECT_EQ(name, a.scoped_name().to_string());
    EXPECT_EQ(value.get_value<double>(), 0.0);
    ++num_signals;
  }
  EXPECT_EQ(num_signals, 1);

  // Scalar conversion keeps the registrations and the ports.
  const auto ad = systems::System<double>::ToAutoDiffXd(plant);
  const auto& ad_plant = dynamic_cast<const MultibodyPlant<AutoDiffXd>&>(*ad);
  EXPECT_EQ(*ad_plant.GetSurfaceVelocityAxis(ad_plant.get_body(a.index())),
            Vector3d(0, 0, -1));
  EXPECT_FALSE(ad_plant.GetSurfaceVelocityAxis(ad_plant.get_body(b.index()))
                   .has_value());
  EXPECT_EQ(ad_plant.get_surface_speeds_input_port().get_index(),
            speeds.get_index());
  EXPECT_EQ(ad_plant.get_surface_displacements_output_port().get_index(),
            displacements.get_index());
}

// A plant with no surface-velocity body has the ports too, and an empty
// displacement bus (as Drake).
TEST(SurfaceVelocityTest, PortsWithoutBodies) {
  for (const double h : {0.0, 1e-3}) {
    MultibodyPlant<double> plant(h);
    plant.AddRigidBody("a",
                       SpatialInertia<double>::SolidCubeWithMass(1.0, 0.1));
    plant.Finalize();
    EXPECT_EQ(plant.num_misc_continuous_states(), 0);
    auto context = plant.CreateDefaultContext();
    const auto& bus =
        plant.get_surface_displacements_output_port().Eval<BusValue>(*context);
    EXPECT_EQ(bus.begin(), bus.end());
  }
}

// A belt (welded to the world, a 2 m × 2 m × 0.2 m box whose top face is
// at z = 0) and a block: a carriage of mass m_c on a vertical slider, and
// on it the block of mass m_b on a slider along x, carrying a sphere of
// radius r that rests on the belt. Rotation is excluded, so the block
// slides without rolling: the vertical load is N = (m_c + m_b)·g and
// friction μ·N accelerates the block alone along x.
struct Conveyor {
  systems::DiagramBuilder<double> builder;
  MultibodyPlant<double>* plant{};
  std::unique_ptr<systems::Diagram<double>> diagram;
  const RigidBody<double>* belt{};
  const PrismaticJoint<double>* slider_x{};
  const PrismaticJoint<double>* slider_z{};
};

constexpr double kMu = 0.5;
constexpr double kCarriageMass = 1.0;
constexpr double kBlockMass = 1.0;
constexpr double kRadius = 0.05;

std::unique_ptr<Conveyor> MakeConveyor(double time_step,
                                       const Vector3d& axis_B) {
  auto model = std::make_unique<Conveyor>();
  auto [plant, scene_graph] =
      AddMultibodyPlantSceneGraph(&model->builder, time_step);
  model->plant = &plant;
  const CoulombFriction<double> friction(kMu, kMu);
  const auto& belt = plant.AddRigidBody(
      "belt", SpatialInertia<double>::SolidBoxWithMass(10.0, 2, 2, 0.2));
  plant.WeldFrames(plant.world_frame(), belt.body_frame());
  plant.RegisterCollisionGeometry(belt, RigidTransformd(Vector3d(0, 0, -0.1)),
                                  geometry::Box(2, 2, 0.2), "belt", friction);
  const auto& carriage = plant.AddRigidBody(
      "carriage",
      SpatialInertia<double>::SolidCubeWithMass(kCarriageMass, 0.05));
  const auto& block = plant.AddRigidBody(
      "block", SpatialInertia<double>::SolidCubeWithMass(kBlockMass, 0.05));
  model->slider_z = &plant.AddJoint<PrismaticJoint>(
      "slider_z", plant.world_body(), std::nullopt, carriage, std::nullopt,
      Vector3d::UnitZ());
  model->slider_x =
      &plant.AddJoint<PrismaticJoint>("slider_x", carriage, std::nullopt, block,
                                      std::nullopt, Vector3d::UnitX());
  plant.RegisterCollisionGeometry(block, RigidTransformd(),
                                  geometry::Sphere(kRadius), "ball", friction);
  plant.SetSurfaceVelocityAxis(belt, axis_B);
  plant.Finalize();
  model->belt = &belt;
  model->diagram = model->builder.Build();
  return model;
}

// The block's velocity along x (m/s) at the given times after the speed is
// set, starting at rest on the belt after 0.3 s of settling.
struct ConveyorRun {
  std::vector<double> v;
  double displacement{};  // The belt's surface displacement at the end, m.
};

ConveyorRun RunConveyor(Conveyor* model, std::optional<double> speed,
                        const std::vector<double>& times) {
  MultibodyPlant<double>& plant = *model->plant;
  Simulator<double> simulator(*model->diagram);
  Context<double>& context =
      plant.GetMyMutableContextFromRoot(&simulator.get_mutable_context());
  model->slider_z->set_translation(&context, kRadius);
  BusValue speeds;
  speeds.Set(model->belt->scoped_name().get_full(), Value<double>(0.0));
  if (speed.has_value()) {
    plant.get_surface_speeds_input_port().FixValue(&context, speeds);
  }
  const double t0 = 0.3;
  simulator.AdvanceTo(t0);
  if (speed.has_value()) {
    speeds.Set(model->belt->scoped_name().get_full(), Value<double>(*speed));
    plant.get_surface_speeds_input_port().FixValue(&context, speeds);
  }
  ConveyorRun run;
  for (double t : times) {
    simulator.AdvanceTo(t0 + t);
    run.v.push_back(model->slider_x->get_translation_rate(context));
  }
  const auto& bus =
      plant.get_surface_displacements_output_port().Eval<BusValue>(context);
  const AbstractValue* value = bus.Find(model->belt->scoped_name().get_full());
  run.displacement = value == nullptr ? NAN : value->get_value<double>();
  return run;
}

TEST(SurfaceVelocityTest, DiscreteConveyorCarriesTheBlock) {
  // Sliding, the block accelerates at a = μ·N/m_b = μ·(m_c + m_b)·g/m_b
  // (9.81 m/s² here) until it matches the belt at t* = s/a, then rides
  // with it (no force is needed to keep up, so no slip remains). The belt's
  // top face has outward normal ẑ and axis ŷ: v_ss = s·(ŷ × ẑ) = s·x̂.
  const double s = 1.0;
  const double a = kMu * (kCarriageMass + kBlockMass) * kGravity / kBlockMass;
  const double t_star = s / a;
  auto model = MakeConveyor(1e-3, Vector3d::UnitY());
  const ConveyorRun run =
      RunConveyor(model.get(), s, {0.5 * t_star, 3 * t_star, 1.0});
  // While sliding: v = a·t. The lagged friction uses the previous step's
  // normal impulse, steady after settling; the first step after the speed
  // changes and the discrete time grid account for ≤ 2 steps of
  // acceleration: 2·h·a ≈ 0.02 m/s.
  EXPECT_NEAR(run.v[0], a * 0.5 * t_star, 2 * 1e-3 * a);
  // Riding: the belt's speed, to the regularized friction's creep
  // (stiction tolerance 1e-4 m/s) — asserted to 1e-4 m/s.
  EXPECT_NEAR(run.v[1], s, 1e-4);
  EXPECT_NEAR(run.v[2], s, 1e-4);
  // The displacement integrates the speed: 0 for 0.3 s, then s for 1 s
  // (one update per step of 1 ms; the grid shifts it by ≤ one step).
  EXPECT_NEAR(run.displacement, s * 1.0, s * 1e-3 + 1e-12);

  // The speed's sign reverses the belt.
  const ConveyorRun reversed =
      RunConveyor(model.get(), -s, {0.5 * t_star, 3 * t_star});
  EXPECT_NEAR(reversed.v[0], -a * 0.5 * t_star, 2 * 1e-3 * a);
  EXPECT_NEAR(reversed.v[1], -s, 1e-4);

  // Unconnected: no surface velocity (and no displacement).
  const ConveyorRun unconnected =
      RunConveyor(model.get(), std::nullopt, {3 * t_star});
  EXPECT_LT(std::abs(unconnected.v[0]), 1e-12);
  EXPECT_EQ(unconnected.displacement, 0.0);
}

TEST(SurfaceVelocityTest, AxisAlongTheNormalGivesNoVelocity) {
  // â = ẑ = n̂: â × n̂ = 0, whatever the speed.
  auto model = MakeConveyor(1e-3, Vector3d::UnitZ());
  const ConveyorRun run = RunConveyor(model.get(), 1.0, {0.3});
  EXPECT_LT(std::abs(run.v[0]), 1e-12);
  // The displacement still integrates the speed.
  EXPECT_NEAR(run.displacement, 0.3, 1e-3);
  // An oblique axis scales the speed by ‖â × n̂‖: â = (0, 1, 1)/√2 gives
  // v_ss = (s/√2)·x̂, which the block then rides at.
  auto oblique = MakeConveyor(1e-3, Vector3d(0, 1, 1));
  const ConveyorRun oblique_run = RunConveyor(oblique.get(), 1.0, {0.5});
  EXPECT_NEAR(oblique_run.v[0], 1.0 / std::sqrt(2.0), 1e-4);
}

TEST(SurfaceVelocityTest, ContinuousPlant) {
  auto model = MakeConveyor(0.0, Vector3d::UnitY());
  MultibodyPlant<double>& plant = *model->plant;
  // The displacement is misc continuous state z (one per body).
  EXPECT_EQ(plant.num_misc_continuous_states(), 1);
  auto diagram_context = model->diagram->CreateDefaultContext();
  Context<double>& context =
      plant.GetMyMutableContextFromRoot(diagram_context.get());
  EXPECT_EQ(context.get_continuous_state().size(),
            plant.num_multibody_states() + 1);
  // The block at rest on the belt, 1 mm into it (point contact).
  model->slider_z->set_translation(&context, kRadius - 1e-3);
  const double s = -0.7;
  BusValue speeds;
  speeds.Set(model->belt->scoped_name().get_full(), Value<double>(s));
  plant.get_surface_speeds_input_port().FixValue(&context, speeds);
  // ż = s; the rest of the derivatives are the multibody ones.
  const auto& derivatives = plant.EvalTimeDerivatives(context);
  EXPECT_EQ(derivatives.get_misc_continuous_state().GetAtIndex(0), s);
  EXPECT_EQ(derivatives.size(), plant.num_multibody_states() + 1);
  // The contact sees the belt's surface slip under the block: slip speed
  // |s| (the block is at rest), and the friction on the block is the
  // sliding one (|s| ≫ the stiction tolerance: Stribeck's μ_d exactly),
  // μ·fn along the belt's motion s·x̂.
  const auto& results =
      plant.get_contact_results_output_port().Eval<ContactResults<double>>(
          context);
  ASSERT_EQ(results.num_point_pair_contacts(), 1);
  const auto& info = results.point_pair_contact_info(0);
  EXPECT_NEAR(info.slip_speed(), std::abs(s), 1e-12);
  // The force on B; make it the force on the block.
  const bool block_is_B =
      info.bodyB_index() == plant.GetBodyByName("block").index();
  const Vector3d f_block =
      block_is_B ? info.contact_force() : Vector3d(-info.contact_force());
  ASSERT_GT(f_block.z(), 0.0);
  EXPECT_NEAR(f_block.x(), kMu * f_block.z() * (s > 0 ? 1 : -1),
              1e-12 * f_block.z());
  EXPECT_NEAR(f_block.y(), 0.0, 1e-12 * f_block.z());
  // Without a speed signal there is no slip.
  plant.get_surface_speeds_input_port().FixValue(&context, BusValue());
  EXPECT_EQ(plant.get_contact_results_output_port()
                .Eval<ContactResults<double>>(context)
                .point_pair_contact_info(0)
                .slip_speed(),
            0.0);
  // The output reports z.
  context.get_mutable_continuous_state()
      .get_mutable_misc_continuous_state()
      .SetAtIndex(0, 0.25);
  EXPECT_EQ(plant.get_surface_displacements_output_port()
                .Eval<BusValue>(context)
                .Find(model->belt->scoped_name().get_full())
                ->get_value<double>(),
            0.25);
}

}  // namespace multibody_plant_surface_velocity_test
}  // namespace multibody
}  // namespace drake
