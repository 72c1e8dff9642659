#pragma once

/// @file
/// drake::Polynomial<T>: a sparse multivariate polynomial with integer
/// variable ids, as in Drake's drake/common/polynomial.h (v1.56).
///
/// Provided: the Term and Monomial types, every constructor Drake has,
/// FromExpression() and VariableIdToVarType(), the queries
/// (GetNumberOfCoefficients, GetDegree, IsAffine, GetSimpleVariable,
/// GetMonomials, GetCoefficients, GetVariables, is_univariate), evaluation
/// (EvaluateUnivariate with a derivative order, EvaluateMultivariate,
/// EvaluatePartial), Subs, Substitute, Derivative, Integral, Roots,
/// CoefficientsAlmostEqual, the arithmetic and comparison operators, pow(),
/// to_string() with an fmt formatter, and the variable name <-> id conversion.
///
/// Instantiated on double, AutoDiffXd and symbolic::Expression (symbolic
/// coefficients; a term is dropped only when its coefficient is the constant
/// zero, and Roots() throws for T other than double).
///
/// Drake v1.56 has no `operator<<` for Polynomial (format it with fmt or
/// to_string()), no `IsApprox` (use CoefficientsAlmostEqual) and no
/// `CoefficientsType`; Mallard does not add them.
///
/// Where Mallard differs from Drake, it is where Drake's behaviour is a bug:
/// Substitute() expands monomials with several variables correctly (Drake
/// adds partial products), a negative derivative order or exponent throws
/// instead of aborting, Roots() ignores zero leading coefficients instead of
/// handing them to Eigen's solver, and is_univariate() is recomputed from
/// the monomials after every operation (Drake's flag can only go from true
/// to false).

#include <complex>
#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

#include <Eigen/Core>
#include <fmt/format.h>

#include "drake/common/autodiff.h"
#include "drake/common/constants.h"
#include "drake/common/default_scalars.h"
#include "drake/common/drake_bool.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"

namespace drake {

namespace internal {
// Throws std::runtime_error with `message`; keeps <fmt> formatting of the
// header templates' errors out of line.
[[noreturn]] void ThrowPolynomialError(const std::string& message);
}  // namespace internal

/// A scalar multivariate polynomial: a sum of Monomials, each a coefficient
/// of type T times a product of Terms (a variable raised to a positive
/// integer power). Modeled after the msspoly type of spotless.
///
/// Variables are unsigned integers (VarType). Names of up to four characters
/// from "@#_." and the lowercase letters, followed by a positive number,
/// map to ids and back (VariableNameToId(), IdToVariableName()): "x" with
/// number 1 is printed "x1".
///
/// Sums, differences and products combine monomials with the same powers
/// and drop those whose coefficient becomes exactly zero; the constructors
/// keep what they are given (Polynomial(0.0) has one monomial, the zero
/// constant). A polynomial is univariate when at most one variable appears
/// in it; the univariate operations (EvaluateUnivariate(), Derivative(),
/// Integral(), GetCoefficients(), Roots()) throw std::runtime_error
/// otherwise.
///
/// Polynomials divide only by scalars (they are not closed under division).
///
/// @tparam T double or AutoDiffXd.
template <typename T = double>
class Polynomial {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(Polynomial);

  /// The id of a variable.
  typedef unsigned int VarType;
  /// The power of a variable in a Term (an int, as Drake's, so std::pow
  /// overloads resolve).
  typedef int PowerType;
  /// The real type underlying T (T itself for the default scalars).
  typedef typename Eigen::NumTraits<T>::Real RealScalar;
  /// A (complex) root.
  typedef std::complex<RealScalar> RootType;
  /// A column of roots.
  typedef Eigen::Matrix<RootType, Eigen::Dynamic, 1> RootsType;

  /// The type of the product of a Rhs and a Lhs (the result type of the
  /// Evaluate* templates).
  template <typename Rhs, typename Lhs>
  struct Product {
    typedef decltype(static_cast<Rhs>(0) * static_cast<Lhs>(0)) type;
  };

  /// One variable raised to an integer power, e.g. x².
  class Term {
   public:
    /// The variable's id.
    VarType var;
    /// Its power (≥ 1 in every Term the operations create).
    PowerType power;

