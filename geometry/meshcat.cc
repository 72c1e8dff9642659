#include "drake/geometry/meshcat.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <map>
#include <mutex>
#include <regex>
#include <sstream>
#include <stdexcept>
#include <utility>
#include <variant>

#include <fmt/format.h>

#define MSGPACK_NO_BOOST
#include <msgpack.hpp>

#include "drake/common/drake_assert.h"
#include "drake/common/text_logging.h"
#include "drake/geometry/meshcat_files_internal.h"
#include "drake/geometry/meshcat_server_internal.h"
#include "drake/geometry/proximity/convex_mesh.h"
#include "drake/geometry/proximity/triangle_surface_mesh.h"
#include "drake/perception/point_cloud.h"

namespace drake {
namespace geometry {
namespace {

namespace fs = std::filesystem;
using Packer = msgpack::packer<msgpack::sbuffer>;

// three.js's RepeatWrapping.
constexpr int kRepeatWrapping = 1000;

// msgpack extension codes of JavaScript typed arrays (meshcat's convention).
constexpr int8_t kExtUint32Array = 0x16;
constexpr int8_t kExtFloat32Array = 0x17;

std::string ToString(const msgpack::sbuffer& buffer) {
  return std::string(buffer.data(), buffer.size());
}

void PackString(Packer* o, std::string_view s) {
  o->pack_str(static_cast<uint32_t>(s.size()));
  o->pack_str_body(s.data(), static_cast<uint32_t>(s.size()));
}

// Packs (key, value) into a map being packed.
template <typename T>
void PackEntry(Packer* o, std::string_view key, const T& value) {
  PackString(o, key);
  if constexpr (std::is_convertible_v<const T&, std::string_view>) {
    PackString(o, value);
  } else {
    o->pack(value);
  }
}

void PackFloat32Array(Packer* o, const float* data, size_t count) {
  const size_t bytes = count * sizeof(float);
  o->pack_ext(bytes, kExtFloat32Array);
  o->pack_ext_body(reinterpret_cast<const char*>(data), bytes);
}

void PackUint32Array(Packer* o, const uint32_t* data, size_t count) {
  const size_t bytes = count * sizeof(uint32_t);
  o->pack_ext(bytes, kExtUint32Array);
  o->pack_ext_body(reinterpret_cast<const char*>(data), bytes);
}

// A column-major 4×4 matrix as 16 doubles (three.js's Matrix4.fromArray).
void PackMatrix(Packer* o, const Eigen::Matrix4d& matrix) {
  o->pack_array(16);
  for (int i = 0; i < 16; ++i) o->pack(matrix.data()[i]);
}

int ColorAsInt(const Rgba& rgba) {
  auto channel = [](double c) {
    return static_cast<int>(std::lround(std::clamp(c, 0.0, 1.0) * 255.0));
  };
  return (channel(rgba.r()) << 16) | (channel(rgba.g()) << 8) |
         channel(rgba.b());
}

std::string Lowercase(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(),
                 [](unsigned char c) { return std::tolower(c); });
  return s;
}

// Packs {type: "set_property", path, property, value}.
template <typename T>
std::string PackProperty(const std::string& path, const std::string& property,
                         const T& value) {
  msgpack::sbuffer buffer;
  Packer o(buffer);
  o.pack_map(4);
  PackEntry(&o, "type", "set_property");
  PackEntry(&o, "path", path);
  PackEntry(&o, "property", property);
  PackEntry(&o, "value", value);
  return ToString(buffer);
}

std::string PackTransform(const std::string& path,
                          const Eigen::Matrix4d& matrix) {
  msgpack::sbuffer buffer;
  Packer o(buffer);
  o.pack_map(3);
  PackEntry(&o, "type", "set_transform");
  PackEntry(&o, "path", path);
  PackString(&o, "matrix");
  PackMatrix(&o, matrix);
  return ToString(buffer);
}

}  // namespace

// What StartRecording() etc. keep (the caller's thread only).
struct MeshcatRecordingState {
  std::unique_ptr<MeshcatAnimation> animation{
      std::make_unique<MeshcatAnimation>()};
  bool recording{false};
  bool set_visualizations_while_recording{true};
};

class Meshcat::Impl {
 public:
  MeshcatRecordingState recording;

  explicit Impl(const MeshcatParams& params) : params_(params) {
    if (params.port.has_value() && *params.port != 0 && *params.port < 1024) {
      throw std::logic_error(fmt::format(
          "Meshcat: port {} is not allowed; use 0 (ephemeral) or a port >= "
          "1024",
          *params.port));
    }
    if (!(params.realtime_rate_period > 0.0)) {
      throw std::logic_error(
          fmt::format("Meshcat: realtime_rate_period must be positive, not {}",
                      params.realtime_rate_period));
    }
    internal::MeshcatServer::Handlers handlers;
    handlers.http = [this](const std::string& resource) {
      return HandleHttp(resource);
    };
    handlers.on_open = [this]() { return SceneMessages(true); };
    handlers.on_message = [this](const std::string& message, int64_t client) {
      HandleClientMessage(message, client);
    };
    handlers.on_close = [this](int64_t client) { OnClientClosed(client); };
    handlers.take_latest = [this](std::vector<std::string>* messages) {
      TakeLatestTransforms(messages);
    };
    server_ = std::make_unique<internal::MeshcatServer>(
        params.host, params.port, 7000, 7999, std::move(handlers));
    const std::string url_host =
        (params.host.empty() || params.host == "*") ? "localhost" : params.host;
    web_url_ = params.web_url_pattern;
    internal::ReplaceAll(&web_url_, "{host}", url_host);
    internal::ReplaceAll(&web_url_, "{port}", std::to_string(server_->port()));
    ws_url_ = web_url_;
    if (ws_url_.rfind("http", 0) == 0) ws_url_.replace(0, 4, "ws");
  }

  ~Impl() { server_.reset(); }

  const MeshcatParams& params() const { return params_; }
  const std::string& web_url() const { return web_url_; }
  const std::string& ws_url() const { return ws_url_; }
  int port() const { return server_->port(); }
  int num_connections() const { return server_->num_connections(); }
  void Flush() const { server_->Flush(10.0); }

  // ---- paths -------------------------------------------------------------

  // The absolute form of `path` (see Meshcat's path rules), without a
  // trailing "/".
  static std::string FullPath(std::string_view path) {
    std::string full;
    FullPathInto(path, &full);
    return full;
  }

  // FullPath() into `full`, reusing its capacity.
  static void FullPathInto(std::string_view path, std::string* full) {
    full->clear();
    if (path.empty()) {
      full->append("/drake");
    } else {
      if (path.front() != '/') full->append("/drake/");
      full->append(path);
    }
    while (full->size() > 1 && full->back() == '/') full->pop_back();
  }

  // ---- the scene tree ----------------------------------------------------

  // Records `message` as the object or a property of `path` and sends it.
  // (Transforms: SetTransformMatrix().)
  enum class Slot { kObject, kTransform, kProperty };
  void SetAndSend(const std::string& path, Slot slot,
                  const std::string& property, std::string message) {
    DRAKE_DEMAND(slot != Slot::kTransform);
    {
      std::lock_guard<std::mutex> lock(mutex_);
      Node& node = tree_[path];
      if (slot == Slot::kObject) {
        node.object = message;
      } else {
        node.properties[property] = message;
      }
    }
    server_->Send(std::move(message));
  }

  // Records `matrix` as the transform of `path` (Meshcat's path rules, see
  // FullPath()) and, while a browser listens, marks the path for the server
  // thread, which packs and sends the latest transform of each marked path
  // at its next drain (TakeLatestTransforms()). This is the hot path of
  // every publish: nothing is encoded here, and once a path has been seen
  // nothing is allocated.
  void SetTransformMatrix(std::string_view path,
                          const Eigen::Matrix4d& matrix) {
    std::lock_guard<std::mutex> lock(mutex_);
    FullPathInto(path, &scratch_path_);
    auto found = tree_.find(scratch_path_);
    if (found == tree_.end())
      found = tree_.emplace(scratch_path_, Node{}).first;
    Node& node = found->second;
    node.matrix = matrix;
    node.has_transform = true;
    // (checked after the tree is updated: a client whose snapshot is taken
    // after this point sees the new transform there)
    if (!node.transform_pending && server_->has_listeners()) {
      node.transform_pending = true;
      if (num_pending_ == pending_paths_.size()) pending_paths_.emplace_back();
      pending_paths_[num_pending_++].assign(scratch_path_);
    }
  }

  // The set_transform messages of the paths marked since the last call
  // (server thread).
  void TakeLatestTransforms(std::vector<std::string>* messages) {
    std::lock_guard<std::mutex> lock(mutex_);
    for (size_t i = 0; i < num_pending_; ++i) {
      auto found = tree_.find(pending_paths_[i]);
      // deleted since, or marked twice (deleted and set again)
      if (found == tree_.end() || !found->second.transform_pending) continue;
      found->second.transform_pending = false;
      messages->push_back(PackTransform(found->first, found->second.matrix));
    }
    num_pending_ = 0;
  }

  void Delete(const std::string& path) {
    if (path == "/") return;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      for (auto it = tree_.lower_bound(path); it != tree_.end();) {
        const std::string& key = it->first;
        if (key.compare(0, path.size(), path) != 0) break;
        if (key.size() == path.size() || key[path.size()] == '/') {
          it = tree_.erase(it);
        } else {
          ++it;
        }
      }
    }
    msgpack::sbuffer buffer;
    Packer o(buffer);
    o.pack_map(2);
    PackEntry(&o, "type", "delete");
    PackEntry(&o, "path", path);
    server_->Send(ToString(buffer));
  }

  // Every message that brings a client up to date: the scene tree in path
  // order, the camera target, the animation, and (for live clients) the
  // controls and the realtime rate.
  std::vector<std::string> SceneMessages(bool live) const {
    std::vector<std::string> messages;
    std::lock_guard<std::mutex> lock(mutex_);
    if (live) {
      msgpack::sbuffer buffer;
      Packer o(buffer);
      o.pack_map(2);
      PackEntry(&o, "type", "show_realtime_rate");
      PackEntry(&o, "show", params_.show_stats_plot);
      messages.push_back(ToString(buffer));
    }
    for (const auto& [path, node] : tree_) {
      if (!node.object.empty()) messages.push_back(node.object);
      if (node.has_transform) {
        messages.push_back(PackTransform(path, node.matrix));
      }
      for (const auto& [property, message] : node.properties) {
        messages.push_back(message);
      }
    }
    if (!camera_target_.empty()) messages.push_back(camera_target_);
    if (!animation_.empty()) messages.push_back(animation_);
    if (live) {
      for (const Control& control : controls_) {
        messages.push_back(control.is_button ? PackButton(control)
                                             : PackSlider(control));
      }
      if (!realtime_rate_message_.empty()) {
        messages.push_back(realtime_rate_message_);
      }
    }
    return messages;
  }

