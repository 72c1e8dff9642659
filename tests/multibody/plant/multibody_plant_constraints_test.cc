// MultibodyPlant constraints: the API (ids, specs, counts, active status,
// errors) and their enforcement by the discrete SAP step — a coupler while
// one joint is driven, a four-bar linkage closed by a ball constraint, and
// two free bodies welded together in free fall — and RemoveJoint() refusing
// while constraints exist.

#include <cmath>
#include <memory>

#include <gtest/gtest.h>

#include "multibody/plant/multibody_plant_test_models.h"
#include "test_utilities/expect_throws_message.h"

#include "drake/multibody/plant/multibody_plant.h"
#include "drake/multibody/tree/revolute_joint.h"
#include "drake/systems/analysis/simulator.h"

namespace drake {
namespace multibody {
namespace multibody_plant_constraints_test {

using Eigen::Vector3d;
using math::RigidTransformd;
using math::RollPitchYawd;
using systems::Context;
using systems::Simulator;
using test::Box;

constexpr double kGravity = 9.81;

// A thin rod of mass m and length l along −z of its frame, hinged at its
// frame origin.
SpatialInertia<double> Rod(double m, double l) {
  return SpatialInertia<double>::SolidBoxWithMass(m, 0.01, 0.01, l)
      .Shift(Vector3d(0, 0, l / 2));
}

const RevoluteJoint<double>& AddPin(MultibodyPlant<double>* plant,
                                    const std::string& name,
                                    const RigidBody<double>& parent,
                                    const Vector3d& p_PF,
                                    const RigidBody<double>& child) {
  return plant->AddJoint<RevoluteJoint>(name, parent, RigidTransformd(p_PF),
                                        child, RigidTransformd(),
                                        Vector3d::UnitY());
}

TEST(MultibodyPlantConstraintsTest, Api) {
  MultibodyPlant<double> plant(1e-3);
  const auto& a = plant.AddRigidBody("a", Rod(1, 1));
  const auto& b = plant.AddRigidBody("b", Rod(1, 1));
  const auto& pin_a =
      AddPin(&plant, "pin_a", plant.world_body(), Vector3d::Zero(), a);
  const auto& pin_b =
      AddPin(&plant, "pin_b", plant.world_body(), Vector3d(1, 0, 0), b);
  const auto coupler = plant.AddCouplerConstraint(pin_a, pin_b, 2.0, 0.1);
  const auto distance = plant.AddDistanceConstraint(
      a, Vector3d(0, 0, -1), b, Vector3d(0, 0, -1), 1.0, 1e4, 10.0);
  const auto ball = plant.AddBallConstraint(a, Vector3d(0, 0, -1), b);
  const auto weld = plant.AddWeldConstraint(
      a, RigidTransformd(), b, RigidTransformd(Vector3d(-1, 0, 0)));
  EXPECT_EQ(plant.num_constraints(), 4);
  EXPECT_EQ(plant.num_coupler_constraints(), 1);
  EXPECT_EQ(plant.num_distance_constraints(), 1);
  EXPECT_EQ(plant.num_ball_constraints(), 1);
  EXPECT_EQ(plant.num_weld_constraints(), 1);
  EXPECT_EQ(plant.GetConstraintIds().size(), 4u);
  const auto& coupler_spec = plant.get_coupler_constraint_specs(coupler);
  EXPECT_EQ(coupler_spec.joint0_index, pin_a.index());
  EXPECT_EQ(coupler_spec.joint1_index, pin_b.index());
  EXPECT_EQ(coupler_spec.gear_ratio, 2.0);
  EXPECT_EQ(coupler_spec.offset, 0.1);
  EXPECT_EQ(coupler_spec.id, coupler);
  EXPECT_EQ(plant.get_distance_constraint_specs(distance).stiffness, 1e4);
  EXPECT_EQ(plant.get_distance_constraint_specs(distance).damping, 10.0);
  EXPECT_FALSE(plant.get_ball_constraint_specs(ball).p_BQ.has_value());
  EXPECT_EQ(plant.get_weld_constraint_specs(weld).body_B, b.index());
  EXPECT_EQ(plant.get_coupler_constraint_specs().size(), 1u);
  DRAKE_EXPECT_THROWS_MESSAGE(plant.get_ball_constraint_specs(coupler),
                              ".*not a ball constraint.*");
  plant.RemoveConstraint(weld);
  EXPECT_EQ(plant.num_weld_constraints(), 0);
  DRAKE_EXPECT_THROWS_MESSAGE(plant.RemoveConstraint(weld),
                              ".*RemoveConstraint.*not a constraint.*");

  // Errors at configuration.
  DRAKE_EXPECT_THROWS_MESSAGE(plant.AddBallConstraint(a, Vector3d::Zero(), a),
                              ".*AddBallConstraint.*same body 'a'.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.AddDistanceConstraint(a, Vector3d::Zero(), b, Vector3d::Zero(),
                                  0.0),
      ".*distance must be positive.*got 0.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.AddDistanceConstraint(a, Vector3d::Zero(), b, Vector3d::Zero(), 1.0,
                                  -1.0),
      ".*stiffness must be positive.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.AddDistanceConstraint(a, Vector3d::Zero(), b, Vector3d::Zero(), 1.0,
                                  1.0, -2.0),
      ".*damping must be non-negative.*");
  DRAKE_EXPECT_THROWS_MESSAGE(plant.AddCouplerConstraint(pin_a, pin_a, 1.0),
                              ".*same joint 'pin_a'.*");

