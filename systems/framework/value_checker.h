#pragma once

/// @file
/// (Internal) Run-time checks of the invariants of BasicVector values, for
/// use in DRAKE_ASSERT_VOID and tests (they copy the value, so are costly).

#include <memory>
#include <stdexcept>
#include <string>
#include <typeinfo>

#include <fmt/format.h>

#include "drake/common/drake_throw.h"
#include "drake/common/nice_type_name.h"
#include "drake/common/value.h"
#include "drake/systems/framework/basic_vector.h"

namespace drake {
namespace systems {
namespace internal {

/// Checks that `basic_vector`'s Clone() returns an object of the same
/// concrete type (a subclass of BasicVector that forgets to override
/// DoClone() slices its clones).
/// @throws std::exception if `basic_vector` is null or the check fails (the
/// message names both types).
template <typename T>
void CheckBasicVectorInvariants(const BasicVector<T>* basic_vector) {
  DRAKE_THROW_UNLESS(basic_vector != nullptr);
  const std::unique_ptr<BasicVector<T>> clone = basic_vector->Clone();
  DRAKE_THROW_UNLESS(clone != nullptr);
  const BasicVector<T>& original = *basic_vector;
  const BasicVector<T>& cloned = *clone;
  if (typeid(original) != typeid(cloned)) {
    throw std::runtime_error(fmt::format(
        "CheckBasicVectorInvariants failed: {}::Clone produced a {} object "
        "instead of the same type",
        NiceTypeName::Get(original), NiceTypeName::Get(cloned)));
  }
}

/// When `abstract_value` holds a BasicVector<T> (Value<BasicVector<T>>),
/// applies CheckBasicVectorInvariants() to it; otherwise does nothing.
/// @throws std::exception if `abstract_value` is null or the check fails.
template <typename T>
void CheckVectorValueInvariants(const AbstractValue* abstract_value) {
  DRAKE_THROW_UNLESS(abstract_value != nullptr);
  const BasicVector<T>* const basic_vector =
      abstract_value->maybe_get_value<BasicVector<T>>();
  if (basic_vector != nullptr) {
    CheckBasicVectorInvariants<T>(basic_vector);
  }
}

}  // namespace internal
}  // namespace systems
}  // namespace drake
