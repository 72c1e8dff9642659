#pragma once

/// @file
/// IsMemcpyMovable(value, invariant): whether an object of type T survives
/// being moved by memcpy (as Eigen's conservativeResize moves its scalars):
/// a copy of `value` is made in fresh storage, its bytes are copied to
/// other storage, the first storage is freed without running a destructor,
/// and invariant(value, moved) (default: ==) is the answer. A Scalar used in
/// Eigen matrices should pass.

#include <cstddef>
#include <cstring>
#include <functional>
#include <memory>
#include <new>

namespace drake {
namespace test {

/// Uninitialized storage for one T.
template <typename T>
struct AlignedStorage {
  T* get_mutable() { return reinterpret_cast<T*>(&storage); }
  alignas(alignof(T)) std::byte storage[sizeof(T)];
};

template <typename T, typename InvariantPred = std::equal_to<T>>
[[nodiscard]] bool IsMemcpyMovable(
    const T& value, const InvariantPred& invariant_pred = InvariantPred()) {
  auto source = std::make_unique<AlignedStorage<T>>();
  T* const original = new (source->get_mutable()) T(value);
  auto destination = std::make_unique<AlignedStorage<T>>();
  T* const moved = destination->get_mutable();
  std::memcpy(static_cast<void*>(moved), static_cast<const void*>(original),
              sizeof(T));
  // The bytes now belong to `moved`: free the source without destroying.
  source.reset();
  const bool result = invariant_pred(value, *moved);
  moved->~T();
  return result;
}

}  // namespace test
}  // namespace drake
