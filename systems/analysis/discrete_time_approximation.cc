#include "drake/systems/analysis/discrete_time_approximation.h"

#include <cmath>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>
#include <unsupported/Eigen/MatrixFunctions>

#include "drake/common/autodiff.h"
#include "drake/systems/analysis/integrator_base.h"
#include "drake/systems/analysis/simulator_config_functions.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {

namespace {

void CheckPeriods(const char* what, double system_period, double time_period) {
  if (system_period != 0.0) {
    throw std::logic_error(fmt::format(
        "DiscreteTimeApproximation(): the {} must be continuous, but its "
        "time_period is {}.",
        what, system_period));
  }
  if (!(time_period > 0.0 && std::isfinite(time_period))) {
    throw std::logic_error(fmt::format(
        "DiscreteTimeApproximation(): time_period must be positive and "
        "finite, but it is {}.",
        time_period));
  }
}

// e^{M h} of M = [A G; 0 0] (n + k square), whose top blocks are
// e^{Ah} and ∫₀ʰ e^{Aτ} dτ G.
Eigen::MatrixXd ZeroOrderHoldExponential(const Eigen::MatrixXd& A,
                                         const Eigen::MatrixXd& G, double h) {
  const auto n = A.rows();
  const auto k = G.cols();
  Eigen::MatrixXd M = Eigen::MatrixXd::Zero(n + k, n + k);
  M.topLeftCorner(n, n) = A;
  M.topRightCorner(n, k) = G;
  return (M * h).exp();
}

// The discrete-time system of a general continuous one (see the header).
template <typename T>
class DiscreteTimeSystem final : public LeafSystem<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(DiscreteTimeSystem);

  DiscreteTimeSystem(std::shared_ptr<const System<T>> owned,
                     const System<T>* system, double time_period,
                     const SimulatorConfig& config)
      : owned_(std::move(owned)),
        system_(system),
        time_period_(time_period),
        config_(config) {
    if (system_ == nullptr) {
      throw std::logic_error(
          "DiscreteTimeApproximation(): the system is null.");
    }
    const std::unique_ptr<Context<T>> context = system_->CreateDefaultContext();
    if (context->num_continuous_states() == 0 ||
        context->num_discrete_state_groups() != 0 ||
        context->num_abstract_states() != 0) {
      throw std::logic_error(fmt::format(
          "DiscreteTimeApproximation(): system '{}' must have continuous "
          "state only, but it has {} continuous states, {} discrete state "
          "groups and {} abstract states.",
          system_->GetSystemPathname(), context->num_continuous_states(),
          context->num_discrete_state_groups(),
          context->num_abstract_states()));
    }
    CheckPeriods("system", 0.0, time_period_);
    IsScalarTypeSupportedByIntegrator<T>(config_.integration_scheme);

    for (int i = 0; i < system_->num_input_ports(); ++i) {
      const InputPort<T>& port = system_->get_input_port(i);
      if (port.get_data_type() == kVectorValued) {
        this->DeclareVectorInputPort(port.get_name(), port.size());
      } else {
        this->DeclareAbstractInputPort(port.get_name(), *port.Allocate());
      }
    }
    for (int j = 0; j < system_->num_output_ports(); ++j) {
      const OutputPort<T>& port = system_->get_output_port(j);
      if (port.get_data_type() == kVectorValued) {
        this->DeclareVectorOutputPort(
            port.get_name(), port.size(),
            [this, j](const Context<T>& outer, BasicVector<T>* value) {
              const Context<T>& inner = SyncInner(outer);
              value->SetFrom(
                  system_->get_output_port(j).template Eval<BasicVector<T>>(
                      inner));
            });
      } else {
        this->DeclareAbstractOutputPort(
            port.get_name(),
            [this, j]() { return system_->get_output_port(j).Allocate(); },
            [this, j](const Context<T>& outer, AbstractValue* value) {
              const Context<T>& inner = SyncInner(outer);
              value->SetFrom(
                  system_->get_output_port(j).template Eval<AbstractValue>(
                      inner));
            });
      }
    }
    this->DeclareDiscreteState(
        context->get_continuous_state_vector().CopyToVector());
    this->DeclarePeriodicDiscreteUpdateEvent(time_period_, 0.0,
                                             &DiscreteTimeSystem::Update);
    for (int k = 0; k < context->num_numeric_parameter_groups(); ++k) {
      this->DeclareNumericParameter(context->get_numeric_parameter(k));
    }
    for (int k = 0; k < context->num_abstract_parameters(); ++k) {
      this->DeclareAbstractParameter(context->get_abstract_parameter(k));
    }
    // The continuous system's own context and integrator, one per context
    // of this system (a clone starts with fresh ones).
    workspace_ = &this->DeclareCacheEntry(
        "continuous system workspace",
        ValueProducer([this]() { return AbstractValue::Make(Workspace(this)); },
                      [](const ContextBase&, AbstractValue*) {}),
        {this->nothing_ticket()});
  }

 private:
  // A context of the continuous system and an integrator on it.
  struct Workspace {
    explicit Workspace(const DiscreteTimeSystem* owner_in) : owner(owner_in) {}
    // A copy (a cloned context) makes its own when first used.
    Workspace(const Workspace& other) : owner(other.owner) {}
    Workspace& operator=(const Workspace& other) {
      if (this != &other) {
        owner = other.owner;
        integrator.reset();
        context.reset();
      }
      return *this;
    }
    const DiscreteTimeSystem* owner{};
    std::unique_ptr<Context<T>> context;
    std::unique_ptr<IntegratorBase<T>> integrator;
  };

