#pragma once

/// @file
/// Casts of std::unique_ptr (and raw pointers) between class types, in the
/// spirit of std::static_pointer_cast and std::dynamic_pointer_cast for
/// std::shared_ptr. Only the default deleter is supported.

#include <memory>
#include <stdexcept>

#include <fmt/format.h>

#include "drake/common/nice_type_name.h"

namespace drake {

/// Moves the object owned by `other` into a std::unique_ptr<T>, converted by
/// static_cast (no run-time check). `other` is left empty.
template <class T, class U>
std::unique_ptr<T> static_pointer_cast(std::unique_ptr<U>&& other) noexcept {
  return std::unique_ptr<T>(static_cast<T*>(other.release()));
}

/// Moves the object owned by `other` into a std::unique_ptr<T> when
/// dynamic_cast<T*> succeeds on it; `other` is then empty. When the cast
/// fails, returns nullptr and `other` keeps its object. A null `other`
/// yields nullptr.
template <class T, class U>
std::unique_ptr<T> dynamic_pointer_cast(std::unique_ptr<U>&& other) noexcept {
  T* const cast = dynamic_cast<T*>(other.get());
  if (cast == nullptr) {
    return std::unique_ptr<T>();
  }
  static_cast<void>(other.release());
  return std::unique_ptr<T>(cast);
}

/// Like dynamic_pointer_cast(), but never returns nullptr: on success the
/// object moves from `other` to the result; on failure `other` keeps it.
/// @throws std::logic_error if `other` is null or does not hold a T; the
/// message names U, T and (for a failed cast) the object's dynamic type.
template <class T, class U>
std::unique_ptr<T> dynamic_pointer_cast_or_throw(std::unique_ptr<U>&& other) {
  if (other == nullptr) {
    throw std::logic_error(fmt::format(
        "Cannot cast a unique_ptr<{}> containing nullptr to unique_ptr<{}>.",
        NiceTypeName::Get<U>(), NiceTypeName::Get<T>()));
  }
  T* const cast = dynamic_cast<T*>(other.get());
  if (cast == nullptr) {
    throw std::logic_error(
        fmt::format("Cannot cast a unique_ptr<{}> containing an object of "
                    "type {} to unique_ptr<{}>.",
                    NiceTypeName::Get<U>(), NiceTypeName::Get(*other),
                    NiceTypeName::Get<T>()));
  }
  static_cast<void>(other.release());
  return std::unique_ptr<T>(cast);
}

/// Returns dynamic_cast<T*>(other), which is never null.
/// @throws std::logic_error if `other` is null or does not point to a T;
/// the message names U, T and (for a failed cast) the object's dynamic type.
template <class T, class U>
T* dynamic_pointer_cast_or_throw(U* other) {
  if (other == nullptr) {
    throw std::logic_error(fmt::format("Cannot cast a nullptr {}* to {}*.",
                                       NiceTypeName::Get<U>(),
                                       NiceTypeName::Get<T>()));
  }
  T* const cast = dynamic_cast<T*>(other);
  if (cast == nullptr) {
    throw std::logic_error(fmt::format(
        "Cannot cast a {}* pointing to an object of type {} to {}*.",
        NiceTypeName::Get<U>(), NiceTypeName::Get(*other),
        NiceTypeName::Get<T>()));
  }
  return cast;
}

}  // namespace drake
