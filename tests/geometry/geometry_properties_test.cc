// GeometryProperties (groups, add/update/get/remove and their errors),
// roles, AddContactMaterial and CoulombFriction validation and combination.

#include "drake/geometry/geometry_properties.h"

#include <sstream>
#include <string>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/geometry/geometry_roles.h"
#include "drake/geometry/proximity_properties.h"
#include "drake/geometry/rgba.h"
#include "drake/multibody/plant/coulomb_friction.h"

namespace drake {
namespace geometry {
namespace geometry_properties_test {

using multibody::CoulombFriction;

GTEST_TEST(GeometryPropertiesTest, AddGetUpdateRemove) {
  ProximityProperties props;
  EXPECT_EQ(props.num_groups(), 0);
  EXPECT_FALSE(props.HasGroup("g"));
  props.AddProperty("g", "x", 1.5);
  props.AddProperty(ProximityProperties::default_group_name(), "s",
                    std::string("hi"));
  EXPECT_EQ(ProximityProperties::default_group_name(), "__default__");
  EXPECT_TRUE(props.HasGroup("g"));
  EXPECT_EQ(props.num_groups(), 2);
  EXPECT_TRUE(props.HasProperty("g", "x"));
  EXPECT_FALSE(props.HasProperty("g", "y"));
  EXPECT_EQ(props.GetProperty<double>("g", "x"), 1.5);
  EXPECT_EQ(props.GetProperty<std::string>("__default__", "s"), "hi");
  EXPECT_EQ(props.GetPropertyOrDefault("g", "y", 7.0), 7.0);
  EXPECT_EQ(props.GetPropertyOrDefault("g", "x", 7.0), 1.5);
  props.UpdateProperty("g", "x", 2.5);
  EXPECT_EQ(props.GetProperty<double>("g", "x"), 2.5);
  props.UpdateProperty("g", "new", 3);
  EXPECT_EQ(props.GetProperty<int>("g", "new"), 3);
  EXPECT_EQ(props.GetPropertiesInGroup("g").size(), 2u);
  EXPECT_EQ(props.GetGroupNames(), (std::set<std::string>{"__default__", "g"}));
  EXPECT_TRUE(props.RemoveProperty("g", "x"));
  EXPECT_FALSE(props.RemoveProperty("g", "x"));
  EXPECT_FALSE(props.RemoveProperty("nope", "x"));
  EXPECT_FALSE(props.HasProperty("g", "x"));

  // Copies are independent.
  ProximityProperties copy(props);
  copy.UpdateProperty("g", "new", 4);
  EXPECT_EQ(props.GetProperty<int>("g", "new"), 3);
  IllustrationProperties from_base(props);
  EXPECT_TRUE(from_base.HasProperty("g", "new"));
}

GTEST_TEST(GeometryPropertiesTest, ErrorsNameGroupAndProperty) {
  PerceptionProperties props;
  props.AddProperty("g", "x", 1.0);
  DRAKE_EXPECT_THROWS_MESSAGE(props.AddProperty("g", "x", 2.0),
                              "AddProperty\\(\\): the property \\('g', 'x'\\) "
                              "already exists.*");
  DRAKE_EXPECT_THROWS_MESSAGE(props.GetProperty<double>("h", "x"),
                              ".*\\('h', 'x'\\).*group 'h' does not exist.*");
  DRAKE_EXPECT_THROWS_MESSAGE(props.GetProperty<double>("g", "y"),
                              ".*\\('g', 'y'\\) does not exist.*");
  DRAKE_EXPECT_THROWS_MESSAGE(props.GetProperty<int>("g", "x"),
                              ".*\\('g', 'x'\\) holds a value of type double, "
                              "not the requested type int.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      props.GetPropertyOrDefault("g", "x", 1),
      ".*\\('g', 'x'\\) holds a value of type double.*");
  DRAKE_EXPECT_THROWS_MESSAGE(props.UpdateProperty("g", "x", 1),
                              "UpdateProperty\\(\\): .*type double; it cannot "
                              "be updated with a value of type int.*");
  DRAKE_EXPECT_THROWS_MESSAGE(props.GetPropertiesInGroup("q"),
                              ".*group 'q' does not exist.*");
}

GTEST_TEST(GeometryRolesTest, ToString) {
  EXPECT_EQ(to_string(Role::kUnassigned), "unassigned");
  EXPECT_EQ(to_string(Role::kProximity), "proximity");
  EXPECT_EQ(to_string(Role::kIllustration), "illustration");
  EXPECT_EQ(to_string(Role::kPerception), "perception");
}

GTEST_TEST(GeometryRolesTest, PhongIllustrationAndRgba) {
  const IllustrationProperties props =
      MakePhongIllustrationProperties(Vector4<double>(0.1, 0.2, 0.3, 0.4));
  const Rgba& diffuse = props.GetProperty<Rgba>("phong", "diffuse");
  EXPECT_EQ(diffuse, Rgba(0.1, 0.2, 0.3, 0.4));
  EXPECT_EQ(Rgba().rgba(), Vector4<double>(1, 1, 1, 1));
  EXPECT_TRUE(Rgba(0.5, 0.5, 0.5).AlmostEqual(Rgba(0.5, 0.5, 0.51), 0.02));
  DRAKE_EXPECT_THROWS_MESSAGE(
      Rgba(1.5, 0, 0),
      "All values of an Rgba must lie in \\[0, 1\\]; given \\(r=1.5, g=0, "
      "b=0, a=1\\).");
  Rgba color;
  DRAKE_EXPECT_THROWS_MESSAGE(color.set(Eigen::VectorXd(2)),
                              ".*expected a vector of size 3 or 4; given size "
                              "2.");
}

GTEST_TEST(ProximityPropertiesTest, AddContactMaterialUsesDrakeNames) {
  ProximityProperties props;
  AddContactMaterial(0.5, 1e5, CoulombFriction<double>(0.8, 0.6), &props);
  EXPECT_EQ(props.GetProperty<double>("material", "hunt_crossley_dissipation"),
            0.5);
  EXPECT_EQ(props.GetProperty<double>("material", "point_contact_stiffness"),
            1e5);
  const auto& mu = props.GetProperty<CoulombFriction<double>>(
      "material", "coulomb_friction");
  EXPECT_EQ(mu.static_friction(), 0.8);
  EXPECT_EQ(mu.dynamic_friction(), 0.6);

  ProximityProperties partial;
  AddContactMaterial({}, {}, {}, &partial);
  EXPECT_EQ(partial.num_groups(), 0);
  AddContactMaterial({}, 10.0, {}, &partial);
  EXPECT_TRUE(partial.HasProperty("material", "point_contact_stiffness"));
  EXPECT_FALSE(partial.HasProperty("material", "coulomb_friction"));
}

GTEST_TEST(ProximityPropertiesTest, AddContactMaterialValidates) {
  ProximityProperties props;
  DRAKE_EXPECT_THROWS_MESSAGE(
      AddContactMaterial(-1.0, {}, {}, &props),
      "AddContactMaterial\\(\\): the dissipation .*given -1.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      AddContactMaterial({}, 0.0, {}, &props),
      "AddContactMaterial\\(\\): the point_contact_stiffness must be .*"
      "strictly positive; given 0.*");
  DRAKE_EXPECT_THROWS_MESSAGE(AddContactMaterial({}, {}, {}, nullptr),
                              ".*properties pointer is null.*");
  AddContactMaterial(1.0, {}, {}, &props);
  DRAKE_EXPECT_THROWS_MESSAGE(
      AddContactMaterial(1.0, {}, {}, &props),
      ".*'hunt_crossley_dissipation'.*already exists.*");
}

GTEST_TEST(ProximityPropertiesTest, Hydroelastic) {
  ProximityProperties props;
  AddCompliantHydroelasticProperties(0.1, 1e6, &props);
  EXPECT_EQ(props.GetProperty<internal::HydroelasticType>("hydroelastic",
                                                          "compliance_type"),
            internal::HydroelasticType::kCompliant);
  EXPECT_EQ(props.GetProperty<double>("hydroelastic", "hydroelastic_modulus"),
            1e6);
  EXPECT_EQ(props.GetProperty<double>("hydroelastic", "resolution_hint"), 0.1);
  ProximityProperties rigid;
  AddRigidHydroelasticProperties(&rigid);
  EXPECT_EQ(rigid.GetProperty<internal::HydroelasticType>("hydroelastic",
                                                          "compliance_type"),
            internal::HydroelasticType::kRigid);
  ProximityProperties bad;
  DRAKE_EXPECT_THROWS_MESSAGE(
      AddCompliantHydroelasticPropertiesForHalfSpace(-1, 1e6, &bad),
      ".*slab_thickness must be .*given -1.*");
}

// to_string() and fmt formatting print what operator<< prints: each group
// in brackets with its properties' names and value types.
GTEST_TEST(GeometryPropertiesTest, ToStringAndFmt) {
  ProximityProperties properties;
  properties.AddProperty("material", "mu", 0.5);
  std::ostringstream out;
  out << properties;
  EXPECT_EQ(properties.to_string(), out.str());
  // (As in Drake, the formatter is GeometryProperties'; a role's properties
  // format through that base.)
  const GeometryProperties& base = properties;
  EXPECT_EQ(fmt::format("{}", base), out.str());
  EXPECT_NE(out.str().find("[material]"), std::string::npos);
  EXPECT_NE(out.str().find("mu: double"), std::string::npos);
}

GTEST_TEST(CoulombFrictionTest, ValidatesAndCombines) {
  const CoulombFriction<double> none;
  EXPECT_EQ(none.static_friction(), 0);
  EXPECT_EQ(none.dynamic_friction(), 0);
  DRAKE_EXPECT_THROWS_MESSAGE(CoulombFriction<double>(-0.1, -0.2),
                              ".*static friction must be >= 0; got -0.1.*");
  DRAKE_EXPECT_THROWS_MESSAGE(CoulombFriction<double>(0.1, -0.2),
                              ".*dynamic friction must be >= 0; got -0.2.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      CoulombFriction<double>(0.3, 0.5),
      ".*dynamic friction \\(0.5\\) must not exceed the static friction "
      "\\(0.3\\).*");
  // μ = 2·μ₁·μ₂/(μ₁+μ₂): (0.5, 1.0) → 2/3; (0.4, 0.4) → 0.4.
  const CoulombFriction<double> combined =
      CalcContactFrictionFromSurfaceProperties(
          CoulombFriction<double>(0.5, 0.4), CoulombFriction<double>(1.0, 0.4));
  EXPECT_NEAR(combined.static_friction(), 2.0 / 3.0, 1e-15);
  EXPECT_NEAR(combined.dynamic_friction(), 0.4, 1e-15);
  EXPECT_EQ(
      CalcContactFrictionFromSurfaceProperties(none, none).static_friction(),
      0.0);
}

}  // namespace geometry_properties_test
}  // namespace geometry
}  // namespace drake