    /// Same variable and same power.
    bool operator==(const Term& other) const {
      return var == other.var && power == other.power;
    }

    /// Orders by variable then power (for sorting and lexicographic
    /// comparison; not a mathematical order).
    bool operator<(const Term& other) const {
      return var < other.var || (var == other.var && power < other.power);
    }
  };

  /// A coefficient times a product of Terms, e.g. 3·x·y².
  class Monomial {
   public:
    /// The coefficient.
    T coefficient;
    /// The Terms, each of a different variable (an empty list is a
    /// constant).
    std::vector<Term> terms;

    /// Same coefficient and the same Terms in the same order.
    bool operator==(const Monomial& other) const {
      return coefficient == other.coefficient && terms == other.terms;
    }

    /// Orders by coefficient then Terms (for sorting; not a mathematical
    /// order).
    bool operator<(const Monomial& other) const {
      return coefficient < other.coefficient ||
             (coefficient == other.coefficient && terms < other.terms);
    }

    /// Drake's degree of a monomial: the *product* of the powers of its
    /// Terms (0 for a constant). For one variable this is the usual degree;
    /// for x·y² it is 2, not 3.
    int GetDegree() const;

    /// The power of `var` in this monomial (0 if absent).
    int GetDegreeOf(VarType var) const;

    /// True iff both have the same variables with the same powers, in any
    /// order.
    bool HasSameExponents(const Monomial& other) const;

    /// True iff `var` appears in a Term.
    bool HasVariable(const VarType& var) const;

    /// Returns this / `divisor` when `divisor`'s variables all appear here
    /// with at most this monomial's powers; otherwise returns a monomial
    /// with coefficient 0 and no terms.
    Monomial Factor(const Monomial& divisor) const;

    /// E.g. "(3)*x1*y1^2"; the coefficient in parentheses is left out when
    /// it is 1 and there are Terms.
    std::string to_string() const;
  };

  /// The zero polynomial (no monomials).
  Polynomial() = default;

  /// The constant `scalar` (one monomial, even when `scalar` is 0).
  // NOLINTNEXTLINE(runtime/explicit) The conversion is Drake's.
  Polynomial(const T& scalar);

  /// The single monomial `coeff` · Π terms. Terms of the same variable are
  /// merged (their powers add).
  Polynomial(const T coeff, const std::vector<Term>& terms);

  /// The sum of the monomials [start, finish). With `canonicalize`,
  /// monomials with the same exponents are combined and those with a zero
  /// coefficient dropped; without, they are kept as given.
  Polynomial(typename std::vector<Monomial>::const_iterator start,
             typename std::vector<Monomial>::const_iterator finish,
             bool canonicalize = true);

  /// The variable named `varname` with number 1 (e.g. Polynomial<double>("x")
  /// is the variable x1). Only for T = double, as in Drake (for other T,
  /// `Polynomial<T>(0)` would be ambiguous); use the two-argument
  /// constructor.
  /// @throws std::exception if the name is not valid (see
  /// IsValidVariableName()).
  template <typename U = T>
  explicit Polynomial(
      const std::enable_if_t<std::is_same_v<U, double>, std::string>& varname)
      : Polynomial<T>(varname, 1) {}

  /// The variable named `varname` with number `num` (≥ 1).
  /// @throws std::exception if the name is not valid or `num` is 0 or too
  /// large (see VariableNameToId()).
  Polynomial(const std::string& varname, unsigned int num);

  /// The monomial `coeff` · v.
  Polynomial(const T& coeff, const VarType& v);

  /// The univariate polynomial Σ coefficients[i] · tⁱ in the variable t1
  /// (VariableNameToId("t")). Every power gets a monomial, even when its
  /// coefficient is zero.
  /// @throws std::exception unless `coefficients` is a row or a column
  /// vector (or empty).
  template <typename Derived>
  explicit Polynomial(const Eigen::MatrixBase<Derived>& coefficients) {
    if (!(coefficients.cols() == 1 || coefficients.rows() == 1 ||
          coefficients.size() == 0)) {
      internal::ThrowPolynomialError(fmt::format(
          "Polynomial(coefficients): the coefficients must be a row or a "
          "column vector, but got a {}x{} matrix.",
          coefficients.rows(), coefficients.cols()));
    }
    const MatrixX<T> as_matrix = coefficients.template cast<T>();
    const VectorX<T> flat =
        Eigen::Map<const VectorX<T>>(as_matrix.data(), as_matrix.size());
    *this = Polynomial(WithCoefficients{flat});
  }

