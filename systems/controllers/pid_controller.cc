#include "drake/systems/controllers/pid_controller.h"

#include <stdexcept>

#include <fmt/format.h>

namespace drake {
namespace systems {
namespace controllers {

namespace {
// The gains must agree in size; returns that size.
int CheckGains(const Eigen::VectorXd& kp, const Eigen::VectorXd& ki,
               const Eigen::VectorXd& kd) {
  if (kp.size() != ki.size() || kp.size() != kd.size()) {
    throw std::logic_error(fmt::format(
        "PidController: kp, ki and kd must have the same size; got {}, {} and "
        "{}.",
        kp.size(), ki.size(), kd.size()));
  }
  return static_cast<int>(kp.size());
}
}  // namespace

template <typename T>
PidController<T>::PidController(const Eigen::VectorXd& kp,
                                const Eigen::VectorXd& ki,
                                const Eigen::VectorXd& kd)
    : PidController(MatrixX<double>::Identity(2 * CheckGains(kp, ki, kd),
                                              2 * CheckGains(kp, ki, kd)),
                    kp, ki, kd) {}

template <typename T>
PidController<T>::PidController(const MatrixX<double>& state_projection,
                                const Eigen::VectorXd& kp,
                                const Eigen::VectorXd& ki,
                                const Eigen::VectorXd& kd)
    : PidController(state_projection,
                    MatrixX<double>::Identity(CheckGains(kp, ki, kd),
                                              CheckGains(kp, ki, kd)),
                    kp, ki, kd) {}

template <typename T>
PidController<T>::PidController(const MatrixX<double>& state_projection,
                                const MatrixX<double>& output_projection,
                                const Eigen::VectorXd& kp,
                                const Eigen::VectorXd& ki,
                                const Eigen::VectorXd& kd)
    : LeafSystem<T>(SystemTypeTag<PidController>{}),
      kp_(kp),
      ki_(ki),
      kd_(kd),
      num_controlled_q_(CheckGains(kp, ki, kd)),
      num_full_state_(static_cast<int>(state_projection.cols())),
      state_projection_(state_projection),
      output_projection_(output_projection) {
  if (state_projection_.rows() != 2 * num_controlled_q_) {
    throw std::logic_error(fmt::format(
        "PidController: state_projection must have 2 * kp.size() = {} rows "
        "(one per controlled position and velocity); got {}.",
        2 * num_controlled_q_, state_projection_.rows()));
  }
  if (output_projection_.cols() != num_controlled_q_) {
    throw std::logic_error(fmt::format(
        "PidController: output_projection must have kp.size() = {} columns; "
        "got {}.",
        num_controlled_q_, output_projection_.cols()));
  }
  this->DeclareContinuousState(num_controlled_q_);
  input_index_state_ =
      this->DeclareVectorInputPort("estimated_state", num_full_state_)
          .get_index();
  input_index_desired_state_ =
      this->DeclareVectorInputPort("desired_state", 2 * num_controlled_q_)
          .get_index();
  output_index_control_ =
      this->DeclareVectorOutputPort("control",
                                    static_cast<int>(output_projection_.rows()),
                                    &PidController<T>::CalcControl)
          .get_index();
}

template <typename T>
double PidController<T>::get_Kp_singleton() const {
  if (kp_.size() != 1) {
    throw std::logic_error(fmt::format(
        "PidController::get_Kp_singleton(): the controller has {} DOFs, not "
        "1.",
        kp_.size()));
  }
  return kp_[0];
}

template <typename T>
double PidController<T>::get_Ki_singleton() const {
  if (ki_.size() != 1) {
    throw std::logic_error(fmt::format(
        "PidController::get_Ki_singleton(): the controller has {} DOFs, not "
        "1.",
        ki_.size()));
  }
  return ki_[0];
}

template <typename T>
double PidController<T>::get_Kd_singleton() const {
  if (kd_.size() != 1) {
    throw std::logic_error(fmt::format(
        "PidController::get_Kd_singleton(): the controller has {} DOFs, not "
        "1.",
        kd_.size()));
  }
  return kd_[0];
}

template <typename T>
void PidController<T>::set_integral_value(
    Context<T>* context, const Eigen::Ref<const VectorX<T>>& value) const {
  this->ValidateContext(context);
  if (value.size() != num_controlled_q_) {
    throw std::logic_error(fmt::format(
        "PidController::set_integral_value(): the value has {} entries; "
        "expected {}.",
        value.size(), num_controlled_q_));
  }
  context->get_mutable_continuous_state_vector().SetFromVector(value);
}

template <typename T>
void PidController<T>::DoCalcTimeDerivatives(
    const Context<T>& context, ContinuousState<T>* derivatives) const {
  const int n = num_controlled_q_;
  const auto& x = get_input_port_estimated_state().Eval(context);
  const auto& x_d = get_input_port_desired_state().Eval(context);
  // d/dt ∫(q_d − q̃) = q_d − P_x,q·x.
  VectorX<T> q_error = x_d.head(n);
  q_error.noalias() -= state_projection_.topRows(n).template cast<T>() * x;
  derivatives->SetFromVector(q_error);
}

template <typename T>
void PidController<T>::CalcControl(const Context<T>& context,
                                   BasicVector<T>* control) const {
  const int n = num_controlled_q_;
  const auto& x = get_input_port_estimated_state().Eval(context);
  const auto& x_d = get_input_port_desired_state().Eval(context);
  const VectorX<T> x_tilde = state_projection_.template cast<T>() * x;
  const VectorX<T> integral =
      context.get_continuous_state_vector().CopyToVector();
  const VectorX<T> u_tilde =
      kp_.template cast<T>().cwiseProduct(x_d.head(n) - x_tilde.head(n)) +
      kd_.template cast<T>().cwiseProduct(x_d.tail(n) - x_tilde.tail(n)) +
      ki_.template cast<T>().cwiseProduct(integral);
  control->SetFromVector(output_projection_.template cast<T>() * u_tilde);
}

}  // namespace controllers
}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::controllers::PidController)
