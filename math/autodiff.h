#pragma once

/// @file
/// Helpers that move between matrices of values and matrices of AutoDiff
/// scalars: InitializeAutoDiff (seed derivatives), ExtractValue and
/// DiscardGradient (drop them), InitializeAutoDiffTuple.

#include <optional>
#include <tuple>
#include <type_traits>
#include <utility>

#include <Eigen/Core>

#include "drake/common/autodiff.h"
#include "drake/common/drake_assert.h"
#include "drake/common/drake_throw.h"
#include "drake/common/eigen_types.h"

namespace drake {
namespace math {

namespace internal {
// The value type of a scalar: double for double, double for AutoDiffXd.
template <typename Scalar>
struct ValueOf {
  using type = Scalar;
  static const Scalar& Get(const Scalar& s) { return s; }
};
template <>
struct ValueOf<AutoDiffXd> {
  using type = double;
  static double Get(const AutoDiffXd& s) { return s.value(); }
};

// Whether the scalar S carries a derivative vector (AutoDiffXd; not double
// or symbolic::Expression).
template <typename S>
constexpr bool kHasDerivatives = requires(S s) {
  s.derivatives();
};

// Returns a copy of `matrix` in which every element's derivative vector has
// the same size: empty derivative vectors (constants) become zero vectors of
// the largest size present. AutoDiffXd's own operations reconcile an empty
// vector with a non-empty one; code that reads the derivative vectors of
// several elements side by side calls this first. A no-op copy for double and
// symbolic::Expression.
template <typename Derived>
typename Derived::PlainObject MakeDerivativesCoherent(
    const Eigen::MatrixBase<Derived>& matrix) {
  typename Derived::PlainObject result = matrix;
  if constexpr (kHasDerivatives<typename Derived::Scalar>) {
    Eigen::Index size = 0;
    for (Eigen::Index i = 0; i < result.size(); ++i) {
      const Eigen::Index element_size = result(i).derivatives().size();
      if (element_size > size) size = element_size;
    }
    for (Eigen::Index i = 0; i < result.size(); ++i) {
      if (result(i).derivatives().size() == 0) {
        result(i).derivatives().resize(size).setZero();
      }
    }
  }
  return result;
}

// Like MakeDerivativesCoherent, across several matrices at once: returns
// copies of all of them whose elements share one derivative size.
template <typename... Deriveds>
std::tuple<typename Deriveds::PlainObject...> MakeDerivativesCoherentTogether(
    const Eigen::MatrixBase<Deriveds>&... args) {
  std::tuple<typename Deriveds::PlainObject...> result{args...};
  constexpr bool kAnyDerivatives =
      (kHasDerivatives<typename Deriveds::Scalar> || ...);
  if constexpr (kAnyDerivatives) {
    Eigen::Index size = 0;
    auto find_size = [&size](const auto& matrix) {
      for (Eigen::Index i = 0; i < matrix.size(); ++i) {
        const Eigen::Index element_size = matrix(i).derivatives().size();
        if (element_size > size) size = element_size;
      }
    };
    std::apply([&](const auto&... matrix) { (find_size(matrix), ...); },
               result);
    auto fill = [size](auto& matrix) {
      for (Eigen::Index i = 0; i < matrix.size(); ++i) {
        if (matrix(i).derivatives().size() == 0) {
          matrix(i).derivatives().resize(size).setZero();
        }
      }
    };
    std::apply([&](auto&... matrix) { (fill(matrix), ...); }, result);
  }
  return result;
}
}  // namespace internal

/// The matrix of AutoDiffXd shaped like Derived (same compile-time sizes
/// and storage order). As in Drake, `nq` (a compile-time derivative count)
/// is accepted for compatibility and does not change the type.
template <typename Derived, int nq>
using AutoDiffMatrixType = MatrixLikewise<AutoDiffXd, Derived>;

/// Writes the values of a matrix of AutoDiff scalars (or of a matrix of
/// doubles) into `value`, resized to the same shape.
/// @throws std::exception if `value` is null.
template <typename Derived>
void ExtractValue(
    const Eigen::MatrixBase<Derived>& auto_diff_matrix,
    MatrixLikewise<typename internal::ValueOf<typename Derived::Scalar>::type,
                   Derived>* value) {
  DRAKE_THROW_UNLESS(value != nullptr);
  using Scalar = typename Derived::Scalar;
  value->resize(auto_diff_matrix.rows(), auto_diff_matrix.cols());
  for (Eigen::Index j = 0; j < auto_diff_matrix.cols(); ++j) {
    for (Eigen::Index i = 0; i < auto_diff_matrix.rows(); ++i) {
      (*value)(i, j) = internal::ValueOf<Scalar>::Get(auto_diff_matrix(i, j));
    }
  }
}

/// Returns the values of a matrix of AutoDiff scalars (or the matrix itself,
/// copied, for a matrix of doubles), with the same shape and storage order.
template <typename Derived>
MatrixLikewise<typename internal::ValueOf<typename Derived::Scalar>::type,
               Derived>
ExtractValue(const Eigen::MatrixBase<Derived>& auto_diff_matrix) {
  MatrixLikewise<typename internal::ValueOf<typename Derived::Scalar>::type,
                 Derived>
      value(auto_diff_matrix.rows(), auto_diff_matrix.cols());
  ExtractValue(auto_diff_matrix, &value);
  return value;
}

/// Returns the values of a matrix, discarding any gradients. For a matrix of
/// AutoDiff scalars this is ExtractValue(); for a matrix of doubles it
/// returns a reference to the argument itself (no copy: mind its lifetime).
template <typename Derived>
decltype(auto) DiscardGradient(const Eigen::MatrixBase<Derived>& matrix) {
  if constexpr (std::is_same_v<typename Derived::Scalar, double>) {
    return matrix;
  } else {
    return ExtractValue(matrix);
  }
}

/// Seeds `auto_diff_matrix` with the values of `value` and derivative
/// vectors of size num_derivatives (default value.size()): element i (in
/// value's storage order, usually column-major) gets the unit derivative
/// e_(deriv_num_start + i) (deriv_num_start defaults to 0).
/// @throws std::logic_error if deriv_num_start + value.size() exceeds
/// num_derivatives.
template <typename Derived, typename DerivedAutoDiff>
void InitializeAutoDiff(const Eigen::MatrixBase<Derived>& value,
                        std::optional<int> num_derivatives,
                        std::optional<int> deriv_num_start,
                        Eigen::MatrixBase<DerivedAutoDiff>* auto_diff_matrix) {
  DRAKE_THROW_UNLESS(auto_diff_matrix != nullptr);
  const Eigen::Index num =
      num_derivatives.has_value() ? *num_derivatives : value.size();
  const Eigen::Index start = deriv_num_start.value_or(0);
  DRAKE_THROW_UNLESS(start >= 0);
  DRAKE_THROW_UNLESS(start + value.size() <= num);
  auto_diff_matrix->derived().resize(value.rows(), value.cols());
  // Derivative numbers follow value's storage order.
  const bool row_major = Derived::IsRowMajor;
  for (Eigen::Index j = 0; j < value.cols(); ++j) {
    for (Eigen::Index i = 0; i < value.rows(); ++i) {
      const Eigen::Index offset =
          row_major ? i * value.cols() + j : j * value.rows() + i;
      auto& element = (*auto_diff_matrix)(i, j);
      element.value() = value(i, j);
      element.derivatives().resize(num).setZero();
      element.derivatives()(start + offset) = 1.0;
    }
  }
}

/// Same as InitializeAutoDiff(value, {}, {}, auto_diff_matrix).
template <typename Derived, typename DerivedAutoDiff>
void InitializeAutoDiff(const Eigen::MatrixBase<Derived>& value,
                        Eigen::MatrixBase<DerivedAutoDiff>* auto_diff_matrix) {
  InitializeAutoDiff(value, std::nullopt, std::nullopt, auto_diff_matrix);
}

/// Returns a matrix of AutoDiff scalars with the values of `value` and
/// derivatives seeded as the four-argument overload does. num_derivatives
/// defaults to value.size() (or nq when fixed), deriv_num_start to 0.
template <int nq = Eigen::Dynamic, typename Derived>
AutoDiffMatrixType<Derived, nq> InitializeAutoDiff(
    const Eigen::MatrixBase<Derived>& value,
    std::optional<int> num_derivatives = {},
    std::optional<int> deriv_num_start = {}) {
  const int num = num_derivatives.value_or(
      nq == Eigen::Dynamic ? static_cast<int>(value.size()) : nq);
  AutoDiffMatrixType<Derived, nq> auto_diff_matrix(value.rows(), value.cols());
  InitializeAutoDiff(value, num, deriv_num_start.value_or(0),
                     &auto_diff_matrix);
  return auto_diff_matrix;
}

/// Given matrices a, b, ..., returns a tuple of AutoDiff matrices whose
/// derivatives are with respect to all their elements together: a's
/// elements are derivatives 0 .. a.size()−1, b's follow, and so on.
template <typename... Deriveds>
auto InitializeAutoDiffTuple(const Eigen::MatrixBase<Deriveds>&... args) {
  const Eigen::Index total = (Eigen::Index{0} + ... + args.size());
  Eigen::Index start = 0;
  // Braced initialization evaluates the elements left to right.
  return std::tuple<AutoDiffMatrixType<Deriveds, Eigen::Dynamic>...>{
      [&](const auto& arg) {
        AutoDiffMatrixType<std::decay_t<decltype(arg.derived())>,
                           Eigen::Dynamic>
            result(arg.rows(), arg.cols());
        InitializeAutoDiff(arg, static_cast<int>(total),
                           static_cast<int>(start), &result);
        start += arg.size();
        return result;
      }(args)...};
}

}  // namespace math
}  // namespace drake
