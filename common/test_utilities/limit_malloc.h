#pragma once

/// @file
/// drake::test::LimitMalloc: a guard that counts, and limits, the heap
/// allocations made while it is alive. For test programs only.
///
/// How allocations are seen (the one mechanism that Mallard's own
/// mallard::test::AllocationCounter, tests/test_utilities/limit_malloc.h,
/// shares):
///
/// - Normally, this header *defines* malloc, calloc and realloc (forwarding
///   to glibc's __libc_* entry points) and the global operator new/delete
///   (forwarding to that malloc and free, so each `new` counts once). The
///   program's definitions take the place of the C library's in every shared
///   library too, so allocations inside libmallard_*, libstdc++ or libcrypto
///   count. The definitions are weak, so including the header from several
///   source files of one program is fine (the linker keeps one copy).
/// - Under AddressSanitizer or ThreadSanitizer (which own malloc; a program
///   that defines it breaks their start-up) it installs the sanitizer's
///   allocation hook instead (`__sanitizer_install_malloc_and_free_hooks`),
///   which sees the same calls. Every realloc then counts (the hook cannot
///   tell a realloc that kept its block; ASan's realloc always moves it).
///
/// Therefore this header must only ever be included by test programs: a
/// library source that included it would replace malloc in every program
/// linking the library. No source file of drake_common includes it (nor may
/// any; the libraries' sources never include test_utilities headers that
/// define things), and it is installed only as a header.
///
/// Example:
/// @code
/// std::vector<double> foo(100);  // Allocations are fine here.
/// {
///   drake::test::LimitMalloc guard;  // No allocations allowed from here on.
///   std::array<double, 100> on_stack{};
/// }
/// @endcode

#include <atomic>
#include <csignal>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <new>
#include <stdexcept>

// Which mechanism (see above). Without glibc and without a sanitizer there
// is none: LimitMalloc is then a no-op and IsSupportedConfiguration() false.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define DRAKE_LIMIT_MALLOC_SANITIZER_HOOK 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define DRAKE_LIMIT_MALLOC_SANITIZER_HOOK 1
#endif
#endif
#if !defined(DRAKE_LIMIT_MALLOC_SANITIZER_HOOK) && defined(__GLIBC__)
#define DRAKE_LIMIT_MALLOC_REPLACE_MALLOC 1
#endif

namespace drake {
namespace test {

/// Limits for LimitMalloc.
struct LimitMallocParams {
  /// The most calls to malloc, calloc or realloc (together) allowed while the
  /// guard is alive; a negative value means no limit.
  int max_num_allocations{-1};

  /// The fewest such calls required by the time the guard is destroyed; a
  /// negative value means no minimum.
  int min_num_allocations{-1};

