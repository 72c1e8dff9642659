#pragma once

/// @file
/// SchunkWsgDriver: how a simulated Schunk WSG gripper is driven (Drake's
/// drake/manipulation/schunk_wsg/schunk_wsg_driver.h).

#include <string>

#include <Eigen/Dense>

#include "drake/common/drake_copyable.h"
#include "drake/common/name_value.h"

namespace drake {
namespace manipulation {
namespace schunk_wsg {

/// The configuration of a simulated WSG driver: the systems between LCM
/// (commands on `SCHUNK_WSG_COMMAND`, status on `SCHUNK_WSG_STATUS`) and the
/// plant's actuation input, in the role of the gripper's firmware. Applied
/// by ApplyDriverConfig() in schunk_wsg_driver_functions.h.
struct SchunkWsgDriver {
  /// The (p, i, d) gains of the finger-distance controller: p about the
  /// belt's stiffness (N/m), d the gear train's viscous friction (N·s/m);
  /// i is not physical.
  Eigen::Vector3d pid_gains{7200., 0., 5.};

  /// The LCM bus (of LcmBuses) the driver talks on.
  std::string lcm_bus{"default"};

  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(pid_gains));
    a->Visit(DRAKE_NVP(lcm_bus));
  }
};

}  // namespace schunk_wsg
}  // namespace manipulation
}  // namespace drake
