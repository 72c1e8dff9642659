#include "drake/examples/tutorial/tutorial.h"

#include "drake/common/find_resource.h"
#include "drake/multibody/parsing/parser.h"
#include "drake/multibody/parsing/process_model_directives.h"
#include "drake/multibody/plant/multibody_plant.h"
#include "drake/systems/analysis/simulator.h"
#include "drake/systems/framework/diagram_builder.h"
#include "drake/systems/primitives/vector_log_sink.h"

namespace drake {
namespace examples {
namespace tutorial {

// Step 1: a LeafSystem declares its ports and computes its outputs.
PdController::PdController(double kp, double kd, double target)
    : kp_(kp), kd_(kd), target_(target) {
  DeclareVectorInputPort("state", 2);
  DeclareVectorOutputPort("torque", 1, &PdController::CalcTorque);
}

void PdController::CalcTorque(const systems::Context<double>& context,
                              systems::BasicVector<double>* torque) const {
  const auto x = get_input_port(0).Eval(context);
  (*torque)[0] = kp_ * (target_ - x[0]) - kd_ * x[1];
}

TutorialResult RunTutorial(double kp, double kd, double target,
                           double duration) {
  // Step 2: a plant and SceneGraph in a diagram, the model from a
  // directives file.
  systems::DiagramBuilder<double> builder;
  auto [plant, scene_graph] =
      multibody::AddMultibodyPlantSceneGraph(&builder, 0.001);
  multibody::Parser parser(&plant);
  const multibody::parsing::ModelDirectives directives =
      multibody::parsing::LoadModelDirectives(
          FindResourceOrThrow("drake/examples/tutorial/pendulum.dmd.yaml"));
  multibody::parsing::ProcessModelDirectives(directives, &parser);
  plant.Finalize();

  // Step 3: the controller closes the loop; a logger records the state.
  auto* controller = builder.AddSystem<PdController>(kp, kd, target);
  builder.Connect(plant.get_state_output_port(), controller->get_input_port(0));
  builder.Connect(controller->get_output_port(0),
                  plant.get_actuation_input_port());
  auto* logger =
      systems::LogVectorOutput(plant.get_state_output_port(), &builder, 0.01);
  auto diagram = builder.Build();

  // Step 4: simulate.
  systems::Simulator<double> simulator(*diagram);
  simulator.AdvanceTo(duration);

  const auto& log = logger->FindLog(simulator.get_context());
  const Eigen::VectorXd x = plant.get_state_output_port().Eval(
      plant.GetMyContextFromRoot(simulator.get_context()));
  return TutorialResult{x[0], x[1], static_cast<int>(log.num_samples())};
}

}  // namespace tutorial
}  // namespace examples
}  // namespace drake
