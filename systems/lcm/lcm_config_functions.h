#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>

#include "drake/lcm/drake_lcm_interface.h"
#include "drake/lcm/drake_lcm_params.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/lcm/lcm_buses.h"

namespace drake {
namespace systems {
namespace lcm {

/** Adds to `builder`, for each {bus_name: params}, a DrakeLcm with those
 params (owned by the builder, then the Diagram) and an LcmInterfaceSystem
 that pumps it during simulation; returns the buses (aliases of the
 LcmInterfaceSystems). A bus whose URL is LcmBuses::kLcmUrlMemqNull gets an
 interface that drops what is published and is never pumped.
 @throws std::exception if `builder` is null or a DrakeLcm cannot be made
 (e.g. a bad URL). */
LcmBuses ApplyLcmBusConfig(
    const std::map<std::string, drake::lcm::DrakeLcmParams>& lcm_buses,
    systems::DiagramBuilder<double>* builder);

/** As above; a `nullopt` params stands for the "memq://null" opt-out. */
LcmBuses ApplyLcmBusConfig(
    const std::map<std::string, std::optional<drake::lcm::DrakeLcmParams>>&
        lcm_buses,
    systems::DiagramBuilder<double>* builder);

/** (Advanced) The LCM interface a component should use: `forced_result` if
 non-null; else, with no `lcm_buses`, a new DrakeLcm (default URL) owned by
 `builder` when `bus_name` is "default"; else `lcm_buses->Find(...)`.
 Never returns null.
 @throws std::exception if `builder` is null, `lcm_buses` is null and
 `bus_name` is not "default", or the bus is not in `lcm_buses`. */
drake::lcm::DrakeLcmInterface* FindOrCreateLcmBus(
    drake::lcm::DrakeLcmInterface* forced_result, const LcmBuses* lcm_buses,
    DiagramBuilder<double>* builder, std::string_view description_of_caller,
    const std::string& bus_name);

}  // namespace lcm
}  // namespace systems
}  // namespace drake
