#include "drake/geometry/drake_visualizer.h"

#include <filesystem>
#include <mutex>
#include <stdexcept>
#include <string_view>
#include <utility>
#include <variant>

#include <fmt/format.h>

#include "drake/common/extract_double.h"
#include "drake/common/text_logging.h"
#include "drake/geometry/meshcat_files_internal.h"
#include "drake/geometry/proximity/polygon_surface_mesh.h"
#include "drake/geometry/shape_specification.h"
#include "drake/lcm/drake_lcm.h"
#include "drake/lcmt_viewer_draw.hpp"
#include "drake/lcmt_viewer_geometry_data.hpp"
#include "drake/lcmt_viewer_link_data.hpp"
#include "drake/lcmt_viewer_load_robot.hpp"
#include "drake/math/rigid_transform.h"

namespace drake {
namespace geometry {
namespace {

using math::RigidTransformd;

constexpr char kLoadChannel[] = "DRAKE_VIEWER_LOAD_ROBOT";
constexpr char kDrawChannel[] = "DRAKE_VIEWER_DRAW";
constexpr char kDeformableChannel[] = "DRAKE_VIEWER_DEFORMABLE";

void SetPoseAndColor(const RigidTransformd& X_PG, const Rgba& color,
                     lcmt_viewer_geometry_data* data) {
  const Eigen::Vector3d& p = X_PG.translation();
  for (int i = 0; i < 3; ++i) data->position[i] = static_cast<float>(p[i]);
  const Eigen::Quaterniond q = X_PG.rotation().ToQuaternion();
  data->quaternion[0] = static_cast<float>(q.w());
  data->quaternion[1] = static_cast<float>(q.x());
  data->quaternion[2] = static_cast<float>(q.y());
  data->quaternion[3] = static_cast<float>(q.z());
  data->color[0] = static_cast<float>(color.r());
  data->color[1] = static_cast<float>(color.g());
  data->color[2] = static_cast<float>(color.b());
  data->color[3] = static_cast<float>(color.a());
}

// A JSON string literal of `text`, escaped as nlohmann::json's dump() does
// (Drake's encoder): quote, backslash and control characters.
std::string JsonString(std::string_view text) {
  std::string out = "\"";
  for (const char c : text) {
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\b':
        out += "\\b";
        break;
      case '\f':
        out += "\\f";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\r':
        out += "\\r";
        break;
      case '\t':
        out += "\\t";
        break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          out += fmt::format("\\u{:04x}", static_cast<int>(c));
        } else {
          out += c;
        }
    }
  }
  return out + "\"";
}

std::string MemoryFileJson(const MemoryFile& file) {
  return fmt::format(
      "{{\"contents\":{},\"extension\":{},\"filename_hint\":{}}}",
      JsonString(internal::Base64Encode(file.contents())),
      JsonString(file.extension()), JsonString(file.filename_hint()));
}

// An in-memory mesh as the string_data of a MESH message, in Drake's
// encoding (lcmt_viewer_geometry_data.lcm), byte for byte as Drake's
// nlohmann::json dump() writes it (keys sorted, no spaces):
// {"in_memory_mesh":{"mesh_file":F,"supporting_files":{name:F or
// {"path":p},...}}}, each F holding the base64 contents, the extension and
// the filename hint.
std::string InMemoryMeshJson(const InMemoryMesh& mesh) {
  std::string supporting;
  for (const auto& [name, file] : mesh.supporting_files) {
    if (!supporting.empty()) supporting += ",";
    const auto* path = std::get_if<std::filesystem::path>(&file);
    supporting +=
        JsonString(name) + ":" +
        (path != nullptr
             ? fmt::format("{{\"path\":{}}}", JsonString(path->string()))
             : MemoryFileJson(std::get<MemoryFile>(file)));
  }
  return fmt::format(
      "{{\"in_memory_mesh\":{{\"mesh_file\":{}{}}}}}",
      MemoryFileJson(mesh.mesh_file),
      supporting.empty()
          ? std::string()
          : fmt::format(",\"supporting_files\":{{{}}}", supporting));
}

// A polygon mesh (a convex hull) as the viewer's inline MESH data: a header
// [num_vertices, num_triangles], then each triangle's three corners (x, y,
// z; corners are not shared), then the triangles' corner indices. Polygons
// are split into fans (they are convex).
void SetInlineMesh(const PolygonSurfaceMesh<double>& mesh,
                   lcmt_viewer_geometry_data* data) {
  std::vector<float> corners;
  std::vector<float> triangles;
  int next_corner = 0;
  for (int f = 0; f < mesh.num_faces(); ++f) {
    const auto polygon = mesh.element(f);
    for (int k = 1; k + 1 < polygon.num_vertices(); ++k) {
      for (const int v :
           {polygon.vertex(0), polygon.vertex(k), polygon.vertex(k + 1)}) {
        const Eigen::Vector3d& p_MV = mesh.vertex(v);
        for (int i = 0; i < 3; ++i) {
          corners.push_back(static_cast<float>(p_MV[i]));
        }
        triangles.push_back(static_cast<float>(next_corner++));
      }
    }
  }
  const int num_triangles = static_cast<int>(triangles.size()) / 3;
  data->type = lcmt_viewer_geometry_data::MESH;
  data->string_data.clear();
  data->float_data.clear();
  data->float_data.push_back(static_cast<float>(next_corner));
  data->float_data.push_back(static_cast<float>(num_triangles));
  data->float_data.insert(data->float_data.end(), corners.begin(),
                          corners.end());
  data->float_data.insert(data->float_data.end(), triangles.begin(),
                          triangles.end());
  data->num_float_data = static_cast<int32_t>(data->float_data.size());
}

// Fills a geometry message's type and float data from a shape.
template <typename T>
class ShapeToLcm final : public ShapeReifier {
 public:
  ShapeToLcm(const SceneGraphInspector<T>& inspector, GeometryId id,
             const DrakeVisualizerParams& params)
      : inspector_(inspector), id_(id), params_(params) {}

