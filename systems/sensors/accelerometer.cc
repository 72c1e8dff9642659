// Accelerometer: the proper acceleration R_SW (a_WSo_W − g_W) of a point
// fixed to a body.

#include "drake/systems/sensors/accelerometer.h"

#include <stdexcept>
#include <string>

#include <fmt/format.h>

#include "drake/multibody/math/spatial_algebra.h"
#include "drake/systems/sensors/body_port_element.h"

namespace drake {
namespace systems {
namespace sensors {

using math::RigidTransform;
using math::RotationMatrix;
using multibody::SpatialAcceleration;
using multibody::SpatialVelocity;

template <typename T>
Accelerometer<T>::Accelerometer(const multibody::RigidBody<T>& body,
                                const RigidTransform<double>& X_BS,
                                const Eigen::Vector3d& gravity_vector)
    : Accelerometer(body.index(), X_BS, gravity_vector) {}

template <typename T>
Accelerometer<T>::Accelerometer(const multibody::BodyIndex& body_index,
                                const RigidTransform<double>& X_BS,
                                const Eigen::Vector3d& gravity_vector)
    : LeafSystem<T>(SystemTypeTag<Accelerometer>{}),
      body_index_(body_index),
      X_BS_(X_BS),
      gravity_vector_(gravity_vector) {
  if (!body_index_.is_valid()) {
    throw std::logic_error(
        "Accelerometer: the body has no valid index (is it part of a "
        "MultibodyPlant?).");
  }
  if (!gravity_vector_.allFinite()) {
    throw std::logic_error(fmt::format(
        "Accelerometer: the gravity vector must be finite; got [{}].",
        fmt::join(gravity_vector_.data(), gravity_vector_.data() + 3, ", ")));
  }
  body_poses_input_port_ = &this->DeclareAbstractInputPort(
      "body_poses", Value<std::vector<RigidTransform<T>>>());
  body_velocities_input_port_ = &this->DeclareAbstractInputPort(
      "body_spatial_velocities", Value<std::vector<SpatialVelocity<T>>>());
  body_accelerations_input_port_ = &this->DeclareAbstractInputPort(
      "body_spatial_accelerations",
      Value<std::vector<SpatialAcceleration<T>>>());
  measurement_output_port_ = &this->DeclareVectorOutputPort(
      "measurement", 3, &Accelerometer<T>::CalcOutput);
}

template <typename T>
Accelerometer<T>::~Accelerometer() = default;

using internal::BodyPortElementOrThrow;

template <typename T>
void Accelerometer<T>::CalcOutput(const Context<T>& context,
                                  BasicVector<T>* output) const {
  const RigidTransform<T>& X_WB = BodyPortElementOrThrow(
      body_poses_input_port_->template Eval<std::vector<RigidTransform<T>>>(
          context),
      body_index_, "Accelerometer", this->get_name(), "body_poses");
  const SpatialVelocity<T>& V_WB_W = BodyPortElementOrThrow(
      body_velocities_input_port_
          ->template Eval<std::vector<SpatialVelocity<T>>>(context),
      body_index_, "Accelerometer", this->get_name(),
      "body_spatial_velocities");
  const SpatialAcceleration<T>& A_WB_W = BodyPortElementOrThrow(
      body_accelerations_input_port_
          ->template Eval<std::vector<SpatialAcceleration<T>>>(context),
      body_index_, "Accelerometer", this->get_name(),
      "body_spatial_accelerations");

  // the sensor origin So is fixed in B: shift B's acceleration from Bo to So
  // (adds α × p + ω × (ω × p)).
  const RotationMatrix<T>& R_WB = X_WB.rotation();
  const Vector3<T> p_BoSo_W = R_WB * X_BS_.translation().template cast<T>();
  const SpatialAcceleration<T> A_WS_W =
      A_WB_W.Shift(p_BoSo_W, V_WB_W.rotational());

  // proper acceleration, re-expressed in S: R_SW = R_SB R_BW.
  const RotationMatrix<T> R_WS = R_WB * X_BS_.rotation().template cast<T>();
  const Vector3<T> proper_W =
      A_WS_W.translational() - gravity_vector_.template cast<T>();
  output->SetFromVector(R_WS.inverse() * proper_W);
}

template <typename T>
const Accelerometer<T>& Accelerometer<T>::AddToDiagram(
    const multibody::RigidBody<T>& body, const RigidTransform<double>& X_BS,
    const Eigen::Vector3d& gravity_vector,
    const multibody::MultibodyPlant<T>& plant, DiagramBuilder<T>* builder) {
  if (builder == nullptr) {
    throw std::logic_error("Accelerometer::AddToDiagram(): builder is null.");
  }
  if (!plant.has_body(body.index()) || &plant.get_body(body.index()) != &body) {
    throw std::logic_error(fmt::format(
        "Accelerometer::AddToDiagram(): the body '{}' is not a body of the "
        "plant '{}'.",
        body.name(), plant.get_name()));
  }
  auto* accelerometer =
      builder->template AddSystem<Accelerometer<T>>(body, X_BS, gravity_vector);
  builder->Connect(plant.get_body_poses_output_port(),
                   accelerometer->get_body_poses_input_port());
  builder->Connect(plant.get_body_spatial_velocities_output_port(),
                   accelerometer->get_body_velocities_input_port());
  builder->Connect(plant.get_body_spatial_accelerations_output_port(),
                   accelerometer->get_body_accelerations_input_port());
  return *accelerometer;
}

}  // namespace sensors
}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::sensors::Accelerometer)
