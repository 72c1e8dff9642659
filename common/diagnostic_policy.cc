#include "drake/common/diagnostic_policy.h"

#include <stdexcept>
#include <utility>

#include "drake/common/text_logging.h"

namespace drake {
namespace internal {

std::string DiagnosticDetail::Format(const std::string& severity) const {
  std::string result;
  if (filename.has_value()) {
    result += *filename;
    result += ':';
    if (line.has_value()) {
      result += std::to_string(*line);
      result += ':';
    }
    result += ' ';
  }
  result += severity;
  result += ": ";
  result += message;
  return result;
}

std::string DiagnosticDetail::FormatWarning() const {
  return Format("warning");
}

std::string DiagnosticDetail::FormatError() const { return Format("error"); }

void DiagnosticPolicy::Warning(std::string message) const {
  DiagnosticDetail detail;
  detail.message = std::move(message);
  Warning(detail);
}

void DiagnosticPolicy::Error(std::string message) const {
  DiagnosticDetail detail;
  detail.message = std::move(message);
  Error(detail);
}

void DiagnosticPolicy::Warning(const DiagnosticDetail& detail) const {
  if (on_warning_) {
    on_warning_(detail);
  } else {
    WarningDefaultAction(detail);
  }
}

void DiagnosticPolicy::Error(const DiagnosticDetail& detail) const {
  if (on_error_) {
    on_error_(detail);
  } else {
    ErrorDefaultAction(detail);
  }
}

void DiagnosticPolicy::WarningDefaultAction(const DiagnosticDetail& detail) {
  log()->warn(detail.FormatWarning());
}

void DiagnosticPolicy::ErrorDefaultAction(const DiagnosticDetail& detail) {
  throw std::runtime_error(detail.FormatError());
}

void DiagnosticPolicy::SetActionForWarnings(
    std::function<void(const DiagnosticDetail&)> functor) {
  on_warning_ = std::move(functor);
}

void DiagnosticPolicy::SetActionForErrors(
    std::function<void(const DiagnosticDetail&)> functor) {
  on_error_ = std::move(functor);
}

}  // namespace internal
}  // namespace drake
