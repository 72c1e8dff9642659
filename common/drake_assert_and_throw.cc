#include <atomic>
#include <cstdlib>
#include <iostream>
#include <sstream>
#include <stdexcept>

#include "drake/common/drake_assert.h"
#include "drake/common/drake_assertion_error.h"
#include "drake/common/drake_throw.h"

namespace drake {
namespace internal {
namespace {
std::string Describe(const char* kind, const char* condition, const char* func,
                     const char* file, int line) {
  std::ostringstream out;
  out << "Failure at " << file << ":" << line << " in " << func << "(): ";
  if (kind != nullptr) out << kind << " ";
  out << "condition '" << condition << "' failed.";
  return out.str();
}

// Set (once, for the whole process) by
// drake_set_assertion_failure_to_throw_exception(). Constant-initialized, so
// it is usable from any static initializer.
std::atomic<bool> g_assertion_failures_throw{false};
}  // namespace

void Abort(const char* condition, const char* func, const char* file,
           int line) {
  std::cerr << "abort: " << Describe(nullptr, condition, func, file, line)
            << std::endl;
  std::abort();
}

void AssertionFailed(const char* condition, const char* func, const char* file,
                     int line) {
  if (g_assertion_failures_throw.load()) {
    throw assertion_error(Describe("assertion", condition, func, file, line));
  }
  std::cerr << "abort: " << Describe("assertion", condition, func, file, line)
            << std::endl;
  std::abort();
}

void Throw(const char* condition, const char* func, const char* file,
           int line) {
  throw std::logic_error(Describe(nullptr, condition, func, file, line));
}
}  // namespace internal
}  // namespace drake

// As in Drake: after this is called, a failed DRAKE_ASSERT throws
// drake::internal::assertion_error (with the message it would otherwise print
// after "abort: ") instead of aborting, for the rest of the process. Drake
// declares it only here, not in a header, because only its Python bindings
// are meant to call it. DRAKE_DEMAND and DRAKE_UNREACHABLE still abort here
// (their macros call Abort()).
extern "C" void drake_set_assertion_failure_to_throw_exception();

void drake_set_assertion_failure_to_throw_exception() {
  drake::internal::g_assertion_failures_throw.store(true);
}
