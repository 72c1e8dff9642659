#pragma once

#include <memory>
#include <optional>
#include <string>
#include <utility>

#include <Eigen/Geometry>

#include "drake/common/default_scalars.h"
#include "drake/common/eigen_types.h"
#include "drake/common/random.h"
#include "drake/common/symbolic/expression.h"
#include "drake/multibody/tree/frame.h"
#include "drake/multibody/tree/mobilizer_kind.h"
#include "drake/multibody/tree/rigid_body.h"

namespace drake {
namespace multibody {

template <typename T>
class MultibodyForces;

/// A joint between a frame F on a parent body P (frame_on_parent) and a
/// frame M on a child body B (frame_on_child). It adds nq positions and nv
/// velocities to the plant's state, with limits, damping and default
/// positions. The concrete types (RevoluteJoint, WeldJoint, ...) are the
/// only ones supported: each maps to one of the compiled tree's mobilizer
/// kernels.
template <typename T>
class Joint : public MultibodyElement<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(Joint);
  ~Joint() override;

  /// This joint's index. Indices never change; removal leaves gaps.
  JointIndex index() const { return this->template index_impl<JointIndex>(); }
  /// The position of this joint among the joints that exist (no gaps).
  JointOrdinal ordinal() const { return JointOrdinal(this->ordinal_impl()); }
  /// The joint's name (unique within its model instance).
  const std::string& name() const { return name_; }
  /// The frame F on the parent body.
  const Frame<T>& frame_on_parent() const { return *frame_on_parent_; }
  /// The frame M on the child body.
  const Frame<T>& frame_on_child() const { return *frame_on_child_; }
  /// The parent (inboard) body P.
  const RigidBody<T>& parent_body() const { return frame_on_parent_->body(); }
  /// The child (outboard) body B.
  const RigidBody<T>& child_body() const { return frame_on_child_->body(); }

  /// A string naming the joint type ("revolute", "weld", ...).
  virtual const std::string& type_name() const = 0;

  /// Number of positions nq of this joint.
  int num_positions() const { return internal::MobilizerNumPositions(kind_); }
  /// Number of velocities nv of this joint.
  int num_velocities() const { return internal::MobilizerNumVelocities(kind_); }
  /// The index of this joint's first position in q. Throws before Finalize.
  int position_start() const;
  /// The index of this joint's first velocity in v. Throws before Finalize.
  int velocity_start() const;

  /// True if the joint allows rotation of M relative to F.
  bool can_rotate() const;
  /// True if the joint allows translation of M relative to F.
  bool can_translate() const;
  /// The suffix naming position `i` (e.g. "q", "x", "qw").
  virtual std::string position_suffix(int position_index_in_joint) const;
  /// The suffix naming velocity `i` (e.g. "w", "vx", "wx").
  virtual std::string velocity_suffix(int velocity_index_in_joint) const;

  /// The position of a one-dof joint. Throws for other joints.
  const T& GetOnePosition(const systems::Context<T>& context) const;
  /// The velocity of a one-dof joint. Throws for other joints.
  const T& GetOneVelocity(const systems::Context<T>& context) const;

  /// Adds `joint_tau` on degree of freedom `joint_dof` of this joint to
  /// `forces` (a torque for rotational dofs, a force for translational
  /// ones). Throws if joint_dof is out of range.
  void AddInOneForce(const systems::Context<T>& context, int joint_dof,
                     const T& joint_tau, MultibodyForces<T>* forces) const;
  /// Adds this joint's damping forces −d·v to `forces`.
  void AddInDamping(const systems::Context<T>& context,
                    MultibodyForces<T>* forces) const;

  /// The default damping coefficients, one per velocity.
  const VectorX<double>& default_damping_vector() const { return damping_; }
  /// Sets the default damping coefficients (each >= 0).
  /// @throws std::logic_error if the size is not num_velocities(), a
  /// coefficient is negative, or the plant is already finalized.
  void set_default_damping_vector(const VectorX<double>& damping);
  /// The damping in use in `context` (a parameter).
  const VectorX<T>& GetDampingVector(const systems::Context<T>& context) const;
  /// Sets the damping in `context` (each >= 0).
  void SetDampingVector(systems::Context<T>* context,
                        const VectorX<T>& damping) const;