  /// The number of monomials (and so of coefficients).
  int GetNumberOfCoefficients() const;

  /// The largest Monomial::GetDegree() of the monomials (0 for the zero
  /// polynomial). Monomials with a zero coefficient count.
  int GetDegree() const;

  /// True iff every monomial is a constant or one variable to the power 1.
  bool IsAffine() const;

  /// If this is a single variable with coefficient 1 (one monomial, one Term
  /// of power 1), returns that variable; otherwise returns 0. (The
  /// coefficient is not checked, as in Drake.)
  VarType GetSimpleVariable() const;

  /// The monomials, in storage order.
  const std::vector<Monomial>& GetMonomials() const;

  /// The coefficients of a univariate polynomial by power: element i is the
  /// coefficient of xⁱ; the size is GetDegree() + 1.
  /// @throws std::runtime_error if this is not univariate.
  VectorX<T> GetCoefficients() const;

  /// The ids of the variables that appear.
  std::set<VarType> GetVariables() const;

  /// Evaluates the `derivative_order`-th derivative (0: the value) of this
  /// univariate polynomial at `x`. U may be any type with `*`, `+` and
  /// `pow` against T.
  /// @throws std::runtime_error if this is not univariate or
  /// derivative_order < 0.
  template <typename U>
  typename Product<T, U>::type EvaluateUnivariate(
      const U& x, int derivative_order = 0) const {
    using ProductType = std::remove_const_t<typename Product<T, U>::type>;
    if (!is_univariate_) {
      internal::ThrowPolynomialError(
          "Polynomial::EvaluateUnivariate(): this method can only be used for "
          "univariate polynomials, but this one has variables " +
          VariablesToString() + ".");
    }
    if (derivative_order < 0) {
      internal::ThrowPolynomialError(fmt::format(
          "Polynomial::EvaluateUnivariate(): derivative_order must be "
          "non-negative, but got {}.",
          derivative_order));
    }
    using std::pow;
    ProductType value = 0;
    for (const Monomial& monomial : monomials_) {
      int power = monomial.terms.empty() ? 0 : monomial.terms[0].power;
      if (power < derivative_order) continue;
      // d^n/dx^n x^k = k (k-1) ... (k-n+1) x^(k-n).
      T coefficient = monomial.coefficient;
      for (int i = 0; i < derivative_order; ++i) coefficient *= (power--);
      if (power == 0) {
        value += coefficient;
      } else if (power == 1) {
        value += coefficient * x;
      } else {
        value += coefficient * pow(static_cast<ProductType>(x), power);
      }
    }
    return value;
  }

  /// Evaluates this polynomial with each variable v replaced by
  /// var_values.at(v).
  /// @throws std::runtime_error if a variable of this polynomial has no
  /// value in `var_values`.
  template <typename U>
  typename Product<T, U>::type EvaluateMultivariate(
      const std::map<VarType, U>& var_values) const {
    using ProductType = std::remove_const_t<typename Product<T, U>::type>;
    using std::pow;
    ProductType value = 0;
    for (const Monomial& monomial : monomials_) {
      ProductType monomial_value = monomial.coefficient;
      for (const Term& term : monomial.terms) {
        const auto found = var_values.find(term.var);
        if (found == var_values.end()) {
          internal::ThrowPolynomialError(
              "Polynomial::EvaluateMultivariate(): no value was given for "
              "the variable " +
              IdToVariableName(term.var) + ".");
        }
        monomial_value *=
            pow(static_cast<ProductType>(found->second), term.power);
      }
      value += monomial_value;
    }
    return value;
  }

  /// Replaces the variables that have a value in `var_values` with that
  /// value and returns the (canonicalized) polynomial in the others.
  Polynomial EvaluatePartial(const std::map<VarType, T>& var_values) const;

