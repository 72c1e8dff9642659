#pragma once

/// @file
/// ZeroForceDriver: the driver configuration that holds a model's actuation
/// at zero (Drake's drake/manipulation/util/zero_force_driver.h).

#include "drake/common/drake_copyable.h"
#include "drake/common/name_value.h"

namespace drake {
namespace manipulation {

/// A driver that feeds zero to every actuator of a model: the model moves
/// passively (gravity, contact, joint damping). For tests and debugging; it
/// creates no LCM channels. Applied by ApplyDriverConfig() in
/// zero_force_driver_functions.h.
struct ZeroForceDriver {
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(ZeroForceDriver);
  ZeroForceDriver() = default;

  /// There are no fields (`!ZeroForceDriver {}` in YAML).
  template <typename Archive>
  void Serialize(Archive*) {}
};

}  // namespace manipulation
}  // namespace drake
