#pragma once

#include <string>

#include "drake/common/default_scalars.h"
#include "drake/multibody/tree/frame.h"
#include "drake/multibody/tree/scoped_name.h"
#include "drake/multibody/tree/spatial_inertia.h"

namespace drake {
namespace multibody {

template <typename T>
class MultibodyForces;
template <typename T>
class RigidBody;

/// The frame B of a rigid body: X_BF is the identity.
template <typename T>
class RigidBodyFrame final : public Frame<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(RigidBodyFrame);
  ~RigidBodyFrame() override;
  math::RigidTransform<T> GetFixedPoseInBodyFrame() const override {
    return math::RigidTransform<T>::Identity();
  }

 private:
  friend class RigidBody<T>;
  explicit RigidBodyFrame(const RigidBody<T>& body);
};

/// A rigid body B with its frame B, its mass properties M_BBo_B (the
/// default value; the value in use lives in the Context as a parameter) and
/// its place in the tree.
template <typename T>
class RigidBody : public MultibodyElement<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(RigidBody);

  /// A body named `body_name` in `model_instance` with spatial inertia
  /// M_BBo_B (about Bo, expressed in B). Usually created through
  /// MultibodyPlant::AddRigidBody.
  RigidBody(
      const std::string& body_name, ModelInstanceIndex model_instance,
      const SpatialInertia<double>& M_BBo_B = SpatialInertia<double>::Zero());
  /// A body in the default model instance.
  explicit RigidBody(
      const std::string& body_name,
      const SpatialInertia<double>& M_BBo_B = SpatialInertia<double>::Zero());
  ~RigidBody() override;

  /// This body's index (0 is world).
  BodyIndex index() const { return this->template index_impl<BodyIndex>(); }
  /// This body's position among the plant's bodies (bodies cannot be
  /// removed, so it equals index()).
  LinkOrdinal ordinal() const { return LinkOrdinal(this->ordinal_impl()); }
  /// The body's name.
  const std::string& name() const { return name_; }
  /// "instance::name".
  ScopedName scoped_name() const;
  /// The body frame B.
  const RigidBodyFrame<T>& body_frame() const { return body_frame_; }

  /// The mobilized body (tree node) of this body; valid after Finalize.
  internal::MobodIndex mobod_index() const;
  /// Drake's older name for mobod_index().
  internal::MobodIndex node_index() const { return mobod_index(); }

  /// The default (model) spatial inertia M_BBo_B.
  const SpatialInertia<double>& default_spatial_inertia() const {
    return default_M_BBo_B_;
  }
  /// The default mass, kg.
  double default_mass() const { return default_M_BBo_B_.get_mass(); }
  /// The default p_BoBcm_B, m.
  const Vector3<double>& default_com() const {
    return default_M_BBo_B_.get_com();
  }
  /// The default unit inertia G_BBo_B.
  const UnitInertia<double>& default_unit_inertia() const {
    return default_M_BBo_B_.get_unit_inertia();
  }
  /// The default rotational inertia I_BBo_B, kg·m².
  RotationalInertia<double> default_rotational_inertia() const {
    return default_M_BBo_B_.CalcRotationalInertia();
  }

  /// The mass in use in `context`, kg.
  T get_mass(const systems::Context<T>& context) const;
  /// p_BoBcm_B in use in `context`.
  Vector3<T> CalcCenterOfMassInBodyFrame(
      const systems::Context<T>& context) const;
  /// v_WBcm_W, the velocity of the center of mass in world.
  Vector3<T> CalcCenterOfMassTranslationalVelocityInWorld(
      const systems::Context<T>& context) const;
  /// M_BBo_B in use in `context`.
  SpatialInertia<T> CalcSpatialInertiaInBodyFrame(
      const systems::Context<T>& context) const;
  /// Sets the mass in `context`, keeping the center of mass and the unit
  /// inertia. Throws for the world body or a negative mass.
  void SetMass(systems::Context<T>* context, const T& mass) const;
  /// Sets p_BoBcm_B in `context`, keeping the mass and the rotational
  /// inertia about Bo.
  void SetCenterOfMassInBodyFrame(systems::Context<T>* context,
                                  const Vector3<T>& com) const;
  /// Sets M_BBo_B in `context`. Throws if it is not physically valid.
  void SetSpatialInertiaInBodyFrame(systems::Context<T>* context,
                                    const SpatialInertia<T>& M_BBo_B) const;

