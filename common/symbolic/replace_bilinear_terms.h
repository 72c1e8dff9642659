#pragma once

/// @file
/// ReplaceBilinearTerms (Drake's common/symbolic/replace_bilinear_terms.h).

#include "drake/common/eigen_types.h"
#include "drake/common/symbolic/expression.h"

namespace drake {
namespace symbolic {

/** Replaces each bilinear term x(i)·y(j) of `e` by W(i, j), so that the
result has no product of an x and a y left (W stands for the matrix x·yᵀ).
E.g. x₀y₀ + 2x₀y₁ + x₁y₁ + 3x₁ becomes W₀₀ + 2W₀₁ + W₁₁ + 3x₁. A square
x(i)² is replaced when x(i) is also some y(j). Other variables of `e` stay
in the coefficients. The result is expanded.
@pre W.rows() == x.rows() and W.cols() == y.rows() (else throws).
@throws std::exception if x or y repeats a variable; if `e` is not a
polynomial in x and y or has a term of degree above 2 in them; if a degree-2
term is not the product of an x and a y (e.g. x₀x₁); or if the W(i, j) used
is not a single variable and uses a variable of x or y. */
symbolic::Expression ReplaceBilinearTerms(
    const symbolic::Expression& e,
    const Eigen::Ref<const VectorX<symbolic::Variable>>& x,
    const Eigen::Ref<const VectorX<symbolic::Variable>>& y,
    const Eigen::Ref<const MatrixX<symbolic::Expression>>& W);

}  // namespace symbolic
}  // namespace drake
