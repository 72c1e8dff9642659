#pragma once

/// @file
/// Solving A x = b with an Eigen decomposition of the double values of A,
/// propagating AutoDiffXd derivatives of A and/or b by the implicit function
/// theorem: ∂x/∂zᵢ = A⁻¹ (∂b/∂zᵢ − ∂A/∂zᵢ x). This is much cheaper than
/// factoring a matrix of AutoDiffXd.
///
/// Scalars: double and AutoDiffXd (`x` is AutoDiffXd when A or b is).
/// symbolic::Expression is not supported in Mallard (it is not a default
/// scalar); the traits below only name it.

#include <optional>
#include <stdexcept>
#include <type_traits>

#include <Eigen/Core>
#include <Eigen/LU>
#include <Eigen/QR>
#include <fmt/format.h>

#include "drake/common/autodiff.h"
#include "drake/common/drake_assert.h"
#include "drake/common/unused.h"
#include "drake/math/autodiff.h"
#include "drake/math/autodiff_gradient.h"

namespace drake {
namespace symbolic {
class Expression;
}  // namespace symbolic

namespace math {
namespace internal {

template <typename T>
using is_symbolic = std::is_same<T, symbolic::Expression>;

template <typename T>
inline constexpr bool is_symbolic_v = is_symbolic<T>::value;

template <typename T>
inline constexpr bool is_double_or_symbolic_v =
    std::is_same_v<T, double> || is_symbolic_v<T>;

template <typename T>
struct is_autodiff : std::false_type {};

template <>
struct is_autodiff<AutoDiffXd> : std::true_type {};

template <typename T>
inline constexpr bool is_autodiff_v = is_autodiff<T>::value;

// Eigen 5 gave some decompositions a second (permutation index) template
// parameter; these aliases name them with one, as Drake's do.
#if EIGEN_VERSION_AT_LEAST(5, 0, 0)
template <typename MatrixType>
using ColPivHouseholderQR =
    Eigen::ColPivHouseholderQR<MatrixType, Eigen::DefaultPermutationIndex>;
template <typename MatrixType>
using PartialPivLU =
    Eigen::PartialPivLU<MatrixType, Eigen::DefaultPermutationIndex>;
#else
template <typename MatrixType>
using ColPivHouseholderQR = Eigen::ColPivHouseholderQR<MatrixType>;
template <typename MatrixType>
using PartialPivLU = Eigen::PartialPivLU<MatrixType>;
#endif

// Throws unless the solver (or A) and b have the same number of rows.
inline void CheckLinearSolveRows(Eigen::Index a_rows, Eigen::Index b_rows) {
  if (a_rows != b_rows) {
    throw std::invalid_argument(fmt::format(
        "SolveLinearSystem(): A has {} rows but b has {}; they must match.",
        a_rows, b_rows));
  }
}

// The Eigen decomposition type GetLinearSolver() returns for A: over the
// scalar of A for double (or Expression), over double for AutoDiffXd.
template <template <typename, int...> typename LinearSolverType,
          typename DerivedA>
using EigenLinearSolver = LinearSolverType<Eigen::Matrix<
    std::conditional_t<is_double_or_symbolic_v<typename DerivedA::Scalar>,
                       typename DerivedA::Scalar, double>,
    DerivedA::RowsAtCompileTime, DerivedA::ColsAtCompileTime, Eigen::ColMajor,
    DerivedA::MaxRowsAtCompileTime, DerivedA::MaxColsAtCompileTime>>;

// The scalar of x: the common scalar if A and b share one, else the one that
// is not double (void, an error, if neither is double).
template <typename ScalarA, typename ScalarB>
using Promoted = std::conditional_t<
    std::is_same_v<ScalarA, ScalarB>, ScalarA,
    std::conditional_t<
        std::is_same_v<ScalarA, double>, ScalarB,
        std::conditional_t<std::is_same_v<ScalarB, double>, ScalarA, void>>>;

// The type of x for A x = b.
template <typename DerivedA, typename DerivedB>
using Solution = Eigen::Matrix<
    Promoted<typename DerivedA::Scalar, typename DerivedB::Scalar>,
    DerivedA::RowsAtCompileTime, DerivedB::ColsAtCompileTime>;

}  // namespace internal

/// @name Solving A x = b with a given decomposition
/// `linear_solver` is an Eigen decomposition (e.g. Eigen::LLT,
/// Eigen::PartialPivLU, Eigen::ColPivHouseholderQR) of the double values of
/// A, e.g. from GetLinearSolver(); it can be reused for several b or for
/// several derivative seeds of A. When A or b holds AutoDiffXd, x holds the
/// derivatives ∂x/∂zᵢ = A⁻¹ (∂b/∂zᵢ − ∂A/∂zᵢ x); empty derivative vectors
/// count as zero.
/// @throws std::invalid_argument if b.rows() differs from the rows of A (or
///   of the decomposed matrix).
/// @throws std::runtime_error if the entries of A, or of b, have non-empty
///   derivative vectors of different sizes, or A's and b's differ in size.
//@{

/// A and b both of double (A is only used for its size; the factorization
/// is in `linear_solver`).
template <typename LinearSolver, typename DerivedA, typename DerivedB>
std::enable_if_t<
    internal::is_double_or_symbolic_v<typename DerivedA::Scalar> &&
        std::is_same_v<typename DerivedA::Scalar, typename DerivedB::Scalar>,
    Eigen::Matrix<typename DerivedA::Scalar, DerivedA::RowsAtCompileTime,
                  DerivedB::ColsAtCompileTime>>
SolveLinearSystem(const LinearSolver& linear_solver,
                  const Eigen::MatrixBase<DerivedA>& A,
                  const Eigen::MatrixBase<DerivedB>& b) {
  internal::CheckLinearSolveRows(A.rows(), b.rows());
  return linear_solver.solve(b);
}

/// The decomposed matrix and b both of double.
template <typename LinearSolver, typename DerivedB>
std::enable_if_t<
    internal::is_double_or_symbolic_v<
        typename LinearSolver::MatrixType::Scalar> &&
        std::is_same_v<typename LinearSolver::MatrixType::Scalar,
                       typename DerivedB::Scalar>,
    Eigen::Matrix<typename DerivedB::Scalar, DerivedB::RowsAtCompileTime,
                  DerivedB::ColsAtCompileTime>>
SolveLinearSystem(const LinearSolver& linear_solver,
                  const Eigen::MatrixBase<DerivedB>& b) {
  internal::CheckLinearSolveRows(linear_solver.rows(), b.rows());
  return linear_solver.solve(b);
}

/// The decomposed matrix of double and b of AutoDiffXd: ∂x/∂zᵢ = A⁻¹ ∂b/∂zᵢ.
template <typename LinearSolver, typename DerivedB>
std::enable_if_t<
    std::is_same_v<typename LinearSolver::MatrixType::Scalar, double> &&
        internal::is_autodiff_v<typename DerivedB::Scalar>,
    Eigen::Matrix<typename DerivedB::Scalar, DerivedB::RowsAtCompileTime,
                  DerivedB::ColsAtCompileTime>>
SolveLinearSystem(const LinearSolver& linear_solver,
                  const Eigen::MatrixBase<DerivedB>& b) {
  using ResultType =
      Eigen::Matrix<typename DerivedB::Scalar, DerivedB::RowsAtCompileTime,
                    DerivedB::ColsAtCompileTime>;
  internal::CheckLinearSolveRows(linear_solver.rows(), b.rows());
  const int num_z = GetDerivativeSize(b);
  const Eigen::Matrix<double, DerivedB::RowsAtCompileTime,
                      DerivedB::ColsAtCompileTime>
      x_value = linear_solver.solve(ExtractValue(b));
  if (num_z == 0) return x_value.template cast<typename DerivedB::Scalar>();
  ResultType x(b.rows(), b.cols());
  for (Eigen::Index j = 0; j < b.cols(); ++j) {
    // Rows of the gradient are the entries of column j; solve all the
    // derivative directions of that column at once.
    const Eigen::MatrixXd db = ExtractGradient(b.col(j), num_z);
    const Eigen::MatrixXd dx = linear_solver.solve(db);
    for (Eigen::Index i = 0; i < b.rows(); ++i) {
      x(i, j).value() = x_value(i, j);
      x(i, j).derivatives() = dx.row(i).transpose();
    }
  }
  return x;
}

/// A of double and b of AutoDiffXd (A is only used for its size).
template <typename LinearSolver, typename DerivedA, typename DerivedB>
std::enable_if_t<
    std::is_same_v<typename DerivedA::Scalar, double> &&
        internal::is_autodiff_v<typename DerivedB::Scalar>,
    Eigen::Matrix<typename DerivedB::Scalar, DerivedA::RowsAtCompileTime,
                  DerivedB::ColsAtCompileTime>>
SolveLinearSystem(const LinearSolver& linear_solver,
                  const Eigen::MatrixBase<DerivedA>& A,
                  const Eigen::MatrixBase<DerivedB>& b) {
  internal::CheckLinearSolveRows(A.rows(), b.rows());
  return SolveLinearSystem(linear_solver, b);
}

/// A of AutoDiffXd and b of double or AutoDiffXd; `linear_solver` holds the
/// factorization of A's values.
template <typename LinearSolver, typename DerivedA, typename DerivedB>
std::enable_if_t<
    internal::is_autodiff_v<typename DerivedA::Scalar>,
    Eigen::Matrix<typename DerivedA::Scalar, DerivedA::RowsAtCompileTime,
                  DerivedB::ColsAtCompileTime>>
SolveLinearSystem(const LinearSolver& linear_solver,
                  const Eigen::MatrixBase<DerivedA>& A,
                  const Eigen::MatrixBase<DerivedB>& b) {
  using ScalarB = typename DerivedB::Scalar;
  static_assert(
      std::is_same_v<ScalarB, double> || internal::is_autodiff_v<ScalarB>,
      "b must hold double or AutoDiffXd when A holds AutoDiffXd");
  using ResultType =
      Eigen::Matrix<typename DerivedA::Scalar, DerivedA::RowsAtCompileTime,
                    DerivedB::ColsAtCompileTime>;
  internal::CheckLinearSolveRows(A.rows(), b.rows());
  const int num_z_A = GetDerivativeSize(A);
  int num_z_b = 0;
  if constexpr (!std::is_same_v<ScalarB, double>) {
    num_z_b = GetDerivativeSize(b);
  }
  if (num_z_A == 0) {
    // Only b (if anything) carries derivatives.
    if constexpr (std::is_same_v<ScalarB, double>) {
      return linear_solver.solve(b).template cast<typename DerivedA::Scalar>();
    } else {
      return SolveLinearSystem(linear_solver, b);
    }
  }
  if (num_z_b != 0 && num_z_b != num_z_A) {
    throw std::runtime_error(fmt::format(
        "SolveLinearSystem(): the entries of A have {} derivatives but those "
        "of b have {}; they must match (or b must have none).",
        num_z_A, num_z_b));
  }
  const Eigen::Matrix<double, DerivedA::RowsAtCompileTime,
                      DerivedB::ColsAtCompileTime>
      x_value = linear_solver.solve(DiscardGradient(b));
  ResultType x(A.rows(), b.cols());
  for (Eigen::Index j = 0; j < x.cols(); ++j) {
    for (Eigen::Index i = 0; i < x.rows(); ++i) {
      x(i, j).value() = x_value(i, j);
      x(i, j).derivatives().resize(num_z_A).setZero();
    }
  }
  Eigen::MatrixXd dA(A.rows(), A.cols());
  Eigen::MatrixXd db(b.rows(), b.cols());
  for (int k = 0; k < num_z_A; ++k) {
    // ∂A/∂z_k and ∂b/∂z_k (empty derivative vectors are zeros).
    for (Eigen::Index c = 0; c < A.cols(); ++c) {
      for (Eigen::Index r = 0; r < A.rows(); ++r) {
        // Bound by value-or-reference: A(r, c) may be a temporary.
        const typename DerivedA::Scalar& element = A(r, c);
        const auto& d = element.derivatives();
        dA(r, c) = d.size() == 0 ? 0.0 : d(k);
      }
    }
    db.setZero();
    if constexpr (!std::is_same_v<ScalarB, double>) {
      for (Eigen::Index c = 0; c < b.cols(); ++c) {
        for (Eigen::Index r = 0; r < b.rows(); ++r) {
          const ScalarB& element = b(r, c);
          const auto& d = element.derivatives();
          if (d.size() != 0) db(r, c) = d(k);
        }
      }
    }
    const Eigen::MatrixXd dx = linear_solver.solve(db - dA * x_value);
    for (Eigen::Index j = 0; j < x.cols(); ++j) {
      for (Eigen::Index i = 0; i < x.rows(); ++i) {
        x(i, j).derivatives()(k) = dx(i, j);
      }
    }
  }
  return x;
}
//@}

/// Returns an Eigen decomposition of type LinearSolverType (e.g. Eigen::LLT,
/// Eigen::LDLT, Eigen::PartialPivLU, Eigen::ColPivHouseholderQR) of A, or,
/// when A holds AutoDiffXd, of A's double values. It does not check that the
/// decomposition succeeded (e.g. Eigen::LLT of an indefinite A); see the
/// decomposition's info().
template <template <typename, int...> typename LinearSolverType,
          typename DerivedA>
internal::EigenLinearSolver<LinearSolverType, DerivedA> GetLinearSolver(
    const Eigen::MatrixBase<DerivedA>& A) {
  using SolverType = internal::EigenLinearSolver<LinearSolverType, DerivedA>;
  if constexpr (internal::is_double_or_symbolic_v<typename DerivedA::Scalar>) {
    return SolverType(A);
  } else {
    return SolverType(ExtractValue(A));
  }
}

/// Solves A x = b with a LinearSolverType decomposition of (the values of)
/// A. x holds AutoDiffXd when A or b does, with the derivatives described
/// above. Mixing double and AutoDiffXd in either order is allowed.
/// @throws std::invalid_argument or std::runtime_error as the overloads with
///   a given decomposition do.
template <template <typename, int...> typename LinearSolverType,
          typename DerivedA, typename DerivedB>
internal::Solution<DerivedA, DerivedB> SolveLinearSystem(
    const Eigen::MatrixBase<DerivedA>& A,
    const Eigen::MatrixBase<DerivedB>& b) {
  static_assert(!std::is_void_v<internal::Promoted<typename DerivedA::Scalar,
                                                   typename DerivedB::Scalar>>,
                "SolveLinearSystem(): unsupported mix of scalar types");
  internal::CheckLinearSolveRows(A.rows(), b.rows());
  const auto linear_solver = GetLinearSolver<LinearSolverType>(A);
  return SolveLinearSystem(linear_solver, A, b);
}

/// Holds a decomposition of (the values of) A, and of A itself when it holds
/// AutoDiffXd, to solve A x = b for several b. Solve() returns x of double
/// when A and b hold double, else of AutoDiffXd with derivatives by the
/// implicit function theorem.
template <template <typename, int...> typename LinearSolverType,
          typename DerivedA>
class LinearSolver {
 public:
  /// The Eigen decomposition type: over double for A of double or AutoDiffXd.
  using SolverType = internal::EigenLinearSolver<LinearSolverType, DerivedA>;

