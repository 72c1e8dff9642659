#pragma once

/// @file
/// drake::internal::assertion_error, what DRAKE_ASSERT and DRAKE_DEMAND throw
/// when assertion failures are configured to throw (see drake_assert.h).

#include <stdexcept>
#include <string>

namespace drake {
namespace internal {

/// The exception a failed DRAKE_ASSERT or DRAKE_DEMAND throws once
/// `drake_set_assertion_failure_to_throw_exception()` (the pydrake hook) has
/// been called; by default failed assertions abort instead.
class assertion_error : public std::runtime_error {
 public:
  explicit assertion_error(const std::string& what_arg)
      : std::runtime_error(what_arg) {}
};

}  // namespace internal
}  // namespace drake
