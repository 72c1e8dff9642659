#include "drake/lcm/drake_lcm_log.h"

#include <chrono>
#include <limits>
#include <stdexcept>
#include <utility>
#include <vector>

#include <fmt/format.h>
#include <lcm/eventlog.h>

#include "drake/common/string_map.h"

namespace drake {
namespace lcm {

class DrakeLcmLog::Impl {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(Impl);
  Impl() = default;
  ~Impl() {
    if (next_event_ != nullptr) ::lcm_eventlog_free_event(next_event_);
    if (log_ != nullptr) ::lcm_eventlog_destroy(log_);
  }

  void ReadNext() {
    if (next_event_ != nullptr) ::lcm_eventlog_free_event(next_event_);
    next_event_ = ::lcm_eventlog_read_next_event(log_);
  }

  ::lcm_eventlog_t* log_{};
  // The next event to dispatch (read mode); null at the end of the log.
  ::lcm_eventlog_event_t* next_event_{};
  string_multimap<HandlerFunction> handlers_;
  std::vector<MultichannelHandlerFunction> all_channel_handlers_;
};

DrakeLcmLog::DrakeLcmLog(const std::string& file_name, bool is_write,
                         bool overwrite_publish_time_with_system_clock)
    : is_write_(is_write),
      overwrite_publish_time_with_system_clock_(
          overwrite_publish_time_with_system_clock),
      url_("lcmlog://" + file_name),
      impl_(std::make_unique<Impl>()) {
  impl_->log_ = ::lcm_eventlog_create(file_name.c_str(), is_write ? "w" : "r");
  if (impl_->log_ == nullptr) {
    throw std::runtime_error(
        fmt::format("DrakeLcmLog: failed to open the log file '{}' for {}",
                    file_name, is_write ? "writing" : "reading"));
  }
  if (!is_write_) impl_->ReadNext();
}

DrakeLcmLog::~DrakeLcmLog() = default;

std::string DrakeLcmLog::get_lcm_url() const { return url_; }

bool DrakeLcmLog::available() { return true; }

void DrakeLcmLog::ThrowUnlessMode(bool write, const char* function) const {
  if (is_write_ != write) {
    throw std::logic_error(fmt::format(
        "DrakeLcmLog::{} is only available for log {} (this log was opened "
        "for {})",
        function, write ? "saving" : "playback",
        is_write_ ? "writing" : "reading"));
  }
}

void DrakeLcmLog::Publish(const std::string& channel, const void* data,
                          int data_size, std::optional<double> time_sec) {
  ThrowUnlessMode(true, "Publish");
  DRAKE_THROW_UNLESS(!channel.empty());
  DRAKE_THROW_UNLESS(data_size >= 0);
  ::lcm_eventlog_event_t event{};
  if (overwrite_publish_time_with_system_clock_) {
    event.timestamp = std::chrono::duration_cast<std::chrono::microseconds>(
                          std::chrono::steady_clock::now().time_since_epoch())
                          .count();
  } else {
    event.timestamp =
        static_cast<int64_t>(second_to_timestamp(time_sec.value_or(0.0)));
  }
  event.channellen = static_cast<int32_t>(channel.size());
  // The C API takes non-const pointers but only reads through them.
  event.channel = const_cast<char*>(channel.c_str());
  event.datalen = data_size;
  event.data = const_cast<void*>(data);
  std::lock_guard<std::mutex> lock(mutex_);
  if (::lcm_eventlog_write_event(impl_->log_, &event) != 0) {
    throw std::runtime_error(fmt::format(
        "DrakeLcmLog: writing an event on '{}' to {} failed", channel, url_));
  }
}

std::shared_ptr<DrakeSubscriptionInterface> DrakeLcmLog::Subscribe(
    const std::string& channel, HandlerFunction handler) {
  ThrowUnlessMode(false, "Subscribe");
  DRAKE_THROW_UNLESS(handler != nullptr);
  std::lock_guard<std::mutex> lock(mutex_);
  impl_->handlers_.emplace(channel, std::move(handler));
  return nullptr;
}

std::shared_ptr<DrakeSubscriptionInterface> DrakeLcmLog::SubscribeMultichannel(
    std::string_view, MultichannelHandlerFunction) {
  throw std::logic_error(
      "DrakeLcmLog::SubscribeMultichannel is not implemented.");
}

std::shared_ptr<DrakeSubscriptionInterface> DrakeLcmLog::SubscribeAllChannels(
    MultichannelHandlerFunction handler) {
  ThrowUnlessMode(false, "SubscribeAllChannels");
  DRAKE_THROW_UNLESS(handler != nullptr);
  std::lock_guard<std::mutex> lock(mutex_);
  impl_->all_channel_handlers_.push_back(std::move(handler));
  return nullptr;
}

int DrakeLcmLog::HandleSubscriptions(int) {
  ThrowUnlessMode(false, "HandleSubscriptions");
  return 0;
}

double DrakeLcmLog::GetNextMessageTime() const {
  ThrowUnlessMode(false, "GetNextMessageTime");
  std::lock_guard<std::mutex> lock(mutex_);
  if (impl_->next_event_ == nullptr) {
    return std::numeric_limits<double>::infinity();
  }
  return timestamp_to_second(impl_->next_event_->timestamp);
}

void DrakeLcmLog::DispatchMessageAndAdvanceLog(double current_time) {
  ThrowUnlessMode(false, "DispatchMessageAndAdvanceLog");
  std::lock_guard<std::mutex> lock(mutex_);
  const ::lcm_eventlog_event_t* event = impl_->next_event_;
  if (event == nullptr ||
      current_time != timestamp_to_second(event->timestamp)) {
    return;
  }
  const std::string_view channel(event->channel, event->channellen);
  const auto [begin, end] = impl_->handlers_.equal_range(channel);
  for (auto it = begin; it != end; ++it) {
    it->second(event->data, event->datalen);
  }
  for (const auto& handler : impl_->all_channel_handlers_) {
    handler(channel, event->data, event->datalen);
  }
  impl_->ReadNext();
}

void DrakeLcmLog::OnHandleSubscriptionsError(const std::string& error_message) {
  // Handlers run from DispatchMessageAndAdvanceLog (not from LCM's C code),
  // so the error can be thrown right away.
  throw std::runtime_error(error_message);
}

}  // namespace lcm
}  // namespace drake
