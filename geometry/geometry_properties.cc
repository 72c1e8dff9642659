#include "drake/geometry/geometry_properties.h"

#include <sstream>
#include <stdexcept>

#include "drake/common/never_destroyed.h"
#include "drake/geometry/geometry_roles.h"
#include "drake/geometry/rgba.h"

namespace drake {
namespace geometry {

GeometryProperties::~GeometryProperties() = default;

bool GeometryProperties::HasGroup(const std::string& group_name) const {
  return values_.count(group_name) > 0;
}

const GeometryProperties::Group& GeometryProperties::GetPropertiesInGroup(
    const std::string& group_name) const {
  auto it = values_.find(group_name);
  if (it == values_.end()) {
    throw std::logic_error(fmt::format(
        "GetPropertiesInGroup(): the group '{}' does not exist.", group_name));
  }
  return it->second;
}

std::set<std::string> GeometryProperties::GetGroupNames() const {
  std::set<std::string> names;
  for (const auto& [name, group] : values_) names.insert(name);
  return names;
}

void GeometryProperties::AddPropertyAbstract(const std::string& group_name,
                                             const std::string& name,
                                             const AbstractValue& value) {
  Group& group = values_[group_name];
  if (group.count(name) > 0) {
    throw std::logic_error(fmt::format(
        "AddProperty(): the property ('{}', '{}') already exists; use "
        "UpdateProperty() to change it.",
        group_name, name));
  }
  group.emplace(name, value.Clone());
}

void GeometryProperties::UpdatePropertyAbstract(const std::string& group_name,
                                                const std::string& name,
                                                const AbstractValue& value) {
  Group& group = values_[group_name];
  auto it = group.find(name);
  if (it != group.end()) {
    if (it->second->type_info() != value.type_info()) {
      throw std::logic_error(fmt::format(
          "UpdateProperty(): the property ('{}', '{}') holds a value of type "
          "{}; it cannot be updated with a value of type {}.",
          group_name, name, it->second->GetNiceTypeName(),
          value.GetNiceTypeName()));
    }
    it->second = value.Clone();
  } else {
    group.emplace(name, value.Clone());
  }
}

bool GeometryProperties::HasProperty(const std::string& group_name,
                                     const std::string& name) const {
  auto it = values_.find(group_name);
  return it != values_.end() && it->second.count(name) > 0;
}

const AbstractValue& GeometryProperties::GetPropertyAbstract(
    const std::string& group_name, const std::string& name) const {
  auto it = values_.find(group_name);
  if (it == values_.end()) {
    throw std::logic_error(fmt::format(
        "GetProperty(): the property ('{}', '{}') cannot be read: the group "
        "'{}' does not exist.",
        group_name, name, group_name));
  }
  auto prop = it->second.find(name);
  if (prop == it->second.end()) {
    throw std::logic_error(
        fmt::format("GetProperty(): the property ('{}', '{}') does not exist.",
                    group_name, name));
  }
  return *prop->second;
}

bool GeometryProperties::RemoveProperty(const std::string& group_name,
                                        const std::string& name) {
  auto it = values_.find(group_name);
  if (it == values_.end()) return false;
  return it->second.erase(name) > 0;
}

const std::string& GeometryProperties::default_group_name() {
  static const never_destroyed<std::string> name("__default__");
  return name.access();
}

void GeometryProperties::ThrowWrongType(const std::string& group_name,
                                        const std::string& name,
                                        const std::string& requested,
                                        const AbstractValue& stored) const {
  throw std::logic_error(fmt::format(
      "GetProperty(): the property ('{}', '{}') holds a value of type {}, "
      "not the requested type {}.",
      group_name, name, stored.GetNiceTypeName(), requested));
}

std::ostream& operator<<(std::ostream& out, const GeometryProperties& props) {
  int i = 0;
  for (const std::string& group_name : props.GetGroupNames()) {
    if (i++ > 0) out << "\n";
    out << "[" << group_name << "]";
    for (const auto& [name, value] : props.values_.at(group_name)) {
      out << "\n  " << name << ": " << value->GetNiceTypeName();
    }
  }
  return out;
}

std::string GeometryProperties::to_string() const {
  std::ostringstream out;
  out << *this;
  return out.str();
}

IllustrationProperties MakePhongIllustrationProperties(
    const Vector4<double>& diffuse) {
  IllustrationProperties properties;
  properties.AddProperty("phong", "diffuse",
                         Rgba(diffuse(0), diffuse(1), diffuse(2), diffuse(3)));
  return properties;
}

std::string to_string(const Role& role) {
  switch (role) {
    case Role::kUnassigned:
      return "unassigned";
    case Role::kProximity:
      return "proximity";
    case Role::kIllustration:
      return "illustration";
    case Role::kPerception:
      return "perception";
  }
  return "unknown";
}

std::ostream& operator<<(std::ostream& out, const Role& role) {
  return out << to_string(role);
}

}  // namespace geometry
}  // namespace drake
