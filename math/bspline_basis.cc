#include "drake/math/bspline_basis.h"

#include <algorithm>
#include <utility>

namespace drake {
namespace math {
namespace {

template <typename T>
std::vector<T> MakeKnotVector(int order, int num_basis_functions,
                              KnotVectorType type,
                              const T& initial_parameter_value,
                              const T& final_parameter_value) {
  if (num_basis_functions < order) {
    throw std::invalid_argument(fmt::format(
        "BsplineBasis: the number of basis functions ({}) must be at least "
        "the order ({}).",
        num_basis_functions, order));
  }
  if (!(initial_parameter_value <= final_parameter_value)) {
    throw std::invalid_argument(
        fmt::format("BsplineBasis: initial_parameter_value ({}) must be <= "
                    "final_parameter_value ({}).",
                    ExtractDoubleOrThrow(initial_parameter_value),
                    ExtractDoubleOrThrow(final_parameter_value)));
  }
  // The parameter range [t_{k-1}, t_{n+1}] holds n + 2 - k equal intervals.
  const int num_knots = num_basis_functions + order;
  const T spacing = (final_parameter_value - initial_parameter_value) /
                    (num_basis_functions - order + 1.0);
  std::vector<T> knots;
  knots.reserve(num_knots);
  for (int i = 0; i < num_knots; ++i) {
    if (type == KnotVectorType::kClampedUniform && i < order) {
      knots.push_back(initial_parameter_value);
    } else if (type == KnotVectorType::kClampedUniform &&
               i >= num_basis_functions) {
      knots.push_back(final_parameter_value);
    } else {
      knots.push_back(initial_parameter_value +
                      spacing * static_cast<double>(i - (order - 1)));
    }
  }
  return knots;
}

}  // namespace

template <typename T>
BsplineBasis<T>::BsplineBasis(int order, std::vector<T> knots)
    : order_(order), knots_(std::move(knots)) {
  ThrowUnlessValid("BsplineBasis");
}

template <typename T>
BsplineBasis<T>::BsplineBasis(int order, int num_basis_functions,
                              KnotVectorType type,
                              const T& initial_parameter_value,
                              const T& final_parameter_value)
    : BsplineBasis<T>(order, MakeKnotVector<T>(order, num_basis_functions, type,
                                               initial_parameter_value,
                                               final_parameter_value)) {}

template <typename T>
void BsplineBasis<T>::ThrowUnlessValid(const char* func) const {
  if (order_ < 0) {
    throw std::invalid_argument(fmt::format(
        "BsplineBasis::{}: the order must be >= 0, got {}.", func, order_));
  }
  if (static_cast<int>(knots_.size()) < 2 * order_) {
    throw std::invalid_argument(fmt::format(
        "BsplineBasis::{}: there are {} knots; order {} needs at least {}.",
        func, knots_.size(), order_, 2 * order_));
  }
  for (size_t i = 1; i < knots_.size(); ++i) {
    if (knots_[i] < knots_[i - 1]) {
      throw std::invalid_argument(fmt::format(
          "BsplineBasis::{}: the knots must be non-decreasing, but knots[{}] "
          "= {} and knots[{}] = {}.",
          func, i - 1, ExtractDoubleOrThrow(knots_[i - 1]), i,
          ExtractDoubleOrThrow(knots_[i])));
    }
  }
}

template <typename T>
void BsplineBasis<T>::ThrowIfOutside(const char* func,
                                     const T& parameter_value) const {
  if (order_ < 1) {
    throw std::logic_error(
        fmt::format("BsplineBasis::{}(): the basis is empty.", func));
  }
  if (!(parameter_value >= initial_parameter_value() &&
        parameter_value <= final_parameter_value())) {
    throw std::logic_error(fmt::format(
        "BsplineBasis::{}(): the parameter value {} is outside [{}, {}].", func,
        ExtractDoubleOrThrow(parameter_value),
        ExtractDoubleOrThrow(initial_parameter_value()),
        ExtractDoubleOrThrow(final_parameter_value())));
  }
}

template <typename T>
int BsplineBasis<T>::FindContainingInterval(const T& parameter_value) const {
  ThrowIfOutside("FindContainingInterval", parameter_value);
  const auto less = [](const T& a, const T& b) { return a < b; };
  // Before the final value: the last knot <= t. At it: the last knot < t.
  const auto after = parameter_value < final_parameter_value()
                         ? std::upper_bound(knots_.begin(), knots_.end(),
                                            parameter_value, less)
                         : std::lower_bound(knots_.begin(), knots_.end(),
                                            parameter_value, less);
  return static_cast<int>(after - knots_.begin()) - 1;
}

template <typename T>
std::vector<int> BsplineBasis<T>::ComputeActiveBasisFunctionIndices(
    const std::array<T, 2>& parameter_interval) const {
  if (parameter_interval[1] < parameter_interval[0]) {
    throw std::logic_error(fmt::format(
        "BsplineBasis::ComputeActiveBasisFunctionIndices(): the interval [{}, "
        "{}] is reversed.",
        ExtractDoubleOrThrow(parameter_interval[0]),
        ExtractDoubleOrThrow(parameter_interval[1])));
  }
  const int first = FindContainingInterval(parameter_interval[0]) - degree();
  const int last = FindContainingInterval(parameter_interval[1]);
  std::vector<int> indices;
  for (int i = first; i <= last; ++i) indices.push_back(i);
  return indices;
}

template <typename T>
std::vector<int> BsplineBasis<T>::ComputeActiveBasisFunctionIndices(
    const T& parameter_value) const {
  return ComputeActiveBasisFunctionIndices({parameter_value, parameter_value});
}

template <typename T>
VectorX<T> BsplineBasis<T>::EvaluateLinearInControlPoints(
    const T& parameter_value) const {
  // The curve of the unit "control points" eᵢ is Σᵢ Bᵢ eᵢ = [B₀ … Bₙ].
  const int n = num_basis_functions();
  std::vector<VectorX<T>> units(n, VectorX<T>::Zero(n));
  for (int i = 0; i < n; ++i) units[i](i) = 1;
  return EvaluateCurve(units, parameter_value);
}

template <typename T>
T BsplineBasis<T>::EvaluateBasisFunctionI(int index,
                                          const T& parameter_value) const {
  if (index < 0 || index >= num_basis_functions()) {
    throw std::out_of_range(fmt::format(
        "BsplineBasis::EvaluateBasisFunctionI(): index {} is out of range: "
        "there are {} basis functions.",
        index, num_basis_functions()));
  }
  std::vector<T> delta(num_basis_functions(), T(0.0));
  delta[index] = 1;
  return EvaluateCurve(delta, parameter_value);
}

template <typename T>
boolean<T> BsplineBasis<T>::operator==(const BsplineBasis<T>& other) const {
  if (order() != other.order() || knots_.size() != other.knots_.size()) {
    return boolean<T>(false);
  }
  boolean<T> result(true);
  for (size_t i = 0; i < knots_.size(); ++i) {
    result = result && (knots_[i] == other.knots_[i]);
  }
  return result;
}

template <typename T>
boolean<T> BsplineBasis<T>::operator!=(const BsplineBasis<T>& other) const {
  return !(*this == other);
}

}  // namespace math
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::math::BsplineBasis)
