#include "drake/common/text_logging.h"

#include <memory>
#include <sstream>
#include <string>

#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <spdlog/sinks/ostream_sink.h>

namespace drake {
namespace text_logging_test {

using ::testing::HasSubstr;

TEST(TextLoggingTest, SetLogLevelRoundTrips) {
  const std::string original = logging::set_log_level("unchanged");
  EXPECT_EQ(original, "info");  // Drake's default level.
  for (const char* level :
       {"trace", "debug", "info", "warn", "err", "critical", "off"}) {
    SCOPED_TRACE(level);
    logging::set_log_level(level);
    // The previous level comes back in the spelling set_log_level accepts.
    EXPECT_EQ(logging::set_log_level("unchanged"), level);
  }
  logging::set_log_level("warn");
  EXPECT_EQ(log()->level(), spdlog::level::warn);
  EXPECT_EQ(logging::set_log_level(original), "warn");
  EXPECT_EQ(log()->level(), spdlog::level::info);
}

TEST(TextLoggingTest, BadLevelThrows) {
  try {
    logging::set_log_level("loud");
    ADD_FAILURE() << "did not throw";
  } catch (const std::runtime_error& e) {
    EXPECT_THAT(e.what(), HasSubstr("'loud'"));
  }
  EXPECT_EQ(logging::set_log_level("unchanged"), "info");  // Unaffected.
}

int g_evaluations = 0;
int CountEvaluation() { return ++g_evaluations; }

// Messages reach the logger's sinks with fmt formatting; disabled debug
// messages do not evaluate their arguments.
TEST(TextLoggingTest, MessagesAndLevels) {
  ASSERT_NE(log(), nullptr);
  EXPECT_EQ(log(), log());
  std::ostringstream captured;
  auto sink = std::make_shared<spdlog::sinks::ostream_sink_mt>(captured);
  log()->sinks().push_back(sink);
  logging::set_log_level("info");
  log()->warn("body {} has mass {:.1f}", "link1", 2.25);
  log()->debug("hidden");
  g_evaluations = 0;
  DRAKE_LOGGER_DEBUG("count {}", CountEvaluation());
  EXPECT_EQ(g_evaluations, 0);
  logging::set_log_level("debug");
  DRAKE_LOGGER_DEBUG("count {}", CountEvaluation());
  EXPECT_EQ(g_evaluations, 1);
  logging::set_log_level("info");
  log()->sinks().pop_back();
  const std::string text = captured.str();
  EXPECT_THAT(text, HasSubstr("body link1 has mass 2.2"));
  EXPECT_THAT(text, HasSubstr("count 1"));
  EXPECT_THAT(text, ::testing::Not(HasSubstr("hidden")));
}

}  // namespace text_logging_test
}  // namespace drake
