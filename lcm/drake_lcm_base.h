#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "drake/common/drake_copyable.h"
#include "drake/lcm/drake_lcm_interface.h"

namespace drake {
namespace lcm {

/// A DrakeLcmInterface whose every method throws "<class>::<method> is not
/// implemented": a base for test doubles and adapters that implement only
/// some of the interface.
class DrakeLcmBase : public DrakeLcmInterface {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(DrakeLcmBase);
  ~DrakeLcmBase() override;

  std::string get_lcm_url() const override;
  void Publish(const std::string& channel, const void* data, int data_size,
               std::optional<double> time_sec) override;
  std::shared_ptr<DrakeSubscriptionInterface> Subscribe(
      const std::string& channel, HandlerFunction handler) override;
  std::shared_ptr<DrakeSubscriptionInterface> SubscribeMultichannel(
      std::string_view regex, MultichannelHandlerFunction handler) override;
  std::shared_ptr<DrakeSubscriptionInterface> SubscribeAllChannels(
      MultichannelHandlerFunction handler) override;
  int HandleSubscriptions(int timeout_millis) override;

 protected:
  DrakeLcmBase();

 private:
  void OnHandleSubscriptionsError(const std::string& error_message) override;
};

}  // namespace lcm
}  // namespace drake
