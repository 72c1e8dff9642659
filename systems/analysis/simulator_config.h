#pragma once

/// @file
/// SimulatorConfig: the configurable properties of a Simulator and its
/// integrator, as one serializable struct (YAML via drake/common/yaml).

#include <string>

#include "drake/common/name_value.h"

namespace drake {
namespace systems {

/// The settings of a Simulator and its IntegratorBase that a user commonly
/// chooses. Apply them with ApplySimulatorConfig() and read them back with
/// ExtractSimulatorConfig() (simulator_config_functions.h).
struct SimulatorConfig {
  /// Lists the fields for archives (YAML reading and writing).
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(integration_scheme));
    a->Visit(DRAKE_NVP(max_step_size));
    a->Visit(DRAKE_NVP(accuracy));
    a->Visit(DRAKE_NVP(use_error_control));
    a->Visit(DRAKE_NVP(start_time));
    a->Visit(DRAKE_NVP(target_realtime_rate));
    a->Visit(DRAKE_NVP(publish_every_time_step));
  }

  /// One of GetIntegrationSchemes(), e.g. "runge_kutta3".
  std::string integration_scheme{"runge_kutta3"};
  /// The largest step the integrator may take (seconds). With error control
  /// off this is the fixed step size.
  double max_step_size{0.1};
  /// The target accuracy of error-controlled integration (a unitless
  /// weighted-norm bound on the local error per step).
  double accuracy{1.0e-4};
  /// Whether the integrator adapts its step to meet `accuracy` (only for
  /// schemes that estimate their error).
  bool use_error_control{true};
  /// The simulation's initial time (seconds): ApplySimulatorConfig() sets
  /// the context's time to it, and ExtractSimulatorConfig() reads it back
  /// from the context.
  double start_time{0.0};
  /// Desired pacing relative to wall clock time; 0 runs as fast as possible.
  double target_realtime_rate{0.0};
  /// Sets Simulator::set_publish_at_initialization() and
  /// Simulator::set_publish_every_time_step() when applied.
  bool publish_every_time_step{false};
};

}  // namespace systems
}  // namespace drake
