#include "drake/common/symbolic/generic_polynomial.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include "drake/common/symbolic/polynomial.h"

namespace drake {
namespace symbolic {
namespace {

// Adds coeff·element to `map`, erasing the entry if its coefficient cancels
// (after expansion, so that (a + b)² and −(a² + 2ab + b²) cancel).
template <typename BasisElement>
void AddTerm(const Expression& coeff, const BasisElement& element,
             std::map<BasisElement, Expression>* map) {
  if (is_zero(coeff)) return;
  const auto it = map->find(element);
  if (it == map->end()) {
    map->emplace_hint(it, element, coeff);
    return;
  }
  Expression sum = it->second + coeff;
  if (!is_zero(sum) && !sum.is_expanded()) sum = sum.Expand();
  if (is_zero(sum)) {
    map->erase(it);
  } else {
    it->second = std::move(sum);
  }
}

template <typename BasisElement>
Variables VariablesOfElements(const std::map<BasisElement, Expression>& map) {
  Variables result;
  for (const auto& entry : map) result.insert(entry.first.GetVariables());
  return result;
}

template <typename BasisElement>
Variables VariablesOfCoefficients(
    const std::map<BasisElement, Expression>& map) {
  Variables result;
  for (const auto& entry : map) result.insert(entry.second.GetVariables());
  return result;
}

bool IsSmallConstant(const Expression& e, double tol) {
  return is_constant(e) && std::abs(get_constant_value(e)) <= tol;
}

}  // namespace

template <typename BasisElement>
GenericPolynomial<BasisElement>::GenericPolynomial(MapType init)
    : basis_element_to_coefficient_map_{std::move(init)},
      indeterminates_{VariablesOfElements(basis_element_to_coefficient_map_)},
      decision_variables_{
          VariablesOfCoefficients(basis_element_to_coefficient_map_)} {
  CheckInvariant();
}

template <typename BasisElement>
GenericPolynomial<BasisElement>::GenericPolynomial(const BasisElement& m)
    : basis_element_to_coefficient_map_{{m, Expression{1.0}}},
      indeterminates_{m.GetVariables()} {}

template <typename BasisElement>
GenericPolynomial<BasisElement>::GenericPolynomial(const Expression& e)
    : GenericPolynomial(e, e.GetVariables()) {}

template <typename BasisElement>
GenericPolynomial<BasisElement>::GenericPolynomial(const Expression& e,
                                                   Variables indeterminates)
    : indeterminates_{std::move(indeterminates)} {
  // Decompose in the monomial basis (Polynomial does that and throws for a
  // non-polynomial), then rewrite each monomial in this basis.
  const Polynomial in_monomials(e, indeterminates_);
  for (const auto& [monomial, coeff] :
       in_monomials.monomial_to_coefficient_map()) {
    const MonomialBasisElement element(monomial.get_powers());
    for (const auto& [basis_element, weight] :
         element.template ToBasis<BasisElement>()) {
      AddTerm(weight * coeff, basis_element,
              &basis_element_to_coefficient_map_);
    }
  }
  decision_variables_ =
      VariablesOfCoefficients(basis_element_to_coefficient_map_);
}

template <typename BasisElement>
void GenericPolynomial<BasisElement>::CheckInvariant() const {
  const Variables both = intersect(indeterminates_, decision_variables_);
  if (!both.empty()) {
    throw std::logic_error(
        fmt::format("GenericPolynomial {}: the variable(s) {} would be both "
                    "indeterminates and decision variables.",
                    to_string(*this), both));
  }
}

template <typename BasisElement>
void GenericPolynomial<BasisElement>::SetIndeterminates(
    const Variables& new_indeterminates) {
  if (new_indeterminates.IsSupersetOf(indeterminates_) &&
      intersect(decision_variables_, new_indeterminates).empty()) {
    indeterminates_ = new_indeterminates;
    return;
  }
  *this = GenericPolynomial<BasisElement>(ToExpression(), new_indeterminates);
}

template <typename BasisElement>
int GenericPolynomial<BasisElement>::Degree(const Variable& v) const {
  int result = 0;
  for (const auto& entry : basis_element_to_coefficient_map_) {
    result = std::max(result, entry.first.degree(v));
  }
  return result;
}

template <typename BasisElement>
int GenericPolynomial<BasisElement>::TotalDegree() const {
  int result = 0;
  for (const auto& entry : basis_element_to_coefficient_map_) {
    result = std::max(result, entry.first.total_degree());
  }
  return result;
}

template <typename BasisElement>
Expression GenericPolynomial<BasisElement>::ToExpression() const {
  Expression result{0.0};
  for (const auto& [element, coeff] : basis_element_to_coefficient_map_) {
    result += coeff * element.ToExpression();
  }
  return result.Expand();
}

template <typename BasisElement>
GenericPolynomial<BasisElement> GenericPolynomial<BasisElement>::Differentiate(
    const Variable& x) const {
  MapType result;
  if (indeterminates_.include(x)) {
    for (const auto& [element, coeff] : basis_element_to_coefficient_map_) {
      for (const auto& [d_element, weight] : element.Differentiate(x)) {
        AddTerm(weight * coeff, d_element, &result);
      }
    }
  } else if (decision_variables_.include(x)) {
    for (const auto& [element, coeff] : basis_element_to_coefficient_map_) {
      AddTerm(coeff.Differentiate(x), element, &result);
    }
  }
  return GenericPolynomial<BasisElement>(std::move(result));
}

template <typename BasisElement>
double GenericPolynomial<BasisElement>::Evaluate(const Environment& env) const {
  double result = 0.0;
  for (const auto& [element, coeff] : basis_element_to_coefficient_map_) {
    result += coeff.Evaluate(env) * element.Evaluate(env);
  }
  return result;
}

template <typename BasisElement>
GenericPolynomial<BasisElement>
GenericPolynomial<BasisElement>::EvaluatePartial(const Environment& env) const {
  MapType result;
  for (const auto& [element, coeff] : basis_element_to_coefficient_map_) {
    const auto [factor, remaining] = element.EvaluatePartial(env);
    AddTerm(coeff.EvaluatePartial(env) * factor, remaining, &result);
  }
  return GenericPolynomial<BasisElement>(std::move(result));
}

template <typename BasisElement>
GenericPolynomial<BasisElement>
GenericPolynomial<BasisElement>::EvaluatePartial(const Variable& var,
                                                 double c) const {
  return EvaluatePartial(Environment{{var, c}});
}

template <typename BasisElement>
GenericPolynomial<BasisElement>& GenericPolynomial<BasisElement>::AddProduct(
    const Expression& coeff, const BasisElement& m) {
  AddTerm(coeff, m, &basis_element_to_coefficient_map_);
  indeterminates_.insert(m.GetVariables());
  decision_variables_.insert(coeff.GetVariables());
  CheckInvariant();
  return *this;
}

template <typename BasisElement>
GenericPolynomial<BasisElement>
GenericPolynomial<BasisElement>::RemoveTermsWithSmallCoefficients(
    double coefficient_tol) const {
  if (!(coefficient_tol >= 0)) {
    throw std::invalid_argument(fmt::format(
        "GenericPolynomial::RemoveTermsWithSmallCoefficients(): the "
        "tolerance {} must be non-negative.",
        coefficient_tol));
  }
  MapType result;
  for (const auto& [element, coeff] : basis_element_to_coefficient_map_) {
    if (!IsSmallConstant(coeff, coefficient_tol)) {
      result.emplace_hint(result.end(), element, coeff);
    }
  }
  return GenericPolynomial<BasisElement>(std::move(result));
}

template <typename BasisElement>
GenericPolynomial<BasisElement>& GenericPolynomial<BasisElement>::operator+=(
    const GenericPolynomial<BasisElement>& p) {
  for (const auto& [element, coeff] : p.basis_element_to_coefficient_map_) {
    AddTerm(coeff, element, &basis_element_to_coefficient_map_);
  }
  indeterminates_.insert(p.indeterminates_);
  decision_variables_.insert(p.decision_variables_);
  CheckInvariant();
  return *this;
}

template <typename BasisElement>
GenericPolynomial<BasisElement>& GenericPolynomial<BasisElement>::operator+=(
    const BasisElement& m) {
  return AddProduct(Expression{1.0}, m);
}

template <typename BasisElement>
GenericPolynomial<BasisElement>& GenericPolynomial<BasisElement>::operator+=(
    double c) {
  return AddProduct(Expression{c}, BasisElement());
}

template <typename BasisElement>
GenericPolynomial<BasisElement>& GenericPolynomial<BasisElement>::operator+=(
    const Variable& v) {
  if (indeterminates_.include(v)) {
    return AddProduct(Expression{1.0}, BasisElement(v));
  }
  return AddProduct(Expression{v}, BasisElement());
}

template <typename BasisElement>
GenericPolynomial<BasisElement>& GenericPolynomial<BasisElement>::operator-=(
    const GenericPolynomial<BasisElement>& p) {
  return *this += -1.0 * p;
}

template <typename BasisElement>
GenericPolynomial<BasisElement>& GenericPolynomial<BasisElement>::operator-=(
    const BasisElement& m) {
  return AddProduct(Expression{-1.0}, m);
}

template <typename BasisElement>
GenericPolynomial<BasisElement>& GenericPolynomial<BasisElement>::operator-=(
    double c) {
  return AddProduct(Expression{-c}, BasisElement());
}

template <typename BasisElement>
GenericPolynomial<BasisElement>& GenericPolynomial<BasisElement>::operator-=(
    const Variable& v) {
  if (indeterminates_.include(v)) {
    return AddProduct(Expression{-1.0}, BasisElement(v));
  }
  return AddProduct(-Expression{v}, BasisElement());
}

template <typename BasisElement>
GenericPolynomial<BasisElement>& GenericPolynomial<BasisElement>::operator*=(
    const GenericPolynomial<BasisElement>& p) {
  // (∑ᵢ cᵢϕᵢ)(∑ⱼ dⱼψⱼ) = ∑ᵢⱼ cᵢdⱼ·(ϕᵢψⱼ), each ϕᵢψⱼ a weighted sum of
  // elements.
  MapType result;
  for (const auto& [element1, coeff1] : basis_element_to_coefficient_map_) {
    for (const auto& [element2, coeff2] : p.basis_element_to_coefficient_map_) {
      const Expression coeff = coeff1 * coeff2;
      for (const auto& [element, weight] : element1* element2) {
        AddTerm(weight * coeff, element, &result);
      }
    }
  }
  basis_element_to_coefficient_map_ = std::move(result);
  indeterminates_.insert(p.indeterminates_);
  decision_variables_.insert(p.decision_variables_);
  CheckInvariant();
  return *this;
}

template <typename BasisElement>
GenericPolynomial<BasisElement>& GenericPolynomial<BasisElement>::operator*=(
    const BasisElement& m) {
  MapType result;
  for (const auto& [element1, coeff] : basis_element_to_coefficient_map_) {
    for (const auto& [element, weight] : element1* m) {
      AddTerm(weight * coeff, element, &result);
    }
  }
  basis_element_to_coefficient_map_ = std::move(result);
  indeterminates_.insert(m.GetVariables());
  CheckInvariant();
  return *this;
}

template <typename BasisElement>
GenericPolynomial<BasisElement>& GenericPolynomial<BasisElement>::operator*=(
    double c) {
  if (c == 0) {
    basis_element_to_coefficient_map_.clear();
    return *this;
  }
  for (auto& entry : basis_element_to_coefficient_map_) entry.second *= c;
  return *this;
}

template <typename BasisElement>
GenericPolynomial<BasisElement>& GenericPolynomial<BasisElement>::operator*=(
    const Variable& v) {
  if (indeterminates_.include(v)) {
    return *this *= BasisElement(v);
  }
  for (auto& entry : basis_element_to_coefficient_map_) entry.second *= v;
  if (!basis_element_to_coefficient_map_.empty()) decision_variables_.insert(v);
  return *this;
}

template <typename BasisElement>
GenericPolynomial<BasisElement>& GenericPolynomial<BasisElement>::operator/=(
    double c) {
  for (auto& entry : basis_element_to_coefficient_map_) entry.second /= c;
  return *this;
}

namespace {

template <typename BasisElement>
bool SameTerms(const GenericPolynomial<BasisElement>& p1,
               const GenericPolynomial<BasisElement>& p2, bool expand) {
  const auto& map1 = p1.basis_element_to_coefficient_map();
  const auto& map2 = p2.basis_element_to_coefficient_map();
  if (map1.size() != map2.size()) return false;
  auto it2 = map2.begin();
  for (const auto& [element, coeff] : map1) {
    if (element != it2->first) return false;
    const bool same = expand ? coeff.Expand().EqualTo(it2->second.Expand())
                             : coeff.EqualTo(it2->second);
    if (!same) return false;
    ++it2;
  }
  return true;
}

}  // namespace

template <typename BasisElement>
bool GenericPolynomial<BasisElement>::EqualTo(
    const GenericPolynomial<BasisElement>& p) const {
  return SameTerms(*this, p, false);
}

template <typename BasisElement>
bool GenericPolynomial<BasisElement>::EqualToAfterExpansion(
    const GenericPolynomial<BasisElement>& p) const {
  return SameTerms(*this, p, true);
}

template <typename BasisElement>
bool GenericPolynomial<BasisElement>::CoefficientsAlmostEqual(
    const GenericPolynomial<BasisElement>& p, double tol) const {
  const MapType& map1 = basis_element_to_coefficient_map_;
  const MapType& map2 = p.basis_element_to_coefficient_map_;
  auto it1 = map1.begin();
  auto it2 = map2.begin();
  // Merge the two sorted maps; a missing element has coefficient 0.
  while (it1 != map1.end() || it2 != map2.end()) {
    if (it2 == map2.end() || (it1 != map1.end() && it1->first < it2->first)) {
      if (!IsSmallConstant(it1->second, tol)) return false;
      ++it1;
    } else if (it1 == map1.end() || it2->first < it1->first) {
      if (!IsSmallConstant(it2->second, tol)) return false;
      ++it2;
    } else {
      if (!IsSmallConstant(it1->second - it2->second, tol)) return false;
      ++it1;
      ++it2;
    }
  }
  return true;
}

template <typename BasisElement>
Formula GenericPolynomial<BasisElement>::operator==(
    const GenericPolynomial<BasisElement>& p) const {
  const GenericPolynomial<BasisElement> difference = p - *this;
  Formula result = Formula::True();
  for (const auto& entry : difference.basis_element_to_coefficient_map_) {
    result = result && (entry.second == 0.0);
  }
  return result;
}

template <typename BasisElement>
Formula GenericPolynomial<BasisElement>::operator!=(
    const GenericPolynomial<BasisElement>& p) const {
  return !(*this == p);
}

template <typename BasisElement>
std::string to_string(const GenericPolynomial<BasisElement>& p) {
  const auto& map = p.basis_element_to_coefficient_map();
  if (map.empty()) return "0";
  std::string result;
  for (const auto& [element, coeff] : map) {
    if (!result.empty()) result += " + ";
    result += fmt::format("{}*{}", coeff, element);
  }
  return result;
}

template class GenericPolynomial<MonomialBasisElement>;
template class GenericPolynomial<ChebyshevBasisElement>;
template std::string to_string(
    const GenericPolynomial<MonomialBasisElement>& p);
template std::string to_string(
    const GenericPolynomial<ChebyshevBasisElement>& p);

}  // namespace symbolic
}  // namespace drake
