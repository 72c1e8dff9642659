#pragma once

/// @file
/// PidControlledSystem<T>: a plant under PID feedback with a feed-forward
/// input, as one Diagram; and ConnectController(), which wires the same
/// controller around a plant inside a user's DiagramBuilder.

#include <memory>

#include "drake/common/default_scalars.h"
#include "drake/common/eigen_types.h"
#include "drake/systems/framework/diagram.h"
#include "drake/systems/framework/diagram_builder.h"

namespace drake {
namespace systems {
namespace controllers {

/// A Diagram of a plant, a PidController and an Adder: the plant's input
/// `plant_input_port_index` (size U) receives u = u_ff + PID(x_d, S·y),
/// where y is the plant's output `state_output_port_index`, S the feedback
/// selector (2U × size of y; the identity when not given, so y must then be
/// [q; v] of size 2U), x_d the desired [q; v] of the controlled coordinates
/// and u_ff a feed-forward control.
///
/// Ports: input 0, the feed-forward control (size U); input 1, the desired
/// state (size 2U); the outputs are the plant's, in the plant's order.
///
/// Scalar gains apply to every controlled coordinate. Throws
/// std::logic_error (from PidController) if the gains differ in size from U
/// or the selector's rows from 2U, and std::logic_error if a port index is
/// out of range.
template <typename T>
class PidControlledSystem : public Diagram<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(PidControlledSystem);

  /// Scalar gains, identity feedback selector.
  PidControlledSystem(std::shared_ptr<System<T>> plant, double Kp, double Ki,
                      double Kd, int state_output_port_index = 0,
                      int plant_input_port_index = 0);
  /// Per-coordinate gains (size U), identity feedback selector.
  PidControlledSystem(std::shared_ptr<System<T>> plant,
                      const Eigen::VectorXd& Kp, const Eigen::VectorXd& Ki,
                      const Eigen::VectorXd& Kd,
                      int state_output_port_index = 0,
                      int plant_input_port_index = 0);
  /// Scalar gains, the given feedback selector.
  PidControlledSystem(std::shared_ptr<System<T>> plant,
                      const MatrixX<double>& feedback_selector, double Kp,
                      double Ki, double Kd, int state_output_port_index = 0,
                      int plant_input_port_index = 0);
  /// Per-coordinate gains and the given feedback selector.
  PidControlledSystem(std::shared_ptr<System<T>> plant,
                      const MatrixX<double>& feedback_selector,
                      const Eigen::VectorXd& Kp, const Eigen::VectorXd& Ki,
                      const Eigen::VectorXd& Kd,
                      int state_output_port_index = 0,
                      int plant_input_port_index = 0);
  ~PidControlledSystem() override;

  /// The plant (owned, shared with the caller).
  System<T>* plant() { return plant_; }

  /// The feed-forward control input (input 0).
  const InputPort<T>& get_control_input_port() const {
    return this->get_input_port(0);
  }
  /// The desired state input (input 1).
  const InputPort<T>& get_state_input_port() const {
    return this->get_input_port(1);
  }
  /// The plant's state output, exported under its index.
  const OutputPort<T>& get_state_output_port() const {
    return this->get_output_port(state_output_port_index_);
  }

  /// The controller's two unconnected inputs, for the caller to connect or
  /// export: the feed-forward control and the desired state.
  struct ConnectResult {
    const InputPort<T>& control_input_port;
    const InputPort<T>& state_input_port;
  };

  /// Adds a PidController and an Adder to `builder` and connects
  /// `plant_output` (through `feedback_selector`) to the controller and the
  /// sum of the controller's output and the feed-forward input to
  /// `plant_input`. Both plant ports must belong to systems of `builder`.
  static ConnectResult ConnectController(
      const InputPort<T>& plant_input, const OutputPort<T>& plant_output,
      const MatrixX<double>& feedback_selector, const Eigen::VectorXd& Kp,
      const Eigen::VectorXd& Ki, const Eigen::VectorXd& Kd,
      DiagramBuilder<T>* builder);
  /// As above with the identity feedback selector.
  static ConnectResult ConnectController(const InputPort<T>& plant_input,
                                         const OutputPort<T>& plant_output,
                                         const Eigen::VectorXd& Kp,
                                         const Eigen::VectorXd& Ki,
                                         const Eigen::VectorXd& Kd,
                                         DiagramBuilder<T>* builder);
  /// As ConnectController(), with the plant's input clamped elementwise to
  /// [min_plant_input, max_plant_input] by a Saturation.
  static ConnectResult ConnectControllerWithInputSaturation(
      const InputPort<T>& plant_input, const OutputPort<T>& plant_output,
      const MatrixX<double>& feedback_selector, const Eigen::VectorXd& Kp,
      const Eigen::VectorXd& Ki, const Eigen::VectorXd& Kd,
      const VectorX<T>& min_plant_input, const VectorX<T>& max_plant_input,
      DiagramBuilder<T>* builder);
  /// As above with the identity feedback selector.
  static ConnectResult ConnectControllerWithInputSaturation(
      const InputPort<T>& plant_input, const OutputPort<T>& plant_output,
      const Eigen::VectorXd& Kp, const Eigen::VectorXd& Ki,
      const Eigen::VectorXd& Kd, const VectorX<T>& min_plant_input,
      const VectorX<T>& max_plant_input, DiagramBuilder<T>* builder);

 private:
  void Initialize(std::shared_ptr<System<T>> plant,
                  const MatrixX<double>& feedback_selector,
                  const Eigen::VectorXd& Kp, const Eigen::VectorXd& Ki,
                  const Eigen::VectorXd& Kd);

  System<T>* plant_{nullptr};
  const int state_output_port_index_;
  const int plant_input_port_index_;
};

}  // namespace controllers
}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::systems::controllers::PidControlledSystem)
