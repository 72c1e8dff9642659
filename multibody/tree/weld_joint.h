#pragma once

#include <string>

#include "drake/multibody/tree/joint.h"

namespace drake {
namespace multibody {

/// A zero-dof joint fixing M at X_FM in F.
template <typename T>
class WeldJoint final : public Joint<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(WeldJoint);
  static constexpr char kTypeName[] = "weld";

  WeldJoint(const std::string& name, const Frame<T>& frame_on_parent_P,
            const Frame<T>& frame_on_child_C,
            const math::RigidTransform<double>& X_PC);
  ~WeldJoint() override;

  const std::string& type_name() const override;
  /// The fixed pose of the child frame in the parent frame.
  const math::RigidTransform<double>& X_FM() const { return this->weld_X_FM(); }
};

}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::WeldJoint)
