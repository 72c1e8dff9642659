#pragma once

/// @file
/// symbolic::Monomial and symbolic::Polynomial (Drake's
/// common/symbolic/polynomial.h): a polynomial in some variables (the
/// indeterminates) whose coefficients are Expressions of other variables
/// (the decision variables).

#include <algorithm>
#include <functional>
#include <map>
#include <string>
#include <type_traits>
#include <unordered_map>
#include <utility>

#include <Eigen/Core>

#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/common/fmt.h"
#include "drake/common/symbolic/expression.h"
#define DRAKE_COMMON_SYMBOLIC_POLYNOMIAL_H
#include "drake/common/symbolic/monomial.h"
#undef DRAKE_COMMON_SYMBOLIC_POLYNOMIAL_H

namespace drake {
namespace symbolic {
namespace internal {
/* The lexicographic order of monomials that keys Polynomial::MapType: the
exponents are compared variable by variable, in the variables' order, a
missing variable counting as exponent 0. */
struct CompareMonomial {
  bool operator()(const Monomial& m1, const Monomial& m2) const;
};
}  // namespace internal

/** A polynomial: a map from monomials of the indeterminates to coefficient
Expressions, which may involve other variables (the decision variables).
Invariants: no coefficient is structurally zero, and no variable is both an
indeterminate and a decision variable.

Arithmetic with a Variable `v` (p + v, p − v, p · v): if `v` is an
indeterminate of `p` it acts as the monomial v; otherwise it is a coefficient
(a degree-0 term) and becomes a decision variable of the result. To make `v` an
indeterminate, use `symbolic::Monomial(v)`. */
class Polynomial {
 public:
  using MapType = std::map<Monomial, Expression, internal::CompareMonomial>;

  /** The zero polynomial. */
  Polynomial() = default;
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(Polynomial);

  /** The zero polynomial (used by Eigen to zero-initialize matrices). */
  explicit Polynomial(std::nullptr_t) : Polynomial() {}

  /** The polynomial Σ coeff·monomial over `map`; zero coefficients are
  dropped. The indeterminates are the variables of the monomials. */
  explicit Polynomial(MapType map);

  /** The polynomial 1·m; its variables are the indeterminates. Implicit, so
  that the dot product of two vectors of Monomial is a Polynomial. */
  // NOLINTNEXTLINE(runtime/explicit)
  Polynomial(const Monomial& m);

  /** The polynomial v, with v an indeterminate. */
  explicit Polynomial(const Variable& v);

  /** `e` as a polynomial whose indeterminates are all of `e`'s variables.
  @throws std::exception if `e` is not a polynomial (e.g. sin(x), 1/x, x^y,
  x^1.5). */
  explicit Polynomial(const Expression& e);

  /** `e` as a polynomial in `indeterminates`; `e`'s other variables go into
  the coefficients. The indeterminates of the result are `indeterminates`.
  @throws std::exception if `e` is not a polynomial in `indeterminates`
  (e.g. sin(x) or a / x with x an indeterminate). */
  Polynomial(const Expression& e, Variables indeterminates);

  /** The indeterminates. */
  [[nodiscard]] const Variables& indeterminates() const;

  /** The decision variables (the variables of the coefficients). */
  [[nodiscard]] const Variables& decision_variables() const;

  /** Makes `new_indeterminates` the indeterminates, re-decomposing the
  polynomial (so the monomials and degrees may change): e.g. a·x² + b·x + c
  in {x} becomes x²·a + x·b + 1·c in {a, b, c}. */
  void SetIndeterminates(const Variables& new_indeterminates);

  /** The highest degree of `v` over the monomials. */
  [[nodiscard]] int Degree(const Variable& v) const;

  /** The highest total degree over the monomials (0 for a constant). */
  [[nodiscard]] int TotalDegree() const;

  /** The map from each monomial to its (structurally nonzero) coefficient. */
  [[nodiscard]] const MapType& monomial_to_coefficient_map() const;

