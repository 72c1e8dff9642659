#pragma once

/// @file
/// BsplineBasis<T>: a B-spline basis over a knot vector, as in Drake's
/// drake/math/bspline_basis.h (v1.56).

#include <array>
#include <stdexcept>
#include <type_traits>
#include <vector>

#include <fmt/format.h>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_bool.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/common/extract_double.h"
#include "drake/common/name_value.h"
#include "drake/math/knot_vector_type.h"

namespace drake {
namespace math {

/// A B-spline basis of order k (degree k − 1) over the non-decreasing knots
/// t₀ ≤ t₁ ≤ … ≤ tₘ: the n + 1 = m + 1 − k piecewise polynomials Bᵢ
/// (i = 0 … n) of the Cox–de Boor recursion. Bᵢ is non-zero only on
/// [tᵢ, tᵢ₊ₖ); at a knot of multiplicity p the basis is C^(k−p−1).
///
/// A B-spline curve Σᵢ Bᵢ(t) pᵢ (control points pᵢ) is defined for t in
/// [tₖ₋₁, tₙ₊₁] = [initial_parameter_value(), final_parameter_value()],
/// where the basis functions sum to one.
///
/// @tparam T double or AutoDiffXd.
template <typename T>
class BsplineBasis final {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(BsplineBasis);

  /// The empty basis: order 0, no knots.
  BsplineBasis() : BsplineBasis<T>(0, std::vector<T>{}) {}

  /// The basis of order `order` over `knots`.
  /// @throws std::exception if order < 0, knots.size() < 2 * order, or the
  /// knots are not in non-decreasing order (Drake asserts the last).
  BsplineBasis(int order, std::vector<T> knots);

  /// The basis of order `order` with `num_basis_functions` functions and a
  /// generated uniform knot vector of `type` such that the curve parameter
  /// spans [initial_parameter_value, final_parameter_value].
  /// @throws std::exception if num_basis_functions < order or
  /// initial_parameter_value > final_parameter_value (Drake demands).
  BsplineBasis(int order, int num_basis_functions,
               KnotVectorType type = KnotVectorType::kClampedUniform,
               const T& initial_parameter_value = 0,
               const T& final_parameter_value = 1);

  /// Converts a double basis to T (for T other than double).
  template <typename U = T>
  explicit BsplineBasis(
      const BsplineBasis<double>& other,
      typename std::enable_if_t<!std::is_same_v<U, double>>* = {})
      : order_(other.order()),
        knots_(other.knots().begin(), other.knots().end()) {}

  /// The order k.
  int order() const { return order_; }

  /// The degree k − 1 of the polynomial pieces.
  int degree() const { return order() - 1; }

  /// The number n + 1 of basis functions (knots − order).
  int num_basis_functions() const {
    return static_cast<int>(knots_.size()) - order_;
  }

  /// The knot vector t₀ … tₘ.
  const std::vector<T>& knots() const { return knots_; }

  /// tₖ₋₁, the smallest parameter value of a curve on this basis.
  const T& initial_parameter_value() const { return knots()[order() - 1]; }

  /// tₙ₊₁, the largest parameter value of a curve on this basis.
  const T& final_parameter_value() const {
    return knots()[num_basis_functions()];
  }

  /// The greatest i with tᵢ <= `parameter_value` and tᵢ <
  /// final_parameter_value(): the knot interval [tᵢ, tᵢ₊₁] holding it (the
  /// last non-empty one at the final value).
  /// @throws std::exception if `parameter_value` is outside
  /// [initial_parameter_value(), final_parameter_value()] (Drake asserts).
  int FindContainingInterval(const T& parameter_value) const;

  /// The indices of the basis functions that may be non-zero somewhere in
  /// [parameter_interval[0], parameter_interval[1]]; all others are zero
  /// there.
  /// @throws std::exception as FindContainingInterval() for either end, or
  /// if the interval is reversed.
  std::vector<int> ComputeActiveBasisFunctionIndices(
      const std::array<T, 2>& parameter_interval) const;

  /// The indices of the basis functions that may be non-zero at
  /// `parameter_value` (order() of them).
  std::vector<int> ComputeActiveBasisFunctionIndices(
      const T& parameter_value) const;

  /// The curve Σᵢ Bᵢ(t) pᵢ at t = `parameter_value` (de Boor's algorithm),
  /// for control points of any type with `+` and scalar `*`.
  /// @throws std::exception if control_points.size() !=
  /// num_basis_functions() or `parameter_value` is outside
  /// [initial_parameter_value(), final_parameter_value()] (Drake demands).
  template <typename T_control_point>
  T_control_point EvaluateCurve(
      const std::vector<T_control_point>& control_points,
      const T& parameter_value) const {
    if (static_cast<int>(control_points.size()) != num_basis_functions()) {
      throw std::logic_error(fmt::format(
          "BsplineBasis::EvaluateCurve(): there are {} control points but {} "
          "basis functions; they must be equal.",
          control_points.size(), num_basis_functions()));
    }
    const int ell = FindContainingInterval(parameter_value);
    const int k = order();
    // d[r] holds the point of index ell − k + 1 + r at the current level of
    // the triangular scheme: level 0 the control points, level k − 1 the
    // curve point.
    std::vector<T_control_point> d;
    d.reserve(k);
    for (int r = 0; r < k; ++r) d.push_back(control_points[ell - k + 1 + r]);
    for (int level = 1; level < k; ++level) {
      for (int r = k - 1; r >= level; --r) {
        const int i = ell - k + 1 + r;
        const T& t_i = knots_[i];
        const T alpha = (parameter_value - t_i) / (knots_[i + k - level] - t_i);
        d[r] = (T(1) - alpha) * d[r - 1] + alpha * d[r];
      }
    }
    return d[k - 1];
  }

  /// The vector M with EvaluateCurve(control_points, parameter_value) =
  /// control_points * M when the control points are the columns of a
  /// matrix: the values Bᵢ(parameter_value) of every basis function.
  /// @throws std::exception as FindContainingInterval().
  VectorX<T> EvaluateLinearInControlPoints(const T& parameter_value) const;

  /// Bᵢ(`parameter_value`), i = `index`.
  /// @throws std::exception if `index` is out of range or as
  /// FindContainingInterval().
  T EvaluateBasisFunctionI(int index, const T& parameter_value) const;

  /// Same order and equal knots.
  boolean<T> operator==(const BsplineBasis& other) const;
  boolean<T> operator!=(const BsplineBasis& other) const;

  /// Passes `order` and `knots` to an Archive (YAML); T = double only.
  /// Reading throws if the result is not a valid basis.
  template <typename Archive>
  std::enable_if_t<std::is_same_v<T, double> && !std::is_void_v<Archive>>
  Serialize(Archive* a) {
    a->Visit(MakeNameValue("order", &order_));
    a->Visit(MakeNameValue("knots", &knots_));
    ThrowUnlessValid("Serialize");
  }

 private:
  void ThrowUnlessValid(const char* func) const;
  void ThrowIfOutside(const char* func, const T& parameter_value) const;

  int order_{};
  std::vector<T> knots_;
};

}  // namespace math
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::math::BsplineBasis)
