#pragma once

/// @file
/// ApplyCameraConfig(): adds the camera a CameraConfig describes to a
/// diagram, as Drake v1.56 does, within what Mallard has (see the function's
/// documentation for what it refuses).

#include "drake/geometry/scene_graph.h"
#include "drake/lcm/drake_lcm_interface.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/lcm/lcm_buses.h"
#include "drake/systems/sensors/camera_config.h"

namespace drake {
namespace systems {
namespace sensors {

/** Adds the camera `config` describes to `builder`: an RgbdSensor named
 "rgbd_sensor_{config.name}" fixed to the plant frame `config.X_PB`'s
 base_frame names (the world frame when it has none; a scoped name such as
 "model::frame" is looked up as ProcessModelDirectives does) at the pose
 `config.X_PB`, with the cameras of config.MakeCameras(), its
 "geometry_query" input connected to `scene_graph`'s query output. Nothing
 is added when none of `rgb`, `depth` and `label` is set.

 The renderer is the one named `config.renderer_name`: when `scene_graph`
 has it, `config.renderer_class` must agree with it (an empty class name; a
 class name whose Drake type name is the renderer's
 GetRendererTypeName(); or a params struct whose YAML,
 yaml::SaveYamlString(params, "RenderEngineVtkParams") and so on, equals
 the renderer's GetRendererParameterYaml()); when it does not, the renderer
 that `renderer_class` names is made and added, which in Mallard (no
 built-in render engines) throws: add your RenderEngine to the SceneGraph
 under that name first.

 The images are published on LCM through the interface `lcm` (if
 non-null), else the bus `config.lcm_bus` of `lcm_buses`, else (a bus named
 "default" and no `lcm_buses`) a new DrakeLcm owned by `builder`; nothing is
 published when that interface's URL is LcmBuses::kLcmUrlMemqNull (the LCM
 opt-out). Otherwise, as in Drake, an ImageToLcmImageArrayT named
 "image_to_lcm_{config.name}" (zlib-compressed when `config.do_compress`)
 takes the sensor's "depth_image_16u" (port "depth", if `depth`),
 "color_image" ("rgb", if `rgb`) and "label_image" ("label", if `label`),
 and an LcmPublisherSystem publishes its lcmt_image_array on the channel
 "DRAKE_RGBD_CAMERA_IMAGES_{config.name}" every 1 / `config.fps` seconds
 from `config.capture_offset` + 1.001 · `config.output_delay` on.

 With `config.output_delay` = 0 the sensor is an RgbdSensor (rendering when
 its images are evaluated); otherwise, as in Drake, an RgbdSensorAsync
 capturing at `config.fps` from `config.capture_offset` and rendering on a
 background thread, its images appearing `output_delay` later, with a
 color camera only if `rgb` or `label`, a depth camera only if `depth`, and
 a label image only if `label`.

 @param plant The plant whose frames the camera may be fixed to; nullptr
   for the system named "plant" in `builder`.
 @param scene_graph The SceneGraph that renders; nullptr for the system
   named "scene_graph" in `builder`.
 @throws std::exception if `config` is invalid (CameraConfig's
   ValidateOrThrow() messages); if there is no such plant or scene graph
   or base frame; if the renderer_class conflicts with an existing
   renderer of that name (Drake's messages), or names an engine Mallard
   cannot make; or if `config.lcm_bus` is
   not "default" and neither `lcm` nor `lcm_buses` is given, or is not in
   `lcm_buses`. Each of these is checked before anything is added to
   `builder`.
 @pre `builder` is not null. */
void ApplyCameraConfig(const CameraConfig& config,
                       DiagramBuilder<double>* builder,
                       const systems::lcm::LcmBuses* lcm_buses = nullptr,
                       const multibody::MultibodyPlant<double>* plant = nullptr,
                       geometry::SceneGraph<double>* scene_graph = nullptr,
                       drake::lcm::DrakeLcmInterface* lcm = nullptr);

}  // namespace sensors
}  // namespace systems
}  // namespace drake
