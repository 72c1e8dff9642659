#pragma once

/// @file
/// Wires the scenario's model_drivers (ZeroForceDriver,
/// InverseDynamicsDriver, JointStiffnessDriver, PdDriver) to a finalized
/// plant's actuation (and desired-state) input ports.

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "drake/common/trajectories/piecewise_polynomial.h"
#include "drake/multibody/parsing/model_instance_info.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/tools/simulate/scenario.h"

namespace drake {
namespace tools {
namespace simulate {

/// The desired state [q_d; v_d] a trajectory-tracking driver follows.
struct DesiredStateOutput {
  /// The driven model instance's name.
  std::string model_name;
  /// Outputs [q_d; v_d] (the model's q then v, in the plant's order).
  const systems::OutputPort<double>* port{};
  /// The desired position trajectory q_d(t) (the model's q).
  trajectories::PiecewisePolynomial<double> trajectory;
};

/// Sets the controller gains of the actuators of every model driven by a
/// PdDriver (call it before plant->Finalize()).
/// @throws std::runtime_error naming the scenario file, line and key for a
///   driver of an unknown model, a model without actuators, gains of the
///   wrong size, or a continuous plant (PD actuators need time_step > 0).
void ApplyPdDriverGains(const LoadedScenario& scenario,
                        multibody::MultibodyPlant<double>* plant);

/// Adds, for each entry of scenario.model_drivers, the driver's systems to
/// `builder` and connects them to `plant` (finalized, in `builder`); every
/// other model instance with actuators gets zero actuation. `q0` is the
/// plant's initial q (trajectories hold it for joints they do not name).
/// Returns the desired-state outputs of the tracking drivers. Controller
/// plants that systems in `builder` alias are appended to `owned_plants`,
/// which must outlive the diagram.
/// @throws std::runtime_error naming the scenario file, line and key for a
///   driver of an unknown model, gains of the wrong size, a trajectory that
///   names an unknown or multi-dof joint, has the wrong number of values,
///   times not strictly increasing or an unknown interpolation, or a model
///   a tracking driver cannot control (not welded, not fully actuated).
std::vector<DesiredStateOutput> ApplyDriverConfigs(
    const LoadedScenario& scenario,
    const multibody::MultibodyPlant<double>& plant,
    const std::vector<multibody::parsing::ModelInstanceInfo>& added_models,
    const Eigen::VectorXd& q0, systems::DiagramBuilder<double>* builder,
    std::vector<std::unique_ptr<multibody::MultibodyPlant<double>>>*
        owned_plants);

/// Builds q_d(t) for `model_instance` of `plant` from `trajectory`
/// (joints it does not name hold their value in `q0_model`, the model's
/// initial q). `key_path` locates `trajectory` in `scenario` for error
/// messages. Throws as ApplyDriverConfigs.
trajectories::PiecewisePolynomial<double> MakeDesiredTrajectory(
    const LoadedScenario& scenario, const std::vector<std::string>& key_path,
    const JointTrajectory& trajectory,
    const multibody::MultibodyPlant<double>& plant,
    multibody::ModelInstanceIndex model_instance,
    const Eigen::VectorXd& q0_model);

}  // namespace simulate
}  // namespace tools
}  // namespace drake
