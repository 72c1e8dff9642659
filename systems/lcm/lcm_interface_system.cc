#include "drake/systems/lcm/lcm_interface_system.h"

#include <limits>
#include <stdexcept>
#include <utility>

#include "drake/lcm/drake_lcm.h"

namespace drake {
namespace systems {
namespace lcm {

using drake::lcm::DrakeLcm;
using drake::lcm::DrakeLcmInterface;
using drake::lcm::DrakeLcmParams;
using drake::lcm::DrakeSubscriptionInterface;

LcmInterfaceSystem::LcmInterfaceSystem(std::string lcm_url)
    : LcmInterfaceSystem(std::make_unique<DrakeLcm>(std::move(lcm_url))) {}

LcmInterfaceSystem::LcmInterfaceSystem(const DrakeLcmParams& params)
    : LcmInterfaceSystem(std::make_unique<DrakeLcm>(params)) {}

LcmInterfaceSystem::LcmInterfaceSystem(std::unique_ptr<DrakeLcmInterface> owned)
    : LcmInterfaceSystem(owned.get()) {
  owned_lcm_ = std::move(owned);
}

LcmInterfaceSystem::LcmInterfaceSystem(DrakeLcmInterface* lcm) : lcm_(lcm) {
  if (lcm == nullptr) {
    throw std::logic_error("LcmInterfaceSystem: the LCM interface is null");
  }
}

LcmInterfaceSystem::~LcmInterfaceSystem() = default;

std::string LcmInterfaceSystem::get_lcm_url() const {
  return lcm_->get_lcm_url();
}

void LcmInterfaceSystem::Publish(const std::string& channel, const void* data,
                                 int data_size,
                                 std::optional<double> time_sec) {
  lcm_->Publish(channel, data, data_size, time_sec);
}

std::shared_ptr<DrakeSubscriptionInterface> LcmInterfaceSystem::Subscribe(
    const std::string& channel, HandlerFunction handler) {
  return lcm_->Subscribe(channel, std::move(handler));
}

std::shared_ptr<DrakeSubscriptionInterface>
LcmInterfaceSystem::SubscribeMultichannel(std::string_view regex,
                                          MultichannelHandlerFunction handler) {
  return lcm_->SubscribeMultichannel(regex, std::move(handler));
}

std::shared_ptr<DrakeSubscriptionInterface>
LcmInterfaceSystem::SubscribeAllChannels(MultichannelHandlerFunction handler) {
  return lcm_->SubscribeAllChannels(std::move(handler));
}

int LcmInterfaceSystem::HandleSubscriptions(int timeout_millis) {
  return lcm_->HandleSubscriptions(timeout_millis);
}

void LcmInterfaceSystem::OnHandleSubscriptionsError(
    const std::string& error_message) {
  drake::lcm::internal::OnHandleSubscriptionsError(lcm_, error_message);
}

void LcmInterfaceSystem::DoCalcNextUpdateTime(
    const Context<double>& context, CompositeEventCollection<double>* events,
    double* time) const {
  // Pumping here (without blocking) lets the subscribers, asked next, see
  // what arrived; a do-nothing event now keeps the step from going past it.
  if (lcm_->HandleSubscriptions(0) > 0) {
    *time = context.get_time();
    PublishEvent<double> event(
        TriggerType::kTimed,
        [](const System<double>&, const Context<double>&,
           const PublishEvent<double>&) { return EventStatus::DidNothing(); });
    events->get_mutable_publish_events().AddEvent(event);
  } else {
    *time = std::numeric_limits<double>::infinity();
  }
}

}  // namespace lcm
}  // namespace systems
}  // namespace drake
