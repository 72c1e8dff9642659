#include "drake/multibody/tree/universal_joint.h"

#include <string>

#include "drake/common/never_destroyed.h"
#include "drake/multibody/tree/joint_helpers.h"

namespace drake {
namespace multibody {

using internal::MobilizerKind;
using internal::MobilizerParameters;
using internal::Repeat;

template <typename T>
const std::string& UniversalJoint<T>::type_name() const {
  static const never_destroyed<std::string> name(kTypeName);
  return name.access();
}

template <typename T>
UniversalJoint<T>::~UniversalJoint() = default;

template <typename T>
UniversalJoint<T>::UniversalJoint(const std::string& name,
                                  const Frame<T>& frame_on_parent,
                                  const Frame<T>& frame_on_child,
                                  double damping)
    : Joint<T>(name, frame_on_parent, frame_on_child, MobilizerKind::kUniversal,
               MobilizerParameters{}, Repeat(damping, 2)) {}

}  // namespace multibody
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::UniversalJoint)
