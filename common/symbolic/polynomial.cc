// Polynomial: decomposition of an Expression into monomials of the
// indeterminates, arithmetic on the monomial → coefficient map, calculus
// and evaluation.

#include "drake/common/symbolic/polynomial.h"

#include <cmath>
#include <stdexcept>

#include <Eigen/Eigenvalues>
#include <fmt/format.h>

namespace drake {
namespace symbolic {
namespace internal {

bool CompareMonomial::operator()(const Monomial& m1, const Monomial& m2) const {
  // Walk both exponent maps in variable order. At the first difference, the
  // monomial with the larger exponent of the earlier variable is the larger
  // one (a variable a monomial lacks has exponent 0 there).
  auto it1 = m1.get_powers().begin();
  auto it2 = m2.get_powers().begin();
  const auto end1 = m1.get_powers().end();
  const auto end2 = m2.get_powers().end();
  for (; it1 != end1 && it2 != end2; ++it1, ++it2) {
    if (it1->first.less(it2->first)) return false;  // m1 has it, m2 has 0.
    if (it2->first.less(it1->first)) return true;   // m2 has it, m1 has 0.
    if (it1->second != it2->second) return it1->second < it2->second;
  }
  // One is a prefix of the other: the longer one is larger.
  return it1 == end1 && it2 != end2;
}

}  // namespace internal

namespace {

using MapType = Polynomial::MapType;

// map += coeff · m, dropping the term if its coefficient becomes zero.
void AddTerm(const Expression& coeff, const Monomial& m, MapType* map) {
  if (is_zero(coeff)) return;
  const auto it = map->find(m);
  if (it == map->end()) {
    map->emplace_hint(it, m, coeff);
    return;
  }
  it->second += coeff;
  if (is_zero(it->second)) map->erase(it);
}

MapType MultiplyMaps(const MapType& a, const MapType& b) {
  MapType product;
  for (const auto& [m1, c1] : a) {
    for (const auto& [m2, c2] : b) {
      AddTerm(c1 * c2, m1 * m2, &product);
    }
  }
  return product;
}

bool Disjoint(const Variables& a, const Variables& b) {
  return intersect(a, b).empty();
}

// Splits an Expression into {monomial of the indeterminates ↦ coefficient
// free of them}, throwing (with Drake's messages) where the expression is not
// a polynomial in the indeterminates.
class Decomposer {
 public:
  explicit Decomposer(const Variables& indeterminates)
      : indeterminates_(indeterminates) {}

  MapType Decompose(const Expression& e) const {
    switch (e.get_kind()) {
      case ExpressionKind::Constant:
        return Constant(e);
      case ExpressionKind::Var: {
        const Variable& v = get_variable(e);
        if (indeterminates_.include(v)) return MapType{{Monomial(v), 1.0}};
        return Constant(e);
      }
      case ExpressionKind::Add: {
        MapType sum = Constant(get_constant_in_addition(e));
        for (const auto& [term, coeff] : get_expr_to_coeff_map_in_addition(e)) {
          for (const auto& [m, c] : Decompose(term)) {
            AddTerm(coeff * c, m, &sum);
          }
        }
        return sum;
      }
      case ExpressionKind::Mul: {
        MapType product = Constant(get_constant_in_multiplication(e));
        for (const auto& [base, exponent] :
             get_base_to_exponent_map_in_multiplication(e)) {
          product = MultiplyMaps(product, Power(base, exponent));
        }
        return product;
      }
      case ExpressionKind::Pow:
        return Power(get_first_argument(e), get_second_argument(e));
      case ExpressionKind::Div:
        return Division(e);
      default:
        return NonPolynomialTerm(e);
    }
  }

 private:
  static MapType Constant(const Expression& c) {
    MapType map;
    AddTerm(c, Monomial(), &map);
    return map;
  }

  bool FreeOfIndeterminates(const Expression& e) const {
    return Disjoint(e.GetVariables(), indeterminates_);
  }

