#pragma once

#include <limits>
#include <optional>
#include <string>

#include "drake/common/default_scalars.h"
#include "drake/common/eigen_types.h"
#include "drake/multibody/tree/joint.h"

namespace drake {
namespace multibody {

/// Proportional and derivative gains of an actuator's PD controller (used
/// by the SAP discrete solver).
struct PdControllerGains {
  double p{0};  ///< Proportional gain, effort per unit of position error.
  double d{0};  ///< Derivative gain, effort per unit of velocity error.
};

/// An actuator on a single-dof joint: its input u (joint units: N·m for a
/// revolute joint, N for a prismatic joint) adds a generalized force on the
/// joint's dof. A motor with rotor inertia Iᵣ behind a gear ratio ρ adds the
/// reflected inertia ρ²·Iᵣ to the joint's diagonal of the mass matrix.
template <typename T>
class JointActuator final : public MultibodyElement<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(JointActuator);

  /// An actuator `name` on `joint` with `effort_limit` (> 0; +∞ = none).
  JointActuator(const std::string& name, const Joint<T>& joint,
                double effort_limit = std::numeric_limits<double>::infinity());
  ~JointActuator() override;

  JointActuatorIndex index() const {
    return this->template index_impl<JointActuatorIndex>();
  }
  const std::string& name() const { return name_; }
  const Joint<T>& joint() const { return *joint_; }
  /// The effort limit (+∞ when there is none). Enforced only under PD.
  double effort_limit() const { return effort_limit_; }
  /// Sets the effort limit (N or N·m; +∞ clears it). Takes effect at once,
  /// also after Finalize().
  /// @throws std::logic_error unless `effort_limit` > 0.
  void set_effort_limit(double effort_limit);
  /// Number of inputs (the joint's nv, always 1).
  int num_inputs() const { return joint_->num_velocities(); }
  /// Where this actuator's value sits in the plant's u. Throws before
  /// Finalize.
  int input_start() const;

  /// This actuator's values (size num_inputs()) in the whole-plant
  /// actuation `u` (size num_actuated_dofs(), input_start() order): a view
  /// into `u`. @throws std::logic_error before Finalize or if `u` has the
  ///   wrong size.
  Eigen::Ref<const VectorX<T>> get_actuation_vector(const VectorX<T>& u) const;
  /// Writes `u_actuator` (size num_inputs()) into `u` at input_start().
  void set_actuation_vector(const Eigen::Ref<const VectorX<T>>& u_actuator,
                            EigenPtr<VectorX<T>> u) const;
  /// Adds u_actuator (this actuator's effort) to `forces`.
  void AddInOneForce(const systems::Context<T>& context, int joint_dof,
                     const T& joint_tau, MultibodyForces<T>* forces) const;

  double default_rotor_inertia() const { return rotor_inertia_; }
  double default_gear_ratio() const { return gear_ratio_; }
  /// ρ²·Iᵣ.
  double default_reflected_inertia() const {
    return gear_ratio_ * gear_ratio_ * rotor_inertia_;
  }
  /// Sets the rotor inertia Iᵣ (kg·m², >= 0). Before Finalize only.
  void set_default_rotor_inertia(double rotor_inertia);
  /// Sets the gear ratio ρ. Before Finalize only.
  void set_default_gear_ratio(double gear_ratio);

  /// The rotor inertia Iᵣ (kg·m²) stored in `context` (a parameter; the
  /// default context holds default_rotor_inertia()).
  /// @throws std::logic_error if `context` is not the finalized plant's.
  const T& rotor_inertia(const systems::Context<T>& context) const;
  /// The gear ratio ρ stored in `context` (a parameter; the default
  /// context holds default_gear_ratio()).
  /// @throws std::logic_error if `context` is not the finalized plant's.
  const T& gear_ratio(const systems::Context<T>& context) const;
  /// Stores the rotor inertia Iᵣ (kg·m², >= 0) in `context`; invalidates
  /// what depends on it (mass matrix, dynamics).
  /// @throws std::logic_error if `rotor_inertia` is negative or NaN, or if
  ///   `context` is not the finalized plant's.
  void SetRotorInertia(systems::Context<T>* context,
                       const T& rotor_inertia) const;
  /// Stores the gear ratio ρ in `context`; invalidates what depends on it.
  /// @throws std::logic_error if `context` is not the finalized plant's.
  void SetGearRatio(systems::Context<T>* context, const T& gear_ratio) const;
  /// The reflected inertia ρ²·Iᵣ from the values in `context`.
  T calc_reflected_inertia(const systems::Context<T>& context) const;

  /// Gives this actuator a PD controller (p >= 0, d >= 0). Honoured by
  /// discrete plants using the SAP solver.
  void set_controller_gains(PdControllerGains gains);
  const PdControllerGains& get_controller_gains() const;
  bool has_controller() const { return gains_.has_value(); }

 private:
  std::string name_;
  const Joint<T>* joint_;
  double effort_limit_;
  double rotor_inertia_{0};
  double gear_ratio_{1};
  std::optional<PdControllerGains> gains_;
};

}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::JointActuator)
