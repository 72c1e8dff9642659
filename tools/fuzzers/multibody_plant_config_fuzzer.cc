// libFuzzer target: the input bytes as a MultibodyPlantConfig document, loaded
// as Drake's yaml::LoadYamlString<MultibodyPlantConfig> would, then applied by
// AddMultibodyPlant to a plant holding a ball resting 1 mm deep on a ground
// half space; the plant is finalized and takes one step (one discrete update,
// or the time derivatives of a continuous plant), so the config's contact
// model, solver and parameters all reach the contact code.

#include <exception>

#include "tools/fuzzers/fuzz_yaml.h"

#include "drake/common/yaml/yaml_io.h"
#include "drake/geometry/shape_specification.h"
#include "drake/math/rigid_transform.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/multibody/plant/multibody_plant_config.h"
#include "drake/multibody/plant/multibody_plant_config_functions.h"
#include "drake/systems/framework/diagram_builder.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using drake::multibody::MultibodyPlantConfig;
  const std::string document = drake::fuzz::YamlDocument(data, size);
  try {
    const auto config =
        drake::yaml::LoadYamlString<MultibodyPlantConfig>(document);
    drake::systems::DiagramBuilder<double> builder;
    auto [plant, scene_graph] =
        drake::multibody::AddMultibodyPlant(config, &builder);
    (void)scene_graph;
    // a 0.1 m ball of 1 kg, its center 0.099 m above the ground z = 0
    const double radius = 0.1;
    const auto& ball = plant.AddRigidBody(
        "ball", drake::multibody::SpatialInertia<double>::SolidSphereWithMass(
                    1.0, radius));
    const drake::multibody::CoulombFriction<double> friction(0.5, 0.4);
    plant.RegisterCollisionGeometry(ball, drake::math::RigidTransformd(),
                                    drake::geometry::Sphere(radius), "ball",
                                    friction);
    plant.RegisterCollisionGeometry(
        plant.world_body(), drake::math::RigidTransformd(),
        drake::geometry::HalfSpace(), "ground", friction);
    plant.SetDefaultFreeBodyPose(
        ball, drake::math::RigidTransformd(Eigen::Vector3d(0, 0, 0.099)));
    plant.Finalize();
    auto diagram = builder.Build();
    auto context = diagram->CreateDefaultContext();
    const auto& plant_context = plant.GetMyContextFromRoot(*context);
    if (plant.is_discrete()) {
      auto state = plant.AllocateDiscreteVariables();
      plant.CalcForcedDiscreteVariableUpdate(plant_context, state.get());
    } else {
      auto derivatives = plant.AllocateTimeDerivatives();
      plant.CalcTimeDerivatives(plant_context, derivatives.get());
    }
  } catch (const std::exception&) {
    // expected for invalid documents and values
  }
  return 0;
}
