#include "drake/systems/analysis/simulator_print_stats.h"

#include <cstdint>
#include <string>

#include <fmt/format.h>

#include "drake/common/autodiff.h"
#include "drake/common/nice_type_name.h"
#include "drake/systems/analysis/implicit_integrator.h"

namespace drake {
namespace systems {

namespace {
double ToDouble(double x) { return x; }
double ToDouble(const AutoDiffXd& x) { return x.value(); }

// An implicit integrator's counts; when it estimates its error (which it
// does in fixed-step mode too), as "integrator, error estimator, total".
template <typename T>
std::string ImplicitStatistics(const ImplicitIntegrator<T>& integrator) {
  const bool split = integrator.supports_error_estimation();
  std::string out = split ? "Implicit integrator statistics (integrator, "
                            "error estimator, total):\n"
                          : "Implicit integrator statistics:\n";
  auto line = [&out, split](const char* what, int64_t total,
                            int64_t error_estimator) {
    if (split) {
      out += fmt::format("  {} = {}, {}, {}\n", what, total - error_estimator,
                         error_estimator, total);
    } else {
      out += fmt::format("  {} = {}\n", what, total);
    }
  };
  line("Derivative evaluations", integrator.get_num_derivative_evaluations(),
       integrator.get_num_error_estimator_derivative_evaluations());
  line("Jacobian evaluations", integrator.get_num_jacobian_evaluations(),
       integrator.get_num_error_estimator_jacobian_evaluations());
  line(
      "Derivative evaluations for Jacobians",
      integrator.get_num_derivative_evaluations_for_jacobian(),
      integrator.get_num_error_estimator_derivative_evaluations_for_jacobian());
  line("Iteration matrix factorizations",
       integrator.get_num_iteration_matrix_factorizations(),
       integrator.get_num_error_estimator_iteration_matrix_factorizations());
  line("Newton-Raphson iterations",
       integrator.get_num_newton_raphson_iterations(),
       integrator.get_num_error_estimator_newton_raphson_iterations());
  return out;
}
}  // namespace

template <typename T>
void PrintSimulatorStatistics(const Simulator<T>& simulator) {
  const IntegratorBase<T>& integrator = simulator.get_integrator();
  std::string out;
  out += "General simulator statistics:\n";
  out += fmt::format("  Simulated time = {} s\n",
                     ToDouble(simulator.get_context().get_time()));
  out += fmt::format("  Number of time steps taken (simulator) = {}\n",
                     simulator.get_num_steps_taken());
  out += fmt::format("  Publishes every time step = {}\n",
                     simulator.get_publish_every_time_step());
  out += fmt::format("  Number of publishes = {}\n",
                     simulator.get_num_publishes());
  out += fmt::format("  Number of discrete updates = {}\n",
                     simulator.get_num_discrete_updates());
  out += fmt::format("  Number of unrestricted updates = {}\n",
                     simulator.get_num_unrestricted_updates());
  out += fmt::format("  Actual realtime rate = {}\n",
                     simulator.get_actual_realtime_rate());
  if (simulator.get_context().num_continuous_states() > 0) {
    out += fmt::format("Integrator statistics ({}):\n",
                       NiceTypeName::Get(integrator));
    out += fmt::format("  Number of time steps taken (integrator) = {}\n",
                       integrator.get_num_steps_taken());
    if (integrator.get_fixed_step_mode()) {
      out += fmt::format("  Fixed step size = {} s\n",
                         ToDouble(integrator.get_maximum_step_size()));
    } else {
      out += fmt::format("  Accuracy in use = {}\n",
                         integrator.get_accuracy_in_use());
      out += fmt::format(
          "  Initial step size taken = {} s\n",
          ToDouble(integrator.get_actual_initial_step_size_taken()));
      out += fmt::format("  Largest step size taken = {} s\n",
                         ToDouble(integrator.get_largest_step_size_taken()));
      out += fmt::format(
          "  Smallest adapted step size = {} s\n",
          ToDouble(integrator.get_smallest_adapted_step_size_taken()));
      out +=
          fmt::format("  Number of steps shrunk by error control = {}\n",
                      integrator.get_num_step_shrinkages_from_error_control());
      out += fmt::format(
          "  Number of steps shrunk by sub-step failures = {}\n",
          integrator.get_num_step_shrinkages_from_substep_failures());
    }
    out += fmt::format("  Number of derivative evaluations = {}\n",
                       integrator.get_num_derivative_evaluations());
    const auto* implicit =
        dynamic_cast<const ImplicitIntegrator<T>*>(&integrator);
    if (implicit != nullptr) out += ImplicitStatistics(*implicit);
  }
  fmt::print("{}", out);
}

template void PrintSimulatorStatistics(const Simulator<double>&);
template void PrintSimulatorStatistics(const Simulator<AutoDiffXd>&);

}  // namespace systems
}  // namespace drake