  bool HasPath(const std::string& path) const {
    std::lock_guard<std::mutex> lock(mutex_);
    auto it = tree_.lower_bound(path);
    if (it == tree_.end()) return false;
    const std::string& key = it->first;
    return key.compare(0, path.size(), path) == 0 &&
           (key.size() == path.size() || key[path.size()] == '/' ||
            path == "/");
  }

  std::string GetPacked(const std::string& path, Slot slot,
                        const std::string& property) const {
    std::lock_guard<std::mutex> lock(mutex_);
    auto found = tree_.find(path);
    if (found == tree_.end()) return "";
    const Node& node = found->second;
    switch (slot) {
      case Slot::kObject:
        return node.object;
      case Slot::kTransform:
        return node.has_transform ? PackTransform(path, node.matrix) : "";
      case Slot::kProperty: {
        auto property_found = node.properties.find(property);
        return property_found == node.properties.end() ? ""
                                                       : property_found->second;
      }
    }
    return "";
  }

  // ---- objects -----------------------------------------------------------

  std::string NewUuid() { return fmt::format("mallard-{:08d}", ++uuid_count_); }

  // Packs a set_object message: a three.js object of `object_type` with one
  // geometry and one material; with `texture_url` (a served image), the
  // material's map is that image (three.js's JSON "textures" and "images",
  // repeat-wrapped).
  std::string PackMeshObject(const std::string& path,
                             const std::string& object_type,
                             const std::function<void(Packer*)>& geometry,
                             const std::function<void(Packer*)>& material,
                             const Eigen::Matrix4d& matrix,
                             const std::string& texture_url = "") {
    const std::string geometry_uuid = NewUuid();
    const std::string material_uuid = NewUuid();
    texture_uuid_ = texture_url.empty() ? "" : NewUuid();
    msgpack::sbuffer buffer;
    Packer o(buffer);
    o.pack_map(3);
    PackEntry(&o, "type", "set_object");
    PackEntry(&o, "path", path);
    PackString(&o, "object");
    o.pack_map(texture_url.empty() ? 4 : 6);
    if (!texture_url.empty()) {
      const std::string image_uuid = NewUuid();
      PackString(&o, "textures");
      o.pack_array(1);
      o.pack_map(4);
      PackEntry(&o, "uuid", texture_uuid_);
      PackEntry(&o, "image", image_uuid);
      PackString(&o, "wrap");
      o.pack_array(2);
      o.pack(kRepeatWrapping);
      o.pack(kRepeatWrapping);
      PackString(&o, "repeat");
      o.pack_array(2);
      o.pack(1);
      o.pack(1);
      PackString(&o, "images");
      o.pack_array(1);
      o.pack_map(2);
      PackEntry(&o, "uuid", image_uuid);
      PackEntry(&o, "url", texture_url);
    }
    PackString(&o, "metadata");
    o.pack_map(2);
    PackEntry(&o, "version", 4.5);
    PackEntry(&o, "type", "Object");
    PackString(&o, "geometries");
    o.pack_array(1);
    geometry_uuid_ = geometry_uuid;
    geometry(&o);
    PackString(&o, "materials");
    o.pack_array(1);
    material_uuid_ = material_uuid;
    material(&o);
    PackString(&o, "object");
    o.pack_map(5);
    PackEntry(&o, "uuid", NewUuid());
    PackEntry(&o, "type", object_type);
    PackEntry(&o, "geometry", geometry_uuid);
    PackEntry(&o, "material", material_uuid);
    PackString(&o, "matrix");
    PackMatrix(&o, matrix);
    texture_uuid_.clear();
    return ToString(buffer);
  }

  // A MeshPhongMaterial of color `rgba` (with the texture of the object
  // being packed as its map, if any; the color tints it).
  std::function<void(Packer*)> PhongMaterial(const Rgba& rgba,
                                             bool wireframe = false,
                                             double wireframe_line_width = 1.0,
                                             int side = kDoubleSide,
                                             bool vertex_colors = false) {
    return [this, rgba, wireframe, wireframe_line_width, side,
            vertex_colors](Packer* o) {
      o->pack_map(9 + (vertex_colors ? 1 : 0) +
                  (texture_uuid_.empty() ? 0 : 1));
      if (vertex_colors) PackEntry(o, "vertexColors", true);
      if (!texture_uuid_.empty()) PackEntry(o, "map", texture_uuid_);
      PackEntry(o, "uuid", material_uuid_);
      PackEntry(o, "type", "MeshPhongMaterial");
      PackEntry(o, "color", ColorAsInt(rgba));
      PackEntry(o, "opacity", rgba.a());
      PackEntry(o, "transparent", rgba.a() < 1.0);
      PackEntry(o, "reflectivity", 0.5);
      PackEntry(o, "side", side);
      PackEntry(o, "wireframe", wireframe);
      PackEntry(o, "wireframeLineWidth", wireframe_line_width);
    };
  }

  // A PointsMaterial of `size` (m); with `vertex_colors`, the points take
  // the geometry's colors.
  std::function<void(Packer*)> PointsMaterial(const Rgba& rgba, double size,
                                              bool vertex_colors) {
    return [this, rgba, size, vertex_colors](Packer* o) {
      o->pack_map(7);
      PackEntry(o, "uuid", material_uuid_);
      PackEntry(o, "type", "PointsMaterial");
      PackEntry(o, "color", ColorAsInt(rgba));
      PackEntry(o, "opacity", rgba.a());
      PackEntry(o, "transparent", rgba.a() < 1.0);
      PackEntry(o, "size", size);
      PackEntry(o, "vertexColors", vertex_colors);
    };
  }

  std::function<void(Packer*)> LineMaterial(const Rgba& rgba,
                                            double line_width) {
    return [this, rgba, line_width](Packer* o) {
      o->pack_map(6);
      PackEntry(o, "uuid", material_uuid_);
      PackEntry(o, "type", "LineBasicMaterial");
      PackEntry(o, "color", ColorAsInt(rgba));
      PackEntry(o, "opacity", rgba.a());
      PackEntry(o, "transparent", rgba.a() < 1.0);
      PackEntry(o, "linewidth", line_width);
    };
  }

  // A BufferGeometry with positions (3×N) and optional triangle indices.
  // With `colors` (3×N, rgb in [0, 1]) when given.
  std::function<void(Packer*)> BufferGeometry(
      const Eigen::Matrix3Xf& position,
      const Eigen::Matrix<uint32_t, 3, Eigen::Dynamic>& faces,
      const Eigen::Matrix3Xf& colors = Eigen::Matrix3Xf()) {
    return [this, position, faces, colors](Packer* o) {
      o->pack_map(3);
      PackEntry(o, "uuid", geometry_uuid_);
      PackEntry(o, "type", "BufferGeometry");
      PackString(o, "data");
      o->pack_map(faces.cols() > 0 ? 2 : 1);
      if (faces.cols() > 0) {
        PackString(o, "index");
        o->pack_map(2);
        PackEntry(o, "itemSize", 1);
        PackString(o, "array");
        PackUint32Array(o, faces.data(), faces.size());
      }
      PackString(o, "attributes");
      o->pack_map(colors.cols() > 0 ? 2 : 1);
      if (colors.cols() > 0) {
        PackString(o, "color");
        o->pack_map(3);
        PackEntry(o, "itemSize", 3);
        PackEntry(o, "normalized", false);
        PackString(o, "array");
        PackFloat32Array(o, colors.data(), colors.size());
      }
      PackString(o, "position");
      o->pack_map(3);
      PackEntry(o, "itemSize", 3);
      PackEntry(o, "normalized", false);
      PackString(o, "array");
      PackFloat32Array(o, position.data(), position.size());
    };
  }

  // Registers `bytes` as a served asset; returns its URL.
  std::string RegisterAsset(const std::string& name, std::string bytes) {
    std::string url = "/assets/" + internal::ContentHash(bytes) + "/" + name;
    std::lock_guard<std::mutex> lock(mutex_);
    assets_.emplace(url, std::move(bytes));
    return url;
  }

  // Serves the supporting file `name` of the in-memory mesh `source`;
  // returns its URL. Throws naming the mesh and the file if it is missing
  // or cannot be read.
  std::string RegisterSupportingFile(const std::string& path,
                                     const MeshSource& source,
                                     const std::string& name) {
    const auto& files = source.in_memory().supporting_files;
    const auto found = files.find(name);
    if (found == files.end()) {
      throw std::runtime_error(fmt::format(
          "Meshcat::SetObject('{}'): the in-memory mesh '{}' refers to '{}', "
          "which is not among its supporting files",
          path, source.description(), name));
    }
    if (const auto* memory = std::get_if<MemoryFile>(&found->second)) {
      return RegisterAsset(fs::path(name).filename().string(),
                           memory->contents());
    }
    const fs::path& on_disk = std::get<fs::path>(found->second);
    std::optional<std::string> bytes = internal::ReadFileBytes(on_disk);
    if (!bytes.has_value()) {
      throw std::runtime_error(fmt::format(
          "Meshcat::SetObject('{}'): cannot read '{}', the supporting file "
          "'{}' of the in-memory mesh '{}'",
          path, on_disk.string(), name, source.description()));
    }
    return RegisterAsset(on_disk.filename().string(), std::move(*bytes));
  }

