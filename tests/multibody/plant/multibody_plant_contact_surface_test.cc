// MultibodyPlant's hydroelastic contact surface representation: defaults by
// time step, the setter before and after Finalize, scalar conversion and
// the config hook. The value is stored and reported only.

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/multibody/plant/multibody_plant.h"
#include "drake/multibody/plant/multibody_plant_config_functions.h"

namespace drake {
namespace multibody {
namespace multibody_plant_contact_surface_test {

using geometry::HydroelasticContactRepresentation;

TEST(ContactSurfaceRepresentationTest, DefaultsFollowTimeStep) {
  EXPECT_EQ(MultibodyPlant<double>::GetDefaultContactSurfaceRepresentation(0),
            HydroelasticContactRepresentation::kTriangle);
  EXPECT_EQ(
      MultibodyPlant<double>::GetDefaultContactSurfaceRepresentation(1e-3),
      HydroelasticContactRepresentation::kPolygon);
  const MultibodyPlant<double> continuous(0.0);
  EXPECT_EQ(continuous.get_contact_surface_representation(),
            HydroelasticContactRepresentation::kTriangle);
  const MultibodyPlant<double> discrete(0.01);
  EXPECT_EQ(discrete.get_contact_surface_representation(),
            HydroelasticContactRepresentation::kPolygon);
}

TEST(ContactSurfaceRepresentationTest, SetBeforeFinalizeOnly) {
  MultibodyPlant<double> plant(0.0);
  plant.set_contact_surface_representation(
      HydroelasticContactRepresentation::kPolygon);
  EXPECT_EQ(plant.get_contact_surface_representation(),
            HydroelasticContactRepresentation::kPolygon);
  plant.Finalize();
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.set_contact_surface_representation(
          HydroelasticContactRepresentation::kTriangle),
      "set_contact_surface_representation\\(\\): the MultibodyPlant is "
      "already finalized.*");
  EXPECT_EQ(plant.get_contact_surface_representation(),
            HydroelasticContactRepresentation::kPolygon);
  // Scalar conversion keeps the value.
  auto plant_ad = systems::System<double>::ToAutoDiffXd(plant);
  EXPECT_EQ(plant_ad->get_contact_surface_representation(),
            HydroelasticContactRepresentation::kPolygon);
}

TEST(ContactSurfaceRepresentationTest, ConfigSetsIt) {
  MultibodyPlantConfig config;
  config.time_step = 0.0;
  config.contact_surface_representation = "polygon";
  MultibodyPlant<double> plant(0.0);
  ApplyMultibodyPlantConfig(config, &plant);
  EXPECT_EQ(plant.get_contact_surface_representation(),
            HydroelasticContactRepresentation::kPolygon);
  config.contact_surface_representation = "triangle";
  MultibodyPlant<double> discrete(0.01);
  ApplyMultibodyPlantConfig(config, &discrete);
  EXPECT_EQ(discrete.get_contact_surface_representation(),
            HydroelasticContactRepresentation::kTriangle);
}

}  // namespace multibody_plant_contact_surface_test
}  // namespace multibody
}  // namespace drake
