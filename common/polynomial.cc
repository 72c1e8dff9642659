#include "drake/common/polynomial.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <string_view>
#include <utility>

#include <unsupported/Eigen/Polynomials>

#include "drake/common/drake_assert.h"
#include "drake/common/hash.h"
#include "drake/common/symbolic/polynomial.h"

namespace drake {
namespace internal {
void ThrowPolynomialError(const std::string& message) {
  throw std::runtime_error(message);
}
}  // namespace internal

namespace {

// The characters of variable names; a name is read as a number in base
// kNameBase whose digit for character c is its index here plus one (0 means
// "no character"), least significant digit last.
constexpr std::string_view kNameChars = "@#_.abcdefghijklmnopqrstuvwxyz";
constexpr unsigned int kNameBase = kNameChars.size() + 1;  // 31
constexpr unsigned int kMaxNameLength = 4;
// kNameBase^kMaxNameLength: the number of distinct name parts (including
// the empty name 0); an id packs (m - 1) * kNamePartCount + name part.
constexpr unsigned int kNamePartCount =
    kNameBase * kNameBase * kNameBase * kNameBase;

template <typename T>
std::string CoefficientToString(const T& value) {
  if constexpr (!scalar_predicate<T>::is_bool) {
    // A symbolic coefficient prints as its expression.
    return fmt::format("({})", value);
  } else if constexpr (std::is_same_v<T, double>) {
    return fmt::format("{}", value);
  } else {
    return fmt::format("{}", value.value());
  }
}

// Whether a coefficient is zero; a symbolic coefficient only when it is
// the constant 0 (so no formula has to be decided).
template <typename T>
bool IsZero(const T& x) {
  if constexpr (scalar_predicate<T>::is_bool) {
    return x == 0;
  } else {
    return is_zero(x);
  }
}

template <typename T>
T Abs(const T& x) {
  if constexpr (!scalar_predicate<T>::is_bool) {
    return abs(x);
  } else {
    return x < 0 ? T(-x) : x;
  }
}

}  // namespace

// ---- Monomial ---------------------------------------------------------------

template <typename T>
int Polynomial<T>::Monomial::GetDegree() const {
  if (terms.empty()) return 0;
  int degree = 1;
  for (const Term& term : terms) degree *= term.power;
  return degree;
}

template <typename T>
int Polynomial<T>::Monomial::GetDegreeOf(VarType var) const {
  for (const Term& term : terms) {
    if (term.var == var) return term.power;
  }
  return 0;
}

template <typename T>
bool Polynomial<T>::Monomial::HasSameExponents(const Monomial& other) const {
  if (terms.size() != other.terms.size()) return false;
  for (const Term& term : terms) {
    if (std::find(other.terms.begin(), other.terms.end(), term) ==
        other.terms.end()) {
      return false;
    }
  }
  return true;
}

template <typename T>
bool Polynomial<T>::Monomial::HasVariable(const VarType& var) const {
  return std::any_of(terms.begin(), terms.end(),
                     [var](const Term& term) { return term.var == var; });
}

template <typename T>
typename Polynomial<T>::Monomial Polynomial<T>::Monomial::Factor(
    const Monomial& divisor) const {
  // Drake's answer for "does not divide": the zero monomial
  auto not_divisible = []() { return Monomial{T(0), {}}; };
  // every variable of the divisor must appear here
  for (const Term& divisor_term : divisor.terms) {
    if (GetDegreeOf(divisor_term.var) == 0) return not_divisible();
  }
  Monomial quotient{coefficient / divisor.coefficient, {}};
  for (const Term& term : terms) {
    const PowerType remaining = term.power - divisor.GetDegreeOf(term.var);
    if (remaining < 0) return not_divisible();
    if (remaining > 0) quotient.terms.push_back(Term{term.var, remaining});
  }
  return quotient;
}

template <typename T>
std::string Polynomial<T>::Monomial::to_string() const {
  std::string result;
  if (coefficient != 1 || terms.empty()) {
    result = fmt::format("({})", CoefficientToString(coefficient));
  }
  for (const Term& term : terms) {
    if (!result.empty()) result += "*";
    result += IdToVariableName(term.var);
    if (term.power != 1) result += fmt::format("^{}", term.power);
  }
  return result;
}

// ---- constructors -----------------------------------------------------------

template <typename T>
Polynomial<T>::Polynomial(const T& scalar) {
  monomials_.push_back(Monomial{scalar, {}});
}

template <typename T>
Polynomial<T>::Polynomial(const T coeff, const std::vector<Term>& terms) {
  Monomial monomial{coeff, {}};
  // merge Terms of the same variable
  for (const Term& term : terms) {
    auto same_var =
        std::find_if(monomial.terms.begin(), monomial.terms.end(),
                     [&term](const Term& t) { return t.var == term.var; });
    if (same_var == monomial.terms.end()) {
      monomial.terms.push_back(term);
    } else {
      same_var->power += term.power;
    }
  }
  monomials_.push_back(std::move(monomial));
  UpdateIsUnivariate();
}

template <typename T>
Polynomial<T>::Polynomial(typename std::vector<Monomial>::const_iterator start,
                          typename std::vector<Monomial>::const_iterator finish,
                          bool canonicalize)
    : monomials_(start, finish) {
  if (canonicalize) MakeMonomialsUnique();
  UpdateIsUnivariate();
}

template <typename T>
Polynomial<T>::Polynomial(const std::string& varname, unsigned int num)
    : Polynomial(T(1.0), VariableNameToId(varname, num)) {}

template <typename T>
Polynomial<T>::Polynomial(const T& coeff, const VarType& v) {
  monomials_.push_back(Monomial{coeff, {Term{v, 1}}});
}

template <typename T>
Polynomial<T>::Polynomial(const WithCoefficients& coefficients) {
  const Eigen::Ref<const VectorX<T>>& c = coefficients.value;
  const VarType t = VariableNameToId("t");
  monomials_.reserve(c.size());
  for (Eigen::Index i = 0; i < c.size(); ++i) {
    Monomial monomial{c(i), {}};
    if (i > 0) monomial.terms.push_back(Term{t, static_cast<PowerType>(i)});
    monomials_.push_back(std::move(monomial));
  }
}

// ---- queries ----------------------------------------------------------------

template <typename T>
int Polynomial<T>::GetNumberOfCoefficients() const {
  return static_cast<int>(monomials_.size());
}

template <typename T>
int Polynomial<T>::GetDegree() const {
  int degree = 0;
  for (const Monomial& monomial : monomials_) {
    degree = std::max(degree, monomial.GetDegree());
  }
  return degree;
}

template <typename T>
bool Polynomial<T>::IsAffine() const {
  return std::all_of(
      monomials_.begin(), monomials_.end(), [](const Monomial& monomial) {
        return monomial.terms.empty() ||
               (monomial.terms.size() == 1 && monomial.terms[0].power <= 1);
      });
}

template <typename T>
typename Polynomial<T>::VarType Polynomial<T>::GetSimpleVariable() const {
  if (monomials_.size() != 1) return 0;
  const std::vector<Term>& terms = monomials_[0].terms;
  if (terms.size() != 1 || terms[0].power != 1) return 0;
  return terms[0].var;
}

template <typename T>
const std::vector<typename Polynomial<T>::Monomial>&
Polynomial<T>::GetMonomials() const {
  return monomials_;
}

template <typename T>
VectorX<T> Polynomial<T>::GetCoefficients() const {
  if (!is_univariate_) {
    throw std::runtime_error(
        "Polynomial::GetCoefficients(): only defined for univariate "
        "polynomials, but this one has variables " +
        VariablesToString() + ".");
  }
  VectorX<T> result = VectorX<T>::Zero(GetDegree() + 1);
  for (const Monomial& monomial : monomials_) {
    const int power = monomial.terms.empty() ? 0 : monomial.terms[0].power;
    if (power < 0) {
      throw std::runtime_error(fmt::format(
          "Polynomial::GetCoefficients(): a term has the negative power {}.",
          power));
    }
    result(power) = monomial.coefficient;
  }
  return result;
}

template <typename T>
std::set<typename Polynomial<T>::VarType> Polynomial<T>::GetVariables() const {
  std::set<VarType> vars;
  for (const Monomial& monomial : monomials_) {
    for (const Term& term : monomial.terms) vars.insert(term.var);
  }
  return vars;
}

template <typename T>
bool Polynomial<T>::is_univariate() const {
  return is_univariate_;
}

// ---- evaluation and substitution --------------------------------------------

template <typename T>
Polynomial<T> Polynomial<T>::EvaluatePartial(
    const std::map<VarType, T>& var_values) const {
  using std::pow;
  std::vector<Monomial> result;
  result.reserve(monomials_.size());
  for (const Monomial& monomial : monomials_) {
    Monomial reduced{monomial.coefficient, {}};
    for (const Term& term : monomial.terms) {
      const auto found = var_values.find(term.var);
      if (found == var_values.end()) {
        reduced.terms.push_back(term);
      } else {
        reduced.coefficient *= pow(found->second, term.power);
      }
    }
    result.push_back(std::move(reduced));
  }
  return Polynomial(result.begin(), result.end());
}

template <typename T>
void Polynomial<T>::Subs(const VarType& orig, const VarType& replacement) {
  for (Monomial& monomial : monomials_) {
    for (Term& term : monomial.terms) {
      if (term.var == orig) term.var = replacement;
    }
  }
  UpdateIsUnivariate();
}

template <typename T>
Polynomial<T> Polynomial<T>::Substitute(const VarType& orig,
                                        const Polynomial& replacement) const {
  Polynomial<T> result;
  for (const Monomial& monomial : monomials_) {
    // the monomial without `orig`, times replacement^(power of orig)
    std::vector<Term> other_terms;
    PowerType orig_power = 0;
    for (const Term& term : monomial.terms) {
      if (term.var == orig) {
        orig_power += term.power;
      } else {
        other_terms.push_back(term);
      }
    }
    Polynomial<T> product(monomial.coefficient, other_terms);
    if (orig_power > 0) product *= pow(replacement, orig_power);
    result += product;
  }
  return result;
}

template <typename T>
Polynomial<T> Polynomial<T>::Derivative(int derivative_order) const {
  if (!is_univariate_) {
    throw std::runtime_error(
        "Polynomial::Derivative(): only defined for univariate polynomials, "
        "but this one has variables " +
        VariablesToString() + ".");
  }
  if (derivative_order < 0) {
    throw std::runtime_error(fmt::format(
        "Polynomial::Derivative(): derivative_order must be non-negative, but "
        "got {}.",
        derivative_order));
  }
  if (derivative_order == 0) return *this;
  Polynomial<T> result;
  for (const Monomial& monomial : monomials_) {
    if (monomial.terms.empty() || monomial.terms[0].power < derivative_order) {
      continue;  // differentiates to zero
    }
    Monomial derivative = monomial;
    for (int i = 0; i < derivative_order; ++i) {
      derivative.coefficient *= derivative.terms[0].power;
      derivative.terms[0].power -= 1;
    }
    if (derivative.terms[0].power == 0) derivative.terms.clear();
    result.monomials_.push_back(std::move(derivative));
  }
  return result;
}

template <typename T>
Polynomial<T> Polynomial<T>::Integral(const T& integration_constant) const {
  if (!is_univariate_) {
    throw std::runtime_error(
        "Polynomial::Integral(): only defined for univariate polynomials, but "
        "this one has variables " +
        VariablesToString() + ".");
  }
  const std::set<VarType> vars = GetVariables();
  Polynomial<T> result = *this;
  for (Monomial& monomial : result.monomials_) {
    if (monomial.terms.empty()) {
      // c integrates to c·x: needs to know x
      if (vars.empty()) {
        throw std::runtime_error(
            "Polynomial::Integral(): a constant polynomial has no variable to "
            "integrate in; construct it as a univariate polynomial (e.g. from "
            "a coefficient vector) instead.");
      }
      monomial.terms.push_back(Term{*vars.begin(), 1});
    } else {
      monomial.coefficient /= static_cast<double>(monomial.terms[0].power + 1);
      monomial.terms[0].power += 1;
    }
  }
  result.monomials_.push_back(Monomial{integration_constant, {}});
  return result;
}

// ---- comparison and arithmetic ----------------------------------------------

template <typename T>
bool Polynomial<T>::operator==(const Polynomial& other) const {
  if (monomials_.size() != other.monomials_.size()) return false;
  std::vector<Monomial> a = monomials_;
  std::vector<Monomial> b = other.monomials_;
  std::sort(a.begin(), a.end());
  std::sort(b.begin(), b.end());
  return a == b;
}

template <typename T>
Polynomial<T>& Polynomial<T>::operator+=(const Polynomial& other) {
  monomials_.insert(monomials_.end(), other.monomials_.begin(),
                    other.monomials_.end());
  MakeMonomialsUnique();
  UpdateIsUnivariate();
  return *this;
}

template <typename T>
Polynomial<T>& Polynomial<T>::operator-=(const Polynomial& other) {
  for (const Monomial& monomial : other.monomials_) {
    monomials_.push_back(Monomial{-monomial.coefficient, monomial.terms});
  }
  MakeMonomialsUnique();
  UpdateIsUnivariate();
  return *this;
}

template <typename T>
Polynomial<T>& Polynomial<T>::operator*=(const Polynomial& other) {
  std::vector<Monomial> products;
  products.reserve(monomials_.size() * other.monomials_.size());
  for (const Monomial& a : monomials_) {
    for (const Monomial& b : other.monomials_) {
      Monomial product{a.coefficient * b.coefficient, a.terms};
      for (const Term& term : b.terms) {
        auto same_var =
            std::find_if(product.terms.begin(), product.terms.end(),
                         [&term](const Term& t) { return t.var == term.var; });
        if (same_var == product.terms.end()) {
          product.terms.push_back(term);
        } else {
          same_var->power += term.power;
        }
      }
      products.push_back(std::move(product));
    }
  }
  monomials_ = std::move(products);
  MakeMonomialsUnique();
  UpdateIsUnivariate();
  return *this;
}

template <typename T>
Polynomial<T>& Polynomial<T>::operator+=(const T& scalar) {
  for (Monomial& monomial : monomials_) {
    if (monomial.terms.empty()) {
      monomial.coefficient += scalar;
      return *this;
    }
  }
  monomials_.push_back(Monomial{scalar, {}});
  return *this;
}

template <typename T>
Polynomial<T>& Polynomial<T>::operator-=(const T& scalar) {
  return *this += T(-scalar);
}

template <typename T>
Polynomial<T>& Polynomial<T>::operator*=(const T& scalar) {
  for (Monomial& monomial : monomials_) monomial.coefficient *= scalar;
  return *this;
}

template <typename T>
Polynomial<T>& Polynomial<T>::operator/=(const T& scalar) {
  for (Monomial& monomial : monomials_) monomial.coefficient /= scalar;
  return *this;
}

template <typename T>
const Polynomial<T> Polynomial<T>::operator+(const Polynomial& other) const {
  Polynomial<T> result = *this;
  result += other;
  return result;
}

template <typename T>
const Polynomial<T> Polynomial<T>::operator-(const Polynomial& other) const {
  Polynomial<T> result = *this;
  result -= other;
  return result;
}

template <typename T>
const Polynomial<T> Polynomial<T>::operator-() const {
  Polynomial<T> result = *this;
  for (Monomial& monomial : result.monomials_) {
    monomial.coefficient = -monomial.coefficient;
  }
  return result;
}

template <typename T>
const Polynomial<T> Polynomial<T>::operator*(const Polynomial& other) const {
  Polynomial<T> result = *this;
  result *= other;
  return result;
}

template <typename T>
const Polynomial<T> Polynomial<T>::operator/(const T& scalar) const {
  Polynomial<T> result = *this;
  result /= scalar;
  return result;
}

// ---- roots and approximate comparison ---------------------------------------

template <typename T>
typename Polynomial<T>::RootsType Polynomial<T>::Roots() const {
  if (!is_univariate_) {
    throw std::runtime_error(
        "Polynomial::Roots(): only defined for univariate polynomials, but "
        "this one has variables " +
        VariablesToString() + ".");
  }
  if constexpr (std::is_same_v<T, double>) {
    const Eigen::VectorXd all = GetCoefficients();
    // the true degree: zero leading coefficients would make the companion
    // matrix singular
    Eigen::Index degree = all.size() - 1;
    while (degree > 0 && all(degree) == 0.0) --degree;
    const Eigen::VectorXd c = all.head(degree + 1);
    RootsType roots(degree);
    if (degree == 1) {
      roots(0) = RootType(-c(0) / c(1), 0.0);
    } else if (degree > 1) {
      Eigen::PolynomialSolver<double, Eigen::Dynamic> solver;
      solver.compute(c);
      roots = solver.roots();
    }
    return roots;
  } else {
    throw std::runtime_error(
        "Polynomial::Roots(): only supported for T = double.");
  }
}

template <typename T>
boolean<T> Polynomial<T>::CoefficientsAlmostEqual(
    const Polynomial<T>& other, const RealScalar& tol,
    const ToleranceType& tol_type) const {
  const bool relative = tol_type == ToleranceType::kRelative;
  std::vector<bool> matched(monomials_.size(), false);
  boolean<T> result{true};
  for (const Monomial& theirs : other.monomials_) {
    // find an unmatched monomial here with the same Terms
    size_t i = 0;
    while (i < monomials_.size() &&
           (matched[i] || monomials_[i].terms != theirs.terms)) {
      ++i;
    }
    if (i == monomials_.size()) {
      if (relative) return boolean<T>{false};
      result = result && Abs(theirs.coefficient) <= tol;
      continue;
    }
    matched[i] = true;
    const T& mine = monomials_[i].coefficient;
    const T error = Abs(T(mine - theirs.coefficient));
    if (relative) {
      const T a = Abs(mine);
      const T b = Abs(theirs.coefficient);
      if constexpr (scalar_predicate<T>::is_bool) {
        result = result && error <= tol * (a < b ? a : b);
      } else {
        result = result && error <= tol * min(a, b);
      }
    } else {
      result = result && error <= tol;
    }
  }
  // monomials here that other does not have compare against zero
  for (size_t i = 0; i < monomials_.size(); ++i) {
    if (matched[i]) continue;
    if (relative) return boolean<T>{false};
    result = result && Abs(monomials_[i].coefficient) <= tol;
  }
  return result;
}

// ---- printing and names -----------------------------------------------------

template <typename T>
std::string Polynomial<T>::to_string() const {
  if (monomials_.empty()) return "0";
  std::string result = monomials_[0].to_string();
  for (size_t i = 1; i < monomials_.size(); ++i) {
    result += '+';
    result += monomials_[i].to_string();
  }
  return result;
}

template <typename T>
// Drake passes the name by const value; kept for the same signature.
bool Polynomial<T>::IsValidVariableName(
    const std::string name) {  // NOLINT(performance-unnecessary-value-param)
  return !name.empty() && std::all_of(name.begin(), name.end(), [](char c) {
    return kNameChars.find(c) != std::string_view::npos;
  });
}

template <typename T>
typename Polynomial<T>::VarType Polynomial<T>::VariableNameToId(
    // Drake passes the name by const value; kept for the same signature.
    const std::string name,  // NOLINT(performance-unnecessary-value-param)
    unsigned int m) {
  if (!IsValidVariableName(name) || name.size() > kMaxNameLength) {
    throw std::runtime_error(fmt::format(
        "Polynomial::VariableNameToId(): the name '{}' is not valid; a name "
        "is 1 to {} characters from '{}'.",
        name, kMaxNameLength, kNameChars));
  }
  const unsigned int max_m =
      std::numeric_limits<VarType>::max() / 2 / kNamePartCount;
  if (m < 1 || m > max_m) {
    throw std::runtime_error(fmt::format(
        "Polynomial::VariableNameToId(): the variable number m must be in "
        "[1, {}], but got {}.",
        max_m, m));
  }
  VarType name_part = 0;
  for (char c : name) {
    name_part =
        name_part * kNameBase + static_cast<VarType>(kNameChars.find(c) + 1);
  }
  return 2 * (name_part + kNamePartCount * (m - 1));
}

template <typename T>
std::string Polynomial<T>::IdToVariableName(const VarType id) {
  VarType name_part = (id / 2) % kNamePartCount;
  const unsigned int m = id / 2 / kNamePartCount + 1;
  // digits, least significant first; 0 digits are "no character"
  std::string reversed;
  for (unsigned int i = 0; i < kMaxNameLength; ++i) {
    const unsigned int digit = name_part % kNameBase;
    if (digit > 0) reversed += kNameChars[digit - 1];
    name_part /= kNameBase;
  }
  std::string name(reversed.rbegin(), reversed.rend());
  if (name.empty()) name = kNameChars.substr(0, 1);
  return name + std::to_string(m);
}

template <typename T>
typename Polynomial<T>::VarType Polynomial<T>::VariableIdToVarType(
    const symbolic::Variable::Id& id) {
  // An Id hashes exactly its run-to-run stable 32 bits: catch them.
  std::uint32_t stable_bits{};
  auto catcher = [&stable_bits](const void* data, std::size_t length) {
    DRAKE_DEMAND(length == sizeof(stable_bits));
    std::memcpy(&stable_bits, data, sizeof(stable_bits));
  };
  hash_append(catcher, id);
  return static_cast<VarType>(stable_bits);
}

template <typename T>
Polynomial<T> Polynomial<T>::FromExpression(const symbolic::Expression& e) {
  // symbolic::Polynomial decides what is polynomial (and throws naming the
  // part that is not); with every variable an indeterminate, each
  // coefficient is a constant.
  const symbolic::Polynomial symbolic_polynomial(e);
  Polynomial<T> result;
  for (const auto& [monomial, coefficient] :
       symbolic_polynomial.monomial_to_coefficient_map()) {
    std::vector<Term> terms;
    terms.reserve(monomial.get_powers().size());
    for (const auto& [variable, exponent] : monomial.get_powers()) {
      terms.push_back(Term{VariableIdToVarType(variable.get_id()), exponent});
    }
    result +=
        Polynomial<T>(T(symbolic::get_constant_value(coefficient)), terms);
  }
  return result;
}

// ---- private helpers --------------------------------------------------------

template <typename T>
void Polynomial<T>::MakeMonomialsUnique() {
  std::vector<Monomial> unique;
  unique.reserve(monomials_.size());
  for (Monomial& monomial : monomials_) {
    auto same = std::find_if(unique.begin(), unique.end(),
                             [&monomial](const Monomial& u) {
                               return u.HasSameExponents(monomial);
                             });
    if (same == unique.end()) {
      unique.push_back(std::move(monomial));
    } else {
      same->coefficient += monomial.coefficient;
    }
  }
  unique.erase(
      std::remove_if(unique.begin(), unique.end(),
                     [](const Monomial& m) { return IsZero(m.coefficient); }),
      unique.end());
  monomials_ = std::move(unique);
}

template <typename T>
void Polynomial<T>::UpdateIsUnivariate() {
  is_univariate_ = GetVariables().size() <= 1;
}

template <typename T>
std::string Polynomial<T>::VariablesToString() const {
  std::string result = "{";
  for (VarType var : GetVariables()) {
    if (result.size() > 1) result += ", ";
    result += IdToVariableName(var);
  }
  return result + "}";
}

}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::Polynomial)
