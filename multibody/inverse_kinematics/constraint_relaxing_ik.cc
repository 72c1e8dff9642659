#include "drake/multibody/inverse_kinematics/constraint_relaxing_ik.h"

#include <algorithm>
#include <stdexcept>
#include <utility>

#include <fmt/format.h>

#include "drake/common/text_logging.h"
#include "drake/multibody/parsing/parser.h"

namespace drake {
namespace multibody {

using Eigen::Vector3d;
using Eigen::VectorXd;

namespace {

// Drake's seed, so that the sequence of restarts is repeatable.
constexpr int kRandomSeed = 1234;

// The search's schedule (Drake's values).
constexpr int kMaxNumInitialGuess = 50;
constexpr int kMaxNumConstraintRelax = 10;
constexpr double kInitialPosTolerance = 0.01;  // m, per axis.
constexpr double kInitialRotTolerance = 0.01;  // rad.
constexpr double kConstraintShrinkFactor = 0.5;
constexpr double kConstraintGrowFactor = 1.5;

// One solve: Gauss–Newton iterations, each with up to kMaxDampings tries of
// growing damping; success when the violations are below kFeasible.
constexpr int kMaxIterations = 100;
constexpr int kMaxDampings = 12;
constexpr double kFeasible = 1e-10;  // m and rad.

}  // namespace

ConstraintRelaxingIk::ConstraintRelaxingIk(
    const std::string& model_path, const std::string& end_effector_link_name)
    : rand_generator_(kRandomSeed), plant_(0.0) {
  const std::vector<ModelInstanceIndex> models =
      Parser(&plant_).AddModels(model_path);
  if (models.size() != 1) {
    throw std::logic_error(fmt::format(
        "ConstraintRelaxingIk: '{}' holds {} models; expected one (the arm).",
        model_path, models.size()));
  }
  // Weld the model's first body to the world unless something is welded to
  // it already (the world counts itself).
  if (plant_.GetBodiesWeldedTo(plant_.world_body()).size() <= 1) {
    const std::vector<BodyIndex> bodies = plant_.GetBodyIndices(models[0]);
    if (bodies.empty()) {
      throw std::logic_error(
          fmt::format("ConstraintRelaxingIk: the model in '{}' has no bodies.",
                      model_path));
    }
    plant_.WeldFrames(plant_.world_frame(),
                      plant_.get_body(bodies[0]).body_frame());
  }
  plant_.Finalize();
  SetEndEffector(end_effector_link_name);
  context_ = plant_.CreateDefaultContext();
}

ConstraintRelaxingIk::~ConstraintRelaxingIk() = default;

bool ConstraintRelaxingIk::PlanSequentialTrajectory(
    const std::vector<IkCartesianWaypoint>& waypoints,
    const VectorX<double>& q_current, std::vector<Eigen::VectorXd>* q_sol_out,
    const std::function<bool(int)>& keep_going) {
  if (q_sol_out == nullptr) {
    throw std::logic_error(
        "ConstraintRelaxingIk::PlanSequentialTrajectory(): q_sol is null.");
  }
  if (q_current.size() != plant_.num_positions()) {
    throw std::logic_error(fmt::format(
        "ConstraintRelaxingIk::PlanSequentialTrajectory(): q_current has {} "
        "entries, but the model has {} positions.",
        q_current.size(), plant_.num_positions()));
  }
  q_sol_out->clear();
  q_sol_out->push_back(q_current);
  VectorXd q0 = q_current;
  VectorXd q_sol = q_current;
  // Which tolerance the last success tightened (a failure grows it back).
  enum class Mode { kPosition, kRotation };
  int relaxed = 0;
  int restarts = 0;
  for (const IkCartesianWaypoint& waypoint : waypoints) {
    Vector3d pos_tol = Vector3d::Constant(kInitialPosTolerance);
    double rot_tol = waypoint.constrain_orientation ? kInitialRotTolerance : 0;
    Mode mode = Mode::kPosition;
    while (true) {
      if (keep_going && !keep_going(static_cast<int>(q_sol_out->size()) - 1)) {
        return false;
      }
      if (SolveIk(waypoint, q0, pos_tol, rot_tol, &q_sol)) {
        if (rot_tol <= waypoint.rot_tol &&
            (pos_tol.array() <= waypoint.pos_tol.array()).all()) {
          break;
        }
        // Tighten: the orientation after the position, alternately.
        if (mode == Mode::kPosition && waypoint.constrain_orientation) {
          rot_tol *= kConstraintShrinkFactor;
          mode = Mode::kRotation;
        } else {
          pos_tol *= kConstraintShrinkFactor;
          mode = Mode::kPosition;
        }
        q0 = q_sol;
      } else {
        // Loosen what was tightened last.
        if (mode == Mode::kRotation && waypoint.constrain_orientation) {
          rot_tol *= kConstraintGrowFactor;
        } else {
          pos_tol *= kConstraintGrowFactor;
        }
        ++relaxed;
      }
      if (relaxed > kMaxNumConstraintRelax) {
        // Start over from another configuration, at the loose tolerances.
        plant_.SetRandomState(*context_, &context_->get_mutable_state(),
                              &rand_generator_);
        q0 = plant_.GetPositions(*context_);
        pos_tol = Vector3d::Constant(kInitialPosTolerance);
        rot_tol = waypoint.constrain_orientation ? kInitialRotTolerance : 0;
        mode = Mode::kPosition;
        drake::log()->warn("IK FAILED at max constraint relaxing iter: {}",
                           relaxed);
        relaxed = 0;
        ++restarts;
      }
      if (restarts > kMaxNumInitialGuess) {
        drake::log()->error("IK FAILED at max random starts: {}", restarts);
        q_sol_out->push_back(q_sol);
        return false;
      }
    }
    q0 = q_sol;
    q_sol_out->push_back(q_sol);
  }
  return true;
}

bool ConstraintRelaxingIk::SolveIk(const IkCartesianWaypoint& waypoint,
                                   const VectorX<double>& q0,
                                   const Vector3<double>& pos_tol,
                                   double rot_tol, VectorX<double>* q_res) {
  const int nq = plant_.num_positions();
  const VectorXd lower = plant_.GetPositionLowerLimits();
  const VectorXd upper = plant_.GetPositionUpperLimits();
  const Frame<double>& frame_E =
      plant_.get_body(end_effector_body_idx_).body_frame();
  const bool orient = waypoint.constrain_orientation;
  const Vector3d p_lower = waypoint.pose.translation() - pos_tol;
  const Vector3d p_upper = waypoint.pose.translation() + pos_tol;
  const math::RotationMatrixd& R_WT = waypoint.pose.rotation();

  // The violations at q, in the rows of the spatial Jacobian [ω; v] of E's
  // origin in W: the angle beyond rot_tol along the rotation from the target
  // orientation T to E's (axis in W), and how far E's origin is outside its
  // box along each axis. Returns their norm.
  const auto violations = [&](const VectorXd& q, Vector6<double>* r) {
    plant_.SetPositions(context_.get(), q);
    const math::RigidTransformd& X_WE =
        plant_.EvalBodyPoseInWorld(*context_, frame_E.body());
    const Vector3d& p_WE = X_WE.translation();
    r->tail<3>() = p_WE - p_WE.cwiseMax(p_lower).cwiseMin(p_upper);
    r->head<3>().setZero();
    if (orient) {
      const Eigen::AngleAxisd R_TE((R_WT.inverse() * X_WE.rotation()).matrix());
      const double excess = R_TE.angle() - rot_tol;
      if (excess > 0) {
        r->head<3>() = excess * (R_WT * Vector3d(R_TE.axis()));
      }
    }
    return r->norm();
  };

  VectorXd q = q0.cwiseMax(lower).cwiseMin(upper);
  Vector6<double> r;
  double cost = violations(q, &r);
  Matrix6X<double> J(6, nq);
  double damping = 1e-8;
  for (int iteration = 0; iteration < kMaxIterations; ++iteration) {
    if (r.cwiseAbs().maxCoeff() <= kFeasible) {
      *q_res = q;
      return true;
    }
    plant_.SetPositions(context_.get(), q);  // (The last try may be q's.)
    plant_.CalcJacobianSpatialVelocity(
        *context_, JacobianWrtVariable::kQDot, frame_E, Vector3d::Zero(),
        plant_.world_frame(), plant_.world_frame(), &J);
    if (!orient) J.topRows<3>().setZero();
    const Matrix6<double> JJt = J * J.transpose();
    bool improved = false;
    for (int attempt = 0; attempt < kMaxDampings; ++attempt) {
      // The damped least-squares step on the linearized violations.
      const Matrix6<double> A = JJt + damping * Matrix6<double>::Identity();
      const Vector6<double> y = A.ldlt().solve(r);
      const VectorXd q_next =
          (q - J.transpose() * y).cwiseMax(lower).cwiseMin(upper);
      Vector6<double> r_next;
      const double cost_next = violations(q_next, &r_next);
      if (cost_next < cost) {
        q = q_next;
        r = r_next;
        cost = cost_next;
        damping = std::max(damping / 10, 1e-12);
        improved = true;
        break;
      }
      damping *= 10;
    }
    // (No descent: a local minimum of the violation, often at a joint
    // limit; the caller relaxes or restarts.)
    if (!improved) break;
  }
  if (r.cwiseAbs().maxCoeff() <= kFeasible) {
    *q_res = q;
    return true;
  }
  return false;
}

}  // namespace multibody
}  // namespace drake
