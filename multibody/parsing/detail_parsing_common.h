#pragma once

/// @file
/// Small helpers the file readers (URDF, SDFormat, MuJoCo XML) share.

#include <string_view>
#include <vector>

#include "drake/common/diagnostic_policy.h"

namespace drake {
namespace multibody {
namespace internal {

/// Splits `text` at whitespace and parses each piece as a double into
/// `values` (cleared first). A leading '+' is accepted, as some writers emit
/// it. Returns false if any piece is not a complete number.
bool SplitNumbers(std::string_view text, std::vector<double>* values);

/// A policy that forwards every warning and error to `policy` and also counts
/// the errors in `*errors`, so a reader whose policy's error action returns
/// (instead of throwing) can still refuse to add a model with errors.
/// `policy` and `errors` must outlive the returned policy.
drake::internal::DiagnosticPolicy MakeErrorCountingPolicy(
    const drake::internal::DiagnosticPolicy& policy, int* errors);

}  // namespace internal
}  // namespace multibody
}  // namespace drake
