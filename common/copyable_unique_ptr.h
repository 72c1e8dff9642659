#pragma once

/// @file
/// copyable_unique_ptr<T>: a unique_ptr whose copy deep-copies the pointee,
/// with T's copy constructor or, failing that, its Clone() method.

#include <memory>
#include <type_traits>
#include <utility>

namespace drake {

template <typename T>
class copyable_unique_ptr : public std::unique_ptr<T> {
  template <typename U, typename = void>
  struct has_clone : std::false_type {};
  template <typename U>
  struct has_clone<U, std::void_t<decltype(std::declval<const U&>().Clone())>>
      : std::true_type {};
  static_assert(std::is_copy_constructible_v<T> || has_clone<T>::value,
                "copyable_unique_ptr<T> requires T to be copy-constructible "
                "or to have a Clone() method.");

 public:
  copyable_unique_ptr() noexcept : std::unique_ptr<T>() {}
  explicit copyable_unique_ptr(T* raw) noexcept : std::unique_ptr<T>(raw) {}
  explicit copyable_unique_ptr(const T& value)
      : std::unique_ptr<T>(CopyOrNull(&value)) {}
  copyable_unique_ptr(const copyable_unique_ptr& other)
      : std::unique_ptr<T>(CopyOrNull(other.get())) {}
  template <typename U>
  copyable_unique_ptr(const copyable_unique_ptr<U>& other)  // NOLINT
      : std::unique_ptr<T>(CopyOrNull(other.get())) {}
  copyable_unique_ptr(copyable_unique_ptr&& other) noexcept
      : std::unique_ptr<T>(other.release()) {}
  /// Deep-copies the object a std::unique_ptr holds (or holds null).
  template <typename U>
  explicit copyable_unique_ptr(const std::unique_ptr<U>& other)
      : std::unique_ptr<T>(CopyOrNull(other.get())) {}
  template <typename U>
  copyable_unique_ptr(std::unique_ptr<U>&& other) noexcept  // NOLINT
      : std::unique_ptr<T>(other.release()) {}
  template <typename U>
  copyable_unique_ptr(copyable_unique_ptr<U>&& other) noexcept  // NOLINT
      : std::unique_ptr<T>(other.release()) {}

  copyable_unique_ptr& operator=(T* raw) noexcept {
    std::unique_ptr<T>::reset(raw);
    return *this;
  }
  copyable_unique_ptr& operator=(const T& ref) {
    std::unique_ptr<T>::reset(CopyOrNull(&ref));
    return *this;
  }
  copyable_unique_ptr& operator=(const copyable_unique_ptr& other) {
    if (this != &other) std::unique_ptr<T>::reset(CopyOrNull(other.get()));
    return *this;
  }
  template <typename U>
  copyable_unique_ptr& operator=(const copyable_unique_ptr<U>& other) {
    std::unique_ptr<T>::reset(CopyOrNull(other.get()));
    return *this;
  }
  copyable_unique_ptr& operator=(copyable_unique_ptr&& other) noexcept {
    std::unique_ptr<T>::reset(other.release());
    return *this;
  }
  template <typename U>
  copyable_unique_ptr& operator=(std::unique_ptr<U>&& other) noexcept {
    std::unique_ptr<T>::reset(other.release());
    return *this;
  }
  template <typename U>
  copyable_unique_ptr& operator=(copyable_unique_ptr<U>&& other) noexcept {
    std::unique_ptr<T>::reset(other.release());
    return *this;
  }

  /// True if this holds nullptr.
  bool empty() const noexcept { return !(*this); }
  /// The pointer, const (Drake spells this get_mutable() for mutable access).
  const T* get() const noexcept { return std::unique_ptr<T>::get(); }
  T* get_mutable() noexcept { return std::unique_ptr<T>::get(); }
  /// A const reference through a const pointer (unlike std::unique_ptr).
  /// @pre not empty.
  const T& operator*() const { return *get(); }
  /// A mutable reference through a mutable pointer. @pre not empty.
  T& operator*() { return *get_mutable(); }

 private:
  template <typename U>
  static T* CopyOrNull(const U* other) {
    if (other == nullptr) return nullptr;
    if constexpr (std::is_copy_constructible_v<U> && !std::is_abstract_v<U>) {
      return new U(*other);
    } else {
      return other->Clone().release();
    }
  }
};

}  // namespace drake
