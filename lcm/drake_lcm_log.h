#pragma once

#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>

#include "drake/common/drake_copyable.h"
#include "drake/lcm/drake_lcm_interface.h"

namespace drake {
namespace lcm {

/// A DrakeLcmInterface over an LCM log file (the format of lcm-logger and
/// lcm-logplayer): in write mode, Publish() appends events to the log; in
/// read mode, subscribers receive the logged messages as the caller steps
/// through the log with DispatchMessageAndAdvanceLog(). Event times are
/// microseconds in the file and seconds here; aligning a log's clock (e.g.
/// lcm-logger's Unix time) with the playback clock is up to the caller.
class DrakeLcmLog : public DrakeLcmInterface {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(DrakeLcmLog);

  /// Opens `file_name` for writing (`is_write`, the file is truncated) or
  /// reading. With `overwrite_publish_time_with_system_clock` (write mode),
  /// Publish() stamps events with the host's steady clock instead of the
  /// time it is given, as lcm-logger does.
  /// @throws std::exception if the file cannot be opened.
  DrakeLcmLog(const std::string& file_name, bool is_write,
              bool overwrite_publish_time_with_system_clock = false);

  ~DrakeLcmLog() override;

  /// (Write mode) Appends an event at `time_sec` (0 if not given); call it
  /// with non-decreasing times.
  /// @throws std::exception in read mode or if writing fails.
  void Publish(const std::string& channel, const void* data, int data_size,
               std::optional<double> time_sec) override;

  /// (Read mode) Adds `handler` for `channel` (several may share one).
  /// Returns nullptr: there is no unsubscribing.
  /// @throws std::exception in write mode.
  std::shared_ptr<DrakeSubscriptionInterface> Subscribe(
      const std::string& channel, HandlerFunction handler) override;

  /// Not supported for logs (as in Drake): always throws.
  std::shared_ptr<DrakeSubscriptionInterface> SubscribeMultichannel(
      std::string_view regex, MultichannelHandlerFunction handler) override;

  /// (Read mode) Adds `handler` for every channel. Returns nullptr.
  /// @throws std::exception in write mode.
  std::shared_ptr<DrakeSubscriptionInterface> SubscribeAllChannels(
      MultichannelHandlerFunction handler) override;

  /// Does nothing in read mode (messages are dispatched by
  /// DispatchMessageAndAdvanceLog()) and returns 0.
  /// @throws std::exception in write mode.
  int HandleSubscriptions(int timeout_millis) override;

  /// (Read mode) The time in seconds of the next logged event, or infinity
  /// at the end of the log.
  /// @throws std::exception in write mode.
  double GetNextMessageTime() const;

  /// (Read mode) If the next event's time equals `current_time`, passes it to
  /// the handlers of its channel and of all channels, then moves to the
  /// following event; otherwise (or at the end of the log) does nothing.
  /// @throws std::exception in write mode, or what a handler reports (e.g.
  /// a message that does not decode).
  void DispatchMessageAndAdvanceLog(double current_time);

  /// True in write mode.
  bool is_write() const { return is_write_; }

  /// Microseconds to seconds.
  double timestamp_to_second(uint64_t timestamp) const {
    return static_cast<double>(timestamp) / 1e6;
  }

  /// Seconds to microseconds (truncated).
  uint64_t second_to_timestamp(double sec) const {
    return static_cast<uint64_t>(sec * 1e6);
  }

  /// "lcmlog://<file_name>".
  std::string get_lcm_url() const override;

  /// True: this build has the LCM runtime.
  static bool available();

 private:
  void OnHandleSubscriptionsError(const std::string& error_message) override;
  void ThrowUnlessMode(bool write, const char* function) const;

  const bool is_write_;
  const bool overwrite_publish_time_with_system_clock_;
  const std::string url_;
  // Handlers may be added from another thread than the one dispatching.
  mutable std::mutex mutex_;
  class Impl;
  const std::unique_ptr<Impl> impl_;
};

}  // namespace lcm
}  // namespace drake
