#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "drake/common/drake_copyable.h"
#include "drake/common/string_map.h"
#include "drake/lcm/drake_lcm_interface.h"

namespace drake {
namespace systems {
namespace lcm {

/// Named LCM interfaces {bus_name: interface}, with error messages that name
/// the caller and the bus. Shallow-const: a const LcmBuses still hands out
/// non-const interfaces.
class LcmBuses final {
 public:
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(LcmBuses);

  /// The URL of the "null" LCM interface: a well-formed interface whose
  /// messages are unwanted (it is never pumped).
  static constexpr char kLcmUrlMemqNull[] = "memq://null";

  LcmBuses();
  ~LcmBuses();

  /// The number of buses.
  int size() const;

  /// The bus named `bus_name` (never null; owned elsewhere).
  /// @param description_of_caller who asks, for the error message (e.g.
  /// "The default visualizer").
  /// @throws std::exception if there is no such bus.
  drake::lcm::DrakeLcmInterface* Find(std::string_view description_of_caller,
                                      const std::string& bus_name) const;

  /// The names of all buses, sorted.
  std::vector<std::string_view> GetAllBusNames() const;

  /// Adds `bus` (non-null) as `bus_name`.
  /// @throws std::exception if `bus` is null or the name is taken.
  void Add(std::string bus_name, drake::lcm::DrakeLcmInterface* bus);

 private:
  string_map<drake::lcm::DrakeLcmInterface*> buses_;
};

}  // namespace lcm
}  // namespace systems
}  // namespace drake
