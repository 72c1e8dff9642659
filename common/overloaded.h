#pragma once

/// @file
/// `overloaded`: combines lambdas into one visitor for std::visit, e.g.
/// @code
/// std::variant<int, std::string> v = 5;
/// const char* kind = std::visit<const char*>(
///     overloaded{[](int) { return "int"; },
///                [](const std::string&) { return "string"; }},
///     v);
/// @endcode
/// Include it only from .cc files (it lives in an anonymous namespace, so
/// each translation unit gets its own copy and no symbols are exported).

namespace {  // NOLINT(build/namespaces_headers)

/// Inherits the call operators of every Ts.
template <class... Ts>
struct overloaded : Ts... {
  using Ts::operator()...;
};

/// (C++17's deduction guide: C++20 deduces it for aggregates, but not
/// every compiler Mallard's tools use does, e.g. clang-tidy 14's.)
template <class... Ts>
overloaded(Ts...) -> overloaded<Ts...>;

}  // namespace
