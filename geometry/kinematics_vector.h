#pragma once

/// @file
/// KinematicsVector<Id, KinematicsValue>: a map from ids to kinematics
/// values (e.g. frame poses) that a geometry source reports to SceneGraph;
/// GeometryConfigurationVector<T>.

#include <initializer_list>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/common/nice_type_name.h"
#include "drake/geometry/geometry_ids.h"

namespace drake {
namespace geometry {

/// An unordered map from `Id` to `KinematicsValue`. Reading a missing id
/// throws std::logic_error naming it.
template <class Id, class KinematicsValue>
class KinematicsVector {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(KinematicsVector);

  KinematicsVector() = default;
  /// Initializes from (id, value) pairs.
  KinematicsVector(
      std::initializer_list<std::pair<const Id, KinematicsValue>> init)
      : values_(init) {}

  KinematicsVector& operator=(
      std::initializer_list<std::pair<const Id, KinematicsValue>> init) {
    values_ = init;
    return *this;
  }

  /// Sets (adding if needed) the value of `id`.
  void set_value(Id id, const KinematicsValue& value) {
    auto it = values_.find(id);
    if (it == values_.end()) {
      values_.emplace(id, value);
    } else {
      it->second = value;
    }
  }

  /// The value of `id`; throws std::logic_error if there is none.
  const KinematicsValue& value(Id id) const {
    auto it = values_.find(id);
    if (it == values_.end()) {
      throw std::logic_error(
          fmt::format("No such {}: {}.", IdName(), id.get_value()));
    }
    return it->second;
  }

  /// True if `id` has a value.
  bool has_id(Id id) const { return values_.count(id) > 0; }

  /// Removes every value.
  void clear() { values_.clear(); }

  /// The number of ids with a value.
  int size() const { return static_cast<int>(values_.size()); }

  /// The ids with a value (in no particular order).
  std::vector<Id> ids() const {
    std::vector<Id> result;
    result.reserve(values_.size());
    for (const auto& [id, value] : values_) result.push_back(id);
    return result;
  }

 private:
  static std::string IdName() {
    if constexpr (std::is_same_v<Id, FrameId>) return "FrameId";
    if constexpr (std::is_same_v<Id, GeometryId>) return "GeometryId";
    return NiceTypeName::Get<Id>();
  }
  std::unordered_map<Id, KinematicsValue> values_;
};

/// A map GeometryId → VectorX<T>: the vertex positions of deformable
/// geometries (as Drake's; no deformable geometry exists here yet, so the
/// vectors a plant reports are empty).
template <typename T>
using GeometryConfigurationVector = KinematicsVector<GeometryId, VectorX<T>>;

}  // namespace geometry
}  // namespace drake
