// DistanceConstraintParams and the plant's distance-constraint parameters in
// the Context: the class's accessors and checks, the default and Context
// maps, SetDistanceConstraintParams()'s checks, and the discrete SAP step
// using the Context's parameters (a block hanging from a compliant distance
// constraint settles at the closed-form static stretch of the parameters in
// its Context, not of the defaults).

#include "drake/multibody/plant/distance_constraint_params.h"

#include <cmath>
#include <limits>
#include <memory>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/multibody/plant/multibody_plant.h"
#include "drake/multibody/tree/prismatic_joint.h"
#include "drake/systems/analysis/simulator.h"

namespace drake {
namespace multibody {
namespace distance_constraint_params_test {

using Eigen::Vector3d;
using systems::Context;
using systems::Simulator;

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kGravity = 9.81;

TEST(DistanceConstraintParamsTest, AccessorsAndChecks) {
  const DistanceConstraintParams params(BodyIndex(1), Vector3d(1, 2, 3),
                                        BodyIndex(2), Vector3d(4, 5, 6), 0.5,
                                        1e3, 7.0);
  EXPECT_EQ(params.bodyA(), BodyIndex(1));
  EXPECT_EQ(params.bodyB(), BodyIndex(2));
  EXPECT_EQ(params.p_AP(), Vector3d(1, 2, 3));
  EXPECT_EQ(params.p_BQ(), Vector3d(4, 5, 6));
  EXPECT_EQ(params.distance(), 0.5);
  EXPECT_EQ(params.stiffness(), 1e3);
  EXPECT_EQ(params.damping(), 7.0);
  // Infinite stiffness (a rigid rod) and zero damping are valid.
  EXPECT_NO_THROW(DistanceConstraintParams(BodyIndex(0), Vector3d::Zero(),
                                           BodyIndex(1), Vector3d::Zero(), 1.0,
                                           kInf, 0.0));
  // A default-constructed set is invalid (only for containers).
  EXPECT_FALSE(DistanceConstraintParams().bodyA().is_valid());

  const Vector3d p = Vector3d::Zero();
  DRAKE_EXPECT_THROWS_MESSAGE(
      DistanceConstraintParams(BodyIndex(), p, BodyIndex(1), p, 1, 1, 0),
      ".*index of body A is invalid.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      DistanceConstraintParams(BodyIndex(1), p, BodyIndex(), p, 1, 1, 0),
      ".*index of body B is invalid.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      DistanceConstraintParams(BodyIndex(3), p, BodyIndex(3), p, 1, 1, 0),
      ".*bodies A and B are the same body \\(index 3\\).*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      DistanceConstraintParams(BodyIndex(1), p, BodyIndex(2), p, 0, 1, 0),
      ".*distance must be strictly positive; got 0.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      DistanceConstraintParams(BodyIndex(1), p, BodyIndex(2), p, 1, 0, 0),
      ".*stiffness must be strictly positive.*got 0.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      DistanceConstraintParams(BodyIndex(1), p, BodyIndex(2), p, 1, 1, -1),
      ".*damping must be positive or zero; got -1.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      DistanceConstraintParams(BodyIndex(1), p, BodyIndex(2), p, 1, 1, NAN),
      ".*damping must be positive or zero; got nan.*");
}

// A block of mass m on a vertical prismatic joint (q = z of its origin, m),
// hanging under gravity from the world origin by a distance constraint
// between the world origin (P) and the block's origin (Q).
struct HangingBlock {
  std::unique_ptr<MultibodyPlant<double>> plant;
  const RigidBody<double>* block{};
  MultibodyConstraintId distance;
  MultibodyConstraintId coupler;  // An unrelated constraint's id.
};

HangingBlock MakeHangingBlock(double m, double d0, double k, double c) {
  HangingBlock model;
  model.plant = std::make_unique<MultibodyPlant<double>>(1e-3);
  MultibodyPlant<double>& plant = *model.plant;
  model.block = &plant.AddRigidBody(
      "block", SpatialInertia<double>::SolidCubeWithMass(m, 0.1));
  const auto& other = plant.AddRigidBody(
      "other", SpatialInertia<double>::SolidCubeWithMass(1.0, 0.1));
  const auto& slider = plant.AddJoint<PrismaticJoint>(
      "slider", plant.world_body(), std::nullopt, *model.block, std::nullopt,
      Vector3d::UnitZ());
  const auto& other_slider = plant.AddJoint<PrismaticJoint>(
      "other_slider", plant.world_body(), std::nullopt, other, std::nullopt,
      Vector3d::UnitX());
  model.distance =
      plant.AddDistanceConstraint(plant.world_body(), Vector3d::Zero(),
                                  *model.block, Vector3d::Zero(), d0, k, c);
  model.coupler = plant.AddCouplerConstraint(slider, other_slider, 1.0);
  return model;
}

TEST(DistanceConstraintParamsTest, PlantDefaultsAndContext) {
  HangingBlock model = MakeHangingBlock(1.0, 0.3, 1e3, 20.0);
  MultibodyPlant<double>& plant = *model.plant;
  const BodyIndex world = plant.world_body().index();
  const BodyIndex block = model.block->index();
  ASSERT_EQ(plant.GetDefaultDistanceConstraintParams().size(), 1u);
  const DistanceConstraintParams& defaults =
      plant.GetDefaultDistanceConstraintParams().at(model.distance);
  EXPECT_EQ(defaults.bodyA(), world);
  EXPECT_EQ(defaults.bodyB(), block);
  EXPECT_EQ(defaults.distance(), 0.3);
  EXPECT_EQ(defaults.stiffness(), 1e3);
  EXPECT_EQ(defaults.damping(), 20.0);
  plant.Finalize();

  auto context = plant.CreateDefaultContext();
  const auto& in_context = plant.GetDistanceConstraintParams(*context);
  ASSERT_EQ(in_context.size(), 1u);
  EXPECT_EQ(in_context.at(model.distance).distance(), 0.3);
  EXPECT_EQ(in_context.at(model.distance).stiffness(), 1e3);

  // Setting changes this Context only; the defaults (and the spec form of
  // them, get_distance_constraint_specs()) stay.
  plant.SetDistanceConstraintParams(
      context.get(), model.distance,
      DistanceConstraintParams(block, Vector3d(0, 0, 0.05), world,
                               Vector3d(0.01, 0, 0), 0.4, 2e3, 30.0));
  const DistanceConstraintParams& changed =
      plant.GetDistanceConstraintParams(*context, model.distance);
  EXPECT_EQ(changed.bodyA(), block);
  EXPECT_EQ(changed.bodyB(), world);
  EXPECT_EQ(changed.p_AP(), Vector3d(0, 0, 0.05));
  EXPECT_EQ(changed.p_BQ(), Vector3d(0.01, 0, 0));
  EXPECT_EQ(changed.distance(), 0.4);
  EXPECT_EQ(changed.stiffness(), 2e3);
  EXPECT_EQ(changed.damping(), 30.0);
  EXPECT_EQ(
      plant.GetDefaultDistanceConstraintParams().at(model.distance).distance(),
      0.3);
  EXPECT_EQ(plant.get_distance_constraint_specs(model.distance).distance, 0.3);
  EXPECT_EQ(plant.get_distance_constraint_specs().size(), 1u);
  auto other_context = plant.CreateDefaultContext();
  EXPECT_EQ(plant.GetDistanceConstraintParams(*other_context, model.distance)
                .distance(),
            0.3);
  // A clone carries the changed parameters.
  auto clone = context->Clone();
  EXPECT_EQ(
      plant.GetDistanceConstraintParams(*clone, model.distance).stiffness(),
      2e3);

  // Errors.
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.GetDistanceConstraintParams(*context, model.coupler),
      ".*GetDistanceConstraintParams.*id \\d+ is not a distance constraint "
      "of MultibodyPlant.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.SetDistanceConstraintParams(context.get(), model.coupler, changed),
      ".*SetDistanceConstraintParams.*id \\d+ is not a distance constraint.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.SetDistanceConstraintParams(context.get(), model.distance,
                                        DistanceConstraintParams()),
      ".*SetDistanceConstraintParams.*body A of the params \\(index "
      "\\(invalid\\)\\) is not a body of MultibodyPlant.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.SetDistanceConstraintParams(
          context.get(), model.distance,
          DistanceConstraintParams(block, Vector3d::Zero(), BodyIndex(99),
                                   Vector3d::Zero(), 1.0, 1.0, 0.0)),
      ".*body B of the params \\(index 99\\) is not a body.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.SetDistanceConstraintParams(nullptr, model.distance, changed),
      ".*SetDistanceConstraintParams.*context is null.*");
  // The failed calls left the Context's value.
  EXPECT_EQ(
      plant.GetDistanceConstraintParams(*context, model.distance).distance(),
      0.4);
  // Removing the constraint removes its defaults.
  HangingBlock removed = MakeHangingBlock(1.0, 0.3, 1e3, 20.0);
  removed.plant->RemoveConstraint(removed.distance);
  EXPECT_TRUE(removed.plant->GetDefaultDistanceConstraintParams().empty());
  EXPECT_EQ(removed.plant->num_distance_constraints(), 0);
}

