// The Schunk WSG's constants, LCM systems and position controller: command
// and status round trips over memq:// field by field (mm in the messages,
// m in the systems), the receivers' defaults, the mapping of finger state
// and forces, and the PD law against hand-computed values.

#include "drake/manipulation/schunk_wsg/schunk_wsg_lcm.h"

#include <cmath>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/lcm/drake_lcm.h"
#include "drake/lcm/lcm_messages.h"
#include "drake/manipulation/schunk_wsg/schunk_wsg_constants.h"
#include "drake/manipulation/schunk_wsg/schunk_wsg_position_controller.h"

namespace drake {
namespace manipulation {
namespace schunk_wsg {
namespace schunk_wsg_lcm_test {

using Eigen::Vector2d;
using Eigen::Vector4d;

template <typename Message>
Message RoundTrip(const Message& message) {
  lcm::DrakeLcm lcm("memq://");
  lcm::Subscriber<Message> subscriber(&lcm, "CHANNEL");
  lcm::Publish(&lcm, "CHANNEL", message);
  EXPECT_EQ(lcm.HandleSubscriptions(0), 1);
  return subscriber.message();
}

// Millimetres ↔ metres is a multiplication or division by 1e3: a few ulps.
constexpr double kTol = 1e-15;

GTEST_TEST(SchunkWsgLcmTest, CommandRoundTrip) {
  const SchunkWsgCommandSender sender(25.0);
  auto context = sender.CreateDefaultContext();
  context->SetTime(0.75);
  sender.get_position_input_port().FixValue(context.get(), Vector1d(0.0421));
  {
    // Force limit unconnected: the default.
    const auto& sent =
        sender.get_command_output_port().Eval<lcmt_schunk_wsg_command>(
            *context);
    EXPECT_EQ(sent.force, 25.0);
  }
  sender.get_force_limit_input_port().FixValue(context.get(), Vector1d(12.5));
  const auto& sent =
      sender.get_command_output_port().Eval<lcmt_schunk_wsg_command>(*context);
  EXPECT_EQ(sent.utime, 750000);
  EXPECT_NEAR(sent.target_position_mm, 42.1, 1e3 * kTol);
  EXPECT_EQ(sent.force, 12.5);
  const auto received = RoundTrip(sent);
  EXPECT_TRUE(lcm::AreLcmMessagesEqual(received, sent));

  const SchunkWsgCommandReceiver receiver(0.03, 20.0);
  auto receiver_context = receiver.CreateDefaultContext();
  // Before the first message: the initial values.
  receiver.get_input_port(0).FixValue(receiver_context.get(),
                                      lcmt_schunk_wsg_command{});
  EXPECT_EQ(receiver.get_position_output_port().Eval(*receiver_context)[0],
            0.03);
  EXPECT_EQ(receiver.get_force_limit_output_port().Eval(*receiver_context)[0],
            20.0);
  receiver.get_input_port(0).FixValue(receiver_context.get(), received);
  EXPECT_NEAR(receiver.get_position_output_port().Eval(*receiver_context)[0],
              0.0421, kTol);
  EXPECT_EQ(receiver.get_force_limit_output_port().Eval(*receiver_context)[0],
            12.5);
  // A NaN target means 0.
  lcmt_schunk_wsg_command nan_command = received;
  nan_command.target_position_mm = std::nan("");
  receiver.get_input_port(0).FixValue(receiver_context.get(), nan_command);
  EXPECT_EQ(receiver.get_position_output_port().Eval(*receiver_context)[0],
            0.0);
}

GTEST_TEST(SchunkWsgLcmTest, StatusRoundTrip) {
  const SchunkWsgStatusSender sender;
  auto context = sender.CreateDefaultContext();
  context->SetTime(1.5);
  sender.get_state_input_port().FixValue(context.get(),
                                         Vector2d(0.0334, -0.0125));
  {
    const auto& sent =
        sender.get_output_port(0).Eval<lcmt_schunk_wsg_status>(*context);
    EXPECT_EQ(sent.actual_force, 0.0);  // force unconnected
  }
  // The force is reported unsigned.
  sender.get_force_input_port().FixValue(context.get(), Vector1d(-7.25));
  const auto& sent =
      sender.get_output_port(0).Eval<lcmt_schunk_wsg_status>(*context);
  EXPECT_EQ(sent.utime, 1500000);
  EXPECT_NEAR(sent.actual_position_mm, 33.4, 1e3 * kTol);
  EXPECT_NEAR(sent.actual_speed_mm_per_s, -12.5, 1e3 * kTol);
  EXPECT_EQ(sent.actual_force, 7.25);
  const auto received = RoundTrip(sent);
  EXPECT_TRUE(lcm::AreLcmMessagesEqual(received, sent));

  const SchunkWsgStatusReceiver receiver;
  auto receiver_context = receiver.CreateDefaultContext();
  receiver.get_status_input_port().FixValue(receiver_context.get(), received);
  const auto state = receiver.get_state_output_port().Eval(*receiver_context);
  EXPECT_NEAR(state[0], 0.0334, kTol);
  EXPECT_NEAR(state[1], -0.0125, kTol);
  EXPECT_EQ(receiver.get_force_output_port().Eval(*receiver_context)[0], 7.25);
}

GTEST_TEST(SchunkWsgConstantsTest, StateAndForceMaps) {
  EXPECT_EQ(GetSchunkWsgOpenPosition<double>(),
            Vector2d(-0.0550667, 0.0550667));
  // [q₀, q₁, v₀, v₁] → [q₁ − q₀, v₁ − v₀], exact in binary here.
  auto state_map = MakeMultibodyStateToWsgStateSystem<double>();
  auto context = state_map->CreateDefaultContext();
  state_map->get_input_port().FixValue(context.get(),
                                       Vector4d(-0.25, 0.5, 1.0, -2.0));
  EXPECT_EQ(state_map->get_output_port().Eval(*context), Vector2d(0.75, -3.0));
  // |f₀ − f₁|.
  auto force_map = MakeMultibodyForceToWsgForceSystem<double>();
  auto force_context = force_map->CreateDefaultContext();
  force_map->get_input_port().FixValue(force_context.get(), Vector2d(1.5, 4.0));
  EXPECT_EQ(force_map->get_output_port().Eval(*force_context)[0], 2.5);
  EXPECT_NE(force_map->ToAutoDiffXd(), nullptr);
}

GTEST_TEST(SchunkWsgPositionControllerTest, PdLaw) {
  const SchunkWsgPdController pd;  // kp 200, kd 5, constraint 2000 and 5
  EXPECT_EQ(pd.get_name(), "wsg_controller");
  auto context = pd.CreateDefaultContext();
  pd.get_desired_state_input_port().FixValue(context.get(),
                                             Vector2d(0.04, 0.0));
  pd.get_state_input_port().FixValue(context.get(),
                                     Vector4d(-0.03, 0.025, 0.1, -0.2));
  // By hand: f₀ + f₁ = −2000·(−0.005) − 5·(−0.1) = 10.5;
  // −f₀ + f₁ = 200·(0.04 − 0.03 − 0.025) + 5·(0 + 0.1 + 0.2) = −1.5
  // (under the default 40 N limit); f₀ = 6, f₁ = 4.5, grip 1.5. Sums of a
  // few O(10) products: 1e-12.
  const auto f = pd.get_generalized_force_output_port().Eval(*context);
  EXPECT_NEAR(f[0], 6.0, 1e-12);
  EXPECT_NEAR(f[1], 4.5, 1e-12);
  EXPECT_NEAR(pd.get_grip_force_output_port().Eval(*context)[0], 1.5, 1e-12);
  // A force limit of 1 N clamps −f₀ + f₁ to −1: f₀ = 5.75, f₁ = 4.75.
  pd.get_force_limit_input_port().FixValue(context.get(), Vector1d(1.0));
  const auto clamped = pd.get_generalized_force_output_port().Eval(*context);
  EXPECT_NEAR(clamped[0], 5.75, 1e-12);
  EXPECT_NEAR(clamped[1], 4.75, 1e-12);
  pd.get_force_limit_input_port().FixValue(context.get(), Vector1d(0.0));
  DRAKE_EXPECT_THROWS_MESSAGE(
      pd.get_generalized_force_output_port().Eval(*context),
      ".*force_limit input must be positive; got 0.*");
  DRAKE_EXPECT_THROWS_MESSAGE(SchunkWsgPdController(-1.0),
                              ".*kp_command must be non-negative; got -1.*");

  const SchunkWsgPositionController position_controller;
  for (const char* name : {"desired_position", "force_limit", "state"}) {
    EXPECT_TRUE(position_controller.HasInputPort(name)) << name;
  }
  EXPECT_TRUE(position_controller.HasOutputPort("generalized_force"));
  EXPECT_TRUE(position_controller.HasOutputPort("grip_force"));
}

}  // namespace schunk_wsg_lcm_test
}  // namespace schunk_wsg
}  // namespace manipulation
}  // namespace drake
