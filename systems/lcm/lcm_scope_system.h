#pragma once

#include <string>
#include <tuple>

#include "drake/common/drake_copyable.h"
#include "drake/lcm/drake_lcm_interface.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/framework/leaf_system.h"
#include "drake/systems/lcm/lcm_publisher_system.h"

namespace drake {
namespace systems {
namespace lcm {

/** Turns a vector signal into an lcmt_scope message (utime: the context time
 in microseconds; value: the input), so that any vector port of a Diagram
 can be watched with tools such as lcm-spy.

 @system
 name: LcmScopeSystem
 input_ports:
 - input
 output_ports:
 - output
 @endsystem */
class LcmScopeSystem final : public LeafSystem<double> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(LcmScopeSystem);

  /** (Advanced; see AddToBuilder.) A scope of a vector of `size` elements;
   it publishes nothing by itself. */
  explicit LcmScopeSystem(int size);

  /** Adds to `builder` a scope of `signal` (a port of a system already in
   `builder`) and an LcmPublisherSystem of its messages on `channel` of
   `lcm` (non-null, outliving the builder's Diagram), every
   `publish_period` seconds (0: every step). */
  static std::tuple<LcmScopeSystem*, LcmPublisherSystem*> AddToBuilder(
      systems::DiagramBuilder<double>* builder,
      drake::lcm::DrakeLcmInterface* lcm, const OutputPort<double>& signal,
      const std::string& channel, double publish_period);
};

}  // namespace lcm
}  // namespace systems
}  // namespace drake
