#pragma once

/// @file
/// (Internal) Helpers the joint classes share: constant vectors (limits,
/// damping), the parameters of the joints with an axis, the damping vector
/// of the floating joints, and the storage, check and uniform distribution
/// of the quaternion at the start of a quaternion joint's q. Included by the
/// joints' .cc files only; not part of Drake's API.

#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>

#include <Eigen/Geometry>
#include <fmt/format.h>

#include "drake/common/autodiff.h"
#include "drake/common/eigen_types.h"
#include "drake/common/symbolic/expression.h"
#include "drake/multibody/tree/mobilizer_kind.h"

namespace drake {
namespace multibody {
namespace internal {

/// A vector of `n` entries equal to `value`.
inline VectorX<double> Repeat(double value, int n) {
  return VectorX<double>::Constant(n, value);
}

/// The parameters of a joint of `type` ("Revolute", "Prismatic", "Screw")
/// named `name` with the unit axis along `axis` (and the screw `pitch`).
/// @throws std::logic_error if `axis` is zero or not finite.
inline MobilizerParameters AxisParameters(const std::string& type,
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

/// The damping vector [angular ×3, translational ×3] of a floating joint.
/// @throws std::logic_error if either value is negative (or NaN).
inline VectorX<double> FloatingDamping(const std::string& name, double angular,
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

/// @throws std::logic_error (naming `func` and `joint`) unless `q` has unit
/// norm.
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

/// The quaternion stored as [w x y z] at the start of a joint's q.
template <typename S, typename Vector>
Eigen::Quaternion<S> QuaternionFromPositions(const Vector& q) {
  return Eigen::Quaternion<S>(q[0], q[1], q[2], q[3]);
}

/// Stores `quaternion` as [w x y z] at the start of a joint's q.
template <typename S, typename Vector>
void StoreQuaternionInPositions(const Eigen::Quaternion<S>& quaternion,
                                Vector* q) {
  (*q)[0] = quaternion.w();
  (*q)[1] = quaternion.x();
  (*q)[2] = quaternion.y();
  (*q)[3] = quaternion.z();
}

/// A quaternion distribution uniform over SO(3): four independent standard
/// normals divided by their norm are uniform on the unit 3-sphere. The
/// random variables are named after `joint_name`.
inline Eigen::Quaternion<symbolic::Expression> UniformQuaternionDistribution(
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

}  // namespace internal
}  // namespace multibody
}  // namespace drake
