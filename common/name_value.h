#pragma once

/// @file
/// NameValue<T> and DRAKE_NVP: a (name, pointer-to-value) pair, the unit an
/// archive visits. A struct's `Serialize` method lists its fields this way:
/// @code
/// template <typename Archive>
/// void Serialize(Archive* a) {
///   a->Visit(DRAKE_NVP(mass));
///   a->Visit(DRAKE_NVP(name));
/// }
/// @endcode

#include <utility>

#include "drake/common/drake_copyable.h"

namespace drake {

/// A named pointer to a value. It does not own the value; the name is a
/// C string with static storage duration (usually a string literal).
template <typename T>
class NameValue {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(NameValue);

  /// The value's type.
  typedef T value_type;

  /// Pairs `name` with `value`; both must outlive this object.
  NameValue(const char* name, T* value) : name_(name), value_(value) {}

  /// The name.
  const char* name() const { return name_; }
  /// A pointer to the value.
  T* value() const { return value_; }
  /// A reference to the value.
  const T& get_value() const { return *value_; }
  /// Assigns `value` to the pointee.
  void set_value(T value) const { *value_ = std::move(value); }

 private:
  const char* name_;
  T* value_;
};

/// Makes a NameValue with the given name and pointer.
template <typename T>
NameValue<T> MakeNameValue(const char* name, T* value) {
  return NameValue<T>(name, value);
}

}  // namespace drake

/// Makes a NameValue named after the expression `x` (a field name), pointing
/// at `x`: `DRAKE_NVP(foo)` is `drake::MakeNameValue("foo", &(foo))`.
#define DRAKE_NVP(x) ::drake::MakeNameValue(#x, &(x))
