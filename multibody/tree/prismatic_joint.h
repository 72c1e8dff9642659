#pragma once

#include <limits>
#include <string>

#include "drake/multibody/tree/joint.h"

namespace drake {
namespace multibody {

/// A one-dof joint: M translates relative to F along a unit axis â
/// (â_F = â_M), R_FM = I. q = x (m), v = ẋ (m/s).
template <typename T>
class PrismaticJoint final : public Joint<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(PrismaticJoint);
  static constexpr char kTypeName[] = "prismatic";

  /// Throws if `axis` is (nearly) zero, `damping` < 0 or lower > upper.
  PrismaticJoint(
      const std::string& name, const Frame<T>& frame_on_parent,
      const Frame<T>& frame_on_child, const Vector3<double>& axis,
      double pos_lower_limit = -std::numeric_limits<double>::infinity(),
      double pos_upper_limit = std::numeric_limits<double>::infinity(),
      double damping = 0);
  ~PrismaticJoint() override;

  const std::string& type_name() const override;
  /// The unit axis â.
  const Vector3<double>& translation_axis() const {
    return this->mobilizer_parameters().axis;
  }
  /// The default damping, N·s/m.
  double default_damping() const { return this->default_damping_vector()[0]; }
  /// Sets the default damping (N·s/m).
  /// @throws std::logic_error if `damping` is negative or the plant is
  /// finalized.
  void set_default_damping(double damping) {
    this->set_default_damping_vector(Vector1d(damping));
  }
  /// The damping in use in `context` (a parameter), N·s/m.
  const T& GetDamping(const systems::Context<T>& context) const {
    return this->GetDampingVector(context)[0];
  }
  /// Stores `damping` (N·s/m) in `context`.
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
  /// x in `context`, m.
  const T& get_translation(const systems::Context<T>& context) const {
    return this->GetOnePosition(context);
  }
  const PrismaticJoint<T>& set_translation(systems::Context<T>* context,
                                           const T& translation) const;
  /// ẋ in `context`, m/s.
  const T& get_translation_rate(const systems::Context<T>& context) const {
    return this->GetOneVelocity(context);
  }
  const PrismaticJoint<T>& set_translation_rate(systems::Context<T>* context,
                                                const T& translation_dot) const;
  double get_default_translation() const {
    return this->default_positions()[0];
  }
  void set_default_translation(double translation);
  /// Adds a force f (N) along â to `forces`.
  void AddInForce(const systems::Context<T>& context, const T& force,
                  MultibodyForces<T>* forces) const {
    this->AddInOneForce(context, 0, force, forces);
  }
  /// Sets the distribution SetRandomState() samples the translation (m)
  /// from.
  void set_random_translation_distribution(
      const symbolic::Expression& translation) {
    this->set_random_position_distribution(
        Vector1<symbolic::Expression>(translation));
  }
};

}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::PrismaticJoint)
