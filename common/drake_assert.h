#pragma once

/// @file
/// Drake's assertion macros.
///
/// - `DRAKE_ASSERT(condition)` checks a cheap internal invariant. It is armed
///   in debug builds (no NDEBUG) and wherever DRAKE_ENABLE_ASSERTS is
///   defined; disarmed it compiles to nothing (the condition is still
///   type-checked but not evaluated).
/// - `DRAKE_ASSERT_VOID(expression)` evaluates `expression` only when armed.
/// - `DRAKE_DEMAND(condition)` is always armed and aborts the process with a
///   message naming the condition, file and line. It is for internal
///   invariants only; anything a user can get wrong uses DRAKE_THROW_UNLESS.
/// - `DRAKE_UNREACHABLE()` aborts; it marks code that must never run.

#include <type_traits>

namespace drake {
namespace internal {
/// Prints a message naming the failed condition and location, then aborts.
[[noreturn]] void Abort(const char* condition, const char* func,
                        const char* file, int line);
/// As Abort() but says "assertion" rather than "demand".
[[noreturn]] void AssertionFailed(const char* condition, const char* func,
                                  const char* file, int line);
}  // namespace internal
}  // namespace drake

#if defined(DRAKE_ENABLE_ASSERTS) && defined(DRAKE_DISABLE_ASSERTS)
#error "DRAKE_ENABLE_ASSERTS and DRAKE_DISABLE_ASSERTS are both defined."
#endif

#if defined(DRAKE_ENABLE_ASSERTS) || \
    (!defined(NDEBUG) && !defined(DRAKE_DISABLE_ASSERTS))
#define DRAKE_ASSERT_IS_ARMED
#else
#define DRAKE_ASSERT_IS_DISARMED
#endif

#define DRAKE_DEMAND(condition)                                              \
  do {                                                                       \
    typedef ::drake::assert::ConditionTraits<                                \
        typename std::remove_cv_t<decltype(condition)>>                      \
        Trait;                                                               \
    static_assert(Trait::is_valid, "Condition should be bool-convertible."); \
    if (!Trait::Evaluate(condition)) {                                       \
      ::drake::internal::Abort(#condition, __func__, __FILE__, __LINE__);    \
    }                                                                        \
  } while (0)

#define DRAKE_UNREACHABLE()                                            \
  ::drake::internal::Abort("Unreachable code was reached?!", __func__, \
                           __FILE__, __LINE__)

#ifdef DRAKE_ASSERT_IS_ARMED
namespace drake {
constexpr bool kDrakeAssertIsArmed = true;
constexpr bool kDrakeAssertIsDisarmed = false;
}  // namespace drake
#define DRAKE_ASSERT(condition)                                              \
  do {                                                                       \
    typedef ::drake::assert::ConditionTraits<                                \
        typename std::remove_cv_t<decltype(condition)>>                      \
        Trait;                                                               \
    static_assert(Trait::is_valid, "Condition should be bool-convertible."); \
    if (!Trait::Evaluate(condition)) {                                       \
      ::drake::internal::AssertionFailed(#condition, __func__, __FILE__,     \
                                         __LINE__);                          \
    }                                                                        \
  } while (0)
#define DRAKE_ASSERT_VOID(expression) \
  do {                                \
    static_cast<void>(expression);    \
  } while (0)
#else
namespace drake {
constexpr bool kDrakeAssertIsArmed = false;
constexpr bool kDrakeAssertIsDisarmed = true;
}  // namespace drake
#define DRAKE_ASSERT(condition)                                                \
  static_assert(::drake::assert::ConditionTraits<                              \
                    typename std::remove_cv_t<decltype(condition)>>::is_valid, \
                "Condition should be bool-convertible.")
#define DRAKE_ASSERT_VOID(expression) static_assert(true, "")
#endif

namespace drake {
namespace assert {
/// Tells the assertion macros how to evaluate a condition of type T. The
/// default accepts anything contextually convertible to bool.
template <typename Condition>
struct ConditionTraits {
  static constexpr bool is_valid = std::is_convertible_v<Condition, bool>;
  static bool Evaluate(const Condition& value) {
    return static_cast<bool>(value);
  }
};
}  // namespace assert
}  // namespace drake
