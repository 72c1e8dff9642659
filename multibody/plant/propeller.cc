// Propeller: command → thrust along Pz and moment about Pz.

#include "drake/multibody/plant/propeller.h"

#include <stdexcept>

#include <fmt/format.h>

namespace drake {
namespace multibody {

namespace {
const std::vector<PropellerInfo>& CheckedInfo(
    const std::vector<PropellerInfo>& info) {
  for (size_t i = 0; i < info.size(); ++i) {
    if (!info[i].body_index.is_valid()) {
      throw std::logic_error(fmt::format(
          "Propeller: propeller {} has an invalid body index; a valid "
          "BodyIndex of the plant is expected.",
          i));
    }
  }
  return info;
}
}  // namespace

template <typename T>
Propeller<T>::Propeller(const BodyIndex& body_index,
                        const math::RigidTransform<double>& X_BP,
                        double thrust_ratio, double moment_ratio)
    : Propeller(std::vector<PropellerInfo>{
          PropellerInfo(body_index, X_BP, thrust_ratio, moment_ratio)}) {}

template <typename T>
Propeller<T>::Propeller(const std::vector<PropellerInfo>& propeller_info)
    : systems::LeafSystem<T>(systems::SystemTypeTag<Propeller>{}),
      info_(CheckedInfo(propeller_info)) {
  this->DeclareVectorInputPort("command", num_propellers());
  this->DeclareAbstractInputPort("body_poses",
                                 Value<std::vector<math::RigidTransform<T>>>());
  this->DeclareAbstractOutputPort(
      "spatial_forces",
      std::vector<ExternallyAppliedSpatialForce<T>>(num_propellers()),
      &Propeller<T>::CalcSpatialForces);
}

template <typename T>
Propeller<T>::~Propeller() = default;

template <typename T>
void Propeller<T>::CalcSpatialForces(
    const systems::Context<T>& context,
    std::vector<ExternallyAppliedSpatialForce<T>>* spatial_forces) const {
  const VectorX<T>& command = get_command_input_port().Eval(context);
  const auto& poses =
      get_body_poses_input_port()
          .template Eval<std::vector<math::RigidTransform<T>>>(context);
  spatial_forces->resize(info_.size());
  for (int i = 0; i < num_propellers(); ++i) {
    const PropellerInfo& prop = info_[i];
    const int b = prop.body_index;
    if (b >= static_cast<int>(poses.size())) {
      throw std::logic_error(fmt::format(
          "Propeller: propeller {} is on body index {}, but the body_poses "
          "input holds {} poses; connect it to the plant's body_poses output.",
          i, b, poses.size()));
    }
    // X_WP = X_WB·X_BP; the spatial force at Po, expressed in P, rotated to W.
    const math::RotationMatrix<T> R_WP =
        poses[b].rotation() * prop.X_BP.rotation().template cast<T>();
    const Vector3<T> tau_P(T(0), T(0), prop.moment_ratio * command[i]);
    const Vector3<T> f_P(T(0), T(0), prop.thrust_ratio * command[i]);
    ExternallyAppliedSpatialForce<T>& out = (*spatial_forces)[i];
    out.body_index = prop.body_index;
    out.p_BoBq_B = prop.X_BP.translation().template cast<T>();
    out.F_Bq_W = SpatialForce<T>(R_WP * tau_P, R_WP * f_P);
  }
}

}  // namespace multibody
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::Propeller)
