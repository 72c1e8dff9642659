#include "drake/lcm/drake_lcm_interface.h"

namespace drake {
namespace lcm {
namespace internal {

void OnHandleSubscriptionsError(DrakeLcmInterface* lcm,
                                const std::string& error_message) {
  DRAKE_DEMAND(lcm != nullptr);
  lcm->OnHandleSubscriptionsError(error_message);
}

}  // namespace internal

DrakeLcmInterface::DrakeLcmInterface() = default;
DrakeLcmInterface::~DrakeLcmInterface() = default;
DrakeSubscriptionInterface::DrakeSubscriptionInterface() = default;
DrakeSubscriptionInterface::~DrakeSubscriptionInterface() = default;

int LcmHandleSubscriptionsUntil(DrakeLcmInterface* lcm,
                                const std::function<bool(void)>& finished,
                                int timeout_millis) {
  DRAKE_THROW_UNLESS(lcm != nullptr);
  int handled = 0;
  while (!finished()) {
    handled += lcm->HandleSubscriptions(timeout_millis);
  }
  return handled;
}

}  // namespace lcm
}  // namespace drake
