#include "drake/geometry/meshcat_animation.h"

#include <stdexcept>

#include <fmt/format.h>

namespace drake {
namespace geometry {
namespace {

// The three.js track type of a vector-valued property.
std::string VectorJavascriptType(std::string_view property) {
  if (property == "position" || property == "scale") return "vector3";
  if (property == "quaternion") return "quaternion";
  if (property == "color") return "color";
  return "vector";
}

template <typename T>
constexpr std::string_view TypeName() {
  if constexpr (std::is_same_v<T, bool>) {
    return "bool";
  } else if constexpr (std::is_same_v<T, double>) {
    return "double";
  } else {
    return "std::vector<double>";
  }
}

}  // namespace

MeshcatAnimation::MeshcatAnimation(double frames_per_second)
    : frames_per_second_(frames_per_second) {
  if (!(frames_per_second > 0.0) || !std::isfinite(frames_per_second)) {
    throw std::logic_error(fmt::format(
        "MeshcatAnimation: frames_per_second must be positive and finite, "
        "not {}",
        frames_per_second));
  }
}

MeshcatAnimation::~MeshcatAnimation() = default;

void MeshcatAnimation::SetTransform(int frame, std::string_view path,
                                    const math::RigidTransformd& X_ParentPath) {
  const Eigen::Vector3d& p = X_ParentPath.translation();
  const Eigen::Quaterniond q = X_ParentPath.rotation().ToQuaternion();
  SetProperty(frame, path, "position",
              std::vector<double>{p.x(), p.y(), p.z()});
  // three.js orders a quaternion's components (x, y, z, w)
  SetProperty(frame, path, "quaternion",
              std::vector<double>{q.x(), q.y(), q.z(), q.w()});
}

void MeshcatAnimation::SetProperty(int frame, std::string_view path,
                                   std::string_view property, bool value) {
  SetTypedProperty(frame, path, property, "boolean", value);
}

void MeshcatAnimation::SetProperty(int frame, std::string_view path,
                                   std::string_view property, double value) {
  SetTypedProperty(frame, path, property, "number", value);
}

void MeshcatAnimation::SetProperty(int frame, std::string_view path,
                                   std::string_view property,
                                   const std::vector<double>& value) {
  SetTypedProperty(frame, path, property, VectorJavascriptType(property),
                   value);
}

template <typename T>
void MeshcatAnimation::SetTypedProperty(int frame, std::string_view path,
                                        std::string_view property,
                                        std::string_view js_type,
                                        const T& value) {
  PropertyTracks& tracks = path_tracks_[std::string(path)];
  TypedTrack& typed = tracks[std::string(property)];
  if (std::holds_alternative<std::monostate>(typed.track)) {
    typed.track = Track<T>();
    typed.js_type = std::string(js_type);
  }
  Track<T>* track = std::get_if<Track<T>>(&typed.track);
  if (track == nullptr) {
    throw std::logic_error(fmt::format(
        "MeshcatAnimation: the property '{}' of path '{}' was set before "
        "with another type than {}",
        property, path, TypeName<T>()));
  }
  (*track)[frame] = value;
}

const MeshcatAnimation::TypedTrack* MeshcatAnimation::GetTypedTrack(
    std::string_view path, std::string_view property) const {
  const auto path_found = path_tracks_.find(path);
  if (path_found == path_tracks_.end()) return nullptr;
  const auto found = path_found->second.find(property);
  if (found == path_found->second.end()) return nullptr;
  return &found->second;
}

template <typename T>
std::optional<T> MeshcatAnimation::get_key_frame(
    int frame, std::string_view path, std::string_view property) const {
  const TypedTrack* typed = GetTypedTrack(path, property);
  if (typed == nullptr) return std::nullopt;
  const Track<T>* track = std::get_if<Track<T>>(&typed->track);
  if (track == nullptr) {
    throw std::logic_error(fmt::format(
        "MeshcatAnimation: the property '{}' of path '{}' is not of type {}",
        property, path, TypeName<T>()));
  }
  const auto found = track->find(frame);
  if (found == track->end()) return std::nullopt;
  return found->second;
}

template std::optional<bool> MeshcatAnimation::get_key_frame<bool>(
    int, std::string_view, std::string_view) const;
template std::optional<double> MeshcatAnimation::get_key_frame<double>(
    int, std::string_view, std::string_view) const;
template std::optional<std::vector<double>>
MeshcatAnimation::get_key_frame<std::vector<double>>(int, std::string_view,
                                                     std::string_view) const;

std::string MeshcatAnimation::get_javascript_type(
    std::string_view path, std::string_view property) const {
  const TypedTrack* typed = GetTypedTrack(path, property);
  if (typed == nullptr) {
    throw std::logic_error(fmt::format(
        "MeshcatAnimation: no track for the property '{}' of path '{}'",
        property, path));
  }
  return typed->js_type;
}

}  // namespace geometry
}  // namespace drake
