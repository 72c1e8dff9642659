// JointSliders: a slider per plant position with the joint's name and the
// intersection of the given and the joint's limits; the output follows the
// sliders (moved by a browser message here); Run() publishes until Stop.
// Slider values are quantized to min + k · step (Meshcat::AddSlider), so the
// expected values below are computed that way, exact to 1 ulp of the sum.

#include "drake/multibody/meshcat/joint_sliders.h"

#include <thread>

#include <gtest/gtest.h>

#define MSGPACK_NO_BOOST
#include <msgpack.hpp>

#include "test_utilities/expect_throws_message.h"

#include "drake/multibody/tree/prismatic_joint.h"
#include "drake/multibody/tree/revolute_joint.h"
#include "drake/multibody/tree/spatial_inertia.h"
#include "drake/systems/framework/diagram_builder.h"

namespace drake {
namespace multibody {
namespace meshcat {
namespace joint_sliders_test {

using Eigen::Vector2d;
using Eigen::Vector3d;
using Eigen::VectorXd;
using geometry::Meshcat;

// A slider as a browser moves it (the protocol's client message).
std::string SliderMove(const std::string& name, double value) {
  msgpack::sbuffer buffer;
  msgpack::packer<msgpack::sbuffer> o(buffer);
  o.pack_map(3);
  o.pack("type");
  o.pack("slider");
  o.pack("name");
  o.pack(name);
  o.pack("value");
  o.pack(value);
  return std::string(buffer.data(), buffer.size());
}

// A revolute "shoulder" in [-1, 2] rad and a prismatic "slide" without
// limits, in series.
void AddArm(MultibodyPlant<double>* plant) {
  const auto M = SpatialInertia<double>::SolidSphereWithMass(1, 0.1);
  const auto& upper = plant->AddRigidBody("upper", M);
  const auto& lower = plant->AddRigidBody("lower", M);
  plant->AddJoint<RevoluteJoint>("shoulder", plant->world_body(), std::nullopt,
                                 upper, std::nullopt, Vector3d::UnitZ(), -1.0,
                                 2.0);
  plant->AddJoint<PrismaticJoint>("slide", upper, std::nullopt, lower,
                                  std::nullopt, Vector3d::UnitX());
  plant->Finalize();
}

GTEST_TEST(JointSlidersTest, SlidersFollowTheJoints) {
  auto meshcat = std::make_shared<Meshcat>(0);
  MultibodyPlant<double> plant(0.001);
  AddArm(&plant);
  JointSliders<double> sliders(meshcat, &plant, Vector2d(0.5, 0.25),
                               /* lower_limit = */ -5.0,
                               /* upper_limit = */ VectorXd{{1.5, 5.0}},
                               /* step = */ 0.25);
  EXPECT_EQ(meshcat->GetSliderNames(),
            (std::vector<std::string>{"shoulder", "slide"}));
  // shoulder: [max(-5, -1), min(1.5, 2)] = [-1, 1.5]; slide: [-5, 5]
  auto context = sliders.CreateDefaultContext();
  EXPECT_EQ(sliders.get_output_port().Eval(*context), Vector2d(0.5, 0.25));

  // a browser moves the sliders: values clamped to the range and rounded to
  // min + k · step
  meshcat->InjectWebsocketMessage(SliderMove("shoulder", 1.9));
  meshcat->InjectWebsocketMessage(SliderMove("slide", -1.3));
  EXPECT_EQ(sliders.get_output_port().Eval(*context),
            Vector2d(1.5, -5.0 + 15 * 0.25));

  sliders.SetPositions(Vector2d(-0.5, 2.0));
  EXPECT_EQ(meshcat->GetSliderValue("shoulder"), -0.5);
  EXPECT_EQ(sliders.get_output_port().Eval(*context), Vector2d(-0.5, 2.0));

  // after Delete() the output is the initial (last set) positions
  sliders.Delete();
  EXPECT_TRUE(meshcat->GetSliderNames().empty());
  meshcat->AddSlider("shoulder", -10, 10, 1, 7);
  EXPECT_EQ(sliders.get_output_port().Eval(*context), Vector2d(-0.5, 2.0));
}

GTEST_TEST(JointSlidersTest, DefaultsAndErrors) {
  auto meshcat = std::make_shared<Meshcat>(0);
  MultibodyPlant<double> plant(0.001);
  AddArm(&plant);
  {
    // the plant's default positions (0), default limits ±10, step 0.01
    JointSliders<double> sliders(meshcat, &plant);
    auto context = sliders.CreateDefaultContext();
    EXPECT_EQ(sliders.get_output_port().Eval(*context), Vector2d(0, 0));
    meshcat->InjectWebsocketMessage(SliderMove("slide", 20));
    EXPECT_EQ(sliders.get_output_port().Eval(*context)[1], 10.0);
    meshcat->InjectWebsocketMessage(SliderMove("shoulder", -3));
    EXPECT_EQ(sliders.get_output_port().Eval(*context)[0], -1.0);
  }
  // the destructor removed the sliders
  EXPECT_TRUE(meshcat->GetSliderNames().empty());

  DRAKE_EXPECT_THROWS_MESSAGE(
      JointSliders<double>(meshcat, &plant, VectorXd::Zero(3)),
      ".*initial_value has 3 values; the plant has 2 positions.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      JointSliders<double>(meshcat, &plant, {}, VectorXd::Zero(1)),
      ".*lower_limit has 1 values; the plant has 2 positions.*");
  DRAKE_EXPECT_THROWS_MESSAGE(
      JointSliders<double>(meshcat, &plant, {}, {}, {}, {}, {"KeyA"}),
      ".*decrement_keycodes has 1 keycodes; expected none or 2.*");
  DRAKE_EXPECT_THROWS_MESSAGE(JointSliders<double>(nullptr, &plant),
                              ".*Meshcat and the plant are needed.*");
}

GTEST_TEST(JointSlidersTest, RunPublishesUntilStopOrTimeout) {
  auto meshcat = std::make_shared<Meshcat>(0);
  systems::DiagramBuilder<double> builder;
  auto* plant = builder.AddSystem<MultibodyPlant<double>>(0.001);
  AddArm(plant);
  auto* sliders = builder.AddSystem<JointSliders<double>>(meshcat, plant);
  auto diagram = builder.Build();

  // a timeout with no click returns the sliders' positions
  EXPECT_EQ(sliders->Run(*diagram, 0.1), Vector2d(0, 0));
  EXPECT_TRUE(meshcat->GetButtonNames().empty());

  // a browser moves a slider, then clicks Stop
  std::thread browser([&]() {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    meshcat->InjectWebsocketMessage(SliderMove("shoulder", 0.75));
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    msgpack::sbuffer buffer;
    msgpack::packer<msgpack::sbuffer> o(buffer);
    o.pack_map(2);
    o.pack("type");
    o.pack("button");
    o.pack("name");
    o.pack("Stop JointSliders");
    meshcat->InjectWebsocketMessage(std::string(buffer.data(), buffer.size()));
  });
  const VectorXd q = sliders->Run(*diagram, 10.0);
  browser.join();
  // 0.75 on a slider over [-1, 2] with step 0.01: -1 + 175 · 0.01
  EXPECT_EQ(q, Vector2d(-1.0 + 175 * 0.01, 0));
}

}  // namespace joint_sliders_test
}  // namespace meshcat
}  // namespace multibody
}  // namespace drake
