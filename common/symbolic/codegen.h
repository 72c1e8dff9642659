#pragma once

/// @file
/// C code generation for symbolic expressions and matrices (Drake's
/// common/symbolic/codegen.h).
///
/// Unlike Drake's header, this one does not include <Eigen/Sparse>: the
/// sparse CodeGen() is a template over Eigen::SparseMatrixBase (as the sparse
/// Evaluate() of expression.h), and a caller that builds a sparse matrix
/// includes <Eigen/SparseCore> (or <Eigen/Sparse>) itself.

#include <ostream>
#include <sstream>
#include <string>
#include <type_traits>
#include <unordered_map>
#include <vector>

#include <Eigen/Core>

#include "drake/common/drake_copyable.h"
#include "drake/common/symbolic/expression.h"

namespace drake {
namespace symbolic {

/// Turns an Expression into a C expression (a string) in which the variable
/// `parameters[n]` is read as `p[n]`.
///
/// Constants are printed as `std::to_string` prints them ("1.000000") and
/// the coefficients of sums and products as an `std::ostream` does ("3",
/// "0.5"), as Drake does; where that text would not give back the exact
/// double, the shortest text that does is printed instead (so 0.1234567 is
/// not cut to six digits), and ±infinity is printed as `INFINITY` or
/// `-INFINITY` (from <math.h>).
class CodeGenVisitor {
 public:
  using IdToIndexMap =
      std::unordered_map<Variable::Id, std::vector<Variable>::size_type>;

  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(CodeGenVisitor);

  /// A visitor that maps `parameters[n]` to `p[n]`. (When a variable occurs
  /// twice in `parameters`, its first position is used.)
  explicit CodeGenVisitor(const std::vector<Variable>& parameters);

  /// The C text of `e`.
  /// @throws std::exception if `e` has a variable that is not one of the
  /// parameters (the message names it), or an if-then-else or an
  /// uninterpreted function (C has no counterpart for them here).
  [[nodiscard]] std::string CodeGen(const Expression& e) const;

 private:
  [[nodiscard]] std::string VisitVariable(const Expression& e) const;
  [[nodiscard]] std::string VisitConstant(const Expression& e) const;
  [[nodiscard]] std::string VisitAddition(const Expression& e) const;
  [[nodiscard]] std::string VisitMultiplication(const Expression& e) const;
  // `f(argument)`.
  [[nodiscard]] std::string VisitUnary(const std::string& f,
                                       const Expression& e) const;
  // `f(first, second)`.
  [[nodiscard]] std::string VisitBinary(const std::string& f,
                                        const Expression& e) const;
  [[nodiscard]] std::string VisitPow(const Expression& e) const;
  [[nodiscard]] std::string VisitDivision(const Expression& e) const;
  [[nodiscard]] std::string VisitAbs(const Expression& e) const;
  [[nodiscard]] std::string VisitLog(const Expression& e) const;
  [[nodiscard]] std::string VisitExp(const Expression& e) const;
  [[nodiscard]] std::string VisitSqrt(const Expression& e) const;
  [[nodiscard]] std::string VisitSin(const Expression& e) const;
  [[nodiscard]] std::string VisitCos(const Expression& e) const;
  [[nodiscard]] std::string VisitTan(const Expression& e) const;
  [[nodiscard]] std::string VisitAsin(const Expression& e) const;
  [[nodiscard]] std::string VisitAcos(const Expression& e) const;
  [[nodiscard]] std::string VisitAtan(const Expression& e) const;
  [[nodiscard]] std::string VisitAtan2(const Expression& e) const;
  [[nodiscard]] std::string VisitSinh(const Expression& e) const;
  [[nodiscard]] std::string VisitCosh(const Expression& e) const;
  [[nodiscard]] std::string VisitTanh(const Expression& e) const;
  [[nodiscard]] std::string VisitMin(const Expression& e) const;
  [[nodiscard]] std::string VisitMax(const Expression& e) const;
  [[nodiscard]] std::string VisitCeil(const Expression& e) const;
  [[nodiscard]] std::string VisitFloor(const Expression& e) const;
  [[nodiscard]] std::string VisitIfThenElse(const Expression& e) const;
  [[nodiscard]] std::string VisitUninterpretedFunction(
      const Expression& e) const;

  // VisitExpression() dispatches to the private Visit* methods.
  friend std::string VisitExpression<std::string>(const CodeGenVisitor*,
                                                  const Expression&);

