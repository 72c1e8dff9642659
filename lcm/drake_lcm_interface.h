#pragma once

/// @file
/// The LCM interface of Drake's systems (DrakeLcmInterface), the subscription
/// handle it returns, and the typed Publish / Subscribe helpers.

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "drake/common/drake_assert.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/drake_throw.h"
#include "drake/common/nice_type_name.h"
#include "drake/lcm/lcm_messages.h"

namespace drake {
namespace lcm {

class DrakeLcmInterface;
class DrakeSubscriptionInterface;

namespace internal {
/* Records `error_message` on `lcm`; its HandleSubscriptions() throws it once
 the handlers have run (a handler must not throw through LCM's C code). */
void OnHandleSubscriptionsError(DrakeLcmInterface* lcm,
                                const std::string& error_message);
}  // namespace internal

/// A publish/subscribe message bus (LCM or a stand-in for it). Programs use
/// DrakeLcm; tests may implement this interface. Most callers use the free
/// functions Publish() and Subscribe() below rather than these methods.
class DrakeLcmInterface {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(DrakeLcmInterface);
  virtual ~DrakeLcmInterface();

  /// A raw-bytes handler: (message bytes, size in bytes). It should not
  /// throw (it is called from LCM's C code; DrakeLcm catches what it throws
  /// and rethrows it from HandleSubscriptions()); see the Subscribe() free
  /// function.
  using HandlerFunction = std::function<void(const void*, int)>;

  /// A raw-bytes handler that also receives the channel name.
  using MultichannelHandlerFunction =
      std::function<void(std::string_view, const void*, int)>;

  /// The URL of the transport, e.g. "memq://" or
  /// "udpm://239.255.76.67:7667?ttl=0".
  virtual std::string get_lcm_url() const = 0;

  /// Publishes `data_size` bytes on the non-empty `channel`; `time_sec` is
  /// the time of the publish event, if known.
  virtual void Publish(const std::string& channel, const void* data,
                       int data_size, std::optional<double> time_sec) = 0;

  /// Calls `handler` with each message received on the non-empty `channel`
  /// (an exact name, not a regex) during HandleSubscriptions(). Returns the
  /// subscription's handle (or nullptr if the implementation has none); by
  /// default dropping the handle does not unsubscribe.
  virtual std::shared_ptr<DrakeSubscriptionInterface> Subscribe(
      const std::string& channel, HandlerFunction) = 0;

  /// Like Subscribe(), for every channel whose whole name matches `regex`.
  virtual std::shared_ptr<DrakeSubscriptionInterface> SubscribeMultichannel(
      std::string_view regex, MultichannelHandlerFunction) = 0;

  /// Like Subscribe(), for every channel.
  virtual std::shared_ptr<DrakeSubscriptionInterface> SubscribeAllChannels(
      MultichannelHandlerFunction) = 0;

  /// Runs the handlers of the messages received so far. With
  /// `timeout_millis` > 0, first waits up to that long for a message.
  /// Returns the number of messages handled (0 on timeout).
  /// @throws std::exception if a handler reported an error (e.g. a message
  /// that did not decode).
  virtual int HandleSubscriptions(int timeout_millis) = 0;

 protected:
  DrakeLcmInterface();

 private:
  friend void internal::OnHandleSubscriptionsError(DrakeLcmInterface*,
                                                   const std::string&);
  virtual void OnHandleSubscriptionsError(const std::string& error_message) = 0;
};

/// The handle of a subscription. Dropping the last `shared_ptr` to it
/// unsubscribes only if set_unsubscribe_on_delete(true) was called.
class DrakeSubscriptionInterface {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(DrakeSubscriptionInterface);
  virtual ~DrakeSubscriptionInterface();

  /// Whether destroying this handle ends the subscription (may be changed
  /// any number of times).
  virtual void set_unsubscribe_on_delete(bool enabled) = 0;

