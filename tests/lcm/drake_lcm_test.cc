// DrakeLcm over the in-process "memq://" bus: the viewer messages round-trip
// field for field (floats compared exactly: LCM sends the float bits), the
// channel suffix is added on publish and removed on receive, and every
// error names what failed.

#include "drake/lcm/drake_lcm.h"

#include <cstdlib>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <lcm/lcm.h>

#include "drake/common/test_utilities/expect_throws_message.h"
#include "drake/lcm/drake_lcm_base.h"
#include "drake/lcm/drake_lcm_params.h"
#include "drake/lcm/lcm_messages.h"
#include "drake/lcmt_drake_signal.hpp"
#include "drake/lcmt_header.hpp"
#include "drake/lcmt_iiwa_command.hpp"
#include "drake/lcmt_iiwa_status.hpp"
#include "drake/lcmt_image.hpp"
#include "drake/lcmt_image_array.hpp"
#include "drake/lcmt_schunk_wsg_command.hpp"
#include "drake/lcmt_schunk_wsg_status.hpp"
#include "drake/lcmt_scope.hpp"
#include "drake/lcmt_viewer_draw.hpp"
#include "drake/lcmt_viewer_geometry_data.hpp"
#include "drake/lcmt_viewer_link_data.hpp"
#include "drake/lcmt_viewer_load_robot.hpp"

