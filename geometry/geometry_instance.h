#pragma once

/// @file
/// GeometryInstance: a shape, its pose in its parent frame, its name and
/// (optionally) its role properties, ready to be registered with SceneGraph.

#include <memory>
#include <optional>
#include <string>

#include "drake/common/copyable_unique_ptr.h"
#include "drake/common/drake_copyable.h"
#include "drake/geometry/geometry_ids.h"
#include "drake/geometry/geometry_roles.h"
#include "drake/geometry/shape_specification.h"
#include "drake/math/rigid_transform.h"

namespace drake {
namespace geometry {

/// A geometry to register: a Shape posed in its parent frame F by X_FG.
/// Each instance gets a new GeometryId on construction, which SceneGraph
/// keeps on registration. The name is trimmed of leading/trailing
/// whitespace; an empty result throws std::logic_error.
class GeometryInstance {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(GeometryInstance);

  /// Throws std::logic_error if `shape` is null or the name is empty.
  GeometryInstance(const math::RigidTransform<double>& X_PG,
                   std::unique_ptr<Shape> shape, const std::string& name);
  /// As above, with a copy of `shape`.
  GeometryInstance(const math::RigidTransform<double>& X_PG, const Shape& shape,
                   const std::string& name);

  GeometryId id() const { return id_; }

  /// The pose X_PG of the geometry frame G in its parent frame P.
  const math::RigidTransform<double>& pose() const { return X_PG_; }
  void set_pose(const math::RigidTransform<double>& X_PG) { X_PG_ = X_PG; }

  /// The shape; throws if it was released.
  const Shape& shape() const;
  /// Releases ownership of the shape (the instance is then shapeless).
  std::unique_ptr<Shape> release_shape() { return std::move(shape_); }

  /// The canonical (trimmed) name.
  const std::string& name() const { return name_; }
  /// Sets the name (canonicalized); throws if it is empty once trimmed.
  void set_name(const std::string& name);

  void set_proximity_properties(ProximityProperties properties) {
    proximity_properties_ = std::move(properties);
  }
  void set_illustration_properties(IllustrationProperties properties) {
    illustration_properties_ = std::move(properties);
  }
  void set_perception_properties(PerceptionProperties properties) {
    perception_properties_ = std::move(properties);
  }

  /// The role properties, or nullptr if the role is not set.
  ProximityProperties* mutable_proximity_properties() {
    return proximity_properties_ ? &*proximity_properties_ : nullptr;
  }
  const ProximityProperties* proximity_properties() const {
    return proximity_properties_ ? &*proximity_properties_ : nullptr;
  }
  IllustrationProperties* mutable_illustration_properties() {
    return illustration_properties_ ? &*illustration_properties_ : nullptr;
  }
  const IllustrationProperties* illustration_properties() const {
    return illustration_properties_ ? &*illustration_properties_ : nullptr;
  }
  PerceptionProperties* mutable_perception_properties() {
    return perception_properties_ ? &*perception_properties_ : nullptr;
  }
  const PerceptionProperties* perception_properties() const {
    return perception_properties_ ? &*perception_properties_ : nullptr;
  }

 private:
  GeometryId id_;
  math::RigidTransform<double> X_PG_;
  copyable_unique_ptr<Shape> shape_;
  std::string name_;
  std::optional<ProximityProperties> proximity_properties_;
  std::optional<IllustrationProperties> illustration_properties_;
  std::optional<PerceptionProperties> perception_properties_;
};

namespace internal {
/// `name` without leading and trailing whitespace.
std::string CanonicalizeStringName(const std::string& name);
}  // namespace internal

}  // namespace geometry
}  // namespace drake
