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
#include "drake/systems/framework/leaf_system.h"
#include "drake/tools/simulate/scenario.h"

namespace drake {
namespace tools {
namespace simulate {

/// A driver's desired trajectory q_d(t) of one model (its nq positions)
/// and its first `derivative_order` time derivatives, as
/// systems::TrajectorySource outputs them ([q_d; q̇_d; ...], derivatives zero
/// outside the trajectory's times), except that the rows the scenario's
/// trajectory does not name ("held" rows) hold the model's initial position,
/// which is a numeric parameter of the Context (with zero derivatives). So
/// one diagram serves runs that start from different initial positions:
/// each run sets its own in its Context (SetHeldPositions).
class DesiredTrajectorySource final : public systems::LeafSystem<double> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(DesiredTrajectorySource);

  /// `q_d` is the whole trajectory (a column of the model's nq positions,
  /// its held rows constant at the build's initial position, which is the
  /// parameter's default); `held[i]` says whether row i is held.
  /// @throws std::logic_error if `held` is not of size q_d.rows(), or
  ///   derivative_order is not 1 or 2.
  DesiredTrajectorySource(const trajectories::PiecewisePolynomial<double>& q_d,
                          std::vector<bool> held, int derivative_order);

  /// Sets the held rows' values in `context` (this system's) to the
  /// corresponding entries of `q0_model` (the model's nq initial
  /// positions); the other entries are ignored.
  /// @throws std::logic_error if q0_model is not of size nq.
  void SetHeldPositions(systems::Context<double>* context,
                        const Eigen::VectorXd& q0_model) const;

  /// Whether any row is held (otherwise the initial position is not used).
  bool has_held_rows() const { return !held_rows_.empty(); }

 private:
  void CalcOutput(const systems::Context<double>& context,
                  systems::BasicVector<double>* output) const;

  trajectories::PiecewisePolynomial<double> q_d_;
  std::vector<trajectories::PiecewisePolynomial<double>> derivatives_;
  std::vector<int> held_rows_;
};

/// The desired state [q_d; v_d] a trajectory-tracking driver follows.
struct DesiredStateOutput {
  /// The driven model instance's name.
  std::string model_name;
  /// Outputs [q_d; v_d] (the model's q then v, in the plant's order).
  const systems::OutputPort<double>* port{};
  /// The desired position trajectory q_d(t) (the model's q), with the rows
  /// the scenario does not name held at the build's initial position (a run
  /// may hold others: see DesiredTrajectorySource).
  trajectories::PiecewisePolynomial<double> trajectory;
  /// The system that outputs q_d and its derivatives.
  const DesiredTrajectorySource* source{};
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
/// messages. If `held` is not null, sets it to say which rows (entries of
/// the model's q) hold their initial value. Throws as ApplyDriverConfigs.
trajectories::PiecewisePolynomial<double> MakeDesiredTrajectory(
    const LoadedScenario& scenario, const std::vector<std::string>& key_path,
    const JointTrajectory& trajectory,
    const multibody::MultibodyPlant<double>& plant,
    multibody::ModelInstanceIndex model_instance,
    const Eigen::VectorXd& q0_model, std::vector<bool>* held = nullptr);

}  // namespace simulate
}  // namespace tools
}  // namespace drake
