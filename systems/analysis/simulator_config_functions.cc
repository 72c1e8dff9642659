#include "drake/systems/analysis/simulator_config_functions.h"

#include <cmath>
#include <functional>
#include <memory>
#include <stdexcept>
#include <utility>

#include <fmt/format.h>

#include "drake/common/autodiff.h"
#include "drake/systems/analysis/bogacki_shampine3_integrator.h"
#include "drake/systems/analysis/explicit_euler_integrator.h"
#include "drake/systems/analysis/implicit_euler_integrator.h"
#include "drake/systems/analysis/radau_integrator.h"
#include "drake/systems/analysis/runge_kutta2_integrator.h"
#include "drake/systems/analysis/runge_kutta3_integrator.h"
#include "drake/systems/analysis/runge_kutta5_integrator.h"
#include "drake/systems/analysis/semi_explicit_euler_integrator.h"
#include "drake/systems/analysis/velocity_implicit_euler_integrator.h"

namespace drake {
namespace systems {

namespace {

double ToDouble(double x) { return x; }
double ToDouble(const AutoDiffXd& x) { return x.value(); }

// Makes an integrator of one scheme.
template <typename T>
using Maker = std::function<std::unique_ptr<IntegratorBase<T>>(
    const System<T>&, const T& max_step_size, Context<T>*)>;

// Whether `integrator` is of one scheme.
template <typename T>
using Matcher = std::function<bool(const IntegratorBase<T>&)>;

template <typename T>
struct Scheme {
  std::string name;
  Maker<T> make;
  Matcher<T> matches;
};

// A scheme whose integrator takes the step size in its constructor.
template <typename T, template <typename> class Integrator>
Scheme<T> FixedStepScheme(std::string name) {
  return {std::move(name),
          [](const System<T>& system, const T& h, Context<T>* context) {
            return std::make_unique<Integrator<T>>(system, h, context);
          },
          [](const IntegratorBase<T>& integrator) {
            return dynamic_cast<const Integrator<T>*>(&integrator) != nullptr;
          }};
}

// A scheme whose integrator gets the maximum step size afterwards.
template <typename T, template <typename> class Integrator>
Scheme<T> ErrorControlledScheme(std::string name) {
  return {std::move(name),
          [](const System<T>& system, const T& h, Context<T>* context) {
            auto result = std::make_unique<Integrator<T>>(system, context);
            result->set_maximum_step_size(h);
            return result;
          },
          [](const IntegratorBase<T>& integrator) {
            return dynamic_cast<const Integrator<T>*>(&integrator) != nullptr;
          }};
}

// Every known scheme, sorted by name (as GetIntegrationSchemes()).
template <typename T>
const std::vector<Scheme<T>>& GetAllSchemes() {
  static const std::vector<Scheme<T>> schemes = {
      ErrorControlledScheme<T, BogackiShampine3Integrator>("bogacki_shampine3"),
      FixedStepScheme<T, ExplicitEulerIntegrator>("explicit_euler"),
      ErrorControlledScheme<T, ImplicitEulerIntegrator>("implicit_euler"),
      ErrorControlledScheme<T, Radau1Integrator>("radau1"),
      ErrorControlledScheme<T, Radau3Integrator>("radau3"),
      FixedStepScheme<T, RungeKutta2Integrator>("runge_kutta2"),
      ErrorControlledScheme<T, RungeKutta3Integrator>("runge_kutta3"),
      ErrorControlledScheme<T, RungeKutta5Integrator>("runge_kutta5"),
      FixedStepScheme<T, SemiExplicitEulerIntegrator>("semi_explicit_euler"),
      ErrorControlledScheme<T, VelocityImplicitEulerIntegrator>(
          "velocity_implicit_euler"),
  };
  return schemes;
}

std::string KnownSchemesList() {
  return fmt::format("{}", fmt::join(GetIntegrationSchemes(), ", "));
}

}  // namespace

const std::vector<std::string>& GetIntegrationSchemes() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> result;
    for (const auto& scheme : GetAllSchemes<double>()) {
      result.push_back(scheme.name);
    }
    return result;
  }();
  return names;
}

template <typename T>
IntegratorBase<T>& ResetIntegratorFromFlags(Simulator<T>* simulator,
                                            const std::string& scheme,
                                            const T& max_step_size) {
  DRAKE_THROW_UNLESS(simulator != nullptr);
  for (const auto& known : GetAllSchemes<T>()) {
    if (known.name == scheme) {
      return simulator->reset_integrator(
          known.make(simulator->get_system(), max_step_size,
                     &simulator->get_mutable_context()));
    }
  }
  throw std::logic_error(
      fmt::format("Unknown integration scheme '{}'; the known schemes are: {}.",
                  scheme, KnownSchemesList()));
}