  /** The polynomial as an Expression Σ coeff·monomial. */
  [[nodiscard]] Expression ToExpression() const;

  /** ∂p/∂x, for `x` an indeterminate or a decision variable (zero
  otherwise). */
  [[nodiscard]] Polynomial Differentiate(const Variable& x) const;

  /** The row of ∂p/∂vars(i). */
  template <typename Derived>
  [[nodiscard]] Eigen::Matrix<Polynomial, 1, Derived::RowsAtCompileTime>
  Jacobian(const Eigen::MatrixBase<Derived>& vars) const {
    static_assert(std::is_same_v<typename Derived::Scalar, Variable> &&
                      (Derived::ColsAtCompileTime == 1),
                  "Polynomial::Jacobian takes a vector of symbolic variables.");
    const Eigen::Index n = vars.size();
    Eigen::Matrix<Polynomial, 1, Derived::RowsAtCompileTime> J(1, n);
    for (Eigen::Index i = 0; i < n; ++i) {
      J(0, i) = Differentiate(vars(i));
    }
    return J;
  }

  /** The antiderivative in `x` (with zero constant term); `x` becomes an
  indeterminate if it was not one.
  @throws std::exception if `x` is a decision variable. */
  [[nodiscard]] Polynomial Integrate(const Variable& x) const;

  /** The definite integral over x ∈ [a, b].
  @throws std::exception if `x` is a decision variable. */
  [[nodiscard]] Polynomial Integrate(const Variable& x, double a,
                                     double b) const;

  /** The value under `env`.
  @throws std::exception if `env` misses a variable of this polynomial. */
  [[nodiscard]] double Evaluate(const Environment& env) const;

  /** Substitutes the values `env` gives (indeterminates and decision
  variables alike), keeping the rest symbolic. */
  [[nodiscard]] Polynomial EvaluatePartial(const Environment& env) const;

  /** Substitutes var = c. */
  [[nodiscard]] Polynomial EvaluatePartial(const Variable& var, double c) const;

  /** The values at a batch of indeterminate values: result(j) is the value
  with indeterminates(i) = indeterminates_values(i, j).
  @throws std::exception if a coefficient is not a constant (after
  expansion), or `indeterminates` misses an indeterminate. */
  [[nodiscard]] Eigen::VectorXd EvaluateIndeterminates(
      const Eigen::Ref<const VectorX<symbolic::Variable>>& indeterminates,
      const Eigen::Ref<const Eigen::MatrixXd>& indeterminates_values) const;

  /** For coefficients affine in the decision variables, evaluates at a batch
  of indeterminate values as A·decision_variables + b (row j for column j of
  `indeterminates_values`).
  @throws std::exception if a coefficient is not affine in the decision
  variables. */
  void EvaluateWithAffineCoefficients(
      const Eigen::Ref<const VectorX<symbolic::Variable>>& indeterminates,
      const Eigen::Ref<const Eigen::MatrixXd>& indeterminates_values,
      Eigen::MatrixXd* A, VectorX<symbolic::Variable>* decision_variables,
      Eigen::VectorXd* b) const;

  /** Adds coeff·m. */
  Polynomial& AddProduct(const Expression& coeff, const Monomial& m);

  /** Storage for the powers SubstituteAndExpand() computes, reusable across
  calls with the same substitution. */
  struct SubstituteAndExpandCacheData {
   public:
    std::map<Monomial, Polynomial, internal::CompareMonomial>* get_data() {
      return &data_;
    }

   private:
    friend class Polynomial;
    std::map<Monomial, Polynomial, internal::CompareMonomial> data_;
  };

