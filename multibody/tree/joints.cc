/// @file
/// Joint and the concrete joint types.

#include <cmath>
#include <limits>
#include <numbers>
#include <stdexcept>

#include <fmt/format.h>

#include "drake/common/never_destroyed.h"
#include "drake/math/roll_pitch_yaw.h"
#include "drake/multibody/tree/ball_quaternion_joint.h"
#include "drake/multibody/tree/ball_rpy_joint.h"
#include "drake/multibody/tree/mobilizer_kernels.h"
#include "drake/multibody/tree/multibody_tree.h"
#include "drake/multibody/tree/planar_joint.h"
#include "drake/multibody/tree/prismatic_joint.h"
#include "drake/multibody/tree/quaternion_floating_joint.h"
#include "drake/multibody/tree/revolute_joint.h"
#include "drake/multibody/tree/rpy_floating_joint.h"
#include "drake/multibody/tree/screw_joint.h"
#include "drake/multibody/tree/universal_joint.h"
#include "drake/multibody/tree/weld_joint.h"
#include "drake/systems/framework/basic_vector.h"

namespace drake {
namespace multibody {

using internal::MobilizerKind;
using internal::MobilizerParameters;

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

VectorX<double> Repeat(double value, int n) {
  return VectorX<double>::Constant(n, value);
}

MobilizerParameters AxisParameters(const std::string& type,
                                   const std::string& name,
                                   const Vector3<double>& axis,
                                   double pitch = 0) {
  const double norm = axis.norm();
  if (!(norm > 1e-10) || !axis.allFinite()) {
    throw std::logic_error(fmt::format(
        "{} joint '{}': the axis ({}, {}, {}) must be a non-zero, finite "
        "vector.",
        type, name, axis.x(), axis.y(), axis.z()));
  }
  MobilizerParameters params;
  // An axis that is already unit length to round-off is kept bit for bit,
  // so that normalizing is idempotent: a joint rebuilt from another joint's
  // axis (scalar conversion) gets exactly the same axis.
  const bool is_unit =
      std::abs(norm - 1.0) <= 8 * std::numeric_limits<double>::epsilon();
  params.axis = is_unit ? axis : Vector3<double>(axis / norm);
  params.screw_pitch = pitch;
  return params;
}

// q from X_FM for `kind` (the closest match the joint can represent).
template <typename S>
void PositionsFromPose(MobilizerKind kind, const MobilizerParameters& params,
                       const math::RigidTransform<S>& X_FM, S* q) {
  using std::atan2;
  const Matrix3<S>& R = X_FM.rotation().matrix();
  const Vector3<S>& p = X_FM.translation();
  auto angle_about_axis = [&]() {
    const Eigen::Quaternion<S> quat = X_FM.rotation().ToQuaternion();
    const Vector3<S> xyz(quat.x(), quat.y(), quat.z());
    return S(2 * atan2(xyz.dot(params.axis.template cast<S>()), quat.w()));
  };
  switch (kind) {
    case MobilizerKind::kWeld:
      return;
    case MobilizerKind::kRevolute:
      q[0] = angle_about_axis();
      return;
    case MobilizerKind::kPrismatic:
      q[0] = p.dot(params.axis.template cast<S>());
      return;
    case MobilizerKind::kUniversal:
      q[0] = atan2(R(2, 1), R(1, 1));
      q[1] = atan2(R(0, 2), R(0, 0));
      return;
    case MobilizerKind::kBallQuaternion: {
      const Eigen::Quaternion<S> quat = X_FM.rotation().ToQuaternion();
      q[0] = quat.w();
      q[1] = quat.x();
      q[2] = quat.y();
      q[3] = quat.z();
      return;
    }
    case MobilizerKind::kBallRpy: {
      const math::RollPitchYaw<S> rpy(X_FM.rotation());
      q[0] = rpy.roll_angle();
      q[1] = rpy.pitch_angle();
      q[2] = rpy.yaw_angle();
      return;
    }
    case MobilizerKind::kPlanar:
      q[0] = p.x();
      q[1] = p.y();
      q[2] = atan2(R(1, 0), R(0, 0));
      return;
    case MobilizerKind::kScrew:
      q[0] = angle_about_axis();
      return;
    case MobilizerKind::kQuaternionFloating: {
      const Eigen::Quaternion<S> quat = X_FM.rotation().ToQuaternion();
      q[0] = quat.w();
      q[1] = quat.x();
      q[2] = quat.y();
      q[3] = quat.z();
      q[4] = p.x();
      q[5] = p.y();
      q[6] = p.z();
      return;
    }
    case MobilizerKind::kRpyFloating: {
      const math::RollPitchYaw<S> rpy(X_FM.rotation());
      q[0] = rpy.roll_angle();
      q[1] = rpy.pitch_angle();
      q[2] = rpy.yaw_angle();
      q[3] = p.x();
      q[4] = p.y();
      q[5] = p.z();
      return;
    }
  }
}

}  // namespace

template <typename T>
Joint<T>::Joint(const std::string& name, const Frame<T>& frame_on_parent,
                const Frame<T>& frame_on_child, MobilizerKind kind,
                const MobilizerParameters& params,
                const VectorX<double>& damping)
    : MultibodyElement<T>(frame_on_child.model_instance()),
      name_(name),
      frame_on_parent_(&frame_on_parent),
      frame_on_child_(&frame_on_child),
      kind_(kind),
      params_(params) {
  if (&frame_on_parent.body() == &frame_on_child.body()) {
    throw std::logic_error(fmt::format(
        "Joint '{}': the parent frame '{}' and the child frame '{}' are on "
        "the same body '{}'; a joint must connect two different bodies.",
        name, frame_on_parent.name(), frame_on_child.name(),
        frame_on_parent.body().name()));
  }
  const int nq = num_positions();
  const int nv = num_velocities();
  set_default_damping_vector(damping);
  q_lower_ = Repeat(-kInf, nq);
  q_upper_ = Repeat(kInf, nq);
  v_lower_ = Repeat(-kInf, nv);
  v_upper_ = Repeat(kInf, nv);
  a_lower_ = Repeat(-kInf, nv);
  a_upper_ = Repeat(kInf, nv);
  default_q_ = VectorX<double>::Zero(nq);
  VectorX<double> v0(nv);
  internal::VisitMobilizerKernel(kind_, [&](auto kernel) {
    using Kernel = decltype(kernel);
    Kernel::SetZeroState(params_, default_q_.data(), v0.data());
  });
}

template <typename T>
Joint<T>::~Joint() = default;

template <typename T>
int Joint<T>::position_start() const {
  return this->get_parent_tree().joint_position_start(index());
}

template <typename T>
int Joint<T>::velocity_start() const {
  return this->get_parent_tree().joint_velocity_start(index());
}

template <typename T>
bool Joint<T>::can_rotate() const {
  switch (kind_) {
    case MobilizerKind::kWeld:
    case MobilizerKind::kPrismatic:
      return false;
    default:
      return true;
  }
}

template <typename T>
bool Joint<T>::can_translate() const {
  switch (kind_) {
    case MobilizerKind::kPrismatic:
    case MobilizerKind::kPlanar:
    case MobilizerKind::kScrew:
    case MobilizerKind::kQuaternionFloating:
    case MobilizerKind::kRpyFloating:
      return true;
    default:
      return false;
  }
}

template <typename T>
std::string Joint<T>::position_suffix(int i) const {
  DRAKE_THROW_UNLESS(0 <= i && i < num_positions());
  switch (kind_) {
    case MobilizerKind::kRevolute:
    case MobilizerKind::kScrew:
      return "q";
    case MobilizerKind::kPrismatic:
      return "x";
    case MobilizerKind::kUniversal:
      return i == 0 ? "qx" : "qy";
    case MobilizerKind::kBallRpy:
      return std::string("q") + "xyz"[i];
    case MobilizerKind::kBallQuaternion:
      return std::string("q") + "wxyz"[i];
    case MobilizerKind::kPlanar:
      return i == 0 ? "x" : (i == 1 ? "y" : "qz");
    case MobilizerKind::kQuaternionFloating:
      return i < 4 ? std::string("q") + "wxyz"[i]
                   : std::string(1, "xyz"[i - 4]);
    case MobilizerKind::kRpyFloating:
      return i < 3 ? std::string("q") + "xyz"[i] : std::string(1, "xyz"[i - 3]);
    case MobilizerKind::kWeld:
      break;
  }
  return "";
}

template <typename T>
std::string Joint<T>::velocity_suffix(int i) const {
  DRAKE_THROW_UNLESS(0 <= i && i < num_velocities());
  switch (kind_) {
    case MobilizerKind::kRevolute:
    case MobilizerKind::kScrew:
      return "w";
    case MobilizerKind::kPrismatic:
      return "v";
    case MobilizerKind::kUniversal:
      return i == 0 ? "wx" : "wy";
    case MobilizerKind::kBallRpy:
    case MobilizerKind::kBallQuaternion:
      return std::string("w") + "xyz"[i];
    case MobilizerKind::kPlanar:
      return i == 0 ? "vx" : (i == 1 ? "vy" : "wz");
    case MobilizerKind::kQuaternionFloating:
    case MobilizerKind::kRpyFloating:
      return i < 3 ? std::string("w") + "xyz"[i]
                   : std::string("v") + "xyz"[i - 3];
    case MobilizerKind::kWeld:
      break;
  }
  return "";
}

template <typename T>
const T& Joint<T>::GetOnePosition(const systems::Context<T>& context) const {
  if (num_positions() != 1) {
    throw std::logic_error(fmt::format(
        "Joint::GetOnePosition(): joint '{}' ({}) has {} positions; this "
        "method is only for joints with one position.",
        name_, type_name(), num_positions()));
  }
  const auto& tree = this->get_parent_tree();
  tree.ValidateContext(context);
  // Through data(): a block of a const vector indexes by value, so
  // operator[] would return a reference to a temporary.
  return tree.get_positions(context).data()[position_start()];
}

template <typename T>
const T& Joint<T>::GetOneVelocity(const systems::Context<T>& context) const {
  if (num_velocities() != 1) {
    throw std::logic_error(fmt::format(
        "Joint::GetOneVelocity(): joint '{}' ({}) has {} velocities; this "
        "method is only for joints with one velocity.",
        name_, type_name(), num_velocities()));
  }
  const auto& tree = this->get_parent_tree();
  tree.ValidateContext(context);
  return tree.get_velocities(context).data()[velocity_start()];
}

template <typename T>
void Joint<T>::AddInOneForce(const systems::Context<T>&, int joint_dof,
                             const T& joint_tau,
                             MultibodyForces<T>* forces) const {
  DRAKE_THROW_UNLESS(forces != nullptr);
  if (joint_dof < 0 || joint_dof >= num_velocities()) {
    throw std::logic_error(fmt::format(
        "Joint::AddInOneForce(): joint '{}' has {} degrees of freedom; dof {} "
        "is out of range.",
        name_, num_velocities(), joint_dof));
  }
  forces->mutable_generalized_forces()[velocity_start() + joint_dof] +=
      joint_tau;
}

template <typename T>
void Joint<T>::AddInDamping(const systems::Context<T>& context,
                            MultibodyForces<T>* forces) const {
  DRAKE_THROW_UNLESS(forces != nullptr);
  const VectorX<T>& d = GetDampingVector(context);
  const auto v = GetVelocities(context);
  forces->mutable_generalized_forces()
      .segment(velocity_start(), num_velocities())
      .array() -= d.array() * v.array();
}

template <typename T>
void Joint<T>::set_default_damping_vector(const VectorX<double>& damping) {
  if (damping.size() != num_velocities()) {
    throw std::logic_error(fmt::format(
        "Joint '{}': the damping vector has size {}; expected {} (one per "
        "velocity).",
        name_, damping.size(), num_velocities()));
  }
  for (int i = 0; i < damping.size(); ++i) {
    if (!(damping[i] >= 0)) {
      throw std::logic_error(
          fmt::format("Joint '{}': damping must be non-negative; got {}.",
                      name_, damping[i]));
    }
  }
  damping_ = damping;
}

template <typename T>
const VectorX<T>& Joint<T>::GetDampingVector(
    const systems::Context<T>& context) const {
  const auto& tree = this->get_parent_tree();
  tree.ValidateContext(context);
  if (num_velocities() == 0) {
    // A joint without velocities (a weld) has no damping parameter.
    static const never_destroyed<VectorX<T>> empty{VectorX<T>(0)};
    return empty.access();
  }
  return context
      .get_numeric_parameter(tree.layout().damping_parameter_index[index()])
      .value();
}

template <typename T>
void Joint<T>::SetDampingVector(systems::Context<T>* context,
                                const VectorX<T>& damping) const {
  DRAKE_THROW_UNLESS(context != nullptr);
  const auto& tree = this->get_parent_tree();
  tree.ValidateContext(*context);
  if (damping.size() != num_velocities()) {
    throw std::logic_error(fmt::format(
        "Joint::SetDampingVector(): joint '{}' expects {} values; got {}.",
        name_, num_velocities(), damping.size()));
  }
  for (int i = 0; i < damping.size(); ++i) {
    if (!(damping[i] >= 0)) {
      throw std::logic_error(
          fmt::format("Joint::SetDampingVector(): joint '{}': damping must be "
                      "non-negative.",
                      name_));
    }
  }
  if (num_velocities() == 0) return;
  context
      ->get_mutable_numeric_parameter(
          tree.layout().damping_parameter_index[index()])
      .SetFromVector(damping);
}

namespace {
void CheckLimits(const std::string& joint, const char* what, int n,
                 const VectorX<double>& lower, const VectorX<double>& upper) {
  if (lower.size() != n || upper.size() != n) {
    throw std::logic_error(
        fmt::format("Joint '{}': {} limits must have size {}; got {} and {}.",
                    joint, what, n, lower.size(), upper.size()));
  }
  for (int i = 0; i < n; ++i) {
    if (!(lower[i] <= upper[i])) {
      throw std::logic_error(fmt::format(
          "Joint '{}': {} lower limit {} is greater than the upper limit {} "
          "(or NaN).",
          joint, what, lower[i], upper[i]));
    }
  }
}
}  // namespace

template <typename T>
void Joint<T>::set_position_limits(const VectorX<double>& lower,
                                   const VectorX<double>& upper) {
  CheckLimits(name_, "position", num_positions(), lower, upper);
  q_lower_ = lower;
  q_upper_ = upper;
}

template <typename T>
void Joint<T>::set_velocity_limits(const VectorX<double>& lower,
                                   const VectorX<double>& upper) {
  CheckLimits(name_, "velocity", num_velocities(), lower, upper);
  v_lower_ = lower;
  v_upper_ = upper;
}

template <typename T>
void Joint<T>::set_acceleration_limits(const VectorX<double>& lower,
                                       const VectorX<double>& upper) {
  CheckLimits(name_, "acceleration", num_velocities(), lower, upper);
  a_lower_ = lower;
  a_upper_ = upper;
}

template <typename T>
void Joint<T>::set_default_positions(const VectorX<double>& q) {
  if (q.size() != num_positions()) {
    throw std::logic_error(fmt::format(
        "Joint::set_default_positions(): joint '{}' has {} positions; got {} "
        "values.",
        name_, num_positions(), q.size()));
  }
  default_q_ = q;
}

template <typename T>
void Joint<T>::set_random_position_distribution(
    const VectorX<symbolic::Expression>& positions) {
  if (positions.size() != num_positions()) {
    throw std::logic_error(fmt::format(
        "Joint::set_random_position_distribution(): joint '{}' has {} "
        "positions; got a distribution of size {}.",
        name_, num_positions(), positions.size()));
  }
  random_q_ = positions;
}

template <typename T>
void Joint<T>::set_random_position_distribution_segment(
    int start, const VectorX<symbolic::Expression>& segment) {
  DRAKE_DEMAND(start >= 0 && start + segment.size() <= num_positions());
  if (!random_q_.has_value()) {
    // The zero configuration (e.g. identity quaternion, zero translation).
    VectorX<double> q0(num_positions());
    VectorX<double> v0(num_velocities());
    internal::VisitMobilizerKernel(kind_, [&](auto kernel) {
      using Kernel = decltype(kernel);
      Kernel::SetZeroState(params_, q0.data(), v0.data());
    });
    random_q_ = q0.template cast<symbolic::Expression>();
  }
  random_q_->segment(start, segment.size()) = segment;
}

template <typename T>
void Joint<T>::set_random_velocity_distribution(
    const VectorX<symbolic::Expression>& velocities) {
  if (velocities.size() != num_velocities()) {
    throw std::logic_error(fmt::format(
        "Joint::set_random_velocity_distribution(): joint '{}' has {} "
        "velocities; got a distribution of size {}.",
        name_, num_velocities(), velocities.size()));
  }
  random_v_ = velocities;
}

template <typename T>
void Joint<T>::SampleRandomState(RandomGenerator* generator, VectorX<double>* q,
                                 VectorX<double>* v) const {
  DRAKE_DEMAND(q != nullptr && v != nullptr);
  const int nq = num_positions();
  const int nv = num_velocities();
  // One Evaluate of [q; v] so that a variable shared by entries (e.g. the
  // four Gaussians of a uniform quaternion) takes a single value.
  VectorX<symbolic::Expression> x(nq + nv);
  x.head(nq) = random_q_.has_value()
                   ? *random_q_
                   : default_q_.template cast<symbolic::Expression>();
  if (random_v_.has_value()) {
    x.tail(nv) = *random_v_;
  } else {
    for (int i = 0; i < nv; ++i) x(nq + i) = 0.0;
  }
  const VectorX<double> sample = symbolic::Evaluate(x, {}, generator);
  *q = sample.head(nq);
  *v = sample.tail(nv);
  const bool has_quaternion =
      kind_ == internal::MobilizerKind::kQuaternionFloating ||
      kind_ == internal::MobilizerKind::kBallQuaternion;
  if (has_quaternion && random_q_.has_value()) {
    const double norm = q->template head<4>().norm();
    if (!(norm > 0.0) || !std::isfinite(norm)) {
      throw std::logic_error(fmt::format(
          "SetRandomState(): the sampled quaternion [{}, {}, {}, {}] of joint "
          "'{}' cannot be normalized.",
          (*q)[0], (*q)[1], (*q)[2], (*q)[3], name_));
    }
    q->template head<4>() /= norm;
  }
}

template <typename T>
Eigen::Ref<const VectorX<T>> Joint<T>::GetPositions(
    const systems::Context<T>& context) const {
  const auto& tree = this->get_parent_tree();
  tree.ValidateContext(context);
  return tree.get_positions(context).segment(position_start(), num_positions());
}

template <typename T>
Eigen::Ref<const VectorX<T>> Joint<T>::GetVelocities(
    const systems::Context<T>& context) const {
  const auto& tree = this->get_parent_tree();
  tree.ValidateContext(context);
  return tree.get_velocities(context).segment(velocity_start(),
                                              num_velocities());
}

template <typename T>
Eigen::VectorBlock<VectorX<T>> Joint<T>::get_mutable_positions(
    systems::Context<T>* context) const {
  DRAKE_THROW_UNLESS(context != nullptr);
  const auto& tree = this->get_parent_tree();
  tree.ValidateContext(*context);
  auto x = tree.get_mutable_positions_and_velocities(context);
  return Eigen::VectorBlock<VectorX<T>>(
      x.nestedExpression(), x.startRow() + position_start(), num_positions());
}

template <typename T>
Eigen::VectorBlock<VectorX<T>> Joint<T>::get_mutable_velocities(
    systems::Context<T>* context) const {
  DRAKE_THROW_UNLESS(context != nullptr);
  const auto& tree = this->get_parent_tree();
  tree.ValidateContext(*context);
  auto x = tree.get_mutable_positions_and_velocities(context);
  return Eigen::VectorBlock<VectorX<T>>(
      x.nestedExpression(),
      x.startRow() + tree.num_positions() + velocity_start(), num_velocities());
}

template <typename T>
void Joint<T>::SetPositions(
    systems::Context<T>* context,
    const Eigen::Ref<const VectorX<T>>& positions) const {
  if (positions.size() != num_positions()) {
    throw std::logic_error(fmt::format(
        "Joint::SetPositions(): joint '{}' has {} positions; got {} values.",
        name_, num_positions(), positions.size()));
  }
  get_mutable_positions(context) = positions;
}

template <typename T>
void Joint<T>::SetVelocities(
    systems::Context<T>* context,
    const Eigen::Ref<const VectorX<T>>& velocities) const {
  if (velocities.size() != num_velocities()) {
    throw std::logic_error(fmt::format(
        "Joint::SetVelocities(): joint '{}' has {} velocities; got {} values.",
        name_, num_velocities(), velocities.size()));
  }
  get_mutable_velocities(context) = velocities;
}

template <typename T>
math::RigidTransform<T> Joint<T>::GetPose(
    const systems::Context<T>& context) const {
  if (kind_ == MobilizerKind::kWeld) return X_FM_weld_.template cast<T>();
  const auto q = GetPositions(context);
  return internal::VisitMobilizerKernel(kind_, [&](auto kernel) {
    using Kernel = decltype(kernel);
    return Kernel::CalcX_FM(params_, q.data());
  });
}

template <typename T>
SpatialVelocity<T> Joint<T>::GetSpatialVelocity(
    const systems::Context<T>& context) const {
  const auto q = GetPositions(context);
  const auto v = GetVelocities(context);
  return internal::VisitMobilizerKernel(kind_, [&](auto kernel) {
    using Kernel = decltype(kernel);
    return Kernel::CalcV_FM(params_, q.data(), v.data());
  });
}

template <typename T>
void Joint<T>::SetPose(systems::Context<T>* context,
                       const math::RigidTransform<T>& X_FM) const {
  if (num_positions() == 0) return;
  VectorX<T> q(num_positions());
  PositionsFromPose<T>(kind_, params_, X_FM, q.data());
  SetPositions(context, q);
}

template <typename T>
void Joint<T>::SetSpatialVelocity(systems::Context<T>* context,
                                  const SpatialVelocity<T>& V_FM) const {
  const int nv = num_velocities();
  if (nv == 0) return;
  const VectorX<T> q = GetPositions(*context);
  MatrixX<T> H(6, nv);
  internal::VisitMobilizerKernel(kind_, [&](auto kernel) {
    using Kernel = decltype(kernel);
    Kernel::CalcH_FM(params_, q.data(), internal::MobilizerMatrixRef<T>(H));
  });
  // Least squares: the velocities whose V_FM is closest to the request.
  const VectorX<T> v =
      (H.transpose() * H).ldlt().solve(H.transpose() * V_FM.get_coeffs());
  SetVelocities(context, v);
}

template <typename T>
void Joint<T>::SetDefaultPose(const math::RigidTransform<double>& X_FM) {
  if (num_positions() == 0) return;
  VectorX<double> q(num_positions());
  PositionsFromPose<double>(kind_, params_, X_FM, q.data());
  default_q_ = q;
}

template <typename T>
math::RigidTransform<double> Joint<T>::GetDefaultPose() const {
  if (kind_ == MobilizerKind::kWeld) return X_FM_weld_;
  return internal::VisitMobilizerKernel(kind_, [&](auto kernel) {
    using Kernel = decltype(kernel);
    return Kernel::CalcX_FM(params_, default_q_.data());
  });
}

namespace {
// A quaternion floating joint's q = [qw qx qy qz px py pz] from a pair,
// bit for bit.
template <typename S>
VectorX<S> QuaternionFloatingPositions(const Eigen::Quaternion<S>& q_FM,
                                       const Vector3<S>& p_FM) {
  VectorX<S> q(7);
  q << q_FM.w(), q_FM.x(), q_FM.y(), q_FM.z(), p_FM;
  return q;
}
}  // namespace

template <typename T>
void Joint<T>::SetDefaultPosePair(const Eigen::Quaternion<double>& q_FM,
                                  const Vector3<double>& p_FM) {
  if (kind_ == MobilizerKind::kQuaternionFloating) {
    default_q_ = QuaternionFloatingPositions(q_FM, p_FM);
    return;
  }
  SetDefaultPose(
      math::RigidTransform<double>(math::RotationMatrix<double>(q_FM), p_FM));
}

template <typename T>
std::pair<Eigen::Quaternion<double>, Vector3<double>>
Joint<T>::GetDefaultPosePair() const {
  if (kind_ == MobilizerKind::kQuaternionFloating) {
    return {Eigen::Quaternion<double>(default_q_[0], default_q_[1],
                                      default_q_[2], default_q_[3]),
            default_q_.template tail<3>()};
  }
  const math::RigidTransform<double> X = GetDefaultPose();
  return {X.rotation().ToQuaternion(), X.translation()};
}

template <typename T>
void Joint<T>::SetPosePair(systems::Context<T>* context,
                           const Eigen::Quaternion<T>& q_FM,
                           const Vector3<T>& p_FM) const {
  DRAKE_THROW_UNLESS(context != nullptr);
  if (kind_ == MobilizerKind::kQuaternionFloating) {
    SetPositions(context, QuaternionFloatingPositions(q_FM, p_FM));
    return;
  }
  SetPose(context,
          math::RigidTransform<T>(math::RotationMatrix<T>(q_FM), p_FM));
}

template <typename T>
std::pair<Eigen::Quaternion<T>, Vector3<T>> Joint<T>::GetPosePair(
    const systems::Context<T>& context) const {
  if (kind_ == MobilizerKind::kQuaternionFloating) {
    const auto q = GetPositions(context);
    return {Eigen::Quaternion<T>(q[0], q[1], q[2], q[3]),
            Vector3<T>(q.template tail<3>())};
  }
  const math::RigidTransform<T> X = GetPose(context);
  return {X.rotation().ToQuaternion(), X.translation()};
}

template <typename T>
void Joint<T>::Lock(systems::Context<T>* context) const {
  DRAKE_THROW_UNLESS(context != nullptr);
  const auto& tree = this->get_parent_tree();
  tree.ValidateContext(*context);
  auto& locks =
      context
          ->get_mutable_abstract_parameter(tree.layout().lock_parameter_index)
          .template get_mutable_value<std::vector<bool>>();
  locks[index()] = true;
  get_mutable_velocities(context).setZero();
}

template <typename T>
void Joint<T>::Unlock(systems::Context<T>* context) const {
  DRAKE_THROW_UNLESS(context != nullptr);
  const auto& tree = this->get_parent_tree();
  tree.ValidateContext(*context);
  auto& locks =
      context
          ->get_mutable_abstract_parameter(tree.layout().lock_parameter_index)
          .template get_mutable_value<std::vector<bool>>();
  locks[index()] = false;
}

template <typename T>
bool Joint<T>::is_locked(const systems::Context<T>& context) const {
  const auto& tree = this->get_parent_tree();
  tree.ValidateContext(context);
  return context.get_abstract_parameter(tree.layout().lock_parameter_index)
      .template get_value<std::vector<bool>>()[index()];
}

// ---------------------------------------------------------------------------
// Concrete joints.

#define MALLARD_JOINT_TYPE_NAME(Class)                         \
  template <typename T>                                        \
  const std::string& Class<T>::type_name() const {             \
    static const never_destroyed<std::string> name(kTypeName); \
    return name.access();                                      \
  }                                                            \
  template <typename T>                                        \
  Class<T>::~Class() = default;

MALLARD_JOINT_TYPE_NAME(RevoluteJoint)
MALLARD_JOINT_TYPE_NAME(PrismaticJoint)
MALLARD_JOINT_TYPE_NAME(WeldJoint)
MALLARD_JOINT_TYPE_NAME(UniversalJoint)
MALLARD_JOINT_TYPE_NAME(BallRpyJoint)
MALLARD_JOINT_TYPE_NAME(BallQuaternionJoint)
MALLARD_JOINT_TYPE_NAME(PlanarJoint)
MALLARD_JOINT_TYPE_NAME(ScrewJoint)
MALLARD_JOINT_TYPE_NAME(QuaternionFloatingJoint)
MALLARD_JOINT_TYPE_NAME(RpyFloatingJoint)
#undef MALLARD_JOINT_TYPE_NAME

template <typename T>
RevoluteJoint<T>::RevoluteJoint(const std::string& name,
                                const Frame<T>& frame_on_parent,
                                const Frame<T>& frame_on_child,
                                const Vector3<double>& axis, double damping)
    : RevoluteJoint(name, frame_on_parent, frame_on_child, axis, -kInf, kInf,
                    damping) {}

template <typename T>
RevoluteJoint<T>::RevoluteJoint(const std::string& name,
                                const Frame<T>& frame_on_parent,
                                const Frame<T>& frame_on_child,
                                const Vector3<double>& axis,
                                double pos_lower_limit, double pos_upper_limit,
                                double damping)
    : Joint<T>(name, frame_on_parent, frame_on_child, MobilizerKind::kRevolute,
               AxisParameters("Revolute", name, axis), Repeat(damping, 1)) {
  this->set_position_limits(Repeat(pos_lower_limit, 1),
                            Repeat(pos_upper_limit, 1));
}

template <typename T>
const RevoluteJoint<T>& RevoluteJoint<T>::set_angle(
    systems::Context<T>* context, const T& angle) const {
  this->get_mutable_positions(context)[0] = angle;
  return *this;
}

template <typename T>
const RevoluteJoint<T>& RevoluteJoint<T>::set_angular_rate(
    systems::Context<T>* context, const T& rate) const {
  this->get_mutable_velocities(context)[0] = rate;
  return *this;
}

template <typename T>
void RevoluteJoint<T>::set_default_angle(double angle) {
  this->set_default_positions(Repeat(angle, 1));
}

template <typename T>
PrismaticJoint<T>::PrismaticJoint(const std::string& name,
                                  const Frame<T>& frame_on_parent,
                                  const Frame<T>& frame_on_child,
                                  const Vector3<double>& axis,
                                  double pos_lower_limit,
                                  double pos_upper_limit, double damping)
    : Joint<T>(name, frame_on_parent, frame_on_child, MobilizerKind::kPrismatic,
               AxisParameters("Prismatic", name, axis), Repeat(damping, 1)) {
  this->set_position_limits(Repeat(pos_lower_limit, 1),
                            Repeat(pos_upper_limit, 1));
}

template <typename T>
const PrismaticJoint<T>& PrismaticJoint<T>::set_translation(
    systems::Context<T>* context, const T& translation) const {
  this->get_mutable_positions(context)[0] = translation;
  return *this;
}

template <typename T>
const PrismaticJoint<T>& PrismaticJoint<T>::set_translation_rate(
    systems::Context<T>* context, const T& rate) const {
  this->get_mutable_velocities(context)[0] = rate;
  return *this;
}

template <typename T>
void PrismaticJoint<T>::set_default_translation(double translation) {
  this->set_default_positions(Repeat(translation, 1));
}

template <typename T>
WeldJoint<T>::WeldJoint(const std::string& name,
                        const Frame<T>& frame_on_parent_P,
                        const Frame<T>& frame_on_child_C,
                        const math::RigidTransform<double>& X_PC)
    : Joint<T>(name, frame_on_parent_P, frame_on_child_C, MobilizerKind::kWeld,
               MobilizerParameters{}, VectorX<double>(0)) {
  this->set_weld_X_FM(X_PC);
}

template <typename T>
UniversalJoint<T>::UniversalJoint(const std::string& name,
                                  const Frame<T>& frame_on_parent,
                                  const Frame<T>& frame_on_child,
                                  double damping)
    : Joint<T>(name, frame_on_parent, frame_on_child, MobilizerKind::kUniversal,
               MobilizerParameters{}, Repeat(damping, 2)) {}

template <typename T>
BallRpyJoint<T>::BallRpyJoint(const std::string& name,
                              const Frame<T>& frame_on_parent,
                              const Frame<T>& frame_on_child, double damping)
    : Joint<T>(name, frame_on_parent, frame_on_child, MobilizerKind::kBallRpy,
               MobilizerParameters{}, Repeat(damping, 3)) {}

template <typename T>
PlanarJoint<T>::PlanarJoint(const std::string& name,
                            const Frame<T>& frame_on_parent,
                            const Frame<T>& frame_on_child,
                            const Vector3<double>& damping)
    : Joint<T>(name, frame_on_parent, frame_on_child, MobilizerKind::kPlanar,
               MobilizerParameters{}, damping) {}

template <typename T>
const PlanarJoint<T>& PlanarJoint<T>::set_translation(
    systems::Context<T>* context, const Vector2<T>& p_FoMo_F) const {
  this->get_mutable_positions(context).template head<2>() = p_FoMo_F;
  return *this;
}

template <typename T>
const T& PlanarJoint<T>::get_rotation(
    const systems::Context<T>& context) const {
  const auto& tree = this->get_parent_tree();
  tree.ValidateContext(context);
  return tree.get_positions(context).data()[this->position_start() + 2];
}

template <typename T>
const PlanarJoint<T>& PlanarJoint<T>::set_rotation(systems::Context<T>* context,
                                                   const T& theta) const {
  this->get_mutable_positions(context)[2] = theta;
  return *this;
}

template <typename T>
const PlanarJoint<T>& PlanarJoint<T>::set_pose(systems::Context<T>* context,
                                               const Vector2<T>& p_FoMo_F,
                                               const T& theta) const {
  auto q = this->get_mutable_positions(context);
  q.template head<2>() = p_FoMo_F;
  q[2] = theta;
  return *this;
}

template <typename T>
const PlanarJoint<T>& PlanarJoint<T>::set_translational_velocity(
    systems::Context<T>* context, const Vector2<T>& v_FoMo_F) const {
  this->get_mutable_velocities(context).template head<2>() = v_FoMo_F;
  return *this;
}

template <typename T>
const T& PlanarJoint<T>::get_angular_velocity(
    const systems::Context<T>& context) const {
  const auto& tree = this->get_parent_tree();
  tree.ValidateContext(context);
  return tree.get_velocities(context).data()[this->velocity_start() + 2];
}

template <typename T>
const PlanarJoint<T>& PlanarJoint<T>::set_angular_velocity(
    systems::Context<T>* context, const T& theta_dot) const {
  this->get_mutable_velocities(context)[2] = theta_dot;
  return *this;
}

template <typename T>
void PlanarJoint<T>::set_default_translation(const Vector2<double>& p) {
  VectorX<double> q = this->default_positions();
  q.template head<2>() = p;
  this->set_default_positions(q);
}

template <typename T>
void PlanarJoint<T>::set_default_rotation(double theta) {
  VectorX<double> q = this->default_positions();
  q[2] = theta;
  this->set_default_positions(q);
}

template <typename T>
void PlanarJoint<T>::set_default_pose(const Vector2<double>& p, double theta) {
  this->set_default_positions(Vector3<double>(p.x(), p.y(), theta));
}

template <typename T>
ScrewJoint<T>::ScrewJoint(const std::string& name,
                          const Frame<T>& frame_on_parent,
                          const Frame<T>& frame_on_child, double screw_pitch,
                          double damping)
    : ScrewJoint(name, frame_on_parent, frame_on_child,
                 Vector3<double>::UnitZ(), screw_pitch, damping) {}

template <typename T>
ScrewJoint<T>::ScrewJoint(const std::string& name,
                          const Frame<T>& frame_on_parent,
                          const Frame<T>& frame_on_child,
                          const Vector3<double>& axis, double screw_pitch,
                          double damping)
    : Joint<T>(name, frame_on_parent, frame_on_child, MobilizerKind::kScrew,
               AxisParameters("Screw", name, axis, screw_pitch),
               Repeat(damping, 1)) {}

template <typename T>
T ScrewJoint<T>::get_translation(const systems::Context<T>& context) const {
  return screw_pitch() * get_rotation(context) / (2 * std::numbers::pi);
}

template <typename T>
const ScrewJoint<T>& ScrewJoint<T>::set_translation(
    systems::Context<T>* context, const T& translation) const {
  if (screw_pitch() == 0) {
    throw std::logic_error(fmt::format(
        "ScrewJoint::set_translation(): joint '{}' has zero pitch; its "
        "translation is always zero.",
        this->name()));
  }
  return set_rotation(context,
                      translation * (2 * std::numbers::pi) / screw_pitch());
}

template <typename T>
const ScrewJoint<T>& ScrewJoint<T>::set_rotation(systems::Context<T>* context,
                                                 const T& theta) const {
  this->get_mutable_positions(context)[0] = theta;
  return *this;
}

template <typename T>
const ScrewJoint<T>& ScrewJoint<T>::set_angular_velocity(
    systems::Context<T>* context, const T& theta_dot) const {
  this->get_mutable_velocities(context)[0] = theta_dot;
  return *this;
}

template <typename T>
T ScrewJoint<T>::get_translational_velocity(
    const systems::Context<T>& context) const {
  return screw_pitch() * get_angular_velocity(context) / (2 * std::numbers::pi);
}

template <typename T>
const ScrewJoint<T>& ScrewJoint<T>::set_translational_velocity(
    systems::Context<T>* context, const T& vz) const {
  if (screw_pitch() == 0) {
    throw std::logic_error(fmt::format(
        "ScrewJoint::set_translational_velocity(): joint '{}' has zero pitch.",
        this->name()));
  }
  return set_angular_velocity(context,
                              vz * (2 * std::numbers::pi) / screw_pitch());
}

template <typename T>
void ScrewJoint<T>::set_default_rotation(double theta) {
  this->set_default_positions(Repeat(theta, 1));
}

template <typename T>
double ScrewJoint<T>::get_default_translation() const {
  return screw_pitch() * get_default_rotation() / (2 * std::numbers::pi);
}

template <typename T>
void ScrewJoint<T>::set_default_translation(double z) {
  if (screw_pitch() == 0) {
    throw std::logic_error(fmt::format(
        "ScrewJoint::set_default_translation(): joint '{}' has zero pitch.",
        this->name()));
  }
  set_default_rotation(z * (2 * std::numbers::pi) / screw_pitch());
}

namespace {
VectorX<double> FloatingDamping(const std::string& name, double angular,
                                double translational) {
  if (!(angular >= 0) || !(translational >= 0)) {
    throw std::logic_error(fmt::format(
        "Floating joint '{}': damping must be non-negative; got angular {} "
        "and translational {}.",
        name, angular, translational));
  }
  VectorX<double> d(6);
  d << angular, angular, angular, translational, translational, translational;
  return d;
}

template <typename T>
void CheckUnitQuaternion(const std::string& joint, const char* func,
                         const Eigen::Quaternion<T>& q) {
  using std::abs;
  const double norm = ExtractDoubleOrThrow(q.norm());
  if (!(abs(norm - 1.0) <= 1e-10 * 10)) {
    throw std::logic_error(fmt::format(
        "{}(): joint '{}' requires a unit quaternion; got [w, x, y, z] = [{}, "
        "{}, {}, {}] with norm {}.",
        func, joint, ExtractDoubleOrThrow(q.w()), ExtractDoubleOrThrow(q.x()),
        ExtractDoubleOrThrow(q.y()), ExtractDoubleOrThrow(q.z()), norm));
  }
}
}  // namespace

namespace {

// The quaternion stored as [w x y z] at the start of a joint's q.
template <typename S, typename Vector>
Eigen::Quaternion<S> QuaternionFromPositions(const Vector& q) {
  return Eigen::Quaternion<S>(q[0], q[1], q[2], q[3]);
}

// Stores `quaternion` as [w x y z] at the start of a joint's q.
template <typename S, typename Vector>
void StoreQuaternionInPositions(const Eigen::Quaternion<S>& quaternion,
                                Vector* q) {
  (*q)[0] = quaternion.w();
  (*q)[1] = quaternion.x();
  (*q)[2] = quaternion.y();
  (*q)[3] = quaternion.z();
}

}  // namespace

template <typename T>
QuaternionFloatingJoint<T>::QuaternionFloatingJoint(
    const std::string& name, const Frame<T>& frame_on_parent,
    const Frame<T>& frame_on_child, double angular_damping,
    double translational_damping)
    : Joint<T>(name, frame_on_parent, frame_on_child,
               MobilizerKind::kQuaternionFloating, MobilizerParameters{},
               FloatingDamping(name, angular_damping, translational_damping)) {}

template <typename T>
Eigen::Quaternion<T> QuaternionFloatingJoint<T>::get_quaternion(
    const systems::Context<T>& context) const {
  return QuaternionFromPositions<T>(this->GetPositions(context));
}

template <typename T>
Vector3<T> QuaternionFloatingJoint<T>::get_translation(
    const systems::Context<T>& context) const {
  return this->GetPositions(context).template tail<3>();
}

template <typename T>
math::RigidTransform<T> QuaternionFloatingJoint<T>::get_pose(
    const systems::Context<T>& context) const {
  return this->GetPose(context);
}

template <typename T>
Vector3<T> QuaternionFloatingJoint<T>::get_angular_velocity(
    const systems::Context<T>& context) const {
  return this->GetVelocities(context).template head<3>();
}

template <typename T>
Vector3<T> QuaternionFloatingJoint<T>::get_translational_velocity(
    const systems::Context<T>& context) const {
  return this->GetVelocities(context).template tail<3>();
}

template <typename T>
const QuaternionFloatingJoint<T>& QuaternionFloatingJoint<T>::set_quaternion(
    systems::Context<T>* context, const Eigen::Quaternion<T>& q_FM) const {
  CheckUnitQuaternion(this->name(), "QuaternionFloatingJoint::set_quaternion",
                      q_FM);
  auto q = this->get_mutable_positions(context);
  StoreQuaternionInPositions(q_FM, &q);
  return *this;
}

template <typename T>
const QuaternionFloatingJoint<T>&
QuaternionFloatingJoint<T>::SetFromRotationMatrix(
    systems::Context<T>* context, const math::RotationMatrix<T>& R_FM) const {
  return set_quaternion(context, R_FM.ToQuaternion());
}

template <typename T>
const QuaternionFloatingJoint<T>& QuaternionFloatingJoint<T>::set_translation(
    systems::Context<T>* context, const Vector3<T>& p_FM) const {
  this->get_mutable_positions(context).template tail<3>() = p_FM;
  return *this;
}

template <typename T>
const QuaternionFloatingJoint<T>& QuaternionFloatingJoint<T>::set_pose(
    systems::Context<T>* context, const math::RigidTransform<T>& X_FM) const {
  SetFromRotationMatrix(context, X_FM.rotation());
  return set_translation(context, X_FM.translation());
}

template <typename T>
const QuaternionFloatingJoint<T>&
QuaternionFloatingJoint<T>::set_angular_velocity(systems::Context<T>* context,
                                                 const Vector3<T>& w_FM) const {
  this->get_mutable_velocities(context).template head<3>() = w_FM;
  return *this;
}

template <typename T>
const QuaternionFloatingJoint<T>&
QuaternionFloatingJoint<T>::set_translational_velocity(
    systems::Context<T>* context, const Vector3<T>& v_FM) const {
  this->get_mutable_velocities(context).template tail<3>() = v_FM;
  return *this;
}

template <typename T>
Eigen::Quaternion<double> QuaternionFloatingJoint<T>::get_default_quaternion()
    const {
  return QuaternionFromPositions<double>(this->default_positions());
}

template <typename T>
void QuaternionFloatingJoint<T>::set_default_quaternion(
    const Eigen::Quaternion<double>& q_FM) {
  CheckUnitQuaternion(this->name(),
                      "QuaternionFloatingJoint::set_default_quaternion", q_FM);
  VectorX<double> q = this->default_positions();
  StoreQuaternionInPositions(q_FM, &q);
  this->set_default_positions(q);
}

namespace {

// Four independent standard normals divided by their norm are uniform on
// the unit 3-sphere, i.e. the rotations are uniform over SO(3).
Eigen::Quaternion<symbolic::Expression> UniformQuaternionDistribution(
    const std::string& joint_name) {
  const std::string prefix = joint_name + "_random_quaternion_";
  const symbolic::Variable w(prefix + "w",
                             symbolic::Variable::Type::RANDOM_GAUSSIAN);
  const symbolic::Variable x(prefix + "x",
                             symbolic::Variable::Type::RANDOM_GAUSSIAN);
  const symbolic::Variable y(prefix + "y",
                             symbolic::Variable::Type::RANDOM_GAUSSIAN);
  const symbolic::Variable z(prefix + "z",
                             symbolic::Variable::Type::RANDOM_GAUSSIAN);
  const symbolic::Expression norm = sqrt(w * w + x * x + y * y + z * z);
  return Eigen::Quaternion<symbolic::Expression>(w / norm, x / norm, y / norm,
                                                 z / norm);
}

}  // namespace

template <typename T>
void QuaternionFloatingJoint<
    T>::set_random_quaternion_distribution_to_uniform() {
  set_random_quaternion_distribution(
      UniformQuaternionDistribution(this->name()));
}

template <typename T>
void QuaternionFloatingJoint<T>::set_default_translation(
    const Vector3<double>& translation) {
  VectorX<double> q = this->default_positions();
  q.template tail<3>() = translation;
  this->set_default_positions(q);
}

template <typename T>
BallQuaternionJoint<T>::BallQuaternionJoint(const std::string& name,
                                            const Frame<T>& frame_on_parent,
                                            const Frame<T>& frame_on_child,
                                            double damping)
    : Joint<T>(name, frame_on_parent, frame_on_child,
               MobilizerKind::kBallQuaternion, MobilizerParameters{},
               Repeat(damping, 3)) {}

template <typename T>
Eigen::Quaternion<T> BallQuaternionJoint<T>::get_quaternion(
    const systems::Context<T>& context) const {
  return QuaternionFromPositions<T>(this->GetPositions(context));
}

template <typename T>
Vector3<T> BallQuaternionJoint<T>::get_angular_velocity(
    const systems::Context<T>& context) const {
  return this->GetVelocities(context);
}

template <typename T>
const BallQuaternionJoint<T>& BallQuaternionJoint<T>::set_quaternion(
    systems::Context<T>* context, const Eigen::Quaternion<T>& q_FM) const {
  CheckUnitQuaternion(this->name(), "BallQuaternionJoint::set_quaternion",
                      q_FM);
  auto q = this->get_mutable_positions(context);
  StoreQuaternionInPositions(q_FM, &q);
  return *this;
}

template <typename T>
const BallQuaternionJoint<T>& BallQuaternionJoint<T>::SetFromRotationMatrix(
    systems::Context<T>* context, const math::RotationMatrix<T>& R_FM) const {
  return set_quaternion(context, R_FM.ToQuaternion());
}

template <typename T>
const BallQuaternionJoint<T>& BallQuaternionJoint<T>::set_angular_velocity(
    systems::Context<T>* context, const Vector3<T>& w_FM) const {
  this->get_mutable_velocities(context) = w_FM;
  return *this;
}

template <typename T>
Eigen::Quaternion<double> BallQuaternionJoint<T>::get_default_quaternion()
    const {
  return QuaternionFromPositions<double>(this->default_positions());
}

template <typename T>
void BallQuaternionJoint<T>::set_default_quaternion(
    const Eigen::Quaternion<double>& q_FM) {
  CheckUnitQuaternion(this->name(),
                      "BallQuaternionJoint::set_default_quaternion", q_FM);
  Vector4<double> q;
  StoreQuaternionInPositions(q_FM, &q);
  this->set_default_positions(q);
}

template <typename T>
void BallQuaternionJoint<T>::set_random_quaternion_distribution_to_uniform() {
  set_random_quaternion_distribution(
      UniformQuaternionDistribution(this->name()));
}

template <typename T>
RpyFloatingJoint<T>::RpyFloatingJoint(const std::string& name,
                                      const Frame<T>& frame_on_parent,
                                      const Frame<T>& frame_on_child,
                                      double angular_damping,
                                      double translational_damping)
    : Joint<T>(name, frame_on_parent, frame_on_child,
               MobilizerKind::kRpyFloating, MobilizerParameters{},
               FloatingDamping(name, angular_damping, translational_damping)) {}

template <typename T>
const RpyFloatingJoint<T>& RpyFloatingJoint<T>::set_angles(
    systems::Context<T>* context, const Vector3<T>& angles) const {
  this->get_mutable_positions(context).template head<3>() = angles;
  return *this;
}

template <typename T>
const RpyFloatingJoint<T>& RpyFloatingJoint<T>::set_translation(
    systems::Context<T>* context, const Vector3<T>& p_FM) const {
  this->get_mutable_positions(context).template tail<3>() = p_FM;
  return *this;
}

template <typename T>
const RpyFloatingJoint<T>& RpyFloatingJoint<T>::set_angular_velocity(
    systems::Context<T>* context, const Vector3<T>& w_FM) const {
  this->get_mutable_velocities(context).template head<3>() = w_FM;
  return *this;
}

template <typename T>
const RpyFloatingJoint<T>& RpyFloatingJoint<T>::set_translational_velocity(
    systems::Context<T>* context, const Vector3<T>& v_FM) const {
  this->get_mutable_velocities(context).template tail<3>() = v_FM;
  return *this;
}

template <typename T>
void RpyFloatingJoint<T>::set_default_angles(const Vector3<double>& angles) {
  VectorX<double> q = this->default_positions();
  q.template head<3>() = angles;
  this->set_default_positions(q);
}

template <typename T>
void RpyFloatingJoint<T>::set_default_translation(
    const Vector3<double>& translation) {
  VectorX<double> q = this->default_positions();
  q.template tail<3>() = translation;
  this->set_default_positions(q);
}

}  // namespace multibody
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::Joint)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::RevoluteJoint)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::PrismaticJoint)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::WeldJoint)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::UniversalJoint)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::BallRpyJoint)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::BallQuaternionJoint)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::PlanarJoint)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::ScrewJoint)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::QuaternionFloatingJoint)
DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::RpyFloatingJoint)
