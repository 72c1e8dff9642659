#include "drake/common/schema/rotation.h"

#include <fmt/format.h>

#include <stdexcept>

namespace drake {
namespace schema {
namespace {

constexpr double kRadiansPerDegree = M_PI / 180.0;

}  // namespace

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
