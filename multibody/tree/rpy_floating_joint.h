#pragma once

#include <string>

#include "drake/multibody/tree/joint.h"

namespace drake {
namespace multibody {

/// A six-dof joint: q = [roll pitch yaw x y z] (R_FM as space-fixed x-y-z
/// angles, p_FoMo_F), v = [w_FM_F; v_FM_F]. Singular at pitch = ±π/2.
template <typename T>
class RpyFloatingJoint final : public Joint<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(RpyFloatingJoint);
  static constexpr char kTypeName[] = "rpy_floating";

  /// Throws if either damping is negative.
  RpyFloatingJoint(const std::string& name, const Frame<T>& frame_on_parent,
                   const Frame<T>& frame_on_child, double angular_damping = 0,
                   double translational_damping = 0);
  ~RpyFloatingJoint() override;

  const std::string& type_name() const override;
  double angular_damping() const { return this->default_damping_vector()[0]; }
  double translational_damping() const {
    return this->default_damping_vector()[3];
  }
  /// The default angular damping, N·m·s (same for the three axes).
  double default_angular_damping() const {
    return this->default_damping_vector()[0];
  }
  /// The default translational damping, N·s/m (same for the three axes).
  double default_translational_damping() const {
    return this->default_damping_vector()[3];
  }
  Vector3<T> get_angles(const systems::Context<T>& context) const {
    return this->GetPositions(context).template head<3>();
  }
  const RpyFloatingJoint<T>& set_angles(systems::Context<T>* context,
                                        const Vector3<T>& angles) const;
  Vector3<T> get_translation(const systems::Context<T>& context) const {
    return this->GetPositions(context).template tail<3>();
  }
  const RpyFloatingJoint<T>& set_translation(systems::Context<T>* context,
                                             const Vector3<T>& p_FM) const;
  /// Sets the angles so that this joint's orientation is `R_FM`.
  const RpyFloatingJoint<T>& SetOrientation(
      systems::Context<T>* context, const math::RotationMatrix<T>& R_FM) const {
    return set_angles(context, math::RollPitchYaw<T>(R_FM).vector());
  }
  /// Sets the position p_FoMo_F (m).
  const RpyFloatingJoint<T>& SetTranslation(systems::Context<T>* context,
                                            const Vector3<T>& p_FM) const {
    return set_translation(context, p_FM);
  }
  math::RigidTransform<T> get_pose(const systems::Context<T>& context) const {
    return this->GetPose(context);
  }
  const RpyFloatingJoint<T>& set_pose(
      systems::Context<T>* context, const math::RigidTransform<T>& X_FM) const {
    this->SetPose(context, X_FM);
    return *this;
  }
  Vector3<T> get_angular_velocity(const systems::Context<T>& context) const {
    return this->GetVelocities(context).template head<3>();
  }
  const RpyFloatingJoint<T>& set_angular_velocity(systems::Context<T>* context,
                                                  const Vector3<T>& w_FM) const;
  Vector3<T> get_translational_velocity(
      const systems::Context<T>& context) const {
    return this->GetVelocities(context).template tail<3>();
  }
  const RpyFloatingJoint<T>& set_translational_velocity(
      systems::Context<T>* context, const Vector3<T>& v_FM) const;
  Vector3<double> get_default_angles() const {
    return this->default_positions().template head<3>();
  }
  void set_default_angles(const Vector3<double>& angles);
  Vector3<double> get_default_translation() const {
    return this->default_positions().template tail<3>();
  }
  void set_default_translation(const Vector3<double>& translation);
  /// Sets the distribution SetRandomState() samples the roll-pitch-yaw
  /// angles (rad) from. If no translation distribution is set, the
  /// translation is sampled as zero (this joint's zero configuration), as in
  /// Drake. Not uniform over rotations; watch for pitch near ±π/2.
  void set_random_angles_distribution(
      const Vector3<symbolic::Expression>& angles) {
    this->set_random_position_distribution_segment(0, angles);
  }
  /// Sets the distribution SetRandomState() samples the translation p_FM
  /// (m) from. If no angles distribution is set, the angles are sampled as
  /// zero (the zero configuration).
  void set_random_translation_distribution(
      const Vector3<symbolic::Expression>& p_FM) {
    this->set_random_position_distribution_segment(3, p_FM);
  }
};

}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::RpyFloatingJoint)