  /// Whether a realloc() that returns its `ptr` argument unchanged (the
  /// block was resized in place) is left out of the count.
  bool ignore_realloc_noops{false};
};

namespace internal {
// The state the allocation hooks update. Everything here is constant-
// initialized, so it is usable by allocations made before main().

// This thread's allocations since it started (mallard::test::
// AllocationCounter takes differences of it).
inline thread_local long g_thread_allocations = 0;

// The active LimitMalloc guard's limits and count (at most one guard at a
// time). `params` is written only while `active` is false.
struct LimitMallocState {
  std::atomic<bool> active{false};
  std::atomic<int> observed{0};
  LimitMallocParams params;
};
inline LimitMallocState g_limit_malloc;

// Called when the active guard's maximum is exceeded. As Drake's: when the
// environment variable DRAKE_LIMIT_MALLOC_NONFATAL_BREAKPOINT is set and not
// empty, raises SIGTRAP (a breakpoint, for a debugger) and carries on;
// otherwise deactivates the guard, prints the reason to stderr and aborts.
inline void LimitMallocExceeded(int observed, int max) {
  const char* const breakpoint =
      std::getenv("DRAKE_LIMIT_MALLOC_NONFATAL_BREAKPOINT");
  if (breakpoint != nullptr && *breakpoint != '\0') {
    std::raise(SIGTRAP);
    return;
  }
  g_limit_malloc.active.store(false);
  std::fprintf(stderr,
               "abort due to malloc #%d while max_num_allocations = %d in "
               "effect\n",
               observed, max);
  std::fflush(stderr);
  std::abort();
}

// The hooks call this on every malloc, calloc or realloc (and, through
// malloc, operator new). Allocates nothing itself.
inline void NoteAllocation(bool is_realloc_noop) {
  ++g_thread_allocations;
  if (!g_limit_malloc.active.load(std::memory_order_acquire)) return;
  if (is_realloc_noop && g_limit_malloc.params.ignore_realloc_noops) return;
  const int observed = ++g_limit_malloc.observed;
  const int max = g_limit_malloc.params.max_num_allocations;
  if (max >= 0 && observed > max) LimitMallocExceeded(observed, max);
}

inline LimitMallocParams NoAllocations() {
  LimitMallocParams params;
  params.max_num_allocations = 0;
  return params;
}
}  // namespace internal

/// While alive, counts the calls to malloc, calloc and realloc made by any
/// thread of the program (operator new counts through malloc; aligned
/// operator new, which uses aligned_alloc, is not counted, as in Drake), and
/// enforces the limits of its LimitMallocParams:
///
/// - The call that exceeds `max_num_allocations` prints
///   "abort due to malloc #N while max_num_allocations = M in effect" to
///   stderr and aborts the program (re-run the test in a debugger to see
///   where; or set DRAKE_LIMIT_MALLOC_NONFATAL_BREAKPOINT=1 to get a SIGTRAP
///   at each excess allocation instead).
/// - If fewer than `min_num_allocations` calls were made when the guard is
///   destroyed, the destructor prints "abort due to scope end with N mallocs
///   while min_num_allocations = M in effect" and aborts.
///
/// Only one guard may be alive at a time. In an unsupported configuration
/// (see IsSupportedConfiguration()) the guard counts nothing and enforces
/// nothing. For test code only (see the file comment).
class LimitMalloc final {
 public:
  /// Allows no allocations at all until destroyed
  /// (`max_num_allocations = 0`).
  /// @throws std::logic_error if another LimitMalloc is alive.
  [[nodiscard]] LimitMalloc() : LimitMalloc(internal::NoAllocations()) {}

  /// Applies the limits in `args` until destroyed.
  /// @throws std::logic_error if another LimitMalloc is alive.
  [[nodiscard]] explicit LimitMalloc(LimitMallocParams args) : args_(args) {
    internal::LimitMallocState& state = internal::g_limit_malloc;
    if (state.active.load()) {
      throw std::logic_error("Cannot nest LimitMalloc guards");
    }
    state.params = args_;
    state.observed.store(0);
    state.active.store(IsSupportedConfiguration(), std::memory_order_release);
  }

  /// Ends the limits; aborts (see the class comment) if fewer allocations
  /// than `min_num_allocations` were counted.
  ~LimitMalloc() {
    internal::LimitMallocState& state = internal::g_limit_malloc;
    state.active.store(false);
    const int observed = state.observed.load();
    const int min = args_.min_num_allocations;
    if (IsSupportedConfiguration() && min >= 0 && observed < min) {
      std::fprintf(stderr,
                   "abort due to scope end with %d mallocs while "
                   "min_num_allocations = %d in effect\n",
                   observed, min);
      std::fflush(stderr);
      std::abort();
    }
  }

  /// The number of allocations counted since construction (0 in an
  /// unsupported configuration).
  int num_allocations() const {
    return internal::g_limit_malloc.observed.load();
  }

  /// The limits given at construction.
  const LimitMallocParams& params() const { return args_; }

  /// True iff allocations can be counted in this build and run: the program
  /// replaces malloc (glibc) or runs under ASan/TSan, and is not running
  /// under valgrind (detected, as Drake does, by VALGRIND_OPTS in the
  /// environment; valgrind's malloc bypasses the replacement). When false,
  /// every LimitMalloc is a no-op; tests must allow for that.
  static bool IsSupportedConfiguration() {
#if defined(DRAKE_LIMIT_MALLOC_SANITIZER_HOOK) || \
    defined(DRAKE_LIMIT_MALLOC_REPLACE_MALLOC)
    static const bool supported = std::getenv("VALGRIND_OPTS") == nullptr;
    return supported;
#else
    return false;
#endif
  }

