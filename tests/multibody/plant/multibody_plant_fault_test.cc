// Faults in a simulated MultibodyPlant: a NaN reaching an input port from a
// user's controller, a NaN applied generalized force, and a step whose
// state becomes non-finite each throw a message naming the port, the
// actuator or DOF and the time; the Simulator leaves the Context as it was
// before the failed step, and once the cause is removed the simulation
// continues.

#include <cmath>
#include <limits>
#include <memory>
#include <string>

#include <gtest/gtest.h>

#include "drake/multibody/parsing/parser.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/multibody/tree/revolute_joint.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace multibody {
namespace multibody_plant_fault_test {

using Eigen::VectorXd;
using systems::Context;
using systems::Simulator;

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// A user's controller: u = −q̇ (damping) until t ≥ fail_time, NaN from
// then on.
class Controller final : public systems::LeafSystem<double> {
 public:
  Controller() {
    DeclareVectorInputPort("state", 2);
    DeclareVectorOutputPort("u", 1, &Controller::CalcU);
  }
  double fail_time{std::numeric_limits<double>::infinity()};

 private:
  void CalcU(const Context<double>& context,
             systems::BasicVector<double>* u) const {
    const double v = get_input_port(0).Eval(context)[1];
    (*u)[0] = context.get_time() >= fail_time ? kNaN : -v;
  }
};

// A pendulum (1 kg at 0.5 m, joint "shoulder" about y, actuator
// "shoulder_motor", model "arm") released from 1 rad under gravity, with
// the controller on its actuation input.
struct Rig {
  std::unique_ptr<systems::Diagram<double>> diagram;
  MultibodyPlant<double>* plant{};
  Controller* controller{};
};

Rig MakeRig(double time_step) {
  systems::DiagramBuilder<double> builder;
  Rig rig;
  rig.plant = builder.AddSystem<MultibodyPlant<double>>(time_step);
  rig.plant->set_name("plant");
  MultibodyPlant<double>& plant = *rig.plant;
  const ModelInstanceIndex arm = plant.AddModelInstance("arm");
  const RigidBody<double>& link =
      plant.AddRigidBody("link", arm,
                         SpatialInertia<double>::MakeFromCentralInertia(
                             1.0, Eigen::Vector3d(0, 0, -0.5),
                             RotationalInertia<double>(0.01, 0.01, 0.01)));
  const auto& joint = plant.AddJoint<RevoluteJoint>(
      "shoulder", plant.world_body(), std::nullopt, link, std::nullopt,
      Eigen::Vector3d::UnitY());
  plant.AddJointActuator("shoulder_motor", joint);
  plant.Finalize();
  rig.controller = builder.AddSystem<Controller>();
  builder.Connect(plant.get_state_output_port(),
                  rig.controller->get_input_port(0));
  builder.Connect(rig.controller->get_output_port(0),
                  plant.get_actuation_input_port());
  rig.diagram = builder.Build();
  return rig;
}

VectorXd PlantState(const Rig& rig, const Context<double>& root) {
  return rig.plant->GetPositionsAndVelocities(
      rig.plant->GetMyContextFromRoot(root));
}

// Discrete (1 ms, SAP) and continuous plants: the controller's output turns
// NaN at t = 0.05 s; the plant names its input port, the entry's actuator
// and the time; the context is at the end of the last good step, bit for
// bit; with the controller repaired the run reaches t = 0.1 s.
GTEST_TEST(MultibodyPlantFaultTest, NanActuationIsNamedAndSurvived) {
  for (double time_step : {1e-3, 0.0}) {
    SCOPED_TRACE(time_step);
    Rig rig = MakeRig(time_step);
    rig.controller->fail_time = 0.05;
    Simulator<double> simulator(*rig.diagram);
    // (Steps of at most 10 ms, so that the continuous plant too takes good
    // steps before the fault.)
    simulator.get_mutable_integrator().set_maximum_step_size(0.01);
    Context<double>& root = simulator.get_mutable_context();
    rig.plant->SetPositions(&rig.plant->GetMyMutableContextFromRoot(&root),
                            Vector1d(1.0));
    double last_time = -1;
    VectorXd last_state;
    simulator.set_monitor([&](const Context<double>& context) {
      last_time = context.get_time();
      last_state = PlantState(rig, context);
      return systems::EventStatus::DidNothing();
    });
    std::string message;
    try {
      simulator.AdvanceTo(0.1);
    } catch (const std::runtime_error& e) {
      message = e.what();
    }
    EXPECT_NE(message.find("MultibodyPlant 'plant': the input port "
                           "'actuation' holds NaN at index 0 (actuator "
                           "'shoulder_motor' of joint 'shoulder' (model "
                           "'arm')) at t = "),
              std::string::npos)
        << message;
    // The failed step started at the end of the last good one, before the
    // controller failed (the discrete plant's step at 0.05 s reads the NaN
    // at its start; the continuous one at a stage past 0.05 s).
    EXPECT_LT(last_time, 0.05 + 1e-12);
    EXPECT_GT(last_time, 0.03);
    if (time_step > 0) {
      EXPECT_NEAR(last_time, 0.05, 1e-12);
      EXPECT_NE(message.find(") at t = 0.05"), std::string::npos) << message;
    }
    EXPECT_EQ(root.get_time(), last_time);
    EXPECT_EQ(PlantState(rig, root), last_state);
    // The pendulum had moved (it falls from 1 rad).
    EXPECT_LT(last_state[0], 1.0 - 1e-3);

    rig.controller->fail_time = std::numeric_limits<double>::infinity();
    simulator.AdvanceTo(0.1);
    EXPECT_EQ(root.get_time(), 0.1);
    EXPECT_TRUE(PlantState(rig, root).allFinite());
  }
}

// A NaN on applied_generalized_force names the DOF; an infinite one makes
// the discrete step's velocity non-finite, which names the DOF too.
GTEST_TEST(MultibodyPlantFaultTest, NanGeneralizedForceNamesTheDof) {
  Rig rig = MakeRig(1e-3);
  Simulator<double> simulator(*rig.diagram);
  Context<double>& root = simulator.get_mutable_context();
  Context<double>& context = rig.plant->GetMyMutableContextFromRoot(&root);
  rig.plant->SetPositions(&context, Vector1d(1.0));
  simulator.AdvanceTo(0.01);
  const VectorXd before = PlantState(rig, root);
  rig.plant->get_applied_generalized_force_input_port().FixValue(
      &context, Vector1d(kNaN));
  std::string message;
  try {
    simulator.AdvanceTo(0.02);
  } catch (const std::runtime_error& e) {
    message = e.what();
  }
  EXPECT_NE(message.find("MultibodyPlant 'plant': the input port "
                         "'applied_generalized_force' holds NaN at index 0 "
                         "(the velocity 'w' of joint 'shoulder' (model "
                         "'arm')) at t = 0.01"),
            std::string::npos)
      << message;
  EXPECT_EQ(root.get_time(), 0.01);
  EXPECT_EQ(PlantState(rig, root), before);

  rig.plant->get_applied_generalized_force_input_port().FixValue(
      &context, Vector1d(std::numeric_limits<double>::infinity()));
  message.clear();
  try {
    simulator.AdvanceTo(0.02);
  } catch (const std::runtime_error& e) {
    message = e.what();
  }
  EXPECT_NE(message.find("MultibodyPlant 'plant': the discrete step at t = "
                         "0.01 produced a non-finite state entry"),
            std::string::npos)
      << message;
  EXPECT_NE(message.find("of joint 'shoulder' (model 'arm')"),
            std::string::npos)
      << message;
  EXPECT_EQ(root.get_time(), 0.01);
  EXPECT_EQ(PlantState(rig, root), before);

  // Removed, the run goes on.
  rig.plant->get_applied_generalized_force_input_port().FixValue(&context,
                                                                 Vector1d(0.0));
  simulator.AdvanceTo(0.02);
  EXPECT_EQ(root.get_time(), 0.02);
}

// Infinite actuation of opposite signs on the plant's actuation port and on
// its model instance's port: each port is free of NaN, their sum is not; the
// message names the actuator (not an index of the summed vector) and the
// time. (A continuous plant's derivatives: the discrete update does not
// reach this check with these inputs.)
GTEST_TEST(MultibodyPlantFaultTest,
           CancellingInfiniteActuationNamesTheActuator) {
  {
    MultibodyPlant<double> plant(0.0);
    plant.set_name("plant");
    const ModelInstanceIndex arm = plant.AddModelInstance("arm");
    const RigidBody<double>& link =
        plant.AddRigidBody("link", arm,
                           SpatialInertia<double>::MakeFromCentralInertia(
                               1.0, Eigen::Vector3d(0, 0, -0.5),
                               RotationalInertia<double>(0.01, 0.01, 0.01)));
    const auto& joint = plant.AddJoint<RevoluteJoint>(
        "shoulder", plant.world_body(), std::nullopt, link, std::nullopt,
        Eigen::Vector3d::UnitY());
    plant.AddJointActuator("shoulder_motor", joint);
    plant.Finalize();
    auto context = plant.CreateDefaultContext();
    context->SetTime(0.25);
    const double inf = std::numeric_limits<double>::infinity();
    plant.get_actuation_input_port().FixValue(context.get(), Vector1d(inf));
    plant.get_actuation_input_port(arm).FixValue(context.get(), Vector1d(-inf));
    std::string message;
    try {
      auto derivatives = plant.AllocateTimeDerivatives();
      plant.CalcTimeDerivatives(*context, derivatives.get());
    } catch (const std::runtime_error& e) {
      message = e.what();
    }
    EXPECT_NE(message.find("MultibodyPlant 'plant': the actuation of actuator "
                           "'shoulder_motor' of joint 'shoulder' (model "
                           "'arm') is NaN at t = 0.25 s: the input port "
                           "'actuation' and its model instance's actuation "
                           "port give it infinite values of opposite signs."),
              std::string::npos)
        << message;
  }
}

// A model that loads but cannot be simulated: a free body without mass (a
// link with no <inertial>, which URDF reads as massless) is refused by
// Finalize, naming the body and its model; a link with an explicit zero
// mass (and zero inertia) is refused at load, naming the file's line. A
// massless free body carrying a massive body, or a massless body welded to
// the world, is fine.
GTEST_TEST(MultibodyPlantFaultTest, MasslessFreeBodyIsRefusedAtFinalize) {
  const auto finalize = [](const std::string& urdf) {
    MultibodyPlant<double> plant(1e-3);
    Parser(&plant).AddModelsFromString(urdf, "urdf");
    plant.Finalize();
  };
  const auto message_of = [&](const std::string& urdf) {
    try {
      finalize(urdf);
    } catch (const std::exception& e) {
      return std::string(e.what());
    }
    return std::string("(nothing thrown)");
  };
  const std::string bare =
      message_of(R"(<robot name="bare"><link name="b"/></robot>)");
  EXPECT_NE(bare.find("MultibodyPlant::Finalize(): the free body 'b' of "
                      "model instance 'bare' has mass 0"),
            std::string::npos)
      << bare;
  const std::string zero = message_of(R"(<robot name="m">
  <link name="floater">
    <inertial><mass value="0"/>
      <inertia ixx="0" iyy="0" izz="0" ixy="0" ixz="0" iyz="0"/></inertial>
  </link></robot>)");
  EXPECT_NE(zero.find(".urdf:3: error: link 'floater' has an invalid inertia "
                      "(mass 0 kg"),
            std::string::npos)
      << zero;
  // (It says why, not that the inertia "contains NaN", as the division of
  // the central inertia by the mass would.)
  EXPECT_NE(zero.find("an <inertial> needs a positive mass; for a massless "
                      "link (e.g. one welded to its parent), leave out "
                      "<inertial>"),
            std::string::npos)
      << zero;
  EXPECT_EQ(zero.find("NaN"), std::string::npos) << zero;
  // Massless base, massive arm: the pair has a mass (1 kg).
  EXPECT_NO_THROW(finalize(R"(<robot name="arm">
  <link name="base"/>
  <link name="arm">
    <inertial><mass value="1"/>
      <inertia ixx="0.1" iyy="0.1" izz="0.1" ixy="0" ixz="0" iyz="0"/>
    </inertial></link>
  <joint name="j" type="revolute"><parent link="base"/><child link="arm"/>
    <axis xyz="0 0 1"/></joint></robot>)"));
  // Massless and welded to the world.
  EXPECT_NO_THROW(finalize(R"(<robot name="fixed"><link name="b"/>
  <joint name="w" type="fixed"><parent link="world"/><child link="b"/>
  </joint></robot>)"));
}

}  // namespace multibody_plant_fault_test
}  // namespace multibody
}  // namespace drake
