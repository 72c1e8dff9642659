#pragma once

/// @file
/// DRAKE_THROW_UNLESS(condition): the check for anything a user can get
/// wrong. When `condition` is false it throws std::logic_error whose message
/// names the failed condition, the function, the file and the line.

#include <type_traits>

#include "drake/common/drake_assert.h"

namespace drake {
namespace internal {
/// Throws std::logic_error with a message naming the failed condition.
[[noreturn]] void Throw(const char* condition, const char* func,
                        const char* file, int line);
}  // namespace internal
}  // namespace drake

#define DRAKE_THROW_UNLESS(condition)                                        \
  do {                                                                       \
    typedef ::drake::assert::ConditionTraits<                                \
        typename std::remove_cv_t<decltype(condition)>>                      \
        Trait;                                                               \
    static_assert(Trait::is_valid, "Condition should be bool-convertible."); \
    if (!Trait::Evaluate(condition)) {                                       \
      ::drake::internal::Throw(#condition, __func__, __FILE__, __LINE__);    \
    }                                                                        \
  } while (0)
