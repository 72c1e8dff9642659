#pragma once

/// @file
/// Finite-difference Jacobians: ComputeNumericalGradient with forward,
/// backward or central differences.

#include <cmath>
#include <functional>
#include <stdexcept>
#include <type_traits>

#include <Eigen/Core>
#include <fmt/format.h>

namespace drake {
namespace math {

/// The finite-difference scheme, with a step Δx > 0.
enum class NumericalGradientMethod {
  kForward,   ///< (f(x + Δx) − f(x)) / Δx.
  kBackward,  ///< (f(x) − f(x − Δx)) / Δx.
  kCentral,   ///< (f(x + Δx) − f(x − Δx)) / (2Δx).
};

/// The scheme and relative step size for ComputeNumericalGradient().
class NumericalGradientOption {
 public:
  /// `function_accuracy` is the (relative) accuracy with which f is
  /// evaluated, about 1e-15 for double functions of magnitude 1. The
  /// perturbation size is its square root for the first-order (forward,
  /// backward) schemes and its cube root for the central scheme, which
  /// balances truncation and roundoff error.
  explicit NumericalGradientOption(NumericalGradientMethod method,
                                   double function_accuracy = 1e-15)
      : method_(method),
        perturbation_size_(method == NumericalGradientMethod::kCentral
                               ? std::cbrt(function_accuracy)
                               : std::sqrt(function_accuracy)) {}

  NumericalGradientMethod method() const { return method_; }

  /// The relative step: coordinate i is perturbed by
  /// Δxᵢ = max(perturbation_size, |xᵢ| · perturbation_size).
  double perturbation_size() const { return perturbation_size_; }

 private:
  NumericalGradientMethod method_{NumericalGradientMethod::kCentral};
  double perturbation_size_{NAN};
};

/// Returns the finite-difference Jacobian J of f at x: J(i, j) ≈ ∂fᵢ/∂xⱼ,
/// of size f(x).size() x x.size(). `calc_func(x, &y)` evaluates f(x) into y
/// (resizing y if it is dynamic-size). Each coordinate's step is
/// max(h, |xⱼ| h) with h = option.perturbation_size(); the difference is
/// divided by the exactly representable (x⁺ − x⁻)ⱼ.
///
/// DerivedX, DerivedY and DerivedCalcX are Eigen column vectors of one
/// scalar type; as in Drake, pass a std::function, or name the three types
/// explicitly when passing a lambda.
/// @throws std::runtime_error if calc_func returns outputs of different
///   sizes at different points.
template <typename DerivedX, typename DerivedY, typename DerivedCalcX>
Eigen::Matrix<typename DerivedX::Scalar, DerivedY::RowsAtCompileTime,
              DerivedX::RowsAtCompileTime>
ComputeNumericalGradient(
    std::function<void(const DerivedCalcX&, DerivedY* y)> calc_func,
    const DerivedX& x,
    const NumericalGradientOption& option = NumericalGradientOption{
        NumericalGradientMethod::kForward}) {
  using T = typename DerivedX::Scalar;
  static_assert(DerivedX::ColsAtCompileTime == 1 &&
                    DerivedY::ColsAtCompileTime == 1 &&
                    DerivedCalcX::ColsAtCompileTime == 1,
                "x, y and calc_func's x must be Eigen column vectors");
  static_assert(std::is_same_v<typename DerivedY::Scalar, T> &&
                    std::is_same_v<typename DerivedCalcX::Scalar, T>,
                "x, y and calc_func's x must share one scalar type");
  using std::abs;
  using std::max;
  using VectorY = Eigen::Matrix<T, DerivedY::RowsAtCompileTime, 1>;
  using VectorCalcX = Eigen::Matrix<T, DerivedCalcX::RowsAtCompileTime, 1>;
  const NumericalGradientMethod method = option.method();
  const bool forward_point = method != NumericalGradientMethod::kBackward;
  const bool backward_point = method != NumericalGradientMethod::kForward;

  // y⁺ = f(x⁺), y⁻ = f(x⁻): x⁺ = x + hⱼeⱼ (forward, central) or x
  // (backward); x⁻ = x − hⱼeⱼ (backward, central) or x (forward).
  VectorY y_plus;
  VectorY y_minus;
  VectorCalcX x_plus = x;
  VectorCalcX x_minus = x;
  if (!forward_point) calc_func(x_plus, &y_plus);
  if (!backward_point) calc_func(x_minus, &y_minus);

  Eigen::Matrix<T, DerivedY::RowsAtCompileTime, DerivedX::RowsAtCompileTime> J;
  for (Eigen::Index j = 0; j < x.rows(); ++j) {
    const T h = max(T(option.perturbation_size()),
                    T(abs(x(j)) * option.perturbation_size()));
    if (forward_point) {
      x_plus(j) += h;
      calc_func(x_plus, &y_plus);
    }
    if (backward_point) {
      x_minus(j) -= h;
      calc_func(x_minus, &y_minus);
    }
    if (y_plus.size() != y_minus.size() ||
        (j > 0 && y_plus.size() != J.rows())) {
      throw std::runtime_error(fmt::format(
          "ComputeNumericalGradient(): calc_func returned outputs of "
          "different sizes ({} and {}).",
          y_plus.size(), j > 0 ? J.rows() : y_minus.size()));
    }
    if (j == 0) J.resize(y_plus.size(), x.rows());
    // Divide by the step actually taken, which is exactly representable.
    const T dx = x_plus(j) - x_minus(j);
    J.col(j) = (y_plus - y_minus) / dx;
    x_plus(j) = x(j);
    x_minus(j) = x(j);
  }
  return J;
}

}  // namespace math
}  // namespace drake
