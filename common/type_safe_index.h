#pragma once

/// @file
/// TypeSafeIndex<Tag>: an int index that cannot be mixed up with an index of
/// another kind. A default-constructed index is invalid; constructing one
/// from a negative value, or using an invalid one, throws std::logic_error.

#include <cstddef>
#include <functional>
#include <limits>
#include <ostream>
#include <string>
#include <type_traits>

#include <fmt/format.h>

#include "drake/common/drake_copyable.h"
#include "drake/common/nice_type_name.h"

namespace drake {
namespace internal {
[[noreturn]] void ThrowTypeSafeIndexError(const std::string& type_name,
                                          const char* what);
}  // namespace internal

template <class Tag>
class TypeSafeIndex {
 public:
  /// An invalid index.
  constexpr TypeSafeIndex() = default;

  /// Constructs from a non-negative int; throws std::logic_error if negative.
  explicit TypeSafeIndex(int64_t index) : index_(static_cast<int>(index)) {
    if (index < 0) ThrowError("was constructed from a negative value");
    if (index > std::numeric_limits<int>::max()) {
      ThrowError("was constructed from a value too large for int");
    }
  }

  /// Converting between index types is disallowed.
  template <typename U>
  TypeSafeIndex(const TypeSafeIndex<U>& idx) = delete;

  TypeSafeIndex(const TypeSafeIndex&) = default;
  TypeSafeIndex& operator=(const TypeSafeIndex&) = default;
  /// A moved-from index becomes invalid.
  TypeSafeIndex(TypeSafeIndex&& other) noexcept : index_(other.index_) {
    other.index_ = kDefaultInvalid;
  }
  TypeSafeIndex& operator=(TypeSafeIndex&& other) noexcept {
    index_ = other.index_;
    other.index_ = kDefaultInvalid;
    return *this;
  }

  /// Implicit conversion to int; throws if the index is invalid.
  operator int() const {
    if (!is_valid()) ThrowError("was used while invalid");
    return index_;
  }

  /// True if the index holds a non-negative value.
  bool is_valid() const { return index_ >= 0; }

  const TypeSafeIndex& operator++() {
    if (!is_valid()) ThrowError("was incremented while invalid");
    ++index_;
    return *this;
  }
  TypeSafeIndex operator++(int) {
    TypeSafeIndex copy(*this);
    ++(*this);
    return copy;
  }
  const TypeSafeIndex& operator--() {
    if (!is_valid()) ThrowError("was decremented while invalid");
    --index_;
    if (index_ < 0) ThrowError("was decremented below zero");
    return *this;
  }
  TypeSafeIndex operator--(int) {
    TypeSafeIndex copy(*this);
    --(*this);
    return copy;
  }
  TypeSafeIndex& operator+=(int i) {
    if (!is_valid()) ThrowError("was added to while invalid");
    if (index_ + i < 0) ThrowError("became negative by addition");
    index_ += i;
    return *this;
  }
  TypeSafeIndex& operator-=(int i) {
    if (!is_valid()) ThrowError("was subtracted from while invalid");
    if (index_ - i < 0) ThrowError("became negative by subtraction");
    index_ -= i;
    return *this;
  }

  // Comparisons with the same index type and with plain integers. An invalid
  // index compares by its raw value (so two invalid indices are equal).
  bool operator==(const TypeSafeIndex& other) const {
    return index_ == other.index_;
  }
  bool operator!=(const TypeSafeIndex& other) const {
    return index_ != other.index_;
  }
  bool operator<(const TypeSafeIndex& other) const {
    return index_ < other.index_;
  }
  bool operator<=(const TypeSafeIndex& other) const {
    return index_ <= other.index_;
  }
  bool operator>(const TypeSafeIndex& other) const {
    return index_ > other.index_;
  }
  bool operator>=(const TypeSafeIndex& other) const {
    return index_ >= other.index_;
  }
  template <typename U>
  bool operator==(const TypeSafeIndex<U>&) const = delete;
  template <typename U>
  bool operator!=(const TypeSafeIndex<U>&) const = delete;

  template <typename H>
  friend void hash_append(H& hasher, const TypeSafeIndex& i) noexcept {
    hasher(&i.index_, sizeof(i.index_));
  }

 private:
  [[noreturn]] static void ThrowError(const char* what) {
    internal::ThrowTypeSafeIndexError(NiceTypeName::Get<TypeSafeIndex>(), what);
  }

  static constexpr int kDefaultInvalid = -1234567;
  int index_{kDefaultInvalid};
};

template <typename Tag>
std::ostream& operator<<(std::ostream& out, const TypeSafeIndex<Tag>& index) {
  if (index.is_valid()) return out << static_cast<int>(index);
  return out << "<invalid index>";
}

template <typename Tag>
std::string to_string(const TypeSafeIndex<Tag>& index) {
  return index.is_valid() ? std::to_string(static_cast<int>(index))
                          : std::string("<invalid index>");
}

}  // namespace drake

namespace std {
template <typename Tag>
struct hash<drake::TypeSafeIndex<Tag>> {
  size_t operator()(const drake::TypeSafeIndex<Tag>& index) const {
    return index.is_valid() ? std::hash<int>()(static_cast<int>(index)) : 0;
  }
};
}  // namespace std

template <typename Tag>
struct fmt::formatter<drake::TypeSafeIndex<Tag>> : fmt::formatter<std::string> {
  template <typename FormatContext>
  auto format(const drake::TypeSafeIndex<Tag>& index,
              FormatContext& ctx) const {
    return fmt::formatter<std::string>::format(drake::to_string(index), ctx);
  }
};
