#include "drake/math/unit_vector.h"

#include <cmath>
#include <stdexcept>

#include <fmt/format.h>

#include "drake/common/autodiff.h"
#include "drake/common/fmt_eigen.h"
#include "drake/math/autodiff.h"

namespace drake {
namespace math {
namespace internal {
namespace {

void CheckFunctionName(std::string_view function_name) {
  if (function_name.empty()) {
    throw std::invalid_argument(
        "ThrowIfNotUnitVector()/NormalizeOrThrow(): function_name must not "
        "be empty.");
  }
}

}  // namespace

template <typename T>
void ThrowIfNotUnitVector(const Vector3<T>& unit_vector,
                          std::string_view function_name,
                          double tolerance_unit_vector_norm) {
  CheckFunctionName(function_name);
  const Eigen::Vector3d value = DiscardGradient(unit_vector);
  const double squared = value.squaredNorm();
  // |‖v‖ − 1| <= ε ⟺ (1 − ε)² <= v·v <= (1 + ε)², i.e. |v·v − 1| <= 2ε to
  // first order in ε.
  if (std::isfinite(squared) &&
      std::abs(squared - 1.0) <= 2 * tolerance_unit_vector_norm) {
    return;
  }
  const double norm = value.norm();
  throw std::logic_error(
      fmt::format("{}(): The unit_vector argument {} is not a unit vector.\n"
                  "|unit_vector| = {}\n"
                  "||unit_vector| - 1| = {} is greater than {}.",
                  function_name, fmt_eigen(value.transpose()), norm,
                  std::abs(1.0 - norm), tolerance_unit_vector_norm));
}

template <typename T>
Vector3<T> NormalizeOrThrow(const Vector3<T>& v,
                            std::string_view function_name) {
  CheckFunctionName(function_name);
  // Shorter vectors are most likely mistakes (far below robot scales).
  constexpr double kMinMagnitude = 1e-10;
  const Eigen::Vector3d value = DiscardGradient(v);
  const double norm = value.norm();
  if (!(std::isfinite(norm) && norm >= kMinMagnitude)) {
    throw std::logic_error(fmt::format(
        "{}() cannot normalize the given vector v.\n"
        "   v = {}\n"
        " |v| = {}\n"
        " The measures must be finite and the vector must have a magnitude of "
        "at least {} to normalize. If you are confident that v's direction "
        "is meaningful, pass v.normalized() instead of v.",
        function_name, fmt_eigen(value.transpose()), norm, kMinMagnitude));
  }
  return v / v.norm();
}

template void ThrowIfNotUnitVector<double>(const Vector3<double>&,
                                           std::string_view, double);
template void ThrowIfNotUnitVector<AutoDiffXd>(const Vector3<AutoDiffXd>&,
                                               std::string_view, double);
template Vector3<double> NormalizeOrThrow<double>(const Vector3<double>&,
                                                  std::string_view);
template Vector3<AutoDiffXd> NormalizeOrThrow<AutoDiffXd>(
    const Vector3<AutoDiffXd>&, std::string_view);

}  // namespace internal
}  // namespace math
}  // namespace drake