  // The message of the geometry `id` with its pose X_PG and `color`.
  lcmt_viewer_geometry_data Make(const Rgba& color) {
    X_PG_ = inspector_.GetPoseInFrame(id_);
    inspector_.GetShape(id_).Reify(this);
    SetPoseAndColor(X_PG_, color, &data_);
    return data_;
  }

  using ShapeReifier::ImplementGeometry;
  void ImplementGeometry(const Box& box, void*) final {
    SetFloats(lcmt_viewer_geometry_data::BOX,
              {box.width(), box.depth(), box.height()});
  }
  void ImplementGeometry(const Capsule& capsule, void*) final {
    SetFloats(lcmt_viewer_geometry_data::CAPSULE,
              {capsule.radius(), capsule.length()});
  }
  void ImplementGeometry(const Convex&, void*) final { SetHull("Convex"); }
  void ImplementGeometry(const Cylinder& cylinder, void*) final {
    SetFloats(lcmt_viewer_geometry_data::CYLINDER,
              {cylinder.radius(), cylinder.length()});
  }
  void ImplementGeometry(const Ellipsoid& ellipsoid, void*) final {
    SetFloats(lcmt_viewer_geometry_data::ELLIPSOID,
              {ellipsoid.a(), ellipsoid.b(), ellipsoid.c()});
  }
  void ImplementGeometry(const HalfSpace&, void*) final {
    // A thin box whose top face is the plane z = 0 of the geometry frame.
    constexpr double kThickness = 1.0;
    SetFloats(lcmt_viewer_geometry_data::BOX, {50.0, 50.0, kThickness});
    X_PG_ = X_PG_ * RigidTransformd(Eigen::Vector3d(0, 0, -kThickness / 2));
  }
  void ImplementGeometry(const Mesh& mesh, void*) final {
    if (params_.role == Role::kProximity) {
      SetHull("Mesh");
      return;
    }
    const Eigen::Vector3d& scale = mesh.scale3();
    SetFloats(lcmt_viewer_geometry_data::MESH,
              {scale.x(), scale.y(), scale.z()});
    data_.string_data = mesh.source().is_path()
                            ? mesh.source().path().string()
                            : InMemoryMeshJson(mesh.source().in_memory());
  }
  void ImplementGeometry(const Sphere& sphere, void*) final {
    SetFloats(lcmt_viewer_geometry_data::SPHERE, {sphere.radius()});
  }

