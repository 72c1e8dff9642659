#pragma once

/// @file
/// boolean<T>, the type of a comparison between two T's, and the predicates
/// over Eigen matrices of them that work whether or not it is bool (Drake's
/// drake/common/drake_bool.h). For double and AutoDiffXd boolean<T> is
/// bool; for symbolic::Expression it is symbolic::Formula (declare the
/// Expression's comparison operators by including
/// drake/common/symbolic/expression.h).

#include <functional>
#include <type_traits>

#include <Eigen/Core>

#include "drake/common/autodiff.h"
#include "drake/common/drake_throw.h"

namespace drake {

/// The return type of predicates over T: the type of `T() < T()`, unless a
/// scalar type specializes this template.
template <typename T>
struct scalar_predicate {
  /// The return type of predicates over T.
  using type = decltype(T() < T());
  /// Whether `type` is bool (so predicates can be branched on).
  static constexpr bool is_bool = std::is_same_v<type, bool>;
};

/// An alias for a boolean-like value conditioned on the scalar type T: bool
/// for double and AutoDiffXd, symbolic::Formula for symbolic::Expression.
template <typename T>
using boolean = typename scalar_predicate<T>::type;

/// Returns `value` (for code generic over boolean<T>).
inline bool ExtractBoolOrThrow(bool value) { return value; }

/// True iff every entry of `m` is (the conjunction of the entries for a
/// non-bool Scalar, e.g. symbolic::Formula). An empty matrix gives true.
template <typename Derived>
typename Derived::Scalar all(const Eigen::DenseBase<Derived>& m) {
  using Boolish = typename Derived::Scalar;
  if (m.rows() == 0 || m.cols() == 0) return Boolish{true};
  return m.redux([](const Boolish& v1, const Boolish& v2) { return v1 && v2; });
}

/// all() of `pred` applied to every entry of `m`.
template <typename Derived>
boolean<typename Derived::Scalar> all_of(
    const Eigen::MatrixBase<Derived>& m,
    const std::function<boolean<typename Derived::Scalar>(
        const typename Derived::Scalar&)>& pred) {
  return drake::all(m.unaryExpr(pred));
}

/// True iff some entry of `m` is (the disjunction of the entries for a
/// non-bool Scalar). An empty matrix gives false.
template <typename Derived>
typename Derived::Scalar any(const Eigen::DenseBase<Derived>& m) {
  using Boolish = typename Derived::Scalar;
  if (m.rows() == 0 || m.cols() == 0) return Boolish{false};
  return m.redux([](const Boolish& v1, const Boolish& v2) { return v1 || v2; });
}

/// any() of `pred` applied to every entry of `m`.
template <typename Derived>
boolean<typename Derived::Scalar> any_of(
    const Eigen::MatrixBase<Derived>& m,
    const std::function<boolean<typename Derived::Scalar>(
        const typename Derived::Scalar&)>& pred) {
  return drake::any(m.unaryExpr(pred));
}

/// True iff no entry of `m` is (the negated disjunction for a non-bool
/// Scalar). An empty matrix gives true.
template <typename Derived>
typename Derived::Scalar none(const Eigen::DenseBase<Derived>& m) {
  using Boolish = typename Derived::Scalar;
  if (m.rows() == 0 || m.cols() == 0) return Boolish{true};
  return !drake::any(m);
}

/// none() of `pred` applied to every entry of `m`.
template <typename Derived>
boolean<typename Derived::Scalar> none_of(
    const Eigen::MatrixBase<Derived>& m,
    const std::function<boolean<typename Derived::Scalar>(
        const typename Derived::Scalar&)>& pred) {
  return drake::none(m.unaryExpr(pred));
}

/// The vector whose entry i is if_then_else(f_cond, m_then[i], m_else[i]):
/// m_then where f_cond holds, m_else elsewhere (for T = double, the one
/// chosen by the bool).
/// @throws std::exception if the vectors' sizes differ.
template <typename T, int Rows>
auto if_then_else(const boolean<T>& f_cond,
                  const Eigen::Matrix<T, Rows, 1>& m_then,
                  const Eigen::Matrix<T, Rows, 1>& m_else) {
  DRAKE_THROW_UNLESS(m_then.rows() == m_else.rows());
  Eigen::Matrix<T, Rows, 1> result(m_then.rows());
  for (int i = 0; i < m_then.rows(); ++i) {
    result[i] = if_then_else(f_cond, m_then[i], m_else[i]);
  }
  return result;
}

}  // namespace drake
