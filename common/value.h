#pragma once

/// @file
/// AbstractValue and Value<T>: a type-erased value holder, as in Drake.
/// Value<T> stores T by value when T is copy-constructible, or through a
/// pointer when T is instead cloneable (has `std::unique_ptr<T> Clone()
/// const`). Asking an AbstractValue for the wrong type throws
/// std::logic_error naming both types.

#include <memory>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <typeinfo>
#include <utility>

#include "drake/common/drake_copyable.h"
#include "drake/common/nice_type_name.h"

namespace drake {

template <typename T>
class Value;

namespace internal {
// True if T has `std::unique_ptr<T> Clone() const` (or a covariant one).
template <typename T, typename = void>
struct is_cloneable : std::false_type {};
template <typename T>
struct is_cloneable<T, std::void_t<decltype(std::declval<const T&>().Clone())>>
    : std::is_convertible<decltype(std::declval<const T&>().Clone()),
                          std::unique_ptr<T>> {};

// A per-type key that is cheap to compare: the hash of the type's name,
// computed once.
template <typename T>
size_t TypeHash() {
  static const size_t hash = typeid(T).hash_code();
  return hash;
}
}  // namespace internal

/// A fully type-erased container for a value of any copyable or cloneable
/// type. Use Value<T> to store one.
class AbstractValue {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(AbstractValue);
  virtual ~AbstractValue();

  /// Returns a Value<T> holding a default-constructed T.
  template <typename T>
  static std::unique_ptr<AbstractValue> Make();
  /// Returns a Value<T> holding a copy (or clone) of `value`.
  template <typename T>
  static std::unique_ptr<AbstractValue> Make(const T& value);

  /// The held value; throws std::logic_error if it is not a T.
  template <typename T>
  const T& get_value() const {
    if (type_hash_ != internal::TypeHash<T>()) ThrowCastError<T>();
    return static_cast<const Value<T>&>(*this).get_value();
  }
  /// The held value, mutable; throws std::logic_error if it is not a T.
  template <typename T>
  T& get_mutable_value() {
    if (type_hash_ != internal::TypeHash<T>()) ThrowCastError<T>();
    return static_cast<Value<T>&>(*this).get_mutable_value();
  }
  /// Replaces the held value; throws std::logic_error if it is not a T.
  template <typename T>
  void set_value(const T& v) {
    if (type_hash_ != internal::TypeHash<T>()) ThrowCastError<T>();
    static_cast<Value<T>&>(*this).set_value(v);
  }
  /// The held value if it is a T, else nullptr.
  template <typename T>
  const T* maybe_get_value() const {
    if (type_hash_ != internal::TypeHash<T>()) return nullptr;
    return &static_cast<const Value<T>&>(*this).get_value();
  }
  /// The held value if it is a T, else nullptr.
  template <typename T>
  T* maybe_get_mutable_value() {
    if (type_hash_ != internal::TypeHash<T>()) return nullptr;
    return &static_cast<Value<T>&>(*this).get_mutable_value();
  }

  /// A deep copy of this value, of the same concrete type.
  virtual std::unique_ptr<AbstractValue> Clone() const = 0;
  /// Copies `other`'s value into this one; throws std::logic_error if the
  /// two hold different types.
  virtual void SetFrom(const AbstractValue& other) = 0;
  /// The type_info of the held value's type T.
  virtual const std::type_info& type_info() const = 0;
  /// The type_info of this Value<T> class's T (the static type).
  virtual const std::type_info& static_type_info() const = 0;
  /// A hash of the held type, fast to compare.
  size_t type_hash() const { return type_hash_; }
  /// The held type's name, e.g. "std::string".
  std::string GetNiceTypeName() const;

 protected:
  explicit AbstractValue(size_t type_hash) : type_hash_(type_hash) {}

 private:
  template <typename T>
  [[noreturn]] void ThrowCastError() const {
    ThrowCastError(NiceTypeName::Get<T>());
  }
  [[noreturn]] void ThrowCastError(const std::string& requested_type) const;

