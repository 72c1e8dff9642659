#include "drake/common/symbolic/variable.h"

#include <atomic>
#include <sstream>

namespace drake {
namespace symbolic {
namespace {
// Ids start at 1; 0 is the dummy variable's.
Variable::Id NextVariableId() {
  static std::atomic<Variable::Id> next_id{1};
  return next_id.fetch_add(1, std::memory_order_relaxed);
}
}  // namespace

Variable::Variable(std::string name, Type type)
    : id_(NextVariableId()),
      type_(type),
      name_(std::make_shared<const std::string>(std::move(name))) {}

bool is_random(Variable::Type type) {
  return type == Variable::Type::RANDOM_UNIFORM ||
         type == Variable::Type::RANDOM_GAUSSIAN ||
         type == Variable::Type::RANDOM_EXPONENTIAL;
}

std::ostream& operator<<(std::ostream& os, const Variable& var) {
  return os << var.get_name();
}

std::ostream& operator<<(std::ostream& os, Variable::Type type) {
  switch (type) {
    case Variable::Type::CONTINUOUS:
      return os << "Continuous";
    case Variable::Type::INTEGER:
      return os << "Integer";
    case Variable::Type::BINARY:
      return os << "Binary";
    case Variable::Type::BOOLEAN:
      return os << "Boolean";
    case Variable::Type::RANDOM_UNIFORM:
      return os << "Random Uniform";
    case Variable::Type::RANDOM_GAUSSIAN:
      return os << "Random Gaussian";
    case Variable::Type::RANDOM_EXPONENTIAL:
      return os << "Random Exponential";
  }
  return os << "(unknown)";
}

Variables::Variables(std::initializer_list<Variable> init) : vars_(init) {}

std::string Variables::to_string() const {
  std::ostringstream out;
  out << *this;
  return out.str();
}

bool operator==(const Variables& a, const Variables& b) {
  if (a.size() != b.size()) return false;
  auto it = b.begin();
  for (const Variable& v : a) {
    if (!v.equal_to(*it)) return false;
    ++it;
  }
  return true;
}

std::ostream& operator<<(std::ostream& os, const Variables& vars) {
  os << "{";
  bool first = true;
  for (const Variable& v : vars) {
    if (!first) os << ", ";
    os << v;
    first = false;
  }
  return os << "}";
}

}  // namespace symbolic
}  // namespace drake
