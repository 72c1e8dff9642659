#include "drake/systems/lcm/lcm_publisher_system.h"

#include <cmath>
#include <stdexcept>
#include <utility>

#include <fmt/format.h>

#include "drake/lcm/drake_lcm.h"

namespace drake {
namespace systems {
namespace lcm {

using drake::lcm::DrakeLcm;
using drake::lcm::DrakeLcmInterface;

namespace {

TriggerTypeSet DefaultTriggers(double publish_period) {
  return publish_period > 0.0
             ? TriggerTypeSet({TriggerType::kForced, TriggerType::kPeriodic})
             : TriggerTypeSet({TriggerType::kForced, TriggerType::kPerStep});
}

}  // namespace

LcmPublisherSystem::LcmPublisherSystem(
    const std::string& channel,
    std::shared_ptr<const SerializerInterface> serializer,
    DrakeLcmInterface* lcm, double publish_period, double publish_offset)
    : LcmPublisherSystem(channel, std::move(serializer), lcm,
                         DefaultTriggers(publish_period), publish_period,
                         publish_offset) {}

LcmPublisherSystem::LcmPublisherSystem(
    const std::string& channel,
    std::shared_ptr<const SerializerInterface> serializer,
    DrakeLcmInterface* lcm, const TriggerTypeSet& publish_triggers,
    double publish_period, double publish_offset)
    : channel_(channel),
      serializer_(std::move(serializer)),
      publish_period_(publish_period),
      publish_offset_(publish_offset) {
  const std::string who = make_name(channel_);
  if (serializer_ == nullptr) {
    throw std::logic_error(fmt::format("{}: the serializer is null", who));
  }
  if (!(publish_period >= 0.0)) {
    throw std::logic_error(fmt::format(
        "{}: publish_period must be >= 0, not {}", who, publish_period));
  }
  if (!(std::isfinite(publish_offset) && publish_offset >= 0.0)) {
    throw std::logic_error(
        fmt::format("{}: publish_offset must be finite and >= 0, not {}", who,
                    publish_offset));
  }
  if (publish_triggers.empty()) {
    throw std::logic_error(
        fmt::format("{}: the set of publish triggers is empty", who));
  }
  for (const TriggerType trigger : publish_triggers) {
    if (trigger != TriggerType::kForced && trigger != TriggerType::kPeriodic &&
        trigger != TriggerType::kPerStep) {
      throw std::logic_error(fmt::format(
          "{}: only the kForced, kPeriodic and kPerStep triggers are "
          "supported",
          who));
    }
  }
  const bool periodic = publish_triggers.contains(TriggerType::kPeriodic);
  if (periodic && !(publish_period > 0.0)) {
    throw std::logic_error(fmt::format(
        "{}: the kPeriodic trigger needs publish_period > 0, not {}", who,
        publish_period));
  }
  if (!periodic && (publish_period != 0.0 || publish_offset != 0.0)) {
    throw std::logic_error(fmt::format(
        "{}: publish_period ({}) and publish_offset ({}) must be 0 without "
        "the kPeriodic trigger",
        who, publish_period, publish_offset));
  }
  if (lcm == nullptr) {
    owned_lcm_ = std::make_unique<DrakeLcm>();
    lcm_ = owned_lcm_.get();
  } else {
    lcm_ = lcm;
  }
  this->DeclareAbstractInputPort("lcm_message",
                                 *serializer_->CreateDefaultValue());
  set_name(who);
  if (publish_triggers.contains(TriggerType::kForced)) {
    this->DeclareForcedPublishEvent(
        &LcmPublisherSystem::PublishInputAsLcmMessage);
  }
  if (periodic) {
    this->DeclarePeriodicPublishEvent(
        publish_period, publish_offset,
        &LcmPublisherSystem::PublishInputAsLcmMessage);
  }
  if (publish_triggers.contains(TriggerType::kPerStep)) {
    this->DeclarePerStepPublishEvent(
        &LcmPublisherSystem::PublishInputAsLcmMessage);
  }
}

LcmPublisherSystem::~LcmPublisherSystem() = default;

void LcmPublisherSystem::AddInitializationMessage(
    InitializationPublisher initialization_publisher) {
  if (initialization_publisher == nullptr) {
    throw std::logic_error(fmt::format(
        "{}: AddInitializationMessage: the publisher is null", get_name()));
  }
  if (initialization_publisher_ != nullptr) {
    throw std::logic_error(fmt::format(
        "{}: AddInitializationMessage may only be called once", get_name()));
  }
  initialization_publisher_ = std::move(initialization_publisher);
  this->DeclareInitializationPublishEvent(&LcmPublisherSystem::Initialize);
}

EventStatus LcmPublisherSystem::Initialize(
    const Context<double>& context) const {
  initialization_publisher_(context, lcm_);
  return EventStatus::Succeeded();
}

std::string LcmPublisherSystem::make_name(const std::string& channel) {
  return "LcmPublisherSystem(" + channel + ")";
}

const std::string& LcmPublisherSystem::get_channel_name() const {
  return channel_;
}

double LcmPublisherSystem::get_publish_period() const {
  return publish_period_;
}

double LcmPublisherSystem::get_publish_offset() const {
  return publish_offset_;
}

EventStatus LcmPublisherSystem::PublishInputAsLcmMessage(
    const Context<double>& context) const {
  const AbstractValue& input =
      get_input_port().template Eval<AbstractValue>(context);
  std::vector<uint8_t> bytes;
  serializer_->Serialize(input, &bytes);
  lcm_->Publish(channel_, bytes.data(), static_cast<int>(bytes.size()),
                context.get_time());
  return EventStatus::Succeeded();
}

}  // namespace lcm
}  // namespace systems
}  // namespace drake
