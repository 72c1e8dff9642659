#pragma once

#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "drake/common/drake_copyable.h"
#include "drake/lcm/drake_lcm_interface.h"
#include "drake/systems/framework/leaf_system.h"
#include "drake/systems/lcm/serializer.h"

namespace drake {
namespace systems {
namespace lcm {

/// Receives the LCM messages of a channel and outputs the latest on its
/// abstract output port "y0".
///
/// The latest message received (by the LCM interface's handler, on whatever
/// thread calls HandleSubscriptions) is kept in the system; the Context's
/// abstract state holds the message the output shows and a count. When a
/// message has arrived that the Context does not hold yet,
/// CalcNextUpdateTime schedules an unrestricted update at the current time
/// that copies it into the state; a Simulator does this on its own (with an
/// LcmInterfaceSystem in the Diagram pumping the LCM interface). Without a
/// Simulator, call HandleSubscriptions() on the LCM interface and then
/// CalcForcedUnrestrictedUpdate(), which copies the latest message too.
///
/// @system
/// name: LcmSubscriberSystem
/// output_ports:
/// - y0
/// @endsystem
class LcmSubscriberSystem : public LeafSystem<double> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(LcmSubscriberSystem);

  /// A subscriber of `LcmMessage` on `channel` of `lcm` (non-null; kept
  /// only when wait_for_message_on_initialization_timeout > 0).
  /// At initialization: with a timeout <= 0, any message received so far is
  /// copied into the Context; with a timeout > 0 (seconds of wall-clock
  /// time; ∞ waits forever), lcm->HandleSubscriptions() is called until a
  /// message arrives, and a timeout throws.
  template <typename LcmMessage>
  static std::unique_ptr<LcmSubscriberSystem> Make(
      const std::string& channel, drake::lcm::DrakeLcmInterface* lcm,
      double wait_for_message_on_initialization_timeout = 0.0) {
    return std::make_unique<LcmSubscriberSystem>(
        channel, std::make_unique<Serializer<LcmMessage>>(), lcm,
        wait_for_message_on_initialization_timeout);
  }

  /// As Make(), with the message type given by `serializer` (non-null).
  LcmSubscriberSystem(const std::string& channel,
                      std::shared_ptr<const SerializerInterface> serializer,
                      drake::lcm::DrakeLcmInterface* lcm,
                      double wait_for_message_on_initialization_timeout = 0.0);

  ~LcmSubscriberSystem() override;

  /// "LcmSubscriberSystem(<channel>)", the system's default name.
  static std::string make_name(const std::string& channel);

  const std::string& get_channel_name() const;

  /// Blocks until more than `old_message_count` messages have been received
  /// (or, with `timeout` > 0 seconds, until it elapses); returns the count
  /// (<= old_message_count on timeout). Some other thread must be calling
  /// HandleSubscriptions(). With `message`, also decodes the latest message
  /// into it.
  int WaitForMessage(int old_message_count, AbstractValue* message = nullptr,
                     double timeout = -1.) const;

  /// The number of messages received (by the handler) so far.
  int GetInternalMessageCount() const;

  /// The number of messages received when `context`'s state was updated.
  int GetMessageCount(const Context<double>& context) const;

 private:
  void HandleMessage(const void* bytes, int size);
  void DoCalcNextUpdateTime(const Context<double>& context,
                            CompositeEventCollection<double>* events,
                            double* time) const final;
  EventStatus ProcessMessageAndStoreToAbstractState(
      const Context<double>& context, State<double>* state) const;
  EventStatus Initialize(const Context<double>& context,
                         State<double>* state) const;

  const std::string channel_;
  const std::shared_ptr<const SerializerInterface> serializer_;
  mutable std::mutex mutex_;
  mutable std::condition_variable received_;
  std::vector<uint8_t> received_message_;
  int received_message_count_{0};
  std::shared_ptr<drake::lcm::DrakeSubscriptionInterface> subscription_;
  drake::lcm::DrakeLcmInterface* const lcm_;
  const double wait_for_message_on_initialization_timeout_;
};

}  // namespace lcm
}  // namespace systems
}  // namespace drake
