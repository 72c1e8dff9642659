#include "drake/multibody/tree/fixed_offset_frame.h"

#include <stdexcept>
#include <string>

#include <fmt/format.h>

#include "drake/multibody/tree/multibody_element_helpers.h"
#include "drake/multibody/tree/multibody_tree.h"

namespace drake {
namespace multibody {

using internal::CheckElementContext;

template <typename T>
FixedOffsetFrame<T>::FixedOffsetFrame(
    const std::string& name, const Frame<T>& P,
    const math::RigidTransform<double>& X_PF,
    std::optional<ModelInstanceIndex> model_instance)
    : Frame<T>(name, P.body(), model_instance.value_or(P.model_instance()),
               false),
      parent_(&P),
      X_PF_(X_PF) {}

template <typename T>
FixedOffsetFrame<T>::FixedOffsetFrame(const std::string& name,
                                      const RigidBody<T>& bodyB,
                                      const math::RigidTransform<double>& X_BF)
    : FixedOffsetFrame(name, bodyB.body_frame(), X_BF) {}

template <typename T>
FixedOffsetFrame<T>::~FixedOffsetFrame() = default;

namespace {
// The 12 numbers of FixedOffsetFrame `frame`'s X_PF in the frame-pose
// parameter of `context`, after checking both.
template <typename T>
int FramePoseOffset(const internal::MultibodyTree<T>* tree,
                    const systems::Context<T>& context,
                    const FixedOffsetFrame<T>& frame, const char* func) {
  if (tree == nullptr || !tree->is_finalized()) {
    throw std::logic_error(fmt::format(
        "FixedOffsetFrame::{}(): frame '{}' is not part of a finalized "
        "MultibodyPlant; call Finalize() and use a Context created by it.",
        func, frame.name()));
  }
  CheckElementContext(*tree, context);
  const int offset = tree->frame_pose_parameter_offset(frame.index());
  DRAKE_DEMAND(offset >= 0);
  return offset;
}
}  // namespace

template <typename T>
void FixedOffsetFrame<T>::SetPoseInParentFrame(
    systems::Context<T>* context, const math::RigidTransform<T>& X_PF) const {
  if (context == nullptr) {
    throw std::logic_error(fmt::format(
        "FixedOffsetFrame::SetPoseInParentFrame(): the context is null "
        "(frame '{}').",
        this->name()));
  }
  const int offset = FramePoseOffset(
      this->has_parent_tree() ? &this->get_parent_tree() : nullptr, *context,
      *this, "SetPoseInParentFrame");
  const internal::MultibodyTree<T>& tree = this->get_parent_tree();
  const Eigen::Matrix<T, 3, 4> X = X_PF.GetAsMatrix34();
  auto parameters = context
                        ->get_mutable_numeric_parameter(
                            tree.layout().frame_pose_parameter_index)
                        .get_mutable_value();
  for (int k = 0; k < 12; ++k) parameters[offset + k] = X.data()[k];
}

template <typename T>
math::RigidTransform<T> FixedOffsetFrame<T>::GetPoseInParentFrame(
    const systems::Context<T>& context) const {
  const int offset = FramePoseOffset(
      this->has_parent_tree() ? &this->get_parent_tree() : nullptr, context,
      *this, "GetPoseInParentFrame");
  const internal::MultibodyTree<T>& tree = this->get_parent_tree();
  const VectorX<T>& parameters =
      context.get_numeric_parameter(tree.layout().frame_pose_parameter_index)
          .value();
  const Eigen::Map<const Eigen::Matrix<T, 3, 4>> X(parameters.data() + offset);
  return math::RigidTransform<T>(Eigen::Matrix<T, 3, 4>(X));
}

}  // namespace multibody
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::FixedOffsetFrame)