  MapType Power(const Expression& base, const Expression& exponent) const {
    if (FreeOfIndeterminates(base)) {
      if (!FreeOfIndeterminates(exponent)) {
        throw std::runtime_error(
            fmt::format("Exponent {} includes indeterminates {}.", exponent,
                        indeterminates_));
      }
      return Constant(pow(base, exponent));
    }
    if (!is_constant(exponent) || get_constant_value(exponent) < 1 ||
        get_constant_value(exponent) !=
            std::floor(get_constant_value(exponent))) {
      throw std::runtime_error(fmt::format(
          "Given the base {}, the Exponent {} should be a positive integer "
          "but it is not the case.",
          base, exponent));
    }
    const int n = static_cast<int>(get_constant_value(exponent));
    const MapType b = Decompose(base);
    MapType result = b;
    for (int i = 1; i < n; ++i) result = MultiplyMaps(result, b);
    return result;
  }

  MapType Division(const Expression& e) const {
    const Expression& numerator = get_first_argument(e);
    const Expression& denominator = get_second_argument(e);
    if (!FreeOfIndeterminates(denominator)) {
      throw std::runtime_error(
          fmt::format("In {} / {}, the denominator {} should be free of the "
                      "indeterminates, {}.",
                      numerator, denominator, denominator, indeterminates_));
    }
    MapType map = Decompose(numerator);
    for (auto& [m, c] : map) c /= denominator;
    return map;
  }

  MapType NonPolynomialTerm(const Expression& e) const {
    if (!FreeOfIndeterminates(e)) {
      throw std::runtime_error(fmt::format(
          "The non-polynomial term {} should be free of the indeterminates "
          "{}.",
          e, indeterminates_));
    }
    return Constant(e);
  }

