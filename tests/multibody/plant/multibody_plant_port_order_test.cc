// MultibodyPlant's input and output port indices are Drake v1.56's, for a
// plant with four model instances (world, default and two added), continuous
// and discrete, with and without a surface-velocity body, and after scalar
// conversion.

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "multibody/plant/multibody_plant_test_models.h"

#include "drake/multibody/plant/multibody_plant.h"
#include "drake/systems/analysis/simulator.h"

namespace drake {
namespace multibody {
namespace multibody_plant_port_order_test {

using test::AddPendulum;
using test::Pendulum;

using PortList = std::vector<std::pair<int, std::string>>;

// The expected (index, name) lists, written down from Drake v1.56's
// multibody_plant.cc. The constructor's DeclareSceneGraphPorts() declares
// input "geometry_query" and outputs "geometry_pose" and (through the
// DeformableModel every plant owns, DeclareSceneGraphPorts()) output
// "deformable_body_configuration". FinalizePlantOnly() then calls
// DeclareInputPorts() ("actuation", "applied_generalized_force",
// "applied_spatial_force", then per model instance in index order
// "<name>_actuation" and "<name>_desired_state", then "surface_speeds") and
// DeclareOutputPorts() ("state", "body_poses", "body_spatial_velocities",
// "body_spatial_accelerations", "generalized_acceleration",
// "net_actuation", "reaction_forces", "contact_results", then per model
// instance "<name>_state", "<name>_generalized_acceleration",
// "<name>_generalized_contact_forces", "<name>_net_actuation", then
// "surface_displacements"). Neither list depends on the time step or on
// whether any body has a surface velocity.
const std::vector<std::string> kInstances = {
    "WorldModelInstance", "DefaultModelInstance", "arm_a", "arm_b"};

PortList ExpectedInputs() {
  PortList ports = {{0, "geometry_query"},
                    {1, "actuation"},
                    {2, "applied_generalized_force"},
                    {3, "applied_spatial_force"},
                    {4, "WorldModelInstance_actuation"},
                    {5, "WorldModelInstance_desired_state"},
                    {6, "DefaultModelInstance_actuation"},
                    {7, "DefaultModelInstance_desired_state"},
                    {8, "arm_a_actuation"},
                    {9, "arm_a_desired_state"},
                    {10, "arm_b_actuation"},
                    {11, "arm_b_desired_state"},
                    {12, "surface_speeds"}};
  return ports;
}

PortList ExpectedOutputs() {
  PortList ports = {{0, "geometry_pose"},
                    {1, "deformable_body_configuration"},
                    {2, "state"},
                    {3, "body_poses"},
                    {4, "body_spatial_velocities"},
                    {5, "body_spatial_accelerations"},
                    {6, "generalized_acceleration"},
                    {7, "net_actuation"},
                    {8, "reaction_forces"},
                    {9, "contact_results"},
                    {10, "WorldModelInstance_state"},
                    {11, "WorldModelInstance_generalized_acceleration"},
                    {12, "WorldModelInstance_generalized_contact_forces"},
                    {13, "WorldModelInstance_net_actuation"},
                    {14, "DefaultModelInstance_state"},
                    {15, "DefaultModelInstance_generalized_acceleration"},
                    {16, "DefaultModelInstance_generalized_contact_forces"},
                    {17, "DefaultModelInstance_net_actuation"},
                    {18, "arm_a_state"},
                    {19, "arm_a_generalized_acceleration"},
                    {20, "arm_a_generalized_contact_forces"},
                    {21, "arm_a_net_actuation"},
                    {22, "arm_b_state"},
                    {23, "arm_b_generalized_acceleration"},
                    {24, "arm_b_generalized_contact_forces"},
                    {25, "arm_b_net_actuation"},
                    {26, "surface_displacements"}};
  return ports;
}

template <typename T>
PortList InputList(const MultibodyPlant<T>& plant) {
  PortList ports;
  for (int i = 0; i < plant.num_input_ports(); ++i) {
    const auto& port = plant.get_input_port(i);
    ports.emplace_back(int{port.get_index()}, port.get_name());
  }
  return ports;
}

template <typename T>
PortList OutputList(const MultibodyPlant<T>& plant) {
  PortList ports;
  for (int i = 0; i < plant.num_output_ports(); ++i) {
    const auto& port = plant.get_output_port(i);
    ports.emplace_back(int{port.get_index()}, port.get_name());
  }
  return ports;
}

// A pendulum in the default instance and one actuated pendulum in each of
// "arm_a" (with PD gains, on discrete plants) and "arm_b".
std::unique_ptr<MultibodyPlant<double>> MakePlant(double time_step,
                                                  bool surface_velocity) {
  auto plant = std::make_unique<MultibodyPlant<double>>(time_step);
  const ModelInstanceIndex arm_a = plant->AddModelInstance("arm_a");
  const ModelInstanceIndex arm_b = plant->AddModelInstance("arm_b");
  const Pendulum p;
  AddPendulum(plant.get(), p, "bob", default_model_instance());
  const auto& pin_a = AddPendulum(plant.get(), p, "link_a", arm_a);
  const auto& pin_b = AddPendulum(plant.get(), p, "link_b", arm_b);
  const JointActuatorIndex motor_a =
      plant->AddJointActuator("motor_a", pin_a).index();
  plant->AddJointActuator("motor_b", pin_b);
  if (time_step > 0) {
    plant->get_mutable_joint_actuator(motor_a).set_controller_gains(
        PdControllerGains{10.0, 1.0});
  }
  if (surface_velocity) {
    plant->SetSurfaceVelocityAxis(plant->GetBodyByName("bob"),
                                  Eigen::Vector3d::UnitX());
  }
  plant->Finalize();
  return plant;
}

// Each getter returns the port at Drake's index (so the getters and the
// indices agree, whatever the declaration code does).
template <typename T>
void ExpectGettersAtDrakeIndices(const MultibodyPlant<T>& plant) {
  EXPECT_EQ(plant.get_geometry_query_input_port().get_index(), 0);
  EXPECT_EQ(plant.get_actuation_input_port().get_index(), 1);
  EXPECT_EQ(plant.get_applied_generalized_force_input_port().get_index(), 2);
  EXPECT_EQ(plant.get_applied_spatial_force_input_port().get_index(), 3);
  EXPECT_EQ(plant.get_surface_speeds_input_port().get_index(), 12);
  EXPECT_EQ(plant.get_geometry_pose_output_port().get_index(), 0);
  EXPECT_EQ(plant.get_deformable_body_configuration_output_port().get_index(),
            1);
  EXPECT_EQ(plant.get_state_output_port().get_index(), 2);
  EXPECT_EQ(plant.get_body_poses_output_port().get_index(), 3);
  EXPECT_EQ(plant.get_body_spatial_velocities_output_port().get_index(), 4);
  EXPECT_EQ(plant.get_body_spatial_accelerations_output_port().get_index(), 5);
  EXPECT_EQ(plant.get_generalized_acceleration_output_port().get_index(), 6);
  EXPECT_EQ(plant.get_net_actuation_output_port().get_index(), 7);
  EXPECT_EQ(plant.get_reaction_forces_output_port().get_index(), 8);
  EXPECT_EQ(plant.get_contact_results_output_port().get_index(), 9);
  EXPECT_EQ(plant.get_surface_displacements_output_port().get_index(), 26);
  for (int i = 0; i < 4; ++i) {
    const ModelInstanceIndex instance(i);
    SCOPED_TRACE(kInstances[i]);
    EXPECT_EQ(plant.get_actuation_input_port(instance).get_index(), 4 + 2 * i);
    EXPECT_EQ(plant.get_desired_state_input_port(instance).get_index(),
              5 + 2 * i);
    EXPECT_EQ(plant.get_state_output_port(instance).get_index(), 10 + 4 * i);
    EXPECT_EQ(
        plant.get_generalized_acceleration_output_port(instance).get_index(),
        11 + 4 * i);
    EXPECT_EQ(
        plant.get_generalized_contact_forces_output_port(instance).get_index(),
        12 + 4 * i);
    EXPECT_EQ(plant.get_net_actuation_output_port(instance).get_index(),
              13 + 4 * i);
  }
}

struct Case {
  double time_step;
  bool surface_velocity;
};

TEST(MultibodyPlantPortOrderTest, IndicesAreDrakes) {
  for (const Case& c : {Case{0.0, false}, Case{0.0, true}, Case{1e-3, false},
                        Case{1e-3, true}}) {
    SCOPED_TRACE(fmt::format("time_step {}, surface velocity {}", c.time_step,
                             c.surface_velocity));
    auto plant = MakePlant(c.time_step, c.surface_velocity);
    ASSERT_EQ(plant->num_model_instances(), 4);
    EXPECT_EQ(InputList(*plant), ExpectedInputs());
    EXPECT_EQ(OutputList(*plant), ExpectedOutputs());
    ExpectGettersAtDrakeIndices(*plant);

    // Scalar conversion declares the ports again, in the same order.
    auto plant_ad = systems::System<double>::ToAutoDiffXd(*plant);
    EXPECT_EQ(InputList(*plant_ad), ExpectedInputs());
    EXPECT_EQ(OutputList(*plant_ad), ExpectedOutputs());
    ExpectGettersAtDrakeIndices(*plant_ad);
  }
}

TEST(MultibodyPlantPortOrderTest, UnsampledDiscretePlantHasTheSameIndices) {
  // SetUseSampledOutputPorts(false) changes what the dynamic outputs depend
  // on, not which ports exist.
  MultibodyPlant<double> plant(1e-3);
  plant.AddModelInstance("arm_a");
  plant.AddModelInstance("arm_b");
  plant.SetUseSampledOutputPorts(false);
  plant.Finalize();
  EXPECT_EQ(InputList(plant), ExpectedInputs());
  EXPECT_EQ(OutputList(plant), ExpectedOutputs());
}

TEST(MultibodyPlantPortOrderTest, DeformableBodyConfigurationIsEmpty) {
  // No deformable bodies exist here, so the port reports an empty map (as
  // Drake's does for a plant without deformable bodies).
  auto plant = MakePlant(1e-3, false);
  auto context = plant->CreateDefaultContext();
  const auto& configurations =
      plant->get_deformable_body_configuration_output_port()
          .Eval<geometry::GeometryConfigurationVector<double>>(*context);
  EXPECT_EQ(configurations.size(), 0);
}

TEST(MultibodyPlantPortOrderTest, DesiredStateSizesAreDrakes) {
  // Drake sizes "<name>_desired_state" as 2 × the instance's actuators
  // (DeclareInputPorts()), whether or not they are PD-controlled.
  auto plant = MakePlant(1e-3, false);
  const std::vector<int> expected_sizes = {0, 0, 2, 2};
  for (int i = 0; i < 4; ++i) {
    EXPECT_EQ(plant->get_desired_state_input_port(ModelInstanceIndex(i)).size(),
              expected_sizes[i])
        << kInstances[i];
  }

  // "arm_b" has no PD controller, so a desired state there arms nothing:
  // its actuator stays a feed-forward input and the steps are the same as
  // without it (bit for bit: the same operations).
  const ModelInstanceIndex arm_b = plant->GetModelInstanceByName("arm_b");
  auto simulate = [&](bool with_desired_state) {
    systems::Simulator<double> simulator(*plant);
    systems::Context<double>& context = simulator.get_mutable_context();
    plant->get_actuation_input_port(arm_b).FixValue(&context,
                                                    Vector1<double>(0.7));
    if (with_desired_state) {
      plant->get_desired_state_input_port(arm_b).FixValue(
          &context, Eigen::Vector2d(1.0, 0.0));
    }
    simulator.AdvanceTo(0.01);
    return Eigen::VectorXd(plant->GetPositionsAndVelocities(context));
  };
  const Eigen::VectorXd free = simulate(false);
  EXPECT_EQ(simulate(true), free);
  // (The feed-forward torque moved the arm: the comparison is not vacuous.)
  const auto& link_b = plant->GetJointByName("link_b_pin");
  EXPECT_NE(free[link_b.velocity_start() + plant->num_positions()], 0.0);
}

}  // namespace multibody_plant_port_order_test
}  // namespace multibody
}  // namespace drake
