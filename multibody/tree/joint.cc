/// @file
/// Joint, the base class of the concrete joints.

#include "drake/multibody/tree/joint.h"

#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>
#include <utility>

#include <fmt/format.h>

#include "drake/common/never_destroyed.h"
#include "drake/math/roll_pitch_yaw.h"
#include "drake/multibody/tree/joint_helpers.h"
#include "drake/multibody/tree/mobilizer_kernels.h"
#include "drake/multibody/tree/multibody_tree.h"
#include "drake/systems/framework/basic_vector.h"

namespace drake {
namespace multibody {

using internal::MobilizerKind;
using internal::MobilizerParameters;
using internal::Repeat;

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

// q from X_FM for `kind` (the closest match the joint can represent).
// @throws std::logic_error for a curvilinear joint (named `joint_name`),
// whose path has no inverse here (Drake's CurvilinearMobilizer has none).
template <typename S>
void PositionsFromPose(MobilizerKind kind, const MobilizerParameters& params,
                       const math::RigidTransform<S>& X_FM, S* q,
                       const std::string& joint_name) {
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
    case MobilizerKind::kCurvilinear:
      throw std::logic_error(fmt::format(
          "Joint '{}' (curvilinear): setting the joint from a pose X_FM is "
          "not supported (a pose off the path has no distance); set the "
          "distance along the path with CurvilinearJoint::set_distance() or "
          "set_default_distance() instead.",
          joint_name));
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
    case MobilizerKind::kCurvilinear:
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
    case MobilizerKind::kCurvilinear:
      return "q";
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
    case MobilizerKind::kCurvilinear:
      return "v";
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
  if (this->has_parent_tree() && this->get_parent_tree().is_finalized()) {
    throw std::logic_error(fmt::format(
        "Joint '{}': the default damping cannot be changed after the plant "
        "is finalized; use SetDampingVector() (or SetDamping()) on a "
        "Context.",
        name_));
  }
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
  PositionsFromPose<T>(kind_, params_, X_FM, q.data(), name_);
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
  // (HᵀH is formed first: Eigen's LDLT of symbolic::Expression is defined
  // for a plain matrix, not for a product expression.)
  const MatrixX<T> HtH = H.transpose() * H;
  const VectorX<T> v = HtH.ldlt().solve(H.transpose() * V_FM.get_coeffs());
  SetVelocities(context, v);
}

template <typename T>
void Joint<T>::SetDefaultPose(const math::RigidTransform<double>& X_FM) {
  if (num_positions() == 0) return;
  VectorX<double> q(num_positions());
  PositionsFromPose<double>(kind_, params_, X_FM, q.data(), name_);
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

}  // namespace multibody
}  // namespace drake

DRAKE_DEFINE_CLASS_TEMPLATE_INSTANTIATIONS_ON_DEFAULT_SCALARS(
    class ::drake::multibody::Joint)
