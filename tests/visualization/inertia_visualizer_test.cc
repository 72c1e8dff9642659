// InertiaVisualizer: the ellipsoid it draws has the body's mass and inertia
// (checked by rebuilding the body's spatial inertia from the ellipsoid), it
// follows the body, and bad construction throws.

#include "drake/visualization/inertia_visualizer.h"

#include <cmath>
#include <memory>
#include <string>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/geometry/query_object.h"
#include "drake/geometry/scene_graph_inspector.h"
#include "drake/multibody/tree/revolute_joint.h"
#include "drake/multibody/tree/spatial_inertia.h"
#include "drake/systems/framework/diagram.h"

namespace drake {
namespace visualization {
namespace inertia_visualizer_test {

using Eigen::Vector3d;
using geometry::Ellipsoid;
using geometry::GeometryId;
using geometry::QueryObject;
using geometry::Role;
using geometry::SceneGraph;
using math::RigidTransformd;
using math::RollPitchYawd;
using math::RotationMatrixd;
using multibody::MultibodyPlant;
using multibody::RigidBody;
using multibody::SpatialInertia;
using systems::DiagramBuilder;

constexpr double kWaterDensity = 1000.0;

// The frame of `source_id` called `name`, or an invalid id.
geometry::FrameId FindFrame(
    const geometry::SceneGraphInspector<double>& inspector,
    geometry::SourceId source_id, const std::string& name) {
  for (geometry::FrameId id : inspector.FramesForSource(source_id)) {
    if (inspector.GetName(id) == name) return id;
  }
  return {};
}

// The spatial inertia about Bo, in B, of a uniform solid ellipsoid of
// water's density with semi-diameters (a, b, c) along the axes of frame E,
// centred at E's origin, posed at X_BE.
SpatialInertia<double> EllipsoidInertiaInBody(const Ellipsoid& ellipsoid,
                                              const RigidTransformd& X_BE) {
  const SpatialInertia<double> M_EEo_E =
      SpatialInertia<double>::SolidEllipsoidWithDensity(
          kWaterDensity, ellipsoid.a(), ellipsoid.b(), ellipsoid.c());
  return M_EEo_E.ReExpress(X_BE.rotation())
      .ShiftFromCenterOfMass(-X_BE.translation());
}

class InertiaGeometryTest : public ::testing::Test {
 protected:
  // Adds a free body with spatial inertia M_BBo_B, finalizes, and returns
  // the drawn ellipsoid and its pose in B.
  std::pair<Ellipsoid, RigidTransformd> Draw(
      const SpatialInertia<double>& M_BBo_B) {
    const RigidBody<double>& body = plant_.AddRigidBody("body", M_BBo_B);
    // Welded to a massive free body, so that a massless "body" may be
    // finalized.
    const RigidBody<double>& carrier = plant_.AddRigidBody(
        "carrier", SpatialInertia<double>::SolidSphereWithMass(1, 0.1));
    plant_.WeldFrames(carrier.body_frame(), body.body_frame());
    plant_.Finalize();
    auto context = plant_.CreateDefaultContext();
    return internal::CalculateInertiaGeometry(body, *context);
  }
  MultibodyPlant<double> plant_{0.0};
};

// A solid box of 3 kg, 0.4 × 0.2 × 0.1 m, its center of mass offset and its
// axes turned in B: the drawn ellipsoid (water's density) has the body's
// mass, center of mass and principal axes, and its rotational inertia about
// Bcm is the body's scaled by one factor (the square of the uniform scale
// to water's density), to round-off (1e-12 of the largest entry: a handful
// of products and a cube root); the largest semi-diameter comes first.
TEST_F(InertiaGeometryTest, EllipsoidHasTheBodysInertia) {
  const double mass = 3.0;
  const RotationMatrixd R_BC(RollPitchYawd(0.3, -0.2, 0.7));
  const Vector3d p_BoBcm_B(0.1, -0.05, 0.2);
  const SpatialInertia<double> M_BBo_B =
      SpatialInertia<double>::SolidBoxWithMass(mass, 0.4, 0.2, 0.1)
          .ReExpress(R_BC)
          .ShiftFromCenterOfMass(-p_BoBcm_B);
  const auto [ellipsoid, X_BE] = Draw(M_BBo_B);
  EXPECT_GE(ellipsoid.a(), ellipsoid.b());
  EXPECT_GE(ellipsoid.b(), ellipsoid.c());
  EXPECT_TRUE(X_BE.translation().isApprox(p_BoBcm_B, 1e-14));
  const SpatialInertia<double> M_drawn =
      EllipsoidInertiaInBody(ellipsoid, X_BE);
  EXPECT_NEAR(M_drawn.get_mass(), mass, 1e-12 * mass);
  EXPECT_TRUE(M_drawn.get_com().isApprox(p_BoBcm_B, 1e-12));
  const Eigen::Matrix3d I_body =
      M_BBo_B.ShiftToCenterOfMass().CalcRotationalInertia().CopyToFullMatrix3();
  const Eigen::Matrix3d I_drawn =
      M_drawn.ShiftToCenterOfMass().CalcRotationalInertia().CopyToFullMatrix3();
  const double factor = I_drawn.trace() / I_body.trace();
  EXPECT_LT((I_drawn - factor * I_body).cwiseAbs().maxCoeff(),
            1e-12 * I_drawn.cwiseAbs().maxCoeff());
  // Closed form for the box along its own axes: a solid ellipsoid's moment
  // about x is m(b² + c²)/5 and the box's m(ly² + lz²)/12, so the unit
  // inertia's ellipsoid has a = lx·√(5/12) (and so on), scaled uniformly
  // to water's density.
  const Vector3d unit_radii = std::sqrt(5.0 / 12.0) * Vector3d(0.4, 0.2, 0.1);
  const double scale =
      std::cbrt(mass / (kWaterDensity * 4.0 / 3.0 * M_PI * unit_radii(0) *
                        unit_radii(1) * unit_radii(2)));
  EXPECT_NEAR(ellipsoid.a(), scale * unit_radii(0), 1e-12);
  EXPECT_NEAR(ellipsoid.b(), scale * unit_radii(1), 1e-12);
  EXPECT_NEAR(ellipsoid.c(), scale * unit_radii(2), 1e-12);
}

// A massless body: a 1 mm marker at its center of mass.
TEST_F(InertiaGeometryTest, MasslessBodyIsATinySphere) {
  const auto [ellipsoid, X_BE] = Draw(SpatialInertia<double>(
      0.0, Vector3d(0.1, 0.2, 0.3), multibody::UnitInertia<double>(0, 0, 0)));
  EXPECT_EQ(ellipsoid.a(), 0.001);
  EXPECT_EQ(ellipsoid.b(), 0.001);
  EXPECT_EQ(ellipsoid.c(), 0.001);
  EXPECT_EQ(X_BE.translation(), Vector3d(0.1, 0.2, 0.3));
}

// A point mass of 8 kg: a sphere of 6.2 cm·∛8 = 12.4 cm at the mass.
TEST_F(InertiaGeometryTest, PointMassIsASphereOfItsMass) {
  const auto [ellipsoid, X_BE] =
      Draw(SpatialInertia<double>::PointMass(8.0, Vector3d(0, 0, 0.5)));
  EXPECT_NEAR(ellipsoid.a(), 0.124, 1e-15);
  EXPECT_NEAR(ellipsoid.b(), 0.124, 1e-15);
  EXPECT_NEAR(ellipsoid.c(), 0.124, 1e-15);
  EXPECT_EQ(X_BE.translation(), Vector3d(0, 0, 0.5));
}

// A thin rod (no inertia about its axis): the two tiny semi-diameters are
// raised to 1% of the largest before the scaling, so the drawn ratios are
// exactly 100 : 1 : 1 (to round-off) and the mass is kept.
TEST_F(InertiaGeometryTest, NeedleIsThickened) {
  const double mass = 2.0;
  const auto [ellipsoid, X_BE] = Draw(
      SpatialInertia<double>::ThinRodWithMass(mass, 1.0, Vector3d::UnitZ()));
  EXPECT_NEAR(ellipsoid.b() / ellipsoid.a(), 0.01, 1e-12);
  EXPECT_NEAR(ellipsoid.c() / ellipsoid.a(), 0.01, 1e-12);
  const double drawn_mass = kWaterDensity * 4.0 / 3.0 * M_PI * ellipsoid.a() *
                            ellipsoid.b() * ellipsoid.c();
  EXPECT_NEAR(drawn_mass, mass, 1e-12 * mass);
  // The long axis is the rod's (B's z axis).
  EXPECT_NEAR(std::abs(X_BE.rotation().col(0).dot(Vector3d::UnitZ())), 1.0,
              1e-12);
}

// A plant with a body welded to the world (not drawn), a free body and a
// pendulum link, in a diagram with SceneGraph.
class InertiaVisualizerTest : public ::testing::Test {
 protected:
  void SetUp() override {
    auto [plant, scene_graph] =
        multibody::AddMultibodyPlantSceneGraph(&builder_, 0.0);
    plant_ = &plant;
    scene_graph_ = &scene_graph;
    const auto& base = plant.AddRigidBody(
        "base", SpatialInertia<double>::SolidBoxWithMass(5, 0.3, 0.3, 0.1));
    plant.WeldFrames(plant.world_frame(), base.body_frame());
    free_ = &plant.AddRigidBody(
        "free", SpatialInertia<double>::SolidBoxWithMass(2, 0.2, 0.1, 0.05)
                    .ShiftFromCenterOfMass(Vector3d(0.0, 0.0, -0.1)));
    link_ = &plant.AddRigidBody("link",
                                SpatialInertia<double>::SolidCylinderWithMass(
                                    1, 0.02, 0.5, Vector3d::UnitZ()));
    plant.AddJoint<multibody::RevoluteJoint>(
        "pin", base, RigidTransformd(), *link_,
        RigidTransformd(Vector3d(0, 0, 0.3)), Vector3d::UnitX());
    plant.Finalize();
  }

