#pragma once

/// @file
/// Affine, quadratic, lumped-parameter and L2-norm decompositions of symbolic
/// expressions (Drake's common/symbolic/decompose.h). A violated @pre (a null
/// output, a size mismatch) throws std::exception here, where Drake aborts.

#include <string>
#include <tuple>
#include <unordered_map>
#include <utility>
#include <vector>

#include "drake/common/eigen_types.h"
#include "drake/common/symbolic/expression.h"
#include "drake/common/symbolic/polynomial.h"

namespace drake {
namespace symbolic {

/** True iff every entry of `m` is affine (of degree at most one) in `vars`;
the other variables may appear in the coefficients in any way, so
sin(a)·x + a² is affine in {x}. An empty `m` is affine. */
bool IsAffine(const Eigen::Ref<const MatrixX<Expression>>& m,
              const Variables& vars);

/** True iff every entry of `m` is a polynomial of total degree at most one
in all of its variables. An empty `m` is affine. */
bool IsAffine(const Eigen::Ref<const MatrixX<Expression>>& m);

/** Writes the coefficients of the linear `expressions` in `vars` into `M`,
so that expressions = M·vars.
@throws std::exception if an expression is not a polynomial in `vars`, has
degree above one or a constant term, or has a coefficient that is not a
constant (another variable); the message names the expression.
@pre M is not null, M.rows() == expressions.rows() and
M.cols() == vars.rows(). */
void DecomposeLinearExpressions(
    const Eigen::Ref<const VectorX<Expression>>& expressions,
    const Eigen::Ref<const VectorX<Variable>>& vars,
    EigenPtr<Eigen::MatrixXd> M);

/** Writes the coefficients of the affine `expressions` in `vars` into `M` and
their constant terms into `v`, so that expressions = M·vars + v.
@throws std::exception if an expression is not a polynomial in `vars`, has
degree above one, or has a coefficient that is not a constant; the message
names the expression.
@pre M and v are not null, M.rows() == expressions.rows(),
M.cols() == vars.rows() and v.rows() == expressions.rows(). */
void DecomposeAffineExpressions(
    const Eigen::Ref<const VectorX<Expression>>& expressions,
    const Eigen::Ref<const VectorX<Variable>>& vars,
    EigenPtr<Eigen::MatrixXd> M, EigenPtr<Eigen::VectorXd> v);

/** Appends to `vars` each variable of `e` that it does not hold yet, in the
order of e.GetVariables(), and records its position:
(*map_var_to_index)[vars->at(i).get_id()] == i holds before and after.
@throws std::exception if `vars` or `map_var_to_index` is null, or their sizes
differ. */
void ExtractAndAppendVariablesFromExpression(
    const symbolic::Expression& e, std::vector<Variable>* vars,
    std::unordered_map<symbolic::Variable::Id, int>* map_var_to_index);

/** The variables of `e` (in the order of e.GetVariables()) and the map from
each one's id to its position in that vector. */
std::pair<VectorX<Variable>, std::unordered_map<symbolic::Variable::Id, int>>
ExtractVariablesFromExpression(const symbolic::Expression& e);

/** The variables of `expressions` in order of first appearance (expression by
expression, each in the order of its GetVariables()), and the map from each
one's id to its position in that vector. */
std::pair<VectorX<Variable>, std::unordered_map<Variable::Id, int>>
ExtractVariablesFromExpression(
    const Eigen::Ref<const VectorX<Expression>>& expressions);

/** Writes the polynomial `poly` of degree at most two as
0.5·xᵀ·Q·x + bᵀ·x + c, where x(map_var_to_index.at(v.get_id())) is the
indeterminate v. Q is symmetric.
@throws std::exception if a monomial of `poly` has degree above two, a
coefficient is not a constant, or an indeterminate is missing from
`map_var_to_index`.
@pre Q, b and c are not null; Q is n×n and b has n rows, with
n = map_var_to_index.size(). */
void DecomposeQuadraticPolynomial(
    const symbolic::Polynomial& poly,
    const std::unordered_map<symbolic::Variable::Id, int>& map_var_to_index,
    Eigen::MatrixXd* Q, Eigen::VectorXd* b, double* c);

/** Writes the affine expressions `v` as A·vars + b, where `vars` is every
variable of `v` (in the order of ExtractVariablesFromExpression(v)).
A, b and vars are resized.
@throws std::exception if an entry of `v` is not affine in its variables. */
void DecomposeAffineExpressions(
    const Eigen::Ref<const VectorX<symbolic::Expression>>& v,
    Eigen::MatrixXd* A, Eigen::VectorXd* b, VectorX<Variable>* vars);

/** Writes the affine expression e = c₀ + c₁·v₁ + … + cₙ·vₙ into `coeffs`
(coeffs(map_var_to_index.at(vᵢ.get_id())) = cᵢ, zero for the variables
absent from `e`) and `constant_term` (c₀). Returns the number of variables
with a non-zero coefficient once `e` is expanded: 2·x + 3 has one, and so
has 2·x + 3·y − 3·y.
@throws std::exception if `e` is not a polynomial of degree at most one, or a
variable of `e` is missing from `map_var_to_index`.
@pre coeffs and constant_term are not null;
coeffs->cols() == map_var_to_index.size(), and the map's values are
0, …, map_var_to_index.size() − 1. */
int DecomposeAffineExpression(
    const symbolic::Expression& e,
    const std::unordered_map<symbolic::Variable::Id, int>& map_var_to_index,
    EigenPtr<Eigen::RowVectorXd> coeffs, double* constant_term);

/** Factors the vector of expressions `f` as W(n)·α(parameters) + w0(n),
where n are the variables of `f` that are not in `parameters`: the entries
of W and w0 involve no parameter, and those of the "lumped parameters" α
involve only parameters. `f` is expanded first; within an entry of `f`,
terms with the same non-parameter part share one lumped parameter
(a·x + b·x gives W = [x], α = [a + b]), and entries with the same lumped
parameter share one column of W; no further attempt is made to make α
short.
@throws std::exception if a term of `f` mixes parameters and other variables
other than through sums and products (sin(p·x), or p^x); the message names
the term.
@returns (W, α, w0). */
std::tuple<MatrixX<Expression>, VectorX<Expression>, VectorX<Expression>>
DecomposeLumpedParameters(
    const Eigen::Ref<const VectorX<Expression>>& f,
    const Eigen::Ref<const VectorX<Variable>>& parameters);

/** Tries to write `e` as the Euclidean norm |A·x + b|₂ of an affine function
of its variables x. That succeeds when `e` is sqrt(q) with q a polynomial of
degree two whose Hessian is positive semidefinite (an eigenvalue below
−psd_tol fails; those within psd_tol of zero are dropped, so A may have
fewer rows than x) and whose linear and constant terms match those of
|A·x + b|₂² within coefficient_tol.
@returns (success, A, b, x), where x is every variable of `e` in the order of
e.GetVariables(); A and b are meaningful only on success.
@throws std::exception if psd_tol or coefficient_tol is negative. */
std::tuple<bool, Eigen::MatrixXd, Eigen::VectorXd, VectorX<Variable>>
DecomposeL2NormExpression(const symbolic::Expression& e, double psd_tol = 1e-8,
                          double coefficient_tol = 1e-8);

}  // namespace symbolic
}  // namespace drake