  // The set_object message of a Mesh or Convex file.
  std::string PackMeshFile(const std::string& path, const std::string& kind,
                           const MeshSource& source,
                           const Eigen::Vector3d& scale3, const Rgba& rgba) {
    // (an in-memory mesh has no path: `file` is empty and its own files
    // come from its supporting files)
    const fs::path file = source.is_path() ? source.path() : fs::path();
    const std::string filename = source.description();
    const std::string& extension = source.extension();
    if (extension != ".obj" && extension != ".gltf") {
      throw std::runtime_error(fmt::format(
          "Meshcat::SetObject('{}'): the {} file '{}' has the extension '{}'; "
          "only .obj and .gltf are supported",
          path, kind, filename, extension));
    }
    std::optional<std::string> contents =
        source.is_path() ? internal::ReadFileBytes(file)
                         : std::optional<std::string>(
                               source.in_memory().mesh_file.contents());
    if (!contents.has_value()) {
      throw std::runtime_error(
          fmt::format("Meshcat::SetObject('{}'): cannot read the {} file '{}'",
                      path, kind, filename));
    }
    Eigen::Matrix4d matrix = Eigen::Matrix4d::Identity();
    matrix.topLeftCorner<3, 3>() = scale3.asDiagonal();
    if (extension == ".obj" && kind == "Mesh" && source.is_in_memory()) {
      if (contents->find("mtllib") != std::string::npos) {
        drake::log()->warn(
            "Meshcat::SetObject('{}'): the materials of the in-memory OBJ '{}' "
            "are not supported yet; it is drawn in its rgba color",
            path, filename);
      }
    } else if (extension == ".obj" && kind == "Mesh") {
      std::optional<std::string> message =
          PackObjWithMaterials(path, file, *contents, matrix);
      if (message.has_value()) return std::move(*message);
    }
    if (extension == ".obj") {
      std::string data = std::move(*contents);
      return PackMeshObject(
          path, "Mesh",
          [this, &data](Packer* o) {
            o->pack_map(4);
            PackEntry(o, "uuid", geometry_uuid_);
            PackEntry(o, "type", "_meshfile_geometry");
            PackEntry(o, "format", "obj");
            PackEntry(o, "data", data);
          },
          PhongMaterial(rgba), matrix);
    }
    // glTF: the files it refers to (buffers, images) become served assets
    std::map<std::string, std::string> resources;
    static const std::regex kUri(R"re("uri"\s*:\s*"([^"]*)")re");
    for (std::sregex_iterator it(contents->begin(), contents->end(), kUri), end;
         it != end; ++it) {
      const std::string uri = (*it)[1].str();
      if (uri.rfind("data:", 0) == 0 || resources.contains(uri)) continue;
      if (source.is_in_memory()) {
        resources[uri] = RegisterSupportingFile(path, source, uri);
        continue;
      }
      const fs::path resource = file.parent_path() / uri;
      std::optional<std::string> bytes = internal::ReadFileBytes(resource);
      if (!bytes.has_value()) {
        throw std::runtime_error(fmt::format(
            "Meshcat::SetObject('{}'): cannot read '{}', which the glTF file "
            "'{}' refers to",
            path, resource.string(), filename));
      }
      resources[uri] =
          RegisterAsset(resource.filename().string(), std::move(*bytes));
    }
    msgpack::sbuffer buffer;
    Packer o(buffer);
    o.pack_map(3);
    PackEntry(&o, "type", "set_object");
    PackEntry(&o, "path", path);
    PackString(&o, "object");
    o.pack_map(2);
    PackString(&o, "metadata");
    o.pack_map(2);
    PackEntry(&o, "version", 4.5);
    PackEntry(&o, "type", "Object");
    PackString(&o, "object");
    o.pack_map(6);
    PackEntry(&o, "uuid", NewUuid());
    PackEntry(&o, "type", "_meshfile_object");
    PackEntry(&o, "format", "gltf");
    PackEntry(&o, "data", *contents);
    PackString(&o, "resources");
    o.pack_map(static_cast<uint32_t>(resources.size()));
    for (const auto& [uri, url] : resources) PackEntry(&o, uri, url);
    PackString(&o, "matrix");
    PackMatrix(&o, matrix);
    return ToString(buffer);
  }

  // The set_object message of an OBJ file whose "mtllib" names a readable
  // .mtl file: a _meshfile_object with the OBJ, the material library and
  // the textures it names (served; `resources` maps each name as written
  // in the .mtl to its URL). std::nullopt if the OBJ names no material
  // library, or one that cannot be read (logged; then drawn in one color).
  std::optional<std::string> PackObjWithMaterials(
      const std::string& path, const fs::path& file, const std::string& obj,
      const Eigen::Matrix4d& matrix);

  std::string PackShape(const std::string& path, const Shape& shape,
                        const Rgba& rgba, std::string_view diffuse_map);

  // ---- controls ----------------------------------------------------------

  struct Control {
    bool is_button{true};
    std::string name;
    std::string keycode1;
    std::string keycode2;
    int clicks{0};
    double min{0}, max{0}, step{0}, value{0};
  };

  static std::string PackButton(const Control& control) {
    msgpack::sbuffer buffer;
    Packer o(buffer);
    o.pack_map(4);
    PackEntry(&o, "type", "set_control");
    PackEntry(&o, "name", control.name);
    PackEntry(&o, "callback", "");
    PackEntry(&o, "keycode1", control.keycode1);
    return ToString(buffer);
  }

  static std::string PackSlider(const Control& control) {
    msgpack::sbuffer buffer;
    Packer o(buffer);
    o.pack_map(9);
    PackEntry(&o, "type", "set_control");
    PackEntry(&o, "name", control.name);
    PackEntry(&o, "callback", "");
    PackEntry(&o, "value", control.value);
    PackEntry(&o, "min", control.min);
    PackEntry(&o, "max", control.max);
    PackEntry(&o, "step", control.step);
    PackEntry(&o, "keycode1", control.keycode1);
    PackEntry(&o, "keycode2", control.keycode2);
    return ToString(buffer);
  }

  static std::string PackSliderValue(const std::string& name, double value) {
    msgpack::sbuffer buffer;
    Packer o(buffer);
    o.pack_map(4);
    PackEntry(&o, "type", "set_control_value");
    PackEntry(&o, "name", name);
    PackEntry(&o, "value", value);
    PackEntry(&o, "invoke_callback", false);
    return ToString(buffer);
  }

  // Clamps `value` to the slider's range and rounds it to a multiple of the
  // step from min.
  static double Quantize(const Control& slider, double value) {
    if (std::isnan(value)) return slider.value;
    value = std::clamp(value, slider.min, slider.max);
    const double steps = std::round((value - slider.min) / slider.step);
    return std::min(slider.max, slider.min + steps * slider.step);
  }

  // Requires the lock.
  Control* FindControl(std::string_view name) {
    for (Control& control : controls_) {
      if (control.name == name) return &control;
    }
    return nullptr;
  }
  const Control* FindControl(std::string_view name) const {
    return const_cast<Impl*>(this)->FindControl(name);
  }

  void AddButton(std::string name, std::string keycode) {
    std::string message;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      Control* existing = FindControl(name);
      if (existing != nullptr) {
        if (!existing->is_button) {
          throw std::logic_error(fmt::format(
              "Meshcat::AddButton(): '{}' is already the name of a slider",
              name));
        }
        if (existing->keycode1 != keycode) {
          throw std::logic_error(fmt::format(
              "Meshcat::AddButton(): the button '{}' exists with the keycode "
              "'{}', not '{}'",
              name, existing->keycode1, keycode));
        }
        existing->clicks = 0;
        return;
      }
      Control button;
      button.name = std::move(name);
      button.keycode1 = std::move(keycode);
      message = PackButton(button);
      controls_.push_back(std::move(button));
    }
    server_->Send(std::move(message));
  }

  int GetButtonClicks(std::string_view name) const {
    std::lock_guard<std::mutex> lock(mutex_);
    const Control* button = FindControl(name);
    if (button == nullptr || !button->is_button) {
      throw std::logic_error(fmt::format(
          "Meshcat::GetButtonClicks(): there is no button named '{}'", name));
    }
    return button->clicks;
  }

  double AddSlider(std::string name, double min, double max, double step,
                   double value, std::string decrement_keycode,
                   std::string increment_keycode) {
    if (!(min <= max) || !(step > 0.0) || !std::isfinite(min) ||
        !std::isfinite(max) || !std::isfinite(step)) {
      throw std::logic_error(fmt::format(
          "Meshcat::AddSlider('{}'): needs finite min <= max and step > 0 "
          "(got min={}, max={}, step={})",
          name, min, max, step));
    }
    std::string message;
    double set_value;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      if (FindControl(name) != nullptr) {
        throw std::logic_error(fmt::format(
            "Meshcat::AddSlider(): a control named '{}' already exists", name));
      }
      Control slider;
      slider.is_button = false;
      slider.name = std::move(name);
      slider.min = min;
      slider.max = max;
      slider.step = step;
      slider.value = min;
      slider.value = Quantize(slider, value);
      slider.keycode1 = std::move(decrement_keycode);
      slider.keycode2 = std::move(increment_keycode);
      set_value = slider.value;
      message = PackSlider(slider);
      controls_.push_back(std::move(slider));
    }
    server_->Send(std::move(message));
    return set_value;
  }