  DiagramBuilder<double> builder_;
  MultibodyPlant<double>* plant_{};
  SceneGraph<double>* scene_graph_{};
  const RigidBody<double>* free_{};
  const RigidBody<double>* link_{};
};

TEST_F(InertiaVisualizerTest, RegistersOneEllipsoidPerMovableBody) {
  const auto& visualizer =
      InertiaVisualizer<double>::AddToBuilder(&builder_, *plant_, scene_graph_);
  EXPECT_EQ(visualizer.get_name(), "inertia_visualizer");
  EXPECT_EQ(visualizer.get_input_port().get_name(), "plant_geometry_pose");
  EXPECT_EQ(visualizer.get_output_port().get_name(), "geometry_pose");
  const auto& inspector = scene_graph_->model_inspector();
  EXPECT_EQ(inspector.GetName(visualizer.source_id()), "inertia_visualizer");
  int count = 0;
  for (GeometryId id : inspector.GetAllGeometryIds(Role::kIllustration)) {
    const geometry::FrameId frame = inspector.GetFrameId(id);
    if (inspector.GetName(frame).rfind("InertiaVisualizer::", 0) != 0) continue;
    ++count;
    EXPECT_NE(dynamic_cast<const Ellipsoid*>(&inspector.GetShape(id)), nullptr);
    const auto* properties = inspector.GetIllustrationProperties(id);
    ASSERT_NE(properties, nullptr);
    EXPECT_EQ(properties->GetProperty<std::string>("meshcat", "accepting"),
              "inertia");
  }
  EXPECT_EQ(count, 2);  // free and link; base is welded to the world
  EXPECT_TRUE(FindFrame(inspector, visualizer.source_id(),
                        "InertiaVisualizer::DefaultModelInstance::free")
                  .is_valid());
}

// The ellipsoid of the free body sits at X_WB·X_BE for any pose of the
// body; the pendulum's follows its joint angle.
TEST_F(InertiaVisualizerTest, EllipsoidsFollowTheirBodies) {
  const geometry::SourceId source_id =
      InertiaVisualizer<double>::AddToBuilder(&builder_, *plant_, scene_graph_)
          .source_id();
  auto diagram = builder_.Build();
  auto context = diagram->CreateDefaultContext();
  auto& plant_context = plant_->GetMyMutableContextFromRoot(context.get());
  const RigidTransformd X_WB(RollPitchYawd(0.4, 0.1, -1.2),
                             Vector3d(1.0, -2.0, 0.5));
  plant_->SetFreeBodyPose(&plant_context, *free_, X_WB);
  plant_->GetJointByName<multibody::RevoluteJoint>("pin").set_angle(
      &plant_context, 0.8);
  const auto& query =
      scene_graph_->get_query_output_port().Eval<QueryObject<double>>(
          scene_graph_->GetMyContextFromRoot(*context));
  const auto& inspector = query.inspector();
  auto plant_default = plant_->CreateDefaultContext();
  for (const RigidBody<double>* body : {free_, link_}) {
    const geometry::FrameId frame =
        FindFrame(inspector, source_id,
                  "InertiaVisualizer::DefaultModelInstance::" + body->name());
    const auto ids = inspector.GetGeometries(frame, Role::kIllustration);
    ASSERT_EQ(ids.size(), 1u);
    const RigidTransformd X_BE =
        internal::CalculateInertiaGeometry(*body, *plant_default).second;
    const RigidTransformd& X_WBody =
        plant_->EvalBodyPoseInWorld(plant_context, *body);
    // Two compositions of the same transforms: round-off only.
    EXPECT_TRUE(
        query.GetPoseInWorld(ids[0]).IsNearlyEqualTo(X_WBody * X_BE, 1e-14));
  }
}

TEST_F(InertiaVisualizerTest, ScalarConversion) {
  const auto& visualizer =
      InertiaVisualizer<double>::AddToBuilder(&builder_, *plant_, scene_graph_);
  std::unique_ptr<InertiaVisualizer<AutoDiffXd>> converted =
      systems::System<double>::ToAutoDiffXd(visualizer);
  EXPECT_EQ(converted->source_id(), visualizer.source_id());
  EXPECT_EQ(converted->num_input_ports(), 1);
  EXPECT_EQ(converted->num_output_ports(), 1);
}

TEST_F(InertiaVisualizerTest, BadConstruction) {
  DRAKE_EXPECT_THROWS_MESSAGE(InertiaVisualizer<double>(*plant_, nullptr),
                              "InertiaVisualizer: the SceneGraph is null.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      InertiaVisualizer<double>::AddToBuilder(nullptr, *plant_, scene_graph_),
      ".*null builder.*");
  MultibodyPlant<double> unfinalized(0.0);
  SceneGraph<double> scene_graph;
  DRAKE_EXPECT_THROWS_MESSAGE(
      InertiaVisualizer<double>(unfinalized, &scene_graph),
      ".*MultibodyPlant.*must be finalized first.*");
  // A plant with no SceneGraph has no frames for its bodies to follow.
  MultibodyPlant<double> no_geometry(0.0);
  no_geometry.AddRigidBody("ball",
                           SpatialInertia<double>::SolidSphereWithMass(1, 0.1));
  no_geometry.Finalize();
  DRAKE_EXPECT_THROWS_MESSAGE(
      InertiaVisualizer<double>(no_geometry, &scene_graph),
      ".*body 'ball'.*has no SceneGraph "
      "frame.*RegisterAsSourceForSceneGraph.*");
}

}  // namespace inertia_visualizer_test
}  // namespace visualization
}  // namespace drake
