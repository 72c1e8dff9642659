// Decompositions of symbolic expressions: affine maps read off the
// polynomial form, the lumped-parameter factorization term by term, and the
// L2 norm through a factorization of the quadratic's Hessian.

#include "drake/common/symbolic/decompose.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

#include <Eigen/Cholesky>
#include <Eigen/Eigenvalues>
#include <Eigen/QR>
#include <fmt/format.h>

#include "drake/common/drake_throw.h"

namespace drake {
namespace symbolic {
namespace {

// True iff `e` has a variable in `vars`.
bool Involves(const Expression& e, const Variables& vars) {
  return !intersect(e.GetVariables(), vars).empty();
}

// An upper bound on the degree of `e` as a polynomial in `vars` (its other
// variables count as constants), read off the expression tree without
// expanding it; −1 if `e` is not a polynomial in `vars` (a function of a
// variable of `vars`, a division by one, or a non-integer power of one).
int DegreeBound(const Expression& e, const Variables& vars) {
  // the degree of base^exponent, given the degree of the base.
  const auto power_degree = [&vars](int base_degree,
                                    const Expression& exponent) {
    if (base_degree < 0) return -1;
    if (base_degree == 0) return Involves(exponent, vars) ? -1 : 0;
    if (!is_constant(exponent)) return -1;
    const double n = get_constant_value(exponent);
    if (n < 0 || n != std::floor(n)) return -1;
    return base_degree * static_cast<int>(n);
  };
  switch (e.get_kind()) {
    case ExpressionKind::Constant:
      return 0;
    case ExpressionKind::Var:
      return vars.include(get_variable(e)) ? 1 : 0;
    case ExpressionKind::Add: {
      int degree = 0;
      for (const auto& [term, coeff] : get_expr_to_coeff_map_in_addition(e)) {
        const int d = DegreeBound(term, vars);
        if (d < 0) return -1;
        degree = std::max(degree, d);
      }
      return degree;
    }
    case ExpressionKind::Mul: {
      int degree = 0;
      for (const auto& [base, exponent] :
           get_base_to_exponent_map_in_multiplication(e)) {
        const int d = power_degree(DegreeBound(base, vars), exponent);
        if (d < 0) return -1;
        degree += d;
      }
      return degree;
    }
    case ExpressionKind::Pow:
      return power_degree(DegreeBound(get_first_argument(e), vars),
                          get_second_argument(e));
    case ExpressionKind::Div:
      if (Involves(get_second_argument(e), vars)) return -1;
      return DegreeBound(get_first_argument(e), vars);
    default:
      // any other function is a constant when its arguments do not involve
      // `vars`, and not a polynomial otherwise.
      return Involves(e, vars) ? -1 : 0;
  }
}

// True iff `e` is a polynomial of degree at most one in `vars`.
bool IsAffineIn(const Expression& e, const Variables& vars) {
  const int bound = DegreeBound(e, vars);
  if (bound < 0) return false;
  if (bound <= 1) return true;
  // the tree has higher-degree terms; they may cancel once expanded.
  try {
    return Polynomial(e, vars).TotalDegree() <= 1;
  } catch (const std::exception&) {
    return false;
  }
}

// `e` as a polynomial in `indeterminates`, for the function `caller`.
// @throws std::runtime_error naming `e` if it is not one.
Polynomial ToPolynomialOrThrow(const char* caller, const Expression& e,
                               const Variables& indeterminates) {
  if (DegreeBound(e, indeterminates) >= 0) {
    try {
      return Polynomial(e, indeterminates);
    } catch (const std::exception&) {
      // reported below.
    }
  }
  throw std::runtime_error(
      fmt::format("{}(): the expression {} is not a polynomial in the "
                  "variables {}, so it is not affine in them.",
                  caller, e, indeterminates));
}

// The coefficient of the monomial `m` in `map` (0 if absent).
// @throws std::runtime_error if that coefficient is not a constant.
double ConstantCoefficientOrThrow(const char* caller, const Expression& e,
                                  const Polynomial::MapType& map,
                                  const Monomial& m) {
  const auto it = map.find(m);
  if (it == map.end()) return 0.0;
  if (!is_constant(it->second)) {
    throw std::runtime_error(fmt::format(
        "{}(): the coefficient {} of {} in the expression {} is not a "
        "constant; it involves variables that are not being decomposed.",
        caller, it->second, m, e));
  }
  return get_constant_value(it->second);
}

// Fills row `i` of M and, when `v` is not null, v(i), with the coefficients
// of expressions(i) (shared by the linear and the affine decompositions).
void DecomposeRow(const char* caller, const Expression& e,
                  const Eigen::Ref<const VectorX<Variable>>& vars,
                  const Variables& var_set, int i, Eigen::MatrixXd* M,
                  Eigen::VectorXd* v) {
  const Polynomial p = ToPolynomialOrThrow(caller, e, var_set);
  if (p.TotalDegree() > 1) {
    throw std::runtime_error(fmt::format(
        "{}(): the expression {} has degree {} in the variables {}; it must "
        "be {}.",
        caller, e, p.TotalDegree(), var_set,
        v == nullptr ? "linear" : "affine"));
  }
  const Polynomial::MapType& map = p.monomial_to_coefficient_map();
  for (int j = 0; j < vars.size(); ++j) {
    (*M)(i, j) = ConstantCoefficientOrThrow(caller, e, map, Monomial(vars(j)));
  }
  const double constant = ConstantCoefficientOrThrow(caller, e, map, {});
  if (v != nullptr) {
    (*v)(i) = constant;
  } else if (constant != 0.0) {
    throw std::runtime_error(fmt::format(
        "{}(): the expression {} has the constant term {}; a linear "
        "expression has none (use DecomposeAffineExpressions).",
        caller, e, constant));
  }
}

// The position of the variable `var` in a decomposition's vector.
int IndexOrThrow(
    const char* caller, const Variable& var, const Expression& e,
    const std::unordered_map<Variable::Id, int>& map_var_to_index) {
  const auto it = map_var_to_index.find(var.get_id());
  if (it == map_var_to_index.end()) {
    throw std::runtime_error(
        fmt::format("{}(): the variable {} of {} has no index in the map of "
                    "variables to indices.",
                    caller, var, e));
  }
  return it->second;
}

// Q = AᵀA for a symmetric positive semidefinite Q: the Cholesky factor when
// Q is positive definite, else the rows √λᵢ·uᵢᵀ of its eigenpairs with
// λᵢ > tol. Empty (0 rows) when an eigenvalue is below −tol.
Eigen::MatrixXd FactorPsdMatrix(const Eigen::MatrixXd& Q, double tol) {
  const Eigen::LLT<Eigen::MatrixXd> llt(Q);
  if (llt.info() == Eigen::Success) {
    return llt.matrixU();
  }
  const Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> eigen(Q);
  if (eigen.info() != Eigen::Success) {
    return Eigen::MatrixXd(0, Q.cols());
  }
  const Eigen::VectorXd& lambda = eigen.eigenvalues();
  if (lambda.size() > 0 && lambda.minCoeff() < -tol) {
    return Eigen::MatrixXd(0, Q.cols());
  }
  Eigen::MatrixXd A(Q.rows(), Q.cols());
  int rows = 0;
  for (int k = 0; k < lambda.size(); ++k) {
    if (lambda(k) > tol) {
      A.row(rows++) = std::sqrt(lambda(k)) * eigen.eigenvectors().col(k);
    }
  }
  return A.topRows(rows);
}

// One term c·t of an expanded sum, split into the factors that involve only
// parameters (multiplied into `alpha`) and those that involve none
// (multiplied into `w`, with c).
// @throws std::runtime_error naming a factor that involves both.
void SplitTerm(const Expression& term, double c, const Variables& parameters,
               Expression* w, Expression* alpha) {
  *w = c;
  *alpha = 1.0;
  const auto place = [&](const Expression& factor) {
    const Variables factor_vars = factor.GetVariables();
    if (intersect(factor_vars, parameters).empty()) {
      *w *= factor;
    } else if (factor_vars.IsSubsetOf(parameters)) {
      *alpha *= factor;
    } else {
      throw std::runtime_error(fmt::format(
          "DecomposeLumpedParameters(): the term {} mixes the parameters {} "
          "with other variables other than through a product, so it cannot "
          "be split into W(n)·α(parameters).",
          factor, intersect(factor_vars, parameters)));
    }
  };
  if (is_multiplication(term)) {
    *w *= get_constant_in_multiplication(term);
    for (const auto& [base, exponent] :
         get_base_to_exponent_map_in_multiplication(term)) {
      place(is_one(exponent) ? base : pow(base, exponent));
    }
  } else {
    place(term);
  }
}

}  // namespace

bool IsAffine(const Eigen::Ref<const MatrixX<Expression>>& m,
              const Variables& vars) {
  for (int j = 0; j < m.cols(); ++j) {
    for (int i = 0; i < m.rows(); ++i) {
      if (!IsAffineIn(m(i, j), vars)) return false;
    }
  }
  return true;
}

bool IsAffine(const Eigen::Ref<const MatrixX<Expression>>& m) {
  for (int j = 0; j < m.cols(); ++j) {
    for (int i = 0; i < m.rows(); ++i) {
      if (!IsAffineIn(m(i, j), m(i, j).GetVariables())) return false;
    }
  }
  return true;
}

void DecomposeLinearExpressions(
    const Eigen::Ref<const VectorX<Expression>>& expressions,
    const Eigen::Ref<const VectorX<Variable>>& vars,
    // EigenPtr by value is Drake's signature (a cheap non-owning handle).
    // NOLINTNEXTLINE(performance-unnecessary-value-param)
    EigenPtr<Eigen::MatrixXd> M) {
  DRAKE_THROW_UNLESS(M != nullptr);
  DRAKE_THROW_UNLESS(M->rows() == expressions.rows() &&
                     M->cols() == vars.rows());
  const Variables var_set(vars);
  Eigen::MatrixXd row(1, vars.rows());
  for (int i = 0; i < expressions.size(); ++i) {
    DecomposeRow("DecomposeLinearExpressions", expressions(i), vars, var_set, 0,
                 &row, nullptr);
    M->row(i) = row;
  }
}

void DecomposeAffineExpressions(
    const Eigen::Ref<const VectorX<Expression>>& expressions,
    const Eigen::Ref<const VectorX<Variable>>& vars,
    // EigenPtr by value is Drake's signature (a cheap non-owning handle).
    // NOLINTNEXTLINE(performance-unnecessary-value-param)
    EigenPtr<Eigen::MatrixXd> M, EigenPtr<Eigen::VectorXd> v) {
  DRAKE_THROW_UNLESS(M != nullptr && v != nullptr);
  DRAKE_THROW_UNLESS(M->rows() == expressions.rows() &&
                     M->cols() == vars.rows());
  DRAKE_THROW_UNLESS(v->rows() == expressions.rows());
  const Variables var_set(vars);
  Eigen::MatrixXd row(1, vars.rows());
  Eigen::VectorXd constant(1);
  for (int i = 0; i < expressions.size(); ++i) {
    DecomposeRow("DecomposeAffineExpressions", expressions(i), vars, var_set, 0,
                 &row, &constant);
    M->row(i) = row;
    (*v)(i) = constant(0);
  }
}

void ExtractAndAppendVariablesFromExpression(
    const Expression& e, std::vector<Variable>* vars,
    std::unordered_map<Variable::Id, int>* map_var_to_index) {
  DRAKE_THROW_UNLESS(vars != nullptr);
  DRAKE_THROW_UNLESS(map_var_to_index != nullptr);
  DRAKE_THROW_UNLESS(map_var_to_index->size() == vars->size());
  for (const Variable& var : e.GetVariables()) {
    const int next = static_cast<int>(vars->size());
    if (map_var_to_index->emplace(var.get_id(), next).second) {
      vars->push_back(var);
    }
  }
}

std::pair<VectorX<Variable>, std::unordered_map<Variable::Id, int>>
ExtractVariablesFromExpression(const Expression& e) {
  std::vector<Variable> vars;
  std::unordered_map<Variable::Id, int> map_var_to_index;
  ExtractAndAppendVariablesFromExpression(e, &vars, &map_var_to_index);
  VectorX<Variable> vector(static_cast<int>(vars.size()));
  for (int i = 0; i < vector.size(); ++i) vector(i) = vars[i];
  return {std::move(vector), std::move(map_var_to_index)};
}

std::pair<VectorX<Variable>, std::unordered_map<Variable::Id, int>>
ExtractVariablesFromExpression(
    const Eigen::Ref<const VectorX<Expression>>& expressions) {
  std::vector<Variable> vars;
  std::unordered_map<Variable::Id, int> map_var_to_index;
  for (int i = 0; i < expressions.size(); ++i) {
    ExtractAndAppendVariablesFromExpression(expressions(i), &vars,
                                            &map_var_to_index);
  }
  VectorX<Variable> vector(static_cast<int>(vars.size()));
  for (int i = 0; i < vector.size(); ++i) vector(i) = vars[i];
  return {std::move(vector), std::move(map_var_to_index)};
}

void DecomposeQuadraticPolynomial(
    const Polynomial& poly,
    const std::unordered_map<Variable::Id, int>& map_var_to_index,
    Eigen::MatrixXd* Q, Eigen::VectorXd* b, double* c) {
  DRAKE_THROW_UNLESS(Q != nullptr && b != nullptr && c != nullptr);
  const int n = static_cast<int>(map_var_to_index.size());
  DRAKE_THROW_UNLESS(Q->rows() == n && Q->cols() == n && b->rows() == n);
  constexpr const char* kCaller = "DecomposeQuadraticPolynomial";
  Q->setZero();
  b->setZero();
  *c = 0.0;
  const Expression e = poly.ToExpression();
  for (const auto& [monomial, coefficient] :
       poly.monomial_to_coefficient_map()) {
    if (!is_constant(coefficient)) {
      throw std::runtime_error(
          fmt::format("{}(): the coefficient {} of {} in {} is not a constant.",
                      kCaller, coefficient, monomial, poly));
    }
    const double a = get_constant_value(coefficient);
    const std::map<Variable, int>& powers = monomial.get_powers();
    if (monomial.total_degree() > 2) {
      throw std::runtime_error(fmt::format(
          "{}(): the monomial {} of {} has degree {}; the polynomial must be "
          "of degree at most two.",
          kCaller, monomial, poly, monomial.total_degree()));
    }
    if (monomial.total_degree() == 0) {
      *c += a;
    } else if (monomial.total_degree() == 1) {
      (*b)(IndexOrThrow(kCaller, powers.begin()->first, e, map_var_to_index)) +=
          a;
    } else if (powers.size() == 1) {
      // a·xᵢ² is 0.5·xᵢ·(2a)·xᵢ.
      const int i =
          IndexOrThrow(kCaller, powers.begin()->first, e, map_var_to_index);
      (*Q)(i, i) += 2.0 * a;
    } else {
      // a·xᵢ·xⱼ is 0.5·(xᵢ·a·xⱼ + xⱼ·a·xᵢ).
      const int i =
          IndexOrThrow(kCaller, powers.begin()->first, e, map_var_to_index);
      const int j =
          IndexOrThrow(kCaller, powers.rbegin()->first, e, map_var_to_index);
      (*Q)(i, j) += a;
      (*Q)(j, i) += a;
    }
  }
}

void DecomposeAffineExpressions(const Eigen::Ref<const VectorX<Expression>>& v,
                                Eigen::MatrixXd* A, Eigen::VectorXd* b,
                                VectorX<Variable>* vars) {
  DRAKE_THROW_UNLESS(A != nullptr && b != nullptr && vars != nullptr);
  std::unordered_map<Variable::Id, int> map_var_to_index;
  std::tie(*vars, map_var_to_index) = ExtractVariablesFromExpression(v);
  A->resize(v.rows(), vars->rows());
  b->resize(v.rows());
  Eigen::RowVectorXd row(vars->rows());
  for (int i = 0; i < v.size(); ++i) {
    DecomposeAffineExpression(v(i), map_var_to_index, &row, &(*b)(i));
    A->row(i) = row;
  }
}

int DecomposeAffineExpression(
    const Expression& e,
    const std::unordered_map<Variable::Id, int>& map_var_to_index,
    // EigenPtr by value is Drake's signature (a cheap non-owning handle).
    // NOLINTNEXTLINE(performance-unnecessary-value-param)
    EigenPtr<Eigen::RowVectorXd> coeffs, double* constant_term) {
  DRAKE_THROW_UNLESS(coeffs != nullptr && constant_term != nullptr);
  DRAKE_THROW_UNLESS(coeffs->cols() ==
                     static_cast<int>(map_var_to_index.size()));
  constexpr const char* kCaller = "DecomposeAffineExpression";
  coeffs->setZero();
  *constant_term = 0.0;
  const Polynomial p = ToPolynomialOrThrow(kCaller, e, e.GetVariables());
  if (p.TotalDegree() > 1) {
    throw std::runtime_error(
        fmt::format("{}(): the expression {} has degree {}; it must be affine.",
                    kCaller, e, p.TotalDegree()));
  }
  int num_variables = 0;
  for (const auto& [monomial, coefficient] : p.monomial_to_coefficient_map()) {
    const double a = get_constant_value(coefficient);
    if (monomial.total_degree() == 0) {
      *constant_term = a;
    } else {
      const Variable& var = monomial.get_powers().begin()->first;
      (*coeffs)(IndexOrThrow(kCaller, var, e, map_var_to_index)) = a;
      if (a != 0.0) ++num_variables;
    }
  }
  return num_variables;
}

std::tuple<MatrixX<Expression>, VectorX<Expression>, VectorX<Expression>>
DecomposeLumpedParameters(
    const Eigen::Ref<const VectorX<Expression>>& f,
    const Eigen::Ref<const VectorX<Variable>>& parameters) {
  const Variables parameter_set(parameters);
  const int n = static_cast<int>(f.size());
  // each lumped parameter α_k (ordered, so that the result is deterministic)
  // and its column of W.
  std::map<Expression, VectorX<Expression>> columns;
  VectorX<Expression> w0(n);
  for (int i = 0; i < n; ++i) {
    const Expression expanded = f(i).Expand();
    // the expanded sum c₀ + Σ cₜ·tₜ (a single term when not a sum).
    std::vector<std::pair<Expression, double>> terms;
    Expression w0_i = 0.0;
    if (is_addition(expanded)) {
      w0_i = get_constant_in_addition(expanded);
      for (const auto& [term, c] :
           get_expr_to_coeff_map_in_addition(expanded)) {
        terms.emplace_back(term, c);
      }
    } else if (is_constant(expanded)) {
      w0_i = expanded;
    } else {
      terms.emplace_back(expanded, 1.0);
    }
    // terms with equal non-parameter parts share one lumped parameter:
    // a·x + b·x gives W = [x], α = [a + b].
    std::map<Expression, Expression> alpha_of_w;
    for (const auto& [term, c] : terms) {
      Expression w, alpha;
      SplitTerm(term, c, parameter_set, &w, &alpha);
      if (is_constant(alpha)) {
        w0_i += get_constant_value(alpha) * w;
      } else {
        alpha_of_w.try_emplace(w, 0.0).first->second += alpha;
      }
    }
    // rows with equal lumped parameters share one column of W.
    for (const auto& [w, alpha] : alpha_of_w) {
      columns.try_emplace(alpha, VectorX<Expression>::Zero(n))
          .first->second(i) += w;
    }
    w0(i) = w0_i;
  }
  MatrixX<Expression> W(n, static_cast<int>(columns.size()));
  VectorX<Expression> alpha(static_cast<int>(columns.size()));
  int k = 0;
  for (const auto& [lumped, column] : columns) {
    alpha(k) = lumped;
    W.col(k) = column;
    ++k;
  }
  return {std::move(W), std::move(alpha), std::move(w0)};
}

std::tuple<bool, Eigen::MatrixXd, Eigen::VectorXd, VectorX<Variable>>
DecomposeL2NormExpression(const Expression& e, double psd_tol,
                          double coefficient_tol) {
  DRAKE_THROW_UNLESS(psd_tol >= 0);
  DRAKE_THROW_UNLESS(coefficient_tol >= 0);
  const auto failure = [](VectorX<Variable> vars) {
    return std::make_tuple(false, Eigen::MatrixXd(), Eigen::VectorXd(),
                           std::move(vars));
  };
  if (!is_sqrt(e) || !get_argument(e).is_polynomial()) {
    return failure({});
  }
  const Polynomial q(get_argument(e));
  if (q.TotalDegree() != 2) return failure({});
  auto [vars, map_var_to_index] = ExtractVariablesFromExpression(e);

  // q = 0.5·xᵀ·H·x + rᵀ·x + s, and |A·x + b|² = xᵀAᵀA·x + 2bᵀA·x + bᵀb.
  const int nx = static_cast<int>(vars.size());
  Eigen::MatrixXd H(nx, nx);
  Eigen::VectorXd r(nx);
  double s{};
  DecomposeQuadraticPolynomial(q, map_var_to_index, &H, &r, &s);
  Eigen::MatrixXd A = FactorPsdMatrix(0.5 * H, psd_tol);
  if (A.rows() == 0) return failure(std::move(vars));
  // Aᵀb = r/2 (in the least-squares sense), then check the match.
  Eigen::VectorXd b = A.transpose().colPivHouseholderQr().solve(0.5 * r);
  if ((A.transpose() * b - 0.5 * r).lpNorm<Eigen::Infinity>() >
          coefficient_tol ||
      std::abs(b.dot(b) - s) > coefficient_tol) {
    return failure(std::move(vars));
  }
  return {true, std::move(A), std::move(b), std::move(vars)};
}

}  // namespace symbolic
}  // namespace drake
