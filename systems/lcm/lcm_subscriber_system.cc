#include "drake/systems/lcm/lcm_subscriber_system.h"

#include <chrono>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <utility>

#include <fmt/format.h>

#include "drake/common/text_logging.h"

namespace drake {
namespace systems {
namespace lcm {

using drake::lcm::DrakeLcmInterface;

namespace {
constexpr int kMessageIndex = 0;
constexpr int kCountIndex = 1;
}  // namespace

LcmSubscriberSystem::LcmSubscriberSystem(
    const std::string& channel,
    std::shared_ptr<const SerializerInterface> serializer,
    DrakeLcmInterface* lcm, double wait_for_message_on_initialization_timeout)
    : channel_(channel),
      serializer_(std::move(serializer)),
      lcm_(wait_for_message_on_initialization_timeout > 0 ? lcm : nullptr),
      wait_for_message_on_initialization_timeout_(
          wait_for_message_on_initialization_timeout) {
  const std::string who = make_name(channel_);
  if (serializer_ == nullptr) {
    throw std::logic_error(fmt::format("{}: the serializer is null", who));
  }
  if (lcm == nullptr) {
    throw std::logic_error(fmt::format("{}: the LCM interface is null", who));
  }
  if (std::isnan(wait_for_message_on_initialization_timeout)) {
    throw std::logic_error(fmt::format(
        "{}: wait_for_message_on_initialization_timeout is NaN", who));
  }
  subscription_ = lcm->Subscribe(
      channel_, [this](const void* bytes, int n) { HandleMessage(bytes, n); });
  if (subscription_ != nullptr) subscription_->set_unsubscribe_on_delete(true);
  const AbstractStateIndex message_index =
      this->DeclareAbstractState(*serializer_->CreateDefaultValue());
  const AbstractStateIndex count_index =
      this->DeclareAbstractState(Value<int>(0));
  DRAKE_DEMAND(message_index == kMessageIndex && count_index == kCountIndex);
  this->DeclareStateOutputPort(kUseDefaultName, message_index);
  this->DeclareForcedUnrestrictedUpdateEvent(
      &LcmSubscriberSystem::ProcessMessageAndStoreToAbstractState);
  this->DeclareInitializationUnrestrictedUpdateEvent(
      &LcmSubscriberSystem::Initialize);
  set_name(who);
}

LcmSubscriberSystem::~LcmSubscriberSystem() = default;

std::string LcmSubscriberSystem::make_name(const std::string& channel) {
  return "LcmSubscriberSystem(" + channel + ")";
}

const std::string& LcmSubscriberSystem::get_channel_name() const {
  return channel_;
}

void LcmSubscriberSystem::HandleMessage(const void* bytes, int size) {
  const auto* begin = static_cast<const uint8_t*>(bytes);
  {
    std::lock_guard<std::mutex> lock(mutex_);
    received_message_.assign(begin, begin + size);
    ++received_message_count_;
  }
  received_.notify_all();
}

int LcmSubscriberSystem::GetInternalMessageCount() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return received_message_count_;
}

int LcmSubscriberSystem::GetMessageCount(const Context<double>& context) const {
  return context.get_abstract_state<int>(kCountIndex);
}

EventStatus LcmSubscriberSystem::ProcessMessageAndStoreToAbstractState(
    const Context<double>& context, State<double>* state) const {
  std::lock_guard<std::mutex> lock(mutex_);
  if (GetMessageCount(context) == received_message_count_) {
    state->SetFrom(context.get_state());
    return EventStatus::DidNothing();
  }
  try {
    serializer_->Deserialize(
        received_message_.data(), static_cast<int>(received_message_.size()),
        &state->get_mutable_abstract_state().get_mutable_value(kMessageIndex));
  } catch (const std::exception& e) {
    throw std::runtime_error(
        fmt::format("{}: the message received on {} is bad: {}", get_name(),
                    channel_, e.what()));
  }
  state->get_mutable_abstract_state<int>(kCountIndex) = received_message_count_;
  return EventStatus::Succeeded();
}

void LcmSubscriberSystem::DoCalcNextUpdateTime(
    const Context<double>& context, CompositeEventCollection<double>* events,
    double* time) const {
  LeafSystem<double>::DoCalcNextUpdateTime(context, events, time);
  // This system declares no timed events of its own.
  DRAKE_DEMAND(std::isinf(*time));
  if (GetMessageCount(context) == GetInternalMessageCount()) return;
  *time = context.get_time();
  UnrestrictedUpdateEvent<double> event(
      TriggerType::kTimed,
      [](const System<double>& system, const Context<double>& event_context,
         const UnrestrictedUpdateEvent<double>&, State<double>* state) {
        return static_cast<const LcmSubscriberSystem&>(system)
            .ProcessMessageAndStoreToAbstractState(event_context, state);
      });
  events->get_mutable_unrestricted_update_events().AddEvent(event);
}

int LcmSubscriberSystem::WaitForMessage(int old_message_count,
                                        AbstractValue* message,
                                        double timeout) const {
  std::unique_lock<std::mutex> lock(mutex_);
  const auto arrived = [&]() {
    return received_message_count_ > old_message_count;
  };
  if (timeout > 0 && std::isfinite(timeout)) {
    const auto duration = std::chrono::duration<double>(timeout);
    if (!received_.wait_for(lock, duration, arrived)) {
      return received_message_count_;
    }
  } else {
    received_.wait(lock, arrived);
  }
  if (message != nullptr) {
    serializer_->Deserialize(received_message_.data(),
                             static_cast<int>(received_message_.size()),
                             message);
  }
  return received_message_count_;
}

EventStatus LcmSubscriberSystem::Initialize(const Context<double>& context,
                                            State<double>* state) const {
  if (wait_for_message_on_initialization_timeout_ <= 0) {
    return ProcessMessageAndStoreToAbstractState(context, state);
  }
  DRAKE_DEMAND(lcm_ != nullptr);
  lcm_->HandleSubscriptions(0);
  EventStatus result = ProcessMessageAndStoreToAbstractState(context, state);
  if (result.severity() != EventStatus::kDidNothing) return result;
  log()->info("Waiting for messages on {}", channel_);
  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  while (std::chrono::duration<double>(Clock::now() - start).count() <
         wait_for_message_on_initialization_timeout_) {
    lcm_->HandleSubscriptions(1);
    result = ProcessMessageAndStoreToAbstractState(context, state);
    if (result.severity() != EventStatus::kDidNothing) {
      log()->info("Received message on {}", channel_);
      return result;
    }
  }
  throw std::runtime_error(fmt::format(
      "{}: Timed out without receiving any message on channel {} at url {}",
      get_name(), channel_, lcm_->get_lcm_url()));
}

}  // namespace lcm
}  // namespace systems
}  // namespace drake
