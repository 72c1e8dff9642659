#pragma once

#include <memory>
#include <vector>

#include "drake/geometry/drake_visualizer_params.h"
#include "drake/geometry/meshcat.h"
#include "drake/geometry/meshcat_visualizer_params.h"
#include "drake/geometry/scene_graph.h"
#include "drake/multibody/meshcat/contact_visualizer_params.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/visualization/visualization_config.h"

namespace drake {
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

The LCM side: when LCM is asked for explicitly (a non-null `lcm`, non-null
`lcm_buses`, or a `config.lcm_bus` other than "default"), a DrakeVisualizer
per published role on that bus (`lcm`, else `config.lcm_bus` of
`lcm_buses`; none on a "memq://null" bus): illustration, and proximity with
the role channel suffix. Differences from Drake: with the default bus and
neither `lcm` nor `lcm_buses`, Drake makes a DrakeLcm on the default
(network) URL and publishes there; this skips the LCM side with one log
line. Contact results over LCM (Drake's ContactResultsToLcm) are not
supported yet: skipped with a log line.
@throws std::exception if `builder` is null, has no system named "plant" or
"scene_graph" when `plant` or `scene_graph` is null, or `config.lcm_bus` is
not "default" and `lcm_buses` (non-null) has no such bus or is null while
`lcm` is null too. */
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

// The DrakeVisualizer params of `config` (declared here for the tests).
std::vector<geometry::DrakeVisualizerParams>
ConvertVisualizationConfigToDrakeParams(const VisualizationConfig& config);

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