  double SetSliderValue(const std::string& name, double value) {
    std::string message;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      Control* slider = FindControl(name);
      if (slider == nullptr || slider->is_button) {
        throw std::logic_error(fmt::format(
            "Meshcat::SetSliderValue(): there is no slider named '{}'", name));
      }
      slider->value = Quantize(*slider, value);
      value = slider->value;
      message = PackSliderValue(name, value);
    }
    server_->Send(std::move(message));
    return value;
  }

  double GetSliderValue(std::string_view name) const {
    std::lock_guard<std::mutex> lock(mutex_);
    const Control* slider = FindControl(name);
    if (slider == nullptr || slider->is_button) {
      throw std::logic_error(fmt::format(
          "Meshcat::GetSliderValue(): there is no slider named '{}'", name));
    }
    return slider->value;
  }

  std::vector<std::string> GetControlNames(bool buttons) const {
    std::lock_guard<std::mutex> lock(mutex_);
    std::vector<std::string> names;
    for (const Control& control : controls_) {
      if (control.is_button == buttons) names.push_back(control.name);
    }
    return names;
  }

  bool DeleteControl(const std::string& name, bool button, bool strict) {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      auto found = std::find_if(
          controls_.begin(), controls_.end(), [&](const Control& control) {
            return control.name == name && control.is_button == button;
          });
      if (found == controls_.end()) {
        if (strict) {
          throw std::logic_error(
              fmt::format("Meshcat::Delete{}(): there is no {} named '{}'",
                          button ? "Button" : "Slider",
                          button ? "button" : "slider", name));
        }
        return false;
      }
      controls_.erase(found);
    }
    msgpack::sbuffer buffer;
    Packer o(buffer);
    o.pack_map(2);
    PackEntry(&o, "type", "delete_control");
    PackEntry(&o, "name", name);
    server_->Send(ToString(buffer));
    return true;
  }

  void DeleteAddedControls() {
    for (const std::string& name : GetControlNames(true)) {
      DeleteControl(name, true, false);
    }
    for (const std::string& name : GetControlNames(false)) {
      DeleteControl(name, false, false);
    }
  }

  // A message from a browser (server thread). Anything unexpected is
  // ignored; the unpack limits keep a hostile header (e.g. a map claiming
  // 2^32 entries) from allocating.
  void HandleClientMessage(std::string_view message, int64_t client) {
    const msgpack::unpack_limit limits(/* array */ 64, /* map */ 64,
                                       /* str */ 4096, /* bin */ 4096,
                                       /* ext */ 4096, /* depth */ 8);
    msgpack::object_handle handle;
    try {
      handle = msgpack::unpack(message.data(), message.size(), nullptr, nullptr,
                               limits);
    } catch (const std::exception&) {
      return;
    }
    const msgpack::object& root = handle.get();
    if (root.type != msgpack::type::MAP) return;
    std::string type, name;
    std::optional<double> value;
    const msgpack::object* gamepad = nullptr;
    std::vector<double> camera_pose;
    std::optional<bool> is_perspective;
    std::string path;
    std::vector<double> body_point, target_point;
    std::optional<bool> active;
    for (uint32_t i = 0; i < root.via.map.size; ++i) {
      const msgpack::object_kv& kv = root.via.map.ptr[i];
      if (kv.key.type != msgpack::type::STR) continue;
      const std::string_view key(kv.key.via.str.ptr, kv.key.via.str.size);
      if (key == "gamepad" && kv.val.type == msgpack::type::MAP) {
        gamepad = &kv.val;
      } else if (key == "camera_pose") {
        camera_pose = Numbers(kv.val);
      } else if (key == "is_perspective" &&
                 kv.val.type == msgpack::type::BOOLEAN) {
        is_perspective = kv.val.via.boolean;
      } else if (key == "type" && kv.val.type == msgpack::type::STR) {
        type.assign(kv.val.via.str.ptr, kv.val.via.str.size);
      } else if (key == "name" && kv.val.type == msgpack::type::STR) {
        name.assign(kv.val.via.str.ptr, kv.val.via.str.size);
      } else if (key == "path" && kv.val.type == msgpack::type::STR) {
        path.assign(kv.val.via.str.ptr, kv.val.via.str.size);
      } else if (key == "body_point_in_world") {
        body_point = Numbers(kv.val);
      } else if (key == "target_point_in_world") {
        target_point = Numbers(kv.val);
      } else if (key == "active" && kv.val.type == msgpack::type::BOOLEAN) {
        active = kv.val.via.boolean;
      } else if (key == "value") {
        if (kv.val.type == msgpack::type::FLOAT64 ||
            kv.val.type == msgpack::type::FLOAT32) {
          value = kv.val.via.f64;
        } else if (kv.val.type == msgpack::type::POSITIVE_INTEGER) {
          value = static_cast<double>(kv.val.via.u64);
        } else if (kv.val.type == msgpack::type::NEGATIVE_INTEGER) {
          value = static_cast<double>(kv.val.via.i64);
        }
      }
    }
    if (type == "button") {
      std::lock_guard<std::mutex> lock(mutex_);
      Control* button = FindControl(name);
      if (button != nullptr && button->is_button) ++button->clicks;
    } else if (type == "slider" && value.has_value()) {
      std::string update;
      {
        std::lock_guard<std::mutex> lock(mutex_);
        Control* slider = FindControl(name);
        if (slider == nullptr || slider->is_button) return;
        slider->value = Quantize(*slider, *value);
        update = PackSliderValue(name, slider->value);
      }
      // the other browsers follow
      server_->Send(std::move(update));
    } else if (type == "gamepad" && gamepad != nullptr) {
      Gamepad status;
      for (uint32_t i = 0; i < gamepad->via.map.size; ++i) {
        const msgpack::object_kv& kv = gamepad->via.map.ptr[i];
        if (kv.key.type != msgpack::type::STR) continue;
        const std::string_view key(kv.key.via.str.ptr, kv.key.via.str.size);
        if (key == "index") {
          const std::vector<double> index = Numbers(kv.val, true);
          if (index.size() == 1) status.index = static_cast<int>(index[0]);
        } else if (key == "button_values") {
          status.button_values = Numbers(kv.val);
        } else if (key == "axes") {
          status.axes = Numbers(kv.val);
        }
      }
      if (!status.index.has_value()) return;
      std::lock_guard<std::mutex> lock(mutex_);
      gamepad_ = std::move(status);
    } else if (type == "camera_pose" && camera_pose.size() == 16 &&
               is_perspective.has_value()) {
      std::optional<math::RigidTransformd> X_WC;
      if (*is_perspective) {
        X_WC = CameraPoseFromPage(camera_pose);
        if (!X_WC.has_value()) return;  // not a rigid transform
      }
      std::lock_guard<std::mutex> lock(mutex_);
      camera_pose_ = X_WC;
      camera_pose_client_ = client;
    } else if (type == "virtual_spring" && active.has_value()) {
      // {type, active: false} ends the drag; {type, active: true, path,
      // body_point_in_world: [x, y, z], target_point_in_world: [x, y, z]}
      // (Drake's z-up world, finite) describes it; anything else is ignored
      std::optional<VirtualSpringKinematics> spring;
      if (*active) {
        if (path.empty() || path.front() != '/' || body_point.size() != 3 ||
            target_point.size() != 3) {
          return;
        }
        spring =
            VirtualSpringKinematics{path, Eigen::Vector3d(body_point.data()),
                                    Eigen::Vector3d(target_point.data())};
        if (!spring->body_point_in_world.allFinite() ||
            !spring->target_point_in_world.allFinite()) {
          return;
        }
      }
      std::lock_guard<std::mutex> lock(mutex_);
      spring_ = std::move(spring);
      spring_client_ = client;
    }
  }

  std::optional<VirtualSpringKinematics> GetVirtualSpringKinematics() const {
    std::lock_guard<std::mutex> lock(mutex_);
    return spring_;
  }

  // The numbers of a msgpack value: an array of numbers (or, with
  // `scalar`, one number) as doubles; empty if it is anything else.
  static std::vector<double> Numbers(const msgpack::object& object,
                                     bool scalar = false) {
    auto number = [](const msgpack::object& o) -> std::optional<double> {
      switch (o.type) {
        case msgpack::type::FLOAT32:
        case msgpack::type::FLOAT64:
          return o.via.f64;
        case msgpack::type::POSITIVE_INTEGER:
          return static_cast<double>(o.via.u64);
        case msgpack::type::NEGATIVE_INTEGER:
          return static_cast<double>(o.via.i64);
        default:
          return std::nullopt;
      }
    };
    std::vector<double> values;
    if (scalar) {
      if (std::optional<double> v = number(object)) values.push_back(*v);
      return values;
    }
    if (object.type != msgpack::type::ARRAY) return values;
    for (uint32_t i = 0; i < object.via.array.size; ++i) {
      std::optional<double> v = number(object.via.array.ptr[i]);
      if (!v.has_value()) return {};
      values.push_back(*v);
    }
    return values;
  }

  // The pose X_WC of a page's camera in Drake's frames from its 4×4 world
  // matrix (16 numbers, column-major) in three.js's y-up world M, whose
  // camera C_m looks along -z with +y up. W is M turned +90° about x
  // (z up); Drake's camera C looks along +Cz with +Cy down, i.e. C_m turned
  // 180° about its x. std::nullopt unless the matrix is a finite rigid
  // transform (rotation orthonormal to 1e-6, last row [0, 0, 0, 1]).
  static std::optional<math::RigidTransformd> CameraPoseFromPage(
      const std::vector<double>& values) {
    const Eigen::Map<const Eigen::Matrix4d> X_MCm(values.data());
    if (!X_MCm.allFinite()) return std::nullopt;
    const Eigen::Matrix3d R_MCm = X_MCm.topLeftCorner<3, 3>();
    if (!(R_MCm.transpose() * R_MCm)
             .isApprox(Eigen::Matrix3d::Identity(), 1e-6) ||
        R_MCm.determinant() <= 0 ||
        !X_MCm.row(3).isApprox(Eigen::RowVector4d(0, 0, 0, 1), 1e-6)) {
      return std::nullopt;
    }
    const math::RotationMatrixd R_WM =
        math::RotationMatrixd::MakeXRotation(M_PI / 2);
    const Eigen::Matrix3d R_CmC = Eigen::Vector3d(1, -1, -1).asDiagonal();
    // re-orthonormalized: the page's float arithmetic leaves ~1e-7 errors
    const Eigen::Quaterniond q_WC(R_WM.matrix() * R_MCm * R_CmC);
    return math::RigidTransformd(
        math::RotationMatrixd(q_WC.normalized()),
        R_WM * Eigen::Vector3d(X_MCm.topRightCorner<3, 1>()));
  }

  // A client disconnected: its camera pose is no longer tracked.
  void OnClientClosed(int64_t client) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (camera_pose_client_ == client) {
      camera_pose_.reset();
      camera_pose_client_ = -1;
    }
    // a page that closes mid-drag lets go
    if (spring_client_ == client) {
      spring_.reset();
      spring_client_ = -1;
    }
  }

  Gamepad GetGamepad() const {
    std::lock_guard<std::mutex> lock(mutex_);
    return gamepad_;
  }

  std::optional<math::RigidTransformd> GetTrackedCameraPose() const {
    std::lock_guard<std::mutex> lock(mutex_);
    return camera_pose_;
  }

  // ---- realtime rate -----------------------------------------------------

  void SetSimulationTime(double sim_time) {
    const double wall = WallTime();
    if (!rate_start_.has_value() || sim_time < sim_time_) {
      rate_start_ = std::make_pair(wall, sim_time);
    } else if (wall - rate_start_->first >= params_.realtime_rate_period) {
      const double rate =
          (sim_time - rate_start_->second) / (wall - rate_start_->first);
      rate_start_ = std::make_pair(wall, sim_time);
      sim_time_ = sim_time;
      SetRealtimeRate(rate);
      return;
    }
    sim_time_ = sim_time;
  }

  void SetRealtimeRate(double rate) {
    realtime_rate_ = rate;
    msgpack::sbuffer buffer;
    Packer o(buffer);
    // "realtime_rate" is Drake's; "simulation_time" is Mallard's addition
    // (the page shows it; other pages ignore the extra key)
    o.pack_map(3);
    PackEntry(&o, "type", "realtime_rate");
    PackEntry(&o, "rate", rate);
    PackEntry(&o, "simulation_time", sim_time_);
    std::string message = ToString(buffer);
    {
      std::lock_guard<std::mutex> lock(mutex_);
      realtime_rate_message_ = message;
    }
    server_->Send(std::move(message), "\x01realtime_rate");
  }

  static double WallTime() {
    return std::chrono::duration<double>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
  }

  // ---- HTTP --------------------------------------------------------------

  std::optional<internal::MeshcatHttpResponse> HandleHttp(
      const std::string& resource) {
    if (resource == "/" || resource == "/index.html") {
      return internal::MeshcatHttpResponse{
          internal::MeshcatContentType(".html"),
          internal::MeshcatPageHtml(
              [](const std::string& name) { return "/three/" + name; },
              [](const std::string& name) { return "/mallard/" + name; },
              "null")};
    }
    // Drake's download URLs: the static page (see StaticHtml()) or its ZIP
    // archive (see StaticZip()) of the scene as it is now, as attachments
    if (resource == "/download") {
      return internal::MeshcatHttpResponse{
          internal::MeshcatContentType(".html"), StaticPage(false),
          "attachment; filename=\"meshcat.html\""};
    }
    if (resource == "/download.zip") {
      return internal::MeshcatHttpResponse{
          "application/x-zip", StaticPage(true),
          "attachment; filename=\"meshcat.zip\""};
    }
    if (resource.rfind("/mallard/", 0) == 0) {
      const std::string name = resource.substr(9);
      if (name == "index.html") return std::nullopt;
      std::optional<std::string_view> file = internal::GetMeshcatPageFile(name);
      if (!file.has_value()) return std::nullopt;
      return internal::MeshcatHttpResponse{internal::MeshcatContentType(name),
                                           std::string(*file)};
    }
    if (resource.rfind("/three/", 0) == 0) {
      const std::string name = resource.substr(7);
      for (const std::string& allowed : internal::MeshcatThreeFiles()) {
        if (name == allowed) {
          std::optional<std::string> source =
              internal::ReadMeshcatThreeFile(name);
          if (!source.has_value()) return std::nullopt;
          return internal::MeshcatHttpResponse{
              internal::MeshcatContentType(name), std::move(*source)};
        }
      }
      return std::nullopt;
    }
    std::lock_guard<std::mutex> lock(mutex_);
    auto found = assets_.find(resource);
    if (found == assets_.end()) return std::nullopt;
    return internal::MeshcatHttpResponse{internal::MeshcatContentType(resource),
                                         found->second};
  }

  // The static page (see Meshcat::StaticHtml()) as one HTML file, or (for
  // `zip`) as the ZIP archive of a thin meshcat.html that loads its
  // scripts and assets from files beside it.
  std::string StaticPage(bool zip) const {
    const char* const caller =
        zip ? "Meshcat::StaticZip()" : "Meshcat::StaticHtml()";
    std::vector<std::pair<std::string, std::string>> files;
    auto data_url = [](std::string_view type, std::string_view bytes) {
      return fmt::format("data:{};base64,{}", type,
                         internal::Base64Encode(bytes));
    };
    auto three_url = [&](const std::string& name) {
      std::optional<std::string> source = internal::ReadMeshcatThreeFile(name);
      if (!source.has_value()) {
        throw std::runtime_error(fmt::format(
            "{}: cannot read the three.js file '{}' (set MALLARD_THREE_JS_DIR "
            "to the folder of three.js)",
            caller, (internal::MeshcatThreeJsDir() / name).string()));
      }
      if (!zip) return data_url("text/javascript", *source);
      files.emplace_back("three/" + name, std::move(*source));
      return "./" + files.back().first;
    };
    auto page_url = [&](const std::string& name) {
      const std::string_view source = *internal::GetMeshcatPageFile(name);
      if (!zip) return data_url("text/javascript", source);
      files.emplace_back("mallard/" + name, std::string(source));
      return "./" + files.back().first;
    };
    std::string messages = "[";
    for (const std::string& message : SceneMessages(false)) {
      if (messages.size() > 1) messages += ",";
      messages += "\"" + internal::Base64Encode(message) + "\"";
    }
    messages += "]";
    // served URL → data URL (html) or the file's relative URL (zip)
    std::string assets = "{";
    {
      std::lock_guard<std::mutex> lock(mutex_);
      for (const auto& [url, bytes] : assets_) {
        if (assets.size() > 1) assets += ",";
        if (zip) {
          files.emplace_back(url.substr(1), bytes);
          assets += "\"" + url + "\":\"./" + files.back().first + "\"";
        } else {
          assets += "\"" + url + "\":\"" +
                    data_url(internal::MeshcatContentType(url), bytes) + "\"";
        }
      }
    }
    assets += "}";
    const std::string static_data =
        fmt::format(R"({{"messages": {}, "assets": {}}})", messages, assets);
    std::string html =
        internal::MeshcatPageHtml(three_url, page_url, static_data);
    if (!zip) return html;
    files.insert(files.begin(), {"meshcat.html", std::move(html)});
    return internal::MakeZip(files);
  }

  // ---- recording ---------------------------------------------------------

  std::string PackAnimation(const MeshcatAnimation& animation) const;

  template <typename T>
  void SetPropertyAny(std::string_view path, const std::string& property,
                      const T& value, std::optional<double> time_in_recording);

  void SetAnimationMessage(std::string message) {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      animation_ = message;
    }
    server_->Send(std::move(message));
  }

  void SetCameraTargetMessage(std::string message) {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      camera_target_ = message;
    }
    server_->Send(std::move(message));
  }

 private:
  struct Node {
    std::string object;
    // the transform (packed when sent: SceneMessages, TakeLatestTransforms)
    Eigen::Matrix4d matrix;
    bool has_transform{false};
    // marked for the server thread's next drain
    bool transform_pending{false};
    std::map<std::string, std::string> properties;
  };

  const MeshcatParams params_;
  std::string web_url_;
  std::string ws_url_;

  // guards the scene, the controls and the assets (read by the server thread)
  mutable std::mutex mutex_;
  std::map<std::string, Node> tree_;
  std::string camera_target_;
  std::string animation_;
  std::string realtime_rate_message_;
  std::vector<Control> controls_;
  std::map<std::string, std::string> assets_;
  Gamepad gamepad_;
  // the last camera pose a page tracked, and that page's client number
  std::optional<math::RigidTransformd> camera_pose_;
  int64_t camera_pose_client_{-1};
  // the drag the page `spring_client_` reported last
  std::optional<VirtualSpringKinematics> spring_;
  int64_t spring_client_{-1};
  // SetTransformMatrix()'s scratch path, and the paths it marked (the first
  // num_pending_ of pending_paths_, whose strings keep their capacity)
  std::string scratch_path_;
  std::vector<std::string> pending_paths_;
  size_t num_pending_{0};

  // caller-thread state
  int uuid_count_{0};
  std::string geometry_uuid_;
  std::string material_uuid_;
  std::string texture_uuid_;
  double sim_time_{0.0};
  double realtime_rate_{0.0};
  std::optional<std::pair<double, double>> rate_start_;

  std::unique_ptr<internal::MeshcatServer> server_;

 public:
  double sim_time() const { return sim_time_; }
  double realtime_rate() const { return realtime_rate_; }
};