template <typename T>
std::unique_ptr<IntegratorBase<T>> CreateIntegratorFromConfig(
    const System<T>* system, const SimulatorConfig& config) {
  if (system == nullptr) {
    throw std::logic_error("CreateIntegratorFromConfig(): the system is null.");
  }
  for (const auto& known : GetAllSchemes<T>()) {
    if (known.name == config.integration_scheme) {
      std::unique_ptr<IntegratorBase<T>> integrator =
          known.make(*system, T(config.max_step_size), nullptr);
      if (integrator->supports_error_estimation()) {
        integrator->set_fixed_step_mode(!config.use_error_control);
        integrator->set_target_accuracy(config.accuracy);
      }
      return integrator;
    }
  }
  throw std::logic_error(
      fmt::format("Unknown integration scheme '{}'; the known schemes are: {}.",
                  config.integration_scheme, KnownSchemesList()));
}

template <typename T>
bool IsScalarTypeSupportedByIntegrator(std::string_view integration_scheme) {
  for (const auto& known : GetAllSchemes<T>()) {
    if (known.name == integration_scheme) return true;
  }
  throw std::logic_error(
      fmt::format("Unknown integration scheme '{}'; the known schemes are: {}.",
                  integration_scheme, KnownSchemesList()));
}

template <typename T>
void ApplySimulatorConfig(const SimulatorConfig& config,
                          Simulator<T>* simulator) {
  DRAKE_THROW_UNLESS(simulator != nullptr);
  IntegratorBase<T>& integrator = ResetIntegratorFromFlags(
      simulator, config.integration_scheme, T(config.max_step_size));
  if (integrator.supports_error_estimation()) {
    integrator.set_fixed_step_mode(!config.use_error_control);
    // The accuracy also matters in fixed-step mode (witness isolation,
    // Newton tolerances), and keeps the config round-trippable.
    integrator.set_target_accuracy(config.accuracy);
  }
  // (A scheme without error estimation always takes fixed steps; as in
  // Drake, use_error_control is then ignored.)
  simulator->get_mutable_context().SetTime(T(config.start_time));
  simulator->set_target_realtime_rate(config.target_realtime_rate);
  simulator->set_publish_every_time_step(config.publish_every_time_step);
  simulator->set_publish_at_initialization(config.publish_every_time_step);
}

template <typename T>
SimulatorConfig ExtractSimulatorConfig(const Simulator<T>& simulator) {
  SimulatorConfig result;
  const IntegratorBase<T>& integrator = simulator.get_integrator();
  bool found = false;
  for (const auto& known : GetAllSchemes<T>()) {
    if (known.matches(integrator)) {
      result.integration_scheme = known.name;
      found = true;
      break;
    }
  }
  if (!found) {
    throw std::logic_error(fmt::format(
        "ExtractSimulatorConfig(): the simulator's integrator is not one of "
        "the known schemes ({}).",
        KnownSchemesList()));
  }
  result.max_step_size = ToDouble(integrator.get_maximum_step_size());
  if (integrator.supports_error_estimation()) {
    result.use_error_control = !integrator.get_fixed_step_mode();
    const double accuracy = integrator.get_accuracy_in_use();
    result.accuracy =
        std::isnan(accuracy) ? SimulatorConfig{}.accuracy : accuracy;
  } else {
    result.use_error_control = false;
    result.accuracy = 0.0;
  }
  result.start_time = ExtractDoubleOrThrow(simulator.get_context().get_time());
  result.target_realtime_rate = simulator.get_target_realtime_rate();
  result.publish_every_time_step = simulator.get_publish_every_time_step();
  return result;
}

template IntegratorBase<double>& ResetIntegratorFromFlags(Simulator<double>*,
                                                          const std::string&,
                                                          const double&);
template IntegratorBase<AutoDiffXd>& ResetIntegratorFromFlags(
    Simulator<AutoDiffXd>*, const std::string&, const AutoDiffXd&);
template void ApplySimulatorConfig(const SimulatorConfig&, Simulator<double>*);
template void ApplySimulatorConfig(const SimulatorConfig&,
                                   Simulator<AutoDiffXd>*);
template std::unique_ptr<IntegratorBase<double>> CreateIntegratorFromConfig(
    const System<double>*, const SimulatorConfig&);
template std::unique_ptr<IntegratorBase<AutoDiffXd>> CreateIntegratorFromConfig(
    const System<AutoDiffXd>*, const SimulatorConfig&);
template bool IsScalarTypeSupportedByIntegrator<double>(std::string_view);
template bool IsScalarTypeSupportedByIntegrator<AutoDiffXd>(std::string_view);
template SimulatorConfig ExtractSimulatorConfig(const Simulator<double>&);
template SimulatorConfig ExtractSimulatorConfig(const Simulator<AutoDiffXd>&);

}  // namespace systems
}  // namespace drake
