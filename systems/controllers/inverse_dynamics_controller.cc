#include "drake/systems/controllers/inverse_dynamics_controller.h"

#include <stdexcept>
#include <utility>

#include <fmt/format.h>

#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/primitives/adder.h"
#include "drake/systems/primitives/matrix_gain.h"

namespace drake {
namespace systems {
namespace controllers {

using multibody::MultibodyPlant;

template <typename T>
InverseDynamicsController<T>::InverseDynamicsController(
    const MultibodyPlant<T>& plant, const VectorX<double>& kp,
    const VectorX<double>& ki, const VectorX<double>& kd,
    bool has_reference_acceleration, const Context<T>* plant_context)
    : plant_(&plant), has_reference_acceleration_(has_reference_acceleration) {
  SetUp(kp, ki, kd, plant_context);
}

template <typename T>
InverseDynamicsController<T>::InverseDynamicsController(
    std::unique_ptr<MultibodyPlant<T>> plant, const VectorX<double>& kp,
    const VectorX<double>& ki, const VectorX<double>& kd,
    bool has_reference_acceleration, const Context<T>* plant_context)
    : owned_plant_(std::move(plant)),
      plant_(owned_plant_.get()),
      has_reference_acceleration_(has_reference_acceleration) {
  if (plant_ == nullptr) {
    throw std::logic_error("InverseDynamicsController: the plant is null.");
  }
  SetUp(kp, ki, kd, plant_context);
}

template <typename T>
template <typename U>
InverseDynamicsController<T>::InverseDynamicsController(
    const InverseDynamicsController<U>& other)
    : Diagram<T>(other),
      has_reference_acceleration_(other.has_reference_acceleration_),
      input_port_index_estimated_state_(
          other.input_port_index_estimated_state_),
      input_port_index_desired_state_(other.input_port_index_desired_state_),
      input_port_index_desired_acceleration_(
          other.input_port_index_desired_acceleration_),
      output_port_index_control_(other.output_port_index_control_),
      output_port_index_actuation_(other.output_port_index_actuation_) {
  // The subsystems were converted one by one (same names, same wiring); the
  // inverse-dynamics one owns the converted plant.
  pid_ = &this->template GetDowncastSubsystemByName<PidController>("pid");
  plant_ = &this->template GetDowncastSubsystemByName<InverseDynamics>(
                    "inverse_dynamics")
                .plant();
  this->get_mutable_system_scalar_converter() =
      SystemScalarConverter(SystemTypeTag<InverseDynamicsController>{});
}

template <typename T>
InverseDynamicsController<T>::~InverseDynamicsController() = default;

template <typename T>
void InverseDynamicsController<T>::SetUp(const VectorX<double>& kp,
                                         const VectorX<double>& ki,
                                         const VectorX<double>& kd,
                                         const Context<T>* plant_context) {
  const MultibodyPlant<T>& plant = *plant_;
  if (!plant.is_finalized()) {
    throw std::logic_error(
        "InverseDynamicsController: the plant must be finalized (call "
        "MultibodyPlant::Finalize() first).");
  }
  const int nq = plant.num_positions();
  const int nv = plant.num_velocities();
  if (nq != nv) {
    throw std::logic_error(fmt::format(
        "InverseDynamicsController: the plant must have as many positions as "
        "velocities (no quaternion floating joints); it has nq = {} and nv = "
        "{}.",
        nq, nv));
  }
  if (plant.num_actuated_dofs() != nv) {
    throw std::logic_error(fmt::format(
        "InverseDynamicsController: the plant must be fully actuated (one "
        "actuated degree of freedom per velocity); it has {} velocities but "
        "{} actuated degrees of freedom. (The plant for control usually "
        "holds the robot alone, welded to the world, not the objects it "
        "acts on.)",
        nv, plant.num_actuated_dofs()));
  }
  const char* names[] = {"kp", "ki", "kd"};
  const VectorX<double>* gains[] = {&kp, &ki, &kd};
  for (int i = 0; i < 3; ++i) {
    if (gains[i]->size() != nv) {
      throw std::logic_error(fmt::format(
          "InverseDynamicsController: {} has {} entries; expected one per "
          "velocity of the plant ({}).",
          names[i], gains[i]->size(), nv));
    }
  }

  DiagramBuilder<T> builder;
  auto* id = builder.template AddNamedSystem<InverseDynamics<T>>(
      "inverse_dynamics", plant_, InverseDynamics<T>::kInverseDynamics,
      plant_context);
  auto* pid =
      builder.template AddNamedSystem<PidController<T>>("pid", kp, ki, kd);
  pid_ = pid;

  // The estimated state feeds both the PID and the inverse dynamics.
  input_port_index_estimated_state_ = builder.ExportInput(
      pid->get_input_port_estimated_state(), "estimated_state");
  builder.ConnectInput(InputPortIndex(input_port_index_estimated_state_),
                       id->get_input_port_estimated_state());
  input_port_index_desired_state_ =
      builder.ExportInput(pid->get_input_port_desired_state(), "desired_state");

  // v̇_d = PID output (+ the reference acceleration).
  if (has_reference_acceleration_) {
    auto* adder = builder.template AddNamedSystem<Adder<T>>("adder", 2, nv);
    builder.Connect(pid->get_output_port_control(), adder->get_input_port(0));
    input_port_index_desired_acceleration_ =
        builder.ExportInput(adder->get_input_port(1), "desired_acceleration");
    builder.Connect(adder->get_output_port(),
                    id->get_input_port_desired_acceleration());
  } else {
    builder.Connect(pid->get_output_port_control(),
                    id->get_input_port_desired_acceleration());
  }
  output_port_index_control_ = builder.ExportOutput(
      id->get_output_port_generalized_force(), "generalized_force");
  // u = B⁺·τ (B is nv × nu; here nu = nv).
  auto* to_actuation = builder.template AddNamedSystem<MatrixGain<T>>(
      "B⁺", Eigen::MatrixXd(plant.MakeActuationMatrixPseudoinverse()));
  builder.Connect(id->get_output_port_generalized_force(),
                  to_actuation->get_input_port());
  output_port_index_actuation_ =
      builder.ExportOutput(to_actuation->get_output_port(), "actuation");
  builder.BuildInto(this);
  // Converts to an InverseDynamicsController (Diagram's own conversion
  // would give a plain Diagram).
  this->get_mutable_system_scalar_converter() =
      SystemScalarConverter(SystemTypeTag<InverseDynamicsController>{});
}

template <typename T>
const InputPort<T>&
InverseDynamicsController<T>::get_input_port_desired_acceleration() const {
  if (!has_reference_acceleration_) {
    throw std::logic_error(
        "InverseDynamicsController::get_input_port_desired_acceleration(): "
        "the controller was built with has_reference_acceleration = false, "
        "so it has no desired_acceleration port.");
  }
  return this->get_input_port(input_port_index_desired_acceleration_);
}

template <typename T>
void InverseDynamicsController<T>::set_integral_value(
    Context<T>* context, const Eigen::Ref<const VectorX<T>>& value) const {
  this->ValidateContext(context);
  Context<T>& pid_context = this->GetMutableSubsystemContext(*pid_, context);
  pid_->set_integral_value(&pid_context, value);
}

}  // namespace controllers
}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::controllers::InverseDynamicsController)
