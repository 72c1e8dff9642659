#pragma once

// A test scene shared by the manipulation suites: a plant built from model
// directives holding a KUKA iiwa14 (no collision geometry) welded to the
// world by iiwa_link_0 and, optionally, a Schunk WSG 50 welded to its
// flange (iiwa_link_7), plus a free box (a model with nothing to actuate).

#include <map>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "drake/multibody/parsing/model_directives.h"
#include "drake/multibody/parsing/parser.h"
#include "drake/multibody/parsing/process_model_directives.h"
#include "drake/multibody/plant/multibody_plant.h"

namespace drake {
namespace manipulation {
namespace test {

inline std::string IiwaSceneDirectives(bool with_wsg) {
  std::string yaml = R"""(
directives:
- add_model:
    name: iiwa
    file: package://drake/manipulation/models/iiwa_description/urdf/iiwa14_no_collision.urdf
    default_joint_positions:
      iiwa_joint_2: [0.6]
      iiwa_joint_4: [-1.75]
      iiwa_joint_6: [1.0]
- add_weld:
    parent: world
    child: iiwa::iiwa_link_0
)""";
  if (with_wsg) {
    yaml += R"""(
- add_model:
    name: wsg
    file: package://drake/manipulation/models/wsg_50_description/sdf/schunk_wsg_50_with_tip.sdf
- add_weld:
    parent: iiwa::iiwa_link_7
    child: wsg::body
    X_PC:
      translation: [0, 0, 0.09]
      rotation: !Rpy { deg: [90, 0, 90] }
)""";
  }
  return yaml;
}

// Adds the scene to `plant` (not finalized) and returns the added models.
inline std::vector<multibody::parsing::ModelInstanceInfo> AddIiwaScene(
    multibody::MultibodyPlant<double>* plant, bool with_wsg) {
  multibody::Parser parser(plant);
  return multibody::parsing::ProcessModelDirectives(
      multibody::parsing::LoadModelDirectivesFromString(
          IiwaSceneDirectives(with_wsg)),
      &parser);
}

inline std::map<std::string, multibody::parsing::ModelInstanceInfo> ByName(
    const std::vector<multibody::parsing::ModelInstanceInfo>& models) {
  std::map<std::string, multibody::parsing::ModelInstanceInfo> result;
  for (const auto& info : models) {
    result.emplace(info.model_name, info);
  }
  return result;
}

}  // namespace test
}  // namespace manipulation
}  // namespace drake
