#pragma once

/// @file
/// drake::GetScopedSingleton<T>(): a shared instance that lives while anyone
/// holds it.

#include <memory>
#include <mutex>

#include "drake/common/drake_assert.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/never_destroyed.h"

namespace drake {

/// Returns the one live instance of T, creating it (with `T()`) when none is
/// alive. The process keeps only a weak reference: once every returned
/// shared_ptr is gone the instance is destroyed, and the next call creates a
/// new one. Thread-safe; at most one T made here is alive at a time (creation
/// happens under a lock). Access to the T itself is not synchronized.
///
/// @tparam T must be default-constructible.
/// @tparam Unique an optional tag type, to keep several independent
/// singletons of the same T.
template <typename T, typename Unique = void>
std::shared_ptr<T> GetScopedSingleton() {
  class Holder {
   public:
    DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(Holder);
    Holder() = default;

    std::shared_ptr<T> Acquire() {
      std::lock_guard<std::mutex> lock(mutex_);
      std::shared_ptr<T> result = instance_.lock();
      if (result == nullptr) {
        result = std::make_shared<T>();
        instance_ = result;
      }
      DRAKE_DEMAND(result != nullptr);
      return result;
    }

   private:
    std::mutex mutex_;  // Guards instance_ (not the T it points to).
    std::weak_ptr<T> instance_;
  };
  // Never destroyed, so that a shared_ptr released during static destruction
  // still finds its holder.
  static never_destroyed<Holder> holder;
  return holder.access().Acquire();
}

}  // namespace drake
