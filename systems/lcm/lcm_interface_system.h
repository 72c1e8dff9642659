#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "drake/common/drake_copyable.h"
#include "drake/lcm/drake_lcm_interface.h"
#include "drake/lcm/drake_lcm_params.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {
namespace lcm {

/// A DrakeLcmInterface that is also a System: in a Diagram run by a
/// Simulator it pumps its LCM interface (HandleSubscriptions(0)) whenever
/// the Simulator asks for the next update time, so LcmSubscriberSystems on
/// it see the messages received during the simulation. No ports, state or
/// parameters.
///
/// @code
/// DiagramBuilder<double> builder;
/// auto* lcm = builder.AddSystem<LcmInterfaceSystem>();
/// auto* subscriber = builder.AddSystem(
///     LcmSubscriberSystem::Make<lcmt_drake_signal>("channel", lcm));
/// @endcode
class LcmInterfaceSystem final : public LeafSystem<double>,
                                 public drake::lcm::DrakeLcmInterface {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(LcmInterfaceSystem);

  /// Owns a DrakeLcm on `lcm_url` (empty: the default URL).
  explicit LcmInterfaceSystem(std::string lcm_url = {});

  /// Owns a DrakeLcm with `params`.
  explicit LcmInterfaceSystem(const drake::lcm::DrakeLcmParams& params);

  /// Uses `lcm` (non-null), which must outlive this system.
  explicit LcmInterfaceSystem(drake::lcm::DrakeLcmInterface* lcm);

  ~LcmInterfaceSystem() final;

  std::string get_lcm_url() const override;
  void Publish(const std::string& channel, const void* data, int data_size,
               std::optional<double> time_sec) final;
  std::shared_ptr<drake::lcm::DrakeSubscriptionInterface> Subscribe(
      const std::string& channel, HandlerFunction handler) final;
  std::shared_ptr<drake::lcm::DrakeSubscriptionInterface> SubscribeMultichannel(
      std::string_view regex, MultichannelHandlerFunction handler) final;
  std::shared_ptr<drake::lcm::DrakeSubscriptionInterface> SubscribeAllChannels(
      MultichannelHandlerFunction handler) final;
  int HandleSubscriptions(int timeout_millis) final;

 private:
  explicit LcmInterfaceSystem(
      std::unique_ptr<drake::lcm::DrakeLcmInterface> owned);
  void OnHandleSubscriptionsError(const std::string& error_message) final;
  void DoCalcNextUpdateTime(const Context<double>& context,
                            CompositeEventCollection<double>* events,
                            double* time) const final;

  std::unique_ptr<drake::lcm::DrakeLcmInterface> owned_lcm_;
  drake::lcm::DrakeLcmInterface* const lcm_{};
};

}  // namespace lcm
}  // namespace systems
}  // namespace drake