 private:
  void SetFloats(int8_t type, std::initializer_list<double> values) {
    data_.type = type;
    data_.float_data.clear();
    for (const double value : values) {
      data_.float_data.push_back(static_cast<float>(value));
    }
    data_.num_float_data = static_cast<int32_t>(data_.float_data.size());
  }

  void SetHull(const char* shape_name) {
    const PolygonSurfaceMesh<double>* hull = inspector_.GetConvexHull(id_);
    if (hull == nullptr) {
      throw std::runtime_error(fmt::format(
          "DrakeVisualizer: the {} geometry '{}' has no convex hull to send",
          shape_name, inspector_.GetName(id_)));
    }
    SetInlineMesh(*hull, &data_);
  }

  const SceneGraphInspector<T>& inspector_;
  const GeometryId id_;
  const DrakeVisualizerParams& params_;
  RigidTransformd X_PG_;
  lcmt_viewer_geometry_data data_{};
};

template <typename T>
lcmt_viewer_geometry_data MakeGeometryMessage(
    const SceneGraphInspector<T>& inspector, GeometryId id,
    const DrakeVisualizerParams& params) {
  const GeometryProperties* properties =
      inspector.GetProperties(id, params.role);
  DRAKE_DEMAND(properties != nullptr);
  Rgba fallback = params.default_color;
  if (params.role != Role::kIllustration) {
    const IllustrationProperties* illustration =
        inspector.GetIllustrationProperties(id);
    if (illustration != nullptr) {
      fallback =
          illustration->GetPropertyOrDefault("phong", "diffuse", fallback);
    }
  }
  const Rgba color =
      properties->GetPropertyOrDefault("phong", "diffuse", fallback);
  return ShapeToLcm<T>(inspector, id, params).Make(color);
}

}  // namespace

namespace internal {

std::string MakeLcmChannelNameForRole(const std::string& channel,
                                      const DrakeVisualizerParams& params) {
  if (!params.use_role_channel_suffix) return channel;
  switch (params.role) {
    case Role::kIllustration:
      return channel + "_ILLUSTRATION";
    case Role::kProximity:
      return channel + "_PROXIMITY";
    case Role::kPerception:
      return channel + "_PERCEPTION";
    case Role::kUnassigned:
      break;
  }
  throw std::logic_error(fmt::format(
      "MakeLcmChannelNameForRole: no channel suffix for the role {} of "
      "channel {}",
      to_string(params.role), channel));
}

}  // namespace internal

template <typename T>
DrakeVisualizer<T>::DrakeVisualizer(lcm::DrakeLcmInterface* lcm,
                                    DrakeVisualizerParams params)
    : DrakeVisualizer(lcm, params, true) {}

template <typename T>
template <typename U>
DrakeVisualizer<T>::DrakeVisualizer(const DrakeVisualizer<U>& other)
    : DrakeVisualizer(nullptr, other.params_, false) {
  const auto* owned =
      dynamic_cast<const lcm::DrakeLcm*>(other.owned_lcm_.get());
  if (owned == nullptr) {
    throw std::runtime_error(
        "DrakeVisualizer can only be scalar converted if it owns its "
        "DrakeLcmInterface instance.");
  }
  owned_lcm_ = std::make_unique<lcm::DrakeLcm>(owned->get_lcm_url());
  lcm_ = owned_lcm_.get();
}

template <typename T>
DrakeVisualizer<T>::DrakeVisualizer(lcm::DrakeLcmInterface* lcm,
                                    DrakeVisualizerParams params, bool use_lcm)
    : systems::LeafSystem<T>(systems::SystemTypeTag<DrakeVisualizer>{}),
      params_(params) {
  if (!(params_.publish_period > 0)) {
    throw std::runtime_error(fmt::format(
        "DrakeVisualizer requires a positive publish period; {} was given",
        params_.publish_period));
  }
  if (params_.role == Role::kUnassigned) {
    throw std::runtime_error(
        "DrakeVisualizer cannot be used for geometries with the "
        "Role::kUnassigned value. Please choose proximity, perception, or "
        "illustration");
  }
  if (params_.show_hydroelastic && params_.role == Role::kProximity) {
    static std::once_flag warned;
    std::call_once(warned, []() {
      drake::log()->warn(
          "DrakeVisualizer: show_hydroelastic is not supported yet; the "
          "proximity shapes are sent instead of their hydroelastic meshes "
          "(this warning is shown once)");
    });
  }
  if (use_lcm) {
    if (lcm == nullptr) {
      owned_lcm_ = std::make_unique<lcm::DrakeLcm>();
      lcm_ = owned_lcm_.get();
    } else {
      lcm_ = lcm;
    }
  }
  this->DeclarePeriodicPublishEvent(params_.publish_period, 0.0,
                                    &DrakeVisualizer<T>::SendGeometryMessage);
  this->DeclareForcedPublishEvent(&DrakeVisualizer<T>::SendGeometryMessage);
  query_object_input_port_ =
      this->DeclareAbstractInputPort("query_object", Value<QueryObject<T>>())
          .get_index();
  frame_data_cache_index_ =
      this->DeclareCacheEntry("dynamic_frames",
                              &DrakeVisualizer<T>::CalcDynamicFrameData,
                              {this->nothing_ticket()})
          .cache_index();
}

