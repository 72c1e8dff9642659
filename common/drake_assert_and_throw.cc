#include <cstdlib>
#include <iostream>
#include <sstream>
#include <stdexcept>

#include "drake/common/drake_assert.h"
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
}  // namespace

void Abort(const char* condition, const char* func, const char* file,
           int line) {
  std::cerr << "abort: " << Describe(nullptr, condition, func, file, line)
            << std::endl;
  std::abort();
}

void AssertionFailed(const char* condition, const char* func, const char* file,
                     int line) {
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
