// MultibodyPlant::AddTendonConstraint(): the API (spec, defaults, counts,
// removal, every precondition's message) and its enforcement by the
// discrete SAP step: a rigid tendon across two trees moving as a lever
// (closed-form accelerations), a compliant one-sided tendon holding a
// hanging block at its closed-form static deflection, a rigid one holding
// it at its limit, and more than two trees refused at the step.

#include <cmath>
#include <limits>
#include <memory>
#include <vector>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/multibody/plant/multibody_plant.h"
#include "drake/multibody/tree/ball_rpy_joint.h"
#include "drake/multibody/tree/prismatic_joint.h"
#include "drake/systems/analysis/simulator.h"

namespace drake {
namespace multibody {
namespace multibody_plant_tendon_constraint_test {

using Eigen::Vector3d;
using systems::Context;
using systems::Simulator;

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kGravity = 9.81;

// Blocks of the given masses (kg), each on its own prismatic joint from the
// world along `axis` (so each is its own tree). Gravity along −z.
struct Blocks {
  std::unique_ptr<MultibodyPlant<double>> plant;
  std::vector<JointIndex> joints;
};

Blocks MakeBlocks(const std::vector<double>& masses, const Vector3d& axis,
                  double time_step = 1e-3) {
  Blocks model;
  model.plant = std::make_unique<MultibodyPlant<double>>(time_step);
  for (size_t i = 0; i < masses.size(); ++i) {
    const auto& body = model.plant->AddRigidBody(
        "block" + std::to_string(i),
        SpatialInertia<double>::SolidCubeWithMass(masses[i], 0.1));
    model.joints.push_back(
        model.plant
            ->AddJoint<PrismaticJoint>("slider" + std::to_string(i),
                                       model.plant->world_body(), std::nullopt,
                                       body, std::nullopt, axis)
            .index());
  }
  model.plant->mutable_gravity_field().set_gravity_vector(
      Vector3d(0, 0, -kGravity));
  return model;
}

TEST(TendonConstraintTest, Api) {
  Blocks model = MakeBlocks({1.0, 2.0}, Vector3d::UnitX());
  MultibodyPlant<double>& plant = *model.plant;
  const auto& j = model.joints;
  const auto id = plant.AddTendonConstraint(j, {1.0, -2.0}, {}, {}, 0.5);
  EXPECT_EQ(plant.num_tendon_constraints(), 1);
  EXPECT_EQ(plant.num_constraints(), 1);
  EXPECT_EQ(plant.GetConstraintIds(), std::vector<MultibodyConstraintId>{id});
  const internal::TendonConstraintSpec& spec =
      plant.get_tendon_constraint_specs(id);
  EXPECT_EQ(spec.joints, j);
  EXPECT_EQ(spec.a, (std::vector<double>{1.0, -2.0}));
  EXPECT_EQ(spec.offset, 0.0);         // Default.
  EXPECT_EQ(spec.lower_limit, -kInf);  // Default.
  EXPECT_EQ(spec.upper_limit, 0.5);
  EXPECT_EQ(spec.stiffness, kInf);  // Default: rigid.
  EXPECT_EQ(spec.damping, 0.0);     // Default.
  EXPECT_EQ(spec.id, id);
  const auto id2 =
      plant.AddTendonConstraint({j[1]}, {3.0}, 0.1, -1.0, 2.0, 1e4, 5.0);
  EXPECT_EQ(plant.get_tendon_constraint_specs().size(), 2u);
  const auto& spec2 = plant.get_tendon_constraint_specs().at(id2);
  EXPECT_EQ(spec2.offset, 0.1);
  EXPECT_EQ(spec2.lower_limit, -1.0);
  EXPECT_EQ(spec2.upper_limit, 2.0);
  EXPECT_EQ(spec2.stiffness, 1e4);
  EXPECT_EQ(spec2.damping, 5.0);
  const auto coupler = plant.AddCouplerConstraint(plant.get_joint(j[0]),
                                                  plant.get_joint(j[1]), 1.0);
  DRAKE_EXPECT_THROWS_MESSAGE(plant.get_tendon_constraint_specs(coupler),
                              ".*get_tendon_constraint_specs.*not a tendon "
                              "constraint.*");
  plant.RemoveConstraint(id2);
  EXPECT_EQ(plant.num_tendon_constraints(), 1);
  EXPECT_EQ(plant.num_constraints(), 2);
  DRAKE_EXPECT_THROWS_MESSAGE(plant.RemoveConstraint(id2),
                              ".*RemoveConstraint.*not a constraint.*");

  // Every precondition, by name.
  const std::string prefix = ".*AddTendonConstraint\\(\\): MultibodyPlant.*";
  DRAKE_EXPECT_THROWS_MESSAGE(plant.AddTendonConstraint({}, {}, {}, {}, 1.0),
                              prefix + "`joints` is empty.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.AddTendonConstraint({j[1], j[0], j[1]}, {1, 1, 1}, {}, {}, 1.0),
      prefix + "lists joint index 1 more than once.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.AddTendonConstraint(j, {1.0}, {}, {}, 1.0),
      prefix + "`a` has 1 coefficient\\(s\\) but `joints` has 2.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.AddTendonConstraint({JointIndex(7)}, {1.0}, {}, {}, 1.0),
      prefix + "joint index 7 is not a joint of this plant.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.AddTendonConstraint({j[0]}, {1.0}, {}, kInf, kInf),
      prefix + "lower limit must be less than \\+∞; got inf.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.AddTendonConstraint({j[0]}, {1.0}, {}, -kInf, -kInf),
      prefix + "upper limit must be greater than −∞; got -inf.*");
  DRAKE_EXPECT_THROWS_MESSAGE(plant.AddTendonConstraint({j[0]}, {1.0}),
                              prefix + "both limits are infinite.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.AddTendonConstraint({j[0]}, {1.0}, {}, -kInf, kInf),
      prefix + "both limits are infinite.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.AddTendonConstraint({j[0]}, {1.0}, {}, 2.0, 1.0),
      prefix + "lower limit \\(2\\) is greater than the upper limit \\(1\\).*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.AddTendonConstraint({j[0]}, {1.0}, {}, {}, 1.0, 0.0),
      prefix + "stiffness must be positive; got 0.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.AddTendonConstraint({j[0]}, {1.0}, {}, {}, 1.0, NAN),
      prefix + "stiffness must be positive; got nan.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.AddTendonConstraint({j[0]}, {1.0}, {}, {}, 1.0, {}, -1.0),
      prefix + "damping must be positive or zero; got -1.*");
  // NaN limits fail the checks too.
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.AddTendonConstraint({j[0]}, {1.0}, {}, NAN, 1.0),
      prefix + "lower limit must be less than \\+∞; got nan.*");
  // A joint without exactly one velocity.
  const auto& ball_body = plant.AddRigidBody(
      "ball_body", SpatialInertia<double>::SolidCubeWithMass(1.0, 0.1));
  const auto& ball = plant.AddJoint<BallRpyJoint>(
      "ball", plant.world_body(), std::nullopt, ball_body, std::nullopt);
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.AddTendonConstraint({j[0], ball.index()}, {1.0, 1.0}, {}, {}, 1.0),
      prefix +
          "joint 'ball' is a ball_rpy joint with 3 velocities; a tendon "
          "needs single-dof joints.*");
  // Nothing was added by the failed calls.
  EXPECT_EQ(plant.num_tendon_constraints(), 1);

