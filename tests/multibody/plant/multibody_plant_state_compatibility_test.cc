// A MultibodyPlant's methods that write into a State (SetPositions,
// SetVelocities, SetFreeBodyPose, ... with a State*) accept only a State the
// plant allocated (its context's own, or a clone of it), and its discrete
// update and derivatives accept only the plant's own allocations: another
// plant's (or a diagram's) objects, or ones built by hand, are rejected
// with a message naming the type and the plant.

#include <memory>

#include <gtest/gtest.h>

#include "test_utilities/expect_throws_message.h"

#include "drake/multibody/plant/multibody_plant.h"
#include "drake/multibody/tree/revolute_joint.h"
#include "drake/systems/framework/diagram_builder.h"

namespace drake {
namespace multibody {
namespace multibody_plant_state_compatibility_test {

using systems::State;

// A one-link pendulum in model instance "arm".
void AddPendulum(MultibodyPlant<double>* plant) {
  const ModelInstanceIndex arm = plant->AddModelInstance("arm");
  const RigidBody<double>& link =
      plant->AddRigidBody("link", arm,
                          SpatialInertia<double>::MakeFromCentralInertia(
                              1.0, Eigen::Vector3d(0, 0, -0.5),
                              RotationalInertia<double>(0.01, 0.01, 0.01)));
  plant->AddJoint<RevoluteJoint>("shoulder", plant->world_body(), std::nullopt,
                                 link, std::nullopt, Eigen::Vector3d::UnitY());
  plant->Finalize();
}

constexpr char kForeign[] =
    "drake::systems::{} was not created for "
    "drake::multibody::MultibodyPlant<double> System ::{}; it belongs to a "
    "different System.";

TEST(MultibodyPlantStateCompatibilityTest, ContinuousPlant) {
  MultibodyPlant<double> plant(0.0);
  plant.set_name("plant");
  AddPendulum(&plant);
  MultibodyPlant<double> other(0.0);
  other.set_name("other");
  AddPendulum(&other);
  const ModelInstanceIndex arm = plant.GetModelInstanceByName("arm");
  auto context = plant.CreateDefaultContext();
  auto other_context = other.CreateDefaultContext();

  // The context's own state, and a clone of it, are accepted.
  plant.SetPositions(*context, &context->get_mutable_state(), arm,
                     Vector1d(0.5));
  EXPECT_EQ(plant.GetPositions(*context)[0], 0.5);
  std::unique_ptr<State<double>> clone = context->CloneState();
  plant.SetVelocities(*context, clone.get(), arm, Vector1d(-2.0));
  EXPECT_EQ(clone->get_continuous_state().get_generalized_velocity()[0], -2.0);

  // Another plant's state, even of the same shape, is not.
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.SetPositions(*context, &other_context->get_mutable_state(), arm,
                         Vector1d(0.5)),
      fmt::format(kForeign, "State<double>", "plant"));
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.SetDefaultState(*context, &other_context->get_mutable_state()),
      fmt::format(kForeign, "State<double>", "plant"));
  // Nor is one built by hand.
  State<double> by_hand;
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.SetVelocities(*context, &by_hand, arm, Vector1d(1.0)),
      "drake::systems::State<double> was not associated with any System but "
      "should have been created for drake::multibody::MultibodyPlant<double> "
      "System ::plant; .*");

  // Time derivatives: only the plant's own.
  auto derivatives = plant.AllocateTimeDerivatives();
  plant.CalcTimeDerivatives(*context, derivatives.get());
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant.CalcTimeDerivatives(*context,
                                other.AllocateTimeDerivatives().get()),
      fmt::format(kForeign, "ContinuousState<double>", "plant"));
}

TEST(MultibodyPlantStateCompatibilityTest, DiscretePlantInDiagram) {
  systems::DiagramBuilder<double> builder;
  auto* plant = builder.AddNamedSystem<MultibodyPlant<double>>("plant", 1e-3);
  AddPendulum(plant);
  auto diagram = builder.Build();
  const ModelInstanceIndex arm = plant->GetModelInstanceByName("arm");
  auto root_context = diagram->CreateDefaultContext();
  systems::Context<double>& context =
      plant->GetMyMutableContextFromRoot(root_context.get());

  // The diagram's state is not the plant's.
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant->SetPositions(context, &root_context->get_mutable_state(), arm,
                          Vector1d(0.5)),
      "drake::systems::State<double> was not created for "
      "drake::multibody::MultibodyPlant<double> System ::_::plant; it belongs "
      "to a different System.");
  // The plant's part of it is.
  plant->SetPositions(context,
                      &diagram->GetMutableSubsystemState(
                          *plant, &root_context->get_mutable_state()),
                      arm, Vector1d(0.5));
  EXPECT_EQ(plant->GetPositions(context)[0], 0.5);

  // Discrete update: the plant's own discrete variables work; the
  // diagram's do not (a diagram's updates go through the diagram).
  auto next = plant->AllocateDiscreteVariables();
  plant->CalcForcedDiscreteVariableUpdate(context, next.get());
  DRAKE_EXPECT_THROWS_MESSAGE(
      plant->CalcForcedDiscreteVariableUpdate(
          context, diagram->AllocateDiscreteVariables().get()),
      "drake::systems::DiscreteValues<double> was not created for "
      "drake::multibody::MultibodyPlant<double> System ::_::plant; it belongs "
      "to a different System.");
}

}  // namespace multibody_plant_state_compatibility_test
}  // namespace multibody
}  // namespace drake
