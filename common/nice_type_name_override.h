#pragma once

/// @file
/// (Advanced) A process-wide hook that overrides NiceTypeName::Get(const T&)
/// for objects, so that bindings (e.g. Python) can report their own names.

#include <functional>
#include <string>
#include <typeinfo>

namespace drake {
namespace internal {

/// A pointer to an object, its dynamic type, and whether its static type is
/// polymorphic.
struct type_erased_ptr {
  const void* raw{};
  const std::type_info& info;
  bool is_polymorphic{};
};

/// Computes the nice type name of the object `ptr` points to.
using NiceTypeNamePtrOverride =
    std::function<std::string(const type_erased_ptr&)>;

/// Installs the override that NiceTypeName::Get(const T&) calls from now on.
/// May be called only once per process.
/// @throws std::exception if an override is already set or
/// `new_ptr_override` is empty.
void SetNiceTypeNamePtrOverride(NiceTypeNamePtrOverride new_ptr_override);

/// Returns the installed override, or an empty function when none is.
const NiceTypeNamePtrOverride& GetNiceTypeNamePtrOverride();

/// Records that `alias_type` is bound under the type `bound_type` (used by
/// bindings while computing names). `bound_type` must outlive the process's
/// use of it.
/// @throws std::exception if `bound_type` is null.
void AddTypeInfoAlias(const std::type_info& alias_type,
                      const std::type_info* bound_type);

/// Returns the `bound_type` recorded for `query` by AddTypeInfoAlias(), or
/// `query` itself when there is none. Never returns null.
/// @throws std::exception if `query` is null.
const std::type_info* GetTypeInfoAlias(const std::type_info* query);

}  // namespace internal
}  // namespace drake
