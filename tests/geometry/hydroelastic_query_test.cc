// QueryObject::ComputeContactSurfaces and ComputeContactSurfacesWithFallback
// through SceneGraph: representations built from proximity properties, the
// closed-form sphere-on-plane force, Drake's rules for which pairs fall
// back and which throw (with their messages), collision filters,
// replacing properties, two equal spheres, and AutoDiffXd.

#include <cmath>
#include <limits>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/test_utilities/eigen_matrix_compare.h"
#include "drake/geometry/proximity_properties.h"
#include "drake/geometry/query_object.h"
#include "drake/geometry/scene_graph.h"
#include "drake/geometry/scene_graph_config.h"

namespace drake {
namespace geometry {
namespace hydroelastic_query_test {

using Eigen::Vector3d;
using math::RigidTransform;

constexpr double kR = 0.1;      // sphere radius, m
constexpr double kE = 1e5;      // hydroelastic modulus, Pa
constexpr double kD = 0.02;     // penetration, m
constexpr double kHint = 0.01;  // resolution hint, m

ProximityProperties Compliant(double hint = kHint) {
  ProximityProperties p;
  AddCompliantHydroelasticProperties(hint, kE, &p);
  return p;
}
ProximityProperties Rigid() {
  ProximityProperties p;
  AddRigidHydroelasticProperties(kHint, &p);
  return p;
}

template <typename T>
class Scene {
 public:
  Scene() { source_ = scene_graph_.RegisterSource("test"); }

  GeometryId Add(const Shape& shape, const RigidTransform<double>& X_WG,
                 ProximityProperties props, bool anchored = false,
                 const std::string& name = "") {
    const std::string n = name.empty() ? fmt::format("g{}", count_) : name;
    ++count_;
    auto instance = std::make_unique<GeometryInstance>(
        anchored ? X_WG : RigidTransform<double>(), shape, n);
    instance->set_proximity_properties(std::move(props));
    if (anchored) {
      return scene_graph_.RegisterAnchoredGeometry(source_,
                                                   std::move(instance));
    }
    const FrameId frame =
        scene_graph_.RegisterFrame(source_, GeometryFrame("f" + n));
    poses_.set_value(frame, X_WG.cast<T>());
    return scene_graph_.RegisterGeometry(source_, frame, std::move(instance));
  }

  void SetPose(GeometryId id, const RigidTransform<T>& X_WG) {
    poses_.set_value(scene_graph_.model_inspector().GetFrameId(id), X_WG);
    if (context_) {
      scene_graph_.get_source_pose_port(source_).FixValue(context_.get(),
                                                          poses_);
    }
  }

  const QueryObject<T>& query() {
    if (!context_) {
      context_ = scene_graph_.CreateDefaultContext();
      scene_graph_.get_source_pose_port(source_).FixValue(context_.get(),
                                                          poses_);
    }
    return scene_graph_.get_query_output_port().template Eval<QueryObject<T>>(
        *context_);
  }

  SceneGraph<T>& scene_graph() { return scene_graph_; }
  SourceId source() const { return source_; }
  systems::Context<T>* context() {
    query();
    return context_.get();
  }

