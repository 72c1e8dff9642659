// The discrete plant's SAP step against physical closed forms: a resting
// sphere, a box sticking or sliding on an incline, a sphere rolling down
// one, a stack of boxes, a joint limit under gravity and a stiff PD
// actuator (implicit in the solver) against the same gains applied
// explicitly. Inclines are modeled by tilting gravity over a flat ground.

#include <cmath>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/geometry/proximity_properties.h"
#include "drake/geometry/scene_graph.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/multibody/tree/revolute_joint.h"
#include "drake/multibody/tree/weld_joint.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/framework/diagram.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace multibody {
namespace multibody_plant_sap_test {

using Eigen::Vector3d;
using geometry::Box;
using geometry::HalfSpace;
using geometry::SceneGraph;
using geometry::Sphere;
using math::RigidTransformd;
using systems::Context;
using systems::Diagram;
using systems::DiagramBuilder;
using systems::Simulator;

constexpr double kGravity = 9.81;
constexpr double kInf = std::numeric_limits<double>::infinity();

// Gravity of magnitude g tilted by θ about +y: the ground z = 0 is then an
// incline of angle θ that descends along +x.
Vector3d TiltedGravity(double theta) {
  return kGravity * Vector3d(std::sin(theta), 0, -std::cos(theta));
}

struct Scene {
  std::unique_ptr<Diagram<double>> diagram;
  MultibodyPlant<double>* plant{};
  std::vector<const RigidBody<double>*> bodies;
};

// A ground half space with friction μ in a discrete plant.
void AddGround(MultibodyPlant<double>* plant, double mu,
               std::optional<double> stiffness = {}) {
  geometry::ProximityProperties properties;
  geometry::AddContactMaterial({}, stiffness, CoulombFriction<double>(mu, mu),
                               &properties);
  plant->RegisterCollisionGeometry(plant->world_body(), RigidTransformd(),
                                   HalfSpace(), "ground", properties);
}

// A box (lx × ly × lz, mass m) whose contact is four small spheres at its
// bottom corners (a box resting on a flat face needs several contact
// points; the point-pair query gives one per geometry pair) and, when
// `top_collision`, the box itself for the next box to rest on. The corner
// spheres reach `gap` below the box so that stacked boxes touch only
// through them.
const RigidBody<double>& AddCornerBox(MultibodyPlant<double>* plant,
                                      const std::string& name, double m,
                                      const Vector3d& size, double mu,
                                      bool top_collision, double gap = 0.005) {
  const RigidBody<double>& body =
      plant->AddRigidBody(name, SpatialInertia<double>::SolidBoxWithMass(
                                    m, size.x(), size.y(), size.z()));
  const double r = 0.4 * gap;
  // Stiff corners (1e6 N/m each, 5e5 N/m per pair) so that a corner
  // carrying the whole stack compresses far less than its radius.
  geometry::ProximityProperties corner_properties;
  geometry::AddContactMaterial({}, 1e6, CoulombFriction<double>(mu, mu),
                               &corner_properties);
  int k = 0;
  for (double sx : {-1.0, 1.0}) {
    for (double sy : {-1.0, 1.0}) {
      const Vector3d p(sx * size.x() / 2, sy * size.y() / 2,
                       -size.z() / 2 - gap + r);
      plant->RegisterCollisionGeometry(body, RigidTransformd(p), Sphere(r),
                                       name + "_corner" + std::to_string(k++),
                                       corner_properties);
    }
  }
  if (top_collision) {
    geometry::ProximityProperties box_properties;
    geometry::AddContactMaterial({}, 1e6, CoulombFriction<double>(mu, mu),
                                 &box_properties);
    plant->RegisterCollisionGeometry(body, RigidTransformd(),
                                     Box(size.x(), size.y(), size.z()),
                                     name + "_box", box_properties);
  }
  return body;
}

TEST(MultibodyPlantSapTest, SphereRestsWithItsWeight) {
  // The default discrete plant (lagged Hunt–Crossley, SAP): the contact
  // force on a resting sphere equals its weight.
  const double m = 0.5;
  const double r = 0.05;
  DiagramBuilder<double> builder;
  auto [plant, scene_graph] = AddMultibodyPlantSceneGraph(&builder, 1e-3);
  EXPECT_EQ(plant.get_discrete_contact_approximation(),
            DiscreteContactApproximation::kLagged);
  EXPECT_EQ(plant.get_discrete_contact_solver(), DiscreteContactSolver::kSap);
  const auto& ball = plant.AddRigidBody(
      "ball", SpatialInertia<double>::SolidSphereWithMass(m, r));
  plant.RegisterCollisionGeometry(ball, RigidTransformd(), Sphere(r), "ball",
                                  CoulombFriction<double>(0.5, 0.5));
  AddGround(&plant, 0.5);
  plant.Finalize();
  auto diagram = builder.Build();
  Simulator<double> simulator(*diagram);
  auto& context =
      plant.GetMyMutableContextFromRoot(&simulator.get_mutable_context());
  plant.SetFreeBodyPose(&context, ball,
                        RigidTransformd(Vector3d(0, 0, r + 0.01)));
  // Sampled outputs: nothing before the first step.
  EXPECT_EQ(plant.get_contact_results_output_port()
                .Eval<ContactResults<double>>(context)
                .num_point_pair_contacts(),
            0);
  simulator.AdvanceTo(1.0);
  const auto& results =
      plant.get_contact_results_output_port().Eval<ContactResults<double>>(
          context);
  ASSERT_EQ(results.num_point_pair_contacts(), 1);
  const auto& info = results.point_pair_contact_info(0);
  const Vector3d f_on_ball = info.bodyB_index() == ball.index()
                                 ? info.contact_force()
                                 : Vector3d(-info.contact_force());
  // 1%: the bound; the sphere has settled (critically damped
  // contact, time scale sqrt(δ/g) ≈ 10 ms, 1 s of simulation).
  EXPECT_NEAR(f_on_ball.z(), m * kGravity, 0.01 * m * kGravity);
  EXPECT_LT(f_on_ball.head<2>().norm(), 1e-6);
  // The generalized contact force on the ball's z velocity is its weight.
  const Eigen::VectorXd tau =
      plant.get_generalized_contact_forces_output_port(default_model_instance())
          .Eval(context);
  EXPECT_NEAR(tau[5], m * kGravity, 0.01 * m * kGravity);
  // Resting at the penetration allowance (δ = 1 mm) within 10%: the lagged
  // model's static penetration is m·g/k = δ.
  const double z = plant.EvalBodyPoseInWorld(context, ball).translation().z();
  EXPECT_NEAR(z, r - plant.get_penetration_allowance(),
              0.1 * plant.get_penetration_allowance());
}

// Simulates a corner box released at rest on an incline θ with friction μ
// for `duration`; returns its final velocity along the incline (+x).
double SlideBox(double theta, double mu, double duration) {
  DiagramBuilder<double> builder;
  auto [plant, scene_graph] = AddMultibodyPlantSceneGraph(&builder, 1e-3);
  plant.mutable_gravity_field().set_gravity_vector(TiltedGravity(theta));
  const Vector3d size(0.2, 0.2, 0.1);
  const double gap = 0.005;
  const auto& box = AddCornerBox(&plant, "box", 1.0, size, mu, false, gap);
  AddGround(&plant, mu);
  plant.Finalize();
  auto diagram = builder.Build();
  Simulator<double> simulator(*diagram);
  auto& context =
      plant.GetMyMutableContextFromRoot(&simulator.get_mutable_context());
  plant.SetFreeBodyPose(&context, box,
                        RigidTransformd(Vector3d(0, 0, size.z() / 2 + gap)));
  simulator.AdvanceTo(duration);
  return plant.EvalBodySpatialVelocityInWorld(context, box).translational().x();
}

TEST(MultibodyPlantSapTest, BoxOnInclineSticksOrSlides) {
  const double theta = M_PI / 6;  // tan θ = 0.577.
  // μ = 0.8 > tan θ: it sticks. Regularized friction lets a sticking
  // contact creep at about vs·r/sqrt(1 − r²) with r = tan θ/μ = 0.72 and
  // the stiction tolerance vs = 1 mm/s, i.e. ≈ 1.04 mm/s: bound 2 mm/s,
  // against the ≈ 1.2 m/s of the sliding case below.
  EXPECT_LT(std::abs(SlideBox(theta, 0.8, 0.5)), 2e-3);
  // μ = 0.3 < tan θ: it slides with a = g·(sin θ − μ·cos θ), within 2%.
  const double t = 0.5;
  const double a = kGravity * (std::sin(theta) - 0.3 * std::cos(theta));
  EXPECT_NEAR(SlideBox(theta, 0.3, t), a * t, 0.02 * a * t);
}

TEST(MultibodyPlantSapTest, SphereRollsDownIncline) {
  // A solid sphere rolling without slipping: a = (5/7)·g·sin θ (μ = 0.5
  // exceeds the (2/7)·tan θ that rolling needs).
  const double theta = 20 * M_PI / 180;
  const double r = 0.05;
  DiagramBuilder<double> builder;
  auto [plant, scene_graph] = AddMultibodyPlantSceneGraph(&builder, 1e-3);
  plant.mutable_gravity_field().set_gravity_vector(TiltedGravity(theta));
  const auto& ball = plant.AddRigidBody(
      "ball", SpatialInertia<double>::SolidSphereWithMass(0.3, r));
  plant.RegisterCollisionGeometry(ball, RigidTransformd(), Sphere(r), "ball",
                                  CoulombFriction<double>(0.5, 0.5));
  AddGround(&plant, 0.5);
  plant.Finalize();
  auto diagram = builder.Build();
  Simulator<double> simulator(*diagram);
  auto& context =
      plant.GetMyMutableContextFromRoot(&simulator.get_mutable_context());
  plant.SetFreeBodyPose(&context, ball, RigidTransformd(Vector3d(0, 0, r)));
  const double t = 0.5;
  simulator.AdvanceTo(t);
  const auto V = plant.EvalBodySpatialVelocityInWorld(context, ball);
  const double a = 5.0 / 7.0 * kGravity * std::sin(theta);
  EXPECT_NEAR(V.translational().x(), a * t, 0.02 * a * t);
  // Rolling: v = ω·r about +y.
  EXPECT_NEAR(V.rotational().y() * r, V.translational().x(), 0.02 * a * t);
}

TEST(MultibodyPlantSapTest, StackOfFiveBoxesStands) {
  DiagramBuilder<double> builder;
  auto [plant, scene_graph] = AddMultibodyPlantSceneGraph(&builder, 1e-3);
  const Vector3d size(0.1, 0.1, 0.1);
  const double gap = 0.005;
  std::vector<const RigidBody<double>*> boxes;
  for (int i = 0; i < 5; ++i) {
    boxes.push_back(&AddCornerBox(&plant, "box" + std::to_string(i), 0.5, size,
                                  0.6, true, gap));
  }
  AddGround(&plant, 0.6, 1e6);
  plant.Finalize();
  auto diagram = builder.Build();
  Simulator<double> simulator(*diagram);
  auto& context =
      plant.GetMyMutableContextFromRoot(&simulator.get_mutable_context());
  const double pitch = size.z() + gap;
  for (int i = 0; i < 5; ++i) {
    plant.SetFreeBodyPose(
        &context, *boxes[i],
        RigidTransformd(Vector3d(0, 0, pitch * (i + 0.5) + gap / 2)));
  }
  const Vector3d p_top0 =
      plant.EvalBodyPoseInWorld(context, *boxes[4]).translation();
  simulator.AdvanceTo(10.0);
  const math::RigidTransformd X_top =
      plant.EvalBodyPoseInWorld(context, *boxes[4]);
  // Standing: the top box has settled by the stack's compliance (five
  // contacts in series, each about a millimetre) and has not drifted or
  // tilted.
  EXPECT_LT((X_top.translation() - p_top0).head<2>().norm(), 1e-3);
  EXPECT_NEAR(X_top.translation().z(), p_top0.z(), 0.01);
  const double tilt = std::acos(std::min(1.0, X_top.rotation().matrix()(2, 2)));
  EXPECT_LT(tilt, 1e-3);
  EXPECT_LT(plant.EvalBodySpatialVelocityInWorld(context, *boxes[4])
                .translational()
                .norm(),
            1e-3);
  EXPECT_EQ(plant.get_contact_results_output_port()
                .Eval<ContactResults<double>>(context)
                .num_point_pair_contacts(),
            20);
}

// A horizontal-axis pendulum: a thin rod of mass m and length l hinged at
// one end on a revolute joint about y.
struct Pendulum {
  std::unique_ptr<MultibodyPlant<double>> plant;
  const RevoluteJoint<double>* joint{};
};

Pendulum MakePendulum(double time_step, double m, double l) {
  Pendulum result;
  result.plant = std::make_unique<MultibodyPlant<double>>(time_step);
  // The rod lies along −z of its body frame, hinged at the body origin.
  const auto M_BBo_B =
      SpatialInertia<double>::SolidBoxWithMass(m, 0.01, 0.01, l)
          .Shift(Vector3d(0, 0, l / 2));
  const auto& rod = result.plant->AddRigidBody("rod", M_BBo_B);
  result.joint = &result.plant->AddJoint<RevoluteJoint>(
      "pin", result.plant->world_body(), RigidTransformd(), rod,
      RigidTransformd(), Vector3d::UnitY());
  return result;
}

TEST(MultibodyPlantSapTest, JointLimitHoldsUnderGravity) {
  // The rod hangs along −z at q = 0, so gravity drives q towards 0. It
  // starts at q = 1 rad and the lower limit 0.5 rad stops its fall.
  const double m = 1.0;
  const double l = 0.5;
  Pendulum p = MakePendulum(1e-3, m, l);
  auto& joint = const_cast<RevoluteJoint<double>&>(*p.joint);
  joint.set_position_limits(Vector1d(0.5), Vector1d(2.0));
  p.plant->Finalize();
  auto context = p.plant->CreateDefaultContext();
  p.plant->SetPositions(context.get(), Vector1d(1.0));
  Simulator<double> simulator(*p.plant, std::move(context));
  simulator.AdvanceTo(2.0);
  const auto& ctx = simulator.get_context();
  const double q = p.plant->GetPositions(ctx)[0];
  // Held at the limit: the near-rigid regularization lets it in by less
  // than a milliradian at this weight and step.
  EXPECT_GT(q, 0.5 - 1e-3);
  EXPECT_LT(q, 0.5 + 1e-3);
  EXPECT_LT(std::abs(p.plant->GetVelocities(ctx)[0]), 1e-3);
}

// A PD law applied explicitly through the actuation port.
class ExplicitPd final : public systems::LeafSystem<double> {
 public:
  ExplicitPd(double kp, double kd, double q_target)
      : kp_(kp), kd_(kd), q_target_(q_target) {
    this->DeclareVectorInputPort("state", 2);
    this->DeclareVectorOutputPort("u", 1, &ExplicitPd::Calc);
  }

