#pragma once

#include <string>

#include "drake/multibody/tree/joint.h"

namespace drake {
namespace multibody {

/// A three-dof joint in F's x-y plane: q = [x, y, θ] (p_FoMo_F = (x, y, 0),
/// rotation θ about Fz), v = [ẋ, ẏ, θ̇].
template <typename T>
class PlanarJoint final : public Joint<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(PlanarJoint);
  static constexpr char kTypeName[] = "planar";

  /// damping = [translational x, translational y, rotational]; each >= 0.
  PlanarJoint(const std::string& name, const Frame<T>& frame_on_parent,
              const Frame<T>& frame_on_child,
              const Vector3<double>& damping = Vector3<double>::Zero());
  ~PlanarJoint() override;

  const std::string& type_name() const override;
  /// The default damping [translational x, translational y, rotational]
  /// (as set_default_damping_vector() last set it).
  Vector3<double> default_damping() const {
    return this->default_damping_vector();
  }
  Vector2<T> get_translation(const systems::Context<T>& context) const {
    return this->GetPositions(context).template head<2>();
  }
  const PlanarJoint<T>& set_translation(systems::Context<T>* context,
                                        const Vector2<T>& p_FoMo_F) const;
  const T& get_rotation(const systems::Context<T>& context) const;
  const PlanarJoint<T>& set_rotation(systems::Context<T>* context,
                                     const T& theta) const;
  const PlanarJoint<T>& set_pose(systems::Context<T>* context,
                                 const Vector2<T>& p_FoMo_F,
                                 const T& theta) const;
  Vector2<T> get_translational_velocity(
      const systems::Context<T>& context) const {
    return this->GetVelocities(context).template head<2>();
  }
  const PlanarJoint<T>& set_translational_velocity(
      systems::Context<T>* context, const Vector2<T>& v_FoMo_F) const;
  const T& get_angular_velocity(const systems::Context<T>& context) const;
  const PlanarJoint<T>& set_angular_velocity(systems::Context<T>* context,
                                             const T& theta_dot) const;
  Vector2<double> get_default_translation() const {
    return this->default_positions().template head<2>();
  }
  double get_default_rotation() const { return this->default_positions()[2]; }
  void set_default_translation(const Vector2<double>& p_FoMo_F);
  void set_default_rotation(double theta);
  void set_default_pose(const Vector2<double>& p_FoMo_F, double theta);

  /// Sets the distribution SetRandomState() samples the translation
  /// p_FoMo_F (m) and the angle θ (rad) from.
  void set_random_pose_distribution(
      const Vector2<symbolic::Expression>& p_FoMo_F,
      const symbolic::Expression& theta) {
    this->set_random_position_distribution(
        Vector3<symbolic::Expression>(p_FoMo_F[0], p_FoMo_F[1], theta));
  }
};

}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::PlanarJoint)
