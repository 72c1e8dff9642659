// After warm-up, the plant's hot computations allocate nothing for double:
// kinematics, mass matrix, forward dynamics (time derivatives) and a
// discrete step through the Simulator. CalcInverseDynamics allocates only
// its returned vector.

#include <gtest/gtest.h>

#include "drake/multibody/plant/multibody_plant.h"
#include "drake/systems/analysis/simulator.h"
#include "multibody/plant/multibody_plant_test_models.h"
#include "test_utilities/limit_malloc.h"

namespace drake {
namespace multibody {
namespace {

using Eigen::MatrixXd;
using Eigen::VectorXd;
using mallard::test::AllocationCounter;

TEST(MultibodyPlantAllocationTest, ContinuousComputations) {
  auto plant = test::MakeEveryJointChain();
  plant->Finalize();
  auto context = plant->CreateDefaultContext();
  const int nv = plant->num_velocities();
  const int n = plant->num_multibody_states();
  VectorXd x0 = VectorXd::Constant(n, 0.2);
  VectorXd x1 = VectorXd::Constant(n, -0.1);
  x0.head(4).normalize();
  x1.head(4).normalize();
  plant->get_applied_generalized_force_input_port().FixValue(
      context.get(), VectorXd::Constant(nv, 0.5));
  MatrixXd M(nv, nv);
  VectorXd vdot = VectorXd::Constant(nv, 0.1);
  MultibodyForces<double> forces(*plant);
  const auto& body = plant->GetBodyByName("b9");
  // Warm up.
  plant->SetPositionsAndVelocities(context.get(), x0);
  plant->CalcMassMatrix(*context, &M);
  plant->EvalTimeDerivatives(*context);
  plant->CalcInverseDynamics(*context, vdot, forces);
  for (int i = 0; i < 4; ++i) {
    const VectorXd& x = (i % 2) ? x1 : x0;
    {
      AllocationCounter counter;
      plant->SetPositionsAndVelocities(context.get(), x);
      plant->EvalBodyPoseInWorld(*context, body);
      plant->EvalBodySpatialVelocityInWorld(*context, body);
      plant->CalcMassMatrix(*context, &M);
      plant->EvalTimeDerivatives(*context);
      EXPECT_EQ(counter.count(), 0);
    }
    {
      AllocationCounter counter;
      const VectorXd tau = plant->CalcInverseDynamics(*context, vdot, forces);
      EXPECT_EQ(counter.count(), 1);  // The returned vector.
    }
  }
}

TEST(MultibodyPlantAllocationTest, DiscreteSimulatorStep) {
  auto plant = test::MakeAcrobot(test::AcrobotParameters{}, 0.001);
  plant->AddJointActuator("elbow", plant->GetJointByName("elbow"));
  plant->Finalize();
  auto context = plant->CreateDefaultContext();
  plant->SetPositions(context.get(), Eigen::Vector2d(0.3, -0.2));
  plant->get_actuation_input_port().FixValue(context.get(), Vector1d(0.1));
  systems::Simulator<double> simulator(*plant, std::move(context));
  simulator.AdvanceTo(0.01);
  AllocationCounter counter;
  simulator.AdvanceTo(0.02);
  EXPECT_EQ(counter.count(), 0);
}

}  // namespace
}  // namespace multibody
}  // namespace drake
