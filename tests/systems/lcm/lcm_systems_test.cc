// LcmPublisherSystem, LcmSubscriberSystem and LcmInterfaceSystem over the
// in-process "memq://" bus, in Diagrams run by a Simulator: what is
// published, when, and what the subscriber outputs. Event times are
// offset + k·period, which round differently from the decimal literals
// (3·0.1 ≠ 0.3 in binary): they are compared within 1e-12.

#include <cmath>
#include <cstdlib>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include <gtest/gtest.h>

#include "drake/common/temp_directory.h"
#include "drake/common/test_utilities/expect_throws_message.h"
#include "drake/lcm/drake_lcm.h"
#include "drake/lcm/drake_lcm_log.h"
#include "drake/lcmt_drake_signal.hpp"
#include "drake/lcmt_scope.hpp"
#include "drake/lcmt_viewer_draw.hpp"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/lcm/lcm_buses.h"
#include "drake/systems/lcm/lcm_config_functions.h"
#include "drake/systems/lcm/lcm_interface_system.h"
#include "drake/systems/lcm/lcm_log_playback_system.h"
#include "drake/systems/lcm/lcm_publisher_system.h"
#include "drake/systems/lcm/lcm_scope_system.h"
#include "drake/systems/lcm/lcm_subscriber_system.h"
#include "drake/systems/lcm/serializer.h"
#include "drake/systems/primitives/constant_vector_source.h"

namespace drake {
namespace systems {
namespace lcm {
namespace lcm_systems_test {

using drake::lcm::DrakeLcm;

// Outputs the signal {dim 1, val [t], coord ["t"], timestamp t in µs}.
class TimeSignal final : public LeafSystem<double> {
 public:
  TimeSignal() { this->DeclareAbstractOutputPort("signal", &TimeSignal::Calc); }

