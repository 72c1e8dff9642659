#pragma once

#include <limits>
#include <string>

#include "drake/multibody/tree/joint.h"

namespace drake {
namespace multibody {

/// A one-dof joint: M rotates relative to F about a unit axis â (â_F = â_M),
/// with Mo = Fo. q = θ (rad), v = θ̇ (rad/s). Positive by the right-hand rule.
template <typename T>
class RevoluteJoint final : public Joint<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(RevoluteJoint);
  static constexpr char kTypeName[] = "revolute";

  /// Throws if `axis` is (nearly) zero or `damping` < 0. The axis is
  /// normalized.
  RevoluteJoint(const std::string& name, const Frame<T>& frame_on_parent,
                const Frame<T>& frame_on_child, const Vector3<double>& axis,
                double damping = 0);
  /// As above with position limits [pos_lower_limit, pos_upper_limit].
  RevoluteJoint(const std::string& name, const Frame<T>& frame_on_parent,
                const Frame<T>& frame_on_child, const Vector3<double>& axis,
                double pos_lower_limit, double pos_upper_limit,
                double damping = 0);
  ~RevoluteJoint() override;

  const std::string& type_name() const override;
  /// The unit axis â (same components in F and M).
  const Vector3<double>& revolute_axis() const {
    return this->mobilizer_parameters().axis;
  }
  /// The default damping, N·m·s.
  double default_damping() const { return this->default_damping_vector()[0]; }
  /// Sets the default damping (N·m·s).
  /// @throws std::logic_error if `damping` is negative or the plant is
  /// finalized.
  void set_default_damping(double damping) {
    this->set_default_damping_vector(Vector1d(damping));
  }
  /// The damping in use in `context` (a parameter), N·m·s.
  const T& GetDamping(const systems::Context<T>& context) const {
    return this->GetDampingVector(context)[0];
  }
  /// Stores `damping` (N·m·s) in `context`.
  /// @throws std::logic_error if `damping` is negative.
  void SetDamping(systems::Context<T>* context, const T& damping) const {
    this->SetDampingVector(context, Vector1<T>(damping));
  }
  double position_lower_limit() const {
    return this->position_lower_limits()[0];
  }
  double position_upper_limit() const {
    return this->position_upper_limits()[0];
  }
  double velocity_lower_limit() const {
    return this->velocity_lower_limits()[0];
  }
  double velocity_upper_limit() const {
    return this->velocity_upper_limits()[0];
  }
  double acceleration_lower_limit() const {
    return this->acceleration_lower_limits()[0];
  }
  double acceleration_upper_limit() const {
    return this->acceleration_upper_limits()[0];
  }
  /// θ in `context`, rad.
  const T& get_angle(const systems::Context<T>& context) const {
    return this->GetOnePosition(context);
  }
  /// Sets θ; returns this joint so calls can chain.
  const RevoluteJoint<T>& set_angle(systems::Context<T>* context,
                                    const T& angle) const;
  /// θ̇ in `context`, rad/s.
  const T& get_angular_rate(const systems::Context<T>& context) const {
    return this->GetOneVelocity(context);
  }
  /// Sets θ̇.
  const RevoluteJoint<T>& set_angular_rate(systems::Context<T>* context,
                                           const T& angle) const;
  /// The default angle, rad.
  double get_default_angle() const { return this->default_positions()[0]; }
  /// Sets the default angle, rad.
  void set_default_angle(double angle);
  /// Adds a torque τ (N·m) about â to `forces`.
  void AddInTorque(const systems::Context<T>& context, const T& torque,
                   MultibodyForces<T>* forces) const {
    this->AddInOneForce(context, 0, torque, forces);
  }
  /// Sets the distribution SetRandomState() samples the angle θ (rad) from,
  /// e.g. `M_PI * (2 * u - 1)` for a uniform random variable u.
  void set_random_angle_distribution(const symbolic::Expression& angle) {
    this->set_random_position_distribution(
        Vector1<symbolic::Expression>(angle));
  }
};

}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::RevoluteJoint)
