#pragma once

#include <string>

#include <Eigen/Geometry>

#include "drake/multibody/tree/joint.h"

namespace drake {
namespace multibody {

/// A six-dof joint: q = [qw qx qy qz x y z] (the quaternion of R_FM and
/// p_FoMo_F), v = [w_FM_F; v_FM_F]. The default state is the identity pose.
template <typename T>
class QuaternionFloatingJoint final : public Joint<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(QuaternionFloatingJoint);
  static constexpr char kTypeName[] = "quaternion_floating";

  /// Throws if either damping is negative.
  QuaternionFloatingJoint(const std::string& name,
                          const Frame<T>& frame_on_parent,
                          const Frame<T>& frame_on_child,
                          double angular_damping = 0,
                          double translational_damping = 0);
  ~QuaternionFloatingJoint() override;

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
  /// The quaternion of R_FM as stored (not normalized).
  Eigen::Quaternion<T> get_quaternion(const systems::Context<T>& context) const;
  Vector3<T> get_translation(const systems::Context<T>& context) const;
  math::RigidTransform<T> get_pose(const systems::Context<T>& context) const;
  Vector3<T> get_angular_velocity(const systems::Context<T>& context) const;
  Vector3<T> get_translational_velocity(
      const systems::Context<T>& context) const;
  /// Sets the quaternion; throws if it is not (nearly) unit length, saying
  /// what was given.
  const QuaternionFloatingJoint<T>& set_quaternion(
      systems::Context<T>* context, const Eigen::Quaternion<T>& q_FM) const;
  const QuaternionFloatingJoint<T>& SetFromRotationMatrix(
      systems::Context<T>* context, const math::RotationMatrix<T>& R_FM) const;
  const QuaternionFloatingJoint<T>& set_translation(
      systems::Context<T>* context, const Vector3<T>& p_FM) const;
  const QuaternionFloatingJoint<T>& set_pose(
      systems::Context<T>* context, const math::RigidTransform<T>& X_FM) const;
  const QuaternionFloatingJoint<T>& set_angular_velocity(
      systems::Context<T>* context, const Vector3<T>& w_FM) const;
  const QuaternionFloatingJoint<T>& set_translational_velocity(
      systems::Context<T>* context, const Vector3<T>& v_FM) const;
  /// Drake's current spellings of the setters above.
  const QuaternionFloatingJoint<T>& SetQuaternion(
      systems::Context<T>* context, const Eigen::Quaternion<T>& q_FM) const {
    return set_quaternion(context, q_FM);
  }
  /// Sets the quaternion consistent with `R_FM`.
  const QuaternionFloatingJoint<T>& SetOrientation(
      systems::Context<T>* context, const math::RotationMatrix<T>& R_FM) const {
    return SetFromRotationMatrix(context, R_FM);
  }
  /// Sets the position p_FoMo_F (m).
  const QuaternionFloatingJoint<T>& SetTranslation(
      systems::Context<T>* context, const Vector3<T>& p_FM) const {
    return set_translation(context, p_FM);
  }
  /// Sets the pose X_FM.
  const QuaternionFloatingJoint<T>& SetPose(
      systems::Context<T>* context, const math::RigidTransform<T>& X_FM) const {
    return set_pose(context, X_FM);
  }
  /// The pose X_FM (the quaternion normalized).
  math::RigidTransform<T> GetPose(const systems::Context<T>& context) const {
    return get_pose(context);
  }
  Eigen::Quaternion<double> get_default_quaternion() const;
  Vector3<double> get_default_translation() const {
    return this->default_positions().template tail<3>();
  }
  void set_default_quaternion(const Eigen::Quaternion<double>& q_FM);
  void set_default_translation(const Vector3<double>& translation);
  /// Sets the distribution SetRandomState() samples the translation p_FM
  /// (m) from. If no quaternion distribution is set, the orientation is
  /// sampled as the identity (this joint's zero configuration), as in Drake.
  void set_random_translation_distribution(
      const Vector3<symbolic::Expression>& p_FM) {
    this->set_random_position_distribution_segment(4, p_FM);
  }
  /// Sets the distribution SetRandomState() samples the orientation q_FM
  /// from; each sample is normalized. If no translation distribution is
  /// set, the translation is sampled as zero (the zero configuration).
  /// Sampling each component independently is not uniform over rotations:
  /// see set_random_quaternion_distribution_to_uniform().
  void set_random_quaternion_distribution(
      const Eigen::Quaternion<symbolic::Expression>& q_FM) {
    this->set_random_position_distribution_segment(
        0,
        Vector4<symbolic::Expression>(q_FM.w(), q_FM.x(), q_FM.y(), q_FM.z()));
  }
  /// Sets the orientation distribution to uniformly random rotations (four
  /// independent standard Gaussians, normalized: uniform on the unit
  /// 3-sphere, hence uniform over SO(3)).
  void set_random_quaternion_distribution_to_uniform();
};

}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::QuaternionFloatingJoint)