  plant.Finalize();
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.AddTendonConstraint({j[0]}, {1.0}, {}, {}, 1.0),
      ".*AddTendonConstraint.*already finalized.*");
  DRAKE_EXPECT_THROWS_MESSAGE(plant.RemoveConstraint(id),
                              ".*RemoveConstraint.*already finalized.*");
  auto context = plant.CreateDefaultContext();
  EXPECT_TRUE(plant.GetConstraintActiveStatus(*context, id));

  // TAMSI does not support tendons; a continuous plant accepts them and
  // throws when its dynamics are evaluated.
  Blocks tamsi = MakeBlocks({1.0}, Vector3d::UnitX());
  tamsi.plant->set_discrete_contact_approximation(
      DiscreteContactApproximation::kTamsi);
  DRAKE_EXPECT_THROWS_MESSAGE(
      tamsi.plant->AddTendonConstraint(tamsi.joints, {1.0}, {}, {}, 1.0),
      prefix +
          "the discrete contact solver is TAMSI.*kSap, kSimilar or "
          "kLagged.*");
  Blocks continuous = MakeBlocks({1.0}, Vector3d::UnitX(), 0.0);
  continuous.plant->AddTendonConstraint(continuous.joints, {1.0}, {}, {}, 1.0);
  continuous.plant->Finalize();
  auto continuous_context = continuous.plant->CreateDefaultContext();
  DRAKE_EXPECT_THROWS_MESSAGE(
      continuous.plant->EvalTimeDerivatives(*continuous_context),
      ".*continuous.*1 constraint.*tendons.*discrete SAP solver.*");
}

