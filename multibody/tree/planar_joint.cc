#include "drake/multibody/tree/planar_joint.h"

#include <string>

#include "drake/common/never_destroyed.h"
#include "drake/multibody/tree/multibody_tree.h"

namespace drake {
namespace multibody {

using internal::MobilizerKind;
using internal::MobilizerParameters;

template <typename T>
const std::string& PlanarJoint<T>::type_name() const {
  static const never_destroyed<std::string> name(kTypeName);
  return name.access();
}

template <typename T>
PlanarJoint<T>::~PlanarJoint() = default;

template <typename T>
PlanarJoint<T>::PlanarJoint(const std::string& name,
                            const Frame<T>& frame_on_parent,
                            const Frame<T>& frame_on_child,
                            const Vector3<double>& damping)
    : Joint<T>(name, frame_on_parent, frame_on_child, MobilizerKind::kPlanar,
               MobilizerParameters{}, damping) {}

template <typename T>
const PlanarJoint<T>& PlanarJoint<T>::set_translation(
    systems::Context<T>* context, const Vector2<T>& p_FoMo_F) const {
  this->get_mutable_positions(context).template head<2>() = p_FoMo_F;
  return *this;
}

template <typename T>
const T& PlanarJoint<T>::get_rotation(
    const systems::Context<T>& context) const {
  const auto& tree = this->get_parent_tree();
  tree.ValidateContext(context);
  return tree.get_positions(context).data()[this->position_start() + 2];
}

template <typename T>
const PlanarJoint<T>& PlanarJoint<T>::set_rotation(systems::Context<T>* context,
                                                   const T& theta) const {
  this->get_mutable_positions(context)[2] = theta;
  return *this;
}

template <typename T>
const PlanarJoint<T>& PlanarJoint<T>::set_pose(systems::Context<T>* context,
                                               const Vector2<T>& p_FoMo_F,
                                               const T& theta) const {
  auto q = this->get_mutable_positions(context);
  q.template head<2>() = p_FoMo_F;
  q[2] = theta;
  return *this;
}

template <typename T>
const PlanarJoint<T>& PlanarJoint<T>::set_translational_velocity(
    systems::Context<T>* context, const Vector2<T>& v_FoMo_F) const {
  this->get_mutable_velocities(context).template head<2>() = v_FoMo_F;
  return *this;
}

template <typename T>
const T& PlanarJoint<T>::get_angular_velocity(
    const systems::Context<T>& context) const {
  const auto& tree = this->get_parent_tree();
  tree.ValidateContext(context);
  return tree.get_velocities(context).data()[this->velocity_start() + 2];
}

template <typename T>
const PlanarJoint<T>& PlanarJoint<T>::set_angular_velocity(
    systems::Context<T>* context, const T& theta_dot) const {
  this->get_mutable_velocities(context)[2] = theta_dot;
  return *this;
}

template <typename T>
void PlanarJoint<T>::set_default_translation(const Vector2<double>& p) {
  VectorX<double> q = this->default_positions();
  q.template head<2>() = p;
  this->set_default_positions(q);
}

template <typename T>
void PlanarJoint<T>::set_default_rotation(double theta) {
  VectorX<double> q = this->default_positions();
  q[2] = theta;
  this->set_default_positions(q);
}

template <typename T>
void PlanarJoint<T>::set_default_pose(const Vector2<double>& p, double theta) {
  this->set_default_positions(Vector3<double>(p.x(), p.y(), theta));
}

}  // namespace multibody
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::PlanarJoint)
