#pragma once

/// @file
/// drake::reset_on_copy<T>: a scalar wrapper whose copies start at `T{}`.

#include <new>
#include <type_traits>
#include <utility>

namespace drake {

/// Wraps a scalar value (arithmetic, enum or pointer) so that copying the
/// wrapper does not copy the value: a copy-constructed or copy-assigned
/// wrapper holds `T{}` (zero, or nullptr). Moves keep the value in the
/// destination and reset the donor to `T{}`. Self-assignment (copy or move)
/// changes nothing.
///
/// This lets a class keep its defaulted copy operations while some members
/// (counters, pointers into the original object) must not carry over into
/// copies.
///
/// @warning A member initialized as `reset_on_copy<int> n_{5}` is reset to 0,
/// not 5, in copies. Enums reset to 0 whether or not 0 names an enumerator.
///
/// @tparam T must satisfy `std::is_scalar_v<T>`; every operation is then
/// noexcept.
/// @see reset_after_move
template <typename T>
class reset_on_copy {
 public:
  static_assert(std::is_scalar_v<T>,
                "reset_on_copy<T> is permitted only for integral, "
                "floating point, and pointer types T.");

  /// Holds `T{}`.
  reset_on_copy() noexcept(std::is_nothrow_default_constructible_v<T>) {}

  /// Holds a copy of `value` (an implicit conversion).
  // NOLINTNEXTLINE(runtime/explicit)
  reset_on_copy(const T& value) noexcept(
      std::is_nothrow_copy_constructible_v<T>)
      : value_(value) {}

  /// Holds `value`, moved in (an implicit conversion).
  // NOLINTNEXTLINE(runtime/explicit)
  reset_on_copy(T&& value) noexcept(std::is_nothrow_move_constructible_v<T>)
      : value_(std::move(value)) {}

  /// A copy holds `T{}`; the source is ignored.
  reset_on_copy(const reset_on_copy&) noexcept(
      std::is_nothrow_default_constructible_v<T>) {}

  /// Resets this to `T{}` (unless `source` is this object); the source's
  /// value is ignored.
  reset_on_copy& operator=(const reset_on_copy& source) noexcept(
      std::is_nothrow_destructible_v<T>&&
          std::is_nothrow_default_constructible_v<T>) {
    if (this != &source) Reset();
    return *this;
  }

  /// Takes the source's value and resets the source to `T{}`.
  reset_on_copy(reset_on_copy&& source) noexcept(
      std::is_nothrow_move_constructible_v<T>&& std::is_nothrow_destructible_v<
          T>&& std::is_nothrow_default_constructible_v<T>)
      : value_(std::move(source.value_)) {
    source.Reset();
  }

  /// Takes the source's value and resets the source to `T{}` (unless
  /// `source` is this object).
  reset_on_copy& operator=(reset_on_copy&& source) noexcept(
      std::is_nothrow_move_assignable_v<T>&& std::is_nothrow_destructible_v<T>&&
          std::is_nothrow_default_constructible_v<T>) {
    if (this != &source) {
      value_ = std::move(source.value_);
      source.Reset();
    }
    return *this;
  }

  /// @name Implicit conversions to the wrapped value.
  //@{
  operator T&() noexcept { return value_; }
  operator const T&() const noexcept { return value_; }
  //@}

  /// @name Pointer access, only when T is a pointer type.
  //@{
  template <typename T1 = T>
  std::enable_if_t<std::is_pointer_v<T1>, T> operator->() const noexcept {
    return value_;
  }
  template <typename T1 = T>
  std::enable_if_t<std::is_pointer_v<T1>,
                   std::add_lvalue_reference_t<std::remove_pointer_t<T>>>
  operator*() const noexcept {
    return *value_;
  }
  //@}

 private:
  // Ends the old value's lifetime and value-initializes a new one in place
  // (no heap, no reliance on T's assignment).
  void Reset() noexcept {
    value_.~T();
    ::new (&value_) T{};
  }

  T value_{};
};

}  // namespace drake
