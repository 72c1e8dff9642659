#include "drake/systems/lcm/lcm_buses.h"

#include <stdexcept>
#include <utility>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace drake {
namespace systems {
namespace lcm {

LcmBuses::LcmBuses() = default;
LcmBuses::~LcmBuses() = default;

int LcmBuses::size() const { return static_cast<int>(buses_.size()); }

drake::lcm::DrakeLcmInterface* LcmBuses::Find(
    std::string_view description_of_caller, const std::string& bus_name) const {
  const auto it = buses_.find(bus_name);
  if (it == buses_.end()) {
    throw std::logic_error(fmt::format(
        "{} wanted to use LCM bus '{}', but there is no such bus (the buses "
        "are: {})",
        description_of_caller, bus_name,
        buses_.empty()
            ? std::string("none")
            : fmt::format("'{}'", fmt::join(GetAllBusNames(), "', '"))));
  }
  return it->second;
}

std::vector<std::string_view> LcmBuses::GetAllBusNames() const {
  std::vector<std::string_view> names;
  names.reserve(buses_.size());
  for (const auto& [name, bus] : buses_) names.push_back(name);
  return names;
}

void LcmBuses::Add(std::string bus_name, drake::lcm::DrakeLcmInterface* bus) {
  if (bus == nullptr) {
    throw std::logic_error(fmt::format(
        "LcmBuses::Add: the interface of bus '{}' is null", bus_name));
  }
  if (buses_.contains(bus_name)) {
    throw std::logic_error(fmt::format(
        "LcmBuses::Add: there is already a bus named '{}'", bus_name));
  }
  buses_.emplace(std::move(bus_name), bus);
}

}  // namespace lcm
}  // namespace systems
}  // namespace drake
