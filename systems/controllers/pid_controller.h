#pragma once

/// @file
/// PidController<T>: a state-feedback PID controller.

#include "drake/common/default_scalars.h"
#include "drake/common/eigen_types.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {
namespace controllers {

/// A PID controller on the controlled state x̃ = [q̃; ṽ] = P_x·x, where x is
/// the estimated state and P_x the state projection (2n × num_states):
///
///     u = P_y·(kp⊙(q_d − q̃) + kd⊙(v_d − ṽ) + ki⊙∫(q_d − q̃) dt),
///
/// with P_y the output projection (num_outputs × n). The integral of the
/// position error is the continuous state (n entries, zero by default).
///
/// Ports: input 0 "estimated_state" (P_x.cols()), input 1 "desired_state"
/// (2n: [q_d; v_d]), output "control" (P_y.rows()).
template <typename T>
class PidController final : public LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(PidController);

  /// P_x and P_y are identities (num_states = 2n, num_outputs = n).
  /// @throws std::logic_error if kp, ki, kd differ in size.
  PidController(const Eigen::VectorXd& kp, const Eigen::VectorXd& ki,
                const Eigen::VectorXd& kd);

  /// P_y is the identity.
  /// @throws std::logic_error if kp, ki, kd differ in size or
  ///   state_projection does not have 2·kp.size() rows.
  PidController(const MatrixX<double>& state_projection,
                const Eigen::VectorXd& kp, const Eigen::VectorXd& ki,
                const Eigen::VectorXd& kd);

  /// @throws std::logic_error if kp, ki, kd differ in size,
  ///   state_projection does not have 2·kp.size() rows or
  ///   output_projection does not have kp.size() columns.
  PidController(const MatrixX<double>& state_projection,
                const MatrixX<double>& output_projection,
                const Eigen::VectorXd& kp, const Eigen::VectorXd& ki,
                const Eigen::VectorXd& kd);

  /// Scalar-converting copy constructor.
  template <typename U>
  explicit PidController(const PidController<U>& other)
      : PidController(other.state_projection_, other.output_projection_,
                      other.kp_, other.ki_, other.kd_) {}

  const Eigen::VectorXd& get_Kp_vector() const { return kp_; }
  const Eigen::VectorXd& get_Ki_vector() const { return ki_; }
  const Eigen::VectorXd& get_Kd_vector() const { return kd_; }
  /// The gain of a single-DOF controller.
  /// @throws std::logic_error unless the controller has exactly one DOF.
  double get_Kp_singleton() const;
  double get_Ki_singleton() const;
  double get_Kd_singleton() const;

  /// Sets the integral of the position error in `context`.
  /// @throws std::logic_error if `value` does not have kp.size() entries.
  void set_integral_value(Context<T>* context,
                          const Eigen::Ref<const VectorX<T>>& value) const;

  const InputPort<T>& get_input_port_estimated_state() const {
    return this->get_input_port(input_index_state_);
  }
  const InputPort<T>& get_input_port_desired_state() const {
    return this->get_input_port(input_index_desired_state_);
  }
  const OutputPort<T>& get_output_port_control() const {
    return this->get_output_port(output_index_control_);
  }

 private:
  template <typename>
  friend class PidController;

  void DoCalcTimeDerivatives(const Context<T>& context,
                             ContinuousState<T>* derivatives) const override;
  void CalcControl(const Context<T>& context, BasicVector<T>* control) const;

  Eigen::VectorXd kp_, ki_, kd_;
  int num_controlled_q_{};
  int num_full_state_{};
  MatrixX<double> state_projection_;
  MatrixX<double> output_projection_;
  int input_index_state_{-1};
  int input_index_desired_state_{-1};
  int output_index_control_{-1};
};

}  // namespace controllers
}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::controllers::PidController)
