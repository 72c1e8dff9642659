// SimulatorConfig: defaults, application to a Simulator, extraction back,
// YAML round trips and bad scheme names.

#include "drake/systems/analysis/simulator_config_functions.h"

#include <string>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/common/yaml/yaml_io.h"
#include "drake/systems/analysis/explicit_euler_integrator.h"
#include "drake/systems/analysis/implicit_euler_integrator.h"
#include "drake/systems/analysis/runge_kutta5_integrator.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace systems {
namespace simulator_config_functions_test {

using ::testing::HasSubstr;

template <typename T>
class Decay final : public LeafSystem<T> {
 public:
  Decay() { this->DeclareContinuousState(1); }

 private:
  void DoCalcTimeDerivatives(const Context<T>& context,
                             ContinuousState<T>* derivatives) const override {
    (*derivatives)[0] = -context.get_continuous_state_vector()[0];
  }
};

bool SameConfig(const SimulatorConfig& a, const SimulatorConfig& b) {
  return a.integration_scheme == b.integration_scheme &&
         a.max_step_size == b.max_step_size && a.accuracy == b.accuracy &&
         a.use_error_control == b.use_error_control &&
         a.start_time == b.start_time &&
         a.target_realtime_rate == b.target_realtime_rate &&
         a.publish_every_time_step == b.publish_every_time_step;
}

// Drake's defaults, and a default Simulator reads back as them.
GTEST_TEST(SimulatorConfigTest, Defaults) {
  const SimulatorConfig defaults;
  EXPECT_EQ(defaults.integration_scheme, "runge_kutta3");
  EXPECT_EQ(defaults.max_step_size, 0.1);
  EXPECT_EQ(defaults.accuracy, 1e-4);
  EXPECT_TRUE(defaults.use_error_control);
  EXPECT_EQ(defaults.start_time, 0.0);
  EXPECT_EQ(defaults.target_realtime_rate, 0.0);
  EXPECT_FALSE(defaults.publish_every_time_step);
  Decay<double> system;
  Simulator<double> simulator(system);
  EXPECT_TRUE(SameConfig(ExtractSimulatorConfig(simulator), defaults));
}

// Every scheme round-trips through Apply/Extract (error-estimating ones
// with and without error control).
template <typename T>
void CheckRoundTrips() {
  Decay<T> system;
  Simulator<T> simulator(system);
  for (const std::string& scheme : GetIntegrationSchemes()) {
    for (bool error_control : {true, false}) {
      SimulatorConfig config;
      config.integration_scheme = scheme;
      config.max_step_size = 0.02;
      config.accuracy = 1e-5;
      config.use_error_control = error_control;
      config.target_realtime_rate = 2.5;
      config.publish_every_time_step = true;
      ResetIntegratorFromFlags(&simulator, scheme, T(0.1));
      ApplySimulatorConfig(config, &simulator);
      if (!simulator.get_integrator().supports_error_estimation()) {
        // These schemes always take fixed steps (use_error_control is
        // ignored), and Extract reports accuracy 0 for them.
        config.use_error_control = false;
        config.accuracy = 0.0;
      }
      EXPECT_TRUE(simulator.get_publish_at_initialization());
      const SimulatorConfig extracted = ExtractSimulatorConfig(simulator);
      EXPECT_TRUE(SameConfig(extracted, config)) << scheme;
      // And the configured simulator runs.
      simulator.get_mutable_context().SetTime(T(0.0));
      simulator.get_mutable_context().SetContinuousState(
          VectorX<T>::Constant(1, T(1.0)));
      simulator.set_target_realtime_rate(0.0);
      simulator.AdvanceTo(T(0.1));
      EXPECT_NEAR(ExtractDoubleOrThrow(
                      simulator.get_context().get_continuous_state_vector()[0]),
                  std::exp(-0.1), 2e-3)
          << scheme;
    }
  }
}

GTEST_TEST(SimulatorConfigTest, RoundTripDouble) { CheckRoundTrips<double>(); }
GTEST_TEST(SimulatorConfigTest, RoundTripAutoDiff) {
  CheckRoundTrips<AutoDiffXd>();
}

GTEST_TEST(SimulatorConfigTest, ResetIntegratorMakesTheScheme) {
  Decay<double> system;
  Simulator<double> simulator(system);
  IntegratorBase<double>& euler =
      ResetIntegratorFromFlags(&simulator, "explicit_euler", 0.25);
  EXPECT_NE(dynamic_cast<ExplicitEulerIntegrator<double>*>(&euler), nullptr);
  EXPECT_EQ(euler.get_maximum_step_size(), 0.25);
  IntegratorBase<double>& rk5 =
      ResetIntegratorFromIntegrationScheme(&simulator, "runge_kutta5", 0.5);
  EXPECT_NE(dynamic_cast<RungeKutta5Integrator<double>*>(&rk5), nullptr);
  EXPECT_EQ(&simulator.get_integrator(), &rk5);
  IntegratorBase<double>& implicit_euler =
      ResetIntegratorFromFlags(&simulator, "implicit_euler", 0.5);
  EXPECT_NE(dynamic_cast<ImplicitEulerIntegrator<double>*>(&implicit_euler),
            nullptr);
}

GTEST_TEST(SimulatorConfigTest, UnknownSchemeThrowsListingTheKnownOnes) {
  Decay<double> system;
  Simulator<double> simulator(system);
  DRAKE_EXPECT_THROWS_MESSAGE(
      ResetIntegratorFromFlags(&simulator, "runge_kutta4", 0.1),
      ".*runge_kutta4.*explicit_euler.*runge_kutta3.*semi_explicit_euler.*");
  SimulatorConfig config;
  config.integration_scheme = "no_such_scheme";
  EXPECT_THROW(ApplySimulatorConfig(config, &simulator), std::logic_error);
}

// YAML: a partial document keeps the defaults for the missing fields, and
// saving then loading gives the same config.
GTEST_TEST(SimulatorConfigTest, Yaml) {
  const SimulatorConfig loaded = yaml::LoadYamlString<SimulatorConfig>(
      "integration_scheme: runge_kutta5\nmax_step_size: 0.01\n", {},
      SimulatorConfig{});
  EXPECT_EQ(loaded.integration_scheme, "runge_kutta5");
  EXPECT_EQ(loaded.max_step_size, 0.01);
  EXPECT_EQ(loaded.accuracy, 1e-4);
  SimulatorConfig config;
  config.integration_scheme = "implicit_euler";
  config.accuracy = 3e-3;
  config.use_error_control = false;
  config.publish_every_time_step = true;
  const std::string yaml = yaml::SaveYamlString(config);
  EXPECT_THAT(yaml, HasSubstr("implicit_euler"));
  const SimulatorConfig reloaded = yaml::LoadYamlString<SimulatorConfig>(yaml);
  EXPECT_TRUE(SameConfig(reloaded, config));
}

// InitializeParams is serializable, as Drake's: its one field loads from
// and saves to YAML, and an unknown key is refused.
GTEST_TEST(InitializeParamsTest, Yaml) {
  const InitializeParams loaded = yaml::LoadYamlString<InitializeParams>(
      "suppress_initialization_events: true\n");
  EXPECT_TRUE(loaded.suppress_initialization_events);
  EXPECT_EQ(yaml::SaveYamlString(InitializeParams{}),
            "suppress_initialization_events: false\n");
  EXPECT_THROW(yaml::LoadYamlString<InitializeParams>("suppress: true\n"),
               std::exception);
}

// start_time: Apply sets the context's time to it, Extract reads the
// context's time back, and YAML carries it.
GTEST_TEST(SimulatorConfigTest, StartTime) {
  Decay<double> system;
  Simulator<double> simulator(system);
  SimulatorConfig config;
  config.start_time = 2.5;
  ApplySimulatorConfig(config, &simulator);
  EXPECT_EQ(simulator.get_context().get_time(), 2.5);
  EXPECT_EQ(ExtractSimulatorConfig(simulator).start_time, 2.5);
  simulator.AdvanceTo(3.0);
  EXPECT_EQ(ExtractSimulatorConfig(simulator).start_time, 3.0);

  const SimulatorConfig loaded = yaml::LoadYamlString<SimulatorConfig>(
      "start_time: 1.25\n", {}, SimulatorConfig{});
  EXPECT_EQ(loaded.start_time, 1.25);
  EXPECT_THAT(yaml::SaveYamlString(config), HasSubstr("start_time: 2.5"));
}

}  // namespace simulator_config_functions_test
}  // namespace systems
}  // namespace drake
