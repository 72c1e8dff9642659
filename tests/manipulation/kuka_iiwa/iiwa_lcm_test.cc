// The iiwa's LCM systems: IiwaCommandSender → memq:// → IiwaCommandReceiver
// and IiwaStatusSender → memq:// → IiwaStatusReceiver reproduce every
// field exactly (the message carries doubles; utime is whole
// microseconds), the defaults before the first message, and the errors.

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/lcm/drake_lcm.h"
#include "drake/lcm/lcm_messages.h"
#include "drake/manipulation/kuka_iiwa/iiwa_command_receiver.h"
#include "drake/manipulation/kuka_iiwa/iiwa_command_sender.h"
#include "drake/manipulation/kuka_iiwa/iiwa_status_receiver.h"
#include "drake/manipulation/kuka_iiwa/iiwa_status_sender.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/primitives/constant_vector_source.h"

namespace drake {
namespace manipulation {
namespace kuka_iiwa {
namespace iiwa_lcm_test {

using Eigen::VectorXd;

constexpr int N = kIiwaArmNumJoints;

// A distinct value per joint and signal, none exactly representable in
// binary at fewer than 53 bits (so a float round trip would show).
VectorXd Values(double offset) {
  VectorXd v(N);
  for (int i = 0; i < N; ++i) {
    v[i] = offset + 0.1 * (i + 1) - 0.0123 * i * i;
  }
  return v;
}

VectorXd ToEigen(const std::vector<double>& v) {
  return Eigen::Map<const VectorXd>(v.data(), v.size());
}

// Publishes `message` on a memq:// bus and returns what a subscriber of the
// same bus decodes.
template <typename Message>
Message RoundTrip(const Message& message) {
  lcm::DrakeLcm lcm("memq://");
  lcm::Subscriber<Message> subscriber(&lcm, "CHANNEL");
  lcm::Publish(&lcm, "CHANNEL", message);
  EXPECT_EQ(lcm.HandleSubscriptions(0), 1);
  EXPECT_EQ(subscriber.count(), 1);
  return subscriber.message();
}

GTEST_TEST(IiwaCommandTest, PositionAndTorqueRoundTrip) {
  const VectorXd position = Values(0.5);
  const VectorXd torque = Values(-3.0);
  const IiwaCommandSender sender;
  auto sender_context = sender.CreateDefaultContext();
  sender.get_position_input_port().FixValue(sender_context.get(), position);
  sender.get_torque_input_port().FixValue(sender_context.get(), torque);
  sender.get_time_input_port().FixValue(sender_context.get(), Vector1d(1.25));
  const auto& sent =
      sender.get_output_port().Eval<lcmt_iiwa_command>(*sender_context);
  EXPECT_EQ(sent.utime, 1250000);
  EXPECT_EQ(sent.num_joints, N);
  EXPECT_EQ(sent.num_torques, N);
  EXPECT_EQ(ToEigen(sent.joint_position), position);
  EXPECT_EQ(ToEigen(sent.joint_torque), torque);

  const lcmt_iiwa_command received = RoundTrip(sent);
  EXPECT_TRUE(lcm::AreLcmMessagesEqual(received, sent));

  const IiwaCommandReceiver receiver;
  auto receiver_context = receiver.CreateDefaultContext();
  receiver.get_message_input_port().FixValue(receiver_context.get(), received);
  EXPECT_EQ(
      receiver.get_commanded_position_output_port().Eval(*receiver_context),
      position);
  EXPECT_EQ(receiver.get_commanded_torque_output_port().Eval(*receiver_context),
            torque);
  EXPECT_EQ(receiver.get_time_output_port().Eval(*receiver_context)[0], 1.25);
}

GTEST_TEST(IiwaCommandTest, ModesAndDefaults) {
  // Position and torque mode, torque unconnected: no torques in the message,
  // and zeros out of the receiver. The time is the Context's.
  {
    const IiwaCommandSender sender;
    auto context = sender.CreateDefaultContext();
    context->SetTime(0.5);
    sender.get_position_input_port().FixValue(context.get(), Values(1.0));
    const auto& sent =
        sender.get_output_port().Eval<lcmt_iiwa_command>(*context);
    EXPECT_EQ(sent.utime, 500000);
    EXPECT_EQ(sent.num_torques, 0);
    EXPECT_TRUE(sent.joint_torque.empty());
    const IiwaCommandReceiver receiver;
    auto receiver_context = receiver.CreateDefaultContext();
    receiver.get_message_input_port().FixValue(receiver_context.get(),
                                               RoundTrip(sent));
    EXPECT_EQ(
        receiver.get_commanded_torque_output_port().Eval(*receiver_context),
        VectorXd::Zero(N));
  }
  // Torque only: no positions, and the receiver has no position port.
  {
    const IiwaCommandSender sender(N, IiwaControlMode::kTorqueOnly);
    DRAKE_EXPECT_THROWS_MESSAGE(sender.get_position_input_port(),
                                ".*no position input port.*torque_only.*");
    auto context = sender.CreateDefaultContext();
    sender.get_torque_input_port().FixValue(context.get(), Values(2.0));
    const auto& sent =
        sender.get_output_port().Eval<lcmt_iiwa_command>(*context);
    EXPECT_EQ(sent.num_joints, 0);
    EXPECT_EQ(sent.num_torques, N);
    const IiwaCommandReceiver receiver(N, IiwaControlMode::kTorqueOnly);
    EXPECT_FALSE(receiver.HasOutputPort("position"));
    DRAKE_EXPECT_THROWS_MESSAGE(receiver.get_commanded_position_output_port(),
                                ".*no position output port.*torque_only.*");
    auto receiver_context = receiver.CreateDefaultContext();
    receiver.get_message_input_port().FixValue(receiver_context.get(),
                                               RoundTrip(sent));
    EXPECT_EQ(
        receiver.get_commanded_torque_output_port().Eval(*receiver_context),
        Values(2.0));
  }
  // Position only: no torque ports.
  {
    const IiwaCommandSender sender(N, IiwaControlMode::kPositionOnly);
    DRAKE_EXPECT_THROWS_MESSAGE(sender.get_torque_input_port(),
                                ".*no torque input port.*position_only.*");
    const IiwaCommandReceiver receiver(N, IiwaControlMode::kPositionOnly);
    DRAKE_EXPECT_THROWS_MESSAGE(receiver.get_commanded_torque_output_port(),
                                ".*no torque output port.*position_only.*");
  }
}

GTEST_TEST(IiwaCommandTest, ReceiverBeforeTheFirstMessage) {
  const IiwaCommandReceiver receiver;
  auto context = receiver.CreateDefaultContext();
  // What a subscriber outputs before its first message.
  receiver.get_message_input_port().FixValue(context.get(),
                                             lcmt_iiwa_command{});
  // Nothing received, nothing measured: zeros.
  EXPECT_EQ(receiver.get_commanded_position_output_port().Eval(*context),
            VectorXd::Zero(N));
  EXPECT_EQ(receiver.get_time_output_port().Eval(*context)[0], 0.0);
  // Measured position, fed through until latched.
  receiver.get_position_measured_input_port().FixValue(context.get(),
                                                       Values(0.3));
  EXPECT_EQ(receiver.get_commanded_position_output_port().Eval(*context),
            Values(0.3));
  receiver.LatchInitialPosition(context.get());
  receiver.get_position_measured_input_port().FixValue(context.get(),
                                                       Values(0.7));
  EXPECT_EQ(receiver.get_commanded_position_output_port().Eval(*context),
            Values(0.3));
  EXPECT_EQ(receiver.get_commanded_torque_output_port().Eval(*context),
            VectorXd::Zero(N));
  DRAKE_EXPECT_THROWS_MESSAGE(receiver.LatchInitialPosition(nullptr),
                              ".*context is null.*");
}

GTEST_TEST(IiwaCommandTest, SimulatorLatchesAtInitialization) {
  systems::DiagramBuilder<double> builder;
  auto* measured =
      builder.AddSystem<systems::ConstantVectorSource<double>>(Values(0.3));
  auto* receiver = builder.AddSystem<IiwaCommandReceiver>();
  builder.Connect(measured->get_output_port(),
                  receiver->get_position_measured_input_port());
  auto diagram = builder.Build();
  systems::Simulator<double> simulator(*diagram);
  auto& receiver_context =
      receiver->GetMyMutableContextFromRoot(&simulator.get_mutable_context());
  receiver->get_message_input_port().FixValue(&receiver_context,
                                              lcmt_iiwa_command{});
  simulator.Initialize();
  // The measured position changes after initialization; the held command
  // does not.
  measured
      ->get_mutable_source_value(&measured->GetMyMutableContextFromRoot(
          &simulator.get_mutable_context()))
      .SetFromVector(Values(0.9));
  EXPECT_EQ(
      receiver->get_commanded_position_output_port().Eval(receiver_context),
      Values(0.3));
}

GTEST_TEST(IiwaCommandTest, ReceiverErrors) {
  DRAKE_EXPECT_THROWS_MESSAGE(IiwaCommandReceiver(0),
                              ".*num_joints must be positive.*");
  IiwaCommandReceiver receiver;
  receiver.set_name("my_receiver");
  auto context = receiver.CreateDefaultContext();
  lcmt_iiwa_command message{};
  message.utime = 1;
  message.num_joints = 3;
  message.joint_position = {1, 2, 3};
  message.num_torques = 2;
  message.joint_torque = {1, 2};
  receiver.get_message_input_port().FixValue(context.get(), message);
  DRAKE_EXPECT_THROWS_MESSAGE(
      receiver.get_commanded_position_output_port().Eval(*context),
      ".*my_receiver.*expected num_joints = 7, but received 3.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      receiver.get_commanded_torque_output_port().Eval(*context),
      ".*my_receiver.*expected num_torques = 7, but received 2.*");
}

GTEST_TEST(IiwaStatusTest, RoundTrip) {
  const IiwaStatusSender sender;
  auto context = sender.CreateDefaultContext();
  sender.get_position_commanded_input_port().FixValue(context.get(),
                                                      Values(1.0));
  sender.get_position_measured_input_port().FixValue(context.get(),
                                                     Values(2.0));
  sender.get_velocity_estimated_input_port().FixValue(context.get(),
                                                      Values(3.0));
  sender.get_torque_commanded_input_port().FixValue(context.get(), Values(4.0));
  sender.get_torque_measured_input_port().FixValue(context.get(), Values(5.0));
  sender.get_torque_external_input_port().FixValue(context.get(), Values(6.0));
  sender.get_time_measured_input_port().FixValue(context.get(), Vector1d(2.5));
  const auto& sent = sender.get_output_port().Eval<lcmt_iiwa_status>(*context);
  EXPECT_EQ(sent.utime, 2500000);
  EXPECT_EQ(sent.num_joints, N);
  EXPECT_EQ(ToEigen(sent.joint_position_commanded), Values(1.0));
  EXPECT_EQ(ToEigen(sent.joint_position_measured), Values(2.0));
  EXPECT_EQ(ToEigen(sent.joint_velocity_estimated), Values(3.0));
  EXPECT_EQ(ToEigen(sent.joint_torque_commanded), Values(4.0));
  EXPECT_EQ(ToEigen(sent.joint_torque_measured), Values(5.0));
  EXPECT_EQ(ToEigen(sent.joint_torque_external), Values(6.0));
  EXPECT_EQ(ToEigen(sent.joint_position_ipo), VectorXd::Zero(N));

  const lcmt_iiwa_status received = RoundTrip(sent);
  EXPECT_TRUE(lcm::AreLcmMessagesEqual(received, sent));

  const IiwaStatusReceiver receiver;
  auto receiver_context = receiver.CreateDefaultContext();
  receiver.get_input_port().FixValue(receiver_context.get(), received);
  EXPECT_EQ(receiver.get_time_measured_output_port().Eval(*receiver_context),
            Vector1d(2.5));
  EXPECT_EQ(
      receiver.get_position_commanded_output_port().Eval(*receiver_context),
      Values(1.0));
  EXPECT_EQ(
      receiver.get_position_measured_output_port().Eval(*receiver_context),
      Values(2.0));
  EXPECT_EQ(
      receiver.get_velocity_estimated_output_port().Eval(*receiver_context),
      Values(3.0));
  EXPECT_EQ(receiver.get_torque_commanded_output_port().Eval(*receiver_context),
            Values(4.0));
  EXPECT_EQ(receiver.get_torque_measured_output_port().Eval(*receiver_context),
            Values(5.0));
  EXPECT_EQ(receiver.get_torque_external_output_port().Eval(*receiver_context),
            Values(6.0));
}

GTEST_TEST(IiwaStatusTest, OptionalInputsAndDefaults) {
  // Unconnected optional inputs: zero velocity and external torque, the
  // measured torque copies the commanded one, the time is the Context's.
  const IiwaStatusSender sender;
  auto context = sender.CreateDefaultContext();
  context->SetTime(0.125);
  sender.get_position_commanded_input_port().FixValue(context.get(),
                                                      Values(1.0));
  sender.get_position_measured_input_port().FixValue(context.get(),
                                                     Values(2.0));
  sender.get_torque_commanded_input_port().FixValue(context.get(), Values(4.0));
  const auto& sent = sender.get_output_port().Eval<lcmt_iiwa_status>(*context);
  EXPECT_EQ(sent.utime, 125000);
  EXPECT_EQ(ToEigen(sent.joint_velocity_estimated), VectorXd::Zero(N));
  EXPECT_EQ(ToEigen(sent.joint_torque_measured), Values(4.0));
  EXPECT_EQ(ToEigen(sent.joint_torque_external), VectorXd::Zero(N));

  // Before any message the receiver outputs zeros; a message of the wrong
  // size throws naming the field.
  const IiwaStatusReceiver receiver;
  auto receiver_context = receiver.CreateDefaultContext();
  receiver.get_input_port().FixValue(receiver_context.get(),
                                     lcmt_iiwa_status{});
  EXPECT_EQ(
      receiver.get_position_measured_output_port().Eval(*receiver_context),
      VectorXd::Zero(N));
  EXPECT_EQ(receiver.get_time_measured_output_port().Eval(*receiver_context),
            Vector1d(0.0));
  lcmt_iiwa_status short_status = sent;
  short_status.joint_torque_external.resize(3);
  receiver.get_input_port().FixValue(receiver_context.get(), short_status);
  DRAKE_EXPECT_THROWS_MESSAGE(
      receiver.get_torque_external_output_port().Eval(*receiver_context),
      ".*expected 7 joints.*3 values in joint_torque_external.*");
  DRAKE_EXPECT_THROWS_MESSAGE(IiwaStatusReceiver(-1),
                              ".*num_joints must be positive.*");
}

}  // namespace iiwa_lcm_test
}  // namespace kuka_iiwa
}  // namespace manipulation
}  // namespace drake
