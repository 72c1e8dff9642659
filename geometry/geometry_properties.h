#pragma once

/// @file
/// GeometryProperties: named property values organized in named groups, the
/// base of ProximityProperties, IllustrationProperties and
/// PerceptionProperties (geometry_roles.h).

#include <memory>
#include <ostream>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>

#include <fmt/format.h>

#include "drake/common/copyable_unique_ptr.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/nice_type_name.h"
#include "drake/common/value.h"

namespace drake {
namespace geometry {

/// A set of (group, name) → value properties. Values are type-erased
/// (AbstractValue) and read back with the type they were stored with.
/// Errors (a missing group/property, adding a property that exists, reading
/// with the wrong type) throw std::logic_error naming the group and the
/// property.
class GeometryProperties {
 public:
  virtual ~GeometryProperties();

  /// The properties of one group, by name.
  using Group =
      std::unordered_map<std::string, copyable_unique_ptr<AbstractValue>>;

  /// True if the group exists.
  bool HasGroup(const std::string& group_name) const;
  /// The number of groups (the default group counts once it has a
  /// property).
  int num_groups() const { return static_cast<int>(values_.size()); }
  /// The properties of `group_name`; throws if the group does not exist.
  const Group& GetPropertiesInGroup(const std::string& group_name) const;
  /// The names of all groups.
  std::set<std::string> GetGroupNames() const;

  /// Adds property (group_name, name) = value; creates the group if
  /// needed. Throws if the property already exists.
  template <typename ValueType>
  void AddProperty(const std::string& group_name, const std::string& name,
                   const ValueType& value) {
    AddPropertyAbstract(group_name, name, Value<ValueType>(value));
  }
  /// Adds or replaces (group_name, name) = value. Throws if it exists with a
  /// different type.
  template <typename ValueType>
  void UpdateProperty(const std::string& group_name, const std::string& name,
                      const ValueType& value) {
    UpdatePropertyAbstract(group_name, name, Value<ValueType>(value));
  }
  void AddPropertyAbstract(const std::string& group_name,
                           const std::string& name, const AbstractValue& value);
  void UpdatePropertyAbstract(const std::string& group_name,
                              const std::string& name,
                              const AbstractValue& value);

  /// True if the group exists and has the named property.
  bool HasProperty(const std::string& group_name,
                   const std::string& name) const;

  /// The value of (group_name, name); throws if the property does not exist
  /// or is not a ValueType.
  template <typename ValueType>
  const ValueType& GetProperty(const std::string& group_name,
                               const std::string& name) const {
    const AbstractValue& abstract = GetPropertyAbstract(group_name, name);
    const ValueType* value = abstract.maybe_get_value<ValueType>();
    if (value == nullptr) {
      ThrowWrongType(group_name, name, NiceTypeName::Get<ValueType>(),
                     abstract);
    }
    return *value;
  }
  const AbstractValue& GetPropertyAbstract(const std::string& group_name,
                                           const std::string& name) const;

  /// The value of (group_name, name) if it exists, else `default_value`.
  /// Throws if it exists with a type other than ValueType.
  template <typename ValueType>
  ValueType GetPropertyOrDefault(const std::string& group_name,
                                 const std::string& name,
                                 ValueType default_value) const {
    if (!HasProperty(group_name, name)) return default_value;
    return GetProperty<ValueType>(group_name, name);
  }

  /// Removes (group_name, name); returns true if it existed. Removing the
  /// last property of a group leaves the (empty) group.
  bool RemoveProperty(const std::string& group_name, const std::string& name);

  /// The name of the default group, "__default__".
  static const std::string& default_group_name();

 protected:
  GeometryProperties() = default;
  GeometryProperties(const GeometryProperties&) = default;
  GeometryProperties& operator=(const GeometryProperties&) = default;
  GeometryProperties(GeometryProperties&&) = default;
  GeometryProperties& operator=(GeometryProperties&&) = default;

 private:
  [[noreturn]] void ThrowWrongType(const std::string& group_name,
                                   const std::string& name,
                                   const std::string& requested,
                                   const AbstractValue& stored) const;
  std::unordered_map<std::string, Group> values_;

  friend std::ostream& operator<<(std::ostream& out,
                                  const GeometryProperties& props);

 public:
  /// The same text as operator<<: every group and property name, with the
  /// type of each value.
  std::string to_string() const;
};

/// Lists every group and property name (values are not printed).
std::ostream& operator<<(std::ostream& out, const GeometryProperties& props);

}  // namespace geometry
}  // namespace drake

/// fmt formatting of GeometryProperties, as to_string().
template <>
struct fmt::formatter<drake::geometry::GeometryProperties>
    : fmt::formatter<std::string_view> {
  template <typename FormatContext>
  auto format(const drake::geometry::GeometryProperties& properties,
              FormatContext& ctx) const {
    return fmt::formatter<std::string_view>::format(properties.to_string(),
                                                    ctx);
  }
};
