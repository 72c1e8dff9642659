#include "drake/common/schema/rotation.h"

#include <stdexcept>

#include <fmt/format.h>

namespace drake {
namespace schema {
namespace {

constexpr double kRadiansPerDegree = M_PI / 180.0;

using symbolic::Expression;

// R = Rz(y)·Ry(p)·Rx(r) for rpy = [r, p, y] (radians).
Matrix3<Expression> RpyToMatrix(const Vector3<Expression>& rpy) {
  const Expression sr = sin(rpy[0]), cr = cos(rpy[0]);
  const Expression sp = sin(rpy[1]), cp = cos(rpy[1]);
  const Expression sy = sin(rpy[2]), cy = cos(rpy[2]);
  Matrix3<Expression> R;
  R << cy * cp, cy * sp * sr - sy * cr, cy * sp * cr + sy * sr,  //
      sy * cp, sy * sp * sr + cy * cr, sy * sp * cr - cy * sr,   //
      -sp, cp * sr, cp * cr;
  return R;
}

// Rodrigues: R = cos θ·I + (1 − cos θ)·a·aᵀ + sin θ·[a]×, for a unit a.
Matrix3<Expression> AngleAxisToMatrix(const Expression& theta,
                                      const Vector3<Expression>& a) {
  const Expression c = cos(theta), s = sin(theta);
  const Expression t = 1.0 - c;
  Matrix3<Expression> R;
  R << c + t * a[0] * a[0], t * a[0] * a[1] - s * a[2],
      t * a[0] * a[2] + s * a[1],  //
      t * a[0] * a[1] + s * a[2], c + t * a[1] * a[1],
      t * a[1] * a[2] - s * a[0],  //
      t * a[0] * a[2] - s * a[1], t * a[1] * a[2] + s * a[0],
      c + t * a[2] * a[2];
  return R;
}

// The rotation matrix of the unit quaternion (w, x, y, z).
Matrix3<Expression> QuaternionToMatrix(const Expression& w, const Expression& x,
                                       const Expression& y,
                                       const Expression& z) {
  Matrix3<Expression> R;
  R << 1.0 - 2.0 * (y * y + z * z), 2.0 * (x * y - z * w),
      2.0 * (x * z + y * w),  //
      2.0 * (x * y + z * w), 1.0 - 2.0 * (x * x + z * z),
      2.0 * (y * z - x * w),  //
      2.0 * (x * z - y * w), 2.0 * (y * z + x * w), 1.0 - 2.0 * (x * x + y * y);
  return R;
}

}  // namespace

Matrix3<Expression> Rotation::ToSymbolicMatrix() const {
  switch (value.index()) {
    case 0:
      return Matrix3<Expression>::Identity();
    case 1: {
      const VectorX<Expression> deg =
          ToDistributionVector(std::get<Rpy>(value).deg)->ToSymbolic();
      return RpyToMatrix(Vector3<Expression>(deg * kRadiansPerDegree));
    }
    case 2: {
      const AngleAxis& angle_axis = std::get<AngleAxis>(value);
      if (IsDeterministic()) {
        // Validates the axis as GetDeterministicValue() does.
        return GetDeterministicMatrix().cast<Expression>();
      }
      const Expression theta =
          schema::ToSymbolic(angle_axis.angle_deg) * kRadiansPerDegree;
      const Vector3<Expression> axis(
          ToDistributionVector(angle_axis.axis)->ToSymbolic());
      const Expression norm =
          sqrt(axis[0] * axis[0] + axis[1] * axis[1] + axis[2] * axis[2]);
      return AngleAxisToMatrix(theta, axis / norm);
    }
    case 3: {
      // Shoemake's uniform unit quaternion from u1, u2, u3 ~ U[0, 1):
      // (√(1−u1)·sin 2πu2, √(1−u1)·cos 2πu2, √u1·sin 2πu3, √u1·cos 2πu3).
      using symbolic::Variable;
      const Variable u1("rotation_u1", Variable::Type::RANDOM_UNIFORM);
      const Variable u2("rotation_u2", Variable::Type::RANDOM_UNIFORM);
      const Variable u3("rotation_u3", Variable::Type::RANDOM_UNIFORM);
      const Expression a = sqrt(1.0 - u1), b = sqrt(Expression(u1));
      const Expression w = a * sin(2 * M_PI * u2);
      const Expression x = a * cos(2 * M_PI * u2);
      const Expression y = b * sin(2 * M_PI * u3);
      const Expression z = b * cos(2 * M_PI * u3);
      return QuaternionToMatrix(w, x, y, z);
    }
  }
  internal::ThrowNotDeterministic("(unknown rotation)");
}

bool Rotation::IsDeterministic() const {
  switch (value.index()) {
    case 0:  // Identity
      return true;
    case 1:  // Rpy
      return schema::IsDeterministic(std::get<Rpy>(value).deg);
    case 2: {  // AngleAxis
      const AngleAxis& angle_axis = std::get<AngleAxis>(value);
      return schema::IsDeterministic(angle_axis.angle_deg) &&
             schema::IsDeterministic(angle_axis.axis);
    }
    case 3:  // Uniform
      return false;
  }
  return false;
}

Eigen::Matrix3d Rotation::GetDeterministicMatrix() const {
  using Eigen::Vector3d;
  switch (value.index()) {
    case 0:
      return Eigen::Matrix3d::Identity();
    case 1: {
      // Drake's roll-pitch-yaw: R = Rz(yaw) Ry(pitch) Rx(roll).
      const Vector3d rpy_rad =
          schema::GetDeterministicValue(std::get<Rpy>(value).deg) *
          kRadiansPerDegree;
      return (Eigen::AngleAxisd(rpy_rad.z(), Vector3d::UnitZ()) *
              Eigen::AngleAxisd(rpy_rad.y(), Vector3d::UnitY()) *
              Eigen::AngleAxisd(rpy_rad.x(), Vector3d::UnitX()))
          .toRotationMatrix();
    }
    case 2: {
      const AngleAxis& angle_axis = std::get<AngleAxis>(value);
      const double angle_rad =
          schema::GetDeterministicValue(angle_axis.angle_deg) *
          kRadiansPerDegree;
      const Vector3d axis = schema::GetDeterministicValue(angle_axis.axis);
      const double norm = axis.norm();
      if (!(norm > 0.0) || !std::isfinite(norm)) {
        throw std::logic_error(fmt::format(
            "schema::Rotation::AngleAxis: the axis [{}, {}, {}] cannot be "
            "normalized (it must be a finite, nonzero vector)",
            axis.x(), axis.y(), axis.z()));
      }
      return Eigen::AngleAxisd(angle_rad, axis / norm).toRotationMatrix();
    }
    case 3:
      internal::ThrowNotDeterministic("Rotation::Uniform");
  }
  internal::ThrowNotDeterministic("(unknown rotation)");
}

}  // namespace schema
}  // namespace drake