namespace drake {
namespace lcm {

// Reaches the native lcm_t, to watch the channel names on the wire.
class DrakeLcmTester {
 public:
  static lcm_t* native(DrakeLcm* lcm) {
    return static_cast<lcm_t*>(lcm->get_native_lcm_handle_for_unit_testing());
  }
};

namespace drake_lcm_test {

lcmt_viewer_geometry_data MakeBox() {
  lcmt_viewer_geometry_data box{};
  box.type = lcmt_viewer_geometry_data::BOX;
  box.position[0] = 0.25f;
  box.position[1] = -1.5f;
  box.position[2] = 3.0f;
  box.quaternion[0] = 0.5f;
  box.quaternion[1] = 0.5f;
  box.quaternion[2] = -0.5f;
  box.quaternion[3] = 0.5f;
  box.color[0] = 0.1f;
  box.color[1] = 0.2f;
  box.color[2] = 0.3f;
  box.color[3] = 0.4f;
  box.num_float_data = 3;
  box.float_data = {1.0f, 2.0f, 3.5f};
  return box;
}

lcmt_viewer_load_robot MakeLoad() {
  lcmt_viewer_geometry_data mesh{};
  mesh.type = lcmt_viewer_geometry_data::MESH;
  mesh.quaternion[0] = 1.0f;
  mesh.string_data = "/tmp/mesh.obj";
  mesh.num_float_data = 3;
  mesh.float_data = {2.0f, 2.0f, 2.0f};
  lcmt_viewer_link_data world{};
  world.name = "world";
  world.robot_num = 0;
  world.num_geom = 1;
  world.geom = {MakeBox()};
  lcmt_viewer_link_data link{};
  link.name = "source::frame";
  link.robot_num = 7;
  link.num_geom = 2;
  link.geom = {MakeBox(), mesh};
  lcmt_viewer_load_robot load{};
  load.num_links = 2;
  load.link = {world, link};
  return load;
}

lcmt_viewer_draw MakeDraw() {
  lcmt_viewer_draw draw{};
  draw.timestamp = 1234;
  draw.num_links = 2;
  draw.link_name = {"a::b", "c::d"};
  draw.robot_num = {3, 4};
  draw.position = {{1.0f, 2.0f, 3.0f}, {-4.0f, 5.5f, 0.125f}};
  draw.quaternion = {{1.0f, 0.0f, 0.0f, 0.0f}, {0.0f, 0.6f, 0.8f, 0.0f}};
  return draw;
}

void ExpectSameGeometry(const lcmt_viewer_geometry_data& a,
                        const lcmt_viewer_geometry_data& b) {
  EXPECT_EQ(a.type, b.type);
  for (int i = 0; i < 3; ++i) EXPECT_EQ(a.position[i], b.position[i]);
  for (int i = 0; i < 4; ++i) EXPECT_EQ(a.quaternion[i], b.quaternion[i]);
  for (int i = 0; i < 4; ++i) EXPECT_EQ(a.color[i], b.color[i]);
  EXPECT_EQ(a.string_data, b.string_data);
  EXPECT_EQ(a.num_float_data, b.num_float_data);
  EXPECT_EQ(a.float_data, b.float_data);
}

GTEST_TEST(DrakeLcmTest, UrlAndDefaults) {
  DrakeLcm memq("memq://");
  EXPECT_EQ(memq.get_lcm_url(), "memq://");
  EXPECT_TRUE(DrakeLcm::available());
  DrakeLcmParams params;
  EXPECT_EQ(params.lcm_url, "");
  EXPECT_EQ(params.channel_suffix, "");
  EXPECT_FALSE(params.defer_initialization);
}

GTEST_TEST(DrakeLcmTest, ViewerMessagesRoundTrip) {
  DrakeLcm lcm("memq://");
  std::vector<lcmt_viewer_load_robot> loads;
  std::vector<lcmt_viewer_draw> draws;
  std::vector<lcmt_viewer_geometry_data> geoms;
  std::vector<lcmt_viewer_link_data> links;
  Subscribe<lcmt_viewer_load_robot>(
      &lcm, "LOAD",
      [&](const lcmt_viewer_load_robot& m) { loads.push_back(m); });
  Subscribe<lcmt_viewer_draw>(
      &lcm, "DRAW", [&](const lcmt_viewer_draw& m) { draws.push_back(m); });
  Subscribe<lcmt_viewer_geometry_data>(
      &lcm, "GEOM",
      [&](const lcmt_viewer_geometry_data& m) { geoms.push_back(m); });
  Subscribe<lcmt_viewer_link_data>(
      &lcm, "LINK",
      [&](const lcmt_viewer_link_data& m) { links.push_back(m); });

  const lcmt_viewer_load_robot load = MakeLoad();
  const lcmt_viewer_draw draw = MakeDraw();
  Publish(&lcm, "LOAD", load);
  Publish(&lcm, "DRAW", draw, 1.5);
  Publish(&lcm, "GEOM", MakeBox());
  Publish(&lcm, "LINK", load.link[1]);
  EXPECT_EQ(lcm.HandleSubscriptions(0), 4);
  EXPECT_EQ(lcm.HandleSubscriptions(0), 0);

  ASSERT_EQ(loads.size(), 1);
  ASSERT_EQ(loads[0].num_links, 2);
  EXPECT_EQ(loads[0].link[0].name, "world");
  EXPECT_EQ(loads[0].link[0].robot_num, 0);
  ASSERT_EQ(loads[0].link[0].num_geom, 1);
  ExpectSameGeometry(loads[0].link[0].geom[0], MakeBox());
  EXPECT_EQ(loads[0].link[1].name, "source::frame");
  EXPECT_EQ(loads[0].link[1].robot_num, 7);
  ASSERT_EQ(loads[0].link[1].num_geom, 2);
  EXPECT_EQ(loads[0].link[1].geom[1].type, lcmt_viewer_geometry_data::MESH);
  EXPECT_EQ(loads[0].link[1].geom[1].string_data, "/tmp/mesh.obj");
  EXPECT_EQ(loads[0].link[1].geom[1].float_data,
            std::vector<float>({2.0f, 2.0f, 2.0f}));
  EXPECT_TRUE(AreLcmMessagesEqual(loads[0], load));

  ASSERT_EQ(draws.size(), 1);
  EXPECT_EQ(draws[0].timestamp, 1234);
  EXPECT_EQ(draws[0].num_links, 2);
  EXPECT_EQ(draws[0].link_name, std::vector<std::string>({"a::b", "c::d"}));
  EXPECT_EQ(draws[0].robot_num, std::vector<int32_t>({3, 4}));
  EXPECT_EQ(draws[0].position[1], std::vector<float>({-4.0f, 5.5f, 0.125f}));
  EXPECT_EQ(draws[0].quaternion[1],
            std::vector<float>({0.0f, 0.6f, 0.8f, 0.0f}));
  EXPECT_TRUE(AreLcmMessagesEqual(draws[0], draw));

  ASSERT_EQ(geoms.size(), 1);
  ExpectSameGeometry(geoms[0], MakeBox());
  ASSERT_EQ(links.size(), 1);
  EXPECT_TRUE(AreLcmMessagesEqual(links[0], load.link[1]));

  // The constants of the geometry types are Drake's.
  EXPECT_EQ(lcmt_viewer_geometry_data::BOX, 1);
  EXPECT_EQ(lcmt_viewer_geometry_data::SPHERE, 2);
  EXPECT_EQ(lcmt_viewer_geometry_data::CYLINDER, 3);
  EXPECT_EQ(lcmt_viewer_geometry_data::MESH, 4);
  EXPECT_EQ(lcmt_viewer_geometry_data::CAPSULE, 5);
  EXPECT_EQ(lcmt_viewer_geometry_data::ELLIPSOID, 6);
}

// The fingerprints (the first 8 bytes of every message) of our definitions
// are those lcm-gen computes from Drake's own lcmtypes/*.lcm (checked when
// the definitions were written): Drake's tools decode what we publish.
GTEST_TEST(DrakeLcmTest, FingerprintsMatchDrake) {
  EXPECT_EQ(static_cast<uint64_t>(lcmt_drake_signal::getHash()),
            0x46dce7d9adf87264ULL);
  EXPECT_EQ(static_cast<uint64_t>(lcmt_viewer_draw::getHash()),
            0x414f0bfe5b2f4244ULL);
  EXPECT_EQ(static_cast<uint64_t>(lcmt_viewer_geometry_data::getHash()),
            0x5d2e34cb3257db07ULL);
  EXPECT_EQ(static_cast<uint64_t>(lcmt_viewer_link_data::getHash()),
            0x51252725af982a63ULL);
  EXPECT_EQ(static_cast<uint64_t>(lcmt_viewer_load_robot::getHash()),
            0x8987209b10aa2d39ULL);
  EXPECT_EQ(static_cast<uint64_t>(lcmt_scope::getHash()),
            0x900d93672b47f7deULL);
  EXPECT_EQ(static_cast<uint64_t>(lcmt_iiwa_command::getHash()),
            0xddc7c7738c815334ULL);
  EXPECT_EQ(static_cast<uint64_t>(lcmt_iiwa_status::getHash()),
            0xf16fb804284abca3ULL);
  EXPECT_EQ(static_cast<uint64_t>(lcmt_schunk_wsg_command::getHash()),
            0x4553bc1bff499216ULL);
  EXPECT_EQ(static_cast<uint64_t>(lcmt_schunk_wsg_status::getHash()),
            0xec6aee3fc5ae4612ULL);
  EXPECT_EQ(static_cast<uint64_t>(lcmt_header::getHash()),
            0x124e586663318e54ULL);
  EXPECT_EQ(static_cast<uint64_t>(lcmt_image::getHash()),
            0xbd7080d565ec47d1ULL);
  EXPECT_EQ(static_cast<uint64_t>(lcmt_image_array::getHash()),
            0x1572a7d08d9022e6ULL);
  // The encoded message starts with the fingerprint, big-endian.
  const std::vector<uint8_t> bytes = EncodeLcmMessage(lcmt_viewer_draw{});
  ASSERT_EQ(bytes.size(), 8 + 8 + 4);
  EXPECT_EQ(bytes[0], 0x41);
  EXPECT_EQ(bytes[7], 0x44);
}

GTEST_TEST(DrakeLcmTest, EncodeDecode) {
  lcmt_drake_signal signal{};
  signal.dim = 2;
  signal.val = {1.25, -2.0};
  signal.coord = {"x", "y"};
  signal.timestamp = 99;
  const std::vector<uint8_t> bytes = EncodeLcmMessage(signal);
  // 8 (fingerprint) + 4 + 2*8 + 2*(4 + 2) + 8.
  EXPECT_EQ(bytes.size(), 48);
  const auto decoded = DecodeLcmMessage<lcmt_drake_signal>(bytes);
  EXPECT_EQ(decoded.val, signal.val);
  EXPECT_EQ(decoded.coord, signal.coord);
  EXPECT_EQ(decoded.timestamp, 99);
  EXPECT_TRUE(AreLcmMessagesEqual(decoded, signal));
  signal.val[1] = 3.0;
  EXPECT_FALSE(AreLcmMessagesEqual(decoded, signal));

  // Another type's bytes (its fingerprint differs), or truncated bytes.
  DRAKE_EXPECT_THROWS_MESSAGE(DecodeLcmMessage<lcmt_viewer_draw>(bytes),
                              "Error decoding message of type "
                              "'drake::lcmt_viewer_draw'");
  std::vector<uint8_t> truncated(bytes.begin(), bytes.end() - 1);
  DRAKE_EXPECT_THROWS_MESSAGE(DecodeLcmMessage<lcmt_drake_signal>(truncated),
                              "Error decoding message of type "
                              "'drake::lcmt_drake_signal'");
}

GTEST_TEST(DrakeLcmTest, HandleSubscriptionsCounts) {
  DrakeLcm lcm("memq://");
  int count = 0;
  lcm.Subscribe("A", [&](const void*, int) { ++count; });
  const uint8_t byte = 42;
  for (int i = 0; i < 3; ++i) lcm.Publish("A", &byte, 1, {});
  // memq:// drops a message nobody subscribed to when it is published.
  lcm.Publish("B", &byte, 1, {});
  EXPECT_EQ(lcm.HandleSubscriptions(0), 3);
  EXPECT_EQ(count, 3);
  // Nothing pending: waits up to 1 ms and handles none.
  EXPECT_EQ(lcm.HandleSubscriptions(1), 0);

  // LcmHandleSubscriptionsUntil checks `finished` before each call.
  lcm.Publish("A", &byte, 1, {});
  lcm.Publish("A", &byte, 1, {});
  const int handled =
      LcmHandleSubscriptionsUntil(&lcm, [&]() { return count >= 5; });
  EXPECT_EQ(handled, 2);
  EXPECT_EQ(count, 5);
}

GTEST_TEST(DrakeLcmTest, Subscriber) {
  DrakeLcm lcm("memq://");
  Subscriber<lcmt_viewer_draw> subscriber(&lcm, "DRAW");
  EXPECT_EQ(subscriber.count(), 0);
  EXPECT_EQ(subscriber.message().num_links, 0);
  Publish(&lcm, "DRAW", MakeDraw());
  Publish(&lcm, "DRAW", MakeDraw());
  lcm.HandleSubscriptions(0);
  EXPECT_EQ(subscriber.count(), 2);
  EXPECT_TRUE(AreLcmMessagesEqual(subscriber.message(), MakeDraw()));
  subscriber.clear();
  EXPECT_EQ(subscriber.count(), 0);
  EXPECT_EQ(subscriber.message().timestamp, 0);
}

GTEST_TEST(DrakeLcmTest, ChannelSuffix) {
  DrakeLcm lcm(DrakeLcmParams{.lcm_url = "memq://",
                              .channel_suffix = "_ALT",
                              .defer_initialization = false});
  // What goes on the wire, seen below DrakeLcm.
  std::vector<std::string> wire;
  ::lcm_subscribe(
      DrakeLcmTester::native(&lcm), ".*",
      [](const lcm_recv_buf_t*, const char* channel, void* user) {
        static_cast<std::vector<std::string>*>(user)->push_back(channel);
      },
      &wire);
  std::vector<std::string> single, multi;
  lcm.Subscribe("FOO", [&](const void*, int size) {
    single.push_back("FOO:" + std::to_string(size));
  });
  lcm.SubscribeMultichannel("F.*|BAR",
                            [&](std::string_view channel, const void*, int) {
                              multi.emplace_back(channel);
                            });
  std::vector<std::string> all;
  lcm.SubscribeAllChannels([&](std::string_view channel, const void*, int) {
    all.emplace_back(channel);
  });
  const uint8_t bytes[2] = {1, 2};
  lcm.Publish("FOO", bytes, 2, {});
  lcm.Publish("BAR", bytes, 1, {});
  // Sent below DrakeLcm without the suffix: no DrakeLcm subscription sees it.
  ::lcm_publish(DrakeLcmTester::native(&lcm), "FOO", bytes, 2);
  EXPECT_EQ(lcm.HandleSubscriptions(0), 3);
  EXPECT_EQ(wire, std::vector<std::string>({"FOO_ALT", "BAR_ALT", "FOO"}));
  EXPECT_EQ(single, std::vector<std::string>({"FOO:2"}));
  EXPECT_EQ(multi, std::vector<std::string>({"FOO", "BAR"}));
  EXPECT_EQ(all, std::vector<std::string>({"FOO", "BAR"}));
}

GTEST_TEST(DrakeLcmTest, ChannelNamesAreLiterals) {
  DrakeLcm lcm("memq://");
  int count = 0;
  lcm.Subscribe("A.B", [&](const void*, int) { ++count; });
  const uint8_t byte = 0;
  lcm.Publish("AxB", &byte, 1, {});
  lcm.Publish("A.B", &byte, 1, {});
  lcm.HandleSubscriptions(0);
  EXPECT_EQ(count, 1);
}

GTEST_TEST(DrakeLcmTest, Unsubscribe) {
  DrakeLcm lcm("memq://");
  int kept = 0, dropped = 0;
  // By default, dropping the handle keeps the subscription.
  lcm.Subscribe("C", [&](const void*, int) { ++kept; });
  auto handle = lcm.Subscribe("C", [&](const void*, int) { ++dropped; });
  handle->set_unsubscribe_on_delete(true);
  handle->set_queue_capacity(5);
  const uint8_t byte = 0;
  lcm.Publish("C", &byte, 1, {});
  lcm.HandleSubscriptions(0);
  handle.reset();
  lcm.Publish("C", &byte, 1, {});
  lcm.HandleSubscriptions(0);
  EXPECT_EQ(kept, 2);
  EXPECT_EQ(dropped, 1);
}

GTEST_TEST(DrakeLcmTest, UnsubscribeInsideHandler) {
  DrakeLcm lcm("memq://");
  std::shared_ptr<DrakeSubscriptionInterface> handle;
  int count = 0;
  handle = lcm.Subscribe("D", [&](const void*, int) {
    ++count;
    handle.reset();  // Ends the subscription from inside its own handler.
  });
  handle->set_unsubscribe_on_delete(true);
  const uint8_t byte = 0;
  lcm.Publish("D", &byte, 1, {});
  lcm.Publish("D", &byte, 1, {});
  EXPECT_EQ(lcm.HandleSubscriptions(0), 2);
  EXPECT_EQ(count, 1);
}

GTEST_TEST(DrakeLcmTest, DeferredInitialization) {
  DrakeLcm lcm(DrakeLcmParams{.lcm_url = "memq://",
                              .channel_suffix = "",
                              .defer_initialization = true});
  int count = 0;
  lcm.Subscribe("E", [&](const void*, int) { ++count; });
  const uint8_t byte = 0;
  // Not subscribed yet as far as LCM knows: memq:// drops the message.
  lcm.Publish("E", &byte, 1, {});
  // The subscription reaches LCM at the first HandleSubscriptions().
  EXPECT_EQ(lcm.HandleSubscriptions(0), 0);
  lcm.Publish("E", &byte, 1, {});
  EXPECT_EQ(lcm.HandleSubscriptions(0), 1);
  EXPECT_EQ(count, 1);
}

GTEST_TEST(DrakeLcmTest, HandlerErrors) {
  DrakeLcm lcm("memq://");
  int draws = 0;
  Subscribe<lcmt_viewer_load_robot>(&lcm, "LOAD",
                                    [](const lcmt_viewer_load_robot&) {});
  Subscribe<lcmt_viewer_draw>(&lcm, "DRAW", [&](const lcmt_viewer_draw&) {
    ++draws;
    throw std::runtime_error("bad draw");
  });
  // A draw message on the load channel does not decode.
  Publish(&lcm, "LOAD", MakeDraw());
  DRAKE_EXPECT_THROWS_MESSAGE(lcm.HandleSubscriptions(0),
                              "Error decoding message on LOAD \\(of type "
                              "'drake::lcmt_viewer_load_robot'\\)");
  // The error is reported once.
  EXPECT_EQ(lcm.HandleSubscriptions(0), 0);
  Publish(&lcm, "DRAW", MakeDraw());
  DRAKE_EXPECT_THROWS_MESSAGE(
      lcm.HandleSubscriptions(0),
      "Error from message handler callback on DRAW: bad draw");
  EXPECT_EQ(draws, 1);

  // A raw handler that throws: caught below LCM's C code, rethrown here.
  lcm.Subscribe(
      "RAW", [](const void*, int) { throw std::runtime_error("raw failure"); });
  const uint8_t one = 1;
  lcm.Publish("RAW", &one, 1, {});
  DRAKE_EXPECT_THROWS_MESSAGE(
      lcm.HandleSubscriptions(0),
      "Error from message handler callback on RAW: raw failure");

  // With an error callback, a bad message calls it instead of throwing.
  int errors = 0;
  Subscribe<lcmt_viewer_draw>(
      &lcm, "DRAW2", [](const lcmt_viewer_draw&) {}, [&]() { ++errors; });
  const uint8_t junk[3] = {1, 2, 3};
  lcm.Publish("DRAW2", junk, 3, {});
  EXPECT_EQ(lcm.HandleSubscriptions(0), 1);
  EXPECT_EQ(errors, 1);
}

GTEST_TEST(DrakeLcmTest, BadArguments) {
  DRAKE_EXPECT_THROWS_MESSAGE(
      DrakeLcm("bogus://nowhere"),
      "DrakeLcm: LCM cannot open the URL 'bogus://nowhere' .*");
  DrakeLcm lcm("memq://");
  const uint8_t byte = 0;
  DRAKE_EXPECT_THROWS_MESSAGE(lcm.Publish("", &byte, 1, {}),
                              ".*!channel.empty\\(\\).*");
  DRAKE_EXPECT_THROWS_MESSAGE(lcm.Subscribe("", [](const void*, int) {}),
                              ".*!channel.empty\\(\\).*");
  DRAKE_EXPECT_THROWS_MESSAGE(lcm.Subscribe("X", nullptr),
                              ".*handler != nullptr.*");
  DRAKE_EXPECT_THROWS_MESSAGE(Publish<lcmt_viewer_draw>(nullptr, "X", {}),
                              ".*lcm != nullptr.*");
}

GTEST_TEST(DrakeLcmTest, NetworkPolicy) {
  const char* const old = std::getenv("DRAKE_ALLOW_NETWORK");
  const std::string saved = old ? old : "";
  ::setenv("DRAKE_ALLOW_NETWORK", "meshcat", 1);
  DRAKE_EXPECT_THROWS_MESSAGE(
      DrakeLcm("udpm://239.255.76.67:7667?ttl=0"),
      "LCM URL udpm://239.255.76.67:7667\\?ttl=0 has been disabled via the "
      "DRAKE_ALLOW_NETWORK environment variable");
  // memq:// is never the network.
  ::setenv("DRAKE_ALLOW_NETWORK", "none", 1);
  EXPECT_EQ(DrakeLcm("memq://").get_lcm_url(), "memq://");
  if (old) {
    ::setenv("DRAKE_ALLOW_NETWORK", saved.c_str(), 1);
  } else {
    ::unsetenv("DRAKE_ALLOW_NETWORK");
  }
}

GTEST_TEST(DrakeLcmTest, DefaultUrl) {
  const char* const old = std::getenv("LCM_DEFAULT_URL");
  const std::string saved = old ? old : "";
  ::setenv("LCM_DEFAULT_URL", "memq://", 1);
  EXPECT_EQ(DrakeLcm().get_lcm_url(), "memq://");
  EXPECT_EQ(DrakeLcm("").get_lcm_url(), "memq://");
  if (old) {
    ::setenv("LCM_DEFAULT_URL", saved.c_str(), 1);
  } else {
    ::unsetenv("LCM_DEFAULT_URL");
  }
}

// A test double that implements only Publish (recording the channels).
class PublishOnly final : public DrakeLcmBase {
 public:
  void Publish(const std::string& channel, const void*, int,
               std::optional<double>) final {
    channels.push_back(channel);
  }
  std::vector<std::string> channels;
};

GTEST_TEST(DrakeLcmBaseTest, UnimplementedMethodsThrow) {
  PublishOnly lcm;
  drake::lcm::Publish(&lcm, "X", MakeDraw());
  EXPECT_EQ(lcm.channels, std::vector<std::string>({"X"}));
  DRAKE_EXPECT_THROWS_MESSAGE(lcm.get_lcm_url(),
                              ".*PublishOnly::get_lcm_url is not implemented");
  DRAKE_EXPECT_THROWS_MESSAGE(
      Subscribe<lcmt_viewer_draw>(&lcm, "X", [](const lcmt_viewer_draw&) {}),
      ".*PublishOnly::Subscribe is not implemented");
  DRAKE_EXPECT_THROWS_MESSAGE(
      lcm.SubscribeMultichannel("X", [](std::string_view, const void*, int) {}),
      ".*PublishOnly::SubscribeMultichannel is not implemented");
  DRAKE_EXPECT_THROWS_MESSAGE(
      lcm.SubscribeAllChannels([](std::string_view, const void*, int) {}),
      ".*PublishOnly::SubscribeAllChannels is not implemented");
  DRAKE_EXPECT_THROWS_MESSAGE(
      lcm.HandleSubscriptions(0),
      ".*PublishOnly::HandleSubscriptions is not implemented");
}

}  // namespace drake_lcm_test
}  // namespace lcm
}  // namespace drake
