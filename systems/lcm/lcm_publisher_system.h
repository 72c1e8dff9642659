#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "drake/common/drake_assert.h"
#include "drake/common/drake_copyable.h"
#include "drake/lcm/drake_lcm_interface.h"
#include "drake/systems/framework/event.h"
#include "drake/systems/framework/leaf_system.h"
#include "drake/systems/lcm/serializer.h"

namespace drake {
namespace lcm {
class DrakeLcm;
}  // namespace lcm

namespace systems {
namespace lcm {

/// Publishes the LCM message on its abstract input port "lcm_message" on a
/// channel: periodically, every simulator step, and/or when forced
/// (System::ForcedPublish), and optionally a one-time message at
/// initialization (AddInitializationMessage).
///
/// @system
/// name: LcmPublisherSystem
/// input_ports:
/// - lcm_message
/// @endsystem
///
/// Give it the program's LCM interface; with none, it makes and owns a
/// DrakeLcm with the default URL.
class LcmPublisherSystem : public LeafSystem<double> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(LcmPublisherSystem);

  /// A publisher of `LcmMessage` on `channel`: forced, plus periodic when
  /// publish_period > 0 (at publish_offset + k·publish_period), else per
  /// step.
  /// @throws std::exception if publish_period < 0, publish_offset is not
  /// finite and >= 0, or publish_offset > 0 with publish_period == 0.
  template <typename LcmMessage>
  static std::unique_ptr<LcmPublisherSystem> Make(
      const std::string& channel, drake::lcm::DrakeLcmInterface* lcm,
      double publish_period = 0.0, double publish_offset = 0.0) {
    return std::make_unique<LcmPublisherSystem>(
        channel, std::make_unique<Serializer<LcmMessage>>(), lcm,
        publish_period, publish_offset);
  }

  /// A publisher of `LcmMessage` on `channel` with the given triggers, a
  /// non-empty subset of {kForced, kPeriodic, kPerStep}; publish_period
  /// must be > 0 exactly when kPeriodic is among them.
  template <typename LcmMessage>
  static std::unique_ptr<LcmPublisherSystem> Make(
      const std::string& channel, drake::lcm::DrakeLcmInterface* lcm,
      const systems::TriggerTypeSet& publish_triggers,
      double publish_period = 0.0, double publish_offset = 0.0) {
    return std::make_unique<LcmPublisherSystem>(
        channel, std::make_unique<Serializer<LcmMessage>>(), lcm,
        publish_triggers, publish_period, publish_offset);
  }

  /// As Make(channel, lcm, publish_period, publish_offset), with the message
  /// type given by `serializer` (non-null).
  LcmPublisherSystem(const std::string& channel,
                     std::shared_ptr<const SerializerInterface> serializer,
                     drake::lcm::DrakeLcmInterface* lcm,
                     double publish_period = 0.0, double publish_offset = 0.0);

  /// As Make(channel, lcm, publish_triggers, publish_period,
  /// publish_offset), with the message type given by `serializer`.
  LcmPublisherSystem(const std::string& channel,
                     std::shared_ptr<const SerializerInterface> serializer,
                     drake::lcm::DrakeLcmInterface* lcm,
                     const systems::TriggerTypeSet& publish_triggers,
                     double publish_period = 0.0, double publish_offset = 0.0);

  ~LcmPublisherSystem() override;

  /// A function that publishes something at initialization.
  using InitializationPublisher = std::function<void(
      const Context<double>& context, drake::lcm::DrakeLcmInterface* lcm)>;

  /// Calls `initialization_publisher` (non-null) from an initialization
  /// event. Only once per system.
  /// @throws std::exception if called a second time.
  void AddInitializationMessage(
      InitializationPublisher initialization_publisher);

  /// The channel given at construction.
  const std::string& get_channel_name() const;

  /// "LcmPublisherSystem(<channel>)", the system's default name.
  static std::string make_name(const std::string& channel);

  /// The LCM interface in use (given, or owned).
  drake::lcm::DrakeLcmInterface& lcm() {
    DRAKE_DEMAND(lcm_ != nullptr);
    return *lcm_;
  }

  /// The publish period given at construction (0: not periodic).
  double get_publish_period() const;

  /// The publish offset given at construction.
  double get_publish_offset() const;

 private:
  EventStatus Initialize(const Context<double>& context) const;
  EventStatus PublishInputAsLcmMessage(const Context<double>& context) const;

  const std::string channel_;
  InitializationPublisher initialization_publisher_;
  const std::shared_ptr<const SerializerInterface> serializer_;
  std::unique_ptr<drake::lcm::DrakeLcm> owned_lcm_;
  drake::lcm::DrakeLcmInterface* lcm_{};
  const double publish_period_;
  const double publish_offset_;
};

}  // namespace lcm
}  // namespace systems
}  // namespace drake
