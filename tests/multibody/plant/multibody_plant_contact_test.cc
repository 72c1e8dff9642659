// Compliant point contact of a continuous MultibodyPlant: the penetration
// allowance heuristic, the combination of material properties, the
// Hunt–Crossley normal force, Stribeck friction (a sliding sphere that ends
// up rolling), the contact_results and generalized_contact_forces ports,
// AutoDiffXd derivatives against finite differences, and error messages.

#include <cmath>
#include <memory>
#include <string>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/geometry/proximity_properties.h"
#include "drake/geometry/scene_graph.h"
#include "drake/math/autodiff.h"
#include "drake/math/autodiff_gradient.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/framework/diagram.h"
#include "drake/systems/framework/diagram_builder.h"

namespace drake {
namespace multibody {
namespace multibody_plant_contact_test {

using Eigen::Vector3d;
using geometry::HalfSpace;
using geometry::ProximityProperties;
using geometry::SceneGraph;
using geometry::Sphere;
using math::RigidTransformd;
using systems::Context;
using systems::Diagram;
using systems::DiagramBuilder;
using systems::Simulator;

constexpr double kGravity = 9.81;

// A ball of mass m and radius r above a ground half space (z = 0), in a
// diagram with SceneGraph. Material properties are optional: unset
// stiffness/dissipation fall back to the penetration-allowance defaults.
struct BallOnGround {
  std::unique_ptr<Diagram<double>> diagram;
  MultibodyPlant<double>* plant{};
  SceneGraph<double>* scene_graph{};
  const RigidBody<double>* ball{};
};

BallOnGround MakeBallOnGround(double mass, double radius, double mu,
                              std::optional<double> ball_stiffness = {},
                              std::optional<double> ground_stiffness = {},
                              std::optional<double> dissipation = {}) {
  BallOnGround result;
  DiagramBuilder<double> builder;
  auto [plant, scene_graph] = AddMultibodyPlantSceneGraph(&builder, 0.0);
  result.plant = &plant;
  result.scene_graph = &scene_graph;
  result.ball = &plant.AddRigidBody(
      "ball", SpatialInertia<double>::SolidSphereWithMass(mass, radius));
  auto properties = [&](std::optional<double> k) {
    ProximityProperties props;
    geometry::AddContactMaterial(dissipation, k,
                                 CoulombFriction<double>(mu, mu), &props);
    return props;
  };
  plant.RegisterCollisionGeometry(plant.world_body(), RigidTransformd(),
                                  HalfSpace(), "ground",
                                  properties(ground_stiffness));
  plant.RegisterCollisionGeometry(*result.ball, RigidTransformd(),
                                  Sphere(radius), "ball",
                                  properties(ball_stiffness));
  plant.Finalize();
  result.diagram = builder.Build();
  return result;
}

TEST(MultibodyPlantContactTest, PenaltyTimeScale) {
  // tc = 1/ω, ω = sqrt(k/m), k = m·g/δ ⇒ tc = sqrt(δ/g) whatever the mass.
  MultibodyPlant<double> plant(0.0);
  plant.AddRigidBody("light",
                     SpatialInertia<double>::SolidSphereWithMass(0.5, 0.1));
  plant.AddRigidBody("heavy",
                     SpatialInertia<double>::SolidSphereWithMass(4.0, 0.1));
  DRAKE_EXPECT_THROWS_MESSAGE(plant.get_contact_penalty_method_time_scale(),
                              ".*get_contact_penalty_method_time_scale.*");
  plant.set_penetration_allowance(2e-3);
  plant.Finalize();
  EXPECT_NEAR(plant.get_contact_penalty_method_time_scale(),
              std::sqrt(2e-3 / kGravity), 1e-15);
  // After Finalize the estimate follows the allowance.
  plant.set_penetration_allowance(5e-4);
  EXPECT_NEAR(plant.get_contact_penalty_method_time_scale(),
              std::sqrt(5e-4 / kGravity), 1e-15);
}

TEST(MultibodyPlantContactTest, BallRestsAtThePenetrationAllowance) {
  // With no stiffness given, each geometry gets 2·m·g/δ, so the pair's
  // combined stiffness is m·g/δ and the ball rests at penetration δ.
  const double mass = 2.0;
  const double radius = 0.1;
  BallOnGround setup = MakeBallOnGround(mass, radius, 0.5);
  const MultibodyPlant<double>& plant = *setup.plant;
  const double delta = plant.get_penetration_allowance();
  Simulator<double> simulator(*setup.diagram);
  Context<double>& plant_context =
      plant.GetMyMutableContextFromRoot(&simulator.get_mutable_context());
  plant.SetFreeBodyPose(&plant_context, *setup.ball,
                        RigidTransformd(Vector3d(0, 0, radius + 0.01)));
  simulator.get_mutable_integrator().set_target_accuracy(1e-6);
  // The contact time scale is sqrt(δ/g) ≈ 0.01 s and the normal motion is
  // critically damped, so 1 s (≈100 time scales after touchdown) settles it
  // far below the tolerances used here.
  simulator.AdvanceTo(1.0);
  const Vector3d p_WBall =
      plant.EvalBodyPoseInWorld(plant_context, *setup.ball).translation();
  // Tolerance: 1% of δ, well above the integrator's error at 1e-6 accuracy.
  EXPECT_NEAR(p_WBall.z(), radius - delta, 0.01 * delta);
  EXPECT_NEAR(p_WBall.x(), 0.0, 1e-9);

  const auto& results =
      plant.get_contact_results_output_port().Eval<ContactResults<double>>(
          plant_context);
  ASSERT_EQ(results.num_point_pair_contacts(), 1);
  EXPECT_EQ(results.num_hydroelastic_contacts(), 0);
  EXPECT_EQ(results.plant(), &plant);
  const PointPairContactInfo<double>& info = results.point_pair_contact_info(0);
  // The force on the ball balances its weight (1e-4 relative: residual
  // motion after settling), whichever of A and B the ball is.
  const Vector3d f_on_ball = info.bodyB_index() == setup.ball->index()
                                 ? info.contact_force()
                                 : Vector3d(-info.contact_force());
  EXPECT_NEAR(f_on_ball.z(), mass * kGravity, 1e-4 * mass * kGravity);
  EXPECT_NEAR(f_on_ball.head<2>().norm(), 0.0, 1e-6);
  EXPECT_NEAR(info.separation_speed(), 0.0, 1e-6);
  EXPECT_NEAR(info.slip_speed(), 0.0, 1e-6);
  // Equal stiffnesses: C is midway between the ball's lowest point (z =
  // −δ) and the ground surface (z = 0).
  EXPECT_NEAR(info.contact_point().z(), -delta / 2, 0.01 * delta);
  EXPECT_NEAR(info.point_pair().depth, delta, 0.01 * delta);
  DRAKE_EXPECT_THROWS_MESSAGE(results.point_pair_contact_info(1),
                              ".*index 1 is out of range.*1 point-pair.*");

  // Generalized contact forces of the ball's instance: v = [ω; v] in W,
  // the weight is balanced by a force through the center (no torque).
  const Eigen::VectorXd tau =
      plant.get_generalized_contact_forces_output_port(default_model_instance())
          .Eval(plant_context);
  ASSERT_EQ(tau.size(), 6);
  EXPECT_NEAR(tau[5], mass * kGravity, 1e-4 * mass * kGravity);
  EXPECT_LT(tau.head<5>().norm(), 1e-6);
}

TEST(MultibodyPlantContactTest, CombinedStiffnessAndDissipation) {
  // kA = 1e5 N/m (ball), kB = 3e5 N/m (ground): springs in series,
  // k = kA·kB/(kA+kB) = 7.5e4 N/m. Static penetration m·g/k.
  const double mass = 1.5;
  const double radius = 0.05;
  BallOnGround setup = MakeBallOnGround(mass, radius, 0.3, 1e5, 3e5, 5.0);
  const MultibodyPlant<double>& plant = *setup.plant;
  Simulator<double> simulator(*setup.diagram);
  Context<double>& plant_context =
      plant.GetMyMutableContextFromRoot(&simulator.get_mutable_context());
  plant.SetFreeBodyPose(&plant_context, *setup.ball,
                        RigidTransformd(Vector3d(0, 0, radius)));
  simulator.get_mutable_integrator().set_target_accuracy(1e-6);
  simulator.AdvanceTo(2.0);
  const double k = 1e5 * 3e5 / 4e5;
  const double x = mass * kGravity / k;
  const double z =
      plant.EvalBodyPoseInWorld(plant_context, *setup.ball).translation().z();
  EXPECT_NEAR(z, radius - x, 0.01 * x);
  const auto& info = plant.get_contact_results_output_port()
                         .Eval<ContactResults<double>>(plant_context)
                         .point_pair_contact_info(0);
  // The softer ball deforms more: p_WC = wA·p_WCa + wB·p_WCb with
  // wA = kA/(kA+kB), where A's witness point is the one on A's surface.
  const bool ball_is_A = info.bodyA_index() == setup.ball->index();
  const double k_A = ball_is_A ? 1e5 : 3e5;
  const double w_A = k_A / 4e5;
  const double z_A = ball_is_A ? -x : 0.0;  // A's witness point height.
  const double z_B = ball_is_A ? 0.0 : -x;
  EXPECT_NEAR(info.contact_point().z(), w_A * z_A + (1 - w_A) * z_B, 0.01 * x);

  // Hunt–Crossley: from the rest state, push the ball down at 0.1 m/s:
  // fn = k·x·(1 + d·ẋ) with the combined d = kB/(kA+kB)·dA + kA/(kA+kB)·dB
  // = 5 s/m (both 5).
  plant.SetFreeBodySpatialVelocity(
      &plant_context, *setup.ball,
      SpatialVelocity<double>(Vector3d::Zero(), Vector3d(0, 0, -0.1)));
  const auto& moving = plant.get_contact_results_output_port()
                           .Eval<ContactResults<double>>(plant_context)
                           .point_pair_contact_info(0);
  const double depth = moving.point_pair().depth;
  const double fn_expected = k * depth * (1.0 + 5.0 * 0.1);
  const Vector3d f_on_ball = moving.bodyB_index() == setup.ball->index()
                                 ? moving.contact_force()
                                 : Vector3d(-moving.contact_force());
  // Same state, closed form: only rounding differs.
  EXPECT_NEAR(f_on_ball.z(), fn_expected, 1e-9 * fn_expected);
  EXPECT_NEAR(moving.separation_speed(), -0.1, 1e-12);
}

TEST(MultibodyPlantContactTest, SlidingBallStartsRolling) {
  // A solid ball launched sliding at v0 with no spin: kinetic friction μ·m·g
  // decelerates its center at μ·g and spins it up at (5/2)·μ·g/r until the
  // contact point sticks at t* = 2·v0/(7·μ·g), after which it rolls at
  // (5/7)·v0 (Stribeck friction near zero slip carries no force for a
  // rolling ball on a flat ground).
  const double mass = 0.5;
  const double radius = 0.05;
  const double mu = 0.4;
  const double v0 = 1.0;
  BallOnGround setup = MakeBallOnGround(mass, radius, mu);
  const MultibodyPlant<double>& plant = *setup.plant;
  Simulator<double> simulator(*setup.diagram);
  Context<double>& plant_context =
      plant.GetMyMutableContextFromRoot(&simulator.get_mutable_context());
  const double delta = plant.get_penetration_allowance();
  plant.SetFreeBodyPose(&plant_context, *setup.ball,
                        RigidTransformd(Vector3d(0, 0, radius - delta)));
  plant.SetFreeBodySpatialVelocity(
      &plant_context, *setup.ball,
      SpatialVelocity<double>(Vector3d::Zero(), Vector3d(v0, 0, 0)));
  simulator.get_mutable_integrator().set_target_accuracy(1e-6);
  const double t_star = 2.0 * v0 / (7.0 * mu * kGravity);
  simulator.AdvanceTo(t_star / 2);
  const SpatialVelocity<double> V_mid =
      plant.EvalBodySpatialVelocityInWorld(plant_context, *setup.ball);
  // Tolerance 2%: the start is at the rest penetration, but friction only
  // saturates at slip speeds above 3× the stiction tolerance (1 mm/s) and
  // the normal force carries a small transient.
  EXPECT_NEAR(V_mid.translational().x(), v0 - mu * kGravity * t_star / 2,
              0.02 * v0);
  EXPECT_NEAR(V_mid.rotational().y() * radius, 2.5 * mu * kGravity * t_star / 2,
              0.02 * v0);
  simulator.AdvanceTo(t_star + 0.3);
  const SpatialVelocity<double> V_end =
      plant.EvalBodySpatialVelocityInWorld(plant_context, *setup.ball);
  EXPECT_NEAR(V_end.translational().x(), 5.0 / 7.0 * v0, 0.01 * v0);
  // Rolling without slipping: v = ω·r (ω about +y for motion along +x).
  EXPECT_NEAR(V_end.rotational().y() * radius, V_end.translational().x(),
              0.01 * v0);
}

// Gravity of magnitude g tilted by θ about +y: the ground z = 0 is then an
// incline of angle θ that descends along +x.
Vector3d TiltedGravity(double theta) {
  return kGravity * Vector3d(std::sin(theta), 0, -std::cos(theta));
}

// Releases a box (0.2 × 0.2 × 0.1 m, 1 kg) resting on four small corner
// spheres on an incline θ with friction μ (continuous plant, RK3 at 1e-6);
// returns its velocity along the incline after `duration`.
double SlideBoxContinuous(double theta, double mu, double duration) {
  DiagramBuilder<double> builder;
  auto [plant, scene_graph] = AddMultibodyPlantSceneGraph(&builder, 0.0);
  plant.mutable_gravity_field().set_gravity_vector(TiltedGravity(theta));
  const Vector3d size(0.2, 0.2, 0.1);
  const double r = 0.002;
  const auto& box =
      plant.AddRigidBody("box", SpatialInertia<double>::SolidBoxWithMass(
                                    1.0, size.x(), size.y(), size.z()));
  int k = 0;
  for (double sx : {-1.0, 1.0}) {
    for (double sy : {-1.0, 1.0}) {
      plant.RegisterCollisionGeometry(
          box,
          RigidTransformd(
              Vector3d(sx * size.x() / 2, sy * size.y() / 2, -size.z() / 2)),
          Sphere(r), "corner" + std::to_string(k++),
          CoulombFriction<double>(mu, mu));
    }
  }
  plant.RegisterCollisionGeometry(plant.world_body(), RigidTransformd(),
                                  HalfSpace(), "ground",
                                  CoulombFriction<double>(mu, mu));
  plant.Finalize();
  auto diagram = builder.Build();
  Simulator<double> simulator(*diagram);
  auto& context =
      plant.GetMyMutableContextFromRoot(&simulator.get_mutable_context());
  // Resting: each corner carries a quarter of the weight's normal part.
  const double delta = plant.get_penetration_allowance();
  plant.SetFreeBodyPose(
      &context, box, RigidTransformd(Vector3d(0, 0, size.z() / 2 + r - delta)));
  simulator.get_mutable_integrator().set_target_accuracy(1e-6);
  simulator.AdvanceTo(duration);
  return plant.EvalBodySpatialVelocityInWorld(context, box).translational().x();
}

TEST(MultibodyPlantContactTest, BoxOnInclineSticksOrSlides) {
  const double theta = M_PI / 6;  // tan θ = 0.577.
  // μ = 0.8 > tan θ: Stribeck friction holds it with a slip speed below the
  // stiction tolerance (1 mm/s), where the friction coefficient is still
  // rising towards μs.
  EXPECT_LT(std::abs(SlideBoxContinuous(theta, 0.8, 0.5)), 1e-3);
  // μ = 0.3 < tan θ: it slides with a = g·(sin θ − μ·cos θ), within 2%.
  const double t = 0.5;
  const double a = kGravity * (std::sin(theta) - 0.3 * std::cos(theta));
  EXPECT_NEAR(SlideBoxContinuous(theta, 0.3, t), a * t, 0.02 * a * t);
}

TEST(MultibodyPlantContactTest, SphereRollsDownIncline) {
  // Rolling without slipping: a = (5/7)·g·sin θ (μ = 0.5 exceeds the
  // (2/7)·tan θ rolling needs).
  const double theta = 20 * M_PI / 180;
  const double radius = 0.05;
  DiagramBuilder<double> builder;
  auto [tilted, scene_graph] = AddMultibodyPlantSceneGraph(&builder, 0.0);
  tilted.mutable_gravity_field().set_gravity_vector(TiltedGravity(theta));
  const auto& ball = tilted.AddRigidBody(
      "ball", SpatialInertia<double>::SolidSphereWithMass(0.3, radius));
  tilted.RegisterCollisionGeometry(ball, RigidTransformd(), Sphere(radius),
                                   "ball", CoulombFriction<double>(0.5, 0.5));
  tilted.RegisterCollisionGeometry(tilted.world_body(), RigidTransformd(),
                                   HalfSpace(), "ground",
                                   CoulombFriction<double>(0.5, 0.5));
  tilted.Finalize();
  auto diagram = builder.Build();
  Simulator<double> tilted_simulator(*diagram);
  auto& tilted_context = tilted.GetMyMutableContextFromRoot(
      &tilted_simulator.get_mutable_context());
  tilted.SetFreeBodyPose(
      &tilted_context, ball,
      RigidTransformd(
          Vector3d(0, 0, radius - tilted.get_penetration_allowance())));
  tilted_simulator.get_mutable_integrator().set_target_accuracy(1e-6);
  const double t = 0.5;
  tilted_simulator.AdvanceTo(t);
  const auto V = tilted.EvalBodySpatialVelocityInWorld(tilted_context, ball);
  const double a = 5.0 / 7.0 * kGravity * std::sin(theta);
  EXPECT_NEAR(V.translational().x(), a * t, 0.02 * a * t);
  EXPECT_NEAR(V.rotational().y() * radius, V.translational().x(), 0.02 * a * t);
}

TEST(MultibodyPlantContactTest, BouncingBallLosesEnergyAsHuntCrossleyPredicts) {
  // Hunt–Crossley with a linear spring, f = k·x·(1 + d·ẋ): over one impact
  // at speed v the damping dissipates ∫k·d·x·ẋ² dt = (2/3)·m·d·v³ (to first
  // order in d·v), so the restitution is e = sqrt(1 − (4/3)·d·v).
  const double m = 0.2;
  const double radius = 0.02;
  const double d = 0.05;  // s/m
  const double v = 1.0;   // m/s at impact.
  BallOnGround setup = MakeBallOnGround(m, radius, 0.0, 1e5, 1e5, d);
  const MultibodyPlant<double>& plant = *setup.plant;
  Simulator<double> simulator(*setup.diagram);
  auto& context =
      plant.GetMyMutableContextFromRoot(&simulator.get_mutable_context());
  plant.SetFreeBodyPose(&context, *setup.ball,
                        RigidTransformd(Vector3d(0, 0, radius + 1e-3)));
  plant.SetFreeBodySpatialVelocity(
      &context, *setup.ball,
      SpatialVelocity<double>(Vector3d::Zero(), Vector3d(0, 0, -v)));
  simulator.get_mutable_integrator().set_target_accuracy(1e-8);
  // The ball reaches the ground after ~1 ms, leaves it ~3 ms later; by 8 ms
  // it is in flight again. Gravity changes the speed by g·t ≈ 0.08 m/s over
  // 8 ms, so compare energies with gravity accounted for: the mechanical
  // energy after the bounce against the one before.
  const double E_before =
      plant.CalcKineticEnergy(context) + plant.CalcPotentialEnergy(context);
  simulator.AdvanceTo(0.008);
  ASSERT_EQ(plant.get_contact_results_output_port()
                .Eval<ContactResults<double>>(context)
                .num_point_pair_contacts(),
            0);
  const double E_after =
      plant.CalcKineticEnergy(context) + plant.CalcPotentialEnergy(context);
  EXPECT_GT(plant.EvalBodySpatialVelocityInWorld(context, *setup.ball)
                .translational()
                .z(),
            0.5);  // It bounced.
  // Energy lost: (2/3)·m·d·v³ with v the impact speed (≈ v + g·1 ms);
  // the first-order formula's error is O((d·v)²) ≈ 0.25% of the loss, and
  // gravity's change of v during contact adds ~1%: tolerance 3% of the loss.
  const double v_impact = std::sqrt(v * v + 2 * kGravity * 1e-3);
  const double predicted_loss = 2.0 / 3.0 * m * d * std::pow(v_impact, 3);
  EXPECT_NEAR(E_before - E_after, predicted_loss, 0.03 * predicted_loss);
}

TEST(MultibodyPlantContactTest, AutoDiffDerivativesMatchFiniteDifferences) {
  // ∂ẋ/∂x of a penetrating, sliding, spinning ball by AutoDiffXd against
  // central differences of the double plant.
  BallOnGround setup = MakeBallOnGround(1.0, 0.1, 0.6, 2e4, 5e4, 2.0);
  auto diagram_ad = systems::System<double>::ToAutoDiffXd(*setup.diagram);
  auto context = setup.diagram->CreateDefaultContext();
  const MultibodyPlant<double>& plant = *setup.plant;
  Context<double>& plant_context =
      plant.GetMyMutableContextFromRoot(context.get());
  plant.SetFreeBodyPose(&plant_context, *setup.ball,
                        RigidTransformd(math::RollPitchYawd(0.1, -0.2, 0.3),
                                        Vector3d(0.01, 0.02, 0.098)));
  plant.SetFreeBodySpatialVelocity(
      &plant_context, *setup.ball,
      SpatialVelocity<double>(Vector3d(0.5, -1.0, 2.0),
                              Vector3d(0.3, -0.2, -0.05)));
  const Eigen::VectorXd x0 =
      context->get_continuous_state_vector().CopyToVector();
  const int n = x0.size();

  auto context_ad = diagram_ad->CreateDefaultContext();
  context_ad->SetTimeStateAndParametersFrom(*context);
  const VectorX<AutoDiffXd> x_ad = math::InitializeAutoDiff(x0);
  context_ad->get_mutable_continuous_state_vector().SetFromVector(x_ad);
  const VectorX<AutoDiffXd> xdot_ad =
      diagram_ad->EvalTimeDerivatives(*context_ad).CopyToVector();
  const Eigen::MatrixXd J_ad = math::ExtractGradient(xdot_ad);

  const double h = 1e-7;
  Eigen::MatrixXd J_fd(n, n);
  for (int i = 0; i < n; ++i) {
    Eigen::VectorXd x = x0;
    x[i] += h;
    context->get_mutable_continuous_state_vector().SetFromVector(x);
    const Eigen::VectorXd plus =
        setup.diagram->EvalTimeDerivatives(*context).CopyToVector();
    x[i] -= 2 * h;
    context->get_mutable_continuous_state_vector().SetFromVector(x);
    const Eigen::VectorXd minus =
        setup.diagram->EvalTimeDerivatives(*context).CopyToVector();
    J_fd.col(i) = (plus - minus) / (2 * h);
  }
  // Central differences have error O(h²·f''') plus rounding O(ε·|f|/h);
  // with contact forces of O(1e3) N the rounding term is ~1e-6 relative, so
  // compare at 1e-5 relative to the largest entry.
  const double scale = J_ad.cwiseAbs().maxCoeff();
  EXPECT_GT(scale, 1.0);
  EXPECT_LT((J_ad - J_fd).cwiseAbs().maxCoeff(), 1e-5 * scale);
}

TEST(MultibodyPlantContactTest, Errors) {
  // Collision geometry without friction.
  {
    DiagramBuilder<double> builder;
    auto [plant, scene_graph] = AddMultibodyPlantSceneGraph(&builder, 0.0);
    const auto& ball = plant.AddRigidBody(
        "ball", SpatialInertia<double>::SolidSphereWithMass(1.0, 0.1));
    plant.RegisterCollisionGeometry(plant.world_body(), RigidTransformd(),
                                    HalfSpace(), "ground",
                                    CoulombFriction<double>(0.5, 0.5));
    plant.RegisterCollisionGeometry(ball, RigidTransformd(), Sphere(0.1),
                                    "ball_collision", ProximityProperties());
    plant.Finalize();
    auto diagram = builder.Build();
    auto context = diagram->CreateDefaultContext();
    auto& plant_context = plant.GetMyMutableContextFromRoot(context.get());
    plant.SetFreeBodyPose(&plant_context, ball,
                          RigidTransformd(Vector3d(0, 0, 0.05)));
    DRAKE_EXPECT_THROWS_MESSAGE(
        diagram->EvalTimeDerivatives(*context),
        ".*collision geometry 'ball_collision' of body '.*ball'.*no "
        "\\('material', 'coulomb_friction'\\).*");
    // Out of contact, nothing is asked of the materials.
    plant.SetFreeBodyPose(&plant_context, ball,
                          RigidTransformd(Vector3d(0, 0, 1.0)));
    EXPECT_NO_THROW(diagram->EvalTimeDerivatives(*context));
  }
  // A plant with collision geometry whose query port is not connected.
  {
    SceneGraph<double> scene_graph;
    MultibodyPlant<double> plant(0.0);
    plant.RegisterAsSourceForSceneGraph(&scene_graph);
    plant.RegisterCollisionGeometry(plant.world_body(), RigidTransformd(),
                                    HalfSpace(), "ground",
                                    CoulombFriction<double>(0.5, 0.5));
    plant.AddRigidBody("ball",
                       SpatialInertia<double>::SolidSphereWithMass(1.0, 0.1));
    plant.Finalize();
    auto context = plant.CreateDefaultContext();
    DRAKE_EXPECT_THROWS_MESSAGE(
        plant.EvalTimeDerivatives(*context),
        ".*1 collision geometries.*geometry_query input port is not "
        "connected.*");
  }
  // Under kHydroelastic, a touching pair without hydroelastic properties
  // cannot make a contact surface: the message names both geometries.
  {
    DiagramBuilder<double> builder;
    auto [plant, scene_graph] = AddMultibodyPlantSceneGraph(&builder, 0.0);
    plant.set_contact_model(ContactModel::kHydroelastic);
    plant.RegisterCollisionGeometry(plant.world_body(), RigidTransformd(),
                                    HalfSpace(), "ground",
                                    CoulombFriction<double>(0.5, 0.5));
    const auto& ball = plant.AddRigidBody(
        "ball", SpatialInertia<double>::SolidSphereWithMass(1.0, 0.1));
    plant.RegisterCollisionGeometry(ball, RigidTransformd(), Sphere(0.1),
                                    "ball", CoulombFriction<double>(0.5, 0.5));
    plant.Finalize();
    auto diagram = builder.Build();
    auto context = diagram->CreateDefaultContext();
    plant.SetFreeBodyPose(&plant.GetMyMutableContextFromRoot(context.get()),
                          ball, RigidTransformd(Vector3d(0, 0, 0.09)));
    DRAKE_EXPECT_THROWS_MESSAGE(
        diagram->EvalTimeDerivatives(*context),
        ".*kHydroelastic.*'(ground|ball)'.*'(ground|ball)'.*no hydroelastic "
        "representation.*");
  }
}

TEST(MultibodyPlantContactTest, NoContactGivesEmptyResults) {
  BallOnGround setup = MakeBallOnGround(1.0, 0.1, 0.5);
  auto context = setup.diagram->CreateDefaultContext();
  const MultibodyPlant<double>& plant = *setup.plant;
  auto& plant_context = plant.GetMyMutableContextFromRoot(context.get());
  plant.SetFreeBodyPose(&plant_context, *setup.ball,
                        RigidTransformd(Vector3d(0, 0, 0.5)));
  EXPECT_EQ(plant.get_contact_results_output_port()
                .Eval<ContactResults<double>>(plant_context)
                .num_point_pair_contacts(),
            0);
  EXPECT_TRUE(
      plant.get_generalized_contact_forces_output_port(default_model_instance())
          .Eval(plant_context)
          .isZero());
  // Free fall: the derivative of v is gravity alone.
  const Eigen::VectorXd xdot =
      setup.diagram->EvalTimeDerivatives(*context).CopyToVector();
  EXPECT_NEAR(xdot[7 + 5], -kGravity, 1e-12);
}

}  // namespace multibody_plant_contact_test
}  // namespace multibody
}  // namespace drake
