#pragma once

/// @file
/// never_destroyed<T>: wraps a function-local static whose destructor must
/// never run (avoids static destruction order problems).

#include <new>
#include <type_traits>
#include <utility>

#include "drake/common/drake_copyable.h"

namespace drake {

template <typename T>
class never_destroyed {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(never_destroyed);

  template <typename... Args>
  explicit never_destroyed(Args&&... args) {
    new (&storage_) T(std::forward<Args>(args)...);
  }
  ~never_destroyed() = default;

  T& access() { return *std::launder(reinterpret_cast<T*>(&storage_)); }
  const T& access() const {
    return *std::launder(reinterpret_cast<const T*>(&storage_));
  }

 private:
  alignas(T) unsigned char storage_[sizeof(T)];
};

}  // namespace drake
