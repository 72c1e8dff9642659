#pragma once

#include <memory>
#include <vector>

#include "drake/geometry/meshcat.h"
#include "drake/geometry/meshcat_visualizer_params.h"
#include "drake/geometry/scene_graph.h"
#include "drake/multibody/meshcat/contact_visualizer_params.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/visualization/visualization_config.h"

namespace drake {
// LCM is not part of Mallard yet; these are declared so that Drake's
// signatures (with their null defaults) compile unchanged.
namespace lcm {
class DrakeLcmInterface;
}  // namespace lcm
namespace systems {
namespace lcm {
class LcmBuses;
}  // namespace lcm
}  // namespace systems

namespace visualization {

/** Adds the visualizers `config` asks for to `builder`: a MeshcatVisualizer
for the illustration geometries (prefix "illustration") and one for the
proximity geometries (prefix "proximity", hidden until switched on in the
page), drawing into `meshcat`, or into a new Meshcat when `meshcat` is null
and `config.enable_meshcat_creation`; and a ContactVisualizer of the plant's
contact forces when `config.publish_contacts`.

`plant` and `scene_graph` default to the systems named "plant" and
"scene_graph" in `builder` (as AddMultibodyPlantSceneGraph() names them).

Not supported yet (differences from Drake): the LCM side (DrakeVisualizer
on `config.lcm_bus`) — with the default bus "default" and no `lcm_buses` or
`lcm` it is skipped with one log line, otherwise this throws; the inertia
drawings — skipped with the same log line.
@throws std::exception if `builder` is null, has no system named "plant" or
"scene_graph" when `plant` or `scene_graph` is null, or if LCM is asked for
explicitly (a non-default `lcm_bus`, or non-null `lcm_buses` or `lcm`). */
void ApplyVisualizationConfig(
    const VisualizationConfig& config, systems::DiagramBuilder<double>* builder,
    const systems::lcm::LcmBuses* lcm_buses = nullptr,
    const multibody::MultibodyPlant<double>* plant = nullptr,
    geometry::SceneGraph<double>* scene_graph = nullptr,
    std::shared_ptr<geometry::Meshcat> meshcat = nullptr,
    lcm::DrakeLcmInterface* lcm = nullptr);

/** ApplyVisualizationConfig() with the default VisualizationConfig: draws the
"plant" and "scene_graph" of `builder` into `meshcat` (a new Meshcat, on the
first free port from 7000, when null). */
void AddDefaultVisualization(
    systems::DiagramBuilder<double>* builder,
    std::shared_ptr<geometry::Meshcat> meshcat = nullptr);

namespace internal {

// The MeshcatVisualizer params of `config` (declared here for the tests).
std::vector<geometry::MeshcatVisualizerParams>
ConvertVisualizationConfigToMeshcatParams(const VisualizationConfig& config);

// The ContactVisualizer params of `config` (declared here for the tests).
multibody::meshcat::ContactVisualizerParams
ConvertVisualizationConfigToMeshcatContactParams(
    const VisualizationConfig& config);

}  // namespace internal
}  // namespace visualization
}  // namespace drake