  /// Renames variable `orig` to `replacement` in place.
  void Subs(const VarType& orig, const VarType& replacement);

  /// Returns this polynomial with the variable `orig` replaced by the
  /// polynomial `replacement`.
  Polynomial Substitute(const VarType& orig,
                        const Polynomial& replacement) const;

  /// The `derivative_order`-th derivative of this univariate polynomial in
  /// its variable (order 0 returns a copy). Monomials that differentiate to
  /// zero are dropped.
  /// @throws std::runtime_error if this is not univariate or
  /// derivative_order < 0.
  Polynomial Derivative(int derivative_order = 1) const;

  /// The indefinite integral of this univariate polynomial in its variable,
  /// with `integration_constant` as its constant term.
  /// @throws std::runtime_error if this is not univariate, or if it has a
  /// nonzero number of monomials but no variable (a constant: the variable
  /// of integration is unknown).
  Polynomial Integral(const T& integration_constant = 0.0) const;

  /// True iff at most one variable appears.
  bool is_univariate() const;

  /// True iff both have the same monomials (exactly equal coefficients and
  /// Terms in the same order), in any order.
  bool operator==(const Polynomial& other) const;

  /// @name Arithmetic
  /// Sums, differences and polynomial products combine like monomials and
  /// drop zero ones; adding or subtracting a scalar changes (or appends) the
  /// constant monomial; multiplying or dividing by a scalar scales every
  /// coefficient (dividing by zero gives infinities, as with T).
  //@{
  Polynomial& operator+=(const Polynomial& other);
  Polynomial& operator-=(const Polynomial& other);
  Polynomial& operator*=(const Polynomial& other);
  Polynomial& operator+=(const T& scalar);
  Polynomial& operator-=(const T& scalar);
  Polynomial& operator*=(const T& scalar);
  Polynomial& operator/=(const T& scalar);
  const Polynomial operator+(const Polynomial& other) const;
  const Polynomial operator-(const Polynomial& other) const;
  const Polynomial operator-() const;
  const Polynomial operator*(const Polynomial& other) const;
  const Polynomial operator/(const T& scalar) const;

  friend const Polynomial operator+(const Polynomial& p, const T& scalar) {
    Polynomial result = p;
    result += scalar;
    return result;
  }
  friend const Polynomial operator+(const T& scalar, const Polynomial& p) {
    return p + scalar;
  }
  friend const Polynomial operator-(const Polynomial& p, const T& scalar) {
    Polynomial result = p;
    result -= scalar;
    return result;
  }
  friend const Polynomial operator-(const T& scalar, const Polynomial& p) {
    Polynomial result = -p;
    result += scalar;
    return result;
  }
  friend const Polynomial operator*(const Polynomial& p, const T& scalar) {
    Polynomial result = p;
    result *= scalar;
    return result;
  }
  friend const Polynomial operator*(const T& scalar, const Polynomial& p) {
    return p * scalar;
  }
  //@}

  /// Lexicographic comparison of the monomial lists (for sorting; not a
  /// mathematical order).
  bool operator<(const Polynomial& other) const {
    return monomials_ < other.monomials_;
  }

  /// The (complex) roots of this univariate polynomial, as many as its
  /// degree once zero leading coefficients are removed (none for a
  /// constant). Degree 1 is solved directly, higher degrees by Eigen's
  /// companion-matrix PolynomialSolver.
  /// @throws std::runtime_error if this is not univariate, or if T is not
  /// double.
  RootsType Roots() const;

  /// True iff every coefficient of `other` is within `tol` of the
  /// coefficient of the same monomial here. With kAbsolute, a monomial
  /// present on one side only compares against 0 (so |c| <= tol); with
  /// kRelative the bound is tol · min(|a|, |b|) and a monomial present on
  /// one side only makes the result false.
  boolean<T> CoefficientsAlmostEqual(
      const Polynomial<T>& other, const RealScalar& tol = 0.0,
      const ToleranceType& tol_type = ToleranceType::kAbsolute) const;

  /// The monomials joined by "+", e.g. "(2)*x1^2+(-1)" ("0" for the zero
  /// polynomial). An AutoDiffXd coefficient prints its value.
  std::string to_string() const;

