#pragma once

/// @file
/// LaTeX text for symbolic expressions, formulas and matrices (Drake's
/// common/symbolic/latex.h).

#include <sstream>
#include <string>

#include <Eigen/Core>

#include "drake/common/symbolic/expression.h"

namespace drake {
namespace symbolic {

/// The LaTeX (math mode) text of `e`, its non-integer constants printed with
/// `precision` digits after the decimal point (see ToLatex(double, int)).
/// Sums are parenthesized, "(2 + x - 3y)"; products are juxtaposed with
/// spaces, "2 x y^{2}"; a variable named "x(1)" (as MakeVectorVariable()
/// names them) is printed with a subscript, "x_{1}".
/// @throws std::exception if `e` holds an uninterpreted function.
/// @pydrake_mkdoc_identifier{expression}
std::string ToLatex(const Expression& e, int precision = 3);

/// The LaTeX text of `f`: relations (=, \\neq, <, \\le, >, \\ge) between
/// ToLatex() of their sides, joined by \\land and \\lor; a negation is pushed
/// inward (¬(a = b) is printed "a \\neq b"), with constants printed with
/// `precision` digits.
/// @pydrake_mkdoc_identifier{formula}
std::string ToLatex(const Formula& f, int precision = 3);

/// The LaTeX text of `val`: an integer value without a decimal point
/// ("4000000000"; `precision` is then ignored), a non-zero integer multiple
/// of π or e within 1e-14 as "\\pi", "-\\pi", "14\\pi" or "-7e", ±infinity as
/// "\\infty" or "-\\infty", NaN as "\\text{NaN}", and any other value with
/// `precision` digits after the decimal point ("1.010").
std::string ToLatex(double val, int precision = 3);

/// The LaTeX bmatrix of `M`, each entry given by ToLatex(entry, precision):
/// "\\begin{bmatrix} a & b \\\\ c & d \\end{bmatrix}". The entries may be
/// doubles, Expressions or Variables.
/// @pydrake_mkdoc_identifier{matrix}
template <typename Derived>
std::string ToLatex(const Eigen::PlainObjectBase<Derived>& M,
                    int precision = 3) {
  std::ostringstream oss;
  oss << "\\begin{bmatrix}";
  for (Eigen::Index i = 0; i < M.rows(); ++i) {
    if (i > 0) oss << " \\\\";
    for (Eigen::Index j = 0; j < M.cols(); ++j) {
      if (j > 0) oss << " &";
      oss << " " << ToLatex(M(i, j), precision);
    }
  }
  oss << " \\end{bmatrix}";
  return oss.str();
}

}  // namespace symbolic
}  // namespace drake
