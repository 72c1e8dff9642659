// A block lifted by the WSG-50 gripper's box fingers under hydroelastic
// contact (a discrete SAP plant): the fingers, made compliant, press flat
// contact patches onto a rigid block whose centre of mass is off the grip
// axis, so that a two-point grasp would let it swing about that axis; with
// the patches' friction it rises with the gripper without rotating, and the
// grip forces balance the squeeze and the weight.

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "drake/common/find_resource.h"
#include "drake/geometry/collision_filter_declaration.h"
#include "drake/geometry/geometry_set.h"
#include "drake/geometry/proximity_properties.h"
#include "drake/geometry/scene_graph.h"
#include "drake/multibody/parsing/parser.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/multibody/tree/prismatic_joint.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/framework/diagram.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/framework/leaf_system.h"

namespace drake {
namespace multibody {
namespace multibody_plant_hydroelastic_grasp_test {

using Eigen::Vector3d;
using geometry::Box;
using geometry::GeometryId;
using geometry::ProximityProperties;
using math::RigidTransformd;
using math::RotationMatrixd;
using systems::BasicVector;
using systems::Context;
using systems::DiagramBuilder;
using systems::Simulator;

constexpr double kGravity = 9.81;
constexpr double kTimeStep = 1e-3;

// The block: 4 cm across the grip (world x), 6 cm along the fingers' width
// (world y), 4 cm tall; 0.1 kg; rigid hydroelastic, μ = 1. Its centre is
// kOffset off the fingers' mid-plane y = 0, so its weight has a moment
// m·g·kOffset ≈ 9.8 mN·m about the grip axis.
constexpr double kBlockX = 0.04;
constexpr double kBlockY = 0.06;
constexpr double kBlockZ = 0.04;
constexpr double kBlockMass = 0.1;
constexpr double kOffset = 0.01;

// The fingers' boxes (0.012 × 0.082 × 0.02 m in the SDF) made compliant:
// E = 1e6 Pa, Hunt–Crossley dissipation 5 s/m. (The resolution hint is
// required by AddCompliantHydroelasticProperties(); a Box ignores it, as in
// Drake: each face is four triangles around its centre.)
constexpr double kFingerModulus = 1e6;
constexpr double kDissipation = 5.0;
constexpr double kFingerHint = 5e-3;
constexpr double kFingerThickness = 0.012;  // along the grip axis
constexpr double kFingerWidth = 0.02;       // along world y

// The driver: each finger pressed toward the block with kSqueeze (N); the
// gripper raised by kLift along a half-cosine over [kLiftStart,
// kLiftStart + kLiftDuration], then held.
constexpr double kSqueeze = 10.0;
constexpr double kFingerDamping = 1.0;  // N·s/m, on the finger's own speed
constexpr double kLift = 0.1;
constexpr double kLiftStart = 0.3;
constexpr double kLiftDuration = 1.0;
constexpr double kHoldEnd = kLiftStart + kLiftDuration + 0.3;

// The lift target (m) and its rate (m/s) at time t.
std::pair<double, double> LiftTarget(double t) {
  const double s = std::clamp((t - kLiftStart) / kLiftDuration, 0.0, 1.0);
  const double q = 0.5 * kLift * (1.0 - std::cos(M_PI * s));
  const double v = (s > 0.0 && s < 1.0)
                       ? 0.5 * kLift * M_PI / kLiftDuration * std::sin(M_PI * s)
                       : 0.0;
  return {q, v};
}

// Actuation from the plant's state: on each finger joint a constant force
// kSqueeze toward the block (the joints open with increasing q on the right
// finger and decreasing q on the left) less a light damping of the finger's
// own speed, which is zero at rest; on the lift joint a PD on LiftTarget()
// plus the carried weight as feed-forward.
class GripperDriver final : public systems::LeafSystem<double> {
 public:
  GripperDriver(const MultibodyPlant<double>& plant, double carried_mass)
      : plant_(plant), carried_mass_(carried_mass) {
    state_port_ =
        this->DeclareVectorInputPort(
                "state", plant.num_positions() + plant.num_velocities())
            .get_index();
    this->DeclareVectorOutputPort("actuation", plant.num_actuated_dofs(),
                                  &GripperDriver::CalcActuation);
  }

