#pragma once

/// @file
/// Generic hashing with the hash_append pattern (N3980, "Types Don't Know
/// #"): a type says which of its fields are hash-relevant by providing
/// @code
/// template <class HashAlgorithm>
/// friend void hash_append(HashAlgorithm& hasher, const MyValue& item) noexcept
/// {
///   using drake::hash_append;
///   hash_append(hasher, item.field_);
/// }
/// @endcode
/// and an algorithm (a functor `void operator()(const void* data, size_t
/// length)` with a `result_type` and an explicit conversion to it) digests
/// the bytes. DefaultHash, like std::hash, applies it: e.g.
/// `std::unordered_set<MyValue, drake::DefaultHash>`.

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <type_traits>
#include <utility>

#include "drake/common/drake_assert.h"
#include "drake/common/drake_throw.h"

namespace drake {

/// Appends an integral value (bool and character types included).
template <class HashAlgorithm, class T>
std::enable_if_t<std::is_integral_v<T>> hash_append(
    HashAlgorithm& hasher,  // NOLINT(runtime/references)
    const T& item) noexcept {
  hasher(std::addressof(item), sizeof(item));
}

/// Appends a raw pointer's address (not the pointee).
template <class HashAlgorithm, class T>
void hash_append(HashAlgorithm& hasher,  // NOLINT(runtime/references)
                 const T* item) noexcept {
  const std::uintptr_t address = reinterpret_cast<std::uintptr_t>(item);
  hash_append(hasher, address);
}

/// Appends an enumeration's underlying value.
template <class HashAlgorithm, class T>
std::enable_if_t<std::is_enum_v<T>> hash_append(
    HashAlgorithm& hasher,  // NOLINT(runtime/references)
    const T& item) noexcept {
  hasher(std::addressof(item), sizeof(item));
}

/// Appends a floating-point value; +0.0 and -0.0 hash alike.
/// @pre `item` is not NaN (checked when DRAKE_ASSERT is armed).
template <class HashAlgorithm, class T>
std::enable_if_t<std::is_floating_point_v<T>> hash_append(
    HashAlgorithm& hasher,  // NOLINT(runtime/references)
    const T& item) noexcept {
  DRAKE_ASSERT(!std::isnan(item));
  const T value = (item == T{0}) ? T{0} : item;
  hasher(std::addressof(value), sizeof(value));
}

/// Appends a string of char: its characters, then its length.
template <class HashAlgorithm, class Traits, class Allocator>
void hash_append(
    HashAlgorithm& hasher,  // NOLINT(runtime/references)
    const std::basic_string<char, Traits, Allocator>& item) noexcept {
  hasher(item.data(), item.size());
  hash_append(hasher, item.size());
}

// The overloads for templated containers are all declared before any is
// defined, so that they find each other when nested (e.g. a map of pairs).

/// Appends both members of a pair, first then second.
template <class HashAlgorithm, class T1, class T2>
void hash_append(HashAlgorithm& hasher,  // NOLINT(runtime/references)
                 const std::pair<T1, T2>& item) noexcept;

/// Appends the value (if any), then whether there is one. (Unlike
/// std::hash<std::optional<T>>, an engaged optional does not hash like its
/// value.)
template <class HashAlgorithm, class T>
void hash_append(HashAlgorithm& hasher,  // NOLINT(runtime/references)
                 const std::optional<T>& item) noexcept;

/// Appends every (key, value) pair in order, then the count. (There is no
/// overload for std::unordered_map: its order is unspecified.)
template <class HashAlgorithm, class T1, class T2, class Compare,
          class Allocator>
void hash_append(HashAlgorithm& hasher,  // NOLINT(runtime/references)
                 const std::map<T1, T2, Compare, Allocator>& item) noexcept;

/// Appends every key in order, then the count. (There is no overload for
/// std::unordered_set: its order is unspecified.)
template <class HashAlgorithm, class Key, class Compare, class Allocator>
void hash_append(HashAlgorithm& hasher,  // NOLINT(runtime/references)
                 const std::set<Key, Compare, Allocator>& item) noexcept;

/// Appends every element of [begin, end), then the number of elements.
template <class HashAlgorithm, class Iter>
void hash_append_range(HashAlgorithm& hasher,  // NOLINT(runtime/references)
                       Iter begin, Iter end) noexcept {
  using drake::hash_append;
  size_t count = 0;
  for (Iter it = begin; it != end; ++it) {
    hash_append(hasher, *it);
    ++count;
  }
  hash_append(hasher, count);
}

template <class HashAlgorithm, class T1, class T2>
void hash_append(HashAlgorithm& hasher,  // NOLINT(runtime/references)
                 const std::pair<T1, T2>& item) noexcept {
  using drake::hash_append;
  hash_append(hasher, item.first);
  hash_append(hasher, item.second);
}

template <class HashAlgorithm, class T>
void hash_append(HashAlgorithm& hasher,  // NOLINT(runtime/references)
                 const std::optional<T>& item) noexcept {
  using drake::hash_append;
  if (item.has_value()) {
    hash_append(hasher, *item);
  }
  hash_append(hasher, item.has_value());
}

template <class HashAlgorithm, class T1, class T2, class Compare,
          class Allocator>
void hash_append(HashAlgorithm& hasher,  // NOLINT(runtime/references)
                 const std::map<T1, T2, Compare, Allocator>& item) noexcept {
  hash_append_range(hasher, item.begin(), item.end());
}

template <class HashAlgorithm, class Key, class Compare, class Allocator>
void hash_append(HashAlgorithm& hasher,  // NOLINT(runtime/references)
                 const std::set<Key, Compare, Allocator>& item) noexcept {
  hash_append_range(hasher, item.begin(), item.end());
}

/// A hash functor like std::hash: feeds `item` to a fresh HashAlgorithm
/// through hash_append and returns the algorithm's result.
template <class HashAlgorithm>
struct uhash {
  using result_type = typename HashAlgorithm::result_type;

