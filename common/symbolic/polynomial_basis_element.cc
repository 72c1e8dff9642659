#include "drake/common/symbolic/polynomial_basis_element.h"

#include <stdexcept>
#include <typeinfo>

#include <fmt/format.h>

#include "drake/common/drake_assert.h"

namespace drake {
namespace symbolic {
namespace {

// The variable → degree map of vars(i) → degrees(i), checking the sizes,
// repeats and signs.
std::map<Variable, int> MakeVarToDegreeMap(
    const Eigen::Ref<const VectorX<Variable>>& vars,
    const Eigen::Ref<const Eigen::VectorXi>& degrees) {
  if (vars.size() != degrees.size()) {
    throw std::logic_error(fmt::format(
        "PolynomialBasisElement: {} variables but {} degrees were given.",
        vars.size(), degrees.size()));
  }
  std::map<Variable, int> result;
  for (Eigen::Index i = 0; i < vars.size(); ++i) {
    if (!result.emplace(vars(i), degrees(i)).second) {
      throw std::invalid_argument(fmt::format(
          "PolynomialBasisElement: the variable {} appears more than once.",
          vars(i).get_name()));
    }
  }
  return result;
}

}  // namespace

PolynomialBasisElement::PolynomialBasisElement(
    const std::map<Variable, int>& var_to_degree_map) {
  for (const auto& [var, degree] : var_to_degree_map) {
    if (degree < 0) {
      throw std::logic_error(fmt::format(
          "PolynomialBasisElement: the degree of {} is {}, which is negative.",
          var.get_name(), degree));
    }
    if (degree > 0) {
      var_to_degree_map_.emplace_hint(var_to_degree_map_.end(), var, degree);
      total_degree_ += degree;
    }
  }
}

PolynomialBasisElement::PolynomialBasisElement(
    const Eigen::Ref<const VectorX<Variable>>& vars,
    const Eigen::Ref<const Eigen::VectorXi>& degrees)
    : PolynomialBasisElement(MakeVarToDegreeMap(vars, degrees)) {}

PolynomialBasisElement::~PolynomialBasisElement() = default;

int PolynomialBasisElement::degree(const Variable& v) const {
  const auto it = var_to_degree_map_.find(v);
  return it == var_to_degree_map_.end() ? 0 : it->second;
}

Variables PolynomialBasisElement::GetVariables() const {
  Variables result;
  for (const auto& entry : var_to_degree_map_) {
    result.insert(entry.first);
  }
  return result;
}

double PolynomialBasisElement::Evaluate(const Environment& env) const {
  double result = 1.0;
  for (const auto& [var, degree] : var_to_degree_map_) {
    const auto it = env.find(var);
    if (it == env.end()) {
      throw std::invalid_argument(fmt::format(
          "PolynomialBasisElement::Evaluate(): the environment has no value "
          "for {}.",
          var.get_name()));
    }
    result *= DoEvaluate(it->second, degree);
  }
  return result;
}

bool PolynomialBasisElement::operator==(
    const PolynomialBasisElement& other) const {
  return typeid(*this) == typeid(other) && EqualTo(other);
}

bool PolynomialBasisElement::operator!=(
    const PolynomialBasisElement& other) const {
  return !(*this == other);
}

bool PolynomialBasisElement::EqualTo(
    const PolynomialBasisElement& other) const {
  if (var_to_degree_map_.size() != other.var_to_degree_map_.size()) {
    return false;
  }
  auto b = other.var_to_degree_map_.begin();
  for (const auto& [var, degree] : var_to_degree_map_) {
    if (!var.equal_to(b->first) || degree != b->second) return false;
    ++b;
  }
  return true;
}

Expression PolynomialBasisElement::ToExpression() const {
  return DoToExpression();
}

bool PolynomialBasisElement::lexicographical_compare(
    const PolynomialBasisElement& other) const {
  auto a = var_to_degree_map_.begin();
  auto b = other.var_to_degree_map_.begin();
  for (; a != var_to_degree_map_.end() && b != other.var_to_degree_map_.end();
       ++a, ++b) {
    if (a->first.less(b->first)) {
      // `other` has degree 0 in a->first, where this has a positive one.
      return false;
    }
    if (b->first.less(a->first)) {
      return true;
    }
    if (a->second != b->second) {
      return a->second < b->second;
    }
  }
  // One map is a prefix of the other: the shorter one is less.
  return a == var_to_degree_map_.end() && b != other.var_to_degree_map_.end();
}

void PolynomialBasisElement::DoEvaluatePartial(
    const Environment& e, double* coeff,
    std::map<Variable, int>* new_basis_element) const {
  DRAKE_DEMAND(coeff != nullptr && new_basis_element != nullptr);
  *coeff = 1.0;
  for (const auto& [var, degree] : var_to_degree_map_) {
    const auto it = e.find(var);
    if (it == e.end()) {
      new_basis_element->emplace(var, degree);
    } else {
      *coeff *= DoEvaluate(it->second, degree);
    }
  }
}

void PolynomialBasisElement::DoMergeBasisElementInPlace(
    const PolynomialBasisElement& other) {
  for (const auto& [var, degree] : other.var_to_degree_map_) {
    var_to_degree_map_[var] += degree;
  }
  total_degree_ += other.total_degree_;
}

}  // namespace symbolic
}  // namespace drake
