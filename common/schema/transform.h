#pragma once

/// @file
/// schema::Transform: a rigid transform as written in YAML scenarios (model
/// directives, scene configs), as Drake's drake/common/schema/transform.h.
///
/// @code{yaml}
/// X_PF:
///   base_frame: world            # optional
///   translation: [0.1, 0.2, 0.3] # meters; default zero
///   rotation: !Rpy { deg: [0, 0, 90] }  # default identity
/// @endcode
///
/// The translation and rotation may be random (see stochastic.h and
/// rotation.h): Sample() draws a transform, Mean() sets every random variable
/// to its mean, ToSymbolic() gives expressions of the random variables, and
/// GetDeterministicValue() throws for a random transform.
///
/// (As in rotation.h, the functions returning math types are inline here so
/// that the `common` library needs no link dependency on `math`.)

#include <optional>
#include <string>

#include "drake/common/name_value.h"
#include "drake/common/random.h"
#include "drake/common/schema/rotation.h"
#include "drake/common/schema/stochastic.h"
#include "drake/common/symbolic/expression.h"
#include "drake/math/rigid_transform.h"

namespace drake {
namespace schema {

/// A specification of a rigid transform X_BF (the pose of a frame F in a
/// base frame B) for serialization: a translation, a rotation, and
/// optionally the name of the base frame B. It offers no arithmetic; use
/// GetDeterministicValue() to obtain a math::RigidTransformd.
class Transform {
 public:
  /// The identity transform, with no base frame.
  Transform() = default;

  /// The deterministic transform `X`, with no base frame.
  explicit Transform(const math::RigidTransform<double>& X)
      : translation(Eigen::Vector3d(X.translation())), rotation(X.rotation()) {}

  /// Sets the rotation to the deterministic roll-pitch-yaw `rpy_deg`
  /// (degrees).
  void set_rotation_rpy_deg(const Eigen::Vector3d& rpy_deg) {
    rotation.set_rpy_deg(rpy_deg);
  }

  /// Returns true iff neither the translation nor the rotation is random.
  bool IsDeterministic() const;

  /// Returns this transform (the base frame is not part of the value).
  /// @throws std::logic_error if !IsDeterministic() (naming the random
  /// distribution).
  math::RigidTransform<double> GetDeterministicValue() const {
    return math::RigidTransform<double>(rotation.GetDeterministicValue(),
                                        GetDeterministicTranslation());
  }

  /// Returns this transform as expressions: constants where deterministic,
  /// expressions of new random variables elsewhere.
  math::RigidTransform<symbolic::Expression> ToSymbolic() const {
    return math::RigidTransform<symbolic::Expression>(
        rotation.ToSymbolic(),
        Vector3<symbolic::Expression>(
            ToDistributionVector(translation)->ToSymbolic()));
  }

  /// Returns the transform with every random variable set to its mean
  /// (uniform: the middle of its range). For a deterministic transform this
  /// is GetDeterministicValue(). For `!Uniform` rotations the result is a
  /// valid but arbitrary rotation (SO(3) has no meaningful mean).
  math::RigidTransform<double> Mean() const {
    const Eigen::Matrix<double, 3, 4> X = CalcMeanMatrix();
    return math::RigidTransform<double>(
        math::RotationMatrix<double>(Eigen::Matrix3d(X.leftCols<3>())),
        Eigen::Vector3d(X.col(3)));
  }

  /// Draws one transform using `generator` (the translation and rotation
  /// independently). For a deterministic transform this is
  /// GetDeterministicValue().
  /// @throws std::logic_error if `generator` is null and this is random, or
  /// for invalid distribution parameters.
  math::RigidTransform<double> Sample(RandomGenerator* generator) const {
    const Eigen::Matrix<double, 3, 4> X = CalcSampleMatrix(generator);
    return math::RigidTransform<double>(
        math::RotationMatrix<double>(Eigen::Matrix3d(X.leftCols<3>())),
        Eigen::Vector3d(X.col(3)));
  }

  /// Passes this object to an Archive: keys `base_frame` (omitted when
  /// unset), `translation`, and `rotation` (the Rotation's variant, tagged).
  template <typename Archive>
  void Serialize(Archive* a) {
    a->Visit(DRAKE_NVP(base_frame));
    a->Visit(DRAKE_NVP(translation));
    a->Visit(MakeNameValue("rotation", &rotation.value));
  }

  /// The name of the frame this transform is measured from; when unset the
  /// user of the transform decides (model directives: the parent frame).
  std::optional<std::string> base_frame;

  /// The translation p_BoFo_B, in meters.
  DistributionVectorVariant<3> translation{Eigen::Vector3d(0.0, 0.0, 0.0)};

  /// The rotation R_BF.
  Rotation rotation;

 private:
  // The deterministic translation (transform.cc). Throws as
  // GetDeterministicValue().
  Eigen::Vector3d GetDeterministicTranslation() const;
  // [R | p] of Mean() and Sample() (transform.cc, math-free).
  Eigen::Matrix<double, 3, 4> CalcMeanMatrix() const;
  Eigen::Matrix<double, 3, 4> CalcSampleMatrix(
      RandomGenerator* generator) const;
};

}  // namespace schema
}  // namespace drake
