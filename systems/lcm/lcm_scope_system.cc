#include "drake/systems/lcm/lcm_scope_system.h"

#include <cmath>
#include <memory>

#include "drake/lcmt_scope.hpp"

namespace drake {
namespace systems {
namespace lcm {

LcmScopeSystem::LcmScopeSystem(int size) {
  DRAKE_THROW_UNLESS(size >= 0);
  const InputPort<double>& input = this->DeclareVectorInputPort("input", size);
  this->DeclareAbstractOutputPort(
      "output",
      []() { return std::make_unique<Value<lcmt_scope>>(lcmt_scope{}); },
      [&input](const Context<double>& context, AbstractValue* output) {
        const auto& u = input.Eval(context);
        auto& message = output->get_mutable_value<lcmt_scope>();
        message.utime = static_cast<int64_t>(context.get_time() * 1e6);
        message.size = static_cast<int32_t>(u.size());
        message.value.assign(u.data(), u.data() + u.size());
      });
}

std::tuple<LcmScopeSystem*, LcmPublisherSystem*> LcmScopeSystem::AddToBuilder(
    systems::DiagramBuilder<double>* builder,
    drake::lcm::DrakeLcmInterface* lcm, const OutputPort<double>& signal,
    const std::string& channel, double publish_period) {
  DRAKE_THROW_UNLESS(builder != nullptr);
  DRAKE_THROW_UNLESS(lcm != nullptr);
  auto* scope = builder->AddSystem<LcmScopeSystem>(signal.size());
  builder->Connect(signal, scope->get_input_port());
  auto* publisher = builder->AddSystem(
      LcmPublisherSystem::Make<lcmt_scope>(channel, lcm, publish_period));
  builder->Connect(scope->get_output_port(), publisher->get_input_port());
  return {scope, publisher};
}

}  // namespace lcm
}  // namespace systems
}  // namespace drake
