#include "drake/multibody/tree/scoped_name.h"

#include <stdexcept>
#include <utility>

#include <fmt/format.h>

namespace drake {
namespace multibody {
namespace {

constexpr std::string_view kDelimiter = "::";

bool StartsOrEndsWithDelimiter(std::string_view name) {
  return name.starts_with(kDelimiter) || name.ends_with(kDelimiter);
}

bool IsValidElement(std::string_view name) {
  return !name.empty() && name.find(kDelimiter) == std::string_view::npos;
}

// `name` without its leading and trailing "::" (repeated ones too).
std::string_view Trim(std::string_view name) {
  while (name.starts_with(kDelimiter)) name.remove_prefix(kDelimiter.size());
  while (name.ends_with(kDelimiter)) name.remove_suffix(kDelimiter.size());
  return name;
}

}  // namespace

ScopedName::ScopedName(std::string_view namespace_name,
                       std::string_view element_name) {
  if (StartsOrEndsWithDelimiter(namespace_name)) {
    throw std::logic_error(fmt::format(
        "ScopedName: the namespace name '{}' must not start or end with '::'.",
        namespace_name));
  }
  if (!IsValidElement(element_name)) {
    throw std::logic_error(fmt::format(
        "ScopedName: the element name '{}' must be non-empty and must not "
        "contain '::'.",
        element_name));
  }
  if (!namespace_name.empty()) {
    name_.append(namespace_name).append(kDelimiter);
  }
  element_begin_ = name_.size();
  name_.append(element_name);
}

std::optional<ScopedName> ScopedName::Make(std::string_view namespace_name,
                                           std::string_view element_name) {
  if (StartsOrEndsWithDelimiter(namespace_name) ||
      !IsValidElement(element_name)) {
    return std::nullopt;
  }
  return ScopedName(namespace_name, element_name);
}

ScopedName ScopedName::Join(std::string_view name1, std::string_view name2) {
  name1 = Trim(name1);
  name2 = Trim(name2);
  std::string joined(name1);
  if (!name1.empty() && !name2.empty()) joined.append(kDelimiter);
  joined.append(name2);
  return Parse(std::move(joined));
}

ScopedName ScopedName::Parse(std::string scoped_name) {
  // Trim in place and keep the caller's string (taken by value, as Drake's).
  const std::string_view trimmed = Trim(scoped_name);
  const size_t begin = trimmed.data() - scoped_name.data();
  scoped_name.erase(begin + trimmed.size());
  scoped_name.erase(0, begin);
  ScopedName result;
  result.name_ = std::move(scoped_name);
  const size_t last = result.name_.rfind(kDelimiter);
  result.element_begin_ =
      last == std::string::npos ? 0 : last + kDelimiter.size();
  return result;
}

std::string_view ScopedName::get_namespace() const {
  if (element_begin_ == 0) return {};
  return std::string_view(name_).substr(0, element_begin_ - kDelimiter.size());
}

std::string_view ScopedName::get_element() const {
  return std::string_view(name_).substr(element_begin_);
}

void ScopedName::set_namespace(std::string_view namespace_name) {
  *this = ScopedName(namespace_name, std::string(get_element()));
}

void ScopedName::set_element(std::string_view element_name) {
  *this = ScopedName(std::string(get_namespace()), element_name);
}

}  // namespace multibody
}  // namespace drake
