#pragma once

/// @file
/// drake::reset_after_move<T>: a value wrapper whose moved-from donor goes
/// back to `T{}`.

#include <type_traits>
#include <utility>

namespace drake {

/// Wraps a value of type T that is value-initialized (`T{}`) on default
/// construction and is reset to `T{}` in the donor whenever it is moved from.
/// Copies copy the value as usual.
///
/// Useful for primitive members of a class whose defaulted move operations
/// should leave the donor empty: a defaulted move of a `std::vector` member
/// clears the donor, but a defaulted move of an `int` member copies it;
/// wrapping the `int` as `reset_after_move<int>` zeroes it too.
///
/// @tparam T must be CopyConstructible, CopyAssignable, MoveConstructible and
/// MoveAssignable, and must not throw while constructed or assigned.
/// @see reset_on_copy
template <typename T>
class reset_after_move {
 public:
  /// Holds a value-initialized T.
  reset_after_move() noexcept(std::is_nothrow_default_constructible_v<T>) {}

  /// Holds a copy of `value` (an implicit conversion, so that the wrapper
  /// reads like the wrapped type).
  // NOLINTNEXTLINE(runtime/explicit)
  reset_after_move(const T& value) noexcept(
      std::is_nothrow_copy_constructible_v<T>)
      : value_(value) {}

  /// @name Copies copy the value; moves reset the donor to `T{}`.
  //@{
  reset_after_move(const reset_after_move&) = default;
  reset_after_move& operator=(const reset_after_move&) = default;
  reset_after_move(reset_after_move&& other) noexcept(
      std::is_nothrow_default_constructible_v<T>&&
          std::is_nothrow_move_assignable_v<T>) {
    value_ = std::move(other.value_);
    other.value_ = T{};
  }
  reset_after_move& operator=(reset_after_move&& other) noexcept(
      std::is_nothrow_default_constructible_v<T>&&
          std::is_nothrow_move_assignable_v<T>) {
    if (this != &other) {
      value_ = std::move(other.value_);
      other.value_ = T{};
    }
    return *this;
  }
  //@}

  /// @name Implicit conversions to the wrapped value.
  //@{
  operator T&() { return value_; }
  operator const T&() const { return value_; }
  //@}

  /// @name Pointer access, only when T is a pointer type.
  //@{
  template <typename T1 = T>
  std::enable_if_t<std::is_pointer_v<T1>, T> operator->() const {
    return value_;
  }
  template <typename T1 = T>
  std::enable_if_t<std::is_pointer_v<T1>,
                   std::add_lvalue_reference_t<std::remove_pointer_t<T>>>
  operator*() const {
    return *value_;
  }
  //@}

  /// @name The wrapped value.
  //@{
  T& value() { return value_; }
  const T& value() const { return value_; }
  //@}

 private:
  T value_{};
};

}  // namespace drake