  /** Substitutes each indeterminate by a polynomial and expands. The map
  must hold every indeterminate; the expansions of monomials are cached in
  `substitutions_cached_data` (when given) for reuse with the same
  substitution.
  @throws std::exception if an indeterminate has no substitution. */
  [[nodiscard]] Polynomial SubstituteAndExpand(
      const std::unordered_map<Variable, Polynomial>&
          indeterminate_substitution,
      SubstituteAndExpandCacheData* substitutions_cached_data = nullptr) const;

  /** Expands every coefficient, dropping terms that expand to 0. */
  [[nodiscard]] Polynomial Expand() const;

  /** Drops the terms whose coefficient is a constant of magnitude ≤
  `coefficient_tol`. @throws std::exception if coefficient_tol ≤ 0. */
  [[nodiscard]] Polynomial RemoveTermsWithSmallCoefficients(
      double coefficient_tol) const;

  /** True if p(x) = p(−x): every odd-degree coefficient expands to 0. */
  [[nodiscard]] bool IsEven() const;

  /** True if p(x) = −p(−x): every even-degree coefficient expands to 0. */
  [[nodiscard]] bool IsOdd() const;

  /** The (complex) roots of a univariate polynomial with constant
  coefficients, as the eigenvalues of its companion matrix (in no particular
  order).
  @throws std::exception if there is not exactly one indeterminate or a
  coefficient is not constant. */
  [[nodiscard]] Eigen::VectorXcd Roots() const;

  Polynomial& operator+=(const Polynomial& p);
  Polynomial& operator+=(const Monomial& m);
  Polynomial& operator+=(double c);
  /** See the class comment for how `v` is treated. */
  Polynomial& operator+=(const Variable& v);

  Polynomial& operator-=(const Polynomial& p);
  Polynomial& operator-=(const Monomial& m);
  Polynomial& operator-=(double c);
  /** See the class comment for how `v` is treated. */
  Polynomial& operator-=(const Variable& v);

  Polynomial& operator*=(const Polynomial& p);
  Polynomial& operator*=(const Monomial& m);
  Polynomial& operator*=(double c);
  /** See the class comment for how `v` is treated. */
  Polynomial& operator*=(const Variable& v);

  /** True if both have the same monomials with structurally equal
  coefficients. */
  [[nodiscard]] bool EqualTo(const Polynomial& p) const;

  /** True if, after expansion, every coefficient of the difference is a
  constant of magnitude ≤ `tolerance`. */
  [[nodiscard]] bool CoefficientsAlmostEqual(const Polynomial& p,
                                             double tolerance) const;

  /** The formula that every coefficient of p − this is zero. */
  [[nodiscard]] Formula operator==(const Polynomial& p) const;

  /** The negation of operator==. */
  [[nodiscard]] Formula operator!=(const Polynomial& p) const;

  /** Implements the hash_append concept. */
  template <class HashAlgorithm>
  // NOLINTNEXTLINE(runtime/references) Per hash_append convention.
  friend void hash_append(HashAlgorithm& hasher,
                          const Polynomial& item) noexcept {
    using drake::hash_append;
    for (const auto& [monomial, coeff] : item.monomial_to_coefficient_map_) {
      hash_append(hasher, monomial);
      hash_append(hasher, coeff);
    }
  }

  friend Polynomial operator/(Polynomial p, double v);

 private:
  // Throws if a variable is both an indeterminate and a decision variable or
  // a coefficient is structurally zero.
  void CheckInvariant() const;

