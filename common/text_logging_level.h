#pragma once

/// @file
/// The severity levels of log messages, drake::logging::level::*.

namespace drake {
namespace logging {

/// The severity of a log message, from least (trace) to most severe
/// (critical); `off` disables logging. The values are spelled
/// drake::logging::level::info etc.
enum class level_enum {
  trace,
  debug,
  info,
  warn,
  err,
  critical,
  off,
};

/// The level_enum values under their customary names.
namespace level {
constexpr auto trace = level_enum::trace;        ///< Finest detail.
constexpr auto debug = level_enum::debug;        ///< Debugging detail.
constexpr auto info = level_enum::info;          ///< Informational.
constexpr auto warn = level_enum::warn;          ///< Warnings.
constexpr auto err = level_enum::err;            ///< Errors.
constexpr auto critical = level_enum::critical;  ///< Critical errors.
constexpr auto off = level_enum::off;            ///< Logging disabled.
}  // namespace level

}  // namespace logging
}  // namespace drake
