#include "drake/common/nice_type_name.h"

#include <cctype>
#include <cstdlib>
#include <string_view>

#include <cxxabi.h>

#include "drake/common/nice_type_name_override.h"

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

std::string NiceTypeName::GetWithPossibleOverride(const void* ptr,
                                                  const std::type_info& info,
                                                  bool is_polymorphic) {
  const internal::NiceTypeNamePtrOverride& ptr_override =
      internal::GetNiceTypeNamePtrOverride();
  if (ptr_override != nullptr) {
    return ptr_override(internal::type_erased_ptr{ptr, info, is_polymorphic});
  }
  return Get(info);
}

namespace {

// Replaces every occurrence of `from` in `s` by `to`, left to right.
void ReplaceAll(std::string* s, std::string_view from, std::string_view to) {
  size_t pos = 0;
  while ((pos = s->find(from, pos)) != std::string::npos) {
    s->replace(pos, from.size(), to);
    pos += to.size();
  }
}

// Drops the literal suffix (ull, ul, ll, l or u) of integer template
// arguments: "<int,3ul>" becomes "<int,3>". An integer argument follows '<'
// or ',' and is followed by ',' or '>'.
void DropIntegerSuffixes(std::string* s) {
  std::string out;
  out.reserve(s->size());
  const size_t n = s->size();
  size_t i = 0;
  while (i < n) {
    const char c = (*s)[i];
    out.push_back(c);
    ++i;
    if (c != '<' && c != ',') continue;
    size_t j = i;
    if (j < n && (*s)[j] == '-') ++j;
    const size_t digits_begin = j;
    while (j < n && std::isdigit(static_cast<unsigned char>((*s)[j]))) ++j;
    if (j == digits_begin) continue;
    for (const std::string_view suffix : {"ull", "ul", "ll", "l", "u"}) {
      const size_t end = j + suffix.size();
      if (end < n && s->compare(j, suffix.size(), suffix) == 0 &&
          ((*s)[end] == ',' || (*s)[end] == '>')) {
        out.append(*s, i, j - i);
        i = end;
        break;
      }
    }
  }
  *s = std::move(out);
}

}  // namespace

std::string NiceTypeName::Canonicalize(const std::string& demangled) {
  // Plain string rewrites (no std::regex: compiling a handful of regular
  // expressions cost tens of milliseconds at the first call). Spacing is
  // normalized first (no space after commas or before closing angle
  // brackets), so the spellings below are the compact ones.
  std::string result = demangled;
  ReplaceAll(&result, ", ", ",");
  ReplaceAll(&result, " >", ">");
  // The autodiff scalar is spelled by Drake's alias (also Eigen's
  // AutoDiffScalar over VectorXd, which Drake's alias once named).
  ReplaceAll(&result, "drake::ad::AutoDiff", "drake::AutoDiffXd");
  ReplaceAll(&result,
             "Eigen::AutoDiffScalar<Eigen::Matrix<double,-1,1,0,-1,1>>",
             "drake::AutoDiffXd");
  ReplaceAll(&result, "std::__cxx11::", "std::");
  ReplaceAll(&result, "std::__1::", "std::");
  ReplaceAll(&result, "(anonymous namespace)", "(anonymous)");
  ReplaceAll(&result,
             "std::basic_string<char,std::char_traits<char>,"
             "std::allocator<char>>",
             "std::string");
  DropIntegerSuffixes(&result);
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
