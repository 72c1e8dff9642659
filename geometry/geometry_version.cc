#include "drake/geometry/geometry_version.h"

namespace drake {
namespace geometry {

GeometryVersion::GeometryVersion()
    : proximity_(RoleVersionId::get_new_id()),
      illustration_(RoleVersionId::get_new_id()),
      perception_(RoleVersionId::get_new_id()) {}

bool GeometryVersion::IsSameAs(const GeometryVersion& other, Role role) const {
  switch (role) {
    case Role::kProximity:
      return proximity_ == other.proximity_;
    case Role::kIllustration:
      return illustration_ == other.illustration_;
    case Role::kPerception:
      return perception_ == other.perception_;
    case Role::kUnassigned:
      return true;
  }
  return true;
}

void GeometryVersion::modify(Role role) {
  switch (role) {
    case Role::kProximity:
      modify_proximity();
      return;
    case Role::kIllustration:
      modify_illustration();
      return;
    case Role::kPerception:
      modify_perception();
      return;
    case Role::kUnassigned:
      return;
  }
}

}  // namespace geometry
}  // namespace drake