  /// How many received messages are kept between HandleSubscriptions()
  /// calls (default 1; further messages are dropped). No effect on memq://,
  /// which keeps one queue for all channels.
  virtual void set_queue_capacity(int capacity) = 0;

 protected:
  DrakeSubscriptionInterface();
};

/// Encodes `message` and publishes it on `channel` of `lcm` (non-null).
template <typename Message>
void Publish(DrakeLcmInterface* lcm, const std::string& channel,
             const Message& message, std::optional<double> time_sec = {}) {
  DRAKE_THROW_UNLESS(lcm != nullptr);
  const std::vector<uint8_t> bytes = EncodeLcmMessage(message);
  lcm->Publish(channel, bytes.data(), static_cast<int>(bytes.size()), time_sec);
}

/// Subscribes `handler` to the messages of type `Message` on `channel` of
/// `lcm` (non-null). A message that does not decode as a `Message` calls
/// `on_error` if given; otherwise the next HandleSubscriptions() throws
/// "Error decoding message on <channel> (of type '<Message>')". An exception
/// from `handler` is likewise rethrown (as std::runtime_error) by
/// HandleSubscriptions().
template <typename Message>
std::shared_ptr<DrakeSubscriptionInterface> Subscribe(
    DrakeLcmInterface* lcm, const std::string& channel,
    std::function<void(const Message&)> handler,
    std::function<void()> on_error = {}) {
  DRAKE_THROW_UNLESS(lcm != nullptr);
  return lcm->Subscribe(
      channel, [lcm, channel, handler = std::move(handler),
                on_error = std::move(on_error)](const void* bytes, int size) {
        Message received{};
        if (received.decode(bytes, 0, size) != size) {
          if (on_error) {
            on_error();
          } else {
            internal::OnHandleSubscriptionsError(
                lcm, fmt::format("Error decoding message on {} (of type '{}')",
                                 channel, NiceTypeName::Get<Message>()));
          }
          return;
        }
        try {
          handler(received);
        } catch (const std::exception& e) {
          internal::OnHandleSubscriptionsError(
              lcm, fmt::format("Error from message handler callback on {}: {}",
                               channel, e.what()));
        }
      });
}

/// Keeps the latest `Message` received on a channel and the number received.
/// Copies share the same storage. Not thread-safe: use it on the thread that
/// calls HandleSubscriptions().
template <typename Message>
class Subscriber final {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(Subscriber);

  /// Subscribes to `channel` of `lcm` (used only here, not kept). A message
  /// that does not decode calls `on_error`, or throws from
  /// HandleSubscriptions() when none is given.
  Subscriber(DrakeLcmInterface* lcm, const std::string& channel,
             std::function<void()> on_error = {}) {
    subscription_ = drake::lcm::Subscribe<Message>(
        lcm, channel,
        [data = data_](const Message& message) {
          data->message = message;
          ++data->count;
        },
        std::move(on_error));
    if (subscription_ != nullptr) {
      subscription_->set_unsubscribe_on_delete(true);
    }
  }

  /// The latest message (all zeros before the first).
  const Message& message() const { return data_->message; }
  Message& message() { return data_->message; }

  /// The number of messages received.
  int64_t count() const { return data_->count; }
  int64_t& count() { return data_->count; }

  /// Zeroes the message and the count.
  void clear() {
    data_->message = {};
    data_->count = 0;
  }

 private:
  struct Data {
    Message message{};
    int64_t count{0};
  };
  std::shared_ptr<Data> data_{std::make_shared<Data>()};
  std::shared_ptr<DrakeSubscriptionInterface> subscription_;
};

/// Calls `lcm->HandleSubscriptions(timeout_millis)` until `finished()` is
/// true (checked before each call); returns the messages handled in total.
int LcmHandleSubscriptionsUntil(DrakeLcmInterface* lcm,
                                const std::function<bool(void)>& finished,
                                int timeout_millis = 100);

}  // namespace lcm
}  // namespace drake