namespace {

// The rest of the first line of `text` that starts with the word `keyword`
// (after blanks), trimmed, e.g. "cube.mtl" of "mtllib cube.mtl".
std::optional<std::string> FindObjStatement(const std::string& text,
                                            std::string_view keyword) {
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    const size_t start = line.find_first_not_of(" \t");
    if (start == std::string::npos) continue;
    if (line.compare(start, keyword.size(), keyword) != 0) continue;
    const size_t after = start + keyword.size();
    if (after >= line.size() || (line[after] != ' ' && line[after] != '\t')) {
      continue;
    }
    std::string rest = line.substr(after);
    const size_t first = rest.find_first_not_of(" \t");
    const size_t last = rest.find_last_not_of(" \t\r");
    if (first == std::string::npos) continue;
    return rest.substr(first, last - first + 1);
  }
  return std::nullopt;
}

}  // namespace

std::optional<std::string> Meshcat::Impl::PackObjWithMaterials(
    const std::string& path, const fs::path& file, const std::string& obj,
    const Eigen::Matrix4d& matrix) {
  const std::optional<std::string> mtllib = FindObjStatement(obj, "mtllib");
  if (!mtllib.has_value()) return std::nullopt;
  const fs::path mtl_file = file.parent_path() / *mtllib;
  std::optional<std::string> mtl = internal::ReadFileBytes(mtl_file);
  if (!mtl.has_value() || fs::is_directory(mtl_file)) {
    drake::log()->warn(
        "Meshcat::SetObject('{}'): cannot read the material library '{}' "
        "that the OBJ file '{}' names; the mesh is drawn in its rgba color",
        path, mtl_file.string(), file.string());
    return std::nullopt;
  }
  // the texture maps: the last word of each map_* (bump, disp, decal, norm)
  // statement names the file, after any options (.mtl's syntax)
  std::map<std::string, std::string> resources;
  std::istringstream in(*mtl);
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream words(line);
    std::string keyword;
    words >> keyword;
    keyword = Lowercase(keyword);
    if (keyword.rfind("map_", 0) != 0 && keyword != "bump" &&
        keyword != "disp" && keyword != "decal" && keyword != "norm") {
      continue;
    }
    std::string name, word;
    while (words >> word) name = word;
    if (name.empty() || resources.contains(name)) continue;
    const fs::path texture = mtl_file.parent_path() / name;
    std::optional<std::string> bytes = internal::ReadFileBytes(texture);
    if (!bytes.has_value() || fs::is_directory(texture)) {
      drake::log()->warn(
          "Meshcat::SetObject('{}'): cannot read the texture '{}' that the "
          "material library '{}' names; it is left out",
          path, texture.string(), mtl_file.string());
      continue;
    }
    resources[name] =
        RegisterAsset(texture.filename().string(), std::move(*bytes));
  }
  msgpack::sbuffer buffer;
  Packer o(buffer);
  o.pack_map(3);
  PackEntry(&o, "type", "set_object");
  PackEntry(&o, "path", path);
  PackString(&o, "object");
  o.pack_map(2);
  PackString(&o, "metadata");
  o.pack_map(2);
  PackEntry(&o, "version", 4.5);
  PackEntry(&o, "type", "Object");
  PackString(&o, "object");
  o.pack_map(7);
  PackEntry(&o, "uuid", NewUuid());
  PackEntry(&o, "type", "_meshfile_object");
  PackEntry(&o, "format", "obj");
  PackEntry(&o, "data", obj);
  PackEntry(&o, "mtl_library", *mtl);
  PackString(&o, "resources");
  o.pack_map(static_cast<uint32_t>(resources.size()));
  for (const auto& [name, url] : resources) PackEntry(&o, name, url);
  PackString(&o, "matrix");
  PackMatrix(&o, matrix);
  return ToString(buffer);
}