 private:
  SceneGraph<T> scene_graph_;
  SourceId source_;
  FramePoseVector<T> poses_;
  std::unique_ptr<systems::Context<T>> context_;
  int count_{0};
};

// ∫ p dA · n over a triangle-representation surface (exact for linear p).
template <typename T>
Vector3<T> NetForce(const ContactSurface<T>& s) {
  Vector3<T> f = Vector3<T>::Zero();
  const auto& mesh = s.tri_mesh_W();
  for (int t = 0; t < mesh.num_triangles(); ++t) {
    T p(0);
    for (int i = 0; i < 3; ++i) {
      p += s.tri_e_MN().EvaluateAtVertex(mesh.element(t).vertex(i)) / 3;
    }
    f += p * mesh.area(t) * mesh.face_normal(t);
  }
  return f;
}

// E·π·(d² − 2d³/(3R)): the force of a sphere whose pressure is E·(1 − r/R)
// pressed d into a rigid plane.
double SphereForce(double d) {
  return kE * M_PI * (d * d - 2 * d * d * d / (3 * kR));
}

TEST(HydroelasticQueryTest, CompliantSphereOnRigidHalfSpace) {
  Scene<double> scene;
  const GeometryId ground = scene.Add(
      HalfSpace(), RigidTransform<double>(),
      [] {
        ProximityProperties p;
        AddRigidHydroelasticProperties(&p);
        return p;
      }(),
      true, "ground");
  const GeometryId ball =
      scene.Add(Sphere(kR), RigidTransform<double>(Vector3d(0.3, 0, kR - kD)),
                Compliant(), false, "ball");
  const auto surfaces = scene.query().ComputeContactSurfaces(
      HydroelasticContactRepresentation::kTriangle);
  ASSERT_EQ(surfaces.size(), 1);
  const ContactSurface<double>& s = surfaces[0];
  EXPECT_EQ(s.id_M(), std::min(ground, ball));
  EXPECT_EQ(s.id_N(), std::max(ground, ball));
  EXPECT_TRUE(s.is_triangle());
  // The force on the ball is up; within 2% of the closed form at a 1 cm
  // resolution on a 10 cm ball (the inscribed mesh's O(h²) error: 1.6%,
  // see hydroelastic_contact_test).
  const Vector3d f = NetForce(s) * (s.id_M() == ball ? 1.0 : -1.0);
  EXPECT_NEAR(f.z() / SphereForce(kD), 1.0, 0.02);
  EXPECT_NEAR(s.centroid().x(), 0.3, 1e-12);
  // The polygon representation gives the same area.
  const auto polygons = scene.query().ComputeContactSurfaces(
      HydroelasticContactRepresentation::kPolygon);
  ASSERT_EQ(polygons.size(), 1);
  EXPECT_FALSE(polygons[0].is_triangle());
  EXPECT_NEAR(polygons[0].total_area(), s.total_area(), 1e-14);
  // Lifted clear: no surface (and no throw).
  scene.SetPose(ball, RigidTransform<double>(Vector3d(0, 0, kR + 0.01)));
  EXPECT_TRUE(
      scene.query()
          .ComputeContactSurfaces(HydroelasticContactRepresentation::kPolygon)
          .empty());
}

// A compliant cylinder standing on a rigid half space, pressed d into it:
// Drake's field E·dist/H (H = min(R, L/2)) is E·d/H over the slice's inner
// disk r <= R − d (the caps' region) and E·(R − r)/H in the ring beyond (the
// side's region), so the force is E/H·(d·π(R − d)² + 2π∫(R − r)·r dr over
// the ring). Within 1%: the mesh is the inscribed 63-gon prism (its area
// 0.17% short) and the field is interpolated between its sector planes.
// (A field fanned from the centre would give about half: E·d/(L/2) inside.)
TEST(HydroelasticQueryTest, CompliantCylinderOnRigidHalfSpace) {
  Scene<double> scene;
  scene.Add(
      HalfSpace(), RigidTransform<double>(),
      [] {
        ProximityProperties p;
        AddRigidHydroelasticProperties(&p);
        return p;
      }(),
      true, "ground");
  const double R = 0.1, L = 0.4, d = 0.01, H = std::min(R, L / 2);
  scene.Add(Cylinder(R, L), RigidTransform<double>(Vector3d(0, 0, L / 2 - d)),
            Compliant(), false, "can");
  const auto surfaces = scene.query().ComputeContactSurfaces(
      HydroelasticContactRepresentation::kTriangle);
  ASSERT_EQ(surfaces.size(), 1);
  const ContactSurface<double>& s = surfaces[0];
  const double inner = R - d;
  const double ring =
      R * (R * R - inner * inner) / 2 - (R * R * R - inner * inner * inner) / 3;
  const double expected = kE / H * (d * M_PI * inner * inner + 2 * M_PI * ring);
  const double sign =
      scene.scene_graph().model_inspector().GetName(s.id_M()) == "can" ? 1.0
                                                                       : -1.0;
  EXPECT_NEAR(sign * NetForce(s).z() / expected, 1.0, 0.01);
  EXPECT_NEAR(s.total_area() / (M_PI * R * R), 1.0, 0.01);
}

// A compliant sphere on a rigid box (mesh–mesh), against the half-space
// result at the same depth.
TEST(HydroelasticQueryTest, CompliantSphereOnRigidBox) {
  Scene<double> scene;
  ProximityProperties rigid_box;
  AddRigidHydroelasticProperties(&rigid_box);
  scene.Add(Box(1, 1, 0.2), RigidTransform<double>(Vector3d(0, 0, -0.1)),
            rigid_box, true, "table");
  scene.Add(Sphere(kR), RigidTransform<double>(Vector3d(0, 0, kR - kD)),
            Compliant(), false, "ball");
  const auto surfaces = scene.query().ComputeContactSurfaces(
      HydroelasticContactRepresentation::kTriangle);
  ASSERT_EQ(surfaces.size(), 1);
  EXPECT_NEAR(std::abs(NetForce(surfaces[0]).z()) / SphereForce(kD), 1.0, 0.02);
}

// Drake's rules: rigid–rigid and a geometry without hydroelastic
// properties throw under strict hydroelastic and fall back to point
// pairs with fallback; a compliant–rigid pair is a surface in both.
TEST(HydroelasticQueryTest, FallbackAndErrors) {
  Scene<double> scene;
  ProximityProperties rigid_ground;
  AddRigidHydroelasticProperties(&rigid_ground);
  const GeometryId ground = scene.Add(HalfSpace(), RigidTransform<double>(),
                                      rigid_ground, true, "ground");
  const GeometryId ball =
      scene.Add(Sphere(kR), RigidTransform<double>(Vector3d(0, 0, kR - kD)),
                Compliant(), false, "ball");
  // A plain sphere (no hydroelastic properties) sunk 1 cm, far away.
  const GeometryId plain =
      scene.Add(Sphere(0.05), RigidTransform<double>(Vector3d(2, 0, 0.04)),
                ProximityProperties(), false, "plain");
  std::vector<ContactSurface<double>> surfaces;
  std::vector<PenetrationAsPointPair<double>> pairs;
  scene.query().ComputeContactSurfacesWithFallback(
      HydroelasticContactRepresentation::kPolygon, &surfaces, &pairs);
  ASSERT_EQ(surfaces.size(), 1);
  EXPECT_EQ(std::minmax(surfaces[0].id_M(), surfaces[0].id_N()),
            std::minmax(ground, ball));
  ASSERT_EQ(pairs.size(), 1);
  EXPECT_EQ(std::minmax(pairs[0].id_A, pairs[0].id_B),
            std::minmax(ground, plain));
  EXPECT_NEAR(pairs[0].depth, 0.01, 1e-12);
  DRAKE_EXPECT_THROWS_MESSAGE(
      scene.query().ComputeContactSurfaces(
          HydroelasticContactRepresentation::kPolygon),
      ".*contact surface between 'ground' \\(id \\d+, a rigid HalfSpace\\) "
      "and 'plain' \\(id \\d+, a non-hydroelastic Sphere\\), but the second "
      "has no hydroelastic representation. Add rigid or compliant "
      "hydroelastic properties.*");

  // A rigid box sunk into the rigid ground: rigid–rigid.
  Scene<double> rigid;
  rigid.Add(HalfSpace(), RigidTransform<double>(), rigid_ground, true,
            "ground");
  ProximityProperties rigid_box;
  AddRigidHydroelasticProperties(&rigid_box);
  rigid.Add(Box(0.2, 0.2, 0.2), RigidTransform<double>(Vector3d(0, 0, 0.09)),
            rigid_box, false, "crate");
  DRAKE_EXPECT_THROWS_MESSAGE(
      rigid.query().ComputeContactSurfaces(
          HydroelasticContactRepresentation::kTriangle),
      ".*hydroelastic contact between two rigid geometries, 'ground' \\(id "
      "\\d+, a rigid HalfSpace\\) and 'crate' \\(id \\d+, a rigid Box\\); "
      "that is not allowed. Make one of them compliant.*");
  rigid.query().ComputeContactSurfacesWithFallback(
      HydroelasticContactRepresentation::kTriangle, &surfaces, &pairs);
  EXPECT_TRUE(surfaces.empty());
  ASSERT_EQ(pairs.size(), 1);
  EXPECT_NEAR(pairs[0].depth, 0.01, 1e-12);
}

TEST(HydroelasticQueryTest, CollisionFiltersAndReplacedProperties) {
  Scene<double> scene;
  ProximityProperties rigid_ground;
  AddRigidHydroelasticProperties(&rigid_ground);
  const GeometryId ground = scene.Add(HalfSpace(), RigidTransform<double>(),
                                      rigid_ground, true, "ground");
  const GeometryId ball =
      scene.Add(Sphere(kR), RigidTransform<double>(Vector3d(0, 0, kR - kD)),
                Rigid(), false, "ball");
  // Both rigid (the ball declared rigid): strict throws.
  EXPECT_THROW(scene.query().ComputeContactSurfaces(
                   HydroelasticContactRepresentation::kPolygon),
               std::logic_error);
  // Replacing the ball's properties (in the Context) with compliant ones
  // rebuilds its representation.
  scene.scene_graph().AssignRole(scene.context(), scene.source(), ball,
                                 Compliant(), RoleAssign::kReplace);
  ASSERT_EQ(
      scene.query()
          .ComputeContactSurfaces(HydroelasticContactRepresentation::kPolygon)
          .size(),
      1);
  // A filtered pair is skipped.
  scene.scene_graph()
      .collision_filter_manager(scene.context())
      .Apply(CollisionFilterDeclaration().ExcludeBetween(GeometrySet(ground),
                                                         GeometrySet(ball)));
  EXPECT_TRUE(
      scene.query()
          .ComputeContactSurfaces(HydroelasticContactRepresentation::kPolygon)
          .empty());
}

TEST(HydroelasticQueryTest, InvalidPropertiesThrowOnRegistration) {
  Scene<double> scene;
  ProximityProperties no_modulus;
  no_modulus.AddProperty(internal::kHydroGroup, internal::kComplianceType,
                         internal::HydroelasticType::kCompliant);
  no_modulus.AddProperty(internal::kHydroGroup, internal::kRezHint, 0.01);
  DRAKE_EXPECT_THROWS_MESSAGE(
      scene.Add(Sphere(kR), RigidTransform<double>(), no_modulus, false,
                "soft"),
      ".*Cannot create a compliant hydroelastic representation of the Sphere "
      "of geometry 'soft': it needs the \\('hydroelastic', "
      "'hydroelastic_modulus'\\) property.*");
  ProximityProperties no_hint;
  no_hint.AddProperty(internal::kHydroGroup, internal::kComplianceType,
                      internal::HydroelasticType::kRigid);
  DRAKE_EXPECT_THROWS_MESSAGE(
      scene.Add(Cylinder(0.1, 0.2), RigidTransform<double>(), no_hint, false,
                "can"),
      ".*rigid hydroelastic representation of the Cylinder of geometry 'can': "
      "it needs the \\('hydroelastic', 'resolution_hint'\\).*");
  ProximityProperties no_slab;
  no_slab.AddProperty(internal::kHydroGroup, internal::kComplianceType,
                      internal::HydroelasticType::kCompliant);
  no_slab.AddProperty(internal::kHydroGroup, internal::kElastic, kE);
  DRAKE_EXPECT_THROWS_MESSAGE(
      scene.Add(HalfSpace(), RigidTransform<double>(), no_slab, true, "floor"),
      ".*'slab_thickness'.*");
}

// Two equal compliant spheres pressed together: one surface on the
// mid-plane, the force the same as one sphere pressed half as deep into
// a rigid plane (closed form to 5% at this resolution, d/2 = 1 cm).
TEST(HydroelasticQueryTest, TwoEqualCompliantSpheres) {
  Scene<double> scene;
  scene.Add(Sphere(kR), RigidTransform<double>(Vector3d(-(kR - kD / 2), 0, 0)),
            Compliant(), false, "a");
  scene.Add(
      Sphere(kR),
      RigidTransform<double>(math::RotationMatrix<double>::MakeZRotation(M_PI),
                             Vector3d(kR - kD / 2, 0, 0)),
      Compliant(), false, "b");
  const auto surfaces = scene.query().ComputeContactSurfaces(
      HydroelasticContactRepresentation::kTriangle);
  ASSERT_EQ(surfaces.size(), 1);
  const ContactSurface<double>& s = surfaces[0];
  for (int v = 0; v < s.num_vertices(); ++v) {
    EXPECT_NEAR(s.tri_mesh_W().vertex(v).x(), 0, 1e-12);
  }
  EXPECT_NEAR(s.centroid().norm(), 0, 1e-12);
  EXPECT_NEAR(NetForce(s).norm() / SphereForce(kD / 2), 1.0, 0.05);
  EXPECT_TRUE(s.HasGradE_M() && s.HasGradE_N());
  // The two gradients mirror each other on each face.
  for (int k = 0; k < s.num_faces(); ++k) {
    EXPECT_NEAR(s.EvaluateGradE_M_W(k).x(), -s.EvaluateGradE_N_W(k).x(),
                1e-6 * kE / kR);
  }
}

// A compliant half space (slab 5 cm) under a rigid sphere, and a
// compliant sphere on a compliant half space: both computed.
TEST(HydroelasticQueryTest, CompliantHalfSpace) {
  Scene<double> scene;
  ProximityProperties soft_ground;
  AddCompliantHydroelasticPropertiesForHalfSpace(0.05, kE, &soft_ground);
  scene.Add(HalfSpace(), RigidTransform<double>(), soft_ground, true, "ground");
  scene.Add(Sphere(kR), RigidTransform<double>(Vector3d(0, 0, kR - kD)),
            Rigid(), false, "rigid_ball");
  scene.Add(Sphere(kR), RigidTransform<double>(Vector3d(1, 0, kR - kD)),
            Compliant(), false, "soft_ball");
  const auto surfaces = scene.query().ComputeContactSurfaces(
      HydroelasticContactRepresentation::kPolygon);
  ASSERT_EQ(surfaces.size(), 2);
  // The compliant–compliant surface lies where the ball's pressure
  // E·(1 − r/R) equals the ground's E·depth/0.05, inside the ball's
  // overlap with the ground: below z = 0 and above z = −d.
  const ContactSurface<double>& soft = surfaces[1];
  EXPECT_TRUE(soft.HasGradE_M() && soft.HasGradE_N());
  for (int v = 0; v < soft.num_vertices(); ++v) {
    const double z = soft.poly_mesh_W().vertex(v).z();
    EXPECT_LE(z, 1e-12);
    EXPECT_GE(z, -kD - 1e-12);
  }
}

// OBJ shapes: a rigid Mesh (its faces) and a rigid Convex (its hull) of a
// cube of edge 0.5 give the same surface under a compliant sphere as a
// rigid Box of that size; a compliant Convex cube on a rigid half space
// gives the same as a compliant Box (the same pyramid fields).
TEST(HydroelasticQueryTest, ObjMeshAndConvex) {
  const std::string cube =
      std::string(MALLARD_TEST_SOURCE_DIR) + "/geometry/test_data/cube.obj";
  ProximityProperties rigid;
  AddRigidHydroelasticProperties(&rigid);
  auto force_under_ball = [&](const Shape& shape) {
    Scene<double> scene;
    scene.Add(shape, RigidTransform<double>(), rigid, true, "cube");
    scene.Add(Sphere(kR),
              RigidTransform<double>(Vector3d(0.05, 0, 0.25 + kR - kD)),
              Compliant(), false, "ball");
    const auto surfaces = scene.query().ComputeContactSurfaces(
        HydroelasticContactRepresentation::kTriangle);
    EXPECT_EQ(surfaces.size(), 1);
    return surfaces.empty() ? 0.0 : std::abs(NetForce(surfaces[0]).z());
  };
  const double box = force_under_ball(Box(0.5, 0.5, 0.5));
  EXPECT_NEAR(box / SphereForce(kD), 1.0, 0.02);
  // The same slices of the same tetrahedra, summed in another order.
  EXPECT_NEAR(force_under_ball(Mesh(cube, 0.5)), box, 1e-9 * box);
  EXPECT_NEAR(force_under_ball(Convex(cube, 0.5)), box, 1e-9 * box);

  auto force_on_ground = [&](const Shape& shape) {
    Scene<double> scene;
    scene.Add(HalfSpace(), RigidTransform<double>(), rigid, true, "ground");
    ProximityProperties soft;
    AddCompliantHydroelasticProperties(1.0, kE, &soft);
    scene.Add(shape, RigidTransform<double>(Vector3d(0, 0, 0.5 - 0.01)), soft,
              false, "block");
    const auto surfaces = scene.query().ComputeContactSurfaces(
        HydroelasticContactRepresentation::kTriangle);
    EXPECT_EQ(surfaces.size(), 1);
    return surfaces.empty() ? 0.0 : std::abs(NetForce(surfaces[0]).z());
  };
  // A unit cube 1 cm deep: E·(0.01/0.5) over the 1 m² section, less the
  // side pyramids' thin rim where the field is E·(1 − |x|/h).
  const double block = force_on_ground(Box(1, 1, 1));
  EXPECT_GT(block, 0.9 * kE * 0.01 / 0.5);
  EXPECT_LT(block, kE * 0.01 / 0.5);
  EXPECT_NEAR(force_on_ground(Convex(cube, 1.0)), block, 1e-9 * block);
}

ProximityProperties WithMargin(ProximityProperties p, double margin) {
  p.AddProperty(internal::kHydroGroup, internal::kMargin, margin);
  return p;
}

// Drake's hydroelastic margin δ on a compliant sphere (R = 10 cm, hint
// 1 cm) above a rigid box's top face z = 0: at a gap g < δ the inflated
// sphere reaches the box and the (broad phase, grown by the inflation,
// pairs them although the shapes' boxes are apart): a contact surface
// whose pressure is Drake's field E·(1 − r/R) continued past the sphere,
// −E·g/R at the point under the centre (its largest value; round-off
// only, as that point lies on the mesh edge from the centre through the
// sphere's pole vertex), negative everywhere: contact is seen before the
// touch, with no force yet. At g > 1.5·δ (beyond the inflated mesh,
// whose vertices move at most δ/cos θ ≈ 1.003·δ at this resolution) and
// with no margin at any gap, there is none.
TEST(HydroelasticQueryTest, MarginSeesContactBeforeTouch) {
  const double delta = 2e-3;
  ProximityProperties rigid_box;
  AddRigidHydroelasticProperties(&rigid_box);
  for (const double g : {0.5e-3, 1.5e-3, 3.1e-3}) {
    for (const double margin : {0.0, delta}) {
      SCOPED_TRACE(fmt::format("gap {} margin {}", g, margin));
      Scene<double> scene;
      scene.Add(Box(1, 1, 0.2), RigidTransform<double>(Vector3d(0, 0, -0.1)),
                rigid_box, true, "table");
      scene.Add(Sphere(kR), RigidTransform<double>(Vector3d(0, 0, kR + g)),
                WithMargin(Compliant(), margin), false, "ball");
      const auto surfaces = scene.query().ComputeContactSurfaces(
          HydroelasticContactRepresentation::kTriangle);
      if (margin == 0 || g > 1.5 * delta) {
        EXPECT_TRUE(surfaces.empty());
        continue;
      }
      ASSERT_EQ(surfaces.size(), 1);
      const ContactSurface<double>& s = surfaces[0];
      double largest = -std::numeric_limits<double>::infinity();
      for (int v = 0; v < s.num_vertices(); ++v) {
        EXPECT_NEAR(s.tri_mesh_W().vertex(v).z(), 0, 1e-15);
        largest = std::max(largest, s.tri_e_MN().EvaluateAtVertex(v));
      }
      EXPECT_NEAR(largest, -kE * g / kR, 1e-12 * kE);
      // The surface lies inside the inflated sphere's footprint, a disk of
      // radius √((R + δ)² − (R + g)²) up to the mesh's (1.003·δ) reach.
      const double reach = 1.01 * delta;
      for (int v = 0; v < s.num_vertices(); ++v) {
        EXPECT_LE(s.tri_mesh_W().vertex(v).head<2>().norm(),
                  std::sqrt(std::pow(kR + reach, 2) - std::pow(kR + g, 2)));
      }
    }
  }
}

// With margin 0 given explicitly, the representation and the surfaces are
// bit for bit those of a geometry without the property; SceneGraphConfig's
// default margin fills in a geometry's missing one; a negative margin
// throws naming the geometry.
TEST(HydroelasticQueryTest, MarginZeroUnchangedDefaultAndErrors) {
  auto surface_of = [](ProximityProperties props) {
    Scene<double> scene;
    ProximityProperties rigid_ground;
    AddRigidHydroelasticProperties(&rigid_ground);
    scene.Add(HalfSpace(), RigidTransform<double>(), rigid_ground, true,
              "ground");
    scene.Add(Sphere(kR), RigidTransform<double>(Vector3d(0.01, 0, kR - kD)),
              std::move(props), false, "ball");
    auto surfaces = scene.query().ComputeContactSurfaces(
        HydroelasticContactRepresentation::kTriangle);
    EXPECT_EQ(surfaces.size(), 1);
    return surfaces;
  };
  const auto plain = surface_of(Compliant());
  const auto zero = surface_of(WithMargin(Compliant(), 0.0));
  ASSERT_EQ(plain[0].num_vertices(), zero[0].num_vertices());
  for (int v = 0; v < plain[0].num_vertices(); ++v) {
    EXPECT_EQ(plain[0].tri_mesh_W().vertex(v), zero[0].tri_mesh_W().vertex(v));
    EXPECT_EQ(plain[0].tri_e_MN().EvaluateAtVertex(v),
              zero[0].tri_e_MN().EvaluateAtVertex(v));
  }

  SceneGraphConfig config;
  config.default_proximity_properties.margin = 1e-3;
  SceneGraph<double> scene_graph(config);
  const SourceId source = scene_graph.RegisterSource("test");
  auto instance = std::make_unique<GeometryInstance>(RigidTransform<double>(),
                                                     Sphere(kR), "ball");
  instance->set_proximity_properties(Compliant());
  const GeometryId ball =
      scene_graph.RegisterAnchoredGeometry(source, std::move(instance));
  EXPECT_EQ(scene_graph.model_inspector()
                .GetProximityProperties(ball)
                ->GetProperty<double>(internal::kHydroGroup, internal::kMargin),
            1e-3);
  config.default_proximity_properties.margin = -1e-3;
  DRAKE_EXPECT_THROWS_MESSAGE(config.ValidateOrThrow(),
                              ".*margin must be finite and non-negative.*");

  Scene<double> scene;
  DRAKE_EXPECT_THROWS_MESSAGE(
      scene.Add(Sphere(kR), RigidTransform<double>(),
                WithMargin(Compliant(), -1e-3), false, "soft"),
      ".*compliant hydroelastic representation of the Sphere of geometry "
      "'soft': its \\('hydroelastic', 'margin'\\) property must be a "
      "non-negative finite distance.*");
}

// A compliant Box (0.4 × 0.3 × 0.2 m, H = 0.1 m) pressed a depth d into a
// rigid half space: the contact surface is its footprint and the net
// force ∫ E·min(d, s₁, s₂)/H dA over it (s the distances to the side
// faces), E/H·(d·A − P·d²/2 + 4·d³/3) with P the perimeter (the rim strips
// where a side face is nearer, and the four corner squares they
// double-count). With a margin δ the surface is the footprint grown by δ,
// and the field E·d/H continues into the layer with d = −(distance
// outside): the strips and corners there add −E/H·(P·δ²/2 + 8·δ³/3). Both
// exact up to round-off (the field is linear on each tetrahedron and the
// net force integrates it exactly), so 1e-9 relative. A compliant half
// space with a margin under a rigid sphere at a gap g < δ gives the
// pressure −(E/slab)·g under the sphere's pole.
TEST(HydroelasticQueryTest, MarginOfBoxAndHalfSpace) {
  ProximityProperties rigid;
  AddRigidHydroelasticProperties(kHint, &rigid);
  {
    const double d = 1e-3, delta = 2e-3;
    auto area_and_force = [&](double margin) {
      Scene<double> scene;
      scene.Add(HalfSpace(), RigidTransform<double>(), rigid, true, "ground");
      ProximityProperties soft;
      AddCompliantHydroelasticProperties(1.0, kE, &soft);
      scene.Add(Box(0.4, 0.3, 0.2),
                RigidTransform<double>(Vector3d(0, 0, 0.1 - d)),
                WithMargin(soft, margin), false, "block");
      const auto surfaces = scene.query().ComputeContactSurfaces(
          HydroelasticContactRepresentation::kTriangle);
      EXPECT_EQ(surfaces.size(), 1);
      return std::pair(surfaces[0].total_area(),
                       std::abs(NetForce(surfaces[0]).z()));
    };
    const double H = 0.1, A = 0.4 * 0.3, P = 2 * (0.4 + 0.3);
    const auto [area0, f0] = area_and_force(0.0);
    EXPECT_NEAR(area0, A, 1e-12);
    const double expected0 =
        kE / H * (d * A - P * d * d / 2 + 4 * d * d * d / 3);
    EXPECT_NEAR(f0, expected0, 1e-9 * expected0);
    const auto [area1, f1] = area_and_force(delta);
    EXPECT_NEAR(area1, (0.4 + 2 * delta) * (0.3 + 2 * delta), 1e-12);
    const double expected1 =
        expected0 -
        kE / H * (P * delta * delta / 2 + 8 * std::pow(delta, 3) / 3);
    EXPECT_NEAR(f1, expected1, 1e-9 * expected0);
  }
  {
    const double slab = 0.05, delta = 2e-3, g = 1e-3;
    Scene<double> scene;
    ProximityProperties soft_ground;
    AddCompliantHydroelasticPropertiesForHalfSpace(slab, kE, &soft_ground);
    scene.Add(HalfSpace(), RigidTransform<double>(),
              WithMargin(soft_ground, delta), true, "ground");
    scene.Add(Sphere(kR), RigidTransform<double>(Vector3d(0, 0, kR + g)), rigid,
              false, "ball");
    const auto surfaces = scene.query().ComputeContactSurfaces(
        HydroelasticContactRepresentation::kTriangle);
    ASSERT_EQ(surfaces.size(), 1);
    double largest = -std::numeric_limits<double>::infinity();
    for (int v = 0; v < surfaces[0].num_vertices(); ++v) {
      largest = std::max(largest, surfaces[0].tri_e_MN().EvaluateAtVertex(v));
      EXPECT_LE(surfaces[0].tri_mesh_W().vertex(v).z(), delta + 1e-15);
    }
    EXPECT_NEAR(largest, -kE / slab * g, 1e-12 * kE);
  }
}

TEST(HydroelasticQueryTest, AutoDiff) {
  Scene<AutoDiffXd> scene;
  ProximityProperties rigid_ground;
  AddRigidHydroelasticProperties(&rigid_ground);
  scene.Add(HalfSpace(), RigidTransform<double>(), rigid_ground, true,
            "ground");
  const GeometryId ball = scene.Add(Sphere(kR), RigidTransform<double>(),
                                    Compliant(0.02), false, "ball");
  const AutoDiffXd z(kR - kD, Vector1d(1.0));
  scene.SetPose(ball, RigidTransform<AutoDiffXd>(Vector3<AutoDiffXd>(
                          AutoDiffXd(0), AutoDiffXd(0), z)));
  const auto surfaces = scene.query().ComputeContactSurfaces(
      HydroelasticContactRepresentation::kTriangle);
  ASSERT_EQ(surfaces.size(), 1);
  const AutoDiffXd fz = NetForce(surfaces[0]).z();
  // d(force)/dz ≈ −dF/dd = −E·π·(2d − 2d²/R) (closed form; 10% at the
  // 2 cm resolution used here, whose force error is ~6%).
  const double expected = -kE * M_PI * (2 * kD - 2 * kD * kD / kR);
  const double sign = surfaces[0].id_M() == ball ? 1.0 : -1.0;
  EXPECT_NEAR(sign * fz.derivatives()(0) / expected, 1.0, 0.1);
}

}  // namespace hydroelastic_query_test
}  // namespace geometry
}  // namespace drake