  const size_t type_hash_;
};

/// A container of a value of type T, which must be copy-constructible or
/// cloneable. See AbstractValue.
template <typename T>
class Value : public AbstractValue {
  static_assert(std::is_same_v<T, std::remove_cv_t<std::remove_reference_t<T>>>,
                "Value<T> requires a plain (non-const, non-reference) T.");
  static constexpr bool kCopyable = std::is_copy_constructible_v<T>;
  static constexpr bool kCloneable = internal::is_cloneable<T>::value;
  static_assert(kCopyable || kCloneable,
                "Value<T> requires T to be copy-constructible or to have "
                "std::unique_ptr<T> Clone() const.");
  using Storage = std::conditional_t<kCopyable, T, std::unique_ptr<T>>;

 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(Value);

  /// Holds a default-constructed T.
  Value() : Value(std::in_place) {}

  /// Holds a copy (or clone) of `v`.
  explicit Value(const T& v)
      : AbstractValue(internal::TypeHash<T>()), value_(CopyOf(v)) {}

  /// Holds `v` (moved in), for copyable types.
  template <typename U = T,
            typename = std::enable_if_t<std::is_copy_constructible_v<U>>>
  explicit Value(T&& v)
      : AbstractValue(internal::TypeHash<T>()), value_(std::move(v)) {}

  /// Takes ownership of `v` (cloneable types; for copyable types the
  /// pointee is moved in). Throws if `v` is null.
  explicit Value(std::unique_ptr<T> v)
      : AbstractValue(internal::TypeHash<T>()), value_(Adopt(std::move(v))) {}

  /// Constructs T in place from arguments.
  template <typename Arg1, typename... Args,
            typename = std::enable_if_t<
                std::is_constructible_v<T, Arg1, Args...> &&
                !std::is_same_v<std::decay_t<Arg1>, T> &&
                !std::is_same_v<std::decay_t<Arg1>, std::unique_ptr<T>>>>
  explicit Value(Arg1&& arg1, Args&&... args)
      : AbstractValue(internal::TypeHash<T>()),
        value_(Build(std::forward<Arg1>(arg1), std::forward<Args>(args)...)) {}

  ~Value() override = default;

  const T& get_value() const {
    if constexpr (kCopyable) {
      return value_;
    } else {
      return *value_;
    }
  }
  T& get_mutable_value() {
    if constexpr (kCopyable) {
      return value_;
    } else {
      return *value_;
    }
  }
  void set_value(const T& v) {
    if constexpr (kCopyable) {
      value_ = v;
    } else {
      value_ = CopyOf(v);
    }
  }

  std::unique_ptr<AbstractValue> Clone() const override {
    return std::make_unique<Value<T>>(get_value());
  }
  void SetFrom(const AbstractValue& other) override {
    set_value(other.get_value<T>());
  }
  const std::type_info& type_info() const override { return typeid(T); }
  const std::type_info& static_type_info() const override { return typeid(T); }

 private:
  explicit Value(std::in_place_t)
      : AbstractValue(internal::TypeHash<T>()), value_(Build()) {}

  static Storage CopyOf(const T& v) {
    if constexpr (kCopyable) {
      return v;
    } else {
      return v.Clone();
    }
  }
  static Storage Adopt(std::unique_ptr<T> v) {
    if (v == nullptr) ThrowNull();
    if constexpr (kCopyable) {
      return std::move(*v);
    } else {
      return v;
    }
  }
  template <typename... Args>
  static Storage Build(Args&&... args) {
    if constexpr (kCopyable) {
      return T(std::forward<Args>(args)...);
    } else {
      return std::make_unique<T>(std::forward<Args>(args)...);
    }
  }
  [[noreturn]] static void ThrowNull();

  Storage value_;
};

template <typename T>
void Value<T>::ThrowNull() {
  throw std::logic_error("Value<" + NiceTypeName::Get<T>() +
                         ">: constructed from a null unique_ptr.");
}

template <typename T>
std::unique_ptr<AbstractValue> AbstractValue::Make() {
  return std::make_unique<Value<T>>();
}

template <typename T>
std::unique_ptr<AbstractValue> AbstractValue::Make(const T& value) {
  return std::make_unique<Value<T>>(value);
}

}  // namespace drake
