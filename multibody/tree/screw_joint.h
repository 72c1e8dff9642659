#pragma once

#include <string>

#include "drake/multibody/tree/joint.h"

namespace drake {
namespace multibody {

/// A one-dof helical joint about a unit axis â: q = θ (rad), M rotates by θ
/// about â and translates pitch·θ/(2π) along it (pitch in m/rev).
template <typename T>
class ScrewJoint final : public Joint<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(ScrewJoint);
  static constexpr char kTypeName[] = "screw";

  /// Axis z. Throws if damping < 0.
  ScrewJoint(const std::string& name, const Frame<T>& frame_on_parent,
             const Frame<T>& frame_on_child, double screw_pitch,
             double damping);
  /// Throws if the axis is (nearly) zero or damping < 0.
  ScrewJoint(const std::string& name, const Frame<T>& frame_on_parent,
             const Frame<T>& frame_on_child, const Vector3<double>& axis,
             double screw_pitch, double damping);
  ~ScrewJoint() override;

  const std::string& type_name() const override;
  double screw_pitch() const {
    return this->mobilizer_parameters().screw_pitch;
  }
  const Vector3<double>& screw_axis() const {
    return this->mobilizer_parameters().axis;
  }
  double default_damping() const { return this->default_damping_vector()[0]; }
  /// The damping in use in `context` (a parameter), N·m·s.
  const T& GetDamping(const systems::Context<T>& context) const {
    return this->GetDampingVector(context)[0];
  }
  /// Stores `damping` (N·m·s) in `context`.
  /// @throws std::logic_error if `damping` is negative.
  void SetDamping(systems::Context<T>* context, const T& damping) const {
    this->SetDampingVector(context, Vector1<T>(damping));
  }
  /// The translation along the axis, pitch·θ/(2π), m.
  T get_translation(const systems::Context<T>& context) const;
  const ScrewJoint<T>& set_translation(systems::Context<T>* context,
                                       const T& translation) const;
  const T& get_rotation(const systems::Context<T>& context) const {
    return this->GetOnePosition(context);
  }
  const ScrewJoint<T>& set_rotation(systems::Context<T>* context,
                                    const T& theta) const;
  const T& get_angular_velocity(const systems::Context<T>& context) const {
    return this->GetOneVelocity(context);
  }
  const ScrewJoint<T>& set_angular_velocity(systems::Context<T>* context,
                                            const T& theta_dot) const;
  T get_translational_velocity(const systems::Context<T>& context) const;
  const ScrewJoint<T>& set_translational_velocity(systems::Context<T>* context,
                                                  const T& vz) const;
  double get_default_rotation() const { return this->default_positions()[0]; }
  void set_default_rotation(double theta);
  double get_default_translation() const;
  void set_default_translation(double z);
  /// Sets the distribution SetRandomState() samples the angle θ (rad) from
  /// (the translation follows from the pitch).
  void set_random_pose_distribution(
      const Vector1<symbolic::Expression>& theta) {
    this->set_random_position_distribution(theta);
  }
};

}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::ScrewJoint)
