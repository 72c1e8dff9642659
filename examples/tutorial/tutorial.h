#pragma once

/// @file
/// The README tutorial as code: a LeafSystem (a PD controller), a Diagram
/// with a MultibodyPlant loaded from a model-directives file, simulation
/// and a logged signal. The README quotes this file; the tutorial test
/// keeps it working.

#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace examples {
namespace tutorial {

/// u = kp·(θ_target − θ) − kd·θ̇ for a one-dof plant: input port "state"
/// ([θ, θ̇], rad and rad/s), output port "torque" (N·m).
class PdController final : public systems::LeafSystem<double> {
 public:
  PdController(double kp, double kd, double target);

 private:
  void CalcTorque(const systems::Context<double>& context,
                  systems::BasicVector<double>* torque) const;

  double kp_, kd_, target_;
};

/// What RunTutorial() measured.
struct TutorialResult {
  double final_angle{};   ///< θ at the end, rad.
  double final_rate{};    ///< θ̇ at the end, rad/s.
  int num_log_samples{};  ///< Samples of the logged state.
};

/// Builds the diagram (plant from examples/tutorial/pendulum.dmd.yaml,
/// time step 1 ms; PdController with kp, kd towards `target`), simulates
/// `duration` seconds from θ = 0 and returns the result.
TutorialResult RunTutorial(double kp, double kd, double target,
                           double duration);

}  // namespace tutorial
}  // namespace examples
}  // namespace drake
