#pragma once

/// @file
/// SortedPair<T>: an unordered pair stored with first() <= second(), so that
/// (a, b) and (b, a) compare and hash equal.

#include <functional>
#include <ostream>
#include <utility>

#include "drake/common/hash.h"

namespace drake {

/// A pair of values kept in sorted order (first() <= second() by `<`).
template <class T>
class SortedPair {
 public:
  SortedPair() = default;
  /// Stores the two values in sorted order.
  SortedPair(T a, T b) : first_(std::move(a)), second_(std::move(b)) {
    if (second_ < first_) std::swap(first_, second_);
  }

  const T& first() const { return first_; }
  const T& second() const { return second_; }

  /// Replaces both values (re-sorting them).
  void set(T a, T b) { *this = SortedPair(std::move(a), std::move(b)); }

  friend bool operator==(const SortedPair& a, const SortedPair& b) {
    return a.first_ == b.first_ && a.second_ == b.second_;
  }
  friend bool operator!=(const SortedPair& a, const SortedPair& b) {
    return !(a == b);
  }
  /// Lexicographic order.
  friend bool operator<(const SortedPair& a, const SortedPair& b) {
    if (a.first_ < b.first_) return true;
    if (b.first_ < a.first_) return false;
    return a.second_ < b.second_;
  }

  /// Implements the @ref hash_append concept: first(), then second().
  template <class HashAlgorithm>
  friend void hash_append(HashAlgorithm& hasher,  // NOLINT(runtime/references)
                          const SortedPair& p) noexcept {
    using drake::hash_append;
    hash_append(hasher, p.first_);
    hash_append(hasher, p.second_);
  }

 private:
  T first_{};
  T second_{};
};

/// Makes a SortedPair from two values.
template <class T>
SortedPair<T> MakeSortedPair(T a, T b) {
  return SortedPair<T>(std::move(a), std::move(b));
}

template <class T>
std::ostream& operator<<(std::ostream& out, const SortedPair<T>& pair) {
  return out << "(" << pair.first() << ", " << pair.second() << ")";
}

}  // namespace drake

namespace std {
template <class T>
struct hash<drake::SortedPair<T>> {
  size_t operator()(const drake::SortedPair<T>& p) const {
    const size_t h1 = std::hash<T>()(p.first());
    const size_t h2 = std::hash<T>()(p.second());
    return h1 ^ (h2 + 0x9e3779b97f4a7c15ULL + (h1 << 6) + (h1 >> 2));
  }
};
}  // namespace std
