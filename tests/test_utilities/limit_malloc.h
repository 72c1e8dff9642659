#pragma once

/// @file
/// Counts heap allocations made by this thread, for tests that check that
/// hot paths do not allocate:
///
///   {
///     mallard::test::AllocationCounter counter;
///     EvalSomething();
///     EXPECT_EQ(counter.count(), 0);
///   }
///
/// The counting is drake/common/test_utilities/limit_malloc.h's (the same
/// hooks serve drake::test::LimitMalloc): that header replaces malloc,
/// calloc, realloc and operator new in the program that includes it (under
/// ASan/TSan it installs the sanitizer's allocation hook instead), so only
/// test programs may include this.

#include "drake/common/test_utilities/limit_malloc.h"

namespace mallard {
namespace test {

/// Counts this thread's calls to malloc, calloc and realloc (and operator
/// new, through malloc) from construction on. Unlike LimitMalloc, other
/// threads' allocations are not counted, nothing is enforced, and any number
/// of counters may be alive at once.
class AllocationCounter {
 public:
  AllocationCounter() : start_(drake::test::internal::g_thread_allocations) {}
  /// Allocations since construction.
  long count() const {
    return drake::test::internal::g_thread_allocations - start_;
  }

 private:
  long start_;
};

}  // namespace test
}  // namespace mallard
