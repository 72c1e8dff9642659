#pragma once

/// @file
/// NiceTypeName: human-readable, platform-independent names of C++ types,
/// used in error messages (e.g. "drake::systems::Adder<double>").

#include <memory>
#include <string>
#include <type_traits>
#include <typeinfo>

#include "drake/common/never_destroyed.h"

namespace drake {

class NiceTypeName {
 public:
  /// The name of the static type T, canonicalized. Computed once per type;
  /// the string is never destroyed (usable during program tear-down).
  template <typename T>
  static const std::string& Get() {
    static const never_destroyed<std::string> canonical(
        Canonicalize(Demangle(typeid(T).name())));
    return canonical.access();
  }

  /// Same as Get<T>(): computed once per process, and never destroyed.
  template <typename T>
  static const std::string& GetFromStorage() {
    return Get<T>();
  }

  /// The name of the dynamic type of `thing` (its most-derived class when T
  /// is polymorphic). When an override is installed
  /// (nice_type_name_override.h), returns what the override says instead.
  template <typename T>
  static std::string Get(const T& thing) {
    return GetWithPossibleOverride(&thing, typeid(thing),
                                   std::is_polymorphic_v<T>);
  }

  /// The canonical name of a std::type_info.
  static std::string Get(const std::type_info& info);

  /// Demangles a compiler's type name (as from typeid(T).name()).
  static std::string Demangle(const char* typeid_name);

  /// Rewrites a demangled name into Drake's canonical spelling: removes
  /// spaces except where needed, standard-library inline namespaces, and
  /// spells AutoDiffXd by its alias.
  static std::string Canonicalize(const std::string& demangled_name);

  /// Removes the qualifiers of the outermost name: everything up to and
  /// including the last "::" outside template arguments
  /// ("drake::systems::Adder<double>" becomes "Adder<double>"). Returns
  /// `name` unchanged if that would leave nothing.
  static std::string RemoveNamespaces(const std::string& name);

 private:
  NiceTypeName() = delete;
  static std::string GetWithPossibleOverride(const void* ptr,
                                             const std::type_info& info,
                                             bool is_polymorphic);
};

}  // namespace drake