template <typename T>
DrakeVisualizer<T>::~DrakeVisualizer() = default;

template <typename T>
const DrakeVisualizer<T>& DrakeVisualizer<T>::AddToBuilder(
    systems::DiagramBuilder<T>* builder, const SceneGraph<T>& scene_graph,
    lcm::DrakeLcmInterface* lcm, DrakeVisualizerParams params) {
  return AddToBuilder(builder, scene_graph.get_query_output_port(), lcm,
                      params);
}

template <typename T>
const DrakeVisualizer<T>& DrakeVisualizer<T>::AddToBuilder(
    systems::DiagramBuilder<T>* builder,
    const systems::OutputPort<T>& query_object_port,
    lcm::DrakeLcmInterface* lcm, DrakeVisualizerParams params) {
  DRAKE_THROW_UNLESS(builder != nullptr);
  const std::string name =
      fmt::format("drake_visualizer({})", to_string(params.role));
  auto* visualizer =
      builder->template AddSystem<DrakeVisualizer<T>>(lcm, params);
  if (!builder->HasSubsystemNamed(name)) visualizer->set_name(name);
  builder->Connect(query_object_port, visualizer->query_object_input_port());
  return *visualizer;
}

template <typename T>
void DrakeVisualizer<T>::DispatchLoadMessage(const SceneGraph<T>& scene_graph,
                                             lcm::DrakeLcmInterface* lcm,
                                             DrakeVisualizerParams params) {
  DRAKE_THROW_UNLESS(lcm != nullptr);
  std::vector<internal::DynamicFrameData> frames;
  PopulateDynamicFrameData(scene_graph.model_inspector(), params, &frames);
  SendLoadMessage(scene_graph.model_inspector(), params, frames, 0.0, lcm);
}

template <typename T>
systems::EventStatus DrakeVisualizer<T>::SendGeometryMessage(
    const systems::Context<T>& context) const {
  const auto& query_object =
      query_object_input_port().template Eval<QueryObject<T>>(context);
  const SceneGraphInspector<T>& inspector = query_object.inspector();
  const double time = ExtractDoubleOrThrow(context.get_time());
  bool load = false;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (!version_.IsSameAs(inspector.geometry_version(), params_.role)) {
      version_ = inspector.geometry_version();
      load = true;
    }
  }
  const auto& cache_entry = this->get_cache_entry(frame_data_cache_index_);
  if (load) {
    // The frames depend on the geometry, which the cache entry does not
    // track (SceneGraph changes it without a ticket): recompute now.
    cache_entry.get_mutable_cache_entry_value(context).mark_out_of_date();
  }
  const auto& frames =
      cache_entry.template Eval<std::vector<internal::DynamicFrameData>>(
          context);
  if (load) SendLoadMessage(inspector, params_, frames, time, lcm_);
  SendDrawMessage(query_object, params_, frames, time, lcm_);
  SendDeformableMessage(params_, time, lcm_);
  return systems::EventStatus::Succeeded();
}

