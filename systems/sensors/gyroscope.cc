// Gyroscope: the angular velocity w_WS_S = R_SW w_WB_W of a frame fixed to a
// body.

#include "drake/systems/sensors/gyroscope.h"

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
using multibody::SpatialVelocity;

template <typename T>
Gyroscope<T>::Gyroscope(const multibody::RigidBody<T>& body,
                        const RigidTransform<double>& X_BS)
    : Gyroscope(body.index(), X_BS) {}

template <typename T>
Gyroscope<T>::Gyroscope(const multibody::BodyIndex& body_index,
                        const RigidTransform<double>& X_BS)
    : LeafSystem<T>(SystemTypeTag<Gyroscope>{}),
      body_index_(body_index),
      X_BS_(X_BS) {
  if (!body_index_.is_valid()) {
    throw std::logic_error(
        "Gyroscope: the body has no valid index (is it part of a "
        "MultibodyPlant?).");
  }
  body_poses_input_port_ = &this->DeclareAbstractInputPort(
      "body_poses", Value<std::vector<RigidTransform<T>>>());
  body_velocities_input_port_ = &this->DeclareAbstractInputPort(
      "body_spatial_velocities", Value<std::vector<SpatialVelocity<T>>>());
  measurement_output_port_ = &this->DeclareVectorOutputPort(
      "measurement", 3, &Gyroscope<T>::CalcOutput);
}

template <typename T>
Gyroscope<T>::~Gyroscope() = default;

using internal::BodyPortElementOrThrow;

template <typename T>
void Gyroscope<T>::CalcOutput(const Context<T>& context,
                              BasicVector<T>* output) const {
  const RigidTransform<T>& X_WB = BodyPortElementOrThrow(
      body_poses_input_port_->template Eval<std::vector<RigidTransform<T>>>(
          context),
      body_index_, "Gyroscope", this->get_name(), "body_poses");
  const SpatialVelocity<T>& V_WB_W = BodyPortElementOrThrow(
      body_velocities_input_port_
          ->template Eval<std::vector<SpatialVelocity<T>>>(context),
      body_index_, "Gyroscope", this->get_name(), "body_spatial_velocities");
  // w_WS = w_WB (S is fixed in B), re-expressed with R_SW = (R_WB R_BS)ᵀ.
  const RotationMatrix<T> R_WS =
      X_WB.rotation() * X_BS_.rotation().template cast<T>();
  output->SetFromVector(R_WS.inverse() * V_WB_W.rotational());
}

template <typename T>
const Gyroscope<T>& Gyroscope<T>::AddToDiagram(
    const multibody::RigidBody<T>& body, const RigidTransform<double>& X_BS,
    const multibody::MultibodyPlant<T>& plant, DiagramBuilder<T>* builder) {
  if (builder == nullptr) {
    throw std::logic_error("Gyroscope::AddToDiagram(): builder is null.");
  }
  if (!plant.has_body(body.index()) || &plant.get_body(body.index()) != &body) {
    throw std::logic_error(fmt::format(
        "Gyroscope::AddToDiagram(): the body '{}' is not a body of the plant "
        "'{}'.",
        body.name(), plant.get_name()));
  }
  auto* gyroscope = builder->template AddSystem<Gyroscope<T>>(body, X_BS);
  builder->Connect(plant.get_body_poses_output_port(),
                   gyroscope->get_body_poses_input_port());
  builder->Connect(plant.get_body_spatial_velocities_output_port(),
                   gyroscope->get_body_velocities_input_port());
  return *gyroscope;
}

}  // namespace sensors
}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::sensors::Gyroscope)
