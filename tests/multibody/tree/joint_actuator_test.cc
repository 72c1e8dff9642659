// JointActuator: the actuator's slice of the actuation vector u
// (get_actuation_vector and set_actuation_vector) by input_start().

#include "drake/multibody/tree/joint_actuator.h"

#include <gtest/gtest.h>

#include "multibody/plant/multibody_plant_test_models.h"
#include "test_utilities/expect_throws_message.h"

#include "drake/multibody/plant/multibody_plant.h"

namespace drake {
namespace multibody {
namespace joint_actuator_test {

using Eigen::Vector3d;
using Eigen::VectorXd;
using test::Box;

TEST(JointActuatorTest, ActuationVector) {
  MultibodyPlant<double> plant(0.0);
  const auto& a = plant.AddRigidBody("a", Box(1.0));
  const auto& b = plant.AddRigidBody("b", Box(1.0));
  const auto& ja =
      plant.AddJoint<RevoluteJoint>("ja", plant.world_body(), std::nullopt, a,
                                    std::nullopt, Vector3d::UnitZ());
  const auto& jb = plant.AddJoint<PrismaticJoint>(
      "jb", a, std::nullopt, b, std::nullopt, Vector3d::UnitX());
  // Added in the opposite order of the joints.
  const auto& motor_b = plant.AddJointActuator("motor_b", jb);
  const auto& motor_a = plant.AddJointActuator("motor_a", ja);
  plant.Finalize();
  VectorXd u(2);
  u[motor_a.input_start()] = 1.5;
  u[motor_b.input_start()] = -4.0;
  EXPECT_EQ(motor_a.get_actuation_vector(u)[0], 1.5);
  EXPECT_EQ(motor_b.get_actuation_vector(u)[0], -4.0);
  EXPECT_EQ(motor_b.get_actuation_vector(u).size(), 1);
  // Round trip with set_actuation_vector().
  VectorXd u2 = VectorXd::Zero(2);
  motor_b.set_actuation_vector(motor_b.get_actuation_vector(u), &u2);
  EXPECT_EQ(u2[motor_b.input_start()], -4.0);
  EXPECT_EQ(u2[motor_a.input_start()], 0.0);
  DRAKE_EXPECT_THROWS_MESSAGE(
      motor_a.get_actuation_vector(VectorXd::Zero(3)),
      "JointActuator::get_actuation_vector\\(\\): actuator 'motor_a' expects "
      "u of size 2 \\(num_actuated_dofs\\(\\)\\); got 3.");
}

}  // namespace joint_actuator_test
}  // namespace multibody
}  // namespace drake
