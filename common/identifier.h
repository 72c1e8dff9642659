#pragma once

/// @file
/// Identifier<Tag>: a unique, type-safe 64-bit id. New ids come only from
/// get_new_id(); a default-constructed id is invalid, and reading or
/// comparing an invalid id throws std::logic_error (hashing one does not).

#include <atomic>
#include <cstdint>
#include <functional>
#include <ostream>
#include <string>

#include <fmt/format.h>

#include "drake/common/hash.h"
#include "drake/common/nice_type_name.h"

namespace drake {
namespace internal {
/// Returns a process-wide unique, positive value (thread-safe).
int64_t GetNextIdentifierValue();
[[noreturn]] void ThrowInvalidIdentifier(const std::string& type_name);
}  // namespace internal

template <class Tag>
class Identifier {
 public:
  /// An invalid id.
  Identifier() = default;

  /// Returns the raw value; throws if invalid.
  int64_t get_value() const {
    if (!is_valid())
      internal::ThrowInvalidIdentifier(NiceTypeName::Get<Identifier>());
    return value_;
  }

  bool is_valid() const { return value_ > 0; }

  bool operator==(Identifier other) const {
    return this->get_value() == other.get_value();
  }
  bool operator!=(Identifier other) const {
    return this->get_value() != other.get_value();
  }
  bool operator<(Identifier other) const {
    return this->get_value() < other.get_value();
  }

  /// Generates a new identifier, distinct from every other of this type.
  static Identifier get_new_id() {
    return Identifier(internal::GetNextIdentifierValue());
  }

  /// (Internal use only) Returns whether this id, which may be invalid,
  /// equals `valid_id`; an invalid `this` gives false.
  /// @throws std::logic_error if `valid_id` is invalid.
  bool is_same_as_valid_id(Identifier valid_id) const {
    return value_ == valid_id.get_value();
  }

  /// Implements the @ref hash_append concept. An invalid id hashes too (it
  /// is up to the user not to use one as a key).
  template <typename HashAlgorithm>
  friend void hash_append(HashAlgorithm& hasher,  // NOLINT(runtime/references)
                          const Identifier& i) noexcept {
    using drake::hash_append;
    hash_append(hasher, i.value_);
  }

 protected:
  explicit Identifier(int64_t val) : value_(val) {}

 private:
  int64_t value_{0};
};

template <typename Tag>
std::ostream& operator<<(std::ostream& out, const Identifier<Tag>& id) {
  return out << id.get_value();
}

template <typename Tag>
std::string to_string(const Identifier<Tag>& id) {
  return std::to_string(id.get_value());
}

}  // namespace drake

namespace std {
/// Hashes an id (an invalid one too), for unordered containers.
template <typename Tag>
struct hash<drake::Identifier<Tag>> {
  size_t operator()(const drake::Identifier<Tag>& id) const {
    return std::hash<int64_t>()(id.is_valid() ? id.get_value() : 0);
  }
};
}  // namespace std

template <typename Tag>
struct fmt::formatter<drake::Identifier<Tag>> : fmt::formatter<int64_t> {
  template <typename FormatContext>
  auto format(const drake::Identifier<Tag>& id, FormatContext& ctx) const {
    return fmt::formatter<int64_t>::format(id.get_value(), ctx);
  }
};
