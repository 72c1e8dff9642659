#pragma once

/// @file
/// Wing<T>: flat-plate aerodynamics of a wing (or hydrofoil) on a body of a
/// MultibodyPlant.

#include <vector>

#include "drake/common/default_scalars.h"
#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/math/rigid_transform.h"
#include "drake/multibody/plant/externally_applied_spatial_force.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/multibody/tree/multibody_tree_indexes.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace multibody {

/// The aerodynamic force of a flat-plate wing on a body of a MultibodyPlant.
///
/// The wing frame W' (here "Wing") has its origin at the aerodynamic center,
/// +x along the chord toward the leading edge, +y along the span and +z up.
/// With v the velocity of the wing relative to the fluid (the translational
/// velocity of the body origin minus the wind velocity, both measured in
/// world; as Drake, the rotation's contribution at the aerodynamic center is
/// neglected), expressed in the wing frame, and α the angle of attack
/// (tanα = −v_z/v_x), the model is
///   lift coefficient 2 sinα cosα, drag coefficient 2 sin²α, no moment,
/// which sums to one force normal to the plate at the aerodynamic center:
///   F_z = −ρ·A·v_z·‖(v_x, v_z)‖  (ρ fluid density [kg/m³], A surface area
///   [m²]); F_x = F_y = 0 in the wing frame.
/// The span-wise velocity v_y produces no force.
///
/// Ports: inputs "body_poses" (std::vector<RigidTransform<T>>, from
/// MultibodyPlant::get_body_poses_output_port()), "body_spatial_velocities"
/// (std::vector<SpatialVelocity<T>>, from
/// MultibodyPlant::get_body_spatial_velocities_output_port()),
/// "wind_velocity_at_aerodynamic_center" (optional 3-vector, v_W_wind in
/// world; zero when unconnected), "fluid_density" (optional 1-vector,
/// kg/m³; the constructor's value when unconnected); outputs
/// "spatial_force" (std::vector<ExternallyAppliedSpatialForce<T>> of one
/// element, for MultibodyPlant::get_applied_spatial_force_input_port()) and
/// "aerodynamic_center" (3-vector, the position of the wing frame's origin
/// in world; depends on body_poses only, so a wind model may use it).
///
/// Instantiated for double, AutoDiffXd and symbolic::Expression (scalar
/// conversion supported).
template <typename T>
class Wing final : public systems::LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(Wing);

  /// Density of dry air at 20 °C at sea level [kg/m³].
  static constexpr double kDefaultFluidDensity{1.204};

  /// A wing on body `body_index` of area `surface_area` [m²], whose frame
  /// has pose `X_BodyWing` in the body frame, in a fluid of density
  /// `fluid_density` [kg/m³] (used when the fluid_density input is not
  /// connected). As Drake, the area and density are not checked.
  /// @throws std::exception if `body_index` is invalid.
  Wing(BodyIndex body_index, double surface_area,
       const math::RigidTransform<double>& X_BodyWing =
           math::RigidTransform<double>::Identity(),
       double fluid_density = kDefaultFluidDensity);

  /// Scalar-converting copy constructor.
  template <typename U>
  explicit Wing(const Wing<U>& other)
      : Wing<T>(other.body_index_, other.surface_area_, other.X_BodyWing_,
                other.default_fluid_density_) {}

  ~Wing() final;

  /// The "body_poses" input.
  const systems::InputPort<T>& get_body_poses_input_port() const {
    return this->get_input_port(0);
  }

  /// The "body_spatial_velocities" input.
  const systems::InputPort<T>& get_body_spatial_velocities_input_port() const {
    return this->get_input_port(1);
  }

  /// The optional "wind_velocity_at_aerodynamic_center" input: the wind's
  /// translational velocity in world [m/s] (zero when unconnected).
  const systems::InputPort<T>& get_wind_velocity_input_port() const {
    return this->get_input_port(2);
  }

  /// The optional "fluid_density" input [kg/m³] (the constructor's density
  /// when unconnected).
  const systems::InputPort<T>& get_fluid_density_input_port() const {
    return this->get_input_port(3);
  }

  /// The "spatial_force" output.
  const systems::OutputPort<T>& get_spatial_force_output_port() const {
    return this->get_output_port(0);
  }

  /// The "aerodynamic_center" output: p_WoWingo_W, the wing frame's origin
  /// in world [m].
  const systems::OutputPort<T>& get_aerodynamic_center_output_port() const {
    return this->get_output_port(1);
  }

  /// Adds a Wing to `builder` and connects the plant's body_poses and
  /// body_spatial_velocities outputs to it and its spatial_force output to
  /// the plant's applied_spatial_force input (which must be free).
  /// Returns the wing (owned by the builder).
  /// @throws std::exception if builder or plant is null, or the plant's
  ///   applied_spatial_force input is already connected.
  static Wing<T>* AddToBuilder(systems::DiagramBuilder<T>* builder,
                               const multibody::MultibodyPlant<T>* plant,
                               const BodyIndex& body_index, double surface_area,
                               const math::RigidTransform<double>& X_BodyWing =
                                   math::RigidTransform<double>::Identity(),
                               double fluid_density = kDefaultFluidDensity);

 private:
  template <typename U>
  friend class Wing;

  // X_WB of the wing's body from the body_poses input (throws if absent).
  const math::RigidTransform<T>& EvalBodyPose(
      const systems::Context<T>& context) const;
  void CalcSpatialForce(
      const systems::Context<T>& context,
      std::vector<ExternallyAppliedSpatialForce<T>>* spatial_force) const;
  void CalcAerodynamicCenter(const systems::Context<T>& context,
                             systems::BasicVector<T>* aerodynamic_center) const;

  const BodyIndex body_index_;
  const math::RigidTransform<double> X_BodyWing_;
  const double surface_area_;
  const double default_fluid_density_;
};

}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::Wing)
