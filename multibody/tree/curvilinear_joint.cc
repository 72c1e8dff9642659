#include "drake/multibody/tree/curvilinear_joint.h"

#include <memory>
#include <stdexcept>
#include <string>
#include <utility>

#include <fmt/format.h>

#include "drake/common/never_destroyed.h"
#include "drake/multibody/tree/joint_helpers.h"

namespace drake {
namespace multibody {

using internal::CurvilinearPath;
using internal::MobilizerKind;
using internal::MobilizerParameters;
using internal::Repeat;

namespace {

// The kernel's flat copy of `path`: its breaks, the turning rate of each
// segment and the pose at each break (X_FM(sᵢ), exact: CalcPose at a break
// composes the break's pose with the identity).
// @throws std::logic_error naming the joint if the path is empty.
MobilizerParameters CurvilinearParameters(
    const std::string& joint_name,
    const trajectories::PiecewiseConstantCurvatureTrajectory<double>& path) {
  if (path.get_number_of_segments() < 1) {
    throw std::logic_error(fmt::format(
        "CurvilinearJoint '{}': the path is empty; a curvilinear joint needs "
        "a PiecewiseConstantCurvatureTrajectory with at least one segment.",
        joint_name));
  }
  auto flat = std::make_shared<CurvilinearPath>();
  flat->breaks = path.get_segment_times();
  flat->is_periodic = path.is_periodic();
  const int n = path.get_number_of_segments();
  flat->turning_rates.reserve(n);
  flat->break_poses.reserve(n + 1);
  for (int i = 0; i < n; ++i) {
    flat->turning_rates.push_back(path.curvature(flat->breaks[i]));
    flat->break_poses.push_back(path.CalcPose(flat->breaks[i]));
  }
  // the end pose (the start pose again on a periodic path, which wraps).
  flat->break_poses.push_back(path.CalcPose(flat->breaks[n]));
  MobilizerParameters params;
  params.curvilinear_path = std::move(flat);
  return params;
}

}  // namespace

template <typename T>
CurvilinearJoint<T>::CurvilinearJoint(
    const std::string& name, const Frame<T>& frame_on_parent,
    const Frame<T>& frame_on_child,
    const trajectories::PiecewiseConstantCurvatureTrajectory<double>
        curvilinear_path,
    double pos_lower_limit, double pos_upper_limit, double damping)
    : Joint<T>(
          name, frame_on_parent, frame_on_child, MobilizerKind::kCurvilinear,
          CurvilinearParameters(name, curvilinear_path), Repeat(damping, 1)),
      curvilinear_path_(curvilinear_path) {
  this->set_position_limits(Repeat(pos_lower_limit, 1),
                            Repeat(pos_upper_limit, 1));
}

template <typename T>
CurvilinearJoint<T>::~CurvilinearJoint() = default;

template <typename T>
const std::string& CurvilinearJoint<T>::type_name() const {
  static const never_destroyed<std::string> name(kTypeName);
  return name.access();
}

template <typename T>
const CurvilinearJoint<T>& CurvilinearJoint<T>::set_distance(
    systems::Context<T>* context, const T& distance) const {
  this->get_mutable_positions(context)[0] = distance;
  return *this;
}

template <typename T>
const CurvilinearJoint<T>& CurvilinearJoint<T>::set_tangential_velocity(
    systems::Context<T>* context, const T& tangential_velocity) const {
  this->get_mutable_velocities(context)[0] = tangential_velocity;
  return *this;
}

}  // namespace multibody
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::CurvilinearJoint)
