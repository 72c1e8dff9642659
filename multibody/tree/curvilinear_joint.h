#pragma once

#include <limits>
#include <string>

#include "drake/common/trajectories/piecewise_constant_curvature_trajectory.h"
#include "drake/multibody/tree/joint.h"
#include "drake/multibody/tree/multibody_forces.h"

namespace drake {
namespace multibody {

/// A one-dof joint that moves the child frame M along a planar path of line
/// segments and circular arcs fixed in the parent frame F, given as a
/// trajectories::PiecewiseConstantCurvatureTrajectory whose reference frame
/// is F: X_FM(q) = curvilinear_path.CalcPose(q). q = s is the distance
/// along the path (m) and v = ṡ the tangential velocity (m/s). Mx is the
/// path's tangent, Mz the plane normal and My = Mz × Mx; M need not
/// coincide with F at q = 0.
///
/// A periodic path repeats with its length L: X_FM(s) = X_FM(s + k·L).
/// The default position limits are [0, L] for an aperiodic path and
/// (−∞, ∞) for a periodic one; velocity and acceleration limits are
/// (−∞, ∞). Beyond the ends an aperiodic path is extrapolated with the
/// curvature of its end segments.
///
/// @tparam T double, AutoDiffXd or symbolic::Expression.
template <typename T>
class CurvilinearJoint final : public Joint<T> {
 public:
  DRAKE_NO_COPY_NO_MOVE_NO_ASSIGN(CurvilinearJoint);

  template <typename Scalar>
  using Context = systems::Context<Scalar>;

  static constexpr char kTypeName[] = "curvilinear";

  /// The joint between `frame_on_parent` (F) and `frame_on_child` (M)
  /// along `curvilinear_path` (expressed in F), with the default position
  /// limits above and viscous `damping` (N·s/m): the force −damping·v acts
  /// along the tangent.
  /// @throws std::logic_error if the path is empty or damping is negative.
  CurvilinearJoint(
      const std::string& name, const Frame<T>& frame_on_parent,
      const Frame<T>& frame_on_child,
      const trajectories::PiecewiseConstantCurvatureTrajectory<double>&
          curvilinear_path,
      double damping = 0)
      : CurvilinearJoint<T>(name, frame_on_parent, frame_on_child,
                            curvilinear_path,
                            DefaultLowerLimit(curvilinear_path),
                            DefaultUpperLimit(curvilinear_path), damping) {}

  /// As above with position limits [pos_lower_limit, pos_upper_limit] (m)
  /// on the distance.
  /// @throws std::logic_error if the path is empty, damping is negative or
  ///   pos_lower_limit > pos_upper_limit.
  CurvilinearJoint(
      const std::string& name, const Frame<T>& frame_on_parent,
      const Frame<T>& frame_on_child,
      const trajectories::PiecewiseConstantCurvatureTrajectory<double>
          curvilinear_path,
      double pos_lower_limit, double pos_upper_limit, double damping = 0);

  ~CurvilinearJoint() final;

  const std::string& type_name() const final;

  /// The default damping coefficient, N·s/m.
  double default_damping() const { return this->default_damping_vector()[0]; }

  /// Sets the default damping coefficient (N·s/m).
  /// @throws std::logic_error if `damping` is negative or the plant is
  ///   finalized.
  void set_default_damping(double damping) {
    this->set_default_damping_vector(Vector1d(damping));
  }

  /// The position lower limit, m.
  double position_lower_limit() const {
    return this->position_lower_limits()[0];
  }
  /// The position upper limit, m.
  double position_upper_limit() const {
    return this->position_upper_limits()[0];
  }
  /// The velocity lower limit, m/s.
  double velocity_lower_limit() const {
    return this->velocity_lower_limits()[0];
  }
  /// The velocity upper limit, m/s.
  double velocity_upper_limit() const {
    return this->velocity_upper_limits()[0];
  }
  /// The acceleration lower limit, m/s².
  double acceleration_lower_limit() const {
    return this->acceleration_lower_limits()[0];
  }
  /// The acceleration upper limit, m/s².
  double acceleration_upper_limit() const {
    return this->acceleration_upper_limits()[0];
  }

  /// The distance s along the path in `context`, m.
  const T& get_distance(const systems::Context<T>& context) const {
    return this->GetOnePosition(context);
  }

  /// Sets the distance s along the path (m) in `context`.
  const CurvilinearJoint<T>& set_distance(systems::Context<T>* context,
                                          const T& distance) const;

  /// Sets the distribution SetRandomState() samples the distance (m) from.
  void set_random_distance_distribution(const symbolic::Expression& distance) {
    this->set_random_position_distribution(
        Vector1<symbolic::Expression>(distance));
  }

  /// The tangential velocity ṡ in `context`, m/s.
  const T& get_tangential_velocity(const systems::Context<T>& context) const {
    return this->GetOneVelocity(context);
  }

  /// Sets the tangential velocity ṡ (m/s) in `context`.
  const CurvilinearJoint<T>& set_tangential_velocity(
      systems::Context<T>* context, const T& tangential_velocity) const;

  /// The damping in use in `context` (a parameter), N·s/m.
  const T& GetDamping(const systems::Context<T>& context) const {
    return this->GetDampingVector(context)[0];
  }

  /// Stores `damping` (N·s/m) in `context`.
  /// @throws std::logic_error if `damping` is negative.
  void SetDamping(systems::Context<T>* context, const T& damping) const {
    this->SetDampingVector(context, Vector1<T>(damping));
  }

  /// The default distance along the path, m.
  double get_default_distance() const { return this->default_positions()[0]; }

  /// Sets the default distance along the path, m.
  void set_default_distance(double distance) {
    this->set_default_positions(Vector1d(distance));
  }

  /// Adds a force `force` (N) along the path's tangent Mx, acting on the
  /// child body, to `forces`.
  /// @throws std::logic_error if `forces` is null or not sized for the
  ///   plant (see Joint::AddInOneForce()).
  void AddInForce(const systems::Context<T>& context, const T& force,
                  MultibodyForces<T>* forces) const {
    this->AddInOneForce(context, 0, force, forces);
  }

  /// The path X_FM(q) follows.
  const trajectories::PiecewiseConstantCurvatureTrajectory<double>&
  get_trajectory() const {
    return curvilinear_path_;
  }

 private:
  static double DefaultLowerLimit(
      const trajectories::PiecewiseConstantCurvatureTrajectory<double>& path) {
    return path.is_periodic() ? -std::numeric_limits<double>::infinity() : 0.0;
  }
  static double DefaultUpperLimit(
      const trajectories::PiecewiseConstantCurvatureTrajectory<double>& path) {
    return path.is_periodic() ? std::numeric_limits<double>::infinity()
                              : path.length();
  }

  trajectories::PiecewiseConstantCurvatureTrajectory<double> curvilinear_path_;
};

}  // namespace multibody
}  // namespace drake

DRAKE_DECLARE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::CurvilinearJoint)
