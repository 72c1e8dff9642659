// MultibodyPlant's surface velocity: the registered bodies, the
// "surface_speeds" input and "surface_displacements" output ports, the
// displacement state and the contact velocity bias the contact models add
// (the SAP driver and multibody_plant_contact.cc).

#include <cmath>
#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "drake/multibody/plant/multibody_plant.h"
#include "drake/systems/framework/bus_value.h"

namespace drake {
namespace multibody {

template <typename T>
void MultibodyPlant<T>::SetSurfaceVelocityAxis(
    const RigidBody<T>& body, std::optional<Eigen::Vector3d> axis_B) {
  ThrowIfFinalized("SetSurfaceVelocityAxis");
  if (!has_body(body.index()) || &get_body(body.index()) != &body) {
    throw std::logic_error(fmt::format(
        "SetSurfaceVelocityAxis(): body '{}' is not a body of MultibodyPlant "
        "'{}'.",
        body.name(), this->get_name()));
  }
  if (!axis_B.has_value()) {
    surface_velocity_bodies_.erase(body.index());
    return;
  }
  if (body.index() == world_index()) {
    throw std::logic_error(
        "SetSurfaceVelocityAxis(): the world body cannot have a surface "
        "velocity.");
  }
  // (Normalizing first and checking the result catches zero, tiny and
  // non-finite vectors alike.)
  const Eigen::Vector3d axis = axis_B->normalized();
  if (!(std::abs(1.0 - axis.norm()) < 1e-14)) {
    throw std::logic_error(fmt::format(
        "SetSurfaceVelocityAxis(): the axis [{}, {}, {}] of body '{}' cannot "
        "be normalized; give a nonzero, finite direction.",
        (*axis_B)[0], (*axis_B)[1], (*axis_B)[2], body.name()));
  }
  surface_velocity_bodies_.insert_or_assign(
      body.index(), internal::SurfaceVelocityEntry{"", axis});
}

template <typename T>
std::optional<Eigen::Vector3d> MultibodyPlant<T>::GetSurfaceVelocityAxis(
    const RigidBody<T>& body) const {
  const auto it = surface_velocity_bodies_.find(body.index());
  if (it == surface_velocity_bodies_.end()) return std::nullopt;
  return it->second.axis;
}

template <typename T>
void MultibodyPlant<T>::DeclareSurfaceSpeedsInputPort() {
  // The bus signals are named by the bodies' final scoped names.
  for (auto& [index, entry] : surface_velocity_bodies_) {
    entry.scoped_name = get_body(index).scoped_name().to_string();
  }
  surface_speeds_port_ = this->DeclareAbstractInputPort(
                                 "surface_speeds", Value<systems::BusValue>())
                             .get_index();
  surface_axes_cache_ = &this->DeclareCacheEntry(
      "speed-scaled surface velocity axes",
      systems::ValueProducer(
          std::vector<Eigen::Vector3d>(num_bodies(), Eigen::Vector3d::Zero()),
          std::function<void(const systems::Context<T>&,
                             std::vector<Eigen::Vector3d>*)>(
              [this](const systems::Context<T>& context,
                     std::vector<Eigen::Vector3d>* axes) {
                axes->assign(num_bodies(), Eigen::Vector3d::Zero());
                const auto* bus =
                    this->template EvalInputValue<systems::BusValue>(
                        context, surface_speeds_port_);
                if (bus == nullptr) return;
                for (const auto& [index, entry] : surface_velocity_bodies_) {
                  const AbstractValue* value = bus->Find(entry.scoped_name);
                  if (value == nullptr) continue;
                  const double speed = value->get_value<double>();
                  if (!std::isfinite(speed)) {
                    throw std::logic_error(fmt::format(
                        "MultibodyPlant '{}': the \"surface_speeds\" input "
                        "gives body '{}' the speed {}; it must be finite.",
                        this->get_name(), entry.scoped_name, speed));
                  }
                  (*axes)[index] = speed * entry.axis;
                }
              })),
      {this->input_port_ticket(surface_speeds_port_)});
}

template <typename T>
const std::vector<Eigen::Vector3d>&
MultibodyPlant<T>::EvalSpeedScaledSurfaceVelocityAxes(
    const systems::Context<T>& context) const {
  return surface_axes_cache_->template Eval<std::vector<Eigen::Vector3d>>(
      context);
}

template <typename T>
template <typename U>
Vector3<U> MultibodyPlant<T>::CalcSurfaceVelocityBias(
    const std::vector<Eigen::Vector3d>& speed_scaled_axes, BodyIndex body_A,
    const math::RotationMatrix<U>& R_WA, BodyIndex body_B,
    const math::RotationMatrix<U>& R_WB, const Vector3<U>& nhat_BA_W) const {
  Vector3<U> v = Vector3<U>::Zero();
  if (surface_velocity_bodies_.count(body_A) > 0) {
    // The normal out of A is −n̂_BA.
    const Vector3<U> n_A = R_WA.inverse() * Vector3<U>(-nhat_BA_W);
    const Vector3<U> s_A = speed_scaled_axes[body_A].template cast<U>();
    v += R_WA * Vector3<U>(s_A.cross(n_A));
  }
  if (surface_velocity_bodies_.count(body_B) > 0) {
    const Vector3<U> n_B = R_WB.inverse() * nhat_BA_W;
    const Vector3<U> s_B = speed_scaled_axes[body_B].template cast<U>();
    v -= R_WB * Vector3<U>(s_B.cross(n_B));
  }
  return v;
}

template <typename T>
void MultibodyPlant<T>::DeclareSurfaceDisplacementsUpdate() {
  // Only discrete plants with registered bodies have the state (a vector of
  // doubles as abstract state, as Drake: it is not scalar converted).
  if (!is_discrete() || surface_velocity_bodies_.empty()) return;
  surface_displacements_state_index_ =
      this->DeclareAbstractState(Value<std::vector<double>>(
          std::vector<double>(surface_velocity_bodies_.size(), 0.0)));
  this->DeclarePeriodicUnrestrictedUpdateEvent(
      time_step_, 0.0, &MultibodyPlant<T>::UpdateSurfaceDisplacements);
  this->DeclareForcedUnrestrictedUpdateEvent(
      &MultibodyPlant<T>::UpdateSurfaceDisplacements);
}

template <typename T>
systems::EventStatus MultibodyPlant<T>::UpdateSurfaceDisplacements(
    const systems::Context<T>& context, systems::State<T>* state) const {
  const systems::AbstractStateIndex index(surface_displacements_state_index_);
  auto& displacements =
      state->template get_mutable_abstract_state<std::vector<double>>(index);
  // From the Context's value (the state may hold other events' updates).
  displacements =
      context.template get_abstract_state<std::vector<double>>(index);
  const auto* bus = this->template EvalInputValue<systems::BusValue>(
      context, surface_speeds_port_);
  if (bus == nullptr) return systems::EventStatus::DidNothing();
  int i = 0;
  for (const auto& [body, entry] : surface_velocity_bodies_) {
    if (const AbstractValue* value = bus->Find(entry.scoped_name)) {
      displacements[i] += value->get_value<double>() * time_step_;
    }
    ++i;
  }
  return systems::EventStatus::Succeeded();
}

template <typename T>
void MultibodyPlant<T>::DeclareSurfaceDisplacementsOutputPort() {
  systems::BusValue model;
  for (const auto& [index, entry] : surface_velocity_bodies_) {
    model.Set(entry.scoped_name, Value<double>(0.0));
  }
  systems::DependencyTicket prerequisite = this->nothing_ticket();
  if (!surface_velocity_bodies_.empty()) {
    prerequisite =
        is_discrete() ? this->abstract_state_ticket(systems::AbstractStateIndex(
                            surface_displacements_state_index_))
                      : this->z_ticket();
  }
  surface_displacements_port_ =
      this->DeclareAbstractOutputPort(
              "surface_displacements",
              [model]() { return AbstractValue::Make(model); },
              [this](const systems::Context<T>& context, AbstractValue* out) {
                auto& bus = out->get_mutable_value<systems::BusValue>();
                bus.Clear();
                if (surface_velocity_bodies_.empty()) return;
                int i = 0;
                for (const auto& [index, entry] : surface_velocity_bodies_) {
                  double displacement = 0.0;
                  if (is_discrete()) {
                    displacement =
                        context
                            .template get_abstract_state<std::vector<double>>(
                                systems::AbstractStateIndex(
                                    surface_displacements_state_index_))[i];
                  } else {
                    displacement =
                        ExtractDoubleOrThrow(context.get_continuous_state()
                                                 .get_misc_continuous_state()
                                                 .GetAtIndex(i));
                  }
                  bus.Set(entry.scoped_name, Value<double>(displacement));
                  ++i;
                }
              },
              {prerequisite})
          .get_index();
}

template <typename T>
const systems::InputPort<T>& MultibodyPlant<T>::get_surface_speeds_input_port()
    const {
  ThrowIfNotFinalized("get_surface_speeds_input_port");
  return this->get_input_port(surface_speeds_port_);
}

template <typename T>
const systems::OutputPort<T>&
MultibodyPlant<T>::get_surface_displacements_output_port() const {
  ThrowIfNotFinalized("get_surface_displacements_output_port");
  return this->get_output_port(surface_displacements_port_);
}

#define MALLARD_INSTANTIATE_SURFACE_VELOCITY_MEMBERS(T)                        \
  template void MultibodyPlant<T>::SetSurfaceVelocityAxis(                     \
      const RigidBody<T>&, std::optional<Eigen::Vector3d>);                    \
  template std::optional<Eigen::Vector3d>                                      \
  MultibodyPlant<T>::GetSurfaceVelocityAxis(const RigidBody<T>&) const;        \
  template void MultibodyPlant<T>::DeclareSurfaceSpeedsInputPort();            \
  template const std::vector<Eigen::Vector3d>&                                 \
  MultibodyPlant<T>::EvalSpeedScaledSurfaceVelocityAxes(                       \
      const systems::Context<T>&) const;                                       \
  template Vector3<T> MultibodyPlant<T>::CalcSurfaceVelocityBias<T>(           \
      const std::vector<Eigen::Vector3d>&, BodyIndex,                          \
      const math::RotationMatrix<T>&, BodyIndex,                               \
      const math::RotationMatrix<T>&, const Vector3<T>&) const;                \
  template void MultibodyPlant<T>::DeclareSurfaceDisplacementsUpdate();        \
  template systems::EventStatus MultibodyPlant<T>::UpdateSurfaceDisplacements( \
      const systems::Context<T>&, systems::State<T>*) const;                   \
  template void MultibodyPlant<T>::DeclareSurfaceDisplacementsOutputPort();    \
  template const systems::InputPort<T>&                                        \
  MultibodyPlant<T>::get_surface_speeds_input_port() const;                    \
  template const systems::OutputPort<T>&                                       \
  MultibodyPlant<T>::get_surface_displacements_output_port() const;

MALLARD_INSTANTIATE_SURFACE_VELOCITY_MEMBERS(double)
MALLARD_INSTANTIATE_SURFACE_VELOCITY_MEMBERS(AutoDiffXd)
MALLARD_INSTANTIATE_SURFACE_VELOCITY_MEMBERS(symbolic::Expression)

}  // namespace multibody
}  // namespace drake
