#include "drake/systems/analysis/initial_value_problem.h"

#include <stdexcept>

#include <fmt/format.h>

#include "drake/common/autodiff.h"
#include "drake/common/extract_double.h"
#include "drake/systems/analysis/hermitian_dense_output.h"
#include "drake/systems/analysis/runge_kutta3_integrator.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {

namespace {

// dx/dt = f(t, x, k) as a system: x is its continuous state (default x₀)
// and k its numeric parameter (default k).
template <typename T>
class OdeSystem final : public LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(OdeSystem);

  OdeSystem(typename InitialValueProblem<T>::OdeFunction ode_function,
            const VectorX<T>& x0, const VectorX<T>& k)
      : ode_function_(std::move(ode_function)) {
    if (!ode_function_) {
      throw std::logic_error("InitialValueProblem: the ODE function is empty.");
    }
    this->DeclareContinuousState(BasicVector<T>(x0));
    this->DeclareNumericParameter(BasicVector<T>(k));
  }

 private:
  void DoCalcTimeDerivatives(const Context<T>& context,
                             ContinuousState<T>* derivatives) const final {
    const VectorX<T> x = context.get_continuous_state_vector().CopyToVector();
    const VectorX<T> xdot = ode_function_(
        context.get_time(), x, context.get_numeric_parameter(0).value());
    if (xdot.size() != x.size()) {
      throw std::logic_error(fmt::format(
          "InitialValueProblem: the ODE function returned a vector of size "
          "{} at time {}, but the state has size {}.",
          xdot.size(), ExtractDoubleOrThrow(context.get_time()), x.size()));
    }
    derivatives->SetFromVector(xdot);
  }

  const typename InitialValueProblem<T>::OdeFunction ode_function_;
};

template <typename T>
void ThrowUnlessOrdered(const char* func, const T& t0, const T& tf) {
  if (!(tf >= t0)) {
    throw std::logic_error(fmt::format(
        "InitialValueProblem::{}(): the final time {} must not be before the "
        "initial time {}.",
        func, ExtractDoubleOrThrow(tf), ExtractDoubleOrThrow(t0)));
  }
}

}  // namespace

template <typename T>
const double InitialValueProblem<T>::kDefaultAccuracy = 1e-4;
template <typename T>
const double InitialValueProblem<T>::kInitialStepSize = 1e-4;
template <typename T>
const double InitialValueProblem<T>::kMaxStepSize = 1e-1;

template <typename T>
InitialValueProblem<T>::InitialValueProblem(
    const OdeFunction& ode_function, const Eigen::Ref<const VectorX<T>>& x0,
    const Eigen::Ref<const VectorX<T>>& k)
    : system_(std::make_unique<OdeSystem<T>>(ode_function, x0, k)) {
  context_ = system_->CreateDefaultContext();
  auto* integrator = reset_integrator<RungeKutta3Integrator<T>>();
  integrator->request_initial_step_size_target(kInitialStepSize);
  integrator->set_maximum_step_size(kMaxStepSize);
  integrator->set_target_accuracy(kDefaultAccuracy);
}

template <typename T>
InitialValueProblem<T>::~InitialValueProblem() = default;

template <typename T>
void InitialValueProblem<T>::Restart(const T& t0) const {
  system_->SetDefaultContext(context_.get());
  context_->SetTime(t0);
  // Reset() keeps the settings (accuracy, step sizes) and drops any dense
  // output a previous solve left.
  integrator_->Reset();
  integrator_->Initialize();
}

template <typename T>
VectorX<T> InitialValueProblem<T>::Solve(const T& t0, const T& tf) const {
  ThrowUnlessOrdered("Solve", t0, tf);
  Restart(t0);
  integrator_->IntegrateWithMultipleStepsToTime(tf);
  return context_->get_continuous_state_vector().CopyToVector();
}

template <typename T>
std::unique_ptr<DenseOutput<T>> InitialValueProblem<T>::DenseSolve(
    const T& t0, const T& tf) const {
  ThrowUnlessOrdered("DenseSolve", t0, tf);
  Restart(t0);
  integrator_->StartDenseIntegration();
  integrator_->IntegrateWithMultipleStepsToTime(tf);
  const std::unique_ptr<trajectories::PiecewisePolynomial<T>> trajectory =
      integrator_->StopDenseIntegration();
  return std::make_unique<HermitianDenseOutput<T>>(*trajectory);
}

}  // namespace systems
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_NONSYMBOLIC_SCALARS(
    class ::drake::systems::InitialValueProblem)