  /// Limits (size nq for positions, nv for velocities and accelerations).
  const VectorX<double>& position_lower_limits() const { return q_lower_; }
  const VectorX<double>& position_upper_limits() const { return q_upper_; }
  const VectorX<double>& velocity_lower_limits() const { return v_lower_; }
  const VectorX<double>& velocity_upper_limits() const { return v_upper_; }
  const VectorX<double>& acceleration_lower_limits() const { return a_lower_; }
  const VectorX<double>& acceleration_upper_limits() const { return a_upper_; }
  /// Sets limits; throws on a size mismatch or lower > upper.
  void set_position_limits(const VectorX<double>& lower_limits,
                           const VectorX<double>& upper_limits);
  void set_velocity_limits(const VectorX<double>& lower_limits,
                           const VectorX<double>& upper_limits);
  void set_acceleration_limits(const VectorX<double>& lower_limits,
                               const VectorX<double>& upper_limits);

  /// The default positions q₀ used by SetDefaultState.
  const VectorX<double>& default_positions() const { return default_q_; }
  /// Sets q₀ (size nq).
  void set_default_positions(const VectorX<double>& default_positions);

  /// This joint's positions in `context` (a view of size nq).
  Eigen::Ref<const VectorX<T>> GetPositions(
      const systems::Context<T>& context) const;
  /// Sets this joint's positions in `context` (size nq).
  void SetPositions(systems::Context<T>* context,
                    const Eigen::Ref<const VectorX<T>>& positions) const;
  /// This joint's velocities in `context` (a view of size nv).
  Eigen::Ref<const VectorX<T>> GetVelocities(
      const systems::Context<T>& context) const;
  /// Sets this joint's velocities in `context` (size nv).
  void SetVelocities(systems::Context<T>* context,
                     const Eigen::Ref<const VectorX<T>>& velocities) const;

  /// X_FM(q) in `context`.
  math::RigidTransform<T> GetPose(const systems::Context<T>& context) const;
  /// V_FM_F in `context`.
  SpatialVelocity<T> GetSpatialVelocity(
      const systems::Context<T>& context) const;
  /// Sets q so that X_FM matches `X_FM` as closely as this joint allows.
  void SetPose(systems::Context<T>* context,
               const math::RigidTransform<T>& X_FM) const;
  /// Sets v so that V_FM matches `V_FM` as closely as this joint allows.
  void SetSpatialVelocity(systems::Context<T>* context,
                          const SpatialVelocity<T>& V_FM) const;
  /// Stores in q₀ the positions closest to X_FM.
  void SetDefaultPose(const math::RigidTransform<double>& X_FM);
  /// X_FM(q₀).
  math::RigidTransform<double> GetDefaultPose() const;
  /// The quaternion/translation form of SetDefaultPose().
  void SetDefaultPosePair(const Eigen::Quaternion<double>& q_FM,
                          const Vector3<double>& p_FM);
  /// The quaternion/translation form of GetDefaultPose(). Both store a
  /// QuaternionFloatingJoint's pair bit for bit (the quaternion as given,
  /// not normalized); other joints approximate it as SetDefaultPose() does.
  std::pair<Eigen::Quaternion<double>, Vector3<double>> GetDefaultPosePair()
      const;
  /// The quaternion/translation form of SetPose(): a QuaternionFloatingJoint
  /// stores (q_FM, p_FM) bit for bit; other joints set the q whose X_FM best
  /// matches. @throws std::logic_error before Finalize or for a context of
  ///   another plant.
  void SetPosePair(systems::Context<T>* context,
                   const Eigen::Quaternion<T>& q_FM,
                   const Vector3<T>& p_FM) const;
  /// The quaternion/translation form of GetPose() (bit for bit the stored q
  /// of a QuaternionFloatingJoint).
  std::pair<Eigen::Quaternion<T>, Vector3<T>> GetPosePair(
      const systems::Context<T>& context) const;

  /// Locks this joint in `context` (honoured by the SAP solver; a locked
  /// joint's velocities are held at zero).
  void Lock(systems::Context<T>* context) const;
  /// Unlocks this joint in `context`.
  void Unlock(systems::Context<T>* context) const;
  /// Whether this joint is locked in `context`.
  bool is_locked(const systems::Context<T>& context) const;

  /// @name Random distributions (see MultibodyPlant::SetRandomState())
  /// A joint may carry symbolic expressions of random variables for its
  /// positions and/or velocities (set by the concrete joint's
  /// set_random_*_distribution() methods). SetRandomState() samples them; a
  /// joint without one keeps its default positions (and zero velocities).
  //@{
  /// The distribution of this joint's positions (size nq), if set.
  const std::optional<VectorX<symbolic::Expression>>&
  get_random_position_distribution() const {
    return random_q_;
  }
  /// The distribution of this joint's velocities (size nv), if set.
  const std::optional<VectorX<symbolic::Expression>>&
  get_random_velocity_distribution() const {
    return random_v_;
  }
  /// True if a position or velocity distribution is set.
  bool has_random_state_distribution() const {
    return random_q_.has_value() || random_v_.has_value();
  }
  /// Sets the distribution of this joint's velocities (size nv).
  /// @throws std::logic_error on a size mismatch (naming the joint).
  void set_random_velocity_distribution(
      const VectorX<symbolic::Expression>& velocities);
  /// Clears both distributions (SetRandomState() then uses the defaults).
  void ClearRandomStateDistribution() {
    random_q_.reset();
    random_v_.reset();
  }
  /// (Internal) Draws one sample of [q; v] for this joint: positions from
  /// the position distribution (or the defaults), velocities from the
  /// velocity distribution (or zero). Both are evaluated together, so a
  /// random variable shared by several entries takes one value. The
  /// quaternion of a quaternion joint is normalized.
  /// @throws std::runtime_error if `generator` is null and a random
  /// variable must be sampled, or std::logic_error if a sampled quaternion
  /// is zero.
  void SampleRandomState(RandomGenerator* generator, VectorX<double>* q,
                         VectorX<double>* v) const;
  /// (Internal) Copies the distributions (for scalar conversion).
  void internal_set_random_state_distribution(
      const std::optional<VectorX<symbolic::Expression>>& positions,
      const std::optional<VectorX<symbolic::Expression>>& velocities) {
    random_q_ = positions;
    random_v_ = velocities;
  }
  //@}

  /// (Internal) The mobilizer kernel kind of this joint.
  internal::MobilizerKind mobilizer_kind() const { return kind_; }
  /// (Internal) The kernel parameters (axis, pitch).
  const internal::MobilizerParameters& mobilizer_parameters() const {
    return params_;
  }
  /// (Internal) For weld joints: the fixed X_FM.
  const math::RigidTransform<double>& weld_X_FM() const { return X_FM_weld_; }
  /// (Internal) Whether the plant created this joint at Finalize.
  bool is_ephemeral() const { return is_ephemeral_; }
  void set_is_ephemeral(bool value) { is_ephemeral_ = value; }

 protected:
  /// A joint of `kind` between frames F and M with damping (size nv) and
  /// unlimited ranges. Throws on negative damping or F and M on the same
  /// body.
  Joint(const std::string& name, const Frame<T>& frame_on_parent,
        const Frame<T>& frame_on_child, internal::MobilizerKind kind,
        const internal::MobilizerParameters& params,
        const VectorX<double>& damping);

  /// Sets the distribution of this joint's positions (size nq); the
  /// concrete joints expose it under their own names (e.g.
  /// RevoluteJoint::set_random_angle_distribution()).
  /// @throws std::logic_error on a size mismatch (naming the joint).
  void set_random_position_distribution(
      const VectorX<symbolic::Expression>& positions);
  /// For the floating joints: sets entries [start, start + size) of the
  /// position distribution; when no position distribution was set, the
  /// other entries are this joint's zero configuration (identity rotation,
  /// zero translation), as Drake's floating mobilizers do.
  void set_random_position_distribution_segment(
      int start, const VectorX<symbolic::Expression>& segment);

  void set_weld_X_FM(const math::RigidTransform<double>& X_FM) {
    X_FM_weld_ = X_FM;
  }
  /// Positions of this joint in the whole-plant q of `context` (mutable).
  Eigen::VectorBlock<VectorX<T>> get_mutable_positions(
      systems::Context<T>* context) const;
  Eigen::VectorBlock<VectorX<T>> get_mutable_velocities(
      systems::Context<T>* context) const;

 private:
  std::string name_;
  const Frame<T>* frame_on_parent_;
  const Frame<T>* frame_on_child_;
  internal::MobilizerKind kind_;
  internal::MobilizerParameters params_;
  VectorX<double> damping_;
  VectorX<double> q_lower_, q_upper_, v_lower_, v_upper_, a_lower_, a_upper_;
  VectorX<double> default_q_;
  math::RigidTransform<double> X_FM_weld_;
  bool is_ephemeral_{false};
  std::optional<VectorX<symbolic::Expression>> random_q_;
  std::optional<VectorX<symbolic::Expression>> random_v_;
};

}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::Joint)