TEST(TendonConstraintTest, RigidTendonAcrossTwoTreesIsALever) {
  // Blocks 0 and 1 (m₀ = 1, m₁ = 2 kg) slide along x, each on its own tree;
  // l = a₀·q₀ + a₁·q₁ + offset ≤ lᵤ with a = (1, 2). Starting at rest on
  // the limit with a force F pushing block 0 along +x, the tendon holds
  // l = lᵤ: with λ the tendon force, mᵢ·q̈ᵢ = Fᵢ + aᵢ·λ and Σ aᵢ·q̈ᵢ = 0
  // give λ = −(a₀·F/m₀)/(a₀²/m₀ + a₁²/m₁), so both blocks move with
  // constant accelerations.
  const double m0 = 1.0;
  const double m1 = 2.0;
  const double a0 = 1.0;
  const double a1 = 2.0;
  const double offset = 0.1;
  const double upper = 0.4;
  const double F = 3.0;
  Blocks model = MakeBlocks({m0, m1}, Vector3d::UnitX());
  MultibodyPlant<double>& plant = *model.plant;
  const auto id =
      plant.AddTendonConstraint(model.joints, {a0, a1}, offset, {}, upper);
  plant.Finalize();
  const double lambda = -(a0 * F / m0) / (a0 * a0 / m0 + a1 * a1 / m1);
  const double qddot0 = (F + a0 * lambda) / m0;
  const double qddot1 = a1 * lambda / m1;
  ASSERT_GT(qddot0, 0.0);
  ASSERT_LT(qddot1, 0.0);

  auto simulate = [&](bool active, double T) {
    auto context = plant.CreateDefaultContext();
    // On the limit: l = 1·0.3 + 2·0 + 0.1 = 0.4.
    plant.SetPositions(context.get(), Eigen::Vector2d(0.3, 0.0));
    plant.get_applied_generalized_force_input_port().FixValue(
        context.get(), Eigen::Vector2d(F, 0.0));
    plant.SetConstraintActiveStatus(context.get(), id, active);
    Simulator<double> simulator(plant, std::move(context));
    double max_l = -kInf;
    const int steps = static_cast<int>(std::round(T / 1e-3));
    for (int k = 1; k <= steps; ++k) {
      simulator.AdvanceTo(k * 1e-3);
      const auto q = plant.GetPositions(simulator.get_context());
      max_l = std::max(max_l, a0 * q[0] + a1 * q[1] + offset);
    }
    return std::make_pair(
        Eigen::VectorXd(plant.GetVelocities(simulator.get_context())), max_l);
  };
  const double T = 0.5;
  const auto [v, max_l] = simulate(true, T);
  // Velocities after T: q̇ᵢ = q̈ᵢ·T. The discrete step integrates constant
  // accelerations exactly; what remains is SAP's near-rigid compliance on
  // the tendon (its impulse lags l by ~h), well under 0.1% of q̇.
  EXPECT_NEAR(v[0], qddot0 * T, 1e-3 * std::abs(qddot0 * T));
  EXPECT_NEAR(v[1], qddot1 * T, 1e-3 * std::abs(qddot1 * T));
  // The length never exceeds the limit by more than that compliance allows
  // (1 µm here, against the 0.3 mm per step the free motion would add).
  EXPECT_LT(max_l, upper + 1e-6);
  // Inactive: block 0 accelerates freely, block 1 stays.
  const auto [v_free, max_l_free] = simulate(false, T);
  EXPECT_NEAR(v_free[0], F / m0 * T, 1e-9);
  EXPECT_NEAR(v_free[1], 0.0, 1e-12);
  EXPECT_GT(max_l_free, upper + 0.1);
}

