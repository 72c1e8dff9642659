#include "drake/common/symbolic/environment.h"

#include <cmath>
#include <sstream>
#include <stdexcept>

#include <fmt/format.h>

namespace drake {
namespace symbolic {
namespace {
void ThrowIfNan(const Variable& var, double value) {
  if (std::isnan(value)) {
    throw std::runtime_error(
        fmt::format("symbolic::Environment: the value of variable '{}' is NaN.",
                    var.get_name()));
  }
}
}  // namespace

Environment::Environment(std::initializer_list<value_type> init) {
  for (const auto& [var, value] : init) insert(var, value);
}

Environment::Environment(map m) : map_(std::move(m)) {
  for (const auto& [var, value] : map_) ThrowIfNan(var, value);
}

void Environment::insert(const key_type& key, const mapped_type& value) {
  ThrowIfNan(key, value);
  map_.insert_or_assign(key, value);
}

Variables Environment::domain() const {
  Variables result;
  for (const auto& [var, value] : map_) result.insert(var);
  return result;
}

std::string Environment::to_string() const {
  std::ostringstream out;
  out << *this;
  return out.str();
}

const Environment::mapped_type& Environment::operator[](
    const key_type& key) const {
  const auto it = map_.find(key);
  if (it == map_.end()) {
    throw std::out_of_range(
        fmt::format("symbolic::Environment: variable '{}' is not assigned.",
                    key.get_name()));
  }
  return it->second;
}

std::ostream& operator<<(std::ostream& os, const Environment& env) {
  os << "{";
  bool first = true;
  for (const auto& [var, value] : env) {
    if (!first) os << ", ";
    os << var << " -> " << value;
    first = false;
  }
  return os << "}";
}

}  // namespace symbolic
}  // namespace drake