  /// The return type of Solve(): Eigen's lazy solve expression when A and b
  /// share the scalar double, else a plain matrix shaped like b.
  template <typename DerivedB>
  using SolutionType = std::conditional_t<
      std::is_same_v<typename DerivedA::Scalar, typename DerivedB::Scalar> &&
          internal::is_double_or_symbolic_v<typename DerivedA::Scalar>,
      Eigen::Solve<SolverType, DerivedB>,
      internal::Solution<DerivedA, DerivedB>>;

  /// An empty solver (Solve() must not be called on it).
  LinearSolver() = default;

  /// Factors A (its values, for AutoDiffXd; A itself is kept for its
  /// derivatives).
  explicit LinearSolver(const Eigen::MatrixBase<DerivedA>& A)
      : eigen_linear_solver_(GetLinearSolver<LinearSolverType>(A)) {
    if constexpr (internal::is_autodiff_v<typename DerivedA::Scalar>) {
      A_.emplace(A);
    }
  }

  /// Solves A x = b.
  /// @throws std::invalid_argument if b.rows() differs from A's rows.
  /// @throws std::runtime_error on mismatched derivative sizes (as
  ///   SolveLinearSystem()).
  template <typename DerivedB>
  SolutionType<DerivedB> Solve(const Eigen::MatrixBase<DerivedB>& b) const {
    using ScalarA = typename DerivedA::Scalar;
    using ScalarB = typename DerivedB::Scalar;
    static_assert(!std::is_void_v<internal::Promoted<ScalarA, ScalarB>>,
                  "LinearSolver::Solve(): unsupported mix of scalar types");
    internal::CheckLinearSolveRows(eigen_linear_solver_.rows(), b.rows());
    if constexpr (std::is_same_v<ScalarA, ScalarB> &&
                  !internal::is_autodiff_v<ScalarA>) {
      return eigen_linear_solver_.solve(b.derived());
    } else if constexpr (std::is_same_v<ScalarA, double>) {
      return SolveLinearSystem(eigen_linear_solver_, b);
    } else {
      return SolveLinearSystem(eigen_linear_solver_, *A_, b);
    }
  }

  /// The Eigen decomposition (over double when A holds AutoDiffXd).
  const SolverType& eigen_linear_solver() const { return eigen_linear_solver_; }

 private:
  SolverType eigen_linear_solver_;
  std::optional<Eigen::Matrix<
      typename DerivedA::Scalar, DerivedA::RowsAtCompileTime,
      DerivedA::ColsAtCompileTime, Eigen::ColMajor,
      DerivedA::MaxRowsAtCompileTime, DerivedA::MaxColsAtCompileTime>>
      A_;
};

}  // namespace math
}  // namespace drake