// A block of mass m on a vertical slider (q = z, m) under gravity, with a
// tendon l = −q ≤ lᵤ, i.e. z ≥ −lᵤ: a floor at −lᵤ.
double SettledHeightOnTendon(double k, double c, double upper, double z0,
                             double offset = 0.0) {
  const double m = 2.0;
  Blocks model = MakeBlocks({m}, Vector3d::UnitZ());
  MultibodyPlant<double>& plant = *model.plant;
  if (std::isinf(k)) {
    plant.AddTendonConstraint(model.joints, {-1.0}, offset, {}, upper);
  } else {
    plant.AddTendonConstraint(model.joints, {-1.0}, offset, {}, upper, k, c);
  }
  plant.Finalize();
  auto context = plant.CreateDefaultContext();
  plant.SetPositions(context.get(), Vector1d(z0));
  Simulator<double> simulator(plant, std::move(context));
  simulator.AdvanceTo(2.0);
  return plant.GetPositions(simulator.get_context())[0];
}

TEST(TendonConstraintTest, CompliantTendonStaticDeflection) {
  // With stiffness k the floor is a one-sided spring: k·(l − lᵤ) = m·g at
  // rest, so z = −lᵤ − m·g/k. Critically damped (c = 2·√(k·m), rate
  // √(k/m) ≈ 22 s⁻¹), released 1 cm above the floor: settled within 2 s to
  // e⁻⁴⁰. Compliant in SAP's sense (its compliance exceeds the near-rigid
  // bound ~10⁴ times), the static deflection is exact to the solver's
  // tolerance (1e-7 m asserted).
  const double m = 2.0;
  const double k = 1e3;
  const double c = 2 * std::sqrt(k * m);
  const double upper = 0.2;
  EXPECT_NEAR(SettledHeightOnTendon(k, c, upper, -0.19),
              -upper - m * kGravity / k, 1e-7);
  // The offset shifts the floor: l = −q + 0.05 ≤ lᵤ means z ≥ 0.05 − lᵤ.
  EXPECT_NEAR(SettledHeightOnTendon(k, c, upper, -0.14, 0.05),
              0.05 - upper - m * kGravity / k, 1e-7);
  // Rigid: at the floor to the near-rigid compliance (static error
  // 2·h²·g·β²/(4π²) ≈ 5e-9 m), asserted to 1e-6 m; without the tendon the
  // block would have fallen 19.6 m.
  EXPECT_NEAR(SettledHeightOnTendon(kInf, 0.0, upper, -0.19), -upper, 1e-6);
}

TEST(TendonConstraintTest, MoreThanTwoTreesThrowsAtTheStep) {
  Blocks model = MakeBlocks({1.0, 1.0, 1.0}, Vector3d::UnitX());
  MultibodyPlant<double>& plant = *model.plant;
  const auto id =
      plant.AddTendonConstraint(model.joints, {1.0, 1.0, 1.0}, {}, {}, 0.0);
  plant.Finalize();
  // At l = 0, on the limit: the tendon is in the step's problem.
  {
    Simulator<double> simulator(plant);
    DRAKE_EXPECT_THROWS_MESSAGE(
        simulator.AdvanceTo(1e-3),
        fmt::format(".*tendon constraint with id {} has joints on more than "
                    "two kinematic trees \\(joint 'slider2' is on a "
                    "third\\).*",
                    id.get_value()));
  }
  // Far from its limit it is not, and the steps succeed.
  auto context = plant.CreateDefaultContext();
  plant.SetPositions(context.get(), Eigen::Vector3d(-1, -1, -1));
  Simulator<double> simulator(plant, std::move(context));
  EXPECT_NO_THROW(simulator.AdvanceTo(1e-2));
}

}  // namespace multibody_plant_tendon_constraint_test
}  // namespace multibody
}  // namespace drake
