// TimeVaryingAffineSystem: the time-varying affine dynamics and output,
// default and random states.

#include <cmath>
#include <random>
#include <set>
#include <stdexcept>
#include <utility>

#include <Eigen/Eigenvalues>
#include <fmt/format.h>

#include "drake/systems/primitives/affine_system.h"

namespace drake {
namespace systems {

namespace {
int CheckedSize(const char* what, int size) {
  if (size < 0) {
    throw std::logic_error(
        fmt::format("TimeVaryingAffineSystem: {} must be non-negative; got {}.",
                    what, size));
  }
  return size;
}
double CheckedTimePeriod(double time_period) {
  if (!(time_period >= 0.0) || !std::isfinite(time_period)) {
    throw std::logic_error(fmt::format(
        "TimeVaryingAffineSystem: the time_period must be zero (continuous) "
        "or positive and finite; got {}.",
        time_period));
  }
  return time_period;
}
}  // namespace

template <typename T>
TimeVaryingAffineSystem<T>::TimeVaryingAffineSystem(
    SystemScalarConverter converter, int num_states, int num_inputs,
    int num_outputs, double time_period)
    : TimeVaryingAffineSystem(std::move(converter), num_states, num_inputs,
                              num_outputs, time_period, OutputDependencies{}) {}

template <typename T>
TimeVaryingAffineSystem<T>::TimeVaryingAffineSystem(
    SystemScalarConverter converter, int num_states, int num_inputs,
    int num_outputs, double time_period, OutputDependencies output_dependencies)
    : LeafSystem<T>(std::move(converter)),
      num_states_(CheckedSize("num_states", num_states)),
      num_inputs_(CheckedSize("num_inputs", num_inputs)),
      num_outputs_(CheckedSize("num_outputs", num_outputs)),
      time_period_(CheckedTimePeriod(time_period)),
      x0_(VectorX<T>::Zero(num_states)),
      Sqrt_Sigma_x0_(Eigen::MatrixXd::Zero(num_states, num_states)) {
  if (num_states_ > 0) {
    if (time_period_ == 0.0) {
      this->DeclareContinuousState(num_states_);
    } else {
      this->DeclareDiscreteState(num_states_);
      this->DeclarePeriodicDiscreteUpdateEvent(
          time_period_, 0.0, &TimeVaryingAffineSystem<T>::CalcDiscreteUpdate);
      this->DeclareForcedDiscreteUpdateEvent(
          &TimeVaryingAffineSystem<T>::CalcDiscreteUpdate);
    }
  }
  if (num_inputs_ > 0) {
    this->DeclareVectorInputPort(kUseDefaultName, num_inputs_);
  }
  if (num_outputs_ > 0) {
    // The output depends on the state, and on time and the input unless the
    // subclass says otherwise.
    std::set<DependencyTicket> prerequisites;
    if (output_dependencies.on_time && output_dependencies.on_input &&
        output_dependencies.on_state) {
      prerequisites.insert(SystemBase::all_sources_ticket());
    } else {
      if (output_dependencies.on_state && num_states_ > 0) {
        prerequisites.insert(time_period_ == 0.0 ? SystemBase::xc_ticket()
                                                 : SystemBase::xd_ticket());
      }
      if (output_dependencies.on_time) {
        prerequisites.insert(SystemBase::time_ticket());
      }
      if (output_dependencies.on_input && num_inputs_ > 0) {
        prerequisites.insert(this->input_port_ticket(InputPortIndex(0)));
      }
      if (prerequisites.empty()) {
        prerequisites.insert(SystemBase::nothing_ticket());
      }
    }
    this->DeclareVectorOutputPort(kUseDefaultName, num_outputs_,
                                  &TimeVaryingAffineSystem<T>::CalcOutputY,
                                  std::move(prerequisites));
  }
}

template <typename T>
TimeVaryingAffineSystem<T>::~TimeVaryingAffineSystem() = default;

template <typename T>
const InputPort<T>& TimeVaryingAffineSystem<T>::get_input_port() const {
  if (num_inputs_ == 0) {
    throw std::logic_error(
        fmt::format("{} '{}': get_input_port(): the system has no inputs.",
                    this->GetSystemType(), this->get_name()));
  }
  return System<T>::get_input_port(0);
}

template <typename T>
const OutputPort<T>& TimeVaryingAffineSystem<T>::get_output_port() const {
  if (num_outputs_ == 0) {
    throw std::logic_error(
        fmt::format("{} '{}': get_output_port(): the system has no outputs.",
                    this->GetSystemType(), this->get_name()));
  }
  return System<T>::get_output_port(0);
}

template <typename T>
void TimeVaryingAffineSystem<T>::configure_default_state(
    const Eigen::Ref<const VectorX<T>>& x0) {
  if (x0.size() != num_states_) {
    throw std::logic_error(fmt::format(
        "{} '{}': configure_default_state() got {} elements; the system has "
        "{} states.",
        this->GetSystemType(), this->get_name(), x0.size(), num_states_));
  }
  x0_ = x0;
}

template <typename T>
void TimeVaryingAffineSystem<T>::configure_random_state(
    const Eigen::Ref<const Eigen::MatrixXd>& covariance) {
  if (covariance.rows() != num_states_ || covariance.cols() != num_states_) {
    throw std::logic_error(fmt::format(
        "{} '{}': configure_random_state() got a {}×{} covariance; the "
        "system has {} states.",
        this->GetSystemType(), this->get_name(), covariance.rows(),
        covariance.cols(), num_states_));
  }
  if (num_states_ == 0) return;
  // Σ^½ from the eigendecomposition of the (symmetric) covariance.
  Sqrt_Sigma_x0_ =
      Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd>(covariance).operatorSqrt();
}

template <typename T>
void TimeVaryingAffineSystem<T>::CheckSize(const char* what,
                                           const MatrixX<T>& m, int rows,
                                           int cols) const {
  if (m.rows() != rows || m.cols() != cols) {
    throw std::logic_error(fmt::format(
        "{} '{}': {} is {}×{}; it must be {}×{}.", this->GetSystemType(),
        this->get_name(), what, m.rows(), m.cols(), rows, cols));
  }
}

template <typename T>
VectorX<T> TimeVaryingAffineSystem<T>::GetState(
    const Context<T>& context) const {
  if (num_states_ == 0) return VectorX<T>(0);
  if (time_period_ == 0.0) {
    return context.get_continuous_state_vector().CopyToVector();
  }
  return context.get_discrete_state(0).value();
}

template <typename T>
VectorX<T> TimeVaryingAffineSystem<T>::CalcAffineDynamics(
    const Context<T>& context) const {
  const T& t = context.get_time();
  VectorX<T> result = f0(t);
  CheckSize("f0(t)", result, num_states_, 1);
  const MatrixX<T> At = A(t);
  CheckSize("A(t)", At, num_states_, num_states_);
  result += At * GetState(context);
  if (num_inputs_ > 0) {
    const MatrixX<T> Bt = B(t);
    CheckSize("B(t)", Bt, num_states_, num_inputs_);
    result += Bt * get_input_port().Eval(context);
  }
  return result;
}

template <typename T>
void TimeVaryingAffineSystem<T>::CalcOutputY(
    const Context<T>& context, BasicVector<T>* output_vector) const {
  const T& t = context.get_time();
  VectorX<T> y = y0(t);
  CheckSize("y0(t)", y, num_outputs_, 1);
  if (num_states_ > 0) {
    const MatrixX<T> Ct = C(t);
    CheckSize("C(t)", Ct, num_outputs_, num_states_);
    y += Ct * GetState(context);
  }
  if (num_inputs_ > 0) {
    const MatrixX<T> Dt = D(t);
    CheckSize("D(t)", Dt, num_outputs_, num_inputs_);
    y += Dt * get_input_port().Eval(context);
  }
  output_vector->SetFromVector(y);
}

template <typename T>
void TimeVaryingAffineSystem<T>::DoCalcTimeDerivatives(
    const Context<T>& context, ContinuousState<T>* derivatives) const {
  if (num_states_ == 0 || time_period_ > 0.0) return;
  derivatives->SetFromVector(CalcAffineDynamics(context));
}

template <typename T>
EventStatus TimeVaryingAffineSystem<T>::CalcDiscreteUpdate(
    const Context<T>& context, DiscreteValues<T>* updates) const {
  if (num_states_ == 0 || time_period_ == 0.0) {
    return EventStatus::DidNothing();
  }
  updates->set_value(0, CalcAffineDynamics(context));
  return EventStatus::Succeeded();
}

template <typename T>
void TimeVaryingAffineSystem<T>::SetDefaultState(const Context<T>&,
                                                 State<T>* state) const {
  if (num_states_ == 0) return;
  if (time_period_ == 0.0) {
    state->get_mutable_continuous_state().SetFromVector(x0_);
  } else {
    state->get_mutable_discrete_state(0).SetFromVector(x0_);
  }
}

template <typename T>
void TimeVaryingAffineSystem<T>::SetRandomState(
    const Context<T>&, State<T>* state, RandomGenerator* generator) const {
  if (num_states_ == 0) return;
  DRAKE_THROW_UNLESS(generator != nullptr);
  Eigen::VectorXd w(num_states_);
  std::normal_distribution<double> normal;
  for (int i = 0; i < num_states_; ++i) w[i] = normal(*generator);
  const VectorX<T> x = x0_ + (Sqrt_Sigma_x0_ * w).template cast<T>();
  if (time_period_ == 0.0) {
    state->get_mutable_continuous_state().SetFromVector(x);
  } else {
    state->get_mutable_discrete_state(0).SetFromVector(x);
  }
}

}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::systems::TimeVaryingAffineSystem)