  const systems::InputPort<double>& state_input() const {
    return this->get_input_port(state_port_);
  }

 private:
  void CalcActuation(const Context<double>& context,
                     BasicVector<double>* output) const {
    const auto x = this->get_input_port(state_port_).Eval(context);
    const int nq = plant_.num_positions();
    auto q = [&](const char* joint) {
      return x[plant_.GetJointByName(joint).position_start()];
    };
    auto v = [&](const char* joint) {
      return x[nq + plant_.GetJointByName(joint).velocity_start()];
    };
    Eigen::VectorXd u = Eigen::VectorXd::Zero(plant_.num_actuated_dofs());
    const double u_left =
        kSqueeze - kFingerDamping * v("left_finger_sliding_joint");
    const double u_right =
        -kSqueeze - kFingerDamping * v("right_finger_sliding_joint");
    const auto [q_d, v_d] = LiftTarget(context.get_time());
    // ω = √(kp/m) ≈ 41 rad/s for the 1.19 kg carried, critically damped.
    const double kp = 2000.0;
    const double kd = 2.0 * std::sqrt(kp * carried_mass_);
    const double u_lift = kp * (q_d - q("lift")) + kd * (v_d - v("lift")) +
                          carried_mass_ * kGravity;
    plant_.GetJointActuatorByName("left_finger_sliding_joint")
        .set_actuation_vector(Vector1d(u_left), &u);
    plant_.GetJointActuatorByName("right_finger_sliding_joint")
        .set_actuation_vector(Vector1d(u_right), &u);
    plant_.GetJointActuatorByName("lift").set_actuation_vector(Vector1d(u_lift),
                                                               &u);
    output->SetFromVector(u);
  }

