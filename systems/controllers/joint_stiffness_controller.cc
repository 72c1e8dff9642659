#include "drake/systems/controllers/joint_stiffness_controller.h"

#include <memory>
#include <stdexcept>
#include <utility>

#include <fmt/format.h>

namespace drake {
namespace systems {
namespace controllers {

using multibody::MultibodyForces;
using multibody::MultibodyPlant;

template <typename T>
struct JointStiffnessController<T>::PlantScratch {
  PlantScratch(std::unique_ptr<Context<T>> context_in,
               const MultibodyPlant<T>& plant)
      : context(std::move(context_in)),
        forces(plant),
        tau_app(VectorX<T>::Zero(plant.num_velocities())) {}
  PlantScratch(const PlantScratch& other)
      : context(other.context->Clone()),
        forces(other.forces),
        tau_app(other.tau_app) {}
  PlantScratch& operator=(const PlantScratch& other) {
    if (this != &other) {
      context = other.context->Clone();
      forces = other.forces;
      tau_app = other.tau_app;
    }
    return *this;
  }

  // The plant's context, with the state of the "estimated_state" input.
  std::unique_ptr<Context<T>> context;
  // Scratch for the output computation.
  mutable MultibodyForces<T> forces;
  mutable VectorX<T> tau_app;
};

template <typename T>
JointStiffnessController<T>::JointStiffnessController(
    const MultibodyPlant<T>& plant, const Eigen::Ref<const Eigen::VectorXd>& kp,
    const Eigen::Ref<const Eigen::VectorXd>& kd)
    : JointStiffnessController(nullptr, &plant, kp, kd) {}

template <typename T>
JointStiffnessController<T>::JointStiffnessController(
    std::unique_ptr<MultibodyPlant<T>> plant,
    const Eigen::Ref<const Eigen::VectorXd>& kp,
    const Eigen::Ref<const Eigen::VectorXd>& kd)
    : JointStiffnessController(std::move(plant), nullptr, kp, kd) {}

namespace {
// The plant of a controller being scalar-converted, converted.
template <typename T, typename U>
std::unique_ptr<MultibodyPlant<T>> ConvertOwnedPlant(
    const MultibodyPlant<U>* owned_plant) {
  if (owned_plant == nullptr) {
    throw std::runtime_error(
        "JointStiffnessController: scalar conversion needs a controller "
        "built with the constructor that takes ownership of the plant "
        "(std::unique_ptr<MultibodyPlant>); this one references its plant.");
  }
  return System<U>::template ToScalarType<T, MultibodyPlant>(*owned_plant);
}
}  // namespace

template <typename T>
template <typename U>
JointStiffnessController<T>::JointStiffnessController(
    const JointStiffnessController<U>& other)
    : JointStiffnessController(
          ConvertOwnedPlant<T, U>(other.owned_plant_.get()), other.kp_,
          other.kd_) {}

template <typename T>
JointStiffnessController<T>::JointStiffnessController(
    std::unique_ptr<MultibodyPlant<T>> owned_plant,
    const MultibodyPlant<T>* plant, const Eigen::Ref<const Eigen::VectorXd>& kp,
    const Eigen::Ref<const Eigen::VectorXd>& kd)
    : LeafSystem<T>(SystemTypeTag<JointStiffnessController>{}),
      owned_plant_(std::move(owned_plant)),
      plant_(owned_plant_ != nullptr ? owned_plant_.get() : plant),
      kp_(kp),
      kd_(kd) {
  if (plant_ == nullptr) {
    throw std::logic_error("JointStiffnessController: the plant is null.");
  }
  if (!plant_->is_finalized()) {
    throw std::logic_error(
        "JointStiffnessController: the plant must be finalized (call "
        "MultibodyPlant::Finalize() first).");
  }
  const int nq = plant_->num_positions();
  const int nv = plant_->num_velocities();
  if (nq != nv) {
    throw std::logic_error(fmt::format(
        "JointStiffnessController: the plant must have as many positions as "
        "velocities (no quaternion floating joints); it has nq = {} and nv = "
        "{}.",
        nq, nv));
  }
  if (plant_->num_actuated_dofs() != nv) {
    throw std::logic_error(fmt::format(
        "JointStiffnessController: the plant must be fully actuated (one "
        "actuated degree of freedom per velocity); it has {} velocities but "
        "{} actuated degrees of freedom.",
        nv, plant_->num_actuated_dofs()));
  }
  if (kp.size() != nv || kd.size() != nv) {
    throw std::logic_error(fmt::format(
        "JointStiffnessController: kp and kd must have one entry per velocity "
        "of the plant ({}); got {} and {}.",
        nv, kp.size(), kd.size()));
  }
  input_port_index_estimated_state_ =
      this->DeclareVectorInputPort("estimated_state", nq + nv).get_index();
  input_port_index_desired_state_ =
      this->DeclareVectorInputPort("desired_state", nq + nv).get_index();
  const PlantScratch model(plant_->CreateDefaultContext(), *plant_);
  auto& entry = this->DeclareCacheEntry(
      "plant context with the estimated state",
      ValueProducer(
          model, std::function<void(const Context<T>&, PlantScratch*)>(
                     [this](const Context<T>& context, PlantScratch* scratch) {
                       SetPlantState(context, scratch);
                     })),
      {this->input_port_ticket(
          InputPortIndex(input_port_index_estimated_state_))});
  plant_scratch_cache_index_ = entry.cache_index();
  Binv_ = plant_->MakeActuationMatrixPseudoinverse();
  output_port_index_actuation_ =
      this->DeclareVectorOutputPort(
              "actuation", plant_->num_actuated_dofs(),
              &JointStiffnessController<T>::CalcOutputActuation,
              {this->all_input_ports_ticket()})
          .get_index();
}

template <typename T>
JointStiffnessController<T>::~JointStiffnessController() = default;

template <typename T>
void JointStiffnessController<T>::SetPlantState(const Context<T>& context,
                                                PlantScratch* scratch) const {
  const auto& x = get_input_port_estimated_state().Eval(context);
  plant_->SetPositionsAndVelocities(scratch->context.get(), x);
}

template <typename T>
void JointStiffnessController<T>::CalcOutputActuation(
    const Context<T>& context, BasicVector<T>* actuation) const {
  const auto& scratch = this->get_cache_entry(plant_scratch_cache_index_)
                            .template Eval<PlantScratch>(context);
  const Context<T>& plant_context = *scratch.context;
  const int nv = plant_->num_velocities();
  // τ_g + τ_app: every force element's contribution (gravity is one).
  scratch.forces.SetZero();
  plant_->CalcForceElementsContribution(plant_context, &scratch.forces);
  plant_->CalcGeneralizedForces(plant_context, scratch.forces,
                                &scratch.tau_app);
  const auto& x = get_input_port_estimated_state().Eval(context);
  const auto& x_d = get_input_port_desired_state().Eval(context);
  // τ, computed in place of τ_app (coefficient-wise, so no aliasing; lazy
  // casts of the double gains: no temporaries).
  VectorX<T>& tau = scratch.tau_app;
  tau = -tau + kp_.template cast<T>().cwiseProduct(x_d.head(nv) - x.head(nv)) +
        kd_.template cast<T>().cwiseProduct(x_d.tail(nv) - x.tail(nv));
  // u = B⁺τ, summing only B⁺'s nonzeros (so u is exactly τ permuted when
  // each actuated velocity has one actuator).
  auto u = actuation->get_mutable_value();
  u.setZero();
  for (int k = 0; k < Binv_.outerSize(); ++k) {
    for (Eigen::SparseMatrix<double>::InnerIterator it(Binv_, k); it; ++it) {
      u(it.row()) += it.value() * tau(it.col());
    }
  }
}

}  // namespace controllers
}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::controllers::JointStiffnessController)
