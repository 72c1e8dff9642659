#pragma once

/// @file
/// Small helpers the file readers (URDF, SDFormat, MuJoCo XML) share.

#include <string>
#include <string_view>
#include <vector>

#include "drake/common/diagnostic_policy.h"

namespace tinyxml2 {
class XMLElement;
}  // namespace tinyxml2

namespace drake {
namespace multibody {
template <typename T>
class MultibodyPlant;
namespace internal {

/// The checks every reader's entry point makes before reading.
/// @throws std::logic_error if `plant` is null (naming `function`) or
/// finalized (naming `model_name`).
void ThrowIfCannotAddModels(const MultibodyPlant<double>* plant,
                            const char* function,
                            const std::string& model_name);

/// A diagnostic at `node`'s line of `filename` (at the document when `node`
/// is null).
drake::internal::DiagnosticDetail MakeXmlDetail(
    const std::string& filename, const tinyxml2::XMLElement* node,
    const std::string& message);

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