  const Variables& indeterminates_;
};

Variables VariablesOfMonomials(const MapType& map) {
  Variables vars;
  for (const auto& [m, c] : map) vars.insert(m.GetVariables());
  return vars;
}

Variables VariablesOfCoefficients(const MapType& map) {
  Variables vars;
  for (const auto& [m, c] : map) vars.insert(c.GetVariables());
  return vars;
}

// ∂m/∂x as (the exponent of x in m, m with that exponent lowered by one).
std::pair<int, Monomial> DifferentiateMonomial(const Monomial& m,
                                               const Variable& x) {
  const int n = m.degree(x);
  if (n == 0) return {0, Monomial()};
  std::map<Variable, int> powers = m.get_powers();
  powers[x] = n - 1;
  return {n, Monomial(powers)};  // The constructor drops exponent 0.
}

// The expanded constant value of `e`, or nullopt-like false.
bool ExpandedConstant(const Expression& e, double* value) {
  const Expression expanded = e.is_expanded() ? e : e.Expand();
  if (!is_constant(expanded)) return false;
  *value = get_constant_value(expanded);
  return true;
}

}  // namespace

Polynomial::Polynomial(MapType map)
    : monomial_to_coefficient_map_{std::move(map)},
      indeterminates_{VariablesOfMonomials(monomial_to_coefficient_map_)},
      decision_variables_{
          VariablesOfCoefficients(monomial_to_coefficient_map_)} {
  std::erase_if(monomial_to_coefficient_map_,
                [](const auto& term) { return is_zero(term.second); });
  CheckInvariant();
}

Polynomial::Polynomial(const Monomial& m)
    : monomial_to_coefficient_map_{{m, Expression(1.0)}},
      indeterminates_{m.GetVariables()} {}

Polynomial::Polynomial(const Variable& v)
    : monomial_to_coefficient_map_{{Monomial(v), Expression(1.0)}},
      indeterminates_{v} {}

Polynomial::Polynomial(const Expression& e) : Polynomial(e, e.GetVariables()) {}

Polynomial::Polynomial(const Expression& e, Variables indeterminates)
    : indeterminates_{std::move(indeterminates)} {
  monomial_to_coefficient_map_ =
      Decomposer(indeterminates_).Decompose(e.Expand());
  decision_variables_ = VariablesOfCoefficients(monomial_to_coefficient_map_);
}

const Variables& Polynomial::indeterminates() const { return indeterminates_; }

const Variables& Polynomial::decision_variables() const {
  return decision_variables_;
}

void Polynomial::SetIndeterminates(const Variables& new_indeterminates) {
  if (new_indeterminates.IsSupersetOf(indeterminates_) &&
      Disjoint(new_indeterminates, decision_variables_)) {
    // The monomials and coefficients stay as they are.
    indeterminates_ = new_indeterminates;
    return;
  }
  *this = Polynomial(ToExpression(), new_indeterminates);
}

int Polynomial::Degree(const Variable& v) const {
  int degree = 0;
  for (const auto& [m, c] : monomial_to_coefficient_map_) {
    degree = std::max(degree, m.degree(v));
  }
  return degree;
}

int Polynomial::TotalDegree() const {
  int degree = 0;
  for (const auto& [m, c] : monomial_to_coefficient_map_) {
    degree = std::max(degree, m.total_degree());
  }
  return degree;
}

const Polynomial::MapType& Polynomial::monomial_to_coefficient_map() const {
  return monomial_to_coefficient_map_;
}

Expression Polynomial::ToExpression() const {
  Expression sum{0.0};
  for (const auto& [m, c] : monomial_to_coefficient_map_) {
    sum += c * m.ToExpression();
  }
  return sum;
}

Polynomial Polynomial::Differentiate(const Variable& x) const {
  MapType derivative;
  if (indeterminates_.include(x)) {
    for (const auto& [m, c] : monomial_to_coefficient_map_) {
      const auto [n, m_lowered] = DifferentiateMonomial(m, x);
      if (n != 0) AddTerm(n * c, m_lowered, &derivative);
    }
  } else if (decision_variables_.include(x)) {
    for (const auto& [m, c] : monomial_to_coefficient_map_) {
      AddTerm(c.Differentiate(x), m, &derivative);
    }
  }
  return Polynomial(std::move(derivative));
}

Polynomial Polynomial::Integrate(const Variable& x) const {
  if (decision_variables_.include(x)) {
    throw std::runtime_error(
        fmt::format("{} is a decision variable of polynomial {}. Integration "
                    "with respect to decision variables is not supported yet.",
                    x, *this));
  }
  MapType integral;
  for (const auto& [m, c] : monomial_to_coefficient_map_) {
    // ∫ c·xⁿ·rest dx = c/(n+1) · xⁿ⁺¹·rest.
    const int n = m.degree(x);
    AddTerm((c / (n + 1)).Expand(), m * Monomial(x), &integral);
  }
  return Polynomial(std::move(integral));
}

Polynomial Polynomial::Integrate(const Variable& x, double a, double b) const {
  const Polynomial antiderivative = Integrate(x);
  return antiderivative.EvaluatePartial(x, b) -
         antiderivative.EvaluatePartial(x, a);
}

double Polynomial::Evaluate(const Environment& env) const {
  double value = 0.0;
  for (const auto& [m, c] : monomial_to_coefficient_map_) {
    value += c.Evaluate(env) * m.Evaluate(env);
  }
  return value;
}

Polynomial Polynomial::EvaluatePartial(const Environment& env) const {
  MapType result;
  for (const auto& [m, c] : monomial_to_coefficient_map_) {
    const auto [factor, m_rest] = m.EvaluatePartial(env);
    AddTerm(c.EvaluatePartial(env) * factor, m_rest, &result);
  }
  return Polynomial(std::move(result));
}

Polynomial Polynomial::EvaluatePartial(const Variable& var, double c) const {
  return EvaluatePartial(Environment{{var, c}});
}

Eigen::VectorXd Polynomial::EvaluateIndeterminates(
    const Eigen::Ref<const VectorX<symbolic::Variable>>& indeterminates,
    const Eigen::Ref<const Eigen::MatrixXd>& indeterminates_values) const {
  Eigen::VectorXd values = Eigen::VectorXd::Zero(indeterminates_values.cols());
  for (const auto& [m, c] : monomial_to_coefficient_map_) {
    double coeff = 0;
    if (!ExpandedConstant(c, &coeff)) {
      throw std::runtime_error(
          fmt::format("Polynomial::EvaluateIndeterminates: the coefficient {} "
                      "is not a constant",
                      c.Expand()));
    }
    values += coeff * m.Evaluate(indeterminates, indeterminates_values);
  }
  return values;
}

void Polynomial::EvaluateWithAffineCoefficients(
    const Eigen::Ref<const VectorX<symbolic::Variable>>& indeterminates,
    const Eigen::Ref<const Eigen::MatrixXd>& indeterminates_values,
    Eigen::MatrixXd* A, VectorX<symbolic::Variable>* decision_variables,
    Eigen::VectorXd* b) const {
  DRAKE_THROW_UNLESS(A != nullptr && decision_variables != nullptr &&
                     b != nullptr);
  const int num_vars = static_cast<int>(decision_variables_.size());
  decision_variables->resize(num_vars);
  Environment all_zero;
  {
    int i = 0;
    for (const Variable& v : decision_variables_) {
      (*decision_variables)(i++) = v;
      all_zero.insert(v, 0.0);
    }
  }
  const int num_samples = static_cast<int>(indeterminates_values.cols());
  A->setZero(num_samples, num_vars);
  b->setZero(num_samples);
  Eigen::RowVectorXd a_row(num_vars);
  for (const auto& [m, c] : monomial_to_coefficient_map_) {
    // An affine coefficient has a constant gradient; its value at zero is
    // the offset.
    const Expression expanded = c.Expand();
    bool affine = true;
    for (int i = 0; i < num_vars && affine; ++i) {
      affine = ExpandedConstant(
          expanded.Differentiate((*decision_variables)(i)), &a_row(i));
    }
    double offset = 0;
    affine =
        affine && ExpandedConstant(expanded.EvaluatePartial(all_zero), &offset);
    if (!affine) {
      throw std::runtime_error(fmt::format(
          "Polynomial::EvaluateWithAffineCoefficients(): the coefficient {} of "
          "{} is not affine in the decision variables {}.",
          c, m, decision_variables_));
    }
    const Eigen::VectorXd m_values =
        m.Evaluate(indeterminates, indeterminates_values);
    *A += m_values * a_row;
    *b += offset * m_values;
  }
}

Polynomial& Polynomial::AddProduct(const Expression& coeff, const Monomial& m) {
  AddTerm(coeff, m, &monomial_to_coefficient_map_);
  indeterminates_.insert(m.GetVariables());
  decision_variables_.insert(coeff.GetVariables());
  CheckInvariant();
  return *this;
}

Polynomial Polynomial::SubstituteAndExpand(
    const std::unordered_map<Variable, Polynomial>& indeterminate_substitution,
    SubstituteAndExpandCacheData* substitutions_cached_data) const {
  SubstituteAndExpandCacheData local_cache;
  auto& cache =
      *(substitutions_cached_data ? substitutions_cached_data : &local_cache)
           ->get_data();
  // The expansion of one indeterminate's power v^k, built up from v^(k-1).
  auto power_of = [&](const Variable& v, int k) -> const Polynomial& {
    const Monomial key(v, k);
    auto it = cache.find(key);
    if (it != cache.end()) return it->second;
    const auto sub = indeterminate_substitution.find(v);
    if (sub == indeterminate_substitution.end()) {
      throw std::logic_error(fmt::format(
          "Polynomial::SubstituteAndExpand(): no substitution for the "
          "indeterminate {} of {}.",
          v, *this));
    }
    Polynomial value = sub->second.Expand();
    for (int j = 2; j <= k; ++j) {
      const Monomial lower(v, j);
      auto lower_it = cache.find(lower);
      if (lower_it == cache.end()) {
        value = (value * sub->second).Expand();
        cache.emplace(lower, value);
      } else {
        value = lower_it->second;
      }
    }
    return cache.emplace(key, value).first->second;
  };
  MapType result;
  for (const auto& [m, c] : monomial_to_coefficient_map_) {
    const Polynomial* expansion = nullptr;
    auto it = cache.find(m);
    if (it != cache.end()) {
      expansion = &it->second;
    } else {
      Polynomial product(Expression(1.0), Variables{});
      for (const auto& [v, k] : m.get_powers()) {
        product = (product * power_of(v, k)).Expand();
      }
      expansion = &cache.emplace(m, std::move(product)).first->second;
    }
    for (const auto& [new_m, new_c] :
         expansion->monomial_to_coefficient_map()) {
      AddTerm((new_c * c).Expand(), new_m, &result);
    }
  }
  return Polynomial(std::move(result));
}

Polynomial Polynomial::Expand() const {
  MapType expanded;
  for (const auto& [m, c] : monomial_to_coefficient_map_) {
    Expression c_expanded = c.Expand();
    if (!is_zero(c_expanded)) {
      expanded.emplace_hint(expanded.end(), m, std::move(c_expanded));
    }
  }
  return Polynomial(std::move(expanded));
}

Polynomial Polynomial::RemoveTermsWithSmallCoefficients(
    double coefficient_tol) const {
  if (!(coefficient_tol > 0)) {
    throw std::logic_error(fmt::format(
        "Polynomial::RemoveTermsWithSmallCoefficients(): coefficient_tol "
        "must be positive, not {}.",
        coefficient_tol));
  }
  MapType kept;
  for (const auto& [m, c] : monomial_to_coefficient_map_) {
    if (is_constant(c) && std::abs(get_constant_value(c)) <= coefficient_tol) {
      continue;
    }
    kept.emplace_hint(kept.end(), m, c);
  }
  return Polynomial(std::move(kept));
}

namespace {
// True if every coefficient of a monomial whose total degree has parity
// `parity` expands to 0.
bool ParityCoefficientsVanish(const Polynomial& p, int parity) {
  for (const auto& [m, c] : p.monomial_to_coefficient_map()) {
    if (m.total_degree() % 2 != parity) continue;
    double value = 0;
    if (!ExpandedConstant(c, &value) || value != 0) return false;
  }
  return true;
}
}  // namespace

bool Polynomial::IsEven() const { return ParityCoefficientsVanish(*this, 1); }

bool Polynomial::IsOdd() const { return ParityCoefficientsVanish(*this, 0); }

Eigen::VectorXcd Polynomial::Roots() const {
  if (indeterminates_.size() != 1) {
    throw std::runtime_error(fmt::format(
        "{} is not a univariate polynomial; it has indeterminates {}.", *this,
        indeterminates_));
  }
  const int degree = TotalDegree();
  // Coefficients a₀..a_d of the powers of the one indeterminate.
  Eigen::VectorXd a = Eigen::VectorXd::Zero(degree + 1);
  for (const auto& [m, c] : monomial_to_coefficient_map_) {
    if (!is_constant(c)) {
      throw std::runtime_error(fmt::format(
          "Polynomial::Roots() only supports polynomials with constant "
          "coefficients. This polynomial has coefficient {} for the "
          "monomial {}.",
          c, m));
    }
    a(m.total_degree()) = get_constant_value(c);
  }
  if (degree == 0) return Eigen::VectorXcd(0);
  // The companion matrix: its characteristic polynomial is p / a_d.
  Eigen::MatrixXd C = Eigen::MatrixXd::Zero(degree, degree);
  C.diagonal(-1).setOnes();
  for (int j = 0; j < degree; ++j) {
    C(0, j) = -a(degree - 1 - j) / a(degree);
  }
  return Eigen::EigenSolver<Eigen::MatrixXd>(C, false).eigenvalues();
}

Polynomial& Polynomial::operator+=(const Polynomial& p) {
  for (const auto& [m, c] : p.monomial_to_coefficient_map_) {
    AddTerm(c, m, &monomial_to_coefficient_map_);
  }
  indeterminates_.insert(p.indeterminates_);
  decision_variables_.insert(p.decision_variables_);
  CheckInvariant();
  return *this;
}

Polynomial& Polynomial::operator+=(const Monomial& m) {
  return AddProduct(1.0, m);
}

Polynomial& Polynomial::operator+=(double c) {
  return AddProduct(c, Monomial());
}

Polynomial& Polynomial::operator+=(const Variable& v) {
  if (indeterminates_.include(v)) return AddProduct(1.0, Monomial(v));
  return AddProduct(v, Monomial());
}

Polynomial& Polynomial::operator-=(const Polynomial& p) { return *this += -p; }

Polynomial& Polynomial::operator-=(const Monomial& m) {
  return AddProduct(-1.0, m);
}

Polynomial& Polynomial::operator-=(double c) {
  return AddProduct(-c, Monomial());
}

Polynomial& Polynomial::operator-=(const Variable& v) {
  if (indeterminates_.include(v)) return AddProduct(-1.0, Monomial(v));
  return AddProduct(-v, Monomial());
}

Polynomial& Polynomial::operator*=(const Polynomial& p) {
  monomial_to_coefficient_map_ = MultiplyMaps(monomial_to_coefficient_map_,
                                              p.monomial_to_coefficient_map_);
  indeterminates_.insert(p.indeterminates_);
  decision_variables_.insert(p.decision_variables_);
  CheckInvariant();
  return *this;
}

Polynomial& Polynomial::operator*=(const Monomial& m) {
  // Multiplying by a monomial maps distinct monomials to distinct ones.
  MapType product;
  for (auto& [m_i, c_i] : monomial_to_coefficient_map_) {
    product.emplace(m_i * m, std::move(c_i));
  }
  monomial_to_coefficient_map_ = std::move(product);
  indeterminates_.insert(m.GetVariables());
  CheckInvariant();
  return *this;
}

Polynomial& Polynomial::operator*=(double c) {
  for (auto it = monomial_to_coefficient_map_.begin();
       it != monomial_to_coefficient_map_.end();) {
    it->second *= c;
    it = is_zero(it->second) ? monomial_to_coefficient_map_.erase(it)
                             : std::next(it);
  }
  return *this;
}

Polynomial& Polynomial::operator*=(const Variable& v) {
  if (indeterminates_.include(v)) return *this *= Monomial(v);
  for (auto& [m, c] : monomial_to_coefficient_map_) c *= v;
  decision_variables_.insert(v);
  return *this;
}

bool Polynomial::EqualTo(const Polynomial& p) const {
  const MapType& other = p.monomial_to_coefficient_map_;
  if (monomial_to_coefficient_map_.size() != other.size()) return false;
  auto it = other.begin();
  for (const auto& [m, c] : monomial_to_coefficient_map_) {
    if (m != it->first || !c.EqualTo(it->second)) return false;
    ++it;
  }
  return true;
}

bool Polynomial::CoefficientsAlmostEqual(const Polynomial& p,
                                         double tolerance) const {
  return (*this - p)
      .Expand()
      .RemoveTermsWithSmallCoefficients(tolerance)
      .EqualTo(Polynomial());
}

Formula Polynomial::operator==(const Polynomial& p) const {
  const Polynomial difference = p - *this;
  Formula result = Formula::True();
  for (const auto& [m, c] : difference.monomial_to_coefficient_map_) {
    result = result && (c == 0.0);
  }
  return result;
}

Formula Polynomial::operator!=(const Polynomial& p) const {
  return !(*this == p);
}

void Polynomial::CheckInvariant() const {
  const Variables both = intersect(decision_variables_, indeterminates_);
  if (!both.empty()) {
    throw std::runtime_error(
        fmt::format("Polynomial {} does not satisfy the invariant because the "
                    "following variable(s) are used as decision variables and "
                    "indeterminates at the same time:\n{}.",
                    *this, both));
  }
}

Polynomial operator-(const Polynomial& p) { return -1.0 * p; }

Polynomial operator+(Polynomial p1, const Polynomial& p2) { return p1 += p2; }
Polynomial operator+(Polynomial p, const Monomial& m) { return p += m; }
Polynomial operator+(const Monomial& m, Polynomial p) { return p += m; }
Polynomial operator+(const Monomial& m1, const Monomial& m2) {
  return Polynomial(m1) += m2;
}
Polynomial operator+(Polynomial p, double c) { return p += c; }
Polynomial operator+(double c, Polynomial p) { return p += c; }
Polynomial operator+(const Monomial& m, double c) { return Polynomial(m) += c; }
Polynomial operator+(double c, const Monomial& m) { return Polynomial(m) += c; }
Polynomial operator+(Polynomial p, const Variable& v) { return p += v; }
Polynomial operator+(const Variable& v, Polynomial p) { return p += v; }
Expression operator+(const Expression& e, const Polynomial& p) {
  return e + p.ToExpression();
}
Expression operator+(const Polynomial& p, const Expression& e) {
  return p.ToExpression() + e;
}

Polynomial operator-(Polynomial p1, const Polynomial& p2) { return p1 -= p2; }
Polynomial operator-(Polynomial p, const Monomial& m) { return p -= m; }
Polynomial operator-(const Monomial& m, Polynomial p) {
  p *= -1.0;
  return p += m;
}
Polynomial operator-(const Monomial& m1, const Monomial& m2) {
  return Polynomial(m1) -= m2;
}
Polynomial operator-(Polynomial p, double c) { return p -= c; }
Polynomial operator-(double c, Polynomial p) {
  p *= -1.0;
  return p += c;
}
Polynomial operator-(const Monomial& m, double c) { return Polynomial(m) -= c; }
Polynomial operator-(double c, const Monomial& m) { return c - Polynomial(m); }
Polynomial operator-(Polynomial p, const Variable& v) { return p -= v; }
Polynomial operator-(const Variable& v, const Polynomial& p) {
  // v is an indeterminate of the result iff it is one of p.
  return Polynomial(Expression(v), p.indeterminates()) - p;
}
Expression operator-(const Expression& e, const Polynomial& p) {
  return e - p.ToExpression();
}
Expression operator-(const Polynomial& p, const Expression& e) {
  return p.ToExpression() - e;
}

Polynomial operator*(Polynomial p1, const Polynomial& p2) { return p1 *= p2; }
Polynomial operator*(Polynomial p, const Monomial& m) { return p *= m; }
Polynomial operator*(const Monomial& m, Polynomial p) { return p *= m; }
Polynomial operator*(Polynomial p, double c) { return p *= c; }
Polynomial operator*(double c, Polynomial p) { return p *= c; }
Polynomial operator*(const Monomial& m, double c) { return Polynomial(m) *= c; }
Polynomial operator*(double c, const Monomial& m) { return Polynomial(m) *= c; }
Polynomial operator*(Polynomial p, const Variable& v) { return p *= v; }
Polynomial operator*(const Variable& v, Polynomial p) { return p *= v; }
Expression operator*(const Expression& e, const Polynomial& p) {
  return e * p.ToExpression();
}
Expression operator*(const Polynomial& p, const Expression& e) {
  return p.ToExpression() * e;
}

Polynomial operator/(Polynomial p, double v) {
  for (auto& [m, c] : p.monomial_to_coefficient_map_) c /= v;
  return p;
}
Expression operator/(double v, const Polynomial& p) {
  return v / p.ToExpression();
}
Expression operator/(const Expression& e, const Polynomial& p) {
  return e / p.ToExpression();
}
Expression operator/(const Polynomial& p, const Expression& e) {
  return p.ToExpression() / e;
}

Polynomial pow(const Polynomial& p, int n) {
  if (n < 0) {
    throw std::runtime_error(fmt::format(
        "pow(Polynomial, n): the exponent {} of {} is negative; a polynomial "
        "has only non-negative integer powers.",
        n, p));
  }
  // Square-and-multiply; the result keeps p's indeterminates even for n = 0.
  Polynomial result(Expression(1.0), p.indeterminates());
  Polynomial square = p;
  for (int k = n; k > 0; k >>= 1) {
    if (k & 1) result *= square;
    if (k > 1) square *= square;
  }
  return result.Expand();
}

MatrixX<Polynomial> Jacobian(const Eigen::Ref<const VectorX<Polynomial>>& f,
                             const Eigen::Ref<const VectorX<Variable>>& vars) {
  if (vars.size() == 0) {
    throw std::logic_error("Jacobian(): vars must not be empty.");
  }
  MatrixX<Polynomial> J(f.size(), vars.size());
  for (int i = 0; i < f.size(); ++i) {
    for (int j = 0; j < vars.size(); ++j) {
      J(i, j) = f(i).Differentiate(vars(j));
    }
  }
  return J;
}

std::string to_string(const Polynomial& p) {
  const auto& map = p.monomial_to_coefficient_map();
  if (map.empty()) return "0";
  std::string result;
  for (const auto& [m, c] : map) {
    if (!result.empty()) result += " + ";
    result += fmt::format("{}*{}", c, m);
  }
  return result;
}

std::ostream& operator<<(std::ostream& out, const Polynomial& p) {
  return out << to_string(p);
}

}  // namespace symbolic
}  // namespace drake

namespace Eigen {
namespace numext {
template <>
bool equal_strict(const drake::symbolic::Polynomial& x,
                  const drake::symbolic::Polynomial& y) {
  return static_cast<bool>(x == y);
}
}  // namespace numext
}  // namespace Eigen
