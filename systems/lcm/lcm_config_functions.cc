#include "drake/systems/lcm/lcm_config_functions.h"

#include <memory>
#include <stdexcept>
#include <utility>

#include <fmt/format.h>

#include "drake/common/text_logging.h"
#include "drake/lcm/drake_lcm.h"
#include "drake/systems/lcm/lcm_interface_system.h"
#include "drake/systems/primitives/shared_pointer_system.h"

namespace drake {
namespace systems {
namespace lcm {

using drake::lcm::DrakeLcm;
using drake::lcm::DrakeLcmInterface;
using drake::lcm::DrakeLcmParams;
using drake::lcm::DrakeSubscriptionInterface;

namespace {

class NullSubscription final : public DrakeSubscriptionInterface {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(NullSubscription);
  NullSubscription() = default;
  void set_unsubscribe_on_delete(bool) final {}
  void set_queue_capacity(int) final {}
};

// The "memq://null" bus: publishing drops the message, subscribing never
// receives anything.
class NullLcm final : public DrakeLcmInterface {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(NullLcm);
  NullLcm() = default;
  std::string get_lcm_url() const final { return LcmBuses::kLcmUrlMemqNull; }
  void Publish(const std::string&, const void*, int,
               std::optional<double>) final {}
  std::shared_ptr<DrakeSubscriptionInterface> Subscribe(const std::string&,
                                                        HandlerFunction) final {
    return std::make_shared<NullSubscription>();
  }
  std::shared_ptr<DrakeSubscriptionInterface> SubscribeMultichannel(
      std::string_view, MultichannelHandlerFunction) final {
    return std::make_shared<NullSubscription>();
  }
  std::shared_ptr<DrakeSubscriptionInterface> SubscribeAllChannels(
      MultichannelHandlerFunction) final {
    return std::make_shared<NullSubscription>();
  }
  int HandleSubscriptions(int) final { return 0; }

 private:
  void OnHandleSubscriptionsError(const std::string&) final {}
};

}  // namespace

LcmBuses ApplyLcmBusConfig(
    const std::map<std::string, DrakeLcmParams>& lcm_buses,
    DiagramBuilder<double>* builder) {
  DRAKE_THROW_UNLESS(builder != nullptr);
  LcmBuses result;
  for (const auto& [bus_name, params] : lcm_buses) {
    const bool is_null = params.lcm_url == LcmBuses::kLcmUrlMemqNull;
    std::shared_ptr<DrakeLcmInterface> lcm;
    if (is_null) {
      lcm = std::make_shared<NullLcm>();
    } else {
      lcm = std::make_shared<DrakeLcm>(params);
    }
    // The builder (then the Diagram) keeps the interface alive.
    auto* owner = builder->AddSystem<SharedPointerSystem<double>>(lcm);
    owner->set_name(fmt::format("DrakeLcm(bus_name={})", bus_name));
    if (is_null) {
      drake::log()->debug("Dummy LCM bus '{}' created", bus_name);
      result.Add(bus_name, lcm.get());
      continue;
    }
    // A Diagram destroys its systems in reverse order of addition, so the
    // pump goes before the interface it aliases.
    auto* pump = builder->AddSystem<LcmInterfaceSystem>(lcm.get());
    pump->set_name(fmt::format("LcmInterfaceSystem(bus_name={})", bus_name));
    drake::log()->info("LCM bus '{}' created for URL {}", bus_name,
                       lcm->get_lcm_url());
    result.Add(bus_name, pump);
  }
  return result;
}

LcmBuses ApplyLcmBusConfig(
    const std::map<std::string, std::optional<DrakeLcmParams>>& lcm_buses,
    DiagramBuilder<double>* builder) {
  std::map<std::string, DrakeLcmParams> resolved;
  for (const auto& [bus_name, params] : lcm_buses) {
    DrakeLcmParams null_params;
    null_params.lcm_url = LcmBuses::kLcmUrlMemqNull;
    resolved.emplace(bus_name, params.value_or(null_params));
  }
  return ApplyLcmBusConfig(resolved, builder);
}

DrakeLcmInterface* FindOrCreateLcmBus(DrakeLcmInterface* forced_result,
                                      const LcmBuses* lcm_buses,
                                      DiagramBuilder<double>* builder,
                                      std::string_view description_of_caller,
                                      const std::string& bus_name) {
  DRAKE_THROW_UNLESS(builder != nullptr);
  if (forced_result != nullptr) return forced_result;
  if (lcm_buses == nullptr) {
    if (bus_name != "default") {
      throw std::runtime_error(fmt::format(
          "{} requested a non-default LCM bus '{}' but did not provide an "
          "LcmBuses object to locate it",
          description_of_caller, bus_name));
    }
    return SharedPointerSystem<double>::AddToBuilder(
        builder, std::make_shared<DrakeLcm>());
  }
  return lcm_buses->Find(description_of_caller, bus_name);
}

}  // namespace lcm
}  // namespace systems
}  // namespace drake
