#pragma once

/// @file
/// Macros that declare and define the explicit instantiations of a class or
/// function template on Drake's default scalars. In Mallard those are
/// `double` and `AutoDiffXd`; Drake's third default scalar,
/// `symbolic::Expression`, is out of scope, so the "nonsymbolic" macros and
/// the plain macros instantiate the same two types.
///
/// Use DECLARE in the header (after the template's definition) and DEFINE in
/// exactly one .cc file:
/// @code
/// DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
///     class ::drake::systems::Adder)
/// // in adder.cc:
/// DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
///     class ::drake::systems::Adder)
/// @endcode

#include <tuple>

#include "drake/common/autodiff.h"

// Applies `Macro` to each default scalar.
#define DRAKE_MALLARD_FOR_EACH_DEFAULT_SCALAR(Macro) \
  Macro(double) Macro(::drake::AutoDiffXd)

/// Defines explicit instantiations of a one-parameter class template.
#define DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS( \
    SomeType)                                                          \
  template SomeType<double>;                                           \
  template SomeType<::drake::AutoDiffXd>;

/// Declares (extern) explicit instantiations of a one-parameter class
/// template, so that including code does not instantiate it again.
#define DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS( \
    SomeType)                                                           \
  extern template SomeType<double>;                                     \
  extern template SomeType<::drake::AutoDiffXd>;

#define DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS( \
    SomeType)                                                                      \
  DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(SomeType)

#define DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS( \
    SomeType)                                                                       \
  DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(SomeType)

namespace drake {
namespace internal {
// Helper for the function-template macro: a tuple of the function pointers,
// whose (kept) storage makes the compiler emit each instantiation.
template <typename... Pointers>
constexpr auto MakeTupleOfFunctionPointers(Pointers... pointers) {
  return std::make_tuple(pointers...);
}
}  // namespace internal
}  // namespace drake

/// Defines explicit instantiations of function templates. `FunctionPointers`
/// is a parenthesised, comma-separated list of `&Function<T>` expressions
/// where `T` names the scalar, e.g.
/// `DRAKE_DEFINE_FUNCTION_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS((
///     &Foo<T>, &Bar<T>))`.
/// Use it once per namespace in the .cc file that defines the functions;
/// code in other translation units and libraries that declares the templates
/// (without their definitions) then links against these instantiations.
/// (The pointers are stored in a variable marked `used`, so the compiler
/// keeps the variable and emits every function it points to.)
#define DRAKE_DEFINE_FUNCTION_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(   \
    FunctionPointers)                                                       \
  namespace {                                                               \
  template <typename T>                                                     \
  constexpr auto Make_Function_Pointers() {                                 \
    return ::drake::internal::MakeTupleOfFunctionPointers FunctionPointers; \
  }                                                                         \
  __attribute__((used)) constexpr auto Function_Templates_Double =          \
      Make_Function_Pointers<double>();                                     \
  __attribute__((used)) constexpr auto Function_Templates_AutoDiff =        \
      Make_Function_Pointers<::drake::AutoDiffXd>();                        \
  } /* namespace */

#define DRAKE_DEFINE_FUNCTION_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS( \
    FunctionPointers)                                                                 \
  DRAKE_DEFINE_FUNCTION_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(                   \
      FunctionPointers)

/// Defines the explicit instantiations of a class template with two scalar
/// parameters, for every pair of default scalars (scalar conversion).
#define DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS_PAIRS( \
    SomeType)                                                                \
  template SomeType<double, double>;                                         \
  template SomeType<double, ::drake::AutoDiffXd>;                            \
  template SomeType<::drake::AutoDiffXd, double>;                            \
  template SomeType<::drake::AutoDiffXd, ::drake::AutoDiffXd>;
