#pragma once

/// @file
/// AutoDiffXd, the forward-mode automatic differentiation scalar (a value and
/// a dynamic-size vector of partial derivatives), and the math functions
/// Drake's code uses on it. Include this header wherever AutoDiffXd is used.

#include <Eigen/Core>

#include "drake/common/ad/auto_diff.h"
#include "drake/common/eigen_types.h"
#include "drake/common/extract_double.h"

namespace drake {

/// The automatic differentiation scalar. Always name it by this alias.
using AutoDiffXd = drake::ad::AutoDiff;

/// A dynamic-size vector of AutoDiffXd.
using AutoDiffVecXd = Eigen::Matrix<AutoDiffXd, Eigen::Dynamic, 1>;

/// if_then_else for plain doubles (AutoDiffXd's overload is beside the type).
inline double if_then_else(bool f_cond, double then_value, double else_value) {
  return f_cond ? then_value : else_value;
}

}  // namespace drake
