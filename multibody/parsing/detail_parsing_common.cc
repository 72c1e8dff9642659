#include "drake/multibody/parsing/detail_parsing_common.h"

#include <cctype>
#include <charconv>
#include <stdexcept>

#include <fmt/format.h>
#include <tinyxml2.h>

#include "drake/multibody/plant/multibody_plant.h"

namespace drake {
namespace multibody {
namespace internal {

using drake::internal::DiagnosticDetail;
using drake::internal::DiagnosticPolicy;

void ThrowIfCannotAddModels(const MultibodyPlant<double>* plant,
                            const char* function,
                            const std::string& model_name) {
  if (plant == nullptr) {
    throw std::logic_error(fmt::format("{}: the plant is null", function));
  }
  if (plant->is_finalized()) {
    throw std::logic_error(fmt::format(
        "Cannot add the model '{}' to a MultibodyPlant that is already "
        "finalized",
        model_name));
  }
}

DiagnosticDetail MakeXmlDetail(const std::string& filename,
                               const tinyxml2::XMLElement* node,
                               const std::string& message) {
  DiagnosticDetail detail;
  detail.filename = filename;
  if (node != nullptr) detail.line = node->GetLineNum();
  detail.message = message;
  return detail;
}

bool SplitNumbers(std::string_view text, std::vector<double>* values) {
  values->clear();
  const auto is_space = [&](size_t k) {
    return std::isspace(static_cast<unsigned char>(text[k])) != 0;
  };
  size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && is_space(i)) ++i;
    if (i == text.size()) break;
    size_t end = i;
    while (end < text.size() && !is_space(end)) ++end;
    std::string_view token = text.substr(i, end - i);
    // std::from_chars rejects a leading '+'.
    if (token.size() > 1 && token.front() == '+') token.remove_prefix(1);
    double value = 0.0;
    const char* const last = token.data() + token.size();
    const auto [ptr, ec] = std::from_chars(token.data(), last, value);
    if (ec != std::errc() || ptr != last) return false;
    values->push_back(value);
    i = end;
  }
  return true;
}

DiagnosticPolicy MakeErrorCountingPolicy(const DiagnosticPolicy& policy,
                                         int* errors) {
  DiagnosticPolicy counting;
  counting.SetActionForErrors([&policy, errors](const DiagnosticDetail& d) {
    ++*errors;
    policy.Error(d);
  });
  counting.SetActionForWarnings(
      [&policy](const DiagnosticDetail& d) { policy.Warning(d); });
  return counting;
}

}  // namespace internal
}  // namespace multibody
}  // namespace drake