std::string Meshcat::Impl::PackShape(const std::string& path,
                                     const Shape& shape, const Rgba& rgba,
                                     std::string_view diffuse_map) {
  // the diffuse map of a primitive shape: served, or left out (as Drake)
  // when it cannot be read
  std::string texture_url;
  const bool is_mesh = dynamic_cast<const Mesh*>(&shape) != nullptr ||
                       dynamic_cast<const Convex*>(&shape) != nullptr;
  if (!diffuse_map.empty() && is_mesh) {
    drake::log()->warn(
        "Meshcat::SetObject('{}'): diffuse_map '{}' is not applied to a {} "
        "(its file defines its own materials)",
        path, diffuse_map, shape.type_name());
  } else if (!diffuse_map.empty()) {
    const fs::path image{std::string(diffuse_map)};
    std::optional<std::string> bytes = internal::ReadFileBytes(image);
    if (bytes.has_value() && !fs::is_directory(image)) {
      texture_url = RegisterAsset(image.filename().string(), std::move(*bytes));
    } else {
      drake::log()->warn(
          "Meshcat::SetObject('{}'): cannot read the diffuse_map '{}'; the "
          "texture is left out",
          path, diffuse_map);
    }
  }
  // three.js's cylinder and capsule run along their y axis; this turns y
  // into z (a rotation of +90° about x)
  Eigen::Matrix4d y_to_z = Eigen::Matrix4d::Identity();
  y_to_z.topLeftCorner<3, 3>() << 1, 0, 0, 0, 0, -1, 0, 1, 0;
  auto simple = [&](const std::string& type,
                    const std::vector<std::pair<std::string, double>>& fields,
                    const Eigen::Matrix4d& matrix) {
    return PackMeshObject(
        path, "Mesh",
        [this, type, fields](Packer* o) {
          o->pack_map(static_cast<uint32_t>(2 + fields.size()));
          PackEntry(o, "uuid", geometry_uuid_);
          PackEntry(o, "type", type);
          for (const auto& [key, value] : fields) PackEntry(o, key, value);
        },
        PhongMaterial(rgba), matrix, texture_url);
  };
  const std::string_view type = shape.type_name();
  if (const auto* box = dynamic_cast<const Box*>(&shape)) {
    return simple("BoxGeometry",
                  {{"width", box->width()},
                   {"height", box->depth()},
                   {"depth", box->height()}},
                  Eigen::Matrix4d::Identity());
  }
  if (const auto* sphere = dynamic_cast<const Sphere*>(&shape)) {
    return simple("SphereGeometry",
                  {{"radius", sphere->radius()},
                   {"widthSegments", 20},
                   {"heightSegments", 20}},
                  Eigen::Matrix4d::Identity());
  }
  if (const auto* cylinder = dynamic_cast<const Cylinder*>(&shape)) {
    return simple("CylinderGeometry",
                  {{"radiusTop", cylinder->radius()},
                   {"radiusBottom", cylinder->radius()},
                   {"height", cylinder->length()},
                   {"radialSegments", 50}},
                  y_to_z);
  }
  if (const auto* capsule = dynamic_cast<const Capsule*>(&shape)) {
    return simple("CapsuleGeometry",
                  {{"radius", capsule->radius()},
                   {"height", capsule->length()},
                   {"radialSegments", 20},
                   {"capSegments", 10}},
                  y_to_z);
  }
  if (const auto* ellipsoid = dynamic_cast<const Ellipsoid*>(&shape)) {
    Eigen::Matrix4d scale = Eigen::Matrix4d::Identity();
    scale.diagonal().head<3>() << ellipsoid->a(), ellipsoid->b(),
        ellipsoid->c();
    return simple(
        "SphereGeometry",
        {{"radius", 1.0}, {"widthSegments", 20}, {"heightSegments", 20}},
        scale);
  }
  if (const auto* cone = dynamic_cast<const MeshcatCone*>(&shape)) {
    // As Drake: three.js's cylinder with a bottom radius of zero (the apex,
    // at y = −height/2) and a top radius of 1, turned so that y becomes z,
    // raised by height/2 to put the apex at So, then stretched by (a, b, 1).
    Eigen::Matrix4d raise = y_to_z;
    raise(2, 3) = cone->height() / 2;
    Eigen::Matrix4d stretch = Eigen::Matrix4d::Identity();
    stretch.diagonal().head<2>() << cone->a(), cone->b();
    return simple("CylinderGeometry",
                  {{"radiusTop", 1.0},
                   {"radiusBottom", 0.0},
                   {"height", cone->height()},
                   {"radialSegments", 50}},
                  stretch * raise);
  }
  if (dynamic_cast<const HalfSpace*>(&shape) != nullptr) {
    // a 100 m × 100 m × 1 cm slab whose top face is z = 0
    Eigen::Matrix4d below = Eigen::Matrix4d::Identity();
    below(2, 3) = -0.005;
    return simple("BoxGeometry",
                  {{"width", 100.0}, {"height", 100.0}, {"depth", 0.01}},
                  below);
  }
  if (const auto* mesh = dynamic_cast<const Mesh*>(&shape)) {
    return PackMeshFile(path, "Mesh", mesh->source(), mesh->scale3(), rgba);
  }
  if (const auto* convex = dynamic_cast<const Convex*>(&shape)) {
    // Drawn as its convex hull, the shape proximity queries use. The hull
    // is computed from OBJ files; any other file (or one whose hull cannot
    // be computed, e.g. flat) is drawn as its own mesh.
    const MeshSource& source = convex->source();
    std::shared_ptr<const internal::ConvexMesh> hull;
    // (A missing file is reported by PackMeshFile, below.)
    if (source.extension() == ".obj" &&
        (source.is_in_memory() || fs::is_regular_file(source.path()))) {
      try {
        hull = internal::LoadConvexMesh(source, convex->scale3());
      } catch (const std::exception& e) {
        drake::log()->warn(
            "Meshcat::SetObject('{}'): the Convex is drawn as its file's "
            "mesh: its convex hull could not be computed ({})",
            path, e.what());
      }
    }
    if (hull != nullptr) {
      const int num_vertices = static_cast<int>(hull->vertices.size());
      const int num_triangles = static_cast<int>(hull->triangles.size());
      Eigen::Matrix3Xf position(3, num_vertices);
      for (int v = 0; v < num_vertices; ++v) {
        position.col(v) = hull->vertices[v].cast<float>();
      }
      Eigen::Matrix<uint32_t, 3, Eigen::Dynamic> faces(3, num_triangles);
      for (int t = 0; t < num_triangles; ++t) {
        for (int i = 0; i < 3; ++i) {
          faces(i, t) = static_cast<uint32_t>(hull->triangles[t][i]);
        }
      }
      return PackMeshObject(path, "Mesh", BufferGeometry(position, faces),
                            PhongMaterial(rgba), Eigen::Matrix4d::Identity());
    }
    return PackMeshFile(path, "Convex", source, convex->scale3(), rgba);
  }
  throw std::logic_error(fmt::format(
      "Meshcat::SetObject('{}'): the shape {} is not supported", path, type));
}

std::string Meshcat::Impl::PackAnimation(
    const MeshcatAnimation& animation) const {
  msgpack::sbuffer buffer;
  Packer o(buffer);
  o.pack_map(3);
  PackEntry(&o, "type", "set_animation");
  PackString(&o, "animations");
  o.pack_array(static_cast<uint32_t>(animation.path_tracks_.size()));
  for (const auto& [path, tracks] : animation.path_tracks_) {
    o.pack_map(2);
    PackEntry(&o, "path", FullPath(path));
    PackString(&o, "clip");
    o.pack_map(3);
    PackEntry(&o, "fps", animation.frames_per_second());
    PackEntry(&o, "name", "default");
    PackString(&o, "tracks");
    o.pack_array(static_cast<uint32_t>(tracks.size()));
    for (const auto& [property, typed] : tracks) {
      o.pack_map(3);
      PackEntry(&o, "name", "." + property);
      PackEntry(&o, "type", typed.js_type);
      PackString(&o, "keys");
      std::visit(
          [&](const auto& track) {
            using Track = std::decay_t<decltype(track)>;
            if constexpr (std::is_same_v<Track, std::monostate>) {
              o.pack_array(0);
            } else {
              o.pack_array(static_cast<uint32_t>(track.size()));
              for (const auto& [frame, value] : track) {
                o.pack_map(2);
                PackEntry(&o, "time", frame);
                PackEntry(&o, "value", value);
              }
            }
          },
          typed.track);
    }
  }
  PackString(&o, "options");
  o.pack_map(4);
  PackEntry(&o, "play", animation.autoplay());
  PackEntry(&o, "loopMode", static_cast<int>(animation.loop_mode()));
  PackEntry(&o, "repetitions", animation.repetitions());
  PackEntry(&o, "clampWhenFinished", animation.clamp_when_finished());
  return ToString(buffer);
}

template <typename T>
void Meshcat::Impl::SetPropertyAny(std::string_view path,
                                   const std::string& property, const T& value,
                                   std::optional<double> time_in_recording) {
  const std::string full = FullPath(path);
  if (recording.recording && time_in_recording.has_value()) {
    MeshcatAnimation& animation = *recording.animation;
    if (*time_in_recording < animation.start_time()) {
      throw std::logic_error(fmt::format(
          "Meshcat::SetProperty('{}', '{}'): time_in_recording {} is before "
          "the recording's start time {}",
          full, property, *time_in_recording, animation.start_time()));
    }
    animation.SetProperty(animation.frame(*time_in_recording), full, property,
                          value);
    if (!recording.set_visualizations_while_recording) return;
  }
  SetAndSend(full, Slot::kProperty, property,
             PackProperty(full, property, value));
}

// ---- Meshcat ---------------------------------------------------------------

namespace {

MeshcatParams ParamsWithPort(std::optional<int> port) {
  MeshcatParams params;
  params.port = port;
  return params;
}

}  // namespace

// Drake's signatures take some strings by value (a caller may move into
// them); here they are only read.
// NOLINTBEGIN(performance-unnecessary-value-param)

Meshcat::Meshcat(std::optional<int> port) : Meshcat(ParamsWithPort(port)) {}

