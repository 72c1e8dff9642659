// DrakeLcmLog: messages written to an LCM log file come back, in order and
// at their times (microseconds in the file: times that are whole
// microseconds round-trip exactly), to the subscribers of their channel.

#include "drake/lcm/drake_lcm_log.h"

#include <filesystem>
#include <limits>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "drake/common/temp_directory.h"
#include "drake/common/test_utilities/expect_throws_message.h"
#include "drake/lcmt_drake_signal.hpp"
#include "drake/lcmt_viewer_draw.hpp"

namespace drake {
namespace lcm {
namespace drake_lcm_log_test {

lcmt_drake_signal Signal(double value) {
  lcmt_drake_signal signal{};
  signal.dim = 1;
  signal.val = {value};
  signal.coord = {"v"};
  signal.timestamp = 1;
  return signal;
}

GTEST_TEST(DrakeLcmLogTest, WriteThenRead) {
  const std::string file = temp_directory() + "/signals.lcmlog";
  {
    DrakeLcmLog log(file, true);
    EXPECT_TRUE(log.is_write());
    EXPECT_EQ(log.get_lcm_url(), "lcmlog://" + file);
    Publish(&log, "A", Signal(1.0), 0.25);
    Publish(&log, "B", Signal(2.0), 0.5);
    Publish(&log, "A", Signal(3.0), 0.5);
    DRAKE_EXPECT_THROWS_MESSAGE(
        log.Subscribe("A", [](const void*, int) {}),
        "DrakeLcmLog::Subscribe is only available for log playback \\(this "
        "log was opened for writing\\)");
    DRAKE_EXPECT_THROWS_MESSAGE(
        log.HandleSubscriptions(0),
        "DrakeLcmLog::HandleSubscriptions is only available for log "
        "playback \\(this log was opened for writing\\)");
    DRAKE_EXPECT_THROWS_MESSAGE(log.GetNextMessageTime(),
                                "DrakeLcmLog::GetNextMessageTime is only "
                                "available for log playback.*");
  }

  DrakeLcmLog log(file, false);
  EXPECT_FALSE(log.is_write());
  std::vector<double> on_a;
  std::vector<std::string> on_all;
  Subscribe<lcmt_drake_signal>(&log, "A", [&](const lcmt_drake_signal& m) {
    on_a.push_back(m.val.at(0));
  });
  EXPECT_EQ(
      log.SubscribeAllChannels([&](std::string_view channel, const void*, int) {
        on_all.emplace_back(channel);
      }),
      nullptr);
  DRAKE_EXPECT_THROWS_MESSAGE(
      log.SubscribeMultichannel("A|B",
                                [](std::string_view, const void*, int) {}),
      "DrakeLcmLog::SubscribeMultichannel is not implemented.");
  DRAKE_EXPECT_THROWS_MESSAGE(
      Publish(&log, "A", Signal(0)),
      "DrakeLcmLog::Publish is only available for log saving \\(this log "
      "was opened for reading\\)");
  EXPECT_EQ(log.HandleSubscriptions(0), 0);

  EXPECT_EQ(log.GetNextMessageTime(), 0.25);
  // Not the next event's time: nothing happens.
  log.DispatchMessageAndAdvanceLog(0.2);
  EXPECT_TRUE(on_a.empty());
  log.DispatchMessageAndAdvanceLog(0.25);
  EXPECT_EQ(on_a, std::vector<double>({1.0}));
  EXPECT_EQ(log.GetNextMessageTime(), 0.5);
  log.DispatchMessageAndAdvanceLog(0.5);
  log.DispatchMessageAndAdvanceLog(0.5);
  EXPECT_EQ(on_a, std::vector<double>({1.0, 3.0}));
  EXPECT_EQ(on_all, std::vector<std::string>({"A", "B", "A"}));
  EXPECT_EQ(log.GetNextMessageTime(), std::numeric_limits<double>::infinity());
  log.DispatchMessageAndAdvanceLog(0.5);  // The end: nothing happens.
  EXPECT_EQ(on_all.size(), 3);
}

GTEST_TEST(DrakeLcmLogTest, DecodeErrorAndTimes) {
  const std::string file = temp_directory() + "/draw.lcmlog";
  {
    DrakeLcmLog log(file, true);
    Publish(&log, "DRAW", Signal(1.0), 1.5);
  }
  DrakeLcmLog log(file, false);
  Subscribe<lcmt_viewer_draw>(&log, "DRAW", [](const lcmt_viewer_draw&) {});
  DRAKE_EXPECT_THROWS_MESSAGE(
      log.DispatchMessageAndAdvanceLog(1.5),
      "Error decoding message on DRAW \\(of type 'drake::lcmt_viewer_draw'\\)");
  EXPECT_EQ(log.second_to_timestamp(1.5), 1500000);
  EXPECT_EQ(log.timestamp_to_second(2500000), 2.5);
  EXPECT_TRUE(DrakeLcmLog::available());
}

GTEST_TEST(DrakeLcmLogTest, BadFile) {
  DRAKE_EXPECT_THROWS_MESSAGE(
      DrakeLcmLog("/no/such/folder/x.lcmlog", false),
      "DrakeLcmLog: failed to open the log file '/no/such/folder/x.lcmlog' "
      "for reading");
  DRAKE_EXPECT_THROWS_MESSAGE(
      DrakeLcmLog("/no/such/folder/x.lcmlog", true),
      "DrakeLcmLog: failed to open the log file '/no/such/folder/x.lcmlog' "
      "for writing");
}

}  // namespace drake_lcm_log_test
}  // namespace lcm
}  // namespace drake
