#include "drake/systems/controllers/pid_controlled_system.h"

#include <stdexcept>
#include <utility>

#include <fmt/format.h>

#include "drake/systems/controllers/pid_controller.h"
#include "drake/systems/primitives/adder.h"
#include "drake/systems/primitives/saturation.h"

namespace drake {
namespace systems {
namespace controllers {

namespace {

template <typename T>
const System<T>& CheckedPlant(const std::shared_ptr<System<T>>& plant,
                              int state_output_port_index,
                              int plant_input_port_index) {
  if (plant == nullptr) {
    throw std::logic_error("PidControlledSystem: the plant is null.");
  }
  if (state_output_port_index < 0 ||
      state_output_port_index >= plant->num_output_ports()) {
    throw std::logic_error(fmt::format(
        "PidControlledSystem: state_output_port_index {} is not an output of "
        "plant '{}', which has {}.",
        state_output_port_index, plant->get_name(), plant->num_output_ports()));
  }
  if (plant_input_port_index < 0 ||
      plant_input_port_index >= plant->num_input_ports()) {
    throw std::logic_error(fmt::format(
        "PidControlledSystem: plant_input_port_index {} is not an input of "
        "plant '{}', which has {}.",
        plant_input_port_index, plant->get_name(), plant->num_input_ports()));
  }
  return *plant;
}

// The number of controlled coordinates U: the plant input's size.
template <typename T>
int ControlSize(const std::shared_ptr<System<T>>& plant,
                int state_output_port_index, int plant_input_port_index) {
  return CheckedPlant(plant, state_output_port_index, plant_input_port_index)
      .get_input_port(plant_input_port_index)
      .size();
}

}  // namespace

template <typename T>
PidControlledSystem<T>::PidControlledSystem(std::shared_ptr<System<T>> plant,
                                            double Kp, double Ki, double Kd,
                                            int state_output_port_index,
                                            int plant_input_port_index)
    : state_output_port_index_(state_output_port_index),
      plant_input_port_index_(plant_input_port_index) {
  const int u =
      ControlSize(plant, state_output_port_index, plant_input_port_index);
  Initialize(std::move(plant), MatrixX<double>::Identity(2 * u, 2 * u),
             Eigen::VectorXd::Constant(u, Kp), Eigen::VectorXd::Constant(u, Ki),
             Eigen::VectorXd::Constant(u, Kd));
}

template <typename T>
PidControlledSystem<T>::PidControlledSystem(std::shared_ptr<System<T>> plant,
                                            const Eigen::VectorXd& Kp,
                                            const Eigen::VectorXd& Ki,
                                            const Eigen::VectorXd& Kd,
                                            int state_output_port_index,
                                            int plant_input_port_index)
    : state_output_port_index_(state_output_port_index),
      plant_input_port_index_(plant_input_port_index) {
  CheckedPlant(plant, state_output_port_index, plant_input_port_index);
  const auto n = Kp.size();
  Initialize(std::move(plant), MatrixX<double>::Identity(2 * n, 2 * n), Kp, Ki,
             Kd);
}

template <typename T>
PidControlledSystem<T>::PidControlledSystem(
    std::shared_ptr<System<T>> plant, const MatrixX<double>& feedback_selector,
    double Kp, double Ki, double Kd, int state_output_port_index,
    int plant_input_port_index)
    : state_output_port_index_(state_output_port_index),
      plant_input_port_index_(plant_input_port_index) {
  const int u =
      ControlSize(plant, state_output_port_index, plant_input_port_index);
  Initialize(std::move(plant), feedback_selector,
             Eigen::VectorXd::Constant(u, Kp), Eigen::VectorXd::Constant(u, Ki),
             Eigen::VectorXd::Constant(u, Kd));
}

template <typename T>
PidControlledSystem<T>::PidControlledSystem(
    std::shared_ptr<System<T>> plant, const MatrixX<double>& feedback_selector,
    const Eigen::VectorXd& Kp, const Eigen::VectorXd& Ki,
    const Eigen::VectorXd& Kd, int state_output_port_index,
    int plant_input_port_index)
    : state_output_port_index_(state_output_port_index),
      plant_input_port_index_(plant_input_port_index) {
  CheckedPlant(plant, state_output_port_index, plant_input_port_index);
  Initialize(std::move(plant), feedback_selector, Kp, Ki, Kd);
}

template <typename T>
PidControlledSystem<T>::~PidControlledSystem() = default;

template <typename T>
void PidControlledSystem<T>::Initialize(
    std::shared_ptr<System<T>> plant, const MatrixX<double>& feedback_selector,
    const Eigen::VectorXd& Kp, const Eigen::VectorXd& Ki,
    const Eigen::VectorXd& Kd) {
  DiagramBuilder<T> builder;
  plant_ = builder.AddSystem(std::move(plant));
  const ConnectResult ports =
      ConnectController(plant_->get_input_port(plant_input_port_index_),
                        plant_->get_output_port(state_output_port_index_),
                        feedback_selector, Kp, Ki, Kd, &builder);
  builder.ExportInput(ports.control_input_port);
  builder.ExportInput(ports.state_input_port);
  for (int i = 0; i < plant_->num_output_ports(); ++i) {
    builder.ExportOutput(plant_->get_output_port(i));
  }
  builder.BuildInto(this);
}

namespace {

// The PID controller and the adder of feed-forward and feedback; returns
// the adder.
template <typename T>
Adder<T>* AddControllerAndAdder(const OutputPort<T>& plant_output,
                                const MatrixX<double>& feedback_selector,
                                const Eigen::VectorXd& Kp,
                                const Eigen::VectorXd& Ki,
                                const Eigen::VectorXd& Kd,
                                DiagramBuilder<T>* builder,
                                PidController<T>** pid) {
  if (builder == nullptr) {
    throw std::logic_error(
        "PidControlledSystem::ConnectController(): the builder is null.");
  }
  *pid = builder->template AddSystem<PidController<T>>(feedback_selector, Kp,
                                                       Ki, Kd);
  auto* adder =
      builder->template AddSystem<Adder<T>>(2, static_cast<int>(Kp.size()));
  builder->Connect(plant_output, (*pid)->get_input_port_estimated_state());
  builder->Connect((*pid)->get_output_port_control(), adder->get_input_port(0));
  return adder;
}

}  // namespace

template <typename T>
typename PidControlledSystem<T>::ConnectResult
PidControlledSystem<T>::ConnectController(
    const InputPort<T>& plant_input, const OutputPort<T>& plant_output,
    const MatrixX<double>& feedback_selector, const Eigen::VectorXd& Kp,
    const Eigen::VectorXd& Ki, const Eigen::VectorXd& Kd,
    DiagramBuilder<T>* builder) {
  PidController<T>* pid = nullptr;
  Adder<T>* adder = AddControllerAndAdder(plant_output, feedback_selector, Kp,
                                          Ki, Kd, builder, &pid);
  builder->Connect(adder->get_output_port(), plant_input);
  return ConnectResult{adder->get_input_port(1),
                       pid->get_input_port_desired_state()};
}

template <typename T>
typename PidControlledSystem<T>::ConnectResult
PidControlledSystem<T>::ConnectController(const InputPort<T>& plant_input,
                                          const OutputPort<T>& plant_output,
                                          const Eigen::VectorXd& Kp,
                                          const Eigen::VectorXd& Ki,
                                          const Eigen::VectorXd& Kd,
                                          DiagramBuilder<T>* builder) {
  const auto n = Kp.size();
  return ConnectController(plant_input, plant_output,
                           MatrixX<double>::Identity(2 * n, 2 * n), Kp, Ki, Kd,
                           builder);
}

template <typename T>
typename PidControlledSystem<T>::ConnectResult
PidControlledSystem<T>::ConnectControllerWithInputSaturation(
    const InputPort<T>& plant_input, const OutputPort<T>& plant_output,
    const MatrixX<double>& feedback_selector, const Eigen::VectorXd& Kp,
    const Eigen::VectorXd& Ki, const Eigen::VectorXd& Kd,
    const VectorX<T>& min_plant_input, const VectorX<T>& max_plant_input,
    DiagramBuilder<T>* builder) {
  PidController<T>* pid = nullptr;
  Adder<T>* adder = AddControllerAndAdder(plant_output, feedback_selector, Kp,
                                          Ki, Kd, builder, &pid);
  auto* saturation = builder->template AddSystem<Saturation<T>>(
      min_plant_input, max_plant_input);
  builder->Connect(adder->get_output_port(), saturation->get_input_port());
  builder->Connect(saturation->get_output_port(), plant_input);
  return ConnectResult{adder->get_input_port(1),
                       pid->get_input_port_desired_state()};
}

template <typename T>
typename PidControlledSystem<T>::ConnectResult
PidControlledSystem<T>::ConnectControllerWithInputSaturation(
    const InputPort<T>& plant_input, const OutputPort<T>& plant_output,
    const Eigen::VectorXd& Kp, const Eigen::VectorXd& Ki,
    const Eigen::VectorXd& Kd, const VectorX<T>& min_plant_input,
    const VectorX<T>& max_plant_input, DiagramBuilder<T>* builder) {
  const auto n = Kp.size();
  return ConnectControllerWithInputSaturation(
      plant_input, plant_output, MatrixX<double>::Identity(2 * n, 2 * n), Kp,
      Ki, Kd, min_plant_input, max_plant_input, builder);
}

}  // namespace controllers
}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::systems::controllers::PidControlledSystem)
