// Wing: flat-plate lift and drag as one force normal to the plate.

#include "drake/multibody/plant/wing.h"

#include <cmath>
#include <stdexcept>

#include <fmt/format.h>

namespace drake {
namespace multibody {

namespace {

BodyIndex CheckedBodyIndex(BodyIndex body_index) {
  if (!body_index.is_valid()) {
    throw std::logic_error(
        "Wing: the body index is invalid; a valid BodyIndex of the plant is "
        "expected.");
  }
  return body_index;
}

// ‖(a, b)‖, with zero derivatives (instead of NaN) at the origin.
template <typename T>
T NormOf2(const T& a, const T& b) {
  const T squared = a * a + b * b;
  if (squared == 0) return T(0) * a;  // AutoDiffXd: zero derivatives.
  using std::sqrt;
  return sqrt(squared);
}

}  // namespace

template <typename T>
Wing<T>::Wing(BodyIndex body_index, double surface_area,
              const math::RigidTransform<double>& X_BodyWing,
              double fluid_density)
    : systems::LeafSystem<T>(systems::SystemTypeTag<Wing>{}),
      body_index_(CheckedBodyIndex(body_index)),
      X_BodyWing_(X_BodyWing),
      surface_area_(surface_area),
      default_fluid_density_(fluid_density) {
  const systems::InputPortIndex poses_index =
      this->DeclareAbstractInputPort(
              "body_poses", Value<std::vector<math::RigidTransform<T>>>())
          .get_index();
  this->DeclareAbstractInputPort("body_spatial_velocities",
                                 Value<std::vector<SpatialVelocity<T>>>());
  this->DeclareVectorInputPort("wind_velocity_at_aerodynamic_center", 3);
  this->DeclareVectorInputPort("fluid_density", 1);
  this->DeclareAbstractOutputPort(
      "spatial_force", std::vector<ExternallyAppliedSpatialForce<T>>(1),
      &Wing<T>::CalcSpatialForce);
  this->DeclareVectorOutputPort("aerodynamic_center", 3,
                                &Wing<T>::CalcAerodynamicCenter,
                                {this->input_port_ticket(poses_index)});
}

template <typename T>
Wing<T>::~Wing() = default;

template <typename T>
Wing<T>* Wing<T>::AddToBuilder(systems::DiagramBuilder<T>* builder,
                               const multibody::MultibodyPlant<T>* plant,
                               const BodyIndex& body_index, double surface_area,
                               const math::RigidTransform<double>& X_BodyWing,
                               double fluid_density) {
  if (builder == nullptr || plant == nullptr) {
    throw std::logic_error(
        "Wing::AddToBuilder: builder and plant must not be null.");
  }
  if (builder->IsConnectedOrExported(
          plant->get_applied_spatial_force_input_port())) {
    throw std::logic_error(
        "Wing::AddToBuilder: the plant's applied_spatial_force input is "
        "already connected; combine the forces with an "
        "ExternallyAppliedSpatialForceMultiplexer and connect the wing "
        "yourself.");
  }
  auto* wing = builder->template AddSystem<Wing<T>>(body_index, surface_area,
                                                    X_BodyWing, fluid_density);
  builder->Connect(plant->get_body_poses_output_port(),
                   wing->get_body_poses_input_port());
  builder->Connect(plant->get_body_spatial_velocities_output_port(),
                   wing->get_body_spatial_velocities_input_port());
  builder->Connect(wing->get_spatial_force_output_port(),
                   plant->get_applied_spatial_force_input_port());
  return wing;
}

template <typename T>
const math::RigidTransform<T>& Wing<T>::EvalBodyPose(
    const systems::Context<T>& context) const {
  const auto& poses =
      get_body_poses_input_port()
          .template Eval<std::vector<math::RigidTransform<T>>>(context);
  if (static_cast<int>(body_index_) >= static_cast<int>(poses.size())) {
    throw std::logic_error(fmt::format(
        "Wing: the wing is on body index {}, but the body_poses input holds "
        "{} poses; connect it to the plant's body_poses output.",
        static_cast<int>(body_index_), poses.size()));
  }
  return poses[body_index_];
}

template <typename T>
void Wing<T>::CalcSpatialForce(
    const systems::Context<T>& context,
    std::vector<ExternallyAppliedSpatialForce<T>>* spatial_force) const {
  const math::RigidTransform<T>& X_WorldBody = EvalBodyPose(context);
  const auto& velocities =
      get_body_spatial_velocities_input_port()
          .template Eval<std::vector<SpatialVelocity<T>>>(context);
  if (static_cast<int>(body_index_) >= static_cast<int>(velocities.size())) {
    throw std::logic_error(fmt::format(
        "Wing: the wing is on body index {}, but the body_spatial_velocities "
        "input holds {} velocities; connect it to the plant's "
        "body_spatial_velocities output.",
        static_cast<int>(body_index_), velocities.size()));
  }
  const SpatialVelocity<T>& V_WorldBody = velocities[body_index_];

  const auto& density_port = get_fluid_density_input_port();
  const T rho = density_port.HasValue(context)
                    ? T(density_port.Eval(context)[0])
                    : T(default_fluid_density_);
  Vector3<T> v_WorldWind = Vector3<T>::Zero();
  if (get_wind_velocity_input_port().HasValue(context)) {
    v_WorldWind = get_wind_velocity_input_port().Eval(context);
  }
  // The body's velocity relative to the wind. As Drake, the body origin's
  // translational velocity stands for the aerodynamic center's.
  const Vector3<T> v_WindBody_World = V_WorldBody.translational() - v_WorldWind;
  const math::RotationMatrix<T> R_WorldWing =
      X_WorldBody.rotation() * X_BodyWing_.rotation().template cast<T>();
  const Vector3<T> v_Wing = R_WorldWing.inverse() * v_WindBody_World;

  const T speed_xz = NormOf2(v_Wing[0], v_Wing[2]);
  const Vector3<T> f_Wing(T(0), T(0),
                          -rho * surface_area_ * v_Wing[2] * speed_xz);

  spatial_force->resize(1);
  ExternallyAppliedSpatialForce<T>& out = (*spatial_force)[0];
  out.body_index = body_index_;
  out.p_BoBq_B = X_BodyWing_.translation().template cast<T>();
  out.F_Bq_W = SpatialForce<T>(Vector3<T>::Zero(), R_WorldWing * f_Wing);
}

template <typename T>
void Wing<T>::CalcAerodynamicCenter(
    const systems::Context<T>& context,
    systems::BasicVector<T>* aerodynamic_center) const {
  const math::RigidTransform<T>& X_WorldBody = EvalBodyPose(context);
  aerodynamic_center->SetFromVector(
      X_WorldBody * X_BodyWing_.translation().template cast<T>());
}

}  // namespace multibody
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::Wing)
