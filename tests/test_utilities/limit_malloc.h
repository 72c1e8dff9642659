#pragma once

/// @file
/// Counts heap allocations made by this thread, for tests that check that
/// hot paths do not allocate. Header-only: it replaces the global operator
/// new/delete, so include it from exactly one source file per test program.
///
///   {
///     mallard::test::AllocationCounter counter;
///     EvalSomething();
///     EXPECT_EQ(counter.count(), 0);
///   }

#include <cstdlib>
#include <new>

namespace mallard {
namespace test {
namespace internal {
inline thread_local long g_allocations = 0;
}  // namespace internal

/// Counts this thread's allocations from construction on.
class AllocationCounter {
 public:
  AllocationCounter() : start_(internal::g_allocations) {}
  /// Allocations since construction.
  long count() const { return internal::g_allocations - start_; }

 private:
  long start_;
};
}  // namespace test
}  // namespace mallard

// Replacements of the global allocation functions (all forms forward to
// malloc/free and count).
inline void* MallardCountedAlloc(std::size_t size) {
  ++mallard::test::internal::g_allocations;
  void* p = std::malloc(size == 0 ? 1 : size);
  if (p == nullptr) throw std::bad_alloc();
  return p;
}
void* operator new(std::size_t size) { return MallardCountedAlloc(size); }
void* operator new[](std::size_t size) { return MallardCountedAlloc(size); }
void* operator new(std::size_t size, const std::nothrow_t&) noexcept {
  ++mallard::test::internal::g_allocations;
  return std::malloc(size == 0 ? 1 : size);
}
void* operator new[](std::size_t size, const std::nothrow_t&) noexcept {
  ++mallard::test::internal::g_allocations;
  return std::malloc(size == 0 ? 1 : size);
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }
