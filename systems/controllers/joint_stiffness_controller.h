#pragma once

/// @file
/// JointStiffnessController<T>: joint-space stiffness (PD) control with
/// gravity and force-element compensation.

#include <memory>

#include <Eigen/SparseCore>

#include "drake/common/default_scalars.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {
namespace controllers {

/// The joint-space stiffness controller
///
///     u = B⁺[−τ_g(q) − τ_app(q, v) + kp⊙(q_d − q) + kd⊙(v_d − v)],
///
/// where τ_g are the gravity generalized forces and τ_app those of the
/// plant's other force elements (springs, joint damping), and B⁺ the
/// pseudoinverse of the plant's actuation matrix (MultibodyPlant::
/// MakeActuationMatrixPseudoinverse()), so that u is in the order of the
/// plant's actuation input port. The Coriolis term
/// C(q, v)·v is not compensated, so the closed loop behaves as
/// M(q)v̇ + C(q, v)v + kp⊙(q − q_d) + kd⊙(v − v_d) = τ_ext, a spring-damper
/// about the set point.
///
/// Ports: input "estimated_state" (nq + nv), input "desired_state"
/// (nq + nv), output "actuation" (num_actuated_dofs()). The plant must have
/// nq = nv = num_actuated_dofs().
///
/// Scalar conversion (ToAutoDiffXd(), ToScalarType()) needs the constructor
/// that takes ownership of the plant (as in Drake); the converted system
/// owns a converted copy of it.
///
/// @tparam_default_scalar
template <typename T>
class JointStiffnessController final : public LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(JointStiffnessController);

  /// @param plant a finalized plant; aliased, must outlive this system.
  /// @param kp stiffness (N·m/rad or N/m), one per position.
  /// @param kd damping (N·m·s/rad or N·s/m), one per velocity.
  /// @throws std::logic_error if the plant is not finalized, nq ≠ nv, the
  ///   plant is not fully actuated (num_actuated_dofs() ≠ nv), or kp or kd
  ///   does not have nv entries.
  JointStiffnessController(const multibody::MultibodyPlant<T>& plant,
                           const Eigen::Ref<const Eigen::VectorXd>& kp,
                           const Eigen::Ref<const Eigen::VectorXd>& kd);

  /// As above, taking ownership of `plant` (which makes the controller
  /// scalar-convertible).
  /// @throws std::logic_error also if `plant` is null.
  JointStiffnessController(std::unique_ptr<multibody::MultibodyPlant<T>> plant,
                           const Eigen::Ref<const Eigen::VectorXd>& kp,
                           const Eigen::Ref<const Eigen::VectorXd>& kd);

  /// Scalar-converting copy constructor (see System::ToScalarType()).
  /// @throws std::runtime_error if `other` references its plant rather
  ///   than owning it.
  template <typename U>
  explicit JointStiffnessController(const JointStiffnessController<U>& other);

  ~JointStiffnessController() final;

  const InputPort<T>& get_input_port_estimated_state() const {
    return this->get_input_port(input_port_index_estimated_state_);
  }
  const InputPort<T>& get_input_port_desired_state() const {
    return this->get_input_port(input_port_index_desired_state_);
  }
  /// The actuation u, in the order of the plant's actuation input port.
  const OutputPort<T>& get_output_port_actuation() const {
    return this->get_output_port(output_port_index_actuation_);
  }

  const multibody::MultibodyPlant<T>& get_multibody_plant() const {
    return *plant_;
  }
  const Eigen::VectorXd& get_Kp_vector() const { return kp_; }
  const Eigen::VectorXd& get_Kd_vector() const { return kd_; }

 private:
  template <typename>
  friend class JointStiffnessController;

  // Every public constructor lands here; exactly one of owned_plant and
  // plant is non-null.
  JointStiffnessController(
      std::unique_ptr<multibody::MultibodyPlant<T>> owned_plant,
      const multibody::MultibodyPlant<T>* plant,
      const Eigen::Ref<const Eigen::VectorXd>& kp,
      const Eigen::Ref<const Eigen::VectorXd>& kd);

  struct PlantScratch;

  void SetPlantState(const Context<T>& context, PlantScratch* scratch) const;
  void CalcOutputActuation(const Context<T>& context,
                           BasicVector<T>* actuation) const;

  const std::unique_ptr<multibody::MultibodyPlant<T>> owned_plant_;
  const multibody::MultibodyPlant<T>* const plant_;
  const Eigen::VectorXd kp_;
  const Eigen::VectorXd kd_;
  int input_port_index_estimated_state_{-1};
  int input_port_index_desired_state_{-1};
  int output_port_index_actuation_{-1};
  // B⁺ (num_actuated_dofs × nv).
  Eigen::SparseMatrix<double> Binv_;
  CacheIndex plant_scratch_cache_index_;
};

}  // namespace controllers
}  // namespace systems
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::controllers::JointStiffnessController)