template <typename T>
void DrakeVisualizer<T>::SendLoadMessage(
    const SceneGraphInspector<T>& inspector,
    const DrakeVisualizerParams& params,
    const std::vector<internal::DynamicFrameData>& dynamic_frames, double time,
    lcm::DrakeLcmInterface* lcm) {
  lcmt_viewer_load_robot message{};
  const FrameId world = inspector.world_frame_id();
  const std::vector<GeometryId> anchored =
      inspector.GetGeometries(world, params.role);
  if (!anchored.empty()) {
    lcmt_viewer_link_data link{};
    link.name = "world";
    link.robot_num = 0;
    for (const GeometryId id : anchored) {
      link.geom.push_back(MakeGeometryMessage(inspector, id, params));
    }
    link.num_geom = static_cast<int32_t>(link.geom.size());
    message.link.push_back(std::move(link));
  }
  for (const auto& frame : dynamic_frames) {
    lcmt_viewer_link_data link{};
    link.name = frame.name;
    link.robot_num = inspector.GetFrameGroup(frame.frame_id);
    for (const GeometryId id :
         inspector.GetGeometries(frame.frame_id, params.role)) {
      link.geom.push_back(MakeGeometryMessage(inspector, id, params));
    }
    link.num_geom = static_cast<int32_t>(link.geom.size());
    message.link.push_back(std::move(link));
  }
  message.num_links = static_cast<int32_t>(message.link.size());
  lcm::Publish(lcm, internal::MakeLcmChannelNameForRole(kLoadChannel, params),
               message, time);
}

template <typename T>
void DrakeVisualizer<T>::SendDrawMessage(
    const QueryObject<T>& query_object, const DrakeVisualizerParams& params,
    const std::vector<internal::DynamicFrameData>& dynamic_frames, double time,
    lcm::DrakeLcmInterface* lcm) {
  const SceneGraphInspector<T>& inspector = query_object.inspector();
  lcmt_viewer_draw message{};
  message.timestamp = static_cast<int64_t>(time * 1000.0);
  message.num_links = static_cast<int32_t>(dynamic_frames.size());
  for (const auto& frame : dynamic_frames) {
    message.link_name.push_back(frame.name);
    message.robot_num.push_back(inspector.GetFrameGroup(frame.frame_id));
    const RigidTransformd X_WF =
        query_object.GetPoseInWorld(frame.frame_id).template cast<double>();
    const Eigen::Vector3d& p_WF = X_WF.translation();
    message.position.push_back({static_cast<float>(p_WF.x()),
                                static_cast<float>(p_WF.y()),
                                static_cast<float>(p_WF.z())});
    const Eigen::Quaterniond q_WF = X_WF.rotation().ToQuaternion();
    message.quaternion.push_back(
        {static_cast<float>(q_WF.w()), static_cast<float>(q_WF.x()),
         static_cast<float>(q_WF.y()), static_cast<float>(q_WF.z())});
  }
  lcm::Publish(lcm, internal::MakeLcmChannelNameForRole(kDrawChannel, params),
               message, time);
}

template <typename T>
void DrakeVisualizer<T>::SendDeformableMessage(
    const DrakeVisualizerParams& params, double time,
    lcm::DrakeLcmInterface* lcm) {
  lcmt_viewer_link_data message{};
  message.name = "deformable_geometries";
  message.robot_num = 0;
  message.num_geom = 0;
  lcm::Publish(lcm,
               internal::MakeLcmChannelNameForRole(kDeformableChannel, params),
               message, time);
}

template <typename T>
void DrakeVisualizer<T>::PopulateDynamicFrameData(
    const SceneGraphInspector<T>& inspector,
    const DrakeVisualizerParams& params,
    std::vector<internal::DynamicFrameData>* frame_data) {
  frame_data->clear();
  for (const FrameId frame_id : inspector.GetAllFrameIds()) {
    if (frame_id == inspector.world_frame_id()) continue;
    const int count =
        inspector.NumGeometriesForFrameWithRole(frame_id, params.role);
    if (count == 0) continue;
    frame_data->push_back({frame_id, count,
                           inspector.GetOwningSourceName(frame_id) +
                               "::" + inspector.GetName(frame_id)});
  }
}

template <typename T>
void DrakeVisualizer<T>::CalcDynamicFrameData(
    const systems::Context<T>& context,
    std::vector<internal::DynamicFrameData>* frame_data) const {
  const auto& query_object =
      query_object_input_port().template Eval<QueryObject<T>>(context);
  PopulateDynamicFrameData(query_object.inspector(), params_, frame_data);
}

}  // namespace geometry
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::geometry::DrakeVisualizer);