  plant.Finalize();
  // The omitted p_BQ: where P is in the default configuration (q = 0: a
  // hangs from the origin, b from x = 1, frames unrotated), so P at
  // (0, 0, −1) in W is at (−1, 0, −1) in b's frame.
  EXPECT_LT((*plant.get_ball_constraint_specs(ball).p_BQ - Vector3d(-1, 0, -1))
                .norm(),
            1e-15);
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.AddCouplerConstraint(pin_a, pin_b, 1.0),
      ".*AddCouplerConstraint.*after.*Finalize.*|.*Finalize.*");
  auto context = plant.CreateDefaultContext();
  EXPECT_TRUE(plant.GetConstraintActiveStatus(*context, coupler));
  plant.SetConstraintActiveStatus(context.get(), coupler, false);
  EXPECT_FALSE(plant.GetConstraintActiveStatus(*context, coupler));
  EXPECT_TRUE(plant.GetConstraintActiveStatus(*context, ball));
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.GetConstraintActiveStatus(*context, weld),
      ".*GetConstraintActiveStatus.*not a constraint.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.SetConstraintActiveStatus(nullptr, coupler, true),
      ".*context is null.*");
}

TEST(MultibodyPlantConstraintsTest, ContinuousPlantThrowsWhenEvaluated) {
  MultibodyPlant<double> plant(0.0);
  const auto& a = plant.AddRigidBody("a", Rod(1, 1));
  const auto& b = plant.AddRigidBody("b", Rod(1, 1));
  const auto& pin_a =
      AddPin(&plant, "pin_a", plant.world_body(), Vector3d::Zero(), a);
  const auto& pin_b =
      AddPin(&plant, "pin_b", plant.world_body(), Vector3d(1, 0, 0), b);
  plant.AddCouplerConstraint(pin_a, pin_b, 1.0);  // Accepted.
  plant.Finalize();
  auto context = plant.CreateDefaultContext();
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.EvalTimeDerivatives(*context),
      ".*continuous.*1 constraint.*discrete SAP solver.*");
}

TEST(MultibodyPlantConstraintsTest, CouplerHoldsWhileDriven) {
  // Two pendulums hinged to the world (two trees): q0 = ρ·q1 + Δq while
  // a torque drives joint 1 against gravity.
  const double rho = 2.0;
  const double offset = 0.1;
  MultibodyPlant<double> plant(1e-3);
  const auto& a = plant.AddRigidBody("a", Rod(1, 0.5));
  const auto& b = plant.AddRigidBody("b", Rod(1, 0.5));
  const auto& pin0 =
      AddPin(&plant, "pin0", plant.world_body(), Vector3d::Zero(), a);
  const auto& pin1 =
      AddPin(&plant, "pin1", plant.world_body(), Vector3d(1, 0, 0), b);
  plant.AddJointActuator("motor", pin1);
  plant.AddCouplerConstraint(pin0, pin1, rho, offset);
  plant.Finalize();
  auto context = plant.CreateDefaultContext();
  plant.SetPositions(context.get(), Eigen::Vector2d(offset, 0.0));
  plant.get_actuation_input_port().FixValue(context.get(), Vector1d(3.0));
  Simulator<double> simulator(plant, std::move(context));
  double max_error = 0;
  for (int k = 1; k <= 1000; ++k) {
    simulator.AdvanceTo(k * 1e-3);
    const auto q = plant.GetPositions(simulator.get_context());
    max_error = std::max(max_error, std::abs(q[0] - rho * q[1] - offset));
  }
  const auto q = plant.GetPositions(simulator.get_context());
  // The drive moved it (a rigid constraint keeps the relation to SAP's
  // near-rigid regularization: well under a milliradian here).
  EXPECT_GT(std::abs(q[1]), 0.1);
  EXPECT_LT(max_error, 1e-3);

  // Deactivated, the joints move independently.
  auto free_context = plant.CreateDefaultContext();
  plant.SetPositions(free_context.get(), Eigen::Vector2d(offset, 0.0));
  plant.get_actuation_input_port().FixValue(free_context.get(), Vector1d(3.0));
  plant.SetConstraintActiveStatus(free_context.get(),
                                  plant.GetConstraintIds()[0], false);
  Simulator<double> free_simulator(plant, std::move(free_context));
  free_simulator.AdvanceTo(1.0);
  const auto q_free = plant.GetPositions(free_simulator.get_context());
  EXPECT_GT(std::abs(q_free[0] - rho * q_free[1] - offset), 0.1);
}