  /// X_WB from the context's cache.
  const math::RigidTransform<T>& EvalPoseInWorld(
      const systems::Context<T>& context) const;
  /// V_WB_W from the context's cache.
  const SpatialVelocity<T>& EvalSpatialVelocityInWorld(
      const systems::Context<T>& context) const;
  /// A_WB_W (forward dynamics, cached).
  const SpatialAcceleration<T>& EvalSpatialAccelerationInWorld(
      const systems::Context<T>& context) const;

  /// True if this body is a floating base body (a 6-dof joint to world that
  /// the plant added at Finalize or the user added). Throws before Finalize.
  bool is_floating() const;
  /// True if this body's inboard mobilizer uses a quaternion. Throws before
  /// Finalize.
  bool has_quaternion_dofs() const;
  /// For floating bodies: the start of its 7 (or 6) positions in q.
  int floating_positions_start() const;
  /// For floating bodies: the start of its 6 velocities in v.
  int floating_velocities_start_in_v() const;
  /// Drake's current name for is_floating(). Throws before Finalize.
  bool is_floating_base_body() const { return is_floating(); }
  /// For floating bodies: the suffix of position `position_index_in_body`
  /// (0..6 with a quaternion: qw qx qy qz x y z; 0..5 otherwise), as the
  /// plant's state names use it.
  /// @throws std::logic_error if this is not a floating base body or the
  /// index is out of range.
  std::string floating_position_suffix(int position_index_in_body) const;
  /// For floating bodies: the suffix of velocity `velocity_index_in_body`
  /// (0..5: wx wy wz vx vy vz). Throws as floating_position_suffix().
  std::string floating_velocity_suffix(int velocity_index_in_body) const;
  /// Locks this floating base body's joint in `context`: its velocities are
  /// zero until Unlock() (honoured by the discrete SAP solver).
  /// @throws std::logic_error if this is not a floating base body.
  void Lock(systems::Context<T>* context) const;
  /// Unlocks this floating base body's joint in `context`.
  /// @throws std::logic_error if this is not a floating base body.
  void Unlock(systems::Context<T>* context) const;
  /// Whether the joint between this body and its parent is locked in
  /// `context` (false for the world body). Throws before Finalize.
  bool is_locked(const systems::Context<T>& context) const;
  /// a_WBcm_W, the translational acceleration of the center of mass in world
  /// (m/s²); runs forward dynamics if A is not cached yet.
  Vector3<T> CalcCenterOfMassTranslationalAccelerationInWorld(
      const systems::Context<T>& context) const;
  /// Sets p_BoBcm_B in `context`, keeping the mass and the rotational inertia
  /// about the center of mass (so the inertia about Bo changes).
  void SetCenterOfMassInBodyFrameAndPreserveCentralInertia(
      systems::Context<T>* context,
      const Vector3<T>& center_of_mass_position) const;
  /// F_Bo_W, the spatial force on this body in `forces` (applied at Bo,
  /// expressed in world).
  /// @throws std::logic_error if `forces` is not sized for this plant.
  const SpatialForce<T>& GetForceInWorld(
      const systems::Context<T>& context,
      const MultibodyForces<T>& forces) const;

  /// Adds F_Bo_W (applied at Bo, in world) to `forces`.
  void AddInForceInWorld(const systems::Context<T>& context,
                         const SpatialForce<T>& F_Bo_W,
                         MultibodyForces<T>* forces) const;
  /// Adds the force F_Bp_E applied at point P (p_BP_E from Bo, expressed in
  /// frame_E) to `forces`.
  void AddInForce(const systems::Context<T>& context, const Vector3<T>& p_BP_E,
                  const SpatialForce<T>& F_Bp_E, const Frame<T>& frame_E,
                  MultibodyForces<T>* forces) const;

  /// (Internal) Replaces the default spatial inertia before Finalize.
  void SetDefaultSpatialInertia(const SpatialInertia<double>& M_BBo_B) {
    default_M_BBo_B_ = M_BBo_B;
  }

 private:
  std::string name_;
  RigidBodyFrame<T> body_frame_;
  SpatialInertia<double> default_M_BBo_B_;
};

}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::RigidBody)
DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::RigidBodyFrame)
