#include "drake/examples/multibody/cart_pole/cart_pole.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include <fmt/format.h>

#include "drake/math/rigid_transform.h"
#include "drake/multibody/tree/prismatic_joint.h"
#include "drake/multibody/tree/revolute_joint.h"
#include "drake/multibody/tree/rotational_inertia.h"
#include "drake/multibody/tree/spatial_inertia.h"
#include "drake/systems/analysis/runge_kutta5_integrator.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/controllers/linear_quadratic_regulator.h"
#include "drake/systems/framework/diagram_builder.h"

namespace drake {
namespace examples {
namespace multibody {
namespace cart_pole {

using drake::multibody::MultibodyPlant;
using drake::multibody::PrismaticJoint;
using drake::multibody::RevoluteJoint;
using drake::multibody::RigidBody;
using drake::multibody::RotationalInertia;
using drake::multibody::SpatialInertia;
using math::RigidTransformd;

namespace {

// An angle wrapped to (−π, π].
double WrapToPi(double angle) {
  double wrapped = std::remainder(angle, 2 * M_PI);
  if (wrapped <= -M_PI) wrapped += 2 * M_PI;
  return wrapped;
}

void ThrowIfNegativeDuration(const char* who, double duration) {
  if (!(duration >= 0)) {
    throw std::logic_error(fmt::format(
        "{}: duration must be non-negative; got {}", who, duration));
  }
}

}  // namespace

std::unique_ptr<MultibodyPlant<double>> MakeCartPolePlant(double time_step) {
  auto plant = std::make_unique<MultibodyPlant<double>>(time_step);
  const auto instance = plant->AddModelInstance("CartPole");

  // the file's stand-in for a zero rotational inertia (about each center of
  // mass, which is at the body origin).
  const RotationalInertia<double> I_BBcm_B(1e-20, 1e-20, 1e-20);
  const RigidBody<double>& cart =
      plant->AddRigidBody("Cart", instance,
                          SpatialInertia<double>::MakeFromCentralInertia(
                              10.0, Eigen::Vector3d::Zero(), I_BBcm_B));
  const RigidBody<double>& pole =
      plant->AddRigidBody("Pole", instance,
                          SpatialInertia<double>::MakeFromCentralInertia(
                              1.0, Eigen::Vector3d::Zero(), I_BBcm_B));

  // CartSlider: the joint frame is the cart frame, which sits at the world
  // origin in the model's default pose; the axis is +x.
  const auto& slider = plant->AddJoint<PrismaticJoint>(
      "CartSlider", plant->world_body(), RigidTransformd::Identity(), cart,
      RigidTransformd::Identity(), Eigen::Vector3d::UnitX());
  plant->AddJointActuator("CartSlider", slider);

  // PolePin: the joint frame J is at p_PoleJ = (0, 0, 0.5) in the pole
  // frame; with the pole's default pose (0, 0, −0.5) in the cart that is
  // X_CartJ = identity. The axis is −y.
  plant->AddJoint<RevoluteJoint>(
      "PolePin", cart, RigidTransformd::Identity(), pole,
      RigidTransformd(Eigen::Vector3d(0.0, 0.0, 0.5)),
      -Eigen::Vector3d::UnitY());
  plant->Finalize();
  return plant;
}

Eigen::Vector4d CartPoleUprightState() { return {0.0, M_PI, 0.0, 0.0}; }

std::unique_ptr<systems::AffineSystem<double>> MakeCartPoleBalancingLqr(
    const MultibodyPlant<double>& plant) {
  if (!plant.is_finalized() || plant.num_positions() != 2 ||
      plant.num_velocities() != 2 || plant.num_actuators() != 1) {
    throw std::logic_error(fmt::format(
        "MakeCartPoleBalancingLqr(): expected a finalized cart-pole plant "
        "with 2 positions, 2 velocities and 1 actuator; got finalized = {}, "
        "{} positions, {} velocities, {} actuators",
        plant.is_finalized(), plant.num_positions(), plant.num_velocities(),
        plant.num_actuators()));
  }
  // the operating point: upright, at rest, no force.
  auto context = plant.CreateDefaultContext();
  plant.SetPositionsAndVelocities(context.get(), CartPoleUprightState());
  plant.get_actuation_input_port().FixValue(context.get(),
                                            Eigen::VectorXd::Zero(1));
  const Eigen::Matrix4d Q = Eigen::Vector4d(10, 10, 1, 1).asDiagonal();
  const Eigen::MatrixXd R = Eigen::MatrixXd::Identity(1, 1);
  return systems::controllers::LinearQuadraticRegulator(
      plant, *context, Q, R, Eigen::Matrix<double, 0, 0>::Zero(),
      plant.get_actuation_input_port().get_index());
}

CartPolePassiveSummary SimulatePassiveCartPole(const Eigen::Vector4d& x0,
                                               double duration,
                                               double target_accuracy) {
  const char* who = "SimulatePassiveCartPole()";
  ThrowIfNegativeDuration(who, duration);
  if (!(target_accuracy > 0)) {
    throw std::logic_error(fmt::format(
        "{}: target_accuracy must be positive; got {}", who, target_accuracy));
  }
  const auto plant = MakeCartPolePlant();
  systems::Simulator<double> simulator(*plant);
  systems::Context<double>& context = simulator.get_mutable_context();
  plant->get_actuation_input_port().FixValue(&context,
                                             Eigen::VectorXd::Zero(1));
  plant->SetPositionsAndVelocities(&context, x0);
  auto& integrator =
      simulator.reset_integrator<systems::RungeKutta5Integrator<double>>();
  integrator.set_target_accuracy(target_accuracy);
  // error control picks the steps; the cap only seeds the first one.
  integrator.set_maximum_step_size(0.1);
  simulator.Initialize();

  const double total_mass = plant->CalcTotalMass(context);
  auto energy = [&]() {
    return plant->CalcKineticEnergy(context) +
           plant->CalcPotentialEnergy(context);
  };
  auto momentum_x = [&]() {
    return total_mass *
           plant->CalcCenterOfMassTranslationalVelocityInWorld(context)[0];
  };
  CartPolePassiveSummary summary;
  summary.initial_energy = energy();
  const double initial_momentum = momentum_x();
  const double sample_period = 0.01;
  const int num_samples = static_cast<int>(std::ceil(duration / sample_period));
  for (int i = 1; i <= num_samples; ++i) {
    simulator.AdvanceTo(std::min(duration, i * sample_period));
    summary.max_relative_energy_drift =
        std::max(summary.max_relative_energy_drift,
                 std::abs(energy() - summary.initial_energy) /
                     std::abs(summary.initial_energy));
    summary.max_momentum_drift = std::max(
        summary.max_momentum_drift, std::abs(momentum_x() - initial_momentum));
  }
  summary.final_state = plant->GetPositionsAndVelocities(context);
  return summary;
}

CartPoleLqrSummary SimulateCartPoleLqr(const Eigen::Vector4d& x0,
                                       double duration) {
  ThrowIfNegativeDuration("SimulateCartPoleLqr()", duration);
  systems::DiagramBuilder<double> builder;
  auto* plant = builder.AddNamedSystem("cart_pole", MakeCartPolePlant());
  auto* lqr = builder.AddNamedSystem("lqr", MakeCartPoleBalancingLqr(*plant));
  builder.Connect(plant->get_state_output_port(), lqr->get_input_port());
  builder.Connect(lqr->get_output_port(), plant->get_actuation_input_port());
  auto diagram = builder.Build();

  systems::Simulator<double> simulator(*diagram);
  systems::Context<double>& root = simulator.get_mutable_context();
  systems::Context<double>& plant_context =
      diagram->GetMutableSubsystemContext(*plant, &root);
  plant->SetPositionsAndVelocities(&plant_context, x0);
  simulator.get_mutable_integrator().set_target_accuracy(1e-8);
  simulator.Initialize();

  CartPoleLqrSummary summary;
  const double sample_period = 0.01;
  const int num_samples = static_cast<int>(std::ceil(duration / sample_period));
  for (int i = 0; i <= num_samples; ++i) {
    const double t = std::min(duration, i * sample_period);
    if (t > root.get_time()) simulator.AdvanceTo(t);
    const Eigen::Vector4d x = plant->GetPositionsAndVelocities(plant_context);
    summary.max_pole_deviation =
        std::max(summary.max_pole_deviation, std::abs(WrapToPi(x[1] - M_PI)));
    const auto& lqr_context = diagram->GetSubsystemContext(*lqr, root);
    summary.max_abs_force =
        std::max(summary.max_abs_force,
                 std::abs(lqr->get_output_port().Eval(lqr_context)[0]));
  }
  summary.final_state = plant->GetPositionsAndVelocities(plant_context);
  Eigen::Vector4d error = summary.final_state - CartPoleUprightState();
  error[1] = WrapToPi(error[1]);
  summary.final_deviation_from_upright = error.lpNorm<Eigen::Infinity>();
  return summary;
}

}  // namespace cart_pole
}  // namespace multibody
}  // namespace examples
}  // namespace drake
