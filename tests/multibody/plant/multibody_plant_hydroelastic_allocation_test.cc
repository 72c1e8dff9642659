// A discrete plant in hydroelastic contact allocates nothing per step once
// warmed up: the contact surfaces are rewritten in place in storage the
// plant's cache keeps (geometry::internal::ContactSurfacePool). The surfaces
// rewritten in place must equal the ones SceneGraph's public query builds
// afresh, and a ContactResults the user keeps must never change.

#include <memory>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/limit_malloc.h"

#include "drake/geometry/proximity_properties.h"
#include "drake/geometry/scene_graph.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/framework/diagram.h"
#include "drake/systems/framework/diagram_builder.h"

namespace drake {
namespace multibody {
namespace multibody_plant_hydroelastic_allocation_test {

using Eigen::Vector3d;
using geometry::Box;
using geometry::ContactSurface;
using geometry::HalfSpace;
using geometry::HydroelasticContactRepresentation;
using geometry::ProximityProperties;
using geometry::QueryObject;
using geometry::Sphere;
using mallard::test::AllocationCounter;
using math::RigidTransformd;
using systems::Context;
using systems::Diagram;
using systems::DiagramBuilder;
using systems::Simulator;

constexpr double kGravity = 9.81;

ProximityProperties RigidProperties() {
  ProximityProperties props;
  geometry::AddContactMaterial({}, {}, CoulombFriction<double>(0.5, 0.5),
                               &props);
  geometry::AddRigidHydroelasticProperties(&props);
  return props;
}

ProximityProperties CompliantProperties(double resolution_hint, double E,
                                        double dissipation) {
  ProximityProperties props;
  geometry::AddContactMaterial(dissipation, {},
                               CoulombFriction<double>(0.5, 0.5), &props);
  geometry::AddCompliantHydroelasticProperties(resolution_hint, E, &props);
  return props;
}

struct Scene {
  std::unique_ptr<Diagram<double>> diagram;
  MultibodyPlant<double>* plant{};
  std::vector<const RigidBody<double>*> bodies;
  std::unique_ptr<Simulator<double>> simulator;
  Context<double>& plant_context() {
    return plant->GetMyMutableContextFromRoot(
        &simulator->get_mutable_context());
  }
  const ContactResults<double>& results() {
    return plant->get_contact_results_output_port()
        .Eval<ContactResults<double>>(plant_context());
  }
};

// A compliant sphere (R = 5 cm, 1 cm resolution hint, E = 1e5 Pa, 1 kg) on
// a rigid half space z ≤ 0, its centre at height z0; h = 1 ms.
Scene MakeSphereScene(double z0,
                      HydroelasticContactRepresentation representation) {
  const double R = 0.05;
  Scene scene;
  DiagramBuilder<double> builder;
  auto [plant, scene_graph] = AddMultibodyPlantSceneGraph(&builder, 1e-3);
  scene.plant = &plant;
  plant.set_contact_model(ContactModel::kHydroelastic);
  plant.set_contact_surface_representation(representation);
  const auto& ball = plant.AddRigidBody(
      "ball", SpatialInertia<double>::SolidSphereWithMass(1.0, R));
  scene.bodies.push_back(&ball);
  plant.RegisterCollisionGeometry(ball, RigidTransformd(), Sphere(R), "ball",
                                  CompliantProperties(R / 5, 1e5, 10.0));
  plant.RegisterCollisionGeometry(plant.world_body(), RigidTransformd(),
                                  HalfSpace(), "ground", RigidProperties());
  plant.Finalize();
  scene.diagram = builder.Build();
  scene.simulator = std::make_unique<Simulator<double>>(*scene.diagram);
  plant.SetFreeBodyPose(&scene.plant_context(), ball,
                        RigidTransformd(Vector3d(0, 0, z0)));
  return scene;
}

// `num_boxes` compliant 0.1 m, 0.5 kg Box geometries (E = 1e7 Pa) stacked
// on a rigid half space, h = 2 ms: compliant–compliant surfaces between the
// boxes and a compliant–rigid one on the ground (the benchmark's scene,
// tools/benchmarks/contact_mujoco_bench.cc, shorter).
Scene MakeStackScene(int num_boxes) {
  const double a = 0.1;
  Scene scene;
  DiagramBuilder<double> builder;
  auto [plant, scene_graph] = AddMultibodyPlantSceneGraph(&builder, 2e-3);
  scene.plant = &plant;
  for (int i = 0; i < num_boxes; ++i) {
    const auto& box =
        plant.AddRigidBody("box" + std::to_string(i),
                           SpatialInertia<double>::SolidCubeWithMass(0.5, a));
    plant.RegisterCollisionGeometry(box, RigidTransformd(), Box(a, a, a),
                                    "box" + std::to_string(i),
                                    CompliantProperties(a, 1e7, 20.0));
    scene.bodies.push_back(&box);
  }
  plant.RegisterCollisionGeometry(plant.world_body(), RigidTransformd(),
                                  HalfSpace(), "ground", RigidProperties());
  plant.Finalize();
  scene.diagram = builder.Build();
  scene.simulator = std::make_unique<Simulator<double>>(*scene.diagram);
  for (int i = 0; i < num_boxes; ++i) {
    plant.SetFreeBodyPose(&scene.plant_context(), *scene.bodies[i],
                          RigidTransformd(Vector3d(0, 0, a / 2 + i * a)));
  }
  return scene;
}

// The surfaces of the plant's next step against those the public query
// builds afresh at the same state: the same faces, vertices, pressures and
// gradients (ContactSurface::Equal), and the same derived areas, normals,
// centroids and field gradients, bit for bit (the same functions compute
// them from the same numbers). The plant's contact results are sampled:
// after a step they report the surfaces computed at the state the step
// started from, so the fresh query is made before the step.
void ExpectNextStepSurfacesMatchFreshQuery(Scene* scene, double time_step) {
  const auto& query =
      scene->plant->get_geometry_query_input_port().Eval<QueryObject<double>>(
          scene->plant_context());
  const std::vector<ContactSurface<double>> fresh =
      query.ComputeContactSurfaces(
          scene->plant->get_contact_surface_representation());
  scene->simulator->AdvanceTo(scene->simulator->get_context().get_time() +
                              time_step);
  const ContactResults<double>& results = scene->results();
  ASSERT_EQ(results.num_hydroelastic_contacts(),
            static_cast<int>(fresh.size()));
  for (int i = 0; i < results.num_hydroelastic_contacts(); ++i) {
    const ContactSurface<double>& ours =
        results.hydroelastic_contact_info(i).contact_surface();
    const ContactSurface<double>& theirs = fresh[i];
    ASSERT_TRUE(ours.Equal(theirs)) << "surface " << i;
    ASSERT_EQ(ours.num_faces(), theirs.num_faces());
    EXPECT_EQ(ours.total_area(), theirs.total_area());
    EXPECT_EQ(ours.centroid(), theirs.centroid());
    for (int f = 0; f < ours.num_faces(); ++f) {
      EXPECT_EQ(ours.area(f), theirs.area(f));
      EXPECT_EQ(ours.face_normal(f), theirs.face_normal(f));
      EXPECT_EQ(ours.centroid(f), theirs.centroid(f));
      if (!ours.is_triangle()) {
        EXPECT_EQ(ours.poly_e_MN().EvaluateGradient(f),
                  theirs.poly_e_MN().EvaluateGradient(f));
        EXPECT_EQ(ours.poly_e_MN().EvaluateCartesian(f, ours.centroid(f)),
                  theirs.poly_e_MN().EvaluateCartesian(f, theirs.centroid(f)));
      }
    }
  }
}

// The net vertical hydroelastic force on the ground (the only rigid
// geometry): −F_Ac_W where it is N, F_Ac_W where it is M.
double GroundForceZ(const ContactResults<double>& results) {
  double fz = 0;
  for (int i = 0; i < results.num_hydroelastic_contacts(); ++i) {
    const auto& info = results.hydroelastic_contact_info(i);
    const auto& s = info.contact_surface();
    if (!s.HasGradE_N()) fz -= info.F_Ac_W().translational().z();
    if (!s.HasGradE_M()) fz += info.F_Ac_W().translational().z();
  }
  return fz;
}

TEST(HydroelasticAllocationTest, SphereStepAllocatesNothing) {
  for (const auto representation :
       {HydroelasticContactRepresentation::kPolygon,
        HydroelasticContactRepresentation::kTriangle}) {
    // Released 5.8 mm deep (about its rest depth), the sphere keeps one
    // contact surface with the same faces from step to step.
    Scene scene = MakeSphereScene(0.05 - 5.8e-3, representation);
    scene.simulator->AdvanceTo(0.05);
    {
      AllocationCounter counter;
      scene.simulator->AdvanceTo(0.1);  // 50 steps.
      EXPECT_EQ(counter.count(), 0);
    }
    ASSERT_EQ(scene.results().num_hydroelastic_contacts(), 1);
    ExpectNextStepSurfacesMatchFreshQuery(&scene, 1e-3);
  }
}

TEST(HydroelasticAllocationTest, BoxStackStepAllocatesNothing) {
  const int kNumBoxes = 3;
  Scene scene = MakeStackScene(kNumBoxes);
  scene.simulator->AdvanceTo(0.5);
  {
    AllocationCounter counter;
    scene.simulator->AdvanceTo(0.6);  // 50 steps.
    EXPECT_EQ(counter.count(), 0);
  }
  const ContactResults<double>& results = scene.results();
  ASSERT_EQ(results.num_hydroelastic_contacts(), kNumBoxes);
  // Resting: the ground is pushed down by the stack's weight (to 0.1%, as
  // in multibody_plant_hydroelastic_test's ten-box stack).
  EXPECT_NEAR(GroundForceZ(results), -kNumBoxes * 0.5 * kGravity,
              1e-3 * kNumBoxes * 0.5 * kGravity);
  ExpectNextStepSurfacesMatchFreshQuery(&scene, 2e-3);
}

// Ten boxes: faces come and go at the boxes' edges, so the number of SAP
// contact constraints, and which pair of boxes has most of them, change from
// step to step, as do the sizes of the contact surfaces. The driver takes a
// spare made for any pair of boxes and grows its pools (constraints, contact
// records, the solver's Hessians) by a quarter at least, and the surfaces'
// vectors keep headroom, so after warm-up a step allocates nothing. Before,
// a pair or a surface with more faces than ever before allocated, for
// seconds of simulated time (8 and 1 allocations in two of these windows
// with the SAP pools fixed but not the surfaces).
TEST(HydroelasticAllocationTest, TenBoxStackStepAllocatesNothing) {
  const int kNumBoxes = 10;
  Scene scene = MakeStackScene(kNumBoxes);
  scene.simulator->AdvanceTo(1.0);
  std::vector<int> counts;
  for (int window = 0; window < 10; ++window) {
    AllocationCounter counter;
    scene.simulator->AdvanceTo(scene.simulator->get_context().get_time() +
                               0.1);  // 50 steps.
    counts.push_back(counter.count());
  }
  std::string windows;
  int total = 0;
  for (const int count : counts) {
    windows += " " + std::to_string(count);
    total += count;
  }
  EXPECT_EQ(total, 0) << "allocations per 50 steps:" << windows;
  // It stands: the top box is where it was put, to 1 mm (the contacts sink
  // by their loads over the modulus, p/E·(a/2) each, about 0.25 mm in all;
  // a toppled stack is 0.1 m lower or more).
  const Vector3d p_WTop =
      scene.plant
          ->EvalBodyPoseInWorld(scene.plant_context(), *scene.bodies.back())
          .translation();
  EXPECT_NEAR(p_WTop.z(), 0.05 + 9 * 0.1, 1e-3);
  EXPECT_NEAR(GroundForceZ(scene.results()), -kNumBoxes * 0.5 * kGravity,
              1e-3 * kNumBoxes * 0.5 * kGravity);
}

// While the user keeps a step's ContactResults, the next steps cannot
// rewrite its surfaces and make new ones. Each new surface costs its own
// objects and vectors (about 30 allocations, however many faces it has),
// not a regrowth of the query's scratch vectors: moved into the first new
// surface, those started again from nothing and reallocated as they grew,
// twice the allocations here (66 per surface on the ten-box stack).
TEST(HydroelasticAllocationTest, KeptResultsCostOnlyTheirReplacements) {
  const int kNumBoxes = 10;
  Scene scene = MakeStackScene(kNumBoxes);
  scene.simulator->AdvanceTo(0.5);
  for (int k = 0; k < 3; ++k) {
    const ContactResults<double> kept = scene.results();
    ASSERT_EQ(kept.num_hydroelastic_contacts(), kNumBoxes);
    AllocationCounter counter;
    // Four steps: the pool lets go of the kept surfaces and replaces them.
    scene.simulator->AdvanceTo(scene.simulator->get_context().get_time() +
                               8e-3);
    EXPECT_LE(counter.count(), 40 * kNumBoxes) << "round " << k;
    EXPECT_GT(counter.count(), 0) << "round " << k;
  }
}

TEST(HydroelasticAllocationTest, KeptResultsAreNeverRewritten) {
  // Dropped from 2 mm above the ground, the sphere sinks: every step's
  // surface differs from the last.
  Scene scene =
      MakeSphereScene(0.05 - 2e-3, HydroelasticContactRepresentation::kPolygon);
  scene.simulator->AdvanceTo(0.005);
  const ContactResults<double> kept = scene.results();
  ASSERT_EQ(kept.num_hydroelastic_contacts(), 1);
  const ContactSurface<double> snapshot =
      kept.hydroelastic_contact_info(0).contact_surface();
  const double area = snapshot.total_area();
  scene.simulator->AdvanceTo(0.02);
  const ContactSurface<double>& now =
      scene.results().hydroelastic_contact_info(0).contact_surface();
  EXPECT_FALSE(now.Equal(snapshot));
  EXPECT_GT(now.total_area(), area);
  // The kept results still hold the surface as it was.
  const ContactSurface<double>& kept_surface =
      kept.hydroelastic_contact_info(0).contact_surface();
  EXPECT_TRUE(kept_surface.Equal(snapshot));
  EXPECT_EQ(kept_surface.total_area(), area);
  ExpectNextStepSurfacesMatchFreshQuery(&scene, 1e-3);
}

}  // namespace multibody_plant_hydroelastic_allocation_test
}  // namespace multibody
}  // namespace drake