  MapType monomial_to_coefficient_map_;
  Variables indeterminates_;
  Variables decision_variables_;
};

/** −p. */
[[nodiscard]] Polynomial operator-(const Polynomial& p);

[[nodiscard]] Polynomial operator+(Polynomial p1, const Polynomial& p2);
[[nodiscard]] Polynomial operator+(Polynomial p, const Monomial& m);
[[nodiscard]] Polynomial operator+(Polynomial p, double c);
[[nodiscard]] Polynomial operator+(const Monomial& m, Polynomial p);
[[nodiscard]] Polynomial operator+(const Monomial& m1, const Monomial& m2);
[[nodiscard]] Polynomial operator+(const Monomial& m, double c);
[[nodiscard]] Polynomial operator+(double c, Polynomial p);
[[nodiscard]] Polynomial operator+(double c, const Monomial& m);
[[nodiscard]] Polynomial operator+(Polynomial p, const Variable& v);
[[nodiscard]] Polynomial operator+(const Variable& v, Polynomial p);
[[nodiscard]] Expression operator+(const Expression& e, const Polynomial& p);
[[nodiscard]] Expression operator+(const Polynomial& p, const Expression& e);

[[nodiscard]] Polynomial operator-(Polynomial p1, const Polynomial& p2);
[[nodiscard]] Polynomial operator-(Polynomial p, const Monomial& m);
[[nodiscard]] Polynomial operator-(Polynomial p, double c);
[[nodiscard]] Polynomial operator-(const Monomial& m, Polynomial p);
[[nodiscard]] Polynomial operator-(const Monomial& m1, const Monomial& m2);
[[nodiscard]] Polynomial operator-(const Monomial& m, double c);
[[nodiscard]] Polynomial operator-(double c, Polynomial p);
[[nodiscard]] Polynomial operator-(double c, const Monomial& m);
[[nodiscard]] Polynomial operator-(Polynomial p, const Variable& v);
[[nodiscard]] Polynomial operator-(const Variable& v, const Polynomial& p);
[[nodiscard]] Expression operator-(const Expression& e, const Polynomial& p);
[[nodiscard]] Expression operator-(const Polynomial& p, const Expression& e);

[[nodiscard]] Polynomial operator*(Polynomial p1, const Polynomial& p2);
[[nodiscard]] Polynomial operator*(Polynomial p, const Monomial& m);
[[nodiscard]] Polynomial operator*(Polynomial p, double c);
[[nodiscard]] Polynomial operator*(const Monomial& m, Polynomial p);
// Monomial * Monomial → Monomial is in monomial.h.
[[nodiscard]] Polynomial operator*(const Monomial& m, double c);
[[nodiscard]] Polynomial operator*(double c, Polynomial p);
[[nodiscard]] Polynomial operator*(double c, const Monomial& m);
[[nodiscard]] Polynomial operator*(Polynomial p, const Variable& v);
[[nodiscard]] Polynomial operator*(const Variable& v, Polynomial p);
[[nodiscard]] Expression operator*(const Expression& e, const Polynomial& p);
[[nodiscard]] Expression operator*(const Polynomial& p, const Expression& e);

/** p / v (each coefficient divided by v). */
[[nodiscard]] Polynomial operator/(Polynomial p, double v);
[[nodiscard]] Expression operator/(double v, const Polynomial& p);
[[nodiscard]] Expression operator/(const Expression& e, const Polynomial& p);
[[nodiscard]] Expression operator/(const Polynomial& p, const Expression& e);

/** pⁿ, keeping p's indeterminates. @throws std::exception if n < 0. */
[[nodiscard]] Polynomial pow(const Polynomial& p, int n);

/** E.g. "2*x^2 + 3*1" (each term as coefficient*monomial); "0" if zero. */
std::string to_string(const Polynomial& p);

std::ostream& operator<<(std::ostream& out, const Polynomial& p);

/** Products of matrices mixing Polynomial, Monomial, Variable and double
(at least one side Polynomial or Monomial, not both Polynomial): the result
is a matrix of Polynomial. */
template <typename MatrixL, typename MatrixR>
typename std::enable_if_t<
    std::is_base_of_v<Eigen::MatrixBase<MatrixL>, MatrixL> &&
        std::is_base_of_v<Eigen::MatrixBase<MatrixR>, MatrixR> &&
        (std::is_same_v<typename MatrixL::Scalar, Polynomial> ||
         std::is_same_v<typename MatrixL::Scalar, Monomial> ||
         std::is_same_v<typename MatrixL::Scalar, Variable> ||
         std::is_same_v<
             typename MatrixL::Scalar,
             double>)&&(std::is_same_v<typename MatrixR::Scalar, Polynomial> ||
                        std::is_same_v<typename MatrixR::Scalar, Monomial> ||
                        std::is_same_v<typename MatrixR::Scalar, Variable> ||
                        std::is_same_v<
                            typename MatrixR::Scalar,
                            double>)&&(std::is_same_v<typename MatrixL::Scalar,
                                                      Polynomial> ||
                                       std::is_same_v<typename MatrixL::Scalar,
                                                      Monomial> ||
                                       std::is_same_v<typename MatrixR::Scalar,
                                                      Polynomial> ||
                                       std::is_same_v<
                                           typename MatrixR::Scalar,
                                           Monomial>)&&!(std::
                                                             is_same_v<
                                                                 typename MatrixL::
                                                                     Scalar,
                                                                 Polynomial> &&
                                                         std::is_same_v<
                                                             typename MatrixR::
                                                                 Scalar,
                                                             Polynomial>),
    Eigen::Matrix<Polynomial, MatrixL::RowsAtCompileTime,
                  MatrixR::ColsAtCompileTime>>
operator*(const MatrixL& lhs, const MatrixR& rhs) {
  return lhs.template cast<Polynomial>() * rhs.template cast<Polynomial>();
}

/** Products of a matrix of Expression with a matrix of Polynomial or
Monomial (either order): the result is a matrix of Expression. */
template <typename MatrixL, typename MatrixR>
typename std::enable_if_t<
    std::is_base_of_v<Eigen::MatrixBase<MatrixL>, MatrixL> &&
        std::is_base_of_v<Eigen::MatrixBase<MatrixR>, MatrixR> &&
        (std::is_same_v<typename MatrixL::Scalar, Expression> ||
         std::is_same_v<typename MatrixL::Scalar, Polynomial> ||
         std::is_same_v<
             typename MatrixL::Scalar,
             Monomial>)&&(std::is_same_v<typename MatrixR::Scalar,
                                         Expression> ||
                          std::is_same_v<typename MatrixR::Scalar,
                                         Polynomial> ||
                          std::is_same_v<
                              typename MatrixR::Scalar,
                              Monomial>)&&(std::is_same_v<typename MatrixL::
                                                              Scalar,
                                                          Expression> ^
                                           std::is_same_v<
                                               typename MatrixR::Scalar,
                                               Expression>),
    Eigen::Matrix<Expression, MatrixL::RowsAtCompileTime,
                  MatrixR::ColsAtCompileTime>>
operator*(const MatrixL& lhs, const MatrixR& rhs) {
  return lhs.template cast<Expression>() * rhs.template cast<Expression>();
}

}  // namespace symbolic
}  // namespace drake