// Simulates `context` for 2 s and returns the block's height z (m).
double SettledHeight(const MultibodyPlant<double>& plant,
                     std::unique_ptr<Context<double>> context) {
  Simulator<double> simulator(plant, std::move(context));
  simulator.AdvanceTo(2.0);
  return plant.GetPositions(simulator.get_context())[0];
}

TEST(DistanceConstraintParamsTest, DiscreteStepUsesContextParams) {
  // Statics of the compliant constraint: k·(d − d₀) = m·g, so the block
  // hangs at z = −(d₀ + m·g/k). Critical damping c = 2·√(k·m) settles it
  // (rate √(k/m) ≥ 31 s⁻¹) long before 2 s: the transient left is below
  // e⁻⁶⁰. The constraint is compliant in SAP's sense (its compliance
  // 1/(h·k·(h + c/k)) exceeds the near-rigid bound by ~10⁴), so the
  // static stretch is exact to the solver's tolerance: 1e-7 m.
  const double m = 1.0;
  const double d0 = 0.3;
  const double k = 1e3;
  HangingBlock model = MakeHangingBlock(m, d0, k, 2 * std::sqrt(k * m));
  MultibodyPlant<double>& plant = *model.plant;
  plant.mutable_gravity_field().set_gravity_vector(Vector3d(0, 0, -kGravity));
  plant.Finalize();
  // The coupler plays no part here.
  auto start = [&]() {
    auto context = plant.CreateDefaultContext();
    plant.SetConstraintActiveStatus(context.get(), model.coupler, false);
    plant.SetPositions(context.get(), Eigen::Vector2d(-d0, 0.0));
    return context;
  };
  const double z_default = SettledHeight(plant, start());
  EXPECT_NEAR(z_default, -(d0 + m * kGravity / k), 1e-7);

  // Other parameters in the Context: a longer, stiffer constraint, written
  // with A and B swapped and the points moved along the body: Q 5 cm above
  // the block's origin, so z = −(d₀' + m·g/k') − 0.05.
  const double d1 = 0.5;
  const double k1 = 4e3;
  auto context = start();
  plant.SetDistanceConstraintParams(
      context.get(), model.distance,
      DistanceConstraintParams(model.block->index(), Vector3d(0, 0, 0.05),
                               plant.world_body().index(), Vector3d::Zero(), d1,
                               k1, 2 * std::sqrt(k1 * m)));
  const double z_changed = SettledHeight(plant, std::move(context));
  EXPECT_NEAR(z_changed, -(d1 + m * kGravity / k1) - 0.05, 1e-7);

  // Rigid (infinite stiffness): held at d₀' to SAP's near-rigid compliance,
  // whose static error 2·h²·g·β²/(4π²) ≈ 5e-9 m (β = 0.1, h = 1 ms) is well
  // under the 1e-6 m asserted.
  auto rigid = start();
  plant.SetDistanceConstraintParams(
      rigid.get(), model.distance,
      DistanceConstraintParams(plant.world_body().index(), Vector3d::Zero(),
                               model.block->index(), Vector3d::Zero(), d1, kInf,
                               0.0));
  plant.SetPositions(rigid.get(), Eigen::Vector2d(-d1, 0.0));
  EXPECT_NEAR(SettledHeight(plant, std::move(rigid)), -d1, 1e-6);
}

}  // namespace distance_constraint_params_test
}  // namespace multibody
}  // namespace drake