// A parallelogram four-bar in the x–z plane: cranks of length L hinged at
// O = (0,0,0) and D = (1,0,0), a coupler of length 1 hinged at the end of
// the first crank and tied to the end of the second by a ball constraint.
// It has one degree of freedom: both cranks keep the same angle and the
// coupler stays horizontal. Released at θ = 0.6 rad, simulated for 2 s.
struct FourBarRun {
  double E0{};               // Initial energy, J.
  double max_energy_gain{};  // max over steps of E(t) − E0, J.
  double final_energy_change{};
  double max_loop_error{};      // max ‖p_WQ − p_WP‖, m.
  double max_crank_mismatch{};  // max |θ_D − θ_O|, rad.
  double min_angle{};           // min θ_O, rad.
};

FourBarRun SimulateFourBar(double h) {
  const double L = 0.5;
  MultibodyPlant<double> plant(h);
  const auto& crank1 = plant.AddRigidBody("crank1", Rod(1.0, L));
  const auto& crank2 = plant.AddRigidBody("crank2", Rod(1.0, L));
  // The coupler lies along +x of its frame.
  const auto coupler_inertia =
      SpatialInertia<double>::SolidBoxWithMass(2.0, 1.0, 0.01, 0.01)
          .Shift(Vector3d(-0.5, 0, 0));
  const auto& coupler = plant.AddRigidBody("coupler", coupler_inertia);
  const auto& pin_O =
      AddPin(&plant, "pin_O", plant.world_body(), Vector3d::Zero(), crank1);
  const auto& pin_D =
      AddPin(&plant, "pin_D", plant.world_body(), Vector3d(1, 0, 0), crank2);
  const auto& pin_A =
      AddPin(&plant, "pin_A", crank1, Vector3d(0, 0, -L), coupler);
  plant.AddBallConstraint(coupler, Vector3d(1, 0, 0), crank2,
                          Vector3d(0, 0, -L));
  plant.Finalize();
  auto context = plant.CreateDefaultContext();
  const double theta0 = 0.6;
  pin_O.set_angle(context.get(), theta0);
  pin_D.set_angle(context.get(), theta0);
  pin_A.set_angle(context.get(), -theta0);
  Simulator<double> simulator(plant, std::move(context));
  const Context<double>& ctx = simulator.get_context();
  auto energy = [&]() {
    return plant.CalcKineticEnergy(ctx) + plant.CalcPotentialEnergy(ctx);
  };
  FourBarRun run;
  run.E0 = energy();
  run.min_angle = theta0;
  const int steps = static_cast<int>(std::round(2.0 / h));
  for (int k = 1; k <= steps; ++k) {
    simulator.AdvanceTo(k * h);
    const Vector3d p_WP =
        plant.EvalBodyPoseInWorld(ctx, coupler) * Vector3d(1, 0, 0);
    const Vector3d p_WQ =
        plant.EvalBodyPoseInWorld(ctx, crank2) * Vector3d(0, 0, -L);
    run.max_loop_error = std::max(run.max_loop_error, (p_WQ - p_WP).norm());
    run.max_energy_gain = std::max(run.max_energy_gain, energy() - run.E0);
    run.min_angle = std::min(run.min_angle, pin_O.get_angle(ctx));
    run.max_crank_mismatch =
        std::max(run.max_crank_mismatch,
                 std::abs(pin_D.get_angle(ctx) - pin_O.get_angle(ctx)));
  }
  run.final_energy_change = energy() - run.E0;
  return run;
}

TEST(MultibodyPlantConstraintsTest, FourBarLinkageClosedByBall) {
  const FourBarRun run = SimulateFourBar(1e-3);
  // It swings through the bottom to the other side (θ = −0.6 rad when no
  // energy is lost) ...
  EXPECT_LT(run.min_angle, -0.55);
  // ... with one degree of freedom (the cranks stay parallel) and the loop
  // closed far below 1 mm (measured ~1e-8: the near-rigid constraint).
  EXPECT_LT(run.max_crank_mismatch, 1e-6);
  EXPECT_LT(run.max_loop_error, 1e-3);
  // Energy: the semi-implicit step (symplectic Euler, as in Drake) is not
  // monotone in energy; its energy error oscillates with an O(h)
  // amplitude. The constraint adds none: the largest gain is 0.05% of |E0|
  // and shrinks 4× when h does (first order), so it is the integrator's,
  // not injected by the constraint (which would not vanish with h).
  EXPECT_LT(run.max_energy_gain, 5e-4 * std::abs(run.E0));
  const FourBarRun fine = SimulateFourBar(2.5e-4);
  EXPECT_LT(fine.max_energy_gain, run.max_energy_gain / 3.0);
  EXPECT_LT(fine.max_loop_error, 1e-3);
}