namespace std {
template <>
struct hash<drake::symbolic::Polynomial> : public drake::DefaultHash {};
}  // namespace std

namespace Eigen {

template <>
struct NumTraits<drake::symbolic::Polynomial>
    : GenericNumTraits<drake::symbolic::Polynomial> {
  static inline int digits() { return 0; }
  static inline int digits10() { return 0; }
  static inline int max_digits10() { return 0; }
};

// The result types of +, −, · and conj-product between the symbolic types
// below, so Eigen accepts mixed expressions (e.g. Polynomial + Monomial).
#define DRAKE_SYMBOLIC_POLYNOMIAL_BINARY_OP_TRAITS(L, R, OP, RESULT) \
  template <>                                                        \
  struct ScalarBinaryOpTraits<L, R, internal::OP<L, R>> {            \
    enum { Defined = 1 };                                            \
    typedef RESULT ReturnType;                                       \
  };
#define DRAKE_SYMBOLIC_POLYNOMIAL_ARITHMETIC_TRAITS(L, R, RESULT)             \
  DRAKE_SYMBOLIC_POLYNOMIAL_BINARY_OP_TRAITS(L, R, scalar_sum_op, RESULT)     \
  DRAKE_SYMBOLIC_POLYNOMIAL_BINARY_OP_TRAITS(L, R, scalar_difference_op,      \
                                             RESULT)                          \
  DRAKE_SYMBOLIC_POLYNOMIAL_BINARY_OP_TRAITS(L, R, scalar_product_op, RESULT) \
  DRAKE_SYMBOLIC_POLYNOMIAL_BINARY_OP_TRAITS(L, R, scalar_conj_product_op,    \
                                             RESULT)

DRAKE_SYMBOLIC_POLYNOMIAL_ARITHMETIC_TRAITS(drake::symbolic::Polynomial,
                                            drake::symbolic::Monomial,
                                            drake::symbolic::Polynomial)
DRAKE_SYMBOLIC_POLYNOMIAL_ARITHMETIC_TRAITS(drake::symbolic::Polynomial,
                                            drake::symbolic::Variable,
                                            drake::symbolic::Polynomial)
DRAKE_SYMBOLIC_POLYNOMIAL_ARITHMETIC_TRAITS(drake::symbolic::Polynomial, double,
                                            drake::symbolic::Polynomial)
DRAKE_SYMBOLIC_POLYNOMIAL_ARITHMETIC_TRAITS(drake::symbolic::Monomial,
                                            drake::symbolic::Polynomial,
                                            drake::symbolic::Polynomial)
DRAKE_SYMBOLIC_POLYNOMIAL_ARITHMETIC_TRAITS(drake::symbolic::Variable,
                                            drake::symbolic::Polynomial,
                                            drake::symbolic::Polynomial)
// Monomial · Monomial is a Monomial, but Eigen's dot() takes its result type
// from these traits, and a sum of monomials is a Polynomial.
DRAKE_SYMBOLIC_POLYNOMIAL_ARITHMETIC_TRAITS(drake::symbolic::Monomial,
                                            drake::symbolic::Monomial,
                                            drake::symbolic::Polynomial)
DRAKE_SYMBOLIC_POLYNOMIAL_ARITHMETIC_TRAITS(drake::symbolic::Variable,
                                            drake::symbolic::Monomial,
                                            drake::symbolic::Polynomial)
DRAKE_SYMBOLIC_POLYNOMIAL_ARITHMETIC_TRAITS(drake::symbolic::Monomial,
                                            drake::symbolic::Variable,
                                            drake::symbolic::Polynomial)
DRAKE_SYMBOLIC_POLYNOMIAL_ARITHMETIC_TRAITS(drake::symbolic::Monomial, double,
                                            drake::symbolic::Polynomial)
DRAKE_SYMBOLIC_POLYNOMIAL_ARITHMETIC_TRAITS(double, drake::symbolic::Polynomial,
                                            drake::symbolic::Polynomial)
DRAKE_SYMBOLIC_POLYNOMIAL_ARITHMETIC_TRAITS(double, drake::symbolic::Monomial,
                                            drake::symbolic::Polynomial)
DRAKE_SYMBOLIC_POLYNOMIAL_ARITHMETIC_TRAITS(drake::symbolic::Polynomial,
                                            drake::symbolic::Expression,
                                            drake::symbolic::Expression)
DRAKE_SYMBOLIC_POLYNOMIAL_ARITHMETIC_TRAITS(drake::symbolic::Expression,
                                            drake::symbolic::Polynomial,
                                            drake::symbolic::Expression)
DRAKE_SYMBOLIC_POLYNOMIAL_ARITHMETIC_TRAITS(drake::symbolic::Monomial,
                                            drake::symbolic::Expression,
                                            drake::symbolic::Expression)
DRAKE_SYMBOLIC_POLYNOMIAL_ARITHMETIC_TRAITS(drake::symbolic::Expression,
                                            drake::symbolic::Monomial,
                                            drake::symbolic::Expression)
#undef DRAKE_SYMBOLIC_POLYNOMIAL_ARITHMETIC_TRAITS
#undef DRAKE_SYMBOLIC_POLYNOMIAL_BINARY_OP_TRAITS

namespace internal {
// Matrix<Polynomial>::cast<Expression>().
template <>
EIGEN_DEVICE_FUNC inline drake::symbolic::Expression cast(
    const drake::symbolic::Polynomial& p) {
  return p.ToExpression();
}
}  // namespace internal

namespace numext {
// Structural equality of polynomials is the formula p == q decided.
template <>
bool equal_strict(const drake::symbolic::Polynomial& x,
                  const drake::symbolic::Polynomial& y);
template <>
EIGEN_STRONG_INLINE bool not_equal_strict(
    const drake::symbolic::Polynomial& x,
    const drake::symbolic::Polynomial& y) {
  return !Eigen::numext::equal_strict(x, y);
}
}  // namespace numext
}  // namespace Eigen

