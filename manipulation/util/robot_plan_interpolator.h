#pragma once

/// @file
/// RobotPlanInterpolator: a System that turns `lcmt_robot_plan` messages
/// into a smooth desired state and acceleration (Drake's
/// drake/manipulation/util/robot_plan_interpolator.h).

#include <memory>
#include <string>
#include <vector>

#include "drake/multibody/plant/multibody_plant.h"
#include "drake/systems/framework/context.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace manipulation {
namespace util {

/// How the knots of a plan are joined.
enum class InterpolatorType {
  ZeroOrderHold,   ///< piecewise constant
  FirstOrderHold,  ///< piecewise linear
  Pchip,           ///< shape-preserving cubic, zero end velocities
  Cubic,           ///< cubic with continuous second derivatives, zero end
                   ///< velocities
};

/// Reads a joint-space plan (`lcmt_robot_plan`) on its abstract input port
/// "plan" and outputs the interpolated desired state [q; v] ("state") and
/// acceleration ("acceleration", zero after the plan's last knot) of the
/// model at `model_path`.
///
/// The model's root bodies are welded to the world when no joint connects
/// it to the world. A plan is read every `update_interval` seconds; a
/// message that differs from the last one replaces the plan, which then
/// starts at the current time (each knot's `utime` is microseconds from
/// that start). An empty plan holds the current planned position; a plan of
/// one knot is ignored (logged). Joints of the message that the model does
/// not have are ignored; model joints the message does not name are 0.
///
/// @system
/// name: RobotPlanInterpolator
/// input_ports:
/// - plan
/// output_ports:
/// - state
/// - acceleration
/// @endsystem
class RobotPlanInterpolator : public systems::LeafSystem<double> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(RobotPlanInterpolator);

  /// @throws std::exception if the model cannot be parsed (the parser names
  ///   the file), `update_interval` is not positive, or the model's
  ///   velocities are not the derivatives of its positions (e.g. it has a
  ///   floating base).
  RobotPlanInterpolator(const std::string& model_path,
                        const InterpolatorType = InterpolatorType::Cubic,
                        double update_interval = kDefaultPlanUpdateInterval);

  ~RobotPlanInterpolator() override;

  const systems::InputPort<double>& get_plan_input_port() const {
    return this->get_input_port(plan_input_port_);
  }

  const systems::OutputPort<double>& get_state_output_port() const {
    return this->get_output_port(state_output_port_);
  }

  const systems::OutputPort<double>& get_acceleration_output_port() const {
    return this->get_output_port(acceleration_output_port_);
  }

  /// Makes a plan that holds the positions `q0` from `plan_start_time` on.
  /// Must be called (on the Context's state) before the outputs are
  /// evaluated or a plan message is read.
  /// @throws std::exception if `state` is null or `q0` does not have the
  ///   model's number of positions.
  void Initialize(double plan_start_time, const VectorX<double>& q0,
                  systems::State<double>* state) const;

  /// Reads the plan input now, as the periodic update does.
  void UpdatePlan(systems::Context<double>* context) const {
    UpdatePlanOnNewMessage(*context, &context->get_mutable_state());
  }

  /// The model (a continuous plant) whose joints the plan names.
  const multibody::MultibodyPlant<double>& plant() { return plant_; }

 private:
  struct PlanData;

  systems::EventStatus UpdatePlanOnNewMessage(
      const systems::Context<double>& context,
      systems::State<double>* state) const;
  void OutputState(const systems::Context<double>& context,
                   systems::BasicVector<double>* output) const;
  void OutputAccel(const systems::Context<double>& context,
                   systems::BasicVector<double>* output) const;
  void MakeFixedPlan(double plan_start_time, const VectorX<double>& q0,
                     systems::State<double>* state) const;
  // Throws unless Initialize() has been called on `context`'s state.
  const PlanData& GetInitializedPlan(
      const systems::Context<double>& context) const;

  static constexpr double kDefaultPlanUpdateInterval = 0.1;

  const int plan_input_port_{};
  int state_output_port_{-1};
  int acceleration_output_port_{-1};
  systems::AbstractStateIndex plan_index_;
  systems::AbstractStateIndex init_flag_index_;
  multibody::MultibodyPlant<double> plant_{0.0};
  const InterpolatorType interp_type_;
};

}  // namespace util
}  // namespace manipulation
}  // namespace drake