 private:
  void Calc(const Context<double>& context, lcmt_drake_signal* out) const {
    const double t = context.get_time();
    out->dim = 1;
    out->val = {t};
    out->coord = {"t"};
    out->timestamp = static_cast<int64_t>(std::llround(t * 1e6));
  }
};

void ExpectTimes(const std::vector<lcmt_drake_signal>& signals,
                 const std::vector<double>& expected) {
  ASSERT_EQ(signals.size(), expected.size());
  for (size_t i = 0; i < expected.size(); ++i) {
    ASSERT_EQ(signals[i].dim, 1);
    EXPECT_NEAR(signals[i].val.at(0), expected[i], 1e-12) << i;
  }
}

GTEST_TEST(LcmPublisherSystemTest, Periodic) {
  DrakeLcm lcm("memq://");
  std::vector<lcmt_drake_signal> received;
  drake::lcm::Subscribe<lcmt_drake_signal>(
      &lcm, "SIGNAL",
      [&](const lcmt_drake_signal& m) { received.push_back(m); });
  DiagramBuilder<double> builder;
  auto* source = builder.AddSystem<TimeSignal>();
  auto* publisher = builder.AddSystem(
      LcmPublisherSystem::Make<lcmt_drake_signal>("SIGNAL", &lcm, 0.1));
  EXPECT_EQ(publisher->get_name(), "LcmPublisherSystem(SIGNAL)");
  EXPECT_EQ(publisher->get_channel_name(), "SIGNAL");
  EXPECT_EQ(publisher->get_publish_period(), 0.1);
  EXPECT_EQ(publisher->get_publish_offset(), 0.0);
  EXPECT_EQ(&publisher->lcm(), &lcm);
  EXPECT_EQ(publisher->get_input_port().get_name(), "lcm_message");
  builder.Connect(source->get_output_port(0), publisher->get_input_port());
  auto diagram = builder.Build();
  Simulator<double> simulator(*diagram);
  simulator.Initialize();
  EXPECT_EQ(lcm.HandleSubscriptions(0), 1);
  simulator.AdvanceTo(0.35);
  EXPECT_EQ(lcm.HandleSubscriptions(0), 3);
  ASSERT_EQ(received.size(), 4);
  // Published at t = 0, 0.1, 0.2, 0.3 (the periodic event times k·0.1).
  ExpectTimes(received, {0, 0.1, 0.2, 0.3});
  EXPECT_EQ(received[3].coord, std::vector<std::string>({"t"}));
  EXPECT_EQ(received[3].timestamp, 300000);

  // A forced publish sends the input now.
  simulator.get_mutable_context().SetTime(0.42);
  diagram->ForcedPublish(simulator.get_context());
  EXPECT_EQ(lcm.HandleSubscriptions(0), 1);
  EXPECT_EQ(received.back().val, std::vector<double>({0.42}));
}

GTEST_TEST(LcmPublisherSystemTest, OffsetAndTriggers) {
  DrakeLcm lcm("memq://");
  std::vector<lcmt_drake_signal> received;
  drake::lcm::Subscribe<lcmt_drake_signal>(
      &lcm, "SIGNAL",
      [&](const lcmt_drake_signal& m) { received.push_back(m); });
  DiagramBuilder<double> builder;
  auto* source = builder.AddSystem<TimeSignal>();
  // Periodic only (no forced publish), with offset 0.05.
  auto* publisher =
      builder.AddSystem(LcmPublisherSystem::Make<lcmt_drake_signal>(
          "SIGNAL", &lcm, TriggerTypeSet({TriggerType::kPeriodic}), 0.1, 0.05));
  builder.Connect(source->get_output_port(0), publisher->get_input_port());
  auto diagram = builder.Build();
  Simulator<double> simulator(*diagram);
  simulator.AdvanceTo(0.3);
  diagram->ForcedPublish(simulator.get_context());  // Not a trigger here.
  lcm.HandleSubscriptions(0);
  ExpectTimes(received, {0.05, 0.15, 0.25});
}

GTEST_TEST(LcmPublisherSystemTest, PerStepAndInitializationMessage) {
  DrakeLcm lcm("memq://");
  std::vector<lcmt_drake_signal> received;
  drake::lcm::Subscribe<lcmt_drake_signal>(
      &lcm, "SIGNAL",
      [&](const lcmt_drake_signal& m) { received.push_back(m); });
  std::vector<std::string> init_messages;
  drake::lcm::Subscribe<lcmt_drake_signal>(
      &lcm, "INIT", [&](const lcmt_drake_signal& m) {
        init_messages.push_back(m.coord.at(0));
      });
  DiagramBuilder<double> builder;
  auto* source = builder.AddSystem<TimeSignal>();
  auto* publisher = builder.AddSystem(
      LcmPublisherSystem::Make<lcmt_drake_signal>("SIGNAL", &lcm));
  EXPECT_EQ(publisher->get_publish_period(), 0.0);
  publisher->AddInitializationMessage(
      [](const Context<double>&, drake::lcm::DrakeLcmInterface* bus) {
        lcmt_drake_signal hello{};
        hello.dim = 1;
        hello.val = {1.0};
        hello.coord = {"hello"};
        drake::lcm::Publish(bus, "INIT", hello);
      });
  DRAKE_EXPECT_THROWS_MESSAGE(
      publisher->AddInitializationMessage(
          [](const Context<double>&, drake::lcm::DrakeLcmInterface*) {}),
      "LcmPublisherSystem\\(SIGNAL\\): AddInitializationMessage may only be "
      "called once");
  builder.Connect(source->get_output_port(0), publisher->get_input_port());
  auto diagram = builder.Build();
  Simulator<double> simulator(*diagram);
  simulator.Initialize();
  lcm.HandleSubscriptions(0);
  EXPECT_EQ(init_messages, std::vector<std::string>({"hello"}));
  // Per-step publishing: the initial state is published at initialization.
  ASSERT_EQ(received.size(), 1);
  EXPECT_EQ(received[0].val, std::vector<double>({0.0}));
  // Each step publishes its end state; the last is at the final time.
  simulator.AdvanceTo(1.0);
  lcm.HandleSubscriptions(0);
  ASSERT_GE(received.size(), 2);
  EXPECT_EQ(received.back().val, std::vector<double>({1.0}));
  EXPECT_EQ(static_cast<int64_t>(received.size()),
            1 + simulator.get_num_steps_taken());
}

GTEST_TEST(LcmPublisherSystemTest, BadArguments) {
  DrakeLcm lcm("memq://");
  auto serializer = std::make_shared<Serializer<lcmt_drake_signal>>();
  DRAKE_EXPECT_THROWS_MESSAGE(
      LcmPublisherSystem("X", nullptr, &lcm),
      "LcmPublisherSystem\\(X\\): the serializer is null");
  DRAKE_EXPECT_THROWS_MESSAGE(
      LcmPublisherSystem("X", serializer, &lcm, -1.0),
      "LcmPublisherSystem\\(X\\): publish_period must be >= 0, not -1");
  DRAKE_EXPECT_THROWS_MESSAGE(
      LcmPublisherSystem("X", serializer, &lcm, 0.1, -0.5),
      "LcmPublisherSystem\\(X\\): publish_offset must be finite and >= 0, "
      "not -0.5");
  DRAKE_EXPECT_THROWS_MESSAGE(
      LcmPublisherSystem("X", serializer, &lcm, 0.0, 0.5),
      "LcmPublisherSystem\\(X\\): publish_period \\(0\\) and publish_offset "
      "\\(0.5\\) must be 0 without the kPeriodic trigger");
  DRAKE_EXPECT_THROWS_MESSAGE(
      LcmPublisherSystem("X", serializer, &lcm, TriggerTypeSet{}),
      "LcmPublisherSystem\\(X\\): the set of publish triggers is empty");
  DRAKE_EXPECT_THROWS_MESSAGE(
      LcmPublisherSystem("X", serializer, &lcm,
                         TriggerTypeSet({TriggerType::kWitness})),
      "LcmPublisherSystem\\(X\\): only the kForced, kPeriodic and kPerStep "
      "triggers are supported");
  DRAKE_EXPECT_THROWS_MESSAGE(
      LcmPublisherSystem("X", serializer, &lcm,
                         TriggerTypeSet({TriggerType::kPeriodic}), 0.0),
      "LcmPublisherSystem\\(X\\): the kPeriodic trigger needs "
      "publish_period > 0, not 0");
}

GTEST_TEST(LcmSubscriberSystemTest, InDiagramWithInterfaceSystem) {
  // A publisher and a subscriber on the same bus, pumped by an
  // LcmInterfaceSystem: the subscriber's output is the last message
  // published, from the next step on.
  DiagramBuilder<double> builder;
  auto* bus = builder.AddSystem<LcmInterfaceSystem>("memq://");
  EXPECT_EQ(bus->get_lcm_url(), "memq://");
  EXPECT_EQ(bus->num_input_ports() + bus->num_output_ports(), 0);
  auto* source = builder.AddSystem<TimeSignal>();
  auto* publisher = builder.AddSystem(
      LcmPublisherSystem::Make<lcmt_drake_signal>("SIGNAL", bus, 0.1));
  builder.Connect(source->get_output_port(0), publisher->get_input_port());
  auto* subscriber = builder.AddSystem(
      LcmSubscriberSystem::Make<lcmt_drake_signal>("SIGNAL", bus));
  EXPECT_EQ(subscriber->get_name(), "LcmSubscriberSystem(SIGNAL)");
  EXPECT_EQ(subscriber->get_channel_name(), "SIGNAL");
  EXPECT_EQ(subscriber->get_output_port().get_name(), "y0");
  auto diagram = builder.Build();
  Simulator<double> simulator(*diagram);
  const Context<double>& sub_context =
      subscriber->GetMyContextFromRoot(simulator.get_context());

  // Before anything arrives: the zero message.
  EXPECT_EQ(
      subscriber->get_output_port().Eval<lcmt_drake_signal>(sub_context).dim,
      0);
  simulator.Initialize();  // Publishes t = 0 (not yet received).
  EXPECT_EQ(subscriber->GetMessageCount(sub_context), 0);
  // The messages published at 0, 0.1 and 0.2 are taken in at the start of
  // the steps that follow; at t = 0.25 the output is the one from t = 0.2.
  simulator.AdvanceTo(0.25);
  const auto& out =
      subscriber->get_output_port().Eval<lcmt_drake_signal>(sub_context);
  ExpectTimes({out}, {0.2});
  EXPECT_EQ(out.timestamp, 200000);
  EXPECT_EQ(subscriber->GetMessageCount(sub_context), 3);
  EXPECT_EQ(subscriber->GetInternalMessageCount(), 3);
  simulator.AdvanceTo(0.55);
  ExpectTimes(
      {subscriber->get_output_port().Eval<lcmt_drake_signal>(sub_context)},
      {0.5});
  EXPECT_EQ(subscriber->GetMessageCount(sub_context), 6);
}

GTEST_TEST(LcmSubscriberSystemTest, ForcedUpdateAndInitialization) {
  DrakeLcm lcm("memq://");
  auto subscriber = LcmSubscriberSystem::Make<lcmt_drake_signal>("S", &lcm);
  auto context = subscriber->CreateDefaultContext();
  lcmt_drake_signal message{};
  message.dim = 2;
  message.val = {3.0, 4.0};
  message.coord = {"a", "b"};
  message.timestamp = 7;
  drake::lcm::Publish(&lcm, "S", message);
  EXPECT_EQ(lcm.HandleSubscriptions(0), 1);
  EXPECT_EQ(subscriber->GetInternalMessageCount(), 1);
  EXPECT_EQ(subscriber->GetMessageCount(*context), 0);
  // The forced unrestricted update copies the latest message in.
  subscriber->CalcForcedUnrestrictedUpdate(*context,
                                           &context->get_mutable_state());
  const auto& out =
      subscriber->get_output_port().Eval<lcmt_drake_signal>(*context);
  EXPECT_EQ(out.val, std::vector<double>({3.0, 4.0}));
  EXPECT_EQ(out.coord, std::vector<std::string>({"a", "b"}));
  EXPECT_EQ(subscriber->GetMessageCount(*context), 1);

  // WaitForMessage returns at once when a newer message is there.
  Value<lcmt_drake_signal> waited;
  EXPECT_EQ(subscriber->WaitForMessage(0, &waited), 1);
  EXPECT_EQ(waited.get_value().timestamp, 7);
  // ... and times out otherwise.
  EXPECT_EQ(subscriber->WaitForMessage(1, nullptr, 0.001), 1);

  // Bytes that are not a signal: the update throws naming the channel.
  const uint8_t junk[4] = {1, 2, 3, 4};
  lcm.Publish("S", junk, 4, {});
  lcm.HandleSubscriptions(0);
  DRAKE_EXPECT_THROWS_MESSAGE(
      subscriber->CalcForcedUnrestrictedUpdate(*context,
                                               &context->get_mutable_state()),
      "LcmSubscriberSystem\\(S\\): the message received on S is bad: "
      "Serializer: 4 bytes do not decode as one message of type "
      "'drake::lcmt_drake_signal'");
}

GTEST_TEST(LcmSubscriberSystemTest, WaitOnInitialization) {
  DrakeLcm lcm("memq://");
  auto subscriber =
      LcmSubscriberSystem::Make<lcmt_drake_signal>("W", &lcm, 0.01);
  Simulator<double> simulator(*subscriber);
  DRAKE_EXPECT_THROWS_MESSAGE(
      simulator.Initialize(),
      "LcmSubscriberSystem\\(W\\): Timed out without receiving any message "
      "on channel W at url memq://");
  lcmt_drake_signal message{};
  message.timestamp = 5;
  drake::lcm::Publish(&lcm, "W", message);
  simulator.Initialize();
  EXPECT_EQ(subscriber->get_output_port()
                .Eval<lcmt_drake_signal>(simulator.get_context())
                .timestamp,
            5);
}

GTEST_TEST(LcmSubscriberSystemTest, BadArguments) {
  DrakeLcm lcm("memq://");
  DRAKE_EXPECT_THROWS_MESSAGE(
      LcmSubscriberSystem::Make<lcmt_drake_signal>("X", nullptr),
      "LcmSubscriberSystem\\(X\\): the LCM interface is null");
  DRAKE_EXPECT_THROWS_MESSAGE(LcmSubscriberSystem("X", nullptr, &lcm),
                              "LcmSubscriberSystem\\(X\\): the serializer is "
                              "null");
  DRAKE_EXPECT_THROWS_MESSAGE(
      LcmSubscriberSystem::Make<lcmt_drake_signal>("X", &lcm, std::nan("")),
      "LcmSubscriberSystem\\(X\\): wait_for_message_on_initialization_timeout "
      "is NaN");
  DRAKE_EXPECT_THROWS_MESSAGE(
      LcmInterfaceSystem(static_cast<drake::lcm::DrakeLcmInterface*>(nullptr)),
      "LcmInterfaceSystem: the LCM interface is null");
}

GTEST_TEST(LcmLogPlaybackSystemTest, SubscriberFollowsTheLog) {
  // Times that are whole microseconds round-trip through the log exactly.
  const std::string file = temp_directory() + "/playback.lcmlog";
  {
    drake::lcm::DrakeLcmLog log(file, true);
    lcmt_drake_signal signal{};
    signal.dim = 1;
    signal.coord = {"v"};
    for (const auto& [channel, value, time] :
         std::vector<std::tuple<std::string, double, double>>{
             {"S", 1.0, 0.125},
             {"OTHER", 9.0, 0.25},
             {"S", 2.0, 0.25},
             {"S", 3.0, 0.5}}) {
      signal.val = {value};
      drake::lcm::Publish(&log, channel, signal, time);
    }
  }
  drake::lcm::DrakeLcmLog log(file, false);
  DiagramBuilder<double> builder;
  builder.AddSystem<LcmLogPlaybackSystem>(&log);
  auto* subscriber = builder.AddSystem(
      LcmSubscriberSystem::Make<lcmt_drake_signal>("S", &log));
  auto diagram = builder.Build();
  Simulator<double> simulator(*diagram);
  const auto& context =
      subscriber->GetMyContextFromRoot(simulator.get_context());
  const auto value = [&]() {
    const auto& out =
        subscriber->get_output_port().Eval<lcmt_drake_signal>(context);
    return out.val.empty() ? 0.0 : out.val[0];
  };
  simulator.AdvanceTo(0.1);
  EXPECT_EQ(value(), 0.0);
  simulator.AdvanceTo(0.2);
  EXPECT_EQ(value(), 1.0);
  // Both messages of t = 0.25 are dispatched at 0.25.
  simulator.AdvanceTo(0.3);
  EXPECT_EQ(value(), 2.0);
  EXPECT_EQ(log.GetNextMessageTime(), 0.5);
  simulator.AdvanceTo(1.0);
  EXPECT_EQ(value(), 3.0);
  EXPECT_EQ(subscriber->GetMessageCount(context), 3);
  EXPECT_EQ(log.GetNextMessageTime(), std::numeric_limits<double>::infinity());

  DRAKE_EXPECT_THROWS_MESSAGE(LcmLogPlaybackSystem(nullptr),
                              "LcmLogPlaybackSystem: the log is null");
  drake::lcm::DrakeLcmLog writer(temp_directory() + "/w.lcmlog", true);
  DRAKE_EXPECT_THROWS_MESSAGE(
      LcmLogPlaybackSystem(&writer),
      "LcmLogPlaybackSystem: the log lcmlog://.*w.lcmlog is open for "
      "writing, not reading");
}

GTEST_TEST(LcmLogPlaybackSystemTest, StartedLate) {
  const std::string file = temp_directory() + "/late.lcmlog";
  {
    drake::lcm::DrakeLcmLog log(file, true);
    lcmt_drake_signal signal{};
    drake::lcm::Publish(&log, "S", signal, 0.5);
  }
  drake::lcm::DrakeLcmLog log(file, false);
  LcmLogPlaybackSystem playback(&log);
  Simulator<double> simulator(playback);
  // (The Simulator may perturb the start time down by an ulp to catch the
  // events at it.)
  simulator.get_mutable_context().SetTime(1.0);
  DRAKE_EXPECT_THROWS_MESSAGE(
      simulator.AdvanceTo(2.0),
      "LcmLogPlaybackSystem: the next message of lcmlog://.*late.lcmlog is "
      "at 0.5 s, before the current time (1|0.9999999999999999) s");
}

GTEST_TEST(LcmConfigFunctionsTest, ApplyLcmBusConfig) {
  DiagramBuilder<double> builder;
  drake::lcm::DrakeLcmParams memq;
  memq.lcm_url = "memq://";
  drake::lcm::DrakeLcmParams null_bus;
  null_bus.lcm_url = "memq://null";
  const LcmBuses buses = ApplyLcmBusConfig(
      std::map<std::string, std::optional<drake::lcm::DrakeLcmParams>>{
          {"main", memq}, {"null", null_bus}, {"off", std::nullopt}},
      &builder);
  EXPECT_EQ(buses.size(), 3);
  EXPECT_EQ(buses.GetAllBusNames(),
            std::vector<std::string_view>({"main", "null", "off"}));
  EXPECT_EQ(buses.Find("Test", "main")->get_lcm_url(), "memq://");
  EXPECT_EQ(buses.Find("Test", "null")->get_lcm_url(), "memq://null");
  EXPECT_EQ(buses.Find("Test", "off")->get_lcm_url(), "memq://null");
  // The real bus is pumped by an LcmInterfaceSystem (the bus itself); the
  // null ones are not.
  EXPECT_TRUE(builder.HasSubsystemNamed("DrakeLcm(bus_name=main)"));
  EXPECT_TRUE(builder.HasSubsystemNamed("LcmInterfaceSystem(bus_name=main)"));
  EXPECT_TRUE(builder.HasSubsystemNamed("DrakeLcm(bus_name=null)"));
  EXPECT_FALSE(builder.HasSubsystemNamed("LcmInterfaceSystem(bus_name=null)"));
  EXPECT_NE(dynamic_cast<LcmInterfaceSystem*>(buses.Find("Test", "main")),
            nullptr);

  // A message published on the main bus reaches a subscriber during
  // simulation; the null bus swallows what is published on it.
  drake::lcm::DrakeLcmInterface* main = buses.Find("Test", "main");
  drake::lcm::DrakeLcmInterface* off = buses.Find("Test", "off");
  auto* subscriber = builder.AddSystem(
      LcmSubscriberSystem::Make<lcmt_drake_signal>("S", main));
  auto diagram = builder.Build();
  Simulator<double> simulator(*diagram);
  lcmt_drake_signal message{};
  message.timestamp = 42;
  drake::lcm::Publish(main, "S", message);
  drake::lcm::Publish(off, "S", message);
  EXPECT_EQ(off->HandleSubscriptions(0), 0);
  simulator.AdvanceTo(0.1);
  EXPECT_EQ(subscriber->get_output_port()
                .Eval<lcmt_drake_signal>(
                    subscriber->GetMyContextFromRoot(simulator.get_context()))
                .timestamp,
            42);
}

GTEST_TEST(LcmConfigFunctionsTest, FindOrCreateLcmBus) {
  DiagramBuilder<double> builder;
  DrakeLcm forced("memq://");
  EXPECT_EQ(FindOrCreateLcmBus(&forced, nullptr, &builder, "Me", "any"),
            &forced);
  DRAKE_EXPECT_THROWS_MESSAGE(
      FindOrCreateLcmBus(nullptr, nullptr, &builder, "The camera", "cams"),
      "The camera requested a non-default LCM bus 'cams' but did not "
      "provide an LcmBuses object to locate it");
  LcmBuses buses;
  buses.Add("cams", &forced);
  EXPECT_EQ(FindOrCreateLcmBus(nullptr, &buses, &builder, "Me", "cams"),
            &forced);
  DRAKE_EXPECT_THROWS_MESSAGE(
      FindOrCreateLcmBus(nullptr, &buses, &builder, "Me", "default"),
      "Me wanted to use LCM bus 'default', but there is no such bus.*");
  // The "default" bus without LcmBuses: a new DrakeLcm (the default URL,
  // here memq://) owned by the builder.
  const char* const old = std::getenv("LCM_DEFAULT_URL");
  const std::string saved = old ? old : "";
  ::setenv("LCM_DEFAULT_URL", "memq://", 1);
  drake::lcm::DrakeLcmInterface* created =
      FindOrCreateLcmBus(nullptr, nullptr, &builder, "Me", "default");
  if (old) {
    ::setenv("LCM_DEFAULT_URL", saved.c_str(), 1);
  } else {
    ::unsetenv("LCM_DEFAULT_URL");
  }
  ASSERT_NE(created, nullptr);
  EXPECT_EQ(created->get_lcm_url(), "memq://");
  EXPECT_EQ(builder.GetSystems().size(), 1);
}

GTEST_TEST(LcmScopeSystemTest, PublishesTheSignal) {
  DrakeLcm lcm("memq://");
  std::vector<lcmt_scope> received;
  drake::lcm::Subscribe<lcmt_scope>(
      &lcm, "SCOPE", [&](const lcmt_scope& m) { received.push_back(m); });
  DiagramBuilder<double> builder;
  auto* source = builder.AddSystem<ConstantVectorSource<double>>(
      Eigen::Vector3d(1.5, -2.0, 0.25));
  const auto [scope, publisher] = LcmScopeSystem::AddToBuilder(
      &builder, &lcm, source->get_output_port(), "SCOPE", 0.5);
  EXPECT_EQ(scope->get_input_port().size(), 3);
  EXPECT_EQ(scope->get_input_port().get_name(), "input");
  EXPECT_EQ(scope->get_output_port().get_name(), "output");
  EXPECT_EQ(publisher->get_channel_name(), "SCOPE");
  EXPECT_EQ(publisher->get_publish_period(), 0.5);
  auto diagram = builder.Build();
  Simulator<double> simulator(*diagram);
  simulator.AdvanceTo(1.0);
  lcm.HandleSubscriptions(0);
  // At t = 0, 0.5 and 1 (exact binary fractions).
  ASSERT_EQ(received.size(), 3);
  for (int i = 0; i < 3; ++i) {
    EXPECT_EQ(received[i].utime, 500000 * i);
    EXPECT_EQ(received[i].size, 3);
    EXPECT_EQ(received[i].value, std::vector<double>({1.5, -2.0, 0.25}));
  }
  DRAKE_EXPECT_THROWS_MESSAGE(
      LcmScopeSystem::AddToBuilder(&builder, nullptr, source->get_output_port(),
                                   "X", 0.1),
      ".*lcm != nullptr.*");
}

GTEST_TEST(SerializerTest, RoundTrip) {
  Serializer<lcmt_viewer_draw> serializer;
  auto value = serializer.CreateDefaultValue();
  EXPECT_EQ(value->get_value<lcmt_viewer_draw>().num_links, 0);
  auto& draw = value->get_mutable_value<lcmt_viewer_draw>();
  draw.timestamp = 12;
  draw.num_links = 1;
  draw.link_name = {"x::y"};
  draw.robot_num = {2};
  draw.position = {{1.0f, 2.0f, 3.0f}};
  draw.quaternion = {{1.0f, 0.0f, 0.0f, 0.0f}};
  std::vector<uint8_t> bytes;
  serializer.Serialize(*value, &bytes);
  auto decoded = serializer.CreateDefaultValue();
  serializer.Deserialize(bytes.data(), static_cast<int>(bytes.size()),
                         decoded.get());
  EXPECT_TRUE(drake::lcm::AreLcmMessagesEqual(
      decoded->get_value<lcmt_viewer_draw>(), draw));
  DRAKE_EXPECT_THROWS_MESSAGE(
      serializer.Deserialize(bytes.data(), 3, decoded.get()),
      "Serializer: 3 bytes do not decode as one message of type "
      "'drake::lcmt_viewer_draw'");
}

GTEST_TEST(LcmBusesTest, FindAndAdd) {
  DrakeLcm a("memq://"), b("memq://");
  LcmBuses buses;
  EXPECT_EQ(buses.size(), 0);
  DRAKE_EXPECT_THROWS_MESSAGE(
      buses.Find("The visualizer", "default"),
      "The visualizer wanted to use LCM bus 'default', but there is no such "
      "bus \\(the buses are: none\\)");
  buses.Add("default", &a);
  buses.Add("other", &b);
  EXPECT_EQ(buses.size(), 2);
  EXPECT_EQ(buses.Find("Me", "other"), &b);
  EXPECT_EQ(buses.GetAllBusNames(),
            std::vector<std::string_view>({"default", "other"}));
  DRAKE_EXPECT_THROWS_MESSAGE(
      buses.Find("Camera 5", "nope"),
      "Camera 5 wanted to use LCM bus 'nope', but there is no such bus \\(the "
      "buses are: 'default', 'other'\\)");
  DRAKE_EXPECT_THROWS_MESSAGE(
      buses.Add("default", &b),
      "LcmBuses::Add: there is already a bus named 'default'");
  DRAKE_EXPECT_THROWS_MESSAGE(
      buses.Add("x", nullptr),
      "LcmBuses::Add: the interface of bus 'x' is null");
  EXPECT_EQ(std::string(LcmBuses::kLcmUrlMemqNull), "memq://null");
}

}  // namespace lcm_systems_test
}  // namespace lcm
}  // namespace systems
}  // namespace drake