TEST(MultibodyPlantConstraintsTest, WeldKeepsFreeBodiesTogether) {
  // Two free boxes welded at their initial relative pose; one starts moving
  // at 1 m/s along x. In free fall they move as one: the x momentum m_A·v0
  // is shared, v = m_A·v0/(m_A + m_B), and the relative pose stays fixed.
  const double m_A = 1.0;
  const double m_B = 3.0;
  MultibodyPlant<double> plant(1e-3);
  const auto& A = plant.AddRigidBody(
      "A", SpatialInertia<double>::SolidBoxWithMass(m_A, 0.1, 0.1, 0.1));
  const auto& B = plant.AddRigidBody(
      "B", SpatialInertia<double>::SolidBoxWithMass(m_B, 0.2, 0.1, 0.1));
  const RigidTransformd X_WA(RollPitchYawd(0.1, 0.2, 0.3), Vector3d(0, 0, 1));
  const RigidTransformd X_WB(RollPitchYawd(-0.2, 0.1, 0.0),
                             Vector3d(0.15, 0.02, 1.05));
  // P = A's origin; Q, fixed in B, coincides with it initially.
  plant.AddWeldConstraint(A, RigidTransformd(), B, X_WB.inverse() * X_WA);
  plant.Finalize();
  auto context = plant.CreateDefaultContext();
  plant.SetFreeBodyPose(context.get(), A, X_WA);
  plant.SetFreeBodyPose(context.get(), B, X_WB);
  plant.SetFreeBodySpatialVelocity(
      context.get(), A,
      SpatialVelocity<double>(Vector3d::Zero(), Vector3d(1.0, 0, 0)));
  Simulator<double> simulator(plant, std::move(context));
  simulator.AdvanceTo(1.0);
  const auto& ctx = simulator.get_context();
  const RigidTransformd X_BA = plant.EvalBodyPoseInWorld(ctx, B).inverse() *
                               plant.EvalBodyPoseInWorld(ctx, A);
  const RigidTransformd X_BA0 = X_WB.inverse() * X_WA;
  // Relative pose within 1 mm / 1 mrad (the first steps absorb the
  // velocity mismatch inside SAP's near-rigid compliance).
  EXPECT_LT((X_BA.translation() - X_BA0.translation()).norm(), 1e-3);
  EXPECT_LT((X_BA.rotation().matrix() - X_BA0.rotation().matrix()).norm(),
            1e-3);
  // Momentum: x shared (1%), z from gravity alone (1%).
  const Vector3d v_A =
      plant.EvalBodySpatialVelocityInWorld(ctx, A).translational();
  const Vector3d v_B =
      plant.EvalBodySpatialVelocityInWorld(ctx, B).translational();
  const Vector3d p = m_A * v_A + m_B * v_B;
  EXPECT_NEAR(p.x(), m_A * 1.0, 0.01 * m_A);
  EXPECT_NEAR(p.z(), -(m_A + m_B) * kGravity * 1.0,
              0.01 * (m_A + m_B) * kGravity);
}

TEST(MultibodyPlantConstraintsTest, RemoveJointRefusesWhenConstraintsExist) {
  MultibodyPlant<double> plant(0.01);
  const auto& a = plant.AddRigidBody("a", Box(1.0));
  const auto& b = plant.AddRigidBody("b", Box(1.0));
  const auto& ja =
      plant.AddJoint<RevoluteJoint>("ja", plant.world_body(), std::nullopt, a,
                                    std::nullopt, Vector3d::UnitZ());
  const auto& jb =
      plant.AddJoint<RevoluteJoint>("jb", plant.world_body(), std::nullopt, b,
                                    std::nullopt, Vector3d::UnitZ());
  const MultibodyConstraintId id = plant.AddCouplerConstraint(ja, jb, 2.0);
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.RemoveJoint(jb),
      "RemoveJoint\\(\\): cannot remove joint 'jb' because the plant has 1 "
      "constraint\\(s\\).*");
  // Without the constraint the joint can go.
  plant.RemoveConstraint(id);
  plant.RemoveJoint(jb);
  EXPECT_FALSE(plant.HasJointNamed("jb"));
}

}  // namespace multibody_plant_constraints_test
}  // namespace multibody
}  // namespace drake
