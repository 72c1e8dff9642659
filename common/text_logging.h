#pragma once

/// @file
/// Drake's logging: `drake::log()` returns the shared spdlog logger (named
/// "drake", printing to stderr, level "info" by default). Messages use fmt
/// formatting: `drake::log()->warn("body {} has no mass", name);`.

#include <string>

#include <fmt/format.h>
#include <fmt/ostream.h>
#include <fmt/ranges.h>
#include <spdlog/spdlog.h>

namespace drake {

namespace logging {
using logger = spdlog::logger;
using sink = spdlog::sinks::sink;

/// Sets the level of Drake's logger from a name: "trace", "debug", "info",
/// "warn", "err", "critical", "off" or "unchanged". Returns the previous
/// level's name. Throws std::runtime_error on an unknown name.
std::string set_log_level(const std::string& level);

/// Sets the pattern of Drake's logger (spdlog syntax).
void set_log_pattern(const std::string& pattern);

/// Help text for a command-line flag that sets the level (names the levels).
extern const char* const kSetLogLevelHelpMessage;
}  // namespace logging

/// The logger Drake's code writes to. Never null.
logging::logger* log();

}  // namespace drake

#define DRAKE_LOGGER_TRACE(...)                            \
  do {                                                     \
    if (::drake::log()->level() <= spdlog::level::trace) { \
      ::drake::log()->trace(__VA_ARGS__);                  \
    }                                                      \
  } while (0)

#define DRAKE_LOGGER_DEBUG(...)                            \
  do {                                                     \
    if (::drake::log()->level() <= spdlog::level::debug) { \
      ::drake::log()->debug(__VA_ARGS__);                  \
    }                                                      \
  } while (0)
