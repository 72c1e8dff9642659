#include "drake/manipulation/util/robot_plan_interpolator.h"

#include <set>
#include <stdexcept>
#include <utility>

#include <fmt/format.h>

#include "drake/common/text_logging.h"
#include "drake/common/trajectories/piecewise_polynomial.h"
#include "drake/lcmt_robot_plan.hpp"
#include "drake/multibody/parsing/parser.h"

namespace drake {
namespace manipulation {
namespace util {

using multibody::BodyIndex;
using multibody::JointIndex;
using trajectories::PiecewisePolynomial;

// The plan in effect: q(t - start_time) and its first two derivatives, and
// the encoded message it came from (to recognize a new message).
struct RobotPlanInterpolator::PlanData {
  double start_time{0};
  std::vector<uint8_t> encoded_msg;
  PiecewisePolynomial<double> pp;
  PiecewisePolynomial<double> pp_deriv;
  PiecewisePolynomial<double> pp_double_deriv;
};

RobotPlanInterpolator::RobotPlanInterpolator(const std::string& model_path,
                                             const InterpolatorType interp_type,
                                             double update_interval)
    : plan_input_port_(
          this->DeclareAbstractInputPort("plan", Value<lcmt_robot_plan>())
              .get_index()),
      interp_type_(interp_type) {
  if (!(update_interval > 0)) {
    throw std::logic_error(fmt::format(
        "RobotPlanInterpolator: update_interval must be positive; got {}",
        update_interval));
  }
  multibody::Parser(&plant_).AddModels(model_path);

  // A model that no joint attaches to the world has its root bodies (the
  // parents that are nobody's child) welded to it.
  std::set<BodyIndex> parents;
  std::set<BodyIndex> children;
  bool attached_to_world = false;
  for (const JointIndex& index : plant_.GetJointIndices()) {
    const multibody::Joint<double>& joint = plant_.get_joint(index);
    if (joint.parent_body().index() == plant_.world_body().index()) {
      attached_to_world = true;
      break;
    }
    parents.insert(joint.parent_body().index());
    children.insert(joint.child_body().index());
  }
  if (!attached_to_world) {
    for (const BodyIndex& root : parents) {
      if (children.count(root) > 0) continue;
      plant_.WeldFrames(plant_.world_frame(),
                        plant_.get_body(root).body_frame());
    }
  }
  plant_.Finalize();
  if (!plant_.IsVelocityEqualToQDot()) {
    throw std::logic_error(fmt::format(
        "RobotPlanInterpolator: the model in '{}' has velocities that are not "
        "the derivatives of its positions (e.g. a floating base); expected "
        "a model whose joints each have q̇ = v",
        model_path));
  }
  const int nq = plant_.num_positions();
  const int nv = plant_.num_velocities();
  state_output_port_ =
      this->DeclareVectorOutputPort("state", nq + nv,
                                    &RobotPlanInterpolator::OutputState)
          .get_index();
  acceleration_output_port_ =
      this->DeclareVectorOutputPort("acceleration", nv,
                                    &RobotPlanInterpolator::OutputAccel)
          .get_index();
  plan_index_ = this->DeclareAbstractState(Value<PlanData>());
  init_flag_index_ = this->DeclareAbstractState(Value<bool>(false));
  this->DeclarePeriodicUnrestrictedUpdateEvent(
      update_interval, 0, &RobotPlanInterpolator::UpdatePlanOnNewMessage);
}

RobotPlanInterpolator::~RobotPlanInterpolator() = default;

const RobotPlanInterpolator::PlanData&
RobotPlanInterpolator::GetInitializedPlan(
    const systems::Context<double>& context) const {
  if (!context.get_abstract_state<bool>(init_flag_index_)) {
    throw std::logic_error(fmt::format(
        "RobotPlanInterpolator '{}': Initialize() must be called on the "
        "Context's state before the plan is used",
        this->get_name()));
  }
  return context.get_abstract_state<PlanData>(plan_index_);
}

void RobotPlanInterpolator::OutputState(
    const systems::Context<double>& context,
    systems::BasicVector<double>* output) const {
  const PlanData& plan = GetInitializedPlan(context);
  const double t = context.get_time() - plan.start_time;
  auto value = output->get_mutable_value();
  value.head(plant_.num_positions()) = plan.pp.value(t);
  value.tail(plant_.num_velocities()) = plan.pp_deriv.value(t);
}

void RobotPlanInterpolator::OutputAccel(
    const systems::Context<double>& context,
    systems::BasicVector<double>* output) const {
  const PlanData& plan = GetInitializedPlan(context);
  const double t = context.get_time() - plan.start_time;
  auto value = output->get_mutable_value();
  if (t > plan.pp_double_deriv.end_time()) {
    value.setZero();  // the plan is over: hold still
  } else {
    value = plan.pp_double_deriv.value(t);
  }
}

void RobotPlanInterpolator::MakeFixedPlan(double plan_start_time,
                                          const VectorX<double>& q0,
                                          systems::State<double>* state) const {
  PlanData& plan = state->get_mutable_abstract_state<PlanData>(plan_index_);
  const std::vector<double> times{0.0, 1.0};
  const std::vector<MatrixX<double>> knots(2, q0);
  plan.start_time = plan_start_time;
  plan.pp = PiecewisePolynomial<double>::ZeroOrderHold(times, knots);
  plan.pp_deriv = plan.pp.derivative();
  plan.pp_double_deriv = plan.pp_deriv.derivative();
}

void RobotPlanInterpolator::Initialize(double plan_start_time,
                                       const VectorX<double>& q0,
                                       systems::State<double>* state) const {
  if (state == nullptr) {
    throw std::logic_error(
        "RobotPlanInterpolator::Initialize(): state is null");
  }
  if (q0.size() != plant_.num_positions()) {
    throw std::logic_error(fmt::format(
        "RobotPlanInterpolator::Initialize(): q0 has {} values; the model "
        "has {} positions",
        q0.size(), plant_.num_positions()));
  }
  MakeFixedPlan(plan_start_time, q0, state);
  state->get_mutable_abstract_state<bool>(init_flag_index_) = true;
}

systems::EventStatus RobotPlanInterpolator::UpdatePlanOnNewMessage(
    const systems::Context<double>& context,
    systems::State<double>* state) const {
  const PlanData& current = GetInitializedPlan(context);
  const lcmt_robot_plan& message =
      get_plan_input_port().Eval<lcmt_robot_plan>(context);
  const int num_states = message.num_states;
  if (num_states < 0 ||
      static_cast<size_t>(num_states) != message.plan.size()) {
    throw std::logic_error(fmt::format(
        "RobotPlanInterpolator '{}': the plan message says num_states = {} "
        "but holds {} states",
        this->get_name(), num_states, message.plan.size()));
  }
  for (int i = 0; i < num_states; ++i) {
    const lcmt_robot_state& knot = message.plan[i];
    if (knot.num_joints < 0 ||
        static_cast<size_t>(knot.num_joints) != knot.joint_name.size() ||
        static_cast<size_t>(knot.num_joints) != knot.joint_position.size()) {
      throw std::logic_error(fmt::format(
          "RobotPlanInterpolator '{}': state {} of the plan message says "
          "num_joints = {} but holds {} names and {} positions",
          this->get_name(), i, knot.num_joints, knot.joint_name.size(),
          knot.joint_position.size()));
    }
  }
  // A message is new when its encoding differs from the last one's (the
  // message carries no sequence number).
  const int size = message.getEncodedSize();
  std::vector<uint8_t> encoded(size);
  message.encode(encoded.data(), 0, size);
  if (encoded == current.encoded_msg) {
    return systems::EventStatus::DidNothing();
  }
  const double now = context.get_time();
  if (num_states == 0) {
    // Hold where the current plan is now.
    const VectorX<double> q_now = current.pp.value(now - current.start_time);
    MakeFixedPlan(now, q_now, state);
  } else if (num_states == 1) {
    drake::log()->info(
        "RobotPlanInterpolator: ignoring a plan with only one knot point");
  } else {
    const int nq = plant_.num_positions();
    std::vector<MatrixX<double>> knots(num_states,
                                       MatrixX<double>::Zero(nq, 1));
    std::vector<double> times(num_states);
    for (int i = 0; i < num_states; ++i) {
      const lcmt_robot_state& knot = message.plan[i];
      times[i] = static_cast<double>(knot.utime) / 1e6;
      for (int j = 0; j < knot.num_joints; ++j) {
        const std::string& name = knot.joint_name[j];
        if (!plant_.HasJointNamed(name)) continue;
        knots[i](plant_.GetJointByName(name).position_start(), 0) =
            knot.joint_position[j];
      }
    }
    const MatrixX<double> zero_velocity =
        MatrixX<double>::Zero(plant_.num_velocities(), 1);
    PiecewisePolynomial<double> pp;
    // (Each factory throws, naming the break, on times that do not
    // increase.)
    switch (interp_type_) {
      case InterpolatorType::ZeroOrderHold:
        pp = PiecewisePolynomial<double>::ZeroOrderHold(times, knots);
        break;
      case InterpolatorType::FirstOrderHold:
        pp = PiecewisePolynomial<double>::FirstOrderHold(times, knots);
        break;
      case InterpolatorType::Pchip:
        pp = PiecewisePolynomial<double>::CubicShapePreserving(times, knots,
                                                               true);
        break;
      case InterpolatorType::Cubic:
        pp = PiecewisePolynomial<double>::CubicWithContinuousSecondDerivatives(
            times, knots, zero_velocity, zero_velocity);
        break;
    }
    PlanData& plan = state->get_mutable_abstract_state<PlanData>(plan_index_);
    plan.start_time = now;
    plan.pp = std::move(pp);
    plan.pp_deriv = plan.pp.derivative();
    plan.pp_double_deriv = plan.pp_deriv.derivative();
  }
  state->get_mutable_abstract_state<PlanData>(plan_index_).encoded_msg =
      std::move(encoded);
  return systems::EventStatus::Succeeded();
}

}  // namespace util
}  // namespace manipulation
}  // namespace drake
