#pragma once

/// @file
/// ScopedName: a multibody element's name with the namespace (usually its
/// model instance) it lives in, e.g. "robot1::torso".

#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "drake/common/fmt.h"

namespace drake {
namespace multibody {

/// A name "namespace::element". The element part never contains "::" and is
/// empty only for a default-constructed (or moved-from) name. The namespace
/// part may contain "::" inside ("robot1::left::arm" for
/// "robot1::left::arm::end_frame") but never starts or ends with it, and may
/// be empty, in which case the full name is just the element ("box", not
/// "::box"). A single ':' has no special meaning.
class ScopedName final {
 public:
  /// An empty name.
  ScopedName() = default;
  ScopedName(const ScopedName&) = default;
  ScopedName& operator=(const ScopedName&) = default;
  /// A moved-from name is empty.
  ScopedName(ScopedName&& other) noexcept
      : name_(std::move(other.name_)), element_begin_(other.element_begin_) {
    other.name_.clear();
    other.element_begin_ = 0;
  }
  ScopedName& operator=(ScopedName&& other) noexcept {
    if (this != &other) {
      name_ = std::move(other.name_);
      element_begin_ = other.element_begin_;
      other.name_.clear();
      other.element_begin_ = 0;
    }
    return *this;
  }

  /// @throws std::logic_error if `namespace_name` starts or ends with "::",
  /// or `element_name` is empty or contains "::".
  ScopedName(std::string_view namespace_name, std::string_view element_name);

  /// As the constructor, but returns nullopt instead of throwing.
  static std::optional<ScopedName> Make(std::string_view namespace_name,
                                        std::string_view element_name);

  /// The name `name1::name2` with every leading and trailing "::" of each
  /// part removed first; the last word is the element, the rest the
  /// namespace. Either part may contain "::".
  static ScopedName Join(std::string_view name1, std::string_view name2);

  /// Splits `scoped_name` at its last "::" after removing any leading and
  /// trailing "::" (repeated ones too).
  static ScopedName Parse(std::string scoped_name);

  /// The namespace part, e.g. "robot1" (possibly empty).
  std::string_view get_namespace() const;
  /// The element part, e.g. "torso".
  std::string_view get_element() const;
  /// The whole name, e.g. "robot1::torso".
  std::string_view get_full() const { return name_; }
  /// get_full() as a string.
  std::string to_string() const { return name_; }

  /// Replaces the namespace part (it may be empty).
  /// @throws std::logic_error if it starts or ends with "::".
  void set_namespace(std::string_view namespace_name);
  /// Replaces the element part.
  /// @throws std::logic_error if it is empty or contains "::".
  void set_element(std::string_view element_name);

 private:
  std::string name_;
  // Where the element starts in name_ (0 when there is no namespace).
  size_t element_begin_{0};
};

}  // namespace multibody
}  // namespace drake

DRAKE_FORMATTER_AS(, drake::multibody, ScopedName, x, x.to_string())
