#include "drake/multibody/tree/multibody_forces.h"

#include <stdexcept>

#include <fmt/format.h>

#include "drake/multibody/plant/multibody_plant.h"

namespace drake {
namespace multibody {

template <typename T>
MultibodyForces<T>::MultibodyForces(const MultibodyPlant<T>& plant)
    : MultibodyForces(plant.num_bodies(), plant.num_velocities()) {}

template <typename T>
MultibodyForces<T>::MultibodyForces(int num_bodies, int num_velocities)
    : F_B_W_(num_bodies, SpatialForce<T>::Zero()),
      tau_(VectorX<T>::Zero(num_velocities)) {}

template <typename T>
MultibodyForces<T>& MultibodyForces<T>::SetZero() {
  for (auto& F : F_B_W_) F.SetZero();
  tau_.setZero();
  return *this;
}

template <typename T>
void MultibodyForces<T>::AddInForces(const MultibodyForces<T>& addend) {
  if (addend.num_bodies() != num_bodies() ||
      addend.num_velocities() != num_velocities()) {
    throw std::logic_error(fmt::format(
        "MultibodyForces::AddInForces(): size mismatch ({} bodies, {} "
        "velocities vs {} bodies, {} velocities).",
        num_bodies(), num_velocities(), addend.num_bodies(),
        addend.num_velocities()));
  }
  for (int i = 0; i < num_bodies(); ++i) F_B_W_[i] += addend.F_B_W_[i];
  tau_ += addend.tau_;
}

template <typename T>
bool MultibodyForces<T>::CheckHasRightSizeForModel(
    const MultibodyPlant<T>& plant) const {
  return num_bodies() == plant.num_bodies() &&
         num_velocities() == plant.num_velocities();
}

}  // namespace multibody
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::MultibodyForces)
