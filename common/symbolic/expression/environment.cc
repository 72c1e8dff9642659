#include <cmath>
#include <random>
#include <sstream>
#include <stdexcept>

#include <fmt/format.h>

#include "drake/common/symbolic/expression/all.h"

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

Environment::Environment(std::initializer_list<key_type> vars) {
  for (const Variable& var : vars) map_.insert_or_assign(var, 0.0);
}

void Environment::insert(const key_type& key, const mapped_type& value) {
  ThrowIfNan(key, value);
  map_.emplace(key, value);
}

void Environment::insert(const Eigen::Ref<const MatrixX<key_type>>& keys,
                         const Eigen::Ref<const Eigen::MatrixXd>& elements) {
  if (keys.rows() != elements.rows() || keys.cols() != elements.cols()) {
    throw std::runtime_error(fmt::format(
        "symbolic::Environment::insert: the keys are {}x{} but the values are "
        "{}x{}.",
        keys.rows(), keys.cols(), elements.rows(), elements.cols()));
  }
  for (int j = 0; j < keys.cols(); ++j) {
    for (int i = 0; i < keys.rows(); ++i) insert(keys(i, j), elements(i, j));
  }
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

namespace {
double Sample(Variable::Type type, RandomGenerator* generator) {
  switch (type) {
    case Variable::Type::RANDOM_UNIFORM:
      return std::uniform_real_distribution<double>(0.0, 1.0)(*generator);
    case Variable::Type::RANDOM_GAUSSIAN:
      return std::normal_distribution<double>(0.0, 1.0)(*generator);
    case Variable::Type::RANDOM_EXPONENTIAL:
      return std::exponential_distribution<double>(1.0)(*generator);
    default:
      break;
  }
  throw std::logic_error("symbolic: sampling a non-random variable.");
}
}  // namespace

Environment PopulateRandomVariables(Environment env, const Variables& variables,
                                    RandomGenerator* random_generator) {
  for (const Variable& var : variables) {
    if (!is_random(var.get_type()) || env.find(var) != env.end()) continue;
    if (random_generator == nullptr) {
      std::ostringstream type;
      type << var.get_type();
      throw std::runtime_error(fmt::format(
          "Expression::Evaluate(): the random variable '{}' ({}) has no value "
          "in the environment and no RandomGenerator was given to sample it.",
          var.get_name(), type.str()));
    }
    env.insert(var, Sample(var.get_type(), random_generator));
  }
  return env;
}

}  // namespace symbolic
}  // namespace drake
