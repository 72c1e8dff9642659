#pragma once

/// @file
/// ScopeExit: a guard that runs a function when it goes out of scope.

#include <functional>
#include <utility>

#include "drake/common/drake_copyable.h"
#include "drake/common/drake_throw.h"

namespace drake {

/// Runs a function when destroyed, whether the scope is left normally or by
/// an exception; e.g. to release a resource acquired through a C API:
/// @code
/// FILE* file = std::fopen(name, "r");
/// ScopeExit guard([file]() { std::fclose(file); });
/// @endcode
class ScopeExit final {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(ScopeExit);

  /// Arms the guard to call `func` on destruction. `func` should not throw
  /// (it may run during stack unwinding).
  /// @throws std::exception if `func` is empty.
  explicit ScopeExit(std::function<void()> func) : func_(std::move(func)) {
    DRAKE_THROW_UNLESS(func_ != nullptr);
  }

  /// Calls the function, unless Disarm() was called.
  ~ScopeExit() {
    if (func_ != nullptr) {
      func_();
    }
  }

  /// Cancels the call: the destructor will do nothing.
  void Disarm() { func_ = nullptr; }

 private:
  std::function<void()> func_;
};

}  // namespace drake
