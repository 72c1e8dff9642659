#pragma once

/// @file
/// NiceTypeName: human-readable, platform-independent names of C++ types,
/// used in error messages (e.g. "drake::systems::Adder<double>").

#include <memory>
#include <string>
#include <typeinfo>

namespace drake {

class NiceTypeName {
 public:
  /// The name of the static type T, canonicalized.
  template <typename T>
  static const std::string& Get() {
    static const std::string canonical(
        Canonicalize(Demangle(typeid(T).name())));
    return canonical;
  }

  /// The name of the dynamic type of `thing` (its most-derived class when T
  /// is polymorphic).
  template <typename T>
  static std::string Get(const T& thing) {
    return Get(typeid(thing));
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
};

}  // namespace drake
