#pragma once

/// @file
/// The roles a geometry can play, and how AssignRole treats a role that is
/// already assigned.

#include <ostream>
#include <string>

#include "drake/common/eigen_types.h"
#include "drake/geometry/geometry_properties.h"

namespace drake {
namespace geometry {

/// The roles of a geometry; a geometry can have any combination of them.
enum class Role {
  kUnassigned = 0x0,
  kProximity = 0x1,
  kIllustration = 0x2,
  kPerception = 0x4,
};

/// How AssignRole behaves when the geometry already has the role: kNew
/// throws; kReplace replaces the properties.
enum class RoleAssign {
  kNew,
  kReplace,
};

/// "unassigned", "proximity", "illustration" or "perception".
std::string to_string(const Role& role);
std::ostream& operator<<(std::ostream& out, const Role& role);

/// Properties of the proximity role (contact materials, hydroelastic
/// parameters); see proximity_properties.h for the names.
class ProximityProperties final : public GeometryProperties {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(ProximityProperties);
  ProximityProperties() = default;
  /// Copies the groups and properties of any other property set.
  explicit ProximityProperties(const GeometryProperties& other)
      : GeometryProperties(other) {}
};

/// Properties of the illustration role (e.g. ("phong", "diffuse") color).
class IllustrationProperties final : public GeometryProperties {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(IllustrationProperties);
  IllustrationProperties() = default;
  explicit IllustrationProperties(const GeometryProperties& other)
      : GeometryProperties(other) {}
};

/// Properties of the perception role (e.g. ("label", "id")).
class PerceptionProperties final : public GeometryProperties {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(PerceptionProperties);
  PerceptionProperties() = default;
  explicit PerceptionProperties(const GeometryProperties& other)
      : GeometryProperties(other) {}
};

/// Illustration properties with the ("phong", "diffuse") color set to
/// `diffuse` (r, g, b, a), each in [0, 1].
IllustrationProperties MakePhongIllustrationProperties(
    const Vector4<double>& diffuse);

}  // namespace geometry
}  // namespace drake
