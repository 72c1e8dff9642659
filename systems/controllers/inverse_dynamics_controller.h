#pragma once

/// @file
/// InverseDynamicsController<T>: PID on the joint state feeding inverse
/// dynamics on a MultibodyPlant.

#include <memory>

#include "drake/common/default_scalars.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/systems/controllers/inverse_dynamics.h"
#include "drake/systems/controllers/pid_controller.h"
#include "drake/systems/controllers/state_feedback_controller_interface.h"
#include "drake/systems/framework/diagram.h"

namespace drake {
namespace systems {
namespace controllers {

/// A Diagram computing the generalized force
///
///     v̇_d = kp⊙(q_d − q) + kd⊙(v_d − v) + ki⊙∫(q_d − q) dt + a_ref,
///     τ = InverseDynamics(q, v, v̇_d),
///
/// where a_ref is the "desired_acceleration" input (only when
/// has_reference_acceleration is true; zero otherwise).
///
/// Ports: input "estimated_state" (nq + nv), input "desired_state" (2·nv),
/// input "desired_acceleration" (nv, optional), output "generalized_force"
/// (nv), output "actuation" (nu: B⁺·τ, the actuation input that realizes
/// τ, with B⁺ from MultibodyPlant::MakeActuationMatrixPseudoinverse()).
/// The plant must have nq = nv and be fully actuated (one actuated degree of
/// freedom per velocity).
///
/// Scalar conversion (ToAutoDiffXd(), ToScalarType()) is supported whether
/// the plant is referenced or owned: each subsystem is converted, and the
/// inverse-dynamics subsystem owns a converted copy of the plant (see
/// InverseDynamics). The result is an InverseDynamicsController<U>.
///
/// @tparam_default_scalar
template <typename T>
class InverseDynamicsController final
    : public Diagram<T>,
      public StateFeedbackControllerInterface<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(InverseDynamicsController);

  /// @param plant a finalized plant; aliased, must outlive this system.
  /// @param kp, ki, kd gains, each of size nv.
  /// @param plant_context as for InverseDynamics.
  /// @throws std::logic_error if the plant is not finalized, nq ≠ nv, the
  ///   plant is not fully actuated, or a gain does not have nv entries.
  InverseDynamicsController(const multibody::MultibodyPlant<T>& plant,
                            const VectorX<double>& kp,
                            const VectorX<double>& ki,
                            const VectorX<double>& kd,
                            bool has_reference_acceleration,
                            const Context<T>* plant_context = nullptr);

  /// As above, owning `plant`.
  InverseDynamicsController(std::unique_ptr<multibody::MultibodyPlant<T>> plant,
                            const VectorX<double>& kp,
                            const VectorX<double>& ki,
                            const VectorX<double>& kd,
                            bool has_reference_acceleration,
                            const Context<T>* plant_context = nullptr);

  /// Scalar-converting copy constructor (see System::ToScalarType()).
  template <typename U>
  explicit InverseDynamicsController(const InverseDynamicsController<U>& other);

  ~InverseDynamicsController() final;

  /// Sets the integral of the position error in `context` (this diagram's).
  void set_integral_value(Context<T>* context,
                          const Eigen::Ref<const VectorX<T>>& value) const;

  const InputPort<T>& get_input_port_estimated_state() const final {
    return this->get_input_port(input_port_index_estimated_state_);
  }
  const InputPort<T>& get_input_port_desired_state() const final {
    return this->get_input_port(input_port_index_desired_state_);
  }
  /// @throws std::logic_error if has_reference_acceleration was false.
  const InputPort<T>& get_input_port_desired_acceleration() const;
  const OutputPort<T>& get_output_port_control() const final {
    return this->get_output_port(output_port_index_control_);
  }
  const OutputPort<T>& get_output_port_generalized_force() const {
    return get_output_port_control();
  }
  /// The actuation (in the plant's actuation input order) that applies the
  /// generalized force: u = B⁺·τ.
  const OutputPort<T>& get_output_port_actuation() const {
    return this->get_output_port(output_port_index_actuation_);
  }

  /// The plant used for control (for a scalar-converted controller, the
  /// converted copy its inverse-dynamics subsystem owns).
  const multibody::MultibodyPlant<T>* get_multibody_plant_for_control() const {
    return plant_;
  }

 private:
  template <typename>
  friend class InverseDynamicsController;

  void SetUp(const VectorX<double>& kp, const VectorX<double>& ki,
             const VectorX<double>& kd, const Context<T>* plant_context);

  std::unique_ptr<multibody::MultibodyPlant<T>> owned_plant_;
  const multibody::MultibodyPlant<T>* plant_{};
  const PidController<T>* pid_{};
  const bool has_reference_acceleration_;
  int input_port_index_estimated_state_{-1};
  int input_port_index_desired_state_{-1};
  int input_port_index_desired_acceleration_{-1};
  int output_port_index_control_{-1};
  int output_port_index_actuation_{-1};
};

}  // namespace controllers
}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::controllers::InverseDynamicsController)
