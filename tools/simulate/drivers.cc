#include "drake/tools/simulate/drivers.h"

#include <memory>
#include <optional>
#include <set>
#include <stdexcept>
#include <utility>

#include <fmt/format.h>

#include "drake/multibody/parsing/parser.h"
#include "drake/multibody/parsing/process_model_directives.h"
#include "drake/systems/controllers/inverse_dynamics_controller.h"
#include "drake/systems/controllers/joint_stiffness_controller.h"
#include "drake/systems/primitives/constant_vector_source.h"
#include "drake/systems/primitives/demultiplexer.h"
#include "drake/systems/primitives/matrix_gain.h"

namespace drake {
namespace tools {
namespace simulate {

using Eigen::MatrixXd;
using Eigen::VectorXd;
using multibody::ModelInstanceIndex;
using multibody::MultibodyPlant;
using multibody::parsing::ModelInstanceInfo;
using systems::DiagramBuilder;
using trajectories::PiecewisePolynomial;

namespace {

[[noreturn]] void Fail(const LoadedScenario& scenario,
                       const std::vector<std::string>& key_path,
                       const std::string& problem) {
  throw std::runtime_error(
      fmt::format("{}: {}", scenario.Where(key_path), problem));
}

std::vector<std::string> ModelNames(const MultibodyPlant<double>& plant) {
  std::vector<std::string> names;
  for (ModelInstanceIndex i(0); i < plant.num_model_instances(); ++i) {
    names.push_back(plant.GetModelInstanceName(i));
  }
  return names;
}

std::vector<std::string> JointNames(const MultibodyPlant<double>& plant,
                                    ModelInstanceIndex model_instance) {
  std::vector<std::string> names;
  for (multibody::JointIndex j : plant.GetJointIndices(model_instance)) {
    const auto& joint = plant.get_joint(j);
    if (joint.num_positions() > 0) names.push_back(joint.name());
  }
  return names;
}

// One gain per velocity of the model: `gain` as given, or its one value
// repeated.
VectorXd ExpandGain(const LoadedScenario& scenario,
                    const std::vector<std::string>& key_path,
                    const VectorXd& gain, int size) {
  if (gain.size() == 1) return VectorXd::Constant(size, gain[0]);
  if (gain.size() != size) {
    Fail(scenario, key_path,
         fmt::format("expected 1 or {} gains (one per joint velocity of the "
                     "model) but found {}",
                     size, gain.size()));
  }
  return gain;
}

// A copy of `info`'s model alone, welded where the scenario welds it (its
// parent frame's pose in `plant`'s default configuration), with the same
// gravity: the plant a tracking controller computes with.
std::unique_ptr<MultibodyPlant<double>> MakeControllerPlant(
    const LoadedScenario& scenario, const std::vector<std::string>& key_path,
    const MultibodyPlant<double>& plant, const ModelInstanceInfo& info) {
  const std::string& name = info.model_name;
  // Where the scenario welds the model (a model may also weld itself to the
  // world in its own file; the copy then does the same).
  std::optional<math::RigidTransformd> X_WC;
  if (!info.parent_frame_name.empty()) {
    const auto& parent =
        multibody::parsing::GetScopedFrameByName(plant, info.parent_frame_name);
    if (!plant.IsAnchored(parent.body())) {
      Fail(scenario, key_path,
           fmt::format("model '{}' is welded to frame '{}', which moves; a "
                       "tracking driver needs a model welded to the world",
                       name, info.parent_frame_name));
    }
    auto context = plant.CreateDefaultContext();
    X_WC = parent.CalcPoseInWorld(*context) * info.X_PC;
  }
  // (The same period as the simulated plant, so that both treat joint
  // limits alike; the controller only evaluates inverse dynamics with it.)
  auto controller_plant =
      std::make_unique<MultibodyPlant<double>>(plant.time_step());
  multibody::Parser parser(controller_plant.get());
  const std::string& path = info.model_path;
  const std::vector<ModelInstanceIndex> added =
      path.find("://") != std::string::npos ? parser.AddModelsFromUrl(path)
                                            : parser.AddModels(path);
  DRAKE_DEMAND(added.size() == 1);
  if (X_WC.has_value()) {
    controller_plant->WeldFrames(
        controller_plant->world_frame(),
        controller_plant->GetFrameByName(info.child_frame_name, added[0]),
        *X_WC);
  }
  controller_plant->mutable_gravity_field().set_gravity_vector(
      plant.gravity_field().gravity_vector());
  controller_plant->Finalize();

  const int nq = controller_plant->num_positions();
  const int nv = controller_plant->num_velocities();
  if (nq != nv || controller_plant->num_actuated_dofs() != nv) {
    Fail(scenario, key_path,
         fmt::format("model '{}' has {} positions, {} velocities and "
                     "{} actuated dofs; a tracking driver needs a fully "
                     "actuated model (all three equal): is its base welded "
                     "to the world (add_weld)?",
                     name, nq, nv, controller_plant->num_actuated_dofs()));
  }
  // The copy must order its coordinates as the model does in `plant`.
  if (controller_plant->GetPositionNames(added[0], false) !=
      plant.GetPositionNames(info.model_instance, false)) {
    throw std::logic_error(fmt::format(
        "simulate: the controller's copy of model '{}' orders its joints "
        "differently from the simulated plant",
        name));
  }
  return controller_plant;
}

// The actuation u (actuator order) of the controller plant's generalized
// force τ: u = Bᵀ·τ, B the actuation matrix (a permutation for a fully
// actuated model whose actuators each drive one joint).
MatrixXd ActuationFromGeneralizedForce(const MultibodyPlant<double>& plant) {
  return plant.MakeActuationMatrix().transpose();
}

}  // namespace

DesiredTrajectorySource::DesiredTrajectorySource(
    const PiecewisePolynomial<double>& q_d, std::vector<bool> held,
    int derivative_order)
    : q_d_(q_d) {
  const int nq = static_cast<int>(q_d.rows());
  if (static_cast<int>(held.size()) != nq || q_d.cols() != 1 ||
      (derivative_order != 1 && derivative_order != 2)) {
    throw std::logic_error(fmt::format(
        "DesiredTrajectorySource: expected a column trajectory, one held flag "
        "per row and a derivative order of 1 or 2, but got a {}x{} "
        "trajectory, {} flags and order {}",
        q_d.rows(), q_d.cols(), held.size(), derivative_order));
  }
  for (int k = 1; k <= derivative_order; ++k) {
    derivatives_.push_back(q_d.derivative(k));
  }
  for (int i = 0; i < nq; ++i) {
    if (held[i]) held_rows_.push_back(i);
  }
  // The held rows' default: the build's initial position (q_d is constant
  // there).
  this->DeclareNumericParameter(
      systems::BasicVector<double>(q_d.value(q_d.start_time()).col(0)));
  this->DeclareVectorOutputPort(systems::kUseDefaultName,
                                nq * (1 + derivative_order),
                                &DesiredTrajectorySource::CalcOutput,
                                {systems::SystemBase::time_ticket(),
                                 systems::SystemBase::all_parameters_ticket()});
}

void DesiredTrajectorySource::SetHeldPositions(
    systems::Context<double>* context, const VectorXd& q0_model) const {
  this->ValidateContext(context);
  auto q0 = context->get_mutable_numeric_parameter(0).get_mutable_value();
  if (q0_model.size() != q0.size()) {
    throw std::logic_error(fmt::format(
        "DesiredTrajectorySource({})::SetHeldPositions(): expected {} "
        "positions but got {}",
        this->get_name(), q0.size(), q0_model.size()));
  }
  for (int i : held_rows_) q0[i] = q0_model[i];
}

void DesiredTrajectorySource::CalcOutput(
    const systems::Context<double>& context,
    systems::BasicVector<double>* output) const {
  // (As systems::TrajectorySource, with zero derivatives beyond the times.)
  const double t = context.get_time();
  const int nq = static_cast<int>(q_d_.rows());
  auto y = output->get_mutable_value();
  y.head(nq) = q_d_.value(t).col(0);
  const bool beyond = t < q_d_.start_time() || t > q_d_.end_time();
  for (size_t k = 1; k <= derivatives_.size(); ++k) {
    if (beyond) {
      y.segment(k * nq, nq).setZero();
    } else {
      y.segment(k * nq, nq) = derivatives_[k - 1].value(t).col(0);
    }
  }
  const auto& q0 = context.get_numeric_parameter(0).value();
  for (int i : held_rows_) {
    y[i] = q0[i];
    for (size_t k = 1; k <= derivatives_.size(); ++k) y[k * nq + i] = 0.0;
  }
}

PiecewisePolynomial<double> MakeDesiredTrajectory(
    const LoadedScenario& scenario, const std::vector<std::string>& key_path,
    const JointTrajectory& trajectory, const MultibodyPlant<double>& plant,
    ModelInstanceIndex model_instance, const VectorXd& q0_model,
    std::vector<bool>* held) {
  const auto sub = [&key_path](std::initializer_list<std::string> keys) {
    std::vector<std::string> path = key_path;
    path.insert(path.end(), keys);
    return path;
  };
  const std::vector<double>& times = trajectory.times;
  for (size_t i = 1; i < times.size(); ++i) {
    if (!(times[i] > times[i - 1])) {
      Fail(scenario, sub({"times"}),
           fmt::format("times must be strictly increasing, but times[{}] = "
                       "{} follows {}",
                       i, times[i], times[i - 1]));
    }
  }
  const std::string& interpolation = trajectory.interpolation;
  static const std::set<std::string> kInterpolations{"cubic", "pchip", "linear",
                                                     "zoh"};
  if (kInterpolations.count(interpolation) == 0) {
    Fail(scenario, sub({"interpolation"}),
         fmt::format("unknown interpolation '{}'; expected one of: cubic, "
                     "pchip, linear, zoh",
                     interpolation));
  }
  const int nq = q0_model.size();
  const int num_times = static_cast<int>(times.size());
  if (num_times == 0 && !trajectory.positions.empty()) {
    Fail(scenario, sub({"times"}),
         "positions are given but times is empty; give one time per value");
  }
  // Column k is q_d at times[k]; rows default to the initial position.
  MatrixXd samples = q0_model.replicate(1, std::max(num_times, 1));
  if (held != nullptr) held->assign(nq, true);
  const std::vector<std::string> model_joints =
      JointNames(plant, model_instance);
  // The plant's q index of each entry of the model's q.
  const VectorXd model_q_index = plant.GetPositionsFromArray(
      model_instance,
      VectorXd::LinSpaced(plant.num_positions(), 0, plant.num_positions() - 1));
  for (const auto& [joint_name, values] : trajectory.positions) {
    if (!plant.HasJointNamed(joint_name, model_instance)) {
      Fail(scenario, sub({"positions", joint_name}),
           fmt::format("model '{}' has no joint named '{}'; its joints are: "
                       "{}",
                       plant.GetModelInstanceName(model_instance), joint_name,
                       fmt::join(model_joints, ", ")));
    }
    const auto& joint = plant.GetJointByName(joint_name, model_instance);
    if (joint.num_positions() != 1) {
      Fail(scenario, sub({"positions", joint_name}),
           fmt::format("joint '{}' has {} positions; trajectories can only "
                       "name single-dof joints",
                       joint_name, joint.num_positions()));
    }
    if (static_cast<int>(values.size()) != num_times) {
      Fail(scenario, sub({"positions", joint_name}),
           fmt::format("expected {} values (one per entry of times) but "
                       "found {}",
                       num_times, values.size()));
    }
    int row = 0;
    while (row < nq && model_q_index[row] != joint.position_start()) ++row;
    DRAKE_DEMAND(row < nq);
    for (int k = 0; k < num_times; ++k) samples(row, k) = values[k];
    if (held != nullptr) (*held)[row] = false;
  }
  if (num_times <= 1) {
    const double t0 = num_times == 1 ? times[0] : 0.0;
    return PiecewisePolynomial<double>::ZeroOrderHold(
        Eigen::Vector2d(t0, t0 + 1.0), samples.replicate(1, 2).leftCols(2));
  }
  const Eigen::Map<const VectorXd> breaks(times.data(), num_times);
  if (interpolation == "cubic") {
    return PiecewisePolynomial<double>::CubicWithContinuousSecondDerivatives(
        breaks, samples, VectorXd::Zero(nq), VectorXd::Zero(nq));
  }
  if (interpolation == "pchip") {
    return PiecewisePolynomial<double>::CubicShapePreserving(breaks, samples,
                                                             true);
  }
  if (interpolation == "linear") {
    return PiecewisePolynomial<double>::FirstOrderHold(breaks, samples);
  }
  return PiecewisePolynomial<double>::ZeroOrderHold(breaks, samples);
}

void ApplyPdDriverGains(const LoadedScenario& scenario,
                        MultibodyPlant<double>* plant) {
  for (const auto& [name, driver] : scenario.scenario().model_drivers) {
    if (!std::holds_alternative<PdDriver>(driver)) continue;
    const std::vector<std::string> key_path{"model_drivers", name};
    if (!plant->HasModelInstanceNamed(name)) {
      Fail(scenario, key_path,
           fmt::format("a driver names the model '{}', but the plant has no "
                       "such model instance; it has: {}",
                       name, fmt::join(ModelNames(*plant), ", ")));
    }
    if (!plant->is_discrete()) {
      Fail(scenario, key_path,
           "a PdDriver needs a discrete plant (plant_config.time_step > 0): "
           "the plant's PD-controlled actuators are solved in its discrete "
           "step");
    }
    const ModelInstanceIndex instance = plant->GetModelInstanceByName(name);
    // (GetJointActuatorIndices() needs a finalized plant.)
    std::vector<multibody::JointActuatorIndex> actuators;
    for (multibody::JointActuatorIndex a(0); a < plant->num_actuators(); ++a) {
      if (plant->get_joint_actuator(a).model_instance() == instance) {
        actuators.push_back(a);
      }
    }
    if (actuators.empty()) {
      Fail(scenario, key_path,
           fmt::format("model '{}' has no actuators for a PdDriver to "
                       "control",
                       name));
    }
    const auto& config = std::get<PdDriver>(driver);
    const int n = static_cast<int>(actuators.size());
    // (name is captured by a named copy: clang 14, which builds the fuzzers,
    // cannot capture structured bindings.)
    const auto gain = [&, &model_name = name](
                          const char* key, const VectorXd& value) -> VectorXd {
      if (value.size() == 1) return VectorXd::Constant(n, value[0]);
      if (value.size() != n) {
        Fail(scenario, {"model_drivers", model_name, key},
             fmt::format("expected 1 or {} gains (one per actuator of the "
                         "model) but found {}",
                         n, value.size()));
      }
      return value;
    };
    const VectorXd kp = gain("kp", config.kp);
    const VectorXd kd = gain("kd", config.kd);
    for (int k = 0; k < n; ++k) {
      plant->get_mutable_joint_actuator(actuators[k])
          .set_controller_gains(multibody::PdControllerGains{kp[k], kd[k]});
    }
  }
}

std::vector<DesiredStateOutput> ApplyDriverConfigs(
    const LoadedScenario& scenario, const MultibodyPlant<double>& plant,
    const std::vector<ModelInstanceInfo>& added_models, const VectorXd& q0,
    DiagramBuilder<double>* builder,
    std::vector<std::unique_ptr<MultibodyPlant<double>>>* owned_plants) {
  std::vector<DesiredStateOutput> outputs;
  std::set<ModelInstanceIndex> driven;
  for (const auto& [name, driver] : scenario.scenario().model_drivers) {
    const std::vector<std::string> key_path{"model_drivers", name};
    if (!plant.HasModelInstanceNamed(name)) {
      Fail(scenario, key_path,
           fmt::format("a driver names the model '{}', but the plant has no "
                       "such model instance; it has: {}",
                       name, fmt::join(ModelNames(plant), ", ")));
    }
    const ModelInstanceIndex instance = plant.GetModelInstanceByName(name);
    driven.insert(instance);
    const int nu = plant.num_actuated_dofs(instance);

    if (std::holds_alternative<ZeroForceDriver>(driver)) {
      if (nu == 0) continue;
      auto* zero = builder->AddSystem<systems::ConstantVectorSource<double>>(
          VectorXd::Zero(nu));
      zero->set_name("zero_force_driver_" + name);
      builder->Connect(zero->get_output_port(),
                       plant.get_actuation_input_port(instance));
      continue;
    }

    if (std::holds_alternative<PdDriver>(driver)) {
      // The plant's own PD (gains set by ApplyPdDriverGains): q_d(t) of the
      // model, its actuated joints' [q_d; v_d] on the desired-state port.
      const int nq = plant.num_positions(instance);
      if (nq != plant.num_velocities(instance)) {
        Fail(scenario, key_path,
             fmt::format("model '{}' has {} positions and {} velocities; a "
                         "PdDriver needs a model whose joints have as many "
                         "positions as velocities (is its base welded?)",
                         name, nq, plant.num_velocities(instance)));
      }
      const VectorXd q0_model = plant.GetPositionsFromArray(instance, q0);
      std::vector<std::string> trajectory_path = key_path;
      trajectory_path.push_back("desired_trajectory");
      std::vector<bool> held;
      PiecewisePolynomial<double> q_d =
          MakeDesiredTrajectory(scenario, trajectory_path,
                                std::get<PdDriver>(driver).desired_trajectory,
                                plant, instance, q0_model, &held);
      // Selects each actuated joint's q and v (actuator order) from the
      // model's [q; v].
      const VectorXd model_q_index = plant.GetPositionsFromArray(
          instance, VectorXd::LinSpaced(plant.num_positions(), 0,
                                        plant.num_positions() - 1));
      const VectorXd model_v_index = plant.GetVelocitiesFromArray(
          instance, VectorXd::LinSpaced(plant.num_velocities(), 0,
                                        plant.num_velocities() - 1));
      const std::vector<multibody::JointActuatorIndex> actuators =
          plant.GetJointActuatorIndices(instance);
      const int na = static_cast<int>(actuators.size());
      MatrixXd select = MatrixXd::Zero(2 * na, 2 * nq);
      for (int k = 0; k < na; ++k) {
        const auto& joint = plant.get_joint_actuator(actuators[k]).joint();
        for (int i = 0; i < nq; ++i) {
          if (model_q_index[i] == joint.position_start()) select(k, i) = 1;
          if (model_v_index[i] == joint.velocity_start()) {
            select(na + k, nq + i) = 1;
          }
        }
      }
      auto* source =
          builder->AddSystem<DesiredTrajectorySource>(q_d, std::move(held), 1);
      source->set_name("desired_trajectory_" + name);
      auto* to_desired =
          builder->AddSystem<systems::MatrixGain<double>>(select);
      to_desired->set_name("pd_driver_desired_state_" + name);
      builder->Connect(source->get_output_port(), to_desired->get_input_port());
      builder->Connect(to_desired->get_output_port(),
                       plant.get_desired_state_input_port(instance));
      auto* zero = builder->AddSystem<systems::ConstantVectorSource<double>>(
          VectorXd::Zero(nu));
      zero->set_name("pd_driver_feedforward_" + name);
      builder->Connect(zero->get_output_port(),
                       plant.get_actuation_input_port(instance));
      outputs.push_back(DesiredStateOutput{name, &source->get_output_port(),
                                           std::move(q_d), source});
      continue;
    }

    // A tracking driver: a controller on a copy of the model alone.
    const ModelInstanceInfo* info = nullptr;
    for (const ModelInstanceInfo& candidate : added_models) {
      if (candidate.model_instance == instance) info = &candidate;
    }
    if (info == nullptr) {
      Fail(scenario, key_path,
           fmt::format("model '{}' was not added by an add_model directive; "
                       "a tracking driver needs its model file",
                       name));
    }
    auto controller_plant =
        MakeControllerPlant(scenario, key_path, plant, *info);
    const int nv = controller_plant->num_velocities();
    const VectorXd q0_model = plant.GetPositionsFromArray(instance, q0);
    const JointTrajectory& trajectory_config =
        std::holds_alternative<InverseDynamicsDriver>(driver)
            ? std::get<InverseDynamicsDriver>(driver).desired_trajectory
            : std::get<JointStiffnessDriver>(driver).desired_trajectory;
    std::vector<std::string> trajectory_path = key_path;
    trajectory_path.push_back("desired_trajectory");
    std::vector<bool> held;
    PiecewisePolynomial<double> q_d =
        MakeDesiredTrajectory(scenario, trajectory_path, trajectory_config,
                              plant, instance, q0_model, &held);
    const DesiredTrajectorySource* trajectory_source{};
    const MatrixXd B_transpose =
        ActuationFromGeneralizedForce(*controller_plant);

    const systems::OutputPort<double>* desired_state{};
    // The inverse-dynamics controller outputs generalized forces (mapped to
    // actuation below); the stiffness controller outputs actuation.
    const systems::OutputPort<double>* generalized_force{};
    const systems::OutputPort<double>* actuation{};
    if (std::holds_alternative<InverseDynamicsDriver>(driver)) {
      const auto& config = std::get<InverseDynamicsDriver>(driver);
      const auto gain = [&, &model_name = name](const char* key,
                                                const VectorXd& value) {
        return ExpandGain(scenario, {"model_drivers", model_name, "gains", key},
                          value, nv);
      };
      const VectorXd kp = gain("kp", config.gains.kp);
      const VectorXd ki = gain("ki", config.gains.ki);
      const VectorXd kd = gain("kd", config.gains.kd);
      // [q_d; v_d; v̇_d] split into the desired state and acceleration.
      auto* source =
          builder->AddSystem<DesiredTrajectorySource>(q_d, std::move(held), 2);
      source->set_name("desired_trajectory_" + name);
      trajectory_source = source;
      auto* split = builder->AddSystem<systems::Demultiplexer<double>>(
          std::vector<int>{2 * nv, nv});
      split->set_name("desired_split_" + name);
      builder->Connect(source->get_output_port(), split->get_input_port(0));
      auto* controller = builder->AddSystem<
          systems::controllers::InverseDynamicsController<double>>(
          std::move(controller_plant), kp, ki, kd, true);
      controller->set_name("inverse_dynamics_driver_" + name);
      builder->Connect(plant.get_state_output_port(instance),
                       controller->get_input_port_estimated_state());
      builder->Connect(split->get_output_port(0),
                       controller->get_input_port_desired_state());
      builder->Connect(split->get_output_port(1),
                       controller->get_input_port_desired_acceleration());
      desired_state = &split->get_output_port(0);
      generalized_force = &controller->get_output_port_control();
    } else {
      const auto& config = std::get<JointStiffnessDriver>(driver);
      const VectorXd kp =
          ExpandGain(scenario, {"model_drivers", name, "kp"}, config.kp, nv);
      const VectorXd kd =
          ExpandGain(scenario, {"model_drivers", name, "kd"}, config.kd, nv);
      auto* source =
          builder->AddSystem<DesiredTrajectorySource>(q_d, std::move(held), 1);
      source->set_name("desired_trajectory_" + name);
      trajectory_source = source;
      auto* controller = builder->AddSystem<
          systems::controllers::JointStiffnessController<double>>(
          *controller_plant, kp, kd);
      controller->set_name("joint_stiffness_driver_" + name);
      builder->Connect(plant.get_state_output_port(instance),
                       controller->get_input_port_estimated_state());
      builder->Connect(source->get_output_port(),
                       controller->get_input_port_desired_state());
      desired_state = &source->get_output_port();
      actuation = &controller->get_output_port_actuation();
      // The controller aliases its plant, which must outlive it.
      owned_plants->push_back(std::move(controller_plant));
    }
    if (generalized_force != nullptr) {
      auto* to_actuation =
          builder->AddSystem<systems::MatrixGain<double>>(B_transpose);
      to_actuation->set_name("actuation_of_" + name);
      builder->Connect(*generalized_force, to_actuation->get_input_port());
      actuation = &to_actuation->get_output_port();
    }
    builder->Connect(*actuation, plant.get_actuation_input_port(instance));
    outputs.push_back(DesiredStateOutput{name, desired_state, std::move(q_d),
                                         trajectory_source});
  }
  // Actuated models without a driver get zero actuation.
  for (ModelInstanceIndex i(0); i < plant.num_model_instances(); ++i) {
    const int nu = plant.num_actuated_dofs(i);
    if (nu == 0 || driven.count(i) > 0) continue;
    auto* zero = builder->AddSystem<systems::ConstantVectorSource<double>>(
        VectorXd::Zero(nu));
    zero->set_name("zero_force_driver_" + plant.GetModelInstanceName(i));
    builder->Connect(zero->get_output_port(),
                     plant.get_actuation_input_port(i));
  }
  return outputs;
}

}  // namespace simulate
}  // namespace tools
}  // namespace drake
