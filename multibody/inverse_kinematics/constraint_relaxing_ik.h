#pragma once

/// @file
/// ConstraintRelaxingIk: inverse kinematics of an arm's end effector through
/// a sequence of Cartesian waypoints, tightening (and when it fails,
/// relaxing) the tolerances and restarting from other configurations, as
/// Drake's class of the same name does.

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "drake/common/drake_copyable.h"
#include "drake/common/eigen_types.h"
#include "drake/common/random.h"
#include "drake/math/rigid_transform.h"
#include "drake/multibody/plant/multibody_plant.h"

namespace drake {
namespace multibody {

/** Solves inverse kinematics for a sequence of end-effector waypoints,
 handling the relaxation of its constraints and the choice of initial
 guesses internally.

 For each waypoint the end effector's origin must lie in the box
 pose.translation() ± tolerance (in the world frame) and, when the waypoint
 constrains the orientation, the angle between the end effector's
 orientation and pose.rotation() must be at most a tolerance, with every
 joint within its position limits. Each waypoint starts from loose
 tolerances (1 cm, 0.01 rad) and halves them, alternately, after each
 success until they are within the waypoint's; after a failure the
 tolerance being tightened grows by half, and after ten failures the search
 restarts from a configuration drawn by MultibodyPlant::SetRandomState()
 (the default configuration unless the model's joints have random
 distributions), up to fifty times, as Drake does.

 Unlike Drake, which poses these as MathematicalProgram constraints for a
 nonlinear solver (SNOPT or IPOPT), each solve here is Mallard's own:
 damped Gauss–Newton steps on the constraints' violations (the position
 outside its box, the angle beyond its tolerance) through the end effector's
 Jacobian, projected onto the joint limits, from the previous solution;
 it succeeds when the violations are below 1e-10 (m, rad). The result is a
 configuration satisfying the constraints, near the initial guess, not an
 optimum of a cost (Drake's solve has no cost either).  */
class ConstraintRelaxingIk {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(ConstraintRelaxingIk);

  /** A Cartesian waypoint: the end effector's desired pose in the world, the
   position tolerance per world axis (m) and the orientation tolerance (an
   angle, rad), used only when `constrain_orientation`.  */
  struct IkCartesianWaypoint {
    math::RigidTransformd pose;
    Vector3<double> pos_tol{Vector3<double>(0.005, 0.005, 0.005)};
    double rot_tol{0.05};
    bool constrain_orientation{false};
  };

  /** Loads the one model in `model_path` (URDF, SDFormat, ...) into an
   internal plant, welding its first body to the world unless something is
   welded to the world already, and makes `end_effector_link_name` the end
   effector.
   @throws std::exception if the file cannot be parsed, holds other than
   one model, or has no body of that name.  */
  ConstraintRelaxingIk(const std::string& model_path,
                       const std::string& end_effector_link_name);

  ~ConstraintRelaxingIk();

  /** Makes the body `link_name` the end effector.
   @throws std::exception if the model has no such body.  */
  void SetEndEffector(const std::string& link_name) {
    end_effector_body_idx_ = plant_.GetBodyByName(link_name).index();
  }

  /** Solves for each waypoint in turn, from the previous solution (from
   `q_current` for the first). `q_sol` gets `q_current` followed by one
   configuration per waypoint solved; on failure it ends with the last
   attempt.
   @param keep_going if given, called before every solve with the index of
   the waypoint being solved; returning false stops and returns false.
   @return true if every waypoint was solved within its tolerances.
   @throws std::exception if `q_sol` is null or `q_current` does not have
   one entry per position of the model.  */
  bool PlanSequentialTrajectory(
      const std::vector<IkCartesianWaypoint>& waypoints,
      const VectorX<double>& q_current, std::vector<Eigen::VectorXd>* q_sol,
      const std::function<bool(int)>& keep_going = {});

 private:
  bool SolveIk(const IkCartesianWaypoint& waypoint, const VectorX<double>& q0,
               const Vector3<double>& pos_tol, double rot_tol,
               VectorX<double>* q_res);

  RandomGenerator rand_generator_;
  MultibodyPlant<double> plant_;
  BodyIndex end_effector_body_idx_{};
  std::unique_ptr<systems::Context<double>> context_;
};

}  // namespace multibody
}  // namespace drake
