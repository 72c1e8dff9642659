#pragma once

/// @file
/// Counts heap allocations made by this thread, for tests that check that
/// hot paths do not allocate. Header-only: it replaces malloc, calloc,
/// realloc and the global operator new/delete (under AddressSanitizer or
/// ThreadSanitizer it installs the sanitizer's allocation hook instead), so
/// include it from exactly one source file per test program.
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

// Under AddressSanitizer or ThreadSanitizer the sanitizer owns malloc and
// operator new (a program that defines them breaks its start-up), so the
// count comes from the sanitizer's allocation hook instead, which sees every
// allocation the replacements below would (malloc, calloc, realloc, new).
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define MALLARD_COUNT_ALLOCATIONS_WITH_SANITIZER_HOOK 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define MALLARD_COUNT_ALLOCATIONS_WITH_SANITIZER_HOOK 1
#endif
#endif

#ifdef MALLARD_COUNT_ALLOCATIONS_WITH_SANITIZER_HOOK
// The sanitizer runtimes' interface (GCC does not ship its header).
extern "C" int __sanitizer_install_malloc_and_free_hooks(
    void (*malloc_hook)(const volatile void*, std::size_t),
    void (*free_hook)(const volatile void*));

namespace mallard {
namespace test {
namespace internal {
inline void CountAllocation(const volatile void*, std::size_t) {
  ++g_allocations;
}
inline void IgnoreFree(const volatile void*) {}
// Installed before main (this header is in one source file per program).
[[maybe_unused]] static const int g_allocation_hook_installed =
    __sanitizer_install_malloc_and_free_hooks(&CountAllocation, &IgnoreFree);
}  // namespace internal
}  // namespace test
}  // namespace mallard
#else
// Replacements of the allocation functions. malloc, calloc and realloc are
// interposed too (through glibc's __libc_* entry points) because Eigen and C
// libraries allocate with malloc, not operator new; operator new forwards
// to the counted malloc, so each allocation counts once.
extern "C" {
void* __libc_malloc(std::size_t size);
void* __libc_calloc(std::size_t count, std::size_t size);
void* __libc_realloc(void* pointer, std::size_t size);
void* malloc(std::size_t size) {
  ++mallard::test::internal::g_allocations;
  return __libc_malloc(size);
}
void* calloc(std::size_t count, std::size_t size) {
  ++mallard::test::internal::g_allocations;
  return __libc_calloc(count, size);
}
void* realloc(void* pointer, std::size_t size) {
  ++mallard::test::internal::g_allocations;
  return __libc_realloc(pointer, size);
}
}  // extern "C"

inline void* MallardCountedAlloc(std::size_t size) {
  void* p = std::malloc(size == 0 ? 1 : size);
  if (p == nullptr) throw std::bad_alloc();
  return p;
}
void* operator new(std::size_t size) { return MallardCountedAlloc(size); }
void* operator new[](std::size_t size) { return MallardCountedAlloc(size); }
void* operator new(std::size_t size, const std::nothrow_t&) noexcept {
  return std::malloc(size == 0 ? 1 : size);
}
void* operator new[](std::size_t size, const std::nothrow_t&) noexcept {
  return std::malloc(size == 0 ? 1 : size);
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }
#endif  // MALLARD_COUNT_ALLOCATIONS_WITH_SANITIZER_HOOK
