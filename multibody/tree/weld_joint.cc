#include "drake/multibody/tree/weld_joint.h"

#include <string>

#include "drake/common/never_destroyed.h"

namespace drake {
namespace multibody {

using internal::MobilizerKind;
using internal::MobilizerParameters;

template <typename T>
const std::string& WeldJoint<T>::type_name() const {
  static const never_destroyed<std::string> name(kTypeName);
  return name.access();
}

template <typename T>
WeldJoint<T>::~WeldJoint() = default;

template <typename T>
WeldJoint<T>::WeldJoint(const std::string& name,
                        const Frame<T>& frame_on_parent_P,
                        const Frame<T>& frame_on_child_C,
                        const math::RigidTransform<double>& X_PC)
    : Joint<T>(name, frame_on_parent_P, frame_on_child_C, MobilizerKind::kWeld,
               MobilizerParameters{}, VectorX<double>(0)) {
  this->set_weld_X_FM(X_PC);
}

}  // namespace multibody
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::WeldJoint)