  IdToIndexMap id_to_idx_map_;
};

/// @defgroup codegen Code Generation
/// @{
/// CodeGen() writes C functions that evaluate symbolic expressions and
/// matrices, reading the variables from an array `p` of doubles.
///
/// The text has no `#include`; it calls <math.h>'s functions (sin, pow,
/// fabs, fmin, ...), so include <math.h> before it. The `<name>_meta()`
/// function returns its struct as `return {{...}};`, which compiles as C++
/// (as Drake's generated code does).

/// The C function `double <function_name>(const double* p)` that returns
/// the value of `e`, where `p[n]` is the value of `parameters[n]`, followed
/// by the struct type `<function_name>_meta_t` (its member `p.size`: the
/// number of parameters) and the function `<function_name>_meta()` that
/// returns it. For instance CodeGen("f", {x, y}, 1 + sin(x) + cos(y)) is
///
/// @code
/// double f(const double* p) {
///     return (1 + sin(p[0]) + cos(p[1]));
/// }
/// typedef struct {
///     /* p: input, vector */
///     struct { int size; } p;
/// } f_meta_t;
/// f_meta_t f_meta() { return {{2}}; }
/// @endcode
///
/// (the order of the terms of a sum is the Expression's own).
/// @throws std::exception as CodeGenVisitor::CodeGen().
std::string CodeGen(const std::string& function_name,
                    const std::vector<Variable>& parameters,
                    const Expression& e);

namespace internal {
// Writes `void <function_name>(const double* p, double* m)`, which stores
// the value of data[i] in m[i] for i < size.
void CodeGenDenseData(const std::string& function_name,
                      const std::vector<Variable>& parameters,
                      const Expression* data, int size, std::ostream* os);

// Writes `<function_name>_meta_t` (p.size, m.rows, m.cols) and
// `<function_name>_meta()`.
void CodeGenDenseMeta(const std::string& function_name, int parameter_size,
                      int rows, int cols, std::ostream* os);

// The sparse CodeGen() below, for a compressed column-major matrix.
// @throws std::exception if `M` is not compressed.
std::string CodeGenSparse(const std::string& function_name,
                          const std::vector<Variable>& parameters,
                          const Eigen::SparseMatrix<Expression, 0, int>& M);
}  // namespace internal

/// The C function `void <function_name>(const double* p, double* m)` that
/// stores the entries of the dense matrix `M` in `m`, in M's storage order
/// (column-major unless M is row-major), followed by `<function_name>_meta_t`
/// (members `p.size`, `m.rows`, `m.cols`) and `<function_name>_meta()`.
/// For the column-major 2×2 M = [1, 4y; 3 + x + y, sin(x)] and parameters
/// {x, y}, CodeGen("f", {x, y}, M) is
///
/// @code
/// void f(const double* p, double* m) {
///     m[0] = 1.000000;
///     m[1] = (3 + p[0] + p[1]);
///     m[2] = (4 * p[1]);
///     m[3] = sin(p[0]);
/// }
/// typedef struct {
///     /* p: input, vector */
///     struct { int size; } p;
///     /* m: output, matrix */
///     struct { int rows; int cols; } m;
/// } f_meta_t;
/// f_meta_t f_meta() { return {{2}, {2, 2}}; }
/// @endcode
///
/// @throws std::exception as CodeGenVisitor::CodeGen().
template <typename Derived>
std::string CodeGen(const std::string& function_name,
                    const std::vector<Variable>& parameters,
                    const Eigen::PlainObjectBase<Derived>& M) {
  static_assert(std::is_same_v<typename Derived::Scalar, Expression>,
                "CodeGen() takes a matrix of symbolic::Expression.");
  std::ostringstream oss;
  internal::CodeGenDenseData(function_name, parameters, M.data(),
                             static_cast<int>(M.size()), &oss);
  internal::CodeGenDenseMeta(function_name, static_cast<int>(parameters.size()),
                             static_cast<int>(M.rows()),
                             static_cast<int>(M.cols()), &oss);
  return oss.str();
}

/// The C function
/// `void <function_name>(const double* p, int* outer_indices,
/// int* inner_indices, double* values)` that writes the compressed
/// column-major sparse matrix `M`, evaluated at `p`, in the compressed
/// column storage of Eigen: `outer_indices` (cols + 1 entries: where each
/// column starts in the other two arrays), `inner_indices` (the row of each
/// stored entry) and `values`; then `<function_name>_meta_t` with the
/// members `p.size`, `m.rows`, `m.cols`, `m.non_zeros`, `m.outer_indices`
/// and `m.inner_indices` (the lengths of those two arrays), and
/// `<function_name>_meta()`. Each assignment is on its own line, indented by
/// four spaces, the outer indices first. For the 3×6 matrix with x at (0, 0),
/// z at (0, 4) and y at (1, 2), (2, 3) and (2, 5), and parameters {x, y, z},
/// the meta function is
///
/// @code
/// f_meta_t f_meta() { return {{3}, {3, 6, 5, 7, 5}}; }
/// @endcode
///
/// and the outputs can be viewed as an Eigen matrix with
/// `Eigen::Map<Eigen::SparseMatrix<double>>(rows, cols, non_zeros,
/// outer_indices, inner_indices, values)`.
///
/// Drake declares this function for
/// `Eigen::Ref<const Eigen::SparseMatrix<Expression, Eigen::ColMajor>>`;
/// this template accepts the same arguments (a sparse matrix, a map, a Ref,
/// a sparse expression: anything but a column-major SparseMatrix is first
/// copied into a compressed one), so that this header need not include
/// <Eigen/SparseCore>.
/// @throws std::exception if `M` is a column-major SparseMatrix that is not
/// compressed, or as CodeGenVisitor::CodeGen().
template <typename Derived>
std::enable_if_t<std::is_same_v<typename Derived::Scalar, Expression>,
                 std::string>
CodeGen(const std::string& function_name,
        const std::vector<Variable>& parameters,
        const Eigen::SparseMatrixBase<Derived>& M) {
  // Spelled with Derived's Scalar (which is Expression) so that the calls
  // below are dependent: compiled only where the caller has SparseCore.
  using Compressed = Eigen::SparseMatrix<typename Derived::Scalar, 0, int>;
  if constexpr (std::is_same_v<Derived, Compressed>) {
    return internal::CodeGenSparse(function_name, parameters, M.derived());
  } else {
    return internal::CodeGenSparse(function_name, parameters,
                                   Compressed(M.derived()));
  }
}
/// @}

}  // namespace symbolic
}  // namespace drake
