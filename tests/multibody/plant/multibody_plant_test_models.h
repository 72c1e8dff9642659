#pragma once

// Small models built in code for the plant tests (double and AutoDiffXd).

#include <memory>
#include <numbers>
#include <string>

#include "drake/multibody/plant/multibody_plant.h"
#include "drake/multibody/tree/curvilinear_joint.h"

namespace drake {
namespace multibody {
namespace test {

/// Spong's acrobot parameters (the values of Drake's acrobot example).
struct AcrobotParameters {
  double m1 = 1.0, m2 = 1.0;       // kg
  double l1 = 1.0;                 // m
  double lc1 = 0.5, lc2 = 1.0;     // m, joint to center of mass
  double Ic1 = 0.083, Ic2 = 0.33;  // kg·m², about the centers of mass
  double g = 9.81;                 // m/s²
};

/// A planar double pendulum: link 1 hangs from world by a revolute joint
/// about +y at the origin; link 2 hangs from link 1's tip (l1 below its
/// origin) by a revolute joint about +y. At q = 0 both links point along −z.
inline std::unique_ptr<MultibodyPlant<double>> MakeAcrobot(
    const AcrobotParameters& p, double time_step = 0.0) {
  auto plant = std::make_unique<MultibodyPlant<double>>(time_step);
  // Body frames at the joints; centers of mass along −z.
  const auto M1 = SpatialInertia<double>::MakeFromCentralInertia(
      p.m1, Vector3<double>(0, 0, -p.lc1),
      RotationalInertia<double>(p.Ic1, p.Ic1, p.Ic1));
  const auto M2 = SpatialInertia<double>::MakeFromCentralInertia(
      p.m2, Vector3<double>(0, 0, -p.lc2),
      RotationalInertia<double>(p.Ic2, p.Ic2, p.Ic2));
  const RigidBody<double>& link1 = plant->AddRigidBody("link1", M1);
  const RigidBody<double>& link2 = plant->AddRigidBody("link2", M2);
  plant->AddJoint<RevoluteJoint>("shoulder", plant->world_body(), std::nullopt,
                                 link1, std::nullopt, Vector3<double>::UnitY());
  plant->AddJoint<RevoluteJoint>(
      "elbow", link1,
      math::RigidTransform<double>(Vector3<double>(0, 0, -p.l1)), link2,
      std::nullopt, Vector3<double>::UnitY());
  plant->mutable_gravity_field().set_gravity_vector(
      Vector3<double>(0, 0, -p.g));
  return plant;
}

/// A chain with one joint of every type (and offsets everywhere), for
/// identities between independent algorithms.
inline std::unique_ptr<MultibodyPlant<double>> MakeEveryJointChain(
    double time_step = 0.0) {
  auto plant = std::make_unique<MultibodyPlant<double>>(time_step);
  auto inertia = [](double m, double x, double y, double z) {
    return SpatialInertia<double>::MakeFromCentralInertia(
        m, Vector3<double>(x, y, z),
        RotationalInertia<double>(0.1 * m, 0.12 * m, 0.09 * m, 0.01 * m,
                                  -0.005 * m, 0.002 * m));
  };
  const auto& b1 = plant->AddRigidBody("b1", inertia(1.5, 0.1, 0.0, -0.2));
  const auto& b2 = plant->AddRigidBody("b2", inertia(1.1, 0.0, 0.05, -0.3));
  const auto& b3 = plant->AddRigidBody("b3", inertia(0.9, 0.02, 0.1, -0.1));
  const auto& b4 = plant->AddRigidBody("b4", inertia(0.7, -0.05, 0.0, -0.2));
  const auto& b5 = plant->AddRigidBody("b5", inertia(0.6, 0.0, 0.03, 0.1));
  const auto& b6 = plant->AddRigidBody("b6", inertia(0.5, 0.1, 0.1, 0.0));
  const auto& b7 = plant->AddRigidBody("b7", inertia(0.4, 0.0, -0.1, -0.1));
  const auto& b8 = plant->AddRigidBody("b8", inertia(0.3, 0.05, 0.0, 0.0));
  const auto& b9 = plant->AddRigidBody("b9", inertia(0.8, 0.0, 0.0, -0.1));
  const auto& b10 = plant->AddRigidBody("b10", inertia(1.2, 0.1, -0.1, 0.1));
  using math::RigidTransform;
  using math::RollPitchYaw;
  auto X = [](double r, double p, double y, double px, double py, double pz) {
    return RigidTransform<double>(RollPitchYaw<double>(r, p, y),
                                  Vector3<double>(px, py, pz));
  };
  plant->AddJoint<QuaternionFloatingJoint>("j_free", plant->world_body(),
                                           X(0.1, 0.2, 0.3, 0, 0, 1), b1,
                                           std::nullopt);
  plant->AddJoint<RevoluteJoint>("j_rev", b1, X(0.0, 0.3, 0.1, 0.1, 0, -0.4),
                                 b2, X(0.2, 0, 0, 0, 0.05, 0),
                                 Vector3<double>(0.3, 0.5, 0.8));
  plant->AddJoint<PrismaticJoint>("j_pri", b2, X(0.1, 0, 0.2, 0, 0, -0.5), b3,
                                  std::nullopt, Vector3<double>(1, 0.2, -0.1));
  plant->AddJoint<UniversalJoint>("j_uni", b3, X(0, 0, 0.4, 0, 0.1, -0.3), b4,
                                  X(0.1, 0.1, 0, 0, 0, 0.02));
  plant->AddJoint<BallRpyJoint>("j_ball", b4, X(0.2, 0, 0, 0, 0, -0.3), b5,
                                std::nullopt);
  plant->AddJoint<PlanarJoint>("j_planar", b5, X(0, 0.3, 0, 0.1, 0, -0.2), b6,
                               std::nullopt);
  plant->AddJoint<ScrewJoint>("j_screw", b6, X(0, 0, 0.2, 0, 0, -0.1), b7,
                              std::nullopt, Vector3<double>(0.2, 0.3, 1.0),
                              0.05, 0.0);
  plant->AddJoint<RpyFloatingJoint>("j_rpyfree", b7, X(0.1, 0, 0, 0, 0, -0.2),
                                    b8, std::nullopt);
  plant->AddJoint<WeldJoint>("j_weld", b8, X(0, 0, 0, 0, 0.1, 0), b9,
                             X(0.3, 0.2, 0.1, 0, 0, 0.1),
                             X(0, 0.4, 0, 0.1, 0, -0.1));
  // A branch: b10 hangs from b2.
  plant->AddJoint<RevoluteJoint>("j_branch", b2, X(0, 0, 0, 0.2, 0, 0), b10,
                                 std::nullopt, Vector3<double>::UnitX());
  // b11 rides a periodic circle of radius 0.3 m (one segment, so the
  // kinematics are smooth everywhere, s wraps at 2π·0.3 m) in a tilted
  // plane fixed in b10; last in depth-first order.
  const auto& b11 = plant->AddRigidBody("b11", inertia(0.6, 0.05, -0.1, 0.0));
  plant->AddJoint<CurvilinearJoint>(
      "j_curvilinear", b10, X(0.1, 0.2, 0, 0, 0.1, -0.2), b11,
      X(0, 0.1, 0.2, 0.02, 0, 0),
      trajectories::PiecewiseConstantCurvatureTrajectory<double>(
          {0, 0.6 * std::numbers::pi}, {1 / 0.3}, Vector3<double>(1, 0, 0.3),
          Vector3<double>(-0.3, 0.2, 1), Vector3<double>(0.05, 0, 0), true));
  return plant;
}

/// A pendulum about +y: body frame at the pivot, center of mass at (0,0,−l).
struct Pendulum {
  double m = 2.0;     // kg
  double l = 0.6;     // m
  double Icm = 0.05;  // kg·m², about the center of mass, every axis
  double g = 9.81;    // m/s²
};

/// Adds the pendulum `p` to `plant` as body `name` in `instance`, hinged to
/// the world by the revolute joint "<name>_pin" about +y with `damping`.
inline const RevoluteJoint<double>& AddPendulum(MultibodyPlant<double>* plant,
                                                const Pendulum& p,
                                                const std::string& name,
                                                ModelInstanceIndex instance,
                                                double damping = 0.0) {
  const RigidBody<double>& body =
      plant->AddRigidBody(name, instance,
                          SpatialInertia<double>::MakeFromCentralInertia(
                              p.m, Vector3<double>(0, 0, -p.l),
                              RotationalInertia<double>(p.Icm, p.Icm, p.Icm)));
  return plant->AddJoint<RevoluteJoint>(name + "_pin", plant->world_body(),
                                        std::nullopt, body, std::nullopt,
                                        Vector3<double>::UnitY(), damping);
}

/// A solid 0.1 × 0.2 × 0.3 m box of `mass`.
inline SpatialInertia<double> Box(double mass) {
  return SpatialInertia<double>::SolidBoxWithMass(mass, 0.1, 0.2, 0.3);
}

/// A finalized plant with a revolute "pendulum" about z (body "link",
/// instance "arm", joint "hinge") and a free body "ball" (instance "free"),
/// for either time step.
struct TwoInstances {
  explicit TwoInstances(double time_step) : plant(time_step) {
    arm = plant.AddModelInstance("arm");
    free = plant.AddModelInstance("free");
    link = &plant.AddRigidBody("link", arm, Box(2.0));
    ball = &plant.AddRigidBody("ball", free, Box(3.0));
    hinge = &plant.AddJoint<RevoluteJoint>("hinge", plant.world_body(),
                                           std::nullopt, *link, std::nullopt,
                                           Vector3<double>::UnitZ());
    plant.Finalize();
  }
  MultibodyPlant<double> plant;
  ModelInstanceIndex arm, free;
  const RigidBody<double>* link{};
  const RigidBody<double>* ball{};
  const RevoluteJoint<double>* hinge{};
};

}  // namespace test
}  // namespace multibody
}  // namespace drake
