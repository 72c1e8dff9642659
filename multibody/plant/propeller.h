#pragma once

/// @file
/// Propeller<T>: thrust and reaction moment of one or more propellers, as
/// spatial forces for MultibodyPlant's "applied_spatial_force" input.

#include <vector>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/math/rigid_transform.h"
#include "drake/multibody/plant/externally_applied_spatial_force.h"
#include "drake/multibody/tree/multibody_tree_indexes.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace multibody {

/// Where a propeller sits and how its command maps to force and moment.
struct PropellerInfo {
  DRAKE_DEFAULT_COPY_AND_MOVE_AND_ASSIGN(PropellerInfo);

  explicit PropellerInfo(const BodyIndex& body_index_,
                         const math::RigidTransform<double>& X_BP_ =
                             math::RigidTransform<double>::Identity(),
                         double thrust_ratio_ = 1.0, double moment_ratio_ = 0.0)
      : body_index(body_index_),
        X_BP(X_BP_),
        thrust_ratio(thrust_ratio_),
        moment_ratio(moment_ratio_) {}

  /// The body B the propeller is attached to (and its force is applied to).
  BodyIndex body_index;

  /// Pose of the propeller frame P in the body frame B (default: identity).
  math::RigidTransform<double> X_BP{};

  /// Force along +Pz per unit command: thrust = thrust_ratio·command [N].
  double thrust_ratio{1.0};

  /// Moment about Pz per unit command: moment = moment_ratio·command [N·m].
  /// Zero (the default) makes a pure thruster.
  double moment_ratio{0.0};
};

/// Spatial forces of propellers attached to bodies of a MultibodyPlant.
///
/// Ports: inputs "command" (vector, one element per propeller) and
/// "body_poses" (std::vector<RigidTransform<T>> indexed by BodyIndex: connect
/// MultibodyPlant::get_body_poses_output_port()); output "spatial_forces"
/// (std::vector<ExternallyAppliedSpatialForce<T>>, one per propeller:
/// connect MultibodyPlant::get_applied_spatial_force_input_port()). No state.
///
/// The iᵗʰ force acts at Po (the origin of the iᵗʰ propeller frame P) on its
/// body B: force thrust_ratio·command[i] along Pz and moment
/// moment_ratio·command[i] about Pz, expressed in world in the output.
///
/// Instantiated for double, AutoDiffXd and symbolic::Expression (scalar
/// conversion supported).
template <typename T>
class Propeller final : public systems::LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(Propeller);

  /// One propeller on body `body_index` (see PropellerInfo).
  /// @throws std::exception if `body_index` is invalid.
  Propeller(const BodyIndex& body_index,
            const math::RigidTransform<double>& X_BP =
                math::RigidTransform<double>::Identity(),
            double thrust_ratio = 1.0, double moment_ratio = 0.0);

  /// One propeller per entry of `propeller_info`, in that order.
  /// @throws std::exception if a body index is invalid.
  explicit Propeller(const std::vector<PropellerInfo>& propeller_info);

  /// Scalar-converting copy constructor.
  template <typename U>
  explicit Propeller(const Propeller<U>& other) : Propeller<T>(other.info_) {}

  ~Propeller() final;

  /// The number of propellers (the size of the command input).
  int num_propellers() const { return static_cast<int>(info_.size()); }

  /// The "command" input: one element per propeller.
  const systems::InputPort<T>& get_command_input_port() const {
    return this->get_input_port(0);
  }

  /// The "body_poses" input (X_WB of every body, by BodyIndex).
  const systems::InputPort<T>& get_body_poses_input_port() const {
    return this->get_input_port(1);
  }

  /// The "spatial_forces" output.
  const systems::OutputPort<T>& get_spatial_forces_output_port() const {
    return this->get_output_port(0);
  }

 private:
  template <typename U>
  friend class Propeller;

  // Throws if the body_poses input holds no pose for a propeller's body.
  void CalcSpatialForces(
      const systems::Context<T>& context,
      std::vector<ExternallyAppliedSpatialForce<T>>* spatial_forces) const;

  std::vector<PropellerInfo> info_;
};

}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::Propeller)
