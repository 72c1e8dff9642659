#include "drake/examples/contact/contact_scenes.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <stdexcept>
#include <string>

#include <fmt/format.h>

#include "drake/common/find_resource.h"
#include "drake/geometry/proximity_properties.h"
#include "drake/geometry/scene_graph.h"
#include "drake/math/rigid_transform.h"
#include "drake/multibody/parsing/parser.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/multibody/tree/prismatic_joint.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/framework/diagram_builder.h"

namespace drake {
namespace examples {
namespace contact {

using Eigen::Vector3d;
using geometry::Box;
using geometry::Sphere;
using math::RigidTransformd;
using multibody::CoulombFriction;
using multibody::MultibodyPlant;
using multibody::PrismaticJoint;
using multibody::RigidBody;
using multibody::SpatialInertia;
using systems::DiagramBuilder;
using systems::Simulator;

namespace {

constexpr double kTimeStep = 1e-3;  // s

geometry::ProximityProperties Material(double stiffness, double mu) {
  geometry::ProximityProperties properties;
  geometry::AddContactMaterial({}, stiffness, CoulombFriction<double>(mu, mu),
                               &properties);
  return properties;
}

// A box (size, mass m) whose contact is four spheres of radius r at its
// bottom corners, their lowest points on the box's bottom face (the
// point-pair query gives one contact point per geometry pair, so a flat
// face needs several geometries to rest on).
const RigidBody<double>& AddCornerBox(MultibodyPlant<double>* plant,
                                      const std::string& name, double m,
                                      const Vector3d& size, double mu) {
  const RigidBody<double>& body =
      plant->AddRigidBody(name, plant->AddModelInstance(name),
                          SpatialInertia<double>::SolidBoxWithMass(
                              m, size.x(), size.y(), size.z()));
  const double r = 0.002;
  // 1e5 N/m per corner: a corner carrying a 1 kg box sinks ~0.05 mm.
  const geometry::ProximityProperties corner = Material(1e5, mu);
  int k = 0;
  for (double sx : {-1.0, 1.0}) {
    for (double sy : {-1.0, 1.0}) {
      const Vector3d p_BoS(sx * size.x() / 2, sy * size.y() / 2,
                           -size.z() / 2 + r);
      plant->RegisterCollisionGeometry(body, RigidTransformd(p_BoS), Sphere(r),
                                       fmt::format("{}_corner{}", name, k++),
                                       corner);
    }
  }
  return body;
}

}  // namespace

BoxesOnTableResult SimulateBoxesOnTable(double duration) {
  if (!(duration > 0)) {
    throw std::logic_error(fmt::format(
        "SimulateBoxesOnTable(): the duration must be positive but is {}",
        duration));
  }
  DiagramBuilder<double> builder;
  auto [plant, scene_graph] =
      multibody::AddMultibodyPlantSceneGraph(&builder, kTimeStep);
  // The folding table's top surface (0.48 m × 0.37 m) at z = 0.4 m.
  const double table_top_z = 0.4;
  multibody::Parser parser(&plant);
  parser.AddModels(FindResourceOrThrow(
      "drake/examples/kuka_iiwa_arm/models/objects/folding_table.urdf"));
  plant.WeldFrames(plant.world_frame(),
                   plant.GetFrameByName("table_surface_center"),
                   RigidTransformd(Vector3d(0, 0, table_top_z)));

  struct Spec {
    const char* name;
    double mass;
    Vector3d size;
    Vector3d p_WBo0;  // The initial position (m); initially level, at rest.
  };
  const Spec specs[] = {
      {"cube", 1.0, Vector3d(0.1, 0.1, 0.1), Vector3d(-0.15, 0.0, 0.5)},
      {"brick", 0.5, Vector3d(0.12, 0.08, 0.05), Vector3d(0.0, 0.05, 0.46)},
      {"tall", 0.3, Vector3d(0.06, 0.06, 0.15), Vector3d(0.15, -0.05, 0.5)},
  };
  std::vector<const RigidBody<double>*> bodies;
  for (const Spec& spec : specs) {
    bodies.push_back(
        &AddCornerBox(&plant, spec.name, spec.mass, spec.size, 0.5));
  }
  plant.Finalize();
  auto diagram = builder.Build();
  Simulator<double> simulator(*diagram);
  auto& context =
      plant.GetMyMutableContextFromRoot(&simulator.get_mutable_context());
  for (size_t i = 0; i < bodies.size(); ++i) {
    plant.SetFreeBodyPose(&context, *bodies[i],
                          RigidTransformd(specs[i].p_WBo0));
  }

  BoxesOnTableResult result;
  result.table_top_z = table_top_z;
  std::vector<double> min_clearance(bodies.size(),
                                    std::numeric_limits<double>::infinity());
  // The lowest of the box's eight corners above the table top.
  const auto clearance = [&](size_t i) {
    const RigidTransformd X_WB = plant.EvalBodyPoseInWorld(context, *bodies[i]);
    double lowest = std::numeric_limits<double>::infinity();
    for (double sx : {-0.5, 0.5}) {
      for (double sy : {-0.5, 0.5}) {
        for (double sz : {-0.5, 0.5}) {
          const Vector3d p_BoC =
              specs[i].size.cwiseProduct(Vector3d(sx, sy, sz));
          lowest = std::min(lowest, (X_WB * p_BoC).z());
        }
      }
    }
    return lowest - table_top_z;
  };
  simulator.Initialize();
  for (int step = 1; step * kTimeStep <= duration + 1e-12; ++step) {
    simulator.AdvanceTo(step * kTimeStep);
    for (size_t i = 0; i < bodies.size(); ++i) {
      min_clearance[i] = std::min(min_clearance[i], clearance(i));
    }
  }
  for (size_t i = 0; i < bodies.size(); ++i) {
    DroppedBox box;
    box.name = specs[i].name;
    box.size = specs[i].size;
    box.mass = specs[i].mass;
    const RigidTransformd X_WB = plant.EvalBodyPoseInWorld(context, *bodies[i]);
    box.p_WBo = X_WB.translation();
    const Eigen::Quaterniond q = X_WB.rotation().ToQuaternion();
    box.quaternion_wxyz = Eigen::Vector4d(q.w(), q.x(), q.y(), q.z());
    const auto& V_WB =
        plant.EvalBodySpatialVelocityInWorld(context, *bodies[i]);
    box.angular_speed = V_WB.rotational().norm();
    box.speed = V_WB.translational().norm();
    box.min_clearance = min_clearance[i];
    result.boxes.push_back(box);
  }
  return result;
}

GripperHoldResult SimulateGripperHold(double duration) {
  if (!(duration > 0)) {
    throw std::logic_error(fmt::format(
        "SimulateGripperHold(): the duration must be positive but is {}",
        duration));
  }
  DiagramBuilder<double> builder;
  auto [plant, scene_graph] =
      multibody::AddMultibodyPlantSceneGraph(&builder, kTimeStep);
  const double mu = 0.5;
  const double box_size = 0.05;  // m, a cube
  const double box_mass = 0.1;   // kg
  const double finger_mass = 0.05;
  const double pad_radius = 0.005;
  const double squeeze = 0.01;  // desired finger travel past the box face (m)
  const double kp = 300;        // N/m: kp·squeeze = 3 N per finger
  const double kd = 8;          // N·s/m: ≈ 2·sqrt(kp·m_finger), critical
  // The palm hangs 0.5 m up, welded to World.
  const Vector3d p_WPalm(0, 0, 0.5);

  const multibody::ModelInstanceIndex gripper =
      plant.AddModelInstance("gripper");
  const RigidBody<double>& palm = plant.AddRigidBody(
      "palm", gripper,
      SpatialInertia<double>::SolidBoxWithMass(0.3, 0.15, 0.04, 0.02));
  plant.WeldFrames(plant.world_frame(), palm.body_frame(),
                   RigidTransformd(p_WPalm));
  // Each finger slides along the palm's y axis; its two pad spheres (at
  // z = ±1.5 cm from the finger origin, so that the box cannot pivot about
  // the line joining the fingers) face the box.
  const geometry::ProximityProperties pad_material = Material(2e4, mu);
  const auto add_finger = [&](const std::string& name) -> const auto& {
    const RigidBody<double>& finger =
        plant.AddRigidBody(name, gripper,
                           SpatialInertia<double>::SolidBoxWithMass(
                               finger_mass, 0.02, 0.01, 0.05));
    const auto& joint =
        plant.AddJoint<PrismaticJoint>(name + "_joint", palm, std::nullopt,
                                       finger, std::nullopt, Vector3d::UnitY());
    const auto& actuator = plant.AddJointActuator(name + "_motor", joint);
    plant.get_mutable_joint_actuator(actuator.index())
        .set_controller_gains(multibody::PdControllerGains{kp, kd});
    for (double sz : {-1.0, 1.0}) {
      plant.RegisterCollisionGeometry(
          finger, RigidTransformd(Vector3d(0, 0, sz * 0.015)),
          Sphere(pad_radius), fmt::format("{}_pad{}", name, sz > 0 ? 1 : 0),
          pad_material);
    }
    return joint;
  };
  const PrismaticJoint<double>& left = add_finger("left_finger");
  const PrismaticJoint<double>& right = add_finger("right_finger");

  const RigidBody<double>& box = plant.AddRigidBody(
      "box", plant.AddModelInstance("box"),
      SpatialInertia<double>::SolidCubeWithMass(box_mass, box_size));
  plant.RegisterCollisionGeometry(box, RigidTransformd(),
                                  Box(box_size, box_size, box_size), "box",
                                  Material(2e4, mu));
  plant.Finalize();

  auto diagram = builder.Build();
  Simulator<double> simulator(*diagram);
  auto& context =
      plant.GetMyMutableContextFromRoot(&simulator.get_mutable_context());
  // The fingers start touching the box faces (pad surface on the face).
  const double q_touch = box_size / 2 + pad_radius;
  left.set_translation(&context, q_touch);
  right.set_translation(&context, -q_touch);
  plant.SetFreeBodyPose(&context, box, RigidTransformd(p_WPalm));
  // The plant's PD: desired [q_left, q_right, v_left, v_right] for the
  // gripper instance's actuated joints, and no feed-forward effort.
  const double q_desired = q_touch - squeeze;
  Eigen::VectorXd x_desired = Eigen::VectorXd::Zero(4);
  x_desired[0] = q_desired;
  x_desired[1] = -q_desired;
  plant.get_desired_state_input_port(gripper).FixValue(&context, x_desired);
  plant.get_actuation_input_port().FixValue(
      &context, Eigen::VectorXd::Zero(plant.num_actuators()));

  GripperHoldResult result;
  result.box_mass = box_mass;
  result.mu = mu;
  result.gravity = -plant.gravity_field().gravity_vector().z();
  result.settle_time = 0.1;
  result.left_finger_q_desired = q_desired;
  result.right_finger_q_desired = -q_desired;
  const RigidTransformd X_WB0 = plant.EvalBodyPoseInWorld(context, box);
  result.z_initial = X_WB0.translation().z();
  simulator.AdvanceTo(result.settle_time);
  result.z_settled = plant.EvalBodyPoseInWorld(context, box).translation().z();
  simulator.AdvanceTo(duration);
  const RigidTransformd X_WB = plant.EvalBodyPoseInWorld(context, box);
  result.z_final = X_WB.translation().z();
  result.lateral_drift =
      (X_WB.translation() - X_WB0.translation()).head<2>().norm();
  result.tilt = Eigen::AngleAxisd(X_WB.rotation().matrix()).angle();
  result.left_finger_q = left.get_translation(context);
  result.right_finger_q = right.get_translation(context);

  // Normal forces: the component of each contact force on the box along
  // the box face normal (±y), by finger.
  const auto& contacts = plant.get_contact_results_output_port()
                             .Eval<multibody::ContactResults<double>>(context);
  result.total_contact_force_on_box.setZero();
  for (int i = 0; i < contacts.num_point_pair_contacts(); ++i) {
    const auto& info = contacts.point_pair_contact_info(i);
    // contact_force() acts on B; A gets its negative.
    Vector3d f_box_W;
    multibody::BodyIndex other;
    if (info.bodyB_index() == box.index()) {
      f_box_W = info.contact_force();
      other = info.bodyA_index();
    } else if (info.bodyA_index() == box.index()) {
      f_box_W = -info.contact_force();
      other = info.bodyB_index();
    } else {
      continue;
    }
    result.total_contact_force_on_box += f_box_W;
    if (other == left.child_body().index()) {
      result.left_normal_force += -f_box_W.y();  // pushes the box to −y
    } else if (other == right.child_body().index()) {
      result.right_normal_force += f_box_W.y();  // pushes the box to +y
    }
  }
  return result;
}

}  // namespace contact
}  // namespace examples
}  // namespace drake