  /// @name Not copyable or movable.
  //@{
  LimitMalloc(const LimitMalloc&) = delete;
  void operator=(const LimitMalloc&) = delete;
  LimitMalloc(LimitMalloc&&) = delete;
  void operator=(LimitMalloc&&) = delete;
  //@}

 private:
  LimitMallocParams args_;
};

}  // namespace test
}  // namespace drake

#if defined(DRAKE_LIMIT_MALLOC_SANITIZER_HOOK)
// The sanitizer runtimes' interface (GCC does not ship its header). Up to a
// few hooks may be installed; the function-local static below makes sure
// that this program installs exactly one, however many files include this.
extern "C" int __sanitizer_install_malloc_and_free_hooks(
    void (*malloc_hook)(const volatile void*, std::size_t),
    void (*free_hook)(const volatile void*));

namespace drake {
namespace test {
namespace internal {
inline void SanitizerMallocHook(const volatile void*, std::size_t) {
  NoteAllocation(false);
}
inline void SanitizerFreeHook(const volatile void*) {}
inline bool InstallSanitizerMallocHookOnce() {
  static const int installed = __sanitizer_install_malloc_and_free_hooks(
      &SanitizerMallocHook, &SanitizerFreeHook);
  return installed != 0;
}
// Installed before main().
[[maybe_unused]] static const bool g_sanitizer_malloc_hook_installed =
    InstallSanitizerMallocHookOnce();
}  // namespace internal
}  // namespace test
}  // namespace drake

#elif defined(DRAKE_LIMIT_MALLOC_REPLACE_MALLOC)
// The replacements (see the file comment). Weak, so that several files of
// one program may include this header.
extern "C" {
void* __libc_malloc(std::size_t size);
void* __libc_calloc(std::size_t count, std::size_t size);
void* __libc_realloc(void* pointer, std::size_t size);
__attribute__((weak)) void* malloc(std::size_t size) {
  drake::test::internal::NoteAllocation(false);
  return __libc_malloc(size);
}
__attribute__((weak)) void* calloc(std::size_t count, std::size_t size) {
  drake::test::internal::NoteAllocation(false);
  return __libc_calloc(count, size);
}
__attribute__((weak)) void* realloc(void* pointer, std::size_t size) {
  void* const result = __libc_realloc(pointer, size);
  drake::test::internal::NoteAllocation(pointer != nullptr &&
                                        result == pointer);
  return result;
}
}  // extern "C"

namespace drake {
namespace test {
namespace internal {
inline void* CountedOperatorNew(std::size_t size) {
  void* const result = std::malloc(size == 0 ? 1 : size);
  if (result == nullptr) throw std::bad_alloc();
  return result;
}
}  // namespace internal
}  // namespace test
}  // namespace drake

__attribute__((weak)) void* operator new(std::size_t size) {
  return drake::test::internal::CountedOperatorNew(size);
}
__attribute__((weak)) void* operator new[](std::size_t size) {
  return drake::test::internal::CountedOperatorNew(size);
}
__attribute__((weak)) void* operator new(std::size_t size,
                                         const std::nothrow_t&) noexcept {
  return std::malloc(size == 0 ? 1 : size);
}
__attribute__((weak)) void* operator new[](std::size_t size,
                                           const std::nothrow_t&) noexcept {
  return std::malloc(size == 0 ? 1 : size);
}
__attribute__((weak)) void operator delete(void* p) noexcept { std::free(p); }
__attribute__((weak)) void operator delete[](void* p) noexcept { std::free(p); }
__attribute__((weak)) void operator delete(void* p, std::size_t) noexcept {
  std::free(p);
}
__attribute__((weak)) void operator delete[](void* p, std::size_t) noexcept {
  std::free(p);
}
#endif