namespace drake {
namespace symbolic {

/** Evaluates every entry of a matrix of polynomials under `env`.
@throws std::exception if `env` misses a variable. */
template <typename Derived>
[[nodiscard]] std::enable_if_t<
    std::is_same_v<typename Derived::Scalar, Polynomial>,
    MatrixLikewise<double, Derived>>
Evaluate(const Eigen::MatrixBase<Derived>& m, const Environment& env) {
  return m.unaryExpr([&env](const Polynomial& p) { return p.Evaluate(env); });
}

/** The Jacobian J(i, j) = ∂f(i)/∂vars(j) of a vector of polynomials.
@throws std::exception if `vars` is empty. */
[[nodiscard]] MatrixX<Polynomial> Jacobian(
    const Eigen::Ref<const VectorX<Polynomial>>& f,
    const Eigen::Ref<const VectorX<Variable>>& vars);

/** The polynomial m(x)ᵀ·Q·m(x) for the symmetric Gram matrix Q given by its
lower triangle stacked column by column in `gram_lower`.
@throws std::exception if gram_lower's size is not n(n+1)/2 for the n
monomials. */
template <typename Derived1, typename Derived2>
[[nodiscard]] typename std::enable_if_t<
    is_eigen_vector_of<Derived1, symbolic::Monomial>::value &&
        (is_eigen_vector_of<Derived2, double>::value ||
         is_eigen_vector_of<Derived2, symbolic::Variable>::value ||
         is_eigen_vector_of<Derived2, symbolic::Expression>::value),
    symbolic::Polynomial>
CalcPolynomialWLowerTriangularPart(
    const Eigen::MatrixBase<Derived1>& monomial_basis,
    const Eigen::MatrixBase<Derived2>& gram_lower) {
  const Eigen::Index n = monomial_basis.rows();
  if (n * (n + 1) / 2 != gram_lower.rows()) {
    throw std::logic_error(fmt::format(
        "CalcPolynomialWLowerTriangularPart(): {} monomials need {} Gram "
        "entries, not {}.",
        n, n * (n + 1) / 2, gram_lower.rows()));
  }
  Polynomial result;
  Eigen::Index k = 0;  // Index of Q(i, j) in gram_lower.
  for (Eigen::Index j = 0; j < n; ++j) {
    for (Eigen::Index i = j; i < n; ++i, ++k) {
      const Expression q_ij(gram_lower(k));
      // Off-diagonal entries appear twice in mᵀQm.
      result.AddProduct(i == j ? q_ij : 2 * q_ij,
                        monomial_basis(i) * monomial_basis(j));
    }
  }
  return result;
}

}  // namespace symbolic
}  // namespace drake

DRAKE_FORMATTER_AS(, drake::symbolic, Polynomial, x,
                   drake::symbolic::to_string(x))
