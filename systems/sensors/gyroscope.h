#pragma once

/// @file
/// Gyroscope<T>: an ideal gyroscope fixed to a rigid body.

#include <vector>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/math/rigid_transform.h"
#include "drake/math/rotation_matrix.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/multibody/tree/multibody_tree_indexes.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {
namespace sensors {

/// An ideal gyroscope (no noise, no bias) whose sensor frame S is fixed to a
/// rigid body B at the pose X_BS. It measures the angular velocity of S in
/// the world W, expressed in S:
///
///     measurement = w_WS_S = R_SW w_WB_W     [rad/s]
///
/// (S is fixed in B, so w_WS = w_WB; the translation of X_BS does not change
/// the measurement and is kept for display and completeness.)
///
/// Inputs (abstract, indexed by BodyIndex, e.g. from a MultibodyPlant):
/// "body_poses" (std::vector<RigidTransform<T>>, X_WB) and
/// "body_spatial_velocities" (std::vector<SpatialVelocity<T>>, V_WB_W).
/// Output: "measurement" (3 elements).
///
/// @system
/// name: Gyroscope
/// input_ports:
/// - body_poses
/// - body_spatial_velocities
/// output_ports:
/// - measurement
/// @endsystem
///
/// @tparam_default_scalar
template <typename T>
class Gyroscope final : public LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(Gyroscope);

  /// A gyroscope on `body` (B) at X_BS.
  Gyroscope(const multibody::RigidBody<T>& body,
            const math::RigidTransform<double>& X_BS);

  /// Scalar-converting copy constructor.
  template <typename U>
  explicit Gyroscope(const Gyroscope<U>& other)
      : Gyroscope(other.body_index(), other.pose()) {}

  ~Gyroscope() final;

  /// The input port "body_poses".
  const InputPort<T>& get_body_poses_input_port() const {
    return *body_poses_input_port_;
  }

  /// The input port "body_spatial_velocities".
  const InputPort<T>& get_body_velocities_input_port() const {
    return *body_velocities_input_port_;
  }

  /// The output port "measurement" (3 elements, rad/s, in S).
  const OutputPort<T>& get_measurement_output_port() const {
    return *measurement_output_port_;
  }

  /// The index of the body B given at construction.
  const multibody::BodyIndex& body_index() const { return body_index_; }

  /// X_BS, the pose of the sensor frame S in the body frame B.
  const math::RigidTransform<double>& pose() const { return X_BS_; }

  /// Adds a Gyroscope on `body` at X_BS to `builder` and connects its two
  /// inputs to the body poses and spatial velocities output ports of
  /// `plant`.
  /// @throws std::logic_error if `builder` is null or `body` is not a body of
  ///   `plant`.
  static const Gyroscope& AddToDiagram(
      const multibody::RigidBody<T>& body,
      const math::RigidTransform<double>& X_BS,
      const multibody::MultibodyPlant<T>& plant, DiagramBuilder<T>* builder);

 private:
  Gyroscope(const multibody::BodyIndex& body_index,
            const math::RigidTransform<double>& X_BS);

  // measurement = R_SW w_WB_W.
  void CalcOutput(const Context<T>& context, BasicVector<T>* output) const;

  const multibody::BodyIndex body_index_;
  const math::RigidTransform<double> X_BS_;
  const InputPort<T>* body_poses_input_port_{nullptr};
  const InputPort<T>* body_velocities_input_port_{nullptr};
  const OutputPort<T>* measurement_output_port_{nullptr};
};

}  // namespace sensors
}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::sensors::Gyroscope)
