#include "drake/visualization/visualization_config_functions.h"

#include <stdexcept>
#include <string>

#include <fmt/format.h>

#include "drake/common/text_logging.h"
#include "drake/geometry/drake_visualizer.h"
#include "drake/geometry/meshcat_visualizer.h"
#include "drake/multibody/meshcat/contact_visualizer.h"
#include "drake/systems/lcm/lcm_buses.h"
#include "drake/systems/lcm/lcm_config_functions.h"
#include "drake/visualization/inertia_visualizer.h"

namespace drake {
namespace visualization {

using geometry::DrakeVisualizer;
using geometry::DrakeVisualizerParams;
using geometry::Meshcat;
using geometry::MeshcatVisualizer;
using geometry::MeshcatVisualizerParams;
using geometry::Role;
using geometry::SceneGraph;
using multibody::MultibodyPlant;

namespace {

// The system named `name` in `builder`, as S.
template <typename S>
S& FindSystem(systems::DiagramBuilder<double>* builder, const std::string& name,
              const char* what) {
  if (!builder->HasSubsystemNamed(name)) {
    throw std::logic_error(fmt::format(
        "ApplyVisualizationConfig: no {} was given and the builder has no "
        "system named '{}' (AddMultibodyPlantSceneGraph names it so)",
        what, name));
  }
  S* system = dynamic_cast<S*>(&builder->GetMutableSubsystemByName(name));
  if (system == nullptr) {
    throw std::logic_error(fmt::format(
        "ApplyVisualizationConfig: the system named '{}' is not a {}", name,
        what));
  }
  return *system;
}

}  // namespace

void ApplyVisualizationConfig(const VisualizationConfig& config,
                              systems::DiagramBuilder<double>* builder,
                              const systems::lcm::LcmBuses* lcm_buses,
                              const MultibodyPlant<double>* plant,
                              SceneGraph<double>* scene_graph,
                              std::shared_ptr<Meshcat> meshcat,
                              lcm::DrakeLcmInterface* lcm) {
  if (builder == nullptr) {
    throw std::logic_error("ApplyVisualizationConfig: the builder is null");
  }
  // The LCM side only when asked for explicitly (Drake also publishes on a
  // new default-URL DrakeLcm otherwise).
  const bool lcm_requested =
      lcm != nullptr || lcm_buses != nullptr || config.lcm_bus != "default";
  if (lcm_requested) {
    lcm = systems::lcm::FindOrCreateLcmBus(
        lcm, lcm_buses, builder, "ApplyVisualizationConfig", config.lcm_bus);
  }
  if (plant == nullptr) {
    plant = &FindSystem<const MultibodyPlant<double>>(builder, "plant",
                                                      "MultibodyPlant");
  }
  if (scene_graph == nullptr) {
    scene_graph =
        &FindSystem<SceneGraph<double>>(builder, "scene_graph", "SceneGraph");
  }
  if (!lcm_requested) {
    drake::log()->info(
        "ApplyVisualizationConfig: skipped: LCM visualization "
        "(DrakeVisualizer) on bus 'default' (pass an LCM interface or "
        "LcmBuses to publish)");
  } else if (lcm->get_lcm_url() != systems::lcm::LcmBuses::kLcmUrlMemqNull) {
    for (const DrakeVisualizerParams& params :
         internal::ConvertVisualizationConfigToDrakeParams(config)) {
      DrakeVisualizer<double>::AddToBuilder(builder, *scene_graph, lcm, params);
    }
    if (config.publish_contacts) {
      drake::log()->info(
          "ApplyVisualizationConfig: not supported yet, skipped: contact "
          "results over LCM (ContactResultsToLcm) on bus '{}'",
          config.lcm_bus);
    }
  }

  if (meshcat == nullptr && config.enable_meshcat_creation) {
    meshcat = std::make_shared<Meshcat>();
  }
  if (meshcat != nullptr) {
    for (const MeshcatVisualizerParams& params :
         internal::ConvertVisualizationConfigToMeshcatParams(config)) {
      MeshcatVisualizer<double>::AddToBuilder(builder, *scene_graph, meshcat,
                                              params);
    }
    if (config.publish_contacts) {
      multibody::meshcat::ContactVisualizer<double>::AddToBuilder(
          builder, *plant, meshcat,
          internal::ConvertVisualizationConfigToMeshcatContactParams(config));
    }
    if (config.publish_inertia && config.enable_alpha_sliders) {
      // The ellipsoids hide the links they stand for: half transparent.
      meshcat->SetSliderValue("inertia α", 0.5);
    }
  }
  // The inertia geometry lives in SceneGraph, whichever viewer draws it.
  if (config.publish_inertia) {
    InertiaVisualizer<double>::AddToBuilder(builder, *plant, scene_graph);
  }
}

void AddDefaultVisualization(systems::DiagramBuilder<double>* builder,
                             std::shared_ptr<Meshcat> meshcat) {
  ApplyVisualizationConfig(VisualizationConfig{}, builder, nullptr, nullptr,
                           nullptr, std::move(meshcat));
}

namespace internal {

std::vector<DrakeVisualizerParams> ConvertVisualizationConfigToDrakeParams(
    const VisualizationConfig& config) {
  std::vector<DrakeVisualizerParams> result;
  if (config.publish_illustration) {
    DrakeVisualizerParams illustration;
    illustration.role = Role::kIllustration;
    illustration.publish_period = config.publish_period;
    illustration.default_color = config.default_illustration_color;
    result.push_back(illustration);
  }
  if (config.publish_proximity) {
    DrakeVisualizerParams proximity;
    proximity.role = Role::kProximity;
    proximity.publish_period = config.publish_period;
    proximity.default_color = config.default_proximity_color;
    proximity.show_hydroelastic = true;
    proximity.use_role_channel_suffix = true;
    result.push_back(proximity);
  }
  return result;
}

std::vector<MeshcatVisualizerParams> ConvertVisualizationConfigToMeshcatParams(
    const VisualizationConfig& config) {
  std::vector<MeshcatVisualizerParams> result;
  if (config.publish_illustration) {
    MeshcatVisualizerParams illustration;
    illustration.role = Role::kIllustration;
    illustration.publish_period = config.publish_period;
    illustration.default_color = config.default_illustration_color;
    illustration.prefix = "illustration";
    illustration.delete_on_initialization_event =
        config.delete_on_initialization_event;
    illustration.enable_alpha_slider = config.enable_alpha_sliders;
    illustration.visible_by_default = true;
    result.push_back(illustration);
  }
  if (config.publish_inertia) {
    // Only the geometries InertiaVisualizer marks ("meshcat", "accepting")
    // = "inertia"; hidden until the user shows them.
    MeshcatVisualizerParams inertia;
    inertia.role = Role::kIllustration;
    inertia.publish_period = config.publish_period;
    inertia.prefix = "inertia";
    inertia.delete_on_initialization_event =
        config.delete_on_initialization_event;
    inertia.enable_alpha_slider = config.enable_alpha_sliders;
    inertia.visible_by_default = false;
    inertia.include_unspecified_accepting = false;
    result.push_back(inertia);
  }
  if (config.publish_proximity) {
    MeshcatVisualizerParams proximity;
    proximity.role = Role::kProximity;
    proximity.publish_period = config.publish_period;
    proximity.default_color = config.default_proximity_color;
    proximity.prefix = "proximity";
    proximity.delete_on_initialization_event =
        config.delete_on_initialization_event;
    proximity.enable_alpha_slider = config.enable_alpha_sliders;
    proximity.initial_alpha_slider_value = config.initial_proximity_alpha;
    proximity.visible_by_default = false;
    proximity.show_hydroelastic = true;
    result.push_back(proximity);
  }
  return result;
}

multibody::meshcat::ContactVisualizerParams
ConvertVisualizationConfigToMeshcatContactParams(
    const VisualizationConfig& config) {
  multibody::meshcat::ContactVisualizerParams result;
  result.publish_period = config.publish_period;
  result.delete_on_initialization_event = config.delete_on_initialization_event;
  return result;
}

}  // namespace internal
}  // namespace visualization
}  // namespace drake