 private:
  void Calc(const Context<double>& context,
            systems::BasicVector<double>* out) const {
    const auto x = this->get_input_port(0).Eval(context);
    (*out)[0] = -kp_ * (x[0] - q_target_) - kd_ * x[1];
  }
  double kp_, kd_, q_target_;
};

TEST(MultibodyPlantSapTest, StiffPdIsStableImplicitlyAndDivergesExplicitly) {
  // A light rod (I = m·l²/3 ≈ 3.3e-3 kg·m²) with kp = 1e4 N·m/rad: the
  // natural frequency sqrt(kp/I) ≈ 1.7e3 rad/s times h = 10 ms is 17, far
  // beyond the explicit (semi-implicit Euler) stability limit of 2.
  const double m = 1.0;
  const double l = 0.1;
  const double h = 0.01;
  const double kp = 1e4;
  const double kd = 10;
  const double q_target = 0.7;
  {
    Pendulum p = MakePendulum(h, m, l);
    const auto& actuator = p.plant->AddJointActuator("motor", *p.joint);
    p.plant->get_mutable_joint_actuator(actuator.index())
        .set_controller_gains(PdControllerGains{kp, kd});
    p.plant->Finalize();
    auto context = p.plant->CreateDefaultContext();
    p.plant->get_desired_state_input_port(default_model_instance())
        .FixValue(context.get(), Eigen::Vector2d(q_target, 0.0));
    p.plant->get_actuation_input_port().FixValue(context.get(), Vector1d(0.0));
    Simulator<double> simulator(*p.plant, std::move(context));
    simulator.AdvanceTo(1.0);
    const double q = p.plant->GetPositions(simulator.get_context())[0];
    // Reaches the target up to the gravity offset m·g·(l/2)·sin q/kp ≈
    // 3e-5 rad (bound 1e-3).
    EXPECT_NEAR(q, q_target, 1e-3);
    // net_actuation reports the PD effort (holding the rod against gravity).
    const double u = p.plant->get_net_actuation_output_port().Eval(
        simulator.get_context())[0];
    EXPECT_NEAR(std::abs(u), m * kGravity * l / 2 * std::sin(q_target),
                0.05 * m * kGravity * l / 2);
  }
  {
    DiagramBuilder<double> builder;
    Pendulum p = MakePendulum(h, m, l);
    p.plant->AddJointActuator("motor", *p.joint);
    p.plant->Finalize();
    auto* plant = builder.AddSystem(std::move(p.plant));
    auto* pd = builder.AddSystem<ExplicitPd>(kp, kd, q_target);
    builder.Connect(plant->get_state_output_port(), pd->get_input_port(0));
    builder.Connect(pd->get_output_port(0), plant->get_actuation_input_port());
    auto diagram = builder.Build();
    Simulator<double> simulator(*diagram);
    bool diverged = false;
    try {
      simulator.AdvanceTo(1.0);
      const double q = plant->GetPositions(
          plant->GetMyContextFromRoot(simulator.get_context()))[0];
      diverged = !(std::abs(q - q_target) < 1.0);
    } catch (const std::exception& e) {
      // The plant reports a non-finite state.
      diverged = std::string(e.what()).find("non-finite") != std::string::npos;
    }
    EXPECT_TRUE(diverged);
  }
}

TEST(MultibodyPlantSapTest, PdEffortLimitAndDisarmed) {
  const double m = 1.0;
  const double l = 0.1;
  Pendulum p = MakePendulum(1e-3, m, l);
  const auto& actuator = p.plant->AddJointActuator("motor", *p.joint, 0.2);
  p.plant->get_mutable_joint_actuator(actuator.index())
      .set_controller_gains(PdControllerGains{100.0, 1.0});
  p.plant->Finalize();
  auto context = p.plant->CreateDefaultContext();
  p.plant->get_actuation_input_port().FixValue(context.get(), Vector1d(0.05));
  // Disarmed (desired state not connected): the input is plain actuation.
  // (Sampled outputs: zero before the first step.)
  EXPECT_EQ(p.plant->get_net_actuation_output_port().Eval(*context)[0], 0.0);
  {
    Simulator<double> simulator(*p.plant, context->Clone());
    simulator.AdvanceTo(1e-4);  // Takes the step at t = 0.
    EXPECT_NEAR(p.plant->get_net_actuation_output_port().Eval(
                    simulator.get_context())[0],
                0.05, 1e-12);
  }
  // Armed with a large error: PD + feed-forward saturate at the limit.
  p.plant->get_desired_state_input_port(default_model_instance())
      .FixValue(context.get(), Eigen::Vector2d(1.0, 0.0));
  Simulator<double> simulator(*p.plant, std::move(context));
  simulator.AdvanceTo(1e-4);
  EXPECT_NEAR(
      p.plant->get_net_actuation_output_port().Eval(simulator.get_context())[0],
      0.2, 1e-9);
}

// A double pendulum (two rods of length l about y); the elbow is either a
// revolute joint or, for comparison, a weld at the angle `elbow`.
std::unique_ptr<MultibodyPlant<double>> MakeDoublePendulum(double h,
                                                           bool welded,
                                                           double elbow) {
  auto plant = std::make_unique<MultibodyPlant<double>>(h);
  const double l = 0.4;
  const auto M = SpatialInertia<double>::SolidBoxWithMass(1.0, 0.01, 0.01, l)
                     .Shift(Vector3d(0, 0, l / 2));
  const auto& upper = plant->AddRigidBody("upper", M);
  const auto& lower = plant->AddRigidBody("lower", M);
  plant->AddJoint<RevoluteJoint>("shoulder", plant->world_body(),
                                 RigidTransformd(), upper, RigidTransformd(),
                                 Vector3d::UnitY());
  if (welded) {
    plant->AddJoint<WeldJoint>(
        "elbow", upper, RigidTransformd(Vector3d(0, 0, -l)), lower,
        RigidTransformd(),
        RigidTransformd(math::RotationMatrixd::MakeYRotation(elbow)));
  } else {
    const auto& joint = plant->AddJoint<RevoluteJoint>(
        "elbow", upper, RigidTransformd(Vector3d(0, 0, -l)), lower,
        RigidTransformd(), Vector3d::UnitY());
    const auto& motor = plant->AddJointActuator("elbow_motor", joint);
    plant->get_mutable_joint_actuator(motor.index())
        .set_controller_gains(PdControllerGains{50.0, 1.0});
  }
  plant->Finalize();
  return plant;
}

TEST(MultibodyPlantSapTest, LockedJointMovesAsAWeld) {
  // Locked at 0.5 rad, the elbow stays put and the pendulum swings exactly
  // as the one with the elbow welded at 0.5 rad (same reduced dynamics;
  // 1e-9: SAP's convergence tolerance on an unconstrained problem).
  const double h = 1e-3;
  auto locked = MakeDoublePendulum(h, false, 0.0);
  auto welded = MakeDoublePendulum(h, true, 0.5);
  auto locked_context = locked->CreateDefaultContext();
  locked->SetPositions(locked_context.get(), Eigen::Vector2d(0.8, 0.5));
  // The PD pulls towards 0 but is ignored while the joint is locked.
  locked->get_desired_state_input_port(default_model_instance())
      .FixValue(locked_context.get(), Eigen::Vector2d(0.0, 0.0));
  locked->GetJointByName("elbow").Lock(locked_context.get());
  auto welded_context = welded->CreateDefaultContext();
  welded->SetPositions(welded_context.get(), Vector1d(0.8));
  Simulator<double> locked_sim(*locked, std::move(locked_context));
  Simulator<double> welded_sim(*welded, std::move(welded_context));
  locked_sim.AdvanceTo(1.0);
  welded_sim.AdvanceTo(1.0);
  const auto q_locked = locked->GetPositions(locked_sim.get_context());
  const auto v_locked = locked->GetVelocities(locked_sim.get_context());
  EXPECT_EQ(q_locked[1], 0.5);
  EXPECT_EQ(v_locked[1], 0.0);
  const double q_welded = welded->GetPositions(welded_sim.get_context())[0];
  EXPECT_GT(std::abs(q_locked[0] - 0.8), 0.1);  // It swung.
  EXPECT_NEAR(q_locked[0], q_welded, 1e-9);
  // No PD effort on the locked joint.
  EXPECT_EQ(
      locked->get_net_actuation_output_port().Eval(locked_sim.get_context())[0],
      0.0);
  // Unlocked, the PD drives the elbow towards 0.
  locked->GetJointByName("elbow").Unlock(&locked_sim.get_mutable_context());
  locked_sim.AdvanceTo(3.0);
  EXPECT_LT(std::abs(locked->GetPositions(locked_sim.get_context())[1]), 0.2);
}

// A double pendulum with joint damping (d = 0.3 and 0.2 N·m·s) whose
// joints, if `limited`, have limits [−3, 3] rad: a limited plant's step
// runs SAP, an unlimited one's the articulated body algorithm.
std::unique_ptr<MultibodyPlant<double>> MakeDampedDoublePendulum(double h,
                                                                 bool limited) {
  auto plant = std::make_unique<MultibodyPlant<double>>(h);
  const double l = 0.4;
  const auto M = SpatialInertia<double>::SolidBoxWithMass(1.0, 0.01, 0.01, l)
                     .Shift(Vector3d(0, 0, l / 2));
  const auto& upper = plant->AddRigidBody("upper", M);
  const auto& lower = plant->AddRigidBody("lower", M);
  // (±∞: no limit.)
  const double limit = limited ? 3.0 : kInf;
  plant->AddJoint<RevoluteJoint>("shoulder", plant->world_body(),
                                 RigidTransformd(), upper, RigidTransformd(),
                                 Vector3d::UnitY(), -limit, limit, 0.3);
  plant->AddJoint<RevoluteJoint>(
      "elbow", upper, RigidTransformd(Vector3d(0, 0, -l)), lower,
      RigidTransformd(), Vector3d::UnitY(), -limit, limit, 0.2);
  plant->Finalize();
  return plant;
}

TEST(MultibodyPlantSapTest, FreeMotionMatchesArticulatedBodyStep) {
  // Far from its limits, the SAP step is the free motion
  // v* = v0 + h⋅(M + h⋅D)⁻¹⋅(τ_app − C⋅v0), which the SAP driver computes
  // from its factored A = M + h⋅D and inverse dynamics at v̇ = 0; the
  // unlimited plant steps by the articulated body algorithm with the
  // damping implicit. Both must agree to round-off (1e-12 relative), with
  // damping (A ≠ M) and velocities (C⋅v ≠ 0) in play, step after step.
  const double h = 1e-3;
  auto limited = MakeDampedDoublePendulum(h, true);
  auto free = MakeDampedDoublePendulum(h, false);
  auto limited_context = limited->CreateDefaultContext();
  auto free_context = free->CreateDefaultContext();
  const Eigen::Vector4d x0(0.8, 0.5, 1.2, -0.7);
  limited->SetPositionsAndVelocities(limited_context.get(), x0);
  free->SetPositionsAndVelocities(free_context.get(), x0);
  Simulator<double> limited_sim(*limited, std::move(limited_context));
  Simulator<double> free_sim(*free, std::move(free_context));
  for (int k = 1; k <= 20; ++k) {
    limited_sim.AdvanceTo(k * h);
    free_sim.AdvanceTo(k * h);
    const Eigen::VectorXd x_limited =
        limited->GetPositionsAndVelocities(limited_sim.get_context());
    const Eigen::VectorXd x_free =
        free->GetPositionsAndVelocities(free_sim.get_context());
    ASSERT_LE((x_limited - x_free).norm(), 1e-12 * x_free.norm()) << k;
  }
  // It moved (the comparison is not of two resting states).
  EXPECT_GT(
      (free->GetPositionsAndVelocities(free_sim.get_context()) - x0).norm(),
      1e-3);
}

TEST(MultibodyPlantSapTest, Errors) {
  // kSap needs relaxation times; kTamsi is not supported.
  for (auto approximation : {DiscreteContactApproximation::kSap,
                             DiscreteContactApproximation::kTamsi}) {
    DiagramBuilder<double> builder;
    auto [plant, scene_graph] = AddMultibodyPlantSceneGraph(&builder, 1e-3);
    plant.set_discrete_contact_approximation(approximation);
    const auto& ball = plant.AddRigidBody(
        "ball", SpatialInertia<double>::SolidSphereWithMass(1.0, 0.1));
    plant.RegisterCollisionGeometry(ball, RigidTransformd(), Sphere(0.1),
                                    "ball", CoulombFriction<double>(0.5, 0.5));
    AddGround(&plant, 0.5);
    plant.Finalize();
    auto diagram = builder.Build();
    Simulator<double> simulator(*diagram);
    auto& context =
        plant.GetMyMutableContextFromRoot(&simulator.get_mutable_context());
    plant.SetFreeBodyPose(&context, ball,
                          RigidTransformd(Vector3d(0, 0, 0.099)));
    if (approximation == DiscreteContactApproximation::kSap) {
      DRAKE_EXPECT_THROWS_MESSAGE(simulator.AdvanceTo(0.01),
                                  ".*kSap.*relaxation_time.*body '.*ball'.*");
    } else {
      DRAKE_EXPECT_THROWS_MESSAGE(simulator.AdvanceTo(0.01),
                                  ".*kTamsi is not supported.*");
    }
  }
  // PD gains on a continuous plant.
  {
    Pendulum p = MakePendulum(0.0, 1.0, 0.1);
    const auto& actuator = p.plant->AddJointActuator("motor", *p.joint);
    p.plant->get_mutable_joint_actuator(actuator.index())
        .set_controller_gains(PdControllerGains{10.0, 1.0});
    p.plant->Finalize();
    auto context = p.plant->CreateDefaultContext();
    p.plant->get_actuation_input_port().FixValue(context.get(), Vector1d(0));
    DRAKE_EXPECT_THROWS_MESSAGE(p.plant->EvalTimeDerivatives(*context),
                                ".*'motor' has PD controller gains.*discrete "
                                "plant.*");
  }
}

}  // namespace multibody_plant_sap_test
}  // namespace multibody
}  // namespace drake