Meshcat::Meshcat(const MeshcatParams& params)
    : impl_(std::make_unique<Impl>(params)) {
  drake::log()->info("Meshcat listening for connections at {}", web_url());
  for (const MeshcatParams::PropertyTuple& tuple : params.initial_properties) {
    std::visit(
        [&](const auto& value) {
          using T = std::decay_t<decltype(value)>;
          if constexpr (std::is_same_v<T, std::string>) {
            throw std::logic_error(fmt::format(
                "Meshcat: the initial property '{}' of '{}' has a string "
                "value, which is not supported yet",
                tuple.property, tuple.path));
          } else {
            SetProperty(tuple.path, tuple.property, value);
          }
        },
        tuple.value);
  }
}

Meshcat::~Meshcat() = default;

std::string Meshcat::web_url() const { return impl_->web_url(); }
int Meshcat::port() const { return impl_->port(); }
std::string Meshcat::ws_url() const { return impl_->ws_url(); }
int Meshcat::GetNumActiveConnections() const {
  return impl_->num_connections();
}
void Meshcat::Flush() const { impl_->Flush(); }

void Meshcat::SetObject(std::string_view path, const Shape& shape,
                        const Rgba& rgba, std::string_view diffuse_map) {
  const std::string full = Impl::FullPath(path);
  std::string message = impl_->PackShape(full, shape, rgba, diffuse_map);
  impl_->SetAndSend(full, Impl::Slot::kObject, "", std::move(message));
}

void Meshcat::SetObject(std::string_view path,
                        const perception::PointCloud& point_cloud,
                        double point_size, const Rgba& rgba) {
  const std::string full = Impl::FullPath(path);
  if (!point_cloud.has_xyzs()) {
    throw std::logic_error(fmt::format(
        "Meshcat::SetObject('{}'): the point cloud has no xyzs (its fields "
        "are {})",
        full, perception::pc_flags::to_string(point_cloud.fields())));
  }
  const Eigen::Matrix3Xf position = point_cloud.xyzs();
  Eigen::Matrix3Xf colors;
  if (point_cloud.has_rgbs()) {
    colors = point_cloud.rgbs().cast<float>() / 255.0f;
  }
  std::string message = impl_->PackMeshObject(
      full, "Points",
      impl_->BufferGeometry(position, Eigen::Matrix<uint32_t, 3, 0>(), colors),
      impl_->PointsMaterial(rgba, point_size, point_cloud.has_rgbs()),
      Eigen::Matrix4d::Identity());
  impl_->SetAndSend(full, Impl::Slot::kObject, "", std::move(message));
}

void Meshcat::SetLine(std::string_view path,
                      const Eigen::Ref<const Eigen::Matrix3Xd>& vertices,
                      double line_width, const Rgba& rgba) {
  const std::string full = Impl::FullPath(path);
  const Eigen::Matrix3Xf position = vertices.cast<float>();
  std::string message = impl_->PackMeshObject(
      full, "Line",
      impl_->BufferGeometry(position, Eigen::Matrix<uint32_t, 3, 0>()),
      impl_->LineMaterial(rgba, line_width), Eigen::Matrix4d::Identity());
  impl_->SetAndSend(full, Impl::Slot::kObject, "", std::move(message));
}

void Meshcat::SetLineSegments(std::string_view path,
                              const Eigen::Ref<const Eigen::Matrix3Xd>& start,
                              const Eigen::Ref<const Eigen::Matrix3Xd>& end,
                              double line_width, const Rgba& rgba) {
  const std::string full = Impl::FullPath(path);
  if (start.cols() != end.cols()) {
    throw std::logic_error(fmt::format(
        "Meshcat::SetLineSegments('{}'): start has {} columns but end has {}",
        full, start.cols(), end.cols()));
  }
  Eigen::Matrix3Xf position(3, 2 * start.cols());
  for (int i = 0; i < start.cols(); ++i) {
    position.col(2 * i) = start.col(i).cast<float>();
    position.col(2 * i + 1) = end.col(i).cast<float>();
  }
  std::string message = impl_->PackMeshObject(
      full, "LineSegments",
      impl_->BufferGeometry(position, Eigen::Matrix<uint32_t, 3, 0>()),
      impl_->LineMaterial(rgba, line_width), Eigen::Matrix4d::Identity());
  impl_->SetAndSend(full, Impl::Slot::kObject, "", std::move(message));
}

void Meshcat::SetTriangleMesh(
    std::string_view path, const Eigen::Ref<const Eigen::Matrix3Xd>& vertices,
    const Eigen::Ref<const Eigen::Matrix3Xi>& faces, const Rgba& rgba,
    bool wireframe, double wireframe_line_width, SideOfFaceToRender side) {
  const std::string full = Impl::FullPath(path);
  if (faces.size() > 0 &&
      (faces.minCoeff() < 0 || faces.maxCoeff() >= vertices.cols())) {
    throw std::logic_error(fmt::format(
        "Meshcat::SetTriangleMesh('{}'): a face index is outside [0, {})", full,
        vertices.cols()));
  }
  const Eigen::Matrix3Xf position = vertices.cast<float>();
  const Eigen::Matrix<uint32_t, 3, Eigen::Dynamic> indices =
      faces.cast<uint32_t>();
  std::string message = impl_->PackMeshObject(
      full, "Mesh", impl_->BufferGeometry(position, indices),
      impl_->PhongMaterial(rgba, wireframe, wireframe_line_width, side),
      Eigen::Matrix4d::Identity());
  impl_->SetAndSend(full, Impl::Slot::kObject, "", std::move(message));
}

void Meshcat::SetObject(std::string_view path,
                        const TriangleSurfaceMesh<double>& mesh,
                        const Rgba& rgba, bool wireframe,
                        double wireframe_line_width, SideOfFaceToRender side) {
  Eigen::Matrix3Xd vertices(3, mesh.num_vertices());
  for (int v = 0; v < mesh.num_vertices(); ++v) {
    vertices.col(v) = mesh.vertex(v);
  }
  Eigen::Matrix3Xi faces(3, mesh.num_triangles());
  for (int t = 0; t < mesh.num_triangles(); ++t) {
    for (int i = 0; i < 3; ++i) faces(i, t) = mesh.element(t).vertex(i);
  }
  SetTriangleMesh(path, vertices, faces, rgba, wireframe, wireframe_line_width,
                  side);
}

void Meshcat::SetTriangleColorMesh(
    std::string_view path, const Eigen::Ref<const Eigen::Matrix3Xd>& vertices,
    const Eigen::Ref<const Eigen::Matrix3Xi>& faces,
    const Eigen::Ref<const Eigen::Matrix3Xd>& colors, bool wireframe,
    double wireframe_line_width, SideOfFaceToRender side) {
  const std::string full = Impl::FullPath(path);
  if (faces.size() > 0 &&
      (faces.minCoeff() < 0 || faces.maxCoeff() >= vertices.cols())) {
    throw std::logic_error(fmt::format(
        "Meshcat::SetTriangleColorMesh('{}'): a face index is outside [0, {})",
        full, vertices.cols()));
  }
  if (colors.cols() != vertices.cols()) {
    throw std::logic_error(fmt::format(
        "Meshcat::SetTriangleColorMesh('{}'): {} colors for {} vertices", full,
        colors.cols(), vertices.cols()));
  }
  const Eigen::Matrix3Xf position = vertices.cast<float>();
  const Eigen::Matrix3Xf rgb = colors.cast<float>();
  const Eigen::Matrix<uint32_t, 3, Eigen::Dynamic> indices =
      faces.cast<uint32_t>();
  std::string message = impl_->PackMeshObject(
      full, "Mesh", impl_->BufferGeometry(position, indices, rgb),
      impl_->PhongMaterial(Rgba(1, 1, 1, 1), wireframe, wireframe_line_width,
                           side, /* vertex_colors = */ true),
      Eigen::Matrix4d::Identity());
  impl_->SetAndSend(full, Impl::Slot::kObject, "", std::move(message));
}

void Meshcat::PlotSurface(std::string_view path,
                          const Eigen::Ref<const Eigen::MatrixXd>& X,
                          const Eigen::Ref<const Eigen::MatrixXd>& Y,
                          const Eigen::Ref<const Eigen::MatrixXd>& Z,
                          const Rgba& rgba, bool wireframe,
                          double wireframe_line_width) {
  const Eigen::Index rows = X.rows(), cols = X.cols();
  if (Y.rows() != rows || Y.cols() != cols || Z.rows() != rows ||
      Z.cols() != cols) {
    throw std::logic_error(fmt::format(
        "Meshcat::PlotSurface('{}'): X, Y and Z must have the same shape "
        "(X is {}×{}, Y {}×{}, Z {}×{})",
        Impl::FullPath(path), rows, cols, Y.rows(), Y.cols(), Z.rows(),
        Z.cols()));
  }
  // vertex (i, j) is column i + j·rows; two triangles per grid cell
  Eigen::Matrix3Xd vertices(3, rows * cols);
  for (Eigen::Index j = 0; j < cols; ++j) {
    for (Eigen::Index i = 0; i < rows; ++i) {
      vertices.col(i + j * rows) << X(i, j), Y(i, j), Z(i, j);
    }
  }
  const Eigen::Index cells =
      std::max<Eigen::Index>(0, rows - 1) * std::max<Eigen::Index>(0, cols - 1);
  Eigen::Matrix3Xi faces(3, 2 * cells);
  Eigen::Index f = 0;
  for (Eigen::Index j = 0; j + 1 < cols; ++j) {
    for (Eigen::Index i = 0; i + 1 < rows; ++i) {
      const int a = i + j * rows, b = a + 1, c = a + rows, d = c + 1;
      faces.col(f++) << a, b, d;
      faces.col(f++) << a, d, c;
    }
  }
  SetTriangleMesh(path, vertices, faces, rgba, wireframe, wireframe_line_width);
}

void Meshcat::SetCamera(PerspectiveCamera camera, std::string path) {
  const std::string full = Impl::FullPath(path);
  msgpack::sbuffer buffer;
  Packer o(buffer);
  o.pack_map(3);
  PackEntry(&o, "type", "set_object");
  PackEntry(&o, "path", full);
  PackString(&o, "object");
  o.pack_map(1);
  PackString(&o, "object");
  o.pack_map(6);
  PackEntry(&o, "type", "PerspectiveCamera");
  PackEntry(&o, "fov", camera.fov);
  PackEntry(&o, "aspect", camera.aspect);
  PackEntry(&o, "near", camera.near);
  PackEntry(&o, "far", camera.far);
  PackEntry(&o, "zoom", camera.zoom);
  impl_->SetAndSend(full, Impl::Slot::kObject, "", ToString(buffer));
}

