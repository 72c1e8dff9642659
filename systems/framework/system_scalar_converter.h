#pragma once

/// @file
/// SystemScalarConverter: the ways a System<U> can be converted to a
/// System<T> (for T, U among the default scalars double, AutoDiffXd and
/// symbolic::Expression).

#include <functional>
#include <map>
#include <memory>
#include <typeindex>
#include <typeinfo>
#include <utility>

#include "drake/common/autodiff.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/symbolic/expression.h"
#include "drake/systems/framework/scalar_conversion_traits.h"
#include "drake/systems/framework/system_type_tag.h"

namespace drake {
namespace systems {

template <typename T>
class System;

class SystemScalarConverter {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(SystemScalarConverter);

  /// Supports no conversions.
  SystemScalarConverter() = default;

  /// Supports every conversion between different default scalars for which
  /// `S<T>` has a constructor taking `const S<U>&` and
  /// scalar_conversion::Traits<S> allows it. The system being
  /// converted must be exactly an S<U> (not a subclass), else conversion is
  /// unsupported for it.
  template <template <typename> class S>
  SystemScalarConverter(SystemTypeTag<S>)  // NOLINT(runtime/explicit)
      : SystemScalarConverter(SystemTypeTag<S>{}, true) {}

  /// As above, but allows subclasses of S<U> (which are then sliced).
  template <template <typename> class S>
  static SystemScalarConverter MakeWithoutSubtypeChecking() {
    return SystemScalarConverter(SystemTypeTag<S>{}, false);
  }

  bool empty() const { return funcs_.empty(); }

  /// True if conversion from System<U> to System<T> is supported.
  template <typename T, typename U>
  bool IsConvertible() const {
    return funcs_.count(Key<T, U>()) > 0;
  }

  /// Converts, or returns nullptr when unsupported (or when `other` is not
  /// of the exact type the conversion was declared for).
  template <typename T, typename U>
  std::unique_ptr<System<T>> Convert(const System<U>& other) const {
    auto found = funcs_.find(Key<T, U>());
    if (found == funcs_.end()) return nullptr;
    return std::unique_ptr<System<T>>(
        static_cast<System<T>*>(found->second(&other)));
  }

  /// Removes the conversion from U to T.
  template <typename T, typename U>
  void Remove() {
    funcs_.erase(Key<T, U>());
  }
  /// Keeps only the conversions that `other` supports too.
  void RemoveUnlessAlsoSupportedBy(const SystemScalarConverter& other) {
    for (auto it = funcs_.begin(); it != funcs_.end();) {
      if (other.funcs_.count(it->first) == 0) {
        it = funcs_.erase(it);
      } else {
        ++it;
      }
    }
  }
  /// (Framework) Adds a conversion function (returns a new System<T>* or
  /// nullptr, from a const System<U>*).
  template <typename T, typename U>
  // `func` is moved from; clang-tidy 14 misreads that in a template.
  // NOLINTNEXTLINE(performance-unnecessary-value-param)
  void Add(std::function<void*(const void*)> func) {
    funcs_[Key<T, U>()] = std::move(func);
  }

 private:
  using KeyType = std::pair<std::type_index, std::type_index>;
  template <typename T, typename U>
  static KeyType Key() {
    return {std::type_index(typeid(T)), std::type_index(typeid(U))};
  }

  template <template <typename> class S>
  SystemScalarConverter(SystemTypeTag<S>, bool subtype_checking) {
    using symbolic::Expression;
    AddIfSupported<S, AutoDiffXd, double>(subtype_checking);
    AddIfSupported<S, Expression, double>(subtype_checking);
    AddIfSupported<S, double, AutoDiffXd>(subtype_checking);
    AddIfSupported<S, Expression, AutoDiffXd>(subtype_checking);
    AddIfSupported<S, double, Expression>(subtype_checking);
    AddIfSupported<S, AutoDiffXd, Expression>(subtype_checking);
  }

  template <template <typename> class S, typename T, typename U>
  void AddIfSupported(bool subtype_checking) {
    using Supported =
        typename scalar_conversion::Traits<S>::template supported<T, U>;
    // Nested, so that S<T> is not even instantiated when Traits rule the
    // conversion out.
    if constexpr (Supported::value) {
      if constexpr (std::is_constructible_v<S<T>, const S<U>&>) {
        Add<T, U>([subtype_checking](const void* bare) -> void* {
          const System<U>& other = *static_cast<const System<U>*>(bare);
          if (subtype_checking && typeid(other) != typeid(S<U>)) {
            return nullptr;
          }
          const S<U>* from = dynamic_cast<const S<U>*>(&other);
          if (from == nullptr) return nullptr;
          System<T>* result = new S<T>(*from);
          return result;
        });
      }
    }
  }

  std::map<KeyType, std::function<void*(const void*)>> funcs_;
};

}  // namespace systems
}  // namespace drake