  /// The polynomial that the symbolic expression `e` is, each symbolic
  /// variable becoming the variable VariableIdToVarType(its Id). Division
  /// by a constant and integer powers ≥ 0 are polynomial; so is a constant
  /// coefficient's T value.
  /// @throws std::exception if `e` is not a polynomial (e.g. log(x), 1/x,
  ///   x^y, |x|), naming what is not.
  static Polynomial<T> FromExpression(const drake::symbolic::Expression& e);

  /// The variable id that FromExpression() gives a symbolic variable: the
  /// 32 bits of its Id that are the same in every run (the low bits of its
  /// serial number). The map is not injective (an Id has 128 bits): two
  /// symbolic variables created 2³² apart in one process share an id.
  static VarType VariableIdToVarType(const drake::symbolic::Variable::Id& id);

  /// @name Variable names and ids
  /// A name is 1 to 4 characters from "@#_." and 'a'–'z'; with a number
  /// m ≥ 1 it maps to an even id (VariableNameToId("x", 2) names x2), and
  /// IdToVariableName() maps the id back to the name followed by m.
  //@{
  /// True iff `name` is non-empty and uses only the allowed characters.
  /// (Names longer than four characters pass here but are rejected by
  /// VariableNameToId().)
  static bool IsValidVariableName(const std::string name);

  /// The id of variable `name` number `m`.
  /// @throws std::exception if the name is not valid or longer than four
  /// characters, or m is 0 or too large for the id to fit.
  static VarType VariableNameToId(const std::string name, unsigned int m = 1);

  /// The name and number of the variable with id `id`, e.g. "x1".
  static std::string IdToVariableName(const VarType id);
  //@}

  /// `base` to the power `exponent`, by repeated squaring.
  /// @throws std::runtime_error if exponent < 0.
  template <typename U>
  friend Polynomial<U> pow(const Polynomial<U>& base,
                           typename Polynomial<U>::PowerType exponent);

 private:
  // Selects the coefficient-vector constructor below.
  struct WithCoefficients {
    Eigen::Ref<const VectorX<T>> value;
  };
  explicit Polynomial(const WithCoefficients& coefficients);

  // Combines monomials with the same exponents and drops zero ones.
  void MakeMonomialsUnique();
  // Recomputes is_univariate_ from the monomials.
  void UpdateIsUnivariate();
  // "{x1, y1}" for error messages.
  std::string VariablesToString() const;

  std::vector<Monomial> monomials_;
  bool is_univariate_{true};
};

template <typename T>
Polynomial<T> pow(const Polynomial<T>& base,
                  typename Polynomial<T>::PowerType exponent) {
  if (exponent < 0) {
    internal::ThrowPolynomialError(fmt::format(
        "pow(Polynomial, exponent): exponent must be non-negative, but got "
        "{}.",
        exponent));
  }
  if (exponent == 0) return Polynomial<T>(T(1.0));
  const Polynomial<T> half = pow(base, exponent / 2);
  if (exponent % 2 == 1) return base * half * half;
  return half * half;
}

/// Polynomial with double coefficients.
typedef Polynomial<double> Polynomiald;

/// A column vector of polynomials.
typedef Eigen::Matrix<Polynomiald, Eigen::Dynamic, 1> VectorXPoly;

}  // namespace drake

/// Formats a Polynomial as its to_string().
template <typename T>
struct fmt::formatter<drake::Polynomial<T>> : fmt::formatter<std::string> {
  template <typename FormatContext>
  auto format(const drake::Polynomial<T>& p, FormatContext& ctx) const {
    return fmt::formatter<std::string>::format(p.to_string(), ctx);
  }
};

/// Formats a Polynomial<double>::Monomial as its to_string().
template <>
struct fmt::formatter<drake::Polynomial<double>::Monomial>
    : fmt::formatter<std::string> {
  template <typename FormatContext>
  auto format(const drake::Polynomial<double>::Monomial& m,
              FormatContext& ctx) const {
    return fmt::formatter<std::string>::format(m.to_string(), ctx);
  }
};

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::Polynomial)
