#pragma once

/// @file
/// NearRelative(a, b, relative): a GoogleTest assertion that two matrices
/// have the same size and |a − b|∞ ≤ relative·max(1, |b|∞), printing both
/// otherwise. Use it as EXPECT_TRUE(NearRelative(a, b, tolerance)).

#include <algorithm>

#include <Eigen/Core>
#include <gtest/gtest.h>

namespace drake {
namespace test {

template <typename DerivedA, typename DerivedB>
::testing::AssertionResult NearRelative(const Eigen::MatrixBase<DerivedA>& a,
                                        const Eigen::MatrixBase<DerivedB>& b,
                                        double relative) {
  if (a.rows() != b.rows() || a.cols() != b.cols()) {
    return ::testing::AssertionFailure()
           << "sizes differ: " << a.rows() << "×" << a.cols() << " vs "
           << b.rows() << "×" << b.cols();
  }
  if (a.size() == 0) return ::testing::AssertionSuccess();
  const double scale = std::max(1.0, b.cwiseAbs().maxCoeff());
  const double error = (a - b).cwiseAbs().maxCoeff();
  if (error <= relative * scale) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure()
         << "error " << error << " > " << relative * scale << "\n"
         << a << "\nvs\n"
         << b;
}

}  // namespace test
}  // namespace drake
