#include "drake/multibody/tree/revolute_joint.h"

#include <limits>
#include <string>

#include "drake/common/never_destroyed.h"
#include "drake/multibody/tree/joint_helpers.h"

namespace drake {
namespace multibody {

using internal::AxisParameters;
using internal::MobilizerKind;
using internal::Repeat;

namespace {
constexpr double kInf = std::numeric_limits<double>::infinity();
}  // namespace

template <typename T>
const std::string& RevoluteJoint<T>::type_name() const {
  static const never_destroyed<std::string> name(kTypeName);
  return name.access();
}

template <typename T>
RevoluteJoint<T>::~RevoluteJoint() = default;

template <typename T>
RevoluteJoint<T>::RevoluteJoint(const std::string& name,
                                const Frame<T>& frame_on_parent,
                                const Frame<T>& frame_on_child,
                                const Vector3<double>& axis, double damping)
    : RevoluteJoint(name, frame_on_parent, frame_on_child, axis, -kInf, kInf,
                    damping) {}

template <typename T>
RevoluteJoint<T>::RevoluteJoint(const std::string& name,
                                const Frame<T>& frame_on_parent,
                                const Frame<T>& frame_on_child,
                                const Vector3<double>& axis,
                                double pos_lower_limit, double pos_upper_limit,
                                double damping)
    : Joint<T>(name, frame_on_parent, frame_on_child, MobilizerKind::kRevolute,
               AxisParameters("Revolute", name, axis), Repeat(damping, 1)) {
  this->set_position_limits(Repeat(pos_lower_limit, 1),
                            Repeat(pos_upper_limit, 1));
}

template <typename T>
const RevoluteJoint<T>& RevoluteJoint<T>::set_angle(
    systems::Context<T>* context, const T& angle) const {
  this->get_mutable_positions(context)[0] = angle;
  return *this;
}

template <typename T>
const RevoluteJoint<T>& RevoluteJoint<T>::set_angular_rate(
    systems::Context<T>* context, const T& rate) const {
  this->get_mutable_velocities(context)[0] = rate;
  return *this;
}

template <typename T>
void RevoluteJoint<T>::set_default_angle(double angle) {
  this->set_default_positions(Repeat(angle, 1));
}

}  // namespace multibody
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::RevoluteJoint)
