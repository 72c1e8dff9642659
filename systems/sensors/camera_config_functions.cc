#include "drake/systems/sensors/camera_config_functions.h"

#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <variant>

#include <fmt/format.h>

#include "drake/common/overloaded.h"
#include "drake/common/yaml/yaml_io.h"
#include "drake/geometry/render_gl/factory.h"
#include "drake/geometry/render_vtk/factory.h"
#include "drake/lcmt_image_array.hpp"
#include "drake/multibody/parsing/process_model_directives.h"
#include "drake/systems/lcm/lcm_config_functions.h"
#include "drake/systems/lcm/lcm_publisher_system.h"
#include "drake/systems/sensors/image_to_lcm_image_array_t.h"
#include "drake/systems/sensors/rgbd_sensor.h"
#include "drake/systems/sensors/rgbd_sensor_async.h"

namespace drake {
namespace systems {
namespace sensors {
namespace {

using geometry::RenderEngineGlParams;
using geometry::RenderEngineGltfClientParams;
using geometry::RenderEngineVtkParams;
using geometry::SceneGraph;
using geometry::render::RenderEngine;
using math::RigidTransformd;
using multibody::Frame;
using multibody::MultibodyPlant;

// The SceneGraph type name (GetRendererTypeName()) of each engine class a
// CameraConfig may name, as Drake's engines report it; "" for an unknown
// name (ValidateOrThrow() has rejected those already).
std::string DrakeEngineTypeName(const std::string& class_name) {
  static const std::map<std::string, std::string> kTypes{
      {"RenderEngineVtk",
       "drake::geometry::render_vtk::internal::RenderEngineVtk"},
      {"RenderEngineGl",
       "drake::geometry::render_gl::internal::RenderEngineGl"},
      {"RenderEngineGltfClient",
       "drake::geometry::render_gltf_client::internal::"
       "RenderEngineGltfClient"}};
  const auto found = kTypes.find(class_name);
  return found != kTypes.end() ? found->second : std::string();
}

[[noreturn]] void ThrowNoEngine(const CameraConfig& config,
                                const std::string& what) {
  throw std::logic_error(fmt::format(
      "Invalid camera configuration; renderer_class = '{}' is not supported "
      "in current build: Mallard has no built-in render engine. Camera '{}' "
      "needs a renderer named '{}' (renderer_name); add one with "
      "SceneGraph::AddRenderer() before ApplyCameraConfig().",
      what, config.name, config.renderer_name));
}

// The engine config.renderer_class asks for, when the SceneGraph has no
// renderer named config.renderer_name.
std::unique_ptr<RenderEngine> MakeEngine(const CameraConfig& config) {
  return std::visit(
      overloaded{[&config](const std::string& class_name)
                     -> std::unique_ptr<RenderEngine> {
                   if (class_name == "RenderEngineGl") {
                     if (!geometry::kHasRenderEngineGl) {
                       ThrowNoEngine(config, class_name);
                     }
                     RenderEngineGlParams params;
                     params.default_clear_color = config.background;
                     return geometry::MakeRenderEngineGl(params);
                   }
                   if (class_name == "RenderEngineGltfClient") {
                     ThrowNoEngine(config, class_name);
                   }
                   // "" or "RenderEngineVtk": Drake's default engine
                   if (!geometry::kHasRenderEngineVtk) {
                     ThrowNoEngine(config, "RenderEngineVtk");
                   }
                   RenderEngineVtkParams params;
                   params.default_clear_color = Eigen::Vector3d(
                       config.background.r(), config.background.g(),
                       config.background.b());
                   return geometry::MakeRenderEngineVtk(params);
                 },
                 [&config](const RenderEngineVtkParams& params)
                     -> std::unique_ptr<RenderEngine> {
                   if (!geometry::kHasRenderEngineVtk) {
                     ThrowNoEngine(config, "RenderEngineVtkParams");
                   }
                   return geometry::MakeRenderEngineVtk(params);
                 },
                 [&config](const RenderEngineGlParams& params)
                     -> std::unique_ptr<RenderEngine> {
                   if (!geometry::kHasRenderEngineGl) {
                     ThrowNoEngine(config, "RenderEngineGlParams");
                   }
                   return geometry::MakeRenderEngineGl(params);
                 },
                 [&config](const RenderEngineGltfClientParams&)
                     -> std::unique_ptr<RenderEngine> {
                   ThrowNoEngine(config, "RenderEngineGltfClientParams");
                 }},
      config.renderer_class);
}

// The YAML Drake's engine made from these params reports as its
// GetParameterYaml().
std::string ParamsYaml(const CameraConfig& config) {
  return std::visit(
      overloaded{[](const std::string&) { return std::string(); },
                 [](const RenderEngineVtkParams& params) {
                   return yaml::SaveYamlString(params, "RenderEngineVtkParams");
                 },
                 [](const RenderEngineGlParams& params) {
                   return yaml::SaveYamlString(params, "RenderEngineGlParams");
                 },
                 [](const RenderEngineGltfClientParams& params) {
                   return yaml::SaveYamlString(params,
                                               "RenderEngineGltfClientParams");
                 }},
      config.renderer_class);
}

// Throws unless the renderer config.renderer_name exists and agrees with
// config.renderer_class (Drake's rules and messages); returns the engine to
// add when it does not exist (which throws in Mallard, see MakeEngine()).
std::unique_ptr<RenderEngine> CheckRenderer(const CameraConfig& config,
                                            const SceneGraph<double>& sg) {
  const std::string type_name = sg.GetRendererTypeName(config.renderer_name);
  if (type_name.empty()) return MakeEngine(config);
  if (const auto* class_name =
          std::get_if<std::string>(&config.renderer_class)) {
    if (!class_name->empty() && DrakeEngineTypeName(*class_name) != type_name) {
      throw std::logic_error(fmt::format(
          "Invalid camera configuration; requested renderer_name = '{}' and "
          "renderer_class = '{}'. The name is already used with a different "
          "type: {}.",
          config.renderer_name, *class_name, type_name));
    }
  } else if (ParamsYaml(config) !=
             sg.GetRendererParameterYaml(config.renderer_name)) {
    throw std::logic_error(fmt::format(
        "Invalid camera configuration; requested renderer_name = '{}' with "
        "renderer parameters, but the named renderer already exists and "
        "doesn't match the given parameters",
        config.renderer_name));
  }
  return nullptr;
}

// Adds what publishes the sensor's images on `lcm` as Drake does: an
// ImageToLcmImageArrayT fed by the images the config asks for (the sensor's
// ports of RgbdSensor's names) and an LcmPublisherSystem of its
// lcmt_image_array, every 1 / fps seconds from capture_offset + 1.001 ·
// output_delay on (Drake's offset: just after an RgbdSensorAsync's images
// change, as the Simulator publishes before it updates at the same time).
void AddImagePublisher(const CameraConfig& config, const System<double>& sensor,
                       DiagramBuilder<double>* builder,
                       drake::lcm::DrakeLcmInterface* lcm) {
  auto* image_to_lcm =
      builder->AddSystem<ImageToLcmImageArrayT>(config.do_compress);
  image_to_lcm->set_name("image_to_lcm_" + config.name);
  // Drake's port order: depth, rgb, label
  if (config.depth) {
    builder->Connect(
        sensor.GetOutputPort("depth_image_16u"),
        image_to_lcm->DeclareImageInputPort<PixelType::kDepth16U>("depth"));
  }
  if (config.rgb) {
    builder->Connect(
        sensor.GetOutputPort("color_image"),
        image_to_lcm->DeclareImageInputPort<PixelType::kRgba8U>("rgb"));
  }
  if (config.label) {
    builder->Connect(
        sensor.GetOutputPort("label_image"),
        image_to_lcm->DeclareImageInputPort<PixelType::kLabel16I>("label"));
  }
  auto* publisher = builder->AddSystem(
      systems::lcm::LcmPublisherSystem::Make<lcmt_image_array>(
          "DRAKE_RGBD_CAMERA_IMAGES_" + config.name, lcm, 1.0 / config.fps,
          config.capture_offset + 1.001 * config.output_delay));
  builder->Connect(image_to_lcm->image_array_t_msg_output_port(),
                   publisher->get_input_port());
}

}  // namespace

void ApplyCameraConfig(const CameraConfig& config,
                       DiagramBuilder<double>* builder,
                       const systems::lcm::LcmBuses* lcm_buses,
                       const MultibodyPlant<double>* plant,
                       SceneGraph<double>* scene_graph,
                       drake::lcm::DrakeLcmInterface* lcm) {
  DRAKE_THROW_UNLESS(builder != nullptr);
  if (!(config.rgb || config.depth || config.label)) return;
  if (plant == nullptr) {
    plant = &builder->GetDowncastSubsystemByName<MultibodyPlant>("plant");
  }
  if (scene_graph == nullptr) {
    scene_graph =
        &builder->GetMutableDowncastSubsystemByName<SceneGraph>("scene_graph");
  }
  config.ValidateOrThrow();
  // the camera's frame: P (the named plant frame) on body A; X_AB = X_AP·X_PB
  const Frame<double>& frame_P = config.X_PB.base_frame.has_value()
                                     ? multibody::parsing::GetScopedFrameByName(
                                           *plant, *config.X_PB.base_frame)
                                     : plant->world_frame();
  const std::optional<geometry::FrameId> frame_A =
      plant->GetBodyFrameIdIfExists(frame_P.body().index());
  if (!frame_A.has_value()) {
    throw std::logic_error(fmt::format(
        "ApplyCameraConfig(): camera '{}': the body '{}' of its base frame "
        "'{}' has no SceneGraph frame (was the plant registered as a source "
        "of geometry?)",
        config.name, frame_P.body().name(), frame_P.name()));
  }
  const RigidTransformd X_AB =
      frame_P.GetFixedPoseInBodyFrame() * config.X_PB.GetDeterministicValue();
  const auto [color_camera, depth_camera] = config.MakeCameras();
  std::unique_ptr<RenderEngine> engine = CheckRenderer(config, *scene_graph);
  // the bus (may add a DrakeLcm to the builder: the last step that throws)
  lcm = systems::lcm::FindOrCreateLcmBus(lcm, lcm_buses, builder,
                                         "ApplyCameraConfig", config.lcm_bus);

  if (engine != nullptr) {
    scene_graph->AddRenderer(config.renderer_name, std::move(engine));
  }
  // An output delay makes an RgbdSensorAsync (rendering on a background
  // thread), with only the cameras the config asks for.
  System<double>* sensor{};
  if (config.output_delay == 0.0) {
    sensor = builder->AddSystem<RgbdSensor>(*frame_A, X_AB, color_camera,
                                            depth_camera);
  } else {
    sensor = builder->AddSystem<RgbdSensorAsync>(
        scene_graph, *frame_A, X_AB, config.fps, config.capture_offset,
        config.output_delay,
        config.rgb || config.label
            ? std::optional<geometry::render::ColorRenderCamera>(color_camera)
            : std::nullopt,
        config.depth
            ? std::optional<geometry::render::DepthRenderCamera>(depth_camera)
            : std::nullopt,
        config.label);
  }
  sensor->set_name("rgbd_sensor_" + config.name);
  builder->Connect(scene_graph->get_query_output_port(),
                   sensor->GetInputPort("geometry_query"));
  // memq://null: the user opted out of LCM
  if (lcm->get_lcm_url() == systems::lcm::LcmBuses::kLcmUrlMemqNull) return;
  AddImagePublisher(config, *sensor, builder, lcm);
}

}  // namespace sensors
}  // namespace systems
}  // namespace drake
