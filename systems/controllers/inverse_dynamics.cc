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
        zero_vdot(VectorX<T>::Zero(plant.num_velocities())) {}
  PlantScratch(const PlantScratch& other)
      : context(other.context->Clone()),
        forces(other.forces),
        zero_vdot(other.zero_vdot) {}
  PlantScratch& operator=(const PlantScratch& other) {
    if (this != &other) {
      context = other.context->Clone();
      forces = other.forces;
      zero_vdot = other.zero_vdot;
    }
    return *this;
  }

  // The plant's context, with the state of the "estimated_state" input.
  std::unique_ptr<Context<T>> context;
  // Scratch for the output computation (the cache entry is the owner, so
  // the output needs no allocation of its own).
  mutable MultibodyForces<T> forces;
  VectorX<T> zero_vdot;
};

template <typename T>
InverseDynamics<T>::InverseDynamics(const MultibodyPlant<T>* plant,
                                    InverseDynamicsMode mode,
                                    const Context<T>* plant_context)
    : InverseDynamics(nullptr, plant, mode, plant_context) {}

template <typename T>
InverseDynamics<T>::InverseDynamics(std::unique_ptr<MultibodyPlant<T>> plant,
                                    InverseDynamicsMode mode,
                                    const Context<T>* plant_context)
    : InverseDynamics(std::move(plant), nullptr, mode, plant_context) {}

template <typename T>
template <typename U>
typename InverseDynamics<T>::ConversionData
InverseDynamics<T>::MakeConversionData(const InverseDynamics<U>& other) {
  ConversionData data;
  data.plant =
      System<U>::template ToScalarType<T, MultibodyPlant>(*other.plant_);
  data.mode = other.is_pure_gravity_compensation() ? kGravityCompensation
                                                   : kInverseDynamics;
  data.plant_context = data.plant->CreateDefaultContext();
  data.plant_context->SetStateAndParametersFrom(*other.model_plant_context_);
  return data;
}

template <typename T>
template <typename U>
InverseDynamics<T>::InverseDynamics(const InverseDynamics<U>& other)
    : InverseDynamics(MakeConversionData(other)) {}

template <typename T>
InverseDynamics<T>::InverseDynamics(ConversionData data)
    : InverseDynamics(std::move(data.plant), nullptr, data.mode,
                      data.plant_context.get()) {}

template <typename T>
InverseDynamics<T>::InverseDynamics(
    std::unique_ptr<MultibodyPlant<T>> owned_plant,
    const MultibodyPlant<T>* plant, InverseDynamicsMode mode,
    const Context<T>* plant_context)
    : LeafSystem<T>(SystemTypeTag<InverseDynamics>{}),
      owned_plant_(std::move(owned_plant)),
      plant_(owned_plant_ != nullptr ? owned_plant_.get() : plant),
      mode_(mode) {
  if (plant_ == nullptr) {
    throw std::logic_error("InverseDynamics: the plant is null.");
  }
  if (!plant_->is_finalized()) {
    throw std::logic_error(
        "InverseDynamics: the plant must be finalized (call "
        "MultibodyPlant::Finalize() first).");
  }
  const int nq = plant_->num_positions();
  const int nv = plant_->num_velocities();
  input_port_index_state_ =
      this->DeclareVectorInputPort("estimated_state", nq + nv).get_index();
  if (mode_ == kInverseDynamics) {
    input_port_index_desired_acceleration_ =
        this->DeclareVectorInputPort("desired_acceleration", nv).get_index();
  }
  if (plant_context != nullptr) {
    plant_->ValidateContext(*plant_context);
    model_plant_context_ = plant_context->Clone();
  } else {
    model_plant_context_ = plant_->CreateDefaultContext();
  }
  if (mode_ == kGravityCompensation) {
    // Only q is taken from the input; v stays zero.
    plant_->SetVelocities(model_plant_context_.get(), VectorX<T>::Zero(nv));
  }
  const PlantScratch model(model_plant_context_->Clone(), *plant_);
  auto& entry = this->DeclareCacheEntry(
      "plant context with the estimated state",
      ValueProducer(
          model, std::function<void(const Context<T>&, PlantScratch*)>(
                     [this](const Context<T>& context, PlantScratch* scratch) {
                       SetPlantState(context, scratch);
                     })),
      {this->input_port_ticket(InputPortIndex(input_port_index_state_))});
  plant_scratch_cache_index_ = entry.cache_index();
  output_port_index_force_ =
      this->DeclareVectorOutputPort("generalized_force", nv,
                                    &InverseDynamics<T>::CalcOutputForce,
                                    {this->all_input_ports_ticket()})
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
  const VectorX<T>& x = get_input_port_estimated_state().Eval(context);
  if (mode_ == kGravityCompensation) {
    plant_->SetPositions(scratch->context.get(),
                         x.head(plant_->num_positions()));
  } else {
    plant_->SetPositionsAndVelocities(scratch->context.get(), x);
  }
}

template <typename T>
void InverseDynamics<T>::CalcOutputForce(const Context<T>& context,
                                         BasicVector<T>* force) const {
  const auto& scratch = this->get_cache_entry(plant_scratch_cache_index_)
                            .template Eval<PlantScratch>(context);
  const Context<T>& plant_context = *scratch.context;
  // The tree's in-place recursive Newton-Euler pass writes straight into
  // the output (MultibodyPlant::CalcInverseDynamics returns a new vector).
  const auto& tree = plant_->internal_tree();
  const auto& pc = tree.EvalPositionKinematics(plant_context);
  const auto& vc = tree.EvalVelocityKinematics(plant_context);
  auto tau = force->get_mutable_value();
  scratch.forces.SetZero();
  if (mode_ == kGravityCompensation) {
    // With v̇ = 0, no velocity terms and gravity the only applied force,
    // inverse dynamics gives τ = −τ_g(q).
    plant_->gravity_field().CalcAndAddForceContribution(plant_context, pc, vc,
                                                        &scratch.forces);
    tree.CalcInverseDynamics(plant_context, pc, vc, scratch.zero_vdot,
                             &scratch.forces, false, &tau);
    return;
  }
  // τ = M v̇_d + C v − τ_g − τ_app, with gravity and the other force
  // elements gathered as applied forces.
  const VectorX<T>& vdot_d =
      get_input_port_desired_acceleration().Eval(context);
  plant_->CalcForceElementsContribution(plant_context, &scratch.forces);
  tree.CalcInverseDynamics(plant_context, pc, vc, vdot_d, &scratch.forces, true,
                           &tau);
}

}  // namespace controllers
}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::controllers::InverseDynamics)
