#pragma once

/// @file
/// Accelerometer<T>: an ideal accelerometer fixed to a rigid body.

#include <vector>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/math/rigid_transform.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/multibody/tree/multibody_tree_indexes.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {
namespace sensors {

/// An ideal accelerometer (no noise, no bias) whose sensor frame S is fixed
/// to a rigid body B at the pose X_BS. It measures the proper acceleration
/// of the point So, i.e. its acceleration in the world W minus the gravity
/// acceleration g, expressed in S:
///
///     measurement = R_SW (a_WSo_W − g_W)     [m/s²]
///
/// So a sensor in free fall (a_WSo = g) reads zero, and one at rest reads
/// −g in S (on Earth, "up" with magnitude 9.81 m/s²). g is the constant
/// `gravity_vector` given at construction (zero by default; pass the
/// plant's `gravity_field().gravity_vector()` to model a real sensor).
///
/// Inputs (abstract, indexed by BodyIndex, e.g. from a MultibodyPlant):
/// "body_poses" (std::vector<RigidTransform<T>>, X_WB),
/// "body_spatial_velocities" (std::vector<SpatialVelocity<T>>, V_WB_W) and
/// "body_spatial_accelerations" (std::vector<SpatialAcceleration<T>>,
/// A_WB_W). Output: "measurement" (3 elements).
///
/// @system
/// name: Accelerometer
/// input_ports:
/// - body_poses
/// - body_spatial_velocities
/// - body_spatial_accelerations
/// output_ports:
/// - measurement
/// @endsystem
///
/// @tparam_default_scalar
template <typename T>
class Accelerometer final : public LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(Accelerometer);

  /// An accelerometer on `body` (B) at X_BS, with gravity `gravity_vector`
  /// (g_W, m/s², expressed in the world frame).
  Accelerometer(
      const multibody::RigidBody<T>& body,
      const math::RigidTransform<double>& X_BS,
      const Eigen::Vector3d& gravity_vector = Eigen::Vector3d::Zero());

  /// Scalar-converting copy constructor.
  template <typename U>
  explicit Accelerometer(const Accelerometer<U>& other)
      : Accelerometer(other.body_index(), other.pose(),
                      other.gravity_vector()) {}

  ~Accelerometer() final;

  /// The input port "body_poses".
  const InputPort<T>& get_body_poses_input_port() const {
    return *body_poses_input_port_;
  }

  /// The input port "body_spatial_velocities".
  const InputPort<T>& get_body_velocities_input_port() const {
    return *body_velocities_input_port_;
  }

  /// The input port "body_spatial_accelerations".
  const InputPort<T>& get_body_accelerations_input_port() const {
    return *body_accelerations_input_port_;
  }

  /// The output port "measurement" (3 elements, m/s², in S).
  const OutputPort<T>& get_measurement_output_port() const {
    return *measurement_output_port_;
  }

  /// The index of the body B given at construction.
  const multibody::BodyIndex& body_index() const { return body_index_; }

  /// g_W given at construction (zero if none was given).
  const Eigen::Vector3d& gravity_vector() const { return gravity_vector_; }

  /// X_BS, the pose of the sensor frame S in the body frame B.
  const math::RigidTransform<double>& pose() const { return X_BS_; }

  /// Adds an Accelerometer on `body` at X_BS with gravity `gravity_vector`
  /// to `builder` and connects its three inputs to the body poses, spatial
  /// velocities and spatial accelerations output ports of `plant`.
  /// @throws std::logic_error if `builder` is null or `body` is not a body of
  ///   `plant`.
  static const Accelerometer& AddToDiagram(
      const multibody::RigidBody<T>& body,
      const math::RigidTransform<double>& X_BS,
      const Eigen::Vector3d& gravity_vector,
      const multibody::MultibodyPlant<T>& plant, DiagramBuilder<T>* builder);

 private:
  Accelerometer(const multibody::BodyIndex& body_index,
                const math::RigidTransform<double>& X_BS,
                const Eigen::Vector3d& gravity_vector);

  // measurement = R_SW (a_WSo_W − g_W).
  void CalcOutput(const Context<T>& context, BasicVector<T>* output) const;

  const multibody::BodyIndex body_index_;
  const math::RigidTransform<double> X_BS_;
  const Eigen::Vector3d gravity_vector_;
  const InputPort<T>* body_poses_input_port_{nullptr};
  const InputPort<T>* body_velocities_input_port_{nullptr};
  const InputPort<T>* body_accelerations_input_port_{nullptr};
  const OutputPort<T>* measurement_output_port_{nullptr};
};

}  // namespace sensors
}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::sensors::Accelerometer)
