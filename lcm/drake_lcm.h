#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "drake/common/drake_copyable.h"
#include "drake/lcm/drake_lcm_interface.h"
#include "drake/lcm/drake_lcm_params.h"

namespace drake {
namespace lcm {

namespace internal {
struct NativeSubscription;
}  // namespace internal

/// A DrakeLcmInterface over the LCM library (Debian's liblcm, the library
/// Drake uses, so messages interoperate with Drake's tools). "memq://" is an
/// in-process bus (for tests); other URLs (e.g. "udpm://...") reach the
/// network, unless the DRAKE_ALLOW_NETWORK environment variable (a
/// colon-separated list of components, or "none") leaves out "lcm".
class DrakeLcm : public DrakeLcmInterface {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(DrakeLcm);

  /// Uses LCM's default URL: LCM_DEFAULT_URL from the environment if set,
  /// else "udpm://239.255.76.67:7667?ttl=0".
  DrakeLcm();

  /// Uses `lcm_url`; empty means the default URL as above.
  /// @throws std::exception if LCM cannot open the URL (unknown provider,
  /// bad address, network disallowed by DRAKE_ALLOW_NETWORK).
  explicit DrakeLcm(std::string lcm_url);

  /// Uses `params` (URL, channel suffix, deferred initialization).
  /// @throws std::exception as DrakeLcm(std::string).
  explicit DrakeLcm(const DrakeLcmParams& params);

  /// Ends every subscription (handles returned earlier become inert).
  ~DrakeLcm() override;

  void Publish(const std::string& channel, const void* data, int data_size,
               std::optional<double> time_sec) override;
  std::string get_lcm_url() const override;
  std::shared_ptr<DrakeSubscriptionInterface> Subscribe(
      const std::string& channel, HandlerFunction handler) override;
  std::shared_ptr<DrakeSubscriptionInterface> SubscribeMultichannel(
      std::string_view regex, MultichannelHandlerFunction handler) override;
  std::shared_ptr<DrakeSubscriptionInterface> SubscribeAllChannels(
      MultichannelHandlerFunction handler) override;
  int HandleSubscriptions(int timeout_millis) override;

  /// True: this build has the LCM runtime.
  static bool available();

 private:
  friend class DrakeLcmTester;
  void OnHandleSubscriptionsError(const std::string& error_message) override;
  // The native lcm_t*.
  void* get_native_lcm_handle_for_unit_testing();
  std::shared_ptr<DrakeSubscriptionInterface> MakeHandle(
      const std::shared_ptr<internal::NativeSubscription>& sub);

  class Impl;
  std::shared_ptr<Impl> impl_;
};

}  // namespace lcm
}  // namespace drake
