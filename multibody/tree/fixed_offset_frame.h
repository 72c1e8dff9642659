#pragma once

#include <optional>
#include <string>

#include "drake/multibody/tree/frame.h"
#include "drake/multibody/tree/rigid_body.h"

namespace drake {
namespace multibody {

/// A frame F with a fixed pose X_PF in a parent frame P (hence fixed in P's
/// body).
template <typename T>
class FixedOffsetFrame final : public Frame<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(FixedOffsetFrame);

  /// Frame `name` at X_PF in `P`; its model instance is P's unless given.
  FixedOffsetFrame(
      const std::string& name, const Frame<T>& P,
      const math::RigidTransform<double>& X_PF,
      std::optional<ModelInstanceIndex> model_instance = std::nullopt);
  /// Frame `name` at X_BF in the frame of body `bodyB`.
  FixedOffsetFrame(const std::string& name, const RigidBody<T>& bodyB,
                   const math::RigidTransform<double>& X_BF);
  ~FixedOffsetFrame() override;

  /// The parent frame P.
  const Frame<T>& parent_frame() const { return *parent_; }
  /// X_PF as the model gives it (the default of every new Context).
  const math::RigidTransform<double>& GetFixedPoseInParentFrame() const {
    return X_PF_;
  }
  /// Sets X_PF, this frame's pose in its parent frame P, in `context` (a
  /// parameter: kinematics, Jacobians and dynamics of that context follow;
  /// other contexts and the model keep theirs).
  /// @throws std::exception unless the plant is finalized and `context` is
  /// its own, or if `context` is null.
  void SetPoseInParentFrame(systems::Context<T>* context,
                            const math::RigidTransform<T>& X_PF) const;
  /// X_PF in `context`.
  /// @throws std::exception unless the plant is finalized and `context` is
  /// its own.
  math::RigidTransform<T> GetPoseInParentFrame(
      const systems::Context<T>& context) const;
  math::RigidTransform<T> GetFixedPoseInBodyFrame() const override {
    return parent_->GetFixedPoseInBodyFrame() * X_PF_.template cast<T>();
  }

 private:
  const Frame<T>* parent_;
  math::RigidTransform<double> X_PF_;
};

}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::FixedOffsetFrame)
