#include "drake/common/nice_type_name.h"

#include <cxxabi.h>

#include <cstdlib>
#include <regex>
#include <vector>

namespace drake {

std::string NiceTypeName::Demangle(const char* typeid_name) {
  int status = 0;
  std::unique_ptr<char, void (*)(void*)> demangled(
      abi::__cxa_demangle(typeid_name, nullptr, nullptr, &status), std::free);
  return status == 0 ? std::string(demangled.get()) : std::string(typeid_name);
}

std::string NiceTypeName::Get(const std::type_info& info) {
  return Canonicalize(Demangle(info.name()));
}

std::string NiceTypeName::Canonicalize(const std::string& demangled) {
  // Ordered rewrites; each is a (pattern, replacement) pair.
  static const std::vector<std::pair<std::regex, std::string>>* const kRules =
      new std::vector<std::pair<std::regex, std::string>>{
          // Eigen's AutoDiffScalar over VectorXd is spelled by Drake's alias.
          {std::regex(
               "Eigen::AutoDiffScalar<Eigen::Matrix<double, ?-1, ?1, ?0, ?-1, "
               "?1> ?>"),
           "drake::AutoDiffXd"},
          {std::regex("std::__cxx11::"), "std::"},
          {std::regex("std::__1::"), "std::"},
          {std::regex("\\(anonymous namespace\\)"), "(anonymous)"},
          {std::regex("std::basic_string<char, std::char_traits<char>, "
                      "std::allocator<char> ?>"),
           "std::string"},
          // Integer template arguments lose their literal suffix
          // (std::array<int, 3ul> is spelled std::array<int,3>).
          {std::regex("([<,] ?-?[0-9]+)(?:ull|ul|ll|l|u)(?=[,> ])"), "$1"},
          // No space after commas or before closing angle brackets.
          {std::regex(", "), ","},
          {std::regex(" >"), ">"},
      };
  std::string result = demangled;
  for (const auto& [pattern, replacement] : *kRules) {
    result = std::regex_replace(result, pattern, replacement);
  }
  return result;
}

std::string NiceTypeName::RemoveNamespaces(const std::string& name) {
  // Drop everything up to and including the last "::" that is not inside a
  // template argument list, as Drake does ("drake::systems::Adder<double>"
  // becomes "Adder<double>"; template arguments keep their namespaces). A
  // name that would become empty is returned unchanged.
  int depth = 0;
  size_t start = 0;
  for (size_t i = 0; i + 1 < name.size(); ++i) {
    const char c = name[i];
    if (c == '<' || c == '(') ++depth;
    if (c == '>' || c == ')') --depth;
    if (depth == 0 && c == ':' && name[i + 1] == ':') start = i + 2;
  }
  if (start >= name.size()) return name;
  return name.substr(start);
}

}  // namespace drake
