#pragma once

/// @file
/// Macros that declare and define the explicit instantiations of a class or
/// function template on Drake's default scalars: `double`, `AutoDiffXd` and
/// `symbolic::Expression`. The "nonsymbolic" macros leave out
/// `symbolic::Expression`, for code that cannot work symbolically (it
/// branches on the values of `T`, or needs a numerical solver).
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
#include <type_traits>

#include "drake/common/autodiff.h"
#include "drake/common/symbolic/expression.h"

namespace drake {

/// True iff T is one of the default scalars.
template <typename T>
constexpr bool is_default_scalar =
    std::is_same_v<T, double> || std::is_same_v<T, AutoDiffXd> ||
    std::is_same_v<T, symbolic::Expression>;

}  // namespace drake

// Applies `Macro` to each default scalar.
#define DRAKE_MALLARD_FOR_EACH_DEFAULT_SCALAR(Macro) \
  Macro(double) Macro(::drake::AutoDiffXd) Macro(::drake::symbolic::Expression)

// clang-format off

/// Defines explicit instantiations of a one-parameter class template on
/// double, AutoDiffXd and symbolic::Expression.
#define DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS( \
    SomeType)                                                          \
  template SomeType<double>;                                           \
  template SomeType<::drake::AutoDiffXd>;                              \
  template SomeType<::drake::symbolic::Expression>;

/// Declares (extern) explicit instantiations of a one-parameter class
/// template on the three default scalars, so that including code does not
/// instantiate it again.
#define DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS( \
    SomeType)                                                           \
  extern template SomeType<double>;                                     \
  extern template SomeType<::drake::AutoDiffXd>;                        \
  extern template SomeType<::drake::symbolic::Expression>;

/// As DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS, on
/// double and AutoDiffXd only.
#define DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS( \
    SomeType)                                                                      \
  template SomeType<double>;                                                       \
  template SomeType<::drake::AutoDiffXd>;

/// As DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS, on
/// double and AutoDiffXd only.
#define DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS( \
    SomeType)                                                                       \
  extern template SomeType<double>;                                                 \
  extern template SomeType<::drake::AutoDiffXd>;

// clang-format on

namespace drake {
namespace internal {
// Helper for the function-template macros: a tuple of the function pointers,
// whose (kept) storage makes the compiler emit each instantiation.
template <typename... Pointers>
constexpr auto MakeTupleOfFunctionPointers(Pointers... pointers) {
  return std::make_tuple(pointers...);
}
}  // namespace internal
}  // namespace drake

/// Defines explicit instantiations of function templates. `FunctionPointers`
/// is a parenthesised, comma-separated list of function-pointer expressions
/// that may name the scalar `T` and, for functions of two scalars (e.g. a
/// conversion), a second scalar `U`; every pair (T, U) of default scalars is
/// instantiated, as in Drake, e.g.
/// `DRAKE_DEFINE_FUNCTION_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS((
///     &Foo<T>, &Bar<T, U>))`.
/// Use it once per namespace in the .cc file that defines the functions;
/// code in other translation units and libraries that declares the templates
/// (without their definitions) then links against these instantiations.
/// (The pointers are stored in a variable marked `used`, so the compiler
/// keeps the variable and emits every function it points to.)
#define DRAKE_DEFINE_FUNCTION_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS( \
    FunctionPointers)                                                     \
  DRAKE_MALLARD_DEFINE_FUNCTION_TEMPLATE_INSTANTIATIONS(                  \
      FunctionPointers, double, ::drake::AutoDiffXd,                      \
      ::drake::symbolic::Expression)

/// As DRAKE_DEFINE_FUNCTION_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS, with
/// T and U among double and AutoDiffXd only.
#define DRAKE_DEFINE_FUNCTION_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS( \
    FunctionPointers)                                                                 \
  DRAKE_MALLARD_DEFINE_FUNCTION_TEMPLATE_INSTANTIATIONS(                              \
      FunctionPointers, double, ::drake::AutoDiffXd)

// The tuple of every (T, U) instantiation over the given scalars.
#define DRAKE_MALLARD_DEFINE_FUNCTION_TEMPLATE_INSTANTIATIONS(              \
    FunctionPointers, ...)                                                  \
  namespace {                                                               \
  template <typename T, typename U>                                         \
  constexpr auto Make_Function_Pointers() {                                 \
    return ::drake::internal::MakeTupleOfFunctionPointers FunctionPointers; \
  }                                                                         \
  template <typename T, typename... Us>                                     \
  constexpr auto Make_Function_Pointers_For_T() {                           \
    return std::tuple_cat(Make_Function_Pointers<T, Us>()...);              \
  }                                                                         \
  template <typename... Ts>                                                 \
  constexpr auto Make_Function_Pointers_For_All() {                         \
    return std::tuple_cat(Make_Function_Pointers_For_T<Ts, Ts...>()...);    \
  }                                                                         \
  __attribute__((used)) constexpr auto Function_Templates =                 \
      Make_Function_Pointers_For_All<__VA_ARGS__>();                        \
  } /* namespace */

/// Defines the explicit instantiations of a class template with two scalar
/// parameters, for every pair of default scalars (scalar conversion).
#define DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS_PAIRS( \
    SomeType)                                                                \
  template SomeType<double, double>;                                         \
  template SomeType<double, ::drake::AutoDiffXd>;                            \
  template SomeType<double, ::drake::symbolic::Expression>;                  \
  template SomeType<::drake::AutoDiffXd, double>;                            \
  template SomeType<::drake::AutoDiffXd, ::drake::AutoDiffXd>;               \
  template SomeType<::drake::AutoDiffXd, ::drake::symbolic::Expression>;     \
  template SomeType<::drake::symbolic::Expression, double>;                  \
  template SomeType<::drake::symbolic::Expression, ::drake::AutoDiffXd>;     \
  template SomeType<::drake::symbolic::Expression,                           \
                    ::drake::symbolic::Expression>;

/// As DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS_PAIRS,
/// over double and AutoDiffXd only.
#define DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS_PAIRS( \
    SomeType)                                                                            \
  template SomeType<double, double>;                                                     \
  template SomeType<double, ::drake::AutoDiffXd>;                                        \
  template SomeType<::drake::AutoDiffXd, double>;                                        \
  template SomeType<::drake::AutoDiffXd, ::drake::AutoDiffXd>;