void Meshcat::SetCamera(OrthographicCamera camera, std::string path) {
  const std::string full = Impl::FullPath(path);
  msgpack::sbuffer buffer;
  Packer o(buffer);
  o.pack_map(3);
  PackEntry(&o, "type", "set_object");
  PackEntry(&o, "path", full);
  PackString(&o, "object");
  o.pack_map(1);
  PackString(&o, "object");
  o.pack_map(8);
  PackEntry(&o, "type", "OrthographicCamera");
  PackEntry(&o, "left", camera.left);
  PackEntry(&o, "right", camera.right);
  PackEntry(&o, "top", camera.top);
  PackEntry(&o, "bottom", camera.bottom);
  PackEntry(&o, "near", camera.near);
  PackEntry(&o, "far", camera.far);
  PackEntry(&o, "zoom", camera.zoom);
  impl_->SetAndSend(full, Impl::Slot::kObject, "", ToString(buffer));
}

void Meshcat::Set2dRenderMode(const math::RigidTransformd& X_WC, double xmin,
                              double xmax, double ymin, double ymax) {
  OrthographicCamera camera;
  camera.left = xmin;
  camera.right = xmax;
  camera.top = ymax;
  camera.bottom = ymin;
  SetCamera(camera);
  SetTransform("/Cameras/default", X_WC);
  SetProperty("/Cameras/default/rotated/<object>", "position",
              std::vector<double>{0, 0, 0});
  SetProperty("/Background", "visible", false);
  SetProperty("/Grid", "visible", false);
  SetProperty("/Axes", "visible", false);
}

void Meshcat::ResetRenderMode() {
  SetCamera(PerspectiveCamera());
  SetTransform("/Cameras/default", math::RigidTransformd());
  // three.js's default camera position of the page (y up): (3, 1, 0)
  SetProperty("/Cameras/default/rotated/<object>", "position",
              std::vector<double>{3, 1, 0});
  SetProperty("/Background", "visible", true);
  SetProperty("/Grid", "visible", true);
  SetProperty("/Axes", "visible", true);
}

void Meshcat::SetCameraTarget(const Eigen::Vector3d& target_in_world) {
  // the page's camera lives in three.js's y-up frame: (x, z, -y)
  const Eigen::Vector3d& p_WT = target_in_world;
  msgpack::sbuffer buffer;
  Packer o(buffer);
  o.pack_map(2);
  PackEntry(&o, "type", "set_target");
  PackEntry(&o, "value", std::vector<double>{p_WT.x(), p_WT.z(), -p_WT.y()});
  impl_->SetCameraTargetMessage(ToString(buffer));
}

void Meshcat::SetCameraPose(const Eigen::Vector3d& camera_in_world,
                            const Eigen::Vector3d& target_in_world) {
  const Eigen::Vector3d& p_WC = camera_in_world;
  SetTransform("/Cameras/default", math::RigidTransformd());
  SetProperty("/Cameras/default/rotated/<object>", "position",
              std::vector<double>{p_WC.x(), p_WC.z(), -p_WC.y()});
  SetCameraTarget(target_in_world);
}

void Meshcat::SetTransform(std::string_view path,
                           const math::RigidTransformd& X_ParentPath,
                           std::optional<double> time_in_recording) {
  const Eigen::Matrix4d matrix = X_ParentPath.GetAsMatrix4();
  if (!matrix.allFinite()) {
    throw std::runtime_error(fmt::format(
        "Meshcat::SetTransform('{}'): the pose holds a NaN or infinity "
        "(translation [{}, {}, {}])",
        Impl::FullPath(path), matrix(0, 3), matrix(1, 3), matrix(2, 3)));
  }
  MeshcatRecordingState& recording = impl_->recording;
  if (recording.recording && time_in_recording.has_value()) {
    const std::string full = Impl::FullPath(path);
    MeshcatAnimation& animation = *recording.animation;
    if (*time_in_recording < animation.start_time()) {
      throw std::logic_error(fmt::format(
          "Meshcat::SetTransform('{}'): time_in_recording {} is before the "
          "recording's start time {}",
          full, *time_in_recording, animation.start_time()));
    }
    animation.SetTransform(animation.frame(*time_in_recording), full,
                           X_ParentPath);
    if (!recording.set_visualizations_while_recording) return;
  }
  impl_->SetTransformMatrix(path, matrix);
}

void Meshcat::SetTransform(std::string_view path,
                           const Eigen::Ref<const Eigen::Matrix4d>& matrix) {
  if (!matrix.allFinite()) {
    throw std::runtime_error(fmt::format(
        "Meshcat::SetTransform('{}'): the matrix holds a NaN or infinity",
        Impl::FullPath(path)));
  }
  impl_->SetTransformMatrix(path, matrix);
}

void Meshcat::Delete(std::string_view path) {
  impl_->Delete(Impl::FullPath(path));
}

void Meshcat::SetSimulationTime(double sim_time) {
  impl_->SetSimulationTime(sim_time);
}

double Meshcat::GetSimulationTime() const { return impl_->sim_time(); }

void Meshcat::SetRealtimeRate(double rate) { impl_->SetRealtimeRate(rate); }

double Meshcat::GetRealtimeRate() const { return impl_->realtime_rate(); }

void Meshcat::SetProperty(std::string_view path, std::string property,
                          bool value, std::optional<double> time_in_recording) {
  impl_->SetPropertyAny(path, property, value, time_in_recording);
}

void Meshcat::SetProperty(std::string_view path, std::string property,
                          double value,
                          std::optional<double> time_in_recording) {
  impl_->SetPropertyAny(path, property, value, time_in_recording);
}

void Meshcat::SetProperty(std::string_view path, std::string property,
                          const std::vector<double>& value,
                          std::optional<double> time_in_recording) {
  impl_->SetPropertyAny(path, property, value, time_in_recording);
}

void Meshcat::SetEnvironmentMap(const std::filesystem::path& image_path) {
  std::string url;
  if (!image_path.empty()) {
    std::optional<std::string> bytes = internal::ReadFileBytes(image_path);
    if (!bytes.has_value() || fs::is_directory(image_path)) {
      throw std::runtime_error(fmt::format(
          "Meshcat::SetEnvironmentMap(): cannot read the image file '{}'",
          image_path.string()));
    }
    url =
        impl_->RegisterAsset(image_path.filename().string(), std::move(*bytes));
  }
  const std::string path = "/Background/<object>";
  impl_->SetAndSend(path, Impl::Slot::kProperty, "environment_map",
                    PackProperty(path, "environment_map", url));
}

void Meshcat::SetAnimation(const MeshcatAnimation& animation) {
  impl_->SetAnimationMessage(impl_->PackAnimation(animation));
}

void Meshcat::AddButton(std::string name, std::string keycode) {
  impl_->AddButton(std::move(name), std::move(keycode));
}

int Meshcat::GetButtonClicks(std::string_view name) const {
  return impl_->GetButtonClicks(name);
}

std::vector<std::string> Meshcat::GetButtonNames() const {
  return impl_->GetControlNames(true);
}

bool Meshcat::DeleteButton(std::string name, bool strict) {
  return impl_->DeleteControl(name, true, strict);
}

double Meshcat::AddSlider(std::string name, double min, double max, double step,
                          double value, std::string decrement_keycode,
                          std::string increment_keycode) {
  return impl_->AddSlider(std::move(name), min, max, step, value,
                          std::move(decrement_keycode),
                          std::move(increment_keycode));
}

double Meshcat::SetSliderValue(std::string name, double value) {
  return impl_->SetSliderValue(name, value);
}

double Meshcat::GetSliderValue(std::string_view name) const {
  return impl_->GetSliderValue(name);
}

std::vector<std::string> Meshcat::GetSliderNames() const {
  return impl_->GetControlNames(false);
}

bool Meshcat::DeleteSlider(std::string name, bool strict) {
  return impl_->DeleteControl(name, false, strict);
}

void Meshcat::DeleteAddedControls() { impl_->DeleteAddedControls(); }

Meshcat::Gamepad Meshcat::GetGamepad() const { return impl_->GetGamepad(); }

std::optional<math::RigidTransformd> Meshcat::GetTrackedCameraPose() const {
  return impl_->GetTrackedCameraPose();
}

std::optional<Meshcat::VirtualSpringKinematics>
Meshcat::GetVirtualSpringKinematics() const {
  return impl_->GetVirtualSpringKinematics();
}

std::string Meshcat::StaticHtml() const { return impl_->StaticPage(false); }

std::string Meshcat::StaticZip() const { return impl_->StaticPage(true); }

void Meshcat::StartRecording(double frames_per_second,
                             bool set_visualizations_while_recording) {
  MeshcatRecordingState& recording = impl_->recording;
  recording.animation = std::make_unique<MeshcatAnimation>(frames_per_second);
  recording.recording = true;
  recording.set_visualizations_while_recording =
      set_visualizations_while_recording;
}

void Meshcat::StopRecording() { impl_->recording.recording = false; }

void Meshcat::PublishRecording() { SetAnimation(*impl_->recording.animation); }

void Meshcat::DeleteRecording() {
  MeshcatRecordingState& recording = impl_->recording;
  recording.animation = std::make_unique<MeshcatAnimation>(
      recording.animation->frames_per_second());
  recording.recording = false;
}

const MeshcatAnimation& Meshcat::get_recording() const {
  return *impl_->recording.animation;
}

MeshcatAnimation& Meshcat::get_mutable_recording() {
  return *impl_->recording.animation;
}

bool Meshcat::HasPath(std::string_view path) const {
  return impl_->HasPath(Impl::FullPath(path));
}

std::string Meshcat::GetPackedObject(std::string_view path) const {
  return impl_->GetPacked(Impl::FullPath(path), Impl::Slot::kObject, "");
}

std::string Meshcat::GetPackedTransform(std::string_view path) const {
  return impl_->GetPacked(Impl::FullPath(path), Impl::Slot::kTransform, "");
}

std::string Meshcat::GetPackedProperty(std::string_view path,
                                       std::string property) const {
  return impl_->GetPacked(Impl::FullPath(path), Impl::Slot::kProperty,
                          property);
}

void Meshcat::InjectWebsocketMessage(std::string_view message) {
  // as from a client that never disconnects
  impl_->HandleClientMessage(message, 0);
}

// NOLINTEND(performance-unnecessary-value-param)

}  // namespace geometry
}  // namespace drake