  template <class T>
  result_type operator()(const T& item) const noexcept {
    HashAlgorithm hasher;
    using drake::hash_append;
    hash_append(hasher, item);
    return static_cast<result_type>(hasher);
  }
};

namespace internal {

/// The 64-bit FNV-1a hash (Fowler, Noll, Vo) as a hash_append algorithm.
class FNV1aHasher {
 public:
  using result_type = size_t;

  /// Digests `length` bytes starting at `data`.
  void operator()(const void* data, size_t length) noexcept {
    const uint8_t* const bytes = static_cast<const uint8_t*>(data);
    for (size_t i = 0; i < length; ++i) {
      add_byte(bytes[i]);
    }
  }

  /// Digests one byte.
  constexpr void add_byte(uint8_t byte) noexcept {
    hash_ = (hash_ ^ byte) * kPrime;
  }

  /// Returns the hash of the bytes digested so far.
  explicit constexpr operator size_t() noexcept { return hash_; }

 private:
  static_assert(sizeof(result_type) == 8, "FNV1aHasher needs a 64-bit size_t");
  static constexpr size_t kPrime = 0x100000001b3u;
  result_type hash_{0xcbf29ce484222325u};
};

}  // namespace internal

/// The hash_append algorithm Drake uses by default; its result_type is
/// size_t, as std::hash's.
using DefaultHasher = internal::FNV1aHasher;

/// The default hash functor, a drop-in for std::hash of hash_append types.
using DefaultHash = drake::uhash<DefaultHasher>;

/// A hash_append algorithm that forwards the bytes to a std::function of the
/// same signature, for passing an algorithm through non-template code.
struct DelegatingHasher {
  /// The signature of a hash algorithm's call operator.
  using Func = std::function<void(const void*, size_t)>;

  /// Forwards to `func`.
  /// @throws std::exception if `func` is empty.
  explicit DelegatingHasher(Func func) : func_(std::move(func)) {
    DRAKE_THROW_UNLESS(static_cast<bool>(func_));
  }

  /// Forwards the bytes [data, data + length) to the wrapped function.
  void operator()(const void* data, size_t length) noexcept {
    func_(data, length);
  }

 private:
  const Func func_;
};

}  // namespace drake
