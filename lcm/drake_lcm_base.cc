#include "drake/lcm/drake_lcm_base.h"

#include <stdexcept>

#include <fmt/format.h>

#include "drake/common/nice_type_name.h"

namespace drake {
namespace lcm {
namespace {

[[noreturn]] void NotImplemented(const DrakeLcmBase& self, const char* method) {
  throw std::runtime_error(fmt::format("{}::{} is not implemented",
                                       NiceTypeName::Get(self), method));
}

}  // namespace

DrakeLcmBase::DrakeLcmBase() = default;
DrakeLcmBase::~DrakeLcmBase() = default;

std::string DrakeLcmBase::get_lcm_url() const {
  NotImplemented(*this, "get_lcm_url");
}

void DrakeLcmBase::Publish(const std::string&, const void*, int,
                           std::optional<double>) {
  NotImplemented(*this, "Publish");
}

std::shared_ptr<DrakeSubscriptionInterface> DrakeLcmBase::Subscribe(
    const std::string&, HandlerFunction) {
  NotImplemented(*this, "Subscribe");
}

std::shared_ptr<DrakeSubscriptionInterface> DrakeLcmBase::SubscribeMultichannel(
    std::string_view, MultichannelHandlerFunction) {
  NotImplemented(*this, "SubscribeMultichannel");
}

std::shared_ptr<DrakeSubscriptionInterface> DrakeLcmBase::SubscribeAllChannels(
    MultichannelHandlerFunction) {
  NotImplemented(*this, "SubscribeAllChannels");
}

int DrakeLcmBase::HandleSubscriptions(int) {
  NotImplemented(*this, "HandleSubscriptions");
}

void DrakeLcmBase::OnHandleSubscriptionsError(const std::string&) {
  NotImplemented(*this, "OnHandleSubscriptionsError");
}

}  // namespace lcm
}  // namespace drake
