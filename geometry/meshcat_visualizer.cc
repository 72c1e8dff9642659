#include "drake/geometry/meshcat_visualizer.h"

#include <algorithm>
#include <stdexcept>
#include <utility>

#include <fmt/format.h>

#include "drake/common/extract_double.h"
#include "drake/common/text_logging.h"

namespace drake {
namespace geometry {
namespace {

// A SceneGraph name as a Meshcat path fragment ("iiwa::link1" → "iiwa/link1").
std::string NameAsPath(std::string name) {
  for (size_t at = name.find("::"); at != std::string::npos;
       at = name.find("::", at + 1)) {
    name.replace(at, 2, "/");
  }
  return name;
}

}  // namespace

template <typename T>
MeshcatVisualizer<T>::MeshcatVisualizer(std::shared_ptr<Meshcat> meshcat,
                                        MeshcatVisualizerParams params)
    : systems::LeafSystem<T>(systems::SystemTypeTag<MeshcatVisualizer>{}),
      meshcat_(std::move(meshcat)),
      params_(std::move(params)),
      alpha_slider_name_(std::string(params_.prefix + " α")) {
  if (meshcat_ == nullptr) {
    throw std::logic_error("MeshcatVisualizer: the Meshcat is null");
  }
  if (!(params_.publish_period > 0.0)) {
    throw std::logic_error(fmt::format(
        "MeshcatVisualizer: publish_period must be positive, not {}",
        params_.publish_period));
  }
  if (params_.role == Role::kUnassigned) {
    throw std::logic_error(
        "MeshcatVisualizer cannot draw geometries of Role::kUnassigned; use "
        "kIllustration, kProximity or kPerception");
  }
  if (params_.show_hydroelastic) {
    drake::log()->debug(
        "MeshcatVisualizer: show_hydroelastic is not supported yet; the "
        "proximity shapes are drawn instead");
  }
  query_object_input_port_ =
      this->DeclareAbstractInputPort("query_object", Value<QueryObject<T>>())
          .get_index();
  this->DeclarePeriodicPublishEvent(params_.publish_period, 0.0,
                                    &MeshcatVisualizer<T>::UpdateMeshcat);
  this->DeclareForcedPublishEvent(&MeshcatVisualizer<T>::UpdateMeshcat);
  if (params_.delete_on_initialization_event) {
    this->DeclareInitializationPublishEvent(
        &MeshcatVisualizer<T>::OnInitialization);
  }
  if (params_.enable_alpha_slider) {
    alpha_value_ = params_.initial_alpha_slider_value;
    const std::vector<std::string> sliders = meshcat_->GetSliderNames();
    if (std::find(sliders.begin(), sliders.end(), alpha_slider_name_) ==
        sliders.end()) {
      alpha_value_ = meshcat_->AddSlider(alpha_slider_name_, 0.02, 1.0, 0.02,
                                         alpha_value_);
    }
  }
}

template <typename T>
MeshcatVisualizer<T>::~MeshcatVisualizer() = default;

template <typename T>
void MeshcatVisualizer<T>::Delete() const {
  meshcat_->Delete(params_.prefix);
  drawn_version_.reset();
  dynamic_frames_.clear();
  geometries_.clear();
  colors_.clear();
}

template <typename T>
MeshcatAnimation* MeshcatVisualizer<T>::StartRecording(
    bool set_transforms_while_recording) {
  meshcat_->StartRecording(1.0 / params_.publish_period,
                           set_transforms_while_recording);
  return &meshcat_->get_mutable_recording();
}

template <typename T>
void MeshcatVisualizer<T>::StopRecording() {
  meshcat_->StopRecording();
}

template <typename T>
void MeshcatVisualizer<T>::PublishRecording() const {
  meshcat_->PublishRecording();
}

template <typename T>
void MeshcatVisualizer<T>::DeleteRecording() {
  meshcat_->DeleteRecording();
}

template <typename T>
MeshcatAnimation* MeshcatVisualizer<T>::get_mutable_recording() {
  return &meshcat_->get_mutable_recording();
}

template <typename T>
MeshcatVisualizer<T>& MeshcatVisualizer<T>::AddToBuilder(
    systems::DiagramBuilder<T>* builder, const SceneGraph<T>& scene_graph,
    std::shared_ptr<Meshcat> meshcat, MeshcatVisualizerParams params) {
  return AddToBuilder(builder, scene_graph.get_query_output_port(),
                      std::move(meshcat), std::move(params));
}

template <typename T>
MeshcatVisualizer<T>& MeshcatVisualizer<T>::AddToBuilder(
    systems::DiagramBuilder<T>* builder,
    const systems::OutputPort<T>& query_object_port,
    std::shared_ptr<Meshcat> meshcat, MeshcatVisualizerParams params) {
  auto* visualizer = builder->template AddSystem<MeshcatVisualizer<T>>(
      std::move(meshcat), std::move(params));
  visualizer->set_name("meshcat_visualizer(" + visualizer->params_.prefix +
                       ")");
  builder->Connect(query_object_port, visualizer->query_object_input_port());
  return *visualizer;
}

template <typename T>
systems::EventStatus MeshcatVisualizer<T>::OnInitialization(
    const systems::Context<T>&) const {
  Delete();
  return systems::EventStatus::Succeeded();
}

template <typename T>
systems::EventStatus MeshcatVisualizer<T>::UpdateMeshcat(
    const systems::Context<T>& context) const {
  const auto& query_object =
      query_object_input_port().template Eval<QueryObject<T>>(context);
  const SceneGraphInspector<T>& inspector = query_object.inspector();

  // the geometry of our role changed (or was deleted): set every object
  // again
  bool initializing = false;
  if (!drawn_version_.has_value() ||
      !drawn_version_->IsSameAs(inspector.geometry_version(), params_.role)) {
    SetObjects(query_object);
    drawn_version_ = inspector.geometry_version();
    initializing = true;
  }
  SetTransforms(context, query_object);
  if (params_.enable_alpha_slider) {
    const double alpha = meshcat_->GetSliderValue(alpha_slider_name_);
    if (alpha != alpha_value_ || initializing) {
      alpha_value_ = alpha;
      SetAlphas(initializing);
    }
  }
  meshcat_->SetSimulationTime(ExtractDoubleOrThrow(context.get_time()));
  return systems::EventStatus::Succeeded();
}

template <typename T>
std::string MeshcatVisualizer<T>::FramePath(
    const SceneGraphInspector<T>& inspector, FrameId frame_id) const {
  if (frame_id == inspector.world_frame_id()) return params_.prefix;
  return params_.prefix + "/" + NameAsPath(inspector.GetName(frame_id));
}

template <typename T>
void MeshcatVisualizer<T>::SetObjects(
    const QueryObject<T>& query_object) const {
  const SceneGraphInspector<T>& inspector = query_object.inspector();
  std::map<FrameId, std::string> frames;
  std::map<GeometryId, std::string> geometries;
  std::map<GeometryId, Rgba> colors;
  for (const FrameId frame_id : inspector.GetAllFrameIds()) {
    const std::string frame_path = FramePath(inspector, frame_id);
    bool frame_has_geometry = false;
    for (const GeometryId geometry_id :
         inspector.GetGeometries(frame_id, params_.role)) {
      const GeometryProperties* properties =
          inspector.GetProperties(geometry_id, params_.role);
      if (properties == nullptr) continue;
      // ("meshcat", "accepting") filters geometries per visualizer
      if (properties->HasProperty("meshcat", "accepting")) {
        if (properties->template GetProperty<std::string>(
                "meshcat", "accepting") != params_.prefix) {
          continue;
        }
      } else if (!params_.include_unspecified_accepting) {
        continue;
      }
      Rgba rgba = params_.default_color;
      if (params_.role != Role::kProximity) {
        rgba = properties->GetPropertyOrDefault("phong", "diffuse", rgba);
      }
      const std::string path =
          frame_path + "/" + NameAsPath(inspector.GetName(geometry_id));
      meshcat_->SetObject(path, inspector.GetShape(geometry_id), rgba);
      meshcat_->SetTransform(path, inspector.GetPoseInFrame(geometry_id));
      geometries[geometry_id] = path;
      colors[geometry_id] = rgba;
      frame_has_geometry = true;
    }
    if (frame_has_geometry && frame_id != inspector.world_frame_id()) {
      frames[frame_id] = frame_path;
    }
  }
  // delete what is no longer drawn
  for (const auto& [geometry_id, path] : geometries_) {
    if (!geometries.contains(geometry_id)) meshcat_->Delete(path);
  }
  dynamic_frames_ = std::move(frames);
  geometries_ = std::move(geometries);
  colors_ = std::move(colors);
  meshcat_->SetProperty(params_.prefix, "visible", params_.visible_by_default);
}

template <typename T>
void MeshcatVisualizer<T>::SetTransforms(
    const systems::Context<T>& context,
    const QueryObject<T>& query_object) const {
  const double time = ExtractDoubleOrThrow(context.get_time());
  for (const auto& [frame_id, path] : dynamic_frames_) {
    const math::RigidTransformd X_WF =
        query_object.GetPoseInWorld(frame_id).template cast<double>();
    meshcat_->SetTransform(path, X_WF, time);
  }
}

template <typename T>
void MeshcatVisualizer<T>::SetAlphas(bool) const {
  for (const auto& [geometry_id, path] : geometries_) {
    const Rgba& rgba = colors_.at(geometry_id);
    meshcat_->SetProperty(path + "/<object>", "opacity",
                          rgba.a() * alpha_value_);
  }
}

}  // namespace geometry
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::geometry::MeshcatVisualizer);
