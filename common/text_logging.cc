#include "drake/common/text_logging.h"

#include <memory>
#include <stdexcept>

#include <spdlog/sinks/stdout_sinks.h>

namespace drake {
namespace {
std::shared_ptr<spdlog::logger> MakeLogger() {
  auto existing = spdlog::get("drake");
  if (existing) return existing;
  auto sink = std::make_shared<spdlog::sinks::stderr_sink_mt>();
  auto result = std::make_shared<spdlog::logger>("drake", sink);
  result->set_level(spdlog::level::info);
  result->set_pattern("[%Y-%m-%d %H:%M:%S.%e] [console] [%l] %v");
  return result;
}
}  // namespace

logging::logger* log() {
  static const std::shared_ptr<spdlog::logger>* const g_logger =
      new std::shared_ptr<spdlog::logger>(MakeLogger());
  return g_logger->get();
}

namespace logging {

const char* const kSetLogLevelHelpMessage =
    "sets the spdlog output threshold; possible values are 'unchanged', "
    "'trace', 'debug', 'info', 'warn', 'err', 'critical', 'off'";

std::string set_log_level(const std::string& level) {
  static const char* const kNames[] = {"trace", "debug",    "info", "warn",
                                       "err",   "critical", "off"};
  static const spdlog::level::level_enum kLevels[] = {
      spdlog::level::trace, spdlog::level::debug, spdlog::level::info,
      spdlog::level::warn,  spdlog::level::err,   spdlog::level::critical,
      spdlog::level::off};
  // The previous level is named as this function spells it ("warn", "err"),
  // not as spdlog does ("warning", "error"), so that it can be passed back.
  const spdlog::level::level_enum previous = log()->level();
  std::string previous_name = "unchanged";
  for (int i = 0; i < 7; ++i) {
    if (kLevels[i] == previous) previous_name = kNames[i];
  }
  if (level == "unchanged") return previous_name;
  for (int i = 0; i < 7; ++i) {
    if (level == kNames[i]) {
      log()->set_level(kLevels[i]);
      return previous_name;
    }
  }
  throw std::runtime_error("set_log_level: unknown spdlog level '" + level +
                           "'; " + kSetLogLevelHelpMessage);
}

void set_log_pattern(const std::string& pattern) {
  log()->set_pattern(pattern);
}

}  // namespace logging
}  // namespace drake
