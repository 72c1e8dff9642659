// MultibodyPlant's hydroelastic contact (kHydroelastic and
// kHydroelasticWithFallback), discrete (SAP, one contact per surface face)
// and continuous (tractions integrated over the surface), checked against
// physical oracles: a compliant sphere's closed-form force–penetration law,
// a box's pressure centre and tipping torque, a standing stack of boxes,
// and a scene mixing a hydroelastic pair with a point pair.

#include <algorithm>
#include <cmath>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/geometry/proximity_properties.h"
#include "drake/geometry/scene_graph.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/framework/diagram.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/primitives/constant_value_source.h"

namespace drake {
namespace multibody {
namespace multibody_plant_hydroelastic_test {

using Eigen::Vector3d;
using geometry::Box;
using geometry::GeometryId;
using geometry::HalfSpace;
using geometry::HydroelasticContactRepresentation;
using geometry::ProximityProperties;
using geometry::Sphere;
using math::RigidTransformd;
using math::RotationMatrixd;
using systems::Context;
using systems::Diagram;
using systems::DiagramBuilder;
using systems::Simulator;

constexpr double kGravity = 9.81;

// The sphere of the resting-sphere tests: R = 0.05 m, E = 1e5 Pa, 1 kg.
constexpr double kRadius = 0.05;
constexpr double kModulus = 1e5;
constexpr double kMass = 1.0;

// The normal force of a compliant sphere (radius R, hydroelastic modulus E,
// Drake's pressure field p = E·(1 − r/R) at distance r from its centre)
// pressed a depth d into a rigid plane. The contact surface is the disk of
// the plane inside the sphere, at distance h = R − d from the centre, of
// radius a = √(R² − h²); at radius ρ on it r = √(h² + ρ²), so with u = r²
//   F(d) = ∫₀ᵃ E·(1 − √(h² + ρ²)/R)·2πρ dρ = πE ∫_{h²}^{R²} (1 − √u/R) du
//        = πE·(R²/3 − h² + 2h³/(3R)) = πE·d²·(1 − 2d/(3R)).
double SphereForce(double d) {
  return M_PI * kModulus * d * d * (1.0 - 2.0 * d / (3.0 * kRadius));
}

// The depth d at which SphereForce(d) = f (Newton's method from the
// quadratic term's root; F is increasing on (0, R)).
double SphereDepthForForce(double f) {
  double d = std::sqrt(f / (M_PI * kModulus));
  for (int i = 0; i < 30; ++i) {
    const double dF = M_PI * kModulus * (2.0 * d - 2.0 * d * d / kRadius);
    d -= (SphereForce(d) - f) / dF;
  }
  return d;
}

ProximityProperties RigidProperties(double mu) {
  ProximityProperties props;
  geometry::AddContactMaterial({}, {}, CoulombFriction<double>(mu, mu), &props);
  geometry::AddRigidHydroelasticProperties(&props);
  return props;
}

ProximityProperties CompliantProperties(double resolution_hint, double E,
                                        double dissipation, double mu) {
  ProximityProperties props;
  geometry::AddContactMaterial(dissipation, {}, CoulombFriction<double>(mu, mu),
                               &props);
  geometry::AddCompliantHydroelasticProperties(resolution_hint, E, &props);
  return props;
}

struct Scene {
  std::unique_ptr<Diagram<double>> diagram;
  MultibodyPlant<double>* plant{};
  std::unique_ptr<Simulator<double>> simulator;
  Context<double>& plant_context() {
    return plant->GetMyMutableContextFromRoot(
        &simulator->get_mutable_context());
  }
};

// The net contact force on `body` (N, in W) of the hydroelastic contacts.
Vector3d HydroelasticForceOn(const MultibodyPlant<double>& plant,
                             const Context<double>& context,
                             const RigidBody<double>& body) {
  const auto& results =
      plant.get_contact_results_output_port().Eval<ContactResults<double>>(
          context);
  const auto& ids = plant.GetCollisionGeometriesForBody(body);
  auto on_body = [&](GeometryId id) {
    return std::find(ids.begin(), ids.end(), id) != ids.end();
  };
  Vector3d f = Vector3d::Zero();
  for (int i = 0; i < results.num_hydroelastic_contacts(); ++i) {
    const auto& info = results.hydroelastic_contact_info(i);
    if (on_body(info.contact_surface().id_M())) {
      f += info.F_Ac_W().translational();
    }
    if (on_body(info.contact_surface().id_N())) {
      f -= info.F_Ac_W().translational();
    }
  }
  return f;
}

// A compliant sphere over a rigid half space z ≤ 0, its centre at height
// z0, in a plant with `time_step` (0: continuous).
Scene MakeSphereScene(double time_step, double z0,
                      ContactModel model = ContactModel::kHydroelastic,
                      std::optional<HydroelasticContactRepresentation>
                          representation = std::nullopt) {
  Scene scene;
  DiagramBuilder<double> builder;
  auto [plant, scene_graph] = AddMultibodyPlantSceneGraph(&builder, time_step);
  scene.plant = &plant;
  plant.set_contact_model(model);
  if (representation) plant.set_contact_surface_representation(*representation);
  const auto& ball = plant.AddRigidBody(
      "ball", SpatialInertia<double>::SolidSphereWithMass(kMass, kRadius));
  plant.RegisterCollisionGeometry(
      ball, RigidTransformd(), Sphere(kRadius), "ball",
      CompliantProperties(kRadius / 10, kModulus, 10.0, 0.5));
  plant.RegisterCollisionGeometry(plant.world_body(), RigidTransformd(),
                                  HalfSpace(), "ground", RigidProperties(0.5));
  plant.Finalize();
  scene.diagram = builder.Build();
  scene.simulator = std::make_unique<Simulator<double>>(*scene.diagram);
  plant.SetFreeBodyPose(&scene.plant_context(), ball,
                        RigidTransformd(Vector3d(0, 0, z0)));
  return scene;
}

TEST(HydroelasticPlantTest, DiscreteSphereRestsWithItsWeight) {
  const double d_exact = SphereDepthForForce(kMass * kGravity);
  // About 5.8 mm, 12% of R: well inside the sphere's mesh.
  ASSERT_NEAR(d_exact, 5.82e-3, 1e-5);
  Scene scene = MakeSphereScene(1e-3, kRadius - d_exact);
  const MultibodyPlant<double>& plant = *scene.plant;
  const auto& ball = plant.GetBodyByName("ball");
  scene.simulator->AdvanceTo(0.5);
  const Context<double>& context = scene.plant_context();
  const auto& results =
      plant.get_contact_results_output_port().Eval<ContactResults<double>>(
          context);
  ASSERT_EQ(results.num_hydroelastic_contacts(), 1);
  EXPECT_EQ(results.num_point_pair_contacts(), 0);
  // At rest (the dissipation damps the bounce within ~0.1 s; the speed left
  // is below 1e-6 m/s), the contact force balances the weight. The SAP
  // step's momentum balance holds to its solver tolerance (relative
  // 1e-6 or better), so 0.1% is a loose bound.
  EXPECT_LT(plant.EvalBodySpatialVelocityInWorld(context, ball)
                .translational()
                .norm(),
            1e-4);
  const Vector3d f = HydroelasticForceOn(plant, context, ball);
  EXPECT_NEAR(f.z(), kMass * kGravity, 1e-3 * kMass * kGravity);
  EXPECT_NEAR(f.head<2>().norm(), 0.0, 1e-6);
  // The penetration at rest against the closed form F(d) = m·g. The
  // tetrahedral mesh (resolution hint h = R/10) is inscribed in the sphere:
  // its boundary lies inside it by up to the sagitta δ = h²/(8R) = 0.0625
  // mm, and its field is zero there, so it presses like a sphere a little
  // smaller: F_mesh(d) ≈ F(d − δ'), with δ' ≈ 0.08 mm measured (the
  // continuous test below). The depth at rest is therefore larger than
  // d_exact by about δ' (measured 0.085 mm, 1.5%); the tolerance is 2δ.
  const double sagitta = std::pow(kRadius / 10, 2) / (8 * kRadius);
  const double z = plant.EvalBodyPoseInWorld(context, ball).translation().z();
  const double d = kRadius - z;
  EXPECT_GT(d, d_exact) << "d = " << d;
  EXPECT_LT(d, d_exact + 2 * sagitta) << "d = " << d;
  // The surface's pressure centre is under the ball's centre.
  const auto& info = results.hydroelastic_contact_info(0);
  EXPECT_NEAR(info.contact_surface().centroid().head<2>().norm(), 0.0, 1e-4);
}

TEST(HydroelasticPlantTest, ContinuousSphereForceMatchesClosedForm) {
  // A continuous plant with the sphere held at depth d (no velocity): the
  // integrated tractions equal the closed-form force to the mesh's
  // resolution. The inscribed mesh presses less than the sphere, as a
  // sphere shallower by about its sagitta δ = h²/(8R) (see above), so
  // F(d − 2δ) < f < F(d). Measured: −5.3%, −2.9%, −2.0% of F(d) at 3,
  // 5.6 and 8 mm (F(d − δ') with δ' ≈ 0.08 mm at all three).
  for (const double d : {3e-3, 5.6e-3, 8e-3}) {
    Scene scene = MakeSphereScene(0.0, kRadius - d);
    const MultibodyPlant<double>& plant = *scene.plant;
    EXPECT_EQ(plant.get_contact_surface_representation(),
              HydroelasticContactRepresentation::kTriangle);
    const Vector3d f = HydroelasticForceOn(plant, scene.plant_context(),
                                           plant.GetBodyByName("ball"));
    const double sagitta = std::pow(kRadius / 10, 2) / (8 * kRadius);
    EXPECT_LT(f.z(), SphereForce(d)) << "d = " << d;
    EXPECT_GT(f.z(), SphereForce(d - 2 * sagitta)) << "d = " << d;
    EXPECT_NEAR(f.head<2>().norm(), 0.0, 1e-6 * SphereForce(d));
  }
}

TEST(HydroelasticPlantTest, ContinuousAutoDiffMatchesDouble) {
  // The continuous plant converted to AutoDiffXd computes the same
  // hydroelastic force (to round-off) as the double plant. A discrete
  // AutoDiffXd plant in contact throws: SAP supports only double.
  const double d = 5e-3;
  Scene scene = MakeSphereScene(0.0, kRadius - d);
  const MultibodyPlant<double>& plant = *scene.plant;
  const Vector3d f = HydroelasticForceOn(plant, scene.plant_context(),
                                         plant.GetBodyByName("ball"));
  auto diagram_ad = systems::System<double>::ToAutoDiffXd(*scene.diagram);
  auto context_ad = diagram_ad->CreateDefaultContext();
  context_ad->SetTimeStateAndParametersFrom(scene.simulator->get_context());
  const auto& plant_ad = dynamic_cast<const MultibodyPlant<AutoDiffXd>&>(
      diagram_ad->GetSubsystemByName(plant.get_name()));
  const auto& plant_context_ad = plant_ad.GetMyContextFromRoot(*context_ad);
  const auto& results_ad =
      plant_ad.get_contact_results_output_port()
          .Eval<ContactResults<AutoDiffXd>>(plant_context_ad);
  ASSERT_EQ(results_ad.num_hydroelastic_contacts(), 1);
  const auto& info = results_ad.hydroelastic_contact_info(0);
  const double sign =
      plant.GetCollisionGeometriesForBody(plant.GetBodyByName("ball"))[0] ==
              info.contact_surface().id_M()
          ? 1.0
          : -1.0;
  EXPECT_NEAR(sign * info.F_Ac_W().translational().z().value(), f.z(),
              1e-10 * f.z());

  Scene discrete = MakeSphereScene(1e-3, kRadius - d);
  auto discrete_ad = systems::System<double>::ToAutoDiffXd(*discrete.diagram);
  Simulator<AutoDiffXd> simulator_ad(*discrete_ad);
  simulator_ad.get_mutable_context().SetTimeStateAndParametersFrom(
      discrete.simulator->get_context());
  DRAKE_EXPECT_THROWS_MESSAGE(simulator_ad.AdvanceTo(1e-3),
                              ".*SAP, which supports only T = double.*");
}

TEST(HydroelasticPlantTest, ContinuousAndDiscreteAgreeAtRest) {
  // The discrete rest pose, handed to a continuous plant that uses the same
  // polygons (one quadrature point per face, as the discrete contacts):
  // its normal force is the weight (0.1%), since both integrate the same
  // pressures over the same faces.
  Scene discrete = MakeSphereScene(1e-3, kRadius - 5.6e-3);
  discrete.simulator->AdvanceTo(0.5);
  const double z =
      discrete.plant
          ->EvalBodyPoseInWorld(discrete.plant_context(),
                                discrete.plant->GetBodyByName("ball"))
          .translation()
          .z();
  Scene continuous =
      MakeSphereScene(0.0, z, ContactModel::kHydroelastic,
                      HydroelasticContactRepresentation::kPolygon);
  const Vector3d f =
      HydroelasticForceOn(*continuous.plant, continuous.plant_context(),
                          continuous.plant->GetBodyByName("ball"));
  EXPECT_NEAR(f.z(), kMass * kGravity, 1e-3 * kMass * kGravity);
}

TEST(HydroelasticPlantTest, ContinuousSphereSettles) {
  // The continuous plant integrated (error-controlled RK3): the damped
  // sphere comes to rest carrying its weight (the integrator's accuracy
  // 1e-4 and the residual bounce bound this to 0.5%; measured 1e-11).
  Scene scene = MakeSphereScene(0.0, kRadius - 5e-3);
  scene.simulator->get_mutable_integrator().set_target_accuracy(1e-4);
  scene.simulator->AdvanceTo(0.5);
  const MultibodyPlant<double>& plant = *scene.plant;
  const Vector3d f = HydroelasticForceOn(plant, scene.plant_context(),
                                         plant.GetBodyByName("ball"));
  EXPECT_NEAR(f.z(), kMass * kGravity, 5e-3 * kMass * kGravity);
}

// A rigid cube (edge a, mass m) on a stiff compliant half space (slab
// 0.01 m, E = 1e8 Pa: 1e10 Pa per metre of depth), with a constant torque τ
// about +y applied to it. The ground is stiff so that the tilt at which
// the pressure centre nears the edge stays small (~2e-3 rad at 0.9 of the
// tipping torque), and the tipping torque is the rigid-body one.
struct BoxScene {
  static constexpr double kEdge = 0.1;
  static constexpr double kBoxMass = 1.0;
  Scene scene;
  const RigidBody<double>* box{};
};

BoxScene MakeBoxScene(double torque_y) {
  BoxScene s;
  DiagramBuilder<double> builder;
  auto [plant, scene_graph] = AddMultibodyPlantSceneGraph(&builder, 1e-3);
  s.scene.plant = &plant;
  const double a = BoxScene::kEdge;
  s.box = &plant.AddRigidBody(
      "box", SpatialInertia<double>::SolidCubeWithMass(BoxScene::kBoxMass, a));
  plant.RegisterCollisionGeometry(*s.box, RigidTransformd(), Box(a, a, a),
                                  "box", RigidProperties(1.0));
  ProximityProperties ground;
  geometry::AddContactMaterial(50.0, {}, CoulombFriction<double>(1.0, 1.0),
                               &ground);
  geometry::AddCompliantHydroelasticPropertiesForHalfSpace(0.01, 1e8, &ground);
  plant.RegisterCollisionGeometry(plant.world_body(), RigidTransformd(),
                                  HalfSpace(), "ground", ground);
  plant.Finalize();
  std::vector<ExternallyAppliedSpatialForce<double>> forces(1);
  forces[0].body_index = s.box->index();
  forces[0].p_BoBq_B = Vector3d::Zero();
  forces[0].F_Bq_W =
      SpatialForce<double>(Vector3d(0, torque_y, 0), Vector3d::Zero());
  auto* source = builder.AddSystem<systems::ConstantValueSource<double>>(
      Value<std::vector<ExternallyAppliedSpatialForce<double>>>(forces));
  builder.Connect(source->get_output_port(0),
                  plant.get_applied_spatial_force_input_port());
  s.scene.diagram = builder.Build();
  s.scene.simulator = std::make_unique<Simulator<double>>(*s.scene.diagram);
  // Resting depth ≈ m·g/(a²·E/slab) ≈ 1e-7 m.
  plant.SetFreeBodyPose(&s.scene.plant_context(), *s.box,
                        RigidTransformd(Vector3d(0, 0, a / 2 - 1e-7)));
  return s;
}

// The box's tilt about y (rad).
double Tilt(BoxScene* s) {
  const RotationMatrixd R_WB =
      s->scene.plant->EvalBodyPoseInWorld(s->scene.plant_context(), *s->box)
          .rotation();
  return std::acos(std::clamp(R_WB.matrix()(2, 2), -1.0, 1.0));
}

TEST(HydroelasticPlantTest, BoxPressureCentreUnderCentreOfMass) {
  BoxScene s = MakeBoxScene(0.0);
  s.scene.simulator->AdvanceTo(0.3);
  const MultibodyPlant<double>& plant = *s.scene.plant;
  const Context<double>& context = s.scene.plant_context();
  const auto& results =
      plant.get_contact_results_output_port().Eval<ContactResults<double>>(
          context);
  ASSERT_EQ(results.num_hydroelastic_contacts(), 1);
  const auto& info = results.hydroelastic_contact_info(0);
  const Vector3d p_WC = info.contact_surface().centroid();
  // The force on the box: on A if the box's geometry is M.
  const bool box_is_M = plant.GetCollisionGeometriesForBody(*s.box)[0] ==
                        info.contact_surface().id_M();
  const SpatialForce<double> F = box_is_M ? info.F_Ac_W() : -info.F_Ac_W();
  const double fz = F.translational().z();
  EXPECT_NEAR(fz, BoxScene::kBoxMass * kGravity, 1e-3 * kGravity);
  // The pressure centre P, where the force has no moment about horizontal
  // axes: p_WP = p_WC + (−τ_y/f_z, τ_x/f_z). It lies under the centre of
  // mass to 1e-5 m (0.01% of a; the symmetric pressure leaves only the
  // solver's residual).
  const Vector3d p_WBo =
      plant.EvalBodyPoseInWorld(context, *s.box).translation();
  const double x_P = p_WC.x() - F.rotational().y() / fz;
  const double y_P = p_WC.y() + F.rotational().x() / fz;
  EXPECT_NEAR(x_P, p_WBo.x(), 1e-5);
  EXPECT_NEAR(y_P, p_WBo.y(), 1e-5);
  EXPECT_LT(Tilt(&s), 1e-4);
}

TEST(HydroelasticPlantTest, BoxTipsAboveHalfWeightTimesEdge) {
  // Statics: the contact can hold a torque τ about a bottom edge up to
  // m·g·a/2, when the pressure centre reaches that edge. 10% below it the
  // box tilts a little and stays; 10% above it, it tips over (its tilt
  // grows past 0.5 rad within 1 s: at the edge the excess torque
  // 0.1·m·g·a/2 over the inertia about the edge 2/3·m·a² gives ~7 rad/s²).
  const double tau_tip = BoxScene::kBoxMass * kGravity * BoxScene::kEdge / 2.0;
  {
    BoxScene s = MakeBoxScene(0.9 * tau_tip);
    s.scene.simulator->AdvanceTo(1.0);
    EXPECT_LT(Tilt(&s), 0.05);
    // The pressure centre moved toward the edge: at 0.9 of the tipping
    // torque, moment balance puts it 0.9·a/2 from the centre. The box on
    // the stiff ground still rocks slightly at 1 s (measured 0.974·a/2),
    // so the tolerance is 10% of a/2.
    const auto& plant = *s.scene.plant;
    const auto& context = s.scene.plant_context();
    const auto& info = plant.get_contact_results_output_port()
                           .Eval<ContactResults<double>>(context)
                           .hydroelastic_contact_info(0);
    const bool box_is_M = plant.GetCollisionGeometriesForBody(*s.box)[0] ==
                          info.contact_surface().id_M();
    const SpatialForce<double> F = box_is_M ? info.F_Ac_W() : -info.F_Ac_W();
    const double x_P = info.contact_surface().centroid().x() -
                       F.rotational().y() / F.translational().z();
    const double x_Bo =
        plant.EvalBodyPoseInWorld(context, *s.box).translation().x();
    EXPECT_NEAR(std::abs(x_P - x_Bo), 0.9 * BoxScene::kEdge / 2,
                0.1 * BoxScene::kEdge / 2);
  }
  {
    BoxScene s = MakeBoxScene(1.1 * tau_tip);
    s.scene.simulator->AdvanceTo(1.0);
    EXPECT_GT(Tilt(&s), 0.5);
  }
}

TEST(HydroelasticPlantTest, TenBoxStackStands) {
  // Ten compliant Box geometries (0.1 m cubes, 0.5 kg, E = 1e7 Pa) stacked
  // on a rigid ground, discrete with the benchmark scene's 2 ms step
  // (tools/benchmarks/contact_mujoco_bench.cc; 5000 steps keep the test
  // to a few seconds). With one point per pair a box would
  // rock on its single contact point; the contact surfaces hold the stack
  // upright: after 10 s each box is within 1 mm of its initial x–y and
  // tilted less than 0.01 rad.
  const int kNumBoxes = 10;
  const double a = 0.1;
  DiagramBuilder<double> builder;
  auto [plant, scene_graph] = AddMultibodyPlantSceneGraph(&builder, 2e-3);
  std::vector<const RigidBody<double>*> boxes;
  for (int i = 0; i < kNumBoxes; ++i) {
    const auto& box =
        plant.AddRigidBody("box" + std::to_string(i),
                           SpatialInertia<double>::SolidCubeWithMass(0.5, a));
    plant.RegisterCollisionGeometry(box, RigidTransformd(), Box(a, a, a),
                                    "box" + std::to_string(i),
                                    CompliantProperties(a, 1e7, 20.0, 0.5));
    boxes.push_back(&box);
  }
  plant.RegisterCollisionGeometry(plant.world_body(), RigidTransformd(),
                                  HalfSpace(), "ground", RigidProperties(0.5));
  plant.Finalize();
  auto diagram = builder.Build();
  Simulator<double> simulator(*diagram);
  auto& context =
      plant.GetMyMutableContextFromRoot(&simulator.get_mutable_context());
  for (int i = 0; i < kNumBoxes; ++i) {
    plant.SetFreeBodyPose(&context, *boxes[i],
                          RigidTransformd(Vector3d(0, 0, a / 2 + i * a)));
  }
  simulator.AdvanceTo(10.0);
  const auto& results =
      plant.get_contact_results_output_port().Eval<ContactResults<double>>(
          context);
  EXPECT_EQ(results.num_hydroelastic_contacts(), kNumBoxes);
  for (int i = 0; i < kNumBoxes; ++i) {
    const auto X_WB = plant.EvalBodyPoseInWorld(context, *boxes[i]);
    EXPECT_LT(X_WB.translation().head<2>().norm(), 1e-3) << "box " << i;
    EXPECT_GT(X_WB.rotation().matrix()(2, 2), std::cos(0.01)) << "box " << i;
  }
  // The ground carries the whole stack's weight (0.1%).
  Vector3d f_ground = Vector3d::Zero();
  for (int i = 0; i < results.num_hydroelastic_contacts(); ++i) {
    const auto& info = results.hydroelastic_contact_info(i);
    // The ground is the only rigid geometry: where it is N, −F_Ac_W acts
    // on it; where it is M, F_Ac_W.
    const auto& s = info.contact_surface();
    if (!s.HasGradE_N()) f_ground -= info.F_Ac_W().translational();
    if (!s.HasGradE_M()) f_ground += info.F_Ac_W().translational();
  }
  EXPECT_NEAR(-f_ground.z(), kNumBoxes * 0.5 * kGravity,
              1e-3 * kNumBoxes * 0.5 * kGravity);
}

// A compliant cube (a = 0.1 m, 1 kg, E = 1e6 Pa, H = a/2) resting on a
// rigid half space in a discrete (SAP) plant, without a hydroelastic
// margin and with δ = 1 mm (20 times the resting depth). The plant, as
// Drake's, makes no constraint of a face whose pressure gradient has no
// component along its normal (g = 0): the rim strips of width x along the
// bottom edges, in the side faces' regions, whose gradient is horizontal.
// So x solves E/H·x·(a − 2x)² = m·g (the bottom face's region, cut at
// depth x; one SAP constraint per face at its centroid integrates the
// linear pressure exactly). With the margin the box is meshed grown by δ,
// but its bottom region cut at the same depth x has the same section
// (a + 2δ − 2(x + δ))² and the same field E·d/H, and the faces the margin
// adds (in the layer, or in the side regions) have negative pressure or
// g = 0: the same equation, so the same depth. Both to the solver's
// tolerance, which the weight balance shows (1e-4 relative: the depth is
// linear in the force to 2x/a ≈ 0.1%).
TEST(HydroelasticPlantTest, MarginKeepsTheRestingBoxDepth) {
  const double a = 0.1, m = 1.0, E = 1e6, H = a / 2;
  auto rest = [&](double margin) {
    DiagramBuilder<double> builder;
    auto [plant, scene_graph] = AddMultibodyPlantSceneGraph(&builder, 1e-3);
    const auto& box = plant.AddRigidBody(
        "box", SpatialInertia<double>::SolidCubeWithMass(m, a));
    ProximityProperties props = CompliantProperties(a, E, 20.0, 0.5);
    props.AddProperty(geometry::internal::kHydroGroup,
                      geometry::internal::kMargin, margin);
    plant.RegisterCollisionGeometry(box, RigidTransformd(), Box(a, a, a), "box",
                                    props);
    plant.RegisterCollisionGeometry(plant.world_body(), RigidTransformd(),
                                    HalfSpace(), "ground",
                                    RigidProperties(0.5));
    plant.Finalize();
    auto diagram = builder.Build();
    Simulator<double> simulator(*diagram);
    auto& context =
        plant.GetMyMutableContextFromRoot(&simulator.get_mutable_context());
    plant.SetFreeBodyPose(&context, box,
                          RigidTransformd(Vector3d(0, 0, a / 2 + 2e-4)));
    simulator.AdvanceTo(1.0);
    EXPECT_LT(plant.EvalBodySpatialVelocityInWorld(context, box)
                  .translational()
                  .norm(),
              1e-5);
    const Vector3d f = HydroelasticForceOn(plant, context, box);
    EXPECT_NEAR(f.z(), m * kGravity, 1e-4 * m * kGravity);
    return a / 2 - plant.EvalBodyPoseInWorld(context, box).translation().z();
  };
  // The closed form, by Newton's method from x = m·g·H/(E·a²).
  double x = m * kGravity * H / (E * a * a);
  for (int k = 0; k < 5; ++k) {
    const double r = E / H * x * (a - 2 * x) * (a - 2 * x) - m * kGravity;
    const double dr = E / H * (a - 2 * x) * (a - 6 * x);
    x -= r / dr;
  }
  const double x0 = rest(0.0);
  EXPECT_NEAR(x0, x, 1e-4 * x);
  const double x1 = rest(1e-3);
  EXPECT_NEAR(x1, x, 1e-4 * x);
  EXPECT_NEAR(x1, x0, 1e-4 * x);
}

TEST(HydroelasticPlantTest, FallbackMixesSurfacesAndPointPairs) {
  // Under kHydroelasticWithFallback (the default) a compliant sphere on the
  // rigid ground touches through a contact surface, and a sphere without
  // hydroelastic properties through a point pair; each carries its weight
  // at rest (0.1%).
  DiagramBuilder<double> builder;
  auto [plant, scene_graph] = AddMultibodyPlantSceneGraph(&builder, 1e-3);
  EXPECT_EQ(plant.get_contact_model(), ContactModel::kHydroelasticWithFallback);
  const auto& soft = plant.AddRigidBody(
      "soft", SpatialInertia<double>::SolidSphereWithMass(kMass, kRadius));
  plant.RegisterCollisionGeometry(
      soft, RigidTransformd(), Sphere(kRadius), "soft",
      CompliantProperties(kRadius / 5, kModulus, 10.0, 0.5));
  const auto& point = plant.AddRigidBody(
      "point", SpatialInertia<double>::SolidSphereWithMass(kMass, kRadius));
  plant.RegisterCollisionGeometry(point, RigidTransformd(), Sphere(kRadius),
                                  "point", CoulombFriction<double>(0.5, 0.5));
  plant.RegisterCollisionGeometry(plant.world_body(), RigidTransformd(),
                                  HalfSpace(), "ground", RigidProperties(0.5));
  plant.Finalize();
  auto diagram = builder.Build();
  Simulator<double> simulator(*diagram);
  auto& context =
      plant.GetMyMutableContextFromRoot(&simulator.get_mutable_context());
  plant.SetFreeBodyPose(&context, soft,
                        RigidTransformd(Vector3d(0, 0, kRadius - 5.6e-3)));
  plant.SetFreeBodyPose(&context, point,
                        RigidTransformd(Vector3d(0.5, 0, kRadius - 1e-3)));
  simulator.AdvanceTo(1.0);
  const auto& results =
      plant.get_contact_results_output_port().Eval<ContactResults<double>>(
          context);
  ASSERT_EQ(results.num_hydroelastic_contacts(), 1);
  ASSERT_EQ(results.num_point_pair_contacts(), 1);
  EXPECT_NEAR(HydroelasticForceOn(plant, context, soft).z(), kMass * kGravity,
              1e-3 * kMass * kGravity);
  const auto& point_info = results.point_pair_contact_info(0);
  // The point pair's force on B; the sphere is A or B.
  const double f_point_z = point_info.bodyB_index() == point.index()
                               ? point_info.contact_force().z()
                               : -point_info.contact_force().z();
  EXPECT_NEAR(f_point_z, kMass * kGravity, 1e-3 * kMass * kGravity);
}

TEST(HydroelasticPlantTest, StrictModelThrowsForRigidPair) {
  // Under kHydroelastic two rigid geometries cannot make a surface: the
  // message names both.
  DiagramBuilder<double> builder;
  auto [plant, scene_graph] = AddMultibodyPlantSceneGraph(&builder, 1e-3);
  plant.set_contact_model(ContactModel::kHydroelastic);
  const auto& ball = plant.AddRigidBody(
      "box", SpatialInertia<double>::SolidCubeWithMass(kMass, 0.1));
  plant.RegisterCollisionGeometry(ball, RigidTransformd(), Box(0.1, 0.1, 0.1),
                                  "rigid_box", RigidProperties(0.5));
  plant.RegisterCollisionGeometry(plant.world_body(), RigidTransformd(),
                                  HalfSpace(), "rigid_ground",
                                  RigidProperties(0.5));
  plant.Finalize();
  auto diagram = builder.Build();
  Simulator<double> simulator(*diagram);
  auto& plant_context =
      plant.GetMyMutableContextFromRoot(&simulator.get_mutable_context());
  plant.SetFreeBodyPose(&plant_context, ball,
                        RigidTransformd(Vector3d(0, 0, 0.05 - 1e-3)));
  DRAKE_EXPECT_THROWS_MESSAGE(
      simulator.AdvanceTo(1e-3),
      ".*kHydroelastic.*two rigid geometries.*rigid_(box|ground).*rigid_("
      "box|ground).*");
}

}  // namespace multibody_plant_hydroelastic_test
}  // namespace multibody
}  // namespace drake