  const MultibodyPlant<double>& plant_;
  const double carried_mass_;
  systems::InputPortIndex state_port_;
};

// The net hydroelastic contact force (N, in W) on `body`, and the number of
// faces of each surface that touches it.
struct ContactOnBody {
  Vector3d f_W = Vector3d::Zero();
  std::vector<int> faces;
  std::vector<double> areas;
};

ContactOnBody HydroelasticContactOn(const MultibodyPlant<double>& plant,
                                    const ContactResults<double>& results,
                                    const RigidBody<double>& body) {
  const auto& ids = plant.GetCollisionGeometriesForBody(body);
  auto on_body = [&](GeometryId id) {
    return std::find(ids.begin(), ids.end(), id) != ids.end();
  };
  ContactOnBody out;
  for (int i = 0; i < results.num_hydroelastic_contacts(); ++i) {
    const auto& info = results.hydroelastic_contact_info(i);
    const auto& surface = info.contact_surface();
    const bool on_M = on_body(surface.id_M());
    const bool on_N = on_body(surface.id_N());
    if (on_M) out.f_W += info.F_Ac_W().translational();
    if (on_N) out.f_W -= info.F_Ac_W().translational();
    if (on_M || on_N) {
      out.faces.push_back(surface.num_faces());
      out.areas.push_back(surface.total_area());
    }
  }
  return out;
}

// The rotation angle (rad) of R relative to R0.
double AngleBetween(const RotationMatrixd& R0, const RotationMatrixd& R) {
  const double c = 0.5 * ((R0.inverse() * R).matrix().trace() - 1.0);
  return std::acos(std::clamp(c, -1.0, 1.0));
}

TEST(HydroelasticGraspTest, WsgLiftsBlockWithoutRocking) {
  DiagramBuilder<double> builder;
  auto [plant, scene_graph] = AddMultibodyPlantSceneGraph(&builder, kTimeStep);
  ASSERT_EQ(plant.get_contact_model(), ContactModel::kHydroelasticWithFallback);
  // The block (in the default model instance, so added before the
  // gripper's instance).
  const auto& block =
      plant.AddRigidBody("block", SpatialInertia<double>::SolidBoxWithMass(
                                      kBlockMass, kBlockX, kBlockY, kBlockZ));
  Parser parser(&plant);
  parser.AddModels(
      FindResourceOrThrow("drake/manipulation/models/wsg_50_description/sdf/"
                          "schunk_wsg_50_with_tip.sdf"));
  const RigidBody<double>& gripper = plant.GetBodyByName("body");
  const RigidBody<double>& left = plant.GetBodyByName("left_finger");
  const RigidBody<double>& right = plant.GetBodyByName("right_finger");

  // The gripper hangs fingers-down (its +y along world −z, +x along world
  // x) from a prismatic joint along world z, 0.5 m up at q = 0.
  const RigidTransformd X_WF(RotationMatrixd::MakeXRotation(-M_PI / 2),
                             Vector3d(0, 0, 0.5));
  const Vector3d axis_F = X_WF.rotation().inverse() * Vector3d::UnitZ();
  const auto& lift = plant.AddJoint<PrismaticJoint>(
      "lift", plant.world_body(), X_WF, gripper, std::nullopt, axis_F);
  plant.AddJointActuator("lift", lift);

  ProximityProperties block_props;
  geometry::AddContactMaterial(kDissipation, {}, CoulombFriction<double>(1, 1),
                               &block_props);
  geometry::AddRigidHydroelasticProperties(0.01, &block_props);
  const GeometryId block_id = plant.RegisterCollisionGeometry(
      block, RigidTransformd(), Box(kBlockX, kBlockY, kBlockZ), "block",
      block_props);

  // The fingers' collision boxes become compliant, keeping the SDF's
  // friction (μ = 1). The model's point-contact tips (1 mm spheres standing
  // 1–3 mm proud of the boxes' inner faces) would hold the block off the
  // boxes; they are filtered against it.
  const auto& inspector = scene_graph.model_inspector();
  std::vector<GeometryId> tips;
  std::vector<GeometryId> finger_boxes;
  for (const RigidBody<double>* finger : {&left, &right}) {
    for (GeometryId id : plant.GetCollisionGeometriesForBody(*finger)) {
      if (dynamic_cast<const Box*>(&inspector.GetShape(id)) == nullptr) {
        tips.push_back(id);
        continue;
      }
      ProximityProperties props(*inspector.GetProximityProperties(id));
      geometry::AddContactMaterial(kDissipation, {}, {}, &props);
      geometry::AddCompliantHydroelasticProperties(kFingerHint, kFingerModulus,
                                                   &props);
      scene_graph.AssignRole(*plant.get_source_id(), id, props,
                             geometry::RoleAssign::kReplace);
      finger_boxes.push_back(id);
    }
  }
  ASSERT_EQ(finger_boxes.size(), 2);
  ASSERT_EQ(tips.size(), 8);
  scene_graph.collision_filter_manager().Apply(
      geometry::CollisionFilterDeclaration().ExcludeBetween(
          geometry::GeometrySet(tips), geometry::GeometrySet(block_id)));
  plant.Finalize();

  const double carried_mass = gripper.default_mass() + left.default_mass() +
                              right.default_mass() + kBlockMass;
  auto* driver = builder.AddSystem<GripperDriver>(plant, carried_mass);
  builder.Connect(plant.get_state_output_port(), driver->state_input());
  builder.Connect(driver->get_output_port(0), plant.get_actuation_input_port());
  auto diagram = builder.Build();
  Simulator<double> simulator(*diagram);
  Context<double>& context =
      plant.GetMyMutableContextFromRoot(&simulator.get_mutable_context());

  // The fingers start just touching the block: at q = 0 their inner faces
  // are 5.5 mm from the mid-plane (0.0115 − 0.012/2), so q = ±0.0145 puts
  // them at ±kBlockX/2. The block's centre sits 9 cm below the gripper
  // body's origin, within the fingers' 8.2 cm long boxes (they span 3.6 to
  // 11.8 cm below it), and kOffset along y.
  const double q_finger = kBlockX / 2 - (0.0115 - kFingerThickness / 2);
  plant.GetJointByName<PrismaticJoint>("left_finger_sliding_joint")
      .set_translation(&context, -q_finger);
  plant.GetJointByName<PrismaticJoint>("right_finger_sliding_joint")
      .set_translation(&context, q_finger);
  const double z_block_start = 0.5 - 0.09;
  plant.SetFreeBodyPose(&context, block,
                        RigidTransformd(Vector3d(0, kOffset, z_block_start)));
  // The set-up as intended: the boxes' inner faces at x = ±kBlockX/2,
  // centred on y = 0 (to 1e-7 m: the SDF turns the left finger by
  // 3.141592 rad, 6.5e-7 rad short of π, which moves its box's centre by
  // about 1e-8 m).
  for (int i = 0; i < 2; ++i) {
    const RigidBody<double>& finger = i == 0 ? left : right;
    const RigidTransformd X_WG = plant.EvalBodyPoseInWorld(context, finger) *
                                 inspector.GetPoseInFrame(finger_boxes[i]);
    const double sign = i == 0 ? -1.0 : 1.0;
    ASSERT_NEAR(X_WG.translation().x(),
                sign * (kBlockX / 2 + kFingerThickness / 2), 1e-7);
    ASSERT_NEAR(X_WG.translation().y(), 0.0, 1e-7);
  }

  // Step in 10 ms samples. After the grasp settles (the squeeze reaches the
  // block within a few ms and the 1.6 kHz finger–block mode is damped by the
  // contact dissipation well before kLiftStart), record the block's pose
  // and watch its rotation and angular velocity through the lift and hold.
  simulator.AdvanceTo(kLiftStart);
  const RigidTransformd X_WB0 = plant.EvalBodyPoseInWorld(context, block);
  const double z_gripper0 =
      plant.EvalBodyPoseInWorld(context, gripper).translation().z();
  double max_angle = 0;
  double max_w = 0;
  double max_w_x = -std::numeric_limits<double>::infinity();
  for (int k = 1; k <= std::lround((kHoldEnd - kLiftStart) / 0.01); ++k) {
    simulator.AdvanceTo(kLiftStart + 0.01 * k);
    const auto X_WB = plant.EvalBodyPoseInWorld(context, block);
    const Vector3d w_WB =
        plant.EvalBodySpatialVelocityInWorld(context, block).rotational();
    max_angle =
        std::max(max_angle, AngleBetween(X_WB0.rotation(), X_WB.rotation()));
    max_w = std::max(max_w, w_WB.norm());
    max_w_x = std::max(max_w_x, w_WB.x());
  }
  const RigidTransformd X_WB = plant.EvalBodyPoseInWorld(context, block);
  const double dz_gripper =
      plant.EvalBodyPoseInWorld(context, gripper).translation().z() -
      z_gripper0;
  const double dz_block = X_WB.translation().z() - X_WB0.translation().z();

  // The gripper rose the full lift: at rest the PD's feed-forward carries
  // the weight, so its error is only what is left of the transients (1 mm
  // bound, 1% of the lift).
  EXPECT_NEAR(dz_gripper, kLift, 1e-3);
  // The block rose with it. SAP regularizes friction: a contact carrying a
  // tangential force creeps at a speed proportional to that force, so the
  // block slides slowly down the fingers under its weight (measured: a
  // steady 0.09 mm/s, 0.12 mm over the 1.3 s). The bound, 0.3 mm (0.3% of
  // the lift), allows that creep with margin; a grasp that fails slides
  // centimetres.
  EXPECT_NEAR(dz_block, dz_gripper, 3e-4);
  EXPECT_NEAR(X_WB.translation().x(), X_WB0.translation().x(), 3e-4);
  EXPECT_NEAR(X_WB.translation().y(), X_WB0.translation().y(), 3e-4);
  // No rocking. The weight's moment about the grip axis, m·g·kOffset =
  // 9.8 mN·m, is held by the patches' friction (μ·N over the 2 × 4 cm
  // patches, of order 0.1 N·m), so the block turns only by the same creep:
  // measured a steady ω_x ≈ −4e-3 rad/s, 5.4e-3 rad in all. Held at two
  // points on the grip axis nothing would resist that moment: about the
  // axis the block's inertia is m·((y² + z²)/12 + kOffset²) = 5.3e-5 kg·m²,
  // so it would swing at 185 rad/s², turning ~0.9 rad in the first 0.1 s.
  // Bounds: the rotation under 0.01 rad and the angular velocity under
  // 0.01 rad/s (about twice the creep's), and the rotation about the grip
  // axis one-way, the way the moment pushes it (ω_x ≤ 0 at every sample):
  // a creep, not an oscillation.
  EXPECT_LT(max_angle, 1e-2);
  EXPECT_LT(max_w, 1e-2);
  EXPECT_LE(max_w_x, 0.0);

  const auto& results =
      plant.get_contact_results_output_port().Eval<ContactResults<double>>(
          context);
  EXPECT_EQ(results.num_point_pair_contacts(), 0);
  ASSERT_EQ(results.num_hydroelastic_contacts(), 2);
  // Flat-face contact: each finger's surface is a polygon mesh of many
  // faces (the block's triangles cut by the finger's tetrahedra; 21
  // measured), not a point. Its area is the block's surface inside the
  // finger: the kFingerWidth × kBlockZ overlap of the block's side with the
  // finger's face, and the strips of the block's top and bottom faces that
  // the finger covers, kFingerWidth wide and as deep as the finger is
  // pressed in. Within the finger's thickness-wise pyramid the pressure is
  // E·d/(thickness/2), so the squeeze presses it in
  // d = kSqueeze·(thickness/2)/(E·kFingerWidth·kBlockZ) = 75 µm and the
  // area is kFingerWidth·(kBlockZ + 2d) = 8.03e-4 m². The tolerance,
  // 2e-4 of it (measured 6e-5), allows the block's small rotation and the
  // lower pressure within d of the finger's side faces.
  const double depth = kSqueeze * (kFingerThickness / 2) /
                       (kFingerModulus * kFingerWidth * kBlockZ);
  const double area = kFingerWidth * (kBlockZ + 2 * depth);
  const ContactOnBody on_left = HydroelasticContactOn(plant, results, left);
  const ContactOnBody on_right = HydroelasticContactOn(plant, results, right);
  const ContactOnBody on_block = HydroelasticContactOn(plant, results, block);
  for (const ContactOnBody* c : {&on_left, &on_right}) {
    ASSERT_EQ(c->faces.size(), 1);
    EXPECT_GT(c->faces[0], 1);
    EXPECT_NEAR(c->areas[0], area, 2e-4 * area);
  }

  // The grip balances. Held at rest, each finger's joint equation along x
  // is the squeeze against the block's normal push (the damping term is
  // zero at rest): |f_x| = kSqueeze. The block's net x force is zero and
  // its z force is its weight. SAP solves each step's momentum balance to
  // a relative 1e-6, and after 0.3 s of hold only the creep is left
  // (measured: within 5e-5 N of the squeeze, 4e-6 of the weight); the bound is
  // 0.1% of the squeeze and of the weight.
  EXPECT_NEAR(on_left.f_W.x(), -kSqueeze, 1e-3 * kSqueeze);
  EXPECT_NEAR(on_right.f_W.x(), kSqueeze, 1e-3 * kSqueeze);
  EXPECT_NEAR(on_block.f_W.x(), 0.0, 1e-3 * kSqueeze);
  EXPECT_NEAR(on_block.f_W.z(), kBlockMass * kGravity,
              1e-3 * kBlockMass * kGravity);
  // Friction holds the weight within its cone: the tangential force on
  // each finger (measured 0.49 N, half the weight, against a 10 N normal
  // force) is at most μ·|normal| (μ = 1), and together the fingers'
  // friction capacity μ·2·kSqueeze exceeds m·g.
  for (const ContactOnBody* c : {&on_left, &on_right}) {
    EXPECT_LE(c->f_W.tail<2>().norm(), 1.0 * std::abs(c->f_W.x()));
  }
  EXPECT_GE(1.0 * (std::abs(on_left.f_W.x()) + std::abs(on_right.f_W.x())),
            kBlockMass * kGravity);
}

}  // namespace multibody_plant_hydroelastic_grasp_test
}  // namespace multibody
}  // namespace drake
