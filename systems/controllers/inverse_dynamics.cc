#include "drake/systems/controllers/inverse_dynamics.h"

#include <stdexcept>
#include <utility>

#include <fmt/format.h>

namespace drake {
namespace systems {
namespace controllers {

using multibody::MultibodyForces;
using multibody::MultibodyPlant;

template <typename T>
struct InverseDynamics<T>::PlantScratch {
  PlantScratch(std::unique_ptr<Context<T>> context_in,
               const MultibodyPlant<T>& plant)
      : context(std::move(context_in)),
        forces(plant),
        vdot_d(VectorX<T>::Zero(plant.num_velocities())) {}
  PlantScratch(const PlantScratch& other)
      : context(other.context->Clone()),
        forces(other.forces),
        vdot_d(other.vdot_d) {}
  PlantScratch& operator=(const PlantScratch& other) {
    if (this != &other) {
      context = other.context->Clone();
      forces = other.forces;
      vdot_d = other.vdot_d;
    }
    return *this;
  }

  // The plant's context, with the state of the "estimated_state" input.
  std::unique_ptr<Context<T>> context;
  // Scratch for the output computation (the cache entry is the owner, so
  // the output needs no allocation of its own).
  mutable MultibodyForces<T> forces;
  mutable VectorX<T> vdot_d;
};

template <typename T>
InverseDynamics<T>::InverseDynamics(const MultibodyPlant<T>* plant,
                                    InverseDynamicsMode mode,
                                    const Context<T>* plant_context)
    : plant_(plant), mode_(mode) {
  if (plant == nullptr) {
    throw std::logic_error("InverseDynamics: the plant is null.");
  }
  if (!plant->is_finalized()) {
    throw std::logic_error(
        "InverseDynamics: the plant must be finalized (call "
        "MultibodyPlant::Finalize() first).");
  }
  const int nq = plant->num_positions();
  const int nv = plant->num_velocities();
  input_port_index_state_ =
      this->DeclareVectorInputPort("estimated_state", nq + nv).get_index();
  if (mode_ == kInverseDynamics) {
    input_port_index_desired_acceleration_ =
        this->DeclareVectorInputPort("desired_acceleration", nv).get_index();
  }
  std::unique_ptr<Context<T>> model_context;
  if (plant_context != nullptr) {
    plant->ValidateContext(*plant_context);
    model_context = plant_context->Clone();
  } else {
    model_context = plant->CreateDefaultContext();
  }
  const PlantScratch model(std::move(model_context), *plant);
  auto& entry = this->DeclareCacheEntry(
      "plant context with the estimated state",
      ValueProducer(model,
                    std::function<void(const Context<T>&, PlantScratch*)>(
                        [this](const Context<T>& context,
                               PlantScratch* scratch) {
                          SetPlantState(context, scratch);
                        })),
      {this->input_port_ticket(InputPortIndex(input_port_index_state_))});
  plant_scratch_cache_index_ = entry.cache_index();
  output_port_index_force_ =
      this->DeclareVectorOutputPort("generalized_force", nv,
                                    &InverseDynamics<T>::CalcOutputForce)
          .get_index();
}

template <typename T>
InverseDynamics<T>::~InverseDynamics() = default;

template <typename T>
const InputPort<T>& InverseDynamics<T>::get_input_port_desired_acceleration()
    const {
  if (mode_ != kInverseDynamics) {
    throw std::logic_error(
        "InverseDynamics::get_input_port_desired_acceleration(): there is no "
        "desired_acceleration port in gravity-compensation mode.");
  }
  return this->get_input_port(input_port_index_desired_acceleration_);
}

template <typename T>
void InverseDynamics<T>::SetPlantState(const Context<T>& context,
                                       PlantScratch* scratch) const {
  const auto& x = get_input_port_estimated_state().Eval(context);
  plant_->SetPositionsAndVelocities(scratch->context.get(), x);
}

template <typename T>
void InverseDynamics<T>::CalcOutputForce(const Context<T>& context,
                                         BasicVector<T>* force) const {
  const auto& scratch = this->get_cache_entry(plant_scratch_cache_index_)
                            .template Eval<PlantScratch>(context);
  const Context<T>& plant_context = *scratch.context;
  if (mode_ == kGravityCompensation) {
    // τ = −τ_g(q).
    force->SetFromVector(-plant_->CalcGravityGeneralizedForces(plant_context));
    return;
  }
  // τ = M v̇_d + C v − τ_g − τ_app, with gravity and the other force
  // elements gathered as applied forces.
  scratch.vdot_d = get_input_port_desired_acceleration().Eval(context);
  scratch.forces.SetZero();
  plant_->CalcForceElementsContribution(plant_context, &scratch.forces);
  force->SetFromVector(
      plant_->CalcInverseDynamics(plant_context, scratch.vdot_d,
                                  scratch.forces));
}

}  // namespace controllers
}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::controllers::InverseDynamics)
