#pragma once

#include <string>

#include "drake/multibody/tree/joint.h"

namespace drake {
namespace multibody {

/// A three-dof rotational joint: q = roll-pitch-yaw angles of R_FM
/// (space-fixed x-y-z), v = w_FM_F; Mo = Fo. Singular at pitch = ±π/2.
template <typename T>
class BallRpyJoint final : public Joint<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(BallRpyJoint);
  static constexpr char kTypeName[] = "ball_rpy";

  /// Throws if damping < 0.
  BallRpyJoint(const std::string& name, const Frame<T>& frame_on_parent,
               const Frame<T>& frame_on_child, double damping = 0);
  ~BallRpyJoint() override;

  const std::string& type_name() const override;
  double default_damping() const { return this->default_damping_vector()[0]; }
  Vector3<T> get_angles(const systems::Context<T>& context) const {
    return this->GetPositions(context);
  }
  const BallRpyJoint<T>& set_angles(systems::Context<T>* context,
                                    const Vector3<T>& angles) const {
    this->SetPositions(context, angles);
    return *this;
  }
  Vector3<T> get_angular_velocity(const systems::Context<T>& context) const {
    return this->GetVelocities(context);
  }
  const BallRpyJoint<T>& set_angular_velocity(systems::Context<T>* context,
                                              const Vector3<T>& w_FM) const {
    this->SetVelocities(context, w_FM);
    return *this;
  }
  Vector3<double> get_default_angles() const {
    return this->default_positions();
  }
  void set_default_angles(const Vector3<double>& angles) {
    this->set_default_positions(angles);
  }
  /// Sets the distribution SetRandomState() samples the roll-pitch-yaw
  /// angles (rad) from. Not uniform over rotations in general.
  void set_random_angles_distribution(
      const Vector3<symbolic::Expression>& angles) {
    this->set_random_position_distribution(angles);
  }
};

}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::BallRpyJoint)
