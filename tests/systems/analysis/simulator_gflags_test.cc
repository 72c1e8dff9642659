// The --simulator_* flags: their defaults are SimulatorConfig's, parsing a
// command line reaches the Simulator (read back with
// ExtractSimulatorConfig), and ResetIntegratorFromGflags honours the
// error-control flag and refuses an unknown scheme.

#include "drake/systems/analysis/simulator_gflags.h"

#include <string>
#include <vector>

#include <gflags/gflags.h>
#include <gtest/gtest.h>

#include "drake/common/test_utilities/expect_throws_message.h"
#include "drake/systems/analysis/explicit_euler_integrator.h"
#include "drake/systems/analysis/runge_kutta5_integrator.h"
#include "drake/systems/analysis/simulator_config.h"
#include "drake/systems/analysis/simulator_config_functions.h"
#include "drake/systems/primitives/integrator.h"

namespace drake {
namespace systems {
namespace simulator_gflags_test {

// Parses `args` (after a program name) as gflags would in main().
void Parse(std::vector<std::string> args) {
  args.insert(args.begin(), "program");
  std::vector<char*> argv;
  for (std::string& arg : args) argv.push_back(arg.data());
  int argc = static_cast<int>(argv.size());
  char** argv_pointer = argv.data();
  gflags::ParseCommandLineFlags(&argc, &argv_pointer, false);
}

class SimulatorGflagsTest : public ::testing::Test {
 protected:
  // Each test starts from the defaults.
  void SetUp() override {
    const SimulatorConfig defaults;
    FLAGS_simulator_integration_scheme = defaults.integration_scheme;
    FLAGS_simulator_max_time_step = defaults.max_step_size;
    FLAGS_simulator_accuracy = defaults.accuracy;
    FLAGS_simulator_use_error_control = defaults.use_error_control;
    FLAGS_simulator_target_realtime_rate = defaults.target_realtime_rate;
    FLAGS_simulator_start_time = defaults.start_time;
  }

  Integrator<double> system_{2};
};

TEST_F(SimulatorGflagsTest, DefaultsAreSimulatorConfigs) {
  gflags::CommandLineFlagInfo info;
  ASSERT_TRUE(gflags::GetCommandLineFlagInfo("simulator_accuracy", &info));
  EXPECT_EQ(std::stod(info.default_value), SimulatorConfig{}.accuracy);
  ASSERT_TRUE(
      gflags::GetCommandLineFlagInfo("simulator_integration_scheme", &info));
  EXPECT_EQ(info.default_value, "runge_kutta3");
  const auto simulator = internal::MakeSimulatorFromGflags(system_);
  const SimulatorConfig config = ExtractSimulatorConfig(*simulator);
  const SimulatorConfig defaults;
  EXPECT_EQ(config.integration_scheme, defaults.integration_scheme);
  EXPECT_EQ(config.max_step_size, defaults.max_step_size);
  EXPECT_EQ(config.accuracy, defaults.accuracy);
  EXPECT_EQ(config.use_error_control, defaults.use_error_control);
  EXPECT_EQ(config.target_realtime_rate, defaults.target_realtime_rate);
}

TEST_F(SimulatorGflagsTest, CommandLineReachesTheSimulator) {
  Parse({"--simulator_integration_scheme=runge_kutta5",
         "--simulator_max_time_step=0.002", "--simulator_accuracy=1e-5",
         "--simulator_target_realtime_rate=0.5", "--simulator_start_time=1.5"});
  auto context = system_.CreateDefaultContext();
  const auto simulator =
      internal::MakeSimulatorFromGflags(system_, std::move(context));
  EXPECT_NE(dynamic_cast<const RungeKutta5Integrator<double>*>(
                &simulator->get_integrator()),
            nullptr);
  const SimulatorConfig config = ExtractSimulatorConfig(*simulator);
  EXPECT_EQ(config.max_step_size, 0.002);
  EXPECT_EQ(config.accuracy, 1e-5);
  EXPECT_EQ(config.target_realtime_rate, 0.5);
  EXPECT_EQ(simulator->get_context().get_time(), 1.5);
}

TEST_F(SimulatorGflagsTest, ResetIntegratorFromGflags) {
  Simulator<double> simulator(system_);
  FLAGS_simulator_integration_scheme = "runge_kutta3";
  FLAGS_simulator_use_error_control = false;
  FLAGS_simulator_max_time_step = 0.01;
  IntegratorBase<double>& fixed =
      internal::ResetIntegratorFromGflags(&simulator);
  EXPECT_TRUE(fixed.get_fixed_step_mode());
  EXPECT_EQ(fixed.get_maximum_step_size(), 0.01);

  FLAGS_simulator_use_error_control = true;
  FLAGS_simulator_accuracy = 1e-6;
  IntegratorBase<double>& adaptive =
      internal::ResetIntegratorFromGflags(&simulator);
  EXPECT_FALSE(adaptive.get_fixed_step_mode());
  EXPECT_EQ(adaptive.get_target_accuracy(), 1e-6);

  // A scheme without error estimation stays in fixed steps.
  FLAGS_simulator_integration_scheme = "explicit_euler";
  IntegratorBase<double>& euler =
      internal::ResetIntegratorFromGflags(&simulator);
  EXPECT_NE(dynamic_cast<ExplicitEulerIntegrator<double>*>(&euler), nullptr);
  EXPECT_TRUE(euler.get_fixed_step_mode());

  FLAGS_simulator_integration_scheme = "runge_kutta4";
  EXPECT_THROW(internal::ResetIntegratorFromGflags(&simulator), std::exception);
  DRAKE_EXPECT_THROWS_MESSAGE(
      internal::ResetIntegratorFromGflags<double>(nullptr),
      ".*the simulator is null.*");
}

}  // namespace simulator_gflags_test
}  // namespace systems
}  // namespace drake
