#pragma once

// Internal to the inertial sensors (Accelerometer, Gyroscope): reads one
// body's entry of a MultibodyPlant per-body output port's vector.

#include <string>
#include <vector>

#include <fmt/format.h>

#include "drake/multibody/tree/multibody_tree_indexes.h"

namespace drake {
namespace systems {
namespace sensors {
namespace internal {

/// Returns values[body_index], the entry of the body the sensor is fixed
/// to, from the vector on the input port `port_name` of the `sensor_kind`
/// system named `system_name`.
/// @throws std::logic_error naming the system and the port if the vector
///   is too short for the index.
template <typename Element>
const Element& BodyPortElementOrThrow(const std::vector<Element>& values,
                                      multibody::BodyIndex body_index,
                                      const char* sensor_kind,
                                      const std::string& system_name,
                                      const char* port_name) {
  if (static_cast<int>(values.size()) <= int{body_index}) {
    throw std::logic_error(fmt::format(
        "{} '{}': the input port '{}' holds {} values; the sensor's body "
        "index {} needs at least {}.",
        sensor_kind, system_name, port_name, values.size(), int{body_index},
        int{body_index} + 1));
  }
  return values[body_index];
}

}  // namespace internal
}  // namespace sensors
}  // namespace systems
}  // namespace drake
