#pragma once

/// @file
/// schema::Rotation: an SO(3) rotation as written in YAML scenarios (model
/// directives, scene configs), as Drake's drake/common/schema/rotation.h.
///
/// YAML spellings (the tag picks the alternative):
/// @code{yaml}
/// rotation: !Identity {}
/// rotation: !Rpy { deg: [roll, pitch, yaw] }
/// rotation: !AngleAxis { angle_deg: 90, axis: [0, 0, 1] }
/// rotation: !Uniform {}     # uniformly random over SO(3)
/// @endcode
///
/// A rotation may be random (`!Uniform`, or `!Rpy`/`!AngleAxis` with
/// stochastic values): ToSymbolic() gives its matrix as expressions of
/// random variables; schema::Transform samples it.
///
/// (The functions returning math types are defined inline below, rather than
/// in rotation.cc, because the `common` library is built before, and without
/// a link dependency on, the `math` library. Code that calls them links math,
/// as every multibody or systems target does.)

#include <cmath>
#include <variant>

#include <Eigen/Geometry>

#include "drake/common/name_value.h"
#include "drake/common/schema/stochastic.h"
#include "drake/common/symbolic/expression.h"
#include "drake/math/roll_pitch_yaw.h"
#include "drake/math/rotation_matrix.h"

namespace drake {
namespace schema {

/// A specification of a rotation for serialization: one fixed rotation or a
/// distribution of rotations. It offers no arithmetic; use
/// GetDeterministicValue() to obtain a math::RotationMatrixd.
class Rotation {
 public:
  /// No rotation. YAML: `!Identity {}` (or an untagged `{}`).
  struct Identity {
    template <typename Archive>
    void Serialize(Archive*) {}
  };

  /// Roll-pitch-yaw angles in degrees (extrinsic X-Y-Z, as
  /// math::RollPitchYaw). YAML: `!Rpy { deg: [r, p, y] }`.
  struct Rpy {
    template <typename Archive>
    void Serialize(Archive* a) {
      a->Visit(DRAKE_NVP(deg));
    }
    DistributionVectorVariant<3> deg{Eigen::Vector3d(0.0, 0.0, 0.0)};
  };

  /// A rotation by `angle_deg` degrees about `axis` (which need not be unit
  /// length, but must not be zero).
  /// YAML: `!AngleAxis { angle_deg: 30, axis: [0, 1, 0] }`.
  struct AngleAxis {
    template <typename Archive>
    void Serialize(Archive* a) {
      a->Visit(DRAKE_NVP(angle_deg));
      a->Visit(DRAKE_NVP(axis));
    }
    DistributionVariant angle_deg{0.0};
    DistributionVectorVariant<3> axis{Eigen::Vector3d(0.0, 0.0, 1.0)};
  };

  /// A rotation drawn uniformly from SO(3). YAML: `!Uniform {}`.
  struct Uniform {
    template <typename Archive>
    void Serialize(Archive*) {}
  };

  /// The alternatives, in Drake's order.
  using Variant = std::variant<Identity, Rpy, AngleAxis, Uniform>;

  /// The identity rotation.
  Rotation() = default;

  /// The deterministic rotation `R`, stored as roll-pitch-yaw degrees.
  explicit Rotation(const math::RotationMatrix<double>& R)
      : Rotation(math::RollPitchYaw<double>(R)) {}

  /// The deterministic rotation `rpy`, stored as degrees.
  explicit Rotation(const math::RollPitchYaw<double>& rpy) {
    set_rpy_deg(rpy.vector() * (180.0 / M_PI));
  }

  /// Returns true iff this rotation has no randomness.
  bool IsDeterministic() const;

  /// Returns this rotation as a matrix.
  /// @throws std::logic_error if !IsDeterministic() (naming the random
  ///   distribution), or if an AngleAxis has a zero axis.
  math::RotationMatrix<double> GetDeterministicValue() const {
    return math::RotationMatrix<double>(GetDeterministicMatrix());
  }

  /// Returns this rotation as a matrix of expressions: constants for a
  /// deterministic rotation, else expressions of new random variables
  /// (`!Uniform`: three uniform variables mapped to a unit quaternion by
  /// Shoemake's method, uniform over SO(3); `!Rpy`/`!AngleAxis`: the
  /// stochastic angles and axis, the axis normalized). Not validated as
  /// orthonormal (it cannot be, symbolically).
  math::RotationMatrix<symbolic::Expression> ToSymbolic() const {
    return math::RotationMatrix<symbolic::Expression>::MakeUnchecked(
        ToSymbolicMatrix());
  }

  /// Sets this to the deterministic roll-pitch-yaw `rpy_deg` (degrees).
  void set_rpy_deg(const Eigen::Vector3d& rpy_deg) {
    value.emplace<Rpy>().deg = rpy_deg;
  }

  /// Passes this object to an Archive. (The rotation is the variant itself:
  /// schema::Transform writes it as `rotation: !Rpy {...}`.)
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(value));
  }

  /// The rotation (or distribution), Identity by default.
  Variant value;

 private:
  friend class Transform;

  // The rotation matrix of a deterministic rotation (rotation.cc; math-free,
  // computed with Eigen). Throws as GetDeterministicValue().
  Eigen::Matrix3d GetDeterministicMatrix() const;
  // The symbolic rotation matrix (rotation.cc), see ToSymbolic().
  Matrix3<symbolic::Expression> ToSymbolicMatrix() const;
};

}  // namespace schema
}  // namespace drake
