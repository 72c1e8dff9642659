#pragma once

/// @file
/// Drake's diagnostic policy for parsers and loaders: a parser reports each
/// problem it finds as a warning or an error with the file and line, and the
/// policy decides what happens. By default warnings go to the log and errors
/// throw std::runtime_error; a caller can replace either action (e.g. strict
/// parsing turns warnings into errors).

#include <functional>
#include <optional>
#include <string>

namespace drake {
namespace internal {

/// One diagnostic: where (optional file and line) and what.
struct DiagnosticDetail {
  std::optional<std::string> filename;
  std::optional<int> line;
  std::string message;

  /// "<filename>:<line>: <severity>: <message>"; the file and line parts are
  /// left out when unknown.
  std::string Format(const std::string& severity) const;
  /// Format("warning").
  std::string FormatWarning() const;
  /// Format("error").
  std::string FormatError() const;
};

/// Routes warnings and errors to configurable actions.
class DiagnosticPolicy {
 public:
  /// Reports a warning with only a message.
  void Warning(std::string message) const;
  /// Reports an error with only a message.
  void Error(std::string message) const;
  /// Reports a warning.
  void Warning(const DiagnosticDetail& detail) const;
  /// Reports an error. With the default action this throws; a replaced
  /// action may return, so callers must be ready to continue.
  void Error(const DiagnosticDetail& detail) const;

  /// The default warning action: logs detail.FormatWarning() at level warn.
  static void WarningDefaultAction(const DiagnosticDetail& detail);
  /// The default error action: throws std::runtime_error with
  /// detail.FormatError().
  [[noreturn]] static void ErrorDefaultAction(const DiagnosticDetail& detail);

  /// Replaces the warning action; nullptr restores the default.
  void SetActionForWarnings(
      std::function<void(const DiagnosticDetail&)> functor);
  /// Replaces the error action; nullptr restores the default.
  void SetActionForErrors(std::function<void(const DiagnosticDetail&)> functor);

 private:
  std::function<void(const DiagnosticDetail&)> on_warning_;
  std::function<void(const DiagnosticDetail&)> on_error_;
};

}  // namespace internal
}  // namespace drake
