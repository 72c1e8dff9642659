#pragma once

/// @file
/// CompareMatrices(): a GoogleTest predicate comparing two Eigen matrices
/// element by element, as Drake's drake/common/test_utilities header of the
/// same name. Header only; the including test links GoogleTest.

#include <algorithm>
#include <cmath>
#include <string>

#include <Eigen/Core>
#include <fmt/format.h>
#include <gtest/gtest.h>

namespace drake {

/// How CompareMatrices() measures the difference of two elements a and b.
enum class MatrixCompareType {
  /// |a − b| ≤ tolerance.
  absolute,
  /// |a − b| ≤ tolerance · max(|a|, |b|) (absolute when both are zero).
  relative,
};

/// Success if `m1` and `m2` have the same size and every pair of elements
/// is within `tolerance` as `compare_type` measures it. Two infinities of
/// the same sign compare equal, and so do two NaNs; a NaN or an infinity
/// against anything else does not. On failure the message names the first
/// element that differs and prints both matrices.
template <typename DerivedA, typename DerivedB>
[[nodiscard]] ::testing::AssertionResult CompareMatrices(
    const Eigen::MatrixBase<DerivedA>& m1,
    const Eigen::MatrixBase<DerivedB>& m2, double tolerance = 0.0,
    MatrixCompareType compare_type = MatrixCompareType::absolute) {
  if (m1.rows() != m2.rows() || m1.cols() != m2.cols()) {
    return ::testing::AssertionFailure()
           << fmt::format("The matrices differ in size: {}×{} vs {}×{}.",
                          m1.rows(), m1.cols(), m2.rows(), m2.cols());
  }
  for (Eigen::Index i = 0; i < m1.rows(); ++i) {
    for (Eigen::Index j = 0; j < m1.cols(); ++j) {
      const double a = static_cast<double>(m1(i, j));
      const double b = static_cast<double>(m2(i, j));
      bool same = false;
      std::string measure;
      if (std::isnan(a) || std::isnan(b)) {
        same = std::isnan(a) && std::isnan(b);
        measure = "one is NaN";
      } else if (std::isinf(a) || std::isinf(b)) {
        same = (a == b);
        measure = "an infinity against another value";
      } else {
        const double delta = std::abs(a - b);
        if (compare_type == MatrixCompareType::absolute) {
          same = delta <= tolerance;
          measure = fmt::format("absolute difference {}", delta);
        } else {
          const double scale = std::max(std::abs(a), std::abs(b));
          const double relative = scale > 0 ? delta / scale : 0.0;
          same = relative <= tolerance;
          measure = fmt::format("relative difference {}", relative);
        }
      }
      if (!same) {
        return ::testing::AssertionFailure()
               << fmt::format(
                      "Element ({}, {}) differs: {} vs {} ({}; tolerance "
                      "{}).\n",
                      i, j, a, b, measure, tolerance)
               << "m1 =\n"
               << m1 << "\nm2 =\n"
               << m2;
      }
    }
  }
  return ::testing::AssertionSuccess();
}

}  // namespace drake