  Workspace& GetWorkspace(const Context<T>& outer) const {
    Workspace& workspace = workspace_->get_mutable_cache_entry_value(outer)
                               .template GetMutableValueOrThrow<Workspace>();
    if (workspace.context == nullptr) {
      workspace.context = system_->CreateDefaultContext();
      workspace.integrator = CreateIntegratorFromConfig(system_, config_);
      workspace.integrator->reset_context(workspace.context.get());
      workspace.integrator->Initialize();
    }
    return workspace;
  }

  // Copies time, discrete state (as continuous state), parameters and the
  // inputs of `outer` into the continuous system's context.
  Context<T>& SyncInner(const Context<T>& outer) const {
    Context<T>& inner = *GetWorkspace(outer).context;
    inner.SetTime(outer.get_time());
    inner.SetContinuousState(outer.get_discrete_state(0).value());
    for (int k = 0; k < outer.num_numeric_parameter_groups(); ++k) {
      inner.get_mutable_numeric_parameter(k).SetFrom(
          outer.get_numeric_parameter(k));
    }
    for (int k = 0; k < outer.num_abstract_parameters(); ++k) {
      inner.get_mutable_abstract_parameter(k).SetFrom(
          outer.get_abstract_parameter(k));
    }
    for (int i = 0; i < this->num_input_ports(); ++i) {
      const InputPort<T>& port = this->get_input_port(i);
      if (!port.HasValue(outer)) continue;
      system_->get_input_port(i).FixValue(
          &inner, port.template Eval<AbstractValue>(outer));
    }
    return inner;
  }

  void Update(const Context<T>& outer, DiscreteValues<T>* next) const {
    Context<T>& inner = SyncInner(outer);
    IntegratorBase<T>& integrator = *GetWorkspace(outer).integrator;
    integrator.IntegrateWithMultipleStepsToTime(outer.get_time() +
                                                time_period_);
    next->get_mutable_vector(0).SetFromVector(
        inner.get_continuous_state_vector().CopyToVector());
  }

  const std::shared_ptr<const System<T>> owned_;
  const System<T>* const system_;
  const double time_period_;
  const SimulatorConfig config_;
  const CacheEntry* workspace_{};
};

}  // namespace

template <typename T>
std::unique_ptr<LinearSystem<T>> DiscreteTimeApproximation(
    const LinearSystem<T>& linear_system, double time_period) {
  CheckPeriods("linear system", linear_system.time_period(), time_period);
  const Eigen::MatrixXd exponential = ZeroOrderHoldExponential(
      linear_system.A(), linear_system.B(), time_period);
  const auto n = linear_system.A().rows();
  const auto m = linear_system.B().cols();
  return std::make_unique<LinearSystem<T>>(
      exponential.topLeftCorner(n, n), exponential.topRightCorner(n, m),
      linear_system.C(), linear_system.D(), time_period);
}

template <typename T>
std::unique_ptr<AffineSystem<T>> DiscreteTimeApproximation(
    const AffineSystem<T>& affine_system, double time_period) {
  CheckPeriods("affine system", affine_system.time_period(), time_period);
  const auto n = affine_system.A().rows();
  const auto m = affine_system.B().cols();
  Eigen::MatrixXd G(n, m + 1);
  G << affine_system.B(), affine_system.f0();
  const Eigen::MatrixXd exponential =
      ZeroOrderHoldExponential(affine_system.A(), G, time_period);
  return std::make_unique<AffineSystem<T>>(
      exponential.topLeftCorner(n, n), exponential.block(0, n, n, m),
      exponential.block(0, n + m, n, 1), affine_system.C(), affine_system.D(),
      affine_system.y0(), time_period);
}

template <typename T>
std::unique_ptr<System<T>> DiscreteTimeApproximation(
    std::shared_ptr<const System<T>> system, double time_period,
    const SimulatorConfig& integrator_config) {
  const System<T>* raw = system.get();
  return std::make_unique<DiscreteTimeSystem<T>>(
      std::move(system), raw, time_period, integrator_config);
}

template <typename T>
std::unique_ptr<System<T>> DiscreteTimeApproximation(
    const System<T>& system, double time_period,
    const SimulatorConfig& integrator_config) {
  return std::make_unique<DiscreteTimeSystem<T>>(nullptr, &system, time_period,
                                                 integrator_config);
}

#define MALLARD_INSTANTIATE(T)                                           \
  template std::unique_ptr<LinearSystem<T>> DiscreteTimeApproximation(   \
      const LinearSystem<T>&, double);                                   \
  template std::unique_ptr<AffineSystem<T>> DiscreteTimeApproximation(   \
      const AffineSystem<T>&, double);                                   \
  template std::unique_ptr<System<T>> DiscreteTimeApproximation(         \
      std::shared_ptr<const System<T>>, double, const SimulatorConfig&); \
  template std::unique_ptr<System<T>> DiscreteTimeApproximation(         \
      const System<T>&, double, const SimulatorConfig&);
MALLARD_INSTANTIATE(double)
MALLARD_INSTANTIATE(AutoDiffXd)
#undef MALLARD_INSTANTIATE

}  // namespace systems
}  // namespace drake
