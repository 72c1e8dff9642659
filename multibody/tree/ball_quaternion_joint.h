#pragma once

#include <string>

#include <Eigen/Geometry>

#include "drake/multibody/tree/joint.h"

namespace drake {
namespace multibody {

/// A three-dof rotational joint with a quaternion: q = [qw qx qy qz], the
/// quaternion of R_FM, and v = w_FM_F, the angular velocity of M in F,
/// expressed in F; Mo = Fo. No singularity (unlike BallRpyJoint); q̇ ≠ v,
/// see MultibodyPlant::MapVelocityToQDot(). The zero configuration is the
/// identity quaternion [1 0 0 0].
template <typename T>
class BallQuaternionJoint final : public Joint<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(BallQuaternionJoint);
  static constexpr char kTypeName[] = "ball_quaternion";

  /// Throws if damping < 0 (N⋅m⋅s, on each component of w_FM).
  BallQuaternionJoint(const std::string& name, const Frame<T>& frame_on_parent,
                      const Frame<T>& frame_on_child, double damping = 0);
  ~BallQuaternionJoint() override;

  const std::string& type_name() const override;
  double default_damping() const { return this->default_damping_vector()[0]; }
  /// The quaternion of R_FM as stored (not normalized).
  Eigen::Quaternion<T> get_quaternion(const systems::Context<T>& context) const;
  /// w_FM_F (rad/s).
  Vector3<T> get_angular_velocity(const systems::Context<T>& context) const;
  /// Sets the quaternion; throws if it is not (nearly) unit length, saying
  /// what was given.
  const BallQuaternionJoint<T>& set_quaternion(
      systems::Context<T>* context, const Eigen::Quaternion<T>& q_FM) const;
  const BallQuaternionJoint<T>& SetFromRotationMatrix(
      systems::Context<T>* context, const math::RotationMatrix<T>& R_FM) const;
  const BallQuaternionJoint<T>& set_angular_velocity(
      systems::Context<T>* context, const Vector3<T>& w_FM) const;
  Eigen::Quaternion<double> get_default_quaternion() const;
  /// Throws if `q_FM` is not (nearly) unit length.
  void set_default_quaternion(const Eigen::Quaternion<double>& q_FM);
  /// Sets the distribution SetRandomState() samples q_FM from; each sample
  /// is normalized. Sampling components independently is not uniform over
  /// rotations: see set_random_quaternion_distribution_to_uniform().
  void set_random_quaternion_distribution(
      const Eigen::Quaternion<symbolic::Expression>& q_FM) {
    this->set_random_position_distribution(
        Vector4<symbolic::Expression>(q_FM.w(), q_FM.x(), q_FM.y(), q_FM.z()));
  }
  /// Sets the distribution to uniformly random rotations.
  void set_random_quaternion_distribution_to_uniform();
};

}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::BallQuaternionJoint)
