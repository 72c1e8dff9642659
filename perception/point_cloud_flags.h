#pragma once

/// @file
/// The fields a perception::PointCloud holds: base fields (bit flags) and at
/// most one run-time descriptor type, combined with `|` and intersected with
/// `&`.

#include <string>

#include "drake/common/drake_copyable.h"
#include "drake/common/fmt.h"

namespace drake {
namespace perception {
/// Point cloud flags.
namespace pc_flags {

/// The integer type of a set of BaseField bits.
typedef int BaseFieldT;

/// The fields a point cloud may store (bits of a BaseFieldT).
enum BaseField : int {
  kNone = 0,
  /// Take the fields of the other cloud (copies, SetFrom).
  kInherit = 1 << 0,
  /// Cartesian xyz positions.
  kXYZs = 1 << 1,
  /// Normals.
  kNormals = 1 << 2,
  /// RGB colors.
  kRGBs = 1 << 3,
};

/// A run-time descriptor: its name and the number of values per point.
/// Two descriptor types are equal when their sizes and names are.
class DescriptorType final {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(DescriptorType);

  constexpr DescriptorType(int size, const char* name)
      : size_(size), name_(name) {}

  /// The number of values per point.
  int size() const { return size_; }
  /// The descriptor's name.
  std::string name() const { return name_; }

  bool operator==(const DescriptorType& other) const {
    return size_ == other.size_ && name() == other.name();
  }
  bool operator!=(const DescriptorType& other) const {
    return !(*this == other);
  }

 private:
  int size_{};
  const char* name_{nullptr};
};

/// No descriptor.
constexpr DescriptorType kDescriptorNone(0, "kDescriptorNone");
/// Curvature (one value per point).
constexpr DescriptorType kDescriptorCurvature(1, "kDescriptorCurvature");
/// Fast point-feature histogram (33 values per point).
constexpr DescriptorType kDescriptorFPFH(33, "kDescriptorFPFH");

/// A set of base fields and at most one descriptor type.
class Fields {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(Fields);

  /// @throws std::exception if `base_fields` holds a bit that is not a
  /// BaseField.
  Fields(BaseFieldT base_fields, DescriptorType descriptor_type);

  /// @throws std::exception if `base_fields` holds a bit that is not a
  /// BaseField.
  Fields(BaseFieldT base_fields);  // NOLINT(runtime/explicit)

  /// A descriptor only.
  Fields(const DescriptorType& descriptor_type)  // NOLINT(runtime/explicit)
      : descriptor_type_(descriptor_type) {}

  /// The base fields.
  BaseFieldT base_fields() const { return base_fields_; }
  /// Whether any base field is set.
  bool has_base_fields() const { return base_fields_ != kNone; }
  /// The descriptor type (kDescriptorNone if none).
  const DescriptorType& descriptor_type() const { return descriptor_type_; }
  /// Whether there is a descriptor.
  bool has_descriptor() const { return descriptor_type_ != kDescriptorNone; }

  /// Union in place.
  /// @throws std::exception if both sets have a descriptor.
  Fields& operator|=(const Fields& rhs);
  /// Union. @see operator|=.
  Fields operator|(const Fields& rhs) const { return Fields(*this) |= rhs; }
  /// Intersection in place (the descriptor is kept only if both have it).
  Fields& operator&=(const Fields& rhs);
  /// Intersection.
  Fields operator&(const Fields& rhs) const { return Fields(*this) &= rhs; }

  /// Whether there is neither a base field nor a descriptor.
  bool empty() const { return !has_base_fields() && !has_descriptor(); }
  /// Whether this set contains every field of `rhs`.
  bool contains(const Fields& rhs) const { return (*this & rhs) == rhs; }

  bool operator==(const Fields& rhs) const {
    return base_fields_ == rhs.base_fields_ &&
           descriptor_type_ == rhs.descriptor_type_;
  }
  bool operator!=(const Fields& rhs) const { return !(*this == rhs); }

 private:
  BaseFieldT base_fields_{kNone};
  DescriptorType descriptor_type_{kDescriptorNone};
};

/// A readable description of `fields`, e.g. "(kXYZs | kRGBs)".
std::string to_string(const Fields& fields);

/// Base fields | a descriptor. @see Fields::operator|=.
inline Fields operator|(const BaseFieldT& lhs, const DescriptorType& rhs) {
  return Fields(lhs) | Fields(rhs);
}

/// A descriptor | fields. @see Fields::operator|=.
inline Fields operator|(const DescriptorType& lhs, const Fields& rhs) {
  return Fields(lhs) | rhs;
}

}  // namespace pc_flags
}  // namespace perception
}  // namespace drake

DRAKE_FORMATTER_AS(, drake::perception::pc_flags, DescriptorType, x, x.name())
DRAKE_FORMATTER_AS(, drake::perception::pc_flags, Fields, x,
                   drake::perception::pc_flags::to_string(x))
